/* A growable text buffer written with printf formats, for the writers that build a string of
 * unknown length (records, PGN, the text board). Out of memory aborts. */
#ifndef TABULA_CORE_STRBUF_H
#define TABULA_CORE_STRBUF_H

#include <stddef.h>

typedef struct tb_strbuf {
    char *s; /* always terminated; the caller frees it (or takes it) */
    size_t len, cap;
} tb_strbuf;

/* An empty buffer with room for `cap` bytes. */
void tb_strbuf_init(tb_strbuf *b, size_t cap);
/* Appends the formatted text, growing the buffer as needed. */
void tb_strbuf_put(tb_strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
