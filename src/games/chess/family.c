/* The chess family (rules/chess.md): orthodox chess and the book's variants, with the chess
 * engine as a player, PGN records and the UCI protocol. */
#include "games/chess/chess_family.h"

#include <stdlib.h>
#include <string.h>

#include "games/chess/engine.h"
#include "games/chess/pgn.h"

extern const tb_variant tb_variant_chess;
extern const tb_variant tb_variant_chess_losing;
extern const tb_variant tb_variant_chess_progressive_scottish;
extern const tb_variant tb_variant_chess_progressive_italian;
extern const tb_variant tb_variant_chess_progressive_portuguese;
extern const tb_variant tb_variant_chess_progressive_kiwi;
extern const tb_variant tb_variant_chess_progressive_australian;
extern const tb_variant tb_variant_chess_progressive_english;
extern const tb_variant tb_variant_chess_progressive_orthodox;
extern const tb_variant tb_variant_chess_exchange;
extern const tb_variant tb_variant_chess_shatranj;
extern const tb_variant tb_variant_chess_alfonso;
extern const tb_variant tb_variant_chess_alice;
extern const tb_player_kind tb_player_chess;

static const tb_variant *const variants[] = {
    &tb_variant_chess,
    &tb_variant_chess_losing,
    &tb_variant_chess_progressive_scottish,
    &tb_variant_chess_progressive_italian,
    &tb_variant_chess_progressive_portuguese,
    &tb_variant_chess_progressive_kiwi,
    &tb_variant_chess_progressive_australian,
    &tb_variant_chess_progressive_english,
    &tb_variant_chess_progressive_orthodox,
    &tb_variant_chess_exchange,
    &tb_variant_chess_shatranj,
    &tb_variant_chess_alfonso,
    &tb_variant_chess_alice,
    NULL,
};

static unsigned variant_traits(const tb_variant *v)
{
    if (strncmp(v->id, "chess/progressive-", 18) == 0)
        return TB_TRAIT_MULTI_ACTION; /* a series of moves per turn */
    if (v == &tb_variant_chess_alice)
        return TB_TRAIT_BOARDS;
    return 0;
}

static const tb_phrase reasons[] = {
    {"%s wins by checkmate", "%t %{ganha|ganham} por xeque-mate"},
    {"%s wins: %s cannot complete a turn", "%t %{ganha|ganham}: %t não %{pode|podem} completar a sua vez"},
    {"%s wins: %s is stalemated", "%t %{ganha|ganham}: o rei d%t está afogado"},
    {"%s wins: bare king", "%t %{ganha|ganham}: rei despido"},
    {"%s cannot move and wins", "%t não %{tem|têm} lances e %{ganha|ganham}"},
    {"premature check", "xeque prematuro"},
    {"draw: stalemate during a series", "empate: afogamento durante uma série"},
    {"draw: stalemate", "empate: afogamento"},
    {"draw: fifty-move rule", "empate: regra dos cinquenta lances"},
    {"draw: fifty plies rule", "empate: regra das cinquenta meias-jogadas"},
    {"draw: ten series without pawn move or capture",
     "empate: dez séries sem lance de peão nem captura"},
    {"draw: threefold repetition", "empate: tripla repetição"},
    {"draw: dead position", "empate: posição morta"},
    {"draw: bare kings", "empate: reis despidos"},
    {NULL, NULL},
};

