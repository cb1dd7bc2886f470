/* The chess board shared by every chess variant: bitboards, pseudo-legal move generation,
 * making a move, attacks. Square = rank * 8 + file, a1 = 0, h8 = 63.
 *
 * Sliding attacks use Kogge-Stone fills (no tables), so the board needs no initialisation and
 * no global state. The rules of each variant (king safety, compulsory capture, series) are
 * layered on top in chess.c. */
#ifndef TABULA_GAMES_CHESS_BOARD_H
#define TABULA_GAMES_CHESS_BOARD_H

#include <stdbool.h>
#include <stdint.h>

enum { CB_WHITE, CB_BLACK };
enum { CB_PAWN, CB_KNIGHT, CB_BISHOP, CB_ROOK, CB_QUEEN, CB_KING, CB_NONE };
enum { CB_WK = 1, CB_WQ = 2, CB_BK = 4, CB_BQ = 8 }; /* castling rights */
/* Alfonso X's chess (rules/chess.md §6.3): the queen (minister) on d1/d8 has not moved yet and
 * may still make its first-move leap. Kept with the castling rights, lost the same way. */
enum { CB_WLEAP = 16, CB_BLEAP = 32 };
/* How the pieces move: the modern game, or the medieval one of §6.1-§6.3 (the queen is the
 * minister, one square diagonally; the bishop the elephant, a two-square diagonal leap; pawns
 * never double-step and promote only to the minister). */
enum { CB_KIND_MODERN = 0, CB_KIND_SHATRANJ = 1 };

/* Bound on pseudo-legal moves for any position the parsers accept (at most 16 men a side:
 * 15 queens and a king make 413). */
#define CB_MAX_MOVES 512

typedef struct cb_board {
    uint64_t colour[2];
    uint64_t piece[6];
    uint64_t ep;  /* pawns of the side not to move that may be taken en passant now */
    uint64_t key; /* Zobrist key of the placement and the side to move */
    uint16_t halfmove, fullmove;
    uint8_t side, castling;
    uint8_t kind; /* CB_KIND_*: fixed by the variant */
    uint8_t pad;  /* zero */
} cb_board;

/* A move: from (6 bits), to (6 bits), promotion piece (CB_KNIGHT..CB_KING, 0 = none).
 * Castling is the king's two-square move; en passant is a pawn's diagonal move to an empty
 * square. */
typedef uint32_t cb_move;
static inline cb_move cb_encode(int from, int to, int promo)
{
    return (cb_move)(from | to << 6 | promo << 12);
}
static inline int cb_from(cb_move m)
{
    return (int)(m & 63);
}
static inline int cb_to(cb_move m)
{
    return (int)(m >> 6 & 63);
}
static inline int cb_promo(cb_move m)
{
    return (int)(m >> 12 & 7);
}

#define CB_BIT(sq) (1ULL << (sq))

static inline int cb_pop(uint64_t *b)
{
    int sq = __builtin_ctzll(*b);
    *b &= *b - 1;
    return sq;
}

/* Zobrist keys, computed by a fixed mixing function. */
uint64_t chess_zobrist_piece(int colour, int type, int sq);
uint64_t chess_zobrist_side(void);
/* Key of the placement, side, castling rights and en-passant pawns (FIDE identity). */
uint64_t chess_full_key(const cb_board *b);

void chess_board_clear(cb_board *b);
void chess_board_put(cb_board *b, int colour, int type, int sq);
void chess_board_remove(cb_board *b, int colour, int type, int sq);
/* The castling (and §6.3 leap) rights lost when a piece leaves or lands on `sq`. */
uint8_t chess_rights_lost(int sq);
void chess_board_start(cb_board *b);
/* The type of the piece on sq, CB_NONE if empty (inline: move ordering asks at every move). */
static inline int chess_piece_at(const cb_board *b, int sq)
{
    uint64_t bit = CB_BIT(sq);
    if (!((b->colour[0] | b->colour[1]) & bit))
        return CB_NONE;
    for (int t = 0; t < CB_NONE; t++)
        if (b->piece[t] & bit)
            return t;
    return CB_NONE;
}
int chess_colour_at(const cb_board *b, int sq); /* -1 if empty */

