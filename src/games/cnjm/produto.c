/* Produto (Product; Bentley, Neto, Taylor) on the hex-hex board of side 5: rules/cnjm.md §5.
 *
 * Cells are numbered column by column from a1 (0) to i9 (60), each column bottom up, so a
 * colour's stones fit in one uint64. Coordinates (§5.1): column c = 0..8 (a..i), row
 * r = 0..8 (1..9), a cell exists when |r - c| <= 4; (c, r) touches (c, r±1), (c±1, r),
 * (c+1, r+1) and (c-1, r-1). Player 0 is Black (moves first), player 1 White; a player may
 * place stones of either colour, and owns the stones of his own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/options.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { SIDE = 5, COLS = 2 * SIDE - 1, CELLS = 61, SUPPLY = 45 };
enum { BLACK = 0, WHITE = 1 };
enum { MAX_MOVES = 2 * CELLS };
enum { TIE_FEWER_STONES = 0, TIE_SECOND_PLAYER = 1 };

static const uint64_t ALL = (1ULL << CELLS) - 1;

typedef struct produto_state {
    uint64_t stones[2]; /* black and white stones, by cell */
    uint32_t to_move;
    uint32_t left; /* stones still to place in this turn: 1 or 2 */
} produto_state;

typedef struct produto_config {
    signed char cell_at[COLS][COLS]; /* [col][row] -> cell, or -1 off the board */
    unsigned char col[CELLS], row[CELLS];
    uint64_t adjacent[CELLS];
    int tie_rule;
} produto_config;

static const char COLOUR_LETTER[2] = {'B', 'W'};
static const char *const COLOUR_NAME[2] = {"Black", "White"};

static tb_action encode(int colour, int cell)
{
    return (tb_action)(colour << 6 | cell);
}
static int colour_of(tb_action a)
{
    return (int)(a >> 6);
}
static int cell_of(tb_action a)
{
    return (int)(a & 63);
}

static const produto_config *config_of(const tb_game *g)
{
    return g->config;
}

static bool on_board(int c, int r)
{
    return c >= 0 && c < COLS && r >= 0 && r < COLS && abs(r - c) < SIDE;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    int tie;
    if (!tb_option_choice(opts, "tie", "fewer-stones|second-player", &tie, err))
        return false;
    produto_config *cfg = calloc(1, sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    cfg->tie_rule = tie;
    int n = 0;
    for (int c = 0; c < COLS; c++)
        for (int r = 0; r < COLS; r++) {
            cfg->cell_at[c][r] = -1;
            if (on_board(c, r)) {
                cfg->cell_at[c][r] = (signed char)n;
                cfg->col[n] = (unsigned char)c;
                cfg->row[n] = (unsigned char)r;
                n++;
            }
        }
    static const int step[6][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}};
    for (int i = 0; i < CELLS; i++)
        for (int k = 0; k < 6; k++) {
            int c = cfg->col[i] + step[k][0], r = cfg->row[i] + step[k][1];
            if (on_board(c, r))
                cfg->adjacent[i] |= 1ULL << cfg->cell_at[c][r];
        }
    g->config = cfg;
    g->state_size = sizeof(produto_state);
    g->num_players = 2;
    g->max_actions = MAX_MOVES;
    return true;
}

static void initial(const tb_game *g, void *state)
{
    produto_state *s = state;
    memset(s, 0, sizeof *s);
    s->to_move = BLACK;
    s->left = 1; /* Black's first turn is a single stone */
}

static int to_move(const tb_game *g, const void *state)
{
    return (int)((const produto_state *)state)->to_move;
}

static uint64_t occupied(const produto_state *s)
{
    return s->stones[BLACK] | s->stones[WHITE];
}

/* Inside a two-stone turn after its first stone. Only the very first turn of a game (empty
 * board) is a single stone, so one stone left on a non-empty board means mid-turn. */
static bool mid_turn(const tb_game *g, const void *state)
{
    const produto_state *s = state;
    return s->left == 1 && occupied(s) != 0;
}

