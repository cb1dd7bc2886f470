/* The draughts of stacks (rules/draughts.md §7-§8): Bashni (§7), Laska (§7.1), MyLaska (§7.2)
 * and Emergo (§8). A jump takes only the top piece of the stack it jumps and puts it under
 * the jumping stack, so the pieces never leave the board (MyLaska's stacks of two excepted):
 * the bitboards of draughts.c do not hold that, so the column games are one class of their
 * own, each variant a row of its rule table (column_rules).
 *
 * Squares. The playing squares (file + rank even, 1-based) are numbered 0..nsq-1, rank 1
 * first; a stack is its height and two words of bits, bit 0 the bottom piece: its colours
 * (1 = Black) and its kings. The top piece, the commander, says who owns the stack and how
 * it moves.
 *
 * Actions. A move is one action (from, to); a capture one action per jump (from, to,
 * CAPTURE), the player keeping the turn (mid_turn) while the chain goes on; an Emergo drop is
 * one action (square, DROP, how many pieces). The state keeps the chain: the capturing
 * stack's square, the last direction and, for Laska, the stacks jumped so far.
 *
 * Repetition. hist[] keeps the keys of the positions since the last move that cannot be
 * undone (a man's step, a capture, a drop), the last HIST of them; rev counts them. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"
#include "games/draughts/draughts_text.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { MAXN = 9, MAXSQ = 41, HIST = 100, MAX_ACTIONS = 256, MAX_HEIGHT = 24 };
enum { WHITE = 0, BLACK = 1 };
enum { CAPTURE = 1u << 14, DROP = 1u << 15 };

/* Diagonal directions: up-right, up-left, down-right, down-left. */
static const int DX[4] = {1, -1, 1, -1};
static const int DY[4] = {1, 1, -1, -1};
static const int OPPOSITE[4] = {3, 2, 1, 0};

typedef enum column_kind { K_BASHNI, K_LASKA, K_MYLASKA, K_EMERGO } column_kind;

typedef struct column_rules {
    column_kind kind;
    int n;                 /* board side */
    int men;               /* pieces each side at the start (on the board, or in hand) */
    bool flying;           /* Bashni: kings move and capture at a distance */
    bool men_capture_back; /* men capture backwards too (book) */
    bool promo_continue;   /* a man crowned inside a capture goes on as a king */
    bool once_per_stack;   /* Laska: a capture may not jump the same stack twice */
    bool no_180;           /* no jump straight back over the stack just jumped */
    bool two_high;         /* MyLaska: stacks of at most two */
    bool emergo;           /* drops, one kind of piece, the greatest capture */
    bool centre_first;     /* Emergo M1: White's first drop not on the centre */
    bool blocked_loses;    /* Emergo M2 */
    int nsq;
    int file[MAXSQ], rank[MAXSQ];
    int at[MAXN][MAXN];
    int step[MAXSQ][4];
} column_rules;

/* The pieces alone: what repetition compares and what the capture search copies. */
typedef struct column_board {
    uint32_t black[MAXSQ]; /* bit i: the i-th piece from the bottom is Black */
    uint32_t king[MAXSQ];
    uint8_t height[MAXSQ];
    uint8_t to_move;
    uint8_t hand[2]; /* Emergo: pieces still to enter */
    uint8_t pad[3];
} column_board;

typedef struct column_state {
    column_board b;
    uint8_t chain;   /* 1 while a capture is under way */
    uint8_t at;      /* the capturing stack */
    uint8_t lastdir; /* direction of the last jump */
    uint8_t pad;
    uint16_t rev; /* positions in hist since the last irreversible move */
    uint16_t pad2;
    uint64_t jumped; /* Laska: the stacks jumped in this capture */
    uint64_t hist[HIST];
} column_state;

static const column_rules *rules_of(const tb_game *g)
{
    return g->config;
}

/* ---- stacks ---- */

static int height(const column_board *b, int s)
{
    return b->height[s];
}

/* The owner of a stack (its top piece's colour); -1 when the square is empty. */
static int owner(const column_board *b, int s)
{
    int h = b->height[s];
    return h ? (int)(b->black[s] >> (h - 1) & 1) : -1;
}

static bool top_is_king(const column_board *b, int s)
{
    int h = b->height[s];
    return h && (b->king[s] >> (h - 1) & 1);
}

/* Takes the top piece off a stack; returns its colour and whether it is a king. */
static void pop_top(column_board *b, int s, int *colour, bool *king)
{
    int h = b->height[s] - 1;
    *colour = (int)(b->black[s] >> h & 1);
    *king = b->king[s] >> h & 1;
    b->black[s] &= ~(1u << h);
    b->king[s] &= ~(1u << h);
    b->height[s] = (uint8_t)h;
}

/* Puts a piece under a stack. */
static void push_bottom(column_board *b, int s, int colour, bool king)
{
    b->black[s] = b->black[s] << 1 | (uint32_t)colour;
    b->king[s] = b->king[s] << 1 | (uint32_t)king;
    b->height[s]++;
}

static void move_stack(column_board *b, int from, int to)
{
    b->black[to] = b->black[from], b->king[to] = b->king[from], b->height[to] = b->height[from];
    b->black[from] = b->king[from] = 0, b->height[from] = 0;
}

static bool far_row(const column_rules *r, int side, int s)
{
    return r->rank[s] == (side == WHITE ? r->n - 1 : 0);
}

