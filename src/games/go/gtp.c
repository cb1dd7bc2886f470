/* tabula gtp: the Go Text Protocol, version 2 (https://www.lysator.liu.se/~gunnar/gtp/), on
 * standard input and output, so Sabaki, GoGui and other engines can play tabula's Go.
 *
 * Commands: protocol_version, name, version, known_command, list_commands, quit, boardsize,
 * clear_board, komi, fixed_handicap, place_free_handicap, set_free_handicap, play, genmove,
 * undo, final_score, final_status_list, time_settings, time_left, kgs-genmove_cleanup,
 * showboard. Vertices are GTP's (columns A-T without I); the game inside is `go` with
 * dead=none (GTP scores after the game) and the player given by --player (default: the go
 * kind). A move of the colour not to move is preceded by a pass of the other colour, as GTP
 * allows consecutive moves of one colour.
 *
 * One player serves the whole session and is told of every move (tb_player_observe), so a
 * searching player starts each genmove from the subtree its last search left under the moves
 * played since (tree reuse). A new game (boardsize, clear_board, komi, handicap) or an undo,
 * which goes back past the root it kept, gives a new player. The extension tabula-tree_stats
 * says what the last genmove reused: "reused R visits V nodes N". */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "games/go/go.h"
#include "tabula/player.h"
#include "tabula/family.h"
#include "tabula/registry.h"

enum { MAX_ACTIONS = 4096 };
/* bounds of the time commands' numbers: a week, and stones a period */
#define MAX_GTP_SECONDS 604800.0
#define MAX_GTP_STONES 10000.0
static const char GTP_COLUMNS[] = "ABCDEFGHJKLMNOPQRST";

typedef struct gtp {
    int size;
    double komi;
    int handicap;
    bool handicap_free;
    tb_game *game;
    void *start, *state;
    tb_action actions[MAX_ACTIONS];
    int count;
    char player_spec[256];
    /* time: main time and Canadian byo-yomi, and what is left */
    double main_time, byo_time;
    int byo_stones;
    double left[2];
    int stones_left[2];
    bool timed;
    uint64_t seed;
    tb_player *player; /* the session's player (NULL: made at the next genmove) */
} gtp;

static const char *const COMMANDS[] = {"protocol_version",
                                       "name",
                                       "version",
                                       "known_command",
                                       "list_commands",
                                       "quit",
                                       "boardsize",
                                       "clear_board",
                                       "komi",
                                       "fixed_handicap",
                                       "place_free_handicap",
                                       "set_free_handicap",
                                       "play",
                                       "genmove",
                                       "undo",
                                       "final_score",
                                       "final_status_list",
                                       "time_settings",
                                       "time_left",
                                       "kgs-genmove_cleanup",
                                       "showboard",
                                       "tabula-tree_stats",
                                       NULL};

/* The player is made for one game: a new game or a step back starts a new one. */
static void drop_player(gtp *g)
{
    tb_player_free(g->player);
    g->player = NULL;
}

/* A number argument within [lo, hi]: NaN, infinities and trailing text refused, so that a
 * controller's value never reaches a conversion it could overflow. */
static bool read_number(const char *text, double lo, double hi, double *out)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end || !(v >= lo && v <= hi))
        return false;
    *out = v;
    return true;
}

/* A count of stones in a byo-yomi period: a whole number within the bound. */
static bool read_stones(const char *text, int *out)
{
    double v;
    if (!read_number(text, 0, MAX_GTP_STONES, &v) || v != (int)v)
        return false;
    *out = (int)v;
    return true;
}

static bool rebuild(gtp *g, char *why, size_t len)
{
    char options[256];
    snprintf(options, sizeof options, "size=%d,komi=%g,dead=none,handicap=%d,handicap_free=%s",
             g->size, g->komi, g->handicap, g->handicap_free ? "on" : "off");
    tb_error err = {{0}};
    tb_game *game = tb_game_new(tb_registry_find("go"), options, &err);
    if (!game) {
        snprintf(why, len, "%s", err.msg);
        return false;
    }
    drop_player(g);
    tb_game_free(g->game);
    free(g->start);
    free(g->state);
    g->game = game;
    g->start = tb_state_new(game);
    g->state = tb_state_new(game);
    g->count = 0;
    return true;
}

static void replay(gtp *g, int count)
{
    if (count < g->count)
        drop_player(g); /* the player's tree is rooted after the moves taken back */
    memcpy(g->state, g->start, g->game->state_size);
    for (int i = 0; i < count; i++)
        g->game->cls->apply(g->game, g->state, g->actions[i]);
    g->count = count;
}

