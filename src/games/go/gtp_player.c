/* The `gtp` player: an external Go engine that speaks GTP v2 (GNU Go, Pachi, KataGo), run as
 * a subprocess, for `tabula match go ... gtp:cmd=...`.
 *
 * The player keeps the actions it has observed since the game's start; before each genmove it
 * sends the moves the engine has not seen (after boardsize, clear_board, komi and the
 * handicap stones when a new game starts). Vertices are GTP's (columns without I). In the
 * scoring phase the player accepts tabula's marks. Only `go` (square boards) can be played. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/clock.h"
#include "core/options.h"
#include "games/go/go.h"
#include "tabula/family.h"
#include "tabula/player.h"

extern const tb_game_class go_class;

enum { LINE_LEN = 8192, MAX_HISTORY = 4096 };
static const char GTP_COLUMNS[] = "ABCDEFGHJKLMNOPQRST";

typedef struct gtp_engine {
    pid_t pid;
    int fd;
    char cmd[256];
    double timeout;
    char buf[LINE_LEN];
    size_t have;
    tb_action history[MAX_HISTORY]; /* actions observed since the start */
    uint8_t colour[MAX_HISTORY];    /* who made each */
    int count;
    int sent;    /* history entries the engine has (-1: the engine needs a new game) */
    void *start; /* the start of the game observed */
} gtp_engine;

static bool send_line(gtp_engine *e, tb_error *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool send_line(gtp_engine *e, tb_error *err, const char *fmt, ...)
{
    char line[LINE_LEN];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0 || n >= (int)sizeof line - 1) {
        tb_error_set(err, "gtp: command too long");
        return false;
    }
    line[n++] = '\n';
    for (int off = 0; off < n;) {
        ssize_t w = send(e->fd, line + off, (size_t)(n - off), MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            tb_error_set(err, "gtp: engine '%s' is not running", e->cmd);
            return false;
        }
        off += (int)w;
    }
    return true;
}

static bool read_line(gtp_engine *e, char *line, size_t cap, double deadline, tb_error *err)
{
    for (;;) {
        char *nl = memchr(e->buf, '\n', e->have);
        if (nl) {
            size_t len = (size_t)(nl - e->buf), copy = len < cap - 1 ? len : cap - 1;
            memcpy(line, e->buf, copy);
            line[copy] = '\0';
            if (copy && line[copy - 1] == '\r')
                line[copy - 1] = '\0';
            memmove(e->buf, nl + 1, e->have - len - 1);
            e->have -= len + 1;
            return true;
        }
        if (e->have == sizeof e->buf)
            e->have = 0;
        double left = deadline - tb_clock_seconds();
        struct pollfd p = {.fd = e->fd, .events = POLLIN};
        int ready = left > 0 ? poll(&p, 1, (int)(left * 1000) + 1) : 0;
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0) {
            tb_error_set(err, "gtp: engine '%s' did not answer in time", e->cmd);
            return false;
        }
        ssize_t r = read(e->fd, e->buf + e->have, sizeof e->buf - e->have);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            tb_error_set(err, "gtp: engine '%s' stopped", e->cmd);
            return false;
        }
        e->have += (size_t)r;
    }
}

/* Sends a command and reads its answer ("= ..." or "? ..."); the answer's text after the
 * sign goes to `answer`. False on "?" or a dead engine. */
