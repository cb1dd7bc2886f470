/* Fits the pattern weights of the international-draughts evaluation (de_patterns in
 * src/games/draughts/draughts_eval.c) to the results of the engine's own games, for
 * bench/draughts_tune.sh:
 *
 *   draughts_tune gen GAMES NODES SEED FILE        self-play: appends positions to FILE
 *   draughts_tune tune EPOCHS OUT FILE...          fits the weights, writes them as C to OUT
 *   draughts_tune convert OLD NEW                  a file of the records before the score was
 *                                                  kept, rewritten for tune (results only)
 *   draughts_tune positions STRIDE FILE...         every STRIDE-th record as "INDEX POS", POS
 *                                                  the Hub protocol's position text
 *   draughts_tune relabel SCORES OUT FILE...       the records named in SCORES ("INDEX SCORE"
 *                                                  lines, White's score in centi-men, INDEX as
 *                                                  `positions` numbers them), their score
 *                                                  replaced by SCORES', written to OUT
 *   draughts_tune games OUT RECORDS...             the games of `tabula match --record` files
 *                                                  (against Scan, say) as records: every quiet
 *                                                  turn start with its game's result, no score
 *   draughts_tune error FILE...                    the static evaluation against the records'
 *                                                  scores (relabelled by a teacher), by pieces
 *                                                  and kings: mean errors, slope
 *
 * positions and relabel label the records with another engine's scores (a teacher's: Scan's,
 * by bench/draughts_label.py) for tune to aim at.
 *
 * gen: the engine (draughts_search.c) plays itself at NODES nodes an action, the first 4-11
 * actions at random so that the games differ; a game ends by the rules (no move, the draw
 * rules of the variant) or at 400 actions (a draw). The positions the evaluation is asked
 * about are the quiet ones (a turn's start with no capture forced: a capture is searched, not
 * evaluated), so only those are stored, each with its game's result and the search's score.
 *
 * tune: the value is the hand evaluation (de_evaluate without patterns) times a, plus the
 * patterns' weights (each 4x4 window of the board, its eight squares empty, a White man or a
 * Black man, from White's side and, turned round, from Black's; an opening and an ending
 * weight mixed by the phase). The probability that White wins is sigmoid(K * value / 400), K
 * fitted to the hand evaluation first; the squared error against the results is minimised by
 * Adam on four games in five, with a small L2 pull of each weight to 0, the fifth held out;
 * DT_SCORE blends the search's score (stored with each position) into the target, turned into
 * a probability by the same K or, DT_SCORE_K=fit, a K of its own fitted to the results (a
 * teacher's scores need not be on our scale) or DT_SCORE_K=number.
 * The weights of the epoch with the least held-out error are written, divided by a so that
 * they add to the hand evaluation in its own units (centi-men). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/draughts/draughts.h"
#include "games/draughts/draughts_engine.h"
#include "games/draughts/hub.h"
#include "tabula/record.h"
#include "tabula/registry.h"
#include "tabula/rng.h"
#include "fit.h"

typedef struct record {
    signed char cells[50];
    uint8_t side;
    int8_t result; /* for White: 0 loss, 1 draw, 2 win */
    int16_t score; /* the search's score for White, centi-men (a won game: +-DE_SCORE_CAP;
                    * NO_SCORE in records made before the score was kept) */
    uint32_t game;
} record;

enum { DE_SCORE_CAP = 3000, NO_SCORE = INT16_MIN };

enum { MAX_GAME_ACTIONS = 400 };

static tb_game *international(void)
{
    tb_error err = {0};
    tb_game *g = tb_game_new(tb_registry_find("draughts"), "", &err);
    if (!g)
        fprintf(stderr, "draughts: %s\n", err.msg);
    return g;
}

