/* The chess search (engine.h): principal variation search with iterative deepening, a
 * transposition table, quiescence, move ordering (table move, MVV-LVA captures and
 * promotions, two killers, history of quiet moves by squares and by the one and two moves
 * before, history of captures), check extension, null move, late move reductions, reverse
 * futility pruning and exchange (SEE) pruning near the horizon, a correction history of the
 * static evaluation (orthodox), for orthodox and losing chess.
 *
 * It works on cb_board with copy-make: legality is the pseudo-legal move followed by a king
 * test (orthodox) or the compulsory-capture filter (losing). Draws: the fifty-move clock and
 * any repetition of a position of the game or of the search line (a second occurrence
 * scores as a draw, as engines do). Losing chess has no null move, no check extension and
 * no stand-pat when a capture is compulsory: such a position is searched on. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/budget.h"
#include "core/table_size.h"
#include "games/chess/engine.h"
#include "games/chess/magic.h"
#include "games/chess/nnue.h"

enum {
    MAX_PLY = 128,
    INF = 32500,
    MATE = CS_MATE,
    MATE_BOUND = MATE - 1000, /* |v| above: a forced mate (or win) */
    QS_LOSING_PLIES = 16,     /* compulsory captures searched past the horizon, at most */
    EVAL_CACHE_BITS = 16,
    SINGULAR_DEPTH = 6,       /* the depth from which the table move is tested for singularity */
    /* correction history: what the searches found the static evaluation to miss, in
     * 1/CORRECTION_GRAIN centipawns, in tables of 2^CORRECTION_BITS entries */
    CORRECTION_BITS = 14,
    CORRECTION_GRAIN = 256,
    CORRECTION_LIMIT = 64 * CORRECTION_GRAIN, /* an entry: at most 64 centipawns either way */
};

