/* Whole turns for the protocols (Hub, DXP): a capture is sent as its start and end squares
 * and the squares of the pieces it takes, so the turns of a position are listed with those
 * and matched against what a peer sends. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/draughts/draughts_engine.h"

typedef struct walk {
    const tb_game *game;
    draughts_geometry geo;
    signed char before[DRAUGHTS_MAX_SQUARES];
    int side;
    de_turn *out;
    int max, count;
    bool overflow;
    tb_action path[DE_TURN_MAX];
} walk;

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static void finish(walk *w, const void *state, int len)
{
    if (w->count >= w->max) {
        w->overflow = true;
        return;
    }
    de_turn *t = &w->out[w->count++];
    memset(t, 0, sizeof *t);
    memcpy(t->actions, w->path, (size_t)len * sizeof(tb_action));
    t->n = len;
    int from, to, f2, t2;
    draughts_action_squares(w->path[0], &from, &f2);
    draughts_action_squares(w->path[len - 1], &t2, &to);
    t->from = w->geo.number[from];
    t->to = w->geo.number[to];
    signed char after[DRAUGHTS_MAX_SQUARES];
    draughts_cells_of(w->game, state, after);
    int sign = w->side == 0 ? 1 : -1;
    for (int s = 0; s < w->geo.nsq; s++)
        if (w->before[s] * sign < 0 && after[s] == 0 && t->ncap < DE_TURN_MAX)
            t->caps[t->ncap++] = w->geo.number[s];
    qsort(t->caps, (size_t)t->ncap, sizeof t->caps[0], cmp_int);
}

static void walk_from(walk *w, const void *state, int len)
{
    if (w->overflow)
        return;
    const tb_game_class *cls = w->game->variant->cls;
    tb_action *moves = malloc((size_t)w->game->max_actions * sizeof *moves);
    void *next = malloc(w->game->state_size);
    if (!moves || !next) {
        w->overflow = true;
        free(moves);
        free(next);
        return;
    }
    int n = cls->legal(w->game, state, moves);
    for (int i = 0; i < n && !w->overflow; i++) {
        if (len >= DE_TURN_MAX) {
            w->overflow = true;
            break;
        }
        w->path[len] = moves[i];
        memcpy(next, state, w->game->state_size);
        cls->apply(w->game, next, moves[i]);
        if (cls->mid_turn(w->game, next) && cls->to_move(w->game, next) == w->side)
            walk_from(w, next, len + 1);
        else
            finish(w, next, len + 1);
    }
    free(moves);
    free(next);
}

int de_turns(const tb_game *game, const void *state, de_turn *out, int max)
{
    walk *w = calloc(1, sizeof *w);
    if (!w)
        return -1;
    w->game = game;
    draughts_geometry_of(game, &w->geo);
    draughts_cells_of(game, state, w->before);
    w->side = game->variant->cls->to_move(game, state);
    w->out = out;
    w->max = max;
    walk_from(w, state, 0);
    int count = w->overflow ? -1 : w->count;
    free(w);
    return count;
}

int de_turn_find(const de_turn *turns, int count, int from, int to, const int *caps, int ncap)
{
    int found = -1;
    int sorted[DE_TURN_MAX];
    if (ncap > DE_TURN_MAX)
        return -1;
    if (ncap > 0) {
        memcpy(sorted, caps, (size_t)ncap * sizeof *caps);
        qsort(sorted, (size_t)ncap, sizeof sorted[0], cmp_int);
    }
    for (int i = 0; i < count; i++) {
        const de_turn *t = &turns[i];
        if (t->from != from || t->to != to)
            continue;
        if (ncap >= 0 && (t->ncap != ncap || memcmp(t->caps, sorted, (size_t)ncap * sizeof *caps)))
            continue;
        if (found >= 0) {
            /* the same squares by two paths take the same pieces: one turn for the peer */
            if (ncap >= 0)
                continue;
            return -1;
        }
        found = i;
    }
    return found;
}

int de_turn_hub_text(const de_turn *t, char *buf, size_t len)
{
    int k = snprintf(buf, len, "%d%c%d", t->from, t->ncap ? 'x' : '-', t->to);
    for (int i = 0; i < t->ncap && k >= 0 && (size_t)k < len; i++)
        k += snprintf(buf + k, len - (size_t)k, "x%d", t->caps[i]);
    return k;
}

static bool read_square(const char **p, int *out)
{
    if (!isdigit((unsigned char)**p))
        return false;
    int v = 0;
    while (isdigit((unsigned char)**p)) {
        v = v * 10 + (**p - '0');
        if (v > 999)
            return false;
        (*p)++;
    }
    *out = v;
    return true;
}

bool de_turn_hub_parse(const char *text, int *from, int *to, int *caps, int *ncap)
{
    const char *p = text;
    *ncap = 0;
    if (!read_square(&p, from))
        return false;
    char sep = *p;
    if (sep != '-' && sep != 'x')
        return false;
    p++;
    if (!read_square(&p, to))
        return false;
    while (*p == 'x') {
        p++;
        if (*ncap >= DE_TURN_MAX || !read_square(&p, &caps[*ncap]))
            return false;
        (*ncap)++;
    }
    return *p == '\0' && (sep == 'x' || *ncap == 0);
}
