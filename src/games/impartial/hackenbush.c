/* Arbusto (Green Hackenbush on any multigraph with a ground): combinatorial.md §4.17, §3.9.
 *
 * Edges u-v between vertex labels 0..255, vertex 0 the ground (all ground points are one
 * vertex); loops and parallel edges allowed. Erasing an edge also erases every edge no longer
 * connected to the ground. The Grundy value comes from the colon and fusion principles
 * (bridges, contraction of cycles, tree rule), checked against brute force in the tests. */
#include <stdio.h>
#include <string.h>

#include "games/combinatorial/text_io.h"
#include "games/combinatorial/comb.h"

enum { MAX_EDGES = 120, VERTICES = 256 };

typedef struct hackenbush_body {
    uint8_t n; /* edges */
    uint8_t pad[7];
    uint8_t e[MAX_EDGES][2]; /* as written, in order; all connected to vertex 0 */
} hackenbush_body;

_Static_assert(sizeof(hackenbush_body) % 8 == 0, "slot data must be a multiple of 8");

/* Keeps only the edges connected to the ground, in order. */
static void prune(hackenbush_body *h)
{
    bool reached[VERTICES] = {false};
    reached[0] = true;
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < h->n; i++) {
            int u = h->e[i][0], v = h->e[i][1];
            if (reached[u] != reached[v]) {
                reached[u] = reached[v] = true;
                grew = true;
            }
        }
    }
    int kept = 0;
    for (int i = 0; i < h->n; i++)
        if (reached[h->e[i][0]]) {
            h->e[kept][0] = h->e[i][0];
            h->e[kept][1] = h->e[i][1];
            kept++;
        }
    memset(h->e[kept], 0, (size_t)(MAX_EDGES - kept) * sizeof h->e[0]);
    h->n = (uint8_t)kept;
}

static bool read_edge(comb_text_reader *r, int *u, int *v)
{
    long a, b;
    comb_text_skip_spaces(r);
    if (!comb_text_int(r, 0, VERTICES - 1, &a) || *r->s != '-')
        return false;
    r->s++;
    if (!comb_text_int(r, 0, VERTICES - 1, &b))
        return false;
    *u = (int)a;
    *v = (int)b;
    return true;
}

static bool parse(const tb_comb_header *hd, const char *text, void *out, tb_error *err)
{
    hackenbush_body *h = out;
    if (!tb_comb_header_check(hd, "hackenbush", false, NULL, err))
        return false;
    comb_text_reader r = {text};
    while (!comb_text_at_end(&r)) {
        int u, v;
        if (!read_edge(&r, &u, &v) || (*r.s != ' ' && *r.s != '\0')) {
            tb_error_set(err,
                         "hackenbush: expected an edge u-v (vertices 0..%d, 0 the ground) "
                         "at '%s'",
                         VERTICES - 1, r.s);
            return false;
        }
        if (h->n == MAX_EDGES) {
            tb_error_set(err, "hackenbush: at most %d edges", MAX_EDGES);
            return false;
        }
        h->e[h->n][0] = (uint8_t)u;
        h->e[h->n][1] = (uint8_t)v;
        h->n++;
    }
    prune(h);
    return true;
}

static int print(const void *body, char *buf, size_t len)
{
    const hackenbush_body *h = body;
    comb_text_writer w;
    comb_text_init(&w, buf, len);
    for (int i = 0; i < h->n; i++)
        comb_text_printf(&w, "%s%d-%d", i ? " " : "", h->e[i][0], h->e[i][1]);
    return comb_text_done(&w);
}

static int move_bound(const void *body)
{
    return ((const hackenbush_body *)body)->n;
}

static bool same_edge(const hackenbush_body *h, int i, int j)
{
    return (h->e[i][0] == h->e[j][0] && h->e[i][1] == h->e[j][1]) ||
           (h->e[i][0] == h->e[j][1] && h->e[i][1] == h->e[j][0]);
}

