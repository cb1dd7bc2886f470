/* The `uci` player: an external engine that speaks UCI (Fairy-Stockfish for Avanço as
 * 7x7 Breakthrough, Stockfish for chess), run as a subprocess.
 *
 * Positions go to the engine as "position fen TEXT" with the game's own position text (so
 * it suits games whose text is the engine's FEN, as Avanço's and chess's are), cut before
 * any name=value fields (tabula's own additions, such as a repetition history). When the
 * game names the squares of its actions (the action_cells hook), the player keeps the game
 * it has seen and sends "position fen START moves e2e4 e7e5 ..." instead, so that the
 * engine knows the history (repetitions); a move is its squares run together, plus the
 * promotion letter when the game's text of it ends with one ("e8Q" -> "e7e8q"), and
 * "0000" for an action with no square. The engine's move
 * ("d2d3") is read by the game's own parser when it can; otherwise it is matched against
 * the legal actions written in the game's notation with separators and capture marks
 * dropped ("d4xe5" -> "d4e5"). The engine talks over a
 * socket pair, so a dead engine is an error rather than a SIGPIPE. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/budget.h"
#include "core/options.h"
#include "tabula/family.h"
#include "tabula/player.h"

enum { LINE_MAX_LEN = 8192 };

typedef struct uci {
    pid_t pid;
    int fd;
    char cmd[128];
    int movetime_ms;
    char buf[LINE_MAX_LEN]; /* bytes read but not yet returned as lines */
    size_t have;
    /* the game seen so far (games with action_cells): start position and moves */
    void *last; /* the state after them; NULL before the first */
    char root[LINE_MAX_LEN / 4];
    char moves[LINE_MAX_LEN / 2];
} uci;

static bool send_line(uci *u, tb_error *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool send_line(uci *u, tb_error *err, const char *fmt, ...)
{
    char line[LINE_MAX_LEN];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0 || n >= (int)sizeof line - 1) {
        tb_error_set(err, "uci: command too long");
        return false;
    }
    line[n++] = '\n';
    for (int off = 0; off < n;) {
        ssize_t w = send(u->fd, line + off, (size_t)(n - off), MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            tb_error_set(err, "uci: engine '%s' is not running", u->cmd);
            return false;
        }
        off += (int)w;
    }
    return true;
}

/* Next line from the engine into `line`, waiting until `deadline`. */
static bool read_line(uci *u, char *line, size_t cap, double deadline, tb_error *err)
{
    for (;;) {
        char *nl = memchr(u->buf, '\n', u->have);
        if (nl) {
            size_t len = (size_t)(nl - u->buf);
            size_t copy = len < cap - 1 ? len : cap - 1;
            memcpy(line, u->buf, copy);
            line[copy] = '\0';
            if (copy && line[copy - 1] == '\r')
                line[copy - 1] = '\0';
            memmove(u->buf, nl + 1, u->have - len - 1);
            u->have -= len + 1;
            return true;
        }
        if (u->have == sizeof u->buf)
            u->have = 0; /* a line longer than the buffer: drop it */
        double left = deadline - tb_clock_seconds();
        struct pollfd p = {.fd = u->fd, .events = POLLIN};
        int ready = left > 0 ? poll(&p, 1, (int)(left * 1000) + 1) : 0;
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0) {
            tb_error_set(err, "uci: engine '%s' did not answer in time", u->cmd);
            return false;
        }
        ssize_t r = read(u->fd, u->buf + u->have, sizeof u->buf - u->have);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            tb_error_set(err, "uci: engine '%s' stopped", u->cmd);
            return false;
        }
        u->have += (size_t)r;
    }
}

/* Reads lines until one starts with `word`; that line is left in `line`. */
static bool wait_for(uci *u, const char *word, char *line, size_t cap, double seconds,
                     tb_error *err)
{
    double deadline = tb_clock_seconds() + seconds;
    size_t n = strlen(word);
    while (read_line(u, line, cap, deadline, err))
        if (strncmp(line, word, n) == 0 && (line[n] == '\0' || line[n] == ' '))
            return true;
    return false;
}

