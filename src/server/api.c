/* The routes of docs/API.md: the catalogue, rules, players, stored games and analysis. Each
 * handler reads a srv_request and fills a srv_reply; bad requests get a one-line JSON error
 * and change nothing. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "games/combinatorial/comb.h"
#include "games/combinatorial/table.h"
#include "server/server.h"
#include "tabula/cgt.h"
#include "tabula/player.h"
#include "tabula/registry.h"
#include "tabula/solve.h"

#define ANALYSE_DEFAULT_SECONDS 5.0
#define ANALYSE_TABLE_MB 32 /* per solve; SRV_MAX_ANALYSES run at once */
#define TABLE_MAX_SIDE 64   /* rows and columns of a board table */
#define TABLE_MAX_LAST 1000 /* last entry of a sequence table (as `tabula table`) */

void reply_error(srv_reply *rp, int status, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    for (char *p = msg; *p; p++) /* one line */
        if (*p == '\n' || *p == '\r')
            *p = ' ';
    json_decref(rp->body);
    rp->status = status;
    rp->body = json_pack("{s:s}", "error", msg);
    if (!rp->body) /* not UTF-8: the message quoted a client's bytes */
        rp->body = json_pack("{s:s}", "error", "bad request (text that is not UTF-8)");
}

static void reply(srv_reply *rp, int status, json_t *body)
{
    json_decref(rp->body);
    rp->status = body ? status : 500;
    rp->body = body ? body : json_pack("{s:s}", "error", "out of memory");
}

/* ---- request bodies ---- */

/* The body as a JSON object in *out (new reference). An absent body is an empty object
 * unless `required`. False with the reply filled on a malformed body. */
static bool body_object(const srv_request *rq, bool required, json_t **out, srv_reply *rp)
{
    *out = NULL;
    bool blank = true;
    for (size_t i = 0; rq->body && i < rq->body_len; i++)
        blank = blank && isspace((unsigned char)rq->body[i]);
    if (blank) {
        if (required) {
            reply_error(rp, 400, "the request needs a JSON object body");
            return false;
        }
        *out = json_object();
        return true;
    }
    json_error_t jerr;
    json_t *v = json_loadb(rq->body, rq->body_len, 0, &jerr);
    if (!v) {
        reply_error(rp, 400, "malformed JSON: %s (line %d, column %d)", jerr.text, jerr.line,
                    jerr.column);
        return false;
    }
    if (!json_is_object(v)) {
        json_decref(v);
        reply_error(rp, 400, "the request body must be a JSON object");
        return false;
    }
    *out = v;
    return true;
}

/* A string field: *out is NULL when absent or null. False (reply filled) when required and
 * missing, or present with another type. */
static bool field_string(json_t *obj, const char *name, bool required, const char **out,
                         srv_reply *rp)
{
    json_t *v = json_object_get(obj, name);
    *out = json_is_string(v) ? json_string_value(v) : NULL;
    if (v && !json_is_null(v) && !json_is_string(v)) {
        reply_error(rp, 400, "field '%s' must be a string", name);
        return false;
    }
    if (!*out && required) {
        reply_error(rp, 400, "missing field '%s'", name);
        return false;
    }
    return true;
}

/* The variant named by a request, or NULL with a 404 reply. */
static const tb_variant *find_variant(const char *name, srv_reply *rp)
{
    const tb_variant *v = tb_registry_find(name);
    if (!v)
        reply_error(rp, 404, "unknown game '%s' (see GET /api/games)", name);
    return v;
}

/* ---- catalogue ---- */

static bool preset_fixes(const tb_variant *v, const char *option)
{
    size_t len = strlen(option);
    for (const char *p = v->preset; p && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] != 0))
        if (strncasecmp(p, option, len) == 0 && p[len] == '=')
            return true;
    return false;
}

static bool is_combinatorial(const tb_variant *v)
{
    return strcmp(v->family, "combinatorial") == 0;
}

/* The table a game has (combinatorial.md §2.4 "table"): its start position is one component
 * of a kind with a table; *kind and head ("sub{3,4}", the keyword and header) name it. */
