/* Trains the orthodox chess evaluation network (src/games/chess/nnue.h) and writes its weights
 * as C (src/games/chess/nnue_weights.c):
 *
 *   [CHESS_NNUE_RESIDUAL=1] [CHESS_NNUE_THREADS=N]
 *       chess_nnue train OUT.c EPOCHS LAMBDA SEED FILE...
 *
 * FILEs are records of bench/chess_tune.c (a quiet board, the game's result, a score for
 * White), scored by another engine (`chess_tune leaves`, bench/chess_label.py, `chess_tune
 * relabel`; bench/chess_nnue.sh runs the whole chain). The target of a position, seen from
 * the side to move, is LAMBDA * result + (1 - LAMBDA) * sigmoid(score / 400); the network's
 * output o (in units of 400 centipawns) is fitted by the mean squared error of sigmoid(o),
 * or, with CHESS_NNUE_RESIDUAL=1, of sigmoid(o + the hand-written evaluation / 400), so that
 * the network learns what eval.c misses. Each number of men on the board has its output
 * layer (nnue.h, chess_nnue_bucket), all starting from the same weights. Adam on batches of
 * 1,024 positions, the learning rate cut by ten for the last quarter of the epochs. One game
 * in ten is held out; the weights of the epoch with the least held-out error are written,
 * rounded to the integers nnue.c adds (the first layer times CHESS_NNUE_QA, the output layer
 * times CHESS_NNUE_QB).
 * The hand-written evaluation's error on the held-out positions is printed for comparison.
 * CHESS_NNUE_THREADS (1 to 8, default 1) splits each batch over that many threads. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess_selfplay.h"
#include "games/chess/engine.h"
#include "games/chess/nnue.h"
#include "tabula/rng.h"

enum {
    H = CHESS_NNUE_HIDDEN,
    IN = CHESS_NNUE_INPUTS,
    BUCKETS = CHESS_NNUE_BUCKETS,
    MAX_MEN = 32,
    BATCH = 1024,
    MAX_THREADS = 8
};

typedef chess_record record;

typedef struct sample {
    uint16_t feat[2][MAX_MEN]; /* [0]: the side to move's view, [1]: the other's */
    uint8_t count;
    uint8_t bucket; /* the output layer (chess_nnue_bucket) */
    float target;
    int16_t classic; /* the hand-written evaluation (eval.c) for the side to move */
} sample;

typedef struct params {
    float w1[IN][H], b1[H], w2[BUCKETS][2 * H], b2[BUCKETS];
} params;

enum { NPARAMS = sizeof(params) / sizeof(float) };

static float sigmoid(float x)
{
    return 1.0f / (1.0f + expf(-x));
}

static bool to_sample(const record *r, float lambda, sample *s)
{
    const cb_board *b = &r->b;
    int n = 0, view[2] = {chess_nnue_view(b, b->side), chess_nnue_view(b, b->side ^ 1)};
    for (int c = 0; c < 2; c++)
        for (int t = CB_PAWN; t <= CB_KING; t++)
            for (uint64_t m = b->colour[c] & b->piece[t]; m; m &= m - 1) {
                if (n == MAX_MEN)
                    return false;
                int sq = __builtin_ctzll(m);
                s->feat[0][n] = (uint16_t)chess_nnue_feature(b->side, c, t, sq, view[0]);
                s->feat[1][n] = (uint16_t)chess_nnue_feature(b->side ^ 1, c, t, sq, view[1]);
                n++;
            }
    s->count = (uint8_t)n;
    s->bucket = (uint8_t)chess_nnue_bucket(b);
    float score = b->side == CB_WHITE ? r->score : -r->score;
    float result = r->result / 2.0f;
    if (b->side == CB_BLACK)
        result = 1 - result;
    s->target = lambda * result + (1 - lambda) * sigmoid(score / CHESS_NNUE_SCALE);
    int classic = chess_eval_orthodox(b);
    s->classic = (int16_t)((b->side == CB_WHITE ? classic : -classic) + 10);
    return true;
}

static bool residual; /* CHESS_NNUE_RESIDUAL=1: the network adds to eval.c's evaluation */

