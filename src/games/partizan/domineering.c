/* Dominório (Domineering) on any shape: combinatorial.md §4.22.
 *
 * Left (E) places vertical dominoes, Right (D) horizontal ones (AMBIGUITY A6). The board is a
 * rectangle of free (.) and covered or missing (#) squares; border rows and columns without a
 * free square are stripped (AMBIGUITY A25), after every move too, so the data is canonical and
 * translated copies of a region are the same bytes. Free squares split into edge-connected
 * regions, which are independent games whose values add (§3.6). */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"
#include "tabula/view.h"

enum { MAX_SIDE = 16 };

typedef struct domineering_body {
    uint8_t rows, cols;
    uint8_t pad[6];
    uint16_t free[MAX_SIDE]; /* bit c of free[r]: square (r, c) is free */
} domineering_body;

_Static_assert(sizeof(domineering_body) % 8 == 0, "slot data must be a multiple of 8");

/* Strips border rows and columns without a free square; *top and *left (when not NULL) get
 * how many rows and columns went from the top and the left. */
static void normalise_from(domineering_body *d, int *top_out, int *left_out)
{
    uint16_t any = 0;
    int top = 0, bottom = d->rows;
    while (top < bottom && !d->free[top])
        top++;
    while (bottom > top && !d->free[bottom - 1])
        bottom--;
    for (int r = top; r < bottom; r++)
        any |= d->free[r];
    int shift = any ? __builtin_ctz(any) : 0;
    int width = any ? 16 - __builtin_clz((unsigned)any << 16) - shift : 0;
    uint16_t rows[MAX_SIDE] = {0};
    for (int r = top; r < bottom; r++)
        rows[r - top] = (uint16_t)(d->free[r] >> shift);
    memset(d, 0, sizeof *d);
    d->rows = (uint8_t)(bottom - top);
    d->cols = (uint8_t)width;
    memcpy(d->free, rows, sizeof rows);
    if (top_out)
        *top_out = top;
    if (left_out)
        *left_out = shift;
}

static void normalise(domineering_body *d)
{
    normalise_from(d, NULL, NULL);
}

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    domineering_body *d = out;
    if (!tb_comb_header_check(h, "domineering", false, NULL, err))
        return false;
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    int rows = 0, cols = -1;
    while (*r.s && *r.s != ' ') {
        int width = 0;
        for (; *r.s == '.' || *r.s == '#'; r.s++, width++) {
            if (width == MAX_SIDE) {
                tb_error_set(err, "domineering: at most %d columns", MAX_SIDE);
                return false;
            }
            if (*r.s == '.')
                d->free[rows] |= (uint16_t)(1u << width);
        }
        if (cols >= 0 && width != cols) {
            tb_error_set(err, "domineering: every row needs the same length (%d, not %d)", cols,
                         width);
            return false;
        }
        if (width == 0) {
            tb_error_set(err,
                         "domineering: rows are '.' (free) and '#' (covered) squares "
                         "separated by '/' at '%s'",
                         r.s);
            return false;
        }
        cols = width;
        rows++;
        if (*r.s == '/') {
            r.s++;
            if (rows == MAX_SIDE) {
                tb_error_set(err, "domineering: at most %d rows", MAX_SIDE);
                return false;
            }
        } else if (*r.s && *r.s != ' ') {
            tb_error_set(err,
                         "domineering: unexpected '%c' (rows are '.' and '#' separated "
                         "by '/')",
                         *r.s);
            return false;
        }
    }
    if (!comb_text_at_end(&r)) {
        tb_error_set(err, "domineering: unexpected '%s' after the board", r.s);
        return false;
    }
    d->rows = (uint8_t)rows;
    d->cols = (uint8_t)(cols < 0 ? 0 : cols);
    normalise(d);
    return true;
}

static int print(const void *body, char *buf, size_t len)
{
    const domineering_body *d = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int r = 0; r < d->rows; r++) {
        char row[MAX_SIDE + 2];
        int n = 0;
        if (r)
            row[n++] = '/';
        for (int c = 0; c < d->cols; c++)
            row[n++] = d->free[r] >> c & 1 ? '.' : '#';
        row[n] = '\0';
        comb_text_printf(&w, "%s", row);
    }
    return comb_text_done(&w);
}

