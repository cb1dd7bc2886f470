/* Retrograde analysis (see tb_solve_retrograde in include/tabula/solve.h): every position
 * reachable from the root is enumerated once, then the values flow back from the ends of
 * the game, as endgame tables are built. Unlike the alpha-beta solver it is exact on games
 * whose positions recur (Alak without its move cap, basic ko): a position neither side can
 * force to a won end is a draw, whatever the path that reached it.
 *
 * Positions are identified by the game's solver key (symmetric_hash, else hash), as the
 * solver's table identifies them: 64 bits, so two positions could in principle share a key
 * (about n²/2^65 for n positions: 10^-5 for ten million).
 *
 * Values are kept for the first side (the team of player 0), not for the player to move:
 * with multi-action turns a child may have the same player to move as its parent, so each
 * step asks "is this child good for the parent's side" instead of flipping a sign. Distances
 * are turns, as the solver's remoteness: an action that leaves its player in mid-turn adds
 * nothing, so positions are resolved in order of distance by a queue with two ends. */
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "tabula/solve.h"

enum { UNKNOWN = 0, FIRST_WINS = 1, FIRST_LOSES = 2, DRAW = 3 };
enum { NONE = UINT32_MAX };

typedef struct retro {
    const tb_game *g;
    const tb_solve_limits *limits;
    double start, deadline, next_progress;
    bool stop, oom;
    /* key -> node: open addressing, capacity a power of two at most half full */
    uint64_t *slot_key;
    uint32_t *slot_node;
    size_t mask;
    /* per node */
    uint32_t n, cap;
    uint8_t *side;      /* side to move (0 or 1); for a finished game, unused */
    uint8_t *value;     /* UNKNOWN, FIRST_WINS, FIRST_LOSES or DRAW */
    uint8_t *turn_over; /* the action into this position ended its player's turn */
    uint32_t *pending;  /* children not yet known to be bad for the side to move */
    uint32_t *open;     /* children whose value is not yet known at all */
    uint32_t *dist;     /* turns to the end for a won or lost position */
    uint8_t *done;      /* left the queue: its value and distance are final */
    /* edges, parent -> child, in the order the parents were expanded */
    uint32_t *edge_parent, *edge_child;
    size_t num_edges, cap_edges;
    /* states of the nodes still to expand: nodes [expanded, n) */
    unsigned char *states;
    size_t states_first; /* node number of states[0] */
    size_t states_cap;   /* in states */
} retro;

static uint64_t key_of(const tb_game *g, const void *state)
{
    return g->cls->symmetric_hash ? g->cls->symmetric_hash(g, state) : tb_game_hash(g, state);
}

static bool limit_reached(retro *r)
{
    const tb_solve_limits *l = r->limits;
    if (l->max_positions && r->n > l->max_positions)
        return true;
    if (l->cancel && *l->cancel)
        return true;
    if (!r->deadline && !l->progress)
        return false;
    double now = tb_clock_seconds();
    if (l->progress && now >= r->next_progress) {
        l->progress(l->progress_context, r->n, now - r->start);
        r->next_progress = now + 1.0;
    }
    return r->deadline > 0 && now >= r->deadline;
}

static bool grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return true;
    size_t c = *cap ? *cap : 1024;
    while (c < need)
        c *= 2;
    void *q = realloc(*p, c * size);
    if (!q)
        return false;
    *p = q;
    *cap = c;
    return true;
}

static bool grow_edges(retro *r, size_t need)
{
    if (need <= r->cap_edges)
        return true;
    if (need >= NONE) /* the inverted edges are counted in 32 bits */
        return false;
    size_t cap = r->cap_edges ? r->cap_edges * 2 : 4096;
    while (cap < need)
        cap *= 2;
    uint32_t *parent = realloc(r->edge_parent, cap * sizeof *parent);
    if (parent)
        r->edge_parent = parent;
    uint32_t *child = parent ? realloc(r->edge_child, cap * sizeof *child) : NULL;
    if (child)
        r->edge_child = child;
    if (!parent || !child)
        return false;
    r->cap_edges = cap;
    return true;
}

static bool grow_nodes(retro *r)
{
    if (r->n < r->cap)
        return true;
    size_t cap = r->cap ? (size_t)r->cap * 2 : 4096;
    if (cap >= NONE)
        return false;
    void **arrays[] = {(void **)&r->side,    (void **)&r->value, (void **)&r->turn_over,
                       (void **)&r->pending, (void **)&r->open,  (void **)&r->dist,
                       (void **)&r->done};
    size_t sizes[] = {1, 1, 1, 4, 4, 4, 1};
    for (int i = 0; i < 7; i++) {
        void *q = realloc(*arrays[i], cap * sizes[i]);
        if (!q)
            return false;
        *arrays[i] = q;
    }
    r->cap = (uint32_t)cap;
    return true;
}