static bool push(gtp *g, tb_action a)
{
    if (g->count >= MAX_ACTIONS || !tb_game_is_legal(g->game, g->state, a))
        return false;
    g->actions[g->count++] = a;
    if (g->player)
        tb_player_observe(g->player, g->state, a);
    g->game->cls->apply(g->game, g->state, a);
    return true;
}

static void vertex_name(const gtp *g, tb_action a, char *buf, size_t len)
{
    if (a == GO_ACT_PASS) {
        snprintf(buf, len, "pass");
        return;
    }
    if (a == GO_ACT_RESIGN) {
        snprintf(buf, len, "resign");
        return;
    }
    snprintf(buf, len, "%c%d", GTP_COLUMNS[(int)a % g->size], (int)a / g->size + 1);
}

/* A GTP vertex: point index, GO_ACT_PASS, or -1. */
static long read_vertex(const gtp *g, const char *v)
{
    if (strcasecmp(v, "pass") == 0)
        return GO_ACT_PASS;
    const char *col = strchr(GTP_COLUMNS, toupper((unsigned char)v[0]));
    if (!v[0] || !col || !isdigit((unsigned char)v[1]))
        return -1;
    int c = (int)(col - GTP_COLUMNS), r = atoi(v + 1);
    if (c >= g->size || r < 1 || r > g->size || strspn(v + 1, "0123456789") != strlen(v + 1))
        return -1;
    return (long)(r - 1) * g->size + c;
}

static int read_colour(const char *w)
{
    if (!w)
        return -1;
    if (strcasecmp(w, "b") == 0 || strcasecmp(w, "black") == 0)
        return GO_P_BLACK;
    if (strcasecmp(w, "w") == 0 || strcasecmp(w, "white") == 0)
        return GO_P_WHITE;
    return -1;
}

/* GTP lets one colour move twice: the other colour passes in between. */
static bool make_turn_of(gtp *g, int colour)
{
    if (tb_game_over(g->game, g->state))
        return false;
    if (g->game->cls->to_move(g->game, g->state) == colour)
        return true;
    return push(g, GO_ACT_PASS) && g->game->cls->to_move(g->game, g->state) == colour;
}

/* Seconds for this move from the time settings: the main time spread over the moves still to
 * come, or the byo-yomi period over its stones. */
static double move_seconds(const gtp *g, int colour)
{
    if (!g->timed)
        return 0;
    double left = g->left[colour];
    int stones = g->stones_left[colour];
    if (stones > 0)
        return left / stones * 0.8;
    int empty = 0;
    const go_state *s = g->state;
    for (int p = 0; p < g->size * g->size; p++)
        empty += s->board.stone[p] == GO_EMPTY;
    double t = left / (empty / 3.0 + 10);
    if (t < 0.05)
        t = 0.05;
    return t;
}

static bool genmove(gtp *g, int colour, bool cleanup, char *reply, size_t len)
{
    if (!make_turn_of(g, colour)) {
        snprintf(reply, len, "the game is over");
        return false;
    }
    double secs = move_seconds(g, colour);
    tb_error err = {{0}};
    /* the go player takes each move's time as it comes; another kind is made for each timed
     * move with its time in the spec */
    if (g->player && secs > 0 && !go_player_set_seconds(g->player, secs))
        drop_player(g);
    if (!g->player) {
        char spec[320];
        if (secs > 0)
            snprintf(spec, sizeof spec, "%s%stime=%dms", g->player_spec,
                     strchr(g->player_spec, ':') ? "," : ":", (int)(secs * 1000));
        else
            snprintf(spec, sizeof spec, "%s", g->player_spec);
        g->player = tb_player_new(g->game, spec, g->seed++, &err);
        if (!g->player) {
            snprintf(reply, len, "%s", err.msg);
            return false;
        }
    }
    tb_action a;
    if (!tb_player_choose(g->player, g->state, &a, &err)) {
        snprintf(reply, len, "%s", err.msg);
        return false;
    }
    if (cleanup && a == GO_ACT_PASS) {
        /* kgs-genmove_cleanup: no pass while the opponent has dead stones to take off */
        const go_config *cfg = go_config_of(g->game);
        tb_pointset dead;
        go_propose_dead(cfg, g->state, &dead);
        const go_state *s = g->state;
        go_groups groups;
        go_groups_compute(&cfg->graph, &s->board, &groups);
        for (int q = tb_pointset_next(&dead, 0); q >= 0; q = tb_pointset_next(&dead, q + 1)) {
            if (s->board.stone[q] == colour + 1)
                continue;
            /* a liberty of the dead group */
            tb_pointset libs;
            go_group(&cfg->graph, &s->board, q, NULL, &libs);
            for (int r = tb_pointset_next(&libs, 0); r >= 0; r = tb_pointset_next(&libs, r + 1))
                if (go_can_place(cfg, s, &groups, r)) {
                    a = (tb_action)r;
                    q = GO_MAX_POINTS;
                    break;
                }
            if (q == GO_MAX_POINTS)
                break;
        }
    }
    if (a != GO_ACT_RESIGN && !push(g, a)) {
        snprintf(reply, len, "the player chose an illegal move");
        return false;
    }
    vertex_name(g, a, reply, len);
    if (g->timed && g->stones_left[colour] > 0)
        g->stones_left[colour]--;
    return true;
}

