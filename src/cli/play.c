/* The terminal game loop: people type moves in the sources' notation, computer players
 * answer, and the board is drawn from the game's view after every turn. */
#include "cli/play.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <editline/readline.h>

#include "cli/commands.h"
#include "tabula/family.h"
#include "tabula/levels.h"
#include "tabula/player.h"
#include "tabula/record.h"
#include "tabula/render.h"
#include "tabula/view.h"

typedef struct session {
    tb_game *game;
    void *start, *state;
    tb_action *actions; /* every action since the start */
    int count, cap;
    tb_player *players[TB_MAX_PLAYERS]; /* NULL: a person */
    const char *specs[TB_MAX_PLAYERS];
    uint64_t seed;
    bool interactive;
} session;

static void session_free_players(session *s)
{
    for (int i = 0; i < TB_MAX_PLAYERS; i++) {
        tb_player_free(s->players[i]);
        s->players[i] = NULL;
    }
}

static bool session_make_players(session *s)
{
    for (int i = 0; i < s->game->num_players; i++) {
        const char *spec = s->specs[i];
        if (!spec || strcasecmp(spec, "human") == 0)
            continue;
        const tb_level *level = tb_level_find(spec); /* "hard": the menu's and server's player */
        if (level)
            s->specs[i] = spec = tb_level_player(s->game->variant, level);
        tb_error err = {{0}};
        s->players[i] = tb_player_new(s->game, spec, s->seed + (uint64_t)i * 7919, &err);
        if (!s->players[i]) {
            char msg[TB_ERROR_LEN * 2];
            tb_error_text(s->game, err.msg, cli_portuguese(), msg, sizeof msg);
            cli_fail(2, "--p%d: %s", i + 1, msg);
            return false;
        }
    }
    for (int i = s->game->num_players; i < TB_MAX_PLAYERS; i++)
        if (s->specs[i]) {
            cli_fail(2, cli_portuguese() ? "--p%d: %s tem %d jogadores" : "--p%d: %s has %d players",
                     i + 1, s->game->variant->id, s->game->num_players);
            return false;
        }
    return true;
}

static void session_push(session *s, tb_action a)
{
    if (s->count == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 64;
        s->actions = realloc(s->actions, sizeof *s->actions * (size_t)s->cap);
        if (!s->actions)
            abort();
    }
    for (int i = 0; i < s->game->num_players; i++)
        if (s->players[i])
            tb_player_observe(s->players[i], s->state, a);
    s->actions[s->count++] = a;
    s->game->cls->apply(s->game, s->state, a);
}

/* Recomputes the current state from the start after an undo. */
static void session_replay(session *s)
{
    memcpy(s->state, s->start, s->game->state_size);
    for (int i = 0; i < s->count; i++)
        s->game->cls->apply(s->game, s->state, s->actions[i]);
}

static void print_board(const session *s)
{
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(s->game, s->start, s->actions, s->count, s->state, &v);
    for (int i = 0; i < s->game->num_players && i < 4; i++)
        v.player_names[i] = tb_game_player_name(s->game, i, cli_portuguese());
    v.stock_name = T("stock", "reserva");
    char *text = tb_render_text(&v, s->interactive && isatty(STDOUT_FILENO));
    fputs(text, stdout);
    free(text);
    /* The game's own status line is English; its family's phrasebook gives the Portuguese. */
    if (!tb_game_over(s->game, s->state)) {
        char status[sizeof v.status * 2];
        tb_status_line(s->game, s->state, v.status, cli_portuguese(), status, sizeof status);
        printf("%s\n", status);
    }
    tb_view_free(&v);
}

