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

#include "core/clock.h"
#include "server/server.h"
#include "tabula/family.h"
#include "tabula/levels.h"
#include "tabula/player.h"
#include "tabula/registry.h"
#include "tabula/solve.h"
#include "tabula/view.h"

#define ANALYSE_DEFAULT_SECONDS 5.0
#define ANALYSE_TABLE_MB 32 /* per solve; SRV_MAX_ANALYSES run at once */
/* A retrograde analysis keeps every position (about 100 bytes each with its moves): at most
 * this many, about 300 MB, per request. */
#define ANALYSE_RETROGRADE_MAX_POSITIONS 3000000
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

/* The server's own messages in Portuguese; the library's (illegal moves, bad positions and
 * options) come from tb_error_text with the game's family phrasebook. */
static const tb_phrase server_errors[] = {
    {"%d analyses are running; try again when one ends",
     "estão a decorrer %d análises; tente de novo quando uma acabar"},
    {"too many analyses are running; try again when one ends",
     "há demasiadas análises a decorrer; tente de novo quando uma acabar"},
    {"the analysis ran out of memory", "a análise esgotou a memória"},
    {"%s has no engine evaluation", "%s não tem avaliação de motor"},
    {"%s has no ownership estimate", "%s não tem estimativa de território"},
    {"%s has no play convention", "%s não tem convenção de jogo"},
    {"%s has no record format '%s'", "%s não tem o formato de registo '%s'"},
    {"%s has no table (see analysis.table in GET /api/games)",
     "%s não tem tabela (ver analysis.table em GET /api/games)"},
    {"%s is not allowed here (allowed: %s)", "%s não é permitido aqui (permitido: %s)"},
    {"field '%s' must be a number", "o campo '%s' tem de ser um número"},
    {"field '%s' must be a string", "o campo '%s' tem de ser um texto"},
    {"field '%s' must be from %s to %s", "o campo '%s' tem de ir de %s a %s"},
    {"field 'convention' must be normal or misere",
     "o campo 'convention' tem de ser normal ou misere"},
    {"field 'moves' must be an array of moves", "o campo 'moves' tem de ser uma lista de lances"},
    {"field 'moves': at most %d moves", "campo 'moves': no máximo %d lances"},
    {"field 'moves': entry %d must be a string", "campo 'moves': a entrada %d tem de ser um texto"},
    {"field 'players' must be an array of player specs",
     "o campo 'players' tem de ser uma lista de jogadores"},
    {"field 'players': at most %d players", "campo 'players': no máximo %d jogadores"},
    {"field 'players': entry %d must be a string",
     "campo 'players': a entrada %d tem de ser um texto"},
    {"it is the computer's turn", "é a vez do computador"},
    {"malformed JSON: %s", "JSON mal formado: %s"},
    {"missing field '%s'", "falta o campo '%s'"},
    {"misère play is not offered for %s", "o jogo misère não é oferecido em %s"},
    {"move %d (%s): the game is over", "lance %d (%s): o jogo terminou"},
    {"no move given", "nenhum lance dado"},
    {"no record format '%s'", "não há o formato de registo '%s'"},
    {"no such route: %s", "caminho desconhecido: %s"},
    {"nothing to undo", "nada para anular"},
    {"player '%s': time must be more than 0 and at most %s",
     "jogador '%s': o tempo tem de ser mais de 0 e no máximo %s"},
    {"player '%s': the %s player runs a program; the server offers it only as an engine its "
     "operator names (tabula serve --engine NAME=SPEC)",
     "jogador '%s': o jogador %s corre um programa; o servidor só o oferece como motor indicado "
     "por quem o gere (tabula serve --engine NOME=SPEC)"},
    {"player '%s': %s names a folder of this computer; the server takes it only from its "
     "operator (tabula serve --engine NAME=SPEC)",
     "jogador '%s': %s indica uma pasta deste computador; o servidor só a aceita de quem o gere "
     "(tabula serve --engine NOME=SPEC)"},
    {"player: 'human' is not a computer player", "jogador: 'human' não é um jogador do computador"},
    {"players: %s has %d players, got %d", "jogadores: %s tem %d jogadores, recebidos %d"},
    {"the computer player chose an illegal move",
     "o jogador do computador escolheu um lance ilegal"},
    {"the computer is thinking", "o computador está a pensar"},
    {"the game was deleted", "o jogo foi apagado"},
    {"the game is over in this position", "o jogo terminou nesta posição"},
    {"the request body must be a JSON object", "o corpo do pedido tem de ser um objeto JSON"},
    {"the request needs a JSON object body", "o pedido precisa de um corpo com um objeto JSON"},
    {"the server is stopping", "o servidor está a parar"},
    {"the text is not a record in a format the games know",
     "o texto não é um registo num formato que os jogos conheçam"},
    {"the text holds no game", "o texto não tem nenhum jogo"},
    {"this game cannot be written as %s", "este jogo não pode ser escrito como %s"},
    {"unknown game %d", "jogo desconhecido %d"},
    {"unknown game '%s' (see GET /api/games)", "jogo desconhecido '%s' (ver GET /api/games)"},
    {"request body over 64 KiB", "corpo do pedido com mais de 64 KiB"},
    /* answered before the API (http.c) */
    {"request target over 8 KiB", "endereço do pedido com mais de 8 KiB"},
    {"requests must name 127.0.0.1 or localhost as Host",
     "os pedidos têm de indicar 127.0.0.1 ou localhost como Host"},
    {"changes are accepted only from the page this server serves",
     "só se aceitam alterações vindas da página que este servidor serve"},
    {"only GET and HEAD are allowed for files", "nos ficheiros só se permitem GET e HEAD"},
    {"no such file (the front end is not installed)",
     "o ficheiro não existe (a interface não está instalada)"},
    {"no such file", "o ficheiro não existe"},
    {"forbidden path", "caminho proibido"},
    /* stopping an analysis */
    {"field 'id' must be 1 to 64 letters, digits, '-' or '_'",
     "o campo 'id' tem de ter de 1 a 64 letras, algarismos, '-' ou '_'"},
    {"analysis id '%s' must be 1 to 64 letters, digits, '-' or '_'",
     "o id de análise '%s' tem de ter de 1 a 64 letras, algarismos, '-' ou '_'"},
    {"an analysis with id '%s' is running already", "já decorre uma análise com o id '%s'"},
    {"no analysis with id '%s' is running", "não decorre nenhuma análise com o id '%s'"},
    {NULL, NULL},
};

