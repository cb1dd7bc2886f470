/* A small, fast, seedable generator (xoshiro256**) so that every random choice can be
 * replayed from its seed; no global state. */
#ifndef TABULA_RNG_H
#define TABULA_RNG_H

#include <stdint.h>

typedef struct tb_rng {
    uint64_t s[4];
} tb_rng;

void tb_rng_seed(tb_rng *r, uint64_t seed);
uint64_t tb_rng_next(tb_rng *r);
/* Uniform in [0, n), n > 0, without modulo bias. */
uint32_t tb_rng_below(tb_rng *r, uint32_t n);
/* Uniform in [0, 1). */
double tb_rng_double(tb_rng *r);

#endif
