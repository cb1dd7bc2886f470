/* The partizan games of combinatorial.md §4.22–4.24 (Dominório, Leões e Dragões, Conway-game
 * literals) and mixed sums, through the game contract and the analysis of §2.4. Each test
 * cites its test vector (TV-…, §5); the source slips of §7 cite their number. */
#include "support.h"

#include "comb_support.h"

/* The expected list as cs_sorted_list reads it: one move with commas needs a final ';'. */
static const char *expected(const char *list)
{
    static char out[4][4096];
    static int slot;
    slot = (slot + 1) % 4;
    bool single = strchr(list, ',') && !strchr(list, ';');
    snprintf(out[slot], sizeof out[slot], "%s%s", list, single ? ";" : "");
    return cs_sorted_list(out[slot]);
}

/* Checks the canonical value text, the outcome class and (unless NULL) the winning moves of
 * Left and Right ("a; b"; "" for none); outcome 0 is not checked. */
static void pcheck(const char *position, const char *value, char outcome, const char *left,
                   const char *right)
{
    cs_analysis a = cs_analyse("domineering", position, false);
    if (!a.r.has_value || strcmp(a.r.value, value) != 0)
        fail_msg("%s: value %s, expected %s", position, a.r.has_value ? a.r.value : "none", value);
    if (outcome && a.r.outcome != outcome)
        fail_msg("%s: outcome %c, expected %c", position, a.r.outcome, outcome);
    const char *l = cs_moves_text(a.g, a.s, a.r.winning_left, a.r.num_winning_left);
    const char *r = cs_moves_text(a.g, a.s, a.r.winning_right, a.r.num_winning_right);
    if (left && strcmp(l, expected(left)) != 0)
        fail_msg("%s: winning-left {%s}, expected {%s}", position, l, expected(left));
    if (right && strcmp(r, expected(right)) != 0)
        fail_msg("%s: winning-right {%s}, expected {%s}", position, r, expected(right));
    cs_analysis_free(&a);
}

static void value(const char *position, const char *expected)
{
    pcheck(position, expected, 0, NULL, NULL);
}

/* The outcome class of a canonical value, by the CGT core, for pcheck with outcome 0. */
static char class_of(const char *v)
{
    tb_cgt *store = tb_cgt_new();
    tb_cgt_game g;
    tb_error err;
    assert_true(tb_cgt_parse(store, v, &g, &err));
    char c = tb_cgt_outcome(store, g);
    tb_cgt_free(store);
    return c;
}

static void value_and_class(const char *position, const char *expected)
{
    pcheck(position, expected, class_of(expected), NULL, NULL);
}

/* ---- §5.19 Dominório ---- */

/* TV-DOM-1 [Book] (and S6, §7: the book's sign pictures are garbled; these replace them). */
static void tv_dom_1(void **unused)
{
    pcheck("domineering: .", "0", 'P', "", "");
    pcheck("domineering: ./.", "1", 'L', "V 0,0", "");
    pcheck("domineering: ..", "-1", 'R', "", "H 0,0");
    pcheck("domineering: ../..", "±1", 'N', NULL, NULL);
}

/* TV-DOM-2 [Book]: options {0, -1 | 1}, value 1/2. */
static void tv_dom_2(void **unused)
{
    pcheck("domineering: .#/.#/..", "1/2", 'L', "V 1,0", "");
    tb_game *g = ts_game("domineering", NULL);
    void *s = ts_state(g, "domineering: .#/.#/..");
    ts_assert_moves(g, s, "V 0,0 V 1,0"); /* Left to move */
    free(s);
    tb_game_free(g);
    value(ts_after("domineering", "domineering: .#/.#/..", "V 0,0"), "-1");
    value(ts_after("domineering", "domineering: .#/.#/..", "V 1,0"), "0");
    value(ts_after("domineering", "domineering: .#/.#/.. ; R", "H 2,0"), "1");
}

