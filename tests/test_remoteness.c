/* Remoteness in the exact solver (tb_solve with limits.remoteness): the number of turns to
 * the end when the winner hurries and the loser delays, as Gamesman reports it, for the
 * position and for each move. Checked against a separate brute force written here on the
 * game contract alone (memo by position text, Gamesman's rule: a win is one more than the
 * fastest losing child, a loss one more than the slowest winning child), over small games
 * where the whole tree fits, plus one closed form. */
#include "support.h"

#include <stdio.h>

#include "tabula/solve.h"

typedef struct memo_entry {
    char *text;
    int value; /* for the player to move: 1 win, 0 draw, -1 loss */
    int remoteness;
} memo_entry;

typedef struct memo {
    memo_entry *slots;
    size_t mask;
} memo;

static uint64_t text_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* Every game here alternates turns: a move hands the turn to the other player. */
static void brute(const tb_game *g, const void *state, memo *m, int *value, int *remoteness)
{
    char text[1024];
    g->cls->position_to_text(g, state, text, sizeof text);
    size_t i = text_hash(text) & m->mask;
    while (m->slots[i].text && strcmp(m->slots[i].text, text) != 0)
        i = (i + 1) & m->mask;
    if (m->slots[i].text) {
        *value = m->slots[i].value;
        *remoteness = m->slots[i].remoteness;
        return;
    }
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    int mover = g->cls->to_move(g, state);
    if (o.over) {
        *value = o.result[mover];
        *remoteness = *value ? 0 : -1;
    } else {
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        void *child = malloc(g->state_size);
        int n = g->cls->legal(g, state, moves);
        int fastest_win = -1, slowest_loss = -1;
        bool draw = false;
        for (int k = 0; k < n; k++) {
            memcpy(child, state, g->state_size);
            g->cls->apply(g, child, moves[k]);
            assert_int_not_equal(g->cls->to_move(g, child), mover);
            int v, r;
            brute(g, child, m, &v, &r);
            if (v < 0 && (fastest_win < 0 || r + 1 < fastest_win))
                fastest_win = r + 1;
            if (v == 0)
                draw = true;
            if (v > 0 && r + 1 > slowest_loss)
                slowest_loss = r + 1;
        }
        free(moves);
        free(child);
        *value = fastest_win >= 0 ? 1 : draw ? 0 : -1;
        *remoteness = fastest_win >= 0 ? fastest_win : draw ? -1 : slowest_loss;
    }
    /* the recursion may have filled slot i: find the free slot again */
    i = text_hash(text) & m->mask;
    while (m->slots[i].text)
        i = (i + 1) & m->mask;
    m->slots[i] = (memo_entry){strdup(text), *value, *remoteness};
}

static void check_against_brute(const char *id, const char *options, const char *position,
                                size_t table_mb)
{
    tb_game *g = ts_game(id, options);
    void *state = ts_state(g, position);
    memo m = {calloc(1u << 20, sizeof(memo_entry)), (1u << 20) - 1};
    tb_solve_limits limits = {.remoteness = true, .table_mb = table_mb};
    tb_solve_result r;
    assert_true(tb_solve(g, state, &limits, &r));
    int value, remoteness;
    brute(g, state, &m, &value, &remoteness);
    if ((int)r.value != value || r.remoteness != remoteness)
        fail_msg("%s %s: solver %d in %d, brute force %d in %d", id, position ? position : "",
                 (int)r.value, r.remoteness, value, remoteness);
    /* every move: the child's value for its mover, seen from here */
    void *child = malloc(g->state_size);
    int n = g->cls->legal(g, state, (tb_action[4096]){0});
    assert_int_equal(r.num_moves, n);
    for (int k = 0; k < r.num_moves; k++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, r.moves[k].action);
        brute(g, child, &m, &value, &remoteness);
        int expected_remoteness = remoteness < 0 ? -1 : remoteness + 1;
        if ((int)r.moves[k].value != -value || r.moves[k].remoteness != expected_remoteness)
            fail_msg("%s: move %s: solver %d in %d, brute force %d in %d", id,
                     ts_action_text(g, state, r.moves[k].action), (int)r.moves[k].value,
                     r.moves[k].remoteness, -value, expected_remoteness);
        if (k > 0) { /* best first: better result, then faster win / slower loss */
            const tb_solve_move *a = &r.moves[k - 1], *b = &r.moves[k];
            assert_true(a->value > b->value ||
                        (a->value == b->value &&
                         (a->value == TB_WIN    ? a->remoteness <= b->remoteness
                          : a->value == TB_LOSS ? a->remoteness >= b->remoteness
                                                : true)));
        }
    }
    free(child);
    for (size_t i = 0; i <= m.mask; i++)
        free(m.slots[i].text);
    free(m.slots);
    tb_solve_result_free(&r);
    free(state);
    tb_game_free(g);
}