static bool rehash(retro *r, size_t slots)
{
    uint64_t *keys = calloc(slots, sizeof *keys);
    uint32_t *nodes = malloc(slots * sizeof *nodes);
    if (!keys || !nodes) {
        free(keys);
        free(nodes);
        return false;
    }
    memset(nodes, 0xff, slots * sizeof *nodes);
    for (size_t i = 0; r->slot_node && i <= r->mask; i++) {
        if (r->slot_node[i] == NONE)
            continue;
        size_t j = r->slot_key[i] & (slots - 1);
        while (nodes[j] != NONE)
            j = (j + 1) & (slots - 1);
        keys[j] = r->slot_key[i];
        nodes[j] = r->slot_node[i];
    }
    free(r->slot_key);
    free(r->slot_node);
    r->slot_key = keys;
    r->slot_node = nodes;
    r->mask = slots - 1;
    return true;
}

/* The slot of `key` in the map: its own, or the free one where it would go. */
static size_t slot_of(const retro *r, uint64_t key)
{
    size_t j = key & r->mask;
    while (r->slot_node[j] != NONE && r->slot_key[j] != key)
        j = (j + 1) & r->mask;
    return j;
}

/* The node of `state`, added (with its state queued for expansion) when new; NONE when
 * memory ran out. */
static uint32_t node_of(retro *r, const void *state, bool turn_over)
{
    const tb_game *g = r->g;
    uint64_t key = key_of(g, state);
    size_t j = slot_of(r, key);
    if (r->slot_node[j] != NONE)
        return r->slot_node[j];
    size_t waiting = r->n - r->states_first;
    if (!grow_nodes(r) || !grow((void **)&r->states, &r->states_cap, waiting + 1, g->state_size)) {
        r->oom = true;
        return NONE;
    }
    uint32_t id = r->n++;
    r->slot_key[j] = key;
    r->slot_node[j] = id;
    memcpy(r->states + waiting * g->state_size, state, g->state_size);
    r->value[id] = UNKNOWN;
    r->turn_over[id] = turn_over;
    r->pending[id] = r->open[id] = 0;
    r->dist[id] = 0;
    r->done[id] = 0;
    if (2 * (size_t)r->n > r->mask && !rehash(r, 2 * (r->mask + 1))) {
        r->oom = true;
        return NONE;
    }
    return id;
}

static int side_of(const tb_game *g, int player)
{
    return tb_game_team(g, player) == tb_game_team(g, 0) ? 0 : 1;
}

/* Expands every node in order of discovery: its children, its edges, or its end. */
static void enumerate(retro *r, const void *root)
{
    const tb_game *g = r->g;
    tb_action *moves = malloc(sizeof *moves * (size_t)(g->max_actions ? g->max_actions : 1));
    unsigned char *here = malloc(g->state_size), *child = malloc(g->state_size);
    if (!moves || !here || !child || node_of(r, root, true) == NONE) {
        r->oom = true;
        goto done;
    }
    for (uint32_t id = 0; id < r->n && !r->stop; id++) {
        if ((id & 1023) == 0 && limit_reached(r)) {
            r->stop = true;
            break;
        }
        /* take the state off the front of the waiting list (it may move as the list grows) */
        memcpy(here, r->states + (id - r->states_first) * g->state_size, g->state_size);
        if (id - r->states_first >= 65536 && 2 * (id - r->states_first) >= r->n - id) {
            size_t drop = id + 1 - r->states_first;
            memmove(r->states, r->states + drop * g->state_size, (r->n - id - 1) * g->state_size);
            r->states_first = id + 1;
        }
        tb_outcome o;
        g->cls->outcome(g, here, &o);
        if (o.over) {
            tb_result first = o.result[0];
            r->value[id] = first == TB_WIN ? FIRST_WINS : first == TB_LOSS ? FIRST_LOSES : DRAW;
            continue;
        }
        r->side[id] = (uint8_t)side_of(g, g->cls->to_move(g, here));
        int n = g->cls->legal(g, here, moves);
        if (!grow_edges(r, r->num_edges + (size_t)n)) {
            r->oom = r->stop = true;
            break;
        }
        for (int i = 0; i < n; i++) {
            memcpy(child, here, g->state_size);
            g->cls->apply(g, child, moves[i]);
            uint32_t c = node_of(r, child, !tb_game_mid_turn(g, child));
            if (c == NONE) {
                r->stop = true;
                break;
            }
            r->edge_parent[r->num_edges] = id;
            r->edge_child[r->num_edges++] = c;
        }
        r->pending[id] = r->open[id] = (uint32_t)n;
        if (n == 0) /* not over, yet no move: lost for the mover, as the solver takes it */
            r->value[id] = r->side[id] == 0 ? FIRST_LOSES : FIRST_WINS;
    }
done:
    free(moves);
    free(here);
    free(child);
}

