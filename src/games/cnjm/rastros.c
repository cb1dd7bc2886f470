/* Rastros (Bill Taylor, 1992) on 7x7: rules/cnjm.md §4.
 *
 * One white piece (the runner) shared by both players; every square it leaves gets a black
 * marker. Squares are row * 7 + col, a1 = 0. The final squares are options (the source's
 * diagram is lost): home1 (first player's, default a1) and home2 (second player's, g7). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/options.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { N = 7, CELLS = N * N, MAX_MOVES = 8, START = 4 * N + 4 /* e5 */ };
enum { FIRST = 0, SECOND = 1 };

typedef struct rastros_state {
    uint64_t markers; /* black pieces */
    uint32_t runner;  /* square of the white piece */
    uint32_t to_move;
} rastros_state;

typedef struct rastros_config {
    int home[2];     /* final square of each player */
    bool transposes; /* the flip about the a1-g7 diagonal keeps both final squares */
} rastros_config;

#define BIT(sq) (1ULL << (sq))

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

static const rastros_config *config_of(const tb_game *g)
{
    return g->config;
}

static bool read_home(const tb_options *opts, const char *name, int *sq, tb_error *err)
{
    const char *s = tb_options_get(opts, name);
    int c, r;
    if (!s || !tb_square_parse(s, N, N, &c, &r)) {
        tb_error_set(err, "option %s: expected a square from a1 to g7, got '%s'", name, s ? s : "");
        return false;
    }
    *sq = r * N + c;
    return true;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    int home1, home2;
    if (!read_home(opts, "home1", &home1, err) || !read_home(opts, "home2", &home2, err))
        return false;
    if (home1 == home2) {
        tb_error_set(err, "options home1 and home2: the two final squares must differ");
        return false;
    }
    if (home1 == START || home2 == START) {
        tb_error_set(err, "options home1 and home2: e5 is the starting square, not a final one");
        return false;
    }
    rastros_config *cfg = malloc(sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    cfg->home[FIRST] = home1;
    cfg->home[SECOND] = home2;
    cfg->transposes = home1 % N == home1 / N && home2 % N == home2 / N;
    g->config = cfg;
    g->state_size = sizeof(rastros_state);
    g->num_players = 2;
    g->max_actions = MAX_MOVES;
    return true;
}

static void initial(const tb_game *g, void *state)
{
    rastros_state *s = state;
    memset(s, 0, sizeof *s);
    s->runner = START;
    s->to_move = FIRST;
}

static int to_move(const tb_game *g, const void *state)
{
    return (int)((const rastros_state *)state)->to_move;
}

/* The squares a king step away from the squares of b (shifts that do not wrap round). */
static uint64_t spread(uint64_t b)
{
    static const uint64_t FILE_A = 0x0040810204081ULL, FILE_G = FILE_A << (N - 1);
    static const uint64_t ALL = (1ULL << CELLS) - 1;
    uint64_t row = b | (b & ~FILE_G) << 1 | (b & ~FILE_A) >> 1;
    return (row | row << N | row >> N) & ALL & ~b;
}

/* The squares a king step away from sq. */
static uint64_t neighbours(int sq)
{
    return spread(BIT(sq));
}

/* The player whose final square holds the runner, or -1. */
static int home_owner(const tb_game *g, const rastros_state *s)
{
    const rastros_config *cfg = config_of(g);
    for (int p = 0; p < 2; p++)
        if ((int)s->runner == cfg->home[p])
            return p;
    return -1;
}

/* Both players move the same piece, so the moves do not depend on who moves. */
static int generate(const tb_game *g, const rastros_state *s, tb_action *out)
{
    if (home_owner(g, s) >= 0)
        return 0;
    uint64_t free_sq = neighbours((int)s->runner) & ~s->markers;
    int n = 0;
    while (free_sq) {
        int to = __builtin_ctzll(free_sq);
        free_sq &= free_sq - 1;
        out[n++] = encode((int)s->runner, to);
    }
    return n;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    return generate(g, state, out);
}

static int legal_for(const tb_game *g, const void *state, int player, tb_action *out)
{
    return generate(g, state, out);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    rastros_state *s = state;
    s->markers |= BIT(from_of(a));
    s->runner = (uint32_t)to_of(a);
    s->to_move = !s->to_move;
}

static const char *player_name(int p)
{
    return p == FIRST ? "first player" : "second player";
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const rastros_state *s = state;
    memset(o, 0, sizeof *o);
    int w = home_owner(g, s);
    if (w >= 0) {
        snprintf(o->reason, sizeof o->reason, "the white piece reached the %s's final square",
                 player_name(w));
    } else {
        tb_action moves[MAX_MOVES];
        if (generate(g, s, moves) > 0)
            return;
        w = !s->to_move;
        snprintf(o->reason, sizeof o->reason, "the %s is blocked", player_name((int)s->to_move));
    }
    o->over = true;
    o->result[w] = TB_WIN;
    o->result[!w] = TB_LOSS;
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    int from = from_of(a), to = to_of(a);
    return snprintf(buf, len, "%c%d-%c%d", 'a' + from % N, from / N + 1, 'a' + to % N, to / N + 1);
}

/* Accepts the destination alone (d4) or origin-destination (e5-d4); the origin must be the
 * white piece's square. */
static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const rastros_state *s = state;
    int c1, r1, c2, r2;
    int n = tb_square_read(text, N, N, &c1, &r1);
    if (n == 0) {
        tb_error_set(err, "bad move '%s': expected a square like d4 or a move like e5-d4", text);
        return false;
    }
    if (text[n] == '\0') {
        *a = encode((int)s->runner, r1 * N + c1);
        return true;
    }
    if (text[n] != '-' || !tb_square_parse(text + n + 1, N, N, &c2, &r2)) {
        tb_error_set(err, "bad move '%s': expected a square like d4 or a move like e5-d4", text);
        return false;
    }
    if (r1 * N + c1 != (int)s->runner) {
        tb_error_set(err, "illegal move %s: the white piece is on %c%d", text,
                     'a' + (int)s->runner % N, (int)s->runner / N + 1);
        return false;
    }
    *a = encode(r1 * N + c1, r2 * N + c2);
    return true;
}

