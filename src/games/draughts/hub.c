/* `tabula hub`: the draughts engine behind the Hub protocol, the line protocol between
 * international-draughts GUIs and engines, in the dialect Scan 2.0 speaks:
 *
 *   hub            -> name, author, then "wait"
 *   init           -> "ready"
 *   new / start    a new game / the start position
 *   pos TEXT       a position: side to move then squares 1..50 (hub_position)
 *   move M         plays M ("32-28", "28x19x23": from, to, then the pieces taken)
 *   time MS        a fixed time a move; level MOVES MS INC: a clock; depth D: a depth;
 *                  nodes N: a node budget (tabula's own, for matches at equal nodes)
 *   go, ponder     -> "info ..." lines, then "move M [PONDER]"
 *   analyse        the same, with no limit but `stop`
 *   stop           ends the search under way: its move comes at once
 *   ping -> pong;  set NAME VALUE, ponder-hit: accepted; quit
 *
 * The search runs in a thread of its own, so the session keeps reading while the engine
 * thinks: `stop`, `ping` and `quit` are answered at once; any other command waits for the
 * search to end. `tabula hub --egtb DIR` reads endgame tables built by `tabula egtb`.
 *
 * Input is a peer's data: lines longer than LINE_CAP are refused whole; anything else not
 * understood gets "error ..." and changes nothing. */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/draughts/draughts_egtb.h"
#include "games/draughts/draughts_engine.h"
#include "games/draughts/hub.h"
#include "tabula/family.h"
#include "tabula/registry.h"

enum { LINE_CAP = 4096, MAX_TURNS = 512 };

bool hub_position(const tb_game *game, const void *state, char *out)
{
    draughts_geometry geo;
    if (!draughts_is_bitboard(game))
        return false;
    draughts_geometry_of(game, &geo);
    if (geo.n != 10 || geo.nsq != 50 || geo.ortho)
        return false;
    if (!state)
        return true;
    if (game->variant->cls->mid_turn(game, state))
        return false;
    signed char cells[DRAUGHTS_MAX_SQUARES];
    draughts_cells_of(game, state, cells);
    out[0] = game->variant->cls->to_move(game, state) == 0 ? 'w' : 'b';
    for (int s = 0; s < 50; s++) {
        int num = geo.number[s];
        out[num] = cells[s] == 1 ? 'w' : cells[s] == 2 ? 'W' : cells[s] == -1 ? 'b' : cells[s] == -2 ? 'B' : 'e';
    }
    out[51] = '\0';
    return true;
}

bool hub_position_read(const tb_game *game, const char *text, void *state, tb_error *err)
{
    if (strlen(text) != 51 || (text[0] != 'w' && text[0] != 'b')) {
        tb_error_set(err, "bad position: expected w or b then 50 squares of e, w, b, W, B");
        return false;
    }
    char fen[512];
    size_t k = 0;
    k += (size_t)snprintf(fen + k, sizeof fen - k, "%c", text[0] == 'w' ? 'W' : 'B');
    for (int c = 0; c < 2; c++) {
        char man = c ? 'b' : 'w', king = c ? 'B' : 'W';
        k += (size_t)snprintf(fen + k, sizeof fen - k, ":%c", c ? 'B' : 'W');
        bool first = true;
        for (int i = 1; i <= 50; i++) {
            char ch = text[i];
            if (ch != 'e' && ch != 'w' && ch != 'b' && ch != 'W' && ch != 'B') {
                tb_error_set(err, "bad position: square %d is '%c'", i, ch);
                return false;
            }
            if (ch != man && ch != king)
                continue;
            k += (size_t)snprintf(fen + k, sizeof fen - k, "%s%s%d", first ? "" : ",",
                                  ch == king ? "K" : "", i);
            first = false;
        }
    }
    return tb_game_parse_position(game, fen, state, err);
}

