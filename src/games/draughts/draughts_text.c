/* Text helpers of the draughts family's boards (draughts_text.h). */
#include "games/draughts/draughts_text.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

size_t dt_put(char *buf, size_t len, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(n < len ? buf + n : NULL, n < len ? len - n : 0, fmt, ap);
    va_end(ap);
    return n + (size_t)(w > 0 ? w : 0);
}

int dt_length(size_t n, size_t len)
{
    return (int)(n < len ? n : len ? len - 1 : 0);
}

bool dt_read_number(const char **p, long lo, long hi, long *out)
{
    const char *t = *p;
    long v = 0;
    int digits = 0;
    while (isdigit((unsigned char)*t) && digits < 6)
        v = v * 10 + (*t++ - '0'), digits++;
    if (digits == 0 || isdigit((unsigned char)*t) || v < lo || v > hi)
        return false;
    *out = v;
    *p = t;
    return true;
}

int dt_square_name(int file, int rank, char *buf, size_t len)
{
    /* boards have at most 12 ranks; the modulo tells gcc the number is short */
    return snprintf(buf, len, "%c%d", 'a' + file, (rank + 1) % 100);
}

bool dt_read_square(const char **p, int n, int *file, int *rank)
{
    const char *t = *p;
    int c = tolower((unsigned char)*t);
    if (c < 'a' || c >= 'a' + n || !isdigit((unsigned char)t[1]))
        return false;
    t++;
    int y = 0, digits = 0;
    while (isdigit((unsigned char)*t) && digits < 3)
        y = y * 10 + (*t++ - '0'), digits++;
    if (isdigit((unsigned char)*t) || y < 1 || y > n)
        return false;
    *p = t;
    *file = c - 'a';
    *rank = y - 1;
    return true;
}

/* Names the one square of a move that is not a playing square ("c3" of "c3-d4"). */
static void not_a_playing_square(const char *start, const char *end, tb_error *err)
{
    char square[8];
    snprintf(square, sizeof square, "%.*s", (int)(end - start), start);
    tb_error_set(err, "'%s': not a playing square", square);
}

int dt_read_move(const char *text, dt_square_reader read_square, const void *rules, int *from,
                 int *to, bool *capture, tb_error *err)
{
    const char *p = text;
    *from = read_square(rules, &p);
    const char *from_end = p;
    char sep = *p;
    if (*from >= 0 && (sep == '-' || sep == ':' || sep == 'x' || sep == 'X')) {
        const char *to_start = ++p;
        *to = read_square(rules, &p);
        if (*to >= 0 && *p == '\0' && *to != *from) {
            *capture = sep != '-';
            return 1;
        }
        if (*to == -2) {
            not_a_playing_square(to_start, p, err);
            return -1;
        }
        if (*to >= 0 && *p && strchr(":xX", *p) && sep != '-') {
            tb_error_set(err, "'%s' is a whole capture; one jump is written like '%.*s'", text,
                         (int)(p - text), text);
            return -1;
        }
    }
    if (*from == -2) {
        not_a_playing_square(text, from_end, err);
        return -1;
    }
    return 0;
}

size_t dt_put_history(char *buf, size_t len, size_t n, int rev, const uint64_t *hist, int cap)
{
    if (!rev)
        return n;
    n = dt_put(buf, len, n, " rev=%d hist=", rev);
    int oldest = rev > cap ? rev - cap : 0;
    for (int k = oldest; k < rev; k++)
        n = dt_put(buf, len, n, "%s%016llx", k > oldest ? "," : "",
                   (unsigned long long)hist[k % cap]);
    return n;
}

bool dt_read_history(const char **p, long rev, uint64_t *hist, int cap, tb_error *err)
{
    const char *t = *p;
    int oldest = rev > cap ? (int)rev - cap : 0;
    for (int k = oldest; k < rev; k++) {
        if (k > oldest && *t++ != ',') {
            tb_error_set(err, "hist=: expected %ld keys", rev - oldest);
            return false;
        }
        uint64_t key = 0;
        for (int i = 0; i < 16; i++, t++) {
            int c = tolower((unsigned char)*t);
            if (!isxdigit(c)) {
                tb_error_set(err, "hist=: expected 16 hexadecimal digits per key");
                return false;
            }
            key = key << 4 | (uint64_t)(isdigit(c) ? c - '0' : c - 'a' + 10);
        }
        hist[k % cap] = key;
    }
    *p = t;
    return true;
}
