/* The budget of a family's own search engine player (ai/search_budget.h). */
#include "ai/search_budget.h"

#include "core/budget.h"

bool tb_search_budget_read(const tb_options *params, const char *name, int max_depth,
                           tb_search_budget *out, tb_error *err)
{
    uint64_t depth, mb;
    if (!tb_param_seconds(params, "time", &out->seconds, err) ||
        !tb_param_count(params, "depth", 0, (uint64_t)max_depth, &depth, err) ||
        !tb_param_count(params, "nodes", 0, UINT64_MAX, &out->nodes, err) ||
        !tb_param_count(params, "tt", 1, 4096, &mb, err))
        return false;
    out->depth = (int)depth;
    out->tt_mb = (size_t)mb;
    if (out->seconds == 0 && depth == 0 && out->nodes == 0) {
        tb_error_set(err, "%s needs a time, depth or nodes limit", name);
        return false;
    }
    return true;
}
