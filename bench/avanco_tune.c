/* Texel-style tuning of Avanço's evaluation (avanco_search.c), for bench/avanco_tune.sh:
 *   avanco_tune GAMES NODES PASSES SEED
 * Plays GAMES games of the engine against itself (NODES nodes a move, the first 2-9 plies
 * at random so the games differ), keeps the quiet positions (no capture for the mover, no
 * piece before its goal), labels each with the game's result for the side to move, and
 * moves each weight by steps while the mean squared error of sigmoid(K * eval) against the
 * results falls (K fitted first). Prints the weights as ae_weights_default's initializer. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/cnjm/avanco.h"
#include "tabula/game.h"
#include "tabula/registry.h"
#include "tabula/rng.h"

typedef struct sample {
    avanco_state s;
    double result; /* for the side to move: 1 win, 0 loss */
} sample;

static bool quiet(const avanco_state *s)
{
    tb_action m[256];
    int n = ae_generate(s, m), us = (int)s->to_move;
    for (int i = 0; i < n; i++)
        if (s->pieces[!us] & (1ULL << (m[i] % 64)))
            return false;
    uint64_t pregoal[2] = {0x7FULL << 35, 0x7FULL << 7};
    return n > 0 && !(s->pieces[0] & pregoal[0]) && !(s->pieces[1] & pregoal[1]);
}

static double error_of(ae_engine *e, const sample *v, size_t n, double k)
{
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        double p = 1 / (1 + exp(-k * ae_evaluate(e, &v[i].s) / 400.0));
        sum += (v[i].result - p) * (v[i].result - p);
    }
    return sum / (double)n;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: avanco_tune GAMES NODES PASSES SEED\n");
        return 2;
    }
    int games = atoi(argv[1]), passes = atoi(argv[3]);
    uint64_t nodes = strtoull(argv[2], NULL, 10);
    tb_rng rng;
    tb_rng_seed(&rng, strtoull(argv[4], NULL, 10));
    tb_error err = {{0}};
    tb_game *g = tb_game_new(tb_registry_find("avanco"), NULL, &err);
    ae_engine *e = ae_engine_new(16);
    if (!g || !e) {
        fprintf(stderr, "cannot start: %s\n", err.msg);
        return 1;
    }
    size_t cap = 1 << 16, n = 0;
    sample *v = malloc(cap * sizeof *v);
    for (int game = 0; game < games; game++) {
        avanco_state s, line[400];
        g->cls->initial(g, &s);
        int plies = 0, random_plies = 2 + (int)tb_rng_below(&rng, 8);
        tb_outcome o;
        for (;;) {
            g->cls->outcome(g, &s, &o);
            if (o.over || plies >= 400)
                break;
            line[plies++] = s;
            tb_action m[256];
            int k = g->cls->legal(g, &s, m);
            tb_action a;
            if (plies <= random_plies)
                a = m[tb_rng_below(&rng, (uint32_t)k)];
            else {
                ae_limits lim = {.nodes = nodes};
                ae_result r;
                ae_search(e, &s, &lim, &r);
                a = r.move;
            }
            g->cls->apply(g, &s, a);
        }
        if (!o.over)
            continue;
        for (int i = random_plies; i < plies; i++) {
            if (!quiet(&line[i]))
                continue;
            if (n == cap)
                v = realloc(v, (cap *= 2) * sizeof *v);
            v[n].s = line[i];
            v[n++].result = o.result[line[i].to_move] == TB_WIN ? 1.0 : 0.0;
        }
    }
    fprintf(stderr, "%d games, %zu quiet positions\n", games, n);
    double k = 1, best_k = 1, best = error_of(e, v, n, 1);
    for (k = 0.1; k <= 10.0; k += 0.1) {
        double err_k = error_of(e, v, n, k);
        if (err_k < best) {
            best = err_k;
            best_k = k;
        }
    }
    fprintf(stderr, "K %.2f, error %.5f\n", best_k, best);
    ae_weights w;
    ae_weights_default(&w);
    for (int pass = 0; pass < passes; pass++) {
        bool improved = false;
        for (int i = 0; i < AE_W_COUNT; i++) {
            int step = i >= AE_W_RACE ? 40 : 4;
            for (int dir = -1; dir <= 1; dir += 2) {
                for (;;) {
                    w.w[i] += dir * step;
                    ae_engine_set_weights(e, &w);
                    double err_w = error_of(e, v, n, best_k);
                    if (err_w < best) {
                        best = err_w;
                        improved = true;
                    } else {
                        w.w[i] -= dir * step;
                        break;
                    }
                }
            }
        }
        ae_engine_set_weights(e, &w);
        fprintf(stderr, "pass %d: error %.5f\n", pass + 1, best);
        if (!improved)
            break;
    }
    printf("{");
    for (int i = 0; i < AE_W_COUNT; i++)
        printf("%s%d", i ? ", " : "", w.w[i]);
    printf("}\n");
    free(v);
    ae_engine_free(e);
    tb_game_free(g);
    return 0;
}
