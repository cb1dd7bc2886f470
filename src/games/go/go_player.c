/* The `go` player: Monte Carlo tree search with RAVE (all-moves-as-first) for the Go family.
 *
 * The tree follows the game through the contract (legal/apply), so multi-stone turns, ko,
 * superko and Rosette are exact there; new children of a Go position get the prior knowledge
 * of go_prior.c (the line in the opening, nearness to the last move, captures, atari escapes,
 * self-ataris, 3x3 shapes) in their value and their AMAF value. Playouts run on the
 * incremental board of go_sim.c with its policy (atari answers, captures, 3x3 shapes, no own
 * eye filled, no big self-atari), end after two passes and are counted by area with komi.
 * Alak, whose rules differ, gets uniform playouts through the contract. Threads search
 * separate trees from the same root (root parallelism) and add their visit counts. The trees
 * are kept between moves: observe() moves them down to the child of the action played (tree
 * reuse), and the next search starts from what they know. */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/budget.h"
#include "core/clock.h"
#include "core/options.h"
#include "games/go/go.h"
#include "tabula/family.h"
#include "games/go/go_prior.h"
#include "games/go/go_sim.h"
#include "tabula/player.h"
#include "tabula/rng.h"

extern const tb_game_class go_class;
extern const tb_player_kind tb_player_go;

enum { MAX_THREADS = 8, RAVE_K = 800, EXPAND_AFTER = 2 };

typedef struct node {
    tb_action action;
    int32_t first_child; /* -1: not expanded */
    int32_t num_children;
    float visits, wins;           /* wins for the player who made `action` */
    float amaf_visits, amaf_wins; /* same, counting the action played later in the playout */
    float played;                 /* real visits (visits also holds the prior's) */
} node;

typedef struct tree {
    node *nodes;
    int count, cap;
} tree;

typedef struct go_player {
    double seconds;
    long iterations;
    int threads;
    double resign_below;
    /* tree reuse: the trees of the last search and the state at their root */
    tree trees[MAX_THREADS];
    void *root_state;
    bool have_trees;
    int last_point; /* the last stone played before root_state, or -1 */
    size_t state_size;
    bool chosen;          /* stats of the last choose() are in `last` */
    tb_search_stats last; /* what the last choose() did (tb_player_stats) */
    go_sim_tables tables; /* diagonals and 3x3 shapes of the board */
} go_player;

typedef struct search {
    const tb_game *game;
    const go_player *cfg;
    const void *root_state;
    tree t;
    tb_rng rng;
    long playouts;
    double deadline;
    long max_iterations;
} search;

static int new_nodes(tree *t, int n)
{
    if (t->count + n > t->cap) {
        int cap = t->cap ? t->cap * 2 : 4096;
        while (cap < t->count + n)
            cap *= 2;
        node *grown = realloc(t->nodes, sizeof(node) * (size_t)cap);
        if (!grown)
            return -1;
        t->nodes = grown;
        t->cap = cap;
    }
    int first = t->count;
    t->count += n;
    return first;
}

/* The subtree under `from` becomes the whole tree (breadth first, so each node's children
 * stay contiguous). */
static void reroot(tree *t, int from)
{
    tree out = {0};
    if (new_nodes(&out, 1) < 0)
        return;
    out.nodes[0] = t->nodes[from];
    int32_t *source = malloc(sizeof(int32_t) * (size_t)t->count);
    source[0] = from;
    for (int i = 0; i < out.count; i++) {
        const node *old = &t->nodes[source[i]];
        if (old->first_child < 0)
            continue;
        int first = new_nodes(&out, old->num_children);
        if (first < 0)
            break;
        for (int k = 0; k < old->num_children; k++) {
            out.nodes[first + k] = t->nodes[old->first_child + k];
            source[first + k] = old->first_child + k;
        }
        out.nodes[i].first_child = first;
    }
    free(source);
    free(t->nodes);
    *t = out;
}

/* A stone on one's own eye, in the tree: never worth trying. */
static bool fills_own_eye(const go_config *cfg, const go_state *s, int p)
{
    int colour = s->to_move + 1;
    const tb_board *b = &cfg->graph.board;
    for (int i = 0; i < b->degree[p]; i++)
        if (s->board.stone[b->neighbour[p][i]] != colour)
            return false;
    /* and not a false eye: most diagonals ours (square boards only) */
    if (!cfg->square)
        return true;
    int n = cfg->size, c = p % n, r = p / n, enemy = 0, edge = 0;
    for (int dc = -1; dc <= 1; dc += 2)
        for (int dr = -1; dr <= 1; dr += 2) {
            int cc = c + dc, rr = r + dr;
            if (cc < 0 || rr < 0 || cc >= n || rr >= n)
                edge = 1;
            else if (s->board.stone[rr * n + cc] == go_opponent(colour))
                enemy++;
        }
    return enemy < (edge ? 1 : 2);
}

