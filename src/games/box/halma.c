/* Halma (rules/boxgames.md §1) on the 16x16 board: `halma` (two players, 19-square camps),
 * `halma/teams` (four players in two partnerships, 13-square camps; option players=2 for two
 * players each moving a team) and `halma/solitaire` (19 pieces to a target within a move
 * limit).
 *
 * A turn is a step, or a series of jumps made of atomic actions: each jump is an action, the
 * player stays to move while the piece can jump on, and "stop" ends the series early; the
 * turn is written whole as the sources write it (`a1-c1-e3`, the turn hooks). A jump
 * series never lands twice on a square nor on its start (§1.4). Corners are numbered
 * clockwise a1, a16, p16, p1; a corner's target is the camp of the opposite corner. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/clock.h"
#include "halma.h"
#include "core/options.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { N = 16, SQUARES = N * N, CORNERS = 4, NONE = 0xffff };
enum { MODE_TWO, MODE_TEAMS, MODE_SOLO };
enum { KIND_SHIFT = 16, KIND_STEP = 0, KIND_JUMP = 1, KIND_STOP = 2, KIND_PASS = 3 };
enum { MAX_MOVES = 19 * 16 + 8 };

typedef struct square_set {
    uint64_t w[4];
} square_set;

typedef struct halma_state {
    uint8_t cell[SQUARES]; /* 0 empty, else 1 + corner */
    square_set visited;    /* squares of the jump series under way (its start included) */
    uint16_t jumper;       /* the square of the piece in a series, or NONE */
    uint8_t turn;          /* index into the turn order */
    uint8_t pad;
    uint16_t moves; /* turns completed */
    uint16_t pad2;
} halma_state;

typedef struct halma_config {
    int mode;
    int num_corners;
    int order[CORNERS];     /* corners in turn order */
    int player_of[CORNERS]; /* seat moving each corner's pieces */
    bool in_game[CORNERS];
    square_set camp[CORNERS];   /* start camps (19 or 13 squares) */
    square_set target[CORNERS]; /* the opposite camps, or the solitaire target */
    int camp_size;
    bool no_leave_target, win_if_target_full;
    int max_moves, move_limit;
} halma_config;

static const char LETTER[CORNERS + 1] = {'W', 'O', 'B', 'G'}; /* a1 white, a16 orange, ... */
static const char *const CORNER_NAME[CORNERS] = {"White", "Orange", "Black", "Green"};

static bool has(const square_set *s, int q)
{
    return s->w[q >> 6] >> (q & 63) & 1;
}

static void add(square_set *s, int q)
{
    s->w[q >> 6] |= 1ULL << (q & 63);
}

static const halma_config *config_of(const tb_game *g)
{
    return g->config;
}

/* The camp of `corner` with `size` 19 (x, y <= 5, x + y <= 7) or 13 (<= 4, <= 6), 1-based
 * distances from the corner. */
static void make_camp(square_set *s, int corner, int size)
{
    int lim = size == 19 ? 5 : 4, sum = size == 19 ? 7 : 6;
    memset(s, 0, sizeof *s);
    for (int y = 1; y <= N; y++)
        for (int x = 1; x <= N; x++) {
            bool right = corner == 2 || corner == 3, top = corner == 1 || corner == 2;
            int dx = right ? N + 1 - x : x, dy = top ? N + 1 - y : y;
            if (dx <= lim && dy <= lim && dx + dy <= sum)
                add(s, (y - 1) * N + x - 1);
        }
}

static bool parse_square_list(const char *text, square_set *out, int *count, tb_error *err)
{
    memset(out, 0, sizeof *out);
    *count = 0;
    const char *p = text;
    while (*p) {
        int c, r, n = tb_square_read(p, N, N, &c, &r);
        if (!n || (p[n] && p[n] != ',' && p[n] != ' ')) {
            tb_error_set(err, "bad option target: expected squares separated by commas, like "
                              "e4,f3,g3");
            return false;
        }
        if (!has(out, r * N + c))
            (*count)++;
        add(out, r * N + c);
        p += n;
        while (*p == ',' || *p == ' ')
            p++;
    }
    return true;
}

