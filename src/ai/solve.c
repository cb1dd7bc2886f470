/* The exact solver (see include/tabula/solve.h): alpha-beta to the end of the game with a
 * transposition table, values from the point of view of the player to move at the root
 * (maximising where he or a partner of his is to move, minimising elsewhere, so multi-action
 * turns need no sign juggling and a game of two teams is the two-sided game it is). With more
 * than two sides it is paranoid: the others are taken as one coalition, so a win is a win
 * against anything they do, and a loss means only that together they could force it.
 *
 * Values are integers: result * W, plus the score difference for scored games. A first pass
 * finds the result alone with the tightest window [-W, W], so that finding a win cuts; for a
 * scored game a second pass finds the exact score inside that result.
 *
 * Remoteness (limits.remoteness) is one more pass in "distance" mode: a won or lost value
 * moves one step towards 0 for every turn it is passed up (W - d: a win in d turns), so the
 * winner's maximum is the fastest win and the loser's the slowest loss. Values stay relative
 * to their node, so the table keeps working; a child's window is one step wider. */
#include "tabula/solve.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/budget.h"
#include "core/table_size.h"

/* Values are integers in thousandths of a score point, so that a table entry can pack one. */
typedef int64_t value_t;
#define W ((value_t)1000000000000)   /* weight of the result over the score difference */
#define SPREAD ((value_t)100000000000) /* bound on score differences (1e8 points) */
#define MILLI 1000.0                  /* value units per score point */

/* The search recurses once per action: a line longer than MAX_DEPTH (endless games without
 * a move cap: a lamb running from the tigers) stops the search at the limit instead of
 * overflowing the stack (8 MiB, a sanitizer's frames of about 1 KiB). */
enum { MAX_DEPTH = 4000, HISTORY = 1 << 14 };
enum { BOUND_EXACT = 1, BOUND_LOWER = 2, BOUND_UPPER = 3 };

/* A table entry in 16 bytes: 42 bits of the key checked (32 here, 10 in `packed`, besides
 * the bits that chose the bucket), the move, and in `packed` the value (44 bits), the work
 * below the position (log2 of its subtree's positions: what replacement keeps), the pass and
 * the bound. Four entries make a bucket of one cache line. */
typedef struct entry {
    uint32_t check;
    tb_action move;
    uint64_t packed;
} entry;
enum { BUCKET = 4, VALUE_SHIFT = 20 };

typedef struct frame {
    void *state;
    tb_action *moves;
    uint32_t *order;
    uint64_t key;
    tb_action killer[2]; /* the last two moves that cut at this ply */
} frame;

typedef struct solver {
    const tb_game *g;
    int root;
    int root_team; /* partners (the game's team hook) maximise with the root player */
    bool use_scores, saw_scores, repetition, stop, oom;
    bool too_deep; /* a line reached MAX_DEPTH actions */
    bool distance; /* remoteness pass: values W - d, -W + d */
    uint8_t pass;  /* entries of earlier passes are ignored (cheaper than clearing the table) */
    bool killers; /* the two killer moves of each ply come after the tactical ones */
    bool order;   /* moves ordered by the game's solve_order estimate of their positions */
    bool etc;     /* enhanced transposition cutoffs: the children's entries before searching */
    entry *tt;
    size_t mask; /* buckets - 1 */
    frame **frames;
    int num_frames, cap_frames;
    uint64_t nodes, max_nodes;
    double start, deadline, next_progress;
    const volatile sig_atomic_t *cancel;
    const tb_solve_limits *limits; /* never NULL */
    uint32_t history[TB_MAX_PLAYERS][HISTORY];
} solver;

