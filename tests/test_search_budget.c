/* The budget every family's own search engine player reads (src/ai/search_budget.c): time,
 * depth, nodes and tt with their bounds, and a budget without any limit refused. */
#include "support.h"

#include "ai/search_budget.h"
#include "tabula/player.h"

/* The parameters of a spec, defaults filled in, read as a budget. */
static bool read_budget(const char *spec, const char *name, int max_depth, tb_search_budget *b,
                        tb_error *err)
{
    const tb_player_kind *kind;
    tb_options params;
    if (!tb_player_spec_parse(spec, &kind, &params, err))
        fail_msg("'%s': %s", spec, err->msg);
    return tb_search_budget_read(&params, name, max_depth, b, err);
}

static void defaults_and_values(void **unused)
{
    tb_error err = {{0}};
    tb_search_budget b;
    assert_true(read_budget("chess", "chess", 100, &b, &err));
    assert_true(b.seconds == 1.0);
    assert_int_equal(b.depth, 0);
    assert_int_equal(b.nodes, 0);
    assert_int_equal(b.tt_mb, 16);
    assert_true(read_budget("draughts:time=250ms,depth=12,nodes=50k,tt=64", "draughts", 60, &b,
                            &err));
    assert_true(b.seconds == 0.25);
    assert_int_equal(b.depth, 12);
    assert_int_equal(b.nodes, 50000);
    assert_int_equal(b.tt_mb, 64);
    /* one limit is enough */
    assert_true(read_budget("draughts:time=0,nodes=1", "draughts", 60, &b, &err));
    assert_true(read_budget("draughts:time=0,depth=60", "draughts", 60, &b, &err));
}

static void refused(void **unused)
{
    tb_error err = {{0}};
    tb_search_budget b;
    assert_false(read_budget("draughts:time=0", "draughts", 60, &b, &err));
    assert_string_equal(err.msg, "draughts needs a time, depth or nodes limit");
    assert_false(read_budget("chess:time=0,depth=0,nodes=0", "chess", 100, &b, &err));
    assert_string_equal(err.msg, "chess needs a time, depth or nodes limit");
    assert_false(read_budget("draughts:depth=61", "draughts", 60, &b, &err));
    assert_non_null(strstr(err.msg, "parameter depth"));
    assert_false(read_budget("chess:tt=0", "chess", 100, &b, &err));
    assert_non_null(strstr(err.msg, "parameter tt"));
    assert_false(read_budget("chess:tt=4097", "chess", 100, &b, &err));
    assert_false(read_budget("chess:time=abc", "chess", 100, &b, &err));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults_and_values),
        cmocka_unit_test(refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
