/* Semáforo (Traffic Lights): rules/cnjm.md §2. */
#include "support.h"

#include <stdio.h>

/* ---- helpers ---- */

/* The mover's moves that do not hand the opponent an immediate win (in legal order). */
static const char *safe_moves(const tb_game *g, const void *s)
{
    static char out[512];
    char buf[512] = "";
    tb_action moves[64];
    int n = g->cls->legal(g, s, moves);
    void *child = malloc(g->state_size);
    for (int i = 0; i < n; i++) {
        memcpy(child, s, g->state_size);
        g->cls->apply(g, child, moves[i]);
        if (ts_outcome(g, child).over || ts_immediate_wins(g, child)[0] == '\0') {
            size_t l = strlen(buf);
            snprintf(buf + l, sizeof buf - l, "%s%s", l ? " " : "", ts_action_text(g, s, moves[i]));
        }
    }
    free(child);
    snprintf(out, sizeof out, "%s", buf);
    return out;
}

static void *after(const tb_game *g, const void *s, const char *turns)
{
    void *c = malloc(g->state_size);
    memcpy(c, s, g->state_size);
    ts_play(g, c, turns);
    return c;
}

/* cnjm.md §2.5 example 1, constructed completion: a1 Y, a2 Y, a3 G, b2 G, b3 R, c2 R, d1 Y. */
static const char *const EXAMPLE_1 = "GR2/YGR1/Y2Y 1";
/* cnjm.md §2.5 example 2, the constructed lost end position. */
static const char *const EXAMPLE_2 = "YGGR/GYRG/G1RY 1";

/* ---- reachability: the target can be played from the empty board without an earlier
 * line, by moves that never raise a cell above its colour in the target. (An offline
 * enumeration found every line-free 3x4 position reachable, so this checks the game's
 * moves and line detection along the way more than the spec's claim.) ---- */

enum { W = 4, CELLS = 12 };

/* Colour level (0 empty, 1 green, 2 yellow, 3 red) of each cell, read from the view. */
static void levels_from_view(const tb_game *g, const void *s, int level[CELLS])
{
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, CELLS);
    for (int i = 0; i < CELLS; i++) {
        level[i] = 0;
        if (v.cells[i].num_pieces) {
            tb_colour c = v.pieces[v.cells[i].first_piece].colour;
            level[i] = c == TB_COLOUR_GREEN ? 1 : c == TB_COLOUR_YELLOW ? 2 : 3;
        }
    }
    tb_view_free(&v);
}

typedef struct reach_search {
    const tb_game *g;
    const void *target;
    int target_level[CELLS];
    /* Hashes of positions that cannot lead to the target: fewer than the positions below
     * it, the product of (level + 1) over the cells, 55296 for example 2. */
    uint64_t dead[1 << 18];
} reach_search;

static bool seen_dead(reach_search *r, uint64_t h, bool insert)
{
    size_t mask = sizeof r->dead / sizeof r->dead[0] - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        if (r->dead[i] == h)
            return true;
        if (r->dead[i] == 0) {
            if (insert)
                r->dead[i] = h;
            return false;
        }
    }
}

static bool reach(reach_search *r, const void *s)
{
    const tb_game *g = r->g;
    if (memcmp(s, r->target, g->state_size) == 0)
        return true;
    uint64_t h = tb_game_hash(g, s) | 1;
    if (seen_dead(r, h, false))
        return false;
    tb_action moves[64];
    int n = g->cls->legal(g, s, moves);
    void *child = malloc(g->state_size);
    bool found = false;
    for (int i = 0; i < n && !found; i++) {
        const char *text = ts_action_text(g, s, moves[i]); /* "c1=Y" */
        int cell = (text[1] - '1') * W + (text[0] - 'a');
        int level = text[3] == 'G' ? 1 : text[3] == 'Y' ? 2 : 3;
        if (level > r->target_level[cell])
            continue;
        memcpy(child, s, g->state_size);
        g->cls->apply(g, child, moves[i]);
        if (!ts_outcome(g, child).over)
            found = reach(r, child);
    }
    free(child);
    if (!found)
        seen_dead(r, h, true);
    return found;
}

static bool reachable(const tb_game *g, const char *position)
{
    reach_search *r = calloc(1, sizeof *r);
    void *target = ts_state(g, position), *start = ts_state(g, NULL);
    r->g = g;
    r->target = target;
    levels_from_view(g, target, r->target_level);
    bool ok = reach(r, start);
    free(start);
    free(target);
    free(r);
    return ok;
}

