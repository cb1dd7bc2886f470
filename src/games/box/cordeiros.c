/* Cordeiros e Tigres (Lambs and Tigers, rules/boxgames.md §2) on the 29-point board of the
 * board kit (tb_board_lambs_tigers): 3 tigers placed on the apex and two of c1-f1, 15 lambs
 * placed off the reserved points, then steps along the lines; a tiger captures by jumping a
 * lamb, and may go on capturing in the same turn (a capture series is one action, so every
 * prefix of a series is its own action: stopping is choosing the shorter one). Player 0 is
 * the Tigers (they start), player 1 the Lambs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"
#include "tabula/board.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { POINTS = 29, TIGERS = 0, LAMBS = 1, NUM_TIGERS = 3, APEX = 0, MAX_CHAIN = 10 };
enum { KIND_SHIFT = 30, KIND_PLACE = 0, KIND_STEP = 1, KIND_CAPTURE = 2 };
enum { MAX_MOVES = 4096 };

typedef struct lt_state {
    char point[POINTS]; /* 'T', 'L' or 0 */
    uint8_t to_move;
    uint8_t captured; /* lambs taken */
    uint8_t pad;
    uint16_t moves; /* turns played, for max_moves */
} lt_state;

typedef struct lt_config {
    tb_board board;
    int lambs;
    bool reserved_until_tigers_placed;
    int max_moves, tiger_win_captures;
    int jump_over[POINTS][4], jump_to[POINTS][4]; /* by neighbour index: the lamb, landing */
} lt_config;

static const char *const SIDE[2] = {"Tigers", "Lambs"};

static const lt_config *config_of(const tb_game *g)
{
    return g->config;
}