static void expand(search *se, int at, const void *state, int last)
{
    const tb_game *g = se->game;
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    tb_action *moves = malloc(sizeof(tb_action) * (size_t)g->max_actions);
    int n = g->cls->legal(g, state, moves), kept = 0;
    bool knowledge = cfg->rules == GO_RULES_GO && s->phase == GO_PHASE_PLAY;
    bool can_pass = false;
    for (int i = 0; i < n; i++) {
        tb_action a = moves[i];
        if (a == GO_ACT_RESIGN || a == GO_ACT_RESUME || (a >= GO_ACT_DEAD && a < GO_ACT_ACCEPT))
            continue;
        if (a < GO_ACT_PASS && cfg->rules == GO_RULES_GO && fills_own_eye(cfg, s, (int)a))
            continue;
        if (a == GO_ACT_PASS && knowledge) {
            can_pass = true;
            continue;
        }
        moves[kept++] = a;
    }
    /* Go: a pass is searched only when it can matter. Where every move loses, a pass whose
     * prior looks less bad than the rest would be chosen in the middle of the game; so it
     * waits for the opponent's pass or for no other move, and under territory counting
     * (where filling one's own area costs points) for a board mostly settled. */
    if (can_pass && (kept == 0 || s->passes > 0 ||
                     (cfg->scoring == GO_SCORE_TERRITORY &&
                      kept < cfg->graph.board.num_points / 4)))
        moves[kept++] = GO_ACT_PASS;
    if (kept == 0 && n > 0)
        moves[kept++] = moves[0];
    go_prior *pr = NULL;
    if (knowledge) {
        go_sim *sim = malloc(sizeof *sim);
        pr = malloc(sizeof *pr);
        go_sim_load(sim, &se->cfg->tables, &s->board, s->ko, last);
        go_prior_compute(sim, s->to_move + 1, pr);
        free(sim);
    }
    int first = new_nodes(&se->t, kept);
    if (first >= 0) {
        for (int i = 0; i < kept; i++) {
            node *c = &se->t.nodes[first + i];
            memset(c, 0, sizeof *c);
            c->action = moves[i];
            c->first_child = -1;
            if (moves[i] == GO_ACT_PASS) {
                /* a pass starts as a loss: it must earn its visits */
                c->visits = 10;
                c->wins = 0;
            } else if (pr && moves[i] < GO_ACT_PASS) {
                /* the prior counts in the value and in the AMAF value alike (as Fuego
                 * does): with RAVE, the AMAF value is nearly all a young child's value */
                c->visits = c->amaf_visits = pr->visits[moves[i]];
                c->wins = c->amaf_wins = pr->wins[moves[i]];
            }
        }
        se->t.nodes[at].first_child = first;
        se->t.nodes[at].num_children = kept;
    }
    free(pr);
    free(moves);
}

static int select_child(const search *se, int at, bool use_rave)
{
    const node *parent = &se->t.nodes[at];
    int best = -1;
    double best_value = -1e9, log_n = log(parent->visits + 1);
    for (int i = 0; i < parent->num_children; i++) {
        const node *c = &se->t.nodes[parent->first_child + i];
        double q = c->visits > 0 ? c->wins / c->visits : 0.5;
        double value = q;
        if (use_rave && c->amaf_visits > 0) {
            double amaf = c->amaf_wins / c->amaf_visits;
            double beta = sqrt(RAVE_K / (3.0 * c->visits + RAVE_K));
            value = (1 - beta) * q + beta * amaf;
        } else if (c->visits == 0) {
            value = 1.0 + 0.001 * (double)(i % 7);
        }
        value += 0.25 * sqrt(log_n / (c->visits + 1));
        if (value > best_value) {
            best_value = value;
            best = i;
        }
    }
    return parent->first_child + best;
}

