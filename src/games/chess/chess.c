/* The chess family of rules/chess.md: orthodox chess (§1), losing chess (§4) and the
 * progressive games (§2: Scottish, Italian, Portuguese, Kiwi, Australian, English, orthodox),
 * one engine with the rules chosen by a table (chess_rules) built from the variant and its
 * options.
 *
 * The board, move generation and move making are in board.c. This file adds the rules on
 * top: king safety, compulsory capture, series of moves, the end of the game, and the text
 * (FEN, the book's notation) and view.
 *
 * Actions. One move is one action: from, to and promotion piece (board.h). A progressive
 * series is one action per move, the player keeping the turn (mid_turn) until the series
 * ends by its length, a check, a capture (Australian) or the action END_SERIES ("end").
 * Exchange chess (§5) is two actions a turn: the regular move, then a swap (SWAP | P's square
 * | Q's square << 6 | promotion << 12), the player keeping the turn in between (done = 1).
 * The medieval games of §6 are the one-move game with the board's medieval pieces.
 *
 * Repetition. The state keeps the keys of the earlier positions that could still recur, in
 * hist[]: for the one-move games hist[i] is the key of the position whose half-move clock was
 * i (so only positions since the last pawn move or capture, at most 100 of them: the
 * fifty-move rule ends the game at 100); for the progressive games hist[i] is the key of the
 * position at the start of the i-th series since the last pawn move or capture (at most 10
 * under the ten-series rule). Slots past the clock are zero, so the state stays canonical.
 * Position text carries them as "rep=" (see position_to_text); a FEN read without it has an
 * unknown (empty) history, as in every chess program. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/options.h"
#include "games/chess/board.h"
#include "games/chess/fen.h"
#include "games/chess/engine.h"
#include "games/chess/notation.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { HIST = 100 };
/* The action that ends a progressive series early. No move has from == to == 0 with a
 * promotion bit above the 15 move bits. */
enum { END_SERIES = 1u << 15 };
/* Exchange chess: the swap part of a turn. */
enum { SWAP = 1u << 16 };
enum { MAX_ACTIONS = CB_MAX_MOVES + 1 };

typedef enum progression {
    PROG_NONE,
    PROG_SCOTTISH,
    PROG_ITALIAN,
    PROG_PORTUGUESE,
    PROG_KIWI,
    PROG_AUSTRALIAN,
    PROG_ENGLISH,
    PROG_ORTHODOX /* §2.8: the colour moved alternates at every move, players by series */
} progression;

typedef struct chess_rules {
    bool losing;          /* §4: compulsory capture, no check, king promotion, no castling */
    progression prog;     /* §2: the series rules, PROG_NONE for one move a turn */
    int fifty_plies;      /* C2 */
    bool rep_placement;   /* C3: placement and side only */
    bool dead_draw;       /* C4 */
    bool midseries_draw;  /* P2: running out of moves during a series draws */
    bool english_mobile;  /* E1: a new round starts when no unmoved piece can move */
    bool english_no_ep;   /* E2 */
    bool orthodox_fifty;  /* O2: the FIDE fifty-move rule instead of the ten-series rule */
    int first_player;     /* O3: the player who makes the odd series (orthodox progressive) */
    bool italian_illegal; /* I1: a premature check is an illegal move */

    /* §5 exchange chess and §6 medieval chess */
    bool exchange;       /* §5: a regular move, then a swap */
    bool double_rank[2]; /* X1: pawns on their first / second rank may double-step */
    bool swap_double;    /* X2: a pawn's swap reaches its double-step square */
    bool shatranj;       /* §6.1-§6.3: medieval pieces; a bare king loses */
    bool stalemate_draw; /* §6.1 shatranj_stalemate=draw (else the stalemated loses) */
    bool alfonso;        /* §6.3: the queen's first-move leap */
} chess_rules;

typedef struct chess_state {
    cb_board b;
    uint64_t moved;  /* progressive: squares of the pieces already moved in this series/round */
    uint64_t frozen; /* English: pieces promoted in this series */
    uint64_t fresh;  /* progressive: pawns of the mover that double-stepped in this series */
    uint16_t series; /* progressive: number of the current series, 1, 2, ... (0 otherwise) */
    uint16_t done;   /* progressive: moves already made in the current series */
    uint16_t quiet;  /* progressive: series in a row without pawn move or capture */
    uint8_t active;  /* progressive: ACTIVE_* facts of the current series */
    uint8_t loser;   /* Italian: 1 + the player who gave a premature check */
    uint64_t hist[HIST];
} chess_state;

/* ACTIVE_NO_SWAP: exchange chess, a turn without a swap (White's first, §5). */
enum { ACTIVE_PAWN_OR_CAPTURE = 1, ACTIVE_CAPTURE = 2, ACTIVE_NO_SWAP = 4 };

static const chess_rules *rules_of(const tb_game *g)
{
    return g->config;
}

/* ---- legality ---- */

static bool king_safe_after(const cb_board *b, cb_move m)
{
    cb_board c = *b;
    cb_make(&c, m);
    return !cb_in_check(&c, b->side);
}

/* Keeps those of the pseudo-legal moves[0..n) that the chess rules allow one at a time (§1:
 * king safety, or §4: compulsory capture), ignoring series restrictions. */
static int chess_filter(const chess_rules *r, const cb_board *b, cb_move *moves, int n)
{
    int k = 0;
    if (r->losing) {
        /* compulsory capture: is there any (en passant is kept only when possible)? */
        uint64_t prey = cb_attacked_squares(b, b->side) & b->colour[!b->side];
        if (!prey && !b->ep)
            return n;
        for (int i = 0; i < n; i++)
            if (cb_is_capture(b, moves[i]))
                moves[k++] = moves[i];
        return k;
    }
    /* Out of check, a move by a piece that is neither the king nor pinned, and not en
     * passant (which removes a second piece from the king's lines), is safe. */
    uint64_t risky = cb_in_check(b, b->side) ? ~0ULL : cb_pinned(b, b->side) | b->piece[CB_KING];
    for (int i = 0; i < n; i++)
        if (!(risky & CB_BIT(cb_from(moves[i]))) && !cb_is_en_passant(b, moves[i]))
            moves[k++] = moves[i];
        else if (king_safe_after(b, moves[i]))
            moves[k++] = moves[i];
    return k;
}

/* Exchange chess (X1): may a pawn of `colour` on `sq` double-step (its first or second
 * rank, as the option says)? */
static bool exchange_double_rank(const chess_rules *r, int colour, int sq)
{
    int rank = colour == CB_WHITE ? sq / 8 : 7 - sq / 8;
    return rank < 2 && r->double_rank[rank];
}

/* The pseudo-legal moves of the variant: the board's, and in exchange chess the double steps
 * of X1 (from the first rank added, from the second dropped when the option says). */
static int pseudo_moves(const chess_rules *r, const cb_board *b, cb_move *out)
{
    int n = cb_pseudo_moves(b, !r->losing, r->losing, out);
    if (!r->exchange)
        return n;
    int k = 0, side = b->side, step = side == CB_WHITE ? 8 : -8;
    for (int i = 0; i < n; i++) {
        int from = cb_from(out[i]), to = cb_to(out[i]);
        if (to - from == 2 * step && (b->piece[CB_PAWN] & CB_BIT(from)) &&
            !exchange_double_rank(r, side, from))
            continue;
        out[k++] = out[i];
    }
    uint64_t occ = b->colour[0] | b->colour[1];
    uint64_t first =
        b->colour[side] & b->piece[CB_PAWN] & (side == CB_WHITE ? 0xFFULL : 0xFFULL << 56);
    for (; first && r->double_rank[0];) {
        int from = cb_pop(&first);
        if (!(occ & (CB_BIT(from + step) | CB_BIT(from + 2 * step))))
            out[k++] = cb_encode(from, from + 2 * step, 0);
    }
    return k;
}

/* The moves the chess rules allow one at a time (§1 or §4), ignoring series restrictions. */
static int chess_moves(const chess_rules *r, const cb_board *b, cb_move *out)
{
    return chess_filter(r, b, out, pseudo_moves(r, b, out));
}

/* Keeps the en-passant candidates (pawns of the side not to move) that the side to move
 * can really take: the crossed square empty and, in chess, the capture legal. */
static uint64_t legal_en_passant(const chess_rules *r, const cb_board *b, uint64_t candidates)
{
    uint64_t keep = 0, occ = b->colour[0] | b->colour[1];
    uint64_t mine = b->colour[b->side] & b->piece[CB_PAWN];
    int behind = b->side == CB_WHITE ? 8 : -8;
    for (uint64_t c = candidates & b->colour[!b->side] & b->piece[CB_PAWN]; c;) {
        int sq = cb_pop(&c), target = sq + behind;
        if (target < 0 || target > 63 || (occ & CB_BIT(target)))
            continue;
        for (uint64_t p = cb_pawn_attacks(CB_BIT(target), !b->side) & mine; p;) {
            cb_move m = cb_encode(cb_pop(&p), target, 0);
            if (r->losing || king_safe_after(b, m)) {
                keep |= CB_BIT(sq);
                break;
            }
        }
    }
    return keep;
}