static bool start(uci *u, tb_error *err)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        tb_error_set(err, "uci: cannot create a socket pair");
        return false;
    }
    char shell_cmd[160];
    snprintf(shell_cmd, sizeof shell_cmd, "exec %s", u->cmd);
    pid_t pid = fork();
    if (pid < 0) {
        close(sv[0]);
        close(sv[1]);
        tb_error_set(err, "uci: cannot start a process");
        return false;
    }
    if (pid == 0) { /* the child: the socket is its stdin and stdout */
        int null = open("/dev/null", O_WRONLY);
        dup2(sv[1], 0);
        dup2(sv[1], 1);
        if (null >= 0)
            dup2(null, 2);
        execl("/bin/sh", "sh", "-c", shell_cmd, (char *)NULL);
        _exit(127);
    }
    close(sv[1]);
    u->pid = pid;
    u->fd = sv[0];
    return true;
}

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    uci *u = calloc(1, sizeof *u);
    if (!u) {
        tb_error_set(err, "out of memory");
        return false;
    }
    u->fd = -1;
    p->impl = u;
    uint64_t ms;
    if (!tb_param_count(params, "movetime", 1, 3600000, &ms, err))
        return false;
    u->movetime_ms = (int)ms;
    snprintf(u->cmd, sizeof u->cmd, "%s", tb_options_get(params, "cmd"));
    const char *variant = tb_options_get(params, "variant"), *ini = tb_options_get(params, "ini");
    char line[LINE_MAX_LEN];
    if (!start(u, err) || !send_line(u, err, "uci") ||
        !wait_for(u, "uciok", line, sizeof line, 10, err))
        return false;
    if (strcmp(ini, "-") != 0 && !send_line(u, err, "setoption name VariantPath value %s", ini))
        return false;
    if (strcmp(variant, "-") != 0 &&
        !send_line(u, err, "setoption name UCI_Variant value %s", variant))
        return false;
    uint64_t elo;
    if (!tb_param_count(params, "elo", 0, 10000, &elo, err) ||
        (elo && (!send_line(u, err, "setoption name UCI_LimitStrength value true") ||
                 !send_line(u, err, "setoption name UCI_Elo value %d", (int)elo))))
        return false;
    /* setoption=Name=value/Name=value */
    char opts[256];
    snprintf(opts, sizeof opts, "%s", tb_options_get(params, "setoption"));
    char *save = NULL;
    for (char *o = strcmp(opts, "-") ? strtok_r(opts, "/", &save) : NULL; o;
         o = strtok_r(NULL, "/", &save)) {
        char *eq = strchr(o, '=');
        if (!eq) {
            tb_error_set(err, "parameter setoption: expected Name=value/Name=value");
            return false;
        }
        *eq = '\0';
        if (!send_line(u, err, "setoption name %s value %s", o, eq + 1))
            return false;
    }
    return send_line(u, err, "isready") && wait_for(u, "readyok", line, sizeof line, 10, err);
}

/* Letters and digits of `s`, lower case, without a capture 'x' between two squares
 * ("d4xe5" -> "d4e5"). */
static void squeeze(const char *s, char *out, size_t cap)
{
    size_t n = 0;
    for (const char *c = s; *c && n + 1 < cap; c++) {
        bool capture_mark = (*c == 'x' || *c == 'X') && c > s && isdigit((unsigned char)c[-1]) &&
                            isalpha((unsigned char)c[1]);
        if (isalnum((unsigned char)*c) && !capture_mark)
            out[n++] = (char)tolower((unsigned char)*c);
    }
    out[n] = '\0';
}

/* The game's position text without name=value fields after the FEN. */
static void fen_text(const tb_game *g, const void *state, char *buf, size_t cap)
{
    g->cls->position_to_text(g, state, buf, cap);
    for (char *sp = strchr(buf, ' '); sp; sp = strchr(sp + 1, ' '))
        if (strchr(sp + 1, '=') && strcspn(sp + 1, "=") < strcspn(sp + 1, " ")) {
            *sp = '\0';
            break;
        }
}

/* An action as a UCI move: its squares (action_cells) and a promotion letter. */
static void uci_move(const tb_game *g, const void *state, tb_action a, char *buf, size_t cap)
{
    char labels[4][16], text[256];
    int n = g->cls->action_cells(g, state, a, labels, 4);
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len + 1 < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s", labels[i]);
    if (n == 0) {
        snprintf(buf, cap, "0000");
        return;
    }
    g->cls->action_to_text(g, state, a, text, sizeof text);
    size_t t = strcspn(text, "+#!?");
    if (t >= 2 && isalpha((unsigned char)text[t - 1]) &&
        (isdigit((unsigned char)text[t - 2]) || text[t - 2] == '=') && len + 1 < cap) {
        buf[len++] = (char)tolower((unsigned char)text[t - 1]);
        buf[len] = '\0';
    }
    for (char *c = buf; *c; c++)
        *c = (char)tolower((unsigned char)*c);
}

/* Starts the record of the game at `state`. */
static bool record_reset(uci *u, const tb_game *g, const void *state)
{
    if (!u->last && !(u->last = malloc(g->state_size)))
        return false;
    memcpy(u->last, state, g->state_size);
    fen_text(g, state, u->root, sizeof u->root);
    u->moves[0] = '\0';
    return true;
}

