/* The impartial board games of combinatorial.md §4.5–4.7, 4.9, 4.17, 4.19–4.21 (Rainhas, Euclides,
 * Chomp, Loiras ou morenas, Arbusto, Array Nim, Triangular Nim, game graph) through the game
 * contract and the analysis of §2.4. Each test cites its test vector (TV-…, §5). */
#include "support.h"

#include "comb_support.h"
#include "games/impartial/euclid.h"
#include "games/impartial/wythoff.h"

/* One expected move whose text has commas, as cs_sorted_list reads it (a final ';'). */
static const char *single(const char *move)
{
    static char out[4][128];
    static int slot;
    slot = (slot + 1) % 4;
    snprintf(out[slot], sizeof out[slot], "%s;", move);
    return out[slot];
}

static char outcome_of(const char *id, const char *position, bool misere, uint64_t *grundy)
{
    cs_analysis a = cs_analyse(id, position, misere);
    char o = a.r.outcome;
    if (grundy)
        *grundy = a.r.grundy;
    cs_analysis_free(&a);
    return o;
}

/* ---- §5.5 Rainhas ---- */

/* TV-WY-1 [Book, Rainhas; Thesis, Ex. 2.20]: the P/N table of one queen on 8x8 (S7, §7: the
 * seed's intermediate tables show 9 columns; the final 8x8 table is the one tested). */
static void tv_wy_1(void **unused)
{
    static const char *table[8] = {"PNNNNNNN", "NNPNNNNN", "NPNNNNNN", "NNNNNPNN",
                                   "NNNNNNNP", "NNNPNNNN", "NNNNNNNN", "NNNNPNNN"};
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            char pos[64];
            snprintf(pos, sizeof pos, "queens[board=8x8]: (%d,%d)", r, c);
            if (outcome_of("queens", pos, false, NULL) != table[r][c])
                fail_msg("(%d,%d): expected %c", r, c, table[r][c]);
        }
}

/* TV-WY-2 [Thesis, Ex. 2.30, Fig. 2.54]: the Grundy table, by the fast path and by brute force. */
static void tv_wy_2(void **unused)
{
    static const int table[8][8] = {{0, 1, 2, 3, 4, 5, 6, 7},  {1, 2, 0, 4, 5, 3, 7, 8},
                                    {2, 0, 1, 5, 3, 4, 8, 6},  {3, 4, 5, 6, 2, 0, 1, 9},
                                    {4, 5, 3, 2, 7, 6, 9, 0},  {5, 3, 4, 0, 6, 8, 10, 1},
                                    {6, 7, 8, 1, 9, 10, 3, 4}, {7, 8, 6, 9, 0, 1, 4, 5}};
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            char pos[64];
            snprintf(pos, sizeof pos, "queens: (%d,%d)", r, c);
            uint64_t g;
            outcome_of("queens", pos, false, &g);
            assert_int_equal(g, table[r][c]);
            cs_analysis a = cs_analyse_limited("queens", pos, false, &brute);
            assert_int_equal(a.r.grundy, table[r][c]);
            cs_analysis_free(&a);
        }
}

/* TV-WY-3 [Thesis, Ex. 2.19]: from (2,4) the only winning move is to (2,1). */
static void tv_wy_3(void **unused)
{
    cs_check("queens", "queens: (2,4)", false, 'N', -1, "(2,4)>(2,1);");
    tb_game *g = ts_game("queens", NULL);
    void *s = ts_state(g, "queens: (2,4)");
    ts_assert_moves(g, s,
                    "(2,4)>(1,4) (2,4)>(0,4) (2,4)>(2,3) (2,4)>(2,2) (2,4)>(2,1) (2,4)>(2,0) "
                    "(2,4)>(1,3) (2,4)>(0,2)");
    ts_assert_refused(g, s, "(2,4)>(3,4)"); /* south */
    ts_assert_refused(g, s, "(2,4)>(1,2)"); /* not on a line */
    ts_assert_refused(g, s, "(2,3)>(2,1)"); /* no queen there */
    free(s);
    tb_game_free(g);
}

/* A Grundy value of one queen by the definition, with no table and no formula. */
static int naive_wythoff(int r, int c, int *memo, int cols)
{
    int *m = &memo[r * cols + c];
    if (*m >= 0)
        return *m;
    bool seen[256] = {false};
    for (int d = 1; d <= r; d++)
        seen[naive_wythoff(r - d, c, memo, cols)] = true;
    for (int d = 1; d <= c; d++)
        seen[naive_wythoff(r, c - d, memo, cols)] = true;
    for (int d = 1; d <= r && d <= c; d++)
        seen[naive_wythoff(r - d, c - d, memo, cols)] = true;
    int g = 0;
    while (seen[g])
        g++;
    *m = g;
    return g;
}

/* TV-WY-4 (external: Wythoff 1907; computed): the P-pairs for k = 0..10, and the formula
 * and the Grundy table agree with the definition on every square of a 60x60 board. */
