/* The historical games of draughts.md §9: Alquerque (§9.1), Dablot Prejjesne (§9.2) and
 * Fanorona (§9.3). The worked examples of §10 for them (FA-E1, FA-E2; Alquerque and Dablot
 * have none) cite their ids; the other tests check each rule of §9 and each option of §12
 * on positions of our own. Perft counts are checked against tests/data/historical_perft.py,
 * an independent generator written from the spec alone. */
#include "support.h"

#include <stdio.h>

#include "tabula/perft.h"

/* A Dablot position from placements "c1=w c3=p ..." (w b soldiers, P p princes, R r kings)
 * and the side to move. */
static const char *dablot_position(const char *pieces, char side)
{
    static char buf[4][256];
    static int k;
    char *out = buf[k++ % 4];
    size_t n = 0;
    for (int rank = 13; rank >= 1; rank--) {
        for (char file = rank % 2 ? 'a' : 'b'; file <= 'k'; file += 2) {
            char label[8], *hit;
            snprintf(label, sizeof label, "%c%d=", file, rank);
            hit = strstr(pieces, label);
            /* "c1=" must not match inside "c13=" */
            while (hit && hit != pieces && hit[-1] != ' ')
                hit = strstr(hit + 1, label);
            out[n++] = hit ? hit[strlen(label)] : '.';
        }
        if (rank > 1)
            out[n++] = '/';
    }
    snprintf(out + n, sizeof buf[0] - n, " %c", side);
    return out;
}

/* ---- Fanorona §9.3 ---- */

/* FA-E1: from the start, White e2-e3 captures by approach exactly e4 and e5, with no
 * continuation; FA-E2: then Black f4-e5 captures by withdrawal exactly g3, h2 and i1. */
static void fa_e1_e2_approach_and_withdrawal(void **unused)
{
    tb_game *g = ts_game("draughts/fanorona", NULL);
    void *s = tb_state_new(g);
    ts_play(g, s, "e2:e3"); /* FA-E1 */
    assert_false(tb_game_mid_turn(g, s));
    assert_string_equal(ts_position_text(g, s),
                        "bbbb.bbbb/bbbb.bbbb/bwbwwbwbw/wwww.wwww/wwwwwwwww b first=b");
    ts_play(g, s, "f4:e5"); /* FA-E2 */
    assert_false(tb_game_mid_turn(g, s));
    assert_string_equal(ts_position_text(g, s),
                        "bbbbbbbbb/bbbb..bbb/bwbwwb.bw/wwww.ww.w/wwwwwwww. w");
    free(s);
    tb_game_free(g);
}

/* The opening: every first move fills e3 and captures; d3-e3 captures either way, so it is
 * written with the first piece taken, and the plain d3:e3 is refused with both spellings. */
static void fanorona_opening_moves(void **unused)
{
    tb_game *g = ts_game("draughts/fanorona", NULL);
    void *s = tb_state_new(g);
    ts_assert_moves(g, s, "e2:e3 d2:e3 f2:e3 d3:e3(f3) d3:e3(c3)");
    tb_action a;
    tb_error err = {{0}};
    assert_false(tb_game_parse_action(g, s, "d3:e3", &a, &err));
    assert_non_null(strstr(err.msg, "d3:e3(f3) or d3:e3(c3)"));
    assert_true(tb_game_parse_turn(g, s, "d3:e3", &a, 1, &err) < 0);
    assert_non_null(strstr(err.msg, "d3:e3(c3)"));
    assert_non_null(strstr(err.msg, "d3:e3(f3)"));
    ts_assert_refused(g, s, "a2-a3");
    void *t = tb_state_new(g);
    ts_play(g, t, "d3:e3(c3)"); /* withdrawal: c3 only (b3 is White); d3 moved to e3 */
    assert_string_equal(ts_position_text(g, t),
                        "bbbbbbbbb/bbbbbbbbb/bw..wbwbw/wwwwwwwww/wwwwwwwww b first=b");
    free(t);
    free(s);
    tb_game_free(g);
}

/* The chain may not go on in the direction it just moved: b1:c1 takes a1 by withdrawal,
 * and c1-d1 would take e1 by approach, but it is east again. */
