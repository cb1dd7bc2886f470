/* The generic class of every combinatorial game: positions are sums of components of any
 * kinds (combinatorial.md §2.3); see comb.h for the text conventions. */
#include "games/combinatorial/comb.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/options.h"

typedef struct comb_config {
    bool misere;
    tb_comb_state start;
} comb_config;

/* ---- kinds ---- */

const tb_comb_kind *tb_comb_kind_find(const char *keyword)
{
    for (int i = 0; i < tb_comb_kind_count(); i++) {
        const tb_comb_kind *k = tb_comb_kinds[i];
        if (strcasecmp(k->keyword, keyword) == 0)
            return k;
        for (const char *const *a = k->aliases; a && *a; a++)
            if (strcasecmp(*a, keyword) == 0)
                return k;
    }
    return NULL;
}

static int kind_index(const tb_comb_kind *kind)
{
    for (int i = 0; i < tb_comb_kind_count(); i++)
        if (tb_comb_kinds[i] == kind)
            return i;
    return -1;
}

bool tb_comb_is_partizan(const tb_comb_state *s)
{
    for (int k = 0; k < s->count; k++)
        if (tb_comb_kind_of(s, k)->type == TB_COMB_PARTIZAN)
            return true;
    return false;
}

/* ---- reading a position ---- */

static bool is_space(char c)
{
    return c == ' ' || c == '\t';
}

/* Copies text[from, to) trimmed into out (cap bytes). */
static void copy_trimmed(const char *from, const char *to, char *out, size_t cap)
{
    while (from < to && is_space(*from))
        from++;
    while (to > from && is_space(to[-1]))
        to--;
    size_t n = (size_t)(to - from);
    if (n >= cap)
        n = cap - 1;
    memcpy(out, from, n);
    out[n] = '\0';
}

bool tb_comb_read_long(const char **p, long lo, long hi, long *out)
{
    const char *s = *p;
    if (!isdigit((unsigned char)*s))
        return false;
    long v = 0;
    while (isdigit((unsigned char)*s)) {
        if (v > 100000000L) /* far beyond every limit: refuse before it overflows */
            return false;
        v = v * 10 + (*s - '0');
        s++;
    }
    if (v < lo || v > hi)
        return false;
    *out = v;
    *p = s;
    return true;
}

/* Reads "keyword{ints}[opts]:" and leaves *body at the body. */
static bool read_header(const char *text, const tb_comb_kind **kind, tb_comb_header *h,
                        const char **body, tb_error *err)
{
    memset(h, 0, sizeof *h);
    const char *p = text;
    char keyword[32];
    size_t n = 0;
    while (isalnum((unsigned char)*p) || *p == '-' || *p == '_') {
        if (n + 1 >= sizeof keyword) {
            tb_error_set(err, "bad position: '%.40s' is not a game keyword", text);
            return false;
        }
        keyword[n++] = *p++;
    }
    keyword[n] = '\0';
    if (n == 0) {
        tb_error_set(err, "bad position: expected a component like 'nim: 3 5 7', got '%.40s'",
                     text);
        return false;
    }
    *kind = tb_comb_kind_find(keyword);
    if (!*kind) {
        tb_error_set(err, "bad position: unknown game '%s' (expected e.g. 'nim: 3 5 7')", keyword);
        return false;
    }
    if (*p == '{') {
        h->has_ints = true;
        p++;
        while (is_space(*p))
            p++;
        while (*p != '}') {
            long v;
            if (h->nints == TB_COMB_MAX_INTS) {
                tb_error_set(err, "bad position: more than %d numbers in %s{...}", TB_COMB_MAX_INTS,
                             keyword);
                return false;
            }
            if (!tb_comb_read_long(&p, 0, 1000000, &v)) {
                tb_error_set(err, "bad position: expected numbers separated by ',' in %s{...}",
                             keyword);
                return false;
            }
            h->ints[h->nints++] = v;
            while (is_space(*p))
                p++;
            if (*p == ',') {
                p++;
                while (is_space(*p))
                    p++;
            } else if (*p != '}') {
                tb_error_set(err, "bad position: expected ',' or '}' in %s{...}", keyword);
                return false;
            }
        }
        p++;
    }
    if (*p == '[') {
        p++;
        while (*p != ']') {
            if (h->nopts == TB_COMB_MAX_OPTS) {
                tb_error_set(err, "bad position: too many options in %s[...]", keyword);
                return false;
            }
            const char *end = p + strcspn(p, ",]"), *eq = memchr(p, '=', (size_t)(end - p));
            if (!*end || !eq || eq == p || eq + 1 == end) {
                tb_error_set(err, "bad position: expected options like [key=value] after %s",
                             keyword);
                return false;
            }
            copy_trimmed(p, eq, h->opt[h->nopts].key, sizeof h->opt[0].key);
            copy_trimmed(eq + 1, end, h->opt[h->nopts].value, sizeof h->opt[0].value);
            h->nopts++;
            p = *end == ',' ? end + 1 : end;
        }
        p++;
    }
    if (*p != ':') {
        tb_error_set(err, "bad position: expected ':' after '%s'", keyword);
        return false;
    }
    *body = p + 1;
    return true;
}

