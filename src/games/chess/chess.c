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

#define NOTATION_PT                                                                                \
    "Notação do livro: Nf3, N:f3 (captura), Re:d4, e4, d2:e3 ou d:e3 (captura de peão), e8Q\n"  \
    "(promoção), 0-0 e 0-0-0 (roques), + xeque, # mate. Aceita-se também a notação SAN\n"     \
    "habitual (Nxf3, O-O, e8=Q) e a longa (e2e4, Ng1-f3).\n"
#define NOTATION_EN                                                                                \
    "The book's notation: Nf3, N:f3 (capture), Re:d4, e4, d2:e3 or d:e3 (pawn capture), e8Q\n"     \
    "(promotion), 0-0 and 0-0-0 (castling), + check, # mate. Standard SAN (Nxf3, O-O,\n"           \
    "e8=Q) and long algebraic (e2e4, Ng1-f3) are accepted too.\n"

#define CHESS_RULES_PT                                                                             \
    "Tabuleiro 8x8, casas a1-h8, a1 escura. Posição inicial habitual; jogam as Brancas.\n"       \
    "Cada jogador move uma peça por vez, para uma casa vazia ou ocupada por uma peça\n"          \
    "adversária, que é capturada. Bispo: diagonais; Torre: filas e colunas; Dama: ambos;\n"      \
    "Cavalo: salto em L; Rei: uma casa. Peão: uma casa em frente (duas na primeira jogada),\n"    \
    "captura em diagonal para a frente, en passant no lance seguinte a um avanço duplo,\n"        \
    "promove a Dama, Torre, Bispo ou Cavalo na última fila. Roque: rei e torre por mover,\n"      \
    "casas entre eles vazias, o rei não pode estar em xeque nem passar ou ficar em casa\n"        \
    "atacada.\n"                                                                                   \
    "Nenhum lance pode deixar o próprio rei em xeque.\n"
#define CHESS_RULES_EN                                                                             \
    "8x8 board, squares a1-h8, a1 dark. The usual start position; White moves first.\n"            \
    "Each player moves one piece a turn, to an empty square or onto an enemy piece, which\n"       \
    "is captured. Bishop: diagonals; rook: ranks and files; queen: both; knight: the L\n"          \
    "jump; king: one square. Pawn: one square forward (two on its first move), captures\n"         \
    "diagonally forward, en passant right after a double step, promotes to queen, rook,\n"         \
    "bishop or knight on the last rank. Castling: king and rook unmoved, the squares\n"            \
    "between empty, the king not in check and not crossing or landing on an attacked\n"            \
    "square.\n"                                                                                    \
    "No move may leave the mover's own king in check.\n"

