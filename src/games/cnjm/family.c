/* The games of the National Championship of Mathematical Games (rules/cnjm.md). */
#include <string.h>

#include "tabula/family.h"

extern const tb_variant tb_variant_semaforo;
extern const tb_variant tb_variant_gatos_caes;
extern const tb_variant tb_variant_rastros;
extern const tb_variant tb_variant_produto;
extern const tb_variant tb_variant_avanco;

static const tb_variant *const variants[] = {
    &tb_variant_semaforo, &tb_variant_gatos_caes, &tb_variant_rastros,
    &tb_variant_produto,  &tb_variant_avanco,     NULL,
};

/* Produto: two stones a turn, and products as scores. */
static unsigned variant_traits(const tb_variant *v)
{
    return v == &tb_variant_produto ? TB_TRAIT_SCORED | TB_TRAIT_MULTI_ACTION : 0;
}

static const tb_phrase reasons[] = {
    {"line of three %s", "linha de três %s"},
    {"no legal move (the stock is empty)", "nenhum lance legal (acabaram as peças)"},
    {"%s have no pieces left", "%s não têm mais peças"},
    {"%s have no legal move", "%s não têm lances legais"},
    {"%s has no pieces left", "%s não tem mais peças"},
    {"%s has no legal move", "%s não tem lances legais"},
    {"%s has no legal placement", "%s não tem onde jogar"},
    {"%s has no stone left", "%s não tem mais pedras"},
    {"the white piece reached the %s's final square", "a peça branca chegou à casa final do %s"},
    {"the %s is blocked", "o %s está bloqueado"},
    {"%s reached row %d", "%s chegou à linha %d"},
    {"products %d-%d, a tie goes to the second player",
     "produtos %d-%d, o empate favorece o segundo jogador"},
    {"products %d-%d, %s has fewer stones (%d-%d)", "produtos %d-%d, %s tem menos pedras (%d-%d)"},
    {"products %d-%d", "produtos %d-%d"},
    {NULL, NULL},
};

static const tb_phrase status[] = {
    {"%s to move, 1 stone to place; products %d-%d",
     "Joga: %s, 1 pedra por colocar; produtos %d-%d"},
    {"%s to move, %d stones to place; products %d-%d",
     "Joga: %s, %d pedras por colocar; produtos %d-%d"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Pretas"},
    {"greens", "verdes"},
    {"yellows", "amarelas"},
    {"reds", "vermelhas"},
    {"first player", "primeiro jogador"},
    {"second player", "segundo jogador"},
    {NULL, NULL},
};

const tb_family tb_family_cnjm = {
    .id = "cnjm",
    .name_pt = "Campeonato Nacional de Jogos Matemáticos",
    .name_en = "National Championship of Mathematical Games",
    .variants = variants,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .status = status,
    .words = words,
};
