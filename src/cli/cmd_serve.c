/* tabula serve: the web application on localhost (docs/API.md). Runs until SIGINT or
 * SIGTERM, then stops taking requests, lets the computer players that are thinking finish,
 * and closes the storage. */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/commands.h"
#include "server/server.h"

#define DEFAULT_PORT 8080
#define PORTS_TRIED 20 /* without --port: 8080, else the first free one up to 8099 */

static const char usage[] =
    "usage: tabula serve [--port N] [--data FILE] [--threads N] [--engine NAME=SPEC]...\n"
    "  --port 0: any free port; --engine offers the player SPEC (it may run a program, as\n"
    "  uci:cmd=stockfish does) to the browser and the API as the level NAME";
static const char usage_pt[] =
    "usage: tabula serve [--port N] [--data FILE] [--threads N] [--engine NAME=SPEC]...\n"
    "  --port 0: qualquer porta livre; --engine oferece o jogador JOGADOR (que pode correr um\n"
    "  programa, como uci:cmd=stockfish) ao navegador e à API como o nível NOME";

/* mkdir -p of the folders above `path`. */
static bool make_parent_dirs(const char *path)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST)
            return false;
        *p = '/';
    }
    return true;
}

/* $XDG_DATA_HOME/tabula/games.sqlite, else ~/.local/share/tabula/games.sqlite. */
static bool default_data_path(char *out, size_t len)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, len, "%s/tabula/games.sqlite", xdg);
    else if (home && *home)
        n = snprintf(out, len, "%s/.local/share/tabula/games.sqlite", home);
    else
        return false;
    return n > 0 && (size_t)n < len;
}

int cmd_serve(int argc, char **argv)
{
    long port = -1, threads = 2;
    const char *data = NULL;
    const char *engines[SRV_MAX_LEVELS];
    int num_engines = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes_value = strcmp(arg, "--port") == 0 || strcmp(arg, "--data") == 0 ||
                           strcmp(arg, "--threads") == 0 || strcmp(arg, "--engine") == 0;
        if (takes_value && !val)
            return cli_fail(2, "%s needs a value\n%s", arg, T(usage, usage_pt));
        if (strcmp(arg, "--port") == 0) {
            if (!cli_parse_count(val, 65535, &port))
                return cli_fail(2, "--port: expected a port from 0 to 65535, got '%s'", val);
        } else if (strcmp(arg, "--data") == 0) {
            data = val;
        } else if (strcmp(arg, "--threads") == 0) {
            if (!cli_parse_count(val, 64, &threads) || threads < 1)
                return cli_fail(2, "--threads: expected 1 to 64, got '%s'", val);
        } else if (strcmp(arg, "--engine") == 0) {
            if (!strchr(val, '=') || num_engines == SRV_MAX_LEVELS)
                return cli_fail(2, "--engine: expected NAME=SPEC, got '%s'", val);
            engines[num_engines++] = val;
        } else {
            return cli_fail(2, "unexpected argument '%s'\n%s", arg, T(usage, usage_pt));
        }
        i += takes_value;
    }
    char path[PATH_MAX];
    if (data) {
        snprintf(path, sizeof path, "%s", data);
    } else if (!default_data_path(path, sizeof path) || !make_parent_dirs(path)) {
        return cli_fail(1, "no folder for the games: give --data FILE");
    }

    /* Every thread started from here on inherits the blocked signals; this thread waits
     * for them. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);

    static srv_server srv; /* big (the web folder's path): not on the stack */
    memset(&srv, 0, sizeof srv);
    tb_error err = {{0}};
    static_find_web_dir(srv.web_dir, sizeof srv.web_dir);
    srv_levels_init(&srv);
    for (int i = 0; i < num_engines; i++) {
        char id[64];
        size_t n = strcspn(engines[i], "=");
        snprintf(id, sizeof id, "%.*s", (int)(n < sizeof id ? n : sizeof id - 1), engines[i]);
        if (n >= sizeof id || !srv_add_level(&srv, id, engines[i] + n + 1, &err))
            return cli_fail(2, "%s", n >= sizeof id ? "--engine: the name is too long" : err.msg);
    }
    if (!srv_open(&srv, path, (int)threads, &err))
        return cli_fail(1, "%s", err.msg);
    fprintf(stderr, "tabula: %zu stored games, data in %s\n", srv.count, path);
    srv_http *http = NULL;
    int bound = 0;
    if (port >= 0) {
        http = http_start(&srv, (int)port, &bound, &err);
    } else {
        for (int p = DEFAULT_PORT; !http && p < DEFAULT_PORT + PORTS_TRIED; p++)
            http = http_start(&srv, p, &bound, &err);
    }
    if (!http) {
        srv_close(&srv);
        return cli_fail(1, "%s", err.msg);
    }
    if (!srv.web_dir[0])
        fprintf(stderr, "tabula: web/ not found (set TABULA_WEB_DIR); serving a placeholder "
                        "page\n");
    printf("tabula: open http://127.0.0.1:%d/\n", bound);
    fflush(stdout);

    int sig = 0;
    sigwait(&stop, &sig);
    fprintf(stderr, "tabula: stopping\n");
    srv_set_stopping(&srv); /* analyses give up, so their connections end */
    http_stop(http);
    srv_close(&srv);
    return 0;
}