static bool create_mode(tb_game *g, const tb_options *opts, int mode, tb_error *err)
{
    halma_config *cfg = calloc(1, sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    cfg->mode = mode;
    int no_leave = 0, full = 0, order = 0, players = 4;
    bool ok = true;
    if (mode != MODE_SOLO)
        ok = tb_option_choice(opts, "no_leave_target", "false|true", &no_leave, err) &&
             tb_option_choice(opts, "win_if_target_full", "false|true", &full, err) &&
             tb_option_int(opts, "max_moves", 0, 100000, &cfg->max_moves, err);
    if (ok && mode == MODE_TEAMS)
        ok = tb_option_choice(opts, "order", "clockwise|alternate-teams", &order, err) &&
             tb_option_int(opts, "players", 2, 4, &players, err);
    if (ok && mode == MODE_TEAMS && players == 3) {
        tb_error_set(err, "bad option players=3: the partnership game has 4 players, or 2 "
                          "each moving a team");
        ok = false;
    }
    cfg->no_leave_target = no_leave;
    cfg->win_if_target_full = full;
    cfg->camp_size = mode == MODE_TEAMS ? 13 : 19;
    for (int c = 0; c < CORNERS; c++)
        make_camp(&cfg->camp[c], c, cfg->camp_size);
    for (int c = 0; c < CORNERS; c++)
        cfg->target[c] = cfg->camp[(c + 2) % CORNERS];
    if (mode == MODE_TWO) {
        cfg->num_corners = 2;
        cfg->order[0] = 0;
        cfg->order[1] = 2;
        cfg->player_of[0] = 0;
        cfg->player_of[2] = 1;
        g->num_players = 2;
    } else if (mode == MODE_TEAMS) {
        static const int clockwise[4] = {0, 1, 2, 3}, alternate[4] = {0, 2, 3, 1};
        cfg->num_corners = 4;
        for (int i = 0; i < 4; i++) {
            cfg->order[i] = order ? alternate[i] : clockwise[i];
            /* two players: team A (a1, p1) is player 0, team B (a16, p16) player 1 */
            int c = cfg->order[i];
            cfg->player_of[c] = players == 2 ? (c == 0 || c == 3 ? 0 : 1) : c;
        }
        g->num_players = players;
    } else {
        cfg->num_corners = 1;
        cfg->order[0] = 0;
        g->num_players = 1;
        char value[128] = "reflected";
        for (int i = 0; i < opts->count; i++)
            if (strcmp(opts->item[i].name, "target") == 0)
                snprintf(value, sizeof value, "%s", opts->item[i].value);
        ok = tb_option_int(opts, "move_limit", 0, 100000, &cfg->move_limit, err);
        if (ok && strcmp(value, "reflected") == 0) {
            /* §1.5 decision: 3 <= x, y <= 7, x + y >= 9 (1-based) */
            memset(&cfg->target[0], 0, sizeof cfg->target[0]);
            for (int y = 3; y <= 7; y++)
                for (int x = 3; x <= 7; x++)
                    if (x + y >= 9)
                        add(&cfg->target[0], (y - 1) * N + x - 1);
        } else if (ok) {
            int count = 0;
            ok = parse_square_list(value, &cfg->target[0], &count, err);
            if (ok && count != 19) {
                tb_error_set(err, "bad option target: %d squares, the 19 pieces need 19", count);
                ok = false;
            }
        }
    }
    for (int i = 0; i < cfg->num_corners; i++)
        cfg->in_game[cfg->order[i]] = true;
    if (!ok) {
        free(cfg);
        return false;
    }
    g->config = cfg;
    g->state_size = sizeof(halma_state);
    g->max_actions = MAX_MOVES;
    return true;
}

static bool create_two(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_mode(g, o, MODE_TWO, e);
}
static bool create_teams(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_mode(g, o, MODE_TEAMS, e);
}
static bool create_solo(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_mode(g, o, MODE_SOLO, e);
}

static void initial(const tb_game *g, void *state)
{
    const halma_config *cfg = config_of(g);
    halma_state *s = state;
    memset(s, 0, sizeof *s);
    s->jumper = NONE;
    for (int c = 0; c < CORNERS; c++)
        if (cfg->in_game[c])
            for (int q = 0; q < SQUARES; q++)
                if (has(&cfg->camp[c], q))
                    s->cell[q] = (uint8_t)(1 + c);
}

static int corner_to_move(const halma_config *cfg, const halma_state *s)
{
    return cfg->order[s->turn];
}

static int to_move(const tb_game *g, const void *state)
{
    const halma_config *cfg = config_of(g);
    return cfg->player_of[corner_to_move(cfg, state)];
}

static bool mid_turn(const tb_game *g, const void *state)
{
    return ((const halma_state *)state)->jumper != NONE;
}

static const int DX[8] = {1, 1, 0, -1, -1, -1, 0, 1}, DY[8] = {0, 1, 1, 1, 0, -1, -1, -1};

static int at(int x, int y)
{
    return x >= 0 && x < N && y >= 0 && y < N ? y * N + x : -1;
}

static tb_action make(int kind, int from, int to)
{
    return (tb_action)(kind << KIND_SHIFT | from << 8 | to);
}

/* Jumps of the piece on `from` (the series' visited squares excluded). */
static int jumps(const halma_config *cfg, const halma_state *s, int from, bool from_target,
                 int corner, tb_action *out, int n)
{
    for (int d = 0; d < 8; d++) {
        int over = at(from % N + DX[d], from / N + DY[d]);
        int to = at(from % N + 2 * DX[d], from / N + 2 * DY[d]);
        if (over < 0 || to < 0 || !s->cell[over] || s->cell[to] || has(&s->visited, to))
            continue;
        if (from_target && cfg->no_leave_target && !has(&cfg->target[corner], to))
            continue;
        out[n++] = make(KIND_JUMP, from, to);
    }
    return n;
}

static bool all_home(const halma_config *cfg, const halma_state *s, int corner)
{
    for (int q = 0; q < SQUARES; q++)
        if (s->cell[q] == 1 + corner && !has(&cfg->target[corner], q))
            return false;
    return true;
}

/* The partner's corner in the team game, or -1. */
static int partner(const halma_config *cfg, int corner)
{
    return cfg->mode == MODE_TEAMS ? 3 - corner : -1;
}

/* Corner(s) that have won, as a bit mask. */
static int winners(const halma_config *cfg, const halma_state *s)
{
    int mask = 0;
    for (int c = 0; c < CORNERS; c++) {
        if (!cfg->in_game[c])
            continue;
        bool done = all_home(cfg, s, c);
        if (!done && cfg->win_if_target_full) {
            bool full = true, own = false;
            for (int q = 0; q < SQUARES; q++)
                if (has(&cfg->target[c], q)) {
                    full = full && s->cell[q];
                    own = own || s->cell[q] == 1 + c;
                }
            done = full && own;
        }
        if (done)
            mask |= 1 << c;
    }
    if (cfg->mode == MODE_TEAMS) { /* a team wins when both partners are home */
        int team = 0;
        for (int c = 0; c < CORNERS; c++)
            if ((mask >> c & 1) && (mask >> partner(cfg, c) & 1))
                team |= 1 << c;
        mask = team;
    }
    return mask;
}

static bool finished(const halma_config *cfg, const halma_state *s)
{
    if (s->jumper != NONE)
        return false;
    if (winners(cfg, s))
        return true;
    if (cfg->mode == MODE_SOLO)
        return cfg->move_limit && s->moves >= cfg->move_limit;
    return cfg->max_moves && s->moves >= cfg->max_moves;
}

static int generate(const halma_config *cfg, const halma_state *s, tb_action *out)
{
    int corner = corner_to_move(cfg, s), n = 0;
    if (s->jumper != NONE) {
        /* a piece in its target (from the start or entered on the way) stays there */
        bool from_target = has(&cfg->target[corner], s->jumper);
        n = jumps(cfg, s, s->jumper, from_target, corner, out, 0);
        out[n++] = make(KIND_STOP, 0, 0);
        return n;
    }
    if (cfg->mode == MODE_TEAMS && all_home(cfg, s, corner)) {
        out[0] = make(KIND_PASS, 0, 0);
        return 1;
    }
    for (int from = 0; from < SQUARES; from++) {
        if (s->cell[from] != 1 + corner)
            continue;
        bool from_target = has(&cfg->target[corner], from);
        for (int d = 0; d < 8; d++) {
            int to = at(from % N + DX[d], from / N + DY[d]);
            if (to >= 0 && !s->cell[to] &&
                !(from_target && cfg->no_leave_target && !has(&cfg->target[corner], to)))
                out[n++] = make(KIND_STEP, from, to);
        }
        n = jumps(cfg, s, from, from_target, corner, out, n);
    }
    if (n == 0)
        out[n++] = make(KIND_PASS, 0, 0);
    return n;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const halma_config *cfg = config_of(g);
    if (finished(cfg, state))
        return 0;
    return generate(cfg, state, out);
}

static void end_turn(const halma_config *cfg, halma_state *s)
{
    s->jumper = NONE;
    memset(&s->visited, 0, sizeof s->visited);
    s->turn = (uint8_t)((s->turn + 1) % cfg->num_corners);
    if (s->moves < 65535)
        s->moves++;
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    const halma_config *cfg = config_of(g);
    halma_state *s = state;
    int kind = (int)(a >> KIND_SHIFT), from = (int)(a >> 8 & 255), to = (int)(a & 255);
    if (kind == KIND_STEP || kind == KIND_JUMP) {
        s->cell[to] = s->cell[from];
        s->cell[from] = 0;
    }
    if (kind != KIND_JUMP) {
        end_turn(cfg, s);
        return;
    }
    if (s->jumper == NONE)
        add(&s->visited, from);
    add(&s->visited, to);
    s->jumper = (uint16_t)to;
    tb_action more[9];
    /* the series goes on only while the piece can jump again */
    if (jumps(cfg, s, to, false, corner_to_move(cfg, s), more, 0) == 0)
        end_turn(cfg, s);
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const halma_config *cfg = config_of(g);
    const halma_state *s = state;
    memset(o, 0, sizeof *o);
    if (!finished(cfg, s))
        return;
    o->over = true;
    int mask = winners(cfg, s);
    if (cfg->mode == MODE_SOLO) {
        o->result[0] = mask ? TB_WIN : TB_LOSS;
        if (mask)
            snprintf(o->reason, sizeof o->reason, "target reached in %d moves", s->moves);
        else
            snprintf(o->reason, sizeof o->reason, "target not reached in %d moves", s->moves);
        return;
    }
    if (!mask) {
        snprintf(o->reason, sizeof o->reason, "draw: %d moves played", s->moves);
        return;
    }
    for (int c = 0; c < CORNERS; c++)
        if (cfg->in_game[c])
            o->result[cfg->player_of[c]] = mask >> c & 1 ? TB_WIN : TB_LOSS;
    int w = __builtin_ctz((unsigned)mask);
    if (cfg->mode == MODE_TEAMS)
        snprintf(o->reason, sizeof o->reason, "%s and %s have all their pieces home",
                 CORNER_NAME[w], CORNER_NAME[partner(cfg, w)]);
    else
        snprintf(o->reason, sizeof o->reason, "%s has all the pieces home", CORNER_NAME[w]);
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    int kind = (int)(a >> KIND_SHIFT), from = (int)(a >> 8 & 255), to = (int)(a & 255);
    if (kind == KIND_STOP)
        return snprintf(buf, len, "stop");
    if (kind == KIND_PASS)
        return snprintf(buf, len, "pass");
    char f[8], t[8];
    tb_square_name(from % N, from / N, false, f, sizeof f);
    tb_square_name(to % N, to / N, false, t, sizeof t);
    return snprintf(buf, len, "%s-%s", f, t);
}

static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    /* the English words and the Portuguese page's (phrasebook action_words) */
    if (strcmp(text, "stop") == 0 || strcmp(text, "parar") == 0) {
        *a = make(KIND_STOP, 0, 0);
        return true;
    }
    if (strcmp(text, "pass") == 0 || strcmp(text, "passar") == 0) {
        *a = make(KIND_PASS, 0, 0);
        return true;
    }
    int fc, fr, tc, tr, n = tb_square_read(text, N, N, &fc, &fr);
    int m = n && text[n] == '-' ? tb_square_read(text + n + 1, N, N, &tc, &tr) : 0;
    if (!m || text[n + 1 + m]) {
        tb_error_set(err,
                     "bad move '%s': expected from-to (a step b2-c3 or one jump a1-c1), "
                     "stop (ends a jump series) or pass",
                     text);
        return false;
    }
    int dx = abs(tc - fc), dy = abs(tr - fr);
    bool jump = (dx == 2 || dy == 2) && (dx == 0 || dx == 2) && (dy == 0 || dy == 2);
    *a = make(jump ? KIND_JUMP : KIND_STEP, fr * N + fc, tr * N + tc);
    return true;
}