/* Alak and finished states: uniform playouts through the contract. */
static double contract_playout(const tb_game *g, void *state, tb_rng *rng)
{
    tb_action *moves = malloc(sizeof(tb_action) * (size_t)g->max_actions);
    for (int step = 0; step < 1000; step++) {
        tb_outcome o;
        g->cls->outcome(g, state, &o);
        if (o.over) {
            free(moves);
            return o.result[0] == TB_WIN ? 1 : o.result[0] == TB_DRAW ? 0 : -1;
        }
        int n = g->cls->legal(g, state, moves), k = 0;
        for (int i = 0; i < n; i++)
            if (moves[i] != GO_ACT_RESIGN)
                moves[k++] = moves[i];
        if (k == 0)
            break;
        g->cls->apply(g, state, moves[tb_rng_below(rng, (uint32_t)k)]);
    }
    free(moves);
    return 0;
}

static void iterate(search *se, void *state, go_sim *sim)
{
    const tb_game *g = se->game;
    const go_config *cfg = go_config_of(g);
    int path[1024], movers[1024], depth = 0, at = 0, last = se->cfg->last_point;
    memcpy(state, se->root_state, g->state_size);
    path[depth] = 0;
    movers[depth++] = -1;
    uint8_t first[GO_MAX_POINTS] = {0};
    for (;;) {
        if (tb_game_over(g, state))
            break;
        if (se->t.nodes[at].first_child < 0) {
            if (se->t.nodes[at].played >= EXPAND_AFTER || at == 0)
                expand(se, at, state, last);
            if (se->t.nodes[at].first_child < 0)
                break;
        }
        int mover = g->cls->to_move(g, state);
        int child = select_child(se, at, cfg->rules == GO_RULES_GO);
        tb_action a = se->t.nodes[child].action;
        if (a < GO_ACT_PASS && !first[a])
            first[a] = (uint8_t)(mover + 1);
        g->cls->apply(g, state, a);
        last = a < GO_ACT_PASS ? (int)a : a == GO_ACT_PASS ? -1 : last;
        at = child;
        if (depth < 1024) {
            path[depth] = at;
            movers[depth++] = mover;
        }
        if (se->t.nodes[at].played == 0)
            break;
    }
    double black_result; /* 1 Black wins, 0 White wins, 0.5 draw */
    const go_state *s = state;
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    if (o.over) {
        black_result = o.result[0] == TB_WIN ? 1 : o.result[0] == TB_DRAW ? 0.5 : 0;
    } else if (cfg->rules == GO_RULES_ALAK) {
        double r = contract_playout(g, state, &se->rng);
        black_result = (r + 1) / 2;
    } else if (s->phase != GO_PHASE_PLAY) {
        double score[2];
        go_score(cfg, s, &s->dead, score, NULL);
        black_result = score[0] > score[1];
    } else {
        go_sim_load(sim, &se->cfg->tables, &s->board, s->ko, last);
        int n = cfg->graph.board.num_points;
        double area = go_sim_playout(sim, s->to_move + 1, 3 * n, &se->rng, first);
        black_result = area - cfg->komi2 / 2.0 > 0 ? 1 : 0;
    }
    se->playouts++;
    /* back up: each node's wins from the view of the player who made its action */
    for (int d = 0; d < depth; d++) {
        node *nd = &se->t.nodes[path[d]];
        nd->visits += 1;
        nd->played += 1;
        if (movers[d] >= 0)
            nd->wins += (float)(movers[d] == 0 ? black_result : 1 - black_result);
        /* AMAF: the siblings of the next step that the mover played later */
        if (d + 1 < depth || nd->first_child >= 0) {
            int mover_next = d + 1 < depth ? movers[d + 1] : -1;
            if (mover_next < 0 || nd->first_child < 0)
                continue;
            for (int i = 0; i < nd->num_children; i++) {
                node *c = &se->t.nodes[nd->first_child + i];
                if (c->action < GO_ACT_PASS && first[c->action] == mover_next + 1) {
                    c->amaf_visits += 1;
                    c->amaf_wins += (float)(mover_next == 0 ? black_result : 1 - black_result);
                }
            }
        }
    }
}
static void *run_search(void *arg)
{
    search *se = arg;
    void *state = malloc(se->game->state_size);
    go_sim *sim = malloc(sizeof *sim);
    for (long i = 0;; i++) {
        if (se->max_iterations > 0 && i >= se->max_iterations)
            break;
        if ((i & 15) == 0 && se->deadline > 0 && tb_clock_seconds() > se->deadline && i > 0)
            break;
        iterate(se, state, sim);
    }
    free(sim);
    free(state);
    return NULL;
}