/* The Hub text of the line actions[0..n) from `state`: whole turns, space-separated. */
static void line_text(const tb_game *game, const void *state, const tb_action *actions, int n,
                      char *buf, size_t len)
{
    const tb_game_class *cls = game->variant->cls;
    void *s = malloc(game->state_size);
    size_t k = 0;
    buf[0] = '\0';
    if (!s)
        return;
    memcpy(s, state, game->state_size);
    draughts_geometry geo;
    draughts_geometry_of(game, &geo);
    for (int i = 0; i < n;) {
        de_turn t = {0};
        signed char before[DRAUGHTS_MAX_SQUARES], after[DRAUGHTS_MAX_SQUARES];
        draughts_cells_of(game, s, before);
        int side = cls->to_move(game, s), from, to, x;
        draughts_action_squares(actions[i], &from, &x);
        do {
            draughts_action_squares(actions[i], &x, &to);
            cls->apply(game, s, actions[i++]);
        } while (i < n && cls->mid_turn(game, s) && cls->to_move(game, s) == side);
        if (cls->mid_turn(game, s))
            break; /* the line stops inside a turn */
        draughts_cells_of(game, s, after);
        t.from = geo.number[from];
        t.to = geo.number[to];
        int sign = side == 0 ? 1 : -1;
        for (int q = 1; q <= 50; q++)
            for (int sq = 0; sq < geo.nsq; sq++)
                if (geo.number[sq] == q && before[sq] * sign < 0 && after[sq] == 0)
                    t.caps[t.ncap++] = q;
        char one[256];
        de_turn_hub_text(&t, one, sizeof one);
        int w = snprintf(buf + k, len - k, "%s%s", k ? " " : "", one);
        if (w < 0 || (size_t)w >= len - k)
            break;
        k += (size_t)w;
    }
    free(s);
}

typedef struct hub_session {
    tb_game *game;
    void *state;
    de_engine *engine;
    de_egtb *egtb;
    double move_time;
    bool move_share; /* move_time is a share of a clock (`level`): half of it is kept back */
    int depth;
    uint64_t nodes;       /* 0: none */
    bool infinite;        /* analyse: until stop */
    pthread_t thread;     /* the search under way, while searching */
    bool searching;
    volatile int stop;    /* set by the reader: the search ends */
    pthread_mutex_t out;  /* one line at a time on standard output */
} hub_session;

static void say(hub_session *h, const char *line)
{
    pthread_mutex_lock(&h->out);
    fputs(line, stdout);
    fflush(stdout);
    pthread_mutex_unlock(&h->out);
}

static void info(void *ctx, const de_result *res)
{
    hub_session *h = ctx;
    char pv[1024], line[1200];
    line_text(h->game, h->state, res->pv, res->pv_len, pv, sizeof pv);
    double speed = res->seconds > 0 ? (double)res->nodes / res->seconds / 1e6 : 0;
    snprintf(line, sizeof line, "info %d %d %d %llu %.2f %.1f %s\n", res->depth, res->depth,
             res->score, (unsigned long long)res->nodes, res->seconds, speed, pv);
    say(h, line);
}

/* Plays a Hub move in the session's position; false (and an "error" line) when it is not
 * a legal turn. */
static void play_move(hub_session *h, const char *text)
{
    int from, to, caps[DE_TURN_MAX], ncap;
    if (!text || !de_turn_hub_parse(text, &from, &to, caps, &ncap)) {
        printf("error bad move\n");
        return;
    }
    de_turn *turns = malloc(MAX_TURNS * sizeof *turns);
    int count = turns ? de_turns(h->game, h->state, turns, MAX_TURNS) : -1;
    /* "28x19" without the pieces taken names a capture when only one goes so */
    int k = count < 0 ? -1 : de_turn_find(turns, count, from, to, caps, ncap ? ncap : -1);
    if (k < 0 && ncap == 0 && count > 0)
        k = de_turn_find(turns, count, from, to, caps, 0);
    if (k < 0)
        printf("error illegal move\n");
    else
        for (int i = 0; i < turns[k].n; i++)
            h->game->variant->cls->apply(h->game, h->state, turns[k].actions[i]);
    free(turns);
}

