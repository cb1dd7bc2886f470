#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

tb_game *ts_game(const char *id, const char *options)
{
    const tb_variant *v = tb_registry_find(id);
    if (!v)
        fail_msg("no game '%s'", id);
    tb_error err = {{0}};
    tb_game *g = tb_game_new(v, options, &err);
    if (!g)
        fail_msg("cannot create %s: %s", id, err.msg);
    return g;
}

void *ts_state(const tb_game *g, const char *position)
{
    void *s = tb_state_new(g);
    assert_non_null(s);
    if (position) {
        tb_error err = {{0}};
        if (!tb_game_parse_position(g, position, s, &err))
            fail_msg("position '%s' refused: %s", position, err.msg);
    }
    return s;
}

void ts_play(const tb_game *g, void *state, const char *turns)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", turns);
    char *save = NULL;
    for (char *t = strtok_r(buf, ";", &save); t; t = strtok_r(NULL, ";", &save)) {
        tb_action acts[64];
        tb_error err = {{0}};
        int n = tb_game_parse_turn(g, state, t, acts, 64, &err);
        if (n < 0)
            fail_msg("turn '%s' refused: %s", t, err.msg);
        for (int i = 0; i < n; i++)
            g->cls->apply(g, state, acts[i]);
    }
}

const char *ts_action_text(const tb_game *g, const void *state, tb_action a)
{
    static char buf[8][128];
    static int slot;
    slot = (slot + 1) % 8;
    g->cls->action_to_text(g, state, a, buf[slot], sizeof buf[slot]);
    return buf[slot];
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Sorts the space-separated words of `in` into `out`. */
static void sort_words(const char *in, char *out, size_t cap)
{
    char buf[8192];
    snprintf(buf, sizeof buf, "%s", in);
    const char *words[1024];
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(buf, " ", &save); w && n < 1024; w = strtok_r(NULL, " ", &save))
        words[n++] = w;
    qsort(words, (size_t)n, sizeof words[0], cmp_str);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t l = strlen(out);
        snprintf(out + l, cap - l, "%s%s", i ? " " : "", words[i]);
    }
}

const char *ts_position_text(const tb_game *g, const void *state)
{
    static char buf[4][4096];
    static int slot;
    slot = (slot + 1) % 4;
    g->cls->position_to_text(g, state, buf[slot], sizeof buf[slot]);
    return buf[slot];
}

tb_outcome ts_outcome(const tb_game *g, const void *state)
{
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    return o;
}

const char *ts_sorted(const char *words)
{
    static char out[4][8192];
    static int slot;
    slot = (slot + 1) % 4;
    sort_words(words, out[slot], sizeof out[slot]);
    return out[slot];
}

void ts_assert_moves(const tb_game *g, const void *state, const char *expected)
{
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    int n = g->cls->legal(g, state, moves);
    char have[8192] = "";
    for (int i = 0; i < n; i++) {
        size_t l = strlen(have);
        snprintf(have + l, sizeof have - l, "%s%s", i ? " " : "",
                 ts_action_text(g, state, moves[i]));
    }
    free(moves);
    char a[8192], b[8192];
    sort_words(have, a, sizeof a);
    sort_words(expected, b, sizeof b);
    assert_string_equal(a, b);
}

void ts_assert_refused(const tb_game *g, const void *state, const char *text)
{
    void *before = malloc(g->state_size);
    memcpy(before, state, g->state_size);
    tb_action a;
    tb_error err = {{0}};
    if (tb_game_parse_action(g, state, text, &a, &err))
        fail_msg("'%s' was accepted", text);
    assert_true(err.msg[0] != '\0');
    assert_memory_equal(before, state, g->state_size);
    free(before);
}

/* ---- a tiny exact solver for test positions ---- */

typedef struct memo_entry {
    uint64_t key;
    int value; /* 0 = empty slot, else value + 2 */
} memo_entry;

typedef struct memo {
    memo_entry *e;
    size_t mask;
} memo;

