/* Chess bitboards: see board.h. */
#include "games/chess/board.h"

#include <string.h>

#include "games/chess/magic.h"

static const uint64_t FILE_A = 0x0101010101010101ULL;
static const uint64_t FILE_H = 0x8080808080808080ULL;
static const uint64_t RANK_1 = 0xFFULL;
static const uint64_t RANK_8 = 0xFFULL << 56;
static const uint64_t FILES_AB = 0x0303030303030303ULL;
static const uint64_t FILES_GH = 0xC0C0C0C0C0C0C0C0ULL;

/* splitmix64 of the index: a fixed, well-mixed key per (piece, square) without tables. */
static uint64_t mix(uint64_t i)
{
    uint64_t z = (i + 1) * 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

uint64_t chess_zobrist_piece(int colour, int type, int sq)
{
    return chess_tables_get()->zobrist[colour][type][sq];
}

void chess_zobrist_fill(uint64_t (*keys)[6][64])
{
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < 6; t++)
            for (int sq = 0; sq < 64; sq++)
                keys[c][t][sq] = mix((uint64_t)((c * 6 + t) * 64 + sq));
}

uint64_t chess_zobrist_side(void)
{
    return mix(768);
}

uint64_t chess_full_key(const cb_board *b)
{
    uint64_t k = b->key ^ (b->castling ? mix(800 + b->castling) : 0);
    for (uint64_t ep = b->ep; ep;)
        k ^= mix(900 + (uint64_t)cb_pop(&ep));
    return k;
}

void chess_board_clear(cb_board *b)
{
    memset(b, 0, sizeof *b);
    b->fullmove = 1;
}

void chess_board_put(cb_board *b, int colour, int type, int sq)
{
    b->colour[colour] |= CB_BIT(sq);
    b->piece[type] |= CB_BIT(sq);
    b->key ^= chess_zobrist_piece(colour, type, sq);
}

void chess_board_start(cb_board *b)
{
    static const int back[8] = {CB_ROOK, CB_KNIGHT, CB_BISHOP, CB_QUEEN,
                                CB_KING, CB_BISHOP, CB_KNIGHT, CB_ROOK};
    chess_board_clear(b);
    for (int f = 0; f < 8; f++) {
        chess_board_put(b, CB_WHITE, back[f], f);
        chess_board_put(b, CB_WHITE, CB_PAWN, 8 + f);
        chess_board_put(b, CB_BLACK, CB_PAWN, 48 + f);
        chess_board_put(b, CB_BLACK, back[f], 56 + f);
    }
    b->castling = CB_WK | CB_WQ | CB_BK | CB_BQ;
}

int chess_colour_at(const cb_board *b, int sq)
{
    if (b->colour[CB_WHITE] & CB_BIT(sq))
        return CB_WHITE;
    if (b->colour[CB_BLACK] & CB_BIT(sq))
        return CB_BLACK;
    return -1;
}

/* ---- attacks ---- */

/* Kogge-Stone occluded fill towards higher squares by `s`, with `wrap` the squares a step may
 * land on; returns the attacked squares (first blocker included). */
static uint64_t fill_up(uint64_t gen, uint64_t empty, int s, uint64_t wrap)
{
    uint64_t pro = empty & wrap;
    gen |= pro & (gen << s);
    pro &= pro << s;
    gen |= pro & (gen << 2 * s);
    pro &= pro << 2 * s;
    gen |= pro & (gen << 4 * s);
    return (gen << s) & wrap;
}

static uint64_t fill_down(uint64_t gen, uint64_t empty, int s, uint64_t wrap)
{
    uint64_t pro = empty & wrap;
    gen |= pro & (gen >> s);
    pro &= pro >> s;
    gen |= pro & (gen >> 2 * s);
    pro &= pro >> 2 * s;
    gen |= pro & (gen >> 4 * s);
    return (gen >> s) & wrap;
}

