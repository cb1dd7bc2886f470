/* The Go rules engine (rules/go.md §1-§6): Go, Alak, progressive Go, hexagonal progressive Go
 * and Rosette are one class on the board kit, configured by the variant's options. This
 * header is private to src/games/go/: SGF, GTP and the Go player read the state through it. */
#ifndef TABULA_GAMES_GO_GO_H
#define TABULA_GAMES_GO_GO_H

#include <stdbool.h>
#include <stdint.h>

#include "games/go/go_board.h"
#include "tabula/board.h"
#include "tabula/game.h"

enum { GO_P_BLACK = 0, GO_P_WHITE = 1 };

/* Action codes: a point index, or one of these. */
enum {
    GO_ACT_PASS = 1000,   /* a pass; inside a progressive turn: end the turn early */
    GO_ACT_DEAD = 1024,   /* + point: mark / unmark the group on it as dead (scoring phase) */
    GO_ACT_ACCEPT = 2000, /* accept the dead stones as marked */
    GO_ACT_RESUME = 2001, /* disagree: play resumes (§1.4) */
    GO_ACT_RESIGN = 2002
};

typedef enum go_rules { GO_RULES_GO, GO_RULES_ALAK } go_rules;
typedef enum go_ko { GO_KO_BASIC, GO_KO_POSITIONAL, GO_KO_SITUATIONAL } go_ko;
typedef enum go_scoring { GO_SCORE_AREA, GO_SCORE_TERRITORY } go_scoring;
typedef enum go_restriction {
    GO_RESTRICT_NONE,
    GO_RESTRICT_STOP_AT_ATARI,
    GO_RESTRICT_DISTINCT_GROUPS
} go_restriction;
typedef enum go_progression {
    GO_PROG_NONE, /* one stone a turn */
    GO_PROG_123,  /* s(t) = t */
    GO_PROG_122,
    GO_PROG_121,
    GO_PROG_134,
    GO_PROG_135
} go_progression;
typedef enum go_phase { GO_PHASE_PLAY, GO_PHASE_SCORING, GO_PHASE_OVER } go_phase;

enum { GO_MAX_HEXAGONS = 128, GO_HISTORY = 1024, GO_UNLIMITED = 0xFFFF };

typedef struct go_config {
    go_graph graph;
    go_rules rules;
    bool square; /* a square board: ranks in texts, SGF and GTP */
    int size;    /* square side, line length, or hexagonal side */
    int komi2;   /* White's komi in half points */
    go_scoring scoring;
    go_ko ko;
    bool dead_agreement;
    int handicap;       /* stones of Black's handicap */
    bool handicap_free; /* Black places them where he likes (§2.2 option) */
    int num_fixed;      /* handicap stones put on the star points by the initial position */
    int fixed[25];
    tb_pointset grid; /* where stones 10-25 may go (19x19, §2.2 decision) */
    go_progression progression;
    go_restriction restriction;
    bool rosette;
    int num_hexagons;
    int16_t hexagon[GO_MAX_HEXAGONS][6];
    int supply[2]; /* stones each player has, or GO_UNLIMITED */
    bool alak_white_first;
    int max_moves;   /* Alak: draw after this many placements (0: never) */
    bool repetition; /* Alak: a repeated position draws */
    bool history;    /* states carry the positions seen (superko, Alak repetition) */
    int num_stars;
    int stars[9];
} go_config;

typedef struct go_state {
    go_board board;
    tb_pointset dead;        /* scoring phase: stones marked dead */
    tb_pointset turn_stones; /* stones placed in this turn (distinct-groups restriction) */
    tb_pointset emptied;     /* Alak: points emptied by a capture on the previous move */
    uint16_t prisoners[2];   /* stones captured by each player */
    uint16_t supply[2];      /* stones left to each player (GO_UNLIMITED: no limit) */
    uint16_t turn;           /* turn number, from 1 */
    uint16_t moves;          /* placements so far */
    int16_t ko;              /* the point the player to move may not take back (basic ko), or -1 */
    uint8_t to_move;
    uint8_t placed;        /* actions already made in this turn (stones, or dead marks) */
    uint8_t passes;        /* consecutive passes */
    uint8_t phase;         /* go_phase */
    uint8_t resigned;      /* 0, or 1 + the player who resigned */
    uint8_t accepted;      /* scoring phase: bit per player who accepted the marks */
    uint8_t handicap_left; /* free handicap stones Black still places */
    uint8_t resume_to;     /* scoring phase: who plays if play resumes */
    uint8_t repeated;      /* Alak with repetition=draw: the last move repeated a position */
    uint8_t pad;
    uint16_t hist_count; /* with history: positions in hist */
    uint64_t hist[];     /* with history: hash of each position reached (GO_HISTORY at most) */
} go_state;

static inline const go_config *go_config_of(const tb_game *g)
{
    return g->config;
}

/* Stones a player may place in turn t. */
int go_allowance(const go_config *cfg, int turn);
/* True if `colour` may place a stone on p now (every rule of the variant). */
bool go_can_place(const go_config *cfg, const go_state *s, const go_groups *groups, int p);

/* Scores of Black and White (komi included), dead stones removed. owner (if not NULL) gets,
 * per point, GO_BLACK / GO_WHITE / GO_EMPTY as counted. */
void go_score(const go_config *cfg, const go_state *s, const tb_pointset *dead, double score[2],
              uint8_t *owner);
/* The engine's proposal of dead stones (§1.4): groups that the playouts of go_sim.c lose most
 * of the time. Its work is bounded: at most GO_PROPOSAL_BUDGET stones played in playouts, so
 * apply() stays cheap when two passes open the scoring phase. Returns the stones played. */
enum { GO_PROPOSAL_BUDGET = 32768, GO_PROPOSAL_PLAYOUTS = 64 };
long go_propose_dead(const go_config *cfg, const go_state *s, tb_pointset *dead);
/* Ownership estimate by `playouts` playouts of go_sim.c's policy from s (each at most three
 * moves a point): own[p] in [-1, 1], + for Black. Returns the stones played in them, or -1
 * when out of memory (own is then all 0). */
long go_ownership(const go_config *cfg, const go_state *s, int playouts, uint64_t seed,
                  double *own);

/* Black's lead by an ownership map (go_ownership): each point to the side that owns it in most
 * playouts, komi counted. */
double go_score_estimate(const go_config *cfg, const double *own);

/* The go player's thinking time for its next moves (GTP's time management keeps one player, and
 * its tree, for the whole session). False when p is not the go player. */
struct tb_player;
bool go_player_set_seconds(struct tb_player *p, double seconds);
/* A komi written as a number (not "auto"): a multiple of 0.5 from -1000 to 1000, in half
 * points; false on anything else (the option and the SGF reader word their own messages). */
bool go_komi_read(const char *text, int *komi2);

#endif