/* TV-DOM-3 [Book]: G + G + (horizontal pair) = 1/2 + 1/2 - 1 = 0, a second-player win. */
static void tv_dom_3(void **unused)
{
    pcheck("domineering: .#/.#/.. + domineering: .#/.#/.. + domineering: ..", "0", 'P', "", "");
}

/* TV-DOM-4, TV-DOM-5 (external: LiP; Wikipedia "Domineering"; computed). */
static void tv_dom_4_5(void **unused)
{
    pcheck("domineering: ../..", "±1", 'N', "V 0,0; V 0,1", "H 0,0; H 1,0");
    pcheck("domineering: .../.../...", "±1", 'N', NULL, NULL);
    pcheck("domineering: .../...", "{2|-1/2}", 'N', "V 0,1", "H 0,0; H 0,1; H 1,0; H 1,1");
    value("domineering: ../../..", "{1/2|-2}");
}

/* The rectangle of r rows and c columns. */
static const char *rectangle(int r, int c)
{
    static char out[4][128];
    static int slot;
    slot = (slot + 1) % 4;
    char *p = out[slot] + sprintf(out[slot], "domineering: ");
    for (int i = 0; i < r; i++) {
        if (i)
            *p++ = '/';
        for (int j = 0; j < c; j++)
            *p++ = '.';
    }
    *p = '\0';
    return out[slot];
}

/* -v in the value text of §3.16, by the CGT core. */
static void negated(const char *v, char *out, size_t len)
{
    tb_cgt *store = tb_cgt_new();
    tb_cgt_game g;
    tb_error err;
    assert_true(tb_cgt_parse(store, v, &g, &err));
    assert_true(tb_cgt_to_text(store, tb_cgt_neg(store, g), out, len, &err));
    tb_cgt_free(store);
}

/* TV-DOM-6 (computed): rectangles; transposed boards have negated values. */
static void tv_dom_6(void **unused)
{
    static const struct {
        int r, c;
        const char *v;
    } rects[] = {
        {1, 1, "0"},        {1, 2, "-1"},        {1, 3, "-1"},         {1, 4, "-2"},
        {1, 5, "-2"},       {1, 6, "-3"},        {2, 1, "1"},          {2, 2, "±1"},
        {2, 3, "{2|-1/2}"}, {2, 4, "{{2|0}|0}"}, {2, 5, "1/2"},        {2, 6, "{{{3|1}|1}|-1}"},
        {3, 1, "1"},        {3, 2, "{1/2|-2}"},  {3, 3, "±1"},         {3, 4, "-3/2"},
        {3, 5, "-1"},       {4, 1, "2"},         {4, 2, "{0|{0|-2}}"}, {4, 3, "3/2"}};
    for (size_t i = 0; i < sizeof rects / sizeof rects[0]; i++) {
        value_and_class(rectangle(rects[i].r, rects[i].c), rects[i].v);
        char neg[256];
        negated(rects[i].v, neg, sizeof neg);
        value(rectangle(rects[i].c, rects[i].r), neg);
    }
    assert_int_equal(class_of("{{2|0}|0}"), 'R');
    assert_int_equal(class_of("{{{3|1}|1}|-1}"), 'N');
    assert_int_equal(class_of("{0|{0|-2}}"), 'L');
    cs_analysis a = cs_analyse("domineering", rectangle(4, 4), false);
    assert_int_equal(a.r.outcome, 'N');
    cs_analysis_free(&a);
}

/* The transpose of a board text "rows/..." (rows become columns). */
static void transpose(const char *board, char *out)
{
    char rows[16][17];
    int n = 0, w = 0;
    for (const char *p = board; *p; n++) {
        size_t len = strcspn(p, "/");
        memcpy(rows[n], p, len);
        rows[n][len] = '\0';
        w = (int)len;
        p += len + (p[len] == '/');
    }
    char *q = out;
    for (int c = 0; c < w; c++) {
        if (c)
            *q++ = '/';
        for (int r = 0; r < n; r++)
            *q++ = rows[r][c];
    }
    *q = '\0';
}

