/* The draughts family (rules/draughts.md): one rules engine, the variants as rows of a rule
 * table. A turn is one action for an ordinary move and one action per jump for a capture;
 * these functions read and print a whole turn as the sources write it ("c3:e5:c7",
 * "28x19x23", "32-28"), for the turn notation hooks. */
#ifndef TABULA_GAMES_DRAUGHTS_H
#define TABULA_GAMES_DRAUGHTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"

/* Prints the n actions of one turn, played from `state` (the position before the turn).
 * Returns the length written. */
int draughts_turn_to_text(const tb_game *game, const void *state, const tb_action *actions,
                          int n, char *buf, size_t len);
/* Reads one whole turn: every landing square ("c3:e5:c7"), or only the first and the last
 * where that names one capture ("28x19" for 28x37x19 when nothing else goes from 28 to 19
 * taking other pieces). Each action is legal in turn and the turn is complete. Returns the
 * count of actions, or -1 with a message; the state is not changed. */
int draughts_turn_from_text(const tb_game *game, const void *state, const char *text,
                            tb_action *actions, int max, tb_error *err);

/* What the draughts engine reads of a game: the board's squares (0..nsq-1, rank 0 is White's
 * side, White moves up the ranks) and the pieces on them. */
enum { DRAUGHTS_MAX_SQUARES = 72 };
typedef struct draughts_geometry {
    int n, nsq;
    bool flying, ortho, men_capture_back;
    int file[DRAUGHTS_MAX_SQUARES], rank[DRAUGHTS_MAX_SQUARES];
    int number[DRAUGHTS_MAX_SQUARES]; /* the square's number in numbered notation (1..nsq) */
    /* the neighbour in each of 8 directions (4 diagonal, then 4 orthogonal) or -1, and the
     * directions men of each colour and kings move in (bit d: direction d) */
    int step[DRAUGHTS_MAX_SQUARES][8];
    unsigned man_move[2], king_move;
} draughts_geometry;

/* Whether the game is one of this rule table's (not a stacks or historical variant). */
bool draughts_is_bitboard(const tb_game *game);
bool draughts_variant_is_bitboard(const tb_variant *v);
void draughts_geometry_of(const tb_game *game, draughts_geometry *out);
/* The squares an action goes from and to. */
void draughts_action_squares(tb_action a, int *from, int *to);
/* cells[0..nsq): 0 empty, 1 a White man, 2 a White king, -1 and -2 Black's (pieces taken
 * in a capture under way are left out). */
void draughts_cells_of(const tb_game *game, const void *state, signed char *cells);
/* The same as sets of squares (bit s: square s): men[c] and kings[c] of colour c (0 White). */
typedef unsigned __int128 draughts_squares;

static inline int draughts_count(draughts_squares x)
{
    return __builtin_popcountll((uint64_t)x) + __builtin_popcountll((uint64_t)(x >> 64));
}

/* A map from each square to one other (its neighbour in a direction, the square two steps
 * on) as shifts of whole sets: the squares grouped by the distance to their target, which in
 * the numbering of a board takes at most a few values (two on diagonals, by the row's parity). */
typedef struct draughts_shift_map {
    draughts_squares from[4];
    int by[4];
    int count;
    bool wide; /* a square or its target past 63 (Canadian draughts): 128-bit shifts */
} draughts_shift_map;

/* Adds square s with its target; false when the map already holds four distances. */
static inline bool draughts_shift_map_add(draughts_shift_map *m, int s, int target)
{
    int by = target - s, i = 0;
    while (i < m->count && m->by[i] != by)
        i++;
    if (i == m->count) {
        if (m->count == 4)
            return false;
        m->from[i] = 0;
        m->by[i] = by;
        m->count++;
    }
    m->from[i] |= (draughts_squares)1 << s;
    m->wide |= s > 63 || target > 63;
    return true;
}

/* The squares whose target is in x. */
static inline draughts_squares draughts_shift_map_of(const draughts_shift_map *m, draughts_squares x)
{
    if (!m->wide) { /* boards of 64 squares at most: a 64-bit shift is a third of a 128-bit one */
        uint64_t low = (uint64_t)x, out = 0;
        for (int i = 0; i < m->count; i++)
            out |= (uint64_t)m->from[i] & (m->by[i] > 0 ? low >> m->by[i] : low << -m->by[i]);
        return out;
    }
    draughts_squares out = 0;
    for (int i = 0; i < m->count; i++)
        out |= m->from[i] & (m->by[i] > 0 ? x >> m->by[i] : x << -m->by[i]);
    return out;
}

void draughts_pieces_of(const tb_game *game, const void *state, draughts_squares men[2],
                        draughts_squares kings[2]);
/* The position of `cells` with `side` to move, at the start of a turn and with no history
 * (the endgame tables' positions). */
void draughts_state_of_cells(const tb_game *game, const signed char *cells, int side,
                             void *state);
/* Whether the action is a man's ordinary move onto its crowning row. */
bool draughts_promotes(const tb_game *game, const void *state, tb_action a);
/* A whole turn, as the engine searches it: a move, or a capture from its start to its end
 * with the pieces it takes (one entry for the sequences that take the same pieces and end on
 * the same square). `first` is where its first action lands (draughts_move_action). */
typedef struct draughts_move {
    draughts_squares taken;
    uint8_t from, to, first;
    bool capture;
    bool crowned;    /* a man that ends the turn a king */
    bool start_king; /* the piece that moves is a king */
    int16_t value;   /* what the choice rule weighs: the pieces taken (kings by the rule) */
} draughts_move;
enum { DRAUGHTS_MAX_MOVES = 2048 };
/* The turns legal() allows one action at a time, whole (from the capture under way, if one
 * is): their count, 0 when the game is over (no move, or drawn by the rules), -1 when there
 * are more than DRAUGHTS_MAX_MOVES. */
int draughts_moves(const tb_game *game, const void *state, draughts_move *out);
/* The capture turns alone (0 when no capture is forced), for the quiescence; the rules'
 * draws are not looked at (draughts_drawn). */
int draughts_captures(const tb_game *game, const void *state, draughts_move *out);
/* The moves with no capture (what draughts_moves lists when no capture is forced and the game
 * goes on), or -1 as draughts_moves. */
int draughts_quiet_moves(const tb_game *game, const void *state, draughts_move *out);
/* The men's moves of draughts_quiet_moves that land on a square of `onto`, in its order. */
int draughts_men_steps_onto(const tb_game *game, const void *state, draughts_squares onto,
                            draughts_move *out);
/* Whether the position is drawn by the rules (repetition, the endgame move limits). */
bool draughts_drawn(const tb_game *game, const void *state);
/* Whether a piece of the side to move can step to a neighbouring square (at the start of a
 * turn: with draughts_captures, whether the side has a move at all). */
bool draughts_can_step(const tb_game *game, const void *state);
/* Plays a whole turn of draughts_moves: the state is as after its actions one by one. */
void draughts_make(const tb_game *game, void *state, const draughts_move *m);
/* Copies the state `src` into `dst`, a state of the same game (not uninitialised memory): the
 * same bytes as a memcpy of state_size, reading only the repetition history in use (most
 * positions of a search have a short one). */
void draughts_copy(const tb_game *game, void *dst, const void *src);
/* The first action of a turn. */
tb_action draughts_move_action(const draughts_move *m);
/* The moves played since the last man's move or capture (the repetition history's length). */
int draughts_reversible(const tb_game *game, const void *state);
/* The pieces on the board. */
int draughts_piece_count(const tb_game *game, const void *state);

#endif
