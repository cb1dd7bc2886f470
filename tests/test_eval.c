/* The evaluation and tactical hooks of the championship games (the search helpers of
 * the games): what they list and how they rank positions, on the spec's examples where
 * there are some. The players that use them are tested in test_ai.c. */
#include "support.h"

#include <stdio.h>

#include "tabula/player.h"

/* The tactical actions, sorted, in the game's notation. */
static const char *tactical_text(const tb_game *g, const void *s)
{
    static char out[512];
    tb_action moves[512];
    assert_non_null(g->cls->tactical);
    int n = g->cls->tactical(g, s, moves);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t l = strlen(out);
        snprintf(out + l, sizeof out - l, "%s%s", i ? " " : "", ts_action_text(g, s, moves[i]));
    }
    return ts_sorted(out);
}

/* The first tactical action, unsorted: the one quiescence and move ordering try first. */
static const char *first_tactical(const tb_game *g, const void *s)
{
    tb_action moves[512];
    int n = g->cls->tactical(g, s, moves);
    assert_true(n > 0);
    return ts_action_text(g, s, moves[0]);
}

static int eval(const tb_game *g, const void *s, int player)
{
    assert_non_null(g->cls->evaluate);
    return g->cls->evaluate(g, s, player);
}

static const char *ab_move(const tb_game *g, const void *s, const char *spec)
{
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, spec, 1, &err);
    if (!p)
        fail_msg("%s: %s", spec, err.msg);
    tb_action a;
    if (!tb_player_choose(p, s, &a, &err))
        fail_msg("%s: %s", spec, err.msg);
    tb_player_free(p);
    return ts_action_text(g, s, a);
}

/* ---- Semáforo ---- */

/* cnjm.md §2.5 example 1: the tactical moves are the three immediate wins, and the player
 * to move is judged winning. */
static void semaforo_example_1(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, "GR2/YGR1/Y2Y 1");
    assert_string_equal(tactical_text(g, s), "a3=Y c1=G d1=R");
    assert_true(eval(g, s, 0) > 0);
    assert_int_equal(eval(g, s, 1), -eval(g, s, 0));
    free(s);
    tb_game_free(g);
}

/* cnjm.md §2.5 example 2: no immediate win; after the spec's line b1=G, d2=Y the player to
 * move has no safe move left, and the evaluation calls that lost. */
static void semaforo_example_2(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, "YGGR/GYRG/G1RY 1");
    assert_string_equal(tactical_text(g, s), "");
    ts_play(g, s, "b1; d2=Y");
    assert_string_equal(tactical_text(g, s), "");
    assert_true(eval(g, s, g->cls->to_move(g, s)) <= -800);
    free(s);
    tb_game_free(g);
}

/* ---- Rastros ---- */

/* cnjm.md §4.6 example 2 (the minimal constructed test): white piece on c2, black pieces on
 * d1 d2, first player to move. c2-c1 wins fastest: the opponent must go to b1 or b2 and
 * the first player steps onto a1. There the step onto a1 is the tactical move. */
static void rastros_example_2(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, "7/7/7/7/7/2WB3/3B3 1");
    assert_string_equal(tactical_text(g, s), "");
    assert_string_equal(ab_move(g, s, "ab:depth=3,time=0"), "c2-c1");
    ts_play(g, s, "c1; b1");
    assert_string_equal(tactical_text(g, s), "b1-a1");
    assert_true(eval(g, s, 0) > 0); /* first player to move, one step from a1 */
    free(s);
    tb_game_free(g);
}

/* Nearer one's own final square is better; a step that leaves the opponent nowhere to go
 * wins; when neither final square can be reached, the parity of the free squares decides
 * in a corridor. */
static void rastros_distances(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    /* The runner on c3: two steps from a1, four from g7. */
    void *s = ts_state(g, "7/7/7/7/2W4/7/7 1");
    assert_true(eval(g, s, 0) > 0);
    assert_true(eval(g, s, 1) < 0);
    free(s);
    /* The runner on b1, walled in but for a1: the second player, to move, must step onto
     * the first player's square. */
    s = ts_state(g, "7/7/7/7/7/BBB4/1WB4 2");
    assert_string_equal(tactical_text(g, s), "");
    assert_true(eval(g, s, 0) > 0);
    free(s);
    /* d4 between two dead ends c4 and e4: either step blocks the opponent. */
    s = ts_state(g, "7/7/1BBBBB1/1B1W1B1/1BBBBB1/7/7 1");
    assert_string_equal(tactical_text(g, s), "d4-c4 d4-e4");
    assert_true(eval(g, s, 0) > 0);
    free(s);
    /* A corridor a4 b4 c4 d4 from the runner on a4: three steps, the mover takes the last. */
    s = ts_state(g, "7/7/BBBBB2/W3B2/BBBBB2/7/7 1");
    assert_string_equal(tactical_text(g, s), "");
    assert_true(eval(g, s, 0) > 0);
    ts_play(g, s, "b4");
    assert_true(eval(g, s, 0) > 0); /* the second player to move, two squares left */
    free(s);
    tb_game_free(g);
}

/* ---- Atari Go ---- */

/* rules/go.md §7.3 (the test of test_atari_go.c): A1 captures A2 and B1, so it is the
 * tactical move; White to move there has none (A1 is suicide for him). */
static void atari_go_captures(void **unused)
{
    tb_game *g = ts_game("atari-go", "size=5");
    void *s = ts_state(g, "5/5/X4/OX3/1OX2 b");
    assert_string_equal(tactical_text(g, s), "A1");
    assert_true(eval(g, s, 0) > 0);
    free(s);
    s = ts_state(g, "5/5/X4/OX3/1OX2 w");
    assert_string_equal(tactical_text(g, s), "");
    free(s);
    tb_game_free(g);
}

/* ---- Avanço ---- */

/* Goal moves first, then captures, the most advanced enemy piece first: White b6 can step
 * onto row 7 three ways; d1 takes e2 (a black piece deep in White's half) before f4 takes g5
 * (two rows advanced). */
static void avanco_tactical_order(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    void *s = ts_state(g, "7/1P4p/6p/5P1/7/4p2/3P3 w");
    assert_string_equal(tactical_text(g, s), "b6-a7 b6-b7 b6-c7 d1xe2 f4xg5");
    assert_string_equal(first_tactical(g, s), "b6-b7");
    tb_action moves[64];
    assert_int_equal(g->cls->tactical(g, s, moves), 5);
    assert_string_equal(ts_action_text(g, s, moves[3]), "d1xe2"); /* the deeper intruder */
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(semaforo_example_1), cmocka_unit_test(semaforo_example_2),
        cmocka_unit_test(rastros_example_2),  cmocka_unit_test(rastros_distances),
        cmocka_unit_test(atari_go_captures),  cmocka_unit_test(avanco_tactical_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
