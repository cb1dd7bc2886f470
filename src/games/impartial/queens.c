/* Rainhas / Rainha Branca (Wythoff's queens): combinatorial.md §4.5.
 *
 * Identical queens on a board, (row from the top, column from the left), 0-based; a move
 * takes one queen any distance north, west or north-west. The queens are kept sorted, so
 * two texts of the same position give the same bytes. One queen is Wythoff's game; several
 * are a sum (Grundy values ⊕). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/combinatorial/comb.h"
#include "tabula/view.h"
#include "games/combinatorial/text_io.h"
#include "games/impartial/queens.h"
#include "games/impartial/wythoff.h"

enum { DIR_NORTH = QUEENS_NORTH, DIR_WEST = QUEENS_WEST, DIR_NORTHWEST = QUEENS_NORTHWEST };

static int cmp_square(const void *a, const void *b)
{
    const uint16_t *x = a, *y = b;
    if (x[0] != y[0])
        return x[0] < y[0] ? -1 : 1;
    return x[1] < y[1] ? -1 : x[1] > y[1];
}

static void sort_queens(queens_body *q)
{
    qsort(q->sq, q->n, sizeof q->sq[0], cmp_square);
}

bool comb_queens_parse_board(const tb_comb_header *h, const char *keyword, int *rows, int *cols,
                             tb_error *err)
{
    *rows = *cols = 0;
    if (!tb_comb_header_check(h, keyword, false, "board", err))
        return false;
    const char *board = tb_comb_header_opt(h, "board");
    if (!board)
        return true;
    comb_text_reader r = {board};
    long a, b;
    if (!comb_text_int(&r, 1, QUEENS_MAX_COORD + 1, &a) || !comb_text_accept(&r, 'x') ||
        !comb_text_int(&r, 1, QUEENS_MAX_COORD + 1, &b) || !comb_text_at_end(&r)) {
        tb_error_set(err, "%s: board=RxC needs rows and columns from 1 to %d", keyword,
                     QUEENS_MAX_COORD + 1);
        return false;
    }
    *rows = (int)a;
    *cols = (int)b;
    return true;
}

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    queens_body *q = out;
    int rows, cols;
    if (!comb_queens_parse_board(h, "queens", &rows, &cols, err))
        return false;
    q->rows = (uint16_t)rows;
    q->cols = (uint16_t)cols;
    comb_text_reader r = {text};
    while (!comb_text_at_end(&r)) {
        int row, col;
        if (!comb_text_square(&r, QUEENS_MAX_COORD, &row, &col)) {
            tb_error_set(err, "queens: expected a square (row,col) with coordinates 0..%d at '%s'",
                         QUEENS_MAX_COORD, r.s);
            return false;
        }
        if (q->n == QUEENS_MAX) {
            tb_error_set(err, "queens: at most %d queens", QUEENS_MAX);
            return false;
        }
        if (rows && (row >= rows || col >= cols)) {
            tb_error_set(err, "queens: square (%d,%d) is off the %dx%d board", row, col, rows,
                         cols);
            return false;
        }
        q->sq[q->n][0] = (uint16_t)row;
        q->sq[q->n][1] = (uint16_t)col;
        q->n++;
    }
    if (q->n == 0) {
        tb_error_set(err, "queens: no queen (write squares such as (2,4))");
        return false;
    }
    sort_queens(q);
    return true;
}

int comb_queens_print_board(int rows, int cols, char *buf, size_t len)
{
    if (!rows)
        return snprintf(buf, len, "%s", "");
    return snprintf(buf, len, "[board=%dx%d]", rows, cols);
}

static int print_header(const void *body, char *buf, size_t len)
{
    const queens_body *q = body;
    return comb_queens_print_board(q->rows, q->cols, buf, len);
}

static int print(const void *body, char *buf, size_t len)
{
    const queens_body *q = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int i = 0; i < q->n; i++)
        comb_text_printf(&w, "%s(%d,%d)", i ? " " : "", q->sq[i][0], q->sq[i][1]);
    return comb_text_done(&w);
}

/* A move: queen index, direction and distance. */
static uint32_t encode(int queen, int dir, int dist)
{
    return (uint32_t)(queen << 13 | dir << 11 | dist);
}

