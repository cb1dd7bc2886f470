/* Avanço's engine (avanco.h): principal variation search over the two 49-square bitboards,
 * with iterative deepening and aspiration windows, a Zobrist-keyed transposition table,
 * move ordering (table move, captures of the most advanced enemies, two killers, history),
 * null move while the mover has pieces to spare and no enemy is near, late move reductions,
 * and the race of Breakthrough built into every node:
 * - a piece on the row before its goal always gets there next move (its diagonal squares
 *   ahead are empty or enemy), so the mover with one there has won, and the mover facing two
 *   has lost; facing one, the only moves are the captures of it (a forced defence, searched
 *   a ply deeper);
 * - a move to the row before the goal on a square no enemy attacks wins in three plies.
 * The quiescence resolves captures under those rules, and the evaluation counts the
 * unstoppable runners (no enemy piece can meet them) and who reaches the goal first. */
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/table_size.h"
#include "games/cnjm/avanco.h"

enum { N = 7, CELLS = N * N, MAX_MOVES = 3 * CELLS, INF = 32000 };
enum { WHITE = 0, BLACK = 1 };
enum { WIN = AE_WIN, WIN_BOUND = AE_WIN - AE_MAX_PLY - 8, MAX_PLY = AE_MAX_PLY };
enum { BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

#define BIT(sq) (1ULL << (sq))
static const uint64_t ALL = (1ULL << CELLS) - 1;
static const uint64_t FILE_A = 0x0040810204081ULL;
static const uint64_t FILE_G = 0x0040810204081ULL << 6;

typedef struct pos {
    uint64_t bb[2];
    int side;
    uint64_t key;
} pos;

typedef struct tt_entry {
    uint64_t key;
    int16_t score;
    uint16_t move;
    int8_t depth;
    uint8_t bound;
} tt_entry;

struct ae_engine {
    tt_entry *tt;
    size_t tt_mask;
    uint64_t zobrist[2][CELLS], zobrist_side;
    uint64_t cone[2][CELLS]; /* where an enemy piece could still meet a piece on sq */
    ae_weights w;
    ae_options opt;
    uint16_t killer[MAX_PLY + 2][2];
    int32_t history[2][64 * 64];
    uint64_t nodes, node_limit;
    double hard;
    int root_depth;
    bool can_stop, stopped;
    uint16_t root_move; /* the best root move of the iteration under way, fully searched */
};

/* ---- geometry ---- */

static inline int pop_lsb(uint64_t *b)
{
    int sq = __builtin_ctzll(*b);
    *b &= *b - 1;
    return sq;
}

static inline uint64_t row_mask(int row)
{
    return 0x7FULL << (N * row);
}

/* The row `rel` rows ahead of `side`'s home row. */
static inline uint64_t rel_row(int side, int rel)
{
    return row_mask(side == WHITE ? rel : N - 1 - rel);
}

static inline int rel_row_of(int side, int sq)
{
    return side == WHITE ? sq / N : N - 1 - sq / N;
}

static inline uint64_t pregoal(int side)
{
    return rel_row(side, N - 2);
}

static inline uint64_t ahead(uint64_t b, int side)
{
    return side == WHITE ? (b << N) & ALL : b >> N;
}
static inline uint64_t ahead_left(uint64_t b, int side)
{
    return side == WHITE ? ((b & ~FILE_A) << (N - 1)) & ALL : (b & ~FILE_A) >> (N + 1);
}
static inline uint64_t ahead_right(uint64_t b, int side)
{
    return side == WHITE ? ((b & ~FILE_G) << (N + 1)) & ALL : (b & ~FILE_G) >> (N - 1);
}
static inline uint64_t attacks(uint64_t b, int side)
{
    return ahead_left(b, side) | ahead_right(b, side);
}

/* Step of each direction for `side`: straight, left, right. */
static inline int step(int side, int dir)
{
    static const int steps[2][3] = {{N, N - 1, N + 1}, {-N, -N - 1, -N + 1}};
    return steps[side][dir];
}

static inline int encode(int from, int to)
{
    return from * 64 + to;
}

/* The moves of `side`; with only_to, those ending on these squares; captures_only: captures. */
static int gen(const uint64_t bb[2], int side, uint64_t only_to, bool captures_only, uint16_t *out)
{
    uint64_t own = bb[side], enemy = bb[!side], empty = ALL & ~(own | enemy);
    uint64_t t[3] = {captures_only ? 0 : ahead(own, side) & empty,
                     ahead_left(own, side) & (captures_only ? enemy : ~own),
                     ahead_right(own, side) & (captures_only ? enemy : ~own)};
    int n = 0;
    for (int dir = 0; dir < 3; dir++)
        for (uint64_t b = t[dir] & only_to; b;) {
            int to = pop_lsb(&b);
            out[n++] = (uint16_t)encode(to - step(side, dir), to);
        }
    return n;
}

static void make(const ae_engine *e, const pos *p, pos *q, int move)
{
    int from = move / 64, to = move % 64, us = p->side;
    *q = *p;
    q->bb[us] ^= BIT(from) | BIT(to);
    q->key ^= e->zobrist[us][from] ^ e->zobrist[us][to];
    if (q->bb[!us] & BIT(to)) {
        q->bb[!us] ^= BIT(to);
        q->key ^= e->zobrist[!us][to];
    }
    q->side = !us;
    q->key ^= e->zobrist_side;
}

/* ---- the rules' move generator, for perft ---- */

static bool over(const avanco_state *s)
{
    return (s->pieces[WHITE] & rel_row(WHITE, N - 1)) || (s->pieces[BLACK] & rel_row(BLACK, N - 1));
}

int ae_generate(const avanco_state *s, tb_action *out)
{
    if (over(s))
        return 0;
    uint16_t m[MAX_MOVES];
    int n = gen(s->pieces, (int)s->to_move, ALL, false, m);
    for (int i = 0; i < n; i++)
        out[i] = m[i];
    return n;
}

uint64_t ae_perft(const avanco_state *s, int depth)
{
    if (depth == 0)
        return 1;
    tb_action m[MAX_MOVES];
    int n = ae_generate(s, m);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        avanco_state t = *s;
        int from = (int)(m[i] / 64), to = (int)(m[i] % 64), us = (int)s->to_move;
        t.pieces[us] ^= BIT(from) | BIT(to);
        t.pieces[!us] &= ~BIT(to);
        t.to_move = (uint32_t)!us;
        total += ae_perft(&t, depth - 1);
    }
    return total;
}

