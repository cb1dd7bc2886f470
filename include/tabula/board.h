/* The board kit: a board is a graph of points (squares, cells, intersections or vertices),
 * each with its neighbours, the direction of each neighbour where the board has directions,
 * its label in the sources' notation and its place in the drawing. Generators build the
 * sources' boards; tb_board_view draws one into a tb_view. A tb_board is immutable data that
 * a game builds once and keeps in its config; the position lives in the game's state, indexed
 * by point (0 .. num_points-1), usually with a tb_pointset per colour or a byte per point. */
#ifndef TABULA_BOARD_H
#define TABULA_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"
#include "tabula/view.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    TB_BOARD_MAX_POINTS = 512, /* Go 19x19 = 361, side-7 Rosette = 294, Sierpinski T5 = 243 */
    TB_BOARD_MAX_DEGREE = 8,   /* a square with diagonals; the Lambs and Tigers apex has 4 */
    TB_BOARD_LABEL_LEN = 8,    /* "s19", "3b2", "313", "ab27" */
    TB_POINTSET_WORDS = TB_BOARD_MAX_POINTS / 64
};

/* Directions: the compass of the drawing (x right, y up), and up/down between the layers of a
 * cube. Hex cells use N, S, NE, SE, NW, SW (columns of cells are vertical). */
typedef enum tb_dir {
    TB_DIR_E,
    TB_DIR_NE,
    TB_DIR_N,
    TB_DIR_NW,
    TB_DIR_W,
    TB_DIR_SW,
    TB_DIR_S,
    TB_DIR_SE,
    TB_DIR_UP,   /* to the next layer of a cube */
    TB_DIR_DOWN, /* to the previous layer */
    TB_DIRS,
    TB_DIR_NONE = -1 /* a link with no direction (the Lambs and Tigers apex) */
} tb_dir;

static inline tb_dir tb_dir_opposite(tb_dir d)
{
    if (d == TB_DIR_NONE)
        return TB_DIR_NONE;
    return d >= TB_DIR_UP ? (tb_dir)(TB_DIR_UP + TB_DIR_DOWN - d) : (tb_dir)((d + 4) % 8);
}

/* Which generator made the board (tb_board_view draws edge coordinates for grids). */
typedef enum tb_board_kind {
    TB_BOARD_TABLE,
    TB_BOARD_SQUARE,
    TB_BOARD_LINE,
    TB_BOARD_HEX,
    TB_BOARD_HEX_VERTICES,
    TB_BOARD_SIERPINSKI,
    TB_BOARD_CUBE,
    TB_BOARD_LAMBS_TIGERS
} tb_board_kind;

typedef struct tb_board {
    int num_points;
    tb_board_kind kind;
    int width, height, layers; /* the grid the generator used (cells of a cube: w x h x layers) */
    tb_shape shape;            /* how tb_board_view draws each point */
    bool draw_links;           /* the links are the board's lines (point boards) */
    /* Hot data first, for rules engines: neighbours of each point, in link order. */
    uint8_t degree[TB_BOARD_MAX_POINTS];
    int16_t neighbour[TB_BOARD_MAX_POINTS][TB_BOARD_MAX_DEGREE];
    int8_t neighbour_dir[TB_BOARD_MAX_POINTS][TB_BOARD_MAX_DEGREE]; /* tb_dir or TB_DIR_NONE */
    int16_t step[TB_BOARD_MAX_POINTS][TB_DIRS]; /* neighbour in a direction, or -1 */
    /* Where each point came from and where it is drawn. */
    int16_t col[TB_BOARD_MAX_POINTS], row[TB_BOARD_MAX_POINTS]; /* grid position, 0-based */
    int8_t layer[TB_BOARD_MAX_POINTS];                          /* cube level, else 0 */
    double x[TB_BOARD_MAX_POINTS], y[TB_BOARD_MAX_POINTS];      /* layout: x right, y up */
    char label[TB_BOARD_MAX_POINTS][TB_BOARD_LABEL_LEN];
    bool upper_case; /* labels (and edge coordinates) in upper case; read in any case */
} tb_board;

/* ---- building ---- */

/* An empty board (no points) drawn with `shape`. */
void tb_board_init(tb_board *b, tb_shape shape);
/* Adds a point and returns its index, or -1 with a message when the board is full or the
 * label is taken or too long. */
int tb_board_add_point(tb_board *b, const char *label, double x, double y, tb_error *err);
/* Joins two points, `dir` being the direction from a to b (TB_DIR_NONE for none; b to a gets
 * the opposite). Joining points already joined does nothing. False with a message when a
 * point has TB_BOARD_MAX_DEGREE neighbours, a == b, an index is out of range or a direction is
 * already used. */
bool tb_board_link(tb_board *b, int a, int c, tb_dir dir, tb_error *err);

