/* PGN for the chess family: see pgn.h. Only the game contract is used, so every chess
 * variant (one class or another) is read and written the same way. */
#include "games/chess/pgn.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/strbuf.h"
#include "games/chess/chess_family.h"
#include "games/chess/notation.h"
#include "tabula/registry.h"

/* PGN names of our variants where other programs have one; the others go by their id. */
static const struct {
    const char *name, *id;
} PGN_NAMES[] = {
    {"Standard", "chess"},
    {"Antichess", "chess/losing"},
    {"Alice", "chess/alice"},
    {"Shatranj", "chess/shatranj"},
    {"Chess", "chess"},
    {"Losing", "chess/losing"},
    {"Losing chess", "chess/losing"},
    {"Progressive", "chess/progressive-scottish"},
};

const char *tb_pgn_variant_name(const tb_variant *v)
{
    for (size_t i = 0; i < sizeof PGN_NAMES / sizeof PGN_NAMES[0]; i++)
        if (strcmp(PGN_NAMES[i].id, v->id) == 0)
            return PGN_NAMES[i].name;
    return v->id;
}

const tb_variant *tb_pgn_variant_find(const char *tag)
{
    for (size_t i = 0; i < sizeof PGN_NAMES / sizeof PGN_NAMES[0]; i++)
        if (strcasecmp(PGN_NAMES[i].name, tag) == 0)
            return tb_registry_find(PGN_NAMES[i].id);
    const tb_variant *v = tb_registry_find(tag);
    return v && tb_variant_family(v) == &tb_family_chess ? v : NULL;
}

/* A draughts PDN looks like PGN; its GameType tag, or a first move of numbered squares
 * ("1. 32-28", "1. 32x23"; chess writes no square as a number), tells it apart. */
static bool draughts_pdn(const char *text)
{
    if (strstr(text, "[GameType "))
        return true;
    for (const char *q = text; *q; q++) {
        if (*q == '[') { /* a tag: skip it */
            q = strchr(q, ']');
            if (!q)
                return false;
            continue;
        }
        if (isdigit((unsigned char)*q)) {
            while (isdigit((unsigned char)*q))
                q++;
            while (*q == '.' || *q == ' ')
                q++;
            size_t digits = strspn(q, "0123456789");
            return digits > 0 && *q != '0' && (q[digits] == '-' || q[digits] == 'x') &&
                   isdigit((unsigned char)q[digits + 1]);
        }
        if (!isspace((unsigned char)*q))
            return false;
    }
    return false;
}

bool tb_pgn_detect(const char *text)
{
    if (draughts_pdn(text))
        return false;
    for (const char *line = text; line && *line; line = strchr(line, '\n')) {
        while (isspace((unsigned char)*line))
            line++;
        if (*line == '(')
            return false; /* an SGF game tree */
        if (*line != '[')
            return true; /* the moves came before any [Game] tag */
        if (strncmp(line, "[Game ", 6) == 0)
            return false;
    }
    return true;
}

/* ---- writing ---- */

static bool is_result(const char *tok);

typedef struct out_buf {
    tb_strbuf text;
    size_t line; /* length of the current line, for wrapping the moves */
} out_buf;

/* One word of movetext, wrapping lines before 80 columns. */
static void put_word(out_buf *b, const char *word)
{
    size_t len = strlen(word);
    if (b->line > 0 && b->line + 1 + len > 79) {
        tb_strbuf_put(&b->text, "\n");
        b->line = 0;
    }
    tb_strbuf_put(&b->text, "%s%s", b->line ? " " : "", word);
    b->line += len + (b->line ? 1 : 0);
}

/* The move (or series) number of the position: the last number of its text before any
 * name=value field (FEN's full-move number; the series in progressive chess). */
static long position_number(const tb_game *g, const void *state)
{
    char text[4096];
    g->cls->position_to_text(g, state, text, sizeof text);
    long number = 1;
    char *save = NULL;
    for (char *tok = strtok_r(text, " ", &save); tok && !strchr(tok, '=');
         tok = strtok_r(NULL, " ", &save))
        if (isdigit((unsigned char)tok[0]))
            number = strtol(tok, NULL, 10);
    return number;
}

