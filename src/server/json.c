/* Views, outcomes and session states as the JSON of docs/API.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "server/server.h"
#include "tabula/family.h"
#include "tabula/record.h"
#include "tabula/view.h"

static const char *const colour_names[] = {"none",  "white",  "black", "red",
                                           "green", "yellow", "blue",  "grey"};
static const char *const shape_names[] = {"square", "hex", "point", "triangle", "triangle"};
static const struct {
    unsigned bit;
    const char *name;
} mark_names[] = {
    {TB_MARK_DARK, "dark"}, {TB_MARK_ZONE, "zone"},       {TB_MARK_GOAL, "goal"},
    {TB_MARK_LAST, "last"}, {TB_MARK_BLOCKED, "blocked"}, {TB_MARK_HOSHI, "hoshi"},
    {TB_MARK_FROM, "from"}, {TB_MARK_TO, "to"},           {TB_MARK_CHECK, "check"},
    {TB_MARK_WIN, "win"},   {TB_MARK_DEAD, "dead"},       {TB_MARK_TERRITORY, "territory"}};

static const char *colour_name(tb_colour c)
{
    return (unsigned)c < sizeof colour_names / sizeof colour_names[0] ? colour_names[c] : "none";
}

static json_t *json_piece(const tb_piece *p)
{
    json_t *o = json_pack("{s:s, s:s, s:i, s:s}", "kind", tb_piece_kind_name(p->kind), "colour",
                          colour_name(p->colour), "owner", p->owner, "symbol", p->symbol);
    if (o && p->span >= 0) /* a domino: the index of the other cell it covers */
        json_object_set_new(o, "span", json_integer(p->span));
    return o;
}

json_t *json_view(const tb_view *v)
{
    json_t *boards = json_array(), *cells = json_array(), *links = json_array(),
           *reserves = json_array(), *texts = json_array();
    for (int i = 0; i < v->num_boards; i++) {
        const tb_view_board *b = &v->boards[i];
        json_array_append_new(
            boards, json_pack("{s:s, s:i, s:i, s:o}", "name", b->name, "col", b->col, "row", b->row,
                              "layer", b->layer >= 0 ? json_integer(b->layer) : json_null()));
    }
    if (v->num_boards == 0) /* a game that never adds a board draws on board 0 */
        json_array_append_new(
            boards, json_pack("{s:s, s:i, s:i, s:n}", "name", "", "col", 0, "row", 0, "layer"));
    for (int i = 0; i < v->num_cells; i++) {
        const tb_view_cell *c = &v->cells[i];
        json_t *marks = json_array(), *pieces = json_array();
        for (size_t m = 0; m < sizeof mark_names / sizeof mark_names[0]; m++)
            if (c->marks & mark_names[m].bit)
                json_array_append_new(marks, json_string(mark_names[m].name));
        for (int p = 0; p < c->num_pieces; p++)
            json_array_append_new(pieces, json_piece(&v->pieces[c->first_piece + p]));
        const char *shape = (unsigned)c->shape < sizeof shape_names / sizeof shape_names[0]
                                ? shape_names[c->shape]
                                : "square";
        json_t *cell = json_pack("{s:f, s:f, s:s, s:i, s:s, s:o, s:i, s:o}", "x", c->x, "y", c->y,
                                 "shape", shape, "board", c->board, "label", c->label, "marks",
                                 marks, "goal_owner", c->goal_owner, "pieces", pieces);
        if (c->shape == TB_SHAPE_TRIANGLE_UP || c->shape == TB_SHAPE_TRIANGLE_DOWN)
            json_object_set_new(cell, "orientation",
                                json_string(c->shape == TB_SHAPE_TRIANGLE_UP ? "up" : "down"));
        if (c->number[0])
            json_object_set_new(cell, "number", json_string(c->number));
        if (c->marks & TB_MARK_TERRITORY)
            json_object_set_new(cell, "territory",
                                json_pack("{s:i, s:s}", "owner", c->territory_owner, "colour",
                                          colour_name(c->territory_colour)));
        json_array_append_new(cells, cell);
    }
    for (int i = 0; i < v->num_links; i++)
        json_array_append_new(links, json_pack("[i, i]", v->links[i].a, v->links[i].b));
    for (int i = 0; i < v->num_reserves; i++) {
        const tb_view_reserve *r = &v->reserves[i];
        json_array_append_new(reserves, json_pack("{s:i, s:s, s:s, s:s, s:i}", "owner", r->owner,
                                                  "kind", tb_piece_kind_name(r->piece.kind),
                                                  "colour", colour_name(r->piece.colour), "symbol",
                                                  r->piece.symbol, "count", r->count));
    }
    for (int i = 0; i < v->num_texts; i++) {
        const tb_view_text *t = &v->texts[i];
        json_array_append_new(texts, json_pack("{s:f, s:f, s:i, s:s}", "x", t->x, "y", t->y,
                                               "board", t->board, "text", t->text));
    }
    return json_pack("{s:o, s:o, s:o, s:o, s:o, s:s}", "boards", boards, "cells", cells, "links",
                     links, "reserves", reserves, "texts", texts, "status", v->status);
}

