/* Quim (combinatorial.md §4.12, A4): a multiset of sticks; a move splits one stick into two
 * of positive lengths, or removes exactly k sticks all of length k. Normal play. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/comb.h"

enum { STICKS_MAX = 64, LENGTH_MAX = 200 };

typedef struct sticks {
    uint16_t n;
    uint8_t len[STICKS_MAX]; /* ascending */
    uint8_t pad[6];
} sticks;
_Static_assert(sizeof(sticks) % 8 == 0, "component data is a multiple of 8 bytes");

#define TAKE 0x10000u /* move code: TAKE | k, or length << 8 | larger part */

static int total(const sticks *s)
{
    int t = 0;
    for (int i = 0; i < s->n; i++)
        t += s->len[i];
    return t;
}

static void sort_sticks(sticks *s)
{
    for (int i = 1; i < s->n; i++)
        for (int j = i; j > 0 && s->len[j - 1] > s->len[j]; j--) {
            uint8_t t = s->len[j];
            s->len[j] = s->len[j - 1];
            s->len[j - 1] = t;
        }
}

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    sticks *s = data;
    long v[STICKS_MAX];
    if (!tb_comb_header_check(hd, "quim", false, NULL, err))
        return false;
    int n = tb_comb_read_ints(body, v, STICKS_MAX, 1, LENGTH_MAX, "stick", err);
    if (n < 0)
        return false;
    s->n = (uint16_t)n;
    for (int i = 0; i < n; i++)
        s->len[i] = (uint8_t)v[i];
    /* Splitting never passes the total length, so it bounds the number of sticks too. */
    if (total(s) > STICKS_MAX) {
        tb_error_set(err, "bad position: the sticks of quim may total at most %d", STICKS_MAX);
        return false;
    }
    sort_sticks(s);
    return true;
}

static int print_body(const void *data, char *buf, size_t len)
{
    const sticks *s = data;
    uint16_t v[STICKS_MAX];
    for (int i = 0; i < s->n; i++)
        v[i] = s->len[i];
    return tb_comb_print_u16(v, s->n, " ", buf, len);
}

/* Splits: at most total/2 kinds; takes: at most one per length. */
static int move_bound(const void *data)
{
    return total(data) + 1;
}

static int count_of(const sticks *s, int length)
{
    int c = 0;
    for (int i = 0; i < s->n; i++)
        c += s->len[i] == length;
    return c;
}

static int moves(const void *data, int player, uint32_t *out)
{
    const sticks *s = data;
    int n = 0;
    for (int i = 0; i < s->n; i++) {
        int l = s->len[i];
        if (i > 0 && s->len[i - 1] == l)
            continue; /* equal sticks give the same moves */
        for (int a = l - 1; 2 * a >= l; a--)
            out[n++] = (uint32_t)(l << 8 | a);
        if (count_of(s, l) >= l)
            out[n++] = TAKE | (uint32_t)l;
    }
    return n;
}

static void remove_one(sticks *s, int length)
{
    for (int i = 0; i < s->n; i++)
        if (s->len[i] == length) {
            memmove(s->len + i, s->len + i + 1, (size_t)(s->n - i - 1));
            s->len[--s->n] = 0;
            return;
        }
}

static void apply(void *data, int player, uint32_t move)
{
    sticks *s = data;
    if (move & TAKE) {
        int k = (int)(move & 0xFF);
        for (int i = 0; i < k; i++)
            remove_one(s, k);
        return;
    }
    int l = (int)(move >> 8), a = (int)(move & 0xFF);
    remove_one(s, l);
    s->len[s->n++] = (uint8_t)a;
    s->len[s->n++] = (uint8_t)(l - a);
    sort_sticks(s);
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    if (move & TAKE)
        return snprintf(buf, len, "take %u", (unsigned)(move & 0xFF));
    unsigned l = move >> 8, a = move & 0xFF;
    return snprintf(buf, len, "split %u=%u+%u", l, a, l - a);
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const sticks *s = data;
    const char *p = text;
    long l, a, b;
    /* the English words or the book's (Quim: "partir" um pau, "retirar" k paus) */
    bool take = strncmp(p, "take ", 5) == 0 || strncmp(p, "retirar ", 8) == 0;
    bool split = strncmp(p, "split ", 6) == 0 || strncmp(p, "partir ", 7) == 0;
    if (take) {
        p += p[0] == 't' ? 5 : 8;
        if (!tb_comb_read_long(&p, 1, LENGTH_MAX, &l) || *p) {
            tb_error_set(err, "bad move '%s': expected take k, e.g. take 2", text);
            return false;
        }
        *move = TAKE | (uint32_t)l;
        return true;
    }
    if (split) {
        p += p[0] == 's' ? 6 : 7;
        if (tb_comb_read_long(&p, 2, LENGTH_MAX, &l) && *p++ == '=' &&
            tb_comb_read_long(&p, 1, LENGTH_MAX, &a) && *p++ == '+' &&
            tb_comb_read_long(&p, 1, LENGTH_MAX, &b) && !*p && a + b == l) {
            if (!count_of(s, (int)l)) {
                tb_error_set(err, "bad move '%s': there is no stick of length %ld", text, l);
                return false;
            }
            *move = (uint32_t)(l << 8 | (a > b ? a : b));
            return true;
        }
    }
    tb_error_set(err, "bad move '%s': expected split l=a+b (a+b = l) or take k", text);
    return false;
}

static void view(const void *data, tb_view *v, int board)
{
    const sticks *s = data;
    uint16_t lengths[STICKS_MAX];
    for (int i = 0; i < s->n; i++)
        lengths[i] = s->len[i];
    tb_comb_view_heaps(v, board, lengths, s->n);
}

const tb_comb_kind tb_kind_quim = {
    .keyword = "quim",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(sticks),
    .parse = parse,
    .print_body = print_body,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .view = view,
};

TB_COMB_OPTIONS(quim_options, "quim: 4 5");

const tb_variant tb_variant_quim = {
    .id = "quim",
    .name_pt = "Quim",
    .name_en = "Quim",
    .family = "combinatorial",
    .summary_pt = "Partir um pau em dois, ou tirar k paus de comprimento k.",
    .summary_en = "Split a stick in two, or remove k sticks of length k.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = quim_options,
};
