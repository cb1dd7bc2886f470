/* The analysis report of combinatorial.md §2.4 for any position of tb_comb_class: P/N,
 * Grundy values by components (§3.3, 3.6) with the kinds' closed formulas as fast paths,
 * canonical Conway values of partizan and mixed sums (§3.10–3.15), winning moves, misère
 * play and constrained games by brute force on the whole position (§3.7, 3.8). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "games/combinatorial/comb.h"
#include "tabula/cgt.h"

enum {
    DEFAULT_POSITIONS = 2000000,
    MAX_DEPTH = 3000, /* recursion depth of the component searches (C stack) */
    MAX_PARTS = 64
};
#define DEFAULT_CGT_STEPS 200000000ULL

/* ---- a memo from (kind, data bytes) to a 64-bit value ---- */

typedef struct memo_entry {
    uint64_t hash, value;
    size_t key; /* offset of the key bytes in the arena */
    uint32_t len;
    uint8_t kind, used;
} memo_entry;

typedef struct memo {
    memo_entry *e;
    size_t cap, count;
    unsigned char *arena;
    size_t arena_len, arena_cap;
} memo;

static void memo_free(memo *m)
{
    free(m->e);
    free(m->arena);
}

static uint64_t key_hash(int kind, const void *data, size_t len)
{
    return tb_hash_bytes(data, len) ^ (uint64_t)(kind + 1) * 0x9E3779B97F4A7C15ULL;
}

static memo_entry *memo_find(memo *m, int kind, const void *data, size_t len, uint64_t h)
{
    if (!m->cap)
        return NULL;
    for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        memo_entry *e = &m->e[i];
        if (!e->used)
            return NULL;
        if (e->hash == h && e->kind == kind && e->len == len &&
            memcmp(m->arena + e->key, data, len) == 0)
            return e;
    }
}

static bool memo_put(memo *m, int kind, const void *data, size_t len, uint64_t value)
{
    if (2 * (m->count + 1) > m->cap) {
        size_t cap = m->cap ? 2 * m->cap : 4096;
        memo_entry *e = calloc(cap, sizeof *e);
        if (!e)
            return false;
        for (size_t i = 0; i < m->cap; i++)
            if (m->e[i].used) {
                size_t j = m->e[i].hash & (cap - 1);
                while (e[j].used)
                    j = (j + 1) & (cap - 1);
                e[j] = m->e[i];
            }
        free(m->e);
        m->e = e;
        m->cap = cap;
    }
    if (m->arena_len + len > m->arena_cap) {
        size_t cap = m->arena_cap ? 2 * m->arena_cap : 1 << 16;
        while (cap < m->arena_len + len)
            cap *= 2;
        unsigned char *a = realloc(m->arena, cap);
        if (!a)
            return false;
        m->arena = a;
        m->arena_cap = cap;
    }
    uint64_t h = key_hash(kind, data, len);
    size_t i = h & (m->cap - 1);
    while (m->e[i].used)
        i = (i + 1) & (m->cap - 1);
    memcpy(m->arena + m->arena_len, data, len);
    m->e[i] = (memo_entry){h, value, m->arena_len, (uint32_t)len, (uint8_t)kind, 1};
    m->arena_len += len;
    m->count++;
    return true;
}

/* ---- the analyser ---- */

/* Buffers for the parts of a split, taken and given back in stack order as the component
 * searches nest; each is kept all zero between uses, so that only the bytes a split wrote
 * need clearing afterwards (not MAX_PARTS slots per region visited). */
typedef struct parts_pool {
    unsigned char **buf;
    int count, used;
} parts_pool;

typedef struct analyser {
    tb_comb_limits lim;
    parts_pool pool;
    double deadline; /* tb_clock_seconds(), 0: none */
    double started;  /* tb_clock_seconds() at the start, for progress */
    unsigned ticks;
    memo grundy, values;
    tb_cgt *store;
    tb_error *err;
    int depth;
    bool failed;
} analyser;

typedef struct slot {
    uint64_t w[TB_COMB_SLOT / 8];
} slot;

static bool fail(analyser *an, const char *msg)
{
    if (!an->failed)
        tb_error_set(an->err, "%s", msg);
    an->failed = true;
    return false;
}

