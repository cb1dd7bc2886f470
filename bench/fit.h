/* What the self-play fitters share (bench/losing_tune.c, bench/draughts_tune.c): the records
 * of their data files read one by one, the samples' array grown as they come, and one step of
 * Adam. */
#ifndef TABULA_BENCH_FIT_H
#define TABULA_BENCH_FIT_H

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Calls take(ctx, record) for each whole record of `size` bytes in the files, in order (a
 * record cut short at a file's end, from a generator stopped mid-write, is left out). False,
 * with a message, when a file cannot be read or take() returns false. */
static inline bool fit_read_records(char **paths, int npaths, size_t size,
                                    bool (*take)(void *ctx, const void *record), void *ctx)
{
    unsigned char record[512];
    if (size > sizeof record)
        return false;
    for (int p = 0; p < npaths; p++) {
        FILE *f = fopen(paths[p], "rb");
        if (!f) {
            fprintf(stderr, "cannot read %s\n", paths[p]);
            return false;
        }
        while (fread(record, size, 1, f) == 1)
            if (!take(ctx, record)) {
                fclose(f);
                return false;
            }
        fclose(f);
    }
    return true;
}

/* Room for one more sample of `size` bytes in *array (*cap of them, n used); false when
 * memory runs out. */
static inline bool fit_room(void **array, long *cap, long n, size_t size)
{
    if (n < *cap)
        return true;
    long more = *cap ? *cap * 2 : 1 << 16;
    void *grown = realloc(*array, size * (size_t)more);
    if (!grown)
        return false;
    *array = grown;
    *cap = more;
    return true;
}

/* One step of Adam (iteration it, from 1) for the weight w with gradient g. */
static inline void fit_adam(double *w, double *m, double *v, double g, double rate, int it)
{
    *m = 0.9 * *m + 0.1 * g;
    *v = 0.999 * *v + 0.001 * g * g;
    double mh = *m / (1 - pow(0.9, it)), vh = *v / (1 - pow(0.999, it));
    *w -= rate * mh / (sqrt(vh) + 1e-8);
}

#endif
