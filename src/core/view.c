#include "tabula/view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Grows an array to hold one more element; aborts only on out-of-memory, which a view of a
 * few hundred cells never meets in practice. */
#define GROW(arr, num, cap)                                                                    \
    do {                                                                                       \
        if ((num) == (cap)) {                                                                  \
            int ncap = (cap) ? (cap) * 2 : 16;                                                 \
            void *p = realloc((arr), sizeof *(arr) * (size_t)ncap);                            \
            if (!p)                                                                            \
                abort();                                                                       \
            (arr) = p;                                                                         \
            (cap) = ncap;                                                                      \
        }                                                                                      \
    } while (0)

void tb_view_init(tb_view *v)
{
    memset(v, 0, sizeof *v);
}

void tb_view_clear(tb_view *v)
{
    v->num_boards = v->num_cells = v->num_pieces = v->num_links = v->num_reserves =
        v->num_texts = 0;
    v->status[0] = '\0';
    for (int i = 0; i < 4; i++)
        v->player_names[i] = NULL;
    v->stock_name = NULL;
}

void tb_view_free(tb_view *v)
{
    free(v->boards);
    free(v->cells);
    free(v->pieces);
    free(v->links);
    free(v->reserves);
    free(v->texts);
    tb_view_init(v);
}

int tb_view_add_board(tb_view *v, const char *name)
{
    GROW(v->boards, v->num_boards, v->cap_boards);
    tb_view_board *b = &v->boards[v->num_boards];
    snprintf(b->name, sizeof b->name, "%s", name ? name : "");
    /* right of the previous board, on its row */
    b->row = v->num_boards ? v->boards[v->num_boards - 1].row : 0;
    b->col = v->num_boards ? v->boards[v->num_boards - 1].col + 1 : 0;
    b->layer = -1;
    return v->num_boards++;
}

int tb_view_add_layer(tb_view *v, const char *name, int level)
{
    int b = tb_view_add_board(v, name);
    v->boards[b].layer = level;
    return b;
}

void tb_view_place_board(tb_view *v, int board, int col, int row)
{
    v->boards[board].col = col;
    v->boards[board].row = row;
}

int tb_view_add_cell(tb_view *v, int board, double x, double y, tb_shape shape,
                     const char *label)
{
    GROW(v->cells, v->num_cells, v->cap_cells);
    tb_view_cell *c = &v->cells[v->num_cells];
    memset(c, 0, sizeof *c);
    c->x = x;
    c->y = y;
    c->shape = shape;
    c->board = board;
    c->goal_owner = -1;
    c->territory_owner = -1;
    c->first_piece = v->num_pieces;
    snprintf(c->label, sizeof c->label, "%s", label ? label : "");
    return v->num_cells++;
}

void tb_view_push_piece(tb_view *v, int cell, tb_colour colour, int owner, const char *symbol)
{
    tb_view_push(v, cell, TB_KIND_COUNTER, colour, owner, symbol);
}

void tb_view_push(tb_view *v, int cell, tb_piece_kind kind, tb_colour colour, int owner,
                  const char *symbol)
{
    GROW(v->pieces, v->num_pieces, v->cap_pieces);
    tb_piece *p = &v->pieces[v->num_pieces];
    p->kind = kind;
    p->colour = colour;
    p->owner = (signed char)owner;
    p->span = -1;
    snprintf(p->symbol, sizeof p->symbol, "%s", symbol ? symbol : "");
    tb_view_cell *c = &v->cells[cell];
    if (c->num_pieces == 0)
        c->first_piece = v->num_pieces;
    c->num_pieces++;
    v->num_pieces++;
}

void tb_view_push_spanning(tb_view *v, int cell, int other, tb_piece_kind kind,
                           tb_colour colour, int owner, const char *symbol)
{
    tb_view_push(v, cell, kind, colour, owner, symbol);
    v->pieces[v->num_pieces - 1].span = other;
}

