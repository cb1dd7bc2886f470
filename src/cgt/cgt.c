/* Conway's short games in canonical form (combinatorial.md §3.10–3.14).
 *
 * A store hash-conses canonical games: a game is a node whose Left and Right options are
 * sorted lists of node ids, and every distinct canonical game is one node, so equal values
 * have equal ids. Order and sum are memoised on pairs of ids. Numbers, nimbers and their
 * sums take arithmetic shortcuts; a number and a non-number are compared and added by the
 * number avoidance and translation theorems, so large numbers never meet deep recursion. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/cgt_internal.h"

/* Bounds that turn runaway work into an error message instead of exhausting memory. */
#define MAX_NODES (1u << 21)
#define MAX_POOL ((size_t)1 << 25)

/* ---- small containers ---- */

/* Open-addressing map from 64-bit keys to 32-bit values; UINT64_MAX marks an empty slot. */
typedef struct u64map {
    uint64_t *keys;
    uint32_t *vals;
    size_t cap, count;
    size_t *touched; /* slots written since the last map_clear (when logging) */
    size_t ntouched, touched_cap;
    bool log;
} u64map;

#define MAP_EMPTY UINT64_MAX

static size_t map_slot(uint64_t key, size_t cap)
{
    key ^= key >> 31;
    key *= 0x7fb5d329728ea185ULL;
    key ^= key >> 27;
    key *= 0x81dadef4bc2dd44dULL;
    key ^= key >> 33;
    return (size_t)key & (cap - 1);
}

static bool map_get(const u64map *m, uint64_t key, uint32_t *val)
{
    if (!m->cap)
        return false;
    for (size_t i = map_slot(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == key) {
            *val = m->vals[i];
            return true;
        }
        if (m->keys[i] == MAP_EMPTY)
            return false;
    }
}

static void map_free(u64map *m)
{
    free(m->keys);
    free(m->vals);
    free(m->touched);
}

static bool map_insert(u64map *m, uint64_t key, uint32_t val);

static bool map_grow(u64map *m)
{
    u64map bigger = {0};
    bigger.cap = m->cap ? 2 * m->cap : 256;
    bigger.keys = malloc(bigger.cap * sizeof *bigger.keys);
    bigger.vals = malloc(bigger.cap * sizeof *bigger.vals);
    if (!bigger.keys || !bigger.vals) {
        map_free(&bigger);
        return false;
    }
    memset(bigger.keys, 0xff, bigger.cap * sizeof *bigger.keys);
    bigger.log = m->log;
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i] != MAP_EMPTY && !map_insert(&bigger, m->keys[i], m->vals[i])) {
            map_free(&bigger);
            return false;
        }
    free(m->keys);
    free(m->vals);
    free(m->touched);
    *m = bigger;
    return true;
}

