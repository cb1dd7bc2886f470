/* Array Nim (two-dimensional Nim): combinatorial.md §4.19, AMBIGUITY A21.
 *
 * Counters on a rectangular grid, at most one per cell; a move removes one or more counters
 * that all lie in one row, or all in one column (not necessarily adjacent). A single counter
 * is in a row and a column at once: that move is listed once, as a row move. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"
#include "tabula/view.h"

enum { MAX_SIDE = 8 };

typedef struct array_body {
    uint8_t rows, cols;
    uint8_t pad[6];
    uint64_t cells; /* bit r * 8 + c: a counter at row r, column c (0-based) */
} array_body;

static bool has(const array_body *a, int r, int c)
{
    return a->cells >> (r * MAX_SIDE + c) & 1;
}

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    array_body *a = out;
    if (!tb_comb_header_check(h, "array", false, NULL, err))
        return false;
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    int rows = 0, cols = -1;
    for (;;) {
        int width = 0;
        for (; *r.s == 'o' || *r.s == '.'; r.s++, width++) {
            if (width == MAX_SIDE || rows == MAX_SIDE) {
                tb_error_set(err, "array: at most %d rows and %d columns", MAX_SIDE, MAX_SIDE);
                return false;
            }
            if (*r.s == 'o')
                a->cells |= 1ULL << (rows * MAX_SIDE + width);
        }
        if (width == 0 || (cols >= 0 && width != cols)) {
            tb_error_set(err, "array: rows of 'o' (counter) and '.' (empty), all of one "
                              "length, separated by '/'");
            return false;
        }
        cols = width;
        rows++;
        if (*r.s != '/')
            break;
        r.s++;
    }
    if (!comb_text_at_end(&r)) {
        tb_error_set(err, "array: unexpected '%s' after the grid", r.s);
        return false;
    }
    a->rows = (uint8_t)rows;
    a->cols = (uint8_t)cols;
    return true;
}

static int print(const void *body, char *buf, size_t len)
{
    const array_body *a = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int r = 0; r < a->rows; r++) {
        comb_text_printf(&w, "%s", r ? "/" : "");
        for (int c = 0; c < a->cols; c++)
            comb_text_printf(&w, "%c", has(a, r, c) ? 'o' : '.');
    }
    return comb_text_done(&w);
}

/* The counters of line `line` (a row, or a column when `column`) as a mask over its cells. */
static unsigned line_mask(const array_body *a, bool column, int line)
{
    unsigned m = 0;
    int n = column ? a->rows : a->cols;
    for (int i = 0; i < n; i++)
        if (column ? has(a, i, line) : has(a, line, i))
            m |= 1u << i;
    return m;
}

/* Non-empty subsets of each row, and of each column with two counters or more. */
static int move_bound(const void *body)
{
    const array_body *a = body;
    int n = 0;
    for (int r = 0; r < a->rows; r++)
        n += (1 << __builtin_popcount(line_mask(a, false, r))) - 1;
    for (int c = 0; c < a->cols; c++) {
        int k = __builtin_popcount(line_mask(a, true, c));
        n += (1 << k) - 1 - k;
    }
    return n;
}

/* Move code: bit 12 column, bits 8..11 the line (0-based), bits 0..7 the cells taken. */
static uint32_t encode(bool column, int line, unsigned subset)
{
    return (uint32_t)column << 12 | (uint32_t)line << 8 | subset;
}

static int moves(const void *body, int player, uint32_t *out)
{
    const array_body *a = body;
    int n = 0;
    for (int column = 0; column < 2; column++) {
        int lines = column ? a->cols : a->rows;
        for (int line = 0; line < lines; line++) {
            unsigned full = line_mask(a, column, line);
            /* Every non-empty subset of the line's counters (singles only as rows). */
            for (unsigned sub = full; sub; sub = (sub - 1) & full)
                if (!column || (sub & (sub - 1)))
                    out[n++] = encode(column, line, sub);
        }
    }
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    array_body *a = body;
    bool column = m >> 12 & 1;
    int line = (int)(m >> 8 & 15);
    for (int i = 0; i < MAX_SIDE; i++)
        if (m >> i & 1)
            a->cells &= ~(1ULL << (column ? i * MAX_SIDE + line : line * MAX_SIDE + i));
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    comb_text_printf(&w, "%c%u:", m >> 12 & 1 ? 'C' : 'R', (m >> 8 & 15) + 1);
    const char *sep = "";
    for (int i = 0; i < MAX_SIDE; i++)
        if (m >> i & 1) {
            comb_text_printf(&w, "%s%d", sep, i + 1);
            sep = ",";
        }
    return comb_text_done(&w);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    char kind = *r.s;
    long line, cell;
    unsigned subset = 0;
    bool ok = (kind == 'R' || kind == 'C') && (r.s++, comb_text_int(&r, 1, MAX_SIDE, &line)) &&
              comb_text_accept(&r, ':');
    while (ok) {
        ok = comb_text_int(&r, 1, MAX_SIDE, &cell) && !(subset >> (cell - 1) & 1);
        if (!ok) /* no number (cell unset), or one listed twice */
            break;
        subset |= 1u << (cell - 1);
        if (!comb_text_accept(&r, ','))
            break;
    }
    if (!ok || !comb_text_at_end(&r)) {
        tb_error_set(err, "array: a move is R<row>:<columns> or C<column>:<rows>, 1-based, "
                          "e.g. R2:1,3 or C1:2");
        return false;
    }
    if (kind == 'C' && !(subset & (subset - 1))) /* one counter: listed as a row move */
        *m = encode(false, __builtin_ctz(subset), 1u << (line - 1));
    else
        *m = encode(kind == 'C', (int)line - 1, subset);
    return true;
}

/* The grid, row 1 at the top, labels "r,c" from 1. */
static void view(const void *body, tb_view *v, int board)
{
    const array_body *a = body;
    for (int r = 0; r < a->rows; r++)
        for (int c = 0; c < a->cols; c++) {
            char label[16];
            snprintf(label, sizeof label, "%d,%d", r + 1, c + 1);
            int cell = tb_view_add_cell(v, board, c, a->rows - 1 - r, TB_SHAPE_SQUARE, label);
            if (has(a, r, c))
                tb_view_push(v, cell, TB_KIND_TOKEN, TB_COLOUR_YELLOW, -1, "o");
        }
}

const tb_comb_kind tb_kind_array = {
    .keyword = "array",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(array_body),
    .parse = parse,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .view = view,
};

TB_COMB_OPTIONS(array_options, "array: oooo/oooo/oooo");

const tb_variant tb_variant_array = {
    .id = "array",
    .aliases = (const char *const[]){"quadricula", NULL},
    .name_pt = "Nim em quadrícula",
    .name_en = "Array Nim",
    .family = "combinatorial",
    .summary_pt = "Tiram-se fichas de uma só linha ou de uma só coluna.",
    .summary_en = "Remove counters from a single row or a single column.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = array_options,
};