static bool ask(gtp_engine *e, char *answer, size_t cap, tb_error *err, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static bool ask(gtp_engine *e, char *answer, size_t cap, tb_error *err, const char *fmt, ...)
{
    char cmd[LINE_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    if (!send_line(e, err, "%s", cmd))
        return false;
    char line[LINE_LEN];
    double deadline = tb_clock_seconds() + e->timeout;
    do {
        if (!read_line(e, line, sizeof line, deadline, err))
            return false;
    } while (line[0] != '=' && line[0] != '?');
    bool ok = line[0] == '=';
    const char *text = line + 1;
    while (isdigit((unsigned char)*text))
        text++;
    while (*text == ' ')
        text++;
    if (answer && snprintf(answer, cap, "%s", text) >= (int)cap)
        answer[cap - 1] = '\0'; /* a long answer is cut; only its start is read */
    /* the empty line that ends the answer (multi-line answers are not used here) */
    while (read_line(e, line, sizeof line, deadline, err) && line[0] != '\0')
        ;
    if (!ok)
        tb_error_set(err, "gtp: engine '%s' refused '%s': %s", e->cmd, cmd, text);
    return ok;
}

static bool start(gtp_engine *e, tb_error *err)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        tb_error_set(err, "gtp: cannot create a socket pair");
        return false;
    }
    char shell_cmd[300];
    snprintf(shell_cmd, sizeof shell_cmd, "exec %s", e->cmd);
    pid_t pid = fork();
    if (pid < 0) {
        close(sv[0]);
        close(sv[1]);
        tb_error_set(err, "gtp: cannot start a process");
        return false;
    }
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(sv[1], 0);
        dup2(sv[1], 1);
        if (null >= 0)
            dup2(null, 2);
        execl("/bin/sh", "sh", "-c", shell_cmd, (char *)NULL);
        _exit(127);
    }
    close(sv[1]);
    e->pid = pid;
    e->fd = sv[0];
    return true;
}

static void vertex(const go_config *cfg, tb_action a, char *buf, size_t len)
{
    if (a == GO_ACT_PASS)
        snprintf(buf, len, "pass");
    else
        snprintf(buf, len, "%c%d", GTP_COLUMNS[(int)a % cfg->size], ((int)a / cfg->size + 1) % 100);
}

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    if (p->game->cls != &go_class || !go_config_of(p->game)->square) {
        tb_error_set(err, "the gtp player plays Go on square boards (go), not %s",
                     p->game->variant->id);
        return false;
    }
    gtp_engine *e = calloc(1, sizeof *e);
    if (!e) {
        tb_error_set(err, "out of memory");
        return false;
    }
    e->fd = -1;
    e->sent = -1;
    p->impl = e;
    snprintf(e->cmd, sizeof e->cmd, "%s", tb_options_get(params, "cmd"));
    int timeout;
    if (!tb_option_int(params, "timeout", 1, 36000, &timeout, err))
        return false;
    e->timeout = timeout;
    char answer[256];
    if (!start(e, err) || !ask(e, answer, sizeof answer, err, "protocol_version"))
        return false;
    return true;
}

static bool fresh_start(const go_state *s)
{
    return s->moves == 0 && s->turn <= 2 && s->passes == 0 && s->prisoners[0] == 0 &&
           s->prisoners[1] == 0;
}

static void observe(tb_player *p, const void *before, tb_action a)
{
    gtp_engine *e = p->impl;
    const go_state *s = before;
    if (fresh_start(s) && s->handicap_left == 0 && a < GO_ACT_PASS &&
        (e->count == 0 || !e->start || memcmp(e->start, before, p->game->state_size) == 0)) {
        /* the first stone of a (new) game */
        free(e->start);
        e->start = malloc(p->game->state_size);
        memcpy(e->start, before, p->game->state_size);
        e->count = 0;
        e->sent = -1;
    }
    if (!e->start) {
        e->start = malloc(p->game->state_size);
        memcpy(e->start, before, p->game->state_size);
    }
    if (e->count < MAX_HISTORY && (a < GO_ACT_PASS || a == GO_ACT_PASS)) {
        e->history[e->count] = a;
        e->colour[e->count++] = s->to_move;
    }
}

