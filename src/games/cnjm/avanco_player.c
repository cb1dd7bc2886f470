/* The `avanco` player: Avanço's own engine (avanco_search.c). */
#include <stdlib.h>

#include "ai/search_budget.h"
#include "core/budget.h"
#include "core/options.h"
#include "games/cnjm/avanco.h"
#include "tabula/family.h"

typedef struct avanco_player {
    ae_engine *engine;
    tb_search_budget budget;
    ae_result last;
    bool searched;
} avanco_player;

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    if (p->game->variant != &tb_variant_avanco) {
        tb_error_set(err, "the avanco player plays only avanco (try ab for %s)",
                     p->game->variant->id);
        return false;
    }
    avanco_player *a = calloc(1, sizeof *a);
    if (!a) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = a;
    uint64_t null_move, lmr;
    if (!tb_search_budget_read(params, "avanco", AE_MAX_PLY / 2 - 4, &a->budget, err) ||
        !tb_param_count(params, "null", 0, 1, &null_move, err) ||
        !tb_param_count(params, "lmr", 0, 1, &lmr, err))
        return false;
    a->engine = ae_engine_new(a->budget.tt_mb);
    if (!a->engine) {
        tb_error_set(err, "out of memory");
        return false;
    }
    ae_engine_set_options(a->engine, &(ae_options){.null_move = null_move, .lmr = lmr});
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    avanco_player *a = p->impl;
    /* a fixed time a move, none saved for later moves: the search goes on to its end (an
     * unfinished iteration's move counts when it beat the previous best) */
    const tb_search_budget *b = &a->budget;
    ae_limits limits = {.depth = b->depth, .hard = b->seconds, .nodes = b->nodes};
    if (!ae_search(a->engine, state, &limits, &a->last) ||
        !tb_game_is_legal(p->game, state, a->last.move)) {
        tb_error_set(err, "no legal move");
        return false;
    }
    a->searched = true;
    *out = a->last.move;
    return true;
}

static bool stats(const tb_player *p, tb_search_stats *out)
{
    const avanco_player *a = p->impl;
    if (!a->searched)
        return false;
    *out = (tb_search_stats){.searched = a->last.depth > 0, .nodes = a->last.nodes};
    return true;
}

static void destroy(tb_player *p)
{
    avanco_player *a = p->impl;
    if (a) {
        ae_engine_free(a->engine);
        free(a);
    }
}

static const tb_option_def params[] = {
    TB_SEARCH_BUDGET_PARAMS("maximum depth in plies (0 = no limit but time)"),
    {"null", "1", "null-move pruning, 1 or 0"},
    {"lmr", "1", "late move reductions, 1 or 0"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    TB_SEARCH_BUDGET_PARAMS_PT,
    {"maximum depth in plies (0 = no limit but time)",
     "profundidade máxima em meios-lances (0 = sem limite além do tempo)"},
    {"null-move pruning, 1 or 0", "poda do lance nulo, 1 ou 0"},
    {"late move reductions, 1 or 0", "reduções dos últimos lances, 1 ou 0"},
    {NULL, NULL},
};

const tb_player_kind tb_player_avanco = {
    .name = "avanco",
    .label = "the Avanço engine",
    .label_pt = "o motor do Avanço",
    .help_pt = "o motor do Avanço (PVS, tabela de transposições, corrida das peças imparáveis) "
               "só para avanco: time, depth, nodes, tt, null, lmr",
    .params_pt = params_pt,
    .help = "Avanço's engine (PVS, TT, the race of unstoppable runners) for avanco only: time, "
            "depth, nodes, tt, null, lmr",
    .create = create,
    .choose = choose,
    .stats = stats,
    .destroy = destroy,
    .params = params,
};
