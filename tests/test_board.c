/* The board kit: every geometry's counts of points, neighbours and links checked against the
 * sources' descriptions (rules/go.md, draughts.md, boxgames.md, elections.md), labels, jumps,
 * point sets, flood fill and the view. */
#include "support.h"

#include <stdio.h>

#include "tabula/board.h"

static tb_board *new_board(void)
{
    tb_board *b = malloc(sizeof *b);
    assert_non_null(b);
    return b;
}

static int pt(const tb_board *b, const char *label)
{
    int p = tb_board_find(b, label);
    if (p < 0)
        fail_msg("no point %s", label);
    return p;
}

static int degree(const tb_board *b, const char *label)
{
    return b->degree[pt(b, label)];
}

/* Points (p's neighbours) as sorted labels, for readable assertions. */
static const char *neighbours(const tb_board *b, const char *label)
{
    static char buf[4][128];
    static int turn;
    char *out = buf[turn++ % 4];
    out[0] = '\0';
    int p = pt(b, label);
    for (int i = 0; i < b->degree[p]; i++) {
        strcat(out, i ? " " : "");
        strcat(out, tb_board_label(b, b->neighbour[p][i]));
    }
    return ts_sorted(out);
}

/* Every link is symmetric, carries opposite directions both ways and agrees with step[]. */
static void assert_consistent(const tb_board *b)
{
    for (int p = 0; p < b->num_points; p++) {
        assert_int_equal(tb_board_find(b, tb_board_label(b, p)), p);
        for (int i = 0; i < b->degree[p]; i++) {
            int q = b->neighbour[p][i], d = b->neighbour_dir[p][i];
            assert_true(tb_board_adjacent(b, q, p));
            if (d != TB_DIR_NONE) {
                assert_int_equal(tb_board_step(b, p, (tb_dir)d), q);
                assert_int_equal(tb_board_step(b, q, tb_dir_opposite((tb_dir)d)), p);
            }
        }
    }
}

static void go_19x19(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(b, 19, 19, TB_SQUARE_ORTHOGONAL | TB_SQUARE_POINTS, &err));
    assert_int_equal(b->num_points, 361);
    assert_int_equal(tb_board_num_links(b), 2 * 19 * 18);
    assert_int_equal(degree(b, "a1"), 2);
    assert_int_equal(degree(b, "j1"), 3);
    assert_int_equal(degree(b, "j10"), 4);
    /* go.md §1.1: no letter skipped, the top right is s19 */
    assert_int_equal(pt(b, "s19"), 360);
    assert_int_equal(pt(b, "i9"), 8 * 19 + 8);
    assert_int_equal(pt(b, "S19"), 360); /* any case */
    assert_string_equal(neighbours(b, "j10"), "i10 j11 j9 k10");
    assert_int_equal(tb_board_step(b, pt(b, "j10"), TB_DIR_N), pt(b, "j11"));
    assert_int_equal(tb_board_step(b, pt(b, "a1"), TB_DIR_W), -1);
    assert_consistent(b);
    free(b);
}

/* boxgames.md §1.1: Halma's 16x16 board, columns a-p, kings' moves (steps in 8 directions). */
static void halma_16x16(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(b, 16, 16, TB_SQUARE_ORTHOGONAL | TB_SQUARE_DIAGONAL, &err));
    assert_int_equal(b->num_points, 256);
    assert_int_equal(tb_board_num_links(b), 2 * 16 * 15 + 2 * 15 * 15);
    assert_int_equal(degree(b, "a1"), 3);
    assert_int_equal(degree(b, "p16"), 3);
    assert_int_equal(degree(b, "h8"), 8);
    assert_int_equal(tb_board_beyond(b, pt(b, "a1"), pt(b, "b2")), pt(b, "c3"));
    assert_int_equal(b->shape, TB_SHAPE_SQUARE);
    assert_false(b->draw_links);
    assert_consistent(b);
    free(b);
}

