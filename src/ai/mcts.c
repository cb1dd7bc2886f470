/* The `mcts` player: UCT with random playouts, for any game through the contract.
 *
 * - Each node remembers who made the move into it (`mover`) and sums that player's rewards
 *   (win 1, draw 0.5, loss 0), so selection at a node maximises the value of whoever is to
 *   move there. Multi-action turns and 1-4 players need nothing special: a node's children
 *   are chosen for the to_move of the node's own state.
 * - Root parallelism: every thread grows its own tree with its own rng; the visit counts of
 *   the root children are summed to choose the move.
 * - Trees are kept between moves: observe() re-roots each tree at the child of the played
 *   action and compacts it into a fresh array.
 * - Progressive bias: with an evaluate hook, each child gets a prior in [0, 1] that adds
 *   bias * prior / (visits + 1) to its score and orders the first visits. With `cutoff`,
 *   playouts stop after that many actions and score the position by the same heuristic.
 * - Memory is bounded: a tree stops expanding at `nodes` nodes and only plays out.
 * - MCTS-Solver (two-player games): finished games are proven wins or losses for the player
 *   who moved into them, and proofs go up the tree (a node is won for the player to move if
 *   one child is, lost if all children are). Selection takes a proven win and avoids proven
 *   losses; so does the final choice. Draws are not proven. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/budget.h"
#include "tabula/family.h"
#include "tabula/player.h"
#include "tabula/rng.h"

enum { MAX_THREADS = 64, PLAYOUT_LIMIT = 5000 /* actions; a longer playout counts as a draw */ };

typedef struct mnode {
    double reward;       /* sum of the rewards of `mover` */
    tb_action action;    /* the action from the parent */
    int32_t first_child; /* children are contiguous; -1 while unexpanded */
    int32_t num_children;
    uint32_t visits;
    float prior;      /* heuristic value in [0, 1] for `mover`; 0.5 without evaluate */
    int8_t mover;     /* who played `action` */
    uint8_t terminal; /* the game is over here */
    int8_t proven;    /* 1: a win for `mover` whatever follows, -1: a loss, 0: unknown */
} mnode;

typedef struct mtree {
    mnode *nodes;
    int32_t count, cap;
    void *root_state; /* the position of nodes[0], valid when count > 0 */
    tb_rng rng;
} mtree;

typedef struct mcts {
    double seconds, c, bias;
    uint64_t iterations;
    int threads;
    int cutoff; /* actions of a playout before the heuristic takes over; 0: to the end */
    int32_t node_limit;
    mtree trees[MAX_THREADS];
    tb_search_stats last; /* what the last choose() did */
    bool chosen;          /* last is filled */
} mcts;

/* One thread's search: its tree, the shared limits, and its scratch buffers. */
typedef struct worker {
    const tb_game *g;
    const mcts *m;
    mtree *t;
    double deadline;
    uint64_t iterations;
    void *state, *scratch;
    tb_action *moves;
    int32_t *path;
    int path_cap;
} worker;

static void tree_reset(mtree *t)
{
    t->count = 0;
}

static bool tree_reserve(mtree *t, int32_t want, int32_t limit)
{
    if (want <= t->cap)
        return true;
    if (want > limit)
        return false;
    int32_t cap = t->cap ? t->cap : 1024;
    while (cap < want)
        cap = cap > limit / 2 ? limit : cap * 2;
    mnode *n = realloc(t->nodes, sizeof *n * (size_t)cap);
    if (!n)
        return false;
    t->nodes = n;
    t->cap = cap;
    return true;
}

static void node_init(mnode *n, tb_action a, int mover)
{
    memset(n, 0, sizeof *n);
    n->action = a;
    n->mover = (int8_t)mover;
    n->first_child = -1;
    n->prior = 0.5f;
}

/* Starts a fresh tree at `state`. */
static bool tree_root(mtree *t, const tb_game *g, const void *state, int32_t limit)
{
    tree_reset(t);
    if (!tree_reserve(t, 1, limit))
        return false;
    node_init(&t->nodes[0], 0, 0);
    memcpy(t->root_state, state, g->state_size);
    t->count = 1;
    return true;
}