/* The leapers' and pawns' attacks of a set of men, inline: the evaluation and the generator
 * ask for them at every node. */
#define CB_FILE_A 0x0101010101010101ULL
#define CB_FILE_H 0x8080808080808080ULL
static inline uint64_t chess_knight_attacks(uint64_t b)
{
    uint64_t l1 = (b >> 1) & ~CB_FILE_H, l2 = (b >> 2) & ~(CB_FILE_H | CB_FILE_H >> 1);
    uint64_t r1 = (b << 1) & ~CB_FILE_A, r2 = (b << 2) & ~(CB_FILE_A | CB_FILE_A << 1);
    uint64_t h1 = l1 | r1, h2 = l2 | r2;
    return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}
static inline uint64_t chess_king_attacks(uint64_t b)
{
    uint64_t row = b | ((b << 1) & ~CB_FILE_A) | ((b >> 1) & ~CB_FILE_H);
    return (row | row << 8 | row >> 8) & ~b;
}
static inline uint64_t chess_pawn_attacks(uint64_t pawns, int colour)
{
    if (colour == CB_WHITE)
        return ((pawns << 7) & ~CB_FILE_H) | ((pawns << 9) & ~CB_FILE_A);
    return ((pawns >> 9) & ~CB_FILE_H) | ((pawns >> 7) & ~CB_FILE_A);
}
uint64_t chess_bishop_attacks(uint64_t from, uint64_t empty);
uint64_t chess_rook_attacks(uint64_t from, uint64_t empty);
uint64_t chess_ferz_attacks(uint64_t from);  /* one square diagonally */
uint64_t chess_alfil_attacks(uint64_t from); /* two squares diagonally, leaping */
/* Every square `by` attacks (castling never attacks). */
uint64_t chess_attacked_squares(const cb_board *b, int by);
/* Pieces of colour `by` attacking `sq`. */
uint64_t chess_attackers(const cb_board *b, int sq, int by);
/* Pieces of `colour` pinned to its (single) king; 0 without exactly one king. */
uint64_t chess_pinned(const cb_board *b, int colour);
/* True if some king of `colour` is attacked. */
bool chess_in_check(const cb_board *b, int colour);
/* Does the quiet move m give check (no capture, no promotion, not castling; modern pieces)?
 * The same answer as chess_in_check after it, without making it. */
bool chess_quiet_move_checks(const cb_board *b, cb_move m);

bool chess_is_castle(const cb_board *b, cb_move m);
/* A pawn's diagonal move to an empty square (inline, as the next: the search asks per move). */
static inline bool chess_is_en_passant(const cb_board *b, cb_move m)
{
    int from = cb_from(m), to = cb_to(m);
    return (b->piece[CB_PAWN] & CB_BIT(from)) && (from - to) % 8 != 0 &&
           !((b->colour[0] | b->colour[1]) & CB_BIT(to));
}
static inline bool chess_is_capture(const cb_board *b, cb_move m)
{
    return (b->colour[!b->side] & CB_BIT(cb_to(m))) || chess_is_en_passant(b, m);
}

/* Pseudo-legal moves of the side to move. `castling` and `king_promotion` select the rules
 * of the variant; castling moves are only generated when the king does not leave, cross or
 * land on an attacked square. The board's kind selects how the pieces move. Returns the
 * count. */
int chess_board_pseudo_moves(const cb_board *b, bool castling, bool king_promotion, cb_move *out);

/* Orthodox chess (§1) on a modern board whose side to move has one king: the legal moves,
 * castling included, from pin masks and check evasions (only en passant is made and
 * tested), in the order chess_board_pseudo_moves lists them. Returns the count. Only for a
 * board where chess_board_legal_applies holds. */
bool chess_board_legal_applies(const cb_board *b);
int chess_board_legal_moves(const cb_board *b, cb_move *out);

/* Makes a pseudo-legal move: updates placement, key, castling rights, clocks, the side to
 * move, and sets ep to the double-stepped pawn when an enemy pawn stands beside it (the
 * caller keeps it only if such a capture is legal in its rules). */
void chess_make_move(cb_board *b, cb_move m);

#endif