/* TV-DOM-7 (computed): the L-tromino is *; G + transpose(G) = 0 on 20 random shapes. */
static void tv_dom_7(void **unused)
{
    pcheck("domineering: .#/..", "*", 'N', NULL, NULL);
    value("domineering: ..#/... + domineering: ../../#.", "0");
    uint64_t seed = 7;
    for (int t = 0; t < 20; t++) {
        char board[64] = "", tr[64], pos[160];
        int rows = 2 + t % 3, cols = 2 + (t / 3) % 3, free = 0;
        for (int r = 0; r < rows; r++) {
            if (r)
                strcat(board, "/");
            for (int c = 0; c < cols; c++) {
                bool open = (ts_random(&seed) >> 33) % 4 != 0 && free < 12;
                free += open;
                strcat(board, open ? "." : "#");
            }
        }
        transpose(board, tr);
        snprintf(pos, sizeof pos, "domineering: %s + domineering: %s", board, tr);
        pcheck(pos, "0", 'P', NULL, NULL);
    }
}

/* TV-DOM-8 (computed): V 0,1 leaves two separate vertical pairs, a sum worth 2. */
static void tv_dom_8(void **unused)
{
    assert_string_equal(ts_after("domineering", "domineering: .../...", "V 0,1"),
                        "domineering: .#./.#. ; R");
    pcheck("domineering: .#./.#.", "2", 'L', NULL, "");
}

static void domineering_text(void **unused)
{
    /* A25: border rows and columns without a free square are stripped, inner ones kept. */
    assert_string_equal(ts_after("domineering", "domineering: ####/#..#/####", ""),
                        "domineering: ..");
    assert_string_equal(ts_after("domineering", "domineering: .#./###/.#.", ""),
                        "domineering: .#./###/.#.");
    assert_string_equal(ts_after("domineering", "domineering: ../..", "V 0,0"),
                        "domineering: ./. ; R");
    tb_game *g = ts_game("domineering", NULL);
    void *s = ts_state(g, "domineering: ../..");
    ts_assert_refused(g, s, "H 0,0");  /* Right's move, Left to move */
    ts_assert_refused(g, s, "V 1,0");  /* off the board */
    ts_assert_refused(g, s, "V 0,0,"); /* garbage */
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("domineering", "domineering: ../...");
    ts_assert_position_refused("domineering", "domineering: .x");
    ts_assert_position_refused("domineering", "domineering: ................."); /* 17 columns */
}

/* ---- §5.20 Leões e Dragões ---- */

static void lcheck(const char *position, const char *v)
{
    cs_analysis a = cs_analyse("lions", position, false);
    if (!a.r.has_value || strcmp(a.r.value, v) != 0)
        fail_msg("%s: value %s, expected %s", position, a.r.value, v);
    cs_analysis_free(&a);
}

/* TV-LD-1 [Book, A teoria]: the five strips. */
static void tv_ld_1(void **unused)
{
    lcheck("lions: L.D.", "1/2");
    lcheck("lions: .L.D", "-1/2");
    lcheck("lions: LD..", "1");
    lcheck("lions: .LD.", "0");
}

/* TV-LD-2, TV-LD-3 [Book, A teoria] (and S3, §7: after Left's move the first strip equals
 * the fourth, .LD., worth 0). */
