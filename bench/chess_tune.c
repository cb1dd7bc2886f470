/* Texel-style tuning of the orthodox chess evaluation's weights (src/games/chess/eval.c),
 * for bench/chess_tune.sh:
 *
 *   chess_tune gen GAMES NODES SEED FILE        self-play: appends positions to FILE
 *   chess_tune tune ITERATIONS LAMBDA FILE...   fits the weights, prints EW's initializer
 *   chess_tune leaves OUT FILE...               quiescence leaves to OUT, their FENs printed
 *   chess_tune relabel LEAVES SCORES OUT        LEAVES with another engine's scores
 *   chess_tune moves SEAT RECORDS...            the moves of match records, one a line
 *
 * gen: the engine (search.c, the weights compiled into the library) plays itself at NODES
 * nodes a move, the first 4-9 plies at random so that the games differ (a game whose first
 * searched position is outside +-150 cp is dropped); a game ends by mate, stalemate, the
 * fifty-move rule, a repetition, bare kings (or king and one minor), or adjudication (both
 * sides' search scores beyond 1000 cp for 8 plies in a row; a draw at 400 plies). Every
 * searched position is stored: the board, the game's result and the search's score.
 *
 * tune: each position is replaced by the leaf of its quiescence search (captures and queen
 * promotions, stand pat, most valuable victim first), positions in check dropped; eval.c is
 * compiled into this tool with CHESS_EVAL_TRACE, which records how often each weight counts
 * for each colour, so the evaluation is a linear function of the weights (the tapered mix of
 * middle game and endgame by the phase). The piece-square tables keep their shape and get a
 * weight per rank and per file (mirrored) of each piece (see rank_param). K of
 * sigmoid(K * eval / 400) is fitted to the results first; the target of a position is
 * LAMBDA * result + (1 - LAMBDA) * sigmoid(K * search score / 400) (LAMBDA 1: pure Texel),
 * and the mean squared error is minimised by full-batch gradient descent (Adam) on four
 * games in five; the fifth is held out, and the weights of the iteration with the least
 * held-out error are printed. CHESS_TUNE_FREEZE_PST=1 keeps the tables as they are;
 * CHESS_TUNE_FULL_PST=1 fits the tables square by square instead (mirrored left to right);
 * CHESS_TUNE_REG=R adds R * (w - w0)^2 for each weight (w0: the weights compiled in). */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* eval.c again, with the trace, its functions named traced_* */
#include "games/chess/eval_traced.h"

#include "chess_selfplay.h"
#include "games/chess/chess_family.h"
#include "games/chess/fen.h"
#include "tabula/record.h"
#include "tabula/rng.h"

typedef chess_record record;

/* ---- gen ---- */

static bool insufficient(const cb_board *b)
{
    uint64_t heavy = b->piece[CB_PAWN] | b->piece[CB_ROOK] | b->piece[CB_QUEEN];
    uint64_t minors = b->piece[CB_KNIGHT] | b->piece[CB_BISHOP];
    return !heavy && __builtin_popcountll(minors) <= 1;
}