static void fanorona_no_same_direction(void **unused)
{
    tb_game *g = ts_game("draughts/fanorona", NULL);
    void *s = ts_state(g, "........b/........./........./........./bw..b.... w");
    ts_assert_moves(g, s, "b1:c1");
    ts_play(g, s, "b1:c1");
    assert_false(tb_game_mid_turn(g, s));
    assert_string_equal(ts_position_text(g, s),
                        "........b/........./........./........./..w.b.... b");
    free(s);
    tb_game_free(g);
}

/* The chain may not return to a point it stood on: after c1:d1 taking e1, d1-c1 would take
 * b1 by approach, but c1 was visited. */
static void fanorona_no_return(void **unused)
{
    tb_game *g = ts_game("draughts/fanorona", NULL);
    void *s = ts_state(g, "........b/........./........./........./.bw.b.... w");
    ts_assert_moves(g, s, "c1:d1(e1) c1:d1(b1)");
    ts_play(g, s, "c1:d1(e1)");
    assert_false(tb_game_mid_turn(g, s));
    assert_string_equal(ts_position_text(g, s),
                        "........b/........./........./........./.b.w..... b");
    free(s);
    tb_game_free(g);
}

/* Going on is optional: after c1:d1 the piece may take d3 by approach or stop (its point,
 * d1); a turn written without the further landing stops. */
static void fanorona_optional_continuation(void **unused)
{
    tb_game *g = ts_game("draughts/fanorona", NULL);
    const char *start = "........b/........./...b...../........./..w.b.... w";
    void *s = ts_state(g, start);
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "c1:d1", &a, &err));
    g->cls->apply(g, s, a);
    assert_true(tb_game_mid_turn(g, s));
    ts_assert_moves(g, s, "d1:d2 d1");
    ts_assert_position_reads_back(g, s);
    free(s);
    assert_string_equal(ts_after("draughts/fanorona", start, "c1:d1"),
                        "........b/........./...b...../........./...w..... b");
    assert_string_equal(ts_after("draughts/fanorona", start, "c1:d1:d2"),
                        "........b/........./........./...w...../......... b");
    /* the whole turn is printed as the sources write it, and read back */
    s = ts_state(g, start);
    tb_action acts[8];
    int n = tb_game_parse_turn(g, s, "c1:d1:d2", acts, 8, &err);
    assert_int_equal(n, 2);
    char text[64];
    tb_game_turn_to_text(g, s, acts, n, text, sizeof text);
    assert_string_equal(text, "c1:d1:d2");
    n = tb_game_parse_turn(g, s, "c1:d1", acts, 8, &err);
    assert_int_equal(n, 2); /* the capture, then the stop */
    tb_game_turn_to_text(g, s, acts, n, text, sizeof text);
    assert_string_equal(text, "c1:d1");
    assert_true(tb_game_parse_turn(g, s, "c1:d1:d3", acts, 8, &err) < 0);
    free(s);
    tb_game_free(g);
}

/* Capturing is compulsory; the game ends when a side has no pieces. */
static void fanorona_compulsory_and_end(void **unused)
{
    tb_game *g = ts_game("draughts/fanorona", NULL);
    void *s = ts_state(g, "........./........./........./........./..w.b.... w");
    ts_assert_moves(g, s, "c1:d1");
    ts_play(g, s, "c1:d1");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    assert_string_equal(o.reason, "White wins: Black has no pieces left");
    free(s);
    tb_game_free(g);
}

/* fanorona_first_turn=single: each player's first turn is one capture. White's first turn
 * cannot go on from the start anyway (FA-E1); Black's FA-E2 reply f4:e5 could go on with
 * e5:e4 (approach on e3), and may not under the option. */
static void fanorona_first_turn_option(void **unused)
{
    const char *opts[2] = {NULL, "fanorona_first_turn=single"};
    for (int k = 0; k < 2; k++) {
        tb_game *g = ts_game("draughts/fanorona", opts[k]);
        void *s = tb_state_new(g);
        ts_play(g, s, "e2:e3");
        tb_action a;
        tb_error err = {{0}};
        assert_true(tb_game_parse_action(g, s, "f4:e5", &a, &err));
        g->cls->apply(g, s, a);
        if (k == 0) {
            assert_true(tb_game_mid_turn(g, s));
            ts_assert_moves(g, s, "e5:e4 e5");
        } else {
            assert_false(tb_game_mid_turn(g, s));
            /* later turns go on again */
            assert_string_equal(ts_position_text(g, s),
                                "bbbbbbbbb/bbbb..bbb/bwbwwb.bw/wwww.ww.w/wwwwwwww. w");
        }
        free(s);
        tb_game_free(g);
    }
}

