/* tabula analyse GAME POSITION [--misere]: the analysis report of a game whose family has
 * one (the combinatorial games: outcome, Grundy values and nim-sum, canonical value, winning
 * moves), printed field by field as "key: value" lines. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "tabula/family.h"

enum { POSITION_LEN = 1 << 16 };

/* Set by Ctrl-C: the analysis gives up and the command prints what it knows. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    interrupted = 1;
}

static void show_progress(void *context, uint64_t positions, double seconds)
{
    fprintf(stderr, "\r%s %llu (%.0fs)", cli_portuguese() ? "posições:" : "positions:",
            (unsigned long long)positions, seconds);
    *(bool *)context = true;
}

int cmd_analyse(int argc, char **argv)
{
    const char *usage = "usage: tabula analyse GAME POSITION [--misere] [--option k=v]... "
                        "[--positions N]   e.g. tabula analyse nim \"nim: 3 5 7 9\"";
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cli_fail(2, "%s", usage);
    bool misere = false;
    char options[1024] = "";
    char *position = calloc(1, POSITION_LEN);
    tb_analysis_limits limits = {0};
    if (!position)
        return cli_fail(1, "out of memory");
    int status = 0;
    for (int i = 2; i < argc && status == 0; i++) {
        if (strcmp(argv[i], "--misere") == 0) {
            misere = true;
        } else if (strcmp(argv[i], "--option") == 0 && i + 1 < argc) {
            if (!cli_add_option(options, sizeof options, argv[++i]))
                status = cli_fail(2, "too many options");
        } else if (strcmp(argv[i], "--positions") == 0 && i + 1 < argc) {
            long n;
            if (!cli_parse_count(argv[++i], 1000000000L, &n) || n == 0)
                status = cli_fail(2, "--positions: expected a positive count");
            limits.max_positions = (uint64_t)n;
        } else if (strncmp(argv[i], "--", 2) == 0) {
            status = cli_fail(2, "%s", usage);
        } else if (strlen(position) + strlen(argv[i]) + 2 > POSITION_LEN) {
            status = cli_fail(2, "position too long");
        } else { /* the position may come as several words */
            if (position[0])
                strcat(position, " ");
            strcat(position, argv[i]);
        }
    }
    const tb_variant *v = status == 0 ? cli_variant(argv[1]) : NULL;
    const tb_family *family = v ? tb_variant_family(v) : NULL;
    if (status == 0 && !v)
        status = 2;
    else if (status == 0 && !(family && family->analysis))
        status = cli_fail(2,
                          "%s has no analysis report: analyse works on the combinatorial games "
                          "(see `tabula list`); try `tabula solve`",
                          v->id);
    /* Misère is the game's play convention option, where the variant offers it. */
    else if (status == 0 && misere &&
             (!(tb_variant_traits(v) & TB_TRAIT_CONVENTION) ||
              !tb_variant_has_option(v, TB_CONVENTION_OPTION)))
        status = cli_fail(2, "misère play is not offered for %s", v->id);
    else if (status == 0 && misere &&
             !cli_add_option(options, sizeof options, TB_CONVENTION_OPTION "=misere"))
        status = cli_fail(2, "too many options");
    tb_game *g = status == 0 ? cli_game(v, options) : NULL;
    if (status == 0 && !g)
        status = 2;
    void *state = g ? tb_state_new(g) : NULL;
    tb_error err = {{0}};
    if (g && !state)
        status = cli_fail(1, "out of memory");
    else if (state && position[0] && !tb_game_parse_position(g, position, state, &err))
        status = cli_game_fail(g, 2, err.msg);
    if (status == 0) {
        tb_report r;
        tb_report_init(&r);
        bool shown = false;
        limits.cancel = &interrupted;
        /* the counter rewrites one line: only on a terminal, so a log stays lines */
        limits.progress = isatty(STDERR_FILENO) ? show_progress : NULL;
        limits.progress_context = &shown;
        void (*previous)(int) = signal(SIGINT, on_interrupt);
        bool ok = family->analysis->report(g, state, &limits, &r, &err);
        signal(SIGINT, previous);
        if (shown)
            fprintf(stderr, "\n");
        if (!ok) {
            /* what is known (the position, the work done), then why it stopped */
            char *text = tb_report_text_lang(&r, cli_portuguese());
            if (text)
                fputs(text, stdout);
            free(text);
            char why[512];
            tb_error_text(g, err.msg, cli_portuguese(), why, sizeof why);
            status = cli_fail(1, "%s", why);
        } else {
            char *text = tb_report_text_lang(&r, cli_portuguese());
            if (text)
                fputs(text, stdout);
            else
                status = cli_fail(1, "out of memory");
            free(text);
        }
        tb_report_free(&r);
    }
    free(state);
    free(position);
    tb_game_free(g);
    return status;
}
