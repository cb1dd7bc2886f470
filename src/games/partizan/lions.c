/* Leões e Dragões (Lions and Dragons): combinatorial.md §4.23.
 *
 * Strips of cells; Left owns the Lions (L), which move right, Right the Dragons (D), which move
 * left (AMBIGUITY A6). A piece steps into the empty cell ahead, or jumps over the occupied
 * cell ahead into an empty one; one step or one jump, no captures, nothing leaves the strip
 * (AMBIGUITY A5). Option jump=opponent allows jumps over an opponent's piece only (the Toads
 * and Frogs rule). Strips are independent games whose values add. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"
#include "tabula/view.h"

enum { MAX_STRIPS = 8, MAX_LEN = 24 };

typedef struct lions_body {
    uint8_t strips;
    uint8_t opponent_only; /* jump=opponent */
    uint8_t len[MAX_STRIPS];
    uint8_t pad[6];
    char cell[MAX_STRIPS][MAX_LEN]; /* 'L', 'D' or '.'; zero past the end */
} lions_body;

_Static_assert(sizeof(lions_body) % 8 == 0, "slot data must be a multiple of 8");

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    lions_body *b = out;
    if (!tb_comb_header_check(h, "lions", false, "jump", err))
        return false;
    const char *jump = tb_comb_header_opt(h, "jump");
    if (jump && strcmp(jump, "any") != 0 && strcmp(jump, "opponent") != 0) {
        tb_error_set(err, "lions: jump=any (over any piece, the default) or jump=opponent");
        return false;
    }
    b->opponent_only = jump && strcmp(jump, "opponent") == 0;
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    for (;;) {
        if (b->strips == MAX_STRIPS) {
            tb_error_set(err, "lions: at most %d strips", MAX_STRIPS);
            return false;
        }
        int n = 0;
        for (; *r.s == 'L' || *r.s == 'D' || *r.s == '.'; r.s++) {
            if (n == MAX_LEN) {
                tb_error_set(err, "lions: a strip has at most %d cells", MAX_LEN);
                return false;
            }
            b->cell[b->strips][n++] = *r.s;
        }
        if (n == 0) {
            tb_error_set(err, "lions: strips are cells L (Lion), D (Dragon) and . (empty), "
                              "separated by '/'");
            return false;
        }
        b->len[b->strips++] = (uint8_t)n;
        if (*r.s != '/')
            break;
        r.s++;
    }
    if (!comb_text_at_end(&r)) {
        tb_error_set(err, "lions: unexpected '%s' (cells are L, D and .)", r.s);
        return false;
    }
    return true;
}

static int print_header(const void *body, char *buf, size_t len)
{
    const lions_body *b = body;
    return snprintf(buf, len, "%s", b->opponent_only ? "[jump=opponent]" : "");
}

static int print(const void *body, char *buf, size_t len)
{
    const lions_body *b = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int s = 0; s < b->strips; s++)
        comb_text_printf(&w, "%s%.*s", s ? "/" : "", b->len[s], b->cell[s]);
    return comb_text_done(&w);
}

/* A piece has at most one move, its owner's. */
static int move_bound(const void *body)
{
    const lions_body *b = body;
    int n = 0;
    for (int s = 0; s < b->strips; s++)
        for (int i = 0; i < b->len[s]; i++)
            n += b->cell[s][i] != '.';
    return n;
}

/* Where the piece at (s, i) goes, or -1 if it cannot move. */
static int target(const lions_body *b, int s, int i)
{
    char me = b->cell[s][i], foe = me == 'L' ? 'D' : 'L';
    int dir = me == 'L' ? 1 : -1, n = b->len[s];
    int next = i + dir, beyond = i + 2 * dir;
    if (next < 0 || next >= n)
        return -1;
    if (b->cell[s][next] == '.')
        return next;
    if (beyond < 0 || beyond >= n || b->cell[s][beyond] != '.')
        return -1;
    if (b->opponent_only && b->cell[s][next] != foe)
        return -1;
    return beyond;
}

