/* Atari Go (Yasutoshi Yasuda), CNJM15 rules: rules/go.md §7, on the Go board core.
 *
 * Player 0 is Black (stones GO_BLACK), player 1 White. An action is a point index
 * (row * size + col, A1 = 0) or ATARI_PASS. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/board_text.h"
#include "core/options.h"
#include "games/go/go_board.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { BLACK = 0, WHITE = 1 };
enum { ATARI_PASS = GO_MAX_POINTS, MAX_STONES = 361 };

typedef struct atari_state {
    go_board board;
    /* The fields below are hashed together after the board (see hash()). */
    uint16_t reserve[2]; /* stones left off the board, Black's and White's */
    uint16_t captured;   /* stones taken by the last move: non-zero ends the game (§7.3) */
    uint8_t to_move;
    uint8_t passes; /* consecutive passes, only with no_move=pass */
} atari_state;
_Static_assert(sizeof(atari_state) == sizeof(go_board) + 8, "atari_state has no padding");

typedef struct atari_config {
    go_graph graph;
    int size;
    int stones;        /* each player's reserve at the start */
    bool no_move_pass; /* §7.3 AMBIGUITY: pass (and draw on two passes) instead of losing */
    int num_stars;
    int stars[9];
} atari_config;

static const char *const player_name[2] = {"Black", "White"};

