/* The `cgt` player: on a combinatorial game (combinatorial.md) it plays a winning move
 * whenever the analysis of §2.4 finishes within its budget (a random one among them);
 * from a lost position, on other games, or when the analysis gives up, it asks the fallback
 * player. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/budget.h"
#include "core/options.h"
#include "games/combinatorial/comb.h"
#include "tabula/family.h"
#include "tabula/player.h"
#include "tabula/rng.h"

typedef struct cgt_player {
    tb_comb_limits limits;
    tb_player *fallback;
    tb_rng rng;
} cgt_player;

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    cgt_player *cp = calloc(1, sizeof *cp);
    if (!cp) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = cp;
    uint64_t positions;
    if (!tb_param_seconds(params, "time", &cp->limits.max_seconds, err) ||
        !tb_param_count(params, "positions", 1, 1000000000, &positions, err))
        return false;
    cp->limits.max_positions = (size_t)positions;
    const char *fallback = tb_options_get(params, "fallback");
    char spec[64];
    if (strcasecmp(fallback, "mcts") == 0 || strcasecmp(fallback, "ab") == 0)
        snprintf(spec, sizeof spec, "%s:time=%gs", fallback,
                 cp->limits.max_seconds > 0 ? cp->limits.max_seconds : 1.0);
    else if (strcasecmp(fallback, "random") == 0)
        snprintf(spec, sizeof spec, "random");
    else {
        tb_error_set(err, "parameter fallback: expected mcts, ab or random, got '%s'", fallback);
        return false;
    }
    cp->fallback = tb_player_new(p->game, spec, p->seed, err);
    tb_rng_seed(&cp->rng, p->seed);
    return cp->fallback != NULL;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    cgt_player *cp = p->impl;
    const tb_game *g = p->game;
    if (g->cls == &tb_comb_class) {
        const tb_comb_state *s = state;
        tb_comb_report r;
        tb_error ignored = {{0}};
        if (tb_comb_analyse(g, s, tb_comb_misere(g), &cp->limits, &r, &ignored)) {
            const tb_action *wins = r.winning;
            int n = r.num_winning;
            if (r.type == TB_COMB_PARTIZAN && !r.misere) {
                wins = s->to_move == TB_COMB_LEFT ? r.winning_left : r.winning_right;
                n = s->to_move == TB_COMB_LEFT ? r.num_winning_left : r.num_winning_right;
            }
            bool found = n > 0;
            if (found)
                *out = wins[tb_rng_below(&cp->rng, (uint32_t)n)];
            tb_comb_report_free(&r);
            if (found)
                return true;
        }
    }
    return tb_player_choose(cp->fallback, state, out, err);
}

static void observe(tb_player *p, const void *state_before, tb_action action)
{
    cgt_player *cp = p->impl;
    tb_player_observe(cp->fallback, state_before, action);
}

static void destroy(tb_player *p)
{
    cgt_player *cp = p->impl;
    if (!cp)
        return;
    tb_player_free(cp->fallback);
    free(cp);
}

static const tb_option_def params[] = {
    {"time", "1s", "time for the analysis of each position (0 = no limit)"},
    {"positions", "2M", "positions the analysis may memoise per move"},
    {"fallback", "mcts",
     "player when there is no winning move or no analysis: mcts, ab or "
     "random (same time)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"time for the analysis of each position (0 = no limit)",
     "tempo para a análise de cada posição (0 = sem limite)"},
    {"positions the analysis may memoise per move",
     "posições que a análise pode memorizar por lance"},
    {"player when there is no winning move or no analysis: mcts, ab or random (same "
     "time)",
     "jogador quando não há lance vencedor ou análise: mcts, ab ou random (o mesmo "
     "tempo)"},
    {NULL, NULL},
};


const tb_player_kind tb_player_cgt = {
    .name = "cgt",
    .label = "the combinatorial analysis",
    .label_pt = "a análise combinatória",
    .help_pt = "jogos combinatórios: um lance vencedor sempre que a análise termina a tempo, "
               "senão o fallback: time, positions, fallback",
    .params_pt = params_pt,
    .help = "combinatorial games: a winning move whenever the analysis finishes in time, else "
            "the fallback: time, positions, fallback",
    .create = create,
    .choose = choose,
    .observe = observe,
    .destroy = destroy,
    .params = params,
};