static void observe(tb_player *p, const void *before, tb_action a)
{
    uci *u = p->impl;
    const tb_game *g = p->game;
    if (!g->cls->action_cells)
        return;
    char move[64];
    size_t used = strlen(u->moves);
    /* a game we have not seen from its start, or a record grown too long: start again */
    if ((!u->last || memcmp(before, u->last, g->state_size) != 0 ||
         used + 2 * sizeof move > sizeof u->moves) &&
        !record_reset(u, g, before))
        return;
    uci_move(g, before, a, move, sizeof move);
    used = strlen(u->moves);
    snprintf(u->moves + used, sizeof u->moves - used, " %s", move);
    g->cls->apply(g, u->last, a);
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    uci *u = p->impl;
    const tb_game *g = p->game;
    char pos[LINE_MAX_LEN / 2], line[LINE_MAX_LEN];
    bool sent;
    if (g->cls->action_cells) {
        if ((!u->last || memcmp(state, u->last, g->state_size) != 0) &&
            !record_reset(u, g, state)) {
            tb_error_set(err, "out of memory");
            return false;
        }
        sent = u->moves[0] ? send_line(u, err, "position fen %s moves%s", u->root, u->moves)
                           : send_line(u, err, "position fen %s", u->root);
    } else {
        fen_text(g, state, pos, sizeof pos);
        sent = send_line(u, err, "position fen %s", pos);
    }
    if (!sent || !send_line(u, err, "go movetime %d", u->movetime_ms) ||
        !wait_for(u, "bestmove", line, sizeof line, u->movetime_ms / 1000.0 + 30, err))
        return false;
    char move[64], want[64];
    if (sscanf(line, "bestmove %63s", move) != 1) {
        tb_error_set(err, "uci: engine '%s' sent '%s'", u->cmd, line);
        return false;
    }
    tb_error ignored;
    if (tb_game_parse_action(g, state, move, out, &ignored))
        return true; /* the game reads the engine's notation itself */
    squeeze(move, want, sizeof want);
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    if (!moves) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int n = g->cls->legal(g, state, moves), found = -1;
    for (int i = 0; i < n && found < 0; i++) {
        char text[256], have[256];
        g->cls->action_to_text(g, state, moves[i], text, sizeof text);
        squeeze(text, have, sizeof have);
        if (strcmp(have, want) == 0)
            found = i;
    }
    if (found >= 0)
        *out = moves[found];
    else
        tb_error_set(err, "uci: engine '%s' played '%s', not a legal move here", u->cmd, move);
    free(moves);
    return found >= 0;
}

static void destroy(tb_player *p)
{
    uci *u = p->impl;
    if (!u)
        return;
    free(u->last);
    if (u->fd >= 0) {
        send_line(u, NULL, "quit");
        close(u->fd);
    }
    if (u->pid > 0) {
        /* Give the engine a moment to quit, then stop it. */
        double deadline = tb_clock_seconds() + 1.0;
        while (waitpid(u->pid, NULL, WNOHANG) == 0) {
            if (tb_clock_seconds() > deadline) {
                kill(u->pid, SIGKILL);
                waitpid(u->pid, NULL, 0);
                break;
            }
            usleep(1000);
        }
    }
    free(u);
}

static const tb_option_def params[] = {
    {"cmd", "fairy-stockfish", "the engine's command line (run by /bin/sh)"},
    {"variant", "-", "UCI_Variant to set (- = leave the engine's default)"},
    {"ini", "-", "variants file for the VariantPath option (- = none)"},
    {"movetime", "100", "milliseconds per move"},
    {"elo", "0", "UCI_Elo with UCI_LimitStrength (Stockfish: 1350 to 2850; 0 = full strength)"},
    {"setoption", "-", "more engine options, Name=value/Name=value (- = none)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"the engine's command line (run by /bin/sh)",
     "a linha de comando do motor (corrida por /bin/sh)"},
    {"UCI_Variant to set (- = leave the engine's default)",
     "UCI_Variant a escolher (- = a do motor)"},
    {"variants file for the VariantPath option (- = none)",
     "ficheiro de variantes para a opção VariantPath (- = nenhum)"},
    {"milliseconds per move",
     "milissegundos por lance"},
    {"UCI_Elo with UCI_LimitStrength (Stockfish: 1350 to 2850; 0 = full strength)",
     "UCI_Elo com UCI_LimitStrength (Stockfish: 1350 a 2850; 0 = força máxima)"},
    {"more engine options, Name=value/Name=value (- = none)",
     "mais opções do motor, Nome=valor/Nome=valor (- = nenhuma)"},
    {NULL, NULL},
};


const tb_player_kind tb_player_uci = {
    .name = "uci",
    .label = "an external UCI engine",
    .label_pt = "um motor UCI externo",
    .help_pt = "um motor UCI externo (Fairy-Stockfish, Stockfish): cmd, variant, ini, movetime, "
               "elo, setoption",
    .params_pt = params_pt,
    .help = "an external UCI engine (Fairy-Stockfish, Stockfish): cmd, variant, ini, movetime, "
            "elo, setoption",
    .runs_program = true,
    .create = create,
    .choose = choose,
    .observe = observe,
    .destroy = destroy,
    .params = params,
};
