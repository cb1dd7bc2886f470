/* Fits the weights of the losing-chess evaluation (chess_losing_terms and LOSING_WEIGHTS in
 * src/games/chess/eval.c) to the results of the engine's own games, for bench/losing_tune.sh:
 *
 *   losing_tune gen GAMES NODES SEED FILE        self-play: appends positions to FILE
 *   losing_tune tune ITERATIONS FILE...          fits the weights, prints LOSING_WEIGHTS
 *
 * gen: the engine (search.c) plays itself at NODES nodes a move, the first 2-7 plies at
 * random so that the games differ; a game ends when the side to move has no move (and wins),
 * at the first repetition or the fifty-move rule (a draw), or at 300 plies (a draw). The
 * positions the evaluation is asked about are the quiet ones (the side to move has no
 * capture: a compulsory capture is searched, not evaluated), so only those are stored, each
 * with its game's result.
 *
 * tune: the evaluation is linear in the weights; the probability that White wins is taken as
 * sigmoid(K * eval / 400), K fitted first, then the mean squared error against the results is
 * minimised by full-batch gradient descent (Adam) on four games in five; the fifth is held
 * out, and the weights of the iteration with the least held-out error are printed. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/chess/engine.h"
#include "chess_selfplay.h"
#include "fit.h"
#include "tabula/rng.h"

typedef struct record {
    cb_board b;
    uint32_t game;
    int16_t result; /* for White: 0 loss, 1 draw, 2 win */
} record;

static bool quiet(const cb_board *b)
{
    return (chess_attacked_squares(b, b->side) & b->colour[!b->side]) == 0 && !b->ep;
}

static int gen(int games, uint64_t nodes, uint64_t seed, const char *path)
{
    FILE *f = fopen(path, "ab");
    cs_engine *e = chess_search_new(16);
    if (!f || !e) {
        fprintf(stderr, "cannot open %s or start the engine\n", path);
        return 1;
    }
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    static record line[512];
    long stored = 0;
    int results[3] = {0, 0, 0};
    for (int game = 0; game < games; game++) {
        chess_snapshot s;
        memset(&s, 0, sizeof s);
        chess_board_start(&s.board);
        s.kind = CHESS_LOSING;
        s.fifty_plies = 100;
        uint64_t keys[SELFPLAY_MAX_KEYS];
        int nkeys = 0, plies = 0, random_plies = 2 + (int)tb_rng_below(&rng, 6);
        int result = 1, n = 0;
        chess_search_clear(e);
        for (;; plies++) {
            cb_board *b = &s.board;
            cb_move m[CB_MAX_MOVES];
            int k = chess_search_legal_moves(&s, m);
            if (k == 0) {
                result = b->side == CB_WHITE ? 2 : 0; /* no move: the side to move wins */
                break;
            }
            if (b->halfmove >= 100 || plies >= 300)
                break;
            bool repeated = selfplay_repeated(keys, &nkeys, b, chess_full_key(b));
            if (repeated)
                break;
            cb_move move;
            if (plies < random_plies) {
                move = m[tb_rng_below(&rng, (uint32_t)k)];
            } else {
                selfplay_history(&s, keys, nkeys);
                cs_limits lim = {.nodes = nodes};
                move = chess_search(e, &s, &lim, NULL, NULL, NULL);
                if (quiet(b) && n < 512) {
                    line[n].b = *b;
                    line[n].game = (uint32_t)(seed * 1000003u + (uint64_t)game);
                    n++;
                }
            }
            chess_make_move(b, move);
        }
        results[result]++;
        for (int i = 0; i < n; i++)
            line[i].result = (int16_t)result;
        fwrite(line, sizeof line[0], (size_t)n, f);
        stored += n;
        if (game % 100 == 99)
            fprintf(stderr, "%d games (White %d-%d-%d), %ld positions\n", game + 1, results[2],
                    results[1], results[0], stored);
    }
    fclose(f);
    chess_search_free(e);
    return 0;
}

typedef struct sample {
    losing_terms t;
    float target;
    bool held_out;
} sample;

static double value_of(const sample *s, const double *w)
{
    double v = 0;
    for (int j = 0; j < s->t.n; j++)
        v += w[s->t.index[j]] * s->t.count[j];
    return v;
}

static double error_of(const sample *s, long n, const double *w, double k, bool held_out)
{
    double sum = 0;
    long count = 0;
    for (long i = 0; i < n; i++) {
        if (s[i].held_out != held_out)
            continue;
        double p = 1 / (1 + exp(-k * value_of(&s[i], w) / 400));
        sum += (p - s[i].target) * (p - s[i].target);
        count++;
    }
    return count ? sum / (double)count : 0;
}

typedef struct samples {
    sample *s;
    long n, cap;
} samples;

