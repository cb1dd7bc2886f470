/* The heap games of combinatorial.md §4.1–4.3 through the game contract and the analysis of
 * §2.4. Each test cites its test vector (TV-…, §5); corrected source slips cite §7. */
#include "support.h"

#include "comb_support.h"

/* ---- §5.1 theory primitives, through Nim positions ---- */

/* TV-TH-8 [Thesis, Ex. 2.60]: Grundy values 6, 12, 9, 27: total 24, N; the only winning move
 * takes the fourth to value 3. */
static void tv_th_8(void **unused)
{
    cs_check("nim", "nim: 6 12 9 27", false, 'N', 24, "4:27>3");
}

/* TV-TH-2, TV-TH-3, TV-TH-4 [Book; Thesis]: nim-sums and the binary columns of the report. */
static void tv_th_2_3_4_report_columns(void **unused)
{
    cs_check("nim", "nim: 5 7", false, 'N', 2, NULL);
    cs_check("nim", "nim: 5 9", false, 'N', 12, NULL);
    cs_check("nim", "nim: 31 26", false, 'N', 5, NULL);
    cs_check("nim", "nim: 767 951", false, 'N', 328, NULL);
    cs_analysis a = cs_analyse("nim", "nim: 5 9 10", false);
    char *text = tb_comb_report_text(a.g, a.s, &a.r);
    assert_non_null(strstr(text, "nim-sum: 5 ⊕ 9 ⊕ 10 = 6\n"));
    assert_non_null(strstr(text, "     5   101\n")); /* TV-TH-4: 5 = 101, 9 = 1001, 10 = 1010 */
    assert_non_null(strstr(text, "     9  1001\n"));
    assert_non_null(strstr(text, "    10  1010\n"));
    assert_non_null(strstr(text, "grundy: 6\n"));
    assert_non_null(strstr(text, "value: *6\n"));
    free(text);
    cs_analysis_free(&a);
}

/* TV-TH-5 [Thesis, Obs. 2.46]: A = 4, B = 3: the heap C making the nim-sum 0 is 7, so from
 * 4 3 C with C > 7 the only winning move takes C to 7. */
static void tv_th_5(void **unused)
{
    cs_check("nim", "nim: 4 3 9", false, 'N', 4 ^ 3 ^ 9, "3:9>7");
    cs_check("nim", "nim: 4 3 7", false, 'P', 0, "");
}

/* ---- §5.2 subtraction games and Add-Up Nim ---- */

static char outcome_letters[64];

/* The outcomes and Grundy values of `kind{set}: n` for n = 0..last. */
static void sub_sequence(const char *set, int last, const char *outcomes, const long *g)
{
    for (int n = 0; n <= last; n++) {
        char pos[64];
        snprintf(pos, sizeof pos, "sub{%s}: %d", set, n);
        cs_analysis a = cs_analyse("sub", pos, false);
        outcome_letters[n] = a.r.outcome;
        if (g)
            assert_int_equal(a.r.grundy, g[n]);
        cs_analysis_free(&a);
    }
    outcome_letters[last + 1] = '\0';
    assert_string_equal(outcome_letters, outcomes);
}

/* TV-SUB-1 [Thesis, Ex. 2.17, 2.26]: S{1,2,3}, n = 0..13. */
static void tv_sub_1(void **unused)
{
    const long g[] = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    sub_sequence("1,2,3", 13, "PNNNPNNNPNNNPN", g);
}

/* TV-SUB-2 [Book]: sub{1,2,3}: 17 is N, the only winning move 17 -> 16. */
static void tv_sub_2(void **unused)
{
    cs_check("sub", "sub{1,2,3}: 17", false, 'N', 1, "1:17>16");
}

/* TV-SUB-3 [Book]: S{2,3}, n = 0..9, P iff n mod 5 in {0,1}; g period 5. */
static void tv_sub_3(void **unused)
{
    const long g[] = {0, 0, 1, 1, 2, 0, 0, 1, 1, 2};
    sub_sequence("2,3", 9, "PPNNNPPNNN", g);
}

