/* Avanço (Breakthrough, Dan Troyka 2000) on 7x7: rules/cnjm.md §6.
 *
 * Bitboards: square = row * 7 + col, a1 = 0, row 0 at White's side. White moves up. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "games/cnjm/avanco.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { N = 7, CELLS = N * N, MAX_MOVES = 3 * CELLS /* any position text, not only 14 pieces */ };
enum { WHITE = 0, BLACK = 1 };


#define BIT(sq) (1ULL << (sq))
static const uint64_t ALL = (1ULL << CELLS) - 1;
static const uint64_t ROW1 = 0x7FULL;
static const uint64_t ROW7 = 0x7FULL << 42;
static const uint64_t FILE_A = 0x0040810204081ULL;      /* a1, a2, ..., a7 */
static const uint64_t FILE_G = 0x0040810204081ULL << 6; /* g1, ..., g7 */

static inline int pop_lsb(uint64_t *b)
{
    int sq = __builtin_ctzll(*b);
    *b &= *b - 1;
    return sq;
}

static tb_action encode(int from, int to)
{
    return (tb_action)(from * 64 + to);
}
static int from_of(tb_action a)
{
    return (int)(a / 64);
}
static int to_of(tb_action a)
{
    return (int)(a % 64);
}

/* For the evaluation: the squares ahead of each side's piece on each square from which an
 * enemy piece could still stop it: every row in front, widening by a column a row (enemy
 * pieces move a row and at most a column a move, and the two close in at two rows a move). */
typedef struct avanco_config {
    uint64_t cone[2][CELLS];
} avanco_config;

static void fill_cones(avanco_config *c)
{
    for (int side = WHITE; side <= BLACK; side++)
        for (int sq = 0; sq < CELLS; sq++) {
            uint64_t m = BIT(sq), cone = 0;
            for (int k = 0; k < N; k++) {
                m = side == WHITE
                        ? (m << N | (m & ~FILE_A) << (N - 1) | (m & ~FILE_G) << (N + 1)) & ALL
                        : m >> N | (m & ~FILE_A) >> (N + 1) | (m & ~FILE_G) >> (N - 1);
                cone |= m;
            }
            c->cone[side][sq] = cone;
        }
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    avanco_config *c = malloc(sizeof *c);
    if (!c) {
        tb_error_set(err, "out of memory");
        return false;
    }
    fill_cones(c);
    g->config = c;
    g->state_size = sizeof(avanco_state);
    g->num_players = 2;
    g->max_actions = MAX_MOVES;
    return true;
}

static void initial(const tb_game *g, void *state)
{
    avanco_state *s = state;
    memset(s, 0, sizeof *s);
    s->pieces[WHITE] = ROW1 | ROW1 << N;
    s->pieces[BLACK] = ROW7 | ROW7 >> N;
}

static int to_move(const tb_game *g, const void *state)
{
    return (int)((const avanco_state *)state)->to_move;
}

/* The winner, or -1 while the game goes on. */
static int winner(const avanco_state *s)
{
    if (s->pieces[WHITE] & ROW7)
        return WHITE;
    if (s->pieces[BLACK] & ROW1)
        return BLACK;
    return -1;
}

/* Destinations by direction, for all pieces of `side` at once. */
static void targets(const avanco_state *s, int side, uint64_t *straight, uint64_t *left,
                    uint64_t *right)
{
    uint64_t own = s->pieces[side], empty = ALL & ~(s->pieces[0] | s->pieces[1]);
    uint64_t not_own = ALL & ~own;
    if (side == WHITE) {
        *straight = (own << N) & empty;
        *left = ((own & ~FILE_A) << (N - 1)) & not_own;  /* up-left */
        *right = ((own & ~FILE_G) << (N + 1)) & not_own; /* up-right */
    } else {
        *straight = (own >> N) & empty;
        *left = ((own & ~FILE_A) >> (N + 1)) & not_own;  /* down-left */
        *right = ((own & ~FILE_G) >> (N - 1)) & not_own; /* down-right */
    }
}

