/* A game on a directed graph: combinatorial.md §4.21 (Thesis §2.2.1–2.2.3, Ex. 2.24).
 *
 * `graph: A>D B>A C>A @ C`: arcs, then '@' and the vertices holding tokens. A move slides one
 * token along one arc; several tokens are a sum. The graph must have no cycle reachable from
 * a token. Vertices are numbered by first appearance; tokens are kept sorted. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"
#include "games/impartial/graph.h"

static int find_vertex(const graph_body *g, const char *name, size_t len)
{
    for (int v = 0; v < g->vertices; v++)
        if (strlen(g->name[v]) == len && memcmp(g->name[v], name, len) == 0)
            return v;
    return -1;
}

/* Reads a vertex name at the cursor and returns its number (adding it if new), or -1. */
static int read_vertex(graph_body *g, comb_text_reader *r, tb_error *err)
{
    comb_text_skip_spaces(r);
    size_t len = 0;
    while (isalnum((unsigned char)r->s[len]))
        len++;
    if (len == 0 || len > GRAPH_NAME) {
        tb_error_set(err, "graph: vertex names are 1 to %d letters or digits, at '%s'", GRAPH_NAME,
                     r->s);
        return -1;
    }
    int v = find_vertex(g, r->s, len);
    if (v < 0) {
        if (g->vertices == GRAPH_VERTICES) {
            tb_error_set(err, "graph: at most %d vertices", GRAPH_VERTICES);
            return -1;
        }
        v = g->vertices++;
        memcpy(g->name[v], r->s, len);
    }
    r->s += len;
    return v;
}

static int cmp_u8(const void *a, const void *b)
{
    return *(const uint8_t *)a - *(const uint8_t *)b;
}

/* 0 unvisited, 1 on the current path, 2 done: a cycle is an arc back onto the path. */
static bool acyclic_from(const graph_body *g, int v, uint8_t *mark)
{
    if (mark[v] == 2)
        return true;
    if (mark[v] == 1)
        return false;
    mark[v] = 1;
    for (int a = 0; a < g->arcs; a++)
        if (g->arc[a][0] == v && !acyclic_from(g, g->arc[a][1], mark))
            return false;
    mark[v] = 2;
    return true;
}

static bool parse(const tb_comb_header *h, const char *text, void *out, tb_error *err)
{
    graph_body *g = out;
    if (!tb_comb_header_check(h, "graph", false, NULL, err))
        return false;
    comb_text_reader r = {text};
    while (!comb_text_accept(&r, '@')) {
        if (comb_text_at_end(&r)) {
            tb_error_set(err, "graph: the arcs u>v are followed by '@' and the vertices with "
                              "tokens");
            return false;
        }
        int u = read_vertex(g, &r, err);
        if (u < 0)
            return false;
        if (*r.s != '>') {
            tb_error_set(err, "graph: an arc is written u>v");
            return false;
        }
        r.s++;
        int v = read_vertex(g, &r, err);
        if (v < 0)
            return false;
        bool known = false;
        for (int a = 0; a < g->arcs; a++)
            known |= g->arc[a][0] == u && g->arc[a][1] == v;
        if (known)
            continue; /* a repeated arc is the same move */
        if (g->arcs == GRAPH_ARCS) {
            tb_error_set(err, "graph: at most %d arcs", GRAPH_ARCS);
            return false;
        }
        g->arc[g->arcs][0] = (uint8_t)u;
        g->arc[g->arcs][1] = (uint8_t)v;
        g->arcs++;
    }
    while (!comb_text_at_end(&r)) {
        int v = read_vertex(g, &r, err);
        if (v < 0)
            return false;
        if (g->tokens == GRAPH_TOKENS) {
            tb_error_set(err, "graph: at most %d tokens", GRAPH_TOKENS);
            return false;
        }
        g->token[g->tokens++] = (uint8_t)v;
    }
    if (g->tokens == 0) {
        tb_error_set(err, "graph: no token (write the vertices with tokens after '@')");
        return false;
    }
    uint8_t mark[GRAPH_VERTICES] = {0};
    for (int t = 0; t < g->tokens; t++)
        if (!acyclic_from(g, g->token[t], mark)) {
            tb_error_set(err,
                         "graph: a cycle is reachable from the token on %s (the game "
                         "must end)",
                         g->name[g->token[t]]);
            return false;
        }
    qsort(g->token, g->tokens, 1, cmp_u8);
    return true;
}