bool tb_comb_parse(const char *text, bool misere, tb_comb_state *s, tb_error *err)
{
    memset(s, 0, sizeof *s);
    size_t len = strlen(text);
    if (len >= TB_COMB_TEXT) {
        tb_error_set(err, "bad position: longer than %d characters", TB_COMB_TEXT - 1);
        return false;
    }
    char *buf = malloc(len + 1);
    if (!buf) {
        tb_error_set(err, "out of memory");
        return false;
    }
    memcpy(buf, text, len + 1);
    bool ok = false;
    /* The mover, after a standalone ';'. */
    char *semi = strrchr(buf, ';');
    if (semi) {
        char mover[8];
        copy_trimmed(semi + 1, buf + len, mover, sizeof mover);
        if (strcmp(mover, "1") == 0 || strcasecmp(mover, "L") == 0)
            s->to_move = 0;
        else if (strcmp(mover, "2") == 0 || strcasecmp(mover, "R") == 0)
            s->to_move = 1;
        else {
            tb_error_set(err, "bad position: expected the player to move after ';' (1, 2, L "
                              "or R)");
            goto done;
        }
        *semi = '\0';
    }
    /* Components are separated by '+' tokens standing alone. */
    char *start = buf;
    for (char *p = buf;; p++) {
        bool sep = *p == '+' && (p == buf || is_space(p[-1])) && (is_space(p[1]) || !p[1]);
        if (!sep && *p)
            continue;
        char part[TB_COMB_TEXT];
        copy_trimmed(start, p, part, sizeof part);
        if (!part[0]) {
            tb_error_set(err, sep || s->count ? "bad position: empty component around '+'"
                                              : "bad position: empty text");
            goto done;
        }
        if (s->count == TB_COMB_MAX_COMPONENTS) {
            tb_error_set(err, "bad position: more than %d components", TB_COMB_MAX_COMPONENTS);
            goto done;
        }
        const tb_comb_kind *kind;
        tb_comb_header h;
        const char *body;
        if (!read_header(part, &kind, &h, &body, err))
            goto done;
        char trimmed[TB_COMB_TEXT];
        copy_trimmed(body, body + strlen(body), trimmed, sizeof trimmed);
        int k = s->count++;
        s->kind[k] = (uint8_t)kind_index(kind);
        if (!kind->parse(&h, trimmed, s->data[k], err))
            goto done;
        if (misere && !kind->misere) {
            tb_error_set(err, "bad position: misère play is not offered for %s", kind->keyword);
            goto done;
        }
        if (!*p)
            break;
        start = p + 1;
    }
    int bound = 0;
    for (int k = 0; k < s->count; k++) {
        const tb_comb_kind *kind = tb_comb_kind_of(s, k);
        if (kind->type == TB_COMB_CONSTRAINED && s->count > 1) {
            tb_error_set(err,
                         "bad position: %s is a constrained game and cannot be summed with "
                         "other components (they cannot be played together)",
                         kind->keyword);
            goto done;
        }
        bound += kind->move_bound(s->data[k]);
    }
    if (bound > TB_COMB_MAX_ACTIONS) {
        tb_error_set(err, "position too large: it may have up to %d moves, the limit is %d", bound,
                     TB_COMB_MAX_ACTIONS);
        goto done;
    }
    ok = true;
done:
    free(buf);
    return ok;
}