/* The view's status lines (chess.c, alice.c): the most specific pattern first. */
static const tb_phrase status[] = {
    {"%s to move, in check", "Jogam as %s, em xeque"},
    {"%s to move", "Jogam as %s"},
    {"%s player: series %d, move %d of %d, %s moves, in check",
     "Jogador das %s: série %d, lance %d de %d, movem as %s, em xeque"},
    {"%s player: series %d, move %d of %d, %s moves",
     "Jogador das %s: série %d, lance %d de %d, movem as %s"},
    {"%s: series %d, move %d of %d, in check", "%s: série %d, lance %d de %d, em xeque"},
    {"%s: series %d, move %d of %d", "%s: série %d, lance %d de %d"},
    {"%s to swap, in check", "As %s trocam, em xeque"},
    {"%s to swap", "As %s trocam"},
    {"%s to move (no swap this turn), in check", "Jogam as %s (sem troca nesta vez), em xeque"},
    {"%s to move (no swap this turn)", "Jogam as %s (sem troca nesta vez)"},
    {"%s to move, then swap, in check", "Jogam as %s e depois trocam, em xeque"},
    {"%s to move, then swap", "Jogam as %s e depois trocam"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Negras"},
    {NULL, NULL},
};

/* Refused moves and positions in Portuguese (tb_error_text): the details after "bad move
 * '...': " and "bad position: " (the library's), and the family's whole messages. */
static const tb_phrase errors[] = {
    {"bad position: %s has more than 16 men or 8 pawns",
     "posição inválida: %t %{tem|têm} mais de 16 peças ou 8 peões"},
    {"bad position: %s must have exactly one king",
     "posição inválida: %t %{tem|têm} de ter exactamente um rei"},
    {"expected a move like e4, Nf3, N:f3, d2:e3, 0-0",
     "escreva um lance como e4, Nf3, N:f3, d2:e3, 0-0"},
    {"no destination square", "falta a casa de chegada"},
    {"cannot read the origin", "não se lê a casa de partida"},
    {"after '/' comes the destination board (A-%s), or origin and destination",
     "depois de '/' vem o tabuleiro de chegada (A-%s), ou o de partida e o de chegada"},
    {"ambiguous move '%s': add the boards, as in %s/B or %s/AB",
     "lance ambíguo '%s': junte os tabuleiros, como em %s/B ou %s/AB"},
    {"ambiguous move '%s'", "lance ambíguo '%s'"},
    {"no piece of the side to move on %s can go to %s",
     "nenhuma peça de quem joga em %s pode ir para %s"},
    {"no pawn of the side to move can go to %s", "nenhum peão de quem joga pode ir para %s"},
    {"no knight of the side to move can go to %s", "nenhum cavalo de quem joga pode ir para %s"},
    {"no bishop of the side to move can go to %s", "nenhum bispo de quem joga pode ir para %s"},
    {"no rook of the side to move can go to %s", "nenhuma torre de quem joga pode ir para %s"},
    {"no queen of the side to move can go to %s", "nenhuma dama de quem joga pode ir para %s"},
    {"no king of the side to move can go to %s", "o rei de quem joga não pode ir para %s"},
    {"no piece of the side to move can go to %s", "nenhuma peça de quem joga pode ir para %s"},
    {"castling is not possible now", "o roque não é possível agora"},
    {"a capture is compulsory", "capturar é obrigatório"},
    {"the king is in check and stays in check", "o rei está em xeque e continuaria em xeque"},
    {"it would leave the king in check", "deixaria o rei em xeque"},
    {"the rules of the series forbid it here", "as regras da série proíbem-no aqui"},
    {"no complete series follows it", "nenhuma série completa se segue"},
    {"illegal move '%s': a promotion needs the new piece, as in %s",
     "lance ilegal '%s': uma promoção tem de dizer a nova peça, como em %s"},
    {"bad swap '%s': expected a swap like B/h3, Qb2/a2, f8/g7, R/a1=Q",
     "troca inválida '%s': escreva uma troca como B/h3, Qb2/a2, f8/g7, R/a1=Q"},
    {"bad swap '%s'", "troca inválida '%s'"},
    {"ambiguous swap '%s': name the piece's square, as in Qb2/a2",
     "troca ambígua '%s': indique a casa da peça, como em Qb2/a2"},
    {"illegal swap '%s': the pawn promotes, name the piece as in %s",
     "troca ilegal '%s': o peão é promovido, indique a peça como em %s"},
    {"illegal swap '%s'", "troca ilegal '%s'"},
    {"'end' only ends a series in progressive chess",
     "'end' só termina uma série no xadrez progressivo"},
    {"'%s' is a swap, but the turn starts with a regular move",
     "'%s' é uma troca, mas a vez começa com um lance normal"},
    {"'%s': the turn goes on with a swap, such as B/h3",
     "'%s': a vez continua com uma troca, como B/h3"},
    {"unexpected '%s' after the FEN", "'%s' inesperado depois da FEN"},
    {"unexpected '%s' after the counters", "'%s' inesperado depois dos contadores"},
    {"leap= lists d1 and/or d8", "leap= indica d1 e/ou d8"},
    {"leap= needs the queen on its own square", "leap= exige a dama na sua casa inicial"},
    {"unknown field '%s'", "campo desconhecido '%s'"},
    {"bad field %s", "campo inválido %s"},
    {"a pawn on its last rank", "um peão na sua última fila"},
    {"a pawn on the first or last rank", "um peão na primeira ou na última fila"},
    {"a square is taken on both boards", "uma casa ocupada nos dois tabuleiros"},
    {"more than 16 men or 8 pawns of one colour on a board",
     "mais de 16 peças ou 8 peões de uma cor num tabuleiro"},
    {"too many men for this number of boards",
     "demasiadas peças para este número de tabuleiros"},
    {"expected 'w' or 'b' after the board", "depois do tabuleiro vem 'w' ou 'b'"},
    {"expected 'w' or 'b' after the boards", "depois dos tabuleiros vem 'w' ou 'b'"},
    {"castling rights are KQkq or -, not '%s'", "os direitos de roque são KQkq ou -, não '%s'"},
    {"castling rights are KQkq or -", "os direitos de roque são KQkq ou -"},
    {"there is no castling in this game", "não há roque neste jogo"},
    {"castling right %s without king and rook at home",
     "direito de roque %s sem o rei e a torre nas suas casas iniciais"},
    {"a castling right without king and rook at home on one board",
     "um direito de roque sem o rei e a torre nas suas casas iniciais num tabuleiro"},
    {"bad en-passant square '%s'", "casa de en passant inválida '%s'"},
    {"no pawn can be taken en passant on '%s'",
     "nenhum peão pode ser tomado en passant em '%s'"},
    {"no pawn can be taken en passant there", "nenhum peão pode ser tomado en passant aí"},
    {"en passant is written as board and square, as Be3",
     "o en passant escreve-se com o tabuleiro e a casa, como Be3"},
    {"bad move counters '%s'", "contadores de lances inválidos '%s'"},
    {"bad move counters", "contadores de lances inválidos"},
    {"the last number is the series, odd for White and even for Black",
     "o último número é a série, ímpar para as Brancas e par para as Negras"},
    {"rep= lists more positions than the clock allows",
     "rep= indica mais posições do que o relógio permite"},
    {"rep= takes hex keys separated by commas",
     "rep= leva chaves hexadecimais separadas por vírgulas"},
    {"rep= lists more than %d positions", "rep= indica mais de %d posições"},
    {"the series fields do not fit the position", "os campos da série não condizem com a posição"},
    {"loser= needs Italian rules, that player to move and his premature check on the board",
     "loser= exige as regras italianas, esse jogador a jogar e o seu xeque prematuro no "
     "tabuleiro"},
    {"the side not to move is in check", "o lado que não joga está em xeque"},
    {"the mover's king is in check after his regular move",
     "o rei de quem joga está em xeque depois do seu lance normal"},
    {"turn=first is White's first turn", "turn=first é a primeira vez das Brancas"},
    {"expected %d boards separated by '|'", "esperavam-se %d tabuleiros separados por '|'"},
    {"%s has no engine evaluation", "%s não tem avaliação de motor"},
    {"the chess player plays chess and chess/losing (try ab for %s)",
     "o jogador de xadrez joga chess e chess/losing (experimente ab em %s)"},
    {"not a chess position", "não é uma posição de xadrez"},
    {"no legal move", "nenhum lance legal"},
    /* PGN records (pgn.c), issue 16 */
    {"unknown chess variant '%s'", "variante de xadrez desconhecida '%s'"},
    {NULL, NULL},
};

static const tb_record_format *const formats[] = {&tb_chess_pgn_format, NULL};
static const tb_player_kind *const players[] = {&tb_player_chess, NULL};
static const tb_command commands[] = {
    {"uci", "uci  (speaks UCI on standard input: chess, antichess, progressive games)",
     tb_chess_uci},
    {NULL, NULL, NULL},
};

/* The options' help in Portuguese (tb_option_help). */
static const tb_phrase options[] = {
    {"book (the book's en passant across the boards) | none",
     "book (a captura en passant do livro, entre tabuleiros) | none"},
    {"off | on: a double step also needs the crossed square empty on the other board",
     "off | on: o avanço duplo também exige a casa atravessada vazia no outro tabuleiro"},
    {"2 | 3 | 4: the number of boards (the book's multi-board variants)",
     "2 | 3 | 4: o número de tabuleiros (as variantes do livro com vários tabuleiros)"},
    {"cyclic (A to B to C ... to A) | choice (the mover names the destination board)",
     "cyclic (de A para B para C ... para A) | choice (quem joga escolhe o tabuleiro de destino)"},
    {"100 (FIDE, 50 moves each) | 50 (the book read literally)",
     "100 (FIDE, 50 lances de cada lado) | 50 (o livro lido à letra)"},
    {"fide (placement, side, castling, en passant) | placement (placement and side only)",
     "fide (posição, vez, roques, en passant) | placement (só a posição e a vez)"},
    {"off | on: K v K, K+B v K, K+N v K, K+B v K+B same colour",
     "off | on: K contra K, K+B contra K, K+N contra K, K+B contra K+B da mesma cor (as iniciais "
     "inglesas do livro: K rei, B bispo, N cavalo)"},
    {"draw | end_series: what happens when the mover runs out of moves during his series",
     "draw | end_series: o que acontece quando quem joga fica sem lances a meio da série"},
    {"loses (the book: a check before the last move loses) | illegal (published rule)",
     "loses (o livro: um xeque antes do último lance perde) | illegal (a regra publicada)"},
    {"all_pieces | mobile_pieces: when a piece may move again within a series",
     "all_pieces | mobile_pieces: quando uma peça pode voltar a mover na mesma série"},
    {"scottish (first move of a series) | none", "scottish (no primeiro lance da série) | none"},
    {"ten_series (ten series without pawn move or capture) | fifty_move (FIDE, 100 plies)",
     "ten_series (dez séries sem lance de peão nem captura) | fifty_move (FIDE, 100 meios-lances)"},
    {"white | black: the player who makes the odd series (series 1 moves a white piece)",
     "white | black: quem faz as séries ímpares (a série 1 move uma peça branca)"},
    {"ranks_1_and_2 | rank_2_only | rank_1_only: where a pawn may double-step",
     "ranks_1_and_2 | rank_2_only | rank_1_only: de onde o peão pode avançar duas casas"},
    {"on | off: a pawn's swap may reach its double-step square",
     "on | off: a troca de um peão pode levá-lo à casa do avanço duplo"},
    {"win (the player who stalemates wins, the Arab rule) | draw (stalemate is a draw)",
     "win (ganha quem afoga, a regra árabe) | draw (o afogamento é empate)"},
    {NULL, NULL},
};
/* The engine's evaluation where the engine searches the variant (orthodox and losing
 * chess, as the chess player): iterative deepening for max_seconds, the score turned to
 * White's side and the principal variation. */
static bool evaluate(const tb_game *g, const void *state, double max_seconds,
                     const volatile int *stop, tb_evaluation *out, tb_error *err)
{
    chess_snapshot snap;
    if (!chess_snapshot_of(g, state, &snap) ||
        (snap.kind != CHESS_ORTHODOX && snap.kind != CHESS_LOSING)) {
        tb_error_set(err, "%s has no engine evaluation", g->variant->id);
        return false;
    }
    cs_engine *engine = chess_search_new(16);
    if (!engine) {
        tb_error_set(err, "out of memory");
        return false;
    }
    cs_limits limits = {.soft = max_seconds * 0.6, .hard = max_seconds, .stop = stop};
    cs_info info = {0};
    chess_search(engine, &snap, &limits, NULL, NULL, &info);
    chess_search_free(engine);
    int sign = g->cls->to_move(g, state) == 0 ? 1 : -1;
    memset(out, 0, sizeof *out);
    out->score = sign * info.score / 100.0;
    out->mate = sign * info.mate;
    out->depth = info.depth;
    out->nodes = info.nodes;
    for (int i = 0; i < info.pv_len && i < TB_EVALUATION_LINE; i++)
        out->line[out->line_len++] = info.pv[i];
    return true;
}

static bool offers_evaluation(const tb_variant *v)
{
    tb_game *g = tb_game_new(v, NULL, NULL);
    void *s = g ? tb_state_new(g) : NULL;
    chess_snapshot snap;
    bool ok = s && chess_snapshot_of(g, s, &snap) &&
              (snap.kind == CHESS_ORTHODOX || snap.kind == CHESS_LOSING);
    free(s);
    tb_game_free(g);
    return ok;
}

static const tb_evaluation_service evaluation = {evaluate, offers_evaluation};

/* The chess engine behind the levels of chess and losing chess, graded by depth and time;
 * alpha-beta, which beats MCTS there, for the variants it does not play (docs/LEVELS.md). */
static const char *level_spec(const tb_variant *v, const char *level)
{
    if (v != &tb_variant_chess && v != &tb_variant_chess_losing)
        return tb_level_alphabeta(level);
    return tb_level_pick(level, "chess:depth=1,time=0.2s", "chess:depth=5,time=1s",
                         "chess:time=2s");
}

const tb_family tb_family_chess = {
    .id = "chess",
    .name_pt = "Xadrez e variantes",
    .name_en = "Chess and its variants",
    .variants = variants,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .status = status,
    .words = words,
    .errors = errors,
    .formats = formats,
    .players = players,
    .commands = commands,
    .options = options,
    .evaluation = &evaluation,
    .level_spec = level_spec,
};
