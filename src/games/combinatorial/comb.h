/* The framework shared by every combinatorial game (combinatorial.md §2–3): a game is a
 * *component kind* (Nim, Kayles, Domineering, ...) and every playable position is a sum
 * " + " of components of any kinds, played through ONE generic tb_game_class.
 *
 * Position text (§2.3):  component ( " + " component )* [ " ; " mover ]
 *   component := keyword [ "{" intlist "}" ] [ "[" options "]" ] ":" body
 *   mover     := "1" | "2" | "L" | "R"   who is to move; omitted (printed only) when it is the
 *                first player. The analysis does not depend on it; play does (who wins).
 * Players: player 0 moves first. In a position with a partizan component they are Left (0)
 * and Right (1) (§2.1, A6); in an impartial one the first and second player.
 * Move text: the kind's own text; with several components "[k] move" (k 1-based); in a
 * position with a partizan component an impartial move is prefixed by its mover: "L: [2] 1:3>0".
 *
 * A kind writes its component into a fixed slot of TB_COMB_SLOT bytes (only the first
 * data_size bytes are used, the rest stays zero), canonically: equal positions, equal bytes.
 * Kinds are listed in src/games/combinatorial/kinds.c; variants (one per keyword) use
 * tb_comb_class with the options TB_COMB_OPTIONS declares. */
#ifndef TABULA_GAMES_COMBINATORIAL_COMB_H
#define TABULA_GAMES_COMBINATORIAL_COMB_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"
#include "tabula/view.h"

#define TB_COMB_SLOT 256          /* bytes of one component's state */
#define TB_COMB_MAX_COMPONENTS 8  /* components of one position */
#define TB_COMB_MAX_ACTIONS 4096  /* legal moves of a whole position, for any reachable one */
#define TB_COMB_MAX_MOVE 0x7FFFFF /* a kind's move codes are 0..TB_COMB_MAX_MOVE */
#define TB_COMB_MAX_INTS 32       /* numbers in a "{intlist}" */
#define TB_COMB_MAX_OPTS 8        /* pairs in an "[options]" list */
#define TB_COMB_TEXT 4096         /* longest position text accepted */

enum { TB_COMB_LEFT = 0, TB_COMB_RIGHT = 1 };

typedef enum tb_comb_type {
    TB_COMB_IMPARTIAL,  /* both players have the same moves */
    TB_COMB_PARTIZAN,   /* Left and Right have their own moves */
    TB_COMB_CONSTRAINED /* impartial with a pending announcement (§3.8); never summed */
} tb_comb_type;

/* What precedes a component's ':' besides the keyword: "{2,3}" and "[board=8x8,max=3]". */
typedef struct tb_comb_header {
    bool has_ints;
    int nints;
    long ints[TB_COMB_MAX_INTS];
    int nopts;
    struct {
        char key[32];
        char value[64];
    } opt[TB_COMB_MAX_OPTS];
} tb_comb_header;