/* ---- exchange chess (§5): swaps ---- */

/* The squares a piece on `sq` could move to if they were empty or held an enemy piece: the
 * reach of a swap. Castling and en passant never count; a pawn reaches the square ahead, the
 * two squares diagonally ahead and (X2) its double-step square over an empty square. */
static uint64_t swap_reach(const chess_rules *r, const cb_board *b, int sq)
{
    uint64_t at = CB_BIT(sq), empty = ~(b->colour[0] | b->colour[1]);
    int colour = cb_colour_at(b, sq);
    switch (cb_piece_at(b, sq)) {
    case CB_KNIGHT:
        return cb_knight_attacks(at);
    case CB_KING:
        return cb_king_attacks(at);
    case CB_BISHOP:
        return cb_bishop_attacks(at, empty);
    case CB_ROOK:
        return cb_rook_attacks(at, empty);
    case CB_QUEEN:
        return cb_bishop_attacks(at, empty) | cb_rook_attacks(at, empty);
    case CB_PAWN: {
        int step = colour == CB_WHITE ? 8 : -8;
        uint64_t reach = cb_pawn_attacks(at, colour) | CB_BIT(sq + step);
        if (r->swap_double && exchange_double_rank(r, colour, sq) && (empty & CB_BIT(sq + step)))
            reach |= CB_BIT(sq + 2 * step);
        return reach;
    }
    default:
        return 0;
    }
}

/* The square where swapping the pieces on p and q leaves a pawn on its last rank (promoted at
 * once, the swapping player choosing the piece: X3), or -1. */
static int swap_promotion_square(const cb_board *b, int p, int q)
{
    static const uint64_t last_rank[2] = {0xFFULL << 56, 0xFFULL};
    uint64_t pawns = b->piece[CB_PAWN];
    if ((pawns & CB_BIT(p)) && (CB_BIT(q) & last_rank[cb_colour_at(b, p)]))
        return q;
    if ((pawns & CB_BIT(q)) && (CB_BIT(p) & last_rank[cb_colour_at(b, q)]))
        return p;
    return -1;
}

/* Exchanges the two pieces of a swap action; a king or rook displaced loses its castling. */
static void make_swap(cb_board *b, tb_action a)
{
    int p = cb_from(a), q = cb_to(a), promo = cb_promo(a);
    int tp = cb_piece_at(b, p), cp = cb_colour_at(b, p);
    int tq = cb_piece_at(b, q), cq = cb_colour_at(b, q);
    int promoted = promo ? swap_promotion_square(b, p, q) : -1;
    cb_remove(b, cp, tp, p);
    cb_remove(b, cq, tq, q);
    cb_put(b, cp, promoted == q ? promo : tp, q);
    cb_put(b, cq, promoted == p ? promo : tq, p);
    b->castling &= (uint8_t) ~(cb_rights_lost(p) | cb_rights_lost(q));
}

/* The legal swaps of the side to move: its own piece P and another piece Q in P's reach,
 * the mover's king not in check afterwards. With `first_only` it stops at the first. */
static int legal_swaps(const chess_rules *r, const cb_board *b, tb_action *out, bool first_only)
{
    int side = b->side, n = 0;
    uint64_t occ = b->colour[0] | b->colour[1];
    for (uint64_t own = b->colour[side]; own;) {
        int p = cb_pop(&own);
        for (uint64_t t = swap_reach(r, b, p) & occ & ~CB_BIT(p); t;) {
            int q = cb_pop(&t);
            bool promotes = swap_promotion_square(b, p, q) >= 0;
            for (int promo = promotes ? CB_QUEEN : 0; promo >= (promotes ? CB_KNIGHT : 0);
                 promo--) {
                tb_action a = SWAP | cb_encode(p, q, promo);
                cb_board c = *b;
                make_swap(&c, a);
                if (cb_in_check(&c, side))
                    continue;
                out[n++] = a;
                if (first_only)
                    return n;
            }
        }
    }
    return n;
}

/* Can the regular move m be followed by a swap? (A turn is a move and a swap: a move after
 * which no swap is legal cannot be played, §5 end of game.) */
static bool swap_follows(const chess_rules *r, const cb_board *b, cb_move m)
{
    cb_board c = *b;
    cb_make(&c, m);
    c.side = b->side;
    c.ep = 0;
    tb_action one[1];
    return legal_swaps(r, &c, one, true) > 0;
}

/* ---- §6 medieval chess ---- */

/* The bare-king rule: -1 while both sides have more than a king; else the colour left with
 * a bare king (its owner loses), or 2 if both are bare (a draw). */
static int bare_king(const chess_rules *r, const cb_board *b)
{
    if (!r->shatranj)
        return -1;
    bool bare[2];
    for (int c = 0; c < 2; c++)
        bare[c] = !(b->colour[c] & ~b->piece[CB_KING]);
    return bare[0] && bare[1] ? 2 : bare[0] ? 0 : bare[1] ? 1 : -1;
}

/* Key of the position for repetition (C3). */
static uint64_t identity_key(const chess_rules *r, const cb_board *b)
{
    return r->rep_placement ? b->key : cb_full_key(b);
}

static uint64_t state_clock(const chess_rules *r, const chess_state *s)
{
    return r->prog ? s->quiet : s->b.halfmove;
}

/* Entries of hist[] in use: for a progressive series under way, also the key of its start. */
static int hist_len(const chess_rules *r, const chess_state *s)
{
    int n = (int)state_clock(r, s) + (r->prog && s->done > 0);
    return n < HIST ? n : HIST;
}

static bool threefold(const chess_rules *r, const chess_state *s)
{
    return cf_threefold(s->hist, (int)state_clock(r, s), HIST, identity_key(r, &s->b));
}

/* C4: K v K, K+B v K, K+N v K, K+B v K+B with bishops on squares of one colour. */
static bool dead_position(const cb_board *b)
{
    uint64_t all = b->colour[0] | b->colour[1];
    uint64_t minors = b->piece[CB_BISHOP] | b->piece[CB_KNIGHT];
    int others = __builtin_popcountll(all & ~b->piece[CB_KING]);
    if (others == 0)
        return true;
    if (others == 1 && (all & minors))
        return true;
    uint64_t bishops = b->piece[CB_BISHOP];
    if (others == 2 && __builtin_popcountll(bishops) == 2 && (b->colour[0] & bishops) &&
        (b->colour[1] & bishops)) {
        const uint64_t dark = 0xAA55AA55AA55AA55ULL;
        return (bishops & dark) == bishops || (bishops & dark) == 0;
    }
    return false;
}

/* A draw that ends the game whatever the moves (fifty moves, repetition, dead position,
 * progressive inactivity); its reason, or NULL. Only checked at the start of a turn. */
static const char *draw_rule(const chess_rules *r, const chess_state *s)
{
    if (r->exchange && s->done) /* positions are compared after complete turns */
        return NULL;
    if (r->prog == PROG_ORTHODOX && r->orthodox_fifty && s->b.halfmove >= 100)
        return "draw: fifty-move rule";
    if (r->prog) {
        if (s->done > 0)
            return NULL;
        if (s->quiet >= 10 && !r->orthodox_fifty)
            return "draw: ten series without pawn move or capture";
    } else if (s->b.halfmove >= r->fifty_plies) {
        return r->fifty_plies == 100 ? "draw: fifty-move rule" : "draw: fifty plies rule";
    }
    if (threefold(r, s))
        return "draw: threefold repetition";
    if (r->dead_draw && dead_position(&s->b))
        return "draw: dead position";
    return NULL;
}

static int apply_move(const tb_game *g, chess_state *s, tb_action a);

/* Kiwi (§2.6): does this move checkmate? Only a check can; it ends the series, and the
 * opponent is mated if no chess move (en passant of a pawn that double-stepped in this
 * series included) gets him out. His own Kiwi restriction cannot matter: a reply that mated
 * back would first have to escape. */
static bool mates(const chess_rules *r, const chess_state *s, cb_move m)
{
    cb_board after = s->b;
    int from = cb_from(m), to = cb_to(m);
    cb_make(&after, m);
    if (!cb_in_check(&after, !s->b.side))
        return false;
    uint64_t fresh = s->fresh & ~CB_BIT(from);
    if (cb_piece_at(&s->b, from) == CB_PAWN && (to - from == 16 || from - to == 16))
        fresh |= CB_BIT(to);
    after.ep = legal_en_passant(r, &after, fresh);
    cb_move replies[CB_MAX_MOVES];
    return chess_moves(r, &after, replies) == 0;
}

/* Keeps those of the chess-legal moves out[0..n) that the series rules allow (§2.3 I1
 * premature checks, §2.4-§2.6), without the I1 search for a complete series. */
