/* The draughts family of rules/draughts.md: international draughts (§1) and its 8x8 and
 * 12x12 versions, Russian (§2), English (§3), Portuguese (§4), German, Czech and Thai (§4.x),
 * Turkish (§5), Armenian (§5.1) and Croda (§6). One engine; each variant is a row of the rule table
 * (draughts_rules) built from the variant and its options.
 *
 * Squares. The playing squares of the n x n board are numbered 0..nsq-1 (rank 1 first, files
 * left to right); sets of squares are 128-bit words (72 squares on 12x12). Neighbour tables
 * give the next square in each of eight directions (four diagonal, four orthogonal).
 *
 * Actions. An ordinary move is one action (from, to). A capture is one action per jump
 * (from, to, CAPTURE); the player keeps the turn (mid_turn) while the chain goes on. The
 * state holds the chain: the capturing piece's square (at), the pieces taken so far (taken,
 * still on the board until the end unless removal is immediate) and the last direction. At
 * each step legal() offers only the jumps that continue a sequence allowed by the variant's
 * choice rule (free, most pieces, most value, king priority), found by a depth-first search
 * of the remaining sequences.
 *
 * Repetition. hist[] keeps the keys of the positions since the last man move or capture (the
 * last HIST of them, slot k % HIST for the k-th); rev counts them. Position text carries them
 * as rev= and hist= so the state reads back byte for byte. */
#include <assert.h>
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"
#include "games/draughts/draughts.h"
#include "games/draughts/draughts_text.h"
#include "tabula/game.h"
#include "tabula/perft.h"
#include "tabula/view.h"

typedef unsigned __int128 sqset;

enum { MAXN = 12, MAXSQ = 72, HIST = 100, NDIR = 8, MAX_ACTIONS = 2048 };
enum { WHITE = 0, BLACK = 1 };
enum { CAPTURE = 1u << 14 };
enum { NEG = -1000000 };

#define BIT(i) ((sqset)1 << (i))

/* Directions: 0-3 diagonal, 4-7 orthogonal. */
static const int DX[NDIR] = {1, -1, 1, -1, 0, 0, 1, -1};
static const int DY[NDIR] = {1, 1, -1, -1, 1, -1, 0, 0};
static const int OPPOSITE[NDIR] = {3, 2, 1, 0, 5, 4, 7, 6};

typedef enum choice { CHOICE_FREE, CHOICE_COUNT, CHOICE_VALUE, CHOICE_COUNT_KINGS } choice;
typedef enum draw_rule { DRAW_NONE, DRAW_THREE_KINGS, DRAW_FMJD } draw_rule;

typedef struct draughts_rules {
    int n;                /* board side */
    bool ortho;           /* Turkish family: every square, orthogonal moves */
    bool a1_dark;         /* playing squares have file + rank even (1-based) */
    unsigned man_move[2]; /* direction masks per colour */
    unsigned man_cap[2];
    unsigned king_move, king_cap;
    bool flying;          /* kings move and capture at a distance */
    bool king_short_land; /* Thai: a king lands just beyond the piece it takes */
    choice choice;
    bool king_priority;   /* Czech */
    bool promo_continue;  /* Russian: a man reaching the far row mid-capture goes on as king */
    bool immediate;       /* captured pieces vanish at once; no 180-degree turn */
    bool killer;          /* §1.3 */
    int first;            /* who moves first */
    int start_rows;       /* rows of men */
    int first_row;        /* the first of them, from each player's side (Turkish: the second) */
    bool numbered;        /* print squares as numbers */
    draw_rule draw;
    int max_men;          /* men each side at the start */
    /* geometry */
    int nsq;
    int file[MAXSQ], rank[MAXSQ]; /* 0-based */
    int at[MAXN][MAXN];           /* [file][rank] -> square or -1 */
    int step[MAXSQ][NDIR];        /* neighbour or -1 */
    sqset far_row[2];             /* the promotion row of each colour */
    /* a man's jump in direction d as shifts of whole sets: for the squares s with a square
     * beyond the next, the next (over) and the one beyond (land) */
    draughts_shift_map jump_over[NDIR], jump_land[NDIR];
    draughts_shift_map step_map[NDIR]; /* each square to its neighbour in direction d */
    uint64_t zob[4][MAXSQ], zob_side, zob_chain[MAXSQ];
} draughts_rules;

/* Pieces: men and kings of each colour. While a capture is under way, `at` is the capturing
 * piece's square and `taken` the pieces it has taken (still standing unless immediate). */
typedef struct draughts_state {
    sqset men[2], kings[2];
    sqset taken;
    uint16_t rev;     /* positions in hist since the last man move or capture */
    uint8_t to_move;
    uint8_t chain;    /* 1 while a capture is under way */
    uint8_t at;       /* capturing piece */
    uint8_t lastdir;  /* direction of the last jump */
    uint8_t eg_group; /* the endgame draw rule counting, 0 none */
    uint8_t eg_moves; /* moves of the stronger side since the group began */
    uint8_t pad[8];
    uint64_t key;     /* position_key of the pieces and the side to move, kept as they change */
    uint64_t hist[HIST]; /* last: draughts_copy copies only the slots in use */
} draughts_state;

static const draughts_rules *rules_of(const tb_game *g)
{
    return g->config;
}

static int popcount(sqset s)
{
    return draughts_count(s);
}

static int lowest(sqset s)
{
    uint64_t lo = (uint64_t)s;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(s >> 64));
}

static int pop(sqset *s)
{
    int i = lowest(*s);
    *s &= *s - 1;
    return i;
}

static bool has(sqset s, int i)
{
    /* one 64-bit word, not a 128-bit shift (every square of the boards up to 8x8 and 10x10
     * is in the low word, so the branch always goes the same way) */
    return i < 64 ? (uint64_t)s >> i & 1 : (uint64_t)(s >> 64) >> (i - 64) & 1;
}

static uint32_t encode(int from, int to, bool capture)
{
    return (uint32_t)from | (uint32_t)to << 7 | (capture ? CAPTURE : 0);
}

static int act_from(tb_action a)
{
    return (int)(a & 127);
}

static int act_to(tb_action a)
{
    return (int)((a >> 7) & 127);
}

/* ---- the rule table ---- */

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void build_geometry(draughts_rules *r)
{
    int n = r->n;
    memset(r->at, -1, sizeof r->at);
    r->nsq = 0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            bool playing = r->ortho || (((x + 1 + y + 1) % 2 == 0) == r->a1_dark);
            if (!playing)
                continue;
            r->file[r->nsq] = x;
            r->rank[r->nsq] = y;
            r->at[x][y] = r->nsq++;
        }
    r->far_row[WHITE] = r->far_row[BLACK] = 0;
    for (int s = 0; s < r->nsq; s++) {
        for (int d = 0; d < NDIR; d++) {
            int x = r->file[s] + DX[d], y = r->rank[s] + DY[d];
            r->step[s][d] = x >= 0 && x < n && y >= 0 && y < n ? r->at[x][y] : -1;
        }
        if (r->rank[s] == n - 1)
            r->far_row[WHITE] |= BIT(s);
        if (r->rank[s] == 0)
            r->far_row[BLACK] |= BIT(s);
    }
    for (int d = 0; d < NDIR; d++) {
        r->jump_over[d] = r->jump_land[d] = r->step_map[d] = (draughts_shift_map){0};
        for (int s = 0; s < r->nsq; s++) {
            int t = r->step[s][d], l = t >= 0 ? r->step[t][d] : -1;
            if (l >= 0 && (!draughts_shift_map_add(&r->jump_over[d], s, t) ||
                           !draughts_shift_map_add(&r->jump_land[d], s, l)))
                abort(); /* a board's steps in one direction take at most two distances */
            if (t >= 0 && !draughts_shift_map_add(&r->step_map[d], s, t))
                abort();
        }
    }
    uint64_t seed = 0x64726175676874ULL + (uint64_t)n;
    for (int k = 0; k < 4; k++)
        for (int s = 0; s < MAXSQ; s++)
            r->zob[k][s] = splitmix(&seed);
    for (int s = 0; s < MAXSQ; s++)
        r->zob_chain[s] = splitmix(&seed);
    r->zob_side = splitmix(&seed);
}

enum { DIAG_FWD_W = 1 << 0 | 1 << 1, DIAG_FWD_B = 1 << 2 | 1 << 3, DIAG_ALL = 15 };
enum { ORTH_N = 1 << 4, ORTH_S = 1 << 5, ORTH_SIDE = 1 << 6 | 1 << 7, ORTH_ALL = 0xF0 };

typedef enum family_kind {
    K_INTERNATIONAL,
    K_BRAZILIAN,
    K_CANADIAN,
    K_RUSSIAN,
    K_ENGLISH,
    K_PORTUGUESE,
    K_GERMAN,
    K_CZECH,
    K_THAI,
    K_TURKISH,
    K_ARMENIAN,
    K_CRODA
} family_kind;

static bool has_option(const tb_game *g, const char *name)
{
    for (const tb_option_def *d = g->variant->option_defs; d && d->name; d++)
        if (strcmp(d->name, name) == 0)
            return true;
    return false;
}

/* Reads an on/off option if the variant has it. */
static bool flag_option(const tb_game *g, const tb_options *opts, const char *name, bool *out,
                        tb_error *err)
{
    if (!has_option(g, name))
        return true;
    int v;
    if (!tb_option_choice(opts, name, "off|on", &v, err))
        return false;
    *out = v == 1;
    return true;
}