/* ---- an exact solver fast enough for the whole 3x4 game under the sanitizers: a hash
 * table that never forgets (about a million positions) and immediate wins looked at first.
 * Positions are told apart by their 64-bit hash; the low bit keeps the value. ---- */

typedef struct solver {
    const tb_game *g;
    uint64_t *table;
    size_t mask;
    long positions;
} solver;

enum { MAX_STATE = 64 };

static int solve_rec(solver *sv, const void *s)
{
    const tb_game *g = sv->g;
    uint64_t key = tb_game_hash(g, s) | 2; /* bit 1 set: never 0, the empty slot */
    size_t i = (key >> 2) & sv->mask;
    for (; sv->table[i]; i = (i + 1) & sv->mask)
        if ((sv->table[i] | 1) == (key | 1))
            return sv->table[i] & 1 ? 1 : -1;
    tb_action moves[64];
    int n = g->cls->legal(g, s, moves), me = g->cls->to_move(g, s), value = -1;
    uint64_t child[MAX_STATE / sizeof(uint64_t)]; /* aligned for any state struct */
    bool final[64];
    for (int k = 0; k < n && value < 1; k++) { /* a move that ends the game first */
        memcpy(child, s, g->state_size);
        g->cls->apply(g, child, moves[k]);
        tb_outcome o = ts_outcome(g, child);
        final[k] = o.over;
        if (o.over && o.result[me] == TB_WIN)
            value = 1;
    }
    for (int k = 0; k < n && value < 1; k++) {
        if (final[k])
            continue;
        memcpy(child, s, g->state_size);
        g->cls->apply(g, child, moves[k]);
        assert_int_not_equal(g->cls->to_move(g, child), me);
        if (-solve_rec(sv, child) == 1)
            value = 1;
    }
    if (sv->positions >= (long)(sv->mask / 2))
        fail_msg("solver table full");
    sv->positions++;
    for (i = (key >> 2) & sv->mask; sv->table[i]; i = (i + 1) & sv->mask)
        ;
    sv->table[i] = (key & ~1ULL) | (value == 1);
    return value;
}

/* Value of a live position for the player to move: 1 win, -1 loss (no draws here). */
static int solve(const tb_game *g, const void *s, long *positions)
{
    assert_true(g->state_size <= MAX_STATE && g->max_actions <= 64);
    solver sv = {g, calloc(1u << 22, sizeof(uint64_t)), (1u << 22) - 1, 0};
    int v = solve_rec(&sv, s);
    free(sv.table);
    if (positions)
        *positions = sv.positions;
    return v;
}

/* ---- tests ---- */

static void initial_position(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, NULL);
    ts_assert_moves(g, s, "a1=G b1=G c1=G d1=G a2=G b2=G c2=G d2=G a3=G b3=G c3=G d3=G");
    assert_int_equal(g->cls->to_move(g, s), 0);
    assert_false(ts_outcome(g, s).over);
    /* Shared pieces: the second player's options are the same (partizan analysis). */
    tb_action mine[CELLS], theirs[CELLS];
    assert_int_equal(tb_game_legal_for(g, s, 1, theirs), 12);
    assert_int_equal(g->cls->legal(g, s, mine), 12);
    assert_memory_equal(mine, theirs, sizeof mine);
    assert_string_equal(ts_position_text(g, s), "4/4/4 1");
    free(s);
    tb_game_free(g);
}

/* The book draws Semáforo on a plain grid: no cell of the view is a dark square. */
static void plain_board(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, NULL);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, CELLS);
    for (int i = 0; i < v.num_cells; i++)
        assert_false(v.cells[i].marks & TB_MARK_DARK);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* cnjm.md §2.2: green on empty, green to yellow, yellow to red, red stays; §2.4 notation. */