static frame *frame_at(solver *s, int ply)
{
    if (ply < s->num_frames)
        return s->frames[ply];
    if (ply >= s->cap_frames) {
        int cap = s->cap_frames ? s->cap_frames * 2 : 64;
        frame **fs = realloc(s->frames, sizeof *fs * (size_t)cap);
        if (!fs)
            return NULL;
        s->frames = fs;
        s->cap_frames = cap;
    }
    const tb_game *g = s->g;
    frame *f = calloc(1, sizeof *f);
    if (f) {
        f->state = malloc(g->state_size);
        f->moves = malloc(sizeof *f->moves * (size_t)g->max_actions);
        f->order = malloc(sizeof *f->order * (size_t)g->max_actions);
    }
    if (!f || !f->state || !f->moves || !f->order) {
        if (f) {
            free(f->state);
            free(f->moves);
            free(f->order);
        }
        free(f);
        return NULL;
    }
    s->frames[s->num_frames++] = f;
    return f;
}

static value_t terminal_value(solver *s, const tb_outcome *o)
{
    value_t v = (value_t)o->result[s->root] * W;
    if (o->scored) {
        s->saw_scores = true;
        if (s->use_scores) {
            double other = -1e300;
            for (int p = 0; p < s->g->num_players; p++)
                if (tb_game_team(s->g, p) != s->root_team && o->score[p] > other)
                    other = o->score[p];
            v += (value_t)llround((o->score[s->root] - other) * MILLI);
        }
    } else if (s->use_scores) {
        /* an end without a score in a scored game (a resignation) is the widest margin for
         * its winner: a loser who resigned would otherwise "save" points (Go: "+0" for a
         * win, the loser resigning before the count) */
        v += (value_t)o->result[s->root] * (SPREAD - MILLI);
    }
    return v;
}

static uint64_t key_of(const tb_game *g, const void *state)
{
    return g->cls->symmetric_hash ? g->cls->symmetric_hash(g, state) : tb_game_hash(g, state);
}

static entry *bucket_of(solver *s, uint64_t key)
{
    return &s->tt[(key & s->mask) * BUCKET];
}

static uint64_t check_bits(uint64_t packed)
{
    return packed >> 10 & 0x3FF;
}

/* The entry of `key` written in this pass, or NULL. */
static const entry *probe(const solver *s, uint64_t key)
{
    const entry *b = &s->tt[(key & s->mask) * BUCKET];
    for (int i = 0; i < BUCKET; i++)
        if (b[i].packed && b[i].check == (uint32_t)(key >> 32) &&
            check_bits(b[i].packed) == (key >> 22 & 0x3FF) &&
            (b[i].packed >> 2 & 3) == s->pass)
            return &b[i];
    return NULL;
}

static value_t value_in(const entry *e)
{
    return (value_t)e->packed >> VALUE_SHIFT; /* arithmetic: the sign comes back */
}

static int bound_in(const entry *e)
{
    return (int)(e->packed & 3);
}

/* Writes over the key's own entry, else over one of an earlier pass, else over the entry
 * with the least work below it. */
static void store(solver *s, uint64_t key, value_t v, tb_action move, int bound, uint64_t work)
{
    entry *b = bucket_of(s, key), *victim = NULL;
    uint64_t check10 = key >> 22 & 0x3FF;
    int least = 99;
    for (int i = 0; i < BUCKET; i++) {
        entry *e = &b[i];
        int w = (e->packed & 3) && (e->packed >> 2 & 3) == s->pass ? (int)(e->packed >> 4 & 63)
                                                                   : -1;
        if (w >= 0 && e->check == (uint32_t)(key >> 32) && check_bits(e->packed) == check10) {
            victim = e;
            break;
        }
        if (w < least) {
            least = w;
            victim = e;
        }
    }
    int log_work = work ? 64 - __builtin_clzll(work) : 0;
    victim->check = (uint32_t)(key >> 32);
    victim->move = move;
    victim->packed = (uint64_t)v << VALUE_SHIFT | check10 << 10 |
                     (uint64_t)(log_work > 63 ? 63 : log_work) << 4 | (uint64_t)s->pass << 2 |
                     (uint64_t)bound;
}