/* Crowns the commander of the stack on `s` if it is a man of `side` on its far row. */
static bool crown(const column_rules *r, column_board *b, int s, int side)
{
    if (r->emergo || owner(b, s) != side || top_is_king(b, s) || !far_row(r, side, s))
        return false;
    b->king[s] |= 1u << (b->height[s] - 1);
    return true;
}

static int pieces_of(const column_rules *r, const column_board *b, int side)
{
    int n = 0;
    for (int s = 0; s < r->nsq; s++) {
        uint32_t mine = side ? b->black[s] : ~b->black[s];
        n += __builtin_popcount(mine & ((1u << b->height[s]) - 1));
    }
    return n;
}

static int stacks_of(const column_rules *r, const column_board *b, int side)
{
    int n = 0;
    for (int s = 0; s < r->nsq; s++)
        n += owner(b, s) == side;
    return n;
}

/* ---- the rule table ---- */

static void build_geometry(column_rules *r)
{
    memset(r->at, -1, sizeof r->at);
    r->nsq = 0;
    for (int y = 0; y < r->n; y++)
        for (int x = 0; x < r->n; x++)
            if ((x + y) % 2 == 0) { /* file + rank even, 1-based: a1 is a playing square */
                r->file[r->nsq] = x;
                r->rank[r->nsq] = y;
                r->at[x][y] = r->nsq++;
            }
    for (int s = 0; s < r->nsq; s++)
        for (int d = 0; d < 4; d++) {
            int x = r->file[s] + DX[d], y = r->rank[s] + DY[d];
            r->step[s][d] = x >= 0 && x < r->n && y >= 0 && y < r->n ? r->at[x][y] : -1;
        }
}

static bool create_rules(tb_game *g, const tb_options *opts, column_kind kind, tb_error *err)
{
    column_rules *r = calloc(1, sizeof *r);
    if (!r) {
        tb_error_set(err, "out of memory");
        return false;
    }
    r->kind = kind;
    r->men_capture_back = true;
    r->promo_continue = true;
    int v = 0;
    bool ok = true;
    switch (kind) {
    case K_BASHNI: /* §7: Russian draughts' board and men, flying kings */
        r->n = 8, r->men = 12, r->flying = true;
        ok = tb_option_choice(opts, "bashnya_no_180", "off|on", &v, err);
        r->no_180 = v == 1;
        break;
    case K_LASKA: /* §7.1: 7x7, 11 each, each stack jumped once, short kings */
    case K_MYLASKA: /* §7.2: Laska with stacks of at most two */
        r->n = 7, r->men = 11, r->once_per_stack = true, r->two_high = kind == K_MYLASKA;
        ok = tb_option_choice(opts, "laska_rules", "book|lasker", &v, err);
        if (v == 1) /* Lasker: soldiers capture forwards only; a crowning ends the move */
            r->men_capture_back = false, r->promo_continue = false;
        if (ok && kind == K_MYLASKA) {
            ok = tb_option_choice(opts, "mylaska_board", "7x7|8x8", &v, err);
            if (v == 1)
                r->n = 8, r->men = 12;
        }
        break;
    case K_EMERGO: /* §8: 9x9, 12 in hand each, no kings, the greatest capture, no 180 */
        r->n = 9, r->men = 12, r->emergo = true, r->no_180 = true;
        ok = tb_option_choice(opts, "emergo_first_drop_not_centre", "off|on", &v, err);
        r->centre_first = v == 1;
        ok = ok && tb_option_choice(opts, "emergo_blocked", "draw|loss", &v, err);
        r->blocked_loses = v == 1;
        break;
    }
    if (!ok) {
        free(r);
        return false;
    }
    build_geometry(r);
    g->config = r;
    g->state_size = sizeof(column_state);
    g->num_players = 2;
    g->max_actions = MAX_ACTIONS;
    return true;
}

/* ---- positions ---- */

static uint64_t position_key(const column_board *b)
{
    return tb_hash_bytes(b, sizeof *b);
}

static void initial(const tb_game *g, void *state)
{
    const column_rules *r = rules_of(g);
    column_state *s = state;
    memset(s, 0, sizeof *s);
    if (r->emergo) {
        s->b.hand[WHITE] = s->b.hand[BLACK] = (uint8_t)r->men;
        return;
    }
    /* Three rows each (§7 as Russian draughts; Laska's 7x7 rows 1-3 and 5-7). */
    for (int i = 0; i < r->nsq; i++) {
        if (r->rank[i] < 3)
            s->b.height[i] = 1;
        else if (r->rank[i] >= r->n - 3) {
            s->b.height[i] = 1;
            s->b.black[i] = 1;
        }
    }
}

static int to_move(const tb_game *g, const void *state)
{
    (void)g;
    return ((const column_state *)state)->b.to_move;
}

static bool mid_turn(const tb_game *g, const void *state)
{
    (void)g;
    return ((const column_state *)state)->chain != 0;
}

/* ---- captures ---- */

typedef struct jump {
    int to, over, dir;
} jump;

/* The jumps of the stack on `s` of the side to move; lastdir < 0 at the start of the chain;
 * `jumped` the stacks Laska may not jump again. */
static int gen_jumps(const column_rules *r, const column_board *b, int s, int lastdir,
                     uint64_t jumped, jump *out)
{
    int side = owner(b, s), n = 0;
    bool king = top_is_king(b, s);
    for (int d = 0; d < 4; d++) {
        if (r->no_180 && lastdir >= 0 && d == OPPOSITE[lastdir])
            continue;
        bool forward = side == WHITE ? DY[d] > 0 : DY[d] < 0;
        if (!king && !r->emergo && !r->men_capture_back && !forward)
            continue;
        bool far = king && r->flying;
        int t = r->step[s][d];
        while (far && t >= 0 && !height(b, t))
            t = r->step[t][d];
        if (t < 0 || owner(b, t) != !side || (r->once_per_stack && (jumped >> t & 1)))
            continue;
        for (int l = r->step[t][d]; l >= 0 && !height(b, l); l = r->step[l][d]) {
            out[n++] = (jump){l, t, d};
            if (!far)
                break;
        }
    }
    return n;
}

