/* The `solver` player: perfect play when tb_solve finishes within the budget (a random
 * choice among the moves that keep the value), otherwise the fallback player's move. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/budget.h"
#include "core/options.h"
#include "tabula/family.h"
#include "tabula/player.h"
#include "tabula/rng.h"
#include "tabula/solve.h"

typedef struct solver_player {
    tb_solve_limits limits;
    tb_player *fallback;
    tb_rng rng;
} solver_player;

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    solver_player *sp = calloc(1, sizeof *sp);
    if (!sp) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = sp;
    uint64_t mb;
    if (!tb_param_seconds(params, "time", &sp->limits.max_seconds, err) ||
        !tb_param_count(params, "positions", 0, UINT64_MAX, &sp->limits.max_positions, err) ||
        !tb_param_count(params, "tt", 1, 4096, &mb, err))
        return false;
    sp->limits.table_mb = (size_t)mb;
    sp->limits.remoteness = true; /* wins played fastest, losses delayed longest */
    const char *fallback = tb_options_get(params, "fallback");
    char spec[64];
    if (strcasecmp(fallback, "mcts") == 0 || strcasecmp(fallback, "ab") == 0) {
        /* The same budget again, so a move costs at most twice the time. */
        snprintf(spec, sizeof spec, "%s:time=%gs", fallback,
                 sp->limits.max_seconds > 0 ? sp->limits.max_seconds : 1.0);
    } else if (strcasecmp(fallback, "random") == 0) {
        snprintf(spec, sizeof spec, "random");
    } else {
        tb_error_set(err, "parameter fallback: expected mcts, ab or random, got '%s'", fallback);
        return false;
    }
    sp->fallback = tb_player_new(p->game, spec, p->seed, err);
    tb_rng_seed(&sp->rng, p->seed);
    return sp->fallback != NULL;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    solver_player *sp = p->impl;
    tb_solve_result r;
    if (tb_solve(p->game, state, &sp->limits, &r) && r.num_moves > 0) {
        /* the fastest win (the slowest loss): a random choice among equals */
        int equal = 1;
        while (equal < r.num_moves && r.moves[equal].value == r.moves[0].value &&
               r.moves[equal].remoteness == r.moves[0].remoteness)
            equal++;
        *out = r.moves[tb_rng_below(&sp->rng, (uint32_t)equal)].action;
        tb_solve_result_free(&r);
        return true;
    }
    if (r.status == TB_SOLVED && r.num_best > 0) { /* scored, or the remoteness did not fit */
        *out = r.best[tb_rng_below(&sp->rng, (uint32_t)r.num_best)];
        tb_solve_result_free(&r);
        return true;
    }
    tb_solve_result_free(&r);
    return tb_player_choose(sp->fallback, state, out, err);
}

static void observe(tb_player *p, const void *state_before, tb_action action)
{
    solver_player *sp = p->impl;
    tb_player_observe(sp->fallback, state_before, action);
}

static void destroy(tb_player *p)
{
    solver_player *sp = p->impl;
    if (!sp)
        return;
    tb_player_free(sp->fallback);
    free(sp);
}

static const tb_option_def params[] = {
    {"time", "1s", "time to solve each position (0 = no limit)"},
    {"positions", "0", "positions the solver may visit per move (0 = no limit)"},
    {"tt", "64", "transposition table size in MB"},
    {"fallback", "mcts", "player when the solver gives up: mcts, ab or random (same time)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"time to solve each position (0 = no limit)",
     "tempo para resolver cada posição (0 = sem limite)"},
    {"positions the solver may visit per move (0 = no limit)",
     "posições que o resolvedor pode visitar por lance (0 = sem limite)"},
    {"transposition table size in MB",
     "tamanho da tabela de transposições em MB"},
    {"player when the solver gives up: mcts, ab or random (same time)",
     "jogador quando o resolvedor desiste: mcts, ab ou random (o mesmo tempo)"},
    {NULL, NULL},
};


const tb_player_kind tb_player_solver = {
    .name = "solver",
    .label = "the exact solver",
    .label_pt = "o resolvedor exacto",
    .help_pt = "jogo perfeito quando o resolvedor exacto termina a tempo, senão o fallback: "
               "time, positions, tt, fallback",
    .params_pt = params_pt,
    .help = "perfect play when the exact solver finishes in time, else the fallback: time, "
            "positions, tt, fallback",
    .create = create,
    .choose = choose,
    .observe = observe,
    .destroy = destroy,
    .params = params,
};
