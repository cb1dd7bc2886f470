/* The historical rule sets of rules/chess.md §6: early Indian and Arab chess (§6.1, §6.2:
 * chess/shatranj) and Alfonso X's rules (§6.3: chess/alfonso). The book's diagrams are missing
 * (§7 counts no usable example), so the positions are ours; perft counts are Fairy-Stockfish's
 * for its "shatranj" variant, whose moves are those of §6.1. */
#include "support.h"

#include "chess_record.h"

#include "tabula/perft.h"

enum { WHITE = 0, BLACK = 1 };

/* §6.1 pieces against a peer engine: Fairy-Stockfish 'go perft' in its shatranj variant. */
static void test_perft_against_fairy_stockfish(void **st)
{
    static const struct {
        const char *fen;
        int depth;
        uint64_t nodes;
    } cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, 4176},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4, 68122},
        {"4k3/8/3q4/8/2B2b2/8/3PPN2/R3K2R w - - 0 1", 3, 10576},
        {"4k3/2P5/8/3q4/8/1b6/5p2/R3K1N1 w - - 0 1", 4, 9219},
    };
    tb_game *g = ts_game("chess/shatranj", NULL);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void *s = ts_state(g, cases[i].fen);
        assert_int_equal(tb_perft(g, s, cases[i].depth), cases[i].nodes);
        free(s);
    }
    tb_game_free(g);
}

/* §6.1: the queen (minister) steps one square diagonally; the bishop (elephant) leaps exactly
 * two squares diagonally, over anything; the pawn never double-steps. */
static void test_piece_moves(void **st)
{
    tb_game *g = ts_game("chess/shatranj", NULL);
    void *s = ts_state(g, "r3k3/8/8/8/3Q4/8/8/4K3 w - - 0 1");
    ts_assert_moves(g, s, "Qc3 Qe3 Qc5 Qe5 Kd1 Kd2 Ke2 Kf1 Kf2");
    free(s);
    s = ts_state(g, "r3k3/8/8/8/3B4/2PPP3/8/4K3 w - - 0 1");
    ts_assert_moves(g, s, "Bb2 Bf2 Bb6 Bf6 c4 e4 Kd1 Kd2 Ke2 Kf1 Kf2");
    free(s);
    s = ts_state(g, NULL);
    ts_assert_refused(g, s, "e4");
    cr_play(g, s, "1. e3 Be6");
    ts_assert_refused(g, s, "0-0");
    free(s);
    tb_game_free(g);
}

/* §6.1: promotion is always to the queen (minister); the book's letter may be left out. */
static void test_promotion_to_queen_only(void **st)
{
    tb_game *g = ts_game("chess/shatranj", NULL);
    void *s = ts_state(g, "4k3/1P6/8/8/8/8/r7/4K3 w - - 0 1");
    ts_assert_refused(g, s, "b8R");
    ts_assert_refused(g, s, "b8N");
    tb_action a, b;
    tb_error err;
    assert_true(tb_game_parse_action(g, s, "b8", &a, &err));
    assert_true(tb_game_parse_action(g, s, "b8Q", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "b8Q");
    free(s);
    tb_game_free(g);
}

/* §6.1: capturing every enemy piece but the king wins (bare king). */
static void test_bare_king(void **st)
{
    tb_game *g = ts_game("chess/shatranj", NULL);
    void *s = ts_state(g, "4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1");
    cr_play(g, s, "1. R:d5");
    cr_assert_result(g, s, WHITE);
    tb_outcome o = ts_outcome(g, s);
    assert_string_equal(o.reason, "White wins: bare king");
    tb_action moves[64];
    assert_int_equal(g->cls->legal(g, s, moves), 0);
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"); /* both bare: nobody can win */
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* §6.1-§6.2: the stalemated player loses (shatranj_stalemate=win, the Arab rule); with
 * shatranj_stalemate=draw it is a draw. Mate is mate. */
static void test_stalemate(void **st)
{
    const char *stalemate = "k7/2K5/1P6/7p/7P/8/8/8 b - - 0 1";
    tb_game *g = ts_game("chess/shatranj", NULL);
    void *s = ts_state(g, stalemate);
    cr_assert_result(g, s, WHITE);
    free(s);
    s = ts_state(g, "k7/p7/2K5/8/8/8/8/7R w - - 0 1");
    cr_play(g, s, "1. Rh8#");
    cr_assert_result(g, s, WHITE);
    free(s);
    tb_game_free(g);
    g = ts_game("chess/shatranj", "shatranj_stalemate=draw");
    s = ts_state(g, stalemate);
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* §6.1: no castling, so the FEN's castling field must be '-'. */
static void test_no_castling_in_fen(void **st)
{
    tb_game *g = ts_game("chess/shatranj", NULL);
    void *s = ts_state(g, NULL);
    tb_error err;
    assert_false(tb_game_parse_position(
        g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", s, &err));
    assert_string_equal(ts_position_text(g, s),
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    free(s);
    tb_game_free(g);
}

/* §6.3 (H1, our reading): on its first move the queen may also leap two squares in any of the
 * eight directions to an empty square, never capturing; the right is gone once it moved. */
static void test_alfonso_queen_leap(void **st)
{
    tb_game *g = ts_game("chess/alfonso", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s),
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 leap=d1d8");
    free(s);
    /* b3 holds an enemy pawn: the leap never captures */
    s = ts_state(g, "4k3/8/8/8/8/1p6/2P5/3QK3 w - - 0 1 leap=d1");
    ts_assert_moves(g, s, "Qe2 Qd3 Qf3 Qb1 Qf1 c3 c2:b3 Kd2 Ke2 Kf1 Kf2");
    cr_play(g, s, "1. Qe2 Kd8");
    assert_null(strstr(ts_position_text(g, s), "leap="));
    ts_assert_refused(g, s, "Qe4");
    free(s);
    tb_game_free(g);
    g = ts_game("chess/shatranj", NULL); /* no leap in §6.1-§6.2 */
    s = ts_state(g, NULL);
    tb_error err;
    assert_false(tb_game_parse_position(g, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 leap=d1", s, &err));
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_against_fairy_stockfish),
        cmocka_unit_test(test_piece_moves),
        cmocka_unit_test(test_promotion_to_queen_only),
        cmocka_unit_test(test_bare_king),
        cmocka_unit_test(test_stalemate),
        cmocka_unit_test(test_no_castling_in_fen),
        cmocka_unit_test(test_alfonso_queen_leap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
