/* The draughts engine's evaluation (hand-tuned, for every variant of the rule table): material
 * with the king's worth by the variant's kings (flying or short), tempo (how far the men have
 * come, worth more as the board empties), the centre, outposts held from behind, the back rank
 * kept while the opponent still has men to crown, runaway men (no enemy piece can reach the
 * path to the crowning row), and the kings-only endings the rules make drawn; and, for
 * international draughts, learned patterns of the men (draughts_engine.h, weights in
 * draughts_patterns.c fitted by bench/draughts_tune.sh). */
#include "games/draughts/draughts_engine.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static void init_windows(de_eval *e);
static void init_sets(de_eval *e);

static int step_of(const draughts_geometry *g, int file, int rank)
{
    if (file < 0 || file >= g->n || rank < 0 || rank >= g->n)
        return -1;
    for (int s = 0; s < g->nsq; s++) /* the squares are few; the table is built once */
        if (g->file[s] == file && g->rank[s] == rank)
            return s;
    return -1;
}

void de_eval_init(de_eval *e, const draughts_geometry *g)
{
    e->geo = *g;
    for (int f = 0; f < g->n; f++)
        for (int r = 0; r < g->n; r++)
            e->at[f][r] = step_of(g, f, r);
    int n = g->n;
    /* a flying king is worth about three men; a short king under two */
    e->king = g->flying ? (n >= 10 ? 310 : 270) : g->ortho ? 230 : 160;
    e->man = 100;
    for (int c = 0; c < 2; c++) {
        int sign = c == 0 ? 1 : -1;
        for (int s = 0; s < g->nsq; s++) {
            int f = g->file[s], r = g->rank[s];
            int sq[4] = {step_of(g, f - 1, r + sign), step_of(g, f + 1, r + sign),
                         step_of(g, f - 1, r - sign), step_of(g, f + 1, r - sign)};
            for (int k = 0; k < 4; k++)
                e->near[c][k][s] = (signed char)(sq[k] < 0 ? DE_OFF : sq[k]);
            e->adv[c][s] = (signed char)(c == 0 ? r : n - 1 - r);
        }
    }
    init_windows(e);
    init_sets(e);
}

#define SQ(s) ((draughts_squares)1 << (s))

/* The terms' squares as sets (draughts_engine.h). */
static void init_sets(de_eval *e)
{
    const draughts_geometry *g = &e->geo;
    int n = g->n, mid = n / 2;
    memset(e->step, 0, sizeof e->step);
    memset(e->off, 0, sizeof e->off);
    memset(e->adv_bit, 0, sizeof e->adv_bit);
    e->board = e->edge = e->diagonals = e->left = 0;
    for (int c = 0; c < 2; c++)
        e->centre[c] = e->back[c] = e->outpost[c] = e->crowning[c] = e->runway[c] = 0;
    for (int s = 0; s < g->nsq; s++) {
        int f = g->file[s], r = g->rank[s];
        e->board |= SQ(s);
        if (f == 0 || f == n - 1)
            e->edge |= SQ(s);
        if (f == r || f + r == n - 1)
            e->diagonals |= SQ(s);
        if (f < mid)
            e->left |= SQ(s);
        for (int c = 0; c < 2; c++) {
            int adv = e->adv[c][s];
            for (int i = 0; i < 4; i++)
                if (adv >> i & 1)
                    e->adv_bit[c][i] |= SQ(s);
            if (f >= mid - 2 && f <= mid + 1 && adv >= 2 && adv <= n - 4)
                e->centre[c] |= SQ(s);
            if (adv == 0)
                e->back[c] |= SQ(s);
            if (adv >= mid && adv <= n - 3)
                e->outpost[c] |= SQ(s);
            if (adv == n - 1)
                e->crowning[c] |= SQ(s);
            if (adv >= n - 5)
                e->runway[c] |= SQ(s);
            for (int k = 0; k < 4; k++) {
                int to = e->near[c][k][s];
                if (to == DE_OFF) {
                    e->off[c][k] |= SQ(s);
                    continue;
                }
                if (!draughts_shift_map_add(&e->step[c][k], s, to))
                    abort(); /* a board's diagonal steps take at most two distances */
            }
            /* the rows ahead of the man, widening a file each row: any enemy piece there can
             * reach its path */
            e->stoppers[c][s] = 0;
            int dir = c == 0 ? 1 : -1, rows = n - 1 - adv;
            for (int k = 1; k <= rows + 1; k++) {
                int rr = r + dir * k;
                if (rr < 0 || rr >= n)
                    break;
                for (int ff = f - k - 1; ff <= f + k + 1; ff++)
                    if (ff >= 0 && ff < n && e->at[ff][rr] >= 0)
                        e->stoppers[c][s] |= SQ(e->at[ff][rr]);
            }
        }
    }
}

