/* The election games of Bill Taylor (rules/elections.md): stones dropped on the cells of a
 * board whose cells form nested units of odd size; a unit is won by a strict majority of its
 * sub-units, the game by two of the three top units.
 *
 * One engine plays all six variants. The units are a graph (a cell of a hexagonal board lies
 * on three lines), evaluated bottom up: a unit is won by a player when he has won a strict
 * majority of its parts, counting the parts still open as lost to him, so a unit won by
 * dropped stones stays won (§1 "clinched"). The movement games (§3, §4) use the same count
 * on the stones where they stand.
 *
 * Seats and colours: seat 0 is White in the first game; in a match (option `match`) the
 * colours alternate from game to game, the winner of the match being the first to win a
 * majority of the games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/elections/elections.h"

#include "core/options.h"
#include "tabula/board.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { WHITE = 0, BLACK = 1 };
enum { MAX_CELLS = 384, WORDS = MAX_CELLS / 64, MAX_NODES = 640, MAX_KIDS = 64, MAX_DEPTH = 5 };
enum { SHAPE_SIERPINSKI, SHAPE_HEX_SMALL, SHAPE_HEX_LARGE, SHAPE_CUBE };
enum { MOVES_NONE, MOVES_BIG, MOVES_ALL };
enum { DROPS_121, DROPS_122 };

/* Actions: a drop is its cell; the rest carry a kind above bit 20. */
enum { KIND_SHIFT = 20, KIND_DROP = 0, KIND_MOVE = 1, KIND_NO_MOVE = 2, KIND_RESIGN = 3 };

typedef struct election_state {
    uint64_t stones[2][WORDS]; /* by colour: White, Black */
    uint16_t turn;             /* turn of the current game, from 1 */
    uint16_t last_drop;        /* movement games: the cell dropped this turn (phase 1) */
    uint8_t to_move;           /* seat */
    uint8_t left;              /* drop games: stones still to drop this turn */
    uint8_t phase;             /* movement games: 0 drop, 1 optional move */
    uint8_t game_no;           /* 0-based game of the match */
    uint8_t wins[2];           /* games won, by seat */
    uint8_t resigned;          /* the last game ended by resignation */
    uint8_t size;              /* drop games: stones of this turn */
} election_state;

typedef struct election_config {
    tb_board board;
    int shape, order; /* order: Sierpinski depth, cube side */
    int cells;
    int moves, drops;
    bool move_dropped;
    int games; /* 1, 3 or 5 */
    /* Units: nodes 0 .. cells-1 are the cells, then the units children first; the last node
     * is the whole board. */
    int nodes;
    int kids[MAX_NODES];      /* number of parts */
    int first_kid[MAX_NODES]; /* into kid_list */
    int16_t kid_list[MAX_NODES * 8 + 4096];
    int num_kid_list;
    char node_name[MAX_NODES][32];
    /* Sierpinski: the cell with digit k of c replaced by d (digits 1..3), or -1. */
    int16_t alt[MAX_CELLS][MAX_DEPTH][4];
    int digits[MAX_CELLS][MAX_DEPTH];
    int group[MAX_CELLS]; /* position text: '/' between cells of different groups */
} election_config;

static const election_config *config_of(const tb_game *g)
{
    return g->config;
}

static bool has(const uint64_t *set, int c)
{
    return set[c >> 6] >> (c & 63) & 1;
}

static void put(uint64_t *set, int c)
{
    set[c >> 6] |= 1ULL << (c & 63);
}

static void take(uint64_t *set, int c)
{
    set[c >> 6] &= ~(1ULL << (c & 63));
}

static int colour_of_seat(const election_state *s, int seat)
{
    return (seat + s->game_no) & 1;
}

static int seat_of_colour(const election_state *s, int colour)
{
    return (colour + s->game_no) & 1;
}

static int games_needed(const election_config *cfg)
{
    return cfg->games / 2 + 1;
}

static int match_winner(const election_config *cfg, const election_state *s)
{
    for (int seat = 0; seat < 2; seat++)
        if (s->wins[seat] >= games_needed(cfg))
            return seat;
    return -1;
}

/* ---- units ---- */

static int add_node(election_config *cfg, const char *name)
{
    int n = cfg->nodes++;
    cfg->kids[n] = 0;
    cfg->first_kid[n] = cfg->num_kid_list;
    snprintf(cfg->node_name[n], sizeof cfg->node_name[n], "%.*s",
             (int)sizeof cfg->node_name[n] - 1, name);
    return n;
}

static void add_kid(election_config *cfg, int node, int kid)
{
    cfg->kid_list[cfg->num_kid_list++] = (int16_t)kid;
    cfg->kids[node]++;
}

