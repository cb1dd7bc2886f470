/* What the chess family's files share about the family itself (family.c). */
#ifndef TABULA_GAMES_CHESS_FAMILY_H
#define TABULA_GAMES_CHESS_FAMILY_H

#include "games/chess/board.h"
#include "tabula/family.h"

extern const tb_family tb_family_chess;

/* `tabula uci` (uci.c): UCI on standard input and output. */
int tb_chess_uci(int argc, char **argv);
/* A move in UCI's long algebraic notation ("e7e8q"); END_SERIES and the like as "0000". */
void chess_move_uci_text(cb_move m, char buf[6]);

#endif
