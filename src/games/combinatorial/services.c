/* The combinatorial family's services (tabula/family.h): the analysis report of
 * combinatorial.md §2.4 as named fields, and the tables of §2.4 "table" for the server and
 * `tabula table`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "games/combinatorial/comb.h"
#include "games/combinatorial/services.h"
#include "games/combinatorial/table.h"
#include "games/impartial/graph.h"
#include "tabula/cgt.h"
#include "tabula/registry.h"

/* ---- the report ---- */

/* The position a move leaves, mover not shown: the analysis does not depend on it. */
static void add_moves(tb_value *parent, const char *key, const char *pt, const char *en,
                      const tb_game *g, const tb_comb_state *s, const tb_action *moves, int n,
                      char *pos)
{
    tb_value *list = tb_value_label(tb_value_add_moves(parent, key), pt, en);
    tb_comb_state after;
    for (int i = 0; i < n; i++) {
        char text[256];
        g->cls->action_to_text(g, s, moves[i], text, sizeof text);
        after = *s;
        g->cls->apply(g, &after, moves[i]);
        after.to_move = 0;
        tb_comb_text(&after, pos, TB_COMB_TEXT);
        tb_value_add_move(list, text, pos);
    }
}

/* Grundy value and components: "8", or "8 (components: 3 5)" in a sum. */
static void add_grundy(tb_value *parent, const tb_comb_state *s, const tb_comb_report *r)
{
    tb_value *grundy =
        tb_value_label(tb_value_add_group(parent, "grundy"), "valor de Grundy", "Grundy value");
    tb_value_label(tb_value_add_integer(grundy, "value", (long long)r->grundy), "valor", "value");
    tb_value *parts = tb_value_label(tb_value_add_list(grundy, "components"), "das componentes",
                                     "of the components");
    tb_strbuf shown;
    tb_strbuf_init(&shown, 64);
    tb_strbuf_put(&shown, "%llu", (unsigned long long)r->grundy);
    for (int k = 0; k < s->count; k++) {
        tb_value_add_integer(parts, NULL, (long long)r->component_grundy[k]);
        if (s->count > 1)
            tb_strbuf_put(&shown, "%s %llu",
                          k ? "" : " (components:", (unsigned long long)r->component_grundy[k]);
    }
    tb_strbuf_put(&shown, "%s", s->count > 1 ? ")" : "");
    tb_value_display(grundy, "%s", shown.s);
    free(shown.s);
}

/* The heap-equivalents and their nim-sum, with binary columns of one width: the method both
 * seeds teach (§2.4 nim-sum). */
static void add_nim_sum(tb_value *parent, const tb_comb_report *r)
{
    uint64_t max = r->grundy;
    for (size_t i = 0; i < r->num_parts; i++)
        if (r->parts[i] > max)
            max = r->parts[i];
    char bin[72], padded[72];
    int width = tb_nim_binary(max, bin, sizeof bin);
    int dec = snprintf(bin, sizeof bin, "%llu", (unsigned long long)max);
    tb_value *sum = tb_value_label(tb_value_add_group(parent, "nim-sum"), "soma-nim", "nim-sum");
    tb_value *parts = tb_value_label(tb_value_add_list(sum, "parts"), "parcelas", "parts");
    tb_value_label(tb_value_add_integer(sum, "sum", (long long)r->grundy), "soma", "sum");
    tb_value *binary = tb_value_label(tb_value_add_list(sum, "binary"), "em binário", "in binary");
    tb_strbuf shown;
    tb_strbuf_init(&shown, 256);
    for (size_t i = 0; i < r->num_parts; i++)
        tb_strbuf_put(&shown, "%s%llu", i ? " ⊕ " : "", (unsigned long long)r->parts[i]);
    tb_strbuf_put(&shown, " = %llu", (unsigned long long)r->grundy);
    for (size_t i = 0; i <= r->num_parts; i++) {
        uint64_t x = i < r->num_parts ? r->parts[i] : r->grundy;
        int n = tb_nim_binary(x, bin, sizeof bin);
        memset(padded, '0', (size_t)(width - n));
        memcpy(padded + width - n, bin, (size_t)n + 1);
        if (i < r->num_parts) {
            tb_value_add_integer(parts, NULL, (long long)x);
            tb_value_add_text(binary, NULL, padded);
        } else {
            tb_value_label(tb_value_add_text(sum, "sum_binary", padded), "soma em binário",
                           "sum in binary");
        }
        tb_strbuf_put(&shown, "\n  %s %*llu  %*s", i < r->num_parts ? " " : "=", dec,
                      (unsigned long long)x, width, bin);
    }
    tb_value_display(sum, "%s", shown.s);
    free(shown.s);
}