uint64_t chess_ferz_attacks(uint64_t b)
{
    return ((b << 9) & ~FILE_A) | ((b << 7) & ~FILE_H) | ((b >> 7) & ~FILE_A) |
           ((b >> 9) & ~FILE_H);
}

uint64_t chess_alfil_attacks(uint64_t b)
{
    return ((b << 18) & ~FILES_AB) | ((b << 14) & ~FILES_GH) | ((b >> 14) & ~FILES_AB) |
           ((b >> 18) & ~FILES_GH);
}

/* §6.3: the squares two steps away in the eight directions (the leap jumps the square
 * between). */
static uint64_t two_step_leaps(uint64_t b)
{
    return chess_alfil_attacks(b) | (b << 16) | (b >> 16) | ((b << 2) & ~FILES_AB) |
           ((b >> 2) & ~FILES_GH);
}

static bool single(uint64_t b)
{
    return b && !(b & (b - 1));
}

uint64_t chess_rook_attacks(uint64_t from, uint64_t empty)
{
    if (single(from)) /* one piece: a table lookup */
        return chess_magic_rook(chess_tables_get(), __builtin_ctzll(from), ~empty);
    const uint64_t all = ~0ULL;
    return fill_up(from, empty, 8, all) | fill_down(from, empty, 8, all) |
           fill_up(from, empty, 1, ~FILE_A) | fill_down(from, empty, 1, ~FILE_H);
}

uint64_t chess_bishop_attacks(uint64_t from, uint64_t empty)
{
    if (single(from))
        return chess_magic_bishop(chess_tables_get(), __builtin_ctzll(from), ~empty);
    return fill_up(from, empty, 9, ~FILE_A) | fill_up(from, empty, 7, ~FILE_H) |
           fill_down(from, empty, 7, ~FILE_A) | fill_down(from, empty, 9, ~FILE_H);
}

/* Pieces of `colour` pinned to its king by an enemy slider: for each of the 8 directions
 * from the king, the first piece met is pinned if it is ours and the next is an enemy
 * slider moving along that line. */
uint64_t chess_pinned(const cb_board *b, int colour)
{
    uint64_t king = b->colour[colour] & b->piece[CB_KING];
    if (!king || (king & (king - 1)))
        return 0;
    uint64_t own = b->colour[colour], occ = b->colour[0] | b->colour[1], empty = ~occ;
    uint64_t enemy = b->colour[!colour];
    uint64_t lines = enemy & (b->piece[CB_ROOK] | (b->kind ? 0 : b->piece[CB_QUEEN]));
    uint64_t diags = b->kind ? 0 : enemy & (b->piece[CB_BISHOP] | b->piece[CB_QUEEN]);
    static const struct {
        int shift;
        bool up, diagonal;
        uint64_t wrap;
    } dirs[8] = {{8, true, false, ~0ULL},
                 {8, false, false, ~0ULL},
                 {1, true, false, 0xFEFEFEFEFEFEFEFEULL},
                 {1, false, false, 0x7F7F7F7F7F7F7F7FULL},
                 {9, true, true, 0xFEFEFEFEFEFEFEFEULL},
                 {7, true, true, 0x7F7F7F7F7F7F7F7FULL},
                 {7, false, true, 0xFEFEFEFEFEFEFEFEULL},
                 {9, false, true, 0x7F7F7F7F7F7F7F7FULL}};
    uint64_t pinned = 0;
    for (int d = 0; d < 8; d++) {
        uint64_t snipers = dirs[d].diagonal ? diags : lines;
        if (!snipers)
            continue;
        uint64_t (*fill)(uint64_t, uint64_t, int, uint64_t) = dirs[d].up ? fill_up : fill_down;
        uint64_t blocker = fill(king, empty, dirs[d].shift, dirs[d].wrap) & own;
        if (blocker && (fill(king, empty | blocker, dirs[d].shift, dirs[d].wrap) & snipers))
            pinned |= blocker;
    }
    return pinned;
}

