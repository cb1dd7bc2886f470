/* SGF FF[4] import and export of Go games (issue 12, item 3): whole games with handicap, komi,
 * rules, passes and result survive the round trip; bad SGF is refused with the move named. */
#include "support.h"

#include <stdio.h>

#include "games/go/go.h"
#include "games/go/go_sgf.h"
#include "tabula/record.h"

static char *write_game(const char *options, const char *turns)
{
    tb_game *g = ts_game("go", options);
    void *start = ts_state(g, NULL), *s = ts_state(g, NULL);
    tb_action actions[512];
    int count = 0;
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", turns);
    char *save = NULL;
    for (char *t = strtok_r(buf, ";", &save); t; t = strtok_r(NULL, ";", &save)) {
        tb_error err = {{0}};
        int n = tb_game_parse_turn(g, s, t, actions + count, 64, &err);
        if (n < 0)
            fail_msg("turn '%s' refused: %s", t, err.msg);
        for (int i = 0; i < n; i++)
            g->cls->apply(g, s, actions[count + i]);
        count += n;
    }
    tb_error err = {{0}};
    char *sgf = go_sgf_write(g, start, actions, count, &err);
    assert_non_null(sgf);
    free(start);
    free(s);
    tb_game_free(g);
    return sgf;
}

static void test_write(void **unused)
{
    char *sgf = write_game("size=9,komi=6.5", "e5; c3; pass; g7; resign");
    assert_string_equal(sgf, "(;FF[4]GM[1]CA[UTF-8]AP[tabula]SZ[9]KM[6.5]RU[Chinese]RE[W+R]\n"
                             ";B[ee]\n;W[cg]\n;B[]\n;W[gc])\n");
    free(sgf);
    sgf = write_game("size=13,handicap=2,scoring=territory", "c3; pass; pass");
    assert_non_null(strstr(sgf, "SZ[13]KM[0]RU[Japanese]HA[2]AB[dj][jd]"));
    free(sgf);
}

/* A written game reads back as the same game: options, start, every action. */
static void test_round_trip(void **unused)
{
    const char *games[][2] = {
        {"size=9,komi=6.5", "e5; c3; pass; g7; resign"},
        {"size=19,handicap=4", "q3; r4; pass; pass"},
        {"size=9,handicap=3,handicap_free=on,komi=0.5", "a1 b2 i9; e5; pass; pass"},
        {"size=9,komi=5.5,scoring=territory", "e5; e4; d4; d5; f5"},
    };
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        char *sgf = write_game(games[k][0], games[k][1]);
        tb_record r;
        tb_error err = {{0}};
        if (!go_sgf_read(sgf, &r, &err))
            fail_msg("%s: %s", sgf, err.msg);
        char *again = go_sgf_write(r.game, r.start, r.actions, r.count, &err);
        assert_string_equal(sgf, again);
        free(again);
        tb_record_free(&r);
        free(sgf);
    }
}

/* Records of other programs: FF[3] passes as tt, variations (only the main line is read),
 * properties we do not use, escaped brackets in comments. */