static int negamax(const tb_game *g, const void *state, memo *m, int depth)
{
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    int me = g->cls->to_move(g, state);
    if (o.over)
        return (int)o.result[me];
    if (depth > 400)
        fail_msg("ts_solve: too deep");
    uint64_t key = tb_game_hash(g, state);
    memo_entry *slot = &m->e[key & m->mask];
    if (slot->value && slot->key == key)
        return slot->value - 2;
    tb_action moves[1024];
    assert_true(g->max_actions <= 1024);
    int n = g->cls->legal(g, state, moves), best = -1;
    void *child = malloc(g->state_size);
    for (int i = 0; i < n && best < 1; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        tb_outcome oc;
        g->cls->outcome(g, child, &oc);
        int v;
        if (oc.over)
            v = (int)oc.result[me];
        else if (g->cls->to_move(g, child) == me)
            v = negamax(g, child, m, depth + 1);
        else
            v = -negamax(g, child, m, depth + 1);
        if (v > best)
            best = v;
    }
    free(child);
    slot->key = key;
    slot->value = best + 2;
    return best;
}

int ts_solve(const tb_game *g, const void *state)
{
    memo m = {calloc(1u << 20, sizeof(memo_entry)), (1u << 20) - 1};
    int v = negamax(g, state, &m, 0);
    free(m.e);
    return v;
}

const char *ts_winning_moves(const tb_game *g, const void *state)
{
    static char out[8192];
    char buf[8192] = "";
    tb_action moves[1024];
    int n = g->cls->legal(g, state, moves), me = g->cls->to_move(g, state);
    void *child = malloc(g->state_size);
    for (int i = 0; i < n; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        tb_outcome o;
        g->cls->outcome(g, child, &o);
        int v;
        if (o.over)
            v = (int)o.result[me];
        else if (g->cls->to_move(g, child) == me)
            v = ts_solve(g, child);
        else
            v = -ts_solve(g, child);
        if (v == 1) {
            size_t l = strlen(buf);
            snprintf(buf + l, sizeof buf - l, "%s%s", l ? " " : "",
                     ts_action_text(g, state, moves[i]));
        }
    }
    free(child);
    sort_words(buf, out, sizeof out);
    return out;
}

uint64_t ts_random(uint64_t *seed)
{
    *seed = *seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return *seed;
}

uint64_t ts_xorshift(uint64_t *seed)
{
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    return *seed;
}

const char *ts_after(const char *id, const char *position, const char *turns)
{
    tb_game *g = ts_game(id, NULL);
    void *s = ts_state(g, position);
    ts_play(g, s, turns);
    static char out[4][512];
    static int slot;
    slot = (slot + 1) % 4;
    snprintf(out[slot], sizeof out[slot], "%s", ts_position_text(g, s));
    free(s);
    tb_game_free(g);
    return out[slot];
}

void ts_assert_position_refused(const char *id, const char *position)
{
    tb_game *g = ts_game(id, NULL);
    void *s = ts_state(g, NULL);
    tb_error err = {{0}};
    if (tb_game_parse_position(g, position, s, &err))
        fail_msg("'%s' accepted", position);
    assert_true(err.msg[0] != '\0');
    free(s);
    tb_game_free(g);
}

const char *ts_immediate_wins(const tb_game *g, const void *state)
{
    static char out[4][1024];
    static int slot;
    slot = (slot + 1) % 4;
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    void *child = malloc(g->state_size);
    int n = g->cls->legal(g, state, moves), me = g->cls->to_move(g, state);
    out[slot][0] = '\0';
    for (int i = 0; i < n; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        tb_outcome o = ts_outcome(g, child);
        if (o.over && o.result[me] == TB_WIN) {
            size_t l = strlen(out[slot]);
            snprintf(out[slot] + l, sizeof out[slot] - l, "%s%s", l ? " " : "",
                     ts_action_text(g, state, moves[i]));
        }
    }
    free(child);
    free(moves);
    return out[slot];
}

void ts_assert_action_reads_back(const tb_game *g, const void *state, tb_action a)
{
    const char *text = ts_action_text(g, state, a);
    tb_action parsed;
    tb_error err = {{0}};
    if (!tb_game_parse_action(g, state, text, &parsed, &err))
        fail_msg("move %s refused: %s", text, err.msg);
    if (parsed != a)
        fail_msg("move %s reads back as another action", text);
}

void ts_assert_position_reads_back(const tb_game *g, const void *state)
{
    char text[4096];
    g->cls->position_to_text(g, state, text, sizeof text);
    void *back = malloc(g->state_size);
    tb_error err = {{0}};
    if (!tb_game_parse_position(g, text, back, &err))
        fail_msg("'%s' does not read back: %s", text, err.msg);
    assert_memory_equal(state, back, g->state_size);
    assert_true(tb_game_hash(g, state) == tb_game_hash(g, back));
    free(back);
}