static int gen(int games, uint64_t nodes, uint64_t seed, const char *path)
{
    FILE *f = fopen(path, "ab");
    cs_engine *e = chess_search_new(16);
    if (!f || !e) {
        fprintf(stderr, "cannot open %s or start the engine\n", path);
        return 1;
    }
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    static record line[512];
    long stored = 0;
    int played = 0;
    for (int game = 0; game < games; game++) {
        chess_snapshot s;
        memset(&s, 0, sizeof s);
        chess_board_start(&s.board);
        s.kind = CHESS_ORTHODOX;
        s.fifty_plies = 100;
        uint64_t keys[SELFPLAY_MAX_KEYS];
        int nkeys = 0, plies = 0, random_plies = 4 + (int)tb_rng_below(&rng, 6);
        int result = -1, streak_w = 0, streak_b = 0, n = 0;
        bool dropped = false;
        chess_search_clear(e);
        for (;;) {
            cb_board *b = &s.board;
            cb_move m[CB_MAX_MOVES];
            int k = chess_board_legal_moves(b, m);
            if (k == 0) {
                result = chess_in_check(b, b->side) ? (b->side == CB_WHITE ? 0 : 2) : 1;
                break;
            }
            if (b->halfmove >= 100 || insufficient(b) || plies >= 400) {
                result = 1;
                break;
            }
            bool repeated = selfplay_repeated(keys, &nkeys, b, chess_full_key(b));
            if (repeated) {
                result = 1;
                break;
            }
            cb_move move;
            if (plies < random_plies)
                move = m[tb_rng_below(&rng, (uint32_t)k)];
            else {
                selfplay_history(&s, keys, nkeys);
                cs_limits lim = {.nodes = nodes};
                cs_info info;
                move = chess_search(e, &s, &lim, NULL, NULL, &info);
                int white = b->side == CB_WHITE ? info.score : -info.score;
                if (plies == random_plies && abs(white) > 150) {
                    dropped = true;
                    break;
                }
                streak_w = white > 1000 ? streak_w + 1 : 0;
                streak_b = white < -1000 ? streak_b + 1 : 0;
                if (n < 512) {
                    line[n].b = *b;
                    line[n].score = (int16_t)(white > 3000 ? 3000 : white < -3000 ? -3000 : white);
                    line[n].game = (uint32_t)(seed * 1000003u + (uint64_t)game);
                    n++;
                }
                if (streak_w >= 8 || streak_b >= 8) {
                    result = streak_w >= 8 ? 2 : 0;
                    break;
                }
            }
            chess_make_move(b, move);
            plies++;
        }
        if (dropped)
            continue;
        played++;
        for (int i = 0; i < n; i++)
            line[i].result = result;
        fwrite(line, sizeof line[0], (size_t)n, f);
        stored += n;
        if (game % 50 == 49)
            fprintf(stderr, "%d games (%d kept), %ld positions\n", game + 1, played, stored);
    }
    fprintf(stderr, "%d games kept of %d, %ld positions\n", played, games, stored);
    fclose(f);
    chess_search_free(e);
    return 0;
}

/* ---- the quiescence leaf ---- */

static int eval_white(const cb_board *b)
{
    return traced_eval_orthodox(b) + (b->side == CB_WHITE ? 10 : -10);
}

/* Quiescence from the side to move; *leaf receives the position the score comes from. */
static int qsearch(const cb_board *b, int alpha, int beta, int depth, cb_board *leaf)
{
    int stand = b->side == CB_WHITE ? eval_white(b) : -eval_white(b);
    *leaf = *b;
    if (stand >= beta || depth == 0)
        return stand;
    if (stand > alpha)
        alpha = stand;
    cb_move m[CB_MAX_MOVES];
    int n = chess_board_legal_moves(b, m), k = 0, order[CB_MAX_MOVES];
    cb_move caps[CB_MAX_MOVES];
    for (int i = 0; i < n; i++)
        if (chess_is_capture(b, m[i]) || cb_promo(m[i]) == CB_QUEEN) {
            int victim = chess_piece_at(b, cb_to(m[i]));
            int v = (victim == CB_NONE ? 100 : traced_piece_value(victim)) * 16 -
                    traced_piece_value(chess_piece_at(b, cb_from(m[i]))) / 16;
            int j = k++;
            while (j > 0 && order[j - 1] < v) {
                order[j] = order[j - 1];
                caps[j] = caps[j - 1];
                j--;
            }
            order[j] = v;
            caps[j] = m[i];
        }
    for (int i = 0; i < k; i++) {
        cb_board c = *b, l;
        chess_make_move(&c, caps[i]);
        int v = -qsearch(&c, -beta, -alpha, depth - 1, &l);
        if (v > alpha) {
            alpha = v;
            *leaf = l;
            if (v >= beta)
                break;
        }
    }
    return alpha;
}

/* ---- leaves and labels (an outside engine's scores as the target) ---- */

/* The FEN of `b` (the move counters as 0 1: the label does not depend on them). */
static void fen_text(const cb_board *b, char *out, size_t len)
{
    char placement[96], castling[5], ep[3] = "-";
    chess_placement_text(b, placement, sizeof placement);
    chess_castling_text(b->castling, castling);
    if (b->ep) { /* the square behind the pawn that may be taken */
        int sq = __builtin_ctzll(b->ep) + (b->side == CB_WHITE ? 8 : -8);
        ep[0] = (char)('a' + sq % 8);
        ep[1] = (char)('1' + sq / 8);
    }
    snprintf(out, len, "%s %c %s %s 0 1", placement, b->side == CB_WHITE ? 'w' : 'b', castling, ep);
}

