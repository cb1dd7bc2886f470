/* The shared half of the point-board games of draughts.md §9 (points.h): the position and its
 * text, repetition (§0.4), the turn notation, the view and the evaluation. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/draughts/draughts_text.h"
#include "games/draughts/points.h"
#include "tabula/view.h"

static const char LETTERS[] = ".wPRbpr"; /* by point value */
static const char *const SIDE[2] = {"White", "Black"};

static const pg_config *cfg(const tb_game *g)
{
    return g->config;
}

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int pg_direction(const pg_config *c, int p, int q)
{
    for (int d = 0; d < 8; d++)
        if (c->step[p][d] == q)
            return d;
    return -1;
}

/* Reads start rows (top rank first) into out[]; false if the text does not fit the board. */
static bool read_rows(const pg_config *c, const char *text, size_t len, uint8_t *out)
{
    memset(out, 0, PG_MAXP);
    int rank = c->ranks - 1, file = 0;
    size_t i = 0;
    for (; i < len && rank >= 0; i++) {
        if (text[i] == '/') {
            for (; file < c->files; file++) /* a rank must be complete */
                for (int p = 0; p < c->board.num_points; p++)
                    if (c->rank[p] == rank && c->file[p] == file)
                        return false;
            rank--, file = 0;
            continue;
        }
        const char *l = strchr(LETTERS, text[i]);
        if (!l || !text[i])
            return false;
        int p = -1;
        for (; file < c->files && p < 0; file++)
            for (int q = 0; q < c->board.num_points; q++)
                if (c->rank[q] == rank && c->file[q] == file)
                    p = q;
        if (p < 0)
            return false;
        out[p] = (uint8_t)(l - LETTERS);
    }
    if (rank != 0 || i != len)
        return false;
    for (; file < c->files; file++)
        for (int p = 0; p < c->board.num_points; p++)
            if (c->rank[p] == 0 && c->file[p] == file)
                return false;
    return true;
}

bool pg_config_init(pg_config *c, pg_kind kind, const pg_rules *rules, const char *start,
                    tb_error *err)
{
    c->kind = kind;
    c->rules = rules;
    bool ok = kind == PG_DABLOT ? tb_board_dablot(&c->board, err)
              : kind == PG_ALQUERQUE
                  ? tb_board_square(&c->board, 5, 5,
                                    TB_SQUARE_ORTHOGONAL | TB_SQUARE_DIAGONAL_EVEN |
                                        TB_SQUARE_POINTS,
                                    err)
                  : tb_board_square(&c->board, 9, 5,
                                    TB_SQUARE_ORTHOGONAL | TB_SQUARE_DIAGONAL_EVEN |
                                        TB_SQUARE_POINTS,
                                    err);
    if (!ok)
        return false;
    c->files = c->board.width;
    c->ranks = c->board.height;
    for (int p = 0; p < c->board.num_points; p++) {
        c->file[p] = c->board.col[p];
        c->rank[p] = c->board.row[p];
        for (int d = 0; d < 8; d++)
            c->step[p][d] = (int16_t)tb_board_step(&c->board, p, (tb_dir)d);
    }
    if (!read_rows(c, start, strlen(start), c->start)) {
        tb_error_set(err, "bad start position");
        return false;
    }
    uint64_t seed = 0x616c71756572ULL + (uint64_t)kind;
    for (int k = 0; k < 7; k++)
        for (int p = 0; p < PG_MAXP; p++)
            c->zob[k][p] = k ? splitmix(&seed) : 0;
    for (int p = 0; p < PG_MAXP; p++)
        c->zob_chain[p] = splitmix(&seed);
    c->zob_side = splitmix(&seed);
    return true;
}

void pg_game_setup(tb_game *g, pg_config *c)
{
    g->config = c;
    g->state_size = sizeof(pg_state);
    g->num_players = 2;
    g->max_actions = PG_MAX_ACTIONS;
}

/* ---- repetition ---- */

static uint64_t position_key(const pg_config *c, const pg_state *s)
{
    uint64_t k = s->to_move ? c->zob_side : 0;
    for (int p = 0; p < c->board.num_points; p++)
        k ^= c->zob[s->point[p]][p];
    return k;
}

