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
    {"%s wins the election", "%s ganham a eleição"},
    {"%s wins the match %d-%d", "%s ganham o encontro %d-%d"},
    {"%s resigns", "%s desistem"},
    {NULL, NULL},
};

/* The view's status lines; a unit is named by its digits (Sierpinski) or its direction. */
static const tb_phrase status[] = {
    {"Game over: %s wins the election", "Fim do jogo: %s ganham a eleição"},
    {"Game over: %s wins the match %d-%d", "Fim do jogo: %s ganham o encontro %d-%d"},
    {"Game over: %s resigns", "Fim do jogo: %s desistem"},
    {"%s to drop %d; White won: %s; Black won: %s",
     "Joga: %s, larga %d; ganhos das Brancas: %s; das Negras: %s"},
    {"%s to drop; White holds: %s; Black holds: %s",
     "Joga: %s, larga; ganhos das Brancas: %s; das Negras: %s"},
    {"%s to move or pass; White holds: %s; Black holds: %s",
     "Joga: %s, move ou passa; ganhos das Brancas: %s; das Negras: %s"},
    {NULL, NULL},
};

/* The book's words for the directions (§5: "vertical, diagonal positiva ... negativa"). */
static const tb_phrase words[] = {
    {"White", "Brancas"},       {"Black", "Negras"},
    {"vertical", "vertical"},   {"positive", "diagonal positiva"},
    {"negative", "diagonal negativa"}, {"horizontal", "horizontal"},
    {"lateral", "lateral"},     {NULL, NULL},
};

/* Several stones a turn, or a drop and a move. */
const tb_family tb_family_elections = {
    .id = "elections",
    .name_pt = "Jogos de eleições",
    .name_en = "Election games",
    .variants = variants,
    .traits = TB_TRAIT_MULTI_ACTION,
    .reasons = reasons,
    .status = status,
    .words = words,
};