/* draughts.md §0.1: only the playing squares; "a1 dark" (s even) or "a1 light" (s odd). */
static void draughts_boards(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(b, 10, 10, TB_SQUARE_DIAGONAL | TB_SQUARE_DARK_ONLY, &err));
    assert_int_equal(b->num_points, 50);
    assert_true(tb_board_find(b, "a1") >= 0 && tb_board_find(b, "j10") >= 0);
    assert_int_equal(tb_board_find(b, "b1"), -1);
    assert_int_equal(degree(b, "a1"), 1);
    assert_string_equal(neighbours(b, "c3"), "b2 b4 d2 d4");
    assert_int_equal(tb_board_num_links(b), 9 * 9); /* one dark diagonal per 2x2 block */
    /* the book's capture c3:e1:g3:e5 lands where beyond() says */
    assert_int_equal(tb_board_beyond(b, pt(b, "c3"), pt(b, "d2")), pt(b, "e1"));
    assert_int_equal(tb_board_beyond(b, pt(b, "e1"), pt(b, "f2")), pt(b, "g3"));
    assert_int_equal(tb_board_beyond(b, pt(b, "b2"), pt(b, "a1")), -1);
    assert_consistent(b);

    assert_true(tb_board_square(b, 8, 8, TB_SQUARE_DIAGONAL | TB_SQUARE_LIGHT_ONLY, &err));
    assert_int_equal(b->num_points, 32);
    assert_int_equal(tb_board_find(b, "a1"), -1);
    assert_true(tb_board_find(b, "b1") >= 0 && tb_board_find(b, "h1") >= 0);
    assert_int_equal(degree(b, "h1"), 1); /* the corner of the long diagonal h1-a8 */
    assert_int_equal(degree(b, "a8"), 1);
    assert_int_equal(tb_board_num_links(b), 49);
    assert_consistent(b);

    /* Turkish draughts and Hasami Shogi: every square, orthogonal steps */
    assert_true(tb_board_square(b, 9, 9, TB_SQUARE_ORTHOGONAL, &err));
    assert_int_equal(b->num_points, 81);
    assert_int_equal(degree(b, "e5"), 4);
    free(b);
}

/* draughts.md §9.1: 25 points, orthogonal lines everywhere, diagonals through a1, c1, ... */
static void alquerque(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(
        b, 5, 5, TB_SQUARE_ORTHOGONAL | TB_SQUARE_DIAGONAL_EVEN | TB_SQUARE_POINTS, &err));
    assert_int_equal(b->num_points, 25);
    assert_int_equal(degree(b, "a1"), 3);
    assert_string_equal(neighbours(b, "a1"), "a2 b1 b2");
    assert_int_equal(degree(b, "b1"), 3); /* no diagonal: a1, c1, b2 */
    assert_string_equal(neighbours(b, "b1"), "a1 b2 c1");
    assert_int_equal(degree(b, "c3"), 8);
    assert_int_equal(degree(b, "b2"), 8);
    assert_int_equal(degree(b, "c2"), 4);
    assert_int_equal(degree(b, "a3"), 5); /* the diamond a3-c5-e3-c1 */
    assert_int_equal(tb_board_num_links(b), 40 + 16);
    assert_true(b->draw_links);
    assert_int_equal(tb_board_beyond(b, pt(b, "a3"), pt(b, "b4")), pt(b, "c5"));
    assert_int_equal(tb_board_beyond(b, pt(b, "a1"), pt(b, "b2")), pt(b, "c3"));
    assert_consistent(b);
    free(b);
}

/* draughts.md §9.3: 9x5 points, diagonals through the points with s even; FA-E2 withdraws
 * along f4-e5, capturing g3, h2, i1 on the same line. */
static void fanorona(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(
        b, 9, 5, TB_SQUARE_ORTHOGONAL | TB_SQUARE_DIAGONAL_EVEN | TB_SQUARE_POINTS, &err));
    assert_int_equal(b->num_points, 45);
    assert_int_equal(tb_board_num_links(b), 9 * 4 + 5 * 8 + 8 * 4);
    assert_int_equal(degree(b, "e3"), 8);
    assert_int_equal(degree(b, "i5"), 3);
    assert_int_equal(degree(b, "i1"), 3);
    int f4 = pt(b, "f4"), e5 = pt(b, "e5");
    assert_true(tb_board_adjacent(b, f4, e5));
    int behind = tb_board_beyond(b, e5, f4); /* directly behind the origin */
    assert_int_equal(behind, pt(b, "g3"));
    assert_int_equal(tb_board_beyond(b, f4, behind), pt(b, "h2"));
    assert_int_equal(tb_board_beyond(b, behind, pt(b, "h2")), pt(b, "i1"));
    assert_consistent(b);
    free(b);
}

