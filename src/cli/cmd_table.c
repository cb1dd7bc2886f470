/* tabula table GAME [SIZE]: the tables the sources draw by hand, from the families that
 * have them (the combinatorial games: the P/N and Grundy boards of one Wythoff queen, one
 * heap of a subtraction game, Add-Up Nim totals, Kayles rows, the vertices of a game
 * graph). Each family reads its own arguments and prints the table as its sources do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/family.h"

static int usage(void)
{
    fprintf(stderr, "tabula: %s\n",
            T("usage: tabula table GAME [SIZE]", "uso: tabula table JOGO [TAMANHO]"));
    for (int f = 0; f < tb_family_count(); f++)
        if (tb_family_at(f)->table)
            fprintf(stderr, "%s\n", cli_table_usage(tb_family_at(f)->table));
    return 2;
}

int cmd_table(int argc, char **argv)
{
    if (argc < 2 || argc > 3 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return usage();
    const char *size = argc == 3 ? argv[2] : NULL;
    for (int f = 0; f < tb_family_count(); f++) {
        const tb_table_service *table = tb_family_at(f)->table;
        char *text = NULL;
        tb_error err = {{0}};
        int status = table ? table->print(argv[1], size, cli_portuguese(), &text, &err) : -1;
        if (status < 0)
            continue;
        if (status == 0)
            fputs(text, stdout);
        else
            cli_fail(status, "%s", err.msg);
        free(text);
        return status;
    }
    cli_fail(2, "table: no table for '%s'", argv[1]);
    return usage();
}