/* Heuristic value in [0, 1] for `player`, from evaluate's centi-units. */
static double heuristic(const tb_game *g, const void *s, int player)
{
    return 1.0 / (1.0 + exp(-g->cls->evaluate(g, s, player) / 200.0));
}

/* Creates the children of node `i` at state `s` (not over). False when the pool is full. */
static bool expand(worker *w, int32_t i, const void *s)
{
    const tb_game *g = w->g;
    int n = g->cls->legal(g, s, w->moves);
    mtree *t = w->t;
    if (n == 0) {
        mnode *leaf = &t->nodes[i];
        leaf->terminal = 1; /* a finished game has no moves (contract) */
        if (g->num_players == 2) {
            tb_outcome o;
            g->cls->outcome(g, s, &o);
            tb_result r = o.over ? o.result[leaf->mover] : TB_DRAW;
            leaf->proven = r == TB_WIN ? 1 : r == TB_LOSS ? -1 : 0;
        }
        return true;
    }
    if (!tree_reserve(t, t->count + n, w->m->node_limit))
        return false;
    int me = g->cls->to_move(g, s);
    int32_t first = t->count;
    for (int k = 0; k < n; k++) {
        mnode *c = &t->nodes[first + k];
        node_init(c, w->moves[k], me);
        if (g->cls->evaluate && w->m->bias > 0) {
            memcpy(w->scratch, s, g->state_size);
            g->cls->apply(g, w->scratch, w->moves[k]);
            c->prior = (float)heuristic(g, w->scratch, me);
        }
    }
    t->count += n;
    t->nodes[i].first_child = first;
    t->nodes[i].num_children = n;
    return true;
}

/* UCT with progressive bias; unvisited children first, best prior first, ties at random. */
static int32_t select_child(worker *w, int32_t i)
{
    mtree *t = w->t;
    const mnode *p = &t->nodes[i];
    double log_n = log((double)p->visits + 1.0), best = -1e300;
    int32_t choice = p->first_child, ties = 0;
    for (int32_t k = 0; k < p->num_children; k++) {
        const mnode *c = &t->nodes[p->first_child + k];
        double score;
        if (c->proven == 1)
            return p->first_child + k;
        if (c->proven == -1)
            score = -1e200; /* only when every child is lost */
        else if (c->visits == 0)
            score = 1e9 + c->prior;
        else
            score = c->reward / c->visits + w->m->c * sqrt(log_n / c->visits) +
                    w->m->bias * c->prior / (c->visits + 1.0);
        if (score > best) {
            best = score;
            choice = p->first_child + k;
            ties = 1;
        } else if (score == best && tb_rng_below(&t->rng, (uint32_t)++ties) == 0) {
            choice = p->first_child + k;
        }
    }
    return choice;
}

/* Random actions to the end (or, with `cutoff` and an evaluate hook, for that many actions
 * and then the heuristic); fills the rewards of every player. */
static void playout(worker *w, void *s, double *reward)
{
    const tb_game *g = w->g;
    int limit = w->m->cutoff && g->cls->evaluate ? w->m->cutoff : PLAYOUT_LIMIT;
    for (int steps = 0; steps < limit; steps++) {
        int n = g->cls->legal(g, s, w->moves);
        if (n == 0)
            break;
        g->cls->apply(g, s, w->moves[tb_rng_below(&w->t->rng, (uint32_t)n)]);
    }
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    if (o.over) {
        tb_outcome_rewards(&o, g->num_players, reward);
        return;
    }
    for (int p = 0; p < g->num_players; p++) /* cut off, or endless (a draw) */
        reward[p] = limit < PLAYOUT_LIMIT ? heuristic(g, s, p) : 0.5;
}

static bool path_push(worker *w, int *len, int32_t node)
{
    if (*len == w->path_cap) {
        int cap = w->path_cap ? w->path_cap * 2 : 256;
        int32_t *p = realloc(w->path, sizeof *p * (size_t)cap);
        if (!p)
            return false;
        w->path = p;
        w->path_cap = cap;
    }
    w->path[(*len)++] = node;
    return true;
}

