/* Nimble, Avarento, Par ou ímpar, Nim ávido, Quim, Nim em matrizes, Lim, Plainim, Escadas and
 * Kayles (combinatorial.md §4.4, 4.8, 4.10–4.16, 4.18): every test vector of §5 for them,
 * cited by id; corrected source slips cite §7; closed formulas are held against brute
 * force. */
#include "support.h"

#include "comb_support.h"

static void play_to(const char *id, const char *from, const char *moves, const char *to)
{
    tb_game *g = ts_game(id, NULL);
    void *s = ts_state(g, from);
    ts_play(g, s, moves);
    tb_comb_state shown;
    memcpy(&shown, s, sizeof shown);
    shown.to_move = 0;
    assert_string_equal(ts_position_text(g, &shown), to);
    free(s);
    tb_game_free(g);
}

static void refused(const char *id, const char *from, const char *move)
{
    tb_game *g = ts_game(id, NULL);
    void *s = ts_state(g, from);
    ts_assert_refused(g, s, move);
    free(s);
    tb_game_free(g);
}

/* The heap-equivalents of the report's nim-sum, sorted, as "0 1 1 2". */
static const char *parts_text(const cs_analysis *a)
{
    static char out[1024];
    char buf[1024] = "";
    for (size_t i = 0; i < a->r.num_parts; i++) {
        size_t l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "%s%llu", i ? " " : "",
                 (unsigned long long)a->r.parts[i]);
    }
    snprintf(out, sizeof out, "%s", ts_sorted(buf));
    return out;
}

/* ---- §5.4 Nimble and Avarento ---- */

/* TV-NBL-1 [Thesis, Ex. 2.54]: nimble: 0 0 2 0 is nim: 2 2, P. */
static void tv_nbl_1(void **unused)
{
    cs_check("nimble", "nimble: 0 0 2 0", false, 'P', 0, "");
}

/* TV-NBL-2 [Thesis, after Ex. 2.54]: one coin at distance 5 has g = 5. */
static void tv_nbl_2(void **unused)
{
    cs_check("nimble", "nimble: 0 0 0 0 0 1", false, 'N', 5, "5>0");
}

/* TV-NBL-3 [Thesis, Ex. 2.55] and §7 S2: heap-equivalents, nim-sum 13, N; the winning moves
 * are 9>4 and 10>7 (the thesis's "take 5 from the pile of 8" is not a move: no coin is at
 * distance 8). */
static void tv_nbl_3_corrected(void **unused)
{
    cs_analysis a = cs_analyse("nimble", "nimble: 1 2 1 3 0 3 0 2 0 1 2", false);
    assert_string_equal(parts_text(&a), ts_sorted("0 1 1 2 3 3 3 5 5 5 7 7 9 10 10"));
    assert_int_equal(a.r.grundy, 13);
    assert_int_equal(a.r.outcome, 'N');
    assert_string_equal(cs_winning(&a), "10>7, 9>4");
    char *text = tb_comb_report_text(a.g, a.s, &a.r);
    assert_non_null(strstr(text, "  9>4 -> nimble: 1 2 1 3 1 3 0 2 0 0 2\n"));
    assert_non_null(strstr(text, "  10>7 -> nimble: 1 2 1 3 0 3 0 3 0 1 1\n"));
    free(text);
    cs_analysis_free(&a);
    refused("nimble", "nimble: 1 2 1 3 0 3 0 2 0 1 2", "8>3");
}

/* TV-NBL-4 [Book, Nim] and §7 S1: (a) the book's list as printed (four 6s): nim-sum 8,
 * winning 8->0, 9->1, 13->5; (b) with three 6s (14 coins): nim-sum 14, winning 8>6, 9>7,
 * 13>3. */
static void tv_nbl_4_both_readings(void **unused)
{
    /* (a) coins at 1,1,1,1,3,3,6,6,6,6,8,9,9,13,13 */
    cs_check("nimble", "nimble: 0 4 0 2 0 0 4 0 1 2 0 0 0 2", false, 'N', 8, "13>5; 8>0; 9>1");
    /* (b) the position the spec writes out */
    cs_check("nimble", "nimble: 0 4 0 2 0 0 3 0 1 2 0 0 0 2", false, 'N', 14, "13>3; 8>6; 9>7");
}