/* go.md §5.1: hexagonal progressive Go, side 6 = 91 cells, columns a-k, centre f6. */
static void hex_side_6(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_hex(b, 6, &err));
    assert_int_equal(b->num_points, 91);
    assert_int_equal(degree(b, "f6"), 6);
    assert_string_equal(neighbours(b, "f6"), "e5 e6 f5 f7 g6 g7");
    for (int i = 0; i < 6; i++) { /* the six corners */
        static const char *const corner[] = {"a1", "a6", "f1", "f11", "k6", "k11"};
        assert_int_equal(degree(b, corner[i]), 3);
    }
    assert_int_equal(degree(b, "c1"), 4); /* an edge cell */
    assert_int_equal(tb_board_num_links(b), 9 * 36 - 15 * 6 + 6);
    /* the table of rows per column */
    assert_int_equal(tb_board_find(b, "a7"), -1);
    assert_int_equal(tb_board_find(b, "g1"), -1);
    assert_true(tb_board_find(b, "g2") >= 0 && tb_board_find(b, "k11") >= 0);
    /* "f3, g4, h5 are a straight line of three cells" */
    assert_int_equal(tb_board_beyond(b, pt(b, "f3"), pt(b, "g4")), pt(b, "h5"));
    assert_int_equal(tb_board_step(b, pt(b, "f6"), TB_DIR_SE), pt(b, "g6"));
    assert_int_equal(b->shape, TB_SHAPE_HEX);
    assert_consistent(b);
    free(b);
}

/* elections.md §5.1: the small hexagonal election board, side 3 minus c3, b2, c4, d3. */
static void hex_with_holes(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_hex(b, 3, &err));
    assert_int_equal(b->num_points, 19);
    assert_true(tb_board_remove(b, "c3 b2 c4 d3", &err));
    assert_int_equal(b->num_points, 15);
    assert_int_equal(tb_board_find(b, "c3"), -1);
    assert_string_equal(neighbours(b, "c2"), "b1 c1 d2");
    assert_false(tb_board_remove(b, "z9", &err));
    assert_consistent(b);
    free(b);
}

/* go.md §6.1: the Rosette board, the vertices of a side-5 hex-hex board: 150 points on lines
 * a-t and levels 1-19; r5 has q4, q6, s5; q4 has r5 and p4; s5 has r5 and t6. */
static void rosette_vertices(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_hex_vertices(b, 5, &err));
    assert_int_equal(b->num_points, 150);
    assert_string_equal(neighbours(b, "r5"), "q4 q6 s5");
    assert_string_equal(neighbours(b, "q4"), "p4 r5");
    assert_string_equal(neighbours(b, "s5"), "r5 t6");
    /* line a holds levels 6-14, line k 1-19 (odd) */
    assert_true(tb_board_find(b, "a6") >= 0 && tb_board_find(b, "a14") >= 0);
    assert_int_equal(tb_board_find(b, "a4"), -1);
    assert_int_equal(tb_board_find(b, "a16"), -1);
    assert_true(tb_board_find(b, "k1") >= 0 && tb_board_find(b, "k19") >= 0);
    /* the source's coordinates exist; e5 and b6 do not (§6.1 AMBIGUITY) */
    const char *used[] = {"d8", "i12", "j11", "j3", "i6", "q6", "r5", "s7",
                          "q4", "s5",  "p4",  "i4", "k5", "n5", "l4", "m4"};
    for (size_t i = 0; i < sizeof used / sizeof used[0]; i++)
        pt(b, used[i]);
    assert_int_equal(tb_board_find(b, "e5"), -1);
    assert_int_equal(tb_board_find(b, "b6"), -1);
    /* Euler: links = vertices + hexagons - 1 = 150 + 61 - 1 */
    assert_int_equal(tb_board_num_links(b), 3 * 3 * 25 - 3 * 5);
    assert_consistent(b);
    /* the original 1975 board: side 7, 294 vertices, lines up to ab */
    assert_true(tb_board_hex_vertices(b, 7, &err));
    assert_int_equal(b->num_points, 294);
    assert_true(tb_board_find(b, "ab14") >= 0);
    free(b);
}