/* ---- printing ---- */

int tb_comb_component_text(const tb_comb_state *s, int k, char *buf, size_t len)
{
    const tb_comb_kind *kind = tb_comb_kind_of(s, k);
    char head[256] = "", body[TB_COMB_TEXT];
    if (kind->print_header)
        kind->print_header(s->data[k], head, sizeof head);
    kind->print_body(s->data[k], body, sizeof body);
    return snprintf(buf, len, "%s%s:%s%s", kind->keyword, head, body[0] ? " " : "", body);
}

int tb_comb_text(const tb_comb_state *s, char *buf, size_t len)
{
    size_t n = 0;
    for (int k = 0; k < s->count; k++) {
        char part[TB_COMB_TEXT];
        tb_comb_component_text(s, k, part, sizeof part);
        n += (size_t)snprintf(buf + (n < len ? n : len), n < len ? len - n : 0, "%s%s",
                              k ? " + " : "", part);
    }
    if (s->to_move)
        n += (size_t)snprintf(buf + (n < len ? n : len), n < len ? len - n : 0, " ; %s",
                              tb_comb_is_partizan(s) ? "R" : "2");
    return (int)n;
}

/* ---- the class ---- */

bool tb_comb_misere(const tb_game *g)
{
    return ((const comb_config *)g->config)->misere;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    g->state_size = sizeof(tb_comb_state);
    g->num_players = 2;
    g->max_actions = TB_COMB_MAX_ACTIONS;
    comb_config *c = calloc(1, sizeof *c);
    if (!c) {
        tb_error_set(err, "out of memory");
        return false;
    }
    g->config = c;
    if (tb_options_get(opts, "play")) {
        int play;
        if (!tb_option_choice(opts, "play", "normal|misere", &play, err))
            return false;
        c->misere = play == 1;
    }
    tb_error perr = {{0}};
    if (!tb_comb_parse(tb_options_get(opts, "start"), c->misere, &c->start, &perr)) {
        tb_error_set(err, "option start: %s", perr.msg);
        return false;
    }
    return true;
}

static void initial(const tb_game *g, void *state)
{
    memcpy(state, &((const comb_config *)g->config)->start, sizeof(tb_comb_state));
}

static int to_move(const tb_game *g, const void *state)
{
    return ((const tb_comb_state *)state)->to_move;
}

static int moves_of(const tb_comb_state *s, int player, tb_action *out)
{
    int n = 0;
    uint32_t buf[TB_COMB_MAX_ACTIONS];
    for (int k = 0; k < s->count; k++) {
        int m = tb_comb_kind_of(s, k)->moves(s->data[k], player, buf);
        for (int i = 0; i < m; i++)
            out[n++] = tb_comb_action(k, player, buf[i]);
    }
    return n;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const tb_comb_state *s = state;
    return moves_of(s, s->to_move, out);
}

