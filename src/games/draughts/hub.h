/* The Hub protocol of international-draughts engines (as Scan speaks it): the position text
 * and the `tabula hub` command. */
#ifndef TABULA_GAMES_DRAUGHTS_HUB_H
#define TABULA_GAMES_DRAUGHTS_HUB_H

#include <stdbool.h>

#include "tabula/game.h"

/* The Hub position of `state`: the side to move ('w', 'b') then squares 1..50, each 'e'
 * (empty), 'w', 'b' (men), 'W', 'B' (kings): 51 characters and a NUL in out[52]. False for a
 * board that is not 10x10 numbered or a capture under way. With state NULL: only whether the
 * game's board is one. */
bool hub_position(const tb_game *game, const void *state, char *out);
/* Reads a Hub position into `state` (a turn start, no history). False with a message. */
bool hub_position_read(const tb_game *game, const char *text, void *state, tb_error *err);
/* `tabula hub`. */
int tb_draughts_hub(int argc, char **argv);

#endif