static bool reserved(int p)
{
    return p >= APEX && p <= 6 && (p == APEX || p >= 3); /* 0, c1 d1 e1 f1 = 0, 3..6 */
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    lt_config *cfg = calloc(1, sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int until = 0;
    if (!tb_option_int(opts, "lambs", 1, 15, &cfg->lambs, err) ||
        !tb_option_choice(opts, "reserved_for_lambs", "never|until-tigers-placed", &until, err) ||
        !tb_option_int(opts, "max_moves", 0, 100000, &cfg->max_moves, err) ||
        !tb_option_int(opts, "tiger_win_captures", 0, 15, &cfg->tiger_win_captures, err) ||
        !tb_board_lambs_tigers(&cfg->board, err)) {
        free(cfg);
        return false;
    }
    cfg->reserved_until_tigers_placed = until == 1;
    for (int p = 0; p < POINTS; p++)
        for (int k = 0; k < 4; k++) {
            cfg->jump_over[p][k] = cfg->jump_to[p][k] = -1;
            if (k < cfg->board.degree[p]) {
                int q = cfg->board.neighbour[p][k];
                cfg->jump_over[p][k] = q;
                cfg->jump_to[p][k] = tb_board_beyond(&cfg->board, p, q);
            }
        }
    g->config = cfg;
    g->state_size = sizeof(lt_state);
    g->num_players = 2;
    g->max_actions = MAX_MOVES;
    return true;
}

static void initial(const tb_game *g, void *state)
{
    memset(state, 0, sizeof(lt_state));
}

static int to_move(const tb_game *g, const void *state)
{
    return ((const lt_state *)state)->to_move;
}

static int count(const lt_state *s, char piece)
{
    int n = 0;
    for (int p = 0; p < POINTS; p++)
        n += s->point[p] == piece;
    return n;
}

static int lambs_placed(const lt_state *s)
{
    return count(s, 'L') + s->captured;
}

static tb_action step_action(int from, int to)
{
    return (tb_action)(KIND_STEP << KIND_SHIFT | from << 5 | to);
}

/* Capture series from the tiger's current point `at` (started on `from`), the lambs already
 * taken removed from `s`. Every series of at least one jump is written to out. */
static int series(const lt_config *cfg, lt_state *s, int from, int at, int len, uint32_t dirs,
                  tb_action *out, int n)
{
    if (len == MAX_CHAIN)
        return n;
    for (int k = 0; k < cfg->board.degree[at]; k++) {
        int over = cfg->jump_over[at][k], to = cfg->jump_to[at][k];
        if (to < 0 || s->point[over] != 'L' || s->point[to])
            continue;
        uint32_t d = dirs | (uint32_t)k << (2 * len);
        if (n < MAX_MOVES)
            out[n++] = (tb_action)((uint32_t)KIND_CAPTURE << KIND_SHIFT | d << 9 |
                                   (uint32_t)(len + 1) << 5 | (uint32_t)from);
        s->point[over] = 0;
        s->point[at] = 0;
        s->point[to] = 'T';
        n = series(cfg, s, from, to, len + 1, d, out, n);
        s->point[to] = 0;
        s->point[at] = 'T';
        s->point[over] = 'L';
    }
    return n;
}

static bool decided(const lt_config *cfg, const lt_state *s, int *winner)
{
    if (s->captured >= cfg->lambs ||
        (cfg->tiger_win_captures && s->captured >= cfg->tiger_win_captures)) {
        *winner = TIGERS;
        return true;
    }
    return false;
}

static int generate(const lt_config *cfg, const lt_state *s, tb_action *out)
{
    int n = 0, tigers = count(s, 'T');
    if (s->to_move == TIGERS && tigers < NUM_TIGERS) {
        /* placement: the apex and two of c1-f1, in any order */
        int on_row1 = 0;
        for (int p = 3; p <= 6; p++)
            on_row1 += s->point[p] == 'T';
        bool apex_empty = !s->point[APEX];
        if (apex_empty)
            out[n++] = APEX;
        if (on_row1 < 2 && !(apex_empty && tigers == NUM_TIGERS - 1))
            for (int p = 3; p <= 6; p++)
                if (!s->point[p])
                    out[n++] = (tb_action)p;
        return n;
    }
    if (s->to_move == LAMBS && lambs_placed(s) < cfg->lambs) {
        bool free_reserved = cfg->reserved_until_tigers_placed && tigers == NUM_TIGERS;
        for (int p = 0; p < POINTS; p++)
            if (!s->point[p] && (free_reserved || !reserved(p)))
                out[n++] = (tb_action)p;
        return n;
    }
    char me = s->to_move == TIGERS ? 'T' : 'L';
    lt_state scratch = *s;
    for (int p = 0; p < POINTS; p++) {
        if (s->point[p] != me)
            continue;
        for (int k = 0; k < cfg->board.degree[p]; k++) {
            int q = cfg->board.neighbour[p][k];
            if (!s->point[q])
                out[n++] = step_action(p, q);
        }
        if (me == 'T')
            n = series(cfg, &scratch, p, p, 0, 0, out, n);
    }
    return n;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const lt_config *cfg = config_of(g);
    const lt_state *s = state;
    int w;
    if (decided(cfg, s, &w) || (cfg->max_moves && s->moves >= cfg->max_moves))
        return 0;
    return generate(cfg, s, out);
}

/* Walks a capture series; calls back for each landing point. Returns the final point. */
static int walk(const lt_config *cfg, tb_action a, int *landing, int *over)
{
    int at = (int)(a & 31), len = (int)(a >> 5 & 15);
    uint32_t dirs = (uint32_t)(a >> 9) & ((1u << 21) - 1);
    for (int i = 0; i < len; i++) {
        int k = (int)(dirs >> (2 * i) & 3);
        over[i] = cfg->jump_over[at][k];
        landing[i] = at = cfg->jump_to[at][k];
    }
    return len;
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    const lt_config *cfg = config_of(g);
    lt_state *s = state;
    int kind = (int)(a >> KIND_SHIFT);
    if (kind == KIND_PLACE) {
        s->point[a] = s->to_move == TIGERS ? 'T' : 'L';
    } else if (kind == KIND_STEP) {
        int from = (int)(a >> 5 & 31), to = (int)(a & 31);
        s->point[to] = s->point[from];
        s->point[from] = 0;
    } else {
        int landing[MAX_CHAIN], over[MAX_CHAIN], len = walk(cfg, a, landing, over);
        s->point[a & 31] = 0;
        for (int i = 0; i < len; i++)
            s->point[over[i]] = 0;
        s->point[landing[len - 1]] = 'T';
        s->captured = (uint8_t)(s->captured + len);
    }
    s->to_move = !s->to_move;
    if (s->moves < 65535)
        s->moves++;
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const lt_config *cfg = config_of(g);
    const lt_state *s = state;
    memset(o, 0, sizeof *o);
    int w;
    if (decided(cfg, s, &w)) {
        o->over = true;
        o->result[TIGERS] = TB_WIN;
        o->result[LAMBS] = TB_LOSS;
        if (s->captured == 1)
            snprintf(o->reason, sizeof o->reason, "%s captured 1 lamb", SIDE[TIGERS]);
        else
            snprintf(o->reason, sizeof o->reason, "%s captured %d lambs", SIDE[TIGERS],
                     s->captured);
        return;
    }
    if (cfg->max_moves && s->moves >= cfg->max_moves) {
        o->over = true;
        snprintf(o->reason, sizeof o->reason, "draw: %d moves played", cfg->max_moves);
        return;
    }
    tb_action moves[MAX_MOVES];
    if (generate(cfg, s, moves) == 0) {
        o->over = true;
        o->result[s->to_move] = TB_LOSS;
        o->result[!s->to_move] = TB_WIN;
        snprintf(o->reason, sizeof o->reason, "%s have no legal move", SIDE[s->to_move]);
    }
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const lt_config *cfg = config_of(g);
    const tb_board *b = &cfg->board;
    int kind = (int)(a >> KIND_SHIFT);
    if (kind == KIND_PLACE)
        return snprintf(buf, len, "%s", tb_board_label(b, (int)a));
    if (kind == KIND_STEP)
        return snprintf(buf, len, "%s-%s", tb_board_label(b, (int)(a >> 5 & 31)),
                        tb_board_label(b, (int)(a & 31)));
    int landing[MAX_CHAIN], over[MAX_CHAIN], n = walk(cfg, a, landing, over);
    char text[128];
    size_t used = (size_t)snprintf(text, sizeof text, "%s", tb_board_label(b, (int)(a & 31)));
    for (int i = 0; i < n && used < sizeof text; i++)
        used +=
            (size_t)snprintf(text + used, sizeof text - used, "x%s", tb_board_label(b, landing[i]));
    return snprintf(buf, len, "%s", text);
}

/* Reads the text by matching it against the legal actions' texts, lower-cased: the notation
 * names only points, and every action has exactly one text. */
static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    char want[64];
    size_t n = strlen(text);
    if (n >= sizeof want) {
        tb_error_set(err, "bad move '%.20s...': too long", text);
        return false;
    }
    for (size_t i = 0; i <= n; i++)
        want[i] = (char)(text[i] >= 'A' && text[i] <= 'Z' ? text[i] + 32 : text[i]);
    const lt_config *cfg = config_of(g);
    tb_action *moves = malloc(sizeof *moves * MAX_MOVES);
    if (!moves) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int count_moves = generate(cfg, state, moves);
    for (int i = 0; i < count_moves; i++) {
        char t[128];
        action_to_text(g, state, moves[i], t, sizeof t);
        if (strcmp(t, want) == 0) {
            *a = moves[i];
            free(moves);
            return true;
        }
    }
    free(moves);
    int len = 0;
    if (tb_board_parse(&cfg->board, want, &len) < 0)
        tb_error_set(err,
                     "bad move '%s': expected a point (0, a1-h3, c4-f4), a step d1-d2 or "
                     "a capture series d1xd3xf3",
                     text);
    else
        tb_error_set(err, "illegal move: %s", text);
    return false;
}

