/* Helpers for the combinatorial-game suites: run the §2.4 analysis on a position text and
 * compare its fields; an independent brute force (plain memoised negamax through the game
 * contract) to hold the analysis against. Include after support.h. */
#ifndef TABULA_TESTS_COMB_SUPPORT_H
#define TABULA_TESTS_COMB_SUPPORT_H

#include <stdio.h>

#include "games/combinatorial/comb.h"
#include "tabula/cgt.h"

static inline int cs_cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Move texts of `moves`, sorted, joined by ", " (rotating static buffers). */
static const char *cs_moves_text(const tb_game *g, const void *s, const tb_action *moves, int n)
{
    static char out[4][8192];
    static int slot;
    slot = (slot + 1) % 4;
    char(*texts)[128] = malloc(sizeof *texts * (size_t)(n ? n : 1));
    const char **ptrs = malloc(sizeof *ptrs * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) {
        g->cls->action_to_text(g, s, moves[i], texts[i], sizeof texts[i]);
        ptrs[i] = texts[i];
    }
    qsort(ptrs, (size_t)n, sizeof *ptrs, cs_cmp_str);
    out[slot][0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t l = strlen(out[slot]);
        snprintf(out[slot] + l, sizeof out[slot] - l, "%s%s", i ? ", " : "", ptrs[i]);
    }
    free(texts);
    free(ptrs);
    return out[slot];
}

/* The expected list in sorted order, joined by ", " as cs_moves_text does. Items are
 * separated by ';' when the list has one (for move texts with commas, "1,2:1; 2,3:3"), else
 * by ','; a single move with commas is written with a final ';'. */
static const char *cs_sorted_list(const char *list)
{
    static char out[4][8192];
    static int slot;
    slot = (slot + 1) % 4;
    char buf[8192];
    snprintf(buf, sizeof buf, "%s", list);
    const char *items[512];
    int n = 0;
    char *save = NULL;
    const char *sep = strchr(buf, ';') ? ";" : ",";
    for (char *t = strtok_r(buf, sep, &save); t && n < 512; t = strtok_r(NULL, sep, &save)) {
        while (*t == ' ')
            t++;
        items[n++] = t;
    }
    qsort(items, (size_t)n, sizeof *items, cs_cmp_str);
    out[slot][0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t l = strlen(out[slot]);
        snprintf(out[slot] + l, sizeof out[slot] - l, "%s%s", i ? ", " : "", items[i]);
    }
    return out[slot];
}

typedef struct cs_analysis {
    tb_game *g;
    tb_comb_state *s;
    tb_comb_report r;
} cs_analysis;

/* Analyses `position` in game `id` (fails the test on an error). */
static inline cs_analysis cs_analyse_limited(const char *id, const char *position, bool misere,
                                             const tb_comb_limits *lim)
{
    cs_analysis a;
    a.g = ts_game(id, NULL);
    a.s = ts_state(a.g, position);
    tb_error err = {{0}};
    if (!tb_comb_analyse(a.g, a.s, misere, lim, &a.r, &err))
        fail_msg("analysis of '%s' failed: %s", position ? position : "(initial position)",
                 err.msg);
    return a;
}

static inline cs_analysis cs_analyse(const char *id, const char *position, bool misere)
{
    return cs_analyse_limited(id, position, misere, NULL);
}

static inline void cs_analysis_free(cs_analysis *a)
{
    tb_comb_report_free(&a->r);
    free(a->s);
    tb_game_free(a->g);
}

static const char *cs_winning(const cs_analysis *a)
{
    return cs_moves_text(a->g, a->s, a->r.winning, a->r.num_winning);
}

/* Checks outcome, Grundy value (-1: not checked) and the winning moves ("a; b"; NULL: not
 * checked) of an impartial or constrained position. */
static inline void cs_check(const char *id, const char *position, bool misere, char outcome,
                            long grundy, const char *winning)
{
    cs_analysis a = cs_analyse(id, position, misere);
    if (!position) /* the variant's initial position */
        position = "(initial position)";
    if (a.r.outcome != outcome)
        fail_msg("%s: outcome %c, expected %c", position, a.r.outcome, outcome);
    if (grundy >= 0) {
        if (!a.r.has_grundy)
            fail_msg("%s: no Grundy value", position);
        if (a.r.grundy != (uint64_t)grundy)
            fail_msg("%s: Grundy value %llu, expected %ld", position,
                     (unsigned long long)a.r.grundy, grundy);
    }
    if (a.r.has_grundy) /* TV-TH-9: P iff g = 0 */
        assert_true((a.r.outcome == 'P') == (a.r.grundy == 0));
    if (winning && strcmp(cs_winning(&a), cs_sorted_list(winning)) != 0)
        fail_msg("%s: winning {%s}, expected {%s}", position, cs_winning(&a),
                 cs_sorted_list(winning));
    cs_analysis_free(&a);
}

/* ---- brute force through the contract: does the player to move win? ---- */

typedef struct cs_memo {
    uint64_t *key;
    signed char *val;
    size_t mask, count;
} cs_memo;

static inline bool cs_wins_rec(const tb_game *g, const void *state, cs_memo *m)
{
    uint64_t h = tb_game_hash(g, state) | 1;
    size_t i = h & m->mask;
    while (m->key[i] && m->key[i] != h)
        i = (i + 1) & m->mask;
    if (m->key[i] == h)
        return m->val[i];
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    int me = g->cls->to_move(g, state);
    bool wins = false;
    if (o.over) {
        wins = o.result[me] == TB_WIN;
    } else {
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        void *child = malloc(g->state_size);
        int n = g->cls->legal(g, state, moves);
        for (int k = 0; k < n && !wins; k++) {
            memcpy(child, state, g->state_size);
            g->cls->apply(g, child, moves[k]);
            wins = !cs_wins_rec(g, child, m);
        }
        free(child);
        free(moves);
    }
    i = h & m->mask;
    while (m->key[i] && m->key[i] != h)
        i = (i + 1) & m->mask;
    if (++m->count > m->mask / 2)
        fail_msg("cs_brute: position too large for the test brute force");
    m->key[i] = h;
    m->val[i] = wins;
    return wins;
}

/* Exact: does the player to move win `state` in game g (whose option play sets the
 * convention)? The winning moves by the same brute force go to *winning as sorted text. */
static inline bool cs_brute(const tb_game *g, const void *state, const char **winning)
{
    cs_memo m = {calloc(1u << 17, sizeof(uint64_t)), calloc(1u << 17, 1), (1u << 17) - 1, 0};
    bool wins = cs_wins_rec(g, state, &m);
    if (winning) {
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        tb_action *good = malloc(sizeof *good * (size_t)g->max_actions);
        void *child = malloc(g->state_size);
        int n = g->cls->legal(g, state, moves), k = 0;
        for (int i = 0; i < n; i++) {
            memcpy(child, state, g->state_size);
            g->cls->apply(g, child, moves[i]);
            if (!cs_wins_rec(g, child, &m))
                good[k++] = moves[i];
        }
        *winning = cs_moves_text(g, state, good, k);
        free(child);
        free(good);
        free(moves);
    }
    free(m.key);
    free(m.val);
    return wins;
}

#endif