static int generate(const avanco_state *s, int side, tb_action *out)
{
    if (winner(s) >= 0)
        return 0;
    uint64_t st, le, ri;
    targets(s, side, &st, &le, &ri);
    int dir = side == WHITE ? N : -N, n = 0;
    while (st) {
        int to = pop_lsb(&st);
        out[n++] = encode(to - dir, to);
    }
    while (le) {
        int to = pop_lsb(&le);
        out[n++] = encode(to - dir + 1, to);
    }
    while (ri) {
        int to = pop_lsb(&ri);
        out[n++] = encode(to - dir - 1, to);
    }
    return n;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const avanco_state *s = state;
    return generate(s, (int)s->to_move, out);
}

static int legal_for(const tb_game *g, const void *state, int player, tb_action *out)
{
    return generate(state, player, out);
}

/* For quiescence: moves that reach the goal row first, then captures, those of the most
 * advanced enemy pieces (the most dangerous) first. */
static int tactical(const tb_game *g, const void *state, tb_action *out)
{
    const avanco_state *s = state;
    if (winner(s) >= 0)
        return 0;
    int side = (int)s->to_move, n = 0, dir = side == WHITE ? N : -N;
    uint64_t st, le, ri, goal = side == WHITE ? ROW7 : ROW1, enemy = s->pieces[!side];
    targets(s, side, &st, &le, &ri);
    st &= goal;
    le &= goal | enemy;
    ri &= goal | enemy;
    /* the goal row, then from our home row forwards */
    for (int k = 0; k < N; k++) {
        int row = side == WHITE ? (k == 0 ? N - 1 : k - 1) : (k == 0 ? 0 : N - k);
        uint64_t mask = ROW1 << (row * N);
        for (uint64_t b = st & mask; b;) {
            int to = pop_lsb(&b);
            out[n++] = encode(to - dir, to);
        }
        for (uint64_t b = le & mask; b;) {
            int to = pop_lsb(&b);
            out[n++] = encode(to - dir + 1, to);
        }
        for (uint64_t b = ri & mask; b;) {
            int to = pop_lsb(&b);
            out[n++] = encode(to - dir - 1, to);
        }
    }
    return n;
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    avanco_state *s = state;
    int side = (int)s->to_move, from = from_of(a), to = to_of(a);
    s->pieces[side] ^= BIT(from) | BIT(to);
    s->pieces[!side] &= ~BIT(to);
    s->to_move = (uint32_t)!side;
}

/* Passing is a fair guess of a Breakthrough position's value while both sides have pieces to
 * spare; with few pieces left zugzwang (every move loosens a blockade) is common. */
static bool null_move(const tb_game *g, void *state)
{
    avanco_state *s = state;
    if (winner(s) >= 0 || __builtin_popcountll(s->pieces[s->to_move]) < 5)
        return false;
    s->to_move = !s->to_move;
    return true;
}

/* Cheaper than hashing the state's bytes: a multiply-xorshift mix of the two boards. */
static uint64_t hash(const tb_game *g, const void *state)
{
    const avanco_state *s = state;
    uint64_t h = s->pieces[WHITE] * 0x9E3779B97F4A7C15ULL ^ s->pieces[BLACK];
    h ^= (uint64_t)s->to_move << 63;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= s->pieces[BLACK] * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 32;
    h *= 0x94d049bb133111ebULL;
    return h ^ h >> 29;
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    static const char *const names[] = {"White", "Black"};
    const avanco_state *s = state;
    memset(o, 0, sizeof *o);
    int w = winner(s);
    if (w >= 0) {
        snprintf(o->reason, sizeof o->reason, "%s reached row %d", names[w], w == WHITE ? N : 1);
    } else {
        uint64_t st, le, ri;
        targets(s, (int)s->to_move, &st, &le, &ri);
        if (st | le | ri)
            return;
        int loser = (int)s->to_move;
        w = !loser;
        snprintf(o->reason, sizeof o->reason, "%s has %s", names[loser],
                 s->pieces[loser] ? "no legal move" : "no pieces left");
    }
    o->over = true;
    o->result[w] = TB_WIN;
    o->result[!w] = TB_LOSS;
}

/* Squares attacked by the pieces of `side` (diagonally forward, like pawns). */
static uint64_t attacks(const avanco_state *s, int side)
{
    uint64_t p = s->pieces[side];
    if (side == WHITE)
        return (((p & ~FILE_A) << (N - 1)) | ((p & ~FILE_G) << (N + 1))) & ALL;
    return ((p & ~FILE_A) >> (N + 1)) | ((p & ~FILE_G) >> (N - 1));
}