static const atari_config *config_of(const tb_game *g)
{
    return g->config;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    int size, stones, no_move;
    if (!tb_option_int(opts, "size", 2, 19, &size, err) ||
        !tb_option_int(opts, "stones", 1, MAX_STONES, &stones, err) ||
        !tb_option_choice(opts, "no_move", "lose|pass", &no_move, err))
        return false;
    atari_config *cfg = calloc(1, sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    go_graph_square(&cfg->graph, size, size, true);
    cfg->size = size;
    cfg->stones = stones;
    cfg->no_move_pass = no_move == 1;
    cfg->num_stars = go_star_points(size, cfg->stars);
    g->config = cfg;
    g->state_size = sizeof(atari_state);
    g->num_players = 2;
    g->max_actions = size * size; /* every empty point, or the single pass */
    return true;
}

static void initial(const tb_game *g, void *state)
{
    atari_state *s = state;
    memset(s, 0, sizeof *s);
    s->reserve[BLACK] = s->reserve[WHITE] = (uint16_t)config_of(g)->stones;
}

static int to_move(const tb_game *g, const void *state)
{
    return ((const atari_state *)state)->to_move;
}

static bool finished_by_rule(const atari_state *s)
{
    return s->captured > 0 || s->passes >= 2;
}

/* The legal placements of `player` (all of them, or only whether there is one when out is
 * NULL). Ignores whether the game is over. */
static int placements(const atari_config *cfg, const atari_state *s, int player, tb_action *out)
{
    if (s->reserve[player] == 0)
        return 0;
    go_groups groups;
    go_groups_compute(&cfg->graph, &s->board, &groups);
    int n = 0;
    for (int p = 0; p < cfg->graph.board.num_points; p++) {
        if (s->board.stone[p] != GO_EMPTY ||
            go_check_placement(&cfg->graph, &s->board, &groups, p, player + 1, NULL) != GO_PLACE_OK)
            continue;
        if (!out)
            return 1;
        out[n++] = (tb_action)p;
    }
    return n;
}

static int generate(const atari_config *cfg, const atari_state *s, int player, tb_action *out)
{
    if (finished_by_rule(s))
        return 0;
    int n = placements(cfg, s, player, out);
    if (n == 0 && cfg->no_move_pass) /* the pass exists only for a player who cannot place */
        out[n++] = ATARI_PASS;
    return n;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const atari_state *s = state;
    return generate(config_of(g), s, s->to_move, out);
}

static int legal_for(const tb_game *g, const void *state, int player, tb_action *out)
{
    return generate(config_of(g), state, player, out);
}

/* For quiescence: the captures, which win at once (§7.3): the last liberty of an opponent
 * group in atari. Such a placement is never suicide, since it captures. */
static int tactical(const tb_game *g, const void *state, tb_action *out)
{
    const atari_config *cfg = config_of(g);
    const atari_state *s = state;
    if (finished_by_rule(s) || s->reserve[s->to_move] == 0)
        return 0;
    go_groups groups;
    go_groups_compute(&cfg->graph, &s->board, &groups);
    int enemy = go_opponent(s->to_move + 1), n = 0;
    for (int p = 0; p < cfg->graph.board.num_points; p++) {
        if (s->board.stone[p] != GO_EMPTY)
            continue;
        for (int k = 0; k < cfg->graph.board.degree[p]; k++) {
            int q = cfg->graph.board.neighbour[p][k];
            if (s->board.stone[q] == enemy && groups.liberties[groups.id[q]] == 1) {
                out[n++] = (tb_action)p;
                break;
            }
        }
    }
    return n;
}

/* For the exact solver: results known without search (§7.3, the first capture wins). A mover
 * who can capture wins at once. One who cannot, with two groups in atari (on two different
 * points: one point is the only liberty of one group), loses: he fills one liberty and the
 * opponent captures at the other, which is never suicide since it captures, if he still has
 * a stone to play. */
static bool decided(const tb_game *g, const void *state, tb_result *result)
{
    const atari_config *cfg = config_of(g);
    const atari_state *s = state;
    int mover = s->to_move;
    if (finished_by_rule(s) || s->reserve[mover] == 0)
        return false;
    go_groups groups;
    go_groups_compute(&cfg->graph, &s->board, &groups);
    int own = mover + 1, enemy = go_opponent(own), in_atari = -1;
    bool two_in_atari = false;
    for (int p = 0; p < cfg->graph.board.num_points; p++) {
        if (s->board.stone[p] != GO_EMPTY)
            continue;
        for (int k = 0; k < cfg->graph.board.degree[p]; k++) {
            int q = cfg->graph.board.neighbour[p][k];
            if (s->board.stone[q] == GO_EMPTY || groups.liberties[groups.id[q]] != 1)
                continue;
            if (s->board.stone[q] == enemy) {
                *result = TB_WIN;
                return true;
            }
            if (in_atari >= 0 && in_atari != p)
                two_in_atari = true;
            in_atari = p;
        }
    }
    if (!two_in_atari || s->reserve[!mover] == 0)
        return false;
    *result = TB_LOSS;
    return true;
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    atari_state *s = state;
    if (a == ATARI_PASS) {
        s->passes++;
    } else {
        s->captured =
            (uint16_t)go_play(&config_of(g)->graph, &s->board, (int)a, s->to_move + 1, NULL);
        s->reserve[s->to_move]--;
        s->passes = 0;
    }
    s->to_move = !s->to_move;
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const atari_state *s = state;
    const atari_config *cfg = config_of(g);
    memset(o, 0, sizeof *o);
    int mover = s->to_move, winner;
    if (s->captured > 0) {
        winner = !mover;
        snprintf(o->reason, sizeof o->reason, "%s captured %d stone%s", player_name[winner],
                 s->captured, s->captured == 1 ? "" : "s");
    } else if (s->passes >= 2) {
        o->over = true;
        o->result[BLACK] = o->result[WHITE] = TB_DRAW;
        snprintf(o->reason, sizeof o->reason, "both players passed");
        return;
    } else if (!cfg->no_move_pass && placements(cfg, s, mover, NULL) == 0) {
        winner = !mover;
        snprintf(o->reason, sizeof o->reason, "%s has %s", player_name[mover],
                 s->reserve[mover] ? "no legal placement" : "no stone left");
    } else {
        return;
    }
    o->over = true;
    o->result[winner] = TB_WIN;
    o->result[!winner] = TB_LOSS;
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    int n = config_of(g)->size;
    if (a == ATARI_PASS)
        return snprintf(buf, len, "pass");
    return tb_square_name((int)a % n, (int)a / n, true, buf, len);
}

/* Reads a point (any case) or "pass"; says why an occupied point or a suicide is refused. */
static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const atari_state *s = state;
    const atari_config *cfg = config_of(g);
    int n = cfg->size, col, row;
    if (strcasecmp(text, "pass") == 0 || strcasecmp(text, "passar") == 0) {
        *a = ATARI_PASS;
        return true;
    }
    if (!tb_square_parse(text, n, n, &col, &row)) {
        tb_error_set(err, "bad move '%s': expected a point from A1 to %c%d%s", text, 'A' + n - 1, n,
                     cfg->no_move_pass ? " or pass" : "");
        return false;
    }
    int p = row * n + col;
    go_groups groups;
    go_groups_compute(&cfg->graph, &s->board, &groups);
    switch (go_check_placement(&cfg->graph, &s->board, &groups, p, s->to_move + 1, NULL)) {
    case GO_PLACE_OCCUPIED:
        tb_error_set(err, "illegal move %s: the point is occupied", text);
        return false;
    case GO_PLACE_SUICIDE:
        tb_error_set(err, "illegal move %s: the stone would have no liberties and captures nothing",
                     text);
        return false;
    case GO_PLACE_OK:
        break;
    }
    *a = (tb_action)p;
    return true;
}

