/* Hasami Shogi as the compendium gives it (rules/boxgames.md §3): 18 pieces a side on a 9x9
 * board, a step or a single jump (option: rook slides plus the jump), custodial capture with
 * the edge rule, and the win by capturing every enemy piece (options: one left, five in a
 * row). Player 0 is Black (rows 1-2, moves first), player 1 White (rows 8-9). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/options.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { N = 9, CELLS = N * N, BLACK = 0, WHITE = 1, MAX_MOVES = 18 * 20 + 64 };
enum { WIN_ALL, WIN_ONE_LEFT, WIN_FIVE };

typedef struct hasami_state {
    char cell[CELLS]; /* 'b', 'w' or 0; row 0 at the bottom */
    uint8_t to_move;
    uint8_t pad[2];
    uint16_t moves; /* moves played, for max_moves */
} hasami_state;

typedef struct hasami_config {
    bool rook, corner_only, line_capture;
    int win, max_moves;
} hasami_config;

static const char PIECE[2] = {'b', 'w'};
static const char *const NAME[2] = {"Black", "White"};
static const int DC[4] = {1, -1, 0, 0}, DR[4] = {0, 0, 1, -1};

static const hasami_config *config_of(const tb_game *g)
{
    return g->config;
}

static bool on(int c, int r)
{
    return c >= 0 && c < N && r >= 0 && r < N;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    int movement, edge, line, win, max_moves;
    if (!tb_option_choice(opts, "movement", "step|rook", &movement, err) ||
        !tb_option_choice(opts, "edge_capture", "edge|corner-only", &edge, err) ||
        !tb_option_choice(opts, "line_capture", "false|true", &line, err) ||
        !tb_option_choice(opts, "win", "all|one-left|five-in-row", &win, err) ||
        !tb_option_int(opts, "max_moves", 0, 100000, &max_moves, err))
        return false;
    hasami_config *cfg = calloc(1, sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    *cfg = (hasami_config){movement == 1, edge == 1, line == 1, win, max_moves};
    g->config = cfg;
    g->state_size = sizeof(hasami_state);
    g->num_players = 2;
    g->max_actions = MAX_MOVES;
    return true;
}

static void initial(const tb_game *g, void *state)
{
    hasami_state *s = state;
    memset(s, 0, sizeof *s);
    for (int c = 0; c < N; c++) {
        s->cell[c] = s->cell[N + c] = 'b';
        s->cell[7 * N + c] = s->cell[8 * N + c] = 'w';
    }
}

static int to_move(const tb_game *g, const void *state)
{
    return ((const hasami_state *)state)->to_move;
}

static int count(const hasami_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < CELLS; i++)
        n += s->cell[i] == PIECE[p];
    return n;
}

/* Five in a row (orthogonal or diagonal) of `p` outside his own two starting rows. */
static bool five_in_row(const hasami_state *s, int p)
{
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            for (int d = 0; d < 4; d++) {
                int k = 0;
                for (; k < 5; k++) {
                    int cc = c + k * dirs[d][0], rr = r + k * dirs[d][1];
                    bool home = p == BLACK ? rr < 2 : rr > 6;
                    if (!on(cc, rr) || s->cell[rr * N + cc] != PIECE[p] || home)
                        break;
                }
                if (k == 5)
                    return true;
            }
    return false;
}

static tb_action encode(int from, int to)
{
    return (tb_action)(from << 7 | to);
}

static int generate(const hasami_config *cfg, const hasami_state *s, tb_action *out)
{
    int n = 0;
    char me = PIECE[s->to_move];
    for (int from = 0; from < CELLS; from++) {
        if (s->cell[from] != me)
            continue;
        int c = from % N, r = from / N;
        for (int d = 0; d < 4; d++) {
            int cc = c + DC[d], rr = r + DR[d];
            while (on(cc, rr) && !s->cell[rr * N + cc]) {
                out[n++] = encode(from, rr * N + cc);
                if (!cfg->rook)
                    break;
                cc += DC[d];
                rr += DR[d];
            }
            /* the single jump over the adjacent piece */
            cc = c + DC[d];
            rr = r + DR[d];
            if (on(cc, rr) && s->cell[rr * N + cc] && on(cc + DC[d], rr + DR[d]) &&
                !s->cell[(rr + DR[d]) * N + cc + DC[d]])
                out[n++] = encode(from, (rr + DR[d]) * N + cc + DC[d]);
        }
    }
    return n;
}