static int gen(int games, uint64_t nodes, uint64_t seed, const char *path)
{
    tb_game *g = international();
    FILE *f = fopen(path, "ab");
    de_engine *e = g ? de_engine_new(g, 16) : NULL;
    if (!f || !e) {
        fprintf(stderr, "cannot open %s or start the engine\n", path);
        return 1;
    }
    const tb_game_class *cls = g->cls;
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    static record line[MAX_GAME_ACTIONS];
    tb_action *acts = malloc(sizeof *acts * (size_t)g->max_actions);
    void *state = malloc(g->state_size);
    long stored = 0;
    int results[3] = {0, 0, 0};
    for (int game = 0; game < games; game++) {
        cls->initial(g, state);
        de_engine_clear(e);
        int random_actions = 4 + (int)tb_rng_below(&rng, 8), n = 0, result = 1;
        for (int ply = 0;; ply++) {
            if (tb_game_over(g, state)) {
                tb_outcome o;
                cls->outcome(g, state, &o);
                result = o.result[0] == TB_WIN ? 2 : o.result[0] == TB_LOSS ? 0 : 1;
                break;
            }
            if (ply >= MAX_GAME_ACTIONS)
                break;
            int k = cls->legal(g, state, acts);
            tb_action move = acts[0];
            if (ply < random_actions) {
                move = acts[tb_rng_below(&rng, (uint32_t)k)];
            } else if (k > 1) {
                bool quiet = !tb_game_mid_turn(g, state) && cls->tactical(g, state, acts) == 0;
                if (quiet && n < MAX_GAME_ACTIONS) {
                    draughts_cells_of(g, state, line[n].cells);
                    line[n].side = (uint8_t)cls->to_move(g, state);
                    line[n].game = (uint32_t)(seed * 1000003u + (uint64_t)game);
                }
                de_limits lim = {.nodes = nodes};
                de_result res;
                if (!de_search(e, state, &lim, &res))
                    break;
                if (quiet && n < MAX_GAME_ACTIONS) {
                    int sc = res.score < -DE_SCORE_CAP ? -DE_SCORE_CAP
                             : res.score > DE_SCORE_CAP ? DE_SCORE_CAP : res.score;
                    line[n].score = (int16_t)(line[n].side == 0 ? sc : -sc);
                    n++;
                }
                move = res.move;
            }
            cls->apply(g, state, move);
        }
        results[result]++;
        for (int i = 0; i < n; i++)
            line[i].result = (int8_t)result;
        fwrite(line, sizeof line[0], (size_t)n, f);
        stored += n;
        if (game % 50 == 49)
            fprintf(stderr, "%d games (White %d-%d-%d), %ld positions\n", game + 1, results[2],
                    results[1], results[0], stored);
    }
    fclose(f);
    free(acts);
    free(state);
    de_engine_free(e);
    tb_game_free(g);
    return 0;
}

enum { SAMPLE_KINGS = 8 };

typedef struct sample {
    uint16_t white[DE_WINDOWS], black[DE_WINDOWS];
    /* the king terms' features (de_king_features; at most SAMPLE_KINGS kings kept) */
    uint8_t king_square[SAMPLE_KINGS];
    int8_t king_sign[SAMPLE_KINGS];
    uint8_t kings;
    int8_t king_mobility[DE_KING_MOBILITY];
    /* the flanks' configurations and the wings' balance (de_edge_indices_of_men) */
    uint16_t edge_white[DE_EDGES], edge_black[DE_EDGES];
    int16_t balance;
    float hand;    /* the hand evaluation for White */
    float opening; /* the opening weights' share, (256 - phase) / 256 */
    int8_t side;   /* +1 White to move, -1 Black */
    bool held_out;
    float result; /* the game's result for White: 0, 1/2 or 1 */
    float score;  /* the search's score for White when the position was played, or NO_SCORE */
    float target; /* what the fit aims at: the result, or a blend with the score */
} sample;

/* The weights: the patterns' [phase][window][configuration], then the kings' squares
 * [phase][square] and mobility [phase][kind], the flanks' [phase][strip][configuration] and
 * the balance's [phase]. */
enum {
    PATTERN_WEIGHTS = 2 * DE_WINDOWS * DE_WINDOW_SIZE,
    KING_SQUARES = PATTERN_WEIGHTS,
    KING_MOBILITY = KING_SQUARES + 2 * DE_KING_SQUARES,
    EDGES = KING_MOBILITY + 2 * DE_KING_MOBILITY,
    BALANCE = EDGES + 2 * DE_EDGES * DE_EDGE_SIZE,
    TABLE = BALANCE + 2 * DE_BALANCE
};

/* DT_EDGES=0: the fit leaves the flanks and the balance out (their weights stay 0) */
static bool use_edges = true;

