/* Nim and Classic Nim (combinatorial.md §4.3): heaps of beans; a move takes at least one bean
 * from one heap. Bouton's theorem (§3.5) is the fast path. */
#include <stdio.h>
#include <string.h>

#include "games/impartial/heaps.h"

_Static_assert(sizeof(heaps) % 8 == 0, "component data is a multiple of 8 bytes");

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    return tb_comb_header_check(hd, "nim", false, NULL, err) &&
           heaps_read(body, TB_COMB_MAX_ACTIONS, data, err);
}

static int moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int n = 0;
    for (int i = 0; i < h->n; i++)
        for (int to = h->heap[i] - 1; to >= 0; to--)
            out[n++] = tb_comb_heap_move(i, to);
    return n;
}

static bool grundy(const void *data, uint64_t *out)
{
    const heaps *h = data;
    uint64_t g = 0;
    for (int i = 0; i < h->n; i++)
        g ^= h->heap[i];
    *out = g;
    return true;
}

const tb_comb_kind tb_kind_nim = {
    .keyword = "nim",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(heaps),
    .parse = parse,
    .print_body = heaps_print_body,
    .move_bound = heaps_total,
    .moves = moves,
    .apply = heaps_apply,
    .move_to_text = heaps_move_to_text,
    .move_from_text = heaps_move_from_text,
    .grundy = grundy,
    .split = heaps_split,
    .view = heaps_view,
};

TB_COMB_OPTIONS(nim_options, "nim: 3 5 7 9");

const tb_variant tb_variant_nim = {
    .id = "nim",
    .name_pt = "Nim",
    .name_en = "Nim",
    .family = "combinatorial",
    .summary_pt = "Tira-se de um monte quantos feijões se quiser; ganha quem tira o último.",
    .summary_en = "Take any number of beans from one heap; whoever takes the last one wins.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = nim_options,
};

/* Classic Nim is only named in the thesis (A20): ordinary Nim from 1 3 5 7. */
TB_COMB_OPTIONS(classic_options, "nim: 1 3 5 7");

const tb_variant tb_variant_nim_classic = {
    .id = "nim/classic",
    .name_pt = "Nim clássico",
    .name_en = "Classic Nim",
    .family = "combinatorial",
    .summary_pt = "Nim com montes de 1, 3, 5 e 7 feijões.",
    .summary_en = "Nim with heaps of 1, 3, 5 and 7 beans.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = classic_options,
};