/* A board of W (white piece) and B (black pieces), ranks from row 7 down, then the player to
 * move: "7/7/4W2/7/7/7/7 1" is the start. */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const rastros_state *s = state;
    char cells[CELLS] = {0};
    for (int i = 0; i < CELLS; i++)
        if (s->markers & BIT(i))
            cells[i] = 'B';
    cells[s->runner] = 'W';
    char board[2 * CELLS];
    tb_grid_to_fen(cells, N, N, board, sizeof board);
    return snprintf(buf, len, "%s %d", board, (int)s->to_move + 1);
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    rastros_state *s = state;
    const rastros_config *cfg = config_of(g);
    char cells[CELLS];
    int n = tb_grid_from_fen(text, N, N, "WB", cells, err);
    if (n < 0)
        return false;
    const char *p = text + n;
    memset(s, 0, sizeof *s);
    if (strcmp(p, " 1") == 0)
        s->to_move = FIRST;
    else if (strcmp(p, " 2") == 0)
        s->to_move = SECOND;
    else {
        tb_error_set(err,
                     "bad position: expected ' 1' or ' 2' (the player to move) after the "
                     "board, got '%s'",
                     p);
        return false;
    }
    int runners = 0;
    for (int i = 0; i < CELLS; i++) {
        if (cells[i] == 'W') {
            s->runner = (uint32_t)i;
            runners++;
        } else if (cells[i] == 'B') {
            if (i == cfg->home[FIRST] || i == cfg->home[SECOND]) {
                tb_error_set(err,
                             "bad position: a black piece on a final square (%c%d) is "
                             "impossible",
                             'a' + i % N, i / N + 1);
                return false;
            }
            s->markers |= BIT(i);
        }
    }
    if (runners != 1) {
        tb_error_set(err, "bad position: there must be exactly one white piece (W), found %d",
                     runners);
        return false;
    }
    return true;
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const rastros_state *s = state;
    const rastros_config *cfg = config_of(g);
    tb_view_grid(v, tb_view_add_board(v, NULL), N, N, TB_SHAPE_SQUARE, false);
    for (int i = 0; i < CELLS; i++)
        v->cells[i].marks &= ~(unsigned)TB_MARK_DARK; /* a plain board, not chequered */
    for (int p = 0; p < 2; p++) {
        v->cells[cfg->home[p]].marks |= TB_MARK_GOAL;
        v->cells[cfg->home[p]].goal_owner = (signed char)p;
    }
    for (int i = 0; i < CELLS; i++) {
        if ((int)s->runner == i)
            tb_view_push(v, i, TB_KIND_STONE, TB_COLOUR_WHITE, -1, "W");
        else if (s->markers & BIT(i))
            tb_view_push(v, i, TB_KIND_STONE, TB_COLOUR_BLACK, -1, "B");
    }
    tb_outcome o;
    outcome(g, s, &o);
    for (int p = 0; p < 2 && o.over; p++) /* the piece home, the winning square */
        if (cfg->home[p] == (int)s->runner)
            v->cells[s->runner].marks |= TB_MARK_WIN;
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else
        snprintf(v->status, sizeof v->status, "%s to move",
                 s->to_move == FIRST ? "First player" : "Second player");
}

