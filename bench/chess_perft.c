/* Perft through the game contract, for bench/chess_perft_vs_stockfish.sh:
 *   chess_perft VARIANT DEPTH [FEN]   prints "Nodes searched: N" as its last line.
 * Leaves are counted with legal() (bulk counting); everything else goes through apply(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tabula/game.h"
#include "tabula/registry.h"

static unsigned long long perft(const tb_game *g, const void *state, int depth, tb_action *buf)
{
    int n = g->cls->legal(g, state, buf);
    if (depth <= 1)
        return depth == 1 ? (unsigned long long)n : 1;
    unsigned long long total = 0;
    char child[4096];
    for (int i = 0; i < n; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, buf[i]);
        total += perft(g, child, depth - 1, buf + g->max_actions);
    }
    return total;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: chess_perft VARIANT DEPTH [POSITION]\n");
        return 2;
    }
    tb_error err = {{0}};
    const tb_variant *v = tb_registry_find(argv[1]);
    tb_game *g = v ? tb_game_new(v, NULL, &err) : NULL;
    if (!g) {
        fprintf(stderr, "chess_perft: %s\n", v ? err.msg : "no such game");
        return 2;
    }
    int depth = atoi(argv[2]);
    char state[4096];
    if (g->state_size > sizeof state || depth < 0 || depth > 20)
        return 2;
    g->cls->initial(g, state);
    if (argc > 3 && !tb_game_parse_position(g, argv[3], state, &err)) {
        fprintf(stderr, "chess_perft: %s\n", err.msg);
        return 2;
    }
    tb_action *buf = malloc(sizeof *buf * (size_t)g->max_actions * (size_t)(depth + 1));
    printf("Nodes searched: %llu\n", perft(g, state, depth, buf));
    free(buf);
    tb_game_free(g);
    return 0;
}