static bool table_of(const tb_game *g, const tb_comb_kind **kind, char *head, size_t len)
{
    if (!g || g->cls != &tb_comb_class)
        return false;
    tb_comb_state *s = malloc(sizeof *s);
    bool has = false;
    if (s) {
        g->cls->initial(g, s);
        *kind = s->count == 1 ? tb_comb_kind_of(s, 0) : NULL;
        has = *kind && tb_comb_table_type_of(*kind) != TB_COMB_TABLE_NONE;
        if (has) {
            int n = snprintf(head, len, "%s", (*kind)->keyword);
            /* A board table's entries are bare "queens: (r,c)": no header to show. */
            if ((*kind)->print_header && tb_comb_table_type_of(*kind) != TB_COMB_TABLE_BOARD &&
                n >= 0 && (size_t)n < len)
                (*kind)->print_header(s->data[0], head + n, len - (size_t)n);
        }
    }
    free(s);
    return has;
}

static const char *const table_types[] = {"none", "board", "heap", "total"};

/* The table as JSON: outcome letters and Grundy values, rows × cols (a sequence is one row). */
static json_t *table_json(const tb_comb_table *t)
{
    json_t *outcome = json_array(), *grundy = json_array();
    for (int r = 0; r < t->rows; r++) {
        json_t *o = json_array(), *gr = json_array();
        for (int c = 0; c < t->cols; c++) {
            size_t i = (size_t)r * (size_t)t->cols + (size_t)c;
            char letter[2] = {t->outcome[i], '\0'};
            json_array_append_new(o, json_string(letter));
            json_array_append_new(gr, json_integer((json_int_t)t->grundy[i]));
        }
        json_array_append_new(outcome, o);
        json_array_append_new(grundy, gr);
    }
    return json_pack("{s:o, s:o}", "outcome", outcome, "grundy", grundy);
}

/* Winning moves as [{"move", "position"}]: the position each leaves, mover not shown (the
 * analysis does not depend on it), as in tb_comb_report_text. */
static json_t *moves_json(const tb_game *g, const tb_comb_state *s, const tb_action *moves, int n)
{
    json_t *list = json_array();
    tb_comb_state *after = malloc(sizeof *after);
    char *pos = malloc(TB_COMB_TEXT);
    for (int i = 0; list && after && pos && i < n; i++) {
        char text[256];
        g->cls->action_to_text(g, s, moves[i], text, sizeof text);
        *after = *s;
        g->cls->apply(g, after, moves[i]);
        after->to_move = 0;
        tb_comb_text(after, pos, TB_COMB_TEXT);
        json_array_append_new(list, json_pack("{s:s, s:s}", "move", text, "position", pos));
    }
    if (!after || !pos) {
        json_decref(list);
        list = NULL;
    }
    free(after);
    free(pos);
    return list;
}

/* The heap-equivalents and their nim-sum, with binary columns of one width (§2.4 nim-sum). */
static json_t *nim_sum_json(const tb_comb_report *r)
{
    uint64_t max = r->grundy;
    for (size_t i = 0; i < r->num_parts; i++)
        if (r->parts[i] > max)
            max = r->parts[i];
    char bin[72];
    int width = tb_nim_binary(max, bin, sizeof bin);
    json_t *parts = json_array(), *binary = json_array();
    char padded[2][72];
    for (size_t i = 0; i <= r->num_parts; i++) {
        uint64_t x = i < r->num_parts ? r->parts[i] : r->grundy;
        int n = tb_nim_binary(x, bin, sizeof bin);
        char *p = padded[i == r->num_parts];
        memset(p, '0', (size_t)(width - n));
        memcpy(p + width - n, bin, (size_t)n + 1);
        if (i < r->num_parts) {
            json_array_append_new(parts, json_integer((json_int_t)x));
            json_array_append_new(binary, json_string(p));
        }
    }
    return json_pack("{s:o, s:I, s:o, s:s}", "parts", parts, "sum", (json_int_t)r->grundy, "binary",
                     binary, "sum_binary", padded[1]);
}

