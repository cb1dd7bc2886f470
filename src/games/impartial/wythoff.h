/* Wythoff's game, the arithmetic behind Rainhas / Rainha Branca (combinatorial.md §4.5) and
 * Loiras ou morenas (§4.9): the P-positions and the Grundy values of one queen. */
#ifndef TABULA_GAMES_IMPARTIAL_WYTHOFF_H
#define TABULA_GAMES_IMPARTIAL_WYTHOFF_H

#include <stdbool.h>
#include <stdint.h>

/* Is one queen at (r, c) a P-position? Exact: the pairs (a_k, a_k + k) where a_k is the mex
 * of all earlier a_j and b_j, which are (⌊kφ⌋, ⌊kφ²⌋) (Wythoff 1907). */
bool comb_wythoff_is_p(long r, long c);

/* Grundy values G(r, c) for 0 <= r < rows, 0 <= c < cols into out[r * cols + c], by
 * G(r, c) = mex of G over the squares north, west and north-west (§4.5). False when out of
 * memory. Time O(rows · cols · (rows + cols) / 64). */
bool comb_wythoff_grundy_table(int rows, int cols, uint32_t *out);

#endif