/* Sierpinski: the unit of prefix p (length len) has parts p1, p2, p3. Built deepest first. */
static void build_sierpinski(election_config *cfg)
{
    cfg->nodes = cfg->cells;
    const tb_board *b = &cfg->board;
    int n = cfg->order;
    /* node of each prefix: index by base-3 value at each length */
    static const int pow3[] = {1, 3, 9, 27, 81, 243};
    int at[MAX_DEPTH + 1][243];
    for (int c = 0; c < cfg->cells; c++) {
        int v = 0;
        for (int k = 0; k < n; k++) {
            cfg->digits[c][k] = b->label[c][k] - '0';
            v = v * 3 + cfg->digits[c][k] - 1;
        }
        at[n][v] = c;
        cfg->group[c] = v / 3;
    }
    for (int len = n - 1; len >= 0; len--)
        for (int v = 0; v < pow3[len]; v++) {
            char name[12] = "";
            for (int k = 0; k < len; k++)
                name[k] = (char)('1' + v / pow3[len - 1 - k] % 3);
            name[len] = '\0';
            int node = add_node(cfg, len ? name : "board");
            for (int d = 0; d < 3; d++)
                add_kid(cfg, node, at[len + 1][v * 3 + d]);
            at[len][v] = node;
        }
    for (int c = 0; c < cfg->cells; c++)
        for (int k = 0; k < n; k++)
            for (int d = 1; d <= 3; d++) {
                char label[TB_BOARD_LABEL_LEN];
                memcpy(label, b->label[c], sizeof label);
                label[k] = (char)('0' + d);
                cfg->alt[c][k][d] = d == cfg->digits[c][k] ? -1 : (int16_t)tb_board_find(b, label);
            }
}

/* Hexagonal boards (§5.0): lines by column, by column - row (positive diagonals) and by row
 * (negative diagonals); a direction is won by a majority of its lines. */
static void build_hex(election_config *cfg)
{
    cfg->nodes = cfg->cells;
    const tb_board *b = &cfg->board;
    static const char *const direction[3] = {"vertical", "positive", "negative"};
    int dirs[3];
    for (int d = 0; d < 3; d++) {
        int lines[32], num_lines = 0;
        for (int key = -20; key <= 20; key++) {
            int line = -1, first = -1, last = -1;
            for (int c = 0; c < cfg->cells; c++) {
                int k = d == 0 ? b->col[c] : d == 1 ? b->col[c] - b->row[c] : b->row[c];
                if (k != key)
                    continue;
                if (line < 0) {
                    line = add_node(cfg, "");
                    first = c;
                }
                last = c;
                add_kid(cfg, line, c);
            }
            /* the book's names: column a, row 1, diagonal a1e5 */
            if (line >= 0 && d == 0)
                snprintf(cfg->node_name[line], sizeof cfg->node_name[line], "column %c",
                         'a' + b->col[first]);
            else if (line >= 0 && d == 1)
            {
                /* through a copy: the labels live in cfg too (-Wrestrict) */
                char both[sizeof cfg->node_name[line]];
                snprintf(both, sizeof both, "%.15s%.15s", b->label[first], b->label[last]);
                memcpy(cfg->node_name[line], both, sizeof both);
            }
            else if (line >= 0)
                snprintf(cfg->node_name[line], sizeof cfg->node_name[line], "row %d",
                         b->row[first] + 1);
            if (line >= 0)
                lines[num_lines++] = line;
        }
        dirs[d] = add_node(cfg, direction[d]);
        for (int i = 0; i < num_lines; i++)
            add_kid(cfg, dirs[d], lines[i]);
    }
    int root = add_node(cfg, "board");
    for (int d = 0; d < 3; d++)
        add_kid(cfg, root, dirs[d]);
    for (int c = 0; c < cfg->cells; c++)
        cfg->group[c] = b->col[c];
}

/* Cube (§6.2): axes level, column, row; a direction is the planes fixing one axis, the lines
 * of a plane fixing axis a run along axis a+1 (cyclic, the default) or a+2 (`lines=other`),
 * or the plane is won by its cells (`plane_rule=cells`). */
static void build_cube(election_config *cfg, int cycle, bool plane_cells)
{
    cfg->nodes = cfg->cells;
    const tb_board *b = &cfg->board;
    int n = cfg->order;
    static const char *const direction[3] = {"horizontal", "vertical", "lateral"};
    int dirs[3];
    for (int a = 0; a < 3; a++) {
        int planes[8];
        for (int p = 0; p < n; p++) {
            char name[24];
            if (a == 0)
                snprintf(name, sizeof name, "level %d", p + 1);
            else if (a == 1)
                snprintf(name, sizeof name, "column %c", 'a' + p);
            else
                snprintf(name, sizeof name, "row %d", p + 1);
            int plane = -1;
            if (plane_cells) {
                plane = add_node(cfg, name);
                for (int c = 0; c < cfg->cells; c++) {
                    int coord[3] = {b->layer[c], b->col[c], b->row[c]};
                    if (coord[a] == p)
                        add_kid(cfg, plane, c);
                }
            } else {
                int along = (a + cycle) % 3, other = 3 - a - along;
                int lines[8];
                for (int q = 0; q < n; q++) {
                    static const char *const axis[3] = {"level", "column", "row"};
                    char line_name[48];
                    snprintf(line_name, sizeof line_name, "%s %d line %d", axis[a], p + 1, q + 1);
                    lines[q] = add_node(cfg, line_name);
                    for (int c = 0; c < cfg->cells; c++) {
                        int coord[3] = {b->layer[c], b->col[c], b->row[c]};
                        if (coord[a] == p && coord[other] == q)
                            add_kid(cfg, lines[q], c);
                    }
                }
                plane = add_node(cfg, name);
                for (int q = 0; q < n; q++)
                    add_kid(cfg, plane, lines[q]);
            }
            planes[p] = plane;
        }
        dirs[a] = add_node(cfg, direction[a]);
        for (int p = 0; p < n; p++)
            add_kid(cfg, dirs[a], planes[p]);
    }
    int root = add_node(cfg, "board");
    for (int a = 0; a < 3; a++)
        add_kid(cfg, root, dirs[a]);
    for (int c = 0; c < cfg->cells; c++)
        cfg->group[c] = b->layer[c] * 64 + b->row[c];
}

