/* PDN (Portable Draughts Notation) for the draughts family: whole games in and out.
 *
 *   [Event "..."] [White "..."] [Black "..."] ...  tags, kept as they are
 *   [GameType "20"]      the variant (PDN numbers; [Variant "draughts/german"] where PDN
 *                        has none)
 *   [FEN "W:W31-50:B1-20"]  a set-up position (ranges and kings "K50" accepted)
 *   1. 32-28 19-23 2. 28x19 14x23 2-0
 *
 * Reading skips comments {...} and ;..., variations (...), NAGs $n, move numbers "12." and
 * "12...", and the marks ! ? after a move; a move is a whole turn in the variant's notation
 * (numbered squares "28x19x23", or "c3:e5" for the variants written so), and the text's
 * notation is taken from its first move. Results: 2-0 0-2 1-1 (the first number White's), and
 * 1-0 0-1 1/2-1/2 0-0 *. Every limit of the text is checked: it is data from anywhere. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "games/draughts/pdn.h"
#include "tabula/registry.h"

enum { MAX_TURN_ACTIONS = 64, MAX_TOKEN = 128, MAX_GAME_ACTIONS = 100000 };

/* PDN's GameType numbers of our variants. */
static const struct {
    int type;
    const char *id;
} game_types[] = {
    {20, "draughts"},
    {21, "draughts/english"},
    {25, "draughts/russian"},
    {26, "draughts/brazilian"},
    {27, "draughts/canadian"},
    {28, "draughts/portuguese"},
    {29, "draughts/czech"},
    {30, "draughts/turkish"},
    {31, "draughts/thai"},
};

static int game_type_of(const tb_variant *v)
{
    for (size_t i = 0; i < sizeof game_types / sizeof game_types[0]; i++)
        if (strcmp(game_types[i].id, v->id) == 0)
            return game_types[i].type;
    return 0;
}

static const tb_variant *pdn_variant_find(const char *name)
{
    char *end;
    long type = strtol(name, &end, 10);
    if (end != name && (*end == '\0' || *end == ',')) {
        for (size_t i = 0; i < sizeof game_types / sizeof game_types[0]; i++)
            if (game_types[i].type == type)
                return tb_registry_find(game_types[i].id);
        return NULL;
    }
    const tb_variant *v = tb_registry_find(name);
    return v && v->family && strcmp(v->family, "draughts") == 0 ? v : NULL;
}

/* ---- reading ---- */

typedef struct reader {
    const char *p;
    int line;
} reader;

static void skip_space(reader *r)
{
    for (;;) {
        while (isspace((unsigned char)*r->p)) {
            if (*r->p == '\n')
                r->line++;
            r->p++;
        }
        if (*r->p == '%' || *r->p == ';') { /* escape and rest-of-line comments */
            while (*r->p && *r->p != '\n')
                r->p++;
            continue;
        }
        return;
    }
}

/* Skips a comment {...} or a variation (...) with nesting; false when it does not close. */
static bool skip_group(reader *r, tb_error *err)
{
    int depth = 0;
    int start = r->line;
    do {
        char c = *r->p;
        if (!c) {
            tb_error_set(err, "PDN: line %d: a variation is not closed", start);
            return false;
        }
        if (c == '\n')
            r->line++;
        if (c == '{') { /* comments do not nest */
            while (*r->p && *r->p != '}') {
                if (*r->p == '\n')
                    r->line++;
                r->p++;
            }
            if (!*r->p) {
                tb_error_set(err, "PDN: line %d: a comment is not closed", start);
                return false;
            }
        } else if (c == '(') {
            depth++;
        } else if (c == ')') {
            depth--;
        }
        r->p++;
    } while (depth > 0);
    return true;
}

