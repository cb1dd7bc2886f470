/* Analysis reports as named, typed fields (tabula/report.h) and their terminal text. */
#include "tabula/report.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"

void tb_report_init(tb_report *r)
{
    memset(r, 0, sizeof *r);
    r->type = TB_VALUE_GROUP;
}

static void value_free(tb_value *v)
{
    tb_value *item = v->first;
    while (item) {
        tb_value *next = item->next;
        value_free(item);
        free(item);
        item = next;
    }
    free(v->key);
    free(v->label_pt);
    free(v->label_en);
    free(v->text);
    free(v->text_pt);
    free(v->position);
    free(v->display);
}

void tb_report_free(tb_report *r)
{
    value_free(r);
    tb_report_init(r);
}

bool tb_report_complete(const tb_report *r)
{
    if (r->incomplete)
        return false;
    for (const tb_value *item = r->first; item; item = item->next)
        if (!tb_report_complete(item))
            return false;
    return true;
}

static char *copy(const char *text, bool *failed)
{
    if (!text)
        return NULL;
    char *c = strdup(text);
    *failed = *failed || !c;
    return c;
}

static tb_value *add(tb_value *parent, const char *key, tb_value_type type)
{
    if (!parent)
        return NULL;
    tb_value *v = calloc(1, sizeof *v);
    bool failed = !v;
    if (v) {
        v->type = type;
        v->key = copy(key, &failed);
    }
    if (failed) {
        free(v);
        parent->incomplete = true;
        return NULL;
    }
    if (parent->last)
        parent->last->next = v;
    else
        parent->first = v;
    parent->last = v;
    return v;
}

tb_value *tb_value_add_null(tb_value *parent, const char *key)
{
    return add(parent, key, TB_VALUE_NULL);
}

tb_value *tb_value_add_text(tb_value *parent, const char *key, const char *text)
{
    tb_value *v = add(parent, key, TB_VALUE_TEXT);
    bool failed = false;
    if (v && !(v->text = copy(text ? text : "", &failed)))
        v->incomplete = true;
    return v;
}

tb_value *tb_value_add_integer(tb_value *parent, const char *key, long long value)
{
    tb_value *v = add(parent, key, TB_VALUE_INTEGER);
    if (v)
        v->integer = value;
    return v;
}

tb_value *tb_value_add_number(tb_value *parent, const char *key, double value)
{
    tb_value *v = add(parent, key, TB_VALUE_NUMBER);
    if (v)
        v->number = value;
    return v;
}

tb_value *tb_value_add_boolean(tb_value *parent, const char *key, bool value)
{
    tb_value *v = add(parent, key, TB_VALUE_BOOLEAN);
    if (v)
        v->boolean = value;
    return v;
}

tb_value *tb_value_add_list(tb_value *parent, const char *key)
{
    return add(parent, key, TB_VALUE_LIST);
}

tb_value *tb_value_add_group(tb_value *parent, const char *key)
{
    return add(parent, key, TB_VALUE_GROUP);
}

tb_value *tb_value_add_moves(tb_value *parent, const char *key)
{
    return add(parent, key, TB_VALUE_MOVES);
}

tb_value *tb_value_add_move(tb_value *moves, const char *move, const char *position)
{
    tb_value *v = add(moves, NULL, TB_VALUE_TEXT);
    bool failed = false;
    if (v) {
        v->text = copy(move ? move : "", &failed);
        v->position = copy(position, &failed);
        v->incomplete = failed;
    }
    return v;
}

tb_value *tb_value_label(tb_value *v, const char *pt, const char *en)
{
    if (v) {
        bool failed = false;
        free(v->label_pt);
        free(v->label_en);
        v->label_pt = copy(pt, &failed);
        v->label_en = copy(en, &failed);
        v->incomplete = v->incomplete || failed;
    }
    return v;
}

tb_value *tb_value_text_pt(tb_value *v, const char *pt)
{
    if (v) {
        bool failed = false;
        free(v->text_pt);
        v->text_pt = copy(pt, &failed);
        v->incomplete = v->incomplete || failed;
    }
    return v;
}

