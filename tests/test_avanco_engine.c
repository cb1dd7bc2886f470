/* Avanço's engine (avanco_search.c) and the `avanco` player (rules/cnjm.md §6): its move
 * generator against the rules' (perft counted by avanco.c through the game contract), forced
 * wins and forced defences it must find, a position solved exactly by tb_solve whose winning
 * moves it must pick, the race of unstoppable runners, legal moves only over whole games,
 * node and depth budgets, and bad parameters refused. */
#include "support.h"

#include <stdio.h>

#include "games/cnjm/avanco.h"
#include "tabula/family.h"
#include "tabula/match.h"
#include "tabula/perft.h"
#include "tabula/player.h"
#include "tabula/rng.h"
#include "tabula/solve.h"

static ae_result search(const tb_game *g, const char *fen, int depth, uint64_t nodes)
{
    avanco_state *s = ts_state(g, fen);
    ae_engine *e = ae_engine_new(4);
    assert_non_null(e);
    ae_limits lim = {.depth = depth, .nodes = nodes};
    ae_result res;
    assert_true(ae_search(e, s, &lim, &res));
    assert_true(tb_game_is_legal(g, s, res.move));
    ae_engine_free(e);
    free(s);
    return res;
}

static const char *move_text(const tb_game *g, const char *fen, tb_action a)
{
    static char text[32];
    void *s = ts_state(g, fen);
    snprintf(text, sizeof text, "%s", ts_action_text(g, s, a));
    free(s);
    return text;
}

/* Perft of the engine's generator and of the rules (avanco.c through the contract, itself
 * checked against Fairy-Stockfish in test_avanco_peer.c), from the start and from positions
 * along random games of both colours to move, some next to the end. */
static void perft_agrees_with_the_rules(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    avanco_state *s = tb_state_new(g);
    assert_int_equal(ae_perft(s, 4), tb_perft(g, s, 4));
    tb_rng rng;
    tb_rng_seed(&rng, 14);
    tb_action moves[256];
    int checked = 0, games = 0;
    for (int i = 0; i < 60; i++) {
        int n = g->cls->legal(g, s, moves);
        if (n == 0) {
            g->cls->initial(g, s);
            games++;
            n = g->cls->legal(g, s, moves);
        }
        int steps = 1 + (int)tb_rng_below(&rng, 6);
        for (int k = 0; k < steps && n > 0; k++) {
            g->cls->apply(g, s, moves[tb_rng_below(&rng, (uint32_t)n)]);
            n = g->cls->legal(g, s, moves);
        }
        assert_int_equal(ae_perft(s, 3), tb_perft(g, s, 3));
        tb_action ours[256];
        assert_int_equal(ae_generate(s, ours), n);
        checked++;
    }
    assert_int_equal(checked, 60);
    assert_true(games >= 1); /* some positions were near the end of a game */
    free(s);
    tb_game_free(g);
}

/* A runner two rows from the goal with no defender in reach: White wins, stepping onto the
 * row before the goal where nothing attacks it; Black's own runner is a move too slow. */
static void runner_two_rows_away_wins(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    const char *fen = "p5p/7/3P3/7/1p5/7/7 w";
    ae_result r = search(g, fen, 3, 0);
    assert_true(r.score > AE_WIN - AE_MAX_PLY);
    const char *m = move_text(g, fen, r.move);
    assert_true(strcmp(m, "d5-c6") == 0 || strcmp(m, "d5-d6") == 0 || strcmp(m, "d5-e6") == 0);
    tb_game_free(g);
}

/* Black stands on c2, a move from the goal: the only defence is to take it, and only b1 can. */
static void forced_defence_takes_the_threat(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    const char *fen = "p5p/7/7/4P2/7/2p4/1P5 w";
    ae_result r = search(g, fen, 4, 0);
    assert_string_equal(move_text(g, fen, r.move), "b1xc2");
    /* two such pieces cannot both be taken: whichever b1 or d1 takes, a lost position */
    r = search(g, "p5p/7/7/4P2/7/2p1p2/1P1P3 w", 4, 0);
    assert_true(r.score < -(AE_WIN - AE_MAX_PLY));
    tb_game_free(g);
}

/* Two unstoppable runners three moves from their goals: the side to move arrives first. The
 * runners mirror each other, so every other term cancels and the race alone gives the sign. */
static void race_goes_to_the_side_to_move(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    ae_engine *e = ae_engine_new(1);
    for (int side = 0; side < 2; side++) {
        avanco_state *s = ts_state(g, side ? "7/7/7/P5p/7/7/7 b" : "7/7/7/P5p/7/7/7 w");
        assert_true(ae_evaluate(e, s) > 0);
        free(s);
    }
    ae_engine_free(e);
    ae_result r = search(g, "7/7/7/P5p/7/7/7 b", 8, 0);
    assert_true(r.score > AE_WIN - AE_MAX_PLY);
    tb_game_free(g);
}

/* An endgame solved exactly by tb_solve (the generic solver of `tabula solve`): every move
 * the engine may choose must be one of the winning moves, which are not all the moves. */
static void picks_a_winning_move_of_the_solver(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    static const char *const fens[] = {
        "7/1pp4/3p3/7/2PP3/1P5/7 w",
        "7/pp5/2p4/7/2P4/1PP4/7 w",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        void *s = ts_state(g, fens[i]);
        tb_solve_limits lim = {.max_positions = 20000000};
        tb_solve_result sr;
        assert_true(tb_solve(g, s, &lim, &sr));
        assert_int_equal(sr.status, TB_SOLVED);
        assert_int_equal(sr.value, TB_WIN);
        tb_action all[256];
        int n = g->cls->legal(g, s, all);
        assert_true(sr.num_best < n); /* a wrong move exists */
        ae_result r = search(g, fens[i], 9, 0);
        bool winning = false;
        for (int k = 0; k < sr.num_best; k++)
            winning |= sr.best[k] == r.move;
        if (!winning)
            fail_msg("%s: the engine played %s, not a winning move", fens[i],
                     move_text(g, fens[i], r.move));
        tb_solve_result_free(&sr);
        free(s);
    }
    tb_game_free(g);
}