static bool comb_report(const tb_game *g, const void *state, const tb_analysis_limits *limits,
                        tb_report *out, tb_error *err)
{
    const tb_comb_state *s = state;
    tb_comb_limits lim = {.max_positions = (size_t)limits->max_positions,
                          .max_seconds = limits->max_seconds,
                          .cancel = limits->cancel,
                          .progress = limits->progress,
                          .progress_context = limits->progress_context};
    tb_comb_report r = {0};
    if (!tb_comb_analyse(g, s, tb_comb_misere(g), &lim, &r, err)) {
        /* What is known when it stops: the position and the work done. */
        char pos[256];
        tb_comb_state shown = *s;
        shown.to_move = 0;
        tb_comb_text(&shown, pos, sizeof pos);
        tb_value_label(tb_value_add_text(out, "position", pos), "posição", "position");
        tb_value_label(tb_value_add_integer(out, "positions", (long long)r.positions),
                       "posições analisadas", "positions analysed");
        tb_comb_report_free(&r);
        return false;
    }
    static const char *const types[] = {"impartial", "partizan", "constrained"};
    static const char *const types_pt[] = {"imparcial", "partizano", "com restrições"};
    char *pos = malloc(TB_COMB_TEXT);
    if (!pos) {
        tb_comb_report_free(&r);
        tb_error_set(err, "out of memory");
        return false;
    }
    tb_comb_state shown = *s;
    shown.to_move = 0;
    tb_comb_text(&shown, pos, TB_COMB_TEXT);
    char outcome[2] = {r.outcome, '\0'};
    bool sides = r.type == TB_COMB_PARTIZAN && !r.misere; /* Left's and Right's moves */
    tb_value_label(tb_value_add_text(out, "position", pos), "posição", "position");
    tb_value_text_pt(tb_value_label(tb_value_add_text(out, "kind", types[r.type]), "tipo", "kind"),
                     types_pt[r.type]);
    tb_value_text_pt(
        tb_value_label(tb_value_add_text(out, "convention", r.misere ? "misere" : "normal"),
                       "convenção", "convention"),
        r.misere ? "misère" : "normal");
    tb_value_label(tb_value_add_text(out, "outcome", outcome), "resultado", "outcome");
    if (r.has_grundy)
        add_grundy(out, s, &r);
    else
        tb_value_label(tb_value_add_null(out, "grundy"), "valor de Grundy", "Grundy value");
    if (r.has_grundy && r.num_parts > 1)
        add_nim_sum(out, &r);
    else
        tb_value_label(tb_value_add_null(out, "nim-sum"), "soma-nim", "nim-sum");
    if (r.has_value)
        tb_value_label(tb_value_add_text(out, "value", r.value), "valor", "value");
    else
        tb_value_label(tb_value_add_null(out, "value"), "valor", "value");
    if (sides) {
        tb_value_label(tb_value_add_boolean(out, "number", r.is_number), "é um número",
                       "is a number");
        tb_value_label(tb_value_add_integer(out, "birthday", r.birthday), "dia de nascimento",
                       "birthday");
        tb_value_label(tb_value_add_null(out, "winning"), "lances vencedores", "winning moves");
        add_moves(out, "winning-left", "lances vencedores da Esquerda", "Left's winning moves", g,
                  s, r.winning_left, r.num_winning_left, pos);
        add_moves(out, "winning-right", "lances vencedores da Direita", "Right's winning moves", g,
                  s, r.winning_right, r.num_winning_right, pos);
    } else {
        tb_value_label(tb_value_add_null(out, "number"), "é um número", "is a number");
        tb_value_label(tb_value_add_null(out, "birthday"), "dia de nascimento", "birthday");
        add_moves(out, "winning", "lances vencedores", "winning moves", g, s, r.winning,
                  r.num_winning, pos);
        tb_value_label(tb_value_add_null(out, "winning-left"), "lances vencedores da Esquerda",
                       "Left's winning moves");
        tb_value_label(tb_value_add_null(out, "winning-right"), "lances vencedores da Direita",
                       "Right's winning moves");
    }
    tb_value_label(tb_value_add_integer(out, "positions", (long long)r.positions),
                   "posições analisadas", "positions analysed");
    free(pos);
    tb_comb_report_free(&r);
    if (!tb_report_complete(out)) {
        tb_error_set(err, "out of memory");
        return false;
    }
    return true;
}

