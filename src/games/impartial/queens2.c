/* Loiras ou morenas (two-colour queens with a Muller twist): combinatorial.md §4.9, §3.8.
 *
 * Blonde (B) and brunette (M) queens move as in Rainhas. Each move ends by announcing the
 * colour the opponent must move next; the opening move is the announcement alone. A player
 * who cannot move a queen of the announced colour loses (AMBIGUITY A8). The constraint acts
 * on the whole position, so this game is never part of a sum. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/combinatorial/comb.h"
#include "tabula/view.h"
#include "games/combinatorial/text_io.h"
#include "games/impartial/queens.h"

enum { BLONDE, BRUNETTE, NONE }; /* colours; NONE: nothing announced yet */
static const char COLOUR_LETTER[] = "BM-";

typedef struct queens2_body {
    uint16_t rows, cols; /* board option, 0 x 0 when not given */
    uint8_t n, pending;  /* queens; the colour the player to move must move */
    uint8_t pad[2];
    struct {
        uint16_t colour, row, col;
    } q[QUEENS_MAX]; /* sorted by colour, row, column; unused entries zero */
    uint8_t pad2[8 - (QUEENS_MAX * 6 + 8) % 8];
} queens2_body;

/* Move codes: an announcement alone is ANNOUNCE | colour; a queen's move is queen, direction
 * and distance with the announced colour in bit 17. */
enum { ANNOUNCE = 1 << 20 };

static uint32_t encode(int queen, int dir, int dist, int colour)
{
    return (uint32_t)(colour << 17 | queen << 13 | dir << 11 | dist);
}

static int cmp_queen(const void *a, const void *b)
{
    const uint16_t *x = a, *y = b; /* colour, row, col */
    for (int i = 0; i < 3; i++)
        if (x[i] != y[i])
            return x[i] < y[i] ? -1 : 1;
    return 0;
}

static int colour_of(char c)
{
    return c == 'B' ? BLONDE : c == 'M' ? BRUNETTE : c == '-' ? NONE : -1;
}

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    queens2_body *s = out;
    int rows, cols;
    if (!comb_queens_parse_board(h, "queens2", &rows, &cols, err))
        return false;
    s->rows = (uint16_t)rows;
    s->cols = (uint16_t)cols;
    comb_text_reader r = {text};
    for (;;) {
        comb_text_skip_spaces(&r);
        if (*r.s == '|' || *r.s == '\0')
            break;
        int colour = colour_of(*r.s), row, col;
        if (colour != BLONDE && colour != BRUNETTE) {
            tb_error_set(err, "queens2: expected a queen B(r,c) or M(r,c) at '%s'", r.s);
            return false;
        }
        r.s++;
        if (!comb_text_square(&r, QUEENS_MAX_COORD, &row, &col)) {
            tb_error_set(err, "queens2: expected a square (row,col) with coordinates 0..%d",
                         QUEENS_MAX_COORD);
            return false;
        }
        if (s->n == QUEENS_MAX) {
            tb_error_set(err, "queens2: at most %d queens", QUEENS_MAX);
            return false;
        }
        if (rows && (row >= rows || col >= cols)) {
            tb_error_set(err, "queens2: square (%d,%d) is off the %dx%d board", row, col, rows,
                         cols);
            return false;
        }
        s->q[s->n].colour = (uint16_t)colour;
        s->q[s->n].row = (uint16_t)row;
        s->q[s->n].col = (uint16_t)col;
        s->n++;
    }
    if (!comb_text_accept(&r, '|')) {
        tb_error_set(err, "queens2: the queens are followed by '| X', X the colour to move (B, "
                          "M or - before the first announcement)");
        return false;
    }
    comb_text_skip_spaces(&r);
    int pending = colour_of(*r.s);
    if (pending < 0) {
        tb_error_set(err, "queens2: the colour to move is B, M or -");
        return false;
    }
    r.s++;
    if (!comb_text_at_end(&r)) {
        tb_error_set(err, "queens2: unexpected '%s' after the colour to move", r.s);
        return false;
    }
    s->pending = (uint8_t)pending;
    qsort(s->q, s->n, sizeof s->q[0], cmp_queen);
    return true;
}

static int print_header(const void *body, char *buf, size_t len)
{
    const queens2_body *s = body;
    return comb_queens_print_board(s->rows, s->cols, buf, len);
}

/* Queens only move closer to (0,0); each move comes with two announcements. */
static int move_bound(const void *body)
{
    const queens2_body *s = body;
    int n = 2;
    for (int i = 0; i < s->n; i++) {
        int r = s->q[i].row, c = s->q[i].col;
        n += 2 * (r + c + (r < c ? r : c));
    }
    return n;
}

static int print(const void *body, char *buf, size_t len)
{
    const queens2_body *s = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int i = 0; i < s->n; i++)
        comb_text_printf(&w, "%c(%d,%d) ", COLOUR_LETTER[s->q[i].colour], s->q[i].row, s->q[i].col);
    comb_text_printf(&w, "| %c", COLOUR_LETTER[s->pending]);
    return comb_text_done(&w);
}