/* The value of a sample for White (centi-men of the fit's scale). */
static double value_of(const sample *s, double a, double b, const double *t)
{
    double v = a * s->hand + b * s->side, open = 0, end = 0;
    const double *o = t, *e = t + DE_WINDOWS * DE_WINDOW_SIZE;
    for (int w = 0; w < DE_WINDOWS; w++) {
        int i = w * DE_WINDOW_SIZE + s->white[w], j = w * DE_WINDOW_SIZE + s->black[w];
        open += o[i] - o[j];
        end += e[i] - e[j];
    }
    for (int k = 0; k < s->kings; k++) {
        open += s->king_sign[k] * t[KING_SQUARES + s->king_square[k]];
        end += s->king_sign[k] * t[KING_SQUARES + DE_KING_SQUARES + s->king_square[k]];
    }
    for (int k = 0; k < DE_KING_MOBILITY; k++) {
        open += s->king_mobility[k] * t[KING_MOBILITY + k];
        end += s->king_mobility[k] * t[KING_MOBILITY + DE_KING_MOBILITY + k];
    }
    if (use_edges) {
        const double *eo = t + EDGES, *ee = t + EDGES + DE_EDGES * DE_EDGE_SIZE;
        for (int w = 0; w < DE_EDGES; w++) {
            int i = w * DE_EDGE_SIZE + s->edge_white[w], j = w * DE_EDGE_SIZE + s->edge_black[w];
            open += eo[i] - eo[j];
            end += ee[i] - ee[j];
        }
        open += s->balance * t[BALANCE];
        end += s->balance * t[BALANCE + DE_BALANCE];
    }
    return v + s->opening * open + (1 - s->opening) * end;
}

static double error_of(const sample *s, long n, double a, double b, const double *t, double k,
                       bool held_out)
{
    double sum = 0;
    long count = 0;
    for (long i = 0; i < n; i++) {
        if (s[i].held_out != held_out)
            continue;
        double p = 1 / (1 + exp(-k * value_of(&s[i], a, b, t) / 400));
        sum += (p - s[i].target) * (p - s[i].target);
        count++;
    }
    return count ? sum / (double)count : 0;
}

/* One array of weights as C: `decl` then, for the opening and the ending, `groups` rows of
 * `size` values from t[base + (phase * groups + g) * size + i], scaled from the fit's units
 * (divided by a) to 1/DE_PATTERN_UNIT centi-man. groups 0: a phase is one flat row. */
static void write_array(FILE *f, const char *decl, const double *t, long base, int groups,
                        int size, double a)
{
    fprintf(f, "%s\n", decl);
    int rows = groups ? groups : 1;
    const char *indent = groups ? "        " : "    ";
    for (int p = 0; p < 2; p++) {
        if (groups)
            fprintf(f, "    {\n");
        for (int g = 0; g < rows; g++) {
            fprintf(f, "%s{", indent);
            for (int i = 0; i < size; i++) {
                double x = t[base + ((long)p * rows + g) * size + i] / a * DE_PATTERN_UNIT;
                long q = lround(x < -32767 ? -32767 : x > 32767 ? 32767 : x);
                if (i > 0)
                    fprintf(f, i % 24 == 0 ? ",\n%s " : ",", indent);
                fprintf(f, "%ld", q);
            }
            fprintf(f, "},\n");
        }
        if (groups)
            fprintf(f, "    },\n");
    }
    fprintf(f, "};\n");
}

static int write_weights(const char *path, double a, double b, const double *t, double held,
                         long positions, double score_weight, double score_k, double held_results)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "cannot write %s\n", path);
        return 1;
    }
    fprintf(f, "/* The pattern weights of international draughts (draughts_engine.h), in 1/%d "
               "centi-man,\n * written by bench/draughts_tune.sh: %ld positions of self-play, "
               "held-out error %.5f",
            DE_PATTERN_UNIT, positions, held);
    if (score_weight != 0 && score_k == 0)
        fprintf(f, "\n * (targets %g of the search's score, %g of the result; against the results "
                   "alone %.5f)",
                score_weight, 1 - score_weight, held_results);
    else if (score_weight != 0)
        fprintf(f, "\n * (targets %g of the records' score at K %.2f, %g of the result; against "
                   "the results alone %.5f)",
                score_weight, score_k, 1 - score_weight, held_results);
    fprintf(f, ". */\n");
    fprintf(f, "#include \"games/draughts/draughts_engine.h\"\n\n");
    fprintf(f, "const int de_international_side_to_move = %d;\n", (int)lround(b / a));
    /* the small arrays first, then the flanks' and the patterns' (bench/draughts_average.py
     * finds each array by its name) */
    write_array(f, "const int16_t de_international_king_squares[2][DE_KING_SQUARES] = {", t,
                KING_SQUARES, 0, DE_KING_SQUARES, a);
    write_array(f, "const int16_t de_international_king_mobility[2][DE_KING_MOBILITY] = {", t,
                KING_MOBILITY, 0, DE_KING_MOBILITY, a);
    write_array(f, "const int16_t de_international_balance[2][DE_BALANCE] = {", t, BALANCE, 0,
                DE_BALANCE, a);
    write_array(f, "const int16_t de_international_edges[2][DE_EDGES][DE_EDGE_SIZE] = {", t, EDGES,
                DE_EDGES, DE_EDGE_SIZE, a);
    write_array(f, "const int16_t de_international_patterns[2][DE_WINDOWS][DE_WINDOW_SIZE] = {", t,
                0, DE_WINDOWS, DE_WINDOW_SIZE, a);
    fclose(f);
    return 0;
}