/* Parents of each node, compressed: parents of c are parent[first[c] .. first[c + 1]). */
typedef struct parents {
    uint32_t *first; /* n + 1 */
    uint32_t *parent;
} parents;

static bool invert(retro *r, parents *p)
{
    p->first = calloc((size_t)r->n + 1, sizeof *p->first);
    p->parent = malloc(sizeof *p->parent * (r->num_edges ? r->num_edges : 1));
    if (!p->first || !p->parent)
        return false;
    for (size_t e = 0; e < r->num_edges; e++)
        p->first[r->edge_child[e] + 1]++;
    for (uint32_t c = 0; c < r->n; c++)
        p->first[c + 1] += p->first[c];
    uint32_t *fill = malloc(sizeof *fill * ((size_t)r->n + 1));
    if (!fill)
        return false;
    memcpy(fill, p->first, sizeof *fill * ((size_t)r->n + 1));
    for (size_t e = 0; e < r->num_edges; e++)
        p->parent[fill[r->edge_child[e]]++] = r->edge_parent[e];
    free(fill);
    return true;
}

/* A queue with two ends over node numbers: a position one turn further from the end goes to
 * the back, one at the same distance (mid-turn) to the front, so nodes leave in order of
 * distance. */
typedef struct deque {
    uint32_t *item;
    size_t cap, head, count; /* ring buffer */
} deque;

static bool push(deque *q, uint32_t id, bool front)
{
    if (q->count == q->cap) {
        size_t cap = q->cap ? q->cap * 2 : 4096;
        uint32_t *item = malloc(sizeof *item * cap);
        if (!item)
            return false;
        for (size_t i = 0; i < q->count; i++)
            item[i] = q->item[(q->head + i) % q->cap];
        free(q->item);
        q->item = item;
        q->cap = cap;
        q->head = 0;
    }
    if (front) {
        q->head = (q->head + q->cap - 1) % q->cap;
        q->item[q->head] = id;
    } else {
        q->item[(q->head + q->count) % q->cap] = id;
    }
    q->count++;
    return true;
}

static uint32_t pop(deque *q)
{
    uint32_t id = q->item[q->head];
    q->head = (q->head + 1) % q->cap;
    q->count--;
    return id;
}

static bool good_for(uint8_t value, uint8_t side)
{
    return value == (side == 0 ? FIRST_WINS : FIRST_LOSES);
}

/* Wins and losses flow back from the finished games; then draws from positions all of whose
 * children are known. Returns false when memory ran out. */
static bool propagate(retro *r, const parents *p, bool *cycles)
{
    deque q = {0};
    bool ok = true;
    for (uint32_t id = 0; id < r->n && ok; id++)
        if (r->value[id] == FIRST_WINS || r->value[id] == FIRST_LOSES)
            ok = push(&q, id, false);
    while (ok && q.count) {
        uint32_t c = pop(&q);
        if (r->done[c])
            continue; /* a stale copy: it left the queue sooner at a shorter distance */
        r->done[c] = 1;
        uint32_t step = r->turn_over[c], d = r->dist[c] + step;
        for (uint32_t k = p->first[c]; k < p->first[c + 1] && ok; k++) {
            uint32_t parent = p->parent[k];
            r->open[parent]--;
            uint8_t side = r->side[parent];
            if (good_for(r->value[c], side)) {
                /* the first winning move found is the fastest, but for a mid-turn one at
                 * the same distance found later (0-1 weights: a second, nearer copy) */
                if (r->value[parent] == UNKNOWN ||
                    (r->value[parent] == r->value[c] && !r->done[parent] && d < r->dist[parent])) {
                    r->value[parent] = r->value[c];
                    r->dist[parent] = d;
                    ok = push(&q, parent, step == 0);
                }
            } else if (r->value[parent] == UNKNOWN) {
                /* a loss takes the slowest move: every child is out of the queue when the
                 * last one is, and the earlier ones were at most as far */
                if (d > r->dist[parent])
                    r->dist[parent] = d;
                if (--r->pending[parent] == 0) {
                    r->value[parent] = side == 0 ? FIRST_LOSES : FIRST_WINS;
                    ok = push(&q, parent, r->dist[parent] == r->dist[c]);
                }
            }
        }
    }
    /* Draws: a position whose children are all known and none wins for it. */
    for (uint32_t id = 0; id < r->n && ok; id++)
        if (r->value[id] == DRAW)
            ok = push(&q, id, false);
    while (ok && q.count) {
        uint32_t c = pop(&q);
        for (uint32_t k = p->first[c]; k < p->first[c + 1]; k++) {
            uint32_t parent = p->parent[k];
            if (--r->open[parent] == 0 && r->value[parent] == UNKNOWN) {
                r->value[parent] = DRAW;
                ok = push(&q, parent, false);
            }
        }
    }
    /* What is left can be played for ever, and neither side can force an end it wins. */
    *cycles = false;
    for (uint32_t id = 0; id < r->n; id++)
        if (r->value[id] == UNKNOWN)
            *cycles = true;
    free(q.item);
    return ok;
}