static int series_filter(const tb_game *g, const chess_state *s, cb_move *out, int n)
{
    const chess_rules *r = rules_of(g);
    if (r->prog == PROG_ITALIAN && r->italian_illegal && s->done + 1 < s->series) {
        int k = 0; /* I1 illegal: no check before the last move of the series */
        for (int i = 0; i < n; i++) {
            cb_board after = s->b;
            cb_make(&after, out[i]);
            if (!cb_in_check(&after, !s->b.side))
                out[k++] = out[i];
        }
        n = k;
    }
    if (r->prog == PROG_PORTUGUESE || r->prog == PROG_ENGLISH) {
        uint64_t barred = s->moved | s->frozen;
        int k = 0;
        for (int i = 0; i < n; i++) {
            int from = cb_from(out[i]), to = cb_to(out[i]);
            if (barred & CB_BIT(from))
                continue;
            if (cb_is_castle(&s->b, out[i]) && (barred & CB_BIT(to > from ? from + 3 : from - 4)))
                continue; /* castling moves the rook too */
            out[k++] = out[i];
        }
        n = k;
    } else if (r->exchange && !(s->active & ACTIVE_NO_SWAP)) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if (swap_follows(r, &s->b, out[i]))
                out[k++] = out[i];
        n = k;
    } else if (r->prog == PROG_KIWI) {
        int k = 0;
        for (int i = 0; i < n; i++) {
            bool captured = (s->active & ACTIVE_CAPTURE) || cb_is_capture(&s->b, out[i]);
            if (captured && mates(r, s, out[i]))
                continue;
            out[k++] = out[i];
        }
        n = k;
    }
    return n;
}

/* The chess moves the series rules allow, without the I1 search for a complete series. */
static int series_moves_raw(const tb_game *g, const chess_state *s, cb_move *out)
{
    return series_filter(g, s, out, chess_moves(rules_of(g), &s->b, out));
}

/* I1 illegal: can the series under way still be completed (n moves, only the last one
 * checking)? Depth-first, stopping at the first completion. `budget` bounds the work: a
 * position that exhausts it (a maze of dead ends, never met in play) counts as completable. */
static bool can_complete(const tb_game *g, const chess_state *s, int *budget)
{
    if (s->done == 0) /* the series is over */
        return true;
    cb_move moves[CB_MAX_MOVES];
    int n = series_moves_raw(g, s, moves);
    if (s->done + 1 >= s->series || n == 0)
        return n > 0;
    chess_state *c = malloc(sizeof *c);
    bool ok = c == NULL;
    for (int i = 0; i < n && !ok; i++) {
        if (--*budget < 0) {
            ok = true;
            break;
        }
        *c = *s;
        apply_move(g, c, moves[i]);
        ok = can_complete(g, c, budget);
    }
    free(c);
    return ok;
}

/* With I1 illegal, keeps only the moves that lead to a complete series (so a player with none
 * at the start of his series has no complete series, rule I1). */
static int complete_filter(const tb_game *g, const chess_state *s, cb_move *out, int n)
{
    const chess_rules *r = rules_of(g);
    if (r->prog != PROG_ITALIAN || !r->italian_illegal || s->done + 1 >= s->series)
        return n;
    chess_state *c = malloc(sizeof *c);
    if (!c)
        return n;
    int k = 0, budget = 100000;
    for (int i = 0; i < n; i++) {
        *c = *s;
        apply_move(g, c, out[i]);
        if (can_complete(g, c, &budget))
            out[k++] = out[i];
    }
    free(c);
    return k;
}

/* Keeps those of the pseudo-legal moves[0..n) that are legal now. */
static int legal_among(const tb_game *g, const chess_state *s, cb_move *moves, int n)
{
    n = chess_filter(rules_of(g), &s->b, moves, n);
    return complete_filter(g, s, moves, series_filter(g, s, moves, n));
}

/* The moves allowed now, without the END_SERIES action. */
static int series_moves(const tb_game *g, const chess_state *s, cb_move *out)
{
    return legal_among(g, s, out, pseudo_moves(rules_of(g), &s->b, out));
}

/* The actions allowed now but END_SERIES: the moves, or exchange chess's swaps. */
static int turn_actions(const tb_game *g, const chess_state *s, tb_action *out)
{
    const chess_rules *r = rules_of(g);
    if (r->exchange && s->done)
        return legal_swaps(r, &s->b, out, false);
    return series_moves(g, s, out);
}

/* ---- the hooks ---- */

static const tb_option_def chess_options[] = {
    {"fifty_move_plies", "100", "100 (FIDE, 50 moves each) | 50 (the book read literally)"},
    {"repetition_identity", "fide",
     "fide (placement, side, castling, en passant) | placement (placement and side only)"},
    {"dead_position_draw", "off", "off | on: K v K, K+B v K, K+N v K, K+B v K+B same colour"},
    {NULL, NULL, NULL}};

static const tb_option_def losing_options[] = {
    {"fifty_move_plies", "100", "100 (FIDE, 50 moves each) | 50 (the book read literally)"},
    {"repetition_identity", "fide",
     "fide (placement, side, castling, en passant) | placement (placement and side only)"},
    {NULL, NULL, NULL}};

static const tb_option_def progressive_options[] = {
    {"progressive_midseries_stalemate", "draw",
     "draw | end_series: what happens when the mover runs out of moves during his series"},
    {NULL, NULL, NULL}};

static const tb_option_def italian_options[] = {
    {"progressive_midseries_stalemate", "draw",
     "draw | end_series: what happens when the mover runs out of moves during his series"},
    {"italian_premature_check", "loses",
     "loses (the book: a check before the last move loses) | illegal (published rule)"},
    {NULL, NULL, NULL}};

static const tb_option_def english_options[] = {
    {"progressive_midseries_stalemate", "draw",
     "draw | end_series: what happens when the mover runs out of moves during his series"},
    {"english_round_rule", "all_pieces",
     "all_pieces | mobile_pieces: when a piece may move again within a series"},
    {"english_en_passant", "scottish", "scottish (first move of a series) | none"},
    {NULL, NULL, NULL}};

static const tb_option_def orthodox_options[] = {
    {"orthodox_progressive_draw", "ten_series",
     "ten_series (ten series without pawn move or capture) | fifty_move (FIDE, 100 plies)"},
    {"orthodox_progressive_first_player", "white",
     "white | black: the player who makes the odd series (series 1 moves a white piece)"},
    {NULL, NULL, NULL}};

static const tb_option_def exchange_options[] = {
    {"exchange_double_step", "ranks_1_and_2",
     "ranks_1_and_2 | rank_2_only | rank_1_only: where a pawn may double-step"},
    {"exchange_pawn_swap_double", "on", "on | off: a pawn's swap may reach its double-step square"},
    {NULL, NULL, NULL}};

static const tb_option_def shatranj_options[] = {
    {"shatranj_stalemate", "win",
     "win (the player who stalemates wins, the Arab rule) | draw (stalemate is a draw)"},
    {NULL, NULL, NULL}};

