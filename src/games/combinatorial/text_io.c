/* Text helpers for the combinatorial games (see text_io.h). */
#include "games/combinatorial/text_io.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void comb_text_init(comb_text_writer *w, char *buf, size_t len)
{
    w->buf = buf;
    w->len = len;
    w->pos = 0;
    if (len > 0)
        buf[0] = '\0';
}

void comb_text_printf(comb_text_writer *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = w->pos < w->len ? w->len - w->pos : 0;
    int n = vsnprintf(room ? w->buf + w->pos : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        w->pos += (size_t)n;
}

int comb_text_done(const comb_text_writer *w)
{
    return (int)w->pos;
}

void comb_text_skip_spaces(comb_text_reader *r)
{
    while (*r->s == ' ' || *r->s == '\t')
        r->s++;
}

bool comb_text_at_end(comb_text_reader *r)
{
    comb_text_skip_spaces(r);
    return *r->s == '\0';
}

bool comb_text_accept(comb_text_reader *r, char c)
{
    comb_text_skip_spaces(r);
    if (*r->s != c)
        return false;
    r->s++;
    return true;
}

bool comb_text_int(comb_text_reader *r, long lo, long hi, long *out)
{
    comb_text_skip_spaces(r);
    const char *start = r->s;
    long v = 0;
    for (; isdigit((unsigned char)*r->s); r->s++) {
        int digit = *r->s - '0';
        if (v > hi / 10 || v * 10 > hi - digit) /* over hi, checked before it could overflow */
            break;
        v = v * 10 + digit;
    }
    if (r->s == start || isdigit((unsigned char)*r->s) || v < lo) {
        r->s = start; /* a refused number is not consumed: messages quote all of it */
        return false;
    }
    *out = v;
    return true;
}

bool comb_text_square(comb_text_reader *r, long max, int *row, int *col)
{
    long a, b;
    if (!comb_text_accept(r, '(') || !comb_text_int(r, 0, max, &a) || !comb_text_accept(r, ',') ||
        !comb_text_int(r, 0, max, &b) || !comb_text_accept(r, ')'))
        return false;
    *row = (int)a;
    *col = (int)b;
    return true;
}