static void colour_cycle_and_notation(void **unused)
{
    tb_game *g = ts_game("Traffic Lights", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "c1; c1; c1=R; b2=G; b2; a3");
    assert_string_equal(ts_position_text(g, s), "G3/1Y2/2R1 1");
    /* Every square holds its one next colour; c1 is red and offers nothing. */
    ts_assert_moves(g, s, "a1=G b1=G d1=G a2=G b2=R c2=G d2=G a3=Y b3=G c3=G d3=G");
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "a3", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "a3=Y");
    assert_true(tb_game_parse_action(g, s, "A3=y", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "a3=Y");
    assert_true(tb_game_parse_action(g, s, "d3", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "d3=G");
    free(s);
    tb_game_free(g);
}

/* cnjm.md §2.3: exactly the 14 listed lines end the game, tried on every set of three
 * greens. */
static void the_fourteen_lines(void **unused)
{
    static const char *const spec_lines[] = {
        "a1 b1 c1", "b1 c1 d1", "a2 b2 c2", "b2 c2 d2", "a3 b3 c3", "b3 c3 d3", "a1 a2 a3",
        "b1 b2 b3", "c1 c2 c3", "d1 d2 d3", "a1 b2 c3", "b1 c2 d3", "a3 b2 c1", "b3 c2 d1"};
    tb_game *g = ts_game("semaforo", NULL);
    int lines = 0;
    for (int i = 0; i < CELLS; i++)
        for (int j = i + 1; j < CELLS; j++)
            for (int k = j + 1; k < CELLS; k++) {
                char sq[3][16], turns[64], set[64];
                int cell[3] = {i, j, k};
                for (int m = 0; m < 3; m++)
                    snprintf(sq[m], sizeof sq[m], "%c%d", 'a' + cell[m] % W, cell[m] / W + 1);
                snprintf(turns, sizeof turns, "%s; %s; %s", sq[0], sq[1], sq[2]);
                void *s = ts_state(g, NULL);
                ts_play(g, s, turns);
                tb_outcome o = ts_outcome(g, s);
                snprintf(set, sizeof set, "%s %s %s", sq[0], sq[1], sq[2]);
                bool listed = false;
                for (size_t l = 0; l < sizeof spec_lines / sizeof spec_lines[0]; l++)
                    listed |= strcmp(ts_sorted(spec_lines[l]), ts_sorted(set)) == 0;
                if (o.over != listed)
                    fail_msg("greens on %s: over=%d, listed=%d", set, o.over, listed);
                if (o.over) {
                    lines++;
                    assert_string_equal(o.reason, "line of three greens");
                    assert_int_equal(o.result[0], TB_WIN); /* the first player moved third */
                    assert_int_equal(o.result[1], TB_LOSS);
                    assert_int_equal(g->cls->legal(g, s, (tb_action[CELLS]){0}), 0);
                }
                free(s);
            }
    assert_int_equal(lines, 14);
    tb_game_free(g);
}

/* cnjm.md §2.6: the 3x3 board has its 8 lines of three. */
static void three_by_three_board(void **unused)
{
    tb_game *g = ts_game("semaforo", "board=3x3");
    void *s = ts_state(g, NULL);
    ts_assert_moves(g, s, "a1=G b1=G c1=G a2=G b2=G c2=G a3=G b3=G c3=G");
    free(s);
    int lines = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            for (int k = j + 1; k < 9; k++) {
                char turns[64];
                snprintf(turns, sizeof turns, "%c%d; %c%d; %c%d", 'a' + i % 3, i / 3 + 1,
                         'a' + j % 3, j / 3 + 1, 'a' + k % 3, k / 3 + 1);
                s = ts_state(g, NULL);
                ts_play(g, s, turns);
                lines += ts_outcome(g, s).over;
                free(s);
            }
    assert_int_equal(lines, 8);
    s = ts_state(g, "GYR/1R1/3 2");
    assert_string_equal(ts_position_text(g, s), "GYR/1R1/3 2");
    free(s);
    tb_game_free(g);
}

/* cnjm.md §2.5 example 1: exactly three immediate wins, a3=Y, d1=R and c1=G; no line yet;
 * reachable from the empty board. */
static void example_1_three_immediate_wins(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, EXAMPLE_1);
    assert_false(ts_outcome(g, s).over);
    assert_int_equal(g->cls->to_move(g, s), 0); /* 14 moves played */
    assert_string_equal(ts_sorted(ts_immediate_wins(g, s)), "a3=Y c1=G d1=R");
    /* The source's wording: a vertical line of yellows, a diagonal of reds, of greens. */
    static const char *const win[][2] = {{"a3=Y", "line of three yellows"},
                                         {"d1=R", "line of three reds"},
                                         {"c1", "line of three greens"}};
    for (int i = 0; i < 3; i++) {
        void *t = after(g, s, win[i][0]);
        tb_outcome o = ts_outcome(g, t);
        assert_true(o.over);
        assert_string_equal(o.reason, win[i][1]);
        assert_int_equal(o.result[0], TB_WIN);
        assert_int_equal(o.result[1], TB_LOSS);
        free(t);
    }
    assert_true(reachable(g, EXAMPLE_1));
    free(s);
    tb_game_free(g);
}