static void tv_wy_4(void **unused)
{
    static const int pairs[][2] = {{0, 0},  {1, 2},   {3, 5},   {4, 7},   {6, 10}, {8, 13},
                                   {9, 15}, {11, 18}, {12, 20}, {14, 23}, {16, 26}};
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        assert_true(comb_wythoff_is_p(pairs[k][0], pairs[k][1]));
        assert_true(comb_wythoff_is_p(pairs[k][1], pairs[k][0]));
    }
    enum { N = 60 };
    int *memo = malloc(N * N * sizeof *memo);
    uint32_t *table = malloc(N * N * sizeof *table);
    for (int i = 0; i < N * N; i++)
        memo[i] = -1;
    assert_true(comb_wythoff_grundy_table(N, N, table));
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            int g = naive_wythoff(r, c, memo, N);
            assert_int_equal(table[r * N + c], g);
            assert_int_equal(comb_wythoff_is_p(r, c), g == 0);
        }
    /* The queens' fast path keeps its largest table per thread: far, then near, then
     * rectangular squares must all read the right entries. */
    static const int probes[][2] = {{59, 59}, {3, 3}, {10, 59}, {59, 10}, {0, 7}};
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        char pos[64];
        snprintf(pos, sizeof pos, "queens: (%d,%d)", probes[i][0], probes[i][1]);
        uint64_t g;
        outcome_of("queens", pos, false, &g);
        assert_int_equal(g, naive_wythoff(probes[i][0], probes[i][1], memo, N));
    }
    free(memo);
    free(table);
}

/* TV-WY-5 [Thesis, Ex. 2.61]: 14 queens on squares of Grundy values 5,5,1,5,0,6,8,1,7,3,6,
 * 9,9,9 (read off TV-WY-2) have nim-sum 0: P. */
static void tv_wy_5(void **unused)
{
    cs_check("queens",
             "queens: (0,5) (1,4) (0,1) (2,3) (0,0) (0,6) (1,7) (1,0) (0,7) (0,3) (3,3) (3,7) "
             "(4,6) (6,4)",
             false, 'P', 0, "");
}

/* TV-WY-6, TV-WY-7 [Thesis, Ex. 2.62] (computed placement): values 3,4,4,9,9,9,6,7, nim-sum
 * 11; the winning moves take a queen of value 9 to a square of value 2, among them the
 * thesis's (3,7)>(3,4). Several queens may share a square and pass over others. */
static void tv_wy_6_7(void **unused)
{
    cs_check("queens", "queens: (0,3) (0,4) (0,4) (3,7) (4,6) (6,4) (0,6) (0,7)", false, 'N', 11,
             "(3,7)>(3,4); (4,6)>(4,3); (4,6)>(0,2); (6,4)>(3,4); (6,4)>(2,0)");
    /* Normalised text: the queens sorted; moving onto an occupied square is legal. */
    assert_string_equal(ts_after("queens", "queens: (3,7) (0,4) (0,4)", "(3,7)>(0,4)"),
                        "queens: (0,4) (0,4) (0,4) ; 2");
}

/* TV-WY-8 (external: Ferguson 2001; computed): one queen at (r,c) has the Grundy value of the
 * 2x1 matrix r / c. */
static void tv_wy_8(void **unused)
{
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            char queen[64], matrix[64];
            snprintf(queen, sizeof queen, "queens: (%d,%d)", r, c);
            snprintf(matrix, sizeof matrix, "matrix: %d / %d", r, c);
            uint64_t gq, gm;
            outcome_of("queens", queen, false, &gq);
            outcome_of("matrix", matrix, false, &gm);
            assert_int_equal(gq, gm);
        }
}

static void queens_text(void **unused)
{
    ts_assert_position_refused("queens", "queens:");
    ts_assert_position_refused("queens", "queens: (1,2");
    ts_assert_position_refused("queens", "queens: (1,-2)");
    ts_assert_position_refused("queens", "queens[board=8x8]: (8,0)");
    ts_assert_position_refused("queens", "queens[size=8x8]: (1,1)");
    ts_assert_position_refused("queens", "queens: (1001,0)");
    assert_string_equal(ts_after("queens", "queens[board=8x8]:(3,1)(1,3)", ""),
                        "queens[board=8x8]: (1,3) (3,1)");
}

/* ---- §5.6 Euclides ---- */

/* TV-EU-1 [Book, Euclides]: 20 8, 12 8, 4 8, 4 4; the first player made the last move. */
static void tv_eu_1(void **unused)
{
    tb_game *g = ts_game("euclid", NULL);
    void *s = ts_state(g, "euclid: 20 8");
    ts_play(g, s, "20>12");
    assert_string_equal(ts_position_text(g, s), "euclid: 12 8 ; 2");
    ts_play(g, s, "12>4");
    assert_string_equal(ts_position_text(g, s), "euclid: 4 8");
    ts_play(g, s, "8>4");
    assert_string_equal(ts_position_text(g, s), "euclid: 4 4 ; 2");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_WIN && o.result[1] == TB_LOSS);
    free(s);
    tb_game_free(g);
}

