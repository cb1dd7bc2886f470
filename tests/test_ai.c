/* The generic players and the exact solver: on Avanço, and on two tiny games defined here
 * (not registered) that exercise multi-action turns, scores, draws, three players and
 * repeating positions. */
#include "support.h"

#include <math.h>
#include <stdio.h>
#include <unistd.h>

#include "core/budget.h"
#include "core/options.h"
#include "tabula/match.h"
#include "tabula/player.h"
#include "tabula/registry.h"
#include "tabula/rng.h"
#include "tabula/solve.h"

/* ---- "pairs": a pile of tokens; a turn is two actions, each taking 1..take tokens (one
 * action when the pile runs out mid-turn). Unscored: whoever takes the last token wins.
 * Scored: each player scores the tokens he took; more tokens wins, equal is a draw. ---- */

typedef struct pairs_config {
    int pile, take;
    bool scored;
} pairs_config;

typedef struct pairs_state {
    uint32_t pile, to_move, actions_left, last_taker;
    uint32_t taken[3];
} pairs_state;

static bool pairs_create(tb_game *g, const tb_options *opts, tb_error *err)
{
    pairs_config *c = malloc(sizeof *c);
    if (!c) {
        tb_error_set(err, "out of memory");
        return false;
    }
    c->pile = atoi(tb_options_get(opts, "pile"));
    c->take = atoi(tb_options_get(opts, "take"));
    c->scored = atoi(tb_options_get(opts, "scored")) != 0;
    g->config = c;
    g->num_players = atoi(tb_options_get(opts, "players"));
    g->state_size = sizeof(pairs_state);
    g->max_actions = c->take;
    return true;
}

static void pairs_destroy(tb_game *g)
{
    free(g->config);
}

static void pairs_initial(const tb_game *g, void *state)
{
    const pairs_config *c = g->config;
    pairs_state *s = state;
    memset(s, 0, sizeof *s);
    s->pile = (uint32_t)c->pile;
    s->actions_left = 2;
}

static int pairs_to_move(const tb_game *g, const void *state)
{
    return (int)((const pairs_state *)state)->to_move;
}

static int pairs_legal(const tb_game *g, const void *state, tb_action *out)
{
    const pairs_config *c = g->config;
    const pairs_state *s = state;
    int n = 0;
    for (int k = 1; k <= c->take && k <= (int)s->pile; k++)
        out[n++] = (tb_action)k;
    return n;
}

static void pairs_apply(const tb_game *g, void *state, tb_action a)
{
    pairs_state *s = state;
    s->pile -= a;
    s->taken[s->to_move] += a;
    s->last_taker = s->to_move;
    if (--s->actions_left == 0) { /* the turn passes: same player until then */
        s->to_move = (s->to_move + 1) % (uint32_t)g->num_players;
        s->actions_left = 2;
    }
}

static void pairs_outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const pairs_config *c = g->config;
    const pairs_state *s = state;
    memset(o, 0, sizeof *o);
    if (s->pile > 0)
        return;
    o->over = true;
    if (!c->scored) {
        for (int p = 0; p < g->num_players; p++)
            o->result[p] = p == (int)s->last_taker ? TB_WIN : TB_LOSS;
        return;
    }
    o->scored = true; /* two players */
    o->score[0] = s->taken[0];
    o->score[1] = s->taken[1];
    o->result[0] = s->taken[0] > s->taken[1]   ? TB_WIN
                   : s->taken[0] < s->taken[1] ? TB_LOSS
                                               : TB_DRAW;
    o->result[1] = (tb_result)-o->result[0];
}

/* The biggest take counts as tactical, so that ab's quiescence runs through multi-action
 * turns, scores and three players in the tests below. */
static int pairs_tactical(const tb_game *g, const void *state, tb_action *out)
{
    const pairs_config *c = g->config;
    const pairs_state *s = state;
    if ((int)s->pile < c->take)
        return 0;
    out[0] = (tb_action)c->take;
    return 1;
}

static bool pairs_mid_turn(const tb_game *g, const void *state)
{
    return ((const pairs_state *)state)->actions_left == 1;
}

/* Tokens taken, own minus the most of the others, as centi-units (for search tests). */
static int pairs_evaluate(const tb_game *g, const void *state, int player)
{
    const pairs_state *s = state;
    int other = 0;
    for (int p = 0; p < g->num_players; p++)
        if (p != player && (int)s->taken[p] > other)
            other = (int)s->taken[p];
    return 100 * ((int)s->taken[player] - other);
}

static int pairs_action_to_text(const tb_game *g, const void *state, tb_action a, char *buf,
                                size_t len)
{
    return snprintf(buf, len, "%u", a);
}

static bool pairs_action_from_text(const tb_game *g, const void *state, const char *text,
                                   tb_action *a, tb_error *err)
{
    int k = atoi(text);
    if (k < 1 || k > 9) {
        tb_error_set(err, "bad take '%s'", text);
        return false;
    }
    *a = (tb_action)k;
    return true;
}