static int legal_for(const tb_game *g, const void *state, int player, tb_action *out)
{
    return moves_of(state, player, out);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    tb_comb_state *s = state;
    int k = tb_comb_action_component(a);
    tb_comb_kind_of(s, k)->apply(s->data[k], tb_comb_action_player(a), tb_comb_action_move(a));
    s->to_move ^= 1;
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const tb_comb_state *s = state;
    memset(o, 0, sizeof *o);
    tb_action moves[TB_COMB_MAX_ACTIONS];
    if (moves_of(s, s->to_move, moves) > 0)
        return;
    bool misere = tb_comb_misere(g);
    int stuck = s->to_move, winner = misere ? stuck : !stuck;
    o->over = true;
    o->result[winner] = TB_WIN;
    o->result[!winner] = TB_LOSS;
    bool constrained = s->count == 1 && tb_comb_kind_of(s, 0)->type == TB_COMB_CONSTRAINED;
    snprintf(o->reason, sizeof o->reason, "%s; the last player to move %s",
             constrained ? "cannot obey the announcement" : "no move left",
             misere ? "loses (misère)" : "wins");
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const tb_comb_state *s = state;
    int k = tb_comb_action_component(a), player = tb_comb_action_player(a);
    const tb_comb_kind *kind = tb_comb_kind_of(s, k);
    char move[256], prefix[16] = "", index[16] = "";
    kind->move_to_text(s->data[k], player, tb_comb_action_move(a), move, sizeof move);
    if (kind->type != TB_COMB_PARTIZAN && tb_comb_is_partizan(s))
        snprintf(prefix, sizeof prefix, "%s: ", player ? "R" : "L");
    if (s->count > 1)
        snprintf(index, sizeof index, "[%d] ", k + 1);
    return snprintf(buf, len, "%s%s%s", prefix, index, move);
}

/* One component's reading of the move text. */
static bool read_in(const tb_comb_state *s, int k, int mover, const char *text, tb_action *a,
                    tb_error *err)
{
    const tb_comb_kind *kind = tb_comb_kind_of(s, k);
    uint32_t m = 0;
    int who = mover >= 0 ? mover : s->to_move;
    if (!kind->move_from_text(s->data[k], who, text, &m, &who, err))
        return false;
    if (m > TB_COMB_MAX_MOVE || who < 0 || who > 1) {
        tb_error_set(err, "bad move '%s'", text);
        return false;
    }
    *a = tb_comb_action(k, who, m);
    return true;
}

static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const tb_comb_state *s = state;
    const char *p = text;
    while (is_space(*p))
        p++;
    int mover = -1;
    if ((*p == 'L' || *p == 'R' || *p == 'l' || *p == 'r') && p[1] == ':') {
        mover = *p == 'R' || *p == 'r';
        p += 2;
        while (is_space(*p))
            p++;
    }
    if (*p == '[') {
        const char *q = p + 1;
        long k;
        if (!tb_comb_read_long(&q, 1, s->count, &k) || *q != ']') {
            tb_error_set(err, "bad move '%s': [k] must name a component 1..%d", text, s->count);
            return false;
        }
        p = q + 1;
        while (is_space(*p))
            p++;
        return read_in(s, (int)k - 1, mover, p, a, err);
    }
    if (s->count == 1)
        return read_in(s, 0, mover, p, a, err);
    /* No index: the one component where the text is a legal move. */
    int found = 0;
    tb_error first = {{0}};
    for (int k = 0; k < s->count; k++) {
        tb_action cand;
        tb_error e = {{0}};
        if (read_in(s, k, mover, p, &cand, first.msg[0] ? &e : &first) &&
            tb_game_is_legal(g, state, cand)) {
            *a = cand;
            found++;
        }
    }
    if (found == 1)
        return true;
    if (found > 1)
        tb_error_set(err, "ambiguous move '%s': prefix it with [k], the component", text);
    else if (first.msg[0])
        tb_error_set(err, "%s", first.msg);
    else
        tb_error_set(err, "illegal move: %s", text);
    return false;
}

static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    return tb_comb_text(state, buf, len);
}

/* Does a component's text begin with its game's header ("nim:", "sub{1,2}:")? */
static bool has_header(const char *part)
{
    const char *p = part;
    while (is_space(*p))
        p++;
    const char *word = p;
    while (isalnum((unsigned char)*p) || *p == '-' || *p == '_')
        p++;
    if (p == word || !isalpha((unsigned char)*word))
        return false;
    if (*p == '{')
        p = strchr(p, '}') ? strchr(p, '}') + 1 : p;
    if (*p == '[')
        p = strchr(p, ']') ? strchr(p, ']') + 1 : p;
    return *p == ':';
}

