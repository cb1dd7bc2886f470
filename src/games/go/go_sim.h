/* A fast board for the Go player's playouts (rules/go.md §1.2-§1.3 on any graph of points):
 * groups kept incrementally (stone lists, liberty bitsets), an empty-point list, simple ko;
 * and the playout policy with Go knowledge, in the order MoGo's report describes it: answer
 * an atari on one's own group next to the last move, capture, play a 3x3 shape next to the last
 * move (hane, cut, edge), then a random point that is not an own eye nor a self-atari of a
 * group of three or more stones. Superko is left to the tree. */
#ifndef TABULA_GAMES_GO_SIM_H
#define TABULA_GAMES_GO_SIM_H

#include <stdbool.h>
#include <stdint.h>

#include "games/go/go_board.h"
#include "tabula/rng.h"

enum { GO_SIM_WORDS = (GO_MAX_POINTS + 63) / 64 };

/* What does not change during a game: the graph, the eight points around each point of a
 * square board (-1 off the board) and the table of 3x3 shapes worth playing. */
typedef struct go_sim_tables {
    const go_graph *graph;
    int words;                        /* 64-bit words a liberty set needs on this graph */
    bool square;                      /* a square board: diagonals and 3x3 shapes */
    int16_t around[GO_MAX_POINTS][8]; /* N, NE, E, SE, S, SW, W, NW: a point or -1 */
    uint8_t shape[65536 / 8];         /* bit per 3x3 code (2 bits per point around) */
} go_sim_tables;

/* Fills t for graph g; square boards get diagonals and shapes. */
void go_sim_tables_init(go_sim_tables *t, const go_graph *g, bool square);
/* The 3x3 code around p: 2 bits per point in the order of `around` (empty 0, black 1,
 * white 2, off the board 3). */
int go_sim_code(const go_sim_tables *t, const uint8_t *stone, int p);
bool go_sim_shape_at(const go_sim_tables *t, const uint8_t *stone, int p);

typedef struct go_sim {
    const go_sim_tables *t;
    int ko;   /* point the player to move may not take back, or -1 */
    int last; /* the last stone played, or -1 (after a pass) */
    int num_empty;
    long played; /* stones played since go_sim_load: the work a caller can count */
    uint8_t stone[GO_MAX_POINTS];
    int16_t head[GO_MAX_POINTS];   /* group of each stone: its head point */
    int16_t next[GO_MAX_POINTS];   /* the group's stones, a circular list */
    int16_t size[GO_MAX_POINTS];   /* on heads: stones */
    int16_t nlibs[GO_MAX_POINTS];  /* on heads: liberties */
    int16_t empty[GO_MAX_POINTS];  /* the empty points */
    int16_t empty_at[GO_MAX_POINTS];
    uint64_t libs[GO_MAX_POINTS][GO_SIM_WORDS]; /* on heads: the liberties */
} go_sim;

/* The sim of board b; ko and last as given (-1 for none). */
void go_sim_load(go_sim *s, const go_sim_tables *t, const go_board *b, int ko, int last);
/* A stone of `colour` on p is legal here (empty, not the ko point, not suicide). */
bool go_sim_legal(const go_sim *s, int p, int colour);
/* Liberties the group of a stone of `colour` on p would have (counted up to `limit`);
 * *stones gets the group's size. */
int go_sim_libs_after(const go_sim *s, int p, int colour, int limit, int *stones);

/* For walking a point's neighbours group by group: true the first time the group headed by
 * `head` is met (it is then added to seen[0..*num_seen)), false when it was met already. */
static inline bool go_sim_first_meeting(int *seen, int *num_seen, int head)
{
    for (int k = 0; k < *num_seen; k++)
        if (seen[k] == head)
            return false;
    seen[(*num_seen)++] = head;
    return true;
}
/* An empty point whose neighbours are all `colour` and that is not a false eye. */
bool go_sim_eye(const go_sim *s, int p, int colour);
/* Plays a legal move; returns the stones captured. */
int go_sim_play(go_sim *s, int p, int colour);

/* The policy's move for `colour`, or -1 to pass. */
int go_sim_policy(go_sim *s, int colour, tb_rng *rng);
/* Plays the game out from s with `colour` to move (at most max_moves); first[p] (if not NULL)
 * gets the colour that played p first where it is still 0. Returns Black's area minus
 * White's, without komi. */
int go_sim_playout(go_sim *s, int colour, int max_moves, tb_rng *rng, uint8_t *first);
/* Black's area minus White's on the board as it is: stones and empty points whose neighbours
 * are all of one colour. owner (if not NULL) gets GO_BLACK / GO_WHITE / GO_EMPTY per point. */
int go_sim_area(const go_sim *s, uint8_t *owner);

#endif