/* won[node] = 1 + colour of the player who has clinched it, or 0. */
static void evaluate_units(const election_config *cfg, const election_state *s, uint8_t *won)
{
    for (int c = 0; c < cfg->cells; c++)
        won[c] = has(s->stones[WHITE], c) ? 1 : has(s->stones[BLACK], c) ? 2 : 0;
    for (int n = cfg->cells; n < cfg->nodes; n++) {
        int count[3] = {0, 0, 0};
        for (int i = 0; i < cfg->kids[n]; i++)
            count[won[cfg->kid_list[cfg->first_kid[n] + i]]]++;
        int need = cfg->kids[n] / 2 + 1;
        won[n] = count[1] >= need ? 1 : count[2] >= need ? 2 : 0;
    }
}

/* Colour who has won the whole board, or -1. */
static int board_winner(const election_config *cfg, const election_state *s)
{
    uint8_t won[MAX_NODES];
    evaluate_units(cfg, s, won);
    return won[cfg->nodes - 1] - 1;
}

int elections_units_won(const tb_game *g, const void *state, int colour, char *buf, size_t len)
{
    const election_config *cfg = config_of(g);
    uint8_t won[MAX_NODES];
    evaluate_units(cfg, state, won);
    size_t n = 0;
    buf[0] = '\0';
    for (int node = cfg->cells; node < cfg->nodes && n < len; node++)
        if (won[node] == colour + 1)
            n += (size_t)snprintf(buf + n, len - n, "%s%s", n ? ", " : "", cfg->node_name[node]);
    return (int)(n < len ? n : len - 1);
}

/* ---- creation ---- */

