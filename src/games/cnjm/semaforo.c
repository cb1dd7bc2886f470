/* Semáforo (Traffic Lights, Alan Parr): rules/cnjm.md §2.
 *
 * A cell holds its colour level: 0 empty, 1 green, 2 yellow, 3 red. Every move raises one
 * cell by exactly one level, so the number of moves played is the sum of the levels and the
 * side to move is its parity: the state is the board alone, two bits per cell, so that the
 * exact solver runs through the million positions of the 3x4 game quickly. An action is
 * cell * 4 + the new level, so it reads the same in any position. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/options.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { EMPTY = 0, GREEN = 1, YELLOW = 2, RED = 3, LEVELS = 4 };
enum { MAX_W = 4, MAX_H = 3, MAX_CELLS = MAX_W * MAX_H, DIRECTIONS = 4 };

static const char COLOUR_LETTER[LEVELS] = {'.', 'G', 'Y', 'R'};
static const char *const COLOUR_PLURAL[LEVELS] = {"", "greens", "yellows", "reds"};

typedef struct semaforo_state {
    uint32_t board; /* cell i = row * w + col (a1 = 0) in bits 2i and 2i+1 */
} semaforo_state;

typedef struct semaforo_config {
    int w, h, cells;
    int supply;   /* pieces of each colour in the common stock */
    uint32_t low; /* the low bit of every cell: a "cell set" below is a mask of low bits */
    /* Lines of three run from a start cell by a step (in cells) in each direction. */
    int step[DIRECTIONS];
    uint32_t start[DIRECTIONS]; /* the cells where a line fits on the board */
} semaforo_config;

static const semaforo_config *cfg(const tb_game *g)
{
    return g->config;
}

static tb_action encode(int cell, int level)
{
    return (tb_action)(cell * LEVELS + level);
}

static uint32_t cell_bit(int cell)
{
    return 1u << (2 * cell);
}

static int level_at(const semaforo_state *s, int cell)
{
    return (int)(s->board >> (2 * cell)) & 3;
}

/* The set of cells holding `level`. */
static uint32_t cells_at(const semaforo_config *c, uint32_t board, int level)
{
    uint32_t same = ~(board ^ (c->low * (uint32_t)level)); /* both bits set where equal */
    return same & (same >> 1) & c->low;
}

/* Every three consecutive cells in a row, a column or a diagonal: going right, up, up-right
 * and up-left, so that every step is positive. */
static void find_lines(semaforo_config *c)
{
    static const int dirs[DIRECTIONS][2] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
    for (int d = 0; d < DIRECTIONS; d++) {
        int dc = dirs[d][0], dr = dirs[d][1];
        c->step[d] = dr * c->w + dc;
        for (int r = 0; r + 2 * dr < c->h; r++)
            for (int col = 0; col < c->w; col++)
                if (col + 2 * dc >= 0 && col + 2 * dc < c->w)
                    c->start[d] |= cell_bit(r * c->w + col);
    }
}

/* The start cells of the lines of three of one colour in direction d. */
static uint32_t line_starts(const semaforo_config *c, uint32_t board, int d)
{
    int shift = 2 * c->step[d];
    uint32_t same = ~(board ^ (board >> shift));
    uint32_t next_same = same & (same >> 1) & c->low; /* cell i has the colour of i + step */
    uint32_t filled = (board | board >> 1) & c->low;
    return next_same & (next_same >> shift) & filled & c->start[d];
}

static uint32_t line_at(const semaforo_config *c, uint32_t start_bit, int d)
{
    int shift = 2 * c->step[d];
    return start_bit | start_bit << shift | start_bit << 2 * shift;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    int board, supply;
    if (!tb_option_choice(opts, "board", "3x4|3x3", &board, err) ||
        !tb_option_int(opts, "supply", 1, MAX_CELLS, &supply, err))
        return false;
    semaforo_config *c = calloc(1, sizeof *c);
    if (!c) {
        tb_error_set(err, "out of memory");
        return false;
    }
    c->h = 3;
    c->w = board == 0 ? 4 : 3;
    c->cells = c->w * c->h;
    c->supply = supply;
    for (int i = 0; i < c->cells; i++)
        c->low |= cell_bit(i);
    find_lines(c);
    g->config = c;
    g->state_size = sizeof(semaforo_state);
    g->num_players = 2;
    g->max_actions = MAX_CELLS; /* at most one action per cell */
    return true;
}

