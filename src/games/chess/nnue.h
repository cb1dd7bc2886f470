/* A small evaluation network for orthodox chess (issue 14): 768 inputs (a man of a colour and
 * type on a square, seen from one side: its own men first, the board turned for Black, and
 * left to right when that side's king is on the e-h files) into CHESS_NNUE_HIDDEN neurons per
 * side, the two halves (side to move first) clipped to [0, 1] and summed into one score by one
 * of CHESS_NNUE_BUCKETS output layers, chosen by the number of men on the board (the opening
 * and the ending weigh the same neurons differently); the score is added to the hand-written
 * evaluation when the weights are residual (those in the tree are: the network learned what
 * eval.c misses). Trained by bench/chess_nnue.c on positions of the engine's own games scored
 * by another engine; the weights are data (nnue_weights.c, generated).
 *
 * The first layer is an accumulator kept per position and updated from the parent's by the
 * men that moved (a difference of bitboards), as in NNUE engines; the search keeps one per
 * ply of its line. */
#ifndef TABULA_GAMES_CHESS_NNUE_H
#define TABULA_GAMES_CHESS_NNUE_H

#include <stdbool.h>
#include <stdint.h>

#include "games/chess/board.h"

enum {
    CHESS_NNUE_INPUTS = 768,
    CHESS_NNUE_HIDDEN = 512,
    CHESS_NNUE_BUCKETS = 8, /* output layers, by men on the board: 2-4, 5-8, ..., 29-32 */
    CHESS_NNUE_QA = 255,    /* the first layer's scale: an activation of 1 is 255 */
    CHESS_NNUE_QB = 64,     /* the output layer's scale */
    CHESS_NNUE_SCALE = 400, /* centipawns per unit of the network's output */
    /* the share of the network's correction (percent) added to the hand-written evaluation.
     * The 256-wide networks corrected too much for our search and played best at 80
     * (docs/BENCHMARKS.md, "The network's correction counted at less"); the 512-wide one,
     * which fits Stockfish's scores better, plays best whole (+21 against 80, 120 worse:
     * "512 neurons a side"). A refitted network needs it measured again. */
    CHESS_NNUE_WEIGHT = 100,
    CHESS_NNUE_MIRROR = 1,  /* 1: each side's view turned left-right when its king is on e-h */
};

typedef struct chess_nnue_acc {
    int16_t v[2][CHESS_NNUE_HIDDEN]; /* [perspective: CB_WHITE, CB_BLACK] */
} chess_nnue_acc;

/* How `perspective` sees the squares of b, as a mask to exclusive-or with a square: the board
 * turned for Black, and with CHESS_NNUE_MIRROR turned left-right when that side's king stands
 * on the e-h files (so a king castled short and one castled long share their weights). */
static inline int chess_nnue_view(const cb_board *b, int perspective)
{
    int view = perspective == CB_WHITE ? 0 : 56;
    uint64_t king = b->colour[perspective] & b->piece[CB_KING];
    if (CHESS_NNUE_MIRROR && king && (__builtin_ctzll(king) & 7) >= 4)
        view ^= 7;
    return view;
}

/* The input of a man of `colour` and `type` on square `sq` seen from `perspective`, whose
 * view of the board is `view` (chess_nnue_view). */
static inline int chess_nnue_feature(int perspective, int colour, int type, int sq, int view)
{
    int rel = colour == perspective ? 0 : 1;
    return (rel * 6 + type) * 64 + (sq ^ view);
}

/* The output layer of board b: (men - 1) / 4 with 8 layers. */
static inline int chess_nnue_bucket(const cb_board *b)
{
    int men = __builtin_popcountll(b->colour[CB_WHITE] | b->colour[CB_BLACK]);
    return (men - 1) * CHESS_NNUE_BUCKETS / 32;
}

/* The weights (nnue_weights.c). */
extern const int16_t chess_nnue_w1[CHESS_NNUE_INPUTS][CHESS_NNUE_HIDDEN];
extern const int16_t chess_nnue_b1[CHESS_NNUE_HIDDEN];
extern const int16_t chess_nnue_w2[CHESS_NNUE_BUCKETS][2 * CHESS_NNUE_HIDDEN];
extern const int32_t chess_nnue_b2[CHESS_NNUE_BUCKETS];
/* True when the network's output is added to the hand-written evaluation (eval.c, with the
 * tempo), false when it is the whole evaluation. */
extern const bool chess_nnue_residual;

/* The accumulator of board b, from nothing. */
void chess_nnue_refresh(const cb_board *b, chess_nnue_acc *acc);
/* The accumulator of `to` from that of `from` (any two boards: the men that differ). */
void chess_nnue_update(const cb_board *from, const chess_nnue_acc *from_acc, const cb_board *to,
                       chess_nnue_acc *acc);
/* The network's output in centipawns for `side` (to move), accumulator acc, output layer
 * `bucket` (chess_nnue_bucket). */
int chess_nnue_output(const chess_nnue_acc *acc, int side, int bucket);
/* The engine's evaluation of b for the side to move, acc being b's accumulator: the
 * network's output, added to the hand-written evaluation (eval.c, with a tempo) when the
 * weights are residual; the hand-written one alone against a bare king (its mop-up drives
 * the king to the edge, which the games the network learned from hardly show). */
int chess_nnue_score(const cb_board *b, const chess_nnue_acc *acc);
/* The same from nothing (a refresh, then chess_nnue_score). */
int chess_nnue_evaluate(const cb_board *b);

#endif