/* One jump on a board: the stack goes from `from` to j->to taking the top of j->over under
 * it (MyLaska: a stack of two takes it out of the game). Returns whether its man was crowned. */
static bool do_jump(const column_rules *r, column_board *b, int from, const jump *j)
{
    int side = owner(b, from), colour;
    bool king;
    move_stack(b, from, j->to);
    pop_top(b, j->over, &colour, &king);
    if (!r->two_high || b->height[j->to] < 2)
        push_bottom(b, j->to, colour, king);
    return crown(r, b, j->to, side);
}

/* Whether a jump ends the turn at once: no jump follows, or (Lasker) a crowning stops it. */
static bool jump_goes_on(const column_rules *r, const column_board *b, int from, const jump *j,
                         uint64_t jumped)
{
    column_board next = *b;
    if (do_jump(r, &next, from, j) && !r->promo_continue)
        return false;
    jump js[64];
    return gen_jumps(r, &next, j->to, j->dir, jumped | 1ull << j->over, js) > 0;
}

/* Emergo: the most pieces a capture can still take from the stack on `s`. */
static int most_from(const column_rules *r, const column_board *b, int s, int lastdir)
{
    jump js[64];
    int n = gen_jumps(r, b, s, lastdir, 0, js), best = 0;
    for (int i = 0; i < n; i++) {
        column_board next = *b;
        do_jump(r, &next, s, &js[i]);
        int total = 1 + most_from(r, &next, js[i].to, js[i].dir);
        if (total > best)
            best = total;
    }
    return best;
}

static uint32_t encode(int from, int to, unsigned flags)
{
    return (uint32_t)from | (uint32_t)to << 7 | flags;
}

static int act_from(tb_action a)
{
    return (int)(a & 127);
}

static int act_to(tb_action a)
{
    return (int)((a >> 7) & 127);
}

static int act_count(tb_action a)
{
    return (int)(a >> 16);
}

/* The jumps the stack on `s` may make now: a Bashni king lands where it can go on jumping if
 * it can (as Russian draughts, whose free choice Bashni keeps); Emergo keeps the jumps that
 * begin a greatest capture (their totals in best[], for the choice among stacks). */
static int stack_captures(const column_rules *r, const column_state *st, int s, int lastdir,
                          tb_action *out, int *best)
{
    jump js[64];
    int n = gen_jumps(r, &st->b, s, lastdir, st->jumped, js), k = 0;
    bool goes_on[64];
    int total[64], top = 0;
    for (int i = 0; i < n; i++) {
        if (r->emergo) {
            column_board next = st->b;
            do_jump(r, &next, s, &js[i]);
            total[i] = 1 + most_from(r, &next, js[i].to, js[i].dir);
            top = total[i] > top ? total[i] : top;
        } else {
            goes_on[i] = r->flying && jump_goes_on(r, &st->b, s, &js[i], st->jumped);
        }
    }
    for (int i = 0; i < n; i++) {
        if (r->emergo && total[i] != top)
            continue;
        if (!r->emergo && r->flying && !goes_on[i]) {
            bool other = false; /* another landing beyond the same stack that goes on */
            for (int j = 0; j < n; j++)
                other |= goes_on[j] && js[j].over == js[i].over && js[j].dir == js[i].dir;
            if (other)
                continue;
        }
        out[k++] = encode(s, js[i].to, CAPTURE);
    }
    if (best)
        *best = top;
    return k;
}

static int capture_moves(const column_rules *r, const column_state *st, tb_action *out)
{
    if (st->chain)
        return stack_captures(r, st, st->at, st->lastdir, out, NULL);
    int n = 0, top = 0;
    int from_of[MAX_ACTIONS], best_of[MAXSQ];
    for (int s = 0; s < r->nsq; s++) {
        if (owner(&st->b, s) != st->b.to_move)
            continue;
        int k = stack_captures(r, st, s, -1, out + n, &best_of[s]);
        for (int i = 0; i < k; i++)
            from_of[n + i] = s;
        n += k;
        if (k && best_of[s] > top)
            top = best_of[s];
    }
    if (!r->emergo)
        return n;
    int k = 0; /* Emergo: the greatest capture over every stack */
    for (int i = 0; i < n; i++)
        if (best_of[from_of[i]] == top)
            out[k++] = out[i];
    return k;
}

/* Whether `side` could capture here if it were his turn (Emergo's "under attack"). */
static bool can_capture(const column_rules *r, const column_board *b, int side)
{
    jump js[64];
    for (int s = 0; s < r->nsq; s++)
        if (owner(b, s) == side && gen_jumps(r, b, s, -1, 0, js) > 0)
            return true;
    return false;
}

/* Emergo drops: one piece, or the shadow stack of all of them once the opponent has none
 * left in hand; if the player is not under attack, never where the opponent could take it. */