/* ---- Alquerque §9.1 ---- */

static void alquerque_start(void **unused)
{
    tb_game *g = ts_game("draughts/alquerque", NULL);
    void *s = tb_state_new(g);
    assert_string_equal(ts_position_text(g, s), "bbbbb/bbbbb/bb.ww/wwwww/wwwww w");
    ts_assert_moves(g, s, "b2-c3 c2-c3 d2-c3 d3-c3"); /* diagonals through b2, d2, c3 */
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/alquerque", "alquerque_mirror=on");
    s = tb_state_new(g);
    assert_string_equal(ts_position_text(g, s), "bbbbb/bbbbb/ww.bb/wwwww/wwwww w");
    free(s);
    tb_game_free(g);
}

/* No diagonal through b1: a piece on b1 steps only along the rank and the file. */
static void alquerque_lines(void **unused)
{
    tb_game *g = ts_game("draughts/alquerque", NULL);
    void *s = ts_state(g, "....b/...../...../...../.w... w");
    ts_assert_moves(g, s, "b1-a1 b1-c1 b1-b2");
    free(s);
    s = ts_state(g, "....b/...../...../...../w.... w");
    ts_assert_moves(g, s, "a1-b1 a1-a2 a1-b2");
    free(s);
    tb_game_free(g);
}

/* The same piece goes on jumping while it can; a chain cut short is refused. */
static void alquerque_chain(void **unused)
{
    tb_game *g = ts_game("draughts/alquerque", NULL);
    void *s = ts_state(g, "...../...b./...../.b.../w...b w");
    ts_assert_moves(g, s, "a1:c3");
    ts_assert_refused(g, s, "a1-b1");
    tb_action acts[8];
    tb_error err = {{0}};
    /* the turn notation wants every landing; typed alone, a1:c3 is the first jump */
    assert_true(g->cls->turn_from_text(g, s, "a1:c3", acts, 8, &err) < 0);
    assert_non_null(strstr(err.msg, "goes on"));
    assert_int_equal(tb_game_parse_turn(g, s, "a1:c3", acts, 8, &err), 1);
    ts_play(g, s, "a1:c3:e5");
    assert_string_equal(ts_position_text(g, s), "....w/...../...../...../....b b");
    free(s);
    tb_game_free(g);
}

/* Removal at the end of the chain (§0.3): a piece taken cannot be jumped again, and nothing
 * lands on it before the chain ends. */
static void alquerque_taken_pieces_stay(void **unused)
{
    tb_game *g = ts_game("draughts/alquerque", NULL);
    void *s = ts_state(g, "...../...../...../..b../.bw.. w chain=c1 dir=2 taken=c2");
    ts_assert_moves(g, s, "c1:a1"); /* not c1:c3 over c2 again */
    free(s);
    s = ts_state(g, "....b/...../..b../bb.../w.... w chain=a1 dir=0 taken=c3");
    ts_assert_moves(g, s, "a1:a3"); /* not a1:c3 onto the taken piece */
    free(s);
    tb_game_free(g);
}

/* alquerque_compulsory: on, Black must take d3 back; off, it may also step. */
static void alquerque_compulsory_option(void **unused)
{
    tb_game *g = ts_game("draughts/alquerque", NULL);
    void *s = tb_state_new(g);
    ts_play(g, s, "d3-c3");
    ts_assert_moves(g, s, "b3:d3");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/alquerque", "alquerque_compulsory=off");
    s = tb_state_new(g);
    ts_play(g, s, "d3-c3");
    ts_assert_moves(g, s, "b3:d3 d4-d3"); /* no diagonal through c4, e4 */
    free(s);
    tb_game_free(g);
}

/* §0.4: the third occurrence of a position is a draw. */
static void alquerque_repetition(void **unused)
{
    tb_game *g = ts_game("draughts/alquerque", NULL);
    void *s = ts_state(g, "....b/...../...../...../w.... w");
    ts_play(g, s, "a1-b1; e5-d5; b1-a1; d5-e5; a1-b1; e5-d5; b1-a1");
    assert_false(ts_outcome(g, s).over);
    ts_assert_position_reads_back(g, s);
    ts_play(g, s, "d5-e5");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_DRAW);
    assert_string_equal(o.reason, "draw: threefold repetition");
    free(s);
    tb_game_free(g);
}

