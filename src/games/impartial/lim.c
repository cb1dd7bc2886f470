/* Lim (combinatorial.md §4.14, A12): three heaps; take the same k >= 1 from two of them and
 * add k to the third. Normal play; the game ends when at most one heap is non-empty. */
#include <stdio.h>
#include <string.h>

#include "games/impartial/heaps.h"

/* Pairs of heaps, 0-based: {1,2}, {1,3}, {2,3} in the text. */
static const int PAIR[3][3] = {{0, 1, 2}, {0, 2, 1}, {1, 2, 0}}; /* i, j, the third */

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    heaps *h = data;
    if (!tb_comb_header_check(hd, "lim", false, NULL, err) ||
        !heaps_read(body, TB_COMB_MAX_ACTIONS, h, err))
        return false;
    if (h->n != 3) {
        tb_error_set(err, "bad position: lim has exactly three heaps (e.g. lim: 5 3 7)");
        return false;
    }
    if (heaps_total(h) > TB_COMB_MAX_ACTIONS) {
        tb_error_set(err, "bad position: the heaps of lim may total at most %d",
                     TB_COMB_MAX_ACTIONS);
        return false;
    }
    return true;
}

static int min2(int a, int b)
{
    return a < b ? a : b;
}

static int moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int n = 0;
    for (int p = 0; p < 3; p++)
        for (int k = 1; k <= min2(h->heap[PAIR[p][0]], h->heap[PAIR[p][1]]); k++)
            out[n++] = (uint32_t)(p << 16 | k);
    return n;
}

static void apply(void *data, int player, uint32_t move)
{
    heaps *h = data;
    int p = (int)(move >> 16), k = (int)(move & 0xFFFF);
    h->heap[PAIR[p][0]] -= (uint16_t)k;
    h->heap[PAIR[p][1]] -= (uint16_t)k;
    h->heap[PAIR[p][2]] += (uint16_t)k;
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    int p = (int)(move >> 16);
    return snprintf(buf, len, "%d,%d:%u", PAIR[p][0] + 1, PAIR[p][1] + 1,
                    (unsigned)(move & 0xFFFF));
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const char *p = text;
    long i, j, k;
    if (!tb_comb_read_long(&p, 1, 3, &i) || *p++ != ',' || !tb_comb_read_long(&p, 1, 3, &j) ||
        *p++ != ':' || !tb_comb_read_long(&p, 1, 65535, &k) || *p || i == j) {
        tb_error_set(err,
                     "bad move '%s': expected i,j:k (heaps i and j lose k, the third "
                     "gains k), e.g. 1,3:3",
                     text);
        return false;
    }
    long a = i < j ? i : j, b = i < j ? j : i;
    int pair = a == 1 ? (b == 2 ? 0 : 1) : 2;
    *move = (uint32_t)(pair << 16 | k);
    return true;
}

const tb_comb_kind tb_kind_lim = {
    .keyword = "lim",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(heaps),
    .parse = parse,
    .print_body = heaps_print_body,
    /* for a <= b <= c the moves number a + a + b <= the total, which only decreases */
    .move_bound = heaps_total,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .split = heaps_sorted_part,
    .view = heaps_view,
};

TB_COMB_OPTIONS(lim_options, "lim: 5 3 7");

const tb_variant tb_variant_lim = {
    .id = "lim",
    .name_pt = "Lim",
    .name_en = "Lim",
    .family = "combinatorial",
    .summary_pt = "Tira-se o mesmo de dois montes e junta-se ao terceiro.",
    .summary_en = "Take the same from two heaps and add it to the third.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = lim_options,
};
