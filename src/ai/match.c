#include "tabula/match.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

bool tb_play_game(const tb_game *g, tb_player *const seats[], void *state, uint64_t max_actions,
                  tb_outcome *out, tb_error *err)
{
    return tb_play_game_recorded(g, seats, state, max_actions, out, NULL, 0, NULL, err);
}

bool tb_play_game_recorded(const tb_game *g, tb_player *const seats[], void *state,
                           uint64_t max_actions, tb_outcome *out, tb_action *played, size_t cap,
                           size_t *num_played, tb_error *err)
{
    void *before = malloc(g->state_size);
    if (!before) {
        tb_error_set(err, "out of memory");
        return false;
    }
    bool ok = true;
    for (uint64_t turns = 0;; turns++) {
        g->cls->outcome(g, state, out);
        if (out->over || (max_actions && turns >= max_actions))
            break;
        tb_action a;
        if (!tb_player_choose(seats[g->cls->to_move(g, state)], state, &a, err)) {
            ok = false;
            break;
        }
        if (!tb_game_is_legal(g, state, a)) {
            tb_error_set(err, "player %s chose an illegal action",
                         seats[g->cls->to_move(g, state)]->kind->name);
            ok = false;
            break;
        }
        memcpy(before, state, g->state_size);
        for (int p = 0; p < g->num_players; p++) {
            bool seen = false;
            for (int q = 0; q < p; q++)
                seen |= seats[q] == seats[p];
            if (!seen)
                tb_player_observe(seats[p], before, a);
        }
        g->cls->apply(g, state, a);
        if (played && num_played && *num_played < cap)
            played[(*num_played)++] = a;
    }
    free(before);
    return ok;
}

static double elo_of(double score)
{
    if (score <= 0)
        return -INFINITY;
    if (score >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / score - 1.0);
}

void tb_elo_estimate(int wins, int draws, int losses, tb_elo *out)
{
    memset(out, 0, sizeof *out);
    int n = wins + draws + losses;
    if (n == 0)
        return;
    double p = (wins + 0.5 * draws) / n;
    /* Standard deviation of one game's score, then of the mean. */
    double var = (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
    double margin = 1.959964 * sqrt(var / n);
    out->score = p;
    out->elo = elo_of(p);
    out->low = elo_of(p - margin);
    out->high = elo_of(p + margin);
}
