/* The election games (rules/elections.md): what tests and tools may ask beyond the contract. */
#ifndef TABULA_ELECTIONS_H
#define TABULA_ELECTIONS_H

#include <stddef.h>

#include "tabula/game.h"

/* The units `colour` (0 White, 1 Black) has won in `state`, smallest first, as a list
 * separated by ", ": Sierpinski prefixes ("21", "2", "board"), hexagonal lines ("column a",
 * "row 1", "a1e5") and directions ("vertical", "positive", "negative"), cube lines ("level 1
 * line 2"), planes ("level 1", "row 1", "column a") and directions ("horizontal", "lateral",
 * "vertical"). Returns the length written. */
int elections_units_won(const tb_game *g, const void *state, int colour, char *buf, size_t len);

#endif
