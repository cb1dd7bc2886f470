#include "tabula/record.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "tabula/registry.h"

char *tb_record_write(const tb_game *g, const void *start, const tb_action *actions, int count)
{
    tb_strbuf b;
    tb_strbuf_init(&b, 256);
    tb_strbuf_put(&b, "[Game \"%s\"]\n", g->variant->id);
    tb_strbuf_put(&b, "[Options \"");
    for (int i = 0; i < g->options.count; i++)
        tb_strbuf_put(&b, "%s%s=%s", i ? "," : "", g->options.item[i].name,
                      g->options.item[i].value);
    tb_strbuf_put(&b, "\"]\n");
    void *state = malloc(g->state_size), *initial = tb_state_new(g);
    memcpy(state, start, g->state_size);
    if (memcmp(start, initial, g->state_size) != 0) {
        char pos[4096];
        g->cls->position_to_text(g, start, pos, sizeof pos);
        tb_strbuf_put(&b, "[Position \"%s\"]\n", pos);
    }
    free(initial);
    /* Replay to find the result first, so the tag comes before the moves. */
    for (int i = 0; i < count; i++)
        g->cls->apply(g, state, actions[i]);
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    if (o.over)
        tb_strbuf_put(&b, "[Result \"%s\"]\n", o.reason);
    /* One numbered turn per line, in the game's turn notation. */
    int *starts = malloc(sizeof *starts * (size_t)(count ? count : 1));
    int turns = starts ? tb_game_split_turns(g, start, actions, count, starts) : 0;
    memcpy(state, start, g->state_size);
    for (int t = 0; t < turns; t++) {
        int end = t + 1 < turns ? starts[t + 1] : count;
        char *text = tb_game_turn_text_new(g, state, actions + starts[t], end - starts[t]);
        tb_strbuf_put(&b, "%s%d. %s", t ? "\n" : "", t + 1, text ? text : "");
        free(text);
        for (int i = starts[t]; i < end; i++)
            g->cls->apply(g, state, actions[i]);
    }
    free(starts);
    if (count)
        tb_strbuf_put(&b, "\n");
    free(state);
    return b.s;
}

bool tb_record_tag(const char *line, char *name, size_t name_len, char *value, size_t value_len,
                   tb_error *err)
{
    while (isspace((unsigned char)*line))
        line++;
    if (*line != '[')
        return false;
    const char *p = line + 1;
    size_t n = 0;
    while (isalnum((unsigned char)p[n]))
        n++;
    const char *q = p + n;
    while (*q == ' ')
        q++;
    const char *close = *q == '"' ? strchr(q + 1, '"') : NULL;
    if (n == 0 || n >= name_len || !close || close[1] != ']' ||
        (size_t)(close - q - 1) >= value_len) {
        tb_error_set(err, "malformed tag: %.60s", line);
        return false;
    }
    memcpy(name, p, n);
    name[n] = '\0';
    memcpy(value, q + 1, (size_t)(close - q - 1));
    value[close - q - 1] = '\0';
    return true;
}

const char *tb_record_skip_number(const char *line)
{
    const char *p = line;
    while (isspace((unsigned char)*p))
        p++;
    const char *d = p;
    while (isdigit((unsigned char)*d))
        d++;
    if (d > p && *d == '.') {
        while (*d == '.')
            d++;
        return d;
    }
    return p;
}

void tb_record_free(tb_record *r)
{
    free(r->actions);
    free(r->start);
    tb_game_free(r->game);
    memset(r, 0, sizeof *r);
}

/* Creates the game and its starting position from the tags; `known` (or NULL) is the variant
 * the record must be of. */
static bool setup(tb_record *out, const tb_variant *known, const char *game_id, const char *options,
                  const char *position, tb_error *err)
{
    const tb_variant *v = known;
    if (known && game_id[0] && strcmp(game_id, known->id) != 0) {
        tb_error_set(err, "a record of '%s', not of '%s'", game_id, known->id);
        return false;
    }
    if (!v && !(v = tb_registry_find(game_id))) {
        tb_error_set(err, game_id[0] ? "unknown game '%s'" : "no [Game \"...\"] tag", game_id);
        return false;
    }
    if (!(out->game = tb_game_new(v, options[0] ? options : NULL, err)))
        return false;
    out->start = tb_state_new(out->game);
    return !position[0] || tb_game_parse_position(out->game, position, out->start, err);
}

bool tb_record_read(const char *text, tb_record *out, tb_error *err)
{
    return tb_record_read_variant(NULL, text, out, err);
}

bool tb_record_read_variant(const tb_variant *variant, const char *text, tb_record *out,
                            tb_error *err)
{
    memset(out, 0, sizeof *out);
    char game_id[4096] = "", options[4096] = "", position[4096] = "";
    char *copy = strdup(text);
    void *state = NULL;
    int cap = 0, lineno = 0;
    bool ok = false;
    char *save = NULL;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        lineno++;
        size_t l = strlen(line);
        if (l && line[l - 1] == '\r')
            line[l - 1] = '\0';
        const char *p = line;
        while (isspace((unsigned char)*p))
            p++;
        if (*p == '\0' || *p == '#')
            continue;
        char name[32], value[4096];
        err->msg[0] = '\0';
        if (tb_record_tag(p, name, sizeof name, value, sizeof value, err)) {
            if (out->game) {
                tb_error_set(err, "line %d: tag after the moves", lineno);
                goto done;
            }
            if (strcmp(name, "Game") == 0)
                memcpy(game_id, value, sizeof value);
            else if (strcmp(name, "Options") == 0)
                memcpy(options, value, sizeof value);
            else if (strcmp(name, "Position") == 0)
                memcpy(position, value, sizeof value);
            continue; /* other tags (Result, Date...) are informative */
        }
        if (err->msg[0]) {
            char msg[TB_ERROR_LEN];
            snprintf(msg, sizeof msg, "%s", err->msg);
            tb_error_set(err, "line %d: %s", lineno, msg);
            goto done;
        }
        if (!out->game) { /* the first move line: set the game up */
            if (!setup(out, variant, game_id, options, position, err))
                goto done;
            state = malloc(out->game->state_size);
            memcpy(state, out->start, out->game->state_size);
        }
        const tb_game *g = out->game;
        tb_action turn[256];
        int n = tb_game_parse_turn(g, state, tb_record_skip_number(p), turn, 256, err);
        if (n < 0) {
            char msg[TB_ERROR_LEN];
            snprintf(msg, sizeof msg, "%s", err->msg);
            tb_error_set(err, "line %d: %s", lineno, msg);
            goto done;
        }
        if (out->count + n > cap) {
            cap = (out->count + n) * 2;
            out->actions = realloc(out->actions, sizeof *out->actions * (size_t)cap);
        }
        for (int i = 0; i < n; i++) {
            out->actions[out->count++] = turn[i];
            g->cls->apply(g, state, turn[i]);
        }
    }
    if (!out->game && !setup(out, variant, game_id, options, position, err)) /* no moves */
        goto done;
    ok = true;
done:
    free(state);
    free(copy);
    if (!ok)
        tb_record_free(out);
    return ok;
}
