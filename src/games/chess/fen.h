/* What every chess class (chess.c, alice.c) writes and reads alike: the FEN placement and
 * castling fields, the move counters, the repetition history written as rep= (hex keys,
 * comma separated, empty for an unknown entry) and its threefold rule, the outcome, and the
 * pieces of the view. */
#ifndef TABULA_GAMES_CHESS_FEN_H
#define TABULA_GAMES_CHESS_FEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/chess/board.h"
#include "tabula/game.h"
#include "tabula/view.h"

/* The FEN placement field of board `b` (ranks top first). */
void cf_placement_text(const cb_board *b, char *out, size_t len);

/* Puts the pieces of a placement read by tb_grid_from_fen ("KQRBNPkqrbnp" cells, '\0' for
 * empty) on `b`, which the caller cleared; counts each colour's men, pawns and kings into the
 * arrays (added to what they hold). */
void cf_put_cells(cb_board *b, const char cells[64], int men[2], int pawns[2], int kings[2]);

/* "KQkq" (the rights held) or "-". */
void cf_castling_text(uint8_t castling, char out[5]);

/* The castling right a FEN letter names: its CB_WK..CB_BQ bit index, and the squares its king
 * and rook stand on; -1 for a letter that is not one of KQkq. */
int cf_castling_letter(char letter, int *king, int *rook);

/* Splits the fields after the placement (in `buf`, changed by strtok_r) into at most 5 plain
 * fields; returns the first name=value (or sixth) token, NULL if none, for strtok_r(NULL, " ",
 * save) to go on from. */
char *cf_split_fields(char *buf, char *fields[5], int *nf, char **save);

/* A decimal number in [lo, hi], the whole text. */
bool cf_read_number(const char *text, long lo, long hi, long *out);

/* Appends " rep=..." for hist[0..len) to text (holding n chars of cap) when an entry is
 * known; returns the new length. */
size_t cf_rep_text(const uint64_t *hist, int len, char *text, size_t n, size_t cap);

/* Reads the value of rep= into hist[0..cap) (which the caller zeroed). */
bool cf_read_rep(const char *value, uint64_t *hist, int cap, tb_error *err);

/* Has `key` stood twice before among hist[0..clock) (entries past cap unknown)? */
bool cf_threefold(const uint64_t *hist, int clock, int cap, uint64_t key);

/* Ends the game: `winner` (CB_WHITE or CB_BLACK) wins, or a draw when it is -1. */
void cf_set_result(tb_outcome *o, int winner, const char *reason);

/* Puts the piece on square `sq` of `b`, if any, on view cell `cell` (FEN letter as symbol). */
void cf_view_piece(tb_view *v, int cell, const cb_board *b, int sq);
/* Marks the king of `colour` in check (cells first .. first+63 are a1..h8). */
void cf_view_mark_check(tb_view *v, int first, const cb_board *b, int colour);

#endif
