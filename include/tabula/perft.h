/* Perft: the number of action sequences of a given length, the standard check of a move
 * generator. A finished game has no moves, so terminal positions contribute nothing deeper. */
#ifndef TABULA_PERFT_H
#define TABULA_PERFT_H

#include <stdint.h>

#include "tabula/game.h"

/* Counts atomic actions. */
uint64_t tb_perft(const tb_game *game, const void *state, int depth);
/* Counts whole turns: each step is one complete turn, and turns of one player that lead to
 * the same position are counted once (draughts' convention for capture sequences). By the
 * game's own perft_turns when it has one. */
uint64_t tb_perft_turns(const tb_game *game, const void *state, int depth);
/* The same count found from the actions alone (every turn completed action by action and
 * the positions it reaches kept once): the definition a game's perft_turns is checked by. */
uint64_t tb_perft_turns_by_actions(const tb_game *game, const void *state, int depth);

#endif
