/* The draughts family (rules/draughts.md): one rules engine, the variants as rows of its rule
 * table (draughts.c). */
#include <string.h>

#include "games/draughts/draughts.h"
#include "games/draughts/pdn.h"
#include "games/draughts/draughts_egtb.h"
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
extern const tb_player_kind tb_player_draughts;
extern const tb_player_kind tb_player_hub;
int tb_draughts_hub(int argc, char **argv);
int tb_draughts_dxp(int argc, char **argv);
/* the historical games of §9 (alquerque.c, fanorona.c) */
extern const tb_variant tb_variant_draughts_alquerque;
extern const tb_variant tb_variant_draughts_dablot;
extern const tb_variant tb_variant_draughts_fanorona;
/* the games of stacks (columns.c) */
extern const tb_variant tb_variant_draughts_bashni;
extern const tb_variant tb_variant_draughts_laska;
extern const tb_variant tb_variant_draughts_mylaska;
extern const tb_variant tb_variant_draughts_emergo;

static const tb_variant *const variants[] = {
    &tb_variant_draughts,         &tb_variant_draughts_brazilian, &tb_variant_draughts_canadian,
    &tb_variant_draughts_russian, &tb_variant_draughts_english,   &tb_variant_draughts_portuguese,
    &tb_variant_draughts_german,  &tb_variant_draughts_czech,     &tb_variant_draughts_thai,
    &tb_variant_draughts_turkish, &tb_variant_draughts_armenian,  &tb_variant_draughts_croda,
    &tb_variant_draughts_alquerque, &tb_variant_draughts_dablot, &tb_variant_draughts_fanorona,
    &tb_variant_draughts_bashni,  &tb_variant_draughts_laska,     &tb_variant_draughts_mylaska,
    &tb_variant_draughts_emergo,
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
    {"%s wins: %s commands no stack", "ganham as %s: as %s não comandam nenhuma pilha"},
    {"draw: %s cannot move", "empate: as %s não podem jogar"},
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

static const tb_player_kind *const players[] = {&tb_player_draughts, &tb_player_hub, NULL};
/* The draughts engine behind the server's levels, for the variants of the rule table. */
static const char *level_spec(const tb_variant *v, const char *level)
{
    /* the others: alpha-beta where it beat MCTS (docs/LEVELS.md); Bashni and Alquerque keep
     * the generic players (even matches) */
    if (!draughts_variant_is_bitboard(v))
        return v == &tb_variant_draughts_bashni || v == &tb_variant_draughts_alquerque
                   ? NULL
                   : tb_level_alphabeta(level);
    if (strcmp(level, "easy") == 0)
        return "draughts:depth=2,time=0.2s";
    if (strcmp(level, "medium") == 0)
        return "draughts:depth=6,time=1s";
    if (strcmp(level, "hard") == 0)
        return "draughts:time=2s";
    return NULL;
}

static const tb_record_format *const formats[] = {&tb_draughts_pdn_format, NULL};
static const tb_command commands[] = {
    {"hub", "hub [GAME]  (speaks the Hub protocol of draughts engines on standard input)",
     tb_draughts_hub},
    {"dxp", "dxp (--connect HOST:PORT | --listen PORT) [--time MS] [--games N]  (DamExchange)",
     tb_draughts_dxp},
    {"egtb", "egtb [GAME] --dir DIR (--pieces N | --material WM,WK,BM,BK | --probe POSITION)  (endgame tables)",
     tb_draughts_egtb},
    {NULL, NULL, NULL},
};

/* Refused moves in Portuguese (tb_error_text). */
static const tb_phrase errors[] = {
    /* the endgame tables (tabula egtb, tabula hub --egtb, the egtb= of the player) */
    {"no folder %s for the tables", "não há a pasta %s para as tabelas"},
    {"endgame tables hold 2 to %s pieces", "as tabelas de finais têm de 2 a %s peças"},
    {"endgame tables are for the draughts of the rule table, not %s",
     "as tabelas de finais são para as damas da tabela de regras, não para %s"},
    {"the tables' folder name is too long", "o nome da pasta das tabelas é demasiado longo"},
    {"cannot write %s: %s", "não consigo escrever %s: %s"},
    {"cannot write %s", "não consigo escrever %s"},
    {"no table %s", "não há a tabela %s"},
    {"a table of %s pieces: more than %s", "uma tabela de %s peças: mais de %s"},
    {"each side needs a piece", "cada lado precisa de uma peça"},
    {"cannot read the move '%s': expected 'c3-d4' or 'c3:e5' or a drop '*d2'",
     "não consigo ler o lance '%s': escreva 'c3-d4', 'c3:e5' ou uma largada '*d2'"},
    {"cannot read the move '%s': expected 'c3-d4' or 'c3:e5'",
     "não consigo ler o lance '%s': escreva 'c3-d4' ou 'c3:e5'"},
    {"cannot read the move '%s': expected a step a1-b2 or a capture a1:c3",
     "não consigo ler o lance '%s': escreva um passo a1-b2 ou uma captura a1:c3"},
    {"'%s' is not a legal move: a capture is compulsory",
     "'%s' não é um lance legal: capturar é obrigatório"},
    {"'%s': not a playing square", "'%s': não é uma casa de jogo"},
    /* issue 16: every detail of a refused move or position */
    {"cannot read the move '%s': expected 'c3-d4' or 'c3:e5' or '32-28', '28x19'",
     "não consigo ler o lance '%s': escreva 'c3-d4', 'c3:e5', '32-28' ou '28x19'"},
    {"cannot read the move '%s...': too long", "não consigo ler o lance '%s...': demasiado longo"},
    {"cannot read the turn '%s...': too long", "não consigo ler a jogada '%s...': demasiado longa"},
    {"cannot read the drop '%s': expected '*d2' or '*e9(3)'",
     "não consigo ler a largada '%s': escreva '*d2' ou '*e9(3)'"},
    {"'%s': there are no drops in this game", "'%s': não há largadas neste jogo"},
    {"cannot read the capture '%s'", "não consigo ler a captura '%s'"},
    {"'%s' is a whole capture; one jump is written like '%s'",
     "'%s' é uma captura inteira; um salto escreve-se como '%s'"},
    {"'%s' is not a legal turn here", "'%s' não é uma jogada legal aqui"},
    {"'%s' is not a legal capture here (%s)", "'%s' não é uma captura legal aqui (%s)"},
    {"'%s' is not a legal capture here", "'%s' não é uma captura legal aqui"},
    {"'%s': there is no capture here", "'%s': não há captura aqui"},
    {"'%s': a capture is compulsory", "'%s': capturar é obrigatório"},
    {"'%s' is ambiguous: name every landing square",
     "'%s' é ambíguo: indique cada casa de chegada"},
    {"'%s': the capture ends before %s", "'%s': a captura termina antes de %s"},
    {"'%s' stops before the capture ends: a capture goes on while it can",
     "'%s' para antes do fim da captura: uma captura continua enquanto pode"},
    {"'%s' captures two ways: write %s(%s) or %s(%s)",
     "'%s' captura de duas maneiras: escreva %s(%s) ou %s(%s)"},
    {"'%s' captures two ways: write %s:%s(%s) or %s:%s(%s)",
     "'%s' captura de duas maneiras: escreva %s:%s(%s) ou %s:%s(%s)"},
    {"'%s': the capture goes on; name every landing point",
     "'%s': a captura continua; indique cada ponto de chegada"},
    {"a piece on %s, which is not a playing square", "uma peça em %s, que não é casa de jogo"},
    {"a stack on %s, which is not a playing square", "uma pilha em %s, que não é casa de jogo"},
    {"cannot read a square at '%s'", "não consigo ler uma casa em '%s'"},
    {"bad range at '%s'", "intervalo inválido em '%s'"},
    {"two pieces on %s", "duas peças em %s"},
    {"two stacks on %s", "duas pilhas em %s"},
    {"unexpected '%s' in the list of pieces", "'%s' inesperado na lista das peças"},
    {"expected a position like 'W:W31,32,K50:B1,2' (side to move, then each side's pieces)",
     "escreva uma posição como 'W:W31,32,K50:B1,2' (quem joga, depois as peças de cada lado)"},
    {"expected a position like 'W:a1=w,c3=wb,e7=Wbbb' (side to move, then each stack top first)",
     "escreva uma posição como 'W:a1=w,c3=wb,e7=Wbbb' (quem joga, depois cada pilha de cima "
     "para baixo)"},
    {"cannot read a stack at '%s': expected a square, '=' and its pieces top first, like "
     "'e7=Wbbb'",
     "não consigo ler uma pilha em '%s': escreva uma casa, '=' e as suas peças de cima para "
     "baixo, como 'e7=Wbbb'"},
    {"the stack on %s: expected 1 to %d pieces among w, b, W, B",
     "a pilha em %s: esperavam-se de 1 a %d peças entre w, b, W, B"},
    {"the pieces of %s are listed twice", "as peças d%t estão listadas duas vezes"},
    {"the position must list White's and Black's pieces ('W:W..:B..')",
     "a posição tem de listar as peças das Brancas e das Negras ('W:W..:B..')"},
    {"%s has %d pieces; at most %d", "%t %{tem|têm} %d peças; no máximo %d"},
    {"a king on %s: Emergo has no kings", "uma dama em %s: o Emergo não tem damas"},
    {"a stack of %d on %s: MyLaska stacks hold at most two",
     "uma pilha de %d em %s: as pilhas do MyLaska têm no máximo duas peças"},
    {"the stack on %s alternates colours, which no capture makes",
     "a pilha em %s alterna as cores, o que nenhuma captura faz"},
    {"a %s man on %s, its promotion row (it would be a king)",
     "uma pedra %s em %s, a sua fila de promoção (seria uma dama)"},
    {"a %s man commands %s, its promotion row (it would be a king)",
     "uma pedra %s comanda em %s, a sua fila de promoção (seria uma dama)"},
    {"hand=: expected White's and Black's pieces in hand, like 'hand=12/12'",
     "hand=: esperavam-se as peças em mão das Brancas e das Negras, como 'hand=12/12'"},
    {"an Emergo position says the pieces in hand: 'hand=W/B'",
     "uma posição de Emergo indica as peças em mão: 'hand=W/B'"},
    {"chain=: the capturing piece's square holds no piece of the side to move",
     "chain=: a casa da peça que captura não tem peça de quem joga"},
    {"chain=: the capturing stack's square holds no stack of the side to move",
     "chain=: a casa da pilha que captura não tem pilha de quem joga"},
    {"chain=: the capturing piece has no jump left", "chain=: a peça que captura já não pode saltar"},
    {"chain=: the capturing stack has no jump left", "chain=: a pilha que captura já não pode saltar"},
    {"chain=: the capturing piece has no capture left",
     "chain=: a peça que captura já não pode capturar"},
    {"chain=: a Laska capture under way needs jumped=",
     "chain=: uma captura de Laska a decorrer exige jumped="},
    {"chain= names the capturing piece of the side to move",
     "chain= indica a peça que captura, de quem joga"},
    {"chain= is followed by dir=0..7", "chain= é seguido de dir=0..7"},
    {"dir=: expected a direction 0-7", "dir=: escreva uma direcção 0-7"},
    {"dir=: expected a direction 0-3", "dir=: escreva uma direcção 0-3"},
    {"jumped=: expected the squares jumped, like 'd4,f6'",
     "jumped=: escreva as casas saltadas, como 'd4,f6'"},
    {"taken=: every square must hold a piece of the side not to move",
     "taken=: cada casa tem de ter uma peça de quem não joga"},
    {"taken= lists points", "taken= lista pontos"},
    {"visited= lists points", "visited= lista pontos"},
    {"taken= names pieces of the side not to move", "taken= indica peças de quem não joga"},
    {"visited= includes the capturing piece's point",
     "visited= inclui o ponto da peça que captura"},
    {"rev=: expected a count from 1", "rev=: escreva um número a partir de 1"},
    {"rev= needs the keys in hist=", "rev= exige as chaves em hist="},
    {"rev=N (1..59999) hist=K,...", "rev=N (1..59999) hist=K,..."},
    {"hist=: expected %d keys", "hist=: esperavam-se %d chaves"},
    {"hist=: expected 16 hexadecimal digits per key",
     "hist=: esperavam-se 16 algarismos hexadecimais por chave"},
    {"hist= lists rev keys (at most 128)", "hist= lista rev chaves (no máximo 128)"},
    {"hist= keys are 16 hexadecimal digits", "as chaves de hist= têm 16 algarismos hexadecimais"},
    {"the last key of hist= is this position's", "a última chave de hist= é a desta posição"},
    {"eg=: expected GROUP/MOVES of this ending's draw rule",
     "eg=: escreva GRUPO/LANCES da regra de empate deste final"},
    {"cannot read '%s' after the position", "não consigo ler '%s' depois da posição"},
    {"the capturing piece cannot be among the taken",
     "a peça que captura não pode estar entre as capturadas"},
    {"expected the points rank by rank from the top, '/' between ranks ('.' empty, w b men, P p "
     "princes, R r kings), then w or b",
     "esperavam-se os pontos fila a fila de cima para baixo, '/' entre as filas ('.' vazio, w b "
     "soldados, P p príncipes, R r reis), depois w ou b"},
    {"more pieces of a kind than the game has", "mais peças de um tipo do que o jogo tem"},
    {"the side to move is w or b", "quem joga é w ou b"},
    {"first= names the sides yet to play their first turn: w, b or wb",
     "first= indica os lados que ainda não jogaram a primeira vez: w, b ou wb"},
    {"unknown field after the side to move", "campo desconhecido depois de quem joga"},
    {"unexpected text at the end", "texto inesperado no fim"},
    {"bad start position", "posição inicial inválida"},
    {"the draughts player plays the draughts family (try ab for %s)",
     "o jogador draughts joga a família das damas (experimente ab em %s)"},
    {"the hub player plays international draughts (10x10)",
     "o jogador hub joga as damas internacionais (10x10)"},
    {"hub: a capture under way cannot be sent to the engine",
     "hub: uma captura a decorrer não pode ser enviada ao motor"},
    {"no legal move", "nenhum lance legal"},
    /* PDN records (pdn.c), issue 16: the wrapper, then each detail */
    {"PDN: line %d: %s", "PDN: linha %d: %s"},
    {"PDN: FEN \"%s\": %s", "PDN: FEN \"%s\": %s"},
    {"PDN: FEN too long", "PDN: FEN demasiado longo"},
    {"PDN: more than %d actions", "PDN: mais de %d acções"},
    {"PDN: %s is not a draughts variant", "PDN: %s não é uma variante de damas"},
    {"move %d '%s' after the end of the game", "lance %d '%s' depois do fim do jogo"},
    {"a variation is not closed", "uma variante não está fechada"},
    {"a comment is not closed", "um comentário não está fechado"},
    {"a tag name longer than %d characters", "um nome de etiqueta com mais de %d caracteres"},
    {"a tag value longer than %d characters", "um valor de etiqueta com mais de %d caracteres"},
    {"expected a tag like [Event \"...\"]", "esperava-se uma etiqueta como [Event \"...\"]"},
    {"the tag %s has no closing quote", "a etiqueta %s não tem as aspas de fecho"},
    {"the tag %s has no closing ]", "a etiqueta %s não tem o ] de fecho"},
    {"'%s' without its opening", "'%s' sem a sua abertura"},
    {"a word longer than %d characters", "uma palavra com mais de %d caracteres"},
    {"expected the side to move (W or B) then ':'", "esperava-se quem joga (W ou B) e depois ':'"},
    {"expected W or B after ':'", "esperava-se W ou B depois de ':'"},
    {"expected a square number", "esperava-se o número de uma casa"},
    {"bad range of squares", "intervalo de casas inválido"},
    {"unexpected text at the end", "texto inesperado no fim"},
    {"%s \"%s\" is not a draughts variant tabula plays",
     "%s \"%s\" não é uma variante de damas que o tabula jogue"},
    {"more than %d tags", "mais de %d etiquetas"},
    {NULL, NULL},
};

/* The options' help in Portuguese (tb_option_help). */
static const tb_phrase options[] = {
    {"off|on: forbid a jump straight back over the stack just jumped (B1)",
     "off|on: proíbe saltar logo de volta por cima da pilha acabada de saltar"},
    {"book|lasker: the book's Laska (men capture backwards, a man crowned mid-capture goes on) "
     "or Lasker's (men capture forwards only, a crowning ends the move) (LA1)",
     "book|lasker: o Laska do livro (as pedras capturam para trás, uma pedra coroada a meio da "
     "captura continua) ou o de Lasker (só capturam para a frente, a coroação termina o lance)"},
    {"7x7|8x8: Laska's board with 11 each, or Scherer's 8x8 with 12 each (7.2)",
     "7x7|8x8: o tabuleiro do Laska com 11 peças cada, ou o 8x8 de Scherer com 12 cada"},
    {"off|on: White's first drop may not be on e5 (M1)",
     "off|on: a primeira largada das Brancas não pode ser em e5"},
    {"draw|loss: a player with pieces who cannot move draws (book) or loses (M2)",
     "draw|loss: quem tem peças mas não pode jogar empata (o livro) ou perde"},
    {"alquerque|winther: Alquerque's rules with the book's ranks, or Winther's (soldiers forwards, "
     "the king's capture wins) (9.2)",
     "alquerque|winther: as regras do Alquerque com as filas do livro, ou as de Winther (soldados "
     "para a frente, ganha quem captura o rei)"},
    {"free|single: each player's first turn may go on capturing, or is one capture (a published "
     "rule the spec does not list)",
     "free|single: a primeira vez de cada jogador pode continuar a capturar, ou é uma só captura"},
    {"off|on: the start mirrored left to right, as on the author's site (9.1)",
     "off|on: a posição inicial refletida da esquerda para a direita, como no sítio do autor"},
    {"on|off: a capture is compulsory when one exists (9.1; the book: \"in some versions\")",
     "on|off: capturar é obrigatório quando se pode (o livro: \"em algumas versões\")"},
    {"off|on: the FMJD endgame draw rules instead of three kings against one in 16 moves (D2)",
     "off|on: as regras de empate de final da FMJD em vez de três damas contra uma em 16 "
     "lances"},
    {"off|on: a king that takes a king last stops just beyond it (1.3)",
     "off|on: uma dama que captura uma dama em último lugar para logo a seguir a ela"},
    {"numeric|algebraic: squares as numbers (32-28) or as the book writes them (c3-d4)",
     "numeric|algebraic: casas como números (32-28) ou como o livro as escreve (c3-d4)"},
    {"algebraic|numeric: squares as the book writes them (c3-d4) or as numbers (32-28)",
     "algebraic|numeric: casas como o livro as escreve (c3-d4) ou como números (32-28)"},
    {"black|white: who moves first (G1)",
     "black|white: quem joga primeiro (as Negras ou as Brancas)"},
    {"book_value|quantity_then_quality: a king counts two (book) or most pieces then most "
     "kings (FPD) (P1)",
     "book_value|quantity_then_quality: uma dama vale duas (o livro) ou mais peças e depois "
     "mais damas (FPD)"},
    {"a1_light|a1_dark: which colour of square is played on (V1)",
     "a1_light|a1_dark: em que cor de casas se joga"},
    {"on|off: the maximum capture is kept besides the king priority (V2)",
     "on|off: a captura máxima mantém-se além da prioridade da dama"},
    {"end|immediate: captured men leave at the end of the capture, or at once with no "
     "180-degree turn (T1)",
     "end|immediate: as peças capturadas saem no fim da captura, ou logo, sem meia-volta"},
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
    .players = players,
    .commands = commands,
    .formats = formats,
    .level_spec = level_spec,
    .errors = errors,
    .options = options,
};