typedef struct samples {
    const de_eval *eval, *hand;
    sample *s;
    long n, cap;
} samples;

static bool take(void *ctx, const void *data)
{
    samples *all = ctx;
    const record *r = data;
    if (!fit_room((void **)&all->s, &all->cap, all->n, sizeof *all->s))
        return false;
    sample *s = &all->s[all->n++];
    int wi[DE_WINDOWS], bi[DE_WINDOWS];
    de_pattern_indices(all->eval, r->cells, wi, bi);
    for (int w = 0; w < DE_WINDOWS; w++) {
        s->white[w] = (uint16_t)wi[w];
        s->black[w] = (uint16_t)bi[w];
    }
    draughts_squares men[2], kings[2];
    de_pieces_of_cells(all->eval, r->cells, men, kings);
    de_king_terms kt;
    de_king_features(all->eval, men, kings, &kt);
    s->kings = (uint8_t)(kt.n < SAMPLE_KINGS ? kt.n : SAMPLE_KINGS);
    for (int k = 0; k < s->kings; k++) {
        s->king_square[k] = kt.squares[k];
        s->king_sign[k] = kt.sign[k];
    }
    for (int k = 0; k < DE_KING_MOBILITY; k++)
        s->king_mobility[k] = (int8_t)(kt.mobility[k] > 127 ? 127 : kt.mobility[k] < -127 ? -127 : kt.mobility[k]);
    int ew[DE_EDGES], eb[DE_EDGES];
    de_edge_indices_of_men(all->eval, (uint64_t)men[0], (uint64_t)men[1], ew, eb);
    for (int w = 0; w < DE_EDGES; w++) {
        s->edge_white[w] = (uint16_t)ew[w];
        s->edge_black[w] = (uint16_t)eb[w];
    }
    s->balance = (int16_t)de_balance_of_men(all->eval, (uint64_t)men[0], (uint64_t)men[1]);
    s->hand = (float)de_evaluate(all->hand, r->cells, 0);
    s->opening = (float)(256 - de_phase(all->eval, r->cells)) / 256;
    s->side = r->side == 0 ? 1 : -1;
    s->held_out = r->game % 5 == 0;
    s->result = (float)r->result / 2;
    s->score = r->score;
    s->target = s->result;
    return true;
}

/* The K that maps the stored scores best to the results (the training part), for scores
 * from another engine whose units need not be ours. */
static double fit_score_k(const sample *s, long n)
{
    double best_k = 1, best = 1e9;
    for (double k = 0.1; k <= 12; k += 0.05) {
        double sum = 0;
        long count = 0;
        for (long i = 0; i < n; i++) {
            if (s[i].held_out || s[i].score == NO_SCORE)
                continue;
            double p = 1 / (1 + exp(-k * s[i].score / 400));
            sum += (p - s[i].result) * (p - s[i].result);
            count++;
        }
        if (count && sum / (double)count < best) {
            best = sum / (double)count;
            best_k = k;
        }
    }
    return best_k;
}