const tb_variant tb_variant_chess = {
    .id = "chess",
    .name_pt = "Xadrez",
    .name_en = "Chess",
    .family = "chess",
    .summary_pt = "O xadrez oficial: dar xeque-mate ao rei adversário.",
    .summary_en = "Orthodox chess: checkmate the enemy king.",
    .rules_pt =
        "Xadrez oficial (regras da FIDE).\n" CHESS_RULES_PT
        "Fim: xeque-mate ganha. Empate: afogamento (sem lances e sem xeque), tripla\n"
        "repetição da posição (mesmas peças, vez, roques e en passant), e 50 lances de\n"
        "cada jogador sem movimento de peão nem captura (opção fifty_move_plies=50 para\n"
        "50 meias-jogadas). Opção dead_position_draw=on: empate com material\n"
        "insuficiente (R v R, R+B v R, R+C v R, R+B v R+B de casas da mesma cor).\n" NOTATION_PT
        "Posição: FEN.\n",
    .rules_en = "Orthodox (FIDE) chess.\n" CHESS_RULES_EN
                "End: checkmate wins. Draws: stalemate (no move, not in check), threefold\n"
                "repetition (same pieces, side, castling and en passant rights) and fifty\n"
                "moves by each player without a pawn move or capture (option\n"
                "fifty_move_plies=50 for 50 plies). Option dead_position_draw=on: draw with\n"
                "K v K, K+B v K, K+N v K, K+B v K+B with bishops on one colour.\n" NOTATION_EN
                "Position: FEN.\n",
    .players_pt = {"Brancas", "Pretas"},
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
    .rules_pt = "Perde-ganha: as regras do xadrez com estas diferenças.\n"
                "Capturar é obrigatório: quem pode capturar (en passant incluído) tem de o\n"
                "fazer, escolhendo a captura. O rei é uma peça comum: não há xeque nem mate,\n"
                "pode ir para casas atacadas e ser capturado. Não há roque. Um peão também pode\n"
                "promover a rei.\n"
                "Ganha quem, na sua vez, não puder jogar (sem peças ou todas bloqueadas).\n"
                "Empates: tripla repetição e 50 lances de cada jogador sem movimento de peão\n"
                "nem captura.\n" NOTATION_PT "Posição: FEN (como a do antichess do "
                "Fairy-Stockfish).\n",
    .rules_en = "Losing chess (antichess): the rules of chess with these differences.\n"
                "Capturing is compulsory: a player who can capture (en passant included) must,\n"
                "choosing which. The king is an ordinary piece: no check or mate; it may move\n"
                "onto attacked squares and be captured. No castling. A pawn may also promote\n"
                "to a king.\n"
                "The player who cannot move on his turn (no pieces, or all blocked) wins.\n"
                "Draws: threefold repetition and fifty moves by each player without pawn move\n"
                "or capture.\n" NOTATION_EN "Position: FEN (as Fairy-Stockfish's antichess).\n",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = losing_options,
};

#define PROGRESSIVE_PT                                                                              \
    "Xadrez progressivo: cada lance segue as regras do xadrez, mas joga-se por séries: as\n"       \
    "Brancas fazem 1 lance, as Pretas 2 seguidos, as Brancas 3, e assim por diante (a série\n"     \
    "n tem até n lances). Um lance que dá xeque termina a série. Pode parar-se antes do\n"       \
    "fim (ação 'end'); a série seguinte tem sempre n+1 lances. Quem começa a série em xeque\n" \
    "tem de sair do xeque no primeiro lance; sem o conseguir, perde (mate). En passant só\n"       \
    "no primeiro lance da série, contra um peão que fez o avanço duplo na série anterior.\n"    \
    "Empates: sem lances sem estar em xeque (também a meio da série, salvo a opção\n"           \
    "progressive_midseries_stalemate=end_series), tripla repetição no início das séries, e\n"   \
    "dez séries seguidas sem movimento de peão nem captura.\n"                                    \
    "Posição: FEN cujos números são as séries sem peão/captura e o número da série.\n"
#define PROGRESSIVE_EN                                                                             \
    "Progressive chess: every move follows the chess rules, but turns are series: White\n"         \
    "makes 1 move, Black 2 in a row, White 3, and so on (series n has up to n moves). A\n"         \
    "move that gives check ends the series. A player may stop early (action 'end'); the\n"         \
    "next series still has n+1 moves. A player starting his series in check must escape\n"         \
    "with its first move; if he cannot, he is mated and loses. En passant only on the\n"           \
    "first move of a series, against a pawn that double-stepped in the previous series.\n"         \
    "Draws: no move while not in check (also during a series, unless the option\n"                 \
    "progressive_midseries_stalemate=end_series), threefold repetition at series starts,\n"        \
    "and ten series in a row without pawn move or capture.\n"                                      \
    "Position: FEN whose numbers are the series without pawn move/capture and the series.\n"

