/* Hasami Shogi: the worked examples of rules/boxgames.md §3.6, each a test. */
#include "support.h"

#include <string.h>

enum { BLACK = 0, WHITE = 1 };

/* The moves of the piece on `from`, as a sorted list. */
static const char *moves_from(const tb_game *g, const void *s, const char *from)
{
    tb_action moves[512];
    int n = g->cls->legal(g, s, moves);
    static char buf[1024];
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        const char *t = ts_action_text(g, s, moves[i]);
        if (strncmp(t, from, strlen(from)) == 0 && t[strlen(from)] == '-') {
            strcat(buf, buf[0] ? " " : "");
            strcat(buf, t);
        }
    }
    return ts_sorted(buf);
}

/* §3.6 example 5: from the start Black has 9 steps and 9 jumps, nothing else. */
static void initial_position(void **unused)
{
    tb_game *g = ts_game("hasami-shogi", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s),
                        "wwwwwwwww/wwwwwwwww/9/9/9/9/9/bbbbbbbbb/bbbbbbbbb b 0");
    tb_action moves[512];
    assert_int_equal(g->cls->legal(g, s, moves), 18);
    assert_string_equal(moves_from(g, s, "e1"), "e1-e3");
    assert_string_equal(moves_from(g, s, "e2"), "e2-e3");
    free(s);
    tb_game_free(g);
}

/* §3.6 example 1: e5 black, e6 white, e7 empty: e7 by a jump, d5, f5, e4 by steps; no d6. */
static void step_and_jump(void **unused)
{
    tb_game *g = ts_game("hasami-shogi", NULL);
    void *s = ts_state(g, "9/9/9/4w4/4b4/9/9/9/9 b 0");
    assert_string_equal(moves_from(g, s, "e5"), "e5-d5 e5-e4 e5-e7 e5-f5");
    ts_play(g, s, "e5-e7");
    assert_string_equal(ts_position_text(g, s), "9/9/4b4/4w4/9/9/9/9/9 w 1"); /* e6 stays */
    free(s);
    tb_game_free(g);
    /* option movement=rook: slides and the jump */
    g = ts_game("hasami-shogi", "movement=rook");
    s = ts_state(g, "9/9/9/4w4/4b4/9/9/9/9 b 0");
    assert_string_equal(moves_from(g, s, "e5"),
                        ts_sorted("e5-a5 e5-b5 e5-c5 e5-d5 e5-f5 e5-g5 e5-h5 e5-i5 e5-e4 e5-e3 "
                                  "e5-e2 e5-e1 e5-e7"));
    free(s);
    tb_game_free(g);
}

/* §3.6 example 2: white e5, black e4; Black to e6 takes e5; the same with d5 / f5. */
static void custodial_capture(void **unused)
{
    assert_string_equal(ts_after("hasami-shogi", "9/9/4b4/9/4w4/4b4/9/9/9 b 0", "e7-e6"),
                        "9/9/9/4b4/9/4b4/9/9/9 w 1");
    tb_game *g = ts_game("hasami-shogi", NULL);
    void *s = ts_state(g, "8w/9/4b4/9/4w4/4b4/9/9/9 b 0");
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "e7-e6", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "e7-e6 xe5");
    assert_true(tb_game_parse_action(g, s, "e7-e6 xe5", &a, &err));
    ts_assert_refused(g, s, "e7-e6 xe4");
    free(s);
    tb_game_free(g);
    assert_string_equal(ts_after("hasami-shogi", "8w/9/9/9/3bw4/9/6b2/9/9 b 0",
                                 "g3-g4; i9-i8; g4-g5; i8-i9; g5-f5"),
                        "8w/9/9/9/3b1b3/9/9/9/9 w 5");
    /* nothing diagonal */
    assert_string_equal(ts_after("hasami-shogi", "9/9/9/5b3/4w4/2b6/9/9/9 b 0", "c4-d4"),
                        "9/9/9/5b3/4w4/3b5/9/9/9 w 1");
}

