/* The component kinds a position text may name (combinatorial.md §1). A new kind adds an
 * extern line and an entry line in its group. */
#include "games/combinatorial/comb.h"

/* Heap games (src/games/impartial/). */
extern const tb_comb_kind tb_kind_nim;
extern const tb_comb_kind tb_kind_sub;
extern const tb_comb_kind tb_kind_addup;
extern const tb_comb_kind tb_kind_nimble;
extern const tb_comb_kind tb_kind_avarento;
extern const tb_comb_kind tb_kind_greedy;
extern const tb_comb_kind tb_kind_quim;
extern const tb_comb_kind tb_kind_matrix;
extern const tb_comb_kind tb_kind_lim;
extern const tb_comb_kind tb_kind_plainim;
extern const tb_comb_kind tb_kind_stairs;
extern const tb_comb_kind tb_kind_kayles;
extern const tb_comb_kind tb_kind_parity;
/* kinds: heap-game externs above this line */

/* Board and partizan games. */
extern const tb_comb_kind tb_kind_queens;
extern const tb_comb_kind tb_kind_queens2;
extern const tb_comb_kind tb_kind_euclid;
extern const tb_comb_kind tb_kind_chomp;
extern const tb_comb_kind tb_kind_hackenbush;
extern const tb_comb_kind tb_kind_array;
extern const tb_comb_kind tb_kind_triangle;
extern const tb_comb_kind tb_kind_graph;
extern const tb_comb_kind tb_kind_domineering;
extern const tb_comb_kind tb_kind_lions;
extern const tb_comb_kind tb_kind_game;
/* kinds: board-game externs above this line */

const tb_comb_kind *const tb_comb_kinds[] = {
    /* heap games */
    &tb_kind_nim, &tb_kind_sub, &tb_kind_addup,
    &tb_kind_nimble,
    &tb_kind_avarento,
    &tb_kind_greedy,
    &tb_kind_quim,
    &tb_kind_matrix,
    &tb_kind_lim,
    &tb_kind_plainim,
    &tb_kind_stairs,
    &tb_kind_kayles,
    &tb_kind_parity,
    /* kinds: heap-game entries above this line */

    /* board and partizan games */
    &tb_kind_queens,
    &tb_kind_queens2,
    &tb_kind_euclid,
    &tb_kind_chomp,
    &tb_kind_hackenbush,
    &tb_kind_array,
    &tb_kind_triangle,
    &tb_kind_graph,
    &tb_kind_domineering,
    &tb_kind_lions,
    &tb_kind_game,
    /* kinds: board-game entries above this line */
};

int tb_comb_kind_count(void)
{
    return (int)(sizeof tb_comb_kinds / sizeof tb_comb_kinds[0]);
}
