/* Bill Taylor's election games (rules/elections.md): Sierpinski triangles, hexagonal boards
 * and the cube, won by nested majorities. */
#include "tabula/family.h"

extern const tb_variant tb_variant_elections_sierpinski;
extern const tb_variant tb_variant_elections_sierpinski_alliances;
extern const tb_variant tb_variant_elections_sierpinski_sizes;
extern const tb_variant tb_variant_elections_hex_small;
extern const tb_variant tb_variant_elections_hex_large;
extern const tb_variant tb_variant_elections_cube;

static const tb_variant *const variants[] = {
    &tb_variant_elections_sierpinski,     &tb_variant_elections_sierpinski_alliances,
    &tb_variant_elections_sierpinski_sizes, &tb_variant_elections_hex_small,
    &tb_variant_elections_hex_large,      &tb_variant_elections_cube,
    NULL,
};

static const tb_phrase reasons[] = {
    {"%s wins the election", "%s ganha a eleição"},
    {"%s wins the match %d-%d", "%s ganha o encontro %d-%d"},
    {"%s resigns", "%s desiste"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Negras"},
    {NULL, NULL},
};

/* Several stones a turn, or a drop and a move. */
/* The games' status lines in Portuguese (tb_status_line). */
static const tb_phrase status[] = {
    {"%s to drop %d; White won: %s; Black won: %s",
     "%j e largam %d; as Brancas ganharam: %s; as Negras ganharam: %s"},
    {"%s to drop; White holds: %s; Black holds: %s",
     "%j e largam; as Brancas têm: %s; as Negras têm: %s"},
    {"%s to move or pass; White holds: %s; Black holds: %s",
     "%j ou passam; as Brancas têm: %s; as Negras têm: %s"},
    {NULL, NULL},
};

const tb_family tb_family_elections = {
    .id = "elections",
    .name_pt = "Jogos de eleições",
    .name_en = "Election games",
    .variants = variants,
    .traits = TB_TRAIT_MULTI_ACTION,
    .reasons = reasons,
    .words = words,
    .status = status,
};