enum { BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

enum { NO_CONTINUATION = -1 };

typedef struct tt_entry {
    uint64_t key;
    int16_t score, eval; /* eval: the position's static evaluation (-INF: none) */
    uint16_t move;
    int8_t depth;
    uint8_t bound;
} tt_entry;

struct cs_engine {
    tt_entry *tt;
    size_t tt_mask;
    /* the search under way */
    chess_kind kind;
    int fifty;
    bool rep_placement;
    int root_keys; /* keys[0..root_keys): the game before the root */
    uint64_t keys[CHESS_HISTORY_KEYS + MAX_PLY + 2];
    cb_move killer[MAX_PLY][2];
    int32_t history[2][64][64];
    /* the man moved (colour * 6 + type) and where, at each ply of the line: the index into
     * continuation[] of the move made there (NO_CONTINUATION after a null move) */
    int moved[MAX_PLY + 1];
    /* quiet moves' history after a given move (one or two plies back): [that move's man and
     * square][this move's man and square], as Stockfish's continuation history */
    int32_t continuation[12 * 64][12 * 64];
    /* captures' history, by capture_index() */
    int32_t capture_history[12 * 64 * 6];
    /* orthodox chess: what the searches found the static evaluation to miss, by the side to
     * move and the pawns, and by the side to move and one colour's other men (each colour a
     * table), and by the last two moves of the line (as continuation[]); the entries of a
     * position (correction_entries()) add to its evaluation */
    int16_t correction[2][1 << CORRECTION_BITS];            /* [side to move] */
    int16_t nonpawn_correction[2][2][1 << CORRECTION_BITS]; /* [colour][side to move] */
    int16_t move_correction[12 * 64][12 * 64];              /* [move before last][last move] */
    /* the evaluation at each ply of the line, corrected (in check: none) */
    int static_eval[MAX_PLY];
    /* orthodox chess: the board at each ply of the line and its network accumulator, made
     * from the parent's when first asked for (acc_ready is cleared as a node is entered) */
    const cb_board *line[MAX_PLY + 1];
    chess_nnue_acc acc[MAX_PLY + 1];
    bool acc_ready[MAX_PLY + 1];
    /* orthodox chess: evaluations already made, by position (the key's high 48 bits, the
     * value in the low 16), so a position the table no longer holds is not evaluated again */
    uint64_t eval_cache[1 << EVAL_CACHE_BITS];
    cb_move excluded[MAX_PLY]; /* the move a singular test leaves out at this ply (0: none) */
    int8_t reduction[64][64];  /* late move reductions by depth and move number */
    cb_move pv[MAX_PLY][MAX_PLY];
    int pv_len[MAX_PLY];
    uint64_t nodes;
    int seldepth;
    double start, hard;
    uint64_t node_limit;
    const volatile int *stop_flag;
    bool can_stop;     /* false during the first iteration, which always completes */
    cb_move root_move; /* the best root move found so far, fully searched */
    bool stopped;
};

cs_engine *chess_search_new(size_t tt_mb)
{
    cs_engine *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->tt = tb_table_new(tt_mb ? tt_mb : 1, sizeof(tt_entry), &e->tt_mask);
    if (!e->tt) {
        free(e);
        return NULL;
    }
    /* reductions grow with the logarithms of the depth and of the move's rank */
    for (int d = 1; d < 64; d++)
        for (int m = 1; m < 64; m++)
            e->reduction[d][m] = (int8_t)(0.5 + log((double)d) * log((double)m) / 2.2);
    return e;
}

void chess_search_free(cs_engine *e)
{
    if (e) {
        free(e->tt);
        free(e);
    }
}

void chess_search_clear(cs_engine *e)
{
    memset(e->tt, 0, (e->tt_mask + 1) * sizeof(tt_entry));
    memset(e->killer, 0, sizeof e->killer);
    memset(e->history, 0, sizeof e->history);
    memset(e->continuation, 0, sizeof e->continuation);
    memset(e->capture_history, 0, sizeof e->capture_history);
    memset(e->correction, 0, sizeof e->correction);
    memset(e->nonpawn_correction, 0, sizeof e->nonpawn_correction);
    memset(e->move_correction, 0, sizeof e->move_correction);
    memset(e->eval_cache, 0, sizeof e->eval_cache);
}

/* ---- moves ---- */

/* The moves to try: legal ones in orthodox chess where the legal generator applies (then
 * risky_squares() is empty), else pseudo-legal ones, tested by make_fast. */
static bool legal_generation(chess_kind kind, const cb_board *b)
{
    return kind == CHESS_ORTHODOX && chess_board_legal_applies(b);
}

static int generate(chess_kind kind, const cb_board *b, cb_move *out)
{
    if (legal_generation(kind, b))
        return chess_board_legal_moves(b, out);
    int n = chess_board_pseudo_moves(b, kind != CHESS_LOSING, kind == CHESS_LOSING, out);
    if (kind != CHESS_LOSING)
        return n;
    int k = 0; /* compulsory capture */
    for (int i = 0; i < n; i++)
        if (chess_is_capture(b, out[i]))
            out[k++] = out[i];
    return k ? k : n;
}

/* The squares from which a move may expose the mover's king (orthodox): all when in
 * check, else the king and the pinned pieces; en passant is always tested. */
static uint64_t risky_squares(chess_kind kind, const cb_board *b, bool in_check)
{
    if (kind == CHESS_LOSING || legal_generation(kind, b))
        return 0;
    return in_check ? ~0ULL : chess_pinned(b, b->side) | (b->piece[CB_KING] & b->colour[b->side]);
}

/* Makes a move of generate(); false if it leaves the mover's king in check (orthodox). */
static bool make_fast(chess_kind kind, const cb_board *b, uint64_t risky, cb_move m,
                      cb_board *child)
{
    *child = *b;
    chess_make_move(child, m);
    if (kind == CHESS_LOSING)
        return true;
    if (!(risky & CB_BIT(cb_from(m))) && (!risky || !chess_is_en_passant(b, m)))
        return true;
    return !chess_in_check(child, b->side);
}

static bool make(chess_kind kind, const cb_board *b, cb_move m, cb_board *child)
{
    return make_fast(kind, b, ~0ULL, m, child);
}

int chess_search_legal_moves(const chess_snapshot *s, cb_move *out)
{
    cb_move moves[CB_MAX_MOVES];
    int n = generate(s->kind, &s->board, moves), k = 0;
    cb_board child;
    for (int i = 0; i < n; i++)
        if (make(s->kind, &s->board, moves[i], &child))
            out[k++] = moves[i];
    return k;
}

static bool is_tactical(const cb_board *b, cb_move m)
{
    return chess_is_capture(b, m) || cb_promo(m) == CB_QUEEN;
}

/* ---- evaluation and tables ---- */

/* The node at `ply` of the line is board b (its accumulator not made yet). */
static void enter(cs_engine *e, const cb_board *b, int ply)
{
    e->line[ply] = b;
    e->acc_ready[ply] = false;
}

/* The accumulator of the line's board at `ply`, from its parent's (made first if need be). */
static const chess_nnue_acc *accumulator(cs_engine *e, int ply)
{
    if (!e->acc_ready[ply]) {
        if (ply == 0)
            chess_nnue_refresh(e->line[0], &e->acc[0]);
        else
            chess_nnue_update(e->line[ply - 1], accumulator(e, ply - 1), e->line[ply],
                              &e->acc[ply]);
        e->acc_ready[ply] = true;
    }
    return &e->acc[ply];
}

/* The evaluation cache's slot for a position's key. */
static uint64_t *eval_slot(cs_engine *e, uint64_t key)
{
    return &e->eval_cache[key & ((1u << EVAL_CACHE_BITS) - 1)];
}

/* The static evaluation of b, the line's board at `ply`, for the side to move. */
static int evaluate(cs_engine *e, const cb_board *b, int ply)
{
    if (e->kind == CHESS_LOSING) {
        int v = chess_eval_losing(b);
        return b->side == CB_WHITE ? v : -v;
    }
    uint64_t *slot = eval_slot(e, b->key);
    if ((*slot ^ b->key) >> 16 == 0)
        return (int16_t)(*slot & 0xFFFF);
    int v = chess_nnue_score(b, accumulator(e, ply));
    if (v >= INT16_MIN && v <= INT16_MAX)
        *slot = (b->key & ~0xFFFFULL) | (uint16_t)v;
    return v;
}

/* ---- correction history ---- */

/* A table index from a position's sets of men, each set by its own odd multiplier. */
static unsigned mix_index(const uint64_t *sets, int n)
{
    static const uint64_t K[5] = {0x9E3779B97F4A7C15ULL, 0xC2B2AE3D27D4EB4FULL,
                                  0x165667B19E3779F9ULL, 0xD6E8FEB86659FD93ULL,
                                  0xFF51AFD7ED558CCDULL};
    uint64_t h = 0;
    for (int i = 0; i < n; i++)
        h ^= sets[i] * K[i];
    h ^= h >> 31;
    h *= 0xD6E8FEB86659FD93ULL;
    return (unsigned)(h >> (64 - CORRECTION_BITS));
}

/* The entries of b, at `ply` of the line: its pawns, each colour's other men, and the two
 * moves that led to it (where both are moves of the line: not at the root's first plies, nor
 * after a null move). Returns their count. */
static int correction_entries(cs_engine *e, const cb_board *b, int ply, int16_t *entry[4])
{
    uint64_t pawns[2] = {b->piece[CB_PAWN] & b->colour[CB_WHITE],
                         b->piece[CB_PAWN] & b->colour[CB_BLACK]};
    entry[0] = &e->correction[b->side][mix_index(pawns, 2)];
    for (int c = 0; c < 2; c++) {
        uint64_t men[5];
        for (int t = CB_KNIGHT; t <= CB_KING; t++)
            men[t - CB_KNIGHT] = b->piece[t] & b->colour[c];
        entry[1 + c] = &e->nonpawn_correction[c][b->side][mix_index(men, 5)];
    }
    if (ply < 2 || e->moved[ply - 1] == NO_CONTINUATION || e->moved[ply - 2] == NO_CONTINUATION)
        return 3;
    entry[3] = &e->move_correction[e->moved[ply - 2]][e->moved[ply - 1]];
    return 4;
}

/* `raw` with the entries' sum added, kept short of the mate scores. */
static int with_correction(int raw, int16_t *const entry[], int n)
{
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += *entry[i];
    int v = raw + sum / CORRECTION_GRAIN;
    return v > MATE_BOUND - 1 ? MATE_BOUND - 1 : v < -MATE_BOUND + 1 ? -MATE_BOUND + 1 : v;
}

/* The static evaluation `raw` of b at `ply` corrected by what searches of positions with the
 * same pawns, or the same men of one colour, or reached by the same two moves, found it to
 * miss (orthodox chess; losing chess keeps its evaluation as it is). */
static int corrected(cs_engine *e, const cb_board *b, int ply, int raw)
{
    if (e->kind == CHESS_LOSING || raw == -INF)
        return raw;
    int16_t *entry[4];
    return with_correction(raw, entry, correction_entries(e, b, ply, entry));
}

/* A search of b to `depth` gave `best` (a bound of kind `bound`) where the evaluation said
 * `raw`: each of b's entries gains a share of what the corrected evaluation still misses,
 * larger for deeper searches, with gravity (the history's rule: an entry's step shrinks as it
 * nears its limit), so the entries together learn the error. Only results that say which
 * way the evaluation erred count: a lower bound above it, an upper bound below it, an exact
 * score. */
static void correction_learn(cs_engine *e, const cb_board *b, int ply, int depth, int best,
                             int bound, int raw)
{
    if (e->kind == CHESS_LOSING || raw == -INF || abs(best) >= MATE_BOUND)
        return;
    int16_t *entry[4];
    int n = correction_entries(e, b, ply, entry); /* found once for the value and the update */
    int eval = with_correction(raw, entry, n);
    if ((bound == BOUND_LOWER && best <= eval) || (bound == BOUND_UPPER && best >= eval))
        return;
    int64_t step = (int64_t)(best - eval) * CORRECTION_GRAIN * depth / 64;
    int bonus = step > CORRECTION_LIMIT / 4    ? CORRECTION_LIMIT / 4
                : step < -CORRECTION_LIMIT / 4 ? -CORRECTION_LIMIT / 4
                                               : (int)step;
    for (int i = 0; i < n; i++)
        *entry[i] += (int16_t)(bonus - *entry[i] * abs(bonus) / CORRECTION_LIMIT);
}

static uint64_t rep_key(const cs_engine *e, const cb_board *b)
{
    return e->rep_placement ? b->key : chess_full_key(b);
}

static int to_tt(int v, int ply)
{
    return v > MATE_BOUND ? v + ply : v < -MATE_BOUND ? v - ply : v;
}

static int from_tt(int v, int ply)
{
    return v > MATE_BOUND ? v - ply : v < -MATE_BOUND ? v + ply : v;
}

static void tt_store(cs_engine *e, uint64_t key, int depth, int score, int bound, cb_move m,
                     int ply, int eval)
{
    tt_entry *t = &e->tt[key & e->tt_mask];
    /* keep a deeper entry of the same position unless this one is exact */
    if (t->key == key && t->depth > depth && bound != BOUND_EXACT)
        return;
    if (t->key != key || m)
        t->move = (uint16_t)m;
    t->key = key;
    t->score = (int16_t)to_tt(score, ply);
    t->eval = (int16_t)eval;
    t->depth = (int8_t)depth;
    t->bound = (uint8_t)bound;
}

/* The static evaluation the table entry kept for this position, else computed now. */
static int kept_eval(cs_engine *e, const cb_board *b, int ply, const tt_entry *entry)
{
    return entry->eval != -INF ? entry->eval : evaluate(e, b, ply);
}

/* Asks the memory for the child's table entry and cached evaluation while the move is looked
 * at (the table is far larger than the caches: a probe that waits costs a tenth of a node). */
static void prefetch_entry(cs_engine *e, const cb_board *child)
{
    __builtin_prefetch(&e->tt[chess_full_key(child) & e->tt_mask]);
    __builtin_prefetch(eval_slot(e, child->key));
}

/* Does a table bound of value v settle a search of window (alpha, beta)? */
static bool tt_answers(int bound, int v, int alpha, int beta)
{
    return bound == BOUND_EXACT || (bound == BOUND_LOWER && v >= beta) ||
           (bound == BOUND_UPPER && v <= alpha);
}

/* The bound a result `best` is of a search that began with alpha a0 */
static int bound_of(int best, int a0, int beta)
{
    return best >= beta ? BOUND_LOWER : best > a0 ? BOUND_EXACT : BOUND_UPPER;
}

/* True once the clock, the node limit or the caller says stop (checked every 1024 nodes). */
static bool out_of_time(cs_engine *e)
{
    if (e->stopped)
        return true;
    if ((e->nodes & 1023) != 0 || !e->can_stop)
        return false;
    if ((e->stop_flag && *e->stop_flag) || (e->node_limit && e->nodes >= e->node_limit) ||
        (e->hard > 0 && tb_clock_seconds() - e->start >= e->hard))
        e->stopped = true;
    return e->stopped;
}

/* Does the position repeat one of the game or of the search line? */
static bool repeated(const cs_engine *e, const cb_board *b, int index)
{
    uint64_t key = e->keys[index];
    int oldest = index - b->halfmove;
    for (int i = index - 2; i >= 0 && i >= oldest; i -= 2)
        if (e->keys[i] == key)
            return true;
    return false;
}

/* ---- static exchange evaluation ---- */

static int see_value(int type)
{
    return type == CB_KING ? 20000 : chess_piece_value(type);
}

/* Pieces of both colours attacking `sq` with the men on `occ` only. */
static uint64_t attackers_to(const cb_board *b, int sq, uint64_t occ)
{
    uint64_t at = CB_BIT(sq);
    const chess_tables *t = chess_tables_get();
    uint64_t pawns = b->piece[CB_PAWN];
    uint64_t hits = (chess_pawn_attacks(at, CB_BLACK) & pawns & b->colour[CB_WHITE]) |
                    (chess_pawn_attacks(at, CB_WHITE) & pawns & b->colour[CB_BLACK]);
    hits |= chess_knight_attacks(at) & b->piece[CB_KNIGHT];
    hits |= chess_king_attacks(at) & b->piece[CB_KING];
    hits |= chess_magic_bishop(t, sq, occ) & (b->piece[CB_BISHOP] | b->piece[CB_QUEEN]);
    hits |= chess_magic_rook(t, sq, occ) & (b->piece[CB_ROOK] | b->piece[CB_QUEEN]);
    return hits & occ;
}

/* The material the side to move wins (or loses, negative) by the capture m and the
 * exchanges that follow on its square, each side taking with its least valuable man and
 * free to stop. */
static int see(const cb_board *b, cb_move m)
{
    int from = cb_from(m), to = cb_to(m), gain[40], d = 0;
    int victim = chess_piece_at(b, to), attacker = chess_piece_at(b, from);
    uint64_t occ = b->colour[0] | b->colour[1], from_bb = CB_BIT(from);
    gain[0] = victim == CB_NONE ? (chess_is_en_passant(b, m) ? 100 : 0) : see_value(victim);
    if (victim == CB_NONE && chess_is_en_passant(b, m))
        occ ^= CB_BIT(b->side == CB_WHITE ? to - 8 : to + 8);
    uint64_t attackers; /* found after each capture, the capturer gone (x-rays open) */
    int side = b->side;
    while (from_bb && d < 38) {
        d++;
        gain[d] = see_value(attacker) - gain[d - 1];
        if ((-gain[d - 1] > gain[d] ? -gain[d - 1] : gain[d]) < 0)
            break;
        occ ^= from_bb;
        attackers = attackers_to(b, to, occ);
        side = !side;
        from_bb = 0;
        for (int t = CB_PAWN; t <= CB_KING; t++) {
            uint64_t set = attackers & b->colour[side] & b->piece[t];
            if (set) {
                from_bb = set & (0 - set);
                attacker = t;
                break;
            }
        }
    }
    while (--d > 0)
        gain[d - 1] = -(-gain[d - 1] > gain[d] ? -gain[d - 1] : gain[d]);
    return gain[0];
}

/* ---- move ordering ---- */

/* A move's man (colour * 6 + type) and destination: its index into continuation[]. */
static int continuation_index(const cb_board *b, cb_move m)
{
    return (b->side * 6 + chess_piece_at(b, cb_from(m))) * 64 + cb_to(m);
}

/* A quiet move's history: by its squares, and after the moves one and two plies before. */
static int quiet_history(const cs_engine *e, const cb_board *b, cb_move m, int ply)
{
    int h = e->history[b->side][cb_from(m)][cb_to(m)], c = continuation_index(b, m);
    for (int back = 1; back <= 2 && back <= ply; back++)
        if (e->moved[ply - back] != NO_CONTINUATION)
            h += e->continuation[e->moved[ply - back]][c];
    return h;
}

/* A capture's place in capture_history: the capturing man, the square, the type taken. */
static int capture_index(const cb_board *b, cb_move m)
{
    int victim = chess_piece_at(b, cb_to(m));
    return ((b->side * 6 + chess_piece_at(b, cb_from(m))) * 64 + cb_to(m)) * 6 +
           (victim == CB_NONE ? CB_PAWN : victim);
}

static int order_score(const cs_engine *e, const cb_board *b, cb_move m, cb_move tt_move, int ply,
                       uint64_t enemy_attacks)
{
    if (m == tt_move)
        return 1 << 30;
    int victim = chess_piece_at(b, cb_to(m));
    if (victim != CB_NONE || chess_is_en_passant(b, m)) {
        int attacker = chess_piece_at(b, cb_from(m));
        int v = victim == CB_NONE ? CB_PAWN : victim;
        int mvv_lva = (v == CB_KING ? 1000 : chess_piece_value(v)) * 16 - attacker +
                      e->capture_history[capture_index(b, m)] / 16;
        /* in chess a capture that loses material waits until after the quiet moves */
        if (e->kind == CHESS_ORTHODOX && chess_piece_value(attacker) > chess_piece_value(v) &&
            see(b, m) < 0)
            return -(1 << 20) + mvv_lva;
        return (1 << 24) + mvv_lva;
    }
    if (cb_promo(m))
        return (1 << 24) + (cb_promo(m) == CB_QUEEN ? 800 : 0);
    /* losing chess: a man put where the enemy takes it forces the reply, as a check does */
    if (e->kind == CHESS_LOSING && (enemy_attacks & CB_BIT(cb_to(m))))
        return (1 << 23) + quiet_history(e, b, m, ply) / 64;
    if (m == e->killer[ply][0])
        return (1 << 22) + 1;
    if (m == e->killer[ply][1])
        return 1 << 22;
    return quiet_history(e, b, m, ply);
}

/* Ordering scores of moves[0..n); the search then takes them best first with next_best. */
static void score_moves(const cs_engine *e, const cb_board *b, const cb_move *moves, int n,
                        cb_move tt_move, int ply, int *score)
{
    uint64_t enemy_attacks = e->kind == CHESS_LOSING ? chess_attacked_squares(b, !b->side) : 0;
    for (int i = 0; i < n; i++)
        score[i] = order_score(e, b, moves[i], tt_move, ply, enemy_attacks);
}

/* Brings the best of moves[i..n) to i, the others keeping their order (the first of equal
 * scores wins), so the moves come out as a stable sort would give them, and a cut after the
 * first few moves leaves the rest unsorted. A node that gets past the first few without a
 * cut most often tries them all: the rest is then sorted at once (stably, insertion), which
 * costs fewer steps than picking the best again and again, and the order is the same. */
enum { SORT_FROM = 3 };
static void next_best(cb_move *moves, int *score, int i, int n)
{
    if (i > SORT_FROM)
        return; /* sorted at SORT_FROM */
    if (i == SORT_FROM) {
        for (int j = i + 1; j < n; j++) {
            cb_move m = moves[j];
            int s = score[j], k = j - 1;
            for (; k >= i && score[k] < s; k--) {
                moves[k + 1] = moves[k];
                score[k + 1] = score[k];
            }
            moves[k + 1] = m;
            score[k + 1] = s;
        }
        return;
    }
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (score[j] > score[best])
            best = j;
    if (best == i)
        return;
    cb_move m = moves[best];
    int s = score[best];
    memmove(moves + i + 1, moves + i, (size_t)(best - i) * sizeof *moves);
    memmove(score + i + 1, score + i, (size_t)(best - i) * sizeof *score);
    moves[i] = m;
    score[i] = s;
}

/* History update with gravity: bonuses shrink as the entry nears its bound, so old
 * statistics fade and the table never overflows. */
static void history_update(int32_t *h, int bonus)
{
    *h += bonus - *h * abs(bonus) / 16384;
}

static void quiet_update(cs_engine *e, const cb_board *b, cb_move m, int ply, int bonus)
{
    history_update(&e->history[b->side][cb_from(m)][cb_to(m)], bonus);
    int c = continuation_index(b, m);
    for (int back = 1; back <= 2 && back <= ply; back++)
        if (e->moved[ply - back] != NO_CONTINUATION)
            history_update(&e->continuation[e->moved[ply - back]][c], bonus);
}

/* Move m caused a cut: a quiet one becomes a killer and gains history, a capture gains
 * capture history; the moves tried before it lose some (quiets[0..quiets_n) only when m
 * is quiet: a capture's cut says nothing of them; captures[0..captures_n) always). */
static void reward(cs_engine *e, const cb_board *b, cb_move m, bool quiet, int depth, int ply,
                   const cb_move *quiets, int quiets_n, const cb_move *captures, int captures_n)
{
    int bonus = depth * depth * 16 < 1600 ? depth * depth * 16 : 1600;
    if (quiet) {
        if (e->killer[ply][0] != m) {
            e->killer[ply][1] = e->killer[ply][0];
            e->killer[ply][0] = m;
        }
        quiet_update(e, b, m, ply, bonus);
        for (int i = 0; i < quiets_n; i++)
            quiet_update(e, b, quiets[i], ply, -bonus);
    } else {
        history_update(&e->capture_history[capture_index(b, m)], bonus);
    }
    for (int i = 0; i < captures_n; i++)
        history_update(&e->capture_history[capture_index(b, captures[i])], -bonus);
}

/* ---- search ---- */

/* A quiescence result into slot t (none in losing chess): at depth 0, and never over an
 * entry of the full search of another position (there are many more quiescence nodes). */
static void qs_store(cs_engine *e, tt_entry *t, uint64_t key, int score, int bound, cb_move m,
                     int ply, int eval)
{
    if (t && (t->key == key || t->depth <= 0))
        tt_store(e, key, 0, score, bound, m, ply, eval);
}

static int quiesce(cs_engine *e, const cb_board *b, int ply, int qply, int alpha, int beta)
{
    enter(e, b, ply);
    e->nodes++;
    e->pv_len[ply] = 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    if (out_of_time(e))
        return 0;
    if (ply >= MAX_PLY - 1)
        return evaluate(e, b, ply);
    bool losing = e->kind == CHESS_LOSING;
    bool in_check = !losing && chess_in_check(b, b->side);
    /* the table, in chess (losing chess's quiescence depends on how deep it already is):
     * its bound may answer at once, its move goes first, its evaluation saves one */
    uint64_t key = 0;
    tt_entry *t = NULL, entry = {.eval = -INF};
    if (!losing) {
        key = chess_full_key(b);
        t = &e->tt[key & e->tt_mask];
        if (t->key == key) {
            entry = *t;
            int v = from_tt(t->score, ply);
            if (beta - alpha == 1 && tt_answers(t->bound, v, alpha, beta))
                return v;
        }
    }
    cb_move moves[CB_MAX_MOVES];
    int n = generate(e->kind, b, moves);
    if (losing) {
        if (n == 0)
            return MATE - ply; /* no move: the side to move wins */
        bool forced = chess_is_capture(b, moves[0]);
        if (!forced || qply >= QS_LOSING_PLIES)
            return evaluate(e, b, ply);
        /* every move is a capture, and one must be made: no stand-pat */
    }
    /* no legal move: mate or stalemate, even at the horizon (a won ending must not be
     * thrown away by a stalemating move that only the full search would see) */
    if (n == 0 && !losing && legal_generation(e->kind, b))
        return in_check ? -MATE + ply : 0;
    int best = -INF, static_eval = -INF, a0 = alpha;
    cb_move best_move = 0;
    if (!in_check && !losing) {
        static_eval = kept_eval(e, b, ply, &entry);
        best = corrected(e, b, ply, static_eval);
        if (best >= beta) {
            qs_store(e, t, key, best, BOUND_LOWER, 0, ply, static_eval);
            return best;
        }
        if (best > alpha)
            alpha = best;
        int k = 0; /* out of check only captures and queenings are searched */
        for (int i = 0; i < n; i++)
            if (is_tactical(b, moves[i]))
                moves[k++] = moves[i];
        n = k;
    }
    int score[CB_MAX_MOVES];
    score_moves(e, b, moves, n, entry.move, ply, score);
    int legal = 0;
    cb_board child;
    uint64_t risky = risky_squares(e->kind, b, in_check);
    for (int i = 0; i < n; i++) {
        next_best(moves, score, i, n);
        cb_move m = moves[i];
        if (!in_check && !losing) {
            /* delta pruning: even winning this piece cannot lift us to alpha */
            int victim = chess_piece_at(b, cb_to(m));
            int gain = victim == CB_NONE ? 100 : chess_piece_value(victim);
            if (cb_promo(m))
                gain += 800;
            if (best + gain + 200 < alpha)
                continue;
            int attacker = chess_piece_at(b, cb_from(m));
            if (!cb_promo(m) && victim != CB_NONE &&
                chess_piece_value(attacker) > chess_piece_value(victim) && see(b, m) < 0)
                continue; /* a losing exchange */
        }
        if (!make_fast(e->kind, b, risky, m, &child))
            continue;
        prefetch_entry(e, &child);
        legal++;
        e->moved[ply] = continuation_index(b, m);
        int v = -quiesce(e, &child, ply + 1, qply + 1, -beta, -alpha);
        if (e->stopped)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                best_move = m;
                if (v >= beta)
                    break;
            }
        }
    }
    if (in_check && legal == 0)
        best = -MATE + ply;
    qs_store(e, t, key, best, bound_of(best, a0, beta), best_move, ply, static_eval);
    return best;
}

