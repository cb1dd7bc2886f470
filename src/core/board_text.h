/* Text helpers shared by games on rectangular boards: chess-like coordinates ("a1", "E7")
 * and FEN-like boards (ranks from the top separated by '/', digits for runs of empties). */
#ifndef TABULA_CORE_BOARD_TEXT_H
#define TABULA_CORE_BOARD_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "tabula/game.h"

/* Reads a square name at the start of `s` (letter then number, any case) on a w x h board.
 * Returns the number of characters read, or 0 if there is no square on the board there. */
int tb_square_read(const char *s, int w, int h, int *col, int *row);
/* Like tb_square_read but the whole string must be the square. */
bool tb_square_parse(const char *s, int w, int h, int *col, int *row);
/* Writes "a1" (or "A1") and returns its length. */
int tb_square_name(int col, int row, bool upper_case, char *buf, size_t len);

/* cells[row * w + col], row 0 at the bottom; '\0' or '.' means empty. Writes the board as
 * FEN ranks, top rank first. Returns the length written. */
int tb_grid_to_fen(const char *cells, int w, int h, char *buf, size_t len);
/* Reads FEN ranks accepting only the letters in `pieces` (case-sensitive); empties become
 * '\0'. Returns the number of characters read, or -1 with a message. */
int tb_grid_from_fen(const char *text, int w, int h, const char *pieces, char *cells,
                     tb_error *err);

#endif