/* elections.md §2.1: T3 has 27 cells; 111 -> row 0, 112 (1,0), 113 (1,1), 121 (2,0), 131
 * (2,2); cells touch as in the Hanoi graph (3^(n+1) - 3) / 2 links. */
static void sierpinski(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_sierpinski(b, 3, &err));
    assert_int_equal(b->num_points, 27);
    assert_int_equal(tb_board_num_links(b), (81 - 3) / 2);
    int p = pt(b, "121");
    assert_int_equal(b->row[p], 2);
    assert_int_equal(b->col[p], 0);
    p = pt(b, "131");
    assert_int_equal(b->row[p], 2);
    assert_int_equal(b->col[p], 2);
    assert_int_equal(b->row[pt(b, "213")], 5);
    assert_int_equal(degree(b, "111"), 2); /* the three corners */
    assert_int_equal(degree(b, "222"), 2);
    assert_int_equal(degree(b, "333"), 2);
    assert_int_equal(degree(b, "113"), 3);
    assert_string_equal(neighbours(b, "113"), "111 112 131");
    assert_consistent(b);
    assert_true(tb_board_sierpinski(b, 5, &err));
    assert_int_equal(b->num_points, 243);
    assert_false(tb_board_sierpinski(b, 6, &err));
    free(b);
}

/* go.md §3.1: Alak's line of 11 points a-k. */
static void alak_line(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_line(b, 11, &err));
    assert_int_equal(b->num_points, 11);
    assert_int_equal(tb_board_num_links(b), 10);
    assert_int_equal(degree(b, "a"), 1);
    assert_int_equal(degree(b, "k"), 1);
    assert_string_equal(neighbours(b, "e"), "d f");
    assert_consistent(b);
    free(b);
}

/* elections.md §6.1: a 3x3x3 cube, labels level-file-rank ("2b2"). */
static void cube(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_cube(b, 3, &err));
    assert_int_equal(b->num_points, 27);
    assert_int_equal(tb_board_num_links(b), 3 * 3 * 3 * 2);
    assert_int_equal(degree(b, "2b2"), 6);
    assert_string_equal(neighbours(b, "2b2"), "1b2 2a2 2b1 2b3 2c2 3b2");
    assert_int_equal(degree(b, "1a1"), 3);
    assert_int_equal(tb_board_step(b, pt(b, "1a1"), TB_DIR_UP), pt(b, "2a1"));
    assert_int_equal(tb_board_beyond(b, pt(b, "1a1"), pt(b, "2a1")), pt(b, "3a1"));
    /* the levels are drawn in a row, yet the top level does not lead on to the next file */
    assert_int_equal(tb_board_beyond(b, pt(b, "2a1"), pt(b, "3a1")), -1);
    assert_int_equal(b->layer[pt(b, "3c3")], 2);
    assert_consistent(b);
    free(b);
}