static const char *result_token(const tb_outcome *o)
{
    if (!o->over)
        return "*";
    if (o->result[0] == TB_DRAW)
        return "1/2-1/2";
    return o->result[0] == TB_WIN ? "1-0" : "0-1";
}

/* A tag line, the value escaped as PGN wants ('"' and '\\' behind a backslash). */
static void put_tag(out_buf *b, const char *name, const char *value)
{
    tb_strbuf_put(&b->text, "[%s \"", name);
    for (const char *c = value; *c; c++)
        tb_strbuf_put(&b->text, "%s%c", *c == '"' || *c == '\\' ? "\\" : "", *c);
    tb_strbuf_put(&b->text, "\"]\n");
}

char *tb_pgn_write(const tb_game *g, const void *start, const tb_action *actions, int count,
                   const tb_pgn_tags *tags, bool book)
{
    if (tb_variant_family(g->variant) != &tb_family_chess)
        return NULL;
    out_buf b = {.line = 0};
    tb_strbuf_init(&b.text, 512);
    void *state = malloc(g->state_size), *initial = tb_state_new(g);
    memcpy(state, start, g->state_size);
    for (int i = 0; i < count; i++)
        g->cls->apply(g, state, actions[i]);
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    /* the seven-tag roster first, in its order; then the other tags read with the game */
    static const char *const roster[6][2] = {{"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"},
                                             {"Round", "?"}, {"White", "?"}, {"Black", "?"}};
    int ntags = tags ? tags->count : 0;
    /* the rules' result; else the one read (a resignation, an agreed draw); else unfinished */
    const char *result = result_token(&o);
    for (int t = 0; t < ntags && !o.over; t++)
        if (strcmp(tags->name[t], "Result") == 0 && is_result(tags->value[t]))
            result = tags->value[t];
    for (int r = 0; r < 6; r++) {
        const char *value = roster[r][1];
        for (int t = 0; t < ntags; t++)
            if (strcmp(tags->name[t], roster[r][0]) == 0)
                value = tags->value[t];
        put_tag(&b, roster[r][0], value);
    }
    put_tag(&b, "Result", result);
    for (int t = 0; t < ntags; t++) {
        bool in_roster = strcmp(tags->name[t], "Result") == 0;
        for (int r = 0; r < 6; r++)
            in_roster |= strcmp(tags->name[t], roster[r][0]) == 0;
        if (!in_roster)
            put_tag(&b, tags->name[t], tags->value[t]);
    }
    if (strcmp(g->variant->id, "chess") != 0)
        tb_strbuf_put(&b.text, "[Variant \"%s\"]\n", tb_pgn_variant_name(g->variant));
    bool any = false; /* options away from their defaults */
    for (const tb_option_def *d = g->variant->option_defs; d && d->name; d++) {
        const char *value = tb_game_option(g, d->name);
        if (strcmp(value, d->default_value) != 0) {
            tb_strbuf_put(&b.text, "%s%s=%s", any ? "," : "[Options \"", d->name, value);
            any = true;
        }
    }
    if (any)
        tb_strbuf_put(&b.text, "\"]\n");
    if (memcmp(start, initial, g->state_size) != 0) {
        char pos[4096];
        g->cls->position_to_text(g, start, pos, sizeof pos);
        tb_strbuf_put(&b.text, "[SetUp \"1\"]\n[FEN \"%s\"]\n", pos);
    }
    tb_strbuf_put(&b.text, "\n");
    bool series = strstr(g->variant->id, "progressive") != NULL;
    memcpy(state, start, g->state_size);
    for (int i = 0; i < count; i++) {
        char text[256], san[256], word[300], number[32] = "";
        if (i == 0 || !tb_game_mid_turn(g, state)) {
            long n = position_number(g, state);
            bool white = g->cls->to_move(g, state) == 0;
            if (series || white || i == 0)
                snprintf(number, sizeof number, "%ld.%s ", n, series || white ? "" : "..");
        }
        g->cls->action_to_text(g, state, actions[i], text, sizeof text);
        if (!book)
            chess_to_san(text, san, sizeof san);
        /* a series stopped early is closed by the next number; only a last 'end' is kept */
        if (strcmp(text, "end") != 0 || i + 1 == count) {
            snprintf(word, sizeof word, "%s%s", number, book ? text : san);
            put_word(&b, word); /* the number stays on the line of its move */
        }
        g->cls->apply(g, state, actions[i]);
    }
    if (o.over) {
        char comment[TB_REASON_LEN + 4];
        snprintf(comment, sizeof comment, "{%s}", o.reason);
        put_word(&b, comment);
    }
    put_word(&b, result);
    tb_strbuf_put(&b.text, "\n");
    free(state);
    free(initial);
    return b.text.s;
}

