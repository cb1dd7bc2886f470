/* Position texts of every registered game: byte 0 chooses the game, the rest is the text.
 * A text that reads must print, and its printed form must read back to the same position. */
#include <stdio.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const tb_game *g = fuzz_game(data[0]);
    char *text = fuzz_text(data + 1, size - 1);
    void *state = g ? tb_state_new(g) : NULL, *again = g ? tb_state_new(g) : NULL;
    tb_error err = {{0}};
    if (text && state && again && tb_game_parse_position(g, text, state, &err)) {
        char printed[8192];
        g->cls->position_to_text(g, state, printed, sizeof printed);
        if (!tb_game_parse_position(g, printed, again, &err)) {
            fprintf(stderr, "%s: printed position does not read back: %s\n  %s\n",
                    g->variant->id, printed, err.msg);
            abort();
        }
        tb_action legal[4096];
        if (g->max_actions <= 4096)
            g->cls->legal(g, state, legal);
        tb_outcome o;
        g->cls->outcome(g, state, &o);
    }
    free(again);
    free(state);
    free(text);
    return 0;
}
