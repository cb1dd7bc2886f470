/* Avanço (Breakthrough 7x7): rules/cnjm.md §6. */
#include "support.h"

#include "tabula/perft.h"

static tb_game *game;

static int setup(void **unused)
{
    game = ts_game("avanco", NULL);
    return 0;
}

static int teardown(void **unused)
{
    tb_game_free(game);
    return 0;
}

/* cnjm.md §6.5 example 1: a white piece on d4 with c5 d5 e5 empty may go to any of them. */
static void example1_moves(void **unused)
{
    void *s = ts_state(game, "p6/7/7/3P3/7/7/7 w");
    ts_assert_moves(game, s, "d4-c5 d4-d5 d4-e5");
    free(s);
}

/* cnjm.md §6.5 example 2: with black pieces on c5 d5 e5 it captures on c5 or e5 but can
 * neither move to nor capture on d5. */
static void example2_captures(void **unused)
{
    void *s = ts_state(game, "7/7/2ppp2/3P3/7/7/7 w");
    ts_assert_moves(game, s, "d4xc5 d4xe5");
    ts_assert_refused(game, s, "d4-d5");
    ts_assert_refused(game, s, "d4xd5");
    free(s);
}

/* cnjm.md §6.5 example 3: White has exactly 19 first moves (2 + 5x3 + 2); row 1 is blocked. */
static void example3_initial_moves(void **unused)
{
    void *s = ts_state(game, NULL);
    ts_assert_moves(game, s,
                    "a2-a3 a2-b3 b2-a3 b2-b3 b2-c3 c2-b3 c2-c3 c2-d3 d2-c3 d2-d3 d2-e3 "
                    "e2-d3 e2-e3 e2-f3 f2-e3 f2-f3 f2-g3 g2-f3 g2-g3");
    char text[128];
    game->cls->position_to_text(game, s, text, sizeof text);
    /* §6.1: White on rows 1-2, Black on rows 6-7, in Fairy-Stockfish's FEN. */
    assert_string_equal(text, "ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP w");
    free(s);
}

/* §6.2: pieces move forward only — Black moves towards row 1 — and straight moves never
 * capture. */
static void black_moves_down(void **unused)
{
    void *s = ts_state(game, "7/7/3p3/3P3/7/7/7 b");
    ts_assert_moves(game, s, "d5-c4 d5-e4");
    free(s);
}

/* §6.3: reaching the far row wins at once; §6.3 decision: a player with no piece loses. */
static void winning_conditions(void **unused)
{
    void *s = ts_state(game, "7/3P3/7/7/7/p6/7 w");
    ts_play(game, s, "d6-d7");
    tb_outcome o;
    game->cls->outcome(game, s, &o);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    assert_int_equal(o.result[1], TB_LOSS);
    assert_int_equal(tb_perft(game, s, 1), 0); /* a finished game has no moves */
    free(s);

    s = ts_state(game, "7/7/7/7/7/1p5/P6 w");
    ts_play(game, s, "a1xb2");
    game->cls->outcome(game, s, &o);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    assert_non_null(strstr(o.reason, "no pieces"));
    free(s);

    s = ts_state(game, "7/7/7/7/7/1p5/7 w"); /* Black reaches row 1 next; White has none */
    game->cls->outcome(game, s, &o);
    assert_true(o.over);
    assert_int_equal(o.result[1], TB_WIN);
    free(s);
}

/* §6.4 notation: d4-d5, d4xe5, and the short forms d5 and xe5 when unambiguous. */
static void notation(void **unused)
{
    void *s = ts_state(game, "7/7/4p2/3P1P1/7/7/7 w");
    tb_action a, b;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(game, s, "d4xe5", &a, &err));
    assert_true(tb_game_parse_action(game, s, "D4:E5", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(game, s, a), "d4xe5");
    assert_true(tb_game_parse_action(game, s, "d5", &b, &err));
    assert_string_equal(ts_action_text(game, s, b), "d4-d5");
    /* e5 can be reached by d4 and f4: the short form is ambiguous and says so. */
    assert_false(tb_game_parse_action(game, s, "xe5", &b, &err));
    assert_non_null(strstr(err.msg, "ambiguous"));
    ts_assert_refused(game, s, "d4-d6");
    ts_assert_refused(game, s, "d4-c3"); /* backwards */
    ts_assert_refused(game, s, "h4-h5"); /* off the board */
    ts_assert_refused(game, s, "d4--d5");
    free(s);
}

static void bad_positions(void **unused)
{
    const char *bad[] = {"ppppppp/ppppppp/7/7/7/PPPPPPP w",    /* six ranks */
                         "pppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP w", /* eight files */
                         "ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP x",
                         "ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPK w",
                         "P6/7/7/7/7/7/p6 w", /* both sides on their goal rows */
                         ""};
    void *s = ts_state(game, NULL), *copy = malloc(game->state_size);
    memcpy(copy, s, game->state_size);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        assert_false(tb_game_parse_position(game, bad[i], s, &err));
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(s, copy, game->state_size);
    }
    free(copy);
    free(s);
}

/* The search-only pass (null_move hook): the other side to move and the same pieces; refused
 * with fewer than five pieces for the mover (zugzwang) and on a finished game. */
static void null_move(void **unused)
{
    void *s = ts_state(game, NULL);
    assert_true(game->cls->null_move(game, s));
    assert_string_equal(ts_position_text(game, s), "ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP b");
    free(s);
    const char *refused[] = {"ppppppp/7/7/7/7/7/PPPP3 w", /* four white pieces */
                             "P6/ppppp2/7/7/7/7/PPPPP2 b" /* White has won */};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        s = ts_state(game, refused[i]);
        assert_false(game->cls->null_move(game, s));
        assert_string_equal(ts_position_text(game, s), refused[i]);
        free(s);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(example1_moves),     cmocka_unit_test(example2_captures),
        cmocka_unit_test(example3_initial_moves), cmocka_unit_test(black_moves_down),
        cmocka_unit_test(winning_conditions), cmocka_unit_test(notation),
        cmocka_unit_test(bad_positions),      cmocka_unit_test(null_move),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
