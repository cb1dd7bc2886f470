/* SGF FF[4] (https://www.red-bean.com/sgf/) for Go: writer and main-line reader. */
#include "games/go/go_sgf.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "games/go/go.h"
#include "tabula/registry.h"

bool go_sgf_detect(const char *text)
{
    while (isspace((unsigned char)*text))
        text++;
    if (*text++ != '(')
        return false;
    while (isspace((unsigned char)*text))
        text++;
    return *text == ';';
}

static bool is_go(const tb_game *g)
{
    return strcmp(g->variant->id, "go") == 0;
}

/* SGF point: column letter, then row letter from the top. */
static void sgf_point(const go_config *cfg, int p, char out[3])
{
    int n = cfg->size, col = p % n, row = p / n;
    out[0] = (char)('a' + col);
    out[1] = (char)('a' + (n - 1 - row));
    out[2] = '\0';
}

static void format_komi(int komi2, char *buf, size_t len)
{
    if (komi2 % 2)
        snprintf(buf, len, "%.1f", komi2 / 2.0);
    else
        snprintf(buf, len, "%d", komi2 / 2);
}

char *go_sgf_write(const tb_game *g, const void *start, const tb_action *actions, int count,
                   tb_error *err)
{
    if (!is_go(g)) {
        tb_error_set(err, "SGF is for Go only (go), not %s", g->variant->id);
        return NULL;
    }
    const go_config *cfg = go_config_of(g);
    void *state = malloc(g->state_size);
    memcpy(state, start, g->state_size);
    go_state *s = state;
    tb_strbuf out;
    tb_strbuf_init(&out, 1024);
    char komi[16];
    format_komi(cfg->komi2, komi, sizeof komi);
    tb_strbuf_put(&out, "(;FF[4]GM[1]CA[UTF-8]AP[tabula]SZ[%d]KM[%s]RU[%s]", cfg->size, komi,
                  cfg->scoring == GO_SCORE_AREA ? "Chinese" : "Japanese");
    /* the handicap: fixed stones of the start, and the free ones Black places first */
    int i = 0;
    tb_pointset black;
    tb_pointset_clear(&black);
    for (int p = 0; p < cfg->graph.board.num_points; p++)
        if (s->board.stone[p] == GO_BLACK)
            tb_pointset_add(&black, p);
    while (i < count && s->handicap_left > 0 && actions[i] < GO_ACT_PASS) {
        tb_pointset_add(&black, (int)actions[i]);
        g->cls->apply(g, s, actions[i++]);
    }
    if (!tb_pointset_empty(&black)) {
        tb_strbuf_put(&out, "HA[%d]AB", tb_pointset_count(&black));
        for (int p = tb_pointset_next(&black, 0); p >= 0; p = tb_pointset_next(&black, p + 1)) {
            char pt[3];
            sgf_point(cfg, p, pt);
            tb_strbuf_put(&out, "[%s]", pt);
        }
    }
    /* any white stones of a set-up start */
    bool white = false;
    for (int p = 0; p < cfg->graph.board.num_points; p++)
        if (s->board.stone[p] == GO_WHITE) {
            char pt[3];
            sgf_point(cfg, p, pt);
            tb_strbuf_put(&out, "%s[%s]", white ? "" : "AW", pt);
            white = true;
        }
    if (s->to_move == GO_P_WHITE && i == 0 && s->board.hash)
        tb_strbuf_put(&out, "PL[W]");
    tb_outcome o;
    char moves_buf[16];
    tb_strbuf moves;
    tb_strbuf_init(&moves, 1024);
    for (; i < count; i++) {
        tb_action a = actions[i];
        char colour = s->to_move == GO_P_BLACK ? 'B' : 'W';
        if (a < GO_ACT_PASS) {
            sgf_point(cfg, (int)a, moves_buf);
            tb_strbuf_put(&moves, "\n;%c[%s]", colour, moves_buf);
        } else if (a == GO_ACT_PASS) {
            tb_strbuf_put(&moves, "\n;%c[]", colour);
        }
        g->cls->apply(g, s, a);
    }
    g->cls->outcome(g, s, &o);
    if (o.over) {
        int winner = o.result[GO_P_BLACK] == TB_WIN ? 0 : 1;
        if (s->resigned)
            tb_strbuf_put(&out, "RE[%c+R]", winner ? 'W' : 'B');
        else {
            double margin = o.score[winner] - o.score[!winner];
            if (margin == (int)margin)
                tb_strbuf_put(&out, "RE[%c+%d]", winner ? 'W' : 'B', (int)margin);
            else
                tb_strbuf_put(&out, "RE[%c+%.1f]", winner ? 'W' : 'B', margin);
        }
    }
    tb_strbuf_put(&out, "%s)\n", moves.s);
    free(moves.s);
    free(state);
    return out.s;
}

