/* Produto: rules/cnjm.md §5. */
#include "support.h"

#include <math.h>
#include <stdio.h>

enum { BLACK = 0, WHITE = 1 };

static const char *const START = "5/6/7/8/9/8/7/6/5 b 1";

/* cnjm.md §5.5: Black a1 b1 b2 c2 c3 c4 d5 g8 h6 i6 i7, White a2 a3 a4 b3 b4 c5 g4 h7 h8
 * h9, written column by column from the bottom; Black to move (set explicitly, see §5.5). */
static const char *const EXAMPLE = "BWWW1/BBWW2/1BBBW2/4B3/9/8/1W3B1/2BWWW/1BB2 b 2";

/* A full board but b3, Black to place the last stone of his 16th turn. Columns a b f g i
 * are black, c d e h white: Black's groups a+b (5 + 5 without b3), f+g (15) and i (5);
 * White's c+d+e (24) and h (6). */
static const char *const LAST_STONE =
    "BBBBB/BB1BBB/WWWWWWW/WWWWWWWW/WWWWWWWWW/BBBBBBBB/BBBBBBB/WWWWWW/BBBBB b 1";

static void assert_scores(const tb_game *g, const void *s, int black, int white)
{
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.scored);
    assert_true(o.score[BLACK] == black);
    assert_true(o.score[WHITE] == white);
}

static void test_turns(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s), START);
    tb_action moves[256];
    assert_int_equal(g->cls->legal(g, s, moves), 2 * 61); /* any cell, either colour */
    assert_false(tb_game_mid_turn(g, s));

    /* §5.2: Black's first turn is one stone... */
    tb_action acts[4];
    tb_error err = {{0}};
    assert_int_equal(tb_game_parse_turn(g, s, "e5:B f5:B", acts, 4, &err), -1);
    assert_string_equal(err.msg, "the turn is over before 'f5:B'");
    ts_play(g, s, "e5:B");
    assert_int_equal(g->cls->to_move(g, s), WHITE);
    assert_false(tb_game_mid_turn(g, s));
    assert_string_equal(ts_position_text(g, s), "5/6/7/8/4B4/8/7/6/5 w 2");

    /* ...every later turn two, of either colour; the mover stays until the second. */
    ts_play(g, s, "f5:W");
    assert_int_equal(g->cls->to_move(g, s), WHITE);
    assert_true(tb_game_mid_turn(g, s));
    assert_string_equal(ts_position_text(g, s), "5/6/7/8/4B4/3W4/7/6/5 w 1");
    ts_play(g, s, "d4:b");
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    assert_false(tb_game_mid_turn(g, s));
    assert_int_equal(tb_game_parse_turn(g, s, "a1:W a2:W a3:W", acts, 4, &err), -1);
    assert_string_equal(err.msg, "the turn is over before 'a3:W'");
    assert_int_equal(tb_game_parse_turn(g, s, "a1:W a2:B", acts, 4, &err), 2);
    free(s);
    tb_game_free(g);
}

/* cnjm.md §5.5 item 1: Black 7 x 3 = 21, White 6 x 3 = 18. */
static void test_example_current_count(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, EXAMPLE);
    assert_string_equal(ts_position_text(g, s), EXAMPLE);
    assert_scores(g, s, 21, 18);
    assert_false(ts_outcome(g, s).over);
    /* evaluate follows the products */
    assert_true(g->cls->evaluate(g, s, BLACK) > 0);
    assert_int_equal(g->cls->evaluate(g, s, WHITE), -g->cls->evaluate(g, s, BLACK));
    free(s);
    tb_game_free(g);
}

/* cnjm.md §5.5 items 2 and 3: Black's e6:B f7:B joins g8 to the big group (10 x 3 = 30);
 * White's answer f6:B g6:B makes one black group of 15, worth 0. */
static void test_example_moves(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, EXAMPLE);
    ts_play(g, s, "e6:B f7:B");
    assert_int_equal(g->cls->to_move(g, s), WHITE);
    assert_scores(g, s, 30, 18);
    ts_play(g, s, "f6:B g6:B");
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    assert_scores(g, s, 0, 18);
    free(s);
    tb_game_free(g);
}

