/* The games of the box (rules/boxgames.md): Halma, Lambs and Tigers, Hasami Shogi. */
#include "tabula/family.h"

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
    {"%s has five in a row", "%s tem cinco em linha"},
    {"%s has one piece left", "%s tem só uma peça"},
    {"%s has no pieces left", "%s não tem mais peças"},
    {"%s has no legal move", "%s não tem lances legais"},
    {"%s have no legal move", "%s não têm lances legais"},
    {"draw: %d moves played", "empate: %d lances jogados"},
    {"%s captured 1 lamb", "%s capturaram 1 cordeiro"},
    {"%s captured %d lambs", "%s capturaram %d cordeiros"},
    {"target reached in %d moves", "objectivo atingido em %d lances"},
    {"target not reached in %d moves", "objectivo não atingido em %d lances"},
    {"%s and %s have all their pieces home", "%s e %s têm todas as peças no destino"},
    {"%s has all the pieces home", "%s tem todas as peças no destino"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"}, {"Black", "Negras"}, {"Orange", "Laranja"}, {"Green", "Verdes"},
    {"Tigers", "Tigres"}, {"Lambs", "Cordeiros"}, {NULL, NULL},
};

/* The games' status lines in Portuguese (tb_status_line). */
static const tb_phrase status[] = {
    {"%s to move (jumping on or stop); %d moves played",
     "%j (continuar a saltar ou parar); %d lances jogados"},
    {"%s to move; %d moves played", "%j; %d lances jogados"},
    {"%s to move; pieces %d-%d", "%j; peças %d-%d"},
    {"%s to move; lambs captured: %d", "%j; cordeiros capturados: %d"},
    {NULL, NULL},
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

const tb_family tb_family_box = {
    .id = "box",
    .name_pt = "Jogos da caixa",
    .name_en = "Games of the box",
    .variants = variants,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .words = words,
    .status = status,
    .options = options,
};