/* TV-EU-2 (computed). */
static void tv_eu_2(void **unused)
{
    cs_check("euclid", "euclid: 20 8", false, 'N', 2, "20>12");
    cs_check("euclid", "euclid: 12 8", false, 'P', 0, "");
    cs_check("euclid", "euclid: 4 8", false, 'N', -1, "8>4");
}

/* Does the player to move win (a, b) in Euclid's game? Plain recursion, for the rule check. */
static bool euclid_wins(int a, int b, signed char *memo)
{
    if (a < b) {
        int t = a;
        a = b;
        b = t;
    }
    signed char *m = &memo[a * 121 + b];
    if (*m >= 0)
        return *m;
    bool win = false;
    for (int to = a - b; to >= 1 && !win; to -= b)
        win = !euclid_wins(to, b, memo);
    *m = win;
    return win;
}

/* TV-EU-3 (external: Cole–Davie 1969; computed): for a > b, P iff a < φb, for all a, b <= 120
 * (the rule against plain recursion; the analysis on the samples and on all pairs <= 25). */
static void tv_eu_3(void **unused)
{
    cs_check("euclid", "euclid: 5 3", false, 'N', -1, "5>2");
    cs_check("euclid", "euclid: 8 5", false, 'P', -1, "");
    cs_check("euclid", "euclid: 13 8", false, 'N', -1, "13>5");
    cs_check("euclid", "euclid: 21 13", false, 'P', -1, "");
    cs_check("euclid", "euclid: 7 4", false, 'N', -1, "7>3");
    cs_check("euclid", "euclid: 30 12", false, 'N', -1, "30>18");
    cs_check("euclid", "euclid: 100 62", false, 'P', -1, "");
    cs_check("euclid", "euclid: 100 61", false, 'N', -1, "100>39");
    signed char *memo = malloc(121 * 121);
    memset(memo, -1, 121 * 121);
    for (int a = 1; a <= 120; a++)
        for (int b = 1; b <= 120; b++)
            assert_int_equal(comb_euclid_is_p(a, b), !euclid_wins(a, b, memo));
    for (int a = 1; a <= 25; a++)
        for (int b = 1; b <= 25; b++) {
            char pos[64];
            snprintf(pos, sizeof pos, "euclid: %d %d", a, b);
            assert_int_equal(outcome_of("euclid", pos, false, NULL),
                             comb_euclid_is_p(a, b) ? 'P' : 'N');
        }
    free(memo);
}

/* TV-EU-4 [Book, Euclides]: (a, a) has no move; 6 3 has one move, which wins; 0 is never
 * reached. */
static void tv_eu_4(void **unused)
{
    cs_check("euclid", "euclid: 7 7", false, 'P', 0, "");
    cs_check("euclid", "euclid: 6 3", false, 'N', 1, "6>3");
    tb_game *g = ts_game("euclid", NULL);
    void *s = ts_state(g, "euclid: 6 3");
    ts_assert_moves(g, s, "6>3");
    ts_assert_refused(g, s, "6>0");
    ts_assert_refused(g, s, "3>1");
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("euclid", "euclid: 0 3");
    ts_assert_position_refused("euclid", "euclid: 3");
    ts_assert_position_refused("euclid", "euclid: 3 4 5");
}

/* ---- §5.7 Chomp ---- */

/* TV-CH-1 [Book, Chomp]: the poisoned point alone is terminal and P; rectangles are N. */
static void tv_ch_1(void **unused)
{
    cs_check("chomp", "chomp: 1", false, 'P', 0, "");
    for (int r = 1; r <= 4; r++)
        for (int c = 1; c <= 6; c++) {
            char pos[32];
            snprintf(pos, sizeof pos, "chomp: %dx%d", r, c);
            assert_int_equal(outcome_of("chomp", pos, false, NULL), r * c > 1 ? 'N' : 'P');
        }
}

