/* The game-keeping shared by the self-play tuners (bench/chess_tune.c, bench/losing_tune.c):
 * the keys of the game so far, a repetition test, and the snapshot's history for the search
 * (the positions since the last irreversible move, as many as it holds). */
#ifndef TABULA_BENCH_CHESS_SELFPLAY_H
#define TABULA_BENCH_CHESS_SELFPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "games/chess/engine.h"

enum { SELFPLAY_MAX_KEYS = 1024 };

/* A stored position of bench/chess_tune.c's files, read by bench/chess_nnue.c too. */
typedef struct chess_record {
    cb_board b;
    uint32_t game;
    int16_t result; /* for White: 0 loss, 1 draw, 2 win */
    int16_t score;  /* the search's score for White, or another engine's (centipawns, within
                     * +-3000) */
} chess_record;

/* True when b (key `key`) stood before since the last irreversible move (keys[0..nkeys):
 * the game's positions, oldest first); otherwise its key is added. */
static inline bool selfplay_repeated(uint64_t *keys, int *nkeys, const cb_board *b, uint64_t key)
{
    for (int i = *nkeys - 2; i >= 0 && i >= *nkeys - b->halfmove; i -= 2)
        if (keys[i] == key)
            return true;
    if (*nkeys < SELFPLAY_MAX_KEYS)
        keys[(*nkeys)++] = key;
    return false;
}

/* The snapshot's history for a search of the last position of keys[0..nkeys). */
static inline void selfplay_history(chess_snapshot *s, const uint64_t *keys, int nkeys)
{
    s->num_keys = 0;
    int from = nkeys - 1 - s->board.halfmove;
    if (from < 0)
        from = 0;
    if (nkeys - 1 - from > CHESS_HISTORY_KEYS)
        from = nkeys - 1 - CHESS_HISTORY_KEYS;
    for (int i = from; i < nkeys - 1; i++)
        s->keys[s->num_keys++] = keys[i];
}

#endif
