/* PGN (Portable Game Notation) for the chess family: whole games in and out, with the
 * variant in a [Variant "..."] tag and a set-up position in [SetUp "1"] [FEN "..."].
 *
 * Reading accepts standard SAN and the book's notation (rules/chess.md §0.2), comments {...}
 * and ;..., variations (...), NAGs $n, move numbers "12." "12..." and the result token. A
 * progressive series that stops early is closed when the next move number comes. Writing
 * uses standard SAN (Nxf3, O-O, e8=Q; exchange-chess swaps as R/b8), or the book's notation,
 * one number per turn (per series in the progressive games). */
#ifndef TABULA_GAMES_CHESS_PGN_H
#define TABULA_GAMES_CHESS_PGN_H

#include <stdbool.h>

#include "tabula/family.h"
#include "tabula/game.h"
#include "tabula/record.h"

/* The tags of a game other than those tabula writes itself (Variant, SetUp, FEN, Options):
 * the roster's Event, Site, Date, Round, White, Black, Result and any others, kept so that a
 * game read and written again keeps them (Result is kept where the rules do not end the game:
 * a resignation, an agreed draw). */
enum { TB_PGN_MAX_TAGS = TB_RECORD_MAX_TAGS };
typedef tb_record_tags tb_pgn_tags;

/* PGN as the chess family's record format (tabula/family.h). */
extern const tb_record_format tb_chess_pgn_format;

/* True if the text is PGN rather than a tabula record (no [Game "..."] tag before the
 * moves). */
bool tb_pgn_detect(const char *text);

/* Reads the game that starts at *text and moves *text past it. Returns false with a message
 * on a bad game (naming the move), or with err->msg empty when only blank text is left.
 * `variant` (NULL for none) is used when the game has no [Variant] tag; `tags` (NULL if not
 * wanted) receives the game's other tags. */
bool tb_pgn_read(const char **text, const char *variant, tb_record *out, tb_pgn_tags *tags,
                 tb_error *err);

/* The game as PGN text (malloc'd), with the given tags (NULL: "?" for the roster).
 * `book` writes the book's notation instead of SAN. Fails (NULL) only for games outside the
 * chess family. */
char *tb_pgn_write(const tb_game *game, const void *start, const tb_action *actions, int count,
                   const tb_pgn_tags *tags, bool book);

/* The PGN name of a variant ("Antichess" for chess/losing, the tabula id for ours) and back:
 * the variant of a [Variant] tag value (standard names, tabula ids and names), or NULL. */
const char *tb_pgn_variant_name(const tb_variant *v);
const tb_variant *tb_pgn_variant_find(const char *tag);

#endif