/* When the game is named, its position may be written without the header: "3 5 7" in Nim is
 * "nim: 3 5 7", "10" in the subtraction game is "sub{1,2,3}: 10" with the variant's set. The
 * header is the start position's, when its components are all of one kind. */
static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const tb_comb_state *start = &((const comb_config *)g->config)->start;
    char header[TB_COMB_TEXT] = "";
    for (int k = 0; k < start->count; k++) {
        char part[TB_COMB_TEXT];
        tb_comb_component_text(start, k, part, sizeof part);
        char *colon = strchr(part, ':');
        if (colon)
            colon[1] = '\0';
        if (k > 0 && strcmp(part, header) != 0)
            return tb_comb_parse(text, tb_comb_misere(g), state, err);
        snprintf(header, sizeof header, "%s", part);
    }
    /* Each '+'-separated component without a header gets the start's. */
    size_t len = strlen(text), cap = len * 2 + 64 + len / 2 * strlen(header);
    char *full = header[0] ? malloc(cap) : NULL;
    if (!full)
        return tb_comb_parse(text, tb_comb_misere(g), state, err);
    size_t out = 0;
    const char *part = text;
    for (const char *p = text;; p++) {
        bool sep = *p == '+' && (p == text || is_space(p[-1])) && (is_space(p[1]) || !p[1]);
        if (!sep && *p)
            continue;
        bool bare = !has_header(part);
        const char *semi = memchr(part, ';', (size_t)(p - part));
        bool empty = true; /* a lone "; 2" after the last component is not one */
        for (const char *q = part; q < (semi ? semi : p); q++)
            empty = empty && is_space(*q);
        out += (size_t)snprintf(full + out, cap - out, "%s%s %.*s", part == text ? "" : " + ",
                                bare && !empty ? header : "", (int)(p - part), part);
        if (!*p)
            break;
        part = p + 1;
    }
    bool ok = tb_comb_parse(full, tb_comb_misere(g), state, err);
    free(full);
    return ok;
}

/* The components on their boards: each from the record (start, actions) where its kind
 * draws what was played, else from the state. */
static void draw(const tb_comb_state *s, const tb_comb_state *start, const tb_action *actions,
                 int count, tb_view *v)
{
    uint32_t *moves = NULL;
    int *players = NULL;
    if (start && count > 0) {
        moves = malloc(sizeof *moves * (size_t)count);
        players = malloc(sizeof *players * (size_t)count);
        if (!moves || !players)
            start = NULL;
    }
    for (int k = 0; k < s->count; k++) {
        const tb_comb_kind *kind = tb_comb_kind_of(s, k);
        /* A sum's components are named as its moves name them ("[2] 1:4>0"); the keyword
         * is the notation's, not a title (the same in both languages). */
        char name[32] = "";
        if (s->count > 1)
            snprintf(name, sizeof name, "[%d]", k + 1);
        int board = tb_view_add_board(v, name);
        int first = v->num_cells;
        if (start && kind->view_played) {
            int n = 0;
            for (int i = 0; i < count; i++)
                if (tb_comb_action_component(actions[i]) == k) {
                    players[n] = tb_comb_action_player(actions[i]);
                    moves[n++] = tb_comb_action_move(actions[i]);
                }
            bool last = count > 0 && tb_comb_action_component(actions[count - 1]) == k;
            kind->view_played(start->data[k], moves, players, n, last, v, board);
        } else if (kind->view) {
            kind->view(s->data[k], v, board);
        } else {
            tb_view_add_cell(v, board, 0, 0, TB_SHAPE_SQUARE, "1");
        }
        /* In a sum, two components may draw the same labels (two Nim heaps "1"): each cell
         * is named "k.label" so a click names one cell of one component. */
        for (int i = first; s->count > 1 && i < v->num_cells; i++) {
            if (!v->cells[i].label[0])
                continue; /* a square no move can name */
            char label[64];
            snprintf(label, sizeof label, "%d.%s", k + 1, v->cells[i].label);
            snprintf(v->cells[i].label, sizeof v->cells[i].label, "%.15s", label);
        }
    }
    free(moves);
    free(players);
    /* No status of its own: whose turn it is, by the game's player names, is the status
     * line (tb_status_line) in either language. */
    v->status[0] = '\0';
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    draw(state, NULL, NULL, 0, v);
}