static bool create_rules(tb_game *g, const tb_options *opts, family_kind kind, tb_error *err)
{
    draughts_rules *r = calloc(1, sizeof *r);
    if (!r) {
        tb_error_set(err, "out of memory");
        return false;
    }
    /* §1: the international rules; the other rows change what differs. */
    r->n = 10;
    r->a1_dark = true;
    r->man_move[WHITE] = DIAG_FWD_W;
    r->man_move[BLACK] = DIAG_FWD_B;
    r->man_cap[WHITE] = r->man_cap[BLACK] = DIAG_ALL;
    r->king_move = r->king_cap = DIAG_ALL;
    r->flying = true;
    r->choice = CHOICE_COUNT;
    r->first = WHITE;
    r->start_rows = 4;
    r->draw = DRAW_THREE_KINGS;
    switch (kind) {
    case K_INTERNATIONAL:
        break;
    case K_BRAZILIAN:
        r->n = 8, r->start_rows = 3;
        break;
    case K_CANADIAN:
        r->n = 12, r->start_rows = 5;
        break;
    case K_RUSSIAN:
        r->n = 8, r->start_rows = 3, r->choice = CHOICE_FREE, r->promo_continue = true;
        break;
    case K_ENGLISH:
        r->n = 8, r->start_rows = 3, r->choice = CHOICE_FREE, r->flying = false;
        r->man_cap[WHITE] = DIAG_FWD_W, r->man_cap[BLACK] = DIAG_FWD_B;
        r->first = BLACK, r->draw = DRAW_NONE;
        break;
    case K_PORTUGUESE:
    case K_GERMAN:
    case K_CZECH:
    case K_THAI:
        r->n = 8, r->start_rows = kind == K_THAI ? 2 : 3, r->a1_dark = false;
        r->man_cap[WHITE] = DIAG_FWD_W, r->man_cap[BLACK] = DIAG_FWD_B;
        r->choice = kind == K_GERMAN || kind == K_THAI ? CHOICE_FREE : CHOICE_VALUE;
        r->king_priority = kind == K_CZECH;
        r->king_short_land = kind == K_THAI;
        r->draw = DRAW_NONE;
        break;
    case K_CRODA: /* §6: men step forward straight or diagonally, capture orthogonally */
        r->n = 8, r->ortho = true, r->start_rows = 3, r->draw = DRAW_NONE;
        r->man_move[WHITE] = ORTH_N | DIAG_FWD_W;
        r->man_move[BLACK] = ORTH_S | DIAG_FWD_B;
        r->man_cap[WHITE] = r->man_cap[BLACK] = ORTH_ALL;
        r->king_move = r->king_cap = ORTH_ALL;
        break;
    case K_TURKISH:
    case K_ARMENIAN:
        r->n = 8, r->ortho = true, r->start_rows = 2, r->first_row = 1, r->draw = DRAW_NONE;
        r->man_move[WHITE] = r->man_cap[WHITE] = ORTH_N | ORTH_SIDE;
        r->man_move[BLACK] = r->man_cap[BLACK] = ORTH_S | ORTH_SIDE;
        r->king_move = r->king_cap = ORTH_ALL;
        if (kind == K_ARMENIAN) {
            r->man_move[WHITE] |= DIAG_FWD_W;
            r->man_move[BLACK] |= DIAG_FWD_B;
            r->king_move |= DIAG_ALL;
        }
        break;
    }
    int v = 0;
    bool ok = flag_option(g, opts, "killer_rule", &r->killer, err);
    bool fmjd = false;
    ok = ok && flag_option(g, opts, "fmjd_draw_rules", &fmjd, err);
    if (ok && fmjd)
        r->draw = DRAW_FMJD;
    if (ok && has_option(g, "english_first")) {
        ok = tb_option_choice(opts, "english_first", "black|white", &v, err);
        r->first = v == 0 ? BLACK : WHITE;
    }
    if (ok && has_option(g, "portuguese_capture_law")) {
        ok = tb_option_choice(opts, "portuguese_capture_law", "book_value|quantity_then_quality",
                              &v, err);
        r->choice = v == 0 ? CHOICE_VALUE : CHOICE_COUNT_KINGS;
    }
    if (ok && has_option(g, "board_orientation")) {
        ok = tb_option_choice(opts, "board_orientation", "a1_light|a1_dark", &v, err);
        r->a1_dark = v == 1;
    }
    if (ok && has_option(g, "czech_max_capture")) {
        ok = tb_option_choice(opts, "czech_max_capture", "on|off", &v, err);
        if (v == 1)
            r->choice = CHOICE_FREE;
    }
    if (ok && has_option(g, "turkish_removal")) {
        ok = tb_option_choice(opts, "turkish_removal", "end|immediate", &v, err);
        r->immediate = v == 1;
    }
    if (ok && has_option(g, "notation")) {
        ok = tb_option_choice(opts, "notation", "numeric|algebraic", &v, err);
        r->numbered = v == 0;
    }
    if (!ok) {
        free(r);
        return false;
    }
    build_geometry(r);
    r->max_men = r->ortho ? r->start_rows * r->n : r->start_rows * r->n / 2;
    g->config = r;
    g->state_size = sizeof(draughts_state);
    g->num_players = 2;
    g->max_actions = MAX_ACTIONS;
    return true;
}

/* ---- positions ---- */

static sqset all_pieces(const draughts_state *s)
{
    return s->men[0] | s->men[1] | s->kings[0] | s->kings[1];
}

static uint64_t position_key(const draughts_rules *r, const draughts_state *s)
{
    uint64_t k = s->to_move ? r->zob_side : 0;
    for (int c = 0; c < 2; c++) {
        for (sqset b = s->men[c]; b;)
            k ^= r->zob[c][pop(&b)];
        for (sqset b = s->kings[c]; b;)
            k ^= r->zob[2 + c][pop(&b)];
    }
    return k;
}

static void initial(const tb_game *g, void *state)
{
    const draughts_rules *r = rules_of(g);
    draughts_state *s = state;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < r->nsq; i++) {
        int y = r->rank[i], lo = r->first_row, hi = r->first_row + r->start_rows;
        if (y >= lo && y < hi)
            s->men[WHITE] |= BIT(i);
        else if (r->n - 1 - y >= lo && r->n - 1 - y < hi)
            s->men[BLACK] |= BIT(i);
    }
    s->to_move = (uint8_t)r->first;
    s->key = position_key(r, s);
}

static int to_move(const tb_game *g, const void *state)
{
    (void)g;
    return ((const draughts_state *)state)->to_move;
}

static bool mid_turn(const tb_game *g, const void *state)
{
    (void)g;
    return ((const draughts_state *)state)->chain != 0;
}

/* ---- capture search ---- */

typedef struct jump {
    int to, cap, dir;
} jump;

typedef struct cap_ctx {
    const draughts_rules *r;
    int side;
    sqset occ;   /* squares that block: every piece but the capturing one */
    sqset enemy; /* pieces that may still be jumped */
    sqset kings; /* every king on the board */
} cap_ctx;

/* The jumps of a piece on `s` (a king or not); `lastdir` < 0 at the start of the chain. */
static int gen_jumps(const cap_ctx *c, int s, bool king, int lastdir, jump *out)
{
    const draughts_rules *r = c->r;
    unsigned dirs = king ? r->king_cap : r->man_cap[c->side];
    if (r->immediate && lastdir >= 0) /* no 180-degree turn */
        dirs &= ~(1u << OPPOSITE[lastdir]);
    bool flying = king && r->flying;
    int n = 0;
    for (; dirs; dirs &= dirs - 1) {
        int d = __builtin_ctz(dirs);
        int t = r->step[s][d];
        if (flying)
            while (t >= 0 && !has(c->occ, t))
                t = r->step[t][d];
        if (t < 0 || !has(c->enemy, t))
            continue;
        for (int l = r->step[t][d]; l >= 0 && !has(c->occ, l); l = r->step[l][d]) {
            out[n++] = (jump){l, t, d};
            if (!flying || r->king_short_land)
                break;
        }
    }
    return n;
}

static int capture_value(const cap_ctx *c, int cap)
{
    bool king = has(c->kings, cap);
    switch (c->r->choice) {
    case CHOICE_VALUE:
        return king ? 2 : 1;
    case CHOICE_COUNT_KINGS:
        return 64 + king;
    default:
        return 1;
    }
}

static bool promotes_now(const cap_ctx *c, int sq)
{
    return c->r->promo_continue && has(c->r->far_row[c->side], sq);
}

/* Killer rule: after a king takes a king it must stop just beyond, unless it goes on. */
static bool must_go_on(const cap_ctx *c, bool king, const jump *j)
{
    return c->r->killer && king && has(c->kings, j->cap) && j->to != c->r->step[j->cap][j->dir];
}

static void take(cap_ctx *c, int cap)
{
    c->enemy &= ~BIT(cap);
    if (c->r->immediate)
        c->occ &= ~BIT(cap);
}

/* The best value of the sequences that go on from `s`: 0 if the piece can stop here, NEG
 * if no sequence from here may end (killer rule). */
static int best_from(const cap_ctx *c, int s, bool king, int lastdir, bool must_continue)
{
    jump js[64];
    int n = gen_jumps(c, s, king, lastdir, js);
    if (n == 0)
        return must_continue ? NEG : 0;
    int best = NEG;
    for (int i = 0; i < n; i++) {
        cap_ctx next = *c;
        take(&next, js[i].cap);
        int sub = best_from(&next, js[i].to, king || promotes_now(c, js[i].to), js[i].dir,
                            must_go_on(c, king, &js[i]));
        if (sub > NEG && sub + capture_value(c, js[i].cap) > best)
            best = sub + capture_value(c, js[i].cap);
    }
    return best;
}