void tb_view_add_link(tb_view *v, int a, int b)
{
    GROW(v->links, v->num_links, v->cap_links);
    v->links[v->num_links].a = a;
    v->links[v->num_links].b = b;
    v->num_links++;
}

void tb_view_add_reserve(tb_view *v, int owner, tb_colour colour, const char *symbol, int count)
{
    tb_view_add_reserve_kind(v, owner, TB_KIND_COUNTER, colour, symbol, count);
}

void tb_view_add_reserve_kind(tb_view *v, int owner, tb_piece_kind kind, tb_colour colour,
                              const char *symbol, int count)
{
    GROW(v->reserves, v->num_reserves, v->cap_reserves);
    tb_view_reserve *r = &v->reserves[v->num_reserves++];
    r->owner = owner;
    r->piece.kind = kind;
    r->piece.colour = colour;
    r->piece.owner = (signed char)owner;
    r->piece.span = -1;
    snprintf(r->piece.symbol, sizeof r->piece.symbol, "%s", symbol ? symbol : "");
    r->count = count;
}

void tb_view_add_text(tb_view *v, int board, double x, double y, const char *text)
{
    GROW(v->texts, v->num_texts, v->cap_texts);
    tb_view_text *t = &v->texts[v->num_texts++];
    t->x = x;
    t->y = y;
    t->board = board;
    snprintf(t->text, sizeof t->text, "%s", text);
}

void tb_view_grid(tb_view *v, int board, int w, int h, tb_shape shape, bool upper_case)
{
    char label[16];
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            snprintf(label, sizeof label, "%c%d", (upper_case ? 'A' : 'a') + c, r + 1);
            int i = tb_view_add_cell(v, board, c, r, shape, label);
            if (shape == TB_SHAPE_SQUARE && (r + c) % 2 == 0)
                v->cells[i].marks |= TB_MARK_DARK;
            if (shape == TB_SHAPE_POINT) {
                if (c + 1 < w)
                    tb_view_add_link(v, i, i + 1);
                if (r + 1 < h)
                    tb_view_add_link(v, i, i + w);
            }
        }
    for (int c = 0; c < w; c++) {
        snprintf(label, sizeof label, "%c", (upper_case ? 'A' : 'a') + c);
        tb_view_add_text(v, board, c, -1, label);
    }
    for (int r = 0; r < h; r++) {
        snprintf(label, sizeof label, "%d", r + 1);
        tb_view_add_text(v, board, -1, r, label);
    }
}

int tb_view_find(const tb_view *v, const char *label)
{
    for (int i = 0; i < v->num_cells; i++)
        if (strcmp(v->cells[i].label, label) == 0)
            return i;
    return -1;
}

void tb_view_mark_territory(tb_view *v, int cell, int owner, tb_colour colour)
{
    tb_view_cell *c = &v->cells[cell];
    c->marks |= TB_MARK_TERRITORY;
    c->territory_owner = (signed char)owner;
    c->territory_colour = colour;
}

const char *tb_piece_kind_name(tb_piece_kind kind)
{
    static const char *const names[TB_KIND_COUNT_] = {
        [TB_KIND_COUNTER] = "counter", [TB_KIND_DISC] = "disc",
        [TB_KIND_STONE] = "stone",     [TB_KIND_TOKEN] = "token",
        [TB_KIND_MAN] = "man",         [TB_KIND_KING] = "king",
        [TB_KIND_PAWN] = "pawn",       [TB_KIND_KNIGHT] = "knight",
        [TB_KIND_BISHOP] = "bishop",   [TB_KIND_ROOK] = "rook",
        [TB_KIND_QUEEN] = "queen",     [TB_KIND_CHESS_KING] = "chess-king",
        [TB_KIND_LAMB] = "lamb",       [TB_KIND_TIGER] = "tiger",
        [TB_KIND_CAT] = "cat",         [TB_KIND_DOG] = "dog",
        [TB_KIND_DOMINO] = "domino",
    };
    return (unsigned)kind < TB_KIND_COUNT_ ? names[kind] : names[TB_KIND_COUNTER];
}
