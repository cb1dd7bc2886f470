/* The draughts family (rules/draughts.md): one rules engine, the variants as rows of a rule
 * table. A turn is one action for an ordinary move and one action per jump for a capture;
 * these functions read and print a whole turn as the sources write it ("c3:e5:c7",
 * "28x19x23", "32-28"), for the turn notation hooks. */
#ifndef TABULA_GAMES_DRAUGHTS_H
#define TABULA_GAMES_DRAUGHTS_H

#include <stddef.h>

#include "tabula/game.h"

/* Prints the n actions of one turn, played from `state` (the position before the turn).
 * Returns the length written. */
int draughts_turn_to_text(const tb_game *game, const void *state, const tb_action *actions,
                          int n, char *buf, size_t len);
/* Reads one whole turn: every landing square ("c3:e5:c7"), or only the first and the last
 * where that names one capture ("28x19" for 28x37x19 when nothing else goes from 28 to 19
 * taking other pieces). Each action is legal in turn and the turn is complete. Returns the
 * count of actions, or -1 with a message; the state is not changed. */
int draughts_turn_from_text(const tb_game *game, const void *state, const char *text,
                            tb_action *actions, int max, tb_error *err);

#endif