/* The report of `tabula analyse` (combinatorial.md §2.4) with the field names of the spec;
 * fields that do not apply to the position are null. An analysis over the limits gives
 * {"status": "limit", "error": "..."}. */
static json_t *combinatorial_report(const tb_game *g, const void *state,
                                    const tb_comb_limits *limits)
{
    const tb_comb_state *s = state;
    tb_comb_report r = {0};
    tb_error err = {{0}};
    if (!tb_comb_analyse(g, s, tb_comb_misere(g), limits, &r, &err)) {
        tb_comb_report_free(&r);
        return json_pack("{s:s, s:s}", "status", "limit", "error", err.msg);
    }
    static const char *const types[] = {"impartial", "partizan", "constrained"};
    tb_comb_state *shown = malloc(sizeof *shown);
    char *pos = malloc(TB_COMB_TEXT);
    json_t *out = NULL;
    if (shown && pos) {
        *shown = *s;
        shown->to_move = 0;
        tb_comb_text(shown, pos, TB_COMB_TEXT);
        char outcome[2] = {r.outcome, '\0'};
        bool sides = r.type == TB_COMB_PARTIZAN && !r.misere; /* Left's and Right's moves */
        json_t *grundy = json_null(), *nim_sum = json_null();
        if (r.has_grundy) {
            json_t *components = json_array();
            for (int k = 0; k < s->count; k++)
                json_array_append_new(components, json_integer((json_int_t)r.component_grundy[k]));
            grundy =
                json_pack("{s:I, s:o}", "value", (json_int_t)r.grundy, "components", components);
            if (r.num_parts > 1)
                nim_sum = nim_sum_json(&r);
        }
        out = json_pack(
            "{s:s, s:s, s:s, s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:I}", "status",
            "analysed", "position", pos, "kind", types[r.type], "convention",
            r.misere ? "misere" : "normal", "outcome", outcome, "grundy", grundy, "nim-sum",
            nim_sum, "value", r.has_value ? json_string(r.value) : json_null(), "winning",
            sides ? json_null() : moves_json(g, s, r.winning, r.num_winning), "winning-left",
            sides ? moves_json(g, s, r.winning_left, r.num_winning_left) : json_null(),
            "winning-right",
            sides ? moves_json(g, s, r.winning_right, r.num_winning_right) : json_null(),
            "number", sides ? json_boolean(r.is_number) : json_null(), "birthday",
            sides ? json_integer(r.birthday) : json_null(), "positions",
            (json_int_t)r.positions);
    }
    free(shown);
    free(pos);
    tb_comb_report_free(&r);
    return out;
}

static json_t *game_entry(srv_server *srv, int index, bool pt)
{
    const tb_variant *v = tb_registry_at(index);
    const tb_game *g = srv->defaults[index];
    json_t *players = json_array(), *options = json_array();
    const tb_comb_kind *kind;
    char head[128];
    for (int p = 0; g && p < g->num_players; p++)
        json_array_append_new(players, json_string(tb_game_player_name(g, p, pt)));
    for (const tb_option_def *d = v->option_defs; d && d->name; d++) {
        const char *value = g ? tb_game_option(g, d->name) : d->default_value;
        json_array_append_new(options,
                              json_pack("{s:s, s:s, s:s, s:b}", "name", d->name, "default",
                                        value ? value : d->default_value, "help",
                                        d->help ? d->help : "", "fixed", preset_fixes(v, d->name)));
    }
    return json_pack("{s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:o, s:o, s:{s:b, s:b, s:b}}", "id",
                     v->id, "family", v->family, "name", pt ? v->name_pt : v->name_en, "name_pt",
                     v->name_pt, "name_en", v->name_en, "summary",
                     (pt ? v->summary_pt : v->summary_en) ?: "", "summary_pt", v->summary_pt ?: "",
                     "summary_en", v->summary_en ?: "", "players", players, "options", options,
                     "analysis", "solve", 1, "impartial", is_combinatorial(v), "table",
                     table_of(g, &kind, head, sizeof head));
}

static void get_games(srv_server *srv, bool pt, srv_reply *rp)
{
    json_t *games = json_array();
    for (int i = 0; i < tb_registry_count(); i++)
        json_array_append_new(games, game_entry(srv, i, pt));
    reply(rp, 200, json_pack("{s:o}", "games", games));
}