static const tb_game_class pairs_class = {
    .create = pairs_create,
    .destroy = pairs_destroy,
    .initial = pairs_initial,
    .to_move = pairs_to_move,
    .legal = pairs_legal,
    .apply = pairs_apply,
    .outcome = pairs_outcome,
    .action_to_text = pairs_action_to_text,
    .action_from_text = pairs_action_from_text,
    .mid_turn = pairs_mid_turn,
    .evaluate = pairs_evaluate,
    .tactical = pairs_tactical,
};

static const tb_option_def pairs_options[] = {
    {"pile", "7", "tokens"},
    {"take", "2", "most tokens one action takes"},
    {"scored", "0", "1: most tokens wins"},
    {"players", "2", "2 or 3"},
    {NULL, NULL, NULL},
};

static const tb_variant pairs_variant = {
    .id = "pairs", .cls = &pairs_class, .option_defs = pairs_options};

static tb_game *pairs_game(const char *options)
{
    tb_error err = {{0}};
    tb_game *g = tb_game_new(&pairs_variant, options, &err);
    if (!g)
        fail_msg("pairs: %s", err.msg);
    return g;
}

/* ---- "toggle": a switch that either player may flip; or he may give up (and lose). Flipping
 * forever repeats positions, so perfect play is endless: a draw for the solver. ---- */

typedef struct toggle_state {
    uint32_t on, to_move, gave_up;
} toggle_state;

static bool toggle_create(tb_game *g, const tb_options *opts, tb_error *err)
{
    g->state_size = sizeof(toggle_state);
    g->max_actions = 2;
    return true;
}

static void toggle_initial(const tb_game *g, void *state)
{
    memset(state, 0, sizeof(toggle_state));
}

static int toggle_legal(const tb_game *g, const void *state, tb_action *out)
{
    const toggle_state *s = state;
    if (s->gave_up)
        return 0;
    out[0] = 0; /* flip */
    out[1] = 1; /* give up */
    return 2;
}

static void toggle_apply(const tb_game *g, void *state, tb_action a)
{
    toggle_state *s = state;
    if (a == 1)
        s->gave_up = 1;
    else
        s->on ^= 1;
    s->to_move ^= 1;
}

static void toggle_outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const toggle_state *s = state;
    memset(o, 0, sizeof *o);
    if (!s->gave_up)
        return;
    o->over = true;
    o->result[s->to_move] = TB_WIN; /* the other one gave up */
    o->result[!s->to_move] = TB_LOSS;
}

static const tb_game_class toggle_class = {
    .create = toggle_create,
    .initial = toggle_initial,
    .to_move = pairs_to_move,
    .legal = toggle_legal,
    .apply = toggle_apply,
    .outcome = toggle_outcome,
    .action_to_text = pairs_action_to_text,
    .action_from_text = pairs_action_from_text,
};

static const tb_option_def no_options[] = {{NULL, NULL, NULL}};
static const tb_variant toggle_variant = {
    .id = "toggle", .cls = &toggle_class, .option_defs = no_options};

/* ---- "coins": a row of coins (negative ones are debts); a player takes the front or the
 * back coin, or passes when passing is allowed. The game ends when the row is empty or
 * after two passes in a row; the larger sum wins. Taking is tactical: quiescence tests. ---- */

enum { COINS_MAX = 8, COIN_FRONT = 0, COIN_BACK = 1, COIN_PASS = 2 };

typedef struct coins_config {
    int count, coin[COINS_MAX];
    bool pass;
} coins_config;

typedef struct coins_state {
    int32_t head, tail, to_move, passes, sum[2];
} coins_state;

static bool coins_create(tb_game *g, const tb_options *opts, tb_error *err)
{
    coins_config *c = calloc(1, sizeof *c);
    if (!c) {
        tb_error_set(err, "out of memory");
        return false;
    }
    for (const char *p = tb_options_get(opts, "coins"); *p && c->count < COINS_MAX;) {
        char *end;
        c->coin[c->count++] = (int)strtol(p, &end, 10);
        p = *end == ',' ? end + 1 : end;
    }
    c->pass = atoi(tb_options_get(opts, "pass")) != 0;
    g->config = c;
    g->num_players = 2;
    g->state_size = sizeof(coins_state);
    g->max_actions = 3;
    return true;
}

static void coins_initial(const tb_game *g, void *state)
{
    const coins_config *c = g->config;
    coins_state *s = state;
    memset(s, 0, sizeof *s);
    s->tail = c->count;
}

static bool coins_over(const coins_state *s)
{
    return s->head == s->tail || s->passes >= 2;
}

static int coins_to_move(const tb_game *g, const void *state)
{
    return ((const coins_state *)state)->to_move;
}

/* The takes: the front coin, and the back one when it is another coin. */
static int coins_tactical(const tb_game *g, const void *state, tb_action *out)
{
    const coins_state *s = state;
    if (coins_over(s))
        return 0;
    out[0] = COIN_FRONT;
    if (s->tail - s->head < 2)
        return 1;
    out[1] = COIN_BACK;
    return 2;
}

