/* Plainim (combinatorial.md §4.15, A13): rows of squares with at most one piece each; a move
 * removes one piece of a row and then changes the squares to its right freely. Read as a
 * binary number (leftmost square most significant) a row can go to any smaller number, so
 * each row is a Nim heap. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/comb.h"

enum { ROWS_MAX = 16, WIDTH_MAX = 12 };

typedef struct board {
    uint8_t rows, width;
    uint16_t row[ROWS_MAX]; /* bit width-1 is the leftmost square */
    uint8_t pad[6];
} board;
_Static_assert(sizeof(board) % 8 == 0, "component data is a multiple of 8 bytes");

/* Reads one row of '0'/'1' (exactly `width` of them when width > 0). Returns its length. */
static int read_row(const char *p, size_t n, uint16_t *value)
{
    if (n == 0 || n > WIDTH_MAX)
        return -1;
    uint16_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] != '0' && p[i] != '1')
            return -1;
        v = (uint16_t)(v << 1 | (p[i] == '1'));
    }
    *value = v;
    return (int)n;
}

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    board *b = data;
    if (!tb_comb_header_check(hd, "plainim", false, NULL, err))
        return false;
    const char *p = body;
    for (;;) {
        size_t n = strcspn(p, "/");
        uint16_t v;
        int w = read_row(p, n, &v);
        if (w < 0 || (b->rows && w != b->width) || b->rows == ROWS_MAX) {
            tb_error_set(err,
                         "bad position: plainim rows are strings of 0 and 1 of one length "
                         "(1..%d), separated by '/', at most %d rows",
                         WIDTH_MAX, ROWS_MAX);
            return false;
        }
        b->width = (uint8_t)w;
        b->row[b->rows++] = v;
        if (!p[n])
            return true;
        p += n + 1;
    }
}

static int row_text(const board *b, uint16_t v, char *buf)
{
    for (int i = 0; i < b->width; i++)
        buf[i] = (char)('0' + (v >> (b->width - 1 - i) & 1));
    buf[b->width] = '\0';
    return b->width;
}

static int print_body(const void *data, char *buf, size_t len)
{
    const board *b = data;
    size_t used = 0;
    for (int i = 0; i < b->rows; i++) {
        char row[WIDTH_MAX + 1];
        row_text(b, b->row[i], row);
        used += (size_t)snprintf(buf + (used < len ? used : len), used < len ? len - used : 0,
                                 "%s%s", i ? "/" : "", row);
    }
    return (int)used;
}

static int move_bound(const void *data)
{
    const board *b = data;
    int t = 0;
    for (int i = 0; i < b->rows; i++)
        t += b->row[i];
    return t;
}

static int moves(const void *data, int player, uint32_t *out)
{
    const board *b = data;
    int n = 0;
    for (int i = 0; i < b->rows; i++)
        for (int v = b->row[i] - 1; v >= 0; v--)
            out[n++] = (uint32_t)(i << 16 | v);
    return n;
}

static void apply(void *data, int player, uint32_t move)
{
    board *b = data;
    b->row[move >> 16] = (uint16_t)(move & 0xFFFF);
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    const board *b = data;
    char row[WIDTH_MAX + 1];
    row_text(b, (uint16_t)(move & 0xFFFF), row);
    return snprintf(buf, len, "%u:%s", (unsigned)(move >> 16) + 1, row);
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const board *b = data;
    const char *p = text;
    long r;
    uint16_t v;
    if (!tb_comb_read_long(&p, 1, ROWS_MAX, &r) || *p++ != ':' || r > b->rows ||
        read_row(p, strlen(p), &v) != b->width) {
        tb_error_set(err, "bad move '%s': expected row:contents, e.g. 1:01111111", text);
        return false;
    }
    *move = (uint32_t)((r - 1) << 16 | v);
    return true;
}

static bool grundy(const void *data, uint64_t *out)
{
    const board *b = data;
    uint64_t g = 0;
    for (int i = 0; i < b->rows; i++)
        g ^= b->row[i];
    *out = g;
    return true;
}

/* Rows are independent (A13): one part per row. */
static int split(const void *data, void *parts, int max)
{
    const board *b = data;
    if (b->rows > max)
        return 0;
    for (int i = 0; i < b->rows; i++) {
        board *p = (board *)parts + i;
        p->rows = 1;
        p->width = b->width;
        p->row[0] = b->row[i];
    }
    return b->rows;
}

static void view(const void *data, tb_view *v, int board_index)
{
    const board *b = data;
    for (int i = 0; i < b->rows; i++)
        for (int j = 0; j < b->width; j++) {
            char label[16];
            snprintf(label, sizeof label, "%d,%d", i + 1, j + 1);
            int cell = tb_view_add_cell(v, board_index, j, b->rows - 1 - i, TB_SHAPE_SQUARE, label);
            if (b->row[i] >> (b->width - 1 - j) & 1)
                tb_view_push(v, cell, TB_KIND_TOKEN, TB_COLOUR_BLACK, -1, "o");
        }
}

/* As it stands, with the squares the last move changed marked (the piece taken and the
 * squares to its right that were filled or emptied). */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board_index)
{
    board b = *(const board *)start;
    for (int i = 0; i + 1 < n; i++)
        apply(&b, players[i], moves[i]);
    int row = n ? (int)(moves[n - 1] >> 16) : 0;
    uint16_t before = b.row[row];
    if (n)
        apply(&b, players[n - 1], moves[n - 1]);
    int first = v->num_cells;
    view(&b, v, board_index);
    if (!mark_last || n == 0)
        return;
    uint16_t changed = before ^ b.row[row];
    for (int j = 0; j < b.width; j++)
        if (changed >> (b.width - 1 - j) & 1)
            v->cells[first + row * b.width + j].marks |= TB_MARK_LAST;
}

const tb_comb_kind tb_kind_plainim = {
    .keyword = "plainim",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(board),
    .parse = parse,
    .print_body = print_body,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .grundy = grundy,
    .split = split,
    .view = view,
    .view_played = view_played,
};

TB_COMB_OPTIONS(plainim_options, "plainim: 10110000/00000001");

const tb_variant tb_variant_plainim = {
    .id = "plainim",
    .name_pt = "Plainim",
    .name_en = "Plainim",
    .family = "combinatorial",
    .summary_pt = "Tira-se uma peça de uma fila e mexe-se à vontade à sua direita.",
    .summary_en = "Remove a piece from a row and change its right side at will.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = plainim_options,
};