/* The first edge joining the same two vertices as edge i (parallel copies are one move). */
static int first_copy(const hackenbush_body *h, int i)
{
    for (int j = 0; j < i; j++)
        if (same_edge(h, i, j))
            return j;
    return i;
}

/* Move code: the index of the erased edge (the first of its parallel copies). */
static int moves(const void *body, int player, uint32_t *out)
{
    const hackenbush_body *h = body;
    int n = 0;
    for (int i = 0; i < h->n; i++)
        if (first_copy(h, i) == i)
            out[n++] = (uint32_t)i;
    return n;
}

static void apply(void *body, int player, uint32_t m)
{
    hackenbush_body *h = body;
    memmove(h->e[m], h->e[m + 1], (size_t)(h->n - (int)m - 1) * sizeof h->e[0]);
    h->n--;
    h->e[h->n][0] = h->e[h->n][1] = 0;
    prune(h);
}

static int move_text(const void *body, int player, uint32_t m, char *buf, size_t len)
{
    const hackenbush_body *h = body;
    return snprintf(buf, len, "%d-%d", h->e[m][0], h->e[m][1]);
}

static bool move_parse(const void *body, int player, const char *text, uint32_t *m, int *mover,
                       tb_error *err)
{
    const hackenbush_body *h = body;
    comb_text_reader r = {text};
    comb_text_skip_spaces(&r);
    if (*r.s == '#') {
        r.s++;
        long k;
        if (!comb_text_int(&r, 1, MAX_EDGES, &k) || !comb_text_at_end(&r) || k > h->n) {
            tb_error_set(err, "hackenbush: #k names the k-th edge, 1..%d here", h->n);
            return false;
        }
        *m = (uint32_t)first_copy(h, (int)k - 1);
        return true;
    }
    int u, v;
    if (!read_edge(&r, &u, &v) || !comb_text_at_end(&r)) {
        tb_error_set(err, "hackenbush: a move is an edge u-v or #k (the k-th edge)");
        return false;
    }
    for (int i = 0; i < h->n; i++)
        if ((h->e[i][0] == u && h->e[i][1] == v) || (h->e[i][0] == v && h->e[i][1] == u)) {
            *m = (uint32_t)i;
            return true;
        }
    tb_error_set(err, "hackenbush: there is no edge %d-%d", u, v);
    return false;
}

/* ---- the colon and fusion principles (§3.9) ---- */

typedef struct bridge_search {
    const hackenbush_body *h;
    int disc[VERTICES], low[VERTICES], clock;
    bool bridge[MAX_EDGES];
} bridge_search;

/* Tarjan's bridge search; `via` is the edge used to reach u (skipped by id, so a parallel
 * copy of it counts as a cycle). */
static void find_bridges(bridge_search *b, int u, int via)
{
    b->disc[u] = b->low[u] = ++b->clock;
    for (int i = 0; i < b->h->n; i++) {
        int x = b->h->e[i][0], y = b->h->e[i][1];
        if (i == via || x == y || (x != u && y != u))
            continue;
        int w = x == u ? y : x;
        if (!b->disc[w]) {
            find_bridges(b, w, i);
            if (b->low[w] < b->low[u])
                b->low[u] = b->low[w];
            if (b->low[w] > b->disc[u])
                b->bridge[i] = true;
        } else if (b->disc[w] < b->low[u]) {
            b->low[u] = b->disc[w];
        }
    }
}

/* Value of the contracted vertex `c` reached from its parent by bridge `via`: the parity of
 * its loops (cycle edges become loops, each worth *1 as a branch) ⊕ (1 + value) of each
 * child across a bridge. */