/* §5.2: 61 = 1 + 30 x 2, so the board is full after Black's 16th turn; §5.3: the game ends
 * there, with no moves left. Always taking the first legal stone fills the cells in order
 * with black stones until the 45 black ones run out (§5.2 supply), then white ones: one
 * group each, products 0-0, and White has fewer stones. */
static void test_full_game(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, NULL);
    tb_action moves[256];
    int stones = 0, turns[2] = {1, 0}, n;
    while ((n = g->cls->legal(g, s, moves)) > 0) {
        int mover = g->cls->to_move(g, s);
        g->cls->apply(g, s, moves[0]);
        stones++;
        if (!tb_game_over(g, s) && g->cls->to_move(g, s) != mover)
            turns[!mover]++;
        if (stones == 45) /* the black supply is exhausted: only white stones now */
            for (int i = 0, k = g->cls->legal(g, s, moves); i < k; i++)
                assert_non_null(strstr(ts_action_text(g, s, moves[i]), ":W"));
    }
    assert_int_equal(stones, 61);
    assert_int_equal(turns[BLACK], 16);
    assert_int_equal(turns[WHITE], 15);
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_true(o.scored);
    assert_int_equal(o.result[WHITE], TB_WIN);
    assert_int_equal(o.result[BLACK], TB_LOSS);
    assert_string_equal(o.reason, "products 0-0, White has fewer stones (45-16)");
    ts_assert_refused(g, s, "e5:B");
    free(s);
    tb_game_free(g);
}

/* §5.3: the higher product wins; on equal products, fewer stones of one's colour; option
 * tie=second-player gives ties to White. */
static void test_end_and_tie_break(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, LAST_STONE);
    ts_assert_moves(g, s, "b3:B b3:W");
    void *end = malloc(g->state_size);

    /* b3:B joins a and b: 15 x 11 = 165 against 24 x 6 = 144. */
    memcpy(end, s, g->state_size);
    ts_play(g, end, "b3:B");
    tb_outcome o = ts_outcome(g, end);
    assert_true(o.over);
    assert_int_equal(o.result[BLACK], TB_WIN);
    assert_int_equal(o.result[WHITE], TB_LOSS);
    assert_string_equal(o.reason, "products 165-144");
    assert_scores(g, end, 165, 144);

    /* b3:W joins White's big group: 15 x 10 = 150 = 25 x 6, and Black has 30 stones to 31. */
    memcpy(end, s, g->state_size);
    ts_play(g, end, "b3:W");
    o = ts_outcome(g, end);
    assert_true(o.over);
    assert_int_equal(o.result[BLACK], TB_WIN);
    assert_int_equal(o.result[WHITE], TB_LOSS);
    assert_string_equal(o.reason, "products 150-150, Black has fewer stones (30-31)");
    tb_game_free(g);

    g = ts_game("produto", "tie=second-player");
    o = ts_outcome(g, end);
    assert_int_equal(o.result[WHITE], TB_WIN);
    assert_int_equal(o.result[BLACK], TB_LOSS);
    assert_string_equal(o.reason, "products 150-150, a tie goes to the second player");
    free(end);
    free(s);
    tb_game_free(g);

    tb_error err = {{0}};
    assert_null(tb_game_new(tb_registry_find("produto"), "tie=first-player", &err));
    assert_string_equal(
        err.msg, "option tie: expected one of fewer-stones|second-player, got 'first-player'");
    assert_null(tb_game_new(tb_registry_find("produto"), "size=6", &err));
    assert_string_equal(err.msg, "unknown option 'size' for produto");
}

/* §5.2: a colour whose 45 stones are on the board can no longer be placed. */
static void test_supply(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    /* Columns a-f (43 cells) and g3 g4 black: 45 black stones, 16 empty cells. */
    void *s = ts_state(g, "BBBBB/BBBBBB/BBBBBBB/BBBBBBBB/BBBBBBBBB/BBBBBBBB/BB5/6/5 w 2");
    tb_action moves[256];
    int n = g->cls->legal(g, s, moves);
    assert_int_equal(n, 16);
    for (int i = 0; i < n; i++)
        assert_non_null(strstr(ts_action_text(g, s, moves[i]), ":W"));
    ts_assert_refused(g, s, "i9:B");
    tb_action a;
    tb_error err = {{0}};
    assert_false(tb_game_parse_action(g, s, "i9:B", &a, &err));
    assert_string_equal(err.msg, "illegal stone i9:B: all 45 black stones are on the board");
    ts_play(g, s, "i9:W");
    free(s);
    tb_game_free(g);
}