/* ---- reading ---- */

typedef struct sgf_prop {
    char id[8];
    int num_values;
    char values[400][16]; /* point values are short; longer values are cut (comments) */
} sgf_prop;

typedef struct sgf_reader {
    const char *p;
    int depth;
    bool done; /* the main line is over */
} sgf_reader;

/* Reads one value "[...]" (escapes kept out); false at anything else. */
static bool read_value(sgf_reader *r, char *out, size_t len, tb_error *err)
{
    if (*r->p != '[')
        return false;
    r->p++;
    size_t n = 0;
    while (*r->p && *r->p != ']') {
        if (*r->p == '\\' && r->p[1])
            r->p++;
        if (n + 1 < len)
            out[n++] = *r->p;
        r->p++;
    }
    if (*r->p != ']') {
        tb_error_set(err, "SGF: a value is not closed by ']'");
        return false;
    }
    r->p++;
    out[n] = '\0';
    return true;
}

static void skip_space(sgf_reader *r)
{
    while (isspace((unsigned char)*r->p))
        r->p++;
}

/* The next node of the main line: its properties; false at the end (or an error: err set). */
static bool next_node(sgf_reader *r, sgf_prop *props, int *num_props, int max, tb_error *err)
{
    for (;;) {
        skip_space(r);
        if (r->done || *r->p == '\0')
            return false;
        if (*r->p == '(') {
            r->depth++;
            r->p++;
            continue;
        }
        if (*r->p == ')') {
            /* the first variation is over: the main line ends here */
            r->done = true;
            return false;
        }
        if (*r->p != ';') {
            tb_error_set(err, "SGF: unexpected '%c'", *r->p);
            return false;
        }
        r->p++;
        break;
    }
    *num_props = 0;
    for (;;) {
        skip_space(r);
        if (!isupper((unsigned char)*r->p))
            return true;
        sgf_prop *prop = *num_props < max ? &props[(*num_props)++] : &props[max - 1];
        size_t n = 0;
        while (isalpha((unsigned char)*r->p)) {
            if (isupper((unsigned char)*r->p) && n + 1 < sizeof prop->id)
                prop->id[n++] = *r->p;
            r->p++;
        }
        prop->id[n] = '\0';
        prop->num_values = 0;
        skip_space(r);
        char value[16];
        while (*r->p == '[') {
            if (!read_value(r, value, sizeof value, err))
                return false;
            if (prop->num_values < 400)
                memcpy(prop->values[prop->num_values++], value, sizeof value);
            skip_space(r);
        }
        if (prop->num_values == 0) {
            tb_error_set(err, "SGF: property %s without a value", prop->id);
            return false;
        }
    }
}

static int read_point(int size, const char *v)
{
    if (strlen(v) != 2 || !islower((unsigned char)v[0]) || !islower((unsigned char)v[1]))
        return -1;
    int col = v[0] - 'a', row_top = v[1] - 'a';
    if (col >= size || row_top >= size)
        return -1;
    return (size - 1 - row_top) * size + col;
}

static const sgf_prop *find(const sgf_prop *props, int n, const char *id)
{
    for (int i = 0; i < n; i++)
        if (strcmp(props[i].id, id) == 0)
            return &props[i];
    return NULL;
}

static bool go_sgf_read_main(sgf_reader *rp, sgf_prop *props, int n, tb_record *out, tb_error *err);

bool go_sgf_read(const char *text, tb_record *out, tb_error *err)
{
    memset(out, 0, sizeof *out);
    if (!go_sgf_detect(text)) {
        tb_error_set(err, "SGF: the text does not start with \"(;\"");
        return false;
    }
    sgf_reader r = {.p = text};
    sgf_prop *props = calloc(24, sizeof *props);
    int n = 0;
    if (!props || !next_node(&r, props, &n, 24, err)) {
        if (!err->msg[0])
            tb_error_set(err, "SGF: no root node");
        free(props);
        return false;
    }
    bool done = go_sgf_read_main(&r, props, n, out, err);
    free(props);
    return done;
}

