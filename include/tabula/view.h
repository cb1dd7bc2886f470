/* The board as renderers see it: cells placed in a plane, the pieces stacked on them, the
 * lines between them, reserves off the board, marks for what just happened. One terminal
 * renderer and one web renderer draw every game from this description alone: a piece says
 * what figure it is (its kind), never how to draw it. */
#ifndef TABULA_VIEW_H
#define TABULA_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum tb_shape {
    TB_SHAPE_SQUARE, /* a square of a chequered or plain board */
    TB_SHAPE_HEX,    /* a hexagon (flat side up unless the layout says otherwise) */
    TB_SHAPE_POINT,  /* an intersection or node of a line board (Go, Alquerque) */
    /* Triangles of a triangular (Sierpinski) board, pointing up or down; (x, y) is the centre
     * of the triangle's bounding box, neighbours in a row 0.5 apart, rows 1 apart. */
    TB_SHAPE_TRIANGLE_UP,
    TB_SHAPE_TRIANGLE_DOWN
} tb_shape;

/* Colours of pieces and cell tints; renderers choose the actual hues. */
typedef enum tb_colour {
    TB_COLOUR_NONE,
    TB_COLOUR_WHITE,
    TB_COLOUR_BLACK,
    TB_COLOUR_RED,
    TB_COLOUR_GREEN,
    TB_COLOUR_YELLOW,
    TB_COLOUR_BLUE,
    TB_COLOUR_GREY
} tb_colour;

/* What figure a piece is, so each renderer draws the right one: a draughts king is not a
 * chess king, a Go stone carries no letter. The symbol stays the terminal's text. */
typedef enum tb_piece_kind {
    TB_KIND_COUNTER, /* a disc showing its symbol (the default: numbers, letters, names) */
    TB_KIND_DISC,    /* a plain disc whose colour says it all (Semáforo) */
    TB_KIND_STONE,   /* a Go stone (Atari Go, Produto) */
    TB_KIND_TOKEN,   /* a bean or token of a combinatorial game (heaps, coins, graph tokens) */
    TB_KIND_MAN,     /* a draughts man */
    TB_KIND_KING,    /* a draughts king (a crowned man) */
    TB_KIND_PAWN,    /* the chess set (Avanço's pieces are pawns too) */
    TB_KIND_KNIGHT,
    TB_KIND_BISHOP,
    TB_KIND_ROOK,
    TB_KIND_QUEEN,
    TB_KIND_CHESS_KING,
    TB_KIND_LAMB, /* Lambs and Tigers */
    TB_KIND_TIGER,
    TB_KIND_CAT, /* Gatos & Cães */
    TB_KIND_DOG,
    TB_KIND_DOMINO, /* a domino covering two cells (Domineering): see tb_piece.span */
    TB_KIND_COUNT_
} tb_piece_kind;

/* A stack is the pieces of one cell, bottom first, each with its own colour and kind
 * (Bashni and Laska columns); renderers show every layer's colour. */
typedef struct tb_piece {
    tb_colour colour;
    signed char owner; /* player index, or -1 for a shared piece (Semáforo) */
    char symbol[4];    /* short text for the terminal: "P", "K", "o", "G" */
    tb_piece_kind kind;
    /* A piece lying on two cells (a domino) sits on the first and names the second here (a
     * cell index); -1 for a piece on one cell. The terminal shows symbol[0] on the first
     * cell and symbol[1] on the second. */
    int span;
} tb_piece;

/* Marks a game may set on a cell; renderers show them as tints or frames. */
enum {
    TB_MARK_DARK = 1 << 0,      /* dark square of a chequered board */
    TB_MARK_ZONE = 1 << 1,      /* a special zone (central zone, palace) */
    TB_MARK_GOAL = 1 << 2,      /* a target square (Rastros homes) */
    TB_MARK_LAST = 1 << 3,      /* touched by the last move */
    TB_MARK_BLOCKED = 1 << 4,   /* can never be used again */
    TB_MARK_HOSHI = 1 << 5,     /* star point */
    /* What happened and what it means (tb_view_mark_last_turn sets FROM and TO, and LAST). */
    TB_MARK_FROM = 1 << 6,      /* where the last move started */
    TB_MARK_TO = 1 << 7,        /* where the last move ended (a drop: only this one) */
    TB_MARK_CHECK = 1 << 8,     /* a king in check */
    TB_MARK_WIN = 1 << 9,       /* part of the winning line or group */
    TB_MARK_DEAD = 1 << 10,     /* a dead stone (counted as captured) */
    TB_MARK_TERRITORY = 1 << 11 /* territory of territory_owner (tb_view_mark_territory) */
};