/* Material and advancement for `side`, with what a shallow search misses: an attacked piece
 * that is not defended is about to be lost; the home row guards against runners; an
 * advanced piece with one or two enemies left in its cone is a threat. *runner gets the moves
 * the side's nearest unstoppable piece needs to reach the goal (no enemy piece in its cone,
 * or one step from the goal and not attacked), or N when it has none. The weights were
 * chosen by matches of ab at depth 6 between versions (docs/BENCHMARKS.md). */
static int side_score(const avanco_config *c, const avanco_state *s, int side, int *runner)
{
    static const int advance[N] = {0, 4, 10, 20, 36, 60, 0};
    uint64_t own = s->pieces[side], theirs = attacks(s, !side), guarded = attacks(s, side);
    uint64_t enemy = s->pieces[!side];
    int score = 0;
    *runner = N;
    for (uint64_t b = own; b;) {
        int sq = pop_lsb(&b), row = sq / N;
        int dist = side == WHITE ? row : N - 1 - row; /* rows advanced */
        score += 100 + advance[dist];
        bool attacked = (theirs & BIT(sq)) != 0, defended = (guarded & BIT(sq)) != 0;
        if (attacked && !defended)
            score -= 40;
        if (dist == 0) {
            score += 30; /* home guard */
            continue;
        }
        int defenders = __builtin_popcountll(c->cone[side][sq] & enemy);
        int to_go = N - 1 - dist;
        if ((defenders == 0 || (to_go == 1 && !attacked)) && to_go < *runner)
            *runner = to_go;
        else if ((defenders == 1 || defenders == 2) && dist >= 2)
            score += (defenders == 1 ? 10 : 5) * dist;
    }
    return score;
}

/* Side to move is the tempo in a race of unstoppable runners: the side whose runner arrives
 * first (counting who moves now) wins. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const avanco_config *c = g->config;
    const avanco_state *s = state;
    int rw, rb;
    int v = side_score(c, s, WHITE, &rw) - side_score(c, s, BLACK, &rb);
    if (rw < N || rb < N) {
        bool white_first = s->to_move == WHITE ? rw <= rb : rw < rb;
        int d = white_first ? rw : rb;
        v += (white_first ? 1 : -1) * (1500 - 50 * d);
    }
    return player == WHITE ? v : -v;
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const avanco_state *s = state;
    int from = from_of(a), to = to_of(a);
    bool capture = (s->pieces[!s->to_move] & BIT(to)) != 0;
    return snprintf(buf, len, "%c%d%c%c%d", 'a' + from % N, from / N + 1, capture ? 'x' : '-',
                    'a' + to % N, to / N + 1);
}

/* Accepts d4-d5, d4xe5, d4:e5, d4e5, and the short forms d5 and xe5 when only one piece can
 * go there. */
static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const avanco_state *s = state;
    int c1, r1, c2, r2;
    const char *p = text;
    bool capture = false;
    if (*p == 'x' || *p == 'X') {
        capture = true;
        p++;
    }
    int n = tb_square_read(p, N, N, &c1, &r1);
    if (n == 0) {
        tb_error_set(err, "bad move '%s': expected a move like d4-d5, d4xe5 or d5", text);
        return false;
    }
    p += n;
    if (*p == '\0') { /* destination only */
        tb_action moves[MAX_MOVES];
        int k = generate(s, (int)s->to_move, moves), found = 0;
        int to = r1 * N + c1;
        for (int i = 0; i < k; i++) {
            bool cap = (s->pieces[!s->to_move] & BIT(to)) != 0;
            if (to_of(moves[i]) == to && (!capture || cap)) {
                *a = moves[i];
                found++;
            }
        }
        if (found == 1)
            return true;
        tb_error_set(
            err, found ? "ambiguous move '%s': give the origin, as in d4-%s" : "illegal move: %s",
            text, text);
        return false;
    }
    if (capture || !(*p == '-' || *p == 'x' || *p == 'X' || *p == ':' || (*p >= 'a' && *p <= 'g') ||
                     (*p >= 'A' && *p <= 'G'))) {
        tb_error_set(err, "bad move '%s': expected a move like d4-d5 or d4xe5", text);
        return false;
    }
    if (*p == '-' || *p == 'x' || *p == 'X' || *p == ':')
        p++;
    if (!tb_square_parse(p, N, N, &c2, &r2)) {
        tb_error_set(err, "bad move '%s': expected a move like d4-d5 or d4xe5", text);
        return false;
    }
    *a = encode(r1 * N + c1, r2 * N + c2);
    return true;
}