/* The squares whose neighbour near[c][k] is in x. */
static inline draughts_squares neighbours_in(const de_eval *e, int c, int k, draughts_squares x)
{
    return draughts_shift_map_of(&e->step[c][k], x);
}

static inline int count(draughts_squares x)
{
    return draughts_count(x);
}

/* The international weights laid out [window][configuration][phase]: a window's opening and
 * ending weights share a cache line, so the 32 lookups of an evaluation touch half the lines
 * of the generated [phase][window][configuration] table. */
static int16_t pattern_pairs[DE_WINDOWS][DE_WINDOW_SIZE][2];
/* The windows' configurations row by row (de_pattern_indices_of_men): row k (0-3) of the band
 * of windows 4b..4b+3 (board rows 2b..2b+3), holding the men `ours` and `theirs` (5 bits
 * each, the row's squares), adds to each of the 4 windows its two squares' base-3 digits, in
 * one 16-bit lane a window: [k][ours][theirs], from White's side (window 4b + j in lane j)
 * and from Black's (window 15 - 4b - j in lane j, places in reverse order, colours swapped). */
static uint64_t band_white[4][32][32], band_black[4][32][32];
/* The flanks' weights laid out as the windows' ([strip][configuration][phase]), and the
 * strips' configurations gathered a row at a time, four 16-bit lanes in one word as the
 * windows' bands: edge_band[h][k][ours][theirs] for row k of the lower (h = 0, ranks 0-5) or
 * upper (h = 1, ranks 4-9) half, lanes 0 and 1 the strips of files 0-2 and 7-9 of that half
 * from White's side (place p worth 3^p), lanes 2 and 3 the strips of the turned-round board
 * those rows make from Black's side (places in reverse order, colours swapped). */
static int16_t edge_pairs[DE_EDGES][DE_EDGE_SIZE][2];
static uint64_t edge_band[2][6][32][32];
static pthread_once_t pattern_tables_once = PTHREAD_ONCE_INIT;

/* Built once, read-only after. */
static void init_pattern_tables(void)
{
    for (int w = 0; w < DE_WINDOWS; w++)
        for (int i = 0; i < DE_WINDOW_SIZE; i++)
            for (int p = 0; p < 2; p++)
                pattern_pairs[w][i][p] = de_international_patterns[p][w][i];
    /* place i of a window holds digit 1 for the viewing side's man, 2 for the other's, worth
     * 3^i from White's side and 3^(7 - i) from Black's; row k holds places 2k and 2k + 1 */
    static const int pow9[4] = {1, 9, 81, 729};
    for (int k = 0; k < 4; k++)
        for (int ours = 0; ours < 32; ours++)
            for (int theirs = 0; theirs < 32; theirs++) {
                uint64_t white = 0, black = 0;
                for (int j = 0; j < 4; j++) {
                    int oa = ours >> j & 1, ob = ours >> (j + 1) & 1;
                    int ta = theirs >> j & 1, tb = theirs >> (j + 1) & 1;
                    white |= (uint64_t)(pow9[k] * (oa + 2 * ta + 3 * (ob + 2 * tb))) << (16 * j);
                    black |= (uint64_t)(pow9[3 - k] * (3 * (ta + 2 * oa) + tb + 2 * ob)) << (16 * j);
                }
                band_white[k][ours][theirs] = white;
                band_black[k][ours][theirs] = black;
            }
    for (int w = 0; w < DE_EDGES; w++)
        for (int i = 0; i < DE_EDGE_SIZE; i++)
            for (int p = 0; p < 2; p++)
                edge_pairs[w][i][p] = de_international_edges[p][w][i];
    /* strip w is files 0-2 (w even) or 7-9 and ranks 0-5 (w < 2) or 4-9, its places by rank
     * then file; the international board's square s is 5 * rank + file / 2. Black's view of
     * strip w is strip 3 - w (the same rows) with places reversed. */
    int pow3[DE_EDGE_PLACES];
    for (int p = 0; p < DE_EDGE_PLACES; p++)
        pow3[p] = p ? 3 * pow3[p - 1] : 1;
    for (int w = 0; w < DE_EDGES; w++) {
        int f0 = w % 2 ? 7 : 0, h = w < 2 ? 0 : 1, p = 0;
        int white_lane = w % 2, black_lane = 2 + w % 2; /* black_lane: Black's strip 3 - w */
        for (int k = 0; k < 6; k++)
            for (int f = f0; f < f0 + 3; f++) {
                if ((f + 4 * h + k) % 2)
                    continue; /* a light square */
                uint64_t from_white = (uint64_t)pow3[p] << (16 * white_lane);
                uint64_t from_black = (uint64_t)pow3[DE_EDGE_PLACES - 1 - p] << (16 * black_lane);
                for (int ours = 0; ours < 32; ours++)
                    for (int theirs = 0; theirs < 32; theirs++) {
                        uint64_t *band = &edge_band[h][k][ours][theirs];
                        *band += (uint64_t)(ours >> (f / 2) & 1) * from_white +
                                 (uint64_t)(theirs >> (f / 2) & 1) * 2 * from_white +
                                 (uint64_t)(theirs >> (f / 2) & 1) * from_black +
                                 (uint64_t)(ours >> (f / 2) & 1) * 2 * from_black;
                    }
                p++;
            }
    }
}