static int drops(const column_rules *r, const column_state *st, tb_action *out)
{
    const column_board *b = &st->b;
    int side = b->to_move, count = b->hand[!side] ? 1 : b->hand[side], n = 0;
    bool attacked = can_capture(r, b, !side);
    bool empty_board = true;
    for (int s = 0; s < r->nsq; s++)
        empty_board &= !height(b, s);
    for (int s = 0; s < r->nsq; s++) {
        if (height(b, s))
            continue;
        if (r->centre_first && empty_board && side == WHITE && r->file[s] == r->n / 2 &&
            r->rank[s] == r->n / 2)
            continue;
        if (!attacked) {
            column_board next = *b;
            next.height[s] = (uint8_t)count;
            next.black[s] = side ? (1u << count) - 1 : 0;
            if (can_capture(r, &next, !side))
                continue;
        }
        out[n++] = encode(s, s, DROP | (unsigned)count << 16);
    }
    return n;
}

static int quiet_moves(const column_rules *r, const column_state *st, tb_action *out)
{
    const column_board *b = &st->b;
    int side = b->to_move, n = 0;
    for (int s = 0; s < r->nsq; s++) {
        if (owner(b, s) != side)
            continue;
        bool king = top_is_king(b, s);
        for (int d = 0; d < 4; d++) {
            bool forward = side == WHITE ? DY[d] > 0 : DY[d] < 0;
            if (!r->emergo && !king && !forward)
                continue;
            for (int t = r->step[s][d]; t >= 0 && !height(b, t); t = r->step[t][d]) {
                out[n++] = encode(s, t, 0);
                if (!(king && r->flying))
                    break;
            }
        }
    }
    return n;
}

static int generate(const column_rules *r, const column_state *st, tb_action *out)
{
    int n = capture_moves(r, st, out);
    if (n > 0 || st->chain)
        return n;
    if (r->emergo && st->b.hand[st->b.to_move])
        return drops(r, st, out); /* stacks move only once every piece has entered */
    return quiet_moves(r, st, out);
}

/* ---- the end ---- */

static int repetitions(const column_state *s, uint64_t key)
{
    int count = 0, oldest = s->rev > HIST ? s->rev - HIST : 0;
    for (int k = oldest; k < s->rev; k++)
        count += s->hist[k % HIST] == key;
    return count;
}

static bool repeated(const column_state *s)
{
    return !s->chain && repetitions(s, position_key(&s->b)) >= 2;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const column_rules *r = rules_of(g);
    const column_state *s = state;
    if (repeated(s))
        return 0;
    if (r->emergo && !s->chain && !stacks_of(r, &s->b, s->b.to_move) &&
        !s->b.hand[s->b.to_move])
        return 0;
    return generate(r, s, out);
}

static void outcome(const tb_game *g, const void *state, tb_outcome *out)
{
    const column_rules *r = rules_of(g);
    const column_state *s = state;
    memset(out, 0, sizeof *out);
    if (s->chain)
        return;
    if (repeated(s)) {
        out->over = true;
        snprintf(out->reason, sizeof out->reason, "draw: threefold repetition");
        return;
    }
    int side = s->b.to_move;
    bool bare = !stacks_of(r, &s->b, side) && !s->b.hand[side];
    tb_action moves[MAX_ACTIONS];
    if (!bare && generate(r, s, moves) > 0)
        return;
    const char *names[2] = {"White", "Black"};
    out->over = true;
    if (r->emergo && !bare && !r->blocked_loses) { /* M2: a blocked player draws */
        snprintf(out->reason, sizeof out->reason, "draw: %s cannot move", names[side]);
        return;
    }
    out->result[side] = TB_LOSS;
    out->result[!side] = TB_WIN;
    snprintf(out->reason, sizeof out->reason,
             bare ? "%s wins: %s commands no stack" : "%s wins: %s cannot move", names[!side],
             names[side]);
}

/* ---- making moves ---- */

static int direction(const column_rules *r, int from, int to)
{
    int dx = r->file[to] > r->file[from] ? 1 : -1, dy = r->rank[to] > r->rank[from] ? 1 : -1;
    for (int d = 0; d < 4; d++)
        if (DX[d] == dx && DY[d] == dy)
            return d;
    return 0;
}

static void end_turn(column_state *s, bool irreversible, uint64_t before)
{
    if (irreversible) {
        memset(s->hist, 0, sizeof s->hist);
        s->rev = 0;
    } else {
        s->hist[s->rev % HIST] = before;
        if (s->rev < UINT16_MAX)
            s->rev++;
    }
    s->chain = 0;
    s->at = 0;
    s->lastdir = 0;
    s->jumped = 0;
    s->b.to_move = (uint8_t)!s->b.to_move;
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    const column_rules *r = rules_of(g);
    column_state *s = state;
    column_board *b = &s->b;
    int side = b->to_move, from = act_from(a), to = act_to(a);
    uint64_t before = s->chain ? 0 : position_key(b);
    if (a & DROP) {
        int count = act_count(a);
        b->height[to] = (uint8_t)count;
        b->black[to] = side ? (1u << count) - 1 : 0;
        b->hand[side] = (uint8_t)(b->hand[side] - count);
        end_turn(s, true, 0);
        return;
    }
    if (!(a & CAPTURE)) {
        bool man = !top_is_king(b, from);
        move_stack(b, from, to);
        crown(r, b, to, side);
        end_turn(s, man && !r->emergo, before);
        return;
    }
    int d = direction(r, from, to);
    int over = r->step[from][d];
    while (!height(b, over))
        over = r->step[over][d];
    jump j = {to, over, d};
    bool crowned = do_jump(r, b, from, &j);
    s->chain = 1;
    s->at = (uint8_t)to;
    s->lastdir = (uint8_t)d;
    if (r->once_per_stack)
        s->jumped |= 1ull << over;
    jump js[64];
    if ((crowned && !r->promo_continue) || gen_jumps(r, b, to, d, s->jumped, js) == 0)
        end_turn(s, true, 0);
}