static void initial(const tb_game *g, void *state)
{
    memset(state, 0, sizeof(semaforo_state));
}

static int moves_played(const tb_game *g, const semaforo_state *s)
{
    return __builtin_popcount(s->board & cfg(g)->low) +
           2 * __builtin_popcount(s->board & cfg(g)->low << 1);
}

static int to_move(const tb_game *g, const void *state)
{
    return moves_played(g, state) % 2;
}

/* Colour of a line of three on the board, or EMPTY. */
static int line_colour(const tb_game *g, const semaforo_state *s)
{
    for (int d = 0; d < DIRECTIONS; d++) {
        uint32_t starts = line_starts(cfg(g), s->board, d);
        if (starts)
            return level_at(s, __builtin_ctz(starts) / 2);
    }
    return EMPTY;
}

static void count_colours(const tb_game *g, const semaforo_state *s, int count[LEVELS])
{
    for (int k = 0; k < LEVELS; k++)
        count[k] = __builtin_popcount(cells_at(cfg(g), s->board, k));
}

/* The cells that can take their next colour: not red, and the stock has one of it. */
static uint32_t raisable_cells(const tb_game *g, const semaforo_state *s)
{
    const semaforo_config *c = cfg(g);
    uint32_t raisable = 0;
    for (int level = EMPTY; level < RED; level++)
        if (__builtin_popcount(cells_at(c, s->board, level + 1)) < c->supply)
            raisable |= cells_at(c, s->board, level);
    return raisable;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const semaforo_state *s = state;
    if (line_colour(g, s) != EMPTY)
        return 0;
    int n = 0;
    for (uint32_t todo = raisable_cells(g, s); todo; todo &= todo - 1) {
        int cell = __builtin_ctz(todo) / 2;
        out[n++] = encode(cell, level_at(s, cell) + 1);
    }
    return n;
}

/* The pieces are shared, so both players always have the same options (an impartial game). */
static int legal_for(const tb_game *g, const void *state, int player, tb_action *out)
{
    return legal(g, state, out);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    semaforo_state *s = state;
    int cell = (int)(a / LEVELS);
    s->board = (s->board & ~(3u << (2 * cell))) | (a % LEVELS) << (2 * cell);
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const semaforo_state *s = state;
    memset(o, 0, sizeof *o);
    int mover = to_move(g, s), colour = line_colour(g, s), winner;
    if (colour != EMPTY) {
        winner = !mover; /* the player who just moved made the line */
        snprintf(o->reason, sizeof o->reason, "line of three %s", COLOUR_PLURAL[colour]);
    } else {
        if (raisable_cells(g, s))
            return;
        winner = !mover; /* only possible with a small supply= */
        snprintf(o->reason, sizeof o->reason, "no legal move (the stock is empty)");
    }
    o->over = true;
    o->result[winner] = TB_WIN;
    o->result[!winner] = TB_LOSS;
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    int cell = (int)(a / LEVELS);
    return snprintf(buf, len, "%c%d=%c", 'a' + cell % cfg(g)->w, cell / cfg(g)->w + 1,
                    COLOUR_LETTER[a % LEVELS]);
}

static int colour_of_letter(char ch)
{
    for (int k = GREEN; k < LEVELS; k++)
        if (ch == COLOUR_LETTER[k] || ch == COLOUR_LETTER[k] + ('a' - 'A'))
            return k;
    return EMPTY;
}