/* Product of the sizes of the two largest groups of `stones` (0 with fewer than two). */
static int product(const produto_config *cfg, uint64_t stones)
{
    int best = 0, second = 0;
    uint64_t rest = stones;
    while (rest) {
        uint64_t group = rest & -rest, frontier = group;
        while (frontier) {
            int i = __builtin_ctzll(frontier);
            frontier &= frontier - 1;
            uint64_t fresh = cfg->adjacent[i] & rest & ~group;
            group |= fresh;
            frontier |= fresh;
        }
        rest &= ~group;
        int size = __builtin_popcountll(group);
        if (size > best) {
            second = best;
            best = size;
        } else if (size > second) {
            second = size;
        }
    }
    return best * second;
}

static int generate(const produto_state *s, tb_action *out)
{
    uint64_t empty = ALL & ~occupied(s);
    bool can[2] = {__builtin_popcountll(s->stones[BLACK]) < SUPPLY,
                   __builtin_popcountll(s->stones[WHITE]) < SUPPLY};
    int n = 0;
    while (empty) {
        int cell = __builtin_ctzll(empty);
        empty &= empty - 1;
        for (int colour = BLACK; colour <= WHITE; colour++)
            if (can[colour])
                out[n++] = encode(colour, cell);
    }
    return n;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    return generate(state, out);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    produto_state *s = state;
    s->stones[colour_of(a)] |= 1ULL << cell_of(a);
    if (--s->left == 0) {
        s->to_move = !s->to_move;
        s->left = 2;
    }
}

/* Scored at every moment (the current products, as the source counts them mid-game);
 * decided when the board is full. */
static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const produto_state *s = state;
    const produto_config *cfg = config_of(g);
    memset(o, 0, sizeof *o);
    int prod[2] = {product(cfg, s->stones[BLACK]), product(cfg, s->stones[WHITE])};
    o->scored = true;
    o->score[BLACK] = prod[BLACK];
    o->score[WHITE] = prod[WHITE];
    if (occupied(s) != ALL)
        return;
    o->over = true;
    int count[2] = {__builtin_popcountll(s->stones[BLACK]), __builtin_popcountll(s->stones[WHITE])};
    int w;
    if (prod[BLACK] != prod[WHITE]) {
        w = prod[WHITE] > prod[BLACK];
        snprintf(o->reason, sizeof o->reason, "products %d-%d", prod[BLACK], prod[WHITE]);
    } else if (cfg->tie_rule == TIE_SECOND_PLAYER) {
        w = WHITE;
        snprintf(o->reason, sizeof o->reason, "products %d-%d, a tie goes to the second player",
                 prod[BLACK], prod[WHITE]);
    } else {
        w = count[WHITE] < count[BLACK]; /* 61 cells: the counts always differ */
        snprintf(o->reason, sizeof o->reason, "products %d-%d, %s has fewer stones (%d-%d)",
                 prod[BLACK], prod[WHITE], COLOUR_NAME[w], count[BLACK], count[WHITE]);
    }
    o->result[w] = TB_WIN;
    o->result[!w] = TB_LOSS;
}

static int cell_name(const produto_config *cfg, int cell, char *buf, size_t len)
{
    return tb_square_name(cfg->col[cell], cfg->row[cell], false, buf, len);
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    char name[8];
    cell_name(config_of(g), cell_of(a), name, sizeof name);
    return snprintf(buf, len, "%s:%c", name, COLOUR_LETTER[colour_of(a)]);
}

/* Reads a cell name at the start of text; returns the characters read, or 0 with a message. */
static int read_cell(const produto_config *cfg, const char *text, int *cell, tb_error *err)
{
    int c, r, n = tb_square_read(text, COLS, COLS, &c, &r);
    if (n == 0 || cfg->cell_at[c][r] < 0) {
        tb_error_set(err,
                     "bad stone '%s': expected a cell (a1-a5, b1-b6, ..., e1-e9, ..., "
                     "i5-i9) and a colour, like e6:B",
                     text);
        return 0;
    }
    *cell = cfg->cell_at[c][r];
    return n;
}

