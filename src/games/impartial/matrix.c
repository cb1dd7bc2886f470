/* Nim em matrizes, matrix Nim (combinatorial.md §4.13, A11): subtract the same k >= 1 from
 * every entry of one row or one column, k no larger than the line's smallest entry. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/comb.h"

enum { SIDE_MAX = 6, ENTRY_MAX = 1000 };

typedef struct matrix {
    uint8_t rows, cols;
    uint16_t e[SIDE_MAX * SIDE_MAX]; /* row-major */
    uint8_t pad[6];
} matrix;
_Static_assert(sizeof(matrix) % 8 == 0, "component data is a multiple of 8 bytes");

#define COLUMN 0x100000u /* move code: COLUMN? | line << 16 | k */

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    matrix *m = data;
    if (!tb_comb_header_check(hd, "matrix", false, NULL, err))
        return false;
    char row[TB_COMB_TEXT];
    const char *p = body;
    for (;;) {
        size_t n = strcspn(p, "/");
        if (m->rows == SIDE_MAX) {
            tb_error_set(err, "bad position: at most %d rows in matrix", SIDE_MAX);
            return false;
        }
        memcpy(row, p, n);
        row[n] = '\0';
        long v[SIDE_MAX];
        int c = tb_comb_read_ints(row, v, SIDE_MAX, 0, ENTRY_MAX, "matrix entry", err);
        if (c < 0)
            return false;
        if (c == 0 || (m->rows > 0 && c != m->cols)) {
            tb_error_set(err, "bad position: the rows of matrix must be non-empty and equally "
                              "long, separated by '/'");
            return false;
        }
        m->cols = (uint8_t)c;
        for (int j = 0; j < c; j++)
            m->e[m->rows * SIDE_MAX + j] = (uint16_t)v[j];
        m->rows++;
        if (!p[n])
            return true;
        p += n + 1;
    }
}

static int print_body(const void *data, char *buf, size_t len)
{
    const matrix *m = data;
    size_t used = 0;
    for (int i = 0; i < m->rows; i++) {
        char row[128];
        tb_comb_print_u16(m->e + i * SIDE_MAX, m->cols, " ", row, sizeof row);
        used += (size_t)snprintf(buf + (used < len ? used : len), used < len ? len - used : 0,
                                 "%s%s", i ? " / " : "", row);
    }
    return (int)used;
}

static int line_min(const matrix *m, bool column, int line)
{
    int lo = ENTRY_MAX + 1, n = column ? m->rows : m->cols;
    for (int i = 0; i < n; i++) {
        int v = column ? m->e[i * SIDE_MAX + line] : m->e[line * SIDE_MAX + i];
        if (v < lo)
            lo = v;
    }
    return lo;
}

/* Every line's minimum only decreases. */
static int move_bound(const void *data)
{
    const matrix *m = data;
    int b = 0;
    for (int i = 0; i < m->rows; i++)
        b += line_min(m, false, i);
    for (int j = 0; j < m->cols; j++)
        b += line_min(m, true, j);
    return b;
}

static int moves(const void *data, int player, uint32_t *out)
{
    const matrix *m = data;
    int n = 0;
    for (int i = 0; i < m->rows; i++)
        for (int k = 1; k <= line_min(m, false, i); k++)
            out[n++] = (uint32_t)(i << 16 | k);
    for (int j = 0; j < m->cols; j++)
        for (int k = 1; k <= line_min(m, true, j); k++)
            out[n++] = COLUMN | (uint32_t)(j << 16 | k);
    return n;
}

static void apply(void *data, int player, uint32_t move)
{
    matrix *m = data;
    bool column = (move & COLUMN) != 0;
    int line = (int)(move >> 16 & 0xF), k = (int)(move & 0xFFFF);
    for (int i = 0; i < (column ? m->rows : m->cols); i++)
        m->e[column ? i * SIDE_MAX + line : line * SIDE_MAX + i] -= (uint16_t)k;
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    return snprintf(buf, len, "%c%u-%u", move & COLUMN ? 'c' : 'r',
                    (unsigned)(move >> 16 & 0xF) + 1, (unsigned)(move & 0xFFFF));
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const matrix *m = data;
    const char *p = text;
    bool column = *p == 'c' || *p == 'C';
    long line, k;
    if ((*p != 'r' && *p != 'R' && !column) || (++p, !tb_comb_read_long(&p, 1, SIDE_MAX, &line)) ||
        *p++ != '-' || !tb_comb_read_long(&p, 1, ENTRY_MAX, &k) || *p ||
        line > (column ? m->cols : m->rows)) {
        tb_error_set(err,
                     "bad move '%s': expected r<row>-<k> or c<column>-<k> (1-based), "
                     "e.g. r2-5",
                     text);
        return false;
    }
    *move = (column ? COLUMN : 0) | (uint32_t)((line - 1) << 16 | k);
    return true;
}

/* The columns sorted (each read top to bottom), a column order that does not change the
 * game. */
