/* Families (tabula/family.h): lookups over the generated list, traits, record formats,
 * commands and tables. */
#include "tabula/family.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/families.h"

int tb_family_count(void)
{
    int n = 0;
    while (tb_families[n])
        n++;
    return n;
}

const tb_family *tb_family_at(int i)
{
    return i >= 0 && i < tb_family_count() ? tb_families[i] : NULL;
}

const tb_family *tb_family_find(const char *id)
{
    for (int i = 0; tb_families[i]; i++)
        if (strcmp(tb_families[i]->id, id) == 0)
            return tb_families[i];
    return NULL;
}

const tb_family *tb_variant_family(const tb_variant *v)
{
    return v && v->family ? tb_family_find(v->family) : NULL;
}

unsigned tb_variant_traits(const tb_variant *v)
{
    const tb_family *f = tb_variant_family(v);
    if (!f)
        return 0;
    return f->traits | (f->variant_traits ? f->variant_traits(v) : 0);
}

unsigned tb_game_traits(const tb_game *g)
{
    return tb_variant_traits(g->variant);
}

bool tb_variant_has_option(const tb_variant *v, const char *name)
{
    for (const tb_option_def *d = v->option_defs; d && d->name; d++)
        if (strcmp(d->name, name) == 0)
            return true;
    return false;
}

const tb_record_format *tb_record_format_find(const char *name)
{
    for (int i = 0; tb_families[i]; i++)
        for (const tb_record_format *const *f = tb_families[i]->formats; f && *f; f++)
            if (strcasecmp((*f)->name, name) == 0)
                return *f;
    return NULL;
}

const tb_record_format *tb_record_format_for_path(const tb_variant *v, const char *path)
{
    const tb_family *fam = tb_variant_family(v);
    size_t len = strlen(path);
    for (const tb_record_format *const *f = fam ? fam->formats : NULL; f && *f; f++) {
        size_t ext = strlen((*f)->extension);
        if (len > ext && strcasecmp(path + len - ext, (*f)->extension) == 0)
            return *f;
    }
    return NULL;
}

const tb_record_format *tb_record_format_detect(const char *text)
{
    for (int i = 0; tb_families[i]; i++)
        for (const tb_record_format *const *f = tb_families[i]->formats; f && *f; f++)
            if ((*f)->detect && (*f)->detect(text))
                return *f;
    return NULL;
}

const tb_record_format *tb_record_format_detect_for(const tb_variant *v, const char *text)
{
    const tb_family *fam = v ? tb_variant_family(v) : NULL;
    for (const tb_record_format *const *f = fam ? fam->formats : NULL; f && *f; f++)
        if ((*f)->detect && (*f)->detect(text))
            return *f;
    return tb_record_format_detect(text);
}

const char *tb_level_spec(const tb_variant *v, const char *level)
{
    const tb_family *fam = v ? tb_variant_family(v) : NULL;
    return fam && fam->level_spec ? fam->level_spec(v, level) : NULL;
}

const char *tb_level_pick(const char *level, const char *easy, const char *medium,
                          const char *hard)
{
    if (strcmp(level, "easy") == 0)
        return easy;
    if (strcmp(level, "medium") == 0)
        return medium;
    return strcmp(level, "hard") == 0 ? hard : NULL;
}

const char *tb_level_alphabeta(const char *level)
{
    return tb_level_pick(level, "ab:depth=2,time=0.2s", "ab:time=1s", "ab:time=2s");
}

bool tb_command_portuguese(void)
{
    const char *env = getenv("TABULA_LANG");
    if (!env || !*env)
        env = getenv("LANG");
    return env && strncmp(env, "pt", 2) == 0;
}

const tb_command *tb_command_find(const char *name)
{
    for (int i = 0; tb_families[i]; i++)
        for (const tb_command *c = tb_families[i]->commands; c && c->name; c++)
            if (strcmp(c->name, name) == 0)
                return c;
    return NULL;
}

void tb_ownership_free(tb_ownership *o)
{
    free(o->points);
    o->points = NULL;
    o->count = 0;
}

void tb_table_free(tb_table *t)
{
    free(t->outcome);
    free(t->value);
    t->outcome = NULL;
    t->value = NULL;
}