static tb_result result_for(uint8_t value, int side)
{
    if (value == FIRST_WINS)
        return side == 0 ? TB_WIN : TB_LOSS;
    if (value == FIRST_LOSES)
        return side == 0 ? TB_LOSS : TB_WIN;
    return TB_DRAW;
}

static long long order_key(const tb_solve_move *m)
{
    return m->value == TB_WIN    ? 1000000000LL - m->remoteness
           : m->value == TB_LOSS ? -1000000000LL + m->remoteness
                                 : 0;
}

static int by_order(const void *a, const void *b)
{
    long long x = order_key(a), y = order_key(b);
    return (x < y) - (x > y);
}

/* The root's value and every root move's, best first (as the solver's remoteness pass). */
static bool report(retro *r, const void *root, tb_solve_result *out)
{
    const tb_game *g = r->g;
    int side = r->side[0];
    out->value = result_for(r->value[0], side);
    out->remoteness = out->value == TB_DRAW ? -1 : (int)r->dist[0];
    tb_action *moves = malloc(sizeof *moves * (size_t)(g->max_actions ? g->max_actions : 1));
    unsigned char *child = malloc(g->state_size);
    int n = moves && child ? g->cls->legal(g, root, moves) : 0;
    out->moves = moves && child ? malloc(sizeof *out->moves * (size_t)(n ? n : 1)) : NULL;
    out->best = out->moves ? malloc(sizeof *out->best * (size_t)(n ? n : 1)) : NULL;
    bool ok = out->best != NULL;
    for (int i = 0; ok && i < n; i++) {
        memcpy(child, root, g->state_size);
        g->cls->apply(g, child, moves[i]);
        uint32_t c = r->slot_node[slot_of(r, key_of(g, child))]; /* all were enumerated */
        tb_result v = result_for(r->value[c], side);
        int d = v == TB_DRAW ? -1 : (int)(r->dist[c] + r->turn_over[c]);
        out->moves[i] = (tb_solve_move){.action = moves[i], .value = v, .remoteness = d};
        if (v == out->value)
            out->best[out->num_best++] = moves[i];
    }
    if (ok) {
        qsort(out->moves, (size_t)n, sizeof *out->moves, by_order);
        out->num_moves = n;
    }
    free(moves);
    free(child);
    return ok;
}

bool tb_solve_retrograde(const tb_game *g, const void *state, const tb_solve_limits *limits,
                         tb_solve_result *out)
{
    static const tb_solve_limits none = {0};
    memset(out, 0, sizeof *out);
    out->status = TB_SOLVE_NO_MEMORY;
    out->player = g->cls->to_move(g, state);
    out->remoteness = -1;
    retro r = {.g = g, .limits = limits ? limits : &none, .start = tb_clock_seconds()};
    r.deadline = r.limits->max_seconds > 0 ? r.start + r.limits->max_seconds : 0;
    r.next_progress = r.start + 1.0;
    parents p = {0};
    bool cycles = false;
    if (!rehash(&r, 1u << 16))
        goto done;
    enumerate(&r, state);
    free(r.states);
    r.states = NULL;
    if (r.oom || r.stop)
        goto done;
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    if (o.over) { /* nothing to choose: the game's own verdict */
        out->value = o.result[out->player];
        out->remoteness = out->value == TB_DRAW ? -1 : 0;
        out->status = TB_SOLVED;
        goto done;
    }
    if (!invert(&r, &p))
        goto done;
    free(r.edge_parent);
    free(r.edge_child);
    r.edge_parent = r.edge_child = NULL;
    if (!propagate(&r, &p, &cycles) || !report(&r, state, out))
        goto done;
    out->repetition = cycles;
    out->status = TB_SOLVED;
done:
    if (out->status != TB_SOLVED) {
        tb_solve_result_free(out);
        out->remoteness = -1;
        if (!r.oom)
            out->status = TB_SOLVE_LIMIT;
    }
    out->positions = r.n;
    out->seconds = tb_clock_seconds() - r.start;
    free(p.first);
    free(p.parent);
    free(r.slot_key);
    free(r.slot_node);
    free(r.side);
    free(r.value);
    free(r.turn_over);
    free(r.pending);
    free(r.open);
    free(r.dist);
    free(r.done);
    free(r.edge_parent);
    free(r.edge_child);
    free(r.states);
    return out->status == TB_SOLVED;
}