static bool decided(const hasami_config *cfg, const hasami_state *s, int *winner)
{
    for (int p = 0; p < 2; p++) {
        int left = count(s, !p);
        if (left == 0 || (cfg->win == WIN_ONE_LEFT && left <= 1) ||
            (cfg->win == WIN_FIVE && five_in_row(s, p))) {
            *winner = p;
            return true;
        }
    }
    return false;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const hasami_config *cfg = config_of(g);
    const hasami_state *s = state;
    int w;
    if (decided(cfg, s, &w) || (cfg->max_moves && s->moves >= cfg->max_moves))
        return 0;
    return generate(cfg, s, out);
}

/* The enemy pieces the piece just arrived on `to` captures, as a bitmap over CELLS. */
static void captures(const hasami_config *cfg, const hasami_state *s, int to, uint64_t out[2])
{
    out[0] = out[1] = 0;
    char me = s->cell[to], foe = me == 'b' ? 'w' : 'b';
    int c = to % N, r = to / N;
    for (int d = 0; d < 4; d++) {
        int cc = c + DC[d], rr = r + DR[d], len = 0;
        while (on(cc, rr) && s->cell[rr * N + cc] == foe && (len == 0 || cfg->line_capture)) {
            cc += DC[d];
            rr += DR[d];
            len++;
        }
        if (len > 0 && on(cc, rr) && s->cell[rr * N + cc] == me)
            for (int k = 1; k <= len; k++) {
                int i = (r + k * DR[d]) * N + c + k * DC[d];
                out[i >> 6] |= 1ULL << (i & 63);
            }
        /* the edge rule: an enemy on an edge square (or only a corner) next to `to`, with a
         * second of the mover's pieces on any other of its neighbours */
        cc = c + DC[d];
        rr = r + DR[d];
        if (!on(cc, rr) || s->cell[rr * N + cc] != foe)
            continue;
        bool edge_c = cc == 0 || cc == N - 1, edge_r = rr == 0 || rr == N - 1;
        if (!(edge_c || edge_r) || (cfg->corner_only && !(edge_c && edge_r)))
            continue;
        for (int e = 0; e < 4; e++) {
            int xc = cc + DC[e], xr = rr + DR[e];
            if (on(xc, xr) && xr * N + xc != to && s->cell[xr * N + xc] == me) {
                int i = rr * N + cc;
                out[i >> 6] |= 1ULL << (i & 63);
            }
        }
    }
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    hasami_state *s = state;
    int from = (int)(a >> 7), to = (int)(a & 127);
    s->cell[to] = s->cell[from];
    s->cell[from] = 0;
    uint64_t taken[2];
    captures(config_of(g), s, to, taken);
    for (int i = 0; i < CELLS; i++)
        if (taken[i >> 6] >> (i & 63) & 1)
            s->cell[i] = 0;
    s->to_move = !s->to_move;
    if (s->moves < 65535)
        s->moves++;
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const hasami_config *cfg = config_of(g);
    const hasami_state *s = state;
    memset(o, 0, sizeof *o);
    int w;
    if (decided(cfg, s, &w)) {
        o->over = true;
        o->result[w] = TB_WIN;
        o->result[!w] = TB_LOSS;
        if (cfg->win == WIN_FIVE && five_in_row(s, w))
            snprintf(o->reason, sizeof o->reason, "%s has five in a row", NAME[w]);
        else if (count(s, !w) == 0)
            snprintf(o->reason, sizeof o->reason, "%s has no pieces left", NAME[!w]);
        else
            snprintf(o->reason, sizeof o->reason, "%s has one piece left", NAME[!w]);
        return;
    }
    if (cfg->max_moves && s->moves >= cfg->max_moves) {
        o->over = true;
        snprintf(o->reason, sizeof o->reason, "draw: %d moves played", cfg->max_moves);
        return;
    }
    tb_action moves[MAX_MOVES];
    if (generate(cfg, s, moves) == 0) {
        o->over = true;
        o->result[s->to_move] = TB_LOSS;
        o->result[!s->to_move] = TB_WIN;
        snprintf(o->reason, sizeof o->reason, "%s has no legal move", NAME[s->to_move]);
    }
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const hasami_state *s = state;
    int from = (int)(a >> 7), to = (int)(a & 127);
    char f[8], t[8];
    tb_square_name(from % N, from / N, false, f, sizeof f);
    tb_square_name(to % N, to / N, false, t, sizeof t);
    int n = snprintf(buf, len, "%s-%s", f, t);
    hasami_state after = *s;
    apply(g, &after, a);
    bool first = true;
    for (int i = 0; i < CELLS; i++)
        if (s->cell[i] && !after.cell[i] && i != from) {
            char x[8];
            tb_square_name(i % N, i / N, false, x, sizeof x);
            n += snprintf(buf + (size_t)n < buf + len ? buf + n : buf + len - 1,
                          (size_t)n < len ? len - (size_t)n : 1, "%s%s", first ? " x" : "x", x);
            first = false;
        }
    return n;
}