static void push_key(const pg_config *c, pg_state *s)
{
    if (s->rev >= 60000) /* keep rev % PG_HIST */
        s->rev = (uint16_t)(s->rev - 59904);
    s->hist[s->rev % PG_HIST] = position_key(c, s);
    s->rev++;
}

static int occurrences(const pg_config *c, const pg_state *s)
{
    uint64_t key = position_key(c, s);
    int n = 0, kept = s->rev < PG_HIST ? s->rev : PG_HIST;
    for (int i = 0; i < kept; i++)
        n += s->hist[i] == key;
    return n;
}

void pg_initial(const tb_game *g, void *state)
{
    const pg_config *c = cfg(g);
    pg_state *s = state;
    memset(s, 0, sizeof *s);
    memcpy(s->point, c->start, PG_MAXP);
    s->opening = c->kind == PG_FANORONA ? 3 : 0; /* neither side has played */
    push_key(c, s);
}

int pg_to_move(const tb_game *g, const void *state)
{
    (void)g;
    return ((const pg_state *)state)->to_move;
}

bool pg_mid_turn(const tb_game *g, const void *state)
{
    (void)g;
    return ((const pg_state *)state)->chain != 0;
}

/* ---- the end of the game ---- */

static int pieces(const pg_config *c, const pg_state *s, int owner, int rank)
{
    int n = 0;
    for (int p = 0; p < c->board.num_points; p++)
        n += s->point[p] && pg_owner(s->point[p]) == owner &&
             (rank < 0 || pg_rank(s->point[p]) == rank);
    return n;
}

/* Decided before any move: Winther's Dablot (king lost, or a lone king left), repetition.
 * Fills the outcome and returns true. */
static bool decided(const pg_config *c, const pg_state *s, tb_outcome *o)
{
    memset(o, 0, sizeof *o);
    if (s->chain)
        return false;
    if (c->winther)
        for (int side = 0; side < 2; side++) {
            int kings = pieces(c, s, side, PG_KING), all = pieces(c, s, side, -1);
            if (kings == 0 || all == 1) {
                o->over = true;
                o->result[side] = TB_LOSS;
                o->result[!side] = TB_WIN;
                snprintf(o->reason, sizeof o->reason,
                         kings == 0 ? "%s wins: %s has lost the king"
                                    : "%s wins: %s has only the king left",
                         SIDE[!side], SIDE[side]);
                return true;
            }
        }
    if (occurrences(c, s) >= 3) {
        o->over = true;
        snprintf(o->reason, sizeof o->reason, "draw: threefold repetition");
        return true;
    }
    return false;
}

int pg_legal(const tb_game *g, const void *state, tb_action *out)
{
    const pg_config *c = cfg(g);
    tb_outcome o;
    if (decided(c, state, &o))
        return 0;
    return c->rules->generate(c, state, out);
}

void pg_outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const pg_config *c = cfg(g);
    const pg_state *s = state;
    if (decided(c, s, o))
        return;
    tb_action moves[PG_MAX_ACTIONS];
    if (c->rules->generate(c, s, moves) > 0)
        return;
    int side = s->to_move;
    o->over = true;
    o->result[side] = TB_LOSS;
    o->result[!side] = TB_WIN;
    snprintf(o->reason, sizeof o->reason,
             pieces(c, s, side, -1) ? "%s wins: %s cannot move" : "%s wins: %s has no pieces left",
             SIDE[!side], SIDE[side]);
}

void pg_apply(const tb_game *g, void *state, tb_action a)
{
    const pg_config *c = cfg(g);
    pg_state *s = state;
    pg_turn t = c->rules->play(c, s, a);
    if (t == PG_TURN_GOES_ON)
        return;
    for (int p = 0; p < c->board.num_points; p++)
        if (pg_has(s->taken, p))
            s->point[p] = 0;
    s->opening &= (uint8_t)~(1u << s->to_move);
    s->chain = s->at = s->lastdir = 0;
    memset(s->taken, 0, sizeof s->taken);
    memset(s->visited, 0, sizeof s->visited);
    s->to_move = !s->to_move;
    if (t == PG_TURN_ENDS_CAPTURE) { /* a capture cannot be undone: repetition starts again */
        memset(s->hist, 0, sizeof s->hist);
        s->rev = 0;
    }
    push_key(c, s);
}

