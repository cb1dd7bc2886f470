/* Draws a view on a character grid. Cell centres are scaled so that the closest cells of a
 * board land 3 columns / 1 line apart: square boards become a grid, hexagonal boards whose
 * columns are offset by half a cell interleave their rows, and point boards look like Go
 * diagrams; triangles point up (^) or down (v). Marks frame a cell: [to] (from) !check!
 * *win* ~dead~; stacks of mixed pieces are spelt out under the board, bottom first. Boards
 * stand side by side in their rows. Nothing here knows any game. */
#include "tabula/render.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"

enum { COL_STEP = 3, BOARD_GAP = 6 };

/* The smallest positive gap between two values, or 1. */
static double min_gap(const double *v, int n)
{
    double best = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double d = fabs(v[i] - v[j]);
            if (d > 1e-6 && (best == 0 || d < best))
                best = d;
        }
    return best > 0 ? best : 1;
}

/* One character grid per board; cells hold a glyph and a colour for ANSI output. */
typedef struct grid {
    int w, h;
    char *ch;
    unsigned char *colour;
} grid;

static const char *ansi_of(tb_colour c)
{
    switch (c) {
    case TB_COLOUR_WHITE:
        return "\033[1;97m";
    case TB_COLOUR_BLACK:
        return "\033[1;34m";
    case TB_COLOUR_RED:
        return "\033[1;31m";
    case TB_COLOUR_GREEN:
        return "\033[1;32m";
    case TB_COLOUR_YELLOW:
        return "\033[1;33m";
    case TB_COLOUR_BLUE:
        return "\033[1;36m";
    case TB_COLOUR_GREY:
        return "\033[90m";
    default:
        return "";
    }
}

static void grid_write(grid *g, int col, int line, const char *text, tb_colour colour)
{
    int n = (int)strlen(text);
    int start = col - (n - 1) / 2; /* centre the text on the column */
    for (int i = 0; i < n; i++) {
        int c = start + i;
        if (c >= 0 && c < g->w && line >= 0 && line < g->h) {
            g->ch[line * g->w + c] = text[i];
            g->colour[line * g->w + c] = (unsigned char)colour;
        }
    }
}

/* A piece's text: its symbol, or a letter for its kind when it has none. */
static const char *piece_text(const tb_piece *p)
{
    static const char *const white[TB_KIND_COUNT_] = {"o", "o", "O", "o", "w", "W", "P", "N", "B",
                                                      "R", "Q", "K", "L", "T", "C", "D", "="};
    static const char *const black[TB_KIND_COUNT_] = {"o", "o", "X", "o", "b", "B", "p", "n", "b",
                                                      "r", "q", "k", "l", "t", "c", "d", "="};
    if (p->symbol[0])
        return p->symbol;
    unsigned k = (unsigned)p->kind < TB_KIND_COUNT_ ? (unsigned)p->kind : 0;
    return p->colour == TB_COLOUR_BLACK ? black[k] : white[k];
}

/* Territory shows its owner's piece letter in lower case ("x" for X), else the owner's
 * number. */
static void territory_text(const tb_view *v, int owner, char *out, size_t len)
{
    const char *symbol = NULL;
    for (int i = 0; i < v->num_pieces && !symbol; i++)
        if (v->pieces[i].owner == owner && owner >= 0)
            symbol = piece_text(&v->pieces[i]);
    for (int i = 0; i < v->num_reserves && !symbol; i++)
        if (v->reserves[i].owner == owner && owner >= 0)
            symbol = piece_text(&v->reserves[i].piece);
    char ch = symbol ? (char)tolower((unsigned char)symbol[0]) : '\0';
    if (!isalpha((unsigned char)ch))
        ch = owner >= 0 && owner < 9 ? (char)('1' + owner) : '*';
    snprintf(out, len, "%c", ch);
}

/* The two characters around a marked cell, the most telling mark first, or NULL. */
static const char *frame_of(unsigned marks)
{
    if (marks & TB_MARK_CHECK)
        return "!!";
    if (marks & TB_MARK_WIN)
        return "**";
    if (marks & TB_MARK_TO)
        return "[]";
    if (marks & TB_MARK_FROM)
        return "()";
    if (marks & TB_MARK_LAST)
        return "[]";
    if (marks & TB_MARK_DEAD)
        return "~~";
    return NULL;
}

