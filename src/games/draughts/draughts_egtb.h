/* Endgame tables for the draughts of the rule table (draughts_egtb.c): every position of few
 * pieces (men and kings) solved by retrograde analysis, under the pure rules (a side that
 * cannot move loses; no move-count or repetition draws), with the distance to the end in
 * plies. A table is one material (white men, white kings, black men, black kings); it is
 * built on demand, with the tables its captures and promotions lead to, into a folder the
 * user names, and read from there by the engine. */
#ifndef TABULA_GAMES_DRAUGHTS_EGTB_H
#define TABULA_GAMES_DRAUGHTS_EGTB_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/game.h"

enum { DE_EGTB_MAX_PIECES = 5 };

typedef struct de_egtb de_egtb;

/* Tables of `game` (a rule-table variant) in folder `dir`, for up to max_pieces pieces.
 * With `build`, a table not in the folder is built (and saved) when first needed; without,
 * it is simply missing. NULL with a message on error. */
de_egtb *de_egtb_open(const tb_game *game, const char *dir, int max_pieces, bool build,
                      tb_error *err);
void de_egtb_free(de_egtb *t);
int de_egtb_max_pieces(const de_egtb *t);

/* The value of the position `cells` (draughts_cells_of) with `side` to move, at the start of
 * a turn: *code > 0 a win in *code plies, < 0 a loss in -*code - 1 plies, 0 a draw. False
 * when no table holds it (too many pieces, not built, or a side without pieces). */
bool de_egtb_probe(de_egtb *t, const signed char *cells, int side, int *code);

/* Builds (or loads) the table of material m = {white men, white kings, black men, black
 * kings} and every table it needs. Fills *positions with the table's size when not NULL. */
bool de_egtb_build(de_egtb *t, const int m[4], uint64_t *positions, tb_error *err);

/* Counts of a table already loaded or built: wins, draws, losses for the side to move (legal
 * positions only), and the longest win in plies. False when not loaded. */
bool de_egtb_stats(de_egtb *t, const int m[4], uint64_t counts[3], int *longest);

/* The `tabula egtb` command (family service). */
int tb_draughts_egtb(int argc, char **argv);

#endif