/* TV-NBL-5 [Thesis, Fig. 2.58]: nimble: 0 0 1 0 0 3 0 0 is nim: 2 5 5 5, nim-sum 7, N,
 * winning 5>2. */
static void tv_nbl_5(void **unused)
{
    cs_check("nimble", "nimble: 0 0 1 0 0 3 0 0", false, 'N', 7, "5>2");
    cs_check("nim", "nim: 2 5 5 5", false, 'N', 7, NULL);
    play_to("nimble", "nimble: 0 0 1 0 0 3 0 0", "5>2", "nimble: 0 0 2 0 0 2 0 0");
}

/* Nimble's fast path (coins are heaps) against brute force. */
static void nimble_fast_path_agrees(void **unused)
{
    const char *positions[] = {"nimble: 1 2 1 3 0 3", "nimble: 0 1 1 0 2", "nimble: 3 0 0 2 1",
                               "nimble: 0 0 0 1 1 1", "nimble: 0 2 0 0 0 1 1"};
    tb_comb_limits brute = {.no_fast_paths = true};
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        cs_analysis fast = cs_analyse("nimble", positions[i], false);
        cs_analysis slow = cs_analyse_limited("nimble", positions[i], false, &brute);
        assert_int_equal(fast.r.grundy, slow.r.grundy);
        assert_string_equal(cs_winning(&fast), cs_winning(&slow));
        cs_analysis_free(&fast);
        cs_analysis_free(&slow);
    }
}

/* TV-AV-1 (computed): avarento: 0 1 0 0 1: N, winning 4>1; 1>0 is illegal. */
static void tv_av_1(void **unused)
{
    cs_check("avarento", "avarento: 0 1 0 0 1", false, 'N', -1, "4>1");
    play_to("avarento", "avarento: 0 1 0 0 1", "4>1", "avarento: 0 2 0 0 0");
    refused("avarento", "avarento: 0 1 0 0 1", "1>0");
}

/* TV-AV-2 (computed): avarento: 0 0 2 P; avarento: 0 1 3 N, winning 2>0 and 2>1. And §4.11:
 * Avarento is Greedy Nim on the distances (same Grundy values). */
static void tv_av_2(void **unused)
{
    cs_check("avarento", "avarento: 0 0 2", false, 'P', 0, "");
    cs_check("avarento", "avarento: 0 1 3", false, 'N', -1, "2>0; 2>1");
    const char *pairs[][2] = {{"avarento: 0 1 0 0 1", "greedy: 1 4"},
                              {"avarento: 0 1 3", "greedy: 1 2 2 2"},
                              {"avarento: 1 2 0 1 2", "greedy: 0 1 1 3 4 4"},
                              {"avarento: 0 0 1 1 0 1", "greedy: 2 3 5"}};
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        cs_analysis a = cs_analyse("avarento", pairs[i][0], false);
        cs_analysis b = cs_analyse("greedy", pairs[i][1], false);
        assert_int_equal(a.r.grundy, b.r.grundy);
        cs_analysis_free(&a);
        cs_analysis_free(&b);
    }
}

/* ---- §5.8 Par ou ímpar (computed) ---- */

/* TV-PI-1: one heap: the first player wins iff n <= 1, announcing E (for n = 0 also O). */
static void tv_pi_1(void **unused)
{
    for (int n = 0; n <= 10; n++) {
        char pos[64];
        snprintf(pos, sizeof pos, "parity: %d | -", n);
        cs_check("parity", pos, false, n <= 1 ? 'N' : 'P', -1, n == 0 ? "E; O" : n == 1 ? "E" : "");
    }
}

/* TV-PI-2: two heaps a, b <= 10: the first player wins iff a/2 = b/2 (integer halves). */
static void tv_pi_2(void **unused)
{
    for (int a = 0; a <= 10; a++)
        for (int b = 0; b <= 10; b++) {
            char pos[64];
            snprintf(pos, sizeof pos, "parity: %d %d | -", a, b);
            cs_check("parity", pos, false, a / 2 == b / 2 ? 'N' : 'P', -1, NULL);
        }
    cs_check("parity", "parity: 2 3 | -", false, 'N', -1, "E");
    cs_check("parity", "parity: 4 5 | -", false, 'N', -1, "E");
    cs_check("parity", "parity: 3 3 | -", false, 'N', -1, "E");
    cs_check("parity", "parity: 2 2 | -", false, 'N', -1, "E; O");
    cs_check("parity", "parity: 5 7 | -", false, 'P', -1, "");
}