/* ---- reading ---- */

/* Reads one tag line "[Name "value"]" at p (backslash escapes in the value); returns the
 * text after the line, or NULL if it is malformed. */
static const char *read_tag(const char *p, char *name, size_t nlen, char *value, size_t vlen)
{
    size_t n = 0, v = 0;
    p++; /* '[' */
    while (*p == ' ')
        p++;
    while ((isalnum((unsigned char)*p) || *p == '_') && n + 1 < nlen)
        name[n++] = *p++;
    name[n] = '\0';
    while (*p == ' ')
        p++;
    if (!n || *p++ != '"')
        return NULL;
    while (*p && *p != '"' && *p != '\n') {
        if (*p == '\\' && p[1])
            p++;
        if (v + 1 >= vlen)
            return NULL;
        value[v++] = *p++;
    }
    value[v] = '\0';
    if (*p++ != '"')
        return NULL;
    while (*p == ' ')
        p++;
    if (*p++ != ']')
        return NULL;
    while (*p && *p != '\n')
        p++;
    return p;
}

static bool is_result(const char *tok)
{
    return strcmp(tok, "1-0") == 0 || strcmp(tok, "0-1") == 0 || strcmp(tok, "1/2-1/2") == 0 ||
           strcmp(tok, "*") == 0;
}

/* Applies a number token: a progressive series still under way ends here. */
static void close_series(const tb_game *g, void *state, tb_record *out, int *cap)
{
    tb_action a;
    tb_error ignored;
    if (!tb_game_mid_turn(g, state) || !tb_game_parse_action(g, state, "end", &a, &ignored))
        return;
    if (out->count == *cap) {
        *cap = *cap ? *cap * 2 : 64;
        out->actions = realloc(out->actions, sizeof *out->actions * (size_t)*cap);
    }
    out->actions[out->count++] = a;
    g->cls->apply(g, state, a);
}

