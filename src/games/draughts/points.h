/* The historical games of draughts.md §9 on point-and-line boards: Alquerque (§9.1), Dablot
 * Prejjesne (§9.2) and Fanorona (§9.3). One state and one game class (points.c) shared by
 * the three; each game's file (alquerque.c for Alquerque and Dablot, fanorona.c) brings its
 * move generation and the effect of an action, through pg_rules.
 *
 * A turn is one action for a plain step and one action per capture for a capture chain; the
 * player keeps the turn (mid_turn) while the chain goes on. In Alquerque and Dablot the chain
 * goes on while the piece can jump, and the pieces it takes stay on the board until the end
 * of the chain (the generic model of §0.3, removal `end`; on these boards a chain never lands
 * where it took a piece, so `immediate` would play the same). In Fanorona each capture removes
 * its line of pieces at once and going on is optional: the STOP action ends the turn. */
#ifndef TABULA_GAMES_DRAUGHTS_POINTS_H
#define TABULA_GAMES_DRAUGHTS_POINTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/board.h"
#include "tabula/game.h"

enum { PG_MAXP = 72, PG_HIST = 128, PG_MAX_ACTIONS = 512 };
enum { PG_WHITE = 0, PG_BLACK = 1 };
enum { PG_MAN = 0, PG_PRINCE = 1, PG_KING = 2 }; /* Dablot's soldier, prince and king */
/* An action: from (bits 0-6), to (7-13) and these flags. */
enum { PG_CAPTURE = 1u << 14, PG_WITHDRAW = 1u << 15, PG_STOP = 1u << 16 };

typedef enum pg_kind { PG_ALQUERQUE, PG_DABLOT, PG_FANORONA } pg_kind;

/* What an action did to the turn. */
typedef enum pg_turn { PG_TURN_ENDS, PG_TURN_ENDS_CAPTURE, PG_TURN_GOES_ON } pg_turn;

/* A point holds 0 (empty) or 1 + 3 * owner + rank. */
static inline uint8_t pg_piece(int owner, int rank)
{
    return (uint8_t)(1 + 3 * owner + rank);
}
static inline int pg_owner(uint8_t v)
{
    return (v - 1) / 3;
}
static inline int pg_rank(uint8_t v)
{
    return (v - 1) % 3;
}

/* Plain data, canonical: outside a chain, taken, visited, at and lastdir are zero. */
typedef struct pg_state {
    uint64_t hist[PG_HIST]; /* keys of the positions since the last capture, slot k % PG_HIST */
    uint64_t taken[2];      /* Alquerque, Dablot: pieces taken by the chain, still standing */
    uint64_t visited[2];    /* Fanorona: points the capturing piece stood on this turn */
    uint8_t point[PG_MAXP];
    uint16_t rev; /* positions in hist */
    uint8_t to_move;
    uint8_t chain;   /* 1 while a capture chain is under way */
    uint8_t at;      /* the capturing piece */
    uint8_t lastdir; /* direction of the last capture (tb_dir) */
    uint8_t opening; /* Fanorona: bit p while player p has not ended a turn (first_single) */
    uint8_t pad;
} pg_state;

typedef struct pg_config pg_config;

typedef struct pg_rules {
    /* The legal actions (the game not over). */
    int (*generate)(const pg_config *c, const pg_state *s, tb_action *out);
    /* Moves the pieces of a legal action; the generic code ends the turn when asked. */
    pg_turn (*play)(const pg_config *c, pg_state *s, tb_action a);
} pg_rules;

struct pg_config {
    tb_board board;
    pg_kind kind;
    const pg_rules *rules;
    bool compulsory;   /* alquerque_compulsory */
    bool winther;      /* dablot_rules=winther */
    bool first_single; /* fanorona_first_turn=single */
    int file[PG_MAXP], rank[PG_MAXP], files, ranks; /* 0-based grid place of each point */
    int16_t step[PG_MAXP][8];                       /* neighbour by tb_dir, or -1 */
    uint8_t start[PG_MAXP];
    uint64_t zob[7][PG_MAXP], zob_side, zob_chain[PG_MAXP];
};

static inline bool pg_has(const uint64_t *set, int p)
{
    return (set[p >> 6] >> (p & 63)) & 1;
}
static inline void pg_add(uint64_t *set, int p)
{
    set[p >> 6] |= 1ULL << (p & 63);
}
static inline tb_action pg_encode(int from, int to, unsigned flags)
{
    return (tb_action)from | (tb_action)to << 7 | flags;
}
static inline int pg_from(tb_action a)
{
    return (int)(a & 127);
}
static inline int pg_to(tb_action a)
{
    return (int)((a >> 7) & 127);
}
/* The direction from p to its neighbour q, or -1. */
int pg_direction(const pg_config *c, int p, int q);

/* Builds the board, the start (`start` rows from the top rank down, '/' between ranks, '.'
 * empty, w/b men, P/p princes, R/r kings) and the keys. */
bool pg_config_init(pg_config *c, pg_kind kind, const pg_rules *rules, const char *start,
                    tb_error *err);
/* Sets the sizes of a game whose create filled `c` (taken by the game as its config). */
void pg_game_setup(tb_game *g, pg_config *c);

/* The shared hooks of the class. */
void pg_initial(const tb_game *g, void *state);
int pg_to_move(const tb_game *g, const void *state);
int pg_legal(const tb_game *g, const void *state, tb_action *out);
void pg_apply(const tb_game *g, void *state, tb_action a);
void pg_outcome(const tb_game *g, const void *state, tb_outcome *o);
int pg_action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len);
bool pg_action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                         tb_error *err);
int pg_position_to_text(const tb_game *g, const void *state, char *buf, size_t len);
bool pg_position_from_text(const tb_game *g, const char *text, void *state, tb_error *err);
void pg_view(const tb_game *g, const void *state, tb_view *v);
uint64_t pg_hash(const tb_game *g, const void *state);
bool pg_mid_turn(const tb_game *g, const void *state);
int pg_evaluate(const tb_game *g, const void *state, int player);
int pg_tactical(const tb_game *g, const void *state, tb_action *out);
int pg_action_cells(const tb_game *g, const void *state, tb_action a, char (*labels)[16], int max);
int pg_turn_to_text(const tb_game *g, const void *state, const tb_action *actions, int n,
                    char *buf, size_t len);
int pg_turn_from_text(const tb_game *g, const void *state, const char *text, tb_action *actions,
                      int max, tb_error *err);

#define PG_CLASS(create_fn)                                                                  \
    {                                                                                        \
        .create = create_fn, .initial = pg_initial, .to_move = pg_to_move,                   \
        .legal = pg_legal, .apply = pg_apply, .outcome = pg_outcome,                         \
        .action_to_text = pg_action_to_text, .action_from_text = pg_action_from_text,        \
        .position_to_text = pg_position_to_text,                                             \
        .position_from_text = pg_position_from_text, .view = pg_view, .hash = pg_hash,       \
        .mid_turn = pg_mid_turn, .evaluate = pg_evaluate, .tactical = pg_tactical,           \
        .action_cells = pg_action_cells, .turn_to_text = pg_turn_to_text,                    \
        .turn_from_text = pg_turn_from_text,                                                 \
    }

extern const pg_rules pg_rules_jumps;    /* alquerque.c: Alquerque and Dablot */
extern const pg_rules pg_rules_fanorona; /* fanorona.c */

#endif