/* Distance in king steps from the runner to `target` over free squares, never entering
 * `wall` (the other final square: entering it loses); 99 when out of reach. *region gets
 * the number of free squares the runner can still reach, final squares included. */
static int distance_to(const rastros_state *s, int target, int wall, int *region)
{
    uint64_t free_sq = ~s->markers & ((1ULL << CELLS) - 1) & ~BIT(s->runner);
    uint64_t seen = BIT(s->runner), frontier = seen;
    int dist = 99, steps = 0, reached = 0;
    while (frontier) {
        steps++;
        uint64_t next = spread(frontier) & free_sq & ~seen;
        seen |= next;
        reached += __builtin_popcountll(next);
        if ((next & BIT(target)) && dist == 99)
            dist = steps;
        frontier = next & ~BIT(target) & ~BIT(wall); /* the walk ends on a final square */
    }
    *region = reached;
    return dist;
}

/* Positions with the same future hash alike: the runner, the side to move and the free
 * squares the runner can still reach (through free squares other than the final ones, where
 * the game ends). Markers beyond that region never matter again, so the solver and ab meet
 * far more transpositions (equal positions still hash alike, as the contract asks). */
static uint64_t hash(const tb_game *g, const void *state)
{
    const rastros_config *cfg = config_of(g);
    const rastros_state *s = state;
    uint64_t free_sq = ~s->markers & ((1ULL << CELLS) - 1) & ~BIT(s->runner);
    uint64_t homes = BIT(cfg->home[0]) | BIT(cfg->home[1]);
    uint64_t region = 0, frontier = BIT(s->runner);
    if (!(homes & BIT(s->runner)))
        while (frontier) {
            uint64_t next = spread(frontier) & free_sq & ~region;
            region |= next;
            frontier = next & ~homes;
        }
    uint64_t key[2] = {region, (uint64_t)s->runner | (uint64_t)s->to_move << 8};
    return tb_hash_bytes(key, sizeof key);
}

/* Square (r, c) goes to (c, r). */
static int transposed(int sq)
{
    return sq % N * N + sq / N;
}

/* For the solver: the hash above of the position or of its image in the a1-g7 diagonal,
 * whichever region is smaller, where that flip keeps both final squares (the default a1 and
 * g7; the start, e5, is on the diagonal, so the tree halves). */
static uint64_t symmetric_hash(const tb_game *g, const void *state)
{
    const rastros_config *cfg = config_of(g);
    const rastros_state *s = state;
    if (!cfg->transposes)
        return hash(g, state);
    rastros_state image = {0, (uint32_t)transposed((int)s->runner), s->to_move};
    for (uint64_t b = s->markers; b; b &= b - 1)
        image.markers |= BIT(transposed(__builtin_ctzll(b)));
    uint64_t h = hash(g, s), hi = hash(g, &image);
    return h < hi ? h : hi;
}

/* The steps that win at once for the player to move: onto his own final square, or onto a
 * square from which the opponent can go nowhere but that final square (or nowhere at all). */
