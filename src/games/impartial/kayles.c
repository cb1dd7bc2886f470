/* Kayles (combinatorial.md §4.18, A19): rows of pins; knock down one pin or two adjacent pins
 * of one run, which splits into the parts left and right of the gap. The fast path is the
 * Grundy sequence, periodic with period 12 from n = 71 on (Guy–Smith 1956; WW ch. 4). */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/comb.h"

enum { RUNS_MAX = 124, PIN_MAX = 1000 };

typedef struct runs {
    uint16_t n;
    uint16_t run[RUNS_MAX]; /* in order, none empty */
    uint8_t pad[6];
} runs;
_Static_assert(sizeof(runs) % 8 == 0, "component data is a multiple of 8 bytes");

/* The most runs a position can come to: a run of n pins ends as at most ceil(n/2) runs. */
static int max_runs(const runs *r)
{
    int m = 0;
    for (int i = 0; i < r->n; i++)
        m += (r->run[i] + 1) / 2;
    return m;
}

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    runs *r = data;
    long v[RUNS_MAX];
    if (!tb_comb_header_check(hd, "kayles", false, NULL, err))
        return false;
    int n = tb_comb_read_ints(body, v, RUNS_MAX, 0, PIN_MAX, "run", err);
    if (n < 0)
        return false;
    for (int i = 0; i < n; i++)
        if (v[i] > 0) /* normalisation drops empty runs */
            r->run[r->n++] = (uint16_t)v[i];
    if (max_runs(r) > RUNS_MAX) {
        tb_error_set(err,
                     "bad position: too many pins in kayles (the runs could split into "
                     "more than %d)",
                     RUNS_MAX);
        return false;
    }
    return true;
}

static int print_body(const void *data, char *buf, size_t len)
{
    const runs *r = data;
    return tb_comb_print_u16(r->run, r->n, " ", buf, len);
}

/* A run of n pins has 2n - 1 moves; the pins only decrease. */
static int move_bound(const void *data)
{
    const runs *r = data;
    int b = 0;
    for (int i = 0; i < r->n; i++)
        b += 2 * r->run[i];
    return b;
}

/* Move code: run << 16 | x << 1 | (two pins), x the 0-based first pin. */
static int moves(const void *data, int player, uint32_t *out)
{
    const runs *r = data;
    int n = 0;
    for (int i = 0; i < r->n; i++)
        for (int x = 0; x < r->run[i]; x++) {
            out[n++] = (uint32_t)(i << 16 | x << 1);
            if (x + 1 < r->run[i])
                out[n++] = (uint32_t)(i << 16 | x << 1 | 1);
        }
    return n;
}

static void apply(void *data, int player, uint32_t move)
{
    runs *r = data;
    int i = (int)(move >> 16), x = (int)(move >> 1 & 0x7FFF), k = 1 + (int)(move & 1);
    int left = x, right = r->run[i] - x - k;
    uint16_t out[RUNS_MAX + 1];
    int n = 0;
    for (int j = 0; j < r->n; j++) {
        if (j != i) {
            out[n++] = r->run[j];
            continue;
        }
        if (left)
            out[n++] = (uint16_t)left;
        if (right)
            out[n++] = (uint16_t)right;
    }
    memset(r->run, 0, sizeof r->run);
    memcpy(r->run, out, sizeof out[0] * (size_t)n);
    r->n = (uint16_t)n;
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    int x = (int)(move >> 1 & 0x7FFF) + 1;
    return snprintf(buf, len, "%u:%d-%d", (unsigned)(move >> 16) + 1, x, x + (int)(move & 1));
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const runs *r = data;
    const char *p = text;
    long i, x, y;
    if (!tb_comb_read_long(&p, 1, RUNS_MAX, &i) || *p++ != ':' ||
        !tb_comb_read_long(&p, 1, PIN_MAX, &x) || *p++ != '-' ||
        !tb_comb_read_long(&p, 1, PIN_MAX, &y) || *p || (y != x && y != x + 1)) {
        tb_error_set(err,
                     "bad move '%s': expected run:x-y knocking pins x..y (y = x or x+1), "
                     "e.g. 1:3-3",
                     text);
        return false;
    }
    if (i > r->n || y > r->run[i - 1]) {
        tb_error_set(err, "bad move '%s': no such pins", text);
        return false;
    }
    *move = (uint32_t)((i - 1) << 16 | (x - 1) << 1 | (y - x));
    return true;
}

/* g(n) for n < 83; from 71 on the values repeat with period 12 (TV-KY-1). */
static const uint8_t KAYLES[83] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1,
                                   4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4,
                                   7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2,
                                   8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2};

static uint64_t kayles_grundy(unsigned n)
{
    return KAYLES[n < 83 ? n : 71 + (n - 71) % 12];
}

