/* The draughts engine's search (draughts_engine.h). It walks whole turns (draughts_moves): a
 * capture of several jumps is one move, found with its pieces by one walk of the capture
 * sequences and played at once, so a capture costs one ply like any move. A position with a
 * capture forced is never evaluated: the search goes on below the horizon until no capture
 * is forced (the quiescence). What it answers is still an action, the first of the best
 * turn, and its line is the turns' actions. */
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/table_size.h"
#include "games/draughts/draughts_egtb.h"
#include "games/draughts/draughts_engine.h"

enum { BOUND_EXACT = 0, BOUND_LOWER = 1, BOUND_UPPER = 2 };
enum { HISTORY_SIZE = 1 << 15, SELECTIVE_PIECES = 8, ASPIRATION = 30 };
enum { SHUFFLE_FREE = 20, SHUFFLE_FADE = 100 };

typedef struct tt_entry {
    uint64_t key;
    uint32_t move;
    int16_t score;
    int8_t depth;
    uint8_t bound; /* the bound, and the search that wrote it (age) times 4 */
} tt_entry;

struct de_engine {
    const tb_game *game;
    const tb_game_class *cls;
    size_t state_size;
    int max_actions;
    de_eval eval;
    tt_entry *tt;
    size_t tt_mask;
    uint8_t age; /* the searches so far, modulo 64 */
    uint32_t killer[DE_MAX_PLY + 1][2]; /* move codes (move_code) */
    int history[2][HISTORY_SIZE];
    unsigned char *states; /* DE_MAX_PLY + 2 states */
    draughts_move *moves;  /* DE_MAX_PLY + 1 lists of DRAUGHTS_MAX_MOVES */
    int *order;            /* scores of the moves of one node, per ply */
    signed char cells[DRAUGHTS_MAX_SQUARES];
    draughts_squares men[2], kings[2]; /* the pieces of the last static_eval */
    uint64_t nodes, max_nodes, probcuts, reductions;
    double start, hard;
    bool stopped;
    bool probing; /* inside a ProbCut search: no second one below it */
    bool exchanges; /* the quiescence tries exchange offers (men only; diagonal variants) */
    volatile int *stop_flag;
    struct de_egtb *egtb;
    int egtb_pieces;
    uint64_t tb_hits;
    draughts_move root_best;
    bool root_found; /* root_best holds the best root move of the iteration so far */
    int root_score;
    de_info_fn info;
    void *info_ctx;
};

de_engine *de_engine_new(const tb_game *game, size_t tt_mb)
{
    de_engine *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->game = game;
    e->cls = game->variant->cls;
    e->state_size = game->state_size;
    e->max_actions = game->max_actions;
    draughts_geometry geo;
    draughts_geometry_of(game, &geo);
    de_eval_init(&e->eval, &geo);
    e->exchanges = !geo.ortho;
    e->tt = tb_table_new(tt_mb < 1 ? 1 : tt_mb, sizeof(tt_entry), &e->tt_mask); /* two entries at least */
    e->states = calloc(DE_MAX_PLY + 2, e->state_size); /* zero states for draughts_copy */
    e->moves = malloc((size_t)(DE_MAX_PLY + 1) * DRAUGHTS_MAX_MOVES * sizeof(draughts_move));
    e->order = malloc((size_t)(DE_MAX_PLY + 1) * DRAUGHTS_MAX_MOVES * sizeof(int));
    if (!e->tt || !e->states || !e->moves || !e->order) {
        de_engine_free(e);
        return NULL;
    }
    return e;
}

void de_engine_free(de_engine *e)
{
    if (!e)
        return;
    free(e->tt);
    free(e->states);
    free(e->moves);
    free(e->order);
    free(e);
}

void de_engine_clear(de_engine *e)
{
    memset(e->tt, 0, (e->tt_mask + 1) * sizeof *e->tt);
    memset(e->killer, 0, sizeof e->killer);
    memset(e->history, 0, sizeof e->history);
}