/* TV-SUB-4 [Thesis, Ex. 2.18, 2.28]: S{3,4}, n = 0..23. */
static void tv_sub_4(void **unused)
{
    const long g[] = {0, 0, 0, 1, 1, 1, 2, 0, 0, 0, 1, 1, 1, 2, 0, 0, 0, 1, 1, 1, 2, 0, 0, 0};
    sub_sequence("3,4", 23, "PPPNNNNPPPNNNNPPPNNNNPPP", g);
}

/* TV-SUB-5 [Thesis, after Ex. 2.11]: sub{2,4}: 7 has g = 0 (P); sub{2,4}: 1 is terminal. */
static void tv_sub_5(void **unused)
{
    cs_check("sub", "sub{2,4}: 7", false, 'P', 0, "");
    cs_check("sub", "sub{2,4}: 1", false, 'P', 0, "");
}

/* TV-SUB-6 [Thesis, Ex. 2.11] (computed). */
static void tv_sub_6(void **unused)
{
    cs_check("sub", "sub{2,3}: 7", false, 'N', 1, NULL);
    cs_check("sub", "sub{2,5,8}: 10", false, 'P', 0, "");
    cs_check("sub", "sub{1,6,13}: 13", false, 'N', 2, NULL);
}

/* TV-SUB-7 [Thesis, Anexo 3.1] (computed): the worksheet's heaps. */
static void tv_sub_7(void **unused)
{
    cs_check("sub", "sub{1,2,3}: 115", false, 'N', -1, "1:115>112");
    cs_check("sub", "sub{1,2,3}: 312", false, 'P', 0, "");
    cs_check("sub", "sub{3,4}: 115", false, 'N', -1, "1:115>112");
    cs_check("sub", "sub{3,4}: 309", false, 'P', 0, "");
}

/* TV-SUB-8 (computed): sub{2,3}: 7 + sub{2,5,8}: 10, g = 1 xor 0 = 1, N. The spec lists only
 * [1] 1:7>5, reasoning that only components with g_i xor s < g_i hold winning moves; that
 * holds for Nim but not here: 10 -> 2 RAISES the second component to g(2) = 1 (in S{2,5,8},
 * g(10) = 0 and g(2) = 1), leaving 1 xor 1 = 0. Both moves win; checked by brute force. */
static void tv_sub_8_corrected(void **unused)
{
    cs_check("sub", "sub{2,3}: 7 + sub{2,5,8}: 10", false, 'N', 1, "[1] 1:7>5; [2] 1:10>2");
    tb_game *g = ts_game("sub", NULL);
    void *s = ts_state(g, "sub{2,3}: 7 + sub{2,5,8}: 10");
    const char *winning;
    assert_true(cs_brute(g, s, &winning));
    assert_string_equal(winning, cs_sorted_list("[1] 1:7>5; [2] 1:10>2"));
    free(s);
    tb_game_free(g);
}

/* The fast path for S = {1..k} (g = n mod (k+1)) against brute force. */
static void sub_fast_path_agrees(void **unused)
{
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int k = 1; k <= 4; k++)
        for (int n = 0; n <= 40; n++) {
            char pos[64];
            snprintf(pos, sizeof pos, "sub{%s}: %d %d",
                     k == 1   ? "1"
                     : k == 2 ? "1,2"
                     : k == 3 ? "1,2,3"
                              : "1,2,3,4",
                     n, 40 - n);
            cs_analysis fast = cs_analyse("sub", pos, false);
            cs_analysis slow = cs_analyse_limited("sub", pos, false, &brute);
            assert_int_equal(fast.r.grundy, slow.r.grundy);
            assert_string_equal(cs_winning(&fast), cs_winning(&slow));
            cs_analysis_free(&fast);
            cs_analysis_free(&slow);
        }
}

/* TV-ADD-1 [Thesis, Ex. 2.14]: addup{1,2,3}: T 0, T = 1..13: the first player loses exactly
 * for T = 4, 8, 12; for T = 5, 6, 7 the winning first choice is 1, 2, 3; T = 13: +1. */
