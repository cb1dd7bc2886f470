/* The `ab` player: alpha-beta with iterative deepening and a transposition table.
 *
 * Values are always from the point of view of the player who is choosing (the root
 * player): a node maximises when the root player is to move there and minimises otherwise.
 * This is negamax with the sign changed only when the side to move changes, so a
 * multi-action turn (to_move unchanged after an action) keeps maximising. Partners (the
 * game's team hook: they share the result) maximise with the root player, so a game of two
 * teams is searched exactly as the two-sided zero-sum game it is. With more than two sides
 * it is the paranoid simplification: every other side is assumed to play against the root
 * player's.
 *
 * Depth counts actions, not turns. Leaves take the game's evaluate hook (centi-units for the
 * root player); without it, mobility (own minus other's legal actions, when the game has
 * legal_for) or 0. When the game has a tactical hook, a quiescence search goes on from the
 * leaves through its actions (captures, promotions) until the position is quiet.
 *
 * Move ordering: the table's move, the tactical actions, two killers per ply, then history.
 * Principal variation search (null windows after the first move, re-searched when they
 * succeed), late-move reductions of quiet moves, and aspiration windows at the root. None of
 * these assumes that the player to move alternates: they only need the root player's
 * minimax, so multi-action turns and the paranoid many-player case keep working. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/budget.h"
#include "core/table_size.h"
#include "tabula/family.h"
#include "tabula/player.h"

enum {
    MAX_PLY = 256,
    MATE = 1000000,            /* a win at ply p scores MATE - p */
    WON = MATE - 10 * MAX_PLY, /* |v| >= WON: a forced result, not a heuristic */
    INF = MATE + 1,
    HISTORY = 1 << 16,
};

enum { BOUND_EXACT = 1, BOUND_LOWER = 2, BOUND_UPPER = 3 };

typedef struct tt_entry {
    uint64_t key;
    int32_t value;
    tb_action move;
    int16_t depth;
    uint8_t bound;
    uint8_t has_move;
} tt_entry;

typedef struct frame {
    void *state;
    tb_action *moves;
    int *order;          /* ordering scores of moves[] */
    tb_action *tactical; /* the tactical hook's actions here */
    bool after_null;     /* reached by a null move: no second one in a row */
} frame;

/* Ordering scores, highest first; history scores stay below QUIET_TOP. */
enum {
    ORDER_TT = 1 << 30,
    ORDER_TACTICAL = 1 << 29, /* minus the index in the tactical list: keeps the game's order */
    ORDER_KILLER = 1 << 28,   /* and ORDER_KILLER - 1 for the second killer */
    QUIET_TOP = ORDER_KILLER - 2,
    QUIESCE_PLIES = 32, /* a bound on a quiescence line, against games with endless tactics */
};

typedef struct ab {
    const tb_game *g;
    int max_depth;
    double seconds;
    bool use_quiesce, info;
    int lmr; /* late-move reductions: 0 none, 1 moderate, 2 aggressive, 3 logarithmic */
    int8_t log_reduction[64][64]; /* lmr 3: by depth and move index, both capped at 63 */
    int window; /* aspiration half-width at the root, 0 = none */
    int margin; /* futility margin per action of depth, 0 = none */
    int null_r; /* null-move reduction, 0 = no null moves */
    tt_entry *tt;
    size_t tt_mask;
    int root;        /* the player choosing */
    int root_team;   /* his side: partners maximise with him */
    uint64_t salt;   /* mixed into keys: values depend on the root player */
    double deadline; /* 0: none */
    bool stop;
    uint64_t nodes;
    tb_action root_best; /* of the last root search */
    tb_action killer[MAX_PLY][2];
    uint32_t history[TB_MAX_PLAYERS][HISTORY];
    frame frames[MAX_PLY + 1];
} ab;

