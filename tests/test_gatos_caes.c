/* Gatos & Cães (Cats & Dogs, Snort): rules/cnjm.md §3. */
#include "support.h"

#include <stdio.h>

enum { CATS = 0, DOGS = 1, N = 8 };

/* The moves `player` could make here, whoever is to move, sorted. */
static const char *moves_for(const tb_game *g, const void *s, int player)
{
    tb_action moves[64];
    int n = tb_game_legal_for(g, s, player, moves);
    char buf[1024] = "";
    for (int i = 0; i < n; i++) {
        size_t l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "%s%s", i ? " " : "", ts_action_text(g, s, moves[i]));
    }
    return ts_sorted(buf);
}

/* Every square of the board except the listed ones. */
static const char *all_squares_but(const char *excluded)
{
    static char out[1024];
    char padded[256];
    snprintf(padded, sizeof padded, " %s ", excluded);
    out[0] = '\0';
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            char key[8];
            snprintf(key, sizeof key, " %c%d ", 'a' + c, r + 1);
            if (!strstr(padded, key)) {
                size_t l = strlen(out);
                snprintf(out + l, sizeof out - l, "%s%s", l ? " " : "", key + 1);
                out[strlen(out) - 1] = '\0';
            }
        }
    return out;
}

/* A position text written from lists of squares, independently of the game's printer. */
static const char *position(const char *cats, const char *dogs, char side)
{
    static char out[128];
    char grid[N][N];
    memset(grid, 0, sizeof grid);
    const char *lists[2] = {cats, dogs};
    for (int k = 0; k < 2; k++) {
        char buf[256];
        snprintf(buf, sizeof buf, "%s", lists[k]);
        char *save = NULL;
        for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
            grid[w[1] - '1'][w[0] - 'a'] = k ? 'D' : 'C';
    }
    size_t n = 0;
    for (int r = N - 1; r >= 0; r--) {
        int run = 0;
        for (int c = 0; c < N; c++) {
            if (!grid[r][c]) {
                run++;
                continue;
            }
            if (run)
                out[n++] = (char)('0' + run);
            run = 0;
            out[n++] = grid[r][c];
        }
        if (run)
            out[n++] = (char)('0' + run);
        if (r)
            out[n++] = '/';
    }
    snprintf(out + n, sizeof out - n, " %c", side);
    return out;
}

/* cnjm.md §3.5 example 2, the constructed counting end position. */
static const char *const EXAMPLE_2_CATS =
    "a1 a2 a3 b1 b2 b3 b4 c1 c2 c5 d1 d5 d8 f1 g2 g7 h2 h3 h4";
static const char *const EXAMPLE_2_DOGS = "a5 a8 b6 b7 b8 c7 d3 e2 e4 e6 e7 f3 f4 f5 f6 f8 g5 h8";

/* ---- tests ---- */

/* cnjm.md §3.2: cats start, and the first cat goes in the central zone d4 e4 d5 e5. */
static void initial_position(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    void *s = ts_state(g, NULL);
    assert_int_equal(g->cls->to_move(g, s), CATS);
    ts_assert_moves(g, s, "d4 e4 d5 e5");
    /* Dogs, were it their turn, could go anywhere outside the zone. */
    assert_string_equal(moves_for(g, s, DOGS), ts_sorted(all_squares_but("d4 e4 d5 e5")));
    assert_string_equal(ts_position_text(g, s), "8/8/8/8/8/8/8/8 c");
    free(s);
    tb_game_free(g);
}

/* cnjm.md §3.5 example 1: cat d5; a dog on c5 is illegal (next to the cat), a1 is legal, e4
 * is illegal only because the first dog goes outside the zone; a first cat on c5 is
 * illegal. */
static void example_1_valid_opening(void **unused)
{
    tb_game *g = ts_game("Cats & Dogs", NULL);
    void *s = ts_state(g, NULL);
    ts_assert_refused(g, s, "c5");
    ts_play(g, s, "d5");
    assert_int_equal(g->cls->to_move(g, s), DOGS);
    ts_assert_refused(g, s, "c5");
    ts_assert_refused(g, s, "e4");
    ts_assert_moves(g, s, all_squares_but("d4 e4 d5 e5 c5 d6"));
    ts_play(g, s, "a1");
    /* After the first dog, e4 is open to dogs: only the orthogonal neighbours of cats are
     * closed, and diagonal contact is allowed. */
    assert_string_equal(moves_for(g, s, DOGS), ts_sorted(all_squares_but("a1 d5 c5 e5 d4 d6")));
    /* Cats may touch cats, never a dog orthogonally; diagonally they may. */
    ts_assert_moves(g, s, all_squares_but("a1 d5 a2 b1"));
    free(s);
    tb_game_free(g);
}