static uint64_t tree_value(const bridge_search *b, const int *comp, const int *loops, int c,
                           int via)
{
    uint64_t g = (uint64_t)(loops[c] & 1);
    for (int i = 0; i < b->h->n; i++) {
        if (!b->bridge[i] || i == via)
            continue;
        int x = comp[b->h->e[i][0]], y = comp[b->h->e[i][1]];
        if (x == c)
            g ^= 1 + tree_value(b, comp, loops, y, i);
        else if (y == c)
            g ^= 1 + tree_value(b, comp, loops, x, i);
    }
    return g;
}

uint64_t comb_hackenbush_reduced_value(const void *body)
{
    const hackenbush_body *h = body;
    static const bridge_search empty;
    bridge_search b = empty;
    b.h = h;
    if (h->n == 0)
        return 0;
    find_bridges(&b, 0, -1);
    /* Contract the 2-edge-connected components: flood along non-bridge edges. */
    int comp[VERTICES], loops[VERTICES] = {0};
    for (int v = 0; v < VERTICES; v++)
        comp[v] = -1;
    int ncomp = 0;
    for (int start = 0; start < VERTICES; start++) {
        if (!b.disc[start] || comp[start] >= 0)
            continue;
        comp[start] = ncomp;
        for (bool grew = true; grew;) {
            grew = false;
            for (int i = 0; i < h->n; i++) {
                int x = h->e[i][0], y = h->e[i][1];
                if (b.bridge[i] || (comp[x] == ncomp) == (comp[y] == ncomp))
                    continue;
                comp[x] = comp[y] = ncomp;
                grew = true;
            }
        }
        ncomp++;
    }
    for (int i = 0; i < h->n; i++)
        if (!b.bridge[i])
            loops[comp[h->e[i][0]]]++;
    return tree_value(&b, comp, loops, comp[0], -1);
}

static bool grundy(const void *body, uint64_t *g)
{
    *g = comb_hackenbush_reduced_value(body);
    return true;
}

/* Pieces that meet only at the ground are independent (§3.6). */
static int split(const void *body, void *parts, int max)
{
    const hackenbush_body *h = body;
    int group[MAX_EDGES], ngroups = 0;
    int label[VERTICES]; /* group of each non-ground vertex, -1 if none yet */
    for (int v = 0; v < VERTICES; v++)
        label[v] = -1;
    for (int i = 0; i < h->n; i++)
        group[i] = -1;
    for (int i = 0; i < h->n; i++) {
        if (group[i] >= 0)
            continue;
        int x = h->e[i][0], y = h->e[i][1];
        int gi = x != 0 && label[x] >= 0 ? label[x] : y != 0 && label[y] >= 0 ? label[y] : -1;
        if (gi < 0)
            gi = ngroups++;
        group[i] = gi;
        if (x != 0)
            label[x] = gi;
        if (y != 0)
            label[y] = gi;
        /* Grow the group through its non-ground vertices. */
        for (bool grew = true; grew;) {
            grew = false;
            for (int j = 0; j < h->n; j++) {
                if (group[j] >= 0)
                    continue;
                int a = h->e[j][0], c = h->e[j][1];
                if ((a != 0 && label[a] == gi) || (c != 0 && label[c] == gi)) {
                    group[j] = gi;
                    if (a != 0)
                        label[a] = gi;
                    if (c != 0)
                        label[c] = gi;
                    grew = true;
                }
            }
        }
    }
    if (ngroups <= 1 || ngroups > max)
        return 0; /* keep it whole */
    hackenbush_body *out = parts;
    for (int i = 0; i < h->n; i++) {
        hackenbush_body *p = &out[group[i]];
        p->e[p->n][0] = h->e[i][0];
        p->e[p->n][1] = h->e[i][1];
        p->n++;
    }
    return ngroups;
}

/* ---- the view: a plant growing from the ground ---- */

enum { NO_VERTEX = -1 };

/* Layout units between neighbouring vertices, so the stones look small beside the edges. */
#define HB_STEP 2.0