/* The network's output for s; h gets the two halves' sums before clipping. */
static float forward(const params *p, const sample *s, float h[2][H])
{
    float o = p->b2[s->bucket] + (residual ? (float)s->classic / CHESS_NNUE_SCALE : 0);
    for (int side = 0; side < 2; side++) {
        float *v = h[side];
        memcpy(v, p->b1, sizeof p->b1);
        for (int k = 0; k < s->count; k++) {
            const float *row = p->w1[s->feat[side][k]];
            for (int j = 0; j < H; j++)
                v[j] += row[j];
        }
        const float *w = p->w2[s->bucket] + side * H;
        for (int j = 0; j < H; j++) {
            float a = v[j] < 0 ? 0 : v[j] > 1 ? 1 : v[j];
            o += a * w[j];
        }
    }
    return o;
}

/* Adds the gradient of s's squared error to g; returns the error. */
static float backward(const params *p, const sample *s, params *g)
{
    float h[2][H];
    float o = forward(p, s, h);
    float y = sigmoid(o), err = y - s->target;
    float d = 2 * err * y * (1 - y);
    g->b2[s->bucket] += d;
    for (int side = 0; side < 2; side++) {
        const float *v = h[side], *w = p->w2[s->bucket] + side * H;
        float *gw = g->w2[s->bucket] + side * H, dh[H];
        for (int j = 0; j < H; j++) {
            bool live = v[j] > 0 && v[j] < 1;
            gw[j] += d * (v[j] < 0 ? 0 : v[j] > 1 ? 1 : v[j]);
            dh[j] = live ? d * w[j] : 0;
            g->b1[j] += dh[j];
        }
        for (int k = 0; k < s->count; k++) {
            float *row = g->w1[s->feat[side][k]];
            for (int j = 0; j < H; j++)
                row[j] += dh[j];
        }
    }
    return err * err;
}

/* One thread's share of a batch: the gradient of samples [first, last) into g. */
typedef struct batch_part {
    const params *p;
    const sample *s;
    long first, last;
    params *g;
    double error;
} batch_part;

static void *batch_part_run(void *arg)
{
    batch_part *part = arg;
    memset(part->g, 0, sizeof *part->g);
    part->error = 0;
    for (long i = part->first; i < part->last; i++)
        part->error += backward(part->p, &part->s[i], part->g);
    return NULL;
}

/* The gradient of the batch s[first, first + BATCH) into parts[0].g, split over nthreads
 * (each its own gradient, summed in a fixed order, so a run is repeatable); returns the
 * batch's summed error. */
static double batch_gradient(const params *p, const sample *s, long first, batch_part *parts,
                             int nthreads)
{
    pthread_t id[MAX_THREADS];
    for (int t = 0; t < nthreads; t++) {
        parts[t].p = p, parts[t].s = s;
        parts[t].first = first + BATCH * t / nthreads;
        parts[t].last = first + BATCH * (t + 1) / nthreads;
        if (t > 0 && pthread_create(&id[t], NULL, batch_part_run, &parts[t]) != 0) {
            fprintf(stderr, "cannot start a thread\n");
            exit(1);
        }
    }
    batch_part_run(&parts[0]);
    double error = parts[0].error;
    float *sum = (float *)parts[0].g;
    for (int t = 1; t < nthreads; t++) {
        pthread_join(id[t], NULL);
        const float *add = (const float *)parts[t].g;
        for (long i = 0; i < NPARAMS; i++)
            sum[i] += add[i];
        error += parts[t].error;
    }
    return error;
}

static float held_out_error(const params *p, const sample *s, long n)
{
    double sum = 0;
    float h[2][H];
    for (long i = 0; i < n; i++) {
        float e = sigmoid(forward(p, &s[i], h)) - s[i].target;
        sum += e * e;
    }
    return n ? (float)(sum / n) : 0;
}

