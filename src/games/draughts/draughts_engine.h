/* The draughts engine: an alpha-beta (PVS) search over the draughts rules of draughts.c with
 * iterative deepening, a transposition table, captures searched to the end (never a stand pat
 * while a capture is forced), the jumps of one capture searched at the depth of the turn
 * (capture extension), TT move, killers and history first, and a clock. */
#ifndef TABULA_GAMES_DRAUGHTS_ENGINE_H
#define TABULA_GAMES_DRAUGHTS_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/draughts/draughts.h"
#include "tabula/game.h"
#include "tabula/player.h"

/* Learned patterns (international draughts only): the board seen through 16 windows of 4x4
 * squares (files and ranks 0-3, 2-5, 4-7, 6-9), each holding 8 playing squares, each square
 * empty (or a king), a White man or a Black man: 3^8 configurations a window, each with a
 * weight for the opening and one for the ending (fitted by bench/draughts_tune.sh). A window
 * is read from White's side and, the board turned round with the colours swapped, from
 * Black's, so the value is symmetric by construction. */
enum { DE_WINDOWS = 16, DE_WINDOW_SIZE = 6561 };
/* Learned king terms beside the patterns (international draughts only; weights fitted with
 * them): a weight for a king on each square, seen from its owner's side (White's square s is
 * Black's 49 - s), and for each empty square a king reaches along its diagonals, safe or
 * denied (an enemy man next to it with the square beyond empty: a piece there can be taken);
 * each for the opening and the ending. */
enum { DE_KING_SQUARES = 50, DE_KING_MOBILITY = 2 };
/* Learned flanks beside the windows (international draughts only; weights fitted with them):
 * the strips of files 0-2 and 7-9 over ranks 0-5 and 4-9, 9 playing squares each, 3^9
 * configurations a strip, read from White's side and, turned round with the colours swapped,
 * from Black's, as the windows are (a flank's men support each other along the edge over more
 * rows than a window holds); and the men's balance between the wings, |skew| of each side
 * (skew: the sum over its men of 2 * file - 9), each for the opening and the ending. */
enum { DE_EDGES = 4, DE_EDGE_PLACES = 9, DE_EDGE_SIZE = 19683, DE_BALANCE = 1 };

typedef struct de_eval {
    draughts_geometry geo;
    /* the pattern weights in 1/DE_PATTERN_UNIT centi-men, [window][configuration][phase 0
     * opening, 1 ending] (de_international_patterns with a window's two phases side by side,
     * one cache line); NULL where the variant has none */
    const int16_t (*patterns)[DE_WINDOW_SIZE][2];
    int side_to_move; /* centi-men for having the move, with the patterns */
    const int16_t (*king_squares)[DE_KING_SQUARES];  /* [phase][square], with the patterns */
    const int16_t (*king_mobility)[DE_KING_MOBILITY]; /* [phase][safe, denied] */
    const int16_t (*edges)[DE_EDGE_SIZE][2]; /* [strip][configuration][phase], or NULL */
    const int16_t (*balance)[DE_BALANCE];    /* [phase][0], with the flanks */
    uint64_t file_bits[4]; /* the squares whose file has bit i (the balance's skew) */
    int at[12][12]; /* [file][rank] -> square or -1 */
    int man, king;
    /* for a man of each colour on each square: the squares ahead left and right, behind left
     * and right (DE_OFF off the board), and how far it has come from its first row */
    signed char near[2][4][DRAUGHTS_MAX_SQUARES];
    signed char adv[2][DRAUGHTS_MAX_SQUARES];
    /* The same as sets of squares, for an evaluation by whole sets (a few shifts and bit
     * counts instead of a walk over the squares): near[c][k] as a shift map. */
    draughts_shift_map step[2][4];
    draughts_squares off[2][4];   /* squares whose near[c][k] is off the board */
    draughts_squares adv_bit[2][4]; /* squares whose adv[c] has bit i */
    draughts_squares board, edge, diagonals, left;
    draughts_squares centre[2], back[2], outpost[2], crowning[2], runway[2];
    /* for a man of colour c on s near its crowning row: the ground an enemy piece must stand
     * on to stop it (runaway men) */
    draughts_squares stoppers[2][DRAUGHTS_MAX_SQUARES];
} de_eval;
enum { DE_OFF = DRAUGHTS_MAX_SQUARES };