/* A whole turn as the sources write it (§1.7): a step `b2-c3`, a jump series with every
 * landing square `a1-c1-e3` (the "stop" that ends a series early is not written), "pass". */
static int turn_to_text(const tb_game *g, const void *state, const tb_action *actions, int n,
                        char *buf, size_t len)
{
    if (n <= 0)
        return snprintf(buf, len, "%s", "");
    int kind = (int)(actions[0] >> KIND_SHIFT);
    if (kind != KIND_JUMP)
        return action_to_text(g, state, actions[0], buf, len);
    size_t k = (size_t)action_to_text(g, state, actions[0], buf, len);
    for (int i = 1; i < n; i++) {
        if ((int)(actions[i] >> KIND_SHIFT) != KIND_JUMP)
            break;
        int to = (int)(actions[i] & 255);
        char t[8];
        tb_square_name(to % N, to / N, false, t, sizeof t);
        int w = snprintf(buf + (k < len ? k : len), k < len ? len - k : 0, "-%s", t);
        k += w > 0 ? (size_t)w : 0;
    }
    return (int)k;
}

/* Reads `b2-c3` or `a1-c1-e3-...` into its actions: a step, or one jump per landing and a
 * "stop" when the piece could jump on from the last one. 0 for any other text (pass, stop,
 * actions separated by spaces), which the generic reader takes. */