static bool create_common(tb_game *g, const tb_options *opts, int shape, int moves, int drops,
                          tb_error *err)
{
    election_config *cfg = calloc(1, sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    cfg->shape = shape;
    cfg->moves = moves;
    cfg->drops = drops;
    int match = 0, ok = 1;
    ok = tb_option_choice(opts, "match", "1|3|5", &match, err);
    cfg->games = 1 + 2 * match;
    if (ok && shape == SHAPE_SIERPINSKI) {
        ok = tb_option_int(opts, "size", 2, 5, &cfg->order, err);
        if (ok)
            ok = tb_board_sierpinski(&cfg->board, cfg->order, err);
        if (ok && moves != MOVES_NONE) {
            int dropped;
            ok = tb_option_choice(opts, "move_dropped", "off|on", &dropped, err);
            cfg->move_dropped = dropped;
        }
    } else if (ok && shape == SHAPE_CUBE) {
        int cycle = 0, rule = 0;
        ok = tb_option_int(opts, "size", 3, 7, &cfg->order, err) &&
             tb_option_choice(opts, "lines", "cyclic|other", &cycle, err) &&
             tb_option_choice(opts, "plane_rule", "lines|cells", &rule, err);
        if (ok && cfg->order % 2 == 0) {
            tb_error_set(err, "bad option size=%d: the cube's side is odd (3, 5 or 7)", cfg->order);
            ok = 0;
        }
        if (ok)
            ok = tb_board_cube(&cfg->board, cfg->order, err);
        if (ok) {
            cfg->cells = cfg->board.num_points;
            build_cube(cfg, 1 + cycle, rule == 1);
        }
    } else if (ok) {
        ok = tb_board_hex(&cfg->board, shape == SHAPE_HEX_SMALL ? 3 : 5, err) &&
             tb_board_remove(&cfg->board,
                             shape == SHAPE_HEX_SMALL ? "b2 c3 c4 d3" : "b5 d5 e2 e4 f6 h8", err);
        if (ok) {
            cfg->cells = cfg->board.num_points;
            build_hex(cfg);
        }
    }
    if (ok && shape == SHAPE_SIERPINSKI) {
        cfg->cells = cfg->board.num_points;
        build_sierpinski(cfg);
    }
    if (!ok) {
        free(cfg);
        return false;
    }
    g->config = cfg;
    g->state_size = sizeof(election_state);
    g->num_players = 2;
    g->max_actions =
        cfg->moves == MOVES_NONE ? cfg->cells + 1 : cfg->cells * (2 * cfg->order + 1) + 2;
    return true;
}

static bool create_sierpinski(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_common(g, o, SHAPE_SIERPINSKI, MOVES_NONE, DROPS_121, e);
}
static bool create_alliances(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_common(g, o, SHAPE_SIERPINSKI, MOVES_BIG, DROPS_121, e);
}
static bool create_sizes(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_common(g, o, SHAPE_SIERPINSKI, MOVES_ALL, DROPS_121, e);
}
static bool create_hex_small(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_common(g, o, SHAPE_HEX_SMALL, MOVES_NONE, DROPS_121, e);
}
static bool create_hex_large(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_common(g, o, SHAPE_HEX_LARGE, MOVES_NONE, DROPS_122, e);
}
static bool create_cube(tb_game *g, const tb_options *o, tb_error *e)
{
    return create_common(g, o, SHAPE_CUBE, MOVES_NONE, DROPS_122, e);
}

/* ---- turns ---- */

static int empty_cells(const election_config *cfg, const election_state *s)
{
    int full = 0;
    for (int w = 0; w < WORDS; w++)
        full += __builtin_popcountll(s->stones[WHITE][w] | s->stones[BLACK][w]);
    return cfg->cells - full;
}

/* Stones of turn t (§2.2: 1, 2, 1, 1, 2, 1, ...; §5.2, §6.3: 1, then 2 each), at most the
 * empty cells. Movement games drop one stone a turn. */
static int nominal_stones(const election_config *cfg, int turn)
{
    if (cfg->moves != MOVES_NONE)
        return 1;
    return cfg->drops == DROPS_121 ? (turn % 3 == 2 ? 2 : 1) : (turn == 1 ? 1 : 2);
}

static int turn_stones(const election_config *cfg, const election_state *s)
{
    if (cfg->moves != MOVES_NONE)
        return 0; /* one drop, then the phase says where the turn is */
    int n = nominal_stones(cfg, s->turn), empty = empty_cells(cfg, s);
    return n < empty ? n : empty;
}

static void start_game(const election_config *cfg, election_state *s)
{
    memset(s->stones, 0, sizeof s->stones);
    s->turn = 1;
    s->phase = 0;
    s->last_drop = 0;
    s->to_move = (uint8_t)seat_of_colour(s, WHITE);
    s->left = s->size = (uint8_t)turn_stones(cfg, s);
}

static void initial(const tb_game *g, void *state)
{
    election_state *s = state;
    memset(s, 0, sizeof *s);
    start_game(config_of(g), s);
}

static int to_move(const tb_game *g, const void *state)
{
    return ((const election_state *)state)->to_move;
}

static bool over(const election_config *cfg, const election_state *s)
{
    return match_winner(cfg, s) >= 0;
}

static bool mid_turn(const tb_game *g, const void *state)
{
    const election_config *cfg = config_of(g);
    const election_state *s = state;
    if (cfg->moves != MOVES_NONE)
        return s->phase == 1;
    return s->left < s->size;
}

static tb_action move_action(int from, int to)
{
    return (tb_action)(KIND_MOVE << KIND_SHIFT | from << 10 | to);
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const election_config *cfg = config_of(g);
    const election_state *s = state;
    if (over(cfg, s))
        return 0;
    int n = 0;
    if (s->phase == 0) {
        for (int c = 0; c < cfg->cells; c++)
            if (!has(s->stones[WHITE], c) && !has(s->stones[BLACK], c))
                out[n++] = (tb_action)c;
        if (!mid_turn(g, s))
            out[n++] = (tb_action)(KIND_RESIGN << KIND_SHIFT);
        return n;
    }
    const uint64_t *own = s->stones[colour_of_seat(s, s->to_move)];
    for (int c = 0; c < cfg->cells; c++) {
        if (!has(own, c) || (c == s->last_drop && !cfg->move_dropped))
            continue;
        int digits = cfg->moves == MOVES_BIG ? 1 : cfg->order;
        for (int k = 0; k < digits; k++)
            for (int d = 1; d <= 3; d++) {
                int to = cfg->alt[c][k][d];
                if (to >= 0 && !has(s->stones[WHITE], to) && !has(s->stones[BLACK], to))
                    out[n++] = move_action(c, to);
            }
    }
    out[n++] = (tb_action)(KIND_NO_MOVE << KIND_SHIFT);
    return n;
}

/* The current game is over: count it, and start the next one unless the match is won. */
static void end_game(const election_config *cfg, election_state *s, int winner_seat)
{
    s->wins[winner_seat]++;
    if (match_winner(cfg, s) >= 0) {
        s->phase = 0;
        s->left = s->size = 0;
        s->last_drop = 0;
        return;
    }
    s->game_no++;
    s->resigned = 0;
    start_game(cfg, s);
}

static void next_turn(const election_config *cfg, election_state *s)
{
    int winner = board_winner(cfg, s);
    if (winner >= 0) {
        end_game(cfg, s, seat_of_colour(s, winner));
        return;
    }
    s->to_move = !s->to_move;
    s->turn++;
    s->phase = 0;
    s->last_drop = 0;
    s->left = s->size = (uint8_t)turn_stones(cfg, s);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    const election_config *cfg = config_of(g);
    election_state *s = state;
    int kind = (int)(a >> KIND_SHIFT), colour = colour_of_seat(s, s->to_move);
    if (kind == KIND_RESIGN) {
        s->resigned = 1;
        end_game(cfg, s, !s->to_move);
        if (over(cfg, s))
            s->resigned = 1;
        return;
    }
    if (kind == KIND_DROP) {
        put(s->stones[colour], (int)a);
        if (cfg->moves != MOVES_NONE) {
            s->phase = 1;
            s->last_drop = (uint16_t)a;
            s->left = 0;
            return;
        }
        /* A drop game ends as soon as a player has clinched the board, even within a turn:
         * the stones still to drop could not change it. */
        if (--s->left > 0 && board_winner(cfg, s) < 0)
            return;
        next_turn(cfg, s);
        return;
    }
    if (kind == KIND_MOVE) {
        take(s->stones[colour], (int)(a >> 10 & 1023));
        put(s->stones[colour], (int)(a & 1023));
    }
    next_turn(cfg, s);
}

static const char *const COLOUR_NAME[2] = {"White", "Black"};

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const election_config *cfg = config_of(g);
    const election_state *s = state;
    memset(o, 0, sizeof *o);
    int w = match_winner(cfg, s);
    if (w < 0)
        return;
    o->over = true;
    o->result[w] = TB_WIN;
    o->result[!w] = TB_LOSS;
    if (cfg->games > 1)
        snprintf(o->reason, sizeof o->reason, "%s wins the match %d-%d", COLOUR_NAME[w], s->wins[w],
                 s->wins[!w]);
    else if (s->resigned)
        snprintf(o->reason, sizeof o->reason, "%s resigns", COLOUR_NAME[colour_of_seat(s, !w)]);
    else
        snprintf(o->reason, sizeof o->reason, "%s wins the election",
                 COLOUR_NAME[colour_of_seat(s, w)]);
}