static int coins_legal(const tb_game *g, const void *state, tb_action *out)
{
    const coins_config *c = g->config;
    int n = coins_tactical(g, state, out);
    if (n > 0 && c->pass)
        out[n++] = COIN_PASS;
    return n;
}

static void coins_apply(const tb_game *g, void *state, tb_action a)
{
    const coins_config *c = g->config;
    coins_state *s = state;
    if (a == COIN_PASS) {
        s->passes++;
    } else {
        s->sum[s->to_move] += a == COIN_FRONT ? c->coin[s->head++] : c->coin[--s->tail];
        s->passes = 0;
    }
    s->to_move ^= 1;
}

static void coins_outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const coins_state *s = state;
    memset(o, 0, sizeof *o);
    if (!coins_over(s))
        return;
    o->over = true;
    o->scored = true;
    o->score[0] = s->sum[0];
    o->score[1] = s->sum[1];
    o->result[0] = s->sum[0] > s->sum[1] ? TB_WIN : s->sum[0] < s->sum[1] ? TB_LOSS : TB_DRAW;
    o->result[1] = (tb_result)-o->result[0];
}

static int coins_evaluate(const tb_game *g, const void *state, int player)
{
    const coins_state *s = state;
    return 100 * (s->sum[player] - s->sum[!player]);
}

static int coins_action_to_text(const tb_game *g, const void *state, tb_action a, char *buf,
                                size_t len)
{
    static const char *const names[] = {"front", "back", "pass"};
    return snprintf(buf, len, "%s", a <= COIN_PASS ? names[a] : "?");
}

static bool coins_action_from_text(const tb_game *g, const void *state, const char *text,
                                   tb_action *a, tb_error *err)
{
    static const char *const names[] = {"front", "back", "pass"};
    for (tb_action i = 0; i <= COIN_PASS; i++)
        if (strcmp(text, names[i]) == 0) {
            *a = i;
            return true;
        }
    tb_error_set(err, "bad action '%s'", text);
    return false;
}

static const tb_game_class coins_class = {
    .create = coins_create,
    .initial = coins_initial,
    .to_move = coins_to_move,
    .legal = coins_legal,
    .apply = coins_apply,
    .outcome = coins_outcome,
    .action_to_text = coins_action_to_text,
    .action_from_text = coins_action_from_text,
    .evaluate = coins_evaluate,
    .tactical = coins_tactical,
};

static const tb_option_def coins_options[] = {
    {"coins", "1,2", "the coins, front to back, comma-separated"},
    {"pass", "1", "1: a player may pass"},
    {NULL, NULL, NULL},
};
static const tb_variant coins_variant = {
    .id = "coins", .cls = &coins_class, .option_defs = coins_options};

/* ---- helpers ---- */

static tb_player *player(const tb_game *g, const char *spec, uint64_t seed)
{
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, spec, seed, &err);
    if (!p)
        fail_msg("player '%s': %s", spec, err.msg);
    return p;
}

static tb_action choose(const tb_game *g, const char *spec, const void *state)
{
    tb_player *p = player(g, spec, 7);
    tb_action a;
    tb_error err = {{0}};
    if (!tb_player_choose(p, state, &a, &err))
        fail_msg("%s: %s", spec, err.msg);
    assert_true(tb_game_is_legal(g, state, a));
    tb_player_free(p);
    return a;
}

static const char *chosen_text(const tb_game *g, const char *spec, const void *state)
{
    return ts_action_text(g, state, choose(g, spec, state));
}

/* The solver's best moves as a sorted, space-separated string. */
static const char *best_text(const tb_game *g, const void *state, const tb_solve_result *r)
{
    static char out[1024];
    const char *words[64];
    int n = r->num_best < 64 ? r->num_best : 64;
    for (int i = 0; i < n; i++)
        words[i] = ts_action_text(g, state, r->best[i]);
    /* ts_action_text has 8 slots: enough for the small sets here. */
    assert_true(n <= 8);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && strcmp(words[j - 1], words[j]) > 0; j--) {
            const char *t = words[j];
            words[j] = words[j - 1];
            words[j - 1] = t;
        }
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t l = strlen(out);
        snprintf(out + l, sizeof out - l, "%s%s", i ? " " : "", words[i]);
    }
    return out;
}

static tb_solve_result solve(const tb_game *g, const void *state)
{
    tb_solve_limits limits = {.max_positions = 2000000, .table_mb = 4};
    tb_solve_result r;
    if (!tb_solve(g, state, &limits, &r))
        fail_msg("not solved (status %d)", (int)r.status);
    return r;
}

/* ---- MCTS ---- */

