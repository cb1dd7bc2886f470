/* The budget of a family's own search engine player ("chess:time=1s", "draughts:depth=12"):
 * the parameters every such player takes — time, depth, nodes, tt — read in one place, with
 * the same bounds and messages. Generic: it names no family. */
#ifndef TABULA_AI_SEARCH_BUDGET_H
#define TABULA_AI_SEARCH_BUDGET_H

#include <stddef.h>
#include <stdint.h>

#include "core/options.h"
#include "tabula/game.h"

typedef struct tb_search_budget {
    double seconds; /* a move; 0: no limit */
    int depth;      /* 0: no limit */
    uint64_t nodes; /* a move; 0: no limit */
    size_t tt_mb;   /* the transposition table */
} tb_search_budget;

/* The parameter rows, with the depth's own help (plies, turns...), and their Portuguese. */
/* clang-format off */
#define TB_SEARCH_BUDGET_PARAMS(depth_help)                                                    \
    {"time", "1s", "thinking time per move (2s, 100ms; 0 = no limit)"},                        \
        {"depth", "0", depth_help}, {"nodes", "0", "maximum nodes a move (0 = no limit)"},     \
        {"tt", "16", "transposition table size in MB"}
#define TB_SEARCH_BUDGET_PARAMS_PT                                                             \
    {"thinking time per move (2s, 100ms; 0 = no limit)",                                       \
     "tempo para pensar cada lance (2s, 100ms; 0 = sem limite)"},                              \
        {"maximum nodes a move (0 = no limit)", "máximo de nós por lance (0 = sem limite)"},   \
        {"transposition table size in MB", "tamanho da tabela de transposições em MB"}
/* clang-format on */

/* Reads time, depth (0..max_depth), nodes and tt (1..4096 MB). A budget with no limit at
 * all is refused: "NAME needs a time, depth or nodes limit". */
bool tb_search_budget_read(const tb_options *params, const char *name, int max_depth,
                           tb_search_budget *out, tb_error *err);

#endif
