/* A board drawn into a tb_view: its points as cells, its lines as links, coordinates along
 * the edges of grids, so a game's view hook only adds its pieces. */
#include <math.h>
#include <stdio.h>

#include "tabula/board.h"

/* Letters below and numbers left of a w x h grid whose cell (c, r) is drawn at
 * (c + dx, r): as tb_view_grid writes them. */
static void grid_edges(const tb_board *b, tb_view *view, int view_board, double dx)
{
    char text[16];
    for (int c = 0; c < b->width; c++) {
        int n = 0;
        for (int k = c + 1; k > 0; k = (k - 1) / 26)
            n++;
        text[n] = '\0';
        for (int k = c + 1; k > 0; k = (k - 1) / 26)
            text[--n] = (char)((b->upper_case ? 'A' : 'a') + (k - 1) % 26);
        tb_view_add_text(view, view_board, c + dx, -1, text);
    }
    for (int r = 0; r < b->height; r++) {
        snprintf(text, sizeof text, "%d", r + 1);
        tb_view_add_text(view, view_board, dx - 1, r, text);
    }
}

int tb_board_view(const tb_board *b, tb_view *view, int view_board)
{
    int first = view->num_cells;
    /* a cube's levels are layers of their own, each drawn as a square board */
    int layer_board[8];
    for (int level = 0; b->kind == TB_BOARD_CUBE && level < b->layers && level < 8; level++) {
        char name[8];
        snprintf(name, sizeof name, "%d", level + 1);
        layer_board[level] = tb_view_add_layer(view, name, level);
    }
    for (int p = 0; p < b->num_points; p++) {
        int cell =
            b->kind == TB_BOARD_CUBE
                ? tb_view_add_cell(view, layer_board[b->layer[p]], b->col[p], b->row[p], b->shape,
                                   b->label[p])
                : tb_view_add_cell(view, view_board, b->x[p], b->y[p], b->shape, b->label[p]);
        bool grid = b->kind == TB_BOARD_SQUARE || b->kind == TB_BOARD_CUBE;
        if (grid && b->shape == TB_SHAPE_SQUARE && (b->col[p] + b->row[p]) % 2 == 0)
            view->cells[cell].marks |= TB_MARK_DARK;
    }
    if (b->draw_links)
        for (int p = 0; p < b->num_points; p++)
            for (int i = 0; i < b->degree[p]; i++)
                if (b->neighbour[p][i] > p)
                    tb_view_add_link(view, first + p, first + b->neighbour[p][i]);
    if (b->kind == TB_BOARD_SQUARE)
        grid_edges(b, view, view_board, 0);
    else if (b->kind == TB_BOARD_CUBE)
        for (int level = 0; level < b->layers && level < 8; level++)
            grid_edges(b, view, layer_board[level], 0);
    else if (b->kind == TB_BOARD_HEX) {
        /* column letters under each column, row numbers left of each row's first cell */
        int side = (b->width + 1) / 2;
        for (int c = 0; c < b->width; c++) {
            char text[4] = {(char)((b->upper_case ? 'A' : 'a') + c), '\0'};
            int bottom = c < side ? 0 : c - side + 1; /* lowest row of column c */
            tb_view_add_text(view, view_board, 1.5 * (c + 1),
                             sqrt(3.0) * ((bottom + 1) - (c + 1) / 2.0) - sqrt(3.0), text);
        }
        for (int r = 0; r < b->height; r++) {
            char text[16];
            snprintf(text, sizeof text, "%d", r + 1);
            int left = r < side ? 0 : r - side + 1; /* first column of row r, then one more left */
            tb_view_add_text(view, view_board, 1.5 * left, sqrt(3.0) * ((r + 1) - left / 2.0),
                             text);
        }
    }
    return first;
}
