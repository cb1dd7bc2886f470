/* `tabula dxp`: the draughts engine over DamExchange (DXP), the TCP protocol between
 * international-draughts programs, as client (--connect HOST:PORT, the initiator that asks
 * for games) or server (--listen PORT on 127.0.0.1, the follower that accepts them).
 *
 * Messages end with a NUL byte; the first character names them:
 *   R  game request: version (2 digits), initiator's name (32), follower's colour (W or Z),
 *      minutes (3), moves (3), start: A (the usual one) or B + colour + 50 squares (e w z W Z)
 *   A  acceptance: follower's name (32), code (0 accepted)
 *   M  move: seconds used (4), from (2), to (2), pieces taken (2), their squares (2 each)
 *   E  game end: reason (0 unknown, 1 the sender loses, 2 draw, 3 the sender wins), stop
 *      code (0 more games may follow, 1 none)
 *   C  chat;  B back request, answered K1 (not supported)
 * DXP is international draughts only: the request has no variant field, its position is
 * exactly 50 squares and a square is 01..50, so the other boards (8x8, 12x12) cannot be
 * expressed without leaving the protocol (Scan's Hub dialect is 10x10 as well: its
 * positions are 50 squares).
 * Every message is a peer's data: its length is capped (MSG_CAP), each field checked, and a
 * move must be a legal turn of the position; anything else ends the session with a message. */
#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "core/budget.h"
#include "games/draughts/draughts_engine.h"
#include "games/draughts/hub.h"
#include "tabula/family.h"
#include "tabula/registry.h"

enum { MSG_CAP = 512, MAX_TURNS = 512, NAME_LEN = 32 };

typedef struct dxp {
    int fd;
    char buf[MSG_CAP * 2];
    size_t have;
    double timeout; /* seconds to wait for a message */
    tb_game *game;
    void *state;
    de_engine *engine;
    double move_time;
    int me; /* 0 White, 1 Black */
    int score[3]; /* our wins, draws, losses */
    bool closed;  /* the peer closed the connection (not an error between games) */
} dxp;

static bool send_msg(dxp *d, const char *msg)
{
    size_t n = strlen(msg) + 1; /* with the NUL */
    for (size_t off = 0; off < n;) {
        ssize_t w = send(d->fd, msg + off, n - off, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            tb_command_say("tabula dxp: the peer is gone", "tabula dxp: o outro programa desapareceu");
            return false;
        }
        off += (size_t)w;
    }
    return true;
}

/* The next message (without its NUL) into msg; false on a closed connection, a timeout or a
 * message longer than MSG_CAP. */
static bool read_msg(dxp *d, char *msg)
{
    for (;;) {
        char *nul = memchr(d->buf, '\0', d->have);
        if (nul) {
            size_t len = (size_t)(nul - d->buf);
            if (len >= MSG_CAP) {
                tb_command_say("tabula dxp: a message longer than %d bytes",
                               "tabula dxp: uma mensagem com mais de %d bytes", MSG_CAP);
                return false;
            }
            memcpy(msg, d->buf, len + 1);
            memmove(d->buf, nul + 1, d->have - len - 1);
            d->have -= len + 1;
            return true;
        }
        if (d->have >= MSG_CAP) {
            tb_command_say("tabula dxp: a message longer than %d bytes",
                               "tabula dxp: uma mensagem com mais de %d bytes", MSG_CAP);
            return false;
        }
        struct pollfd p = {.fd = d->fd, .events = POLLIN};
        int ready = poll(&p, 1, (int)(d->timeout * 1000));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0) {
            tb_command_say("tabula dxp: no message from the peer in %.0f s",
                           "tabula dxp: nenhuma mensagem do outro programa em %.0f s", d->timeout);
            return false;
        }
        ssize_t r = recv(d->fd, d->buf + d->have, sizeof d->buf - d->have, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            tb_command_say("tabula dxp: the peer closed the connection",
                           "tabula dxp: o outro programa fechou a ligação");
            d->closed = r == 0;
            return false;
        }
        d->have += (size_t)r;
    }
}

