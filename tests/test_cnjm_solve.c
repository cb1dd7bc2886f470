/* What the solver takes from the cnjm games without searching, checked against plain
 * minimax over the games' own moves on random positions:
 * - Rastros endgames decided without search (the `decided` hook, rastros.c: a runner that
 *   can reach neither final square plays undirected vertex geography, won by the mover
 *   exactly when his square is in every maximum matching), alone and through the solver;
 * - Gatos & Cães positions keyed by what their future depends on (dead squares forgotten,
 *   free moves counted, not placed) and decided once no move can touch the other side. */
#include "support.h"

#include <stdio.h>

#include "tabula/solve.h"

enum { N = 7, CELLS = 49 };

typedef struct memo {
    const tb_game *g;
    size_t mask, used;
    uint32_t *slot;
    unsigned char *states;
    signed char *values;
} memo;

static uint64_t bytes_hash(const void *p, size_t n)
{
    const unsigned char *b = p;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

/* +1 when the player to move wins, -1 when he loses: every move tried, positions memoised by
 * their bytes (not by the game's hash, which the solver also uses). */
static int minimax(memo *m, const void *state)
{
    const tb_game *g = m->g;
    tb_outcome o = ts_outcome(g, state);
    int mover = g->cls->to_move(g, state);
    if (o.over)
        return o.result[mover] == TB_WIN ? 1 : -1;
    size_t i = bytes_hash(state, g->state_size) & m->mask;
    while (m->slot[i] &&
           memcmp(&m->states[(m->slot[i] - 1) * g->state_size], state, g->state_size) != 0)
        i = (i + 1) & m->mask;
    if (m->slot[i])
        return m->values[m->slot[i] - 1];
    tb_action moves[64];
    assert_true(g->max_actions <= 64);
    unsigned char child[64];
    assert_true(g->state_size <= sizeof child);
    int n = g->cls->legal(g, state, moves), best = -1;
    for (int k = 0; k < n && best < 0; k++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[k]);
        int v = minimax(m, child);
        best = g->cls->to_move(g, child) == mover ? v : -v;
        best = best > 0 ? 1 : -1;
    }
    i = bytes_hash(state, g->state_size) & m->mask;
    while (m->slot[i])
        i = (i + 1) & m->mask;
    assert_true(m->used < (m->mask + 1) / 2);
    memcpy(&m->states[m->used * g->state_size], state, g->state_size);
    m->values[m->used] = (signed char)best;
    m->slot[i] = (uint32_t)++m->used;
    return best;
}

static int solve_by_minimax(const tb_game *g, const void *state)
{
    memo m = {.g = g, .mask = (1u << 20) - 1};
    m.slot = calloc(m.mask + 1, sizeof *m.slot);
    m.states = malloc((m.mask + 1) / 2 * g->state_size);
    m.values = malloc((m.mask + 1) / 2);
    assert_non_null(m.slot);
    assert_non_null(m.states);
    assert_non_null(m.values);
    int v = minimax(&m, state);
    free(m.slot);
    free(m.states);
    free(m.values);
    return v;
}

/* A random position as text: black pieces with probability density/100, the white piece on
 * a free square that is not a final square (a1, g7), either player to move. */
static void random_position(uint64_t *seed, int density, char *text, size_t len)
{
    char cells[CELLS];
    int runner;
    do
        runner = (int)(ts_random(seed) >> 33) % CELLS;
    while (runner == 0 || runner == CELLS - 1);
    for (int i = 0; i < CELLS; i++)
        cells[i] = i != runner && i != 0 && i != CELLS - 1 &&
                           (int)((ts_random(seed) >> 33) % 100) < density
                       ? 'B'
                       : '.';
    cells[runner] = 'W';
    size_t l = 0;
    for (int r = N - 1; r >= 0; r--) {
        int gap = 0;
        for (int c = 0; c < N; c++) {
            char x = cells[r * N + c];
            if (x == '.') {
                gap++;
                continue;
            }
            if (gap)
                l += (size_t)snprintf(text + l, len - l, "%d", gap);
            gap = 0;
            l += (size_t)snprintf(text + l, len - l, "%c", x);
        }
        if (gap)
            l += (size_t)snprintf(text + l, len - l, "%d", gap);
        if (r)
            l += (size_t)snprintf(text + l, len - l, "/");
    }
    snprintf(text + l, len - l, " %d", (int)(ts_random(seed) >> 40) % 2 + 1);
}

/* The free squares reachable from the runner (a walk stops on a final square), read from the
 * position text alone: whether a1 or g7 is among them. */
static bool reaches_a_final_square(const char *text, int *size)
{
    bool reached = false;
    *size = 0;
    char cells[CELLS];
    int r = N - 1, c = 0, runner = -1;
    for (const char *p = text; *p && *p != ' '; p++) {
        if (*p == '/') {
            r--;
            c = 0;
        } else if (*p >= '1' && *p <= '7') {
            for (int k = 0; k < *p - '0'; k++)
                cells[r * N + c++] = '.';
        } else {
            if (*p == 'W')
                runner = r * N + c;
            cells[r * N + c++] = *p;
        }
    }
    bool seen[CELLS] = {false};
    int stack[CELLS], top = 0;
    stack[top++] = runner;
    seen[runner] = true;
    while (top) {
        int v = stack[--top];
        *size += v != runner;
        if (v != runner && (v == 0 || v == CELLS - 1)) {
            reached = true; /* a final square: the walk stops here */
            continue;
        }
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                int rr = v / N + dr, cc = v % N + dc, w = rr * N + cc;
                if (rr < 0 || rr >= N || cc < 0 || cc >= N || seen[w] || cells[w] != '.')
                    continue;
                seen[w] = true;
                stack[top++] = w;
            }
    }
    return reached;
}