static void *search_thread(void *arg)
{
    hub_session *h = arg;
    de_result res;
    bool timed = !h->depth && !h->nodes && !h->infinite;
    de_limits limits = {.depth = h->depth,
                        .nodes = h->nodes,
                        .soft = timed && h->move_share ? h->move_time * 0.5 : 0,
                        .hard = timed ? h->move_time : 0};
    if (!de_search(h->engine, h->state, &limits, &res)) {
        say(h, "error no legal move\n");
        return NULL;
    }
    if (res.pv_len == 0 || res.pv[0] != res.move) {
        res.pv[0] = res.move;
        res.pv_len = 1;
    }
    /* the whole first turn: the line's actions while the same side keeps the move */
    char text[1024], line[1100];
    line_text(h->game, h->state, res.pv, res.pv_len, text, sizeof text);
    if (!text[0]) {
        say(h, "error no legal move\n");
        return NULL;
    }
    /* the move and the expected reply (ponder) */
    char *space = strchr(text, ' ');
    if (space) {
        char *second = strchr(space + 1, ' ');
        if (second)
            *second = '\0';
    }
    snprintf(line, sizeof line, "move %s\n", text);
    say(h, line);
    return NULL;
}

/* Waits for the search under way to end (asking it to, with `stop`). */
static void finish_search(hub_session *h, bool stop)
{
    if (!h->searching)
        return;
    if (stop)
        h->stop = 1;
    pthread_join(h->thread, NULL);
    h->searching = false;
}

static void go(hub_session *h, bool infinite)
{
    h->stop = 0;
    h->infinite = infinite;
    if (pthread_create(&h->thread, NULL, search_thread, h) != 0) {
        say(h, "error cannot start the search\n");
        return;
    }
    h->searching = true;
}

static bool all_digits(const char *s)
{
    if (!s || !*s)
        return false;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s))
            return false;
    return true;
}