static void final_score(gtp *g, char *reply, size_t len)
{
    const go_config *cfg = go_config_of(g->game);
    const go_state *s = g->state;
    if (s->resigned) {
        snprintf(reply, len, "%c+R", s->resigned == 1 ? 'W' : 'B');
        return;
    }
    tb_pointset dead;
    go_propose_dead(cfg, s, &dead);
    double score[2];
    go_score(cfg, s, &dead, score, NULL);
    double d = score[0] - score[1];
    if (d == 0)
        snprintf(reply, len, "0");
    else
        snprintf(reply, len, "%c+%g", d > 0 ? 'B' : 'W', fabs(d));
}

static void status_list(gtp *g, const char *which, char *reply, size_t len)
{
    const go_config *cfg = go_config_of(g->game);
    const go_state *s = g->state;
    tb_pointset dead;
    go_propose_dead(cfg, s, &dead);
    bool want_dead = strcmp(which, "dead") == 0, want_seki = strcmp(which, "seki") == 0;
    size_t n = 0;
    reply[0] = '\0';
    if (want_seki)
        return; /* seki groups are counted alive; none are listed apart */
    for (int p = 0; p < g->size * g->size && n + 8 < len; p++)
        if (s->board.stone[p] != GO_EMPTY && tb_pointset_has(&dead, p) == want_dead) {
            char v[8];
            vertex_name(g, (tb_action)p, v, sizeof v);
            n += (size_t)snprintf(reply + n, len - n, "%s%s", n ? " " : "", v);
        }
}

static void showboard(const gtp *g, char *reply, size_t len)
{
    const go_state *s = g->state;
    size_t n = (size_t)snprintf(reply, len, "\n");
    for (int r = g->size - 1; r >= 0 && n < len; r--) {
        n += (size_t)snprintf(reply + n, len - n, "%2d", r + 1);
        for (int c = 0; c < g->size && n < len; c++)
            n +=
                (size_t)snprintf(reply + n, len - n, " %c", ".XO"[s->board.stone[r * g->size + c]]);
        if (n < len)
            n += (size_t)snprintf(reply + n, len - n, "\n");
    }
    if (n < len)
        n += (size_t)snprintf(reply + n, len - n, "  ");
    for (int c = 0; c < g->size && n < len; c++)
        n += (size_t)snprintf(reply + n, len - n, " %c", GTP_COLUMNS[c]);
}

