/* Conway-game literal `game: {L|R}`: combinatorial.md §4.24 (value text §3.16).
 *
 * The game is played on its options as written: a Left move `L k` goes to the k-th Left option,
 * a Right move `R k` to the k-th Right one (1-based). Values written without braces ("*3",
 * "1/2", "^", "±1") stand for their canonical forms, whose options are listed by birthday and
 * then by text (the order of §3.16).
 *
 * The slot holds the game as a small DAG: node 0 is the current position, nodes are numbered
 * in preorder from it, and equal subgames are one node. Reading builds the DAG (with a
 * tb_cgt store for the values without braces); moving only renumbers it, without allocating. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"
#include "tabula/cgt.h"

enum { MAX_NODES = 32, MAX_POOL = 64, MAX_CHARS = 48 };

typedef struct game_body {
    uint8_t nodes, pool, chars;
    uint8_t pad[5];
    uint8_t nl[MAX_NODES], nr[MAX_NODES], first[MAX_NODES]; /* options: opt[first ..] */
    uint8_t label[MAX_NODES]; /* 1 + offset of the value text in text[]; 0: written in braces */
    uint8_t opt[MAX_POOL];    /* Left options then Right options of each node */
    char text[MAX_CHARS];     /* NUL-terminated labels */
} game_body;

_Static_assert(sizeof(game_body) % 8 == 0 && sizeof(game_body) <= TB_COMB_SLOT,
               "slot data must be a multiple of 8 that fits the slot");

/* ---- renumbering (preorder from a root, unreachable nodes dropped) ---- */

/* A read-only view of a DAG, so the builder's larger one and the slot's share the code. */
typedef struct dag_view {
    int (*nl)(const void *d, int v);
    int (*nr)(const void *d, int v);
    int (*option)(const void *d, int v, int i); /* i < nl + nr: Left then Right */
    const char *(*label)(const void *d, int v); /* NULL: braces */
    const void *d;
} dag_view;

static void preorder(const dag_view *g, int v, int *map, int *order, int *n)
{
    if (map[v] >= 0)
        return;
    map[v] = *n;
    order[(*n)++] = v;
    int k = g->nl(g->d, v) + g->nr(g->d, v);
    for (int i = 0; i < k; i++)
        preorder(g, g->option(g->d, v, i), map, order, n);
}

/* Writes the part of g reachable from root into out, root first; false if it does not fit. */
static bool compact(const dag_view *g, int root, int total, game_body *out, tb_error *err)
{
    int map[256], order[256], n = 0;
    for (int v = 0; v < total; v++)
        map[v] = -1;
    preorder(g, root, map, order, &n);
    memset(out, 0, sizeof *out);
    if (n > MAX_NODES) {
        tb_error_set(err, "game: too large (at most %d distinct subgames)", MAX_NODES);
        return false;
    }
    for (int i = 0; i < n; i++) {
        int v = order[i], l = g->nl(g->d, v), r = g->nr(g->d, v);
        if (out->pool + l + r > MAX_POOL) {
            tb_error_set(err, "game: too large (at most %d options in all)", MAX_POOL);
            return false;
        }
        out->nl[i] = (uint8_t)l;
        out->nr[i] = (uint8_t)r;
        out->first[i] = out->pool;
        for (int k = 0; k < l + r; k++)
            out->opt[out->pool++] = (uint8_t)map[g->option(g->d, v, k)];
        const char *label = g->label(g->d, v);
        if (label) {
            size_t len = strlen(label);
            if (out->chars + len + 1 > MAX_CHARS) {
                tb_error_set(err, "game: too large (value texts longer than %d characters)",
                             MAX_CHARS);
                return false;
            }
            out->label[i] = (uint8_t)(out->chars + 1);
            memcpy(out->text + out->chars, label, len + 1);
            out->chars = (uint8_t)(out->chars + len + 1);
        }
    }
    out->nodes = (uint8_t)n;
    return true;
}

static int body_nl(const void *d, int v)
{
    return ((const game_body *)d)->nl[v];
}
static int body_nr(const void *d, int v)
{
    return ((const game_body *)d)->nr[v];
}
static int body_option(const void *d, int v, int i)
{
    const game_body *b = d;
    return b->opt[b->first[v] + i];
}
static const char *body_label(const void *d, int v)
{
    const game_body *b = d;
    return b->label[v] ? b->text + b->label[v] - 1 : NULL;
}

/* ---- reading: a builder with hash-consing ---- */

enum { BUILD_NODES = 256, BUILD_POOL = 2048, LABEL_LEN = 40 };