static uint32_t *history_slot(solver *s, int player, tb_action a)
{
    return &s->history[player][(a * 2654435761u) >> 18];
}

/* True when the position at `ply` already occurs on the line from the root. */
static bool repeats(solver *s, int ply)
{
    const frame *f = s->frames[ply];
    for (int i = ply - 1; i >= 0; i--) {
        const frame *a = s->frames[i];
        if (a->key == f->key && memcmp(a->state, f->state, s->g->state_size) == 0)
            return true;
    }
    return false;
}

/* Every 1024 positions: the clock, the cancel flag, progress. True to stop. */
static bool checkpoint(solver *s)
{
    if (s->cancel && *s->cancel)
        return true;
    if (!s->deadline && !s->limits->progress)
        return false;
    double now = tb_clock_seconds();
    if (s->limits->progress && now >= s->next_progress) {
        s->limits->progress(s->limits->progress_context, s->nodes, now - s->start);
        s->next_progress = now + 1.0;
    }
    return s->deadline > 0 && now >= s->deadline;
}

/* A won or lost value one turn further from the end. */
static value_t one_turn_back(value_t v)
{
    return v > W / 2 ? v - 1 : v < -W / 2 ? v + 1 : v;
}

/* Whether the action that led to `state` ended its player's turn. */
static bool turn_over(const tb_game *g, const void *state)
{
    return !g->cls->mid_turn || !g->cls->mid_turn(g, state);
}

/* Enhanced transposition cutoff: a child whose entry already refutes the window. */
static bool child_cutoff(solver *s, frame *f, frame *child, int n, bool maximise, value_t alpha,
                         value_t beta, value_t *v, tb_action *move)
{
    const tb_game *g = s->g;
    for (int i = 0; i < n; i++) {
        memcpy(child->state, f->state, g->state_size);
        g->cls->apply(g, child->state, f->moves[i]);
        const entry *e = probe(s, key_of(g, child->state));
        if (!e)
            continue;
        value_t cv = value_in(e);
        int bound = bound_in(e);
        if (maximise && bound != BOUND_UPPER && cv >= beta) {
            *v = cv;
            *move = f->moves[i];
            return true;
        }
        if (!maximise && bound != BOUND_LOWER && cv <= alpha) {
            *v = cv;
            *move = f->moves[i];
            return true;
        }
    }
    return false;
}