static bool go_sgf_read_main(sgf_reader *rp, sgf_prop *props, int n, tb_record *out, tb_error *err)
{
    sgf_reader r = *rp;
    const sgf_prop *gm = find(props, n, "GM"), *sz = find(props, n, "SZ"),
                   *km = find(props, n, "KM"), *ru = find(props, n, "RU"),
                   *ab = find(props, n, "AB"), *aw = find(props, n, "AW"),
                   *re = find(props, n, "RE"), *ha = find(props, n, "HA");
    if (gm && strcmp(gm->values[0], "1") != 0) {
        tb_error_set(err, "SGF: GM[%s] is not Go (GM[1])", gm->values[0]);
        return false;
    }
    int size = sz ? atoi(sz->values[0]) : 19;
    if (size < 2 || size > 19) {
        tb_error_set(err, "SGF: board size %s not supported (2 to 19)", sz ? sz->values[0] : "");
        return false;
    }
    if (aw) {
        tb_error_set(err, "SGF: set-up white stones (AW) are not supported");
        return false;
    }
    char options[256], extra[128] = "";
    int handicap = ab ? ab->num_values : 0;
    if (ha && atoi(ha->values[0]) != handicap && !(handicap == 0 && atoi(ha->values[0]) <= 1)) {
        tb_error_set(err, "SGF: HA[%s] but %d stones in AB", ha->values[0], handicap);
        return false;
    }
    if (handicap == 1) {
        tb_error_set(err, "SGF: a single handicap stone is not a handicap (§2.2)");
        return false;
    }
    char komi[32] = "auto";
    if (km) {
        int komi2;
        if (!go_komi_read(km->values[0], &komi2)) {
            tb_error_set(err, "SGF: KM[%s] is not a multiple of 0.5 from -1000 to 1000",
                         km->values[0]);
            return false;
        }
        snprintf(komi, sizeof komi, "%s", km->values[0]);
    }
    bool territory = ru && (strncmp(ru->values[0], "Japanese", 8) == 0 ||
                            strncmp(ru->values[0], "Korean", 6) == 0);
    snprintf(options, sizeof options, "size=%d,komi=%s,scoring=%s%s", size, komi,
             territory ? "territory" : "area", extra);
    /* fixed handicap when the stones are the star points of that count, else free */
    tb_error sub = {{0}};
    tb_game *g = NULL;
    if (handicap) {
        char with[300];
        snprintf(with, sizeof with, "%s,handicap=%d", options, handicap);
        g = tb_game_new(tb_registry_find("go"), with, &sub);
        if (g) {
            void *start = tb_state_new(g);
            for (int i = 0; g && i < handicap; i++) {
                int p = read_point(size, ab->values[i]);
                if (p < 0 || ((go_state *)start)->board.stone[p] != GO_BLACK) {
                    tb_game_free(g);
                    g = NULL;
                }
            }
            free(start);
        }
        if (!g)
            snprintf(options + strlen(options), sizeof options - strlen(options),
                     ",handicap=%d,handicap_free=on", handicap);
    }
    if (!g)
        g = tb_game_new(tb_registry_find("go"), options, err);
    if (!g)
        return false;
    out->game = g;
    out->start = tb_state_new(g);
    void *s = malloc(g->state_size);
    memcpy(s, out->start, g->state_size);
    int cap = 64;
    out->actions = malloc(sizeof(tb_action) * (size_t)cap);
    const go_config *cfg = go_config_of(g);
    bool ok = true;
    tb_action *legal = malloc(sizeof(tb_action) * (size_t)g->max_actions);
#define PUSH(a)                                                                                    \
    do {                                                                                           \
        if (out->count == cap)                                                                     \
            out->actions = realloc(out->actions, sizeof(tb_action) * (size_t)(cap *= 2));          \
        out->actions[out->count++] = (a);                                                          \
        g->cls->apply(g, s, (a));                                                                  \
    } while (0)
    if (cfg->handicap_free)
        for (int i = 0; i < handicap && ok; i++) {
            int p = read_point(size, ab->values[i]);
            if (p < 0 || !tb_game_is_legal(g, s, (tb_action)p)) {
                tb_error_set(err, "SGF: bad handicap stone AB[%s]", ab->values[i]);
                ok = false;
            } else
                PUSH((tb_action)p);
        }
    int move = 0;
    while (ok && next_node(&r, props, &n, 24, err)) {
        for (int i = 0; i < n && ok; i++) {
            bool black = strcmp(props[i].id, "B") == 0;
            if (!black && strcmp(props[i].id, "W") != 0) {
                if (strcmp(props[i].id, "AB") == 0 || strcmp(props[i].id, "AW") == 0 ||
                    strcmp(props[i].id, "AE") == 0) {
                    tb_error_set(err, "SGF: set-up (%s) after the root is not supported",
                                 props[i].id);
                    ok = false;
                }
                continue;
            }
            move++;
            const char *v = props[i].values[0];
            if (g->cls->to_move(g, s) != (black ? GO_P_BLACK : GO_P_WHITE)) {
                tb_error_set(err, "SGF: move %d: %s plays out of turn", move,
                             black ? "Black" : "White");
                ok = false;
                break;
            }
            tb_action a;
            if (v[0] == '\0' || (strcmp(v, "tt") == 0 && size <= 19))
                a = GO_ACT_PASS;
            else {
                int p = read_point(size, v);
                if (p < 0) {
                    tb_error_set(err, "SGF: move %d: %s[%s] is not a point of the %dx%d board",
                                 move, props[i].id, v, size, size);
                    ok = false;
                    break;
                }
                a = (tb_action)p;
            }
            if (!tb_game_is_legal(g, s, a)) {
                char name[16];
                g->cls->action_to_text(g, s, a, name, sizeof name);
                tb_game_parse_action(g, s, name, &a, err);
                char why[TB_ERROR_LEN];
                snprintf(why, sizeof why, "%s", err->msg);
                tb_error_set(err, "SGF: move %d (%s[%s]) is illegal: %s", move, props[i].id, v,
                             why[0] ? why : "not a legal move here");
                ok = false;
                break;
            }
            PUSH(a);
        }
    }
    if (ok && err->msg[0])
        ok = false;
    /* a resignation recorded in RE */
    if (ok && re && strlen(re->values[0]) >= 3 &&
        (re->values[0][2] == 'R' || re->values[0][2] == 'r') && !tb_game_over(g, s) &&
        !tb_game_mid_turn(g, s)) {
        int loser = re->values[0][0] == 'B' ? GO_P_WHITE : GO_P_BLACK;
        if (g->cls->to_move(g, s) == loser && tb_game_is_legal(g, s, GO_ACT_RESIGN))
            PUSH(GO_ACT_RESIGN);
    }
#undef PUSH
    free(legal);
    free(s);
    if (!ok) {
        tb_record_free(out);
        memset(out, 0, sizeof *out);
        return false;
    }
    return true;
}