static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const produto_state *s = state;
    const produto_config *cfg = config_of(g);
    int cell, n = read_cell(cfg, text, &cell, err);
    if (n == 0)
        return false;
    const char *p = text + n;
    int colour = -1;
    if (p[0] == ':' && (p[1] == 'B' || p[1] == 'b') && p[2] == '\0')
        colour = BLACK;
    else if (p[0] == ':' && (p[1] == 'W' || p[1] == 'w') && p[2] == '\0')
        colour = WHITE;
    if (colour < 0) {
        tb_error_set(err,
                     "bad stone '%s': give the colour after the cell, as in %.*s:B or "
                     "%.*s:W",
                     text, n, text, n, text);
        return false;
    }
    if (occupied(s) >> cell & 1) {
        tb_error_set(err, "illegal stone %s: %.*s is occupied", text, n, text);
        return false;
    }
    if (__builtin_popcountll(s->stones[colour]) >= SUPPLY) {
        tb_error_set(err, "illegal stone %s: all %d %s stones are on the board", text, SUPPLY,
                     colour == BLACK ? "black" : "white");
        return false;
    }
    *a = encode(colour, cell);
    return true;
}

/* Columns a to i separated by '/', each from its lowest cell up (B, W, digits for empty
 * cells), then the player to move (b or w) and the stones left in his turn (1 or 2):
 * "5/6/7/8/9/8/7/6/5 b 1" is the start. */
static int column_length(int c)
{
    return COLS - abs(c - (SIDE - 1));
}

static int column_bottom(int c)
{
    return c < SIDE ? 0 : c - (SIDE - 1);
}

static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const produto_state *s = state;
    const produto_config *cfg = config_of(g);
    char text[2 * CELLS + 16];
    size_t n = 0;
    for (int c = 0; c < COLS; c++) {
        int run = 0, bottom = column_bottom(c);
        for (int r = bottom; r < bottom + column_length(c); r++) {
            int cell = cfg->cell_at[c][r];
            bool black = s->stones[BLACK] >> cell & 1, white = s->stones[WHITE] >> cell & 1;
            if (!black && !white) {
                run++;
                continue;
            }
            if (run)
                n += (size_t)snprintf(text + n, sizeof text - n, "%d", run);
            run = 0;
            text[n++] = COLOUR_LETTER[white ? WHITE : BLACK];
        }
        if (run)
            n += (size_t)snprintf(text + n, sizeof text - n, "%d", run);
        if (c + 1 < COLS)
            text[n++] = '/';
    }
    text[n] = '\0';
    return snprintf(buf, len, "%s %c %u", text, s->to_move == BLACK ? 'b' : 'w', (unsigned)s->left);
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    produto_state *s = state;
    const produto_config *cfg = config_of(g);
    memset(s, 0, sizeof *s);
    const char *p = text;
    for (int c = 0; c < COLS; c++) {
        int len = column_length(c), r = 0, bottom = column_bottom(c);
        while (*p && *p != '/' && *p != ' ') {
            if (*p >= '1' && *p <= '9') {
                int run = 0;
                while (*p >= '0' && *p <= '9' && run <= len)
                    run = run * 10 + (*p++ - '0');
                r += run;
            } else if (*p == 'B' || *p == 'W') {
                if (r < len)
                    s->stones[*p == 'W'] |= 1ULL << cfg->cell_at[c][bottom + r];
                r++;
                p++;
            } else {
                tb_error_set(err,
                             "bad position: unexpected '%c' (stones are B and W, digits "
                             "count empty cells)",
                             *p);
                return false;
            }
            if (r > len)
                break;
        }
        if (r != len) {
            tb_error_set(err, "bad position: column %c must describe %d cells", 'a' + c, len);
            return false;
        }
        if (c + 1 < COLS) {
            if (*p != '/') {
                tb_error_set(err, "bad position: expected %d columns separated by '/'", COLS);
                return false;
            }
            p++;
        }
    }
    bool empty_board = occupied(s) == 0;
    if (p[0] == ' ' && (p[1] == 'b' || p[1] == 'w') &&
        (p[2] == '\0' || (p[2] == ' ' && (p[3] == '1' || p[3] == '2') && p[4] == '\0'))) {
        s->to_move = p[1] == 'w';
        s->left = p[2] ? (uint32_t)(p[3] - '0') : empty_board ? 1 : 2;
    } else {
        tb_error_set(err,
                     "bad position: expected ' b' or ' w' (the player to move) and "
                     "optionally the stones left in the turn (1 or 2), got '%s'",
                     p);
        return false;
    }
    for (int colour = BLACK; colour <= WHITE; colour++)
        if (__builtin_popcountll(s->stones[colour]) > SUPPLY) {
            tb_error_set(err, "bad position: more than %d %s stones", SUPPLY,
                         colour == BLACK ? "black" : "white");
            return false;
        }
    if (empty_board && (s->to_move != BLACK || s->left != 1)) {
        tb_error_set(err, "bad position: on the empty board Black places one stone ('b 1')");
        return false;
    }
    return true;
}