/* ---- evaluation ---- */

/* Tuned by bench/avanco_tune.sh 3000 4000 12 1 (texel-style, 62,832 quiet positions of the
 * engine's own games; docs/BENCHMARKS.md), from hand-set weights that scored 76% against
 * Fairy-Stockfish where these scored 92% (40 games). */
void ae_weights_default(ae_weights *w)
{
    static const int tuned[AE_W_COUNT] = {
        /* advance 0..5 */ -12, -10, 10, 46, 70, 0,
        /* files a/g, b/f, c/e, d */ 0, 0, 4, 6,
        /* home row guard by file */ -14, 18, 26, -10,
        /* hanging (mover, other) */ -10, -45,
        /* defended */ 4,
        /* phalanx */ 0,
        /* safe two rows from the goal */ 28,
        /* threat to reach the row before the goal unattacked */ 176,
        /* race won, less per move to go */ 200, 40,
        /* outnumbered */ -20,
    };
    memcpy(w->w, tuned, sizeof tuned);
}

static inline int file_class(int sq)
{
    int c = sq % N;
    return c < N - 1 - c ? c : N - 1 - c;
}

/* The terms of one side; *runner gets the moves its nearest unstoppable piece needs. */
static int side_terms(const ae_engine *e, const pos *p, int side, bool mover, int *runner)
{
    const int *w = e->w.w;
    uint64_t own = p->bb[side], enemy = p->bb[!side];
    uint64_t el = ahead_left(enemy, !side), er = ahead_right(enemy, !side), ea = el | er;
    uint64_t ol = ahead_left(own, side), or_ = ahead_right(own, side), oa = ol | or_;
    int v = 100 * __builtin_popcountll(own);
    for (int r = 0; r < N - 1; r++)
        v += w[AE_W_ADVANCE + r] * __builtin_popcountll(own & rel_row(side, r));
    uint64_t home = own & rel_row(side, 0);
    for (uint64_t b = own; b;) {
        int sq = pop_lsb(&b);
        v += w[AE_W_FILE + file_class(sq)];
    }
    for (uint64_t b = home; b;) {
        int sq = pop_lsb(&b);
        v += w[AE_W_HOME + file_class(sq)];
    }
    uint64_t hanging = own & ea & ~oa;
    v += w[mover ? AE_W_HANG_MOVER : AE_W_HANG_OTHER] * __builtin_popcountll(hanging);
    v += w[AE_W_OUTNUMBERED] * __builtin_popcountll(own & el & er & ~(ol & or_) & oa);
    v += w[AE_W_DEFENDED] * __builtin_popcountll(own & oa);
    uint64_t phalanx = own & (((own & ~FILE_G) << 1) | ((own & ~FILE_A) >> 1));
    v += w[AE_W_PHALANX] * __builtin_popcountll(phalanx);
    v += w[AE_W_SAFE_NEAR] * __builtin_popcountll(own & rel_row(side, N - 3) & ~ea);
    if (!mover) {
        /* squares before the goal it could reach unattacked: the mover must answer */
        uint64_t empty = ALL & ~(own | enemy);
        uint64_t reach = (ahead(own, side) & empty) | (oa & ~own);
        v += w[AE_W_THREAT] * __builtin_popcountll(reach & pregoal(side) & ~ea);
    }
    *runner = N;
    for (uint64_t b = own & ~rel_row(side, 0); b;) {
        int sq = pop_lsb(&b);
        int to_go = N - 1 - rel_row_of(side, sq);
        if (to_go < *runner && !(e->cone[side][sq] & enemy))
            *runner = to_go;
    }
    return v;
}

