/* The combinatorial family (rules/combinatorial.md): every variant is one class whose
 * positions are sums of component kinds (kinds.c), the heap and board games of
 * src/games/impartial/ and the partizan games of src/games/partizan/. It brings the
 * analysis report, the P/N and Grundy tables and the `cgt` player. */
#include <stdlib.h>

#include "games/combinatorial/comb.h"
#include "games/combinatorial/services.h"

/* heap games (src/games/impartial/) */
extern const tb_variant tb_variant_sub;
extern const tb_variant tb_variant_addup;
extern const tb_variant tb_variant_nim;
extern const tb_variant tb_variant_nim_classic;
extern const tb_variant tb_variant_nimble;
extern const tb_variant tb_variant_avarento;
extern const tb_variant tb_variant_greedy;
extern const tb_variant tb_variant_quim;
extern const tb_variant tb_variant_matrix;
extern const tb_variant tb_variant_lim;
extern const tb_variant tb_variant_plainim;
extern const tb_variant tb_variant_stairs;
extern const tb_variant tb_variant_kayles;
extern const tb_variant tb_variant_parity;
/* board games (src/games/impartial/) and partizan games (src/games/partizan/) */
extern const tb_variant tb_variant_queens;
extern const tb_variant tb_variant_queens2;
extern const tb_variant tb_variant_euclid;
extern const tb_variant tb_variant_chomp;
extern const tb_variant tb_variant_hackenbush;
extern const tb_variant tb_variant_array;
extern const tb_variant tb_variant_triangle;
extern const tb_variant tb_variant_graph;
extern const tb_variant tb_variant_domineering;
extern const tb_variant tb_variant_lions;
extern const tb_variant tb_variant_game;

static const tb_variant *const variants[] = {
    &tb_variant_sub,         &tb_variant_addup,
    &tb_variant_nim,         &tb_variant_nim_classic,
    &tb_variant_nimble,      &tb_variant_avarento,
    &tb_variant_greedy,      &tb_variant_quim,
    &tb_variant_matrix,      &tb_variant_lim,
    &tb_variant_plainim,     &tb_variant_stairs,
    &tb_variant_kayles,      &tb_variant_parity,
    &tb_variant_queens,      &tb_variant_queens2,
    &tb_variant_euclid,      &tb_variant_chomp,
    &tb_variant_hackenbush,  &tb_variant_array,
    &tb_variant_triangle,    &tb_variant_graph,
    &tb_variant_domineering, &tb_variant_lions,
    &tb_variant_game,        NULL,
};

/* Impartial or partizan as the start position is (a sum is partizan if a component is). */
static unsigned variant_traits(const tb_variant *v)
{
    tb_error err;
    tb_game *g = tb_game_new(v, NULL, &err);
    void *s = g ? tb_state_new(g) : NULL;
    unsigned traits = !s ? 0 : tb_comb_is_partizan(s) ? TB_TRAIT_PARTIZAN : TB_TRAIT_IMPARTIAL;
    free(s);
    tb_game_free(g);
    return traits;
}

static const tb_phrase reasons[] = {
    {"no move left; the last player to move wins", "sem lances; ganha quem jogou por último"},
    {"no move left; the last player to move loses (misère)",
     "sem lances; perde quem jogou por último (misère)"},
    {"cannot obey the announcement; the last player to move wins",
     "não pode cumprir o anúncio; ganha quem jogou por último"},
    {"cannot obey the announcement; the last player to move loses (misère)",
     "não pode cumprir o anúncio; perde quem jogou por último (misère)"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"first player", "primeiro jogador"},
    {"second player", "segundo jogador"},
    {NULL, NULL},
};

static const tb_player_kind *const players[] = {&tb_player_cgt, NULL};

/* The options' help in Portuguese (tb_option_help). */
static const tb_phrase options[] = {
    {"initial position, written as the game writes it: nim: 3 5 7",
     "posição inicial, escrita como o jogo a escreve: nim: 3 5 7"},
    {"normal (the last player to move wins) or misere (the last loses)",
     "normal (ganha quem joga por último) ou misere (quem joga por último perde)"},
    {NULL, NULL},
};