static bool map_insert(u64map *m, uint64_t key, uint32_t val)
{
    if (2 * (m->count + 1) > m->cap && !map_grow(m))
        return false;
    size_t i = map_slot(key, m->cap);
    while (m->keys[i] != MAP_EMPTY && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (m->keys[i] == MAP_EMPTY) {
        if (m->log) {
            if (m->ntouched == m->touched_cap) {
                size_t cap = m->touched_cap ? 2 * m->touched_cap : 64;
                size_t *t = realloc(m->touched, cap * sizeof *t);
                if (!t)
                    return false;
                m->touched = t;
                m->touched_cap = cap;
            }
            m->touched[m->ntouched++] = i;
        }
        m->count++;
    }
    m->keys[i] = key;
    m->vals[i] = val;
    return true;
}

/* Empties a logging map in time proportional to what was written. */
static void map_clear(u64map *m)
{
    for (size_t i = 0; i < m->ntouched; i++)
        m->keys[m->touched[i]] = MAP_EMPTY;
    m->ntouched = 0;
    m->count = 0;
}

/* A growable list of game ids. */
typedef struct idvec {
    tb_cgt_game *v;
    size_t n, cap;
} idvec;

static bool vec_push(idvec *a, tb_cgt_game g)
{
    if (a->n == a->cap) {
        size_t cap = a->cap ? 2 * a->cap : 8;
        tb_cgt_game *v = realloc(a->v, cap * sizeof *v);
        if (!v)
            return false;
        a->v = v;
        a->cap = cap;
    }
    a->v[a->n++] = g;
    return true;
}

static int cmp_id(const void *a, const void *b)
{
    tb_cgt_game x = *(const tb_cgt_game *)a, y = *(const tb_cgt_game *)b;
    return (x > y) - (x < y);
}

static void vec_sort_unique(idvec *a)
{
    if (a->n < 2)
        return;
    qsort(a->v, a->n, sizeof *a->v, cmp_id);
    size_t k = 1;
    for (size_t i = 1; i < a->n; i++)
        if (a->v[i] != a->v[k - 1])
            a->v[k++] = a->v[i];
    a->n = k;
}

/* ---- dyadic rationals ---- */

static dyadic dyadic_make(int64_t num, int exp)
{
    while (exp > 0 && num % 2 == 0) {
        num /= 2;
        exp--;
    }
    return (dyadic){num, exp};
}

int dyadic_cmp(dyadic a, dyadic b)
{
    int e = a.exp > b.exp ? a.exp : b.exp;
    /* Values stay below 2^37 and exponents at most 21, so the shifts cannot overflow. */
    int64_t x = a.num * ((int64_t)1 << (e - a.exp)), y = b.num * ((int64_t)1 << (e - b.exp));
    return (x > y) - (x < y);
}

static dyadic dyadic_add(dyadic a, dyadic b)
{
    int e = a.exp > b.exp ? a.exp : b.exp;
    return dyadic_make(a.num * ((int64_t)1 << (e - a.exp)) + b.num * ((int64_t)1 << (e - b.exp)),
                       e);
}

static int64_t floor_scaled(dyadic a, int k) /* ⌊a · 2^k⌋ */
{
    if (k >= a.exp)
        return a.num * ((int64_t)1 << (k - a.exp));
    return a.num >> (a.exp - k); /* arithmetic shift floors */
}

/* The simplest number strictly between lo and hi (either side may be absent = infinite),
 * which must be non-empty (§3.13). */
static dyadic simplest(const dyadic *lo, const dyadic *hi)
{
    dyadic zero = {0, 0};
    bool above_lo = !lo || dyadic_cmp(*lo, zero) < 0;
    bool below_hi = !hi || dyadic_cmp(*hi, zero) > 0;
    if (above_lo && below_hi)
        return zero;
    if (!above_lo) { /* interval within the positives */
        dyadic n = {floor_scaled(*lo, 0) + 1, 0};
        if (!hi || dyadic_cmp(n, *hi) < 0)
            return n;
        for (int k = 1;; k++) {
            dyadic m = dyadic_make(floor_scaled(*lo, k) + 1, k);
            if (dyadic_cmp(m, *hi) < 0)
                return m;
        }
    }
    /* Within the negatives: mirror. */
    dyadic nlo = {-hi->num, hi->exp}, nhi;
    if (lo)
        nhi = (dyadic){-lo->num, lo->exp};
    dyadic r = simplest(&nlo, lo ? &nhi : NULL);
    return (dyadic){-r.num, r.exp};
}

/* ---- the store ---- */

struct tb_cgt {
    cgt_node *nodes;
    uint32_t count, cap;
    tb_cgt_game *pool;
    size_t pool_len, pool_cap;
    uint32_t *table; /* interning hash table of node ids, TB_CGT_NONE = empty */
    size_t table_cap;
    u64map le_memo, add_memo;
    u64map canon_memo; /* comparisons with the game being simplified; cleared per call */
    idvec pos_int, neg_int, stars, ups; /* n, -n, *n, n·↑ by index, built on demand */
    uint64_t work, budget;              /* steps of the current public operation, and their bound */
    char err[TB_ERROR_LEN];
    bool failed;
};

tb_cgt_game cgt_fail(tb_cgt *s, const char *fmt, ...)
{
    if (!s->failed) { /* keep the first cause */
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(s->err, sizeof s->err, fmt, ap);
        va_end(ap);
        s->failed = true;
    }
    return TB_CGT_NONE;
}

bool cgt_failed(const tb_cgt *s)
{
    return s->failed;
}

const char *tb_cgt_error(const tb_cgt *s)
{
    return s->err;
}

size_t tb_cgt_count(const tb_cgt *s)
{
    return s->count;
}

const cgt_node *cgt_node_at(const tb_cgt *s, tb_cgt_game g)
{
    return &s->nodes[g];
}

const tb_cgt_game *cgt_options(const tb_cgt *s, tb_cgt_game g)
{
    return s->pool + s->nodes[g].opt;
}

#define LEFT(s, g, i) ((s)->pool[(s)->nodes[g].opt + (i)])
#define RIGHT(s, g, i) ((s)->pool[(s)->nodes[g].opt + (s)->nodes[g].nl + (i)])

static uint32_t hash_options(const tb_cgt_game *l, size_t nl, const tb_cgt_game *r, size_t nr)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ (nl * 31 + nr);
    for (size_t i = 0; i < nl; i++)
        h = (h ^ l[i]) * 0x100000001b3ULL;
    h = (h ^ 0xabcdef) * 0x100000001b3ULL;
    for (size_t i = 0; i < nr; i++)
        h = (h ^ r[i]) * 0x100000001b3ULL;
    return (uint32_t)(h ^ (h >> 32));
}

