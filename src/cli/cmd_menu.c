/* The interactive menu that plain `tabula` starts: choose a game, who plays, and play. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <editline/readline.h>

#include "cli/commands.h"
#include "cli/play.h"
#include "tabula/family.h"
#include "tabula/levels.h"
#include "tabula/player.h"
#include "tabula/registry.h"

/* Asks until the answer is a number in [1, max]; 0 on end of input or "q". */
static int ask(const char *prompt, int max)
{
    for (;;) {
        /* libedit's readline crashes on some non-ASCII prompts ("Número"): the prompt is
         * printed before it, not given to it */
        fputs(prompt, stdout);
        fflush(stdout);
        char *line = readline("");
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

/* The games of family `f` (an index), numbered from 1; returns how many. */
static int family_games(int f, const tb_variant **out, int cap)
{
    int n = 0;
    for (const tb_variant *const *v = tb_family_at(f)->variants; *v && n < cap; v++)
        out[n++] = *v;
    return n;
}

/* `text` and spaces up to `width` columns: a column is a character, not a byte ("Subtracção"
 * lines up with "Nim"). */
static void print_padded(const char *text, int width)
{
    int columns = 0;
    for (const char *p = text; *p; p++)
        columns += ((unsigned char)*p & 0xC0) != 0x80;
    printf("%s%*s", text, columns < width ? width - columns : 0, "");
}

/* Whom the computer plays in `mode` (3: the first player, 2: the second, 4: both), by the
 * players' names: "Black", "as Negras", "os dois lados". */
static void computer_side(const tb_variant *v, int mode, bool pt, char *out, size_t size)
{
    static const char *const en_default[] = {"Player 1", "Player 2"};
    static const char *const pt_default[] = {"Jogador 1", "Jogador 2"};
    if (mode == 4) {
        snprintf(out, size, "%s", pt ? "os dois lados" : "both sides");
        return;
    }
    int p = mode == 3 ? 0 : 1;
    const char *name = pt ? v->players_pt[p] : v->players_en[p];
    if (!name)
        name = pt ? pt_default[p] : en_default[p];
    if (pt)
        tb_player_phrase_pt(name, false, out, size);
    else
        snprintf(out, size, "%s", name);
}

int cmd_menu(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc && cli_valid_language(argv[i + 1]))
            cli_set_language(argv[++i]);
        else
            return cli_fail(2, "%s", T("usage: tabula menu [--lang pt|en]",
                                       "uso: tabula menu [--lang pt|en]"));
    }
    bool pt = cli_portuguese();
    printf("tabula — %s\n", T("abstract board games", "jogos de tabuleiro abstratos"));
    for (;;) {
        /* first the family, then its games: 44 games do not fit one screen */
        int families = tb_family_count();
        printf("\n");
        for (int f = 0; f < families; f++) {
            const tb_variant *games[128];
            int n = family_games(f, games, 128);
            printf("%3d. ", f + 1);
            print_padded(pt ? tb_family_at(f)->name_pt : tb_family_at(f)->name_en, 44);
            printf(" %3d %s\n", n, n == 1 ? T("game", "jogo") : T("games", "jogos"));
        }
        int family = ask(T("\nFamily number (q to leave): ", "\nNúmero da família (q para sair): "),
                         families);
        if (!family)
            return 0;
        const tb_variant *games[128];
        int n = family_games(family - 1, games, 128);
        printf("\n%s\n", pt ? tb_family_at(family - 1)->name_pt : tb_family_at(family - 1)->name_en);
        for (int i = 0; i < n; i++) {
            printf("%3d. ", i + 1);
            print_padded(pt ? games[i]->name_pt : games[i]->name_en, 30);
            putchar(' ');
            /* a long summary wraps under itself, not under the numbers */
            cli_print_wrapped((pt ? games[i]->summary_pt : games[i]->summary_en) ?: "", 36);
        }
        int choice = ask(T("\nGame number (q to leave): ", "\nNúmero do jogo (q para sair): "), n);
        if (!choice)
            return 0;
        const tb_variant *v = games[choice - 1];
        putchar('\n');
        cli_print_wrapped(tb_variant_rules(v, pt) ?: "", 0);
        printf("%s\n", T("1. two people on this terminal\n2. you against the computer\n"
                         "3. the computer against you\n4. the computer against itself",
                         "1. duas pessoas neste terminal\n2. você contra o computador\n"
                         "3. o computador contra você\n4. o computador contra si próprio"));
        int mode = ask(T("Who plays? ", "Quem joga? "), 4);
        if (!mode)
            return 0;
        char computer[128] = "";
        if (mode > 1) {
            /* the server's levels, each with the player behind it for this game */
            for (int l = 0; l < tb_level_count(); l++) {
                char about[320];
                tb_level_describe(v, tb_level_at(l), pt, about, sizeof about);
                printf("%d. %s\n", l + 1, about);
            }
            int level = ask(T("Computer's level? ", "Nível do computador? "), tb_level_count());
            if (!level)
                return 0;
            snprintf(computer, sizeof computer, "%s", tb_level_player(v, tb_level_at(level - 1)));
            char side[160];
            computer_side(v, mode, pt, side, sizeof side);
            const tb_level *l = tb_level_at(level - 1);
            if (pt)
                printf("O computador joga como jogador de nível %s, com %s.\n", l->name_pt, side);
            else
                printf("The computer plays %s, level %s.\n", side, l->name_en);
            if (!pt) /* the spec, for `tabula play --p2 SPEC` */
                printf("The computer plays as %s (the player behind that level).\n", computer);
        }
        play_config cfg = {.variant = v, .seed = (uint64_t)time(NULL)};
        cfg.player_specs[0] = mode == 3 || mode == 4 ? computer : NULL;
        cfg.player_specs[1] = mode == 2 || mode == 4 ? computer : NULL;
        play_run(&cfg);
        printf("\n");
    }
}