uint64_t chess_attacked_squares(const cb_board *b, int by)
{
    uint64_t own = b->colour[by], empty = ~(b->colour[0] | b->colour[1]);
    if (b->kind == CB_KIND_SHATRANJ)
        return chess_pawn_attacks(own & b->piece[CB_PAWN], by) |
               chess_knight_attacks(own & b->piece[CB_KNIGHT]) |
               chess_king_attacks(own & b->piece[CB_KING]) |
               chess_alfil_attacks(own & b->piece[CB_BISHOP]) |
               chess_ferz_attacks(own & b->piece[CB_QUEEN]) |
               chess_rook_attacks(own & b->piece[CB_ROOK], empty);
    uint64_t diag = own & (b->piece[CB_BISHOP] | b->piece[CB_QUEEN]);
    uint64_t line = own & (b->piece[CB_ROOK] | b->piece[CB_QUEEN]);
    return chess_pawn_attacks(own & b->piece[CB_PAWN], by) |
           chess_knight_attacks(own & b->piece[CB_KNIGHT]) |
           chess_king_attacks(own & b->piece[CB_KING]) | chess_bishop_attacks(diag, empty) |
           chess_rook_attacks(line, empty);
}

uint64_t chess_attackers(const cb_board *b, int sq, int by)
{
    uint64_t at = CB_BIT(sq), own = b->colour[by], empty = ~(b->colour[0] | b->colour[1]);
    uint64_t hits = chess_pawn_attacks(at, !by) & b->piece[CB_PAWN];
    hits |= chess_knight_attacks(at) & b->piece[CB_KNIGHT];
    hits |= chess_king_attacks(at) & b->piece[CB_KING];
    if (b->kind == CB_KIND_SHATRANJ) {
        hits |= chess_alfil_attacks(at) & b->piece[CB_BISHOP];
        hits |= chess_ferz_attacks(at) & b->piece[CB_QUEEN];
        hits |= chess_rook_attacks(at, empty) & b->piece[CB_ROOK];
        return hits & own;
    }
    const chess_tables *t = chess_tables_get();
    hits |= chess_magic_bishop(t, sq, ~empty) & (b->piece[CB_BISHOP] | b->piece[CB_QUEEN]);
    hits |= chess_magic_rook(t, sq, ~empty) & (b->piece[CB_ROOK] | b->piece[CB_QUEEN]);
    return hits & own;
}

bool chess_in_check(const cb_board *b, int colour)
{
    uint64_t kings = b->colour[colour] & b->piece[CB_KING];
    if (!kings)
        return false;
    if (!(kings & (kings - 1)))
        return chess_attackers(b, __builtin_ctzll(kings), !colour) != 0;
    return (chess_attacked_squares(b, !colour) & kings) != 0;
}

/* Does the quiet move m (no capture, no promotion, not castling; the modern pieces) give
 * check? The enemy king's attackers on the board after it, without making it: the search
 * decides to prune most moves on this before making them. */
bool chess_quiet_move_checks(const cb_board *b, cb_move m)
{
    int side = b->side;
    uint64_t king = b->colour[!side] & b->piece[CB_KING];
    if (!king || (king & (king - 1))) { /* no king, or several: make the move and look */
        cb_board after = *b;
        chess_make_move(&after, m);
        return chess_in_check(&after, !side);
    }
    int ksq = __builtin_ctzll(king);
    uint64_t moved = CB_BIT(cb_from(m)) | CB_BIT(cb_to(m));
    uint64_t own = b->colour[side] ^ moved, occ = (b->colour[0] | b->colour[1]) ^ moved;
    int type = chess_piece_at(b, cb_from(m));
    uint64_t piece[CB_NONE];
    for (int t = CB_PAWN; t < CB_NONE; t++)
        piece[t] = (b->piece[t] ^ (t == type ? moved : 0)) & own;
    const chess_tables *t = chess_tables_get();
    return ((chess_pawn_attacks(king, !side) & piece[CB_PAWN]) |
            (chess_knight_attacks(king) & piece[CB_KNIGHT]) |
            (chess_king_attacks(king) & piece[CB_KING]) |
            (chess_magic_bishop(t, ksq, occ) & (piece[CB_BISHOP] | piece[CB_QUEEN])) |
            (chess_magic_rook(t, ksq, occ) & (piece[CB_ROOK] | piece[CB_QUEEN]))) != 0;
}