/* Each move of either player is named by a free square (its top or left one). */
static int move_bound(const void *body)
{
    const domineering_body *d = body;
    int n = 0;
    for (int r = 0; r < d->rows; r++)
        n += __builtin_popcount(d->free[r]);
    return n;
}

/* The squares where `player` may place the top (Left) or left (Right) half of a domino. */
static uint16_t starts(const domineering_body *d, int player, int r)
{
    if (player == TB_COMB_LEFT)
        return r + 1 < d->rows ? d->free[r] & d->free[r + 1] : 0;
    return d->free[r] & (uint16_t)(d->free[r] >> 1);
}

/* Move code: row * 16 + column of the top or left square; the mover says which. */
static int moves(const void *body, int player, uint32_t *out)
{
    const domineering_body *d = body;
    int n = 0;
    for (int r = 0; r < d->rows; r++)
        for (uint16_t b = starts(d, player, r); b; b &= (uint16_t)(b - 1))
            out[n++] = (uint32_t)(r * 16 + __builtin_ctz(b));
    return n;
}

/* Covers the two squares of move m; what normalising then strips goes to *top and *left. */
static void cover(domineering_body *d, int player, uint32_t m, int *top, int *left)
{
    int r = (int)(m / 16), c = (int)(m % 16);
    d->free[r] &= (uint16_t) ~(1u << c);
    if (player == TB_COMB_LEFT)
        d->free[r + 1] &= (uint16_t) ~(1u << c);
    else
        d->free[r] &= (uint16_t) ~(1u << (c + 1));
    normalise_from(d, top, left);
}

static void apply(void *body, int player, uint32_t m)
{
    cover(body, player, m, NULL, NULL);
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    return snprintf(buf, len, "%c %u,%u", player == TB_COMB_LEFT ? 'V' : 'H', m / 16, m % 16);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    char kind = *r.s;
    long row, col;
    if (kind == 'V' || kind == 'H') {
        r.s++;
        if (comb_text_int(&r, 0, MAX_SIDE - 1, &row) && comb_text_accept(&r, ',') &&
            comb_text_int(&r, 0, MAX_SIDE - 1, &col) && comb_text_at_end(&r)) {
            *m = (uint32_t)(row * 16 + col);
            *mover = kind == 'V' ? TB_COMB_LEFT : TB_COMB_RIGHT;
            return true;
        }
    }
    tb_error_set(err, "domineering: a move is 'V r,c' (Left, vertical, covering (r,c) and "
                      "(r+1,c)) or 'H r,c' (Right, horizontal, covering (r,c) and (r,c+1))");
    return false;
}

/* The low `width` bits of `row` in reverse order (swaps of halves, quarters, ...). */
static uint16_t reverse_bits(uint16_t row, int width)
{
    unsigned x = row;
    x = (x & 0x5555) << 1 | (x >> 1 & 0x5555);
    x = (x & 0x3333) << 2 | (x >> 2 & 0x3333);
    x = (x & 0x0F0F) << 4 | (x >> 4 & 0x0F0F);
    x = (x & 0x00FF) << 8 | (x >> 8 & 0x00FF);
    return (uint16_t)(x >> (16 - width));
}

/* The board mirrored left to right and/or top to bottom (the same value: mirroring keeps
 * vertical dominoes vertical). */
static void mirror(const domineering_body *d, bool columns, bool rows, domineering_body *out)
{
    memset(out, 0, sizeof *out);
    out->rows = d->rows;
    out->cols = d->cols;
    for (int r = 0; r < d->rows; r++) {
        uint16_t row = d->free[r];
        out->free[rows ? d->rows - 1 - r : r] = columns ? reverse_bits(row, d->cols) : row;
    }
}

/* Of the four mirror images, the one with the smallest bytes: regions that are mirror images
 * of each other meet in the analysis memo. */