/* boxgames.md §2.1: 29 points; the apex joined to c1 d1 e1 f1; rays c-f reach row 4. */
static void lambs_and_tigers(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_lambs_tigers(b, &err));
    assert_int_equal(b->num_points, 29);
    assert_int_equal(tb_board_num_links(b), 4 * 4 + 4 * 2 + 3 * 7 + 3);
    assert_string_equal(neighbours(b, "0"), "c1 d1 e1 f1");
    assert_string_equal(neighbours(b, "a1"), "a2 b1");
    assert_string_equal(neighbours(b, "d1"), "0 c1 d2 e1");
    assert_string_equal(neighbours(b, "c4"), "c3 d4");
    assert_int_equal(tb_board_find(b, "a4"), -1);
    /* jumps follow the lines: from the apex down a ray, along a row, never round a corner */
    assert_int_equal(tb_board_beyond(b, pt(b, "0"), pt(b, "d1")), pt(b, "d2"));
    assert_int_equal(tb_board_beyond(b, pt(b, "0"), pt(b, "c1")), pt(b, "c2"));
    assert_int_equal(tb_board_beyond(b, pt(b, "d2"), pt(b, "d1")), pt(b, "0"));
    assert_int_equal(tb_board_beyond(b, pt(b, "d1"), pt(b, "0")), -1);
    assert_int_equal(tb_board_beyond(b, pt(b, "a2"), pt(b, "b2")), pt(b, "c2"));
    assert_int_equal(tb_board_beyond(b, pt(b, "a1"), pt(b, "a2")), pt(b, "a3"));
    assert_int_equal(tb_board_beyond(b, pt(b, "a2"), pt(b, "a3")), -1);
    assert_consistent(b);
    free(b);
}

/* An arbitrary graph from a table: the hexagonal flower of test_go_board, named. */
static void from_table(void **unused)
{
    static const char *const points[] = {"o", "n", "ne", "se", "s", "sw", "nw", NULL};
    static const char *const lines[] = {"n o s", "ne o sw", "se o nw", "n ne se s sw nw n", NULL};
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_from_table(b, TB_SHAPE_HEX, points, NULL, lines, &err));
    assert_int_equal(b->num_points, 7);
    assert_int_equal(degree(b, "o"), 6);
    assert_string_equal(neighbours(b, "n"), "ne nw o");
    assert_int_equal(tb_board_num_links(b), 12);
    static const char *const bad[] = {"o n", "n q", NULL};
    assert_false(tb_board_from_table(b, TB_SHAPE_POINT, points, NULL, bad, &err));
    assert_non_null(strstr(err.msg, "'q'"));
    static const char *const twice[] = {"a", "b", "a", NULL};
    assert_false(tb_board_from_table(b, TB_SHAPE_POINT, twice, NULL, NULL, &err));
    free(b);
}

/* Labels print as the sources write them and read back in any case. */
static void labels_round_trip(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(b, 19, 19, TB_SQUARE_ORTHOGONAL | TB_SQUARE_UPPER_CASE, &err));
    assert_string_equal(tb_board_label(b, 0), "A1");
    assert_string_equal(tb_board_label(b, 360), "S19");
    for (int p = 0; p < b->num_points; p++) {
        int len;
        char text[16];
        snprintf(text, sizeof text, "%s rest", tb_board_label(b, p));
        assert_int_equal(tb_board_parse(b, text, &len), p);
        assert_int_equal(len, (int)strlen(tb_board_label(b, p)));
    }
    int len;
    assert_int_equal(tb_board_parse(b, "a10-b10", &len), pt(b, "a10")); /* longest match */
    assert_int_equal(len, 3);
    assert_int_equal(tb_board_parse(b, "t1", &len), -1);
    /* files beyond z: aa, ab (the side-7 Rosette) */
    assert_true(tb_board_square(b, 28, 2, TB_SQUARE_ORTHOGONAL, &err));
    assert_string_equal(tb_board_label(b, 26), "aa1");
    assert_string_equal(tb_board_label(b, 27), "ab1");
    assert_int_equal(pt(b, "AB2"), 55);
    assert_false(tb_board_square(b, 30, 30, TB_SQUARE_ORTHOGONAL, &err)); /* 900 points */
    free(b);
}