/* ---- moves ---- */

bool chess_is_castle(const cb_board *b, cb_move m)
{
    int d = cb_to(m) - cb_from(m);
    return (b->piece[CB_KING] & CB_BIT(cb_from(m))) && (d == 2 || d == -2);
}

/* Pawn moves to `targets` from `delta` squares behind; `lowest` is the lowest promotion piece
 * (CB_KNIGHT, or CB_QUEEN where the only promotion is to the queen). */
static int add_pawn_moves(uint64_t targets, int delta, bool king_promotion, int lowest,
                          cb_move *out, int n)
{
    while (targets) {
        int to = cb_pop(&targets), from = to - delta;
        if (CB_BIT(to) & (RANK_1 | RANK_8)) {
            for (int p = CB_QUEEN; p >= lowest; p--)
                out[n++] = cb_encode(from, to, p);
            if (king_promotion)
                out[n++] = cb_encode(from, to, CB_KING);
        } else {
            out[n++] = cb_encode(from, to, 0);
        }
    }
    return n;
}

static int add_moves(int from, uint64_t targets, cb_move *out, int n)
{
    while (targets)
        out[n++] = cb_encode(from, cb_pop(&targets), 0);
    return n;
}

/* Castling for `side` towards the rook on `rook_sq`: squares between empty, king not in
 * check, the squares it crosses and lands on not attacked. */
static int add_castle(const cb_board *b, int king_sq, int rook_sq, cb_move *out, int n)
{
    int side = b->side, step = rook_sq > king_sq ? 1 : -1;
    uint64_t occ = b->colour[0] | b->colour[1], own = b->colour[side];
    if (!(own & b->piece[CB_KING] & CB_BIT(king_sq)) ||
        !(own & b->piece[CB_ROOK] & CB_BIT(rook_sq)))
        return n;
    for (int sq = king_sq + step; sq != rook_sq; sq += step)
        if (occ & CB_BIT(sq))
            return n;
    for (int sq = king_sq, k = 0; k < 3; k++, sq += step)
        if (chess_attackers(b, sq, !side))
            return n;
    out[n++] = cb_encode(king_sq, king_sq + 2 * step, 0);
    return n;
}

