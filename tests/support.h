/* Shared helpers for the cmocka suites. Include after <cmocka.h>'s prerequisites. */
#ifndef TABULA_TESTS_SUPPORT_H
#define TABULA_TESTS_SUPPORT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tabula/game.h"
#include "tabula/registry.h"
#include "tabula/view.h"

/* The game by id with options ("k=v,k=v" or NULL); fails the test if it cannot be made. */
tb_game *ts_game(const char *id, const char *options);
/* A new state: the initial position, or the given position text (the test fails if it does
 * not parse). Free with free(). */
void *ts_state(const tb_game *g, const char *position);
/* Plays turns separated by ';' ("d2-d3; e6-e5"), each turn read by tb_game_parse_turn. */
void ts_play(const tb_game *g, void *state, const char *turns);
/* Asserts that the legal actions, printed in the game's notation, are exactly the
 * space-separated set `expected` (any order). */
void ts_assert_moves(const tb_game *g, const void *state, const char *expected);
/* Asserts that `text` is refused as a move here, and that the state is unchanged. */
void ts_assert_refused(const tb_game *g, const void *state, const char *text);
/* The action printed in the game's notation. */
const char *ts_action_text(const tb_game *g, const void *state, tb_action a);

/* The mover's moves after which the game is over and the mover has won, in legal order,
 * space-separated (rotating static buffers). */
const char *ts_immediate_wins(const tb_game *g, const void *state);
/* Fails unless the action's printed text reads back (tb_game_parse_action) as itself. */
void ts_assert_action_reads_back(const tb_game *g, const void *state, tb_action a);
/* Fails unless the position's printed text reads back to the very same bytes and hash. */
void ts_assert_position_reads_back(const tb_game *g, const void *state);

/* The position in the game's text (rotating static buffers). */
const char *ts_position_text(const tb_game *g, const void *state);
/* The outcome of the position. */
tb_outcome ts_outcome(const tb_game *g, const void *state);
/* The space-separated words of `words`, sorted (rotating static buffers: several may be used
 * in one assertion). */
const char *ts_sorted(const char *words);

/* Exact value for the player to move by plain negamax with memo (win = 1, draw = 0,
 * loss = -1, by results of two-player games). For small positions in tests. */
int ts_solve(const tb_game *g, const void *state);
/* The actions after which the mover's value is a win, as a space-separated sorted string. */
const char *ts_winning_moves(const tb_game *g, const void *state);

/* The position text after playing `turns` from `position` in a new game `id` (rotating
 * static buffers). */
const char *ts_after(const char *id, const char *position, const char *turns);
/* Fails unless game `id`'s reader refuses `position` with a message. */
void ts_assert_position_refused(const char *id, const char *position);

/* A small deterministic generator for random tests: steps *seed (64-bit LCG) and returns it;
 * its high bits are the random ones. */
uint64_t ts_random(uint64_t *seed);
/* Another: xorshift64 (*seed must not be 0); all of its bits are random. */
uint64_t ts_xorshift(uint64_t *seed);

#endif