/* A place for a loop's cell next to (x, y) where the board has no cell yet: beside, then above. */
static void free_spot(const tb_view *v, int board, double x, double y, double *fx, double *fy)
{
    static const double offsets[][2] = {{1, 1}, {-1, 1}, {1, 0}, {-1, 0}, {0, 1}};
    for (size_t k = 0; k < sizeof offsets / sizeof offsets[0]; k++) {
        *fx = x + offsets[k][0];
        *fy = y + offsets[k][1];
        bool taken = false;
        for (int c = 0; c < v->num_cells; c++)
            taken |= v->cells[c].board == board && v->cells[c].x == *fx && v->cells[c].y == *fy;
        if (!taken)
            return;
    }
    *fx = x + 0.5; /* crowded everywhere: off the grid of cells */
    *fy = y + 0.5;
}

/* Breadth-first order from the ground (edges in their written order), with each vertex's
 * depth and parent in that search; returns the number of vertices reached. */
static int plant_order(const hackenbush_body *h, int *order, int *depth, int *parent)
{
    for (int v = 0; v < VERTICES; v++)
        depth[v] = parent[v] = NO_VERTEX;
    int n = 0;
    order[n++] = 0;
    depth[0] = 0;
    for (int q = 0; q < n; q++) {
        int u = order[q];
        for (int i = 0; i < h->n; i++) {
            int x = h->e[i][0], y = h->e[i][1];
            int w = x == u ? y : y == u ? x : NO_VERTEX;
            if (w == NO_VERTEX || depth[w] != NO_VERTEX)
                continue;
            depth[w] = depth[u] + 1;
            parent[w] = u;
            order[n++] = w;
        }
    }
    return n;
}

/* Draws the ground as vertex 0 at the bottom and every other vertex by its distance from the
 * ground, above its parent in the search tree: each vertex gets a horizontal slot as wide as
 * the leaves it carries. Vertices carry their names (the u and v of the moves); each edge has
 * a clickable cell at its middle labelled with its move, with a count when it has parallel
 * copies; a loop is a short stalk above its vertex ending in its cell. The layout is
 * `layout`'s and what is drawn `h`'s (the plant now, a part of it): the same places move
 * after move, whatever edges were erased and fell since. */
