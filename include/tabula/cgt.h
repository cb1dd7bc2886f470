/* Combinatorial game theory: nim arithmetic, a memoised Grundy solver over any impartial game
 * given by callbacks, and Conway's short games in canonical form (combinatorial.md §3).
 *
 * Nothing here keeps global state: Grundy memo tables and Conway game stores are objects the
 * caller owns, so different threads use different objects. */
#ifndef TABULA_CGT_H
#define TABULA_CGT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Nim arithmetic (§3.3–3.5) ---- */

/* The least non-negative integer not among values[0..n) (any order, duplicates allowed). */
uint64_t tb_mex(const uint64_t *values, size_t n);
/* x1 ⊕ x2 ⊕ … (binary addition without carries). */
uint64_t tb_nim_sum(const uint64_t *values, size_t n);
/* x in binary without leading zeros ("0" for 0); returns the length (snprintf-like). */
int tb_nim_binary(uint64_t x, char *buf, size_t len);

typedef struct tb_nim_move {
    size_t heap; /* 0-based index */
    uint64_t to; /* the heap's new size */
} tb_nim_move;

/* Bouton (§3.5): is the Nim position a P-position (player to move loses)? */
bool tb_nim_is_p(const uint64_t *heaps, size_t n, bool misere);
/* Every winning move of the Nim position, at most one per heap, in heap order; `out` holds
 * n entries. Under normal play these are also the winning moves of any sum whose components
 * have Grundy values heaps[i] (the move goes to a follower of value `to`, §3.6). */
size_t tb_nim_winning_moves(const uint64_t *heaps, size_t n, bool misere, tb_nim_move *out);

/* ---- Octal games (Guy & Smith; Winning Ways ch. 4) ---- */

/* The code 0.d1d2...dt: digit dk says what removing k tokens from a heap may leave — bit 1
 * nothing (the whole heap), bit 2 one heap, bit 4 two non-empty heaps. Kayles is 0.77,
 * Dawson's Kayles 0.07, Dawson's chess 0.137. */
enum { TB_OCTAL_MAX_DIGITS = 32, TB_OCTAL_MAX_N = 100000000 };
typedef struct tb_octal {
    int removals;                           /* t: the largest removal with a non-zero digit */
    uint8_t digit[TB_OCTAL_MAX_DIGITS + 1]; /* digit[k], k = 1..removals */
    char code[TB_OCTAL_MAX_DIGITS + 3];     /* normalised: "0.77" */
} tb_octal;
/* Reads "0.137" (or ".137"); trailing zeros are dropped. */
bool tb_octal_parse(const char *code, tb_octal *out, tb_error *err);

typedef struct tb_octal_sequence {
    uint32_t *g;      /* g[0..n]: the Grundy value of one heap of that many tokens */
    size_t n;         /* the last heap size known (n asked for, unless !complete) */
    bool complete;    /* false: the time ran out before n and no period was proven */
    size_t computed;  /* heap sizes 0..computed-1 came from the mex rule, the rest from the period */
    size_t period;    /* 0: none proven */
    size_t preperiod; /* g(m + period) = g(m) for every m >= preperiod; last exception preperiod-1 */
    uint32_t max_value;
} tb_octal_sequence;

/* The Grundy values of heaps 0..n (n <= TB_OCTAL_MAX_N). The mex rule runs until the Octal
 * Periodicity Theorem proves a period (if g(m+p) = g(m) for every i <= m < 2i + p + t, then
 * for every m >= i), then the period gives the rest. max_seconds (0: none) bounds the mex
 * rule; when it runs out first, the sequence holds what was computed (complete false).
 * False only on a size over the bound or no memory. */
bool tb_octal_values(const tb_octal *game, size_t n, double max_seconds, tb_octal_sequence *out,
                     tb_error *err);
void tb_octal_sequence_free(tb_octal_sequence *s);
/* The smallest period p (and its preperiod) the theorem proves from g[0..m] of an octal game
 * whose largest removal is t; false when none. */
bool tb_octal_proven_period(const uint32_t *g, size_t m, int t, size_t *period,
                            size_t *preperiod);

/* ---- Grundy values of an abstract impartial game (§3.2, 3.3, 3.7) ---- */

/* Positions are keys of a fixed size, compared byte by byte (zero any padding). The callback
 * lists the options (followers) of a position by pushing their keys with tb_keys_push; it
 * returns false with a message for a key it cannot expand. */
typedef struct tb_keys tb_keys;
bool tb_keys_push(tb_keys *keys, const void *key);
typedef bool (*tb_options_fn)(void *ctx, const void *key, tb_keys *options, tb_error *err);

typedef struct tb_impartial tb_impartial;

/* A memo table for one game; max_positions bounds its size (0: no bound). NULL if out of
 * memory or key_size is 0. The callback may push nothing (a terminal position). */
tb_impartial *tb_impartial_new(size_t key_size, tb_options_fn options, void *ctx,
                               size_t max_positions);
void tb_impartial_free(tb_impartial *solver);
/* Sprague–Grundy value under normal play. Fails on a cycle, a callback error or the bound. */
bool tb_impartial_grundy(tb_impartial *solver, const void *key, uint64_t *grundy, tb_error *err);
/* Misère play: does the player to move win? (terminal positions are wins, §3.7) */
bool tb_impartial_misere_win(tb_impartial *solver, const void *key, bool *mover_wins,
                             tb_error *err);
/* Number of positions in the memo table. */
size_t tb_impartial_positions(const tb_impartial *solver);

/* ---- Conway games in canonical form (§3.10–3.16) ---- */

