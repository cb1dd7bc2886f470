/* The game loop shared by `tabula play` and the menu. */
#ifndef TABULA_CLI_PLAY_H
#define TABULA_CLI_PLAY_H

#include <stdint.h>

#include "tabula/game.h"

typedef struct play_config {
    const tb_variant *variant;
    char options[1024];
    const char *position;                   /* NULL: the initial position */
    const char *player_specs[TB_MAX_PLAYERS]; /* NULL or "human": a person */
    uint64_t seed;
} play_config;

/* Plays until the game ends or the user quits. Interactive on a terminal; otherwise reads one
 * turn per line from stdin (or a whole record starting with tags) and prints the final
 * position and the outcome. Returns the exit status. */
int play_run(const play_config *cfg);

#endif
