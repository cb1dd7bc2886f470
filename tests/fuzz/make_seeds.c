/* Writes the seed corpora of fuzz_position and fuzz_action (tests/fuzz/README.md): for every
 * registered game, its start position and a position after some play, and the text of a
 * legal action there, each prefixed with the byte(s) that choose the game and the play.
 * Also a record of three actions of every game (fuzz_record) and, for the chess family, the
 * same as PGN (fuzz_pgn). Usage: make_seeds CORPUS-DIR. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/chess/pgn.h"
#include "tabula/game.h"
#include "tabula/record.h"
#include "tabula/registry.h"

static void put(const char *dir, const char *target, const char *id, int k, const uint8_t *head,
                size_t n, const char *text)
{
    char path[1024], name[128];
    snprintf(name, sizeof name, "%s", id);
    for (char *p = name; *p; p++)
        if (*p == '/')
            *p = '_';
    snprintf(path, sizeof path, "%s/%s/%s-%d", dir, target, name, k);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        exit(1);
    }
    if (n)
        fwrite(head, 1, n, f);
    fputs(text, f);
    fclose(f);
}

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    for (int i = 0; i < tb_registry_count() && i < 256; i++) {
        tb_error err;
        tb_game *g = tb_game_new(tb_registry_at(i), NULL, &err);
        if (!g)
            continue;
        void *s = tb_state_new(g), *start = tb_state_new(g);
        tb_action *legal = malloc(sizeof *legal * (size_t)(g->max_actions + 1)), played[3];
        int count = 0;
        for (int k = 0; k < 2; k++) {
            uint8_t steps = k == 0 ? 0 : 3, head[2 + 3] = {(uint8_t)i, steps, 1, 2, 3};
            char text[8192];
            g->cls->position_to_text(g, s, text, sizeof text);
            put(argv[1], "fuzz_position", g->variant->id, k, head, 1, text);
            int n = g->cls->legal(g, s, legal);
            if (n > 0) {
                g->cls->action_to_text(g, s, legal[0], text, sizeof text);
                put(argv[1], "fuzz_action", g->variant->id, k, head, 2 + steps, text);
            }
            for (int step = 0; k == 0 && step < 3 && n > 0; step++) { /* the play head[2..4] chooses */
                played[count++] = legal[head[2 + step] % n];
                g->cls->apply(g, s, played[count - 1]);
                n = g->cls->legal(g, s, legal);
            }
        }
        char *record = tb_record_write(g, start, played, count);
        if (record)
            put(argv[1], "fuzz_record", g->variant->id, 0, NULL, 0, record);
        char *pgn = tb_pgn_write(g, start, played, count, NULL, false);
        if (pgn)
            put(argv[1], "fuzz_pgn", g->variant->id, 0, NULL, 0, pgn);
        free(record);
        free(pgn);
        free(start);
        free(legal);
        free(s);
        tb_game_free(g);
    }
    return 0;
}