static bool has_option(const tb_game *g, const char *name)
{
    for (const tb_option_def *d = g->variant->option_defs; d && d->name; d++)
        if (strcmp(d->name, name) == 0)
            return true;
    return false;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    chess_rules *r = calloc(1, sizeof *r);
    if (!r) {
        tb_error_set(err, "out of memory");
        return false;
    }
    r->losing = strstr(g->variant->id, "losing") != NULL;
    static const struct {
        const char *word;
        progression prog;
    } progs[] = {{"scottish", PROG_SCOTTISH},     {"italian", PROG_ITALIAN},
                 {"portuguese", PROG_PORTUGUESE}, {"kiwi", PROG_KIWI},
                 {"australian", PROG_AUSTRALIAN}, {"english", PROG_ENGLISH},
                 {"orthodox", PROG_ORTHODOX}};
    for (size_t i = 0; i < sizeof progs / sizeof progs[0]; i++)
        if (strstr(g->variant->id, progs[i].word))
            r->prog = progs[i].prog;
    int v = 0;
    bool ok = true;
    r->fifty_plies = 100;
    r->midseries_draw = true;
    if (ok && has_option(g, "fifty_move_plies")) {
        ok = tb_option_choice(opts, "fifty_move_plies", "100|50", &v, err);
        r->fifty_plies = v ? 50 : 100;
    }
    if (ok && has_option(g, "repetition_identity")) {
        ok = tb_option_choice(opts, "repetition_identity", "fide|placement", &v, err);
        r->rep_placement = v == 1;
    }
    if (ok && has_option(g, "dead_position_draw")) {
        ok = tb_option_choice(opts, "dead_position_draw", "off|on", &v, err);
        r->dead_draw = v == 1;
    }
    if (ok && has_option(g, "progressive_midseries_stalemate")) {
        ok = tb_option_choice(opts, "progressive_midseries_stalemate", "draw|end_series", &v, err);
        r->midseries_draw = v == 0;
    }
    if (ok && has_option(g, "english_round_rule")) {
        ok = tb_option_choice(opts, "english_round_rule", "all_pieces|mobile_pieces", &v, err);
        r->english_mobile = v == 1;
    }
    if (ok && has_option(g, "english_en_passant")) {
        ok = tb_option_choice(opts, "english_en_passant", "scottish|none", &v, err);
        r->english_no_ep = v == 1;
    }
    if (ok && has_option(g, "italian_premature_check")) {
        ok = tb_option_choice(opts, "italian_premature_check", "loses|illegal", &v, err);
        r->italian_illegal = v == 1;
    }
    if (ok && has_option(g, "orthodox_progressive_draw")) {
        ok = tb_option_choice(opts, "orthodox_progressive_draw", "ten_series|fifty_move", &v, err);
        r->orthodox_fifty = v == 1;
    }
    r->exchange = strstr(g->variant->id, "exchange") != NULL;
    r->double_rank[0] = r->double_rank[1] = true;
    r->swap_double = true;
    if (ok && has_option(g, "exchange_double_step")) {
        ok = tb_option_choice(opts, "exchange_double_step", "ranks_1_and_2|rank_2_only|rank_1_only",
                              &v, err);
        r->double_rank[0] = v != 1;
        r->double_rank[1] = v != 2;
    }
    if (ok && has_option(g, "exchange_pawn_swap_double")) {
        ok = tb_option_choice(opts, "exchange_pawn_swap_double", "on|off", &v, err);
        r->swap_double = v == 0;
    }
    r->alfonso = strstr(g->variant->id, "alfonso") != NULL;
    r->shatranj = r->alfonso || strstr(g->variant->id, "shatranj") != NULL;
    if (ok && has_option(g, "shatranj_stalemate")) {
        ok = tb_option_choice(opts, "shatranj_stalemate", "win|draw", &v, err);
        r->stalemate_draw = v == 1;
    }
    if (ok && has_option(g, "orthodox_progressive_first_player")) {
        ok = tb_option_choice(opts, "orthodox_progressive_first_player", "white|black", &v, err);
        r->first_player = v;
    }
    if (!ok) {
        free(r);
        return false;
    }
    g->config = r;
    g->state_size = sizeof(chess_state);
    g->num_players = 2;
    g->max_actions = MAX_ACTIONS;
    return true;
}

static void initial(const tb_game *g, void *state)
{
    chess_state *s = state;
    memset(s, 0, sizeof *s);
    cb_start(&s->b);
    const chess_rules *r = rules_of(g);
    if (r->losing)
        s->b.castling = 0;
    if (r->prog)
        s->series = 1;
    if (r->exchange)
        s->active = ACTIVE_NO_SWAP; /* White's first turn: the regular move only */
    if (r->shatranj) {
        s->b.kind = CB_KIND_SHATRANJ;
        s->b.castling = r->alfonso ? CB_WLEAP | CB_BLEAP : 0;
    }
}

/* The player making the current series: the owner of the colour to move, except in
 * orthodox progressive chess, where players alternate by series whatever colour moves. */
static int player_to_move(const chess_rules *r, const chess_state *s)
{
    if (r->prog == PROG_ORTHODOX)
        return s->series % 2 == 1 ? r->first_player : !r->first_player;
    return s->b.side;
}

static int to_move(const tb_game *g, const void *state)
{
    return player_to_move(rules_of(g), state);
}

static bool mid_turn(const tb_game *g, const void *state)
{
    return ((const chess_state *)state)->done > 0;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    if (s->loser || draw_rule(r, s) || bare_king(r, &s->b) >= 0)
        return 0;
    int n = turn_actions(g, s, out);
    if (n > 0 && s->done > 0 && r->prog && r->prog != PROG_ITALIAN)
        out[n++] = END_SERIES; /* §2.1 early stop (not Italian: series must be complete) */
    return n;
}

/* Ends the current series: the opponent's series n+1 begins (§2.1). The side to move has
 * already passed to the opponent. */
static void finish_series(const chess_rules *r, chess_state *s)
{
    bool ep = !(r->prog == PROG_ENGLISH && r->english_no_ep);
    if (r->prog != PROG_ORTHODOX) /* there e.p. keeps the orthodox timing (O2) */
        s->b.ep = ep ? legal_en_passant(r, &s->b, s->fresh) : 0;
    if (!(s->active & ACTIVE_PAWN_OR_CAPTURE))
        s->quiet++;
    s->series++;
    s->done = 0;
    s->moved = s->frozen = s->fresh = 0;
    s->active = 0;
}

static void pass_side(cb_board *b)
{
    b->side = (uint8_t)!b->side;
    b->key ^= cb_zobrist_side();
}

/* English (§2.4): a new round when every piece has moved (or, with mobile_pieces, when no
 * unmoved piece can move). */
static void english_round(const tb_game *g, chess_state *s)
{
    const chess_rules *r = rules_of(g);
    uint64_t own = s->b.colour[s->b.side];
    if (!(own & ~(s->moved | s->frozen))) {
        s->moved = 0;
        return;
    }
    if (r->english_mobile) {
        cb_move moves[CB_MAX_MOVES];
        if (series_moves(g, s, moves) == 0)
            s->moved = 0;
    }
}

/* Exchange chess (§5): the regular move keeps the turn for the swap (done = 1) unless the
 * turn has no swap; the swap ends it. Repetition keys are those of turn starts; the clock
 * counts turns, reset by a capture or any pawn changing square in either part. */
static int apply_exchange(const chess_rules *r, chess_state *s, tb_action a)
{
    cb_board *b = &s->b;
    int mover = b->side;
    if (a & SWAP) {
        uint64_t pawns = b->piece[CB_PAWN];
        if (pawns & (CB_BIT(cb_from(a)) | CB_BIT(cb_to(a)))) {
            b->halfmove = 0;
            memset(s->hist, 0, sizeof s->hist);
        }
        make_swap(b, a);
        pass_side(b);
        /* en passant only if the double-stepped pawn is still where it arrived */
        b->ep = legal_en_passant(r, b, s->fresh & b->colour[mover] & b->piece[CB_PAWN]);
    } else {
        uint16_t clock = b->halfmove, fullmove = b->fullmove;
        if (clock < HIST)
            s->hist[clock] = identity_key(r, b);
        int from = cb_from(a), to = cb_to(a);
        bool pawn = cb_piece_at(b, from) == CB_PAWN;
        if (pawn || cb_is_capture(b, a))
            memset(s->hist, 0, sizeof s->hist);
        cb_make(b, a);
        b->fullmove = fullmove;
        if (!(s->active & ACTIVE_NO_SWAP)) {
            s->fresh = pawn && (to - from == 16 || from - to == 16) ? CB_BIT(to) : 0;
            b->ep = 0;
            pass_side(b); /* the mover goes on with his swap */
            s->done = 1;
            return 0;
        }
        b->ep = legal_en_passant(r, b, b->ep);
    }
    if (mover == CB_BLACK)
        b->fullmove++;
    s->done = 0;
    s->fresh = 0;
    s->active = 0;
    return 1;
}