/* ---- the family's record format (tb_record_format) ---- */

static bool format_read(const char **text, const char *variant, tb_record *out,
                        tb_record_tags *tags, tb_error *err)
{
    (void)variant;
    if (tags)
        tags->count = 0;
    const char *p = *text;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '\0') {
        err->msg[0] = '\0';
        *text = p;
        return false;
    }
    if (!go_sgf_read(p, out, err))
        return false;
    /* one game per text: skip to the end of this game tree */
    int depth = 0;
    bool in_value = false;
    for (; *p; p++) {
        if (in_value) {
            if (*p == '\\' && p[1])
                p++;
            else if (*p == ']')
                in_value = false;
        } else if (*p == '[')
            in_value = true;
        else if (*p == '(')
            depth++;
        else if (*p == ')' && --depth == 0) {
            p++;
            break;
        }
    }
    *text = p;
    return true;
}

static char *format_write(const tb_game *game, const void *start, const tb_action *actions,
                          int count, const tb_record_tags *tags, bool sources)
{
    (void)tags;
    (void)sources;
    tb_error err = {{0}};
    return go_sgf_write(game, start, actions, count, &err);
}

static const tb_variant *format_variant(const char *name)
{
    return strcmp(name, "go") == 0 ? tb_registry_find("go") : NULL;
}

const tb_record_format go_sgf_format = {
    .name = "sgf",
    .extension = ".sgf",
    .detect = go_sgf_detect,
    .read = format_read,
    .write = format_write,
    .variant_find = format_variant,
};