/* cnjm.md §2.5 example 2: only b1=G, d2=Y, d1=R do not lose at once; whichever P plays, the
 * opponent answers with the other kind and P is left without a safe move. */
static void example_2_lost_end_position(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, EXAMPLE_2);
    assert_int_equal(g->cls->to_move(g, s), 0); /* 20 moves played */
    assert_string_equal(ts_immediate_wins(g, s), "");
    assert_string_equal(ts_sorted(safe_moves(g, s)), ts_sorted("b1=G d2=Y d1=R"));

    void *b1 = after(g, s, "b1");
    assert_string_equal(ts_immediate_wins(g, b1), "");
    assert_string_equal(ts_sorted(safe_moves(g, b1)), ts_sorted("d1=R d2=Y"));
    for (int i = 0; i < 2; i++) {
        void *t = after(g, b1, i ? "d1=R" : "d2=Y");
        assert_string_equal(ts_immediate_wins(g, t), "");
        assert_string_equal(safe_moves(g, t), "");
        free(t);
    }
    free(b1);
    for (int i = 0; i < 2; i++) {
        void *t = after(g, s, i ? "d1=R" : "d2=Y");
        assert_string_equal(ts_immediate_wins(g, t), "");
        assert_string_equal(safe_moves(g, t), "b1=G");
        void *u = after(g, t, "b1=G");
        assert_string_equal(ts_immediate_wins(g, u), "");
        assert_string_equal(safe_moves(g, u), "");
        free(u);
        free(t);
    }
    assert_int_equal(ts_solve(g, s), -1);
    assert_string_equal(ts_winning_moves(g, s), "");
    assert_true(reachable(g, EXAMPLE_2));
    free(s);
    tb_game_free(g);
}

/* cnjm.md §2.5 example 3: the second player wins on the empty 3x4 board, the first player
 * on the empty 3x3 board. */
static void example_3_game_values(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, NULL);
    long positions;
    assert_int_equal(solve(g, s, &positions), -1);
    print_message("3x4 solved: %ld positions\n", positions);
    free(s);
    tb_game_free(g);
    g = ts_game("semaforo", "board=3x3");
    s = ts_state(g, NULL);
    assert_int_equal(solve(g, s, &positions), 1);
    print_message("3x3 solved: %ld positions\n", positions);
    assert_int_equal(ts_solve(g, s), 1); /* the support solver agrees where it is fast */
    free(s);
    tb_game_free(g);
}

/* cnjm.md §2.3: the stock of 8 never limits play, since the largest set of squares of one
 * colour without a line has 7 squares: greens on any 8 squares make a line. */
static void largest_line_free_set_is_seven(void **unused)
{
    tb_game *g = ts_game("semaforo", "supply=12");
    int largest = 0;
    for (unsigned set = 0; set < 1u << CELLS; set++) {
        int size = __builtin_popcount(set);
        if (size < 7 || size > 8)
            continue;
        void *s = ts_state(g, NULL);
        bool line = false;
        for (int i = 0; i < CELLS && !line; i++)
            if (set >> i & 1) {
                char square[8];
                snprintf(square, sizeof square, "%c%d", 'a' + i % W, i / W + 1);
                ts_play(g, s, square);
                line = ts_outcome(g, s).over;
            }
        if (!line && size > largest)
            largest = size;
        free(s);
    }
    assert_int_equal(largest, 7);
    tb_game_free(g);
}

/* Random games: with supply=8 the moves are those of an unlimited stock (cnjm.md §2.3), and
 * every position and move survives its text form. */
