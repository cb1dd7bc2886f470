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
     "como e6:B (B de 'black', negra; W de 'white', branca)"},
    {"bad stone '%s': give the colour after the cell, as in a1:B or a1:W",
     "pedra inválida '%s': escreva a cor depois da casa, como a1:B (negra) ou a1:W (branca)"},
    {"bad stone '%s': give the colour after the cell, as in %s:B or %s:W",
     "pedra inválida '%s': escreva a cor depois da casa, como %s:B (negra) ou %s:W (branca)"},
    /* issue 16: every detail of a refused move or position */
    {"illegal stone %s: %s is occupied", "pedra ilegal %s: %s está ocupada"},
    {"illegal stone %s: all %d black stones are on the board",
     "pedra ilegal %s: as %d pedras negras estão todas no tabuleiro"},
    {"illegal stone %s: all %d white stones are on the board",
     "pedra ilegal %s: as %d pedras brancas estão todas no tabuleiro"},
    {"bad position: %s have %d pieces but the supply is %d",
     "posição inválida: %t têm %d peças mas a reserva é de %d"},
    {"expected a move like d4-d5, d4xe5 or d5", "escreva um lance como d4-d5, d4xe5 ou d5"},
    {"expected a move like d4-d5 or d4xe5", "escreva um lance como d4-d5 ou d4xe5"},
    {"ambiguous move '%s': give the origin, as in d4-%s",
     "lance ambíguo '%s': indique a origem, como em d4-%s"},
    {"expected ' w' or ' b' after the board, got '%s'",
     "depois do tabuleiro vem ' w' ou ' b', não '%s'"},
    {"both sides have reached the last row", "os dois lados chegaram à última fila"},
    {"the avanco player plays only avanco (try ab for %s)",
     "o jogador avanco só joga o Avanço (experimente ab em %s)"},
    {"no legal move", "nenhum lance legal"},
    {"option central_zone: expected squares of the %dx%d board like %s, or none, got '%s'",
     "opção central_zone: escreva casas do tabuleiro %dx%d como %s, ou 'none', não '%s'"},
    {"option central_zone: no squares given", "opção central_zone: nenhuma casa dada"},
    {"option size: expected WxH with W and H from 1 to 8, like 4x4, got '%s'",
     "opção size: escreva LxA com L e A de 1 a 8, como 4x4, não '%s'"},
    {"option supply: expected a whole number from 1 to %d or unlimited, got '%s'",
     "opção supply: tem de ser um número inteiro de 1 a %d ou unlimited, não '%s'"},
    {"expected a square from a1 to %s, like %s", "escreva uma casa de a1 a %s, como %s"},
    {"illegal move '%s': there is a cat there", "lance ilegal '%s': já há aí um gato"},
    {"illegal move '%s': there is a dog there", "lance ilegal '%s': já há aí um cão"},
    {"the cat on %s is next to a dog", "o gato em %s está ao lado de um cão"},
    {"no cat in the central zone, where the first cat goes",
     "nenhum gato na zona central, onde vai o primeiro gato"},
    {"no dog outside the central zone, where the first dog goes",
     "nenhum cão fora da zona central, onde vai o primeiro cão"},
    {"dogs on the board but no cat, and cats start",
     "cães no tabuleiro mas nenhum gato, e os gatos começam"},
    {"expected ' c' (cats to move) or ' d' (dogs to move) after the board, got '%s'",
     "depois do tabuleiro vem ' c' (jogam os gatos) ou ' d' (jogam os cães), não '%s'"},
    {"expected a cell (a1-a5, b1-b6, ..., e1-e9, ..., i5-i9) and a colour, like e6:B",
     "escreva uma casa (a1-a5, b1-b6, ..., e1-e9, ..., i5-i9) e uma cor, como e6:B (B de "
     "'black', negra; W de 'white', branca)"},
    {"unexpected '%s' (stones are B and W, digits count empty cells)",
     "carácter '%s' inesperado (as pedras são B e W, os algarismos contam casas vazias)"},
    {"column %s must describe %d cells", "a coluna %s tem de descrever %d casas"},
    {"expected %d columns separated by '/'", "esperavam-se %d colunas separadas por '/'"},
    {"expected ' b' or ' w' (the player to move) and optionally the stones left in the turn (1 "
     "or 2), got '%s'",
     "esperava-se ' b' ou ' w' (quem joga) e, se quiser, as pedras que faltam na vez (1 ou 2), "
     "não '%s'"},
    {"more than %d black stones", "mais de %d pedras negras"},
    {"more than %d white stones", "mais de %d pedras brancas"},
    {"on the empty board Black places one stone ('b 1')",
     "no tabuleiro vazio as Negras colocam uma pedra ('b 1')"},
    {"option %s: expected a square from a1 to g7, got '%s'",
     "opção %s: tem de ser uma casa de a1 a g7, não '%s'"},
    {"options home1 and home2: the two final squares must differ",
     "opções home1 e home2: as duas casas finais têm de ser diferentes"},
    {"options home1 and home2: e5 is the starting square, not a final one",
     "opções home1 e home2: e5 é a casa de partida, não uma final"},
    {"expected a square like d4 or a move like e5-d4",
     "escreva uma casa como d4 ou um lance como e5-d4"},
    {"illegal move %s: the white piece is on %s", "lance ilegal %s: a peça branca está em %s"},
    {"expected ' 1' or ' 2' (the player to move) after the board, got '%s'",
     "depois do tabuleiro vem ' 1' ou ' 2' (quem joga), não '%s'"},
    {"expected ' 1' or ' 2' (player to move) after the board, got '%s'",
     "depois do tabuleiro vem ' 1' ou ' 2' (quem joga), não '%s'"},
    {"a black piece on a final square (%s) is impossible",
     "uma peça negra numa casa final (%s) é impossível"},
    {"there must be exactly one white piece (W), found %d",
     "tem de haver exactamente uma peça branca (W), há %d"},
    {"expected a square of a1..%s, alone or as c1=G, a3=Y, d1=R",
     "escreva uma casa de a1..%s, sozinha ou como c1=G, a3=Y, d1=R (G verde, Y amarela, R "
     "vermelha)"},
    {"illegal move '%s': %s is empty, so only %s is possible",
     "lance ilegal '%s': %s está vazia, por isso só %s é possível"},
    {"illegal move '%s': %s holds a green, so only %s is possible",
     "lance ilegal '%s': %s tem uma verde, por isso só %s é possível"},
    {"illegal move '%s': %s holds a yellow, so only %s is possible",
     "lance ilegal '%s': %s tem uma amarela, por isso só %s é possível"},
    {"illegal move '%s': %s holds a red, which stays",
     "lance ilegal '%s': %s tem uma vermelha, que fica"},
    {"%d moves made these colours, so player %d is to move, not %s",
     "%d lances fizeram estas cores, por isso joga o jogador %d, não %s"},
    {"%d greens but the stock has %d", "%d verdes mas a reserva tem %d"},
    {"%d yellows but the stock has %d", "%d amarelas mas a reserva tem %d"},
    {"%d reds but the stock has %d", "%d vermelhas mas a reserva tem %d"},
    {"lines of three of different colours", "linhas de três de cores diferentes"},
    {"lines of three that no single move could complete",
     "linhas de três que nenhum lance sozinho poderia completar"},
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
