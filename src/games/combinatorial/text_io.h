/* Small text helpers shared by the combinatorial games of combinatorial.md §4.5–4.7, 4.9,
 * 4.17, 4.19–4.24: an appending writer with snprintf semantics and a cursor reader. */
#ifndef TABULA_GAMES_COMBINATORIAL_TEXT_IO_H
#define TABULA_GAMES_COMBINATORIAL_TEXT_IO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"

/* Appends to buf[0..len) like repeated snprintf: never overflows, always terminated when
 * len > 0, and `pos` counts the full length that would have been written. */
typedef struct cw_writer {
    char *buf;
    size_t len;
    size_t pos;
} cw_writer;

void cw_init(cw_writer *w, char *buf, size_t len);
void cw_printf(cw_writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int cw_done(const cw_writer *w); /* the length, as to_text hooks return it */

/* A cursor over a text being parsed. */
typedef struct cw_reader {
    const char *s;
} cw_reader;

void cw_skip_spaces(cw_reader *r);
bool cw_at_end(cw_reader *r);         /* only spaces remain */
bool cw_accept(cw_reader *r, char c); /* skips spaces, then consumes c if present */
/* Skips spaces and reads a decimal integer in [lo, hi]; false if there is none or it is out
 * of range, the cursor then at the number's first digit (so messages quote all of it). */
bool cw_int(cw_reader *r, long lo, long hi, long *out);

/* Reads "(r,c)" with spaces allowed inside; coordinates in [0, max]. */
bool cw_square(cw_reader *r, long max, int *row, int *col);

#endif
