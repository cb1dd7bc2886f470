/* Nim ávido, Greedy Nim (combinatorial.md §4.10): Nim where only a heap of maximum size may be
 * reduced (any of them when several tie, A9). P iff the number of maximum heaps is even
 * (Albert–Nowakowski); Grundy values by brute force. */
#include <stdio.h>
#include <string.h>

#include "games/impartial/heaps.h"

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    return tb_comb_header_check(hd, "greedy", false, NULL, err) &&
           heaps_read(body, TB_COMB_MAX_ACTIONS, data, err);
}

static int max_heap(const heaps *h)
{
    int m = 0;
    for (int i = 0; i < h->n; i++)
        if (h->heap[i] > m)
            m = h->heap[i];
    return m;
}

/* Moves come from the maximum heaps only, and the maximum never grows. */
static int move_bound(const void *data)
{
    const heaps *h = data;
    return h->n * max_heap(h);
}

static int moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int m = max_heap(h), n = 0;
    for (int i = 0; i < h->n; i++)
        for (int to = m - 1; h->heap[i] == m && to >= 0; to--)
            out[n++] = tb_comb_heap_move(i, to);
    return n;
}

const tb_comb_kind tb_kind_greedy = {
    .keyword = "greedy",
    .aliases = (const char *const[]){"nim-avido", NULL},
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(heaps),
    .parse = parse,
    .print_body = heaps_print_body,
    .move_bound = move_bound,
    .moves = moves,
    .apply = heaps_apply,
    .move_to_text = heaps_move_to_text,
    .move_from_text = heaps_move_from_text,
    .split = heaps_sorted_part,
    .view = heaps_view,
};

TB_COMB_OPTIONS(greedy_options, "greedy: 5 4 7 8 9");

const tb_variant tb_variant_greedy = {
    .id = "greedy",
    .name_pt = "Nim ávido",
    .name_en = "Greedy Nim",
    .family = "combinatorial",
    .summary_pt = "Nim em que só se pode tirar de um dos montes maiores.",
    .summary_en = "Nim where only a largest heap may be reduced.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = greedy_options,
};