/* The context for the capturing piece on `s` of the side to move. */
static cap_ctx make_ctx(const draughts_rules *r, const draughts_state *st, int s)
{
    int side = st->to_move;
    cap_ctx c = {r, side, all_pieces(st) & ~BIT(s),
                 (st->men[!side] | st->kings[!side]) & ~st->taken,
                 st->kings[0] | st->kings[1]};
    return c;
}

typedef struct candidate {
    tb_action action;
    int total; /* value of the best whole sequence starting with this jump, NEG if none */
    bool king;
} candidate;

/* A capture that can go on may not stop: with a free choice, a king that takes a piece must
 * land where it can take again if one of its landing squares allows it (the maximum rules
 * imply this already). Whether jump i of js (sub[]: the best value of what follows each, 0
 * when it ends there) stops where another landing beyond the same piece goes on. */
static bool stops_early(const jump *js, const int *sub, int n, int i)
{
    bool early = false;
    for (int j = 0; j < n && sub[i] == 0; j++)
        early |= js[j].cap == js[i].cap && sub[j] > 0;
    return early;
}

/* The first jumps of the piece on `s` and the best sequence each starts. */
static int piece_candidates(const draughts_rules *r, const draughts_state *st, int s, bool king,
                            int lastdir, candidate *out)
{
    cap_ctx c = make_ctx(r, st, s);
    jump js[64];
    int sub[64];
    int n = gen_jumps(&c, s, king, lastdir, js), k = 0;
    for (int i = 0; i < n; i++) {
        cap_ctx next = c;
        take(&next, js[i].cap);
        sub[i] = best_from(&next, js[i].to, king || promotes_now(&c, js[i].to), js[i].dir,
                           must_go_on(&c, king, &js[i]));
    }
    for (int i = 0; i < n; i++)
        out[k++] = (candidate){encode(s, js[i].to, true),
                               sub[i] > NEG && !(r->choice == CHOICE_FREE && stops_early(js, sub, n, i))
                                   ? sub[i] + capture_value(&c, js[i].cap)
                                   : NEG,
                               king};
    return k;
}

/* The choice rule over the sequences a turn may play (value NEG: none may end there), each by
 * a king or not: fed every sequence's value, then asked which to keep. */
typedef struct choice_tally {
    int best, best_king;
    bool any_king;
} choice_tally;

static void tally_add(choice_tally *t, int value, bool king)
{
    if (value <= NEG)
        return;
    if (value > t->best)
        t->best = value;
    if (king) {
        t->any_king = true;
        if (value > t->best_king)
            t->best_king = value;
    }
}

static bool tally_keeps(const draughts_rules *r, const choice_tally *t, int value, bool king)
{
    bool maximum = r->choice != CHOICE_FREE;
    /* Czech: a king must take when a king can (make a maximal capture, when maximum). */
    bool kings_only = r->king_priority && (maximum ? t->best_king == t->best : t->any_king);
    return value > NEG && !(maximum && value != t->best) && !(kings_only && !king);
}

/* Keeps the candidates the choice rule allows; returns the count written to out. */
static int filter_candidates(const draughts_rules *r, const candidate *cand, int n,
                             tb_action *out)
{
    choice_tally t = {NEG, NEG, false};
    for (int i = 0; i < n; i++)
        tally_add(&t, cand[i].total, cand[i].king);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (tally_keeps(r, &t, cand[i].total, cand[i].king))
            out[k++] = cand[i].action;
    return k;
}

/* The men of `side` that can jump (an enemy piece next to them, the square beyond empty), at
 * the start of a turn. */
static sqset men_that_jump(const draughts_rules *r, const draughts_state *st, int side)
{
    sqset men = st->men[side], enemy = st->men[!side] | st->kings[!side];
    sqset empty = ~all_pieces(st), found = 0;
    for (unsigned dirs = r->man_cap[side]; dirs; dirs &= dirs - 1) {
        int d = __builtin_ctz(dirs);
        found |= men & draughts_shift_map_of(&r->jump_over[d], enemy) &
                 draughts_shift_map_of(&r->jump_land[d], empty);
    }
    return found;
}

static int capture_moves(const draughts_rules *r, const draughts_state *st, tb_action *out)
{
    static_assert(MAX_ACTIONS >= MAXSQ * 16, "room for every first jump");
    candidate cand[MAX_ACTIONS];
    int n = 0;
    if (st->chain) {
        int s = st->at;
        n = piece_candidates(r, st, s, has(st->kings[st->to_move], s), st->lastdir, cand);
        for (int i = 0; i < n; i++) /* the piece is already chosen: no king priority now */
            cand[i].king = false;
    } else {
        int side = st->to_move;
        /* the men with a jump, found for all of them at once: most men have none */
        for (sqset b = men_that_jump(r, st, side); b;)
            n += piece_candidates(r, st, pop(&b), false, -1, cand + n);
        for (sqset b = st->kings[side]; b;) {
            int s = pop(&b);
            n += piece_candidates(r, st, s, true, -1, cand + n);
        }
    }
    return filter_candidates(r, cand, n, out);
}

/* The squares a king on s moves to (no capture) on the board `occ`: their count, in to[]. */
static int king_steps(const draughts_rules *r, sqset occ, int s, int *to)
{
    int n = 0;
    for (int d = 0; d < NDIR; d++) {
        if (!(r->king_move >> d & 1))
            continue;
        for (int t = r->step[s][d]; t >= 0 && !has(occ, t); t = r->step[t][d]) {
            to[n++] = t;
            if (!r->flying)
                break;
        }
    }
    return n;
}

static int quiet_moves(const draughts_rules *r, const draughts_state *st, tb_action *out)
{
    int side = st->to_move, n = 0;
    sqset occ = all_pieces(st);
    for (sqset b = st->men[side]; b;) {
        int s = pop(&b);
        for (unsigned dirs = r->man_move[side]; dirs; dirs &= dirs - 1) {
            int t = r->step[s][__builtin_ctz(dirs)];
            if (t >= 0 && !has(occ, t))
                out[n++] = encode(s, t, false);
        }
    }
    int to[MAXSQ];
    for (sqset b = st->kings[side]; b;) {
        int s = pop(&b);
        for (int k = 0, m = king_steps(r, occ, s, to); k < m; k++)
            out[n++] = encode(s, to[k], false);
    }
    return n;
}

static int generate(const draughts_rules *r, const draughts_state *st, tb_action *out)
{
    int n = capture_moves(r, st, out);
    if (n > 0 || st->chain)
        return n;
    return quiet_moves(r, st, out);
}

/* ---- draws ---- */

/* The endgame group of the draw rules for this material: 0 none; otherwise the rule's move
 * limit (16 or 5) times 2 plus the stronger colour. */
static int endgame_group(const draughts_rules *r, const draughts_state *s)
{
    if (r->draw == DRAW_NONE)
        return 0;
    for (int strong = 0; strong < 2; strong++) {
        int weak = !strong;
        if (popcount(s->men[weak]) != 0 || popcount(s->kings[weak]) != 1)
            continue;
        int k = popcount(s->kings[strong]), m = popcount(s->men[strong]);
        if (r->draw == DRAW_THREE_KINGS) {
            if (k == 3 && m == 0)
                return 16 * 2 + strong;
        } else if (k >= 1 && k + m == 3) {
            return 16 * 2 + strong;
        } else if (k >= 1 && k + m == 2) {
            return 5 * 2 + strong;
        }
    }
    return 0;
}

static int repetitions(const draughts_state *s, uint64_t key)
{
    int count = 0;
    int oldest = s->rev > HIST ? s->rev - HIST : 0;
    for (int k = oldest; k < s->rev; k++)
        if (s->hist[k % HIST] == key)
            count++;
    return count;
}

static const char *draw_reason(const draughts_rules *r, const draughts_state *s)
{
    if (s->chain)
        return NULL;
    if (s->rev >= 2 && repetitions(s, s->key) >= 2)
        return "draw: threefold repetition";
    if (s->eg_group && s->eg_moves >= s->eg_group / 2)
        return s->eg_group / 2 == 16 ? (r->draw == DRAW_FMJD ? "draw: 16 moves in a three against one king ending"
                                                              : "draw: 16 moves with three kings against one")
                                     : "draw: 5 moves in a two against one king ending";
    if (r->draw == DRAW_FMJD && s->rev >= 50)
        return "draw: 25 moves each with kings only";
    return NULL;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const draughts_rules *r = rules_of(g);
    const draughts_state *s = state;
    if (draw_reason(r, s))
        return 0;
    return generate(r, s, out);
}

static void outcome(const tb_game *g, const void *state, tb_outcome *out)
{
    const draughts_rules *r = rules_of(g);
    const draughts_state *s = state;
    memset(out, 0, sizeof *out);
    const char *draw = draw_reason(r, s);
    if (draw) {
        out->over = true;
        snprintf(out->reason, sizeof out->reason, "%s", draw);
        return;
    }
    if (s->chain)
        return;
    tb_action moves[MAX_ACTIONS];
    if (generate(r, s, moves) > 0)
        return;
    int loser = s->to_move;
    out->over = true;
    out->result[loser] = TB_LOSS;
    out->result[!loser] = TB_WIN;
    const char *names[2] = {"White", "Black"};
    bool bare = !(s->men[loser] | s->kings[loser]);
    snprintf(out->reason, sizeof out->reason, bare ? "%s wins: %s has no pieces left"
                                                   : "%s wins: %s cannot move",
             names[!loser], names[loser]);
}

/* ---- making moves ---- */