/* The value of frames[ply]->state; *path_dependent is set when it rests on a repetition. */
static value_t search(solver *s, int ply, value_t alpha, value_t beta, bool *path_dependent)
{
    const tb_game *g = s->g;
    frame *f = s->frames[ply];
    *path_dependent = false;
    uint64_t nodes0 = s->nodes++;
    if ((s->max_nodes && s->nodes > s->max_nodes) || ((s->nodes & 1023) == 0 && checkpoint(s)))
        s->stop = true;
    if (s->stop)
        return 0;
    tb_outcome o;
    g->cls->outcome(g, f->state, &o);
    if (o.over)
        return terminal_value(s, &o);
    f->key = key_of(g, f->state);
    if (repeats(s, ply)) {
        s->repetition = true;
        *path_dependent = true;
        return 0;
    }
    const entry *e = probe(s, f->key);
    tb_action tt_move = 0;
    if (e) {
        value_t v = value_in(e);
        int bound = bound_in(e);
        if (bound == BOUND_EXACT || (bound == BOUND_LOWER && v >= beta) ||
            (bound == BOUND_UPPER && v <= alpha))
            return v;
        tt_move = e->move;
    }
    tb_result known;
    if (!s->distance && g->cls->decided && g->cls->decided(g, f->state, &known)) {
        /* the remoteness pass searches on: a closed form gives the result, not the distance */
        bool own = tb_game_team(g, g->cls->to_move(g, f->state)) == s->root_team;
        value_t v = (value_t)(own ? known : -known) * W;
        store(s, f->key, v, 0, BOUND_EXACT, 1);
        return v;
    }
    frame *child = ply + 1 < MAX_DEPTH ? frame_at(s, ply + 1) : NULL;
    if (!child) {
        s->oom = ply + 1 < MAX_DEPTH;
        s->too_deep = !s->oom;
        s->stop = true;
        return 0;
    }
    int player = g->cls->to_move(g, f->state);
    bool maximise = tb_game_team(g, player) == s->root_team;
    int n = g->cls->legal(g, f->state, f->moves);
    if (s->etc && !s->distance) {
        value_t v;
        tb_action m;
        if (child_cutoff(s, f, child, n, maximise, alpha, beta, &v, &m))
            return v; /* not stored: the child's entry holds it */
    }
    /* The table's move, then the game's tactical actions (winning moves, captures), then
     * the two killers of this ply, then history: a refutation found first makes proofs
     * cheap. A game without a tactical hook but with an evaluation has its moves ordered by
     * the evaluation instead of history (Gatos & Cães 4x5: 11 times fewer positions); where
     * the forcing moves are listed, the evaluation added little or cost more than it saved
     * (Semáforo: 4 times more). A game may give an estimate for the solver alone
     * (solve_order), used the same way. */
    int nt = g->cls->tactical ? g->cls->tactical(g, f->state, child->moves) : 0;
    bool by_value = !g->cls->tactical && (g->cls->evaluate || s->order);
    for (int i = 0; i < n; i++) {
        int t = 0;
        while (t < nt && child->moves[t] != f->moves[i])
            t++;
        uint32_t h = *history_slot(s, player, f->moves[i]);
        if (by_value) { /* the mover's evaluation of the position after the move */
            memcpy(child->state, f->state, g->state_size);
            g->cls->apply(g, child->state, f->moves[i]);
            int score = 0;
            if (s->order)
                g->cls->solve_order(g, child->state, player, &score);
            else
                score = g->cls->evaluate(g, child->state, player);
            long v = (long)score + (1L << 29);
            h = v < 0 ? 0 : v > UINT32_MAX / 4 ? UINT32_MAX / 4 : (uint32_t)v;
        } else if (h > UINT32_MAX / 4) {
            h = UINT32_MAX / 4;
        }
        uint32_t killer = f->moves[i] == f->killer[0]   ? UINT32_MAX / 2 + 2
                          : f->moves[i] == f->killer[1] ? UINT32_MAX / 2 + 1
                                                        : 0;
        f->order[i] = e && f->moves[i] == tt_move ? UINT32_MAX
                      : t < nt                    ? UINT32_MAX - 1 - (uint32_t)t
                      : killer && !by_value && s->killers ? killer
                                                  : h;
    }
    value_t a0 = alpha, b0 = beta, best = maximise ? -2 * W : 2 * W;
    tb_action best_move = n ? f->moves[0] : 0;
    bool dependent = false;
    for (int i = 0; i < n; i++) {
        int b = i; /* selection sort: cutoffs usually come early */
        for (int j = i + 1; j < n; j++)
            if (f->order[j] > f->order[b])
                b = j;
        tb_action a = f->moves[b];
        f->moves[b] = f->moves[i];
        f->order[b] = f->order[i];
        f->moves[i] = a;
        memcpy(child->state, f->state, g->state_size);
        g->cls->apply(g, child->state, a);
        bool dep;
        value_t v = s->distance ? search(s, ply + 1, alpha - 1, beta + 1, &dep)
                                : search(s, ply + 1, alpha, beta, &dep);
        if (s->stop)
            return 0;
        if (s->distance && turn_over(g, child->state))
            v = one_turn_back(v);
        dependent |= dep;
        if (maximise ? v > best : v < best) {
            best = v;
            best_move = a;
        }
        if (maximise && v > alpha)
            alpha = v;
        if (!maximise && v < beta)
            beta = v;
        if (alpha >= beta) {
            *history_slot(s, player, a) += 1;
            if (f->killer[0] != a) {
                f->killer[1] = f->killer[0];
                f->killer[0] = a;
            }
            break;
        }
    }
    *path_dependent = dependent;
    if (!dependent)
        store(s, f->key, best, best_move,
              best <= a0 ? BOUND_UPPER : best >= b0 ? BOUND_LOWER : BOUND_EXACT,
              s->nodes - nodes0);
    return best;
}

