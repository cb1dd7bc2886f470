/* Subtraction games on one or many heaps, and Add-Up Nim (combinatorial.md §4.1, §4.2). */
#include <stdio.h>
#include <string.h>

#include "games/impartial/heaps.h"

/* ---- sub{S}: n1 n2 ... ---- */

static bool sub_parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    return tb_comb_header_check(hd, "sub", true, NULL, err) &&
           comb_heaps_read_set(hd, "sub", data, err) && comb_heaps_read(body, 65535, data, err);
}

static int sub_move_bound(const void *data)
{
    const heaps *h = data;
    return h->n * h->nset;
}

static int sub_moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int n = 0;
    for (int i = 0; i < h->n; i++)
        for (int j = 0; j < h->nset && h->set[j] <= h->heap[i]; j++)
            out[n++] = tb_comb_heap_move(i, h->heap[i] - h->set[j]);
    return n;
}

/* S = {1,...,k}: g(n) = n mod (k+1) (Ferguson §1.4; the book's S{1,2,3}). */
static bool sub_grundy(const void *data, uint64_t *out)
{
    const heaps *h = data;
    if (h->set[h->nset - 1] != h->nset)
        return false;
    uint64_t g = 0;
    for (int i = 0; i < h->n; i++)
        g ^= (uint64_t)(h->heap[i] % (h->nset + 1));
    *out = g;
    return true;
}

const tb_comb_kind tb_kind_sub = {
    .keyword = "sub",
    .aliases = (const char *const[]){"subtraccao", NULL},
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(heaps),
    .parse = sub_parse,
    .print_header = comb_heaps_print_set,
    .print_body = comb_heaps_print_body,
    .move_bound = sub_move_bound,
    .moves = sub_moves,
    .apply = comb_heaps_apply,
    .move_to_text = comb_heaps_move_to_text,
    .move_from_text = comb_heaps_move_from_text,
    .grundy = sub_grundy,
    .split = comb_heaps_split,
    .view = comb_heaps_view,
};

TB_COMB_OPTIONS(sub_options, "sub{1,2,3}: 17");

const tb_variant tb_variant_sub = {
    .id = "sub",
    .aliases = (const char *const[]){"subtraccao", "subtraccão", "subtracao", NULL},
    .name_pt = "Jogo de subtracção",
    .name_en = "Subtraction game",
    .family = "combinatorial",
    .summary_pt = "Tira-se de um monte um número de feijões do conjunto de subtracção.",
    .summary_en = "Take from one heap a number of beans from the subtraction set.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = sub_options,
};

/* ---- addup{A}: T t  (heap[0] = target T, heap[1] = running total t) ---- */

static bool addup_parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    heaps *h = data;
    if (!tb_comb_header_check(hd, "addup", true, NULL, err))
        return false;
    if (hd->has_ints) {
        if (!comb_heaps_read_set(hd, "addup", h, err))
            return false;
    } else { /* the thesis's addends (A15) */
        h->nset = 3;
        h->set[0] = 1, h->set[1] = 2, h->set[2] = 3;
    }
    if (!comb_heaps_read(body, 65535, h, err))
        return false;
    if (h->n != 2 || h->heap[1] > h->heap[0]) {
        tb_error_set(err, "bad position: addup needs the target and the running total, "
                          "total <= target (e.g. addup{1,2,3}: 13 0)");
        return false;
    }
    return true;
}

static int addup_move_bound(const void *data)
{
    return ((const heaps *)data)->nset;
}

static int addup_moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int n = 0;
    for (int j = 0; j < h->nset && h->heap[1] + h->set[j] <= h->heap[0]; j++)
        out[n++] = h->set[j];
    return n;
}

static void addup_apply(void *data, int player, uint32_t move)
{
    heaps *h = data;
    h->heap[1] = (uint16_t)(h->heap[1] + move);
}

static int addup_move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    return snprintf(buf, len, "+%u", (unsigned)move);
}

static bool addup_move_from_text(const void *data, int player, const char *text, uint32_t *move,
                                 int *mover, tb_error *err)
{
    const char *p = text;
    long a;
    if (*p++ != '+' || !tb_comb_read_long(&p, 1, 65535, &a) || *p) {
        tb_error_set(err, "bad move '%s': expected +a, the number added, e.g. +3", text);
        return false;
    }
    *move = (uint32_t)a;
    return true;
}

/* Add-Up Nim is the subtraction game on the distance T - t (§4.2). */
static bool addup_grundy(const void *data, uint64_t *out)
{
    heaps h = *(const heaps *)data;
    h.n = 1;
    h.heap[0] = (uint16_t)(h.heap[0] - h.heap[1]);
    h.heap[1] = 0;
    return sub_grundy(&h, out);
}

static void addup_view(const void *data, tb_view *v, int board)
{
    const heaps *h = data;
    uint16_t sizes[2] = {h->heap[1], (uint16_t)(h->heap[0] - h->heap[1])};
    tb_comb_view_heaps(v, board, sizes, 2); /* the total so far and what is left */
}

const tb_comb_kind tb_kind_addup = {
    .keyword = "addup",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(heaps),
    .parse = addup_parse,
    .print_header = comb_heaps_print_set,
    .print_body = comb_heaps_print_body,
    .move_bound = addup_move_bound,
    .moves = addup_moves,
    .apply = addup_apply,
    .move_to_text = addup_move_to_text,
    .move_from_text = addup_move_from_text,
    .grundy = addup_grundy,
    .view = addup_view,
};

TB_COMB_OPTIONS(addup_options, "addup{1,2,3}: 13 0");

const tb_variant tb_variant_addup = {
    .id = "addup",
    .name_pt = "Add-Up Nim",
    .name_en = "Add-Up Nim",
    .family = "combinatorial",
    .summary_pt = "Somam-se 1, 2 ou 3 à vez; ganha quem atinge o alvo.",
    .summary_en = "Add 1, 2 or 3 in turn; whoever reaches the target wins.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = addup_options,
};