/* The windows (draughts_engine.h): window w is files 2(w % 4) to 2(w % 4) + 3 and ranks
 * 2(w / 4) to 2(w / 4) + 3, its 8 playing squares in places 0-7 by rank then file. In the
 * international numbering (square = 5 * rank + file / 2) those are two neighbouring squares
 * in each of 4 rows of 5, so a window's configuration is a sum over its rows
 * (de_pattern_indices_of_men). */
static void init_windows(de_eval *e)
{
    const draughts_geometry *g = &e->geo;
    /* built for every variant, so de_pattern_indices_of_men can be read from any evaluation
     * (the tuner's) and the evaluation's own calls need no check */
    pthread_once(&pattern_tables_once, init_pattern_tables);
    e->patterns = NULL;
    e->side_to_move = 0;
    e->king_squares = NULL;
    e->king_mobility = NULL;
    e->edges = NULL;
    e->balance = NULL;
    memset(e->file_bits, 0, sizeof e->file_bits);
    /* international draughts only: the weights were fitted to its games */
    if (g->n != 10 || g->nsq != 50 || !g->flying || !g->men_capture_back || g->ortho)
        return;
    for (int s = 0; s < g->nsq; s++)
        if (s != 5 * g->rank[s] + g->file[s] / 2)
            return;
    e->patterns = pattern_pairs;
    e->side_to_move = de_international_side_to_move;
    /* the king terms only when a fit gave them weights (all zero: nothing to add) */
    bool kings_weighted = false;
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < DE_KING_SQUARES; i++)
            kings_weighted |= de_international_king_squares[p][i] != 0;
        for (int i = 0; i < DE_KING_MOBILITY; i++)
            kings_weighted |= de_international_king_mobility[p][i] != 0;
    }
    if (kings_weighted) {
        e->king_squares = de_international_king_squares;
        e->king_mobility = de_international_king_mobility;
    }
    /* the flanks likewise */
    for (int i = 0; i < 4; i++)
        for (int s = 0; s < g->nsq; s++)
            if (g->file[s] >> i & 1)
                e->file_bits[i] |= (uint64_t)1 << s;
    bool edges_weighted = false;
    for (int p = 0; p < 2; p++) {
        for (int w = 0; w < DE_EDGES; w++)
            for (int i = 0; i < DE_EDGE_SIZE && !edges_weighted; i++)
                edges_weighted |= de_international_edges[p][w][i] != 0;
        for (int i = 0; i < DE_BALANCE; i++)
            edges_weighted |= de_international_balance[p][i] != 0;
    }
    if (edges_weighted) {
        e->edges = edge_pairs;
        e->balance = de_international_balance;
    }
}

