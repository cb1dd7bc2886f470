/* Random playouts with a little Go sense (no filling of one's own eyes, no suicide, simple
 * ko), for the ownership map and the dead-stone proposal of the scoring phase (§1.4). */
#include <string.h>

#include "games/go/go.h"
#include "tabula/rng.h"

/* An empty point all of whose neighbours are stones of `colour`, none of them in atari. */
static bool own_eye(const go_graph *g, const go_board *b, const go_groups *groups, int p,
                    int colour)
{
    for (int i = 0; i < g->board.degree[p]; i++) {
        int q = g->board.neighbour[p][i];
        if (b->stone[q] != colour || groups->liberties[groups->id[q]] == 1)
            return false;
    }
    return true;
}

void go_ownership(const go_config *cfg, const go_state *s, int playouts, uint64_t seed, double *own)
{
    const go_graph *g = &cfg->graph;
    int n = g->board.num_points;
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    for (int p = 0; p < n; p++)
        own[p] = 0;
    int candidates[GO_MAX_POINTS];
    for (int k = 0; k < playouts; k++) {
        go_board b = s->board;
        go_groups groups;
        int colour = s->to_move + 1, passes = 0, ko = s->ko;
        for (int move = 0; move < 3 * n && passes < 2; move++) {
            go_groups_compute(g, &b, &groups);
            int count = 0;
            for (int p = 0; p < n; p++)
                if (b.stone[p] == GO_EMPTY && p != ko && !own_eye(g, &b, &groups, p, colour))
                    candidates[count++] = p;
            int chosen = -1;
            /* a capture first, when there is one (dead groups get taken off) */
            for (int i = 0; i < count && chosen < 0; i++) {
                int taken = 0;
                if (go_check_placement(g, &b, &groups, candidates[i], colour, &taken) ==
                        GO_PLACE_OK &&
                    taken > 0)
                    chosen = candidates[i];
            }
            while (chosen < 0 && count > 0) {
                int i = (int)tb_rng_below(&rng, (uint32_t)count);
                int p = candidates[i];
                if (go_check_placement(g, &b, &groups, p, colour, NULL) == GO_PLACE_OK) {
                    chosen = p;
                    break;
                }
                candidates[i] = candidates[--count];
            }
            if (chosen < 0) {
                passes++;
                ko = -1;
            } else {
                passes = 0;
                tb_pointset taken;
                tb_pointset_clear(&taken);
                int removed = go_play(g, &b, chosen, colour, &taken);
                ko = removed == 1 && go_group(g, &b, chosen, NULL, NULL) == 1
                         ? tb_pointset_next(&taken, 0)
                         : -1;
            }
            colour = go_opponent(colour);
        }
        for (int p = 0; p < n; p++) {
            int c = b.stone[p];
            if (c == GO_EMPTY) {
                int seen = 0;
                for (int i = 0; i < g->board.degree[p]; i++)
                    seen |= b.stone[g->board.neighbour[p][i]];
                c = seen == GO_BLACK || seen == GO_WHITE ? seen : GO_EMPTY;
            }
            own[p] += c == GO_BLACK ? 1 : c == GO_WHITE ? -1 : 0;
        }
    }
    for (int p = 0; p < n; p++)
        own[p] /= playouts > 0 ? playouts : 1;
}

/* The area a group lives in: its stones, the empty points and stones of its colour reachable
 * through empty points and its own stones. True when that area touches only enemy stones and
 * holds few own stones (under a third): a group scattered in the enemy's territory. */
static bool inside_enemy_area(const go_graph *g, const go_board *b, int p)
{
    int colour = b->stone[p], n = g->board.num_points, own = 0, size = 0;
    bool seen[GO_MAX_POINTS] = {false};
    int16_t stack[GO_MAX_POINTS];
    int top = 0;
    stack[top++] = (int16_t)p;
    seen[p] = true;
    while (top > 0) {
        int q = stack[--top];
        size++;
        own += b->stone[q] == colour;
        for (int i = 0; i < g->board.degree[q]; i++) {
            int r = g->board.neighbour[q][i];
            if (!seen[r] && b->stone[r] != go_opponent(colour)) {
                seen[r] = true;
                stack[top++] = (int16_t)r;
            }
        }
    }
    return size < n && 3 * own < size;
}

void go_propose_dead(const go_config *cfg, const go_state *s, tb_pointset *dead)
{
    const go_graph *g = &cfg->graph;
    int n = g->board.num_points;
    double own[GO_MAX_POINTS];
    tb_pointset_clear(dead);
    if (cfg->rules != GO_RULES_GO)
        return;
    go_ownership(cfg, s, n > 200 ? 24 : 64, s->board.hash ^ 0x5eedULL, own);
    go_groups groups;
    go_groups_compute(g, &s->board, &groups);
    double sum[GO_MAX_POINTS] = {0};
    for (int p = 0; p < n; p++)
        if (groups.id[p] >= 0)
            sum[groups.id[p]] += own[p];
    for (int p = 0; p < n; p++) {
        int gid = groups.id[p];
        if (gid < 0)
            continue;
        /* the group's mean ownership, from its owner's side */
        double mean = sum[gid] / groups.size[gid];
        if (s->board.stone[p] == GO_WHITE)
            mean = -mean;
        /* lost in most playouts, or scattered in enemy territory and not winning there */
        if (mean < -0.6 || (mean < 0.2 && inside_enemy_area(g, &s->board, p)))
            tb_pointset_add(dead, p);
    }
}