/* The points row by row: the apex, rows 1-3 (a-h), row 4 (c-f), '/' between rows, T, L or
 * '.'; then the side to move (t or l), the lambs captured and the turns played:
 * "./......../......../......../.... t 0 0" is the start. */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const lt_state *s = state;
    char text[64];
    size_t n = 0;
    for (int p = 0; p < POINTS; p++) {
        if (p == 1 || p == 9 || p == 17 || p == 25)
            text[n++] = '/';
        text[n++] = s->point[p] ? s->point[p] : '.';
    }
    text[n] = '\0';
    return snprintf(buf, len, "%s %c %d %d", text, s->to_move == TIGERS ? 't' : 'l', s->captured,
                    s->moves);
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const lt_config *cfg = config_of(g);
    lt_state *s = state;
    memset(s, 0, sizeof *s);
    const char *p = text;
    int k = 0;
    for (; *p && *p != ' '; p++) {
        if (*p == '/')
            continue;
        if (k >= POINTS || !strchr("TL.", *p)) {
            tb_error_set(err, "bad position: expected 29 points written T, L or '.'");
            return false;
        }
        s->point[k++] = *p == '.' ? 0 : *p;
    }
    char side = 0;
    int captured = -1, moves = -1, used = 0;
    if (k != POINTS || sscanf(p, " %c %d %d%n", &side, &captured, &moves, &used) != 3 ||
        p[used] != '\0' || (side != 't' && side != 'l') || captured < 0 || moves < 0 ||
        moves > 65535) {
        tb_error_set(err, "bad position: expected 29 points, the side to move (t or l), the "
                          "lambs captured and the turns played");
        return false;
    }
    s->to_move = side == 'l';
    s->captured = (uint8_t)captured;
    s->moves = (uint16_t)moves;
    if (count(s, 'T') > NUM_TIGERS || lambs_placed(s) > cfg->lambs) {
        tb_error_set(err,
                     "bad position: at most %d tigers and %d lambs (on the board and "
                     "captured)",
                     NUM_TIGERS, cfg->lambs);
        return false;
    }
    return true;
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const lt_config *cfg = config_of(g);
    const lt_state *s = state;
    int board = tb_view_add_board(v, NULL);
    int first = tb_board_view(&cfg->board, v, board);
    for (int p = 0; p < POINTS; p++)
        if (s->point[p])
            tb_view_push(v, first + p, s->point[p] == 'T' ? TB_KIND_TIGER : TB_KIND_LAMB,
                         s->point[p] == 'T' ? TB_COLOUR_YELLOW : TB_COLOUR_WHITE,
                         s->point[p] == 'T' ? TIGERS : LAMBS, s->point[p] == 'T' ? "T" : "L");
    tb_view_add_reserve_kind(v, TIGERS, TB_KIND_TIGER, TB_COLOUR_YELLOW, "T",
                             NUM_TIGERS - count(s, 'T'));
    tb_view_add_reserve_kind(v, LAMBS, TB_KIND_LAMB, TB_COLOUR_WHITE, "L",
                             cfg->lambs - lambs_placed(s));
    tb_outcome o;
    outcome(g, s, &o);
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else
        snprintf(v->status, sizeof v->status, "%s to move; lambs captured: %d", SIDE[s->to_move],
                 s->captured);
}