/* ---- notation ---- */

static const char MOVE_SYMBOL[4] = {'-', ':', '.'};

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const election_config *cfg = config_of(g);
    int kind = (int)(a >> KIND_SHIFT);
    if (kind == KIND_RESIGN)
        return snprintf(buf, len, "resigns");
    if (kind == KIND_NO_MOVE)
        return snprintf(buf, len, "\xe2\x80\x94"); /* the book's dash */
    if (kind == KIND_DROP)
        return snprintf(buf, len, "%s", tb_board_label(&cfg->board, (int)a));
    int from = (int)(a >> 10 & 1023), to = (int)(a & 1023), k = 0;
    while (k < cfg->order && cfg->digits[from][k] == cfg->digits[to][k])
        k++;
    if (cfg->order == 3 || (k == 0 && cfg->moves == MOVES_BIG))
        return snprintf(buf, len, "%s%c%d", tb_board_label(&cfg->board, from), MOVE_SYMBOL[k],
                        cfg->digits[to][k]);
    return snprintf(buf, len, "%s@%d=%d", tb_board_label(&cfg->board, from), k + 1,
                    cfg->digits[to][k]);
}

static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const election_config *cfg = config_of(g);
    const election_state *s = state;
    /* the English record's word, the book's ("As Brancas desistem") and the Portuguese page's */
    if (strcmp(text, "resigns") == 0 || strcmp(text, "resign") == 0 ||
        strcmp(text, "desiste") == 0 || strcmp(text, "desistem") == 0 ||
        strcmp(text, "desistir") == 0) {
        *a = (tb_action)(KIND_RESIGN << KIND_SHIFT);
        return true;
    }
    if (strcmp(text, "\xe2\x80\x94") == 0 || strcmp(text, "-") == 0 || strcmp(text, "--") == 0) {
        *a = (tb_action)(KIND_NO_MOVE << KIND_SHIFT);
        return true;
    }
    int len = 0, cell = tb_board_parse(&cfg->board, text, &len);
    if (cell < 0) {
        tb_error_set(err, "bad move '%s': expected a cell such as %s, 'resigns'%s", text,
                     tb_board_label(&cfg->board, 0),
                     cfg->moves != MOVES_NONE ? ", a move such as 313-1, or \xe2\x80\x94" : "");
        return false;
    }
    const char *p = text + len;
    if (*p == '\0') {
        *a = (tb_action)cell;
        return true;
    }
    int k = -1, d = -1;
    if (cfg->moves != MOVES_NONE && cfg->shape == SHAPE_SIERPINSKI) {
        const char *sym = strchr(MOVE_SYMBOL, *p);
        if (*p && sym && p[1] >= '1' && p[1] <= '3' && p[2] == '\0') {
            k = (int)(sym - MOVE_SYMBOL);
            d = p[1] - '0';
        } else if (p[0] == '@' && p[1] >= '1' && p[1] <= '0' + cfg->order && p[2] == '=' &&
                   p[3] >= '1' && p[3] <= '3' && p[4] == '\0') {
            k = p[1] - '1';
            d = p[3] - '0';
        }
    }
    if (k < 0 || k >= cfg->order) {
        tb_error_set(err, "bad move '%s': after the cell expected nothing%s", text,
                     cfg->moves != MOVES_NONE ? " or a move: -d, :d, .d or @k=d" : "");
        return false;
    }
    if (cfg->moves == MOVES_BIG && k != 0) {
        tb_error_set(err, "illegal move '%s': only big moves (-) in Sierpinski Alliances", text);
        return false;
    }
    int to = cfg->alt[cell][k][d];
    if (to < 0) {
        tb_error_set(err, "illegal move '%s': the stone would stay where it is", text);
        return false;
    }
    if (s->phase == 1 && !has(s->stones[colour_of_seat(s, s->to_move)], cell)) {
        tb_error_set(err, "illegal move '%s': no stone of yours on %s", text,
                     tb_board_label(&cfg->board, cell));
        return false;
    }
    *a = move_action(cell, to);
    return true;
}