int chess_board_pseudo_moves(const cb_board *b, bool castling, bool king_promotion, cb_move *out)
{
    int side = b->side, n = 0;
    uint64_t own = b->colour[side], enemy = b->colour[!side];
    uint64_t occ = own | enemy, empty = ~occ;
    uint64_t pawns = own & b->piece[CB_PAWN];

    /* pawns, set-wise; the medieval pawn never double-steps */
    bool modern = b->kind == CB_KIND_MODERN;
    int low = modern ? CB_KNIGHT : CB_QUEEN;
    uint64_t ep_squares = side == CB_WHITE ? b->ep << 8 : b->ep >> 8;
    uint64_t prey = enemy | ep_squares;
    if (side == CB_WHITE) {
        uint64_t one = (pawns << 8) & empty;
        uint64_t two = modern ? ((one & (RANK_1 << 16)) << 8) & empty : 0;
        n = add_pawn_moves(one, 8, king_promotion, low, out, n);
        n = add_pawn_moves(two, 16, king_promotion, low, out, n);
        n = add_pawn_moves((pawns << 7) & ~FILE_H & prey, 7, king_promotion, low, out, n);
        n = add_pawn_moves((pawns << 9) & ~FILE_A & prey, 9, king_promotion, low, out, n);
    } else {
        uint64_t one = (pawns >> 8) & empty;
        uint64_t two = modern ? ((one & (RANK_8 >> 16)) >> 8) & empty : 0;
        n = add_pawn_moves(one, -8, king_promotion, low, out, n);
        n = add_pawn_moves(two, -16, king_promotion, low, out, n);
        n = add_pawn_moves((pawns >> 9) & ~FILE_H & prey, -9, king_promotion, low, out, n);
        n = add_pawn_moves((pawns >> 7) & ~FILE_A & prey, -7, king_promotion, low, out, n);
    }
    if (!modern) {
        for (uint64_t p = own & b->piece[CB_BISHOP]; p;) {
            int from = cb_pop(&p);
            n = add_moves(from, chess_alfil_attacks(CB_BIT(from)) & ~own, out, n);
        }
        for (uint64_t p = own & b->piece[CB_QUEEN]; p;) {
            int from = cb_pop(&p);
            uint64_t to = chess_ferz_attacks(CB_BIT(from)) & ~own;
            if (b->castling & (side == CB_WHITE ? CB_WLEAP : CB_BLEAP) &&
                from == (side == CB_WHITE ? 3 : 59)) /* §6.3: never to capture */
                to |= two_step_leaps(CB_BIT(from)) & empty;
            n = add_moves(from, to, out, n);
        }
    }

    for (uint64_t p = own & b->piece[CB_KNIGHT]; p;) {
        int from = cb_pop(&p);
        n = add_moves(from, chess_knight_attacks(CB_BIT(from)) & ~own, out, n);
    }
    uint64_t queens = modern ? b->piece[CB_QUEEN] : 0;
    for (uint64_t p = modern ? own & (b->piece[CB_BISHOP] | queens) : 0; p;) {
        int from = cb_pop(&p);
        n = add_moves(from, chess_bishop_attacks(CB_BIT(from), empty) & ~own, out, n);
    }
    for (uint64_t p = own & (b->piece[CB_ROOK] | queens); p;) {
        int from = cb_pop(&p);
        n = add_moves(from, chess_rook_attacks(CB_BIT(from), empty) & ~own, out, n);
    }
    for (uint64_t p = own & b->piece[CB_KING]; p;) {
        int from = cb_pop(&p);
        n = add_moves(from, chess_king_attacks(CB_BIT(from)) & ~own, out, n);
    }
    if (castling) {
        int home = side == CB_WHITE ? 4 : 60;
        if (b->castling & (side == CB_WHITE ? CB_WK : CB_BK))
            n = add_castle(b, home, home + 3, out, n);
        if (b->castling & (side == CB_WHITE ? CB_WQ : CB_BQ))
            n = add_castle(b, home, home - 4, out, n);
    }
    return n;
}

uint8_t chess_rights_lost(int sq)
{
    switch (sq) {
    case 0:
        return CB_WQ;
    case 3:
        return CB_WLEAP;
    case 59:
        return CB_BLEAP;
    case 4:
        return CB_WK | CB_WQ;
    case 7:
        return CB_WK;
    case 56:
        return CB_BQ;
    case 60:
        return CB_BK | CB_BQ;
    case 63:
        return CB_BK;
    default:
        return 0;
    }
}

void chess_board_remove(cb_board *b, int colour, int type, int sq)
{
    b->colour[colour] &= ~CB_BIT(sq);
    b->piece[type] &= ~CB_BIT(sq);
    b->key ^= chess_zobrist_piece(colour, type, sq);
}

/* Puts or removes (the same exclusive or) a man, with its key from the table. */
static inline void toggle(cb_board *b, const uint64_t (*keys)[6][64], int colour, int type, int sq)
{
    b->colour[colour] ^= CB_BIT(sq);
    b->piece[type] ^= CB_BIT(sq);
    b->key ^= keys[colour][type][sq];
}

/* The type of the man known to stand on `sq`. */
static inline int type_on(const cb_board *b, int sq)
{
    uint64_t bit = CB_BIT(sq);
    int t = 0;
    while (!(b->piece[t] & bit))
        t++;
    return t;
}