/* A number of exactly `width` digits at *p. */
static bool field(const char **p, int width, int *out)
{
    int v = 0;
    for (int i = 0; i < width; i++) {
        if (!isdigit((unsigned char)(*p)[i]))
            return false;
        v = v * 10 + ((*p)[i] - '0');
    }
    *p += width;
    *out = v;
    return true;
}

static bool protocol_error(const char *what, const char *what_pt, const char *msg)
{
    char shown[80];
    tb_text_escape(msg, shown, sizeof shown, false);
    fprintf(stderr, "tabula dxp: %s: '%s'\n", tb_command_portuguese() ? what_pt : what, shown);
    return false;
}

/* Plays the peer's move message on the board; false when it is not a legal turn. */
static bool peer_move(dxp *d, const char *msg)
{
    const char *p = msg + 1;
    int seconds, from, to, ncap, caps[DE_TURN_MAX];
    if (!field(&p, 4, &seconds) || !field(&p, 2, &from) || !field(&p, 2, &to) ||
        !field(&p, 2, &ncap) || ncap > 20)
        return protocol_error("a bad move message", "uma mensagem de lance inválida", msg);
    for (int i = 0; i < ncap; i++)
        if (!field(&p, 2, &caps[i]))
            return protocol_error("a bad move message", "uma mensagem de lance inválida", msg);
    if (*p)
        return protocol_error("a bad move message", "uma mensagem de lance inválida", msg);
    de_turn *turns = malloc(MAX_TURNS * sizeof *turns);
    int count = turns ? de_turns(d->game, d->state, turns, MAX_TURNS) : -1;
    int k = count < 0 ? -1 : de_turn_find(turns, count, from, to, caps, ncap);
    if (k < 0) {
        free(turns);
        return protocol_error("not a legal move here", "um lance ilegal aqui", msg);
    }
    for (int i = 0; i < turns[k].n; i++)
        d->game->variant->cls->apply(d->game, d->state, turns[k].actions[i]);
    free(turns);
    return true;
}

static bool my_move(dxp *d)
{
    double t0 = tb_clock_seconds();
    de_limits limits = {.soft = d->move_time * 0.5, .hard = d->move_time};
    de_result res;
    if (!de_search(d->engine, d->state, &limits, &res))
        return false;
    /* the whole turn: the first action, then the line while the capture goes on */
    const tb_game_class *cls = d->game->variant->cls;
    de_turn *turns = malloc(MAX_TURNS * sizeof *turns);
    int count = turns ? de_turns(d->game, d->state, turns, MAX_TURNS) : -1;
    int k = -1;
    for (int i = 0; i < count && k < 0; i++) {
        bool match = turns[i].actions[0] == res.move;
        for (int j = 1; match && j < turns[i].n; j++)
            match = j < res.pv_len && turns[i].actions[j] == res.pv[j];
        if (match)
            k = i;
    }
    for (int i = 0; i < count && k < 0; i++)
        if (turns[i].actions[0] == res.move)
            k = i;
    if (k < 0) {
        free(turns);
        return false;
    }
    char msg[MSG_CAP];
    int len = snprintf(msg, sizeof msg, "M%04d%02d%02d%02d", (int)(tb_clock_seconds() - t0) % 10000,
                       turns[k].from, turns[k].to, turns[k].ncap);
    for (int i = 0; i < turns[k].ncap && len < (int)sizeof msg - 3; i++)
        len += snprintf(msg + len, sizeof msg - (size_t)len, "%02d", turns[k].caps[i]);
    for (int i = 0; i < turns[k].n; i++)
        cls->apply(d->game, d->state, turns[k].actions[i]);
    free(turns);
    return send_msg(d, msg);
}

/* The reason of our game-end message: the result for us. */
static char our_reason(dxp *d)
{
    tb_outcome o;
    d->game->variant->cls->outcome(d->game, d->state, &o);
    if (!o.over)
        return '0';
    return o.result[d->me] == TB_WIN ? '3' : o.result[d->me] == TB_LOSS ? '1' : '2';
}

