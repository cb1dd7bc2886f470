/* The size of the hash tables of the searchers (transposition tables of the solver, of the
 * generic alpha-beta and of the chess, Avanço and draughts engines). */
#ifndef TABULA_CORE_TABLE_SIZE_H
#define TABULA_CORE_TABLE_SIZE_H

#include <stddef.h>

/* The largest power of two of entries of `entry_size` bytes that fits in `mb` MiB, and at
 * least one: a power of two, so that a key's slot is its low bits. */
size_t tb_table_entries(size_t mb, size_t entry_size);

/* A zeroed table of tb_table_entries(mb, entry_size) entries, its index mask (entries - 1) in
 * *mask; NULL when memory is short. Freed with free(). */
void *tb_table_new(size_t mb, size_t entry_size, size_t *mask);

#endif