/* ---- text ---- */

static int square_name(const column_rules *r, int sq, char *buf, size_t len)
{
    return dt_square_name(r->file[sq], r->rank[sq], buf, len);
}

/* Reads a square ("c3") at *p and advances *p: its index, -1 if none, -2 if it is a square of
 * the board but not a playing square. */
static int read_square(const column_rules *r, const char **p)
{
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
    const column_rules *r = rules_of(g);
    (void)state;
    char f[8], t[8];
    square_name(r, act_from(a), f, sizeof f);
    square_name(r, act_to(a), t, sizeof t);
    if (a & DROP)
        return act_count(a) > 1 ? snprintf(buf, len, "*%s(%d)", t, act_count(a))
                                : snprintf(buf, len, "*%s", t);
    return snprintf(buf, len, "%s%c%s", f, a & CAPTURE ? ':' : '-', t);
}

/* A drop "*d2" or "*e9(3)"; the count, when not written, is the one the rules impose. */
static bool read_drop(const tb_game *g, const column_state *s, const char *text,
                      tb_action *action, tb_error *err)
{
    const column_rules *r = rules_of(g);
    const char *p = text + 1;
    int sq = read_square(r, &p);
    if (sq == -2) {
        tb_error_set(err, "'%s': not a playing square", text);
        return false;
    }
    int side = s->b.to_move;
    long count = s->b.hand[!side] ? 1 : s->b.hand[side];
    if (sq >= 0 && *p == '(') {
        char *end;
        count = strtol(p + 1, &end, 10);
        p = *end == ')' && end > p + 1 ? end + 1 : p;
        if (count < 1 || count > MAX_HEIGHT)
            p = text; /* refused below */
    }
    if (sq < 0 || *p || !r->emergo || count < 1) {
        tb_error_set(err, r->emergo ? "cannot read the drop '%s': expected '*d2' or '*e9(3)'"
                                    : "'%s': there are no drops in this game", text);
        return false;
    }
    *action = encode(sq, sq, DROP | (unsigned)count << 16);
    return true;
}

static bool action_from_text(const tb_game *g, const void *state, const char *text,
                             tb_action *action, tb_error *err)
{
    const column_rules *r = rules_of(g);
    if (text[0] == '*')
        return read_drop(g, state, text, action, err);
    int from, to;
    bool capture;
    int read = dt_read_move(text, read_square_of, r, &from, &to, &capture, err);
    if (read > 0) {
        *action = encode(from, to, capture ? CAPTURE : 0);
        return true;
    }
    if (read < 0)
        return false;
    if (r->emergo)
        tb_error_set(err, "cannot read the move '%s': expected 'c3-d4' or 'c3:e5' or a drop '*d2'",
                     text);
    else
        tb_error_set(err, "cannot read the move '%s': expected 'c3-d4' or 'c3:e5'", text);
    return false;
}

/* A stack top first: 'w'/'b' a man, 'W'/'B' a king (§0.2: "e7=Wbbbbbbbb"). */
static int stack_text(const column_board *b, int s, char *buf, size_t len)
{
    size_t n = 0;
    for (int i = b->height[s] - 1; i >= 0; i--) {
        char c = b->black[s] >> i & 1 ? 'b' : 'w';
        n = dt_put(buf, len, n, "%c", b->king[s] >> i & 1 ? toupper(c) : c);
    }
    return dt_length(n, len);
}

/* "W:a1=w,c1=w,e7=Wbbb" (side to move, then every stack top first), then what a position
 * needs beyond that: the pieces in hand (hand=W/B), the capture under way (chain=SQ dir=D
 * jumped=SQ,..) and the repetition history (rev=N hist=KEY,..). */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const column_rules *r = rules_of(g);
    const column_state *s = state;
    size_t n = dt_put(buf, len, 0, "%c:", s->b.to_move ? 'B' : 'W');
    bool first = true;
    for (int sq = 0; sq < r->nsq; sq++) {
        if (!height(&s->b, sq))
            continue;
        char name[8], stack[MAX_HEIGHT + 1];
        square_name(r, sq, name, sizeof name);
        stack_text(&s->b, sq, stack, sizeof stack);
        n = dt_put(buf, len, n, "%s%s=%s", first ? "" : ",", name, stack);
        first = false;
    }
    if (first)
        n = dt_put(buf, len, n, "-");
    if (r->emergo)
        n = dt_put(buf, len, n, " hand=%u/%u", s->b.hand[WHITE], s->b.hand[BLACK]);
    if (s->chain) {
        char at[8];
        square_name(r, s->at, at, sizeof at);
        n = dt_put(buf, len, n, " chain=%s dir=%d", at, s->lastdir);
        if (r->once_per_stack) {
            n = dt_put(buf, len, n, " jumped=");
            bool none = true;
            for (int sq = 0; sq < r->nsq; sq++)
                if (s->jumped >> sq & 1) {
                    square_name(r, sq, at, sizeof at);
                    n = dt_put(buf, len, n, "%s%s", none ? "" : ",", at);
                    none = false;
                }
            if (none)
                n = dt_put(buf, len, n, "-");
        }
    }
    n = dt_put_history(buf, len, n, s->rev, s->hist, HIST);
    return dt_length(n, len);
}

