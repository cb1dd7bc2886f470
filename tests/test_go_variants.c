/* The Go variants on the Go engine: Alak (rules/go.md §3), progressive Go (§4), hexagonal
 * progressive Go (§5) and Rosette (§6). Each worked example cites its section. */
#include "support.h"

#include <stdio.h>

#include "games/go/go.h"
#include "tabula/record.h"

static int point(const tb_game *g, const char *label)
{
    int p = tb_board_find(&go_config_of(g)->graph.board, label);
    if (p < 0)
        fail_msg("no point %s", label);
    return p;
}

static int liberties_at(const tb_game *g, const void *s, const char *label)
{
    return go_group(&go_config_of(g)->graph, &((const go_state *)s)->board, point(g, label), NULL,
                    NULL);
}

/* The labels of a point set, sorted. */
static const char *labels(const tb_game *g, const tb_pointset *set)
{
    char buf[1024] = "";
    for (int p = tb_pointset_next(set, 0); p >= 0; p = tb_pointset_next(set, p + 1)) {
        size_t l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "%s%s", l ? " " : "",
                 tb_board_label(&go_config_of(g)->graph.board, p));
    }
    return ts_sorted(buf);
}

static const char *liberties_of(const tb_game *g, const void *s, const char *label)
{
    tb_pointset libs;
    go_group(&go_config_of(g)->graph, &((const go_state *)s)->board, point(g, label), NULL, &libs);
    return labels(g, &libs);
}

/* The empty region around `label`: its points, and the colours of the stones bordering it
 * (GO_BLACK | GO_WHITE bits). */
static const char *region(const tb_game *g, const void *s, const char *label, int *colours)
{
    const go_config *cfg = go_config_of(g);
    const go_state *st = s;
    tb_pointset empty, reg, border;
    tb_pointset_clear(&empty);
    for (int p = 0; p < cfg->graph.board.num_points; p++)
        if (st->board.stone[p] == GO_EMPTY)
            tb_pointset_add(&empty, p);
    tb_board_flood(&cfg->graph.board, point(g, label), &empty, &reg);
    tb_board_border(&cfg->graph.board, &reg, &border);
    *colours = 0;
    for (int p = tb_pointset_next(&border, 0); p >= 0; p = tb_pointset_next(&border, p + 1))
        *colours |= st->board.stone[p];
    return labels(g, &reg);
}

/* ---- Alak (§3) ---- */

/* §3.7 example 1: Black a next to his b, White on c: the group a-b has no liberty and stays
 * (suicide is allowed); White cannot attack it. */
static void test_alak_protecting_by_suicide(void **unused)
{
    tb_game *g = ts_game("go/alak", NULL);
    void *s = ts_state(g, "1XO8 b supply=9/9");
    ts_play(g, s, "a");
    assert_string_equal(ts_position_text(g, s), "XXO8 w turn=2 moves=1 supply=8/9");
    assert_int_equal(liberties_at(g, s, "a"), 0);
    ts_assert_moves(g, s, "d e f g h i j k resign"); /* nothing next to the group */
    free(s);
    tb_game_free(g);
}

/* §3.7 example 2 (the spec's constructed position): Black g captures both white groups;
 * White has no legal placement (every empty point was emptied by that capture): Black wins
 * 2-0. */
static void test_alak_no_legal_move(void **unused)
{
    tb_game *g = ts_game("go/alak", NULL);
    void *s = ts_state(g, "XOOOOO1OOOO b supply=9/1");
    ts_play(g, s, "g");
    const go_state *st = s;
    assert_int_equal(st->supply[GO_P_WHITE], 10); /* the captured stones went back (§3.1) */
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[GO_P_BLACK], TB_WIN);
    assert_string_equal(o.reason, "White has no legal placement; Black wins 2-0");
    free(s);
    tb_game_free(g);
}

/* §3.3: a point emptied by the capture on the previous move rests for one move; §3.4: only
 * groups next to the stone are captured. */
