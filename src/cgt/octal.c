/* Grundy sequences of octal games (Guy & Smith 1956; Winning Ways ch. 4), one heap of 0..n
 * tokens, with the period proven by the Octal Periodicity Theorem (see tabula/cgt.h).
 *
 * The mex rule is the direct one published tables use: for n tokens, every removal k the
 * code allows, leaving nothing, one heap or two heaps a + b (each split once). It is O(n²)
 * for games that split, so the sequence is computed only until a period is proven; the rest
 * follows from the period in O(n). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "tabula/cgt.h"

bool tb_octal_parse(const char *code, tb_octal *out, tb_error *err)
{
    memset(out, 0, sizeof *out);
    const char *p = code;
    if (p[0] == '0' && p[1] == '.')
        p += 2;
    else if (p[0] == '.')
        p += 1;
    else {
        tb_error_set(err, "bad octal code '%.40s': expected 0.d1d2... (e.g. 0.77 for Kayles)",
                     code);
        return false;
    }
    int n = 0;
    for (; *p; p++, n++) {
        if (*p < '0' || *p > '7') {
            tb_error_set(err, "bad octal code '%.40s': the digits after the point are 0 to 7",
                         code);
            return false;
        }
        if (n == TB_OCTAL_MAX_DIGITS) {
            tb_error_set(err, "bad octal code '%.40s': at most %d digits", code,
                         TB_OCTAL_MAX_DIGITS);
            return false;
        }
        out->digit[n + 1] = (uint8_t)(*p - '0');
    }
    while (n > 0 && out->digit[n] == 0) /* trailing zeros allow nothing */
        n--;
    out->removals = n;
    memcpy(out->code, "0.", 2);
    for (int k = 1; k <= n; k++)
        out->code[k + 1] = (char)('0' + out->digit[k]);
    if (n == 0)
        out->code[2] = '0';
    return true;
}

void tb_octal_sequence_free(tb_octal_sequence *s)
{
    free(s->g);
    memset(s, 0, sizeof *s);
}

/* For a period p and the first n0 with g(n + p) = g(n) for every n0 <= n <= m - p, the
 * theorem needs that to hold for every n0 <= n < 2·n0 + p + t, i.e. m >= 2·n0 + 2p + t - 1. */
bool tb_octal_proven_period(const uint32_t *g, size_t m, int t, size_t *period, size_t *preperiod)
{
    for (size_t p = 1; 2 * p <= m; p++) {
        size_t n0 = 0;
        for (size_t n = m - p + 1; n-- > 0;)
            if (g[n] != g[n + p]) {
                n0 = n + 1;
                break;
            }
        if (2 * n0 + 2 * p + (size_t)t - 1 <= m) {
            *period = p;
            *preperiod = n0;
            return true;
        }
    }
    return false;
}

bool tb_octal_values(const tb_octal *game, size_t n, double max_seconds, tb_octal_sequence *out,
                     tb_error *err)
{
    memset(out, 0, sizeof *out);
    if (n > TB_OCTAL_MAX_N) {
        tb_error_set(err, "heaps up to %d tokens", TB_OCTAL_MAX_N);
        return false;
    }
    uint32_t *g = malloc((n + 1) * sizeof *g);
    size_t cap = 64; /* a power of two above every value so far: XORs stay below it */
    uint32_t *seen = calloc(cap + 1, sizeof *seen);
    if (!g || !seen) {
        free(g);
        free(seen);
        tb_error_set(err, "out of memory");
        return false;
    }
    double deadline = max_seconds > 0 ? tb_clock_seconds() + max_seconds : 0;
    int t = game->removals;
    size_t next_check = 64, m;
    uint32_t max = 0;
    bool proven = false, stopped = false;
    for (m = 0; m <= n; m++) {
        uint32_t stamp = (uint32_t)m + 1; /* seen[v] == stamp: v is an option of heap m */
        for (int k = 1; k <= t && (size_t)k <= m; k++) {
            unsigned d = game->digit[k];
            size_t rest = m - (size_t)k;
            if ((d & 1) && rest == 0)
                seen[0] = stamp;
            if ((d & 2) && rest > 0)
                seen[g[rest]] = stamp;
            if (d & 4)
                for (size_t a = 1; 2 * a <= rest; a++)
                    seen[g[a] ^ g[rest - a]] = stamp;
        }
        uint32_t v = 0;
        while (v < cap && seen[v] == stamp)
            v++;
        g[m] = v;
        if (v > max)
            max = v;
        if (max >= cap) { /* widen: the stamps are per heap, so old marks stay harmless */
            size_t wider = cap * 2;
            uint32_t *s = realloc(seen, (wider + 1) * sizeof *s);
            if (!s) {
                free(g);
                free(seen);
                tb_error_set(err, "out of memory");
                return false;
            }
            memset(s + cap + 1, 0, (wider - cap) * sizeof *s);
            seen = s;
            cap = wider;
        }
        if (m == next_check || m == n) {
            if (tb_octal_proven_period(g, m, t, &out->period, &out->preperiod)) {
                proven = true;
                break;
            }
            next_check = next_check * 2;
        }
        if ((m & 255) == 0 && deadline && tb_clock_seconds() > deadline) {
            stopped = true;
            break;
        }
    }
    free(seen);
    out->g = g;
    out->max_value = max;
    if (proven) {
        out->computed = m + 1;
        for (size_t k = m + 1; k <= n; k++)
            g[k] = g[k - out->period];
        out->n = n;
    } else {
        out->computed = stopped ? m + 1 : n + 1;
        out->n = out->computed - 1; /* the values known: all, or up to the time limit */
    }
    out->complete = out->n == n;
    return true;
}