/* 10 games of mcts (200 playouts a move) against random on Avanço, seats alternating. */
static void test_mcts_beats_random(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    int wins = 0;
    for (int i = 0; i < 10; i++) {
        tb_player *m = player(g, "mcts:iterations=200,threads=1,time=0", 100 + i);
        tb_player *r = player(g, "random", 200 + i);
        int seat = i % 2;
        tb_player *seats[2] = {seat == 0 ? m : r, seat == 0 ? r : m};
        void *s = ts_state(g, NULL);
        tb_outcome o;
        tb_error err = {{0}};
        assert_true(tb_play_game(g, seats, s, 0, &o, &err));
        assert_true(o.over);
        wins += o.result[seat] == TB_WIN;
        free(s);
        tb_player_free(m);
        tb_player_free(r);
    }
    assert_true(wins >= 8);
    tb_game_free(g);
}

/* An immediate win is found, and the only move that stops an immediate loss is played. */
static void test_mcts_tactics(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    /* White c6 reaches row 7 at once; Black d2 would reach row 1 next. */
    void *s = ts_state(g, "7/2P4/7/7/7/3p3/6P w");
    const char *win = chosen_text(g, "mcts:iterations=400,threads=2,time=0", s);
    assert_true(strcmp(win, "c6-c7") == 0 || strcmp(win, "c6-b7") == 0 ||
                strcmp(win, "c6-d7") == 0);
    free(s);
    /* Black d2 threatens d1; only e1xd2 keeps White alive (g7 keeps Black in the game). */
    s = ts_state(g, "6p/7/7/7/P6/3p3/4P2 w");
    assert_string_equal(chosen_text(g, "mcts:iterations=1000,threads=2,time=0", s), "e1xd2");
    free(s);
    tb_game_free(g);
}

/* Tree reuse: a player that observes every action keeps playing legal moves from the
 * subtrees it kept, and a state it has not seen (no observe) starts a new tree. */
static void test_mcts_reuse(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    tb_player *m = player(g, "mcts:iterations=100,threads=2,time=0", 3);
    void *s = ts_state(g, NULL);
    tb_search_stats st;
    assert_false(tb_player_stats(m, &st)); /* nothing chosen yet */
    bool searched_before = false;
    for (int ply = 0; ply < 12; ply++) {
        tb_action a;
        tb_error err = {{0}};
        assert_true(tb_player_choose(m, s, &a, &err));
        assert_true(tb_game_is_legal(g, s, a));
        /* What the search started from: a new tree for the first move and for the state
         * after the unobserved action (ply 5), else the subtree kept by observe, which holds
         * at least the visits of the move chosen before it (the most visited, so > 0). */
        assert_true(tb_player_stats(m, &st));
        assert_true(st.searched && st.nodes > 0 && st.visits > st.reused_visits);
        if (ply == 0 || ply == 6)
            assert_int_equal(st.reused_visits, 0);
        else if (searched_before)
            assert_true(st.reused_visits > 0);
        searched_before = st.searched;
        if (ply != 5) /* one action unobserved */
            tb_player_observe(m, s, a);
        g->cls->apply(g, s, a);
    }
    free(s);
    tb_player_free(m);
    tb_game_free(g);
}

/* ---- alpha-beta ---- */

static void test_ab_tactics(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    /* The first legal move is g1-g2, so picking the win is not an accident of order. */
    void *s = ts_state(g, "7/2P4/7/7/7/3p3/6P w");
    tb_action moves[200];
    g->cls->legal(g, s, moves);
    assert_string_equal(ts_action_text(g, s, moves[0]), "g1-g2");
    tb_action a = choose(g, "ab:depth=1,time=0", s);
    g->cls->apply(g, s, a);
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    assert_true(o.over && o.result[0] == TB_WIN);
    free(s);
    s = ts_state(g, "6p/7/7/7/P6/3p3/4P2 w");
    assert_string_equal(chosen_text(g, "ab:depth=2,time=0", s), "e1xd2");
    /* A time budget with a depth bound: the same move however loaded the machine is. */
    assert_string_equal(chosen_text(g, "ab:time=20s,depth=3", s), "e1xd2");
    free(s);
    tb_game_free(g);
}

/* A coins game with these options. */
static tb_game *coins_game(const char *options)
{
    tb_error err = {{0}};
    tb_game *g = tb_game_new(&coins_variant, options, &err);
    assert_non_null(g);
    return g;
}

/* The solver says taking the front coin is the (only) win. */
static void assert_front_wins(const tb_game *g, const void *s)
{
    tb_solve_result r = solve(g, s);
    assert_int_equal(r.value, TB_WIN);
    assert_string_equal(best_text(g, s, &r), "front");
    tb_solve_result_free(&r);
}

/* Quiescence: in 1,1,5,2 only taking the front 1 wins (the solver says so). At depth 1 the
 * back 2 looks better (+2 against +1); the search through the takes at the horizon sees what
 * follows each. Without it the greedy back 2 is chosen, so the test can tell. */
static void test_quiescence(void **unused)
{
    tb_game *g = coins_game("coins=1,1,5,2");
    void *s = ts_state(g, NULL);
    assert_front_wins(g, s);
    assert_string_equal(chosen_text(g, "ab:depth=1,time=0", s), "front");
    assert_string_equal(chosen_text(g, "ab:depth=1,time=0,quiesce=0", s), "back");
    free(s);
    tb_game_free(g);
}

