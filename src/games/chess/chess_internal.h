/* What the files of the chess class share (chess_rules.c, chess_text.c, chess.c): the rules
 * table a variant's options build, the state, and the hooks one file defines for another.
 * See chess_rules.c for the actions and the repetition history. */
#ifndef TABULA_GAMES_CHESS_INTERNAL_H
#define TABULA_GAMES_CHESS_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "games/chess/board.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { HIST = 100 };
/* The action that ends a progressive series early. No move has from == to == 0 with a
 * promotion bit above the 15 move bits. */
enum { END_SERIES = 1u << 15 };
/* Exchange chess: the swap part of a turn. */
enum { SWAP = 1u << 16 };
enum { MAX_ACTIONS = CB_MAX_MOVES + 1 };

typedef enum progression {
    PROG_NONE,
    PROG_SCOTTISH,
    PROG_ITALIAN,
    PROG_PORTUGUESE,
    PROG_KIWI,
    PROG_AUSTRALIAN,
    PROG_ENGLISH,
    PROG_ORTHODOX /* §2.8: the colour moved alternates at every move, players by series */
} progression;

typedef struct chess_rules {
    bool losing;          /* §4: compulsory capture, no check, king promotion, no castling */
    progression prog;     /* §2: the series rules, PROG_NONE for one move a turn */
    int fifty_plies;      /* C2 */
    bool rep_placement;   /* C3: placement and side only */
    bool dead_draw;       /* C4 */
    bool midseries_draw;  /* P2: running out of moves during a series draws */
    bool english_mobile;  /* E1: a new round starts when no unmoved piece can move */
    bool english_no_ep;   /* E2 */
    bool orthodox_fifty;  /* O2: the FIDE fifty-move rule instead of the ten-series rule */
    int first_player;     /* O3: the player who makes the odd series (orthodox progressive) */
    bool italian_illegal; /* I1: a premature check is an illegal move */

    /* §5 exchange chess and §6 medieval chess */
    bool exchange;       /* §5: a regular move, then a swap */
    bool double_rank[2]; /* X1: pawns on their first / second rank may double-step */
    bool swap_double;    /* X2: a pawn's swap reaches its double-step square */
    bool shatranj;       /* §6.1-§6.3: medieval pieces; a bare king loses */
    bool stalemate_draw; /* §6.1 shatranj_stalemate=draw (else the stalemated loses) */
    bool alfonso;        /* §6.3: the queen's first-move leap */
} chess_rules;

typedef struct chess_state {
    cb_board b;
    uint64_t moved;  /* progressive: squares of the pieces already moved in this series/round */
    uint64_t frozen; /* English: pieces promoted in this series */
    uint64_t fresh;  /* progressive: pawns of the mover that double-stepped in this series */
    uint16_t series; /* progressive: number of the current series, 1, 2, ... (0 otherwise) */
    uint16_t done;   /* progressive: moves already made in the current series */
    uint16_t quiet;  /* progressive: series in a row without pawn move or capture */
    uint8_t active;  /* progressive: ACTIVE_* facts of the current series */
    uint8_t loser;   /* Italian: 1 + the player who gave a premature check */
    uint64_t hist[HIST];
} chess_state;

/* ACTIVE_NO_SWAP: exchange chess, a turn without a swap (White's first, §5). */
enum { ACTIVE_PAWN_OR_CAPTURE = 1, ACTIVE_CAPTURE = 2, ACTIVE_NO_SWAP = 4 };

static inline const chess_rules *rules_of(const tb_game *g)
{
    return g->config;
}

/* ---- chess_rules.c, for the text ---- */

/* The moves of the board before the filters of series and completion. */
int chess_pseudo_moves(const chess_rules *r, const cb_board *b, cb_move *out);
/* The squares of `candidates` where an en-passant capture is legal. */
uint64_t chess_legal_en_passant(const chess_rules *r, const cb_board *b, uint64_t candidates);
/* Exchange chess: makes a swap; lists the legal swaps. */
void chess_make_swap(cb_board *b, tb_action a);
int chess_legal_swaps(const chess_rules *r, const cb_board *b, tb_action *out, bool first_only);
/* The length of the repetition history in use. */
int chess_hist_len(const chess_rules *r, const chess_state *s);
/* The legal ones among `moves` (series and completion rules), compacted; their count. */
int chess_legal_among(const tb_game *g, const chess_state *s, cb_move *moves, int n);
/* Why none of the pseudo-legal moves[0..n) (n > 0) is legal, in English for the refusal:
 * the king's safety, the compulsory capture, the series rules. */
const char *chess_refusal_reason(const tb_game *g, const chess_state *s, const cb_move *moves,
                                 int n);
int chess_player_to_move(const chess_rules *r, const chess_state *s);
/* Applies an action; returns what the series did (see apply). */
int chess_apply_move(const tb_game *g, chess_state *s, tb_action a);
void chess_outcome(const tb_game *g, const void *state, tb_outcome *o);

/* ---- chess_text.c: the class's text and view hooks ---- */

int chess_action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len);
bool chess_action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                            tb_error *err);
int chess_position_to_text(const tb_game *g, const void *state, char *buf, size_t len);
bool chess_position_from_text(const tb_game *g, const char *text, void *state, tb_error *err);
void chess_view(const tb_game *g, const void *state, tb_view *v);

/* The class of every variant but Alice's (chess_rules.c). */
extern const tb_game_class tb_chess_class;

#endif
