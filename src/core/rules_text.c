/* The rules prose of a variant, read from src/games/<family>/rules/<id>.<lang>.txt built into
 * the binary, so `tabula rules` and the browser print the same text. */
#include <stdio.h>
#include <string.h>

#include "core/embedded.h"
#include "tabula/game.h"

const char *tb_variant_rules(const tb_variant *v, bool portuguese)
{
    /* the file name is the id with '/' written as '.': "chess/alice" -> "chess.alice.pt.txt" */
    char name[128];
    int n = snprintf(name, sizeof name, "/rules/%s.%s.txt", v->id, portuguese ? "pt" : "en");
    if (n < 0 || (size_t)n >= sizeof name)
        return NULL;
    for (char *c = name + strlen("/rules/"); *c; c++)
        if (*c == '/')
            *c = '.';
    size_t len = (size_t)n;
    for (const tb_embedded_file *f = tb_rules_files; f->path; f++) {
        size_t path_len = strlen(f->path);
        if (path_len >= len && strcmp(f->path + path_len - len, name) == 0)
            return f->text;
    }
    return NULL;
}