/* "/games/ID" or "/games/ID/rules": ids hold '/', so the longest registered id wins. */
static void route_game(srv_server *srv, const srv_request *rq, const char *rest, bool pt,
                       srv_reply *rp)
{
    int found = -1;
    size_t found_len = 0;
    for (int i = 0; i < tb_registry_count(); i++) {
        size_t len = strlen(tb_registry_at(i)->id);
        if (len > found_len && strncmp(rest, tb_registry_at(i)->id, len) == 0 &&
            (rest[len] == '\0' || strcmp(rest + len, "/rules") == 0)) {
            found = i;
            found_len = len;
        }
    }
    if (found < 0) {
        reply_error(rp, 404, "unknown game '%s' (see GET /api/games)", rest);
        return;
    }
    if (strcmp(rq->method, "GET") != 0) {
        rp->allow = "GET, HEAD";
        reply_error(rp, 405, "%s is not allowed here (allowed: GET)", rq->method);
        return;
    }
    const tb_variant *v = tb_registry_at(found);
    if (rest[found_len] == '\0')
        reply(rp, 200, game_entry(srv, found, pt));
    else
        reply(rp, 200,
              json_pack("{s:s, s:s, s:s}", "id", v->id, "name", pt ? v->name_pt : v->name_en,
                        "rules", tb_variant_rules(v, pt) ?: ""));
}

static void get_players(const srv_server *srv, srv_reply *rp)
{
    json_t *kinds = json_array(), *levels = json_array();
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        if (k->runs_program) /* offered only as an operator's --engine level */
            continue;
        json_t *params = json_array();
        for (const tb_option_def *d = k->params; d && d->name; d++)
            json_array_append_new(params,
                                  json_pack("{s:s, s:s, s:s}", "name", d->name, "default",
                                            d->default_value, "help", d->help ? d->help : ""));
        json_array_append_new(kinds, json_pack("{s:s, s:s, s:o}", "kind", k->name, "help",
                                               k->help ? k->help : "", "params", params));
    }
    for (int i = 0; i < srv->num_levels; i++) {
        /* An operator's engine is shown by its kind: its command line is the operator's. */
        const tb_player_kind *kind;
        tb_options params;
        tb_error ignored;
        const char *spec = srv->levels[i].spec;
        if (tb_player_spec_parse(spec, &kind, &params, &ignored) && kind->runs_program)
            spec = kind->name;
        json_array_append_new(levels, json_pack("{s:s, s:s}", "id", srv->levels[i].id, "spec",
                                                spec));
    }
    reply(rp, 200,
          json_pack("{s:o, s:o, s:f}", "players", kinds, "levels", levels, "max_seconds",
                    SRV_MAX_THINK));
}

/* ---- sessions ---- */

static void reply_state(srv_reply *rp, int status, srv_session *s, bool pt)
{
    pthread_mutex_lock(&s->lock);
    json_t *state = json_session_state(s, pt);
    pthread_mutex_unlock(&s->lock);
    reply(rp, status, state);
}

static void post_session(srv_server *srv, const srv_request *rq, bool pt, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    const char *game, *options, *position;
    const char *specs[TB_MAX_PLAYERS];
    int num_specs = 0;
    json_t *players = json_object_get(body, "players");
    if (!field_string(body, "game", true, &game, rp) ||
        !field_string(body, "options", false, &options, rp) ||
        !field_string(body, "position", false, &position, rp))
        goto done;
    if (players && !json_is_null(players)) {
        if (!json_is_array(players)) {
            reply_error(rp, 400, "field 'players' must be an array of player specs");
            goto done;
        }
        if (json_array_size(players) > TB_MAX_PLAYERS) {
            reply_error(rp, 400, "field 'players': at most %d players", TB_MAX_PLAYERS);
            goto done;
        }
        for (size_t i = 0; i < json_array_size(players); i++) {
            json_t *p = json_array_get(players, i);
            if (!json_is_string(p)) {
                reply_error(rp, 400, "field 'players': entry %zu must be a string", i + 1);
                goto done;
            }
            specs[num_specs++] = json_string_value(p);
        }
    }
    const tb_variant *v = find_variant(game, rp);
    if (!v)
        goto done;
    srv_session *s = NULL;
    tb_error err = {{0}};
    int status = session_create(srv, v, options, position, specs, num_specs, &s, &err);
    if (!s) {
        reply_error(rp, status, "%s", err.msg);
        goto done;
    }
    reply_state(rp, status, s, pt);
    session_release(srv, s);
done:
    json_decref(body);
}