const tb_analysis_service tb_comb_analysis = {.report = comb_report};

/* ---- tables ---- */

static const char *const table_types[] = {"none", "board", "heap", "total"};

/* The table a game has: its start position is one component of a kind with a table. */
static const tb_comb_kind *table_kind(const tb_game *g, char *head, size_t len)
{
    if (g->cls != &tb_comb_class)
        return NULL;
    tb_comb_state *s = malloc(sizeof *s);
    const tb_comb_kind *kind = NULL;
    if (s) {
        g->cls->initial(g, s);
        kind = s->count == 1 ? tb_comb_kind_of(s, 0) : NULL;
        if (kind && tb_comb_table_type_of(kind) == TB_COMB_TABLE_NONE)
            kind = NULL;
        if (kind) {
            int n = snprintf(head, len, "%s", kind->keyword);
            /* A board table's entries are bare "queens: (r,c)": no header to show. */
            if (kind->print_header && tb_comb_table_type_of(kind) != TB_COMB_TABLE_BOARD &&
                n >= 0 && (size_t)n < len)
                kind->print_header(s->data[0], head + n, len - (size_t)n);
        }
    }
    free(s);
    return kind;
}

/* The shape of the game's table and its kind, or NULL when it has none. */
static const tb_comb_kind *shape_of(const tb_game *g, tb_table *shape)
{
    memset(shape, 0, sizeof *shape);
    const tb_comb_kind *kind = table_kind(g, shape->head, sizeof shape->head);
    if (!kind)
        return NULL;
    tb_comb_table_type type = tb_comb_table_type_of(kind);
    int side = tb_comb_table_default_size(kind);
    snprintf(shape->type, sizeof shape->type, "%s", table_types[type]);
    shape->board = type == TB_COMB_TABLE_BOARD;
    shape->rows = shape->board ? side : 1;
    shape->cols = shape->board ? side : side + 1;
    return kind;
}

static bool table_shape(const tb_game *g, tb_table *shape)
{
    return shape_of(g, shape) != NULL;
}

static tb_table_status table_make(const tb_game *g, int rows, int cols,
                                  const tb_analysis_limits *limits, tb_table *out, tb_error *err)
{
    const tb_comb_kind *kind = shape_of(g, out);
    if (!kind) {
        tb_error_set(err, "%s has no P/N or Grundy table", g->variant->id);
        return TB_TABLE_REFUSED;
    }
    if (tb_comb_misere(g)) {
        tb_error_set(err, "the tables are for normal play");
        return TB_TABLE_REFUSED;
    }
    tb_comb_limits lim = {.max_positions = (size_t)limits->max_positions,
                          .max_seconds = limits->max_seconds};
    tb_comb_table t;
    bool refused = false;
    if (!tb_comb_table_make(g, kind, out->head, rows, cols, &lim, &t, &refused, err))
        return refused ? TB_TABLE_REFUSED : TB_TABLE_LIMIT;
    out->rows = t.rows;
    out->cols = t.cols;
    out->outcome = t.outcome;
    out->value = t.grundy;
    out->positions = t.positions;
    return TB_TABLE_DONE;
}

