#include "tabula/perft.h"

#include <stdlib.h>
#include <string.h>

/* Buffers for every ply, allocated once so the recursion does not allocate. */
typedef struct perft_ctx {
    const tb_game *game;
    tb_action *moves; /* depth * max_actions */
    char *states;     /* depth * state_size */
} perft_ctx;

static uint64_t count(perft_ctx *c, const void *state, int depth)
{
    const tb_game *g = c->game;
    tb_action *moves = c->moves + (size_t)(depth - 1) * (size_t)g->max_actions;
    int n = g->cls->legal(g, state, moves);
    if (depth == 1)
        return (uint64_t)n;
    void *child = c->states + (size_t)(depth - 1) * g->state_size;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        total += count(c, child, depth - 1);
    }
    return total;
}

uint64_t tb_perft(const tb_game *game, const void *state, int depth)
{
    if (depth <= 0)
        return 1;
    perft_ctx c = {game, malloc(sizeof(tb_action) * (size_t)depth * (size_t)game->max_actions),
                   malloc(game->state_size * (size_t)depth)};
    uint64_t n = c.moves && c.states ? count(&c, state, depth) : 0;
    free(c.moves);
    free(c.states);
    return n;
}

/* ---- whole turns ---- */

typedef struct turn_set {
    char *states; /* the distinct positions reached, state_size each */
    uint64_t *hashes;
    int count, cap;
} turn_set;

static void turn_set_add(const tb_game *g, turn_set *set, const void *state)
{
    uint64_t h = tb_game_hash(g, state);
    for (int i = 0; i < set->count; i++)
        if (set->hashes[i] == h && memcmp(set->states + (size_t)i * g->state_size, state,
                                          g->state_size) == 0)
            return;
    if (set->count == set->cap) {
        set->cap = set->cap ? set->cap * 2 : 32;
        set->states = realloc(set->states, g->state_size * (size_t)set->cap);
        set->hashes = realloc(set->hashes, sizeof *set->hashes * (size_t)set->cap);
        if (!set->states || !set->hashes)
            abort();
    }
    memcpy(set->states + (size_t)set->count * g->state_size, state, g->state_size);
    set->hashes[set->count++] = h;
}

/* Adds to `set` every position that ends the current turn, starting from `state`. */
static void complete_turns(const tb_game *g, const void *state, bool started, turn_set *set)
{
    if (started && (!tb_game_mid_turn(g, state) || tb_game_over(g, state))) {
        turn_set_add(g, set, state);
        return;
    }
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    void *child = malloc(g->state_size);
    int n = g->cls->legal(g, state, moves);
    for (int i = 0; i < n; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        complete_turns(g, child, true, set);
    }
    free(child);
    free(moves);
}

uint64_t tb_perft_turns(const tb_game *game, const void *state, int depth)
{
    if (game->cls->perft_turns)
        return game->cls->perft_turns(game, state, depth);
    return tb_perft_turns_by_actions(game, state, depth);
}

uint64_t tb_perft_turns_by_actions(const tb_game *game, const void *state, int depth)
{
    if (depth <= 0)
        return 1;
    turn_set set = {0};
    complete_turns(game, state, false, &set);
    uint64_t total = 0;
    if (depth == 1)
        total = (uint64_t)set.count;
    else
        for (int i = 0; i < set.count; i++)
            total += tb_perft_turns_by_actions(game, set.states + (size_t)i * game->state_size,
                                               depth - 1);
    free(set.states);
    free(set.hashes);
    return total;
}
