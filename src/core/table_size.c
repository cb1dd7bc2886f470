#include "core/table_size.h"

#include <stdint.h>
#include <stdlib.h>

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
    void *table = calloc(entries, entry_size);
    *mask = entries - 1;
    return table;
}