static int index_of(const tb_comb_kind *kind)
{
    for (int i = 0; i < tb_comb_kind_count(); i++)
        if (tb_comb_kinds[i] == kind)
            return i;
    return 0;
}

static bool enter(analyser *an)
{
    if (an->failed)
        return false;
    if (an->depth >= MAX_DEPTH)
        return fail(an, "the game is too long to analyse (more than 3000 moves deep)");
    if (an->grundy.count + an->values.count >= an->lim.max_positions) {
        char msg[96];
        snprintf(msg, sizeof msg, "more than %zu positions to analyse", an->lim.max_positions);
        return fail(an, msg);
    }
    if (++an->ticks % 1024 == 0) {
        if (an->lim.cancel && *an->lim.cancel)
            return fail(an, "the analysis was stopped");
        double now = an->deadline > 0 || an->lim.progress ? tb_clock_seconds() : 0;
        if (an->deadline > 0 && now > an->deadline)
            return fail(an, "the analysis ran out of time");
        if (an->lim.progress && an->ticks % (1u << 16) == 0)
            an->lim.progress(an->lim.progress_context, an->grundy.count + an->values.count,
                             now - an->started);
    }
    an->depth++;
    return true;
}

/* A zeroed buffer for MAX_PARTS parts of any kind, or NULL (out of memory). */
static unsigned char *parts_take(analyser *an)
{
    parts_pool *p = &an->pool;
    if (p->used == p->count) {
        unsigned char **buf = realloc(p->buf, sizeof *buf * (size_t)(p->count + 1));
        if (!buf)
            return NULL;
        p->buf = buf;
        if (!(buf[p->count] = calloc(MAX_PARTS, TB_COMB_SLOT)))
            return NULL;
        p->count++;
    }
    return p->buf[p->used++];
}

/* Gives back the buffer last taken, clearing what parts_of wrote into it. */
static void parts_give(analyser *an, const tb_comb_kind *kind, int n)
{
    parts_pool *p = &an->pool;
    /* A split that keeps the component whole (0) may have written parts before it gave up. */
    size_t written = n >= 1 ? (size_t)n : kind->split ? MAX_PARTS : 0;
    memset(p->buf[--p->used], 0, written * kind->data_size);
}

static void parts_pool_free(parts_pool *p)
{
    for (int i = 0; i < p->count; i++)
        free(p->buf[i]);
    free(p->buf);
}

/* The independent parts of a component, written data_size bytes apart into a zeroed buffer
 * from parts_take (the count; 0: keep the component whole). */
static int parts_of(const tb_comb_kind *kind, const void *data, unsigned char *parts)
{
    return kind->split ? kind->split(data, parts, MAX_PARTS) : 0;
}

static const void *part(const tb_comb_kind *kind, const unsigned char *parts, int i)
{
    return parts + (size_t)i * kind->data_size;
}

/* The two searches by components share one shape: Grundy values of impartial components
 * (parts combined by nim-sum, options by mex) and canonical values of partizan ones (parts
 * combined by the Conway sum, options by tb_cgt_make). Both are memoised as 64-bit values. */
typedef enum measure { GRUNDY, CONWAY } measure;

static bool grundy_of(analyser *an, const tb_comb_kind *kind, const void *data, uint64_t *out);
static bool value_of(analyser *an, const tb_comb_kind *kind, const void *data, tb_cgt_game *out);

static bool measure_of(analyser *an, const tb_comb_kind *kind, const void *data, measure m,
                       uint64_t *out)
{
    if (m == GRUNDY)
        return grundy_of(an, kind, data, out);
    tb_cgt_game v;
    bool ok = value_of(an, kind, data, &v);
    *out = v;
    return ok;
}

