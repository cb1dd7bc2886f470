/* No English inside Portuguese errors (issue 16): for every registered game, bad positions
 * (empty, garbage, a wrong character, the wrong size), refused moves (garbled, the other
 * player's, off the board) and bad options (an unknown name, bad values) are refused, and
 * the refusal in Portuguese (tb_error_text, tb_variant_error_text) has none of the English
 * words below. What the user typed, quoted in the message, is not judged. */
#include "support.h"

#include <ctype.h>
#include <stdio.h>
#include <strings.h>

#include "tabula/family.h"

/* Every gap is listed before the test fails, so one run shows them all. */
static int gaps;
#define gap(...)                                                                                   \
    do {                                                                                           \
        print_message(__VA_ARGS__);                                                                \
        print_message("\n");                                                                       \
        gaps++;                                                                                    \
    } while (0)

/* English words that are never Portuguese words ("no", "do", "a", "as", "on" are). */
static const char *const english[] = {
    "the",      "is",       "are",     "not",     "must",     "expected", "unexpected",
    "illegal",  "move",     "moves",   "position", "pieces",  "piece",    "empty",
    "square",   "squares",  "row",     "rows",    "column",   "columns",  "invalid",
    "unknown",  "missing",  "only",    "should",  "has",      "have",     "with",
    "without",  "at",       "of",      "in",      "cannot",   "can",      "too",
    "many",     "got",      "bad",     "option",  "value",    "values",   "from",
    "to",       "one",      "number",  "whole",   "and",      "or",       "by",
    "be",       "than",     "more",    "for",     "after",    "before",   "this",
    "that",     "there",    "which",   "where",   "player",   "turn",     "board",
    "stone",    "stones",   "heap",    "heaps",   "rank",     "ranks",    "point",
    "points",   "line",     "lines",   "given",   "twice",    "long",     "least",
    "most",     "any",      "each",    "every",   "needs",    "need",     "takes",
    "capture",  "captures", "jump",    "may",     "still",    "already",  "does",
    "when",     "while",    "first",   "last",    "next",     "same",     "other",
    "between",  "into",     "out",     "over",    "name",     "separated", "ends",
    "starts",   "after",    "it",      "its",     "an",       "but",      "side",
    "sides",    "size",     "whose",   "should",  "off-board", "outside", "read",
    "too",      "short",    "wrong",   "counts",  "count",    "letter",   "digit",
    "black",    "white",    "red",     "blue",    "green",    "yellow",   "stack",
    "cell",     "cells",    "own",     "none",    "left",     "right",    "mover",
    NULL};

static bool english_word(const char *w, size_t n)
{
    for (const char *const *e = english; *e; e++)
        if (strlen(*e) == n && strncasecmp(*e, w, n) == 0)
            return true;
    return false;
}

/* Option names and values the user types are notation, not English ("first_player",
 * "white | black"): the words of the variant's option names, defaults and of the value
 * lists that open their help (before the first ':'). */
static bool option_word(const tb_variant *v, const char *w, size_t n)
{
    for (const tb_option_def *d = v->option_defs; d && d->name; d++) {
        const char *texts[] = {d->name, d->default_value, d->help};
        for (int t = 0; t < 3; t++) {
            const char *s = texts[t];
            size_t end = s ? (t == 2 ? strcspn(s, ":(") : strlen(s)) : 0;
            for (size_t i = 0; i < end;) {
                size_t k = 0;
                while (i + k < end && (isalnum((unsigned char)s[i + k]) || s[i + k] == '_'))
                    k++;
                if (k == n && strncasecmp(s + i, w, n) == 0)
                    return true;
                i += k ? k : 1;
            }
        }
    }
    return false;
}

/* The first English word of `pt` outside quotes ('...'), or NULL; written to `word`. */
static const char *english_in(const tb_variant *v, const char *pt, char *word, size_t len)
{
    bool quoted = false;
    for (const char *p = pt; *p;) {
        if (*p == '\'') {
            quoted = !quoted;
            p++;
            continue;
        }
        if (!isalpha((unsigned char)*p) && !((unsigned char)*p & 0x80)) {
            p++;
            continue;
        }
        size_t n = 0; /* a word: letters, UTF-8 bytes, '_' and '-' inside */
        while (isalnum((unsigned char)p[n]) || ((unsigned char)p[n] & 0x80) || p[n] == '_' ||
               (p[n] == '-' && isalpha((unsigned char)p[n + 1])))
            n++;
        /* a value among choices ("loses|illegal") is typed, not read */
        bool choice = (p > pt && p[-1] == '|') || p[n] == '|' || p[n] == '='; /* or a field= */
        if (!quoted && !choice && english_word(p, n) && !option_word(v, p, n)) {
            snprintf(word, len, "%.*s", (int)n, p);
            return word;
        }
        p += n;
    }
    return NULL;
}

