/* The games of the box (rules/boxgames.md): Halma, Lambs and Tigers, Hasami Shogi. */
#include "tabula/family.h"

extern const tb_variant tb_variant_halma;
extern const tb_variant tb_variant_halma_teams;
extern const tb_variant tb_variant_halma_solitaire;
extern const tb_variant tb_variant_cordeiros_tigres;
extern const tb_variant tb_variant_hasami_shogi;

static const tb_variant *const variants[] = {
    &tb_variant_halma,           &tb_variant_halma_teams,    &tb_variant_halma_solitaire,
    &tb_variant_cordeiros_tigres, &tb_variant_hasami_shogi, NULL,
};

/* Halma's jump series are several actions; the partnership game has teams. */
static unsigned variant_traits(const tb_variant *v)
{
    if (v == &tb_variant_halma_teams)
        return TB_TRAIT_MULTI_ACTION | TB_TRAIT_TEAMS;
    if (v == &tb_variant_halma || v == &tb_variant_halma_solitaire)
        return TB_TRAIT_MULTI_ACTION;
    return 0;
}

static const tb_phrase reasons[] = {
    {"%s has five in a row", "%s tem cinco em linha"},
    {"%s has one piece left", "%s tem só uma peça"},
    {"%s has no pieces left", "%s não tem mais peças"},
    {"%s has no legal move", "%s não tem lances legais"},
    {"%s have no legal move", "%s não têm lances legais"},
    {"draw: %d moves played", "empate: %d lances jogados"},
    {"%s captured 1 lamb", "%s capturaram 1 cordeiro"},
    {"%s captured %d lambs", "%s capturaram %d cordeiros"},
    {"target reached in %d moves", "objectivo atingido em %d lances"},
    {"target not reached in %d moves", "objectivo não atingido em %d lances"},
    {"%s and %s have all their pieces home", "%s e %s têm todas as peças no destino"},
    {"%s has all the pieces home", "%s tem todas as peças no destino"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"}, {"Black", "Negras"}, {"Orange", "Laranja"}, {"Green", "Verdes"},
    {"Tigers", "Tigres"}, {"Lambs", "Cordeiros"}, {NULL, NULL},
};

/* The games' status lines in Portuguese (tb_status_line). */
static const tb_phrase status[] = {
    {"%s to move (jumping on or stop); %d moves played",
     "%j (continuar a saltar ou parar); %d lances jogados"},
    {"%s to move; %d moves played", "%j; %d lances jogados"},
    {"%s to move; pieces %d-%d", "%j; peças %d-%d"},
    {"%s to move; lambs captured: %d", "%j; cordeiros capturados: %d"},
    {NULL, NULL},
};

const tb_family tb_family_box = {
    .id = "box",
    .name_pt = "Jogos da caixa",
    .name_en = "Games of the box",
    .variants = variants,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .words = words,
    .status = status,
};
