#include "core/board_text.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

int tb_square_read(const char *s, int w, int h, int *col, int *row)
{
    if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
        return 0;
    int c = tolower((unsigned char)s[0]) - 'a';
    int r = 0, i = 1;
    while (isdigit((unsigned char)s[i]) && r < 1000)
        r = r * 10 + (s[i++] - '0');
    if (s[1] == '0' || c < 0 || c >= w || r < 1 || r > h)
        return 0;
    *col = c;
    *row = r - 1;
    return i;
}

bool tb_square_parse(const char *s, int w, int h, int *col, int *row)
{
    int n = tb_square_read(s, w, h, col, row);
    return n > 0 && s[n] == '\0';
}

int tb_square_name(int col, int row, bool upper_case, char *buf, size_t len)
{
    return snprintf(buf, len, "%c%d", (upper_case ? 'A' : 'a') + col, row + 1);
}

int tb_grid_to_fen(const char *cells, int w, int h, char *buf, size_t len)
{
    size_t n = 0;
#define PUT(ch)                                                                                \
    do {                                                                                       \
        if (n + 1 < len)                                                                       \
            buf[n] = (ch);                                                                     \
        n++;                                                                                   \
    } while (0)
    for (int r = h - 1; r >= 0; r--) {
        int run = 0;
        for (int c = 0; c <= w; c++) {
            char ch = c < w ? cells[r * w + c] : '\0';
            bool empty = c < w && (ch == '\0' || ch == '.');
            if (empty) {
                run++;
                continue;
            }
            if (run) {
                char num[8];
                int k = snprintf(num, sizeof num, "%d", run);
                for (int i = 0; i < k; i++)
                    PUT(num[i]);
                run = 0;
            }
            if (c < w)
                PUT(ch);
        }
        if (r > 0)
            PUT('/');
    }
#undef PUT
    if (len)
        buf[n < len ? n : len - 1] = '\0';
    return (int)n;
}

int tb_grid_from_fen(const char *text, int w, int h, const char *pieces, char *cells,
                     tb_error *err)
{
    memset(cells, 0, (size_t)w * (size_t)h);
    const char *p = text;
    for (int r = h - 1; r >= 0; r--) {
        int c = 0;
        while (*p && *p != '/' && *p != ' ') {
            if (isdigit((unsigned char)*p)) {
                int run = 0;
                while (isdigit((unsigned char)*p) && run <= w)
                    run = run * 10 + (*p++ - '0');
                if (run == 0 || c + run > w) {
                    tb_error_set(err, "bad position: rank %d has more than %d squares", r + 1, w);
                    return -1;
                }
                c += run;
            } else if (strchr(pieces, *p)) {
                if (c >= w) {
                    tb_error_set(err, "bad position: rank %d has more than %d squares", r + 1, w);
                    return -1;
                }
                cells[r * w + c++] = *p++;
            } else {
                tb_error_set(err, "bad position: unexpected '%c' (pieces are %s)", *p, pieces);
                return -1;
            }
        }
        if (c != w) {
            tb_error_set(err, "bad position: rank %d has %d squares, expected %d", r + 1, c, w);
            return -1;
        }
        if (r > 0) {
            if (*p != '/') {
                tb_error_set(err, "bad position: expected %d ranks separated by '/'", h);
                return -1;
            }
            p++;
        }
    }
    return (int)(p - text);
}