/* Proves node i from its children if possible (two players); true when it did. */
static bool prove(mtree *t, int32_t i)
{
    mnode *n = &t->nodes[i];
    if (n->proven || n->first_child < 0 || n->num_children == 0)
        return n->proven != 0;
    int lost = 0, to_move = t->nodes[n->first_child].mover;
    int8_t value = 0; /* for to_move */
    for (int32_t k = 0; k < n->num_children && !value; k++) {
        int8_t p = t->nodes[n->first_child + k].proven;
        if (p == 1)
            value = 1;
        lost += p == -1;
    }
    if (!value && lost == n->num_children)
        value = -1;
    if (value)
        n->proven = n->mover == to_move ? value : (int8_t)-value;
    return value != 0;
}

/* One selection, expansion, playout and backup. */
static bool iterate(worker *w)
{
    const tb_game *g = w->g;
    mtree *t = w->t;
    void *s = w->state;
    memcpy(s, t->root_state, g->state_size);
    int len = 0;
    int32_t i = 0;
    if (!path_push(w, &len, 0))
        return false;
    for (;;) {
        mnode *n = &t->nodes[i];
        if (n->terminal)
            break;
        if (n->first_child < 0) {
            if (!expand(w, i, s))
                break; /* pool full: play out from here */
            n = &t->nodes[i];
            if (n->terminal)
                break;
        }
        int32_t c = select_child(w, i);
        bool fresh = t->nodes[c].visits == 0;
        g->cls->apply(g, s, t->nodes[c].action);
        if (!path_push(w, &len, c))
            return false;
        i = c;
        if (fresh)
            break;
    }
    double reward[TB_MAX_PLAYERS];
    playout(w, s, reward);
    for (int k = 0; k < len; k++) {
        mnode *n = &t->nodes[w->path[k]];
        n->visits++;
        n->reward += reward[n->mover];
    }
    if (g->num_players == 2)
        for (int k = len - 2; k > 0 && prove(t, w->path[k]); k--)
            ;
    return true;
}

/* True when the root's value is proven: more searching cannot change the choice. */
static bool root_decided(const mtree *t)
{
    const mnode *root = &t->nodes[0];
    int lost = 0;
    for (int32_t k = 0; k < root->num_children; k++) {
        int8_t p = t->nodes[root->first_child + k].proven;
        if (p == 1)
            return true;
        lost += p == -1;
    }
    return root->num_children > 0 && lost == root->num_children;
}

static void *run_worker(void *arg)
{
    worker *w = arg;
    for (uint64_t k = 0; w->iterations == 0 || k < w->iterations; k++) {
        if ((k & 15) == 0 &&
            ((w->deadline > 0 && tb_clock_seconds() >= w->deadline) || root_decided(w->t)))
            break;
        if (!iterate(w))
            break; /* out of memory: choose with what the tree has */
    }
    return NULL;
}

static void worker_free(worker *w)
{
    free(w->state);
    free(w->scratch);
    free(w->moves);
    free(w->path);
}

