/* Value text of Conway games (combinatorial.md §3.16) and the expression evaluator behind
 * `tabula cgt EXPR`.
 *
 * One decision the spec leaves open: the output rules print x + k·↑ with a negative number x
 * as "-1^" (-1 plus up), while the input grammar `value := ["-"] atom` would read "-1^" as
 * -(1^) = -1 plus down. So that every printed text reads back as the same value, a "-" in
 * front of a simple value with a number part negates only that number ("-1^" = -1 + ↑,
 * "-1/2*3" = -1/2 + *3); in front of anything else it negates the whole ("-^" = v,
 * "-{1|0}" = {0|-1}). The two readings differ only when ups follow a number. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/cgt_internal.h"

#define MAX_TEXT ((size_t)1 << 20) /* printed values beyond this are refused */
#define MAX_DEPTH 200              /* nesting of braces, parentheses and negations */

/* ---- printing ---- */

typedef struct sbuf {
    char *p;
    size_t len, cap;
    bool failed; /* out of memory or over MAX_TEXT */
} sbuf;

static void sb_put(sbuf *b, const char *text, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > MAX_TEXT) {
        b->failed = true;
        return;
    }
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 64;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->failed = true;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, text, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void sb_str(sbuf *b, const char *text)
{
    sb_put(b, text, strlen(text));
}

static void sb_dyadic(sbuf *b, dyadic x)
{
    char t[48];
    if (x.exp == 0)
        snprintf(t, sizeof t, "%lld", (long long)x.num);
    else
        snprintf(t, sizeof t, "%lld/%lld", (long long)x.num, (long long)1 << x.exp);
    sb_str(b, t);
}

static void sb_star(sbuf *b, unsigned n) /* "", "*" or "*n" */
{
    char t[16];
    if (n == 1)
        sb_str(b, "*");
    else if (n > 1) {
        snprintf(t, sizeof t, "*%u", n);
        sb_str(b, t);
    }
}

typedef struct option_text {
    unsigned birthday;
    sbuf text;
} option_text;

static int cmp_option_text(const void *a, const void *b)
{
    const option_text *x = a, *y = b;
    if (x->birthday != y->birthday)
        return x->birthday < y->birthday ? -1 : 1;
    return strcmp(x->text.p ? x->text.p : "", y->text.p ? y->text.p : "");
}

static bool emit(tb_cgt *s, tb_cgt_game g, sbuf *out);

/* One side of { L | R }: options sorted by birthday, then by the ASCII order of their text. */
static bool emit_side(tb_cgt *s, tb_cgt_game g, bool left, sbuf *out)
{
    const cgt_node *n = tb_cgt_node_at(s, g);
    size_t count = left ? n->nl : n->nr, first = left ? 0 : n->nl;
    option_text *opts = calloc(count ? count : 1, sizeof *opts);
    if (!opts) {
        out->failed = true;
        return false;
    }
    bool ok = true;
    for (size_t i = 0; i < count && ok; i++) {
        tb_cgt_game o = tb_cgt_options(s, g)[first + i];
        opts[i].birthday = tb_cgt_node_at(s, o)->birthday;
        ok = emit(s, o, &opts[i].text);
        if (ok && opts[i].text.len + out->len > MAX_TEXT)
            ok = false, out->failed = true;
    }
    if (ok) {
        qsort(opts, count, sizeof *opts, cmp_option_text);
        for (size_t i = 0; i < count; i++) {
            if (i)
                sb_str(out, ",");
            sb_put(out, opts[i].text.p, opts[i].text.len);
        }
    }
    for (size_t i = 0; i < count; i++)
        free(opts[i].text.p);
    free(opts);
    return ok && !out->failed;
}

/* Appends g's canonical text: the first rule of §3.16 that applies. */
static bool emit(tb_cgt *s, tb_cgt_game g, sbuf *out)
{
    if (!tb_cgt_classify(s, g))
        return false;
    const cgt_node *n = tb_cgt_node_at(s, g);
    dyadic x = n->form_x;
    switch (n->form) {
    case FORM_NUMBER:
        sb_dyadic(out, n->value);
        break;
    case FORM_STAR:
    case FORM_UPS:
        if (x.num != 0)
            sb_dyadic(out, x);
        if (n->form == FORM_UPS) {
            int k = n->form_ups;
            char t[16];
            if (k == 1 || k == -1)
                snprintf(t, sizeof t, "%c", k > 0 ? '^' : 'v');
            else
                snprintf(t, sizeof t, "%c%d", k > 0 ? '^' : 'v', k > 0 ? k : -k);
            sb_str(out, t);
        }
        sb_star(out, n->form_star);
        break;
    case FORM_SWITCH:
        sb_str(out, "\u00b1");
        sb_dyadic(out, x);
        break;
    default:
        sb_str(out, "{");
        if (!emit_side(s, g, true, out))
            return false;
        sb_str(out, "|");
        if (!emit_side(s, g, false, out))
            return false;
        sb_str(out, "}");
        break;
    }
    return !out->failed;
}