/* TV-PI-3: mid-game states. */
static void tv_pi_3(void **unused)
{
    cs_check("parity", "parity: 2 3 | E", false, 'P', -1, "");
    cs_check("parity", "parity: 0 1 | E", false, 'P', -1, "");
    cs_check("parity", "parity: 6 6 | O", false, 'P', -1, "");
    cs_check("parity", "parity: 2 3 | O", false, 'N', -1, "2:3>2/E; 2:3>2/O");
    cs_check("parity", "parity: 5 7 | E", false, 'N', -1, "2:7>5/E");
    cs_check("parity", "parity: 5 7 | O", false, 'N', -1, "2:7>4/E");
    cs_check("parity", "parity: 1 4 | O", false, 'N', -1, "2:4>1/E");
}

/* TV-PI-4 (rule): in parity: 3 | E only 1:3>1/E and 1:3>1/O; parity: 1 | E has no move.
 * TV-MIX-4: a constrained game cannot be summed. */
static void tv_pi_4_and_mix_4(void **unused)
{
    tb_game *g = ts_game("parity", NULL);
    void *s = ts_state(g, "parity: 3 | E");
    ts_assert_moves(g, s, "1:3>1/E 1:3>1/O");
    free(s);
    s = ts_state(g, "parity: 1 | E");
    ts_assert_moves(g, s, "");
    assert_true(ts_outcome(g, s).over);
    tb_error err = {{0}};
    assert_false(tb_game_parse_position(g, "parity: 3 | - + nim: 2", s, &err));
    assert_non_null(strstr(err.msg, "cannot be summed"));
    free(s);
    tb_game_free(g);
    /* Misère is not offered for constrained games (§3.7). */
    assert_null(tb_game_new(tb_registry_find("parity"), "play=misere", &err));
}

/* The generalisation parity{s,...} (§4.8): class A = {1} and B = the rest; with A = the
 * odd-sized amounts {1,3,5,7,9} it must agree with odd/even (A = O, B = E). */
static void parity_generalised(void **unused)
{
    play_to("parity", "parity{1}: 4 | -", "A; 1:4>3/B", "parity{1}: 3 | B");
    for (int a = 0; a <= 8; a++)
        for (int b = 0; b <= 8; b++) {
            char p1[64], p2[64];
            snprintf(p1, sizeof p1, "parity: %d %d | -", a, b);
            snprintf(p2, sizeof p2, "parity{1,3,5,7,9}: %d %d | -", a, b);
            cs_analysis x = cs_analyse("parity", p1, false), y = cs_analyse("parity", p2, false);
            assert_int_equal(x.r.outcome, y.r.outcome);
            cs_analysis_free(&x);
            cs_analysis_free(&y);
        }
}

/* ---- §5.10 Nim ávido ---- */

/* TV-GR-1 [Book]: 5:9>8, 4:8>2, 5:8>0 legal in turn; 1:5>4 illegal. */
static void tv_gr_1(void **unused)
{
    play_to("greedy", "greedy: 5 4 7 8 9", "5:9>8", "greedy: 5 4 7 8 8");
    play_to("greedy", "greedy: 5 4 7 8 9", "5:9>8; 4:8>2", "greedy: 5 4 7 2 8");
    play_to("greedy", "greedy: 5 4 7 8 9", "5:9>8; 4:8>2; 5:8>0", "greedy: 5 4 7 2 0");
    refused("greedy", "greedy: 5 4 7 8 9", "1:5>4");
}

/* TV-GR-2: P iff the number of maximum heaps is even; checked on every position of up to 4
 * heaps of up to 5 (Albert–Nowakowski). */
static void tv_gr_2(void **unused)
{
    cs_check("greedy", "greedy: 5 4 7 8 8", false, 'P', 0, "");
    cs_check("greedy", "greedy: 1 1", false, 'P', 0, "");
    cs_check("greedy", "greedy: 2 2 1", false, 'P', 0, "");
    cs_check("greedy", "greedy: 3 3 3", false, 'N', -1, NULL);
    cs_check("greedy", "greedy:", false, 'P', 0, "");
    for (int code = 0; code < 6 * 6 * 6 * 6; code++) {
        int h[4] = {code % 6, code / 6 % 6, code / 36 % 6, code / 216}, max = 0, count = 0;
        for (int i = 0; i < 4; i++)
            max = h[i] > max ? h[i] : max;
        for (int i = 0; i < 4; i++)
            count += h[i] == max && max > 0;
        char pos[64];
        snprintf(pos, sizeof pos, "greedy: %d %d %d %d", h[0], h[1], h[2], h[3]);
        cs_analysis a = cs_analyse("greedy", pos, false);
        assert_int_equal(a.r.outcome, count % 2 ? 'N' : 'P');
        cs_analysis_free(&a);
    }
}