/* Handles one command; returns false on an error (reply is its message). */
static bool command(gtp *g, char *line, char *reply, size_t len, bool *quit)
{
    char *args[64], *save = NULL;
    int argc = 0;
    for (char *w = strtok_r(line, " \t", &save); w && argc < 64; w = strtok_r(NULL, " \t", &save))
        args[argc++] = w;
    const char *cmd = args[0];
    reply[0] = '\0';
    if (strcmp(cmd, "protocol_version") == 0) {
        snprintf(reply, len, "2");
    } else if (strcmp(cmd, "name") == 0) {
        snprintf(reply, len, "tabula");
    } else if (strcmp(cmd, "version") == 0) {
        snprintf(reply, len, "0.1");
    } else if (strcmp(cmd, "known_command") == 0) {
        bool known = false;
        for (int i = 0; argc > 1 && COMMANDS[i]; i++)
            known |= strcmp(COMMANDS[i], args[1]) == 0;
        snprintf(reply, len, known ? "true" : "false");
    } else if (strcmp(cmd, "list_commands") == 0) {
        size_t n = 0;
        for (int i = 0; COMMANDS[i]; i++)
            n += (size_t)snprintf(reply + n, len - n, "%s%s", i ? "\n" : "", COMMANDS[i]);
    } else if (strcmp(cmd, "quit") == 0) {
        *quit = true;
    } else if (strcmp(cmd, "boardsize") == 0) {
        int n = argc > 1 ? atoi(args[1]) : 0;
        if (n < 2 || n > 19) {
            snprintf(reply, len, "unacceptable size");
            return false;
        }
        g->size = n;
        g->handicap = 0;
        g->handicap_free = false;
        return rebuild(g, reply, len);
    } else if (strcmp(cmd, "clear_board") == 0) {
        g->handicap = 0;
        g->handicap_free = false;
        return rebuild(g, reply, len);
    } else if (strcmp(cmd, "komi") == 0) {
        double k, before = g->komi;
        if (argc < 2 || !read_number(args[1], -1000, 1000, &k)) {
            snprintf(reply, len, "syntax error");
            return false;
        }
        g->komi = k;
        /* keep the moves: same game, new komi */
        int count = g->count;
        tb_action saved[MAX_ACTIONS];
        memcpy(saved, g->actions, sizeof(tb_action) * (size_t)count);
        if (!rebuild(g, reply, len)) {
            g->komi = before;
            return false;
        }
        for (int i = 0; i < count; i++)
            push(g, saved[i]);
    } else if (strcmp(cmd, "fixed_handicap") == 0 || strcmp(cmd, "place_free_handicap") == 0) {
        int h = argc > 1 ? atoi(args[1]) : 0;
        if (g->count > 0 || ((go_state *)g->state)->board.hash != 0) {
            snprintf(reply, len, "board not empty");
            return false;
        }
        g->handicap = h;
        g->handicap_free = false;
        double komi = g->komi;
        if (h < 2 || !rebuild(g, reply, len)) {
            g->handicap = 0;
            rebuild(g, reply, len);
            snprintf(reply, len, "invalid number of stones");
            return false;
        }
        g->komi = komi;
        size_t n = 0;
        const go_state *s = g->state;
        for (int p = 0; p < g->size * g->size; p++)
            if (s->board.stone[p] == GO_BLACK) {
                char v[8];
                vertex_name(g, (tb_action)p, v, sizeof v);
                n += (size_t)snprintf(reply + n, len - n, "%s%s", n ? " " : "", v);
            }
    } else if (strcmp(cmd, "set_free_handicap") == 0) {
        if (g->count > 0 || ((go_state *)g->state)->board.hash != 0 || argc < 3) {
            snprintf(reply, len, argc < 3 ? "invalid number of stones" : "board not empty");
            return false;
        }
        g->handicap = argc - 1;
        g->handicap_free = true;
        if (!rebuild(g, reply, len))
            return false;
        for (int i = 1; i < argc; i++) {
            long v = read_vertex(g, args[i]);
            if (v < 0 || v == GO_ACT_PASS || !push(g, (tb_action)v)) {
                g->handicap = 0;
                g->handicap_free = false;
                rebuild(g, reply, len);
                snprintf(reply, len, "bad vertex list");
                return false;
            }
        }
    } else if (strcmp(cmd, "play") == 0) {
        int colour = read_colour(argc > 1 ? args[1] : NULL);
        long v = argc > 2 ? read_vertex(g, args[2]) : -1;
        if (colour < 0 || v < 0) {
            snprintf(reply, len, "syntax error");
            return false;
        }
        if (argc > 2 && strcasecmp(args[2], "resign") == 0)
            return true;
        int before = g->count;
        if (!make_turn_of(g, colour) || !push(g, (tb_action)v)) {
            replay(g, before);
            snprintf(reply, len, "illegal move");
            return false;
        }
    } else if (strcmp(cmd, "genmove") == 0 || strcmp(cmd, "kgs-genmove_cleanup") == 0) {
        int colour = read_colour(argc > 1 ? args[1] : NULL);
        if (colour < 0) {
            snprintf(reply, len, "syntax error");
            return false;
        }
        return genmove(g, colour, cmd[0] == 'k', reply, len);
    } else if (strcmp(cmd, "undo") == 0) {
        if (g->count == 0) {
            snprintf(reply, len, "cannot undo");
            return false;
        }
        int count = g->count - 1;
        /* an inserted pass goes with the move it made room for */
        replay(g, count);
    } else if (strcmp(cmd, "final_score") == 0) {
        final_score(g, reply, len);
    } else if (strcmp(cmd, "final_status_list") == 0) {
        if (argc < 2 ||
            (strcmp(args[1], "dead") && strcmp(args[1], "alive") && strcmp(args[1], "seki"))) {
            snprintf(reply, len, "syntax error");
            return false;
        }
        status_list(g, args[1], reply, len);
    } else if (strcmp(cmd, "time_settings") == 0) {
        double main_time, byo_time;
        int stones;
        if (argc < 4 || !read_number(args[1], 0, MAX_GTP_SECONDS, &main_time) ||
            !read_number(args[2], 0, MAX_GTP_SECONDS, &byo_time) ||
            !read_stones(args[3], &stones)) {
            snprintf(reply, len, "syntax error");
            return false;
        }
        g->main_time = main_time;
        g->byo_time = byo_time;
        g->byo_stones = stones;
        g->timed = g->main_time > 0 || g->byo_time > 0;
        for (int c = 0; c < 2; c++) {
            g->left[c] = g->main_time > 0 ? g->main_time : g->byo_time;
            g->stones_left[c] = g->main_time > 0 ? 0 : g->byo_stones;
        }
    } else if (strcmp(cmd, "time_left") == 0) {
        int colour = read_colour(argc > 1 ? args[1] : NULL);
        double left;
        int stones;
        if (colour < 0 || argc < 4 || !read_number(args[2], 0, MAX_GTP_SECONDS, &left) ||
            !read_stones(args[3], &stones)) {
            snprintf(reply, len, "syntax error");
            return false;
        }
        g->left[colour] = left;
        g->stones_left[colour] = stones;
        g->timed = true;
    } else if (strcmp(cmd, "showboard") == 0) {
        showboard(g, reply, len);
    } else if (strcmp(cmd, "tabula-tree_stats") == 0) {
        tb_search_stats st;
        if (!g->player || !tb_player_stats(g->player, &st)) {
            snprintf(reply, len, "no search yet");
            return false;
        }
        snprintf(reply, len, "reused %llu visits %llu nodes %llu",
                 (unsigned long long)st.reused_visits, (unsigned long long)st.visits,
                 (unsigned long long)st.nodes);
    } else {
        snprintf(reply, len, "unknown command");
        return false;
    }
    return true;
}

