/* An outside engine run as a subprocess (core/engine_process.h): argv only, lines with
 * deadlines, a clean stop. posix_spawn rather than fork: the server starts engines from
 * threads, and glibc's posix_spawn reports a program that cannot be run as an error code. */
#define _GNU_SOURCE /* posix_spawn_file_actions_addchdir_np (glibc 2.29) */
#include "core/engine_process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/clock.h"

extern char **environ;

struct tb_engine {
    pid_t pid;  /* -1 once reaped */
    int status; /* its wait status, once reaped */
    int fd;
    bool skipping; /* inside a line longer than the buffer: dropped up to its newline */
    char who[16];
    char cmd[TB_ENGINE_CMD_MAX];
    char buf[TB_ENGINE_LINE_MAX]; /* bytes read but not yet returned as lines */
    size_t have;
};

/* Splits `cmd` into words in `store`: blanks separate them, quotes group them. */
static bool split_words(const char *who, const char *cmd, char *store, char **argv, int *argc,
                        tb_error *err)
{
    int n = 0;
    char *out = store;
    for (const char *c = cmd;;) {
        while (*c == ' ' || *c == '\t')
            c++;
        if (!*c)
            break;
        if (n == TB_ENGINE_ARGS_MAX) {
            tb_error_set(err, "%s: the command has more than %d words", who, TB_ENGINE_ARGS_MAX);
            return false;
        }
        argv[n++] = out;
        while (*c && *c != ' ' && *c != '\t') {
            if (*c == '\'' || *c == '"') {
                const char *close = strchr(c + 1, *c);
                if (!close) {
                    tb_error_set(err, "%s: the command '%s' has an unclosed %c", who, cmd, *c);
                    return false;
                }
                memcpy(out, c + 1, (size_t)(close - c - 1));
                out += close - c - 1;
                c = close + 1;
            } else
                *out++ = *c++;
        }
        *out++ = '\0';
    }
    if (n == 0) {
        tb_error_set(err, "%s: no engine command given", who);
        return false;
    }
    argv[n] = NULL;
    *argc = n;
    return true;
}

/* Spawns argv with `fd` as its stdin and stdout; 0 or an errno. */
static int spawn(char **argv, const char *dir, int fd, pid_t *pid)
{
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    int rc = posix_spawn_file_actions_init(&actions);
    if (rc)
        return rc;
    rc = posix_spawnattr_init(&attr);
    if (rc) {
        posix_spawn_file_actions_destroy(&actions);
        return rc;
    }
    /* the engine starts with no blocked signal and SIGPIPE as it should be */
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    if (!rc)
        rc = posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    if (!rc)
        rc = posix_spawnattr_setsigmask(&attr, &none);
    if (!rc)
        rc = posix_spawnattr_setsigdefault(&attr, &defaults);
    if (!rc)
        rc = posix_spawn_file_actions_adddup2(&actions, fd, 0);
    if (!rc)
        rc = posix_spawn_file_actions_adddup2(&actions, fd, 1);
    if (!rc)
        rc = posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    if (!rc && dir)
        rc = posix_spawn_file_actions_addchdir_np(&actions, dir);
    if (!rc)
        rc = posix_spawnp(pid, argv[0], &actions, &attr, argv, environ);
    posix_spawnattr_destroy(&attr);
    posix_spawn_file_actions_destroy(&actions);
    return rc;
}

tb_engine *tb_engine_start(const char *who, const char *cmd, const char *dir, tb_error *err)
{
    if (!cmd || strlen(cmd) >= TB_ENGINE_CMD_MAX) {
        tb_error_set(err, "%s: the engine command must be shorter than %d characters", who,
                     TB_ENGINE_CMD_MAX);
        return NULL;
    }
    char store[TB_ENGINE_CMD_MAX + TB_ENGINE_ARGS_MAX], *argv[TB_ENGINE_ARGS_MAX + 1];
    int argc;
    if (!split_words(who, cmd, store, argv, &argc, err))
        return NULL;
    if (dir && access(dir, X_OK) != 0) {
        tb_error_set(err, "%s: cannot enter the folder '%s' to run '%s': %s", who, dir, cmd,
                     strerror(errno));
        return NULL;
    }
    tb_engine *e = calloc(1, sizeof *e);
    if (!e) {
        tb_error_set(err, "out of memory");
        return NULL;
    }
    snprintf(e->who, sizeof e->who, "%s", who);
    snprintf(e->cmd, sizeof e->cmd, "%s", cmd);
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        tb_error_set(err, "%s: cannot create a socket pair", who);
        free(e);
        return NULL;
    }
    int rc = spawn(argv, dir, sv[1], &e->pid);
    close(sv[1]);
    if (rc) {
        tb_error_set(err, "%s: cannot run '%s': %s", who, cmd, strerror(rc));
        close(sv[0]);
        free(e);
        return NULL;
    }
    e->fd = sv[0];
    return e;
}