/* Flags of tb_board_square. */
enum {
    TB_SQUARE_ORTHOGONAL = 1 << 0, /* neighbours E, N, W, S */
    TB_SQUARE_DIAGONAL = 1 << 1,   /* neighbours NE, NW, SW, SE */
    /* Diagonals only through the points whose file + rank is even (a1, c1, b2, ...): the
     * Alquerque and Fanorona boards, each small square crossed by one diagonal. */
    TB_SQUARE_DIAGONAL_EVEN = 1 << 2,
    TB_SQUARE_DARK_ONLY = 1 << 3,  /* only the squares with file + rank even ("a1 dark") */
    TB_SQUARE_LIGHT_ONLY = 1 << 4, /* only the squares with file + rank odd ("a1 light") */
    TB_SQUARE_POINTS = 1 << 5,     /* intersections joined by drawn lines (Go, Alquerque) */
    TB_SQUARE_UPPER_CASE = 1 << 6  /* labels A1.. */
};
/* A w x h board (1 <= w, h; w * h points at most TB_BOARD_MAX_POINTS) labelled a1 .. with
 * files from the left (a, b, ..., z, aa, ab, ...; no letter skipped) and ranks from the bottom.
 * Without *_ONLY, point = rank * w + file (0-based). */
bool tb_board_square(tb_board *b, int w, int h, unsigned flags, tb_error *err);
/* A line of n points a, b, c, ... (Alak), each joined to the next (E/W). */
bool tb_board_line(tb_board *b, int n, tb_error *err);
/* A hex-hex board of hexagonal cells, `side` cells a side (3 * side * (side - 1) + 1 cells):
 * vertical columns a, b, ... from the left, rows from the bottom, cell (c, r) (1-based) kept
 * when |c - r| < side; (c, r) touches (c, r±1), (c±1, r), (c+1, r+1), (c-1, r-1) (go.md §5.1,
 * elections.md §5.0). Drawn at x = 1.5 c, y = sqrt(3) (r - c / 2). */
bool tb_board_hex(tb_board *b, int side, tb_error *err);
/* The vertices of a hex-hex board of `side` hexagons a side (6 side^2 points), joined by the
 * hexagons' edges: the Rosette board (go.md §6.1), vertical lines a, b, ... and levels from 1
 * at the bottom, each line on alternate levels. */
bool tb_board_hex_vertices(tb_board *b, int side, tb_error *err);
/* The Sierpinski triangle T(order) of 3^order hexagonal cells labelled by digit strings over
 * {1, 2, 3} (1 top, 2 left, 3 right; elections.md §2.1), placed on a triangular grid of
 * 2^order rows and joined where the cells touch (the Hanoi graph). 1 <= order <= 5. */
bool tb_board_sierpinski(tb_board *b, int order, tb_error *err);
/* An n x n x n cube of cells printed as n boards side by side (layers 1 .. n), cell label
 * level digit, file letter, rank digit ("2b2", elections.md §6.1); six neighbours: E, W, N,
 * S within a level, UP and DOWN to the same file and rank of the next and previous levels. */
bool tb_board_cube(tb_board *b, int n, tb_error *err);
/* The 29-point Lambs and Tigers board (boxgames.md §2.1): apex 0, rays a..h, rows 1..4. Rows
 * run W-E, rays N-S; the apex's four links have no direction (use tb_board_beyond). */
bool tb_board_lambs_tigers(tb_board *b, tb_error *err);

/* The Dablot Prejjesne board (draughts.md §9.2): 72 points on a doubled grid a-k x 1-13, the
 * cell corners (a1, c1, .., k13) joined orthogonally, the cell centres (b2, d2, .., j12)
 * joined diagonally to their cell's corners; directions as drawn. */
bool tb_board_dablot(tb_board *b, tb_error *err);

/* A board from a table: `points` is a NULL-terminated array of labels; each string of
 * `lines` is a line of the drawing, its labels separated by spaces, consecutive ones joined
 * ("a1 b2 c3" joins a1-b2 and b2-c3); NULL-terminated. Layout x, y per point from xy (2 per
 * point) or, if xy is NULL, all at the origin. Directions are NONE. */
bool tb_board_from_table(tb_board *b, tb_shape shape, const char *const *points, const double *xy,
                         const char *const *lines, tb_error *err);

/* Removes the points named in `labels` (separated by spaces) and their links, keeping the
 * others in order (the holed hexagonal election boards). */
bool tb_board_remove(tb_board *b, const char *labels, tb_error *err);

/* ---- reading ---- */

/* The point with this label (case-insensitive), or -1. */
int tb_board_find(const tb_board *b, const char *label);
/* Reads a label at the start of `text` (longest match, case-insensitive); returns the point
 * and sets *len to the characters read, or -1. */