typedef struct builder {
    tb_cgt *store;
    tb_error *err;
    int n, pool;
    struct {
        int nl, nr, first;
        char label[LABEL_LEN]; /* "" for braces */
        tb_cgt_game id;        /* the value, for labelled nodes */
    } node[BUILD_NODES];
    int opt[BUILD_POOL];
} builder;

static int build_nl(const void *d, int v)
{
    return ((const builder *)d)->node[v].nl;
}
static int build_nr(const void *d, int v)
{
    return ((const builder *)d)->node[v].nr;
}
static int build_option(const void *d, int v, int i)
{
    const builder *b = d;
    return b->opt[b->node[v].first + i];
}
static const char *build_label(const void *d, int v)
{
    const builder *b = d;
    return b->node[v].label[0] ? b->node[v].label : NULL;
}

/* The node with this label and these options, made if new; -1 when full. */
static int node_for(builder *b, const char *label, tb_cgt_game id, const int *left, int nl,
                    const int *right, int nr)
{
    for (int v = 0; v < b->n; v++) {
        if (strcmp(b->node[v].label, label) != 0 || b->node[v].nl != nl || b->node[v].nr != nr)
            continue;
        const int *o = b->opt + b->node[v].first;
        if ((nl == 0 || memcmp(o, left, (size_t)nl * sizeof *o) == 0) &&
            (nr == 0 || memcmp(o + nl, right, (size_t)nr * sizeof *o) == 0))
            return v;
    }
    if (b->n == BUILD_NODES || b->pool + nl + nr > BUILD_POOL) {
        tb_error_set(b->err, "game: too large");
        return -1;
    }
    int v = b->n++;
    b->node[v].nl = nl;
    b->node[v].nr = nr;
    b->node[v].first = b->pool;
    snprintf(b->node[v].label, LABEL_LEN, "%s", label);
    b->node[v].id = id;
    for (int i = 0; i < nl; i++)
        b->opt[b->pool++] = left[i];
    for (int i = 0; i < nr; i++)
        b->opt[b->pool++] = right[i];
    return v;
}

typedef struct sorted_option {
    tb_cgt_game id;
    unsigned birthday;
    char text[LABEL_LEN];
} sorted_option;

static int cmp_option(const void *x, const void *y)
{
    const sorted_option *a = x, *c = y;
    if (a->birthday != c->birthday)
        return a->birthday < c->birthday ? -1 : 1;
    return strcmp(a->text, c->text);
}

static int from_value(builder *b, tb_cgt_game g, int depth);

/* The nodes of one side of canonical game g, in the order of §3.16. */
static int side_nodes(builder *b, tb_cgt_game g, bool left, int *out, int depth)
{
    size_t n = left ? tb_cgt_left_count(b->store, g) : tb_cgt_right_count(b->store, g);
    if (n > 16) {
        tb_error_set(b->err, "game: too large (a value with %zu options on one side)", n);
        return -1;
    }
    sorted_option opts[16];
    for (size_t i = 0; i < n; i++) {
        opts[i].id = left ? tb_cgt_left(b->store, g, i) : tb_cgt_right(b->store, g, i);
        opts[i].birthday = tb_cgt_birthday(b->store, opts[i].id);
        if (!tb_cgt_to_text(b->store, opts[i].id, opts[i].text, LABEL_LEN, b->err))
            return -1;
    }
    qsort(opts, n, sizeof opts[0], cmp_option);
    for (size_t i = 0; i < n; i++)
        if ((out[i] = from_value(b, opts[i].id, depth + 1)) < 0)
            return -1;
    return (int)n;
}

/* The node of canonical value g: labelled by its text, or in braces when its text is. */
static int from_value(builder *b, tb_cgt_game g, int depth)
{
    if (depth > 64) {
        tb_error_set(b->err, "game: too deep");
        return -1;
    }
    /* The size first: printing a large value (1*2047) costs more than refusing it. */
    size_t nl_count = tb_cgt_left_count(b->store, g), nr_count = tb_cgt_right_count(b->store, g);
    if (nl_count > 16 || nr_count > 16) {
        tb_error_set(b->err, "game: too large (a value with %zu options on one side)",
                     nl_count > nr_count ? nl_count : nr_count);
        return -1;
    }
    char text[LABEL_LEN];
    if (!tb_cgt_to_text(b->store, g, text, sizeof text, b->err)) {
        tb_error_set(b->err, "game: value too large");
        return -1;
    }
    for (int v = 0; v < b->n; v++) /* already made */
        if (b->node[v].label[0] && b->node[v].id == g)
            return v;
    int left[16], right[16];
    int nl = side_nodes(b, g, true, left, depth),
        nr = nl < 0 ? -1 : side_nodes(b, g, false, right, depth);
    if (nl < 0 || nr < 0)
        return -1;
    return node_for(b, text[0] == '{' ? "" : text, g, left, nl, right, nr);
}