typedef enum { ACT_NONE, ACT_MOVES, ACT_UNDO, ACT_COMPUTER } session_action;

static void route_session(srv_server *srv, const srv_request *rq, const char *rest, bool pt,
                          srv_reply *rp)
{
    /* rest: "17", "17/moves", "17/undo", "17/computer" */
    char *end;
    long long id = strtoll(rest, &end, 10);
    session_action act = ACT_NONE;
    bool known = isdigit((unsigned char)rest[0]) && end - rest <= 18 && id > 0;
    if (known && strcmp(end, "/moves") == 0)
        act = ACT_MOVES;
    else if (known && strcmp(end, "/undo") == 0)
        act = ACT_UNDO;
    else if (known && strcmp(end, "/computer") == 0)
        act = ACT_COMPUTER;
    else if (*end)
        known = false;
    if (!known) {
        reply_error(rp, 404, "no such route: %s", rq->path);
        return;
    }
    bool get = strcmp(rq->method, "GET") == 0, post = strcmp(rq->method, "POST") == 0,
         del = strcmp(rq->method, "DELETE") == 0;
    if (act == ACT_NONE ? !(get || del) : !post) {
        rp->allow = act == ACT_NONE ? "GET, HEAD, DELETE" : "POST";
        reply_error(rp, 405, "%s is not allowed here (allowed: %s)", rq->method,
                    act == ACT_NONE ? "GET, DELETE" : "POST");
        return;
    }
    json_t *body = NULL;
    if (post && !body_object(rq, act == ACT_MOVES, &body, rp))
        return;
    srv_session *s = session_get(srv, id);
    if (!s) {
        reply_error(rp, 404, "unknown game %lld", id);
        json_decref(body);
        return;
    }
    tb_error err = {{0}};
    int status = 200;
    const char *text;
    switch (act) {
    case ACT_NONE:
        status = del ? session_delete(srv, s, &err) : 200;
        break;
    case ACT_MOVES:
        status =
            field_string(body, "move", true, &text, rp) ? session_play(srv, s, text, &err) : -1;
        break;
    case ACT_UNDO:
        status = session_undo(srv, s, &err);
        break;
    case ACT_COMPUTER:
        status = field_string(body, "player", false, &text, rp)
                     ? session_computer(srv, s, text, &err)
                     : -1;
        break;
    }
    if (status == 204)
        rp->status = 204;
    else if (status >= 300)
        reply_error(rp, status, "%s", err.msg);
    else if (status > 0)
        reply_state(rp, status, s, pt);
    session_release(srv, s);
    json_decref(body);
}

/* ---- analysis ---- */

static bool field_number(json_t *obj, const char *name, double lo, double hi, double *out,
                         srv_reply *rp)
{
    json_t *v = json_object_get(obj, name);
    if (!v || json_is_null(v))
        return true;
    if (!json_is_number(v)) {
        reply_error(rp, 400, "field '%s' must be a number", name);
        return false;
    }
    double x = json_number_value(v);
    if (!(x >= lo && x <= hi)) {
        reply_error(rp, 400, "field '%s' must be from %g to %g", name, lo, hi);
        return false;
    }
    *out = x;
    return true;
}

static bool has_option(const tb_variant *v, const char *name)
{
    for (const tb_option_def *d = v->option_defs; d && d->name; d++)
        if (strcmp(d->name, name) == 0)
            return true;
    return false;
}

/* The options of a request with its "convention" (normal|misere) as the combinatorial
 * games' option play=...; *out is malloc'd (NULL: no options). False with the reply filled. */
