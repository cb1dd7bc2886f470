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
typedef struct comb_text_writer {
    char *buf;
    size_t len;
    size_t pos;
} comb_text_writer;

void comb_text_init(comb_text_writer *w, char *buf, size_t len);
void comb_text_printf(comb_text_writer *w, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int comb_text_done(const comb_text_writer *w); /* the length, as to_text hooks return it */

/* A cursor over a text being parsed. */
typedef struct comb_text_reader {
    const char *s;
} comb_text_reader;

void comb_text_skip_spaces(comb_text_reader *r);
bool comb_text_at_end(comb_text_reader *r);         /* only spaces remain */
bool comb_text_accept(comb_text_reader *r, char c); /* skips spaces, then consumes c if present */
/* Skips spaces and reads a decimal integer in [lo, hi]; false if there is none or it is out
 * of range, the cursor then at the number's first digit (so messages quote all of it). */
bool comb_text_int(comb_text_reader *r, long lo, long hi, long *out);

/* Reads "(r,c)" with spaces allowed inside; coordinates in [0, max]. */
bool comb_text_square(comb_text_reader *r, long max, int *row, int *col);

#endif