/* How each kind writes a move, in Portuguese (tb_error_text). */
static const tb_phrase errors[] = {
    {"the analysis was stopped", "a análise foi interrompida"},
    {"the analysis ran out of time", "a análise esgotou o tempo"},
    {"more than %d positions to analyse", "mais de %d posições para analisar"},
    {"a queen's move is written (r,c)>(r',c')", "um lance da rainha escreve-se (l,c)>(l',c')"},
    {"array: a move is R<row>:<columns> or C<column>:<rows>, 1-based, e.g. R2:1,3 or C1:2",
     "array: um lance é R<linha>:<colunas> ou C<coluna>:<linhas>, a contar de 1, p. ex. R2:1,3 "
     "ou C1:2"},
    {"chomp: a move is a point (r,c), row from the bottom, both from 0",
     "chomp: um lance é um ponto (l,c), a linha a contar de baixo, ambas a partir de 0"},
    {"domineering: a move is 'V r,c' (Left, vertical, covering (r,c) and (r+1,c)) or 'H r,c' "
     "(Right, horizontal, covering (r,c) and (r,c+1))",
     "dominório: um lance é 'V l,c' (Esquerdo, vertical, cobre (l,c) e (l+1,c)) ou 'H l,c' "
     "(Direito, horizontal, cobre (l,c) e (l,c+1))"},
    {"euclid: a move is written a>b, the number that changes and its new value",
     "euclides: um lance escreve-se a>b, o número que muda e o seu novo valor"},
    {"game: a move is 'L k' (Left to its k-th option, from 1) or 'R k'",
     "jogo: um lance é 'L k' (o Esquerdo para a sua k-ésima opção, a partir de 1) ou 'R k'"},
    {"graph: a move is u>v, along an arc from a vertex with a token",
     "grafo: um lance é u>v, ao longo de um arco a partir de um vértice com ficha"},
    {"hackenbush: a move is an edge u-v or #k (the k-th edge)",
     "arbusto: um lance é um segmento u-v ou #k (o k-ésimo segmento)"},
    {"lions: with several strips a move names its strip, e.g. '3: L 0'",
     "leões: com várias faixas, um lance diz a sua faixa, p. ex. '3: L 0'"},
    {"triangle: a move is i,j>k,l, the two end cells of the run (row i from the top, cell j "
     "from the left, 1-based)",
     "triângulo: um lance é i,j>k,l, as duas casas das pontas (linha i a contar de cima, casa j "
     "a contar da esquerda, a partir de 1)"},
    /* issue 16: every detail of a refused move or position; the kinds' keywords stay (they
     * are typed), except where the Portuguese above names the game */
    {"bad position: %s is a constrained game and cannot be summed with other components (they "
     "cannot be played together)",
     "posição inválida: %s é um jogo com restrição e não se soma a outras componentes (não "
     "podem ser jogadas juntas)"},
    {"bad position: %s does not take the option [%s=...] (options: %s)",
     "posição inválida: %s não aceita a opção [%s=...] (opções: %s)"},
    {"bad position: %s does not take the option [%s=...]",
     "posição inválida: %s não aceita a opção [%s=...]"},
    {"bad position: %s takes no {...} list", "posição inválida: %s não leva lista {...}"},
    {"bad position: %s needs a set of numbers, e.g. %s{1,2,3}: 17",
     "posição inválida: %s precisa de um conjunto de números, p. ex. %s{1,2,3}: 17"},
    {"bad position: '%s' is not a heap size (%d..%d)",
     "posição inválida: '%s' não é um tamanho de monte (%d..%d)"},
    {"bad position: '%s' is not a cell size (%d..%d)",
     "posição inválida: '%s' não é um tamanho de casa (%d..%d)"},
    {"bad position: '%s' is not a matrix entry size (%d..%d)",
     "posição inválida: '%s' não é um valor de entrada da matriz (%d..%d)"},
    {"bad position: '%s' is not a run size (%d..%d)",
     "posição inválida: '%s' não é um tamanho de fila de pinos (%d..%d)"},
    {"bad position: '%s' is not a stick size (%d..%d)",
     "posição inválida: '%s' não é um tamanho de pau (%d..%d)"},
    {"bad position: '%s' is not a %s size (%d..%d)",
     "posição inválida: '%s' não é um tamanho de %s (%d..%d)"},
    {"bad position: more than %d heaps", "posição inválida: mais de %d montes"},
    {"bad position: more than %d matrix entrys", "posição inválida: mais de %d entradas da matriz"},
    {"bad position: more than %d %ss", "posição inválida: mais de %d %s"},
    {"'%s' is not a game keyword", "'%s' não é a palavra-chave de um jogo"},
    {"expected a component like 'nim: 3 5 7', got '%s'",
     "esperava-se uma componente como 'nim: 3 5 7', não '%s'"},
    {"unknown game '%s' (expected e.g. '%s')", "jogo desconhecido '%s' (p. ex. '%s')"},
    {"more than %d numbers in %s{...}", "mais de %d números em %s{...}"},
    {"expected numbers separated by ',' in %s{...}",
     "esperavam-se números separados por ',' em %s{...}"},
    {"expected ',' or '}' in %s{...}", "esperava-se ',' ou '}' em %s{...}"},
    {"too many options in %s[...]", "demasiadas opções em %s[...]"},
    {"expected options like [key=value] after %s",
     "esperavam-se opções como [chave=valor] depois de %s"},
    {"expected ':' after '%s'", "esperava-se ':' depois de '%s'"},
    {"longer than %d characters", "mais de %d caracteres"},
    {"expected the player to move after ';' (1, 2, L or R)",
     "esperava-se quem joga depois de ';' (1, 2, L ou R)"},
    {"empty component around '+'", "componente vazia junto a '+'"},
    {"more than %d components", "mais de %d componentes"},
    {"misère play is not offered for %s", "o jogo misère não é oferecido em %s"},
    {"position too large: it may have up to %d moves, the limit is %d",
     "posição demasiado grande: pode ter até %d lances, o limite é %d"},
    {"[k] must name a component 1..%d", "[k] tem de indicar uma componente 1..%d"},
    {"expected heap:from>to, e.g. 2:7>3", "escreva monte:de>para, p. ex. 2:7>3"},
    {"there are %d heaps", "há %d montes"},
    {"heap %d has %d beans", "o monte %d tem %d feijões"},
    {"a move removes at least one bean", "um lance tira pelo menos um feijão"},
    {"at most %d numbers in %s{...}", "no máximo %d números em %s{...}"},
    {"the numbers of %s{...} must be 1..65535", "os números de %s{...} têm de ser 1..65535"},
    {"the sticks of quim may total at most %d", "os paus do quim somam no máximo %d"},
    {"expected take k, e.g. take 2", "escreva retirar k, p. ex. retirar 2 (ou take 2)"},
    {"there is no stick of length %d", "não há nenhum pau de comprimento %d"},
    {"expected split l=a+b (a+b = l) or take k", "escreva partir l=a+b (a+b = l) ou retirar k (ou split, take)"},
    {"plainim rows are strings of 0 and 1 of one length (1..%d), separated by '/', at most %d "
     "rows",
     "as linhas do plainim são sequências de 0 e 1 do mesmo comprimento (1..%d), separadas por "
     "'/', no máximo %d linhas"},
    {"expected row:contents, e.g. 1:01111111", "escreva linha:conteúdo, p. ex. 1:01111111"},
    {"lim has exactly three heaps (e.g. lim: 5 3 7)", "o lim tem exactamente três montes (p. ex. "
                                                      "lim: 5 3 7)"},
    {"the heaps of lim may total at most %d", "os montes do lim somam no máximo %d"},
    {"expected i,j:k (heaps i and j lose k, the third gains k), e.g. 1,3:3",
     "escreva i,j:k (os montes i e j perdem k, o terceiro ganha k), p. ex. 1,3:3"},
    {"expected heaps, '|' and the constraint, e.g. parity: 5 7 | -",
     "esperavam-se os montes, '|' e a restrição, p. ex. parity: 5 7 | -"},
    {"at most %d beans in parity", "no máximo %d feijões em parity"},
    {"the constraint after '|' is -, %s or %s", "a restrição depois de '|' é -, %s ou %s"},
    {"expected i:a>b/%s (take, then announce) or %s / %s",
     "escreva i:a>b/%s (tirar e depois anunciar) ou %s / %s"},
    {"at most %d rows in matrix", "no máximo %d linhas em matrix"},
    {"the rows of matrix must be non-empty and equally long, separated by '/'",
     "as linhas de matrix não podem ser vazias e têm o mesmo comprimento, separadas por '/'"},
    {"expected r<row>-<k> or c<column>-<k> (1-based), e.g. r2-5",
     "escreva r<linha>-<k> ou c<coluna>-<k> (a contar de 1), p. ex. r2-5"},
    {"addup needs the target and the running total, total <= target (e.g. addup{1,2,3}: 13 0)",
     "addup precisa do alvo e do total acumulado, total <= alvo (p. ex. addup{1,2,3}: 13 0)"},
    {"expected +a, the number added, e.g. +3", "escreva +a, o número somado, p. ex. +3"},
    {"at most %d pieces on the stairs", "no máximo %d peças na escada"},
    {"expected step:pieces (1-based step, moved one step down), e.g. 4:2",
     "escreva degrau:peças (degrau a contar de 1, descem um degrau), p. ex. 4:2"},
    {"at most 255 coins in %s", "no máximo 255 moedas em %s"},
    {"expected from>to (cells), e.g. 9>4", "escreva de>para (casas), p. ex. 9>4"},
    {"a coin moves left, within cells 0..%d",
     "uma moeda anda para a esquerda, dentro das casas 0..%d"},
    {"too many pins in kayles (the runs could split into more than %d)",
     "demasiados pinos em kayles (as filas poderiam partir-se em mais de %d)"},
    {"expected run:x-y knocking pins x..y (y = x or x+1), e.g. 1:3-3",
     "escreva fila:x-y para derrubar os pinos x..y (y = x ou x+1), p. ex. 1:3-3"},
    {"no such pins", "esses pinos não existem"},
    {"(%d,%d)>(%d,%d) is not a move north, west or north-west",
     "(%d,%d)>(%d,%d) não é um lance para norte, oeste ou noroeste"},
    {"parameter fallback: expected mcts, ab or random, got '%s'",
     "parâmetro fallback: tem de ser mcts, ab ou random, não '%s'"},
    {"%s has no P/N or Grundy table", "%s não tem tabela P/N nem de Grundy"},
    {"a table needs at least one entry", "uma tabela precisa de pelo menos uma entrada"},
    {"%s: the table ran out of time", "%s: a tabela esgotou o tempo"},
    {"the tables are for normal play", "as tabelas são para o jogo normal"},
    /* value texts (src/cgt) */
    {"bad value text at column %d: %s", "valor mal escrito na coluna %d: %s"},
    {"number too long", "número demasiado longo"},
    {"expected a number", "esperava-se um número"},
    {"expected a denominator after '/'", "esperava-se um denominador depois de '/'"},
    {"the denominator must be a power of two (1, 2, 4, 8, ...)",
     "o denominador tem de ser uma potência de dois (1, 2, 4, 8, ...)"},
    {"the number of ups must be at least 1", "o número de ups tem de ser pelo menos 1"},
    {"too many ups", "demasiados ups"},
    {"expected a value (a number, ^, v, *, ± or {...})",
     "esperava-se um valor (um número, ^, v, *, ± ou {...})"},
    {"nested too deeply", "encaixado demasiado fundo"},
    {"expected a number after ±", "esperava-se um número depois de ±"},
    {"expected ')'", "esperava-se ')'"},
    {"expected a value after the operator", "esperava-se um valor depois do operador"},
    {"expected ',' or '|' in {...}", "esperava-se ',' ou '|' em {...}"},
    {"expected ',' or '}' in {...}", "esperava-se ',' ou '}' em {...}"},
    {"unexpected text after the value", "texto inesperado depois do valor"},
    {"value text too long (%d bytes, room for %d)",
     "valor demasiado longo (%d bytes, cabem %d)"},
    {"empty expression", "expressão vazia"},
    {"bad octal code '%s': expected 0.d1d2... (e.g. 0.77 for Kayles)",
     "código octal inválido '%s': escreva 0.d1d2... (p. ex. 0.77 para o Kayles)"},
    {"bad octal code '%s': the digits after the point are 0 to 7",
     "código octal inválido '%s': os algarismos depois do ponto são de 0 a 7"},
    {"bad octal code '%s': at most %d digits", "código octal inválido '%s': no máximo %d algarismos"},
    {"the positions form a cycle (the game must always end)",
     "as posições formam um ciclo (o jogo tem de acabar sempre)"},
    /* the kinds' own messages, after their keyword */
    {"a rectangle is RxC with 1..%d rows and 1..%d columns",
     "um retângulo é LxC com 1..%d linhas e 1..%d colunas"},
    {"expected row lengths from the bottom (0..%d) at '%s'",
     "esperavam-se comprimentos de linha a contar de baixo (0..%d) em '%s'"},
    {"at most %d rows", "no máximo %d linhas"},
    {"at most %d columns", "no máximo %d colunas"},
    {"row lengths must not increase upwards (%d above %d)",
     "os comprimentos das linhas não podem crescer para cima (%d por cima de %d)"},
    {"no points (the poisoned point is always there)",
     "nenhum ponto (o ponto envenenado está sempre lá)"},
    {"the position is two integers from 1 to %d, e.g. 20 8",
     "a posição são dois inteiros de 1 a %d, p. ex. 20 8"},
    {"only the larger number, %d, can change", "só o número maior, %d, pode mudar"},
    {"board=RxC needs rows and columns from 1 to %d",
     "board=RxC precisa de linhas e colunas de 1 a %d"},
    {"expected a square (row,col) with coordinates 0..%d at '%s'",
     "esperava-se uma casa (linha,coluna) com coordenadas 0..%d em '%s'"},
    {"expected a square (row,col) with coordinates 0..%d",
     "esperava-se uma casa (linha,coluna) com coordenadas 0..%d"},
    {"at most %d queens", "no máximo %d rainhas"},
    {"square (%d,%d) is off the %dx%d board", "a casa (%d,%d) está fora do tabuleiro %dx%d"},
    {"no queen (write squares such as (2,4))", "nenhuma rainha (escreva casas como (2,4))"},
    {"unexpected '%s' after the move", "'%s' inesperado depois do lance"},
    {"no queen on (%d,%d)", "nenhuma rainha em (%d,%d)"},
    {"expected a queen B(r,c) or M(r,c) at '%s'",
     "esperava-se uma rainha B(l,c) ou M(l,c) em '%s'"},
    {"the queens are followed by '| X', X the colour to move (B, M or - before the first "
     "announcement)",
     "as rainhas são seguidas de '| X', X a cor que joga (B, M ou - antes do primeiro anúncio)"},
    {"the colour to move is B, M or -", "a cor que joga é B, M ou -"},
    {"unexpected '%s' after the colour to move", "'%s' inesperado depois da cor que joga"},
    {"an announcement is B or M alone", "um anúncio é B ou M sozinho"},
    {"a move ends with /B or /M, the colour announced",
     "um lance termina com /B ou /M, a cor anunciada"},
    {"no queen of the colour to move on (%d,%d)", "nenhuma rainha da cor que joga em (%d,%d)"},
    {"max=k takes k from 1 to %d", "max=k leva k de 1 a %d"},
    {"rows from the top with 1, 2, 3, ... cells of 'o' (counter) or '.' (empty), separated by "
     "'/', side at most %d",
     "linhas de cima para baixo com 1, 2, 3, ... casas de 'o' (ficha) ou '.' (vazia), separadas "
     "por '/', lado no máximo %d"},
    {"unexpected '%s' after the rows", "'%s' inesperado depois das linhas"},
    {"%d,%d and %d,%d are not on one row or diagonal",
     "%d,%d e %d,%d não estão na mesma linha nem diagonal"},
    {"at most %d rows and %d columns", "no máximo %d linhas e %d colunas"},
    {"rows of 'o' (counter) and '.' (empty), all of one length, separated by '/'",
     "linhas de 'o' (ficha) e '.' (vazia), todas do mesmo comprimento, separadas por '/'"},
    {"unexpected '%s' after the grid", "'%s' inesperado depois da grelha"},
    {"expected an edge u-v (vertices 0..%d, 0 the ground) at '%s'",
     "esperava-se um segmento u-v (vértices 0..%d, 0 o chão) em '%s'"},
    {"at most %d edges", "no máximo %d segmentos"},
    {"#k names the k-th edge, 1..%d here", "#k indica o k-ésimo segmento, aqui 1..%d"},
    {"there is no edge %d-%d", "não há nenhum segmento %d-%d"},
    {"vertex names are 1 to %d letters or digits, at '%s'",
     "os nomes dos vértices têm 1 a %d letras ou algarismos, em '%s'"},
    {"at most %d vertices", "no máximo %d vértices"},
    {"the arcs u>v are followed by '@' and the vertices with tokens",
     "os arcos u>v são seguidos de '@' e dos vértices com fichas"},
    {"an arc is written u>v", "um arco escreve-se u>v"},
    {"at most %d arcs", "no máximo %d arcos"},
    {"at most %d tokens", "no máximo %d fichas"},
    {"no token (write the vertices with tokens after '@')",
     "nenhuma ficha (escreva os vértices com fichas depois de '@')"},
    {"a cycle is reachable from the token on %s (the game must end)",
     "há um ciclo ao alcance da ficha em %s (o jogo tem de acabar)"},
    {"there is no arc %s>%s", "não há nenhum arco %s>%s"},
    {"jump=any (over any piece, the default) or jump=opponent",
     "jump=any (por cima de qualquer peça, o valor por omissão) ou jump=opponent"},
    {"at most %d strips", "no máximo %d faixas"},
    {"a strip has at most %d cells", "uma faixa tem no máximo %d casas"},
    {"strips are cells L (Lion), D (Dragon) and . (empty), separated by '/'",
     "as faixas são casas L (Leão), D (Dragão) e . (vazia), separadas por '/'"},
    {"unexpected '%s' (cells are L, D and .)", "'%s' inesperado (as casas são L, D e .)"},
    {"there are %d strips", "há %d faixas"},
    {"a move is 'L i' (the Lion at index i, from 0) or 'D i'; with several strips 's: L i'",
     "um lance é 'L i' (o Leão na posição i, a partir de 0) ou 'D i'; com várias faixas "
     "'s: L i'"},
    {"too large (at most %d distinct subgames)", "demasiado grande (no máximo %d subjogos distintos)"},
    {"too large (at most %d options in all)", "demasiado grande (no máximo %d opções ao todo)"},
    {"too large (value texts longer than %d characters)",
     "demasiado grande (valores com mais de %d caracteres)"},
    {"too large (a value with %d options on one side)",
     "demasiado grande (um valor com %d opções de um lado)"},
    {"too large (%s does not fit a position)", "demasiado grande (%s não cabe numa posição)"},
    {"too large", "demasiado grande"},
    {"too deep", "demasiado fundo"},
    {"value too large", "valor demasiado grande"},
    {"too many options", "demasiadas opções"},
    {"expected ',' or '%s' at '%s'", "esperava-se ',' ou '%s' em '%s'"},
    {"expected a value at '%s'", "esperava-se um valor em '%s'"},
    {"expected a value such as {0|*} or 1/2", "esperava-se um valor como {0|*} ou 1/2"},
    {"unexpected '%s' after the value", "'%s' inesperado depois do valor"},
    {"every row needs the same length (%d, not %d)",
     "todas as linhas têm o mesmo comprimento (%d, não %d)"},
    {"rows are '.' (free) and '#' (covered) squares separated by '/' at '%s'",
     "as linhas são casas '.' (livres) e '#' (cobertas) separadas por '/' em '%s'"},
    {"unexpected '%s' (rows are '.' and '#' separated by '/')",
     "'%s' inesperado (as linhas são '.' e '#' separadas por '/')"},
    {"unexpected '%s' after the board", "'%s' inesperado depois do tabuleiro"},
    {"domineering: %s", "dominório: %s"},
    {"hackenbush: %s", "arbusto: %s"},
    {"lions: %s", "leões: %s"},
    {"triangle: %s", "triângulo: %s"},
    {"graph: %s", "grafo: %s"},
    {"euclid: %s", "euclides: %s"},
    {"game: %s", "jogo: %s"},
    {"chomp: %s", "chomp: %s"},
    {"queens: %s", "queens: %s"},
    {"queens2: %s", "queens2: %s"},
    {"array: %s", "array: %s"},
    {NULL, NULL},
};

/* The levels (docs/LEVELS.md): MCTS below, the combinatorial analysis at the top, which plays
 * perfectly whenever it finishes in time. */
static const char *level_spec(const tb_variant *v, const char *level)
{
    return tb_level_pick(level, NULL, NULL, "cgt:time=2s,fallback=mcts");
}

const tb_family tb_family_combinatorial = {
    .id = "combinatorial",
    .name_pt = "Jogos combinatórios",
    .name_en = "Combinatorial games",
    .variants = variants,
    .traits = TB_TRAIT_CONVENTION,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .words = words,
    .analysis = &tb_comb_analysis,
    .table = &tb_comb_tables,
    .players = players,
    .options = options,
    .errors = errors,
    .level_spec = level_spec,
};