/* ---- the player kind ---- */

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    if (p->game->cls != &go_class) {
        tb_error_set(err, "the go player plays the Go family (go, go/...), not %s",
                     p->game->variant->id);
        return false;
    }
    double seconds, resign_below;
    int threads, iterations;
    if (!tb_param_seconds(params, "time", &seconds, err) ||
        !tb_option_int(params, "threads", 1, MAX_THREADS, &threads, err) ||
        !tb_option_int(params, "iterations", 0, 100000000, &iterations, err) ||
        !tb_param_double(params, "resign", 0, 1, &resign_below, err))
        return false;
    go_player *gp = calloc(1, sizeof *gp);
    gp->seconds = seconds;
    gp->threads = threads;
    gp->iterations = iterations;
    gp->resign_below = resign_below;
    gp->last_point = -1;
    const go_config *cfg = go_config_of(p->game);
    go_sim_tables_init(&gp->tables, &cfg->graph, cfg->square);
    p->impl = gp;
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    const go_player *gp = p->impl;
    const tb_game *g = p->game;
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    /* the scoring phase: accept the engine's marks */
    if (s->phase == GO_PHASE_SCORING) {
        *out = GO_ACT_ACCEPT;
        return true;
    }
    search se[MAX_THREADS];
    pthread_t th[MAX_THREADS];
    double deadline = gp->seconds > 0 ? tb_clock_seconds() + gp->seconds : 0;
    go_player *keep = p->impl;
    bool reuse = keep->have_trees && memcmp(keep->root_state, state, g->state_size) == 0;
    for (int i = 0; i < gp->threads; i++) {
        memset(&se[i], 0, sizeof se[i]);
        se[i].game = g;
        se[i].cfg = gp;
        se[i].root_state = state;
        se[i].deadline = deadline;
        se[i].max_iterations = gp->iterations > 0 ? gp->iterations / gp->threads + 1 : 0;
        tb_rng_seed(&se[i].rng, p->seed * 7919 + (uint64_t)i * 104729 + s->board.hash);
        if (reuse && keep->trees[i].count > 0) {
            se[i].t = keep->trees[i]; /* the tree of the last move, re-rooted by observe */
        } else {
            free(keep->trees[i].nodes);
            new_nodes(&se[i].t, 1);
            memset(&se[i].t.nodes[0], 0, sizeof(node));
            se[i].t.nodes[0].first_child = -1;
        }
        memset(&keep->trees[i], 0, sizeof keep->trees[i]);
    }
    uint64_t reused = 0;
    for (int i = 0; i < gp->threads; i++)
        reused += (uint64_t)se[i].t.nodes[0].played;
    for (int i = 1; i < gp->threads; i++)
        if (pthread_create(&th[i], NULL, run_search, &se[i]) != 0)
            se[i].max_iterations = -1;
    run_search(&se[0]);
    for (int i = 1; i < gp->threads; i++)
        if (se[i].max_iterations >= 0)
            pthread_join(th[i], NULL);
    /* add the visits of every tree's root children */
    const node *root = &se[0].t.nodes[0];
    if (root->first_child < 0) {
        for (int i = 0; i < gp->threads; i++)
            free(se[i].t.nodes);
        tb_error_set(err, "go: no move to choose");
        return false;
    }
    int best = -1;
    double best_visits = -1, best_rate = 0;
    for (int k = 0; k < root->num_children; k++) {
        tb_action a = se[0].t.nodes[root->first_child + k].action;
        double visits = 0, wins = 0, all = 0; /* played visits; wins and all with the prior */
        for (int i = 0; i < gp->threads; i++) {
            const node *r = &se[i].t.nodes[0];
            for (int j = 0; j < r->num_children; j++)
                if (se[i].t.nodes[r->first_child + j].action == a) {
                    visits += se[i].t.nodes[r->first_child + j].played;
                    wins += se[i].t.nodes[r->first_child + j].wins;
                    all += se[i].t.nodes[r->first_child + j].visits;
                }
        }
        if (visits > best_visits) {
            best_visits = visits;
            best = k;
            best_rate = all > 0 ? wins / all : 0;
        }
    }
    *out = se[0].t.nodes[root->first_child + best].action;
    /* pass after the opponent's pass when the count is already ours */
    if (s->passes == 1 && s->placed == 0 && cfg->rules == GO_RULES_GO) {
        tb_pointset dead;
        go_propose_dead(cfg, s, &dead);
        double score[2];
        go_score(cfg, s, &dead, score, NULL);
        if (score[s->to_move] > score[!s->to_move])
            *out = GO_ACT_PASS;
    }
    if (best_rate < gp->resign_below && best_visits > 200 && s->moves > 20 &&
        tb_game_is_legal(g, state, GO_ACT_RESIGN))
        *out = GO_ACT_RESIGN;
    /* keep the trees for the next move */
    keep->last = (tb_search_stats){.searched = true, .reused_visits = reused};
    for (int i = 0; i < gp->threads; i++) {
        keep->trees[i] = se[i].t;
        keep->last.visits += (uint64_t)se[i].t.nodes[0].played;
        keep->last.nodes += (uint64_t)se[i].t.count;
    }
    keep->chosen = true;
    if (!keep->root_state)
        keep->root_state = malloc(g->state_size);
    memcpy(keep->root_state, state, g->state_size);
    keep->have_trees = true;
    return true;
}