typedef struct tb_comb_kind {
    const char *keyword;        /* "nim", "sub", "domineering" */
    const char *const *aliases; /* Portuguese aliases (§1), NULL-terminated; or NULL */
    tb_comb_type type;
    bool misere;      /* misère play offered (§3.7, A24) */
    size_t data_size; /* bytes of the slot used, a multiple of 8, at most TB_COMB_SLOT */

    /* Reads the header and body (trimmed, may be empty) into data (zeroed by the caller).
     * Refuses anything it does not accept, including header parts it has no use for
     * (tb_comb_header_check) and sizes over its limits, with a clear one-line message. */
    bool (*parse)(const tb_comb_header *h, const char *body, void *data, tb_error *err);
    /* Optional: the header in normalised form ("{2,3}", "[jump=opponent]"); NULL: none. */
    int (*print_header)(const void *data, char *buf, size_t len);
    /* The body in normalised form ("3 5 7"); may be empty. snprintf-like return. */
    int (*print_body)(const void *data, char *buf, size_t len);
    /* An upper bound on the moves of either player here AND in every position reachable
     * from here; positions whose components add up to more than TB_COMB_MAX_ACTIONS are
     * refused. */
    int (*move_bound)(const void *data);

    /* The moves of `player` (ignored by impartial kinds), codes 0..TB_COMB_MAX_MOVE, each
     * once, in a fixed order; returns the count. No allocation. */
    int (*moves)(const void *data, int player, uint32_t *out);
    /* Applies a move listed by moves() for this player; keeps the data canonical. */
    void (*apply)(void *data, int player, uint32_t move);
    /* Text of a move in the kind's notation (partizan kinds name the mover in it). */
    int (*move_to_text)(const void *data, int player, uint32_t move, char *buf, size_t len);
    /* Reads a move; need not check legality (the framework does). Partizan kinds set *mover
     * to the player the text names; impartial kinds leave it alone. `player` is the player
     * to move, a hint for kinds whose text may omit the mover. */
    bool (*move_from_text)(const void *data, int player, const char *text, uint32_t *move,
                           int *mover, tb_error *err);

    /* ---- optional ---- */
    /* Fast path (closed formula): the Grundy value under normal play; false when the formula
     * does not apply to this data (then brute force is used). Tests check it against brute
     * force. */
    bool (*grundy)(const void *data, uint64_t *out);
    /* Independent parts whose sum is this component (Nim heaps, Kayles runs, Domineering
     * regions): writes up to `max` parts of data_size bytes each (zeroed by the caller) into
     * parts and returns the count; returns 0 to keep the component whole. Parts serve the
     * analysis only, so one part may be a symmetric image of the component with the same
     * value (heaps sorted, a matrix's least image), for the memo to meet it once. */
    int (*split)(const void *data, void *parts, int max);
    /* For the exact solver: puts the data in the least of its images under the symmetries
     * that keep every player's moves (a Domineering board mirrored), so that one table entry
     * serves them all. */
    void (*symmetric)(void *data);
    /* For the exact solver, under normal play and with this component alone: true when the
     * result for `player` to move is known without search (*mover_wins tells it), false when
     * it must be searched. Must be exactly right: a wrong verdict is a wrong solve. */
    bool (*decided)(const void *data, int player, bool *mover_wins);
    /* For the exact solver, with this component alone: how good the data looks to `player`
     * (higher, better), to try the moves to the best-looking positions first. */
    int (*solve_order)(const void *data, int player);
    /* Draws the component on board `board` of the view; NULL: a generic cell. */
    void (*view)(const void *data, tb_view *v, int board);
    /* Optional: draws the component as played, from its start data and the moves made in it
     * (moves[i] by players[i], in order), where view() of the current data would lose what a
     * person saw (Domineering's dominoes and its filled rows). Cells the next move can name
     * keep view()'s labels. With mark_last, marks the cells of the last move. */
    void (*view_played)(const void *start, const uint32_t *moves, const int *players, int n,
                        bool mark_last, tb_view *v, int board);
} tb_comb_kind;

/* The kinds, in src/games/combinatorial/kinds.c. */
extern const tb_comb_kind *const tb_comb_kinds[];
int tb_comb_kind_count(void);
const tb_comb_kind *tb_comb_kind_find(const char *keyword); /* keyword or alias; or NULL */

/* The state of every combinatorial game. */
typedef struct tb_comb_state {
    uint8_t count;                        /* components */
    uint8_t to_move;                      /* 0: first player / Left; 1: second player / Right */
    uint8_t kind[TB_COMB_MAX_COMPONENTS]; /* index into tb_comb_kinds */
    uint8_t pad[6];
    uint64_t data[TB_COMB_MAX_COMPONENTS][TB_COMB_SLOT / 8]; /* aligned for the kinds */
} tb_comb_state;

/* Actions of tb_comb_class: component, mover and the kind's move code. */
static inline tb_action tb_comb_action(int component, int player, uint32_t move)
{
    return (tb_action)component << 24 | (tb_action)player << 23 | move;
}
static inline int tb_comb_action_component(tb_action a)
{
    return (int)(a >> 24);
}
static inline int tb_comb_action_player(tb_action a)
{
    return (int)(a >> 23 & 1);
}
static inline uint32_t tb_comb_action_move(tb_action a)
{
    return a & TB_COMB_MAX_MOVE;
}

/* The one class of every combinatorial variant. Its options (TB_COMB_OPTIONS): "start", the
 * initial position text, and "play" = normal|misere when the kind offers misère. */
extern const tb_game_class tb_comb_class;

#define TB_COMB_START_HELP "initial position, written as the game writes it: nim: 3 5 7"
#define TB_COMB_PLAY_HELP "normal (the last player to move wins) or misere (the last loses)"
/* Declares `static const tb_option_def name[]` with the start position (and "play" unless
 * the macro with _NO_MISERE is used). */
#define TB_COMB_OPTIONS(name, start)                                                               \
    static const tb_option_def name[] = {{"start", start, TB_COMB_START_HELP},                     \
                                         {"play", "normal", TB_COMB_PLAY_HELP},                    \
                                         {NULL, NULL, NULL}}
#define TB_COMB_OPTIONS_NO_MISERE(name, start)                                                     \
    static const tb_option_def name[] = {{"start", start, TB_COMB_START_HELP}, {NULL, NULL, NULL}}

/* The play convention of a game made with tb_comb_class. */
bool tb_comb_misere(const tb_game *g);
/* True when some component is partizan (moves then carry "L:"/"R:" where needed). */
bool tb_comb_is_partizan(const tb_comb_state *s);
/* Reads a position text (no game needed): the kinds, the sum rules and the size limits;
 * misère positions may only hold kinds that offer it. */