/* "<ranks> <b|w> <black reserve> <white reserve>", then "<passes> <captured>" if either is
 * non-zero (see the rules text). */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const atari_state *s = state;
    char board[2 * GO_MAX_POINTS];
    go_board_to_ranks(&config_of(g)->graph, &s->board, board, sizeof board);
    if (s->passes || s->captured)
        return snprintf(buf, len, "%s %c %d %d %d %d", board, s->to_move ? 'w' : 'b',
                        s->reserve[BLACK], s->reserve[WHITE], s->passes, s->captured);
    return snprintf(buf, len, "%s %c %d %d", board, s->to_move ? 'w' : 'b', s->reserve[BLACK],
                    s->reserve[WHITE]);
}

/* A count of at most 4 digits; false on anything else. */
static bool read_count(const char *word, int *out)
{
    size_t n = strlen(word);
    if (n == 0 || n > 4 || strspn(word, "0123456789") != n)
        return false;
    *out = atoi(word);
    return true;
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    atari_state *s = state;
    const atari_config *cfg = config_of(g);
    memset(s, 0, sizeof *s);
    int n = go_board_from_ranks(&cfg->graph, text, &s->board, err);
    if (n < 0)
        return false;

    char rest[128];
    if (strlen(text + n) >= sizeof rest) {
        tb_error_set(err, "bad position: too much text after the board");
        return false;
    }
    snprintf(rest, sizeof rest, "%s", text + n);
    char *field[6], *save = NULL;
    int fields = 0;
    for (char *w = strtok_r(rest, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        if (fields == 5) {
            tb_error_set(err, "bad position: too many fields after the board");
            return false;
        }
        field[fields++] = w;
    }
    if (fields != 1 && fields != 3 && fields != 5) {
        tb_error_set(err, "bad position: expected the board, the side to move (b or w), and "
                          "optionally both reserves, then passes and captured stones");
        return false;
    }
    if (strcasecmp(field[0], "b") != 0 && strcasecmp(field[0], "w") != 0) {
        tb_error_set(err, "bad position: the side to move must be b or w, not '%s'", field[0]);
        return false;
    }
    s->to_move = strcasecmp(field[0], "w") == 0;
    int mover = s->to_move, reserve[2] = {0, 0}, passes = 0, captured = 0;
    for (int i = 1; i < fields; i++) {
        int *target[] = {NULL, &reserve[BLACK], &reserve[WHITE], &passes, &captured};
        if (!read_count(field[i], target[i])) {
            tb_error_set(err, "bad position: '%s' is not a count", field[i]);
            return false;
        }
    }
    if (passes > 2 || (passes > 0 && !cfg->no_move_pass)) {
        tb_error_set(err,
                     "bad position: %d passes (passing needs option no_move=pass and at "
                     "most two passes can follow each other)",
                     passes);
        return false;
    }
    if (captured > 0 && passes > 0) {
        tb_error_set(err, "bad position: a capture ends the game, no pass can follow it");
        return false;
    }
    s->passes = (uint8_t)passes;
    s->captured = (uint16_t)captured;

    /* Every stone is on the board, in its owner's reserve, or (the loser's) captured. */
    for (int player = BLACK; player <= WHITE; player++) {
        int on_board = go_board_count(&cfg->graph, &s->board, player + 1);
        int taken = player == mover ? captured : 0;
        if (fields == 1)
            reserve[player] = cfg->stones - on_board - taken;
        if (reserve[player] < 0 || on_board + reserve[player] + taken != cfg->stones) {
            tb_error_set(err,
                         "bad position: %s has %d stones on the board, %d in reserve and %d "
                         "captured, but each player has %d stones (option stones)",
                         player_name[player], on_board, fields == 1 ? 0 : reserve[player], taken,
                         cfg->stones);
            return false;
        }
        s->reserve[player] = (uint16_t)reserve[player];
    }
    if (captured > 0 && go_board_count(&cfg->graph, &s->board, !mover + 1) == 0) {
        tb_error_set(err, "bad position: %s captured but has no stone on the board",
                     player_name[!mover]);
        return false;
    }
    int breathless = go_board_find_breathless(&cfg->graph, &s->board);
    if (breathless >= 0) {
        char name[8];
        tb_square_name(breathless % cfg->size, breathless / cfg->size, true, name, sizeof name);
        tb_error_set(err, "bad position: the group at %s has no liberties", name);
        return false;
    }
    /* A pass is only possible for a player who could not place a stone on this same board. */
    for (int k = 0; k < passes; k++) {
        int passer = k == 0 ? !mover : mover;
        if (placements(cfg, s, passer, NULL) > 0) {
            tb_error_set(err, "bad position: %s passed but has a legal placement",
                         player_name[passer]);
            return false;
        }
    }
    return true;
}

static uint64_t hash(const tb_game *g, const void *state)
{
    const atari_state *s = state;
    return s->board.hash ^ tb_hash_bytes(&s->reserve, sizeof *s - offsetof(atari_state, reserve));
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const atari_state *s = state;
    const atari_config *cfg = config_of(g);
    tb_board_view(&cfg->graph.board, v, tb_view_add_board(v, NULL));
    for (int i = 0; i < cfg->num_stars; i++)
        v->cells[cfg->stars[i]].marks |= TB_MARK_HOSHI;
    for (int p = 0; p < cfg->graph.board.num_points; p++) {
        if (s->board.stone[p] == GO_BLACK)
            tb_view_push(v, p, TB_KIND_STONE, TB_COLOUR_BLACK, BLACK, "X");
        else if (s->board.stone[p] == GO_WHITE)
            tb_view_push(v, p, TB_KIND_STONE, TB_COLOUR_WHITE, WHITE, "O");
    }
    tb_view_add_reserve_kind(v, BLACK, TB_KIND_STONE, TB_COLOUR_BLACK, "X", s->reserve[BLACK]);
    tb_view_add_reserve_kind(v, WHITE, TB_KIND_STONE, TB_COLOUR_WHITE, "O", s->reserve[WHITE]);
    tb_outcome o;
    outcome(g, s, &o);
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else
        snprintf(v->status, sizeof v->status, "%s to move, %d stones in reserve",
                 player_name[s->to_move], s->reserve[s->to_move]);
}

/* Liberties decide Atari Go: a group with one liberty is lost if the opponent is to move,
 * and two such groups cannot both be saved. Otherwise fewer liberties on the weakest group
 * and fewer liberties overall are worse. Value for Black, in centi-units. */
static int evaluate_black(const atari_config *cfg, const atari_state *s)
{
    go_groups groups;
    go_groups_compute(&cfg->graph, &s->board, &groups);
    int weakest[2] = {1000, 1000}, in_atari[2] = {0, 0}, total[2] = {0, 0};
    for (int p = 0; p < cfg->graph.board.num_points; p++) {
        int gid = groups.id[p];
        if (gid < 0 || groups.size[gid] < 0)
            continue;
        int player = s->board.stone[p] - 1, libs = groups.liberties[gid];
        groups.size[gid] = -1; /* visit each group once */
        total[player] += libs;
        in_atari[player] += libs == 1;
        if (libs < weakest[player])
            weakest[player] = libs;
    }
    int mover = s->to_move, value;
    if (in_atari[!mover] > 0)
        value = 5000; /* the mover captures now */
    else if (in_atari[mover] > 1)
        value = -4000; /* only one of them can be saved (or counter-captured) */
    else {
        int w_own = weakest[mover] > 6 ? 6 : weakest[mover];
        int w_opp = weakest[!mover] > 6 ? 6 : weakest[!mover];
        value = 60 * (w_own - w_opp) + 5 * (total[mover] - total[!mover]);
    }
    return mover == BLACK ? value : -value;
}

static int evaluate(const tb_game *g, const void *state, int player)
{
    int v = evaluate_black(config_of(g), state);
    return player == BLACK ? v : -v;
}

static const tb_game_class atari_go_class = {
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
    .hash = hash,
    .evaluate = evaluate,
    .legal_for = legal_for,
    .tactical = tactical,
    .decided = decided,
};

static const tb_option_def atari_go_options[] = {
    {"size", "9", "board of size x size points, 2 to 19 (the source uses 9)"},
    {"stones", "40", "stones in each player's reserve, 1 to 361"},
    {"no_move", "lose",
     "a player with no legal placement or no stone left: lose, or pass "
     "(two passes in a row draw)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_atari_go = {
    .id = "atari-go",
    .name_pt = "Atari Go",
    .name_en = "Atari Go",
    .family = "go",
    .summary_pt = "Go simplificado: ganha quem fizer a primeira captura.",
    .summary_en = "Simplified Go: the first capture wins.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &atari_go_class,
    .option_defs = atari_go_options,
};
