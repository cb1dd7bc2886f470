/* tabula match: many games between two players, who starts alternating; the score of the
 * first and its Elo difference. */
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/budget.h"
#include "cli/commands.h"
#include "tabula/family.h"
#include "tabula/levels.h"
#include "tabula/match.h"
#include "tabula/record.h"

static const char usage[] =
    "usage: tabula match GAME SPEC1 SPEC2 -n N [--time T] [--option k=v]... [--seed S] "
    "[--max-actions N] [--openings FILE] [--record FILE] [--progress]";

enum { MAX_OPENINGS = 1000, MAX_OPENING_TURNS = 64 };

/* --openings FILE: one opening a line, its turns as words in the game's notation ("32-28
 * 19-23"); '#' starts a comment. Games 2k and 2k+1 start after opening k (mod the count), so
 * each opening is played once with each colour. Returns the count, or -1 with a message. */
static int read_openings(const tb_game *g, const char *path, char ***out, tb_error *err)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        tb_error_set(err, "--openings: cannot read %s", path);
        return -1;
    }
    char **lines = calloc(MAX_OPENINGS, sizeof *lines);
    char buf[1024];
    int count = 0, lineno = 0;
    void *state = malloc(g->state_size);
    tb_action *acts = malloc(sizeof(tb_action) * 256);
    bool ok = lines && state && acts;
    while (ok && fgets(buf, sizeof buf, f)) {
        lineno++;
        buf[strcspn(buf, "#\r\n")] = '\0';
        if (strspn(buf, " \t") == strlen(buf))
            continue;
        if (count == MAX_OPENINGS) {
            tb_error_set(err, "--openings: more than %d openings", MAX_OPENINGS);
            ok = false;
            break;
        }
        g->cls->initial(g, state);
        char copy[1024];
        snprintf(copy, sizeof copy, "%s", buf);
        int turns = 0;
        for (char *save = NULL, *w = strtok_r(copy, " \t", &save); w && ok;
             w = strtok_r(NULL, " \t", &save)) {
            tb_error e = {{0}};
            int n = ++turns > MAX_OPENING_TURNS ? -1 : tb_game_parse_turn(g, state, w, acts, 256, &e);
            if (n <= 0) {
                tb_error_set(err, "--openings: line %d: '%s': %s", lineno, w,
                             e.msg[0] ? e.msg : "too many turns");
                ok = false;
                break;
            }
            for (int k = 0; k < n; k++)
                g->cls->apply(g, state, acts[k]);
            if (tb_game_over(g, state)) {
                tb_error_set(err, "--openings: line %d: the game is over after '%s'", lineno, w);
                ok = false;
            }
        }
        if (ok && !(lines[count++] = strdup(buf)))
            ok = false;
    }
    fclose(f);
    free(state);
    free(acts);
    if (ok && count == 0) {
        tb_error_set(err, "--openings: %s has no opening", path);
        ok = false;
    }
    if (!ok) {
        for (int i = 0; lines && i < count; i++)
            free(lines[i]);
        free(lines);
        if (!err->msg[0])
            tb_error_set(err, "out of memory");
        return -1;
    }
    *out = lines;
    return count;
}

static void free_openings(char **openings, int count)
{
    for (int k = 0; k < count; k++)
        free(openings[k]);
    free(openings);
}

/* Plays opening `line` (checked by read_openings) from the start position in `state`,
 * appending its actions to played[*num_played] unless `played` is NULL (room for
 * MAX_OPENING_TURNS turns of 256 actions). */
static void play_opening(const tb_game *g, const char *line, void *state, tb_action *played,
                         size_t *num_played)
{
    char copy[1024];
    tb_action acts[256];
    snprintf(copy, sizeof copy, "%s", line);
    for (char *save = NULL, *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        tb_error e = {{0}};
        int n = tb_game_parse_turn(g, state, w, acts, 256, &e);
        for (int k = 0; k < n; k++) {
            g->cls->apply(g, state, acts[k]);
            if (played)
                played[(*num_played)++] = acts[k];
        }
    }
}

/* --record FILE: each game as a record (the text `tabula play` saves and loads), from the
 * start position with the opening's moves, a blank line between games; a tag says which
 * player held which seat. */