/* A store interns canonical games: each distinct value has one id, so two games are equal
 * iff their ids are equal. Ids are only meaningful in the store that made them. Operations
 * that fail (a size limit, out of memory) return TB_CGT_NONE and record a message read by
 * tb_cgt_error; every operation given TB_CGT_NONE returns TB_CGT_NONE, so a chain of calls
 * needs one check at the end. */
typedef struct tb_cgt tb_cgt;
typedef uint32_t tb_cgt_game;
#define TB_CGT_NONE UINT32_MAX
#define TB_CGT_ZERO 0u /* { | } always has id 0 */

/* Limits of the values a store builds (the values are built as explicit game trees). */
#define TB_CGT_MAX_INTEGER 65536 /* |x| of numbers */
#define TB_CGT_MAX_EXPONENT 20   /* denominators up to 2^20 */
#define TB_CGT_MAX_NIMBER 2047   /* *n */
#define TB_CGT_MAX_UPS 32        /* k·↑ read from text */

tb_cgt *tb_cgt_new(void);
void tb_cgt_free(tb_cgt *store);
const char *tb_cgt_error(const tb_cgt *store); /* last failure, "" if none */
/* Bounds the work of each later operation (comparisons and simplification steps; 0, the
 * default, means no bound). An operation over budget fails with a message; tb_cgt_le and
 * tb_cgt_compare then answer false / TB_CGT_FUZZY and tb_cgt_error says why. */
void tb_cgt_set_budget(tb_cgt *store, uint64_t steps);
size_t tb_cgt_count(const tb_cgt *store); /* distinct games interned so far */

/* Constructors. num/2^exp is any dyadic rational (need not be in lowest terms). */
tb_cgt_game tb_cgt_number(tb_cgt *store, int64_t num, unsigned exp);
tb_cgt_game tb_cgt_nimber(tb_cgt *store, uint64_t n);
tb_cgt_game tb_cgt_ups(tb_cgt *store, int k); /* k·↑; k < 0 gives |k|·↓ */
/* The canonical form of { left | right }; options are ids of this store, in any order,
 * duplicates allowed. Dominated options are deleted and reversible ones bypassed (§3.11). */
tb_cgt_game tb_cgt_make(tb_cgt *store, const tb_cgt_game *left, size_t nleft,
                        const tb_cgt_game *right, size_t nright);

/* Arithmetic (§3.10). */
tb_cgt_game tb_cgt_add(tb_cgt *store, tb_cgt_game a, tb_cgt_game b);
tb_cgt_game tb_cgt_neg(tb_cgt *store, tb_cgt_game a);
tb_cgt_game tb_cgt_sub(tb_cgt *store, tb_cgt_game a, tb_cgt_game b);

/* Order (§3.10): a ≤ b, and the one relation of the four that holds. */
bool tb_cgt_le(tb_cgt *store, tb_cgt_game a, tb_cgt_game b);
typedef enum tb_cgt_relation {
    TB_CGT_EQUAL,
    TB_CGT_LESS,
    TB_CGT_GREATER,
    TB_CGT_FUZZY /* confused, a ‖ b */
} tb_cgt_relation;
tb_cgt_relation tb_cgt_compare(tb_cgt *store, tb_cgt_game a, tb_cgt_game b);
/* 'L' (G > 0), 'R' (G < 0), 'P' (G = 0) or 'N' (G ‖ 0) (§2.2); '?' on failure. */
char tb_cgt_outcome(tb_cgt *store, tb_cgt_game g);

/* The canonical form's options, in the store's order (by id). */
size_t tb_cgt_left_count(const tb_cgt *store, tb_cgt_game g);
size_t tb_cgt_right_count(const tb_cgt *store, tb_cgt_game g);
tb_cgt_game tb_cgt_left(const tb_cgt *store, tb_cgt_game g, size_t i);
tb_cgt_game tb_cgt_right(const tb_cgt *store, tb_cgt_game g, size_t i);

/* Properties of the value (§3.12–3.14). */
unsigned tb_cgt_birthday(const tb_cgt *store, tb_cgt_game g);
/* If g is a number, stores it as num/2^exp in lowest terms (exp = 0 for integers). */
bool tb_cgt_is_number(const tb_cgt *store, tb_cgt_game g, int64_t *num, unsigned *exp);
/* If g is a nimber *n, stores n (0 for the game 0). */
bool tb_cgt_is_nimber(const tb_cgt *store, tb_cgt_game g, uint64_t *n);

/* Value text (§3.16). Printing writes the canonical text ("1/2", "^*", "{2|-1/2}", "±1") and
 * fails if it does not fit in len bytes (or on a store limit). Parsing reads the whole text
 * with the grammar of §3.16 and its aliases (↑ ↓ ⇑ ⇓ +- ∅) and fails with a message naming
 * the column on anything else. A "-" before a number followed by ups negates the number only
 * ("-1^" = -1 + ↑, as printed); elsewhere it negates the whole value ("-^" = v). */
bool tb_cgt_to_text(tb_cgt *store, tb_cgt_game g, char *buf, size_t len, tb_error *err);
bool tb_cgt_parse(tb_cgt *store, const char *text, tb_cgt_game *out, tb_error *err);

/* Evaluates an expression and writes the result: a value's canonical text, or "true" /
 * "false" for a comparison.
 *   expr := sum [ relation sum ]      relation: = < > <= >= || (also ≤ ≥ ‖)
 *   sum  := term { ("+" | "-") term }
 *   term := value | "(" sum ")" | "-" term   (options inside braces may be sums too)
 * e.g. "{0|*} + 1/2", "*3 + *5", "1/2 < {1|0}", "^ || *". */
bool tb_cgt_eval(tb_cgt *store, const char *expr, char *out, size_t len, tb_error *err);

#ifdef __cplusplus
}
#endif
#endif
