/* Triangular Nim (Nimby): combinatorial.md §4.20, AMBIGUITY A22.
 *
 * A triangle of side n: row i (1-based from the top) has cells (i, 1)..(i, i), each with at
 * most one counter. A move removes 1..max counters forming a gap-free run along a row, a left
 * diagonal (j fixed) or a right diagonal (i - j fixed). A single counter lies on three lines:
 * that move is listed once. Option [max=k] bounds a move (default: no bound). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"
#include "tabula/view.h"

enum { MAX_SIDE = 8 };
enum { ROW, LEFT_DIAG, RIGHT_DIAG }; /* step (0,1), (1,0), (1,1) in (i, j) */
static const int STEP_I[] = {0, 1, 1}, STEP_J[] = {1, 0, 1};

typedef struct triangle_body {
    uint8_t side, max; /* max 0: no bound */
    uint8_t pad[6];
    uint64_t cells; /* bit of cell (i, j): (i - 1) * i / 2 + j - 1 */
} triangle_body;

static int cell_index(int i, int j)
{
    return (i - 1) * i / 2 + j - 1;
}

static bool inside(const triangle_body *t, int i, int j)
{
    return i >= 1 && i <= t->side && j >= 1 && j <= i;
}

static bool has(const triangle_body *t, int i, int j)
{
    return inside(t, i, j) && (t->cells >> cell_index(i, j) & 1);
}

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    triangle_body *t = out;
    if (!tb_comb_header_check(h, "triangle", false, "max", err))
        return false;
    const char *max = tb_comb_header_opt(h, "max");
    if (max) {
        char *end;
        long k = strtol(max, &end, 10);
        if (*end || k < 1 || k > MAX_SIDE) {
            tb_error_set(err, "triangle: max=k takes k from 1 to %d", MAX_SIDE);
            return false;
        }
        t->max = (uint8_t)k;
    }
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    int i = 0;
    for (;;) {
        i++;
        int j = 0;
        for (; *r.s == 'o' || *r.s == '.'; r.s++) {
            j++;
            if (i > MAX_SIDE || j > i)
                break;
            if (*r.s == 'o')
                t->cells |= 1ULL << cell_index(i, j);
        }
        if (i > MAX_SIDE || j != i) {
            tb_error_set(err,
                         "triangle: rows from the top with 1, 2, 3, ... cells of 'o' "
                         "(counter) or '.' (empty), separated by '/', side at most %d",
                         MAX_SIDE);
            return false;
        }
        if (*r.s != '/')
            break;
        r.s++;
    }
    if (!comb_text_at_end(&r)) {
        tb_error_set(err, "triangle: unexpected '%s' after the rows", r.s);
        return false;
    }
    t->side = (uint8_t)i;
    return true;
}

static int print_header(const void *body, char *buf, size_t len)
{
    const triangle_body *t = body;
    if (!t->max)
        return snprintf(buf, len, "%s", "");
    return snprintf(buf, len, "[max=%d]", t->max);
}

static int print(const void *body, char *buf, size_t len)
{
    const triangle_body *t = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int i = 1; i <= t->side; i++) {
        comb_text_printf(&w, "%s", i > 1 ? "/" : "");
        for (int j = 1; j <= i; j++)
            comb_text_printf(&w, "%c", has(t, i, j) ? 'o' : '.');
    }
    return comb_text_done(&w);
}

/* A run is named by its first cell, direction and length; at most side runs start at a
 * counter in each direction. */
static int move_bound(const void *body)
{
    const triangle_body *t = body;
    return __builtin_popcountll(t->cells) * 3 * t->side;
}

/* Move code: bits 0..5 first cell, bits 6..7 direction, bits 8..11 length. */
static uint32_t encode(int i, int j, int dir, int length)
{
    return (uint32_t)(cell_index(i, j) | dir << 6 | length << 8);
}

static void decode(uint32_t m, int *i, int *j, int *dir, int *length)
{
    int cell = (int)(m & 63);
    *i = 1;
    while (cell >= *i) {
        cell -= *i;
        (*i)++;
    }
    *j = cell + 1;
    *dir = (int)(m >> 6 & 3);
    *length = (int)(m >> 8 & 15);
}

