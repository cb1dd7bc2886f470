#include "core/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void tb_strbuf_init(tb_strbuf *b, size_t cap)
{
    b->s = malloc(cap);
    if (!b->s)
        abort();
    b->s[0] = '\0';
    b->len = 0;
    b->cap = cap;
}

void tb_strbuf_put(tb_strbuf *b, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
        if (n >= 0 && (size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap * 2 + (size_t)(n > 0 ? n : 64);
        char *s = realloc(b->s, cap);
        if (!s)
            abort();
        b->s = s;
        b->cap = cap;
    }
}
