/* The games of the National Championship of Mathematical Games (rules/cnjm.md). */
#include <string.h>

#include "tabula/family.h"

extern const tb_variant tb_variant_semaforo;
extern const tb_variant tb_variant_gatos_caes;
extern const tb_variant tb_variant_rastros;
extern const tb_variant tb_variant_produto;
extern const tb_variant tb_variant_avanco;
extern const tb_player_kind tb_player_avanco;

static const tb_variant *const variants[] = {
    &tb_variant_semaforo, &tb_variant_gatos_caes, &tb_variant_rastros,
    &tb_variant_produto,  &tb_variant_avanco,     NULL,
};

static const tb_player_kind *const players[] = {&tb_player_avanco, NULL};

/* Produto: two stones a turn, and products as scores. */
static unsigned variant_traits(const tb_variant *v)
{
    return v == &tb_variant_produto ? TB_TRAIT_SCORED | TB_TRAIT_MULTI_ACTION : 0;
}

static const tb_phrase reasons[] = {
    {"line of three %s", "linha de três %s"},
    {"no legal move (the stock is empty)", "nenhum lance legal (acabaram as peças)"},
    {"%s have no pieces left", "%t não %{tem|têm} mais peças"},
    {"%s have no legal move", "%t não %{tem|têm} lances legais"},
    {"%s has no pieces left", "%t não %{tem|têm} mais peças"},
    {"%s has no legal move", "%t não %{tem|têm} lances legais"},
    {"%s has no legal placement", "%t não %{tem|têm} onde jogar"},
    {"%s has no stone left", "%t não %{tem|têm} mais pedras"},
    {"the white piece reached the %s's final square", "a peça branca chegou à casa final do %s"},
    {"the %s is blocked", "o %s está bloqueado"},
    {"%s reached row %d", "%t %{chegou|chegaram} à fila %d"},
    {"products %d-%d, a tie goes to the second player",
     "produtos %d-%d, o empate favorece o segundo jogador"},
    {"products %d-%d, %s has fewer stones (%d-%d)",
     "produtos %d-%d, %t %{tem|têm} menos pedras (%d-%d)"},
    {"products %d-%d", "produtos %d-%d"},
    {NULL, NULL},
};

static const tb_phrase status[] = {
    {"%s to move (first cat: in the central zone)", "%j (o primeiro gato: na zona central)"},
    {"%s to move (first dog: outside the central zone)",
     "%j (o primeiro cão: fora da zona central)"},
    {"%s to move, 1 stone to place; products %d-%d", "%j, 1 pedra por colocar; produtos %d-%d"},
    {"%s to move, %d stones to place; products %d-%d", "%j, %d pedras por colocar; produtos %d-%d"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Negras"},
    {"greens", "verdes"},
    {"yellows", "amarelas"},
    {"reds", "vermelhas"},
    {"first player", "primeiro jogador"},
    {"second player", "segundo jogador"},
    {NULL, NULL},
};

/* The options' help in Portuguese (tb_option_help). */
static const tb_phrase options[] = {
    {"squares of the central zone (first cat inside, first dog outside), or none for no opening "
     "rule",
     "casas da zona central (o primeiro gato dentro, o primeiro cão fora), ou none sem regra de "
     "abertura"},
    {"pieces per side, 1-64, or unlimited (standard Snort)",
     "peças de cada lado, 1-64, ou unlimited (o Snort habitual)"},
    {"board WxH, 1-8 each, for analysis on small boards (the source's is 8x8)",
     "tabuleiro LxA, de 1 a 8 cada, para analisar tabuleiros pequenos (o da fonte é 8x8)"},
    {"equal products: fewer-stones (fewer stones of one's colour wins, the source) or "
     "second-player (White wins)",
     "produtos iguais: fewer-stones (ganha quem tem menos pedras da sua cor, a fonte) ou "
     "second-player (ganham as Brancas)"},
    {"the first player's final square, a1..g7 (not e5)",
     "a casa final do primeiro jogador, a1..g7 (não e5)"},
    {"the second player's final square, a1..g7 (not e5)",
     "a casa final do segundo jogador, a1..g7 (não e5)"},
    {"3x4 (3 rows of 4, the source's board) or 3x3 (Parr's first version)",
     "3x4 (3 filas de 4, o tabuleiro da fonte) ou 3x3 (a primeira versão de Parr)"},
    {"pieces of each colour in the common stock, 1-12 (8 never limits play)",
     "peças de cada cor na reserva comum, 1-12 (8 nunca limita o jogo)"},
    {NULL, NULL},
};

/* Refused moves in Portuguese (tb_error_text). Produto's colour letters are the English
 * ones, B(lack) and W(hite): in Portuguese B reads as branca, so the message says which. */
static const tb_phrase errors[] = {
    {"bad stone '%s': expected a cell (a1-a5, b1-b6, ..., e1-e9, ..., i5-i9) and a colour, "
     "like e6:B",
     "pedra inválida '%s': escreva uma casa (a1-a5, b1-b6, ..., e1-e9, ..., i5-i9) e uma cor, "
     "como e6:B (B de black, negra; W de white, branca)"},
    {"bad stone '%s': give the colour after the cell, as in a1:B or a1:W",
     "pedra inválida '%s': escreva a cor depois da casa, como a1:B (negra) ou a1:W (branca)"},
    {NULL, NULL},
};

/* The players behind the levels (docs/LEVELS.md): Avanço's own engine (it beats `ab` 84-16,
 * docs/BENCHMARKS.md); alpha-beta beats MCTS on Semáforo, Gatos & Cães and Rastros, and their
 * hard level is the exact solver, which plays their endings perfectly; Produto keeps the
 * generic MCTS, which beats alpha-beta there. */
static const char *level_spec(const tb_variant *v, const char *level)
{
    if (v == &tb_variant_avanco)
        return tb_level_pick(level, "avanco:depth=2,time=0.2s", "avanco:time=1s", "avanco:time=2s");
    if (v == &tb_variant_produto)
        return NULL;
    return tb_level_pick(level, "ab:depth=2,time=0.2s", "ab:time=1s", "solver:time=2s,fallback=ab");
}

const tb_family tb_family_cnjm = {
    .id = "cnjm",
    .name_pt = "Campeonato Nacional de Jogos Matemáticos",
    .name_en = "National Championship of Mathematical Games",
    .variants = variants,
    .variant_traits = variant_traits,
    .players = players,
    .reasons = reasons,
    .status = status,
    .words = words,
    .options = options,
    .errors = errors,
    .level_spec = level_spec,
};