/* Without passing every action is a take: the player at the horizon cannot stand pat on the
 * static value. -5,-5,3,1: taking the front debt wins (the other must take the next debt);
 * standing pat after the back 1 would have valued it at +1 and chosen it. */
static void test_quiescence_no_stand_pat(void **unused)
{
    tb_game *g = coins_game("coins=-5,-5,3,1,pass=0");
    void *s = ts_state(g, NULL);
    assert_front_wins(g, s);
    assert_string_equal(chosen_text(g, "ab:depth=1,time=0", s), "front");
    free(s);
    tb_game_free(g);
}

/* Every registered game with a tactical hook: along random games its actions are legal and
 * distinct (a subset of legal(), as the contract says), and ab's quiescence over them ends. */
static void test_tactical_hooks(void **unused)
{
    for (int v = 0; v < tb_registry_count(); v++) {
        const tb_variant *variant = tb_registry_at(v);
        if (!variant->cls->tactical)
            continue;
        tb_game *g = ts_game(variant->id, NULL);
        tb_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
        tb_action *tactical = malloc(sizeof *tactical * (size_t)g->max_actions);
        tb_rng rng;
        tb_rng_seed(&rng, 5);
        for (int game = 0; game < 5; game++) {
            void *s = ts_state(g, NULL);
            for (int step = 0; step < 300 && !tb_game_over(g, s); step++) {
                int n = g->cls->legal(g, s, legal);
                int t = g->cls->tactical(g, s, tactical);
                assert_true(t >= 0 && t <= n);
                for (int i = 0; i < t; i++) {
                    int found = 0;
                    for (int j = 0; j < n; j++)
                        found += legal[j] == tactical[i];
                    if (found != 1)
                        fail_msg("%s: tactical action %s is not a legal one", variant->id,
                                 ts_action_text(g, s, tactical[i]));
                    for (int j = 0; j < i; j++)
                        assert_true(tactical[j] != tactical[i]);
                }
                if (step % 25 == 10)
                    choose(g, "ab:depth=2,time=0", s);
                g->cls->apply(g, s, legal[tb_rng_below(&rng, (uint32_t)n)]);
            }
            free(s);
        }
        free(legal);
        free(tactical);
        tb_game_free(g);
    }
}

/* Quiescence from shallow depths in pairs (its biggest take is tactical): multi-action
 * turns, scores and three players, from every pile and from mid-turn. The choice must be
 * legal (choose() checks) and, one action before the end, the winning one. */
static void test_quiescence_multi_action(void **unused)
{
    static const char *const games[] = {"take=3", "take=3,scored=1", "take=3,players=3"};
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++)
        for (int pile = 1; pile <= 9; pile++) {
            char opts[64];
            snprintf(opts, sizeof opts, "%s,pile=%d", games[k], pile);
            tb_game *g = pairs_game(opts);
            void *s = ts_state(g, NULL);
            for (int step = 0; step < 2 && !tb_game_over(g, s); step++) {
                choose(g, "ab:depth=1,time=0", s);
                tb_action a = choose(g, "ab:depth=2,time=0", s);
                uint32_t left = ((const pairs_state *)s)->pile;
                if (k == 0 && left <= 3) /* take everything now: the last token wins */
                    assert_int_equal(a, (tb_action)left);
                g->cls->apply(g, s, 1);
            }
            free(s);
            tb_game_free(g);
        }
}

/* ---- the solver on Avanço endgames ---- */