/* ---- action text ---- */

/* The first piece a Fanorona capture takes. */
static int first_taken(const pg_config *c, tb_action a)
{
    int from = pg_from(a), to = pg_to(a), d = pg_direction(c, from, to);
    if (d < 0)
        return -1;
    return a & PG_WITHDRAW ? c->step[from][(d + 4) % 8] : c->step[to][d];
}

/* Whether the Fanorona capture a has a twin of the other kind among moves[0..n). */
static bool two_ways(const tb_action *moves, int n, tb_action a)
{
    for (int i = 0; i < n; i++)
        if (moves[i] == (a ^ PG_WITHDRAW))
            return true;
    return false;
}

static int text_of(const pg_config *c, const tb_action *moves, int n, tb_action a, char *buf,
                   size_t len)
{
    const tb_board *b = &c->board;
    if (a & PG_STOP)
        return snprintf(buf, len, "%s", tb_board_label(b, pg_from(a)));
    if (!(a & PG_CAPTURE))
        return snprintf(buf, len, "%s-%s", tb_board_label(b, pg_from(a)),
                        tb_board_label(b, pg_to(a)));
    if (c->kind == PG_FANORONA && two_ways(moves, n, a)) {
        int first = first_taken(c, a);
        return snprintf(buf, len, "%s:%s(%s)", tb_board_label(b, pg_from(a)),
                        tb_board_label(b, pg_to(a)), first >= 0 ? tb_board_label(b, first) : "?");
    }
    return snprintf(buf, len, "%s:%s", tb_board_label(b, pg_from(a)), tb_board_label(b, pg_to(a)));
}

int pg_action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const pg_config *c = cfg(g);
    tb_action moves[PG_MAX_ACTIONS];
    int n = c->kind == PG_FANORONA && (a & PG_CAPTURE) ? c->rules->generate(c, state, moves) : 0;
    return text_of(c, moves, n, a, buf, len);
}

/* Lower case, '-' read as ':' (a capture may be typed as a move), no spaces. */
static void normalise(const char *in, char *out, size_t len)
{
    size_t k = 0;
    for (; *in && k + 1 < len; in++)
        if (*in != ' ')
            out[k++] = *in == '-' ? ':' : (char)tolower((unsigned char)*in);
    out[k] = '\0';
}

bool pg_action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                         tb_error *err)
{
    const pg_config *c = cfg(g);
    const pg_state *s = state;
    if (strlen(text) > 40) {
        tb_error_set(err, "cannot read the move '%.20s...': too long", text);
        return false;
    }
    char want[64], have[64];
    normalise(text, want, sizeof want);
    tb_action moves[PG_MAX_ACTIONS];
    int n = pg_legal(g, s, moves);
    for (int i = 0; i < n; i++) {
        text_of(c, moves, n, moves[i], have, sizeof have);
        char norm[64];
        normalise(have, norm, sizeof norm);
        if (strcmp(norm, want) == 0) {
            *a = moves[i];
            return true;
        }
    }
    /* Fanorona: a capture that takes either way must name the first piece it takes. */
    for (int i = 0; i < n; i++) {
        if (!(moves[i] & PG_CAPTURE) || !two_ways(moves, n, moves[i]))
            continue;
        char plain[64];
        snprintf(plain, sizeof plain, "%s:%s", tb_board_label(&c->board, pg_from(moves[i])),
                 tb_board_label(&c->board, pg_to(moves[i])));
        if (strcmp(plain, want) == 0) {
            int f1 = first_taken(c, moves[i]), f2 = first_taken(c, moves[i] ^ PG_WITHDRAW);
            tb_error_set(err, "'%s' captures two ways: write %s(%s) or %s(%s)", text, plain,
                         tb_board_label(&c->board, f1), plain, tb_board_label(&c->board, f2));
            return false;
        }
    }
    int len = 0;
    if (tb_board_parse(&c->board, want, &len) < 0)
        tb_error_set(err, "cannot read the move '%s': expected a step a1-b2 or a capture a1:c3",
                     text);
    else if (n > 0 && (moves[0] & (PG_CAPTURE | PG_STOP)) && (c->compulsory || s->chain))
        tb_error_set(err, "'%s' is not a legal move: a capture is compulsory", text);
    else
        tb_error_set(err, "'%s' is not a legal move", text);
    return false;
}