void chess_make_move(cb_board *b, cb_move m)
{
    const uint64_t(*keys)[6][64] = chess_tables_get()->zobrist;
    int side = b->side, from = cb_from(m), to = cb_to(m), promo = cb_promo(m);
    int type = type_on(b, from);
    int victim = b->colour[!side] & CB_BIT(to) ? type_on(b, to) : CB_NONE;
    bool reset = type == CB_PAWN || victim != CB_NONE;
    if (type == CB_PAWN && victim == CB_NONE && (from - to) % 8 != 0) { /* en passant */
        toggle(b, keys, !side, CB_PAWN, side == CB_WHITE ? to - 8 : to + 8);
    } else if (victim != CB_NONE) {
        toggle(b, keys, !side, victim, to);
    }
    toggle(b, keys, side, type, from);
    toggle(b, keys, side, promo ? promo : type, to);
    if (type == CB_KING && (to - from == 2 || from - to == 2)) {
        int rook_from = to > from ? from + 3 : from - 4, rook_to = (from + to) / 2;
        toggle(b, keys, side, CB_ROOK, rook_from);
        toggle(b, keys, side, CB_ROOK, rook_to);
    }
    b->castling &= (uint8_t) ~(chess_rights_lost(from) | chess_rights_lost(to));
    b->ep = 0;
    if (type == CB_PAWN && (to - from == 16 || from - to == 16)) {
        uint64_t beside = ((CB_BIT(to) << 1) & ~FILE_A) | ((CB_BIT(to) >> 1) & ~FILE_H);
        if (beside & b->colour[!side] & b->piece[CB_PAWN])
            b->ep = CB_BIT(to);
    }
    b->halfmove = reset ? 0 : (uint16_t)(b->halfmove + 1);
    if (side == CB_BLACK)
        b->fullmove++;
    b->side = (uint8_t)!side;
    b->key ^= chess_zobrist_side();
}

/* ---- legal moves of orthodox chess ---- */

/* What the legal generator knows of the position: the enemy's attacks (through our king),
 * the pinned pieces and the squares a non-king move must reach (out of check). */
typedef struct legal_ctx {
    const chess_tables *t;
    const cb_board *b;
    int ksq;
    uint64_t pinned, mask;
    uint64_t ep_square; /* the square an en-passant capture lands on, 0 if none */
} legal_ctx;

/* Is `sq` attacked by `by` with the board's men but the occupancy `occ` for the sliders? */
static bool attacked_through(const chess_tables *t, const cb_board *b, int sq, int by,
                             uint64_t occ)
{
    uint64_t at = CB_BIT(sq), own = b->colour[by];
    return ((chess_pawn_attacks(at, !by) & b->piece[CB_PAWN] & own) |
            (chess_knight_attacks(at) & b->piece[CB_KNIGHT] & own) |
            (chess_king_attacks(at) & b->piece[CB_KING] & own) |
            (chess_magic_bishop(t, sq, occ) & (b->piece[CB_BISHOP] | b->piece[CB_QUEEN]) & own) |
            (chess_magic_rook(t, sq, occ) & (b->piece[CB_ROOK] | b->piece[CB_QUEEN]) & own)) != 0;
}

/* Squares attacked by `by`, the sliders seeing through the empty squares of ~occ. */
static uint64_t attacks_through(const chess_tables *t, const cb_board *b, int by, uint64_t occ)
{
    uint64_t own = b->colour[by];
    uint64_t a = chess_pawn_attacks(own & b->piece[CB_PAWN], by) |
                 chess_knight_attacks(own & b->piece[CB_KNIGHT]) |
                 chess_king_attacks(own & b->piece[CB_KING]);
    for (uint64_t p = own & (b->piece[CB_BISHOP] | b->piece[CB_QUEEN]); p;)
        a |= chess_magic_bishop(t, cb_pop(&p), occ);
    for (uint64_t p = own & (b->piece[CB_ROOK] | b->piece[CB_QUEEN]); p;)
        a |= chess_magic_rook(t, cb_pop(&p), occ);
    return a;
}

/* May a piece of ours go from `from` to `to` (not en passant)? Only a pinned piece is
 * restricted: it stays on the line through its king. */