static bool frame_ready(ab *s, int ply)
{
    frame *f = &s->frames[ply];
    if (f->state)
        return true;
    const tb_game *g = s->g;
    f->state = malloc(g->state_size);
    f->moves = malloc(sizeof *f->moves * (size_t)g->max_actions);
    f->order = malloc(sizeof *f->order * (size_t)g->max_actions);
    f->tactical = malloc(sizeof *f->tactical * (size_t)g->max_actions);
    if (f->state && f->moves && f->order && f->tactical)
        return true;
    free(f->state);
    free(f->moves);
    free(f->order);
    free(f->tactical);
    memset(f, 0, sizeof *f);
    return false;
}

/* Value of a finished game for the root player, preferring quick wins and slow losses. */
static int terminal_value(const ab *s, const tb_outcome *o, int ply)
{
    tb_result r = o->result[s->root];
    return r == TB_WIN ? MATE - ply : r == TB_LOSS ? -(MATE - ply) : 0;
}

static int evaluate(ab *s, const void *state)
{
    const tb_game *g = s->g;
    int v = 0;
    if (g->cls->evaluate) {
        v = g->cls->evaluate(g, state, s->root);
    } else if (g->cls->legal_for && g->num_players == 2) {
        frame *scratch = &s->frames[MAX_PLY];
        v = 10 * (g->cls->legal_for(g, state, s->root, scratch->moves) -
                  g->cls->legal_for(g, state, 1 - s->root, scratch->moves));
    }
    return v > WON - 1 ? WON - 1 : v < -(WON - 1) ? -(WON - 1) : v;
}

static bool out_of_time(ab *s)
{
    if ((++s->nodes & 1023) == 0 && s->deadline > 0 && tb_clock_seconds() >= s->deadline)
        s->stop = true;
    return s->stop;
}

/* Quiescence: the static value, unless the tactical actions improve on it for the player to
 * move. Standing pat (taking the static value) assumes the player could make a quiet move
 * instead; when the tactical hook lists every legal action (a chess player in check whose
 * hook lists the evasions, a forced capture), there is no such move and all are searched.
 * The outcome of the position at `ply` has been checked by the caller. */
static int quiesce(ab *s, int ply, int qply, int alpha, int beta)
{
    const tb_game *g = s->g;
    frame *f = &s->frames[ply];
    int stand = evaluate(s, f->state);
    if (!s->use_quiesce || !g->cls->tactical || qply >= QUIESCE_PLIES || ply >= MAX_PLY - 1 ||
        !frame_ready(s, ply + 1))
        return stand;
    int n = g->cls->tactical(g, f->state, f->moves);
    if (n == 0)
        return stand;
    bool maximise = tb_game_team(g, g->cls->to_move(g, f->state)) == s->root_team;
    bool may_stand = n < g->cls->legal(g, f->state, s->frames[MAX_PLY].moves);
    int best = maximise ? -INF : INF;
    if (may_stand) {
        best = stand;
        if (maximise ? stand >= beta : stand <= alpha)
            return stand;
        if (maximise && stand > alpha)
            alpha = stand;
        if (!maximise && stand < beta)
            beta = stand;
    }
    frame *child = &s->frames[ply + 1];
    for (int i = 0; i < n; i++) {
        if (out_of_time(s))
            return 0;
        memcpy(child->state, f->state, g->state_size);
        g->cls->apply(g, child->state, f->moves[i]);
        tb_outcome o;
        g->cls->outcome(g, child->state, &o);
        int v =
            o.over ? terminal_value(s, &o, ply + 1) : quiesce(s, ply + 1, qply + 1, alpha, beta);
        if (s->stop)
            return 0;
        if (maximise ? v > best : v < best)
            best = v;
        if (maximise && v > alpha)
            alpha = v;
        if (!maximise && v < beta)
            beta = v;
        if (alpha >= beta)
            break;
    }
    return best;
}