static bool take(void *ctx, const void *data)
{
    samples *all = ctx;
    const record *r = data;
    if (!fit_room((void **)&all->s, &all->cap, all->n, sizeof *all->s))
        return false;
    sample *s = &all->s[all->n++];
    chess_losing_terms(&r->b, &s->t);
    s->target = (float)r->result / 2;
    s->held_out = r->game % 5 == 0;
    return true;
}

/* The weights as the body of LOSING_WEIGHTS in eval.c. */
static void print_weights(const double *w)
{
    static const char *const scalar[LF_SQUARES] = {
        "LF_MEN + CB_PAWN", "LF_MEN + CB_KNIGHT", "LF_MEN + CB_BISHOP", "LF_MEN + CB_ROOK",
        "LF_MEN + CB_QUEEN", "LF_MEN + CB_KING", "LF_MOBILITY", "LF_FEW_MOVES", "LF_ATTACKING",
        "LF_PAWN_RANKS", "LF_LATE_MEN", "LF_TEMPO", "LF_MOVES + CB_PAWN", "LF_MOVES + CB_KNIGHT",
        "LF_MOVES + CB_BISHOP", "LF_MOVES + CB_ROOK", "LF_MOVES + CB_QUEEN", "LF_MOVES + CB_KING",
        "LF_BISHOP_TARGETS"};
    static const char *const type[6] = {"CB_PAWN", "CB_KNIGHT", "CB_BISHOP",
                                        "CB_ROOK", "CB_QUEEN",  "CB_KING"};
    for (int j = 0; j < LF_SQUARES; j++)
        printf("    [%s] = %ld,\n", scalar[j], lround(w[j]));
    for (int t = 0; t < 6; t++) {
        printf("    [LF_SQUARES + %s * 32] =", type[t]);
        for (int j = 0; j < 32; j++)
            printf("%s%ld,", j % 8 ? " " : "\n        ", lround(w[LF_SQUARES + t * 32 + j]));
        printf("\n");
    }
    for (int t = 0; t < 6; t++) {
        printf("    [LF_HITS + %s * 6] =", type[t]);
        for (int j = 0; j < 6; j++)
            printf(" %ld,", lround(w[LF_HITS + t * 6 + j]));
        printf("\n");
    }
}

static int tune(int iterations, char **paths, int npaths)
{
    samples all = {0};
    if (!fit_read_records(paths, npaths, sizeof(record), take, &all))
        return 1;
    sample *s = all.s;
    long n = all.n;
    fprintf(stderr, "%ld positions\n", n);
    double w[LOSING_FEATURES], best_w[LOSING_FEATURES], k = 1, best_k = 1, best = 1e9;
    for (int j = 0; j < LOSING_FEATURES; j++)
        w[j] = LOSING_WEIGHTS[j];
    for (double kk = 0.1; kk <= 4; kk += 0.05) { /* K for the weights compiled in */
        double err = error_of(s, n, w, kk, false);
        if (err < best) {
            best = err;
            best_k = kk;
        }
    }
    k = best_k;
    fprintf(stderr, "K %.2f, training error %.5f, held out %.5f\n", k, best,
            error_of(s, n, w, k, true));
    double m[LOSING_FEATURES] = {0}, v2[LOSING_FEATURES] = {0}, rate = 1.0;
    best = error_of(s, n, w, k, true);
    memcpy(best_w, w, sizeof w);
    for (int it = 1; it <= iterations; it++) {
        double grad[LOSING_FEATURES] = {0};
        long count = 0;
        for (long i = 0; i < n; i++) {
            if (s[i].held_out)
                continue;
            double p = 1 / (1 + exp(-k * value_of(&s[i], w) / 400));
            double d = 2 * (p - s[i].target) * p * (1 - p) * k / 400;
            for (int j = 0; j < s[i].t.n; j++)
                grad[s[i].t.index[j]] += d * s[i].t.count[j];
            count++;
        }
        for (int j = 0; j < LOSING_FEATURES; j++)
            fit_adam(&w[j], &m[j], &v2[j], grad[j] / (double)count, rate, it);
        double held = error_of(s, n, w, k, true);
        if (held < best) {
            best = held;
            memcpy(best_w, w, sizeof w);
        }
        if (it % 50 == 0)
            fprintf(stderr, "iteration %d: training %.5f, held out %.5f\n", it,
                    error_of(s, n, w, k, false), held);
    }
    printf("/* held-out error %.5f */\n", best);
    print_weights(best_w);
    free(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 6 && strcmp(argv[1], "gen") == 0)
        return gen(atoi(argv[2]), strtoull(argv[3], NULL, 10), strtoull(argv[4], NULL, 10),
                   argv[5]);
    if (argc >= 4 && strcmp(argv[1], "tune") == 0)
        return tune(atoi(argv[2]), argv + 3, argc - 3);
    fprintf(stderr, "usage: losing_tune gen GAMES NODES SEED FILE | tune ITERATIONS FILE...\n");
    return 2;
}