static void count_result(dxp *d, char reason_for_us)
{
    if (reason_for_us == '3')
        d->score[0]++;
    else if (reason_for_us == '1')
        d->score[2]++;
    else
        d->score[1]++;
    bool pt = tb_command_portuguese();
    printf(pt ? "partida %d: %s\n" : "game %d: %s\n", d->score[0] + d->score[1] + d->score[2],
           reason_for_us == '3'   ? (pt ? "ganha" : "won")
           : reason_for_us == '1' ? (pt ? "perdida" : "lost")
                                  : (pt ? "empatada" : "drawn"));
    fflush(stdout);
}

/* One game from the position in d->state. Returns 1 when it ended normally, 0 when it ended
 * and the peer wants no more games, -1 on an error. */
static int play_game(dxp *d, bool last)
{
    char msg[MSG_CAP];
    const tb_game_class *cls = d->game->variant->cls;
    for (;;) {
        if (tb_game_over(d->game, d->state) && cls->to_move(d->game, d->state) == d->me) {
            char reason = our_reason(d);
            char end[4] = {'E', reason, last ? '1' : '0', '\0'};
            if (!send_msg(d, end))
                return -1;
            count_result(d, reason);
            /* the peer confirms with its own game end */
            while (read_msg(d, msg))
                if (msg[0] == 'E')
                    return msg[2] == '1' ? 0 : 1;
            return -1;
        }
        if (cls->to_move(d->game, d->state) == d->me && !tb_game_over(d->game, d->state)) {
            if (!my_move(d))
                return -1;
            continue;
        }
        if (!read_msg(d, msg))
            return -1;
        switch (msg[0]) {
        case 'M':
            if (cls->to_move(d->game, d->state) == d->me)
                return protocol_error("a move out of turn", "um lance fora da vez", msg), -1;
            if (!peer_move(d, msg))
                return -1;
            break;
        case 'E': {
            if (strlen(msg) != 3 || !strchr("0123", msg[1]) || !strchr("01", msg[2]))
                return protocol_error("a bad game end", "um fim de partida inválido", msg), -1;
            char theirs = msg[1];
            char ours = theirs == '1' ? '3' : theirs == '3' ? '1' : theirs == '2' ? '2' : our_reason(d);
            char end[4] = {'E', '0', last ? '1' : msg[2], '\0'};
            if (!send_msg(d, end))
                return -1;
            count_result(d, ours);
            return end[2] == '1' ? 0 : 1;
        }
        case 'C':
            break;
        case 'B':
            if (!send_msg(d, "K1"))
                return -1;
            break;
        default:
            return protocol_error("an unexpected message", "uma mensagem inesperada", msg), -1;
        }
    }
}

static bool setup_position(dxp *d, const char *p)
{
    /* B + colour to move + 50 squares: the Hub's text with other letters */
    if (strlen(p) != 51 || (p[0] != 'W' && p[0] != 'Z'))
        return false;
    char hub[52];
    hub[0] = p[0] == 'W' ? 'w' : 'b';
    for (int i = 1; i <= 50; i++) {
        char c = p[i];
        hub[i] = c == 'z' ? 'b' : c == 'Z' ? 'B' : c;
    }
    hub[51] = '\0';
    tb_error err = {{0}};
    return hub_position_read(d->game, hub, d->state, &err);
}