/* Calls take(r, ctx) for every record of files[0..nfiles) with its board replaced by its
 * quiescence leaf; positions in check, or whose leaf is, are skipped and counted in
 * *dropped (*read counts them all). False when a file cannot be read. */
static bool read_leaves(int nfiles, char **files, void (*take)(const record *, void *), void *ctx,
                        long *read, long *dropped)
{
    for (int fi = 0; fi < nfiles; fi++) {
        FILE *in = fopen(files[fi], "rb");
        if (!in) {
            fprintf(stderr, "cannot read %s\n", files[fi]);
            return false;
        }
        record r;
        while (fread(&r, sizeof r, 1, in) == 1) {
            (*read)++;
            cb_board leaf;
            if (chess_in_check(&r.b, r.b.side) ||
                (qsearch(&r.b, -CS_MATE, CS_MATE, 12, &leaf), chess_in_check(&leaf, leaf.side))) {
                (*dropped)++;
                continue;
            }
            r.b = leaf;
            take(&r, ctx);
        }
        fclose(in);
    }
    return true;
}

static void write_leaf(const record *r, void *out)
{
    fwrite(r, sizeof *r, 1, out);
    char fen[128];
    fen_text(&r->b, fen, sizeof fen);
    printf("%s\n", fen);
}

/* leaves OUT IN...: each stored position replaced by its quiescence leaf (positions in check,
 * or whose leaf is, dropped), written to OUT with the game's result; the leaves' FENs go to
 * standard output, one a line in the same order, for bench/chess_label.py. */
static int leaves(const char *out_path, int nfiles, char **files)
{
    FILE *out = fopen(out_path, "wb");
    if (!out) {
        fprintf(stderr, "cannot write %s\n", out_path);
        return 1;
    }
    long read = 0, dropped = 0;
    bool ok = read_leaves(nfiles, files, write_leaf, out, &read, &dropped);
    fclose(out);
    fprintf(stderr, "%ld leaves (%ld positions in check dropped)\n", read - dropped, dropped);
    return ok ? 0 : 1;
}

/* relabel LEAVES SCORES OUT: the records of LEAVES with the scores of SCORES (one a line,
 * centipawns for White, as bench/chess_label.py prints them) in place of the search's; when
 * SCORES is shorter, only the records it labels. */
static int relabel(const char *leaves_path, const char *scores_path, const char *out_path)
{
    FILE *in = fopen(leaves_path, "rb"), *scores = fopen(scores_path, "r"),
         *out = fopen(out_path, "wb");
    if (!in || !scores || !out) {
        fprintf(stderr, "cannot open %s, %s or %s\n", leaves_path, scores_path, out_path);
        return 1;
    }
    record r;
    long n = 0;
    int score;
    while (fread(&r, sizeof r, 1, in) == 1) {
        if (fscanf(scores, "%d", &score) != 1) { /* labelling still under way: a prefix */
            fprintf(stderr, "%s ends after %ld scores\n", scores_path, n);
            break;
        }
        r.score = (int16_t)(score > 3000 ? 3000 : score < -3000 ? -3000 : score);
        fwrite(&r, sizeof r, 1, out);
        n++;
    }
    fclose(in);
    fclose(scores);
    fclose(out);
    fprintf(stderr, "%ld positions relabelled\n", n);
    return 0;
}

typedef struct feat {
    uint16_t param;
    int16_t coef; /* White's count less Black's */
} feat;

typedef struct pos {
    uint32_t first, count; /* into the feature array */
    float phase;           /* middle-game share, phase / 24 */
    float offset;          /* the part of the evaluation outside the weights (mop-up, tempo) */
    float result;          /* for White: 0, 0.5, 1 */
    float score;           /* the search's score for White, centipawns */
    bool held_out;
    cb_board leaf;
} pos;

/* The piece-square tables are not fitted square by square (too many weights for the games
 * a short run can play): each keeps its hand-set shape, and the fit adds to it one weight
 * per rank and one per file (files mirrored: a and h share) of each piece. These extra
 * weights follow EW's entries in the parameter vector. */