static int moves(const void *body, int player, uint32_t *out)
{
    const queens2_body *s = body;
    int n = 0;
    if (s->pending == NONE) {
        out[n++] = ANNOUNCE | BLONDE;
        out[n++] = ANNOUNCE | BRUNETTE;
        return n;
    }
    for (int i = 0; i < s->n; i++) {
        if (s->q[i].colour != s->pending)
            continue;
        if (i > 0 && memcmp(&s->q[i], &s->q[i - 1], sizeof s->q[i]) == 0)
            continue; /* same colour on the same square: the same moves */
        int r = s->q[i].row, c = s->q[i].col;
        for (int colour = BLONDE; colour <= BRUNETTE; colour++) {
            for (int d = 1; d <= r; d++)
                out[n++] = encode(i, QUEENS_NORTH, d, colour);
            for (int d = 1; d <= c; d++)
                out[n++] = encode(i, QUEENS_WEST, d, colour);
            for (int d = 1; d <= r && d <= c; d++)
                out[n++] = encode(i, QUEENS_NORTHWEST, d, colour);
        }
    }
    return n;
}

static void destination(const queens2_body *s, uint32_t m, int *queen, int *row, int *col)
{
    int dir = (int)(m >> 11 & 3), dist = (int)(m & 0x7FF);
    *queen = (int)(m >> 13 & 0xF);
    *row = s->q[*queen].row - (dir != QUEENS_WEST ? dist : 0);
    *col = s->q[*queen].col - (dir != QUEENS_NORTH ? dist : 0);
}

static void apply(void *body, int player, uint32_t m)
{
    queens2_body *s = body;
    if (m & ANNOUNCE) {
        s->pending = (uint8_t)(m & 1);
        return;
    }
    int queen, row, col;
    destination(s, m, &queen, &row, &col);
    s->q[queen].row = (uint16_t)row;
    s->q[queen].col = (uint16_t)col;
    s->pending = (uint8_t)(m >> 17 & 1);
    qsort(s->q, s->n, sizeof s->q[0], cmp_queen);
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    const queens2_body *s = body;
    if (m & ANNOUNCE)
        return snprintf(buf, len, "%c", COLOUR_LETTER[m & 1]);
    int queen, row, col;
    destination(s, m, &queen, &row, &col);
    return snprintf(buf, len, "(%d,%d)>(%d,%d)/%c", s->q[queen].row, s->q[queen].col, row, col,
                    COLOUR_LETTER[m >> 17 & 1]);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    const queens2_body *s = body;
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    int colour = colour_of(*r.s);
    if (colour == BLONDE || colour == BRUNETTE) {
        r.s++;
        if (!comb_text_at_end(&r)) {
            tb_error_set(err, "queens2: an announcement is B or M alone");
            return false;
        }
        *m = ANNOUNCE | (uint32_t)colour;
        return true;
    }
    int r0, c0, dir, dist;
    if (!comb_queens_read_move(&r, &r0, &c0, &dir, &dist, err))
        return false;
    comb_text_skip_spaces(&r);
    if (*r.s != '/' || (colour = colour_of(r.s[1])) < 0 || colour == NONE) {
        tb_error_set(err, "queens2: a move ends with /B or /M, the colour announced");
        return false;
    }
    r.s += 2;
    if (!comb_text_at_end(&r)) {
        tb_error_set(err, "queens2: unexpected '%s' after the move", r.s);
        return false;
    }
    for (int i = 0; i < s->n; i++)
        if (s->q[i].colour == s->pending && s->q[i].row == r0 && s->q[i].col == c0) {
            *m = encode(i, dir, dist, colour);
            return true;
        }
    tb_error_set(err, "queens2: no queen of the colour to move on (%d,%d)", r0, c0);
    return false;
}

/* Blondes white, brunettes black. */
static void view(const void *body, tb_view *v, int board)
{
    const queens2_body *s = body;
    queens_piece p[QUEENS_MAX];
    for (int i = 0; i < s->n; i++)
        p[i] = (queens_piece){s->q[i].row, s->q[i].col,
                              s->q[i].colour == BLONDE ? TB_COLOUR_WHITE : TB_COLOUR_BLACK,
                              s->q[i].colour == BLONDE ? "B" : "M"};
    comb_queens_draw(v, board, s->rows, s->cols, p, s->n);
}

static const char *const aliases[] = {"loiras-morenas", NULL};

const tb_comb_kind tb_kind_queens2 = {
    .keyword = "queens2",
    .aliases = aliases,
    .type = TB_COMB_CONSTRAINED,
    .misere = false,
    .data_size = sizeof(queens2_body),
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

TB_COMB_OPTIONS_NO_MISERE(queens2_options, "queens2[board=8x8]: B(7,6) M(6,7) | -");

const tb_variant tb_variant_queens2 = {
    .id = "queens2",
    .aliases = (const char *const[]){"loiras-morenas", NULL},
    .name_pt = "Loiras ou morenas",
    .name_en = "Blondes or brunettes",
    .family = "combinatorial",
    .summary_pt = "Rainhas de duas cores; cada lance anuncia a cor que o adversário tem de "
                  "mover.",
    .summary_en = "Queens of two colours; each move announces the colour the opponent must "
                  "move.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = queens2_options,
};
