/* Euclides (combinatorial.md §4.6): the closed rule for the outcome. */
#ifndef TABULA_GAMES_IMPARTIAL_EUCLID_H
#define TABULA_GAMES_IMPARTIAL_EUCLID_H

#include <stdbool.h>

enum { EUCLID_MAX = 1000 };

/* Is (a, b) a P-position? For a > b: iff a/b < φ (Cole–Davie 1969; TV-EU-3); (a, a) is P. */
bool comb_euclid_is_p(long a, long b);

#endif