/* The follower: answers game requests until the peer stops. */
static int follow(dxp *d, const char *name)
{
    char msg[MSG_CAP];
    while (read_msg(d, msg)) {
        if (msg[0] == 'C')
            continue;
        if (msg[0] == 'E') { /* a game end outside a game: confirm it */
            char end[4] = {'E', '0', msg[1] && msg[2] == '1' ? '1' : '0', '\0'};
            if (!send_msg(d, end) || end[2] == '1')
                return 0;
            continue;
        }
        if (msg[0] != 'R')
            return protocol_error("expected a game request", "esperava-se um pedido de partida", msg), 1;
        const char *p = msg + 1;
        int version, minutes, moves;
        if (!field(&p, 2, &version) || strlen(p) < NAME_LEN + 8)
            return protocol_error("a bad game request", "um pedido de partida inválido", msg), 1;
        p += NAME_LEN;
        char colour = *p++;
        if ((colour != 'W' && colour != 'Z') || !field(&p, 3, &minutes) || !field(&p, 3, &moves))
            return protocol_error("a bad game request", "um pedido de partida inválido", msg), 1;
        char start = *p++;
        d->game->variant->cls->initial(d->game, d->state);
        bool ok = (start == 'A' && *p == '\0') || (start == 'B' && setup_position(d, p));
        char accept[MSG_CAP];
        snprintf(accept, sizeof accept, "A%-32.32s%c", name, ok && version <= 1 ? '0' : '3');
        if (!send_msg(d, accept))
            return 1;
        if (!ok || version > 1)
            continue;
        d->me = colour == 'W' ? 0 : 1;
        /* their clock: minutes for the game, spread over the moves, or our --time */
        if (minutes > 0 && d->move_time <= 0)
            d->move_time = minutes * 60.0 / (moves > 0 ? moves : 75) * 0.8;
        de_engine_clear(d->engine);
        int r = play_game(d, false);
        if (r < 0)
            return 1;
        if (r == 0)
            return 0;
    }
    return d->closed ? 0 : 1; /* a peer may close the connection between games */
}

/* The initiator: asks for `games` games, colours alternating, from the usual start. */
static int initiate(dxp *d, const char *name, int games, int minutes, int moves)
{
    char msg[MSG_CAP];
    for (int g = 0; g < games; g++) {
        d->me = g % 2;
        snprintf(msg, sizeof msg, "R01%-32.32s%c%03d%03dA", name, d->me == 0 ? 'Z' : 'W',
                 minutes, moves);
        if (!send_msg(d, msg))
            return 1;
        for (;;) {
            if (!read_msg(d, msg))
                return 1;
            if (msg[0] == 'C')
                continue;
            if (msg[0] != 'A' || strlen(msg) != 1 + NAME_LEN + 1)
                return protocol_error("expected an acceptance", "esperava-se uma aceitação", msg), 1;
            if (msg[1 + NAME_LEN] != '0') {
                tb_command_say("tabula dxp: the peer refused the game (code %c)",
                               "tabula dxp: o outro programa recusou a partida (código %c)",
                               msg[1 + NAME_LEN]);
                return 1;
            }
            break;
        }
        d->game->variant->cls->initial(d->game, d->state);
        de_engine_clear(d->engine);
        int r = play_game(d, g == games - 1);
        if (r < 0)
            return 1;
        if (r == 0)
            break;
    }
    return 0;
}

static const char *usage_text(void)
{
    return tb_command_portuguese()
               ? "uso: tabula dxp (--connect ENDEREÇO:PORTA | --listen PORTA) [--time MS] "
                 "[--games N] [--minutes M] [--moves K] [--timeout S]"
               : "usage: tabula dxp (--connect HOST:PORT | --listen PORT) [--time MS] [--games N] "
                 "[--minutes M] [--moves K] [--timeout S]";
}