static bool worker_init(worker *w, const tb_game *g, const mcts *m, mtree *t)
{
    memset(w, 0, sizeof *w);
    w->g = g;
    w->m = m;
    w->t = t;
    w->state = malloc(g->state_size);
    w->scratch = malloc(g->state_size);
    w->moves = malloc(sizeof *w->moves * (size_t)g->max_actions);
    if (!w->state || !w->scratch || !w->moves) {
        worker_free(w);
        return false;
    }
    return true;
}

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    mcts *m = calloc(1, sizeof *m);
    if (!m) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = m;
    uint64_t threads, nodes, cutoff;
    if (!tb_param_seconds(params, "time", &m->seconds, err) ||
        !tb_param_count(params, "iterations", 0, UINT64_MAX, &m->iterations, err) ||
        !tb_param_double(params, "c", 0, 100, &m->c, err) ||
        !tb_param_double(params, "bias", 0, 100, &m->bias, err) ||
        !tb_param_count(params, "threads", 1, MAX_THREADS, &threads, err) ||
        !tb_param_count(params, "nodes", 1000, INT32_MAX / 2, &nodes, err) ||
        !tb_param_count(params, "cutoff", 0, PLAYOUT_LIMIT - 1, &cutoff, err))
        return false;
    m->cutoff = (int)cutoff;
    if (m->seconds == 0 && m->iterations == 0) {
        tb_error_set(err, "mcts needs a time or an iterations limit");
        return false;
    }
    m->threads = (int)threads;
    m->node_limit = (int32_t)nodes;
    for (int k = 0; k < m->threads; k++) {
        mtree *t = &m->trees[k];
        tb_rng_seed(&t->rng, p->seed * 0x9E3779B97F4A7C15ULL + (uint64_t)k + 1);
        t->root_state = malloc(p->game->state_size);
        if (!t->root_state) {
            tb_error_set(err, "out of memory");
            return false;
        }
    }
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    const tb_game *g = p->game;
    mcts *m = p->impl;
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    worker *ws = calloc((size_t)m->threads, sizeof *ws);
    uint64_t *visits = NULL;
    bool ok = false;
    if (!moves || !ws)
        goto oom;
    int n = g->cls->legal(g, state, moves);
    if (n == 0) {
        tb_error_set(err, "no legal move");
        goto done;
    }
    m->chosen = true;
    m->last = (tb_search_stats){0};
    if (n == 1) { /* nothing to think about; the trees follow through observe() */
        *out = moves[0];
        ok = true;
        goto done;
    }
    double deadline = m->seconds > 0 ? tb_clock_seconds() + m->seconds : 0;
    pthread_t tid[MAX_THREADS];
    int started = 0;
    for (int k = 0; k < m->threads; k++) {
        mtree *t = &m->trees[k];
        if (t->count == 0 || memcmp(t->root_state, state, g->state_size) != 0)
            if (!tree_root(t, g, state, m->node_limit))
                goto oom;
        if (!worker_init(&ws[k], g, m, t))
            goto oom;
        ws[k].deadline = deadline;
        ws[k].iterations =
            m->iterations ? (m->iterations + (uint64_t)m->threads - 1) / (uint64_t)m->threads : 0;
        m->last.reused_visits += t->nodes[0].visits;
    }
    for (int k = 1; k < m->threads; k++)
        if (pthread_create(&tid[k], NULL, run_worker, &ws[k]) == 0)
            started = k;
        else
            break;
    run_worker(&ws[0]);
    for (int k = 1; k <= started; k++)
        pthread_join(tid[k], NULL);
    /* Threads that could not start leave their trees as they were; their counts still add. */

    /* Sum the visits of each root action over the trees. */
    visits = calloc((size_t)n, sizeof *visits);
    double *reward = calloc((size_t)n, sizeof *reward);
    int8_t *proven = calloc((size_t)n, sizeof *proven);
    if (!visits || !reward || !proven) {
        free(reward);
        free(proven);
        goto oom;
    }
    m->last.searched = true;
    for (int k = 0; k < m->threads; k++) {
        const mtree *t = &m->trees[k];
        const mnode *root = &t->nodes[0];
        m->last.visits += root->visits;
        m->last.nodes += (uint64_t)t->count;
        for (int32_t c = 0; c < root->num_children; c++) {
            const mnode *child = &t->nodes[root->first_child + c];
            for (int a = 0; a < n; a++)
                if (moves[a] == child->action) {
                    visits[a] += child->visits;
                    reward[a] += child->reward;
                    if (child->proven && proven[a] != 1)
                        proven[a] = child->proven;
                }
        }
    }
    /* A proven win; else the most visited move not proven lost. */
    int best = 0;
    for (int a = 1; a < n; a++) {
        int key_a = proven[a] == 1 ? 1 : proven[a] == -1 ? -1 : 0;
        int key_b = proven[best] == 1 ? 1 : proven[best] == -1 ? -1 : 0;
        if (key_a != key_b ? key_a > key_b
                           : visits[a] > visits[best] ||
                                 (visits[a] == visits[best] && reward[a] > reward[best]))
            best = a;
    }
    free(reward);
    free(proven);
    *out = moves[best];
    ok = true;
    goto done;
oom:
    tb_error_set(err, "out of memory");
done:
    if (ws)
        for (int k = 0; k < m->threads; k++)
            worker_free(&ws[k]);
    free(ws);
    free(visits);
    free(moves);
    return ok;
}