static int tune(int epochs, const char *out, char **paths, int npaths)
{
    tb_game *g = international();
    if (!g)
        return 1;
    draughts_geometry geo;
    draughts_geometry_of(g, &geo);
    static de_eval eval, hand;
    de_eval_init(&eval, &geo);
    hand = eval;
    hand.patterns = NULL; /* the hand evaluation alone */
    use_edges = !getenv("DT_EDGES") || atoi(getenv("DT_EDGES")) != 0;
    samples all = {.eval = &eval, .hand = &hand};
    if (!fit_read_records(paths, npaths, sizeof(record), take, &all))
        return 1;
    sample *s = all.s;
    long n = all.n;
    fprintf(stderr, "%ld positions\n", n);
    double *t = calloc(TABLE, sizeof *t), *best_t = calloc(TABLE, sizeof *t);
    double *m = calloc(TABLE, sizeof *m), *v = calloc(TABLE, sizeof *v);
    double *grad = calloc(TABLE, sizeof *grad);
    if (!t || !best_t || !m || !v || !grad)
        return 1;
    double a = 1, b = 0, k = 1, best = 1e9;
    for (double kk = 0.1; kk <= 4; kk += 0.05) { /* K for the hand evaluation alone */
        double err = error_of(s, n, a, b, t, kk, false);
        if (err < best) {
            best = err;
            k = kk;
        }
    }
    double lambda = getenv("DT_LAMBDA") ? atof(getenv("DT_LAMBDA")) : 0;
    double rate = getenv("DT_RATE") ? atof(getenv("DT_RATE")) : 0.15;
    /* The target: the result, or (DT_SCORE = w) w parts of the search's score turned into a
     * probability by the same K and 1 - w of the result; a result is one noisy bit for a whole
     * game, the score a less noisy and biased guess. Errors are measured against the blend. */
    double score_weight = getenv("DT_SCORE") ? atof(getenv("DT_SCORE")) : 0;
    const char *score_k_env = getenv("DT_SCORE_K");
    double score_k = k;
    if (score_k_env && strcmp(score_k_env, "fit") == 0)
        score_k = fit_score_k(s, n);
    else if (score_k_env)
        score_k = atof(score_k_env);
    for (long i = 0; i < n; i++)
        if (s[i].score != NO_SCORE)
            s[i].target = (float)((1 - score_weight) * s[i].result +
                                  score_weight / (1 + exp(-score_k * s[i].score / 400)));
    best = error_of(s, n, a, b, t, k, true);
    fprintf(stderr,
            "K %.2f (the scores' %.2f); hand evaluation alone: held-out error %.5f (lambda %g, "
            "rate %g, score weight %g)\n",
            k, score_k, best, lambda, rate, score_weight);
    double best_a = a, best_b = b, ma = 0, va = 0, mb = 0, vb = 0;
    for (int it = 1; it <= epochs; it++) {
        memset(grad, 0, TABLE * sizeof *grad);
        double ga = 0, gb = 0;
        long count = 0;
        for (long i = 0; i < n; i++) {
            if (s[i].held_out)
                continue;
            double p = 1 / (1 + exp(-k * value_of(&s[i], a, b, t) / 400));
            double d = 2 * (p - s[i].target) * p * (1 - p) * k / 400;
            ga += d * s[i].hand;
            gb += d * s[i].side;
            double dopen = d * s[i].opening, dend = d - dopen;
            for (int w = 0; w < DE_WINDOWS; w++) {
                int wi = w * DE_WINDOW_SIZE + s[i].white[w], bi = w * DE_WINDOW_SIZE + s[i].black[w];
                grad[wi] += dopen;
                grad[bi] -= dopen;
                grad[DE_WINDOWS * DE_WINDOW_SIZE + wi] += dend;
                grad[DE_WINDOWS * DE_WINDOW_SIZE + bi] -= dend;
            }
            for (int k = 0; k < s[i].kings; k++) {
                grad[KING_SQUARES + s[i].king_square[k]] += s[i].king_sign[k] * dopen;
                grad[KING_SQUARES + DE_KING_SQUARES + s[i].king_square[k]] += s[i].king_sign[k] * dend;
            }
            for (int k = 0; k < DE_KING_MOBILITY; k++) {
                grad[KING_MOBILITY + k] += s[i].king_mobility[k] * dopen;
                grad[KING_MOBILITY + DE_KING_MOBILITY + k] += s[i].king_mobility[k] * dend;
            }
            if (use_edges) {
                for (int w = 0; w < DE_EDGES; w++) {
                    int wi = EDGES + w * DE_EDGE_SIZE + s[i].edge_white[w];
                    int bi = EDGES + w * DE_EDGE_SIZE + s[i].edge_black[w];
                    grad[wi] += dopen;
                    grad[bi] -= dopen;
                    grad[DE_EDGES * DE_EDGE_SIZE + wi] += dend;
                    grad[DE_EDGES * DE_EDGE_SIZE + bi] -= dend;
                }
                grad[BALANCE] += s[i].balance * dopen;
                grad[BALANCE + DE_BALANCE] += s[i].balance * dend;
            }
            count++;
        }
        fit_adam(&a, &ma, &va, ga / (double)count, rate / 200, it);
        fit_adam(&b, &mb, &vb, gb / (double)count, rate, it);
        for (long j = 0; j < TABLE; j++)
            if (grad[j] != 0 || t[j] != 0)
                fit_adam(&t[j], &m[j], &v[j], grad[j] / (double)count + 2 * lambda * t[j], rate, it);
        double held = error_of(s, n, a, b, t, k, true);
        if (held < best) {
            best = held;
            best_a = a;
            best_b = b;
            memcpy(best_t, t, TABLE * sizeof *t);
        }
        if (it % 10 == 0)
            fprintf(stderr, "epoch %d: a %.3f, side %.1f, training %.5f, held out %.5f\n", it, a,
                    b, error_of(s, n, a, b, t, k, false), held);
    }
    printf("held-out error %.5f (a %.3f, side to move %.1f)\n", best, best_a, best_b);
    double held_results = best;
    if (score_weight != 0) { /* against the results alone, to compare fits of other blends */
        for (long i = 0; i < n; i++)
            s[i].target = s[i].result;
        held_results = error_of(s, n, best_a, best_b, best_t, k, true);
        printf("held-out error against the results alone %.5f\n", held_results);
    }
    int rc = write_weights(out, best_a, best_b, best_t, best, n, score_weight,
                           score_k_env ? score_k : 0, held_results);
    free(t);
    free(best_t);
    free(m);
    free(v);
    free(grad);
    free(s);
    tb_game_free(g);
    return rc;
}