static int direction(const draughts_rules *r, int from, int to)
{
    int dx = r->file[to] - r->file[from], dy = r->rank[to] - r->rank[from];
    dx = (dx > 0) - (dx < 0);
    dy = (dy > 0) - (dy < 0);
    for (int d = 0; d < NDIR; d++)
        if (DX[d] == dx && DY[d] == dy)
            return d;
    return 0;
}

/* The pieces change only here (and where a state is built, with position_key), so the key
 * follows them. */
static void move_piece(const draughts_rules *r, draughts_state *s, int side, int from, int to)
{
    if (has(s->kings[side], from)) {
        s->kings[side] = (s->kings[side] & ~BIT(from)) | BIT(to);
        s->key ^= r->zob[2 + side][from] ^ r->zob[2 + side][to];
    } else {
        s->men[side] = (s->men[side] & ~BIT(from)) | BIT(to);
        s->key ^= r->zob[side][from] ^ r->zob[side][to];
    }
}

static void remove_piece(const draughts_rules *r, draughts_state *s, int sq)
{
    for (int c = 0; c < 2; c++) {
        if (has(s->men[c], sq))
            s->key ^= r->zob[c][sq];
        if (has(s->kings[c], sq))
            s->key ^= r->zob[2 + c][sq];
        s->men[c] &= ~BIT(sq);
        s->kings[c] &= ~BIT(sq);
    }
}

static void make_king(const draughts_rules *r, draughts_state *s, int side, int sq)
{
    s->men[side] &= ~BIT(sq);
    s->kings[side] |= BIT(sq);
    s->key ^= r->zob[side][sq] ^ r->zob[2 + side][sq];
}

static void crown(const draughts_rules *r, draughts_state *s, int side, int sq)
{
    if (has(s->men[side], sq) && has(r->far_row[side], sq))
        make_king(r, s, side, sq);
}

/* The end of a turn: captured pieces go, the man on the far row is crowned, the draw
 * counters move on and the other side is to move. `before` is the key at the turn's start. */
static void end_turn(const draughts_rules *r, draughts_state *s, int sq, bool irreversible,
                     uint64_t before)
{
    int side = s->to_move;
    for (sqset b = s->taken; b;)
        remove_piece(r, s, pop(&b));
    crown(r, s, side, sq);
    if (irreversible) {
        /* the slots past rev are kept 0 (a state reads back from its text byte for byte), so
         * only the used ones are cleared */
        memset(s->hist, 0, (s->rev < HIST ? s->rev : HIST) * sizeof s->hist[0]);
        s->rev = 0;
    } else {
        s->hist[s->rev % HIST] = before;
        if (s->rev < UINT16_MAX)
            s->rev++;
    }
    s->taken = 0;
    s->chain = 0;
    s->at = 0;
    s->lastdir = 0;
    s->to_move = (uint8_t)!side;
    s->key ^= r->zob_side;
    int group = endgame_group(r, s);
    if (group != s->eg_group) {
        s->eg_group = (uint8_t)group;
        s->eg_moves = 0;
    } else if (group && side == group % 2 && s->eg_moves < 255) {
        s->eg_moves++;
    }
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    const draughts_rules *r = rules_of(g);
    draughts_state *s = state;
    int side = s->to_move, from = act_from(a), to = act_to(a);
    if (!(a & CAPTURE)) {
        /* a man's step forward cannot be undone; a Turkish man's step sideways can */
        bool forward = has(s->men[side], from) && r->rank[from] != r->rank[to];
        /* the key goes into the history only for a move that can be undone */
        uint64_t before = s->chain || forward ? 0 : s->key;
        move_piece(r, s, side, from, to);
        end_turn(r, s, to, forward, before);
        return;
    }
    int d = direction(r, from, to);
    int cap = r->step[from][d];
    while (cap >= 0 && !has(all_pieces(s), cap))
        cap = r->step[cap][d];
    move_piece(r, s, side, from, to);
    if (r->immediate)
        remove_piece(r, s, cap);
    else
        s->taken |= BIT(cap);
    if (r->promo_continue)
        crown(r, s, side, to);
    s->chain = 1;
    s->at = (uint8_t)to;
    s->lastdir = (uint8_t)d;
    cap_ctx c = make_ctx(r, s, to);
    jump js[64];
    if (gen_jumps(&c, to, has(s->kings[side], to), d, js) == 0)
        end_turn(r, s, to, true, 0);
}

/* ---- whole turns, for the engine ----
 * The turns of a position found by one depth-first walk of every capture sequence with the
 * primitives legal() uses (gen_jumps, take, must_go_on, promotes_now), then filtered by the
 * same choice rule: the turns whose actions legal() offers one at a time, each found once. */

typedef struct turn_walk {
    const draughts_rules *r;
    draughts_move *out;
    int n, side;
    bool overflow;
    int from, first; /* the turn's start square and first landing */
    bool start_king;
} turn_walk;

static void emit_turn(turn_walk *w, int to, sqset taken, int value, bool king_now)
{
    for (int i = w->n - 1; i >= 0 && w->out[i].from == w->from; i--)
        if (w->out[i].to == to && w->out[i].taken == taken)
            return; /* the same pieces taken in another order: the same turn */
    if (w->n >= DRAUGHTS_MAX_MOVES) {
        w->overflow = true;
        return;
    }
    w->out[w->n++] = (draughts_move){.taken = taken,
                                     .from = (uint8_t)w->from,
                                     .to = (uint8_t)to,
                                     .first = (uint8_t)w->first,
                                     .capture = true,
                                     .crowned = !w->start_king && (king_now || has(w->r->far_row[w->side], to)),
                                     .start_king = w->start_king,
                                     .value = value};
}

/* The sequences that go on from `s` (value so far `value`, pieces taken `taken`), emitted
 * when complete. With a free choice a jump that could go on may not stop (piece_candidates):
 * the jumps allowed at each step are found first by best_from. */
static void walk_turns(turn_walk *w, const cap_ctx *c, int s, bool king, int lastdir,
                       bool must_continue, sqset taken, int value, int jumps)
{
    jump js[64];
    int n = gen_jumps(c, s, king, lastdir, js);
    if (n == 0) {
        if (!must_continue && jumps > 0)
            emit_turn(w, s, taken, value, king);
        return;
    }
    int sub[64];
    bool free_choice = w->r->choice == CHOICE_FREE;
    if (free_choice)
        for (int i = 0; i < n; i++) {
            cap_ctx next = *c;
            take(&next, js[i].cap);
            sub[i] = best_from(&next, js[i].to, king || promotes_now(c, js[i].to), js[i].dir,
                               must_go_on(c, king, &js[i]));
        }
    for (int i = 0; i < n; i++) {
        if (free_choice && (sub[i] <= NEG || stops_early(js, sub, n, i)))
            continue;
        if (jumps == 0)
            w->first = js[i].to;
        cap_ctx next = *c;
        take(&next, js[i].cap);
        walk_turns(w, &next, js[i].to, king || promotes_now(c, js[i].to), js[i].dir,
                   must_go_on(c, king, &js[i]), taken | BIT(js[i].cap),
                   value + capture_value(c, js[i].cap), jumps + 1);
    }
}

/* The capture turns the choice rule allows (from the capture under way, if one is), or -1. */
static int capture_turns(const draughts_rules *r, const draughts_state *st, draughts_move *out)
{
    int side = st->to_move;
    turn_walk w = {.r = r, .out = out, .side = side};
    if (st->chain) {
        /* the piece is already chosen (the king priority keeps its every turn); its first
         * jump is the next; a man crowned earlier in the chain is a king now */
        int s = st->at;
        cap_ctx c = make_ctx(r, st, s);
        w.from = s;
        w.start_king = has(st->kings[side], s);
        walk_turns(&w, &c, s, w.start_king, st->lastdir, false, 0, 0, 0);
    } else {
        sqset pieces = men_that_jump(r, st, side) | st->kings[side];
        for (sqset b = pieces; b;) {
            int s = pop(&b);
            bool king = has(st->kings[side], s);
            cap_ctx c = make_ctx(r, st, s);
            w.from = s;
            w.start_king = king;
            walk_turns(&w, &c, s, king, -1, false, 0, 0, 0);
        }
    }
    if (w.overflow)
        return -1;
    if (w.n > 0) {
        /* the choice rule over whole turns, as filter_candidates over first jumps */
        choice_tally t = {NEG, NEG, false};
        for (int i = 0; i < w.n; i++)
            tally_add(&t, out[i].value, out[i].start_king);
        int k = 0;
        for (int i = 0; i < w.n; i++)
            if (tally_keeps(r, &t, out[i].value, out[i].start_king))
                out[k++] = out[i];
        return k;
    }
    return 0;
}

int draughts_captures(const tb_game *game, const void *state, draughts_move *out)
{
    return capture_turns(rules_of(game), state, out);
}

bool draughts_drawn(const tb_game *game, const void *state)
{
    return draw_reason(rules_of(game), state) != NULL;
}

bool draughts_can_step(const tb_game *game, const void *state)
{
    const draughts_rules *r = rules_of(game);
    const draughts_state *st = state;
    int side = st->to_move;
    sqset empty = ~all_pieces(st);
    for (unsigned dirs = r->man_move[side]; dirs; dirs &= dirs - 1)
        if (st->men[side] & draughts_shift_map_of(&r->step_map[__builtin_ctz(dirs)], empty))
            return true;
    for (unsigned dirs = r->king_move; dirs; dirs &= dirs - 1)
        if (st->kings[side] & draughts_shift_map_of(&r->step_map[__builtin_ctz(dirs)], empty))
            return true;
    return false;
}

