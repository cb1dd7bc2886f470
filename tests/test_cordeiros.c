/* Cordeiros e Tigres: the worked examples of rules/boxgames.md §2.6, each a test. */
#include "support.h"

#include <stdio.h>
#include <string.h>

enum { TIGERS = 0, LAMBS = 1 };

/* A position text from lists of tiger and lamb points, `side` to move. */
static const char *position(const char *tigers, const char *lambs, char side, int captured,
                            int turns)
{
    static const char *const order[] = {"0",  "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2",
                                        "b2", "c2", "d2", "e2", "f2", "g2", "h2", "a3", "b3", "c3",
                                        "d3", "e3", "f3", "g3", "h3", "c4", "d4", "e4", "f4"};
    static char out[4][128];
    static int slot;
    slot = (slot + 1) % 4;
    size_t n = 0;
    for (int p = 0; p < 29; p++) {
        if (p == 1 || p == 9 || p == 17 || p == 25)
            out[slot][n++] = '/';
        char want[8];
        snprintf(want, sizeof want, " %s ", order[p]);
        char t[128], l[128];
        snprintf(t, sizeof t, " %s ", tigers);
        snprintf(l, sizeof l, " %s ", lambs);
        out[slot][n++] = strstr(t, want) ? 'T' : strstr(l, want) ? 'L' : '.';
    }
    snprintf(out[slot] + n, sizeof out[slot] - n, " %c %d %d", side, captured, turns);
    return out[slot];
}

static const char *moves_of(const tb_game *g, const void *s)
{
    tb_action moves[4096];
    int n = g->cls->legal(g, s, moves);
    static char buf[8192];
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        strcat(buf, buf[0] ? " " : "");
        strcat(buf, ts_action_text(g, s, moves[i]));
    }
    return ts_sorted(buf);
}

/* §2.6 example 1: the placements; tigers only on the apex and two of c1-f1; lambs never on
 * the reserved points while placing. */
