/* Wythoff's game: P-positions and Grundy values (see wythoff.h). */
#include "games/impartial/wythoff.h"

#include <stdlib.h>

bool comb_wythoff_is_p(long r, long c)
{
    if (r > c) {
        long t = r;
        r = c;
        c = t;
    }
    /* The P-positions are (⌊kφ⌋, ⌊kφ⌋ + k), k >= 0. With k = c - r, ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋
     * = ⌊(k + ⌊√(5k²)⌋) / 2⌋ (√(5k²) is irrational for k > 0), so an integer square root
     * makes the test exact. */
    long k2 = c - r;
    unsigned long long s = (unsigned long long)5 * (unsigned long long)k2 * (unsigned long long)k2;
    unsigned long long root = 0;
    for (int bit = 31; bit >= 0; bit--) {
        unsigned long long t = root | (1ULL << bit);
        if (t * t <= s)
            root = t;
    }
    return r == (long)((k2 + (long)root) / 2);
}

bool comb_wythoff_grundy_table(int rows, int cols, uint32_t *out)
{
    /* Sets of values already seen in each row, column and diagonal, as bitsets wide enough
     * for any value: a square has fewer than rows + 2 * cols followers. */
    size_t words = ((size_t)rows + 2 * (size_t)cols) / 64 + 1;
    size_t ndiag = (size_t)rows + (size_t)cols;
    uint64_t *row_seen = calloc((size_t)rows * words, sizeof *row_seen);
    uint64_t *col_seen = calloc((size_t)cols * words, sizeof *col_seen);
    uint64_t *diag_seen = calloc(ndiag * words, sizeof *diag_seen);
    bool ok = row_seen && col_seen && diag_seen;
    for (int r = 0; ok && r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            uint64_t *rs = row_seen + (size_t)r * words, *cs = col_seen + (size_t)c * words;
            uint64_t *ds = diag_seen + (size_t)(r - c + cols) * words;
            uint32_t g = 0;
            for (size_t w = 0; w < words; w++) {
                uint64_t used = rs[w] | cs[w] | ds[w];
                if (~used) {
                    g = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(~used));
                    break;
                }
            }
            out[(size_t)r * (size_t)cols + (size_t)c] = g;
            rs[g / 64] |= 1ULL << (g % 64);
            cs[g / 64] |= 1ULL << (g % 64);
            ds[g / 64] |= 1ULL << (g % 64);
        }
    }
    free(row_seen);
    free(col_seen);
    free(diag_seen);
    return ok;
}