enum { PST_FIRST = offsetof(chess_eval_weights, pst) / sizeof(chess_we) };
#define NPARAM (CHESS_EW_COUNT + 6 * 12)

static bool is_pst(int i)
{
    return i >= PST_FIRST && i < PST_FIRST + 6 * 64;
}

/* the rank weight and the file weight of table entry i (a piece-square entry) */
static int rank_param(int i)
{
    int t = (i - PST_FIRST) / 64, idx = (i - PST_FIRST) % 64;
    return CHESS_EW_COUNT + t * 12 + (7 - idx / 8);
}

/* the entry of the same table mirrored to files a-d (CHESS_TUNE_FULL_PST: square by square) */
static bool full_pst;

static int mirror(int i)
{
    int f = (i - PST_FIRST) % 8;
    return f < 4 ? i : i - f + (7 - f);
}

static int file_param(int i)
{
    int t = (i - PST_FIRST) / 64, f = (i - PST_FIRST) % 8;
    return CHESS_EW_COUNT + t * 12 + 8 + (f < 4 ? f : 7 - f);
}

static double predict(const pos *p, const feat *f, const double *w)
{
    double mg = 0, eg = 0;
    for (uint32_t i = 0; i < p->count; i++) {
        const feat *x = &f[p->first + i];
        mg += x->coef * w[2 * x->param];
        eg += x->coef * w[2 * x->param + 1];
    }
    return mg * p->phase + eg * (1 - p->phase) + p->offset;
}

static double sigmoid(double k, double e)
{
    return 1 / (1 + exp(-k * e / 400));
}

/* The target: the game's result mixed with the search's score (LAMBDA: the result's share). */
static double lambda = 1;

static double target(const pos *p, double k)
{
    return lambda * p->result + (1 - lambda) * sigmoid(k, p->score);
}

/* Mean squared errors against the target on the training and held-out positions, and
 * against the results alone on the held-out ones (*held_result). */
static double held_result;

static void errors(const pos *v, size_t n, const feat *f, const double *w, double k, double *train,
                   double *held)
{
    double s[2] = {0, 0}, r = 0;
    long c[2] = {0, 0};
    for (size_t i = 0; i < n; i++) {
        double e = sigmoid(k, predict(&v[i], f, w)), d = target(&v[i], k) - e;
        s[v[i].held_out] += d * d;
        c[v[i].held_out]++;
        if (v[i].held_out)
            r += (v[i].result - e) * (v[i].result - e);
    }
    *train = s[0] / (double)(c[0] ? c[0] : 1);
    *held = s[1] / (double)(c[1] ? c[1] : 1);
    held_result = r / (double)(c[1] ? c[1] : 1);
}

/* One field of the initializer: `.name = {mg, eg},` or, for n > 1, `.name = {{..}, ...},`. */
static void print_pairs(const char *name, const chess_we *w, int n)
{
    printf("    .%s = %s", name, n > 1 ? "{" : "");
    for (int i = 0; i < n; i++)
        printf("%s{%d, %d}", i ? ", " : "", w[i].mg, w[i].eg);
    printf("%s,\n", n > 1 ? "}" : "");
}

