/* Prior knowledge of the Go player's tree (see go_prior.h). The terms are those of Gelly and
 * Silver's "even game" heuristics and of Pachi's and Fuego's priors, with weights of our own:
 * each adds EVEN-sized lumps of won or lost visits, so a child with a prior of 30 visits and
 * 25 wins looks like a move that won 25 of 30 playouts until its own playouts outweigh it. */
#include "games/go/go_prior.h"

#include <string.h>

enum {
    EVEN = 10,   /* every move: EVEN visits, half won */
    CFG_MAX = 3, /* distances to the last move that count */
    OPEN = 2     /* the line terms hold with no stone this close (in rows and columns) */
};

/* Won visits for a common-fate-graph distance of 1, 2, 3 to the last move: the fight is
 * usually where the opponent just played (Pachi gives 55, 50, 15 over an even 20). */
static const float cfg_bonus[CFG_MAX + 1] = {0, 1.5f * EVEN, 1.5f * EVEN, 0.5f * EVEN};

static void add(go_prior *out, int p, float visits, float wins)
{
    out->visits[p] += visits;
    out->wins[p] += wins;
}

/* Distances from the last stone's group in the common fate graph, where a whole group is one
 * node: its liberties are at 1, the groups touching it and their other liberties at 2... Points
 * beyond CFG_MAX (or all, with no last stone) stay at CFG_MAX + 1. */
static void cfg_distances(const go_sim *sim, uint8_t *dist)
{
    const go_graph *g = sim->t->graph;
    int n = g->board.num_points;
    memset(dist, CFG_MAX + 1, (size_t)n);
    int last = sim->last;
    if (last < 0 || sim->stone[last] == GO_EMPTY)
        return;
    int16_t queue[GO_MAX_POINTS];
    int head = 0, tail = 0, q = last;
    do { /* the group of the last stone: distance 0 */
        dist[q] = 0;
        queue[tail++] = (int16_t)q;
        q = sim->next[q];
    } while (q != last);
    while (head < tail) {
        int p = queue[head++], d = dist[p] + 1;
        if (d > CFG_MAX)
            continue;
        for (int i = 0; i < go_degree(g, p); i++) {
            int r = g->board.neighbour[p][i];
            if (dist[r] <= d)
                continue;
            if (sim->stone[r] == GO_EMPTY) {
                dist[r] = (uint8_t)d;
                queue[tail++] = (int16_t)r;
                continue;
            }
            q = r; /* a group: all its stones at once */
            do {
                dist[q] = (uint8_t)d;
                queue[tail++] = (int16_t)q;
                q = sim->next[q];
            } while (q != r);
        }
    }
}

/* Line (1 on the edge) of p on a w x h board. */
static int line_of(int p, int w, int h)
{
    int r = p / w, c = p % w, m = r < c ? r : c;
    if (h - 1 - r < m)
        m = h - 1 - r;
    if (w - 1 - c < m)
        m = w - 1 - c;
    return m + 1;
}

/* The larger of p's two distances to the edges (line_of is the smaller), 1-based. */
static int corner_line(int p, int w, int h)
{
    int r = p / w, c = p % w;
    int dr = (r < h - 1 - r ? r : h - 1 - r) + 1, dc = (c < w - 1 - c ? c : w - 1 - c) + 1;
    return dr > dc ? dr : dc;
}

/* No stone within `radius` rows and columns of p. */
static bool open_around(const go_sim *sim, int p, int w, int h, int radius)
{
    int r0 = p / w, c0 = p % w;
    for (int r = r0 - radius; r <= r0 + radius; r++)
        for (int c = c0 - radius; c <= c0 + radius; c++)
            if (r >= 0 && c >= 0 && r < h && c < w && sim->stone[r * w + c] != GO_EMPTY)
                return false;
    return true;
}

/* Captures, saving one's group in atari, ataris and self-ataris at p. */
static void tactics(const go_sim *sim, int p, int colour, go_prior *out)
{
    const go_graph *g = sim->t->graph;
    int captured = 0, saved = 0, atari = 0, seen[GO_MAX_DEGREE], num_seen = 0;
    for (int i = 0; i < go_degree(g, p); i++) {
        int q = g->board.neighbour[p][i];
        if (sim->stone[q] == GO_EMPTY)
            continue;
        int h = sim->head[q];
        if (!go_sim_first_meeting(seen, &num_seen, h))
            continue;
        if (sim->stone[q] == colour) {
            if (sim->nlibs[h] == 1)
                saved += sim->size[h];
        } else if (sim->nlibs[h] == 1) {
            captured += sim->size[h];
        } else if (sim->nlibs[h] == 2) {
            atari += sim->size[h];
        }
    }
    int stones = 0, libs = go_sim_libs_after(sim, p, colour, 3, &stones);
    if (captured > 0) { /* more for more stones: a capture of three is rarely wrong */
        float bonus = (float)EVEN * (captured >= 3 ? 4 : captured + 1);
        add(out, p, bonus, bonus);
    }
    if (saved > 0 && libs >= 2) { /* out of atari; with three liberties, out of a ladder too */
        float bonus = (float)EVEN * (libs >= 3 ? 2 : 1) * (saved >= 3 ? 3 : 1);
        add(out, p, bonus, bonus);
    }
    if (libs == 1 && captured == 0) /* self-atari: worse with more stones */
        add(out, p, stones >= 2 ? 3 * EVEN : EVEN, 0);
    else if (atari > 0 && libs >= 2)
        add(out, p, EVEN / 2.0f, EVEN / 2.0f);
}

void go_prior_compute(const go_sim *sim, int colour, go_prior *out)
{
    const go_sim_tables *t = sim->t;
    const go_graph *g = t->graph;
    int n = g->board.num_points, w = g->board.width, h = g->board.height;
    memset(out, 0, sizeof *out);
    uint8_t dist[GO_MAX_POINTS];
    cfg_distances(sim, dist);
    int big = t->square && w >= 13 && h >= 13;
    for (int p = 0; p < n; p++) {
        if (sim->stone[p] != GO_EMPTY)
            continue;
        add(out, p, EVEN, EVEN / 2.0f);
        if (dist[p] <= CFG_MAX)
            add(out, p, cfg_bonus[dist[p]], cfg_bonus[dist[p]]);
        tactics(sim, p, colour, out);
        if (t->square) {
            if (sim->last >= 0)
                for (int k = 0; k < 8; k++)
                    if (t->around[sim->last][k] == p && go_sim_shape_at(t, sim->stone, p))
                        add(out, p, EVEN, EVEN);
            /* The line, with nothing near: the first two lines are small and slow, the third
             * (and on big boards the fourth) is where the opening is played. */
            int line = line_of(p, w, h);
            if (line <= 2 && open_around(sim, p, w, h, 1))
                add(out, p, EVEN, 0); /* not even a stone beside */
            if (line <= 4 && open_around(sim, p, w, h, OPEN)) {
                if (line <= 2)
                    add(out, p, line == 1 ? 2 * EVEN : EVEN, 0);
                else if (line == 3 || big)
                    add(out, p, EVEN, EVEN);
                /* and on big boards the corners first: third or fourth line both ways */
                if (big && line >= 3 && corner_line(p, w, h) <= 4)
                    add(out, p, EVEN, EVEN);
            }
        }
    }
}
