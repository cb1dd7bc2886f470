/* Par ou ímpar, odd/even comply–constrain Nim (combinatorial.md §4.8, §3.8, A7): Nim heaps
 * and the constraint on the player to move: remove an even number (E), an odd number (O), or
 * nothing yet announced (-: the opening move is only an announcement). Every later move takes
 * beans obeying the constraint and announces E or O for the opponent. Generalisation
 * parity{s1,...}: class A = {s1,...} and class B its complement, announced A / B. */
#include <stdio.h>
#include <string.h>

#include "games/impartial/heaps.h"

/* extra[0]: the constraint, 0 = none yet, 1 = first class (E / A), 2 = second (O / B). */
enum { NONE = 0, FIRST = 1, SECOND = 2 };
#define ANNOUNCE 0x400000u /* move code: ANNOUNCE | class, or heap << 17 | to << 1 | class-1 */

static bool general(const heaps *h)
{
    return h->nset > 0;
}

static char class_letter(const heaps *h, int c)
{
    return general(h) ? (c == FIRST ? 'A' : 'B') : (c == FIRST ? 'E' : 'O');
}

static int class_of_letter(const heaps *h, char ch)
{
    if (ch == class_letter(h, FIRST))
        return FIRST;
    if (ch == class_letter(h, SECOND))
        return SECOND;
    return NONE;
}

static bool in_class(const heaps *h, int c, int amount)
{
    bool first;
    if (general(h)) {
        first = false;
        for (int i = 0; i < h->nset; i++)
            first = first || h->set[i] == amount;
    } else {
        first = amount % 2 == 0;
    }
    return c == FIRST ? first : !first;
}

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    heaps *h = data;
    if (!tb_comb_header_check(hd, "parity", true, NULL, err))
        return false;
    if (hd->has_ints && !comb_heaps_read_set(hd, "parity", h, err))
        return false;
    const char *bar = strrchr(body, '|');
    char heaps_text[TB_COMB_TEXT], state[8];
    if (!bar) {
        tb_error_set(err, "bad position: expected heaps, '|' and the constraint, e.g. "
                          "parity: 5 7 | -");
        return false;
    }
    snprintf(heaps_text, sizeof heaps_text, "%.*s", (int)(bar - body), body);
    if (!comb_heaps_read(heaps_text, 1000, h, err))
        return false;
    if (2 * comb_heaps_total(h) + 2 > TB_COMB_MAX_ACTIONS) {
        tb_error_set(err, "bad position: at most %d beans in parity", TB_COMB_MAX_ACTIONS / 2 - 1);
        return false;
    }
    const char *p = bar + 1;
    while (*p == ' ')
        p++;
    snprintf(state, sizeof state, "%s", p);
    if (strcmp(state, "-") == 0)
        h->extra[0] = NONE;
    else if (strlen(state) == 1 && class_of_letter(h, state[0]))
        h->extra[0] = (uint16_t)class_of_letter(h, state[0]);
    else {
        tb_error_set(err, "bad position: the constraint after '|' is -, %c or %c",
                     class_letter(h, FIRST), class_letter(h, SECOND));
        return false;
    }
    return true;
}

static int print_body(const void *data, char *buf, size_t len)
{
    const heaps *h = data;
    char list[512];
    comb_heaps_print_body(h, list, sizeof list);
    char c = h->extra[0] == NONE ? '-' : class_letter(h, h->extra[0]);
    return snprintf(buf, len, "%s%s| %c", list, h->n ? " " : "", c);
}

static int print_header(const void *data, char *buf, size_t len)
{
    if (!general(data)) {
        if (len)
            buf[0] = '\0';
        return 0;
    }
    return comb_heaps_print_set(data, buf, len);
}

static int move_bound(const void *data)
{
    return 2 * comb_heaps_total(data) + 2;
}

static int moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int n = 0;
    if (h->extra[0] == NONE) {
        out[n++] = ANNOUNCE | FIRST;
        out[n++] = ANNOUNCE | SECOND;
        return n;
    }
    for (int i = 0; i < h->n; i++)
        for (int to = h->heap[i] - 1; to >= 0; to--)
            if (in_class(h, h->extra[0], h->heap[i] - to))
                for (int c = FIRST; c <= SECOND; c++)
                    out[n++] = (uint32_t)(i << 17 | to << 1 | (c - 1));
    return n;
}

static void apply(void *data, int player, uint32_t move)
{
    heaps *h = data;
    if (move & ANNOUNCE) {
        h->extra[0] = (uint16_t)(move & 3);
        return;
    }
    h->heap[move >> 17] = (uint16_t)(move >> 1 & 0xFFFF);
    h->extra[0] = (uint16_t)(FIRST + (move & 1));
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    const heaps *h = data;
    if (move & ANNOUNCE)
        return snprintf(buf, len, "%c", class_letter(h, (int)(move & 3)));
    int i = (int)(move >> 17);
    return snprintf(buf, len, "%d:%u>%u/%c", i + 1, (unsigned)h->heap[i],
                    (unsigned)(move >> 1 & 0xFFFF), class_letter(h, FIRST + (int)(move & 1)));
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const heaps *h = data;
    if (strlen(text) == 1 && class_of_letter(h, text[0])) {
        *move = ANNOUNCE | (uint32_t)class_of_letter(h, text[0]);
        return true;
    }
    const char *slash = strrchr(text, '/');
    char heap_move[64];
    uint32_t m;
    if (!slash || slash - text >= (long)sizeof heap_move || strlen(slash) != 2 ||
        !class_of_letter(h, slash[1])) {
        tb_error_set(err, "bad move '%s': expected i:a>b/%c (take, then announce) or %c / %c", text,
                     class_letter(h, FIRST), class_letter(h, FIRST), class_letter(h, SECOND));
        return false;
    }
    snprintf(heap_move, sizeof heap_move, "%.*s", (int)(slash - text), text);
    if (!tb_comb_heap_move_read(h->heap, h->n, heap_move, &m, err))
        return false;
    *move = (uint32_t)(tb_comb_heap_move_heap(m) << 17 | tb_comb_heap_move_to(m) << 1 |
                       (class_of_letter(h, slash[1]) - 1));
    return true;
}

const tb_comb_kind tb_kind_parity = {
    .keyword = "parity",
    .aliases = (const char *const[]){"par-impar", NULL},
    .type = TB_COMB_CONSTRAINED,
    .misere = false,
    .data_size = sizeof(heaps),
    .parse = parse,
    .print_header = print_header,
    .print_body = print_body,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .view = comb_heaps_view,
};

TB_COMB_OPTIONS_NO_MISERE(parity_options, "parity: 5 7 | -");

const tb_variant tb_variant_parity = {
    .id = "parity",
    .aliases = (const char *const[]){"par-impar", NULL},
    .name_pt = "Par ou ímpar",
    .name_en = "Odd or even",
    .family = "combinatorial",
    .summary_pt = "Nim em que cada jogador diz ao outro se tem de tirar um número par ou ímpar.",
    .summary_en = "Nim where each player tells the other to take an even or an odd number.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = parity_options,
};