/* TV-GR-3 (computed): winning moves. */
static void tv_gr_3(void **unused)
{
    cs_check("greedy", "greedy: 5 4 7 8 9", false, 'N', -1, "5:9>8");
    cs_check("greedy", "greedy: 5 4 7 2 8", false, 'N', -1, "5:8>7");
    cs_check("greedy", "greedy: 3 3 3", false, 'N', -1,
             "1:3>0; 1:3>1; 1:3>2; 2:3>0; 2:3>1; 2:3>2; 3:3>0; 3:3>1; 3:3>2");
    cs_check("greedy", "greedy: 6 2 2", false, 'N', -1, "1:6>0; 1:6>1");
    cs_check("greedy", "greedy: 1 4", false, 'N', -1, "2:4>1");
}

/* ---- §5.11 Quim ---- */

/* TV-QU-1 [Book]: split and take. */
static void tv_qu_1(void **unused)
{
    play_to("quim", "quim: 4 5", "split 5=3+2", "quim: 2 3 4");
    play_to("quim", "quim: 2 2 2 8", "take 2", "quim: 2 8");
    refused("quim", "quim: 2 2 2 8", "take 3");
    play_to("quim", "quim: 1 5", "take 1", "quim: 5");
    play_to("quim", "quim: 4 5", "split 5=2+3", "quim: 2 3 4"); /* either order */
    refused("quim", "quim: 4 5", "split 5=3+3");
}

/* TV-QU-2 (computed): quim: n n+1 is P, here for n = 1..8 (the test keeps the search small). */
static void tv_qu_2(void **unused)
{
    for (int n = 1; n <= 8; n++) {
        char pos[64];
        snprintf(pos, sizeof pos, "quim: %d %d", n, n + 1);
        cs_check("quim", pos, false, 'P', 0, "");
    }
}

/* TV-QU-3 (computed): Grundy values; a single stick has g = 1 (checked to 15). */
static void tv_qu_3(void **unused)
{
    const char *pos[] = {"quim: 1",   "quim: 2",     "quim: 3",       "quim: 1 1", "quim: 1 2",
                         "quim: 2 2", "quim: 2 3 4", "quim: 2 2 2 8", "quim: 2 8", "quim: 4 5"};
    const long g[] = {1, 1, 1, 0, 0, 2, 2, 1, 2, 0};
    for (size_t i = 0; i < sizeof g / sizeof g[0]; i++)
        cs_check("quim", pos[i], false, g[i] ? 'N' : 'P', g[i], NULL);
    for (int n = 1; n <= 15; n++) {
        char p[32];
        snprintf(p, sizeof p, "quim: %d", n);
        cs_check("quim", p, false, 'N', 1, NULL);
    }
}

/* ---- §5.12 Nim em matrizes ---- */

/* TV-MX-1 [Book]: r2-5 then c3-4 reaches a terminal position (P). */
static void tv_mx_1(void **unused)
{
    play_to("matrix", "matrix: 2 0 23 / 5 7 9", "r2-5", "matrix: 2 0 23 / 0 2 4");
    play_to("matrix", "matrix: 2 0 23 / 5 7 9", "r2-5; c3-4", "matrix: 2 0 19 / 0 2 0");
    cs_check("matrix", "matrix: 2 0 19 / 0 2 0", false, 'P', 0, "");
}

/* TV-MX-2 (computed): g = 11, winning c3-7; after r2-5, g = 4 with the book's reply c3-4. */
static void tv_mx_2(void **unused)
{
    cs_check("matrix", "matrix: 2 0 23 / 5 7 9", false, 'N', 11, "c3-7");
    cs_check("matrix", "matrix: 2 0 23 / 0 2 4", false, 'N', 4, "c3-4");
}

