/* The subcommands of `tabula`. Each takes the arguments after its name (argv[0] is the
 * subcommand) and returns the process exit status: 0 ok, 1 runtime failure, 2 bad usage. */
#ifndef TABULA_CLI_COMMANDS_H
#define TABULA_CLI_COMMANDS_H

#include "tabula/game.h"

typedef struct cli_command {
    const char *name;
    const char *usage; /* one line, after "tabula " */
    int (*run)(int argc, char **argv);
} cli_command;

int cmd_list(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_menu(int argc, char **argv);
int cmd_cgt(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_match(int argc, char **argv);
int cmd_players(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_pgn(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_analyse(int argc, char **argv);
int cmd_table(int argc, char **argv);
/* commands: declarations above this line */

/* Shared by the commands (src/cli/common.c). */

/* Prints "tabula: MESSAGE" to stderr; returns `status` for `return cli_fail(2, ...)`. */
int cli_fail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A library message about `game` (tb_error.msg) through cli_fail, in the language asked for
 * (tb_error_text). */
int cli_game_fail(const tb_game *game, int status, const char *msg);
/* Finds the variant or fails with a message listing how to see the names. */
const tb_variant *cli_variant(const char *name);
/* Creates the game, or prints the error and returns NULL. */
tb_game *cli_game(const tb_variant *v, const char *options);
/* Appends one "--option k=v" value to a "k=v,k=v" list; false if it does not fit. */
bool cli_add_option(char *list, size_t len, const char *item);
/* Reads a non-negative integer argument; false if it is not one. */
bool cli_parse_count(const char *text, long max, long *out);
/* True when messages should be in Portuguese: --lang pt, else TABULA_LANG or LANG. */
bool cli_portuguese(void);
/* A number printed with `digits` decimals (digits < 0: "%+g"), with the decimal comma
 * under --lang pt; returns buf. */
const char *cli_decimal(char *buf, size_t len, double v, int digits);
/* Width of a text on screen: UTF-8 continuation bytes take no column. */
int cli_columns(const char *s);
/* The English or the Portuguese of a text, by the language of the command line. */
#define T(en, pt) (cli_portuguese() ? (pt) : (en))
/* The first n characters of a usage line's syntax ("play GAME [--p1 SPEC]"), with its
 * placeholders in Portuguese when the messages are (JOGO, JOGADOR...): the options stay as
 * typed. A static buffer, valid until the next call. */
const char *cli_syntax(const char *syntax, int n);
/* The lines of `tabula table --help` of a family, in the command line's language. */
#define cli_table_usage(table)                                                                     \
    (cli_portuguese() && (table)->usage_pt ? (table)->usage_pt : (table)->usage)
/* Prints `text` from column `indent` (the cursor is there already), each line wrapped at
 * spaces to the terminal's width when standard output is a terminal, further lines indented
 * to the same column. */
void cli_print_wrapped(const char *text, int indent);
void cli_set_language(const char *lang); /* "pt" or "en"; false on anything else */
bool cli_valid_language(const char *lang);

#endif