int draughts_moves(const tb_game *game, const void *state, draughts_move *out)
{
    const draughts_rules *r = rules_of(game);
    const draughts_state *st = state;
    if (draw_reason(r, st))
        return 0;
    int n = capture_turns(r, st, out);
    if (n != 0 || st->chain)
        return n;
    return draughts_quiet_moves(game, state, out);
}

/* The men's steps onto the empty squares of `onto`, direction by direction: the men whose
 * neighbour there is one of them. */
static int men_steps(const draughts_rules *r, const draughts_state *st, sqset onto,
                     draughts_move *out)
{
    int side = st->to_move, n = 0;
    onto &= ~all_pieces(st);
    for (unsigned dirs = r->man_move[side]; dirs; dirs &= dirs - 1) {
        int d = __builtin_ctz(dirs);
        for (sqset b = st->men[side] & draughts_shift_map_of(&r->step_map[d], onto); b;) {
            int s = pop(&b), t = r->step[s][d];
            out[n++] = (draughts_move){.from = (uint8_t)s, .to = (uint8_t)t, .first = (uint8_t)t,
                                       .crowned = has(r->far_row[side], t)};
        }
    }
    return n;
}

int draughts_men_steps_onto(const tb_game *game, const void *state, draughts_squares onto,
                            draughts_move *out)
{
    return men_steps(rules_of(game), state, onto, out);
}

int draughts_quiet_moves(const tb_game *game, const void *state, draughts_move *out)
{
    const draughts_rules *r = rules_of(game);
    const draughts_state *st = state;
    int side = st->to_move;
    sqset occ = all_pieces(st);
    int n = men_steps(r, st, ~(sqset)0, out);
    int to[MAXSQ];
    for (sqset b = st->kings[side]; b;) {
        int s = pop(&b);
        for (int k = 0, m = king_steps(r, occ, s, to); k < m; k++) {
            if (n >= DRAUGHTS_MAX_MOVES)
                return -1;
            out[n++] = (draughts_move){.from = (uint8_t)s, .to = (uint8_t)to[k],
                                       .first = (uint8_t)to[k], .start_king = true};
        }
    }
    return n;
}

void draughts_copy(const tb_game *game, void *dst, const void *src)
{
    (void)game;
    draughts_state *d = dst;
    const draughts_state *s = src;
    int had = d->rev < HIST ? d->rev : HIST, used = s->rev < HIST ? s->rev : HIST;
    memcpy(d, s, offsetof(draughts_state, hist));
    memcpy(d->hist, s->hist, (size_t)used * sizeof s->hist[0]);
    if (had > used) /* the slots past rev are 0, as in every state */
        memset(d->hist + used, 0, (size_t)(had - used) * sizeof d->hist[0]);
}

/* Perft by whole turns (the game class's perft_turns): draughts_moves lists each turn once
 * by the position it reaches, so its count is the published tables' count; the last ply is
 * counted without being made. Buffers for every ply are allocated once. */
typedef struct turn_perft {
    const tb_game *game;
    draughts_move *moves; /* DRAUGHTS_MAX_MOVES a ply */
    char *states;         /* a state a ply, zeroed as draughts_copy wants */
} turn_perft;

static uint64_t turn_perft_count(turn_perft *p, const void *state, int depth)
{
    const tb_game *g = p->game;
    draughts_move *moves = p->moves + (size_t)(depth - 1) * DRAUGHTS_MAX_MOVES;
    int n = draughts_moves(g, state, moves);
    if (n < 0) /* more turns than a list holds: the count from the actions */
        return tb_perft_turns_by_actions(g, state, depth);
    if (depth == 1)
        return (uint64_t)n;
    void *child = p->states + (size_t)(depth - 1) * g->state_size;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        draughts_copy(g, child, state);
        draughts_make(g, child, &moves[i]);
        total += turn_perft_count(p, child, depth - 1);
    }
    return total;
}

static uint64_t perft_turns(const tb_game *g, const void *state, int depth)
{
    if (depth <= 0)
        return 1;
    turn_perft p = {g, malloc(sizeof *p.moves * DRAUGHTS_MAX_MOVES * (size_t)depth),
                    calloc((size_t)depth, g->state_size)};
    uint64_t n = p.moves && p.states ? turn_perft_count(&p, state, depth)
                                     : tb_perft_turns_by_actions(g, state, depth);
    free(p.moves);
    free(p.states);
    return n;
}

tb_action draughts_move_action(const draughts_move *m)
{
    return encode(m->from, m->first, m->capture);
}

void draughts_make(const tb_game *game, void *state, const draughts_move *m)
{
    const draughts_rules *r = rules_of(game);
    draughts_state *s = state;
    if (!m->capture) {
        apply(game, state, encode(m->from, m->to, false));
        return;
    }
    int side = s->to_move, from = s->chain ? s->at : m->from;
    /* the pieces taken go first: with immediate removal the piece may end on a square one of
     * them stood on */
    for (sqset b = s->taken | m->taken; b;)
        remove_piece(r, s, pop(&b));
    s->taken = 0;
    move_piece(r, s, side, from, m->to);
    if (m->crowned && has(s->men[side], m->to))
        make_king(r, s, side, m->to);
    end_turn(r, s, m->to, true, 0);
}

/* ---- text ---- */

static int square_name(const draughts_rules *r, int sq, bool numbered, char *buf, size_t len)
{
    if (numbered) {
        /* Square 1 is the top-left playing square seen by White, numbers run along the rows */
        int per_row = r->ortho ? r->n : r->n / 2;
        int col = 0;
        for (int x = 0; x < r->file[sq]; x++)
            col += r->at[x][r->rank[sq]] >= 0;
        return snprintf(buf, len, "%d", (r->n - 1 - r->rank[sq]) * per_row + col + 1);
    }
    return dt_square_name(r->file[sq], r->rank[sq], buf, len);
}

/* Reads a square at *p (a number or a letter and a number) and advances *p. -1 if none;
 * -2 if the text names a square of the board that is not a playing square. */
static int read_square(const draughts_rules *r, const char **p)
{
    const char *t = *p;
    if (isdigit((unsigned char)*t)) {
        long v = 0;
        int digits = 0;
        while (isdigit((unsigned char)*t) && digits < 4)
            v = v * 10 + (*t++ - '0'), digits++;
        if (isdigit((unsigned char)*t) || v < 1 || v > r->nsq)
            return -1;
        int per_row = r->ortho ? r->n : r->n / 2;
        int y = r->n - 1 - (int)(v - 1) / per_row, col = (int)(v - 1) % per_row;
        for (int x = 0; x < r->n; x++)
            if (r->at[x][y] >= 0 && col-- == 0) {
                *p = t;
                return r->at[x][y];
            }
        return -1;
    }
    int x, y;
    if (!dt_read_square(p, r->n, &x, &y))
        return -1;
    int sq = r->at[x][y];
    return sq >= 0 ? sq : -2;
}

static int read_square_of(const void *rules, const char **p)
{
    return read_square(rules, p);
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf,
                          size_t len)
{
    const draughts_rules *r = rules_of(g);
    (void)state;
    char f[16], t[16];
    square_name(r, act_from(a), r->numbered, f, sizeof f);
    square_name(r, act_to(a), r->numbered, t, sizeof t);
    char sep = !(a & CAPTURE) ? '-' : r->numbered ? 'x' : ':';
    return snprintf(buf, len, "%s%c%s", f, sep, t);
}

static bool action_from_text(const tb_game *g, const void *state, const char *text,
                             tb_action *action, tb_error *err)
{
    const draughts_rules *r = rules_of(g);
    (void)state;
    int from, to;
    bool capture;
    int read = dt_read_move(text, read_square_of, r, &from, &to, &capture, err);
    if (read > 0)
        *action = encode(from, to, capture);
    if (read == 0)
        tb_error_set(err, "cannot read the move '%s': expected 'c3-d4' or 'c3:e5'%s", text,
                     r->numbered ? " or '32-28', '28x19'" : "");
    return read > 0;
}

static int squares_list(const draughts_rules *r, sqset men, sqset kings, char *buf, size_t len)
{
    size_t n = 0;
    bool first = true;
    if (len)
        buf[0] = '\0';
    for (int i = 0; i < r->nsq; i++) {
        /* numbered notation lists by number, which runs from the top row */
        int sq = i;
        if (r->numbered) {
            int per_row = r->ortho ? r->n : r->n / 2;
            const char *q;
            char name[16];
            snprintf(name, sizeof name, "%d", i + 1);
            q = name;
            sq = read_square(r, &q);
            (void)per_row;
        }
        if (!has(men | kings, sq))
            continue;
        char name[16];
        square_name(r, sq, r->numbered, name, sizeof name);
        int w = snprintf(buf + n, n < len ? len - n : 0, "%s%s%s", first ? "" : ",",
                         has(kings, sq) ? "K" : "", name);
        n += (size_t)(w > 0 ? w : 0);
        first = false;
    }
    return (int)n;
}

/* PDN's FEN ("W:W31,32,K50:B1,2"), then what a position needs beyond it: the capture under
 * way (chain=SQ taken=SQ,.. dir=D), the repetition history (rev=N hist=KEY,..) and the
 * endgame count (eg=GROUP/MOVES). */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const draughts_rules *r = rules_of(g);
    const draughts_state *s = state;
    char w[1024], b[1024];
    squares_list(r, s->men[WHITE], s->kings[WHITE], w, sizeof w);
    squares_list(r, s->men[BLACK], s->kings[BLACK], b, sizeof b);
    size_t n = dt_put(buf, len, 0, "%c:W%s:B%s", s->to_move ? 'B' : 'W', w, b);
    if (s->chain) {
        char at[16];
        square_name(r, s->at, r->numbered, at, sizeof at);
        n = dt_put(buf, len, n, " chain=%s dir=%d taken=", at, s->lastdir);
        bool first = true;
        for (sqset t = s->taken; t;) {
            square_name(r, pop(&t), r->numbered, at, sizeof at);
            n = dt_put(buf, len, n, "%s%s", first ? "" : ",", at);
            first = false;
        }
        if (first)
            n = dt_put(buf, len, n, "-");
    }
    n = dt_put_history(buf, len, n, s->rev, s->hist, HIST);
    if (s->eg_group)
        n = dt_put(buf, len, n, " eg=%u/%u", s->eg_group, s->eg_moves);
    return dt_length(n, len);
}