/* TV-CH-2 (computed): the unique winning move of each rectangle and the position it leaves. */
static void tv_ch_2(void **unused)
{
    char pos[32], move[32], left[64];
    for (int c = 2; c <= 6; c++) {
        snprintf(pos, sizeof pos, "chomp: 1x%d", c);
        cs_check("chomp", pos, false, 'N', -1, "(0,1);");
        assert_string_equal(ts_after("chomp", pos, "(0,1)"), "chomp: 1 ; 2");
        snprintf(pos, sizeof pos, "chomp: 2x%d", c);
        snprintf(move, sizeof move, "(1,%d)", c - 1);
        cs_check("chomp", pos, false, 'N', -1, single(move));
        snprintf(left, sizeof left, "chomp: %d %d ; 2", c, c - 1);
        assert_string_equal(ts_after("chomp", pos, move), left);
    }
    for (int r = 2; r <= 4; r++) {
        snprintf(pos, sizeof pos, "chomp: %dx1", r);
        cs_check("chomp", pos, false, 'N', -1, "(1,0);");
        assert_string_equal(ts_after("chomp", pos, "(1,0)"), "chomp: 1 ; 2");
    }
    static const char *cases[][3] = {{"3x2", "(2,1)", "2 2 1"},   {"3x3", "(1,1)", "3 1 1"},
                                     {"3x4", "(1,2)", "4 2 2"},   {"3x5", "(2,3)", "5 5 3"},
                                     {"3x6", "(1,3)", "6 3 3"},   {"4x2", "(3,1)", "2 2 2 1"},
                                     {"4x3", "(2,1)", "3 3 1 1"}, {"4x4", "(1,1)", "4 1 1 1"},
                                     {"4x5", "(2,2)", "5 5 2 2"}, {"4x6", "(1,2)", "6 2 2 2"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(pos, sizeof pos, "chomp: %s", cases[i][0]);
        cs_check("chomp", pos, false, 'N', -1, single(cases[i][1]));
        /* and by the independent brute force through the contract */
        tb_game *g = ts_game("chomp", NULL);
        void *s = ts_state(g, pos);
        const char *winning;
        assert_true(cs_brute(g, s, &winning));
        assert_string_equal(winning, cases[i][1]);
        free(s);
        tb_game_free(g);
        snprintf(left, sizeof left, "chomp: %s ; 2", cases[i][2]);
        assert_string_equal(ts_after("chomp", pos, cases[i][1]), left);
    }
}

/* TV-CH-3 (external: Zeilberger 2001; computed): two rows a >= b >= 1 are P iff b = a - 1;
 * one row is P iff it is the poisoned point alone. */
static void tv_ch_3(void **unused)
{
    for (int a = 1; a <= 8; a++) {
        char pos[32];
        snprintf(pos, sizeof pos, "chomp: %d", a);
        assert_int_equal(outcome_of("chomp", pos, false, NULL), a == 1 ? 'P' : 'N');
        for (int b = 1; b <= a; b++) {
            snprintf(pos, sizeof pos, "chomp: %d %d", a, b);
            assert_int_equal(outcome_of("chomp", pos, false, NULL), b == a - 1 ? 'P' : 'N');
        }
    }
}

/* TV-CH-4 [Book, hint] (computed): squares are won only by (1,1), leaving an L with equal
 * arms; an L of bottom row a and column height h is P iff a = h. */
static void tv_ch_4(void **unused)
{
    for (int n = 2; n <= 5; n++) {
        char pos[32];
        snprintf(pos, sizeof pos, "chomp: %dx%d", n, n);
        cs_check("chomp", pos, false, 'N', -1, "(1,1);");
    }
    for (int a = 1; a <= 6; a++)
        for (int h = 1; h <= 6; h++) {
            char pos[64] = "chomp:";
            snprintf(pos + strlen(pos), sizeof pos - strlen(pos), " %d", a);
            for (int i = 1; i < h; i++)
                strcat(pos, " 1");
            assert_int_equal(outcome_of("chomp", pos, false, NULL), a == h ? 'P' : 'N');
        }
}

/* TV-CH-5 (computed): the three-row P-positions with a <= 7. */
static void tv_ch_5(void **unused)
{
    static const char *p_positions = " 2 2 1, 3 1 1, 4 2 2, 5 3 2, 5 5 3, 6 3 3, 6 4 2, 7 4 3, "
                                     "7 5 2, 7 7 4,";
    for (int a = 1; a <= 7; a++)
        for (int b = 1; b <= a; b++)
            for (int c = 1; c <= b; c++) {
                char pos[32], key[32];
                snprintf(pos, sizeof pos, "chomp: %d %d %d", a, b, c);
                snprintf(key, sizeof key, " %d %d %d,", a, b, c);
                bool listed = strstr(p_positions, key) != NULL;
                if (outcome_of("chomp", pos, false, NULL) != (listed ? 'P' : 'N'))
                    fail_msg("%s: expected %c", pos, listed ? 'P' : 'N');
            }
}

/* TV-CH-6 (computed): Grundy values. */
static void tv_ch_6(void **unused)
{
    cs_check("chomp", "chomp: 2x2", false, 'N', 2, NULL);
    cs_check("chomp", "chomp: 2x3", false, 'N', 4, NULL);
    cs_check("chomp", "chomp: 3x3", false, 'N', 5, NULL);
    cs_check("chomp", "chomp: 3x4", false, 'N', 9, NULL);
    cs_check("chomp", "chomp: 4x4", false, 'N', 6, NULL);
    for (int c = 1; c <= 8; c++) {
        char pos[32];
        snprintf(pos, sizeof pos, "chomp: 1x%d", c);
        uint64_t g;
        outcome_of("chomp", pos, false, &g);
        assert_int_equal(g, c - 1);
    }
}

/* TV-CH-7 (computed; move rule). */
static void tv_ch_7(void **unused)
{
    assert_string_equal(ts_after("chomp", "chomp: 4 4 3", "(1,2)"), "chomp: 4 2 2 ; 2");
    tb_game *g = ts_game("chomp", NULL);
    void *s = ts_state(g, "chomp: 4 4 3");
    ts_assert_refused(g, s, "(0,0)");
    ts_assert_refused(g, s, "(2,3)");
    free(s);
    tb_game_free(g);
    assert_string_equal(ts_after("chomp", "chomp: 3 0 0", ""), "chomp: 3");
    ts_assert_position_refused("chomp", "chomp: 2 3");
    ts_assert_position_refused("chomp", "chomp:");
    ts_assert_position_refused("chomp", "chomp: 0x3");
    /* A rectangle too large is told the rectangle's limits, not read as row lengths. */
    tb_game *g2 = ts_game("chomp", NULL);
    void *s2 = ts_state(g2, NULL);
    const char *large[] = {"chomp: 21x3", "chomp: 3x21", "chomp: 0x0", "chomp: 99999999x2"};
    for (size_t i = 0; i < sizeof large / sizeof large[0]; i++) {
        tb_error err = {{0}};
        assert_false(tb_game_parse_position(g2, large[i], s2, &err));
        if (!strstr(err.msg, "a rectangle is RxC"))
            fail_msg("%s: '%s'", large[i], err.msg);
    }
    free(s2);
    tb_game_free(g2);
}

/* ---- §5.9 Loiras ou morenas ---- */

/* TV-LM-1 (computed). */
static void tv_lm_1(void **unused)
{
    cs_check("queens2", "queens2: B(2,4) M(1,2) | -", false, 'N', -1, "M");
    cs_check("queens2", "queens2: B(2,4) M(1,2) | M", false, 'P', -1, "");
    cs_check("queens2", "queens2: B(2,4) M(1,2) | B", false, 'N', -1,
             "(2,4)>(0,4)/M; (2,4)>(1,4)/M; (2,4)>(2,0)/M; (2,4)>(2,2)/M; (2,4)>(2,3)/M; "
             "(2,4)>(1,3)/M; (2,4)>(0,2)/M");
}

/* TV-LM-2, TV-LM-3, TV-LM-4 (computed). */
static void tv_lm_2_3_4(void **unused)
{
    cs_check("queens2", "queens2: B(1,2) M(1,2) | -", false, 'P', -1, "");
    cs_check("queens2", "queens2: B(0,0) M(3,3) | -", false, 'N', -1, "B");
    cs_check("queens2", "queens2: B(3,5) M(2,2) | -", false, 'N', -1, "B");
    cs_check("queens2", "queens2: B(3,5) M(2,2) | M", false, 'N', -1,
             "(2,2)>(0,2)/B; (2,2)>(2,0)/B; (2,2)>(1,1)/B; (2,2)>(0,0)/M");
    cs_check("queens2", "queens2: B(2,2) B(1,3) M(4,1) | -", false, 'P', -1, "");
    cs_check("queens2", "queens2: B(7,4) M(5,3) | -", false, 'P', -1, "");
}

/* TV-LM-5 (computed): one queen of each colour, coordinates 0..7: the first player wins iff
 * a queen is on (0,0) or exactly one queen stands on a Wythoff P-square; 137 first-player
 * wins among the 625 pairs of the 5x5 sub-board. One brute-force memo serves every pair. */
static void tv_lm_5(void **unused)
{
    tb_game *g = ts_game("queens2", NULL);
    cs_memo m = {calloc(1u << 17, sizeof(uint64_t)), calloc(1u << 17, 1), (1u << 17) - 1, 0};
    int wins_5x5 = 0;
    for (int b = 0; b < 64; b++)
        for (int k = 0; k < 64; k++) {
            int br = b / 8, bc = b % 8, mr = k / 8, mc = k % 8;
            char pos[64];
            snprintf(pos, sizeof pos, "queens2: B(%d,%d) M(%d,%d) | -", br, bc, mr, mc);
            void *s = ts_state(g, pos);
            bool wins = cs_wins_rec(g, s, &m);
            bool corner = b == 0 || k == 0;
            bool rule = corner || (comb_wythoff_is_p(br, bc) != comb_wythoff_is_p(mr, mc));
            if (wins != rule)
                fail_msg("%s: first player %s", pos, wins ? "wins" : "loses");
            if (br < 5 && bc < 5 && mr < 5 && mc < 5)
                wins_5x5 += wins;
            free(s);
        }
    assert_int_equal(wins_5x5, 137);
    free(m.key);
    free(m.val);
    tb_game_free(g);
}

static void queens2_rules(void **unused)
{
    tb_game *g = ts_game("queens2", NULL);
    void *s = ts_state(g, "queens2: B(1,1) M(0,1) | -");
    ts_assert_moves(g, s, "B M");
    ts_play(g, s, "B");
    assert_string_equal(ts_position_text(g, s), "queens2: B(1,1) M(0,1) | B ; 2");
    ts_assert_moves(g, s,
                    "(1,1)>(0,1)/B (1,1)>(0,1)/M (1,1)>(1,0)/B (1,1)>(1,0)/M "
                    "(1,1)>(0,0)/B (1,1)>(0,0)/M");
    ts_assert_refused(g, s, "(0,1)>(0,0)/B"); /* a brunette: not the colour announced */
    ts_assert_refused(g, s, "(1,1)>(0,1)");   /* no announcement */
    ts_play(g, s, "(1,1)>(0,0)/B");
    tb_outcome o = ts_outcome(g, s); /* player 1 must move a blonde: none can move */
    assert_true(o.over && o.result[1] == TB_WIN && o.result[0] == TB_LOSS);
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("queens2", "queens2: B(1,1) M(0,1)");
    ts_assert_position_refused("queens2", "queens2: B(1,1) X(0,1) | -");
    ts_assert_position_refused("queens2", "queens2: B(1,1) | Q");
    ts_assert_position_refused("queens2", "queens2: B(1,1) | - + nim: 3"); /* §3.8: no sums */
}

/* ---- §5.16 Arbusto ---- */

/* TV-HB-1 [Thesis, Fig. 2.65]: four stalks 1, 5, 3, 6 are nim: 1 5 3 6. */
static void tv_hb_1(void **unused)
{
    cs_check("hackenbush",
             "hackenbush: 0-1 0-2 2-3 3-4 4-5 5-6 0-7 7-8 8-9 0-10 10-11 11-12 12-13 13-14 14-15",
             false, 'N', 1, "0-1; 5-6; 8-9");
}

/* TV-HB-2 [Thesis, Ex. 2.68]: stalks 3, 4, 5: erase the middle edge of the 3-stalk. */
static void tv_hb_2(void **unused)
{
    cs_check("hackenbush", "hackenbush: 0-1 1-2 2-3 0-4 4-5 5-6 6-7 0-8 8-9 9-10 10-11 11-12",
             false, 'N', 2, "1-2");
}

/* TV-HB-3 [Thesis, Ex. 2.67]: what loses contact with the ground falls. */
static void tv_hb_3(void **unused)
{
    assert_string_equal(ts_after("hackenbush", "hackenbush: 0-1 1-2 2-3", "1-2"),
                        "hackenbush: 0-1 ; 2");
    assert_string_equal(ts_after("hackenbush", "hackenbush: 0-1 1-2 2-3", "#2"),
                        "hackenbush: 0-1 ; 2");
    assert_string_equal(ts_after("hackenbush", "hackenbush: 0-1 5-6 1-2", ""),
                        "hackenbush: 0-1 1-2"); /* normalised: 5-6 is not on the ground */
}

/* TV-HB-4..7 [Thesis, Fig. 2.77–2.84, Obs. 2.69] (reconstructed trees). */
static void tv_hb_4_to_7(void **unused)
{
    cs_check("hackenbush", "hackenbush: 0-1 1-2 1-3 3-4 3-5", false, 'N', 1, NULL);
    cs_check("hackenbush", "hackenbush: 0-1 1-2 1-3 3-4 4-5 5-6 3-7", false, 'N', 3, "0-1");
    cs_check("hackenbush",
             "hackenbush: 0-1 1-2 2-3 3-4 4-5 2-6 1-7 7-8 1-9 9-10 9-11 11-12 12-13 11-14", false,
             'N', 8, "0-1");
    cs_check("hackenbush", "hackenbush: 0-1 1-2 1-3", false, 'N', 1, NULL);
    cs_check("hackenbush", "hackenbush: 0-1 1-2 2-3 1-4", false, 'N', 4, NULL);
    cs_check("hackenbush", "hackenbush: 0-1 1-2 2-3", false, 'N', 3, NULL);
}

/* TV-HB-8 (external: WW ch. 7; computed): fusion. */
static void tv_hb_8(void **unused)
{
    cs_check("hackenbush", "hackenbush: 0-1 1-2 2-0", false, 'N', 1, NULL);
    cs_check("hackenbush", "hackenbush: 0-1 1-2 2-3 3-0", false, 'P', 0, NULL);
    cs_check("hackenbush", "hackenbush: 0-0", false, 'N', 1, NULL);
    cs_check("hackenbush", "hackenbush: 0-1 1-1", false, 'N', 2, NULL);
    cs_check("hackenbush", "hackenbush: 0-1 0-1", false, 'P', 0, NULL);
    cs_check("hackenbush", "hackenbush: 0-1 1-2 2-0 2-3", false, 'P', 0, NULL);
}

/* TV-HB-9 [Thesis, Ex. 2.67] (reconstructed dog): the stated play, and g = 2 with the neck
 * as the only winning move; a head of three single edges gives 2 as well. */
static void tv_hb_9(void **unused)
{
    const char *dog = "hackenbush: 0-1 0-1 0-2 0-2 1-2 2-3 1-4 4-5 5-6 6-4";
    assert_string_equal(ts_after("hackenbush", dog, "1-4"),
                        "hackenbush: 0-1 0-1 0-2 0-2 1-2 2-3 ; 2");
    tb_game *g = ts_game("hackenbush", NULL);
    void *s = ts_state(g, dog);
    ts_play(g, s, "1-4; 2-3; 1-2; 0-1");
    assert_string_equal(ts_position_text(g, s), "hackenbush: 0-1 0-2 0-2");
    ts_play(g, s, "0-2; 0-1; 0-2");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_WIN); /* the first player made the 7th move */
    free(s);
    tb_game_free(g);
    cs_check("hackenbush", dog, false, 'N', 2, "1-4");
    cs_check("hackenbush", "hackenbush: 0-1 0-1 0-2 0-2 1-2 2-3 1-4 4-5 4-6 4-7", false, 'N', 2,
             NULL);
}

