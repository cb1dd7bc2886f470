/* The playout board and policy of the Go player (see go_sim.h). */
#include "games/go/go_sim.h"

#include <string.h>

/* ---- 3x3 shapes ----
 * The shapes of MoGo's report (Gelly, Wang, Munos, Teytaud, RR-6062), written again from its
 * description: the centre is the move, either colour may play it. X and O are stones, '.' an
 * empty point, x "not X" (empty or O), o "not O", '#' off the board, '?' anything. Rows are
 * read top to bottom; every rotation, reflection and colour swap counts. */
static const char *const shapes[][3] = {
    {"XOX", "...", "???"}, /* hane that encloses */
    {"XO.", "...", "?.?"}, /* hane that does not cut */
    {"XO?", "X..", "x.?"}, /* turn (magari) */
    {"XOO", "...", "?.?"}, /* thin hane */
    {".O.", "X..", "..."}, /* diagonal attachment */
    {"XO?", "O.o", "?o?"}, /* cut that is not yet protected */
    {"XO?", "O.X", "???"}, /* cut after a peep */
    {"?X?", "O.O", "ooo"}, /* push between two stones (de) */
    {"X.?", "O.?", "###"}, /* edge: chase along the side */
    {"OX?", "X.O", "###"}, /* edge: block the side cut */
    {"?X?", "x.O", "###"}, /* edge: block the connection along the side */
    {"?XO", "x.x", "###"}, /* edge: descend (sagari) */
    {"?OX", "X.O", "###"}, /* edge: cut on the side */
};

/* Pattern cell (row, col) -> index in `around` (N, NE, E, SE, S, SW, W, NW); the top row is
 * north. */
static const int cell_dir[3][3] = {{7, 0, 1}, {6, -1, 2}, {5, 4, 3}};

static unsigned cell_values(char c)
{
    switch (c) { /* bit v set: value v matches (0 empty, 1 black, 2 white, 3 off) */
    case '.': return 1u;
    case 'X': return 2u;
    case 'O': return 4u;
    case 'x': return 1u | 4u;
    case 'o': return 1u | 2u;
    case '#': return 8u;
    default: return 15u;
    }
}

static void enumerate(go_sim_tables *t, const unsigned allowed[8], int k, int code)
{
    if (k == 8) {
        t->shape[code >> 3] |= (uint8_t)(1u << (code & 7));
        return;
    }
    for (int v = 0; v < 4; v++)
        if (allowed[k] & (1u << v))
            enumerate(t, allowed, k + 1, code | (v << (2 * k)));
}

static void add_shape(go_sim_tables *t, const char *const rows[3])
{
    char grid[3][3];
    for (int r = 0; r < 3; r++)
        memcpy(grid[r], rows[r], 3);
    for (int swap = 0; swap < 2; swap++)
        for (int sym = 0; sym < 8; sym++) {
            unsigned allowed[8];
            for (int r = 0; r < 3; r++)
                for (int c = 0; c < 3; c++) {
                    /* the cell of the transformed shape at (r, c) */
                    int rr = r, cc = c;
                    if (sym & 1)
                        cc = 2 - cc;
                    if (sym & 2)
                        rr = 2 - rr;
                    if (sym & 4) {
                        int tmp = rr;
                        rr = cc;
                        cc = tmp;
                    }
                    char ch = grid[rr][cc];
                    if (swap)
                        ch = ch == 'X' ? 'O' : ch == 'O' ? 'X' : ch == 'x' ? 'o' : ch == 'o' ? 'x' : ch;
                    if (cell_dir[r][c] >= 0)
                        allowed[cell_dir[r][c]] = cell_values(ch);
                }
            enumerate(t, allowed, 0, 0);
        }
}