static int evaluate(const ae_engine *e, const pos *p)
{
    int us = p->side, ru, rt;
    int v = side_terms(e, p, us, true, &ru) - side_terms(e, p, !us, false, &rt);
    const int *w = e->w.w;
    if (ru < N && ru <= rt)
        v += w[AE_W_RACE] - w[AE_W_RACE_STEP] * ru;
    else if (rt < N && rt < ru)
        v -= w[AE_W_RACE] - w[AE_W_RACE_STEP] * rt;
    return v;
}

int ae_evaluate(const ae_engine *e, const avanco_state *s)
{
    pos p = {{s->pieces[0], s->pieces[1]}, (int)s->to_move, 0};
    return evaluate(e, &p);
}

/* ---- engine ---- */

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* An enemy piece k rows ahead can meet the piece only within about k/2 files of it (both
 * close in, and the piece sidesteps); one more file as a margin for the tempo. */
static void fill_cones(ae_engine *e)
{
    for (int side = WHITE; side <= BLACK; side++)
        for (int sq = 0; sq < CELLS; sq++) {
            int row = sq / N, col = sq % N, dir = side == WHITE ? 1 : -1;
            uint64_t cone = 0;
            for (int k = 1;; k++) {
                int r = row + dir * k;
                if (r < 0 || r >= N)
                    break;
                int reach = k / 2 + 1;
                for (int c = col - reach; c <= col + reach; c++)
                    if (c >= 0 && c < N)
                        cone |= BIT(r * N + c);
            }
            e->cone[side][sq] = cone;
        }
}