/* One colour's list: "K50,31,32" or ranges "31-50" (numbers only). */
static bool read_pieces(const draughts_rules *r, const char **p, sqset *men, sqset *kings,
                        sqset *all, tb_error *err)
{
    const char *t = *p;
    while (*t && *t != ':' && *t != ' ') {
        bool king = *t == 'K';
        if (king)
            t++;
        const char *start = t;
        int sq = read_square(r, &t);
        if (sq == -2) {
            tb_error_set(err, "a piece on %.*s, which is not a playing square",
                         (int)strcspn(start, ",: "), start);
            return false;
        }
        if (sq < 0) {
            tb_error_set(err, "cannot read a square at '%.12s'", start);
            return false;
        }
        int last = sq;
        if (*t == '-' && isdigit((unsigned char)*start)) {
            t++;
            last = read_square(r, &t);
            if (last < 0) {
                tb_error_set(err, "bad range at '%.12s'", start);
                return false;
            }
        }
        /* a range runs over the numbers from one to the other */
        char a[16], b[16];
        square_name(r, sq, true, a, sizeof a);
        square_name(r, last, true, b, sizeof b);
        int lo = atoi(a), hi = atoi(b);
        if (lo > hi) {
            tb_error_set(err, "bad range at '%.12s'", start);
            return false;
        }
        for (int k = lo; k <= hi; k++) {
            char name[16];
            snprintf(name, sizeof name, "%d", k);
            const char *q = name;
            int x = lo == hi ? sq : read_square(r, &q);
            if (x < 0)
                continue;
            if (has(*all, x)) {
                char sqname[16];
                square_name(r, x, r->numbered, sqname, sizeof sqname);
                tb_error_set(err, "two pieces on %s", sqname);
                return false;
            }
            *all |= BIT(x);
            if (king)
                *kings |= BIT(x);
            else
                *men |= BIT(x);
        }
        if (*t == ',')
            t++;
        else if (*t && *t != ':' && *t != ' ') {
            tb_error_set(err, "unexpected '%c' in the list of pieces", *t);
            return false;
        }
    }
    *p = t;
    return true;
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const draughts_rules *r = rules_of(g);
    draughts_state s;
    memset(&s, 0, sizeof s);
    const char *p = text;
    while (*p == ' ')
        p++;
    if ((*p != 'W' && *p != 'B') || p[1] != ':') {
        tb_error_set(err, "expected a position like 'W:W31,32,K50:B1,2' (side to move, then "
                          "each side's pieces)");
        return false;
    }
    s.to_move = *p == 'B';
    p += 2;
    sqset all = 0;
    bool seen[2] = {false, false};
    while (*p == 'W' || *p == 'B') {
        int c = *p == 'B';
        if (seen[c]) {
            tb_error_set(err, "the pieces of %s are listed twice", c ? "Black" : "White");
            return false;
        }
        seen[c] = true;
        p++;
        if (!read_pieces(r, &p, &s.men[c], &s.kings[c], &all, err))
            return false;
        if (*p == ':')
            p++;
        else
            break;
    }
    if (!seen[0] || !seen[1]) {
        tb_error_set(err, "the position must list White's and Black's pieces ('W:W..:B..')");
        return false;
    }
    for (int c = 0; c < 2; c++) {
        if (popcount(s.men[c] | s.kings[c]) > r->max_men) {
            tb_error_set(err, "%s has %d pieces; at most %d", c ? "Black" : "White",
                         popcount(s.men[c] | s.kings[c]), r->max_men);
            return false;
        }
    }
    /* the fields beyond the FEN */
    bool have_hist = false;
    long rev = 0;
    while (*p) {
        if (*p == ' ') {
            p++;
            continue;
        }
        long v;
        if (strncmp(p, "chain=", 6) == 0 && !s.chain) {
            p += 6;
            int at = read_square(r, &p);
            if (at < 0 || !has(s.men[s.to_move] | s.kings[s.to_move], at)) {
                tb_error_set(err, "chain=: the capturing piece's square holds no piece of the "
                                  "side to move");
                return false;
            }
            s.chain = 1;
            s.at = (uint8_t)at;
        } else if (strncmp(p, "dir=", 4) == 0 && s.chain) {
            p += 4;
            if (!dt_read_number(&p, 0, NDIR - 1, &v)) {
                tb_error_set(err, "dir=: expected a direction 0-7");
                return false;
            }
            s.lastdir = (uint8_t)v;
        } else if (strncmp(p, "taken=", 6) == 0 && s.chain) {
            p += 6;
            if (*p == '-') {
                p++;
                continue;
            }
            for (;;) {
                int sq = read_square(r, &p);
                if (sq < 0 || !has(s.men[!s.to_move] | s.kings[!s.to_move], sq)) {
                    tb_error_set(err, "taken=: every square must hold a piece of the side "
                                      "not to move");
                    return false;
                }
                s.taken |= BIT(sq);
                if (*p != ',')
                    break;
                p++;
            }
        } else if (strncmp(p, "rev=", 4) == 0 && !rev) {
            p += 4;
            if (!dt_read_number(&p, 1, UINT16_MAX, &rev)) {
                tb_error_set(err, "rev=: expected a count from 1");
                return false;
            }
        } else if (strncmp(p, "hist=", 5) == 0 && rev && !have_hist) {
            p += 5;
            if (!dt_read_history(&p, rev, s.hist, HIST, err))
                return false;
            have_hist = true;
        } else if (strncmp(p, "eg=", 3) == 0 && !s.eg_group) {
            p += 3;
            long gr, mv;
            if (!dt_read_number(&p, 1, 255, &gr) || *p++ != '/' ||
                !dt_read_number(&p, 0, 255, &mv) || gr != endgame_group(r, &s)) {
                tb_error_set(err, "eg=: expected GROUP/MOVES of this ending's draw rule");
                return false;
            }
            s.eg_group = (uint8_t)gr;
            s.eg_moves = (uint8_t)mv;
        } else {
            tb_error_set(err, "cannot read '%.16s' after the position", p);
            return false;
        }
        if (*p && *p != ' ') {
            tb_error_set(err, "cannot read '%.16s' after the position", p);
            return false;
        }
    }
    if (rev && !have_hist) {
        tb_error_set(err, "rev= needs the keys in hist=");
        return false;
    }
    for (int c = 0; c < 2; c++) {
        /* a man may pass the far row during a capture, not stand there */
        sqset wrong = s.men[c] & r->far_row[c] & ~(s.chain && c == s.to_move ? BIT(s.at) : 0);
        if (wrong) {
            char name[16];
            square_name(r, lowest(wrong), r->numbered, name, sizeof name);
            tb_error_set(err, "a %s man on %s, its promotion row (it would be a king)",
                         c ? "Black" : "White", name);
            return false;
        }
    }
    if (s.taken & BIT(s.at)) {
        tb_error_set(err, "the capturing piece cannot be among the taken");
        return false;
    }
    s.rev = (uint16_t)rev;
    s.key = position_key(r, &s);
    if (s.chain) {
        tb_action moves[MAX_ACTIONS];
        if (generate(r, &s, moves) == 0) {
            tb_error_set(err, "chain=: the capturing piece has no jump left");
            return false;
        }
    }
    memcpy(state, &s, sizeof s);
    return true;
}

/* ---- whole turns ---- */

int draughts_turn_to_text(const tb_game *game, const void *state, const tb_action *actions,
                          int n, char *buf, size_t len)
{
    const draughts_rules *r = rules_of(game);
    (void)state;
    if (n <= 0)
        return snprintf(buf, len, "%s", "");
    char name[16];
    square_name(r, act_from(actions[0]), r->numbered, name, sizeof name);
    size_t k = dt_put(buf, len, 0, "%s", name);
    char sep = !(actions[0] & CAPTURE) ? '-' : r->numbered ? 'x' : ':';
    for (int i = 0; i < n; i++) {
        square_name(r, act_to(actions[i]), r->numbered, name, sizeof name);
        k = dt_put(buf, len, k, "%c%s", sep, name);
    }
    return dt_length(k, len);
}

typedef struct turn_search {
    const tb_game *g;
    const int *squares; /* squares[0] the start, then landings in order; the last is the end */
    int count;
    tb_action path[64], found[64];
    int found_len, matches;
    draughts_state result;
} turn_search;

/* Every complete capture turn from `s` whose landings pass squares[next..] in order and end
 * on the last of them; turns that end in the same position are one. */
static void search_turns(turn_search *t, const draughts_state *s, int depth, int next, int last)
{
    if (depth > 0 && !s->chain) {
        if (next == t->count && last == t->squares[t->count - 1] &&
            (t->matches == 0 || memcmp(&t->result, s, sizeof *s) != 0)) {
            t->matches++;
            t->result = *s;
            memcpy(t->found, t->path, sizeof(tb_action) * (size_t)depth);
            t->found_len = depth;
        }
        return;
    }
    if (depth >= 64)
        return;
    tb_action moves[MAX_ACTIONS];
    int n = generate(rules_of(t->g), s, moves);
    for (int i = 0; i < n; i++) {
        if (!(moves[i] & CAPTURE) || (depth == 0 && act_from(moves[i]) != t->squares[0]))
            continue;
        draughts_state c = *s;
        apply(t->g, &c, moves[i]);
        int to = act_to(moves[i]);
        t->path[depth] = moves[i];
        search_turns(t, &c, depth + 1, next < t->count && to == t->squares[next] ? next + 1 : next,
                     to);
    }
}

