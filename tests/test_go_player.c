/* The go player (MCTS with RAVE, src/games/go/go_player.c): it takes a deciding capture, passes
 * back when the count is won, accepts the marks of the scoring
 * phase, and plays the variants. */
#include "support.h"

#include <stdio.h>
#include <string.h>

#include "games/go/go.h"
#include "games/go/go_prior.h"
#include "games/go/go_sim.h"
#include "tabula/family.h"
#include "tabula/player.h"

static const char *choice(const char *variant, const char *options, const char *position,
                          const char *spec)
{
    static char out[64];
    tb_game *g = ts_game(variant, options);
    void *s = ts_state(g, position);
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, spec, 7, &err);
    if (!p)
        fail_msg("%s", err.msg);
    tb_action a;
    if (!tb_player_choose(p, s, &a, &err))
        fail_msg("%s", err.msg);
    snprintf(out, sizeof out, "%s", ts_action_text(g, s, a));
    tb_player_free(p);
    free(s);
    tb_game_free(g);
    return out;
}

/* Bad parameters are refused with the parameter named: a time that is not a duration
 * (negative, NaN, beyond a day: once read as "no limit"), a resign threshold outside [0, 1]. */
static void test_bad_parameters(void **unused)
{
    (void)unused;
    static const struct {
        const char *spec, *message;
    } bad[] = {
        {"go:time=-5s", "parameter time"},   {"go:time=nan", "parameter time"},
        {"go:time=1e99", "parameter time"},  {"go:time=", "time"},
        {"go:time=2h", "parameter time"},    {"go:resign=nan", "parameter resign"},
        {"go:resign=2", "parameter resign"}, {"go:resign=x", "parameter resign"},
        {"go:threads=0", "threads"},
    };
    tb_game *g = ts_game("go", "size=9");
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        tb_error err = {{0}};
        tb_player *p = tb_player_new(g, bad[k].spec, 1, &err);
        if (p)
            fail_msg("accepted: %s", bad[k].spec);
        if (!strstr(err.msg, bad[k].message))
            fail_msg("%s: message '%s' lacks '%s'", bad[k].spec, err.msg, bad[k].message);
    }
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, "go:time=500ms,resign=0.1", 1, &err);
    assert_non_null(p);
    tb_player_free(p);
    tb_game_free(g);
}

/* On 5x5 the white group c3 c4 has one liberty, c2: Black to move takes it there (komi 10
 * makes the two stones decide the game; left alone, White would run out at c2). */
static void test_capture_and_escape(void **unused)
{
    /* White c3 c4 a1 a2 e1; Black b3 d3 b4 d4 c5 */
    assert_string_equal(choice("go", "size=5,komi=10", "2X2/1XOX1/1XOX1/O4/O3O b",
                               "go:time=0,iterations=3000,threads=1"),
                        "c2");
}

/* After the opponent's pass with the count won, pass; in the scoring phase, accept. */
static void test_passes_and_accepts(void **unused)
{
    /* Black's wall on the e line: Black owns a-e (45), White f-i (36), komi 0, White passed */
    const char *wall = "4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3 b passes=1";
    assert_string_equal(choice("go", "size=9,komi=0", wall, "go:time=0,iterations=500,threads=1"),
                        "pass");
    const char *scoring = "4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3 b phase=scoring resume=b";
    assert_string_equal(choice("go", "size=9,komi=0", scoring, "go:iterations=10"), "accept");
}

/* Far behind on an open board, the player plays on: every move loses, but a pass there would
 * hand the opponent the rest of the board (it did, on 19x19 against GNU Go: 361-7). */
static void test_no_pass_while_behind(void **unused)
{
    /* White's wall on c, White to own c-i (63 points) against Black's a-b (18), komi 7 */
    const char *behind = "2O6/2O6/2O6/2O6/2O6/2O6/2O6/2O6/2O6 b";
    const char *spec = "go:time=0,iterations=2000,threads=1,resign=0";
    assert_string_not_equal(choice("go", "size=9,komi=7", behind, spec), "pass");
    /* the same once White has passed: the count is lost, so Black plays on too */
    const char *after_pass = "2O6/2O6/2O6/2O6/2O6/2O6/2O6/2O6/2O6 b passes=1";
    assert_string_not_equal(choice("go", "size=9,komi=7", after_pass, spec), "pass");
}