static bool read_tag(reader *r, char *name, size_t name_cap, char *value, size_t value_cap,
                     tb_error *err)
{
    r->p++; /* '[' */
    size_t n = 0;
    while (isalnum((unsigned char)*r->p) || *r->p == '_') {
        if (n + 1 >= name_cap) {
            tb_error_set(err, "PDN: line %d: a tag name longer than %zu characters", r->line,
                         name_cap - 1);
            return false;
        }
        name[n++] = *r->p++;
    }
    name[n] = '\0';
    while (*r->p == ' ' || *r->p == '\t')
        r->p++;
    if (n == 0 || *r->p != '"') {
        tb_error_set(err, "PDN: line %d: expected a tag like [Event \"...\"]", r->line);
        return false;
    }
    r->p++;
    n = 0;
    while (*r->p && *r->p != '"' && *r->p != '\n') {
        if (*r->p == '\\' && (r->p[1] == '"' || r->p[1] == '\\'))
            r->p++;
        if (n + 1 >= value_cap) {
            tb_error_set(err, "PDN: line %d: a tag value longer than %zu characters", r->line,
                         value_cap - 1);
            return false;
        }
        value[n++] = *r->p++;
    }
    value[n] = '\0';
    if (*r->p != '"') {
        tb_error_set(err, "PDN: line %d: the tag %s has no closing quote", r->line, name);
        return false;
    }
    r->p++;
    while (*r->p == ' ' || *r->p == '\t')
        r->p++;
    if (*r->p != ']') {
        tb_error_set(err, "PDN: line %d: the tag %s has no closing ]", r->line, name);
        return false;
    }
    r->p++;
    return true;
}