static void stopped(tb_engine *e, tb_error *err);

bool tb_engine_send(tb_engine *e, tb_error *err, const char *fmt, ...)
{
    char line[TB_ENGINE_LINE_MAX];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0 || n >= (int)sizeof line - 1) {
        tb_error_set(err, "%s: command too long", e->who);
        return false;
    }
    line[n++] = '\n';
    for (int off = 0; off < n;) {
        ssize_t w = e->fd < 0 ? -1 : send(e->fd, line + off, (size_t)(n - off), MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0 && e->fd >= 0) { /* it closed its end (exited): say how it ended */
            stopped(e, err);
            return false;
        }
        if (w <= 0) {
            tb_error_set(err, "%s: engine '%s' is not running", e->who, e->cmd);
            return false;
        }
        off += (int)w;
    }
    return true;
}

/* Reaps the engine if it has exited within `seconds`; true when it is reaped. */
static bool reap(tb_engine *e, double seconds)
{
    if (e->pid < 0)
        return true;
    double deadline = tb_clock_seconds() + seconds;
    for (;;) {
        pid_t r = waitpid(e->pid, &e->status, WNOHANG);
        if (r == e->pid || (r < 0 && errno != EINTR)) {
            if (r < 0)
                e->status = -1; /* reaped by someone else: how it ended is not known */
            e->pid = -1;
            return true;
        }
        if (tb_clock_seconds() > deadline)
            return false;
        nanosleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
    }
}

/* The engine closed its end: says how it ended when it has. */
static void stopped(tb_engine *e, tb_error *err)
{
    if (reap(e, 1.0) && WIFEXITED(e->status))
        tb_error_set(err, "%s: engine '%s' stopped (exit status %d)", e->who, e->cmd,
                     WEXITSTATUS(e->status));
    else if (e->pid < 0 && WIFSIGNALED(e->status))
        tb_error_set(err, "%s: engine '%s' stopped (signal %d)", e->who, e->cmd,
                     WTERMSIG(e->status));
    else
        tb_error_set(err, "%s: engine '%s' stopped", e->who, e->cmd);
}

bool tb_engine_read_line(tb_engine *e, char *line, size_t cap, double deadline, tb_error *err)
{
    for (;;) {
        char *nl = memchr(e->buf, '\n', e->have);
        if (nl) {
            size_t len = (size_t)(nl - e->buf);
            bool dropped = e->skipping;
            e->skipping = false;
            if (!dropped) {
                size_t copy = len < cap - 1 ? len : cap - 1;
                memcpy(line, e->buf, copy);
                line[copy] = '\0';
                if (copy && line[copy - 1] == '\r')
                    line[copy - 1] = '\0';
            }
            memmove(e->buf, nl + 1, e->have - len - 1);
            e->have -= len + 1;
            if (!dropped)
                return true;
            continue;
        }
        if (e->have == sizeof e->buf) { /* a line longer than the buffer: dropped whole */
            e->have = 0;
            e->skipping = true;
        }
        double left = deadline - tb_clock_seconds();
        struct pollfd p = {.fd = e->fd, .events = POLLIN};
        int ready = left > 0 ? poll(&p, 1, (int)(left * 1000) + 1) : 0;
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0) {
            tb_error_set(err, "%s: engine '%s' did not answer in time", e->who, e->cmd);
            return false;
        }
        ssize_t r = read(e->fd, e->buf + e->have, sizeof e->buf - e->have);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            stopped(e, err);
            return false;
        }
        e->have += (size_t)r;
    }
}

bool tb_engine_wait_for(tb_engine *e, const char *word, const char *refuse, char *line, size_t cap,
                        double seconds, tb_error *err)
{
    double deadline = tb_clock_seconds() + seconds;
    size_t n = strlen(word), nr = refuse ? strlen(refuse) : 0;
    while (tb_engine_read_line(e, line, cap, deadline, err)) {
        if (refuse && strncmp(line, refuse, nr) == 0) {
            tb_error_set(err, "%s: engine '%s' said '%.200s'", e->who, e->cmd, line);
            return false;
        }
        if (strncmp(line, word, n) == 0 && (line[n] == '\0' || line[n] == ' '))
            return true;
    }
    return false;
}

const char *tb_engine_command(const tb_engine *e)
{
    return e->cmd;
}

pid_t tb_engine_pid(const tb_engine *e)
{
    return e->pid;
}

void tb_engine_stop(tb_engine *e, const char *last_line)
{
    if (!e)
        return;
    if (last_line)
        tb_engine_send(e, NULL, "%s", last_line);
    close(e->fd);
    e->fd = -1;
    /* a moment to quit, then it is stopped */
    if (!reap(e, 1.0)) {
        kill(e->pid, SIGKILL);
        while (waitpid(e->pid, NULL, 0) < 0 && errno == EINTR)
            ;
    }
    free(e);
}
