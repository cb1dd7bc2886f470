/* The last move on a view, from the record: for games whose state does not remember it. */
#include <stdlib.h>
#include <string.h>

#include "tabula/game.h"
#include "tabula/view.h"

void tb_view_mark_last_move(tb_view *v, const tb_game *g, const void *before, tb_action a)
{
    char labels[32][16];
    int n = tb_game_action_cells(g, before, v, a, labels, 32);
    for (int i = 0; i < n; i++) {
        int cell = tb_view_find(v, labels[i]);
        if (cell < 0)
            continue;
        v->cells[cell].marks |= TB_MARK_LAST;
        if (i == n - 1)
            v->cells[cell].marks |= TB_MARK_TO;
        else if (i == 0)
            v->cells[cell].marks |= TB_MARK_FROM;
    }
}

void tb_view_mark_last_turn(tb_view *v, const tb_game *g, const void *start,
                            const tb_action *actions, int count)
{
    if (count <= 0)
        return;
    void *state = malloc(g->state_size), *turn = malloc(g->state_size);
    if (!state || !turn) {
        free(state);
        free(turn);
        return;
    }
    /* the state where the last turn began, and the index of its first action */
    memcpy(state, start, g->state_size);
    int first = 0;
    for (int i = 0; i < count; i++) {
        if (i == 0 || !tb_game_mid_turn(g, state)) {
            first = i;
            memcpy(turn, state, g->state_size);
        }
        g->cls->apply(g, state, actions[i]);
    }
    for (int i = first; i < count; i++) {
        tb_view_mark_last_move(v, g, turn, actions[i]);
        g->cls->apply(g, turn, actions[i]);
    }
    free(state);
    free(turn);
}