static long read_samples(int nfiles, char **files, float lambda, sample **train, long *ntrain,
                         sample **test, long *ntest)
{
    long cap = 1 << 20, nt = 0, nh = 0, hcap = 1 << 17;
    sample *t = malloc(cap * sizeof *t), *h = malloc(hcap * sizeof *h);
    for (int f = 0; f < nfiles; f++) {
        FILE *in = fopen(files[f], "rb");
        if (!in) {
            fprintf(stderr, "cannot read %s\n", files[f]);
            exit(1);
        }
        record r;
        while (fread(&r, sizeof r, 1, in) == 1) {
            sample s;
            if (!to_sample(&r, lambda, &s))
                continue;
            bool hold = (r.game * 2654435761u + (uint32_t)f * 40503u) % 10 == 0;
            if (hold) {
                if (nh == hcap)
                    h = realloc(h, (hcap *= 2) * sizeof *h);
                h[nh++] = s;
            } else {
                if (nt == cap)
                    t = realloc(t, (cap *= 2) * sizeof *t);
                t[nt++] = s;
            }
        }
        fclose(in);
    }
    *train = t, *ntrain = nt, *test = h, *ntest = nh;
    return nt + nh;
}

static int16_t quantise(float x, float scale)
{
    float v = roundf(x * scale);
    return (int16_t)(v > 32767 ? 32767 : v < -32767 ? -32767 : v);
}

/* values[0..n) times scale, rounded, as a C initialiser of lines of 16 */
static void write_values(FILE *out, const float *values, int n, float scale)
{
    fprintf(out, "{");
    for (int j = 0; j < n; j++)
        fprintf(out, "%s%s%d", j ? "," : "", j % 16 == 0 ? "\n" : "", quantise(values[j], scale));
    fprintf(out, "\n}");
}

static void write_weights(const params *p, const char *path, int epochs, float lambda,
                          long ntrain, float error)
{
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(1);
    }
    fprintf(out,
            "/* The weights of the orthodox chess evaluation network (nnue.h), written by\n"
            " * bench/chess_nnue.c (train, %d epochs, lambda %.2f, %ld positions; held-out\n"
            " * error %.6f). Generated: train again rather than edit. */\n"
            "#include \"games/chess/nnue.h\"\n\n"
            "/* clang-format off */\n",
            epochs, lambda, ntrain, error);
    fprintf(out, "const int16_t chess_nnue_w1[CHESS_NNUE_INPUTS][CHESS_NNUE_HIDDEN] = {\n");
    for (int i = 0; i < IN; i++) {
        write_values(out, p->w1[i], H, CHESS_NNUE_QA);
        fprintf(out, ",\n");
    }
    fprintf(out, "};\n\nconst int16_t chess_nnue_b1[CHESS_NNUE_HIDDEN] = ");
    write_values(out, p->b1, H, CHESS_NNUE_QA);
    fprintf(out, ";\n\nconst int16_t "
                 "chess_nnue_w2[CHESS_NNUE_BUCKETS][2 * CHESS_NNUE_HIDDEN] = {\n");
    for (int k = 0; k < BUCKETS; k++) {
        write_values(out, p->w2[k], 2 * H, CHESS_NNUE_QB);
        fprintf(out, ",\n");
    }
    fprintf(out, "};\n\nconst int32_t chess_nnue_b2[CHESS_NNUE_BUCKETS] = {");
    for (int k = 0; k < BUCKETS; k++)
        fprintf(out, "%s%ld", k ? ", " : "", lroundf(p->b2[k] * CHESS_NNUE_QA * CHESS_NNUE_QB));
    fprintf(out, "};\n");
    fprintf(out, "\nconst bool chess_nnue_residual = %s;\n", residual ? "true" : "false");
    fclose(out);
}

