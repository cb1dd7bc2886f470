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
    {"perft", "perft GAME DEPTH [--position TEXT] [--option k=v]... [--divide] [--turns]",
     cmd_perft},
    {"menu", "menu  (the interactive menu; also what plain `tabula` starts)", cmd_menu},
    {"cgt", "cgt EXPR", cmd_cgt},
    {"solve",
     "solve GAME [--position TEXT] [--option k=v]... [--nodes N] [--time T] [--tt MB] "
     "[--value-only | --retrograde]",
     cmd_solve},
    {"match",
     "match GAME SPEC1 SPEC2 -n N [--time T] [--option k=v]... [--seed S] [--max-actions N]"
     " [--openings FILE] [--record FILE] [--progress]",
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

/* What each command does, for `tabula COMMAND --help`, in both languages. */
static const struct {
    const char *name, *en, *pt;
} descriptions[] = {
    {"list", "Lists the games: id, Portuguese and English names, family.",
     "Lista os jogos: identificador, nomes em português e inglês, família."},
    {"rules", "Prints the rules of a game as implemented.",
     "Mostra as regras de um jogo tal como estão implementadas."},
    {"play",
     "Plays a game on this terminal; a person types moves, --p1/--p2 SPEC give computer\n"
     "players (see tabula players). Type 'help' during the game for its commands. Moves or a\n"
     "record on standard input are played in turn and the final position is printed.",
     "Joga um jogo neste terminal; uma pessoa escreve os lances, --p1/--p2 SPEC dão jogadores\n"
     "do computador (ver tabula players). Escreva 'ajuda' durante o jogo para os comandos.\n"
     "Lances ou um registo na entrada padrão são jogados e a posição final é mostrada."},
    {"perft", "Counts the move sequences of DEPTH turns (a test of the move generator).",
     "Conta as sequências de lances de DEPTH jogadas (um teste do gerador de lances)."},
    {"menu", "The interactive menu: choose a family, a game, who plays and the computer's level.",
     "O menu interativo: escolha a família, o jogo, quem joga e o nível do computador."},
    {"cgt", "Computes with combinatorial game values (Conway's notation).",
     "Calcula com valores de jogos combinatórios (notação de Conway)."},
    {"solve",
     "Solves a position (win, loss or draw with best play) within the limits; Ctrl-C stops\n"
     "it and prints the best result so far. --value-only skips the distances to the end;\n"
     "--retrograde enumerates every position (exact where positions recur; results only).",
     "Resolve uma posição (vitória, derrota ou empate com jogo perfeito) dentro dos limites;\n"
     "Ctrl-C interrompe e mostra o melhor resultado obtido. --value-only não calcula as\n"
     "distâncias ao fim; --retrograde enumera todas as posições (exacto onde as posições se\n"
     "repetem; só o resultado)."},
    {"match",
     "Plays N games between two computer players and prints the score. A player may "
     "be a level (easy, medium, hard): the player behind it for the game.\n"
     "--progress writes one line per finished game to standard error (the game, the\n"
     "first player's colour, the result, the running score); on a terminal a counter\n"
     "is shown otherwise. --record FILE writes every game as a record (the text\n"
     "`tabula play` reads), a blank line between games. Ctrl-C stops after the game in\n"
     "progress.",
     "Joga N partidas entre dois jogadores do computador e mostra o resultado. Um jogador pode "
     "ser um nível (easy, medium, hard): o jogador por trás dele nesse jogo.\n"
     "--progress escreve uma linha por partida acabada na saída de erro (a partida, a cor do\n"
     "primeiro jogador, o resultado, a pontuação até aí); num terminal, sem ela, mostra um\n"
     "contador. --record FICHEIRO escreve cada partida como um registo (o texto que\n"
     "`tabula play` lê), com uma linha em branco entre partidas. Ctrl-C para depois da\n"
     "partida em curso."},
    {"players", "Lists the computer players and their parameters.",
     "Lista os jogadores do computador e os seus parâmetros."},
    {"bench", "Measures perft and random playout speed.",
     "Mede a velocidade de perft e de partidas aleatórias."},
    {"pgn", "Reads, checks, exports and converts game records.",
     "Lê, verifica, exporta e converte registos de partidas."},
    {"serve", "Starts the web application on this computer (http://localhost:PORT).",
     "Inicia a aplicação web neste computador (http://localhost:PORTA)."},
    {"analyse",
     "Prints the analysis report of a combinatorial position; the position may be\n"
     "written without the game's name (tabula analyse nim \"3 5 7\").",
     "Mostra o relatório de análise de uma posição combinatória; a posição pode ser escrita\n"
     "sem o nome do jogo (tabula analyse nim \"3 5 7\")."},
    {"table", "Prints the P/N and Grundy tables of the sources.",
     "Mostra as tabelas P/N e de Grundy das fontes."},
};

static bool wants_help(int argc, char **argv)
{
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0 ||
            strcmp(argv[i], "--ajuda") == 0)
            return true;
    return false;
}