static int turn_from_text(const tb_game *g, const void *state, const char *text,
                          tb_action *actions, int max, tb_error *err)
{
    int squares[SQUARES + 1], count = 0;
    const char *p = text;
    if (strchr(text, ' '))
        return 0;
    for (;;) {
        int c, r, k = tb_square_read(p, N, N, &c, &r);
        if (!k)
            return count ? (tb_error_set(err, "bad move '%s': expected squares joined by '-', "
                                              "like b2-c3 or a1-c1-e3", text),
                            -1)
                         : 0;
        if (count == SQUARES + 1) {
            tb_error_set(err, "bad move '%s': too many squares", text);
            return -1;
        }
        squares[count++] = r * N + c;
        p += k;
        if (!*p)
            break;
        if (*p != '-')
            return count == 1 ? 0
                              : (tb_error_set(err, "bad move '%s': expected squares joined by "
                                                   "'-', like b2-c3 or a1-c1-e3", text),
                                 -1);
        p++;
    }
    if (count < 2)
        return 0;
    halma_state s;
    memcpy(&s, state, sizeof s);
    int n = 0;
    for (int i = 1; i < count; i++) {
        int from = squares[i - 1], to = squares[i];
        int dx = abs(to % N - from % N), dy = abs(to / N - from / N);
        bool step = dx <= 1 && dy <= 1 && dx + dy > 0;
        bool jump = (dx == 2 || dy == 2) && (dx == 0 || dx == 2) && (dy == 0 || dy == 2);
        if ((step && count > 2) || !(step || jump)) {
            tb_error_set(err,
                         "bad move '%s': %s", text,
                         step ? "a step is one move by itself, never part of a series"
                              : "every landing square is one step or one jump away");
            return -1;
        }
        if (n >= max)
            return (tb_error_set(err, "too many actions in one turn"), -1);
        actions[n] = make(step ? KIND_STEP : KIND_JUMP, from, to);
        if (!tb_game_is_legal(g, &s, actions[n])) {
            tb_error_set(err, "illegal move '%s' here", text);
            return -1;
        }
        apply(g, &s, actions[n++]);
    }
    if (s.jumper != NONE) { /* the piece could go on: the written series stops here */
        if (n >= max)
            return (tb_error_set(err, "too many actions in one turn"), -1);
        actions[n++] = make(KIND_STOP, 0, 0);
    }
    return n;
}