typedef struct tb_view_cell {
    double x, y;    /* layout position: x right, y up; neighbours in a row are 1 apart */
    tb_shape shape;
    int board;      /* index into boards[] */
    char label[16]; /* coordinate in the sources' notation: "a1", "E7" */
    char number[4]; /* the square's number where the game numbers squares too (draughts'
                     * "32-28"), shown on demand; empty otherwise */
    unsigned marks; /* TB_MARK_* */
    signed char goal_owner; /* for TB_MARK_GOAL/ZONE: the player it belongs to, or -1 */
    signed char territory_owner; /* for TB_MARK_TERRITORY: the player, or -1 */
    tb_colour territory_colour;  /* and that player's colour */
    int first_piece;        /* pieces[first_piece .. first_piece+num_pieces), bottom first */
    int num_pieces;
} tb_view_cell;

typedef struct tb_view_link {
    int a, b; /* cell indices joined by a line */
} tb_view_link;

/* A board, or one layer of a solid board (a cube's levels). Renderers place the boards on a
 * grid: col left to right, row top to bottom; tb_view_add_board puts each new board right
 * of the previous one. */
typedef struct tb_view_board {
    char name[32]; /* "A", "B" for Alice, "1", "2" for layers; empty when there is only one */
    int col, row;  /* placement among the boards */
    int layer;     /* height of this layer in its solid, 0 at the bottom; -1 for a board */
} tb_view_board;

typedef struct tb_view_reserve {
    int owner; /* player index, or -1 for a common stock */
    tb_piece piece;
    int count;
} tb_view_reserve;

/* Free-standing text at a layout position: coordinates along the edges. */
typedef struct tb_view_text {
    double x, y;
    int board;
    char text[16];
} tb_view_text;

struct tb_view {
    tb_view_board *boards;
    int num_boards, cap_boards;
    tb_view_cell *cells;
    int num_cells, cap_cells;
    tb_piece *pieces;
    int num_pieces, cap_pieces;
    tb_view_link *links;
    int num_links, cap_links;
    tb_view_reserve *reserves;
    int num_reserves, cap_reserves;
    tb_view_text *texts;
    int num_texts, cap_texts;
    char status[96]; /* a line about the position: "White to move, 2 stones to place" */
    const char *player_names[4]; /* set by the caller for reserve lines; NULL: "player N" */
    const char *stock_name;      /* the same for the shared reserve; NULL: "stock" */
};
typedef struct tb_view tb_view;

void tb_view_init(tb_view *v);
void tb_view_clear(tb_view *v); /* empties it, keeping the memory */
void tb_view_free(tb_view *v);

int tb_view_add_board(tb_view *v, const char *name);
/* A layer `level` of a solid board, placed right of the previous board. */
int tb_view_add_layer(tb_view *v, const char *name, int level);
void tb_view_place_board(tb_view *v, int board, int col, int row);
/* Adds a cell and returns its index. */
int tb_view_add_cell(tb_view *v, int board, double x, double y, tb_shape shape,
                     const char *label);
/* Puts a piece on top of the cell's stack (cells must be filled in order: pieces of a
 * cell are added before the next cell is added). */
void tb_view_push(tb_view *v, int cell, tb_piece_kind kind, tb_colour colour, int owner,
                  const char *symbol);
/* Puts a piece lying on two cells (a domino) on `cell`, reaching over `other` (which may
 * be added later: give its future index). */
void tb_view_push_spanning(tb_view *v, int cell, int other, tb_piece_kind kind,
                           tb_colour colour, int owner, const char *symbol);
/* tb_view_push of a TB_KIND_COUNTER. */
void tb_view_push_piece(tb_view *v, int cell, tb_colour colour, int owner, const char *symbol);
void tb_view_add_link(tb_view *v, int a, int b);
void tb_view_add_reserve(tb_view *v, int owner, tb_colour colour, const char *symbol,
                         int count); /* of counters */
void tb_view_add_reserve_kind(tb_view *v, int owner, tb_piece_kind kind, tb_colour colour,
                              const char *symbol, int count);
/* Marks a cell as territory of `owner`, shown in `colour`. */
void tb_view_mark_territory(tb_view *v, int cell, int owner, tb_colour colour);
void tb_view_add_text(tb_view *v, int board, double x, double y, const char *text);

/* A rectangular board of w x h squares (or points) with chess-like labels a1..; cell index
 * = row * w + col, row 0 at the bottom. Adds the coordinate texts along the edges. */
void tb_view_grid(tb_view *v, int board, int w, int h, tb_shape shape, bool upper_case);

/* Index of the cell with this label, or -1. */
int tb_view_find(const tb_view *v, const char *label);

/* Names for the JSON and the browser: "stone", "chess-king"; "counter" when out of range. */
const char *tb_piece_kind_name(tb_piece_kind kind);

#ifdef __cplusplus
}
#endif
#endif