static void test_read_foreign(void **unused)
{
    const char *sgf = "(;GM[1]FF[3]SZ[9]KM[7]PB[a]PW[b]C[a \\] comment]HA[0]\n"
                      ";B[ee]C[x];W[tt](;B[cc];W[gg])(;B[dd]))";
    tb_record r;
    tb_error err = {{0}};
    if (!go_sgf_read(sgf, &r, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(r.count, 4);
    assert_int_equal(r.actions[1], GO_ACT_PASS);
    assert_int_equal(go_config_of(r.game)->komi2, 14);
    tb_record_free(&r);
}

/* Bad input: not SGF, another game, a move on an occupied point, a ko violation, a point off
 * the board, moves out of turn. */
static void test_bad_sgf(void **unused)
{
    static const struct {
        const char *sgf, *message;
    } bad[] = {
        {"hello", "does not start"},
        {"(;GM[3]SZ[8])", "not Go"},
        {"(;SZ[9];B[ee];W[ee])",
         "move 2 (W[ee]) is illegal: illegal move e5: the point is occupied"},
        {"(;SZ[9];B[ee];W[zz])", "move 2: W[zz] is not a point"},
        {"(;SZ[9];B[ee];B[ff])", "move 2: Black plays out of turn"},
        {"(;SZ[9]AB[dd][fd][ec]AW[ce][ge][ef][eg];B[ee])", "AW"},
        {"(;SZ[9];B[de];W[df];B[fe];W[ff];B[ed];W[eg];B[aa];W[ee];B[ef];W[ee])",
         "move 10 (W[ee]) is illegal: illegal move e5: ko"},
        {"(;SZ[9];B[ee", "not closed"},
        {"(;SZ[25])", "size 25"},
        {"(;SZ[9]KM[0.3])", "KM[0.3] is not a multiple of 0.5"},
        /* found by fuzz_sgf: a komi beyond int once reached the conversion (undefined) */
        {"(;SZ[19]KM[09999999999999999999999999999.5])", "from -1000 to 1000"},
        {"(;SZ[9]KM[nan])", "KM[nan]"},
        {"(;SZ[9]KM[])", "KM[]"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        tb_record r;
        tb_error err = {{0}};
        if (go_sgf_read(bad[k].sgf, &r, &err))
            fail_msg("accepted: %s", bad[k].sgf);
        if (!strstr(err.msg, bad[k].message))
            fail_msg("%s: message '%s' lacks '%s'", bad[k].sgf, err.msg, bad[k].message);
    }
    tb_error err = {{0}};
    tb_game *g = ts_game("go/alak", NULL);
    void *s = ts_state(g, NULL);
    assert_null(go_sgf_write(g, s, NULL, 0, &err));
    free(s);
    tb_game_free(g);
}

/* Two passes open the scoring phase inside apply(), and apply() proposes the dead stones
 * there: that proposal must cost a bounded amount of work whatever the board (issue 12: a
 * 19x19 record ending in two passes once took 83 s under ASan). The work is counted by the
 * code: stones played in the proposal's playouts. */
static long proposal_work(const tb_game *g, const void *state)
{
    const go_state *s = state;
    tb_pointset dead;
    long work = go_propose_dead(go_config_of(g), s, &dead);
    /* apply() made this same proposal: the marks in the state are these */
    assert_true(tb_pointset_equal(&dead, &s->dead));
    return work;
}

static void test_scoring_phase_is_cheap(void **unused)
{
    const char *sgf = "(;FF[4]GM[1]CA[AP[ta]RE[W+R]\n;B[ee];W[cc];B[gc];W[];B[])";
    tb_record r;
    tb_error err = {{0}};
    if (!go_sgf_read(sgf, &r, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(r.count, 5);
    void *s = ts_state(r.game, NULL);
    memcpy(s, r.start, r.game->state_size);
    for (int i = 0; i < r.count; i++)
        r.game->cls->apply(r.game, s, r.actions[i]);
    assert_int_equal(((go_state *)s)->phase, GO_PHASE_SCORING);
    assert_int_equal(go_config_of(r.game)->graph.board.num_points, 361);
    long work = proposal_work(r.game, s);
    assert_true(work > 0 && work <= GO_PROPOSAL_BUDGET);
    free(s);
    tb_record_free(&r);

    /* a 19x19 game of 200 random stones, then two passes */
    tb_game *g = ts_game("go", "size=19");
    s = ts_state(g, NULL);
    uint64_t seed = 12;
    tb_action legal[GO_MAX_POINTS + 4];
    for (int k = 0; k < 200; k++) {
        int n = g->cls->legal(g, s, legal), stones = 0;
        while (stones < n && legal[stones] < GO_ACT_PASS)
            stones++;
        assert_true(stones > 0);
        g->cls->apply(g, s, legal[ts_random(&seed) % (uint64_t)stones]);
    }
    ts_play(g, s, "pass; pass");
    assert_int_equal(((go_state *)s)->phase, GO_PHASE_SCORING);
    work = proposal_work(g, s);
    assert_true(work > 0 && work <= GO_PROPOSAL_BUDGET);
    /* the ownership behind it: at most three stones a point per playout */
    double own[GO_MAX_POINTS];
    long played = go_ownership(go_config_of(g), s, 10, 1, own);
    assert_true(played > 0 && played <= 10 * 3 * 361);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_read_foreign),
        cmocka_unit_test(test_bad_sgf),
        cmocka_unit_test(test_scoring_phase_is_cheap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
