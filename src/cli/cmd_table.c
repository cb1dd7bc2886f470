/* tabula table GAME [SIZE]: the tables the sources draw by hand (combinatorial.md §2.4
 * "table"): the P/N and Grundy boards of one Wythoff queen (Rainhas, TV-WY-1, TV-WY-2), the
 * P/N letters and Grundy values of one heap of a subtraction game, of Add-Up Nim totals and
 * of Kayles rows (TV-SUB-*, TV-ADD-*, TV-KY-1), and the Grundy value of every vertex of a
 * game graph (TV-TH-6). Every entry comes from the analysis of its position. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "games/combinatorial/comb.h"
#include "games/combinatorial/table.h"
#include "games/impartial/graph.h"

enum { PER_LINE = 20 }; /* sequence entries per block */

typedef struct table_ctx {
    tb_game *game;
    tb_comb_state *state;
} table_ctx;

/* The table of `kind` (see tb_comb_table_make), or a message and status 1. */
static bool make_table(table_ctx *t, const tb_comb_kind *kind, const char *head, int rows, int cols,
                       tb_comb_table *out)
{
    tb_error err = {{0}};
    if (!tb_comb_table_make(t->game, kind, head, rows, cols, NULL, out, NULL, &err)) {
        cli_fail(1, "%s", err.msg);
        return false;
    }
    return true;
}

/* The book's board: a row of column labels, then one line per row r. */
static int queens_table(table_ctx *t, const tb_comb_kind *kind, int rows, int cols)
{
    tb_comb_table tab;
    if (!make_table(t, kind, kind->keyword, rows, cols, &tab))
        return 1;
    int w = snprintf(NULL, 0, "%llu", (unsigned long long)tab.widest);
    int lw = snprintf(NULL, 0, "r%d:", rows - 1);
    printf("One queen on a %dx%d board: P/N (row r from the top, column c from the left)\n", rows,
           cols);
    for (int r = 0; r < rows; r++) {
        printf("%*s%d:", lw - 1 - snprintf(NULL, 0, "%d", r), "r", r);
        for (int c = 0; c < cols; c++)
            printf(" %c", tab.outcome[(size_t)r * (size_t)cols + (size_t)c]);
        printf("\n");
    }
    printf("\nGrundy values\n");
    for (int r = 0; r < rows; r++) {
        printf("%*s%d:", lw - 1 - snprintf(NULL, 0, "%d", r), "r", r);
        for (int c = 0; c < cols; c++)
            printf(" %*llu", w < 2 ? 2 : w,
                   (unsigned long long)tab.grundy[(size_t)r * (size_t)cols + (size_t)c]);
        printf("\n");
    }
    tb_comb_table_free(&tab);
    return 0;
}

/* A sequence n = 0..last in blocks of PER_LINE columns: n (or the running total), P/N, g. */
static int sequence_table(table_ctx *t, const tb_comb_kind *kind, const char *title,
                          const char *head, int last)
{
    tb_comb_table tab;
    if (!make_table(t, kind, head, 1, last + 1, &tab))
        return 1;
    printf("%s\n", title);
    for (int start = 0; start <= last; start += PER_LINE) {
        int end = start + PER_LINE - 1 < last ? start + PER_LINE - 1 : last;
        printf("%s%-8s", start ? "\n" : "", tab.type == TB_COMB_TABLE_TOTAL ? "total" : "n");
        for (int n = start; n <= end; n++)
            printf(" %3d", n);
        printf("\n%-8s", "P/N");
        for (int n = start; n <= end; n++)
            printf(" %3c", tab.outcome[n]);
        printf("\n%-8s", "g");
        for (int n = start; n <= end; n++)
            printf(" %3llu", (unsigned long long)tab.grundy[n]);
        printf("\n");
    }
    tb_comb_table_free(&tab);
    return 0;
}