/* The value of a component taken whole (not split), from the values of its options. */
static bool measure_whole(analyser *an, const tb_comb_kind *kind, const void *data, measure m,
                          uint64_t *out)
{
    memo *table = m == GRUNDY ? &an->grundy : &an->values;
    int ki = index_of(kind);
    uint64_t h = key_hash(ki, data, kind->data_size);
    memo_entry *e = memo_find(table, ki, data, kind->data_size, h);
    if (e) {
        *out = e->value;
        return true;
    }
    if (!enter(an))
        return false;
    int players = m == GRUNDY ? 1 : 2; /* an impartial kind's moves are the same for both */
    size_t bound = (size_t)kind->move_bound(data);
    bound = bound ? bound : 1;
    uint32_t *moves = malloc(sizeof *moves * bound);
    uint64_t *opts = malloc(sizeof *opts * bound * (size_t)players);
    int count[2] = {0, 0};
    slot child;
    bool ok = moves && opts;
    if (!ok)
        fail(an, "out of memory");
    for (int player = 0; player < players && ok; player++) {
        int n = kind->moves(data, player, moves);
        for (int i = 0; i < n && ok; i++) {
            memset(&child, 0, sizeof child);
            memcpy(&child, data, kind->data_size);
            kind->apply(&child, player, moves[i]);
            ok = measure_of(an, kind, &child, m,
                            &opts[bound * (size_t)player + (size_t)count[player]++]);
        }
    }
    if (ok && m == GRUNDY) {
        *out = tb_mex(opts, (size_t)count[0]);
    } else if (ok) {
        tb_cgt_game *side = malloc(sizeof *side * bound * 2);
        if (!side)
            ok = fail(an, "out of memory");
        for (int player = 0; ok && player < 2; player++)
            for (size_t i = 0; i < (size_t)count[player]; i++)
                side[bound * (size_t)player + i] = (tb_cgt_game)opts[bound * (size_t)player + i];
        *out = ok ? tb_cgt_make(an->store, side, (size_t)count[0], side + bound, (size_t)count[1])
                  : TB_CGT_NONE;
        if (ok && *out == TB_CGT_NONE)
            ok = fail(an, tb_cgt_error(an->store));
        free(side);
    }
    if (ok && !memo_put(table, ki, data, kind->data_size, *out))
        ok = fail(an, "out of memory");
    free(moves);
    free(opts);
    an->depth--;
    return ok;
}

/* The value of a component: the sum of its independent parts', or its own taken whole. */
static bool measure_parts(analyser *an, const tb_comb_kind *kind, const void *data, measure m,
                          uint64_t *out)
{
    unsigned char *parts = parts_take(an);
    if (!parts)
        return fail(an, "out of memory");
    int n = parts_of(kind, data, parts);
    bool ok = true;
    if (n >= 2) {
        uint64_t sum = m == GRUNDY ? 0 : TB_CGT_ZERO;
        for (int i = 0; i < n && ok; i++) {
            uint64_t v;
            ok = measure_of(an, kind, part(kind, parts, i), m, &v);
            if (ok)
                sum =
                    m == GRUNDY ? sum ^ v : tb_cgt_add(an->store, (tb_cgt_game)sum, (tb_cgt_game)v);
        }
        if (ok && m == CONWAY && sum == TB_CGT_NONE)
            ok = fail(an, tb_cgt_error(an->store));
        *out = sum;
    } else {
        ok = measure_whole(an, kind, n == 1 ? part(kind, parts, 0) : data, m, out);
    }
    parts_give(an, kind, n);
    return ok;
}

/* Grundy value of an impartial component under normal play (§3.3, 3.6). */
static bool grundy_of(analyser *an, const tb_comb_kind *kind, const void *data, uint64_t *out)
{
    if (!an->lim.no_fast_paths && kind->grundy && kind->grundy(data, out))
        return true;
    return measure_parts(an, kind, data, GRUNDY, out);
}

/* Canonical value of a component; an impartial one is the nimber of its Grundy value (§3.15). */
static bool value_of(analyser *an, const tb_comb_kind *kind, const void *data, tb_cgt_game *out)
{
    uint64_t v;
    if (kind->type != TB_COMB_PARTIZAN) {
        if (!grundy_of(an, kind, data, &v))
            return false;
        *out = tb_cgt_nimber(an->store, v);
        return *out != TB_CGT_NONE || fail(an, tb_cgt_error(an->store));
    }
    bool ok = measure_parts(an, kind, data, CONWAY, &v);
    *out = (tb_cgt_game)v;
    return ok;
}

/* ---- whole positions by brute force: misère and constrained games (§3.7, 3.8) ---- */

typedef struct whole_ctx {
    tb_comb_state shape; /* count and kinds; the data comes from the key */
    size_t key_size;
} whole_ctx;

