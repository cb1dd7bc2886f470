/* The rules of the chess class (rules/chess.md): orthodox chess (§1), losing chess (§4), the
 * progressive games (§2: Scottish, Italian, Portuguese, Kiwi, Australian, English, orthodox),
 * exchange chess (§5) and the medieval games (§6), one class with the rules chosen by a table
 * (chess_rules) built from the variant and its options.
 *
 * The board, move generation and move making are in board.c. This file adds the rules on
 * top: king safety, compulsory capture, series of moves and the end of the game; the text
 * (FEN, the book's notation) and the view are in chess_text.c, the variants in chess.c.
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
#include "games/chess/chess_internal.h"
#include "games/chess/engine.h"
#include "games/chess/fen.h"
#include "games/chess/notation.h"
#include "tabula/game.h"
#include "tabula/view.h"

/* ---- legality ---- */

static bool king_safe_after(const cb_board *b, cb_move m)
{
    cb_board c = *b;
    chess_make_move(&c, m);
    return !chess_in_check(&c, b->side);
}

/* Keeps those of the pseudo-legal moves[0..n) that the chess rules allow one at a time (§1:
 * king safety, or §4: compulsory capture), ignoring series restrictions. */
static int chess_filter(const chess_rules *r, const cb_board *b, cb_move *moves, int n)
{
    int k = 0;
    if (r->losing) {
        /* compulsory capture: is there any (en passant is kept only when possible)? */
        uint64_t prey = chess_attacked_squares(b, b->side) & b->colour[!b->side];
        if (!prey && !b->ep)
            return n;
        for (int i = 0; i < n; i++)
            if (chess_is_capture(b, moves[i]))
                moves[k++] = moves[i];
        return k;
    }
    /* Out of check, a move by a piece that is neither the king nor pinned, and not en
     * passant (which removes a second piece from the king's lines), is safe. */
    uint64_t risky =
        chess_in_check(b, b->side) ? ~0ULL : chess_pinned(b, b->side) | b->piece[CB_KING];
    for (int i = 0; i < n; i++)
        if (!(risky & CB_BIT(cb_from(moves[i]))) && !chess_is_en_passant(b, moves[i]))
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
int chess_pseudo_moves(const chess_rules *r, const cb_board *b, cb_move *out)
{
    int n = chess_board_pseudo_moves(b, !r->losing, r->losing, out);
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

/* The moves the chess rules allow one at a time (§1 or §4), ignoring series restrictions:
 * straight from the legal generator where it applies (king safety on a modern board with
 * one king, no exchange-chess double steps). */
static int chess_moves(const chess_rules *r, const cb_board *b, cb_move *out)
{
    if (!r->losing && !r->exchange && chess_board_legal_applies(b))
        return chess_board_legal_moves(b, out);
    return chess_filter(r, b, out, chess_pseudo_moves(r, b, out));
}

/* Keeps the en-passant candidates (pawns of the side not to move) that the side to move
 * can really take: the crossed square empty and, in chess, the capture legal. */
uint64_t chess_legal_en_passant(const chess_rules *r, const cb_board *b, uint64_t candidates)
{
    uint64_t keep = 0, occ = b->colour[0] | b->colour[1];
    uint64_t mine = b->colour[b->side] & b->piece[CB_PAWN];
    int behind = b->side == CB_WHITE ? 8 : -8;
    for (uint64_t c = candidates & b->colour[!b->side] & b->piece[CB_PAWN]; c;) {
        int sq = cb_pop(&c), target = sq + behind;
        if (target < 0 || target > 63 || (occ & CB_BIT(target)))
            continue;
        for (uint64_t p = chess_pawn_attacks(CB_BIT(target), !b->side) & mine; p;) {
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
    int colour = chess_colour_at(b, sq);
    switch (chess_piece_at(b, sq)) {
    case CB_KNIGHT:
        return chess_knight_attacks(at);
    case CB_KING:
        return chess_king_attacks(at);
    case CB_BISHOP:
        return chess_bishop_attacks(at, empty);
    case CB_ROOK:
        return chess_rook_attacks(at, empty);
    case CB_QUEEN:
        return chess_bishop_attacks(at, empty) | chess_rook_attacks(at, empty);
    case CB_PAWN: {
        int step = colour == CB_WHITE ? 8 : -8;
        uint64_t reach = chess_pawn_attacks(at, colour) | CB_BIT(sq + step);
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
    if ((pawns & CB_BIT(p)) && (CB_BIT(q) & last_rank[chess_colour_at(b, p)]))
        return q;
    if ((pawns & CB_BIT(q)) && (CB_BIT(p) & last_rank[chess_colour_at(b, q)]))
        return p;
    return -1;
}

/* Exchanges the two pieces of a swap action; a king or rook displaced loses its castling. */
void chess_make_swap(cb_board *b, tb_action a)
{
    int p = cb_from(a), q = cb_to(a), promo = cb_promo(a);
    int tp = chess_piece_at(b, p), cp = chess_colour_at(b, p);
    int tq = chess_piece_at(b, q), cq = chess_colour_at(b, q);
    int promoted = promo ? swap_promotion_square(b, p, q) : -1;
    chess_board_remove(b, cp, tp, p);
    chess_board_remove(b, cq, tq, q);
    chess_board_put(b, cp, promoted == q ? promo : tp, q);
    chess_board_put(b, cq, promoted == p ? promo : tq, p);
    b->castling &= (uint8_t) ~(chess_rights_lost(p) | chess_rights_lost(q));
}

/* The legal swaps of the side to move: its own piece P and another piece Q in P's reach,
 * the mover's king not in check afterwards. With `first_only` it stops at the first. */
int chess_legal_swaps(const chess_rules *r, const cb_board *b, tb_action *out, bool first_only)
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
                chess_make_swap(&c, a);
                if (chess_in_check(&c, side))
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
    chess_make_move(&c, m);
    c.side = b->side;
    c.ep = 0;
    tb_action one[1];
    return chess_legal_swaps(r, &c, one, true) > 0;
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
    return r->rep_placement ? b->key : chess_full_key(b);
}

static uint64_t state_clock(const chess_rules *r, const chess_state *s)
{
    return r->prog ? s->quiet : s->b.halfmove;
}

/* Entries of hist[] in use: for a progressive series under way, also the key of its start. */
int chess_hist_len(const chess_rules *r, const chess_state *s)
{
    int n = (int)state_clock(r, s) + (r->prog && s->done > 0);
    return n < HIST ? n : HIST;
}

static bool threefold(const chess_rules *r, const chess_state *s)
{
    return chess_threefold(s->hist, (int)state_clock(r, s), HIST, identity_key(r, &s->b));
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

/* Kiwi (§2.6): does this move checkmate? Only a check can; it ends the series, and the
 * opponent is mated if no chess move (en passant of a pawn that double-stepped in this
 * series included) gets him out. His own Kiwi restriction cannot matter: a reply that mated
 * back would first have to escape. */
static bool mates(const chess_rules *r, const chess_state *s, cb_move m)
{
    cb_board after = s->b;
    int from = cb_from(m), to = cb_to(m);
    chess_make_move(&after, m);
    if (!chess_in_check(&after, !s->b.side))
        return false;
    uint64_t fresh = s->fresh & ~CB_BIT(from);
    if (chess_piece_at(&s->b, from) == CB_PAWN && (to - from == 16 || from - to == 16))
        fresh |= CB_BIT(to);
    after.ep = chess_legal_en_passant(r, &after, fresh);
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
            chess_make_move(&after, out[i]);
            if (!chess_in_check(&after, !s->b.side))
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
            if (chess_is_castle(&s->b, out[i]) &&
                (barred & CB_BIT(to > from ? from + 3 : from - 4)))
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
            bool captured = (s->active & ACTIVE_CAPTURE) || chess_is_capture(&s->b, out[i]);
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
        chess_apply_move(g, c, moves[i]);
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
        chess_apply_move(g, c, out[i]);
        if (can_complete(g, c, &budget))
            out[k++] = out[i];
    }
    free(c);
    return k;
}

/* Keeps those of the pseudo-legal moves[0..n) that are legal now. */
int chess_legal_among(const tb_game *g, const chess_state *s, cb_move *moves, int n)
{
    n = chess_filter(rules_of(g), &s->b, moves, n);
    return complete_filter(g, s, moves, series_filter(g, s, moves, n));
}

const char *chess_refusal_reason(const tb_game *g, const chess_state *s, const cb_move *moves,
                                 int n)
{
    const chess_rules *r = rules_of(g);
    cb_move kept[CB_MAX_MOVES];
    n = n < CB_MAX_MOVES ? n : CB_MAX_MOVES;
    memcpy(kept, moves, sizeof *kept * (size_t)n);
    if ((n = chess_filter(r, &s->b, kept, n)) == 0) {
        if (r->losing)
            return "a capture is compulsory";
        return chess_in_check(&s->b, s->b.side) ? "the king is in check and stays in check"
                                                : "it would leave the king in check";
    }
    if (series_filter(g, s, kept, n) == 0)
        return "the rules of the series forbid it here";
    return "no complete series follows it";
}

/* The moves allowed now, without the END_SERIES action. */
static int series_moves(const tb_game *g, const chess_state *s, cb_move *out)
{
    int n = chess_moves(rules_of(g), &s->b, out);
    return complete_filter(g, s, out, series_filter(g, s, out, n));
}

/* The actions allowed now but END_SERIES: the moves, or exchange chess's swaps. */
static int turn_actions(const tb_game *g, const chess_state *s, tb_action *out)
{
    const chess_rules *r = rules_of(g);
    if (r->exchange && s->done)
        return chess_legal_swaps(r, &s->b, out, false);
    return series_moves(g, s, out);
}

/* ---- the hooks ---- */

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
    chess_board_start(&s->b);
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
int chess_player_to_move(const chess_rules *r, const chess_state *s)
{
    if (r->prog == PROG_ORTHODOX)
        return s->series % 2 == 1 ? r->first_player : !r->first_player;
    return s->b.side;
}

static int to_move(const tb_game *g, const void *state)
{
    return chess_player_to_move(rules_of(g), state);
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
        s->b.ep = ep ? chess_legal_en_passant(r, &s->b, s->fresh) : 0;
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
    b->key ^= chess_zobrist_side();
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
        chess_make_swap(b, a);
        pass_side(b);
        /* en passant only if the double-stepped pawn is still where it arrived */
        b->ep = chess_legal_en_passant(r, b, s->fresh & b->colour[mover] & b->piece[CB_PAWN]);
    } else {
        uint16_t clock = b->halfmove, fullmove = b->fullmove;
        if (clock < HIST)
            s->hist[clock] = identity_key(r, b);
        int from = cb_from(a), to = cb_to(a);
        bool pawn = chess_piece_at(b, from) == CB_PAWN;
        if (pawn || chess_is_capture(b, a))
            memset(s->hist, 0, sizeof s->hist);
        chess_make_move(b, a);
        b->fullmove = fullmove;
        if (!(s->active & ACTIVE_NO_SWAP)) {
            s->fresh = pawn && (to - from == 16 || from - to == 16) ? CB_BIT(to) : 0;
            b->ep = 0;
            pass_side(b); /* the mover goes on with his swap */
            s->done = 1;
            return 0;
        }
        b->ep = chess_legal_en_passant(r, b, b->ep);
    }
    if (mover == CB_BLACK)
        b->fullmove++;
    s->done = 0;
    s->fresh = 0;
    s->active = 0;
    return 1;
}

/* Applies one move (or END_SERIES); returns 1 if the series (or turn) ended. */
int chess_apply_move(const tb_game *g, chess_state *s, tb_action a)
{
    const chess_rules *r = rules_of(g);
    cb_board *b = &s->b;
    if (r->exchange)
        return apply_exchange(r, s, a);
    if (!r->prog) {
        uint16_t clock = b->halfmove;
        bool reversible = chess_piece_at(b, cb_from(a)) != CB_PAWN && !chess_is_capture(b, a);
        if (!reversible)
            memset(s->hist, 0, sizeof s->hist[0] * (clock < HIST ? clock : HIST));
        else if (clock < HIST)
            s->hist[clock] = identity_key(r, b);
        chess_make_move(b, a);
        b->ep = chess_legal_en_passant(r, b, b->ep);
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
    bool capture = chess_is_capture(b, a), pawn = chess_piece_at(b, from) == CB_PAWN;
    if (s->done == 0 && s->quiet < HIST)
        s->hist[s->quiet] = identity_key(r, b);
    bool once = r->prog == PROG_PORTUGUESE || r->prog == PROG_ENGLISH; /* moved set used */
    if (once && chess_is_castle(b, a))
        s->moved |= CB_BIT((from + to) / 2);
    s->fresh &= ~CB_BIT(from);
    chess_make_move(b, a);
    if (!(orthodox && r->orthodox_fifty))
        b->halfmove = 0; /* the ten-series rule replaces the fifty-move rule */
    b->fullmove = 1;
    /* en passant only on the first move of a series, or with orthodox timing (O2) */
    b->ep = orthodox ? chess_legal_en_passant(r, b, b->ep) : 0;
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
    bool check = chess_in_check(b, !mover);
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
    chess_apply_move(g, state, a);
}

void chess_outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    memset(o, 0, sizeof *o);
    int side = s->b.side;
    if (s->loser) {
        chess_set_result(o, 2 - s->loser, "premature check");
        return;
    }
    static const char *const names[2] = {"White", "Black"};
    char why[TB_REASON_LEN];
    int bare = bare_king(r, &s->b);
    if (bare >= 0) {
        snprintf(why, sizeof why, bare == 2 ? "draw: bare kings" : "%s wins: bare king",
                 names[!bare]);
        chess_set_result(o, bare == 2 ? -1 : !bare, why);
        return;
    }
    cb_move moves[MAX_ACTIONS];
    if (turn_actions(g, s, moves) == 0) {
        bool check = s->done == 0 && chess_in_check(&s->b, side);
        if (r->losing) {
            chess_set_result(o, side,
                             side == CB_WHITE ? "White cannot move and wins"
                                              : "Black cannot move and wins");
        } else if (r->exchange && !check) { /* X4: who cannot finish his turn loses */
            snprintf(why, sizeof why, "%s wins: %s cannot complete a turn", names[!side],
                     names[side]);
            chess_set_result(o, !side, why);
        } else if (r->shatranj && !check && !r->stalemate_draw) { /* §6.2 */
            snprintf(why, sizeof why, "%s wins: %s is stalemated", names[!side], names[side]);
            chess_set_result(o, !side, why);
        } else if (check)
            chess_set_result(
                o, !side, side == CB_WHITE ? "Black wins by checkmate" : "White wins by checkmate");
        else
            chess_set_result(o, -1,
                             s->done ? "draw: stalemate during a series" : "draw: stalemate");
        return;
    }
    const char *draw = draw_rule(r, s);
    if (draw)
        chess_set_result(o, -1, draw);
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
        out->num_keys = chess_hist_len(r, s);
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
    if (!r->losing && chess_in_check(&s->b, s->b.side))
        return n;
    int score[MAX_ACTIONS];
    for (int i = 0; i < n; i++) {
        if (!chess_is_capture(&s->b, out[i]) && !cb_promo(out[i]))
            continue;
        int victim = chess_piece_at(&s->b, cb_to(out[i]));
        int v = (victim == CB_NONE ? 0 : chess_piece_value(victim) + 1) * 8 -
                chess_piece_at(&s->b, cb_from(out[i])) + (cb_promo(out[i]) == CB_QUEEN ? 6400 : 0);
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
    uint64_t h = chess_full_key(&s->b);
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
    chess_notation_square_name(cb_from(a), labels[0]);
    chess_notation_square_name(cb_to(a), labels[1]);
    return 2;
}

const tb_game_class tb_chess_class = {
    .create = create,
    .initial = initial,
    .to_move = to_move,
    .legal = legal,
    .apply = apply,
    .outcome = chess_outcome,
    .action_to_text = chess_action_to_text,
    .action_from_text = chess_action_from_text,
    .position_to_text = chess_position_to_text,
    .position_from_text = chess_position_from_text,
    .view = chess_view,
    .hash = hash,
    .mid_turn = mid_turn,
    .evaluate = evaluate,
    .tactical = tactical,
    .action_cells = action_cells,
};