static void point_sets(void **unused)
{
    tb_pointset a, b, c;
    tb_pointset_clear(&a);
    tb_pointset_clear(&b);
    assert_true(tb_pointset_empty(&a));
    int in_a[] = {0, 63, 64, 360, 511};
    for (size_t i = 0; i < 5; i++)
        tb_pointset_add(&a, in_a[i]);
    tb_pointset_add(&b, 360);
    tb_pointset_add(&b, 7);
    assert_int_equal(tb_pointset_count(&a), 5);
    assert_true(tb_pointset_has(&a, 511) && !tb_pointset_has(&a, 510));
    int seen = 0;
    for (int p = tb_pointset_next(&a, 0); p >= 0; p = tb_pointset_next(&a, p + 1))
        assert_int_equal(p, in_a[seen++]);
    assert_int_equal(seen, 5);
    assert_int_equal(tb_pointset_next(&a, 65), 360);
    tb_pointset_union(&c, &a, &b);
    assert_int_equal(tb_pointset_count(&c), 6);
    tb_pointset_intersection(&c, &a, &b);
    assert_int_equal(tb_pointset_count(&c), 1);
    assert_true(tb_pointset_has(&c, 360));
    tb_pointset_difference(&c, &a, &b);
    assert_int_equal(tb_pointset_count(&c), 4);
    assert_false(tb_pointset_has(&c, 360));
    tb_pointset_remove(&a, 360);
    assert_true(tb_pointset_equal(&a, &c));
    tb_pointset_remove(&a, 360); /* removing twice is harmless */
    assert_int_equal(tb_pointset_count(&a), 4);
}

/* Flood fill: a black group and its liberties on 9x9 (the group of test_go_board's b2
 * example), and a region of empty points split by a wall. */
static void flood_fill(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(b, 9, 9, TB_SQUARE_ORTHOGONAL | TB_SQUARE_POINTS, &err));
    tb_pointset black, empty, group, libs, all;
    tb_pointset_clear(&black);
    const char *stones[] = {"b2", "b3", "c3", "e5"};
    for (size_t i = 0; i < 4; i++)
        tb_pointset_add(&black, pt(b, stones[i]));
    tb_board_all(b, &all);
    assert_int_equal(tb_pointset_count(&all), 81);
    tb_pointset_difference(&empty, &all, &black);
    tb_board_flood(b, pt(b, "b2"), &black, &group);
    assert_int_equal(tb_pointset_count(&group), 3);
    assert_false(tb_pointset_has(&group, pt(b, "e5")));
    tb_board_border(b, &group, &libs);
    tb_pointset_intersection(&libs, &libs, &empty);
    assert_int_equal(tb_pointset_count(&libs), 7);  /* b1 a2 c2 a3 b4 c4 d3 */
    tb_board_flood(b, pt(b, "a1"), &black, &group); /* start outside: nothing */
    assert_true(tb_pointset_empty(&group));
    /* a wall on file e splits the empty points into 36 + 36 */
    tb_pointset wall, region;
    tb_pointset_clear(&wall);
    for (int r = 0; r < 9; r++)
        tb_pointset_add(&wall, r * 9 + 4);
    tb_pointset_difference(&empty, &all, &wall);
    tb_board_flood(b, pt(b, "a1"), &empty, &region);
    assert_int_equal(tb_pointset_count(&region), 36);
    assert_false(tb_pointset_has(&region, pt(b, "f1")));
    free(b);
}

/* The view of a board: the cells, labels and links of tb_view_grid for a Go board, and the
 * lines of a point board. */