/* FEN ranks from row 16 (W, O, B, G for the pieces of a1, a16, p16, p1), the letter of the
 * corner to move, the turns played, and during a jump series " series" and its squares
 * from the start: "... W 0 series c2 e4". */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const halma_config *cfg = config_of(g);
    const halma_state *s = state;
    char cells[SQUARES], text[1024];
    for (int q = 0; q < SQUARES; q++)
        cells[q] = s->cell[q] ? LETTER[s->cell[q] - 1] : 0;
    int n = tb_grid_to_fen(cells, N, N, text, sizeof text);
    n += snprintf(text + n, sizeof text - (size_t)n, " %c %d", LETTER[corner_to_move(cfg, s)],
                  s->moves);
    if (s->jumper != NONE) {
        /* the visited squares in an order that ends on the jumper: the others first */
        n += snprintf(text + n, sizeof text - (size_t)n, " series");
        for (int q = 0; q < SQUARES; q++)
            if (has(&s->visited, q) && q != s->jumper) {
                char sq[8];
                tb_square_name(q % N, q / N, false, sq, sizeof sq);
                n += snprintf(text + n, sizeof text - (size_t)n, " %s", sq);
            }
        char sq[8];
        tb_square_name(s->jumper % N, s->jumper / N, false, sq, sizeof sq);
        n += snprintf(text + n, sizeof text - (size_t)n, " %s", sq);
    }
    return snprintf(buf, len, "%s", text);
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const halma_config *cfg = config_of(g);
    halma_state *s = state;
    memset(s, 0, sizeof *s);
    s->jumper = NONE;
    char cells[SQUARES];
    int n = tb_grid_from_fen(text, N, N, "WOBG", cells, err);
    if (n < 0)
        return false;
    int count[CORNERS] = {0};
    for (int q = 0; q < SQUARES; q++) {
        if (!cells[q])
            continue;
        int c = (int)(strchr(LETTER, cells[q]) - LETTER);
        if (!cfg->in_game[c] || ++count[c] > cfg->camp_size) {
            tb_error_set(err,
                         "bad position: %c is not a side of this game or has more than %d "
                         "pieces",
                         cells[q], cfg->camp_size);
            return false;
        }
        s->cell[q] = (uint8_t)(1 + c);
    }
    const char *p = text + n;
    char side = 0;
    int moves = -1, used = 0;
    if (sscanf(p, " %c %d%n", &side, &moves, &used) != 2 || !strchr(LETTER, side) || !side ||
        moves < 0 || moves > 65535) {
        tb_error_set(err, "bad position: after the board expected the side to move (W, O, B "
                          "or G) and the turns played");
        return false;
    }
    p += used;
    int corner = (int)(strchr(LETTER, side) - LETTER);
    int turn = -1;
    for (int i = 0; i < cfg->num_corners; i++)
        if (cfg->order[i] == corner)
            turn = i;
    if (turn < 0) {
        tb_error_set(err, "bad position: %c does not play in this game", side);
        return false;
    }
    s->turn = (uint8_t)turn;
    s->moves = (uint16_t)moves;
    if (strncmp(p, " series", 7) == 0) {
        p += 7;
        int last = -1, squares = 0;
        while (*p == ' ') {
            int c, r, k = tb_square_read(p + 1, N, N, &c, &r);
            if (!k)
                break;
            add(&s->visited, r * N + c);
            last = r * N + c;
            squares++;
            p += 1 + k;
        }
        if (squares < 2 || s->cell[last] != 1 + corner) {
            tb_error_set(err, "bad position: a series lists at least its start and the square "
                              "of the jumping piece, which is the side to move's");
            return false;
        }
        s->jumper = (uint16_t)last;
        for (int q = 0; q < SQUARES; q++)
            if (has(&s->visited, q) && q != last && s->cell[q]) {
                tb_error_set(err, "bad position: the squares a series left are empty");
                return false;
            }
        tb_action more[9];
        if (jumps(cfg, s, last, false, corner, more, 0) == 0) {
            tb_error_set(err, "bad position: the jumping piece cannot jump on, so the turn "
                              "is over");
            return false;
        }
    }
    if (*p) {
        tb_error_set(err, "bad position: unexpected '%s'", p);
        return false;
    }
    return true;
}