static bool has_pieces(const cb_board *b, int side)
{
    return (b->colour[side] & ~(b->piece[CB_PAWN] | b->piece[CB_KING])) != 0;
}

/* Losing chess: the move just made leaves the side to move a capture, which it must make
 * (such a move forces the reply as a check does in chess, so it is not reduced). */
static bool forces_capture(const cb_board *child)
{
    return (chess_attacked_squares(child, child->side) & child->colour[!child->side]) != 0;
}

static int search(cs_engine *e, const cb_board *b, int depth, int ply, int alpha, int beta,
                  bool null_ok)
{
    bool losing = e->kind == CHESS_LOSING, pv_node = beta - alpha > 1;
    enter(e, b, ply);
    e->pv_len[ply] = 0;
    int index = e->root_keys + ply;
    e->keys[index] = rep_key(e, b);
    if (ply > 0) {
        if (b->halfmove >= e->fifty || repeated(e, b, index))
            return 0;
        /* mate distance pruning */
        if (alpha < -MATE + ply)
            alpha = -MATE + ply;
        if (beta > MATE - ply - 1)
            beta = MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }
    bool in_check = !losing && chess_in_check(b, b->side);
    /* check extension, on the main line only: away from it the extra ply cost more than it
     * found (1,200 games at 10,000 nodes a move: +21 without it there; docs/BENCHMARKS.md) */
    if (in_check && pv_node && ply < MAX_PLY / 2)
        depth++;
    if (depth <= 0 || ply >= MAX_PLY - 2)
        return quiesce(e, b, ply, 0, alpha, beta);
    e->nodes++;
    if (out_of_time(e))
        return 0;

    uint64_t key = chess_full_key(b);
    tt_entry *t = &e->tt[key & e->tt_mask];
    cb_move tt_move = 0, excluded = e->excluded[ply];
    /* the table's entry, kept (the searches below may replace it); none in a singular test,
     * whose position lacks a move */
    tt_entry entry = {.eval = -INF};
    if (t->key == key && !excluded) {
        entry = *t;
        tt_move = t->move;
        int v = from_tt(t->score, ply);
        if (!pv_node && ply > 0 && t->depth >= depth && tt_answers(t->bound, v, alpha, beta))
            return v;
    }

    cb_board child;
    /* the static evaluation, kept in the table as it is (raw), and corrected */
    int raw = losing || in_check ? -INF : kept_eval(e, b, ply, &entry);
    int eval = corrected(e, b, ply, raw);
    e->static_eval[ply] = eval;
    /* improving: better than two plies ago, so pruning on the evaluation is less safe */
    bool improving = !in_check && (ply < 2 || eval > e->static_eval[ply - 2]);
    /* a table bound on the far side of the evaluation is the better guess to prune by */
    if (eval != -INF && entry.key == key && abs(entry.score) < MATE_BOUND) {
        int v = from_tt(entry.score, ply);
        if (entry.bound & (v > eval ? BOUND_LOWER : BOUND_UPPER))
            eval = v;
    }
    if (!losing && !in_check && !pv_node && !excluded && abs(beta) < MATE_BOUND) {
        /* reverse futility: far above beta near the horizon */
        if (depth <= 6 && eval - (90 - 40 * improving) * depth >= beta)
            return eval;
        /* razoring: far below alpha near the horizon, let the captures decide */
        if (depth <= 2 && eval + 250 * depth < alpha) {
            int v = quiesce(e, b, ply, 0, alpha, alpha + 1);
            if (e->stopped)
                return 0;
            if (v <= alpha)
                return v;
        }
        /* null move: give a tempo; if still above beta, cut (not in pawn endings, where
         * zugzwang is common) */
        if (null_ok && depth >= 3 && eval >= beta && has_pieces(b, b->side)) {
            child = *b;
            child.side = (uint8_t)!b->side;
            child.key ^= chess_zobrist_side();
            child.ep = 0;
            child.halfmove = (uint16_t)(b->halfmove + 1);
            int r = 3 + depth / 4 + ((eval - beta) / 200 < 3 ? (eval - beta) / 200 : 3);
            e->moved[ply] = NO_CONTINUATION;
            int v = -search(e, &child, depth - 1 - r, ply + 1, -beta, -beta + 1, false);
            if (e->stopped)
                return 0;
            if (v >= beta)
                return v > MATE_BOUND ? beta : v;
        }
    }

    /* internal iterative reduction: a deep node without a table move is searched a ply
     * shallower (the table fills for the next visit) */
    if (depth >= 5 && !tt_move && !excluded)
        depth--;

    /* singular extension: when every other move falls well short of the table move's value
     * (a search without it, at half depth, stays below), the table move is searched a ply
     * deeper; when even without it the position beats beta, cut (several moves do) */
    int extension = 0;
    if (ply > 0 && depth >= SINGULAR_DEPTH && tt_move && !excluded && !losing &&
        entry.depth >= depth - 3 && (entry.bound & BOUND_LOWER) && abs(entry.score) < MATE_BOUND &&
        ply < MAX_PLY / 2) {
        int singular_beta = from_tt(entry.score, ply) - 2 * depth;
        e->excluded[ply] = tt_move;
        int v = search(e, b, (depth - 1) / 2, ply, singular_beta - 1, singular_beta, false);
        e->excluded[ply] = 0;
        e->pv_len[ply] = 0; /* the test's line is not this node's */
        if (e->stopped)
            return 0;
        if (v < singular_beta)
            extension = 1;
        else if (singular_beta >= beta)
            return singular_beta;
    }

    cb_move moves[CB_MAX_MOVES], quiets_tried[CB_MAX_MOVES], captures_tried[CB_MAX_MOVES];
    int n = generate(e->kind, b, moves);
    /* losing chess: a forced reply (one move, most often one capture) costs no depth */
    if (losing && n == 1 && ply < MAX_PLY / 2)
        depth++;
    int score[CB_MAX_MOVES];
    score_moves(e, b, moves, n, tt_move, ply, score);
    int best = -INF, legal = 0, a0 = alpha;
    cb_move best_move = 0;
    /* futility: near the horizon, quiet moves cannot lift a hopeless eval to alpha */
    static const int FUTILITY[4] = {0, 150, 300, 500};
    bool futile = !losing && !in_check && !pv_node && depth <= 3 && abs(alpha) < MATE_BOUND &&
                  eval + FUTILITY[depth] <= alpha;
    int quiets = 0, tried = 0, captures = 0;
    uint64_t risky = risky_squares(e->kind, b, in_check);
    for (int i = 0; i < n; i++) {
        next_best(moves, score, i, n);
        cb_move m = moves[i];
        if (m == excluded)
            continue;
        bool quiet = !is_tactical(b, m);
        /* a plain quiet move where every generated move is legal (make_fast cannot refuse
         * it): whether it checks is seen without making it, for most such moves are pruned
         * below, and it is made only when it is searched */
        bool deferred = !losing && !risky && quiet && !cb_promo(m) && !chess_is_castle(b, m);
        bool gives_check;
        if (deferred) {
            gives_check = chess_quiet_move_checks(b, m);
        } else {
            if (!make_fast(e->kind, b, risky, m, &child))
                continue;
            gives_check = !losing && chess_in_check(&child, child.side);
        }
        legal++;
        if (quiet && !gives_check && legal > 1) {
            quiets++;
            /* futility, and late move pruning: past a few quiet moves at low depth */
            if (futile || (!losing && !in_check && !pv_node && depth <= 4 &&
                           quiets > (3 + depth * depth) / (2 - improving) && best > -MATE_BOUND))
                continue;
        }
        /* exchange pruning: near the horizon, a move that loses material on its square */
        if (!losing && ply > 0 && !in_check && !gives_check && legal > 1 && depth <= 8 &&
            best > -MATE_BOUND && !cb_promo(m)) {
            if (quiet ? see(b, m) < -25 * depth * depth
                      : chess_piece_value(chess_piece_at(b, cb_from(m))) >
                                chess_piece_value(chess_piece_at(b, cb_to(m))) &&
                            see(b, m) < -120 * depth)
                continue;
        }
        if (deferred)
            make_fast(e->kind, b, risky, m, &child);
        prefetch_entry(e, &child); /* after the pruning, as the make: most moves are pruned */
        e->moved[ply] = continuation_index(b, m);
        int v;
        if (legal == 1) {
            int ext = m == tt_move ? extension : 0;
            v = -search(e, &child, depth - 1 + ext, ply + 1, -beta, -alpha, true);
        } else {
            int r = 0; /* late move reduction of quiet moves */
            if (depth >= 3 && legal > 2 + pv_node && quiet && !in_check && !gives_check &&
                !(losing && forces_capture(&child))) {
                r = e->reduction[depth < 64 ? depth : 63][legal < 64 ? legal : 63];
                r += !pv_node + !improving;
                r -= m == e->killer[ply][0] || m == e->killer[ply][1];
                r -= quiet_history(e, b, m, ply) / 8000;
                if (r < 0)
                    r = 0;
                if (r > depth - 2)
                    r = depth - 2;
            }
            v = -search(e, &child, depth - 1 - r, ply + 1, -alpha - 1, -alpha, true);
            if (v > alpha && r > 0)
                v = -search(e, &child, depth - 1, ply + 1, -alpha - 1, -alpha, true);
            if (v > alpha && v < beta)
                v = -search(e, &child, depth - 1, ply + 1, -beta, -alpha, true);
        }
        if (e->stopped)
            return 0;
        if (v > best) {
            best = v;
            best_move = m;
            if (v > alpha) {
                alpha = v;
                if (ply == 0)
                    e->root_move = m;
                e->pv[ply][0] = m;
                memcpy(&e->pv[ply][1], e->pv[ply + 1],
                       sizeof(cb_move) * (size_t)e->pv_len[ply + 1]);
                e->pv_len[ply] = e->pv_len[ply + 1] + 1;
                if (v >= beta) {
                    reward(e, b, m, quiet, depth, ply, quiets_tried, tried, captures_tried,
                           captures);
                    break;
                }
            }
        }
        if (quiet)
            quiets_tried[tried++] = m;
        else if (chess_is_capture(b, m))
            captures_tried[captures++] = m;
    }
    if (legal == 0) {
        if (excluded)
            return alpha; /* the left-out move was the only one */
        if (losing)
            return MATE - ply; /* no move: the side to move wins */
        return in_check ? -MATE + ply : 0;
    }
    if (excluded)
        return best;
    int bound = bound_of(best, a0, beta);
    if (!in_check && (!best_move || !is_tactical(b, best_move)))
        correction_learn(e, b, ply, depth, best, bound, raw);
    tt_store(e, key, depth, best, bound, best_move, ply, raw);
    return best;
}

