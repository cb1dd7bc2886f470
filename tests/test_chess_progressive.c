/* Progressive chess: rules/chess.md §2 (worked examples PS-E1 ... PS-E5, PP-E1, PK-E1,
 * PA-E1, PA-E2 and the synthetic Italian and English tests). Records are played one series a
 * line (chess_record.h); positions are compared on placement, side, castling and en passant
 * (the spec's FEN clocks are "not meaningful"). */
#include "support.h"

#include "chess_record.h"

enum { WHITE = 0, BLACK = 1 };

static void *play(tb_game *g, const char *position, const char *series)
{
    void *s = ts_state(g, position);
    cr_play_series(g, s, series);
    return s;
}

/* chess.md PS-E1: series 3 ends with check on its last move; series 5 mates. */
static void test_ps_e1_mate(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = play(g, NULL,
                   "1. d4\n"
                   "2. d5 c5\n"
                   "3. d:c5 Q:d5 Q:d8+\n"
                   "4. K:d8 Kc7 e5 B:c5\n"
                   "5. Bh6 Nc3 Rd1 Rd6 Nb5#\n");
    cr_assert_fen(g, s, "rnb3nr/ppk2ppp/3R3B/1Nb1p3/8/8/PPP1PPPP/4KBNR b K -", 4);
    cr_assert_result(g, s, WHITE);
    free(s);
    tb_game_free(g);
}

/* chess.md PS-E2: Galvin's ghost. Every way out of the check in series 7 checks back, so the
 * series has one move; series 8 mates with its 4th move. */
static void test_ps_e2_galvins_ghost(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = play(g, NULL,
                   "1. e4\n"
                   "2. Nc6 d5\n"
                   "3. Qg4 Q:c8 Q:d8+\n"
                   "4. K:d8 d:e4 Nf6 h5\n"
                   "5. Nc3 N:e4 N:f6 h4 Ke2\n"
                   "6. e:f6 Ke7 Kd6 Kc5 Kc4 Nd4+\n");
    ts_assert_moves(g, s, "Ke3+ Ke1+ Kd1+");
    cr_play_series(g, s,
                   "7. Ke3+\n"
                   "8. Ne2 g5 g4 Re8#\n");
    cr_assert_fen(g, s, "4rb1r/ppp2p2/5p2/7p/2k3pP/4K3/PPPPnPP1/R1B2BNR w - -", 4);
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
}

/* chess.md PS-E3: mass captures; series 9 is complete without check, series 10 mates by
 * promotion. */
static void test_ps_e3_mass_captures(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = play(g, NULL,
                   "1. b4\n"
                   "2. d5 Nf6\n"
                   "3. Bb2 B:f6 Bd4\n"
                   "4. e5 e:d4 B:b4 Ke7\n"
                   "5. e3 e:d4 Qg4 Q:c8 Q:d8+\n"
                   "6. R:d8 Rd6 Ra6 R:a2 R:a1 R:b1+\n"
                   "7. Ke2 Nh3 g3 Bg2 R:b1 Nf4 N:d5+\n"
                   "8. Ke8 Be7 Nc6 Rd8 R:d5 Rb5 R:b1 N:d4+\n"
                   "9. Kd3 B:b7 c3 c:d4 d5 d6 d:e7 Kc2 K:b1\n"
                   "10. K:e7 Kd6 Kc5 Kb4 Kb3 c5 c4 c3 c:d2 d1Q#\n");
    cr_assert_fen(g, s, "8/pB3ppp/8/8/8/1k4P1/5P1P/1K1q4 w - -", 4);
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
}