void de_engine_set_info(de_engine *e, de_info_fn fn, void *ctx)
{
    e->info = fn;
    e->info_ctx = ctx;
}

void de_engine_set_egtb(de_engine *e, struct de_egtb *tables)
{
    e->egtb = tables;
    e->egtb_pieces = tables ? de_egtb_max_pieces(tables) : 0;
}

void de_engine_set_exchanges(de_engine *e, bool on)
{
    e->exchanges = on && !e->eval.geo.ortho;
}

void de_engine_set_stop(de_engine *e, volatile int *stop)
{
    e->stop_flag = stop;
}

static void *state_at(de_engine *e, int ply)
{
    return e->states + (size_t)ply * e->state_size;
}

static draughts_move *moves_at(de_engine *e, int ply)
{
    return e->moves + (size_t)ply * DRAUGHTS_MAX_MOVES;
}

/* A turn's code in the table and the killers: its squares and a digest of the pieces it
 * takes (bit 31 set, so no code is 0, the table's "none"). */
static uint32_t move_code(const draughts_move *m)
{
    uint64_t t = (uint64_t)m->taken ^ (uint64_t)(m->taken >> 64) * 0x9E3779B97F4A7C15ULL;
    t ^= t >> 31;
    t *= 0xBF58476D1CE4E5B9ULL;
    t ^= t >> 29;
    return (uint32_t)m->from | (uint32_t)m->to << 7 | (uint32_t)(t & 0x1FFFF) << 14 | 1u << 31;
}

static int static_eval(de_engine *e, const void *state, int side)
{
    draughts_pieces_of(e->game, state, e->men, e->kings);
    int v = de_evaluate_pieces(&e->eval, e->men, e->kings, side);
    /* kings that only shuffle make no progress: past SHUFFLE_FREE moves with no man moved
     * and nothing taken, the value fades towards the draw, so the side ahead moves its men
     * (or the game ends in a draw) instead of going round for ever */
    int rev = draughts_reversible(e->game, state);
    if (rev > SHUFFLE_FREE)
        v = rev >= SHUFFLE_FREE + SHUFFLE_FADE ? 0 : v * (SHUFFLE_FREE + SHUFFLE_FADE - rev) / SHUFFLE_FADE;
    return v;
}

/* Whether the quiet move `m` of a man of `side` offers a clean exchange (de_offers_exchange)
 * on `cells`. */
static bool offers_exchange(const de_engine *e, const signed char *cells, const draughts_move *m,
                            int side)
{
    return !m->start_king && de_offers_exchange(&e->eval.geo, cells, m->from, m->to, side);
}

/* A man's move onto its crowning row. */
static bool crowns(const draughts_move *m)
{
    return !m->capture && m->crowned;
}

/* Whether the position of the last static_eval holds a king. */
static bool has_kings(const de_engine *e)
{
    return (e->kings[0] | e->kings[1]) != 0;
}

static bool out_of_time(de_engine *e)
{
    if (e->stopped)
        return true;
    if ((e->nodes & 1023) == 0) {
        if ((e->hard > 0 && tb_clock_seconds() - e->start >= e->hard) ||
            (e->stop_flag && *e->stop_flag))
            e->stopped = true;
    }
    if (e->max_nodes && e->nodes >= e->max_nodes)
        e->stopped = true;
    return e->stopped;
}

/* Scores stored in the table count a won game from the node, not from the root. */
static int score_to_tt(int s, int ply)
{
    return s > DE_WIN - DE_MAX_PLY * 2 ? s + ply : s < -DE_WIN + DE_MAX_PLY * 2 ? s - ply : s;
}

static int score_from_tt(int s, int ply)
{
    return s > DE_WIN - DE_MAX_PLY * 2 ? s - ply : s < -DE_WIN + DE_MAX_PLY * 2 ? s + ply : s;
}

/* The table holds buckets of two entries: the first keeps the deeper result (until a later
 * search), the second takes the rest. The entry of `key` or NULL; *bucket its bucket. */