bool tb_pgn_read(const char **text, const char *variant_name, tb_record *out, tb_pgn_tags *tags,
                 tb_error *err)
{
    memset(out, 0, sizeof *out);
    if (tags)
        tags->count = 0;
    err->msg[0] = '\0';
    const char *p = *text;
    while (isspace((unsigned char)*p))
        p++;
    if (!*p) {
        *text = p;
        return false;
    }
    char variant_tag[4096] = "", fen[4096] = "", options[4096] = "";
    while (*p == '[') {
        char name[64], value[4096];
        const char *next = read_tag(p, name, sizeof name, value, sizeof value);
        if (!next) {
            tb_error_set(err, "malformed tag: %.60s", p);
            return false;
        }
        if (strcmp(name, "Variant") == 0)
            snprintf(variant_tag, sizeof variant_tag, "%s", value);
        else if (strcmp(name, "FEN") == 0)
            snprintf(fen, sizeof fen, "%s", value);
        else if (strcmp(name, "Options") == 0)
            snprintf(options, sizeof options, "%s", value);
        else if (tags && tags->count < TB_PGN_MAX_TAGS && strcmp(name, "SetUp") != 0 &&
                 strlen(name) < sizeof tags->name[0] && strlen(value) < sizeof tags->value[0]) {
            memcpy(tags->name[tags->count], name, strlen(name) + 1);
            memcpy(tags->value[tags->count], value, strlen(value) + 1);
            tags->count++;
        }
        p = next;
        while (isspace((unsigned char)*p))
            p++;
    }
    const char *wanted = variant_tag[0] ? variant_tag : variant_name ? variant_name : "chess";
    const tb_variant *v = tb_pgn_variant_find(wanted);
    if (!v) {
        tb_error_set(err, "unknown chess variant '%s'", wanted);
        return false;
    }
    if (!(out->game = tb_game_new(v, options[0] ? options : NULL, err)))
        return false;
    const tb_game *g = out->game;
    out->start = tb_state_new(g);
    if (fen[0] && !tb_game_parse_position(g, fen, out->start, err)) {
        tb_record_free(out);
        return false;
    }
    void *state = malloc(g->state_size);
    memcpy(state, out->start, g->state_size);
    int cap = 0, moves = 0;
    bool ok = true;
    while (ok) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p || *p == '[')
            break;                    /* the end, or the next game's tags */
        if (*p == '{' || *p == ';') { /* comments */
            const char *end = strchr(p, *p == '{' ? '}' : '\n');
            p = end ? end + 1 : p + strlen(p);
            continue;
        }
        if (*p == '(') { /* a variation, perhaps nested: skipped */
            int depth = 0;
            do {
                if (*p == '(')
                    depth++;
                else if (*p == ')')
                    depth--;
                else if (*p == '{') {
                    const char *end = strchr(p, '}');
                    p = end ? end : p + strlen(p) - 1;
                }
                p++;
            } while (*p && depth > 0);
            continue;
        }
        char tok[64];
        size_t n = 0;
        while (*p && !isspace((unsigned char)*p) && !strchr("{}();", *p)) {
            if (n + 1 >= sizeof tok) {
                tb_error_set(err, "move %d: word too long", moves + 1);
                ok = false;
                break;
            }
            tok[n++] = *p++;
        }
        tok[n] = '\0';
        if (!ok || n == 0) {
            if (ok && n == 0)
                p++; /* a stray ')' or '}' */
            continue;
        }
        if (is_result(tok))
            break;
        const char *word = tok;
        if (isdigit((unsigned char)*word)) { /* a move number, maybe glued to the move */
            const char *d = word;
            while (isdigit((unsigned char)*d))
                d++;
            if (*d == '.') {
                while (*d == '.')
                    d++;
                if (out->count > 0) /* (a game set up mid-series starts with a number) */
                    close_series(g, state, out, &cap);
                word = d;
            }
        }
        if (word[0] == '$' || strcmp(word, "...") == 0 || strcmp(word, "=") == 0 || !*word)
            continue; /* NAGs, "1. ... Rc6", the book's draw sign */
        tb_action a;
        if (!tb_game_parse_action(g, state, word, &a, err)) {
            char msg[TB_ERROR_LEN];
            snprintf(msg, sizeof msg, "%s", err->msg);
            tb_error_set(err, "move %d '%s': %s", moves + 1, word, msg);
            ok = false;
            break;
        }
        if (out->count == cap) {
            cap = cap ? cap * 2 : 64;
            out->actions = realloc(out->actions, sizeof *out->actions * (size_t)cap);
        }
        out->actions[out->count++] = a;
        g->cls->apply(g, state, a);
        moves++;
    }
    free(state);
    *text = p;
    if (!ok)
        tb_record_free(out);
    return ok;
}

const tb_record_format tb_chess_pgn_format = {
    .name = "pgn",
    .extension = ".pgn",
    .detect = tb_pgn_detect,
    .read = tb_pgn_read,
    .write = tb_pgn_write,
    .variant_find = tb_pgn_variant_find,
};