int draughts_turn_from_text(const tb_game *game, const void *state, const char *text,
                            tb_action *actions, int max, tb_error *err)
{
    const draughts_rules *r = rules_of(game);
    const draughts_state *s = state;
    int squares[64], count = 0;
    char sep = 0;
    const char *p = text;
    while (*p == ' ')
        p++;
    for (;;) {
        int sq = read_square(r, &p);
        if (sq < 0 || count == 64) {
            tb_error_set(err, sq == -2 ? "'%s': not a playing square"
                                       : "cannot read the turn '%s'", text);
            return -1;
        }
        squares[count++] = sq;
        if (*p == '\0' || *p == ' ')
            break;
        char c = *p == 'X' ? 'x' : *p;
        if ((c != '-' && c != ':' && c != 'x') || (sep && (c == '-') != (sep == '-'))) {
            tb_error_set(err, "cannot read the turn '%s'", text);
            return -1;
        }
        sep = c;
        p++;
    }
    while (*p == ' ')
        p++;
    if (*p || count < 2 || (sep == '-' && count != 2)) {
        tb_error_set(err, "cannot read the turn '%s'", text);
        return -1;
    }
    if (sep == '-') {
        tb_action moves[MAX_ACTIONS];
        int n = generate(r, s, moves);
        tb_action a = encode(squares[0], squares[1], false);
        for (int i = 0; i < n; i++)
            if (moves[i] == a && max >= 1) {
                actions[0] = a;
                return 1;
            }
        tb_error_set(err, n > 0 && (moves[0] & CAPTURE) ? "'%s': a capture is compulsory"
                                                         : "'%s' is not a legal move", text);
        return -1;
    }
    turn_search *t = calloc(1, sizeof *t);
    if (!t) {
        tb_error_set(err, "out of memory");
        return -1;
    }
    t->g = game;
    t->squares = squares;
    t->count = count;
    search_turns(t, s, 0, 1, -1);
    int n = -1;
    if (t->matches == 0)
        tb_error_set(err, "'%s' is not a legal capture here", text);
    else if (t->matches > 1)
        tb_error_set(err, "'%s' is ambiguous: name every landing square", text);
    else if (t->found_len > max)
        tb_error_set(err, "too many actions in one turn");
    else {
        memcpy(actions, t->found, sizeof(tb_action) * (size_t)t->found_len);
        n = t->found_len;
    }
    free(t);
    return n;
}

/* ---- view, evaluation ---- */

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const draughts_rules *r = rules_of(g);
    const draughts_state *s = state;
    tb_view_grid(v, tb_view_add_board(v, NULL), r->n, r->n, TB_SHAPE_SQUARE, false);
    for (int y = 0; y < r->n; y++)
        for (int x = 0; x < r->n; x++) {
            int cell = y * r->n + x, sq = r->at[x][y];
            if (!r->ortho && sq >= 0)
                v->cells[cell].marks |= TB_MARK_DARK;
            if (sq < 0)
                continue;
            /* numbers read in every variant ("32-28"): shown on demand by the browser */
            square_name(r, sq, true, v->cells[cell].number, sizeof v->cells[cell].number);
            if (has(s->taken, sq))
                v->cells[cell].marks |= TB_MARK_BLOCKED;
            if (s->chain && sq == s->at)
                v->cells[cell].marks |= TB_MARK_LAST;
            /* Men and kings by kind; the symbols read without colour in the terminal ("o",
             * "x" men; "D", "d" kings: dama, never a chess letter such as K). */
            for (int c = 0; c < 2; c++) {
                tb_colour col = c ? TB_COLOUR_BLACK : TB_COLOUR_WHITE;
                if (has(s->men[c], sq))
                    tb_view_push(v, cell, TB_KIND_MAN, col, c, c ? "x" : "o");
                else if (has(s->kings[c], sq))
                    tb_view_push(v, cell, TB_KIND_KING, col, c, c ? "d" : "D");
            }
        }
    snprintf(v->status, sizeof v->status, "%s to move%s", s->to_move ? "Black" : "White",
             s->chain ? ", capture under way" : "");
}

static int action_cells(const tb_game *g, const void *state, tb_action a, char (*labels)[16],
                        int max)
{
    const draughts_rules *r = rules_of(g);
    (void)state;
    if (max < 2)
        return 0;
    square_name(r, act_from(a), false, labels[0], 16);
    square_name(r, act_to(a), false, labels[1], 16);
    return 2;
}

/* Material first (a flying king is worth three men), then how far the men have come, the
 * centre, and the men kept on the back row against the opponent's kings. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const draughts_rules *r = rules_of(g);
    const draughts_state *s = state;
    int score[2] = {0, 0};
    int king_value = r->flying ? 300 : 160;
    for (int c = 0; c < 2; c++) {
        for (sqset b = s->men[c] & ~s->taken; b;) {
            int sq = pop(&b);
            int adv = c == WHITE ? r->rank[sq] : r->n - 1 - r->rank[sq];
            int centre = r->file[sq] >= 2 && r->file[sq] <= r->n - 3;
            score[c] += 100 + 4 * adv + 3 * centre + (adv == 0 ? 6 : 0);
        }
        for (sqset b = s->kings[c] & ~s->taken; b;) {
            int sq = pop(&b);
            int centre = r->file[sq] >= 2 && r->file[sq] <= r->n - 3 && r->rank[sq] >= 2 &&
                         r->rank[sq] <= r->n - 3;
            score[c] += king_value + 5 * centre;
        }
    }
    return score[player] - score[!player];
}

/* Quiescence goes on while a capture is compulsory (every legal move is then a capture). */
static int tactical(const tb_game *g, const void *state, tb_action *out)
{
    const draughts_rules *r = rules_of(g);
    const draughts_state *s = state;
    if (draw_reason(r, s))
        return 0;
    return capture_moves(r, s, out);
}

static uint64_t hash(const tb_game *g, const void *state)
{
    const draughts_rules *r = rules_of(g);
    const draughts_state *s = state;
    uint64_t h = s->key;
    if (s->chain) {
        /* the pieces taken so far, mixed so that every bit of the set reaches every bit of
         * the key (a plain product left the low bits, the table's index, blind to the squares
         * above 28: two steps of one capture shared a slot and the line lost its turn) */
        uint64_t t = (uint64_t)s->taken ^ ((uint64_t)(s->taken >> 64) * 0x9E3779B97F4A7C15ULL) ^
                     (uint64_t)s->lastdir << 56;
        t ^= t >> 33;
        t *= 0xFF51AFD7ED558CCDULL;
        t ^= t >> 33;
        t *= 0xC4CEB9FE1A85EC53ULL;
        t ^= t >> 33;
        h ^= r->zob_chain[s->at] ^ t;
    }
    return h;
}

/* ---- for the draughts engine (draughts_search.c, draughts_eval.c) ---- */

bool draughts_is_bitboard(const tb_game *game)
{
    return draughts_variant_is_bitboard(game->variant);
}

bool draughts_variant_is_bitboard(const tb_variant *v)
{
    return v->cls->legal == legal;
}

void draughts_geometry_of(const tb_game *game, draughts_geometry *out)
{
    const draughts_rules *r = rules_of(game);
    memset(out, 0, sizeof *out);
    out->n = r->n;
    out->nsq = r->nsq;
    out->flying = r->flying;
    out->ortho = r->ortho;
    out->men_capture_back = (r->man_cap[WHITE] & ~r->man_move[WHITE]) != 0;
    out->man_move[WHITE] = r->man_move[WHITE];
    out->man_move[BLACK] = r->man_move[BLACK];
    out->king_move = r->king_move;
    for (int s = 0; s < r->nsq; s++) {
        out->file[s] = r->file[s];
        out->rank[s] = r->rank[s];
        char name[16];
        square_name(r, s, true, name, sizeof name);
        out->number[s] = atoi(name);
        for (int d = 0; d < NDIR; d++)
            out->step[s][d] = r->step[s][d];
    }
}

void draughts_action_squares(tb_action a, int *from, int *to)
{
    *from = act_from(a);
    *to = act_to(a);
}

void draughts_cells_of(const tb_game *game, const void *state, signed char *cells)
{
    const draughts_rules *r = rules_of(game);
    const draughts_state *s = state;
    memset(cells, 0, (size_t)r->nsq);
    for (int c = 0; c < 2; c++) {
        int sign = c == WHITE ? 1 : -1;
        for (sqset b = s->men[c] & ~s->taken; b;)
            cells[pop(&b)] = (signed char)sign;
        for (sqset b = s->kings[c] & ~s->taken; b;)
            cells[pop(&b)] = (signed char)(2 * sign);
    }
}

void draughts_pieces_of(const tb_game *game, const void *state, draughts_squares men[2],
                        draughts_squares kings[2])
{
    (void)game;
    const draughts_state *s = state;
    for (int c = 0; c < 2; c++) {
        men[c] = s->men[c] & ~s->taken;
        kings[c] = s->kings[c] & ~s->taken;
    }
}

