/* Atari Go: rules/go.md §7. */
#include "support.h"

#include <stdio.h>

#include "core/board_text.h"
#include "games/go/go_board.h"

enum { BLACK = 0, WHITE = 1 };

static void assert_text(const tb_game *g, const void *s, const char *expected)
{
    assert_string_equal(ts_position_text(g, s), expected);
}

static void test_initial_position(void **unused)
{
    tb_game *g = ts_game("atari-go", NULL);
    void *s = ts_state(g, NULL);
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    tb_action moves[400];
    assert_int_equal(g->cls->legal(g, s, moves), 81);
    assert_false(tb_game_over(g, s));
    assert_text(g, s, "9/9/9/9/9/9/9/9/9 b 40 40");
    ts_play(g, s, "e5; C3; i9");
    assert_text(g, s, "8X/9/9/9/4X4/9/2O6/9/9 w 38 39");
    assert_int_equal(g->cls->legal(g, s, moves), 78);
    free(s);
    tb_game_free(g);
}

/* go.md §7.4 example 1 (constructed position): liberty counts of the three white and three
 * black groups. The game accepts the position; the counts come from the board core it uses. */
static void test_example1_liberty_counts(void **unused)
{
    const char *ranks = "1OOO3XX/7XO/OO2X2XO/9/9/XXXX5/X8/X8/X8";
    char text[128];
    snprintf(text, sizeof text, "%s b", ranks);
    tb_game *g = ts_game("atari-go", NULL);
    void *s = ts_state(g, text);

    go_graph *graph = malloc(sizeof *graph);
    go_graph_square(graph, 9, 9, true);
    go_board b;
    tb_error err = {{0}};
    assert_true(go_board_from_ranks(graph, ranks, &b, &err) > 0);
    struct {
        const char *point;
        int liberties, stones;
    } groups[] = {
        {"B9", 5, 3},  /* White B9-C9-D9, upper-left corner */
        {"A7", 5, 2},  /* White A7-B7, upper-left corner */
        {"I7", 1, 2},  /* White I7-I8, column I */
        {"A1", 10, 7}, /* Black A1-A4, B4-D4, lower-left corner */
        {"H7", 4, 4},  /* Black H7-H9, I9, column H */
        {"E7", 4, 1},  /* the isolated black stone */
    };
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        int col, row;
        assert_true(tb_square_parse(groups[i].point, 9, 9, &col, &row));
        tb_pointset stones;
        assert_int_equal(go_group(graph, &b, row * 9 + col, &stones, NULL), groups[i].liberties);
        assert_int_equal(tb_pointset_count(&stones), groups[i].stones);
    }
    /* Only the white group with one liberty can be captured now. */
    assert_string_equal(ts_immediate_wins(g, s), "I6");
    free(s);
    snprintf(text, sizeof text, "%s w", ranks);
    s = ts_state(g, text);
    assert_string_equal(ts_immediate_wins(g, s), ""); /* no black group is in atari */
    free(s);
    free(graph);
    tb_game_free(g);
}

/* go.md §7.4 example 2 (constructed position): Black wins with A8 (taking B8, C8 and A9) or
 * with I8 (taking I9); the lower-left white group cannot be captured; A1 and C1 are illegal. */
static void test_example2_winning_captures(void **unused)
{
    const char *position = "OXXX3XO/1OOX5/1XX6/9/9/9/9/OOOO5/1O1O5 b";
    tb_game *g = ts_game("atari-go", NULL);
    void *s = ts_state(g, position);
    assert_string_equal(ts_immediate_wins(g, s), "A8 I8");
    ts_assert_refused(g, s, "A1");
    ts_assert_refused(g, s, "c1");

    tb_error err = {{0}};
    tb_action a;
    assert_false(tb_game_parse_action(g, s, "A1", &a, &err));
    assert_non_null(strstr(err.msg, "no liberties"));

    void *after = malloc(g->state_size);
    memcpy(after, s, g->state_size);
    ts_play(g, after, "A8");
    tb_outcome o;
    g->cls->outcome(g, after, &o);
    assert_true(o.over);
    assert_int_equal(o.result[BLACK], TB_WIN);
    assert_int_equal(o.result[WHITE], TB_LOSS);
    assert_string_equal(o.reason, "Black captured 3 stones");
    /* A9, B8 and C8 left the board; the capture is part of the position text. */
    assert_text(g, after, "1XXX3XO/X2X5/1XX6/9/9/9/9/OOOO5/1O1O5 w 32 30 0 3");
    tb_action moves[400];
    assert_int_equal(g->cls->legal(g, after, moves), 0);

    memcpy(after, s, g->state_size);
    ts_play(g, after, "i8");
    g->cls->outcome(g, after, &o);
    assert_true(o.over);
    assert_int_equal(o.result[BLACK], TB_WIN);
    assert_string_equal(o.reason, "Black captured 1 stone");
    free(after);
    free(s);

    /* The lower-left white group has two eyes, A1 and C1: even with all its outside
     * liberties (A3 B3 C3 D3 E1 E2) filled by Black it cannot be captured. */
    s = ts_state(g, "OXXX3XO/1OOX5/1XX6/9/9/9/XXXX5/OOOOX4/1O1OX4 b");
    assert_string_equal(ts_immediate_wins(g, s), "A8 I8");
    ts_assert_refused(g, s, "A1");
    ts_assert_refused(g, s, "C1");
    free(s);
    tb_game_free(g);
}