static void print_weights(const double *w)
{
    chess_eval_weights out;
    chess_we *o = (chess_we *)&out;
    for (int i = 0; i < CHESS_EW_COUNT; i++) {
        int j = is_pst(i) ? mirror(i) : i;
        double mg = w[2 * j], eg = w[2 * j + 1];
        if (is_pst(i)) {
            mg += w[2 * rank_param(i)] + w[2 * file_param(i)];
            eg += w[2 * rank_param(i) + 1] + w[2 * file_param(i) + 1];
        }
        o[i].mg = (int)lround(mg);
        o[i].eg = (int)lround(eg);
    }
    static const char *names[6] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    printf("static chess_eval_weights EW = {\n    .material = {");
    for (int t = 0; t < 6; t++)
        printf("%s{%d, %d}", t ? ", " : "", out.material[t].mg, out.material[t].eg);
    printf("},\n    .pst =\n        {\n");
    for (int t = 0; t < 6; t++) {
        printf("            /* %s */\n            {\n", names[t]);
        for (int r = 0; r < 8; r++) {
            printf("               ");
            for (int fl = 0; fl < 8; fl++)
                printf(" {%d, %d},", out.pst[t][r * 8 + fl].mg, out.pst[t][r * 8 + fl].eg);
            printf("\n");
        }
        printf("            },\n");
    }
    printf("        },\n");
    print_pairs("knight_mobility", out.knight_mobility, 9);
    print_pairs("bishop_mobility", out.bishop_mobility, 14);
    print_pairs("rook_mobility", out.rook_mobility, 15);
    print_pairs("queen_mobility", out.queen_mobility, 28);
#define ONE(name) print_pairs(#name, &out.name, 1)
    ONE(bishop_pair);
    ONE(rook_open);
    ONE(rook_half_open);
    ONE(doubled);
    ONE(isolated);
    print_pairs("passed", out.passed, 8);
    print_pairs("king_danger", out.king_danger, KING_DANGER_MAX);
    ONE(shield);
    ONE(threat_by_pawn);
    ONE(threat_by_minor);
    ONE(threat_by_rook);
    ONE(hanging);
    ONE(passed_free);
    ONE(passed_kings);
    print_pairs("connected", out.connected, 8);
    print_pairs("outpost", out.outpost, 2);
    print_pairs("safe_check", out.safe_check, 4);
    printf("};\n");
}

/* The positions of a fit, their features (the traced weights' counts, White's less
 * Black's) and the weights they start from (for the offset). */
typedef struct dataset {
    pos *v;
    size_t n, cap;
    feat *f;
    size_t nf, fcap;
    const double *w;
} dataset;

static void add_position(const record *r, void *ctx)
{
    dataset *d = ctx;
    memset(&chess_trace, 0, sizeof chess_trace);
    int e = eval_white(&r->b);
    int coef[NPARAM];
    memset(coef, 0, sizeof coef);
    for (int i = 0; i < CHESS_EW_COUNT; i++) {
        int c = chess_trace.coef[0][i] - chess_trace.coef[1][i];
        if (is_pst(i) && full_pst)
            coef[mirror(i)] += c;
        else if (is_pst(i)) { /* the hand-set entry stays in the offset */
            coef[rank_param(i)] += c;
            coef[file_param(i)] += c;
        } else
            coef[i] += c;
    }
    if (d->n == d->cap)
        d->v = realloc(d->v, (d->cap *= 2) * sizeof *d->v);
    pos *p = &d->v[d->n++];
    p->first = (uint32_t)d->nf;
    p->count = 0;
    p->phase = (float)chess_trace.phase / 24.0f;
    p->result = (float)r->result / 2.0f;
    p->score = (float)r->score;
    p->leaf = r->b;
    p->held_out = r->game % 5 == 0;
    for (int i = 0; i < NPARAM; i++)
        if (coef[i]) {
            if (d->nf == d->fcap)
                d->f = realloc(d->f, (d->fcap *= 2) * sizeof *d->f);
            d->f[d->nf].param = (uint16_t)i;
            d->f[d->nf++].coef = (int16_t)coef[i];
            p->count++;
        }
    p->offset = 0;
    p->offset = (float)(e - predict(p, d->f, d->w));
}