static int checked; /* refusals looked at, over every game */

static void check(const tb_variant *v, const tb_game *g, const char *what, const char *input,
                  const char *msg)
{
    char pt[1024], word[64];
    if (g)
        tb_error_text(g, msg, true, pt, sizeof pt);
    else
        tb_variant_error_text(v, msg, true, pt, sizeof pt);
    checked++;
    if (english_in(v, pt, word, sizeof word))
        gap("%s (%s): %s '%s': English '%s' in \"%s\" (from \"%s\")", v->id, v->family, what, input, word, pt,
            msg);
}

static void check_position(const tb_game *g, const char *text)
{
    void *s = tb_state_new(g);
    tb_error err = {{0}};
    if (!tb_game_parse_position(g, text, s, &err))
        check(g->variant, g, "position", text, err.msg);
    free(s);
}

/* The initial position's text with character `at` replaced by `c` (nothing if out of it). */
static void check_replaced(const tb_game *g, const char *initial, size_t at, char c)
{
    char text[4096];
    if (at >= strlen(initial) || strlen(initial) >= sizeof text || initial[at] == c)
        return;
    snprintf(text, sizeof text, "%s", initial);
    text[at] = c;
    check_position(g, text);
}

static void check_positions(const tb_game *g)
{
    void *s = tb_state_new(g);
    char initial[2048], text[4200];
    g->cls->position_to_text(g, s, initial, sizeof initial);
    const char *fixed[] = {"", " ", "qqq", "?", "x", "9", "-1", "////", "zz/zz", "1 2 3 4 5 6 7 8 9 x",
                           "[", "a1:W"};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        check_position(g, fixed[i]);
    /* a wrong character at the start, the middle and the end */
    size_t n = strlen(initial);
    for (size_t at = 0; n && at < n; at += (n + 3) / 4) {
        check_replaced(g, initial, at, '?');
        check_replaced(g, initial, at, 'x');
        check_replaced(g, initial, at, 'Q');
        check_replaced(g, initial, at, '9');
    }
    /* the wrong size: cut short, doubled, a row more */
    snprintf(text, sizeof text, "%.*s", (int)(n / 2), initial);
    check_position(g, text);
    snprintf(text, sizeof text, "%.*s", (int)(n > 0 ? n - 1 : 0), initial);
    check_position(g, text);
    snprintf(text, sizeof text, "%s%s", initial, initial);
    check_position(g, text);
    snprintf(text, sizeof text, "%s/%s", initial, initial);
    check_position(g, text);
    snprintf(text, sizeof text, "%s zz", initial);
    check_position(g, text);
    const char *slash = strchr(initial, '/');
    if (slash) { /* one row dropped */
        snprintf(text, sizeof text, "%s", slash + 1);
        check_position(g, text);
    }
    free(s);
}

static void check_move(const tb_game *g, const void *s, const char *text)
{
    tb_action turn[256];
    tb_error err = {{0}};
    if (tb_game_parse_turn(g, s, text, turn, 256, &err) < 0)
        check(g->variant, g, "move", text, err.msg);
    tb_action a;
    err.msg[0] = '\0';
    if (!tb_game_parse_action(g, s, text, &a, &err))
        check(g->variant, g, "action", text, err.msg);
}

