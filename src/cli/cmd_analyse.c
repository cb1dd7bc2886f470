/* tabula analyse GAME POSITION [--misere]: the analysis report of combinatorial.md §2.4
 * (outcome, Grundy values and nim-sum, canonical value, winning moves). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "games/combinatorial/comb.h"

int cmd_analyse(int argc, char **argv)
{
    const char *usage = "usage: tabula analyse GAME POSITION [--misere] [--option k=v]... "
                        "[--positions N]   e.g. tabula analyse nim \"nim: 3 5 7 9\"";
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cli_fail(2, "%s", usage);
    bool misere = false;
    char options[1024] = "", position[TB_COMB_TEXT] = "";
    tb_comb_limits limits = {0};
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--misere") == 0) {
            misere = true;
        } else if (strcmp(argv[i], "--option") == 0 && i + 1 < argc) {
            if (!cli_add_option(options, sizeof options, argv[++i]))
                return cli_fail(2, "too many options");
        } else if (strcmp(argv[i], "--positions") == 0 && i + 1 < argc) {
            long n;
            if (!cli_parse_count(argv[++i], 1000000000L, &n) || n == 0)
                return cli_fail(2, "--positions: expected a positive count");
            limits.max_positions = (size_t)n;
        } else if (strncmp(argv[i], "--", 2) == 0) {
            return cli_fail(2, "%s", usage);
        } else { /* the position may come as several words */
            if (strlen(position) + strlen(argv[i]) + 2 > sizeof position)
                return cli_fail(2, "position too long");
            if (position[0])
                strcat(position, " ");
            strcat(position, argv[i]);
        }
    }
    const tb_variant *v = cli_variant(argv[1]);
    if (!v)
        return 2;
    if (v->cls != &tb_comb_class)
        return cli_fail(2,
                        "%s is not a combinatorial game: analyse works on those (see "
                        "`tabula list`); try `tabula solve`",
                        v->id);
    tb_game *g = cli_game(v, options);
    if (!g)
        return 2;
    misere = misere || tb_comb_misere(g);
    tb_comb_state *s = malloc(sizeof *s);
    tb_error err = {{0}};
    int status = 0;
    if (!s) {
        status = cli_fail(1, "out of memory");
    } else if (!position[0]) {
        g->cls->initial(g, s);
    } else if (!tb_game_parse_position(g, position, s, &err)) {
        status = cli_fail(2, "%s", err.msg);
    }
    if (status == 0) {
        tb_comb_report r;
        if (!tb_comb_analyse(g, s, misere, &limits, &r, &err)) {
            status = cli_fail(1, "%s", err.msg);
        } else {
            char *text = tb_comb_report_text(g, s, &r);
            if (text)
                fputs(text, stdout);
            else
                status = cli_fail(1, "out of memory");
            free(text);
        }
        tb_comb_report_free(&r);
    }
    free(s);
    tb_game_free(g);
    return status;
}