void de_eval_init(de_eval *e, const draughts_geometry *g);
/* The sets of draughts_pieces_of from `cells`. */
void de_pieces_of_cells(const de_eval *e, const signed char *cells, draughts_squares men[2],
                        draughts_squares kings[2]);
/* The value of the pieces `cells` (draughts_cells_of) for `side` (0 White) to move, in
 * centi-men. */
int de_evaluate(const de_eval *e, const signed char *cells, int side);
/* The same from the sets of draughts_pieces_of. */
int de_evaluate_pieces(const de_eval *e, const draughts_squares men[2],
                       const draughts_squares kings[2], int side);

/* The fraction num/den of a lead that the material of an ending keeps (draws in practice,
 * leads against a flying king); `strong` (0 White) is the side ahead; `learned`: the
 * evaluation with the international patterns (its leads against a king count for less). */
void de_drawish_scale(bool flying, bool learned, const int men[2], const int kings[2], int strong,
                      int *num, int *den);

/* For the pattern fit (bench/draughts_tune.c): the configuration of each window, read from
 * White's side (white[]) and from Black's (black[]); the phase (0 at the start, 256 on a bare
 * board) the opening and ending weights are mixed by. */
void de_pattern_indices(const de_eval *e, const signed char *cells, int white[DE_WINDOWS],
                        int black[DE_WINDOWS]);
int de_phase(const de_eval *e, const signed char *cells);
/* The same from sets of the men (bit s: a man on square s). */
void de_pattern_indices_of_men(const de_eval *e, uint64_t white_men, uint64_t black_men,
                               int white[DE_WINDOWS], int black[DE_WINDOWS]);

/* The flanks' configurations from White's side (white[]) and from Black's (black[]), from sets
 * of the men (bit s: a man on square s); and the wings' balance for White, |skew| of Black's
 * men less White's. */
void de_edge_indices_of_men(const de_eval *e, uint64_t white_men, uint64_t black_men,
                            int white[DE_EDGES], int black[DE_EDGES]);
int de_balance_of_men(const de_eval *e, uint64_t white_men, uint64_t black_men);

/* The kings' terms' features from White's side (de_king_features): squares[] the kings'
 * squares from their owners' sides, sign[] +1 for White's and -1 for Black's, n of them (at
 * most DE_KING_FEATURES are kept), mobility[] the safe and denied squares White's kings reach
 * less Black's. */
enum { DE_KING_FEATURES = 16 };
typedef struct de_king_terms {
    int n;
    uint8_t squares[DE_KING_FEATURES];
    int8_t sign[DE_KING_FEATURES];
    int mobility[DE_KING_MOBILITY];
} de_king_terms;
void de_king_features(const de_eval *e, const draughts_squares men[2], const draughts_squares kings[2],
                      de_king_terms *out);

enum { DE_PATTERN_UNIT = 32 };
extern const int16_t de_international_patterns[2][DE_WINDOWS][DE_WINDOW_SIZE];
extern const int de_international_side_to_move;
extern const int16_t de_international_king_squares[2][DE_KING_SQUARES];
extern const int16_t de_international_king_mobility[2][DE_KING_MOBILITY];
extern const int16_t de_international_edges[2][DE_EDGES][DE_EDGE_SIZE];
extern const int16_t de_international_balance[2][DE_BALANCE];