static int graph_table(table_ctx *t, const char *text)
{
    tb_error err = {{0}};
    if (!tb_comb_parse(text, false, t->state, &err))
        return cli_fail(2, "%s", err.msg);
    if (t->state->count != 1 || strcmp(tb_comb_kind_of(t->state, 0)->keyword, "graph") != 0)
        return cli_fail(2, "table graph: give one graph, e.g. \"graph: A>D B>A C>A @ C\"");
    const graph_body *b = (const graph_body *)t->state->data[0];
    int g[GRAPH_VERTICES];
    comb_graph_grundy_all(b, g);
    printf("Grundy value of every vertex (- where a cycle can be reached)\n");
    printf("vertex");
    for (int v = 0; v < b->vertices; v++)
        printf(" %4s", b->name[v]);
    printf("\ng     ");
    for (int v = 0; v < b->vertices; v++) {
        if (g[v] < 0)
            printf(" %4s", "-");
        else
            printf(" %4d", g[v]);
    }
    printf("\nP/N   ");
    for (int v = 0; v < b->vertices; v++)
        printf(" %4s", g[v] < 0 ? "-" : g[v] == 0 ? "P" : "N");
    printf("\n");
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

int cmd_table(int argc, char **argv)
{
    const char *usage =
        "usage: tabula table GAME [SIZE]\n"
        "  tabula table queens [RxC]          P/N and Grundy boards of one queen (8x8)\n"
        "  tabula table sub{1,2,3} [N]        one heap of 0..N beans (N = 20)\n"
        "  tabula table addup{1,2,3} [T]      running totals 0..T of target T (T = 13)\n"
        "  tabula table kayles [N]            one row of 0..N pins (N = 39)\n"
        "  tabula table \"graph: A>D B>A @ A\"  every vertex of a game graph";
    if (argc < 2 || argc > 3 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cli_fail(2, "%s", usage);
    const char *game = argv[1];
    size_t keyword_len = strcspn(game, "{[:");
    char keyword[32];
    if (keyword_len == 0 || keyword_len >= sizeof keyword)
        return cli_fail(2, "%s", usage);
    memcpy(keyword, game, keyword_len);
    keyword[keyword_len] = '\0';
    const tb_comb_kind *kind = tb_comb_kind_find(keyword);
    const tb_variant *v = kind ? cli_variant(kind->keyword) : NULL;
    if (!kind || !v)
        return cli_fail(2, "table: no table for '%s'\n%s", game, usage);
    table_ctx t = {cli_game(v, NULL), malloc(sizeof(tb_comb_state))};
    int status = 2;
    long a = 0, b = 0;
    char title[256];
    const char *size = argc == 3 ? argv[2] : NULL;
    const char *head = game; /* "sub{1,2,3}" */
    if (!t.game || !t.state) {
        status = cli_fail(1, "could not make the game");
    } else if (strcmp(kind->keyword, "queens") == 0) {
        if (!size)
            a = b = tb_comb_table_default_size(kind);
        if (size && !read_size(size, true, 100, &a, &b))
            status = cli_fail(2, "table queens: the board is RxC (or N), at most 100");
        else
            status = queens_table(&t, kind, (int)a, (int)b);
    } else if (strcmp(kind->keyword, "sub") == 0 || strcmp(kind->keyword, "kayles") == 0) {
        bool sub = strcmp(kind->keyword, "sub") == 0;
        a = tb_comb_table_default_size(kind);
        if (size && !read_size(size, false, 1000, &a, &b))
            status = cli_fail(2, "table %s: the size is a number up to 1000", keyword);
        else {
            if (sub && head[keyword_len] != '{')
                head = "sub{1,2,3}";
            snprintf(title, sizeof title, "%s: one %s of n %s", head, sub ? "heap" : "row",
                     sub ? "beans" : "pins");
            status = sequence_table(&t, kind, title, head, (int)a);
        }
    } else if (strcmp(kind->keyword, "addup") == 0) {
        a = tb_comb_table_default_size(kind);
        if (size && !read_size(size, false, 1000, &a, &b))
            status = cli_fail(2, "table addup: the target is a number up to 1000");
        else {
            if (head[keyword_len] != '{')
                head = "addup{1,2,3}";
            snprintf(title, sizeof title, "%s: target %ld, running total 0..%ld", head, a, a);
            status = sequence_table(&t, kind, title, head, (int)a);
        }
    } else if (strcmp(kind->keyword, "graph") == 0) {
        status = size ? cli_fail(2, "table graph: give the graph as one argument")
                      : graph_table(&t, game);
    } else {
        status = cli_fail(2, "table: no table for '%s'\n%s", game, usage);
    }
    free(t.state);
    tb_game_free(t.game);
    return status;
}
