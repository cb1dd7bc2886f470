/* Draws a view on a character grid. Cell centres are scaled so that the closest cells of a
 * board land 3 columns / 1 line apart: square boards become a grid, hexagonal boards whose
 * columns are offset by half a cell interleave their rows, and point boards look like Go
 * diagrams. Nothing here knows any game. */
#include "tabula/render.h"

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
        if (c->num_pieces > 0) {
            const tb_piece *top = &v->pieces[c->first_piece + c->num_pieces - 1];
            if (c->num_pieces > 1)
                snprintf(glyph, sizeof glyph, "%s%d", top->symbol, c->num_pieces);
            else
                snprintf(glyph, sizeof glyph, "%s", top->symbol);
            colour = top->colour;
        } else if (c->marks & TB_MARK_GOAL) {
            snprintf(glyph, sizeof glyph, "%c", c->goal_owner >= 0 ? '1' + c->goal_owner : '*');
            colour = TB_COLOUR_GREY;
        } else if (c->marks & TB_MARK_BLOCKED) {
            snprintf(glyph, sizeof glyph, "#");
        } else if (c->marks & TB_MARK_ZONE) {
            snprintf(glyph, sizeof glyph, ":");
            colour = TB_COLOUR_GREY;
        } else {
            snprintf(glyph, sizeof glyph, "%s",
                     c->shape == TB_SHAPE_POINT ? (c->marks & TB_MARK_HOSHI ? "+" : ".") : ".");
            colour = TB_COLOUR_GREY;
        }
        grid_write(out, COL(c->x), LINE(c->y), glyph, colour);
        if (c->marks & TB_MARK_LAST) { /* brackets around the last move */
            int col = COL(c->x), line = LINE(c->y), len = (int)strlen(glyph);
            int start = col - (len - 1) / 2;
            grid_write(out, start - 1, line, "[", TB_COLOUR_NONE);
            grid_write(out, start + len, line, "]", TB_COLOUR_NONE);
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
        return "stock";
    return v->player_names[owner] ? v->player_names[owner] : names[owner];
}

char *tb_render_text(const tb_view *v, bool ansi)
{
    tb_strbuf b;
    tb_strbuf_init(&b, 256);
    int nb = v->num_boards > 0 ? v->num_boards : 1;
    grid *grids = calloc((size_t)nb, sizeof *grids);
    int height = 0;
    for (int i = 0; i < nb; i++) {
        draw_board(v, i, &grids[i]);
        if (grids[i].h > height)
            height = grids[i].h;
    }
    bool named = false;
    for (int i = 0; i < v->num_boards; i++)
        named |= v->boards[i].name[0] != '\0';
    if (named) {
        for (int i = 0; i < nb; i++)
            tb_strbuf_put(&b, "%-*s%*s", grids[i].w, v->boards[i].name, i + 1 < nb ? BOARD_GAP : 0,
                          "");
        tb_strbuf_put(&b, "\n");
    }
    for (int line = 0; line < height; line++) {
        size_t line_start = b.len;
        for (int i = 0; i < nb; i++) {
            grid *g = &grids[i];
            tb_colour current = TB_COLOUR_NONE;
            for (int c = 0; c < g->w; c++) {
                char ch = line < g->h ? g->ch[line * g->w + c] : ' ';
                tb_colour col =
                    line < g->h ? (tb_colour)g->colour[line * g->w + c] : TB_COLOUR_NONE;
                if (ansi && col != current) {
                    tb_strbuf_put(&b, "%s", col == TB_COLOUR_NONE ? "\033[0m" : ansi_of(col));
                    current = col;
                }
                tb_strbuf_put(&b, "%c", ch);
            }
            if (ansi && current != TB_COLOUR_NONE)
                tb_strbuf_put(&b, "\033[0m");
            if (i + 1 < nb)
                tb_strbuf_put(&b, "%*s", BOARD_GAP, "");
        }
        while (b.len > line_start && b.s[b.len - 1] == ' ') /* no trailing blanks */
            b.s[--b.len] = '\0';
        tb_strbuf_put(&b, "\n");
    }
    for (int i = 0; i < v->num_reserves; i++) {
        const tb_view_reserve *r = &v->reserves[i];
        tb_strbuf_put(&b, "%s %s: %d\n", owner_name(v, r->owner), r->piece.symbol, r->count);
    }
    for (int i = 0; i < nb; i++) {
        free(grids[i].ch);
        free(grids[i].colour);
    }
    free(grids);
    return b.s;
}
