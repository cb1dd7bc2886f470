/* Shared by Rainhas (queens.c) and Loiras ou morenas (queens2.c): the queens' squares. */
#ifndef TABULA_GAMES_IMPARTIAL_QUEENS_H
#define TABULA_GAMES_IMPARTIAL_QUEENS_H

#include <stdbool.h>
#include <stdint.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { QUEENS_MAX = 16, QUEENS_MAX_COORD = 1000, VIEW_MAX = 32 /* squares drawn per side */ };

typedef struct queens_body {
    uint16_t rows, cols; /* the board option, 0 x 0 when not given */
    uint16_t n;          /* queens */
    uint16_t pad;
    uint16_t sq[QUEENS_MAX][2]; /* (row, col), sorted; unused entries zero */
} queens_body;

/* Checks the header: the only option is board=RxC (absent: 0 x 0). */
bool comb_queens_parse_board(const tb_comb_header *h, const char *keyword, int *rows, int *cols,
                             tb_error *err);
/* "[board=RxC]", or "" for 0 x 0. */
int comb_queens_print_board(int rows, int cols, char *buf, size_t len);
/* Reads "(r,c)>(r',c')": a move north, west or north-west; false with a message if it is
 * not one. */
bool comb_queens_read_move(comb_text_reader *r, int *r0, int *c0, int *dir, int *dist,
                           tb_error *err);
enum { QUEENS_NORTH, QUEENS_WEST, QUEENS_NORTHWEST };

/* A queen to draw. */
typedef struct queens_piece {
    int row, col;
    tb_colour colour;
    const char *symbol;
} queens_piece;
/* Draws the board (rows x cols, or just large enough when 0 x 0; at most VIEW_MAX squares a
 * side), row 0 at the top, labels "(r,c)" as in the move text, queens stacked. */
void comb_queens_draw(tb_view *v, int board, int rows, int cols, const queens_piece *p, int n);

#endif