/* Applies one move (or END_SERIES); returns 1 if the series (or turn) ended. */
static int apply_move(const tb_game *g, chess_state *s, tb_action a)
{
    const chess_rules *r = rules_of(g);
    cb_board *b = &s->b;
    if (r->exchange)
        return apply_exchange(r, s, a);
    if (!r->prog) {
        uint16_t clock = b->halfmove;
        bool reversible = cb_piece_at(b, cb_from(a)) != CB_PAWN && !cb_is_capture(b, a);
        if (!reversible)
            memset(s->hist, 0, sizeof s->hist[0] * (clock < HIST ? clock : HIST));
        else if (clock < HIST)
            s->hist[clock] = identity_key(r, b);
        cb_make(b, a);
        b->ep = legal_en_passant(r, b, b->ep);
        return 1;
    }
    bool orthodox = r->prog == PROG_ORTHODOX;
    if (a == END_SERIES) {
        if (!orthodox)
            pass_side(b);
        finish_series(r, s);
        return 1;
    }
    int mover = b->side, from = cb_from(a), to = cb_to(a);
    bool capture = cb_is_capture(b, a), pawn = cb_piece_at(b, from) == CB_PAWN;
    if (s->done == 0 && s->quiet < HIST)
        s->hist[s->quiet] = identity_key(r, b);
    bool once = r->prog == PROG_PORTUGUESE || r->prog == PROG_ENGLISH; /* moved set used */
    if (once && cb_is_castle(b, a))
        s->moved |= CB_BIT((from + to) / 2);
    s->fresh &= ~CB_BIT(from);
    cb_make(b, a);
    if (!(orthodox && r->orthodox_fifty))
        b->halfmove = 0; /* the ten-series rule replaces the fifty-move rule */
    b->fullmove = 1;
    /* en passant only on the first move of a series, or with orthodox timing (O2) */
    b->ep = orthodox ? legal_en_passant(r, b, b->ep) : 0;
    if (!orthodox && pawn && (to - from == 16 || from - to == 16))
        s->fresh |= CB_BIT(to);
    if (once)
        s->moved |= CB_BIT(to);
    if (cb_promo(a) && r->prog == PROG_ENGLISH)
        s->frozen |= CB_BIT(to);
    if (pawn || capture) {
        /* positions before this move can never recur: forget them now */
        s->active |= ACTIVE_PAWN_OR_CAPTURE;
        memset(s->hist, 0, sizeof s->hist);
        s->quiet = 0;
    }
    if (capture)
        s->active |= ACTIVE_CAPTURE;
    s->done++;
    bool check = cb_in_check(b, !mover);
    if (r->prog == PROG_ITALIAN && check && s->done < s->series) {
        s->loser = (uint8_t)(mover + 1); /* §2.3 rule 2: a premature check loses */
        pass_side(b);                    /* the series stays his, and the game is over */
        return 1;
    }
    bool ends = check || s->done >= s->series || (r->prog == PROG_AUSTRALIAN && capture);
    if (ends) {
        finish_series(r, s);
        return 1;
    }
    if (orthodox) /* the other colour moves next, in the same series */
        return 0;
    pass_side(b); /* the mover goes on */
    if (r->prog == PROG_ENGLISH)
        english_round(g, s);
    cb_move moves[CB_MAX_MOVES];
    if (series_moves_raw(g, s, moves) > 0 || (r->prog == PROG_ITALIAN && r->italian_illegal))
        return 0; /* (I1 illegal: a dead end, never reached by legal moves, stays one) */
    /* Out of moves during the series: a draw by P2, unless only the series rules (a piece
     * moves once) stop him, or the option says the series just ends. */
    if (r->midseries_draw && chess_moves(r, b, moves) == 0)
        return 0;
    pass_side(b);
    finish_series(r, s);
    return 1;
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    apply_move(g, state, a);
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    memset(o, 0, sizeof *o);
    int side = s->b.side;
    if (s->loser) {
        cf_set_result(o, 2 - s->loser, "premature check");
        return;
    }
    static const char *const names[2] = {"White", "Black"};
    char why[TB_REASON_LEN];
    int bare = bare_king(r, &s->b);
    if (bare >= 0) {
        snprintf(why, sizeof why, bare == 2 ? "draw: bare kings" : "%s wins: bare king",
                 names[!bare]);
        cf_set_result(o, bare == 2 ? -1 : !bare, why);
        return;
    }
    cb_move moves[MAX_ACTIONS];
    if (turn_actions(g, s, moves) == 0) {
        bool check = s->done == 0 && cb_in_check(&s->b, side);
        if (r->losing) {
            cf_set_result(o, side,
                          side == CB_WHITE ? "White cannot move and wins"
                                           : "Black cannot move and wins");
        } else if (r->exchange && !check) { /* X4: who cannot finish his turn loses */
            snprintf(why, sizeof why, "%s wins: %s cannot complete a turn", names[!side],
                     names[side]);
            cf_set_result(o, !side, why);
        } else if (r->shatranj && !check && !r->stalemate_draw) { /* §6.2 */
            snprintf(why, sizeof why, "%s wins: %s is stalemated", names[!side], names[side]);
            cf_set_result(o, !side, why);
        } else if (check)
            cf_set_result(o, !side,
                          side == CB_WHITE ? "Black wins by checkmate" : "White wins by checkmate");
        else
            cf_set_result(o, -1, s->done ? "draw: stalemate during a series" : "draw: stalemate");
        return;
    }
    const char *draw = draw_rule(r, s);
    if (draw)
        cf_set_result(o, -1, draw);
}

/* ---- text ---- */

/* The legal moves of the side to move that compete with `m` for its notation (same piece
 * type, same square), described for cn_format. */
static int notation_rivals(const tb_game *g, const chess_state *s, cb_move m, cn_move *out)
{
    const cb_board *b = &s->b;
    cb_move moves[CB_MAX_MOVES];
    int n = pseudo_moves(rules_of(g), b, moves), k = 0, type = cb_piece_at(b, cb_from(m));
    for (int i = 0; i < n; i++)
        if (cb_to(moves[i]) == cb_to(m) && cb_from(moves[i]) != cb_from(m) &&
            cb_piece_at(b, cb_from(moves[i])) == type)
            moves[k++] = moves[i];
    k = legal_among(g, s, moves, k);
    for (int i = 0; i < k; i++)
        out[i] = cn_describe(b, moves[i]);
    return k;
}

/* Exchange chess swaps (§5): X/s, Xsq/s when P's square is needed, sq/sq for a pawn, =Y for
 * a promotion. */
static int swap_to_text(const tb_game *g, const chess_state *s, tb_action a, char *text)
{
    const cb_board *b = &s->b;
    int p = cb_from(a), q = cb_to(a), type = cb_piece_at(b, p), n = 0;
    tb_action all[MAX_ACTIONS];
    int count = legal_swaps(rules_of(g), b, all, false);
    bool other = false;
    for (int i = 0; i < count; i++)
        other |=
            cb_to(all[i]) == q && cb_from(all[i]) != p && cb_piece_at(b, cb_from(all[i])) == type;
    if (type != CB_PAWN)
        text[n++] = CN_PIECE_LETTERS[type];
    if (type == CB_PAWN || other)
        n += cn_square_name(p, text + n);
    text[n++] = '/';
    n += cn_square_name(q, text + n);
    if (cb_promo(a)) {
        text[n++] = '=';
        text[n++] = CN_PIECE_LETTERS[cb_promo(a)];
    }
    text[n] = '\0';
    return n;
}

/* The book's notation (§0.2): N:f3, Re:d4, e4, d2:e3, e8Q, 0-0, 0-0-0, + and #; exchange
 * chess marks check after the swap, the end of the turn. */
static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    if (a == END_SERIES)
        return snprintf(buf, len, "end");
    if (cb_piece_at(b, cb_from(a)) == CB_NONE)
        return snprintf(buf, len, "?");
    char text[40];
    size_t n;
    bool swap = r->exchange && (a & SWAP);
    if (swap) {
        n = (size_t)swap_to_text(g, s, a, text);
    } else {
        cn_move rivals[CB_MAX_MOVES], m = cn_describe(b, a);
        int k = notation_rivals(g, s, a, rivals);
        n = (size_t)cn_format(&m, rivals, k, text, sizeof text);
    }
    bool turn_ends = !r->exchange || swap || (s->active & ACTIVE_NO_SWAP);
    cb_board after = *b;
    if (swap)
        make_swap(&after, a);
    else
        cb_make(&after, a);
    if (!r->losing && turn_ends && cb_in_check(&after, !b->side)) { /* a check: is it mate? */
        chess_state *c = malloc(sizeof *c);
        if (c) {
            *c = *s;
            apply_move(g, c, a);
            if (cb_in_check(&c->b, !b->side)) {
                tb_outcome o;
                outcome(g, c, &o);
                bool mate = o.over && o.result[b->side] == TB_WIN && !c->loser;
                text[n++] = mate ? '#' : '+';
                text[n] = '\0';
            }
            free(c);
        }
    }
    return snprintf(buf, len, "%s", text);
}

/* Reads a swap: X/s, Xsq/s, sq/sq, P/s, with =Y or Y for a promotion. */
static bool swap_from_text(const tb_game *g, const chess_state *s, const char *text, tb_action *a,
                           tb_error *err)
{
    char buf[24];
    size_t len = strlen(text);
    if (len >= sizeof buf) {
        tb_error_set(err, "bad swap '%.40s'", text);
        return false;
    }
    memcpy(buf, text, len + 1);
    while (len > 0 && strchr("+#!?", buf[len - 1]))
        buf[--len] = '\0';
    char *slash = strchr(buf, '/'), *p = buf;
    int type = CB_NONE, from = -1, to, promo = 0, col, row;
    if (isupper((unsigned char)*p) && cn_letter_type(*p) != CB_NONE)
        type = cn_letter_type(*p++);
    if (p < slash) {
        if (slash - p != 2 || tb_square_read(p, 8, 8, &col, &row) != 2)
            goto bad;
        from = row * 8 + col;
    }
    p = slash + 1;
    if (tb_square_read(p, 8, 8, &col, &row) != 2)
        goto bad;
    to = row * 8 + col;
    p += 2;
    if (*p == '=')
        p++;
    if (*p) {
        promo = cn_letter_type(*p);
        if (promo <= CB_PAWN || promo == CB_KING || p[1])
            goto bad;
    }
    tb_action all[MAX_ACTIONS];
    int count = legal_swaps(rules_of(g), &s->b, all, false), found = 0;
    bool needs_promotion = false;
    for (int i = 0; i < count; i++) {
        int f = cb_from(all[i]);
        if (cb_to(all[i]) != to || (from >= 0 && f != from) ||
            (type != CB_NONE && cb_piece_at(&s->b, f) != type))
            continue;
        if (cb_promo(all[i]) != promo) {
            needs_promotion |= !promo;
            continue;
        }
        *a = all[i];
        found++;
    }
    if (found == 1)
        return true;
    if (found > 1)
        tb_error_set(err, "ambiguous swap '%s': name the piece's square, as in Qb2/a2", text);
    else if (needs_promotion)
        tb_error_set(err, "illegal swap '%s': the pawn promotes, name the piece as in %s=Q", text,
                     text);
    else
        tb_error_set(err, "illegal swap '%s'", text);
    return false;
bad:
    tb_error_set(err, "bad swap '%.40s': expected a swap like B/h3, Qb2/a2, f8/g7, R/a1=Q", text);
    return false;
}