static void canonical_orientation(domineering_body *d)
{
    domineering_body best = *d, m;
    for (int k = 1; k < 4; k++) {
        mirror(d, k & 1, k & 2, &m);
        if (memcmp(&m, &best, sizeof m) < 0)
            best = m;
    }
    *d = best;
}

static void symmetric(void *body)
{
    canonical_orientation(body);
}

/* ---- Positions decided by counting (for the exact solver) ----
 *
 * The counts of Breuker, Uiterwijk and van den Herik ("Solving 8x8 Domineering", Theoretical
 * Computer Science 230, 2000) and Bullock ("Domineering: solving large combinatorial search
 * spaces", 2002), written for vertical dominoes; Right's are Left's on the transposed board.
 *
 * - possible: the most vertical dominoes that fit at once (each column's runs of free
 *   squares, half of each). No play adds a square, so a player never makes more moves than
 *   that from here on.
 * - safe: disjoint vertical dominoes on squares with no free horizontal neighbour. No
 *   horizontal domino can ever cover them (squares only fill), so they stay playable.
 * - vulnerable: more disjoint vertical dominoes, apart from the safe ones, no two of them
 *   side by side (no square of one next to a square of another in a row), so that one
 *   horizontal domino spoils at most one of them.
 *
 * Playing the vulnerable dominoes first, then the safe ones, a player is sure of
 * safe + ceil(vulnerable / 2) moves when he moves first (each of the opponent's replies spoils
 * at most one) and safe + floor(vulnerable / 2) when he moves second. In normal play the
 * player to move therefore wins when his sure moves (moving first) outnumber the
 * opponent's possible ones, and loses when the opponent's sure moves (moving second) are at
 * least his own possible ones. tests/test_domineering_solve.c checks this against minimax. */
typedef struct counts {
    int possible, safe, vulnerable;
} counts;

/* The counts of the player of vertical dominoes on rows[0..n). */
static counts vertical_counts(const uint16_t *rows, int n)
{
    counts k = {0, 0, 0};
    uint16_t open = 0, safe_open = 0, used[MAX_SIDE + 1] = {0}, vuln[MAX_SIDE + 1] = {0};
    for (int r = 0; r < n; r++) {
        uint16_t row = rows[r];
        /* possible: pair each free square with an unpaired free square above it */
        uint16_t pair = open & row;
        k.possible += __builtin_popcount(pair);
        open = row & (uint16_t)~pair;
        /* safe: the same on the squares with no free horizontal neighbour */
        uint16_t lone = row & (uint16_t) ~(row << 1) & (uint16_t) ~(row >> 1);
        uint16_t spair = safe_open & lone;
        k.safe += __builtin_popcount(spair);
        used[r] |= spair;
        if (r)
            used[r - 1] |= spair;
        safe_open = lone & (uint16_t)~spair;
    }
    for (int r = 0; r + 1 < n; r++) {
        uint16_t near = (uint16_t)(vuln[r] | vuln[r] << 1 | vuln[r] >> 1);
        near |= (uint16_t)(vuln[r + 1] | vuln[r + 1] << 1 | vuln[r + 1] >> 1);
        uint16_t cand = rows[r] & rows[r + 1] & (uint16_t) ~(used[r] | used[r + 1]) &
                        (uint16_t)~near;
        while (cand) {
            uint16_t b = (uint16_t)(cand & -cand);
            k.vulnerable++;
            vuln[r] |= b;
            vuln[r + 1] |= b;
            cand &= (uint16_t) ~(b | b << 1); /* nor its right-hand neighbour */
        }
    }
    return k;
}

/* The board with rows and columns swapped: Right's dominoes become vertical. */
static void transposed(const domineering_body *d, uint16_t *out)
{
    memset(out, 0, sizeof(uint16_t) * MAX_SIDE);
    for (int r = 0; r < d->rows; r++)
        for (uint16_t b = d->free[r]; b; b &= (uint16_t)(b - 1))
            out[__builtin_ctz(b)] |= (uint16_t)(1u << r);
}

/* +1 when the counts say the player to move wins, -1 when they say he loses, 0 when they
 * say nothing. */
