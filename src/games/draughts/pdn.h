/* PDN (Portable Draughts Notation): whole draughts games as the draughts family's record
 * format (tabula/family.h), read and written by `tabula play` (FILE.pdn) and the tests. */
#ifndef TABULA_GAMES_DRAUGHTS_PDN_H
#define TABULA_GAMES_DRAUGHTS_PDN_H

#include <stdbool.h>

#include "tabula/family.h"
#include "tabula/record.h"

extern const tb_record_format tb_draughts_pdn_format;

/* True for PDN text: tags without tabula's [Game], with a GameType tag or numbered moves. */
bool draughts_pdn_detect(const char *text);
/* The record format's read and write (tabula/family.h): a game from *text (moved past it);
 * the game as PDN (malloc'd; NULL outside the draughts family). */
bool draughts_pdn_read(const char **text, const char *variant, tb_record *out,
                       tb_record_tags *tags, tb_error *err);
char *draughts_pdn_write(const tb_game *game, const void *start, const tb_action *actions,
                         int count, const tb_record_tags *tags, bool sources);

#endif