void draughts_state_of_cells(const tb_game *game, const signed char *cells, int side,
                             void *state)
{
    const draughts_rules *r = rules_of(game);
    draughts_state *s = state;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < r->nsq; i++) {
        int v = cells[i], c = v > 0 ? WHITE : BLACK;
        if (v == 1 || v == -1)
            s->men[c] |= BIT(i);
        else if (v == 2 || v == -2)
            s->kings[c] |= BIT(i);
    }
    s->to_move = (uint8_t)side;
    s->eg_group = (uint8_t)endgame_group(r, s);
    s->key = position_key(r, s);
}

bool draughts_promotes(const tb_game *game, const void *state, tb_action a)
{
    const draughts_rules *r = rules_of(game);
    const draughts_state *s = state;
    int side = s->to_move;
    return !(a & CAPTURE) && has(s->men[side], act_from(a)) && has(r->far_row[side], act_to(a));
}

int draughts_reversible(const tb_game *game, const void *state)
{
    (void)game;
    return ((const draughts_state *)state)->rev;
}

int draughts_piece_count(const tb_game *game, const void *state)
{
    (void)game;
    return popcount(all_pieces(state));
}

/* ---- the variants ---- */

/* The turn notation hooks: a whole turn as the sources write it ("c3:e1:g3:e5", "28x19x23").
 * Text with spaces is a turn written as its actions ("c3:e1 e1:g3"), read by the default. */
static int turn_from_text(const tb_game *g, const void *state, const char *text,
                          tb_action *actions, int max, tb_error *err)
{
    if (strchr(text, ' '))
        return 0;
    return draughts_turn_from_text(g, state, text, actions, max, err);
}

#define DEFINE_CREATE(name, kind)                                                            \
    static bool create_##name(tb_game *g, const tb_options *opts, tb_error *err)             \
    {                                                                                        \
        return create_rules(g, opts, kind, err);                                             \
    }                                                                                        \
    static const tb_game_class class_##name = {                                              \
        .create = create_##name,                                                             \
        .initial = initial,                                                                  \
        .to_move = to_move,                                                                  \
        .legal = legal,                                                                      \
        .apply = apply,                                                                      \
        .outcome = outcome,                                                                  \
        .action_to_text = action_to_text,                                                    \
        .action_from_text = action_from_text,                                                \
        .position_to_text = position_to_text,                                                \
        .position_from_text = position_from_text,                                            \
        .view = view,                                                                        \
        .hash = hash,                                                                        \
        .mid_turn = mid_turn,                                                                \
        .evaluate = evaluate,                                                                \
        .tactical = tactical,                                                                \
        .action_cells = action_cells,                                                        \
        .turn_to_text = draughts_turn_to_text,                                               \
        .turn_from_text = turn_from_text,                                                    \
        .perft_turns = perft_turns,                                                          \
    };

DEFINE_CREATE(international, K_INTERNATIONAL)
DEFINE_CREATE(brazilian, K_BRAZILIAN)
DEFINE_CREATE(canadian, K_CANADIAN)
DEFINE_CREATE(russian, K_RUSSIAN)
DEFINE_CREATE(english, K_ENGLISH)
DEFINE_CREATE(portuguese, K_PORTUGUESE)
DEFINE_CREATE(german, K_GERMAN)
DEFINE_CREATE(czech, K_CZECH)
DEFINE_CREATE(thai, K_THAI)
DEFINE_CREATE(turkish, K_TURKISH)
DEFINE_CREATE(armenian, K_ARMENIAN)
DEFINE_CREATE(croda, K_CRODA)

#define OPT_NUMERIC {"notation", "numeric", "numeric|algebraic: squares as numbers (32-28) or as the book writes them (c3-d4)"}
#define OPT_ALGEBRAIC {"notation", "algebraic", "algebraic|numeric: squares as the book writes them (c3-d4) or as numbers (32-28)"}
#define OPT_FMJD {"fmjd_draw_rules", "off", "off|on: the FMJD endgame draw rules instead of three kings against one in 16 moves (D2)"}
#define OPT_KILLER(def) {"killer_rule", def, "off|on: a king that takes a king last stops just beyond it (1.3)"}
#define OPT_ORIENT {"board_orientation", "a1_light", "a1_light|a1_dark: which colour of square is played on (V1)"}
#define OPT_LAW {"portuguese_capture_law", "book_value", "book_value|quantity_then_quality: a king counts two (book) or most pieces then most kings (FPD) (P1)"}

static const tb_option_def opts_international[] = {OPT_FMJD, OPT_KILLER("off"), OPT_NUMERIC, {NULL, NULL, NULL}};
static const tb_option_def opts_russian[] = {OPT_FMJD, OPT_ALGEBRAIC, {NULL, NULL, NULL}};
static const tb_option_def opts_english[] = {
    {"english_first", "black", "black|white: who moves first (G1)"}, OPT_NUMERIC, {NULL, NULL, NULL}};
static const tb_option_def opts_portuguese[] = {OPT_LAW, OPT_ORIENT, OPT_ALGEBRAIC, {NULL, NULL, NULL}};
static const tb_option_def opts_german[] = {OPT_ORIENT, OPT_ALGEBRAIC, {NULL, NULL, NULL}};
static const tb_option_def opts_czech[] = {
    {"czech_max_capture", "on", "on|off: the maximum capture is kept besides the king priority (V2)"},
    OPT_LAW, OPT_ORIENT, OPT_ALGEBRAIC, {NULL, NULL, NULL}};
static const tb_option_def opts_croda[] = {OPT_ALGEBRAIC, {NULL, NULL, NULL}};
static const tb_option_def opts_turkish[] = {
    {"turkish_removal", "end", "end|immediate: captured men leave at the end of the capture, or at once with no 180-degree turn (T1)"},
    OPT_ALGEBRAIC, {NULL, NULL, NULL}};

#define VARIANT(sym, id_, pt, en, sum_pt, sum_en, cls_, opts_)                                \
    const tb_variant tb_variant_##sym = {                                                    \
        .id = id_,                                                                           \
        .name_pt = pt,                                                                       \
        .name_en = en,                                                                       \
        .family = "draughts",                                                                \
        .summary_pt = sum_pt,                                                                \
        .summary_en = sum_en,                                                                \
        .players_pt = {"Brancas", "Negras"},                                                 \
        .players_en = {"White", "Black"},                                                    \
        .cls = &cls_,                                                                        \
        .option_defs = opts_,                                                                \
        .preset = NULL,                                                                      \
    };

VARIANT(draughts, "draughts", "Damas internacionais", "International draughts",
        "Damas em 10x10: damas voadoras, captura máxima obrigatória.",
        "10x10 draughts: flying kings, the greatest capture is compulsory.",
        class_international, opts_international)
VARIANT(draughts_brazilian, "draughts/brazilian", "Damas brasileiras", "Brazilian draughts",
        "As regras internacionais num tabuleiro 8x8.",
        "The international rules on an 8x8 board.", class_brazilian, opts_international)
VARIANT(draughts_canadian, "draughts/canadian", "Damas canadianas", "Canadian draughts",
        "As regras internacionais num tabuleiro 12x12.",
        "The international rules on a 12x12 board.", class_canadian, opts_international)
VARIANT(draughts_russian, "draughts/russian", "Damas russas", "Russian draughts",
        "8x8, captura livre, o homem promovido a meio da captura continua como dama.",
        "8x8, free capture choice, a man crowned mid-capture goes on as a king.",
        class_russian, opts_russian)
VARIANT(draughts_english, "draughts/english", "Damas inglesas", "English draughts",
        "Damas inglesas/americanas: damas de passo curto, homens só capturam para a frente.",
        "English draughts / American checkers: short kings, men capture forwards only.",
        class_english, opts_english)
VARIANT(draughts_portuguese, "draughts/portuguese", "Damas portuguesas", "Portuguese draughts",
        "Damas clássicas: a captura de maior valor é obrigatória (uma dama vale duas peças).",
        "Portuguese/Spanish draughts: the capture of greatest value is compulsory (a king is worth two).",
        class_portuguese, opts_portuguese)
VARIANT(draughts_german, "draughts/german", "Damas alemãs", "German draughts",
        "As regras portuguesas com escolha livre da captura.",
        "The Portuguese rules with a free choice of capture.", class_german, opts_german)
VARIANT(draughts_czech, "draughts/czech", "Damas checas", "Czech draughts",
        "As regras portuguesas; quando uma dama pode capturar, captura a dama.",
        "The Portuguese rules; when a king can capture, the king must.", class_czech, opts_czech)
VARIANT(draughts_thai, "draughts/thai", "Damas tailandesas", "Thai draughts",
        "Oito homens cada; a dama pára logo a seguir à peça que captura.",
        "Eight men each; a king stops just beyond the piece it takes.", class_thai, opts_german)
VARIANT(draughts_turkish, "draughts/turkish", "Damas turcas", "Turkish draughts",
        "Movimentos ortogonais em todas as 64 casas; damas como torres.",
        "Orthogonal moves on all 64 squares; kings move like rooks.", class_turkish, opts_turkish)
VARIANT(draughts_armenian, "draughts/armenian", "Damas arménias", "Armenian draughts",
        "As damas turcas com movimentos diagonais para a frente (homens) e em todas as direcções (damas).",
        "Turkish draughts with diagonal forward steps for men and diagonal moves for kings.",
        class_armenian, opts_turkish)
VARIANT(draughts_croda, "draughts/croda", "Croda", "Croda",
        "Damas ortogonais de Ljuban Dedić: os homens avançam em frente ou na diagonal e capturam em cruz.",
        "Ljuban Dedić's orthogonal draughts: men step forward straight or diagonally and capture orthogonally.",
        class_croda, opts_croda)
