/* Memoised Sprague–Grundy values and misère outcomes of an impartial game given by a
 * callback from a position key to its options (combinatorial.md §3.2, 3.3, 3.7).
 *
 * The search is an explicit depth-first walk (no recursion), so long games such as a
 * subtraction game on a heap of 1000 beans cannot overflow the C stack. */
#include <stdlib.h>
#include <string.h>

#include "tabula/cgt.h"

struct tb_keys {
    unsigned char *data;
    size_t key_size, count, cap;
};

bool tb_keys_push(tb_keys *keys, const void *key)
{
    if (keys->count == keys->cap) {
        size_t cap = keys->cap ? 2 * keys->cap : 64;
        unsigned char *d = realloc(keys->data, cap * keys->key_size);
        if (!d)
            return false;
        keys->data = d;
        keys->cap = cap;
    }
    memcpy(keys->data + keys->count * keys->key_size, key, keys->key_size);
    keys->count++;
    return true;
}

enum { MODE_GRUNDY, MODE_MISERE, MODE_COUNT };
enum { UNKNOWN, ON_STACK, DONE };

typedef struct entry {
    uint64_t value[MODE_COUNT]; /* Grundy value; misère: 1 if the mover wins */
    uint8_t state[MODE_COUNT];
} entry;

struct tb_impartial {
    size_t key_size, max_positions;
    tb_options_fn options;
    void *ctx;
    unsigned char *keys; /* key of entry i at keys + i * key_size */
    entry *entries;
    size_t count, cap;
    uint32_t *slots; /* hash table of entry index + 1 (0 = empty) */
    size_t nslots;
};

tb_impartial *tb_impartial_new(size_t key_size, tb_options_fn options, void *ctx,
                               size_t max_positions)
{
    if (key_size == 0 || !options)
        return NULL;
    tb_impartial *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->key_size = key_size;
    s->options = options;
    s->ctx = ctx;
    s->max_positions =
        max_positions && max_positions < UINT32_MAX - 1 ? max_positions : UINT32_MAX - 1;
    return s;
}

void tb_impartial_free(tb_impartial *s)
{
    if (!s)
        return;
    free(s->keys);
    free(s->entries);
    free(s->slots);
    free(s);
}

size_t tb_impartial_positions(const tb_impartial *s)
{
    return s->count;
}

static bool grow_slots(tb_impartial *s)
{
    size_t n = s->nslots ? 2 * s->nslots : 1024;
    uint32_t *slots = calloc(n, sizeof *slots);
    if (!slots)
        return false;
    for (size_t i = 0; i < s->count; i++) {
        size_t h = tb_hash_bytes(s->keys + i * s->key_size, s->key_size) & (n - 1);
        while (slots[h])
            h = (h + 1) & (n - 1);
        slots[h] = (uint32_t)(i + 1);
    }
    free(s->slots);
    s->slots = slots;
    s->nslots = n;
    return true;
}

/* Index of the key's entry, created if new; SIZE_MAX when out of memory or over the bound. */
static size_t lookup(tb_impartial *s, const void *key, tb_error *err)
{
    if (2 * (s->count + 1) > s->nslots && !grow_slots(s)) {
        tb_error_set(err, "out of memory");
        return SIZE_MAX;
    }
    size_t h = tb_hash_bytes(key, s->key_size) & (s->nslots - 1);
    while (s->slots[h]) {
        size_t i = s->slots[h] - 1;
        if (memcmp(s->keys + i * s->key_size, key, s->key_size) == 0)
            return i;
        h = (h + 1) & (s->nslots - 1);
    }
    if (s->count >= s->max_positions) {
        tb_error_set(err, "more than %zu positions to analyse", s->max_positions);
        return SIZE_MAX;
    }
    if (s->count == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 1024;
        unsigned char *keys = realloc(s->keys, cap * s->key_size);
        if (keys)
            s->keys = keys;
        entry *entries = realloc(s->entries, cap * sizeof *entries);
        if (entries)
            s->entries = entries;
        if (!keys || !entries) {
            tb_error_set(err, "out of memory");
            return SIZE_MAX;
        }
        s->cap = cap;
    }
    memcpy(s->keys + s->count * s->key_size, key, s->key_size);
    memset(&s->entries[s->count], 0, sizeof s->entries[s->count]);
    s->slots[h] = (uint32_t)(s->count + 1);
    return s->count++;
}