static void print_outcome(const session *s)
{
    tb_outcome o;
    s->game->cls->outcome(s->game, s->state, &o);
    if (!o.over) {
        printf("%s\n", T("result: unfinished", "resultado: por terminar"));
        return;
    }
    int winners = 0, winner = -1;
    for (int i = 0; i < s->game->num_players; i++)
        if (o.result[i] == TB_WIN) {
            winners++;
            winner = i;
        }
    char reason[TB_REASON_LEN * 2];
    tb_outcome_reason(s->game, &o, cli_portuguese(), reason, sizeof reason);
    if (winners == 1 && cli_portuguese()) { /* "ganham as Brancas", "ganha o Primeiro" */
        char who[128];
        tb_player_phrase_pt(tb_game_player_name(s->game, winner, true), false, who, sizeof who);
        printf("resultado: %s %s (%s)\n", who[strcspn(who, " ") - 1] == 's' ? "ganham" : "ganha",
               who, reason);
    } else if (winners == 1)
        printf("%s %s %s (%s)\n", T("result:", "resultado:"),
               tb_game_player_name(s->game, winner, cli_portuguese()), T("wins", "ganha"), reason);
    else if (winners == 0)
        printf("%s (%s)\n", T("result: draw", "resultado: empate"), reason);
    else {
        printf("%s", T("result: winners", "resultado: vencedores"));
        for (int i = 0; i < s->game->num_players; i++)
            if (o.result[i] == TB_WIN)
                printf(" %s", tb_game_player_name(s->game, i, cli_portuguese()));
        printf(" (%s)\n", reason);
    }
    if (o.scored) {
        printf("%s", T("score:", "pontos:"));
        for (int i = 0; i < s->game->num_players; i++) {
            char score[32];
            snprintf(score, sizeof score, "%g", o.score[i]);
            if (cli_portuguese() && strchr(score, '.')) /* 6,5 in Portuguese */
                *strchr(score, '.') = ',';
            printf(" %s %s", tb_game_player_name(s->game, i, cli_portuguese()), score);
        }
        printf("\n");
    }
}

#define MAX_TURN_ACTIONS 32 /* the longest turn "moves" lists whole */
#define MAX_LISTED_TURNS 500

/* Prints the complete turns that start with path[0..depth) from `start`, depth first, one a
 * line, until *listed reaches MAX_LISTED_TURNS. */
static void list_turns(const tb_game *g, const void *start, const void *state, tb_action *path,
                       int depth, int *listed)
{
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    void *child = malloc(g->state_size);
    int n = moves && child ? g->cls->legal(g, state, moves) : 0;
    for (int i = 0; i < n && *listed < MAX_LISTED_TURNS; i++) {
        path[depth] = moves[i];
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        if (tb_game_over(g, child) || !tb_game_mid_turn(g, child) ||
            depth + 1 == MAX_TURN_ACTIONS) {
            char text[1024], shown[1024];
            tb_game_turn_to_text(g, start, path, depth + 1, text, sizeof text);
            tb_turn_text_shown(text, cli_portuguese(), shown, sizeof shown);
            printf("%s\n", shown);
            ++*listed;
        } else {
            list_turns(g, start, child, path, depth + 1, listed);
        }
    }
    free(child);
    free(moves);
}

static void print_moves(const session *s)
{
    if (s->game->cls->turn_to_text) {
        /* A game that writes turns its own way (a capture chain) is shown whole turns:
         * from the start of the turn, or what is left of it. */
        tb_action path[MAX_TURN_ACTIONS];
        int listed = 0;
        list_turns(s->game, s->state, s->state, path, 0, &listed);
        if (listed == MAX_LISTED_TURNS)
            printf("...\n");
        if (!listed)
            printf("%s\n", T("(no legal moves)", "(sem lances legais)"));
        return;
    }
    tb_action *moves = malloc(sizeof *moves * (size_t)s->game->max_actions);
    int n = s->game->cls->legal(s->game, s->state, moves);
    for (int i = 0; i < n; i++) {
        char shown[256]; /* passar, desistir in Portuguese */
        tb_action_text_shown(s->game, s->state, moves[i], cli_portuguese(), shown, sizeof shown);
        printf("%s%s", i ? " " : "", shown);
    }
    printf(n ? "\n" : "%s\n", T("(no legal moves)", "(sem lances legais)"));
    free(moves);
}

