#include "core/budget.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/options.h"

bool tb_parse_seconds(const char *text, double *out, tb_error *err)
{
    char *end;
    double v = text ? strtod(text, &end) : 0;
    if (!text || end == text || !isfinite(v) || v < 0)
        goto bad;
    double unit = 1;
    if (strcasecmp(end, "ms") == 0)
        unit = 1e-3;
    else if (strcasecmp(end, "m") == 0 || strcasecmp(end, "min") == 0)
        unit = 60;
    else if (*end && strcasecmp(end, "s") != 0)
        goto bad;
    if (v * unit > TB_MAX_SECONDS) {
        tb_error_set(err, "duration '%s' too long: at most one day (86400s)", text);
        return false;
    }
    *out = v * unit;
    return true;
bad:
    tb_error_set(err, "bad duration '%s': expected e.g. 2s, 500ms or 1.5", text ? text : "");
    return false;
}

bool tb_parse_count(const char *text, uint64_t *out, tb_error *err)
{
    char *end;
    if (!text || *text < '0' || *text > '9')
        goto bad;
    unsigned long long v = strtoull(text, &end, 10);
    uint64_t unit = 1;
    if (*end == 'k' || *end == 'K')
        unit = 1000, end++;
    else if (*end == 'M')
        unit = 1000000, end++;
    if (*end)
        goto bad;
    if (v > TB_MAX_COUNT / unit) {
        tb_error_set(err, "count '%s' too large: at most %llu", text,
                     (unsigned long long)TB_MAX_COUNT);
        return false;
    }
    *out = (uint64_t)v * unit;
    return true;
bad:
    tb_error_set(err, "bad count '%s': expected e.g. 200, 50k or 2M", text ? text : "");
    return false;
}

bool tb_param_seconds(const tb_options *params, const char *name, double *out, tb_error *err)
{
    tb_error inner = {{0}};
    if (tb_parse_seconds(tb_options_get(params, name), out, &inner))
        return true;
    tb_error_set(err, "parameter %s: %s", name, inner.msg);
    return false;
}

bool tb_param_count(const tb_options *params, const char *name, uint64_t lo, uint64_t hi,
                    uint64_t *out, tb_error *err)
{
    tb_error inner = {{0}};
    if (!tb_parse_count(tb_options_get(params, name), out, &inner)) {
        tb_error_set(err, "parameter %s: %s", name, inner.msg);
        return false;
    }
    if (*out < lo || *out > hi) {
        tb_error_set(err, "parameter %s: expected %llu to %llu, got %llu", name,
                     (unsigned long long)lo, (unsigned long long)hi, (unsigned long long)*out);
        return false;
    }
    return true;
}

bool tb_param_double(const tb_options *params, const char *name, double lo, double hi, double *out,
                     tb_error *err)
{
    const char *s = tb_options_get(params, name);
    char *end;
    double v = s ? strtod(s, &end) : 0;
    if (!s || end == s || *end || !(v >= lo && v <= hi)) {
        tb_error_set(err, "parameter %s: expected a number from %g to %g, got '%s'", name, lo, hi,
                     s ? s : "");
        return false;
    }
    *out = v;
    return true;
}

void tb_outcome_rewards(const tb_outcome *o, int num_players, double *reward)
{
    for (int p = 0; p < num_players; p++)
        reward[p] = o->result[p] == TB_WIN ? 1.0 : o->result[p] == TB_DRAW ? 0.5 : 0.0;
}
