/* The `hub` player: an external international-draughts engine that speaks the Hub protocol
 * (Scan's "hub" mode), run as a subprocess in its own folder, for matches. Each move: the
 * position ("pos" + side + 50 squares), the time a move ("time" in milliseconds), "go"; the
 * engine answers "move FROMxTOxTAKEN..." (info lines before it are skipped). The turn is
 * found among the legal ones by its squares and played one jump at a time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/budget.h"
#include "core/engine_process.h"
#include "core/options.h"
#include "games/draughts/draughts_engine.h"
#include "games/draughts/hub.h"
#include "tabula/player.h"
#include "tabula/family.h"

enum { LINE_CAP = 4096, MAX_TURNS = 512 };

typedef struct hub_player {
    tb_engine *engine;
    int movetime_ms;
    int depth; /* 0: none */
    uint64_t nodes; /* 0: none (tabula's own hub only) */
    tb_action plan[DE_TURN_MAX];
    uint64_t plan_key[DE_TURN_MAX];
    int plan_len, plan_at;
} hub_player;

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    if (!draughts_is_bitboard(p->game) || !hub_position(p->game, NULL, NULL)) {
        tb_error_set(err, "the hub player plays international draughts (10x10)");
        return false;
    }
    hub_player *h = calloc(1, sizeof *h);
    if (!h) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = h;
    uint64_t ms;
    if (!tb_param_count(params, "movetime", 1, 3600000, &ms, err))
        return false;
    h->movetime_ms = (int)ms;
    uint64_t depth;
    if (!tb_param_count(params, "depth", 0, 99, &depth, err))
        return false;
    h->depth = (int)depth;
    if (!tb_param_count(params, "nodes", 0, 1000000000, &h->nodes, err))
        return false;
    const char *dir = tb_options_get(params, "dir");
    char line[LINE_CAP];
    return (h->engine = tb_engine_start("hub", tb_options_get(params, "cmd"),
                                        strcmp(dir, "-") != 0 ? dir : NULL, err)) &&
           tb_engine_send(h->engine, err, "hub") &&
           tb_engine_wait_for(h->engine, "wait", "error", line, sizeof line, 30, err) &&
           tb_engine_send(h->engine, err, "init") &&
           tb_engine_wait_for(h->engine, "ready", "error", line, sizeof line, 120, err) &&
           tb_engine_send(h->engine, err, "new");
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    hub_player *h = p->impl;
    uint64_t key = tb_game_hash(p->game, state);
    if (h->plan_at < h->plan_len && h->plan_key[h->plan_at] == key &&
        tb_game_is_legal(p->game, state, h->plan[h->plan_at])) {
        *out = h->plan[h->plan_at++];
        return true;
    }
    h->plan_len = h->plan_at = 0;
    char pos[64], line[LINE_CAP];
    if (!hub_position(p->game, state, pos)) {
        tb_error_set(err, "hub: a capture under way cannot be sent to the engine");
        return false;
    }
    if (!tb_engine_send(h->engine, err, "pos %s", pos) ||
        !tb_engine_send(h->engine, err, "time %d", h->movetime_ms) ||
        (h->depth && !tb_engine_send(h->engine, err, "depth %d", h->depth)) ||
        (h->nodes && !tb_engine_send(h->engine, err, "nodes %llu", (unsigned long long)h->nodes)) ||
        !tb_engine_send(h->engine, err, "go") ||
        !tb_engine_wait_for(h->engine, "move", "error", line, sizeof line,
                            h->movetime_ms / 1000.0 * 4 + 10, err))
        return false;
    char move[128] = "";
    sscanf(line + 4, " %127s", move);
    de_turn *turns = malloc(MAX_TURNS * sizeof *turns);
    if (!turns) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int count = de_turns(p->game, state, turns, MAX_TURNS);
    int from, to, caps[DE_TURN_MAX], ncap, k = -1;
    if (de_turn_hub_parse(move, &from, &to, caps, &ncap))
        k = de_turn_find(turns, count, from, to, caps, ncap);
    if (k < 0) {
        tb_error_set(err, "hub: engine '%s' played '%.100s', not a legal turn here",
                     tb_engine_command(h->engine), move);
        free(turns);
        return false;
    }
    /* the rest of the turn, keyed by the states it will be played from */
    void *s = malloc(p->game->state_size);
    if (s) {
        memcpy(s, state, p->game->state_size);
        for (int i = 0; i < turns[k].n; i++) {
            if (i > 0) {
                h->plan_key[h->plan_len] = tb_game_hash(p->game, s);
                h->plan[h->plan_len++] = turns[k].actions[i];
            }
            p->game->variant->cls->apply(p->game, s, turns[k].actions[i]);
        }
    }
    free(s);
    *out = turns[k].actions[0];
    free(turns);
    return true;
}

static void destroy(tb_player *p)
{
    hub_player *h = p->impl;
    if (!h)
        return;
    tb_engine_stop(h->engine, "quit");
    free(h);
}

static const tb_option_def params[] = {
    {"cmd", "scan hub", TB_ENGINE_CMD_HELP},
    {"dir", "-", "the folder to run it in (Scan reads scan.ini and data/ there; - = here)"},
    {"movetime", "1000", "milliseconds per move"},
    {"depth", "0", "a depth limit sent to the engine as well (0 = none)"},
    {"nodes", "0", "a node limit sent as `nodes N` (tabula hub only; 0 = none)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {TB_ENGINE_CMD_HELP, TB_ENGINE_CMD_HELP_PT},
    {"the folder to run it in (Scan reads scan.ini and data/ there; - = here)",
     "a pasta onde corre (o Scan lê aí scan.ini e data/; - = aqui)"},
    {"milliseconds per move", "milissegundos por lance"},
    {"a depth limit sent to the engine as well (0 = none)",
     "um limite de profundidade enviado também ao motor (0 = nenhum)"},
    {"a node limit sent as `nodes N` (tabula hub only; 0 = none)",
     "um limite de nós enviado como `nodes N` (só tabula hub; 0 = nenhum)"},
    {NULL, NULL},
};

const tb_player_kind tb_player_hub = {
    .name = "hub",
    .label = "an external Hub engine",
    .label_pt = "um motor Hub externo",
    .help_pt = "um motor Hub externo de damas internacionais (Scan): cmd, dir, movetime, depth, nodes",
    .params_pt = params_pt,
    .help = "an external Hub engine for international draughts (Scan): cmd, dir, movetime, depth, nodes",
    .runs_program = true,
    .create = create,
    .choose = choose,
    .destroy = destroy,
    .params = params,
};
