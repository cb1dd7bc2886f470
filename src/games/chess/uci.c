/* tabula uci: the Universal Chess Interface on standard input and output, so chess GUIs and
 * match runners can play tabula's chess engine.
 *
 * Commands: uci, isready, ucinewgame, setoption (UCI_Variant, Hash, OwnBook), position
 * startpos|fen TEXT [moves M...] (moves in long algebraic: e2e4, e7e8q, e1g1 for castling,
 * 0000 to end a progressive series), go [wtime btime winc binc movestogo movetime depth
 * nodes infinite], stop, quit. The search runs in a second thread so that stop and isready
 * are answered while it thinks; it prints an info line per finished iteration and then
 * bestmove.
 *
 * UCI_Variant: chess, antichess (= losing chess, as Fairy-Stockfish calls it) and the
 * progressive games by their tabula names without "chess/" (progressive-scottish, ...). In
 * those, one UCI move is one move of a series: the same side keeps moving until its series
 * ends. Orthodox and losing chess are searched by the chess engine (search.c); the
 * progressive games by the generic alpha-beta player through the game contract (it stops at
 * its own time limit, not at `stop`). */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/budget.h"
#include "games/chess/chess_family.h"
#include "games/chess/engine.h"
#include "tabula/player.h"
#include "tabula/family.h"
#include "tabula/registry.h"

enum { LINE = 16384, DEFAULT_HASH_MB = 16, MOVE_OVERHEAD_MS = 20 };

typedef struct uci_session {
    const tb_variant *variant;
    tb_game *game;
    void *state;
    cs_engine *engine;
    int hash_mb;
    bool own_book; /* OwnBook: play the book's moves (book.c) without searching */
    /* the search thread */
    pthread_t thread;
    bool running;
    volatile int stop;
    bool infinite;
    cs_limits limits;
    double ab_seconds; /* progressive games: the ab player's time */
} uci_session;

static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&out_lock);
    vprintf(fmt, ap);
    putchar('\n');
    fflush(stdout);
    pthread_mutex_unlock(&out_lock);
    va_end(ap);
}

/* The UCI name of a variant of the chess class ("chess", "antichess", "progressive-kiwi"),
 * or NULL for one the engine cannot play (another class). */
static const char *uci_name(const tb_variant *v, char *buf, size_t len)
{
    if (tb_variant_family(v) != &tb_family_chess)
        return NULL;
    tb_error err;
    tb_game *g = tb_game_new(v, NULL, &err);
    if (!g)
        return NULL;
    void *state = tb_state_new(g);
    chess_snapshot snap;
    bool ok = state && chess_snapshot_of(g, state, &snap) && snap.kind != CHESS_OTHER;
    free(state);
    tb_game_free(g);
    if (!ok) /* exchange chess's swaps and medieval pieces are not UCI moves */
        return NULL;
    if (strcmp(v->id, "chess/losing") == 0)
        return "antichess";
    const char *slash = strchr(v->id, '/');
    snprintf(buf, len, "%s", slash ? slash + 1 : v->id);
    return buf;
}

static const tb_variant *variant_named(const char *name)
{
    if (strcasecmp(name, "losing") == 0)
        name = "antichess";
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        char buf[64];
        const char *n = uci_name(v, buf, sizeof buf);
        if (n && (strcasecmp(n, name) == 0 || strcasecmp(v->id, name) == 0))
            return v;
    }
    return NULL;
}

void chess_move_uci_text(cb_move m, char buf[6])
{
    if (m >> 15) {
        strcpy(buf, "0000");
        return;
    }
    buf[0] = (char)('a' + cb_from(m) % 8);
    buf[1] = (char)('1' + cb_from(m) / 8);
    buf[2] = (char)('a' + cb_to(m) % 8);
    buf[3] = (char)('1' + cb_to(m) / 8);
    buf[4] = cb_promo(m) ? "pnbrqk"[cb_promo(m)] : '\0';
    buf[5] = '\0';
}

static bool set_variant(uci_session *u, const tb_variant *v)
{
    tb_error err;
    tb_game *g = tb_game_new(v, NULL, &err);
    void *state = g ? tb_state_new(g) : NULL;
    if (!state) {
        tb_game_free(g);
        say("info string cannot create %s: %s", v->id, g ? "out of memory" : err.msg);
        return false;
    }
    free(u->state);
    tb_game_free(u->game);
    u->variant = v;
    u->game = g;
    u->state = state;
    return true;
}

static void stop_search(uci_session *u)
{
    if (!u->running)
        return;
    u->stop = 1;
    pthread_join(u->thread, NULL);
    u->running = false;
}

