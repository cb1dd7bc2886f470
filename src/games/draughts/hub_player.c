/* The `hub` player: an external international-draughts engine that speaks the Hub protocol
 * (Scan's "hub" mode), run as a subprocess in its own folder, for matches. Each move: the
 * position ("pos" + side + 50 squares), the time a move ("time" in milliseconds), "go"; the
 * engine answers "move FROMxTOxTAKEN..." (info lines before it are skipped). The turn is
 * found among the legal ones by its squares and played one jump at a time. */
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
#include "games/draughts/draughts_engine.h"
#include "games/draughts/hub.h"
#include "tabula/player.h"
#include "tabula/family.h"

enum { LINE_CAP = 4096, MAX_TURNS = 512 };

typedef struct hub_player {
    pid_t pid;
    int fd;
    char cmd[256], dir[256];
    int movetime_ms;
    int depth; /* 0: none */
    char buf[LINE_CAP];
    size_t have;
    tb_action plan[DE_TURN_MAX];
    uint64_t plan_key[DE_TURN_MAX];
    int plan_len, plan_at;
} hub_player;

static bool send_line(hub_player *h, tb_error *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool send_line(hub_player *h, tb_error *err, const char *fmt, ...)
{
    char line[LINE_CAP];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0 || n >= (int)sizeof line - 1) {
        tb_error_set(err, "hub: command too long");
        return false;
    }
    line[n++] = '\n';
    for (int off = 0; off < n;) {
        ssize_t w = send(h->fd, line + off, (size_t)(n - off), MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            tb_error_set(err, "hub: engine '%s' is not running", h->cmd);
            return false;
        }
        off += (int)w;
    }
    return true;
}

static bool read_line(hub_player *h, char *line, size_t cap, double deadline, tb_error *err)
{
    for (;;) {
        char *nl = memchr(h->buf, '\n', h->have);
        if (nl) {
            size_t len = (size_t)(nl - h->buf);
            size_t copy = len < cap - 1 ? len : cap - 1;
            memcpy(line, h->buf, copy);
            line[copy] = '\0';
            if (copy && line[copy - 1] == '\r')
                line[copy - 1] = '\0';
            memmove(h->buf, nl + 1, h->have - len - 1);
            h->have -= len + 1;
            return true;
        }
        if (h->have == sizeof h->buf)
            h->have = 0; /* a line longer than the buffer: dropped */
        double left = deadline - tb_clock_seconds();
        struct pollfd p = {.fd = h->fd, .events = POLLIN};
        int ready = left > 0 ? poll(&p, 1, (int)(left * 1000) + 1) : 0;
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0) {
            tb_error_set(err, "hub: engine '%s' did not answer in time", h->cmd);
            return false;
        }
        ssize_t r = read(h->fd, h->buf + h->have, sizeof h->buf - h->have);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            tb_error_set(err, "hub: engine '%s' stopped", h->cmd);
            return false;
        }
        h->have += (size_t)r;
    }
}

static bool wait_for(hub_player *h, const char *word, char *line, size_t cap, double seconds,
                     tb_error *err)
{
    double deadline = tb_clock_seconds() + seconds;
    size_t n = strlen(word);
    while (read_line(h, line, cap, deadline, err)) {
        if (strncmp(line, "error", 5) == 0) {
            tb_error_set(err, "hub: engine '%s' said '%.200s'", h->cmd, line);
            return false;
        }
        if (strncmp(line, word, n) == 0 && (line[n] == '\0' || line[n] == ' '))
            return true;
    }
    return false;
}