static void tv_add_1(void **unused)
{
    for (int t = 1; t <= 13; t++) {
        char pos[64];
        snprintf(pos, sizeof pos, "addup{1,2,3}: %d 0", t);
        const char *win = t % 4 == 0 ? "" : t % 4 == 1 ? "+1" : t % 4 == 2 ? "+2" : "+3";
        cs_check("addup", pos, false, t % 4 == 0 ? 'P' : 'N', t % 4, win);
    }
    cs_analysis a = cs_analyse("addup", "addup{1,2,3}: 13 0", false);
    char *text = tb_comb_report_text(a.g, a.s, &a.r);
    assert_non_null(strstr(text, "  +1 -> addup{1,2,3}: 13 1\n"));
    free(text);
    cs_analysis_free(&a);
}

/* TV-ADD-2 (computed): totals 1, 5, 9 are P for T = 13; 13 13 terminal; g = (T - t) mod 4.
 * The Grundy values are checked by brute force as well (the fast path goes through sub). */
static void tv_add_2(void **unused)
{
    cs_check("addup", "addup{1,2,3}: 13 1", false, 'P', 0, "");
    cs_check("addup", "addup{1,2,3}: 13 5", false, 'P', 0, "");
    cs_check("addup", "addup{1,2,3}: 13 9", false, 'P', 0, "");
    cs_check("addup", "addup{1,2,3}: 13 13", false, 'P', 0, "");
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int t = 0; t <= 20; t++) {
        char pos[64];
        snprintf(pos, sizeof pos, "addup{1,2,3}: 20 %d", t);
        cs_analysis a = cs_analyse_limited("addup", pos, false, &brute);
        assert_int_equal(a.r.grundy, (20 - t) % 4);
        cs_analysis_free(&a);
    }
    /* Another set: addup{2,3}: T t is sub{2,3}: T - t (§4.2). */
    for (int t = 0; t <= 15; t++) {
        char a_pos[64], s_pos[64];
        snprintf(a_pos, sizeof a_pos, "addup{2,3}: 15 %d", t);
        snprintf(s_pos, sizeof s_pos, "sub{2,3}: %d", 15 - t);
        cs_analysis a = cs_analyse("addup", a_pos, false), s = cs_analyse("sub", s_pos, false);
        assert_int_equal(a.r.grundy, s.r.grundy);
        cs_analysis_free(&a);
        cs_analysis_free(&s);
    }
}

/* ---- §5.3 Nim ---- */

/* TV-NIM-1..7 [Book; Thesis]. */
static void tv_nim_1_to_7(void **unused)
{
    cs_check("nim", "nim: 4 6", false, 'N', 2, "2:6>4");                            /* TV-NIM-1 */
    cs_check("nim", "nim: 3 5 7 9", false, 'N', 8, "4:9>1");                        /* TV-NIM-2 */
    cs_check("nim", "nim: 2 5", false, 'N', 7, "2:5>2");                            /* TV-NIM-3 */
    cs_check("nim", "nim: 5 4 7", false, 'N', 6, "1:5>3; 2:4>2; 3:7>1");            /* TV-NIM-4 */
    cs_check("nim", "nim: 10 11 12 13", false, 'P', 0, "");                         /* TV-NIM-5 */
    cs_check("nim", "nim: 49 18 33 35", false, 'N', 33, "1:49>16; 3:33>0; 4:35>2"); /* TV-NIM-6 */
    cs_check("nim", "nim: 49 18 1 3", false, 'N', 33, "1:49>16");                   /* TV-NIM-7 */
}

/* TV-NIM-8 [Book; Thesis, Obs. 2.34]: nim: n m is P iff n = m (n, m <= 20), by brute force
 * as well as by Bouton. */
static void tv_nim_8(void **unused)
{
    tb_game *g = ts_game("nim", NULL);
    for (int n = 0; n <= 20; n++)
        for (int m = 0; m <= 20; m++) {
            char pos[64];
            snprintf(pos, sizeof pos, "nim: %d %d", n, m);
            cs_analysis a = cs_analyse("nim", pos, false);
            assert_int_equal(a.r.outcome, n == m ? 'P' : 'N');
            cs_analysis_free(&a);
            if (n <= 8 && m <= 8) {
                void *s = ts_state(g, pos);
                assert_int_equal(cs_brute(g, s, NULL), n != m);
                free(s);
            }
        }
    tb_game_free(g);
}