/* The cells in board order ('W', 'B', '.'; '/' between groups: T1s, hex columns, cube rows),
 * then the colour to move, the turn number and the stones still to drop (drop games) or
 * "drop" / "move <cell>" (movement games); in a match " games a-b" (by seat); " resigned"
 * when the last game ended so. */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const election_config *cfg = config_of(g);
    const election_state *s = state;
    char text[2 * MAX_CELLS + 64];
    size_t n = 0;
    for (int c = 0; c < cfg->cells; c++) {
        if (c > 0 && cfg->group[c] != cfg->group[c - 1])
            text[n++] = '/';
        text[n++] = has(s->stones[WHITE], c) ? 'W' : has(s->stones[BLACK], c) ? 'B' : '.';
    }
    n += (size_t)snprintf(text + n, sizeof text - n, " %c %d",
                          colour_of_seat(s, s->to_move) == WHITE ? 'w' : 'b', s->turn);
    if (cfg->moves == MOVES_NONE && s->left != s->size)
        n += (size_t)snprintf(text + n, sizeof text - n, " %d/%d", s->left, s->size);
    else if (cfg->moves == MOVES_NONE)
        n += (size_t)snprintf(text + n, sizeof text - n, " %d", s->left);
    else if (s->phase == 0)
        n += (size_t)snprintf(text + n, sizeof text - n, " drop");
    else
        n += (size_t)snprintf(text + n, sizeof text - n, " move %s",
                              tb_board_label(&cfg->board, s->last_drop));
    if (cfg->games > 1)
        n += (size_t)snprintf(text + n, sizeof text - n, " games %d-%d", s->wins[0], s->wins[1]);
    if (s->resigned)
        snprintf(text + n, sizeof text - n, " resigned");
    return snprintf(buf, len, "%s", text);
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const election_config *cfg = config_of(g);
    election_state *s = state;
    memset(s, 0, sizeof *s);
    const char *p = text;
    int c = 0;
    for (; *p && *p != ' '; p++) {
        if (*p == '/')
            continue;
        if (c >= cfg->cells || !strchr("WB.", *p)) {
            tb_error_set(err, "bad position: expected %d cells written W, B or '.'", cfg->cells);
            return false;
        }
        if (*p != '.')
            put(s->stones[*p == 'B'], c);
        c++;
    }
    if (c != cfg->cells) {
        tb_error_set(err, "bad position: %d cells, the board has %d", c, cfg->cells);
        return false;
    }
    char colour = 0, word[16] = "", cell[16] = "";
    int turn = 0, used = 0;
    if (sscanf(p, " %c %d%n", &colour, &turn, &used) != 2 || (colour != 'w' && colour != 'b') ||
        turn < 1 || turn > 2 * MAX_CELLS) {
        tb_error_set(err, "bad position: after the cells expected the colour to move (w or b) "
                          "and the turn number");
        return false;
    }
    p += used;
    s->turn = (uint16_t)turn;
    int left = 0;
    if (cfg->moves == MOVES_NONE) {
        int size = 0;
        if (sscanf(p, " %d%n", &left, &used) != 1 || left < 0 || left > 2) {
            tb_error_set(err, "bad position: expected the stones still to drop (0 to 2)");
            return false;
        }
        p += used;
        size = left;
        if (*p == '/' && (sscanf(p, "/%d%n", &size, &used) != 1 || size <= left || size > 2)) {
            tb_error_set(err, "bad position: expected stones left/stones of the turn, as 1/2");
            return false;
        }
        if (*p == '/')
            p += used;
        s->left = (uint8_t)left;
        s->size = (uint8_t)size;
    } else if (sscanf(p, " %15s%n", word, &used) == 1 && strcmp(word, "drop") == 0) {
        p += used;
    } else if (strcmp(word, "move") == 0 && sscanf(p, " move %15s%n", cell, &used) == 1 &&
               tb_board_find(&cfg->board, cell) >= 0) {
        p += used;
        s->phase = 1;
        s->last_drop = (uint16_t)tb_board_find(&cfg->board, cell);
    } else {
        tb_error_set(err, "bad position: expected 'drop' or 'move <cell just dropped>'");
        return false;
    }
    int wins[2] = {0, 0};
    if (cfg->games > 1) {
        if (sscanf(p, " games %d-%d%n", &wins[0], &wins[1], &used) != 2 || wins[0] < 0 ||
            wins[1] < 0 || wins[0] > games_needed(cfg) || wins[1] > games_needed(cfg) ||
            (wins[0] == games_needed(cfg) && wins[1] == games_needed(cfg))) {
            tb_error_set(err, "bad position: expected ' games a-b', the games each player won");
            return false;
        }
        p += used;
    }
    if (strncmp(p, " resigned", 9) == 0) {
        s->resigned = 1;
        p += 9;
    }
    if (*p) {
        tb_error_set(err, "bad position: unexpected '%s'", p);
        return false;
    }
    s->wins[0] = (uint8_t)wins[0];
    s->wins[1] = (uint8_t)wins[1];
    bool decided = wins[0] == games_needed(cfg) || wins[1] == games_needed(cfg);
    s->game_no = (uint8_t)(wins[0] + wins[1] - (decided ? 1 : 0));
    s->to_move = (uint8_t)seat_of_colour(s, colour == 'b');
    /* in the middle of a movement turn the board is judged only when the turn ends */
    int winner = s->phase == 1 ? -1 : board_winner(cfg, s);
    if (cfg->games == 1) {
        if (s->resigned)
            s->wins[!s->to_move] = 1;
        else if (winner >= 0)
            s->wins[seat_of_colour(s, winner)] = 1;
        decided = s->resigned || winner >= 0;
    } else if (decided && !s->resigned &&
               (winner < 0 || s->wins[seat_of_colour(s, winner)] != games_needed(cfg))) {
        tb_error_set(err, "bad position: the match is decided but not on this board");
        return false;
    }
    if (s->resigned && !decided) {
        tb_error_set(err, "bad position: 'resigned' only ends a decided game");
        return false;
    }
    if (!decided && winner >= 0) {
        tb_error_set(err, "bad position: %s has already won this board", COLOUR_NAME[winner]);
        return false;
    }
    if (decided) {
        s->phase = 0;
        s->left = s->size = 0;
        s->last_drop = 0;
    } else if (cfg->moves == MOVES_NONE) {
        int n = nominal_stones(cfg, turn), empty = empty_cells(cfg, s) + (s->size - s->left);
        int full = n < empty ? n : empty;
        if (s->left == 0 || s->size != full) {
            tb_error_set(err, "bad position: turn %d drops %d stone%s here", turn, full,
                         full == 1 ? "" : "s");
            return false;
        }
    } else if (s->phase == 1 && !has(s->stones[colour == 'b'], s->last_drop)) {
        tb_error_set(err, "bad position: the stone just dropped is not on the board");
        return false;
    }
    return true;
}

