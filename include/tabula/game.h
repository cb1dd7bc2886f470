/* The game contract: every game, from Nim to Progressive Chess, is one tb_game_class.
 *
 * Generic code (players, solver, perft, renderers, tests, the CLI and the server) talks only
 * to this table and never knows a game's rules. See docs/ARCHITECTURE.md. */
#ifndef TABULA_GAME_H
#define TABULA_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TB_MAX_PLAYERS 4
#define TB_ERROR_LEN 256
#define TB_REASON_LEN 96

/* Every fallible library call fills a tb_error with a one-line message and returns false
 * (or a negative count). */
typedef struct tb_error {
    char msg[TB_ERROR_LEN];
} tb_error;

void tb_error_set(tb_error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Copies `in` to `out` (len bytes, NUL-terminated, cut if need be) with its control
 * characters written out (\n, \t, \r, \xNN, \u0080..\u009f; newlines kept if asked), so a
 * message that quotes an input cannot drive a terminal. tb_error_set applies it to every
 * message. Returns the length written. */
size_t tb_text_escape(const char *in, char *out, size_t len, bool keep_newlines);

/* An atomic step of a turn, in the game's own encoding. A turn may be several actions by the
 * same player (a capture chain, a progressive series, Produto's two stones). */
typedef uint32_t tb_action;

/* Result of a finished game, one entry per player. */
typedef enum tb_result { TB_LOSS = -1, TB_DRAW = 0, TB_WIN = 1 } tb_result;

typedef struct tb_outcome {
    bool over;
    tb_result result[TB_MAX_PLAYERS];
    bool scored; /* score[] is meaningful (Produto, Go) */
    double score[TB_MAX_PLAYERS];
    char reason[TB_REASON_LEN]; /* "no moves", "line of three reds", "products 21-18" */
} tb_outcome;

/* One option a game accepts as name=value, with the sources' choice as default. */
typedef struct tb_option_def {
    const char *name;
    const char *default_value;
    const char *help; /* English, one line: accepted values and meaning */
} tb_option_def;

/* Parsed name=value pairs handed to a game's create hook. */
#define TB_MAX_OPTIONS 16
typedef struct tb_options {
    int count;
    struct {
        char name[48]; /* the spec's longest: orthodox_progressive_first_player */
        char value[128];
    } item[TB_MAX_OPTIONS];
} tb_options;

typedef struct tb_game tb_game;
typedef struct tb_view tb_view;

/* The vtable. Hooks marked optional may be NULL; the generic wrappers in tb_game_* supply
 * the default. `state` always points to game->state_size bytes owned by the caller; states
 * are plain data (copy with memcpy) and canonical: two states describing the same position
 * have the same bytes (zero any padding), so hashing and comparing bytes is sound. */
typedef struct tb_game_class {
    /* Fills game->state_size, num_players, max_actions and game->config from the options
     * (already checked against option_defs: unknown names are refused before this call). */
    bool (*create)(tb_game *game, const tb_options *opts, tb_error *err);
    /* Optional: frees game->config; without it, config is released with free(). */
    void (*destroy)(tb_game *game);

    void (*initial)(const tb_game *game, void *state);
    /* Player to move (0-based). Meaningless once the game is over. */
    int (*to_move)(const tb_game *game, const void *state);
    /* Writes the legal actions (at most game->max_actions) and returns their count. A
     * finished game has none. */
    int (*legal)(const tb_game *game, const void *state, tb_action *out);
    /* Applies a legal action. Never called with an illegal one. */
    void (*apply)(const tb_game *game, void *state, tb_action action);
    /* Fills *out; out->over is false while the game goes on. */
    void (*outcome)(const tb_game *game, const void *state, tb_outcome *out);

    /* Text in the sources' notation. to_text returns the length written (truncates safely);
     * from_text returns false with a message on text it cannot read. Parsing an action
     * needs the state (the source's short forms), but need not check legality: the
     * wrapper tb_game_parse_action does. */
    int (*action_to_text)(const tb_game *game, const void *state, tb_action action, char *buf,
                          size_t len);
    bool (*action_from_text)(const tb_game *game, const void *state, const char *text,
                             tb_action *action, tb_error *err);
    int (*position_to_text)(const tb_game *game, const void *state, char *buf, size_t len);
    bool (*position_from_text)(const tb_game *game, const char *text, void *state, tb_error *err);

    /* Describes the board for renderers (see view.h). */
    void (*view)(const tb_game *game, const void *state, tb_view *view);

    /* ---- optional hooks ---- */
    uint64_t (*hash)(const tb_game *game, const void *state); /* default: hash of the bytes */
    /* True while the player to move is inside a multi-action turn (after the first action). */
    bool (*mid_turn)(const tb_game *game, const void *state);
    /* Heuristic value of the position for `player`, in centi-units (~100 = a pawn), for
     * alpha-beta and MCTS progressive bias. */
    int (*evaluate)(const tb_game *game, const void *state, int player);
    /* Legal actions of `player` as if it were his turn (partizan analysis). */
    int (*legal_for)(const tb_game *game, const void *state, int player, tb_action *out);
    /* The legal actions a quiescence search still tries at the horizon (captures,
     * promotions): a subset of legal(), written like legal(). Without it, or when it returns
     * 0, search stops at the horizon and takes evaluate(). */
    int (*tactical)(const tb_game *game, const void *state, tb_action *out);
    /* Labels of the view cells an action touches, in the order a person clicks them (from,
     * then to; one cell for a drop; none for a pass); returns the count (at most max). For
     * clickable boards when the action text does not name its squares (chess SAN "Nf3").
     * Without it, renderers find the labels inside the action text. */
    int (*action_cells)(const tb_game *game, const void *state, tb_action action,
                        char (*labels)[16], int max);
    /* The board as played, for a game whose canonical state forgets what a person saw (a
     * Domineering board drops its filled rows, and its dominoes are only covered squares):
     * the view of `state`, reached from `start` by actions[0..count), drawn from the record,
     * with the last turn marked. Cells a move can still name keep the labels of `state`'s
     * view. Without it: view() and tb_view_mark_last_turn. */
    void (*view_played)(const tb_game *game, const void *start, const tb_action *actions,
                        int count, const void *state, tb_view *view);
    /* For search only (null-move pruning): passes the turn in `state`, the other player to
     * move and nothing else changed, and returns true; returns false and leaves `state`
     * unchanged where a pass says little about the position (zugzwang-prone endings, the
     * middle of a multi-action turn). It is never a legal action of the game. */
    bool (*null_move)(const tb_game *game, void *state);
    /* A whole turn as the sources write it, where that is not its actions joined by spaces
     * (a draughts capture chain "c3:e1:g3:e5", progressive Go "t. s1 s2", an election
     * "313-1"). `state` is the position before the turn and actions[0..n) its actions, legal
     * in turn (n may stop short of the turn's end while it goes on). Returns the length
     * written, like action_to_text. Without it: the actions' texts joined by spaces. */
    int (*turn_to_text)(const tb_game *game, const void *state, const tb_action *actions, int n,
                        char *buf, size_t len);
    /* Reads a turn written that way: returns the count of its actions (at most max, in
     * order), 0 when the text is not in this notation (it is then read as space-separated
     * actions), or -1 with a message. Need not check legality: tb_game_parse_turn does. */
    int (*turn_from_text)(const tb_game *game, const void *state, const char *text,
                          tb_action *actions, int max, tb_error *err);
    /* The side of `player` where players play in partnerships (partners always share the
     * result), a number in [0, num_players). Without it every player is a side of his own. */
    int (*team)(const tb_game *game, int player);
    /* For the exact solver: a hash shared by the position and its images under the board's
     * symmetries that keep every player's value (mirrors, rotations), so that one table
     * entry serves them all. Without it the solver uses hash. */
    uint64_t (*symmetric_hash)(const tb_game *game, const void *state);
    /* For the exact solver: the result for the player to move of a position whose perfect
     * play the game knows without search (an endgame with a closed form), returning true;
     * false when it must be searched. Unscored games only; it must agree with search on the
     * game's own rules. */
    bool (*decided)(const tb_game *game, const void *state, tb_result *result);
    /* For the exact solver only: how good `state` looks to `player` (higher, better), by
     * which the solver tries moves, the move leading to the best-looking position first,
     * instead of by history; true with *score, or false when the game has no estimate for
     * this position (the solver then orders by history, if the root had none). Any order is
     * correct: it only makes proofs cheaper. For games whose evaluate() would change their
     * other players' play (every combinatorial game shares one class). */
    bool (*solve_order)(const tb_game *game, const void *state, int player, int *score);
    /* For perft by whole turns: the count tb_perft_turns_by_actions gives, found by the
     * family's own whole-turn generator (much faster than completing every turn action by
     * action). tb_perft_turns uses it when present. */
    uint64_t (*perft_turns)(const tb_game *game, const void *state, int depth);
} tb_game_class;

/* A variant: one class plus preset options, with its names and rules text. */
typedef struct tb_variant {
    const char *id;      /* command-line name: "avanco", "semaforo", "chess/alice" */
    const char *name_pt; /* "Avanço" */
    const char *name_en; /* "Breakthrough" */
    const char *family;  /* "cnjm", "go", "chess", ... */
    const char *summary_pt;
    const char *summary_en;
    const char *players_pt[TB_MAX_PLAYERS]; /* "Branco", "Preto"; NULL: "Jogador 1" ... */
    const char *players_en[TB_MAX_PLAYERS]; /* "White", "Black"; NULL: "Player 1" ... */
    const tb_game_class *cls;
    const tb_option_def *option_defs; /* terminated by {NULL} */
    const char *preset;               /* options fixed by this variant, "k=v,k=v" or NULL */
    /* Other names accepted wherever a game id is read (the Portuguese ids: "subtraccao",
     * "par-impar"), NULL-terminated, or NULL. The names in both languages are accepted too. */
    const char *const *aliases;
} tb_variant;

/* The rules as implemented, plain text: src/games/<family>/rules/<id>.<pt|en>.txt (with '/' in
 * the id written as '.'), built into the binary. NULL if the variant has no such file. */
const char *tb_variant_rules(const tb_variant *v, bool portuguese);

/* A game instance: a variant with its options resolved. Immutable after creation, so one
 * instance may be shared by threads. */
struct tb_game {
    const tb_variant *variant;
    const tb_game_class *cls;
    size_t state_size;
    int num_players;
    int max_actions;
    tb_options options; /* every option of the variant, defaults filled in */
    void *config;       /* the class's private, immutable configuration (malloc'd) */
};

/* Creates an instance; `options` is "k=v,k=v" (or NULL). NULL with a message on error. */
tb_game *tb_game_new(const tb_variant *variant, const char *options, tb_error *err);
void tb_game_free(tb_game *game);

/* Value of option `name` after defaults (never NULL for a declared option). */
const char *tb_game_option(const tb_game *game, const char *name);

/* The name of player `p` in Portuguese or English ("White", "Cats", "Player 1"). */
const char *tb_game_player_name(const tb_game *game, int p, bool portuguese);

/* The outcome's reason in English (the game's words) or Portuguese (a phrasebook of every
 * game's reasons, src/core/phrasebook.c; an unknown reason stays English). */
int tb_outcome_reason(const tb_game *game, const tb_outcome *o, bool portuguese, char *buf,
                      size_t len);

/* Wrappers that supply defaults for the optional hooks. */
void *tb_state_new(const tb_game *game); /* initial position, malloc'd */
uint64_t tb_game_hash(const tb_game *game, const void *state);
bool tb_game_mid_turn(const tb_game *game, const void *state);
/* The side of `player` (the team hook, or the player himself) and the number of sides: a
 * search may treat a game of two sides as zero-sum, whatever its number of players. */
int tb_game_team(const tb_game *game, int player);
int tb_game_sides(const tb_game *game);
bool tb_game_over(const tb_game *game, const void *state);
int tb_game_legal_for(const tb_game *game, const void *state, int player, tb_action *out);
bool tb_game_is_legal(const tb_game *game, const void *state, tb_action action);
/* The labels of the cells of `view` (the state's view) an action touches, in click order:
 * the class's action_cells hook, or else the labels named in the action's text, in order,
 * the longest at each place ("c3:e5", "e6:B f7:B", "Nf3" -> f3; "a1" is not in "a10"). */
int tb_game_action_cells(const tb_game *game, const void *state, const tb_view *view,
                         tb_action action, char (*labels)[16], int max);
/* Marks the last move on a view, for games whose state does not remember it: the cells the
 * action touches (tb_game_action_cells in `before`, the state it was played in) get
 * TB_MARK_LAST, the first TB_MARK_FROM and the last TB_MARK_TO; a drop marks only TO. */
void tb_view_mark_last_move(tb_view *view, const tb_game *game, const void *before,
                            tb_action action);
/* Marks every action of the last turn of a record (replayed from `start`; a turn is the
 * actions of one player until mid_turn ends) with tb_view_mark_last_move. */
void tb_view_mark_last_turn(tb_view *view, const tb_game *game, const void *start,
                            const tb_action *actions, int count);

/* What renderers draw for a game record: the class's view_played, or else the view of
 * `state` (reached from `start` by actions[0..count)) with the last turn marked. */
void tb_game_view_played(const tb_game *game, const void *start, const tb_action *actions,
                         int count, const void *state, tb_view *view);

/* Parses one action and checks that it is legal here. */
bool tb_game_parse_action(const tb_game *game, const void *state, const char *text,
                          tb_action *action, tb_error *err);
/* Parses a whole turn: in the game's turn notation (the turn_from_text hook) first, else
 * written as space-separated actions ("e6:B f7:B") or one action; every action must be legal
 * in turn and by the same player. Returns the count, or -1 with a message. The state is not
 * changed. */
int tb_game_parse_turn(const tb_game *game, const void *state, const char *text, tb_action *actions,
                       int max, tb_error *err);
/* Writes a turn (actions[0..n) played from `state`, the position before it) in the game's
 * turn notation: the turn_to_text hook, or the actions' texts joined by spaces. Returns the
 * length written; truncates safely. */
int tb_game_turn_to_text(const tb_game *game, const void *state, const tb_action *actions, int n,
                         char *buf, size_t len);
/* The same as a malloc'd string of any length (NULL when out of memory). */
char *tb_game_turn_text_new(const tb_game *game, const void *state, const tb_action *actions,
                            int n);
/* Splits actions[0..count), played from `start`, into turns: starts[t] is the index of the
 * first action of turn t (an action starts a turn unless the game is mid_turn before it).
 * Returns the number of turns; `starts` needs room for `count` entries. */
int tb_game_split_turns(const tb_game *game, const void *start, const tb_action *actions, int count,
                        int *starts);

/* What may be played instead of a refused move `text`, one line in English or Portuguese:
 * "legal moves from d2: d3 d4" (the square the text starts from, found among the view's
 * labels), else "legal moves: ..." (at most 24, then the count). Returns the length. */
int tb_game_move_hint(const tb_game *game, const void *state, const char *text, bool portuguese,
                      char *buf, size_t len);

/* Parses a position into a scratch copy first, so a bad text leaves *state untouched. */
bool tb_game_parse_position(const tb_game *game, const char *text, void *state, tb_error *err);

/* Hash of raw bytes (FNV-1a then a 64-bit mix); the default position hash. */
uint64_t tb_hash_bytes(const void *data, size_t len);

#ifdef __cplusplus
}
#endif
#endif