void go_sim_tables_init(go_sim_tables *t, const go_graph *g, bool square)
{
    memset(t, 0, sizeof *t);
    t->graph = g;
    int n = g->board.num_points;
    t->words = (n + 63) / 64;
    t->square = square;
    static const int dr[8] = {1, 1, 0, -1, -1, -1, 0, 1}, dc[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    int w = g->board.width, h = g->board.height;
    for (int p = 0; p < n; p++)
        for (int k = 0; k < 8; k++) {
            int r = p / (w > 0 ? w : 1) + dr[k], c = p % (w > 0 ? w : 1) + dc[k];
            t->around[p][k] = (int16_t)(square && r >= 0 && c >= 0 && r < h && c < w ? r * w + c : -1);
        }
    if (square)
        for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
            add_shape(t, shapes[i]);
}

int go_sim_code(const go_sim_tables *t, const uint8_t *stone, int p)
{
    int code = 0;
    for (int k = 0; k < 8; k++) {
        int q = t->around[p][k];
        code |= (q < 0 ? 3 : stone[q]) << (2 * k);
    }
    return code;
}

bool go_sim_shape_at(const go_sim_tables *t, const uint8_t *stone, int p)
{
    if (!t->square)
        return false;
    int code = go_sim_code(t, stone, p);
    return (t->shape[code >> 3] >> (code & 7)) & 1;
}

/* ---- the board ---- */

/* Bits set in x. Without -mpopcnt, __builtin_popcountll is a call into libgcc (7% of a 19x19
 * search); this stays inline. */
static inline int popcount64(uint64_t x)
{
#ifdef __POPCNT__
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

static inline void add_lib(go_sim *s, int h, int p)
{
    uint64_t bit = 1ULL << (p & 63);
    if (!(s->libs[h][p >> 6] & bit)) {
        s->libs[h][p >> 6] |= bit;
        s->nlibs[h]++;
    }
}

static inline void remove_lib(go_sim *s, int h, int p)
{
    uint64_t bit = 1ULL << (p & 63);
    if (s->libs[h][p >> 6] & bit) {
        s->libs[h][p >> 6] &= ~bit;
        s->nlibs[h]--;
    }
}

static int first_lib(const go_sim *s, int h)
{
    for (int w = 0; w < s->t->words; w++)
        if (s->libs[h][w])
            return w * 64 + __builtin_ctzll(s->libs[h][w]);
    return -1;
}

static void add_empty(go_sim *s, int p)
{
    s->empty_at[p] = (int16_t)s->num_empty;
    s->empty[s->num_empty++] = (int16_t)p;
}

static void remove_empty(go_sim *s, int p)
{
    int i = s->empty_at[p], last = s->empty[--s->num_empty];
    s->empty[i] = (int16_t)last;
    s->empty_at[last] = (int16_t)i;
}

void go_sim_load(go_sim *s, const go_sim_tables *t, const go_board *b, int ko, int last)
{
    const go_graph *g = t->graph;
    int n = g->board.num_points;
    s->t = t;
    s->ko = ko;
    s->last = last;
    s->num_empty = 0;
    s->played = 0;
    memcpy(s->stone, b->stone, sizeof s->stone);
    for (int p = 0; p < n; p++)
        s->head[p] = -1;
    for (int p = 0; p < n; p++) {
        if (s->stone[p] == GO_EMPTY) {
            add_empty(s, p);
            continue;
        }
        if (s->head[p] >= 0)
            continue;
        /* a new group: flood fill, chaining its stones */
        int16_t stack[GO_MAX_POINTS];
        int top = 0, colour = s->stone[p], prev = p;
        s->head[p] = (int16_t)p;
        s->size[p] = 0;
        s->nlibs[p] = 0;
        memset(s->libs[p], 0, sizeof s->libs[p]);
        stack[top++] = (int16_t)p;
        while (top > 0) {
            int q = stack[--top];
            s->size[p]++;
            if (q != p) {
                s->next[prev] = (int16_t)q;
                prev = q;
            }
            for (int i = 0; i < go_degree(g, q); i++) {
                int r = g->board.neighbour[q][i];
                if (s->stone[r] == GO_EMPTY)
                    add_lib(s, p, r);
                else if (s->stone[r] == colour && s->head[r] < 0) {
                    s->head[r] = (int16_t)p;
                    stack[top++] = (int16_t)r;
                }
            }
        }
        s->next[prev] = (int16_t)p;
    }
}

bool go_sim_legal(const go_sim *s, int p, int colour)
{
    if (s->stone[p] != GO_EMPTY || p == s->ko)
        return false;
    const go_graph *g = s->t->graph;
    for (int i = 0; i < go_degree(g, p); i++) {
        int q = g->board.neighbour[p][i], c = s->stone[q];
        if (c == GO_EMPTY)
            return true;
        int libs = s->nlibs[s->head[q]];
        if (c == colour ? libs > 1 : libs == 1)
            return true;
    }
    return false;
}

int go_sim_libs_after(const go_sim *s, int p, int colour, int limit, int *stones)
{
    const go_graph *g = s->t->graph;
    uint64_t set[GO_SIM_WORDS] = {0};
    int seen[GO_MAX_DEGREE], num_seen = 0, size = 1;
    for (int i = 0; i < go_degree(g, p); i++) {
        int q = g->board.neighbour[p][i], c = s->stone[q];
        if (c == GO_EMPTY) {
            set[q >> 6] |= 1ULL << (q & 63);
            continue;
        }
        int h = s->head[q];
        if (c == colour) {
            if (!go_sim_first_meeting(seen, &num_seen, h))
                continue;
            size += s->size[h];
            for (int w = 0; w < s->t->words; w++)
                set[w] |= s->libs[h][w];
        } else if (s->nlibs[h] == 1) {
            set[q >> 6] |= 1ULL << (q & 63); /* captured: at least this point breathes */
        }
    }
    set[p >> 6] &= ~(1ULL << (p & 63));
    int count = 0;
    for (int w = 0; w < s->t->words && count < limit; w++)
        count += popcount64(set[w]);
    if (stones)
        *stones = size;
    return count < limit ? count : limit;
}

bool go_sim_eye(const go_sim *s, int p, int colour)
{
    const go_graph *g = s->t->graph;
    for (int i = 0; i < go_degree(g, p); i++)
        if (s->stone[g->board.neighbour[p][i]] != colour)
            return false;
    if (!s->t->square)
        return true;
    int enemy = 0, edge = 0;
    for (int k = 1; k < 8; k += 2) {
        int q = s->t->around[p][k];
        if (q < 0)
            edge = 1;
        else
            enemy += s->stone[q] == go_opponent(colour);
    }
    return enemy < (edge ? 1 : 2);
}

static void merge(go_sim *s, int a, int b)
{
    if (s->size[a] < s->size[b]) {
        int tmp = a;
        a = b;
        b = tmp;
    }
    int q = b;
    do {
        s->head[q] = (int16_t)a;
        q = s->next[q];
    } while (q != b);
    int16_t na = s->next[a];
    s->next[a] = s->next[b];
    s->next[b] = na;
    s->size[a] = (int16_t)(s->size[a] + s->size[b]);
    int count = 0;
    for (int w = 0; w < s->t->words; w++) {
        s->libs[a][w] |= s->libs[b][w];
        count += popcount64(s->libs[a][w]);
    }
    s->nlibs[a] = (int16_t)count;
}

static int remove_group(go_sim *s, int h)
{
    const go_graph *g = s->t->graph;
    int16_t stones[GO_MAX_POINTS];
    int count = 0, q = h;
    do {
        stones[count++] = (int16_t)q;
        q = s->next[q];
    } while (q != h);
    for (int i = 0; i < count; i++) {
        s->stone[stones[i]] = GO_EMPTY;
        s->head[stones[i]] = -1;
        add_empty(s, stones[i]);
    }
    for (int i = 0; i < count; i++) {
        int p = stones[i];
        for (int k = 0; k < go_degree(g, p); k++) {
            int r = g->board.neighbour[p][k];
            if (s->stone[r] != GO_EMPTY)
                add_lib(s, s->head[r], p);
        }
    }
    return count;
}

int go_sim_play(go_sim *s, int p, int colour)
{
    const go_graph *g = s->t->graph;
    remove_empty(s, p);
    s->stone[p] = (uint8_t)colour;
    s->head[p] = (int16_t)p;
    s->next[p] = (int16_t)p;
    s->size[p] = 1;
    s->nlibs[p] = 0;
    memset(s->libs[p], 0, sizeof s->libs[p]);
    for (int i = 0; i < go_degree(g, p); i++) /* the liberties first: merging moves the head */
        if (s->stone[g->board.neighbour[p][i]] == GO_EMPTY)
            add_lib(s, p, g->board.neighbour[p][i]);
    for (int i = 0; i < go_degree(g, p); i++) {
        int q = g->board.neighbour[p][i];
        if (s->stone[q] == colour && s->head[q] != s->head[p])
            merge(s, s->head[p], s->head[q]);
    }
    remove_lib(s, s->head[p], p);
    int captured = 0, taken_at = -1;
    for (int i = 0; i < go_degree(g, p); i++) {
        int q = g->board.neighbour[p][i];
        if (s->stone[q] != go_opponent(colour))
            continue;
        int h = s->head[q];
        remove_lib(s, h, p);
        if (s->nlibs[h] == 0) {
            captured += remove_group(s, h);
            taken_at = q;
        }
    }
    int h = s->head[p];
    s->ko = captured == 1 && s->size[h] == 1 && s->nlibs[h] == 1 ? taken_at : -1;
    s->last = p;
    s->played++;
    return captured;
}

/* ---- the policy ---- */

/* A self-atari the playouts refuse: the group left with one liberty has three stones or more. */
static bool bad_self_atari(const go_sim *s, int p, int colour)
{
    const go_graph *g = s->t->graph;
    int empty = 0; /* two empty neighbours are two liberties: most points, no group to read */
    for (int i = 0; i < go_degree(g, p); i++)
        empty += s->stone[g->board.neighbour[p][i]] == GO_EMPTY;
    if (empty >= 2)
        return false;
    int stones = 0;
    return go_sim_libs_after(s, p, colour, 2, &stones) < 2 && stones >= 3;
}

static void add_candidate(int *cand, int *count, int p)
{
    for (int i = 0; i < *count; i++)
        if (cand[i] == p)
            return;
    if (*count < 64)
        cand[(*count)++] = p;
}

/* Saving moves for our group h in atari: capture a neighbour of it that is in atari, or run
 * to the liberty when that gives two liberties or more. */
static void escapes(const go_sim *s, int h, int colour, int *cand, int *count)
{
    const go_graph *g = s->t->graph;
    int q = h, steps = 0;
    do {
        for (int i = 0; i < go_degree(g, q); i++) {
            int r = g->board.neighbour[q][i];
            if (s->stone[r] == go_opponent(colour) && s->nlibs[s->head[r]] == 1) {
                int lib = first_lib(s, s->head[r]);
                if (go_sim_legal(s, lib, colour))
                    add_candidate(cand, count, lib);
            }
        }
        q = s->next[q];
    } while (q != h && ++steps < 64);
    int lib = first_lib(s, h);
    if (lib >= 0 && go_sim_legal(s, lib, colour) && go_sim_libs_after(s, lib, colour, 2, NULL) >= 2)
        add_candidate(cand, count, lib);
}

int go_sim_policy(go_sim *s, int colour, tb_rng *rng)
{
    const go_graph *g = s->t->graph;
    int cand[64], count = 0;
    int last = s->last;
    if (last >= 0 && s->stone[last] != GO_EMPTY) {
        /* 1. our groups next to the last move in atari: save them */
        for (int i = 0; i < go_degree(g, last); i++) {
            int q = g->board.neighbour[last][i];
            if (s->stone[q] == colour && s->nlibs[s->head[q]] == 1)
                escapes(s, s->head[q], colour, cand, &count);
        }
        if (count > 0)
            return cand[tb_rng_below(rng, (uint32_t)count)];
        /* 2. capture: the last stone's group, or enemy groups around it, in atari */
        int h = s->head[last];
        if (s->nlibs[h] == 1) {
            int lib = first_lib(s, h);
            if (go_sim_legal(s, lib, colour))
                add_candidate(cand, &count, lib);
        }
        for (int k = 0; k < 8 && s->t->square; k++) {
            int q = s->t->around[last][k];
            if (q >= 0 && s->stone[q] == go_opponent(colour) && s->nlibs[s->head[q]] == 1) {
                int lib = first_lib(s, s->head[q]);
                if (go_sim_legal(s, lib, colour))
                    add_candidate(cand, &count, lib);
            }
        }
        if (count > 0)
            return cand[tb_rng_below(rng, (uint32_t)count)];
        /* 3. a 3x3 shape next to the last move */
        for (int k = 0; k < 8 && s->t->square; k++) {
            int q = s->t->around[last][k];
            if (q >= 0 && s->stone[q] == GO_EMPTY && go_sim_shape_at(s->t, s->stone, q) &&
                go_sim_legal(s, q, colour) && !bad_self_atari(s, q, colour))
                add_candidate(cand, &count, q);
        }
        if (count > 0)
            return cand[tb_rng_below(rng, (uint32_t)count)];
    }
    /* 4. any point that is not our eye nor a big self-atari */
    if (s->num_empty == 0)
        return -1;
    int at = (int)tb_rng_below(rng, (uint32_t)s->num_empty);
    for (int i = 0; i < s->num_empty; i++) { /* no division per step: late scans are long */
        int p = s->empty[at];
        if (go_sim_legal(s, p, colour) && !go_sim_eye(s, p, colour) && !bad_self_atari(s, p, colour))
            return p;
        if (++at == s->num_empty)
            at = 0;
    }
    return -1;
}

int go_sim_area(const go_sim *s, uint8_t *owner)
{
    const go_graph *g = s->t->graph;
    int score = 0;
    for (int p = 0; p < g->board.num_points; p++) {
        int c = s->stone[p];
        if (c == GO_EMPTY) {
            int seen = 0;
            for (int i = 0; i < go_degree(g, p); i++)
                seen |= s->stone[g->board.neighbour[p][i]];
            c = seen == GO_BLACK || seen == GO_WHITE ? seen : GO_EMPTY;
        }
        if (owner)
            owner[p] = (uint8_t)c;
        score += c == GO_BLACK ? 1 : c == GO_WHITE ? -1 : 0;
    }
    return score;
}

int go_sim_playout(go_sim *s, int colour, int max_moves, tb_rng *rng, uint8_t *first)
{
    int passes = 0;
    for (int move = 0; move < max_moves && passes < 2; move++) {
        int p = go_sim_policy(s, colour, rng);
        if (p < 0) {
            passes++;
            s->ko = -1;
            s->last = -1;
        } else {
            passes = 0;
            if (first && !first[p])
                first[p] = (uint8_t)colour;
            go_sim_play(s, p, colour);
        }
        colour = go_opponent(colour);
    }
    return go_sim_area(s, NULL);
}
