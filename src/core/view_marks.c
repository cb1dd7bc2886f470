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
    void *turn = malloc(g->state_size);
    int *starts = malloc(sizeof *starts * (size_t)count);
    if (!turn || !starts) {
        free(turn);
        free(starts);
        return;
    }
    /* the state where the last turn began, and the index of its first action */
    int first = starts[tb_game_split_turns(g, start, actions, count, starts) - 1];
    memcpy(turn, start, g->state_size);
    for (int i = 0; i < first; i++)
        g->cls->apply(g, turn, actions[i]);
    for (int i = first; i < count; i++) {
        tb_view_mark_last_move(v, g, turn, actions[i]);
        g->cls->apply(g, turn, actions[i]);
    }
    free(starts);
    free(turn);
}

void tb_game_view_played(const tb_game *g, const void *start, const tb_action *actions,
                         int count, const void *state, tb_view *v)
{
    if (g->cls->view_played) {
        g->cls->view_played(g, start, actions, count, state, v);
        return;
    }
    g->cls->view(g, state, v);
    tb_view_mark_last_turn(v, g, start, actions, count);
}
