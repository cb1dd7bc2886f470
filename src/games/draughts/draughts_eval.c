/* The draughts engine's evaluation (hand-tuned, for every variant of the rule table): material
 * with the king's worth by the variant's kings (flying or short), tempo (how far the men have
 * come, worth more as the board empties), the centre, outposts held from behind, the back rank
 * kept while the opponent still has men to crown, runaway men (no enemy piece can reach the
 * path to the crowning row), and the kings-only endings the rules make drawn; and, for
 * international draughts, learned patterns of the men (draughts_engine.h, weights in
 * draughts_patterns.c fitted by bench/draughts_tune.sh). */
#include "games/draughts/draughts_engine.h"

#include <stdlib.h>
#include <string.h>

static void init_windows(de_eval *e);

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
}

/* The places of each square in the windows: a window is files 2wf..2wf+3 and ranks
 * 2wr..2wr+3, its playing squares numbered by rank then file. For Black's side the square is
 * taken where the board turned round puts it. */
static void init_windows(de_eval *e)
{
    const draughts_geometry *g = &e->geo;
    e->patterns = NULL;
    e->side_to_move = 0;
    for (int v = 0; v < 2; v++)
        for (int s = 0; s < DRAUGHTS_MAX_SQUARES; s++)
            for (int k = 0; k < 4; k++)
                e->slot[v][s][k] = (de_window_slot){DE_WINDOWS, 0};
    /* international draughts only: the weights were fitted to its games */
    if (g->n != 10 || g->nsq != 50 || !g->flying || !g->men_capture_back || g->ortho)
        return;
    for (int s = 0; s < g->nsq; s++) {
        for (int v = 0; v < 2; v++) {
            int f = g->file[s], r = g->rank[s];
            if (v == 1) {
                f = 9 - f;
                r = 9 - r;
            }
            int used = 0;
            for (int w = 0; w < DE_WINDOWS; w++) {
                int f0 = 2 * (w % 4), r0 = 2 * (w / 4);
                if (f < f0 || f >= f0 + 4 || r < r0 || r >= r0 + 4)
                    continue;
                /* the playing squares of the window before this one, by rank then file */
                int place = 0, power = 1;
                for (int rr = r0; rr < r0 + 4; rr++)
                    for (int ff = f0; ff < f0 + 4; ff++)
                        if ((rr < r || (rr == r && ff < f)) && e->at[ff][rr] >= 0)
                            place++;
                for (int i = 0; i < place; i++)
                    power *= 3;
                e->slot[v][s][used++] = (de_window_slot){(unsigned char)w, (short)power};
            }
        }
    }
    e->patterns = de_international_patterns;
    e->side_to_move = de_international_side_to_move;
}

/* A man of colour c (0 White) on square s, into the windows' configurations. */
static inline void add_man(const de_eval *e, int s, int c, int *white, int *black)
{
    int own = c + 1; /* 1 a White man, 2 a Black man; turned round, the colours swap */
    for (int k = 0; k < 4 && e->slot[0][s][k].window < DE_WINDOWS; k++)
        white[e->slot[0][s][k].window] += own * e->slot[0][s][k].power;
    for (int k = 0; k < 4 && e->slot[1][s][k].window < DE_WINDOWS; k++)
        black[e->slot[1][s][k].window] += (3 - own) * e->slot[1][s][k].power;
}

void de_pattern_indices(const de_eval *e, const signed char *cells, int white[DE_WINDOWS],
                        int black[DE_WINDOWS])
{
    memset(white, 0, sizeof(int) * DE_WINDOWS);
    memset(black, 0, sizeof(int) * DE_WINDOWS);
    for (int s = 0; s < e->geo.nsq; s++)
        if (cells[s] == 1 || cells[s] == -1) /* kings are the material's and the kings' terms */
            add_man(e, s, cells[s] == 1 ? 0 : 1, white, black);
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
        opening += e->patterns[0][w][white[w]] - e->patterns[0][w][black[w]];
        ending += e->patterns[1][w][white[w]] - e->patterns[1][w][black[w]];
    }
    return (opening * (256 - phase) + ending * phase) / (256 * DE_PATTERN_UNIT);
}

static int cell_at(const de_eval *e, const signed char *cells, int file, int rank)
{
    if (file < 0 || file >= e->geo.n || rank < 0 || rank >= e->geo.n)
        return 99; /* off the board */
    int s = e->at[file][rank];
    return s < 0 ? 99 : cells[s];
}

/* Whether the man of colour c on sq runs free: the squares ahead of it, widening a file each
 * row (the ground any enemy piece must stand on to stop it), hold no enemy piece, and its
 * path is clear. Kings of the other colour can catch anything: then no runaway. */
static bool runaway(const de_eval *e, const signed char *cells, int sq, int c, bool enemy_kings)
{
    if (enemy_kings || e->geo.ortho)
        return false;
    int n = e->geo.n, dir = c == 0 ? 1 : -1;
    int f0 = e->geo.file[sq], r0 = e->geo.rank[sq];
    int sign = c == 0 ? 1 : -1;
    int rows = c == 0 ? n - 1 - r0 : r0;
    if (rows > 4)
        return false;
    for (int k = 1; k <= rows + 1; k++) {
        int r = r0 + dir * k;
        if (r < 0 || r >= n)
            break;
        for (int f = f0 - k - 1; f <= f0 + k + 1; f++) {
            int v = cell_at(e, cells, f, r);
            if (v != 99 && v * sign < 0)
                return false;
        }
    }
    /* and one of its two forward squares is empty */
    int a = cell_at(e, cells, f0 - 1, r0 + dir), b = cell_at(e, cells, f0 + 1, r0 + dir);
    return a == 0 || b == 0;
}