static bool start(hub_player *h, tb_error *err)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        tb_error_set(err, "hub: cannot create a socket pair");
        return false;
    }
    char shell_cmd[300];
    snprintf(shell_cmd, sizeof shell_cmd, "exec %s", h->cmd);
    pid_t pid = fork();
    if (pid < 0) {
        close(sv[0]);
        close(sv[1]);
        tb_error_set(err, "hub: cannot start a process");
        return false;
    }
    if (pid == 0) { /* the child: the socket is its stdin and stdout, in its folder */
        int null = open("/dev/null", O_WRONLY);
        dup2(sv[1], 0);
        dup2(sv[1], 1);
        if (null >= 0)
            dup2(null, 2);
        if (strcmp(h->dir, "-") != 0 && chdir(h->dir) != 0)
            _exit(127);
        execl("/bin/sh", "sh", "-c", shell_cmd, (char *)NULL);
        _exit(127);
    }
    close(sv[1]);
    h->pid = pid;
    h->fd = sv[0];
    return true;
}

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    if (!draughts_is_bitboard(p->game) || !hub_position(p->game, NULL, NULL)) {
        tb_error_set(err, "the hub player plays international draughts (10x10)");
        return false;
    }
    hub_player *h = calloc(1, sizeof *h);
    if (!h) {
        tb_error_set(err, "out of memory");
        return false;
    }
    h->fd = -1;
    p->impl = h;
    const char *cmd = tb_options_get(params, "cmd"), *dir = tb_options_get(params, "dir");
    if (!cmd || !dir || strlen(cmd) >= sizeof h->cmd || strlen(dir) >= sizeof h->dir) {
        tb_error_set(err, "hub: cmd and dir must be shorter than %zu characters", sizeof h->cmd);
        return false;
    }
    snprintf(h->cmd, sizeof h->cmd, "%s", cmd);
    snprintf(h->dir, sizeof h->dir, "%s", dir);
    uint64_t ms;
    if (!tb_param_count(params, "movetime", 1, 3600000, &ms, err))
        return false;
    h->movetime_ms = (int)ms;
    uint64_t depth;
    if (!tb_param_count(params, "depth", 0, 99, &depth, err))
        return false;
    h->depth = (int)depth;
    char line[LINE_CAP];
    return start(h, err) && send_line(h, err, "hub") &&
           wait_for(h, "wait", line, sizeof line, 30, err) && send_line(h, err, "init") &&
           wait_for(h, "ready", line, sizeof line, 120, err) && send_line(h, err, "new");
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    hub_player *h = p->impl;
    uint64_t key = tb_game_hash(p->game, state);
    if (h->plan_at < h->plan_len && h->plan_key[h->plan_at] == key &&
        tb_game_is_legal(p->game, state, h->plan[h->plan_at])) {
        *out = h->plan[h->plan_at++];
        return true;
    }
    h->plan_len = h->plan_at = 0;
    char pos[64], line[LINE_CAP];
    if (!hub_position(p->game, state, pos)) {
        tb_error_set(err, "hub: a capture under way cannot be sent to the engine");
        return false;
    }
    if (!send_line(h, err, "pos %s", pos) || !send_line(h, err, "time %d", h->movetime_ms) ||
        (h->depth && !send_line(h, err, "depth %d", h->depth)) || !send_line(h, err, "go") ||
        !wait_for(h, "move", line, sizeof line, h->movetime_ms / 1000.0 * 4 + 10, err))
        return false;
    char move[128] = "";
    sscanf(line + 4, " %127s", move);
    de_turn *turns = malloc(MAX_TURNS * sizeof *turns);
    if (!turns) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int count = de_turns(p->game, state, turns, MAX_TURNS);
    int from, to, caps[DE_TURN_MAX], ncap, k = -1;
    if (de_turn_hub_parse(move, &from, &to, caps, &ncap))
        k = de_turn_find(turns, count, from, to, caps, ncap);
    if (k < 0) {
        tb_error_set(err, "hub: engine '%s' played '%.100s', not a legal turn here", h->cmd, move);
        free(turns);
        return false;
    }
    /* the rest of the turn, keyed by the states it will be played from */
    void *s = malloc(p->game->state_size);
    if (s) {
        memcpy(s, state, p->game->state_size);
        for (int i = 0; i < turns[k].n; i++) {
            if (i > 0) {
                h->plan_key[h->plan_len] = tb_game_hash(p->game, s);
                h->plan[h->plan_len++] = turns[k].actions[i];
            }
            p->game->variant->cls->apply(p->game, s, turns[k].actions[i]);
        }
    }
    free(s);
    *out = turns[k].actions[0];
    free(turns);
    return true;
}

static void destroy(tb_player *p)
{
    hub_player *h = p->impl;
    if (!h)
        return;
    if (h->fd >= 0) {
        send_line(h, NULL, "quit");
        close(h->fd);
    }
    if (h->pid > 0) {
        double deadline = tb_clock_seconds() + 1.0;
        while (waitpid(h->pid, NULL, WNOHANG) == 0) {
            if (tb_clock_seconds() > deadline) {
                kill(h->pid, SIGKILL);
                waitpid(h->pid, NULL, 0);
                break;
            }
            usleep(1000);
        }
    }
    free(h);
}

static const tb_option_def params[] = {
    {"cmd", "scan hub", "the engine's command line (run by /bin/sh)"},
    {"dir", "-", "the folder to run it in (Scan reads scan.ini and data/ there; - = here)"},
    {"movetime", "1000", "milliseconds per move"},
    {"depth", "0", "a depth limit sent to the engine as well (0 = none)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"the engine's command line (run by /bin/sh)", "a linha de comando do motor (corrida por /bin/sh)"},
    {"the folder to run it in (Scan reads scan.ini and data/ there; - = here)",
     "a pasta onde corre (o Scan lê aí scan.ini e data/; - = aqui)"},
    {"milliseconds per move", "milissegundos por lance"},
    {"a depth limit sent to the engine as well (0 = none)",
     "um limite de profundidade enviado também ao motor (0 = nenhum)"},
    {NULL, NULL},
};

const tb_player_kind tb_player_hub = {
    .name = "hub",
    .label = "an external Hub engine",
    .label_pt = "um motor Hub externo",
    .help_pt = "um motor Hub externo de damas internacionais (Scan): cmd, dir, movetime, depth",
    .params_pt = params_pt,
    .help = "an external Hub engine for international draughts (Scan): cmd, dir, movetime, depth",
    .runs_program = true,
    .create = create,
    .choose = choose,
    .destroy = destroy,
    .params = params,
};
