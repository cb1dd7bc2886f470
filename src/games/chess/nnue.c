/* The evaluation network's arithmetic (nnue.h): integer accumulators, clipped activations. */
#include "games/chess/nnue.h"

#include "games/chess/engine.h"

#include <string.h>

enum { H = CHESS_NNUE_HIDDEN };

static void add_row(int16_t *restrict v, const int16_t *restrict row)
{
    for (int j = 0; j < H; j++)
        v[j] = (int16_t)(v[j] + row[j]);
}

static void sub_row(int16_t *restrict v, const int16_t *restrict row)
{
    for (int j = 0; j < H; j++)
        v[j] = (int16_t)(v[j] - row[j]);
}

/* Perspective p's half of b's accumulator, from nothing. */
static void refresh_half(const cb_board *b, int p, int16_t *v)
{
    int view = chess_nnue_view(b, p);
    memcpy(v, chess_nnue_b1, sizeof chess_nnue_b1);
    for (int c = 0; c < 2; c++)
        for (int t = CB_PAWN; t <= CB_KING; t++)
            for (uint64_t m = b->colour[c] & b->piece[t]; m; m &= m - 1)
                add_row(v, chess_nnue_w1[chess_nnue_feature(p, c, t, __builtin_ctzll(m), view)]);
}

void chess_nnue_refresh(const cb_board *b, chess_nnue_acc *acc)
{
    for (int p = 0; p < 2; p++)
        refresh_half(b, p, acc->v[p]);
}

void chess_nnue_update(const cb_board *from, const chess_nnue_acc *from_acc, const cb_board *to,
                       chess_nnue_acc *acc)
{
    if (acc != from_acc)
        *acc = *from_acc;
    for (int p = 0; p < 2; p++) {
        int view = chess_nnue_view(to, p);
        if (view != chess_nnue_view(from, p)) { /* the king crossed the middle: every input moved */
            refresh_half(to, p, acc->v[p]);
            continue;
        }
        for (int c = 0; c < 2; c++)
            for (int t = CB_PAWN; t <= CB_KING; t++) {
                uint64_t was = from->colour[c] & from->piece[t];
                uint64_t is = to->colour[c] & to->piece[t];
                for (uint64_t m = was & ~is; m; m &= m - 1)
                    sub_row(acc->v[p],
                            chess_nnue_w1[chess_nnue_feature(p, c, t, __builtin_ctzll(m), view)]);
                for (uint64_t m = is & ~was; m; m &= m - 1)
                    add_row(acc->v[p],
                            chess_nnue_w1[chess_nnue_feature(p, c, t, __builtin_ctzll(m), view)]);
            }
    }
}

/* The clipped activations of one half dotted with its output weights. */
static int32_t half(const int16_t *v, const int16_t *w)
{
    int32_t sum = 0;
    for (int j = 0; j < H; j++) {
        int a = v[j] < 0 ? 0 : v[j] > CHESS_NNUE_QA ? CHESS_NNUE_QA : v[j];
        sum += a * w[j];
    }
    return sum;
}

int chess_nnue_output(const chess_nnue_acc *acc, int side, int bucket)
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
