/* The evaluation network's arithmetic (nnue.h): integer accumulators, clipped activations. */
#include "games/chess/nnue.h"

#include "games/chess/engine.h"

#include <string.h>

enum { H = CHESS_NNUE_HIDDEN };

/* The accumulator's rows and the output's dot products are the network's whole cost: built
 * twice on x86-64, once for any such CPU and once for AVX2 (16 lanes of int16 instead of 8),
 * the loader picking the one the CPU runs. The helpers below are inlined into each copy. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define NNUE_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define NNUE_CLONES
#endif

static inline void add_row(int16_t *restrict v, const int16_t *restrict row)
{
    for (int j = 0; j < H; j++)
        v[j] = (int16_t)(v[j] + row[j]);
}

static inline void sub_row(int16_t *restrict v, const int16_t *restrict row)
{
    for (int j = 0; j < H; j++)
        v[j] = (int16_t)(v[j] - row[j]);
}

/* Perspective p's half of b's accumulator, from nothing. */
static inline void refresh_half(const cb_board *b, int p, int16_t *v)
{
    int view = chess_nnue_view(b, p);
    memcpy(v, chess_nnue_b1, sizeof chess_nnue_b1);
    for (int c = 0; c < 2; c++)
        for (int t = CB_PAWN; t <= CB_KING; t++)
            for (uint64_t m = b->colour[c] & b->piece[t]; m; m &= m - 1)
                add_row(v, chess_nnue_w1[chess_nnue_feature(p, c, t, __builtin_ctzll(m), view)]);
}

NNUE_CLONES void chess_nnue_refresh(const cb_board *b, chess_nnue_acc *acc)
{
    for (int p = 0; p < 2; p++)
        refresh_half(b, p, acc->v[p]);
}

/* dst = src - sub[0] - ... + add[0] + ..., in one pass for the usual moves (a move, a capture,
 * castling) and row by row otherwise. */
static inline void apply_rows(int16_t *dst, const int16_t *src, const int16_t **sub, int nsub,
                              const int16_t **add, int nadd)
{
    if (nsub == 1 && nadd == 1) {
        for (int j = 0; j < H; j++)
            dst[j] = (int16_t)(src[j] - sub[0][j] + add[0][j]);
    } else if (nsub == 2 && nadd == 1) {
        for (int j = 0; j < H; j++)
            dst[j] = (int16_t)(src[j] - sub[0][j] - sub[1][j] + add[0][j]);
    } else if (nsub == 2 && nadd == 2) {
        for (int j = 0; j < H; j++)
            dst[j] = (int16_t)(src[j] - sub[0][j] - sub[1][j] + add[0][j] + add[1][j]);
    } else {
        if (dst != src)
            memcpy(dst, src, H * sizeof *dst);
        for (int i = 0; i < nsub; i++)
            sub_row(dst, sub[i]);
        for (int i = 0; i < nadd; i++)
            add_row(dst, add[i]);
    }
}

NNUE_CLONES void chess_nnue_update(const cb_board *from, const chess_nnue_acc *from_acc,
                                   const cb_board *to, chess_nnue_acc *acc)
{
    /* the men that left a square and those that came to one, as (colour, type, square) */
    enum { MAX_CHANGES = 64 };
    uint8_t gone[MAX_CHANGES][3], came[MAX_CHANGES][3];
    int ngone = 0, ncame = 0;
    for (int c = 0; c < 2; c++)
        for (int t = CB_PAWN; t <= CB_KING; t++) {
            uint64_t was = from->colour[c] & from->piece[t];
            uint64_t is = to->colour[c] & to->piece[t];
            for (uint64_t m = was & ~is; m; m &= m - 1, ngone++)
                gone[ngone][0] = (uint8_t)c, gone[ngone][1] = (uint8_t)t,
                gone[ngone][2] = (uint8_t)__builtin_ctzll(m);
            for (uint64_t m = is & ~was; m; m &= m - 1, ncame++)
                came[ncame][0] = (uint8_t)c, came[ncame][1] = (uint8_t)t,
                came[ncame][2] = (uint8_t)__builtin_ctzll(m);
        }
    for (int p = 0; p < 2; p++) {
        int view = chess_nnue_view(to, p);
        if (view != chess_nnue_view(from, p)) { /* the king crossed the middle: every input moved */
            refresh_half(to, p, acc->v[p]);
            continue;
        }
        const int16_t *sub[MAX_CHANGES], *add[MAX_CHANGES];
        for (int i = 0; i < ngone; i++)
            sub[i] = chess_nnue_w1[chess_nnue_feature(p, gone[i][0], gone[i][1], gone[i][2], view)];
        for (int i = 0; i < ncame; i++)
            add[i] = chess_nnue_w1[chess_nnue_feature(p, came[i][0], came[i][1], came[i][2], view)];
        apply_rows(acc->v[p], from_acc->v[p], sub, ngone, add, ncame);
    }
}

/* The clipped activations of one half dotted with its output weights. */
static inline int32_t half(const int16_t *v, const int16_t *w)
{
    int32_t sum = 0;
    for (int j = 0; j < H; j++) {
        int a = v[j] < 0 ? 0 : v[j] > CHESS_NNUE_QA ? CHESS_NNUE_QA : v[j];
        sum += a * w[j];
    }
    return sum;
}

NNUE_CLONES int chess_nnue_output(const chess_nnue_acc *acc, int side, int bucket)
{
    const int16_t *w = chess_nnue_w2[bucket];
    int64_t sum =
        (int64_t)half(acc->v[side], w) + half(acc->v[side ^ 1], w + H) + chess_nnue_b2[bucket];
    return (int)(sum * CHESS_NNUE_SCALE / (CHESS_NNUE_QA * CHESS_NNUE_QB));
}

static bool bare_king(const cb_board *b)
{
    uint64_t kings = b->piece[CB_KING];
    return (b->colour[CB_WHITE] & ~kings) == 0 || (b->colour[CB_BLACK] & ~kings) == 0;
}

int chess_nnue_score(const cb_board *b, const chess_nnue_acc *acc)
{
    bool net = !bare_king(b);
    if (net && !chess_nnue_residual)
        return chess_nnue_output(acc, b->side, chess_nnue_bucket(b));
    int v = chess_eval_orthodox(b);
    v = (b->side == CB_WHITE ? v : -v) + 10; /* a tempo for the side to move */
    return net ? v + chess_nnue_output(acc, b->side, chess_nnue_bucket(b)) * CHESS_NNUE_WEIGHT / 100
               : v;
}

int chess_nnue_evaluate(const cb_board *b)
{
    chess_nnue_acc acc;
    chess_nnue_refresh(b, &acc);
    return chess_nnue_score(b, &acc);
}
