/* The book's move notation (rules/chess.md §0.2), shared by every chess class: N:f3, Re:d4,
 * e4, d2:e3, e8Q, 0-0, 0-0-0; standard SAN (Nxf3, O-O, e8=Q), long algebraic (e2e4,
 * Ng1-f3) and the book's d:c5 and d:e are read too. The classes describe their moves with
 * cn_move and decide legality; this file only reads and writes the text. */
#ifndef TABULA_GAMES_CHESS_NOTATION_H
#define TABULA_GAMES_CHESS_NOTATION_H

#include <stdbool.h>
#include <stddef.h>

#include "games/chess/board.h"
#include "tabula/game.h"

extern const char CHESS_PIECE_LETTERS[]; /* "PNBRQK", indexed by CB_PAWN..CB_KING */

/* One move as the notation sees it. */
typedef struct cn_move {
    int type;     /* CB_PAWN..CB_KING: the moving piece */
    int from, to; /* squares */
    int promo;    /* 0, or the new piece */
    bool capture;
    int castle; /* 0, 1 king side (0-0), 2 queen side (0-0-0) */
} cn_move;

/* The description of pseudo-legal move `m` on board `b` (side to move = the mover). */
cn_move chess_notation_describe(const cb_board *b, cb_move m);

/* Writes `m` in the book's notation, without check marks. `rivals` are legal moves of the
 * position (any subset holding those of the same piece type to the same square is enough) and
 * settle the disambiguation (file, else rank, else square). Returns the length. */
int chess_notation_format(const cn_move *m, const cn_move *rivals, int nrivals, char *buf,
                          size_t len);

/* Standard SAN of a text written by chess_notation_format (with its check marks): ':' becomes 'x',
 * a pawn capture keeps only its origin file, castling uses O, a promotion takes '='. */
int chess_to_san(const char *book, char *buf, size_t len);

/* A move text read into what it says about the move. */
typedef struct cn_pattern {
    int castle;               /* 0, 1 or 2 */
    int type;                 /* the piece letter's type (CB_PAWN without a letter) */
    bool any_piece;           /* long algebraic e2e4: the origin square names the piece */
    int promo;                /* 0 or the piece written */
    int dest_file, dest_rank; /* dest_rank -1 for the file-only pawn capture d:e */
    int from_file, from_rank; /* -1 when not given */
    bool capture;             /* ':' or 'x' written */
} cn_pattern;

/* Reads a move text (trailing + # ! ? and "e.p." ignored). False with a message on text that
 * is not a move. */
bool chess_notation_parse(const char *text, cn_pattern *p, tb_error *err);

enum { CN_NO, CN_MATCH, CN_NEEDS_PROMOTION };
/* Does the pattern fit the move? CN_NEEDS_PROMOTION: everything but the promotion piece
 * fits and no piece was written. */
int chess_notation_match(const cn_pattern *p, const cn_move *m);

/* "e4" for square 28. */
int chess_notation_square_name(int sq, char *buf);
/* The type of a piece letter (upper case), or CB_NONE. */
int chess_notation_letter_type(char ch);

#endif