static bool save_record(const session *s, const char *path)
{
    /* a file named after a record format of the game's family (chess: FILE.pgn) is written
     * in that format */
    const tb_record_format *format = tb_record_format_for_path(s->game->variant, path);
    char *text =
        format ? format->write(s->game, s->start, s->actions, s->count, NULL, false) : NULL;
    if (!text)
        text = tb_record_write(s->game, s->start, s->actions, s->count);
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(text, f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    free(text);
    if (!ok)
        cli_fail(1, T("cannot write %s: %s", "não consigo gravar %s: %s"), path, strerror(errno));
    return ok;
}

static char *read_file(FILE *f)
{
    size_t len = 0, cap = 4096;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap) {
            if (cap > (64u << 20)) { /* a record is never this large */
                free(buf);
                return NULL;
            }
            char *p = realloc(buf, cap *= 2);
            if (!p) {
                free(buf);
                return NULL;
            }
            buf = p;
        }
    }
    if (buf)
        buf[len] = '\0';
    return buf;
}

/* Replaces the session's game by a record's; the session is unchanged on error. */
static bool session_adopt(session *s, const char *text)
{
    tb_record r;
    tb_error err = {{0}};
    const char *foreign = text;
    const tb_record_format *format = tb_record_format_detect_for(s->game->variant, text);
    if (format ? !format->read(&foreign, s->game->variant->id, &r, NULL, &err)
               : !tb_record_read(text, &r, &err)) {
        if (!err.msg[0])
            tb_error_set(&err, "%s", T("no game in the file", "não há jogo no ficheiro"));
        char msg[TB_ERROR_LEN * 2];
        tb_error_text(s->game, err.msg, cli_portuguese(), msg, sizeof msg);
        cli_fail(1, "%s", msg);
        return false;
    }
    session next = *s;
    next.game = r.game;
    next.start = r.start;
    next.state = malloc(r.game->state_size);
    next.actions = r.actions;
    next.count = next.cap = r.count;
    memset(next.players, 0, sizeof next.players);
    memcpy(next.state, r.start, r.game->state_size);
    if (!session_make_players(&next)) {
        session_free_players(&next);
        free(next.state);
        tb_record_free(&r);
        return false;
    }
    /* Players learn the game so far, so tree-reusing players stay in step. */
    void *scratch = malloc(r.game->state_size);
    memcpy(scratch, r.start, r.game->state_size);
    for (int i = 0; i < r.count; i++) {
        for (int p = 0; p < r.game->num_players; p++)
            if (next.players[p])
                tb_player_observe(next.players[p], scratch, r.actions[i]);
        r.game->cls->apply(r.game, scratch, r.actions[i]);
    }
    memcpy(next.state, scratch, r.game->state_size);
    free(scratch);
    session_free_players(s);
    free(s->start);
    free(s->state);
    free(s->actions);
    tb_game_free(s->game);
    *s = next;
    return true;
}

static bool load_record(session *s, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        cli_fail(1, T("cannot read %s: %s", "não consigo ler %s: %s"), path, strerror(errno));
        return false;
    }
    char *text = read_file(f);
    fclose(f);
    if (!text) {
        cli_fail(1, T("cannot read %s", "não consigo ler %s"), path);
        return false;
    }
    bool ok = session_adopt(s, text);
    free(text);
    return ok;
}

/* Takes back the last turn of a person (and the computer's answers after it), and says what
 * it took back. */
