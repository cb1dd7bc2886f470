/* Chomp: combinatorial.md §4.7.
 *
 * A staircase of points anchored at the south-west corner: rows from the bottom, each a run
 * from column 0, lengths non-increasing upwards. Taking a point removes it and everything
 * north-east of it (AMBIGUITY A1). The poisoned point (0,0) is never taken: `chomp: 1` is
 * terminal and the player to move there loses (AMBIGUITY A2), which is normal play. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/comb.h"
#include "tabula/view.h"
#include "games/combinatorial/text_io.h"

enum { MAX_ROWS = 20, MAX_COLS = 20 };

typedef struct chomp_body {
    uint8_t rows;
    uint8_t len[MAX_ROWS]; /* from the bottom; zero above the top row */
    uint8_t pad[3];
} chomp_body;

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    chomp_body *c = out;
    if (!tb_comb_header_check(h, "chomp", false, NULL, err))
        return false;
    comb_text_reader r = {text};
    long a, b;
    const char *start = r.s;
    /* Any number before an 'x' makes a rectangle, so that "21x3" is told the rectangle's
     * limits rather than refused as row lengths. */
    if (comb_text_int(&r, 0, LONG_MAX, &a) && comb_text_accept(&r, 'x')) {
        if (a < 1 || a > MAX_ROWS || !comb_text_int(&r, 1, MAX_COLS, &b) || !comb_text_at_end(&r)) {
            tb_error_set(err, "chomp: a rectangle is RxC with 1..%d rows and 1..%d columns",
                         MAX_ROWS, MAX_COLS);
            return false;
        }
        c->rows = (uint8_t)a;
        for (int i = 0; i < a; i++)
            c->len[i] = (uint8_t)b;
        return true;
    }
    r.s = start;
    int n = 0;
    while (!comb_text_at_end(&r)) {
        if (!comb_text_int(&r, 0, MAX_COLS, &a)) {
            tb_error_set(err, "chomp: expected row lengths from the bottom (0..%d) at '%s'",
                         MAX_COLS, r.s);
            return false;
        }
        if (a == 0)
            continue; /* normalisation drops empty rows */
        if (n == MAX_ROWS) {
            tb_error_set(err, "chomp: at most %d rows", MAX_ROWS);
            return false;
        }
        if (n > 0 && a > c->len[n - 1]) {
            tb_error_set(err, "chomp: row lengths must not increase upwards (%ld above %d)", a,
                         c->len[n - 1]);
            return false;
        }
        c->len[n++] = (uint8_t)a;
    }
    if (n == 0) {
        tb_error_set(err, "chomp: no points (the poisoned point is always there)");
        return false;
    }
    c->rows = (uint8_t)n;
    return true;
}

static int print(const void *body, char *buf, size_t len)
{
    const chomp_body *c = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int i = 0; i < c->rows; i++)
        comb_text_printf(&w, "%s%d", i ? " " : "", c->len[i]);
    return comb_text_done(&w);
}

/* Every point but the poison is a move, and points only disappear. */
static int move_bound(const void *body)
{
    const chomp_body *c = body;
    int n = 0;
    for (int i = 0; i < c->rows; i++)
        n += c->len[i];
    return n;
}

/* Move code: row * 32 + column of the point taken. */
static int moves(const void *body, int player, uint32_t *out)
{
    const chomp_body *c = body;
    int n = 0;
    for (int r = 0; r < c->rows; r++)
        for (int col = r == 0 ? 1 : 0; col < c->len[r]; col++)
            out[n++] = (uint32_t)(r * 32 + col);
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    chomp_body *c = body;
    int r0 = (int)(m / 32), c0 = (int)(m % 32);
    for (int r = r0; r < c->rows; r++)
        if (c->len[r] > c0)
            c->len[r] = (uint8_t)c0;
    while (c->rows > 0 && c->len[c->rows - 1] == 0)
        c->rows--;
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    return snprintf(buf, len, "(%u,%u)", m / 32, m % 32);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    comb_text_reader r = {text};
    int row, col;
    if (!comb_text_square(&r, 31, &row, &col) || !comb_text_at_end(&r)) {
        tb_error_set(err, "chomp: a move is a point (r,c), row from the bottom, both from 0");
        return false;
    }
    *m = (uint32_t)(row * 32 + col);
    return true;
}

/* The bar, row 0 at the bottom; the poisoned point is red. */
static void view(const void *body, tb_view *v, int board)
{
    const chomp_body *c = body;
    for (int r = 0; r < c->rows; r++)
        for (int col = 0; col < c->len[r]; col++) {
            char label[16];
            snprintf(label, sizeof label, "(%d,%d)", r, col);
            int cell = tb_view_add_cell(v, board, col, r, TB_SHAPE_SQUARE, label);
            if (r == 0 && col == 0)
                tb_view_push_piece(v, cell, TB_COLOUR_RED, -1, "x");
            else
                tb_view_push(v, cell, TB_KIND_TOKEN, TB_COLOUR_YELLOW, -1, "o");
        }
}

/* The bar as played: the start's points in their places, the eaten ones empty squares
 * (the state drops emptied rows, and the board would shrink under the moves); the points of
 * the last bite are marked, the one chosen as its end. */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board)
{
    const chomp_body *c0 = start;
    chomp_body now = *c0, before = *c0;
    uint32_t last = UINT32_MAX;
    for (int i = 0; i < n; i++) {
        if ((int)(moves[i] / 32) >= now.rows || (int)(moves[i] % 32) >= now.len[moves[i] / 32])
            break; /* not a record of this start */
        before = now;
        apply(&now, players[i], moves[i]);
        last = moves[i];
    }
    for (int r = 0; r < c0->rows; r++)
        for (int col = 0; col < c0->len[r]; col++) {
            bool left = r < now.rows && col < now.len[r];
            char label[16] = "";
            if (left)
                snprintf(label, sizeof label, "(%d,%d)", r, col);
            int cell = tb_view_add_cell(v, board, col, r, TB_SHAPE_SQUARE, label);
            if (r == 0 && col == 0)
                tb_view_push_piece(v, cell, TB_COLOUR_RED, -1, "x");
            else if (left)
                tb_view_push(v, cell, TB_KIND_TOKEN, TB_COLOUR_YELLOW, -1, "o");
            else if (mark_last && last != UINT32_MAX && r < before.rows && col < before.len[r])
                v->cells[cell].marks |=
                    TB_MARK_LAST | ((uint32_t)(r * 32 + col) == last ? TB_MARK_TO : 0u);
        }
}

const tb_comb_kind tb_kind_chomp = {
    .keyword = "chomp",
    .type = TB_COMB_IMPARTIAL,
    .misere = false, /* already a poisoned game (§3.7) */
    .data_size = sizeof(chomp_body),
    .parse = parse,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .view = view,
    .view_played = view_played,
};

TB_COMB_OPTIONS_NO_MISERE(chomp_options, "chomp: 4x6");

const tb_variant tb_variant_chomp = {
    .id = "chomp",
    .name_pt = "Chomp",
    .name_en = "Chomp",
    .family = "combinatorial",
    .summary_pt = "Come-se um quadrado da tablete e tudo o que está a nordeste; o quadrado "
                  "envenenado perde.",
    .summary_en = "Eat a square of the bar and everything north-east of it; the poisoned "
                  "square loses.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = chomp_options,
};