/* Reads the book's notation and standard SAN (Nxf3, O-O, e8=Q, exd6 e.p.), long algebraic
 * (Ng1-f3, e2e4, e7e8q) and the book's forms d:c5 and d:e; the move is found among the legal
 * ones, which settles disambiguation by the variant's own rules (PP-E1 Nd2). A promotion may
 * omit the piece where only one is possible (§6: always the queen). */
static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    if (strcmp(text, "end") == 0) {
        if (!r->prog) {
            tb_error_set(err, "'end' only ends a series in progressive chess");
            return false;
        }
        *a = END_SERIES;
        return true;
    }
    if (r->exchange && strchr(text, '/')) {
        if (!s->done) {
            tb_error_set(err, "'%.40s' is a swap, but the turn starts with a regular move", text);
            return false;
        }
        return swap_from_text(g, s, text, a, err);
    }
    if (r->exchange && s->done) {
        tb_error_set(err, "'%.40s': the turn goes on with a swap, such as B/h3", text);
        return false;
    }
    cn_pattern pat;
    if (!cn_parse(text, &pat, err))
        return false;
    cb_move moves[CB_MAX_MOVES], bare[CB_MAX_MOVES]; /* bare: right but for the promotion */
    int count = pseudo_moves(r, b, moves), found = 0, nbare = 0;
    for (int i = 0; i < count; i++) {
        cn_move m = cn_describe(b, moves[i]);
        int match = cn_match(&pat, &m);
        if (match == CN_MATCH)
            moves[found++] = moves[i]; /* the matching pseudo-legal moves; legality below */
        else if (match == CN_NEEDS_PROMOTION)
            bare[nbare++] = moves[i];
    }
    found = legal_among(g, s, moves, found);
    if (found == 1) {
        *a = moves[0];
        return true;
    }
    nbare = found ? 0 : legal_among(g, s, bare, nbare);
    if (nbare == 1) {
        *a = bare[0];
        return true;
    }
    if (found > 1)
        tb_error_set(err, "ambiguous move '%s'", text);
    else if (nbare > 1)
        tb_error_set(err, "illegal move '%s': a promotion needs the new piece, as in %sQ", text,
                     text);
    else
        tb_error_set(err, "illegal move '%s'", text);
    return false;
}

/* Squares of `set` written one after the other ("e3g3"), or "-". */
static int squares_text(uint64_t set, char *buf, size_t len)
{
    size_t n = 0;
    if (!set)
        return snprintf(buf, len, "-");
    for (uint64_t b = set; b && n + 3 <= len;) {
        n += (size_t)cn_square_name(cb_pop(&b), buf + n);
    }
    return (int)n;
}

/* Progressive games carry the series in the FEN's two number fields (series without pawn
 * move or capture, series number) and the state of a series under way as name=value fields;
 * every game carries its repetition history as rep= (hex keys, empty for unknown). */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    char board[80], castle[5], ep[40], text[2800];
    cf_placement_text(b, board, sizeof board);
    cf_castling_text(b->castling, castle);
    /* en passant: the squares the pawns crossed */
    uint64_t crossed = b->side == CB_WHITE ? b->ep << 8 : b->ep >> 8;
    squares_text(crossed, ep, sizeof ep);
    size_t n;
    if (r->prog)
        n = (size_t)snprintf(text, sizeof text, "%s %c %s %s %u %u", board, b->side ? 'b' : 'w',
                             castle, ep, s->quiet, s->series);
    else
        n = (size_t)snprintf(text, sizeof text, "%s %c %s %s %u %u", board, b->side ? 'b' : 'w',
                             castle, ep, b->halfmove, b->fullmove);
    if (r->exchange && (s->active & ACTIVE_NO_SWAP)) {
        n += (size_t)snprintf(text + n, sizeof text - n, " turn=first");
    } else if (r->exchange && s->done) {
        char sq[3];
        n += (size_t)snprintf(text + n, sizeof text - n, " turn=swap");
        if (s->fresh)
            n += (size_t)snprintf(text + n, sizeof text - n, " fresh=%s",
                                  (cn_square_name(__builtin_ctzll(s->fresh), sq), sq));
    } else if (s->done) {
        char sq[3][200];
        squares_text(s->moved, sq[0], sizeof sq[0]);
        squares_text(s->frozen, sq[1], sizeof sq[1]);
        squares_text(s->fresh, sq[2], sizeof sq[2]);
        n += (size_t)snprintf(text + n, sizeof text - n,
                              " done=%u moved=%s frozen=%s fresh=%s "
                              "active=%u",
                              s->done, sq[0], sq[1], sq[2], s->active);
    }
    if (s->loser)
        n += (size_t)snprintf(text + n, sizeof text - n, " loser=%c", s->loser == 1 ? 'w' : 'b');
    if (b->castling & (CB_WLEAP | CB_BLEAP)) /* §6.3: queens that may still leap */
        n += (size_t)snprintf(text + n, sizeof text - n, " leap=%s%s",
                              b->castling & CB_WLEAP ? "d1" : "",
                              b->castling & CB_BLEAP ? "d8" : "");
    if (r->prog && b->halfmove)
        n += (size_t)snprintf(text + n, sizeof text - n, " halfmove=%u", b->halfmove);
    cf_rep_text(s->hist, hist_len(r, s), text, n, sizeof text);
    return snprintf(buf, len, "%s", text);
}

/* Reads squares written one after the other into a set; false on anything else. */
static bool read_squares(const char *text, uint64_t *set)
{
    *set = 0;
    if (strcmp(text, "-") == 0)
        return true;
    if (!*text)
        return false;
    for (const char *p = text; *p; p += 2) {
        int col, row;
        if (!p[1] || tb_square_read(p, 8, 8, &col, &row) != 2)
            return false;
        *set |= CB_BIT(row * 8 + col);
    }
    return true;
}