static int negate(builder *b, int v, int depth)
{
    if (depth > 64) {
        tb_error_set(b->err, "game: too deep");
        return -1;
    }
    if (b->node[v].label[0])
        return from_value(b, tb_cgt_neg(b->store, b->node[v].id), depth);
    int nl = b->node[v].nr, nr = b->node[v].nl, left[64], right[64];
    if (nl > 64 || nr > 64) {
        tb_error_set(b->err, "game: too many options");
        return -1;
    }
    for (int i = 0; i < nl; i++)
        if ((left[i] = negate(b, b->opt[b->node[v].first + nr + i], depth + 1)) < 0)
            return -1;
    for (int i = 0; i < nr; i++)
        if ((right[i] = negate(b, b->opt[b->node[v].first + i], depth + 1)) < 0)
            return -1;
    return node_for(b, "", TB_CGT_NONE, left, nl, right, nr);
}

static int read_value(builder *b, const char **p, int depth);

/* Refuses, before any value is computed, an atom whose canonical form cannot fit the slot:
 * *n has n options on each side, the integer n a chain of n games. */
static bool atom_fits(builder *b, const char *atom)
{
    for (const char *q = atom; *q; q++) {
        bool star = *q == '*';
        bool integer = *q >= '0' && *q <= '9' &&
                       (q == atom || (!(q[-1] >= '0' && q[-1] <= '9') && q[-1] != '/' && q[-1] != '*'));
        if (!star && !integer)
            continue;
        const char *d = star ? q + 1 : q;
        unsigned long n = 0;
        while (*d >= '0' && *d <= '9' && n <= 1000000)
            n = n * 10 + (unsigned long)(*d++ - '0');
        if (star ? n > 16 : n > MAX_NODES) {
            tb_error_set(b->err, "game: too large (%s%lu%s does not fit a position)",
                         star ? "*" : "", n, n > 1000000 ? "..." : "");
            return false;
        }
    }
    return true;
}

/* After '{': options up to '|', then up to '}'. */
static int read_braces(builder *b, const char **p, int depth)
{
    int side[2][64], count[2] = {0, 0};
    for (int s = 0; s < 2; s++) {
        char end = s == 0 ? '|' : '}';
        if (**p == end) {
            (*p)++;
            continue;
        }
        for (;;) {
            if (count[s] == 64) {
                tb_error_set(b->err, "game: too many options");
                return -1;
            }
            int v = read_value(b, p, depth + 1);
            if (v < 0)
                return -1;
            side[s][count[s]++] = v;
            if (**p == ',') {
                (*p)++;
                continue;
            }
            if (**p != end) {
                tb_error_set(b->err, "game: expected ',' or '%c' at '%s'", end, *p);
                return -1;
            }
            (*p)++;
            break;
        }
    }
    return node_for(b, "", TB_CGT_NONE, side[0], count[0], side[1], count[1]);
}