tb_value *tb_value_display(tb_value *v, const char *fmt, ...)
{
    if (!v)
        return NULL;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    free(v->display);
    v->display = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!v->display) {
        v->incomplete = true;
        return v;
    }
    va_start(ap, fmt);
    vsnprintf(v->display, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return v;
}

const tb_value *tb_value_get(const tb_value *group, const char *key)
{
    for (const tb_value *item = group ? group->first : NULL; item; item = item->next)
        if (item->key && strcmp(item->key, key) == 0)
            return item;
    return NULL;
}

/* The value on one line (a list's items, a scalar); moves and groups are written by
 * put_field, which needs the lines after. */
/* The name a field is shown by: its key, or in Portuguese its Portuguese label. */
static const char *shown_key(const tb_value *v, bool pt)
{
    if (pt && v->label_pt)
        return v->label_pt;
    return v->key ? v->key : "";
}

static void put_inline(tb_strbuf *b, const tb_value *v, bool pt)
{
    switch (v->type) {
    case TB_VALUE_NULL:
        tb_strbuf_put(b, "-");
        break;
    case TB_VALUE_TEXT:
        tb_strbuf_put(b, "%s", pt && v->text_pt ? v->text_pt : v->text);
        break;
    case TB_VALUE_INTEGER:
        tb_strbuf_put(b, "%lld", v->integer);
        break;
    case TB_VALUE_NUMBER:
        if (pt) { /* a decimal comma, as Portuguese writes numbers */
            char num[64];
            snprintf(num, sizeof num, "%g", v->number);
            for (char *c = num; *c; c++)
                if (*c == '.')
                    *c = ',';
            tb_strbuf_put(b, "%s", num);
        } else {
            tb_strbuf_put(b, "%g", v->number);
        }
        break;
    case TB_VALUE_BOOLEAN:
        tb_strbuf_put(b, "%s", v->boolean ? (pt ? "sim" : "yes") : (pt ? "não" : "no"));
        break;
    case TB_VALUE_LIST:
    case TB_VALUE_MOVES:
        for (const tb_value *item = v->first; item; item = item->next) {
            tb_strbuf_put(b, "%s", item == v->first ? "" : v->type == TB_VALUE_MOVES ? ", " : " ");
            put_inline(b, item, pt);
        }
        break;
    case TB_VALUE_GROUP:
        for (const tb_value *item = v->first; item; item = item->next) {
            tb_strbuf_put(b, "%s%s ", item == v->first ? "" : ", ", shown_key(item, pt));
            put_inline(b, item, pt);
        }
        break;
    }
}

static void put_field(tb_strbuf *b, const tb_value *v, int indent, bool pt)
{
    if (v->type == TB_VALUE_NULL)
        return;
    tb_strbuf_put(b, "%*s%s:", indent, "", shown_key(v, pt));
    if (v->display) {
        tb_strbuf_put(b, " %s\n", v->display);
        return;
    }
    if (v->type == TB_VALUE_GROUP) {
        tb_strbuf_put(b, "\n");
        for (const tb_value *item = v->first; item; item = item->next)
            put_field(b, item, indent + 2, pt);
        return;
    }
    if (v->type == TB_VALUE_MOVES && !v->first) {
        tb_strbuf_put(b, " %s\n", pt ? "(nenhum)" : "(none)");
        return;
    }
    tb_strbuf_put(b, " ");
    put_inline(b, v, pt);
    tb_strbuf_put(b, "\n");
    if (v->type == TB_VALUE_MOVES) /* then where each move leads */
        for (const tb_value *m = v->first; m; m = m->next)
            if (m->position)
                tb_strbuf_put(b, "%*s  %s -> %s\n", indent, "", m->text, m->position);
}

char *tb_report_text(const tb_report *r)
{
    return tb_report_text_lang(r, false);
}

char *tb_report_text_lang(const tb_report *r, bool portuguese)
{
    if (!tb_report_complete(r))
        return NULL;
    tb_strbuf b;
    tb_strbuf_init(&b, 256);
    for (const tb_value *item = r->first; item; item = item->next)
        put_field(&b, item, 0, portuguese);
    return b.s;
}