int tb_draughts_hub(int argc, char **argv)
{
    const char *variant = "draughts", *egtb_dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--egtb") == 0 && i + 1 < argc) {
            egtb_dir = argv[++i];
        } else if (i == 1 && argv[i][0] != '-') {
            variant = argv[i];
        } else {
            tb_command_say("usage: tabula hub [GAME] [--egtb DIR]  (international draughts by "
                           "default; DIR: endgame tables built by tabula egtb)",
                           "uso: tabula hub [JOGO] [--egtb PASTA]  (as damas internacionais por "
                           "omissão; PASTA: tabelas de finais construídas por tabula egtb)");
            return 2;
        }
    }
    const tb_variant *v = tb_registry_find(variant);
    tb_error err = {{0}};
    hub_session h = {0};
    h.game = v ? tb_game_new(v, NULL, &err) : NULL;
    if (!h.game || !hub_position(h.game, NULL, NULL)) {
        tb_command_say("tabula hub: %s is not a 10x10 numbered draughts game",
                       "tabula hub: %s não é um jogo de damas 10x10 de casas numeradas", variant);
        tb_game_free(h.game);
        return 2;
    }
    h.state = tb_state_new(h.game);
    h.engine = de_engine_new(h.game, 64);
    h.move_time = 1.0;
    if (!h.state || !h.engine) {
        tb_command_say("tabula hub: out of memory", "tabula hub: memória esgotada");
        free(h.state);
        de_engine_free(h.engine);
        tb_game_free(h.game);
        return 1;
    }
    if (egtb_dir) {
        h.egtb = de_egtb_open(h.game, egtb_dir, DE_EGTB_MAX_PIECES, false, &err);
        if (!h.egtb) {
            char said[TB_ERROR_LEN * 2];
            tb_error_text(h.game, err.msg, tb_command_portuguese(), said, sizeof said);
            fprintf(stderr, "tabula hub: %s\n", said);
            free(h.state);
            de_engine_free(h.engine);
            tb_game_free(h.game);
            return 2;
        }
        de_engine_set_egtb(h.engine, h.egtb);
    }
    pthread_mutex_init(&h.out, NULL);
    de_engine_set_info(h.engine, info, &h);
    de_engine_set_stop(h.engine, &h.stop);
    char line[LINE_CAP];
    bool too_long = false;
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            too_long = true; /* the rest of this line is dropped with it */
            continue;
        }
        if (too_long) {
            too_long = false;
            printf("error line too long\n");
            fflush(stdout);
            continue;
        }
        char *save = NULL;
        char *cmd = strtok_r(line, " \t\r\n", &save);
        char *arg = strtok_r(NULL, " \t\r\n", &save);
        char *arg2 = strtok_r(NULL, " \t\r\n", &save);
        char *arg3 = strtok_r(NULL, " \t\r\n", &save);
        if (!cmd)
            continue;
        /* while the engine thinks: stop it, answer ping, or wait for it */
        if (h.searching) {
            if (strcmp(cmd, "ping") == 0) {
                say(&h, "pong\n");
                continue;
            }
            finish_search(&h, strcmp(cmd, "stop") == 0 || strcmp(cmd, "quit") == 0);
            if (strcmp(cmd, "stop") == 0)
                continue;
        }
        pthread_mutex_lock(&h.out);
        if (strcmp(cmd, "hub") == 0) {
            printf("name tabula\nauthor tabula\nwait\n");
        } else if (strcmp(cmd, "init") == 0) {
            printf("ready\n");
        } else if (strcmp(cmd, "new") == 0) {
            de_engine_clear(h.engine);
        } else if (strcmp(cmd, "start") == 0) {
            h.game->variant->cls->initial(h.game, h.state);
        } else if (strcmp(cmd, "pos") == 0) {
            void *next = malloc(h.game->state_size);
            if (next && arg && hub_position_read(h.game, arg, next, &err))
                memcpy(h.state, next, h.game->state_size);
            else
                printf("error bad position\n");
            free(next);
        } else if (strcmp(cmd, "move") == 0) {
            play_move(&h, arg);
        } else if (strcmp(cmd, "time") == 0) {
            if (all_digits(arg) && strlen(arg) <= 9)
                h.move_time = atoi(arg) / 1000.0, h.move_share = false, h.depth = 0, h.nodes = 0;
            else
                printf("error bad time\n");
        } else if (strcmp(cmd, "level") == 0) {
            if (all_digits(arg) && all_digits(arg2) && all_digits(arg3) && strlen(arg) <= 4 &&
                strlen(arg2) <= 9 && strlen(arg3) <= 9) {
                int moves = atoi(arg);
                h.move_time = atoi(arg2) / 1000.0 / (moves > 0 ? moves : 40) + atoi(arg3) / 1000.0;
                h.move_share = true;
                h.depth = 0;
                h.nodes = 0;
            } else {
                printf("error bad level\n");
            }
        } else if (strcmp(cmd, "depth") == 0) {
            if (all_digits(arg) && atoi(arg) >= 1 && atoi(arg) <= 60 && strlen(arg) <= 2)
                h.depth = atoi(arg);
            else
                printf("error bad depth\n");
        } else if (strcmp(cmd, "nodes") == 0) {
            if (all_digits(arg) && strlen(arg) >= 1 && strlen(arg) <= 9 && atol(arg) >= 1)
                h.nodes = (uint64_t)atol(arg);
            else
                printf("error bad nodes\n");
        } else if (strcmp(cmd, "go") == 0 || strcmp(cmd, "analyse") == 0 ||
                   strcmp(cmd, "ponder") == 0) {
            pthread_mutex_unlock(&h.out);
            go(&h, strcmp(cmd, "analyse") == 0);
            continue;
        } else if (strcmp(cmd, "ping") == 0) {
            printf("pong\n");
        } else if (strcmp(cmd, "quit") == 0) {
            pthread_mutex_unlock(&h.out);
            break;
        } else if (strcmp(cmd, "set") == 0 || strcmp(cmd, "stop") == 0 ||
                   strcmp(cmd, "ponder-hit") == 0) {
            /* nothing to set; no search to stop */
        } else {
            printf("error unknown command\n");
        }
        fflush(stdout);
        pthread_mutex_unlock(&h.out);
    }
    /* the end of the input lets a search finish on its own limits (a script's last `go`);
     * an analysis without limits is stopped */
    finish_search(&h, h.infinite);
    pthread_mutex_destroy(&h.out);
    free(h.state);
    de_engine_free(h.engine);
    de_egtb_free(h.egtb);
    tb_game_free(h.game);
    return 0;
}