#define PROGRESSIVE_VARIANT(ident, var, npt, nen, spt, sen, extra_pt, extra_en, opts)              \
    const tb_variant var = {                                                                       \
        .id = ident,                                                                               \
        .name_pt = npt,                                                                            \
        .name_en = nen,                                                                            \
        .family = "chess",                                                                         \
        .summary_pt = spt,                                                                         \
        .summary_en = sen,                                                                         \
        .rules_pt = PROGRESSIVE_PT extra_pt NOTATION_PT,                                           \
        .rules_en = PROGRESSIVE_EN extra_en NOTATION_EN,                                           \
        .players_pt = {"Brancas", "Pretas"},                                                       \
        .players_en = {"White", "Black"},                                                          \
        .cls = &tb_chess_class,                                                                    \
        .option_defs = opts,                                                                       \
    }

PROGRESSIVE_VARIANT("chess/progressive-scottish", tb_variant_chess_progressive_scottish,
                    "Progressiva escocesa", "Scottish progressive chess",
                    "Xadrez por séries de 1, 2, 3, ... lances; o xeque termina a série.",
                    "Chess in series of 1, 2, 3, ... moves; a check ends the series.", "", "",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-italian", tb_variant_chess_progressive_italian,
                    "Progressiva italiana", "Italian progressive chess",
                    "Progressivo com séries completas; só o último lance pode dar xeque.",
                    "Progressive chess with complete series; only the last move may check.",
                    "Italiana: cada série tem de ser completa (exatamente n lances, sem 'end').\n"
                    "Só o último lance da série pode dar xeque: quem dá xeque antes perde.\n"
                    "Opção italian_premature_check=illegal: esse xeque é ilegal; quem não tem\n"
                    "série completa possível perde se está em xeque, senão empata.\n",
                    "Italian: every series must be complete (exactly n moves, no 'end').\n"
                    "Only the last move of a series may give check: an earlier check loses.\n"
                    "Option italian_premature_check=illegal: such a check is illegal; a player\n"
                    "with no complete series loses if in check, and draws otherwise.\n",
                    italian_options);

PROGRESSIVE_VARIANT("chess/progressive-portuguese", tb_variant_chess_progressive_portuguese,
                    "Variante portuguesa", "Portuguese progressive chess",
                    "Progressivo em que cada peça move no máximo uma vez por série.",
                    "Progressive chess where each piece moves at most once a series.",
                    "Portuguesa: cada peça move no máximo uma vez por série; o roque conta como\n"
                    "lance do rei e da torre; a peça promovida já não move nessa série. Quem não\n"
                    "puder usar todos os lances termina a série mais cedo.\n",
                    "Portuguese: each piece moves at most once a series; castling counts as a\n"
                    "move of the king and of the rook; a promoted piece cannot move again in that\n"
                    "series. A player who cannot use all his moves ends the series early.\n",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-kiwi", tb_variant_chess_progressive_kiwi, "Neozelandesa",
                    "Kiwi progressive chess",
                    "Progressivo em que uma série de mate não pode ter capturas.",
                    "Progressive chess where a mating series may not contain a capture.",
                    "Neozelandesa (Kiwi): um lance que dá mate é ilegal se a série, contando\n"
                    "com ele, tiver alguma captura (en passant incluído).\n",
                    "Kiwi: a move that mates is illegal if the series, this move included,\n"
                    "contains any capture (en passant included).\n",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-australian", tb_variant_chess_progressive_australian,
                    "Australiana", "Australian progressive chess",
                    "Progressivo em que uma captura também termina a série.",
                    "Progressive chess where a capture also ends the series.",
                    "Australiana: uma captura também termina a série (no máximo uma por série).\n",
                    "Australian: a capture also ends the series (at most one per series).\n",
                    progressive_options);