static bool request_options(json_t *body, const tb_variant *v, char **out, srv_reply *rp)
{
    const char *options, *convention;
    *out = NULL;
    if (!field_string(body, "options", false, &options, rp) ||
        !field_string(body, "convention", false, &convention, rp))
        return false;
    if (convention && strcmp(convention, "normal") != 0 && strcmp(convention, "misere") != 0) {
        reply_error(rp, 400, "field 'convention' must be normal or misere");
        return false;
    }
    if (convention && !is_combinatorial(v)) {
        reply_error(rp, 400, "%s is not a combinatorial game: it has no play convention", v->id);
        return false;
    }
    bool play = convention && has_option(v, "play");
    if (convention && !play && strcmp(convention, "misere") == 0) {
        reply_error(rp, 400, "misère play is not offered for %s", v->id);
        return false;
    }
    size_t len = (options ? strlen(options) : 0) + (play ? strlen(convention) + 7 : 0) + 1;
    if (len == 1)
        return true;
    if (!(*out = malloc(len))) {
        reply_error(rp, 500, "out of memory");
        return false;
    }
    /* A play=... of the options too is refused by tb_game_new: "option play given twice". */
    snprintf(*out, len, "%s%s%s%s", options ? options : "", play && options && *options ? "," : "",
             play ? "play=" : "", play ? convention : "");
    return true;
}

/* Reads game, options, convention and position of an analysis request into a new game and
 * state. */
static bool analysed_position(json_t *body, tb_game **g, void **state, srv_reply *rp)
{
    const char *game, *position;
    char *options = NULL;
    *g = NULL;
    *state = NULL;
    if (!field_string(body, "game", true, &game, rp) ||
        !field_string(body, "position", false, &position, rp))
        return false;
    const tb_variant *v = find_variant(game, rp);
    tb_error err = {{0}};
    if (!v || !request_options(body, v, &options, rp))
        return false;
    if (!(*g = tb_game_new(v, options && *options ? options : NULL, &err)) ||
        !(*state = tb_state_new(*g)) ||
        (position && *position && !tb_game_parse_position(*g, position, *state, &err))) {
        reply_error(rp, *g && !*state ? 500 : 400, "%s", err.msg[0] ? err.msg : "out of memory");
        free(*state);
        tb_game_free(*g);
        free(options);
        *g = NULL;
        *state = NULL;
        return false;
    }
    free(options);
    return true;
}

/* Counts an analysis in, or answers 503 when SRV_MAX_ANALYSES run already. */
static bool analysis_admit(srv_server *srv, srv_reply *rp)
{
    pthread_mutex_lock(&srv->analyse_lock);
    bool admitted = srv->analyses < SRV_MAX_ANALYSES;
    srv->analyses += admitted;
    pthread_mutex_unlock(&srv->analyse_lock);
    if (!admitted)
        reply_error(rp, 503, "%d analyses are running; try again when one ends", SRV_MAX_ANALYSES);
    return admitted;
}

static void analysis_release(srv_server *srv)
{
    pthread_mutex_lock(&srv->analyse_lock);
    srv->analyses--;
    pthread_mutex_unlock(&srv->analyse_lock);
}

/* The solver's cancel flag is its own thread's: the progress callback (about once a second,
 * in the solving thread) raises it when the server stops, so no flag is shared unguarded. */
typedef struct analyse_watch {
    srv_server *srv;
    volatile sig_atomic_t cancel;
} analyse_watch;

static void analyse_progress(void *context, uint64_t positions, double seconds)
{
    analyse_watch *w = context;
    if (srv_is_stopping(w->srv))
        w->cancel = 1;
}