static const tb_colour COLOUR[CORNERS] = {TB_COLOUR_WHITE, TB_COLOUR_RED, TB_COLOUR_BLACK,
                                          TB_COLOUR_GREEN};

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const halma_config *cfg = config_of(g);
    const halma_state *s = state;
    int board = tb_view_add_board(v, NULL);
    tb_view_grid(v, board, N, N, TB_SHAPE_SQUARE, false);
    for (int c = 0; c < CORNERS; c++)
        if (cfg->in_game[c])
            for (int q = 0; q < SQUARES; q++)
                if (has(&cfg->target[c], q)) {
                    v->cells[q].marks |= TB_MARK_GOAL;
                    v->cells[q].goal_owner = (signed char)cfg->player_of[c];
                }
    for (int q = 0; q < SQUARES; q++) {
        if (s->cell[q]) {
            int c = s->cell[q] - 1;
            char sym[2] = {LETTER[c], 0};
            tb_view_push(v, q, TB_KIND_PAWN, COLOUR[c], cfg->player_of[c], sym);
        }
        if (s->jumper != NONE && has(&s->visited, q))
            v->cells[q].marks |= TB_MARK_LAST;
    }
    tb_outcome o;
    outcome(g, s, &o);
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else
        snprintf(v->status, sizeof v->status, "%s to move%s; %d moves played",
                 CORNER_NAME[corner_to_move(cfg, s)],
                 s->jumper != NONE ? " (jumping on or stop)" : "", s->moves);
}

/* How far a corner's pieces still have to go: the sum over its pieces of the king-move
 * distance to the far corner of the board, beyond what the target camp itself needs. */
static int distance(const halma_config *cfg, const halma_state *s, int corner)
{
    int far_x = corner == 0 || corner == 1 ? N - 1 : 0; /* a1, a16 go right */
    int far_y = corner == 0 || corner == 3 ? N - 1 : 0; /* a1, p1 go up */
    if (cfg->mode == MODE_SOLO)
        far_x = far_y = 6; /* the reflected target's far corner g7 */
    int total = 0;
    for (int q = 0; q < SQUARES; q++)
        if (s->cell[q] == 1 + corner) {
            int dx = abs(q % N - far_x), dy = abs(q / N - far_y);
            total += (dx > dy ? dx : dy) + (has(&cfg->target[corner], q) ? 0 : 4);
        }
    return total;
}

static int evaluate(const tb_game *g, const void *state, int player)
{
    const halma_config *cfg = config_of(g);
    const halma_state *s = state;
    int mine = 0, theirs = 0;
    for (int c = 0; c < CORNERS; c++) {
        if (!cfg->in_game[c])
            continue;
        int d = distance(cfg, s, c);
        bool ours = cfg->player_of[c] == player ||
                    (partner(cfg, c) >= 0 && cfg->player_of[partner(cfg, c)] == player);
        if (ours)
            mine += d;
        else
            theirs += d;
    }
    if (cfg->mode == MODE_SOLO)
        return -10 * mine;
    return 10 * (theirs - mine);
}

/* ---- Solitaire: the fewest moves to the target (boxgames.md §1.5) ----
 *
 * Iterative-deepening A* over whole turns. A turn moves one piece, so the pieces still off
 * the target are a lower bound on the moves left (admissible); a turn is a (from, to) pair,
 * the landing squares of a jump series being those a breadth-first walk over the jumps
 * reaches (the board does not change during a series, so any square reachable is reachable
 * without landing twice). A table of positions met at a smaller depth cuts transpositions. */

typedef struct solo_search {
    square_set target;
    uint64_t nodes, max_nodes;
    double deadline;
    bool stop;
    int bound;
    struct solo_entry {
        square_set occ;
        int16_t depth;
        int16_t bound;
    } *table;
    size_t mask;
    int path_from[128], path_to[128];
} solo_search;

static uint64_t set_hash(const square_set *s)
{
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < 4; i++) {
        h ^= s->w[i];
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    return h;
}

static void del(square_set *s, int q)
{
    s->w[q >> 6] &= ~(1ULL << (q & 63));
}

/* Squares the piece on `from` reaches in one turn (steps first, then every jump series),
 * with the square each jump landing was reached from in `parent`; returns the count. */