static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    int fc, fr, tc, tr;
    int n = tb_square_read(text, N, N, &fc, &fr);
    int m = n && text[n] == '-' ? tb_square_read(text + n + 1, N, N, &tc, &tr) : 0;
    if (!m) {
        tb_error_set(err,
                     "bad move '%s': expected from-to, like e2-e3 (captures after: "
                     "e2-e3 xe4)",
                     text);
        return false;
    }
    const char *rest = text + n + 1 + m;
    *a = encode(fr * N + fc, tr * N + tc);
    if (*rest) { /* the captures written must be the ones the move makes */
        char full[128];
        action_to_text(g, state, *a, full, sizeof full);
        if (strcmp(full, text) != 0) {
            tb_error_set(err, "bad move '%s': this move is written %s", text, full);
            return false;
        }
    }
    return true;
}

/* FEN ranks (b, w), the player to move and the moves played: the start is
 * "wwwwwwwww/wwwwwwwww/9/9/9/9/9/bbbbbbbbb/bbbbbbbbb b 0". */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const hasami_state *s = state;
    char fen[128];
    tb_grid_to_fen(s->cell, N, N, fen, sizeof fen);
    return snprintf(buf, len, "%s %c %d", fen, PIECE[s->to_move], s->moves);
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    hasami_state *s = state;
    memset(s, 0, sizeof *s);
    int n = tb_grid_from_fen(text, N, N, "bw", s->cell, err);
    if (n < 0)
        return false;
    const char *p = text + n;
    char side = p[0] == ' ' ? p[1] : 0;
    int moves = 0, used = 0;
    p += side ? 2 : 0;
    if (*p && (sscanf(p, " %d%n", &moves, &used) != 1 || p[used] != '\0' || p[0] != ' '))
        side = 0;
    if ((side != 'b' && side != 'w') || moves < 0 || moves > 65535) {
        tb_error_set(err, "bad position: after the board expected b or w (the player to move) "
                          "and optionally the moves played");
        return false;
    }
    s->to_move = side == 'w';
    s->moves = (uint16_t)moves;
    if (count(s, BLACK) > 18 || count(s, WHITE) > 18) {
        tb_error_set(err, "bad position: at most 18 pieces of each colour");
        return false;
    }
    return true;
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const hasami_state *s = state;
    int board = tb_view_add_board(v, NULL);
    tb_view_grid(v, board, N, N, TB_SHAPE_SQUARE, false);
    for (int i = 0; i < CELLS; i++) /* "81 uncoloured squares" (boxgames.md §3.1) */
        v->cells[board + i].marks &= ~(unsigned)TB_MARK_DARK;
    for (int i = 0; i < CELLS; i++)
        if (s->cell[i])
            tb_view_push_piece(v, board + i, s->cell[i] == 'b' ? TB_COLOUR_BLACK : TB_COLOUR_WHITE,
                               s->cell[i] == 'w', s->cell[i] == 'b' ? "b" : "w");
    tb_outcome o;
    outcome(g, s, &o);
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else
        snprintf(v->status, sizeof v->status, "%s to move; pieces %d-%d", NAME[s->to_move],
                 count(s, BLACK), count(s, WHITE));
}

/* Material, and a little for advanced pieces under the five-in-a-row goal. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const hasami_state *s = state;
    int v = 100 * (count(s, BLACK) - count(s, WHITE));
    if (config_of(g)->win == WIN_FIVE)
        for (int i = 0; i < CELLS; i++)
            v += s->cell[i] == 'b' ? i / N : s->cell[i] == 'w' ? -(N - 1 - i / N) : 0;
    return player == BLACK ? v : -v;
}

static const tb_game_class hasami_class = {
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
    .evaluate = evaluate,
};

static const tb_option_def hasami_options[] = {
    {"movement", "step",
     "step (one square or a single jump, the source) or rook (slides plus "
     "the single jump)"},
    {"edge_capture", "edge",
     "edge (a piece on an edge square is taken by any two neighbours) "
     "or corner-only"},
    {"line_capture", "false", "true: a line of adjacent enemy pieces closed at both ends is taken"},
    {"win", "all", "all (capture every enemy piece), one-left or five-in-row"},
    {"max_moves", "0", "a draw after this many moves (0: no limit)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_hasami_shogi = {
    .id = "hasami-shogi",
    .name_pt = "Hasami Shogi",
    .name_en = "Hasami Shogi",
    .family = "box",
    .summary_pt = "Peças que andam uma casa ou saltam; captura-se entalando; ganha quem capturar "
                  "todas.",
    .summary_en = "Pieces step or jump; capture by sandwiching; capture them all to win.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &hasami_class,
    .option_defs = hasami_options,
};
