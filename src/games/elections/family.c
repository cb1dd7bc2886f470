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
    {"%s wins the election", "%t %{ganha|ganham} a eleição"},
    {"%s wins the match %d-%d", "%t %{ganha|ganham} o encontro %d-%d"},
    {"%s resigns", "%t %{desistiu|desistiram}"}, /* the book's "as Brancas desistiram" */
    {NULL, NULL},
};

/* The view's status lines; a unit is named by its digits (Sierpinski) or its direction. */
static const tb_phrase status[] = {
    {"Game over: %s wins the election", "Fim do jogo: %t %{ganha|ganham} a eleição"},
    {"Game over: %s wins the match %d-%d", "Fim do jogo: %t %{ganha|ganham} o encontro %d-%d"},
    {"Game over: %s resigns", "Fim do jogo: %t %{desistiu|desistiram}"},
    {"%s to drop %d; White won: %s; Black won: %s",
     "%j: %{larga|largam} %d; ganhos das Brancas: %s; das Negras: %s"},
    {"%s to drop; White holds: %s; Black holds: %s",
     "%j: %{larga|largam}; ganhos das Brancas: %s; das Negras: %s"},
    {"%s to move or pass; White holds: %s; Black holds: %s",
     "%j: %{move ou passa|movem ou passam}; ganhos das Brancas: %s; das Negras: %s"},
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
/* The options' help in Portuguese (tb_option_help). */
static const tb_phrase options[] = {
    {"the board Tn, n = 2 to 5 (T3 in the book, T4 and T5 suggested)",
     "o tabuleiro Tn, n de 2 a 5 (T3 no livro, T4 e T5 sugeridos)"},
    {"1 (one game, the book), 3 or 5: best of 3 or 5 games, colours alternating",
     "1 (uma partida, o livro), 3 ou 5: à melhor de 3 ou 5 partidas, trocando de cores"},
    {"the board Tn, n = 2 to 5 (T3 in the book)",
     "o tabuleiro Tn, n de 2 a 5 (T3 no livro)"},
    {"off (the decision) or on: the stone just dropped may move",
     "off (a decisão) ou on: a pedra acabada de largar pode mover-se"},
    {"the side of the cube, 3 (the book), 5 or 7",
     "o lado do cubo, 3 (o livro), 5 ou 7"},
    {"cyclic (levels by rows, row planes by stacks, column planes by columns) or other "
     "(levels by columns, row planes by rows, column planes by stacks)",
     "cyclic (níveis por filas, planos de filas por pilhas, planos de colunas por colunas) ou "
     "other (níveis por colunas, planos de filas por filas, planos de colunas por pilhas)"},
    {"lines (a plane is won by a majority of its lines) or cells (of its cells)",
     "lines (um plano ganha-se com a maioria das suas linhas) ou cells (das suas casas)"},
    {NULL, NULL},
};

/* Alpha-beta behind the levels: it beats MCTS here (docs/LEVELS.md). */
static const char *level_spec(const tb_variant *v, const char *level)
{
    return tb_level_alphabeta(level);
}

/* Refused moves and positions in Portuguese (tb_error_text): the details after "bad move
 * '...': " and "bad position: " (the library's), and the family's whole messages. */
static const tb_phrase errors[] = {
    {"bad position: %s has already won this board",
     "posição inválida: %t já %{ganhou|ganharam} este tabuleiro"},
    {"bad option size=%d: the cube's side is odd (3, 5 or 7)",
     "opção size=%d inválida: o lado do cubo é ímpar (3, 5 ou 7)"},
    {"expected a cell such as %s, 'resigns', a move such as 313-1, or \xe2\x80\x94",
     "escreva uma casa como %s, 'resigns', um movimento como 313-1, ou \xe2\x80\x94"},
    {"expected a cell such as %s, 'resigns'", "escreva uma casa como %s, 'resigns'"},
    {"after the cell expected nothing or a move: -d, :d, .d or @k=d",
     "depois da casa não vem nada ou um movimento: -d, :d, .d ou @k=d"},
    {"after the cell expected nothing", "depois da casa não vem nada"},
    {"illegal move '%s': only big moves (-) in Sierpinski Alliances",
     "lance ilegal '%s': só movimentos grandes (-) nas Alianças de Sierpinski"},
    {"illegal move '%s': the stone would stay where it is",
     "lance ilegal '%s': a pedra ficaria onde está"},
    {"illegal move '%s': no stone of yours on %s", "lance ilegal '%s': nenhuma pedra sua em %s"},
    {"expected %d cells written W, B or '.'", "esperavam-se %d casas escritas W, B ou '.'"},
    {"%d cells, the board has %d", "%d casas, o tabuleiro tem %d"},
    {"after the cells expected the colour to move (w or b) and the turn number",
     "depois das casas vem a cor que joga (w ou b) e o número da vez"},
    {"expected the stones still to drop (0 to 2)",
     "esperavam-se as pedras que faltam largar (0 a 2)"},
    {"expected stones left/stones of the turn, as 1/2",
     "esperavam-se pedras que faltam/pedras da vez, como 1/2"},
    {"expected 'drop' or 'move <cell just dropped>'",
     "esperava-se 'drop' ou 'move <casa acabada de largar>'"},
    {"expected ' games a-b', the games each player won",
     "esperava-se ' games a-b', as partidas que cada jogador ganhou"},
    {"the match is decided but not on this board",
     "o encontro está decidido mas não neste tabuleiro"},
    {"'resigned' only ends a decided game", "'resigned' só termina uma partida decidida"},
    {"turn %d drops %d stones here", "a vez %d larga aqui %d pedras"},
    {"turn %d drops %d stone here", "a vez %d larga aqui %d pedra"},
    {"the stone just dropped is not on the board",
     "a pedra acabada de largar não está no tabuleiro"},
    {NULL, NULL},
};

const tb_family tb_family_elections = {
    .id = "elections",
    .name_pt = "Jogos de eleições",
    .name_en = "Election games",
    .variants = variants,
    .traits = TB_TRAIT_MULTI_ACTION,
    .reasons = reasons,
    .status = status,
    .words = words,
    .errors = errors,
    .options = options,
    .level_spec = level_spec,
};