/* `tabula COMMAND --help`: its usage and what it does, on stdout, status 0. */
static int command_help(const char *name, const char *usage_line)
{
    /* in Portuguese the syntax alone, as in usage(): the notes in brackets are English */
    const char *note = strstr(usage_line, "  (");
    int n = cli_portuguese() && note ? (int)(note - usage_line) : (int)strlen(usage_line);
    printf("%s tabula %s\n", cli_portuguese() ? "uso:" : "usage:", cli_syntax(usage_line, n));
    for (size_t i = 0; i < sizeof descriptions / sizeof descriptions[0]; i++)
        if (strcmp(descriptions[i].name, name) == 0)
            printf("\n%s\n", cli_portuguese() ? descriptions[i].pt : descriptions[i].en);
    if (strcmp(name, "table") == 0) /* the families' tables and their sizes */
        for (int f = 0; f < tb_family_count(); f++)
            if (tb_family_at(f)->table)
                printf("%s\n", cli_table_usage(tb_family_at(f)->table));
    printf("\n%s\n", cli_portuguese() ? "Mensagens em português: --lang pt ou TABULA_LANG=pt."
                                      : "Messages in Portuguese: --lang pt or TABULA_LANG=pt.");
    return 0;
}

static void usage(FILE *out)
{
    fprintf(out, "%s\n", cli_portuguese() ? "uso:" : "usage:");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        /* in Portuguese the syntax alone: the notes in brackets are English, and `tabula
         * COMMAND --help` says in Portuguese what each command does */
        const char *u = commands[i].usage, *note = strstr(u, "  (");
        int n = cli_portuguese() && note ? (int)(note - u) : (int)strlen(u);
        fprintf(out, "  tabula %s\n", cli_syntax(u, n));
    }
    /* and the families' own commands (protocols) */
    for (int f = 0; f < tb_family_count(); f++)
        for (const tb_command *c = tb_family_at(f)->commands; c && c->name; c++) {
            const char *note = strstr(c->usage, "  (");
            int n = cli_portuguese() && note ? (int)(note - c->usage) : (int)strlen(c->usage);
            fprintf(out, "  tabula %s\n", cli_syntax(c->usage, n));
        }
    if (cli_portuguese())
        fprintf(out, "\ntabula COMANDO --help: o que o comando faz.\n");
}

int main(int argc, char **argv)
{
    /* --lang anywhere (`tabula --lang pt` too: the menu) sets the language of the messages,
     * for every command, and is taken out of the arguments the command reads */
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc && cli_valid_language(argv[i + 1])) {
            cli_set_language(argv[++i]);
            continue;
        }
        argv[kept++] = argv[i];
    }
    argc = kept;
    argv[argc] = NULL;
    if (argc < 2)
        return cmd_menu(argc - 1, argv + 1);
    if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            if (wants_help(argc, argv))
                return command_help(commands[i].name, commands[i].usage);
            return commands[i].run(argc - 1, argv + 1);
        }
    const tb_command *family_command = tb_command_find(argv[1]);
    if (family_command) {
        if (wants_help(argc, argv))
            return command_help(family_command->name, family_command->usage);
        return family_command->run(argc - 1, argv + 1);
    }
    /* every family's record format reads and writes as `tabula pgn` does */
    if (tb_record_format_find(argv[1]))
        return cmd_pgn(argc - 1, argv + 1);
    fprintf(stderr, "tabula: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
