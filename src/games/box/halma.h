/* Solitaire Halma's fewest-moves solver, for the family's analysis service. */
#ifndef TABULA_BOX_HALMA_H
#define TABULA_BOX_HALMA_H

#include <stdint.h>

#include "tabula/game.h"

/* The fewest turns from `state` (a Solitaire Halma position between turns) to the target,
 * with up to max_turns of them written "a1-c1-e3" in turns[]; -1 with a message when the
 * game is not the solitaire, a series is under way, or the limits (positions, seconds; 0 for
 * none) came first. *positions gets the positions searched. */
int halma_solitaire_fewest(const tb_game *g, const void *state, uint64_t max_positions,
                           double max_seconds, char (*turns)[96], int max_turns,
                           uint64_t *positions, tb_error *err);

#endif
