/* Exchange chess (Xadrez com trocas): rules/chess.md §5, worked examples TR-E1 ... TR-E3 and
 * the described tactics (their diagrams are missing: the positions below are ours, built so
 * that each tactic works as the book tells it). */
#include "support.h"

#include "chess_record.h"

enum { WHITE = 0, BLACK = 1 };

/* The legal swaps of the position whose text starts with `p_square` ("d4/"), sorted. */
static const char *swaps_from(const tb_game *g, const void *s, const char *p_square)
{
    static char out[512];
    char words[512] = "";
    tb_action moves[1024];
    int n = g->cls->legal(g, s, moves);
    for (int i = 0; i < n; i++) {
        const char *t = ts_action_text(g, s, moves[i]);
        if (strncmp(t, p_square, strlen(p_square)) == 0) {
            strcat(words, words[0] ? " " : "");
            strcat(words, t);
        }
    }
    snprintf(out, sizeof out, "%s", ts_sorted(words));
    return out;
}

/* chess.md §5 TR-E1: the swaps of the d4 pawn are exactly with d5 (ahead), e5 (a friendly pawn:
 * the position does not change) and c5 (the knight). */
static void test_tr_e1_pawn_swap_targets(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "4k3/8/8/2npP3/3P4/8/8/4K3 w - - 0 2 turn=swap");
    assert_string_equal(swaps_from(g, s, "d4/"), "d4/c5 d4/d5 d4/e5");
    cr_play(g, s, "d4/e5");
    cr_assert_fen(g, s, "4k3/8/8/2npP3/3P4/8/8/4K3 b", 2);
    free(s);
    tb_game_free(g);
}

/* chess.md §5 TR-E2: White's first turn is one move; Black's turn is a move and a swap, and a
 * turn without the swap is not complete. */
static void test_tr_e2_turn_structure(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s),
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 turn=first");
    ts_assert_refused(g, s, "N/b1");
    cr_play(g, s, "1. e4");
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    assert_false(tb_game_mid_turn(g, s));
    cr_play(g, s, "1. ... e5");
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    assert_true(tb_game_mid_turn(g, s));
    ts_assert_refused(g, s, "Nf6"); /* the swap must come first */
    cr_play(g, s, "K/d8");
    assert_int_equal(g->cls->to_move(g, s), WHITE);
    assert_false(tb_game_mid_turn(g, s));
    cr_assert_fen(g, s, "rnbkqbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQ", 3);
    free(s);
    tb_game_free(g);
}

/* Plays a turn "move swap" and checks how the swap prints. */
static void play_turn(const tb_game *g, void *s, const char *move, const char *swap,
                      const char *printed)
{
    cr_move(g, s, move);
    assert_true(tb_game_mid_turn(g, s));
    tb_action a;
    tb_error err = {{0}};
    if (!tb_game_parse_action(g, s, swap, &a, &err))
        fail_msg("swap '%s' refused: %s", swap, err.msg);
    assert_string_equal(ts_action_text(g, s, a), printed);
    g->cls->apply(g, s, a);
    assert_false(tb_game_mid_turn(g, s));
}

/* chess.md §5 TR-E3 and the described tactics: "Bc8 B/h3" traps the White rook on c8. */
static void test_tr_e3_bishop_traps_rook(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "8/4k3/b7/8/8/7R/8/4K3 b - - 0 10");
    play_turn(g, s, "Bc8", "B/h3", "B/h3");
    cr_assert_fen(g, s, "2R5/4k3/8/8/8/7b/8/4K3 w", 2);
    free(s);
    tb_game_free(g);
}

/* chess.md §5 TR-E3: "R:b2 R/b8" wins a bishop, saves the rook and puts a Black pawn on b2
 * against White's queen and rook; White's best reply "Q:b2 Qb2/a2" (printed Q/a2: no other
 * queen could swap with a2). */
static void test_tr_e3_rook_and_pawn(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "1p5k/8/1r6/8/8/8/PB6/R1Q3K1 b - - 0 10");
    play_turn(g, s, "R:b2", "R/b8", "R/b8");
    cr_assert_fen(g, s, "1r5k/8/8/8/8/8/Pp6/R1Q3K1 w", 2);
    tb_action a;
    tb_error err;
    assert_true(tb_game_parse_action(g, s, "b2:a1Q", &a, &err) == false); /* White's turn */
    play_turn(g, s, "Q:b2", "Qb2/a2", "Q/a2");
    cr_assert_fen(g, s, "1r5k/8/8/8/8/8/QP6/R5K1 b", 2);
    free(s);
    tb_game_free(g);
}

/* chess.md §5 TR-E3: "Q:f6 Q/f2+" mates by swapping with the king: the White king lands on f6,
 * in check, and no regular move gets it out. */
static void test_tr_e3_mate_by_swap(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "4rq1k/r5pp/3pnN2/8/8/8/5K2/8 b - - 0 20");
    play_turn(g, s, "Q:f6", "Q/f2+", "Q/f2#");
    cr_assert_fen(g, s, "4r2k/r5pp/3pnK2/8/8/8/5q2/8 w", 2);
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
}

/* chess.md §5 TR-E3 and X3: "Ra8 R/a1=Q" promotes at once the White pawn standing on a1 (its
 * first rank); the swapping player chooses the piece and must name it. */
