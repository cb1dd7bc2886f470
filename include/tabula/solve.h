/* Exact solving of a position by search to the end of the game, for any game through the
 * contract: the value for the player to move under perfect play, and every move that keeps
 * it. Meant for small positions (endgames, small boards); limits make it give up cleanly.
 *
 * Semantics:
 * - Two players: ordinary perfect play. More than two: paranoid (the value the player to
 *   move can guarantee against all the others together).
 * - Scored games (outcome.scored): the result comes first, then the score difference (the
 *   mover's final score minus the best other score); the mover maximises it, the others
 *   minimise it. Score differences are assumed to be multiples of 0.001 below 1e8. An end
 *   with no score (a resignation) counts as the widest margin for its winner, so nobody
 *   resigns to cut a margin.
 * - Repetition: the contract keeps whatever a rule needs (ko, repetition counts) in the
 *   state, so a position that repeats one on the current line is a line of play that can go
 *   on forever. The solver scores it a draw (value 0 for everyone) and does not store values
 *   that depend on such a cut, since they depend on the path. result->repetition says when
 *   this happened: the value then assumes that endless play is a draw. Values stored
 *   without such a cut are reused on other paths (the usual graph-history caveat). */
#ifndef TABULA_SOLVE_H
#define TABULA_SOLVE_H

#include <signal.h>

#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tb_solve_limits {
    uint64_t max_positions; /* 0: no limit */
    double max_seconds;     /* 0: no limit */
    size_t table_mb;        /* transposition table; 0: 64 MB */
    /* Optional: the search gives up (TB_SOLVE_LIMIT) soon after *cancel becomes nonzero,
     * e.g. from a SIGINT handler or another thread. */
    const volatile sig_atomic_t *cancel;
    /* Optional: called about once a second with the positions visited so far. */
    void (*progress)(void *context, uint64_t positions, double seconds);
    void *progress_context;
    /* Also the remoteness (as Gamesman reports it) of the position and of every move: more
     * passes over the same tree, within the same limits. Not for scored games. */
    bool remoteness;
} tb_solve_limits;

/* One move of the root with its exact value (limits.remoteness). */
typedef struct tb_solve_move {
    tb_action action;
    tb_result value; /* for the player to move at the root, after this move */
    int remoteness;  /* turns to the end, this one included, if both play on perfectly (the
                      * winner hurries, the loser delays); -1 for a draw */
} tb_solve_move;

typedef enum tb_solve_status {
    TB_SOLVED,      /* value, score and best moves are exact */
    TB_SOLVE_LIMIT, /* a limit was reached first: the value is unknown */
    TB_SOLVE_NO_MEMORY,
} tb_solve_status;

typedef struct tb_solve_result {
    tb_solve_status status;
    int player;      /* the player to move, whose value this is */
    tb_result value; /* win, draw or loss for `player` */
    bool scored;     /* the game is scored: `score` is meaningful */
    double score;    /* final score of `player` minus the best other score, perfect play */
    int num_best;
    tb_action *best;    /* every move that keeps the value (malloc'd; tb_solve_result_free) */
    uint64_t positions; /* positions visited */
    double seconds;
    bool repetition; /* some line repeated a position and was scored a draw (see above) */
    bool too_deep;   /* TB_SOLVE_LIMIT because a line of play grew past 4000 actions (positions
                      * that recur unseen on the line: tb_solve_retrograde settles those) */
    /* With limits.remoteness, when it fitted in the limits (else -1 and no moves): the
     * position's remoteness (-1 for a draw), and every legal move best first — the fastest
     * wins, then the slowest losses. */
    int remoteness;
    int num_moves;
    tb_solve_move *moves; /* malloc'd; tb_solve_result_free */
} tb_solve_result;

/* Solves `state`. Returns true when result->status is TB_SOLVED. `limits` may be NULL. */
bool tb_solve(const tb_game *game, const void *state, const tb_solve_limits *limits,
              tb_solve_result *result);
void tb_solve_result_free(tb_solve_result *result);

/* Solves `state` by retrograde analysis: every position reachable from it is enumerated
 * (told apart by the key the solver's table uses), then the values flow back from the ends
 * of the game. Exact also where positions recur and no rule ends the repetition (Alak with
 * no move cap, basic ko): a position from which neither side can force an end it wins is a
 * draw, and result->repetition says that some are. Results only (no score: result->scored
 * is false), always with the remoteness of the position and of every move. Memory grows
 * with the positions (about 40 bytes each, plus the moves between them);
 * limits->max_positions bounds them, table_mb and remoteness are not used. */
bool tb_solve_retrograde(const tb_game *game, const void *state, const tb_solve_limits *limits,
                         tb_solve_result *result);

#ifdef __cplusplus
}
#endif
#endif