static void decode(uint32_t m, int *queen, int *dir, int *dist)
{
    *queen = (int)(m >> 13);
    *dir = (int)(m >> 11 & 3);
    *dist = (int)(m & 0x7FF);
}

static void destination(const queens_body *q, uint32_t m, int *row, int *col)
{
    int queen, dir, dist;
    decode(m, &queen, &dir, &dist);
    *row = q->sq[queen][0] - (dir != DIR_WEST ? dist : 0);
    *col = q->sq[queen][1] - (dir != DIR_NORTH ? dist : 0);
}

/* Each queen only moves closer to (0,0), so its moves now bound its moves later. */
static int move_bound(const void *body)
{
    const queens_body *q = body;
    int n = 0;
    for (int i = 0; i < q->n; i++) {
        int r = q->sq[i][0], c = q->sq[i][1];
        n += r + c + (r < c ? r : c);
    }
    return n;
}

static int moves(const void *body, int player, uint32_t *out)
{
    const queens_body *q = body;
    int n = 0;
    for (int i = 0; i < q->n; i++) {
        /* Queens on one square are interchangeable: one set of moves for them. */
        if (i > 0 && q->sq[i][0] == q->sq[i - 1][0] && q->sq[i][1] == q->sq[i - 1][1])
            continue;
        int r = q->sq[i][0], c = q->sq[i][1];
        for (int d = 1; d <= r; d++)
            out[n++] = encode(i, DIR_NORTH, d);
        for (int d = 1; d <= c; d++)
            out[n++] = encode(i, DIR_WEST, d);
        for (int d = 1; d <= r && d <= c; d++)
            out[n++] = encode(i, DIR_NORTHWEST, d);
    }
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    queens_body *q = body;
    int queen, dir, dist, row, col;
    decode(m, &queen, &dir, &dist);
    destination(q, m, &row, &col);
    q->sq[queen][0] = (uint16_t)row;
    q->sq[queen][1] = (uint16_t)col;
    sort_queens(q);
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    const queens_body *q = body;
    int queen, dir, dist, row, col;
    decode(m, &queen, &dir, &dist);
    destination(q, m, &row, &col);
    return snprintf(buf, len, "(%d,%d)>(%d,%d)", q->sq[queen][0], q->sq[queen][1], row, col);
}

bool comb_queens_read_move(comb_text_reader *r, int *r0, int *c0, int *dir, int *dist,
                           tb_error *err)
{
    int r1, c1;
    if (!comb_text_square(r, QUEENS_MAX_COORD, r0, c0) || !comb_text_accept(r, '>') ||
        !comb_text_square(r, QUEENS_MAX_COORD, &r1, &c1)) {
        tb_error_set(err, "a queen's move is written (r,c)>(r',c')");
        return false;
    }
    int dr = *r0 - r1, dc = *c0 - c1;
    if (dr > 0 && dc == 0) {
        *dir = DIR_NORTH;
        *dist = dr;
    } else if (dr == 0 && dc > 0) {
        *dir = DIR_WEST;
        *dist = dc;
    } else if (dr > 0 && dr == dc) {
        *dir = DIR_NORTHWEST;
        *dist = dr;
    } else {
        tb_error_set(err, "(%d,%d)>(%d,%d) is not a move north, west or north-west", *r0, *c0, r1,
                     c1);
        return false;
    }
    return true;
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    const queens_body *q = body;
    comb_text_reader r = {text};
    int r0, c0, dir, dist;
    if (!comb_queens_read_move(&r, &r0, &c0, &dir, &dist, err))
        return false;
    if (!comb_text_at_end(&r)) {
        tb_error_set(err, "queens: unexpected '%s' after the move", r.s);
        return false;
    }
    for (int i = 0; i < q->n; i++)
        if (q->sq[i][0] == r0 && q->sq[i][1] == c0) {
            *m = encode(i, dir, dist);
            return true;
        }
    tb_error_set(err, "queens: no queen on (%d,%d)", r0, c0);
    return false;
}

/* The Grundy values of one queen on squares up to (rows-1, cols-1). A table is costly for
 * far squares (analysis asks for the values of every option), so each thread keeps its
 * largest table; no state is shared between threads. The key frees a thread's table when
 * the thread ends (the server's request threads come and go). */