/* The records of the rounds before the score was kept (no score field), rewritten with
 * NO_SCORE: the fit then aims at their results alone. */
typedef struct old_record {
    signed char cells[50];
    uint8_t side;
    int8_t result;
    uint32_t game;
} old_record;

static int convert(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    if (!in || !out) {
        fprintf(stderr, "cannot read %s or write %s\n", from, to);
        if (in)
            fclose(in);
        return 1;
    }
    old_record o;
    long n = 0;
    while (fread(&o, sizeof o, 1, in) == 1) {
        record r;
        memset(&r, 0, sizeof r); /* the padding too: the files compare byte for byte */
        memcpy(r.cells, o.cells, sizeof r.cells);
        r.side = o.side;
        r.result = o.result;
        r.score = NO_SCORE;
        r.game = o.game;
        fwrite(&r, sizeof r, 1, out);
        n++;
    }
    fclose(in);
    fprintf(stderr, "%s: %ld records\n", to, n);
    return fclose(out) == 0 ? 0 : 1;
}

typedef struct lister {
    tb_game *game;
    void *state;
    long index, stride;
} lister;

static bool list_one(void *ctx, const void *data)
{
    lister *l = ctx;
    const record *r = data;
    char pos[64];
    if (l->index++ % l->stride != 0)
        return true;
    draughts_state_of_cells(l->game, r->cells, r->side, l->state);
    if (!hub_position(l->game, l->state, pos))
        return false;
    printf("%ld %s\n", l->index - 1, pos);
    return true;
}

static int positions(long stride, char **paths, int npaths)
{
    lister l = {.game = international(), .stride = stride > 0 ? stride : 1};
    if (!l.game)
        return 1;
    l.state = malloc(l.game->state_size);
    bool ok = l.state && fit_read_records(paths, npaths, sizeof(record), list_one, &l);
    free(l.state);
    tb_game_free(l.game);
    return ok && fflush(stdout) == 0 ? 0 : 1;
}

typedef struct relabeller {
    FILE *scores, *out;
    long index, next, score, written;
    bool more;
} relabeller;

static bool next_score(relabeller *r)
{
    r->more = fscanf(r->scores, "%ld %ld", &r->next, &r->score) == 2;
    return r->more;
}

static bool relabel_one(void *ctx, const void *data)
{
    relabeller *r = ctx;
    long index = r->index++;
    if (!r->more || index != r->next)
        return true;
    record copy;
    memcpy(&copy, data, sizeof copy);
    long sc = r->score < -DE_SCORE_CAP ? -DE_SCORE_CAP
              : r->score > DE_SCORE_CAP ? DE_SCORE_CAP : r->score;
    copy.score = (int16_t)sc;
    fwrite(&copy, sizeof copy, 1, r->out);
    r->written++;
    next_score(r);
    return true;
}