/* Lambs captured, and the tigers' freedom: a hemmed-in tiger is close to the lambs' win. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const lt_config *cfg = config_of(g);
    const lt_state *s = state;
    int v = 300 * s->captured;
    for (int p = 0; p < POINTS; p++)
        if (s->point[p] == 'T')
            for (int k = 0; k < cfg->board.degree[p]; k++) {
                int q = cfg->board.neighbour[p][k], to = cfg->jump_to[p][k];
                v += !s->point[q] ? 10 : (s->point[q] == 'L' && to >= 0 && !s->point[to]) ? 60 : 0;
            }
    return player == TIGERS ? v : -v;
}

static const tb_game_class lt_class = {
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
    .evaluate = evaluate,
};

static const tb_option_def lt_options[] = {
    {"lambs", "15", "number of lambs, 1 to 15 (15 in the source; fewer for analysis)"},
    {"reserved_for_lambs", "never",
     "never (lambs are never placed on 0, c1-f1) or until-tigers-placed"},
    {"max_moves", "0", "a draw after this many turns (0: no limit)"},
    {"tiger_win_captures", "0", "the tigers win after this many captures (0: all the lambs)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_cordeiros_tigres = {
    .id = "cordeiros-tigres",
    .name_pt = "Cordeiros e Tigres",
    .name_en = "Lambs and Tigers",
    .family = "box",
    .summary_pt = "Três tigres caçam quinze cordeiros saltando sobre eles; os cordeiros ganham se "
                  "os imobilizarem.",
    .summary_en = "Three tigers hunt fifteen lambs by jumping them; the lambs win by hemming "
                  "them in.",
    .players_pt = {"Tigres", "Cordeiros"},
    .players_en = {"Tigers", "Lambs"},
    .cls = &lt_class,
    .option_defs = lt_options,
};
