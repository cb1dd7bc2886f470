/* The games of the box (rules/boxgames.md): Halma, Lambs and Tigers, Hasami Shogi. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "halma.h"
#include "tabula/family.h"
#include "tabula/report.h"

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
    {"%s has five in a row", "%s têm cinco em linha"},
    {"%s has one piece left", "%s têm só uma peça"},
    {"%s has no pieces left", "%s não têm mais peças"},
    {"%s has no legal move", "%s não têm lances legais"},
    {"%s have no legal move", "%s não têm lances legais"},
    {"draw: %d moves played", "empate: %d lances jogados"},
    {"%s captured 1 lamb", "%s capturaram 1 cordeiro"},
    {"%s captured %d lambs", "%s capturaram %d cordeiros"},
    {"target reached in %d moves", "objectivo atingido em %d lances"},
    {"target not reached in %d moves", "objectivo não atingido em %d lances"},
    {"%s and %s have all their pieces home", "%s e %s têm todas as peças no destino"},
    {"%s has all the pieces home", "%s têm todas as peças no destino"},
    {NULL, NULL},
};

/* The view's status lines: whose turn, and the end with each reason above. */
static const tb_phrase status[] = {
    {"%s to move; %d moves played", "Joga: %s; %d lances jogados"},
    {"%s to move (jumping on or stop); %d moves played",
     "Joga: %s (continua a saltar ou pára); %d lances jogados"},
    {"%s to move; lambs captured: %d", "Jogam: %s; cordeiros capturados: %d"},
    {"%s to move; pieces %d-%d", "Joga: %s; peças %d-%d"},
    {"Game over: %s has five in a row", "Fim do jogo: %s têm cinco em linha"},
    {"Game over: %s has one piece left", "Fim do jogo: %s têm só uma peça"},
    {"Game over: %s has no pieces left", "Fim do jogo: %s não têm mais peças"},
    {"Game over: %s has no legal move", "Fim do jogo: %s não têm lances legais"},
    {"Game over: %s have no legal move", "Fim do jogo: %s não têm lances legais"},
    {"Game over: draw: %d moves played", "Fim do jogo: empate: %d lances jogados"},
    {"Game over: %s captured 1 lamb", "Fim do jogo: %s capturaram 1 cordeiro"},
    {"Game over: %s captured %d lambs", "Fim do jogo: %s capturaram %d cordeiros"},
    {"Game over: target reached in %d moves", "Fim do jogo: objectivo atingido em %d lances"},
    {"Game over: target not reached in %d moves",
     "Fim do jogo: objectivo não atingido em %d lances"},
    {"Game over: %s and %s have all their pieces home",
     "Fim do jogo: %s e %s têm todas as peças no destino"},
    {"Game over: %s has all the pieces home", "Fim do jogo: %s têm todas as peças no destino"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"}, {"Black", "Negras"}, {"Orange", "Laranja"}, {"Green", "Verdes"},
    {"Tigers", "Tigres"}, {"Lambs", "Cordeiros"}, {NULL, NULL},
};

/* The options' help in Portuguese (tb_option_help). */
static const tb_phrase options[] = {
    {"true: a piece in its target camp may not leave it",
     "true: uma peça no campo de destino não pode sair dele"},
    {"true: a player also wins when his target camp is full with one of his pieces in it",
     "true: um jogador também ganha quando o seu campo de destino está cheio com uma peça sua "
     "lá dentro"},
    {"a draw after this many turns (0: no limit)",
     "empate ao fim deste número de vezes (0: sem limite)"},
    {"clockwise (a1, a16, p16, p1: partners one after the other) or alternate-teams (a1, p16, "
     "p1, a16)",
     "clockwise (a1, a16, p16, p1: os parceiros um depois do outro) ou alternate-teams (a1, "
     "p16, p1, a16)"},
    {"4, or 2: each player moves a team (a1 and p1 against a16 and p16)",
     "4, ou 2: cada jogador move uma equipa (a1 e p1 contra a16 e p16)"},
    {"reflected (the camp mirrored across its edge: e4 f3 g3 d5 ...) or 19 squares separated "
     "by commas",
     "reflected (o campo refletido pela sua borda: e4 f3 g3 d5 ...) ou 19 casas separadas por "
     "vírgulas"},
    {"moves allowed (0: no limit)",
     "lances permitidos (0: sem limite)"},
    {"number of lambs, 1 to 15 (15 in the source; fewer for analysis)",
     "número de cordeiros, de 1 a 15 (15 na fonte; menos para análise)"},
    {"never (lambs are never placed on 0, c1-f1) or until-tigers-placed",
     "never (nunca se põem cordeiros em 0, c1-f1) ou until-tigers-placed (até os tigres "
     "estarem postos)"},
    {"the tigers win after this many captures (0: all the lambs)",
     "os tigres ganham depois deste número de capturas (0: todos os cordeiros)"},
    {"step (one square or a single jump, the source) or rook (slides plus the single jump)",
     "step (uma casa ou um salto simples, a fonte) ou rook (desliza, e o salto simples)"},
    {"edge (a piece on an edge square is taken by any two neighbours) or corner-only",
     "edge (uma peça numa casa da borda é capturada por dois vizinhos quaisquer) ou "
     "corner-only (só nos cantos)"},
    {"true: a line of adjacent enemy pieces closed at both ends is taken",
     "true: uma linha de peças adversárias seguidas fechada nas duas pontas é capturada"},
    {"all (capture every enemy piece), one-left or five-in-row",
     "all (capturar todas as peças adversárias), one-left (deixar uma) ou five-in-row (cinco "
     "em linha)"},
    {"a draw after this many moves (0: no limit)",
     "empate ao fim deste número de lances (0: sem limite)"},
    {NULL, NULL},
};
/* Solitaire Halma (§1.5): the fewest moves to the target from the position, a solution move
 * by move with the position each leaves, and whether it fits the move limit. */
static bool box_report(const tb_game *g, const void *state, const tb_analysis_limits *limits,
                       tb_report *out, tb_error *err)
{
    if (g->variant != &tb_variant_halma_solitaire) {
        tb_error_set(err, "no analysis for %s: the fewest-moves solver is for Solitaire Halma",
                     g->variant->id);
        return false;
    }
    enum { MAX_TURNS = 128 };
    char(*turns)[96] = calloc(MAX_TURNS, sizeof *turns);
    void *walk = malloc(g->state_size);
    if (!turns || !walk) {
        free(turns);
        free(walk);
        tb_error_set(err, "out of memory");
        return false;
    }
    uint64_t positions = 0;
    int fewest = halma_solitaire_fewest(g, state, limits && limits->max_positions
                                                      ? limits->max_positions
                                                      : 50000000,
                                        limits ? limits->max_seconds : 0, turns, MAX_TURNS,
                                        &positions, err);
    tb_value_label(tb_value_add_integer(out, "positions", (long long)positions),
                   "posições examinadas", "positions searched");
    if (fewest < 0) {
        free(turns);
        free(walk);
        return false;
    }
    tb_value_label(tb_value_add_integer(out, "fewest_moves", fewest), "menos lances",
                   "fewest moves");
    int limit = atoi(tb_game_option(g, "move_limit"));
    char pos[1024];
    g->cls->position_to_text(g, state, pos, sizeof pos);
    int played = 0;
    const char *space = strrchr(pos, ' ');
    if (space)
        played = atoi(space + 1);
    tb_value_label(tb_value_add_boolean(out, "within_limit", limit == 0 || played + fewest <= limit),
                   "dentro do limite de lances", "within the move limit");
    tb_value *moves = tb_value_label(tb_value_add_moves(out, "solution"), "solução", "solution");
    memcpy(walk, state, g->state_size);
    for (int i = 0; i < fewest; i++) {
        tb_action acts[64];
        tb_error e = {{0}};
        int n = tb_game_parse_turn(g, walk, turns[i], acts, 64, &e);
        for (int k = 0; k < n; k++)
            g->cls->apply(g, walk, acts[k]);
        g->cls->position_to_text(g, walk, pos, sizeof pos);
        tb_value_add_move(moves, turns[i], n > 0 ? pos : NULL);
    }
    free(turns);
    free(walk);
    return true;
}

static const tb_analysis_service analysis = {.report = box_report};

/* Alpha-beta behind the levels of the two-player games, where it beats MCTS (docs/LEVELS.md);
 * the partnership and solitaire Halma keep the generic players. */
static const char *level_spec(const tb_variant *v, const char *level)
{
    if (v == &tb_variant_halma_teams || v == &tb_variant_halma_solitaire)
        return NULL;
    return tb_level_alphabeta(level);
}

/* Refused moves and positions in Portuguese (tb_error_text): the details after "bad move
 * '...': " and "bad position: " (the library's), and the family's whole messages. */
static const tb_phrase errors[] = {
    {"bad move '%s...': too long", "lance inválido '%s...': demasiado longo"},
    {"expected a point (0, a1-h3, c4-f4), a step d1-d2 or a capture series d1xd3xf3",
     "escreva um ponto (0, a1-h3, c4-f4), um passo d1-d2 ou uma série de capturas d1xd3xf3"},
    {"expected from-to (a step b2-c3 or one jump a1-c1), stop (ends a jump series) or pass",
     "escreva origem-destino (um passo b2-c3 ou um salto a1-c1), parar (termina uma série de "
     "saltos) ou passar"},
    {"expected squares joined by '-', like b2-c3 or a1-c1-e3",
     "escreva casas unidas por '-', como b2-c3 ou a1-c1-e3"},
    {"too many squares", "casas a mais"},
    {"a step is one move by itself, never part of a series",
     "um passo é um lance sozinho, nunca parte de uma série"},
    {"every landing square is one step or one jump away",
     "cada casa de chegada fica a um passo ou a um salto"},
    {"illegal move '%s' here", "lance ilegal '%s' aqui"},
    {"expected from-to, like e2-e3 (captures after: e2-e3 xe4)",
     "escreva origem-destino, como e2-e3 (as capturas depois: e2-e3 xe4)"},
    {"this move is written %s", "este lance escreve-se %s"},
    {"expected 29 points written T, L or '.'", "esperavam-se 29 pontos escritos T, L ou '.'"},
    {"expected 29 points, the side to move (t or l), the lambs captured and the turns played",
     "esperavam-se 29 pontos, quem joga (t ou l), os cordeiros capturados e as vezes jogadas"},
    {"at most %d tigers and %d lambs (on the board and captured)",
     "no máximo %d tigres e %d cordeiros (no tabuleiro e capturados)"},
    {"at most 18 pieces of each colour", "no máximo 18 peças de cada cor"},
    {"after the board expected b or w (the player to move) and optionally the moves played",
     "depois do tabuleiro vem b ou w (quem joga) e, se quiser, os lances jogados"},
    {"after the board expected the side to move (W, O, B or G) and the turns played",
     "depois do tabuleiro vem quem joga (W, O, B ou G) e as vezes jogadas"},
    {"%s is not a side of this game or has more than %d pieces",
     "%s não é um lado deste jogo ou tem mais de %d peças"},
    {"%s does not play in this game", "%s não joga neste jogo"},
    {"a series lists at least its start and the square of the jumping piece, which is the side "
     "to move's",
     "uma série indica pelo menos o início e a casa da peça que salta, que é de quem joga"},
    {"the squares a series left are empty", "as casas que uma série deixou estão vazias"},
    {"the jumping piece cannot jump on, so the turn is over",
     "a peça que salta não pode continuar, por isso a vez terminou"},
    {"bad option target: expected squares separated by commas, like e4,f3,g3",
     "opção target inválida: escreva casas separadas por vírgulas, como e4,f3,g3"},
    {"bad option target: %d squares, the 19 pieces need 19",
     "opção target inválida: %d casas, as 19 peças precisam de 19"},
    {"bad option players=3: the partnership game has 4 players, or 2 each moving a team",
     "opção players=3 inválida: o jogo de parceiros tem 4 jogadores, ou 2 que movem cada um uma "
     "equipa"},
    {"no analysis for %s: the fewest-moves solver is for Solitaire Halma",
     "sem análise para %s: a procura do menor número de lances é para o Halma solitário"},
    {"the fewest-moves solver is for Solitaire Halma",
     "a procura do menor número de lances é para o Halma solitário"},
    {"a jump series is under way: finish it (or stop) first",
     "há uma série de saltos a decorrer: termine-a (ou stop) primeiro"},
    {"no solution found within the limits (%d positions searched)",
     "nenhuma solução encontrada dentro dos limites (%d posições procuradas)"},
    {NULL, NULL},
};

const tb_family tb_family_box = {
    .id = "box",
    .name_pt = "Jogos da caixa",
    .name_en = "Games of the box",
    .variants = variants,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .status = status,
    .words = words,
    .errors = errors,
    .options = options,
    .analysis = &analysis,
    .level_spec = level_spec,
};