/* Table values of forced results are stored relative to the node (plies to the end). */
static int to_table(int v, int ply)
{
    return v >= WON ? v + ply : v <= -WON ? v - ply : v;
}
static int from_table(int v, int ply)
{
    return v >= WON ? v - ply : v <= -WON ? v + ply : v;
}

static uint32_t *history_slot(ab *s, int player, tb_action a)
{
    return &s->history[player][(a * 2654435761u) >> 16];
}

/* Orders moves[0..n): the table move, the tactical actions (in the game's order), killers,
 * then history. */
static void score_moves(ab *s, int ply, int n, int player, bool has_tt, tb_action tt_move)
{
    const tb_game *g = s->g;
    frame *f = &s->frames[ply];
    int nt = g->cls->tactical ? g->cls->tactical(g, f->state, f->tactical) : 0;
    for (int i = 0; i < n; i++) {
        tb_action a = f->moves[i];
        int t = 0;
        while (t < nt && f->tactical[t] != a)
            t++;
        if (has_tt && a == tt_move)
            f->order[i] = ORDER_TT;
        else if (t < nt)
            f->order[i] = ORDER_TACTICAL - t;
        else if (a == s->killer[ply][0])
            f->order[i] = ORDER_KILLER;
        else if (a == s->killer[ply][1])
            f->order[i] = ORDER_KILLER - 1;
        else {
            uint32_t h = *history_slot(s, player, a) >> 1;
            f->order[i] = h > QUIET_TOP ? QUIET_TOP : (int)h;
        }
    }
}

/* Brings the best-ordered of moves[i..n) to position i. */
static void pick(frame *f, int i, int n)
{
    int b = i;
    for (int j = i + 1; j < n; j++)
        if (f->order[j] > f->order[b])
            b = j;
    tb_action a = f->moves[i];
    int o = f->order[i];
    f->moves[i] = f->moves[b];
    f->order[i] = f->order[b];
    f->moves[b] = a;
    f->order[b] = o;
}

static void reward_cutoff(ab *s, int ply, int player, tb_action a, int depth)
{
    if (s->killer[ply][0] != a) {
        s->killer[ply][1] = s->killer[ply][0];
        s->killer[ply][0] = a;
    }
    uint32_t *h = history_slot(s, player, a);
    *h += (uint32_t)(depth * depth);
    if (*h > (1u << 28))
        for (int p = 0; p < TB_MAX_PLAYERS; p++)
            for (int i = 0; i < HISTORY; i++)
                s->history[p][i] >>= 1;
}

/* Late-move reduction of the i-th move (0-based) searched at `depth`: quiet moves late in
 * the order are searched one action shallower (two when very late and deep), and searched
 * again at full depth if they turn out better than expected. */
static int reduction(const ab *s, int i, int depth, int order)
{
    if (!s->lmr || depth < 3 || i < 3 || order >= ORDER_KILLER - 1)
        return 0;
    int r = s->lmr == 1   ? 1 + (i >= 8) + (depth >= 8 && i >= 16)
            : s->lmr == 2 ? 1 + (i >= 5) + (depth >= 6 && i >= 10) + (depth >= 9 && i >= 20)
                          : s->log_reduction[depth < 63 ? depth : 63][i < 63 ? i : 63];
    return r < depth - 1 ? r : depth - 1;
}

