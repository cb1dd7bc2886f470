/* Every playable variant, by name. */
#ifndef TABULA_REGISTRY_H
#define TABULA_REGISTRY_H

#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

int tb_registry_count(void);
const tb_variant *tb_registry_at(int i);
/* Finds a variant by id, case-insensitively, also accepting its names without accents
 * ("gatos-caes", "Gatos & Cães"). NULL when unknown. */
const tb_variant *tb_registry_find(const char *name);

#ifdef __cplusplus
}
#endif
#endif