bool tb_comb_parse(const char *text, bool misere, tb_comb_state *s, tb_error *err);
/* Writes the normalised text of one component ("sub{2,3}: 7") or of the whole position. */
int tb_comb_component_text(const tb_comb_state *s, int k, char *buf, size_t len);
int tb_comb_text(const tb_comb_state *s, char *buf, size_t len);
static inline const tb_comb_kind *tb_comb_kind_of(const tb_comb_state *s, int k)
{
    return tb_comb_kinds[s->kind[k]];
}

/* ---- helpers for kinds ---- */

/* Refuses an "{intlist}" when !ints_allowed and any option not named in `allowed` (a
 * '|'-separated list, or NULL for none). `keyword` names the kind in the messages. */
bool tb_comb_header_check(const tb_comb_header *h, const char *keyword, bool ints_allowed,
                          const char *allowed, tb_error *err);
/* The value of option `key`, or NULL. */
const char *tb_comb_header_opt(const tb_comb_header *h, const char *key);
/* Reads space-separated integers in [lo, hi] ("3 5 7"); at most max of them. Returns the
 * count, or -1 with a message naming `what` ("heap"). */
int tb_comb_read_ints(const char *text, long *out, int max, long lo, long hi, const char *what,
                      tb_error *err);
/* Reads a whole decimal number (no sign) in [lo, hi] from *p, advancing it. */
bool tb_comb_read_long(const char **p, long lo, long hi, long *out);
/* Writes values separated by `sep`; snprintf-like. */
int tb_comb_print_u16(const uint16_t *v, int n, const char *sep, char *buf, size_t len);

/* Heap moves "i:a>b" (heap i, 1-based, from a beans to b), shared by the heap games. */
static inline uint32_t tb_comb_heap_move(int heap, int to)
{
    return (uint32_t)heap << 16 | (uint32_t)to;
}
static inline int tb_comb_heap_move_heap(uint32_t m)
{
    return (int)(m >> 16);
}
static inline int tb_comb_heap_move_to(uint32_t m)
{
    return (int)(m & 0xFFFF);
}
int tb_comb_heap_move_text(const uint16_t *heaps, uint32_t move, char *buf, size_t len);
/* Reads "i:a>b" against the heaps (a must be heap i's size, b < a). */
bool tb_comb_heap_move_read(const uint16_t *heaps, int n, const char *text, uint32_t *move,
                            tb_error *err);
/* Draws heaps as columns of beans, one cell per heap labelled 1..n. */
void tb_comb_view_heaps(tb_view *v, int board, const uint16_t *heaps, int n);

/* ---- analysis (§2.4), in analysis.c ---- */

typedef struct tb_comb_limits {
    size_t max_positions; /* positions memoised by brute force (0: a default of 2 million) */
    uint64_t cgt_steps;   /* Conway-game work (0: a default) */
    bool no_fast_paths;   /* brute force everything (to check the closed formulas) */
    double max_seconds;   /* wall-clock budget of the brute force (0: none) */
    const volatile sig_atomic_t *cancel; /* gives up soon after *cancel is set (or NULL) */
    void (*progress)(void *context, uint64_t positions, double seconds); /* or NULL */
    void *progress_context;
} tb_comb_limits;

typedef struct tb_comb_report {
    tb_comb_type type; /* partizan if any component is; constrained if it is one */
    bool misere;
    char outcome;    /* 'P', 'N', 'L', 'R' */
    bool has_grundy; /* impartial, normal play */
    uint64_t grundy;
    uint64_t component_grundy[TB_COMB_MAX_COMPONENTS];
    /* The heap-equivalents (Grundy values of the independent parts), for "nim-sum". */
    uint64_t *parts;
    size_t num_parts;
    bool has_value;   /* partizan or mixed, normal play */
    char value[1024]; /* canonical value text (§3.16) */
    unsigned birthday;
    bool is_number; /* partizan: the value is a number (§3.13; reported for §4.24) */
    /* Winning moves: for impartial and constrained positions, those of the player to move
     * (winning); for partizan ones, Left's and Right's (winning-left / winning-right). */
    tb_action *winning, *winning_left, *winning_right;
    int num_winning, num_winning_left, num_winning_right;
    size_t positions; /* positions the brute force visited */
} tb_comb_report;

/* Analyses the position; false with a message if it is too large for the limits (the report
 * then holds nothing to free). */
bool tb_comb_analyse(const tb_game *g, const tb_comb_state *s, bool misere,
                     const tb_comb_limits *limits, tb_comb_report *r, tb_error *err);
void tb_comb_report_free(tb_comb_report *r);
/* The report as "field: value" lines (§2.4 field names), moves in the game's notation with
 * the position each one leaves. Returns a malloc'd string. */
char *tb_comb_report_text(const tb_game *g, const tb_comb_state *s, const tb_comb_report *r);

#endif