static void test_alak_emptied_points(void **unused)
{
    tb_game *g = ts_game("go/alak", NULL);
    void *s = ts_state(g, "XO9 b supply=9/9");
    ts_play(g, s, "c"); /* captures b */
    ts_assert_refused(g, s, "b");
    ts_play(g, s, "e; d");
    ts_assert_moves(g, s, "b f g h i j k resign");
    free(s);
    tb_game_free(g);
}

/* §3.5: 200 placements without an end is a draw (max_moves); first=white (§3.2); longer lines
 * give N - 1 stones each (§3.1). */
static void test_alak_options(void **unused)
{
    tb_game *g = ts_game("go/alak", "max_moves=2");
    void *s = ts_state(g, NULL);
    ts_play(g, s, "a; k");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_DRAW);
    assert_string_equal(o.reason, "draw: 2 moves");
    free(s);
    tb_game_free(g);
    g = ts_game("go/alak", "first=white,length=15");
    s = ts_state(g, NULL);
    assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
    assert_int_equal(((go_state *)s)->supply[GO_P_BLACK], 14);
    free(s);
    tb_game_free(g);
}

/* ---- progressive Go (§4) ---- */

static void test_progressions(void **unused)
{
    static const struct {
        const char *name, *first;
    } cases[] = {{"1,2,3", "1 2 3 4 5 6 7"},
                 {"1,2,2", "1 2 2 2 2 2 2"},
                 {"1,2,1", "1 2 1 1 2 1 1"},
                 {"1,3,4", "1 3 4 4 4 4 4"},
                 {"1,3,5", "1 3 5 7 9 11 13"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char options[64], got[64] = "";
        snprintf(options, sizeof options, "progression=%s", cases[i].name);
        tb_game *g = ts_game("go/progressive", options);
        for (int t = 1; t <= 7; t++) {
            size_t l = strlen(got);
            snprintf(got + l, sizeof got - l, "%s%d", t > 1 ? " " : "",
                     go_allowance(go_config_of(g), t));
        }
        assert_string_equal(got, cases[i].first);
        tb_game_free(g);
    }
}

/* §4.6 example 2: turns 1-4 of the book's record are legal with 1, 2, 3 and 4 stones, no stop
 * before the last stone of a turn; after turn 4 the black stone l12 has the two liberties l13
 * and m12; turns 11 and 12 use 11 and 12 stones on points turns 1-4 did not use. */
static void test_progressive_record(void **unused)
{
    tb_game *g = ts_game("go/progressive", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "l12");
    assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
    ts_play(g, s, "b3 c3");
    ts_play(g, s, "b11 c11 k3");
    ts_play(g, s, "d3 k11 l11 k12");
    assert_int_equal(g->cls->to_move(g, s), GO_P_BLACK);
    assert_int_equal(((go_state *)s)->turn, 5);
    assert_string_equal(liberties_of(g, s, "l12"), "l13 m12");
    const go_config *cfg = go_config_of(g);
    assert_int_equal(go_allowance(cfg, 11), 11);
    assert_int_equal(go_allowance(cfg, 12), 12);
    const char *later = "g7 g6 h6 i6 i7 j7 h8 j8 h9 i9 j9 a3 e3 f2 f4 e1 g1 h1 i1 j1 k1 l1 l5";
    char copy[256];
    snprintf(copy, sizeof copy, "%s", later);
    int words = 0;
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "), words++)
        assert_int_equal(((go_state *)s)->board.stone[point(g, w)], GO_EMPTY);
    assert_int_equal(words, 23);
    /* a turn may stop early ("pass" after some stones) */
    ts_play(g, s, "a1 pass");
    assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
    ts_assert_refused(g, s, "a2 b2 c2 d2 e2 f2 g2"); /* turn 6 allows six */
    free(s);
    tb_game_free(g);
}

/* §4.5 notation and §4.6 example 2: the book's record typed as the book writes it, "t. s1 s2
 * ... sk", turn by turn; the turns come back in the record as its numbered lines. */
static void test_progressive_series_notation(void **unused)
{
    tb_game *g = ts_game("go/progressive", NULL);
    void *s = ts_state(g, NULL);
    const char *book[] = {"1. l12", "2. b3 c3", "3. b11 c11 k3", "4. d3 k11 l11 k12"};
    tb_action actions[64], all[64];
    int count = 0;
    for (int t = 0; t < 4; t++) {
        tb_error err = {{0}};
        int n = tb_game_parse_turn(g, s, book[t], actions, 64, &err);
        if (n < 0)
            fail_msg("%s: %s", book[t], err.msg);
        assert_int_equal(n, t + 1);
        char text[128];
        tb_game_turn_to_text(g, s, actions, n, text, sizeof text);
        assert_string_equal(text, strchr(book[t], ' ') + 1);
        for (int i = 0; i < n; i++) {
            g->cls->apply(g, s, actions[i]);
            all[count++] = actions[i];
        }
    }
    assert_string_equal(liberties_of(g, s, "l12"), "l13 m12");
    void *start = ts_state(g, NULL);
    char *record = tb_record_write(g, start, all, count);
    assert_non_null(strstr(record, "\n1. l12\n2. b3 c3\n3. b11 c11 k3\n4. d3 k11 l11 k12\n"));
    free(record);
    /* a wrong number, a number with no stones, a bad point: refused with the reason */
    tb_error err = {{0}};
    assert_int_equal(tb_game_parse_turn(g, s, "4. a1 a2 a3 a4 a5", actions, 64, &err), -1);
    assert_non_null(strstr(err.msg, "turn 5"));
    assert_int_equal(tb_game_parse_turn(g, s, "5.", actions, 64, &err), -1);
    assert_int_equal(tb_game_parse_turn(g, s, "5. a1 z99", actions, 64, &err), -1);
    assert_int_equal(tb_game_parse_turn(g, s, "5. a1 a2 a3 a4 a5", actions, 64, &err), 5);
    free(start);
    free(s);
    tb_game_free(g);
}

/* §4.6 example 1 and §4.3 stop rule: the black stone k4 with the liberties k3 and l4; White's
 * k3 threatens it and ends White's turn at once, so White cannot play both. */
static void test_progressive_stop_rule(void **unused)
{
    tb_game *g = ts_game("go/progressive", NULL);
    /* Black k4; White j4 k5; White to move in turn 6 (six stones) */
    void *s = ts_state(g, "13/13/13/13/13/13/13/13/10O2/9OX2/13/13/13 w turn=6");
    assert_string_equal(liberties_of(g, s, "k4"), "k3 l4");
    ts_assert_refused(g, s, "k3 l4");
    ts_play(g, s, "a1 k3");
    assert_int_equal(g->cls->to_move(g, s), GO_P_BLACK);
    free(s);
    /* played last, the threatening stone is fine; without the rule both are allowed */
    s = ts_state(g, "13/13/13/13/13/13/13/13/10O2/9OX2/13/13/13 w turn=6");
    ts_play(g, s, "a1 b1 c1 d1 e1 l4");
    assert_int_equal(g->cls->to_move(g, s), GO_P_BLACK);
    free(s);
    tb_game_free(g);
    g = ts_game("go/progressive", "restriction=none");
    s = ts_state(g, "13/13/13/13/13/13/13/13/10O2/9OX2/13/13/13 w turn=6");
    ts_play(g, s, "k3 l4"); /* captures k4 and goes on */
    assert_int_equal(((go_state *)s)->prisoners[GO_P_WHITE], 1);
    assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
    free(s);
    tb_game_free(g);
}

/* §4.3 distinct-groups: the stones of one turn belong to different groups. */
static void test_progressive_distinct_groups(void **unused)
{
    tb_game *g = ts_game("go/progressive", "restriction=distinct-groups");
    void *s = ts_state(g, NULL);
    ts_play(g, s, "g7");
    ts_assert_refused(g, s, "a1 a2");
    ts_play(g, s, "a1 c1");
    free(s);
    tb_game_free(g);
}

/* §1.3 in progressive games: the ko restriction holds for the first stone of the turn after
 * the capture; two passing turns end the game (§4.4). */
static void test_progressive_ko_and_end(void **unused)
{
    tb_game *g = ts_game("go/progressive", "progression=1,2,2,dead=none");
    /* the ko shape of go.md §2.6.5 on 13x13; Black to move, one stone left in his turn */
    void *s = ts_state(g, "13/13/13/13/13/13/4X8/3XOX7/3O1O7/4O8/13/13/13 b turn=3");
    ts_play(g, s, "e5 pass");
    ts_assert_refused(g, s, "e6");
    ts_play(g, s, "a1 e6"); /* after a stone elsewhere, retaking repeats nothing */
    ts_play(g, s, "pass; pass");
    assert_true(tb_game_over(g, s));
    free(s);
    tb_game_free(g);
}

/* ---- hexagonal progressive Go (§5) ---- */

/* §5.1: 91 cells; f6 in the centre has six neighbours. */
static void test_hex_board(void **unused)
{
    tb_game *g = ts_game("go/hex-progressive", NULL);
    const tb_board *b = &go_config_of(g)->graph.board;
    assert_int_equal(b->num_points, 91);
    assert_int_equal(b->degree[point(g, "f6")], 6);
    assert_true(tb_board_adjacent(b, point(g, "f3"), point(g, "g4")));
    assert_true(tb_board_adjacent(b, point(g, "g4"), point(g, "h5")));
    void *s = ts_state(g, NULL);
    ts_assert_refused(g, s, "i2"); /* not a cell: §5.3 turn 8 as printed */
    free(s);
    tb_game_free(g);
}

/* §5.3 example 2: the book's record (turn 8 read as d1 e2 i5 i4 ...) with every claim of the
 * commentary. */
static void test_hex_record(void **unused)
{
    tb_game *g = ts_game("go/hex-progressive", NULL);
    void *s = ts_state(g, NULL);
    const char *turns[] = {"f6",
                           "c6 f9",
                           "c3 d4 e5",
                           "d6 e6 f7 g7",
                           "a3 b3 g6 h7 h8",
                           "a4 b5 f3 g4 h5 f8",
                           "h11 h10 h9 j7 j6 j5 i7",
                           "d1 e2 i5 i4 c7 e9 g11 g10",
                           "c1 d2 e3 e4 i10 j10 f2 g3 g2"};
    int colours;
    for (int t = 0; t < 9; t++) {
        ts_play(g, s, turns[t]);
        assert_int_equal(((go_state *)s)->prisoners[0] + ((go_state *)s)->prisoners[1], 0);
        if (t == 5) /* after turn 6 */
            assert_int_equal(liberties_at(g, s, "f3"), 10);
        if (t == 6) {
            assert_string_equal(region(g, s, "i8", &colours),
                                ts_sorted("i8 i9 i10 i11 j8 j9 j10 j11 k6 k7 k8 k9 k10 k11"));
            assert_int_equal(colours, GO_BLACK);
        }
        if (t == 7) {
            assert_string_equal(region(g, s, "e1", &colours), ts_sorted("e1 f1 f2 g2 g3 h3 h4"));
            assert_int_equal(colours, GO_WHITE);
            assert_string_equal(liberties_of(g, s, "d1"),
                                ts_sorted("c1 d2 e1 e3 f2 f4 g3 g5 h3 h4 h6 i6"));
            assert_string_equal(region(g, s, "a5", &colours),
                                ts_sorted("a5 a6 b6 b7 c8 d7 d8 d9 e7 e8 e10 f10 f11"));
            assert_int_equal(colours, GO_WHITE);
        }
    }
    assert_string_equal(liberties_of(g, s, "d1"), ts_sorted("e1 f4 g5 h3 h4 h6 i6"));
    assert_string_equal(liberties_of(g, s, "f2"), ts_sorted("e1 f1 h3 h4"));
    /* if White captured them with f1 e1 h3 h4, the group would still have 7 liberties */
    void *trial = malloc(g->state_size);
    memcpy(trial, s, g->state_size);
    ts_play(g, trial, "f1 e1 h3 h4");
    assert_int_equal(((go_state *)trial)->prisoners[GO_P_WHITE], 3);
    assert_string_equal(liberties_of(g, trial, "d1"), ts_sorted("f2 f4 g2 g3 g5 h6 i6"));
    free(trial);
    /* 10. White resigns. */
    ts_play(g, s, "resign");
    assert_int_equal(ts_outcome(g, s).result[GO_P_BLACK], TB_WIN);
    free(s);
    tb_game_free(g);
}

/* ---- Rosette (§6) ---- */

/* §6.1: 150 vertices and 61 hexagons (294 vertices with size=7); r5 has three neighbours q4 q6
 * s5, q4 and s5 two (§6.4 example 4); §6.4 example 5: the traps i4 k5 n5 touch j3 l4 m4. */
static void test_rosette_board(void **unused)
{
    tb_game *g = ts_game("go/roseta", NULL);
    const go_config *cfg = go_config_of(g);
    const tb_board *b = &cfg->graph.board;
    assert_int_equal(b->num_points, 150);
    assert_int_equal(cfg->num_hexagons, 61);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "r5");
    assert_string_equal(liberties_of(g, s, "r5"), "q4 q6 s5");
    free(s);
    assert_int_equal(b->degree[point(g, "q4")], 2);
    assert_int_equal(b->degree[point(g, "s5")], 2);
    assert_true(tb_board_adjacent(b, point(g, "q4"), point(g, "p4")));
    assert_true(tb_board_adjacent(b, point(g, "i4"), point(g, "j3")));
    assert_true(tb_board_adjacent(b, point(g, "k5"), point(g, "l4")));
    assert_true(tb_board_adjacent(b, point(g, "n5"), point(g, "m4")));
    assert_true(tb_board_adjacent(b, point(g, "j11"), point(g, "i12")));
    tb_game_free(g);
    g = ts_game("go/roseta", "size=7");
    assert_int_equal(go_config_of(g)->graph.board.num_points, 294);
    tb_game_free(g);
}