static bool write_game(FILE *f, const tb_game *g, uint64_t i, const char spec[2][256], int seat,
                       const tb_action *played, size_t count)
{
    void *start = tb_state_new(g);
    char *text = start ? tb_record_write(g, start, played, (int)count) : NULL;
    free(start);
    if (!text)
        return false;
    fprintf(f, "%s[Round \"%llu\"]\n[Seats \"", i ? "\n" : "", (unsigned long long)i + 1);
    for (int p = 0; p < g->num_players; p++) {
        fprintf(f, "%s%s: ", p ? "; " : "", tb_game_player_name(g, p, false));
        /* a quote or a line break in a spec would end the tag: written as ' */
        for (const char *c = spec[p == seat ? 0 : 1]; *c; c++)
            fputc(*c == '"' || (unsigned char)*c < 0x20 ? '\'' : *c, f);
    }
    fprintf(f, "\"]\n%s", text);
    free(text);
    return fflush(f) == 0;
}

/* Set by Ctrl-C: the match stops after the game in progress and reports the games played. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    interrupted = 1;
}

/* `spec` with time=T added when its kind takes a time and the spec does not give one. */
static bool with_time(const char *spec, const char *time, char *out, size_t cap)
{
    size_t n = strcspn(spec, ":");
    bool takes_time = false;
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        if (strlen(k->name) == n && strncasecmp(k->name, spec, n) == 0)
            for (const tb_option_def *d = k->params; d->name; d++)
                takes_time |= strcmp(d->name, "time") == 0;
    }
    bool has_time = strstr(spec, ":time=") || strstr(spec, ",time=");
    int len = time && takes_time && !has_time
                  ? snprintf(out, cap, "%s%stime=%s", spec, spec[n] ? "," : ":", time)
                  : snprintf(out, cap, "%s", spec);
    return len < (int)cap;
}

/* --progress: one line on stderr per finished game, so a long match's log can be followed:
 * the game's number, the seat the first player held, the result for him with the game's
 * reason, and the running score. */
static void print_game_line(const tb_game *g, uint64_t i, uint64_t games, const char *first,
                            int seat, const tb_outcome *o, int wins, int draws, int losses)
{
    bool pt = cli_portuguese();
    char reason[TB_REASON_LEN * 2] = "";
    if (o->over)
        tb_outcome_reason(g, o, pt, reason, sizeof reason);
    const char *result = !o->over                      ? T("unfinished", "por terminar")
                         : o->result[seat] == TB_WIN  ? T("win", "vitória")
                         : o->result[seat] == TB_LOSS ? T("loss", "derrota")
                                                      : T("draw", "empate");
    char colour[64];
    if (pt)
        tb_player_phrase_pt(tb_game_player_name(g, seat, true), false, colour, sizeof colour);
    else
        snprintf(colour, sizeof colour, "%s", tb_game_player_name(g, seat, false));
    char score[32];
    cli_decimal(score, sizeof score, wins + 0.5 * draws, 1);
    fprintf(stderr, "%s %llu/%llu: %s %s %s: %s%s%s%s; %s %s/%d (+%d =%d -%d)\n",
            T("game", "partida"), (unsigned long long)i + 1, (unsigned long long)games, first,
            T("as", "com"), colour, result, reason[0] ? " (" : "",
            reason, reason[0] ? ")" : "", T("score", "pontuação"), score,
            wins + draws + losses, wins, draws, losses);
}

static void print_elo(double v)
{
    if (isinf(v))
        printf("%sinf", v > 0 ? "+" : "-");
    else
        printf("%+.0f", v);
}