void de_edge_indices_of_men(const de_eval *e, uint64_t white_men, uint64_t black_men,
                            int white[DE_EDGES], int black[DE_EDGES])
{
    (void)e; /* the international board's strips (the tables built by de_eval_init) */
    for (int h = 0; h < 2; h++) {
        uint64_t lanes = 0;
        for (int k = 0; k < 6; k++) {
            int shift = 5 * (4 * h + k);
            lanes += edge_band[h][k][white_men >> shift & 31][black_men >> shift & 31];
        }
        white[2 * h] = (int)(lanes & 0xFFFF);
        white[2 * h + 1] = (int)(lanes >> 16 & 0xFFFF);
        black[DE_EDGES - 1 - 2 * h] = (int)(lanes >> 32 & 0xFFFF);
        black[DE_EDGES - 2 - 2 * h] = (int)(lanes >> 48 & 0xFFFF);
    }
}

/* The sum of 2 * file - 9 over the men `men` (of the 10 files). */
static int skew_of(const de_eval *e, uint64_t men)
{
    int files = 0;
    for (int i = 0; i < 4; i++)
        files += __builtin_popcountll(men & e->file_bits[i]) << i;
    return 2 * files - (e->geo.n - 1) * __builtin_popcountll(men);
}

int de_balance_of_men(const de_eval *e, uint64_t white_men, uint64_t black_men)
{
    return abs(skew_of(e, black_men)) - abs(skew_of(e, white_men));
}

void de_pattern_indices_of_men(const de_eval *e, uint64_t white_men, uint64_t black_men,
                               int white[DE_WINDOWS], int black[DE_WINDOWS])
{
    (void)e; /* the international board's windows (the tables built by de_eval_init) */
    unsigned ours[10], theirs[10]; /* the rows' men, 5 squares a row */
    for (int r = 0; r < 10; r++) {
        ours[r] = (unsigned)(white_men >> (5 * r) & 31);
        theirs[r] = (unsigned)(black_men >> (5 * r) & 31);
    }
    for (int b = 0; b < 4; b++) {
        uint64_t from_white = 0, from_black = 0;
        for (int k = 0; k < 4; k++) {
            from_white += band_white[k][ours[2 * b + k]][theirs[2 * b + k]];
            from_black += band_black[k][ours[2 * b + k]][theirs[2 * b + k]];
        }
        for (int j = 0; j < 4; j++) {
            white[4 * b + j] = (int)(from_white >> (16 * j) & 0xFFFF);
            black[DE_WINDOWS - 1 - 4 * b - j] = (int)(from_black >> (16 * j) & 0xFFFF);
        }
    }
}

void de_pattern_indices(const de_eval *e, const signed char *cells, int white[DE_WINDOWS],
                        int black[DE_WINDOWS])
{
    draughts_squares men[2], kings[2]; /* kings are the material's and the kings' terms */
    de_pieces_of_cells(e, cells, men, kings);
    de_pattern_indices_of_men(e, (uint64_t)men[0], (uint64_t)men[1], white, black);
}

static int phase_of(const de_eval *e, int total)
{
    int n = e->geo.n;
    int start = n == 8 ? 24 : n == 10 ? 40 : n == 12 ? 60 : 32;
    return total >= start ? 0 : (start - total) * 256 / start;
}

int de_phase(const de_eval *e, const signed char *cells)
{
    int total = 0;
    for (int s = 0; s < e->geo.nsq; s++)
        total += cells[s] != 0;
    return phase_of(e, total);
}

/* The patterns' value for White, in centi-men, from the windows' configurations. */
static int pattern_value(const de_eval *e, const int *white, const int *black, int phase)
{
    int opening = 0, ending = 0;
    for (int w = 0; w < DE_WINDOWS; w++) {
        const int16_t *ours = e->patterns[w][white[w]], *theirs = e->patterns[w][black[w]];
        opening += ours[0] - theirs[0];
        ending += ours[1] - theirs[1];
    }
    return (opening * (256 - phase) + ending * phase) / (256 * DE_PATTERN_UNIT);
}

