/* Every variant, family by family (the families list their own variants, so a new game
 * touches only its family's folder). */
#include "tabula/registry.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>

#include "core/families.h"
#include "tabula/family.h"

int tb_registry_count(void)
{
    int n = 0;
    for (int f = 0; tb_families[f]; f++)
        for (const tb_variant *const *v = tb_families[f]->variants; *v; v++)
            n++;
    return n;
}

const tb_variant *tb_registry_at(int i)
{
    if (i < 0)
        return NULL;
    for (int f = 0; tb_families[f]; f++)
        for (const tb_variant *const *v = tb_families[f]->variants; *v; v++)
            if (i-- == 0)
                return *v;
    return NULL;
}

/* Lower-case ASCII with accents dropped and every run of other characters turned into one
 * '-', so "Gatos & Cães", "gatos-caes" and "GATOS_CAES" compare equal. */
static void normalise(const char *in, char *out, size_t cap)
{
    static const char *const accents[][2] = {
        {"á", "a"}, {"à", "a"}, {"â", "a"}, {"ã", "a"}, {"ç", "c"}, {"é", "e"}, {"ê", "e"},
        {"í", "i"}, {"ó", "o"}, {"ô", "o"}, {"õ", "o"}, {"ú", "u"}, {"Á", "a"}, {"Ã", "a"},
        {"Ç", "c"}, {"É", "e"}, {"Ó", "o"}, {"Ú", "u"}};
    size_t n = 0;
    bool dash = false;
    while (*in && n + 1 < cap) {
        char ch = 0;
        size_t adv = 1;
        for (size_t k = 0; k < sizeof accents / sizeof accents[0]; k++) {
            size_t l = strlen(accents[k][0]);
            if (strncmp(in, accents[k][0], l) == 0) {
                ch = accents[k][1][0];
                adv = l;
                break;
            }
        }
        if (!ch && isalnum((unsigned char)*in))
            ch = (char)tolower((unsigned char)*in);
        if (ch) {
            if (dash && n > 0)
                out[n++] = '-';
            if (n + 1 < cap)
                out[n++] = ch;
            dash = false;
        } else if (*in == '/') {
            if (n + 1 < cap)
                out[n++] = '/';
            dash = false;
        } else {
            dash = true;
        }
        in += adv;
    }
    out[n] = '\0';
}

const tb_variant *tb_registry_find(const char *name)
{
    char want[128], have[128];
    normalise(name, want, sizeof want);
    if (!want[0])
        return NULL;
    for (int f = 0; tb_families[f]; f++) {
        for (const tb_variant *const *each = tb_families[f]->variants; *each; each++) {
            const tb_variant *v = *each;
            const char *names[] = {v->id, v->name_pt, v->name_en};
            for (int k = 0; k < 3; k++) {
                normalise(names[k], have, sizeof have);
                if (strcmp(want, have) == 0)
                    return v;
            }
            for (const char *const *a = v->aliases; a && *a; a++) {
                normalise(*a, have, sizeof have);
                if (strcmp(want, have) == 0)
                    return v;
            }
        }
    }
    /* A family's name ("xadrez", "damas") stands for its first game. */
    for (int f = 0; tb_families[f]; f++) {
        const tb_family *fam = tb_families[f];
        const char *names[] = {fam->id, fam->name_pt, fam->name_en};
        for (int k = 0; k < 3 && fam->variants[0]; k++) {
            normalise(names[k], have, sizeof have);
            /* also without "jogos de" and the words after the first ("eleicoes", "damas") */
            const char *prefixes[] = {"jogos-de-", "jogos-da-", "jogos-do-", "jogos-", ""};
            char *rest = have;
            for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
                if (strncmp(have, prefixes[i], strlen(prefixes[i])) == 0) {
                    rest = have + strlen(prefixes[i]);
                    break;
                }
            if (strcmp(want, have) == 0 || strcmp(want, rest) == 0)
                return fam->variants[0];
            rest[strcspn(rest, "-")] = '\0';
            if (strcmp(want, rest) == 0)
                return fam->variants[0];
        }
    }
    return NULL;
}
