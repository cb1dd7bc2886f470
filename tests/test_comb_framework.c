/* The combinatorial-games framework (combinatorial.md §2.3): position text of sums, move text
 * with component prefixes, limits, misère. Test vectors are cited by their ids (TV-…). */
#include "support.h"

#include <limits.h>

#include "games/combinatorial/comb.h"
#include "games/combinatorial/text_io.h"

static void sums_and_normal_text(void **unused)
{
    tb_game *g = ts_game("nim", NULL);
    void *s = ts_state(g, "  sub{3,2,3}:  7   +  sub{2,5,8}: 10 ");
    assert_string_equal(ts_position_text(g, s), "sub{2,3}: 7 + sub{2,5,8}: 10");
    /* §2.3: with several components a move is "[k] move". */
    ts_assert_moves(g, s, "[1] 1:7>5 [1] 1:7>4 [2] 1:10>8 [2] 1:10>5 [2] 1:10>2");
    ts_play(g, s, "[2] 1:10>2");
    assert_string_equal(ts_position_text(g, s), "sub{2,3}: 7 + sub{2,5,8}: 2 ; 2");
    /* Without the index, the one component where the move is legal. */
    ts_play(g, s, "1:7>4");
    assert_string_equal(ts_position_text(g, s), "sub{2,3}: 4 + sub{2,5,8}: 2");
    ts_assert_refused(g, s, "[3] 1:4>2");
    ts_assert_refused(g, s, "1:4>3"); /* not a move of S{2,3} */
    free(s);
    s = ts_state(g, "nim: 3 + nim: 3");
    ts_assert_refused(g, s, "1:3>1"); /* ambiguous: both components have it */
    ts_play(g, s, "[2] 1:3>1");
    assert_string_equal(ts_position_text(g, s), "nim: 3 + nim: 1 ; 2");
    free(s);
    tb_game_free(g);
}

#define NINE_COMPONENTS                                                                            \
    ("nim: 1 + nim: 1 + nim: 1 + nim: 1 + nim: 1 + nim: 1 + nim: 1 + "                             \
     "nim: 1 + nim: 1")

static void bad_positions(void **unused)
{
    tb_game *g = ts_game("nim", NULL);
    void *s = ts_state(g, NULL);
    const char *bad[] = {
        "",          "nim",         "nim 3",      "nim: 3 x",       "nim: -1",
        "nim{2}: 3", "nim[a=1]: 3", "sub: 3",     "sub{0}: 3",      "nim: 3 +",
        "+ nim: 3",  "foo: 3",      "nim: 3 ; 3", "nim: 4000 4000", NINE_COMPONENTS};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        void *copy = malloc(g->state_size);
        memcpy(copy, s, g->state_size);
        if (tb_game_parse_position(g, bad[i], copy, &err))
            fail_msg("'%s' accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(copy, s, g->state_size);
        free(copy);
    }
    free(s);
    tb_game_free(g);
}

/* §2.1: the player who cannot move loses (normal) or wins (misère). */
static void normal_and_misere_end(void **unused)
{
    tb_game *g = ts_game("nim", NULL);
    void *s = ts_state(g, "nim: 1");
    ts_play(g, s, "1:1>0");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_WIN && o.result[1] == TB_LOSS);
    free(s);
    tb_game_free(g);
    g = ts_game("nim", "play=misere");
    s = ts_state(g, "nim: 1");
    ts_play(g, s, "1:1>0");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_LOSS && o.result[1] == TB_WIN);
    free(s);
    tb_game_free(g);
}

/* TV-SUB-5 [Thesis, after Ex. 2.11]: the sequence 1:7>5, 1:5>1 is legal in sub{2,4}: 7 and
 * sub{2,4}: 1 is terminal (the player to move there loses). */
static void tv_sub_5_sequence(void **unused)
{
    tb_game *g = ts_game("sub", NULL);
    void *s = ts_state(g, "sub{2,4}: 7");
    ts_play(g, s, "1:7>5; 1:5>1");
    assert_string_equal(ts_position_text(g, s), "sub{2,4}: 1");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_LOSS);
    free(s);
    tb_game_free(g);
}

