/* Player specs ("mcts:time=2s") and the list of player kinds. */
#include "tabula/player.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/options.h"
#include "tabula/family.h"

extern const tb_player_kind tb_player_random;
extern const tb_player_kind tb_player_mcts;
extern const tb_player_kind tb_player_ab;
extern const tb_player_kind tb_player_solver;
extern const tb_player_kind tb_player_uci;

/* The generic players, which work on every game through the contract alone; families add
 * their dedicated ones (tb_family.players) after these. */
static const tb_player_kind *const generic[] = {
    &tb_player_random, &tb_player_mcts, &tb_player_ab, &tb_player_solver, &tb_player_uci,
};
enum { NUM_GENERIC = sizeof generic / sizeof generic[0] };

int tb_player_kind_count(void)
{
    int n = NUM_GENERIC;
    for (int f = 0; f < tb_family_count(); f++)
        for (const tb_player_kind *const *k = tb_family_at(f)->players; k && *k; k++)
            n++;
    return n;
}

const tb_player_kind *tb_player_kind_at(int i)
{
    if (i < 0)
        return NULL;
    if (i < NUM_GENERIC)
        return generic[i];
    i -= NUM_GENERIC;
    for (int f = 0; f < tb_family_count(); f++)
        for (const tb_player_kind *const *k = tb_family_at(f)->players; k && *k; k++)
            if (i-- == 0)
                return *k;
    return NULL;
}

bool tb_player_spec_parse(const char *spec, const tb_player_kind **kind, tb_options *params,
                          tb_error *err)
{
    char name[32];
    size_t n = strcspn(spec, ":");
    if (n == 0 || n >= sizeof name) {
        tb_error_set(err, "bad player '%.40s'", spec);
        return false;
    }
    memcpy(name, spec, n);
    name[n] = '\0';
    *kind = NULL;
    for (int i = 0; i < tb_player_kind_count(); i++)
        if (strcasecmp(tb_player_kind_at(i)->name, name) == 0)
            *kind = tb_player_kind_at(i);
    if (!*kind) {
        tb_error_set(err, "unknown player '%s' (try: tabula players)", name);
        return false;
    }
    /* Parameters are checked like game options: the kind's table is the list of names. */
    tb_variant fake = {.id = (*kind)->name, .option_defs = (*kind)->params};
    return tb_options_resolve(&fake, spec[n] == ':' ? spec + n + 1 : NULL, params, err);
}

tb_player *tb_player_new(const tb_game *game, const char *spec, uint64_t seed, tb_error *err)
{
    const tb_player_kind *kind;
    tb_options params;
    if (!tb_player_spec_parse(spec, &kind, &params, err))
        return NULL;
    tb_player *p = calloc(1, sizeof *p);
    if (!p) {
        tb_error_set(err, "out of memory");
        return NULL;
    }
    p->kind = kind;
    p->game = game;
    p->seed = seed;
    p->params = params;
    if (!kind->create(p, &p->params, err)) {
        tb_player_free(p);
        return NULL;
    }
    return p;
}

bool tb_player_choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    if (tb_game_over(p->game, state)) {
        tb_error_set(err, "the game is over");
        return false;
    }
    return p->kind->choose(p, state, out, err);
}

void tb_player_observe(tb_player *p, const void *state_before, tb_action action)
{
    if (p->kind->observe)
        p->kind->observe(p, state_before, action);
}

bool tb_player_stats(const tb_player *p, tb_search_stats *out)
{
    *out = (tb_search_stats){0};
    return p->kind->stats && p->kind->stats(p, out);
}

void tb_player_free(tb_player *p)
{
    if (!p)
        return;
    if (p->kind->destroy)
        p->kind->destroy(p);
    free(p);
}