static bool grundy(const void *data, uint64_t *out)
{
    const runs *r = data;
    uint64_t g = 0;
    for (int i = 0; i < r->n; i++)
        g ^= kayles_grundy(r->run[i]);
    *out = g;
    return true;
}

static int split(const void *data, void *parts, int max)
{
    const runs *r = data;
    if (r->n > max)
        return 0;
    for (int i = 0; i < r->n; i++) {
        runs *p = (runs *)parts + i;
        p->n = 1;
        p->run[0] = r->run[i];
    }
    return r->n;
}

static void view(const void *data, tb_view *v, int board)
{
    const runs *r = data;
    int x = 0;
    for (int i = 0; i < r->n; i++, x++) /* one empty place between runs */
        for (int j = 0; j < r->run[i]; j++, x++) {
            char label[16];
            snprintf(label, sizeof label, "%d:%d", i + 1, j + 1);
            int cell = tb_view_add_cell(v, board, x, 0, TB_SHAPE_POINT, label);
            tb_view_push_piece(v, cell, TB_COLOUR_WHITE, -1, "|");
        }
    if (r->n == 0)
        tb_view_add_cell(v, board, 0, 0, TB_SHAPE_POINT, "-");
}

/* The row as played: every pin of the start in its place, whatever runs the knocks split
 * off and renumbered since (the state keeps only the standing runs, in order). Knocked pins
 * are blocked places; standing ones carry the labels the next move names ("run:pin"); the
 * pins of the last knock are marked. */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board)
{
    const runs *r0 = start;
    /* Each current run as the place of its first pin in the drawing and its length. */
    struct {
        int at, len;
    } cur[RUNS_MAX];
    int count = 0, width = 0;
    for (int i = 0; i < r0->n; i++) {
        cur[count].at = width;
        cur[count++].len = r0->run[i];
        width += r0->run[i] + 1; /* one empty place between runs */
    }
    bool standing[3 * RUNS_MAX]; /* at most 2 * RUNS_MAX pins (parse) and their gaps */
    for (int x = 0; x < width; x++)
        standing[x] = false;
    for (int i = 0; i < count; i++)
        for (int j = 0; j < cur[i].len; j++)
            standing[cur[i].at + j] = true;
    int last_at = -1, last_len = 0;
    for (int m = 0; m < n; m++) {
        int i = (int)(moves[m] >> 16), x = (int)(moves[m] >> 1 & 0x7FFF), k = 1 + (int)(moves[m] & 1);
        if (i >= count || x + k > cur[i].len)
            break; /* not a record of this start */
        int at = cur[i].at, len = cur[i].len, parts = (x > 0) + (len - x - k > 0);
        if (count - 1 + parts > RUNS_MAX)
            break;
        last_at = at + x;
        last_len = k;
        for (int j = 0; j < k; j++)
            standing[at + x + j] = false;
        memmove(&cur[i + parts], &cur[i + 1], sizeof cur[0] * (size_t)(count - i - 1));
        count += parts - 1;
        if (x > 0) {
            cur[i].at = at;
            cur[i++].len = x;
        }
        if (len - x - k > 0) {
            cur[i].at = at + x + k;
            cur[i].len = len - x - k;
        }
    }
    if (r0->n == 0)
        tb_view_add_cell(v, board, 0, 0, TB_SHAPE_POINT, "-");
    int run = 0; /* the current run at or after the place x */
    for (int i = 0, at = 0; i < r0->n; at += r0->run[i++] + 1)
        for (int x = at; x < at + r0->run[i]; x++) {
            char label[32] = "";
            while (run < count && cur[run].at + cur[run].len <= x)
                run++;
            if (standing[x])
                snprintf(label, sizeof label, "%d:%d", run + 1, x - cur[run].at + 1);
            int cell = tb_view_add_cell(v, board, x, 0, TB_SHAPE_POINT, label);
            if (standing[x])
                tb_view_push_piece(v, cell, TB_COLOUR_WHITE, -1, "|");
            else /* a place no move can use again, drawn so (an empty point is invisible) */
                v->cells[cell].marks |= TB_MARK_BLOCKED;
            if (!standing[x] && mark_last && x >= last_at && x < last_at + last_len)
                v->cells[cell].marks |= TB_MARK_LAST | TB_MARK_TO;
        }
}

const tb_comb_kind tb_kind_kayles = {
    .keyword = "kayles",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(runs),
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

TB_COMB_OPTIONS(kayles_options, "kayles: 10");

const tb_variant tb_variant_kayles = {
    .id = "kayles",
    .name_pt = "Kayles",
    .name_en = "Kayles",
    .family = "combinatorial",
    .summary_pt = "Derruba-se um pino ou dois pinos vizinhos de uma fila.",
    .summary_en = "Knock down one pin or two adjacent pins of a row.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = kayles_options,
};
