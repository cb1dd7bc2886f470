/* Avanço perft checked against Fairy-Stockfish's 7x7 Breakthrough (issue: the foundation;
 * rules/cnjm.md §6). Positions come from random games of our own; the node counts come
 * from both programs, neither is typed in. Skipped when fairy-stockfish is not installed. */
#include "support.h"

#include <stdio.h>
#include <unistd.h>

#include "tabula/perft.h"
#include "tabula/rng.h"

static const char *const FAIRY = "/usr/games/fairy-stockfish";

/* The variant as Fairy-Stockfish defines it: its 8x8 breakthrough cut to 7x7, with the win
 * squares (whiteFlag, blackFlag) on the last rows. */
static const char *const VARIANT_INI = "[breakthrough7:breakthrough]\n"
                                       "maxRank = 7\n"
                                       "maxFile = g\n"
                                       "startFen = ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP w - - 0 1\n"
                                       "whiteFlag = *7\n"
                                       "blackFlag = *1\n";

enum { POSITIONS = 120, DEPTH = 3 };

static void perft_matches_fairy_stockfish(void **unused)
{
    if (access(FAIRY, X_OK) != 0) /* a broken install, not a reason to pass */
        fail_msg("%s is missing (scripts/install-deps.sh --test installs it)", FAIRY);
    tb_game *g = ts_game("avanco", NULL);
    char dir[] = "/tmp/tabula-fairy-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char ini[256], cmds[256], out[256];
    snprintf(ini, sizeof ini, "%s/bt7.ini", dir);
    snprintf(cmds, sizeof cmds, "%s/commands", dir);
    snprintf(out, sizeof out, "%s/out", dir);
    FILE *f = fopen(ini, "w");
    fputs(VARIANT_INI, f);
    fclose(f);

    /* Positions along random games, including ones next to the end of the game. */
    static char fens[POSITIONS][128];
    uint64_t ours[POSITIONS];
    tb_rng rng;
    tb_rng_seed(&rng, 20261121);
    void *s = tb_state_new(g);
    tb_action moves[256];
    for (int i = 0; i < POSITIONS; i++) {
        int n = g->cls->legal(g, s, moves);
        if (n == 0) { /* game over: start a new one */
            g->cls->initial(g, s);
            n = g->cls->legal(g, s, moves);
        }
        int steps = 1 + (int)tb_rng_below(&rng, 8);
        for (int k = 0; k < steps && n > 0; k++) {
            g->cls->apply(g, s, moves[tb_rng_below(&rng, (uint32_t)n)]);
            n = g->cls->legal(g, s, moves);
        }
        g->cls->position_to_text(g, s, fens[i], sizeof fens[i]);
        ours[i] = tb_perft(g, s, DEPTH);
    }
    free(s);

    f = fopen(cmds, "w");
    fprintf(f, "uci\nsetoption name VariantPath value %s\n"
               "setoption name UCI_Variant value breakthrough7\n", ini);
    for (int i = 0; i < POSITIONS; i++)
        fprintf(f, "position fen %s - - 0 1\ngo perft %d\n", fens[i], DEPTH);
    fprintf(f, "quit\n");
    fclose(f);
    char command[1024];
    snprintf(command, sizeof command, "%s < %s > %s 2>&1", FAIRY, cmds, out);
    assert_int_equal(system(command), 0);

    f = fopen(out, "r");
    char line[512];
    int i = 0, checked = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned long long nodes;
        if (sscanf(line, "Nodes searched: %llu", &nodes) != 1)
            continue;
        assert_true(i < POSITIONS);
        if (nodes != ours[i])
            fail_msg("position %d '%s': tabula %llu, Fairy-Stockfish %llu", i, fens[i],
                     (unsigned long long)ours[i], nodes);
        i++;
        checked++;
    }
    fclose(f);
    assert_int_equal(checked, POSITIONS);
    unlink(ini);
    unlink(cmds);
    unlink(out);
    rmdir(dir);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(perft_matches_fairy_stockfish)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