/* TV-NIM-9 [Thesis, Ex. 2.25]: one heap, g(n) = n; TV-NIM-10: Classic Nim 1 3 5 7 is P. */
static void tv_nim_9_10(void **unused)
{
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int n = 0; n <= 13; n++) {
        char pos[32];
        snprintf(pos, sizeof pos, "nim: %d", n);
        cs_analysis a = cs_analyse_limited("nim", pos, false, &brute);
        assert_int_equal(a.r.grundy, n);
        cs_analysis_free(&a);
    }
    cs_check("nim/classic", NULL, false, 'P', 0, "");
    tb_game *g = ts_game("nim/classic", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s), "nim: 1 3 5 7");
    free(s);
    tb_game_free(g);
}

/* TV-NIM-11 [Bouton 1901] (computed): misère Nim. */
static void tv_nim_11(void **unused)
{
    cs_check("nim", "nim: 1 1", true, 'N', -1, NULL);
    cs_check("nim", "nim: 1 1 1", true, 'P', -1, "");
    cs_check("nim", "nim: 2 2", true, 'P', -1, "");
    cs_check("nim", "nim: 1 3 5 7", true, 'P', -1, "");
    cs_check("nim", "nim: 3 5 7", true, 'N', -1, "1:3>2; 2:5>4; 3:7>6");
    cs_check("nim", "nim: 2", true, 'N', -1, "1:2>1");
}

/* §3.5: Bouton's rule (normal and misère, tb_nim_is_p) against the brute force of the whole
 * position, for up to 4 heaps of up to 6 (the size §3.17 asks for), and the winning moves. */
static void bouton_agrees_with_brute_force(void **unused)
{
    tb_game *normal = ts_game("nim", NULL), *misere = ts_game("nim", "play=misere");
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int code = 0; code < 7 * 7 * 7 * 7; code += 5) {
        uint64_t h[4] = {(uint64_t)code % 7, (uint64_t)code / 7 % 7, (uint64_t)code / 49 % 7,
                         (uint64_t)code / 343};
        char pos[64];
        snprintf(pos, sizeof pos, "nim: %d %d %d %d", (int)h[0], (int)h[1], (int)h[2], (int)h[3]);
        for (int mis = 0; mis < 2; mis++) {
            tb_game *g = mis ? misere : normal;
            void *s = ts_state(g, pos);
            const char *brute_win;
            bool wins = cs_brute(g, s, &brute_win);
            assert_int_equal(wins, !tb_nim_is_p(h, 4, mis));
            cs_analysis a = cs_analyse_limited("nim", pos, mis, mis ? NULL : &brute);
            assert_int_equal(a.r.outcome, wins ? 'N' : 'P');
            assert_string_equal(cs_winning(&a), brute_win);
            cs_analysis_free(&a);
            free(s);
        }
    }
    tb_game_free(normal);
    tb_game_free(misere);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tv_th_8),
        cmocka_unit_test(tv_th_2_3_4_report_columns),
        cmocka_unit_test(tv_th_5),
        cmocka_unit_test(tv_sub_1),
        cmocka_unit_test(tv_sub_2),
        cmocka_unit_test(tv_sub_3),
        cmocka_unit_test(tv_sub_4),
        cmocka_unit_test(tv_sub_5),
        cmocka_unit_test(tv_sub_6),
        cmocka_unit_test(tv_sub_7),
        cmocka_unit_test(tv_sub_8_corrected),
        cmocka_unit_test(sub_fast_path_agrees),
        cmocka_unit_test(tv_add_1),
        cmocka_unit_test(tv_add_2),
        cmocka_unit_test(tv_nim_1_to_7),
        cmocka_unit_test(tv_nim_8),
        cmocka_unit_test(tv_nim_9_10),
        cmocka_unit_test(tv_nim_11),
        cmocka_unit_test(bouton_agrees_with_brute_force),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