/* Tree reuse: the action played from the kept root moves each tree down to its child. */
static void observe(tb_player *p, const void *before, tb_action action)
{
    go_player *gp = p->impl;
    const tb_game *g = p->game;
    if (!gp->have_trees || memcmp(gp->root_state, before, g->state_size) != 0) {
        gp->have_trees = false;
        gp->last_point = -1;
        return;
    }
    for (int i = 0; i < gp->threads; i++) {
        tree *t = &gp->trees[i];
        int child = -1;
        if (t->count > 0 && t->nodes[0].first_child >= 0)
            for (int k = 0; k < t->nodes[0].num_children; k++)
                if (t->nodes[t->nodes[0].first_child + k].action == action)
                    child = t->nodes[0].first_child + k;
        if (child >= 0 && t->nodes[child].played > 0) {
            reroot(t, child);
        } else {
            free(t->nodes);
            memset(t, 0, sizeof *t);
        }
    }
    g->cls->apply(g, gp->root_state, action);
    gp->last_point = action < GO_ACT_PASS ? (int)action : -1;
}

static bool stats(const tb_player *p, tb_search_stats *out)
{
    const go_player *gp = p->impl;
    if (gp->chosen)
        *out = gp->last;
    return gp->chosen;
}

bool go_player_set_seconds(tb_player *p, double seconds)
{
    if (p->kind != &tb_player_go || seconds < 0)
        return false;
    go_player *gp = p->impl;
    gp->seconds = seconds;
    return true;
}

static void destroy(tb_player *p)
{
    go_player *gp = p->impl;
    if (!gp)
        return;
    for (int i = 0; i < MAX_THREADS; i++)
        free(gp->trees[i].nodes);
    free(gp->root_state);
    free(gp);
}

static const tb_option_def params[] = {
    {"time", "1s", "thinking time per move (2s, 500ms; 0 = no limit, then iterations)"},
    {"iterations", "0", "playouts per move over all threads (0 = no limit)"},
    {"threads", "2", "search threads, 1 to 8 (separate trees, visits added)"},
    {"resign", "0.05", "resign when the best move wins less often than this (0 = never)"},
    {NULL, NULL, NULL}};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"thinking time per move (2s, 500ms; 0 = no limit, then iterations)",
     "tempo para pensar cada lance (2s, 500ms; 0 = sem limite, e então iterations)"},
    {"playouts per move over all threads (0 = no limit)",
     "partidas simuladas por lance, somando todas as threads (0 = sem limite)"},
    {"search threads, 1 to 8 (separate trees, visits added)",
     "threads de pesquisa, de 1 a 8 (árvores separadas, visitas somadas)"},
    {"resign when the best move wins less often than this (0 = never)",
     "desiste quando o melhor lance ganha menos vezes do que isto (0 = nunca)"},
    {NULL, NULL},
};


const tb_player_kind tb_player_go = {
    .name = "go",
    .label = "Go search (MCTS with RAVE)",
    .label_pt = "pesquisa de Go (MCTS com RAVE)",
    .help_pt = "família Go: MCTS com RAVE e partidas simuladas próprias do Go (time=1s, threads=2)",
    .params_pt = params_pt,
    .help = "Go family: MCTS with RAVE and Go-aware playouts (time=1s, threads=2)",
    .create = create,
    .choose = choose,
    .observe = observe,
    .destroy = destroy,
    .params = params,
    .stats = stats,
};
