/* Perft: the number of action sequences of a given length, the standard check of a move
 * generator. A finished game has no moves, so terminal positions contribute nothing deeper. */
#ifndef TABULA_PERFT_H
#define TABULA_PERFT_H

#include <stdint.h>

#include "tabula/game.h"

/* Counts atomic actions. */
uint64_t tb_perft(const tb_game *game, const void *state, int depth);
/* Counts whole turns: each step is one complete turn, and turns of one player that lead to
 * the same position are counted once (draughts' convention for capture sequences). */
uint64_t tb_perft_turns(const tb_game *game, const void *state, int depth);

#endif