static int train(const char *out, int epochs, float lambda, uint64_t seed, int nthreads,
                 int nfiles, char **files)
{
    sample *s, *test;
    long n, ntest;
    read_samples(nfiles, files, lambda, &s, &n, &test, &ntest);
    double classic = 0;
    for (long i = 0; i < ntest; i++) {
        float e = sigmoid((float)test[i].classic / CHESS_NNUE_SCALE) - test[i].target;
        classic += e * e;
    }
    fprintf(stderr, "%ld positions to train on, %ld held out (the hand-written evaluation's "
            "error on them: %.6f)\n", n, ntest, ntest ? classic / ntest : 0);
    if (n < BATCH) {
        fprintf(stderr, "too few positions\n");
        return 1;
    }
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    params *p = calloc(1, sizeof *p), *best = calloc(1, sizeof *best);
    batch_part parts[MAX_THREADS];
    for (int t = 0; t < nthreads; t++)
        parts[t].g = malloc(sizeof(params));
    params *g = parts[0].g;
    float *m = calloc(NPARAMS, sizeof(float)), *v = calloc(NPARAMS, sizeof(float));
    float *pw = (float *)p, *gw = (float *)g;
    for (int i = 0; i < IN; i++)
        for (int j = 0; j < H; j++)
            p->w1[i][j] = (float)(tb_rng_double(&rng) - 0.5) * 0.2f;
    for (int j = 0; j < H; j++)
        p->b1[j] = 0.5f;
    for (int j = 0; j < 2 * H; j++) /* every output layer starts the same */
        p->w2[0][j] = (float)(tb_rng_double(&rng) - 0.5) * 0.1f;
    for (int k = 1; k < BUCKETS; k++)
        memcpy(p->w2[k], p->w2[0], sizeof p->w2[0]);
    float best_error = held_out_error(p, test, ntest);
    *best = *p;
    const float beta1 = 0.9f, beta2 = 0.999f;
    long step = 0;
    for (int epoch = 1; epoch <= epochs; epoch++) {
        for (long i = n - 1; i > 0; i--) { /* shuffle */
            long k = (long)(tb_rng_next(&rng) % (uint64_t)(i + 1));
            sample t = s[i];
            s[i] = s[k], s[k] = t;
        }
        float lr = epoch > epochs * 3 / 4 ? 1e-4f : 1e-3f;
        double sum = 0;
        for (long first = 0; first + BATCH <= n; first += BATCH) {
            sum += batch_gradient(p, s, first, parts, nthreads);
            step++;
            float c1 = 1 - powf(beta1, (float)step), c2 = 1 - powf(beta2, (float)step);
            for (long i = 0; i < NPARAMS; i++) {
                float grad = gw[i] / BATCH;
                m[i] = beta1 * m[i] + (1 - beta1) * grad;
                v[i] = beta2 * v[i] + (1 - beta2) * grad * grad;
                pw[i] -= lr * (m[i] / c1) / (sqrtf(v[i] / c2) + 1e-8f);
            }
            for (int i = 0; i < IN; i++) /* the integers nnue.c adds must not overflow */
                for (int j = 0; j < H; j++)
                    p->w1[i][j] = fmaxf(-2.0f, fminf(2.0f, p->w1[i][j]));
        }
        float e = held_out_error(p, test, ntest);
        fprintf(stderr, "epoch %d: training error %.6f, held out %.6f\n", epoch,
                sum / (double)(n / BATCH * BATCH), e);
        if (e < best_error) {
            best_error = e;
            *best = *p;
        }
    }
    write_weights(best, out, epochs, lambda, n, best_error);
    fprintf(stderr, "wrote %s (held-out error %.6f)\n", out, best_error);
    return 0;
}

int main(int argc, char **argv)
{
    residual = getenv("CHESS_NNUE_RESIDUAL") && atoi(getenv("CHESS_NNUE_RESIDUAL"));
    const char *threads = getenv("CHESS_NNUE_THREADS");
    int nthreads = threads ? atoi(threads) : 1;
    if (nthreads < 1 || nthreads > MAX_THREADS) {
        fprintf(stderr, "CHESS_NNUE_THREADS must be 1 to %d\n", MAX_THREADS);
        return 2;
    }
    if (argc >= 7 && !strcmp(argv[1], "train"))
        return train(argv[2], atoi(argv[3]), (float)atof(argv[4]),
                     strtoull(argv[5], NULL, 10), nthreads, argc - 6, argv + 6);
    fprintf(stderr, "usage: chess_nnue train OUT.c EPOCHS LAMBDA SEED FILE...\n");
    return 2;
}