ae_engine *ae_engine_new(size_t tt_mb)
{
    ae_engine *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->tt = tb_table_new(tt_mb ? tt_mb : 1, sizeof(tt_entry), &e->tt_mask);
    if (!e->tt) {
        free(e);
        return NULL;
    }
    uint64_t seed = 0x41766172C3A76FULL;
    for (int side = 0; side < 2; side++)
        for (int sq = 0; sq < CELLS; sq++)
            e->zobrist[side][sq] = splitmix(&seed);
    e->zobrist_side = splitmix(&seed);
    fill_cones(e);
    ae_weights_default(&e->w);
    e->opt = (ae_options){.null_move = true, .lmr = true};
    return e;
}

void ae_engine_free(ae_engine *e)
{
    if (e) {
        free(e->tt);
        free(e);
    }
}

void ae_engine_set_weights(ae_engine *e, const ae_weights *w)
{
    e->w = *w;
}

void ae_engine_set_options(ae_engine *e, const ae_options *o)
{
    e->opt = *o;
}

static int to_tt(int v, int ply)
{
    return v > WIN_BOUND ? v + ply : v < -WIN_BOUND ? v - ply : v;
}
static int from_tt(int v, int ply)
{
    return v > WIN_BOUND ? v - ply : v < -WIN_BOUND ? v + ply : v;
}

static void tt_store(ae_engine *e, uint64_t key, int depth, int score, int bound, int move, int ply)
{
    tt_entry *t = &e->tt[key & e->tt_mask];
    if (t->key != key || depth >= t->depth || bound == BOUND_EXACT) {
        if (t->key == key && !move)
            move = t->move;
        *t = (tt_entry){key, (int16_t)to_tt(score, ply), (uint16_t)move, (int8_t)depth,
                        (uint8_t)bound};
    }
}

static bool out_of_budget(ae_engine *e)
{
    if (e->stopped)
        return true;
    if (!e->can_stop)
        return false;
    if ((e->node_limit && e->nodes >= e->node_limit) ||
        (e->hard > 0 && (e->nodes & 1023) == 0 && tb_clock_seconds() >= e->hard))
        e->stopped = true;
    return e->stopped;
}

/* Squares `side` can move to on the row before its goal that no enemy attacks. */
static uint64_t safe_pregoal(const pos *p, int side)
{
    uint64_t own = p->bb[side], enemy = p->bb[!side], empty = ALL & ~(own | enemy);
    uint64_t reach = (ahead(own, side) & empty) | (attacks(own, side) & ~own);
    return reach & pregoal(side) & ~attacks(enemy, !side);
}

/* A position decided before any move (not the root): the other side is already on its goal
 * row, the mover stands before its goal, has no piece left, faces two pieces before their
 * goal, or can step unattacked before its goal. */
static bool decided(const pos *p, int ply, int *v)
{
    int us = p->side;
    uint64_t own = p->bb[us], enemy = p->bb[!us], threats = enemy & pregoal(!us);
    if ((enemy & rel_row(!us, N - 1)) || !own)
        *v = -(WIN - ply);
    else if (own & pregoal(us))
        *v = WIN - ply - 1;
    else if (__builtin_popcountll(threats) >= 2)
        *v = -(WIN - ply - 2);
    else if (!threats && safe_pregoal(p, us))
        *v = WIN - ply - 3;
    else
        return false;
    return true;
}

/* The moves of the node: every move, or with one enemy piece before its goal the captures
 * of it (captures_only: the captures). Returns -1 when there is none (score in *v); at the
 * root, every move is listed then. */
static int node_moves(const pos *p, int ply, bool captures_only, uint16_t *moves, int *v)
{
    int us = p->side, n = 0;
    uint64_t threats = p->bb[!us] & pregoal(!us);
    if (threats) {
        n = gen(p->bb, us, threats, true, moves);
        if (n == 0 && ply > 0) {
            *v = -(WIN - ply - 2);
            return -1;
        }
    }
    if (n == 0)
        n = gen(p->bb, us, ALL, captures_only && !threats, moves);
    if (n == 0 && (!captures_only || threats)) {
        *v = -(WIN - ply);
        return -1;
    }
    return n;
}