void de_king_features(const de_eval *e, const draughts_squares men[2], const draughts_squares kings[2],
                      de_king_terms *out)
{
    const draughts_geometry *g = &e->geo;
    draughts_squares all = men[0] | men[1] | kings[0] | kings[1], empty = e->board & ~all;
    out->n = 0;
    out->mobility[0] = out->mobility[1] = 0;
    for (int c = 0; c < 2; c++) {
        if (!kings[c])
            continue;
        /* denied: an enemy man on one side, the square beyond it on the other side empty
         * (near[c][k] and near[c][3 - k] are opposite neighbours) */
        draughts_squares denied = 0;
        for (int k = 0; k < 4; k++)
            denied |= neighbours_in(e, c, k, men[!c]) & neighbours_in(e, c, 3 - k, empty);
        int sign = c == 0 ? 1 : -1;
        for (draughts_squares b = kings[c]; b; b &= b - 1) {
            int s = (uint64_t)b ? __builtin_ctzll((uint64_t)b) : 64 + __builtin_ctzll((uint64_t)(b >> 64));
            if (out->n < DE_KING_FEATURES) {
                out->squares[out->n] = (uint8_t)(c == 0 ? s : g->nsq - 1 - s);
                out->sign[out->n++] = (int8_t)sign;
            }
            draughts_squares reach = 0;
            for (int d = 0; d < 4; d++)
                for (int t = g->step[s][d]; t >= 0 && (empty >> t & 1); t = g->step[t][d]) {
                    reach |= SQ(t);
                    if (!g->flying)
                        break;
                }
            out->mobility[0] += sign * count(reach & ~denied);
            out->mobility[1] += sign * count(reach & denied);
        }
    }
}

/* The flanks' and the balance's value for White, in centi-men. */
static int edge_value(const de_eval *e, uint64_t white_men, uint64_t black_men, int phase)
{
    int white[DE_EDGES], black[DE_EDGES];
    de_edge_indices_of_men(e, white_men, black_men, white, black);
    int opening = 0, ending = 0;
    for (int w = 0; w < DE_EDGES; w++) {
        const int16_t *ours = e->edges[w][white[w]], *theirs = e->edges[w][black[w]];
        opening += ours[0] - theirs[0];
        ending += ours[1] - theirs[1];
    }
    int balance = de_balance_of_men(e, white_men, black_men);
    opening += balance * e->balance[0][0];
    ending += balance * e->balance[1][0];
    return (opening * (256 - phase) + ending * phase) / (256 * DE_PATTERN_UNIT);
}

/* The learned king terms' value for White (de_king_features), in centi-men. */
static int king_value(const de_eval *e, const draughts_squares men[2], const draughts_squares kings[2],
                      int phase)
{
    de_king_terms k;
    de_king_features(e, men, kings, &k);
    int opening = 0, ending = 0;
    for (int i = 0; i < k.n; i++) {
        opening += k.sign[i] * e->king_squares[0][k.squares[i]];
        ending += k.sign[i] * e->king_squares[1][k.squares[i]];
    }
    for (int i = 0; i < DE_KING_MOBILITY; i++) {
        opening += k.mobility[i] * e->king_mobility[0][i];
        ending += k.mobility[i] * e->king_mobility[1][i];
    }
    return (opening * (256 - phase) + ending * phase) / (256 * DE_PATTERN_UNIT);
}

/* The value of the men of colour c for the terms of the square walk: tempo, centre, edge,
 * back rank, outposts, runaway men, wings, free moves and support from behind. */