static void sort_columns(matrix *m)
{
    for (int a = 1; a < m->cols; a++)
        for (int b = a; b > 0; b--) {
            int cmp = 0;
            for (int i = 0; i < m->rows && !cmp; i++)
                cmp = (int)m->e[i * SIDE_MAX + b - 1] - (int)m->e[i * SIDE_MAX + b];
            if (cmp <= 0)
                break;
            for (int i = 0; i < m->rows; i++) {
                uint16_t t = m->e[i * SIDE_MAX + b];
                m->e[i * SIDE_MAX + b] = m->e[i * SIDE_MAX + b - 1];
                m->e[i * SIDE_MAX + b - 1] = t;
            }
        }
}

static bool next_permutation(int *p, int n)
{
    int i = n - 2;
    while (i >= 0 && p[i] >= p[i + 1])
        i--;
    if (i < 0)
        return false;
    int j = n - 1;
    while (p[j] <= p[i])
        j--;
    int t = p[i];
    p[i] = p[j];
    p[j] = t;
    for (int a = i + 1, b = n - 1; a < b; a++, b--)
        t = p[a], p[a] = p[b], p[b] = t;
    return true;
}

/* One part for the memo: the least of the matrix's images under transposition, row
 * permutations (all of them up to 4 rows) and column sorting; permuting lines and swapping
 * rows with columns do not change the game. */
static int canonical_part(const void *data, void *parts, int max)
{
    const matrix *m = data;
    matrix *best = parts, cand;
    bool have = false;
    for (int t = 0; t < 2; t++) {
        matrix base;
        memset(&base, 0, sizeof base);
        base.rows = t ? m->cols : m->rows;
        base.cols = t ? m->rows : m->cols;
        for (int i = 0; i < base.rows; i++)
            for (int j = 0; j < base.cols; j++)
                base.e[i * SIDE_MAX + j] = t ? m->e[j * SIDE_MAX + i] : m->e[i * SIDE_MAX + j];
        int perm[SIDE_MAX];
        for (int i = 0; i < base.rows; i++)
            perm[i] = i;
        do {
            memset(&cand, 0, sizeof cand);
            cand.rows = base.rows;
            cand.cols = base.cols;
            for (int i = 0; i < base.rows; i++)
                memcpy(cand.e + i * SIDE_MAX, base.e + perm[i] * SIDE_MAX,
                       sizeof cand.e[0] * SIDE_MAX);
            sort_columns(&cand);
            if (!have || memcmp(&cand, best, sizeof cand) < 0)
                *best = cand;
            have = true;
        } while (base.rows <= 4 && next_permutation(perm, base.rows));
    }
    return 1;
}

static void view(const void *data, tb_view *v, int board)
{
    const matrix *m = data;
    for (int i = 0; i < m->rows; i++)
        for (int j = 0; j < m->cols; j++) {
            char label[16], value[16];
            snprintf(label, sizeof label, "r%dc%d", i + 1, j + 1);
            snprintf(value, sizeof value, "%u", (unsigned)m->e[i * SIDE_MAX + j]);
            int cell = tb_view_add_cell(v, board, j, m->rows - 1 - i, TB_SHAPE_SQUARE, label);
            if (m->e[i * SIDE_MAX + j])
                tb_view_push_piece(v, cell, TB_COLOUR_YELLOW, -1,
                                   m->e[i * SIDE_MAX + j] < 1000 ? value : "+");
        }
    /* The rows and columns as the moves name them ("r2-4", "c3-1"). */
    for (int i = 0; i < m->rows; i++) {
        char text[8];
        snprintf(text, sizeof text, "r%d", i + 1);
        tb_view_add_text(v, board, -1, m->rows - 1 - i, text);
    }
    for (int j = 0; j < m->cols; j++) {
        char text[8];
        snprintf(text, sizeof text, "c%d", j + 1);
        tb_view_add_text(v, board, j, m->rows, text);
    }
}

/* As it stands, with the row or column the last move took from marked. */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board)
{
    matrix m = *(const matrix *)start;
    for (int i = 0; i < n; i++)
        apply(&m, players[i], moves[i]);
    int first = v->num_cells;
    view(&m, v, board);
    if (!mark_last || n == 0)
        return;
    bool column = (moves[n - 1] & COLUMN) != 0;
    int line = (int)(moves[n - 1] >> 16 & 0xF);
    for (int i = 0; i < m.rows; i++)
        for (int j = 0; j < m.cols; j++)
            if ((column ? j : i) == line)
                v->cells[first + i * m.cols + j].marks |= TB_MARK_LAST;
}

const tb_comb_kind tb_kind_matrix = {
    .keyword = "matrix",
    .aliases = (const char *const[]){"matrizes", NULL},
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(matrix),
    .parse = parse,
    .print_body = print_body,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .split = canonical_part,
    .view = view,
    .view_played = view_played,
};

TB_COMB_OPTIONS(matrix_options, "matrix: 2 0 23 / 5 7 9");

const tb_variant tb_variant_matrix = {
    .id = "matrix",
    .aliases = (const char *const[]){"matrizes", NULL},
    .name_pt = "Nim em matrizes",
    .name_en = "Matrix Nim",
    .family = "combinatorial",
    .summary_pt = "Subtrai-se o mesmo número a toda uma linha ou coluna de uma matriz.",
    .summary_en = "Subtract the same number from a whole row or column of a matrix.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = matrix_options,
};