static void tv_ld_2_3(void **unused)
{
    const char *book = "lions: L.D./.L.D/LD../.LD./.L.D";
    cs_analysis a = cs_analyse("lions", book, false);
    assert_string_equal(a.r.value, "1/2");
    assert_int_equal(a.r.outcome, 'L');
    assert_string_equal(cs_moves_text(a.g, a.s, a.r.winning_left, a.r.num_winning_left),
                        cs_sorted_list("1: L 0; 2: L 1; 5: L 1"));
    assert_int_equal(a.r.num_winning_right, 0);
    cs_analysis_free(&a);
    tb_game *g = ts_game("lions", NULL);
    void *s = ts_state(g, book);
    ts_assert_moves(g, s, "1: L 0 2: L 1 3: L 0 4: L 1 5: L 1");
    ts_play(g, s, "1: L 0");
    assert_string_equal(ts_position_text(g, s), "lions: .LD./.L.D/LD../.LD./.L.D ; R");
    free(s);
    tb_game_free(g);
    /* The values the book gives for Left's moves and those computed for Right's. */
    lcheck("lions: .LD./.L.D/LD../.LD./.L.D", "0");
    lcheck("lions: L.D./.L.D/.DL./.LD./.L.D", "-1/2");
    lcheck("lions: L.D./.L.D/LD../..DL/.L.D", "-3/2");
    lcheck("lions: L.D./..LD/LD../.LD./.L.D", "0");
    lcheck("lions: L.D./.L.D/LD../.LD./..LD", "0");
    lcheck("lions: LD../.L.D/LD../.LD./.L.D", "1");
    lcheck("lions: L.D./.LD./LD../.LD./.L.D", "1");
    lcheck("lions: L.D./.L.D/LD../DL../.L.D", "5/2");
    lcheck("lions: L.D./.L.D/LD../.LD./.LD.", "1");
}

/* TV-LD-4 (computed). */
static void tv_ld_4(void **unused)
{
    static const char *cases[][2] = {{"..DL", "-2"}, {"DL..", "2"},  {".D.L", "-1"}, {"D.L.", "1"},
                                     {".DL.", "0"},  {"D..L", "0"},  {"L.D", "*"},   {"LD", "0"},
                                     {"L..D", "0"},  {"L...D", "*"}, {"LL.DD", "*"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char pos[64];
        snprintf(pos, sizeof pos, "lions: %s", cases[i][0]);
        lcheck(pos, cases[i][1]);
    }
}

/* TV-LD-5 (computed): the jump rule (A5) and the Toads-and-Frogs option. */
static void tv_ld_5(void **unused)
{
    lcheck("lions: LLL.D", "{1,1*|0}");
    lcheck("lions[jump=opponent]: LLL.D", "{1*|0}");
    /* Strips of length <= 4 have the same value under both rules. */
    const char cells[] = "LD.";
    for (int len = 1; len <= 4; len++) {
        int total = 1;
        for (int i = 0; i < len; i++)
            total *= 3;
        for (int k = 0; k < total; k++) {
            char strip[8], a[64], b[64];
            for (int i = 0, x = k; i < len; i++, x /= 3)
                strip[i] = cells[x % 3];
            strip[len] = '\0';
            snprintf(a, sizeof a, "lions: %s", strip);
            snprintf(b, sizeof b, "lions[jump=opponent]: %s", strip);
            cs_analysis x = cs_analyse("lions", a, false), y = cs_analyse("lions", b, false);
            assert_string_equal(x.r.value, y.r.value);
            cs_analysis_free(&x);
            cs_analysis_free(&y);
        }
    }
}

/* TV-LD-6 (rule). */
static void tv_ld_6(void **unused)
{
    tb_game *g = ts_game("lions", NULL);
    void *s = ts_state(g, "lions: LD..");
    ts_assert_moves(g, s, "L 0");
    ts_play(g, s, "L 0");
    assert_string_equal(ts_position_text(g, s), "lions: .DL. ; R");
    free(s);
    s = ts_state(g, "lions: LD.. ; R");
    ts_assert_moves(g, s, "");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_WIN && o.result[1] == TB_LOSS);
    free(s);
    s = ts_state(g, "lions: .LD.");
    ts_assert_moves(g, s, "L 1");
    ts_play(g, s, "L 1");
    assert_string_equal(ts_position_text(g, s), "lions: ..DL ; R");
    ts_assert_refused(g, s, "L 3"); /* Right to move */
    ts_assert_refused(g, s, "D 9");
    free(s);
    s = ts_state(g, "lions: L.D/.LD");
    ts_assert_refused(g, s, "L 0"); /* which strip? */
    ts_play(g, s, "1: L 0");
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("domineering", "lions: LXD");
    ts_assert_position_refused("domineering", "lions[jump=never]: LD");
    ts_assert_position_refused("domineering", "lions: L.D//.D");
}