static tt_entry *tt_find(de_engine *e, uint64_t key, tt_entry **bucket)
{
    tt_entry *b = &e->tt[key & e->tt_mask & ~(size_t)1];
    if (bucket)
        *bucket = b;
    return b[0].key == key ? &b[0] : b[1].key == key ? &b[1] : NULL;
}

static unsigned history_index(const draughts_move *m)
{
    return ((unsigned)m->from | (unsigned)m->to << 7) & (HISTORY_SIZE - 1);
}

static int search(de_engine *e, int ply, int depth, int alpha, int beta, bool pv);

static int child(de_engine *e, int ply, int depth, int alpha, int beta, bool pv)
{
    return -search(e, ply + 1, depth - 1, -beta, -alpha, pv);
}

/* A quiet position below the horizon (no capture forced): the static value, or a man
 * crowning now, or (men only on the board) a man offered for exchange, if that does better. */
static int quiescence(de_engine *e, int ply, const void *state, int side, int depth, int alpha,
                      int beta)
{
    int stand = static_eval(e, state, side);
    if (stand >= beta)
        return stand;
    /* no capture is forced and the game goes on (search): the men's moves onto their
     * crowning row and, with men only on the board, onto a square next to an enemy man (an
     * exchange offer lands on one: most moves fail there) */
    bool exchanges = e->exchanges && !has_kings(e);
    draughts_squares touching = 0;
    if (exchanges)
        for (int k = 0; k < 4; k++)
            touching |= draughts_shift_map_of(&e->eval.step[0][k], e->men[!side]);
    draughts_move *moves = moves_at(e, ply);
    int n = draughts_men_steps_onto(e->game, state, e->eval.crowning[side] | touching, moves);
    signed char cells[DRAUGHTS_MAX_SQUARES]; /* for the exchange test, read when needed */
    bool have_cells = false;
    for (int i = 0; i < n; i++) {
        if (!crowns(&moves[i])) {
            if (!have_cells) {
                draughts_cells_of(e->game, state, cells);
                have_cells = true;
            }
            if (!offers_exchange(e, cells, &moves[i], side))
                continue;
        }
        void *next = state_at(e, ply + 1);
        draughts_copy(e->game, next, state);
        draughts_make(e->game, next, &moves[i]);
        int sc = -search(e, ply + 1, depth - 1, -beta, -(stand > alpha ? stand : alpha), false);
        if (e->stopped)
            return 0;
        if (sc > stand) {
            stand = sc;
            if (ply == 0) {
                e->root_best = moves[i];
                e->root_found = true;
                e->root_score = sc;
            }
            if (sc >= beta)
                break;
        }
    }
    return stand;
}