static void placement(void **unused)
{
    tb_game *g = ts_game("cordeiros-tigres", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(moves_of(g, s), "0 c1 d1 e1 f1");
    ts_assert_refused(g, s, "b1");
    ts_play(g, s, "0; a3; d1; h2; e1");
    assert_string_equal(ts_position_text(g, s), "T/...TT.../.......L/L......./.... l 0 5");
    ts_assert_refused(g, s, "c1");
    ts_assert_refused(g, s, "0");
    /* the lambs place 24 - 2 - 2 = 20 non-reserved points minus the two lambs */
    tb_action moves[4096];
    assert_int_equal(g->cls->legal(g, s, moves), 22);
    free(s);
    /* the apex may come last, but then it must */
    s = ts_state(g, NULL);
    ts_play(g, s, "c1; a1; f1; a2");
    assert_string_equal(moves_of(g, s), "0");
    free(s);
    /* tigers move (and capture) while the lambs are still being placed */
    s = ts_state(g, NULL);
    ts_play(g, s, "0; c2; d1; a1; e1; h1; e1-e2");
    free(s);
    s = ts_state(g, NULL);
    ts_play(g, s, "0; d2; d1; a1; e1; h1");
    assert_true(strstr(moves_of(g, s), "d1xd3") != NULL);
    free(s);
    tb_game_free(g);
    /* option: the free reserved points open to the lambs once the tigers are down */
    g = ts_game("cordeiros-tigres", "reserved_for_lambs=until-tigers-placed");
    s = ts_state(g, NULL);
    ts_play(g, s, "0; a3; d1");
    ts_assert_refused(g, s, "c1");
    ts_play(g, s, "h2; e1; c1");
    free(s);
    tb_game_free(g);
}

/* §2.6 example 2: tiger d1, lambs d2 and d3: no capture along ray d; with d3 empty, d1xd3. */
static void protected_lamb(void **unused)
{
    tb_game *g = ts_game("cordeiros-tigres", NULL);
    void *s = ts_state(g, position("d1 a3 h3", "d2 d3 b1", 't', 0, 40));
    assert_null(strstr(moves_of(g, s), "d1x"));
    free(s);
    s = ts_state(g, position("d1 a3 h3", "d2 b1", 't', 0, 40));
    assert_string_equal(ts_sorted(strstr(moves_of(g, s), "d1x") ? "d1xd3" : ""), "d1xd3");
    ts_play(g, s, "d1xd3");
    assert_string_equal(ts_position_text(g, s), position("d3 a3 h3", "b1", 'l', 1, 41));
    free(s);
    tb_game_free(g);
}

/* §2.6 example 3: tiger 0, lambs d1 and e2: 0xd2xf2 takes both; the tiger may stop at d2. */
static void capture_series(void **unused)
{
    tb_game *g = ts_game("cordeiros-tigres", NULL);
    void *s = ts_state(g, position("0 a3 h3", "d1 e2 b1", 't', 0, 40));
    const char *m = moves_of(g, s);
    assert_non_null(strstr(m, "0xd2 "));
    assert_non_null(strstr(m, "0xd2xf2"));
    ts_play(g, s, "0xd2xf2");
    assert_string_equal(ts_position_text(g, s), position("f2 a3 h3", "b1", 'l', 2, 41));
    free(s);
    s = ts_state(g, position("0 a3 h3", "d1 e2 b1", 't', 0, 40));
    ts_play(g, s, "0xd2");
    assert_string_equal(ts_position_text(g, s), position("d2 a3 h3", "e2 b1", 'l', 1, 41));
    free(s);
    /* no jumping over a tiger */
    s = ts_state(g, position("0 d1 h3", "b1", 't', 0, 40));
    assert_null(strstr(moves_of(g, s), "0x"));
    free(s);
    tb_game_free(g);
}

/* §2.6 example 4: the apex has exactly c1-f1 as neighbours, never a1, b1, g1, h1. */
static void apex_lines(void **unused)
{
    tb_game *g = ts_game("cordeiros-tigres", NULL);
    void *s = ts_state(g, position("0 a3 h3", "b1", 't', 0, 40));
    const char *m = moves_of(g, s);
    char apex[256] = "";
    char copy[8192];
    snprintf(copy, sizeof copy, "%s", m);
    for (char *save = NULL, *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (w[0] == '0') {
            strcat(apex, apex[0] ? " " : "");
            strcat(apex, w);
        }
    assert_string_equal(apex, "0-c1 0-d1 0-e1 0-f1");
    free(s);
    /* the degrees of §2.6 example 4, by the steps of a lone lamb... of a lone tiger */
    static const struct {
        const char *point;
        int degree;
    } degrees[] = {{"c1", 4}, {"b2", 4}, {"g2", 4}, {"e3", 4}, {"a2", 3}, {"b1", 3}, {"d4", 3},
                   {"h2", 3}, {"g3", 3}, {"a1", 2}, {"a3", 2}, {"c4", 2}, {"f4", 2}, {"h1", 2}};
    for (size_t i = 0; i < sizeof degrees / sizeof degrees[0]; i++) {
        const char *p = degrees[i].point;
        /* the other two tigers on points that do not touch p */
        const char *others = strcmp(p, "c4") == 0 || strcmp(p, "d4") == 0   ? "a1 h1"
                             : strcmp(p, "h1") == 0 || strcmp(p, "h2") == 0 ? "a1 c4"
                                                                            : "c4 h1";
        char all[64], prefix[8];
        snprintf(all, sizeof all, "%s %s", p, others);
        snprintf(prefix, sizeof prefix, "%s-", p);
        void *t = ts_state(g, position(all, "", 't', 14, 40)); /* lambs still to place: no block */
        int steps = 0;
        char copy2[8192];
        snprintf(copy2, sizeof copy2, "%s", moves_of(g, t));
        for (char *save = NULL, *w = strtok_r(copy2, " ", &save); w; w = strtok_r(NULL, " ", &save))
            steps += strncmp(w, prefix, strlen(prefix)) == 0;
        if (steps != degrees[i].degree)
            fail_msg("%s has %d neighbours, expected %d", p, steps, degrees[i].degree);
        free(t);
    }
    tb_game_free(g);
}

/* §2.6 example 5: tigers on 0, c1, d1 hemmed in by ten lambs: the lambs win. */
static void lambs_win(void **unused)
{
    tb_game *g = ts_game("cordeiros-tigres", NULL);
    void *s = ts_state(g, position("0 c1 d1", "a1 b1 c2 c3 d2 d3 e1 e2 f1 f2", 't', 5, 40));
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[LAMBS], TB_WIN);
    assert_int_equal(o.result[TIGERS], TB_LOSS);
    assert_string_equal(o.reason, "Tigers have no legal move");
    free(s);
    /* the tigers win by taking the last lamb */
    s = ts_state(g, position("0 a3 h3", "d1", 't', 14, 40));
    ts_play(g, s, "0xd2");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[TIGERS] == TB_WIN);
    assert_string_equal(o.reason, "Tigers captured 15 lambs");
    free(s);
    tb_game_free(g);
    g = ts_game("cordeiros-tigres", "tiger_win_captures=3");
    s = ts_state(g, position("0 a3 h3", "d1 e2 b1", 't', 1, 40));
    ts_play(g, s, "0xd2xf2");
    assert_true(ts_outcome(g, s).over);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(placement),      cmocka_unit_test(protected_lamb),
        cmocka_unit_test(capture_series), cmocka_unit_test(apex_lines),
        cmocka_unit_test(lambs_win),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
