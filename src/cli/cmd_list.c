/* tabula list: every game with its Portuguese and English names. */
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/registry.h"

int cmd_list(int argc, char **argv)
{
    if (argc > 1)
        return cli_fail(2, "usage: tabula list");
    printf("%-22s %-26s %-26s %s\n", "GAME", "PORTUGUESE", "ENGLISH", "FAMILY");
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        /* Pad by characters, not bytes, so accented names line up. */
        int pad_pt = 26, pad_en = 26;
        for (const char *p = v->name_pt; *p; p++)
            pad_pt -= ((unsigned char)*p & 0xC0) != 0x80;
        for (const char *p = v->name_en; *p; p++)
            pad_en -= ((unsigned char)*p & 0xC0) != 0x80;
        printf("%-22s %s%*s %s%*s %s\n", v->id, v->name_pt, pad_pt > 0 ? pad_pt : 0, "",
               v->name_en, pad_en > 0 ? pad_en : 0, "", v->family);
    }
    return 0;
}