int de_evaluate(const de_eval *e, const signed char *cells_in, int side)
{
    const draughts_geometry *g = &e->geo;
    int n = g->n;
    /* the cells with one more past the end for the squares off the board */
    signed char cells[DRAUGHTS_MAX_SQUARES + 1];
    memcpy(cells, cells_in, (size_t)g->nsq);
    cells[DE_OFF] = 99;
    int men[2] = {0, 0}, kings[2] = {0, 0};
    for (int s = 0; s < g->nsq; s++) {
        int v = cells[s];
        if (v == 1)
            men[0]++;
        else if (v == -1)
            men[1]++;
        else if (v == 2)
            kings[0]++;
        else if (v == -2)
            kings[1]++;
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
    int white[DE_WINDOWS] = {0}, black[DE_WINDOWS] = {0}; /* the patterns' windows */
    int mid = n / 2;
    int wing[2][2] = {{0, 0}, {0, 0}}; /* men on the left and right halves */
    int free_moves[2] = {0, 0}, locked[2] = {0, 0};
    for (int s = 0; s < g->nsq; s++) {
        int v = cells[s];
        if (v == 0)
            continue;
        int c = v > 0 ? 0 : 1;
        int sign = c == 0 ? 1 : -1;
        if (v == 2 || v == -2) {
            /* kings on the long diagonals and in the centre see more */
            int f = g->file[s], r = g->rank[s];
            if (f == r || f + r == n - 1)
                score[c] += 8;
            continue;
        }
        if (e->patterns)
            add_man(e, s, c, white, black);
        int adv = e->adv[c][s];
        int f = g->file[s];
        /* tempo: a developed man is worth more as the board empties */
        score[c] += adv * (2 + phase / 40);
        /* the centre files */
        if (f >= mid - 2 && f <= mid + 1 && adv >= 2 && adv <= n - 4)
            score[c] += 4;
        /* the edge is a weaker file */
        if (f == 0 || f == n - 1)
            score[c] -= 3;
        /* the back rank kept while the other side still has men to crown, in the middle game */
        if (adv == 0 && men[!c] > 0 && phase < 160 && !g->ortho)
            score[c] += 5;
        /* an outpost past the middle held by two men behind it */
        if (adv >= mid && adv <= n - 3 && !g->ortho) {
            int l = cells[e->near[c][2][s]], rr = cells[e->near[c][3][s]];
            int held = (l == sign) + (rr == sign);
            score[c] += held == 2 ? 8 : held == 1 ? 2 : -4;
        }
        if (adv >= n - 5 && runaway(e, cells, s, c, kings[!c] > 0))
            score[c] += 40 + 12 * adv;
        if (!g->ortho) {
            wing[c][f < mid]++;
            /* a man with no empty square ahead cannot move: enough of them and the side runs
             * out of moves (the tempo fights of the middle game) */
            int a = cells[e->near[c][0][s]], b = cells[e->near[c][1][s]];
            int moves = (a == 0) + (b == 0);
            free_moves[c] += moves;
            if (moves == 0 && adv < n - 1)
                locked[c]++;
            /* a man with a friend behind it on a diagonal is harder to attack */
            int bl = cells[e->near[c][2][s]], br = cells[e->near[c][3][s]];
            if (bl == sign || br == sign || bl == 99 || br == 99)
                score[c] += 2;
        }
    }
    int opening = 256 - phase;
    for (int c = 0; c < 2; c++) {
        /* the men spread over both wings, in the opening and middle game */
        int imbalance = abs(wing[c][0] - wing[c][1]);
        score[c] -= imbalance * 5 * opening / 256;
        score[c] += free_moves[c] * 2 - locked[c] * 3;
    }
    int diff = score[0] - score[1];
    if (e->patterns)
        diff += pattern_value(e, white, black, phase) + (side == 0 ? e->side_to_move : -e->side_to_move);
    /* kings-only endings where one side keeps a lone king against at most three pieces are
     * drawn in practice (and by the draw rules): pull the score towards 0 */
    for (int strong = 0; strong < 2; strong++) {
        int weak = !strong;
        if (men[weak] == 0 && kings[weak] >= 1 && kings[strong] >= 1 &&
            men[strong] + kings[strong] <= (g->flying ? 3 : 1) + kings[weak] - 1 &&
            men[strong] == 0)
            diff /= 8;
    }
    if (kings[0] + kings[1] == total && abs(kings[0] - kings[1]) <= 1 && total <= 4)
        diff /= 8;
    /* ahead against a flying king: three pieces rarely win (the king holds a long diagonal
     * or sacrifices itself for the last man), and a man more with kings alike is hard to
     * turn into a win */
    else if (g->flying && diff != 0) {
        int strong = diff > 0 ? 0 : 1, weak = !strong;
        if (kings[weak] > 0) {
            if (men[strong] + kings[strong] <= 3)
                diff /= 8;
            else if (kings[strong] == kings[weak] && abs(men[0] - men[1]) <= 1)
                diff /= 2;
        }
    }
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
    for (int d = 0; d < 4; d++) { /* leaving `from` must not open a capture of a friend */
        int friend = g->step[from][d], attacker = friend >= 0 ? g->step[friend][d] : -1;
        if (attacker >= 0 && cells[friend] == own && cells[attacker] == enemy &&
            man_takes(g, opp, d ^ 3))
            return false;
    }
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