static _Thread_local struct {
    int rows, cols;
    uint32_t *g;
} cache;
static pthread_key_t cache_key;
static pthread_once_t cache_key_once = PTHREAD_ONCE_INIT;
static bool cache_key_made; /* written once, under cache_key_once */

static void cache_key_make(void)
{
    cache_key_made = pthread_key_create(&cache_key, free) == 0;
}

static const uint32_t *grundy_table(int rows, int cols)
{
    if (cache.g && rows <= cache.rows && cols <= cache.cols)
        return cache.g;
    if (rows < cache.rows)
        rows = cache.rows;
    if (cols < cache.cols)
        cols = cache.cols;
    uint32_t *t = malloc((size_t)rows * (size_t)cols * sizeof *t);
    if (!t || !comb_wythoff_grundy_table(rows, cols, t)) {
        free(t);
        return NULL;
    }
    free(cache.g);
    cache.g = t;
    cache.rows = rows;
    cache.cols = cols;
    pthread_once(&cache_key_once, cache_key_make);
    if (cache_key_made)
        pthread_setspecific(cache_key, t);
    return t;
}

/* ⊕ of the queens' Wythoff Grundy values (§4.5, Thesis Ex. 2.61). */
static bool grundy(const void *body, uint64_t *g)
{
    const queens_body *q = body;
    int rows = 1, cols = 1;
    for (int i = 0; i < q->n; i++) {
        if (q->sq[i][0] + 1 > rows)
            rows = q->sq[i][0] + 1;
        if (q->sq[i][1] + 1 > cols)
            cols = q->sq[i][1] + 1;
    }
    const uint32_t *table = grundy_table(rows, cols);
    if (!table)
        return false;
    *g = 0;
    for (int i = 0; i < q->n; i++)
        *g ^= table[(size_t)q->sq[i][0] * (size_t)cache.cols + q->sq[i][1]];
    return true;
}

void comb_queens_draw(tb_view *v, int board, int rows, int cols, const queens_piece *p, int n)
{
    for (int i = 0; rows == 0 && i < n; i++) /* no board option: just large enough */
        cols = p[i].col + 1 > cols ? p[i].col + 1 : cols;
    for (int i = 0; rows == 0 && i < n; i++)
        rows = p[i].row + 1 > rows ? p[i].row + 1 : rows;
    rows = rows > VIEW_MAX ? VIEW_MAX : rows; /* far squares are not drawn */
    cols = cols > VIEW_MAX ? VIEW_MAX : cols;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            char label[16];
            snprintf(label, sizeof label, "(%hu,%hu)", (unsigned short)r, (unsigned short)c);
            int cell = tb_view_add_cell(v, board, c, rows - 1 - r, TB_SHAPE_SQUARE, label);
            if ((r + c) % 2)
                v->cells[cell].marks |= TB_MARK_DARK;
            for (int i = 0; i < n; i++)
                if (p[i].row == r && p[i].col == c)
                    tb_view_push(v, cell, TB_KIND_QUEEN, p[i].colour, -1, p[i].symbol);
        }
}

static void view(const void *body, tb_view *v, int board)
{
    const queens_body *q = body;
    queens_piece p[QUEENS_MAX];
    for (int i = 0; i < q->n; i++)
        p[i] = (queens_piece){q->sq[i][0], q->sq[i][1], TB_COLOUR_WHITE, "Q"};
    comb_queens_draw(v, board, q->rows, q->cols, p, q->n);
}

static const char *const aliases[] = {"rainhas", "rainha-branca", NULL};

const tb_comb_kind tb_kind_queens = {
    .keyword = "queens",
    .aliases = aliases,
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(queens_body),
    .parse = parse,
    .print_header = print_header,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .grundy = grundy,
    .view = view,
};

TB_COMB_OPTIONS(queens_options, "queens[board=8x8]: (7,7)");

const tb_variant tb_variant_queens = {
    .id = "queens",
    .aliases = (const char *const[]){"rainha-branca", NULL},
    .name_pt = "Rainhas",
    .name_en = "Wythoff's queens",
    .family = "combinatorial",
    .summary_pt = "Rainhas que só andam para norte, oeste ou noroeste; ganha quem faz o último "
                  "lance.",
    .summary_en = "Queens that move only north, west or north-west; the last player to move "
                  "wins.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = queens_options,
};