static void board_view(void **unused)
{
    tb_board *b = new_board();
    tb_error err;
    assert_true(tb_board_square(
        b, 9, 9, TB_SQUARE_ORTHOGONAL | TB_SQUARE_POINTS | TB_SQUARE_UPPER_CASE, &err));
    tb_view mine, grid;
    tb_view_init(&mine);
    tb_view_init(&grid);
    assert_int_equal(tb_board_view(b, &mine, tb_view_add_board(&mine, NULL)), 0);
    tb_view_grid(&grid, tb_view_add_board(&grid, NULL), 9, 9, TB_SHAPE_POINT, true);
    assert_int_equal(mine.num_cells, grid.num_cells);
    for (int i = 0; i < grid.num_cells; i++) {
        assert_string_equal(mine.cells[i].label, grid.cells[i].label);
        assert_true(mine.cells[i].x == grid.cells[i].x && mine.cells[i].y == grid.cells[i].y);
        assert_int_equal(mine.cells[i].shape, grid.cells[i].shape);
        assert_int_equal(mine.cells[i].marks, grid.cells[i].marks);
    }
    assert_int_equal(mine.num_links, grid.num_links);
    for (int i = 0; i < grid.num_links; i++) {
        assert_int_equal(mine.links[i].a, grid.links[i].a);
        assert_int_equal(mine.links[i].b, grid.links[i].b);
    }
    assert_int_equal(mine.num_texts, grid.num_texts);
    for (int i = 0; i < grid.num_texts; i++) {
        assert_string_equal(mine.texts[i].text, grid.texts[i].text);
        assert_true(mine.texts[i].x == grid.texts[i].x && mine.texts[i].y == grid.texts[i].y);
    }
    /* a chequered board marks a1 dark, as tb_view_grid does */
    assert_true(tb_board_square(b, 8, 8, TB_SQUARE_ORTHOGONAL, &err));
    tb_view_clear(&mine);
    tb_view_clear(&grid);
    tb_board_view(b, &mine, tb_view_add_board(&mine, NULL));
    tb_view_grid(&grid, tb_view_add_board(&grid, NULL), 8, 8, TB_SHAPE_SQUARE, false);
    for (int i = 0; i < grid.num_cells; i++)
        assert_int_equal(mine.cells[i].marks, grid.cells[i].marks);
    assert_int_equal(mine.num_links, 0);
    /* Lambs and Tigers: 29 cells after what is already there, 48 lines */
    assert_true(tb_board_lambs_tigers(b, &err));
    tb_view_clear(&mine);
    tb_view_add_cell(&mine, tb_view_add_board(&mine, NULL), 0, 0, TB_SHAPE_SQUARE, "x");
    assert_int_equal(tb_board_view(b, &mine, 0), 1);
    assert_int_equal(mine.num_cells, 30);
    assert_int_equal(mine.num_links, 48);
    assert_int_equal(tb_view_find(&mine, "0"), 1);
    for (int i = 0; i < mine.num_links; i++)
        assert_true(mine.links[i].a >= 1 && mine.links[i].b >= 1);
    /* a hexagonal board: its cells and a coordinate per column and per row */
    assert_true(tb_board_hex(b, 6, &err));
    tb_view_clear(&mine);
    tb_board_view(b, &mine, tb_view_add_board(&mine, NULL));
    assert_int_equal(mine.num_cells, 91);
    assert_int_equal(mine.num_links, 0);
    assert_int_equal(mine.num_texts, 22);
    /* a cube: one layer per level, each a 3x3 board with a1 dark and its coordinates */
    assert_true(tb_board_cube(b, 3, &err));
    tb_view_clear(&mine);
    assert_int_equal(tb_board_view(b, &mine, -1), 0);
    assert_int_equal(mine.num_boards, 3);
    for (int level = 0; level < 3; level++) {
        assert_int_equal(mine.boards[level].layer, level);
        assert_int_equal(mine.boards[level].name[0], '1' + level);
    }
    int c = tb_view_find(&mine, "2b3");
    assert_int_equal(c, pt(b, "2b3"));
    assert_int_equal(mine.cells[c].board, 1);
    assert_true(mine.cells[c].x == 1 && mine.cells[c].y == 2);
    assert_true(mine.cells[tb_view_find(&mine, "3a1")].marks & TB_MARK_DARK);
    assert_int_equal(mine.num_texts, 3 * 6);
    tb_view_free(&mine);
    tb_view_free(&grid);
    free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(go_19x19),
        cmocka_unit_test(halma_16x16),
        cmocka_unit_test(draughts_boards),
        cmocka_unit_test(alquerque),
        cmocka_unit_test(fanorona),
        cmocka_unit_test(hex_side_6),
        cmocka_unit_test(hex_with_holes),
        cmocka_unit_test(rosette_vertices),
        cmocka_unit_test(sierpinski),
        cmocka_unit_test(alak_line),
        cmocka_unit_test(cube),
        cmocka_unit_test(lambs_and_tigers),
        cmocka_unit_test(from_table),
        cmocka_unit_test(labels_round_trip),
        cmocka_unit_test(point_sets),
        cmocka_unit_test(flood_fill),
        cmocka_unit_test(board_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
