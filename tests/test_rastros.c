/* Rastros: rules/cnjm.md §4. */
#include "support.h"

#include <stdio.h>

/* The worked example 2 board (constructed, cnjm.md §4.6): the white piece on c2, and black
 * pieces everywhere except the squares the source's lines use (a1 b1 b2 c1 c3 b3 a4) and the
 * second player's final square g7. First player to move. */
static const char *const PUZZLE = "BBBBBB1/BBBBBBB/BBBBBBB/1BBBBBB/B2BBBB/B1WBBBB/3BBBB 1";

static void assert_same_position(const tb_game *g, const void *state, const char *expected)
{
    void *want = ts_state(g, expected);
    assert_string_equal(ts_position_text(g, state), expected);
    assert_memory_equal(state, want, g->state_size);
    free(want);
}

static void assert_winner(const tb_game *g, const void *state, int winner, const char *reason)
{
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    assert_true(o.over);
    assert_int_equal(o.result[winner], TB_WIN);
    assert_int_equal(o.result[!winner], TB_LOSS);
    assert_string_equal(o.reason, reason);
    tb_action moves[16];
    assert_int_equal(g->cls->legal(g, state, moves), 0); /* a finished game has no moves */
}

static void test_initial_position(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, NULL);
    /* §4.2: the white piece on e5, no black pieces, the first player to move. */
    assert_same_position(g, s, "7/7/4W2/7/7/7/7 1");
    assert_int_equal(g->cls->to_move(g, s), 0);
    /* §4.3: a king step to any adjacent empty square. */
    ts_assert_moves(g, s, "e5-d4 e5-d5 e5-d6 e5-e4 e5-e6 e5-f4 e5-f5 e5-f6");
    free(s);
    tb_game_free(g);
}

/* cnjm.md §4.6 example 1: the source's opening e5-d4, d4-d5, d5-c6, c6-d7, written in both
 * notations of §4.5. */
static void test_example1_opening(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "e5-d4; d5; d5-c6; d7");
    /* Black pieces on e5 d4 d5 c6, the white piece on d7, the first player to move. */
    assert_same_position(g, s, "3W3/2B4/3BB2/3B3/7/7/7 1");
    assert_false(tb_game_over(g, s));
    /* Every neighbour of d7 but the black c6. */
    ts_assert_moves(g, s, "d7-c7 d7-d6 d7-e6 d7-e7");
    free(s);
    tb_game_free(g);
}

/* cnjm.md §4.6 example 2: "the fastest win is c1, after which the opponent must move to b1
 * or b2 and the first player wins at once". */
static void test_example2_c1_wins(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, PUZZLE);
    ts_assert_moves(g, s, "c2-b1 c2-b2 c2-b3 c2-c1 c2-c3");
    /* c1 wins (the opponent can only reach b1 or b2, both next to a1). c3 wins here too:
     * the opponent must go to b2 (next to a1) or b3 (then a4 blocks him). b1 and b2 lose to
     * the source's line ... c3, b3, a4; b3 loses to a4 at once. */
    assert_string_equal(ts_winning_moves(g, s), "c2-c1 c2-c3");

    ts_play(g, s, "c1");
    ts_assert_moves(g, s, "c1-b1 c1-b2"); /* the forced replies */
    void *reply = malloc(g->state_size);
    memcpy(reply, s, g->state_size);
    ts_play(g, reply, "b1");
    /* "in the line c1 b1 the first player's move b1-a1 wins" */
    assert_string_equal(ts_winning_moves(g, reply), "b1-a1");
    ts_play(g, reply, "b1-a1");
    assert_winner(g, reply, 0, "the white piece reached the first player's final square");

    memcpy(reply, s, g->state_size);
    ts_play(g, reply, "b2");
    ts_play(g, reply, "a1");
    assert_winner(g, reply, 0, "the white piece reached the first player's final square");
    free(reply);
    free(s);
    tb_game_free(g);
}

/* cnjm.md §4.6 example 2, the source's losing line: after b1 "the sequence would be c1, b2,
 * c3; if the first player then moves to b3, the answer is a4". In this board a4 blocks him. */
static void test_example2_b1_line(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, PUZZLE);
    ts_play(g, s, "b1");
    assert_int_equal(ts_solve(g, s), 1); /* the second player, to move, wins */
    ts_play(g, s, "c1; b2; c3; b3; a4");
    assert_winner(g, s, 1, "the first player is blocked");
    free(s);
    tb_game_free(g);
}

