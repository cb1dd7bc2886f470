/* The Go family (rules/go.md): Atari Go, and Go, Alak, progressive Go, hexagonal progressive
 * Go and Rosette on one engine (go.c); SGF, the GTP command, the go and gtp players. */
#include "games/go/go_sgf.h"
#include "tabula/family.h"

extern const tb_variant tb_variant_atari_go;
extern const tb_variant tb_variant_go;
extern const tb_variant tb_variant_go_alak;
extern const tb_variant tb_variant_go_progressive;
extern const tb_variant tb_variant_go_hex_progressive;
extern const tb_variant tb_variant_go_roseta;
extern const tb_player_kind tb_player_go;
extern const tb_analysis_service go_analysis;
extern const tb_ownership_service go_ownership_service;
extern const tb_player_kind tb_player_gtp;
int go_gtp_command(int argc, char **argv);

static const tb_variant *const variants[] = {&tb_variant_atari_go,
                                             &tb_variant_go,
                                             &tb_variant_go_alak,
                                             &tb_variant_go_progressive,
                                             &tb_variant_go_hex_progressive,
                                             &tb_variant_go_roseta,
                                             NULL};

static const tb_phrase reasons[] = {
    {"%s captured 1 stone", "%t %{capturou|capturaram} 1 pedra"},
    {"%s captured %d stones", "%t %{capturou|capturaram} %d pedras"},
    {"both players passed", "os dois jogadores passaram"},
    {"%s has no stone left", "%t não %{tem|têm} mais pedras"},
    {"%s has no legal placement; draw %d-%d", "%t não %{tem|têm} onde jogar; empate %d-%d"},
    {"%s has no legal placement; %s wins %d-%d", "%t não %{tem|têm} onde jogar; %t %{ganha|ganham} %d-%d"},
    {"%s has no legal placement", "%t não %{tem|têm} onde jogar"},
    {"%s resigned", "%t %{desistiu|desistiram}"},
    {"%s wins by %s (%s-%s)", "%t %{ganha|ganham} por %s (%s-%s)"},
    {"tie %s-%s, White wins", "empate %s-%s, ganham as Brancas"},
    {"draw: repeated position", "empate: posição repetida"},
    {"draw: %d moves", "empate: %d lances"},
    {"%s has no legal move", "%t não %{tem|têm} lances legais"},
    {NULL, NULL},
};

