/* Families: each folder under src/games/ that has a family.c describes itself with one
 * tb_family — its variants, names, phrasebook and optional services — and CMake lists the
 * folders, so adding a family or a game touches no central file (docs/ARCHITECTURE.md).
 *
 * Generic code (the CLI, the server, the players) asks a variant's family for a service or
 * a variant for its traits; it never compares family names or class pointers. */
#ifndef TABULA_FAMILY_H
#define TABULA_FAMILY_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdint.h>

#include "tabula/game.h"
#include "tabula/player.h"
#include "tabula/record.h"
#include "tabula/report.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- traits: what generic code may ask of a game instead of its family's name ---- */
enum {
    TB_TRAIT_IMPARTIAL = 1u << 0,    /* both players always have the same moves (Nim) */
    TB_TRAIT_PARTIZAN = 1u << 1,     /* Left's and Right's moves differ (Domineering) */
    TB_TRAIT_SCORED = 1u << 2,       /* the outcome carries scores (Produto) */
    TB_TRAIT_TEAMS = 1u << 3,        /* players play in teams */
    TB_TRAIT_MULTI_ACTION = 1u << 4, /* a turn may be several actions (progressive chess) */
    TB_TRAIT_BOARDS = 1u << 5,       /* several boards (Alice chess) */
    /* A play convention: normal play (the last player to move wins) or misère. Variants
     * that offer misère take it as the option TB_CONVENTION_OPTION=normal|misere. */
    TB_TRAIT_CONVENTION = 1u << 6,
};
#define TB_CONVENTION_OPTION "play"

/* ---- the phrasebook: English patterns and their Portuguese ----
 * %s takes any words (translated again: player names, the family's words), %d a number
 * (kept); the translation has the same placeholders in the same order. */
typedef struct tb_phrase {
    const char *en, *pt;
} tb_phrase;

/* ---- optional services ---- */

typedef struct tb_analysis_limits {
    uint64_t max_positions; /* 0: the family's default */
    double max_seconds;     /* 0: none */
    /* Optional: the analysis gives up soon after *cancel becomes nonzero (Ctrl-C), and
     * progress is called now and then with the positions analysed so far. */
    const volatile sig_atomic_t *cancel;
    void (*progress)(void *context, uint64_t positions, double seconds);
    void *progress_context;
} tb_analysis_limits;

/* `tabula analyse` and the "report" of POST /api/analyse. */
typedef struct tb_analysis_service {
    /* Fills `out` (initialised by the caller) with the report of `state`, in the play
     * convention of the game's options. False with a message when the position is over the
     * limits (the report may then hold fields; the caller frees it either way). */
    bool (*report)(const tb_game *game, const void *state, const tb_analysis_limits *limits,
                   tb_report *out, tb_error *err);
} tb_analysis_service;

/* A table of every position of a shape the sources draw by hand: a board (one entry per
 * square) or a sequence 0..last (one row). Each entry: an outcome letter and a value. */
typedef struct tb_table {
    char type[16];  /* "board", or the kind of sequence: "heap", "total" */
    char head[128]; /* what the entries' positions start with: "sub{3,4}" */
    bool board;     /* rows × cols; otherwise one row of last + 1 entries */
    int rows, cols;
    char *outcome;   /* rows × cols letters, row by row ('P', 'N') */
    uint64_t *value; /* rows × cols values (Grundy values) */
    uint64_t positions;
} tb_table;

typedef enum tb_table_status { TB_TABLE_DONE, TB_TABLE_REFUSED, TB_TABLE_LIMIT } tb_table_status;