int go_gtp_command(int argc, char **argv)
{
    gtp *g = calloc(1, sizeof *g);
    g->size = 19;
    g->komi = 6.5;
    snprintf(g->player_spec, sizeof g->player_spec, "go");
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--player") == 0 && i + 1 < argc)
            snprintf(g->player_spec, sizeof g->player_spec, "%s", argv[++i]);
        else {
            free(g);
            tb_command_say("tabula: usage: tabula gtp [--player SPEC]", "tabula: uso: tabula gtp [--player JOGADOR]");
            return 2;
        }
    }
    char err[256];
    if (!rebuild(g, err, sizeof err)) {
        free(g);
        fprintf(stderr, "tabula: %s\n", err);
        return 1;
    }
    /* a player that cannot be made is refused now, not at the controller's first genmove */
    tb_error perr = {{0}};
    tb_player *check = tb_player_new(g->game, g->player_spec, 0, &perr);
    if (!check) {
        char text[512];
        tb_error_text(g->game, perr.msg, tb_command_portuguese(), text, sizeof text);
        fprintf(stderr, "tabula: %s\n", text);
        tb_game_free(g->game);
        free(g->start);
        free(g->state);
        free(g);
        return 2;
    }
    tb_player_free(check);
    char line[8192], reply[8192];
    bool quit = false;
    while (!quit && fgets(line, sizeof line, stdin)) {
        /* drop control characters and comments (GTP §2.2) */
        char clean[8192];
        size_t n = 0;
        for (char *p = line; *p && *p != '#'; p++)
            if (*p == '\t' || (unsigned char)*p >= 32)
                clean[n++] = *p == '\t' ? ' ' : *p;
        clean[n] = '\0';
        char *cmd = clean;
        while (*cmd == ' ')
            cmd++;
        if (!*cmd)
            continue;
        char id[32] = "";
        if (isdigit((unsigned char)*cmd)) {
            size_t k = strspn(cmd, "0123456789");
            snprintf(id, sizeof id, "%.*s", (int)(k < 20 ? k : 20), cmd);
            cmd += k;
            while (*cmd == ' ')
                cmd++;
        }
        if (!*cmd) {
            printf("?%s syntax error\n\n", id);
            fflush(stdout);
            continue;
        }
        bool ok = command(g, cmd, reply, sizeof reply, &quit);
        printf("%c%s%s%s\n\n", ok ? '=' : '?', id, reply[0] ? " " : "", reply);
        fflush(stdout);
    }
    drop_player(g);
    tb_game_free(g->game);
    free(g->start);
    free(g->state);
    free(g);
    return 0;
}
