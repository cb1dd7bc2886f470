/* Avanço's state (avanco.c) and its dedicated engine (avanco_search.c, avanco_player.c). */
#ifndef TABULA_GAMES_CNJM_AVANCO_H
#define TABULA_GAMES_CNJM_AVANCO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"
#include "tabula/player.h"

/* Square = row * 7 + col, a1 = 0, row 0 at White's side; White moves up. An action is
 * from * 64 + to. */
typedef struct avanco_state {
    uint64_t pieces[2]; /* White's and Black's pieces */
    uint32_t to_move;
    uint32_t pad; /* zero: states are compared and hashed as bytes */
} avanco_state;

extern const tb_variant tb_variant_avanco;

/* ---- the engine (avanco_search.c) ---- */
enum { AE_WIN = 30000, AE_MAX_PLY = 120 };

/* The evaluation's weights, in centi-pieces; ae_weights_default gives the tuned ones and
 * tools/avanco_tune.c changes them. */
enum {
    AE_W_ADVANCE = 0, /* 6 values: a piece that has advanced 0..5 rows */
    AE_W_FILE = 6,    /* 4 values: files a/g, b/f, c/e, d */
    AE_W_HOME = 10,   /* 4 values: a piece still on the home row, files a/g .. d */
    AE_W_HANG_MOVER = 14, /* the mover's piece attacked and not defended */
    AE_W_HANG_OTHER,      /* the other side's piece attacked and not defended */
    AE_W_DEFENDED,        /* a piece defended by its own */
    AE_W_PHALANX,         /* a piece with a neighbour on its row */
    AE_W_SAFE_NEAR,       /* a piece two rows from the goal, not attacked */
    AE_W_THREAT,          /* the other side can reach the row before the goal unattacked */
    AE_W_RACE,            /* the race of unstoppable runners won */
    AE_W_RACE_STEP,       /* less a move to go */
    AE_W_OUTNUMBERED,     /* attacked more often than defended */
    AE_W_COUNT
};

typedef struct ae_weights {
    int w[AE_W_COUNT];
} ae_weights;

void ae_weights_default(ae_weights *w);

typedef struct ae_engine ae_engine;

typedef struct ae_limits {
    int depth;      /* plies; 0: none */
    double soft;    /* seconds: no new iteration after this (0: none) */
    double hard;    /* seconds: the search stops (0: none) */
    uint64_t nodes; /* 0: none */
} ae_limits;

typedef struct ae_options {
    bool null_move; /* null-move pruning while both sides have pieces to spare */
    bool lmr;       /* late move reductions */
} ae_options;

typedef struct ae_result {
    tb_action move;
    int score; /* for the side to move; beyond AE_WIN - AE_MAX_PLY a forced win */
    int depth; /* the last iteration completed */
    uint64_t nodes;
    tb_action pv[32];
    int pv_len;
} ae_result;

ae_engine *ae_engine_new(size_t tt_mb);
void ae_engine_free(ae_engine *e);
void ae_engine_set_weights(ae_engine *e, const ae_weights *w);
void ae_engine_set_options(ae_engine *e, const ae_options *o);
/* The best move in `state` (not over). False when the side to move has no move. */
bool ae_search(ae_engine *e, const avanco_state *state, const ae_limits *limits, ae_result *res);
/* The static evaluation for the side to move (centi-pieces), with the engine's weights. */
int ae_evaluate(const ae_engine *e, const avanco_state *state);
/* The engine's own move generator (for perft against the rules of avanco.c): the moves of
 * the side to move, 0 when the game is over. */
int ae_generate(const avanco_state *state, tb_action *out);
uint64_t ae_perft(const avanco_state *state, int depth);

extern const tb_player_kind tb_player_avanco;

#endif