json_t *json_outcome(const tb_game *g, const void *state, bool pt)
{
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    if (!o.over)
        return json_null();
    json_t *result = json_array(), *winners = json_array();
    json_t *scores = o.scored ? json_array() : json_null();
    for (int i = 0; i < g->num_players; i++) {
        json_array_append_new(result, json_integer(o.result[i]));
        if (o.result[i] == TB_WIN)
            json_array_append_new(winners, json_integer(i));
        if (o.scored)
            json_array_append_new(scores, json_real(o.score[i]));
    }
    char reason[TB_REASON_LEN * 2];
    tb_outcome_reason(g, &o, pt, reason, sizeof reason);
    char text[256 + sizeof reason];
    size_t n = json_array_size(winners);
    if (n == 0)
        snprintf(text, sizeof text, "%s (%s)", pt ? "Empate" : "Draw", reason);
    else if (n == 1)
        snprintf(text, sizeof text, "%s %s (%s)",
                 tb_game_player_name(g, (int)json_integer_value(json_array_get(winners, 0)), pt),
                 pt ? "ganha" : "wins", reason);
    else
        snprintf(text, sizeof text, "%s (%s)", pt ? "Vários vencedores" : "Several winners",
                 reason);
    return json_pack("{s:b, s:o, s:o, s:o, s:s, s:s}", "over", 1, "result", result, "scores",
                     scores, "winners", winners, "reason", reason, "text", text);
}

/* The legal actions: "text" is what is sent back to play one, "shown" the same for people to
 * read in the page's language (Quim's "partir 5=3+2"). */
static json_t *json_legal(const tb_game *g, const void *state, const tb_view *v, bool pt)
{
    json_t *out = json_array();
    tb_action *acts = malloc(sizeof *acts * (size_t)g->max_actions);
    int n = acts ? g->cls->legal(g, state, acts) : 0;
    for (int i = 0; i < n; i++) {
        char text[256], labels[32][16];
        g->cls->action_to_text(g, state, acts[i], text, sizeof text);
        int k = tb_game_action_cells(g, state, v, acts[i], labels, 32);
        json_t *cells = json_array();
        for (int c = 0; c < k; c++)
            json_array_append_new(cells, json_string(labels[c]));
        char shown[512];
        tb_action_text_shown(g, state, acts[i], pt, shown, sizeof shown);
        json_array_append_new(out, json_pack("{s:s, s:s, s:o, s:o, s:o}", "text", text, "shown",
                                             shown, "from",
                                             k ? json_string(labels[0]) : json_null(), "to",
                                             k ? json_string(labels[k - 1]) : json_null(), "cells",
                                             cells));
    }
    free(acts);
    return out;
}