/* The same player plays the variants (whole games against random, within the rules). */
static void test_plays_the_variants(void **unused)
{
    const char *variants[] = {"go/alak", "go/progressive", "go/hex-progressive", "go/roseta"};
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
        tb_game *g = ts_game(variants[i], i == 0   ? NULL
                                          : i == 1 ? "size=7,dead=none"
                                                   : "dead=none");
        tb_error err = {{0}};
        tb_player *p = tb_player_new(g, "go:time=0,iterations=30,threads=2,resign=0", 1, &err);
        tb_player *r = tb_player_new(g, "random", 2, &err);
        assert_non_null(p);
        assert_non_null(r);
        void *s = tb_state_new(g);
        for (int step = 0; step < 60 && !tb_game_over(g, s); step++) {
            tb_action a;
            tb_player *who = g->cls->to_move(g, s) == 0 ? p : r;
            assert_true(tb_player_choose(who, s, &a, &err));
            assert_true(tb_game_is_legal(g, s, a));
            tb_player_observe(p, s, a); /* the go player keeps its tree (tree reuse) */
            tb_player_observe(r, s, a);
            g->cls->apply(g, s, a);
        }
        free(s);
        tb_player_free(p);
        tb_player_free(r);
        tb_game_free(g);
    }
    /* the go player refuses other games */
    tb_game *g = ts_game("atari-go", NULL);
    tb_error err = {{0}};
    assert_null(tb_player_new(g, "go", 1, &err));
    tb_game_free(g);
}

/* Tree reuse: the search after the player's own move starts from the subtree under it (its
 * visits are reported as reused); a position the tree was not kept for starts afresh. */
static void test_tree_reuse_stats(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("go", "size=9,dead=none");
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, "go:time=0,iterations=400,threads=1,resign=0", 3, &err);
    assert_non_null(p);
    tb_search_stats st;
    assert_false(tb_player_stats(p, &st)); /* nothing chosen yet */
    void *s = tb_state_new(g);
    tb_action a;
    assert_true(tb_player_choose(p, s, &a, &err));
    assert_true(tb_player_stats(p, &st));
    assert_int_equal(st.reused_visits, 0);
    assert_true(st.visits >= 400);
    tb_player_observe(p, s, a);
    g->cls->apply(g, s, a);
    assert_true(tb_player_choose(p, s, &a, &err));
    assert_true(tb_player_stats(p, &st));
    assert_true(st.reused_visits > 0);
    assert_true(st.visits >= st.reused_visits + 400);
    /* an action the player is not told of: the next search has nothing to reuse */
    g->cls->apply(g, s, a);
    assert_true(tb_player_choose(p, s, &a, &err));
    assert_true(tb_player_stats(p, &st));
    assert_int_equal(st.reused_visits, 0);
    /* GTP sets the time of each move on the go player, and only on it */
    assert_true(go_player_set_seconds(p, 0.5));
    tb_player *other = tb_player_new(g, "random", 1, &err);
    assert_false(go_player_set_seconds(other, 0.5));
    tb_player_free(other);
    free(s);
    tb_player_free(p);
    tb_game_free(g);
}

static double owned(const tb_ownership *o, const char *cell)
{
    for (int i = 0; i < o->count; i++)
        if (strcmp(o->points[i].cell, cell) == 0)
            return o->points[i].value;
    fail_msg("no cell %s", cell);
    return 0;
}

/* The ownership estimate through the family's service: Black's wall on the e file and White's
 * on the g file leave Black a-e (45 points) and White g-i (27): the points next to the walls
 * are surely theirs, the a file leans Black's (White invades it in some playouts), and Black
 * leads by 45 - 27 - 5.5 komi, give or take the f file between the walls. */
