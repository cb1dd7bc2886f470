/* The board core shared by the Go family (rules/go.md §1): stones on a board of the kit
 * (include/tabula/board.h), groups, liberties, capture and the suicide test, with an
 * incremental Zobrist hash.
 *
 * The graph is the immutable part (a game keeps it in its config): a tb_board whose points have
 * up to GO_MAX_DEGREE neighbours, so square boards (4), the hexagonal cells of hexagonal
 * progressive Go (6) and the Rosette vertices (3) share the same code. The board is plain data
 * that lives in a game state. */
#ifndef TABULA_GAMES_GO_BOARD_H
#define TABULA_GAMES_GO_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/board.h"
#include "tabula/game.h"

enum {
    GO_MAX_POINTS = 384, /* stones a state holds: 19x19 = 361 points, side-7 Rosette = 294 */
    GO_MAX_DEGREE = 6
};
_Static_assert((int)GO_MAX_POINTS <= (int)TB_BOARD_MAX_POINTS, "a Go board is a board of the kit");

/* Colour of a point; a stone's colour is also its owner's player index + 1. */
enum { GO_EMPTY = 0, GO_BLACK = 1, GO_WHITE = 2 };

static inline int go_opponent(int colour)
{
    return GO_BLACK + GO_WHITE - colour;
}

typedef struct go_graph {
    tb_board board;                     /* points, neighbours, labels, drawing */
    uint64_t zobrist[GO_MAX_POINTS][2]; /* key of a black / white stone on each point */
} go_graph;

/* Neighbour count of p. go_graph_link keeps it to GO_MAX_DEGREE; saying so lets the compiler
 * unroll the neighbour loops, which are most of Atari Go's time. */
static inline int go_degree(const go_graph *g, int p)
{
    int d = g->board.degree[p];
    return d < GO_MAX_DEGREE ? d : GO_MAX_DEGREE;
}

/* A graph of n points (n <= GO_MAX_POINTS), unlabelled, and no links yet; the Zobrist keys
 * come from a fixed seed so hashes are the same in every run. */
void go_graph_init(go_graph *g, int num_points);
/* Joins two points; false if either already has GO_MAX_DEGREE neighbours, or a == b. Joining
 * points already joined does nothing. */
bool go_graph_link(go_graph *g, int a, int b);
/* A w x h square board of points with orthogonal adjacency; point = row * w + col, row 0 at
 * the bottom, labels a1.. (A1.. if upper_case). */
void go_graph_square(go_graph *g, int w, int h, bool upper_case);
/* Zobrist keys for the points of g->board, once it is built (go_graph_square does it). */
void go_graph_keys(go_graph *g);

/* Star points (hoshi) of an n x n square board, as rules/go.md §2.2 lists them for 9x9, 13x13
 * and 19x19: the corner points on the third line (fourth from 13x13 up), the centre of odd
 * boards, and the side points of odd boards from 13x13 up. Writes their indices to out (at
 * most 9) and returns the count; below 7x7 only the centre of odd boards. */
int go_star_points(int n, int *out);

/* The stones. Plain canonical data: the hash is a function of the stones. */
typedef struct go_board {
    uint64_t hash;                /* XOR of the Zobrist keys of the stones; 0 for the empty board */
    uint8_t stone[GO_MAX_POINTS]; /* GO_EMPTY, GO_BLACK or GO_WHITE; 0 beyond num_points */
} go_board;

void go_board_clear(go_board *b);
/* Sets point p to colour (or GO_EMPTY), keeping the hash up to date. */
void go_board_set(const go_graph *g, go_board *b, int p, int colour);
/* Number of stones of one colour. */
int go_board_count(const go_graph *g, const go_board *b, int colour);

/* The group of the stone on p: its stones and its liberties (either may be NULL). Returns the
 * liberty count, or -1 if p is empty. */
int go_group(const go_graph *g, const go_board *b, int p, tb_pointset *stones, tb_pointset *liberties);

/* Every group of the board at once, for move generation: one flood fill per group, each
 * liberty counted once per group. */
typedef struct go_groups {
    int count;
    int16_t id[GO_MAX_POINTS];        /* group of the stone on each point; -1 on empty points */
    int16_t liberties[GO_MAX_POINTS]; /* per group */
    int16_t size[GO_MAX_POINTS];      /* per group: number of stones */
} go_groups;

void go_groups_compute(const go_graph *g, const go_board *b, go_groups *out);

typedef enum go_placement {
    GO_PLACE_OK,
    GO_PLACE_OCCUPIED,
    GO_PLACE_SUICIDE /* own group left without liberties and nothing captured (§1.3) */
} go_placement;

/* Checks a stone of `colour` on p against the current groups, without changing anything.
 * *captures (if not NULL) gets the number of opponent stones it would capture. */
go_placement go_check_placement(const go_graph *g, const go_board *b, const go_groups *groups,
                                int p, int colour, int *captures);

/* Puts a stone of `colour` on the empty point p and removes the opponent groups it leaves
 * without liberties (§1.2 steps 1-2). Returns the number of stones removed; their points are
 * added to *captured if not NULL. Does not test suicide: check first. */
int go_play(const go_graph *g, go_board *b, int p, int colour, tb_pointset *captured);

/* Square boards as FEN-like ranks, top rank first, '/' between ranks, digits for runs of empty
 * points, 'X' for black and 'O' for white ("9/9/4X4/..."). */
int go_board_to_ranks(const go_graph *g, const go_board *b, char *buf, size_t len);
/* Reads ranks (x/o accepted in either case) into *b. Returns the number of characters read,
 * or -1 with a message. */
int go_board_from_ranks(const go_graph *g, const char *text, go_board *b, tb_error *err);

/* A stone of a group without liberties, or -1 if every group has one. Games where such a group
 * is always captured use it to refuse impossible position texts (Alak and Rosette keep some). */
int go_board_find_breathless(const go_graph *g, const go_board *b);

#endif
