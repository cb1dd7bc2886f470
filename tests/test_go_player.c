/* The go player (MCTS with RAVE, src/games/go/go_player.c): it takes a deciding capture, passes
 * back when the count is won, accepts the marks of the scoring
 * phase, and plays the variants. */
#include "support.h"

#include <stdio.h>

#include "games/go/go.h"
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_capture_and_escape),
        cmocka_unit_test(test_passes_and_accepts),
        cmocka_unit_test(test_plays_the_variants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