static int winning_steps(const tb_game *g, const rastros_state *s, tb_action *out)
{
    const rastros_config *cfg = config_of(g);
    int mover = (int)s->to_move, from = (int)s->runner, n = 0;
    if (home_owner(g, s) >= 0)
        return 0;
    uint64_t blocked = s->markers | BIT(from);
    for (uint64_t b = neighbours(from) & ~s->markers; b;) {
        int to = __builtin_ctzll(b);
        b &= b - 1;
        if (to == cfg->home[!mover])
            continue;
        if (to == cfg->home[mover] || !(neighbours(to) & ~blocked & ~BIT(cfg->home[mover])))
            out[n++] = encode(from, to);
    }
    return n;
}

/* For search: a player with a winning step wins. Otherwise whoever is nearer his final
 * square, by the steps the runner needs to reach it (the other's final square is a wall),
 * is better placed; when neither can be reached, the parity of the free squares left
 * guesses who is blocked first (exact in a corridor). */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const rastros_config *cfg = config_of(g);
    const rastros_state *s = state;
    tb_action steps[MAX_MOVES];
    int region, mover = (int)s->to_move;
    int own = distance_to(s, cfg->home[mover], cfg->home[!mover], &region);
    int other = distance_to(s, cfg->home[!mover], cfg->home[mover], &region);
    int v;
    if (winning_steps(g, s, steps) > 0)
        v = 900;
    else if (own == 99 && other == 99)
        v = region % 2 ? 300 : -300; /* an odd count: the mover makes the last move */
    else
        v = 40 * ((other > 12 ? 12 : other) - (own > 12 ? 12 : own));
    v += 5 * __builtin_popcountll(neighbours((int)s->runner) & ~s->markers);
    return player == mover ? v : -v;
}

/* For quiescence: the winning steps. */
static int tactical(const tb_game *g, const void *state, tb_action *out)
{
    return winning_steps(g, state, out);
}

/* ---- Endgames without a final square: undirected vertex geography ----
 * When the runner can reach neither final square, nobody can win by arriving: whoever is
 * blocked loses, and the game is undirected vertex geography on the king graph of the
 * runner's square and its region. There the player to move wins exactly when every maximum
 * matching of that graph covers the runner's square (Fraenkel, Scheinerman and Ullman,
 * "Undirected edge geography", Theoretical Computer Science 112, 1993): he follows the
 * matching edge, and the opponent can never leave the matched squares. Equivalently, a
 * maximum matching of the region without the runner's square has an augmenting path from
 * it. Maximum matchings of a general graph by Edmonds' blossoms, on bitboards. */

typedef struct matching {
    uint64_t vertices;
    int mate[CELLS], parent[CELLS], base[CELLS];
} matching;

/* The base of the blossom where the alternating paths from a and b meet. */
static int common_base(const matching *m, int a, int b)
{
    uint64_t seen = 0;
    for (;;) {
        a = m->base[a];
        seen |= BIT(a);
        if (m->mate[a] < 0)
            break;
        a = m->parent[m->mate[a]];
    }
    for (;;) {
        b = m->base[b];
        if (seen & BIT(b))
            return b;
        b = m->parent[m->mate[b]];
    }
}

/* Marks the bases on the path from v down to the blossom's base b, pointing the parents
 * back through the blossom. */
static void mark_blossom(matching *m, int v, int b, int child, uint64_t *blossom)
{
    while (m->base[v] != b) {
        *blossom |= BIT(m->base[v]) | BIT(m->base[m->mate[v]]);
        m->parent[v] = child;
        child = m->mate[v];
        v = m->parent[m->mate[v]];
    }
}

/* The free end of an augmenting path from the unmatched `root`, or -1. */
static int augmenting_end(matching *m, int root)
{
    for (uint64_t b = m->vertices; b; b &= b - 1) {
        int i = __builtin_ctzll(b);
        m->parent[i] = -1;
        m->base[i] = i;
    }
    uint64_t used = BIT(root);
    int queue[CELLS], head = 0, tail = 0;
    queue[tail++] = root;
    while (head < tail) {
        int v = queue[head++];
        for (uint64_t nb = neighbours(v) & m->vertices; nb; nb &= nb - 1) {
            int to = __builtin_ctzll(nb);
            if (m->base[v] == m->base[to] || m->mate[v] == to)
                continue;
            if (to == root || (m->mate[to] >= 0 && m->parent[m->mate[to]] >= 0)) {
                int cur = common_base(m, v, to);
                uint64_t blossom = 0;
                mark_blossom(m, v, cur, to, &blossom);
                mark_blossom(m, to, cur, v, &blossom);
                for (uint64_t b = m->vertices; b; b &= b - 1) {
                    int i = __builtin_ctzll(b);
                    if (blossom & BIT(m->base[i])) {
                        m->base[i] = cur;
                        if (!(used & BIT(i))) {
                            used |= BIT(i);
                            queue[tail++] = i;
                        }
                    }
                }
            } else if (m->parent[to] < 0) {
                m->parent[to] = v;
                if (m->mate[to] < 0)
                    return to;
                used |= BIT(m->mate[to]);
                queue[tail++] = m->mate[to];
            }
        }
    }
    return -1;
}

