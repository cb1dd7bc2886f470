/* tabula: play and analyse the games of the sources. */
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/family.h"

static const cli_command commands[] = {
    {"list", "list", cmd_list},
    {"rules", "rules GAME [--lang pt|en]", cmd_rules},
    {"play", "play GAME [--p1 SPEC] [--p2 SPEC] [--position TEXT] [--option k=v]... [--seed N]",
     cmd_play},
    {"perft", "perft GAME DEPTH [--position TEXT] [--option k=v]... [--divide]", cmd_perft},
    {"menu", "menu  (the interactive menu; also what plain `tabula` starts)", cmd_menu},
    {"cgt", "cgt EXPR", cmd_cgt},
    {"solve", "solve GAME [--position TEXT] [--option k=v]... [--nodes N] [--time T] [--tt MB]",
     cmd_solve},
    {"match",
     "match GAME SPEC1 SPEC2 -n N [--time T] [--option k=v]... [--seed S] [--max-actions N]"
     " [--openings FILE]",
     cmd_match},
    {"players", "players  (the computer players and their parameters)", cmd_players},
    {"bench", "bench [GAME] [--time T]  (perft and random playout speed)", cmd_bench},
    {"pgn", "pgn FILE [--variant GAME] [--export [--book]] [--record] | pgn --from-record FILE",
     cmd_pgn},
    {"serve", "serve [--port N] [--data FILE] [--threads N]  (the web application)", cmd_serve},
    {"analyse", "analyse GAME POSITION [--misere] [--positions N]  (the games with a report)",
     cmd_analyse},
    {"table", "table GAME [SIZE]  (the tables of the sources: see tabula table --help)", cmd_table},
    /* commands: entries above this line */
};

static void usage(FILE *out)
{
    fprintf(out, "usage:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  tabula %s\n", commands[i].usage);
    /* and the families' own commands (protocols) */
    for (int f = 0; f < tb_family_count(); f++)
        for (const tb_command *c = tb_family_at(f)->commands; c && c->name; c++)
            fprintf(out, "  tabula %s\n", c->usage);
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return cmd_menu(argc - 1, argv + 1);
    if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    const tb_command *family_command = tb_command_find(argv[1]);
    if (family_command)
        return family_command->run(argc - 1, argv + 1);
    /* every family's record format reads and writes as `tabula pgn` does */
    if (tb_record_format_find(argv[1]))
        return cmd_pgn(argc - 1, argv + 1);
    fprintf(stderr, "tabula: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
