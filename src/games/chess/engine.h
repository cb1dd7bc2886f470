/* The chess engine: evaluation per variant (eval.c) and a search of its own (search.c) for
 * the one-move games, orthodox and losing chess, working on the bitboards of board.h with
 * copy-make instead of through the game contract.
 *
 * chess.c owns the rules and the state layout; it hands the engine a chess_snapshot of a
 * state (the board, which rules, the keys of the earlier positions for repetition), and
 * its evaluate and tactical hooks call the functions below. Other variants of the family
 * (Alice, exchange chess) can evaluate each of their boards with chess_eval_orthodox. */
#ifndef TABULA_GAMES_CHESS_ENGINE_H
#define TABULA_GAMES_CHESS_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/chess/board.h"
#include "tabula/game.h"

typedef enum chess_kind {
    CHESS_ORTHODOX,    /* §1: one move a turn, king safety */
    CHESS_LOSING,      /* §4: compulsory capture, no king safety, no move wins */
    CHESS_PROGRESSIVE, /* §2: series of moves (evaluated here, searched by the generic ab) */
    CHESS_OTHER        /* exchange chess (§5), medieval chess (§6): evaluated, searched by ab */
} chess_kind;

enum { CHESS_HISTORY_KEYS = 100 };

typedef struct chess_snapshot {
    cb_board board;
    chess_kind kind;
    int fifty_plies;    /* the half-move clock that draws (100, or 50 by option) */
    bool rep_placement; /* repetition compares placement and side only (b.key) */
    int series, done;   /* progressive: the series under way and the moves made in it */
    int num_keys;       /* keys[0..num_keys): earlier positions that could recur, oldest */
    uint64_t keys[CHESS_HISTORY_KEYS]; /* first; 0 for unknown */
} chess_snapshot;

/* Fills *out from a state of the chess class (chess.c); false for another class. */
bool chess_snapshot_of(const tb_game *g, const void *state, chess_snapshot *out);

/* Evaluations in centipawns, positive when White stands better. */
int chess_eval_orthodox(const cb_board *b);
int chess_eval_losing(const cb_board *b);
/* The terms of chess_eval_losing and their weights: each term is an index into
 * LOSING_WEIGHTS and a count, White's minus Black's (the side to move as +1 or -1). */
enum {
    LF_MEN = 0, /* + piece type: men of each type */
    LF_MOBILITY = 6,
    LF_FEW_MOVES,
    LF_ATTACKING,
    LF_PAWN_RANKS,
    LF_LATE_MEN,
    LF_TEMPO,
    LF_MOVES, /* + piece type: the moves of each type of man (pawns: pushes) */
    LF_BISHOP_TARGETS = LF_MOVES + 6, /* enemy men on the squares of our bishops' colours */
    /* + type * 32 + the man's square seen from his own side, files folded onto a-d
     * (rank * 4 + file): where each kind of man stands */
    LF_SQUARES,
    /* + attacker type * 6 + victim type: enemy men attacked, by whom */
    LF_HITS = LF_SQUARES + 6 * 32,
    LOSING_FEATURES = LF_HITS + 36
};
enum { LOSING_MAX_TERMS = 64 + LF_SQUARES + 36 }; /* a man a square, the others once */
typedef struct losing_terms {
    int n;
    uint16_t index[LOSING_MAX_TERMS];
    int16_t count[LOSING_MAX_TERMS];
} losing_terms;
void chess_losing_terms(const cb_board *b, losing_terms *t);
extern const int LOSING_WEIGHTS[LOSING_FEATURES];
/* Alice chess (§3): the orthodox evaluation of the men of `count` boards together. */
int chess_eval_boards(const cb_board *boards, int count);
/* Medieval chess (§6.1-§6.3): the minister and the elephant at their own values. */
int chess_eval_medieval(const cb_board *b);
/* A progressive position: `mover` (a colour) still has `moves_left` moves in his series,
 * and the opponent's next series has `next_series` moves. */
int chess_eval_progressive(const cb_board *b, int mover, int moves_left, int next_series);

/* Material value of a piece type for move ordering (pawn 100 ... king 0). */
int chess_piece_value(int type);

/* ---- the search (search.c) ---- */

typedef struct cs_engine cs_engine;

typedef struct cs_limits {
    int depth;                /* maximum depth in plies; 0: none */
    double soft;              /* seconds: no new iteration after this; 0: none */
    double hard;              /* seconds: the search stops; 0: none */
    uint64_t nodes;           /* 0: none */
    const volatile int *stop; /* the search stops when *stop becomes nonzero (may be NULL) */
} cs_limits;

enum { CS_MAX_PV = 64, CS_MATE = 30000 };

typedef struct cs_info {
    int depth, seldepth;
    int score; /* centipawns for the side to move; |score| > CS_MATE - 1000: mate */
    int mate;  /* moves to mate (negative: being mated), 0 when not a mate score */
    uint64_t nodes;
    double seconds;
    int pv_len;
    cb_move pv[CS_MAX_PV];
} cs_info;

typedef void (*cs_report)(void *ctx, const cs_info *info);

/* An engine with a transposition table of about tt_mb megabytes; NULL without memory. */
cs_engine *chess_search_new(size_t tt_mb);
void chess_search_free(cs_engine *e);
/* Forgets the table and the move-ordering statistics (a new game). */
void chess_search_clear(cs_engine *e);
/* Searches the position (orthodox or losing chess) by iterative deepening; reports every
 * finished iteration; returns the best move, or 0 when the side to move has none. *last
 * (may be NULL) receives the last report. */
cb_move chess_search(cs_engine *e, const chess_snapshot *root, const cs_limits *limits,
                     cs_report report, void *ctx, cs_info *last);
/* The legal moves of a snapshot's position under its rules (orthodox or losing). */
int chess_search_legal_moves(const chess_snapshot *s, cb_move *out);
/* ---- the opening book (book.c) ---- */

/* The book's move for the position of `s` (under its rules), to play at once; 0 when the
 * position is not in the book (search). */
cb_move chess_book_move(const chess_snapshot *s);
/* The book's entries, for tests: entry i's line (its moves from the start in coordinates,
 * "e2e3 b7b5") and its move; false when i is out of range or the line or the move is not
 * legal. */
int chess_book_size(void);
bool chess_book_entry(int i, const char **line, cb_move *move);

#endif
