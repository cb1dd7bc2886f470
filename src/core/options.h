/* name=value options: parsing, defaults, and typed readers for game create hooks. */
#ifndef TABULA_CORE_OPTIONS_H
#define TABULA_CORE_OPTIONS_H

#include "tabula/game.h"

/* Parses "k=v,k=v" (a comma-separated piece without '=' continues the previous value, so
 * "zone=d4,e4" works), applies the variant's preset and the defaults, and refuses unknown
 * names, duplicates and empty values. */
bool tb_options_resolve(const tb_variant *variant, const char *text, tb_options *out,
                        tb_error *err);
const char *tb_options_get(const tb_options *opts, const char *name);

/* Typed readers; each fails with "option NAME: ..." messages. */
bool tb_option_int(const tb_options *opts, const char *name, int lo, int hi, int *out,
                   tb_error *err);
/* Accepts one of the '|'-separated words of `choices`; *out is its index. */
bool tb_option_choice(const tb_options *opts, const char *name, const char *choices, int *out,
                      tb_error *err);
/* "AxB" (or "N" for N x N) with both numbers in [lo, hi]; the game says which is which. */
bool tb_option_size(const tb_options *opts, const char *name, int lo, int hi, int *first,
                    int *second, tb_error *err);

#endif