typedef struct tb_table_service {
    /* Whether the game has a table; fills type, head, board and (the default size) rows and
     * cols of `shape`, and no entries. */
    bool (*shape)(const tb_game *game, tb_table *shape);
    /* Fills the table of rows × cols (a sequence: rows 1, cols last + 1). DONE; REFUSED with
     * a message (a size or a game the table does not take); LIMIT with a message (over the
     * limits, bounding the whole table). Nothing to free unless DONE. */
    tb_table_status (*make)(const tb_game *game, int rows, int cols,
                            const tb_analysis_limits *limits, tb_table *out, tb_error *err);
    /* `tabula table ARG [SIZE]`: -1 when ARG names no table of this family; otherwise the
     * exit status (0, 1 failure, 2 bad arguments), with the table as the sources print it
     * in *text (malloc'd; its words in Portuguese if asked) or a message in err. */
    int (*print)(const char *arg, const char *size, bool portuguese, char **text, tb_error *err);
    const char *usage;    /* lines of `tabula table --help`, each "  tabula table ..." */
    const char *usage_pt; /* the same in Portuguese */
} tb_table_service;

void tb_table_free(tb_table *t);

/* Tags of a record format (PGN tags, SGF root properties, PDN tags) that tabula does not
 * interpret, kept so that a game read and written again keeps them. */
enum { TB_RECORD_MAX_TAGS = 32 };
typedef struct tb_record_tags {
    int count;
    char name[TB_RECORD_MAX_TAGS][32];
    char value[TB_RECORD_MAX_TAGS][256];
} tb_record_tags;

/* A foreign record format: PGN today; SGF and PDN have the same shape (several games per
 * file, tags, a variant named in the record). */
typedef struct tb_record_format {
    const char *name;      /* "pgn" */
    const char *extension; /* ".pgn": `play`'s save writes it for files named so */
    /* True if the text is in this format rather than a tabula record. */
    bool (*detect)(const char *text);
    /* Reads the game that starts at *text and moves *text past it; false with a message on
     * a bad game, or with err->msg empty when only blank text is left. `variant` (NULL:
     * none) is used when the record names none; `tags` (NULL: not wanted) gets its tags. */
    bool (*read)(const char **text, const char *variant, tb_record *out, tb_record_tags *tags,
                 tb_error *err);
    /* The game in this format (malloc'd); NULL for a game the format cannot write.
     * `sources` writes the sources' notation instead of the format's standard one. */
    char *(*write)(const tb_game *game, const void *start, const tb_action *actions, int count,
                   const tb_record_tags *tags, bool sources);
    /* The variant a record's variant name means ("Antichess"), or NULL. */
    const tb_variant *(*variant_find)(const char *name);
} tb_record_format;

/* A subcommand of `tabula` a family brings (a protocol: `uci`; `gtp`, `hub` next). Same
 * contract as the CLI's commands: argv[0] is the name; returns the exit status. */
typedef struct tb_command {
    const char *name;
    const char *usage; /* one line, after "tabula " */
    int (*run)(int argc, char **argv);
} tb_command;

/* The computer player behind a built-in level of the server ("easy", "medium", "hard") for
 * a variant: a player spec, or NULL for the generic one. */
typedef const char *(*tb_level_spec_fn)(const tb_variant *v, const char *level);
/* An engine's opinion of a position: the browser's evaluation bar and best line. */
enum { TB_EVALUATION_LINE = 24 };
typedef struct tb_evaluation {
    double score; /* for the first player, in the family's unit (pawns for chess) */
    int mate;     /* moves to mate for the first player (negative: mated); 0: none */
    int depth;    /* plies searched */
    uint64_t nodes;
    int line_len;
    tb_action line[TB_EVALUATION_LINE]; /* the best line, from the position */
} tb_evaluation;

typedef struct tb_evaluation_service {
    /* Searches the position for about max_seconds (or until *stop); false with a message
     * for a position the engine does not search (a variant without one). */
    bool (*evaluate)(const tb_game *game, const void *state, double max_seconds,
                     const volatile int *stop, tb_evaluation *out, tb_error *err);
    /* Whether the variant has it (the catalogue's `analysis.evaluate`). */
    bool (*offers)(const tb_variant *v);
} tb_evaluation_service;

/* Who owns each point of the board, and the score, as the family's engine estimates them
 * (Go's playouts): the browser's ownership layer (POST /api/ownership). */
