/* Game records as text:
 *
 *   [Game "avanco"]
 *   [Options "..."]          every option, defaults included
 *   [Position "..."]         only when the game did not start from the initial position
 *   [Result "White: reached the last row"]
 *   1. d2-d3
 *   2. e7-e6 ...             one turn per line, in the game's turn notation (by
 *                            default its actions separated by spaces)
 */
#ifndef TABULA_RECORD_H
#define TABULA_RECORD_H

#include "tabula/game.h"

typedef struct tb_record {
    tb_game *game;
    void *start;        /* the starting position */
    tb_action *actions; /* every action in order */
    int count;
} tb_record;

/* Returns the record as malloc'd text. */
char *tb_record_write(const tb_game *game, const void *start, const tb_action *actions, int count);
/* Reads a record; on success the caller owns out (tb_record_free). On error nothing is
 * allocated and the message names the line. */
bool tb_record_read(const char *text, tb_record *out, tb_error *err);
/* Reads a record of a given variant (one the registry need not list); a [Game] tag, if any,
 * must name it. */
bool tb_record_read_variant(const tb_variant *variant, const char *text, tb_record *out,
                            tb_error *err);
void tb_record_free(tb_record *r);

/* Reads "[Name "value"]" lines: true if `line` is a tag, with name and value copied out.
 * Returns false for other lines; sets err and returns false on a malformed tag (err->msg
 * non-empty). */
bool tb_record_tag(const char *line, char *name, size_t name_len, char *value, size_t value_len,
                   tb_error *err);
/* Skips a turn number ("12." or "12...") at the start of a line. */
const char *tb_record_skip_number(const char *line);

#endif