static bool is_result(const char *t)
{
    static const char *const results[] = {"2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "0-0", "*"};
    for (size_t i = 0; i < sizeof results / sizeof results[0]; i++)
        if (strcmp(t, results[i]) == 0)
            return true;
    return false;
}

/* The next movetext word into tok (move numbers, NAGs, comments and variations skipped):
 * 1 a word, 0 the end of the game's text (a tag or the end), -1 an error. */
static int next_word(reader *r, char *tok, size_t cap, tb_error *err)
{
    for (;;) {
        skip_space(r);
        char c = *r->p;
        if (!c || c == '[')
            return 0;
        if (c == '{' || c == '(') {
            if (!skip_group(r, err))
                return -1;
            continue;
        }
        if (c == ')' || c == '}' || c == ']') {
            tb_error_set(err, "PDN: line %d: '%c' without its opening", r->line, c);
            return -1;
        }
        size_t n = 0;
        while (*r->p && !isspace((unsigned char)*r->p) && !strchr("{}()[];", *r->p)) {
            if (n + 1 >= cap) {
                tb_error_set(err, "PDN: line %d: a word longer than %zu characters", r->line,
                             cap - 1);
                return -1;
            }
            tok[n++] = *r->p++;
        }
        tok[n] = '\0';
        if (tok[0] == '$')
            continue; /* a NAG */
        /* a move number "12." or "12..." alone, or glued to the move ("12.32-28") */
        char *q = tok;
        while (isdigit((unsigned char)*q))
            q++;
        if (q > tok && *q == '.') {
            while (*q == '.')
                q++;
            if (!*q)
                continue;
            memmove(tok, q, strlen(q) + 1);
        }
        /* marks after a move: 32-28! 19-23?! */
        n = strlen(tok);
        while (n > 0 && (tok[n - 1] == '!' || tok[n - 1] == '?'))
            tok[--n] = '\0';
        if (n == 0)
            continue;
        return 1;
    }
}

/* PDN FEN ("W:W31-50,K3:B1-20.") in the position text of the family ("W:W31,...,K3:B1,...").
 * False on a malformed FEN. */
static bool expand_fen(const char *fen, char *out, size_t cap, tb_error *err)
{
    size_t k = 0;
    const char *p = fen;
    while (isspace((unsigned char)*p))
        p++;
    if ((*p != 'W' && *p != 'B') || p[1] != ':') {
        tb_error_set(err, "PDN: FEN \"%.60s\": expected the side to move (W or B) then ':'",
                     fen);
        return false;
    }
    out[k++] = *p++;
    while (*p == ':') {
        p++;
        if (*p != 'W' && *p != 'B') {
            if (*p == '\0' || *p == '.' || isspace((unsigned char)*p))
                break;
            tb_error_set(err, "PDN: FEN \"%.60s\": expected W or B after ':'", fen);
            return false;
        }
        if (k + 3 >= cap)
            goto too_long;
        out[k++] = ':';
        out[k++] = *p++;
        bool first = true;
        while (*p && *p != ':' && *p != '.' && !isspace((unsigned char)*p)) {
            bool king = *p == 'K';
            if (king)
                p++;
            char *end;
            long a = strtol(p, &end, 10), b = a;
            if (end == p || a < 1 || a > 99) {
                tb_error_set(err, "PDN: FEN \"%.60s\": expected a square number", fen);
                return false;
            }
            p = end;
            if (*p == '-') {
                b = strtol(p + 1, &end, 10);
                if (end == p + 1 || b < a || b > 99) {
                    tb_error_set(err, "PDN: FEN \"%.60s\": bad range of squares", fen);
                    return false;
                }
                p = end;
            }
            for (long s = a; s <= b; s++) {
                int w = snprintf(out + k, cap - k, "%s%s%ld", first ? "" : ",", king ? "K" : "", s);
                if (w < 0 || (size_t)w >= cap - k)
                    goto too_long;
                k += (size_t)w;
                first = false;
            }
            if (*p == ',')
                p++;
            else if (*p && *p != ':' && *p != '.' && !isspace((unsigned char)*p)) {
                tb_error_set(err, "PDN: FEN \"%.60s\": unexpected '%c'", fen, *p);
                return false;
            }
        }
    }
    while (*p == '.' || isspace((unsigned char)*p))
        p++;
    if (*p) {
        tb_error_set(err, "PDN: FEN \"%.60s\": unexpected text at the end", fen);
        return false;
    }
    out[k] = '\0';
    return true;
too_long:
    tb_error_set(err, "PDN: FEN too long");
    return false;
}

bool draughts_pdn_detect(const char *text)
{
    /* tags without tabula's [Game] and either a GameType tag or numbered moves */
    const char *p = text;
    while (isspace((unsigned char)*p))
        p++;
    if (*p != '[' && !isdigit((unsigned char)*p))
        return false;
    if (strstr(text, "[Game \""))
        return false;
    if (strstr(text, "[GameType") || strstr(text, "[Variant \"draughts"))
        return true;
    /* the first move after the tags: "1. 32-28" */
    for (const char *q = text; *q; q++) {
        if (*q == '[') {
            q = strchr(q, ']');
            if (!q)
                return false;
            continue;
        }
        if (isdigit((unsigned char)q[0]) && q[1] == '.') {
            q += 2;
            while (*q == ' ' || *q == '.')
                q++;
            return isdigit((unsigned char)q[0]) &&
                   (strchr("-x", q[1]) || (isdigit((unsigned char)q[1]) && strchr("-x", q[2])));
        }
        if (!isspace((unsigned char)*q))
            return false;
    }
    return false;
}

static bool add_tag(tb_record_tags *tags, const char *name, const char *value)
{
    if (!tags)
        return true;
    if (tags->count == TB_RECORD_MAX_TAGS)
        return false;
    snprintf(tags->name[tags->count], sizeof tags->name[0], "%s", name);
    snprintf(tags->value[tags->count], sizeof tags->value[0], "%s", value);
    tags->count++;
    return true;
}

bool draughts_pdn_read(const char **text, const char *variant, tb_record *out,
                       tb_record_tags *tags, tb_error *err)
{
    memset(out, 0, sizeof *out);
    if (tags)
        tags->count = 0;
    err->msg[0] = '\0';
    reader r = {.p = *text, .line = 1};
    skip_space(&r);
    if (!*r.p)
        return false; /* only blank text: no game, no message */
    const tb_variant *v = NULL;
    char fen[512] = "";
    bool have_fen = false;
    while (*r.p == '[') {
        char name[32], value[256];
        if (!read_tag(&r, name, sizeof name, value, sizeof value, err))
            return false;
        if (strcmp(name, "GameType") == 0 || strcmp(name, "Variant") == 0) {
            v = pdn_variant_find(value);
            if (!v) {
                tb_error_set(err, "PDN: line %d: %s \"%s\" is not a draughts variant tabula plays",
                             r.line, name, value);
                return false;
            }
        } else if (strcmp(name, "FEN") == 0) {
            snprintf(fen, sizeof fen, "%s", value);
            have_fen = true;
        } else if (!add_tag(tags, name, value)) {
            tb_error_set(err, "PDN: line %d: more than %d tags", r.line, TB_RECORD_MAX_TAGS);
            return false;
        }
        skip_space(&r);
    }
    if (!v && variant) {
        v = pdn_variant_find(variant);
        if (!v) {
            tb_error_set(err, "PDN: %s is not a draughts variant", variant);
            return false;
        }
    }
    if (!v)
        v = tb_registry_find("draughts");
    /* the notation of the text, from its first move (numbers or letters) */
    reader look = r;
    char tok[MAX_TOKEN];
    tb_error scratch = {{0}};
    int got = next_word(&look, tok, sizeof tok, &scratch);
    const char *options = NULL;
    if (tb_variant_has_option(v, "notation"))
        options = got == 1 && isalpha((unsigned char)tok[0]) ? "notation=algebraic"
                                                              : "notation=numeric";
    out->game = tb_game_new(v, options, err);
    if (!out->game)
        return false;
    out->start = tb_state_new(out->game);
    void *state = out->start ? malloc(out->game->state_size) : NULL;
    if (!state) {
        tb_error_set(err, "out of memory");
        goto fail;
    }
    if (have_fen) {
        char expanded[1024];
        if (!expand_fen(fen, expanded, sizeof expanded, err))
            goto fail;
        tb_error sub = {{0}};
        if (!tb_game_parse_position(out->game, expanded, out->start, &sub)) {
            tb_error_set(err, "PDN: FEN \"%.80s\": %s", fen, sub.msg);
            goto fail;
        }
    }
    memcpy(state, out->start, out->game->state_size);
    int cap = 0, moves = 0;
    for (;;) {
        got = next_word(&r, tok, sizeof tok, err);
        if (got < 0)
            goto fail;
        if (got == 0)
            break;
        if (is_result(tok)) {
            bool listed = false;
            for (int i = 0; tags && i < tags->count; i++)
                listed |= strcmp(tags->name[i], "Result") == 0;
            if (!listed)
                add_tag(tags, "Result", tok);
            break;
        }
        moves++;
        tb_action acts[MAX_TURN_ACTIONS];
        tb_error sub = {{0}};
        if (tb_game_over(out->game, state)) {
            tb_error_set(err, "PDN: line %d: move %d '%s' after the end of the game", r.line,
                         moves, tok);
            goto fail;
        }
        int n = tb_game_parse_turn(out->game, state, tok, acts, MAX_TURN_ACTIONS, &sub);
        if (n <= 0) {
            tb_error_set(err, "PDN: line %d: move %d '%s': %s", r.line, moves, tok,
                         sub.msg[0] ? sub.msg : "not a move");
            goto fail;
        }
        if (out->count + n > MAX_GAME_ACTIONS) {
            tb_error_set(err, "PDN: more than %d actions", MAX_GAME_ACTIONS);
            goto fail;
        }
        if (out->count + n > cap) {
            cap = (out->count + n) * 2;
            tb_action *grown = realloc(out->actions, (size_t)cap * sizeof *grown);
            if (!grown) {
                tb_error_set(err, "out of memory");
                goto fail;
            }
            out->actions = grown;
        }
        for (int i = 0; i < n; i++) {
            out->actions[out->count++] = acts[i];
            out->game->variant->cls->apply(out->game, state, acts[i]);
        }
    }
    free(state);
    skip_space(&r);
    *text = r.p;
    return true;
fail:
    free(state);
    tb_record_free(out);
    return false;
}

/* ---- writing ---- */

static void put_word(tb_strbuf *b, size_t *line, const char *word)
{
    size_t len = strlen(word);
    if (*line > 0 && *line + 1 + len > 79) {
        tb_strbuf_put(b, "\n");
        *line = 0;
    }
    tb_strbuf_put(b, "%s%s", *line ? " " : "", word);
    *line += (*line ? 1 : 0) + len;
}

static void put_tag(tb_strbuf *b, const char *name, const char *value)
{
    tb_strbuf_put(b, "[%s \"", name);
    for (const char *p = value; *p; p++)
        tb_strbuf_put(b, "%s%c", *p == '"' || *p == '\\' ? "\\" : "", *p);
    tb_strbuf_put(b, "\"]\n");
}

char *draughts_pdn_write(const tb_game *game, const void *start, const tb_action *actions,
                         int count, const tb_record_tags *tags, bool sources)
{
    (void)sources; /* the sources' notation is the variant's own: the same text */
    if (!game->variant->family || strcmp(game->variant->family, "draughts") != 0)
        return NULL;
    const tb_game_class *cls = game->variant->cls;
    void *state = malloc(game->state_size), *initial = tb_state_new(game);
    int *starts = malloc(((size_t)count + 1) * sizeof *starts);
    if (!state || !initial || !starts) {
        free(state);
        free(initial);
        free(starts);
        return NULL;
    }
    /* the result, from the rules when the game is over */
    memcpy(state, start, game->state_size);
    for (int i = 0; i < count; i++)
        cls->apply(game, state, actions[i]);
    tb_outcome o;
    cls->outcome(game, state, &o);
    const char *result = "*";
    if (o.over)
        result = o.result[0] == TB_WIN ? "2-0" : o.result[0] == TB_LOSS ? "0-2" : "1-1";
    tb_strbuf b;
    tb_strbuf_init(&b, 1024);
    static const char *const roster[] = {"Event", "Site", "Date", "Round", "White", "Black"};
    for (size_t i = 0; i < sizeof roster / sizeof roster[0]; i++) {
        const char *value = "?";
        for (int t = 0; tags && t < tags->count; t++)
            if (strcmp(tags->name[t], roster[i]) == 0)
                value = tags->value[t];
        put_tag(&b, roster[i], value);
    }
    for (int t = 0; tags && t < tags->count; t++) {
        bool known = strcmp(tags->name[t], "Result") == 0;
        for (size_t i = 0; i < sizeof roster / sizeof roster[0]; i++)
            known |= strcmp(tags->name[t], roster[i]) == 0;
        if (!known)
            put_tag(&b, tags->name[t], tags->value[t]);
        else if (!o.over && strcmp(tags->name[t], "Result") == 0)
            result = tags->value[t]; /* a resignation or an agreed draw */
    }
    if (!is_result(result))
        result = "*";
    put_tag(&b, "Result", result);
    int type = game_type_of(game->variant);
    char number[16];
    snprintf(number, sizeof number, "%d", type);
    if (type)
        put_tag(&b, "GameType", number);
    else
        put_tag(&b, "Variant", game->variant->id);
    if (memcmp(start, initial, game->state_size) != 0) {
        char pos[1024];
        cls->position_to_text(game, start, pos, sizeof pos);
        pos[strcspn(pos, " ")] = '\0'; /* tabula's own fields (repetition history) stay out */
        put_tag(&b, "FEN", pos);
    }
    tb_strbuf_put(&b, "\n");
    int turns = tb_game_split_turns(game, start, actions, count, starts);
    int first = cls->to_move(game, initial);
    memcpy(state, start, game->state_size);
    size_t line = 0;
    int moveno = 1;
    for (int t = 0; t < turns; t++) {
        int end = t + 1 < turns ? starts[t + 1] : count;
        char word[1024];
        bool firsts = cls->to_move(game, state) == first;
        if (firsts) {
            snprintf(word, sizeof word, "%d.", moveno);
            put_word(&b, &line, word);
        } else if (t == 0) {
            snprintf(word, sizeof word, "%d...", moveno);
            put_word(&b, &line, word);
        }
        tb_game_turn_to_text(game, state, actions + starts[t], end - starts[t], word, sizeof word);
        put_word(&b, &line, word);
        for (int i = starts[t]; i < end; i++)
            cls->apply(game, state, actions[i]);
        if (!firsts)
            moveno++;
    }
    put_word(&b, &line, result);
    tb_strbuf_put(&b, "\n");
    free(state);
    free(initial);
    free(starts);
    return b.s;
}

const tb_record_format tb_draughts_pdn_format = {
    .name = "pdn",
    .extension = ".pdn",
    .detect = draughts_pdn_detect,
    .read = draughts_pdn_read,
    .write = draughts_pdn_write,
    .variant_find = pdn_variant_find,
};
