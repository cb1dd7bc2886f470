/* The Go-family board core: graphs, groups, liberties, capture, suicide, hashing. */
#include "support.h"

#include <stdio.h>

#include "core/board_text.h"
#include "games/go/go_board.h"

/* Point index of a name like "j10" on a square graph. */
static int pt(const go_graph *g, const char *name)
{
    int col, row;
    if (!tb_square_parse(name, g->board.width, g->board.height, &col, &row))
        fail_msg("bad point %s", name);
    return row * g->board.width + col;
}

static void put(const go_graph *g, go_board *b, const char *names, int colour)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", names);
    char *save = NULL;
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
        go_board_set(g, b, pt(g, w), colour);
}

static go_graph *square(int n)
{
    go_graph *g = malloc(sizeof *g);
    go_graph_square(g, n, n, false);
    return g;
}

/* go.md §2.6 example 1: 4 liberties in the middle, 3 on an edge, 2 in a corner, 6 for two
 * stones side by side (004's stone G), on an empty 19x19 board. */
static void test_liberties_by_position(void **unused)
{
    go_graph *g = square(19);
    const char *names[] = {"j10", "a10", "a1"};
    int expected[] = {4, 3, 2};
    for (int i = 0; i < 3; i++) {
        go_board b;
        go_board_clear(&b);
        put(g, &b, names[i], GO_BLACK);
        assert_int_equal(g->board.degree[pt(g, names[i])], expected[i]);
        assert_int_equal(go_group(g, &b, pt(g, names[i]), NULL, NULL), expected[i]);
    }
    go_board b;
    go_board_clear(&b);
    put(g, &b, "j10 k10", GO_BLACK);
    tb_pointset stones;
    assert_int_equal(go_group(g, &b, pt(g, "j10"), &stones, NULL), 6);
    assert_int_equal(tb_pointset_count(&stones), 2);
    assert_int_equal(go_group(g, &b, pt(g, "a5"), NULL, NULL), -1); /* empty point */
    free(g);
}

/* A liberty next to two stones of the group counts once (c2 touches b2 and c3). */
static void test_shared_liberty_counts_once(void **unused)
{
    go_graph *g = square(9);
    go_board b;
    go_board_clear(&b);
    put(g, &b, "b2 b3 c3", GO_BLACK);
    tb_pointset libs;
    assert_int_equal(go_group(g, &b, pt(g, "b2"), NULL, &libs), 7);
    assert_true(tb_pointset_has(&libs, pt(g, "c2")));
    go_groups groups;
    go_groups_compute(g, &b, &groups);
    assert_int_equal(groups.count, 1);
    assert_int_equal(groups.liberties[groups.id[pt(g, "c3")]], 7);
    assert_int_equal(groups.size[groups.id[pt(g, "c3")]], 3);
    free(g);
}

/* The whole-board analysis agrees with the single-group flood fill on a crowded board. */
static void test_groups_agree_with_group(void **unused)
{
    go_graph *g = square(13);
    go_board b;
    go_board_clear(&b);
    uint32_t x = 12345;
    for (int p = 0; p < g->board.num_points; p++) {
        x = x * 1103515245u + 12345u;
        go_board_set(g, &b, p, (int)((x >> 16) % 3));
    }
    go_groups groups;
    go_groups_compute(g, &b, &groups);
    int stones_seen = 0;
    for (int p = 0; p < g->board.num_points; p++) {
        if (b.stone[p] == GO_EMPTY) {
            assert_int_equal(groups.id[p], -1);
            continue;
        }
        tb_pointset stones;
        int libs = go_group(g, &b, p, &stones, NULL);
        assert_int_equal(groups.liberties[groups.id[p]], libs);
        assert_int_equal(groups.size[groups.id[p]], tb_pointset_count(&stones));
        stones_seen++;
    }
    assert_int_equal(stones_seen,
                     go_board_count(g, &b, GO_BLACK) + go_board_count(g, &b, GO_WHITE));
    free(g);
}

/* go.md §1.2-§1.3 (and the idea of §2.6 example 3): a stone without liberties is legal only
 * when it captures; the capture is made before the mover's own group is examined. */