/* The extra name=value fields after the FEN. */
static bool read_extra(const chess_rules *r, chess_state *s, char *field, tb_error *err)
{
    char *eq = strchr(field, '=');
    if (!eq) {
        tb_error_set(err, "bad position: unexpected '%s' after the FEN", field);
        return false;
    }
    *eq = '\0';
    const char *name = field, *value = eq + 1;
    long v;
    if (strcmp(name, "rep") == 0)
        return cf_read_rep(value, s->hist, HIST, err);
    if (r->exchange && strcmp(name, "turn") == 0 && strcmp(value, "first") == 0) {
        s->active = ACTIVE_NO_SWAP;
        return true;
    }
    if (r->exchange && strcmp(name, "turn") == 0 && strcmp(value, "swap") == 0) {
        s->done = 1;
        return true;
    }
    if (r->exchange && strcmp(name, "fresh") == 0 && read_squares(value, &s->fresh) &&
        __builtin_popcountll(s->fresh) == 1)
        return true;
    if (r->alfonso && strcmp(name, "leap") == 0) {
        uint64_t set;
        if (!read_squares(value, &set) || (set & ~(CB_BIT(3) | CB_BIT(59)))) {
            tb_error_set(err, "bad position: leap= lists d1 and/or d8");
            return false;
        }
        s->b.castling |=
            (uint8_t)((set & CB_BIT(3) ? CB_WLEAP : 0) | (set & CB_BIT(59) ? CB_BLEAP : 0));
        return true;
    }
    if (!r->prog) {
        tb_error_set(err, "bad position: unknown field '%s'", name);
        return false;
    }
    if (strcmp(name, "done") == 0 && cf_read_number(value, 1, 65535, &v))
        s->done = (uint16_t)v;
    else if (strcmp(name, "halfmove") == 0 && r->orthodox_fifty &&
             cf_read_number(value, 1, 100, &v))
        s->b.halfmove = (uint16_t)v;
    else if (strcmp(name, "active") == 0 && cf_read_number(value, 0, 3, &v))
        s->active = (uint8_t)v;
    else if (strcmp(name, "loser") == 0 && (strcmp(value, "w") == 0 || strcmp(value, "b") == 0))
        s->loser = value[0] == 'w' ? 1 : 2;
    else if (strcmp(name, "moved") == 0 && read_squares(value, &s->moved))
        ;
    else if (strcmp(name, "frozen") == 0 && read_squares(value, &s->frozen))
        ;
    else if (strcmp(name, "fresh") == 0 && read_squares(value, &s->fresh))
        ;
    else {
        tb_error_set(err, "bad position: bad field %s=%s", name, value);
        return false;
    }
    return true;
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const chess_rules *r = rules_of(g);
    chess_state *s = state;
    cb_board *b = &s->b;
    char cells[64];
    int used = tb_grid_from_fen(text, 8, 8, "KQRBNPkqrbnp", cells, err);
    if (used < 0)
        return false;
    memset(s, 0, sizeof *s);
    cb_clear(b);
    b->kind = r->shatranj ? CB_KIND_SHATRANJ : CB_KIND_MODERN;
    int count[2] = {0, 0}, pawns[2] = {0, 0}, kings[2] = {0, 0};
    cf_put_cells(b, cells, count, pawns, kings);
    /* exchange chess: swaps can put a pawn on its own first rank */
    const uint64_t rank1 = 0xFFULL, rank8 = 0xFFULL << 56;
    uint64_t bad_pawns =
        r->exchange ? (b->colour[CB_WHITE] & rank8) | (b->colour[CB_BLACK] & rank1) : rank1 | rank8;
    if (b->piece[CB_PAWN] & bad_pawns) {
        tb_error_set(err, r->exchange ? "bad position: a pawn on its last rank"
                                      : "bad position: a pawn on the first or last rank");
        return false;
    }
    for (int c = 0; c < 2; c++) {
        const char *who = c ? "Black" : "White";
        if (count[c] > 16 || pawns[c] > 8) {
            tb_error_set(err, "bad position: %s has more than 16 men or 8 pawns", who);
            return false;
        }
        if (!r->losing && kings[c] != 1) {
            tb_error_set(err, "bad position: %s must have exactly one king", who);
            return false;
        }
    }
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", text + used);
    char *save = NULL, *fields[6] = {0};
    int nf;
    char *tok = cf_split_fields(buf, fields, &nf, &save);
    if (nf < 1 || (strcmp(fields[0], "w") != 0 && strcmp(fields[0], "b") != 0)) {
        tb_error_set(err, "bad position: expected 'w' or 'b' after the board");
        return false;
    }
    b->side = fields[0][0] == 'b';
    if (b->side)
        b->key ^= cb_zobrist_side();
    const char *castle = nf > 1 ? fields[1] : "-";
    if (strcmp(castle, "-") != 0) {
        for (const char *p = castle; *p; p++) {
            int king, rook, bit = cf_castling_letter(*p, &king, &rook), colour = bit / 2;
            if (bit < 0) {
                tb_error_set(err, "bad position: castling rights are KQkq or -, not '%s'", castle);
                return false;
            }
            if (r->losing || r->shatranj) {
                tb_error_set(err, "bad position: there is no castling in this game");
                return false;
            }
            if (cb_piece_at(b, king) != CB_KING || cb_colour_at(b, king) != colour ||
                cb_piece_at(b, rook) != CB_ROOK || cb_colour_at(b, rook) != colour) {
                tb_error_set(err, "bad position: castling right %c without king and rook at home",
                             *p);
                return false;
            }
            b->castling |= (uint8_t)(1 << bit);
        }
    }
    const char *ep = nf > 2 ? fields[2] : "-";
    uint64_t crossed;
    if (!read_squares(ep, &crossed)) {
        tb_error_set(err, "bad position: bad en-passant square '%s'", ep);
        return false;
    }
    uint64_t pawns_ep = b->side == CB_WHITE ? crossed >> 8 : crossed << 8;
    uint64_t want_rank = b->side == CB_WHITE ? 0xFFULL << 40 : 0xFFULL << 16;
    if (r->exchange) /* X1: a double step from the first rank crosses the second */
        want_rank |= b->side == CB_WHITE ? 0xFFULL << 48 : 0xFFULL << 8;
    uint64_t origins = b->side == CB_WHITE ? crossed << 8 : crossed >> 8;
    uint64_t occupied = b->colour[0] | b->colour[1];
    if ((crossed & ~want_rank) || (pawns_ep & ~(b->colour[!b->side] & b->piece[CB_PAWN])) ||
        (crossed & occupied) || (!r->prog && ((crossed & (crossed - 1)) || (origins & occupied)))) {
        tb_error_set(err, "bad position: no pawn can be taken en passant on '%s'", ep);
        return false;
    }
    long half = 0, full = 1;
    if ((nf > 3 &&
         !cf_read_number(fields[3], 0, r->prog && !r->orthodox_fifty ? 10 : HIST, &half)) ||
        (nf > 4 && !cf_read_number(fields[4], 1, 65535, &full))) {
        tb_error_set(err, "bad position: bad move counters '%s %s'", fields[3],
                     nf > 4 ? fields[4] : "");
        return false;
    }
    if (r->prog) {
        s->quiet = (uint16_t)half;
        s->series = (uint16_t)full;
        if (r->prog != PROG_ORTHODOX && (s->series % 2 == 1) != (b->side == CB_WHITE)) {
            tb_error_set(err, "bad position: the last number is the series, odd for White "
                              "and even for Black");
            return false;
        }
    } else {
        b->halfmove = (uint16_t)half;
        b->fullmove = (uint16_t)full;
    }
    for (; tok; tok = strtok_r(NULL, " ", &save))
        if (!read_extra(r, s, tok, err))
            return false;
    for (int i = hist_len(r, s); i < HIST; i++)
        if (s->hist[i]) {
            tb_error_set(err, "bad position: rep= lists more positions than the clock allows");
            return false;
        }
    uint64_t own = b->colour[b->side];
    bool no_swap = r->exchange && s->active == ACTIVE_NO_SWAP;
    if ((s->moved & ~own) || (s->frozen & ~own) || (s->fresh & ~(own & b->piece[CB_PAWN])) ||
        (r->prog && s->done >= s->series) ||
        (!s->done && !no_swap && (s->moved | s->frozen | s->fresh | s->active))) {
        tb_error_set(err, "bad position: the series fields do not fit the position");
        return false;
    }
    if (s->loser &&
        (r->prog != PROG_ITALIAN || s->loser != b->side + 1 || !cb_in_check(b, !b->side))) {
        tb_error_set(err, "bad position: loser= needs Italian rules, that player to move and "
                          "his premature check on the board");
        return false;
    }
    if (!r->losing && !s->loser && !(r->exchange && s->done) && cb_in_check(b, !b->side)) {
        tb_error_set(err, "bad position: the side not to move is in check");
        return false;
    }
    if (r->exchange && s->done && cb_in_check(b, b->side)) {
        tb_error_set(err, "bad position: the mover's king is in check after his regular move");
        return false;
    }
    if (no_swap && b->side != CB_WHITE) {
        tb_error_set(err, "bad position: turn=first is White's first turn");
        return false;
    }
    if (((b->castling & CB_WLEAP) && !(b->colour[CB_WHITE] & b->piece[CB_QUEEN] & CB_BIT(3))) ||
        ((b->castling & CB_BLEAP) && !(b->colour[CB_BLACK] & b->piece[CB_QUEEN] & CB_BIT(59)))) {
        tb_error_set(err, "bad position: leap= needs the queen on its own square");
        return false;
    }
    /* en passant: orthodox timing, or only on the first move of a series */
    b->ep = s->done && r->prog != PROG_ORTHODOX ? 0 : legal_en_passant(r, b, pawns_ep);
    return true;
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    tb_view_grid(v, tb_view_add_board(v, NULL), 8, 8, TB_SHAPE_SQUARE, false);
    for (int sq = 0; sq < 64; sq++)
        cf_view_piece(v, sq, b, sq);
    const char *who = b->side ? "Black" : "White";
    const char *player = player_to_move(r, s) ? "Black" : "White";
    bool check = !r->losing && cb_in_check(b, b->side);
    if (check)
        cf_view_mark_check(v, 0, b, b->side);
    if (r->prog == PROG_ORTHODOX)
        snprintf(v->status, sizeof v->status, "%s player: series %u, move %u of %u, %s moves%s",
                 player, s->series, s->done + 1, s->series, who, check ? ", in check" : "");
    else if (r->prog)
        snprintf(v->status, sizeof v->status, "%s: series %u, move %u of %u%s", who, s->series,
                 s->done + 1, s->series, check ? ", in check" : "");
    else if (r->exchange)
        snprintf(v->status, sizeof v->status, "%s to %s%s", who,
                 s->done     ? "swap"
                 : s->active ? "move (no swap this turn)"
                             : "move, then swap",
                 check ? ", in check" : "");
    else
        snprintf(v->status, sizeof v->status, "%s to move%s", who, check ? ", in check" : "");
}

/* ---- the engine's view (engine.h) ---- */

