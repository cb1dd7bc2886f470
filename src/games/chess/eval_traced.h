/* eval.c compiled once more, with CHESS_EVAL_TRACE (it then records how often each weight
 * counts for each side: chess_trace), for the tuner (bench/chess_tune.c) and the tests of
 * the evaluation's terms. Its public functions take the names traced_* so that it links
 * beside the library's own copy. Include it in one file of a program only. */
#ifndef TABULA_GAMES_CHESS_EVAL_TRACED_H
#define TABULA_GAMES_CHESS_EVAL_TRACED_H

#define CHESS_EVAL_TRACE 1
#define chess_piece_value traced_piece_value
#define chess_eval_orthodox traced_eval_orthodox
#define chess_eval_losing traced_eval_losing
#define chess_losing_terms traced_losing_terms
#define LOSING_WEIGHTS TRACED_LOSING_WEIGHTS
#define chess_eval_progressive traced_eval_progressive
#define chess_eval_medieval traced_eval_medieval
#define chess_eval_boards traced_eval_boards
#include "games/chess/eval.c"
#undef chess_piece_value
#undef chess_eval_orthodox
#undef chess_eval_losing
#undef chess_losing_terms
#undef LOSING_WEIGHTS
#undef chess_eval_progressive
#undef chess_eval_medieval
#undef chess_eval_boards

#endif
