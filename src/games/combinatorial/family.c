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