/* §3.9 (computed check of the spec): the colon/fusion reduction agrees with brute force on
 * random multigraphs with loops and parallel edges. */
static void hackenbush_reduction_agrees(void **unused)
{
    uint64_t seed = 12345;
    tb_comb_limits brute = {.no_fast_paths = true};
    for (int t = 0; t < 150; t++) {
        char pos[256] = "hackenbush:";
        int edges = 1 + (int)(ts_random(&seed) >> 60) % 8;
        for (int e = 0; e < edges; e++) {
            uint64_t bits = ts_random(&seed);
            int u = (int)(bits >> 40) % 5, v = (int)(bits >> 50) % 5;
            snprintf(pos + strlen(pos), sizeof pos - strlen(pos), " %d-%d", u, v);
        }
        cs_analysis fast = cs_analyse("hackenbush", pos, false);
        cs_analysis slow = cs_analyse_limited("hackenbush", pos, false, &brute);
        if (fast.r.grundy != slow.r.grundy)
            fail_msg("%s: reduction %llu, brute force %llu", pos, (unsigned long long)fast.r.grundy,
                     (unsigned long long)slow.r.grundy);
        assert_string_equal(cs_winning(&fast), cs_winning(&slow));
        cs_analysis_free(&fast);
        cs_analysis_free(&slow);
    }
}