/* The last move is marked by the kind that drew its component from the record, else as
 * every game's is. */
static void view_played(const tb_game *g, const void *start, const tb_action *actions, int count,
                        const void *state, tb_view *v)
{
    const tb_comb_state *s = state;
    draw(s, start, actions, count, v);
    if (count > 0 && !tb_comb_kind_of(s, tb_comb_action_component(actions[count - 1]))->view_played)
        tb_view_mark_last_turn(v, g, start, actions, count);
}

/* Whether a cell of `before` reads the same in `after` (found there by board and label). */
static bool cell_unchanged(const tb_view *before, const tb_view_cell *c, const tb_view *after)
{
    for (int i = 0; i < after->num_cells; i++) {
        const tb_view_cell *d = &after->cells[i];
        if (d->board != c->board || strcmp(d->label, c->label) != 0)
            continue;
        if (d->marks != c->marks || d->num_pieces != c->num_pieces)
            return false;
        for (int p = 0; p < c->num_pieces; p++) {
            const tb_piece *x = &before->pieces[c->first_piece + p];
            const tb_piece *y = &after->pieces[d->first_piece + p];
            if (x->colour != y->colour || x->kind != y->kind || x->owner != y->owner)
                return false;
        }
        return true;
    }
    return false;
}

/* Whether `label` stands at text[at] with no digit touching it ("1" is not in "10"). */
static bool label_here(const char *text, size_t at, const char *label, size_t len)
{
    if (strncmp(text + at, label, len) != 0)
        return false;
    bool digit_before = at > 0 && isdigit((unsigned char)text[at - 1]);
    return !digit_before && !isdigit((unsigned char)text[at + len]);
}

/* The cells a move touches: the cells of its component named in its text (the longest label
 * at each place) that the move changes, so "1:3>2" touches heap 1, not heaps 3 and 2. Where
 * it changes none of them (the component is drawn anew after the move: a Kayles row split
 * in two), the cells named. */
static int action_cells(const tb_game *g, const void *state, tb_action a, char (*labels)[16],
                        int max)
{
    const tb_comb_state *s = state;
    int k = tb_comb_action_component(a);
    tb_comb_state *next = malloc(g->state_size);
    if (!next)
        return 0;
    memcpy(next, state, g->state_size);
    g->cls->apply(g, next, a);
    tb_view before, after;
    tb_view_init(&before);
    tb_view_init(&after);
    view(g, s, &before);
    view(g, next, &after);
    /* The component's own notation, without the "[k] " or "L: " of a sum. */
    char text[256];
    tb_comb_kind_of(s, k)->move_to_text(s->data[k], tb_comb_action_player(a),
                                        tb_comb_action_move(a), text, sizeof text);
    int named[32], changed[32], n_named = 0, n_changed = 0;
    /* In a sum the labels carry their component ("2.1:3"); the text names the rest. */
    char prefix[16] = "";
    if (s->count > 1)
        snprintf(prefix, sizeof prefix, "%d.", k + 1);
    size_t skip = strlen(prefix);
    for (size_t at = 0; text[at] && n_named < 32;) {
        size_t best = 0;
        int cell = -1;
        for (int i = 0; i < before.num_cells; i++) {
            const char *own = before.cells[i].label + skip;
            size_t len = strlen(own);
            if (before.cells[i].board == k && len > best && label_here(text, at, own, len)) {
                best = len;
                cell = i;
            }
        }
        if (cell < 0) {
            at++;
            continue;
        }
        bool seen = false;
        for (int i = 0; i < n_named; i++)
            seen |= named[i] == cell;
        if (!seen) {
            named[n_named++] = cell;
            if (!cell_unchanged(&before, &before.cells[cell], &after))
                changed[n_changed++] = cell;
        }
        at += best;
    }
    const int *cells = n_changed ? changed : named;
    int n = n_changed ? n_changed : n_named;
    if (n > max)
        n = max;
    for (int i = 0; i < n; i++)
        snprintf(labels[i], sizeof labels[0], "%s", before.cells[cells[i]].label);
    tb_view_free(&before);
    tb_view_free(&after);
    free(next);
    return n;
}

