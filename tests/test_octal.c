/* Octal games (src/cgt/octal.c): Grundy sequences of one heap, with the period proven by the
 * Octal Periodicity Theorem. Checked against published facts (Winning Ways ch. 4; Guy & Smith
 * 1956; combinatorial.md §4.18 TV-KY-1) and against tabula's own game kinds computed the other
 * way, position by position through tb_comb_analyse (Kayles runs, subtraction heaps). */
#include "support.h"

#include <stdio.h>

#include "games/combinatorial/comb.h"
#include "tabula/cgt.h"

static tb_octal_sequence values(const char *code, size_t n)
{
    tb_octal game;
    tb_error err = {{0}};
    if (!tb_octal_parse(code, &game, &err))
        fail_msg("%s refused: %s", code, err.msg);
    tb_octal_sequence seq;
    /* bounded: a broken rule that never proves a period fails instead of running for hours */
    if (!tb_octal_values(&game, n, 30, &seq, &err))
        fail_msg("%s: %s", code, err.msg);
    assert_true(seq.complete);
    assert_int_equal(seq.n, n);
    return seq;
}

/* The Grundy value of a one-component position, computed by the generic analysis with the
 * kinds' closed formulas switched off. */
static uint64_t analysed(const tb_game *g, const char *position)
{
    tb_comb_state s;
    tb_error err = {{0}};
    tb_comb_limits brute = {.no_fast_paths = true};
    tb_comb_report r;
    if (!tb_comb_parse(position, false, &s, &err) || !tb_comb_analyse(g, &s, false, &brute, &r, &err))
        fail_msg("%s: %s", position, err.msg);
    uint64_t v = r.grundy;
    tb_comb_report_free(&r);
    return v;
}

/* TV-KY-1: the first 40 Kayles values, then period 12 from n = 71, last exception n = 70. */
static void test_kayles_published(void **unused)
{
    (void)unused;
    static const unsigned first[40] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2,
                                       1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3};
    static const unsigned block[12] = {7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2}; /* n = 71.. */
    tb_octal_sequence s = values("0.77", 1000000);
    for (int n = 0; n < 40; n++)
        assert_int_equal(s.g[n], first[n]);
    assert_int_equal(s.period, 12);
    assert_int_equal(s.preperiod, 71);
    for (size_t n = 71; n <= 1000000; n += 997)
        assert_int_equal(s.g[n], block[(n - 71) % 12]);
    assert_int_equal(s.max_value, 8);
    tb_octal_sequence_free(&s);
}

/* Winning Ways: Dawson's chess 0.137 has period 34 and last exception n = 51; Dawson's
 * Kayles 0.07 is the same game on heaps one token longer. */
static void test_dawson(void **unused)
{
    (void)unused;
    tb_octal_sequence chess = values("0.137", 100000), kayles = values("0.07", 100001);
    assert_int_equal(chess.period, 34);
    assert_int_equal(chess.preperiod, 52);
    assert_int_equal(kayles.period, 34);
    for (size_t n = 0; n <= 100000; n++)
        if (kayles.g[n + 1] != chess.g[n])
            fail_msg("0.07 at %zu is %u, 0.137 at %zu is %u", n + 1, kayles.g[n + 1], n,
                     chess.g[n]);
    tb_octal_sequence_free(&chess);
    tb_octal_sequence_free(&kayles);
}

/* The octal engine against the generic analysis of the game kinds: Kayles runs (0.77) and
 * the subtraction game S{1,2,3} (0.333: take 1 to 3, leaving nothing or one heap). */
static void test_against_the_kinds(void **unused)
{
    (void)unused;
    tb_game *kayles = ts_game("kayles", NULL), *sub = ts_game("sub", NULL);
    tb_octal_sequence k = values("0.77", 120), s3 = values("0.333", 60), s34 = values("0.0033", 60);
    char text[64];
    for (int n = 0; n <= 120; n++) {
        snprintf(text, sizeof text, "kayles: %d", n);
        assert_int_equal(analysed(kayles, text), k.g[n]);
    }
    for (int n = 0; n <= 60; n++) {
        snprintf(text, sizeof text, "sub{1,2,3}: %d", n);
        assert_int_equal(analysed(sub, text), s3.g[n]);
        snprintf(text, sizeof text, "sub{3,4}: %d", n);
        assert_int_equal(analysed(sub, text), s34.g[n]);
    }
    tb_octal_sequence_free(&k);
    tb_octal_sequence_free(&s3);
    tb_octal_sequence_free(&s34);
    tb_game_free(kayles);
    tb_game_free(sub);
}

/* A game without a period in sight (0.6, Winning Ways: none known) is computed to the end
 * by the mex rule and no period is claimed. */
static void test_no_false_period(void **unused)
{
    (void)unused;
    tb_octal_sequence s = values("0.6", 5000);
    assert_int_equal(s.period, 0);
    assert_int_equal(s.computed, 5001);
    tb_octal_sequence_free(&s);
}

/* The theorem's bound itself: values that repeat with period 3 from n0 = 10 prove it once
 * they are known to m = 2·10 + 2·3 + t - 1, not one value sooner. */
static void test_theorem_bound(void **unused)
{
    (void)unused;
    uint32_t g[64];
    for (int n = 0; n < 64; n++)
        g[n] = n < 10 ? (uint32_t)(7 + n) : (uint32_t)(n % 3);
    for (int t = 1; t <= 4; t++) {
        size_t bound = 2 * 10 + 2 * 3 + (size_t)t - 1, p = 0, pre = 0;
        assert_false(tb_octal_proven_period(g, bound - 1, t, &p, &pre));
        assert_true(tb_octal_proven_period(g, bound, t, &p, &pre));
        assert_int_equal(p, 3);
        assert_int_equal(pre, 10);
    }
}

static void test_codes(void **unused)
{
    (void)unused;
    tb_octal game;
    tb_error err = {{0}};
    assert_true(tb_octal_parse(".1370", &game, &err));
    assert_string_equal(game.code, "0.137");
    assert_int_equal(game.removals, 3);
    static const char *const bad[] = {"1.2", "0.8", "0.7a", "077", "", "0.123456701234567012345670123456701"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err.msg[0] = '\0';
        assert_false(tb_octal_parse(bad[i], &game, &err));
        assert_true(err.msg[0] != '\0');
    }
    assert_true(tb_octal_parse("0.77", &game, &err));
    tb_octal_sequence s;
    assert_false(tb_octal_values(&game, (size_t)TB_OCTAL_MAX_N + 1, 0, &s, &err));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kayles_published), cmocka_unit_test(test_dawson),
        cmocka_unit_test(test_against_the_kinds), cmocka_unit_test(test_no_false_period),
        cmocka_unit_test(test_theorem_bound), cmocka_unit_test(test_codes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