static int tune(int iterations, int nfiles, char **files)
{
    bool freeze_pst = getenv("CHESS_TUNE_FREEZE_PST") != NULL;
    full_pst = getenv("CHESS_TUNE_FULL_PST") != NULL;
    double reg = getenv("CHESS_TUNE_REG") ? atof(getenv("CHESS_TUNE_REG")) : 0;
    double w[2 * NPARAM], w0[2 * NPARAM];
    memset(w, 0, sizeof w);
    for (int i = 0; i < CHESS_EW_COUNT; i++) {
        w[2 * i] = ((chess_we *)&EW)[i].mg;
        w[2 * i + 1] = ((chess_we *)&EW)[i].eg;
    }
    memcpy(w0, w, sizeof w);
    dataset d = {.v = malloc((1 << 20) * sizeof(pos)),
                 .cap = 1 << 20,
                 .f = malloc((1 << 24) * sizeof(feat)),
                 .fcap = 1 << 24,
                 .w = w};
    long read = 0, in_check = 0;
    if (!read_leaves(nfiles, files, add_position, &d, &read, &in_check))
        return 1;
    pos *v = d.v;
    feat *f = d.f;
    size_t n = d.n;
    fprintf(stderr, "%ld positions read, %ld in check (dropped), %zu kept\n", read, in_check, n);
    double k = 1, best = 1e9, tr, ho, lambda_arg = lambda;
    lambda = 1; /* K is fitted to the results */
    for (double kk = 0.1; kk <= 6.0; kk += 0.05) {
        errors(v, n, f, w, kk, &tr, &ho);
        if (tr < best) {
            best = tr;
            k = kk;
        }
    }
    lambda = lambda_arg;
    errors(v, n, f, w, k, &tr, &ho);
    fprintf(stderr, "K %.2f; start: train error %.6f, held-out %.6f (results %.6f)\n", k, tr, ho,
            held_result);
    int np = 2 * NPARAM;
    double *g = calloc((size_t)np, sizeof *g), *m1 = calloc((size_t)np, sizeof *m1),
           *m2 = calloc((size_t)np, sizeof *m2), *bestw = malloc((size_t)np * sizeof *bestw);
    memcpy(bestw, w, sizeof w);
    double best_held = ho, lr = 0.5, b1 = 0.9, b2 = 0.999;
    int best_it = 0;
    for (int it = 1; it <= iterations; it++) {
        memset(g, 0, (size_t)np * sizeof *g);
        long count = 0;
        for (size_t i = 0; i < n; i++) {
            const pos *p = &v[i];
            if (p->held_out)
                continue;
            count++;
            double s = sigmoid(k, predict(p, f, w));
            double d = (s - target(p, k)) * s * (1 - s) * k / 400;
            for (uint32_t j = 0; j < p->count; j++) {
                const feat *x = &f[p->first + j];
                g[2 * x->param] += d * x->coef * p->phase;
                g[2 * x->param + 1] += d * x->coef * (1 - p->phase);
            }
        }
        for (int i = 0; i < np; i++) {
            if (freeze_pst && i >= 2 * CHESS_EW_COUNT)
                continue;
            double gi = 2 * g[i] / (double)count + 2 * reg * (w[i] - w0[i]);
            m1[i] = b1 * m1[i] + (1 - b1) * gi;
            m2[i] = b2 * m2[i] + (1 - b2) * gi * gi;
            double mh = m1[i] / (1 - pow(b1, it)), vh = m2[i] / (1 - pow(b2, it));
            w[i] -= lr * mh / (sqrt(vh) + 1e-12);
        }
        /* the king's material never counts; pawns on the first and last ranks never occur */
        if (it % 20 == 0 || it == iterations) {
            errors(v, n, f, w, k, &tr, &ho);
            if (ho < best_held) {
                best_held = ho;
                best_it = it;
                memcpy(bestw, w, sizeof w);
            }
            fprintf(stderr, "iteration %d: train %.6f, held-out %.6f (results %.6f)\n", it, tr, ho,
                    held_result);
        }
    }
    fprintf(stderr, "best held-out error %.6f at iteration %d\n", best_held, best_it);
    print_weights(bestw);
    /* check: the linear model agrees with eval.c under the printed (rounded) weights */
    for (int i = 0; i < CHESS_EW_COUNT; i++) {
        int j = is_pst(i) ? mirror(i) : i;
        double mg = bestw[2 * j], eg = bestw[2 * j + 1];
        if (is_pst(i)) {
            mg += bestw[2 * rank_param(i)] + bestw[2 * file_param(i)];
            eg += bestw[2 * rank_param(i) + 1] + bestw[2 * file_param(i) + 1];
        }
        ((chess_we *)&EW)[i].mg = (int)lround(mg);
        ((chess_we *)&EW)[i].eg = (int)lround(eg);
    }
    double dev = 0;
    for (size_t i = 0; i < n; i++)
        dev += fabs(eval_white(&v[i].leaf) - predict(&v[i], f, bestw));
    fprintf(stderr, "mean |eval.c - model| with the printed weights: %.2f cp\n", dev / (double)n);
    free(g);
    free(m1);
    free(m2);
    free(bestw);
    free(v);
    free(f);
    return 0;
}

/* ---- moves: the positions of match records, for bench/chess_losses.py ---- */