/* Brings the best-scored of moves[i..n) to place i: a selection sort done one step at a
 * time, since a cutoff usually comes before the list is sorted. */
static void pick_best(uint16_t *moves, int *score, int i, int n)
{
    int bi = i;
    for (int j = i + 1; j < n; j++)
        if (score[j] > score[bi])
            bi = j;
    uint16_t tm = moves[i];
    moves[i] = moves[bi];
    moves[bi] = tm;
    int ts = score[i];
    score[i] = score[bi];
    score[bi] = ts;
}

static int qsearch(ae_engine *e, const pos *p, int alpha, int beta, int ply)
{
    e->nodes++;
    if (out_of_budget(e))
        return 0;
    int us = p->side, v = 0; /* set by decided() or node_moves() where read */
    if (decided(p, ply, &v))
        return v;
    if (ply >= MAX_PLY)
        return evaluate(e, p);
    bool forced = (p->bb[!us] & pregoal(!us)) != 0;
    uint16_t moves[MAX_MOVES];
    int n = node_moves(p, ply, true, moves, &v);
    if (n < 0)
        return v;
    int best = -INF;
    if (!forced) {
        best = evaluate(e, p);
        if (best >= beta)
            return best;
        if (best > alpha)
            alpha = best;
    }
    /* the most advanced enemy pieces first */
    int score[MAX_MOVES];
    for (int i = 0; i < n; i++)
        score[i] = rel_row_of(!us, moves[i] % 64);
    for (int i = 0; i < n; i++) {
        pick_best(moves, score, i, n);
        pos q;
        make(e, p, &q, moves[i]);
        v = -qsearch(e, &q, -beta, -alpha, ply + 1);
        if (e->stopped)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (v >= beta)
                    break;
            }
        }
    }
    return best;
}