PROGRESSIVE_VARIANT("chess/progressive-english", tb_variant_chess_progressive_english,
                    "Progressiva inglesa", "English progressive chess",
                    "Progressivo em que uma peça só repete depois de todas as outras moverem.",
                    "Progressive chess where a piece moves again only after all the others.",
                    "Inglesa: numa série, uma peça que já moveu só volta a mover depois de todas\n"
                    "as outras peças da sua cor terem movido (opção english_round_rule=\n"
                    "mobile_pieces: todas as que ainda podem mover); o roque conta para o rei e\n"
                    "a torre; a peça promovida só move na série seguinte. Opção\n"
                    "english_en_passant=none: sem en passant.\n",
                    "English: within a series, a piece that has moved may move again only after\n"
                    "all the other pieces of its colour have moved (option english_round_rule=\n"
                    "mobile_pieces: all those that can still move); castling counts for king and\n"
                    "rook; a promoted piece waits for the next series. Option\n"
                    "english_en_passant=none: no en passant.\n",
                    english_options);

const tb_variant tb_variant_chess_progressive_orthodox = {
    .id = "chess/progressive-orthodox",
    .name_pt = "Progressiva ortodoxa",
    .name_en = "Orthodox progressive chess",
    .family = "chess",
    .summary_pt = "Progressivo cuja partida é xadrez ortodoxo: a cor movida alterna a cada lance.",
    .summary_en = "Progressive chess whose record is an orthodox game: the colour moved "
                  "alternates at every move.",
    .rules_pt =
        "Progressiva ortodoxa: os jogadores alternam por séries de 1, 2, 3, ... lances (o\n"
        "jogador das Brancas faz as séries ímpares), mas a cor da peça movida alterna a cada\n"
        "lance, seja qual for o jogador: branca, preta, branca, ... Assim a partida é uma\n"
        "partida de xadrez ortodoxo e cada jogador também move peças do adversário. Cada lance\n"
        "tem de ser legal para a cor movida. Um lance que dá xeque termina a série; o lance\n"
        "seguinte é da cor em xeque e tem de responder ao xeque. O dono do rei que leva mate\n"
        "perde (mesmo que tenha sido ele a dar o mate). Afogamento da cor a mover: empate. En\n"
        "passant como no xadrez (só no lance seguinte). Empates também por tripla repetição\n"
        "(no início das séries) e por dez séries sem movimento de peão nem captura (opção\n"
        "orthodox_progressive_draw=fifty_move: regra dos 50 lances). Opção\n"
        "orthodox_progressive_first_player=black: o jogador das Pretas faz as séries ímpares\n"
        "(começa movendo uma peça branca).\n" NOTATION_PT
        "Posição: FEN (a vez é a da cor a mover) cujos números são as séries sem peão/captura\n"
        "e o número da série.\n",
    .rules_en =
        "Orthodox progressive chess: the players alternate by series of 1, 2, 3, ... moves (the\n"
        "White player makes the odd series), but the colour of the moved piece alternates at\n"
        "every move, whoever the player: white, black, white, ... So the record is an orthodox\n"
        "chess game and each player also moves his opponent's pieces. Each move must be legal\n"
        "for the colour moved. A move that gives check ends the series; the next move is made\n"
        "with the checked colour and must answer the check. The owner of a checkmated king\n"
        "loses (even if he gave the mate himself). Stalemate of the colour to move: draw. En\n"
        "passant as in chess (on the very next move only). Draws also by threefold repetition\n"
        "(at series starts) and ten series without pawn move or capture (option\n"
        "orthodox_progressive_draw=fifty_move: the fifty-move rule). Option\n"
        "orthodox_progressive_first_player=black: the Black player makes the odd series\n"
        "(starting by moving a white piece).\n" NOTATION_EN
        "Position: FEN (the side is the colour to move) whose numbers are the series without\n"
        "pawn move/capture and the series number.\n",
    .players_pt = {"Brancas", "Pretas"},
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
    .rules_pt =
        "Xadrez com trocas (J. P. Neto, 1998): as regras do xadrez, mas cada vez tem duas\n"
        "partes obrigatórias: (1) um lance de xadrez legal; (2) uma troca: o jogador escolhe\n"
        "uma peça sua P e outra peça Q de qualquer cor (reis incluídos) tal que P pudesse ir\n"
        "para a casa de Q se estivesse vazia ou tivesse uma peça adversária, e as duas trocam\n"
        "de casa. P pode ser a peça que acabou de mover; trocar duas peças iguais é permitido.\n"
        "Depois da troca o próprio rei não pode estar em xeque. A primeira vez das Brancas só\n"
        "tem o lance. Alcance de um peão: a casa em frente, as duas diagonais em frente e a do\n"
        "avanço duplo (com a casa do meio vazia). Um peão pode avançar duas casas da 2.ª fila\n"
        "e também da 1.ª (onde só chega por trocas); en passant se o peão ainda estiver onde\n"
        "chegou depois da troca. Um peão que chegue à última fila, também por uma troca, é\n"
        "promovido logo, à escolha de quem fez a troca. Rei ou torre deslocados por uma troca\n"
        "perdem o roque. Perde quem não puder completar a sua vez (mate, e também\n"
        "afogamento). Empates: tripla repetição e 50 vezes de cada jogador sem captura nem\n"
        "peão a mudar de casa. Opções: exchange_double_step=rank_2_only|rank_1_only,\n"
        "exchange_pawn_swap_double=off.\n" NOTATION_PT
        "Troca: B/h3 (peça P e casa de Q), Qb2/a2 (casa de P se preciso), f8/g7 (um peão),\n"
        "R/a1=Q (promoção pela troca); uma vez inteira: R:b2 R/b8.\n"
        "Posição: FEN, com turn=first na primeira vez das Brancas e turn=swap a meio da vez.\n",
    .rules_en =
        "Exchange chess (J. P. Neto, 1998; Balanced Swap Chess): chess, but every turn has two\n"
        "compulsory parts: (1) a legal chess move; (2) a swap: the player picks one of his own\n"
        "pieces P and another piece Q of either colour (kings included) such that P could move\n"
        "to Q's square if it were empty or held an enemy piece, and the two exchange squares.\n"
        "P may be the piece just moved; swapping two identical pieces is allowed. After the\n"
        "swap the mover's king must not be in check. White's first turn is the move only. A\n"
        "pawn reaches the square ahead, the two squares diagonally ahead and its double-step\n"
        "square (over an empty square). A pawn may double-step from its second rank and also\n"
        "from its first (reached only by swaps); en passant if the pawn is still where it\n"
        "arrived after the swap. A pawn reaching its last rank, also by a swap, promotes at\n"
        "once, the swapping player choosing the piece. A king or rook displaced by a swap loses\n"
        "castling. A player who cannot complete his turn loses (mate, and stalemate too).\n"
        "Draws: threefold repetition and fifty turns each without a capture or a pawn changing\n"
        "square. Options: exchange_double_step=rank_2_only|rank_1_only,\n"
        "exchange_pawn_swap_double=off.\n" NOTATION_EN
        "Swap: B/h3 (piece P and Q's square), Qb2/a2 (P's square when needed), f8/g7 (a pawn),\n"
        "R/a1=Q (promotion by the swap); a whole turn: R:b2 R/b8.\n"
        "Position: FEN, with turn=first on White's first turn and turn=swap within a turn.\n",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = exchange_options,
};

