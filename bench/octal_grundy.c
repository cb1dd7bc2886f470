/* Grundy sequences of octal games (Kayles-like games, WW ch. 4) to large n, two ways:
 *   - tb_octal_values (src/cgt/octal.c): the direct mex rule published tables use (O(n²)),
 *     until the Octal Periodicity Theorem proves a period, the rest from the period;
 *   - tabula's generic engine: tb_comb_analyse on "kayles: n" without the closed formula,
 *     which memoises runs through the component framework (Kayles only).
 * It checks the Kayles sequence against the published values (combinatorial.md §4.18: the
 * first 40 values, period 12 from n = 71, last exception n = 70) and prints each game's
 * period.
 *   octal_grundy [N] [GENERIC_N]   defaults 1000000 and 240 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "games/combinatorial/comb.h"
#include "tabula/cgt.h"
#include "tabula/registry.h"

static int kayles_checks(const uint32_t *g, size_t n)
{
    static const unsigned first[40] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2,
                                       1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3};
    static const unsigned block[12] = {7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2};
    int bad = 0;
    for (size_t i = 0; i < 40 && i <= n; i++)
        bad += g[i] != first[i];
    for (size_t i = 71; i <= n; i++)
        bad += g[i] != block[(i - 71) % 12];
    if (n >= 82)
        bad += g[70] == g[82]; /* 70 is the last exception */
    return bad;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1000000, generic_n = argc > 2 ? atol(argv[2]) : 240;
    if (n < 100 || n > TB_OCTAL_MAX_N || generic_n < 1 || generic_n > 240) {
        fprintf(stderr, "usage: octal_grundy [N >= 100] [GENERIC_N <= 240]\n");
        return 2;
    }
    static const char *const games[][2] = {{"0.77", "Kayles"},
                                           {"0.07", "Dawson's Kayles"},
                                           {"0.137", "Dawson's chess"},
                                           {"0.6", "0.6"}};
    int status = 0;
    printf("| game | code | n | time | values by the mex rule | period | last exception | max "
           "value |\n");
    printf("|---|---|---|---|---|---|---|---|\n");
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        tb_octal game;
        tb_octal_sequence s;
        tb_error err = {{0}};
        double t0 = tb_clock_seconds();
        if (!tb_octal_parse(games[i][0], &game, &err) ||
            !tb_octal_values(&game, (size_t)n, 600, &s, &err)) {
            fprintf(stderr, "%s: %s\n", games[i][0], err.msg);
            return 1;
        }
        double t = tb_clock_seconds() - t0;
        char period[32] = "none proven", last[32] = "—";
        if (s.period) {
            snprintf(period, sizeof period, "%zu", s.period);
            snprintf(last, sizeof last, "%zu", s.preperiod ? s.preperiod - 1 : 0);
        }
        printf("| %s | %s | %zu%s | %.3f s | %zu | %s | %s | %u |\n", games[i][1], games[i][0],
               s.n, s.complete ? "" : " (time limit)", t, s.computed, period, last, s.max_value);
        if (i == 0 && kayles_checks(s.g, s.n)) {
            printf("Kayles: values differ from the published sequence\n");
            status = 1;
        }
        tb_octal_sequence_free(&s);
    }
    /* The generic engine: one analysis of a run of generic_n pins memoises every shorter
     * run; its values must agree with the octal engine. */
    tb_error err = {{0}};
    tb_game *game = tb_game_new(tb_registry_find("kayles"), NULL, &err);
    tb_comb_state *st = malloc(sizeof *st);
    tb_octal kayles;
    tb_octal_sequence ks;
    tb_octal_parse("0.77", &kayles, &err);
    tb_octal_values(&kayles, (size_t)generic_n, 0, &ks, &err);
    char text[64];
    snprintf(text, sizeof text, "kayles: %ld", generic_n);
    tb_comb_limits brute = {.no_fast_paths = true};
    tb_comb_report r;
    double t0 = tb_clock_seconds();
    bool ok = game && st && tb_comb_parse(text, false, st, &err) &&
              tb_comb_analyse(game, st, false, &brute, &r, &err);
    double t = tb_clock_seconds() - t0;
    if (!ok) {
        printf("generic engine: %s\n", err.msg);
        status = 1;
    } else {
        printf("\ngeneric engine (tb_comb_analyse, no closed formula), kayles: %ld: %.3f s, "
               "%zu positions memoised, g = %llu (octal engine: %u)%s\n",
               generic_n, t, r.positions, (unsigned long long)r.grundy, ks.g[generic_n],
               r.grundy == ks.g[generic_n] ? "" : "  MISMATCH");
        status |= r.grundy != ks.g[generic_n];
        tb_comb_report_free(&r);
    }
    tb_octal_sequence_free(&ks);
    free(st);
    tb_game_free(game);
    return status;
}