enum { TB_OWNERSHIP_MAX_PLAYOUTS = 2000, TB_OWNERSHIP_CELL = 16 };
typedef struct tb_ownership_point {
    char cell[TB_OWNERSHIP_CELL]; /* the view's label of the cell */
    double value; /* in [-1, 1]: +1 the first player's for certain, -1 the second's */
} tb_ownership_point;

typedef struct tb_ownership {
    int count;
    tb_ownership_point *points; /* malloc'd: tb_ownership_free */
    double score;               /* the first player's lead, the second's bonus (komi) counted */
    int playouts;               /* how many were played (the family may bound its work below
                                   the number asked for) */
    const char *colour[2];      /* the players' piece colours in the view ("black") */
} tb_ownership;

typedef struct tb_ownership_service {
    /* Estimates `state` by at most `playouts` playouts (1 to TB_OWNERSHIP_MAX_PLAYOUTS); fills
     * `out`, or false with a message (a variant or a position the estimate does not take). */
    bool (*estimate)(const tb_game *game, const void *state, int playouts, tb_ownership *out,
                     tb_error *err);
    /* Whether the variant has it (the catalogue's `analysis.ownership`). */
    bool (*offers)(const tb_variant *v);
} tb_ownership_service;

void tb_ownership_free(tb_ownership *o);

typedef struct tb_family {
    const char *id; /* "chess": the tb_variant.family of its variants */
    const char *name_pt, *name_en;
    const tb_variant *const *variants; /* NULL-terminated */
    unsigned traits;                   /* TB_TRAIT_* of every variant */
    /* Optional: traits of one variant besides those (a progressive series, Alice's boards). */
    unsigned (*variant_traits)(const tb_variant *v);
    /* The phrasebook, each {NULL}-terminated or NULL: outcome reasons, status lines of the
     * view, and words the %s of both take besides the players' names. */
    const tb_phrase *reasons;
    const tb_phrase *status;
    const tb_phrase *words;
    /* Optional: the family's error messages (a refused move, a bad position) in Portuguese;
     * the common ones ("illegal move: %s") are the library's (tb_error_text). */
    const tb_phrase *errors;
    /* Optional: the help of the variants' options (tb_option_def.help, exact English) in
     * Portuguese, for `tabula rules`, the setup dialog and the API's ?lang=pt. */
    const tb_phrase *options;
    /* Optional services (NULL: none). */
    const tb_analysis_service *analysis;
    const tb_table_service *table;
    const tb_record_format *const *formats; /* NULL-terminated */
    const tb_player_kind *const *players;   /* NULL-terminated: dedicated players */
    const tb_command *commands;             /* {NULL}-terminated */
    tb_level_spec_fn level_spec;            /* the family's players behind the levels */
    const tb_evaluation_service *evaluation;
    const tb_ownership_service *ownership;
} tb_family;

/* Every family, in the order of their folders. */
int tb_family_count(void);
const tb_family *tb_family_at(int i);
const tb_family *tb_family_find(const char *id);
/* The family of a variant (NULL only for a variant in no family: a test's own). */
const tb_family *tb_variant_family(const tb_variant *v);

unsigned tb_variant_traits(const tb_variant *v);
unsigned tb_game_traits(const tb_game *g);
/* Whether the variant declares option `name`. */
bool tb_variant_has_option(const tb_variant *v, const char *name);

/* A record format by name ("pgn"); the format of the game's family whose extension ends
 * `path`; the format whose detect hook recognises `text`. NULL when none. */
const tb_record_format *tb_record_format_find(const char *name);
const tb_record_format *tb_record_format_for_path(const tb_variant *v, const char *path);
const tb_record_format *tb_record_format_detect(const char *text);
/* The same, trying the formats of v's family first (a PDN game read in a draughts session,
 * where PGN's detect would also say yes). */
const tb_record_format *tb_record_format_detect_for(const tb_variant *v, const char *text);

/* The spec the variant's family puts behind a built-in level, or NULL (the generic one). */
const char *tb_level_spec(const tb_variant *v, const char *level);
/* For a family's level_spec: the spec of that level among the three given (NULL: the generic
 * player), NULL for another level. */