/* cnjm.md §3.5 example 2: cats' moves {c4, g1, h1, h6}, dogs' {e3, a6, a7, h6}; dogs to
 * move win, with h6 only; cats to move would also win, with h6. */
static void example_2_counting_end_position(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    void *s = ts_state(g, position(EXAMPLE_2_CATS, EXAMPLE_2_DOGS, 'd'));
    assert_int_equal(g->cls->to_move(g, s), DOGS);
    ts_assert_moves(g, s, "e3 a6 a7 h6");
    assert_string_equal(moves_for(g, s, DOGS), ts_sorted("e3 a6 a7 h6"));
    assert_string_equal(moves_for(g, s, CATS), ts_sorted("c4 g1 h1 h6"));
    assert_int_equal(ts_solve(g, s), 1);
    assert_string_equal(ts_winning_moves(g, s), "h6");
    /* Played out: h6 leaves three sure moves each with cats to move, so dogs move last. */
    ts_play(g, s, "h6; c4; e3; g1; a6; h1; a7");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[DOGS], TB_WIN);
    assert_int_equal(o.result[CATS], TB_LOSS);
    assert_string_equal(o.reason, "Cats have no legal move");
    free(s);

    s = ts_state(g, position(EXAMPLE_2_CATS, EXAMPLE_2_DOGS, 'c'));
    ts_assert_moves(g, s, "c4 g1 h1 h6");
    assert_int_equal(ts_solve(g, s), 1);
    assert_string_equal(ts_winning_moves(g, s), "h6");
    free(s);
    tb_game_free(g);
}

/* supply= (cnjm.md §3.2): a side with no piece left cannot place, and so loses on its turn. */
static void supply_runs_out(void **unused)
{
    tb_game *g = ts_game("gatos-caes", "supply=2");
    void *s = ts_state(g, NULL);
    ts_play(g, s, "d4; a1; d5; a2");
    ts_assert_moves(g, s, "");
    assert_string_equal(moves_for(g, s, DOGS), "");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[DOGS], TB_WIN);
    assert_string_equal(o.reason, "Cats have no pieces left");
    ts_assert_refused(g, s, "h8");
    free(s);
    tb_error err = {{0}};
    s = ts_state(g, NULL);
    assert_false(tb_game_parse_position(g, position("d4 d5 e5", "a1", 'd'), s, &err));
    assert_string_equal(err.msg, "bad position: Cats have 3 pieces but the supply is 2");
    free(s);
    tb_game_free(g);

    /* The default 28: with 28 cats on the board the cats cannot place a 29th. */
    g = ts_game("gatos-caes", NULL);
    s = ts_state(g, "CCCCCCCC/CCCCCCCC/CCCCCCCC/CCCC4/8/8/8/DDDDDDD1 c");
    ts_assert_moves(g, s, "");
    free(s);
    s = ts_state(g, "CCCCCCCC/CCCCCCCC/CCCCCCC1/CCCC4/8/8/8/DDDDDDD1 c");
    /* 27 cats: the 30 empty squares but the 8 next to a dog (a2-g2, h1). */
    assert_int_equal(g->cls->legal(g, s, (tb_action[64]){0}), 22);
    assert_false(
        tb_game_parse_position(g, "CCCCCCCC/CCCCCCCC/CCCCCCCC/CCCCC3/8/8/8/D7 d", s, &err));
    assert_string_equal(err.msg, "bad position: Cats have 29 pieces but the supply is 28");
    free(s);
    tb_game_free(g);

    g = ts_game("gatos-caes", "supply=unlimited");
    s = ts_state(g, "CCCCCCCC/CCCCCCCC/CCCCCCCC/CCCC4/8/8/8/DDDDDDD1 c");
    ts_assert_moves(g, s, "e5 f5 g5 h5 a4 b4 c4 d4 e4 f4 g4 h4 a3 b3 c3 d3 e3 f3 g3 h3 h2");
    free(s);
    tb_game_free(g);
}