/* ---- whole turns ---- */

int pg_turn_to_text(const tb_game *g, const void *state, const tb_action *actions, int n,
                    char *buf, size_t len)
{
    const pg_config *c = cfg(g);
    pg_state s = *(const pg_state *)state;
    char text[1024];
    size_t k = 0;
    text[0] = '\0';
    for (int i = 0; i < n && k + 40 < sizeof text; i++) {
        char one[64];
        pg_action_to_text(g, &s, actions[i], one, sizeof one);
        if (actions[i] & PG_STOP) {
            if (i == 0)
                k += (size_t)snprintf(text + k, sizeof text - k, "%s", one);
        } else if (i == 0) {
            k += (size_t)snprintf(text + k, sizeof text - k, "%s", one);
        } else { /* the landing onwards: "c3:e5" gives ":e5" */
            const char *rest = strchr(one, ':');
            k += (size_t)snprintf(text + k, sizeof text - k, "%s", rest ? rest : one);
        }
        pg_apply(g, &s, actions[i]);
    }
    (void)c;
    return snprintf(buf, len, "%s", text);
}

int pg_turn_from_text(const tb_game *g, const void *state, const char *text, tb_action *actions,
                      int max, tb_error *err)
{
    const pg_config *c = cfg(g);
    if (strchr(text, ' ') || (!strchr(text, ':') && !strchr(text, '-')))
        return 0; /* actions separated by spaces, or one point (ending a Fanorona chain) */
    if (strlen(text) > 600) {
        tb_error_set(err, "cannot read the turn '%.20s...': too long", text);
        return -1;
    }
    pg_state s = *(const pg_state *)state;
    int mover = s.to_move, count = 0;
    const char *p = text;
    int len = 0, from = tb_board_parse(&c->board, p, &len);
    if (from < 0) {
        tb_error_set(err, "cannot read the turn '%s'", text);
        return -1;
    }
    p += len;
    while (*p) {
        char sep = *p++;
        int to = tb_board_parse(&c->board, p, &len);
        if ((sep != ':' && sep != '-') || to < 0) {
            tb_error_set(err, "cannot read the turn '%s'", text);
            return -1;
        }
        p += len;
        int named = -1; /* Fanorona's "(f3)": the first piece taken */
        if (*p == '(') {
            named = tb_board_parse(&c->board, p + 1, &len);
            if (named < 0 || p[1 + len] != ')') {
                tb_error_set(err, "cannot read the turn '%s'", text);
                return -1;
            }
            p += len + 2;
        }
        tb_action moves[PG_MAX_ACTIONS], found = 0;
        int n = pg_legal(g, &s, moves), matches = 0;
        for (int i = 0; i < n; i++)
            if (!(moves[i] & PG_STOP) && pg_from(moves[i]) == from && pg_to(moves[i]) == to &&
                (named < 0 || first_taken(c, moves[i]) == named))
                found = moves[i], matches++;
        if (matches != 1 || count == max || (count > 0 && !s.chain) || s.to_move != mover) {
            if (matches > 1) {
                char f1[8], f2[8];
                snprintf(f1, sizeof f1, "%s", tb_board_label(&c->board, first_taken(c, found)));
                snprintf(f2, sizeof f2, "%s",
                         tb_board_label(&c->board, first_taken(c, found ^ PG_WITHDRAW)));
                tb_error_set(err, "'%s' captures two ways: write %s:%s(%s) or %s:%s(%s)", text,
                             tb_board_label(&c->board, from), tb_board_label(&c->board, to), f1,
                             tb_board_label(&c->board, from), tb_board_label(&c->board, to), f2);
            }
            else
                tb_error_set(err, "'%s' is not a legal turn here", text);
            return -1;
        }
        actions[count++] = found;
        pg_apply(g, &s, found);
        from = to;
    }
    if (s.chain && s.to_move == mover) {
        tb_action moves[PG_MAX_ACTIONS];
        int n = pg_legal(g, &s, moves);
        tb_action stop = 0;
        for (int i = 0; i < n; i++)
            if (moves[i] & PG_STOP)
                stop = moves[i];
        if (!stop) {
            tb_error_set(err, "'%s': the capture goes on; name every landing point", text);
            return -1;
        }
        if (count == max) {
            tb_error_set(err, "too many actions in one turn");
            return -1;
        }
        actions[count++] = stop;
    }
    return count;
}