/* The stacks "a1=w,e7=Wbbb" up to a space or the end. */
static bool read_stacks(const column_rules *r, const char **p, column_board *b, tb_error *err)
{
    const char *t = *p;
    if (*t == '-') {
        *p = t + 1;
        return true;
    }
    for (;;) {
        const char *start = t;
        int sq = read_square(r, &t);
        if (sq == -2) {
            tb_error_set(err, "a stack on %.*s, which is not a playing square",
                         (int)strcspn(start, "=, "), start);
            return false;
        }
        if (sq < 0 || *t != '=') {
            tb_error_set(err, "cannot read a stack at '%.12s': expected a square, '=' and its "
                              "pieces top first, like 'e7=Wbbb'", start);
            return false;
        }
        if (height(b, sq)) {
            tb_error_set(err, "two stacks on %.*s", (int)(t - start), start);
            return false;
        }
        t++;
        int h = (int)strspn(t, "wbWB");
        if (h == 0 || h > MAX_HEIGHT) {
            tb_error_set(err, "the stack on %.*s: expected 1 to %d pieces among w, b, W, B",
                         (int)(t - 1 - start), start, MAX_HEIGHT);
            return false;
        }
        for (int i = 0; i < h; i++) { /* top first */
            int bit = h - 1 - i;
            if (t[i] == 'b' || t[i] == 'B')
                b->black[sq] |= 1u << bit;
            if (t[i] == 'W' || t[i] == 'B')
                b->king[sq] |= 1u << bit;
        }
        b->height[sq] = (uint8_t)h;
        t += h;
        if (*t != ',')
            break;
        t++;
    }
    *p = t;
    return true;
}

/* What no game reaches: too many pieces, kings in Emergo, stacks above their height, colours
 * alternating down a stack (X over Y over X: §7 "no alternating colours"), a man commanding
 * a stack on its far row. */