/* Whether the quiet move of a man of `side` (0 White) from `from` to `to` on `cells` (men only,
 * diagonal variants) offers a clean exchange, one man for one: the man lands next to an enemy
 * man that alone can take it, that capture cannot go on, a man of ours takes the taker back,
 * and leaving `from` opens no capture of a friend. A test of the squares only (not of the
 * whole board's forced captures): the quiescence searches these moves, and the search below
 * plays them out by the rules. An exchange is the game's commonest tactic, and a stand pat
 * before it misjudges the position (Scan's quiescence tries them too). */
bool de_offers_exchange(const draughts_geometry *g, const signed char *cells, int from, int to,
                        int side);

enum { DE_WIN = 30000, DE_MAX_PLY = 96 };

typedef struct de_engine de_engine;

typedef struct de_limits {
    int depth;      /* 0: none */
    double soft;    /* seconds: no new iteration after this (0: none) */
    double hard;    /* seconds: the search stops (0: none) */
    uint64_t nodes; /* 0: none */
} de_limits;

typedef struct de_result {
    tb_action move;
    int score; /* for the side to move, centi-men; beyond DE_WIN - DE_MAX_PLY a won game */
    int depth; /* the last iteration completed */
    uint64_t nodes;
    uint64_t probcuts;   /* nodes cut by ProbCut's shallow search */
    uint64_t reductions; /* late moves searched two plies less deep */
    double seconds;
    tb_action pv[32];
    int pv_len;
} de_result;

de_engine *de_engine_new(const tb_game *game, size_t tt_mb);
void de_engine_free(de_engine *e);
void de_engine_clear(de_engine *e); /* a new game: forget the table and the history */
/* The best action in `state` (not over): the first action of the best turn, or the next
 * action of the capture under way. Fills *res. False when there is no legal action. */
bool de_search(de_engine *e, const void *state, const de_limits *limits, de_result *res);
/* An optional line printer for each completed iteration (Hub's "info"). */
typedef void (*de_info_fn)(void *ctx, const de_result *res);
void de_engine_set_info(de_engine *e, de_info_fn fn, void *ctx);
/* Endgame tables (draughts_egtb.h) the search reads; NULL: none. Their values count from
 * DE_TB_WIN: a won position d plies from the end of a table is worth DE_TB_WIN - ply - d. */
enum { DE_TB_WIN = 20000 };
struct de_egtb;
void de_engine_set_egtb(de_engine *e, struct de_egtb *tables);
/* Whether the quiescence tries clean exchanges (de_offers_exchange; on by default in the
 * diagonal variants), for matches that measure them. */
void de_engine_set_exchanges(de_engine *e, bool on);
/* A flag another thread (the Hub's reader) sets to stop the search; NULL: none. */
void de_engine_set_stop(de_engine *e, volatile int *stop);

extern const tb_player_kind tb_player_draughts;

/* ---- whole turns as the protocols send them (draughts_turns.c) ----
 * A turn is its start square, its end square and the squares of the pieces it takes (Hub,
 * DXP), in the numbered notation of the board (1..nsq). */
enum { DE_TURN_MAX = 40 };
typedef struct de_turn {
    tb_action actions[DE_TURN_MAX];
    int n;
    int from, to; /* numbers */
    int ncap;
    int caps[DE_TURN_MAX]; /* numbers, ascending */
} de_turn;

/* The complete turns from `state` (from the capture under way when one is), at most max.
 * Returns their count (-1: more than max). */
int de_turns(const tb_game *game, const void *state, de_turn *out, int max);
/* The turn of `state` from `from` to `to` taking exactly the pieces caps[0..ncap) (any
 * order), or -1 when none or, with ncap < 0 (caps not given), when several match. */
int de_turn_find(const de_turn *turns, int count, int from, int to, const int *caps, int ncap);
/* The Hub text of a turn: "32-28", "28x19x23x14" (from, to, then the pieces taken). */
int de_turn_hub_text(const de_turn *t, char *buf, size_t len);
/* Reads a Hub move into from, to and caps (at most DE_TURN_MAX); false on bad text. */
bool de_turn_hub_parse(const char *text, int *from, int *to, int *caps, int *ncap);

#endif