/* The value of the root move `a` (state in frames[0]), or whether it reaches `target`. */
static value_t child_value(solver *s, tb_action a, value_t alpha, value_t beta)
{
    frame *root = s->frames[0], *child = s->frames[1];
    memcpy(child->state, root->state, s->g->state_size);
    s->g->cls->apply(s->g, child->state, a);
    bool dep;
    value_t v = search(s, 1, alpha, beta, &dep);
    return s->distance && turn_over(s->g, child->state) ? one_turn_back(v) : v;
}

static tb_result result_of(value_t v)
{
    return v > W / 2 ? TB_WIN : v < -W / 2 ? TB_LOSS : TB_DRAW;
}

static int remoteness_of(value_t v)
{
    return v > W / 2 || v < -W / 2 ? (int)(W - (v > 0 ? v : -v)) : -1;
}

static int by_value_desc(const void *a, const void *b)
{
    value_t x = *(const value_t *)a, y = *(const value_t *)b;
    return (x < y) - (x > y);
}

/* The remoteness pass: the root's value in distance mode, then every root move's exact
 * value, best first. False when a limit stopped it (the result stands without it). */
static bool remoteness_pass(solver *s, value_t v, tb_solve_result *r)
{
    frame *root = s->frames[0];
    int n = s->g->cls->legal(s->g, root->state, root->moves);
    struct scored_move {
        value_t value;
        tb_action action;
    } *all = malloc(sizeof *all * (size_t)(n ? n : 1));
    if (!all)
        return false;
    s->pass++; /* values change meaning */
    s->distance = true;
    bool dep;
    value_t d = v > W / 2   ? search(s, 0, W / 2, W + 1, &dep)
               : v < -W / 2 ? search(s, 0, -W - 1, -W / 2, &dep)
                            : 0;
    for (int i = 0; i < n && !s->stop; i++) {
        all[i].action = root->moves[i];
        all[i].value = child_value(s, root->moves[i], -W - 2, W + 2);
    }
    r->moves = s->stop ? NULL : malloc(sizeof *r->moves * (size_t)(n ? n : 1));
    if (!r->moves) {
        free(all);
        return false;
    }
    qsort(all, (size_t)n, sizeof *all, by_value_desc); /* value first in the struct */
    for (int i = 0; i < n; i++)
        r->moves[i] = (tb_solve_move){.action = all[i].action,
                                      .value = result_of(all[i].value),
                                      .remoteness = remoteness_of(all[i].value)};
    r->num_moves = n;
    r->remoteness = remoteness_of(d);
    free(all);
    return true;
}