static int moves(const void *body, int player, uint32_t *out)
{
    const triangle_body *t = body;
    int limit = t->max ? t->max : t->side, n = 0;
    for (int i = 1; i <= t->side; i++)
        for (int j = 1; j <= i; j++) {
            if (!has(t, i, j))
                continue;
            out[n++] = encode(i, j, ROW, 1);
            for (int dir = ROW; dir <= RIGHT_DIAG; dir++)
                for (int len = 2; len <= limit; len++) {
                    int ei = i + (len - 1) * STEP_I[dir], ej = j + (len - 1) * STEP_J[dir];
                    if (!has(t, ei, ej))
                        break;
                    out[n++] = encode(i, j, dir, len);
                }
        }
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    triangle_body *t = body;
    int i, j, dir, len;
    decode(m, &i, &j, &dir, &len);
    for (int k = 0; k < len; k++)
        t->cells &= ~(1ULL << cell_index(i + k * STEP_I[dir], j + k * STEP_J[dir]));
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    int i, j, dir, length;
    decode(m, &i, &j, &dir, &length);
    return snprintf(buf, len, "%d,%d>%d,%d", i, j, i + (length - 1) * STEP_I[dir],
                    j + (length - 1) * STEP_J[dir]);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    comb_text_reader r = {text};
    long i0, j0, i1, j1;
    if (!comb_text_int(&r, 1, MAX_SIDE, &i0) || !comb_text_accept(&r, ',') ||
        !comb_text_int(&r, 1, MAX_SIDE, &j0) || !comb_text_accept(&r, '>') ||
        !comb_text_int(&r, 1, MAX_SIDE, &i1) || !comb_text_accept(&r, ',') ||
        !comb_text_int(&r, 1, MAX_SIDE, &j1) || !comb_text_at_end(&r) || j0 > i0 || j1 > i1) {
        tb_error_set(err, "triangle: a move is i,j>k,l, the two end cells of the run (row i "
                          "from the top, cell j from the left, 1-based)");
        return false;
    }
    if (i1 < i0 || (i1 == i0 && j1 < j0)) { /* either order: start from the upper-left end */
        long ti = i0, tj = j0;
        i0 = i1;
        j0 = j1;
        i1 = ti;
        j1 = tj;
    }
    long di = i1 - i0, dj = j1 - j0;
    int dir = di == 0 ? ROW : dj == 0 ? LEFT_DIAG : di == dj ? RIGHT_DIAG : -1;
    if (dir < 0) {
        tb_error_set(err, "triangle: %ld,%ld and %ld,%ld are not on one row or diagonal", i0, j0,
                     i1, j1);
        return false;
    }
    long length = (di > dj ? di : dj) + 1;
    *m = encode((int)i0, (int)j0, length == 1 ? ROW : dir, (int)length);
    return true;
}

/* The triangle, row 1 at the top, rows centred; labels "i,j" as in the move text. */
static void view(const void *body, tb_view *v, int board)
{
    const triangle_body *t = body;
    for (int i = 1; i <= t->side; i++)
        for (int j = 1; j <= i; j++) {
            char label[16];
            snprintf(label, sizeof label, "%d,%d", i, j);
            int cell = tb_view_add_cell(v, board, (j - 1) + (t->side - i) / 2.0, t->side - i,
                                        TB_SHAPE_POINT, label);
            if (has(t, i, j))
                tb_view_push(v, cell, TB_KIND_TOKEN, TB_COLOUR_YELLOW, -1, "o");
        }
}

const tb_comb_kind tb_kind_triangle = {
    .keyword = "triangle",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(triangle_body),
    .parse = parse,
    .print_header = print_header,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .view = view,
};

TB_COMB_OPTIONS(triangle_options, "triangle: o/oo/ooo/oooo/ooooo");

const tb_variant tb_variant_triangle = {
    .id = "triangle",
    .aliases = (const char *const[]){"triangular", NULL},
    .name_pt = "Nim triangular",
    .name_en = "Triangular Nim",
    .family = "combinatorial",
    .summary_pt = "Tiram-se fichas seguidas de uma linha ou diagonal do triângulo.",
    .summary_en = "Remove adjacent counters along one row or diagonal of the triangle.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = triangle_options,
};
