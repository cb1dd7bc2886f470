/* Playing whole games between players, and the Elo estimate of a match. */
#ifndef TABULA_MATCH_H
#define TABULA_MATCH_H

#include "tabula/player.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Plays from `state` (changed in place) to the end: seats[p] chooses for player p (one
 * player may hold several seats); every distinct player observes every action. Stops after
 * max_actions actions when that is not 0, with out->over false. False with a message when a
 * player fails. */
bool tb_play_game(const tb_game *game, tb_player *const seats[], void *state, uint64_t max_actions,
                  tb_outcome *out, tb_error *err);
/* The same, appending each action played to played[*num_played] while there is room (cap);
 * the game goes on when the room is full, unrecorded. */
bool tb_play_game_recorded(const tb_game *game, tb_player *const seats[], void *state,
                           uint64_t max_actions, tb_outcome *out, tb_action *played, size_t cap,
                           size_t *num_played, tb_error *err);

/* Elo difference of a player from its wins, draws and losses, with the 95% interval from
 * the normal approximation of the mean score. Infinite (±INFINITY) when the score is 0 or
 * 1; the interval then too. */
typedef struct tb_elo {
    double score; /* mean score per game, draws count 1/2 */
    double elo, low, high;
} tb_elo;

void tb_elo_estimate(int wins, int draws, int losses, tb_elo *out);

#ifdef __cplusplus
}
#endif
#endif