static int search(ab *s, int ply, int depth, int alpha, int beta)
{
    const tb_game *g = s->g;
    frame *f = &s->frames[ply];
    if (out_of_time(s))
        return 0;
    tb_outcome o;
    g->cls->outcome(g, f->state, &o);
    if (o.over)
        return terminal_value(s, &o, ply);
    if (depth <= 0 || ply >= MAX_PLY - 1 || !frame_ready(s, ply + 1))
        return quiesce(s, ply, 0, alpha, beta);

    uint64_t key = tb_game_hash(g, f->state) ^ s->salt;
    tt_entry *e = &s->tt[key & s->tt_mask];
    bool has_tt = e->key == key && e->bound && e->has_move;
    tb_action tt_move = has_tt ? e->move : 0;
    if (ply > 0 && e->key == key && e->bound && e->depth >= depth) {
        int v = from_table(e->value, ply);
        if (e->bound == BOUND_EXACT || (e->bound == BOUND_LOWER && v >= beta) ||
            (e->bound == BOUND_UPPER && v <= alpha))
            return v;
    }

    int player = g->cls->to_move(g, f->state);
    bool maximise = tb_game_team(g, player) == s->root_team;
    /* Reverse futility: in a null-window node near the leaves, a static value beyond the
     * bound by a margin per remaining action is taken as the node's value. */
    if (s->margin > 0 && depth <= 3 && beta - alpha == 1 && alpha > -WON && beta < WON) {
        int v = evaluate(s, f->state), m = s->margin * depth;
        if (maximise ? v - m >= beta : v + m <= alpha)
            return v;
    }
    frame *child = &s->frames[ply + 1];
    /* Null-move pruning: if the player to move could pass and still be beyond the bound in a
     * shallower search, a real move would be too (the game's hook refuses where zugzwang is
     * likely). */
    if (s->null_r > 0 && g->cls->null_move && ply > 0 && depth >= 3 && !f->after_null &&
        beta - alpha == 1 && alpha > -WON && beta < WON) {
        int v = evaluate(s, f->state);
        memcpy(child->state, f->state, g->state_size);
        if ((maximise ? v >= beta : v <= alpha) && g->cls->null_move(g, child->state)) {
            int r = s->null_r + (depth >= 7);
            child->after_null = true;
            v = search(s, ply + 1, depth - 1 - r, alpha, beta);
            child->after_null = false;
            if (s->stop)
                return 0;
            if (maximise ? v >= beta : v <= alpha)
                return maximise ? (v >= WON ? beta : v) : (v <= -WON ? alpha : v);
        }
    }
    int n = g->cls->legal(g, f->state, f->moves);
    score_moves(s, ply, n, player, has_tt, tt_move);
    int a0 = alpha, b0 = beta, best = maximise ? -INF : INF;
    tb_action best_move = f->moves[0];
    for (int i = 0; i < n; i++) {
        pick(f, i, n);
        tb_action a = f->moves[i];
        memcpy(child->state, f->state, g->state_size);
        g->cls->apply(g, child->state, a);
        int v;
        if (i == 0) {
            v = search(s, ply + 1, depth - 1, alpha, beta);
        } else {
            /* A null window on the side of the bound this node moves: the move is only
             * interesting if it beats the best so far. */
            int lo = maximise ? alpha : beta - 1, hi = lo + 1;
            int r = reduction(s, i, depth, f->order[i]);
            v = search(s, ply + 1, depth - 1 - r, lo, hi);
            if (r > 0 && !s->stop && (maximise ? v > lo : v < hi))
                v = search(s, ply + 1, depth - 1, lo, hi);
            if (!s->stop && v > alpha && v < beta)
                v = search(s, ply + 1, depth - 1, alpha, beta);
        }
        if (s->stop)
            return 0;
        if (maximise ? v > best : v < best) {
            best = v;
            best_move = a;
        }
        if (maximise && v > alpha)
            alpha = v;
        if (!maximise && v < beta)
            beta = v;
        if (alpha >= beta) {
            reward_cutoff(s, ply, player, a, depth);
            break;
        }
    }
    if (ply == 0)
        s->root_best = best_move;
    e->key = key;
    e->value = to_table(best, ply);
    e->depth = (int16_t)depth;
    e->move = best_move;
    e->has_move = 1;
    e->bound = best <= a0 ? BOUND_UPPER : best >= b0 ? BOUND_LOWER : BOUND_EXACT;
    return best;
}

/* One iteration of the root search with an aspiration window around the last value, widened
 * on failure. On a fail high the move that failed high is kept if time runs out. Returns the
 * value; *found is set when root_best may be played. */