/* memcmp and memcpy of possibly empty lists (whose pointers may be NULL) */
static bool same_ids(const tb_cgt_game *a, const tb_cgt_game *b, size_t n)
{
    return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static void copy_ids(tb_cgt_game *to, const tb_cgt_game *from, size_t n)
{
    if (n)
        memcpy(to, from, n * sizeof *to);
}

static bool table_grow(tb_cgt *s)
{
    size_t cap = s->table_cap ? 2 * s->table_cap : 1024;
    uint32_t *t = malloc(cap * sizeof *t);
    if (!t)
        return false;
    memset(t, 0xff, cap * sizeof *t);
    for (uint32_t g = 0; g < s->count; g++) {
        size_t i = s->nodes[g].hash & (cap - 1);
        while (t[i] != TB_CGT_NONE)
            i = (i + 1) & (cap - 1);
        t[i] = g;
    }
    free(s->table);
    s->table = t;
    s->table_cap = cap;
    return true;
}

/* The node { l | r } for option lists that are sorted, duplicate-free and already form a
 * canonical game (the callers guarantee it). The lists must not point into the pool. */
static tb_cgt_game intern(tb_cgt *s, const tb_cgt_game *l, size_t nl, const tb_cgt_game *r,
                          size_t nr)
{
    uint32_t h = hash_options(l, nl, r, nr);
    if (2 * (s->count + 1) > s->table_cap && !table_grow(s))
        return cgt_fail(s, "out of memory");
    size_t i = h & (s->table_cap - 1);
    for (; s->table[i] != TB_CGT_NONE; i = (i + 1) & (s->table_cap - 1)) {
        const cgt_node *n = &s->nodes[s->table[i]];
        if (n->hash == h && n->nl == nl && n->nr == nr && same_ids(s->pool + n->opt, l, nl) &&
            same_ids(s->pool + n->opt + nl, r, nr))
            return s->table[i];
    }
    if (s->count >= MAX_NODES || s->pool_len + nl + nr > MAX_POOL)
        return cgt_fail(s, "too many distinct games (more than %u)", MAX_NODES);
    if (s->count == s->cap) {
        uint32_t cap = s->cap ? 2 * s->cap : 1024;
        cgt_node *nodes = realloc(s->nodes, cap * sizeof *nodes);
        if (!nodes)
            return cgt_fail(s, "out of memory");
        s->nodes = nodes;
        s->cap = cap;
    }
    /* The pool exists even for the first game, { | }: no offset is ever taken from NULL. */
    if (s->pool_len + nl + nr > s->pool_cap || !s->pool) {
        size_t cap = s->pool_cap ? 2 * s->pool_cap : 4096;
        while (cap < s->pool_len + nl + nr)
            cap *= 2;
        tb_cgt_game *pool = realloc(s->pool, cap * sizeof *pool);
        if (!pool)
            return cgt_fail(s, "out of memory");
        s->pool = pool;
        s->pool_cap = cap;
    }
    tb_cgt_game g = s->count++;
    cgt_node *n = &s->nodes[g];
    memset(n, 0, sizeof *n);
    n->opt = (uint32_t)s->pool_len;
    n->nl = (uint32_t)nl;
    n->nr = (uint32_t)nr;
    n->hash = h;
    n->neg = TB_CGT_NONE;
    copy_ids(s->pool + s->pool_len, l, nl);
    copy_ids(s->pool + s->pool_len + nl, r, nr);
    s->pool_len += nl + nr;
    s->table[i] = g;

    bool options_numbers = true, options_nimbers = true;
    for (size_t k = 0; k < nl + nr; k++) {
        const cgt_node *o = &s->nodes[k < nl ? l[k] : r[k - nl]];
        if (o->birthday + 1 > n->birthday)
            n->birthday = o->birthday + 1;
        options_numbers = options_numbers && o->is_number;
        options_nimbers = options_nimbers && o->is_nimber && o->nimber < nl;
    }
    /* A canonical game whose options are numbers, each Left one below each Right one, is a
     * number (§3.13); canonical numbers have at most one option per side. */
    const dyadic *lo = nl ? &s->nodes[l[0]].value : NULL, *hi = nr ? &s->nodes[r[0]].value : NULL;
    if (options_numbers && nl <= 1 && nr <= 1 && (!lo || !hi || dyadic_cmp(*lo, *hi) < 0)) {
        n->is_number = true;
        n->value = simplest(lo, hi);
    }
    /* *n = { *0..*(n-1) | *0..*(n-1) } (§3.14): both sides equal, n distinct nimbers < n. */
    if (options_nimbers && nl == nr && same_ids(l, r, nl)) {
        n->is_nimber = true;
        n->nimber = (uint32_t)nl;
    }
    return g;
}

tb_cgt *tb_cgt_new(void)
{
    tb_cgt *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->canon_memo.log = true;
    if (intern(s, NULL, 0, NULL, 0) != TB_CGT_ZERO) {
        tb_cgt_free(s);
        return NULL;
    }
    return s;
}

void tb_cgt_free(tb_cgt *s)
{
    if (!s)
        return;
    free(s->nodes);
    free(s->pool);
    free(s->table);
    map_free(&s->le_memo);
    map_free(&s->add_memo);
    map_free(&s->canon_memo);
    free(s->pos_int.v);
    free(s->neg_int.v);
    free(s->stars.v);
    free(s->ups.v);
    free(s);
}

static bool valid(const tb_cgt *s, tb_cgt_game g)
{
    return g < s->count;
}

bool cgt_begin(tb_cgt *s, tb_cgt_game a, tb_cgt_game b)
{
    if (a == TB_CGT_NONE || b == TB_CGT_NONE)
        return false;
    if (!valid(s, a) || !valid(s, b)) {
        s->failed = false;
        cgt_fail(s, "invalid game id");
        return false;
    }
    s->failed = false;
    s->err[0] = '\0';
    s->work = 0;
    return true;
}

void tb_cgt_set_budget(tb_cgt *s, uint64_t steps)
{
    s->budget = steps;
}

/* Counts one step of work; false (with the store failed) once the budget is spent. */
static bool spend(tb_cgt *s)
{
    if (s->failed)
        return false;
    if (s->budget && ++s->work > s->budget) {
        cgt_fail(s, "computation too large (more than %llu steps)", (unsigned long long)s->budget);
        return false;
    }
    return true;
}

/* ---- constructors ---- */

static tb_cgt_game integer(tb_cgt *s, int64_t n)
{
    if (n > TB_CGT_MAX_INTEGER || n < -TB_CGT_MAX_INTEGER)
        return cgt_fail(s, "number out of range (at most %d in absolute value)",
                        TB_CGT_MAX_INTEGER);
    /* n = { n-1 | } and -n = { | -(n-1) }, built upwards from 0 (§3.13). */
    idvec *chain = n >= 0 ? &s->pos_int : &s->neg_int;
    size_t want = (size_t)(n >= 0 ? n : -n);
    if (chain->n == 0 && !vec_push(chain, TB_CGT_ZERO))
        return cgt_fail(s, "out of memory");
    while (chain->n <= want) {
        tb_cgt_game prev = chain->v[chain->n - 1];
        tb_cgt_game g = n >= 0 ? intern(s, &prev, 1, NULL, 0) : intern(s, NULL, 0, &prev, 1);
        if (g == TB_CGT_NONE)
            return g;
        if (!vec_push(chain, g))
            return cgt_fail(s, "out of memory");
    }
    return chain->v[want];
}

static tb_cgt_game number(tb_cgt *s, dyadic x)
{
    if (x.exp == 0)
        return integer(s, x.num);
    if (x.exp > TB_CGT_MAX_EXPONENT)
        return cgt_fail(s, "number out of range (denominator above 2^%d)", TB_CGT_MAX_EXPONENT);
    if (dyadic_cmp(x, (dyadic){TB_CGT_MAX_INTEGER, 0}) > 0 ||
        dyadic_cmp(x, (dyadic){-TB_CGT_MAX_INTEGER, 0}) < 0)
        return cgt_fail(s, "number out of range (at most %d in absolute value)",
                        TB_CGT_MAX_INTEGER);
    /* m/2^k = { (m-1)/2^k | (m+1)/2^k } for odd m (§3.13). */
    tb_cgt_game l = number(s, dyadic_make(x.num - 1, x.exp));
    tb_cgt_game r = number(s, dyadic_make(x.num + 1, x.exp));
    if (l == TB_CGT_NONE || r == TB_CGT_NONE)
        return TB_CGT_NONE;
    return intern(s, &l, 1, &r, 1);
}

tb_cgt_game tb_cgt_number(tb_cgt *s, int64_t num, unsigned exp)
{
    cgt_begin(s, TB_CGT_ZERO, TB_CGT_ZERO);
    /* Reduce first so that 6/8 is accepted like 3/4; the bounds apply to the reduced form. */
    while (exp > 0 && num % 2 == 0) {
        num /= 2;
        exp--;
    }
    if (exp > TB_CGT_MAX_EXPONENT)
        return cgt_fail(s, "number out of range (denominator above 2^%d)", TB_CGT_MAX_EXPONENT);
    if (num > ((int64_t)TB_CGT_MAX_INTEGER << exp) || num < -((int64_t)TB_CGT_MAX_INTEGER << exp))
        return cgt_fail(s, "number out of range (at most %d in absolute value)",
                        TB_CGT_MAX_INTEGER);
    return number(s, (dyadic){num, (int)exp});
}

static tb_cgt_game nimber(tb_cgt *s, uint64_t n);

tb_cgt_game tb_cgt_nimber(tb_cgt *s, uint64_t n)
{
    cgt_begin(s, TB_CGT_ZERO, TB_CGT_ZERO);
    return nimber(s, n);
}

static tb_cgt_game nimber(tb_cgt *s, uint64_t n)
{
    if (n > TB_CGT_MAX_NIMBER)
        return cgt_fail(s, "nimber *%llu out of range (at most *%d)", (unsigned long long)n,
                        TB_CGT_MAX_NIMBER);
    if (s->stars.n == 0 && !vec_push(&s->stars, TB_CGT_ZERO))
        return cgt_fail(s, "out of memory");
    while (s->stars.n <= n) {
        /* *n = { *0, …, *(n-1) | *0, …, *(n-1) }; copy: intern must not see pool pointers. */
        idvec opts = {0};
        for (size_t i = 0; i < s->stars.n; i++)
            if (!vec_push(&opts, s->stars.v[i])) {
                free(opts.v);
                return cgt_fail(s, "out of memory");
            }
        vec_sort_unique(&opts);
        tb_cgt_game g = intern(s, opts.v, opts.n, opts.v, opts.n);
        free(opts.v);
        if (g == TB_CGT_NONE)
            return g;
        if (!vec_push(&s->stars, g))
            return cgt_fail(s, "out of memory");
    }
    return s->stars.v[n];
}

/* ---- order ---- */

static bool le(tb_cgt *s, tb_cgt_game a, tb_cgt_game b)
{
    if (a == b)
        return true;
    const cgt_node *x = &s->nodes[a], *y = &s->nodes[b];
    if (x->is_number && y->is_number)
        return dyadic_cmp(x->value, y->value) <= 0;
    if (x->is_nimber && y->is_nimber)
        return false; /* distinct nimbers are confused */
    if (!spend(s))
        return false;
    uint64_t key = (uint64_t)a << 32 | b;
    uint32_t memo;
    if (map_get(&s->le_memo, key, &memo))
        return memo;
    bool a_number = x->is_number, b_number = y->is_number;
    bool result = true;
    /* a ≤ b iff no a^L ≥ b and no b^R ≤ a (§3.10). Against a number the number's own
     * options never matter (weak number avoidance), so only the other game's are tried. */
    if (!a_number)
        for (uint32_t i = 0; result && i < s->nodes[a].nl; i++)
            result = !le(s, b, LEFT(s, a, i));
    if (!b_number)
        for (uint32_t i = 0; result && i < s->nodes[b].nr; i++)
            result = !le(s, RIGHT(s, b, i), a);
    if (s->failed)
        return false; /* the answer may be wrong: do not remember it */
    if (!map_insert(&s->le_memo, key, result))
        cgt_fail(s, "out of memory");
    return result;
}

bool tb_cgt_le(tb_cgt *s, tb_cgt_game a, tb_cgt_game b)
{
    return cgt_begin(s, a, b) && le(s, a, b) && !s->failed;
}

tb_cgt_relation tb_cgt_compare(tb_cgt *s, tb_cgt_game a, tb_cgt_game b)
{
    if (!cgt_begin(s, a, b))
        return TB_CGT_FUZZY;
    bool ab = le(s, a, b), ba = le(s, b, a);
    if (s->failed)
        return TB_CGT_FUZZY;
    return ab && ba ? TB_CGT_EQUAL : ab ? TB_CGT_LESS : ba ? TB_CGT_GREATER : TB_CGT_FUZZY;
}

char tb_cgt_outcome(tb_cgt *s, tb_cgt_game g)
{
    tb_cgt_relation relation = tb_cgt_compare(s, g, TB_CGT_ZERO);
    if (s->failed || g == TB_CGT_NONE)
        return '?';
    switch (relation) {
    case TB_CGT_EQUAL:
        return 'P';
    case TB_CGT_GREATER:
        return 'L';
    case TB_CGT_LESS:
        return 'R';
    default:
        return 'N';
    }
}

/* ---- canonical form (§3.11) ---- */

/* Comparisons with H = { L | R }, the game being simplified, which has no id. Every step of
 * the simplification keeps H's value, so the answers are memoised for the whole call. */
typedef struct temp_game {
    tb_cgt *s;
    idvec *l, *r;
} temp_game;

static bool le_h(temp_game *h, tb_cgt_game y);

static bool le_to_h(temp_game *h, tb_cgt_game x) /* x ≤ H */
{
    tb_cgt *s = h->s;
    uint64_t key = x;
    uint32_t memo;
    if (map_get(&s->canon_memo, key, &memo))
        return memo;
    if (!spend(s))
        return false;
    bool result = true;
    for (size_t i = 0; result && i < h->r->n; i++)
        result = !le(s, h->r->v[i], x);
    for (uint32_t i = 0; result && i < s->nodes[x].nl; i++)
        result = !le_h(h, LEFT(s, x, i));
    if (s->failed)
        return false;
    if (!map_insert(&s->canon_memo, key, result))
        cgt_fail(s, "out of memory");
    return result;
}

static bool le_h(temp_game *h, tb_cgt_game y) /* H ≤ y */
{
    tb_cgt *s = h->s;
    uint64_t key = (uint64_t)1 << 32 | y;
    uint32_t memo;
    if (map_get(&s->canon_memo, key, &memo))
        return memo;
    if (!spend(s))
        return false;
    bool result = true;
    for (size_t i = 0; result && i < h->l->n; i++)
        result = !le(s, y, h->l->v[i]);
    for (uint32_t i = 0; result && i < s->nodes[y].nr; i++)
        result = !le_to_h(h, RIGHT(s, y, i));
    if (s->failed)
        return false;
    if (!map_insert(&s->canon_memo, key, result))
        cgt_fail(s, "out of memory");
    return result;
}

/* Deletes dominated options: on Left every a ≤ some other b, on Right every a ≥ some other b.
 * Options are distinct canonical games, so no two are equal and the maxima (minima) stay. */
static void drop_dominated(tb_cgt *s, idvec *side, bool left)
{
    size_t k = 0;
    for (size_t i = 0; i < side->n; i++) {
        bool dominated = false;
        /* Each pair is a step, even the ones le answers at once (two nimbers): n² of them
         * for the n options of *2047 + 1 would otherwise escape the budget. */
        for (size_t j = 0; j < side->n && !dominated && spend(s); j++)
            if (j != i)
                dominated = left ? le(s, side->v[i], side->v[j]) : le(s, side->v[j], side->v[i]);
        if (!dominated)
            side->v[k++] = side->v[i];
    }
    side->n = k;
}

/* Replaces side->v[i] by the options of `through` on the same side (Left options of a Left
 * option's reversing Gᴸᴿ, Right options of a Right option's Gᴿᴸ). */
static bool bypass(tb_cgt *s, idvec *side, size_t i, tb_cgt_game through, bool left)
{
    side->v[i] = side->v[--side->n];
    uint32_t n = left ? s->nodes[through].nl : s->nodes[through].nr;
    for (uint32_t k = 0; k < n; k++)
        if (!vec_push(side, left ? LEFT(s, through, k) : RIGHT(s, through, k)))
            return false;
    vec_sort_unique(side);
    return true;
}

/* Finds one reversible option on the given side and bypasses it; false if there is none. */
static bool bypass_one_reversible(temp_game *h, bool left, bool *oom)
{
    tb_cgt *s = h->s;
    idvec *side = left ? h->l : h->r;
    for (size_t i = 0; i < side->n; i++) {
        tb_cgt_game a = side->v[i];
        uint32_t n = left ? s->nodes[a].nr : s->nodes[a].nl;
        for (uint32_t k = 0; k < n; k++) {
            tb_cgt_game through = left ? RIGHT(s, a, k) : LEFT(s, a, k);
            /* Gᴸ reverses through Gᴸᴿ ≤ G; Gᴿ reverses through Gᴿᴸ ≥ G. */
            if (left ? le_to_h(h, through) : le_h(h, through)) {
                *oom = !bypass(s, side, i, through, left);
                return true;
            }
        }
    }
    return false;
}

/* The canonical game equal to { l | r }, whose options are canonical ids. */
static tb_cgt_game canon(tb_cgt *s, idvec *l, idvec *r)
{
    vec_sort_unique(l);
    vec_sort_unique(r);
    map_clear(&s->canon_memo);
    temp_game h = {s, l, r};
    bool oom = false;
    for (;;) {
        drop_dominated(s, l, true);
        drop_dominated(s, r, false);
        if (s->failed)
            return TB_CGT_NONE;
        if (!bypass_one_reversible(&h, true, &oom) && !bypass_one_reversible(&h, false, &oom))
            break;
        if (oom)
            return cgt_fail(s, "out of memory");
    }
    if (s->failed)
        return TB_CGT_NONE;
    return intern(s, l->v, l->n, r->v, r->n);
}

tb_cgt_game tb_cgt_make(tb_cgt *s, const tb_cgt_game *left, size_t nleft, const tb_cgt_game *right,
                        size_t nright)
{
    idvec l = {0}, r = {0};
    tb_cgt_game g = TB_CGT_NONE;
    if (!cgt_begin(s, TB_CGT_ZERO, TB_CGT_ZERO))
        goto done;
    for (size_t i = 0; i < nleft + nright; i++) {
        tb_cgt_game o = i < nleft ? left[i] : right[i - nleft];
        if (!cgt_begin(s, o, TB_CGT_ZERO))
            goto done;
        if (!vec_push(i < nleft ? &l : &r, o)) {
            cgt_fail(s, "out of memory");
            goto done;
        }
    }
    g = canon(s, &l, &r);
done:
    free(l.v);
    free(r.v);
    return g;
}

/* ---- arithmetic ---- */

static tb_cgt_game neg(tb_cgt *s, tb_cgt_game a)
{
    const cgt_node *x = &s->nodes[a];
    if (x->neg != TB_CGT_NONE)
        return x->neg;
    if (x->is_nimber)
        return a;
    tb_cgt_game g;
    if (x->is_number) {
        g = number(s, (dyadic){-x->value.num, x->value.exp});
    } else {
        /* −G = { −Gᴿ | −Gᴸ }; the negative of a canonical game is canonical. */
        idvec l = {0}, r = {0};
        g = TB_CGT_NONE;
        uint32_t nl = s->nodes[a].nl, nr = s->nodes[a].nr;
        for (uint32_t i = 0; i < nr; i++)
            if (!vec_push(&l, neg(s, RIGHT(s, a, i))))
                goto done;
        for (uint32_t i = 0; i < nl; i++)
            if (!vec_push(&r, neg(s, LEFT(s, a, i))))
                goto done;
        vec_sort_unique(&l);
        vec_sort_unique(&r);
        if (!s->failed)
            g = intern(s, l.v, l.n, r.v, r.n);
    done:
        free(l.v);
        free(r.v);
        if (g == TB_CGT_NONE)
            return cgt_fail(s, "out of memory");
    }
    if (g != TB_CGT_NONE) {
        s->nodes[a].neg = g;
        s->nodes[g].neg = a;
    }
    return g;
}

tb_cgt_game tb_cgt_neg(tb_cgt *s, tb_cgt_game a)
{
    return cgt_begin(s, a, TB_CGT_ZERO) ? neg(s, a) : TB_CGT_NONE;
}

static tb_cgt_game add(tb_cgt *s, tb_cgt_game a, tb_cgt_game b);

/* Pushes g + o for every option o of `of` on one side. */
static bool push_sums(tb_cgt *s, idvec *out, tb_cgt_game g, tb_cgt_game of, bool left)
{
    uint32_t n = left ? s->nodes[of].nl : s->nodes[of].nr;
    for (uint32_t i = 0; i < n; i++) {
        tb_cgt_game t = add(s, g, left ? LEFT(s, of, i) : RIGHT(s, of, i));
        if (t == TB_CGT_NONE || !vec_push(out, t))
            return false;
    }
    return true;
}

/* x + *n = { x + *k | x + *k } over k < n: already canonical (its options are confused
 * with each other, and none reverses), so it is interned without simplification. */
static tb_cgt_game number_plus_nimber(tb_cgt *s, tb_cgt_game x, uint32_t n)
{
    idvec opts = {0};
    tb_cgt_game g = TB_CGT_NONE;
    for (uint32_t k = 0; k < n; k++) {
        tb_cgt_game o = k == 0 ? x : add(s, x, nimber(s, k));
        if (o == TB_CGT_NONE || !spend(s) || !vec_push(&opts, o))
            goto done;
    }
    vec_sort_unique(&opts);
    g = intern(s, opts.v, opts.n, opts.v, opts.n);
    if (g != TB_CGT_NONE && s->nodes[g].form == FORM_UNKNOWN) {
        /* Its text is known: classifying it again would subtract x back out, at cubic cost. */
        s->nodes[g].form = FORM_STAR;
        s->nodes[g].form_x = s->nodes[x].value;
        s->nodes[g].form_star = n;
    }
done:
    free(opts.v);
    return g == TB_CGT_NONE ? cgt_fail(s, "out of memory") : g;
}

static tb_cgt_game add(tb_cgt *s, tb_cgt_game a, tb_cgt_game b)
{
    if (a == TB_CGT_ZERO)
        return b;
    if (b == TB_CGT_ZERO)
        return a;
    const cgt_node *x = &s->nodes[a], *y = &s->nodes[b];
    if (x->is_number && y->is_number)
        return number(s, dyadic_add(x->value, y->value));
    if (x->is_nimber && y->is_nimber)
        return nimber(s, x->nimber ^ y->nimber); /* *a + *b = *(a ⊕ b) */
    if (a > b) {
        tb_cgt_game t = a;
        a = b;
        b = t;
    }
    uint64_t key = (uint64_t)a << 32 | b;
    uint32_t memo;
    if (map_get(&s->add_memo, key, &memo))
        return memo;
    if (!spend(s))
        return TB_CGT_NONE;
    bool a_number = s->nodes[a].is_number, b_number = s->nodes[b].is_number;
    if ((a_number && s->nodes[b].is_nimber) || (b_number && s->nodes[a].is_nimber)) {
        tb_cgt_game g = a_number ? number_plus_nimber(s, a, s->nodes[b].nimber)
                                 : number_plus_nimber(s, b, s->nodes[a].nimber);
        if (g != TB_CGT_NONE && !map_insert(&s->add_memo, key, g))
            return cgt_fail(s, "out of memory");
        return g;
    }
    /* G + H = { Gᴸ+H, G+Hᴸ | Gᴿ+H, G+Hᴿ } (§3.10); when one is a number x and the other is
     * not, x + G = { x+Gᴸ | x+Gᴿ } (number translation). */
    idvec l = {0}, r = {0};
    bool ok = true;
    if (!a_number)
        ok = ok && push_sums(s, &l, b, a, true) && push_sums(s, &r, b, a, false);
    if (!b_number)
        ok = ok && push_sums(s, &l, a, b, true) && push_sums(s, &r, a, b, false);
    tb_cgt_game g = ok && !s->failed ? canon(s, &l, &r) : TB_CGT_NONE;
    free(l.v);
    free(r.v);
    if (g == TB_CGT_NONE)
        return cgt_fail(s, "out of memory");
    if (!map_insert(&s->add_memo, key, g))
        return cgt_fail(s, "out of memory");
    return g;
}

tb_cgt_game tb_cgt_add(tb_cgt *s, tb_cgt_game a, tb_cgt_game b)
{
    return cgt_begin(s, a, b) ? add(s, a, b) : TB_CGT_NONE;
}

tb_cgt_game tb_cgt_sub(tb_cgt *s, tb_cgt_game a, tb_cgt_game b)
{
    return tb_cgt_add(s, a, tb_cgt_neg(s, b));
}

static tb_cgt_game ups(tb_cgt *s, int k);

tb_cgt_game tb_cgt_ups(tb_cgt *s, int k)
{
    cgt_begin(s, TB_CGT_ZERO, TB_CGT_ZERO);
    return ups(s, k);
}

static tb_cgt_game ups(tb_cgt *s, int k)
{
    if (k > TB_CGT_MAX_UPS || k < -TB_CGT_MAX_UPS)
        return cgt_fail(s, "%d ups out of range (at most %d)", k, TB_CGT_MAX_UPS);
    if (k < 0) {
        tb_cgt_game up = ups(s, -k);
        return up == TB_CGT_NONE ? up : neg(s, up);
    }
    if (s->ups.n == 0 && !vec_push(&s->ups, TB_CGT_ZERO))
        return cgt_fail(s, "out of memory");
    while (s->ups.n <= (size_t)k) {
        tb_cgt_game up = TB_CGT_NONE;
        if (s->ups.n == 1) {
            /* ↑ = { 0 | * } */
            tb_cgt_game zero = TB_CGT_ZERO, star = nimber(s, 1);
            up = star == TB_CGT_NONE ? star : intern(s, &zero, 1, &star, 1);
        } else {
            up = add(s, s->ups.v[s->ups.n - 1], s->ups.v[1]);
        }
        if (up == TB_CGT_NONE)
            return up;
        if (!vec_push(&s->ups, up))
            return cgt_fail(s, "out of memory");
    }
    return s->ups.v[k];
}

/* ---- inspection ---- */

size_t tb_cgt_left_count(const tb_cgt *s, tb_cgt_game g)
{
    return valid(s, g) ? s->nodes[g].nl : 0;
}

size_t tb_cgt_right_count(const tb_cgt *s, tb_cgt_game g)
{
    return valid(s, g) ? s->nodes[g].nr : 0;
}

tb_cgt_game tb_cgt_left(const tb_cgt *s, tb_cgt_game g, size_t i)
{
    return valid(s, g) && i < s->nodes[g].nl ? LEFT(s, g, i) : TB_CGT_NONE;
}

tb_cgt_game tb_cgt_right(const tb_cgt *s, tb_cgt_game g, size_t i)
{
    return valid(s, g) && i < s->nodes[g].nr ? RIGHT(s, g, i) : TB_CGT_NONE;
}

unsigned tb_cgt_birthday(const tb_cgt *s, tb_cgt_game g)
{
    return valid(s, g) ? s->nodes[g].birthday : 0;
}

bool tb_cgt_is_number(const tb_cgt *s, tb_cgt_game g, int64_t *num, unsigned *exp)
{
    if (!valid(s, g) || !s->nodes[g].is_number)
        return false;
    if (num)
        *num = s->nodes[g].value.num;
    if (exp)
        *exp = (unsigned)s->nodes[g].value.exp;
    return true;
}

bool tb_cgt_is_nimber(const tb_cgt *s, tb_cgt_game g, uint64_t *n)
{
    if (!valid(s, g) || !s->nodes[g].is_nimber)
        return false;
    if (n)
        *n = s->nodes[g].nimber;
    return true;
}

/* ---- printing forms (§3.16) ---- */

/* Left and Right stops: the number reached when Left (Right) starts and both play until the
 * game becomes a number. */
static void stops(tb_cgt *s, tb_cgt_game g)
{
    cgt_node *n = &s->nodes[g];
    if (n->stops_known)
        return;
    if (n->is_number) {
        n->lstop = n->rstop = n->value;
    } else {
        /* A canonical non-number has options on both sides. */
        dyadic ls = {0, 0}, rs = {0, 0};
        for (uint32_t i = 0; i < s->nodes[g].nl; i++) {
            stops(s, LEFT(s, g, i));
            dyadic v = s->nodes[LEFT(s, g, i)].rstop;
            if (i == 0 || dyadic_cmp(v, ls) > 0)
                ls = v;
        }
        for (uint32_t i = 0; i < s->nodes[g].nr; i++) {
            stops(s, RIGHT(s, g, i));
            dyadic v = s->nodes[RIGHT(s, g, i)].lstop;
            if (i == 0 || dyadic_cmp(v, rs) < 0)
                rs = v;
        }
        n = &s->nodes[g];
        n->lstop = ls;
        n->rstop = rs;
    }
    n->stops_known = true;
}

/* Are all options of g on one side among 0 and *? */
static bool options_within_star(tb_cgt *s, tb_cgt_game g, bool left, tb_cgt_game star)
{
    uint32_t n = left ? s->nodes[g].nl : s->nodes[g].nr;
    for (uint32_t i = 0; i < n; i++) {
        tb_cgt_game o = left ? LEFT(s, g, i) : RIGHT(s, g, i);
        if (o != TB_CGT_ZERO && o != star)
            return false;
    }
    return true;
}

/* Is the infinitesimal d equal to k·↑ + *n for some k ≠ 0? Facts checked by test_cgt on a
 * range of k and n: the canonical k·↑ + *n has only 0 and * as Left options when k > 0
 * (Right options when k < 0), a cheap filter; and it is born on day |k| + 1 or later and
 * on day n or later, which bounds the search: d + *n must be k·↑. */
static bool find_uptimal(tb_cgt *s, tb_cgt_game d, int *k_out, unsigned *n_out)
{
    tb_cgt_game star = nimber(s, 1);
    if (star == TB_CGT_NONE)
        return false;
    bool positive = options_within_star(s, d, true, star);
    bool negative = options_within_star(s, d, false, star);
    if (!positive && !negative)
        return false;
    int b = (int)s->nodes[d].birthday;
    int kmax = b - 1 < TB_CGT_MAX_UPS ? b - 1 : TB_CGT_MAX_UPS;
    unsigned nmax = b < TB_CGT_MAX_NIMBER ? (unsigned)b : TB_CGT_MAX_NIMBER;
    if (kmax < 1 || ups(s, kmax) == TB_CGT_NONE)
        return false;
    for (unsigned n = 0; n <= nmax; n++) {
        tb_cgt_game e = add(s, d, nimber(s, n));
        if (e == TB_CGT_NONE)
            return false;
        for (int k = 1; k <= kmax; k++) {
            tb_cgt_game up = s->ups.v[k];
            int found = positive && e == up ? k : negative && e == neg(s, up) ? -k : 0;
            if (found) {
                *k_out = found;
                *n_out = n;
                return true;
            }
        }
    }
    return false;
}

bool cgt_classify(tb_cgt *s, tb_cgt_game g)
{
    cgt_node *n = &s->nodes[g];
    if (n->form != FORM_UNKNOWN)
        return true;
    print_form form = FORM_BRACES;
    dyadic x = {0, 0};
    int ups = 0;
    unsigned star = 0;
    if (n->is_number) {
        form = FORM_NUMBER;
    } else if (n->is_nimber) {
        form = FORM_STAR;
        star = n->nimber;
    } else {
        stops(s, g);
        n = &s->nodes[g];
        if (dyadic_cmp(n->lstop, n->rstop) == 0) {
            /* Equal stops: g is the number x plus an infinitesimal d. */
            x = n->lstop;
            tb_cgt_game d = add(s, g, number(s, (dyadic){-x.num, x.exp}));
            if (d == TB_CGT_NONE)
                return false;
            uint64_t nim;
            if (tb_cgt_is_nimber(s, d, &nim)) {
                form = FORM_STAR;
                star = (unsigned)nim;
            } else if (find_uptimal(s, d, &ups, &star)) {
                form = FORM_UPS;
            } else if (s->failed) {
                return false;
            }
        }
        n = &s->nodes[g];
        if (form == FORM_BRACES && n->nl == 1 && n->nr == 1) {
            /* ±x = { x | −x } with x a positive number. */
            tb_cgt_game l = LEFT(s, g, 0), r = RIGHT(s, g, 0);
            const cgt_node *ln = &s->nodes[l];
            if (ln->is_number && dyadic_cmp(ln->value, (dyadic){0, 0}) > 0 && neg(s, l) == r) {
                form = FORM_SWITCH;
                x = ln->value;
            }
        }
    }
    n = &s->nodes[g];
    n->form = form;
    n->form_x = x;
    n->form_ups = ups;
    n->form_star = star;
    return true;
}