static bool new_game(gtp_engine *e, const tb_game *g, const void *start, tb_error *err)
{
    const go_config *cfg = go_config_of(g);
    const go_state *s = start;
    if (!ask(e, NULL, 0, err, "boardsize %d", cfg->size) || !ask(e, NULL, 0, err, "clear_board") ||
        !ask(e, NULL, 0, err, "komi %g", cfg->komi2 / 2.0))
        return false;
    char stones[LINE_LEN] = "";
    size_t n = 0;
    for (int q = 0; q < cfg->size * cfg->size; q++)
        if (s->board.stone[q] != GO_EMPTY) {
            char v[8];
            vertex(cfg, (tb_action)q, v, sizeof v);
            if (s->board.stone[q] == GO_BLACK)
                n += (size_t)snprintf(stones + n, sizeof stones - n, " %s", v);
            else if (!ask(e, NULL, 0, err, "play white %s", v))
                return false;
        }
    if (n && !ask(e, NULL, 0, err, "set_free_handicap%s", stones)) {
        /* engines without free handicap get the stones as black moves */
        char copy[LINE_LEN], *save = NULL;
        snprintf(copy, sizeof copy, "%s", stones);
        for (char *v = strtok_r(copy, " ", &save); v; v = strtok_r(NULL, " ", &save))
            if (!ask(e, NULL, 0, err, "play black %s", v))
                return false;
    }
    e->sent = 0;
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    gtp_engine *e = p->impl;
    const tb_game *g = p->game;
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    if (s->phase == GO_PHASE_SCORING) {
        *out = GO_ACT_ACCEPT;
        return true;
    }
    if (fresh_start(s) && s->handicap_left == 0 && s->board.hash == 0) {
        /* a new game that starts with this player */
        free(e->start);
        e->start = malloc(g->state_size);
        memcpy(e->start, state, g->state_size);
        e->count = 0;
        e->sent = -1;
    }
    if (!e->start) {
        e->start = malloc(g->state_size);
        memcpy(e->start, state, g->state_size);
        e->count = 0;
    }
    if (e->sent < 0 && !new_game(e, g, e->start, err))
        return false;
    for (; e->sent < e->count; e->sent++) {
        char v[8];
        vertex(cfg, e->history[e->sent], v, sizeof v);
        if (!ask(e, NULL, 0, err, "play %s %s", e->colour[e->sent] ? "white" : "black", v))
            return false;
    }
    char answer[256];
    if (!ask(e, answer, sizeof answer, err, "genmove %s", s->to_move ? "white" : "black"))
        return false;
    /* the engine played it: it is part of its game now */
    if (strcasecmp(answer, "resign") == 0) {
        e->sent = -1; /* whatever comes next starts again */
        *out = GO_ACT_RESIGN;
        return true;
    }
    tb_action a;
    if (strcasecmp(answer, "pass") == 0)
        a = GO_ACT_PASS;
    else {
        const char *col = strchr(GTP_COLUMNS, toupper((unsigned char)answer[0]));
        int c = col ? (int)(col - GTP_COLUMNS) : -1, r = atoi(answer + 1);
        if (!col || c >= cfg->size || r < 1 || r > cfg->size) {
            tb_error_set(err, "gtp: engine '%s' answered '%s'", e->cmd, answer);
            return false;
        }
        a = (tb_action)((r - 1) * cfg->size + c);
    }
    *out = a;
    /* observe() will record this move; the engine has it already */
    e->sent++;
    return true;
}

static void destroy(tb_player *p)
{
    gtp_engine *e = p->impl;
    if (!e)
        return;
    if (e->fd >= 0) {
        send_line(e, NULL, "quit");
        close(e->fd);
    }
    if (e->pid > 0) {
        double deadline = tb_clock_seconds() + 1.0;
        while (waitpid(e->pid, NULL, WNOHANG) == 0) {
            if (tb_clock_seconds() > deadline) {
                kill(e->pid, SIGKILL);
                waitpid(e->pid, NULL, 0);
                break;
            }
            usleep(1000);
        }
    }
    free(e->start);
    free(e);
}

static const tb_option_def params[] = {
    {"cmd", "gnugo --mode gtp", "the engine's command line (run by /bin/sh)"},
    {"timeout", "600", "seconds to wait for an answer"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"the engine's command line (run by /bin/sh)",
     "a linha de comando do motor (corrida por /bin/sh)"},
    {"seconds to wait for an answer",
     "segundos à espera de uma resposta"},
    {NULL, NULL},
};


const tb_player_kind tb_player_gtp = {
    .name = "gtp",
    .label = "an external GTP engine",
    .label_pt = "um motor GTP externo",
    .help_pt = "um motor de Go externo que fala GTP (GNU Go, Pachi): cmd, timeout",
    .params_pt = params_pt,
    .help = "an external Go engine speaking GTP (GNU Go, Pachi): cmd, timeout",
    .runs_program = true,
    .create = create,
    .choose = choose,
    .observe = observe,
    .destroy = destroy,
    .params = params,
};
