/* The `cgt` player (combinatorial.md §3.2: from an N-position some move reaches a P-position,
 * from a P-position every move reaches an N-position): playing the analysis's winning moves
 * it wins every game from a position the analysis calls winning for it, whatever the
 * opponent does (here a random player, many seeds), under normal and misère play, on
 * impartial, constrained and summed positions. */
#include "support.h"

#include "tabula/match.h"
#include "tabula/player.h"

/* Plays `games` games from `position`; the cgt player sits where it should win: first if the
 * position is N for the player to move, second if it is P. */
static void cgt_always_wins(const char *id, const char *options, const char *position,
                            bool first_wins, int games)
{
    tb_game *g = ts_game(id, options);
    for (int k = 0; k < games; k++) {
        tb_error err = {{0}};
        tb_player *cgt = tb_player_new(g, "cgt:fallback=random", 100 + (uint64_t)k, &err);
        tb_player *rnd = tb_player_new(g, "random", 7 + (uint64_t)k, &err);
        assert_non_null(cgt);
        assert_non_null(rnd);
        tb_player *seats[2] = {first_wins ? cgt : rnd, first_wins ? rnd : cgt};
        void *s = ts_state(g, position);
        tb_outcome o;
        assert_true(tb_play_game(g, seats, s, 0, &o, &err));
        assert_true(o.over);
        if (o.result[first_wins ? 0 : 1] != TB_WIN)
            fail_msg("%s from '%s': the cgt player lost game %d", id, position, k);
        free(s);
        tb_player_free(cgt);
        tb_player_free(rnd);
    }
    tb_game_free(g);
}

static void wins_impartial_games(void **unused)
{
    cgt_always_wins("nim", NULL, "nim: 3 5 7 9", true, 20);                 /* TV-NIM-2: N */
    cgt_always_wins("nim", NULL, "nim: 1 3 5 7", false, 20);                /* TV-NIM-10: P */
    cgt_always_wins("kayles", NULL, "kayles: 4 4", false, 20);              /* TV-KY-2: P */
    cgt_always_wins("kayles", NULL, "kayles: 13", true, 20);                /* TV-KY-1: N */
    cgt_always_wins("greedy", NULL, "greedy: 5 4 7 8 9", true, 10);         /* TV-GR-3 */
    cgt_always_wins("quim", NULL, "quim: 4 5", false, 10);                  /* TV-QU-3: P */
    cgt_always_wins("lim", NULL, "lim: 5 3 7", true, 10);                   /* TV-LIM-2 */
    cgt_always_wins("sub", NULL, "sub{2,3}: 7 + sub{2,5,8}: 10", true, 10); /* TV-SUB-8 */
}

static void wins_misere_and_constrained(void **unused)
{
    cgt_always_wins("nim", "play=misere", "nim: 3 5 7", true, 20);    /* TV-NIM-11: N */
    cgt_always_wins("nim", "play=misere", "nim: 1 3 5 7", false, 20); /* TV-NIM-11: P */
    cgt_always_wins("parity", NULL, "parity: 2 3 | -", true, 20);     /* TV-PI-2: N */
    cgt_always_wins("parity", NULL, "parity: 5 7 | -", false, 20);    /* TV-PI-2: P */
}

/* Outside combinatorial games the cgt player is its fallback and still plays legal moves. */
static void other_games_use_the_fallback(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    tb_error err = {{0}};
    tb_player *cgt = tb_player_new(g, "cgt:fallback=random", 1, &err);
    assert_non_null(cgt);
    void *s = ts_state(g, NULL);
    tb_action a;
    assert_true(tb_player_choose(cgt, s, &a, &err));
    assert_true(tb_game_is_legal(g, s, a));
    free(s);
    tb_player_free(cgt);
    assert_null(tb_player_new(g, "cgt:fallback=nobody", 1, &err));
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(wins_impartial_games),
        cmocka_unit_test(wins_misere_and_constrained),
        cmocka_unit_test(other_games_use_the_fallback),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
