/* Losing chess (Perde-ganha): rules/chess.md §4, worked examples PG-E1 ... PG-E5. */
#include "support.h"

#include "chess_record.h"

enum { WHITE = 0, BLACK = 1 };

/* chess.md PG-E1 (with the spec's correction 1. e3): compulsory captures. */
static void test_pg_e1_forced_captures(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, NULL);
    cr_play(g, s, "1. e3 b5");
    ts_assert_moves(g, s, "B:b5"); /* the only legal move */
    cr_play(g, s, "2. B:b5");
    cr_play(g, s, "2. ... Bb7"); /* Black has no capture, so a quiet move is legal */
    ts_assert_moves(g, s, "B:d7");
    cr_play(g, s, "3. B:d7");
    ts_assert_moves(g, s, "N:d7 Q:d7 K:d7 B:g2");
    ts_assert_refused(g, s, "e6");
    free(s);
    tb_game_free(g);
}

/* chess.md PG-E2: a lone king wins against a large army (reconstructed position). */
static void test_pg_e2_lone_king(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "K7/8/4k2n/8/n6q/8/8/2r1rb2 b - - 0 1");
    const char *black[] = {"Rc6", "Rc7", "Kd6", "Nc5", "Qd4", "Bd3", "Re4", "Nf5"};
    const char *white[] = {"Kb8", "K:c7", "K:d6", "K:c5", "K:d4", "K:d3", "K:e4", "K:f5"};
    tb_action moves[600];
    for (int i = 0; i < 8; i++) {
        /* Black never has a capture available */
        int n = g->cls->legal(g, s, moves);
        for (int k = 0; k < n; k++)
            assert_true(strchr(ts_action_text(g, s, moves[k]), ':') == NULL);
        cr_move(g, s, black[i]);
        if (i == 0)
            ts_assert_moves(g, s, "Ka7 Kb7 Kb8"); /* 2. Kb8 is one of three non-captures */
        else
            ts_assert_moves(g, s, white[i]); /* every later White move is forced */
        cr_move(g, s, white[i]);
    }
    assert_int_equal(g->cls->legal(g, s, moves), 0);
    cr_assert_result(g, s, BLACK); /* Black has no pieces left and wins */
    free(s);
    tb_game_free(g);
}

/* chess.md PG-E3: "1. Rb2! B:b2 2. Rh8 B:h8 3. e4". The diagram is missing; this position is
 * our reconstruction, in which every move is legal and each bishop move is forced. */
static void test_pg_e3_bishop_eats(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "8/8/8/1R5R/8/8/4P3/b7 w - - 0 1");
    cr_play(g, s, "1. Rb2!");
    ts_assert_moves(g, s, "B:b2");
    cr_play(g, s, "1. ... B:b2 2. Rh8");
    ts_assert_moves(g, s, "B:h8");
    cr_play(g, s, "2. ... B:h8 3. e4");
    free(s);
    tb_game_free(g);
}

/* chess.md PG-E4: the promotion race with the spec's correction a1R; promotion to a bishop
 * and (losing chess only) to a king. Position reconstructed: the two pawns alone. */
static void test_pg_e4_promotion_race(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "8/p7/8/8/8/8/7P/8 w - - 0 1");
    cr_play(g, s, "1. h3 a5 2. h4 a4 3. h5 a3 4. h6 a2 5. h7 a1R 6. h8B");
    cr_assert_fen(g, s, "7B/8/8/8/8/8/8/r7 b - - 0 6", 6);
    free(s);
    s = ts_state(g, "8/7P/8/8/8/8/8/k7 w - - 0 1");
    ts_assert_moves(g, s, "h8Q h8R h8B h8N h8K");
    free(s);
    tb_game_free(g);
}

/* chess.md PG-E5 (rook hunt, diagram missing): a parse test only. Every move of the record,
 * with the spec's readings R:f3 and R:f2, is understood by the notation reader: refused
 * only as illegal or ambiguous in the start position, never as unreadable. The same check
 * covers the garbled Kiwi game PK-E2 of §2.6 (d:e, c1N). */