/* ---- `tabula table`: the tables as the sources print them ---- */

enum { PER_LINE = 20 }; /* sequence entries per block */

/* The book's board: a row of column labels, then one line per row r. */
/* The tables' words in the language asked (`tabula --lang pt table ...`). */
#define WORDS(en, pt) (pt_words ? (pt) : (en))

static int queens_table(const tb_game *g, const tb_comb_kind *kind, int rows, int cols,
                        bool pt_words, tb_strbuf *b, tb_error *err)
{
    tb_comb_table tab;
    if (!tb_comb_table_make(g, kind, kind->keyword, rows, cols, NULL, &tab, NULL, err))
        return 1;
    int w = snprintf(NULL, 0, "%llu", (unsigned long long)tab.widest);
    int lw = snprintf(NULL, 0, "r%d:", rows - 1);
    tb_strbuf_put(b,
                  WORDS("One queen on a %dx%d board: P/N (row r from the top, column c from the "
                        "left)\n",
                        "Uma rainha num tabuleiro %dx%d: P/N (linha r a contar de cima, coluna c "
                        "a contar da esquerda)\n"),
                  rows, cols);
    for (int r = 0; r < rows; r++) {
        tb_strbuf_put(b, "%*s%d:", lw - 1 - snprintf(NULL, 0, "%d", r), "r", r);
        for (int c = 0; c < cols; c++)
            tb_strbuf_put(b, " %c", tab.outcome[(size_t)r * (size_t)cols + (size_t)c]);
        tb_strbuf_put(b, "\n");
    }
    tb_strbuf_put(b, "%s", WORDS("\nGrundy values\n", "\nValores de Grundy\n"));
    for (int r = 0; r < rows; r++) {
        tb_strbuf_put(b, "%*s%d:", lw - 1 - snprintf(NULL, 0, "%d", r), "r", r);
        for (int c = 0; c < cols; c++)
            tb_strbuf_put(b, " %*llu", w < 2 ? 2 : w,
                          (unsigned long long)tab.grundy[(size_t)r * (size_t)cols + (size_t)c]);
        tb_strbuf_put(b, "\n");
    }
    tb_comb_table_free(&tab);
    return 0;
}

/* A sequence n = 0..last in blocks of PER_LINE columns: n (or the running total), P/N, g. */
static int sequence_table(const tb_game *g, const tb_comb_kind *kind, const char *title,
                          const char *head, int last, tb_strbuf *b, tb_error *err)
{
    tb_comb_table tab;
    if (!tb_comb_table_make(g, kind, head, 1, last + 1, NULL, &tab, NULL, err))
        return 1;
    tb_strbuf_put(b, "%s\n", title);
    for (int start = 0; start <= last; start += PER_LINE) {
        int end = start + PER_LINE - 1 < last ? start + PER_LINE - 1 : last;
        tb_strbuf_put(b, "%s%-8s", start ? "\n" : "",
                      tab.type == TB_COMB_TABLE_TOTAL ? "total" : "n");
        for (int n = start; n <= end; n++)
            tb_strbuf_put(b, " %3d", n);
        tb_strbuf_put(b, "\n%-8s", "P/N");
        for (int n = start; n <= end; n++)
            tb_strbuf_put(b, " %3c", tab.outcome[n]);
        tb_strbuf_put(b, "\n%-8s", "g");
        for (int n = start; n <= end; n++)
            tb_strbuf_put(b, " %3llu", (unsigned long long)tab.grundy[n]);
        tb_strbuf_put(b, "\n");
    }
    tb_comb_table_free(&tab);
    return 0;
}