bool chess_snapshot_of(const tb_game *g, const void *state, chess_snapshot *out)
{
    if (g->cls->legal != legal)
        return false;
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    memset(out, 0, sizeof *out);
    out->board = s->b;
    out->kind = r->exchange || r->shatranj ? CHESS_OTHER
                : r->prog                  ? CHESS_PROGRESSIVE
                : r->losing                ? CHESS_LOSING
                                           : CHESS_ORTHODOX;
    out->fifty_plies = r->fifty_plies;
    out->rep_placement = r->rep_placement;
    out->series = s->series;
    out->done = s->done;
    if (!r->prog) {
        out->num_keys = hist_len(r, s);
        memcpy(out->keys, s->hist, sizeof s->hist[0] * (size_t)out->num_keys);
    }
    return true;
}

/* eval.c's evaluation of the variant, for `player` (player 0 owns White in every variant). */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    int white;
    if (r->losing) {
        white = chess_eval_losing(&s->b);
    } else if (r->shatranj) {
        white = chess_eval_medieval(&s->b);
    } else if (r->prog && r->prog != PROG_ORTHODOX) {
        /* the mover keeps the move in his series; after it the opponent plays series + 1 */
        int left = s->series - s->done;
        white = chess_eval_progressive(&s->b, s->b.side, left, s->series + 1);
    } else {
        white = chess_eval_orthodox(&s->b);
    }
    return player == 0 ? white : -white;
}

/* Captures and promotions among the legal moves, for quiescence search, the most valuable
 * victim first (then the least valuable attacker); every legal move when in check (a
 * position in check is not quiet). None in the progressive games, where the mover may still
 * have moves of his series to make, nor in exchange chess, whose turn is a move and a swap. */
static int tactical(const tb_game *g, const void *state, tb_action *out)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    if (r->prog || r->exchange)
        return 0;
    int n = legal(g, state, out), k = 0;
    if (!r->losing && cb_in_check(&s->b, s->b.side))
        return n;
    int score[MAX_ACTIONS];
    for (int i = 0; i < n; i++) {
        if (!cb_is_capture(&s->b, out[i]) && !cb_promo(out[i]))
            continue;
        int victim = cb_piece_at(&s->b, cb_to(out[i]));
        int v = (victim == CB_NONE ? 0 : chess_piece_value(victim) + 1) * 8 -
                cb_piece_at(&s->b, cb_from(out[i])) + (cb_promo(out[i]) == CB_QUEEN ? 6400 : 0);
        tb_action a = out[i]; /* insertion, best first (out[k] may be out[i]) */
        int j = k++;
        for (; j > 0 && score[j - 1] < v; j--) {
            out[j] = out[j - 1];
            score[j] = score[j - 1];
        }
        out[j] = a;
        score[j] = v;
    }
    return k;
}

/* The position's key (placement, side, castling, en passant, and the series state), as
 * search tables want it: the repetition history and the fifty-move clock are left out. */
static uint64_t hash(const tb_game *g, const void *state)
{
    const chess_state *s = state;
    uint64_t h = cb_full_key(&s->b);
    if (rules_of(g)->prog || rules_of(g)->exchange) /* the series or turn under way */
        h ^= tb_hash_bytes(&s->moved, offsetof(chess_state, hist) - offsetof(chess_state, moved));
    return h;
}

/* The squares an action touches: from and to (the king's for castling), P and Q for a
 * swap, none for 'end'. */
static int action_cells(const tb_game *g, const void *state, tb_action a, char (*labels)[16],
                        int max)
{
    (void)g;
    (void)state;
    if (a == END_SERIES || max < 2)
        return 0;
    cn_square_name(cb_from(a), labels[0]);
    cn_square_name(cb_to(a), labels[1]);
    return 2;
}

static const tb_game_class chess_class = {
    .create = create,
    .initial = initial,
    .to_move = to_move,
    .legal = legal,
    .apply = apply,
    .outcome = outcome,
    .action_to_text = action_to_text,
    .action_from_text = action_from_text,
    .position_to_text = position_to_text,
    .position_from_text = position_from_text,
    .view = view,
    .hash = hash,
    .mid_turn = mid_turn,
    .evaluate = evaluate,
    .tactical = tactical,
    .action_cells = action_cells,
};

/* ---- variants ---- */

const tb_variant tb_variant_chess = {
    .id = "chess",
    .name_pt = "Xadrez",
    .name_en = "Chess",
    .family = "chess",
    .summary_pt = "O xadrez oficial: dar xeque-mate ao rei adversário.",
    .summary_en = "Orthodox chess: checkmate the enemy king.",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &chess_class,
    .option_defs = chess_options,
};

const tb_variant tb_variant_chess_losing = {
    .id = "chess/losing",
    .name_pt = "Perde-ganha",
    .name_en = "Losing chess",
    .family = "chess",
    .summary_pt = "Xadrez em que capturar é obrigatório e ganha quem ficar sem lances.",
    .summary_en = "Chess where capturing is compulsory and the player who cannot move wins.",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &chess_class,
    .option_defs = losing_options,
};

#define PROGRESSIVE_VARIANT(ident, var, npt, nen, spt, sen, opts)                                  \
    const tb_variant var = {                                                                       \
        .id = ident,                                                                               \
        .name_pt = npt,                                                                            \
        .name_en = nen,                                                                            \
        .family = "chess",                                                                         \
        .summary_pt = spt,                                                                         \
        .summary_en = sen,                                                                         \
        .players_pt = {"Brancas", "Pretas"},                                                       \
        .players_en = {"White", "Black"},                                                          \
        .cls = &chess_class,                                                                       \
        .option_defs = opts,                                                                       \
    }

PROGRESSIVE_VARIANT("chess/progressive-scottish", tb_variant_chess_progressive_scottish,
                    "Progressiva escocesa", "Scottish progressive chess",
                    "Xadrez por séries de 1, 2, 3, ... lances; o xeque termina a série.",
                    "Chess in series of 1, 2, 3, ... moves; a check ends the series.",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-italian", tb_variant_chess_progressive_italian,
                    "Progressiva italiana", "Italian progressive chess",
                    "Progressivo com séries completas; só o último lance pode dar xeque.",
                    "Progressive chess with complete series; only the last move may check.",
                    italian_options);

PROGRESSIVE_VARIANT("chess/progressive-portuguese", tb_variant_chess_progressive_portuguese,
                    "Variante portuguesa", "Portuguese progressive chess",
                    "Progressivo em que cada peça move no máximo uma vez por série.",
                    "Progressive chess where each piece moves at most once a series.",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-kiwi", tb_variant_chess_progressive_kiwi, "Neozelandesa",
                    "Kiwi progressive chess",
                    "Progressivo em que uma série de mate não pode ter capturas.",
                    "Progressive chess where a mating series may not contain a capture.",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-australian", tb_variant_chess_progressive_australian,
                    "Australiana", "Australian progressive chess",
                    "Progressivo em que uma captura também termina a série.",
                    "Progressive chess where a capture also ends the series.", progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-english", tb_variant_chess_progressive_english,
                    "Progressiva inglesa", "English progressive chess",
                    "Progressivo em que uma peça só repete depois de todas as outras moverem.",
                    "Progressive chess where a piece moves again only after all the others.",
                    english_options);

const tb_variant tb_variant_chess_progressive_orthodox = {
    .id = "chess/progressive-orthodox",
    .name_pt = "Progressiva ortodoxa",
    .name_en = "Orthodox progressive chess",
    .family = "chess",
    .summary_pt = "Progressivo cuja partida é xadrez ortodoxo: a cor movida alterna a cada lance.",
    .summary_en = "Progressive chess whose record is an orthodox game: the colour moved "
                  "alternates at every move.",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &chess_class,
    .option_defs = orthodox_options,
};

const tb_variant tb_variant_chess_exchange = {
    .id = "chess/exchange",
    .name_pt = "Xadrez com trocas",
    .name_en = "Exchange chess",
    .family = "chess",
    .summary_pt = "Xadrez em que cada vez tem um lance e depois uma troca de duas peças.",
    .summary_en = "Chess where every turn is a move and then a swap of two pieces.",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &chess_class,
    .option_defs = exchange_options,
};

const tb_variant tb_variant_chess_shatranj = {
    .id = "chess/shatranj",
    .name_pt = "Xadrez medieval (xatranje)",
    .name_en = "Shatranj (medieval chess)",
    .family = "chess",
    .summary_pt = "O xadrez antigo da Índia e dos árabes: dama e bispo fracos, rei despido perde.",
    .summary_en = "The old chess of India and the Arabs: weak queen and bishop, a bare king "
                  "loses.",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &chess_class,
    .option_defs = shatranj_options,
};

const tb_variant tb_variant_chess_alfonso = {
    .id = "chess/alfonso",
    .name_pt = "Xadrez de Afonso X",
    .name_en = "Alfonso X's chess",
    .family = "chess",
    .summary_pt = "O xadrez medieval com o salto inicial da dama, nas regras de Afonso X.",
    .summary_en = "Medieval chess with the queen's first-move leap, by Alfonso X's rules.",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &chess_class,
    .option_defs = shatranj_options,
};
