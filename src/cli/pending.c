/* Temporary: commands being written on main. Removed when they land. */
#include <stdio.h>
#include "cli/commands.h"
#define PENDING(f) int f(int argc, char **argv) { fprintf(stderr, "not yet\n"); return 1; }
PENDING(cmd_list) PENDING(cmd_rules) PENDING(cmd_play) PENDING(cmd_perft) PENDING(cmd_menu)
int cli_fail(int status, const char *fmt, ...) { return status; }
const tb_variant *cli_variant(const char *name) { return NULL; }
tb_game *cli_game(const tb_variant *v, const char *options) { return NULL; }