int tb_draughts_dxp(int argc, char **argv)
{
    const char *connect_to = NULL, *listen_port = NULL;
    long ms = 0, games = 1, minutes = 5, moves = 75, timeout = 600;
    for (int i = 1; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long *num = strcmp(a, "--time") == 0      ? &ms
                    : strcmp(a, "--games") == 0   ? &games
                    : strcmp(a, "--minutes") == 0 ? &minutes
                    : strcmp(a, "--moves") == 0   ? &moves
                    : strcmp(a, "--timeout") == 0 ? &timeout
                                                  : NULL;
        if (!v) {
            tb_command_say("tabula dxp: %s needs a value\n%s", "tabula dxp: %s precisa de um valor\n%s", a,
                           usage_text());
            return 2;
        }
        if (strcmp(a, "--connect") == 0) {
            connect_to = v;
        } else if (strcmp(a, "--listen") == 0) {
            listen_port = v;
        } else if (num) {
            char *end;
            *num = strtol(v, &end, 10);
            if (*end || *num < 0 || *num > 999999) {
                tb_command_say("tabula dxp: %s: expected a number from 0 to 999999",
                               "tabula dxp: %s: esperava-se um número de 0 a 999999", a);
                return 2;
            }
        } else {
            tb_command_say("tabula dxp: unexpected argument '%s'\n%s",
                           "tabula dxp: argumento inesperado '%s'\n%s", a, usage_text());
            return 2;
        }
    }
    if (!connect_to == !listen_port || minutes > 999 || moves > 999 || games < 1 ||
        timeout < 1) {
        fprintf(stderr, "%s\n", usage_text());
        return 2;
    }
    struct sockaddr_in addr = {.sin_family = AF_INET};
    char host[64] = "127.0.0.1";
    const char *port_text = listen_port;
    if (connect_to) {
        const char *colon = strrchr(connect_to, ':');
        if (!colon || (size_t)(colon - connect_to) >= sizeof host) {
            tb_command_say("tabula dxp: --connect: expected HOST:PORT (a numeric address)",
                           "tabula dxp: --connect: esperava-se ENDEREÇO:PORTA (um endereço numérico)");
            return 2;
        }
        memcpy(host, connect_to, (size_t)(colon - connect_to));
        host[colon - connect_to] = '\0';
        port_text = colon + 1;
    }
    char *end;
    long port = strtol(port_text, &end, 10);
    if (*end || port < 1 || port > 65535 || inet_pton(AF_INET, host, &addr.sin_addr) != 1) {
        tb_command_say("tabula dxp: expected a numeric address and a port from 1 to 65535",
                       "tabula dxp: esperava-se um endereço numérico e uma porta de 1 a 65535");
        return 2;
    }
    addr.sin_port = htons((uint16_t)port);

    tb_error err = {{0}};
    dxp d = {.fd = -1, .timeout = (double)timeout, .move_time = ms / 1000.0};
    d.game = tb_game_new(tb_registry_find("draughts"), NULL, &err);
    d.state = d.game ? tb_state_new(d.game) : NULL;
    d.engine = d.game ? de_engine_new(d.game, 64) : NULL;
    int status = 1;
    if (!d.state || !d.engine) {
        tb_command_say("tabula dxp: out of memory", "tabula dxp: memória esgotada");
        goto done;
    }
    if (connect_to) {
        if (d.move_time <= 0)
            d.move_time = minutes * 60.0 / (moves > 0 ? moves : 75) * 0.8;
        d.fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (d.fd < 0 || connect(d.fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
            tb_command_say("tabula dxp: cannot connect to %s:%ld", "tabula dxp: não consigo ligar a %s:%ld",
                           host, port);
            goto done;
        }
        status = initiate(&d, "tabula", (int)games, (int)minutes, (int)moves);
    } else {
        int ls = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        int one = 1;
        if (ls >= 0)
            setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (ls < 0 || bind(ls, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(ls, 1) != 0) {
            tb_command_say("tabula dxp: cannot listen on 127.0.0.1:%ld",
                           "tabula dxp: não consigo escutar em 127.0.0.1:%ld", port);
            if (ls >= 0)
                close(ls);
            goto done;
        }
        printf(tb_command_portuguese() ? "à escuta em 127.0.0.1:%ld\n" : "listening on 127.0.0.1:%ld\n", port);
        fflush(stdout);
        d.fd = accept(ls, NULL, NULL);
        close(ls);
        if (d.fd < 0) {
            tb_command_say("tabula dxp: accept failed", "tabula dxp: a ligação não foi aceite");
            goto done;
        }
        status = follow(&d, "tabula");
    }
    printf(tb_command_portuguese() ? "resultado: %d vitórias, %d empates, %d derrotas\n"
                                   : "score: %d wins, %d draws, %d losses\n",
           d.score[0], d.score[1], d.score[2]);
done:
    if (d.fd >= 0)
        close(d.fd);
    de_engine_free(d.engine);
    free(d.state);
    tb_game_free(d.game);
    return status;
}