/* TV-MX-3 (rule): r1-1 illegal (row 1 has a 0), c1-3 illegal (3 > 2), c1-2 legal. */
static void tv_mx_3(void **unused)
{
    refused("matrix", "matrix: 2 0 23 / 5 7 9", "r1-1");
    refused("matrix", "matrix: 2 0 23 / 5 7 9", "c1-3");
    play_to("matrix", "matrix: 2 0 23 / 5 7 9", "c1-2", "matrix: 0 0 23 / 3 7 9");
}

/* TV-WY-8 (matrix side): a 2x1 matrix a over b is Wythoff's game: its P-positions are the
 * pairs (floor(k phi), floor(k phi^2)) and mirrors (TV-WY-4), here for a, b < 8. */
static void matrix_2x1_is_wythoff(void **unused)
{
    const int p[][2] = {{0, 0}, {1, 2}, {2, 1}, {3, 5}, {5, 3}, {4, 7}, {7, 4}};
    for (int a = 0; a < 8; a++)
        for (int b = 0; b < 8; b++) {
            bool is_p = false;
            for (size_t i = 0; i < sizeof p / sizeof p[0]; i++)
                is_p = is_p || (p[i][0] == a && p[i][1] == b);
            char pos[64];
            snprintf(pos, sizeof pos, "matrix: %d / %d", a, b);
            cs_analysis m = cs_analyse("matrix", pos, false);
            assert_int_equal(m.r.outcome, is_p ? 'P' : 'N');
            cs_analysis_free(&m);
        }
    /* TV-WY-2 row 1 of the Grundy table: 1 2 0 4 5 3 7 8. */
    const long row1[] = {1, 2, 0, 4, 5, 3, 7, 8};
    for (int c = 0; c < 8; c++) {
        char pos[64];
        snprintf(pos, sizeof pos, "matrix: 1 / %d", c);
        cs_check("matrix", pos, false, row1[c] ? 'N' : 'P', row1[c], NULL);
    }
}

/* ---- §5.13 Lim ---- */

/* TV-LIM-1 [Thesis, Ex. 2.63]: 5 3 7 -> 2 6 4 -> 4 4 2. */
static void tv_lim_1(void **unused)
{
    play_to("lim", "lim: 5 3 7", "1,3:3; 2,3:2", "lim: 4 4 2");
    play_to("lim", "lim: 5 3 7", "3,1:3", "lim: 2 6 4");
}

/* TV-LIM-2, TV-LIM-3 (computed). */
static void tv_lim_2_3(void **unused)
{
    cs_check("lim", "lim: 5 3 7", false, 'N', 7, "1,2:1; 1,3:5; 2,3:3");
    cs_check("lim", "lim: 2 6 4", false, 'N', 6, NULL);
    cs_check("lim", "lim: 4 4 2", false, 'N', 4, NULL);
    cs_check("lim", "lim: 0 0 9", false, 'P', 0, "");
    cs_check("lim", "lim: 1 2 3", false, 'N', -1, "1,2:1;"); /* ";": the move has commas */
    /* §4.14: the P-positions with heaps <= 6, up to order. */
    const int p[][3] = {{0, 1, 2}, {0, 1, 4}, {0, 1, 6}, {0, 2, 4},
                        {0, 2, 5}, {0, 3, 4}, {1, 2, 4}};
    for (int a = 0; a <= 6; a++)
        for (int b = a; b <= 6; b++)
            for (int c = b; c <= 6; c++) {
                bool is_p = a == 0 && b == 0;
                for (size_t i = 0; i < sizeof p / sizeof p[0]; i++)
                    is_p = is_p || (p[i][0] == a && p[i][1] == b && p[i][2] == c);
                char pos[64];
                snprintf(pos, sizeof pos, "lim: %d %d %d", c, a, b);
                cs_analysis x = cs_analyse("lim", pos, false);
                if (x.r.outcome != (is_p ? 'P' : 'N'))
                    fail_msg("%s: outcome %c", pos, x.r.outcome);
                cs_analysis_free(&x);
            }
}

/* ---- §5.14 Plainim ---- */