/* §3.6 example 3: the edge rule; corner pieces under both rules. */
static void edge_capture(void **unused)
{
    /* white a5, black a4; Black to b5 takes a5 (edge), not under corner-only */
    assert_string_equal(
        ts_after("hasami-shogi", "8w/9/9/9/w8/b8/2b6/9/9 b 0", "c3-c4; i9-i8; c4-c5; i8-i9; c5-b5"),
        "8w/9/9/9/1b7/b8/9/9/9 w 5");
    tb_game *g = ts_game("hasami-shogi", "edge_capture=corner-only");
    void *s = ts_state(g, "8w/9/9/9/wb7/b8/9/9/9 b 0");
    ts_play(g, s, "b5-b6; i9-i8; b6-b5");
    assert_string_equal(ts_position_text(g, s), "9/8w/9/9/wb7/b8/9/9/9 w 3");
    free(s);
    /* white a1, black a2; Black to b1 takes a1 under both rules */
    s = ts_state(g, "8w/9/9/9/9/9/9/b8/w1b6 b 0");
    ts_play(g, s, "c1-b1");
    assert_string_equal(ts_position_text(g, s), "8w/9/9/9/9/9/9/b8/1b7 w 1");
    free(s);
    tb_game_free(g);
    assert_string_equal(ts_after("hasami-shogi", "8w/9/9/9/9/9/9/b8/w1b6 b 0", "c1-b1"),
                        "8w/9/9/9/9/9/9/b8/1b7 w 1");
    /* a line of two is taken only with line_capture=true */
    assert_string_equal(
        ts_after("hasami-shogi", "8w/9/9/9/9/1wwb5/9/b8/9 b 0", "a2-a3; i9-i8; a3-a4"),
        "9/8w/9/9/9/bwwb5/9/9/9 w 3");
    g = ts_game("hasami-shogi", "line_capture=true");
    s = ts_state(g, "8w/9/9/9/9/1wwb5/9/b8/9 b 0");
    ts_play(g, s, "a2-a3; i9-i8; a3-a4");
    assert_string_equal(ts_position_text(g, s), "9/8w/9/9/9/b2b5/9/9/9 w 3");
    free(s);
    tb_game_free(g);
}

/* §3.6 example 4: entering between two enemies is safe; leaving and coming back captures. */
static void safe_entry(void **unused)
{
    tb_game *g = ts_game("hasami-shogi", NULL);
    void *s = ts_state(g, "9/9/9/4w4/3b1b3/9/9/9/b8 w 0");
    ts_play(g, s, "e6-e5");
    assert_string_equal(ts_position_text(g, s), "9/9/9/9/3bwb3/9/9/9/b8 b 1");
    ts_play(g, s, "d5-d4; e5-e6; d4-d5");
    assert_string_equal(ts_position_text(g, s), "9/9/9/4w4/3b1b3/9/9/9/b8 w 4");
    free(s);
    /* White stays on e5: Black leaves and comes back, and the return captures */
    s = ts_state(g, "8w/9/9/9/3bwb3/9/9/9/b8 b 0");
    ts_play(g, s, "d5-d4; i9-i8; d4-d5");
    assert_string_equal(ts_position_text(g, s), "9/8w/9/9/3b1b3/9/9/9/b8 w 3");
    free(s);
    tb_game_free(g);
}

/* §3.4: capturing the last piece wins; a player without a move loses; the options. */
static void the_end(void **unused)
{
    tb_game *g = ts_game("hasami-shogi", NULL);
    void *s = ts_state(g, "9/9/4b4/9/4w4/4b4/9/9/9 b 0");
    ts_play(g, s, "e7-e6");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[BLACK] == TB_WIN);
    assert_string_equal(o.reason, "White has no pieces left");
    free(s);
    /* White's only piece in the corner, walled in: no move */
    s = ts_state(g, "9/9/9/9/9/9/b8/b8/wbb6 w 0");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[WHITE] == TB_LOSS);
    free(s);
    tb_game_free(g);
    g = ts_game("hasami-shogi", "win=one-left");
    s = ts_state(g, "w8/9/4b4/9/4w4/4b4/9/9/9 b 0");
    ts_play(g, s, "e7-e6");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[BLACK] == TB_WIN);
    free(s);
    tb_game_free(g);
    g = ts_game("hasami-shogi", "win=five-in-row");
    s = ts_state(g, "w8/9/9/9/bbbb5/9/9/9/4b4 b 0");
    assert_false(ts_outcome(g, s).over);
    ts_play(g, s, "e1-e2; a9-a8; e2-e3; a8-a9; e3-e4; a9-a8; e4-e5");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[BLACK] == TB_WIN);
    assert_string_equal(o.reason, "Black has five in a row");
    free(s);
    tb_game_free(g);
    g = ts_game("hasami-shogi", "max_moves=2");
    s = ts_state(g, NULL);
    ts_play(g, s, "a2-a3; a8-a7");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[BLACK] == TB_DRAW);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(initial_position),  cmocka_unit_test(step_and_jump),
        cmocka_unit_test(custodial_capture), cmocka_unit_test(edge_capture),
        cmocka_unit_test(safe_entry),        cmocka_unit_test(the_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
