/* tabula perft GAME DEPTH [--position TEXT] [--option k=v]... [--divide] [--turns]
 * The last line printed is the node count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "cli/commands.h"
#include "tabula/perft.h"

static const char usage[] =
    "usage: tabula perft GAME DEPTH [--position TEXT] [--option k=v]... [--divide] [--turns]";

int cmd_perft(int argc, char **argv)
{
    const char *name = NULL, *depth_text = NULL, *position = NULL;
    char options[1024] = "";
    bool divide = false, turns = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--position") == 0 && i + 1 < argc)
            position = argv[++i];
        else if (strcmp(argv[i], "--option") == 0 && i + 1 < argc) {
            if (!cli_add_option(options, sizeof options, argv[++i]))
                return cli_fail(2, "too many options");
        } else if (strcmp(argv[i], "--divide") == 0)
            divide = true;
        else if (strcmp(argv[i], "--turns") == 0)
            turns = true;
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_fail(2, "unknown argument '%s'\n%s", argv[i], usage);
        else if (!name)
            name = argv[i];
        else if (!depth_text)
            depth_text = argv[i];
        else
            return cli_fail(2, "%s", usage);
    }
    if (!name || !depth_text)
        return cli_fail(2, "%s", usage);
    if (divide && turns)
        return cli_fail(2, "--divide counts actions; it cannot be combined with --turns");
    long depth;
    if (!cli_parse_count(depth_text, 64, &depth))
        return cli_fail(2, "bad depth '%s': expected a whole number from 0 to 64", depth_text);
    const tb_variant *v = cli_variant(name);
    if (!v)
        return 2;
    tb_game *g = cli_game(v, options);
    if (!g)
        return 2;
    void *state = tb_state_new(g);
    tb_error err = {{0}};
    if (position && !tb_game_parse_position(g, position, state, &err)) {
        free(state);
        int status = cli_game_fail(g, 2, err.msg);
        tb_game_free(g);
        return status;
    }
    uint64_t (*count)(const tb_game *, const void *, int) = turns ? tb_perft_turns : tb_perft;
    double t0 = tb_clock_seconds();
    uint64_t total = 0;
    if (divide && depth > 0) {
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        void *child = malloc(g->state_size);
        int n = g->cls->legal(g, state, moves);
        for (int i = 0; i < n; i++) {
            char text[256];
            g->cls->action_to_text(g, state, moves[i], text, sizeof text);
            memcpy(child, state, g->state_size);
            g->cls->apply(g, child, moves[i]);
            uint64_t k = tb_perft(g, child, (int)depth - 1);
            printf("%s: %llu\n", text, (unsigned long long)k);
            total += k;
        }
        free(child);
        free(moves);
    } else {
        total = count(g, state, (int)depth);
    }
    double secs = tb_clock_seconds() - t0;
    char seconds[32];
    fprintf(stderr, "%s: %ss, %.0f %s\n", T("time", "tempo"),
            cli_decimal(seconds, sizeof seconds, secs, 3), secs > 0 ? (double)total / secs : 0,
            T("nodes/s", "nós/s"));
    printf("%llu\n", (unsigned long long)total);
    free(state);
    tb_game_free(g);
    return 0;
}