static int print(const void *body, char *buf, size_t len)
{
    const graph_body *g = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int a = 0; a < g->arcs; a++)
        comb_text_printf(&w, "%s>%s ", g->name[g->arc[a][0]], g->name[g->arc[a][1]]);
    comb_text_printf(&w, "@");
    for (int t = 0; t < g->tokens; t++)
        comb_text_printf(&w, " %s", g->name[g->token[t]]);
    return comb_text_done(&w);
}

static int move_bound(const void *body)
{
    const graph_body *g = body;
    return g->tokens * g->arcs;
}

/* Move code: the arc's index. Tokens on one vertex share their moves. */
static int moves(const void *body, int player, uint32_t *out)
{
    const graph_body *g = body;
    int n = 0;
    for (int t = 0; t < g->tokens; t++) {
        if (t > 0 && g->token[t] == g->token[t - 1])
            continue;
        for (int a = 0; a < g->arcs; a++)
            if (g->arc[a][0] == g->token[t])
                out[n++] = (uint32_t)a;
    }
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    graph_body *g = body;
    for (int t = 0; t < g->tokens; t++)
        if (g->token[t] == g->arc[m][0]) {
            g->token[t] = g->arc[m][1];
            break;
        }
    qsort(g->token, g->tokens, 1, cmp_u8);
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    const graph_body *g = body;
    return snprintf(buf, len, "%s>%s", g->name[g->arc[m][0]], g->name[g->arc[m][1]]);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    const graph_body *g = body;
    graph_body scratch = *g; /* read_vertex may add names; the state is not touched */
    comb_text_reader r = {text};
    int u = read_vertex(&scratch, &r, err);
    if (u < 0 || *r.s != '>') {
        tb_error_set(err, "graph: a move is u>v, along an arc from a vertex with a token");
        return false;
    }
    r.s++;
    int v = read_vertex(&scratch, &r, err);
    if (v < 0 || !comb_text_at_end(&r)) {
        tb_error_set(err, "graph: a move is u>v, along an arc from a vertex with a token");
        return false;
    }
    for (int a = 0; a < g->arcs; a++)
        if (g->arc[a][0] == u && g->arc[a][1] == v) {
            *m = (uint32_t)a;
            return true;
        }
    tb_error_set(err, "graph: there is no arc %s>%s", scratch.name[u], scratch.name[v]);
    return false;
}

/* Grundy value of vertex v (§3.3), memoised in g[] (-1 unknown; -2 on the current path). */
static int vertex_grundy(const graph_body *b, int v, int *g)
{
    if (g[v] >= 0 || g[v] == -2)
        return g[v];
    g[v] = -2;
    uint64_t seen = 0;
    for (int a = 0; a < b->arcs; a++) {
        if (b->arc[a][0] != v)
            continue;
        int x = vertex_grundy(b, b->arc[a][1], g);
        if (x == -2) {
            g[v] = -1;
            return -2;
        }
        seen |= 1ULL << x;
    }
    g[v] = __builtin_ctzll(~seen);
    return g[v];
}

void comb_graph_grundy_all(const graph_body *b, int *g)
{
    for (int v = 0; v < GRAPH_VERTICES; v++)
        g[v] = -1;
    for (int v = 0; v < b->vertices; v++)
        if (g[v] == -1)
            vertex_grundy(b, v, g);
}

/* ⊕ over the tokens; no cycle is reachable from them (checked on reading). */
static bool grundy(const void *body, uint64_t *out)
{
    const graph_body *b = body;
    int g[GRAPH_VERTICES];
    for (int v = 0; v < GRAPH_VERTICES; v++)
        g[v] = -1;
    *out = 0;
    for (int t = 0; t < b->tokens; t++) {
        int x = vertex_grundy(b, b->token[t], g);
        if (x < 0)
            return false;
        *out ^= (uint64_t)x;
    }
    return true;
}

/* ---- the view: layers by the longest path to a sink ---- */