static void test_small_games(void **unused)
{
    (void)unused;
    check_against_brute("nim", NULL, "nim: 1 2 3", 0);
    check_against_brute("nim", NULL, "nim: 2 3 4", 0);
    check_against_brute("kayles", NULL, "kayles: 7", 0);
    check_against_brute("chomp", NULL, NULL, 0);
    check_against_brute("domineering", NULL, "domineering: ..../..../..##", 0);
    check_against_brute("semaforo", "board=3x3", NULL, 0);
}

/* The table of 1 MB (65,536 entries) is far smaller than Semáforo 3x3's tree: replacement
 * must keep the answers exact. Rastros in a 4x4 corner (the runner off the a1-g7 diagonal,
 * whose mirror image the solver folds) and Domineering boards whose mirror images it folds
 * (the symmetric_hash hooks), all against the brute force, which folds nothing. */
static void test_small_table_and_symmetries(void **unused)
{
    (void)unused;
    check_against_brute("semaforo", "board=3x3", NULL, 1);
    check_against_brute("rastros", NULL, "BBBBBB1/7/BBBBBBB/4BBB/1BW1BBB/4BBB/4BBB 1", 0);
    check_against_brute("rastros", NULL, "BBBBBB1/7/BBBBBBB/4BBB/1BW1BBB/4BBB/4BBB 2", 1);
    check_against_brute("domineering", NULL, "domineering: ..../..../..../.#..", 0);
    check_against_brute("domineering", NULL, "domineering: ...../...../..#.. ; R", 1);
}

/* S{1,2} on n beans, n = 3k: every round of two turns takes 3 beans whatever the loser
 * does, so the first player loses in exactly 2k turns; n = 3k + 1, 3k + 2: wins in 2k + 1. */
static void test_closed_form(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("sub", NULL);
    for (int n = 0; n <= 30; n++) {
        char text[64];
        snprintf(text, sizeof text, "sub{1,2}: %d", n);
        void *state = ts_state(g, text);
        tb_solve_limits limits = {.remoteness = true};
        tb_solve_result r;
        assert_true(tb_solve(g, state, &limits, &r));
        assert_int_equal(r.value, n % 3 ? TB_WIN : TB_LOSS);
        assert_int_equal(r.remoteness, n % 3 ? 2 * (n / 3) + 1 : 2 * (n / 3));
        tb_solve_result_free(&r);
        free(state);
    }
    tb_game_free(g);
}

/* Without the flag nothing changes: no moves list, remoteness -1. */
static void test_off_by_default(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("nim", NULL);
    void *state = ts_state(g, "nim: 1 2");
    tb_solve_result r;
    assert_true(tb_solve(g, state, NULL, &r));
    assert_int_equal(r.remoteness, -1);
    assert_int_equal(r.num_moves, 0);
    assert_null(r.moves);
    tb_solve_result_free(&r);
    free(state);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_games),
        cmocka_unit_test(test_closed_form),
        cmocka_unit_test(test_small_table_and_symmetries),
        cmocka_unit_test(test_off_by_default),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