/* §4.4: entering a final square wins for its owner, whoever moved. */
static void test_final_square_owner_wins(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    /* The second player must move from b2; every square but a1 is black. */
    void *s = ts_state(g, "7/7/7/7/BBB4/BWB4/1BB4 2");
    ts_assert_moves(g, s, "b2-a1");
    ts_play(g, s, "a1");
    assert_winner(g, s, 0, "the white piece reached the first player's final square");
    ts_assert_refused(g, s, "a2");
    free(s);

    /* The first player moving into g7 hands the game to the second player. */
    s = ts_state(g, "6W/7/7/7/7/7/7 2");
    assert_winner(g, s, 1, "the white piece reached the second player's final square");
    free(s);
    s = ts_state(g, "7/5W1/7/7/7/7/7 1");
    ts_play(g, s, "f6-g7");
    assert_winner(g, s, 1, "the white piece reached the second player's final square");
    free(s);
    tb_game_free(g);
}

/* §4.4: the player who cannot move loses. */
static void test_blocked_player_loses(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, "7/7/7/BB5/WB5/BB5/7 1");
    assert_winner(g, s, 1, "the first player is blocked");
    ts_assert_refused(g, s, "a4");
    free(s);
    s = ts_state(g, "7/7/7/BB5/WB5/BB5/7 2");
    assert_winner(g, s, 0, "the second player is blocked");
    free(s);
    /* One move to the corner of a dead end blocks the opponent. */
    s = ts_state(g, "7/7/7/BBB4/W1B4/BBB4/7 1");
    ts_play(g, s, "a3-b3");
    assert_winner(g, s, 0, "the second player is blocked");
    free(s);
    tb_game_free(g);
}