static void draw(const hackenbush_body *layout, const hackenbush_body *h, int erased_a,
                 int erased_b, tb_view *v, int board)
{
    int order[VERTICES], depth[VERTICES], parent[VERTICES];
    int now_order[VERTICES], now[VERTICES], now_parent[VERTICES];
    int n = plant_order(layout, order, depth, parent);
    plant_order(h, now_order, now, now_parent);
    int width[VERTICES] = {0}, left[VERTICES] = {0}, cell[VERTICES];
    for (int q = n - 1; q >= 0; q--) { /* children come after their parent */
        int u = order[q];
        if (width[u] == 0)
            width[u] = 1;
        if (parent[u] != NO_VERTEX)
            width[parent[u]] += width[u];
    }
    double x[VERTICES], y[VERTICES];
    for (int q = 0; q < n; q++) {
        int u = order[q], next = left[u];
        for (int r = q + 1; r < n; r++)
            if (parent[order[r]] == u) {
                left[order[r]] = next;
                next += width[order[r]];
            }
        x[u] = HB_STEP * (left[u] + width[u] / 2.0);
        y[u] = HB_STEP * depth[u];
        cell[u] = -1;
        if (now[u] == NO_VERTEX)
            continue; /* fell with an erased edge */
        char name[16];
        snprintf(name, sizeof name, "%d", u);
        cell[u] = tb_view_add_cell(v, board, x[u], y[u], TB_SHAPE_POINT, name);
        if (u == 0) {
            v->cells[cell[u]].marks |= TB_MARK_ZONE;
            v->cells[cell[u]].goal_owner = -1;
        }
        tb_view_push_piece(v, cell[u], u == 0 ? TB_COLOUR_GREEN : TB_COLOUR_WHITE, -1, name);
    }
    /* The ground line under the whole plant. */
    for (double gx = 1; gx <= HB_STEP * width[0] - 1; gx += 0.5) /* overlapping, inside */
        tb_view_add_text(v, board, gx, -0.6, "===");
    /* Edges first, then loops (each in a free spot next to its vertex). */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < h->n; i++) {
            int a = h->e[i][0], b = h->e[i][1];
            if (first_copy(h, i) != i || (a == b) != (pass == 1))
                continue;
            int copies = 0;
            for (int j = i; j < h->n; j++)
                copies += same_edge(h, i, j);
            char label[16], count[16];
            move_text(h, 0, (uint32_t)i, label, sizeof label);
            snprintf(count, sizeof count, copies < 100 ? "x%d" : "%d", copies); /* 3 chars */
            double mx = (x[a] + x[b]) / 2, my = (y[a] + y[b]) / 2;
            if (a == b)
                free_spot(v, board, x[a], y[a], &mx, &my);
            int mid = tb_view_add_cell(v, board, mx, my, TB_SHAPE_POINT, label);
            if (a == b || copies > 1)
                tb_view_push_piece(v, mid, TB_COLOUR_GREEN, -1, copies > 1 ? count : "o");
            tb_view_add_link(v, cell[a], mid);
            if (a != b)
                tb_view_add_link(v, mid, cell[b]);
            if ((a == erased_a && b == erased_b) || (a == erased_b && b == erased_a)) {
                v->cells[mid].marks |= TB_MARK_LAST | TB_MARK_TO; /* a parallel copy is left */
                erased_a = -1;
            }
        }
    /* The place of an erased edge (the last move) none is left on: its middle, or a free spot
     * beside its vertex for a loop. */
    if (erased_a >= 0) {
        int a = erased_a, b = erased_b;
        double mx = (x[a] + x[b]) / 2, my = (y[a] + y[b]) / 2;
        if (a == b)
            free_spot(v, board, x[a], y[a], &mx, &my);
        int mark = tb_view_add_cell(v, board, mx, my, TB_SHAPE_POINT, "");
        v->cells[mark].marks |= TB_MARK_LAST | TB_MARK_TO;
    }
}

static void view(const void *body, tb_view *v, int board)
{
    draw(body, body, -1, -1, v, board);
}

/* As played: laid out as the start grew (the state forgets fallen edges, and a plant laid out
 * anew would jump under the player's eyes), the erased edge's place marked. */
static void view_played(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board)
{
    hackenbush_body now = *(const hackenbush_body *)start;
    int a = -1, b = -1;
    for (int i = 0; i < n && moves[i] < now.n; i++) {
        a = now.e[moves[i]][0];
        b = now.e[moves[i]][1];
        apply(&now, players[i], moves[i]);
    }
    draw(start, &now, mark_last ? a : -1, b, v, board);
}

static const char *const aliases[] = {"arbusto", NULL};

const tb_comb_kind tb_kind_hackenbush = {
    .keyword = "hackenbush",
    .aliases = aliases,
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(hackenbush_body),
    .parse = parse,
    .print_body = print,
    .move_bound = move_bound,
    .moves = moves,
    .apply = apply,
    .move_to_text = move_text,
    .move_from_text = move_parse,
    .grundy = grundy,
    .split = split,
    .view = view,
    .view_played = view_played,
};

TB_COMB_OPTIONS(hackenbush_options, "hackenbush: 0-1 0-1 0-2 0-2 1-2 2-3 1-4 4-5 5-6 6-4");

const tb_variant tb_variant_hackenbush = {
    .id = "hackenbush",
    .name_pt = "Arbusto",
    .name_en = "Green Hackenbush",
    .family = "combinatorial",
    .summary_pt = "Apaga-se um segmento; cai tudo o que deixa de tocar no chão.",
    .summary_en = "Erase an edge; whatever no longer touches the ground falls.",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = hackenbush_options,
};