static int men_value(const de_eval *e, int c, draughts_squares own, draughts_squares empty,
                     draughts_squares enemy, bool enemy_kings, bool enemy_men, int phase)
{
    const draughts_geometry *g = &e->geo;
    int adv_sum = 0;
    for (int i = 0; i < 4; i++)
        adv_sum += count(own & e->adv_bit[c][i]) << i;
    /* tempo: a developed man is worth more as the board empties */
    int v = adv_sum * (2 + phase / 40);
    /* the centre files; the edge is a weaker file */
    v += 4 * count(own & e->centre[c]) - 3 * count(own & e->edge);
    if (g->ortho)
        return v;
    /* the back rank kept while the other side still has men to crown, in the middle game */
    if (enemy_men && phase < 160)
        v += 5 * count(own & e->back[c]);
    /* the men with a friend behind them on the left and on the right, and with an empty
     * square ahead on the left and on the right */
    draughts_squares behind_l = neighbours_in(e, c, 2, own), behind_r = neighbours_in(e, c, 3, own);
    draughts_squares ahead_l = neighbours_in(e, c, 0, empty), ahead_r = neighbours_in(e, c, 1, empty);
    /* an outpost past the middle held by two men behind it */
    draughts_squares posts = own & e->outpost[c];
    v += 8 * count(posts & behind_l & behind_r) + 2 * count(posts & (behind_l ^ behind_r)) -
         4 * count(posts & ~(behind_l | behind_r));
    /* runaway men: no enemy piece on the ground ahead (kings of the other colour catch
     * anything) and a forward square empty */
    if (!enemy_kings) {
        for (draughts_squares run = own & e->runway[c] & (ahead_l | ahead_r); run; run &= run - 1) {
            int s = (uint64_t)run ? __builtin_ctzll((uint64_t)run)
                                  : 64 + __builtin_ctzll((uint64_t)(run >> 64));
            if (!(e->stoppers[c][s] & enemy))
                v += 40 + 12 * e->adv[c][s];
        }
    }
    /* the men spread over both wings, in the opening and middle game */
    int left = count(own & e->left), men = count(own);
    v -= abs(men - 2 * left) * 5 * (256 - phase) / 256;
    /* a man with no empty square ahead cannot move: enough of them and the side runs out of
     * moves (the tempo fights of the middle game) */
    v += 2 * (count(own & ahead_l) + count(own & ahead_r));
    v -= 3 * count(own & ~(ahead_l | ahead_r) & ~e->crowning[c]);
    /* a man with a friend behind it on a diagonal (or the edge) is harder to attack */
    v += 2 * count(own & (behind_l | behind_r | e->off[c][2] | e->off[c][3]));
    return v;
}

void de_pieces_of_cells(const de_eval *e, const signed char *cells, draughts_squares men[2],
                        draughts_squares kings[2])
{
    men[0] = men[1] = kings[0] = kings[1] = 0;
    for (int s = 0; s < e->geo.nsq; s++) {
        int v = cells[s];
        if (v == 1 || v == -1)
            men[v < 0] |= SQ(s);
        else if (v == 2 || v == -2)
            kings[v < 0] |= SQ(s);
    }
}

int de_evaluate(const de_eval *e, const signed char *cells, int side)
{
    draughts_squares men[2], kings[2];
    de_pieces_of_cells(e, cells, men, kings);
    return de_evaluate_pieces(e, men, kings, side);
}

/* How much of a lead the material of an ending lets a side turn into a win, as the fraction
 * num/den of the evaluation; `strong` is the side ahead, `learned` the evaluation with the
 * international patterns. */
void de_drawish_scale(bool flying, bool learned, const int men[2], const int kings[2], int strong,
                      int *num, int *den)
{
    int weak = !strong;
    bool kings_only = men[0] + men[1] == 0;
    *num = *den = 1;
    /* kings-only endings where either side keeps a lone king against at most three kings (one
     * for short kings) are drawn in practice (and by the draw rules) */
    for (int s = 0; s < 2; s++)
        if (kings_only && kings[!s] >= 1 && kings[s] >= 1 &&
            kings[s] <= (flying ? 3 : 1) + kings[!s] - 1)
            *den *= 8;
    if (kings_only && abs(kings[0] - kings[1]) <= 1 && kings[0] + kings[1] <= 4) {
        *den *= 8;
        return;
    }
    if (!flying || kings[weak] == 0)
        return;
    /* ahead against a flying king: three pieces rarely win (the king holds a long diagonal
     * or sacrifices itself for the last man), and a man more with kings alike is hard to
     * turn into a win */
    if (men[strong] + kings[strong] <= 3)
        *den *= 8;
    else if (kings[strong] == kings[weak] && abs(men[0] - men[1]) <= 1)
        *den *= 2;
    /* and whatever the lead, the learned evaluation counts it for less against a king than
     * against men alone: about 21/32 of it, fitted to Scan's depth-10 scores of the positions
     * of our games against it (docs/BENCHMARKS.md, 2026-11-30) */
    if (!learned)
        return;
    *num *= 21;
    *den *= 32;
}