static int solo_reach(const square_set *occ, int from, int *to, int *parent)
{
    int n = 0;
    for (int d = 0; d < 8; d++) {
        int q = at(from % N + DX[d], from / N + DY[d]);
        if (q >= 0 && !has(occ, q))
            to[n++] = q;
    }
    square_set seen = {{0}};
    add(&seen, from);
    int queue[SQUARES], head = 0, tail = 0;
    queue[tail++] = from;
    while (head < tail) {
        int q = queue[head++];
        for (int d = 0; d < 8; d++) {
            int over = at(q % N + DX[d], q / N + DY[d]), land = at(q % N + 2 * DX[d], q / N + 2 * DY[d]);
            if (over < 0 || land < 0 || over == from || !has(occ, over) || has(occ, land) ||
                has(&seen, land))
                continue;
            add(&seen, land);
            parent[land] = q;
            queue[tail++] = land;
            bool step = false;
            for (int k = 0; k < n; k++)
                step = step || to[k] == land;
            if (!step)
                to[n++] = land;
        }
    }
    return n;
}

static int off_target(const solo_search *t, const square_set *occ)
{
    int k = 0;
    for (int i = 0; i < 4; i++)
        k += __builtin_popcountll(occ->w[i] & ~t->target.w[i]);
    return k;
}

static bool solo_dfs(solo_search *t, square_set *occ, int depth)
{
    int h = off_target(t, occ);
    if (h == 0)
        return true;
    if (depth + h > t->bound)
        return false;
    if ((++t->nodes & 4095) == 0 && t->deadline > 0 && tb_clock_seconds() > t->deadline)
        t->stop = true;
    if (t->stop || (t->max_nodes && t->nodes > t->max_nodes)) {
        t->stop = true;
        return false;
    }
    struct solo_entry *e = &t->table[set_hash(occ) & t->mask];
    if (e->bound == t->bound && memcmp(&e->occ, occ, sizeof *occ) == 0 && e->depth <= depth)
        return false;
    e->occ = *occ;
    e->depth = (int16_t)depth;
    e->bound = (int16_t)t->bound;
    /* With no move to spare every move must bring a piece from outside into the target;
     * pieces off the target first, landings in the target first */
    bool tight = depth + h == t->bound;
    for (int pass = 0; pass < (tight ? 1 : 2); pass++)
        for (int from = 0; from < SQUARES; from++) {
            if (!has(occ, from) || has(&t->target, from) == (pass == 0))
                continue;
            int to[SQUARES], parent[SQUARES];
            int n = solo_reach(occ, from, to, parent);
            for (int inside = 1; inside >= (tight ? 1 : 0); inside--)
                for (int i = 0; i < n; i++) {
                    if (has(&t->target, to[i]) != inside)
                        continue;
                    del(occ, from);
                    add(occ, to[i]);
                    t->path_from[depth] = from;
                    t->path_to[depth] = to[i];
                    bool found = depth + 1 < 128 && solo_dfs(t, occ, depth + 1);
                    del(occ, to[i]);
                    add(occ, from);
                    if (found)
                        return true;
                    if (t->stop)
                        return false;
                }
        }
    return false;
}

/* The turn from `from` to `to` written with its landings ("a1-c1-e3"). */
static void solo_turn_text(const square_set *occ, int from, int to, char *buf, size_t len)
{
    int reach[SQUARES], parent[SQUARES], chain[SQUARES], n = 0;
    solo_reach(occ, from, reach, parent);
    int dx = abs(to % N - from % N), dy = abs(to / N - from / N);
    if (dx <= 1 && dy <= 1) /* a step */
        chain[n++] = to;
    else
        for (int q = to; q != from && n < SQUARES; q = parent[q])
            chain[n++] = q;
    size_t k = 0;
    char sq[8];
    tb_square_name(from % N, from / N, false, sq, sizeof sq);
    k += (size_t)snprintf(buf, len, "%s", sq);
    for (int i = n - 1; i >= 0 && k < len; i--) {
        tb_square_name(chain[i] % N, chain[i] / N, false, sq, sizeof sq);
        k += (size_t)snprintf(buf + k, len - k, "-%s", sq);
    }
}

