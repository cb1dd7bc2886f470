/* The combinatorial family's services (services.c), named by its family.c. */
#ifndef TABULA_GAMES_COMBINATORIAL_SERVICES_H
#define TABULA_GAMES_COMBINATORIAL_SERVICES_H

#include "tabula/family.h"

extern const tb_analysis_service tb_comb_analysis;
extern const tb_table_service tb_comb_tables;
extern const tb_player_kind tb_player_cgt;

#endif