static int search_root(ab *s, int depth, int last, bool *found)
{
    int delta = s->window, lo = -INF, hi = INF;
    if (delta > 0 && depth >= 4 && last > -WON && last < WON) {
        lo = last - delta;
        hi = last + delta;
    }
    *found = false;
    for (;;) {
        int v = search(s, 0, depth, lo, hi);
        if (s->stop)
            return 0;
        if (v <= lo && lo > -INF) {
            delta *= 4;
            lo = v - delta > -WON ? v - delta : -INF;
        } else if (v >= hi && hi < INF) {
            *found = true; /* better than the last iteration's move: playable */
            delta *= 4;
            hi = v + delta < WON ? v + delta : INF;
        } else {
            *found = true;
            return v;
        }
    }
}

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    ab *s = calloc(1, sizeof *s);
    if (!s) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = s;
    s->g = p->game;
    uint64_t depth, mb, qs, lmr, window, info, margin, null_r;
    if (!tb_param_seconds(params, "time", &s->seconds, err) ||
        !tb_param_count(params, "depth", 0, MAX_PLY - 2, &depth, err) ||
        !tb_param_count(params, "tt", 1, 4096, &mb, err) ||
        !tb_param_count(params, "quiesce", 0, 1, &qs, err) ||
        !tb_param_count(params, "lmr", 0, 3, &lmr, err) ||
        !tb_param_count(params, "window", 0, 100000, &window, err) ||
        !tb_param_count(params, "info", 0, 1, &info, err) ||
        !tb_param_count(params, "margin", 0, 100000, &margin, err) ||
        !tb_param_count(params, "null", 0, 6, &null_r, err))
        return false;
    s->null_r = (int)null_r;
    s->margin = (int)margin;
    s->info = info != 0;
    s->use_quiesce = qs != 0;
    s->lmr = (int)lmr;
    /* Stockfish's shape: reductions grow with the logarithms of depth and move number. */
    for (int d = 1; d < 64; d++)
        for (int i = 1; i < 64; i++) {
            double r = 0.5 + log(d) * log(i) / 2.0;
            s->log_reduction[d][i] = (int8_t)(r < 1 ? 1 : r);
        }
    s->window = (int)window;
    s->max_depth = depth ? (int)depth : MAX_PLY - 2;
    if (s->seconds == 0 && depth == 0) {
        tb_error_set(err, "ab needs a time or a depth limit");
        return false;
    }
    s->tt = tb_table_new(mb, sizeof(tt_entry), &s->tt_mask);
    if (!s->tt || !frame_ready(s, 0) || !frame_ready(s, MAX_PLY)) {
        tb_error_set(err, "out of memory");
        return false;
    }
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    ab *s = p->impl;
    const tb_game *g = p->game;
    frame *f = &s->frames[0];
    memcpy(f->state, state, g->state_size);
    int n = g->cls->legal(g, state, f->moves);
    if (n == 0) {
        tb_error_set(err, "no legal move");
        return false;
    }
    *out = f->moves[0];
    if (n == 1)
        return true;
    if (!frame_ready(s, 1)) {
        tb_error_set(err, "out of memory");
        return false;
    }
    s->root = g->cls->to_move(g, state);
    s->root_team = tb_game_team(g, s->root);
    s->salt = 0x9E3779B97F4A7C15ULL * (uint64_t)(s->root + 1);
    s->stop = false;
    s->nodes = 0;
    double started = tb_clock_seconds();
    s->deadline = s->seconds > 0 ? started + s->seconds : 0;
    memset(s->killer, 0, sizeof s->killer);
    /* Iterative deepening; an iteration cut by the clock is discarded (unless its move
     * already failed high), except that depth 1 always completes so that the move is never
     * blind. */
    int last = 0;
    for (int depth = 1; depth <= s->max_depth; depth++) {
        double deadline = s->deadline;
        if (depth == 1)
            s->deadline = 0;
        bool found;
        int v = search_root(s, depth, last, &found);
        s->deadline = deadline;
        if (found)
            *out = s->root_best;
        if (s->info && (found || !s->stop)) {
            char move[64];
            g->cls->action_to_text(g, state, *out, move, sizeof move);
            fprintf(stderr, "ab: depth %d%s value %d move %s nodes %llu time %.3f\n", depth,
                    s->stop ? " (cut)" : "", s->stop ? 0 : v, move, (unsigned long long)s->nodes,
                    tb_clock_seconds() - started);
        }
        if (s->stop)
            break;
        last = v;
        if (v >= WON || v <= -WON)
            break; /* a forced result: deeper search cannot change it */
        if (s->deadline > 0 && tb_clock_seconds() >= s->deadline)
            break;
    }
    return true;
}

