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
    cw_reader r = {text};
    long a, b;
    if (!cw_int(&r, 1, EUCLID_MAX, &a) || !cw_int(&r, 1, EUCLID_MAX, &b) || !cw_at_end(&r)) {
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
    cw_reader r = {text};
    long from, to;
    if (!cw_int(&r, 1, EUCLID_MAX, &from) || !cw_accept(&r, '>') ||
        !cw_int(&r, 1, EUCLID_MAX, &to) || !cw_at_end(&r)) {
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

bool euclid_is_p(long a, long b)
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