static void check_moves(const tb_game *g)
{
    void *s = tb_state_new(g);
    const char *fixed[] = {"zz99", "a1", "1", "0", "99", "a9-a1", "?", "x", "a1-a1", "a1xa1",
                           "a1:a1", "pass pass", "e2-e5", "1:99>0", "[9]1", "[1]", "1-", "-1",
                           "a", "Z", "j10", "0 0", "1 1 1", "a1 a1", "b:c", "%", "e4e5e6",
                           "Q@a1", "a1=Q", "99-99-99"};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        check_move(g, s, fixed[i]);
    /* the other player's moves, here; and legal moves garbled */
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    int n = g->cls->legal(g, s, moves);
    char text[256], garbled[520];
    for (int i = 0; i < n && i < 6; i++) {
        g->cls->action_to_text(g, s, moves[i], text, sizeof text);
        snprintf(garbled, sizeof garbled, "%sq", text);
        check_move(g, s, garbled);
        snprintf(garbled, sizeof garbled, "%s %s", text, text);
        check_move(g, s, garbled);
        snprintf(garbled, sizeof garbled, "%s", text);
        for (char *c = garbled; *c; c++)
            if (isdigit((unsigned char)*c))
                *c = '9';
        check_move(g, s, garbled);
    }
    if (n > 0) {
        void *after = tb_state_new(g);
        memcpy(after, s, g->state_size);
        g->cls->apply(g, after, moves[0]);
        tb_action *theirs = malloc(sizeof *theirs * (size_t)g->max_actions);
        int m = tb_game_over(g, after) ? 0 : g->cls->legal(g, after, theirs);
        for (int i = 0; i < m && i < 12; i++) {
            g->cls->action_to_text(g, after, theirs[i], text, sizeof text);
            check_move(g, s, text);
        }
        free(theirs);
        free(after);
    }
    free(moves);
    free(s);
}

static void check_options(const tb_variant *v)
{
    char opts[512];
    const char *fixed[] = {"zzz=1", "zzz", "=", "=1", ",", "a=b=c"};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        tb_error err = {{0}};
        tb_game *g = tb_game_new(v, fixed[i], &err);
        if (!g)
            check(v, NULL, "options", fixed[i], err.msg);
        tb_game_free(g);
    }
    const char *values[] = {"qqq", "-1", "0", "999999", "1x1", "99x99", "", "on", "3.5"};
    for (const tb_option_def *d = v->option_defs; d && d->name; d++)
        for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
            snprintf(opts, sizeof opts, "%s=%s", d->name, values[i]);
            tb_error err = {{0}};
            tb_game *g = tb_game_new(v, opts, &err);
            if (!g)
                check(v, NULL, "options", opts, err.msg);
            tb_game_free(g);
        }
}

static void test_no_english_in_portuguese_errors(void **unused)
{
    (void)unused;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        tb_game *g = ts_game(v->id, NULL);
        check_positions(g);
        check_moves(g);
        tb_game_free(g);
        check_options(v);
    }
    print_message("%d refusals looked at\n", checked);
    assert_true(checked > 1000);
    int found = gaps;
    gaps = 0;
    assert_int_equal(found, 0);
}

/* ---- records (issue 16 item 7): a bad SGF, PDN, PGN or tabula record refused in Portuguese ---- */

/* Words of record errors the list above lacks; only these checks use them. */
static const char *const record_english[] = {
    "supported", "plays", "closed",   "property", "tag",    "tags",
    "word",      "characters", "longer", "handicap", "set-up", "game",  "opening", "closing",
    "quote",     "range",   "text",    "start",   "node",    "root",   "comment",
    "variation", "multiple", "setup",  "destination",
    "actions",   "malformed", "found", "known",    "format",  "record",  "holds",  NULL};

static const char *record_english_in(const tb_variant *v, const char *text, char *word,
                                     size_t len)
{
    /* a malformed tag is quoted as it was typed: not judged */
    char pt[1024];
    snprintf(pt, sizeof pt, "%s", text);
    char *typed = strstr(pt, "etiqueta mal formada: ");
    if (typed)
        typed[strlen("etiqueta mal formada: ")] = '\0';
    /* nor what a record's tag holds ("Variant \"draughts/armenian\"") */
    bool in_tag = false;
    for (char *c = pt; *c; c++) {
        if (*c == '"')
            in_tag = !in_tag;
        else if (in_tag)
            *c = ' ';
    }
    const char *w = english_in(v, pt, word, len);
    if (w)
        return w;
    bool quoted = false;
    for (const char *p = pt; *p;) {
        if (*p == '\'' || *p == '"') {
            quoted = !quoted;
            p++;
            continue;
        }
        size_t n = 0;
        while (isalpha((unsigned char)p[n]) || ((unsigned char)p[n] & 0x80) || p[n] == '-')
            n++;
        for (const char *const *e = record_english; n && !quoted && !option_word(v, p, n) && *e;
             e++)
            if (strlen(*e) == n && strncasecmp(*e, p, n) == 0) {
                snprintf(word, len, "%.*s", (int)n, p);
                return word;
            }
        p += n ? n : 1;
    }
    return NULL;
}