#define SHATRANJ_PT                                                                                 \
    "Peças com os nomes das modernas: Peão (infante), Cavalo, Bispo (elefante), Torre (carro),\n" \
    "Rei e Dama (ministro). Posição inicial como a moderna; jogam as Brancas. Rei, Torre e\n"     \
    "Cavalo como hoje, sem roque. Dama: uma casa na diagonal. Bispo: exatamente duas casas na\n"    \
    "diagonal, saltando a do meio. Peão: uma casa em frente, captura uma casa na diagonal em\n"    \
    "frente, sem avanço duplo nem en passant; promove sempre a Dama.\n"                            \
    "Ganha quem dá mate ou captura todas as peças adversárias menos o rei (rei despido).\n"      \
    "Afogamento: perde quem fica sem lances (regra árabe; opção shatranj_stalemate=draw:\n"      \
    "empate, como talvez na Índia). Empates: tripla repetição e regra dos 50 lances.\n"
#define SHATRANJ_EN                                                                                \
    "Pieces named after their modern heirs: pawn (infantry), knight, bishop (elephant), rook\n"    \
    "(chariot), king and queen (minister). Start as the modern game; White moves first. King,\n"   \
    "rook and knight move as today, without castling. Queen: one square diagonally. Bishop:\n"     \
    "exactly two squares diagonally, leaping the square between. Pawn: one square forward,\n"      \
    "captures one square diagonally forward, no double step nor en passant; always promotes to\n"  \
    "a queen.\n"                                                                                   \
    "Checkmate wins, and so does capturing every enemy piece but the king (bare king).\n"          \
    "Stalemate: the stalemated player loses (the Arab rule; option shatranj_stalemate=draw:\n"     \
    "a draw, perhaps the Indian rule). Draws: threefold repetition and the fifty-move rule.\n"
