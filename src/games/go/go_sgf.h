/* SGF FF[4] records of Go games (GM[1]): the whole main line with SZ, KM, HA/AB, RU and RE.
 * Only the `go` variant (square boards) has an SGF form. */
#ifndef TABULA_GAMES_GO_SGF_H
#define TABULA_GAMES_GO_SGF_H

#include <stdbool.h>

#include "tabula/game.h"
#include "tabula/family.h"
#include "tabula/record.h"

/* True if the text looks like SGF ("(;" after blanks). */
bool go_sgf_detect(const char *text);
/* The record as SGF (malloc'd), or NULL with a message if the game is not `go`. Actions of
 * the scoring phase are left out; the result (RE) is the outcome of the final state. */
char *go_sgf_write(const tb_game *game, const void *start, const tb_action *actions, int count,
                   tb_error *err);
/* Reads the main line of an SGF game into a `go` record (options from SZ, KM, HA, RU; the
 * handicap stones of AB; moves; a resignation from RE). Errors name the move. */
bool go_sgf_read(const char *text, tb_record *out, tb_error *err);

/* The family's record format: `tabula play` saves FILE.sgf and loads SGF through it. */
extern const tb_record_format go_sgf_format;

#endif
