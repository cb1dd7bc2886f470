/* What the solver takes from Domineering without searching (the `decided` hook of
 * domineering.c: a player sure of more moves than the other can make wins, counted with safe
 * and vulnerable dominoes), checked against a minimax written here from the rules alone (its
 * own bitboards, no code shared with the game) on random boards up to 5x6 with random
 * covered squares, alone and through the solver. */
#include "support.h"

#include <stdio.h>

#include "tabula/solve.h"

enum { MAX_R = 6, MAX_C = 6 };

/* A board of at most 6x6 squares: bit r * 8 + c is the free square (r, c). */
typedef struct board {
    int rows, cols;
    uint64_t free;
} board;

/* An exact memo of minimax: the free squares and the mover are the key, nothing lost. One
 * memo serves every position; the slots a search filled are emptied after it. */
typedef struct memo {
    size_t mask, used;
    uint64_t *keys; /* 0: empty; else key + 1 */
    signed char *values;
    uint32_t *filled;
} memo;

static memo the_memo;

static uint64_t mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}

/* +1 when `mover` (0: Left, vertical; 1: Right, horizontal) wins with best play, -1 when he
 * loses: every move tried (normal play: who cannot move loses). */
static int minimax(memo *m, const board *b, uint64_t free, int mover)
{
    uint64_t key = (free << 1 | (uint64_t)mover) + 1;
    size_t i = mix(key) & m->mask;
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & m->mask;
    if (m->keys[i])
        return m->values[i];
    int best = -1;
    for (int r = 0; r < b->rows && best < 0; r++)
        for (int c = 0; c < b->cols && best < 0; c++) {
            int r2 = mover == 0 ? r + 1 : r, c2 = mover == 0 ? c : c + 1;
            if (r2 >= b->rows || c2 >= b->cols)
                continue;
            uint64_t two = 1ull << (r * 8 + c) | 1ull << (r2 * 8 + c2);
            if ((free & two) == two && minimax(m, b, free & ~two, !mover) < 0)
                best = 1;
        }
    i = mix(key) & m->mask;
    while (m->keys[i])
        i = (i + 1) & m->mask;
    assert_true(m->used < (m->mask + 1) / 2);
    m->keys[i] = key;
    m->values[i] = (signed char)best;
    m->filled[m->used++] = (uint32_t)i;
    return best;
}

static int solve_by_minimax(const board *b, int mover)
{
    memo *m = &the_memo;
    if (!m->keys) {
        m->mask = (1u << 23) - 1;
        m->keys = calloc(m->mask + 1, sizeof *m->keys);
        m->values = malloc(m->mask + 1);
        m->filled = malloc(sizeof *m->filled * ((m->mask + 1) / 2));
        assert_non_null(m->keys);
        assert_non_null(m->values);
        assert_non_null(m->filled);
    }
    int v = minimax(m, b, b->free, mover);
    for (size_t k = 0; k < m->used; k++)
        m->keys[m->filled[k]] = 0;
    m->used = 0;
    return v;
}

/* A random rows x cols board, each square covered with probability density/100. */
static board random_board(uint64_t *seed, int rows, int cols, int density)
{
    board b = {rows, cols, 0};
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if ((int)((ts_random(seed) >> 33) % 100) >= density)
                b.free |= 1ull << (r * 8 + c);
    return b;
}

/* The position text: "domineering: ../.# ; R" (Right to move) or without the mover. */
static void board_text(const board *b, int mover, char *text, size_t len)
{
    size_t l = (size_t)snprintf(text, len, "domineering: ");
    for (int r = 0; r < b->rows; r++) {
        if (r)
            text[l++] = '/';
        for (int c = 0; c < b->cols; c++)
            text[l++] = b->free >> (r * 8 + c) & 1 ? '.' : '#';
    }
    snprintf(text + l, len - l, "%s", mover ? " ; R" : "");
}

static const int sizes[][2] = {{2, 3}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {4, 5},
                               {5, 4}, {5, 5}, {4, 6}, {6, 4}, {5, 6}, {6, 5}};

/* Every verdict of the hook is minimax's, and it gives both verdicts and declines often
 * enough that the test means something. */
static void decided_matches_minimax(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("domineering", NULL);
    assert_non_null(g->cls->decided);
    uint64_t seed = 2000;
    int wins = 0, losses = 0, undecided = 0;
    for (int i = 0; i < 12000; i++) {
        const int *size = sizes[i % 12];
        board b = random_board(&seed, size[0], size[1], i / 12 % 60);
        int mover = (int)(ts_random(&seed) >> 40) % 2;
        char text[128];
        board_text(&b, mover, text, sizeof text);
        void *s = ts_state(g, text);
        tb_result known;
        bool has = g->cls->decided(g, s, &known);
        free(s);
        if (!has) {
            undecided++;
            continue;
        }
        int v = solve_by_minimax(&b, mover);
        if ((v > 0) != (known == TB_WIN))
            fail_msg("%s: decided %s, minimax %s", text, known == TB_WIN ? "win" : "loss",
                     v > 0 ? "win" : "loss");
        wins += v > 0;
        losses += v < 0;
    }
    print_message("decided: %d wins, %d losses; %d undecided\n", wins, losses, undecided);
    assert_true(wins >= 300 && losses >= 300);
    assert_true(undecided >= 300);
    tb_game_free(g);
}