static void augment(matching *m, int end)
{
    while (end >= 0) {
        int p = m->parent[end], next = m->mate[p];
        m->mate[end] = p;
        m->mate[p] = end;
        end = next;
    }
}

/* True when every maximum matching of the king graph on `region` plus `sq` covers sq. */
static bool in_every_maximum_matching(uint64_t region, int sq)
{
    matching m;
    m.vertices = region;
    for (int i = 0; i < CELLS; i++)
        m.mate[i] = -1;
    for (uint64_t b = region; b; b &= b - 1) { /* greedy start */
        int v = __builtin_ctzll(b);
        if (m.mate[v] >= 0)
            continue;
        for (uint64_t nb = neighbours(v) & region; nb; nb &= nb - 1) {
            int to = __builtin_ctzll(nb);
            if (m.mate[to] < 0) {
                m.mate[v] = to;
                m.mate[to] = v;
                break;
            }
        }
    }
    /* a vertex without an augmenting path never gets one later (Edmonds) */
    for (uint64_t b = region; b; b &= b - 1) {
        int v = __builtin_ctzll(b);
        if (m.mate[v] < 0) {
            int end = augmenting_end(&m, v);
            if (end >= 0)
                augment(&m, end);
        }
    }
    m.vertices = region | BIT(sq);
    return augmenting_end(&m, sq) >= 0;
}

/* The free squares the runner can reach without passing a final square (those it reaches
 * are included); the game ends there. */
static uint64_t runner_region(const tb_game *g, const rastros_state *s)
{
    const rastros_config *cfg = config_of(g);
    uint64_t free_sq = ~s->markers & ((1ULL << CELLS) - 1) & ~BIT(s->runner);
    uint64_t homes = BIT(cfg->home[0]) | BIT(cfg->home[1]);
    uint64_t region = 0, frontier = BIT(s->runner);
    while (frontier) {
        uint64_t next = spread(frontier) & free_sq & ~region;
        region |= next;
        frontier = next & ~homes;
    }
    return region;
}

/* For the solver: a runner that can reach neither final square is an exact endgame. */
static bool decided(const tb_game *g, const void *state, tb_result *result)
{
    const rastros_config *cfg = config_of(g);
    const rastros_state *s = state;
    if (home_owner(g, s) >= 0)
        return false;
    uint64_t region = runner_region(g, s);
    if (region & (BIT(cfg->home[0]) | BIT(cfg->home[1])))
        return false;
    *result = in_every_maximum_matching(region, (int)s->runner) ? TB_WIN : TB_LOSS;
    return true;
}

static const tb_game_class rastros_class = {
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
    .hash = hash,
    .evaluate = evaluate,
    .tactical = tactical,
    .symmetric_hash = symmetric_hash,
    .decided = decided,
};

static const tb_option_def rastros_options[] = {
    {"home1", "a1", "the first player's final square, a1..g7 (not e5)"},
    {"home2", "g7", "the second player's final square, a1..g7 (not e5)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_rastros = {
    .id = "rastros",
    .name_pt = "Rastros",
    .name_en = "Rastros",
    .family = "cnjm",
    .summary_pt = "Uma peça branca comum que deixa rasto; leve-a à sua casa final ou bloqueie o "
                  "adversário.",
    .summary_en = "One shared white piece that leaves a trail; bring it to your final square or "
                  "block your opponent.",
    .players_pt = {"Primeiro jogador", "Segundo jogador"},
    .players_en = {"First player", "Second player"},
    .cls = &rastros_class,
    .option_defs = rastros_options,
};