static bool undo(session *s)
{
    if (s->count == 0) {
        printf("%s\n", T("nothing to undo", "nada para anular"));
        return false;
    }
    int before = s->count;
    s->count--;
    session_replay(s);
    while (s->count > 0) {
        int p = s->game->cls->to_move(s->game, s->state);
        if (!tb_game_mid_turn(s->game, s->state) && !s->players[p])
            break;
        s->count--;
        session_replay(s);
    }
    /* what was taken back, turn by turn, from the position it now is */
    int *starts = malloc(sizeof *starts * (size_t)(before - s->count));
    int turns = starts ? tb_game_split_turns(s->game, s->state, s->actions + s->count,
                                             before - s->count, starts)
                       : 0;
    printf("%s", T("undone:", "anulado:"));
    void *at = malloc(s->game->state_size);
    if (at)
        memcpy(at, s->state, s->game->state_size);
    for (int t = 0; t < turns && at; t++) {
        int from = s->count + starts[t];
        int to = t + 1 < turns ? s->count + starts[t + 1] : before;
        char *text = tb_game_turn_text_new(s->game, at, s->actions + from, to - from);
        printf(" %s%s", t ? "; " : "", text ? text : "?");
        free(text);
        for (int i = from; i < to; i++)
            s->game->cls->apply(s->game, at, s->actions[i]);
    }
    printf("\n");
    free(at);
    free(starts);
    /* Tree-reusing players must forget the undone line. */
    for (int i = 0; i < s->game->num_players; i++)
        if (s->players[i]) {
            tb_error err = {{0}};
            tb_player *fresh = tb_player_new(s->game, s->specs[i], s->seed + 1, &err);
            if (fresh) {
                tb_player_free(s->players[i]);
                s->players[i] = fresh;
            }
        }
    return true;
}

static void help(void)
{
    printf("%s\n",
           T("Type a move in the game's notation (a whole turn, or one step of it), or:\n"
             "  moves        list the legal moves\n"
             "  undo         take back your last turn\n"
             "  position     print the position text\n"
             "  save FILE    save the game record (chess: FILE.pgn is written as PGN)\n"
             "  load FILE    load a game record (or a PGN game)\n"
             "  rules        show the rules\n"
             "  numbers      the squares' numbers (draughts: 32-28)\n"
             "  estimate     the score estimate and territory (Go)\n"
             "  quit         leave",
             "Escreva um lance na notação do jogo (a jogada inteira, ou um passo dela), ou:\n"
             "  lances       lista os lances legais (ou moves)\n"
             "  anular       anula a sua última jogada (ou undo)\n"
             "  posicao      mostra o texto da posição (ou position)\n"
             "  gravar FICH  grava o registo do jogo; xadrez: FICH.pgn grava em PGN (ou save)\n"
             "  ler FICH     lê um registo de jogo ou uma partida PGN (ou load)\n"
             "  regras       mostra as regras (ou rules)\n"
             "  numeros      os números das casas (damas: 32-28) (ou numbers)\n"
             "  estimativa   a estimativa do resultado e o território (Go) (ou estimate)\n"
             "  ajuda        esta ajuda (ou help)\n"
             "  sair         sai (ou quit)"));
}

/* `numbers`: the board with each square's number where the game numbers its squares
 * (draughts' "32-28"), rows from the top; false when it numbers none. */
static bool print_square_numbers(const session *s)
{
    tb_view v;
    tb_view_init(&v);
    s->game->cls->view(s->game, s->state, &v);
    int min_x = 0, max_x = -1, min_y = 0, max_y = -1;
    for (int i = 0; i < v.num_cells; i++) {
        int x = (int)v.cells[i].x, y = (int)v.cells[i].y;
        if (max_x < min_x) {
            min_x = max_x = x;
            min_y = max_y = y;
        }
        min_x = x < min_x ? x : min_x;
        max_x = x > max_x ? x : max_x;
        min_y = y < min_y ? y : min_y;
        max_y = y > max_y ? y : max_y;
    }
    bool any = false;
    for (int i = 0; i < v.num_cells && !any; i++)
        any = v.cells[i].number[0] != '\0';
    for (int y = max_y; any && y >= min_y; y--) {
        for (int x = min_x; x <= max_x; x++) {
            const char *number = "."; /* a square the notation does not number */
            for (int i = 0; i < v.num_cells; i++)
                if ((int)v.cells[i].x == x && (int)v.cells[i].y == y && v.cells[i].number[0])
                    number = v.cells[i].number;
            printf("%3s", number);
        }
        printf("\n");
    }
    tb_view_free(&v);
    return any;
}