static void test_capture_and_suicide(void **unused)
{
    go_graph *g = square(9);
    go_board b;
    go_board_clear(&b);
    put(g, &b, "a2 b1", GO_WHITE);
    put(g, &b, "a3 b2 c1", GO_BLACK);
    go_groups groups;
    go_groups_compute(g, &b, &groups);
    int captures = -1;
    /* White a1 would join a2 and b1 into a group with no liberty: suicide. */
    assert_int_equal(go_check_placement(g, &b, &groups, pt(g, "a1"), GO_WHITE, &captures),
                     GO_PLACE_SUICIDE);
    assert_int_equal(captures, 0);
    /* Black a1 has no empty neighbour but takes both white stones (two groups). */
    assert_int_equal(go_check_placement(g, &b, &groups, pt(g, "a1"), GO_BLACK, &captures),
                     GO_PLACE_OK);
    assert_int_equal(captures, 2);
    assert_int_equal(go_check_placement(g, &b, &groups, pt(g, "b2"), GO_BLACK, NULL),
                     GO_PLACE_OCCUPIED);

    tb_pointset captured;
    tb_pointset_clear(&captured);
    assert_int_equal(go_play(g, &b, pt(g, "a1"), GO_BLACK, &captured), 2);
    assert_true(tb_pointset_has(&captured, pt(g, "a2")) && tb_pointset_has(&captured, pt(g, "b1")));
    assert_int_equal(tb_pointset_count(&captured), 2);
    assert_int_equal(b.stone[pt(g, "a2")], GO_EMPTY);
    assert_int_equal(b.stone[pt(g, "b1")], GO_EMPTY);
    assert_int_equal(go_group(g, &b, pt(g, "a1"), NULL, NULL), 2);
    free(g);
}

/* A move that fills its own group's second-to-last liberty is legal; a move into a point
 * surrounded by a group of its own colour with other liberties is legal too. */
static void test_own_group_liberties(void **unused)
{
    go_graph *g = square(9);
    go_board b;
    go_board_clear(&b);
    put(g, &b, "a2 b1", GO_BLACK); /* a1 is an eye with the outside liberties a3 b2 c1 */
    go_groups groups;
    go_groups_compute(g, &b, &groups);
    assert_int_equal(go_check_placement(g, &b, &groups, pt(g, "a1"), GO_BLACK, NULL), GO_PLACE_OK);
    assert_int_equal(go_check_placement(g, &b, &groups, pt(g, "a1"), GO_WHITE, NULL),
                     GO_PLACE_SUICIDE);
    free(g);
}

/* The hash follows the stones: the same stones give the same hash whatever the order of
 * play and captures, and the empty board hashes to 0. */
static void test_incremental_hash(void **unused)
{
    go_graph *g = square(9);
    go_board played, built;
    go_board_clear(&played);
    go_board_clear(&built);
    assert_int_equal(played.hash, 0);
    go_play(g, &played, pt(g, "b1"), GO_WHITE, NULL);
    go_play(g, &played, pt(g, "a1"), GO_BLACK, NULL);
    go_play(g, &played, pt(g, "c1"), GO_BLACK, NULL);
    assert_int_equal(go_play(g, &played, pt(g, "b2"), GO_BLACK, NULL), 1); /* takes b1 */
    put(g, &built, "b2 c1 a1", GO_BLACK);
    assert_memory_equal(&played, &built, sizeof played);
    go_board_set(g, &built, pt(g, "a1"), GO_WHITE);
    assert_true(built.hash != played.hash);
    go_board_set(g, &built, pt(g, "a1"), GO_EMPTY);
    go_board_set(g, &built, pt(g, "a1"), GO_BLACK);
    assert_true(built.hash == played.hash);
    free(g);
}

/* A non-square graph: a hexagonal flower (a centre cell and its six neighbours in a ring), as
 * hexagonal progressive Go will build. */