static int search(ae_engine *e, const pos *p, int alpha, int beta, int depth, int ply, bool null_ok)
{
    bool pv = beta - alpha > 1;
    int us = p->side, v;
    uint64_t own = p->bb[us], enemy = p->bb[!us];
    bool forced = (enemy & pregoal(!us)) != 0;
    if (ply > 0 && decided(p, ply, &v))
        return v;
    if (forced && ply < 2 * e->root_depth + 4)
        depth++; /* a forced defence: one or two captures to try */
    if (depth <= 0 && ply > 0)
        return qsearch(e, p, alpha, beta, ply);
    e->nodes++;
    if (out_of_budget(e))
        return 0;
    if (ply >= MAX_PLY - 2)
        return evaluate(e, p);
    if (ply > 0) { /* no line can do better than a win now */
        alpha = alpha > -(WIN - ply) ? alpha : -(WIN - ply);
        beta = beta < WIN - ply - 1 ? beta : WIN - ply - 1;
        if (alpha >= beta)
            return alpha;
    }

    tt_entry *t = &e->tt[p->key & e->tt_mask];
    int tt_move = 0;
    if (t->key == p->key) {
        tt_move = t->move;
        int s = from_tt(t->score, ply);
        if (!pv && ply > 0 && t->depth >= depth &&
            (t->bound == BOUND_EXACT || (t->bound == BOUND_LOWER && s >= beta) ||
             (t->bound == BOUND_UPPER && s <= alpha)))
            return s;
    }

    int eval = forced ? -INF : evaluate(e, p);
    if (!pv && !forced && ply > 0 && abs(beta) < WIN_BOUND) {
        if (depth <= 3 && eval - 80 * depth >= beta)
            return eval;
        /* pass only while the mover has pieces to spare and no enemy is within three rows of
         * its goal: that is where a pass would hide a breakthrough sacrifice */
        if (e->opt.null_move && null_ok && depth >= 3 && eval >= beta &&
            __builtin_popcountll(own) >= 6 &&
            !(enemy & (rel_row(!us, N - 3) | rel_row(!us, N - 4)))) {
            pos q = *p;
            q.side = !us;
            q.key ^= e->zobrist_side;
            int r = 3 + depth / 6;
            v = -search(e, &q, -beta, -beta + 1, depth - 1 - r, ply + 1, false);
            if (e->stopped)
                return 0;
            if (v >= beta)
                return v > WIN_BOUND ? beta : v;
        }
    }

    uint16_t moves[MAX_MOVES];
    int n = node_moves(p, ply, false, moves, &v);
    if (n < 0)
        return v;
    int score[MAX_MOVES];
    uint64_t enemy_attacks = attacks(enemy, !us);
    for (int i = 0; i < n; i++) {
        int m = moves[i], to = m % 64;
        if (m == tt_move)
            score[i] = 1 << 30;
        else if (enemy & BIT(to))
            score[i] = (1 << 24) + 64 * rel_row_of(!us, to) - (enemy_attacks & BIT(to) ? 32 : 0);
        else if (m == e->killer[ply][0])
            score[i] = 1 << 22;
        else if (m == e->killer[ply][1])
            score[i] = (1 << 22) - 1;
        else
            score[i] = e->history[us][m];
    }

    int best = -INF, best_move = 0, orig_alpha = alpha;
    for (int i = 0; i < n; i++) {
        pick_best(moves, score, i, n);
        int m = moves[i], to = m % 64;
        bool capture = (enemy & BIT(to)) != 0;
        int rr = rel_row_of(us, to);
        pos q;
        make(e, p, &q, m);
        /* a piece two rows from its goal that no enemy attacks threatens to run through */
        int ext = 0;
        if (rr == N - 3 && !(enemy_attacks & BIT(to)) && ply < 2 * e->root_depth)
            ext = 1;
        int d = depth - 1 + ext;
        if (i == 0) {
            v = -search(e, &q, -beta, -alpha, d, ply + 1, true);
        } else {
            int r = 0;
            if (e->opt.lmr && depth >= 3 && i >= (pv ? 4 : 3) && !capture && !ext && !forced &&
                score[i] < (1 << 22) - 1 && rr < N - 2) {
                r = 1 + (i >= 8) + (depth >= 8 && i >= 14);
                if (r > d - 1)
                    r = d - 1 > 0 ? d - 1 : 0;
            }
            v = -search(e, &q, -alpha - 1, -alpha, d - r, ply + 1, true);
            if (!e->stopped && v > alpha && r > 0)
                v = -search(e, &q, -alpha - 1, -alpha, d, ply + 1, true);
            if (!e->stopped && v > alpha && v < beta)
                v = -search(e, &q, -beta, -alpha, d, ply + 1, true);
        }
        if (e->stopped)
            return 0;
        if (v > best) {
            best = v;
            best_move = m;
            if (v > alpha) {
                alpha = v;
                if (ply == 0)
                    e->root_move = (uint16_t)m;
                if (v >= beta) {
                    if (!capture) {
                        if (e->killer[ply][0] != m) {
                            e->killer[ply][1] = e->killer[ply][0];
                            e->killer[ply][0] = (uint16_t)m;
                        }
                        int32_t *h = &e->history[us][m];
                        *h += depth * depth;
                        if (*h > (1 << 20))
                            for (int k = 0; k < 64 * 64; k++)
                                e->history[us][k] /= 2;
                    }
                    break;
                }
            }
        }
    }
    int bound = best >= beta ? BOUND_LOWER : best > orig_alpha ? BOUND_EXACT : BOUND_UPPER;
    tt_store(e, p->key, depth, best, bound, best_move, ply);
    return best;
}