static void test_bad_stones(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, EXAMPLE);
    const char *bad[] = {"a6:B", "i4:W", "e10:B", "e0:B",  "j5:B", "5e:B",   /* no such cell */
                         "e6",   "e6:",  "e6:X",  "e6:BB", "e6-B", "e6:B:W", /* colour */
                         "a1:W", "d5:B",                                     /* occupied */
                         ":B",   "B",    "e6 :B", "e6: B"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    struct {
        const char *text, *msg;
    } msgs[] = {
        {"a6:B", "bad stone 'a6:B': expected a cell (a1-a5, b1-b6, ..., e1-e9, ..., i5-i9) and "
                 "a colour, like e6:B"},
        {"e6:X", "bad stone 'e6:X': give the colour after the cell, as in e6:B or e6:W"},
        {"a1:W", "illegal stone a1:W: a1 is occupied"},
    };
    for (size_t i = 0; i < sizeof msgs / sizeof msgs[0]; i++) {
        tb_action a;
        tb_error err = {{0}};
        assert_false(tb_game_parse_action(g, s, msgs[i].text, &a, &err));
        assert_string_equal(err.msg, msgs[i].msg);
    }
    /* Both cases of the colour letter; printed in upper case. */
    tb_action a, b;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "E6:w", &a, &err));
    assert_true(tb_game_parse_action(g, s, "e6:W", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "e6:W");
    free(s);
    tb_game_free(g);
}

static void test_bad_positions(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, EXAMPLE);
    void *before = malloc(g->state_size);
    memcpy(before, s, g->state_size);
#define SIDE_MSG(got)                                                                              \
    "bad position: expected ' b' or ' w' (the player to move) and optionally the stones left "     \
    "in the turn (1 or 2), got '" got "'"
    struct {
        const char *text, *msg;
    } bad[] = {
        {"5/6/7/8/9/8/7/6 b", "bad position: expected 9 columns separated by '/'"},
        {"5/6/7/8/9/8/7/6/5/1 b", SIDE_MSG("/1 b")},
        {"6/6/7/8/9/8/7/6/5 b", "bad position: column a must describe 5 cells"},
        {"4/6/7/8/9/8/7/6/5 b", "bad position: column a must describe 5 cells"},
        {"5/6/7/8/9/8/7/6/BBBBBB b", "bad position: column i must describe 5 cells"},
        {"5/6/7/8/12/8/7/6/5 b", "bad position: column e must describe 9 cells"},
        {"5/6/7/8/09/8/7/6/5 b",
         "bad position: unexpected '0' (stones are B and W, digits count empty cells)"},
        {"5/6/7/8/4b4/8/7/6/5 w", "bad position: unexpected 'b' (stones are B and W, digits "
                                  "count empty cells)"},
        {"5/6/7/8/4B4/8/7/6/5 x", SIDE_MSG(" x")},
        {"5/6/7/8/4B4/8/7/6/5 b 3", SIDE_MSG(" b 3")},
        {"5/6/7/8/4B4/8/7/6/5", SIDE_MSG("")},
        {"5/6/7/8/9/8/7/6/5 w", "bad position: on the empty board Black places one stone ('b 1')"},
        {"5/6/7/8/9/8/7/6/5 b 2",
         "bad position: on the empty board Black places one stone ('b 1')"},
        {"BBBBB/BBBBBB/BBBBBBB/BBBBBBBB/BBBBBBBBB/BBBBBBBB/BBB4/6/5 w",
         "bad position: more than 45 black stones"},
        {"", "bad position: column a must describe 5 cells"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        if (tb_game_parse_position(g, bad[i].text, s, &err))
            fail_msg("position '%s' was accepted", bad[i].text);
        assert_string_equal(err.msg, bad[i].msg);
        assert_memory_equal(s, before, g->state_size);
    }
    /* Without the count, a turn starts: two stones, or one on the empty board. */
    void *t = ts_state(g, "5/6/7/8/4B4/8/7/6/5 w");
    assert_string_equal(ts_position_text(g, t), "5/6/7/8/4B4/8/7/6/5 w 2");
    free(t);
    t = ts_state(g, "5/6/7/8/9/8/7/6/5 b");
    void *start = ts_state(g, NULL);
    assert_memory_equal(t, start, g->state_size);
    free(start);
    free(t);
    free(before);
    free(s);
    tb_game_free(g);
}