static void post_analyse(srv_server *srv, const srv_request *rq, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    double seconds = ANALYSE_DEFAULT_SECONDS, positions = 0;
    tb_game *g;
    void *state;
    if (!field_number(body, "max_seconds", 0.001, SRV_MAX_THINK, &seconds, rp) ||
        !field_number(body, "max_positions", 0, 1e12, &positions, rp) ||
        !analysed_position(body, &g, &state, rp)) {
        json_decref(body);
        return;
    }
    json_decref(body);
    if (!analysis_admit(srv, rp)) {
        free(state);
        tb_game_free(g);
        return;
    }
    analyse_watch watch = {srv, 0};
    tb_solve_limits limits = {.max_positions = (uint64_t)positions,
                              .max_seconds = seconds,
                              .table_mb = ANALYSE_TABLE_MB,
                              .cancel = &watch.cancel,
                              .progress = analyse_progress,
                              .progress_context = &watch};
    tb_solve_result r;
    tb_solve(g, state, &limits, &r);

    if (r.status == TB_SOLVE_NO_MEMORY) {
        reply_error(rp, 503, "the analysis ran out of memory");
    } else {
        static const char *const values[] = {"loss", "draw", "win"};
        bool solved = r.status == TB_SOLVED;
        json_t *best = json_array();
        for (int i = 0; solved && i < r.num_best; i++) {
            char text[256];
            g->cls->action_to_text(g, state, r.best[i], text, sizeof text);
            json_array_append_new(best, json_string(text));
        }
        json_t *out = json_pack("{s:s, s:o, s:o, s:o, s:I, s:f, s:i, s:b}", "status",
                                solved ? "solved" : "limit", "value",
                                solved ? json_string(values[r.value + 1]) : json_null(), "score",
                                solved && r.scored ? json_real(r.score) : json_null(), "best", best,
                                "positions", (json_int_t)r.positions, "seconds", r.seconds,
                                "player", r.player, "repetition", r.repetition);
        if (out && g->cls == &tb_comb_class) {
            /* The report has a budget of its own: the solve may have used all of its. */
            tb_comb_limits report_limits = {.max_positions = (size_t)positions,
                                            .max_seconds = seconds};
            json_t *report = combinatorial_report(g, state, &report_limits);
            json_object_set_new(out, "report", report ? report : json_null());
        }
        reply(rp, 200, out);
    }
    analysis_release(srv);
    tb_solve_result_free(&r);
    free(state);
    tb_game_free(g);
}

static double monotonic_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The P/N and Grundy table of a game that has one (combinatorial.md §2.4 "table"). */
static void post_analyse_table(srv_server *srv, const srv_request *rq, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    double rows = -1, cols = -1, last = -1, seconds = ANALYSE_DEFAULT_SECONDS, positions = 0;
    const char *game;
    char *options = NULL;
    tb_game *g = NULL;
    const tb_variant *v = NULL;
    const tb_comb_kind *kind = NULL;
    char head[128];
    tb_error err = {{0}};
    if (!field_string(body, "game", true, &game, rp) ||
        !field_number(body, "rows", 1, TABLE_MAX_SIDE, &rows, rp) ||
        !field_number(body, "cols", 1, TABLE_MAX_SIDE, &cols, rp) ||
        !field_number(body, "last", 0, TABLE_MAX_LAST, &last, rp) ||
        !field_number(body, "max_seconds", 0.001, SRV_MAX_THINK, &seconds, rp) ||
        !field_number(body, "max_positions", 0, 1e12, &positions, rp) ||
        !(v = find_variant(game, rp)) || !request_options(body, v, &options, rp))
        goto done;
    if (!(g = tb_game_new(v, options && *options ? options : NULL, &err))) {
        reply_error(rp, 400, "%s", err.msg);
        goto done;
    }
    if (!table_of(g, &kind, head, sizeof head)) {
        reply_error(rp, 400, "%s has no P/N or Grundy table", v->id);
        goto done;
    }
    if (tb_comb_misere(g)) {
        reply_error(rp, 400, "the tables are for normal play");
        goto done;
    }
    tb_comb_table_type type = tb_comb_table_type_of(kind);
    int side = tb_comb_table_default_size(kind);
    if (type == TB_COMB_TABLE_BOARD ? last >= 0 : rows >= 0 || cols >= 0) {
        reply_error(rp, 400,
                    type == TB_COMB_TABLE_BOARD
                        ? "%s has a board table: give rows and cols, not last"
                        : "%s has a table of 0..last: give last, not rows and cols",
                    v->id);
        goto done;
    }
    if (!analysis_admit(srv, rp))
        goto done;
    tb_comb_limits limits = {.max_positions = (size_t)positions, .max_seconds = seconds};
    tb_comb_table t;
    bool refused = false;
    double start = monotonic_seconds();
    bool board = type == TB_COMB_TABLE_BOARD;
    int num_rows = !board ? 1 : rows < 0 ? side : (int)rows;
    int num_cols = !board ? (last < 0 ? side : (int)last) + 1 : cols < 0 ? side : (int)cols;
    bool ok = tb_comb_table_make(g, kind, head, num_rows, num_cols, &limits, &t, &refused, &err);
    analysis_release(srv);
    if (refused) { /* a size the game does not accept */
        reply_error(rp, 400, "%s", err.msg);
        goto done;
    }
    json_t *out = json_pack("{s:s, s:s, s:s, s:f}", "game", v->id, "type", table_types[type],
                            "head", head, "seconds", monotonic_seconds() - start);
    if (out && ok) {
        json_t *entries = table_json(&t);
        json_object_update(out, entries);
        json_decref(entries);
        json_object_set_new(out, "status", json_string("complete"));
        json_object_set_new(out, "rows", json_integer(t.rows));
        json_object_set_new(out, "cols", json_integer(t.cols));
        json_object_set_new(out, "positions", json_integer((json_int_t)t.positions));
        tb_comb_table_free(&t);
    } else if (out) {
        json_object_set_new(out, "status", json_string("limit"));
        json_object_set_new(out, "error", json_string(err.msg));
    }
    reply(rp, 200, out);
done:
    free(options);
    tb_game_free(g);
    json_decref(body);
}

