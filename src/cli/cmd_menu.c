/* The interactive menu that plain `tabula` starts: choose a game, who plays, and play. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <editline/readline.h>

#include "cli/commands.h"
#include "cli/play.h"
#include "tabula/player.h"
#include "tabula/registry.h"

#define T(en, pt) (cli_portuguese() ? (pt) : (en))

/* The strongest player kind available, for "the computer". */
static const char *computer_spec(void)
{
    static const char *const preferred[] = {"solver", "mcts", "random"};
    for (size_t k = 0; k < sizeof preferred / sizeof preferred[0]; k++)
        for (int i = 0; i < tb_player_kind_count(); i++)
            if (strcmp(tb_player_kind_at(i)->name, preferred[k]) == 0)
                return preferred[k];
    return "random";
}

/* Asks until the answer is a number in [1, max]; 0 on end of input or "q". */
static int ask(const char *prompt, int max)
{
    for (;;) {
        char *line = readline(prompt);
        if (!line)
            return 0;
        char *end;
        long v = strtol(line, &end, 10);
        bool quit = line[0] == 'q';
        bool ok = end != line && *end == '\0' && v >= 1 && v <= max;
        free(line);
        if (quit)
            return 0;
        if (ok)
            return (int)v;
        printf(T("Please answer with a number from 1 to %d (q to leave).\n",
                 "Responda com um número de 1 a %d (q para sair).\n"),
               max);
    }
}

int cmd_menu(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc && cli_valid_language(argv[i + 1]))
            cli_set_language(argv[++i]);
        else
            return cli_fail(2, "usage: tabula menu [--lang pt|en]");
    }
    printf("tabula — %s\n\n", T("abstract board games", "jogos de tabuleiro abstratos"));
    for (;;) {
        int n = tb_registry_count();
        for (int i = 0; i < n; i++) {
            const tb_variant *v = tb_registry_at(i);
            printf("%3d. %-24s %s\n", i + 1, cli_portuguese() ? v->name_pt : v->name_en,
                   cli_portuguese() ? v->summary_pt : v->summary_en);
        }
        int choice = ask(T("\nGame number (q to leave): ", "\nNúmero do jogo (q para sair): "), n);
        if (!choice)
            return 0;
        const tb_variant *v = tb_registry_at(choice - 1);
        printf("\n%s\n", tb_variant_rules(v, cli_portuguese()) ?: "");
        printf("%s\n", T("1. two people on this terminal\n2. you against the computer\n"
                         "3. the computer against you\n4. the computer against itself",
                         "1. duas pessoas neste terminal\n2. você contra o computador\n"
                         "3. o computador contra você\n4. o computador contra si próprio"));
        int mode = ask(T("Who plays? ", "Quem joga? "), 4);
        if (!mode)
            return 0;
        play_config cfg = {.variant = v, .seed = (uint64_t)time(NULL)};
        const char *computer = computer_spec();
        cfg.player_specs[0] = mode == 3 || mode == 4 ? computer : NULL;
        cfg.player_specs[1] = mode == 2 || mode == 4 ? computer : NULL;
        play_run(&cfg);
        printf("\n");
    }
}