/* chess.md PS-E4: Black resigned in check; the game is not over on the board. */
static void test_ps_e4_awkward_check(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = play(g, NULL,
                   "1. e4\n"
                   "2. e6 Nf6\n"
                   "3. Qf3 Q:f6 Q:d8+\n"
                   "4. K:d8 b5 b4 c5\n"
                   "5. d4 Bd2 B:b4 Kd2 Ba5+\n"
                   "6. Ke7 Ba6 B:f1 Nc6 N:a5 Nc4+\n"
                   "7. Kc3 d:c5 c6 Kb4 Na3 Rd1 R:d7+\n");
    cr_assert_fen(g, s, "r4b1r/p2Rkppp/2P1p3/8/1Kn1P3/N7/PPP2PPP/5bNR b - -", 4);
    assert_false(tb_game_over(g, s));
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_non_null(strstr(v.status, "in check"));
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* chess.md PS-E5 with the spec's corrections (c:d4, Nd5+); the printed forms are refused. */
static void test_ps_e5_corrected(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = play(g, NULL, "1. d4\n2. c5\n");
    ts_assert_refused(g, s, "c:d5"); /* printed; the Black series 2 continues */
    free(s);
    s = play(g, NULL,
             "1. d4\n"
             "2. c5 c:d4\n"
             "3. e4 e5 f4\n"
             "4. e6 d3 d:c2 c:d1Q+\n"
             "5. K:d1 f5 f:e6 e7 e:d8Q+\n"
             "6. K:d8 d6 d:e5 b5 Kc7 Bg4+\n");
    void *printed = malloc(g->state_size);
    memcpy(printed, s, g->state_size);
    cr_play(g, printed, "7. Be2 B:g4 Bf3 B:a8 Ke2 Nc3");
    ts_assert_refused(g, printed, "N:d5+"); /* printed: nothing stands on d5 */
    free(printed);
    cr_play_series(g, s,
                   "7. Be2 B:g4 Bf3 B:a8 Ke2 Nc3 Nd5+\n"
                   "8. Kd7 Nf6 Bb4 Rc8 R:c1 R:a1 N:d5 Nf4+\n"
                   "9. Kf3 a3 a:b4 b3 Ne2 N:f4 Nh3 R:a1 R:a7+\n"
                   "10. Ke6 Kf5 Nc6 N:a7 Nc8 Nb6 N:a8 Nb6 h6 e4+\n"
                   "11. Ke3 Nf2 N:e4 Nc3 Na4 N:b6 Na4 Nc3 Ne2 Kf3 h3\n");
    cr_assert_fen(g, s, "8/5pp1/7p/1p3k2/1P6/1P3K1P/4N1P1/8 b - -", 4);
    assert_false(tb_game_over(g, s));
    free(s);
    tb_game_free(g);
}

/* chess.md §2.1: stopping early does not shorten the next series; a check ends the series;
 * 'end' is not available before the first move; en passant only on the first move. */
static void test_series_rules(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = ts_state(g, NULL);
    ts_assert_refused(g, s, "end");
    cr_play_series(g, s, "1. e4\n2. a5\n"); /* Black stops after 1 of 2 moves */
    char text[4096];
    g->cls->position_to_text(g, s, text, sizeof text);
    assert_non_null(strstr(text, " w KQkq - 0 3")); /* still series 3 for White */
    cr_play_series(g, s, "3. e5 Nf3 Bc4\n");
    cr_play_series(g, s, "4. f5\n");
    g->cls->position_to_text(g, s, text, sizeof text);
    assert_non_null(strstr(text, " w KQkq f6 0 5"));
    cr_move(g, s, "Nc3");
    ts_assert_refused(g, s, "e:f6"); /* en passant only on the first move */
    free(s);
    /* en passant against a pawn that double-stepped earlier in the opponent's series */
    s = play(g, NULL, "1. e4\n2. Nc6 Nb8\n3. e5\n4. d5 Nc6\n");
    cr_play_series(g, s, "5. e:d6\n");
    cr_assert_fen(g, s, "r1bqkbnr/ppp1pppp/2nP4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq -", 4);
    free(s);
    /* a double step whose pawn moved again later in the series cannot be taken e.p. */
    s = play(g, NULL, "1. e4\n2. Nc6 Nb8\n3. e5 a3 a4\n4. d5 d4 Nc6\n");
    ts_assert_refused(g, s, "e:d6");
    free(s);
    tb_game_free(g);
}

/* chess.md P2 and its option: running out of moves in the middle of a series. */
static void test_midseries_stalemate(void **st)
{
    /* White, series 3: after b3 both white pawns are blocked and the h1 king has no safe
     * square: White, not in check, has no move left in his series. */
    const char *pos = "8/8/8/8/1p6/7p/1P3k1P/7K w - - 0 3";
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = ts_state(g, pos);
    cr_move(g, s, "b3");
    assert_int_equal(g->cls->to_move(g, s), WHITE);
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
    g = ts_game("chess/progressive-scottish", "progressive_midseries_stalemate=end_series");
    s = ts_state(g, pos);
    cr_move(g, s, "b3");
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    assert_false(tb_game_over(g, s));
    free(s);
    tb_game_free(g);
}

/* chess.md P4: ten consecutive series without pawn move or capture draw. */
static void test_ten_quiet_series(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    const char *quiet[] = {"Ra2", "Kd8", "Ra3", "Ke8", "Ra4", "Kd8", "Ra5", "Ke8", "Ra6"};
    for (int i = 0; i < 9; i++) {
        cr_move(g, s, quiet[i]);
        if (tb_game_mid_turn(g, s))
            cr_move(g, s, "end");
        assert_false(tb_game_over(g, s));
    }
    cr_move(g, s, "Kd7");
    cr_move(g, s, "end");
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* chess.md P3: repetition is counted at series boundaries. */
static void test_repetition_at_series_starts(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    const char *moves[] = {"Ra2", "Kd8", "Ra1", "Ke8", "Ra2", "Kd8", "Ra1", "Ke8"};
    for (int i = 0; i < 8; i++) {
        assert_false(tb_game_over(g, s));
        cr_move(g, s, moves[i]);
        if (tb_game_mid_turn(g, s))
            cr_move(g, s, "end");
    }
    cr_assert_result(g, s, -1);
    char text[4096];
    g->cls->position_to_text(g, s, text, sizeof text);
    void *t = ts_state(g, text);
    assert_memory_equal(s, t, g->state_size);
    free(t);
    free(s);
    tb_game_free(g);
}

/* chess.md PP-E1 with the spec's correction a6 d6 h6. Nd2 in series 5 is unambiguous
 * because the f3 knight has already moved in that series; no piece moves twice. */
static void test_pp_e1_portuguese(void **st)
{
    tb_game *g = ts_game("chess/progressive-portuguese", NULL);
    void *s = play(g, NULL,
                   "1. d4\n"
                   "2. e6 Bb4+\n"
                   "3. c3 e4 f4\n"
                   "4. Nc6 Nf6 O-O Ba5\n");
    cr_play(g, s, "5. Bb5 Nf3 O-O b4");
    assert_true(tb_game_mid_turn(g, s));
    ts_assert_refused(g, s, "Kh1"); /* the king moved by castling */
    ts_assert_refused(g, s, "Rf2"); /* so did the rook */
    ts_assert_refused(g, s, "Ba4"); /* the bishop moved already */
    cr_move(g, s, "Nd2");
    ts_assert_refused(g, s, "a3");
    ts_assert_refused(g, s, "d3");
    ts_assert_refused(g, s, "h3"); /* the printed series 6 is impossible for Black */
    free(s);
    s = play(g, NULL,
             "1. d4\n"
             "2. e6 Bb4+\n"
             "3. c3 e4 f4\n"
             "4. Nc6 Nf6 O-O Ba5\n"
             "5. Bb5 Nf3 O-O b4 Nd2\n"
             "6. a6 d6 h6 Bd7 Bb6 Ne7\n");
    cr_assert_fen(g, s, "r2q1rk1/1ppbnpp1/pb1ppn1p/1B6/1P1PPP2/2P2N2/P2N2PP/R1BQ1RK1 w - -", 4);
    free(s);
    /* in plain progressive chess the same Nd2 is ambiguous */
    tb_game *sc = ts_game("chess/progressive-scottish", NULL);
    s = play(sc, NULL,
             "1. d4\n"
             "2. e6 Bb4+\n"
             "3. c3 e4 f4\n"
             "4. Nc6 Nf6 O-O Ba5\n");
    cr_play(sc, s, "5. Bb5 Nf3 O-O b4");
    ts_assert_refused(sc, s, "Nd2");
    free(s);
    tb_game_free(sc);
    tb_game_free(g);
}

/* chess.md PK-E1: a capture with check is allowed; series 5 mates without capture. */
static void test_pk_e1_kiwi(void **st)
{
    tb_game *g = ts_game("chess/progressive-kiwi", NULL);
    const char *opening = "1. e4\n"
                          "2. d5 Kd7\n"
                          "3. e:d5 Nf3 Bb5+\n"
                          "4. Kd6 Bg4 B:f3 B:d1\n";
    void *s = play(g, NULL, opening);
    cr_play_series(g, s, "5. c4 Nc3 d4 Ne4#\n");
    cr_assert_fen(g, s, "rn1q1bnr/ppp1pppp/3k4/1B1P4/2PPN3/8/PP3PPP/R1BbK2R b KQ -", 4);
    cr_assert_result(g, s, WHITE);
    free(s);
    /* negative test: White's series 5 played with a capture first (K:d1) reaches the same
     * mate, which Kiwi forbids and plain progressive chess allows */
    s = play(g, NULL, opening);
    cr_play(g, s, "5. K:d1 c4 Nc3 d4");
    ts_assert_refused(g, s, "Ne4");
    tb_game *sc = ts_game("chess/progressive-scottish", NULL);
    void *t = play(sc, NULL, opening);
    cr_play_series(sc, t, "5. K:d1 c4 Nc3 d4 Ne4#\n");
    cr_assert_result(sc, t, WHITE);
    free(t);
    tb_game_free(sc);
    free(s);
    tb_game_free(g);
}

/* chess.md PA-E1 with the spec's correction (c4 before Bb4): each capture ends its series,
 * Taylor's ghost forces the one-move series 5 and 7, and series 8 mates. */
static void test_pa_e1_australian(void **st)
{
    tb_game *g = ts_game("chess/progressive-australian", NULL);
    void *s = play(g, NULL,
                   "1. d4\n"
                   "2. Nc6 N:d4\n"
                   "3. Nf3 c3 c:d4\n"
                   "4. Nh6 Nf5 Nh4 N:f3+\n"
                   "5. e:f3\n"
                   "6. c5 d5 e5 Qb6 Qb3 Q:d1+\n"
                   "7. K:d1\n");
    void *printed = malloc(g->state_size);
    memcpy(printed, s, g->state_size);
    cr_play(g, printed, "8. Bf5 Bd3");
    ts_assert_refused(g, printed, "Bb4"); /* as printed: c5 blocks the bishop */
    free(printed);
    cr_play_series(g, s, "8. Bf5 Bd3 c4 Bb4 c3 c2#\n");
    cr_assert_fen(g, s, "r3k2r/pp3ppp/8/3pp3/1b1P4/3b1P2/PPp2PPP/RNBK1B1R w kq -", 4);
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
}

/* chess.md PA-E2, series 1-12 with the spec's corrections; series 13's conjectural reading
 * (Qa8 Qa6 for Qh8 Qh6) mates. */
static void test_pa_e2_australian(void **st)
{
    tb_game *g = ts_game("chess/progressive-australian", NULL);
    void *s = play(g, NULL,
                   "1. e4\n"
                   "2. d5 d:e4\n"
                   "3. Qh5 Qd5 Q:d8+\n"
                   "4. K:d8\n"
                   "5. Ke2 c4 g3 Bh3 B:c8\n"
                   "6. e5 Nf6 h5 Nc6 Ke7 R:c8\n"
                   "7. a4 h4 Nh3 Ra3 Rd3 Rd8 R:c8\n"
                   "8. Nb4 a5 Ke6 Bc5 Ng4 f5 f4 R:c8\n"
                   "9. b3 d3 Rd1 Ba3 B:b4\n"
                   "10. e3 Rd8 e4 Kf5 B:b4\n"
                   "11. d4 d5 f3 f:g4+\n"
                   "12. Ke5 g6 Bc5 Rf8 f3+\n");
    cr_assert_fen(g, s, "5r2/1pp5/6p1/p1bPk2p/P1P1p1PP/1P2ppPN/4K3/1N1R4 w - -", 4);
    void *printed = malloc(g->state_size);
    memcpy(printed, s, g->state_size);
    cr_play(g, printed, "13. Ke1 d6 d7 d8Q");
    ts_assert_refused(g, printed, "Qh8"); /* the f8 rook is in the way */
    free(printed);
    cr_play_series(g, s, "13. Ke1 d6 d7 d8Q Qa8 Qa6 Rd5#\n");
    cr_assert_result(g, s, WHITE);
    free(s);
    tb_game_free(g);
}

/* chess.md §2.3 Italian: series must be complete ('end' refused), and a check before the last
 * move loses (the synthetic test: in check at the start of a series of n >= 2 moves, every
 * escape checks the opponent, so the player loses). */
static void test_italian(void **st)
{
    tb_game *g = ts_game("chess/progressive-italian", NULL);
    void *s = play(g, NULL, "1. e4\n");
    cr_move(g, s, "e5");
    ts_assert_refused(g, s, "end");
    free(s);
    /* White, series 3, in check from the b4 bishop; d3 and e1 are covered, and every other
     * escape of the d2 king (c1, c2, e2) uncovers the d1 rook on the d7 king: each one is a
     * premature check (chess.md §2.3 rule 3, the book's d2/d3 example in a position of ours) */
    s = ts_state(g, "8/3k4/8/8/1b6/7r/3K4/3R4 w - - 0 3");
    tb_action moves[600];
    int n = g->cls->legal(g, s, moves);
    assert_true(n > 0);
    for (int i = 0; i < n; i++)
        assert_non_null(strchr(ts_action_text(g, s, moves[i]), '+'));
    ts_assert_moves(g, s, "Kc1+ Kc2+ Ke2+");
    cr_move(g, s, "Ke2");
    cr_assert_result(g, s, BLACK);
    free(s);
    /* a check on the last move of the series is fine */
    s = ts_state(g, "4k3/8/8/8/8/8/8/R3K3 w - - 0 3");
    cr_play_series(g, s, "3. Kd1 Kc1 Ra8+\n");
    assert_false(tb_game_over(g, s));
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    free(s);
    tb_game_free(g);
}

/* chess.md §2.4 English, the published synthetic test: after 1. e4 2. e6 f6, 3. e5 Nf3 Bc4
 * is legal but 3. e5 Ba6 B:b7 is not (the bishop would move twice before the others). */
static void test_english_rounds(void **st)
{
    tb_game *g = ts_game("chess/progressive-english", NULL);
    void *s = play(g, NULL, "1. e4\n2. e6 f6\n");
    void *t = malloc(g->state_size);
    memcpy(t, s, g->state_size);
    cr_play_series(g, s, "3. e5 Nf3 Bc4\n");
    cr_play(g, t, "3. e5 Ba6");
    ts_assert_refused(g, t, "B:b7");
    free(t);
    free(s);
    /* a piece moves again once every other piece has moved (E1, all_pieces) */
    s = ts_state(g, "4k3/8/8/8/8/8/8/R3K3 w - - 0 5");
    cr_play_series(g, s, "5. Ra2 Kd1 Ra3 Kc1 Ra4\n");
    free(s);
    /* a promoted piece waits for the next series */
    s = ts_state(g, "8/1P2k3/8/8/8/8/8/R3K3 w - - 0 5");
    cr_play(g, s, "5. b8Q Ra2 Kd1");
    ts_assert_refused(g, s, "Qb7");
    free(s);
    tb_game_free(g);
}

static void test_position_text(void **st)
{
    tb_game *g = ts_game("chess/progressive-portuguese", NULL);
    void *s = play(g, NULL, "1. e4\n2. e5 Nc6\n");
    cr_move(g, s, "Nf3");
    cr_move(g, s, "d4");
    char text[4096];
    g->cls->position_to_text(g, s, text, sizeof text);
    assert_string_equal(text, "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 3 "
                              "done=2 moved=f3d4 frozen=- fresh=d4 active=1");
    void *t = ts_state(g, text);
    assert_memory_equal(s, t, g->state_size);
    ts_assert_refused(g, t, "d5"); /* the d-pawn moved in this series */
    free(t);
    tb_error err = {{0}};
    const char *bad[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2", /* series 2 is Black's */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 11 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3 done=3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3 done=1 moved=e5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3 moved=e2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3 colour=red",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        if (tb_game_parse_position(g, bad[i], s, &err))
            fail_msg("'%s' accepted", bad[i]);
    free(s);
    tb_game_free(g);
}

/* Random progressive games: every position round-trips through text, every action through
 * its printed form. */
static void test_random_series(void **st)
{
    const char *ids[] = {"chess/progressive-scottish",   "chess/progressive-italian",
                         "chess/progressive-portuguese", "chess/progressive-kiwi",
                         "chess/progressive-australian", "chess/progressive-english",
                         "chess/progressive-orthodox"};
    for (size_t v = 0; v < sizeof ids / sizeof ids[0]; v++) {
        tb_game *g = ts_game(ids[v], NULL);
        void *s = ts_state(g, NULL);
        void *t = malloc(g->state_size);
        tb_action moves[600];
        unsigned seed = 99 + (unsigned)v;
        for (int ply = 0; ply < 120; ply++) {
            char text[4096];
            g->cls->position_to_text(g, s, text, sizeof text);
            tb_error err = {{0}};
            if (!tb_game_parse_position(g, text, t, &err))
                fail_msg("%s: '%s' refused: %s", ids[v], text, err.msg);
            assert_memory_equal(s, t, g->state_size);
            int n = g->cls->legal(g, s, moves);
            if (n == 0) {
                assert_true(tb_game_over(g, s));
                break;
            }
            for (int i = 0; i < n; i++) {
                tb_action back;
                const char *m = ts_action_text(g, s, moves[i]);
                if (!tb_game_parse_action(g, s, m, &back, &err))
                    fail_msg("%s: %s refused in %s: %s", ids[v], m, text, err.msg);
                assert_int_equal(back, moves[i]);
            }
            seed = seed * 1103515245u + 12345u;
            g->cls->apply(g, s, moves[(seed >> 8) % (unsigned)n]);
        }
        free(t);
        free(s);
        tb_game_free(g);
    }
}

/* chess.md PO-E1 (the book's bold black-piece moves are marked here with '*'): the colour
 * moved alternates at every move while players alternate by series; series 4 (Black player)
 * ends with a check by a black piece; series 5 starts by answering it with the white king;
 * Qh5# mates the black king, so the White player wins. */
static void test_po_e1_orthodox(void **st)
{
    tb_game *g = ts_game("chess/progressive-orthodox", NULL);
    void *s = ts_state(g, NULL);
    const char *series[] = {"b4", "*Nf6 f3", "*Ne4 f:e4 *f6", "e3 *d6 Ke2 *Bg4+",
                            "Ke1 *Bd7 d4 *g5 Qh5#"};
    for (int n = 0; n < 5; n++) {
        int player = n % 2 == 0 ? WHITE : BLACK;
        char buf[128];
        snprintf(buf, sizeof buf, "%s", series[n]);
        char *save = NULL;
        for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
            assert_int_equal(g->cls->to_move(g, s), player);
            /* the colour to move is the one the book marks */
            tb_view v;
            tb_view_init(&v);
            g->cls->view(g, s, &v);
            assert_non_null(strstr(v.status, tok[0] == '*' ? "Black moves" : "White moves"));
            tb_view_free(&v);
            cr_move(g, s, tok[0] == '*' ? tok + 1 : tok);
        }
        assert_true(tb_game_over(g, s) || g->cls->to_move(g, s) != player);
    }
    cr_assert_fen(g, s, "rn1qkb1r/pppbp2p/3p1p2/6pQ/1P1PP3/4P3/P1P3PP/RNB1KBNR b kq -", 4);
    cr_assert_result(g, s, WHITE);
    free(s);
    tb_game_free(g);
}

/* chess.md §2.8 O1 and O3: a player who mates his own king loses; with the Black player first
 * the colours keep their order and the roles swap. */
static void test_orthodox_options(void **st)
{
    tb_game *g = ts_game("chess/progressive-orthodox", NULL);
    /* 1. f3 (White player, white pawn) 2. e5 g4 (Black player: a black pawn, then a white
     * one) 3. Qh4# (White player, black queen): he mates his own king and loses (O1). */
    void *s = ts_state(g, NULL);
    cr_play_series(g, s, "1. f3\n2. e5 g4\n");
    cr_play(g, s, "3. Qh4#");
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
    g = ts_game("chess/progressive-orthodox", "orthodox_progressive_first_player=black");
    s = ts_state(g, NULL);
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    cr_play_series(g, s, "1. f3\n2. e5 g4\n");
    cr_play(g, s, "3. Qh4#");
    /* now the Black player made series 1 and 3 and gave the mate; the mated white king is
     * still the White player's, who loses */
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
    tb_error err = {{0}};
    assert_null(tb_game_new(tb_registry_find("chess/progressive-orthodox"),
                            "orthodox_progressive_first_player=red", &err));
    g = ts_game("chess/progressive-orthodox", "orthodox_progressive_draw=fifty_move");
    s = ts_state(g, "4k3/8/8/8/8/8/8/R3K3 w - - 0 7 halfmove=99");
    cr_move(g, s, "Ra2");
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* chess.md E1 and E2: the English options. A pawn that cannot move blocks a new round under
 * all_pieces (so the series ends when nothing else may move) but not under mobile_pieces;
 * english_en_passant=none removes en passant. */
static void test_english_options(void **st)
{
    const char *pos = "4k3/8/8/8/8/7p/7P/R3K3 w - - 0 5";
    tb_game *g = ts_game("chess/progressive-english", NULL);
    void *s = ts_state(g, pos);
    cr_play(g, s, "Ra2 Kd1");
    assert_int_equal(g->cls->to_move(g, s), BLACK); /* nothing left that may move */
    free(s);
    tb_game_free(g);
    g = ts_game("chess/progressive-english", "english_round_rule=mobile_pieces");
    s = ts_state(g, pos);
    cr_play(g, s, "Ra2 Kd1 Ra3");
    assert_int_equal(g->cls->to_move(g, s), WHITE);
    free(s);
    tb_game_free(g);
    const char *opening = "1. e4\n2. Nc6 Nf6\n3. e5\n4. d5 a6\n";
    g = ts_game("chess/progressive-english", NULL);
    s = play(g, NULL, opening);
    cr_move(g, s, "e:d6");
    free(s);
    tb_game_free(g);
    g = ts_game("chess/progressive-english", "english_en_passant=none");
    s = play(g, NULL, opening);
    ts_assert_refused(g, s, "e:d6");
    free(s);
    tb_game_free(g);
}

/* chess.md I1, option illegal: premature checks are not offered. In check with every escape
 * checking: no complete series, a loss. Not in check but every move checking: a draw (where
 * the default `loses` makes him lose). A first move that leads into a dead end is not
 * offered. */
static void test_italian_illegal(void **st)
{
    tb_game *g = ts_game("chess/progressive-italian", "italian_premature_check=illegal");
    tb_game *loses = ts_game("chess/progressive-italian", NULL);
    void *s = ts_state(g, "8/3k4/8/8/1b6/7r/3K4/3R4 w - - 0 3");
    ts_assert_moves(g, s, "");
    cr_assert_result(g, s, BLACK);
    free(s);
    /* the b1 king is boxed in and the a2 knight can only uncover the a1 rook on a8 */
    const char *boxed = "k7/8/8/8/8/2p1n3/N2b4/RK6 w - - 0 3";
    s = ts_state(g, boxed);
    ts_assert_moves(g, s, "");
    cr_assert_result(g, s, -1);
    free(s);
    s = ts_state(loses, boxed);
    ts_assert_moves(loses, s, "Nb4+ Nc1+ N:c3+");
    cr_move(loses, s, "N:c3");
    cr_assert_result(loses, s, BLACK);
    free(s);
    /* with an h-pawn that has three steps left: series 3 can be completed (h4 h5 and a
     * check), series 5 cannot (four quiet moves needed), so h4 is not offered there */
    s = ts_state(g, "k7/7p/8/8/8/2p1n2P/N2b4/RK6 w - - 0 3");
    ts_assert_moves(g, s, "h4");
    cr_play(g, s, "h4 h5 Nb4+");
    assert_int_equal(g->cls->to_move(g, s), BLACK);
    free(s);
    s = ts_state(g, "k7/7p/8/8/8/2p1n2P/N2b4/RK6 w - - 0 5");
    ts_assert_moves(g, s, "");
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(loses);
    tb_game_free(g);
}

/* chess.md PS-E5, the first of the book's analysis claims: after series 2 Black threatens the
 * mate 4. Nc6 Nb4 Qa5 N:c2#. Against a White series 3 that does nothing about it (three
 * quiet pawn moves), the four moves are legal and mate. */
static void test_ps_e5_threat_after_series_2(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = ts_state(g, NULL);
    cr_play_series(g, s, "1. d4\n2. c5 c:d4\n3. h3 h4 a3\n4. Nc6 Nb4 Qa5 N:c2#\n");
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ps_e1_mate),
        cmocka_unit_test(test_ps_e2_galvins_ghost),
        cmocka_unit_test(test_ps_e3_mass_captures),
        cmocka_unit_test(test_ps_e4_awkward_check),
        cmocka_unit_test(test_ps_e5_corrected),
        cmocka_unit_test(test_series_rules),
        cmocka_unit_test(test_midseries_stalemate),
        cmocka_unit_test(test_ten_quiet_series),
        cmocka_unit_test(test_repetition_at_series_starts),
        cmocka_unit_test(test_pp_e1_portuguese),
        cmocka_unit_test(test_pk_e1_kiwi),
        cmocka_unit_test(test_pa_e1_australian),
        cmocka_unit_test(test_pa_e2_australian),
        cmocka_unit_test(test_italian),
        cmocka_unit_test(test_italian_illegal),
        cmocka_unit_test(test_english_rounds),
        cmocka_unit_test(test_english_options),
        cmocka_unit_test(test_po_e1_orthodox),
        cmocka_unit_test(test_orthodox_options),
        cmocka_unit_test(test_position_text),
        cmocka_unit_test(test_random_series),
        cmocka_unit_test(test_ps_e5_threat_after_series_2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
