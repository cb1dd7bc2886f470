/* Computer players, chosen by a spec string: "random", "mcts:time=2s", "ab:depth=8",
 * "solver". Every player works on every game through the contract alone. */
#ifndef TABULA_PLAYER_H
#define TABULA_PLAYER_H

#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tb_player tb_player;

/* What a searching player's last choose() did, for tests and reports. */
typedef struct tb_search_stats {
    bool searched;          /* false when there was nothing to think about (one legal move) */
    uint64_t reused_visits; /* visits its trees already held at the start (kept by observe) */
    uint64_t visits;        /* visits of its roots when it chose */
    uint64_t nodes;         /* nodes of its trees when it chose */
} tb_search_stats;

typedef struct tb_player_kind {
    const char *name; /* "random", "mcts", ... */
    const char *help; /* one line: parameters and meaning */
    const char *help_pt; /* the same in Portuguese (NULL: not yet translated) */
    /* The parameters' help in Portuguese: {English help, Portuguese}, {NULL}-terminated. */
    const struct tb_phrase *params_pt;
    /* Fills p->impl from the spec's parameters ("time=2s,iterations=1000"). */
    bool (*create)(tb_player *p, const tb_options *params, tb_error *err);
    /* Chooses an action in a position that is not over and where this player is to move. */
    bool (*choose)(tb_player *p, const void *state, tb_action *out, tb_error *err);
    /* Optional: told of every action played in the game (tree reuse). */
    void (*observe)(tb_player *p, const void *state_before, tb_action action);
    void (*destroy)(tb_player *p); /* optional: frees p->impl */
    const tb_option_def *params;   /* accepted parameters with defaults, {NULL}-terminated */
    /* Starts a program outside tabula (an engine named in its spec): never offered to callers
     * who are not trusted to run programs (the server's API, stored games). */
    bool runs_program;
    /* Optional: fills *out about the last choose(); false before the first. */
    bool (*stats)(const tb_player *p, tb_search_stats *out);
    /* Optional: what the player is, for people ("alpha-beta search"), in both languages
     * (the levels' descriptions); NULL: the kind's name. */
    const char *label, *label_pt;
    /* Optional, NULL-terminated: parameters that name files or folders of this machine
     * ("egtb=DIR"). A server takes them only from its operator's levels, never a request. */
    const char *const *operator_params;
} tb_player_kind;

struct tb_player {
    const tb_player_kind *kind;
    const tb_game *game;
    uint64_t seed;
    tb_options params;
    void *impl;
};

/* Reads a spec as data: its kind and its parameters with the defaults filled in. Nothing is
 * built or started, so untrusted specs can be checked with it before tb_player_new. False
 * with a message on an unknown kind or a bad parameter name. */
bool tb_player_spec_parse(const char *spec, const tb_player_kind **kind, tb_options *params,
                          tb_error *err);
/* Creates a player from "kind" or "kind:k=v,k=v". NULL with a message on a bad spec. */
tb_player *tb_player_new(const tb_game *game, const char *spec, uint64_t seed, tb_error *err);
bool tb_player_choose(tb_player *p, const void *state, tb_action *out, tb_error *err);
void tb_player_observe(tb_player *p, const void *state_before, tb_action action);
void tb_player_free(tb_player *p);
/* False when the player's kind does not report (or has not chosen yet). */
bool tb_player_stats(const tb_player *p, tb_search_stats *out);

int tb_player_kind_count(void);
const tb_player_kind *tb_player_kind_at(int i);

#ifdef __cplusplus
}
#endif
#endif
