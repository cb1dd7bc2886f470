/* What the chess family's files share about the family itself (family.c). */
#ifndef TABULA_GAMES_CHESS_FAMILY_H
#define TABULA_GAMES_CHESS_FAMILY_H

#include "tabula/family.h"

extern const tb_family tb_family_chess;

/* `tabula uci` (uci.c): UCI on standard input and output. */
int tb_chess_uci(int argc, char **argv);

#endif