static int verdict(const counts *me, const counts *you)
{
    if (me->safe + (me->vulnerable + 1) / 2 > you->possible)
        return 1;
    if (you->safe + you->vulnerable / 2 >= me->possible)
        return -1;
    return 0;
}

/* Left's counts and Right's (Left's on the transposed board). */
static void both_counts(const domineering_body *d, counts *left, counts *right)
{
    uint16_t t[MAX_SIDE];
    transposed(d, t);
    *left = vertical_counts(d->free, d->rows);
    *right = vertical_counts(t, d->cols);
}

static bool decided(const void *body, int player, bool *mover_wins)
{
    counts left, right;
    both_counts(body, &left, &right);
    int v = player == TB_COMB_LEFT ? verdict(&left, &right) : verdict(&right, &left);
    *mover_wins = v > 0;
    return v != 0;
}

/* For the solver's move order, the position after a move of `player`: first those the
 * counts decide for him, last those they decide against him, and in between by his safe
 * moves (twice) and possible moves against the opponent's (6x6, 5x6 and 5x5, either player
 * first: 5.5 times fewer positions than the solver's history order; possible moves alone,
 * half as many). */
static int solve_order(const void *body, int player)
{
    counts left, right;
    both_counts(body, &left, &right);
    const counts *me = player == TB_COMB_LEFT ? &left : &right;
    const counts *you = player == TB_COMB_LEFT ? &right : &left;
    int value = 2 * (me->safe - you->safe) + me->possible - you->possible;
    return value - 1000 * verdict(you, me); /* the opponent is to move there */
}

/* The edge-connected regions of free squares, each a normalised board in its canonical
 * orientation. Only the analysis uses parts, so mirroring them is safe. */
static int split(const void *body, void *parts, int max)
{
    const domineering_body *d = body;
    uint16_t left[MAX_SIDE];
    memcpy(left, d->free, sizeof left);
    domineering_body *out = parts;
    int count = 0;
    for (int r0 = 0; r0 < d->rows; r0++) {
        while (left[r0]) {
            if (count == max)
                return 0;
            domineering_body *p = &out[count++];
            p->rows = d->rows;
            p->cols = d->cols;
            p->free[r0] = (uint16_t)(left[r0] & -left[r0]);
            /* Flood fill: grow inside each row, then across rows, until stable. */
            for (bool grew = true; grew;) {
                grew = false;
                for (int r = 0; r < d->rows; r++) {
                    uint16_t reach = p->free[r];
                    if (r > 0)
                        reach |= p->free[r - 1];
                    if (r + 1 < d->rows)
                        reach |= p->free[r + 1];
                    reach |= (uint16_t)(p->free[r] << 1) | (uint16_t)(p->free[r] >> 1);
                    reach &= left[r];
                    if (reach & ~p->free[r]) {
                        p->free[r] |= reach;
                        grew = true;
                    }
                }
            }
            for (int r = 0; r < d->rows; r++)
                left[r] &= (uint16_t)~p->free[r];
            normalise(p);
            canonical_orientation(p);
        }
    }
    return count;
}

/* The board, row 0 at the top; covered squares are blocked. */
static void view(const void *body, tb_view *v, int board)
{
    const domineering_body *d = body;
    for (int r = 0; r < d->rows; r++)
        for (int c = 0; c < d->cols; c++) {
            char label[16];
            snprintf(label, sizeof label, "%d,%d", r, c);
            int cell = tb_view_add_cell(v, board, c, d->rows - 1 - r, TB_SHAPE_SQUARE, label);
            if (!(d->free[r] >> c & 1))
                v->cells[cell].marks |= TB_MARK_BLOCKED;
        }
}

