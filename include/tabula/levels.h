/* The computer's built-in levels (easy, medium, hard): one resolution for the terminal menu
 * and the server, so both put the same player behind a level of a game. */
#ifndef TABULA_LEVELS_H
#define TABULA_LEVELS_H
#include <stdbool.h>
#include <stddef.h>

#include "tabula/game.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct tb_level {
    const char *id;           /* "easy", "medium", "hard" */
    const char *name_en, *name_pt;
    const char *generic_spec; /* the player of a game whose family puts none behind the level */
} tb_level;

int tb_level_count(void);
const tb_level *tb_level_at(int i);
/* The level of that id (any case), or NULL. */
const tb_level *tb_level_find(const char *id);
/* The player spec behind a level for a variant: the family's own (tb_family.level_spec),
 * else the generic one; v NULL: the generic one. */
const char *tb_level_player(const tb_variant *v, const tb_level *level);
/* What a player spec is, in words for people ("alpha-beta search, depth 2, 0.2 s a move";
 * the exact solver: "plays perfectly whenever ..."), in Portuguese when pt. */
void tb_spec_describe(const char *spec, bool pt, char *out, size_t size);
/* The level's name and what its player is for the variant: "easy — ...". */
void tb_level_describe(const tb_variant *v, const tb_level *level, bool pt, char *out,
                       size_t size);

#ifdef __cplusplus
}
#endif
#endif
