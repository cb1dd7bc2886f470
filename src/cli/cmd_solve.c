/* tabula solve: the exact value of a position, the moves that keep it, and the cost. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/budget.h"
#include "cli/commands.h"
#include "tabula/family.h"
#include "tabula/solve.h"

/* Set by Ctrl-C: the solver gives up and the command still prints what it has. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    interrupted = 1;
}

static void show_progress(void *context, uint64_t positions, double seconds)
{
    fprintf(stderr, "\r%s: %llu (%.0fs)", T("positions", "posições"), (unsigned long long)positions,
            seconds);
    *(bool *)context = true;
}

static const char usage[] =
    "usage: tabula solve GAME [--position TEXT] [--option k=v]... [--nodes N] [--time T] "
    "[--tt MB] [--value-only | --retrograde]";

int cmd_solve(int argc, char **argv)
{
    const char *game_name = NULL, *position = NULL;
    char options[1024] = "";
    tb_solve_limits limits = {.remoteness = true};
    tb_error err = {{0}};
    bool retrograde = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes_value = strcmp(arg, "--position") == 0 || strcmp(arg, "--option") == 0 ||
                           strcmp(arg, "--nodes") == 0 || strcmp(arg, "--time") == 0 ||
                           strcmp(arg, "--tt") == 0;
        if (takes_value && !val)
            return cli_fail(2, "%s needs a value\n%s", arg, usage);
        if (strcmp(arg, "--position") == 0) {
            position = val;
        } else if (strcmp(arg, "--option") == 0) {
            size_t l = strlen(options);
            if (snprintf(options + l, sizeof options - l, "%s%s", l ? "," : "", val) >=
                (int)(sizeof options - l))
                return cli_fail(2, "options too long");
        } else if (strcmp(arg, "--nodes") == 0) {
            if (!tb_parse_count(val, &limits.max_positions, &err))
                return cli_fail(2, "--nodes: %s", err.msg);
        } else if (strcmp(arg, "--time") == 0) {
            if (!tb_parse_seconds(val, &limits.max_seconds, &err))
                return cli_fail(2, "--time: %s", err.msg);
        } else if (strcmp(arg, "--tt") == 0) {
            uint64_t mb;
            if (!tb_parse_count(val, &mb, &err) || mb < 1 || mb > 65536)
                return cli_fail(2, "--tt: expected a size in MB from 1 to 65536, got '%s'", val);
            limits.table_mb = (size_t)mb;
        } else if (strcmp(arg, "--value-only") == 0) {
            limits.remoteness = false; /* no remoteness pass: big solves */
        } else if (strcmp(arg, "--retrograde") == 0) {
            retrograde = true; /* every position enumerated: games whose positions recur */
        } else if (arg[0] == '-' || game_name) {
            return cli_fail(2, "unexpected argument '%s'\n%s", arg, usage);
        } else {
            game_name = arg;
        }
        i += takes_value;
    }
    if (!game_name)
        return cli_fail(2, "%s", usage);
    const tb_variant *v = cli_variant(game_name);
    if (!v)
        return 2;
    tb_game *g = cli_game(v, options[0] ? options : NULL);
    if (!g)
        return 2;
    void *state = tb_state_new(g);
    if (!state) {
        tb_game_free(g);
        return cli_fail(1, "out of memory");
    }
    if (position && !tb_game_parse_position(g, position, state, &err)) {
        free(state);
        int status = cli_game_fail(g, 2, err.msg);
        tb_game_free(g);
        return status;
    }

    tb_solve_result r;
    bool shown = false;
    limits.cancel = &interrupted;
    /* the counter rewrites one line: only on a terminal, so a log stays lines */
    limits.progress = isatty(STDERR_FILENO) ? show_progress : NULL;
    limits.progress_context = &shown;
    void (*previous)(int) = signal(SIGINT, on_interrupt);
    if (retrograde)
        tb_solve_retrograde(g, state, &limits, &r);
    else
        tb_solve(g, state, &limits, &r);
    signal(SIGINT, previous);
    if (shown)
        fprintf(stderr, "\n");
    const char *const names[] = {T("loss", "derrota"), T("draw", "empate"), T("win", "vitória")};
    int status = 0;
    if (r.status == TB_SOLVED) {
        printf("%s: %s\n", T("value", "valor"), names[r.value + 1]);
        if (r.scored) {
            char score[32];
            printf(T("score: %s (the mover's final score minus the opponent's)\n",
                     "pontuação: %s (os pontos finais de quem joga menos os do adversário)\n"),
                   cli_decimal(score, sizeof score, r.score, -1));
        }
        printf("%s:", T("best moves", "melhores lances"));
        for (int i = 0; i < r.num_best; i++) {
            char text[256];
            tb_action_text_shown(g, state, r.best[i], cli_portuguese(), text, sizeof text);
            printf(" %s", text);
        }
        printf("%s\n",
               r.num_best ? "" : T(" (none: the game is over)", " (nenhum: a partida acabou)"));
        if (r.remoteness >= 0)
            printf(T("remoteness: %d (turns to the end: the winner hurries, the loser delays)\n",
                     "distância ao fim: %d (jogadas até ao fim: quem ganha apressa-se, "
                     "quem perde adia)\n"),
                   r.remoteness);
        for (int i = 0; i < r.num_moves; i++) {
            char text[256];
            tb_action_text_shown(g, state, r.moves[i].action, cli_portuguese(), text, sizeof text);
            if (r.moves[i].remoteness < 0)
                printf("%s %s: %s\n", T("move", "lance"), text, names[r.moves[i].value + 1]);
            else
                printf("%s %s: %s %s %d\n", T("move", "lance"), text, names[r.moves[i].value + 1],
                       T("in", "em"), r.moves[i].remoteness);
        }
        if (r.repetition)
            printf("%s\n", retrograde
                               ? T("note: some positions can be played for ever; where neither "
                                   "side can force a win they are draws",
                                   "nota: há posições que se podem jogar para sempre; onde "
                                   "nenhum dos lados pode forçar a vitória, são empates")
                               : T("note: some lines repeat a position; they were scored as draws",
                                   "nota: há linhas que repetem uma posição; contaram como "
                                   "empates"));
    } else {
        const char *why = r.status == TB_SOLVE_NO_MEMORY ? T("out of memory", "memória esgotada")
                          : interrupted                  ? T("interrupted", "interrompido")
                          : r.too_deep
                              ? T("a line of play longer than 4000 actions; where positions recur, "
                                  "--retrograde solves them",
                                  "uma linha de jogo com mais de 4000 acções; onde as posições se "
                                  "repetem, --retrograde resolve-as")
                              : T("limit reached", "limite atingido");
        printf("%s: %s (%s)\n", T("value", "valor"), T("unknown", "desconhecido"), why);
        status = r.status == TB_SOLVE_LIMIT ? 0 : 1;
    }
    char seconds[32];
    printf("%s: %llu\n", T("positions", "posições"), (unsigned long long)r.positions);
    printf("%s: %ss\n", T("time", "tempo"), cli_decimal(seconds, sizeof seconds, r.seconds, 3));
    tb_solve_result_free(&r);
    free(state);
    tb_game_free(g);
    return status;
}
