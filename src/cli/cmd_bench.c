/* tabula bench [GAME] [--time T]: move-generation speed (perft nodes per second), random
 * playouts per second and the exact solver's positions per second, for one game or every
 * game. For people, never for tests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/budget.h"
#include "cli/commands.h"
#include "tabula/perft.h"
#include "tabula/registry.h"
#include "tabula/rng.h"
#include "tabula/solve.h"

/* Perft at growing depths until one takes at least `seconds`; its speed. */
static void bench_perft(const tb_game *g, double seconds, int *depth, double *nodes_per_s)
{
    void *s = tb_state_new(g);
    *depth = 0;
    *nodes_per_s = 0;
    for (int d = 1; d <= 20; d++) {
        double t0 = tb_clock_seconds();
        uint64_t n = tb_perft(g, s, d);
        double t = tb_clock_seconds() - t0;
        *depth = d;
        *nodes_per_s = t > 0 ? (double)n / t : 0;
        if (t >= seconds || n == 0)
            break;
    }
    free(s);
}

/* Random games from the start for `seconds`. */
static void bench_playouts(const tb_game *g, double seconds, double *games_per_s,
                           double *actions_per_game)
{
    void *s = malloc(g->state_size);
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    tb_rng rng;
    tb_rng_seed(&rng, 1);
    uint64_t games = 0, actions = 0;
    double t0 = tb_clock_seconds(), t = 0;
    while (t < seconds) {
        g->cls->initial(g, s);
        for (int n; (n = g->cls->legal(g, s, moves)) > 0; actions++)
            g->cls->apply(g, s, moves[tb_rng_below(&rng, (uint32_t)n)]);
        games++;
        t = tb_clock_seconds() - t0;
    }
    *games_per_s = (double)games / t;
    *actions_per_game = (double)actions / (double)games;
    free(moves);
    free(s);
}

/* The exact solver from the start for at most `seconds`: positions visited per second (it may
 * finish sooner on a small game; the rate is the same). */
static double bench_solver(const tb_game *g, double seconds)
{
    void *s = tb_state_new(g);
    tb_solve_limits limits = {.max_seconds = seconds, .table_mb = 64};
    tb_solve_result r;
    tb_solve(g, s, &limits, &r);
    double rate = r.seconds > 0 ? (double)r.positions / r.seconds : 0;
    tb_solve_result_free(&r);
    free(s);
    return rate;
}

int cmd_bench(int argc, char **argv)
{
    const char *name = NULL;
    double seconds = 0.5;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--time") == 0 && i + 1 < argc) {
            tb_error err = {{0}};
            if (!tb_parse_seconds(argv[++i], &seconds, &err) || seconds <= 0)
                return cli_fail(2, "--time: %s", err.msg[0] ? err.msg : "must be positive");
        } else if (argv[i][0] == '-' || name) {
            return cli_fail(2, "usage: tabula bench [GAME] [--time T]");
        } else {
            name = argv[i];
        }
    }
    const tb_variant *only = NULL;
    if (name && !(only = cli_variant(name)))
        return 2;
    /* columns by display width: the Portuguese headings have accents */
    const char *head[] = {T("GAME", "JOGO"),
                          T("DEPTH", "PROF."),
                          T("PERFT NODES/S", "PERFT NÓS/S"),
                          T("PLAYOUTS/S", "PARTIDAS/S"),
                          T("ACTIONS", "ACÇÕES"),
                          T("SOLVER POS/S", "SOLVER POS./S")};
    printf("%s%*s %*s%s %*s%s %*s%s %*s%s %*s%s\n", head[0], 30 - cli_columns(head[0]), "",
           6 - cli_columns(head[1]), "", head[1], 14 - cli_columns(head[2]), "", head[2],
           14 - cli_columns(head[3]), "", head[3], 10 - cli_columns(head[4]), "", head[4],
           14 - cli_columns(head[5]), "", head[5]);
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        if (only && v != only)
            continue;
        tb_game *g = cli_game(v, NULL);
        if (!g)
            return 1;
        int depth;
        double nps, gps, apg;
        bench_perft(g, seconds, &depth, &nps);
        bench_playouts(g, seconds, &gps, &apg);
        double sps = bench_solver(g, seconds);
        printf("%-30s %6d %14.0f %14.0f %10.1f %14.0f\n", v->id, depth, nps, gps, apg, sps);
        fflush(stdout);
        tb_game_free(g);
    }
    return 0;
}