static uint64_t key_of(const ae_engine *e, const pos *p)
{
    uint64_t k = p->side ? e->zobrist_side : 0;
    for (int side = 0; side < 2; side++)
        for (uint64_t b = p->bb[side]; b;)
            k ^= e->zobrist[side][pop_lsb(&b)];
    return k;
}

static void collect_pv(ae_engine *e, const pos *root, ae_result *res)
{
    pos p = *root;
    res->pv_len = 0;
    while (res->pv_len < 32) {
        tt_entry *t = &e->tt[p.key & e->tt_mask];
        if (t->key != p.key || !t->move)
            break;
        uint16_t moves[MAX_MOVES];
        int n = gen(p.bb, p.side, ALL, false, moves), found = 0;
        for (int i = 0; i < n; i++)
            found |= moves[i] == t->move;
        if (!found || (p.bb[0] & rel_row(WHITE, N - 1)) || (p.bb[1] & rel_row(BLACK, N - 1)))
            break;
        res->pv[res->pv_len++] = t->move;
        pos q;
        make(e, &p, &q, t->move);
        p = q;
    }
}

bool ae_search(ae_engine *e, const avanco_state *s, const ae_limits *lim, ae_result *res)
{
    memset(res, 0, sizeof *res);
    pos root = {{s->pieces[0], s->pieces[1]}, (int)s->to_move, 0};
    root.key = key_of(e, &root);
    uint16_t moves[MAX_MOVES];
    int v;
    int n = over(s) ? 0 : node_moves(&root, 0, false, moves, &v);
    if (n <= 0)
        return false;
    if (n == 1) { /* nothing to think about */
        res->move = moves[0];
        res->pv[0] = moves[0];
        res->pv_len = 1;
        return true;
    }
    double start = tb_clock_seconds();
    e->nodes = 0;
    e->node_limit = lim->nodes;
    e->hard = lim->hard > 0 ? start + lim->hard : 0;
    e->stopped = false;
    memset(e->killer, 0, sizeof e->killer);
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < 64 * 64; k++)
            e->history[side][k] /= 8;
    int max_depth = lim->depth > 0 ? lim->depth : MAX_PLY / 2 - 4;
    int prev = 0;
    for (int depth = 1; depth <= max_depth; depth++) {
        e->root_depth = depth;
        e->can_stop = depth > 1;
        e->root_move = 0;
        int delta = 35, alpha = -INF, beta = INF;
        if (depth >= 4 && abs(prev) < WIN_BOUND) {
            alpha = prev - delta;
            beta = prev + delta;
        }
        for (;;) {
            v = search(e, &root, alpha, beta, depth, 0, false);
            if (e->stopped)
                break;
            if (v <= alpha) {
                alpha = alpha - delta < -INF ? -INF : alpha - delta;
                delta *= 2;
            } else if (v >= beta) {
                beta = beta + delta > INF ? INF : beta + delta;
                delta *= 2;
            } else
                break;
            if (delta > 600) {
                alpha = -INF;
                beta = INF;
            }
        }
        if (e->stopped) {
            /* an unfinished iteration's move counts when it beat the previous best */
            if (e->root_move)
                res->move = e->root_move;
            break;
        }
        prev = v;
        res->move = e->root_move ? e->root_move : res->move;
        res->score = v;
        res->depth = depth;
        if (abs(v) > WIN_BOUND && depth > 2 * (WIN - abs(v)))
            break; /* a forced result, found to its end */
        if (lim->soft > 0 && tb_clock_seconds() - start >= lim->soft)
            break;
    }
    if (!res->move) {
        /* the first iteration always finishes; the table's move or the first legal one */
        tt_entry *t = &e->tt[root.key & e->tt_mask];
        res->move = t->key == root.key && t->move ? t->move : moves[0];
    }
    res->nodes = e->nodes;
    collect_pv(e, &root, res);
    if (res->pv_len == 0 || res->pv[0] != res->move) {
        res->pv[0] = res->move;
        res->pv_len = 1;
    }
    return true;
}