static void destroy(tb_player *p)
{
    ab *s = p->impl;
    if (!s)
        return;
    for (int i = 0; i <= MAX_PLY; i++) {
        free(s->frames[i].state);
        free(s->frames[i].moves);
        free(s->frames[i].order);
        free(s->frames[i].tactical);
    }
    free(s->tt);
    free(s);
}

static const tb_option_def params[] = {
    {"time", "1s", "thinking time per move (2s, 500ms; 0 = no limit)"},
    {"depth", "0", "maximum depth in actions (0 = no limit but time)"},
    {"tt", "16", "transposition table size in MB"},
    {"quiesce", "1", "1: quiescence search through the game's tactical actions; 0: none"},
    {"lmr", "1", "late-move reductions: 1 moderate, 2 aggressive, 3 logarithmic, 0 none"},
    {"window", "50", "aspiration window half-width at the root, centi-units (0 = none)"},
    {"margin", "120",
     "futility margin per action of depth near the leaves, centi-units (0 = none)"},
    {"null", "0", "null-move reduction where the game has a null_move hook (0 = none)"},
    {"info", "0", "1: print depth, value, move and nodes of each iteration on stderr"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    {"thinking time per move (2s, 500ms; 0 = no limit)",
     "tempo para pensar cada lance (2s, 500ms; 0 = sem limite)"},
    {"maximum depth in actions (0 = no limit but time)",
     "profundidade máxima em acções (0 = sem limite além do tempo)"},
    {"transposition table size in MB",
     "tamanho da tabela de transposições em MB"},
    {"1: quiescence search through the game's tactical actions; 0: none",
     "1: pesquisa de quiescência pelas acções tácticas do jogo; 0: nenhuma"},
    {"late-move reductions: 1 moderate, 2 aggressive, 3 logarithmic, 0 none",
     "reduções dos lances tardios: 1 moderadas, 2 agressivas, 3 logarítmicas, 0 "
     "nenhumas"},
    {"aspiration window half-width at the root, centi-units (0 = none)",
     "meia largura da janela de aspiração na raiz, em centésimos (0 = nenhuma)"},
    {"futility margin per action of depth near the leaves, centi-units (0 = none)",
     "margem de futilidade por acção de profundidade junto às folhas, em centésimos (0 "
     "= nenhuma)"},
    {"null-move reduction where the game has a null_move hook (0 = none)",
     "redução por lance nulo, onde o jogo o tem (0 = nenhuma)"},
    {"1: print depth, value, move and nodes of each iteration on stderr",
     "1: escreve no stderr a profundidade, o valor, o lance e os nós de cada iteração"},
    {NULL, NULL},
};


const tb_player_kind tb_player_ab = {
    .name = "ab",
    .label = "alpha-beta search",
    .label_pt = "pesquisa alfa-beta",
    .help_pt = "alfa-beta (PVS, quiescência, reduções), paranoico com mais de dois jogadores",
    .params_pt = params_pt,
    .help = "alpha-beta (PVS, quiescence, reductions), paranoid beyond two players",
    .create = create,
    .choose = choose,
    .observe = NULL,
    .destroy = destroy,
    .params = params,
};