/* Move code: strip * 32 + index of the piece. */
static int moves(const void *body, int player, uint32_t *out)
{
    const lions_body *b = body;
    char mine = player == TB_COMB_LEFT ? 'L' : 'D';
    int n = 0;
    for (int s = 0; s < b->strips; s++)
        for (int i = 0; i < b->len[s]; i++)
            if (b->cell[s][i] == mine && target(b, s, i) >= 0)
                out[n++] = (uint32_t)(s * 32 + i);
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    lions_body *b = body;
    int s = (int)(m / 32), i = (int)(m % 32);
    int to = target(b, s, i);
    b->cell[s][to] = b->cell[s][i];
    b->cell[s][i] = '.';
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    const lions_body *b = body;
    char who = player == TB_COMB_LEFT ? 'L' : 'D';
    if (b->strips > 1)
        return snprintf(buf, len, "%u: %c %u", m / 32 + 1, who, m % 32);
    return snprintf(buf, len, "%c %u", who, m % 32);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    const lions_body *b = body;
    comb_text_reader r = {text};
    long strip = 1, index;
    comb_text_reader save = r;
    if (!(comb_text_int(&r, 1, MAX_STRIPS, &strip) && comb_text_accept(&r, ':'))) {
        r = save;
        strip = 0;
    }
    if (strip == 0 && b->strips > 1) {
        tb_error_set(err, "lions: with several strips a move names its strip, e.g. '3: L 0'");
        return false;
    }
    if (strip == 0)
        strip = 1;
    comb_text_skip_spaces(&r);
    char who = *r.s;
    if ((who == 'L' || who == 'D') && (r.s++, comb_text_int(&r, 0, MAX_LEN - 1, &index)) &&
        comb_text_at_end(&r)) {
        if (strip > b->strips) {
            tb_error_set(err, "lions: there are %d strips", b->strips);
            return false;
        }
        *m = (uint32_t)((strip - 1) * 32 + index);
        *mover = who == 'L' ? TB_COMB_LEFT : TB_COMB_RIGHT;
        return true;
    }
    tb_error_set(err, "lions: a move is 'L i' (the Lion at index i, from 0) or 'D i'; with "
                      "several strips 's: L i'");
    return false;
}

/* Each strip is a game of its own. */
static int split(const void *body, void *parts, int max)
{
    const lions_body *b = body;
    if (b->strips < 2 || b->strips > max)
        return 0; /* keep it whole */
    lions_body *out = parts;
    for (int s = 0; s < b->strips; s++) {
        out[s].strips = 1;
        out[s].opponent_only = b->opponent_only;
        out[s].len[0] = b->len[s];
        memcpy(out[s].cell[0], b->cell[s], MAX_LEN);
    }
    return b->strips;
}

/* One row per strip, strip 1 at the top; Lions white, Dragons black. */
static void view(const void *body, tb_view *v, int board)
{
    const lions_body *b = body;
    for (int s = 0; s < b->strips; s++)
        for (int i = 0; i < b->len[s]; i++) {
            char label[16];
            if (b->strips > 1)
                snprintf(label, sizeof label, "%d:%d", s + 1, i);
            else
                snprintf(label, sizeof label, "%d", i);
            int cell = tb_view_add_cell(v, board, i, b->strips - 1 - s, TB_SHAPE_SQUARE, label);
            if (b->cell[s][i] == 'L')
                tb_view_push_piece(v, cell, TB_COLOUR_WHITE, 0, "L");
            else if (b->cell[s][i] == 'D')
                tb_view_push_piece(v, cell, TB_COLOUR_BLACK, 1, "D");
        }
}

/* As it stands, with the last move's two cells marked: where the piece was and where it went
 * (the generic marking finds no cell in a text like "3: L 0"). */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board)
{
    lions_body b = *(const lions_body *)start, before = b;
    for (int k = 0; k < n; k++) {
        before = b;
        apply(&b, players[k], moves[k]);
    }
    int first = v->num_cells;
    view(&b, v, board);
    if (!mark_last || n == 0)
        return;
    int s = (int)(moves[n - 1] / 32), from = (int)(moves[n - 1] % 32);
    int to = target(&before, s, from);
    int row = first;
    for (int k = 0; k < s; k++)
        row += before.len[k];
    if (to < 0 || row + before.len[s] > v->num_cells)
        return;
    v->cells[row + from].marks |= TB_MARK_LAST | TB_MARK_FROM;
    v->cells[row + to].marks |= TB_MARK_LAST | TB_MARK_TO;
}

static const char *const aliases[] = {"leoes-dragoes", NULL};

const tb_comb_kind tb_kind_lions = {
    .keyword = "lions",
    .aliases = aliases,
    .type = TB_COMB_PARTIZAN,
    .misere = false,
    .data_size = sizeof(lions_body),
    .parse = parse,
    .print_header = print_header,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .split = split,
    .view = view,
    .view_played = view_played,
};

TB_COMB_OPTIONS_NO_MISERE(lions_options, "lions: L.D./.L.D/LD../.LD./.L.D");

const tb_variant tb_variant_lions = {
    .id = "lions",
    .aliases = (const char *const[]){"leoes-dragoes", NULL},
    .name_pt = "Leões e Dragões",
    .name_en = "Lions and Dragons",
    .family = "combinatorial",
    .summary_pt = "Leões avançam para a direita, Dragões para a esquerda, passo ou salto.",
    .summary_en = "Lions advance to the right, Dragons to the left, by a step or a jump.",
    .players_pt = {"Leões (E)", "Dragões (D)"},
    .players_en = {"Lions (Left)", "Dragons (Right)"},
    .cls = &tb_comb_class,
    .option_defs = lions_options,
};
