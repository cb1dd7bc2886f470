/* The playout board of the go player (src/games/go/go_sim.c): its incremental groups agree
 * with the board core (go_board.c) move after move, and its policy answers ataris, captures,
 * plays the 3x3 shapes, and never fills its own eye nor puts a big group in atari; the
 * family's report (go_analysis.c) draws its ownership map and score estimate from it. */
#include "support.h"

#include <string.h>

#include "games/go/go_board.h"
#include "games/go/go_sim.h"
#include "tabula/family.h"
#include "tabula/report.h"

/* Random legal games on a w x h board, the sim against go_play / go_groups_compute. */
static void random_games(int w, int h, int games)
{
    go_graph g;
    go_graph_square(&g, w, h, false);
    go_sim_tables *t = malloc(sizeof *t);
    go_sim *s = malloc(sizeof *s);
    go_sim_tables_init(t, &g, true);
    tb_rng rng;
    tb_rng_seed(&rng, 42);
    int n = w * h, captures = 0;
    for (int game = 0; game < games; game++) {
        go_board b;
        go_board_clear(&b);
        go_sim_load(s, t, &b, -1, -1);
        int colour = GO_BLACK, ko = -1;
        for (int move = 0; move < 3 * n; move++) {
            go_groups groups;
            go_groups_compute(&g, &b, &groups);
            int legal[GO_MAX_POINTS], count = 0;
            for (int p = 0; p < n; p++) {
                bool ref = p != ko && go_check_placement(&g, &b, &groups, p, colour, NULL) ==
                                          GO_PLACE_OK;
                assert_int_equal(go_sim_legal(s, p, colour), ref);
                if (ref)
                    legal[count++] = p;
                if (b.stone[p] != GO_EMPTY) {
                    assert_int_equal(s->nlibs[s->head[p]], groups.liberties[groups.id[p]]);
                    assert_int_equal(s->size[s->head[p]], groups.size[groups.id[p]]);
                }
            }
            if (count == 0)
                break;
            int p = legal[tb_rng_below(&rng, (uint32_t)count)];
            tb_pointset taken;
            tb_pointset_clear(&taken);
            int removed = go_play(&g, &b, p, colour, &taken);
            assert_int_equal(go_sim_play(s, p, colour), removed);
            captures += removed;
            /* basic ko as go.c has it: a lone stone that took one stone, one liberty left */
            tb_pointset stones;
            ko = removed == 1 && go_group(&g, &b, p, &stones, NULL) == 1 &&
                         tb_pointset_count(&stones) == 1
                     ? tb_pointset_next(&taken, 0)
                     : -1;
            assert_int_equal(s->ko, ko);
            assert_memory_equal(s->stone, b.stone, (size_t)n);
            assert_int_equal(s->num_empty, n - go_board_count(&g, &b, GO_BLACK) -
                                               go_board_count(&g, &b, GO_WHITE));
            colour = go_opponent(colour);
        }
    }
    assert_true(captures > 100); /* the games did capture */
    free(s);
    free(t);
}

static void test_groups_agree_with_the_board_core(void **unused)
{
    random_games(9, 9, 30);
    random_games(5, 5, 60);
    random_games(19, 19, 3);
}

/* A sim of a size x size position in ranks, the last stone on `last` ("c3", or NULL). */
typedef struct fixture {
    go_graph g;
    go_sim_tables t;
    go_sim s;
} fixture;

static fixture *setup(int size, const char *ranks, const char *last)
{
    fixture *f = malloc(sizeof *f);
    go_graph_square(&f->g, size, size, false);
    go_sim_tables_init(&f->t, &f->g, true);
    go_board b;
    tb_error err = {{0}};
    if (go_board_from_ranks(&f->g, ranks, &b, &err) < 0)
        fail_msg("%s", err.msg);
    int at = last ? (last[1] - '1') * size + (last[0] - 'a') : -1;
    go_sim_load(&f->s, &f->t, &b, -1, at);
    return f;
}

static int point(int size, const char *name)
{
    return (name[1] - '1') * size + (name[0] - 'a');
}

/* Black's c3 c4 in atari after White's c5 (liberty c2): the policy runs to c2 every time. */
static void test_policy_escapes_atari(void **unused)
{
    fixture *f = setup(5, "2O2/1OXO1/1OXO1/5/5", "c5");
    tb_rng rng;
    tb_rng_seed(&rng, 1);
    for (int i = 0; i < 20; i++)
        assert_int_equal(go_sim_policy(&f->s, GO_BLACK, &rng), point(5, "c2"));
    free(f);
}

/* White's last stone d4, between Black's c4, e4 and d5, is in atari: Black takes it on d3. */
static void test_policy_captures(void **unused)
{
    fixture *f = setup(5, "3X1/2XOX/5/5/5", "d4");
    tb_rng rng;
    tb_rng_seed(&rng, 2);
    for (int i = 0; i < 20; i++)
        assert_int_equal(go_sim_policy(&f->s, GO_BLACK, &rng), point(5, "d3"));
    free(f);
}

/* The shapes: the enclosing hane is in the table in every orientation and for both colours;
 * an empty neighbourhood is not. */