static void test_bad_moves(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "e5-d4");
    const char *bad[] = {"e5",             /* a black piece now */
                         "d4",             /* where the piece stands */
                         "b2",             /* not adjacent */
                         "d4-b2", "e5-e4", /* wrong origin */
                         "h1",    "a8",    "a0", "d4-", "d4e4", "d4-e4x", "-e4", "x", "d4 - e4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    tb_action a;
    tb_error err = {{0}};
    assert_false(tb_game_parse_action(g, s, "e5-e4", &a, &err));
    assert_string_equal(err.msg, "illegal move e5-e4: the white piece is on d4");
    assert_false(tb_game_parse_action(g, s, "h1", &a, &err));
    assert_string_equal(err.msg, "bad move 'h1': expected a square like d4 or a move like e5-d4");
    /* Both notations give the same action, printed as origin-destination. */
    tb_action b;
    assert_true(tb_game_parse_action(g, s, "c3", &a, &err));
    assert_true(tb_game_parse_action(g, s, "D4-C3", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "d4-c3");
    free(s);
    tb_game_free(g);
}

static void test_bad_positions(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "d4");
    void *before = malloc(g->state_size);
    memcpy(before, s, g->state_size);
    struct {
        const char *text, *msg;
    } bad[] = {
        {"7/7/7/7/7/7/7 1", "bad position: there must be exactly one white piece (W), found 0"},
        {"W6/7/7/7/7/7/6W 1", "bad position: there must be exactly one white piece (W), found 2"},
        {"7/7/4W2/7/7/7/B6 1", "bad position: a black piece on a final square (a1) is impossible"},
        {"6B/7/4W2/7/7/7/7 2", "bad position: a black piece on a final square (g7) is impossible"},
        {"7/7/4W2/7/7/7/7 3",
         "bad position: expected ' 1' or ' 2' (the player to move) after the board, got ' 3'"},
        {"7/7/4W2/7/7/7/7", "bad position: expected ' 1' or ' 2' (the player to move) after the "
                            "board, got ''"},
        {"7/7/4W2/7/7/7/7 1 x", "bad position: expected ' 1' or ' 2' (the player to move) after "
                                "the board, got ' 1 x'"},
        {"7/7/4W2/7/7/7 1", "bad position: expected 7 ranks separated by '/'"},
        {"7/7/4W3/7/7/7/7 1", "bad position: rank 5 has more than 7 squares"},
        {"7/7/4w2/7/7/7/7 1", "bad position: unexpected 'w' (pieces are WB)"},
        {"", "bad position: rank 7 has 0 squares, expected 7"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        assert_false(tb_game_parse_position(g, bad[i].text, s, &err));
        assert_string_equal(err.msg, bad[i].msg);
        assert_memory_equal(s, before, g->state_size);
    }
    free(before);
    free(s);
    tb_game_free(g);
}

/* §4.1: the final squares are options. */
static void test_home_options(void **unused)
{
    tb_game *g = ts_game("rastros", "home1=c1,home2=E7");
    void *s = ts_state(g, "7/7/7/7/7/1W5/7 1");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 49);
    int goals = 0;
    for (int i = 0; i < v.num_cells; i++)
        if (v.cells[i].marks & TB_MARK_GOAL)
            goals++;
    assert_int_equal(goals, 2);
    assert_int_equal(v.cells[tb_view_find(&v, "c1")].goal_owner, 0);
    assert_int_equal(v.cells[tb_view_find(&v, "e7")].goal_owner, 1);
    assert_false(v.cells[tb_view_find(&v, "a1")].marks & TB_MARK_GOAL);
    tb_view_free(&v);
    ts_play(g, s, "a1"); /* no longer anybody's final square */
    assert_false(tb_game_over(g, s));
    ts_play(g, s, "b1; c1");
    assert_winner(g, s, 0, "the white piece reached the first player's final square");
    free(s);
    tb_game_free(g);

    const char *bad[][2] = {
        {"home1=h1", "option home1: expected a square from a1 to g7, got 'h1'"},
        {"home2=g", "option home2: expected a square from a1 to g7, got 'g'"},
        {"home1=g7", "options home1 and home2: the two final squares must differ"},
        {"home2=e5", "options home1 and home2: e5 is the starting square, not a final one"},
        {"home3=a2", "unknown option 'home3' for rastros"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        assert_null(tb_game_new(tb_registry_find("rastros"), bad[i][0], &err));
        assert_string_equal(err.msg, bad[i][1]);
    }
}

static void test_view(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "e5-d4; d5");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    int a1 = tb_view_find(&v, "a1"), g7 = tb_view_find(&v, "g7"), d5 = tb_view_find(&v, "d5");
    assert_true(v.cells[a1].marks & TB_MARK_GOAL);
    assert_int_equal(v.cells[a1].goal_owner, 0);
    assert_true(v.cells[g7].marks & TB_MARK_GOAL);
    assert_int_equal(v.cells[g7].goal_owner, 1);
    assert_int_equal(v.num_pieces, 3);
    assert_int_equal(v.cells[d5].num_pieces, 1);
    assert_int_equal(v.pieces[v.cells[d5].first_piece].colour, TB_COLOUR_WHITE);
    for (const char *const *sq = (const char *const[]){"e5", "d4", NULL}; *sq; sq++) {
        const tb_view_cell *c = &v.cells[tb_view_find(&v, *sq)];
        assert_int_equal(c->num_pieces, 1);
        assert_int_equal(v.pieces[c->first_piece].colour, TB_COLOUR_BLACK);
    }
    assert_string_equal(v.status, "First player to move");
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* Whole games: at most 48 moves, no draws, every action and position round-trips. */
static void test_random_games(void **unused)
{
    tb_game *g = ts_game("rastros", NULL);
    unsigned seed = 12345;
    for (int game = 0; game < 300; game++) {
        void *s = ts_state(g, NULL);
        int plies = 0;
        tb_action moves[16];
        int n;
        while ((n = g->cls->legal(g, s, moves)) > 0) {
            seed = seed * 1103515245u + 12345u;
            tb_action a = moves[(seed >> 16) % (unsigned)n];
            ts_assert_action_reads_back(g, s, a);
            g->cls->apply(g, s, a);
            plies++;
            ts_assert_position_reads_back(g, s);
        }
        assert_true(plies <= 48);
        tb_outcome o;
        g->cls->outcome(g, s, &o);
        assert_true(o.over);
        assert_int_equal(o.result[0] + o.result[1], 0); /* one winner, no draw */
        assert_true(o.result[0] != TB_DRAW);
        free(s);
    }
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_initial_position),
        cmocka_unit_test(test_example1_opening),
        cmocka_unit_test(test_example2_c1_wins),
        cmocka_unit_test(test_example2_b1_line),
        cmocka_unit_test(test_final_square_owner_wins),
        cmocka_unit_test(test_blocked_player_loses),
        cmocka_unit_test(test_bad_moves),
        cmocka_unit_test(test_bad_positions),
        cmocka_unit_test(test_home_options),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