/* TV-PL-1, TV-PL-2. */
static void tv_pl_1_2(void **unused)
{
    cs_check("plainim", "plainim: 10000000/01000000", false, 'N', 192, "1:01000000");
    cs_check("plainim", "plainim: 00000111/00000101/00000010", false, 'P', 0, "");
    play_to("plainim", "plainim: 10100000", "1:01111111", "plainim: 01111111");
    refused("plainim", "plainim: 10100000", "1:10110000");
    refused("plainim", "plainim: 10100000", "1:10100000");
    /* The fast path (rows are heaps) against brute force. */
    tb_comb_limits brute = {.no_fast_paths = true};
    cs_analysis a = cs_analyse_limited("plainim", "plainim: 1011/0110/0011", false, &brute);
    assert_int_equal(a.r.grundy, 11 ^ 6 ^ 3);
    cs_analysis_free(&a);
}

/* ---- §5.15 Escadas ---- */

/* TV-ST-1 [Thesis, Ex. 2.65], TV-ST-2 (computed). */
static void tv_st_1_2(void **unused)
{
    play_to("stairs", "stairs: 7 2 1 4 5 1", "4:2", "stairs: 7 2 3 2 5 1");
    cs_check("stairs", "stairs: 7 2 1 4 5 1", false, 'N', 3, "1:3; 4:1; 6:1");
    cs_check("stairs", "stairs: 7 2 3 2 5 1", false, 'N', 1, NULL);
    play_to("stairs", "stairs: 7 2 1 4 5 1", "1:3", "stairs: 4 2 1 4 5 1");
    play_to("stairs", "stairs: 7 2 1 4 5 1", "6:1", "stairs: 7 2 1 4 6 0");
}

/* TV-ST-3 (external; computed): g = s1 xor s3 xor ... for every position of up to 3 steps
 * of up to 3 pieces, by brute force; stairs: 0 5 is P. */
static void tv_st_3(void **unused)
{
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int code = 0; code < 64; code++) {
        int s1 = code % 4, s2 = code / 4 % 4, s3 = code / 16;
        char pos[64];
        snprintf(pos, sizeof pos, "stairs: %d %d %d", s1, s2, s3);
        cs_analysis a = cs_analyse_limited("stairs", pos, false, &brute);
        assert_int_equal(a.r.grundy, s1 ^ s3);
        cs_analysis_free(&a);
    }
    cs_check("stairs", "stairs: 0 5", false, 'P', 0, "");
}

/* ---- §5.17 Kayles ---- */

/* TV-KY-1: g(kayles: n) for n = 0..39, by brute force and by the fast path; period 12 from
 * 71 to 200 with 70 the last exception; every single run is N. */
static void tv_ky_1(void **unused)
{
    const long g[40] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2,
                        1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3};
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int n = 0; n < 40; n++) {
        char pos[32];
        snprintf(pos, sizeof pos, "kayles: %d", n);
        cs_analysis a = cs_analyse_limited("kayles", pos, false, &brute);
        assert_int_equal(a.r.grundy, g[n]);
        assert_int_equal(a.r.outcome, n ? 'N' : 'P');
        cs_analysis_free(&a);
        cs_check("kayles", pos, false, n ? 'N' : 'P', g[n], NULL);
    }
    /* Brute force up to 95 against the fast path's period (the fast path uses the period
     * from 83 on; 71..82 come from its table). */
    uint64_t seq[96];
    for (int n = 0; n < 96; n++) {
        char pos[32];
        snprintf(pos, sizeof pos, "kayles: %d", n);
        cs_analysis a = cs_analyse_limited("kayles", pos, false, &brute);
        cs_analysis f = cs_analyse("kayles", pos, false);
        seq[n] = a.r.grundy;
        assert_int_equal(seq[n], f.r.grundy);
        cs_analysis_free(&a);
        cs_analysis_free(&f);
    }
    assert_int_equal(seq[70], 6);
    for (int n = 71; n + 12 < 96; n++)
        assert_int_equal(seq[n], seq[n + 12]);
    cs_analysis big = cs_analyse("kayles", "kayles: 200", false);
    assert_int_equal(big.r.grundy, seq[71 + (200 - 71) % 12]);
    cs_analysis_free(&big);
}

/* TV-KY-2 (computed). */
static void tv_ky_2(void **unused)
{
    cs_check("kayles", "kayles: 5", false, 'N', 4, "1:3-3");
    play_to("kayles", "kayles: 5", "1:3-3", "kayles: 2 2");
    cs_check("kayles", "kayles: 6", false, 'N', 3, "1:2-2; 1:3-4; 1:5-5");
    play_to("kayles", "kayles: 6", "1:2-2", "kayles: 1 4");
    play_to("kayles", "kayles: 6", "1:3-4", "kayles: 2 2");
    play_to("kayles", "kayles: 6", "1:5-5", "kayles: 4 1");
    cs_check("kayles", "kayles: 4 4", false, 'P', 0, "");
    cs_check("kayles", "kayles: 1 2 3", false, 'P', 0, "");
    play_to("kayles", "kayles: 3 0 5", "1:1-2", "kayles: 1 5");
}

