/* The draughts family (rules/draughts.md): one rules engine, the variants as rows of its rule
 * table (draughts.c). */
#include "tabula/family.h"

extern const tb_variant tb_variant_draughts;
extern const tb_variant tb_variant_draughts_brazilian;
extern const tb_variant tb_variant_draughts_canadian;
extern const tb_variant tb_variant_draughts_russian;
extern const tb_variant tb_variant_draughts_english;
extern const tb_variant tb_variant_draughts_portuguese;
extern const tb_variant tb_variant_draughts_german;
extern const tb_variant tb_variant_draughts_czech;
extern const tb_variant tb_variant_draughts_thai;
extern const tb_variant tb_variant_draughts_turkish;
extern const tb_variant tb_variant_draughts_armenian;
extern const tb_variant tb_variant_draughts_croda;
/* the historical games of §9 (alquerque.c, fanorona.c) */
extern const tb_variant tb_variant_draughts_alquerque;
extern const tb_variant tb_variant_draughts_dablot;
extern const tb_variant tb_variant_draughts_fanorona;

static const tb_variant *const variants[] = {
    &tb_variant_draughts,         &tb_variant_draughts_brazilian, &tb_variant_draughts_canadian,
    &tb_variant_draughts_russian, &tb_variant_draughts_english,   &tb_variant_draughts_portuguese,
    &tb_variant_draughts_german,  &tb_variant_draughts_czech,     &tb_variant_draughts_thai,
    &tb_variant_draughts_turkish, &tb_variant_draughts_armenian,  &tb_variant_draughts_croda,
    &tb_variant_draughts_alquerque, &tb_variant_draughts_dablot, &tb_variant_draughts_fanorona,
    NULL,
};

/* Order matters: the first pattern that matches a reason wins. */
static const tb_phrase reasons[] = {
    {"%s wins: %s has no pieces left", "ganham as %s: as %s ficaram sem peças"},
    {"%s wins: %s cannot move", "ganham as %s: as %s não podem jogar"},
    {"draw: threefold repetition", "empate: tripla repetição"},
    {"draw: 16 moves with three kings against one", "empate: 16 lances com três damas contra uma"},
    {"draw: 16 moves in a three against one king ending",
     "empate: 16 lances num final de três peças contra uma dama"},
    {"draw: 5 moves in a two against one king ending",
     "empate: 5 lances num final de duas peças contra uma dama"},
    {"draw: 25 moves each with kings only", "empate: 25 lances de cada lado só com damas"},
    {NULL, NULL},
};

static const tb_phrase status[] = {
    {"%s to move, capture under way", "Jogam as %s, captura em curso"},
    {"%s to move", "Jogam as %s"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Negras"},
    {NULL, NULL},
};

const tb_family tb_family_draughts = {
    .id = "draughts",
    .name_pt = "Damas",
    .name_en = "Draughts",
    .variants = variants,
    .traits = TB_TRAIT_MULTI_ACTION,
    .reasons = reasons,
    .status = status,
    .words = words,
};