/* White's d5 can step before its goal only onto squares c7, d7 and e7 attack: no win there.
 * Black wins (tb_solve says so) and the engine must see it, not a White runner. */
static void attacked_step_is_no_win(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    const char *fen = "2ppp2/7/3P3/7/7/7/7 b";
    void *s = ts_state(g, fen);
    tb_solve_limits lim = {.max_positions = 1000000};
    tb_solve_result sr;
    assert_true(tb_solve(g, s, &lim, &sr));
    assert_int_equal(sr.status, TB_SOLVED);
    assert_int_equal(sr.value, TB_WIN);
    ae_result r = search(g, fen, 7, 0);
    assert_true(r.score > AE_WIN - AE_MAX_PLY);
    bool winning = false;
    for (int k = 0; k < sr.num_best; k++)
        winning |= sr.best[k] == r.move;
    assert_true(winning);
    tb_solve_result_free(&sr);
    free(s);
    tb_game_free(g);
}

/* Whole games against a random player and against itself: every move is in the rules' legal
 * list, and the engine wins against random play. */
static void plays_only_legal_moves(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    tb_error err = {{0}};
    int engine_wins = 0;
    for (int game = 0; game < 4; game++) {
        tb_player *p[2];
        p[game % 2] = tb_player_new(g, "avanco:nodes=3000", 1, &err);
        p[1 - game % 2] =
            tb_player_new(g, game < 2 ? "random" : "avanco:depth=2,null=0,lmr=0", 7 + game, &err);
        assert_non_null(p[0]);
        assert_non_null(p[1]);
        void *s = tb_state_new(g);
        tb_outcome o;
        int plies = 0;
        for (;;) {
            g->cls->outcome(g, s, &o);
            if (o.over)
                break;
            tb_action legal[256], a;
            int n = g->cls->legal(g, s, legal), side = g->cls->to_move(g, s), found = 0;
            assert_true(tb_player_choose(p[side], s, &a, &err));
            for (int i = 0; i < n; i++)
                found |= legal[i] == a;
            assert_true(found);
            g->cls->apply(g, s, a);
            assert_true(++plies < 200);
        }
        if (game < 2 && o.result[game % 2] == TB_WIN)
            engine_wins++;
        free(s);
        tb_player_free(p[0]);
        tb_player_free(p[1]);
    }
    assert_int_equal(engine_wins, 2);
    tb_game_free(g);
}

/* A node budget stops the search soon after it is spent (the first iteration always ends);
 * a depth budget is never passed. */
static void respects_node_and_depth_budgets(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    ae_result r = search(g, "ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP w", 0, 5000);
    assert_true(r.nodes <= 5000 + 64);
    assert_true(r.depth >= 1);
    r = search(g, "ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP w", 3, 0);
    assert_int_equal(r.depth, 3);
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, "avanco:nodes=2000,time=0", 1, &err);
    assert_non_null(p);
    void *s = tb_state_new(g);
    tb_action a;
    assert_true(tb_player_choose(p, s, &a, &err));
    assert_true(tb_game_is_legal(g, s, a));
    tb_search_stats st;
    assert_true(tb_player_stats(p, &st));
    assert_true(st.nodes <= 2000 + 64);
    free(s);
    tb_player_free(p);
    tb_game_free(g);
}

/* The server's levels of Avanço are this engine, and each spec makes a player. */
static void levels_are_the_engine(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    const char *levels[] = {"easy", "medium", "hard"};
    for (int i = 0; i < 3; i++) {
        const char *spec = tb_level_spec(g->variant, levels[i]);
        assert_non_null(spec);
        assert_true(strncmp(spec, "avanco:", 7) == 0);
        tb_error err = {{0}};
        tb_player *p = tb_player_new(g, spec, 1, &err);
        assert_non_null(p);
        tb_player_free(p);
    }
    tb_game_free(g);
}

static void bad_parameters_are_refused(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    static const struct {
        const char *spec, *message;
    } bad[] = {
        {"avanco:time=0", "avanco needs a time, depth or nodes limit"},
        {"avanco:depth=500", "depth"},
        {"avanco:null=2", "null"},
        {"avanco:lmr=yes", "lmr"},
        {"avanco:tt=0", "tt"},
        {"avanco:speed=3", "speed"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        assert_null(tb_player_new(g, bad[i].spec, 1, &err));
        if (!strstr(err.msg, bad[i].message))
            fail_msg("%s: '%s'", bad[i].spec, err.msg);
    }
    tb_game *other = ts_game("rastros", NULL);
    tb_error err = {{0}};
    assert_null(tb_player_new(other, "avanco", 1, &err));
    assert_non_null(strstr(err.msg, "plays only avanco"));
    tb_game_free(other);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(perft_agrees_with_the_rules),
        cmocka_unit_test(runner_two_rows_away_wins),
        cmocka_unit_test(forced_defence_takes_the_threat),
        cmocka_unit_test(race_goes_to_the_side_to_move),
        cmocka_unit_test(picks_a_winning_move_of_the_solver),
        cmocka_unit_test(attacked_step_is_no_win),
        cmocka_unit_test(plays_only_legal_moves),
        cmocka_unit_test(respects_node_and_depth_budgets),
        cmocka_unit_test(levels_are_the_engine),
        cmocka_unit_test(bad_parameters_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