static bool pin_allows(const legal_ctx *c, int from, int to)
{
    return !(c->pinned & CB_BIT(from)) || (c->t->line[c->ksq][from] & CB_BIT(to));
}

static bool en_passant_legal(const cb_board *b, int from, int to)
{
    cb_board after = *b;
    chess_make_move(&after, cb_encode(from, to, 0));
    return !chess_in_check(&after, b->side);
}

static int add_legal_pawn_moves(const legal_ctx *c, uint64_t targets, int delta, cb_move *out,
                                int n)
{
    if (!c->pinned && !(targets & (c->ep_square | RANK_1 | RANK_8))) { /* the usual case */
        while (targets) {
            int to = cb_pop(&targets);
            out[n++] = cb_encode(to - delta, to, 0);
        }
        return n;
    }
    while (targets) {
        int to = cb_pop(&targets), from = to - delta;
        if (CB_BIT(to) == c->ep_square) {
            if (en_passant_legal(c->b, from, to))
                out[n++] = cb_encode(from, to, 0);
            continue;
        }
        if (!pin_allows(c, from, to))
            continue;
        if (CB_BIT(to) & (RANK_1 | RANK_8)) {
            for (int p = CB_QUEEN; p >= CB_KNIGHT; p--)
                out[n++] = cb_encode(from, to, p);
        } else {
            out[n++] = cb_encode(from, to, 0);
        }
    }
    return n;
}

/* The king's move of castling towards the rook on `rook_sq` if the rights, the men and the
 * empty squares between allow it (the squares crossed are tested by the caller). */
static cb_move castle_candidate(const cb_board *b, int king_sq, int rook_sq)
{
    int step = rook_sq > king_sq ? 1 : -1;
    uint64_t occ = b->colour[0] | b->colour[1], own = b->colour[b->side];
    if (!(own & b->piece[CB_KING] & CB_BIT(king_sq)) ||
        !(own & b->piece[CB_ROOK] & CB_BIT(rook_sq)))
        return 0;
    for (int sq = king_sq + step; sq != rook_sq; sq += step)
        if (occ & CB_BIT(sq))
            return 0;
    return cb_encode(king_sq, king_sq + 2 * step, 0);
}

bool chess_board_legal_applies(const cb_board *b)
{
    return b->kind == CB_KIND_MODERN && single(b->colour[b->side] & b->piece[CB_KING]);
}