static int read_value(builder *b, const char **p, int depth)
{
    if (depth > 64) {
        tb_error_set(b->err, "game: nested too deeply");
        return -1;
    }
    if ((*p)[0] == '-' && (*p)[1] == '{') {
        *p += 2;
        int v = read_braces(b, p, depth);
        return v < 0 ? -1 : negate(b, v, depth);
    }
    if (**p == '{') {
        (*p)++;
        return read_braces(b, p, depth);
    }
    /* A value without braces runs to the next ',', '|' or '}'. */
    size_t len = strcspn(*p, ",|}");
    char atom[LABEL_LEN];
    if (len == 0 || len >= sizeof atom) {
        tb_error_set(b->err, "game: expected a value at '%s'", *p);
        return -1;
    }
    memcpy(atom, *p, len);
    atom[len] = '\0';
    tb_cgt_game g;
    tb_error perr;
    if (!atom_fits(b, atom))
        return -1;
    if (!tb_cgt_parse(b->store, atom, &g, &perr)) {
        tb_error_set(b->err, "game: %s", perr.msg);
        return -1;
    }
    *p += len;
    return from_value(b, g, depth);
}

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    if (!tb_comb_header_check(h, "game", false, NULL, err))
        return false;
    /* Spaces mean nothing and "∅" is an empty list. */
    size_t len = strlen(text);
    char *clean = malloc(len + 1);
    builder *b = calloc(1, sizeof *b);
    tb_cgt *store = tb_cgt_new();
    bool ok = clean && b && store;
    if (!ok)
        tb_error_set(err, "game: out of memory");
    if (ok) {
        size_t n = 0;
        for (const char *p = text; *p;) {
            if (*p == ' ' || *p == '\t')
                p++;
            else if (strncmp(p, "∅", strlen("∅")) == 0)
                p += strlen("∅");
            else
                clean[n++] = *p++;
        }
        clean[n] = '\0';
        tb_cgt_set_budget(store, 10000000);
        b->store = store;
        b->err = err;
        const char *p = clean;
        int root = *p ? read_value(b, &p, 0) : -1;
        if (!*clean)
            tb_error_set(err, "game: expected a value such as {0|*} or 1/2");
        else if (root >= 0 && *p)
            tb_error_set(err, "game: unexpected '%s' after the value", p);
        ok = root >= 0 && !*p;
        if (ok) {
            dag_view view = {build_nl, build_nr, build_option, build_label, b};
            ok = compact(&view, root, b->n, out, err);
        }
    }
    tb_cgt_free(store);
    free(b);
    free(clean);
    return ok;
}

static void print_node(const game_body *g, int v, comb_text_writer *w)
{
    if (g->label[v]) {
        comb_text_printf(w, "%s", g->text + g->label[v] - 1);
        return;
    }
    comb_text_printf(w, "{");
    for (int i = 0; i < g->nl[v] + g->nr[v]; i++) {
        if (i == g->nl[v])
            comb_text_printf(w, "|");
        else if (i > 0)
            comb_text_printf(w, ",");
        print_node(g, g->opt[g->first[v] + i], w);
    }
    if (g->nl[v] + g->nr[v] == g->nl[v])
        comb_text_printf(w, "|");
    comb_text_printf(w, "}");
}

static int print(const void *body, char *buf, size_t len)
{
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    print_node(body, 0, &w);
    return comb_text_done(&w);
}

static int move_bound(const void *body)
{
    const game_body *g = body;
    int n = 0;
    for (int v = 0; v < g->nodes; v++) {
        if (g->nl[v] > n)
            n = g->nl[v];
        if (g->nr[v] > n)
            n = g->nr[v];
    }
    return n;
}

/* Move code: the index of the option on the mover's side, from 0. */
static int moves(const void *body, int player, uint32_t *out)
{
    const game_body *g = body;
    int n = player == TB_COMB_LEFT ? g->nl[0] : g->nr[0];
    for (int i = 0; i < n; i++)
        out[i] = (uint32_t)i;
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    game_body *g = body, old = *g;
    int root = old.opt[old.first[0] + (player == TB_COMB_LEFT ? 0 : old.nl[0]) + (int)m];
    dag_view view = {body_nl, body_nr, body_option, body_label, &old};
    tb_error unused;
    compact(&view, root, old.nodes, g, &unused); /* a part always fits where the whole did */
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    return snprintf(buf, len, "%c %u", player == TB_COMB_LEFT ? 'L' : 'R', m + 1);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    char side = *r.s;
    long k;
    if ((side == 'L' || side == 'R') && (r.s++, comb_text_int(&r, 1, MAX_POOL, &k)) &&
        comb_text_at_end(&r)) {
        *m = (uint32_t)(k - 1);
        *mover = side == 'L' ? TB_COMB_LEFT : TB_COMB_RIGHT;
        return true;
    }
    tb_error_set(err, "game: a move is 'L k' (Left to its k-th option, from 1) or 'R k'");
    return false;
}

/* ---- the view: {Left options | Right options}, as text ---- */

/* Texts of a view are at most 15 bytes and drawn centred, so longer texts are cut into
 * lines, and a text that should start (or end) at a place is centred past it by a width per
 * character between the browser's (about 0.18 of a cell) and the terminal's (1/3). */
enum { LINE_CHARS = 15 };
#define CHAR_WIDTH 0.3
#define TERMINAL_CHAR_WIDTH (1 / 3.0)

/* Writes text in lines from line *y down (*y decreases), at most LINE_CHARS bytes each,
 * breaking after a ',' or '|' in the second half of a line and never inside a UTF-8
 * character. side 0 centres the lines on x, +1 starts them at x, -1 ends them there.
 * Returns the farthest a line reaches from x in a terminal. */
