/* Nimble and Avarento (combinatorial.md §4.4, §4.11): coins on a strip of cells numbered from
 * 0 at the left end; a coin moves any positive number of cells to the left, passing or joining
 * other coins. In Avarento only a coin of the rightmost occupied cell may move (A10). A coin
 * in cell d is a Nim heap of size d. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/comb.h"

#define STRIP_MAX 64 /* cells */

typedef struct strip {
    uint16_t n;              /* cells */
    uint8_t cell[STRIP_MAX]; /* coins per cell */
    uint8_t pad[6];
} strip;
_Static_assert(sizeof(strip) % 8 == 0, "component data is a multiple of 8 bytes");

static bool parse_strip(const tb_comb_header *hd, const char *keyword, const char *body, void *data,
                        tb_error *err)
{
    strip *s = data;
    long v[STRIP_MAX];
    if (!tb_comb_header_check(hd, keyword, false, NULL, err))
        return false;
    int n = tb_comb_read_ints(body, v, STRIP_MAX, 0, 255, "cell", err);
    if (n < 0)
        return false;
    long coins = 0;
    for (int i = 0; i < n; i++)
        coins += v[i];
    if (coins > 255) { /* so that no cell ever holds more than a byte counts */
        tb_error_set(err, "bad position: at most 255 coins in %s", keyword);
        return false;
    }
    s->n = (uint16_t)n;
    for (int i = 0; i < n; i++)
        s->cell[i] = (uint8_t)v[i];
    return true;
}

static bool nimble_parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    return parse_strip(hd, "nimble", body, data, err);
}

static bool avarento_parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    return parse_strip(hd, "avarento", body, data, err);
}

static int print_body(const void *data, char *buf, size_t len)
{
    const strip *s = data;
    uint16_t v[STRIP_MAX];
    for (int i = 0; i < s->n; i++)
        v[i] = s->cell[i];
    return tb_comb_print_u16(v, s->n, " ", buf, len);
}

static int rightmost(const strip *s)
{
    for (int i = s->n - 1; i > 0; i--)
        if (s->cell[i])
            return i;
    return 0;
}

/* Coins only move left: the occupied cells stay within 1..rightmost. */
static int move_bound(const void *data)
{
    int r = rightmost(data);
    return r * (r + 1) / 2;
}

static uint32_t encode(int from, int to)
{
    return (uint32_t)(from << 8 | to);
}

static int nimble_moves(const void *data, int player, uint32_t *out)
{
    const strip *s = data;
    int n = 0;
    for (int a = 1; a < s->n; a++)
        for (int b = 0; s->cell[a] && b < a; b++)
            out[n++] = encode(a, b);
    return n;
}

static int avarento_moves(const void *data, int player, uint32_t *out)
{
    int a = rightmost(data), n = 0;
    for (int b = 0; b < a; b++)
        out[n++] = encode(a, b);
    return n;
}

static void apply(void *data, int player, uint32_t move)
{
    strip *s = data;
    int a = (int)(move >> 8), b = (int)(move & 0xFF);
    s->cell[a]--;
    s->cell[b]++;
}

static int move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    return snprintf(buf, len, "%u>%u", (unsigned)(move >> 8), (unsigned)(move & 0xFF));
}

static bool move_from_text(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err)
{
    const strip *s = data;
    const char *p = text;
    long a, b;
    if (!tb_comb_read_long(&p, 0, STRIP_MAX - 1, &a) || *p++ != '>' ||
        !tb_comb_read_long(&p, 0, STRIP_MAX - 1, &b) || *p) {
        tb_error_set(err, "bad move '%s': expected from>to (cells), e.g. 9>4", text);
        return false;
    }
    if (a >= s->n || b >= a) {
        tb_error_set(err, "bad move '%s': a coin moves left, within cells 0..%d", text, s->n - 1);
        return false;
    }
    *move = encode((int)a, (int)b);
    return true;
}

/* Each coin is the Nim heap of its distance (§4.4). */
static bool nimble_grundy(const void *data, uint64_t *out)
{
    const strip *s = data;
    uint64_t g = 0;
    for (int i = 0; i < s->n; i++)
        if (s->cell[i] & 1)
            g ^= (uint64_t)i;
    *out = g;
    return true;
}

/* One part per coin: the heap-equivalents of the sources' method. */
static int nimble_split(const void *data, void *parts, int max)
{
    const strip *s = data;
    int n = 0;
    for (int i = 0; i < s->n; i++)
        for (int c = 0; c < s->cell[i]; c++) {
            if (n == max)
                return 0;
            strip *p = (strip *)parts + n++;
            p->n = s->n;
            p->cell[i] = 1;
        }
    return n;
}

/* Cells labelled by their number from 0, as in the move text "9>4". */
static void view(const void *data, tb_view *v, int board)
{
    const strip *s = data;
    for (int i = 0; i < s->n || i == 0; i++) {
        char label[16];
        snprintf(label, sizeof label, "%d", i);
        int cell = tb_view_add_cell(v, board, i, 0, TB_SHAPE_SQUARE, label);
        for (int c = 0; i < s->n && c < s->cell[i]; c++)
            tb_view_push(v, cell, TB_KIND_TOKEN, TB_COLOUR_YELLOW, -1, "o");
    }
}

const tb_comb_kind tb_kind_nimble = {
    .keyword = "nimble",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(strip),
    .parse = nimble_parse,
    .print_body = print_body,
    .move_bound = move_bound,
    .moves = nimble_moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .grundy = nimble_grundy,
    .split = nimble_split,
    .view = view,
};

const tb_comb_kind tb_kind_avarento = {
    .keyword = "avarento",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(strip),
    .parse = avarento_parse,
    .print_body = print_body,
    .move_bound = move_bound,
    .moves = avarento_moves,
    .apply = apply,
    .move_to_text = move_to_text,
    .move_from_text = move_from_text,
    .view = view,
};

TB_COMB_OPTIONS(nimble_options, "nimble: 1 2 1 3 0 3 0 2 0 1 2");

const tb_variant tb_variant_nimble = {
    .id = "nimble",
    .name_pt = "Nimble",
    .name_en = "Nimble",
    .family = "combinatorial",
    .summary_pt = "Moedas numa fila de casas movem-se para a esquerda; é Nim disfarçado.",
    .summary_en = "Coins on a strip move to the left; Nim in disguise.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = nimble_options,
};

TB_COMB_OPTIONS(avarento_options, "avarento: 0 1 0 0 1");

const tb_variant tb_variant_avarento = {
    .id = "avarento",
    .name_pt = "Avarento",
    .name_en = "Miser",
    .family = "combinatorial",
    .summary_pt = "Como o Nimble, mas só se move a moeda mais à direita.",
    .summary_en = "As Nimble, but only the rightmost coin moves.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = avarento_options,
};
