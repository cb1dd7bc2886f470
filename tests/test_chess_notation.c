/* The book's move notation (rules/chess.md §0.2) and standard SAN, both ways, for every chess
 * variant: the forms of the table in §0.2 are read, every legal move prints in the book's
 * notation and reads back, and its SAN form (chess_to_san) reads back too. */
#include "support.h"

#include <stdio.h>

#include "chess_record.h"
#include "games/chess/notation.h"

/* Parses `text` here; the move must be the one printed `printed`. */
static void assert_reads_as(const char *game, const char *position, const char *text,
                            const char *printed)
{
    tb_game *g = ts_game(game, NULL);
    void *s = ts_state(g, position);
    tb_action a;
    tb_error err = {{0}};
    if (!tb_game_parse_action(g, s, text, &a, &err))
        fail_msg("%s: '%s' refused: %s", game, text, err.msg);
    assert_string_equal(ts_action_text(g, s, a), printed);
    free(s);
    tb_game_free(g);
}

/* chess.md §0.2 table (and C-E5): each form of the book, with its standard SAN equivalent. */
static void test_book_forms(void **st)
{
    const char *c_e1 = "r3kb1r/pppB1pp1/3p1q1p/4p3/3nP3/2NP1N2/PPP2PPP/R2QK2R b KQkq - 0 9";
    assert_reads_as("chess", c_e1, "K:d7", "K:d7"); /* capture */
    assert_reads_as("chess", c_e1, "Kxd7", "K:d7");
    /* like the book's Re:d4: two rooks take on e4, the origin file tells them apart */
    const char *rooks = "7k/8/8/8/2R1pR2/8/8/4K3 w - - 0 1";
    assert_reads_as("chess", rooks, "Rc:e4", "Rc:e4");
    assert_reads_as("chess", rooks, "Rcxe4", "Rc:e4");
    assert_reads_as("chess", "4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1", "e3:d4", "e3:d4");
    assert_reads_as("chess", "4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1", "exd4", "e3:d4");
    assert_reads_as("chess", "4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1", "e:d4", "e3:d4");
    assert_reads_as("chess", "4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1", "e:d", "e3:d4"); /* §2.6 d:e */
    assert_reads_as("chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "0-0", "0-0");
    assert_reads_as("chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", "0-0-0");
    assert_reads_as("chess", "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8Q+", "e8Q+");
    assert_reads_as("chess", "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e:d8=Q+", "e7:d8Q+");
    assert_reads_as("chess", "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7xd8N!?", "e7:d8N");
    assert_reads_as("chess", "7k/8/6K1/8/8/8/Q7/8 w - - 0 1", "Qa8++", "Qa8#");
    assert_reads_as("chess/losing", "8/1P6/8/8/8/8/8/k7 w - - 0 1", "b8K", "b8K");
    /* two rooks reach e1: the file of the origin, and the check mark */
    assert_reads_as("chess", "4k3/8/8/8/8/8/8/3R1RK1 w - - 0 1", "Rde1+", "Rde1+");
}

/* Garbage and impossible moves are refused with a message, state unchanged. */
static void test_refusals(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, NULL);
    static const char *const bad[] = {"e5", "Ke2", "N:f3", "0-0", "e4Q",  "Qd1", "Zf3",
                                      "e9", "i4",  "N",    "exf", "Nf3x", "=Q"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    free(s);
    s = ts_state(g, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    tb_action a;
    tb_error err = {{0}};
    assert_false(tb_game_parse_action(g, s, "a8", &a, &err)); /* the piece must be named */
    assert_non_null(strstr(err.msg, "a8Q"));
    free(s);
    tb_game_free(g);
}

/* chess_to_san: the book's text to standard SAN. */
static void test_to_san(void **st)
{
    static const char *const pairs[][2] = {
        {"N:f3", "Nxf3"},     {"Re:d4", "Rexd4"}, {"d2:e3", "dxe3"},      {"0-0", "O-O"},
        {"0-0-0+", "O-O-O+"}, {"e8Q", "e8=Q"},    {"e7:d8Q#", "exd8=Q#"}, {"R/b8", "R/b8"},
        {"R/a1=Q", "R/a1=Q"}, {"Nf3/C", "Nf3/C"}, {"b7-b5", "b7-b5"},     {"Kh1", "Kh1"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        char out[32];
        chess_to_san(pairs[i][0], out, sizeof out);
        assert_string_equal(out, pairs[i][1]);
    }
}

/* Every chess variant, both ways: along random games, every legal move prints, reads back as
 * itself, and its SAN form reads back as itself. */
static void test_every_variant_both_ways(void **st)
{
    uint64_t seed = 77;
    for (int i = 0; i < tb_registry_count(); i++) {
        tb_game *g = cr_chess_game(i);
        if (!g)
            continue;
        const tb_variant *v = g->variant;
        tb_error err;
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        void *s = tb_state_new(g);
        int checked = 0;
        for (int ply = 0; ply < 80 && !tb_game_over(g, s); ply++) {
            int n = g->cls->legal(g, s, moves);
            for (int k = 0; k < n; k++) {
                char book[64], san[64];
                tb_action back;
                g->cls->action_to_text(g, s, moves[k], book, sizeof book);
                chess_to_san(book, san, sizeof san);
                const char *forms[2] = {book, san};
                for (int f = 0; f < 2; f++) {
                    if (!tb_game_parse_action(g, s, forms[f], &back, &err))
                        fail_msg("%s: '%s' refused: %s", v->id, forms[f], err.msg);
                    if (back != moves[k])
                        fail_msg("%s: '%s' read as another move", v->id, forms[f]);
                }
                checked++;
            }
            g->cls->apply(g, s, moves[(ts_random(&seed) >> 33) % (uint64_t)n]);
        }
        assert_true(checked > 100);
        free(s);
        free(moves);
        tb_game_free(g);
    }
}

/* action_cells: from and to, the king's squares for castling, none for 'end'. */
static void test_action_cells(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    tb_action a;
    tb_error err;
    char labels[2][16];
    assert_true(tb_game_parse_action(g, s, "0-0-0", &a, &err));
    assert_int_equal(g->cls->action_cells(g, s, a, labels, 2), 2);
    assert_string_equal(labels[0], "e1");
    assert_string_equal(labels[1], "c1");
    assert_true(tb_game_parse_action(g, s, "Rh8+", &a, &err));
    assert_int_equal(g->cls->action_cells(g, s, a, labels, 2), 2);
    assert_string_equal(labels[0], "h1");
    assert_string_equal(labels[1], "h8");
    free(s);
    tb_game_free(g);
    g = ts_game("chess/progressive-scottish", NULL);
    s = ts_state(g, "4k3/8/8/8/8/8/8/R3K2R b - - 0 2");
    cr_move(g, s, "Kd8");
    assert_true(tb_game_parse_action(g, s, "end", &a, &err));
    assert_int_equal(g->cls->action_cells(g, s, a, labels, 2), 0);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_book_forms),   cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_to_san),       cmocka_unit_test(test_every_variant_both_ways),
        cmocka_unit_test(test_action_cells),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
