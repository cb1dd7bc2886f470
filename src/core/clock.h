/* The one monotonic clock of the program: deadlines of players, analyses and timings. */
#ifndef TABULA_CORE_CLOCK_H
#define TABULA_CORE_CLOCK_H

/* Seconds since an arbitrary fixed point (CLOCK_MONOTONIC). */
double tb_clock_seconds(void);

#endif