/* The hook decides exactly the positions whose runner reaches no final square, and its
 * verdict is minimax's. Densities keep the regions small enough for minimax. */
static void decided_matches_minimax(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("rastros", NULL);
    assert_non_null(g->cls->decided);
    uint64_t seed = 14;
    int compared = 0, wins = 0, undecided = 0;
    for (int i = 0; i < 3000; i++) {
        char text[128];
        random_position(&seed, 40 + i % 35, text, sizeof text);
        void *s = ts_state(g, text);
        tb_result known;
        bool has = g->cls->decided(g, s, &known);
        if (ts_outcome(g, s).over) {
            free(s);
            continue;
        }
        int size;
        if (has == reaches_a_final_square(text, &size))
            fail_msg("%s: decided %d, but a final square is %s", text, has,
                     has ? "reachable" : "out of reach");
        if (!has || size > 22) {
            undecided += !has;
            free(s);
            continue;
        }
        int v = solve_by_minimax(g, s);
        if ((v > 0) != (known == TB_WIN))
            fail_msg("%s: decided %s, minimax %s", text, known == TB_WIN ? "win" : "loss",
                     v > 0 ? "win" : "loss");
        compared++;
        wins += v > 0;
        free(s);
    }
    /* both verdicts and both kinds of position were met */
    assert_true(compared >= 500);
    assert_true(wins >= 100 && compared - wins >= 100);
    assert_true(undecided >= 100);
    tb_game_free(g);
}

/* The solver, which takes the hook's verdicts, from positions where the region splits or
 * closes off the final squares during play: its value is minimax's. */
static void solver_with_decided_matches_minimax(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("rastros", NULL);
    uint64_t seed = 41;
    int compared = 0;
    for (int i = 0; i < 3000 && compared < 150; i++) {
        char text[128];
        random_position(&seed, 40 + i % 20, text, sizeof text);
        void *s = ts_state(g, text);
        int size;
        if (ts_outcome(g, s).over || !reaches_a_final_square(text, &size) || size > 20) {
            free(s);
            continue;
        }
        tb_solve_limits limits = {.table_mb = 1, .max_positions = 2000000};
        tb_solve_result r;
        if (!tb_solve(g, s, &limits, &r)) { /* too big for this test */
            tb_solve_result_free(&r);
            free(s);
            continue;
        }
        int v = solve_by_minimax(g, s);
        if ((v > 0) != (r.value == TB_WIN))
            fail_msg("%s: solver %d, minimax %d", text, (int)r.value, v);
        tb_solve_result_free(&r);
        compared++;
        free(s);
    }
    assert_true(compared >= 50);
    tb_game_free(g);
}

/* Gatos & Cães positions reached by random play on small boards (with a short supply too,
 * where the key may not count free moves): the solver's value and best moves are minimax's. */
static void gatos_caes_keys_match_minimax(void **unused)
{
    (void)unused;
    static const char *const options[] = {"size=4x4,central_zone=none",
                                          "size=5x4,central_zone=none",
                                          "size=5x5,central_zone=none",
                                          "size=4x5,central_zone=b3,c3",
                                          "size=5x4,central_zone=none,supply=6"};
    uint64_t seed = 3;
    int compared = 0;
    for (int o = 0; o < 5; o++) {
        tb_game *g = ts_game("gatos-caes", options[o]);
        void *s = malloc(g->state_size), *child = malloc(g->state_size);
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        for (int i = 0; i < 40; i++) {
            g->cls->initial(g, s);
            int plies = (o == 2 ? 5 : 2) + i % 5;
            for (int p = 0; p < plies && !ts_outcome(g, s).over; p++) {
                int n = g->cls->legal(g, s, moves);
                g->cls->apply(g, s, moves[(ts_random(&seed) >> 33) % (uint64_t)n]);
            }
            if (ts_outcome(g, s).over)
                continue;
            tb_solve_limits limits = {.table_mb = 1};
            tb_solve_result r;
            assert_true(tb_solve(g, s, &limits, &r));
            int v = solve_by_minimax(g, s);
            if ((v > 0) != (r.value == TB_WIN))
                fail_msg("%s %s: solver %d, minimax %d", options[o], ts_position_text(g, s),
                         (int)r.value, v);
            int n = g->cls->legal(g, s, moves), num_best = 0;
            for (int k = 0; k < n; k++) {
                memcpy(child, s, g->state_size);
                g->cls->apply(g, child, moves[k]);
                /* the child's mover is the opponent: his loss is a win here */
                num_best += (solve_by_minimax(g, child) < 0) == (v > 0);
            }
            if (num_best != r.num_best)
                fail_msg("%s %s: %d best moves, minimax %d", options[o], ts_position_text(g, s),
                         r.num_best, num_best);
            tb_solve_result_free(&r);
            compared++;
        }
        free(moves);
        free(child);
        free(s);
        tb_game_free(g);
    }
    assert_true(compared >= 150);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(gatos_caes_keys_match_minimax),
        cmocka_unit_test(decided_matches_minimax),
        cmocka_unit_test(solver_with_decided_matches_minimax),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
