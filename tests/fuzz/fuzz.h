/* Shared by the libFuzzer targets (tests/fuzz/README.md): the input as a C string, and the
 * game an input's first byte chooses. */
#ifndef TABULA_FUZZ_H
#define TABULA_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tabula/game.h"
#include "tabula/registry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A NUL-terminated copy of data[0..size) (NUL bytes inside end the text early, as they would
 * for any C string the program receives). */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text) {
        memcpy(text, data, size);
        text[size] = '\0';
    }
    return text;
}

/* Every registered variant's default game, made once (a game is immutable). */
static inline const tb_game *fuzz_game(uint8_t choice)
{
    static tb_game **games;
    static int count;
    if (!games) {
        count = tb_registry_count();
        games = calloc((size_t)count, sizeof *games);
        for (int i = 0; games && i < count; i++) {
            tb_error err;
            games[i] = tb_game_new(tb_registry_at(i), NULL, &err);
        }
    }
    return games && count ? games[choice % count] : NULL;
}

/* Plays up to `steps` legal actions from the start, each chosen by a byte of `choices`. */
static inline void *fuzz_state(const tb_game *g, const uint8_t *choices, size_t steps)
{
    void *state = tb_state_new(g);
    tb_action *legal = state ? malloc(sizeof *legal * (size_t)(g->max_actions + 1)) : NULL;
    for (size_t i = 0; legal && i < steps; i++) {
        int n = g->cls->legal(g, state, legal);
        if (n <= 0)
            break;
        g->cls->apply(g, state, legal[choices[i] % n]);
    }
    free(legal);
    return state;
}

#endif
