/* The `draughts` player: the draughts engine (draughts_search.c) for every variant of the
 * rule table. A capture of several jumps is chosen whole at its first jump; the next jumps
 * follow the line found then, without thinking again. */
#include <stdlib.h>
#include <string.h>

#include "ai/search_budget.h"
#include "core/options.h"
#include "games/draughts/draughts_egtb.h"
#include "games/draughts/draughts_engine.h"
#include "tabula/player.h"
#include "tabula/family.h"

typedef struct draughts_player {
    de_engine *engine;
    tb_search_budget budget;
    de_egtb *egtb;
    tb_action plan[32]; /* the rest of the turn chosen, and the states it is for */
    uint64_t plan_key[32];
    int plan_len, plan_at;
} draughts_player;

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    if (!draughts_is_bitboard(p->game)) {
        tb_error_set(err, "the draughts player plays the draughts family (try ab for %s)",
                     p->game->variant->id);
        return false;
    }
    draughts_player *d = calloc(1, sizeof *d);
    if (!d) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = d;
    int exchanges = 0;
    if (!tb_search_budget_read(params, "draughts", 60, &d->budget, err) ||
        !tb_option_choice(params, "exchanges", "on|off", &exchanges, err))
        return false;
    d->engine = de_engine_new(p->game, d->budget.tt_mb);
    if (!d->engine) {
        tb_error_set(err, "out of memory");
        return false;
    }
    de_engine_set_exchanges(d->engine, exchanges == 0);
    /* tables built beforehand (tabula egtb); the player only reads them */
    const char *dir = tb_options_get(params, "egtb");
    if (dir && *dir) {
        d->egtb = de_egtb_open(p->game, dir, DE_EGTB_MAX_PIECES, false, err);
        if (!d->egtb)
            return false;
        de_engine_set_egtb(d->engine, d->egtb);
    }
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    draughts_player *d = p->impl;
    uint64_t key = tb_game_hash(p->game, state);
    if (d->plan_at < d->plan_len && d->plan_key[d->plan_at] == key &&
        tb_game_is_legal(p->game, state, d->plan[d->plan_at])) {
        *out = d->plan[d->plan_at++];
        return true;
    }
    d->plan_len = d->plan_at = 0;
    const tb_search_budget *b = &d->budget;
    /* the time is a move's, not a clock's: none is saved for later moves, so the search goes
     * on to the end of it (an unfinished iteration's move is kept when it beat the last) */
    de_limits limits = {.depth = b->depth, .hard = b->seconds, .nodes = b->nodes};
    de_result res;
    if (!de_search(d->engine, state, &limits, &res) || !tb_game_is_legal(p->game, state, res.move)) {
        tb_error_set(err, "no legal move");
        return false;
    }
    *out = res.move;
    /* the rest of this turn: the line's next actions while the same player keeps the move */
    void *s = malloc(p->game->state_size);
    if (s && res.pv_len > 0 && res.pv[0] == res.move) {
        memcpy(s, state, p->game->state_size);
        int side = p->game->variant->cls->to_move(p->game, s);
        p->game->variant->cls->apply(p->game, s, res.move);
        for (int i = 1; i < res.pv_len && d->plan_len < 32; i++) {
            if (!tb_game_mid_turn(p->game, s) || p->game->variant->cls->to_move(p->game, s) != side)
                break;
            d->plan_key[d->plan_len] = tb_game_hash(p->game, s);
            d->plan[d->plan_len++] = res.pv[i];
            p->game->variant->cls->apply(p->game, s, res.pv[i]);
        }
    }
    free(s);
    return true;
}

static void destroy(tb_player *p)
{
    draughts_player *d = p->impl;
    if (d) {
        de_engine_free(d->engine);
        de_egtb_free(d->egtb);
        free(d);
    }
}

static const tb_option_def params[] = {
    TB_SEARCH_BUDGET_PARAMS("maximum depth in turns (0 = no limit but time)"),
    {"egtb", "", "folder of endgame tables built by tabula egtb (empty: none)"},
    {"exchanges", "on", "the quiescence tries exchanges of one man for one (on, off)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    TB_SEARCH_BUDGET_PARAMS_PT,
    {"maximum depth in turns (0 = no limit but time)",
     "profundidade máxima em vezes (0 = sem limite além do tempo)"},
    {"folder of endgame tables built by tabula egtb (empty: none)",
     "pasta das tabelas de finais construídas por tabula egtb (vazio: nenhuma)"},
    {"the quiescence tries exchanges of one man for one (on, off)",
     "a quiescência experimenta trocas de uma pedra por uma (on, off)"},
    {NULL, NULL},
};

static const char *const operator_params[] = {"egtb", NULL};

const tb_player_kind tb_player_draughts = {
    .name = "draughts",
    .label = "the draughts engine",
    .label_pt = "o motor de damas",
    .operator_params = operator_params,
    .help_pt = "o motor de damas (PVS, tabela de transposição, capturas até ao fim) para as "
               "variantes da tabela de regras: time, depth, nodes, tt, egtb, exchanges",
    .params_pt = params_pt,
    .help = "the draughts engine (PVS, TT, captures to the end) for every draughts variant: "
            "time, depth, nodes, tt, egtb, exchanges",
    .create = create,
    .choose = choose,
    .destroy = destroy,
    .params = params,
};