/* "c1" (the one action the square allows) or "c1=G", "a3=Y", "d1=R". */
static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const semaforo_state *s = state;
    const semaforo_config *c = cfg(g);
    int col, row, n = tb_square_read(text, c->w, c->h, &col, &row);
    const char *rest = text + n;
    int colour = EMPTY;
    if (n > 0 && rest[0] == '=' && rest[1] && !rest[2])
        colour = colour_of_letter(rest[1]);
    if (n == 0 || (*rest && colour == EMPTY)) {
        tb_error_set(err,
                     "bad move '%s': expected a square of a1..%c%d, alone or as c1=G, a3=Y, "
                     "d1=R",
                     text, 'a' + c->w - 1, c->h);
        return false;
    }
    static const char *const holds[LEVELS] = {"is empty", "holds a green", "holds a yellow",
                                              "holds a red, which stays"};
    int cell = row * c->w + col, current = level_at(s, cell);
    if (current == RED || (colour != EMPTY && colour != current + 1)) {
        char only[32] = "";
        if (current != RED)
            snprintf(only, sizeof only, ", so only %.*s=%c is possible", n, text,
                     COLOUR_LETTER[current + 1]);
        tb_error_set(err, "illegal move '%s': %.*s %s%s", text, n, text, holds[current], only);
        return false;
    }
    *a = encode(cell, current + 1);
    return true;
}

/* Ranks top first with G, Y, R and digits for empties, then the player to move (1 or 2):
 * "GR2/YGR1/Y2Y 1". */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const semaforo_state *s = state;
    char cells[MAX_CELLS], board[2 * MAX_CELLS];
    for (int i = 0; i < cfg(g)->cells; i++)
        cells[i] = level_at(s, i) ? COLOUR_LETTER[level_at(s, i)] : '\0';
    tb_grid_to_fen(cells, cfg(g)->w, cfg(g)->h, board, sizeof board);
    return snprintf(buf, len, "%s %d", board, to_move(g, s) + 1);
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const semaforo_config *c = cfg(g);
    semaforo_state *s = state;
    char cells[MAX_CELLS];
    int n = tb_grid_from_fen(text, c->w, c->h, "GYR", cells, err);
    if (n < 0)
        return false;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < c->cells; i++)
        s->board |= (uint32_t)(cells[i] ? colour_of_letter(cells[i]) : EMPTY) << (2 * i);
    const char *side = text + n;
    int played = moves_played(g, s);
    if (*side) {
        if (strcmp(side, " 1") != 0 && strcmp(side, " 2") != 0) {
            tb_error_set(err,
                         "bad position: expected ' 1' or ' 2' (player to move) after the "
                         "board, got '%s'",
                         side);
            return false;
        }
        if (side[1] - '1' != played % 2) {
            tb_error_set(err,
                         "bad position: %d moves made these colours, so player %d is to move, "
                         "not %c",
                         played, played % 2 + 1, side[1]);
            return false;
        }
    }
    int count[LEVELS];
    count_colours(g, s, count);
    for (int k = GREEN; k < LEVELS; k++)
        if (count[k] > c->supply) {
            tb_error_set(err, "bad position: %d %s but the stock has %d", count[k],
                         COLOUR_PLURAL[k], c->supply);
            return false;
        }
    /* One move can only complete lines of its own colour, all through the cell it changed. */
    uint32_t common = c->low;
    int colour = line_colour(g, s);
    for (int d = 0; d < DIRECTIONS; d++)
        for (uint32_t t = line_starts(c, s->board, d); t; t &= t - 1) {
            uint32_t start_bit = t & -t;
            if (level_at(s, __builtin_ctz(start_bit) / 2) != colour) {
                tb_error_set(err, "bad position: lines of three of different colours");
                return false;
            }
            common &= line_at(c, start_bit, d);
        }
    if (colour != EMPTY && !common) {
        tb_error_set(err, "bad position: lines of three that no single move could complete");
        return false;
    }
    return true;
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    static const tb_colour hue[LEVELS] = {TB_COLOUR_NONE, TB_COLOUR_GREEN, TB_COLOUR_YELLOW,
                                          TB_COLOUR_RED};
    static const char *const symbol[LEVELS] = {"", "G", "Y", "R"};
    const semaforo_state *s = state;
    const semaforo_config *c = cfg(g);
    tb_view_grid(v, tb_view_add_board(v, NULL), c->w, c->h, TB_SHAPE_SQUARE, false);
    for (int i = 0; i < c->cells; i++) /* a plain board, as the book draws it */
        v->cells[i].marks &= ~(unsigned)TB_MARK_DARK;
    for (int i = 0; i < c->cells; i++)
        if (level_at(s, i))
            tb_view_push(v, i, TB_KIND_DISC, hue[level_at(s, i)], -1, symbol[level_at(s, i)]);
    int count[LEVELS];
    count_colours(g, s, count);
    for (int d = 0; d < DIRECTIONS; d++) /* the winning line */
        for (uint32_t t = line_starts(c, s->board, d); t; t &= t - 1) {
            uint32_t line = line_at(c, t & -t, d);
            for (int i = 0; i < c->cells; i++)
                if (line & cell_bit(i))
                    v->cells[i].marks |= TB_MARK_WIN;
        }
    for (int k = GREEN; k < LEVELS; k++)
        tb_view_add_reserve_kind(v, -1, TB_KIND_DISC, hue[k], symbol[k], c->supply - count[k]);
    snprintf(v->status, sizeof v->status, "%s player to move", to_move(g, s) ? "Second" : "First");
}