bool tb_solve(const tb_game *g, const void *state, const tb_solve_limits *limits,
              tb_solve_result *r)
{
    double start = tb_clock_seconds();
    memset(r, 0, sizeof *r);
    r->status = TB_SOLVE_NO_MEMORY;
    r->player = g->cls->to_move(g, state);
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    if (o.over) { /* nothing to choose: the game's own verdict */
        r->status = TB_SOLVED;
        r->value = o.result[r->player];
        r->scored = o.scored;
        solver tmp = {.g = g, .root = r->player, .use_scores = true};
        r->score = o.scored ? (double)(terminal_value(&tmp, &o) - (value_t)r->value * W) / MILLI : 0;
        r->remoteness = r->value == TB_DRAW || o.scored ? -1 : 0;
        r->positions = 1;
        r->seconds = tb_clock_seconds() - start;
        return true;
    }
    solver *s = calloc(1, sizeof *s);
    if (!s)
        return false;
    s->g = g;
    s->root = r->player;
    s->root_team = tb_game_team(g, r->player);
    s->max_nodes = limits ? limits->max_positions : 0;
    s->deadline = limits && limits->max_seconds > 0 ? start + limits->max_seconds : 0;
    static const tb_solve_limits none = {0};
    s->limits = limits ? limits : &none;
    s->cancel = s->limits->cancel;
    s->start = start;
    s->next_progress = start + 1.0;
    size_t mb = limits && limits->table_mb ? limits->table_mb : 64;
    size_t buckets = tb_table_entries(mb, BUCKET * sizeof(entry));
    s->tt = calloc(buckets * BUCKET, sizeof(entry));
    s->mask = buckets - 1;
    s->etc = true;
    /* Killers where history alone orders the moves: Domineering 5x5, 30% fewer positions;
     * Semáforo, whose tactical moves come first, 40% more. */
    /* Domineering ordered by its counts of possible and safe moves (solve_order): 6x6, 5x6 and
     * 5x5 with either player first, 5.5 times fewer positions than by history and killers. */
    int unused_score;
    s->order = !g->cls->tactical && g->cls->solve_order &&
               g->cls->solve_order(g, state, r->player, &unused_score);
    s->killers = !g->cls->tactical && !g->cls->evaluate && !s->order;
    frame *root = s->tt ? frame_at(s, 0) : NULL;
    if (!root || !frame_at(s, 1))
        goto done;
    memcpy(root->state, state, g->state_size);
    root->key = key_of(g, state);

    bool dep;
    value_t v = search(s, 0, -W, W, &dep); /* the result alone */
    if (!s->stop && s->saw_scores) {
        s->pass++; /* values change meaning */
        s->use_scores = true;
        v = search(s, 0, v - SPREAD, v + SPREAD, &dep);
    }
    /* Every root move whose value reaches v (none exceeds it). */
    int n = s->stop ? 0 : g->cls->legal(g, state, root->moves);
    r->best = malloc(sizeof *r->best * (size_t)(n ? n : 1));
    if (!r->best)
        s->oom = s->stop = true;
    for (int i = 0; i < n && !s->stop; i++)
        if (child_value(s, root->moves[i], v - 1, v) >= v)
            r->best[r->num_best++] = root->moves[i];
    r->remoteness = -1;
    if (!s->stop) {
        r->status = TB_SOLVED;
        r->value = result_of(v);
        r->scored = s->saw_scores;
        r->score = s->saw_scores ? (double)(v - (value_t)r->value * W) / MILLI : 0;
        if (s->limits->remoteness && !s->saw_scores && !remoteness_pass(s, v, r)) {
            free(r->moves);
            r->moves = NULL;
            r->num_moves = 0;
            r->remoteness = -1;
            s->oom = false; /* the result stands; only the remoteness did not fit */
        }
    } else {
        r->status = s->oom ? TB_SOLVE_NO_MEMORY : TB_SOLVE_LIMIT;
        r->num_best = 0;
    }
    r->repetition = s->repetition;
    r->too_deep = s->too_deep;
done:
    r->positions = s->nodes;
    r->seconds = tb_clock_seconds() - start;
    for (int i = 0; i < s->num_frames; i++) {
        free(s->frames[i]->state);
        free(s->frames[i]->moves);
        free(s->frames[i]->order);
        free(s->frames[i]);
    }
    free(s->frames);
    free(s->tt);
    free(s);
    return r->status == TB_SOLVED;
}

void tb_solve_result_free(tb_solve_result *r)
{
    free(r->best);
    free(r->moves);
    r->best = NULL;
    r->moves = NULL;
    r->num_best = r->num_moves = 0;
}