static int search(de_engine *e, int ply, int depth, int alpha, int beta, bool pv)
{
    e->nodes++;
    if (out_of_time(e))
        return 0;
    const void *state = state_at(e, ply);
    /* below the root a position is at the start of a turn */
    if (e->egtb && ply > 0 && draughts_piece_count(e->game, state) <= e->egtb_pieces) {
        int code;
        draughts_cells_of(e->game, state, e->cells);
        if (de_egtb_probe(e->egtb, e->cells, e->cls->to_move(e->game, state), &code)) {
            e->tb_hits++;
            return code > 0 ? DE_TB_WIN - ply - code : code < 0 ? -(DE_TB_WIN - ply + code + 1) : 0;
        }
    }
    /* the table first: a cut-off needs no move generation. Below the horizon (the captures
     * searched to the end) the table is left alone: those nodes are many, cheap and mostly
     * leaves, and the probe's cache miss costs more than it saves. */
    bool quiesce = depth <= 0;
    uint64_t key = 0;
    tt_entry *slot = NULL, *bucket = NULL;
    uint32_t tt_move = 0;
    if (!quiesce) {
        key = e->cls->hash(e->game, state);
        slot = tt_find(e, key, &bucket);
    }
    if (slot) {
        tt_move = slot->move;
        int s = score_from_tt(slot->score, ply), bound = slot->bound & 3;
        if (!pv && ply > 0 && slot->depth >= depth &&
            (bound == BOUND_EXACT || (bound == BOUND_LOWER && s >= beta) ||
             (bound == BOUND_UPPER && s <= alpha)))
            return s;
    }
    /* ProbCut: away from the main line, a shallow search that beats beta by a margin says
     * the full one would too. It runs at this ply before the moves are generated (it uses the
     * same lists), and nothing below it prunes again. */
    /* the pruning below is for the middle game: with few pieces left the search stays full
     * width (a short win in the ending must be seen) */
    bool selective = draughts_piece_count(e->game, state) > SELECTIVE_PIECES;
    if (selective && !pv && !quiesce && !e->probing && ply > 0 && depth >= 3 &&
        beta > -DE_TB_WIN / 2 &&
        beta < DE_TB_WIN / 2) {
        int margin = depth * 5, high = beta + margin;
        e->probing = true;
        int sc = search(e, ply, depth * 2 / 5, high - 1, high, false);
        e->probing = false;
        if (e->stopped)
            return 0;
        if (sc >= high) {
            e->probcuts++;
            return sc - margin;
        }
    }
    draughts_move *moves = moves_at(e, ply);
    int side = e->cls->to_move(e->game, state);
    int n;
    if (quiesce) {
        /* below the horizon the captures come first: most of these nodes end at the static
         * value, and the quiet moves are listed only when one is tried */
        if (draughts_drawn(e->game, state))
            return 0;
        n = draughts_captures(e->game, state, moves);
        if (n == 0) {
            if (!draughts_can_step(e->game, state))
                return -(DE_WIN - ply); /* no move: lost */
            if (ply >= DE_MAX_PLY)
                return static_eval(e, state, side);
            return quiescence(e, ply, state, side, depth, alpha, beta);
        }
    } else {
        n = draughts_moves(e->game, state, moves);
        if (n == 0) {
            tb_outcome o;
            e->cls->outcome(e->game, state, &o);
            if (!o.over || o.result[side] == TB_DRAW)
                return 0;
            return o.result[side] == TB_WIN ? DE_WIN - ply : -(DE_WIN - ply);
        }
    }
    if (n < 0) /* more turns than a list holds (never met in play): the static value */
        return static_eval(e, state, side);
    bool forced = moves[0].capture;
    if (ply >= DE_MAX_PLY)
        return static_eval(e, state, side);
    /* here depth > 0, or a capture is forced below the horizon (searched at depth 0) */
    if (depth < 0)
        depth = 0;
    /* a lone reply costs no depth */
    if (n == 1 && ply > 0)
        depth++;

    int *order = e->order + (size_t)ply * DRAUGHTS_MAX_MOVES;
    for (int i = 0; i < n; i++) {
        uint32_t code = move_code(&moves[i]);
        if (code == tt_move)
            order[i] = 1 << 30;
        else if (!forced && code == e->killer[ply][0])
            order[i] = 1 << 29;
        else if (!forced && code == e->killer[ply][1])
            order[i] = 1 << 28;
        else
            order[i] = e->history[side][history_index(&moves[i])];
    }

    int alpha0 = alpha, best = -DE_WIN - 1;
    int best_index = 0;
    for (int i = 0; i < n; i++) {
        int pick = i;
        for (int j = i + 1; j < n; j++)
            if (order[j] > order[pick])
                pick = j;
        draughts_move a = moves[pick];
        moves[pick] = moves[i];
        moves[i] = a;
        int oi = order[pick];
        order[pick] = order[i];
        order[i] = oi;

        void *next = state_at(e, ply + 1);
        draughts_copy(e->game, next, state);
        draughts_make(e->game, next, &a);
        if (depth > 1) /* the child reads the table first: its bucket is fetched meanwhile */
            __builtin_prefetch(&e->tt[e->cls->hash(e->game, next) & e->tt_mask & ~(size_t)1]);
        int score;
        if (i == 0) {
            score = child(e, ply, depth, alpha, beta, pv);
        } else {
            /* late moves searched less deep: from the second move away from the main line,
             * from the fourth on it, two plies from the seventh away from it; never a
             * capture, a killer or a man crowning */
            int reduce = 0;
            if (!forced && depth >= 3 && i >= (pv || !selective ? 3 : 1) && oi < (1 << 28) &&
                !crowns(&a))
                reduce = selective && !pv && i >= 6 && depth >= 4 ? 2 : 1;
            e->reductions += reduce > 1;
            score = child(e, ply, depth - reduce, alpha, alpha + 1, false);
            if (score > alpha && reduce)
                score = child(e, ply, depth, alpha, alpha + 1, false);
            if (score > alpha && score < beta && pv)
                score = child(e, ply, depth, alpha, beta, true);
        }
        if (e->stopped)
            return 0;
        if (score > best) {
            best = score;
            best_index = i;
            if (ply == 0) {
                e->root_best = a;
                e->root_found = true;
                e->root_score = score;
            }
        }
        if (score > alpha) {
            alpha = score;
            if (alpha >= beta) {
                if (!forced) {
                    uint32_t code = move_code(&a);
                    if (e->killer[ply][0] != code) {
                        e->killer[ply][1] = e->killer[ply][0];
                        e->killer[ply][0] = code;
                    }
                    int *h = &e->history[side][history_index(&a)];
                    *h += depth * depth;
                    /* the moves tried before it did not cut: they lose what it gains */
                    for (int k = 0; k < i; k++) {
                        int *hk = &e->history[side][history_index(&moves[k])];
                        if (*hk > -(1 << 26))
                            *hk -= depth * depth;
                    }
                    if (*h > (1 << 26))
                        for (int k = 0; k < HISTORY_SIZE; k++)
                            e->history[side][k] /= 2;
                }
                break;
            }
        }
    }
    if (!bucket)
        return best;
    if (!slot)
        slot = (bucket[0].bound >> 2) != e->age || depth >= bucket[0].depth ? &bucket[0]
                                                                          : &bucket[1];
    /* the move only where one raised alpha: where every move failed low, the one with the
     * highest bound is noise, and first in the next search's order it costs more than the
     * move the entry had or none (a third fewer nodes at depths 15 to 17) */
    uint32_t kept = slot->key == key ? slot->move : 0;
    slot->key = key;
    slot->move = best > alpha0 ? move_code(&moves[best_index]) : kept;
    slot->score = (int16_t)score_to_tt(best, ply);
    slot->depth = (int8_t)(depth > 127 ? 127 : depth);
    slot->bound = (uint8_t)((best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER) |
                            e->age << 2);
    return best;
}