int halma_solitaire_fewest(const tb_game *g, const void *state, uint64_t max_positions,
                           double max_seconds, char (*turns)[96], int max_turns,
                           uint64_t *positions, tb_error *err)
{
    const halma_config *cfg = config_of(g);
    const halma_state *s = state;
    if (cfg->mode != MODE_SOLO) {
        tb_error_set(err, "the fewest-moves solver is for Solitaire Halma");
        return -1;
    }
    if (s->jumper != NONE) {
        tb_error_set(err, "a jump series is under way: finish it (or stop) first");
        return -1;
    }
    solo_search *t = calloc(1, sizeof *t);
    if (!t) {
        tb_error_set(err, "out of memory");
        return -1;
    }
    t->mask = (1u << 18) - 1;
    t->table = calloc(t->mask + 1, sizeof *t->table);
    if (!t->table) {
        free(t);
        tb_error_set(err, "out of memory");
        return -1;
    }
    t->target = cfg->target[0];
    t->max_nodes = max_positions;
    t->deadline = max_seconds > 0 ? tb_clock_seconds() + max_seconds : 0;
    square_set occ = {{0}};
    for (int q = 0; q < SQUARES; q++)
        if (s->cell[q])
            add(&occ, q);
    int found = -1;
    for (t->bound = off_target(t, &occ); t->bound < 128 && !t->stop; t->bound++)
        if (solo_dfs(t, &occ, 0)) {
            found = t->bound;
            break;
        }
    if (found >= 0) {
        square_set walk = occ;
        for (int i = 0; i < found && i < max_turns; i++) {
            solo_turn_text(&walk, t->path_from[i], t->path_to[i], turns[i], sizeof turns[i]);
            del(&walk, t->path_from[i]);
            add(&walk, t->path_to[i]);
        }
    } else {
        tb_error_set(err, "no solution found within the limits (%llu positions searched)",
                     (unsigned long long)t->nodes);
    }
    *positions = t->nodes;
    free(t->table);
    free(t);
    return found;
}

/* Partners share the result: team a1 and p1 (side 0) against a16 and p16 (side 1). */
static int team(const tb_game *g, int player)
{
    const halma_config *cfg = config_of(g);
    if (cfg->mode != MODE_TEAMS || g->num_players != 4)
        return player;
    return player == 0 || player == 3 ? 0 : 1;
}

#define HALMA_CLASS(create_fn)                                                                     \
    {                                                                                              \
        .create = create_fn, .initial = initial, .to_move = to_move, .legal = legal,               \
        .apply = apply, .outcome = outcome, .action_to_text = action_to_text,                      \
        .action_from_text = action_from_text, .position_to_text = position_to_text,                \
        .position_from_text = position_from_text, .view = view, .mid_turn = mid_turn,                \
        .evaluate = evaluate, .turn_to_text = turn_to_text, .turn_from_text = turn_from_text,      \
        .team = team                                                                               \
    }

static const tb_game_class halma_classes[3] = {HALMA_CLASS(create_two), HALMA_CLASS(create_teams),
                                               HALMA_CLASS(create_solo)};

#define HOUSE_RULES                                                                                \
    {"no_leave_target", "false", "true: a piece in its target camp may not leave it"},             \
        {"win_if_target_full", "false",                                                            \
         "true: a player also wins when his target camp is full with one of his pieces in it"},    \
    {                                                                                              \
        "max_moves", "1000", "a draw after this many turns (0: no limit)"                          \
    }

static const tb_option_def two_options[] = {HOUSE_RULES, {NULL, NULL, NULL}};
static const tb_option_def team_options[] = {
    {"order", "clockwise",
     "clockwise (a1, a16, p16, p1: partners one after the other) or "
     "alternate-teams (a1, p16, p1, a16)"},
    {"players", "4", "4, or 2: each player moves a team (a1 and p1 against a16 and p16)"},
    HOUSE_RULES,
    {NULL, NULL, NULL}};
static const tb_option_def solo_options[] = {
    {"target", "reflected",
     "reflected (the camp mirrored across its edge: e4 f3 g3 d5 ...) or "
     "19 squares separated by commas"},
    {"move_limit", "19", "moves allowed (0: no limit)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_halma = {
    .id = "halma",
    .name_pt = "Halma",
    .name_en = "Halma",
    .family = "box",
    .summary_pt = "Dezanove peças a passo e em saltos em série até ao campo oposto.",
    .summary_en = "Nineteen pieces stepping and jumping in series to the opposite camp.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &halma_classes[0],
    .option_defs = two_options,
};

const tb_variant tb_variant_halma_teams = {
    .id = "halma/teams",
    .name_pt = "Halma a quatro",
    .name_en = "Halma for four",
    .family = "box",
    .summary_pt = "Quatro jogadores em duas parcerias, treze peças cada, para os campos opostos.",
    .summary_en = "Four players in two partnerships, thirteen pieces each, to the opposite "
                  "camps.",
    .players_pt = {"Brancas", "Laranja", "Negras", "Verdes"},
    .players_en = {"White", "Orange", "Black", "Green"},
    .cls = &halma_classes[1],
    .option_defs = team_options,
};

const tb_variant tb_variant_halma_solitaire = {
    .id = "halma/solitaire",
    .name_pt = "Halma solitário",
    .name_en = "Solitaire Halma",
    .family = "box",
    .summary_pt = "Dezanove peças até à posição pedida em dezanove lances.",
    .summary_en = "Nineteen pieces to the given position in nineteen moves.",
    .players_pt = {"Jogador"},
    .players_en = {"Player"},
    .cls = &halma_classes[2],
    .option_defs = solo_options,
};