/* ---- position text ----
 * The points rank by rank from the top, '/' between ranks ('.' empty, w b men, P p princes,
 * R r kings), the side to move (w or b); then, while a chain is under way, "chain=e3" with
 * "dir=N" (the last capture's direction, 0 = east .. 7 = south-east), "taken=c3,d4" and
 * "visited=e2,e3"; in Fanorona "first=wb" (the sides yet to end their first turn); and "rev=N hist=K,..."
 * (the keys of the positions since the last capture, hexadecimal) unless the only one is
 * the position itself. */

static size_t put_set(const pg_config *c, const uint64_t *set, char *buf, size_t len, size_t n,
                      const char *name)
{
    bool first = true;
    for (int p = 0; p < c->board.num_points; p++)
        if (pg_has(set, p)) {
            n = dt_put(buf, len, n, "%s%s", first ? name : ",", tb_board_label(&c->board, p));
            first = false;
        }
    return n;
}

static bool default_history(const pg_config *c, const pg_state *s)
{
    return s->rev == 1 && s->hist[0] == position_key(c, s);
}

int pg_position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const pg_config *c = cfg(g);
    const pg_state *s = state;
    size_t n = 0;
    for (int r = c->ranks - 1; r >= 0; r--) {
        for (int f = 0; f < c->files; f++)
            for (int p = 0; p < c->board.num_points; p++)
                if (c->rank[p] == r && c->file[p] == f)
                    n = dt_put(buf, len, n, "%c", LETTERS[s->point[p]]);
        if (r)
            n = dt_put(buf, len, n, "/");
    }
    n = dt_put(buf, len, n, " %c", s->to_move ? 'b' : 'w');
    if (s->chain) {
        n = dt_put(buf, len, n, " chain=%s dir=%d", tb_board_label(&c->board, s->at), s->lastdir);
        n = put_set(c, s->taken, buf, len, n, " taken=");
        n = put_set(c, s->visited, buf, len, n, " visited=");
    }
    if (s->opening)
        n = dt_put(buf, len, n, " first=%s%s", s->opening & 1 ? "w" : "",
                   s->opening & 2 ? "b" : "");
    if (!default_history(c, s)) {
        n = dt_put(buf, len, n, " rev=%u hist=", s->rev);
        int kept = s->rev < PG_HIST ? s->rev : PG_HIST;
        for (int i = 0; i < kept; i++)
            n = dt_put(buf, len, n, "%s%016" PRIx64, i ? "," : "",
                       s->hist[(s->rev - kept + i) % PG_HIST]);
    }
    return dt_length(n, len);
}

/* Reads "name=" followed by labels separated by commas into a set. */
static bool read_set(const pg_config *c, const char **p, uint64_t *set)
{
    for (;;) {
        int len = 0, q = tb_board_parse(&c->board, *p, &len);
        if (q < 0 || pg_has(set, q))
            return false;
        pg_add(set, q);
        *p += len;
        if (**p != ',')
            return true;
        (*p)++;
    }
}

static bool bad(tb_error *err, const char *what)
{
    tb_error_set(err, "bad position: %s", what);
    return false;
}