/* The solver, which takes the hook's verdicts at every node it does not find in its table,
 * from random boards (few covered squares, so that the search is long): its value and its
 * count of winning first moves are minimax's. */
static void solver_with_decided_matches_minimax(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("domineering", NULL);
    uint64_t seed = 77;
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    void *child = malloc(g->state_size);
    int compared = 0, wins = 0;
    for (int i = 0; i < 240; i++) {
        const int *size = sizes[2 + i % 8];
        board b = random_board(&seed, size[0], size[1], 10 + i % 4 * 5);
        int mover = i / 8 % 2;
        char text[128];
        board_text(&b, mover, text, sizeof text);
        void *s = ts_state(g, text);
        if (ts_outcome(g, s).over) {
            free(s);
            continue;
        }
        tb_solve_limits limits = {.table_mb = 1};
        tb_solve_result r;
        assert_true(tb_solve(g, s, &limits, &r));
        int v = solve_by_minimax(&b, mover);
        if ((v > 0) != (r.value == TB_WIN))
            fail_msg("%s: solver %d, minimax %d", text, (int)r.value, v);
        /* the winning first moves: those after which the opponent loses */
        int n = g->cls->legal(g, s, moves), num_best = 0;
        for (int k = 0; k < n; k++) {
            memcpy(child, s, g->state_size);
            g->cls->apply(g, child, moves[k]);
            tb_solve_limits small = {.table_mb = 1};
            tb_solve_result rc;
            assert_true(tb_solve(g, child, &small, &rc));
            num_best += rc.value == TB_LOSS;
            tb_solve_result_free(&rc);
        }
        if (v > 0 && num_best != r.num_best)
            fail_msg("%s: %d winning moves, the solver's children say %d", text, r.num_best,
                     num_best);
        tb_solve_result_free(&r);
        compared++;
        wins += v > 0;
        free(s);
    }
    print_message("solver: %d positions, %d won\n", compared, wins);
    assert_true(compared >= 200);
    assert_true(wins >= 40 && compared - wins >= 40);
    free(child);
    free(moves);
    tb_game_free(g);
}

/* The empty boards up to 5x6 with either player first: the solver (with the hook) and this
 * file's minimax agree; a board and its transpose swap the players' fates (the transpose
 * turns vertical dominoes into horizontal ones), and 5x5 is a second-player win (P), as
 * published (Breuker, Uiterwijk and van den Herik 2000; docs/solved.md). */
static void empty_boards_match_minimax(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("domineering", NULL);
    bool first_wins[7][7][2]; /* [rows][cols][Right first] */
    for (int rows = 2; rows <= 6; rows++)
        for (int cols = 2; cols <= 6; cols++) {
            if (rows * cols > 30)
                continue;
            board b = {rows, cols, 0};
            for (int r = 0; r < rows; r++)
                for (int c = 0; c < cols; c++)
                    b.free |= 1ull << (r * 8 + c);
            for (int mover = 0; mover < 2; mover++) {
                char text[128];
                board_text(&b, mover, text, sizeof text);
                void *s = ts_state(g, text);
                tb_solve_limits limits = {.table_mb = 8};
                tb_solve_result r;
                assert_true(tb_solve(g, s, &limits, &r));
                first_wins[rows][cols][mover] = r.value == TB_WIN;
                if (first_wins[rows][cols][mover] != (solve_by_minimax(&b, mover) > 0))
                    fail_msg("%s: the solver says %s, minimax the other", text,
                             r.value == TB_WIN ? "win" : "loss");
                tb_solve_result_free(&r);
                free(s);
            }
        }
    for (int rows = 2; rows <= 6; rows++)
        for (int cols = 2; cols <= 6; cols++)
            if (rows * cols <= 30) {
                assert_int_equal(first_wins[rows][cols][0], first_wins[cols][rows][1]);
                assert_int_equal(first_wins[rows][cols][1], first_wins[cols][rows][0]);
            }
    assert_false(first_wins[5][5][0]);
    assert_false(first_wins[5][5][1]);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(decided_matches_minimax),
        cmocka_unit_test(solver_with_decided_matches_minimax),
        cmocka_unit_test(empty_boards_match_minimax),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
