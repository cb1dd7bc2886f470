/* Action and turn texts of every registered game, in positions reached by play: byte 0
 * chooses the game, byte 1 how many actions to play (each chosen by one of the next bytes),
 * the rest is the text read as one action and as a turn. */
#include <stdio.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const tb_game *g = fuzz_game(data[0]);
    size_t steps = data[1] % 32;
    if (!g || size < 2 + steps)
        return 0;
    void *state = fuzz_state(g, data + 2, steps);
    char *text = fuzz_text(data + 2 + steps, size - 2 - steps);
    if (state && text) {
        tb_error err = {{0}};
        tb_action a, turn[64];
        if (tb_game_parse_action(g, state, text, &a, &err)) {
            char printed[512];
            g->cls->action_to_text(g, state, a, printed, sizeof printed);
            tb_action b;
            if (!tb_game_parse_action(g, state, printed, &b, &err) || b != a) {
                fprintf(stderr, "%s: action '%s' prints as '%s', which does not read back\n",
                        g->variant->id, text, printed);
                abort();
            }
        }
        tb_game_parse_turn(g, state, text, turn, 64, &err);
    }
    free(text);
    free(state);
    return 0;
}