/* x = column, y = row - column / 2: cells of a column are 1 apart, and every cell's six
 * neighbours are the nearest cells. */
static void test_view(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    void *s = ts_state(g, EXAMPLE);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 61);
    assert_int_equal(v.num_pieces, 21);
    assert_int_equal(v.num_texts, 18); /* 9 column letters, 9 row numbers */
    const tb_view_cell *a1 = &v.cells[tb_view_find(&v, "a1")];
    const tb_view_cell *e5 = &v.cells[tb_view_find(&v, "e5")];
    const tb_view_cell *i9 = &v.cells[tb_view_find(&v, "i9")];
    assert_true(a1->x == 0 && a1->y == 0);
    assert_true(e5->x == 4 && e5->y == 2);
    assert_true(i9->x == 8 && i9->y == 4);
    assert_int_equal(tb_view_find(&v, "a6"), -1);
    int adjacent = 0;
    for (int i = 0; i < v.num_cells; i++) {
        assert_int_equal(v.cells[i].shape, TB_SHAPE_HEX);
        for (int j = 0; j < v.num_cells; j++) {
            double d = hypot(v.cells[i].x - v.cells[j].x, v.cells[i].y - v.cells[j].y);
            if (i != j && d < 1.2)
                adjacent++;
        }
    }
    /* In each of the 3 directions the 61 cells lie on 9 lines, so 61 - 9 edges; every edge
     * is counted from both ends. */
    assert_int_equal(adjacent, 2 * 3 * (61 - 9));
    const tb_view_cell *d5 = &v.cells[tb_view_find(&v, "d5")];
    assert_int_equal(d5->num_pieces, 1);
    assert_int_equal(v.pieces[d5->first_piece].colour, TB_COLOUR_BLACK);
    assert_int_equal(v.pieces[d5->first_piece].owner, BLACK);
    assert_int_equal(v.num_reserves, 2);
    assert_int_equal(v.reserves[0].count, 45 - 11);
    assert_int_equal(v.reserves[1].count, 45 - 10);
    assert_string_equal(v.status, "Black to move, 2 stones to place; products 21-18");
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* Random whole games: 61 stones, every action and position round-trips. */
static void test_random_games(void **unused)
{
    tb_game *g = ts_game("produto", NULL);
    unsigned seed = 777;
    for (int game = 0; game < 40; game++) {
        void *s = ts_state(g, NULL);
        tb_action moves[256];
        int n, stones = 0;
        while ((n = g->cls->legal(g, s, moves)) > 0) {
            seed = seed * 1103515245u + 12345u;
            tb_action a = moves[(seed >> 16) % (unsigned)n];
            ts_assert_action_reads_back(g, s, a);
            g->cls->apply(g, s, a);
            stones++;
            ts_assert_position_reads_back(g, s);
        }
        assert_int_equal(stones, 61);
        tb_outcome o = ts_outcome(g, s);
        assert_true(o.over);
        assert_int_equal(o.result[0] + o.result[1], 0);
        assert_true(o.result[0] != TB_DRAW);
        free(s);
    }
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turns),
        cmocka_unit_test(test_example_current_count),
        cmocka_unit_test(test_example_moves),
        cmocka_unit_test(test_full_game),
        cmocka_unit_test(test_end_and_tie_break),
        cmocka_unit_test(test_supply),
        cmocka_unit_test(test_bad_stones),
        cmocka_unit_test(test_bad_positions),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