static uint64_t hash(const tb_game *g, const void *state)
{
    const tb_comb_state *s = state;
    uint64_t h = tb_hash_bytes(s, offsetof(tb_comb_state, data));
    for (int k = 0; k < s->count; k++)
        h = h * 0x9E3779B97F4A7C15ULL ^ tb_hash_bytes(s->data[k], tb_comb_kind_of(s, k)->data_size);
    return h;
}

/* The hash of the position with every component in the least of its symmetric images. */
static uint64_t symmetric_hash(const tb_game *g, const void *state)
{
    const tb_comb_state *s = state;
    uint64_t h = tb_hash_bytes(s, offsetof(tb_comb_state, data));
    for (int k = 0; k < s->count; k++) {
        const tb_comb_kind *kind = tb_comb_kind_of(s, k);
        uint64_t image[TB_COMB_SLOT / 8];
        memcpy(image, s->data[k], kind->data_size);
        if (kind->symmetric)
            kind->symmetric(image);
        h = h * 0x9E3779B97F4A7C15ULL ^ tb_hash_bytes(image, kind->data_size);
    }
    return h;
}

/* A position of one component whose kind knows the result without search (normal play). */
static bool decided(const tb_game *g, const void *state, tb_result *result)
{
    const tb_comb_state *s = state;
    if (s->count != 1 || tb_comb_misere(g))
        return false;
    const tb_comb_kind *kind = tb_comb_kind_of(s, 0);
    bool wins;
    if (!kind->decided || !kind->decided(s->data[0], s->to_move, &wins))
        return false;
    *result = wins ? TB_WIN : TB_LOSS;
    return true;
}

/* The estimate of a position of one component whose kind gives one. */
static bool solve_order(const tb_game *g, const void *state, int player, int *score)
{
    const tb_comb_state *s = state;
    if (s->count != 1 || !tb_comb_kind_of(s, 0)->solve_order)
        return false;
    *score = tb_comb_kind_of(s, 0)->solve_order(s->data[0], player);
    return true;
}

const tb_game_class tb_comb_class = {
    .create = create,
    .initial = initial,
    .to_move = to_move,
    .legal = legal,
    .apply = apply,
    .outcome = outcome,
    .action_to_text = action_to_text,
    .action_from_text = action_from_text,
    .position_to_text = position_to_text,
    .position_from_text = position_from_text,
    .view = view,
    .view_played = view_played,
    .action_cells = action_cells,
    .hash = hash,
    .symmetric_hash = symmetric_hash,
    .legal_for = legal_for,
    .decided = decided,
    .solve_order = solve_order,
};

/* ---- helpers for kinds ---- */

bool tb_comb_header_check(const tb_comb_header *h, const char *keyword, bool ints_allowed,
                          const char *allowed, tb_error *err)
{
    if (h->has_ints && !ints_allowed) {
        tb_error_set(err, "bad position: %s takes no {...} list", keyword);
        return false;
    }
    for (int i = 0; i < h->nopts; i++) {
        bool ok = false;
        size_t n = strlen(h->opt[i].key);
        for (const char *a = allowed; a && *a;) {
            size_t m = strcspn(a, "|");
            if (m == n && strncmp(a, h->opt[i].key, n) == 0)
                ok = true;
            a += m + (a[m] == '|');
        }
        for (int j = 0; j < i; j++)
            if (strcmp(h->opt[j].key, h->opt[i].key) == 0)
                ok = false;
        if (!ok) {
            tb_error_set(err, "bad position: %s does not take the option [%s=...]%s%s", keyword,
                         h->opt[i].key, allowed ? " (options: " : "", allowed ? allowed : "");
            if (allowed)
                strncat(err->msg, ")", sizeof err->msg - strlen(err->msg) - 1);
            return false;
        }
    }
    return true;
}

