/* The chess variants of rules/chess.md: their names, rules text, players and options, each
 * on the chess class (chess_rules.c). Alice chess (§3) has a class of its own (alice.c). */
#include <stddef.h>

#include "games/chess/chess_internal.h"
#include "tabula/game.h"

static const tb_option_def chess_options[] = {
    {"fifty_move_plies", "100", "100 (FIDE, 50 moves each) | 50 (the book read literally)"},
    {"repetition_identity", "fide",
     "fide (placement, side, castling, en passant) | placement (placement and side only)"},
    {"dead_position_draw", "off", "off | on: K v K, K+B v K, K+N v K, K+B v K+B same colour"},
    {NULL, NULL, NULL}};

static const tb_option_def losing_options[] = {
    {"fifty_move_plies", "100", "100 (FIDE, 50 moves each) | 50 (the book read literally)"},
    {"repetition_identity", "fide",
     "fide (placement, side, castling, en passant) | placement (placement and side only)"},
    {NULL, NULL, NULL}};

static const tb_option_def progressive_options[] = {
    {"progressive_midseries_stalemate", "draw",
     "draw | end_series: what happens when the mover runs out of moves during his series"},
    {NULL, NULL, NULL}};

static const tb_option_def italian_options[] = {
    {"progressive_midseries_stalemate", "draw",
     "draw | end_series: what happens when the mover runs out of moves during his series"},
    {"italian_premature_check", "loses",
     "loses (the book: a check before the last move loses) | illegal (published rule)"},
    {NULL, NULL, NULL}};

static const tb_option_def english_options[] = {
    {"progressive_midseries_stalemate", "draw",
     "draw | end_series: what happens when the mover runs out of moves during his series"},
    {"english_round_rule", "all_pieces",
     "all_pieces | mobile_pieces: when a piece may move again within a series"},
    {"english_en_passant", "scottish", "scottish (first move of a series) | none"},
    {NULL, NULL, NULL}};

static const tb_option_def orthodox_options[] = {
    {"orthodox_progressive_draw", "ten_series",
     "ten_series (ten series without pawn move or capture) | fifty_move (FIDE, 100 plies)"},
    {"orthodox_progressive_first_player", "white",
     "white | black: the player who makes the odd series (series 1 moves a white piece)"},
    {NULL, NULL, NULL}};

static const tb_option_def exchange_options[] = {
    {"exchange_double_step", "ranks_1_and_2",
     "ranks_1_and_2 | rank_2_only | rank_1_only: where a pawn may double-step"},
    {"exchange_pawn_swap_double", "on", "on | off: a pawn's swap may reach its double-step square"},
    {NULL, NULL, NULL}};

static const tb_option_def shatranj_options[] = {
    {"shatranj_stalemate", "win",
     "win (the player who stalemates wins, the Arab rule) | draw (stalemate is a draw)"},
    {NULL, NULL, NULL}};

/* ---- variants ---- */

const tb_variant tb_variant_chess = {
    .id = "chess",
    .name_pt = "Xadrez",
    .name_en = "Chess",
    .family = "chess",
    .summary_pt = "O xadrez oficial: dar xeque-mate ao rei adversário.",
    .summary_en = "Orthodox chess: checkmate the enemy king.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = chess_options,
};

const tb_variant tb_variant_chess_losing = {
    .id = "chess/losing",
    .name_pt = "Perde-ganha",
    .name_en = "Losing chess",
    .family = "chess",
    .summary_pt = "Xadrez em que capturar é obrigatório e ganha quem ficar sem lances.",
    .summary_en = "Chess where capturing is compulsory and the player who cannot move wins.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = losing_options,
};

#define PROGRESSIVE_VARIANT(ident, var, npt, nen, spt, sen, opts)                                  \
    const tb_variant var = {                                                                       \
        .id = ident,                                                                               \
        .name_pt = npt,                                                                            \
        .name_en = nen,                                                                            \
        .family = "chess",                                                                         \
        .summary_pt = spt,                                                                         \
        .summary_en = sen,                                                                         \
        .players_pt = {"Brancas", "Negras"},                                                       \
        .players_en = {"White", "Black"},                                                          \
        .cls = &tb_chess_class,                                                                    \
        .option_defs = opts,                                                                       \
    }

PROGRESSIVE_VARIANT("chess/progressive-scottish", tb_variant_chess_progressive_scottish,
                    "Progressiva escocesa", "Scottish progressive chess",
                    "Xadrez por séries de 1, 2, 3, ... lances; o xeque termina a série.",
                    "Chess in series of 1, 2, 3, ... moves; a check ends the series.",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-italian", tb_variant_chess_progressive_italian,
                    "Progressiva italiana", "Italian progressive chess",
                    "Progressivo com séries completas; só o último lance pode dar xeque.",
                    "Progressive chess with complete series; only the last move may check.",
                    italian_options);

PROGRESSIVE_VARIANT("chess/progressive-portuguese", tb_variant_chess_progressive_portuguese,
                    "Variante portuguesa", "Portuguese progressive chess",
                    "Progressivo em que cada peça move no máximo uma vez por série.",
                    "Progressive chess where each piece moves at most once a series.",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-kiwi", tb_variant_chess_progressive_kiwi, "Neozelandesa",
                    "Kiwi progressive chess",
                    "Progressivo em que uma série de mate não pode ter capturas.",
                    "Progressive chess where a mating series may not contain a capture.",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-australian", tb_variant_chess_progressive_australian,
                    "Australiana", "Australian progressive chess",
                    "Progressivo em que uma captura também termina a série.",
                    "Progressive chess where a capture also ends the series.", progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-english", tb_variant_chess_progressive_english,
                    "Progressiva inglesa", "English progressive chess",
                    "Progressivo em que uma peça só repete depois de todas as outras moverem.",
                    "Progressive chess where a piece moves again only after all the others.",
                    english_options);

const tb_variant tb_variant_chess_progressive_orthodox = {
    .id = "chess/progressive-orthodox",
    .name_pt = "Progressiva ortodoxa",
    .name_en = "Orthodox progressive chess",
    .family = "chess",
    .summary_pt = "Progressivo cuja partida é xadrez ortodoxo: a cor movida alterna a cada lance.",
    .summary_en = "Progressive chess whose record is an orthodox game: the colour moved "
                  "alternates at every move.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = orthodox_options,
};

const tb_variant tb_variant_chess_exchange = {
    .id = "chess/exchange",
    .name_pt = "Xadrez com trocas",
    .name_en = "Exchange chess",
    .family = "chess",
    .summary_pt = "Xadrez em que cada vez tem um lance e depois uma troca de duas peças.",
    .summary_en = "Chess where every turn is a move and then a swap of two pieces.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = exchange_options,
};

const tb_variant tb_variant_chess_shatranj = {
    .id = "chess/shatranj",
    .name_pt = "Xadrez medieval (xatranje)",
    .name_en = "Shatranj (medieval chess)",
    .family = "chess",
    .summary_pt = "O xadrez antigo da Índia e dos árabes: dama e bispo fracos, rei despido perde.",
    .summary_en = "The old chess of India and the Arabs: weak queen and bishop, a bare king "
                  "loses.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = shatranj_options,
};

const tb_variant tb_variant_chess_alfonso = {
    .id = "chess/alfonso",
    .name_pt = "Xadrez de Afonso X",
    .name_en = "Alfonso X's chess",
    .family = "chess",
    .summary_pt = "O xadrez medieval com o salto inicial da dama, nas regras de Afonso X.",
    .summary_en = "Medieval chess with the queen's first-move leap, by Alfonso X's rules.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = shatranj_options,
};