/* Layout units between layers and between neighbours in a layer, so the stones look small
 * beside the arcs. */
#define GRAPH_STEP_Y 2.0
#define GRAPH_STEP_X 3.0

/* The longest path from each vertex to a sink, by relaxation; vertices on a cycle (allowed
 * where no token can reach it) stop growing at the number of vertices. */
static void graph_levels(const graph_body *g, int *level)
{
    for (int v = 0; v < g->vertices; v++)
        level[v] = 0;
    for (bool grew = true; grew;) {
        grew = false;
        for (int a = 0; a < g->arcs; a++) {
            int u = g->arc[a][0], w = g->arc[a][1];
            if (level[u] < level[w] + 1 && level[w] + 1 < g->vertices) {
                level[u] = level[w] + 1;
                grew = true;
            }
        }
    }
}

/* Sinks at the bottom and every vertex one layer above the highest vertex it reaches, so an
 * arc always goes down (an arrow in the margin says so). Each layer is centred, its vertices
 * in the order they first appear, and every other layer is shifted by half a step so that an
 * arc across layers seldom runs through a vertex. A token is a yellow stone with the vertex's
 * name on it (one per token), any other vertex a grey one (a white or black stone with a
 * letter of a chess piece would be drawn as that piece). */
static void view(const void *body, tb_view *v, int board)
{
    const graph_body *g = body;
    int level[GRAPH_VERTICES], cell[GRAPH_VERTICES], top = 0, widest = 1;
    int count[GRAPH_VERTICES] = {0}, placed[GRAPH_VERTICES] = {0};
    graph_levels(g, level);
    for (int u = 0; u < g->vertices; u++) {
        top = level[u] > top ? level[u] : top;
        count[level[u]]++;
        widest = count[level[u]] > widest ? count[level[u]] : widest;
    }
    for (int u = 0; u < g->vertices; u++) {
        int l = level[u];
        double x = GRAPH_STEP_X * (placed[l]++ + (widest - count[l]) / 2.0 + (l % 2) / 2.0),
               y = GRAPH_STEP_Y * l;
        cell[u] = tb_view_add_cell(v, board, x, y, TB_SHAPE_POINT, g->name[u]);
        int tokens = 0;
        for (int t = 0; t < g->tokens; t++)
            tokens += g->token[t] == u;
        char symbol[4] = {0}; /* names over 3 letters are cut (and written in full below) */
        memcpy(symbol, g->name[u], strnlen(g->name[u], 3));
        for (int t = 0; t < tokens; t++)
            tb_view_push(v, cell[u], TB_KIND_TOKEN, TB_COLOUR_YELLOW, -1, symbol);
        if (tokens) {
            v->cells[cell[u]].marks |= TB_MARK_GOAL;
            v->cells[cell[u]].goal_owner = -1;
        } else {
            tb_view_push_piece(v, cell[u], TB_COLOUR_GREY, -1, symbol);
        }
        if (strlen(g->name[u]) > 3)
            tb_view_add_text(v, board, x, y - 0.75, g->name[u]);
    }
    for (int a = 0; a < g->arcs; a++)
        tb_view_add_link(v, cell[g->arc[a][0]], cell[g->arc[a][1]]);
    /* The margin arrow, a column of '|' ending in a 'v': arcs go down. */
    for (double y = GRAPH_STEP_Y * top - 0.5; y > 0.4; y -= 0.25)
        tb_view_add_text(v, board, -GRAPH_STEP_X / 2, y, y > 0.5 ? "|" : "v");
}

const tb_comb_kind tb_kind_graph = {
    .keyword = "graph",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(graph_body),
    .parse = parse,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .grundy = grundy,
    .view = view,
};

TB_COMB_OPTIONS(graph_options, "graph: A>D B>A C>A C>B C>D @ C");

const tb_variant tb_variant_graph = {
    .id = "graph",
    .aliases = (const char *const[]){"grafo", NULL},
    .name_pt = "Jogo num grafo",
    .name_en = "Game on a graph",
    .family = "combinatorial",
    .summary_pt = "Fichas deslizam ao longo das setas de um grafo sem ciclos.",
    .summary_en = "Tokens slide along the arcs of a graph without cycles.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = graph_options,
};