bool tb_cgt_to_text(tb_cgt *s, tb_cgt_game g, char *buf, size_t len, tb_error *err)
{
    if (!tb_cgt_begin(s, g, TB_CGT_ZERO)) {
        tb_error_set(err, "%s", tb_cgt_error(s)[0] ? tb_cgt_error(s) : "invalid game id");
        return false;
    }
    sbuf b = {0};
    bool ok = emit(s, g, &b);
    if (!ok)
        tb_error_set(err, "%s",
                     tb_cgt_failed(s) ? tb_cgt_error(s) : "value text too long (over 1 MB)");
    else if (b.len + 1 > len) {
        tb_error_set(err, "value text too long (%zu bytes, room for %zu)", b.len,
                     len ? len - 1 : 0);
        ok = false;
    } else {
        memcpy(buf, b.p ? b.p : "", b.len + 1);
    }
    free(b.p);
    return ok;
}

/* ---- parsing ---- */

typedef struct parser {
    tb_cgt *s;
    const char *text, *p;
    tb_error *err;
    bool expr; /* expression mode: sums inside braces, parentheses, binary operators */
    bool failed;
    int depth;
} parser;

static tb_cgt_game fail_at(parser *ps, const char *what)
{
    if (!ps->failed) {
        tb_error_set(ps->err, "bad value text at column %d: %s", (int)(ps->p - ps->text) + 1, what);
        ps->failed = true;
    }
    return TB_CGT_NONE;
}

/* An operation on the store failed (a limit): report the store's message. */
static tb_cgt_game check(parser *ps, tb_cgt_game g)
{
    if (g == TB_CGT_NONE)
        fail_at(ps, tb_cgt_error(ps->s));
    return g;
}

static void skip_space(parser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t')
        ps->p++;
}