/* One position being expanded: its options are keys[first .. first + n) of the shared
 * option stack, and their values so far are values[first .. first + next). */
typedef struct frame {
    size_t entry, first, n, next;
} frame;

typedef struct walk {
    frame *frames;
    size_t nframes, cap;
    tb_keys opts;     /* options of every open frame, stacked */
    uint64_t *values; /* values of the options already evaluated, parallel to opts */
    size_t values_cap;
} walk;

static bool push_frame(tb_impartial *s, walk *w, size_t e, int mode, tb_error *err)
{
    if (w->nframes == w->cap) {
        size_t cap = w->cap ? 2 * w->cap : 64;
        frame *f = realloc(w->frames, cap * sizeof *f);
        if (!f) {
            tb_error_set(err, "out of memory");
            return false;
        }
        w->frames = f;
        w->cap = cap;
    }
    size_t first = w->opts.count;
    tb_error cb_err = {{0}};
    bool ok = s->options(s->ctx, s->keys + e * s->key_size, &w->opts, &cb_err);
    if (!ok) {
        tb_error_set(err, "%s", cb_err.msg[0] ? cb_err.msg : "cannot list the options");
        return false;
    }
    if (w->opts.count > w->values_cap) {
        size_t cap = w->opts.cap;
        uint64_t *v = realloc(w->values, cap * sizeof *v);
        if (!v) {
            tb_error_set(err, "out of memory");
            return false;
        }
        w->values = v;
        w->values_cap = cap;
    }
    s->entries[e].state[mode] = ON_STACK;
    w->frames[w->nframes++] = (frame){e, first, w->opts.count - first, 0};
    return true;
}

static uint64_t finish(const frame *f, const uint64_t *values, int mode)
{
    if (mode == MODE_GRUNDY)
        return tb_mex(values + f->first, f->n);
    /* Misère: a terminal position is a win for the mover; otherwise the mover wins iff
     * some option is a loss for the opponent. */
    if (f->n == 0)
        return 1;
    for (size_t i = 0; i < f->n; i++)
        if (values[f->first + i] == 0)
            return 1;
    return 0;
}

static bool solve(tb_impartial *s, const void *root, int mode, uint64_t *out, tb_error *err)
{
    size_t e = lookup(s, root, err);
    if (e == SIZE_MAX)
        return false;
    if (s->entries[e].state[mode] == DONE) {
        *out = s->entries[e].value[mode];
        return true;
    }
    walk w = {0};
    w.opts.key_size = s->key_size;
    bool ok = push_frame(s, &w, e, mode, err);
    while (ok && w.nframes > 0) {
        frame *f = &w.frames[w.nframes - 1];
        if (f->next == f->n) {
            entry *done = &s->entries[f->entry];
            done->value[mode] = finish(f, w.values, mode);
            done->state[mode] = DONE;
            w.opts.count = f->first;
            w.nframes--;
            continue;
        }
        size_t child = lookup(s, w.opts.data + (f->first + f->next) * s->key_size, err);
        if (child == SIZE_MAX) {
            ok = false;
        } else if (s->entries[child].state[mode] == DONE) {
            w.values[f->first + f->next] = s->entries[child].value[mode];
            f->next++;
        } else if (s->entries[child].state[mode] == ON_STACK) {
            tb_error_set(err, "the positions form a cycle (the game must always end)");
            ok = false;
        } else {
            ok = push_frame(s, &w, child, mode, err);
        }
    }
    if (!ok) {
        /* Positions left half-done become unknown again, so the table stays consistent. */
        for (size_t i = 0; i < w.nframes; i++)
            s->entries[w.frames[i].entry].state[mode] = UNKNOWN;
    } else {
        *out = s->entries[e].value[mode];
    }
    free(w.frames);
    free(w.opts.data);
    free(w.values);
    return ok;
}

bool tb_impartial_grundy(tb_impartial *s, const void *key, uint64_t *grundy, tb_error *err)
{
    return solve(s, key, MODE_GRUNDY, grundy, err);
}

bool tb_impartial_misere_win(tb_impartial *s, const void *key, bool *mover_wins, tb_error *err)
{
    uint64_t v;
    if (!solve(s, key, MODE_MISERE, &v, err))
        return false;
    *mover_wins = v != 0;
    return true;
}
