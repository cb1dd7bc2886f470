/* An outside engine run as a subprocess, for the players that talk to one (UCI, GTP, Hub).
 *
 * The program comes from an operator-given command line that is split into words and run
 * directly: no shell ever reads it, so ';', '$(...)', '|' and '>' are plain characters of an
 * argument. Words are separated by blanks; '...' or "..." keep blanks inside one word (no
 * escapes, no expansion). The engine's stdin and stdout are one end of a socket pair (a dead
 * engine is an error rather than a SIGPIPE), its stderr is /dev/null. Lines are read with a
 * deadline into a fixed buffer; a line longer than TB_ENGINE_LINE_MAX is dropped whole.
 * Stopping waits a moment for the engine to quit, kills it if it does not, and reaps it. */
#ifndef TABULA_CORE_ENGINE_PROCESS_H
#define TABULA_CORE_ENGINE_PROCESS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "tabula/game.h"

enum {
    TB_ENGINE_LINE_MAX = 8192, /* the longest line read from an engine, newline included */
    TB_ENGINE_CMD_MAX = 1024,  /* the longest command line */
    TB_ENGINE_ARGS_MAX = 64,   /* the most words in it */
};

/* The help of a player's `cmd` parameter, in both languages. */
#define TB_ENGINE_CMD_HELP "the engine's program and arguments (run without a shell)"
#define TB_ENGINE_CMD_HELP_PT                                                                     \
    "o programa do motor e os seus argumentos (corrido sem interpretador de comandos)"

typedef struct tb_engine tb_engine;

/* Starts the program of `cmd` in the folder `dir` (NULL: this one). `who` names the protocol
 * in messages ("uci: engine 'CMD' stopped"). NULL with a message when the command does not
 * read, the program cannot be found or run, or the folder cannot be entered. */
tb_engine *tb_engine_start(const char *who, const char *cmd, const char *dir, tb_error *err);

/* Sends one line (the newline is added). False with a message when it is too long or the
 * engine no longer reads. `err` may be NULL. */
bool tb_engine_send(tb_engine *e, tb_error *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The next line from the engine, without its "\n" or "\r\n", cut to `cap` - 1 characters;
 * false with a message when `deadline` (tb_clock_seconds) passes or the engine stops. */
bool tb_engine_read_line(tb_engine *e, char *line, size_t cap, double deadline, tb_error *err);

/* Reads lines for at most `seconds` until one is `word` or starts with `word` and a space;
 * that line is left in `line`. A line starting with `refuse` (NULL: none) is the engine's
 * refusal: false with the line in the message. */
bool tb_engine_wait_for(tb_engine *e, const char *word, const char *refuse, char *line, size_t cap,
                        double seconds, tb_error *err);

/* The command line as given, for messages. */
const char *tb_engine_command(const tb_engine *e);

/* The process id (tests check that a stopped engine leaves no zombie); -1 once reaped. */
pid_t tb_engine_pid(const tb_engine *e);

/* Sends `last_line` (NULL: nothing) and closes the engine's input, waits up to a second for
 * it to exit, kills it otherwise, reaps it and frees `e`. NULL does nothing. */
void tb_engine_stop(tb_engine *e, const char *last_line);

#endif