/* central_zone= (cnjm.md §3.1): any set of squares, and none for no opening rule. */
static void central_zone_option(void **unused)
{
    tb_game *g = ts_game("gatos-caes", "central_zone=a1,h8,supply=5");
    assert_string_equal(tb_game_option(g, "central_zone"), "a1,h8");
    assert_string_equal(tb_game_option(g, "supply"), "5");
    void *s = ts_state(g, NULL);
    ts_assert_moves(g, s, "a1 h8");
    ts_play(g, s, "a1");
    ts_assert_moves(g, s, all_squares_but("a1 h8 a2 b1"));
    free(s);
    tb_game_free(g);

    g = ts_game("gatos-caes", "central_zone=none");
    s = ts_state(g, NULL);
    ts_assert_moves(g, s, all_squares_but(""));
    ts_play(g, s, "a1; h8");
    free(s);
    s = ts_state(g, "8/8/8/8/8/8/8/D7 c"); /* no opening rule: any placement may start */
    free(s);
    tb_game_free(g);
}

/* Adjacency is along ranks and files only: the h file does not touch the next rank's a file. */
static void edges_do_not_wrap(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "d5; h4");
    assert_string_equal(moves_for(g, s, CATS), ts_sorted(all_squares_but("d5 h4 h3 h5 g4")));
    ts_play(g, s, "a5; h6");
    assert_string_equal(moves_for(g, s, DOGS),
                        ts_sorted(all_squares_but("d5 h4 a5 h6 c5 e5 d4 d6 a4 a6 b5")));
    free(s);
    tb_game_free(g);
}

/* Random games end with the last mover winning, and positions and moves survive text. */
static void random_games(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    uint64_t seed = 0x2545F4914F6CDD1DULL;
    for (int game = 0; game < 200; game++) {
        void *s = ts_state(g, NULL);
        for (int ply = 0;; ply++) {
            tb_action moves[64], mine[64];
            int n = g->cls->legal(g, s, moves), mover = g->cls->to_move(g, s);
            assert_int_equal(mover, ply % 2);
            assert_int_equal(tb_game_legal_for(g, s, mover, mine), n);
            assert_memory_equal(moves, mine, sizeof moves[0] * (size_t)n);
            ts_assert_position_reads_back(g, s);
            tb_outcome o = ts_outcome(g, s);
            assert_int_equal(o.over, n == 0);
            if (o.over) {
                assert_int_equal(o.result[mover], TB_LOSS);
                assert_int_equal(o.result[!mover], TB_WIN);
                break;
            }
            for (int i = 0; i < n; i++)
                ts_assert_action_reads_back(g, s, moves[i]);
            g->cls->apply(g, s, moves[ts_xorshift(&seed) % (uint64_t)n]);
        }
        free(s);
    }
    tb_game_free(g);
}

static void bad_moves_are_refused(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "d5; a1");
    static const char *const bad[] = {"i1", "a9",  "a0", "d",  "5",  "d5d", "d55",
                                      "xx", "d 5", "d5", "a1", "a2", "b1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    tb_action a;
    tb_error err = {{0}};
    assert_false(tb_game_parse_action(g, s, "d5", &a, &err));
    assert_string_equal(err.msg, "illegal move 'd5': there is a cat there");
    assert_false(tb_game_parse_action(g, s, "i1", &a, &err));
    assert_string_equal(err.msg, "bad move 'i1': expected a square from a1 to h8, like d5");
    free(s);

    /* No move once the game is over (example 2 played out). */
    s = ts_state(g, position(EXAMPLE_2_CATS, EXAMPLE_2_DOGS, 'd'));
    ts_play(g, s, "h6; c4; e3; g1; a6; h1; a7");
    ts_assert_refused(g, s, "e5");
    assert_false(tb_game_parse_action(g, s, "e5", &a, &err));
    assert_string_equal(err.msg, "the game is over");
    free(s);
    tb_game_free(g);
}