int tb_board_parse(const tb_board *b, const char *text, int *len);
/* The label of p as the sources print it. */
const char *tb_board_label(const tb_board *b, int p);
/* Neighbour of p in direction d, or -1. */
static inline int tb_board_step(const tb_board *b, int p, tb_dir d)
{
    return d < 0 || d >= TB_DIRS ? -1 : b->step[p][d];
}
/* The point after q on the straight line from p through q (p and q neighbours), or -1: the
 * landing point of a jump from p over q. Uses the link's direction, or the drawing when the
 * link has none. */
int tb_board_beyond(const tb_board *b, int p, int q);
/* Number of links (each joined pair once). */
int tb_board_num_links(const tb_board *b);
/* True if p and q are neighbours. */
bool tb_board_adjacent(const tb_board *b, int p, int q);

/* ---- point sets ---- */

/* A set of points of a board, as a bitset: 512 points, 64 bytes. Plain data. */
typedef struct tb_pointset {
    uint64_t word[TB_POINTSET_WORDS];
} tb_pointset;

static inline void tb_pointset_clear(tb_pointset *s)
{
    for (int i = 0; i < TB_POINTSET_WORDS; i++)
        s->word[i] = 0;
}
static inline bool tb_pointset_has(const tb_pointset *s, int p)
{
    return (s->word[p >> 6] >> (p & 63)) & 1;
}
static inline void tb_pointset_add(tb_pointset *s, int p)
{
    s->word[p >> 6] |= 1ULL << (p & 63);
}
static inline void tb_pointset_remove(tb_pointset *s, int p)
{
    s->word[p >> 6] &= ~(1ULL << (p & 63));
}
static inline int tb_pointset_count(const tb_pointset *s)
{
    int n = 0;
    for (int i = 0; i < TB_POINTSET_WORDS; i++)
        n += __builtin_popcountll(s->word[i]);
    return n;
}
static inline bool tb_pointset_empty(const tb_pointset *s)
{
    uint64_t any = 0;
    for (int i = 0; i < TB_POINTSET_WORDS; i++)
        any |= s->word[i];
    return any == 0;
}
/* The smallest point of s not below `from`, or -1: for (p = tb_pointset_next(s, 0); p >= 0;
 * p = tb_pointset_next(s, p + 1)). */
static inline int tb_pointset_next(const tb_pointset *s, int from)
{
    if (from < 0)
        from = 0;
    for (int w = from >> 6; w < TB_POINTSET_WORDS; w++) {
        uint64_t bits = s->word[w];
        if (w == from >> 6)
            bits &= ~0ULL << (from & 63);
        if (bits)
            return w * 64 + __builtin_ctzll(bits);
    }
    return -1;
}
static inline void tb_pointset_union(tb_pointset *out, const tb_pointset *a, const tb_pointset *b)
{
    for (int i = 0; i < TB_POINTSET_WORDS; i++)
        out->word[i] = a->word[i] | b->word[i];
}
static inline void tb_pointset_intersection(tb_pointset *out, const tb_pointset *a,
                                            const tb_pointset *b)
{
    for (int i = 0; i < TB_POINTSET_WORDS; i++)
        out->word[i] = a->word[i] & b->word[i];
}
/* a minus b */
static inline void tb_pointset_difference(tb_pointset *out, const tb_pointset *a,
                                          const tb_pointset *b)
{
    for (int i = 0; i < TB_POINTSET_WORDS; i++)
        out->word[i] = a->word[i] & ~b->word[i];
}
static inline bool tb_pointset_equal(const tb_pointset *a, const tb_pointset *b)
{
    uint64_t diff = 0;
    for (int i = 0; i < TB_POINTSET_WORDS; i++)
        diff |= a->word[i] ^ b->word[i];
    return diff == 0;
}
/* Every point of the board. */
void tb_board_all(const tb_board *b, tb_pointset *out);
/* The points reachable from `start` through neighbours inside `within` (start included if it
 * is in `within`; empty otherwise): a group of stones, a region of empty points. */
void tb_board_flood(const tb_board *b, int start, const tb_pointset *within, tb_pointset *out);
/* The points outside s next to a point of s (a group's liberties when masked by the empty
 * points). */
void tb_board_border(const tb_board *b, const tb_pointset *s, tb_pointset *out);

/* ---- drawing ---- */

/* Adds the board's points to `view` as cells of board `view_board` (cell index = first cell
 * + point), its lines as links when it has drawn lines, and coordinates along the edges of
 * square, hexagonal and cube boards. A cube's levels become layers of their own (named "1" ..
 * n, added here; view_board is not used). Returns the index of the first cell. */
int tb_board_view(const tb_board *b, tb_view *view, int view_board);

#ifdef __cplusplus
}
#endif
#endif