static void hackenbush_text(void **unused)
{
    ts_assert_position_refused("hackenbush", "hackenbush: 0-");
    ts_assert_position_refused("hackenbush", "hackenbush: 0-256");
    ts_assert_position_refused("hackenbush", "hackenbush: 0-1x");
    tb_game *g = ts_game("hackenbush", NULL);
    void *s = ts_state(g, "hackenbush: 0-1 1-0 1-2");
    ts_assert_moves(g, s, "0-1 1-2"); /* parallel copies are one move */
    ts_assert_refused(g, s, "2-3");
    ts_assert_refused(g, s, "#4");
    free(s);
    tb_game_free(g);
}

/* ---- §5.17 Array Nim, Triangular Nim; §5.1 game graphs ---- */

/* TV-AR-1 (computed). */
static void tv_ar_1(void **unused)
{
    cs_check("array", "array: oooo", false, 'N', 4, NULL);
    cs_check("array", "array: oo/oo", false, 'P', 0, "");
    cs_check("array", "array: ooo/ooo", false, 'N', 1, "C1:1,2; C2:1,2; C3:1,2");
    cs_check("array", "array: oooo/oooo", false, 'P', 0, "");
    cs_check("array", "array: ooo/ooo/ooo", false, 'P', 0, "");
    cs_check("array", "array: oooo/oooo/oooo", false, 'N', 4,
             "C1:1,2,3; C2:1,2,3; C3:1,2,3; C4:1,2,3; R1:1,2,3,4; R2:1,2,3,4; R3:1,2,3,4");
    tb_game *g = ts_game("array", NULL);
    void *s = ts_state(g, "array: o.o/.o.");
    ts_assert_moves(g, s, "R1:1,3 R1:1 R1:3 R2:2");
    ts_play(g, s, "C1:1"); /* one counter: the same move as R1:1 */
    assert_string_equal(ts_position_text(g, s), "array: ..o/.o. ; 2");
    /* Move texts without a number after ':' or ',', or with a cell twice, are refused (the
     * first two once shifted by an unset number). */
    const char *bad[] = {"R1:", "R1:x", "R1:3,", "C3:1,", "R2:2,2", "R1:17", "R:1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("array", "array: oo/o");
    ts_assert_position_refused("array", "array: ox");
}

/* TV-TRI-1 (computed): normal play, no limit. */
static void tv_tri_1(void **unused)
{
    cs_check("triangle", "triangle: o", false, 'N', 1, NULL);
    cs_check("triangle", "triangle: o/oo", false, 'P', 0, NULL);
    cs_check("triangle", "triangle: o/oo/ooo", false, 'N', 1, NULL);
    cs_check("triangle", "triangle: o/oo/ooo/oooo", false, 'N', 2, NULL);
    const char *five = "2,1>2,2; 3,2>3,2; 4,1>5,2; 4,2>4,2; 4,3>4,3; 4,4>5,4";
    cs_check("triangle", "triangle: o/oo/ooo/oooo/ooooo", false, 'N', 1, five);
    /* TV-TRI-2: with [max=3] normal play is the same. */
    cs_check("triangle", "triangle[max=3]: o/oo/ooo/oooo/ooooo", false, 'N', 1, five);
}

/* TV-TRI-2 (computed): misère. */
static void tv_tri_2(void **unused)
{
    cs_check("triangle", "triangle: o/oo/ooo/oooo/ooooo", true, 'P', -1, "");
    cs_check("triangle", "triangle[max=3]: o/oo/ooo/oooo/ooooo", true, 'N', -1,
             "1,1>1,1; 3,1>3,1; 3,2>3,2; 3,3>3,3; 4,2>4,2; 4,3>4,3; 5,1>5,1; 5,3>5,3; 5,5>5,5");
}

static void triangle_rules(void **unused)
{
    tb_game *g = ts_game("triangle", NULL);
    void *s = ts_state(g, "triangle[max=2]: o/o./ooo");
    ts_assert_moves(g, s,
                    "1,1>1,1 1,1>2,1 2,1>2,1 2,1>3,1 2,1>3,2 3,1>3,1 3,1>3,2 3,2>3,2 "
                    "3,2>3,3 3,3>3,3");
    ts_play(g, s, "3,2>3,1"); /* either order */
    assert_string_equal(ts_position_text(g, s), "triangle[max=2]: o/o./..o ; 2");
    ts_assert_refused(g, s, "1,1>3,1"); /* three counters, more than max=2 */
    ts_assert_refused(g, s, "2,2>2,2");
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("triangle", "triangle: o/ooo");
    ts_assert_position_refused("triangle", "triangle[max=0]: o");
}

/* TV-TH-6 [Thesis, Ex. 2.24] and TV-TH-7 (computed). */
static void tv_th_6_7(void **unused)
{
    cs_check("graph", "graph: A>D B>A C>A C>B C>D @ C", false, 'N', 2, "C>B; C>D");
    cs_check("graph", "graph: A>D B>A C>A C>B C>D @ D", false, 'P', 0, "");
    cs_check("graph", "graph: A>D B>A C>A C>B C>D @ A", false, 'N', 1, NULL);
    cs_check("graph", "graph: A>D B>A C>A C>B C>D @ B", false, 'P', 0, "");
    cs_check("graph", "graph: A>D B>A C>A C>B C>D @ C A", false, 'N', 3, "C>A");
}

static void graph_rules(void **unused)
{
    ts_assert_position_refused("graph", "graph: A>B B>A @ A"); /* a cycle */
    ts_assert_position_refused("graph", "graph: A>B");
    ts_assert_position_refused("graph", "graph: A>B @");
    ts_assert_position_refused("graph", "graph: A-B @ A");
    /* A cycle out of the tokens' reach is allowed. */
    cs_check("graph", "graph: A>B C>D D>C @ A", false, 'N', 1, "A>B");
    assert_string_equal(ts_after("graph", "graph: A>B A>B B>C @ B A", "A>B"),
                        "graph: A>B B>C @ B B ; 2");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tv_wy_1),         cmocka_unit_test(tv_wy_2),
        cmocka_unit_test(tv_wy_3),         cmocka_unit_test(tv_wy_4),
        cmocka_unit_test(tv_wy_5),         cmocka_unit_test(tv_wy_6_7),
        cmocka_unit_test(tv_wy_8),         cmocka_unit_test(queens_text),
        cmocka_unit_test(tv_eu_1),         cmocka_unit_test(tv_eu_2),
        cmocka_unit_test(tv_eu_3),         cmocka_unit_test(tv_eu_4),
        cmocka_unit_test(tv_ch_1),         cmocka_unit_test(tv_ch_2),
        cmocka_unit_test(tv_ch_3),         cmocka_unit_test(tv_ch_4),
        cmocka_unit_test(tv_ch_5),         cmocka_unit_test(tv_ch_6),
        cmocka_unit_test(tv_ch_7),         cmocka_unit_test(tv_lm_1),
        cmocka_unit_test(tv_lm_2_3_4),     cmocka_unit_test(tv_lm_5),
        cmocka_unit_test(queens2_rules),   cmocka_unit_test(tv_hb_1),
        cmocka_unit_test(tv_hb_2),         cmocka_unit_test(tv_hb_3),
        cmocka_unit_test(tv_hb_4_to_7),    cmocka_unit_test(tv_hb_8),
        cmocka_unit_test(tv_hb_9),         cmocka_unit_test(hackenbush_reduction_agrees),
        cmocka_unit_test(hackenbush_text), cmocka_unit_test(tv_ar_1),
        cmocka_unit_test(tv_tri_1),        cmocka_unit_test(tv_tri_2),
        cmocka_unit_test(triangle_rules),  cmocka_unit_test(tv_th_6_7),
        cmocka_unit_test(graph_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