static bool eat(parser *ps, const char *token)
{
    size_t n = strlen(token);
    if (strncmp(ps->p, token, n) != 0)
        return false;
    ps->p += n;
    return true;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* digits, at most 12 of them (any larger count is out of every range anyway) */
static bool read_digits(parser *ps, uint64_t *out)
{
    const char *start = ps->p;
    uint64_t v = 0;
    while (is_digit(*ps->p)) {
        if (ps->p - start >= 12) {
            fail_at(ps, "number too long");
            return false;
        }
        v = v * 10 + (uint64_t)(*ps->p++ - '0');
    }
    *out = v;
    return ps->p > start;
}

/* number := digits [ "/" digits ], the denominator a power of two */
static tb_cgt_game parse_number(parser *ps, bool negative)
{
    uint64_t num, den = 1;
    if (!read_digits(ps, &num))
        return fail_at(ps, "expected a number");
    unsigned exp = 0;
    if (*ps->p == '/') {
        ps->p++;
        if (!read_digits(ps, &den))
            return fail_at(ps, "expected a denominator after '/'");
        if (den == 0 || (den & (den - 1)) != 0)
            return fail_at(ps, "the denominator must be a power of two (1, 2, 4, 8, ...)");
        while (den > 1) {
            den >>= 1;
            exp++;
        }
    }
    int64_t n = (int64_t)num;
    return check(ps, tb_cgt_number(ps->s, negative ? -n : n, exp));
}

/* ups := ( "^" | "v" ) [ digits ] with the aliases ↑ ↓ ⇑ ⇓; returns false if absent. */
static bool parse_ups(parser *ps, int *k)
{
    int sign;
    if (eat(ps, "^") || eat(ps, "\u2191")) {
        sign = 1;
    } else if (eat(ps, "v") || eat(ps, "\u2193")) {
        sign = -1;
    } else if (eat(ps, "\u21d1")) {
        *k = 2;
        return true;
    } else if (eat(ps, "\u21d3")) {
        *k = -2;
        return true;
    } else {
        return false;
    }
    uint64_t count = 1;
    if (is_digit(*ps->p)) {
        if (!read_digits(ps, &count))
            return true; /* error already reported */
        if (count == 0) {
            fail_at(ps, "the number of ups must be at least 1");
            return true;
        }
        if (count > TB_CGT_MAX_UPS) {
            fail_at(ps, "too many ups");
            return true;
        }
    }
    *k = sign * (int)count;
    return true;
}

/* simple := [ number ] [ ups ] [ star ], at least one part; a "-" before it (already read)
 * negates the number part when there is one (see the top of this file). */
static tb_cgt_game parse_simple(parser *ps, bool *negative)
{
    tb_cgt *s = ps->s;
    tb_cgt_game g = TB_CGT_ZERO;
    bool any = false;
    if (is_digit(*ps->p)) {
        g = parse_number(ps, *negative);
        *negative = false;
        any = true;
    }
    int k = 0;
    if (!ps->failed && parse_ups(ps, &k)) {
        if (ps->failed)
            return TB_CGT_NONE;
        g = check(ps, tb_cgt_add(s, g, check(ps, tb_cgt_ups(s, k))));
        any = true;
    }
    if (!ps->failed && *ps->p == '*') {
        ps->p++;
        uint64_t n = 1;
        if (is_digit(*ps->p) && !read_digits(ps, &n))
            return TB_CGT_NONE;
        g = check(ps, tb_cgt_add(s, g, check(ps, tb_cgt_nimber(s, n))));
        any = true;
    }
    if (ps->failed)
        return TB_CGT_NONE;
    if (!any)
        return fail_at(ps, "expected a value (a number, ^, v, *, ± or {...})");
    return g;
}

static tb_cgt_game parse_value(parser *ps);
static tb_cgt_game parse_sum(parser *ps);

/* braces := "{" [ item { "," item } ] "|" [ item { "," item } ] "}"; ∅ marks an empty side. */
static tb_cgt_game parse_braces(parser *ps)
{
    ps->p++; /* '{' */
    tb_cgt_game *opts[2] = {NULL, NULL};
    size_t count[2] = {0, 0}, cap[2] = {0, 0};
    tb_cgt_game g = TB_CGT_NONE;
    for (int side = 0; side < 2; side++) {
        skip_space(ps);
        const char *close = side == 0 ? "|" : "}";
        if (eat(ps, "\u2205")) { /* ∅ */
            skip_space(ps);
        } else if (*ps->p != *close) {
            for (;;) {
                skip_space(ps);
                tb_cgt_game o = ps->expr ? parse_sum(ps) : parse_value(ps);
                if (o == TB_CGT_NONE)
                    goto done;
                if (count[side] == cap[side]) {
                    cap[side] = cap[side] ? 2 * cap[side] : 4;
                    tb_cgt_game *v = realloc(opts[side], cap[side] * sizeof *v);
                    if (!v) {
                        fail_at(ps, "out of memory");
                        goto done;
                    }
                    opts[side] = v;
                }
                opts[side][count[side]++] = o;
                skip_space(ps);
                if (*ps->p != ',')
                    break;
                ps->p++;
            }
        }
        if (*ps->p != *close) {
            fail_at(ps,
                    side == 0 ? "expected ',' or '|' in {...}" : "expected ',' or '}' in {...}");
            goto done;
        }
        ps->p++;
    }
    g = check(ps, tb_cgt_make(ps->s, opts[0], count[0], opts[1], count[1]));
done:
    free(opts[0]);
    free(opts[1]);
    return g;
}

/* value := [ "-" ] atom;  atom := braces | "±" number | simple */
static tb_cgt_game parse_value(parser *ps)
{
    if (++ps->depth > MAX_DEPTH) {
        ps->depth--;
        return fail_at(ps, "nested too deeply");
    }
    tb_cgt *s = ps->s;
    bool negative = eat(ps, "-") || eat(ps, "\u2212");
    if (negative && ps->expr)
        skip_space(ps);
    tb_cgt_game g;
    if (*ps->p == '{') {
        g = parse_braces(ps);
    } else if (eat(ps, "\u00b1") || eat(ps, "+-")) {
        /* ±x = { x | −x } */
        tb_cgt_game x =
            is_digit(*ps->p) ? parse_number(ps, false) : fail_at(ps, "expected a number after ±");
        tb_cgt_game mx = x == TB_CGT_NONE ? x : check(ps, tb_cgt_neg(s, x));
        g = mx == TB_CGT_NONE ? mx : check(ps, tb_cgt_make(s, &x, 1, &mx, 1));
    } else {
        g = parse_simple(ps, &negative);
    }
    if (negative && g != TB_CGT_NONE)
        g = check(ps, tb_cgt_neg(s, g));
    ps->depth--;
    return g;
}

/* term := "(" sum ")" | "-" term | value   (expression mode only) */
static tb_cgt_game parse_term(parser *ps)
{
    skip_space(ps);
    if (++ps->depth > MAX_DEPTH) {
        ps->depth--;
        return fail_at(ps, "nested too deeply");
    }
    tb_cgt_game g;
    const char *save = ps->p;
    if (eat(ps, "(")) {
        g = parse_sum(ps);
        skip_space(ps);
        if (g != TB_CGT_NONE && !eat(ps, ")"))
            g = fail_at(ps, "expected ')'");
    } else if (eat(ps, "-") || eat(ps, "\u2212")) {
        skip_space(ps);
        if (*ps->p == '(' || *ps->p == '-') {
            g = parse_term(ps);
            if (g != TB_CGT_NONE)
                g = check(ps, tb_cgt_neg(ps->s, g));
        } else {
            ps->p = save; /* a signed value: "-1^" keeps its own reading */
            g = parse_value(ps);
        }
    } else {
        g = parse_value(ps);
    }
    ps->depth--;
    return g;
}

/* sum := term { ("+" | "-") term } */
static tb_cgt_game parse_sum(parser *ps)
{
    tb_cgt_game g = parse_term(ps);
    for (;;) {
        if (g == TB_CGT_NONE)
            return g;
        skip_space(ps);
        bool minus;
        if (*ps->p == '+')
            minus = false;
        else if (*ps->p == '-' || strncmp(ps->p, "\u2212", 3) == 0)
            minus = true;
        else
            return g;
        ps->p += *ps->p == '+' || *ps->p == '-' ? 1 : 3;
        skip_space(ps);
        if (*ps->p == '\0')
            return fail_at(ps, "expected a value after the operator");
        tb_cgt_game t = parse_term(ps);
        if (t != TB_CGT_NONE && minus)
            t = check(ps, tb_cgt_neg(ps->s, t));
        g = t == TB_CGT_NONE ? t : check(ps, tb_cgt_add(ps->s, g, t));
    }
}

bool tb_cgt_parse(tb_cgt *s, const char *text, tb_cgt_game *out, tb_error *err)
{
    parser ps = {s, text, text, err, false, false, 0};
    skip_space(&ps);
    tb_cgt_game g = parse_value(&ps);
    skip_space(&ps);
    if (g != TB_CGT_NONE && *ps.p != '\0')
        g = fail_at(&ps, "unexpected text after the value");
    if (g == TB_CGT_NONE)
        return false;
    *out = g;
    return true;
}

/* ---- expressions ---- */

typedef struct relation_token {
    const char *text;
    bool less, equal, greater, fuzzy; /* which outcomes of tb_cgt_compare make it true */
} relation_token;

/* Longer tokens first, so "<=" is not read as "<". */
static const relation_token relations[] = {
    {"<=", true, true, false, false},      {">=", false, true, true, false},
    {"==", false, true, false, false},     {"||", false, false, false, true},
    {"\u2264", true, true, false, false},  {"\u2265", false, true, true, false},
    {"\u2016", false, false, false, true}, {"<", true, false, false, false},
    {">", false, false, true, false},      {"=", false, true, false, false},
};

bool tb_cgt_eval(tb_cgt *s, const char *expr, char *out, size_t len, tb_error *err)
{
    parser ps = {s, expr, expr, err, true, false, 0};
    skip_space(&ps);
    if (*ps.p == '\0') {
        tb_error_set(err, "empty expression");
        return false;
    }
    tb_cgt_game a = parse_sum(&ps);
    if (a == TB_CGT_NONE)
        return false;
    skip_space(&ps);
    if (*ps.p == '\0')
        return tb_cgt_to_text(s, a, out, len, err);
    const relation_token *rel = NULL;
    for (size_t i = 0; i < sizeof relations / sizeof relations[0] && !rel; i++)
        if (eat(&ps, relations[i].text))
            rel = &relations[i];
    if (!rel) {
        fail_at(&ps, "expected '+', '-' or a comparison (= < > <= >= ||)");
        return false;
    }
    tb_cgt_game b = parse_sum(&ps);
    if (b == TB_CGT_NONE)
        return false;
    skip_space(&ps);
    if (*ps.p != '\0') {
        fail_at(&ps, "unexpected text after the expression");
        return false;
    }
    bool truth;
    tb_cgt_relation relation = tb_cgt_compare(s, a, b);
    if (tb_cgt_error(s)[0]) {
        tb_error_set(err, "%s", tb_cgt_error(s));
        return false;
    }
    switch (relation) {
    case TB_CGT_LESS:
        truth = rel->less;
        break;
    case TB_CGT_EQUAL:
        truth = rel->equal;
        break;
    case TB_CGT_GREATER:
        truth = rel->greater;
        break;
    default:
        truth = rel->fuzzy;
        break;
    }
    const char *answer = truth ? "true" : "false";
    if (strlen(answer) + 1 > len) {
        tb_error_set(err, "no room for the answer");
        return false;
    }
    memcpy(out, answer, strlen(answer) + 1);
    return true;
}