/* Columns are vertical lines of hexagons, each shifted half a cell down from the one on its
 * left: x = column, y = row - column / 2. */
static void view(const tb_game *g, const void *state, tb_view *v)
{
    const produto_state *s = state;
    const produto_config *cfg = config_of(g);
    int board = tb_view_add_board(v, NULL);
    char label[16];
    for (int i = 0; i < CELLS; i++) {
        cell_name(cfg, i, label, sizeof label);
        int cell = tb_view_add_cell(v, board, cfg->col[i], cfg->row[i] - cfg->col[i] / 2.0,
                                    TB_SHAPE_HEX, label);
        for (int colour = BLACK; colour <= WHITE; colour++)
            if (s->stones[colour] >> i & 1)
                tb_view_push(v, cell, TB_KIND_STONE,
                             colour == BLACK ? TB_COLOUR_BLACK : TB_COLOUR_WHITE, colour,
                             colour == BLACK ? "B" : "W");
    }
    for (int c = 0; c < COLS; c++) { /* column letters under the lowest cells */
        int bottom = column_bottom(c);
        snprintf(label, sizeof label, "%c", 'a' + c);
        tb_view_add_text(v, board, c, bottom - 1 - c / 2.0, label);
    }
    for (int r = 0; r < COLS; r++) { /* row numbers left of the first cell of each row */
        int left = column_bottom(r); /* by symmetry, where row r starts */
        snprintf(label, sizeof label, "%d", r + 1);
        tb_view_add_text(v, board, left - 1, r - (left - 1) / 2.0, label);
    }
    for (int colour = BLACK; colour <= WHITE; colour++)
        tb_view_add_reserve_kind(
            v, -1, TB_KIND_STONE, colour == BLACK ? TB_COLOUR_BLACK : TB_COLOUR_WHITE,
            colour == BLACK ? "B" : "W", SUPPLY - __builtin_popcountll(s->stones[colour]));
    tb_outcome o;
    outcome(g, s, &o);
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else
        snprintf(v->status, sizeof v->status, "%s to move, %u stone%s to place; products %d-%d",
                 COLOUR_NAME[s->to_move], (unsigned)s->left, s->left == 1 ? "" : "s",
                 (int)o.score[BLACK], (int)o.score[WHITE]);
}

/* The current products' difference, as a rough guide for search. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const produto_state *s = state;
    const produto_config *cfg = config_of(g);
    int diff = product(cfg, s->stones[BLACK]) - product(cfg, s->stones[WHITE]);
    return 10 * (player == BLACK ? diff : -diff);
}

static const tb_game_class produto_class = {
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
    .mid_turn = mid_turn,
    .evaluate = evaluate,
};

static const tb_option_def produto_options[] = {
    {"tie", "fewer-stones",
     "equal products: fewer-stones (fewer stones of one's colour wins, the source) or "
     "second-player (White wins)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_produto = {
    .id = "produto",
    .name_pt = "Produto",
    .name_en = "Product",
    .family = "cnjm",
    .summary_pt = "Pedras de qualquer cor num tabuleiro hexagonal; ganha o maior produto dos dois "
                  "maiores grupos.",
    .summary_en = "Stones of either colour on a hexagonal board; the larger product of one's two "
                  "largest groups wins.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &produto_class,
    .option_defs = produto_options,
};