/* Only the records with a score in SCORES are written: a subsample labelled by a teacher is
 * fitted alone (or pooled with other files by naming them to tune). */
static int relabel(const char *scores, const char *out, char **paths, int npaths)
{
    relabeller r = {.scores = fopen(scores, "r"), .out = fopen(out, "wb")};
    if (!r.scores || !r.out) {
        fprintf(stderr, "cannot read %s or write %s\n", scores, out);
        return 1;
    }
    next_score(&r);
    bool ok = fit_read_records(paths, npaths, sizeof(record), relabel_one, &r);
    fclose(r.scores);
    fprintf(stderr, "%s: %ld records of %ld%s\n", out, r.written, r.index,
            r.more ? " (scores left over: not the same files or order?)" : "");
    return fclose(r.out) == 0 && ok && !r.more ? 0 : 1;
}

/* The result for White (0 loss, 1 draw, 2 win) of a record's [Result "..."] tag. */
static int result_of(const char *game_text)
{
    const char *tag = strstr(game_text, "[Result \"");
    if (!tag)
        return 1;
    tag += strlen("[Result \"");
    return strncmp(tag, "White wins", 10) == 0 ? 2 : strncmp(tag, "Black wins", 10) == 0 ? 0 : 1;
}

/* Game ids of `games` start here, clear of gen's (the fit holds out one game in five by id). */
enum { GAMES_FIRST_ID = 1000000000 };

static int games(const char *out_path, char **paths, int npaths)
{
    FILE *out = fopen(out_path, "wb");
    if (!out) {
        fprintf(stderr, "cannot write %s\n", out_path);
        return 1;
    }
    uint32_t game = GAMES_FIRST_ID;
    long written = 0;
    draughts_move *moves = malloc(DRAUGHTS_MAX_MOVES * sizeof *moves);
    for (int f = 0; f < npaths && moves; f++) {
        FILE *in = fopen(paths[f], "rb");
        char *text = NULL;
        long size = -1;
        if (in && fseek(in, 0, SEEK_END) == 0 && (size = ftell(in)) >= 0 && fseek(in, 0, SEEK_SET) == 0 &&
            (text = malloc((size_t)size + 1)) && fread(text, 1, (size_t)size, in) == (size_t)size)
            text[size] = 0;
        else
            size = -1;
        if (in)
            fclose(in);
        if (size < 0) {
            fprintf(stderr, "cannot read %s\n", paths[f]);
            free(text);
            fclose(out);
            return 1;
        }
        /* the games are separated by a blank line */
        for (char *at = text; at && *at; game++) {
            char *next = strstr(at, "\n\n[");
            if (next) {
                next[1] = 0;
                next += 2;
            }
            tb_record r;
            tb_error err = {{0}};
            if (!tb_record_read(at, &r, &err)) {
                fprintf(stderr, "%s: a game not read (%s)\n", paths[f], err.msg);
                at = next;
                continue;
            }
            if (strcmp(r.game->variant->id, "draughts") != 0) {
                fprintf(stderr, "%s: a game of %s, not international draughts\n", paths[f],
                        r.game->variant->id);
                tb_record_free(&r);
                at = next;
                continue;
            }
            int result = result_of(at);
            const tb_game_class *cls = r.game->variant->cls;
            void *s = malloc(r.game->state_size);
            memcpy(s, r.start, r.game->state_size);
            for (int i = 0; i <= r.count; i++) {
                if (!cls->mid_turn(r.game, s) && draughts_captures(r.game, s, moves) == 0 &&
                    draughts_moves(r.game, s, moves) > 0) {
                    record rec;
                    memset(&rec, 0, sizeof rec);
                    signed char cells[DRAUGHTS_MAX_SQUARES];
                    draughts_cells_of(r.game, s, cells);
                    memcpy(rec.cells, cells, sizeof rec.cells);
                    rec.side = (uint8_t)cls->to_move(r.game, s);
                    rec.result = (int8_t)result;
                    rec.score = NO_SCORE;
                    rec.game = game;
                    fwrite(&rec, sizeof rec, 1, out);
                    written++;
                }
                if (i < r.count)
                    cls->apply(r.game, s, r.actions[i]);
            }
            free(s);
            tb_record_free(&r);
            at = next;
        }
        free(text);
    }
    free(moves);
    fprintf(stderr, "%s: %u games, %ld positions\n", out_path, game - GAMES_FIRST_ID, written);
    return fclose(out) == 0 ? 0 : 1;
}