/* ---- the router ---- */

static bool method_is(const srv_request *rq, const char *allowed, srv_reply *rp)
{
    /* HEAD is a GET without the body (libmicrohttpd drops it). */
    const char *m = strcmp(rq->method, "HEAD") == 0 ? "GET" : rq->method;
    if (strcmp(m, allowed) == 0)
        return true;
    rp->allow = strcmp(allowed, "GET") == 0 ? "GET, HEAD" : allowed;
    reply_error(rp, 405, "%s is not allowed here (allowed: %s)", rq->method, allowed);
    return false;
}

void api_handle(srv_server *srv, const srv_request *rq, srv_reply *rp)
{
    const char *path = rq->path + strlen("/api");
    if (rq->lang && strcmp(rq->lang, "pt") != 0 && strcmp(rq->lang, "en") != 0) {
        reply_error(rp, 400, "lang must be pt or en");
        return;
    }
    bool pt = rq->lang && strcmp(rq->lang, "pt") == 0;
    srv_request head_as_get = *rq;
    if (strcmp(rq->method, "HEAD") == 0)
        head_as_get.method = "GET";
    rq = &head_as_get;

    if (strcmp(path, "/games") == 0) {
        if (method_is(rq, "GET", rp))
            get_games(srv, pt, rp);
    } else if (strncmp(path, "/games/", 7) == 0) {
        route_game(srv, rq, path + 7, pt, rp);
    } else if (strcmp(path, "/players") == 0) {
        if (method_is(rq, "GET", rp))
            get_players(srv, rp);
    } else if (strcmp(path, "/sessions") == 0) {
        if (strcmp(rq->method, "GET") == 0) {
            reply(rp, 200, sessions_list(srv, pt));
        } else if (strcmp(rq->method, "POST") == 0) {
            post_session(srv, rq, pt, rp);
        } else {
            rp->allow = "GET, HEAD, POST";
            reply_error(rp, 405, "%s is not allowed here (allowed: GET, POST)", rq->method);
        }
    } else if (strncmp(path, "/sessions/", 10) == 0) {
        route_session(srv, rq, path + 10, pt, rp);
    } else if (strcmp(path, "/analyse") == 0) {
        if (method_is(rq, "POST", rp))
            post_analyse(srv, rq, rp);
    } else if (strcmp(path, "/analyse/table") == 0) {
        if (method_is(rq, "POST", rp))
            post_analyse_table(srv, rq, rp);
    } else {
        reply_error(rp, 404, "no such route: %s", rq->path);
    }
}