/* The moves of the player to move that make a line (and win), or with `safe`, those that
 * neither make a line nor let the opponent make one next; the count, moves written to out. */
static int sort_moves(const tb_game *g, const semaforo_state *s, bool safe, tb_action *out)
{
    tb_action moves[MAX_CELLS], replies[MAX_CELLS];
    int n = legal(g, s, moves), k = 0;
    for (int i = 0; i < n; i++) {
        semaforo_state next = *s;
        apply(g, &next, moves[i]);
        bool wins = line_colour(g, &next) != EMPTY;
        if (!safe) {
            if (wins)
                out[k++] = moves[i];
            continue;
        }
        if (wins)
            continue;
        bool gives = false;
        int m = legal(g, &next, replies);
        for (int j = 0; j < m && !gives; j++) {
            semaforo_state after = next;
            apply(g, &after, replies[j]);
            gives = line_colour(g, &after) != EMPTY;
        }
        if (!gives)
            out[k++] = moves[i];
    }
    return k;
}

/* For search: a player who can make a line wins; one without a safe move (every move makes
 * a line possible for the opponent) loses; otherwise each safe move tends to use up one, so
 * an odd number of safe moves favours the player to move (parity, as in the endgames of
 * rules/cnjm.md §2.5 example 2). */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const semaforo_state *s = state;
    tb_action moves[MAX_CELLS];
    int mover = to_move(g, s), v;
    if (sort_moves(g, s, false, moves) > 0)
        v = 900;
    else {
        int safe = sort_moves(g, s, true, moves);
        v = safe == 0 ? -800 : safe % 2 ? 100 + 10 * safe : -100 - 10 * safe;
    }
    return player == mover ? v : -v;
}

/* For quiescence: the moves that make a line. */
static int tactical(const tb_game *g, const void *state, tb_action *out)
{
    return sort_moves(g, state, false, out);
}

static const tb_game_class semaforo_class = {
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
    .legal_for = legal_for,
    .evaluate = evaluate,
    .tactical = tactical,
};

static const tb_option_def semaforo_options[] = {
    {"board", "3x4", "3x4 (3 rows of 4, the source's board) or 3x3 (Parr's first version)"},
    {"supply", "8", "pieces of each colour in the common stock, 1-12 (8 never limits play)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_semaforo = {
    .id = "semaforo",
    .name_pt = "Semáforo",
    .name_en = "Traffic Lights",
    .family = "cnjm",
    .summary_pt = "Verde, amarelo, vermelho: quem faz três em linha da mesma cor ganha.",
    .summary_en = "Green, yellow, red: whoever makes three in a row of one colour wins.",
    .players_pt = {"Primeiro jogador", "Segundo jogador"},
    .players_en = {"First player", "Second player"},
    .cls = &semaforo_class,
    .option_defs = semaforo_options,
};