/* The family's ownership service, when the game has one (Go's territory estimate). */
static const tb_ownership_service *ownership_of(const tb_game *g)
{
    const tb_family *f = tb_variant_family(g->variant);
    return f && f->ownership && f->ownership->offers(g->variant) ? f->ownership : NULL;
}

enum { ESTIMATE_PLAYOUTS = 200 };

/* `estimate`: the engine's score estimate and how many points each side owns ("B+12.5"). */
static void print_estimate(const session *s)
{
    const tb_ownership_service *svc = ownership_of(s->game);
    bool pt = cli_portuguese();
    tb_ownership o;
    tb_error err = {{0}};
    if (!svc) {
        cli_fail(1, "%s", T("this game has no score estimate", "este jogo não tem estimativa"));
        return;
    }
    if (!svc->estimate(s->game, s->state, ESTIMATE_PLAYOUTS, &o, &err)) {
        char msg[TB_ERROR_LEN * 2];
        tb_error_text(s->game, err.msg, pt, msg, sizeof msg);
        cli_fail(1, "%s", msg);
        return;
    }
    int owned[3] = {0}; /* first player's, second's, undecided (most playouts disagree) */
    for (int i = 0; i < o.count; i++)
        owned[o.points[i].value > 0.2 ? 0 : o.points[i].value < -0.2 ? 1 : 2]++;
    const char *lead = tb_game_player_name(s->game, o.score > 0 ? 0 : 1, pt);
    char margin[32];
    snprintf(margin, sizeof margin, "%.1f", o.score > 0 ? o.score : -o.score);
    if (pt)
        for (char *c = margin; *c; c++)
            *c = *c == '.' ? ',' : *c;
    if (o.score == 0)
        printf("%s", T("estimated score: even", "resultado estimado: empate"));
    else
        printf("%s %c+%s", T("estimated score:", "resultado estimado:"), lead[0], margin);
    printf(" (%s %d, %s %d, %s %d; %d %s)\n", tb_game_player_name(s->game, 0, pt), owned[0],
           tb_game_player_name(s->game, 1, pt), owned[1], T("undecided", "por decidir"), owned[2],
           o.playouts, T("playouts", "partidas simuladas"));
    tb_ownership_free(&o);
}

static void print_position(const session *s)
{
    char text[4096];
    s->game->cls->position_to_text(s->game, s->state, text, sizeof text);
    printf("%s %s\n", T("position:", "posição:"), text);
}

/* LINE_OK: nothing changed (help, a list); LINE_CHANGED: the position did (a move, undo, a
 * record loaded), so the board is drawn again. */
typedef enum { LINE_OK, LINE_CHANGED, LINE_BAD, LINE_QUIT } line_result;