/* §7.3: a stone without liberties is legal when it captures (and wins), not otherwise. */
static void test_suicide_unless_capture(void **unused)
{
    tb_game *g = ts_game("atari-go", "size=5");
    void *s = ts_state(g, "5/5/X4/OX3/1OX2 b");
    assert_string_equal(ts_immediate_wins(g, s), "A1"); /* takes A2 and B1, two groups */
    ts_play(g, s, "A1");
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    assert_string_equal(o.reason, "Black captured 2 stones");
    free(s);

    s = ts_state(g, "5/5/X4/OX3/1OX2 w");
    ts_assert_refused(g, s, "A1"); /* would join A2 and B1 with no liberty left */
    tb_action moves[64];
    int n = g->cls->legal(g, s, moves);
    assert_int_equal(n, 19); /* every empty point but A1 */
    free(s);
    tb_game_free(g);
}

static void test_bad_moves(void **unused)
{
    tb_game *g = ts_game("atari-go", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "E5");
    const char *bad[] = {"E5", "e5",  "J1",  "A10",  "A0", "Z9", "E",
                         "7E", "E7x", "E 7", "pass", "--", "E05"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    tb_error err = {{0}};
    tb_action a;
    assert_false(tb_game_parse_action(g, s, "e5", &a, &err));
    assert_non_null(strstr(err.msg, "occupied"));
    assert_false(tb_game_parse_action(g, s, "J1", &a, &err));
    assert_non_null(strstr(err.msg, "A1 to I9"));
    assert_true(tb_game_parse_action(g, s, "e6", &a, &err)); /* lower case is fine */
    free(s);
    tb_game_free(g);
}

static void test_bad_positions(void **unused)
{
    tb_game *g = ts_game("atari-go", NULL);
    const char *bad[] = {
        "",
        "9/9/9/9/9/9/9/9 b",             /* eight ranks */
        "9/9/9/9/9/9/9/9/10 b",          /* a rank too long */
        "9/9/9/9/9/9/9/9/8Z b",          /* unknown piece */
        "9/9/9/9/9/9/9/9/9",             /* no side to move */
        "9/9/9/9/9/9/9/9/9 x",           /* bad side */
        "9/9/9/9/9/9/9/9/9 b 40",        /* one reserve only */
        "9/9/9/9/9/9/9/9/9 b 40 40 0",   /* passes without captures */
        "9/9/9/9/9/9/9/9/9 b 39 40",     /* a black stone has vanished */
        "9/9/9/9/9/9/9/9/9 b -1 40",     /* not a count */
        "9/9/9/9/9/9/9/9/9 b 40 40 1 0", /* passes need no_move=pass */
        "9/9/9/9/9/9/9/9/9 b 40 40 0 1", /* a captured stone that was never placed */
        "9/9/9/9/9/9/9/9/9 b 40 40 0 0 0",
        "9/9/9/9/9/9/9/9/9 b 39 40 0 1",       /* White captured with no stone on the board */
        "XO7/O8/9/9/9/9/9/9/9 b",              /* the black stone on A9 has no liberties */
        "XXXXXXXXX/9/9/9/9/9/9/9/9/9/9/9/9 b", /* too many ranks */
        "XXXXX4/XXXXX4/XXXXX4/XXXXX4/XXXXX4/XXXXX4/XXXXX4/XXXXX4/XXXXX4 w", /* 45 black */
    };
    void *s = ts_state(g, "9/9/9/9/4X4/9/9/9/9 w");
    void *before = malloc(g->state_size);
    memcpy(before, s, g->state_size);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        if (tb_game_parse_position(g, bad[i], s, &err))
            fail_msg("position '%s' was accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(before, s, g->state_size);
    }
    free(before);
    free(s);
    tb_game_free(g);
}

static void test_bad_options(void **unused)
{
    const tb_variant *v = tb_registry_find("atari-go");
    assert_non_null(v);
    const char *bad[] = {"size=1",       "size=20",    "size=nine",    "size=9x9",
                         "stones=0",     "stones=362", "stones=-1",    "no_move=draw",
                         "colour=white", "size=",      "size=9,size=9"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        tb_game *g = tb_game_new(v, bad[i], &err);
        if (g)
            fail_msg("options '%s' were accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
    }
    tb_game *g = ts_game("atari-go", "size=19,stones=180,no_move=PASS");
    void *s = ts_state(g, NULL);
    tb_action moves[400];
    assert_int_equal(g->cls->legal(g, s, moves), 361);
    assert_text(g, s, "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 180 180");
    ts_play(g, s, "S19; s1");
    free(s);
    tb_game_free(g);
}

/* §7.3 AMBIGUITY, default: a player with no legal placement loses. Here every empty point of
 * a 5x5 board is an eye of the one white group (Black would capture nothing). */
static void test_no_legal_placement_loses(void **unused)
{
    const char *position = "OOOO1/OOOOO/OO1OO/OOOOO/1OOOO b";
    tb_game *g = ts_game("atari-go", "size=5,stones=22");
    void *s = ts_state(g, position);
    tb_action moves[32];
    assert_int_equal(g->cls->legal(g, s, moves), 0);
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    assert_true(o.over);
    assert_int_equal(o.result[WHITE], TB_WIN);
    assert_int_equal(o.result[BLACK], TB_LOSS);
    assert_string_equal(o.reason, "Black has no legal placement");
    free(s);
    tb_game_free(g);
}

/* §7.3 AMBIGUITY, default: a player with no stone left loses, even with empty points. */
static void test_no_stone_left_loses(void **unused)
{
    tb_game *g = ts_game("atari-go", "size=5,stones=1");
    void *s = ts_state(g, "5/5/2X2/5/O4 w");
    assert_text(g, s, "5/5/2X2/5/O4 w 0 0");
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    assert_true(o.over);
    assert_int_equal(o.result[BLACK], TB_WIN);
    assert_string_equal(o.reason, "White has no stone left");
    free(s);
    tb_game_free(g);
}

/* §7.3 option no_move=pass: the pass exists only for a player who cannot place; two passes
 * in a row draw. */
static void test_no_move_pass_option(void **unused)
{
    tb_game *g = ts_game("atari-go", "size=5,stones=22,no_move=pass");
    void *s = ts_state(g, "OOOO1/OOOOO/OO1OO/OOOOO/1OOOO b");
    ts_assert_moves(g, s, "pass");
    ts_play(g, s, "PASS");
    assert_text(g, s, "OOOO1/OOOOO/OO1OO/OOOOO/1OOOO w 22 0 1 0");
    assert_false(tb_game_over(g, s));
    ts_assert_moves(g, s, "pass"); /* White has no stone left */
    ts_play(g, s, "pass");
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    assert_true(o.over);
    assert_int_equal(o.result[BLACK], TB_DRAW);
    assert_int_equal(o.result[WHITE], TB_DRAW);
    assert_string_equal(o.reason, "both players passed");
    void *back = ts_state(g, "OOOO1/OOOOO/OO1OO/OOOOO/1OOOO b 22 0 2 0");
    assert_memory_equal(back, s, g->state_size);
    free(back);
    free(s);

    /* White can still fill an eye after Black's pass; the placement resets the passes. */
    tb_game_free(g);
    g = ts_game("atari-go", "size=5,stones=23,no_move=pass");
    s = ts_state(g, "OOOO1/OOOOO/OO1OO/OOOOO/1OOOO b");
    ts_play(g, s, "pass");
    ts_assert_moves(g, s, "A1 C3 E5");
    ts_assert_refused(g, s, "pass");
    ts_play(g, s, "C3");
    assert_text(g, s, "OOOO1/OOOOO/OOOOO/OOOOO/1OOOO b 23 0");
    free(s);

    /* A recorded pass must come from a player who had no legal placement. */
    tb_error err = {{0}};
    s = ts_state(g, NULL);
    assert_false(tb_game_parse_position(g, "5/5/5/5/5 w 23 23 1 0", s, &err));
    assert_non_null(strstr(err.msg, "passed"));
    free(s);
    tb_game_free(g);
}

/* Random games: every position round-trips through its text with the same bytes and hash,
 * every game ends (a capture or a lack of moves) before the reserves run out twice. */
static void random_games(const char *options, int games)
{
    tb_game *g = ts_game("atari-go", options);
    void *s = malloc(g->state_size);
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    uint32_t x = 2024;
    int captures = 0;
    for (int game = 0; game < games; game++) {
        g->cls->initial(g, s);
        for (int ply = 0;; ply++) {
            ts_assert_position_reads_back(g, s);
            int n = g->cls->legal(g, s, moves);
            tb_outcome o;
            g->cls->outcome(g, s, &o);
            assert_int_equal(o.over, n == 0);
            if (o.over) {
                captures += strstr(o.reason, "captured") != NULL;
                break;
            }
            assert_true(ply < 2 * 361 + 2);
            x = x * 1664525u + 1013904223u;
            tb_action a = moves[(x >> 8) % (uint32_t)n];
            ts_assert_action_reads_back(g, s, a);
            g->cls->apply(g, s, a);
        }
    }
    assert_true(captures > 0);
    free(moves);
    free(s);
    tb_game_free(g);
}

static void test_random_games(void **unused)
{
    random_games(NULL, 40);
    random_games("size=5,stones=6", 100);
    random_games("size=5,stones=12,no_move=pass", 100);
    random_games("size=7,no_move=pass", 40);
}

/* Mangled position texts never crash; whatever is accepted prints back to a text that reads
 * to the same state. */
static void test_mangled_positions(void **unused)
{
    tb_game *g = ts_game("atari-go", "no_move=pass");
    const char *seed = "OXXX3XO/1OOX5/1XX6/9/9/9/9/OOOO5/1O1O5 b 33 30 0 0";
    const char alphabet[] = "XOxo0123456789/ bw-";
    void *s = malloc(g->state_size), *back = malloc(g->state_size);
    uint32_t x = 7;
    int accepted = 0;
    for (int i = 0; i < 3000; i++) {
        char text[128];
        snprintf(text, sizeof text, "%s", seed);
        size_t len = strlen(text);
        for (int k = 0; k < 1 + i % 3; k++) {
            x = x * 1664525u + 1013904223u;
            text[(x >> 8) % len] = alphabet[(x >> 20) % (sizeof alphabet - 1)];
        }
        tb_error err = {{0}};
        if (!tb_game_parse_position(g, text, s, &err)) {
            assert_true(err.msg[0] != '\0');
            continue;
        }
        accepted++;
        char printed[256];
        g->cls->position_to_text(g, s, printed, sizeof printed);
        if (!tb_game_parse_position(g, printed, back, &err))
            fail_msg("'%s' (from '%s') does not read back: %s", printed, text, err.msg);
        assert_memory_equal(s, back, g->state_size);
    }
    assert_true(accepted > 0);
    free(back);
    free(s);
    tb_game_free(g);
}

static void test_view(void **unused)
{
    tb_game *g = ts_game("atari-go", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "E7");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 81);
    int stars = 0;
    for (int i = 0; i < v.num_cells; i++) {
        assert_int_equal(v.cells[i].shape, TB_SHAPE_POINT);
        stars += (v.cells[i].marks & TB_MARK_HOSHI) != 0;
    }
    assert_int_equal(stars, 5);
    const char *hoshi[] = {"C3", "G3", "C7", "G7", "E5"};
    for (int i = 0; i < 5; i++)
        assert_true(v.cells[tb_view_find(&v, hoshi[i])].marks & TB_MARK_HOSHI);
    int e7 = tb_view_find(&v, "E7");
    assert_true(e7 >= 0);
    assert_int_equal(v.cells[e7].num_pieces, 1);
    assert_int_equal(v.pieces[v.cells[e7].first_piece].colour, TB_COLOUR_BLACK);
    assert_int_equal(v.num_links, 2 * 9 * 8);
    assert_int_equal(v.num_reserves, 2);
    assert_int_equal(v.reserves[0].count, 39);
    assert_int_equal(v.reserves[1].count, 40);
    assert_string_equal(v.status, "White to move, 40 stones in reserve");
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* The liberty heuristic sees the capture of example 2 coming, from both sides. */
static void test_evaluate(void **unused)
{
    tb_game *g = ts_game("atari-go", NULL);
    void *s = ts_state(g, "OXXX3XO/1OOX5/1XX6/9/9/9/9/OOOO5/1O1O5 b");
    assert_non_null(g->cls->evaluate);
    int black = g->cls->evaluate(g, s, BLACK);
    assert_true(black > 0);
    assert_int_equal(g->cls->evaluate(g, s, WHITE), -black);
    free(s);
    s = ts_state(g, NULL);
    assert_int_equal(g->cls->evaluate(g, s, BLACK), 0);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_initial_position),
        cmocka_unit_test(test_example1_liberty_counts),
        cmocka_unit_test(test_example2_winning_captures),
        cmocka_unit_test(test_suicide_unless_capture),
        cmocka_unit_test(test_bad_moves),
        cmocka_unit_test(test_bad_positions),
        cmocka_unit_test(test_bad_options),
        cmocka_unit_test(test_no_legal_placement_loses),
        cmocka_unit_test(test_no_stone_left_loses),
        cmocka_unit_test(test_no_move_pass_option),
        cmocka_unit_test(test_random_games),
        cmocka_unit_test(test_mangled_positions),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_evaluate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