static void report(void *ctx, const cs_info *info)
{
    char pv[CS_MAX_PV * 6 + 1] = "", score[32];
    size_t n = 0;
    for (int i = 0; i < info->pv_len; i++) {
        char m[6];
        chess_move_uci_text(info->pv[i], m);
        n += (size_t)snprintf(pv + n, sizeof pv - n, "%s%s", i ? " " : "", m);
    }
    if (info->mate)
        snprintf(score, sizeof score, "mate %d", info->mate);
    else
        snprintf(score, sizeof score, "cp %d", info->score);
    double ms = info->seconds * 1000;
    say("info depth %d seldepth %d score %s nodes %llu nps %llu time %.0f pv %s", info->depth,
        info->seldepth, score, (unsigned long long)info->nodes,
        (unsigned long long)(ms > 0 ? info->nodes * 1000 / (ms > 1 ? ms : 1) : 0), ms, pv);
}

static void *search_thread(void *arg)
{
    uci_session *u = arg;
    chess_snapshot snap;
    char best[8] = "0000";
    chess_snapshot_of(u->game, u->state, &snap);
    if (snap.kind == CHESS_ORTHODOX || snap.kind == CHESS_LOSING) {
        cb_move m = u->own_book ? chess_book_move(&snap) : 0;
        if (m)
            say("info string book move");
        else
            m = chess_search(u->engine, &snap, &u->limits, report, NULL, NULL);
        if (m)
            chess_move_uci_text(m, best);
    } else if (!tb_game_over(u->game, u->state)) {
        char spec[64];
        tb_error err;
        snprintf(spec, sizeof spec, "ab:time=%.3fs", u->ab_seconds);
        tb_player *p = tb_player_new(u->game, spec, 1, &err);
        tb_action a;
        if (p && tb_player_choose(p, u->state, &a, &err))
            chess_move_uci_text(a, best);
        else
            say("info string %s", err.msg);
        tb_player_free(p);
    }
    /* after "go infinite" the answer waits for stop */
    while (u->infinite && !u->stop)
        usleep(2000);
    say("bestmove %s", best);
    return NULL;
}

/* "position startpos|fen TEXT [moves ...]": the position is replaced only if it all reads. */
static void cmd_position(uci_session *u, char *args)
{
    tb_error err;
    void *state = malloc(u->game->state_size);
    if (!state)
        return;
    char *moves = strstr(args, " moves");
    if (moves) {
        *moves = '\0';
        moves += 6;
    }
    while (*args == ' ')
        args++;
    bool ok = true;
    if (strncmp(args, "startpos", 8) == 0) {
        u->game->cls->initial(u->game, state);
    } else if (strncmp(args, "fen ", 4) == 0) {
        ok = tb_game_parse_position(u->game, args + 4, state, &err);
    } else {
        ok = false;
        tb_error_set(&err, "expected startpos or fen");
    }
    char *save = NULL;
    for (char *tok = moves ? strtok_r(moves, " \t", &save) : NULL; ok && tok;
         tok = strtok_r(NULL, " \t", &save)) {
        tb_action a;
        ok = tb_game_parse_action(u->game, state, strcmp(tok, "0000") == 0 ? "end" : tok, &a, &err);
        if (ok)
            u->game->cls->apply(u->game, state, a);
    }
    if (ok)
        memcpy(u->state, state, u->game->state_size);
    else
        say("info string position refused: %s", err.msg);
    free(state);
}

static long number_after(const char *args, const char *word)
{
    const char *p = args;
    size_t n = strlen(word);
    while ((p = strstr(p, word)) != NULL) {
        bool starts = p == args || p[-1] == ' ', ends = p[n] == ' ';
        if (starts && ends)
            return strtol(p + n, NULL, 10);
        p += n;
    }
    return -1;
}