cb_move chess_search(cs_engine *e, const chess_snapshot *root, const cs_limits *limits,
                     cs_report report, void *ctx, cs_info *last)
{
    cs_info info;
    memset(&info, 0, sizeof info);
    cb_move legal[CB_MAX_MOVES];
    int n = chess_search_legal_moves(root, legal);
    if (last)
        *last = info;
    if (n == 0)
        return 0;
    e->kind = root->kind;
    e->fifty = root->fifty_plies;
    e->rep_placement = root->rep_placement;
    e->root_keys = root->num_keys;
    memcpy(e->keys, root->keys, sizeof(uint64_t) * (size_t)root->num_keys);
    e->nodes = 0;
    e->stopped = false;
    e->stop_flag = limits->stop;
    e->node_limit = limits->nodes;
    e->start = tb_clock_seconds();
    e->hard = limits->hard;
    memset(e->killer, 0, sizeof e->killer);
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < 64 * 64; i++)
            e->history[c][i / 64][i % 64] /= 8;
    cb_move best = legal[0];
    int max_depth = limits->depth > 0 && limits->depth < MAX_PLY - 8 ? limits->depth : MAX_PLY - 8;
    int score = 0;
    for (int depth = 1; depth <= max_depth; depth++) {
        e->seldepth = 0;
        e->can_stop = depth > 1;
        e->root_move = 0;
        /* aspiration window around the last score, widened on failure */
        int delta = 30, alpha = -INF, beta = INF, v;
        if (depth >= 5 && abs(score) < MATE_BOUND) {
            alpha = score - delta;
            beta = score + delta;
        }
        for (;;) {
            v = search(e, &root->board, depth, 0, alpha, beta, false);
            if (e->stopped)
                break;
            if (v <= alpha) {
                alpha = v - delta > -INF ? v - delta : -INF;
                beta = (alpha + beta) / 2 > alpha ? (alpha + beta) / 2 : beta;
            } else if (v >= beta) {
                beta = v + delta < INF ? v + delta : INF;
            } else {
                break;
            }
            delta *= 2;
            if (delta > 1000)
                alpha = -INF, beta = INF;
        }
        if (e->stopped) {
            /* an unfinished iteration: its best move so far has been searched to the
             * full depth and beat the previous choice, so it is the better guess */
            if (e->root_move)
                best = e->root_move;
            break;
        }
        if (e->pv_len[0] > 0)
            best = e->pv[0][0];
        score = v;
        info.depth = depth;
        info.seldepth = e->seldepth;
        info.score = v;
        info.mate = v > MATE_BOUND ? (MATE - v + 1) / 2 : v < -MATE_BOUND ? -(MATE + v) / 2 : 0;
        info.nodes = e->nodes;
        info.seconds = tb_clock_seconds() - e->start;
        info.pv_len = e->pv_len[0] < CS_MAX_PV ? e->pv_len[0] : CS_MAX_PV;
        memcpy(info.pv, e->pv[0], sizeof(cb_move) * (size_t)info.pv_len);
        if (info.pv_len == 0) {
            info.pv[0] = best;
            info.pv_len = 1;
        }
        if (report)
            report(ctx, &info);
        if (e->stopped)
            break;
        if (limits->soft > 0 && info.seconds >= limits->soft)
            break;
        if (info.mate && depth > 2 * abs(info.mate) + 2)
            break; /* a mate found and confirmed */
    }
    if (last)
        *last = info;
    return best;
}
