/* Text helpers of the draughts family's boards (draughts.c, columns.c, points.c): writing a
 * position into a fixed buffer, numbers and algebraic squares ("c3"), one move or jump
 * ("c3-d4", "c3:e5"), and the repetition history that position texts carry
 * (" rev=N hist=KEY,KEY"). */
#ifndef TABULA_GAMES_DRAUGHTS_TEXT_H
#define TABULA_GAMES_DRAUGHTS_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"

/* Appends to buf[0..len) at offset n as snprintf would, and returns n plus the length the
 * text wanted: a text that did not fit is cut, and the total says by how much. */
size_t dt_put(char *buf, size_t len, size_t n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* What a *_to_text hook returns after dt_put: the length kept in the buffer. */
int dt_length(size_t n, size_t len);

/* Reads a whole number from lo to hi (at most six digits) at *p and advances *p. */
bool dt_read_number(const char **p, long lo, long hi, long *out);

/* "c3": the file as a letter, the rank from 1 (both 0-based here). */
int dt_square_name(int file, int rank, char *buf, size_t len);
/* Reads an algebraic square of an n x n board at *p: its 0-based file and rank, and *p
 * advanced past it. False (and *p unchanged) when there is none. */
bool dt_read_square(const char **p, int n, int *file, int *rank);

/* A board's reader of one square at *p: its index, -1 if none, -2 if the text names a square
 * of the board that is not a playing square. */
typedef int (*dt_square_reader)(const void *rules, const char **p);
/* Reads one move "c3-d4" or one jump "c3:e5" ("x" for ':' too) with the board's own square
 * reader: 1 with the squares, -1 with a message (a square that is not a playing square, a
 * whole capture where one jump is read), 0 when the text is no move (the caller says what
 * it expected). */
int dt_read_move(const char *text, dt_square_reader read_square, const void *rules, int *from,
                 int *to, bool *capture, tb_error *err);

/* The repetition history: the last `cap` keys of the `rev` positions since the last move
 * that cannot be undone, the k-th in hist[k % cap]. Appends " rev=N hist=KEY,.." (nothing
 * when rev is 0). */
size_t dt_put_history(char *buf, size_t len, size_t n, int rev, const uint64_t *hist, int cap);
/* Reads the keys of "hist=" (after the '=') for a history of `rev` positions. */
bool dt_read_history(const char **p, long rev, uint64_t *hist, int cap, tb_error *err);

#endif