static bool check_board(const column_rules *r, const column_board *b, bool chain, int at,
                        tb_error *err)
{
    const char *names[2] = {"White", "Black"};
    for (int c = 0; c < 2; c++) {
        int n = pieces_of(r, b, c) + b->hand[c];
        if (n > r->men) {
            tb_error_set(err, "%s has %d pieces; at most %d", names[c], n, r->men);
            return false;
        }
    }
    for (int s = 0; s < r->nsq; s++) {
        int h = b->height[s];
        if (!h)
            continue;
        char name[8];
        square_name(r, s, name, sizeof name);
        if (r->emergo && b->king[s]) {
            tb_error_set(err, "a king on %s: Emergo has no kings", name);
            return false;
        }
        if (r->two_high && h > 2) {
            tb_error_set(err, "a stack of %d on %s: MyLaska stacks hold at most two", h, name);
            return false;
        }
        int changes = 0;
        for (int i = 1; i < h; i++)
            changes += (b->black[s] >> i & 1) != (b->black[s] >> (i - 1) & 1);
        if (changes > 1) {
            tb_error_set(err, "the stack on %s alternates colours, which no capture makes", name);
            return false;
        }
        int c = owner(b, s);
        if (!r->emergo && !top_is_king(b, s) && far_row(r, c, s) && !(chain && s == at)) {
            tb_error_set(err, "a %s man commands %s, its promotion row (it would be a king)",
                         names[c], name);
            return false;
        }
    }
    return true;
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const column_rules *r = rules_of(g);
    column_state s;
    memset(&s, 0, sizeof s);
    const char *p = text;
    while (*p == ' ')
        p++;
    if ((*p != 'W' && *p != 'B') || p[1] != ':') {
        tb_error_set(err, "expected a position like 'W:a1=w,c3=wb,e7=Wbbb' (side to move, then "
                          "each stack top first)");
        return false;
    }
    s.b.to_move = *p == 'B';
    p += 2;
    if (!read_stacks(r, &p, &s.b, err))
        return false;
    bool have_hand = false, have_hist = false, have_jumped = false;
    long rev = 0, v;
    while (*p) {
        if (*p == ' ') {
            p++;
            continue;
        }
        if (strncmp(p, "hand=", 5) == 0 && r->emergo && !have_hand) {
            p += 5;
            long w, bl;
            if (!dt_read_number(&p, 0, r->men, &w) || *p++ != '/' ||
                !dt_read_number(&p, 0, r->men, &bl)) {
                tb_error_set(err, "hand=: expected White's and Black's pieces in hand, like "
                                  "'hand=12/12'");
                return false;
            }
            s.b.hand[WHITE] = (uint8_t)w, s.b.hand[BLACK] = (uint8_t)bl;
            have_hand = true;
        } else if (strncmp(p, "chain=", 6) == 0 && !s.chain) {
            p += 6;
            int at = read_square(r, &p);
            if (at < 0 || owner(&s.b, at) != s.b.to_move) {
                tb_error_set(err, "chain=: the capturing stack's square holds no stack of the "
                                  "side to move");
                return false;
            }
            s.chain = 1;
            s.at = (uint8_t)at;
        } else if (strncmp(p, "dir=", 4) == 0 && s.chain) {
            p += 4;
            if (!dt_read_number(&p, 0, 3, &v)) {
                tb_error_set(err, "dir=: expected a direction 0-3");
                return false;
            }
            s.lastdir = (uint8_t)v;
        } else if (strncmp(p, "jumped=", 7) == 0 && s.chain && r->once_per_stack &&
                   !have_jumped) {
            p += 7;
            have_jumped = true;
            if (*p == '-') {
                p++;
                continue;
            }
            for (;;) {
                int sq = read_square(r, &p);
                if (sq < 0) {
                    tb_error_set(err, "jumped=: expected the squares jumped, like 'd4,f6'");
                    return false;
                }
                s.jumped |= 1ull << sq;
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
        } else {
            tb_error_set(err, "cannot read '%.16s' after the position", p);
            return false;
        }
        if (*p && *p != ' ') {
            tb_error_set(err, "cannot read '%.16s' after the position", p);
            return false;
        }
    }
    if (r->emergo && !have_hand) {
        tb_error_set(err, "an Emergo position says the pieces in hand: 'hand=W/B'");
        return false;
    }
    if (rev && !have_hist) {
        tb_error_set(err, "rev= needs the keys in hist=");
        return false;
    }
    if (s.chain && r->once_per_stack && !have_jumped) {
        tb_error_set(err, "chain=: a Laska capture under way needs jumped=");
        return false;
    }
    if (!check_board(r, &s.b, s.chain, s.at, err))
        return false;
    s.rev = (uint16_t)rev;
    if (s.chain) {
        tb_action moves[MAX_ACTIONS];
        if (generate(r, &s, moves) == 0) {
            tb_error_set(err, "chain=: the capturing stack has no jump left");
            return false;
        }
    }
    memcpy(state, &s, sizeof s);
    return true;
}

/* ---- whole turns ---- */

static int turn_to_text(const tb_game *g, const void *state, const tb_action *actions, int n,
                        char *buf, size_t len)
{
    const column_rules *r = rules_of(g);
    if (n <= 0)
        return snprintf(buf, len, "%s", "");
    if (!(actions[0] & CAPTURE))
        return action_to_text(g, state, actions[0], buf, len);
    char name[8];
    square_name(r, act_from(actions[0]), name, sizeof name);
    size_t k = dt_put(buf, len, 0, "%s", name);
    for (int i = 0; i < n; i++) {
        square_name(r, act_to(actions[i]), name, sizeof name);
        k = dt_put(buf, len, k, ":%s", name);
    }
    return dt_length(k, len);
}

/* A capture written whole, every landing square in order ("e7:g5:e3:c5:e7"): each pair of
 * squares is one jump (the stack jumped is the one between them), and the last ends the
 * turn. Text with spaces is a turn written as its actions, read by the default. */
static int turn_from_text(const tb_game *g, const void *state, const char *text,
                          tb_action *actions, int max, tb_error *err)
{
    const column_rules *r = rules_of(g);
    if (strchr(text, ' ') || !strchr(text, ':') || text[0] == '*')
        return 0;
    const char *p = text;
    int squares[64], count = 0;
    for (;;) {
        int sq = read_square(r, &p);
        if (sq < 0 || count == 64) {
            tb_error_set(err, sq == -2 ? "'%s': not a playing square"
                                       : "cannot read the capture '%s'", text);
            return -1;
        }
        squares[count++] = sq;
        if (*p == '\0')
            break;
        if (*p != ':' && *p != 'x' && *p != 'X') {
            tb_error_set(err, "cannot read the capture '%s'", text);
            return -1;
        }
        p++;
    }
    if (count == 2)
        return 0; /* one jump: one action, read by action_from_text */
    column_state *s = malloc(sizeof *s);
    if (!s) {
        tb_error_set(err, "out of memory");
        return -1;
    }
    memcpy(s, state, sizeof *s);
    tb_action moves[MAX_ACTIONS];
    int done = 0;
    for (int i = 1; i < count; i++) {
        tb_action a = encode(squares[i - 1], squares[i], CAPTURE);
        int n = legal(g, s, moves), k = 0;
        while (k < n && moves[k] != a)
            k++;
        if (k == n || (i > 1 && !s->chain) || done >= max) {
            char step[16];
            action_to_text(g, s, a, step, sizeof step);
            if (i > 1 && !s->chain)
                tb_error_set(err, "'%s': the capture ends before %s", text, step);
            else if (done >= max)
                tb_error_set(err, "too many actions in one turn");
            else
                tb_error_set(err, n > 0 && !(moves[0] & CAPTURE)
                                      ? "'%s': there is no capture here"
                                      : "'%s' is not a legal capture here (%s)",
                             text, step);
            free(s);
            return -1;
        }
        apply(g, s, a);
        actions[done++] = a;
    }
    bool unfinished = s->chain;
    free(s);
    if (unfinished) {
        tb_error_set(err, "'%s' stops before the capture ends: a capture goes on while it can",
                     text);
        return -1;
    }
    return done;
}

/* ---- view, evaluation ---- */

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const column_rules *r = rules_of(g);
    const column_state *s = state;
    const column_board *b = &s->b;
    tb_view_grid(v, tb_view_add_board(v, NULL), r->n, r->n, TB_SHAPE_SQUARE, false);
    for (int y = 0; y < r->n; y++)
        for (int x = 0; x < r->n; x++) {
            int cell = y * r->n + x, sq = r->at[x][y];
            if (sq < 0)
                continue;
            v->cells[cell].marks |= TB_MARK_DARK;
            if (s->chain && sq == s->at)
                v->cells[cell].marks |= TB_MARK_LAST;
            /* A column bottom first, each piece by its kind and colour: "o"/"x" men, "D"/"d"
             * kings (dama), as draughts.c draws them. */
            for (int i = 0; i < b->height[sq]; i++) {
                int c = (int)(b->black[sq] >> i & 1);
                bool king = b->king[sq] >> i & 1;
                tb_view_push(v, cell, king ? TB_KIND_KING : TB_KIND_MAN,
                             c ? TB_COLOUR_BLACK : TB_COLOUR_WHITE, c,
                             king ? (c ? "d" : "D") : (c ? "x" : "o"));
            }
        }
    if (r->emergo)
        for (int c = 0; c < 2; c++)
            tb_view_add_reserve_kind(v, c, TB_KIND_MAN, c ? TB_COLOUR_BLACK : TB_COLOUR_WHITE,
                                     c ? "x" : "o", b->hand[c]);
    snprintf(v->status, sizeof v->status, "%s to move%s", b->to_move ? "Black" : "White",
             s->chain ? ", capture under way" : "");
}

