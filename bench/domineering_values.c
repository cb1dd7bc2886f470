/* Canonical values of Domineering rectangles through the combinatorial analysis (§2.4,
 * combinatorial.md §4.22), for bench/domineering_values.sh:
 *   domineering_values ROWSxCOLS...   one markdown table row per board:
 *   | board | value | outcome | birthday | positions | seconds | CPU seconds |
 * (wall-clock and this process's CPU time: on a shared machine the CPU time is the steadier).
 * Values longer than 80 characters are summarised by their length.
 * Each board is analysed afresh (no memo shared between boards). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/combinatorial/comb.h"
#include "tabula/registry.h"

static double now(clockid_t clock)
{
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: domineering_values RxC...\n");
        return 2;
    }
    tb_error err = {{0}};
    tb_game *g = tb_game_new(tb_registry_find("domineering"), NULL, &err);
    tb_comb_state *s = malloc(sizeof *s);
    if (!g || !s) {
        fprintf(stderr, "domineering_values: %s\n", err.msg);
        return 1;
    }
    for (int i = 1; i < argc; i++) {
        int rows, cols;
        if (sscanf(argv[i], "%dx%d", &rows, &cols) != 2 || rows < 1 || cols < 1 || rows > 16 ||
            cols > 16) {
            fprintf(stderr, "domineering_values: bad board '%s'\n", argv[i]);
            return 2;
        }
        char text[512] = "domineering: ";
        for (int r = 0; r < rows; r++) {
            if (r)
                strcat(text, "/");
            for (int c = 0; c < cols; c++)
                strcat(text, ".");
        }
        tb_comb_limits limits = {.max_positions = 200000000};
        tb_comb_report rep;
        double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
        if (!tb_comb_parse(text, false, s, &err) ||
            !tb_comb_analyse(g, s, false, &limits, &rep, &err)) {
            printf("| %dx%d | (%s) | | | | | |\n", rows, cols, err.msg);
            continue;
        }
        double secs = now(CLOCK_MONOTONIC) - t0, cpu = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
        char shown[128];
        if (strlen(rep.value) <= 80)
            snprintf(shown, sizeof shown, "`%s`", rep.value);
        else
            snprintf(shown, sizeof shown, "%zu characters", strlen(rep.value));
        printf("| %dx%d | %s | %c | %u | %zu | %.2f | %.2f |\n", rows, cols, shown, rep.outcome,
               rep.birthday, rep.positions, secs, cpu);
        fflush(stdout);
        tb_comb_report_free(&rep);
    }
    free(s);
    tb_game_free(g);
    return 0;
}
