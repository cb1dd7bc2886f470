/* Prior knowledge for the Go player's tree (src/games/go/go_prior.c): for each empty point,
 * the visits and wins a new child starts with ("equivalent experience", as MoGo, Fuego and
 * Pachi give it). Every move starts even; then the line and the stones around it in the
 * opening, the common-fate-graph distance to the last move, captures, saving a group in
 * atari, ataris, self-ataris and the 3x3 shapes next to the last move add won or lost
 * visits. */
#ifndef TABULA_GAMES_GO_PRIOR_H
#define TABULA_GAMES_GO_PRIOR_H

#include "games/go/go_sim.h"

typedef struct go_prior {
    float visits[GO_MAX_POINTS];
    float wins[GO_MAX_POINTS]; /* for the player to move */
} go_prior;

/* The priors of every empty point of sim for `colour` to move (sim->last: the last stone
 * played, or -1). Points that are not empty get zeros. */
void go_prior_compute(const go_sim *sim, int colour, go_prior *out);

#endif