static void check_record_text(const tb_game *g, const tb_record_format *f, const char *text)
{
    tb_record r;
    tb_error err = {{0}};
    const char *at = text;
    bool ok = f ? f->read(&at, g->variant->id, &r, NULL, &err)
                : tb_record_read_variant(g->variant, text, &r, &err);
    if (ok) {
        tb_record_free(&r);
        return;
    }
    if (!err.msg[0])
        return; /* blank: no game, no message */
    char pt[1024], word[64];
    tb_error_text(g, err.msg, true, pt, sizeof pt);
    checked++;
    if (record_english_in(g->variant, pt, word, sizeof word))
        gap("%s: record (%s): English '%s' in \"%s\" (from \"%s\")", g->variant->id,
            f ? f->name : "tabula", word, pt, err.msg);
}

/* The game's start and three moves written by `f` (NULL: tabula's record), then spoilt. */
static void check_record_mutations(const tb_game *g, const tb_record_format *f)
{
    void *s = tb_state_new(g), *start = tb_state_new(g);
    tb_action played[3];
    int count = 0;
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    while (count < 3 && !tb_game_over(g, s) && g->cls->legal(g, s, moves) > 0) {
        played[count++] = moves[0];
        g->cls->apply(g, s, moves[0]);
    }
    char *text = f ? f->write(g, start, played, count, NULL, false)
                   : tb_record_write(g, start, played, count);
    if (text) {
        size_t n = strlen(text);
        char *spoilt = malloc(n + 64);
        snprintf(spoilt, n + 64, "%.*s", (int)(n / 2), text); /* cut short */
        check_record_text(g, f, spoilt);
        snprintf(spoilt, n + 64, "%s", text); /* every number 9 */
        for (char *c = spoilt; *c; c++)
            if (isdigit((unsigned char)*c))
                *c = '9';
        check_record_text(g, f, spoilt);
        for (size_t at = n / 4; at < n; at += n / 4 + 1) { /* a stray character */
            snprintf(spoilt, n + 64, "%s", text);
            spoilt[at] = '?';
            check_record_text(g, f, spoilt);
        }
        snprintf(spoilt, n + 64, "%.*s zz99 qq %s", (int)(n - (n > 2 ? 2 : 0)), text,
                 text + (n > 2 ? n - 2 : n)); /* a word that is no move before the end */
        check_record_text(g, f, spoilt);
        free(spoilt);
        free(text);
    }
    free(moves);
    free(start);
    free(s);
}