static void bad_positions_are_refused(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    const char *good = position("d5", "a1", 'c');
    void *s = ts_state(g, good), *before = ts_state(g, good);
    static const char *const bad[] = {
        "",                       /* nothing */
        "8/8/8/3C4/8/8/8 c",      /* seven ranks */
        "8/8/8/3C4/8/8/8/D7/8 c", /* nine ranks */
        "8/8/8/3C4/8/8/8/D7 x",   /* no such side */
        "8/8/8/3C4/8/8/8/D7 c 1", /* trailing text */
        "8/8/8/3X4/8/8/8/D7 c",   /* no such piece */
        "8/8/8/3c4/8/8/8/D7 c",   /* lower case */
        "8/8/8/3C5/8/8/8/D7 c",   /* nine squares in a rank */
        "8/8/8/3CD3/8/8/8/8 c",   /* a cat next to a dog */
        "8/8/8/8/8/8/8/C6D d",    /* no cat in the central zone */
        "8/8/8/3C4/4D3/8/8/8 c",  /* no dog outside the central zone */
        "8/8/8/8/8/8/8/D7 c",     /* a dog but no cat, and cats start */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        if (tb_game_parse_position(g, bad[i], s, &err))
            fail_msg("position '%s' was accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(s, before, g->state_size);
    }
    tb_error err = {{0}};
    assert_false(tb_game_parse_position(g, "8/8/8/3CD3/8/8/8/8 c", s, &err));
    assert_string_equal(err.msg, "bad position: the cat on d5 is next to a dog");
    free(s);
    free(before);

    /* Without the side letter, the side follows from the counts as in play. */
    s = ts_state(g, "8/8/8/3C4/8/8/8/D7");
    assert_int_equal(g->cls->to_move(g, s), CATS);
    free(s);
    s = ts_state(g, "8/8/8/3C4/8/8/8/8");
    assert_int_equal(g->cls->to_move(g, s), DOGS);
    free(s);
    tb_game_free(g);
}

static void bad_options_are_refused(void **unused)
{
    const tb_variant *v = tb_registry_find("gatos-caes");
    static const char *const bad[] = {"central_zone=z9", "central_zone=d4,e9", "central_zone=d4e4",
                                      "central_zone=",   "central_zone=,",     "supply=0",
                                      "supply=65",       "supply=lots",        "supply=-1",
                                      "zone=d4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        tb_game *g = tb_game_new(v, bad[i], &err);
        if (g)
            fail_msg("options '%s' were accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
    }
    assert_ptr_equal(tb_registry_find("Gatos & Cães"), v);
}

/* The view marks the central zone (TB_MARK_ZONE) and shows the pieces left. */
static void view_marks_the_zone(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "d5; a1");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 64);
    char zone[64] = "";
    for (int i = 0; i < v.num_cells; i++)
        if (v.cells[i].marks & TB_MARK_ZONE) {
            size_t l = strlen(zone);
            snprintf(zone + l, sizeof zone - l, "%s%s", l ? " " : "", v.cells[i].label);
        }
    assert_string_equal(ts_sorted(zone), "d4 d5 e4 e5");
    const tb_view_cell *d5 = &v.cells[tb_view_find(&v, "d5")],
                       *a1 = &v.cells[tb_view_find(&v, "a1")];
    assert_int_equal(v.pieces[d5->first_piece].owner, CATS);
    assert_int_equal(v.pieces[d5->first_piece].colour, TB_COLOUR_BLACK);
    assert_int_equal(v.pieces[a1->first_piece].owner, DOGS);
    assert_int_equal(v.pieces[a1->first_piece].colour, TB_COLOUR_WHITE);
    assert_int_equal(v.num_reserves, 2);
    assert_int_equal(v.reserves[0].count, 27);
    assert_int_equal(v.reserves[1].count, 27);
    assert_string_equal(v.status, "Cats to move");
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* The heuristic counts squares only one side can use: after cat d5, cats alone can use the
 * rest of the zone (d4 e4 e5) and the dogs' forbidden c5 and d6. */
static void evaluation(void **unused)
{
    tb_game *g = ts_game("gatos-caes", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "d5");
    assert_int_equal(g->cls->evaluate(g, s, CATS), 500);
    assert_int_equal(g->cls->evaluate(g, s, DOGS), -500);
    free(s);
    s = ts_state(g, position(EXAMPLE_2_CATS, EXAMPLE_2_DOGS, 'd'));
    assert_int_equal(g->cls->evaluate(g, s, DOGS), 0); /* three sure moves each */
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(initial_position),
        cmocka_unit_test(example_1_valid_opening),
        cmocka_unit_test(example_2_counting_end_position),
        cmocka_unit_test(supply_runs_out),
        cmocka_unit_test(central_zone_option),
        cmocka_unit_test(edges_do_not_wrap),
        cmocka_unit_test(random_games),
        cmocka_unit_test(bad_moves_are_refused),
        cmocka_unit_test(bad_positions_are_refused),
        cmocka_unit_test(bad_options_are_refused),
        cmocka_unit_test(view_marks_the_zone),
        cmocka_unit_test(evaluation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