int de_evaluate_pieces(const de_eval *e, const draughts_squares men_set[2],
                       const draughts_squares king_set[2], int side)
{
    const draughts_geometry *g = &e->geo;
    int men[2], kings[2];
    for (int c = 0; c < 2; c++) {
        men[c] = count(men_set[c]);
        kings[c] = count(king_set[c]);
    }
    int total = men[0] + men[1] + kings[0] + kings[1];
    /* phase: 0 at the start, 256 on a bare board */
    int phase = phase_of(e, total);
    int score[2] = {0, 0};
    /* a king gains as the board empties: more room to fly, fewer men to stop it */
    int king = e->king + phase / 8;
    for (int c = 0; c < 2; c++)
        score[c] = men[c] * e->man + kings[c] * king;
    /* the first king, while men remain, is worth more than its material */
    for (int c = 0; c < 2; c++)
        if (kings[c] > 0 && kings[!c] == 0 && men[!c] > 0)
            score[c] += 30;
    draughts_squares empty = e->board & ~(men_set[0] | men_set[1] | king_set[0] | king_set[1]);
    for (int c = 0; c < 2; c++) {
        /* kings on the long diagonals and in the centre see more */
        score[c] += 8 * count(king_set[c] & e->diagonals);
        score[c] += men_value(e, c, men_set[c], empty, men_set[!c] | king_set[!c],
                              kings[!c] > 0, men[!c] > 0, phase);
    }
    int diff = score[0] - score[1];
    if (e->patterns) {
        int white[DE_WINDOWS], black[DE_WINDOWS]; /* the patterns' windows */
        de_pattern_indices_of_men(e, (uint64_t)men_set[0], (uint64_t)men_set[1], white, black);
        diff += pattern_value(e, white, black, phase) + (side == 0 ? e->side_to_move : -e->side_to_move);
        if (e->edges)
            diff += edge_value(e, (uint64_t)men_set[0], (uint64_t)men_set[1], phase);
        if (e->king_squares && (king_set[0] | king_set[1]))
            diff += king_value(e, men_set, king_set, phase);
    }
    int num, den;
    de_drawish_scale(g->flying, e->patterns != NULL, men, kings, diff > 0 ? 0 : 1, &num, &den);
    if (num != den) /* most positions: no division */
        diff = diff * num / den;
    return side == 0 ? diff : -diff;
}

/* Whether a man of `colour` captures in diagonal direction d (0-3; d ^ 3 is the opposite). */
static bool man_takes(const draughts_geometry *g, int colour, int d)
{
    return g->men_capture_back || (g->man_move[colour] >> d & 1);
}

bool de_offers_exchange(const draughts_geometry *g, const signed char *cells, int from, int to,
                        int side)
{
    int opp = 1 - side;
    signed char own = side == 0 ? 1 : -1, enemy = (signed char)-own;
    /* the man lands where one enemy man alone can take it (most moves fail here: first) */
    int takers = 0, taker = -1, land = -1;
    for (int d = 0; d < 4; d++) {
        int t = g->step[to][d], beyond = g->step[to][d ^ 3];
        if (t >= 0 && beyond >= 0 && cells[t] == enemy && (beyond == from || cells[beyond] == 0) &&
            man_takes(g, opp, d ^ 3)) {
            takers++;
            taker = t;
            land = beyond;
        }
    }
    if (takers != 1)
        return false;
    for (int d = 0; d < 4; d++) { /* leaving `from` must not open a capture of a friend */
        int friend = g->step[from][d], attacker = friend >= 0 ? g->step[friend][d] : -1;
        if (attacker >= 0 && cells[friend] == own && cells[attacker] == enemy &&
            man_takes(g, opp, d ^ 3))
            return false;
    }
    /* the squares once the taker has jumped: `from`, `to` and its own square empty */
#define AFTER(sq) ((sq) == from || (sq) == to || (sq) == taker ? 0 : cells[sq])
    for (int d = 0; d < 4; d++) { /* the taker stops on `land` */
        int over = g->step[land][d], next = over >= 0 ? g->step[over][d] : -1;
        if (next >= 0 && AFTER(over) == own && AFTER(next) == 0 && man_takes(g, opp, d))
            return false;
    }
    for (int d = 0; d < 4; d++) { /* and is taken back */
        int back = g->step[land][d], onto = g->step[land][d ^ 3];
        if (back >= 0 && onto >= 0 && AFTER(back) == own && AFTER(onto) == 0 &&
            man_takes(g, side, d ^ 3))
            return true;
    }
#undef AFTER
    return false;
}