/* The board as played: the start's whole rectangle, whatever rows and columns filled since
 * (the state drops them), each domino one piece over its two squares in its owner's colour
 * (Left's vertical ones blue, Right's horizontal ones red). Free squares are labelled as in
 * the current position, which is what the next move names; the rows and columns it still
 * has are numbered along the edges. */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board)
{
    const domineering_body *d0 = start;
    int rows = d0->rows, cols = d0->cols;
    enum { NONE = 0, MISSING = -1 };
    /* owner[r][c]: NONE (free), MISSING (not a square), or 1 + the index of its domino */
    int owner[MAX_SIDE][MAX_SIDE];
    int first[MAX_SIDE * MAX_SIDE / 2 + 1][2], second[MAX_SIDE * MAX_SIDE / 2 + 1][2];
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            owner[r][c] = d0->free[r] >> c & 1 ? NONE : MISSING;
    domineering_body d = *d0;
    int top = 0, left = 0; /* where the current position's (0,0) stands in the start */
    int placed = 0;
    for (int i = 0; i < n && placed < MAX_SIDE * MAX_SIDE / 2; i++) {
        int r = (int)(moves[i] / 16) + top, c = (int)(moves[i] % 16) + left;
        int r2 = players[i] == TB_COMB_LEFT ? r + 1 : r, c2 = players[i] == TB_COMB_LEFT ? c : c + 1;
        if (r2 >= rows || c2 >= cols)
            break; /* not a record of this start */
        first[placed][0] = r, first[placed][1] = c;
        second[placed][0] = r2, second[placed][1] = c2;
        owner[r][c] = owner[r2][c2] = ++placed;
        int dt, dl;
        cover(&d, players[i], moves[i], &dt, &dl);
        top += dt;
        left += dl;
    }
    int base = v->num_cells;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            char label[16] = "";
            int cr = r - top, cc = c - left;
            if (owner[r][c] == NONE && cr >= 0 && cr < d.rows && cc >= 0 && cc < d.cols)
                snprintf(label, sizeof label, "%d,%d", cr, cc);
            int cell = tb_view_add_cell(v, board, c, rows - 1 - r, TB_SHAPE_SQUARE, label);
            int k = owner[r][c] - 1;
            if (owner[r][c] == MISSING) {
                v->cells[cell].marks |= TB_MARK_BLOCKED;
            } else if (k >= 0 && first[k][0] == r && first[k][1] == c) {
                bool vertical = second[k][0] != r;
                tb_view_push_spanning(v, cell, base + second[k][0] * cols + second[k][1],
                                      TB_KIND_DOMINO, vertical ? TB_COLOUR_BLUE : TB_COLOUR_RED,
                                      vertical ? TB_COMB_LEFT : TB_COMB_RIGHT,
                                      vertical ? "^v" : "<>");
            }
            if (mark_last && k >= 0 && k == placed - 1)
                v->cells[cell].marks |= TB_MARK_LAST | TB_MARK_TO;
        }
    /* Row numbers on the left and column numbers on top, for the rows and columns the current
     * position still has. */
    for (int r = 0; r < d.rows; r++) {
        char text[8];
        snprintf(text, sizeof text, "%d", r);
        tb_view_add_text(v, board, -1, rows - 1 - (r + top), text);
    }
    for (int c = 0; c < d.cols; c++) {
        char text[8];
        snprintf(text, sizeof text, "%d", c);
        tb_view_add_text(v, board, c + left, rows, text);
    }
}

static const char *const aliases[] = {"dominorio", NULL};

const tb_comb_kind tb_kind_domineering = {
    .keyword = "domineering",
    .aliases = aliases,
    .type = TB_COMB_PARTIZAN,
    .misere = false,
    .data_size = sizeof(domineering_body),
    .parse = parse,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .split = split,
    .symmetric = symmetric,
    .decided = decided,
    .solve_order = solve_order,
    .view = view,
    .view_played = view_played,
};

TB_COMB_OPTIONS_NO_MISERE(domineering_options, "domineering: ..../..../..../....");

const tb_variant tb_variant_domineering = {
    .id = "domineering",
    .name_pt = "Dominório",
    .name_en = "Domineering",
    .family = "combinatorial",
    .summary_pt = "E põe dominós em pé, D deitados; perde quem não tem onde pôr o seu.",
    .summary_en = "Left places vertical dominoes, Right horizontal ones; who cannot place "
                  "loses.",
    .players_pt = {"Esquerdo (E, vertical)", "Direito (D, horizontal)"},
    .players_en = {"Left (vertical)", "Right (horizontal)"},
    .cls = &tb_comb_class,
    .option_defs = domineering_options,
};