static void draw_board(const tb_view *v, int board, grid *out)
{
    int n = 0;
    for (int i = 0; i < v->num_cells; i++)
        n += v->cells[i].board == board;
    int nt = 0;
    for (int i = 0; i < v->num_texts; i++)
        nt += v->texts[i].board == board;
    double *xs = malloc(sizeof *xs * (size_t)(n + nt + 1));
    double *ys = malloc(sizeof *ys * (size_t)(n + nt + 1));
    int k = 0;
    for (int i = 0; i < v->num_cells; i++)
        if (v->cells[i].board == board) {
            xs[k] = v->cells[i].x;
            ys[k++] = v->cells[i].y;
        }
    double ux = min_gap(xs, k), uy = min_gap(ys, k);
    for (int i = 0; i < v->num_texts; i++)
        if (v->texts[i].board == board) {
            xs[k] = v->texts[i].x;
            ys[k++] = v->texts[i].y;
        }
    double xmin = 0, xmax = 0, ymin = 0, ymax = 0;
    for (int i = 0; i < k; i++) {
        if (i == 0 || xs[i] < xmin)
            xmin = xs[i];
        if (i == 0 || xs[i] > xmax)
            xmax = xs[i];
        if (i == 0 || ys[i] < ymin)
            ymin = ys[i];
        if (i == 0 || ys[i] > ymax)
            ymax = ys[i];
    }
    free(xs);
    free(ys);
    out->w = (int)lround((xmax - xmin) / ux * COL_STEP) + 4;
    out->h = (int)lround((ymax - ymin) / uy) + 1;
    out->ch = malloc((size_t)out->w * (size_t)out->h);
    out->colour = calloc((size_t)out->w * (size_t)out->h, 1);
    memset(out->ch, ' ', (size_t)out->w * (size_t)out->h);
#define COL(x) ((int)lround(((x)-xmin) / ux * COL_STEP) + 1)
#define LINE(y) ((int)lround((ymax - (y)) / uy))
    for (int i = 0; i < v->num_cells; i++) {
        const tb_view_cell *c = &v->cells[i];
        if (c->board != board)
            continue;
        char glyph[24];
        tb_colour colour = TB_COLOUR_NONE;
        const tb_piece *over = NULL; /* a piece of another cell lying over this one too */
        for (int p = 0; p < v->num_pieces && !c->num_pieces; p++)
            if (v->pieces[p].span == i)
                over = &v->pieces[p];
        if (over) {
            snprintf(glyph, sizeof glyph, "%s", over->symbol[0] ? over->symbol + 1 : "=");
            colour = over->colour;
        } else if (c->num_pieces > 0) {
            const tb_piece *top = &v->pieces[c->first_piece + c->num_pieces - 1];
            if (top->span >= 0) /* a domino's first half */
                snprintf(glyph, sizeof glyph, "%.1s", piece_text(top));
            else if (c->num_pieces > 1)
                snprintf(glyph, sizeof glyph, "%s%d", piece_text(top), c->num_pieces);
            else
                snprintf(glyph, sizeof glyph, "%s", piece_text(top));
            colour = c->marks & TB_MARK_DEAD ? TB_COLOUR_GREY : top->colour;
        } else if (c->marks & TB_MARK_TERRITORY) {
            territory_text(v, c->territory_owner, glyph, sizeof glyph);
            colour = c->territory_colour;
        } else if (c->marks & TB_MARK_GOAL) {
            snprintf(glyph, sizeof glyph, "%c", c->goal_owner >= 0 ? '1' + c->goal_owner : '*');
            colour = TB_COLOUR_GREY;
        } else if (c->marks & TB_MARK_BLOCKED) {
            snprintf(glyph, sizeof glyph, "#");
        } else if (c->marks & TB_MARK_ZONE) {
            snprintf(glyph, sizeof glyph, ":");
            colour = TB_COLOUR_GREY;
        } else {
            const char *empty = ".";
            if (c->shape == TB_SHAPE_POINT && (c->marks & TB_MARK_HOSHI))
                empty = "+";
            else if (c->shape == TB_SHAPE_TRIANGLE_UP)
                empty = "^";
            else if (c->shape == TB_SHAPE_TRIANGLE_DOWN)
                empty = "v";
            snprintf(glyph, sizeof glyph, "%s", empty);
            colour = TB_COLOUR_GREY;
        }
        grid_write(out, COL(c->x), LINE(c->y), glyph, colour);
        const char *frame = frame_of(c->marks);
        if (frame) { /* a character either side of the glyph */
            int col = COL(c->x), line = LINE(c->y), len = (int)strlen(glyph);
            int start = col - (len - 1) / 2;
            char left[2] = {frame[0], '\0'}, right[2] = {frame[1], '\0'};
            grid_write(out, start - 1, line, left, TB_COLOUR_NONE);
            grid_write(out, start + len, line, right, TB_COLOUR_NONE);
        }
    }
    for (int i = 0; i < v->num_texts; i++)
        if (v->texts[i].board == board)
            grid_write(out, COL(v->texts[i].x), LINE(v->texts[i].y), v->texts[i].text,
                       TB_COLOUR_NONE);
#undef COL
#undef LINE
}

static const char *owner_name(const tb_view *v, int owner)
{
    static const char *const names[] = {"player 1", "player 2", "player 3", "player 4"};
    if (owner < 0 || owner >= 4)
        return v->stock_name ? v->stock_name : "stock";
    return v->player_names[owner] ? v->player_names[owner] : names[owner];
}