/* ---- view, evaluation ---- */

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const election_config *cfg = config_of(g);
    const election_state *s = state;
    int board = tb_view_add_board(v, NULL);
    int first = tb_board_view(&cfg->board, v, board);
    uint8_t won[MAX_NODES];
    evaluate_units(cfg, s, won);
    for (int c = 0; c < cfg->cells; c++) {
        for (int colour = WHITE; colour <= BLACK; colour++)
            if (has(s->stones[colour], c))
                tb_view_push(v, first + c, TB_KIND_STONE,
                             colour == WHITE ? TB_COLOUR_WHITE : TB_COLOUR_BLACK,
                             seat_of_colour(s, colour), colour == WHITE ? "W" : "B");
    }
    /* Sierpinski: the cells of each T1 a player has won in his colour, and of a T2 he has
     * won marked as part of the win */
    if (cfg->shape == SHAPE_SIERPINSKI)
        for (int c = 0; c < cfg->cells; c++) {
            int t1 = cfg->nodes - 1, t2 = -1;
            for (int n = cfg->cells; n < cfg->nodes; n++)
                for (int i = 0; i < cfg->kids[n]; i++)
                    if (cfg->kid_list[cfg->first_kid[n] + i] == c)
                        t1 = n;
            for (int n = cfg->cells; n < cfg->nodes && cfg->order > 1; n++)
                if (strlen(cfg->node_name[n]) == 1 &&
                    cfg->node_name[n][0] == cfg->board.label[c][0])
                    t2 = n;
            if (won[t1])
                tb_view_mark_territory(v, first + c, seat_of_colour(s, won[t1] - 1),
                                       won[t1] == 1 ? TB_COLOUR_WHITE : TB_COLOUR_BLACK);
            if (t2 >= 0 && won[t2])
                v->cells[first + c].marks |= TB_MARK_WIN;
        }
    if (cfg->moves != MOVES_NONE && s->phase == 1)
        v->cells[first + s->last_drop].marks |= TB_MARK_LAST;
    char units[2][64] = {"", ""};
    for (int n = cfg->cells; n < cfg->nodes - 1; n++) {
        int top = 0; /* a part of the board itself */
        for (int i = 0; i < cfg->kids[cfg->nodes - 1]; i++)
            top |= cfg->kid_list[cfg->first_kid[cfg->nodes - 1] + i] == n;
        if (top && won[n]) {
            size_t l = strlen(units[won[n] - 1]);
            snprintf(units[won[n] - 1] + l, sizeof units[0] - l, "%s%s", l ? " " : "",
                     cfg->node_name[n]);
        }
    }
    tb_outcome o;
    outcome(g, s, &o);
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else if (cfg->moves == MOVES_NONE)
        snprintf(v->status, sizeof v->status, "%s to drop %d; White won: %.20s; Black won: %.20s",
                 COLOUR_NAME[colour_of_seat(s, s->to_move)], s->left, units[0][0] ? units[0] : "-",
                 units[1][0] ? units[1] : "-");
    else
        snprintf(v->status, sizeof v->status, "%s to %s; White holds: %.20s; Black holds: %.20s",
                 COLOUR_NAME[colour_of_seat(s, s->to_move)], s->phase ? "move or pass" : "drop",
                 units[0][0] ? units[0] : "-", units[1][0] ? units[1] : "-");
}

/* The chance that White wins the board if every open cell were a coin toss, each unit's
 * parts independent: a smooth count of how close each player is to each majority. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const election_config *cfg = config_of(g);
    const election_state *s = state;
    double p[MAX_NODES];
    for (int c = 0; c < cfg->cells; c++)
        p[c] = has(s->stones[WHITE], c) ? 1.0 : has(s->stones[BLACK], c) ? 0.0 : 0.5;
    for (int n = cfg->cells; n < cfg->nodes; n++) {
        double dist[MAX_KIDS + 1] = {1.0}; /* dist[k]: k parts won by White so far */
        int k = cfg->kids[n];
        for (int i = 0; i < k; i++) {
            double q = p[cfg->kid_list[cfg->first_kid[n] + i]];
            for (int j = i + 1; j >= 0; j--)
                dist[j] = dist[j] * (1 - q) + (j > 0 ? dist[j - 1] * q : 0);
        }
        double win = 0;
        for (int j = k / 2 + 1; j <= k; j++)
            win += dist[j];
        p[n] = win;
    }
    int white = (int)((p[cfg->nodes - 1] - 0.5) * 2000);
    return colour_of_seat(s, player) == WHITE ? white : -white;
}