bool pg_position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const pg_config *c = cfg(g);
    pg_state s;
    memset(&s, 0, sizeof s);
    const char *sp = strchr(text, ' ');
    if (!sp || !read_rows(c, text, (size_t)(sp - text), s.point))
        return bad(err, "expected the points rank by rank from the top, '/' between ranks "
                        "('.' empty, w b men, P p princes, R r kings), then w or b");
    int count[7] = {0}, most[7] = {0};
    for (int p = 0; p < PG_MAXP; p++)
        count[s.point[p]]++, most[c->start[p]]++;
    for (int k = 1; k < 7; k++)
        if (count[k] > most[k])
            return bad(err, "more pieces of a kind than the game has");
    const char *p = sp + 1;
    if ((*p != 'w' && *p != 'b') || (p[1] && p[1] != ' '))
        return bad(err, "the side to move is w or b");
    s.to_move = *p++ == 'b';
    bool history = false;
    while (*p == ' ') {
        p++;
        if (!s.chain && strncmp(p, "chain=", 6) == 0) {
            p += 6;
            int len = 0, at = tb_board_parse(&c->board, p, &len);
            if (at < 0 || !s.point[at] || pg_owner(s.point[at]) != s.to_move)
                return bad(err, "chain= names the capturing piece of the side to move");
            p += len;
            int dir = -1, used = 0;
            if (sscanf(p, " dir=%d%n", &dir, &used) != 1 || dir < 0 || dir > 7)
                return bad(err, "chain= is followed by dir=0..7");
            p += used;
            s.chain = 1;
            s.at = (uint8_t)at;
            s.lastdir = (uint8_t)dir;
        } else if (s.chain && strncmp(p, "taken=", 6) == 0 && c->kind != PG_FANORONA) {
            p += 6;
            if (!read_set(c, &p, s.taken))
                return bad(err, "taken= lists points");
        } else if (s.chain && strncmp(p, "visited=", 8) == 0 && c->kind == PG_FANORONA) {
            p += 8;
            if (!read_set(c, &p, s.visited))
                return bad(err, "visited= lists points");
        } else if (!s.opening && !history && c->kind == PG_FANORONA &&
                   strncmp(p, "first=", 6) == 0) {
            p += 6;
            if (*p == 'w')
                s.opening |= 1, p++;
            if (*p == 'b')
                s.opening |= 2, p++;
            if (!s.opening || (*p && *p != ' '))
                return bad(err, "first= names the sides yet to play their first turn: w, b or wb");
        } else if (!history && strncmp(p, "rev=", 4) == 0) {
            unsigned rev = 0;
            int used = 0;
            if (sscanf(p, "rev=%5u hist=%n", &rev, &used) != 1 || used == 0 || rev < 1 ||
                rev >= 60000)
                return bad(err, "rev=N (1..59999) hist=K,...");
            p += used;
            s.rev = (uint16_t)rev;
            int kept = rev < PG_HIST ? (int)rev : PG_HIST;
            for (int i = 0; i < kept; i++) {
                if (i && *p++ != ',')
                    return bad(err, "hist= lists rev keys (at most 128)");
                uint64_t key = 0;
                int digits = 0;
                for (; isxdigit((unsigned char)*p) && digits < 16; p++, digits++)
                    key = key << 4 |
                          (uint64_t)(isdigit((unsigned char)*p) ? *p - '0'
                                                                : tolower((unsigned char)*p) - 'a' + 10);
                if (digits != 16)
                    return bad(err, "hist= keys are 16 hexadecimal digits");
                s.hist[(rev - (unsigned)kept + (unsigned)i) % PG_HIST] = key;
            }
            history = true;
        } else {
            return bad(err, "unknown field after the side to move");
        }
    }
    if (*p)
        return bad(err, "unexpected text at the end");
    for (int q = 0; q < PG_MAXP; q++)
        if (pg_has(s.taken, q) && (!s.point[q] || pg_owner(s.point[q]) == s.to_move))
            return bad(err, "taken= names pieces of the side not to move");
    if (s.chain && c->kind == PG_FANORONA && !pg_has(s.visited, s.at))
        return bad(err, "visited= includes the capturing piece's point");
    if (!history) {
        s.rev = 0;
        push_key(c, &s);
    } else if (s.hist[(s.rev - 1) % PG_HIST] != position_key(c, &s) && !s.chain) {
        return bad(err, "the last key of hist= is this position's");
    }
    if (s.chain) {
        tb_action moves[PG_MAX_ACTIONS];
        int n = c->rules->generate(c, &s, moves), real = 0;
        for (int i = 0; i < n; i++)
            real += !(moves[i] & PG_STOP);
        if (real == 0)
            return bad(err, "chain=: the capturing piece has no capture left");
    }
    memcpy(state, &s, sizeof s);
    return true;
}