static void random_games(const char *board_option)
{
    char opts[64];
    snprintf(opts, sizeof opts, "%s,supply=8", board_option);
    tb_game *g = ts_game("semaforo", opts);
    snprintf(opts, sizeof opts, "%s,supply=12", board_option);
    tb_game *unlimited = ts_game("semaforo", opts);
    uint64_t seed = 0x9E3779B97F4A7C15ULL;
    for (int game = 0; game < 300; game++) {
        void *s = ts_state(g, NULL), *u = ts_state(unlimited, NULL);
        for (int ply = 0;; ply++) {
            tb_action moves[CELLS], moves_u[CELLS];
            int n = g->cls->legal(g, s, moves);
            assert_int_equal(n, unlimited->cls->legal(unlimited, u, moves_u));
            assert_memory_equal(moves, moves_u, sizeof moves[0] * (size_t)n);
            assert_int_equal(g->cls->to_move(g, s), ply % 2);
            tb_error err = {{0}};
            ts_assert_position_reads_back(g, s);
            tb_outcome o = ts_outcome(g, s);
            assert_int_equal(o.over, n == 0);
            if (o.over) {
                assert_int_equal(o.result[ply % 2], TB_LOSS);
                assert_non_null(strstr(o.reason, "line of three"));
                break;
            }
            for (int i = 0; i < n; i++) {
                tb_action a;
                const char *move = ts_action_text(g, s, moves[i]);
                char square[8];
                snprintf(square, sizeof square, "%.2s", move);
                assert_true(tb_game_parse_action(g, s, move, &a, &err));
                assert_int_equal(a, moves[i]);
                assert_true(tb_game_parse_action(g, s, square, &a, &err));
                assert_int_equal(a, moves[i]);
            }
            tb_action pick = moves[ts_xorshift(&seed) % (uint64_t)n];
            g->cls->apply(g, s, pick);
            unlimited->cls->apply(unlimited, u, pick);
        }
        free(s);
        free(u);
    }
    tb_game_free(g);
    tb_game_free(unlimited);
}

static void random_games_3x4(void **unused)
{
    random_games("board=3x4");
}

static void random_games_3x3(void **unused)
{
    random_games("board=3x3");
}

/* supply=N (cnjm.md §2.3): a colour whose stock is used up cannot be put on the board. */
static void small_stock(void **unused)
{
    tb_game *g = ts_game("semaforo", "supply=2");
    void *s = ts_state(g, NULL);
    ts_play(g, s, "a1; b1");
    ts_assert_moves(g, s, "a1=Y b1=Y");
    ts_assert_refused(g, s, "c1");
    ts_play(g, s, "a1=Y");
    ts_assert_moves(g, s, "a1=R b1=Y a2=G b2=G c2=G d2=G c1=G d1=G a3=G b3=G c3=G d3=G");
    free(s);
    tb_game_free(g);

    /* One piece of each colour, all on the board: the player to move has no move and loses. */
    g = ts_game("semaforo", "supply=1");
    s = ts_state(g, "GYR1/4/4 1");
    ts_assert_moves(g, s, "");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_LOSS);
    assert_int_equal(o.result[1], TB_WIN);
    assert_non_null(strstr(o.reason, "no legal move"));
    free(s);
    tb_game_free(g);
}

static void view_of_example_1(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, EXAMPLE_1);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 12);
    int a3 = tb_view_find(&v, "a3"), b3 = tb_view_find(&v, "b3"), d1 = tb_view_find(&v, "d1");
    assert_int_equal(v.pieces[v.cells[a3].first_piece].colour, TB_COLOUR_GREEN);
    assert_int_equal(v.pieces[v.cells[b3].first_piece].colour, TB_COLOUR_RED);
    assert_int_equal(v.pieces[v.cells[d1].first_piece].colour, TB_COLOUR_YELLOW);
    assert_int_equal(v.pieces[v.cells[d1].first_piece].owner, -1); /* shared pieces */
    assert_int_equal(v.cells[tb_view_find(&v, "c1")].num_pieces, 0);
    /* The common stock: 8 each, minus 2 greens, 3 yellows and 2 reds on the board. */
    assert_int_equal(v.num_reserves, 3);
    int left[3] = {0};
    for (int i = 0; i < 3; i++)
        left[i] = v.reserves[i].count;
    assert_int_equal(left[0], 6);
    assert_int_equal(left[1], 5);
    assert_int_equal(left[2], 6);
    assert_string_equal(v.status, "First player to move");
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