/* The whole of a file as text (malloc'd), or NULL. */
static char *file_text(const char *path)
{
    FILE *in = fopen(path, "rb");
    char *text = NULL;
    long size = -1;
    if (in && fseek(in, 0, SEEK_END) == 0 && (size = ftell(in)) >= 0 &&
        fseek(in, 0, SEEK_SET) == 0 && (text = malloc((size_t)size + 1)) &&
        fread(text, 1, (size_t)size, in) == (size_t)size)
        text[size] = 0;
    else {
        free(text);
        text = NULL;
    }
    if (in)
        fclose(in);
    return text;
}

/* Whether the seat of the side to move (0 White) is the player whose spec begins with `seat`,
 * by the record's [Seats "White: SPEC; Black: SPEC"] tag (`tabula match --record`). */
static bool seat_moves(const char *game_text, const char *seat, int side)
{
    const char *tag = strstr(game_text, "[Seats \"");
    const char *mark = tag ? strstr(tag, side == 0 ? "White: " : "Black: ") : NULL;
    return mark && strncmp(mark + 7, seat, strlen(seat)) == 0;
}

/* moves SEAT RECORDS...: a line for each move of each chess game of the records (files of
 * `tabula match --record`): the game's number (from 1, over all the files), the ply (from 0),
 * 1 when the seat whose spec begins with SEAT made it (else 0), the position's FEN before it
 * and the move in long algebraic notation, separated by tabs. */
static int moves(const char *seat, int npaths, char **paths)
{
    int game = 0;
    for (int f = 0; f < npaths; f++) {
        char *text = file_text(paths[f]);
        if (!text) {
            fprintf(stderr, "cannot read %s\n", paths[f]);
            return 1;
        }
        /* the games are separated by a blank line */
        for (char *at = text; at && *at;) {
            char *next = strstr(at, "\n\n[");
            if (next) {
                next[1] = 0;
                next += 2;
            }
            game++;
            tb_record r;
            tb_error err = {{0}};
            if (!tb_record_read(at, &r, &err)) {
                fprintf(stderr, "%s: game %d not read (%s)\n", paths[f], game, err.msg);
                at = next;
                continue;
            }
            if (strcmp(r.game->variant->id, "chess") != 0) { /* Stockfish judges chess only */
                fprintf(stderr, "%s: game %d is of %s, not chess\n", paths[f], game,
                        r.game->variant->id);
                tb_record_free(&r);
                at = next;
                continue;
            }
            const tb_game_class *cls = r.game->variant->cls;
            void *s = malloc(r.game->state_size);
            if (!s) {
                tb_record_free(&r);
                free(text);
                return 1;
            }
            memcpy(s, r.start, r.game->state_size);
            for (int i = 0; i < r.count; i++) {
                char fen[512], mv[6];
                cls->position_to_text(r.game, s, fen, sizeof fen);
                chess_move_uci_text((cb_move)r.actions[i], mv);
                printf("%d\t%d\t%d\t%s\t%s\n", game, i,
                       seat_moves(at, seat, cls->to_move(r.game, s)), fen, mv);
                cls->apply(r.game, s, r.actions[i]);
            }
            free(s);
            tb_record_free(&r);
            at = next;
        }
        free(text);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 6 && strcmp(argv[1], "gen") == 0)
        return gen(atoi(argv[2]), strtoull(argv[3], NULL, 10), strtoull(argv[4], NULL, 10),
                   argv[5]);
    if (argc >= 5 && strcmp(argv[1], "tune") == 0) {
        lambda = atof(argv[3]);
        return tune(atoi(argv[2]), argc - 4, argv + 4);
    }
    if (argc >= 4 && strcmp(argv[1], "leaves") == 0)
        return leaves(argv[2], argc - 3, argv + 3);
    if (argc == 5 && strcmp(argv[1], "relabel") == 0)
        return relabel(argv[2], argv[3], argv[4]);
    if (argc >= 4 && strcmp(argv[1], "moves") == 0)
        return moves(argv[2], argc - 3, argv + 3);
    fprintf(stderr,
            "usage: chess_tune gen GAMES NODES SEED FILE | tune ITERATIONS LAMBDA FILE... |\n"
            "       leaves OUT FILE... | relabel LEAVES SCORES OUT | moves SEAT RECORDS...\n");
    return 2;
}