static bool has_word(const char *args, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = args; (p = strstr(p, word)) != NULL; p += n)
        if ((p == args || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
            return true;
    return false;
}

static void cmd_go(uci_session *u, const char *args)
{
    stop_search(u);
    memset(&u->limits, 0, sizeof u->limits);
    u->stop = 0;
    u->limits.stop = &u->stop;
    u->infinite = has_word(args, "infinite");
    long depth = number_after(args, "depth"), nodes = number_after(args, "nodes");
    long movetime = number_after(args, "movetime");
    int side = u->game->cls->to_move(u->game, u->state);
    long mine = number_after(args, side ? "btime" : "wtime");
    long inc = number_after(args, side ? "binc" : "winc");
    long togo = number_after(args, "movestogo");
    if (depth > 0)
        u->limits.depth = (int)depth;
    if (nodes > 0)
        u->limits.nodes = (uint64_t)nodes;
    double seconds = 0;
    if (movetime > 0) {
        seconds =
            (movetime > 2 * MOVE_OVERHEAD_MS ? movetime - MOVE_OVERHEAD_MS : movetime / 2) / 1000.0;
        /* the time is the move's and none is saved for later: the search goes on to its
         * end (an unfinished iteration's move counts when it beat the last), as the chess
         * player does */
        u->limits.hard = seconds;
    } else if (mine >= 0 && !u->infinite) {
        /* a share of the clock: 1/30 of it (or of the moves to go) and most of the
         * increment; never more than a third of what is left */
        double left = (mine > MOVE_OVERHEAD_MS ? mine - MOVE_OVERHEAD_MS : 1) / 1000.0;
        double target = left / (togo > 0 ? (double)togo + 1 : 30) + (inc > 0 ? inc : 0) * 0.75e-3;
        if (target > left / 3)
            target = left / 3;
        seconds = target;
        u->limits.soft = target * 0.6;
        u->limits.hard = target * 2 < left / 3 ? target * 2 : left / 3;
    }
    /* progressive games: the ab player needs a time; `infinite` and depth-only get 5 s */
    u->ab_seconds = seconds > 0 ? seconds : 5;
    if (pthread_create(&u->thread, NULL, search_thread, u) == 0)
        u->running = true;
    else
        say("bestmove 0000");
}

static void cmd_setoption(uci_session *u, char *args)
{
    char *name = strstr(args, "name "), *value = strstr(args, " value ");
    if (!name) {
        say("info string setoption: expected name");
        return;
    }
    name += 5;
    if (value) {
        *value = '\0';
        value += 7;
    }
    if (strcasecmp(name, "UCI_Variant") == 0 && value) {
        const tb_variant *v = variant_named(value);
        if (!v)
            say("info string unknown variant '%s'", value);
        else
            set_variant(u, v);
    } else if (strcasecmp(name, "Hash") == 0 && value) {
        long mb = strtol(value, NULL, 10);
        cs_engine *e = mb >= 1 && mb <= 4096 ? chess_search_new((size_t)mb) : NULL;
        if (!e) {
            say("info string Hash: expected 1 to 4096 MB");
            return;
        }
        chess_search_free(u->engine);
        u->engine = e;
        u->hash_mb = (int)mb;
    } else if (strcasecmp(name, "OwnBook") == 0 && value &&
               (strcasecmp(value, "true") == 0 || strcasecmp(value, "false") == 0)) {
        u->own_book = strcasecmp(value, "true") == 0;
    } else if (strcasecmp(name, "OwnBook") == 0) {
        say("info string OwnBook: expected true or false");
    } else {
        say("info string unknown option '%s'", name);
    }
}

static void identify(void)
{
    char names[1024] = "";
    size_t n = 0;
    for (int i = 0; i < tb_registry_count(); i++) {
        char buf[64];
        const char *name = uci_name(tb_registry_at(i), buf, sizeof buf);
        if (name)
            n += (size_t)snprintf(names + n, sizeof names - n, " var %s", name);
    }
    say("id name tabula");
    say("id author the tabula project");
    say("option name Hash type spin default %d min 1 max 4096", DEFAULT_HASH_MB);
    say("option name UCI_Variant type combo default chess%s", names);
    say("option name OwnBook type check default true");
    say("uciok");
}

int tb_chess_uci(int argc, char **argv)
{
    if (argc > 1) {
        tb_command_say("tabula: usage: tabula uci  (then UCI commands on standard input)",
                       "tabula: uso: tabula uci  (depois, comandos UCI na entrada padrão)");
        return 2;
    }
    uci_session u = {0};
    u.hash_mb = DEFAULT_HASH_MB;
    u.own_book = true;
    u.engine = chess_search_new(DEFAULT_HASH_MB);
    if (!u.engine || !set_variant(&u, tb_registry_find("chess"))) {
        tb_command_say("tabula: out of memory", "tabula: memória esgotada");
        return 1;
    }
    static char line[LINE];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *cmd = line;
        while (*cmd == ' ' || *cmd == '\t')
            cmd++;
        char *args = cmd + strcspn(cmd, " \t");
        if (*args)
            *args++ = '\0';
        if (strcmp(cmd, "uci") == 0) {
            identify();
        } else if (strcmp(cmd, "isready") == 0) {
            say("readyok");
        } else if (strcmp(cmd, "ucinewgame") == 0) {
            stop_search(&u);
            chess_search_clear(u.engine);
            u.game->cls->initial(u.game, u.state);
        } else if (strcmp(cmd, "setoption") == 0) {
            stop_search(&u);
            cmd_setoption(&u, args);
        } else if (strcmp(cmd, "position") == 0) {
            stop_search(&u);
            cmd_position(&u, args);
        } else if (strcmp(cmd, "go") == 0) {
            cmd_go(&u, args);
        } else if (strcmp(cmd, "stop") == 0) {
            stop_search(&u);
        } else if (strcmp(cmd, "quit") == 0) {
            stop_search(&u);
            break;
        } else if (*cmd) {
            say("info string unknown command '%s'", cmd);
        }
    }
    if (u.running && !u.infinite) /* end of input: let a timed search finish */
        pthread_join(u.thread, NULL);
    else
        stop_search(&u);
    chess_search_free(u.engine);
    free(u.state);
    tb_game_free(u.game);
    return 0;
}