/* The whole engine (Grundy values by parts, fast paths, winning moves; misère and constrained
 * positions by whole-position search) against a plain negamax through the game contract, on
 * small positions of every heap game, under both conventions. */
static void analysis_agrees_with_brute_force(void **unused)
{
    static const char *const cases[][2] = {
        {"nim", "nim: 2 3 4"},
        {"sub", "sub{2,3}: 6 4 + sub{1,4}: 5"},
        {"addup", "addup{1,3,4}: 11 2"},
        {"nimble", "nimble: 1 0 2 1 0 1"},
        {"avarento", "avarento: 0 2 1 0 1"},
        {"greedy", "greedy: 3 2 3 1"},
        {"quim", "quim: 2 3 4"},
        {"matrix", "matrix: 2 3 / 1 4"},
        {"matrix", "matrix: 2 1 3 / 1 2 2"},
        {"matrix", "matrix: 1 2 / 2 0 / 1 1"},
        {"lim", "lim: 3 2 4"},
        {"greedy", "greedy: 2 3 3 1 2"},
        {"plainim", "plainim: 101/011"},
        {"stairs", "stairs: 2 1 2 1"},
        {"kayles", "kayles: 4 3 + nim: 2"},
        {"kayles", "kayles: 7"},
        {"parity", "parity: 3 4 | -"},
        {"parity", "parity{2,3}: 4 5 | A"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int misere = 0; misere < 2; misere++) {
            if (misere && strcmp(cases[i][0], "parity") == 0)
                continue;
            tb_game *g = ts_game(cases[i][0], misere ? "play=misere" : NULL);
            void *s = ts_state(g, cases[i][1]);
            const char *brute_win;
            bool wins = cs_brute(g, s, &brute_win);
            cs_analysis a = cs_analyse(cases[i][0], cases[i][1], misere);
            if (a.r.outcome != (wins ? 'N' : 'P') || strcmp(cs_winning(&a), brute_win) != 0)
                fail_msg("%s%s: analysis %c {%s}, brute force %c {%s}", cases[i][1],
                         misere ? " (misère)" : "", a.r.outcome, cs_winning(&a), wins ? 'N' : 'P',
                         brute_win);
            cs_analysis_free(&a);
            free(s);
            tb_game_free(g);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tv_nbl_1),
        cmocka_unit_test(tv_nbl_2),
        cmocka_unit_test(tv_nbl_3_corrected),
        cmocka_unit_test(tv_nbl_4_both_readings),
        cmocka_unit_test(tv_nbl_5),
        cmocka_unit_test(nimble_fast_path_agrees),
        cmocka_unit_test(tv_av_1),
        cmocka_unit_test(tv_av_2),
        cmocka_unit_test(tv_pi_1),
        cmocka_unit_test(tv_pi_2),
        cmocka_unit_test(tv_pi_3),
        cmocka_unit_test(tv_pi_4_and_mix_4),
        cmocka_unit_test(parity_generalised),
        cmocka_unit_test(tv_gr_1),
        cmocka_unit_test(tv_gr_2),
        cmocka_unit_test(tv_gr_3),
        cmocka_unit_test(tv_qu_1),
        cmocka_unit_test(tv_qu_2),
        cmocka_unit_test(tv_qu_3),
        cmocka_unit_test(tv_mx_1),
        cmocka_unit_test(tv_mx_2),
        cmocka_unit_test(tv_mx_3),
        cmocka_unit_test(matrix_2x1_is_wythoff),
        cmocka_unit_test(tv_lim_1),
        cmocka_unit_test(tv_lim_2_3),
        cmocka_unit_test(tv_pl_1_2),
        cmocka_unit_test(tv_st_1_2),
        cmocka_unit_test(tv_st_3),
        cmocka_unit_test(tv_ky_1),
        cmocka_unit_test(tv_ky_2),
        cmocka_unit_test(analysis_agrees_with_brute_force),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
