/* The random player: a uniformly random legal action. */
#include <stdlib.h>

#include "tabula/family.h"
#include "tabula/player.h"
#include "tabula/rng.h"

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    tb_rng *r = malloc(sizeof *r);
    if (!r) {
        tb_error_set(err, "out of memory");
        return false;
    }
    tb_rng_seed(r, p->seed);
    p->impl = r;
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    const tb_game *g = p->game;
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    if (!moves) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int n = g->cls->legal(g, state, moves);
    if (n > 0)
        *out = moves[tb_rng_below(p->impl, (uint32_t)n)];
    else
        tb_error_set(err, "no legal move");
    free(moves);
    return n > 0;
}

static void destroy(tb_player *p)
{
    free(p->impl);
}

static const tb_option_def params[] = {{NULL, NULL, NULL}};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {NULL, NULL},
};


const tb_player_kind tb_player_random = {
    .name = "random",
    .label = "random moves",
    .label_pt = "lances ao acaso",
    .help_pt = "um lance legal ao acaso",
    .params_pt = params_pt,
    .help = "a uniformly random legal move",
    .create = create,
    .choose = choose,
    .destroy = destroy,
    .params = params,
};