static void test_tr_e3_promotion_by_swap(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    const char *start = "3R4/6pp/7k/8/8/8/8/P3K3 w - - 0 30";
    void *s = ts_state(g, start);
    play_turn(g, s, "Ra8", "R/a1=Q", "R/a1=Q");
    cr_assert_fen(g, s, "Q7/6pp/7k/8/8/8/8/R3K3 b", 2);
    free(s);
    s = ts_state(g, start);
    cr_move(g, s, "Ra8");
    ts_assert_refused(g, s, "R/a1");
    tb_action a;
    tb_error err;
    assert_true(tb_game_parse_action(g, s, "R/a1N", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "R/a1=N");
    free(s);
    tb_game_free(g);
}

/* chess.md §5 X1: a pawn on its first rank (there by a swap) may double-step, and may be taken
 * en passant if it is still where it arrived after its owner's swap. */
static void test_x1_first_rank_double_step(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "3rk3/8/8/8/8/1p6/8/P3KN2 w - - 0 5");
    play_turn(g, s, "a3", "K/f1", "K/f1");
    cr_assert_fen(g, s, "3rk3/8/8/8/8/Pp6/8/4NK2 b - a2", 4);
    cr_move(g, s, "b3:a2");
    cr_assert_fen(g, s, "3rk3/8/8/8/8/8/p7/4NK2 b", 2);
    free(s);
    /* the pawn swapped away from its arrival square: no en passant */
    s = ts_state(g, "3rk3/8/8/8/1N6/1p6/8/P3K3 w - - 0 5");
    play_turn(g, s, "a3", "a3/b4", "a3/b4");
    cr_assert_fen(g, s, "3rk3/8/8/8/1P6/Np6/8/4K3 b - -", 4);
    ts_assert_refused(g, s, "b3:a2");
    free(s);
    tb_game_free(g);

    g = ts_game("chess/exchange", "exchange_double_step=rank_2_only");
    s = ts_state(g, "3rk3/8/8/8/8/1p6/8/P3KN2 w - - 0 5");
    ts_assert_refused(g, s, "a3");
    free(s);
    tb_game_free(g);
    g = ts_game("chess/exchange", "exchange_double_step=rank_1_only");
    s = ts_state(g, NULL);
    ts_assert_refused(g, s, "e4");
    cr_move(g, s, "e3");
    free(s);
    tb_game_free(g);
}

/* chess.md §5 X2: a pawn's swap reaches its double-step square (over an empty square), unless
 * exchange_pawn_swap_double=off. */
static void test_x2_swap_by_double_step(void **st)
{
    const char *pos = "4k3/8/8/8/4N3/8/4P3/4K3 w - - 0 2 turn=swap";
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, pos);
    assert_string_equal(swaps_from(g, s, "e2/"), "e2/e4");
    free(s);
    tb_game_free(g);
    g = ts_game("chess/exchange", "exchange_pawn_swap_double=off");
    s = ts_state(g, pos);
    assert_string_equal(swaps_from(g, s, "e2/"), "");
    free(s);
    tb_game_free(g);
}

/* chess.md §5 X4: stalemate loses (the player cannot complete his turn); chess.md §1 would
 * call it a draw. */
static void test_x4_stalemate_loses(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "k7/2K5/1Q6/8/8/8/8/8 b - - 0 40");
    cr_assert_result(g, s, WHITE);
    free(s);
    tb_game_free(g);
    g = ts_game("chess", NULL);
    s = ts_state(g, "k7/2K5/1Q6/8/8/8/8/8 b - - 0 40");
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* chess.md §5 Castling: a rook displaced by a swap has lost its castling. */
static void test_castling_lost_by_swap(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "r3k1nr/8/8/8/8/8/8/R3K1NR w KQkq - 0 2 turn=swap");
    cr_move(g, s, "R/h8");
    cr_assert_fen(g, s, "r3k1nR/8/8/8/8/8/8/R3K1Nr b Qq", 3);
    free(s);
    tb_game_free(g);
}

/* The notation of §5 read in all its forms, and refused where it does not fit. */
static void test_swap_notation(void **st)
{
    tb_game *g = ts_game("chess/exchange", NULL);
    void *s = ts_state(g, "4k3/8/8/2npP3/3P4/8/8/4K3 w - - 0 2 turn=swap");
    tb_action a, b;
    tb_error err;
    assert_true(tb_game_parse_action(g, s, "d4/c5", &a, &err));
    assert_true(tb_game_parse_action(g, s, "P/c5", &b, &err)); /* the pawn by its letter */
    assert_int_equal(a, b);
    assert_true(tb_game_parse_action(g, s, "Pd4/c5!", &b, &err));
    assert_int_equal(a, b);
    ts_assert_refused(g, s, "d4/c6");   /* nothing there */
    ts_assert_refused(g, s, "K/c5");    /* out of the king's reach */
    ts_assert_refused(g, s, "d4/");     /* no square */
    ts_assert_refused(g, s, "d4/c5=K"); /* no promotion here, and never to a king */
    ts_assert_refused(g, s, "Ke2");     /* the regular move was made */
    char labels[2][16];
    assert_int_equal(g->cls->action_cells(g, s, a, labels, 2), 2);
    assert_string_equal(labels[0], "d4");
    assert_string_equal(labels[1], "c5");
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tr_e1_pawn_swap_targets),
        cmocka_unit_test(test_tr_e2_turn_structure),
        cmocka_unit_test(test_tr_e3_bishop_traps_rook),
        cmocka_unit_test(test_tr_e3_rook_and_pawn),
        cmocka_unit_test(test_tr_e3_mate_by_swap),
        cmocka_unit_test(test_tr_e3_promotion_by_swap),
        cmocka_unit_test(test_x1_first_rank_double_step),
        cmocka_unit_test(test_x2_swap_by_double_step),
        cmocka_unit_test(test_x4_stalemate_loses),
        cmocka_unit_test(test_castling_lost_by_swap),
        cmocka_unit_test(test_swap_notation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