/* §6.4 example 3: White j11 captures the black stone on i12; Black may not replay i12 at once
 * (basic ko). */
static void test_rosette_ko(void **unused)
{
    tb_game *g = ts_game("go/roseta", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "i12; j13; i10; h12; k11; j11");
    assert_int_equal(((go_state *)s)->prisoners[GO_P_WHITE], 1);
    ts_assert_refused(g, s, "i12");
    free(s);
    tb_game_free(g);
}

/* §6.3 and §6.4 example 2: a group holding a rosette is never captured, even without
 * liberties; the stone completing it may leave it without liberties (§6.3 decision). Without
 * the rosette the same group is captured. */
static void test_rosette_survives(void **unused)
{
    tb_game *g = ts_game("go/roseta", NULL);
    void *s = ts_state(g, NULL);
    /* hexagon a6 b5 b7 c5 c7 d6; its outside neighbours a8 d4 d8 e6 */
    ts_play(g, s, "a6; a8; b5; d4; b7; d8; c5; e6; c7; t10");
    assert_string_equal(liberties_of(g, s, "a6"), "d6");
    ts_play(g, s, "d6");
    assert_int_equal(liberties_at(g, s, "a6"), 0);
    assert_int_equal(((go_state *)s)->board.stone[point(g, "a6")], GO_BLACK);
    free(s);
    /* the same five stones without d6: White d6 takes them */
    s = ts_state(g, NULL);
    ts_play(g, s, "a6; a8; b5; d4; b7; d8; c5; e6; c7; d6");
    assert_int_equal(((go_state *)s)->prisoners[GO_P_WHITE], 5);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_alak_protecting_by_suicide),
        cmocka_unit_test(test_alak_no_legal_move),
        cmocka_unit_test(test_alak_emptied_points),
        cmocka_unit_test(test_alak_options),
        cmocka_unit_test(test_progressions),
        cmocka_unit_test(test_progressive_record),
        cmocka_unit_test(test_progressive_series_notation),
        cmocka_unit_test(test_progressive_stop_rule),
        cmocka_unit_test(test_progressive_distinct_groups),
        cmocka_unit_test(test_progressive_ko_and_end),
        cmocka_unit_test(test_hex_board),
        cmocka_unit_test(test_hex_record),
        cmocka_unit_test(test_rosette_board),
        cmocka_unit_test(test_rosette_ko),
        cmocka_unit_test(test_rosette_survives),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