/* TV-ADD-1 [Thesis, Ex. 2.14]: the move +1 from addup{1,2,3}: 13 0 leaves total 1; overshooting
 * the target is illegal (A15). */
static void addup_moves_text(void **unused)
{
    tb_game *g = ts_game("addup", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s), "addup{1,2,3}: 13 0");
    ts_play(g, s, "+1");
    assert_string_equal(ts_position_text(g, s), "addup{1,2,3}: 13 1 ; 2");
    free(s);
    s = ts_state(g, "addup{1,2,3}: 13 11");
    ts_assert_moves(g, s, "+1 +2");
    ts_assert_refused(g, s, "+3");
    free(s);
    tb_game_free(g);
}

/* §1: the Portuguese aliases of the keywords are accepted; the text prints the keyword. */
static void portuguese_aliases(void **unused)
{
    tb_game *g = ts_game("nim", NULL);
    const char *pairs[][2] = {
        {"subtraccao{1,2}: 5", "sub{1,2}: 5"},     {"nim-avido: 3 3", "greedy: 3 3"},
        {"escadas: 1 2", "stairs: 1 2"},           {"matrizes: 1 2 / 3 4", "matrix: 1 2 / 3 4"},
        {"par-impar: 1 2 | -", "parity: 1 2 | -"}, {"NIM: 4", "nim: 4"}};
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        void *s = ts_state(g, pairs[i][0]);
        assert_string_equal(ts_position_text(g, s), pairs[i][1]);
        free(s);
    }
    tb_game_free(g);
}

/* combinatorial.md §2.4 reports, or a clear error when the position is too large for the
 * limits; what a failed analysis had gathered (here the heap-equivalent of the Nim heap) is
 * freed by the analysis, so that the caller frees nothing (the sanitizer build checks). */
static void failed_analysis_keeps_nothing(void **unused)
{
    tb_game *g = ts_game("nim", NULL);
    void *s = ts_state(g, "nim: 2 + chomp: 6x6");
    tb_comb_limits lim = {.max_positions = 10};
    tb_comb_report r;
    tb_error err = {{0}};
    assert_false(tb_comb_analyse(g, s, false, &lim, &r, &err));
    assert_non_null(strstr(err.msg, "more than 10 positions"));
    assert_null(r.parts);
    assert_int_equal(r.num_parts, 0);
    assert_null(r.winning);
    free(s);
    tb_game_free(g);
}

/* Numbers in position and move texts: a refused number (out of range, or beyond a long
 * even when the range is all of them) is not consumed, so messages quote all of it. */
static void numbers_in_texts(void **unused)
{
    long v = -1;
    comb_text_reader r = {"  1234 x"};
    assert_false(comb_text_int(&r, 0, 1000, &v));
    assert_string_equal(r.s, "1234 x");
    assert_true(comb_text_int(&r, 0, 1234, &v));
    assert_int_equal(v, 1234);
    assert_string_equal(r.s, " x");
    r.s = "99999999999999999999999";
    assert_false(comb_text_int(&r, 0, LONG_MAX, &v));
    assert_string_equal(r.s, "99999999999999999999999");
    r.s = "9223372036854775807";
    assert_true(comb_text_int(&r, 0, LONG_MAX, &v));
    assert_true(v == LONG_MAX);
    r.s = "7";
    assert_false(comb_text_int(&r, 0, 5, &v)); /* a digit over a small bound */
    r.s = "x";
    assert_false(comb_text_int(&r, 0, 5, &v));
    assert_string_equal(r.s, "x");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sums_and_normal_text),
        cmocka_unit_test(bad_positions),
        cmocka_unit_test(normal_and_misere_end),
        cmocka_unit_test(tv_sub_5_sequence),
        cmocka_unit_test(addup_moves_text),
        cmocka_unit_test(portuguese_aliases),
        cmocka_unit_test(failed_analysis_keeps_nothing),
        cmocka_unit_test(numbers_in_texts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