static void test_pg_e5_notation(void **st)
{
    const char *records[] = {
        "R:b1 R:h7 1. h4 R:h4 2. Nh3 R:h3 3. Qf3 R:f3 4. e4 R:f2 5. Ke2 R:e2 6. Bd2 R:d2 "
        "7. Rh1 R:c2 8. e5 R:b2 9. Rh2 R:h2 10. e6 1. e:d7 Rc8 2. d:c8Q 1. ... Rh7 2. Q:c6",
        "1. f3 2. e5 h5 3. Bh5 Be6 B:f6+ 4. K:f6 Qh4 Q:h2 Q:h1 5. d4 d:e Qd5 Q:h1 Qf3+ "
        "6. Ke6 b5 Bb7 B:f3 Nh6 Bb4+ 7. c3 c:b4 N:f3 B:h6 B:g7 B:h8 Nc3 8. a5 a:b4 b:c3 c2 "
        "Kd5 Kc4 R:a2 c1Q+ 9. R:c1+ 10. Kd5 R:b2 c6 c5 c4 c3 h4 Rd2 c2 Rd1+ 11. R:d1+ "
        "12. Kc4 Kc3 c1N Nb3 Nd4 Na6 Nc7 Nd5 Nf4 Ng2#"};
    const char *ids[] = {"chess/losing", "chess/progressive-kiwi"};
    for (int r = 0; r < 2; r++) {
        tb_game *g = ts_game(ids[r], NULL);
        void *s = ts_state(g, NULL);
        char buf[1024];
        snprintf(buf, sizeof buf, "%s", records[r]);
        char *save = NULL;
        for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
            if (cr_is_number(tok))
                continue;
            tb_action a;
            tb_error err = {{0}};
            if (!g->cls->action_from_text(g, s, tok, &a, &err) &&
                strncmp(err.msg, "illegal", 7) != 0 && strncmp(err.msg, "ambiguous", 9) != 0)
                fail_msg("'%s' unreadable: %s", tok, err.msg);
        }
        free(s);
        tb_game_free(g);
    }
}

/* §4 rules 2 and 3: no check (the king may be left attacked and be captured), no castling,
 * and the FEN refuses castling rights. */
static void test_king_is_ordinary(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/4r3/R3K2R w - - 0 1");
    ts_assert_moves(g, s, "K:e2"); /* compulsory; a king may capture into attack */
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    ts_assert_refused(g, s, "0-0");
    ts_assert_refused(g, s, "0-0-0");
    cr_play(g, s, "Kf2 Ke7 Rh7+"); /* check means nothing: no '+' is printed though */
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "Rh8", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "Rh8");
    free(s);
    void *t = ts_state(g, NULL);
    assert_false(tb_game_parse_position(g, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", t, &err));
    /* any number of kings, even none */
    assert_true(tb_game_parse_position(g, "8/8/8/8/8/8/8/KK6 b - - 0 1", t, &err));
    cr_assert_result(g, t, BLACK); /* Black has no pieces: he cannot move and wins */
    free(t);
    tb_game_free(g);
}

/* §4 rule 1 and L1: en passant is a capture, so it is compulsory when available. */
static void test_en_passant_compulsory(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    cr_play(g, s, "d5");
    ts_assert_moves(g, s, "e5:d6");
    free(s);
    tb_game_free(g);
}

/* §4 rule 6: draws by repetition and the fifty-move rule are inherited. */
static void test_draws_inherited(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    cr_play(g, s, "Kd1 Kd8 Ke1 Ke8 Kd1 Kd8 Ke1");
    assert_false(tb_game_over(g, s));
    cr_play(g, s, "Ke8");
    cr_assert_result(g, s, -1);
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/8/4K3 w - - 99 70");
    cr_play(g, s, "Kd1");
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pg_e1_forced_captures), cmocka_unit_test(test_pg_e2_lone_king),
        cmocka_unit_test(test_pg_e3_bishop_eats),     cmocka_unit_test(test_pg_e4_promotion_race),
        cmocka_unit_test(test_pg_e5_notation),        cmocka_unit_test(test_king_is_ordinary),
        cmocka_unit_test(test_en_passant_compulsory), cmocka_unit_test(test_draws_inherited),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
