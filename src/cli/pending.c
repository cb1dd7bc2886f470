/* LOCAL TEST ONLY - not to be committed */
#include <stdio.h>
#include <stdarg.h>
#include "cli/commands.h"
#include "tabula/registry.h"
#define PENDING(f) int f(int argc, char **argv) { fprintf(stderr, "not yet\n"); return 1; }
PENDING(cmd_list) PENDING(cmd_rules) PENDING(cmd_play) PENDING(cmd_perft) PENDING(cmd_menu)
int cli_fail(int status, const char *fmt, ...) { va_list ap; va_start(ap, fmt); fprintf(stderr, "tabula: "); vfprintf(stderr, fmt, ap); fprintf(stderr, "\n"); va_end(ap); return status; }
const tb_variant *cli_variant(const char *name) { const tb_variant *v = tb_registry_find(name); if (!v) cli_fail(2, "unknown game %s", name); return v; }
tb_game *cli_game(const tb_variant *v, const char *options) { tb_error e = {{0}}; tb_game *g = tb_game_new(v, options, &e); if (!g) cli_fail(2, "%s", e.msg); return g; }