/* Handles one line typed (or read) while a person is to move, or after the end. */
static line_result handle_line(session *s, char *line)
{
    char *p = line;
    while (isspace((unsigned char)*p))
        p++;
    size_t n = strlen(p);
    while (n && isspace((unsigned char)p[n - 1]))
        p[--n] = '\0';
    if (!*p || *p == '#')
        return LINE_OK;
    char *arg = strchr(p, ' ');
    char word[16] = "";
    size_t wl = arg ? (size_t)(arg - p) : n;
    if (wl < sizeof word) {
        memcpy(word, p, wl);
        word[wl] = '\0';
    }
    while (arg && *arg == ' ')
        arg++;
    if (strcmp(word, "quit") == 0 || strcmp(word, "exit") == 0 || strcmp(word, "sair") == 0)
        return LINE_QUIT;
    if (strcmp(word, "help") == 0 || strcmp(word, "?") == 0 || strcmp(word, "ajuda") == 0) {
        help();
        if (ownership_of(s->game))
            printf("%s\n", T("  estimate     the engine's score estimate (who owns each point)",
                              "  estimativa   a estimativa do resultado pelo motor (ou estimate)"));
        return LINE_OK;
    }
    if (strcmp(word, "moves") == 0 || strcmp(word, "lances") == 0) {
        print_moves(s);
        return LINE_OK;
    }
    if (strcmp(word, "undo") == 0 || strcmp(word, "anular") == 0) {
        return undo(s) ? LINE_CHANGED : LINE_OK;
    }
    if (strcmp(word, "estimate") == 0 || strcmp(word, "estimativa") == 0) {
        print_estimate(s);
        return LINE_OK;
    }
    if (strcmp(word, "position") == 0 || strcmp(word, "posicao") == 0) {
        print_position(s);
        return LINE_OK;
    }
    if (strcmp(word, "rules") == 0 || strcmp(word, "regras") == 0) {
        cli_print_wrapped(tb_variant_rules(s->game->variant, cli_portuguese()) ?: "", 0);
        return LINE_OK;
    }
    if (strcmp(word, "numbers") == 0 || strcmp(word, "numeros") == 0 ||
        strcmp(word, "números") == 0) {
        if (!print_square_numbers(s))
            return cli_fail(LINE_BAD, "%s",
                            T("this game does not number its squares",
                              "este jogo não numera as casas"));
        return LINE_OK;
    }
    if (strcmp(word, "save") == 0 || strcmp(word, "gravar") == 0) {
        if (!arg || !*arg)
            return cli_fail(LINE_BAD, "%s", T("save FILE: which file?", "gravar FICH: que ficheiro?"));
        if (!save_record(s, arg))
            return LINE_BAD;
        printf("%s %s\n", T("saved to", "gravado em"), arg);
        return LINE_OK;
    }
    if (strcmp(word, "load") == 0 || strcmp(word, "ler") == 0) {
        if (!arg || !*arg)
            return cli_fail(LINE_BAD, "%s", T("load FILE: which file?", "ler FICH: que ficheiro?"));
        return load_record(s, arg) ? LINE_CHANGED : LINE_BAD;
    }
    tb_action turn[256];
    tb_error err = {{0}};
    int k = tb_game_parse_turn(s->game, s->state, tb_record_skip_number(p), turn, 256, &err);
    if (k < 0) {
        /* the game's reason, then what may be played instead */
        char msg[TB_ERROR_LEN * 2], hint[2048];
        tb_error_text(s->game, err.msg, cli_portuguese(), msg, sizeof msg);
        tb_game_move_hint(s->game, s->state, p, cli_portuguese(), hint, sizeof hint);
        cli_fail(1, "%s\n  %s", msg, hint);
        return LINE_BAD;
    }
    for (int i = 0; i < k; i++)
        session_push(s, turn[i]);
    return LINE_CHANGED;
}

/* Lets computer players move until a person is to move or the game ends; each computer's
 * turn is printed whole, in the game's turn notation. */
static bool computers_move(session *s)
{
    const tb_game *g = s->game;
    void *before = malloc(g->state_size); /* the position where the turn began */
    int from = -1;                        /* its first action, -1: none begun */
    bool ok = before != NULL;
    while (ok && !tb_game_over(g, s->state)) {
        int p = g->cls->to_move(g, s->state);
        if (!s->players[p])
            break;
        if (from < 0) {
            from = s->count;
            memcpy(before, s->state, g->state_size);
        }
        tb_action a;
        tb_error err = {{0}};
        if (!tb_player_choose(s->players[p], s->state, &a, &err)) {
            char msg[TB_ERROR_LEN * 2];
            tb_error_text(s->game, err.msg, cli_portuguese(), msg, sizeof msg);
            cli_fail(1, "%s: %s", s->specs[p], msg);
            ok = false;
            break;
        }
        session_push(s, a);
        if (tb_game_over(g, s->state) || !tb_game_mid_turn(g, s->state)) {
            char *text = tb_game_turn_text_new(g, before, s->actions + from, s->count - from);
            const char *name = tb_game_player_name(g, p, cli_portuguese());
            char who[128], shown[1024];
            tb_turn_text_shown(text ? text : "", cli_portuguese(), shown, sizeof shown);
            if (cli_portuguese()) { /* "as Brancas jogam: e4", "o Primeiro joga: 3" */
                tb_player_phrase_pt(name, false, who, sizeof who);
                bool plural = who[strcspn(who, " ") - 1] == 's';
                printf("%s %s: %s\n", who, plural ? "jogam" : "joga", shown);
            } else {
                printf("%s plays %s\n", name, shown);
            }
            free(text);
            from = -1;
        }
    }
    free(before);
    return ok;
}