/* The actions of turn `m` from `state` as legal() offers them one at a time: the first of the
 * turns de_turns lists (in legal()'s order) that reaches the position draughts_make does.
 * Returns their count (0: none found within max). */
enum { LINE_TURNS = 1024 };

static int turn_actions(de_engine *e, const void *state, const draughts_move *m, tb_action *out,
                        int max)
{
    if (!m->capture) {
        if (max < 1)
            return 0;
        out[0] = draughts_move_action(m);
        return 1;
    }
    de_turn *turns = malloc(LINE_TURNS * sizeof *turns);
    void *target = malloc(e->state_size), *s = malloc(e->state_size);
    int n = turns && target && s ? de_turns(e->game, state, turns, LINE_TURNS) : -1, found = 0;
    if (n > 0) {
        memcpy(target, state, e->state_size);
        draughts_make(e->game, target, m);
    }
    for (int i = 0; i < n && !found; i++) {
        if (turns[i].n > max)
            continue;
        memcpy(s, state, e->state_size);
        for (int k = 0; k < turns[i].n; k++)
            e->cls->apply(e->game, s, turns[i].actions[k]);
        if (memcmp(s, target, e->state_size) == 0) {
            memcpy(out, turns[i].actions, (size_t)turns[i].n * sizeof *out);
            found = turns[i].n;
        }
    }
    free(turns);
    free(target);
    free(s);
    return found;
}