static void pack(const whole_ctx *w, const tb_comb_state *s, unsigned char *key)
{
    size_t off = 0;
    for (int k = 0; k < s->count; k++) {
        size_t n = tb_comb_kind_of(s, k)->data_size;
        memcpy(key + off, s->data[k], n);
        off += n;
    }
}

static void unpack(const whole_ctx *w, const unsigned char *key, tb_comb_state *s)
{
    *s = w->shape;
    size_t off = 0;
    for (int k = 0; k < s->count; k++) {
        size_t n = tb_comb_kind_of(s, k)->data_size;
        memset(s->data[k], 0, sizeof s->data[k]);
        memcpy(s->data[k], key + off, n);
        off += n;
    }
}

static bool whole_options(void *ctx, const void *key, tb_keys *options, tb_error *err)
{
    const whole_ctx *w = ctx;
    tb_comb_state *s = malloc(2 * sizeof *s);
    unsigned char *child_key = malloc(w->key_size);
    uint32_t *moves = malloc(sizeof *moves * TB_COMB_MAX_ACTIONS);
    bool ok = s && child_key && moves;
    if (ok)
        unpack(w, key, &s[0]);
    for (int k = 0; ok && k < s[0].count; k++) {
        const tb_comb_kind *kind = tb_comb_kind_of(&s[0], k);
        int n = kind->moves(s[0].data[k], 0, moves);
        for (int i = 0; i < n && ok; i++) {
            s[1] = s[0];
            kind->apply(s[1].data[k], 0, moves[i]);
            pack(w, &s[1], child_key);
            ok = tb_keys_push(options, child_key);
        }
    }
    if (!ok)
        tb_error_set(err, "out of memory");
    free(s);
    free(child_key);
    free(moves);
    return ok;
}

/* Does the player to move win the whole position (misère or normal play)? */
typedef struct whole {
    whole_ctx ctx;
    tb_impartial *solver;
} whole;

static bool whole_init(whole *w, const tb_comb_state *s, size_t max_positions)
{
    w->ctx.shape = *s;
    w->ctx.shape.to_move = 0;
    w->ctx.key_size = 0;
    for (int k = 0; k < s->count; k++)
        w->ctx.key_size += tb_comb_kind_of(s, k)->data_size;
    w->solver = tb_impartial_new(w->ctx.key_size ? w->ctx.key_size : 1, whole_options, &w->ctx,
                                 max_positions);
    return w->solver != NULL;
}

static bool whole_mover_wins(whole *w, const tb_comb_state *s, bool misere, bool *wins,
                             tb_error *err)
{
    unsigned char *key = calloc(1, w->ctx.key_size ? w->ctx.key_size : 1);
    if (!key) {
        tb_error_set(err, "out of memory");
        return false;
    }
    pack(&w->ctx, s, key);
    bool ok;
    if (misere) {
        ok = tb_impartial_misere_win(w->solver, key, wins, err);
    } else {
        uint64_t g = 0;
        ok = tb_impartial_grundy(w->solver, key, &g, err);
        *wins = g != 0;
    }
    free(key);
    return ok;
}

/* ---- the report ---- */

static bool push_action(tb_action **list, int *n, tb_action a)
{
    tb_action *l = realloc(*list, sizeof *l * (size_t)(*n + 1));
    if (!l)
        return false;
    l[(*n)++] = a;
    *list = l;
    return true;
}

static bool push_part(tb_comb_report *r, uint64_t g)
{
    uint64_t *p = realloc(r->parts, sizeof *p * (r->num_parts + 1));
    if (!p)
        return false;
    p[r->num_parts++] = g;
    r->parts = p;
    return true;
}

static int all_moves(const tb_comb_state *s, int player, tb_action *out)
{
    int n = 0;
    uint32_t *buf = malloc(sizeof *buf * TB_COMB_MAX_ACTIONS);
    if (!buf)
        return 0;
    for (int k = 0; k < s->count; k++) {
        int m = tb_comb_kind_of(s, k)->moves(s->data[k], player, buf);
        for (int i = 0; i < m; i++)
            out[n++] = tb_comb_action(k, player, buf[i]);
    }
    free(buf);
    return n;
}