/* ---- view, evaluation ---- */

void pg_view(const tb_game *g, const void *state, tb_view *v)
{
    const pg_config *c = cfg(g);
    const pg_state *s = state;
    int first = tb_board_view(&c->board, v, tb_view_add_board(v, NULL));
    for (int p = 0; p < c->board.num_points; p++) {
        if (pg_has(s->taken, p))
            v->cells[first + p].marks |= TB_MARK_BLOCKED;
        if (s->chain && (p == s->at || pg_has(s->visited, p)))
            v->cells[first + p].marks |= TB_MARK_LAST;
        uint8_t x = s->point[p];
        if (!x)
            continue;
        int owner = pg_owner(x), rank = pg_rank(x);
        tb_colour col = owner ? TB_COLOUR_BLACK : TB_COLOUR_WHITE;
        /* "o", "x" men as in draughts; the Dablot prince "P" and king "R" (rei) */
        static const char *const SYMBOL[2][3] = {{"o", "P", "R"}, {"x", "p", "r"}};
        tb_view_push(v, first + p,
                     rank == PG_MAN    ? TB_KIND_MAN
                     : rank == PG_KING ? TB_KIND_KING
                                       : TB_KIND_COUNTER,
                     col, owner, SYMBOL[owner][rank]);
    }
    snprintf(v->status, sizeof v->status, "%s to move%s", SIDE[s->to_move],
             s->chain ? ", capture under way" : "");
}

int pg_action_cells(const tb_game *g, const void *state, tb_action a, char (*labels)[16], int max)
{
    const pg_config *c = cfg(g);
    (void)state;
    if (max < 2)
        return 0;
    snprintf(labels[0], 16, "%s", tb_board_label(&c->board, pg_from(a)));
    if (a & PG_STOP)
        return 1;
    snprintf(labels[1], 16, "%s", tb_board_label(&c->board, pg_to(a)));
    return 2;
}

/* Material (Dablot's prince 3 soldiers, king 5), then a little for the points with many
 * lines (the strong points of Alquerque and Fanorona) and, in Dablot, the king kept safe. */
int pg_evaluate(const tb_game *g, const void *state, int player)
{
    const pg_config *c = cfg(g);
    const pg_state *s = state;
    static const int VALUE[3] = {100, 300, 500};
    int score[2] = {0, 0};
    for (int p = 0; p < c->board.num_points; p++) {
        uint8_t x = s->point[p];
        if (!x || pg_has(s->taken, p))
            continue;
        score[pg_owner(x)] += VALUE[pg_rank(x)] + 2 * c->board.degree[p];
    }
    return score[player] - score[!player];
}

/* Quiescence goes on through captures in Alquerque and Dablot. In Fanorona nearly every
 * position has a compulsory capture, so a search through them all is a full search: it only
 * finishes the turn under way, through its continuations and the stop. */
int pg_tactical(const tb_game *g, const void *state, tb_action *out)
{
    const pg_config *c = cfg(g);
    const pg_state *s = state;
    if (c->kind == PG_FANORONA && !s->chain)
        return 0;
    tb_action moves[PG_MAX_ACTIONS];
    int n = pg_legal(g, state, moves), k = 0;
    for (int i = 0; i < n; i++)
        if (moves[i] & (PG_CAPTURE | PG_STOP))
            out[k++] = moves[i];
    return k;
}

uint64_t pg_hash(const tb_game *g, const void *state)
{
    const pg_config *c = cfg(g);
    const pg_state *s = state;
    uint64_t h = position_key(c, s);
    if (s->chain)
        h ^= c->zob_chain[s->at] ^ (s->taken[0] + s->visited[0]) * 0x9E3779B97F4A7C15ULL ^
             (s->taken[1] + s->visited[1]) * 0xC2B2AE3D27D4EB4FULL ^ (uint64_t)s->lastdir << 56;
    if (s->opening)
        h ^= 0x5bd1e9955bd1e995ULL;
    return h;
}