static void test_ownership_estimate(void **unused)
{
    (void)unused;
    const tb_family *f = tb_family_find("go");
    assert_non_null(f);
    assert_non_null(f->ownership);
    tb_game *g = ts_game("go", "size=9,komi=5.5");
    assert_true(f->ownership->offers(g->variant));
    void *s = ts_state(g, "4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2 b");
    tb_ownership o;
    tb_error err = {{0}};
    assert_true(f->ownership->estimate(g, s, 200, &o, &err));
    assert_int_equal(o.count, 81);
    assert_int_equal(o.playouts, 200);
    assert_string_equal(o.colour[0], "black");
    assert_string_equal(o.colour[1], "white");
    assert_true(owned(&o, "d1") > 0.6);
    assert_true(owned(&o, "d9") > 0.6);
    assert_true(owned(&o, "e5") > 0.6); /* a stone of the wall */
    assert_true(owned(&o, "a5") > 0.2);
    assert_true(owned(&o, "h1") < -0.6);
    assert_true(owned(&o, "i9") < -0.6);
    assert_true(owned(&o, "g5") < -0.6);
    assert_true(o.score > 45 - 27 - 5.5 - 5 && o.score < 45 - 27 - 5.5 + 5);
    tb_ownership_free(&o);
    /* bad numbers of playouts are refused; a big board takes fewer than asked (the budget) */
    assert_false(f->ownership->estimate(g, s, 0, &o, &err));
    assert_false(f->ownership->estimate(g, s, TB_OWNERSHIP_MAX_PLAYOUTS + 1, &o, &err));
    free(s);
    tb_game_free(g);
    g = ts_game("go", "size=19");
    s = tb_state_new(g);
    assert_true(f->ownership->estimate(g, s, TB_OWNERSHIP_MAX_PLAYOUTS, &o, &err));
    assert_true(o.playouts < TB_OWNERSHIP_MAX_PLAYOUTS);
    tb_ownership_free(&o);
    free(s);
    tb_game_free(g);
    /* Alak and Atari Go are not won by area: no estimate offered */
    assert_false(f->ownership->offers(tb_registry_find("go/alak")));
    assert_false(f->ownership->offers(tb_registry_find("atari-go")));
}

/* ---- the tree's priors (src/games/go/go_prior.c) ---- */

typedef struct prior_fixture {
    go_graph g;
    go_sim_tables t;
    go_sim sim;
    go_prior prior;
} prior_fixture;

/* The priors for `colour` on a board given as ranks, the last stone on `last` (NULL: none). */
static prior_fixture *priors(int n, const char *ranks, const char *last, int colour)
{
    prior_fixture *f = malloc(sizeof *f);
    go_graph_square(&f->g, n, n, false);
    go_sim_tables_init(&f->t, &f->g, true);
    go_board b;
    go_board_clear(&b);
    tb_error err = {{0}};
    if (ranks && go_board_from_ranks(&f->g, ranks, &b, &err) < 0)
        fail_msg("%s", err.msg);
    int at = last ? tb_board_find(&f->g.board, last) : -1;
    go_sim_load(&f->sim, &f->t, &b, -1, at);
    go_prior_compute(&f->sim, colour, &f->prior);
    return f;
}

/* What a new child at `cell` is worth before its own playouts. */
static double value(const prior_fixture *f, const char *cell)
{
    int p = tb_board_find(&f->g.board, cell);
    assert_true(p >= 0);
    assert_true(f->prior.visits[p] > 0);
    return f->prior.wins[p] / f->prior.visits[p];
}

/* The opening on 19x19: the third and fourth lines above the centre, the centre above the
 * second line, the second above the first; the corners above the sides. */
static void test_prior_lines_in_the_opening(void **unused)
{
    (void)unused;
    prior_fixture *f = priors(19, NULL, NULL, GO_BLACK);
    const char *good[] = {"c3", "d4", "q16", "c10", "k4", "p17"};
    const char *bad[] = {"a1", "a10", "k1", "b2", "b10", "s12"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        assert_true(value(f, good[i]) > value(f, "k10"));
        for (size_t j = 0; j < sizeof bad / sizeof bad[0]; j++)
            assert_true(value(f, good[i]) > value(f, bad[j]));
    }
    assert_true(value(f, "k10") > value(f, "b10"));
    assert_true(value(f, "b10") > value(f, "a10"));
    assert_true(value(f, "d4") > value(f, "d10"));
    assert_true(value(f, "q3") > value(f, "k3"));
    /* a stone near the first two lines makes them ordinary points again */
    free(f);
    f = priors(19, "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/3O15/19/19 b", NULL, GO_BLACK);
    assert_true(value(f, "b3") > value(f, "b10"));
    assert_true(value(f, "d1") > value(f, "k1"));
    free(f);
}