/* ---- Dablot §9.2 ---- */

static void dablot_start(void **unused)
{
    tb_game *g = ts_game("draughts/dablot", NULL);
    void *s = tb_state_new(g);
    const char *text = ts_position_text(g, s);
    assert_string_equal(text, "bbbbbb/bbbbb/bbbbbb/bbbbb/bbbbbb/p..../r....R/....P/"
                              "wwwwww/wwwww/wwwwww/wwwww/wwwwww w");
    int soldiers = 0;
    for (const char *p = text; *p != ' '; p++)
        soldiers += *p == 'w';
    assert_int_equal(soldiers, 28);
    free(s);
    tb_game_free(g);
}

/* The book's ranks: a soldier cannot take a prince or a king, a prince cannot take a king. */
static void dablot_ranks(void **unused)
{
    tb_game *g = ts_game("draughts/dablot", NULL);
    struct {
        const char *pieces, *captures;
    } cases[] = {
        {"c1=w c3=b a13=b", "c1:c5"}, {"c1=w c3=p a13=b", ""},     {"c1=w c3=r a13=b", ""},
        {"c1=P c3=p a13=b", "c1:c5"}, {"c1=P c3=r a13=b", ""},     {"c1=R c3=r a13=b", "c1:c5"},
        {"c1=R c3=b a13=b", "c1:c5"}, {"b2=w c3=b a13=b", "b2:d4"}, {"c1=w d2=b a13=b", "c1:e3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void *s = ts_state(g, dablot_position(cases[i].pieces, 'w'));
        tb_action moves[512];
        int n = g->cls->legal(g, s, moves);
        char got[256] = "";
        for (int k = 0; k < n; k++) {
            const char *t = ts_action_text(g, s, moves[k]);
            if (strchr(t, ':'))
                snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s", *got ? " " : "", t);
        }
        if (strcmp(got, cases[i].captures) != 0)
            fail_msg("%s: captures '%s', expected '%s'", cases[i].pieces, got, cases[i].captures);
        if (*cases[i].captures)
            assert_int_equal(n, 1); /* compulsory */
        free(s);
    }
    tb_game_free(g);
}

/* dablot_rules=winther: soldiers step forwards only, captures are optional for the king,
 * and taking the king wins. */
static void dablot_winther(void **unused)
{
    tb_game *g = ts_game("draughts/dablot", "dablot_rules=winther");
    void *s = ts_state(g, dablot_position("e5=w k1=R a13=r i13=b", 'w'));
    tb_action moves[512];
    int n = g->cls->legal(g, s, moves);
    char got[512] = "";
    for (int k = 0; k < n; k++) {
        const char *t = ts_action_text(g, s, moves[k]);
        if (strncmp(t, "e5", 2) == 0)
            snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s", *got ? " " : "", t);
    }
    assert_string_equal(ts_sorted(got), ts_sorted("e5-e7 e5-d6 e5-f6"));
    free(s);
    s = ts_state(g, dablot_position("c1=R c3=r a13=b k13=w", 'w'));
    n = g->cls->legal(g, s, moves);
    assert_true(n > 1); /* the king need not capture */
    ts_play(g, s, "c1:c5");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    assert_string_equal(o.reason, "White wins: Black has lost the king");
    free(s);
    /* a soldier's capture is compulsory */
    s = ts_state(g, dablot_position("c1=w c3=b k1=R a13=r", 'w'));
    ts_assert_moves(g, s, "c1:c5");
    free(s);
    tb_game_free(g);
    /* the default rules: a lone king plays on */
    g = ts_game("draughts/dablot", NULL);
    s = ts_state(g, dablot_position("c1=R a13=r k13=b", 'w'));
    assert_false(ts_outcome(g, s).over);
    free(s);
    tb_game_free(g);
}

/* ---- all three ---- */

/* Perft in whole turns from the start, checked against the independent generator
 * tests/data/historical_perft.py (run: python3 tests/data/historical_perft.py GAME 5), which
 * gives alquerque 4 5 6 12 29, dablot 15 155 1941 24834 348837, fanorona 5 39 724 18026
 * 431830. No published counts were found for these games. Depth 4 here (sanitizers); the
 * fifth agrees in `tabula perft draughts/GAME 5 --turns`. */
static void perft_against_independent_generator(void **unused)
{
    struct {
        const char *id;
        uint64_t n[4];
    } rows[] = {
        {"draughts/alquerque", {4, 5, 6, 12}},
        {"draughts/dablot", {15, 155, 1941, 24834}},
        {"draughts/fanorona", {5, 39, 724, 18026}},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        tb_game *g = ts_game(rows[i].id, NULL);
        void *s = tb_state_new(g);
        for (int d = 1; d <= 4; d++) {
            uint64_t n = tb_perft_turns(g, s, d);
            if (n != rows[i].n[d - 1])
                fail_msg("%s perft(%d) = %llu, expected %llu", rows[i].id, d,
                         (unsigned long long)n, (unsigned long long)rows[i].n[d - 1]);
        }
        free(s);
        tb_game_free(g);
    }
}

static void bad_positions_refused(void **unused)
{
    ts_assert_position_refused("draughts/alquerque", "bbbbb/bbbbb/bbbww/wwwww/wwwww w"); /* 13 */
    ts_assert_position_refused("draughts/alquerque", "bbbbb/bbbbb/bb.ww/wwwww/wwww w");
    ts_assert_position_refused("draughts/alquerque", "...../...../...../...../w...b x");
    ts_assert_position_refused("draughts/alquerque", "...../...../...../...../w...b w chain=a1 dir=0");
    ts_assert_position_refused("draughts/fanorona", "bbbbbbbbb/bbbbbbbbb/bwbw.bwbw/wwwwwwwww w");
    ts_assert_position_refused("draughts/dablot", dablot_position("c1=R c3=R", 'w'));
}

/* The boards are drawn as points on lines; the pieces by kind. */
static void views(void **unused)
{
    struct {
        const char *id;
        int points, links;
    } rows[] = {
        {"draughts/alquerque", 25, 56}, /* 40 orthogonal + 16 diagonal */
        {"draughts/fanorona", 45, 108}, /* 76 + 32 */
        {"draughts/dablot", 72, 191},   /* 71 orthogonal + 120 diagonal */
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        tb_game *g = ts_game(rows[i].id, NULL);
        void *s = tb_state_new(g);
        tb_view v;
        tb_view_init(&v);
        g->cls->view(g, s, &v);
        assert_int_equal(v.num_cells, rows[i].points);
        assert_int_equal(v.num_links, rows[i].links);
        assert_int_equal(v.cells[0].shape, TB_SHAPE_POINT);
        tb_view_free(&v);
        free(s);
        tb_game_free(g);
    }
}

/* Search sees the material and goes on through captures. */
static void evaluate_and_tactical(void **unused)
{
    tb_game *g = ts_game("draughts/fanorona", NULL);
    void *s = tb_state_new(g);
    assert_int_equal(g->cls->evaluate(g, s, 0), 0);
    tb_action out[512];
    assert_int_equal(g->cls->tactical(g, s, out), 0); /* a turn's start: stand pat */
    ts_play(g, s, "e2:e3");
    assert_true(g->cls->evaluate(g, s, 0) >= 150);
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "f4:e5", &a, &err));
    g->cls->apply(g, s, a);
    assert_int_equal(g->cls->tactical(g, s, out), 2); /* mid-chain: e5:e4 and the stop */
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/alquerque", NULL);
    s = tb_state_new(g);
    ts_play(g, s, "d3-c3");
    assert_int_equal(g->cls->tactical(g, s, out), 1); /* b3:d3 */
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fa_e1_e2_approach_and_withdrawal),
        cmocka_unit_test(fanorona_opening_moves),
        cmocka_unit_test(fanorona_no_same_direction),
        cmocka_unit_test(fanorona_no_return),
        cmocka_unit_test(fanorona_optional_continuation),
        cmocka_unit_test(fanorona_compulsory_and_end),
        cmocka_unit_test(fanorona_first_turn_option),
        cmocka_unit_test(alquerque_start),
        cmocka_unit_test(alquerque_lines),
        cmocka_unit_test(alquerque_chain),
        cmocka_unit_test(alquerque_taken_pieces_stay),
        cmocka_unit_test(alquerque_compulsory_option),
        cmocka_unit_test(alquerque_repetition),
        cmocka_unit_test(dablot_start),
        cmocka_unit_test(dablot_ranks),
        cmocka_unit_test(dablot_winther),
        cmocka_unit_test(perft_against_independent_generator),
        cmocka_unit_test(bad_positions_refused),
        cmocka_unit_test(views),
        cmocka_unit_test(evaluate_and_tactical),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