/* error: the static evaluation against the records' scores (a teacher's, put in by relabel),
 * by the pieces on the board and whether a king is among them: the mean absolute and the mean
 * signed error (ours minus the teacher's) and the slope of the teacher's score on ours (least
 * squares through 0: below 1, our evaluation says more than the teacher). Scores beyond
 * +-1000 (won games) are left out. */
enum { ERROR_BUCKETS = 8 };
typedef struct error_sums {
    const de_eval *eval;
    double n[ERROR_BUCKETS][2], abs[ERROR_BUCKETS][2], sign[ERROR_BUCKETS][2];
    double st[ERROR_BUCKETS][2], tt[ERROR_BUCKETS][2];
} error_sums;

static bool error_one(void *ctx, const void *data)
{
    error_sums *e = ctx;
    const record *r = data;
    if (r->score == NO_SCORE || r->score > 1000 || r->score < -1000)
        return true;
    int pieces = 0;
    bool kings = false;
    for (int s = 0; s < 50; s++) {
        pieces += r->cells[s] != 0;
        kings |= r->cells[s] == 2 || r->cells[s] == -2;
    }
    int ours = de_evaluate(e->eval, r->cells, r->side);
    if (r->side != 0)
        ours = -ours; /* White's view, as the score */
    int b = pieces / 6 < ERROR_BUCKETS ? pieces / 6 : ERROR_BUCKETS - 1;
    e->n[b][kings]++;
    e->abs[b][kings] += abs(ours - r->score);
    e->sign[b][kings] += ours - r->score;
    e->st[b][kings] += (double)ours * r->score;
    e->tt[b][kings] += (double)ours * ours;
    return true;
}

static int error_table(char **paths, int npaths)
{
    tb_game *g = international();
    if (!g)
        return 1;
    draughts_geometry geo;
    draughts_geometry_of(g, &geo);
    de_eval eval;
    de_eval_init(&eval, &geo);
    error_sums e = {.eval = &eval};
    bool ok = fit_read_records(paths, npaths, sizeof(record), error_one, &e);
    printf("| pieces | kings | positions | mean absolute error | mean signed error | slope |\n"
           "|---|---|---|---|---|---|\n");
    double n = 0, abs_all = 0;
    for (int b = 0; b < ERROR_BUCKETS; b++)
        for (int k = 0; k < 2; k++) {
            if (e.n[b][k] == 0)
                continue;
            printf("| %d-%d | %s | %.0f | %.1f | %+.1f | %.2f |\n", 6 * b, 6 * b + 5, k ? "yes" : "no",
                   e.n[b][k], e.abs[b][k] / e.n[b][k], e.sign[b][k] / e.n[b][k],
                   e.tt[b][k] > 0 ? e.st[b][k] / e.tt[b][k] : 0);
            n += e.n[b][k];
            abs_all += e.abs[b][k];
        }
    printf("| all | | %.0f | %.1f | | |\n", n, n > 0 ? abs_all / n : 0);
    tb_game_free(g);
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "convert") == 0)
        return convert(argv[2], argv[3]);
    if (argc >= 4 && strcmp(argv[1], "positions") == 0)
        return positions(atol(argv[2]), argv + 3, argc - 3);
    if (argc >= 5 && strcmp(argv[1], "relabel") == 0)
        return relabel(argv[2], argv[3], argv + 4, argc - 4);
    if (argc >= 5 && strcmp(argv[1], "tune") == 0)
        return tune(atoi(argv[2]), argv[3], argv + 4, argc - 4);
    if (argc >= 4 && strcmp(argv[1], "games") == 0)
        return games(argv[2], argv + 3, argc - 3);
    if (argc >= 3 && strcmp(argv[1], "error") == 0)
        return error_table(argv + 2, argc - 2);
    if (argc == 6 && strcmp(argv[1], "gen") == 0)
        return gen(atoi(argv[2]), strtoull(argv[3], NULL, 10), strtoull(argv[4], NULL, 10),
                   argv[5]);
    fprintf(stderr, "usage: draughts_tune gen GAMES NODES SEED FILE | tune EPOCHS OUT FILE... | "
                    "convert OLD NEW | positions STRIDE FILE... | relabel SCORES OUT FILE... | games OUT "
                    "RECORDS... | error FILE...\n");
    return 2;
}