int cmd_match(int argc, char **argv)
{
    const char *args[3] = {NULL, NULL, NULL}, *time = NULL, *openings_path = NULL,
               *record_path = NULL;
    int num_args = 0;
    char options[1024] = "";
    uint64_t games = 0, seed = 1, max_actions = 100000;
    bool game_lines = false;
    tb_error err = {{0}};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes_value = strcmp(arg, "-n") == 0 || strcmp(arg, "--time") == 0 ||
                           strcmp(arg, "--option") == 0 || strcmp(arg, "--seed") == 0 ||
                           strcmp(arg, "--max-actions") == 0 ||
                           strcmp(arg, "--openings") == 0 || strcmp(arg, "--record") == 0;
        if (takes_value && !val)
            return cli_fail(2, "%s needs a value\n%s", arg, usage);
        if (strcmp(arg, "-n") == 0) {
            if (!tb_parse_count(val, &games, &err) || games < 1 || games > 1000000)
                return cli_fail(2, "-n: expected a number of games from 1 to 1000000");
        } else if (strcmp(arg, "--time") == 0) {
            double seconds;
            if (!tb_parse_seconds(val, &seconds, &err))
                return cli_fail(2, "--time: %s", err.msg);
            time = val;
        } else if (strcmp(arg, "--option") == 0) {
            size_t l = strlen(options);
            if (snprintf(options + l, sizeof options - l, "%s%s", l ? "," : "", val) >=
                (int)(sizeof options - l))
                return cli_fail(2, "options too long");
        } else if (strcmp(arg, "--seed") == 0) {
            if (!tb_parse_count(val, &seed, &err))
                return cli_fail(2, "--seed: %s", err.msg);
        } else if (strcmp(arg, "--max-actions") == 0) {
            if (!tb_parse_count(val, &max_actions, &err))
                return cli_fail(2, "--max-actions: %s", err.msg);
        } else if (strcmp(arg, "--openings") == 0) {
            openings_path = val;
        } else if (strcmp(arg, "--record") == 0) {
            record_path = val;
        } else if (strcmp(arg, "--progress") == 0) {
            game_lines = true;
        } else if ((arg[0] == '-' && arg[1]) || num_args == 3) {
            return cli_fail(2, "unexpected argument '%s'\n%s", arg, usage);
        } else {
            args[num_args++] = arg;
        }
        i += takes_value;
    }
    if (num_args != 3 || games == 0)
        return cli_fail(2, "%s", usage);
    const tb_variant *v = cli_variant(args[0]);
    if (!v)
        return 2;
    tb_game *g = cli_game(v, options[0] ? options : NULL);
    if (!g)
        return 2;
    char spec[2][256];
    for (int k = 0; k < 2; k++) {
        /* a level (easy, medium, hard) is the player behind it for this game, as in the menu */
        const tb_level *level = tb_level_find(args[1 + k]);
        if (level)
            args[1 + k] = tb_level_player(v, level);
        if (!with_time(args[1 + k], time, spec[k], sizeof spec[k])) {
            tb_game_free(g);
            return cli_fail(2, "player spec too long: %s", args[1 + k]);
        }
    }
    /* Check both specs once before the first game. */
    for (int k = 0; k < 2; k++) {
        tb_player *p = tb_player_new(g, spec[k], seed, &err);
        if (!p) {
            int status = cli_game_fail(g, 2, err.msg);
            tb_game_free(g);
            return status;
        }
        tb_player_free(p);
    }

    char **openings = NULL;
    int num_openings = 0;
    if (openings_path && (num_openings = read_openings(g, openings_path, &openings, &err)) < 0) {
        int status = cli_game_fail(g, 2, err.msg); /* the game's words, as its moves' errors */
        tb_game_free(g);
        return status;
    }

    /* the record file is opened (emptied) once everything else is known good */
    FILE *record = NULL;
    if (record_path && !(record = fopen(record_path, "w"))) {
        free_openings(openings, num_openings);
        tb_game_free(g);
        return cli_fail(2, "--record: cannot write %s", record_path);
    }
    /* room for the opening and every action the game may last */
    size_t room = MAX_OPENING_TURNS * 256 + (size_t)(max_actions && max_actions < 1000000
                                                          ? max_actions : 1000000);
    tb_action *played = record ? malloc(sizeof *played * room) : NULL;
    if (record && !played) {
        fclose(record);
        free_openings(openings, num_openings);
        tb_game_free(g);
        return cli_fail(1, "out of memory");
    }

    int wins = 0, draws = 0, losses = 0, unfinished = 0, status = 0;
    void *state = malloc(g->state_size);
    bool progress = !game_lines && isatty(STDERR_FILENO);
    void (*previous)(int) = signal(SIGINT, on_interrupt);
    for (uint64_t i = 0; i < games && state && !interrupted; i++) {
        /* The first player takes seat i mod players; the second every other seat. */
        int seat = (int)(i % (uint64_t)g->num_players);
        tb_player *first = tb_player_new(g, spec[0], seed + 2 * i, &err);
        tb_player *second = tb_player_new(g, spec[1], seed + 2 * i + 1, &err);
        tb_player *seats[TB_MAX_PLAYERS];
        for (int p = 0; p < g->num_players; p++)
            seats[p] = p == seat ? first : second;
        g->cls->initial(g, state);
        size_t count = 0;
        if (num_openings)
            play_opening(g, openings[(i / (uint64_t)g->num_players) % (uint64_t)num_openings],
                         state, played, &count);
        tb_outcome o;
        bool ok = first && second &&
                  tb_play_game_recorded(g, seats, state, max_actions, &o, played, room, &count,
                                        &err);
        if (ok && record && !write_game(record, g, i, spec, seat, played, count)) {
            tb_error_set(&err, "--record: cannot write %s", record_path);
            ok = false;
        }
        tb_player_free(first);
        tb_player_free(second);
        if (!ok) {
            if (progress)
                fprintf(stderr, "\n");
            char msg[TB_ERROR_LEN * 2];
            tb_error_text(g, err.msg, cli_portuguese(), msg, sizeof msg);
            status = cli_fail(1, cli_portuguese() ? "partida %llu: %s" : "game %llu: %s",
                              (unsigned long long)i + 1, msg);
            break;
        }
        if (!o.over)
            unfinished++, draws++;
        else if (o.result[seat] == TB_WIN)
            wins++;
        else if (o.result[seat] == TB_LOSS)
            losses++;
        else
            draws++;
        if (game_lines)
            print_game_line(g, i, games, spec[0], seat, &o, wins, draws, losses);
        /* the counter rewrites one line: only on a terminal, so a log stays lines */
        if (progress)
            fprintf(stderr, "\r%s %llu/%llu: %d-%d-%d", T("game", "partida"),
                    (unsigned long long)i + 1, (unsigned long long)games, wins, draws, losses);
        fflush(stderr);
    }
    if (progress)
        fprintf(stderr, "\n");
    signal(SIGINT, previous);
    if (interrupted)
        fprintf(stderr, "%s\n",
                T("interrupted: the summary counts the games played",
                  "interrompido: o resumo conta as partidas jogadas"));
    if (!state)
        status = cli_fail(1, "out of memory");
    free(state);
    free(played);
    if (record && fclose(record) != 0 && !status)
        status = cli_fail(1, "--record: cannot write %s", record_path);
    free_openings(openings, num_openings);
    tb_game_free(g);

    /* a game that failed (an engine that died, say) still leaves the summary of the games
     * finished before it; the exit status says it failed */
    int n = wins + draws + losses;
    if (status && n == 0)
        return status;
    if (n == 0)
        return cli_fail(1, "no game finished");
    tb_elo e;
    tb_elo_estimate(wins, draws, losses, &e);
    char score[32], percent[32];
    printf(T("games: %d (%s vs %s, %s)\n", "partidas: %d (%s contra %s, %s)\n"), n, spec[0],
           spec[1], v->id);
    if (unfinished)
        printf(T("unfinished: %d (stopped after %llu actions, counted as draws)\n",
                 "por terminar: %d (paradas ao fim de %llu acções, contadas como empates)\n"),
               unfinished, (unsigned long long)max_actions);
    printf(T("%s: %d wins, %d draws, %d losses\n", "%s: vitórias %d, empates %d, derrotas %d\n"),
           spec[0], wins, draws, losses);
    printf("%s: %s/%d (%s%%)\n", T("score", "pontuação"),
           cli_decimal(score, sizeof score, wins + 0.5 * draws, 1), n,
           cli_decimal(percent, sizeof percent, 100 * e.score, 1));
    printf("elo: ");
    print_elo(e.elo);
    printf(" (95%%: ");
    print_elo(e.low);
    printf(" %s ", T("to", "a"));
    print_elo(e.high);
    printf(")\n%s: %d-%d-%d\n", T("result", "resultado"), wins, draws, losses);
    return status;
}