static void bad_moves_are_refused(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, EXAMPLE_1);
    static const char *const bad[] = {"e1",    "a4",   "a0",   "c1=X", "c1=",  "c1=GG", "c1=G=G",
                                      "c1 =G", "zz",   "1c",   "c",    "=G",   "b3",    "b3=R",
                                      "a3=R",  "a3=G", "c1=Y", "c1=R", "a1=G", "a1=Y",  "c2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    tb_action a;
    tb_error err = {{0}};
    assert_false(tb_game_parse_action(g, s, "c1=Y", &a, &err));
    assert_string_equal(err.msg, "illegal move 'c1=Y': c1 is empty, so only c1=G is possible");
    assert_false(tb_game_parse_action(g, s, "b3", &a, &err));
    assert_string_equal(err.msg, "illegal move 'b3': b3 holds a red, which stays");
    assert_false(tb_game_parse_action(g, s, "e1", &a, &err));
    assert_non_null(strstr(err.msg, "bad move 'e1'"));

    /* After the winning move the game is over: no move at all. */
    void *t = after(g, s, "a3=Y");
    ts_assert_moves(g, t, "");
    ts_assert_refused(g, t, "c1");
    ts_assert_refused(g, t, "d1=R");
    assert_false(tb_game_parse_action(g, t, "c1", &a, &err));
    assert_string_equal(err.msg, "the game is over");
    free(t);
    free(s);
    tb_game_free(g);
}

static void bad_positions_are_refused(void **unused)
{
    tb_game *g = ts_game("semaforo", NULL);
    void *s = ts_state(g, EXAMPLE_1), *before = ts_state(g, EXAMPLE_1);
    static const char *const bad[] = {
        "",                 /* nothing */
        "GR2/YGR1",         /* two ranks */
        "GR2/YGR1/Y2Y/4",   /* four ranks */
        "GR2/YGR1/Y2Y 2",   /* 14 moves played: player 1 is to move */
        "GR2/YGR1/Y2Y x",   /* no such player */
        "GR2/YGR1/Y2Y 1 0", /* trailing text */
        "GX2/4/4",          /* no such colour */
        "g3/4/4",           /* lower case */
        "5/4/4",            /* five squares in a rank */
        "3/4/4",            /* three squares in a rank */
        "GGG1/YYY1/4",      /* lines of two colours */
        "GGG1/4/GGG1",      /* two lines no single move makes */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        if (tb_game_parse_position(g, bad[i], s, &err))
            fail_msg("position '%s' was accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(s, before, g->state_size);
    }
    tb_error err = {{0}};
    assert_false(tb_game_parse_position(g, "GR2/YGR1/Y2Y 2", s, &err));
    assert_string_equal(err.msg,
                        "bad position: 14 moves made these colours, so player 1 is to move, not 2");
    free(before);

    /* Two lines through the cell just changed are one move's work: accepted, and over. */
    free(s);
    s = ts_state(g, "1G2/1G2/GGG1");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    free(s);
    tb_game_free(g);

    g = ts_game("semaforo", "supply=2");
    s = ts_state(g, NULL);
    assert_false(tb_game_parse_position(g, "G1G1/G3/4", s, &err));
    assert_string_equal(err.msg, "bad position: 3 greens but the stock has 2");
    free(s);
    tb_game_free(g);
}

static void bad_options_are_refused(void **unused)
{
    const tb_variant *v = tb_registry_find("semaforo");
    static const char *const bad[] = {
        "board=4x4", "board=3x5",         "board=",    "supply=0", "supply=13",
        "supply=x",  "supply=8,supply=8", "colour=red"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        tb_game *g = tb_game_new(v, bad[i], &err);
        if (g)
            fail_msg("options '%s' were accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
    }
    assert_ptr_equal(tb_registry_find("Semáforo"), v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(initial_position),
        cmocka_unit_test(plain_board),
        cmocka_unit_test(colour_cycle_and_notation),
        cmocka_unit_test(the_fourteen_lines),
        cmocka_unit_test(three_by_three_board),
        cmocka_unit_test(example_1_three_immediate_wins),
        cmocka_unit_test(example_2_lost_end_position),
        cmocka_unit_test(example_3_game_values),
        cmocka_unit_test(largest_line_free_set_is_seven),
        cmocka_unit_test(random_games_3x4),
        cmocka_unit_test(random_games_3x3),
        cmocka_unit_test(small_stock),
        cmocka_unit_test(view_of_example_1),
        cmocka_unit_test(bad_moves_are_refused),
        cmocka_unit_test(bad_positions_are_refused),
        cmocka_unit_test(bad_options_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