static void apply_action(tb_comb_state *s, tb_action a)
{
    int k = tb_comb_action_component(a);
    tb_comb_kind_of(s, k)->apply(s->data[k], tb_comb_action_player(a), tb_comb_action_move(a));
}

static bool analyse_whole(const tb_comb_state *s, bool misere, const tb_comb_limits *lim,
                          tb_comb_report *r, tb_error *err)
{
    whole w;
    if (!whole_init(&w, s, lim->max_positions)) {
        tb_error_set(err, "out of memory");
        return false;
    }
    bool wins = false, ok = whole_mover_wins(&w, s, misere, &wins, err);
    r->outcome = wins ? 'N' : 'P';
    tb_action *moves = malloc(sizeof *moves * TB_COMB_MAX_ACTIONS);
    tb_comb_state *child = malloc(sizeof *child);
    ok = ok && moves && child;
    int n = ok ? all_moves(s, s->to_move, moves) : 0;
    for (int i = 0; i < n && ok && wins; i++) {
        *child = *s;
        apply_action(child, moves[i]);
        bool child_wins = false;
        ok = whole_mover_wins(&w, child, misere, &child_wins, err);
        if (ok && !child_wins)
            ok = push_action(&r->winning, &r->num_winning, moves[i]);
    }
    r->positions = tb_impartial_positions(w.solver);
    tb_impartial_free(w.solver);
    free(moves);
    free(child);
    return ok;
}