static void test_shapes(void **unused)
{
    /* enclosing hane: X O X over an empty row, the move in the middle of that row */
    fixture *f = setup(5, "5/1XOX1/5/5/5", NULL);
    assert_true(go_sim_shape_at(&f->t, f->s.stone, point(5, "c3")));
    free(f);
    f = setup(5, "5/1OXO1/5/5/5", NULL); /* colours swapped */
    assert_true(go_sim_shape_at(&f->t, f->s.stone, point(5, "c3")));
    free(f);
    f = setup(5, "5/1X3/1O3/1X3/5", NULL); /* turned a quarter */
    assert_true(go_sim_shape_at(&f->t, f->s.stone, point(5, "c3")));
    free(f);
    f = setup(5, "5/5/5/5/5", NULL);
    assert_false(go_sim_shape_at(&f->t, f->s.stone, point(5, "c3")));
    free(f);
}

/* Black's true eyes a1 and c1 stay empty: with nothing else to play, the policy passes. */
static void test_policy_keeps_eyes(void **unused)
{
    fixture *f = setup(5, "XXXXX/XXXXX/XXXXX/XXXXX/1X1XX", NULL);
    tb_rng rng;
    tb_rng_seed(&rng, 3);
    assert_true(go_sim_eye(&f->s, point(5, "a1"), GO_BLACK));
    assert_true(go_sim_eye(&f->s, point(5, "c1"), GO_BLACK));
    assert_int_equal(go_sim_policy(&f->s, GO_BLACK, &rng), -1);
    free(f);
    /* false eyes: c3 with White on two diagonals, a1 with White on its one diagonal */
    f = setup(5, "5/1XXO1/1X1X1/XOX2/1X3", NULL);
    assert_false(go_sim_eye(&f->s, point(5, "c3"), GO_BLACK));
    assert_false(go_sim_eye(&f->s, point(5, "a1"), GO_BLACK));
    free(f);
}

/* White's b4 c4 d4 have two liberties, c3 and c5, inside Black's wall: White on either joins
 * four stones with one liberty left, a self-atari the playouts never play; the first line is
 * open to both. */
static void test_policy_refuses_big_self_atari(void **unused)
{
    fixture *f = setup(5, "XX1XX/XOOOX/XX1XX/XXXXX/5", NULL);
    int stones = 0;
    assert_int_equal(go_sim_libs_after(&f->s, point(5, "c3"), GO_WHITE, 3, &stones), 1);
    assert_int_equal(stones, 4);
    tb_rng rng;
    tb_rng_seed(&rng, 5);
    for (int i = 0; i < 50; i++) {
        int p = go_sim_policy(&f->s, GO_WHITE, &rng);
        assert_true(p >= 0 && p < 5); /* a point of the first line */
    }
    free(f);
}

/* A playout ends, and its area count covers the board. */
static void test_playout_counts_area(void **unused)
{
    fixture *f = setup(9, "9/9/9/9/9/9/9/9/9", NULL);
    tb_rng rng;
    tb_rng_seed(&rng, 4);
    uint8_t first[GO_MAX_POINTS] = {0};
    int area = go_sim_playout(&f->s, GO_BLACK, 300, &rng, first);
    assert_true(area >= -81 && area <= 81);
    uint8_t owner[GO_MAX_POINTS];
    assert_int_equal(go_sim_area(&f->s, owner), area);
    int marked = 0;
    for (int p = 0; p < 81; p++)
        marked += first[p] != 0;
    assert_true(marked > 40);
    free(f);
}

/* The family's report: the ownership map of each cell and the score estimate. Black's wall on
 * the e line owns a-e (45 points), White f-i (36); komi 0: Black leads by 9, which the count
 * with the proposed dead stones (none) confirms. */
static void test_report_ownership_and_estimate(void **unused)
{
    const tb_analysis_service *service = tb_family_find("go")->analysis;
    assert_non_null(service);
    tb_game *g = ts_game("go", "size=9,komi=0");
    void *s = ts_state(g, "4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3 b");
    tb_report r;
    tb_report_init(&r);
    tb_error err = {{0}};
    tb_analysis_limits limits = {.max_positions = 200};
    assert_true(service->report(g, s, &limits, &r, &err));
    const tb_value *map = tb_value_get(&r, "ownership");
    assert_non_null(map);
    int cells = 0;
    for (const tb_value *c = map->first; c; c = c->next, cells++) {
        const char *cell = tb_value_get(c, "cell")->text;
        double v = tb_value_get(c, "value")->number;
        if (cell[0] <= 'e')
            assert_true(v > 0.2); /* Black's side */
        else
            assert_true(v < -0.2);
    }
    assert_int_equal(cells, 81);
    assert_true(tb_value_get(&r, "score_estimate")->number == 9);
    assert_string_equal(tb_value_get(&r, "lead")->text, "B+9.0");
    assert_true(tb_value_get(&r, "black")->number == 45);
    assert_true(tb_value_get(&r, "white")->number == 36);
    tb_report_free(&r);
    free(s);
    tb_game_free(g);
    /* Atari Go is won by capture: no estimate */
    g = ts_game("atari-go", NULL);
    s = ts_state(g, NULL);
    tb_report_init(&r);
    assert_true(service->report(g, s, &limits, &r, &err));
    assert_null(tb_value_get(&r, "ownership"));
    assert_non_null(tb_value_get(&r, "estimate"));
    tb_report_free(&r);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_groups_agree_with_the_board_core),
        cmocka_unit_test(test_policy_escapes_atari),
        cmocka_unit_test(test_policy_captures),
        cmocka_unit_test(test_shapes),
        cmocka_unit_test(test_policy_keeps_eyes),
        cmocka_unit_test(test_policy_refuses_big_self_atari),
        cmocka_unit_test(test_playout_counts_area),
        cmocka_unit_test(test_report_ownership_and_estimate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