/* The FEN Fairy-Stockfish uses for 7x7 Breakthrough: "ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP w". */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const avanco_state *s = state;
    char cells[CELLS];
    for (int i = 0; i < CELLS; i++)
        cells[i] = s->pieces[WHITE] & BIT(i) ? 'P' : s->pieces[BLACK] & BIT(i) ? 'p' : '\0';
    char board[2 * CELLS];
    tb_grid_to_fen(cells, N, N, board, sizeof board);
    return snprintf(buf, len, "%s %c", board, s->to_move ? 'b' : 'w');
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    avanco_state *s = state;
    char cells[CELLS];
    int n = tb_grid_from_fen(text, N, N, "Pp", cells, err);
    if (n < 0)
        return false;
    const char *p = text + n;
    memset(s, 0, sizeof *s);
    if (strcmp(p, " w") == 0 || *p == '\0')
        s->to_move = WHITE;
    else if (strcmp(p, " b") == 0)
        s->to_move = BLACK;
    else if (strncmp(p, " w ", 3) == 0 || strncmp(p, " b ", 3) == 0)
        s->to_move = p[1] == 'b'; /* tolerate FEN counters after the side */
    else {
        tb_error_set(err, "bad position: expected ' w' or ' b' after the board, got '%s'", p);
        return false;
    }
    for (int i = 0; i < CELLS; i++) {
        if (cells[i] == 'P')
            s->pieces[WHITE] |= BIT(i);
        else if (cells[i] == 'p')
            s->pieces[BLACK] |= BIT(i);
    }
    if ((s->pieces[WHITE] & ROW7) && (s->pieces[BLACK] & ROW1)) {
        tb_error_set(err, "bad position: both sides have reached the last row");
        return false;
    }
    return true;
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const avanco_state *s = state;
    tb_view_grid(v, tb_view_add_board(v, NULL), N, N, TB_SHAPE_SQUARE, false);
    for (int i = 0; i < CELLS; i++) {
        if (s->pieces[WHITE] & BIT(i))
            tb_view_push(v, i, TB_KIND_PAWN, TB_COLOUR_WHITE, WHITE, "P");
        else if (s->pieces[BLACK] & BIT(i))
            tb_view_push(v, i, TB_KIND_PAWN, TB_COLOUR_BLACK, BLACK, "p");
    }
    int w = winner(s); /* the pawn that reached the far row */
    for (int i = 0; w >= 0 && i < CELLS; i++)
        if (s->pieces[w] & BIT(i) && i / N == (w == WHITE ? N - 1 : 0))
            v->cells[i].marks |= TB_MARK_WIN;
    snprintf(v->status, sizeof v->status, "%s to move", s->to_move ? "Black" : "White");
}

static const tb_game_class avanco_class = {
    .create = create,
    .initial = initial,
    .to_move = to_move,
    .legal = legal,
    .apply = apply,
    .outcome = outcome,
    .action_to_text = action_to_text,
    .action_from_text = action_from_text,
    .position_to_text = position_to_text,
    .position_from_text = position_from_text,
    .view = view,
    .legal_for = legal_for,
    .evaluate = evaluate,
    .tactical = tactical,
    .null_move = null_move,
    .hash = hash,
};

static const tb_option_def avanco_options[] = {{NULL, NULL, NULL}};

const tb_variant tb_variant_avanco = {
    .id = "avanco",
    .name_pt = "Avanço",
    .name_en = "Breakthrough",
    .family = "cnjm",
    .summary_pt = "Peões que avançam e capturam em diagonal; ganha quem chega à última fila.",
    .summary_en = "Pawns that advance and capture diagonally; reach the far row to win.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &avanco_class,
    .option_defs = avanco_options,
};