/* An error reply in Portuguese when asked: the server's own messages, else the library's
 * (with `game`'s family phrasebook when the error is about a game; NULL: common ones only).
 * A message neither knows stays as it is. */
static void translate_error(srv_reply *rp, const tb_game *game, bool pt)
{
    json_t *e = rp->body ? json_object_get(rp->body, "error") : NULL;
    if (!pt || rp->translated || !json_is_string(e))
        return;
    rp->translated = true;
    const char *msg = json_string_value(e);
    char buf[768];
    if (tb_phrase_translate(game, server_errors, msg, buf, sizeof buf) < 0)
        tb_error_text(game, msg, true, buf, sizeof buf);
    json_object_set_new(rp->body, "error", json_string(buf));
}

void reply_translate(srv_reply *rp, const char *lang)
{
    translate_error(rp, NULL, lang && strcmp(lang, "pt") == 0);
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

/* A play convention (normal or misère) applies: the request may name one. */
static bool has_convention(const tb_variant *v)
{
    return (tb_variant_traits(v) & TB_TRAIT_CONVENTION) != 0;
}

/* The table the game's family offers for it (its shape, no entries), if any. */
static const tb_table_service *table_of(const tb_game *g, tb_table *shape)
{
    const tb_family *f = g ? tb_variant_family(g->variant) : NULL;
    return f && f->table && f->table->shape(g, shape) ? f->table : NULL;
}

/* The table as JSON: outcome letters and values, rows × cols (a sequence is one row). */
static json_t *table_json(const tb_table *t)
{
    json_t *outcome = json_array(), *grundy = json_array();
    for (int r = 0; r < t->rows; r++) {
        json_t *o = json_array(), *gr = json_array();
        for (int c = 0; c < t->cols; c++) {
            size_t i = (size_t)r * (size_t)t->cols + (size_t)c;
            char letter[2] = {t->outcome[i], '\0'};
            json_array_append_new(o, json_string(letter));
            json_array_append_new(gr, json_integer((json_int_t)t->value[i]));
        }
        json_array_append_new(outcome, o);
        json_array_append_new(grundy, gr);
    }
    return json_pack("{s:o, s:o}", "outcome", outcome, "grundy", grundy);
}

/* The analysis report of the game's family as {"status": "analysed", field: value...}, or
 * {"status": "limit", "error": "..."} over its limits; NULL for a family without one. */
static json_t *family_report(const tb_game *g, const void *state, const tb_analysis_limits *limits,
                             bool pt, json_t **labels, json_t **texts)
{
    const tb_family *f = tb_variant_family(g->variant);
    *labels = *texts = NULL;
    if (!f || !f->analysis)
        return NULL;
    tb_report r;
    tb_report_init(&r);
    tb_error err = {{0}};
    json_t *out;
    if (!f->analysis->report(g, state, limits, &r, &err)) {
        out = json_pack("{s:s, s:s}", "status", "limit", "error", err.msg);
    } else {
        out = json_value(&r);
        if (out)
            json_object_set_new(out, "status", json_string("analysed"));
        *labels = json_value_labels(&r, pt);
        *texts = pt ? json_value_texts_pt(&r) : NULL;
    }
    tb_report_free(&r);
    return out;
}

/* An operator's engine is shown by its kind: its command line is the operator's. */
static const char *shown_spec(const srv_server *srv, int i)
{
    const tb_player_kind *kind;
    tb_options params;
    tb_error ignored;
    const char *spec = srv->levels[i].spec;
    return tb_player_spec_parse(spec, &kind, &params, &ignored) && kind->runs_program ? kind->name
                                                                                      : spec;
}

/* The levels of a game: the player behind each and what it is, in both languages. */
static json_t *game_levels(const srv_server *srv, const tb_variant *v, bool pt)
{
    json_t *levels = json_array();
    for (int i = 0; i < srv->num_levels; i++) {
        const tb_level *builtin = tb_level_at(i);
        char en[320], pt_text[320];
        if (i < tb_level_count()) {
            tb_level_describe(v, builtin, false, en, sizeof en);
            tb_level_describe(v, builtin, true, pt_text, sizeof pt_text);
        } else {
            tb_spec_describe(shown_spec(srv, i), false, en, sizeof en);
            tb_spec_describe(shown_spec(srv, i), true, pt_text, sizeof pt_text);
        }
        json_array_append_new(
            levels,
            json_pack("{s:s, s:s, s:s, s:s, s:s}", "id", srv->levels[i].id, "spec",
                      i < tb_level_count() ? tb_level_player(v, builtin) : shown_spec(srv, i),
                      "about", pt ? pt_text : en, "about_en", en, "about_pt", pt_text));
    }
    return levels;
}

static json_t *game_entry(srv_server *srv, int index, bool pt)
{
    const tb_variant *v = tb_registry_at(index);
    const tb_game *g = srv->defaults[index];
    json_t *players = json_array(), *options = json_array();
    tb_table shape;
    const tb_family *family = tb_variant_family(v);
    for (int p = 0; g && p < g->num_players; p++)
        json_array_append_new(players, json_string(tb_game_player_name(g, p, pt)));
    for (const tb_option_def *d = v->option_defs; d && d->name; d++) {
        const char *value = g ? tb_game_option(g, d->name) : d->default_value;
        json_array_append_new(options, json_pack("{s:s, s:s, s:s, s:b}", "name", d->name, "default",
                                                 value ? value : d->default_value, "help",
                                                 tb_option_help(v, d, pt), "fixed",
                                                 preset_fixes(v, d->name)));
    }
    json_t *entry = json_pack(
        "{s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:o, s:o, s:{s:b, s:b, s:b, s:b, s:b}}", "id",
        v->id, "family", v->family, "name", pt ? v->name_pt : v->name_en, "name_pt", v->name_pt,
        "name_en", v->name_en, "summary", (pt ? v->summary_pt : v->summary_en) ?: "", "summary_pt",
        v->summary_pt ?: "", "summary_en", v->summary_en ?: "", "players", players, "options",
        options, "analysis", "solve", 1, "impartial", family && family->analysis, "report",
        family && family->analysis, "convention", has_convention(v), "table",
        table_of(g, &shape) != NULL);
    if (entry) /* an engine's evaluation bar and best line (POST /api/evaluate) */
        json_object_set_new(
            json_object_get(entry, "analysis"), "evaluate",
            json_boolean(family && family->evaluation && family->evaluation->offers(v)));
    if (entry) /* the map of who owns each point, and the score (POST /api/ownership) */
        json_object_set_new(
            json_object_get(entry, "analysis"), "ownership",
            json_boolean(family && family->ownership && family->ownership->offers(v)));
    if (entry) /* what each level's player is for this game */
        json_object_set_new(entry, "levels", game_levels(srv, v, pt));
    if (entry && family) /* the family's name in the request's language */
        json_object_set_new(entry, "family_name",
                            json_string(pt ? family->name_pt : family->name_en));
    if (entry) { /* the record formats the game is imported from and exported to */
        json_t *formats = json_array();
        for (const tb_record_format *const *f = family ? family->formats : NULL; f && *f; f++)
            json_array_append_new(formats, json_pack("{s:s, s:s}", "name", (*f)->name, "extension",
                                                     (*f)->extension ?: ""));
        json_object_set_new(entry, "formats", formats);
    }
    return entry;
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
    if (found < 0) { /* another name of a game: "xadrez", "subtraccao" */
        char name[128];
        snprintf(name, sizeof name, "%s", rest);
        size_t n = strlen(name);
        bool rules = n > 6 && strcmp(name + n - 6, "/rules") == 0;
        if (rules)
            name[n - 6] = '\0';
        const tb_variant *alias = tb_registry_find(name);
        for (int i = 0; alias && i < tb_registry_count(); i++)
            if (tb_registry_at(i) == alias) {
                found = i;
                found_len = strlen(rest) - (rules ? 6 : 0);
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

static void get_players(const srv_server *srv, bool pt, srv_reply *rp)
{
    json_t *kinds = json_array(), *levels = json_array();
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        if (k->runs_program) /* offered only as an operator's --engine level */
            continue;
        json_t *params = json_array();
        for (const tb_option_def *d = k->params; d && d->name; d++)
            json_array_append_new(params, json_pack("{s:s, s:s, s:s}", "name", d->name, "default",
                                                    d->default_value, "help",
                                                    tb_player_param_help(k, d, pt)));
        const char *help = tb_player_kind_help(k, pt);
        json_array_append_new(kinds, json_pack("{s:s, s:s, s:o}", "kind", k->name, "help",
                                               help ? help : "", "params", params));
    }
    /* A built-in level's player depends on the game (its entry's "levels"): a client sends
     * the level's name, which the server resolves for the game. */
    for (int i = 0; i < srv->num_levels; i++)
        json_array_append_new(
            levels, json_pack("{s:s, s:s}", "id", srv->levels[i].id, "spec",
                              i < tb_level_count() ? srv->levels[i].id : shown_spec(srv, i)));
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

/* The optional field "players" of a body: an array of player specs. */
static bool field_players(json_t *body, const char **specs, int *num_specs, srv_reply *rp)
{
    json_t *players = json_object_get(body, "players");
    *num_specs = 0;
    if (!players || json_is_null(players))
        return true;
    if (!json_is_array(players)) {
        reply_error(rp, 400, "field 'players' must be an array of player specs");
        return false;
    }
    if (json_array_size(players) > TB_MAX_PLAYERS) {
        reply_error(rp, 400, "field 'players': at most %d players", TB_MAX_PLAYERS);
        return false;
    }
    for (size_t i = 0; i < json_array_size(players); i++) {
        json_t *p = json_array_get(players, i);
        if (!json_is_string(p)) {
            reply_error(rp, 400, "field 'players': entry %zu must be a string", i + 1);
            return false;
        }
        specs[(*num_specs)++] = json_string_value(p);
    }
    return true;
}

/* The record format `name` of the variant's family, or NULL with a 404 reply. */
static const tb_record_format *family_format(const tb_variant *v, const char *name, srv_reply *rp)
{
    const tb_family *family = tb_variant_family(v);
    for (const tb_record_format *const *f = family ? family->formats : NULL; f && *f; f++)
        if (strcmp((*f)->name, name) == 0)
            return *f;
    reply_error(rp, 404, "%s has no record format '%.40s'", v->id, name);
    return NULL;
}

/* A refused record's message in Portuguese by the phrasebook of the family whose format read
 * it (an SGF's by Go's), the request naming no game or a game of another family. */
static void translate_record_error(srv_reply *rp, const tb_variant *v, const tb_record_format *f,
                                   bool pt)
{
    const tb_family *own = v ? tb_variant_family(v) : NULL;
    bool found = false;
    for (const tb_record_format *const *g = own ? own->formats : NULL; g && *g; g++)
        found |= *g == f;
    for (int i = 0; !found && i < tb_family_count(); i++)
        for (const tb_record_format *const *g = tb_family_at(i)->formats; g && *g && !found; g++)
            if (*g == f) {
                v = tb_family_at(i)->variants[0];
                found = true;
            }
    tb_error err = {{0}};
    tb_game *game = pt && v ? tb_game_new(v, NULL, &err) : NULL;
    translate_error(rp, game, pt);
    tb_game_free(game);
}

/* POST /api/sessions/import {"text": "...", "format": "sgf", "game": "...", "players": [...]}:
 * a new game from a record in one of the families' formats (the format found from the text
 * when not named; "game" for a record that names no variant). */
static void post_import(srv_server *srv, const srv_request *rq, bool pt, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    const char *text, *format = NULL, *game = NULL;
    const char *specs[TB_MAX_PLAYERS];
    int num_specs = 0;
    if (!field_string(body, "text", true, &text, rp) ||
        !field_string(body, "format", false, &format, rp) ||
        !field_string(body, "game", false, &game, rp) ||
        !field_players(body, specs, &num_specs, rp))
        goto done;
    const tb_variant *v = NULL;
    if (game && !(v = find_variant(game, rp)))
        goto done;
    const tb_record_format *f =
        format ? (v ? family_format(v, format, rp) : tb_record_format_find(format))
               : v ? tb_record_format_detect_for(v, text) /* a PDN game is no PGN */
                   : tb_record_format_detect(text);
    if (!f) {
        if (!format)
            reply_error(rp, 400, "the text is not a record in a format the games know");
        else if (!v)
            reply_error(rp, 404, "no record format '%.40s'", format);
        goto done;
    }
    tb_record r;
    tb_error err = {{0}};
    const char *at = text;
    if (!f->read(&at, v ? v->id : NULL, &r, NULL, &err)) {
        reply_error(rp, 400, "%s", err.msg[0] ? err.msg : "the text holds no game");
        translate_record_error(rp, v, f, pt);
        goto done;
    }
    srv_session *s = NULL;
    int status = session_import(srv, &r, specs, num_specs, &s, &err);
    tb_record_free(&r);
    if (!s) {
        reply_error(rp, status, "%s", err.msg);
        translate_record_error(rp, v, f, pt);
        goto done;
    }
    reply_state(rp, status, s, pt);
    session_release(srv, s);
done:
    json_decref(body);
}

/* GET /api/sessions/{sid}/export/{format}: the game in a format of its family. */
static void get_export(srv_session *s, const char *name, srv_reply *rp)
{
    const tb_record_format *f = family_format(s->game->variant, name, rp);
    if (!f)
        return;
    pthread_mutex_lock(&s->lock);
    char *text = f->write(s->game, s->start, s->actions, s->count, NULL, false);
    pthread_mutex_unlock(&s->lock);
    if (!text) {
        reply_error(rp, 422, "this game cannot be written as %s", f->name);
        return;
    }
    reply(rp, 200,
          json_pack("{s:s, s:s, s:s}", "format", f->name, "extension", f->extension ?: "", "text",
                    text));
    free(text);
}

static void post_session(srv_server *srv, const srv_request *rq, bool pt, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    const char *game, *options, *position;
    const char *specs[TB_MAX_PLAYERS];
    int num_specs = 0;
    if (!field_string(body, "game", true, &game, rp) ||
        !field_string(body, "options", false, &options, rp) ||
        !field_string(body, "position", false, &position, rp) ||
        !field_players(body, specs, &num_specs, rp))
        goto done;
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

static bool method_is(const srv_request *rq, const char *allowed, srv_reply *rp);

typedef enum { ACT_NONE, ACT_MOVES, ACT_UNDO, ACT_COMPUTER } session_action;

static void route_session(srv_server *srv, const srv_request *rq, const char *rest, bool pt,
                          srv_reply *rp)
{
    /* rest: "17", "17/moves", "17/undo", "17/computer", "17/export/sgf" */
    char *end;
    long long id = strtoll(rest, &end, 10);
    session_action act = ACT_NONE;
    bool known = isdigit((unsigned char)rest[0]) && end - rest <= 18 && id > 0;
    if (known && strncmp(end, "/export/", 8) == 0 && end[8]) {
        if (!method_is(rq, "GET", rp))
            return;
        srv_session *s = session_get(srv, id);
        if (!s) {
            reply_error(rp, 404, "unknown game %lld", id);
            return;
        }
        get_export(s, end + 8, rp);
        session_release(srv, s);
        return;
    }
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
    else if (status >= 300) {
        reply_error(rp, status, "%s", err.msg);
        translate_error(rp, s->game, pt); /* while the session (and its game) is held */
    } else if (status > 0)
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

/* The options of a request with its "convention" (normal|misere) as the variant's
 * convention option (play=...); *out is malloc'd (NULL: no options). False with the reply filled.
 */
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
    if (convention && !has_convention(v)) {
        reply_error(rp, 400, "%s has no play convention", v->id);
        return false;
    }
    bool play = convention && tb_variant_has_option(v, TB_CONVENTION_OPTION);
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
             play ? TB_CONVENTION_OPTION "=" : "", play ? convention : "");
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

/* What a client or an operator's health check may see before sending work: how many
 * analyses compute now, of how many, and how many connections are open (this one included). */
static void get_status(srv_server *srv, srv_reply *rp)
{
    pthread_mutex_lock(&srv->analyse_lock);
    int running = srv->analyses;
    pthread_mutex_unlock(&srv->analyse_lock);
    int connections = __atomic_load_n(&srv->connections, __ATOMIC_SEQ_CST);
    reply(rp, 200,
          json_pack("{s:i, s:i, s:i}", "analyses", running, "max_analyses", SRV_MAX_ANALYSES,
                    "connections", connections));
}

static void analysis_release(srv_server *srv)
{
    pthread_mutex_lock(&srv->analyse_lock);
    srv->analyses--;
    pthread_mutex_unlock(&srv->analyse_lock);
}

/* The solver's cancel flag is its own thread's: the progress callback (about once a second,
 * in the solving thread) raises it when the server stops or the client asked to stop this
 * analysis (POST /api/analyse/ID/stop), so no flag is shared unguarded. */
typedef struct analyse_watch {
    srv_server *srv;
    int named; /* index in srv->named, or -1 */
    bool stopped;
    volatile sig_atomic_t cancel;
} analyse_watch;

static void analyse_progress(void *context, uint64_t positions, double seconds)
{
    analyse_watch *w = context;
    if (w->named >= 0 && __atomic_load_n(&w->srv->named[w->named].stop, __ATOMIC_SEQ_CST))
        w->stopped = true;
    if (w->stopped || srv_is_stopping(w->srv))
        w->cancel = 1;
}

/* An analysis id: 1 to SRV_ANALYSIS_ID_MAX letters, digits, '-' or '_' (it goes in a path). */
static bool analysis_id_ok(const char *id)
{
    size_t n = strlen(id);
    if (n < 1 || n > SRV_ANALYSIS_ID_MAX)
        return false;
    for (const char *p = id; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_')
            return false;
    return true;
}

/* Takes a slot of srv->named for an admitted analysis with this id: its index, or -1 with a
 * 409 when one of that id runs already. */
static int analysis_name(srv_server *srv, const char *id, srv_reply *rp)
{
    int slot = -1;
    bool taken = false;
    pthread_mutex_lock(&srv->analyse_lock);
    for (int i = 0; i < SRV_MAX_ANALYSES; i++) {
        taken |= srv->named[i].used && strcmp(srv->named[i].id, id) == 0;
        if (!srv->named[i].used && slot < 0)
            slot = i; /* one is free: at most SRV_MAX_ANALYSES are admitted */
    }
    if (!taken && slot >= 0) {
        snprintf(srv->named[slot].id, sizeof srv->named[slot].id, "%s", id);
        srv->named[slot].used = true;
        __atomic_store_n(&srv->named[slot].stop, 0, __ATOMIC_SEQ_CST);
    }
    pthread_mutex_unlock(&srv->analyse_lock);
    if (taken || slot < 0) {
        reply_error(rp, 409, "an analysis with id '%s' is running already", id);
        return -1;
    }
    return slot;
}

static void analysis_unname(srv_server *srv, int slot)
{
    if (slot < 0)
        return;
    pthread_mutex_lock(&srv->analyse_lock);
    srv->named[slot].used = false;
    srv->named[slot].id[0] = '\0';
    pthread_mutex_unlock(&srv->analyse_lock);
}

/* POST /api/analyse/ID/stop: the analysis of that id gives up at its next progress report
 * (about a second) and answers {"status": "stopped"}. */
static void post_analyse_stop(srv_server *srv, const char *id, srv_reply *rp)
{
    if (!analysis_id_ok(id)) {
        reply_error(rp, 400, "analysis id '%s' must be 1 to 64 letters, digits, '-' or '_'", id);
        return;
    }
    bool found = false;
    pthread_mutex_lock(&srv->analyse_lock);
    for (int i = 0; i < SRV_MAX_ANALYSES; i++)
        if (srv->named[i].used && strcmp(srv->named[i].id, id) == 0) {
            __atomic_store_n(&srv->named[i].stop, 1, __ATOMIC_SEQ_CST);
            found = true;
        }
    pthread_mutex_unlock(&srv->analyse_lock);
    if (!found)
        reply_error(rp, 404, "no analysis with id '%s' is running", id);
    else
        reply(rp, 202, json_pack("{s:s, s:b}", "id", id, "stopping", 1));
}

static void post_analyse(srv_server *srv, const srv_request *rq, bool pt, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    double seconds = ANALYSE_DEFAULT_SECONDS, positions = 0;
    tb_game *g;
    void *state;
    const char *id_field = NULL, *method = NULL;
    if (!field_number(body, "max_seconds", 0.001, SRV_MAX_THINK, &seconds, rp) ||
        !field_number(body, "max_positions", 0, 1e12, &positions, rp) ||
        !field_string(body, "id", false, &id_field, rp) ||
        !field_string(body, "method", false, &method, rp)) {
        json_decref(body);
        return;
    }
    bool retrograde = method && strcmp(method, "retrograde") == 0;
    if (method && !retrograde && strcmp(method, "search") != 0) {
        reply_error(rp, 400, "field 'method' must be \"search\" or \"retrograde\"");
        json_decref(body);
        return;
    }
    if (retrograde && (positions == 0 || positions > ANALYSE_RETROGRADE_MAX_POSITIONS))
        positions = ANALYSE_RETROGRADE_MAX_POSITIONS; /* its memory grows with them */
    if (id_field && !analysis_id_ok(id_field)) {
        reply_error(rp, 400, "field 'id' must be 1 to 64 letters, digits, '-' or '_'");
        json_decref(body);
        return;
    }
    char id[SRV_ANALYSIS_ID_MAX + 1] = "";
    if (id_field)
        snprintf(id, sizeof id, "%s", id_field);
    if (!analysed_position(body, &g, &state, rp)) {
        json_decref(body);
        return;
    }
    json_decref(body);
    if (!analysis_admit(srv, rp)) {
        free(state);
        tb_game_free(g);
        return;
    }
    analyse_watch watch = {srv, -1, false, 0};
    if (id[0] && (watch.named = analysis_name(srv, id, rp)) < 0) {
        analysis_release(srv);
        free(state);
        tb_game_free(g);
        return;
    }
    tb_solve_limits limits = {.max_positions = (uint64_t)positions,
                              .max_seconds = seconds,
                              .table_mb = ANALYSE_TABLE_MB,
                              .cancel = &watch.cancel,
                              .progress = analyse_progress,
                              .progress_context = &watch,
                              .remoteness = true};
    tb_solve_result r;
    if (retrograde)
        tb_solve_retrograde(g, state, &limits, &r);
    else
        tb_solve(g, state, &limits, &r);

    if (watch.stopped) {
        reply(rp, 200,
              json_pack("{s:s, s:s, s:I, s:f}", "status", "stopped", "id", id, "positions",
                        (json_int_t)r.positions, "seconds", r.seconds));
    } else if (r.status == TB_SOLVE_NO_MEMORY) {
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
        if (out) {
            json_object_set_new(out, "method", json_string(retrograde ? "retrograde" : "search"));
            json_object_set_new(out, "too_deep", json_boolean(r.too_deep));
        }
        if (out) {
            /* The distance to the end, as `tabula solve` prints it: null for a draw, a scored
             * game or when the remoteness pass did not fit in the limits. */
            json_t *moves = json_array();
            for (int i = 0; solved && i < r.num_moves; i++) {
                char text[256];
                g->cls->action_to_text(g, state, r.moves[i].action, text, sizeof text);
                int d = r.moves[i].remoteness;
                json_array_append_new(moves, json_pack("{s:s, s:s, s:o}", "move", text, "value",
                                                       values[r.moves[i].value + 1], "remoteness",
                                                       d >= 0 ? json_integer(d) : json_null()));
            }
            json_object_set_new(out, "remoteness",
                                solved && r.remoteness >= 0 ? json_integer(r.remoteness)
                                                            : json_null());
            json_object_set_new(out, "moves", moves);
            /* The report has a budget of its own: the solve may have used all of its. */
            tb_analysis_limits report_limits = {.max_positions = (uint64_t)positions,
                                                .max_seconds = seconds,
                                                .cancel = &watch.cancel,
                                                .progress = analyse_progress,
                                                .progress_context = &watch};
            json_t *labels, *texts;
            json_t *report = family_report(g, state, &report_limits, pt, &labels, &texts);
            json_object_set_new(out, "report", report ? report : json_null());
            if (labels)
                json_object_set_new(out, "report_labels", labels);
            if (texts) /* the report keeps the words the client maps; these it shows */
                json_object_set_new(out, "report_texts", texts);
        }
        reply(rp, 200, out);
    }
    analysis_unname(srv, watch.named);
    analysis_release(srv);
    tb_solve_result_free(&r);
    free(state);
    tb_game_free(g);
}

/* The family engine's evaluation of a position and its best line, in the game's notation. */
enum { EVALUATE_MAX_SECONDS = 10 };

static void post_evaluate(srv_server *srv, const srv_request *rq, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    double seconds = 1;
    tb_game *g;
    void *state;
    if (!field_number(body, "max_seconds", 0.001, EVALUATE_MAX_SECONDS, &seconds, rp) ||
        !analysed_position(body, &g, &state, rp)) {
        json_decref(body);
        return;
    }
    json_decref(body);
    const tb_family *family = tb_variant_family(g->variant);
    tb_error err = {{0}};
    tb_evaluation e;
    if (!family || !family->evaluation || !family->evaluation->offers(g->variant)) {
        reply_error(rp, 400, "%s has no engine evaluation", g->variant->id);
    } else if (tb_game_over(g, state)) {
        reply_error(rp, 400, "the game is over in this position");
    } else if (analysis_admit(srv, rp)) {
        volatile int stop = srv_is_stopping(srv);
        if (!family->evaluation->evaluate(g, state, seconds, &stop, &e, &err)) {
            reply_error(rp, 400, "%s", err.msg);
        } else {
            json_t *line = json_array();
            void *walk = malloc(g->state_size);
            if (walk)
                memcpy(walk, state, g->state_size);
            for (int i = 0; walk && i < e.line_len && !tb_game_over(g, walk) &&
                            tb_game_is_legal(g, walk, e.line[i]);
                 i++) {
                char text[256];
                g->cls->action_to_text(g, walk, e.line[i], text, sizeof text);
                json_array_append_new(line, json_string(text));
                g->cls->apply(g, walk, e.line[i]);
            }
            free(walk);
            reply(rp, 200,
                  json_pack("{s:f, s:o, s:i, s:I, s:o}", "score", e.score, "mate",
                            e.mate ? json_integer(e.mate) : json_null(), "depth", e.depth, "nodes",
                            (json_int_t)e.nodes, "line", line));
        }
        analysis_release(srv);
    }
    free(state);
    tb_game_free(g);
}

/* The family engine's estimate of who owns each point and of the score: the browser's
 * ownership layer. Bounded: at most TB_OWNERSHIP_MAX_PLAYOUTS playouts (the family bounds
 * them again by the stones they play), and counted among the analyses running. */
enum { OWNERSHIP_DEFAULT_PLAYOUTS = 200 };

static void post_ownership(srv_server *srv, const srv_request *rq, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    double playouts = OWNERSHIP_DEFAULT_PLAYOUTS;
    tb_game *g;
    void *state;
    if (!field_number(body, "playouts", 1, TB_OWNERSHIP_MAX_PLAYOUTS, &playouts, rp) ||
        !analysed_position(body, &g, &state, rp)) {
        json_decref(body);
        return;
    }
    json_decref(body);
    const tb_family *family = tb_variant_family(g->variant);
    if (!family || !family->ownership || !family->ownership->offers(g->variant)) {
        reply_error(rp, 400, "%s has no ownership estimate", g->variant->id);
    } else if (analysis_admit(srv, rp)) {
        tb_error err = {{0}};
        tb_ownership o;
        if (!family->ownership->estimate(g, state, (int)playouts, &o, &err)) {
            reply_error(rp, 400, "%s", err.msg);
        } else {
            json_t *points = json_array();
            for (int i = 0; i < o.count; i++)
                json_array_append_new(points, json_pack("{s:s, s:f}", "cell", o.points[i].cell,
                                                        "value", o.points[i].value));
            reply(rp, 200,
                  json_pack("{s:o, s:f, s:i, s:[s,s]}", "points", points, "score", o.score,
                            "playouts", o.playouts, "colours", o.colour[0], o.colour[1]));
            tb_ownership_free(&o);
        }
        analysis_release(srv);
    }
    free(state);
    tb_game_free(g);
}

/* The table of a game whose family has one (combinatorial.md §2.4 "table"). */
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
    const tb_table_service *service;
    tb_table t;
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
    if (!(service = table_of(g, &t))) {
        reply_error(rp, 400, "%s has no table (see analysis.table in GET /api/games)", v->id);
        goto done;
    }
    if (t.board ? last >= 0 : rows >= 0 || cols >= 0) {
        reply_error(rp, 400,
                    t.board ? "%s has a board table: give rows and cols, not last"
                            : "%s has a table of 0..last: give last, not rows and cols",
                    v->id);
        goto done;
    }
    int num_rows = !t.board ? 1 : rows < 0 ? t.rows : (int)rows;
    int num_cols = !t.board ? (last < 0 ? t.cols : (int)last + 1) : cols < 0 ? t.cols : (int)cols;
    if (!analysis_admit(srv, rp))
        goto done;
    tb_analysis_limits limits = {.max_positions = (uint64_t)positions, .max_seconds = seconds};
    double start = tb_clock_seconds();
    tb_table_status status = service->make(g, num_rows, num_cols, &limits, &t, &err);
    analysis_release(srv);
    if (status == TB_TABLE_REFUSED) { /* a size or a convention the game does not take */
        reply_error(rp, 400, "%s", err.msg);
        goto done;
    }
    json_t *out = json_pack("{s:s, s:s, s:s, s:f}", "game", v->id, "type", t.type, "head", t.head,
                            "seconds", tb_clock_seconds() - start);
    if (out && status == TB_TABLE_DONE) {
        json_t *entries = table_json(&t);
        json_object_update(out, entries);
        json_decref(entries);
        json_object_set_new(out, "status", json_string("complete"));
        json_object_set_new(out, "rows", json_integer(t.rows));
        json_object_set_new(out, "cols", json_integer(t.cols));
        json_object_set_new(out, "positions", json_integer((json_int_t)t.positions));
    } else if (out) {
        json_object_set_new(out, "status", json_string("limit"));
        json_object_set_new(out, "error", json_string(err.msg));
    }
    if (status == TB_TABLE_DONE)
        tb_table_free(&t);
    reply(rp, 200, out);
done:
    free(options);
    tb_game_free(g);
    json_decref(body);
}

/* ---- the router ---- */

/* A position's board without a session: `position` (the start; null: the initial position)
 * with the actions of `moves` played in order, for looking back through a game and for the
 * catalogue's pictures. The last turn is marked as in a session's view. */
enum { VIEW_MAX_MOVES = 4096 };

static void post_view(const srv_request *rq, bool pt, srv_reply *rp)
{
    json_t *body;
    if (!body_object(rq, true, &body, rp))
        return;
    tb_game *g;
    void *start;
    if (!analysed_position(body, &g, &start, rp)) {
        json_decref(body);
        return;
    }
    json_t *moves = json_object_get(body, "moves");
    size_t n = moves && !json_is_null(moves) ? json_array_size(moves) : 0;
    void *state = malloc(g->state_size);
    tb_action *actions = malloc((n ? n : 1) * sizeof *actions);
    if (!state || !actions) {
        reply_error(rp, 500, "out of memory");
        goto done;
    }
    if (moves && !json_is_null(moves) && !json_is_array(moves)) {
        reply_error(rp, 400, "field 'moves' must be an array of moves");
        goto done;
    }
    if (n > VIEW_MAX_MOVES) {
        reply_error(rp, 400, "field 'moves': at most %d moves", VIEW_MAX_MOVES);
        goto done;
    }
    memcpy(state, start, g->state_size);
    for (size_t i = 0; i < n; i++) {
        json_t *m = json_array_get(moves, i);
        tb_error err = {{0}};
        if (!json_is_string(m)) {
            reply_error(rp, 400, "field 'moves': entry %zu must be a string", i + 1);
            goto done;
        }
        if (tb_game_over(g, state)) {
            reply_error(rp, 400, "move %zu (%s): the game is over", i + 1, json_string_value(m));
            goto done;
        }
        if (!tb_game_parse_action(g, state, json_string_value(m), &actions[i], &err)) {
            reply_error(rp, 400, "move %zu: %s", i + 1, err.msg);
            goto done;
        }
        g->cls->apply(g, state, actions[i]);
    }
    char position[4096];
    g->cls->position_to_text(g, state, position, sizeof position);
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(g, start, actions, (int)n, state, &v);
    bool over = tb_game_over(g, state);
    char status[sizeof v.status];
    if (over)
        snprintf(status, sizeof status, "%s", pt ? "Fim do jogo" : "Game over");
    else
        tb_status_line(g, state, v.status, pt, status, sizeof status);
    memcpy(v.status, status, sizeof status);
    reply(rp, 200,
          json_pack("{s:s, s:o, s:b, s:o}", "position", position, "view", json_view(&v), "finished",
                    over, "to_move", over ? json_null() : json_integer(g->cls->to_move(g, state))));
    tb_view_free(&v);
done:
    free(actions);
    free(state);
    free(start);
    tb_game_free(g);
    json_decref(body);
}

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
            get_players(srv, pt, rp);
    } else if (strcmp(path, "/sessions") == 0) {
        if (strcmp(rq->method, "GET") == 0) {
            reply(rp, 200, sessions_list(srv, pt));
        } else if (strcmp(rq->method, "POST") == 0) {
            post_session(srv, rq, pt, rp);
        } else {
            rp->allow = "GET, HEAD, POST";
            reply_error(rp, 405, "%s is not allowed here (allowed: GET, POST)", rq->method);
        }
    } else if (strcmp(path, "/sessions/import") == 0) {
        if (method_is(rq, "POST", rp))
            post_import(srv, rq, pt, rp);
    } else if (strncmp(path, "/sessions/", 10) == 0) {
        route_session(srv, rq, path + 10, pt, rp);
    } else if (strcmp(path, "/status") == 0) {
        if (method_is(rq, "GET", rp))
            get_status(srv, rp);
    } else if (strcmp(path, "/analyse") == 0) {
        if (method_is(rq, "POST", rp))
            post_analyse(srv, rq, pt, rp);
    } else if (strcmp(path, "/evaluate") == 0) {
        if (method_is(rq, "POST", rp))
            post_evaluate(srv, rq, rp);
    } else if (strcmp(path, "/ownership") == 0) {
        if (method_is(rq, "POST", rp))
            post_ownership(srv, rq, rp);
    } else if (strcmp(path, "/view") == 0) {
        if (method_is(rq, "POST", rp))
            post_view(rq, pt, rp);
    } else if (strcmp(path, "/analyse/table") == 0) {
        if (method_is(rq, "POST", rp))
            post_analyse_table(srv, rq, rp);
    } else if (strncmp(path, "/analyse/", 9) == 0 && strlen(path) > 14 &&
               strcmp(path + strlen(path) - 5, "/stop") == 0) {
        char id[128];
        snprintf(id, sizeof id, "%.*s", (int)(strlen(path) - 14), path + 9);
        if (method_is(rq, "POST", rp))
            post_analyse_stop(srv, id, rp);
    } else {
        reply_error(rp, 404, "no such route: %s", rq->path);
    }
    translate_error(rp, NULL, pt);
}