/* Near the last move in the common fate graph, where a group counts as one point: the
 * liberty at the far end of the five-stone chain the last stone joined is as near as the
 * liberties of that stone, and nearer than a point at the same distance from the edge. */
static void test_prior_near_the_last_move(void **unused)
{
    (void)unused;
    /* White k10-k14 (the last stone k10), Black to move */
    const char *chain = "19/19/19/19/19/10O8/10O8/10O8/10O8/10O8/19/19/19/19/19/19/19/19/19 b";
    prior_fixture *f = priors(19, chain, "k10", GO_BLACK);
    assert_true(value(f, "j14") > value(f, "f14"));  /* 1 in the graph, 5 in rows and columns */
    assert_true(value(f, "j14") == value(f, "j10")); /* both liberties of the last group */
    assert_true(value(f, "h14") > value(f, "f14"));  /* 2 */
    assert_true(value(f, "j14") > value(f, "h14"));
    free(f);
}

/* Tactics: saving a three-stone group from atari is worth more than the best opening point (a
 * corner); running where the group still has one liberty is worse than an ordinary point;
 * taking a stone is better than an open point on the third line of a side. */
static void test_prior_tactics(void **unused)
{
    (void)unused;
    /* Black j10 k10 l10 in atari (liberty l11); White i10 j9 k9 l9 m10 j11 k11 */
    const char *atari = "19/19/19/19/19/19/19/19/9OO8/8OXXXO6/9OOO7/19/19/19/19/19/19/19/19 b";
    prior_fixture *f = priors(19, atari, NULL, GO_BLACK);
    assert_true(value(f, "l11") > value(f, "q16")); /* out of atari: two liberties */
    assert_true(value(f, "l11") > value(f, "a10"));
    free(f);
    /* Black k10 alone in atari (liberty k11), White j10 k9 l10 j11 l11: k11 leaves the two
     * stones one liberty (k12) */
    const char *hopeless = "19/19/19/19/19/19/19/19/9O1O7/9OXO7/10O8/19/19/19/19/19/19/19/19 b";
    f = priors(19, hopeless, NULL, GO_BLACK);
    assert_true(value(f, "k11") < value(f, "f10"));
    assert_true(value(f, "k11") < 0.5);
    free(f);
    /* the same seen by White: k11 takes the stone */
    f = priors(19, hopeless, NULL, GO_WHITE);
    assert_true(value(f, "k11") > value(f, "f10"));
    assert_true(value(f, "k11") > value(f, "c10"));
    free(f);
}

/* The player on the empty 19x19 board opens on the third or fourth line (it played the
 * second and first lines before it had these priors). */
static void test_opens_on_third_or_fourth_line(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("go", "size=19,komi=7");
    for (int seed = 1; seed <= 3; seed++) {
        tb_error err = {{0}};
        tb_player *p = tb_player_new(g, "go:time=0,iterations=300,threads=1", (uint64_t)seed, &err);
        assert_non_null(p);
        void *s = tb_state_new(g);
        tb_action a;
        assert_true(tb_player_choose(p, s, &a, &err));
        assert_true(a < GO_ACT_PASS);
        int r = (int)a / 19, c = (int)a % 19, line = 1 + (r < c ? r : c);
        if (19 - r < line)
            line = 19 - r;
        if (19 - c < line)
            line = 19 - c;
        if (line != 3 && line != 4)
            fail_msg("seed %d: the first move is on line %d", seed, line);
        free(s);
        tb_player_free(p);
    }
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_parameters),
        cmocka_unit_test(test_capture_and_escape),
        cmocka_unit_test(test_passes_and_accepts),
        cmocka_unit_test(test_no_pass_while_behind),
        cmocka_unit_test(test_plays_the_variants),
        cmocka_unit_test(test_tree_reuse_stats),
        cmocka_unit_test(test_ownership_estimate),
        cmocka_unit_test(test_prior_lines_in_the_opening),
        cmocka_unit_test(test_prior_near_the_last_move),
        cmocka_unit_test(test_prior_tactics),
        cmocka_unit_test(test_opens_on_third_or_fourth_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