/* The Grundy value of every vertex of a game graph (TV-TH-6). */
static int graph_table(const char *text, bool pt_words, tb_strbuf *b, tb_error *err)
{
    tb_comb_state *s = malloc(sizeof *s);
    if (!s) {
        tb_error_set(err, "out of memory");
        return 1;
    }
    int status = 0;
    if (!tb_comb_parse(text, false, s, err)) {
        status = 2;
    } else if (s->count != 1 || strcmp(tb_comb_kind_of(s, 0)->keyword, "graph") != 0) {
        tb_error_set(err, "table graph: give one graph, e.g. \"graph: A>D B>A C>A @ C\"");
        status = 2;
    } else {
        const graph_body *gb = (const graph_body *)s->data[0];
        int g[GRAPH_VERTICES];
        comb_graph_grundy_all(gb, g);
        tb_strbuf_put(
            b, "%s",
            WORDS("Grundy value of every vertex (- where a cycle can be reached)\n",
                  "Valor de Grundy de cada vértice (- onde se pode chegar a um ciclo)\n"));
        tb_strbuf_put(b, "%-6s", WORDS("vertex", "vértice"));
        for (int v = 0; v < gb->vertices; v++)
            tb_strbuf_put(b, " %4s", gb->name[v]);
        tb_strbuf_put(b, "\ng     ");
        for (int v = 0; v < gb->vertices; v++) {
            if (g[v] < 0)
                tb_strbuf_put(b, " %4s", "-");
            else
                tb_strbuf_put(b, " %4d", g[v]);
        }
        tb_strbuf_put(b, "\nP/N   ");
        for (int v = 0; v < gb->vertices; v++)
            tb_strbuf_put(b, " %4s", g[v] < 0 ? "-" : g[v] == 0 ? "P" : "N");
        tb_strbuf_put(b, "\n");
    }
    free(s);
    return status;
}

