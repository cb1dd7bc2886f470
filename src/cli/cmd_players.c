/* tabula players: the player kinds for --p1/--p2 and match, with their parameters. */
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/family.h"
#include "tabula/player.h"

int cmd_players(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--lang") == 0 && cli_valid_language(argv[2]))
        cli_set_language(argv[2]);
    else if (argc > 1)
        return cli_fail(2, "usage: tabula players [--lang pt|en]");
    bool pt = cli_portuguese();
    printf("%s\n", pt ? "Um jogador escreve-se TIPO ou TIPO:nome=valor,nome=valor."
                      : "Player specs are KIND or KIND:name=value,name=value.");
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        printf("\n%s: %s\n", k->name, tb_player_kind_help(k, pt));
        for (const tb_option_def *d = k->params; d->name; d++)
            printf("  %-11s %-16s %s\n", d->name, d->default_value, tb_player_param_help(k, d, pt));
    }
    return 0;
}