static double text_lines(tb_view *v, int board, double x, int side, double *y, const char *text)
{
    double reach = 0;
    size_t len = strlen(text);
    for (size_t at = 0; at < len;) {
        size_t n = len - at;
        if (n > LINE_CHARS) {
            n = LINE_CHARS;
            while (n > 1 && ((unsigned char)text[at + n] & 0xC0) == 0x80)
                n--;
            for (size_t k = n; k > LINE_CHARS / 2; k--)
                if (text[at + k - 1] == ',' || text[at + k - 1] == '|') {
                    n = k;
                    break;
                }
        }
        char line[LINE_CHARS + 1];
        memcpy(line, text + at, n);
        line[n] = '\0';
        double shift = side * CHAR_WIDTH * (double)n / 2;
        tb_view_add_text(v, board, x + shift, *y, line);
        double far = fabs(shift) + TERMINAL_CHAR_WIDTH * (double)n / 2;
        reach = far > reach ? far : reach;
        *y -= 1;
        at += n;
    }
    return reach;
}

/* The game's text on top, then the game G as a stone with its options hanging from it as in
 * {L | R}: each Left option is a cell "L k" (the move's text, so a click plays it) with the
 * option's text to its left, each Right option a cell "R k" with its text to its right.
 * Whole rows only, the cells on consecutive ones, for the terminal. */
static void view(const void *body, tb_view *v, int board)
{
    const game_body *g = body;
    char text[TB_COMB_TEXT];
    comb_text_writer w;
    comb_text_init(&w, text, sizeof text);
    print_node(g, 0, &w);
    comb_text_done(&w);
    double y = 0;
    double reach = text_lines(v, board, 0, 0, &y, text);
    for (int t = 0; t < v->num_texts; t++) /* lift the lines above G, at row 0 */
        if (v->texts[t].board == board)
            v->texts[t].y -= y;
    int root = tb_view_add_cell(v, board, 0, 0, TB_SHAPE_SQUARE, "G");
    tb_view_push_piece(v, root, TB_COLOUR_GREY, -1, "G");
    double top = -1, rows[2] = {top, top};
    for (int i = 0; i < g->nl[0] + g->nr[0]; i++) {
        int side = i < g->nl[0] ? TB_COMB_LEFT : TB_COMB_RIGHT, dir = side ? 1 : -1;
        int k = side == TB_COMB_LEFT ? i : i - g->nl[0];
        char label[16], symbol[16]; /* "L1" .. "R64" */
        move_text(g, side, (uint32_t)k, label, sizeof label);
        snprintf(symbol, sizeof symbol, "%c%d", side == TB_COMB_LEFT ? 'L' : 'R', k + 1);
        int cell = tb_view_add_cell(v, board, dir, rows[side], TB_SHAPE_SQUARE, label);
        tb_view_push_piece(v, cell, side == TB_COMB_LEFT ? TB_COLOUR_BLUE : TB_COLOUR_RED, side,
                           symbol);
        comb_text_init(&w, text, sizeof text);
        print_node(g, g->opt[g->first[0] + i], &w);
        comb_text_done(&w);
        double r = 2.2 + text_lines(v, board, 2.2 * dir, dir, &rows[side], text);
        reach = r > reach ? r : reach;
    }
    for (double r = top; r > (rows[0] < rows[1] ? rows[0] : rows[1]); r--)
        tb_view_add_text(v, board, 0, r, "|");
    /* Empty texts as far as the lines reach, so that a terminal draws them whole. */
    tb_view_add_text(v, board, -reach, top, "");
    tb_view_add_text(v, board, reach, top, "");
}

static const char *const aliases[] = {"jogo", NULL};

const tb_comb_kind tb_kind_game = {
    .keyword = "game",
    .aliases = aliases,
    .type = TB_COMB_PARTIZAN,
    .misere = false,
    .data_size = sizeof(game_body),
    .parse = parse,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .view = view,
};

TB_COMB_OPTIONS_NO_MISERE(game_options, "game: {-1,0|2,{{0|0}|0}}");

const tb_variant tb_variant_game = {
    .id = "game",
    .aliases = (const char *const[]){"jogo", NULL},
    .name_pt = "Jogo de Conway",
    .name_en = "Conway game",
    .family = "combinatorial",
    .summary_pt = "Qualquer jogo {E|D} escrito na notação de Conway.",
    .summary_en = "Any game {L|R} written in Conway's notation.",
    .players_pt = {"Esquerdo", "Direito"},
    .players_en = {"Left", "Right"},
    .cls = &tb_comb_class,
    .option_defs = game_options,
};
