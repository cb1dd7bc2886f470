/* Escadas, staircase Nim (combinatorial.md §4.16, A14): pieces on steps 1..n (step 1 lowest);
 * a move brings one or more pieces from a step to the step below (from step 1 they leave).
 * g = nim-sum of the odd-numbered steps. */
#include <stdio.h>
#include <string.h>

#include "games/impartial/heaps.h"

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    if (!tb_comb_header_check(hd, "stairs", false, NULL, err) ||
        !heaps_read(body, TB_COMB_MAX_ACTIONS, data, err))
        return false;
    if (heaps_total(data) > TB_COMB_MAX_ACTIONS) {
        tb_error_set(err, "bad position: at most %d pieces on the stairs", TB_COMB_MAX_ACTIONS);
        return false;
    }
    return true;
}

static int moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int n = 0;
    for (int i = 0; i < h->n; i++)
        for (int k = 1; k <= h->heap[i]; k++)
            out[n++] = (uint32_t)(i << 16 | k);
    return n;
}

static void apply(void *data, int player, uint32_t move)
{
    heaps *h = data;
    int i = (int)(move >> 16), k = (int)(move & 0xFFFF);
    h->heap[i] -= (uint16_t)k;
    if (i > 0)
        h->heap[i - 1] += (uint16_t)k;
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    return snprintf(buf, len, "%u:%u", (unsigned)(move >> 16) + 1, (unsigned)(move & 0xFFFF));
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const heaps *h = data;
    const char *p = text;
    long i, k;
    if (!tb_comb_read_long(&p, 1, HEAPS_MAX, &i) || *p++ != ':' ||
        !tb_comb_read_long(&p, 1, 65535, &k) || *p || i > h->n) {
        tb_error_set(err,
                     "bad move '%s': expected step:pieces (1-based step, moved one step "
                     "down), e.g. 4:2",
                     text);
        return false;
    }
    *move = (uint32_t)((i - 1) << 16 | k);
    return true;
}

static bool grundy(const void *data, uint64_t *out)
{
    const heaps *h = data;
    uint64_t g = 0;
    for (int i = 0; i < h->n; i += 2)
        g ^= h->heap[i];
    *out = g;
    return true;
}

const tb_comb_kind tb_kind_stairs = {
    .keyword = "stairs",
    .aliases = (const char *const[]){"escadas", NULL},
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(heaps),
    .parse = parse,
    .print_body = heaps_print_body,
    /* one move per piece count on each step; pieces never multiply */
    .move_bound = heaps_total,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .grundy = grundy,
    .view = heaps_view,
};

TB_COMB_OPTIONS(stairs_options, "stairs: 7 2 1 4 5 1");

const tb_variant tb_variant_stairs = {
    .id = "stairs",
    .name_pt = "Escadas",
    .name_en = "Staircase Nim",
    .family = "combinatorial",
    .summary_pt = "Descem-se peças de um degrau para o de baixo; só os degraus ímpares contam.",
    .summary_en = "Bring pieces down one step; only the odd steps count.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = stairs_options,
};