const char *tb_comb_header_opt(const tb_comb_header *h, const char *key)
{
    for (int i = 0; i < h->nopts; i++)
        if (strcmp(h->opt[i].key, key) == 0)
            return h->opt[i].value;
    return NULL;
}

int tb_comb_read_ints(const char *text, long *out, int max, long lo, long hi, const char *what,
                      tb_error *err)
{
    int n = 0;
    const char *p = text;
    for (;;) {
        while (is_space(*p))
            p++;
        if (!*p)
            return n;
        long v;
        const char *start = p;
        if (!tb_comb_read_long(&p, lo, hi, &v) || (*p && !is_space(*p))) {
            size_t w = strcspn(start, " \t");
            tb_error_set(err, "bad position: '%.*s' is not a %s size (%ld..%ld)",
                         (int)(w > 20 ? 20 : w), start, what, lo, hi);
            return -1;
        }
        if (n == max) {
            tb_error_set(err, "bad position: more than %d %ss", max, what);
            return -1;
        }
        out[n++] = v;
    }
}

int tb_comb_print_u16(const uint16_t *v, int n, const char *sep, char *buf, size_t len)
{
    size_t used = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 0; i < n; i++)
        used += (size_t)snprintf(buf + (used < len ? used : len), used < len ? len - used : 0,
                                 "%s%u", i ? sep : "", (unsigned)v[i]);
    return (int)used;
}

int tb_comb_heap_move_text(const uint16_t *heaps, uint32_t move, char *buf, size_t len)
{
    int i = tb_comb_heap_move_heap(move);
    return snprintf(buf, len, "%d:%u>%d", i + 1, (unsigned)heaps[i], tb_comb_heap_move_to(move));
}

bool tb_comb_heap_move_read(const uint16_t *heaps, int n, const char *text, uint32_t *move,
                            tb_error *err)
{
    const char *p = text;
    long i, a, b;
    if (!tb_comb_read_long(&p, 1, 1000, &i) || *p++ != ':' ||
        !tb_comb_read_long(&p, 0, 65535, &a) || *p++ != '>' ||
        !tb_comb_read_long(&p, 0, 65535, &b) || *p) {
        tb_error_set(err, "bad move '%s': expected heap:from>to, e.g. 2:7>3", text);
        return false;
    }
    if (i > n) {
        tb_error_set(err, "bad move '%s': there are %d heaps", text, n);
        return false;
    }
    if (heaps[i - 1] != a) {
        tb_error_set(err, "bad move '%s': heap %ld has %u beans", text, i, (unsigned)heaps[i - 1]);
        return false;
    }
    if (b >= a) {
        tb_error_set(err, "bad move '%s': a move removes at least one bean", text);
        return false;
    }
    *move = tb_comb_heap_move((int)i - 1, (int)b);
    return true;
}

void tb_comb_view_heaps(tb_view *v, int board, const uint16_t *heaps, int n)
{
    enum { SHOWN = 40 }; /* beans drawn per heap */
    for (int i = 0; i < n || i == 0; i++) {
        char label[16];
        snprintf(label, sizeof label, "%d", i + 1);
        int cell = tb_view_add_cell(v, board, i, 0, TB_SHAPE_SQUARE, label);
        for (int b = 0; i < n && b < heaps[i] && b < SHOWN; b++)
            tb_view_push(v, cell, TB_KIND_TOKEN, TB_COLOUR_YELLOW, -1, "o");
        /* Under each heap its number, as moves name it ("2:5>3"); the stack's badge
         * counts its beans. */
        tb_view_add_text(v, board, i, -1, label);
    }
}
