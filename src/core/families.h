/* The families CMake found under src/games/ (a folder with a family.c): the generated
 * families.c in the build folder defines this NULL-terminated list. */
#ifndef TABULA_CORE_FAMILIES_H
#define TABULA_CORE_FAMILIES_H

#include "tabula/family.h"

extern const tb_family *const tb_families[];

#endif
