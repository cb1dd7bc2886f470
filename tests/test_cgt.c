/* Combinatorial game theory core: nim arithmetic, the generic Grundy solver and Conway games
 * in canonical form. Test vectors are cited by their ids in combinatorial.md §5 (TV-…), and
 * worked examples by section. */
#include "support.h"

#include <stdio.h>

#include "tabula/cgt.h"

/* ---- helpers ---- */

static tb_cgt_game value(tb_cgt *s, const char *text)
{
    tb_error err = {{0}};
    tb_cgt_game g = TB_CGT_NONE;
    if (!tb_cgt_parse(s, text, &g, &err))
        fail_msg("value '%s' refused: %s", text, err.msg);
    return g;
}

static const char *text_of(tb_cgt *s, tb_cgt_game g)
{
    static char buf[4096]; /* tests run on one thread */
    tb_error err = {{0}};
    if (!tb_cgt_to_text(s, g, buf, sizeof buf, &err))
        fail_msg("cannot print game %u: %s", g, err.msg);
    return buf;
}

/* The canonical text of the value written `text`. */
static void assert_canonical(tb_cgt *s, const char *text, const char *expected)
{
    const char *got = text_of(s, value(s, text));
    if (strcmp(got, expected) != 0)
        fail_msg("'%s' prints as '%s', expected '%s'", text, got, expected);
}

static void assert_eval(tb_cgt *s, const char *expr, const char *expected)
{
    char out[4096];
    tb_error err = {{0}};
    if (!tb_cgt_eval(s, expr, out, sizeof out, &err))
        fail_msg("'%s' refused: %s", expr, err.msg);
    if (strcmp(out, expected) != 0)
        fail_msg("'%s' gives '%s', expected '%s'", expr, out, expected);
}

static void assert_eval_refused(tb_cgt *s, const char *expr)
{
    char out[256];
    tb_error err = {{0}};
    if (tb_cgt_eval(s, expr, out, sizeof out, &err))
        fail_msg("'%s' accepted as '%s'", expr, out);
    if (err.msg[0] == '\0')
        fail_msg("'%s' refused without a message", expr);
}

static void assert_outcome(tb_cgt *s, const char *text, char expected)
{
    char got = tb_cgt_outcome(s, value(s, text));
    if (got != expected)
        fail_msg("outcome of '%s' is %c, expected %c", text, got, expected);
}

static void assert_birthday(tb_cgt *s, const char *text, unsigned expected)
{
    unsigned got = tb_cgt_birthday(s, value(s, text));
    if (got != expected)
        fail_msg("birthday of '%s' is %u, expected %u", text, got, expected);
}

/* Small deterministic generator for the random tests (state kept by the caller). */
static uint32_t next_random(uint64_t *state)
{
    return (uint32_t)(ts_random(state) >> 33);
}

/* ---- nim arithmetic ---- */

static void test_mex(void **unused)
{
    /* TV-TH-1 [Thesis, Ex. 2.22] */
    assert_int_equal(tb_mex((uint64_t[]){0, 2, 3, 16}, 4), 1);
    assert_int_equal(tb_mex((uint64_t[]){1, 2, 3, 6}, 4), 0);
    assert_int_equal(tb_mex((uint64_t[]){0, 1, 2, 13, 16}, 5), 3);
    assert_int_equal(tb_mex(NULL, 0), 0);
    /* Order and repetitions do not matter; a long list exercises the heap-allocated path. */
    assert_int_equal(tb_mex((uint64_t[]){2, 0, 2, 1, 0}, 5), 3);
    uint64_t many[200];
    for (int i = 0; i < 200; i++)
        many[i] = (uint64_t)(199 - i) + (i == 50 ? 1000 : 0); /* 149 is missing */
    assert_int_equal(tb_mex(many, 200), 149);
}

static void test_nim_sum(void **unused)
{
    /* TV-TH-2 [Book, Nim] */
    assert_int_equal(tb_nim_sum((uint64_t[]){5, 7}, 2), 2);
    /* TV-TH-3 [Thesis, Ex. 2.38–2.43] */
    assert_int_equal(tb_nim_sum((uint64_t[]){5, 9}, 2), 12);
    assert_int_equal(tb_nim_sum((uint64_t[]){31, 26}, 2), 5);
    assert_int_equal(tb_nim_sum((uint64_t[]){767, 951}, 2), 328);
    /* TV-TH-5 [Thesis, Obs. 2.46]: the C with 4 ⊕ 3 ⊕ C = 0 is 7 = 111₂. */
    uint64_t c = tb_nim_sum((uint64_t[]){4, 3}, 2);
    assert_int_equal(tb_nim_sum((uint64_t[]){4, 3, c}, 3), 0);
    assert_int_equal(c, 7);
    /* §3.4: x ⊕ x = 0 and 0 is neutral */
    assert_int_equal(tb_nim_sum((uint64_t[]){123, 123}, 2), 0);
    assert_int_equal(tb_nim_sum((uint64_t[]){123, 0}, 2), 123);
}