static int run_interactive(session *s)
{
    printf("%s — %s\n%s\n",
           cli_portuguese() ? s->game->variant->name_pt : s->game->variant->name_en,
           T("type 'help' for commands", "escreva 'ajuda' para ver os comandos"), "");
    bool changed = true;
    for (;;) {
        if (!computers_move(s))
            return 1;
        bool over = tb_game_over(s->game, s->state);
        if (changed) {
            print_board(s);
            if (over)
                print_outcome(s);
        }
        char prompt[128];
        int p = s->game->cls->to_move(s->game, s->state);
        snprintf(prompt, sizeof prompt, "%s> ",
                 over ? T("game over", "fim do jogo")
                      : tb_game_player_name(s->game, p, cli_portuguese()));
        /* libedit's readline crashes on some non-ASCII prompts ("Cães> "): printed first */
        fputs(prompt, stdout);
        fflush(stdout);
        char *line = readline("");
        if (!line)
            return 0;
        if (*line)
            add_history(line);
        line_result r = handle_line(s, line);
        free(line);
        if (r == LINE_QUIT)
            return 0;
        changed = r == LINE_CHANGED;
    }
}

/* Reads turns (or a record) from a file or pipe and prints the final position. */
static int run_batch(session *s)
{
    char *text = read_file(stdin);
    if (!text)
        return cli_fail(1, "cannot read standard input");
    int status = 0;
    const char *first = text;
    while (isspace((unsigned char)*first))
        first++;
    /* a record (tabula's or PGN's tags, an SGF game tree): replay it whole */
    if (*first == '[' || (*first == '(' && tb_record_format_detect(first))) {
        if (!session_adopt(s, text))
            status = 1;
        else if (!computers_move(s))
            status = 1;
    } else {
        int lineno = 0;
        char *save = NULL;
        for (char *line = strtok_r(text, "\n", &save); line && status == 0;
             line = strtok_r(NULL, "\n", &save)) {
            lineno++;
            if (!computers_move(s)) {
                status = 1;
                break;
            }
            line_result r = handle_line(s, line);
            if (r == LINE_BAD) {
                fprintf(stderr, "tabula: (%s %d)\n", T("line", "linha"), lineno);
                status = 1;
            } else if (r == LINE_QUIT)
                break;
        }
        if (status == 0 && !computers_move(s))
            status = 1;
    }
    free(text);
    print_board(s);
    print_position(s);
    print_outcome(s);
    return status;
}

int play_run(const play_config *cfg)
{
    session s = {0};
    s.seed = cfg->seed;
    s.interactive = isatty(STDIN_FILENO);
    memcpy(s.specs, cfg->player_specs, sizeof s.specs);
    if (!(s.game = cli_game(cfg->variant, cfg->options)))
        return 2;
    s.start = tb_state_new(s.game);
    s.state = malloc(s.game->state_size);
    int status = 2;
    tb_error err = {{0}};
    if (cfg->position && !tb_game_parse_position(s.game, cfg->position, s.start, &err)) {
        char msg[TB_ERROR_LEN * 2];
        tb_error_text(s.game, err.msg, cli_portuguese(), msg, sizeof msg);
        cli_fail(2, "%s", msg);
        goto done;
    }
    memcpy(s.state, s.start, s.game->state_size);
    if (!session_make_players(&s))
        goto done;
    status = s.interactive ? run_interactive(&s) : run_batch(&s);
done:
    session_free_players(&s);
    free(s.actions);
    free(s.start);
    free(s.state);
    tb_game_free(s.game);
    return status;
}