/* The line the table remembers from the root, as far as it stays legal, as actions: the
 * first turn is `first` (the root's best). */
static int principal_line(de_engine *e, const void *state, const draughts_move *first,
                          tb_action *line, int max)
{
    int len = 0;
    void *s = state_at(e, DE_MAX_PLY + 1);
    memcpy(s, state, e->state_size);
    draughts_move *moves = moves_at(e, 0);
    for (int turn = 0; len < max; turn++) {
        draughts_move m;
        if (turn == 0) {
            m = *first;
        } else {
            tt_entry *slot = tt_find(e, e->cls->hash(e->game, s), NULL);
            if (!slot || !slot->move)
                break;
            int n = draughts_moves(e->game, s, moves), k = 0;
            while (k < n && move_code(&moves[k]) != slot->move)
                k++;
            if (k >= n)
                break;
            m = moves[k];
        }
        int got = turn_actions(e, s, &m, line + len, max - len);
        if (got == 0)
            break;
        len += got;
        draughts_make(e->game, s, &m);
    }
    return len;
}

bool de_search(de_engine *e, const void *state, const de_limits *limits, de_result *res)
{
    memset(res, 0, sizeof *res);
    draughts_move *moves = moves_at(e, 0);
    int n = draughts_moves(e->game, state, moves);
    if (n <= 0)
        return false;
    e->start = tb_clock_seconds();
    e->hard = limits->hard;
    e->max_nodes = limits->nodes;
    e->nodes = e->probcuts = e->reductions = 0;
    e->stopped = false;
    e->age = (uint8_t)((e->age + 1) & 63);
    memset(e->killer, 0, sizeof e->killer);
    draughts_move best = moves[0];
    res->move = draughts_move_action(&best);
    int max_depth = limits->depth > 0 ? limits->depth : DE_MAX_PLY - 1;
    if (n == 1)
        max_depth = 1; /* nothing to choose: a value for the record only */
    for (int d = 1; d <= max_depth; d++) {
        memcpy(state_at(e, 0), state, e->state_size);
        /* an aspiration window around the last value, opened on the side that fails */
        int alpha = -DE_WIN - 1, beta = DE_WIN + 1, score;
        if (d >= 5 && res->score > -DE_TB_WIN / 2 && res->score < DE_TB_WIN / 2) {
            alpha = res->score - ASPIRATION;
            beta = res->score + ASPIRATION;
        }
        for (;;) {
            e->root_found = false;
            score = search(e, 0, d, alpha, beta, true);
            if (e->stopped || (score > alpha && score < beta))
                break;
            if (score <= alpha)
                alpha = -DE_WIN - 1;
            else
                beta = DE_WIN + 1;
        }
        if (e->stopped) {
            /* an unfinished iteration searched the previous best first: a change it found
             * is better (a move that failed low in a narrow window is not) */
            if (e->root_found && d > 1 && e->root_score > alpha) {
                best = e->root_best;
                res->move = draughts_move_action(&best);
                res->score = e->root_score;
            }
            break;
        }
        if (e->root_found)
            best = e->root_best;
        res->move = draughts_move_action(&best);
        res->score = score;
        res->depth = d;
        res->nodes = e->nodes;
        res->seconds = tb_clock_seconds() - e->start;
        res->pv_len = principal_line(e, state, &best, res->pv, 32);
        if (res->pv_len == 0 || res->pv[0] != res->move) {
            res->pv[0] = res->move;
            res->pv_len = 1;
        }
        if (e->info)
            e->info(e->info_ctx, res);
        if (score > DE_WIN - DE_MAX_PLY * 2 || score < -DE_WIN + DE_MAX_PLY * 2)
            if (d > DE_WIN - (score > 0 ? score : -score))
                break; /* a won or lost game found to its end */
        if (limits->soft > 0 && tb_clock_seconds() - e->start >= limits->soft)
            break;
    }
    res->nodes = e->nodes;
    res->probcuts = e->probcuts;
    res->reductions = e->reductions;
    res->seconds = tb_clock_seconds() - e->start;
    return true;
}