/* One entry per action, with its turn number and player. */
static json_t *json_moves(const srv_session *s)
{
    const tb_game *g = s->game;
    json_t *out = json_array();
    void *state = malloc(g->state_size);
    if (!state)
        return out;
    memcpy(state, s->start, g->state_size);
    int turn = 0;
    for (int i = 0; i < s->count; i++) {
        char text[256];
        if (i == 0 || !tb_game_mid_turn(g, state))
            turn++;
        int player = g->cls->to_move(g, state);
        g->cls->action_to_text(g, state, s->actions[i], text, sizeof text);
        json_array_append_new(
            out, json_pack("{s:i, s:i, s:s}", "turn", turn, "player", player, "text", text));
        g->cls->apply(g, state, s->actions[i]);
    }
    free(state);
    return out;
}

/* One entry per turn, in the game's turn notation (a capture chain "c3:e1:g3"), with the
 * number of its actions: the browser's move list. */
static json_t *json_turns(const srv_session *s, bool pt)
{
    const tb_game *g = s->game;
    json_t *out = json_array();
    void *state = malloc(g->state_size);
    int *starts = malloc(sizeof *starts * (size_t)(s->count ? s->count : 1));
    int turns =
        state && starts ? tb_game_split_turns(g, s->start, s->actions, s->count, starts) : 0;
    if (state)
        memcpy(state, s->start, g->state_size);
    for (int t = 0; t < turns; t++) {
        int end = t + 1 < turns ? starts[t + 1] : s->count;
        char *text = tb_game_turn_text_new(g, state, s->actions + starts[t], end - starts[t]);
        char shown[1024];
        tb_turn_text_shown(text ? text : "", pt, shown, sizeof shown);
        json_array_append_new(out, json_pack("{s:i, s:i, s:s, s:s, s:i}", "turn", t + 1, "player",
                                             g->cls->to_move(g, state), "text", text ? text : "",
                                             "shown", shown, "actions", end - starts[t]));
        free(text);
        for (int i = starts[t]; i < end; i++)
            g->cls->apply(g, state, s->actions[i]);
    }
    free(starts);
    free(state);
    return out;
}

static json_t *json_players(const srv_session *s)
{
    json_t *out = json_array();
    for (int i = 0; i < s->game->num_players; i++)
        json_array_append_new(out, json_string(s->specs[i]));
    return out;
}

static json_t *json_player_names(const tb_game *g, bool pt)
{
    json_t *out = json_array();
    for (int i = 0; i < g->num_players; i++)
        json_array_append_new(out, json_string(tb_game_player_name(g, i, pt)));
    return out;
}

void options_text(const tb_game *g, char *out, size_t len)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < g->options.count && used < len; i++) {
        int n = snprintf(out + used, len - used, "%s%s=%s", i ? "," : "", g->options.item[i].name,
                         g->options.item[i].value);
        used += n > 0 ? (size_t)n : 0;
    }
}

json_t *json_session_summary(const srv_session *s, bool pt)
{
    const tb_game *g = s->game;
    char start[4096], options[4096];
    g->cls->position_to_text(g, s->start, start, sizeof start);
    options_text(g, options, sizeof options);
    bool over = tb_game_over(g, s->state);
    tb_outcome o;
    g->cls->outcome(g, s->state, &o);
    json_t *result = json_null();
    if (over) {
        result = json_array();
        for (int i = 0; i < g->num_players; i++)
            json_array_append_new(result, json_integer(o.result[i]));
    }
    json_t *obj = json_pack("{s:I, s:s, s:s, s:o, s:s, s:o, s:o, s:s, s:s, s:b, s:o, s:o, s:i}",
                            "id", (json_int_t)s->id, "game", g->variant->id, "name",
                            pt ? g->variant->name_pt : g->variant->name_en, "options",
                            json_string(options), "start", start, "players", json_players(s),
                            "player_names", json_player_names(g, pt), "created", s->created,
                            "updated", s->updated, "finished", over, "to_move",
                            over ? json_null() : json_integer(g->cls->to_move(g, s->state)),
                            "result", result, "actions", s->count);
    return obj;
}