/* Keeps the subtree under `child` as the new tree, copied breadth first into a new array. */
static bool reroot(mtree *t, int32_t child)
{
    mnode *fresh = malloc(sizeof *fresh * (size_t)t->cap);
    if (!fresh)
        return false;
    int32_t count = 1;
    fresh[0] = t->nodes[child];
    for (int32_t i = 0; i < count; i++) {
        mnode *n = &fresh[i];
        if (n->first_child < 0)
            continue;
        memcpy(&fresh[count], &t->nodes[n->first_child], sizeof *fresh * (size_t)n->num_children);
        n->first_child = count;
        count += n->num_children;
    }
    free(t->nodes);
    t->nodes = fresh;
    t->count = count;
    return true;
}

static void observe(tb_player *p, const void *state_before, tb_action action)
{
    const tb_game *g = p->game;
    mcts *m = p->impl;
    for (int k = 0; k < m->threads; k++) {
        mtree *t = &m->trees[k];
        if (t->count == 0 || memcmp(t->root_state, state_before, g->state_size) != 0) {
            tree_reset(t);
            continue;
        }
        const mnode *root = &t->nodes[0];
        int32_t child = -1;
        for (int32_t c = 0; c < root->num_children; c++)
            if (t->nodes[root->first_child + c].action == action)
                child = root->first_child + c;
        if (child < 0 || !reroot(t, child)) {
            tree_reset(t);
            continue;
        }
        g->cls->apply(g, t->root_state, action);
    }
}

static bool stats(const tb_player *p, tb_search_stats *out)
{
    const mcts *m = p->impl;
    if (m->chosen)
        *out = m->last;
    return m->chosen;
}

static void destroy(tb_player *p)
{
    mcts *m = p->impl;
    if (!m)
        return;
    for (int k = 0; k < MAX_THREADS; k++) {
        free(m->trees[k].nodes);
        free(m->trees[k].root_state);
    }
    free(m);
}

static const tb_option_def params[] = {
    {"time", "1s", "thinking time per move (2s, 500ms; 0 = no limit)"},
    {"iterations", "0", "playouts per move, over all threads (0 = no limit)"},
    {"c", "0.3", "UCT exploration constant (rewards are 0 to 1)"},
    {"bias", "1", "weight of the progressive bias from the game's evaluate hook (0 = off)"},
    {"threads", "2", "threads, each with its own tree (root parallelism)"},
    {"cutoff", "0", "playout actions before scoring by the evaluate hook (0 = play to the end)"},
    {"nodes", "1M", "node limit per tree (32 bytes a node)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"thinking time per move (2s, 500ms; 0 = no limit)",
     "tempo para pensar cada lance (2s, 500ms; 0 = sem limite)"},
    {"playouts per move, over all threads (0 = no limit)",
     "partidas simuladas por lance, somando todas as threads (0 = sem limite)"},
    {"UCT exploration constant (rewards are 0 to 1)",
     "constante de exploração UCT (as recompensas vão de 0 a 1)"},
    {"weight of the progressive bias from the game's evaluate hook (0 = off)",
     "peso do viés progressivo dado pela avaliação do jogo (0 = desligado)"},
    {"threads, each with its own tree (root parallelism)",
     "threads, cada uma com a sua árvore (paralelismo na raiz)"},
    {"playout actions before scoring by the evaluate hook (0 = play to the end)",
     "acções simuladas antes de avaliar a posição (0 = jogar até ao fim)"},
    {"node limit per tree (32 bytes a node)",
     "limite de nós por árvore (32 bytes por nó)"},
    {NULL, NULL},
};


const tb_player_kind tb_player_mcts = {
    .name = "mcts",
    .label = "Monte Carlo tree search",
    .label_pt = "pesquisa em árvore de Monte Carlo",
    .help_pt = "pesquisa em árvore de Monte Carlo (UCT): time, iterations, c, bias, cutoff, "
               "threads, nodes",
    .params_pt = params_pt,
    .help = "Monte Carlo tree search (UCT): time, iterations, c, bias, cutoff, threads, nodes",
    .create = create,
    .choose = choose,
    .observe = observe,
    .stats = stats,
    .destroy = destroy,
    .params = params,
};