const char *tb_level_pick(const char *level, const char *easy, const char *medium,
                          const char *hard);
/* Alpha-beta graded by depth and time (easy: depth 2 in 0.2 s, medium 1 s, hard 2 s): the
 * generic searcher that beats MCTS on most games with an evaluation (docs/LEVELS.md). */
const char *tb_level_alphabeta(const char *level);

/* A family's command by name, or NULL. */
const tb_command *tb_command_find(const char *name);
/* The language of a command's messages to a person (errors and usage; a protocol's own words
 * stay the protocol's): Portuguese when TABULA_LANG (which `--lang` sets) or, without it, LANG
 * starts with "pt", as the command line reads them. */
bool tb_command_portuguese(void);
/* Writes a message and a newline to standard error: the printf format `en`, or `pt` (same
 * arguments) when tb_command_portuguese(). Both are string literals, so that the compiler
 * checks each format against the arguments. */
#define tb_command_say(en, pt, ...)                                                                \
    fprintf(stderr, tb_command_portuguese() ? pt "\n" : en "\n", ##__VA_ARGS__)

/* The status line of the view (`status`, the game's English; may be empty) for the player
 * to move: the English as is, or "P to move" when empty; in Portuguese through the
 * family's phrasebook, or "Joga: P" when it has no entry. */
int tb_status_line(const tb_game *game, const void *state, const char *status, bool portuguese,
                   char *buf, size_t len);
/* The Portuguese of a status line by the family's phrasebook or the library's common lines
 * ("%s to move"); -1 when neither has it. */
int tb_status_translate(const tb_game *game, const char *status, char *buf, size_t len);

/* A library message (tb_error.msg, in English) in Portuguese when asked, through the game's
 * family's `errors` phrasebook and the library's common messages; else as it is. `game` may
 * be NULL (only the common messages then). */
int tb_error_text(const tb_game *game, const char *msg, bool portuguese, char *buf, size_t len);
/* The same for a message about a variant with no game yet (its options refused). */
int tb_variant_error_text(const tb_variant *variant, const char *msg, bool portuguese, char *buf,
                          size_t len);

/* The Portuguese of `text` by the first of `phrases` that matches it (the phrasebook's
 * matching); -1 when none does. For tests that hold a phrasebook complete. */
int tb_phrase_translate(const tb_game *game, const tb_phrase *phrases, const char *text, char *buf,
                        size_t len);

/* An option's help in the language asked for: the Portuguese of the variant's family's
 * `options` phrasebook, else the English. */
const char *tb_option_help(const tb_variant *variant, const tb_option_def *def, bool portuguese);
/* The same for a computer player's parameter (the kind's params_pt) and the kind's help. */
const char *tb_player_param_help(const tb_player_kind *kind, const tb_option_def *def,
                                 bool portuguese);
const char *tb_player_kind_help(const tb_player_kind *kind, bool portuguese);

/* A player's name with its Portuguese article, "as Negras", "os Gatos", "o Primeiro"; with
 * `to_move`, the status line "Jogam as Negras", "Joga o Primeiro". */
int tb_player_phrase_pt(const char *name, bool to_move, char *buf, size_t len);

/* A turn's text for people to read (move lists, "as Negras jogam: passar"): in Portuguese the
 * words of the special actions ("pass", "resigns", "stop", "accept", "resume"; Quim's "split"
 * and "take") become the Portuguese verbs, the squares and the rest unchanged; in English as it is.
 * What is typed and stored stays the notation. */
int tb_turn_text_shown(const char *text, bool portuguese, char *buf, size_t len);
/* One action's text to read that may also be typed back (hints, the browser's legal moves):
 * the Portuguese words above when the game reads them as the same action (Quim's "partir
 * 5=3+2"), else the notation (Go's "pass"). */
int tb_action_text_shown(const tb_game *g, const void *state, tb_action a, bool portuguese,
                         char *buf, size_t len);

#ifdef __cplusplus
}
#endif
#endif