/* ---- §5.18 and §4.24 Conway-game literals ---- */

static void gcheck(const char *position, const char *v)
{
    cs_analysis a = cs_analyse("game", position, false);
    if (!a.r.has_value || strcmp(a.r.value, v) != 0)
        fail_msg("%s: value %s, expected %s", position, a.r.value, v);
    cs_analysis_free(&a);
}

/* TV-CGT-1 [Book, A teoria]: J = {-1,0|2,{{0|0}|0}} = *; Left's winning option is 0, Right's
 * is {{0|0}|0} = v (both reach a position that is <= or >= 0 for the mover). */
static void tv_cgt_1(void **unused)
{
    const char *j = "game: {-1,0|2,{{0|0}|0}}";
    gcheck(j, "*");
    gcheck("game: {{0|0}|0}", "v");
    gcheck("game: {0|v}", "*");
    cs_analysis a = cs_analyse("game", j, false);
    assert_int_equal(a.r.outcome, 'N');
    assert_string_equal(cs_moves_text(a.g, a.s, a.r.winning_left, a.r.num_winning_left), "L 2");
    assert_string_equal(cs_moves_text(a.g, a.s, a.r.winning_right, a.r.num_winning_right), "R 2");
    cs_analysis_free(&a);
    tb_game *g = ts_game("game", NULL);
    void *s = ts_state(g, j);
    ts_assert_moves(g, s, "L 1 L 2");
    ts_play(g, s, "L 1");
    assert_string_equal(ts_position_text(g, s), "game: -1 ; R");
    ts_assert_moves(g, s, "R 1");
    free(s);
    tb_game_free(g);
}

