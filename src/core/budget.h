/* Search budgets shared by the players, the solver and the CLI: durations written as "2s",
 * "500ms", "1.5" (seconds) or "1m", and the monotonic clock (core/clock.h). */
#ifndef TABULA_CORE_BUDGET_H
#define TABULA_CORE_BUDGET_H

#include "core/clock.h"
#include "tabula/game.h"

/* Longer durations and larger counts are typing mistakes ("1e99s"), refused with a message
 * rather than turned into an endless think or an overflow. */
#define TB_MAX_SECONDS 86400.0
#define TB_MAX_COUNT 1000000000000ULL

/* Parses a duration up to TB_MAX_SECONDS; "0" means no limit. False with a message on
 * anything else. */
bool tb_parse_seconds(const char *text, double *out, tb_error *err);
/* A whole number from 0 to TB_MAX_COUNT with an optional k/M suffix ("200", "50k", "2M"). */
bool tb_parse_count(const char *text, uint64_t *out, tb_error *err);

/* The same readers for a player's parameter, with "parameter NAME: ..." messages. */
bool tb_param_seconds(const tb_options *params, const char *name, double *out, tb_error *err);
bool tb_param_count(const tb_options *params, const char *name, uint64_t lo, uint64_t hi,
                    uint64_t *out, tb_error *err);
bool tb_param_double(const tb_options *params, const char *name, double lo, double hi, double *out,
                     tb_error *err);

/* Reward in [0, 1] of a finished game for each player: win 1, draw 0.5, loss 0. */
void tb_outcome_rewards(const tb_outcome *o, int num_players, double *reward);

#endif
