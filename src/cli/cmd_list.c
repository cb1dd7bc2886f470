/* tabula list: every game with its Portuguese and English names. */
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/registry.h"

static void cell(const char *text, int width)
{
    printf("%s%*s  ", text, width - cli_columns(text), "");
}

int cmd_list(int argc, char **argv)
{
    if (argc > 1)
        return cli_fail(2, "usage: tabula list");
    int w_id = 4, w_pt = 10, w_en = 7;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        if (cli_columns(v->id) > w_id)
            w_id = cli_columns(v->id);
        if (cli_columns(v->name_pt) > w_pt)
            w_pt = cli_columns(v->name_pt);
        if (cli_columns(v->name_en) > w_en)
            w_en = cli_columns(v->name_en);
    }
    cell(T("GAME", "JOGO"), w_id);
    cell(T("PORTUGUESE", "PORTUGUÊS"), w_pt);
    cell(T("ENGLISH", "INGLÊS"), w_en);
    printf("%s\n", T("FAMILY", "FAMÍLIA"));
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        cell(v->id, w_id);
        cell(v->name_pt, w_pt);
        cell(v->name_en, w_en);
        printf("%s\n", v->family);
    }
    return 0;
}
