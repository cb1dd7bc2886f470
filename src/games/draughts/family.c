/* The draughts family (rules/draughts.md): one rules engine, the variants as rows of its rule
 * table (draughts.c). */
#include <string.h>

#include "games/draughts/draughts.h"
#include "games/draughts/pdn.h"
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
    {NULL, NULL, NULL},
};

/* Refused moves in Portuguese (tb_error_text). */
static const tb_phrase errors[] = {
    {"cannot read the move '%s': expected 'c3-d4' or 'c3:e5' or a drop '*d2'",
     "não consigo ler o lance '%s': escreva 'c3-d4', 'c3:e5' ou uma largada '*d2'"},
    {"cannot read the move '%s': expected 'c3-d4' or 'c3:e5'",
     "não consigo ler o lance '%s': escreva 'c3-d4' ou 'c3:e5'"},
    {"cannot read the move '%s': expected a step a1-b2 or a capture a1:c3",
     "não consigo ler o lance '%s': escreva um passo a1-b2 ou uma captura a1:c3"},
    {"'%s' is not a legal move: a capture is compulsory",
     "'%s' não é um lance legal: capturar é obrigatório"},
    {"'%s': not a playing square", "'%s': não é uma casa de jogo"},
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
