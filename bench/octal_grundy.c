/* Grundy sequences of octal games (Kayles-like games, WW ch. 4) to large n, two ways:
 *   - a direct loop over the octal rules (the way published tables are computed);
 *   - tabula's generic engine: tb_comb_analyse on "kayles: n" without the closed formula,
 *     which memoises runs through the component framework (Kayles only).
 * It checks the Kayles sequence against the published values (combinatorial.md §4.18: the
 * first 40 values, period 12 from n = 71, last exception n = 70) and prints each game's
 * period.
 *   octal_grundy [N] [GENERIC_N]      defaults 20000 and 240 (a state holds at most 124 runs) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/combinatorial/comb.h"
#include "tabula/registry.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Octal code "0.d1d2...": digit k says what removing k tokens from a heap may leave:
 * bit 1 nothing (the whole heap), bit 2 one heap, bit 4 two non-empty heaps. */
static void octal_sequence(const char *code, int n, unsigned *g)
{
    const char *digits = strchr(code, '.') + 1;
    int nd = (int)strlen(digits);
    unsigned char *seen = calloc(1024, 1);
    for (int m = 0; m <= n; m++) {
        memset(seen, 0, 1024);
        for (int k = 1; k <= nd && k <= m; k++) {
            int d = digits[k - 1] - '0', rest = m - k;
            if ((d & 1) && rest == 0)
                seen[0] = 1;
            if ((d & 2) && rest > 0)
                seen[g[rest]] = 1;
            if (d & 4)
                for (int a = 1; 2 * a <= rest - 0 && rest - a >= 1; a++)
                    seen[g[a] ^ g[rest - a]] = 1;
        }
        unsigned v = 0;
        while (seen[v])
            v++;
        if (v >= 512) { /* XORs of values below 512 stay below 1024, the size of seen[] */
            fprintf(stderr, "%s: Grundy value %u at n = %d is beyond this bench\n", code, v, m);
            exit(1);
        }
        g[m] = v;
    }
    free(seen);
}

/* The last n with g(n) != g(n + p) for the smallest period p that holds over the second
 * half of the sequence; -1 in *period when none up to n/4. */
static void find_period(const unsigned *g, int n, int *period, int *last_exception)
{
    *period = -1;
    *last_exception = -1;
    for (int p = 1; p <= n / 4; p++) {
        int last = -1;
        for (int i = n - p; i >= 0; i--)
            if (g[i] != g[i + p]) {
                last = i;
                break;
            }
        if (last < n / 2) {
            *period = p;
            *last_exception = last;
            return;
        }
    }
}

static int kayles_checks(const unsigned *g, int n)
{
    static const unsigned first[40] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2,
                                       1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3};
    static const unsigned block[12] = {7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2};
    int bad = 0;
    for (int i = 0; i < 40 && i <= n; i++)
        bad += g[i] != first[i];
    for (int i = 71; i <= n; i++)
        bad += g[i] != block[(i - 71) % 12];
    if (n >= 82)
        bad += g[70] == g[82]; /* 70 is the last exception */
    return bad;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20000, generic_n = argc > 2 ? atoi(argv[2]) : 240;
    if (n < 100 || generic_n < 1 || generic_n > 240) {
        fprintf(stderr, "usage: octal_grundy [N >= 100] [GENERIC_N <= 240]\n");
        return 2;
    }
    static const char *const games[][2] = {{"0.77", "Kayles"},
                                           {"0.07", "Dawson's Kayles"},
                                           {"0.137", "Dawson's chess"},
                                           {"0.6", "0.6"}};
    unsigned *g = malloc(sizeof *g * (size_t)(n + 1));
    int status = 0;
    printf("| game | code | n | time | period | last exception | max value |\n");
    printf("|---|---|---|---|---|---|---|\n");
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        double t0 = now();
        octal_sequence(games[i][0], n, g);
        double t = now() - t0;
        int period, last;
        find_period(g, n, &period, &last);
        unsigned max = 0;
        for (int k = 0; k <= n; k++)
            max = g[k] > max ? g[k] : max;
        printf("| %s | %s | %d | %.3f s | %d | %d | %u |\n", games[i][1], games[i][0], n, t, period,
               last, max);
        if (i == 0) {
            int bad = kayles_checks(g, n);
            if (bad) {
                printf("Kayles: %d values differ from the published sequence\n", bad);
                status = 1;
            }
        }
    }
    /* The generic engine: one analysis of a run of generic_n pins memoises every shorter
     * run; its values must agree with the direct loop. */
    tb_error err = {{0}};
    tb_game *game = tb_game_new(tb_registry_find("kayles"), NULL, &err);
    tb_comb_state *s = malloc(sizeof *s);
    octal_sequence("0.77", n, g);
    char text[64];
    snprintf(text, sizeof text, "kayles: %d", generic_n);
    tb_comb_limits brute = {.no_fast_paths = true};
    tb_comb_report r;
    double t0 = now();
    bool ok = game && tb_comb_parse(text, false, s, &err) &&
              tb_comb_analyse(game, s, false, &brute, &r, &err);
    double t = now() - t0;
    if (!ok) {
        printf("generic engine: %s\n", err.msg);
        status = 1;
    } else {
        printf("\ngeneric engine (tb_comb_analyse, no closed formula), kayles: %d: %.3f s, "
               "%zu positions memoised, g = %llu (direct loop: %u)%s\n",
               generic_n, t, r.positions, (unsigned long long)r.grundy, g[generic_n],
               r.grundy == g[generic_n] ? "" : "  MISMATCH");
        status |= r.grundy != g[generic_n];
        tb_comb_report_free(&r);
    }
    printf("Kayles sequence %s the published values (first 40; period 12 from 71; last "
           "exception 70)\n",
           kayles_checks(g, n) ? "DIFFERS FROM" : "agrees with");
    free(s);
    tb_game_free(game);
    free(g);
    return status;
}