static bool analyse(const tb_comb_state *s, bool misere, const tb_comb_limits *limits,
                    tb_comb_report *r, tb_error *err)
{
    memset(r, 0, sizeof *r);
    analyser an = {.err = err};
    if (limits)
        an.lim = *limits;
    if (!an.lim.max_positions)
        an.lim.max_positions = DEFAULT_POSITIONS;
    if (!an.lim.cgt_steps)
        an.lim.cgt_steps = DEFAULT_CGT_STEPS;
    an.started = tb_clock_seconds();
    if (an.lim.max_seconds > 0)
        an.deadline = an.started + an.lim.max_seconds;
    r->misere = misere;
    r->type = TB_COMB_IMPARTIAL;
    for (int k = 0; k < s->count; k++) {
        const tb_comb_kind *kind = tb_comb_kind_of(s, k);
        if (kind->type == TB_COMB_CONSTRAINED)
            r->type = TB_COMB_CONSTRAINED;
        else if (kind->type == TB_COMB_PARTIZAN && r->type == TB_COMB_IMPARTIAL)
            r->type = TB_COMB_PARTIZAN;
        if (misere && !kind->misere) {
            tb_error_set(err, "misère play is not offered for %s", kind->keyword);
            return false;
        }
    }
    if (misere || r->type == TB_COMB_CONSTRAINED)
        return analyse_whole(s, misere, &an.lim, r, err);

    bool ok = true;
    tb_action *moves = malloc(sizeof *moves * TB_COMB_MAX_ACTIONS);
    slot child;
    if (!moves) {
        tb_error_set(err, "out of memory");
        return false;
    }
    if (r->type == TB_COMB_IMPARTIAL) {
        uint64_t total = 0;
        for (int k = 0; k < s->count && ok; k++) {
            const tb_comb_kind *kind = tb_comb_kind_of(s, k);
            ok = grundy_of(&an, kind, s->data[k], &r->component_grundy[k]);
            total ^= r->component_grundy[k];
            /* The heap-equivalents: the parts' values, or the component's own. */
            unsigned char *parts = ok ? parts_take(&an) : NULL;
            if (ok && !parts)
                ok = fail(&an, "out of memory");
            int n = ok ? parts_of(kind, s->data[k], parts) : 0;
            for (int i = 0; i < n && ok; i++) {
                uint64_t gi;
                ok = grundy_of(&an, kind, part(kind, parts, i), &gi) && push_part(r, gi);
            }
            if (parts)
                parts_give(&an, kind, n);
            if (ok && n == 0)
                ok = push_part(r, r->component_grundy[k]);
        }
        r->has_grundy = ok;
        r->grundy = total;
        r->outcome = total ? 'N' : 'P';
        int n = ok ? all_moves(s, s->to_move, moves) : 0;
        for (int i = 0; i < n && ok && total; i++) {
            int k = tb_comb_action_component(moves[i]);
            const tb_comb_kind *kind = tb_comb_kind_of(s, k);
            memset(&child, 0, sizeof child);
            memcpy(&child, s->data[k], kind->data_size);
            kind->apply(&child, s->to_move, tb_comb_action_move(moves[i]));
            uint64_t gc;
            ok = grundy_of(&an, kind, &child, &gc);
            if (ok && (total ^ r->component_grundy[k] ^ gc) == 0)
                ok = push_action(&r->winning, &r->num_winning, moves[i]);
        }
        /* An impartial position is the nimber *g (§3.15): "0", "*", "*2", ... */
        if (total == 0)
            snprintf(r->value, sizeof r->value, "0");
        else if (total == 1)
            snprintf(r->value, sizeof r->value, "*");
        else
            snprintf(r->value, sizeof r->value, "*%llu", (unsigned long long)total);
        r->has_value = ok;
    } else {
        an.store = tb_cgt_new();
        if (!an.store) {
            free(moves);
            tb_error_set(err, "out of memory");
            return false;
        }
        tb_cgt_set_budget(an.store, an.lim.cgt_steps);
        tb_cgt_game comp[TB_COMB_MAX_COMPONENTS], total = TB_CGT_ZERO;
        for (int k = 0; k < s->count && ok; k++) {
            ok = value_of(&an, tb_comb_kind_of(s, k), s->data[k], &comp[k]);
            if (ok)
                total = tb_cgt_add(an.store, total, comp[k]);
        }
        if (ok && total == TB_CGT_NONE)
            ok = fail(&an, tb_cgt_error(an.store));
        if (ok) {
            r->outcome = tb_cgt_outcome(an.store, total);
            r->birthday = tb_cgt_birthday(an.store, total);
            int64_t num;
            unsigned exp;
            r->is_number = tb_cgt_is_number(an.store, total, &num, &exp);
            ok = tb_cgt_to_text(an.store, total, r->value, sizeof r->value, err) &&
                 r->outcome != '?';
            if (r->outcome == '?')
                fail(&an, tb_cgt_error(an.store));
            r->has_value = ok;
        }
        for (int player = 0; player < 2 && ok; player++) {
            int n = all_moves(s, player, moves);
            for (int i = 0; i < n && ok; i++) {
                int k = tb_comb_action_component(moves[i]);
                const tb_comb_kind *kind = tb_comb_kind_of(s, k);
                memset(&child, 0, sizeof child);
                memcpy(&child, s->data[k], kind->data_size);
                kind->apply(&child, player, tb_comb_action_move(moves[i]));
                tb_cgt_game v;
                ok = value_of(&an, kind, &child, &v);
                if (!ok)
                    break;
                tb_cgt_game after = tb_cgt_add(an.store, tb_cgt_sub(an.store, total, comp[k]), v);
                if (after == TB_CGT_NONE) {
                    ok = fail(&an, tb_cgt_error(an.store));
                    break;
                }
                /* Left wins moving first iff she moves to G' >= 0; Right to G' <= 0. */
                bool wins = player == TB_COMB_LEFT ? tb_cgt_le(an.store, TB_CGT_ZERO, after)
                                                   : tb_cgt_le(an.store, after, TB_CGT_ZERO);
                if (tb_cgt_error(an.store)[0])
                    ok = fail(&an, tb_cgt_error(an.store));
                else if (wins)
                    ok = player == TB_COMB_LEFT
                             ? push_action(&r->winning_left, &r->num_winning_left, moves[i])
                             : push_action(&r->winning_right, &r->num_winning_right, moves[i]);
            }
        }
        tb_cgt_free(an.store);
    }
    r->positions = an.grundy.count + an.values.count;
    memo_free(&an.grundy);
    memo_free(&an.values);
    parts_pool_free(&an.pool);
    free(moves);
    if (!ok && !err->msg[0])
        tb_error_set(err, "out of memory");
    return ok;
}

bool tb_comb_analyse(const tb_game *g, const tb_comb_state *s, bool misere,
                     const tb_comb_limits *limits, tb_comb_report *r, tb_error *err)
{
    if (analyse(s, misere, limits, r, err))
        return true;
    size_t positions = r->positions; /* the work done, which callers may report */
    tb_comb_report_free(r); /* what a failed analysis had gathered; callers free only a report */
    r->positions = positions;
    return false;
}

