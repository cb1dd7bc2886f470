/* Euclides (Euclid's game): combinatorial.md §4.6.
 *
 * A pair of positive integers; a move subtracts a positive multiple of the smaller from the
 * larger, the result staying positive (AMBIGUITY A3), so (a, a) is terminal and the last
 * player to move wins. The order of the pair is kept. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/comb.h"
#include "games/combinatorial/text_io.h"
#include "games/impartial/euclid.h"

typedef struct euclid_body {
    uint32_t n[2];
} euclid_body;

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    euclid_body *e = out;
    if (!tb_comb_header_check(h, "euclid", false, NULL, err))
        return false;
    comb_text_reader r = {text};
    long a, b;
    if (!comb_text_int(&r, 1, EUCLID_MAX, &a) || !comb_text_int(&r, 1, EUCLID_MAX, &b) ||
        !comb_text_at_end(&r)) {
        tb_error_set(err, "euclid: the position is two integers from 1 to %d, e.g. 20 8",
                     EUCLID_MAX);
        return false;
    }
    e->n[0] = (uint32_t)a;
    e->n[1] = (uint32_t)b;
    return true;
}

static int print(const void *body, char *buf, size_t len)
{
    const euclid_body *e = body;
    return snprintf(buf, len, "%u %u", e->n[0], e->n[1]);
}

/* The larger number only decreases, and bounds the moves. */
static int move_bound(const void *body)
{
    const euclid_body *e = body;
    return (int)(e->n[0] > e->n[1] ? e->n[0] : e->n[1]);
}

/* Move code: index of the number that changes (bit 16) and its new value. */
static int moves(const void *body, int player, uint32_t *out)
{
    const euclid_body *e = body;
    if (e->n[0] == e->n[1])
        return 0;
    int big = e->n[0] > e->n[1] ? 0 : 1;
    uint32_t a = e->n[big], b = e->n[!big];
    int n = 0;
    for (uint32_t to = a - b; to >= 1 && to < a; to -= b) {
        out[n++] = (uint32_t)big << 16 | to;
        if (to <= b)
            break;
    }
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    euclid_body *e = body;
    e->n[m >> 16] = m & 0xFFFF;
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    const euclid_body *e = body;
    return snprintf(buf, len, "%u>%u", e->n[m >> 16], m & 0xFFFF);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    const euclid_body *e = body;
    comb_text_reader r = {text};
    long from, to;
    if (!comb_text_int(&r, 1, EUCLID_MAX, &from) || !comb_text_accept(&r, '>') ||
        !comb_text_int(&r, 1, EUCLID_MAX, &to) || !comb_text_at_end(&r)) {
        tb_error_set(err, "euclid: a move is written a>b, the number that changes and its new "
                          "value");
        return false;
    }
    int which = e->n[0] > e->n[1] ? 0 : 1;
    if ((long)e->n[which] != from) {
        tb_error_set(err, "euclid: only the larger number, %u, can change", e->n[which]);
        return false;
    }
    *m = (uint32_t)which << 16 | (uint32_t)to;
    return true;
}

bool comb_euclid_is_p(long a, long b)
{
    if (a < b) {
        long t = a;
        a = b;
        b = t;
    }
    /* a/b < φ ⇔ a < bφ ⇔ 2a - b < b√5 ⇔ (2a - b)² < 5b² (2a - b > 0); equality is impossible. */
    long d = 2 * a - b;
    return a == b || d * d < 5 * b * b;
}

/* The two numbers as two heaps of beans with their counts (the board was an empty square). */
static void view(const void *body, tb_view *v, int board)
{
    const euclid_body *e = body;
    uint16_t heaps[2] = {(uint16_t)e->n[0], (uint16_t)e->n[1]};
    tb_comb_view_heaps(v, board, heaps, 2);
}

/* As it stands, with the number the last move lowered marked. */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board)
{
    euclid_body e = *(const euclid_body *)start;
    for (int i = 0; i < n; i++)
        apply(&e, players[i], moves[i]);
    int first = v->num_cells;
    view(&e, v, board);
    if (mark_last && n > 0 && first + (int)(moves[n - 1] >> 16) < v->num_cells)
        v->cells[first + (int)(moves[n - 1] >> 16)].marks |= TB_MARK_LAST | TB_MARK_TO;
}

static const char *const aliases[] = {"euclides", NULL};

const tb_comb_kind tb_kind_euclid = {
    .keyword = "euclid",
    .aliases = aliases,
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(euclid_body),
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

TB_COMB_OPTIONS(euclid_options, "euclid: 20 8");

const tb_variant tb_variant_euclid = {
    .id = "euclid",
    .name_pt = "Euclides",
    .name_en = "Euclid's game",
    .family = "combinatorial",
    .summary_pt = "Tira-se do maior número um múltiplo do menor; ganha quem deixa os dois "
                  "iguais.",
    .summary_en = "Subtract a multiple of the smaller number from the larger; whoever makes "
                  "them equal wins.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = euclid_options,
};
