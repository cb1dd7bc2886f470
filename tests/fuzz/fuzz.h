/* Shared by the libFuzzer targets (tests/fuzz/README.md): the input as a C string, and the
 * game an input's first byte chooses. */
#ifndef TABULA_FUZZ_H
#define TABULA_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <stdbool.h>
#include <stdio.h>

#include "tabula/family.h"
#include "tabula/game.h"
#include "tabula/record.h"
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

/* A foreign record format (by name, as `tabula play` reads it) on every game of the text: a
 * game that reads must write back and read again; with same_actions, as the same actions
 * (SGF leaves out the scoring phase, so it cannot promise that). */
static inline int fuzz_record_format(const char *name, const uint8_t *data, size_t size,
                                     bool same_actions)
{
    const tb_record_format *f = tb_record_format_find(name);
    char *text = f ? fuzz_text(data, size) : NULL;
    if (!text)
        return 0;
    f->detect(text);
    const char *p = text;
    for (int games = 0; games < 8; games++) {
        tb_record r;
        tb_error err = {{0}};
        const char *before = p;
        if (!f->read(&p, NULL, &r, NULL, &err)) {
            if (!err.msg[0] || p == before)
                break; /* only blank text left, or no progress after an error */
            continue;
        }
        char *written = f->write(r.game, r.start, r.actions, r.count, NULL, false);
        if (written) {
            const char *q = written;
            tb_record again;
            if (!f->read(&q, NULL, &again, NULL, &err)) {
                fprintf(stderr, "a %s game written by tabula does not read: %s\n%s\n", name,
                        err.msg, written);
                abort();
            }
            if (same_actions &&
                (again.count != r.count ||
                 (r.count > 0 && /* a game without moves has no action array */
                  memcmp(again.actions, r.actions, (size_t)r.count * sizeof *r.actions) != 0))) {
                fprintf(stderr, "a %s game written by tabula reads back as another game\n%s\n",
                        name, written);
                abort();
            }
            tb_record_free(&again);
        }
        free(written);
        tb_record_free(&r);
    }
    free(text);
    return 0;
}

#endif
