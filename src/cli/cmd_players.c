/* tabula players: the player kinds for --p1/--p2 and match, with their parameters. */
#include <stdio.h>

#include "cli/commands.h"
#include "tabula/player.h"

int cmd_players(int argc, char **argv)
{
    if (argc > 1)
        return cli_fail(2, "usage: tabula players");
    printf("Player specs are KIND or KIND:name=value,name=value.\n");
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        printf("\n%s: %s\n", k->name, k->help);
        for (const tb_option_def *d = k->params; d->name; d++)
            printf("  %-11s %-16s %s\n", d->name, d->default_value, d->help);
    }
    return 0;
}