/* The names the sources and Winning Ways give some octal codes. */
static const char *octal_name(const char *code)
{
    static const char *const names[][2] = {
        {"0.77", "Kayles"}, {"0.07", "Dawson's Kayles"}, {"0.137", "Dawson's chess"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(code, names[i][0]) == 0)
            return names[i][1];
    return NULL;
}

enum { OCTAL_DEFAULT_N = 1000, OCTAL_PRINTED_MAX = 1000, OCTAL_SECONDS = 300 };

/* An octal game's Grundy sequence of one heap of 0..last tokens, as Winning Ways prints
 * them: the period and the last exception first, then the values in blocks of 20 — all of
 * them up to 1,000, or the exceptions and two periods after them beyond that. */
static int octal_table(const char *code, long last, bool pt_words, tb_strbuf *b, tb_error *err)
{
    tb_octal game;
    if (!tb_octal_parse(code, &game, err))
        return 2;
    tb_octal_sequence seq;
    if (!tb_octal_values(&game, (size_t)last, OCTAL_SECONDS, &seq, err))
        return 1;
    const char *name = octal_name(game.code);
    tb_strbuf_put(b,
                  WORDS("%s%s%s%s: one heap of n tokens, n = 0..%ld\n",
                        "%s%s%s%s: um monte de n fichas, n = 0..%ld\n"),
                  game.code, name ? " (" : "", name ? name : "", name ? ")" : "", last);
    if (seq.period) {
        tb_strbuf_put(b, WORDS("period %zu from n = %zu on", "período %zu a partir de n = %zu"),
                      seq.period, seq.preperiod);
        if (seq.preperiod)
            tb_strbuf_put(b, WORDS(" (last exception n = %zu)", " (última excepção n = %zu)"),
                          seq.preperiod - 1);
        tb_strbuf_put(
            b,
            WORDS(", proven by the Octal Periodicity Theorem from the values to n = %zu\n",
                  ", provado pelo teorema da periodicidade dos jogos octais com os "
                  "valores até n = %zu\n"),
            seq.computed - 1);
    } else if (seq.complete) {
        tb_strbuf_put(
            b, WORDS("no period proven by n = %zu\n", "nenhum período provado até n = %zu\n"),
            seq.n);
    } else {
        tb_strbuf_put(b,
                      WORDS("no period proven: the mex rule reached n = %zu in %d s (the limit)\n",
                            "nenhum período provado: a regra do mex chegou a n = %zu em %d s (o "
                            "limite)\n"),
                      seq.n, OCTAL_SECONDS);
    }
    size_t zeros = 0;
    for (size_t n = 0; n <= seq.n; n++)
        zeros += seq.g[n] == 0;
    tb_strbuf_put(b,
                  WORDS("largest value %u; P-positions (g = 0) up to n = %zu: %zu\n",
                        "maior valor %u; posições P (g = 0) até n = %zu: %zu\n"),
                  seq.max_value, seq.n, zeros);
    size_t shown = seq.n;
    if (shown > OCTAL_PRINTED_MAX)
        shown = seq.period ? seq.preperiod + 2 * seq.period - 1 : OCTAL_PRINTED_MAX;
    if (shown > seq.n)
        shown = seq.n;
    for (size_t start = 0; start <= shown; start += PER_LINE) {
        size_t end = start + PER_LINE - 1 < shown ? start + PER_LINE - 1 : shown;
        tb_strbuf_put(b, "\n%-8s", "n");
        for (size_t n = start; n <= end; n++)
            tb_strbuf_put(b, " %3zu", n);
        tb_strbuf_put(b, "\n%-8s", "g");
        for (size_t n = start; n <= end; n++)
            tb_strbuf_put(b, " %3u", seq.g[n]);
        tb_strbuf_put(b, "\n");
    }
    if (shown < seq.n)
        tb_strbuf_put(b, "\n... n = %zu..%zu %s\n", shown + 1, seq.n,
                      seq.period ? WORDS("repeat the period", "repetem o período")
                                 : WORDS("not shown", "não mostrados"));
    tb_octal_sequence_free(&seq);
    return 0;
}

/* Reads the optional size argument: "N", or "RxC" when `grid`. */
static bool read_size(const char *arg, bool grid, long max, long *a, long *b)
{
    char *end;
    *a = strtol(arg, &end, 10);
    if (end == arg || *a < 0 || *a > max)
        return false;
    if (!grid)
        return *end == '\0';
    if (*end == '\0') {
        *b = *a;
        return *a >= 1;
    }
    if (*end != 'x')
        return false;
    const char *second = end + 1;
    *b = strtol(second, &end, 10);
    return end != second && *end == '\0' && *a >= 1 && *b >= 1 && *b <= max;
}

/* Fails with status `status` and a message. */
static int refuse(int status, tb_error *err, const char *message)
{
    tb_error_set(err, "%s", message);
    return status;
}

static int table_print(const char *arg, const char *size, bool pt_words, char **text, tb_error *err)
{
    if (arg[0] == '.' || (arg[0] == '0' && arg[1] == '.')) { /* an octal code: 0.137 */
        long last = OCTAL_DEFAULT_N, unused;
        tb_strbuf b;
        tb_strbuf_init(&b, 4096);
        int status = size && !read_size(size, false, TB_OCTAL_MAX_N, &last, &unused)
                         ? refuse(2, err, "table 0.d1d2...: the size is a number up to 100000000")
                         : octal_table(arg, last, pt_words, &b, err);
        if (status == 0)
            *text = b.s;
        else
            free(b.s);
        return status;
    }
    size_t keyword_len = strcspn(arg, "{[:");
    char keyword[32];
    if (keyword_len == 0 || keyword_len >= sizeof keyword)
        return -1;
    memcpy(keyword, arg, keyword_len);
    keyword[keyword_len] = '\0';
    const tb_comb_kind *kind = tb_comb_kind_find(keyword);
    const tb_variant *v = kind ? tb_registry_find(kind->keyword) : NULL;
    bool graph = kind && strcmp(kind->keyword, "graph") == 0;
    if (!v || (!graph && tb_comb_table_type_of(kind) == TB_COMB_TABLE_NONE))
        return -1;
    tb_game *g = tb_game_new(v, NULL, err);
    if (!g)
        return 1;
    tb_strbuf b;
    tb_strbuf_init(&b, 1024);
    int status;
    long n = 0, m = 0;
    const char *head = arg; /* "sub{1,2,3}" */
    char title[256];
    switch (tb_comb_table_type_of(kind)) {
    case TB_COMB_TABLE_BOARD:
        if (!size)
            n = m = tb_comb_table_default_size(kind);
        if (size && !read_size(size, true, 100, &n, &m))
            status = refuse(2, err, "table queens: the board is RxC (or N), at most 100");
        else
            status = queens_table(g, kind, (int)n, (int)m, pt_words, &b, err);
        break;
    case TB_COMB_TABLE_HEAP: {
        bool sub = strcmp(kind->keyword, "sub") == 0;
        n = tb_comb_table_default_size(kind);
        if (!sub && size && read_size(size, false, TB_OCTAL_MAX_N, &n, &m) && n > 1000) {
            status = octal_table("0.77", n, pt_words, &b, err); /* Kayles is the octal game 0.77 */
            break;
        }
        if (size && !read_size(size, false, 1000, &n, &m)) {
            tb_error_set(err, "table %s: the size is a number up to %s", keyword,
                         sub ? "1000" : "100000000");
            status = 2;
            break;
        }
        if (sub && head[keyword_len] != '{')
            head = "sub{1,2,3}";
        if (pt_words)
            snprintf(title, sizeof title, "%s: %s de n %s", head, sub ? "um monte" : "uma fila",
                     sub ? "feijões" : "pinos");
        else
            snprintf(title, sizeof title, "%s: one %s of n %s", head, sub ? "heap" : "row",
                     sub ? "beans" : "pins");
        status = sequence_table(g, kind, title, head, (int)n, &b, err);
        break;
    }
    case TB_COMB_TABLE_TOTAL:
        n = tb_comb_table_default_size(kind);
        if (size && !read_size(size, false, 1000, &n, &m)) {
            status = refuse(2, err, "table addup: the target is a number up to 1000");
            break;
        }
        if (head[keyword_len] != '{')
            head = "addup{1,2,3}";
        snprintf(
            title, sizeof title,
            WORDS("%s: target %ld, running total 0..%ld", "%s: alvo %ld, total acumulado 0..%ld"),
            head, n, n);
        status = sequence_table(g, kind, title, head, (int)n, &b, err);
        break;
    default: /* the graph */
        status = size ? refuse(2, err, "table graph: give the graph as one argument")
                      : graph_table(arg, pt_words, &b, err);
        break;
    }
    tb_game_free(g);
    if (status == 0)
        *text = b.s;
    else
        free(b.s);
    return status;
}

const tb_table_service tb_comb_tables = {
    .shape = table_shape,
    .make = table_make,
    .print = table_print,
    .usage =
        "  tabula table queens [RxC]          P/N and Grundy boards of one queen (8x8)\n"
        "  tabula table sub{1,2,3} [N]        one heap of 0..N beans (N = 20)\n"
        "  tabula table addup{1,2,3} [T]      running totals 0..T of target T (T = 13)\n"
        "  tabula table kayles [N]            one row of 0..N pins (N = 39; past 1000 as 0.77)\n"
        "  tabula table 0.137 [N]             any octal game 0.d1d2...: Grundy values of heaps\n"
        "                                     0..N (N = 1000), period and last exception\n"
        "  tabula table \"graph: A>D B>A @ A\"  every vertex of a game graph",
    .usage_pt =
        "  tabula table queens [RxC]          tabuleiros P/N e de Grundy de uma rainha (8x8)\n"
        "  tabula table sub{1,2,3} [N]        um monte de 0..N feijões (N = 20)\n"
        "  tabula table addup{1,2,3} [T]      totais 0..T com o alvo T (T = 13)\n"
        "  tabula table kayles [N]            uma fila de 0..N pinos (N = 39; acima de 1000 como "
        "0.77)\n"
        "  tabula table 0.137 [N]             qualquer jogo octal 0.d1d2...: valores de Grundy "
        "dos\n"
        "                                     montes 0..N (N = 1000), período e última excepção\n"
        "  tabula table \"graph: A>D B>A @ A\"  todos os vértices de um grafo de jogo",
};
