/* Nim arithmetic: mex, nim-sum, Bouton's theorem and the winning moves of Nim in normal and
 * misère play (combinatorial.md §3.3–3.5). */
#include <stdlib.h>

#include "tabula/cgt.h"

uint64_t tb_mex(const uint64_t *values, size_t n)
{
    /* The mex is at most n, so values above n are irrelevant: mark the small ones. */
    bool small_seen[64] = {false};
    bool *seen = n < 64 ? small_seen : calloc(n + 1, sizeof *seen);
    if (!seen) {
        /* Out of memory: fall back to quadratic search, still exact. */
        for (uint64_t m = 0;; m++) {
            size_t i = 0;
            while (i < n && values[i] != m)
                i++;
            if (i == n)
                return m;
        }
    }
    for (size_t i = 0; i < n; i++)
        if (values[i] <= n)
            seen[values[i]] = true;
    uint64_t m = 0;
    while (seen[m])
        m++;
    if (seen != small_seen)
        free(seen);
    return m;
}

uint64_t tb_nim_sum(const uint64_t *values, size_t n)
{
    uint64_t s = 0;
    for (size_t i = 0; i < n; i++)
        s ^= values[i];
    return s;
}

int tb_nim_binary(uint64_t x, char *buf, size_t len)
{
    char digits[65];
    int n = 0;
    do {
        digits[n++] = (char)('0' + (x & 1));
        x >>= 1;
    } while (x);
    for (int i = 0; i < n && len > 1; i++, len--)
        *buf++ = digits[n - 1 - i];
    if (len > 0)
        *buf = '\0';
    return n;
}

/* Misère Nim (§3.5): while some heap has two or more beans, play as in normal play; when
 * every heap has at most one, the position is P iff the number of non-empty heaps is odd. */
bool tb_nim_is_p(const uint64_t *heaps, size_t n, bool misere)
{
    uint64_t s = 0;
    size_t ones = 0;
    bool big = false;
    for (size_t i = 0; i < n; i++) {
        s ^= heaps[i];
        ones += heaps[i] == 1;
        big = big || heaps[i] > 1;
    }
    if (misere && !big)
        return ones % 2 == 1;
    return s == 0;
}

size_t tb_nim_winning_moves(const uint64_t *heaps, size_t n, bool misere, tb_nim_move *out)
{
    uint64_t s = tb_nim_sum(heaps, n);
    size_t big = 0, ones = 0;
    for (size_t i = 0; i < n; i++) {
        big += heaps[i] > 1;
        ones += heaps[i] == 1;
    }
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t h = heaps[i];
        if (misere && big - (h > 1) == 0) {
            /* After a move here every heap has at most one bean: leave an odd number of
             * ones. The other heaps hold ones - (h == 1) ones; this heap becomes 0 or 1. */
            size_t others = ones - (h == 1);
            uint64_t to = others % 2 == 0 ? 1 : 0;
            if (to < h)
                out[count++] = (tb_nim_move){i, to};
        } else if ((h ^ s) < h) {
            /* Normal play, and misère while a heap of two or more remains after the move. */
            out[count++] = (tb_nim_move){i, h ^ s};
        }
    }
    return count;
}
