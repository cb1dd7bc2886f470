#include "core/options.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const tb_option_def *find_def(const tb_variant *v, const char *name)
{
    for (const tb_option_def *d = v->option_defs; d && d->name; d++)
        if (strcasecmp(d->name, name) == 0)
            return d;
    return NULL;
}

static int find_item(const tb_options *o, const char *name)
{
    for (int i = 0; i < o->count; i++)
        if (strcasecmp(o->item[i].name, name) == 0)
            return i;
    return -1;
}

static bool set_item(const tb_variant *v, tb_options *o, const char *name, const char *value,
                     bool allow_override, tb_error *err)
{
    const tb_option_def *d = find_def(v, name);
    if (!d) {
        tb_error_set(err, "unknown option '%s' for %s", name, v->id);
        return false;
    }
    if (strlen(value) >= sizeof o->item[0].value) {
        tb_error_set(err, "option %s: value too long", name);
        return false;
    }
    int i = find_item(o, d->name);
    if (i >= 0 && !allow_override) {
        tb_error_set(err, "option %s given twice", d->name);
        return false;
    }
    if (i < 0) {
        i = o->count++;
        snprintf(o->item[i].name, sizeof o->item[i].name, "%s", d->name);
    }
    snprintf(o->item[i].value, sizeof o->item[i].value, "%s", value);
    return true;
}

/* Splits text into items and feeds them to set_item. */
static bool parse_list(const tb_variant *v, const char *text, tb_options *o, tb_error *err)
{
    if (!text)
        return true;
    char buf[1024];
    if (strlen(text) >= sizeof buf) {
        tb_error_set(err, "options too long");
        return false;
    }
    snprintf(buf, sizeof buf, "%s", text);
    /* An empty item (",,", a leading or trailing comma) is a typing slip, not an option. */
    for (const char *item = text; *text;) {
        const char *end = item + strcspn(item, ",;");
        const char *p = item;
        while (p < end && isspace((unsigned char)*p))
            p++;
        if (p == end) {
            tb_error_set(err, "bad options '%s': an empty item", text);
            return false;
        }
        if (!*end)
            break;
        item = end + 1;
    }
    char name[64] = "", value[256] = "";
    bool have = false;
    tb_options local = *o; /* committed only if the whole list parses */
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",;", &save);; tok = strtok_r(NULL, ",;", &save)) {
        while (tok && isspace((unsigned char)*tok))
            tok++;
        char *eq = tok ? strchr(tok, '=') : NULL;
        if (!tok || eq) {
            if (have && !set_item(v, &local, name, value, false, err))
                return false;
            if (!tok)
                break;
            *eq = '\0';
            char *end = eq;
            while (end > tok && isspace((unsigned char)end[-1]))
                *--end = '\0';
            if (!*tok || strlen(tok) >= sizeof name) {
                tb_error_set(err, "bad option '%s=': no name", tok);
                return false;
            }
            snprintf(name, sizeof name, "%s", tok);
            snprintf(value, sizeof value, "%s", eq + 1);
            have = true;
        } else if (have && *tok) {
            size_t l = strlen(value);
            snprintf(value + l, sizeof value - l, ",%s", tok);
        } else if (*tok) {
            tb_error_set(err, "bad option '%s': expected name=value", tok);
            return false;
        }
    }
    *o = local;
    return true;
}

bool tb_options_resolve(const tb_variant *variant, const char *text, tb_options *out,
                        tb_error *err)
{
    memset(out, 0, sizeof *out);
    tb_options preset = {0};
    if (!parse_list(variant, variant->preset, &preset, err))
        return false;
    if (!parse_list(variant, text, out, err))
        return false;
    for (int i = 0; i < out->count; i++) {
        if (!out->item[i].value[0]) {
            tb_error_set(err, "option %s: empty value", out->item[i].name);
            return false;
        }
        int p = find_item(&preset, out->item[i].name);
        if (p >= 0 && strcasecmp(preset.item[p].value, out->item[i].value) != 0) {
            tb_error_set(err, "option %s is fixed to %s in %s", out->item[i].name,
                         preset.item[p].value, variant->id);
            return false;
        }
    }
    for (int i = 0; i < preset.count; i++)
        if (find_item(out, preset.item[i].name) < 0)
            out->item[out->count++] = preset.item[i];
    for (const tb_option_def *d = variant->option_defs; d && d->name; d++) {
        if (find_item(out, d->name) >= 0)
            continue;
        if (out->count == TB_MAX_OPTIONS) {
            tb_error_set(err, "too many options");
            return false;
        }
        if (!set_item(variant, out, d->name, d->default_value ? d->default_value : "", false,
                      err))
            return false;
    }
    return true;
}

const char *tb_options_get(const tb_options *opts, const char *name)
{
    int i = find_item(opts, name);
    return i >= 0 ? opts->item[i].value : NULL;
}

bool tb_option_int(const tb_options *opts, const char *name, int lo, int hi, int *out,
                   tb_error *err)
{
    const char *s = tb_options_get(opts, name);
    char *end;
    long v = s ? strtol(s, &end, 10) : 0;
    if (!s || !*s || *end || v < lo || v > hi) {
        tb_error_set(err, "option %s: expected a whole number from %d to %d, got '%s'", name,
                     lo, hi, s ? s : "");
        return false;
    }
    *out = (int)v;
    return true;
}

bool tb_option_choice(const tb_options *opts, const char *name, const char *choices, int *out,
                      tb_error *err)
{
    const char *s = tb_options_get(opts, name);
    const char *c = choices;
    for (int i = 0; s && *c; i++) {
        size_t n = strcspn(c, "|");
        if (strlen(s) == n && strncasecmp(s, c, n) == 0) {
            *out = i;
            return true;
        }
        c += n;
        if (*c == '|')
            c++;
    }
    tb_error_set(err, "option %s: expected one of %s, got '%s'", name, choices, s ? s : "");
    return false;
}

bool tb_option_size(const tb_options *opts, const char *name, int lo, int hi, int *first,
                    int *second, tb_error *err)
{
    const char *s = tb_options_get(opts, name);
    int a = 0, b = 0, n = 0;
    if (s && (sscanf(s, "%dx%d%n", &a, &b, &n) == 2 || (sscanf(s, "%d%n", &a, &n) == 1 && (b = a))) &&
        s[n] == '\0' && a >= lo && a <= hi && b >= lo && b <= hi) {
        *first = a;
        *second = b;
        return true;
    }
    tb_error_set(err, "option %s: expected AxB with sides from %d to %d, got '%s'", name, lo, hi,
                 s ? s : "");
    return false;
}
