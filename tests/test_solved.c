/* Small boards solved exactly (docs/solved.md), checked where the run is short: the solver
 * against the independent negamax of tests/support.c, and against the spec's claims. Also
 * the option that makes Gatos & Cães boards small. */
#include "support.h"

#include <stdio.h>

#include "tabula/registry.h"
#include "tabula/solve.h"

static tb_solve_result solve(const tb_game *g, const void *state)
{
    tb_solve_limits limits = {.table_mb = 16};
    tb_solve_result r;
    if (!tb_solve(g, state, &limits, &r))
        fail_msg("not solved (status %d)", (int)r.status);
    return r;
}

/* The solver's best moves, sorted, in the game's notation. */
static const char *best_text(const tb_game *g, const void *s, const tb_solve_result *r)
{
    static char out[1024];
    out[0] = '\0';
    for (int i = 0; i < r->num_best; i++) {
        size_t l = strlen(out);
        snprintf(out + l, sizeof out - l, "%s%s", i ? " " : "", ts_action_text(g, s, r->best[i]));
    }
    return ts_sorted(out);
}

/* cnjm.md §2.5 example 3: on the optional 3x3 board the first player wins. */
static void semaforo_3x3(void **unused)
{
    tb_game *g = ts_game("semaforo", "board=3x3");
    void *s = ts_state(g, NULL);
    tb_solve_result r = solve(g, s);
    assert_int_equal(r.value, TB_WIN);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* size=WxH: the board, the moves, the position text and the central zone follow it. */
static void gatos_caes_small_board(void **unused)
{
    tb_game *g = ts_game("gatos-caes", "size=3x4,central_zone=b2,b3");
    void *s = ts_state(g, NULL);
    ts_assert_moves(g, s, "b2 b3");
    ts_play(g, s, "b2");
    /* a dog outside the zone and not beside the cat: not a2 b1 c2 (nor b3, in the zone) */
    ts_assert_moves(g, s, "a1 a3 a4 b4 c1 c3 c4");
    ts_play(g, s, "a4");
    assert_string_equal(ts_position_text(g, s), "D2/3/1C1/3 c");
    ts_assert_refused(g, s, "d1"); /* off the 3x4 board */
    ts_assert_refused(g, s, "a5");
    free(s);
    s = ts_state(g, "D2/3/1C1/3 c");
    assert_string_equal(ts_position_text(g, s), "D2/3/1C1/3 c");
    free(s);
    tb_game_free(g);

    tb_error err = {{0}};
    const tb_variant *v = tb_registry_find("gatos-caes");
    assert_null(tb_game_new(v, "size=4x4", &err)); /* the default zone d4,e4,d5,e5 is off it */
    assert_non_null(strstr(err.msg, "central_zone"));
    assert_null(tb_game_new(v, "size=9x9", &err));
    assert_non_null(strstr(err.msg, "size"));
    assert_null(tb_game_new(v, "size=4", &err));
}

/* The small Gatos & Cães boards of docs/solved.md that run in a moment: the solver agrees
 * with the plain negamax on the value and on the winning first moves. */
static void gatos_caes_small_values(void **unused)
{
    static const struct {
        const char *options;
        tb_result value;
        const char *winning; /* first moves that win ("" for a loss) */
    } cases[] = {
        {"size=2x2,central_zone=none", TB_LOSS, ""},
        {"size=3x3,central_zone=none", TB_WIN, "a1 a3 b2 c1 c3"},
        {"size=3x3,central_zone=b2", TB_WIN, "b2"},
        {"size=3x4,central_zone=none", TB_WIN, "b2 b3"},
        {"size=3x4,central_zone=b2,b3", TB_WIN, "b2 b3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_game *g = ts_game("gatos-caes", cases[i].options);
        void *s = ts_state(g, NULL);
        tb_solve_result r = solve(g, s);
        assert_int_equal(r.value, cases[i].value);
        assert_int_equal(ts_solve(g, s), (int)cases[i].value);
        assert_string_equal(ts_winning_moves(g, s), cases[i].winning);
        if (cases[i].value == TB_WIN)
            assert_string_equal(best_text(g, s, &r), cases[i].winning);
        tb_solve_result_free(&r);
        free(s);
        tb_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(semaforo_3x3),
        cmocka_unit_test(gatos_caes_small_board),
        cmocka_unit_test(gatos_caes_small_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