void tb_comb_report_free(tb_comb_report *r)
{
    free(r->parts);
    free(r->winning);
    free(r->winning_left);
    free(r->winning_right);
    memset(r, 0, sizeof *r);
}

/* ---- the report as text ---- */

typedef struct sbuf {
    char *p;
    size_t len, cap;
    bool oom;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(b->p ? b->p + b->len : NULL, b->p ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if (b->p && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? 2 * b->cap : 1024;
        while (cap <= b->len + (size_t)n)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = true;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
}

static void put_moves(sbuf *b, const tb_game *g, const tb_comb_state *s, const char *field,
                      const tb_action *moves, int n)
{
    put(b, "%s:", field);
    char text[256];
    for (int i = 0; i < n; i++) {
        g->cls->action_to_text(g, s, moves[i], text, sizeof text);
        put(b, "%s %s", i ? "," : "", text);
    }
    put(b, "%s\n", n ? "" : " (none)");
    tb_comb_state after;
    for (int i = 0; i < n; i++) {
        after = *s;
        apply_action(&after, moves[i]);
        after.to_move = 0; /* the analysis does not depend on the mover */
        char *pos = malloc(TB_COMB_TEXT);
        if (!pos)
            return;
        g->cls->action_to_text(g, s, moves[i], text, sizeof text);
        tb_comb_text(&after, pos, TB_COMB_TEXT);
        put(b, "  %s -> %s\n", text, pos);
        free(pos);
    }
}

char *tb_comb_report_text(const tb_game *g, const tb_comb_state *s, const tb_comb_report *r)
{
    sbuf b = {0};
    tb_comb_state shown = *s;
    shown.to_move = 0;
    char *pos = malloc(TB_COMB_TEXT);
    if (!pos)
        return NULL;
    tb_comb_text(&shown, pos, TB_COMB_TEXT);
    static const char *const types[] = {"impartial", "partizan", "constrained"};
    put(&b, "position: %s\nkind: %s\nconvention: %s\noutcome: %c\n", pos, types[r->type],
        r->misere ? "misere" : "normal", r->outcome);
    free(pos);
    if (r->has_grundy) {
        put(&b, "grundy: %llu", (unsigned long long)r->grundy);
        if (s->count > 1) {
            put(&b, " (components:");
            for (int k = 0; k < s->count; k++)
                put(&b, " %llu", (unsigned long long)r->component_grundy[k]);
            put(&b, ")");
        }
        put(&b, "\n");
        if (r->num_parts > 1) {
            /* The method both seeds teach: the heap-equivalents in binary, in columns. */
            uint64_t max = r->grundy;
            for (size_t i = 0; i < r->num_parts; i++)
                if (r->parts[i] > max)
                    max = r->parts[i];
            char bin[72];
            int width = tb_nim_binary(max, bin, sizeof bin);
            int dec = snprintf(bin, sizeof bin, "%llu", (unsigned long long)max);
            put(&b, "nim-sum:");
            for (size_t i = 0; i < r->num_parts; i++)
                put(&b, "%s %llu", i ? " ⊕" : "", (unsigned long long)r->parts[i]);
            put(&b, " = %llu\n", (unsigned long long)r->grundy);
            for (size_t i = 0; i <= r->num_parts; i++) {
                uint64_t x = i < r->num_parts ? r->parts[i] : r->grundy;
                tb_nim_binary(x, bin, sizeof bin);
                put(&b, "  %s %*llu  %*s\n", i < r->num_parts ? " " : "=", dec,
                    (unsigned long long)x, width, bin);
            }
        }
    }
    if (r->has_value)
        put(&b, "value: %s\n", r->value);
    if (r->type == TB_COMB_PARTIZAN && !r->misere) {
        put(&b, "number: %s\n", r->is_number ? "yes" : "no");
        put(&b, "birthday: %u\n", r->birthday);
        put_moves(&b, g, s, "winning-left", r->winning_left, r->num_winning_left);
        put_moves(&b, g, s, "winning-right", r->winning_right, r->num_winning_right);
    } else {
        put_moves(&b, g, s, "winning", r->winning, r->num_winning);
    }
    if (b.oom) {
        free(b.p);
        return NULL;
    }
    return b.p;
}