/* TV-CGT-2 [Book, A teoria]: literals born on days 0, 1 and 2. */
static void tv_cgt_2(void **unused)
{
    static const char *cases[][2] = {
        {"{|}", "0"},    {"{0|}", "1"},    {"{|0}", "-1"},     {"{0|0}", "*"},  {"{1|}", "2"},
        {"{|-1}", "-2"}, {"{0|1}", "1/2"}, {"{0|{0|0}}", "^"}, {"{1|1}", "1*"}, {"{0|∅}", "1"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char pos[64];
        snprintf(pos, sizeof pos, "game: %s", cases[i][0]);
        gcheck(pos, cases[i][1]);
    }
}

/* §4.24: moves on values written without braces and on negated braces; the state reached by
 * a move has the same bytes as its text read afresh. */
static void game_literal_rules(void **unused)
{
    tb_game *g = ts_game("game", NULL);
    void *s = ts_state(g, "game: *3");
    ts_assert_moves(g, s, "L 1 L 2 L 3");
    ts_play(g, s, "L 3");
    assert_string_equal(ts_position_text(g, s), "game: *2 ; R");
    void *fresh = ts_state(g, "game: *2 ; R");
    assert_memory_equal(s, fresh, g->state_size);
    free(fresh);
    free(s);
    s = ts_state(g, "game: -{1|0, {2|}}");
    assert_string_equal(ts_position_text(g, s), "game: {0,{|-2}|-1}");
    fresh = ts_state(g, "game: {0, -{2|} | -1}");
    assert_memory_equal(s, fresh, g->state_size);
    free(fresh);
    ts_play(g, s, "L 2");
    assert_string_equal(ts_position_text(g, s), "game: {|-2} ; R");
    ts_play(g, s, "R 1");
    assert_string_equal(ts_position_text(g, s), "game: -2");
    ts_assert_refused(g, s, "R 1");
    ts_assert_refused(g, s, "L 2");
    ts_assert_refused(g, s, "X 1");
    free(s);
    s = ts_state(g, NULL);
    const char *bad[] = {"game:",     "game: {0|",    "game: {0|1}}", "game: {0,|1}",
                         "game: 1/3", "game: *99999", "game: {0|1} 2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        if (tb_game_parse_position(g, bad[i], s, &err))
            fail_msg("'%s' accepted", bad[i]);
    }
    free(s);
    tb_game_free(g);
}

/* combinatorial.md §4.24: the report of a Conway literal says whether its value is a number
 * (§3.13: the canonical forms of dyadic rationals) and gives its birthday (§2.4, §3.12). */
static void game_literal_report(void **unused)
{
    static const struct {
        const char *position;
        bool number;
        unsigned birthday;
    } cases[] = {
        {"game: {0|1}", true, 2},      /* 1/2 */
        {"game: {-1|1}", true, 0},     /* the simplest number between: 0 */
        {"game: {1|3}", true, 2},      /* 2 (§3.13 example) */
        {"game: {|-2}", true, 3},      /* -3 */
        {"game: {0|0}", false, 1},     /* * */
        {"game: {0|{0|0}}", false, 2}, /* up */
        {"game: {1|1}", false, 2},     /* 1* */
        {"game: {1|-1}", false, 2},    /* a switch, ±1 */
        {"game: {0,*|0,*}", false, 2}, /* *2 */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cs_analysis a = cs_analyse("game", cases[i].position, false);
        if (a.r.is_number != cases[i].number || a.r.birthday != cases[i].birthday)
            fail_msg("%s (value %s): number %d birthday %u, expected %d and %u", cases[i].position,
                     a.r.value, a.r.is_number, a.r.birthday, cases[i].number, cases[i].birthday);
        char *text = tb_comb_report_text(a.g, a.s, &a.r);
        char line[32];
        snprintf(line, sizeof line, "\nnumber: %s\n", cases[i].number ? "yes" : "no");
        if (!text || !strstr(text, line))
            fail_msg("%s: no line '%s' in the report:\n%s", cases[i].position, line + 1,
                     text ? text : "(none)");
        snprintf(line, sizeof line, "\nbirthday: %u\n", cases[i].birthday);
        assert_non_null(strstr(text, line));
        free(text);
        cs_analysis_free(&a);
    }
}

/* ---- §5.21 mixed sums ---- */

static void tv_mix_1_2_3(void **unused)
{
    pcheck("lions: L.D. + domineering: ./.", "3/2", 'L', NULL, NULL);
    pcheck("domineering: ../.. + nim: 1", "{1*|-1*}", 'N', NULL, NULL);
    pcheck("nim: 3 + game: *3", "0", 'P', "", "");
    pcheck("kayles: 3 + game: *3", "0", 'P', "", "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tv_dom_1),
        cmocka_unit_test(tv_dom_2),
        cmocka_unit_test(tv_dom_3),
        cmocka_unit_test(tv_dom_4_5),
        cmocka_unit_test(tv_dom_6),
        cmocka_unit_test(tv_dom_7),
        cmocka_unit_test(tv_dom_8),
        cmocka_unit_test(domineering_text),
        cmocka_unit_test(tv_ld_1),
        cmocka_unit_test(tv_ld_2_3),
        cmocka_unit_test(tv_ld_4),
        cmocka_unit_test(tv_ld_5),
        cmocka_unit_test(tv_ld_6),
        cmocka_unit_test(tv_cgt_1),
        cmocka_unit_test(tv_cgt_2),
        cmocka_unit_test(game_literal_rules),
        cmocka_unit_test(game_literal_report),
        cmocka_unit_test(tv_mix_1_2_3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