static const tb_phrase status[] = {
    {"%s to move, %d stones in reserve", "%j, %d pedras na reserva"},
    {"%s: mark dead (dead:<point>), accept or resume; Black %s, White %s",
     "%s: marcar mortas (morta:<ponto>), aceitar ou retomar; Negras %s, Brancas %s"},
    {"%s to move, turn %d, stone %d of %d", "%j, vez %d, pedra %d de %d"},
    {"%s to move, prisoners %d-%d", "%j, prisioneiros %d-%d"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Negras"},
    {NULL, NULL},
};

/* The engine's games score by counting; all but Alak have turns of several actions (a
 * progressive turn, free handicap stones, the dead-stone marks before accepting). */
static unsigned variant_traits(const tb_variant *v)
{
    if (v == &tb_variant_atari_go)
        return 0;
    if (v == &tb_variant_go_alak)
        return TB_TRAIT_SCORED;
    return TB_TRAIT_SCORED | TB_TRAIT_MULTI_ACTION;
}

static const tb_record_format *const formats[] = {&go_sgf_format, NULL};
static const tb_player_kind *const players[] = {&tb_player_go, &tb_player_gtp, NULL};
static const tb_command commands[] = {
    {"gtp", "gtp [--player SPEC]  (speaks GTP v2 on standard input: Go)", go_gtp_command},
    {NULL, NULL, NULL},
};

/* The options' help in Portuguese (tb_option_help). */
static const tb_phrase options[] = {
    {"board of size x size points, 2 to 19 (the source uses 9)",
     "tabuleiro de lado x lado pontos, de 2 a 19 (a fonte usa 9)"},
    {"stones in each player's reserve, 1 to 361",
     "pedras na reserva de cada jogador, de 1 a 361"},
    {"a player with no legal placement or no stone left: lose, or pass (two passes in a row "
     "draw)",
     "um jogador sem onde pôr pedra ou sem pedras: lose (perde) ou pass (passa; duas "
     "passagens seguidas empatam)"},
    {"square (fixed by the variant)",
     "square (fixado pela variante)"},
    {"board of size x size points, 2 to 19 (19, 13 and 9 in the sources)",
     "tabuleiro de lado x lado pontos, de 2 a 19 (19, 13 e 9 nas fontes)"},
    {"White's bonus, a multiple of 0.5; auto: 5.5, or 0 with handicap (§2.4)",
     "o bónus das Brancas (komi), um múltiplo de 0,5; auto: 5,5, ou 0 com handicap"},
    {"Black's handicap stones, 0 or 2 to 9 (25 on 19x19) (§2.2)",
     "pedras de handicap das Negras, 0 ou de 2 a 9 (25 no 19x19)"},
    {"on: Black places the handicap stones anywhere (§2.2)",
     "on: as Negras põem as pedras de handicap onde quiserem"},
    {"area (stones + territory) or territory (§2.4)",
     "area (pedras + território) ou territory (território)"},
    {"basic, positional-superko or situational-superko (§1.3)",
     "basic (ko simples), positional-superko ou situational-superko"},
    {"agreement: after two passes the players mark dead groups and accept (or resume); none: "
     "count the board as it stands (§1.4)",
     "agreement: depois de duas passagens os jogadores marcam os grupos mortos e aceitam (ou "
     "retomam); none: conta-se o tabuleiro como está"},
    {"stones per player: unlimited, N or B/W such as 181/180 (§2.1)",
     "pedras por jogador: unlimited (ilimitadas), N ou B/W (Negras/Brancas) como 181/180"},
    {"line (fixed by the variant)",
     "line (fixado pela variante)"},
    {"points on the line, 3 to 64; each player has length - 1 stones (§3.1)",
     "pontos da linha, de 3 a 64; cada jogador tem length - 1 pedras"},
    {"black or white: who places the first stone (§3.2)",
     "black ou white: quem põe a primeira pedra (as Negras ou as Brancas)"},
    {"a game reaching this many placements is a draw; 0: no limit (§3.5)",
     "uma partida que chegue a este número de pedras postas é empate; 0: sem limite"},
    {"on: a position repeated with the same player to move draws (§3.5)",
     "on: uma posição repetida com o mesmo jogador a jogar é empate"},
    {"board of size x size points, 2 to 19 (§4.1: 13)",
     "tabuleiro de lado x lado pontos, de 2 a 19 (13 no livro)"},
    {"stones per turn: 1,2,3 (t), 1,2,2, 1,2,1 (cycle), 1,3,4 or 1,3,5 (2t-1) (§4.3)",
     "pedras por vez: 1,2,3 (t), 1,2,2, 1,2,1 (ciclo), 1,3,4 ou 1,3,5 (2t-1)"},
    {"none, stop-at-atari (a stone that leaves an enemy group in atari ends the turn) or "
     "distinct-groups (§4.3)",
     "none, stop-at-atari (uma pedra que deixa um grupo adversário em atari termina a vez) ou "
     "distinct-groups"},
    {"White's bonus, a multiple of 0.5 (§4.4)",
     "o bónus das Brancas (komi), um múltiplo de 0,5"},
    {"stones per player: unlimited, N (80 in the book) or B/W (§4.1)",
     "pedras por jogador: unlimited (ilimitadas), N (80 no livro) ou B/W (Negras/Brancas)"},
    {"hex (fixed by the variant: 91 hexagonal cells)",
     "hex (fixado pela variante: 91 casas hexagonais)"},
    {"stones per turn: 1,2,3, 1,2,2, 1,2,1, 1,3,4 or 1,3,5 (§5.2)",
     "pedras por vez: 1,2,3, 1,2,2, 1,2,1, 1,3,4 ou 1,3,5"},
    {"none, stop-at-atari or distinct-groups (§5.2: no stop rule)",
     "none, stop-at-atari ou distinct-groups (o livro: sem regra de paragem)"},
    {"White's bonus, a multiple of 0.5 (§5.2)",
     "o bónus das Brancas (komi), um múltiplo de 0,5"},
    {"stones per player: unlimited, N or B/W",
     "pedras por jogador: unlimited (ilimitadas), N ou B/W (Negras/Brancas)"},
    {"rosette (fixed by the variant)",
     "rosette (fixado pela variante)"},
    {"hexagons a side: 5 (150 vertices) or 7 (294, the 1975 board) (§6.1)",
     "hexágonos por lado: 5 (150 vértices) ou 7 (294, o tabuleiro de 1975)"},
    {"White's bonus, a multiple of 0.5 (§6.3)",
     "o bónus das Brancas (komi), um múltiplo de 0,5"},
    {"stones per player: unlimited, N (70 in the book) or B/W (§6.2)",
     "pedras por jogador: unlimited (ilimitadas), N (70 no livro) ou B/W (Negras/Brancas)"},
    {NULL, NULL},
};

/* The Go player behind the levels (docs/LEVELS.md); Atari Go, which it does not play, gets
 * alpha-beta, which beat MCTS 20-0 there (docs/BENCHMARKS.md). */
static const char *level_spec(const tb_variant *v, const char *level)
{
    if (v == &tb_variant_atari_go)
        return tb_level_alphabeta(level);
    return tb_level_pick(level, "go:time=0.2s,threads=1", "go:time=1s", "go:time=2s");
}

/* Refused moves and positions in Portuguese (tb_error_text): the details after "bad move
 * '...': " and "bad position: " (the library's), and the family's whole messages. */
static const tb_phrase errors[] = {
    {"bad position: %s has %d stones on the board, %d in reserve and %d captured, but each "
     "player has %d stones (option stones)",
     "posição inválida: %t %{tem|têm} %d pedras no tabuleiro, %d de reserva e %d capturadas, "
     "mas cada jogador tem %d pedras (opção stones)"},
    {"bad position: %s captured but has no stone on the board",
     "posição inválida: %t %{capturou|capturaram} mas não %{tem|têm} pedras no tabuleiro"},
    {"bad position: %s passed but has a legal placement",
     "posição inválida: %t %{passou|passaram} mas %{tinha|tinham} onde colocar uma pedra"},
    {"bad position: %s was not placed by the player to move",
     "posição inválida: %s não foi colocada por quem joga"},
    {"illegal move %s: %s", "lance ilegal %s: %s"},
    {"the point is occupied", "o ponto está ocupado"},
    {"the point was emptied by the capture of the previous move",
     "o ponto foi esvaziado pela captura do lance anterior"},
    {"the stone would have no liberties and captures nothing (suicide)",
     "a pedra ficaria sem liberdades e não captura nada (suicídio)"},
    {"the stone would have no liberties and captures nothing",
     "a pedra ficaria sem liberdades e não captura nada"},
    {"ko: it would recreate the position before the opponent's last stone",
     "ko: repetiria a posição de antes da última pedra do adversário"},
    {"superko: the position would repeat", "superko: a posição repetir-se-ia"},
    {"a rule of the variant forbids it", "uma regra da variante proíbe-o"},
    {"expected a point from A1 to %s", "escreva um ponto de A1 a %s"},
    {"expected a point (%s to %s), pass or resign",
     "escreva um ponto (%s a %s), passar ou desistir"},
    {"bad mark '%s': expected dead:<point of a stone>",
     "marca inválida '%s': escreva morta:<ponto de uma pedra>"},
    {"bad board: expected %d points as X, O and counts of empty points",
     "tabuleiro inválido: esperavam-se %d pontos escritos X, O e números de pontos vazios"},
    {"too much text after the board", "texto a mais depois do tabuleiro"},
    {"too many fields after the board", "campos a mais depois do tabuleiro"},
    {"too long", "demasiado longa"},
    {"expected the board, the side to move (b or w), and optionally both reserves, then passes "
     "and captured stones",
     "esperava-se o tabuleiro, quem joga (b ou w) e, se quiser, as duas reservas, depois as "
     "passagens e as pedras capturadas"},
    {"expected the board then b or w (the side to move)",
     "esperava-se o tabuleiro e depois b ou w (quem joga)"},
    {"the side to move must be b or w, not '%s'", "quem joga tem de ser b ou w, não '%s'"},
    {"'%s' is not a count", "'%s' não é um número"},
    {"'%s' is not name=value", "'%s' não é nome=valor"},
    {"'%s' is not a point (or is named twice)", "'%s' não é um ponto (ou foi dado duas vezes)"},
    {"%d passes (passing needs option no_move=pass and at most two passes can follow each "
     "other)",
     "%d passagens (passar exige a opção no_move=pass e no máximo duas passagens seguidas)"},
    {"a capture ends the game, no pass can follow it",
     "uma captura termina o jogo, nenhuma passagem a pode seguir"},
    {"the group at %s has no liberties", "o grupo em %s não tem liberdades"},
    {"seen= takes up to %d keys of 16 hex digits",
     "seen= leva até %d chaves de 16 algarismos hexadecimais"},
    {"field %s given twice", "campo %s dado duas vezes"},
    {"bad field %s", "campo inválido %s"},
    {"dead mark on the empty point %s", "marca de morta no ponto vazio %s"},
    {"the fields contradict each other", "os campos contradizem-se"},
    {"turn %d has begun: write only its remaining stones",
     "a vez %d já começou: escreva só as pedras que faltam"},
    {"'%d.' is not this turn: turn %d is to be played", "'%d.' não é esta vez: joga-se a vez %d"},
    {"a word of the turn is too long", "uma palavra da jogada é demasiado longa"},
    {"too many stones in one turn", "demasiadas pedras numa vez"},
    {"turn %d: no stone after the number", "vez %d: nenhuma pedra depois do número"},
    {"option komi: '%s' is not a multiple of 0.5 from -1000 to 1000 (or auto)",
     "opção komi: '%s' não é múltiplo de 0,5 entre -1000 e 1000 (ou auto)"},
    {"option supply: expected unlimited, N or B/W (1 to 999), not '%s'",
     "opção supply: tem de ser unlimited, N ou B/W (1 a 999), não '%s'"},
    {"option handicap: a %dx%d board has no star points for it (use handicap_free=on)",
     "opção handicap: um tabuleiro %dx%d não tem pontos de estrela para ele (use "
     "handicap_free=on)"},
    {"option handicap: 0 (none) or 2 to %d stones",
     "opção handicap: 0 (nenhuma) ou de 2 a %d pedras"},
    {"the go player plays the Go family (go, go/...), not %s",
     "o jogador go joga a família do Go (go, go/...), não %s"},
    {"go: no move to choose", "go: nenhum lance para escolher"},
    /* SGF records (go_sgf.c), issue 16: the wrapper, then each detail */
    {"SGF is for Go only (go), not %s", "o SGF é só para o Go (go), não para %s"},
    {"SGF: %s", "SGF: %s"},
    {"a value is not closed by ']'", "um valor não está fechado por ']'"},
    {"property %s without a value", "a propriedade %s não tem valor"},
    {"the text does not start with \"(;\"", "o texto não começa por \"(;\""},
    {"no root node", "falta o nó da raiz"},
    {"GM[%s] is not Go (GM[1])", "GM[%s] não é Go (GM[1])"},
    {"board size %s not supported (2 to 19)",
     "tabuleiro de tamanho %s não suportado (de 2 a 19)"},
    {"set-up white stones (AW) are not supported",
     "pedras brancas postas no início (AW) não são suportadas"},
    {"HA[%s] but %d stones in AB", "HA[%s] mas %d pedras em AB"},
    {"a single handicap stone is not a handicap (§2.2)",
     "uma só pedra de vantagem não é uma vantagem"},
    {"KM[%s] is not a multiple of 0.5 from -1000 to 1000",
     "KM[%s] não é múltiplo de 0,5 entre -1000 e 1000"},
    {"bad handicap stone AB[%s]", "pedra de vantagem inválida AB[%s]"},
    {"set-up (%s) after the root is not supported",
     "pedras postas (%s) depois da raiz não são suportadas"},
    {"move %d: %s plays out of turn", "lance %d: %t %{joga|jogam} fora da sua vez"},
    {"move %d: %s[%s] is not a point of the %dx%d board",
     "lance %d: %s[%s] não é um ponto do tabuleiro %dx%d"},
    {"move %d (%s[%s]) is illegal: %s", "lance %d (%s[%s]) é ilegal: %s"},
    {NULL, NULL},
};

const tb_family tb_family_go = {
    .id = "go",
    .name_pt = "Go",
    .name_en = "Go",
    .variants = variants,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .status = status,
    .words = words,
    .errors = errors,
    .analysis = &go_analysis,
    .formats = formats,
    .players = players,
    .commands = commands,
    .options = options,
    .level_spec = level_spec,
    .ownership = &go_ownership_service,
};