static void test_hexagonal_graph(void **unused)
{
    go_graph *g = malloc(sizeof *g);
    go_graph_init(g, 8);
    for (int i = 1; i <= 6; i++) {
        assert_true(go_graph_link(g, 0, i));
        assert_true(go_graph_link(g, i, i % 6 + 1));
    }
    assert_true(go_graph_link(g, 1, 0)); /* already joined: no change */
    assert_int_equal(g->board.degree[0], 6);
    assert_int_equal(g->board.degree[1], 3);
    assert_false(go_graph_link(g, 0, 7)); /* a seventh neighbour does not fit */
    assert_false(go_graph_link(g, 7, 7));
    assert_false(go_graph_link(g, 7, 8)); /* no such point */

    go_board b;
    go_board_clear(&b);
    go_board_set(g, &b, 0, GO_WHITE);
    for (int i = 1; i <= 5; i++)
        go_board_set(g, &b, i, GO_BLACK);
    assert_int_equal(go_group(g, &b, 0, NULL, NULL), 1);
    assert_int_equal(go_group(g, &b, 1, NULL, NULL), 1); /* the black arc breathes at 6 */
    go_groups groups;
    go_groups_compute(g, &b, &groups);
    int captures;
    assert_int_equal(go_check_placement(g, &b, &groups, 6, GO_BLACK, &captures), GO_PLACE_OK);
    assert_int_equal(captures, 1);
    assert_int_equal(go_check_placement(g, &b, &groups, 6, GO_WHITE, &captures), GO_PLACE_OK);
    assert_int_equal(captures, 5); /* white 6 takes the whole black arc */
    assert_int_equal(go_play(g, &b, 6, GO_BLACK, NULL), 1);
    assert_int_equal(b.stone[0], GO_EMPTY);
    free(g);
}

static void test_ranks(void **unused)
{
    go_graph *g = square(5);
    go_board b, back;
    go_board_clear(&b);
    put(g, &b, "a1 e5", GO_BLACK);
    put(g, &b, "c3", GO_WHITE);
    char text[128];
    go_board_to_ranks(g, &b, text, sizeof text);
    assert_string_equal(text, "4X/5/2O2/5/X4");
    tb_error err = {{0}};
    assert_int_equal(go_board_from_ranks(g, "4x/5/2o2/5/X4 w", &back, &err), 13);
    assert_memory_equal(&b, &back, sizeof b);
    assert_int_equal(go_board_from_ranks(g, "4X/5/2Z2/5/X4", &back, &err), -1);
    assert_true(strstr(err.msg, "'Z'") != NULL);
    assert_int_equal(go_board_from_ranks(g, "4X/5/2O2/5", &back, &err), -1);
    assert_int_equal(go_board_from_ranks(g, "4X/6/2O2/5/X4", &back, &err), -1);

    assert_int_equal(go_board_find_breathless(g, &b), -1);
    assert_int_equal(go_board_from_ranks(g, "5/5/5/O4/XO3", &back, &err), 12);
    assert_int_equal(go_board_find_breathless(g, &back), pt(g, "a1"));
    free(g);
}

/* go.md §2.2: star points of 9x9 (c3 g3 c7 g7 e5), 13x13 and 19x19 (nine each). */
static void test_star_points(void **unused)
{
    struct {
        int n;
        const char *names;
    } cases[] = {{9, "c3 g3 c7 g7 e5"},
                 {13, "d4 g4 j4 d7 g7 j7 d10 g10 j10"},
                 {19, "d4 j4 p4 d10 j10 p10 d16 j16 p16"},
                 {5, "c3"},
                 {6, ""}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        go_graph *g = square(cases[k].n);
        int stars[9], n = go_star_points(cases[k].n, stars);
        tb_pointset want, have;
        tb_pointset_clear(&want);
        tb_pointset_clear(&have);
        char buf[128];
        snprintf(buf, sizeof buf, "%s", cases[k].names);
        char *save = NULL;
        for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
            tb_pointset_add(&want, pt(g, w));
        for (int i = 0; i < n; i++)
            tb_pointset_add(&have, stars[i]);
        assert_int_equal(n, tb_pointset_count(&want));
        assert_memory_equal(&want, &have, sizeof want);
        free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_liberties_by_position),
        cmocka_unit_test(test_shared_liberty_counts_once),
        cmocka_unit_test(test_groups_agree_with_group),
        cmocka_unit_test(test_capture_and_suicide),
        cmocka_unit_test(test_own_group_liberties),
        cmocka_unit_test(test_incremental_hash),
        cmocka_unit_test(test_hexagonal_graph),
        cmocka_unit_test(test_ranks),
        cmocka_unit_test(test_star_points),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