static void test_no_english_in_record_errors(void **unused)
{
    (void)unused;
    static const struct {
        const char *format; /* NULL: tabula's own record */
        const char *text;
    } fixed[] = {
        {"sgf", "(;GM[1]FF[4]SZ[9];B[zz])"},
        {"sgf", "(;GM[2]FF[4])"},
        {"sgf", "(;GM[1]SZ[40])"},
        {"sgf", "(;FF[4]SZ[9];B[ee];W[ee])"},
        {"sgf", "(;FF[4]SZ[9];W[ee])"},
        {"sgf", "(;FF[4]SZ[9]AW[aa])"},
        {"sgf", "(;FF[4]SZ[9]HA[3]AB[aa][bb])"},
        {"sgf", "(;FF[4]SZ[9]HA[1]AB[aa])"},
        {"sgf", "(;FF[4]SZ[9]AB[zz]AB[aa]HA[2])"},
        {"sgf", "(;FF[4]KM[0.3])"},
        {"sgf", "(;FF[4]SZ[9];B[ee]AB[aa])"},
        {"sgf", "(;FF[4]SZ[9];B[ee"},
        {"sgf", "(;FF[4]SZ[9]C)"},
        {"sgf", "(;FF[4]SZ[9]@)"},
        {"sgf", "(FF[4])"},
        {"sgf", "(;"},
        {"pdn", "[GameType \"20\"]\n1. 32-28 99-1 *\n"},
        {"pdn", "[GameType \"99\"]\n1. 32-28 *\n"},
        {"pdn", "[FEN \"X:W31\"]\n*\n"},
        {"pdn", "[FEN \"W:X31\"]\n*\n"},
        {"pdn", "[FEN \"W:Wa\"]\n*\n"},
        {"pdn", "[FEN \"W:W31-\"]\n*\n"},
        {"pdn", "[FEN \"W:W31?\"]\n*\n"},
        {"pdn", "[FEN \"W:W31:B1 x\"]\n*\n"},
        {"pdn", "[FEN \"W:W31:B99\"]\n*\n"},
        {"pdn", "[Event \"x\"\n1. 32-28 *\n"},
        {"pdn", "[Event x]\n1. 32-28 *\n"},
        {"pdn", "[Event \"x]\n1. 32-28 *\n"},
        {"pdn", "1. 32-28 {a comment\n"},
        {"pdn", "1. 32-28 (19-23\n"},
        {"pdn", "1. 32-28 ) *\n"},
        {"pdn", "1. 32-28 2-0 33-29\n"},
        {"pdn", "1. 32-28 19-23 2. 28x19 *\n"},
        {"pdn", "[GameType \"21\"]\n1. 9-14 *\n"},
        {"pgn", "[Event \"x\"]\n1. e4 e5 2. Qxx *\n"},
        {"pgn", "[Variant \"nosuch\"]\n1. e4 *\n"},
        {"pgn", "[Event x\n1. e4 *\n"},
        {"pgn", "[FEN \"xx\"]\n1. e4 *\n"},
        {"pgn", "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *\n"},
        {"pgn", "1. e4 e5 2. Ke3 *\n"},
        {"pgn", "1. e4 e5 2. "
                "Nf3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx *\n"},
        {NULL, "[Game \"nosuch\"]\n1. e4\n"},
        {NULL, "[Game \"go\"]\n[Options \"size=99\"]\ne5\n"},
        {NULL, "[Game \"chess\"]\n[Position \"zzz\"]\n1. e4\n"},
        {NULL, "[Game \"chess\"]\n1. e4\n[Event \"late\"]\n"},
        {NULL, "[Game \"chess\"\n1. e4\n"},
        {NULL, "[Game \"chess\"]\n1. e4 e5\n2. Qxx\n"},
        {NULL, "1. e4\n"},
        {NULL, "[Game \"avanco\"]\n1. zz\n"},
    };
    int before = checked;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        const tb_family *fam = tb_variant_family(v);
        tb_game *g = ts_game(v->id, NULL);
        check_record_mutations(g, NULL);
        for (const tb_record_format *const *f = fam && fam->formats ? fam->formats : NULL;
             f && *f; f++) {
            check_record_mutations(g, *f);
            for (size_t k = 0; k < sizeof fixed / sizeof fixed[0]; k++)
                if (fixed[k].format && strcmp(fixed[k].format, (*f)->name) == 0)
                    check_record_text(g, *f, fixed[k].text);
        }
        if (strcmp(v->id, "chess") == 0)
            for (size_t k = 0; k < sizeof fixed / sizeof fixed[0]; k++)
                if (!fixed[k].format)
                    check_record_text(g, NULL, fixed[k].text);
        tb_game_free(g);
    }
    print_message("%d record refusals looked at\n", checked - before);
    assert_true(checked - before > 200);
    int found = gaps;
    gaps = 0;
    assert_int_equal(found, 0);
}

/* The test's own judge: English is found, Portuguese and quoted input are not. */
static void test_the_judge(void **unused)
{
    (void)unused;
    const tb_variant *v = tb_registry_find("chess");
    char word[64];
    assert_non_null(english_in(v, "posição inválida: unexpected 'x'", word, sizeof word));
    assert_string_equal(word, "unexpected");
    assert_non_null(english_in(v, "a fila 3 has 9 casas", word, sizeof word));
    assert_string_equal(word, "has");
    assert_null(english_in(v, "lance ilegal: 'the move' não é legal no tabuleiro", word,
                           sizeof word));
    assert_null(english_in(v, "posição inválida: carácter 'x' inesperado", word, sizeof word));
    /* a library detail inside a library message is translated too */
    tb_game *g = ts_game("chess", NULL);
    char pt[512];
    tb_error_text(g, "bad position: unexpected 'x' (pieces are PNBRQKpnbrqk)", true, pt,
                  sizeof pt);
    assert_null(english_in(v, pt, word, sizeof word));
    assert_true(strncmp(pt, "posição inválida: ", strlen("posição inválida: ")) == 0);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_judge),
        cmocka_unit_test(test_no_english_in_portuguese_errors),
        cmocka_unit_test(test_no_english_in_record_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