static const tb_game_class classes[6] = {
#define ELECTION_CLASS(create_fn)                                                                  \
    {                                                                                              \
        .create = create_fn, .initial = initial, .to_move = to_move, .legal = legal,               \
        .apply = apply, .outcome = outcome, .action_to_text = action_to_text,                      \
        .action_from_text = action_from_text, .position_to_text = position_to_text,                \
        .position_from_text = position_from_text, .view = view, .mid_turn = mid_turn,              \
        .evaluate = evaluate                                                                       \
    }
    ELECTION_CLASS(create_sierpinski), ELECTION_CLASS(create_alliances),
    ELECTION_CLASS(create_sizes),      ELECTION_CLASS(create_hex_small),
    ELECTION_CLASS(create_hex_large),  ELECTION_CLASS(create_cube),
#undef ELECTION_CLASS
};

#define MATCH_OPTION                                                                               \
    {                                                                                              \
        "match", "1", "1 (one game, the book), 3 or 5: best of 3 or 5 games, colours alternating"  \
    }

static const tb_option_def sierpinski_options[] = {
    {"size", "3", "the board Tn, n = 2 to 5 (T3 in the book, T4 and T5 suggested)"},
    MATCH_OPTION,
    {NULL, NULL, NULL}};
static const tb_option_def moving_options[] = {
    {"size", "3", "the board Tn, n = 2 to 5 (T3 in the book)"},
    {"move_dropped", "off", "off (the decision) or on: the stone just dropped may move"},
    MATCH_OPTION,
    {NULL, NULL, NULL}};
static const tb_option_def hex_options[] = {MATCH_OPTION, {NULL, NULL, NULL}};
static const tb_option_def cube_options[] = {
    {"size", "3", "the side of the cube, 3 (the book), 5 or 7"},
    {"lines", "cyclic",
     "cyclic (levels by rows, row planes by stacks, column planes by columns) "
     "or other (levels by columns, row planes by rows, column planes by stacks)"},
    {"plane_rule", "lines",
     "lines (a plane is won by a majority of its lines) or cells (of its "
     "cells)"},
    MATCH_OPTION,
    {NULL, NULL, NULL}};

#define ELECTION_VARIANT(var, id_, pt, en, spt, sen, cls_, opts)                                   \
    const tb_variant var = {.id = id_,                                                             \
                            .name_pt = pt,                                                         \
                            .name_en = en,                                                         \
                            .family = "elections",                                                 \
                            .summary_pt = spt,                                                     \
                            .summary_en = sen,                                                     \
                            .players_pt = {"Brancas", "Negras"},                                   \
                            .players_en = {"White", "Black"},                                      \
                            .cls = &classes[cls_],                                                 \
                            .option_defs = opts}

ELECTION_VARIANT(tb_variant_elections_sierpinski, "elections/sierpinski",
                 "Eleição no triângulo de Sierpinski", "Sierpinski Election",
                 "Pedras num triângulo de Sierpinski; ganha quem ganhar duas das três partes "
                 "por maiorias encaixadas.",
                 "Stones on a Sierpinski triangle; win two of the three parts by nested "
                 "majorities.",
                 0, sierpinski_options);
ELECTION_VARIANT(tb_variant_elections_sierpinski_alliances, "elections/sierpinski-alliances",
                 "Alianças de Sierpinski", "Sierpinski Alliances",
                 "A eleição de Sierpinski em que cada pedra pode mudar de parte grande.",
                 "The Sierpinski election where a stone may move to another big part.", 1,
                 moving_options);
ELECTION_VARIANT(tb_variant_elections_sierpinski_sizes, "elections/sierpinski-sizes",
                 "Alianças de Sierpinski com três tamanhos de lance",
                 "Sierpinski Alliances with three move sizes",
                 "As Alianças de Sierpinski com lances grandes, médios e pequenos.",
                 "Sierpinski Alliances with big, medium and small moves.", 2, moving_options);
ELECTION_VARIANT(tb_variant_elections_hex_small, "elections/hex-small", "Eleição hexagonal pequena",
                 "Hexagonal Election (small)",
                 "Quinze casas hexagonais; ganha duas das três direcções por maiorias de linhas.",
                 "Fifteen hexagonal cells; win two of the three directions by majorities of "
                 "lines.",
                 3, hex_options);
ELECTION_VARIANT(tb_variant_elections_hex_large, "elections/hex-large", "Eleição hexagonal grande",
                 "Hexagonal Election (large)",
                 "Cinquenta e cinco casas hexagonais; ganha duas das três direcções.",
                 "Fifty-five hexagonal cells; win two of the three directions.", 4, hex_options);
ELECTION_VARIANT(tb_variant_elections_cube, "elections/cube", "Eleição no cubo", "Cube Election",
                 "Um cubo 3x3x3; ganha duas das três direcções por maiorias de planos.",
                 "A 3x3x3 cube; win two of the three directions by majorities of planes.", 5,
                 cube_options);