static void test_nim_binary(void **unused)
{
    /* TV-TH-4 [Thesis, Ex. 2.36] */
    const struct {
        uint64_t x;
        const char *bits;
    } cases[] = {{5, "101"}, {9, "1001"}, {10, "1010"}, {12, "1100"},
                 {0, "0"},   {4, "100"},  {3, "11"},    {7, "111"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[70];
        assert_int_equal(tb_nim_binary(cases[i].x, buf, sizeof buf), strlen(cases[i].bits));
        assert_string_equal(buf, cases[i].bits);
    }
    char small[3];
    assert_int_equal(tb_nim_binary(12, small, sizeof small), 4); /* truncates safely */
    assert_string_equal(small, "11");
}

/* The winning moves as "heap:from>to" (1-based heaps, as in the spec's Nim move text). */
static const char *nim_winning(const uint64_t *heaps, size_t n, bool misere)
{
    static char buf[512];
    tb_nim_move moves[32];
    size_t count = tb_nim_winning_moves(heaps, n, misere, moves);
    buf[0] = '\0';
    for (size_t i = 0; i < count; i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%zu:%llu>%llu", i ? " " : "",
                 moves[i].heap + 1, (unsigned long long)heaps[moves[i].heap],
                 (unsigned long long)moves[i].to);
    return buf;
}

static void test_bouton(void **unused)
{
    /* TV-NIM-1 [Book, Nim] */
    assert_string_equal(nim_winning((uint64_t[]){4, 6}, 2, false), "2:6>4");
    /* TV-NIM-2 [Book, Nim]: nim-sum 8, the only winning move 9 → 1 */
    assert_int_equal(tb_nim_sum((uint64_t[]){3, 5, 7, 9}, 4), 8);
    assert_string_equal(nim_winning((uint64_t[]){3, 5, 7, 9}, 4, false), "4:9>1");
    /* TV-NIM-3 [Thesis, Ex. 2.35] */
    assert_string_equal(nim_winning((uint64_t[]){2, 5}, 2, false), "2:5>2");
    /* TV-NIM-4 [Thesis, Ex. 2.48] */
    assert_int_equal(tb_nim_sum((uint64_t[]){5, 4, 7}, 3), 6);
    assert_string_equal(nim_winning((uint64_t[]){5, 4, 7}, 3, false), "1:5>3 2:4>2 3:7>1");
    /* TV-NIM-5 [Thesis, Ex. 2.49] */
    assert_true(tb_nim_is_p((uint64_t[]){10, 11, 12, 13}, 4, false));
    assert_string_equal(nim_winning((uint64_t[]){10, 11, 12, 13}, 4, false), "");
    /* TV-NIM-6 [Thesis, Ex. 2.50] */
    assert_int_equal(tb_nim_sum((uint64_t[]){49, 18, 33, 35}, 4), 33);
    assert_string_equal(nim_winning((uint64_t[]){49, 18, 33, 35}, 4, false),
                        "1:49>16 3:33>0 4:35>2");
    /* TV-NIM-7 [Thesis, Ex. 2.52] */
    assert_string_equal(nim_winning((uint64_t[]){49, 18, 1, 3}, 4, false), "1:49>16");
    /* TV-NIM-8 [Book, Nim; Thesis, Obs. 2.34]: two heaps are P iff equal */
    for (uint64_t n = 0; n <= 20; n++)
        for (uint64_t m = 0; m <= 20; m++)
            assert_int_equal(tb_nim_is_p((uint64_t[]){n, m}, 2, false), n == m);
    /* TV-NIM-10: Classic Nim 1 3 5 7 is P */
    assert_true(tb_nim_is_p((uint64_t[]){1, 3, 5, 7}, 4, false));
    /* The empty position is P (normal play) */
    assert_true(tb_nim_is_p(NULL, 0, false));
}

static void test_misere_nim(void **unused)
{
    /* TV-NIM-11 (external: [Bouton 1901]) */
    assert_false(tb_nim_is_p((uint64_t[]){1, 1}, 2, true));
    assert_true(tb_nim_is_p((uint64_t[]){1, 1, 1}, 3, true));
    assert_true(tb_nim_is_p((uint64_t[]){2, 2}, 2, true));
    assert_true(tb_nim_is_p((uint64_t[]){1, 3, 5, 7}, 4, true));
    assert_false(tb_nim_is_p((uint64_t[]){3, 5, 7}, 3, true));
    assert_string_equal(nim_winning((uint64_t[]){3, 5, 7}, 3, true), "1:3>2 2:5>4 3:7>6");
    assert_false(tb_nim_is_p((uint64_t[]){2}, 1, true));
    assert_string_equal(nim_winning((uint64_t[]){2}, 1, true), "1:2>1");
    assert_false(tb_nim_is_p(NULL, 0, true)); /* no move: the player to move wins */
}

/* Slips of the sources about Nim sums (combinatorial.md §7), with the corrected values. */
static void test_nim_source_slips(void **unused)
{
    /* TV-NBL-4 / S1 [Book, Nim]: (a) the heap-equivalents as listed, four 6s: nim-sum 8 (not
     * the stated 14), winning 8→0, 9→1, 13→5. */
    uint64_t listed[] = {1, 1, 1, 1, 3, 3, 6, 6, 6, 6, 8, 9, 9, 13, 13};
    assert_int_equal(tb_nim_sum(listed, 15), 8);
    assert_string_equal(nim_winning(listed, 15, false), "11:8>0 12:9>1 13:9>1 14:13>5 15:13>5");
    /* (b) three 6s (14 coins): nim-sum 14 and 8→6 wins, as the book says; also 9→7, 13→3. */
    uint64_t corrected[] = {1, 1, 1, 1, 3, 3, 6, 6, 6, 8, 9, 9, 13, 13};
    assert_int_equal(tb_nim_sum(corrected, 14), 14);
    assert_string_equal(nim_winning(corrected, 14, false), "10:8>6 11:9>7 12:9>7 13:13>3 14:13>3");
    /* TV-NBL-3 / S2 [Thesis, Ex. 2.55]: nim-sum 13 is right; the winning moves are 9→4 and
     * 10→7 (either coin at 10), not "take 5 from the pile of 8" (there is none). */
    uint64_t coins[] = {0, 1, 1, 2, 3, 3, 3, 5, 5, 5, 7, 7, 9, 10, 10};
    assert_int_equal(tb_nim_sum(coins, 15), 13);
    assert_string_equal(nim_winning(coins, 15, false), "13:9>4 14:10>7 15:10>7");
    /* TV-NBL-5 [Thesis, Fig. 2.58]: nim 2 5 5 5, nim-sum 7, move a 5 to 2 */
    assert_string_equal(nim_winning((uint64_t[]){2, 5, 5, 5}, 4, false), "2:5>2 3:5>2 4:5>2");
}

static void test_nim_sums_of_values(void **unused)
{
    /* TV-TH-8 [Thesis, Ex. 2.60]: values 6, 12, 9, 27: total 24; only the fourth component
     * wins, moving to value 3. */
    uint64_t g[] = {6, 12, 9, 27};
    assert_int_equal(tb_nim_sum(g, 4), 24);
    assert_string_equal(nim_winning(g, 4, false), "4:27>3");
    /* TV-WY-5 [Thesis, Ex. 2.61]: 14 queens, nim-sum 0, P */
    uint64_t q14[] = {5, 5, 1, 5, 0, 6, 8, 1, 7, 3, 6, 9, 9, 9};
    assert_int_equal(tb_nim_sum(q14, 14), 0);
    /* TV-WY-6 [Thesis, Ex. 2.62]: nim-sum 11; the winning moves take a 9 to a 2 */
    uint64_t q8[] = {3, 4, 4, 9, 9, 9, 6, 7};
    assert_int_equal(tb_nim_sum(q8, 8), 11);
    assert_string_equal(nim_winning(q8, 8, false), "4:9>2 5:9>2 6:9>2");
    /* TV-HB-2 [Thesis, Ex. 2.68]: stalks 3, 4, 5: g = 2; only the 3-stalk becomes 1 */
    assert_string_equal(nim_winning((uint64_t[]){3, 4, 5}, 3, false), "1:3>1");
}

/* ---- the generic Grundy solver ---- */

/* A game on a directed graph with one token (§4.21): key = vertex index. */
typedef struct graph {
    int n;
    int arcs[16][2];
    int narcs;
} graph;

static bool graph_options(void *ctx, const void *key, tb_keys *options, tb_error *err)
{
    const graph *gr = ctx;
    int v;
    memcpy(&v, key, sizeof v);
    for (int i = 0; i < gr->narcs; i++)
        if (gr->arcs[i][0] == v && !tb_keys_push(options, &gr->arcs[i][1]))
            return false;
    return true;
}

static void test_grundy_graph(void **unused)
{
    /* TV-TH-6 [Thesis, Ex. 2.24]: A>D B>A C>A C>B C>D; A=0 B=1 C=2 D=3 */
    graph gr = {4, {{0, 3}, {1, 0}, {2, 0}, {2, 1}, {2, 3}}, 5};
    tb_impartial *solver = tb_impartial_new(sizeof(int), graph_options, &gr, 0);
    assert_non_null(solver);
    uint64_t g[4];
    tb_error err = {{0}};
    for (int v = 0; v < 4; v++)
        assert_true(tb_impartial_grundy(solver, &v, &g[v], &err));
    assert_int_equal(g[3], 0); /* D */
    assert_int_equal(g[0], 1); /* A */
    assert_int_equal(g[1], 0); /* B */
    assert_int_equal(g[2], 2); /* C */
    /* Outcome N from C; winning moves go to value 0: C>B and C>D. TV-TH-9: P iff g = 0. */
    char winning[32] = "";
    for (int i = 0; i < gr.narcs; i++)
        if (gr.arcs[i][0] == 2 && g[gr.arcs[i][1]] == 0)
            snprintf(winning + strlen(winning), sizeof winning - strlen(winning), "%sC>%c",
                     winning[0] ? " " : "", "ABCD"[gr.arcs[i][1]]);
    assert_string_equal(winning, "C>B C>D");
    /* TV-TH-7 (computed): tokens on C and A: g = 2 ⊕ 1 = 3; the only winning move is C>A
     * (component C must go to value 2 ⊕ 3 = 1, which only A has). */
    uint64_t tokens[] = {g[2], g[0]};
    assert_int_equal(tb_nim_sum(tokens, 2), 3);
    tb_nim_move moves[2];
    assert_int_equal(tb_nim_winning_moves(tokens, 2, false, moves), 1);
    assert_int_equal(moves[0].heap, 0);
    assert_int_equal(moves[0].to, 1);
    int targets = 0;
    for (int i = 0; i < gr.narcs; i++)
        targets += gr.arcs[i][0] == 2 && g[gr.arcs[i][1]] == moves[0].to;
    assert_int_equal(targets, 1);
    assert_int_equal(tb_impartial_positions(solver), 4);
    tb_impartial_free(solver);
}

static void test_grundy_errors(void **unused)
{
    /* A cycle is refused (§4.21: the graph must be acyclic from the tokens). */
    graph cyclic = {3, {{0, 1}, {1, 2}, {2, 0}}, 3};
    tb_impartial *solver = tb_impartial_new(sizeof(int), graph_options, &cyclic, 0);
    tb_error err = {{0}};
    uint64_t g;
    int v = 0;
    assert_false(tb_impartial_grundy(solver, &v, &g, &err));
    assert_non_null(strstr(err.msg, "cycle"));
    /* The failure leaves the table usable: a second try fails the same way. */
    err.msg[0] = '\0';
    assert_false(tb_impartial_grundy(solver, &v, &g, &err));
    assert_non_null(strstr(err.msg, "cycle"));
    tb_impartial_free(solver);
    /* The position bound is enforced with a message. */
    graph chain = {5, {{4, 3}, {3, 2}, {2, 1}, {1, 0}}, 4};
    solver = tb_impartial_new(sizeof(int), graph_options, &chain, 3);
    v = 4;
    assert_false(tb_impartial_grundy(solver, &v, &g, &err));
    assert_non_null(strstr(err.msg, "positions"));
    tb_impartial_free(solver);
}

/* Subtraction game on up to two heaps (§4.1), key = the two heap sizes. */
typedef struct subtraction {
    int set[4], nset;
} subtraction;

static bool subtraction_options(void *ctx, const void *key, tb_keys *options, tb_error *err)
{
    const subtraction *sub = ctx;
    int heaps[2];
    memcpy(heaps, key, sizeof heaps);
    for (int h = 0; h < 2; h++)
        for (int i = 0; i < sub->nset; i++)
            if (sub->set[i] <= heaps[h]) {
                int next[2] = {heaps[0], heaps[1]};
                next[h] -= sub->set[i];
                if (!tb_keys_push(options, next))
                    return false;
            }
    return true;
}

static uint64_t sub_grundy(tb_impartial *solver, int a, int b)
{
    int key[2] = {a, b};
    uint64_t g;
    tb_error err = {{0}};
    if (!tb_impartial_grundy(solver, key, &g, &err))
        fail_msg("grundy(%d,%d): %s", a, b, err.msg);
    return g;
}

static void test_grundy_subtraction(void **unused)
{
    /* TV-SUB-1 [Thesis, Ex. 2.17, 2.26]: S{1,2,3}, n = 0..13 */
    subtraction s123 = {{1, 2, 3}, 3};
    tb_impartial *solver = tb_impartial_new(2 * sizeof(int), subtraction_options, &s123, 0);
    const int expect123[] = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    for (int n = 0; n <= 13; n++)
        assert_int_equal(sub_grundy(solver, n, 0), expect123[n]);
    /* TV-SUB-7 (computed): 115 is N and 115 → 112 is the winning move; 312 is P. A long game:
     * the solver walks 312 levels deep without recursion. */
    assert_int_equal(sub_grundy(solver, 312, 0), 0);
    assert_int_not_equal(sub_grundy(solver, 115, 0), 0);
    assert_int_equal(sub_grundy(solver, 112, 0), 0);
    /* S4 [Thesis, Add-Up Nim wording], TV-ADD-2: with target 13 the totals 1, 5, 9 leave
     * remaining distances 12, 8, 4, which are P. */
    for (int t = 1; t <= 9; t += 4)
        assert_int_equal(sub_grundy(solver, 13 - t, 0), 0);
    tb_impartial_free(solver);

    /* TV-SUB-4 [Thesis, Ex. 2.18, 2.28]: S{3,4}, n = 0..23 */
    subtraction s34 = {{3, 4}, 2};
    solver = tb_impartial_new(2 * sizeof(int), subtraction_options, &s34, 0);
    const int expect34[] = {0, 0, 0, 1, 1, 1, 2, 0, 0, 0, 1, 1, 1, 2, 0, 0, 0, 1, 1, 1, 2, 0, 0, 0};
    for (int n = 0; n <= 23; n++)
        assert_int_equal(sub_grundy(solver, n, 0), expect34[n]);
    tb_impartial_free(solver);

    /* TV-SUB-3 [Book] and TV-SUB-6, TV-SUB-8 (computed): S{2,3}; the sum with S{2,5,8} is
     * checked through the Sprague–Grundy theorem (§3.6) on a two-heap S{2,3} sum. */
    subtraction s23 = {{2, 3}, 2};
    solver = tb_impartial_new(2 * sizeof(int), subtraction_options, &s23, 0);
    const int expect23[] = {0, 0, 1, 1, 2, 0, 0, 1, 1, 2};
    for (int n = 0; n <= 9; n++)
        assert_int_equal(sub_grundy(solver, n, 0), expect23[n]);
    assert_int_equal(sub_grundy(solver, 7, 0), 1);
    for (int a = 0; a <= 12; a++)
        for (int b = 0; b <= 12; b++)
            assert_int_equal(sub_grundy(solver, a, b),
                             sub_grundy(solver, a, 0) ^ sub_grundy(solver, b, 0));
    tb_impartial_free(solver);
    subtraction s258 = {{2, 5, 8}, 3};
    solver = tb_impartial_new(2 * sizeof(int), subtraction_options, &s258, 0);
    assert_int_equal(sub_grundy(solver, 10, 0), 0); /* TV-SUB-6: sub{2,5,8}: 10 is P */
    tb_impartial_free(solver);
}

/* Nim with up to four heaps, key = heap sizes sorted (a canonical key). */
static bool nim_options(void *ctx, const void *key, tb_keys *options, tb_error *err)
{
    uint8_t heaps[4];
    memcpy(heaps, key, 4);
    for (int h = 0; h < 4; h++)
        for (int v = 0; v < heaps[h]; v++) {
            uint8_t next[4];
            memcpy(next, heaps, 4);
            next[h] = (uint8_t)v;
            for (int i = 1; i < 4; i++) /* insertion sort keeps the key canonical */
                for (int j = i; j > 0 && next[j - 1] > next[j]; j--) {
                    uint8_t t = next[j];
                    next[j] = next[j - 1];
                    next[j - 1] = t;
                }
            if (!tb_keys_push(options, next))
                return false;
        }
    return true;
}

static void test_bouton_against_brute_force(void **unused)
{
    /* §3.5, §3.7: Bouton's rules (normal and misère) agree with brute force on up to four
     * heaps of up to 6 beans (§3.17), and so do the winning moves. */
    tb_impartial *solver = tb_impartial_new(4, nim_options, NULL, 0);
    tb_error err = {{0}};
    for (int code = 0; code < 7 * 7 * 7 * 7; code++) {
        uint8_t key[4] = {(uint8_t)(code % 7), (uint8_t)(code / 7 % 7), (uint8_t)(code / 49 % 7),
                          (uint8_t)(code / 343)};
        if (key[0] > key[1] || key[1] > key[2] || key[2] > key[3])
            continue;
        uint64_t heaps[4] = {key[0], key[1], key[2], key[3]};
        uint64_t g;
        bool mover_wins;
        assert_true(tb_impartial_grundy(solver, key, &g, &err));
        assert_true(tb_impartial_misere_win(solver, key, &mover_wins, &err));
        assert_int_equal(g, tb_nim_sum(heaps, 4)); /* Sprague–Grundy: a heap is *n */
        assert_int_equal(tb_nim_is_p(heaps, 4, false), g == 0);
        assert_int_equal(tb_nim_is_p(heaps, 4, true), !mover_wins);
        /* every move listed wins and every winning move is listed */
        for (int misere = 0; misere < 2; misere++) {
            tb_nim_move moves[4];
            size_t n = tb_nim_winning_moves(heaps, 4, misere, moves);
            size_t winning = 0;
            for (int h = 0; h < 4; h++)
                for (uint64_t v = 0; v < heaps[h]; v++) {
                    uint64_t after[4];
                    memcpy(after, heaps, sizeof after);
                    after[h] = v;
                    if (tb_nim_is_p(after, 4, misere)) {
                        bool listed = false;
                        for (size_t i = 0; i < n; i++)
                            listed = listed || (moves[i].heap == (size_t)h && moves[i].to == v);
                        assert_true(listed);
                        winning++;
                    }
                }
            assert_int_equal(n, winning);
        }
    }
    tb_impartial_free(solver);
}

/* ---- Conway games ---- */

static void test_book_example(void **unused)
{
    /* TV-CGT-1 and §3.11 worked example [Book, A teoria]: J = {-1,0|2,{{0|0}|0}} = * */
    tb_cgt *s = tb_cgt_new();
    tb_cgt_game j = value(s, "{-1,0|2,{{0|0}|0}}");
    assert_string_equal(text_of(s, j), "*");
    assert_int_equal(j, value(s, "*"));
    assert_true(tb_cgt_le(s, value(s, "-1"), value(s, "0")));        /* -1 dominated by 0 */
    assert_true(tb_cgt_le(s, value(s, "{{0|0}|0}"), value(s, "2"))); /* 2 dominated */
    /* * ≥ J, so J's Right option {*|0} reverses through * to the Right options of *, i.e. 0:
     * with the dominated options gone, J = {0|{*|0}} = {0|0}. */
    assert_true(tb_cgt_le(s, j, value(s, "*")));
    assert_int_equal(value(s, "{0|{*|0}}"), j);
    assert_canonical(s, "{{0|0}|0}", "v");
    assert_canonical(s, "{0|v}", "*");
    /* the canonical form of J has exactly the options 0 | 0 */
    assert_int_equal(tb_cgt_left_count(s, j), 1);
    assert_int_equal(tb_cgt_right_count(s, j), 1);
    assert_int_equal(tb_cgt_left(s, j, 0), TB_CGT_ZERO);
    assert_int_equal(tb_cgt_right(s, j, 0), TB_CGT_ZERO);
    tb_cgt_free(s);
}

static void test_early_birthdays(void **unused)
{
    /* TV-CGT-2 [Book, A teoria] */
    tb_cgt *s = tb_cgt_new();
    const struct {
        const char *in, *out;
        unsigned birthday;
    } cases[] = {{"{|}", "0", 0},    {"{0|}", "1", 1},   {"{|0}", "-1", 1},   {"{0|0}", "*", 1},
                 {"{1|}", "2", 2},   {"{|-1}", "-2", 2}, {"{0|1}", "1/2", 2}, {"{0|{0|0}}", "^", 2},
                 {"{1|1}", "1*", 2}, {"{0|∅}", "1", 1},  {"{∅|0}", "-1", 1},  {"{∅|∅}", "0", 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_canonical(s, cases[i].in, cases[i].out);
        assert_birthday(s, cases[i].in, cases[i].birthday);
    }
    /* §3.12: the integer n = {n-1|} is born on day n */
    assert_birthday(s, "5", 5);
    assert_birthday(s, "-7", 7);
    tb_cgt_free(s);
}

/* Every value born by day `day`: all canonical {L|R} with L, R subsets of the values born
 * by the day before (§3.12). Returns the count; ids in out. */
static size_t born_by(tb_cgt *s, int day, tb_cgt_game *out, size_t cap)
{
    out[0] = TB_CGT_ZERO;
    size_t n = 1;
    for (int d = 1; d <= day; d++) {
        size_t prev = n;
        tb_cgt_game before[32];
        assert_true(prev <= 32);
        memcpy(before, out, prev * sizeof *before);
        for (uint32_t lmask = 0; lmask < (1u << prev); lmask++)
            for (uint32_t rmask = 0; rmask < (1u << prev); rmask++) {
                tb_cgt_game l[32], r[32];
                size_t nl = 0, nr = 0;
                for (size_t i = 0; i < prev; i++) {
                    if (lmask & (1u << i))
                        l[nl++] = before[i];
                    if (rmask & (1u << i))
                        r[nr++] = before[i];
                }
                tb_cgt_game g = tb_cgt_make(s, l, nl, r, nr);
                assert_int_not_equal(g, TB_CGT_NONE);
                bool seen = false;
                for (size_t k = 0; k < n && !seen; k++)
                    seen = out[k] == g;
                if (!seen) {
                    assert_true(n < cap);
                    out[n++] = g;
                }
            }
    }
    return n;
}

static void test_born_by_day_two(void **unused)
{
    /* TV-CGT-3 (external: [LiP]; [WW]; computed): 1, 4 and 22 values born by days 0, 1, 2 */
    tb_cgt *s = tb_cgt_new();
    tb_cgt_game games[64];
    assert_int_equal(born_by(s, 0, games, 64), 1);
    assert_int_equal(born_by(s, 1, games, 64), 4);
    size_t n = born_by(s, 2, games, 64);
    assert_int_equal(n, 22);
    const struct {
        const char *text;
        char outcome;
    } expected[] = {{"0", 'P'},       {"*", 'N'},       {"1", 'L'},     {"-1", 'R'},
                    {"2", 'L'},       {"-2", 'R'},      {"1/2", 'L'},   {"-1/2", 'R'},
                    {"*2", 'N'},      {"1*", 'L'},      {"-1*", 'R'},   {"^", 'L'},
                    {"v", 'R'},       {"^*", 'N'},      {"v*", 'N'},    {"±1", 'N'},
                    {"{1|0}", 'N'},   {"{0|-1}", 'N'},  {"{1|*}", 'L'}, {"{*|-1}", 'R'},
                    {"{1|0,*}", 'N'}, {"{0,*|-1}", 'N'}};
    assert_int_equal(sizeof expected / sizeof expected[0], 22);
    tb_cgt_game two = value(s, "2"), minus_two = value(s, "-2");
    for (size_t i = 0; i < 22; i++) {
        const char *t = text_of(s, games[i]);
        size_t k = 0;
        while (k < 22 && strcmp(expected[k].text, t) != 0)
            k++;
        if (k == 22)
            fail_msg("value '%s' born by day 2 is not in the spec's list", t);
        assert_int_equal(tb_cgt_outcome(s, games[i]), expected[k].outcome);
        /* the printed text reads back as the same game */
        assert_int_equal(value(s, t), games[i]);
        /* TV-CGT-4 [Book, via SGBDB]: every value born by day 2 lies in [-2, 2] */
        assert_true(tb_cgt_le(s, games[i], two));
        assert_true(tb_cgt_le(s, minus_two, games[i]));
        assert_true(tb_cgt_birthday(s, games[i]) <= 2);
    }
    tb_cgt_free(s);
}

static void test_numbers(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    /* TV-CGT-5 (external: [ONAG]) */
    assert_eval(s, "1/2 + 1/2", "1");
    assert_eval(s, "1/2 + 1/4", "3/4");
    tb_cgt_game three_quarters = value(s, "3/4");
    assert_int_equal(tb_cgt_left(s, three_quarters, 0), value(s, "1/2")); /* {1/2|1} */
    assert_int_equal(tb_cgt_right(s, three_quarters, 0), value(s, "1"));
    assert_int_equal(three_quarters, value(s, "{1/2|1}"));
    const struct {
        const char *text;
        unsigned birthday;
    } births[] = {{"1/2", 2}, {"3/4", 3}, {"5/8", 4}, {"-3", 3}, {"*2", 2}, {"±1", 2}, {"^", 2}};
    for (size_t i = 0; i < sizeof births / sizeof births[0]; i++)
        assert_birthday(s, births[i].text, births[i].birthday);
    /* TV-CGT-6 (external: [ONAG]) and §3.13: the simplicity rule */
    const char *simplicity[][2] = {{"{1/4|1}", "1/2"}, {"{1|3}", "2"},       {"{-1/2|7/4}", "0"},
                                   {"{2|3}", "5/2"},   {"{3/8|5/8}", "1/2"}, {"{-2|}", "0"},
                                   {"{|1/2}", "0"},    {"{0|1}", "1/2"}};
    for (size_t i = 0; i < sizeof simplicity / sizeof simplicity[0]; i++)
        assert_canonical(s, simplicity[i][0], simplicity[i][1]);
    /* §3.13: integers and dyadic rationals, {n-1|} and {|-(n-1)}; lowest terms in output */
    assert_canonical(s, "{2|}", "3");
    assert_canonical(s, "{|-2}", "-3");
    assert_canonical(s, "6/8", "3/4");
    assert_canonical(s, "-3/8", "-3/8");
    assert_canonical(s, "{1/2|3/4}", "5/8");
    int64_t num;
    unsigned exp;
    assert_true(tb_cgt_is_number(s, value(s, "-3/8"), &num, &exp));
    assert_int_equal(num, -3);
    assert_int_equal(exp, 3);
    assert_false(tb_cgt_is_number(s, value(s, "*"), NULL, NULL));
    /* numbers are never N (§3.13) */
    assert_outcome(s, "1/2", 'L');
    assert_outcome(s, "-3/4", 'R');
    assert_outcome(s, "0", 'P');
    /* the numbers built directly agree with the same values built as {L|R} and with sums */
    assert_int_equal(tb_cgt_number(s, 5, 3), value(s, "{1/2|3/4}"));
    assert_int_equal(tb_cgt_add(s, tb_cgt_number(s, 3, 2), tb_cgt_number(s, -1, 3)),
                     value(s, "5/8"));
    tb_cgt_free(s);
}

static void test_nimbers(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    /* TV-CGT-7 (external: [WW]) */
    assert_eval(s, "* + *", "0");
    assert_eval(s, "*2 + *3", "*");
    assert_eval(s, "*5 + *3", "*6");
    assert_canonical(s, "{0,*|0,*}", "*2");
    assert_outcome(s, "0", 'P');
    assert_outcome(s, "*", 'N');
    assert_outcome(s, "*2", 'N');
    assert_outcome(s, "*3", 'N');
    assert_canonical(s, "*0", "0");
    /* §3.14: *n = {*0..*(n-1) | *0..*(n-1)}, built as a general game, is the nimber *n; and
     * sums of nimbers made as general games agree with a ⊕ b. */
    tb_cgt_game opts[6];
    for (int n = 0; n < 6; n++) {
        opts[n] = tb_cgt_nimber(s, (uint64_t)n);
        tb_cgt_game made = tb_cgt_make(s, opts, (size_t)n, opts, (size_t)n);
        assert_int_equal(made, opts[n]);
        uint64_t k;
        assert_true(tb_cgt_is_nimber(s, made, &k));
        assert_int_equal(k, n);
    }
    /* TV-MIX-3 (value part): *3 + *3 = 0 */
    assert_eval(s, "*3 + *3", "0");
    tb_cgt_free(s);
}

static void test_ups(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    /* TV-CGT-8 (external: [WW]; [LiP]) and §3.14 */
    assert_outcome(s, "^", 'L');
    assert_eval(s, "^ || *", "true");
    assert_canonical(s, "{0,*|0}", "^*");
    assert_outcome(s, "^*", 'N');
    assert_eval(s, "^ + ^", "^2");
    assert_eval(s, "^ + ^ = {0|^*}", "true");
    assert_outcome(s, "^2*", 'L');
    assert_canonical(s, "{0|0,*}", "v*");
    assert_eval(s, "-^", "v");
    assert_eval(s, "-{1|0}", "{0|-1}");
    assert_canonical(s, "{0|*}", "^");
    assert_canonical(s, "{*|0}", "v");
    assert_canonical(s, "{0|v}", "*");
    assert_eval(s, "^ + *", "^*");
    assert_eval(s, "^2 + * > 0", "true");
    /* §3.16 aliases: ↑ ↓ ⇑ ⇓ */
    assert_int_equal(value(s, "↑"), value(s, "^"));
    assert_int_equal(value(s, "↓*"), value(s, "v*"));
    assert_int_equal(value(s, "⇑"), value(s, "^2"));
    assert_int_equal(value(s, "⇓*"), value(s, "v2*"));
    tb_cgt_free(s);
}

static void test_switches(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    /* TV-CGT-9 (computed) */
    assert_eval(s, "±1 + ±1", "0");
    assert_eval(s, "±1 + 1", "{2|0}");
    assert_outcome(s, "{2|0}", 'N');
    assert_eval(s, "{1|0} + {1|0}", "1");
    assert_outcome(s, "±1", 'N');
    assert_outcome(s, "1*", 'L');
    /* §3.14: ±x = {x|-x}, ±x + ±x = 0; the ASCII alias +- */
    assert_int_equal(value(s, "±3/2"), value(s, "{3/2|-3/2}"));
    assert_int_equal(value(s, "+-1"), value(s, "±1"));
    assert_eval(s, "±3/2 + ±3/2", "0");
    assert_canonical(s, "{1|-1}", "±1");
    tb_cgt_free(s);
}

static void test_order(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    /* TV-CGT-10 (computed) */
    assert_eval(s, "1 > 1/2", "true");
    assert_eval(s, "1/2 > ^", "true");
    assert_eval(s, "^ > 0", "true");
    assert_eval(s, "* || 0", "true");
    assert_eval(s, "^* || 0", "true");
    assert_eval(s, "*2 || *", "true");
    assert_eval(s, "±1 || 0", "true");
    assert_eval(s, "±1 || 1/2", "true");
    assert_eval(s, "±1 < 2", "true");
    /* exactly one of the four relations holds (§3.10) */
    const char *vals[] = {"0", "*", "^", "1/2", "±1", "{1|0}", "-1*", "v*", "^2*"};
    const char *ops[] = {"<", "=", ">", "||"};
    for (size_t i = 0; i < 9; i++)
        for (size_t j = 0; j < 9; j++) {
            int holds = 0;
            for (int k = 0; k < 4; k++) {
                char expr[64], out[16];
                tb_error err;
                snprintf(expr, sizeof expr, "%s %s %s", vals[i], ops[k], vals[j]);
                assert_true(tb_cgt_eval(s, expr, out, sizeof out, &err));
                holds += strcmp(out, "true") == 0;
            }
            assert_int_equal(holds, 1);
        }
    /* the other spellings */
    assert_eval(s, "1/2 < {1|0}", "false");
    assert_eval(s, "1/2 <= 1/2", "true");
    assert_eval(s, "^ >= 0", "true");
    assert_eval(s, "* >= 0", "false");
    assert_eval(s, "{-1,0|2,{{0|0}|0}} == *", "true");
    assert_eval(s, "^ ≥ 0", "true");
    assert_eval(s, "^ ≤ 1", "true");
    assert_eval(s, "* ‖ 0", "true");
    /* §3.10: G − G = 0 (copy strategy) */
    assert_eval(s, "{2|-1/2} - {2|-1/2}", "0");
    tb_cgt_free(s);
}

static void test_value_text(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    /* §3.16 example inputs, each already in canonical text */
    const char *canonical[] = {"0",   "-3/8", "1*",       "*2",       "^",       "v*",
                               "^2*", "±1",   "{2|-1/2}", "{0,*|-1}", "-1/2",    "5/8",
                               "*",   "1/2^", "^2",       "-1/2*3",   "{1|0,*}", "{{2|0}|0}"};
    for (size_t i = 0; i < sizeof canonical / sizeof canonical[0]; i++)
        assert_canonical(s, canonical[i], canonical[i]);
    /* Rule 3 for |k| <= 4 and n <= 3 with several number parts: x + k·↑ + *n prints as x,
     * then ^ or v with |k| when |k| >= 2, then * or *n; and reads back as itself. */
    const char *numbers[] = {"", "1", "-1", "1/2", "-3/4", "7/8"};
    const int64_t nums[][2] = {{0, 0}, {1, 0}, {-1, 0}, {1, 1}, {-3, 2}, {7, 3}};
    for (int xi = 0; xi < 6; xi++)
        for (int k = -4; k <= 4; k++)
            for (unsigned n = 0; n <= 3; n++) {
                if (k == 0 && n == 0)
                    continue;
                tb_cgt_game x = tb_cgt_number(s, nums[xi][0], (unsigned)nums[xi][1]);
                tb_cgt_game g =
                    tb_cgt_add(s, tb_cgt_add(s, x, tb_cgt_ups(s, k)), tb_cgt_nimber(s, n));
                char expected[32];
                int len = snprintf(expected, sizeof expected, "%s", numbers[xi]);
                if (k != 0)
                    len += snprintf(expected + len, sizeof expected - (size_t)len, "%c",
                                    k > 0 ? '^' : 'v');
                if (k > 1 || k < -1)
                    len += snprintf(expected + len, sizeof expected - (size_t)len, "%d",
                                    k > 0 ? k : -k);
                if (n == 1)
                    snprintf(expected + len, sizeof expected - (size_t)len, "*");
                else if (n > 1)
                    snprintf(expected + len, sizeof expected - (size_t)len, "*%u", n);
                assert_string_equal(text_of(s, g), expected);
                assert_int_equal(value(s, expected), g);
            }
    /* Rule 5 ordering: by birthday, then ASCII: 0 (day 0) before * (day 1); 1 before 1* */
    assert_canonical(s, "{*,0|-1}", "{0,*|-1}");
    assert_canonical(s, "{1*,1|0}", "{1,1*|0}");
    /* "-" before a number with ups negates the number only, so "-1^" is -1 + ^ (the
     * printed form of that value); before anything else it negates the whole. */
    assert_int_equal(value(s, "-1^"), tb_cgt_add(s, value(s, "-1"), value(s, "^")));
    assert_int_equal(value(s, "-^*"), value(s, "v*"));
    assert_int_equal(value(s, "-{0|*}"), value(s, "v"));
    /* spaces between the tokens of braces are allowed */
    assert_int_equal(value(s, "{ 0 , * | -1 }"), value(s, "{0,*|-1}"));
    tb_cgt_free(s);
}

static void test_values_from_game_vectors(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    /* TV-DOM-2 [Book]: options {0, -1 | 1} give 1/2 */
    assert_canonical(s, "{0,-1|1}", "1/2");
    /* TV-DOM-3 [Book]: G + G + (-1) = 0 with G = 1/2 */
    assert_eval(s, "{0,-1|1} + {0,-1|1} + -1", "0");
    /* TV-DOM-5, TV-DOM-6 (computed): canonical texts read back unchanged, with their
     * outcomes; transposing a board negates its value (2×3 vs 3×2). */
    const struct {
        const char *text;
        char outcome;
    } dom[] = {{"{2|-1/2}", 'N'}, {"{{2|0}|0}", 'R'},  {"{{{3|1}|1}|-1}", 'N'},
               {"{1/2|-2}", 'N'}, {"{0|{0|-2}}", 'L'}, {"-3/2", 'R'},
               {"3/2", 'L'},      {"±1", 'N'}};
    for (size_t i = 0; i < sizeof dom / sizeof dom[0]; i++) {
        assert_canonical(s, dom[i].text, dom[i].text);
        assert_outcome(s, dom[i].text, dom[i].outcome);
    }
    assert_eval(s, "-{2|-1/2}", "{1/2|-2}");
    /* TV-LD-1, TV-LD-2 [Book]: the five strips 1/2, -1/2, 1, 0, -1/2 sum to 1/2, L */
    assert_eval(s, "1/2 + -1/2 + 1 + 0 + -1/2", "1/2");
    assert_outcome(s, "1/2", 'L');
    /* TV-LD-3 and S3 [Book]: after Left's move in strip 1 that strip is `.LD.` = 0, the value
     * of the fourth strip (the book says "the third", which is 1); the total is then 0. */
    assert_eval(s, "0 + -1/2 + 1 + 0 + -1/2", "0");
    assert_eval(s, "0 = 1", "false");
    /* TV-LD-5 (computed): canonical texts */
    assert_canonical(s, "{1,1*|0}", "{1,1*|0}");
    assert_canonical(s, "{1*|0}", "{1*|0}");
    /* TV-MIX-1, TV-MIX-2 (computed) */
    assert_eval(s, "1/2 + 1", "3/2");
    assert_eval(s, "±1 + *", "{1*|-1*}");
    assert_outcome(s, "{1*|-1*}", 'N');
    tb_cgt_free(s);
}

/* ---- the engine against plain minimax on random games ---- */

#define RANDOM_GAMES 90

typedef struct tree {
    int nl, nr;
    int l[3], r[3];
} tree;

/* Who wins G_i + s·G_j moving first, s = ±1 (j = -1: G_i alone), by minimax on the
 * uncanonicalised trees. memo: 0 unknown, 1 false, 2 true. */
typedef struct minimax {
    const tree *t;
    uint8_t (*memo)[RANDOM_GAMES + 1][2][2]; /* [i][j+1][sign<0][left first] */
} minimax;

static bool wins_first(minimax *m, int i, int j, int sign, bool left)
{
    uint8_t *memo = &m->memo[i][j + 1][sign < 0][left];
    if (*memo)
        return *memo == 2;
    bool win = false;
    const tree *a = &m->t[i];
    int na = left ? a->nl : a->nr;
    for (int k = 0; k < na && !win; k++)
        win = !wins_first(m, left ? a->l[k] : a->r[k], j, sign, !left);
    if (j >= 0) {
        /* In -G_j, Left moves to -G_j^R and Right to -G_j^L. */
        const tree *b = &m->t[j];
        bool use_left = sign > 0 ? left : !left;
        int nb = use_left ? b->nl : b->nr;
        for (int k = 0; k < nb && !win; k++)
            win = !wins_first(m, i, use_left ? b->l[k] : b->r[k], sign, !left);
    }
    *memo = win ? 2 : 1;
    return win;
}

static char outcome_of(bool left_first, bool right_first)
{
    return left_first ? (right_first ? 'N' : 'L') : (right_first ? 'R' : 'P');
}

static void test_against_minimax(void **unused)
{
    tree t[RANDOM_GAMES];
    uint64_t rng = 12345;
    memset(t, 0, sizeof t);
    /* Game 0 is { | }; each later game takes up to three options per side from the earlier
     * ones, biased towards recent games so that birthdays grow. */
    for (int i = 1; i < RANDOM_GAMES; i++) {
        t[i].nl = (int)(next_random(&rng) % 4);
        t[i].nr = (int)(next_random(&rng) % 4);
        for (int k = 0; k < 3; k++) {
            int lo = i > 12 ? i - 12 : 0;
            t[i].l[k] = lo + (int)(next_random(&rng) % (unsigned)(i - lo));
            t[i].r[k] = lo + (int)(next_random(&rng) % (unsigned)(i - lo));
        }
    }
    minimax m = {t, calloc(RANDOM_GAMES, sizeof *m.memo)};
    assert_non_null(m.memo);
    tb_cgt *s = tb_cgt_new();
    tb_cgt_game id[RANDOM_GAMES];
    for (int i = 0; i < RANDOM_GAMES; i++) {
        tb_cgt_game l[3], r[3];
        for (int k = 0; k < t[i].nl; k++)
            l[k] = id[t[i].l[k]];
        for (int k = 0; k < t[i].nr; k++)
            r[k] = id[t[i].r[k]];
        id[i] = tb_cgt_make(s, l, (size_t)t[i].nl, r, (size_t)t[i].nr);
        assert_int_not_equal(id[i], TB_CGT_NONE);
        /* outcome class, and the canonical form is canonical: rebuilding it from its own
         * options gives the same game */
        assert_int_equal(tb_cgt_outcome(s, id[i]), outcome_of(wins_first(&m, i, -1, 1, true),
                                                              wins_first(&m, i, -1, 1, false)));
        size_t nl = tb_cgt_left_count(s, id[i]), nr = tb_cgt_right_count(s, id[i]);
        tb_cgt_game cl[64], cr[64];
        assert_true(nl <= 64 && nr <= 64);
        for (size_t k = 0; k < nl; k++)
            cl[k] = tb_cgt_left(s, id[i], k);
        for (size_t k = 0; k < nr; k++)
            cr[k] = tb_cgt_right(s, id[i], k);
        assert_int_equal(tb_cgt_make(s, cl, nl, cr, nr), id[i]);
        /* the printed text reads back as the same game */
        assert_int_equal(value(s, text_of(s, id[i])), id[i]);
    }
    for (int i = 0; i < RANDOM_GAMES; i++)
        for (int j = 0; j < RANDOM_GAMES; j++) {
            /* G_i + G_j: the canonical sum has the outcome minimax finds on the trees */
            tb_cgt_game sum = tb_cgt_add(s, id[i], id[j]);
            assert_int_not_equal(sum, TB_CGT_NONE);
            assert_int_equal(tb_cgt_outcome(s, sum), outcome_of(wins_first(&m, i, j, 1, true),
                                                                wins_first(&m, i, j, 1, false)));
            /* G_i ≤ G_j iff Left loses G_i − G_j moving first; equal values have one id */
            bool le = !wins_first(&m, i, j, -1, true);
            assert_int_equal(tb_cgt_le(s, id[i], id[j]), le);
            bool ge = !wins_first(&m, i, j, -1, false);
            assert_int_equal(id[i] == id[j], le && ge);
        }
    /* group laws on a sample: commutativity, associativity, G − G = 0 */
    for (int i = 0; i < RANDOM_GAMES; i += 7)
        for (int j = 0; j < RANDOM_GAMES; j += 5) {
            tb_cgt_game a = id[i], b = id[j], c = id[(i + j) % RANDOM_GAMES];
            assert_int_equal(tb_cgt_add(s, a, b), tb_cgt_add(s, b, a));
            assert_int_equal(tb_cgt_add(s, tb_cgt_add(s, a, b), c),
                             tb_cgt_add(s, a, tb_cgt_add(s, b, c)));
            assert_int_equal(tb_cgt_sub(s, a, a), TB_CGT_ZERO);
            assert_int_equal(tb_cgt_neg(s, tb_cgt_neg(s, a)), a);
        }
    tb_cgt_free(s);
    free(m.memo);
}

/* The recognition of x + k·↑ + *n (rule 3 of §3.16) searches k and n up to the birthday;
 * this relies on k·↑ + *n being born no earlier than day |k| + 1 and day n. */
static void test_uptimal_birthdays(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    for (int k = -6; k <= 6; k++)
        for (unsigned n = 0; n <= 12; n++) {
            tb_cgt_game g = tb_cgt_add(s, tb_cgt_ups(s, k), tb_cgt_nimber(s, n));
            unsigned b = tb_cgt_birthday(s, g);
            if (k != 0)
                assert_true(b >= (unsigned)(k > 0 ? k : -k) + 1);
            assert_true(b >= n);
        }
    /* and so large ones print in the short form as well */
    assert_eval(s, "^6*12", "^6*12");
    assert_eval(s, "v5*9 + 3/8", "3/8v5*9");
    tb_cgt_free(s);
}

/* ---- end to end: Domineering values through tb_cgt_make ---- */

/* A minimal Domineering enumerator (a stand-in for the real game, which lives elsewhere):
 * free cells of an R×C board as a bit mask; Left places vertical dominoes, Right horizontal
 * ones (§4.22). */
typedef struct domineering {
    tb_cgt *s;
    int rows, cols;
    tb_cgt_game *memo; /* by mask */
} domineering;

static tb_cgt_game domineering_value(domineering *d, uint32_t mask)
{
    if (d->memo[mask] != TB_CGT_NONE)
        return d->memo[mask];
    tb_cgt_game l[32], r[32];
    size_t nl = 0, nr = 0;
    for (int i = 0; i < d->rows; i++)
        for (int j = 0; j < d->cols; j++) {
            uint32_t cell = 1u << (i * d->cols + j);
            uint32_t below = cell << d->cols, right = cell << 1;
            if (i + 1 < d->rows && (mask & cell) && (mask & below))
                l[nl++] = domineering_value(d, mask & ~cell & ~below);
            if (j + 1 < d->cols && (mask & cell) && (mask & right))
                r[nr++] = domineering_value(d, mask & ~cell & ~right);
        }
    return d->memo[mask] = tb_cgt_make(d->s, l, nl, r, nr);
}

static tb_cgt_game domineering_board(tb_cgt *s, int rows, int cols, uint32_t mask)
{
    domineering d = {s, rows, cols, malloc(sizeof(tb_cgt_game) << (rows * cols))};
    assert_non_null(d.memo);
    memset(d.memo, 0xff, sizeof(tb_cgt_game) << (rows * cols));
    tb_cgt_game g = domineering_value(&d, mask);
    free(d.memo);
    assert_int_not_equal(g, TB_CGT_NONE);
    return g;
}

static void test_domineering_rectangles(void **unused)
{
    /* TV-DOM-6 (computed): values of R×C rectangles, printed */
    const struct {
        int rows, cols;
        const char *value;
        char outcome;
    } cases[] = {{1, 1, "0", 'P'},          {1, 2, "-1", 'R'},       {1, 3, "-1", 'R'},
                 {1, 4, "-2", 'R'},         {1, 5, "-2", 'R'},       {1, 6, "-3", 'R'},
                 {2, 1, "1", 'L'},          {2, 2, "±1", 'N'},       {2, 3, "{2|-1/2}", 'N'},
                 {2, 4, "{{2|0}|0}", 'R'},  {2, 5, "1/2", 'L'},      {2, 6, "{{{3|1}|1}|-1}", 'N'},
                 {3, 1, "1", 'L'},          {3, 2, "{1/2|-2}", 'N'}, {3, 3, "±1", 'N'},
                 {3, 4, "-3/2", 'R'},       {3, 5, "-1", 'R'},       {4, 1, "2", 'L'},
                 {4, 2, "{0|{0|-2}}", 'L'}, {4, 3, "3/2", 'L'},      {4, 4, NULL, 'N'}};
    tb_cgt *s = tb_cgt_new();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int r = cases[i].rows, c = cases[i].cols;
        tb_cgt_game g = domineering_board(s, r, c, (1u << (r * c)) - 1);
        if (cases[i].value && strcmp(text_of(s, g), cases[i].value) != 0)
            fail_msg("%dx%d Domineering is %s, expected %s", r, c, text_of(s, g), cases[i].value);
        assert_int_equal(tb_cgt_outcome(s, g), cases[i].outcome);
        if (!cases[i].value) /* 4×4: "value not a short text": it prints as braces */
            assert_int_equal(text_of(s, g)[0], '{');
    }
    tb_cgt_free(s);
}

static void test_domineering_transpose(void **unused)
{
    /* TV-DOM-7 (computed): G + transpose(G) = 0 on 20 random shapes of a 3×4 board; and the
     * L-tromino .#/.. is *. */
    tb_cgt *s = tb_cgt_new();
    uint64_t rng = 77;
    for (int round = 0; round < 20; round++) {
        uint32_t mask = next_random(&rng) & 0xfff, transposed = 0;
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                if (mask & (1u << (i * 4 + j)))
                    transposed |= 1u << (j * 3 + i);
        tb_cgt_game g = domineering_board(s, 3, 4, mask);
        tb_cgt_game t = domineering_board(s, 4, 3, transposed);
        assert_int_equal(tb_cgt_add(s, g, t), TB_CGT_ZERO);
    }
    assert_string_equal(text_of(s, domineering_board(s, 2, 2, 0x1 | 0x4 | 0x8)), "*");
    tb_cgt_free(s);
}

/* ---- bad input ---- */

static void test_bad_text(void **unused)
{
    tb_cgt *s = tb_cgt_new();
    const char *bad[] = {"",
                         "   ",
                         "{",
                         "{0|",
                         "{0|1",
                         "{0,|1}",
                         "{0|1}}",
                         "1/3",
                         "1/0",
                         "^0",
                         "abc",
                         "1 +",
                         "+",
                         "(1",
                         "1)",
                         "1 < ",
                         "< 1",
                         "1 <> 2",
                         "{0|1|2}",
                         "-+1",
                         "**",
                         "1//2",
                         "±",
                         "±*",
                         "*99999",
                         "999999999999",
                         "1/1048576576",
                         "^33",
                         "{0|1} {1|0}",
                         "1 = 2 = 3",
                         "∅",
                         "{∅,0|}",
                         "\xff\xfe"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_eval_refused(s, bad[i]);
    tb_error err = {{0}};
    tb_cgt_game g;
    assert_false(tb_cgt_parse(s, "1 + 1", &g, &err)); /* sums are expressions, not values */
    assert_non_null(strstr(err.msg, "column"));
    assert_false(tb_cgt_parse(s, "{0|(1)}", &g, &err));
    /* a deep nesting is refused, not a stack overflow */
    char deep[4096];
    size_t n = 0;
    for (int i = 0; i < 1000; i++)
        deep[n++] = '{';
    for (int i = 0; i < 1000; i++) {
        deep[n++] = '|';
        deep[n++] = '}';
    }
    deep[n] = '\0';
    assert_eval_refused(s, deep);
    /* the store stays usable after errors */
    assert_eval(s, "1/2 + 1/2", "1");
    /* a result too long for the buffer is an error, not a truncation */
    char small[3];
    assert_false(tb_cgt_eval(s, "{2|-1/2}", small, sizeof small, &err));
    /* out-of-range arithmetic fails with the store's message, and TB_CGT_NONE propagates */
    tb_cgt_game big = tb_cgt_number(s, TB_CGT_MAX_INTEGER, 0);
    assert_int_not_equal(big, TB_CGT_NONE);
    tb_cgt_game too_big = tb_cgt_add(s, big, big);
    assert_int_equal(too_big, TB_CGT_NONE);
    assert_non_null(strstr(tb_cgt_error(s), "range"));
    assert_int_equal(tb_cgt_neg(s, too_big), TB_CGT_NONE);
    assert_non_null(strstr(tb_cgt_error(s), "range"));
    assert_int_equal(tb_cgt_add(s, 123456789, big), TB_CGT_NONE);
    assert_non_null(strstr(tb_cgt_error(s), "invalid"));
    /* a work budget turns a huge computation into an error, and the store stays usable */
    tb_cgt_set_budget(s, 20000);
    assert_eval_refused(s, "^ + *40");
    assert_non_null(strstr(tb_cgt_error(s), "too large"));
    assert_int_equal(tb_cgt_outcome(s, value(s, "*40")), 'N'); /* nimbers need no search */
    /* Issue 15: every dominance test counts, even those le answers at once (two nimbers):
     * 300 options a side are 90,000 of them, over this budget. */
    char braces[4096] = "{", *p = braces + 1;
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < 300; k++)
            p += snprintf(p, (size_t)(braces + sizeof braces - p), "*%d%s", k,
                          k < 299 ? "," : side == 0 ? "|" : "}");
    assert_eval_refused(s, braces);
    assert_non_null(strstr(tb_cgt_error(s), "too large"));
    tb_cgt_set_budget(s, 0);
    assert_eval(s, braces, "*300");
    assert_eval(s, "^ + *40", "^*40");
    /* after a failure, every constructor works again */
    assert_int_equal(tb_cgt_add(s, 123456789, big), TB_CGT_NONE);
    assert_int_equal(tb_cgt_make(s, NULL, 0, NULL, 0), TB_CGT_ZERO);
    assert_int_equal(tb_cgt_add(s, 123456789, big), TB_CGT_NONE);
    assert_int_equal(tb_cgt_number(s, 1, 1), value(s, "1/2"));
    tb_cgt_free(s);
}

static void test_fuzz(void **unused)
{
    /* Random strings over the grammar's characters and random bytes: every one is either
     * evaluated or refused with a message; never a crash (run under the sanitizers). */
    static const char *pieces[] = {"{", "}", "|", ",", "-", "+",  "*",  "^",  "v",  "/",
                                   "0", "1", "2", "3", "8", " ",  "±",  "∅",  "<",  ">",
                                   "=", "(", ")", "↑", "⇓", "||", "<=", "*2", "1/2"};
    uint64_t rng = 2024;
    tb_cgt *s = tb_cgt_new();
    int accepted = 0;
    for (int round = 0; round < 3000; round++) {
        char expr[64] = "";
        int pieces_n = 1 + (int)(next_random(&rng) % 12);
        for (int i = 0; i < pieces_n; i++) {
            if (round % 5 == 4) { /* raw bytes */
                size_t len = strlen(expr);
                expr[len] = (char)(1 + next_random(&rng) % 255);
                expr[len + 1] = '\0';
            } else {
                const char *p = pieces[next_random(&rng) % (sizeof pieces / sizeof pieces[0])];
                if (strlen(expr) + strlen(p) < sizeof expr)
                    strcat(expr, p);
            }
        }
        char out[1024];
        tb_error err = {{0}};
        if (tb_cgt_eval(s, expr, out, sizeof out, &err)) {
            accepted++;
            /* an accepted value prints canonical text that evaluates to itself */
            if (strcmp(out, "true") != 0 && strcmp(out, "false") != 0) {
                char again[1024];
                assert_true(tb_cgt_eval(s, out, again, sizeof again, &err));
                assert_string_equal(again, out);
            }
        } else {
            assert_true(err.msg[0] != '\0');
        }
    }
    assert_true(accepted > 0);
    tb_cgt_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mex),
        cmocka_unit_test(test_nim_sum),
        cmocka_unit_test(test_nim_binary),
        cmocka_unit_test(test_bouton),
        cmocka_unit_test(test_misere_nim),
        cmocka_unit_test(test_nim_source_slips),
        cmocka_unit_test(test_nim_sums_of_values),
        cmocka_unit_test(test_grundy_graph),
        cmocka_unit_test(test_grundy_errors),
        cmocka_unit_test(test_grundy_subtraction),
        cmocka_unit_test(test_bouton_against_brute_force),
        cmocka_unit_test(test_book_example),
        cmocka_unit_test(test_early_birthdays),
        cmocka_unit_test(test_born_by_day_two),
        cmocka_unit_test(test_numbers),
        cmocka_unit_test(test_nimbers),
        cmocka_unit_test(test_ups),
        cmocka_unit_test(test_switches),
        cmocka_unit_test(test_order),
        cmocka_unit_test(test_value_text),
        cmocka_unit_test(test_values_from_game_vectors),
        cmocka_unit_test(test_against_minimax),
        cmocka_unit_test(test_uptimal_birthdays),
        cmocka_unit_test(test_domineering_rectangles),
        cmocka_unit_test(test_domineering_transpose),
        cmocka_unit_test(test_bad_text),
        cmocka_unit_test(test_fuzz),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
