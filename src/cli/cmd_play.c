/* tabula play GAME [--p1 SPEC] [--p2 SPEC] ... [--position TEXT] [--option k=v]... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/commands.h"
#include "cli/play.h"

static const char usage[] = "usage: tabula play GAME [--p1 SPEC] [--p2 SPEC] [--p3 SPEC] "
                            "[--p4 SPEC] [--position TEXT] [--option k=v]... [--seed N] "
                            "[--lang pt|en]";

int cmd_play(int argc, char **argv)
{
    play_config cfg = {0};
    cfg.seed = (uint64_t)time(NULL);
    const char *name = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        if (strncmp(a, "--p", 3) == 0 && a[3] >= '1' && a[3] <= '4' && !a[4] && has_value)
            cfg.player_specs[a[3] - '1'] = argv[++i];
        else if (strcmp(a, "--position") == 0 && has_value)
            cfg.position = argv[++i];
        else if (strcmp(a, "--option") == 0 && has_value) {
            if (!cli_add_option(cfg.options, sizeof cfg.options, argv[++i]))
                return cli_fail(2, "too many options");
        } else if (strcmp(a, "--seed") == 0 && has_value) {
            long s;
            if (!cli_parse_count(argv[++i], 0x7fffffffL, &s))
                return cli_fail(2, "bad seed '%s'", argv[i]);
            cfg.seed = (uint64_t)s;
        } else if (strcmp(a, "--lang") == 0 && has_value) {
            if (!cli_valid_language(argv[++i]))
                return cli_fail(2, "bad language '%s' (pt or en)", argv[i]);
            cli_set_language(argv[i]);
        } else if (a[0] == '-' || name)
            return cli_fail(2, "bad argument '%s'\n%s", a, usage);
        else
            name = a;
    }
    if (!name)
        return cli_fail(2, "%s", usage);
    if (!(cfg.variant = cli_variant(name)))
        return 2;
    return play_run(&cfg);
}