int chess_board_legal_moves(const cb_board *b, cb_move *out)
{
    legal_ctx c = {.t = chess_tables_get(), .b = b};
    const chess_tables *t = c.t;
    int side = b->side, n = 0;
    uint64_t own = b->colour[side], enemy = b->colour[!side], occ = own | enemy, empty = ~occ;
    uint64_t king = own & b->piece[CB_KING];
    c.ksq = __builtin_ctzll(king);
    uint64_t diag = b->piece[CB_BISHOP] | b->piece[CB_QUEEN];
    uint64_t line = b->piece[CB_ROOK] | b->piece[CB_QUEEN];
    uint64_t checkers = (chess_pawn_attacks(king, side) & b->piece[CB_PAWN]) |
                        (chess_knight_attacks(king) & b->piece[CB_KNIGHT]) |
                        (chess_magic_bishop(t, c.ksq, occ) & diag) |
                        (chess_magic_rook(t, c.ksq, occ) & line);
    checkers &= enemy;

    if (!(checkers & (checkers - 1))) { /* not in double check: the other men may move */
        uint64_t snipers = ((chess_magic_bishop(t, c.ksq, enemy) & diag) |
                            (chess_magic_rook(t, c.ksq, enemy) & line)) &
                           enemy;
        while (snipers) {
            uint64_t between = t->between[c.ksq][cb_pop(&snipers)] & occ;
            if (single(between))
                c.pinned |= between & own;
        }
        c.mask = checkers ? checkers | t->between[c.ksq][__builtin_ctzll(checkers)] : ~0ULL;
        c.ep_square = side == CB_WHITE ? b->ep << 8 : b->ep >> 8;
        uint64_t pawns = own & b->piece[CB_PAWN], prey = (enemy & c.mask) | c.ep_square;
        uint64_t reach = empty & c.mask;
        if (side == CB_WHITE) {
            uint64_t one = (pawns << 8) & empty;
            n = add_legal_pawn_moves(&c, one & c.mask, 8, out, n);
            n = add_legal_pawn_moves(&c, ((one & (RANK_1 << 16)) << 8) & reach, 16, out, n);
            n = add_legal_pawn_moves(&c, (pawns << 7) & ~FILE_H & prey, 7, out, n);
            n = add_legal_pawn_moves(&c, (pawns << 9) & ~FILE_A & prey, 9, out, n);
        } else {
            uint64_t one = (pawns >> 8) & empty;
            n = add_legal_pawn_moves(&c, one & c.mask, -8, out, n);
            n = add_legal_pawn_moves(&c, ((one & (RANK_8 >> 16)) >> 8) & reach, -16, out, n);
            n = add_legal_pawn_moves(&c, (pawns >> 9) & ~FILE_H & prey, -9, out, n);
            n = add_legal_pawn_moves(&c, (pawns >> 7) & ~FILE_A & prey, -7, out, n);
        }
        uint64_t targets = ~own & c.mask;
        for (uint64_t p = own & b->piece[CB_KNIGHT] & ~c.pinned; p;) {
            int from = cb_pop(&p);
            n = add_moves(from, chess_knight_attacks(CB_BIT(from)) & targets, out, n);
        }
        for (uint64_t p = own & diag; p;) {
            int from = cb_pop(&p);
            uint64_t to = chess_magic_bishop(t, from, occ) & targets;
            if (c.pinned & CB_BIT(from))
                to &= t->line[c.ksq][from];
            n = add_moves(from, to, out, n);
        }
        for (uint64_t p = own & line; p;) {
            int from = cb_pop(&p);
            uint64_t to = chess_magic_rook(t, from, occ) & targets;
            if (c.pinned & CB_BIT(from))
                to &= t->line[c.ksq][from];
            n = add_moves(from, to, out, n);
        }
    }
    /* The king's squares are tested as if he were gone (he cannot step back along a check);
     * castling (never out of check) may test the same way: a line through the king's square
     * would be a check. One map of the enemy's attacks when there are several squares. */
    cb_move castles[2] = {0, 0};
    if (!checkers && b->castling) {
        int home = side == CB_WHITE ? 4 : 60;
        if (b->castling & (side == CB_WHITE ? CB_WK : CB_BK))
            castles[0] = castle_candidate(b, home, home + 3);
        if (b->castling & (side == CB_WHITE ? CB_WQ : CB_BQ))
            castles[1] = castle_candidate(b, home, home - 4);
    }
    uint64_t crossed = 0;
    for (int i = 0; i < 2; i++)
        if (castles[i])
            crossed |= t->between[c.ksq][cb_to(castles[i]) + (i == 0 ? 1 : -1)];
    uint64_t steps = chess_king_attacks(king) & ~own, occ_without_king = occ ^ king;
    uint64_t attacked = 0;
    uint64_t tested = steps | crossed, two_fewer = tested & (tested - 1);
    if (two_fewer & (two_fewer - 1)) { /* three squares or more */
        attacked = attacks_through(t, b, !side, occ_without_king);
    } else {
        for (uint64_t q = tested; q;) {
            int sq = cb_pop(&q);
            if (attacked_through(t, b, sq, !side, occ_without_king))
                attacked |= CB_BIT(sq);
        }
    }
    n = add_moves(c.ksq, steps & ~attacked, out, n);
    for (int i = 0; i < 2; i++)
        if (castles[i] && !(attacked & t->between[c.ksq][cb_to(castles[i]) + (i == 0 ? 1 : -1)]))
            out[n++] = castles[i];
    return n;
}