#define HISTORICAL_NOTE_PT                                                                         \
    "Do livro (As origens) não se podem jogar o Short Assize (a disposição inicial era\n"       \
    "combinada pelos jogadores) nem a chaturanga a quatro com dados (faltam os lances).\n"
#define HISTORICAL_NOTE_EN                                                                         \
    "The book's Short Assize (the set-up was agreed by the players) and Al-Biruni's\n"             \
    "four-handed dice chaturanga (its moves are not given) cannot be played from the text.\n"

const tb_variant tb_variant_chess_shatranj = {
    .id = "chess/shatranj",
    .name_pt = "Xadrez medieval (xatranje)",
    .name_en = "Shatranj (medieval chess)",
    .family = "chess",
    .summary_pt = "O xadrez antigo da Índia e dos árabes: dama e bispo fracos, rei despido perde.",
    .summary_en = "The old chess of India and the Arabs: weak queen and bishop, a bare king "
                  "loses.",
    .rules_pt =
        "Xadrez medieval (xatranje), o xadrez indiano e árabe do livro (As origens).\n" SHATRANJ_PT
            NOTATION_PT HISTORICAL_NOTE_PT "Posição: FEN (sem roques).\n",
    .rules_en =
        "Shatranj, the book's early Indian and Arab chess (As origens).\n" SHATRANJ_EN NOTATION_EN
            HISTORICAL_NOTE_EN "Position: FEN (no castling).\n",
    .players_pt = {"Brancas", "Pretas"},
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
    .rules_pt =
        "Xadrez de Afonso X (livro, As origens): o xadrez medieval com uma diferença: no seu\n"
        "primeiro lance a Dama pode também saltar duas casas em qualquer das oito direções,\n"
        "por cima da casa do meio, para uma casa vazia (nunca capturando). O livro não diz as\n"
        "direções: esta é a nossa leitura; o Bispo já salta duas casas e fica igual.\n" SHATRANJ_PT
            NOTATION_PT "Posição: FEN com leap=d1d8 para as damas que ainda podem saltar.\n",
    .rules_en =
        "Alfonso X's chess (the book, As origens): medieval chess with one difference: on its\n"
        "first move the queen may also leap two squares in any of the eight directions, over\n"
        "the square between, to an empty square (never capturing). The book gives no\n"
        "directions: this is our reading; the bishop already leaps two squares and is "
        "unchanged.\n" SHATRANJ_EN NOTATION_EN
        "Position: FEN with leap=d1d8 for the queens that may still leap.\n",
    .players_pt = {"Brancas", "Pretas"},
    .players_en = {"White", "Black"},
    .cls = &tb_chess_class,
    .option_defs = shatranj_options,
};