/* The boards of one row of the placement, side by side: names, then the lines. */
static void put_row(tb_strbuf *b, const tb_view *v, const grid *grids, const int *order, int n,
                    bool ansi)
{
    int height = 0;
    bool named = false;
    for (int k = 0; k < n; k++) {
        if (grids[order[k]].h > height)
            height = grids[order[k]].h;
        named |= v->num_boards > 0 && v->boards[order[k]].name[0] != '\0';
    }
    if (named) {
        size_t line_start = b->len;
        for (int k = 0; k < n; k++)
            tb_strbuf_put(b, "%-*s%*s", grids[order[k]].w, v->boards[order[k]].name,
                          k + 1 < n ? BOARD_GAP : 0, "");
        while (b->len > line_start && b->s[b->len - 1] == ' ')
            b->s[--b->len] = '\0';
        tb_strbuf_put(b, "\n");
    }
    for (int line = 0; line < height; line++) {
        size_t line_start = b->len;
        for (int k = 0; k < n; k++) {
            const grid *g = &grids[order[k]];
            tb_colour current = TB_COLOUR_NONE;
            for (int c = 0; c < g->w; c++) {
                char ch = line < g->h ? g->ch[line * g->w + c] : ' ';
                tb_colour col =
                    line < g->h ? (tb_colour)g->colour[line * g->w + c] : TB_COLOUR_NONE;
                if (ansi && col != current) {
                    tb_strbuf_put(b, "%s", col == TB_COLOUR_NONE ? "\033[0m" : ansi_of(col));
                    current = col;
                }
                tb_strbuf_put(b, "%c", ch);
            }
            if (ansi && current != TB_COLOUR_NONE)
                tb_strbuf_put(b, "\033[0m");
            if (k + 1 < n)
                tb_strbuf_put(b, "%*s", BOARD_GAP, "");
        }
        while (b->len > line_start && b->s[b->len - 1] == ' ') /* no trailing blanks */
            b->s[--b->len] = '\0';
        tb_strbuf_put(b, "\n");
    }
}

/* Stacks of mixed pieces, which the board shows only by their top and height. */
static void put_stacks(tb_strbuf *b, const tb_view *v)
{
    for (int i = 0; i < v->num_cells; i++) {
        const tb_view_cell *c = &v->cells[i];
        bool mixed = false;
        for (int p = 1; p < c->num_pieces; p++) {
            const tb_piece *a = &v->pieces[c->first_piece], *q = &v->pieces[c->first_piece + p];
            mixed |= a->colour != q->colour || a->kind != q->kind || strcmp(a->symbol, q->symbol);
        }
        if (!mixed)
            continue;
        tb_strbuf_put(b, "%s:", c->label);
        for (int p = 0; p < c->num_pieces; p++)
            tb_strbuf_put(b, " %s", piece_text(&v->pieces[c->first_piece + p]));
        tb_strbuf_put(b, "\n");
    }
}

char *tb_render_text(const tb_view *v, bool ansi)
{
    tb_strbuf b;
    tb_strbuf_init(&b, 256);
    int nb = v->num_boards > 0 ? v->num_boards : 1;
    grid *grids = calloc((size_t)nb, sizeof *grids);
    int *order = malloc(sizeof *order * (size_t)nb);
    for (int i = 0; i < nb; i++)
        draw_board(v, i, &grids[i]);
    /* rows top to bottom, each row's boards by column (then by index) */
    int row = v->num_boards > 0 ? v->boards[0].row : 0;
    for (int i = 0; i < v->num_boards; i++)
        row = v->boards[i].row < row ? v->boards[i].row : row;
    for (int done = 0; done < nb;) {
        int n = 0, next = row;
        for (int i = 0; i < nb; i++) {
            int r = v->num_boards > 0 ? v->boards[i].row : 0;
            if (r == row) {
                int k = n++;
                while (k > 0 && v->boards[order[k - 1]].col > v->boards[i].col) {
                    order[k] = order[k - 1];
                    k--;
                }
                order[k] = i;
            } else if (r > row && (next == row || r < next)) {
                next = r;
            }
        }
        if (done > 0 && n > 0)
            tb_strbuf_put(&b, "\n");
        put_row(&b, v, grids, order, n, ansi);
        done += n;
        if (next == row)
            break;
        row = next;
    }
    put_stacks(&b, v);
    for (int i = 0; i < v->num_reserves; i++) {
        const tb_view_reserve *r = &v->reserves[i];
        tb_strbuf_put(&b, "%s %s: %d\n", owner_name(v, r->owner), piece_text(&r->piece), r->count);
    }
    for (int i = 0; i < nb; i++) {
        free(grids[i].ch);
        free(grids[i].colour);
    }
    free(grids);
    free(order);
    return b.s;
}