json_t *json_session_state(const srv_session *s, bool pt)
{
    const tb_game *g = s->game;
    json_t *obj = json_session_summary(s, pt);
    char position[4096];
    g->cls->position_to_text(g, s->state, position, sizeof position);
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(g, s->start, s->actions, s->count, s->state, &v);
    bool over = tb_game_over(g, s->state);
    int mover = over ? -1 : g->cls->to_move(g, s->state);
    /* The game's status line is English; its family's phrasebook gives the Portuguese, as
     * in the terminal. */
    char status[sizeof v.status];
    if (over)
        snprintf(status, sizeof status, "%s", pt ? "Fim do jogo" : "Game over");
    else
        tb_status_line(g, s->state, v.status, pt, status, sizeof status);
    memcpy(v.status, status, sizeof status);
    char *record = tb_record_write(g, s->start, s->actions, s->count);
    json_object_set_new(obj, "position", json_string(position));
    json_object_set_new(obj, "to_move_name",
                        over ? json_null() : json_string(tb_game_player_name(g, mover, pt)));
    json_object_set_new(obj, "mid_turn", json_boolean(!over && tb_game_mid_turn(g, s->state)));
    json_object_set_new(obj, "moves", json_moves(s));
    json_object_set_new(obj, "turns", json_turns(s, pt));
    json_object_set_new(obj, "record", record ? json_string(record) : json_null());
    json_object_set_new(obj, "legal", json_legal(g, s->state, &v, pt));
    json_object_set_new(obj, "outcome", json_outcome(g, s->state, pt));
    json_object_set_new(obj, "thinking", json_boolean(s->thinking));
    char error[TB_ERROR_LEN * 2]; /* the computer player's failure, in the page's language */
    tb_error_text(g, s->error, pt, error, sizeof error);
    json_object_set_new(obj, "error", s->error[0] ? json_string(error) : json_null());
    json_object_set_new(obj, "view", json_view(&v));
    free(record);
    tb_view_free(&v);
    return obj;
}

json_t *json_value(const tb_value *v)
{
    json_t *out = NULL;
    switch (v->type) {
    case TB_VALUE_NULL:
        return json_null();
    case TB_VALUE_TEXT:
        return json_string(v->text);
    case TB_VALUE_INTEGER:
        return json_integer((json_int_t)v->integer);
    case TB_VALUE_NUMBER:
        return json_real(v->number);
    case TB_VALUE_BOOLEAN:
        return json_boolean(v->boolean);
    case TB_VALUE_LIST:
        out = json_array();
        for (const tb_value *item = v->first; out && item; item = item->next)
            if (json_array_append_new(out, json_value(item)) != 0) {
                json_decref(out);
                return NULL;
            }
        return out;
    case TB_VALUE_GROUP:
        out = json_object();
        for (const tb_value *item = v->first; out && item; item = item->next)
            if (json_object_set_new(out, item->key ? item->key : "", json_value(item)) != 0) {
                json_decref(out);
                return NULL;
            }
        return out;
    case TB_VALUE_MOVES:
        out = json_array();
        for (const tb_value *m = v->first; out && m; m = m->next) {
            json_t *move = m->position
                               ? json_pack("{s:s, s:s}", "move", m->text, "position", m->position)
                               : json_pack("{s:s}", "move", m->text);
            if (json_array_append_new(out, move) != 0) {
                json_decref(out);
                return NULL;
            }
        }
        return out;
    }
    return NULL;
}

json_t *json_value_labels(const tb_value *group, bool portuguese)
{
    json_t *labels = json_object();
    for (const tb_value *item = group->first; labels && item; item = item->next) {
        const char *label = portuguese ? item->label_pt : item->label_en;
        if (item->key && label)
            json_object_set_new(labels, item->key, json_string(label));
    }
    return labels;
}

json_t *json_value_texts_pt(const tb_value *group)
{
    json_t *texts = json_object();
    for (const tb_value *item = group->first; texts && item; item = item->next)
        if (item->key && item->type == TB_VALUE_TEXT && item->text_pt)
            json_object_set_new(texts, item->key, json_string(item->text_pt));
    return texts;
}