static void test_solve_avanco(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    /* White d5 against Black c7 and e7: d5-d6 is captured and leaves White with nothing;
     * d5-c6 and d5-e6 are safe (no black piece on b7/d7/f7 attacks them) and reach row 7
     * next move, far ahead of Black's six moves to row 1. */
    void *s = ts_state(g, "2p1p2/7/3P3/7/7/7/7 w");
    tb_solve_result r = solve(g, s);
    assert_int_equal(r.value, TB_WIN);
    assert_int_equal(r.player, 0);
    assert_string_equal(best_text(g, s, &r), "d5-c6 d5-e6");
    assert_string_equal(best_text(g, s, &r), ts_winning_moves(g, s));
    assert_false(r.scored);
    assert_false(r.repetition);
    assert_true(r.positions > 0);
    tb_solve_result_free(&r);
    free(s);
    /* White d2 against Black d4, White to move: d2-c3 and d2-e3 are captured; after d2-d3
     * Black steps aside (c3) and reaches row 1 two moves later, White needing four. Every
     * move loses, so every move "keeps" the value. */
    s = ts_state(g, "7/7/7/3p3/7/3P3/7 w");
    r = solve(g, s);
    assert_int_equal(r.value, TB_LOSS);
    assert_string_equal(best_text(g, s, &r), "d2-c3 d2-d3 d2-e3");
    assert_int_equal(ts_solve(g, s), -1);
    tb_solve_result_free(&r);
    /* The same position with Black to move: d4-c3 and d4-e3 are taken by d2, leaving Black
     * nothing; d4-d3 cannot be taken (captures are diagonal), White must step aside and
     * Black reaches row 1 in two more moves against White's four. */
    free(s);
    s = ts_state(g, "7/7/7/3p3/7/3P3/7 b");
    r = solve(g, s);
    assert_int_equal(r.value, TB_WIN);
    assert_int_equal(r.player, 1);
    assert_string_equal(best_text(g, s, &r), "d4-d3");
    assert_string_equal(ts_winning_moves(g, s), "d4-d3");
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* A finished game: the game's verdict, no moves. */
static void test_solve_over(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    void *s = ts_state(g, "2P4/7/7/7/7/7/7 b"); /* White has reached row 7 */
    tb_solve_result r = solve(g, s);
    assert_int_equal(r.value, TB_LOSS);
    assert_int_equal(r.num_best, 0);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* The initial position is far too big: the limit stops the search with no answer. */
static void test_solve_limit(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    void *s = ts_state(g, NULL);
    tb_solve_limits limits = {.max_positions = 5000, .table_mb = 1};
    tb_solve_result r;
    assert_false(tb_solve(g, s, &limits, &r));
    assert_int_equal(r.status, TB_SOLVE_LIMIT);
    assert_int_equal(r.num_best, 0);
    assert_true(r.positions >= 5000 && r.positions <= 5001);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* A raised cancel flag stops the search at its next check (every 1024 positions). */
static void test_solve_cancel(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    void *s = ts_state(g, NULL);
    volatile sig_atomic_t cancel = 1;
    tb_solve_limits limits = {.table_mb = 1, .cancel = &cancel};
    tb_solve_result r;
    assert_false(tb_solve(g, s, &limits, &r));
    assert_int_equal(r.status, TB_SOLVE_LIMIT);
    assert_true(r.positions <= 1024);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* ---- multi-action turns ---- */

/* Pairs, take 1 or 2, two actions a turn: a turn takes 2 to 4 tokens, or clears a pile of
 * at most 4 (a win). So 5 and 6 lose (any turn leaves 1 to 4). 7 wins by leaving 5, which
 * takes 1+1: the first action must be "1" (a "2" forces a third token). 8 leaves 5 or 6
 * (1+2, 2+1, 1+1): either first action. 9 leaves 5 (2+2) or 6 (1+2, 2+1): either. 10 can only
 * leave 6, by 2+2: first action "2". A solver that negated the value after the first
 * action of a turn would get these wrong. */
static void test_multi_action_solver(void **unused)
{
    static const struct {
        int pile;
        tb_result value;
        const char *best;
    } cases[] = {
        {3, TB_WIN, "1 2"}, {5, TB_LOSS, "1 2"}, {6, TB_LOSS, "1 2"}, {7, TB_WIN, "1"},
        {8, TB_WIN, "1 2"}, {9, TB_WIN, "1 2"},  {10, TB_WIN, "2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char opts[32];
        snprintf(opts, sizeof opts, "pile=%d", cases[i].pile);
        tb_game *g = pairs_game(opts);
        void *s = ts_state(g, NULL);
        tb_solve_result r = solve(g, s);
        assert_int_equal(r.value, cases[i].value);
        assert_int_equal(ts_solve(g, s), (int)cases[i].value); /* the independent check */
        assert_string_equal(best_text(g, s, &r), cases[i].best);
        /* Mid-turn, after the right first action, the mover still wins. */
        if (cases[i].value == TB_WIN && strlen(cases[i].best) == 1) {
            g->cls->apply(g, s, (tb_action)atoi(cases[i].best));
            assert_true(tb_game_mid_turn(g, s));
            tb_solve_result r2 = solve(g, s);
            assert_int_equal(r2.value, TB_WIN);
            assert_int_equal(r2.player, 0);
            tb_solve_result_free(&r2);
        }
        tb_solve_result_free(&r);
        free(s);
        tb_game_free(g);
    }
}

static void test_multi_action_players(void **unused)
{
    for (int pile = 7; pile <= 10; pile += 3) { /* see test_multi_action_solver */
        char opts[32];
        snprintf(opts, sizeof opts, "pile=%d", pile);
        tb_game *g = pairs_game(opts);
        void *s = ts_state(g, NULL);
        const char *want = pile == 7 ? "1" : "2";
        assert_string_equal(chosen_text(g, "ab:depth=10,time=0", s), want);
        assert_string_equal(chosen_text(g, "mcts:iterations=3000,time=0", s), want);
        assert_string_equal(chosen_text(g, "solver:time=0", s), want);
        free(s);
        tb_game_free(g);
    }
}

/* Scored pairs (most tokens wins). Pile 4: 2+2 takes everything, +4; 1+2 or 2+1 leave one
 * for the other, +2; 1+1 leaves two, 2-2. So "2" first, +4. Pile 5: 2+2 then the other
 * takes the last, 4-1 = +3; 1+1 leaves three to the other, -1. Take 1 only: pile 4 is two
 * each, a draw. */
static void test_scored(void **unused)
{
    static const struct {
        const char *opts;
        tb_result value;
        double score;
        const char *best;
    } cases[] = {
        {"pile=4,scored=1", TB_WIN, 4, "2"},
        {"pile=5,scored=1", TB_WIN, 3, "2"},
        {"pile=3,scored=1", TB_WIN, 3, "1 2"},
        {"pile=4,scored=1,take=1", TB_DRAW, 0, "1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_game *g = pairs_game(cases[i].opts);
        void *s = ts_state(g, NULL);
        if (i < 2) { /* one best first action: the players find it too */
            /* mcts with the evaluate hook: progressive bias, playouts cut after 1 action */
            assert_string_equal(chosen_text(g, "mcts:iterations=2000,time=0,cutoff=1", s),
                                cases[i].best);
            /* ab takes the quickest win (by results, not scores): 2+2 ends soonest */
            assert_string_equal(chosen_text(g, "ab:depth=6,time=0", s), cases[i].best);
        }
        tb_solve_result r = solve(g, s);
        assert_true(r.scored);
        assert_int_equal(r.value, cases[i].value);
        assert_true(fabs(r.score - cases[i].score) < 1e-9);
        assert_string_equal(best_text(g, s, &r), cases[i].best);
        tb_solve_result_free(&r);
        free(s);
        tb_game_free(g);
    }
}

/* Three players, last token wins: from 7 the first player can leave 5, but then the second
 * leaves 1 to 3 and the third clears it. Paranoid: a loss; from 3 an immediate win. */
static void test_three_players(void **unused)
{
    tb_game *g = pairs_game("pile=7,players=3");
    void *s = ts_state(g, NULL);
    tb_solve_result r = solve(g, s);
    assert_int_equal(r.value, TB_LOSS);
    tb_solve_result_free(&r);
    choose(g, "ab:depth=8,time=0", s);
    choose(g, "mcts:iterations=300,time=0", s);
    free(s);
    tb_game_free(g);
    g = pairs_game("pile=3,players=3");
    s = ts_state(g, NULL);
    r = solve(g, s);
    assert_int_equal(r.value, TB_WIN);
    tb_solve_result_free(&r);
    /* And a full game where seat 0 is the searcher, the others share one random player. */
    tb_player *a = player(g, "ab:depth=6,time=0", 1), *b = player(g, "random", 2);
    tb_player *seats[3] = {a, b, b};
    tb_outcome o;
    tb_error err = {{0}};
    assert_true(tb_play_game(g, seats, s, 0, &o, &err));
    assert_true(o.over && o.result[0] == TB_WIN);
    tb_player_free(a);
    tb_player_free(b);
    free(s);
    tb_game_free(g);
}

/* ---- repetition ---- */

/* Toggle: giving up loses, flipping repeats forever: a draw, flagged as resting on a
 * repetition, and flipping is the only move that keeps it. */
static void test_repetition(void **unused)
{
    tb_error err = {{0}};
    tb_game *g = tb_game_new(&toggle_variant, NULL, &err);
    assert_non_null(g);
    void *s = ts_state(g, NULL);
    tb_solve_result r = solve(g, s);
    assert_int_equal(r.value, TB_DRAW);
    assert_true(r.repetition);
    assert_int_equal(r.num_best, 1);
    assert_int_equal(r.best[0], 0);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* ---- external engines ---- */

/* An engine that does not start is refused when the player is made. */
static void test_uci_missing_engine(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, "uci:cmd=/nonexistent/engine", 1, &err);
    assert_null(p);
    assert_non_null(strstr(err.msg, "/nonexistent/engine"));
    tb_game_free(g);
}

/* Fairy-Stockfish (Debian's fairy-stockfish) as 7x7 Breakthrough, with the variants file
 * of bench/, takes the immediate win (it did not before the file restated the flag ranks);
 * fails where the engine is not installed (make test installs it). */
static void test_uci_fairy_stockfish(void **unused)
{
    const char *engine = "/usr/games/fairy-stockfish";
    if (access(engine, X_OK) != 0)
        fail_msg("%s is missing (scripts/install-deps.sh --test installs it)", engine);
    /* The variants file shipped in bench/, found from this source file's path. */
    char ini[1024];
    snprintf(ini, sizeof ini, "%s", __FILE__);
    char *slash = strrchr(ini, '/');
    assert_non_null(slash);
    snprintf(slash, sizeof ini - (size_t)(slash - ini), "/../bench/fairy-stockfish/variants.ini");
    if (access(ini, R_OK) != 0)
        fail_msg("missing %s", ini);
    char spec[1200];
    snprintf(spec, sizeof spec, "uci:cmd=%s,variant=breakthrough7,ini=%s,movetime=50", engine, ini);
    tb_game *g = ts_game("avanco", NULL);
    void *s = ts_state(g, "7/2P4/7/7/7/3p3/6P w");
    tb_action a = choose(g, spec, s);
    g->cls->apply(g, s, a);
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    assert_true(o.over && o.result[0] == TB_WIN);
    free(s);
    tb_game_free(g);
}

/* ---- specs and Elo ---- */

static void test_specs(void **unused)
{
    tb_game *g = ts_game("avanco", NULL);
    static const char *const bad[] = {
        "mcts:time=abc", "mcts:foo=1",      "mcts:threads=0",        "mcts:time=0",
        "ab:time=0",     "ab:depth=100000", "solver:fallback=human", "mcts:c=-1",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        tb_player *p = tb_player_new(g, bad[i], 1, &err);
        if (p)
            fail_msg("'%s' accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
    }
    static const char *const good[] = {"mcts:time=500ms,threads=1", "ab:depth=3", "solver",
                                       "mcts:iterations=2k,time=0", "ab:time=1.5s,tt=1"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
        tb_player_free(player(g, good[i], 1));
    tb_game_free(g);
}

/* Absurd durations and counts are refused with a message that says the limit, at the
 * reader and through a player's parameters; the largest sane values still pass. */
static void test_budget_limits(void **unused)
{
    tb_error err = {{0}};
    double secs = -1;
    static const char *const long_ones[] = {"1e99s", "1e99", "86401", "1441m", "86400001ms"};
    for (size_t i = 0; i < sizeof long_ones / sizeof long_ones[0]; i++) {
        err.msg[0] = '\0';
        if (tb_parse_seconds(long_ones[i], &secs, &err))
            fail_msg("duration '%s' accepted", long_ones[i]);
        assert_non_null(strstr(err.msg, "at most one day"));
    }
    assert_false(tb_parse_seconds("inf", &secs, &err));
    assert_false(tb_parse_seconds("nan", &secs, &err));
    assert_true(tb_parse_seconds("86400s", &secs, &err) && secs == 86400);
    assert_true(tb_parse_seconds("1440m", &secs, &err) && secs == 86400);
    assert_true(tb_parse_seconds("0", &secs, &err) && secs == 0);

    uint64_t count = 7;
    static const char *const large[] = {"1000000000001", "1000001M", "18446744073709551615",
                                        "99999999999999999999"};
    for (size_t i = 0; i < sizeof large / sizeof large[0]; i++) {
        err.msg[0] = '\0';
        if (tb_parse_count(large[i], &count, &err))
            fail_msg("count '%s' accepted", large[i]);
        assert_non_null(strstr(err.msg, "at most 1000000000000"));
    }
    assert_int_equal(count, 7);
    assert_true(tb_parse_count("1000000M", &count, &err) && count == TB_MAX_COUNT);

    tb_game *g = ts_game("avanco", NULL);
    static const char *const specs[] = {"mcts:time=1e99s", "ab:time=2000m",
                                        "mcts:iterations=2000000M", "solver:positions=1e99"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        err.msg[0] = '\0';
        tb_player *p = tb_player_new(g, specs[i], 1, &err);
        if (p)
            fail_msg("'%s' accepted", specs[i]);
        assert_true(strstr(err.msg, "at most") || strstr(err.msg, "bad count"));
    }
    tb_game_free(g);
}

static void test_elo(void **unused)
{
    tb_elo e;
    tb_elo_estimate(3, 0, 1, &e); /* 75%: 400 log10(3) */
    assert_true(fabs(e.elo - 400 * log10(3.0)) < 1e-9);
    assert_true(e.low < e.elo && e.elo < e.high);
    tb_elo_estimate(5, 10, 5, &e);
    assert_true(fabs(e.elo) < 1e-9 && fabs(e.low + e.high) < 1e-9);
    tb_elo_estimate(4, 0, 0, &e);
    assert_true(isinf(e.elo) && e.elo > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mcts_beats_random),
        cmocka_unit_test(test_mcts_tactics),
        cmocka_unit_test(test_mcts_reuse),
        cmocka_unit_test(test_ab_tactics),
        cmocka_unit_test(test_quiescence),
        cmocka_unit_test(test_quiescence_no_stand_pat),
        cmocka_unit_test(test_tactical_hooks),
        cmocka_unit_test(test_quiescence_multi_action),
        cmocka_unit_test(test_solve_avanco),
        cmocka_unit_test(test_solve_over),
        cmocka_unit_test(test_solve_limit),
        cmocka_unit_test(test_solve_cancel),
        cmocka_unit_test(test_multi_action_solver),
        cmocka_unit_test(test_multi_action_players),
        cmocka_unit_test(test_scored),
        cmocka_unit_test(test_three_players),
        cmocka_unit_test(test_repetition),
        cmocka_unit_test(test_uci_missing_engine),
        cmocka_unit_test(test_uci_fairy_stockfish),
        cmocka_unit_test(test_specs),
        cmocka_unit_test(test_elo),
        cmocka_unit_test(test_budget_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