/* Columns: what counts is who is on top. A stack is worth its commander, then the pieces of
 * its owner right under it (each stays his when the top is taken), less for each step down;
 * prisoners below them count a little, as pieces the opponent cannot use. Men gain as they
 * come forward; Emergo counts the pieces in hand as pieces. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const column_rules *r = rules_of(g);
    const column_state *s = state;
    const column_board *b = &s->b;
    int score[2] = {0, 0};
    int king_value = r->flying ? 300 : 170;
    for (int sq = 0; sq < r->nsq; sq++) {
        int h = b->height[sq];
        if (!h)
            continue;
        int c = owner(b, sq), i = h - 1, own = 0;
        bool king = top_is_king(b, sq);
        score[c] += r->emergo ? 100 : king ? king_value : 100;
        while (--i >= 0 && (int)(b->black[sq] >> i & 1) == c)
            own++;
        score[c] += 70 * own + 25 * (i + 1);
        if (!king && !r->emergo)
            score[c] += 5 * (c == WHITE ? r->rank[sq] : r->n - 1 - r->rank[sq]);
        int fx = r->file[sq], fy = r->rank[sq];
        score[c] += (fx > 0 && fx < r->n - 1 && fy > 0 && fy < r->n - 1) ? 4 : 0;
    }
    for (int c = 0; c < 2; c++)
        score[c] += 100 * b->hand[c];
    return score[player] - score[!player];
}

/* Quiescence goes on while a capture is compulsory. */
static int tactical(const tb_game *g, const void *state, tb_action *out)
{
    const column_rules *r = rules_of(g);
    const column_state *s = state;
    if (repeated(s))
        return 0;
    return capture_moves(r, s, out);
}

static int action_cells(const tb_game *g, const void *state, tb_action a, char (*labels)[16],
                        int max)
{
    const column_rules *r = rules_of(g);
    (void)state;
    if (max < 2)
        return 0;
    if (a & DROP) {
        square_name(r, act_to(a), labels[0], 16);
        return 1;
    }
    square_name(r, act_from(a), labels[0], 16);
    square_name(r, act_to(a), labels[1], 16);
    return 2;
}

/* ---- the variants ---- */

#define DEFINE_CLASS(name, kind)                                                             \
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
        .mid_turn = mid_turn,                                                                \
        .evaluate = evaluate,                                                                \
        .tactical = tactical,                                                                \
        .action_cells = action_cells,                                                        \
        .turn_to_text = turn_to_text,                                                        \
        .turn_from_text = turn_from_text,                                                    \
    };

DEFINE_CLASS(bashni, K_BASHNI)
DEFINE_CLASS(laska, K_LASKA)
DEFINE_CLASS(mylaska, K_MYLASKA)
DEFINE_CLASS(emergo, K_EMERGO)

#define OPT_LASKA_RULES {"laska_rules", "book", "book|lasker: the book's Laska (men capture backwards, a man crowned mid-capture goes on) or Lasker's (men capture forwards only, a crowning ends the move) (LA1)"}

static const tb_option_def opts_bashni[] = {
    {"bashnya_no_180", "off", "off|on: forbid a jump straight back over the stack just jumped (B1)"},
    {NULL, NULL, NULL}};
static const tb_option_def opts_laska[] = {OPT_LASKA_RULES, {NULL, NULL, NULL}};
static const tb_option_def opts_mylaska[] = {
    OPT_LASKA_RULES,
    {"mylaska_board", "7x7", "7x7|8x8: Laska's board with 11 each, or Scherer's 8x8 with 12 each (7.2)"},
    {NULL, NULL, NULL}};
static const tb_option_def opts_emergo[] = {
    {"emergo_first_drop_not_centre", "off", "off|on: White's first drop may not be on e5 (M1)"},
    {"emergo_blocked", "draw", "draw|loss: a player with pieces who cannot move draws (book) or loses (M2)"},
    {NULL, NULL, NULL}};

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

VARIANT(draughts_bashni, "draughts/bashni", "Bashnya", "Bashni",
        "Damas de colunas russas: quem salta leva só a peça de cima e põe-na por baixo de si.",
        "Russian column draughts: a jump takes only the top piece and puts it underneath.",
        class_bashni, opts_bashni)
VARIANT(draughts_laska, "draughts/laska", "Laska", "Lasca",
        "A variante de Lasker em 7x7: colunas, damas de passo curto, cada pilha saltada uma vez.",
        "Lasker's 7x7 column draughts: short kings, each stack jumped once per capture.",
        class_laska, opts_laska)
VARIANT(draughts_mylaska, "draughts/mylaska", "MyLaska", "MyLaska",
        "A Laska de Karl Scherer com pilhas de duas peças no máximo.",
        "Karl Scherer's Laska with stacks of at most two pieces.", class_mylaska, opts_mylaska)
VARIANT(draughts_emergo, "draughts/emergo", "Emergo", "Emergo",
        "Colunas em 9x9: as peças entram uma a uma, a maior captura é obrigatória.",
        "9x9 column draughts: the pieces enter one by one, the greatest capture is compulsory.",
        class_emergo, opts_emergo)
