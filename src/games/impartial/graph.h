/* The generic game graph (combinatorial.md §4.21), shared with `tabula table`. */
#ifndef TABULA_GAMES_IMPARTIAL_GRAPH_H
#define TABULA_GAMES_IMPARTIAL_GRAPH_H

#include <stdint.h>

enum { GRAPH_VERTICES = 24, GRAPH_NAME = 4, GRAPH_ARCS = 48, GRAPH_TOKENS = 16 };

typedef struct graph_body {
    uint8_t vertices, arcs, tokens;
    uint8_t pad[5];
    char name[GRAPH_VERTICES][GRAPH_NAME + 1]; /* by first appearance; zero-padded */
    uint8_t arc[GRAPH_ARCS][2];                /* (from, to), as written, no repeats */
    uint8_t token[GRAPH_TOKENS];               /* vertices with tokens, sorted */
    uint8_t pad2[8 - (GRAPH_VERTICES * (GRAPH_NAME + 1) + GRAPH_ARCS * 2 + GRAPH_TOKENS) % 8];
} graph_body;

/* The Grundy value of every vertex into g[0..GRAPH_VERTICES); -1 where a cycle is reachable
 * (or past the last vertex). */
void comb_graph_grundy_all(const graph_body *b, int *g);

#endif
