#include "core/table_size.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

size_t tb_table_entries(size_t mb, size_t entry_size)
{
    size_t bytes = mb > SIZE_MAX >> 20 ? SIZE_MAX : mb << 20;
    size_t entries = 1;
    while (entries <= bytes / entry_size / 2) /* twice as many still fit */
        entries *= 2;
    return entries;
}

void *tb_table_new(size_t mb, size_t entry_size, size_t *mask)
{
    size_t entries = tb_table_entries(mb, entry_size);
    *mask = entries - 1;
    size_t bytes = entries * entry_size;
    enum { HUGE_PAGE = 2 << 20 };
    if (bytes < HUGE_PAGE)
        return calloc(entries, entry_size);
    /* Aligned to the huge page size and marked for huge pages (Linux gives them to marked
     * memory when set to "madvise"): the table is zeroed with a fault every 2 MiB instead
     * of every 4 KiB (docs/BENCHMARKS.md: 40 ms less for the 64 MiB of tabula hub), and a
     * probe that misses the TLB has a shorter walk. */
    void *table = NULL;
    if (posix_memalign(&table, HUGE_PAGE, bytes) != 0)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(table, bytes, MADV_HUGEPAGE); /* a hint: without it, ordinary pages */
#endif
    memset(table, 0, bytes);
    return table;
}
