/* Orthodox chess: rules/chess.md §0 and §1 (worked examples C-E1 ... C-E5). */
#include "support.h"

#include "chess_record.h"

enum { WHITE = 0, BLACK = 1 };

static const char *C_E1 = "1. e4, Nc6; 2. Bc4, d6; 3. d3, e5; 4. Nf3, Nf6; 5. Bg5, h6; "
                          "6. B:f6, Q:f6; 7. Bb5, Bd7; 8. Nc3, Nd4; 9. B:d7+";

/* chess.md C-E1: the game fragment is legal and ends in check; Black's replies. */
static void test_c_e1_fragment(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, NULL);
    cr_play(g, s, C_E1);
    cr_assert_fen(g, s, "r3kb1r/pppB1pp1/3p1q1p/4p3/3nP3/2NP1N2/PPP2PPP/R2QK2R b KQkq - 0 9", 6);
    ts_assert_moves(g, s, "Kd8 Ke7 K:d7");
    free(s);
    tb_game_free(g);
}

/* chess.md C-E1: the book's text of the record round-trips through the printer. */
static void test_c_e1_printer(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, NULL);
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", C_E1);
    char *save = NULL;
    for (char *tok = strtok_r(buf, " ,;", &save); tok; tok = strtok_r(NULL, " ,;", &save)) {
        if (cr_is_number(tok))
            continue;
        tb_action a;
        tb_error err = {{0}};
        assert_true(tb_game_parse_action(g, s, tok, &a, &err));
        assert_string_equal(ts_action_text(g, s, a), tok);
        g->cls->apply(g, s, a);
    }
    free(s);
    tb_game_free(g);
}

/* chess.md C-E2: pawn moves, captures and en passant only on the very next ply. */
static void test_c_e2_pawns(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "4k3/5p2/8/6P1/3p4/4P3/1P6/4K3 w - - 0 1");
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "e3:d4", &a, &err));
    assert_true(tb_game_parse_action(g, s, "b3", &a, &err));
    assert_true(tb_game_parse_action(g, s, "b4", &a, &err));
    free(s);

    s = ts_state(g, "4k3/5p2/8/6P1/3p4/4P3/1P6/4K3 b - - 0 1");
    assert_true(tb_game_parse_action(g, s, "d3", &a, &err));
    assert_true(tb_game_parse_action(g, s, "d4:e3", &a, &err));
    void *later = malloc(g->state_size);
    cr_play(g, s, "1. ... f5");
    memcpy(later, s, g->state_size);
    cr_play(g, s, "2. g5:f6");
    cr_assert_fen(g, s, "4k3/8/5P2/8/3p4/4P3/1P6/4K3 b - - 0 2", 6);
    /* a ply later the capture is gone */
    cr_play(g, later, "2. Kd2 Ke7");
    ts_assert_refused(g, later, "g5:f6");
    ts_assert_refused(g, later, "gxf6");
    free(later);
    free(s);
    tb_game_free(g);
}

/* chess.md C-E3: both castlings, with the rook placed on the square the king crossed. */
static void test_c_e3_castling(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    void *q = ts_state(g, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    cr_play(g, s, "0-0");
    cr_assert_fen(g, s, "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", 6);
    cr_play(g, q, "0-0-0");
    cr_assert_fen(g, q, "4k3/8/8/8/8/8/8/2KR3R b - - 1 1", 6);
    free(s);
    free(q);
    tb_game_free(g);
}

/* chess.md §1 piece moves (c) and C1: no castling out of, through or into check; the b-file
 * square may be attacked. */
static void test_castling_conditions(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    void *t;
    t = ts_state(g, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    free(t);
    t = ts_state(g, "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* in check */
    ts_assert_refused(g, t, "0-0");
    ts_assert_refused(g, t, "0-0-0");
    free(t);
    t = ts_state(g, "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* f1 attacked */
    ts_assert_refused(g, t, "0-0");
    cr_play(g, t, "0-0-0");
    free(t);
    t = ts_state(g, "1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* only b1 attacked */
    cr_play(g, t, "O-O-O");
    free(t);
    t = ts_state(g, "6k1/8/8/8/8/8/8/RN2K1NR w KQ - 0 1"); /* pieces between */
    ts_assert_refused(g, t, "0-0");
    ts_assert_refused(g, t, "0-0-0");
    free(t);
    /* a moved rook loses its right, a captured rook too */
    cr_play(g, s, "Rh2 Kd8 Rh1 Kd7");
    ts_assert_refused(g, s, "0-0");
    cr_play(g, s, "0-0-0");
    free(s);
    tb_game_free(g);
}

/* chess.md C-E4, White to move: 1. e7+ Ke8 2. Ke6 is stalemate, a draw. */
static void test_c_e4_stalemate(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "3k4/8/3KP3/8/8/8/8/8 w - - 0 1");
    cr_play(g, s, "1. e7+");
    ts_assert_moves(g, s, "Ke8 Kc8");
    cr_play(g, s, "1. ... Ke8 2. Ke6");
    ts_assert_moves(g, s, "");
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* chess.md C-E4, Black to move: 1. ... Ke8 2. e7 Kf7 (forced) 3. Kd7 and the pawn promotes. */
static void test_c_e4_black_to_move(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "3k4/8/3KP3/8/8/8/8/8 b - - 0 1");
    cr_play(g, s, "1. ... Ke8 2. e7");
    ts_assert_moves(g, s, "Kf7");
    cr_play(g, s, "2. ... Kf7 3. Kd7");
    tb_action replies[512];
    int n = g->cls->legal(g, s, replies);
    assert_true(n > 0);
    void *c = malloc(g->state_size);
    for (int i = 0; i < n; i++) {
        memcpy(c, s, g->state_size);
        g->cls->apply(g, c, replies[i]);
        tb_action a;
        tb_error err = {{0}};
        assert_true(tb_game_parse_action(g, c, "e8Q", &a, &err));
    }
    free(c);
    free(s);
    tb_game_free(g);
}

/* chess.md C-E5 and §0.2: the book's notation and standard SAN both parse. */
static void test_c_e5_notation(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    /* two rooks can take on d4: the file says which */
    void *s = ts_state(g, "7k/8/8/8/3pR3/8/8/3RK3 w - - 0 1");
    tb_action a, b;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "Re:d4", &a, &err));
    assert_int_equal(a & 63, 28); /* from e4 */
    assert_true(tb_game_parse_action(g, s, "Rexd4", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "Re:d4");
    ts_assert_refused(g, s, "R:d4"); /* ambiguous */
    free(s);
    /* pawn captures: origin square, origin file, SAN; castling with zeros or letters */
    s = ts_state(g, "r3k2r/8/8/8/8/4p3/3P4/R3K2R w KQkq - 0 1");
    const char *same[] = {"d2:e3", "d:e3", "dxe3", "d2xe3", "d2e3", "d:e"};
    assert_true(tb_game_parse_action(g, s, same[0], &a, &err));
    for (size_t i = 1; i < sizeof same / sizeof same[0]; i++) {
        assert_true(tb_game_parse_action(g, s, same[i], &b, &err));
        assert_int_equal(a, b);
    }
    assert_string_equal(ts_action_text(g, s, a), "d2:e3");
    assert_true(tb_game_parse_action(g, s, "0-0", &a, &err));
    assert_true(tb_game_parse_action(g, s, "O-O", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "0-0");
    assert_true(tb_game_parse_action(g, s, "0-0-0", &a, &err));
    assert_true(tb_game_parse_action(g, s, "O-O-O", &b, &err));
    assert_int_equal(a, b);
    assert_true(tb_game_parse_action(g, s, "Ra1-a8!?", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "R:a8+");
    free(s);
    /* check and mate marks: e7+, ++ and # all parse; the printer writes + and # */
    s = ts_state(g, "3k4/8/3KP3/8/8/8/8/8 w - - 0 1");
    assert_true(tb_game_parse_action(g, s, "e7+", &a, &err));
    assert_true(tb_game_parse_action(g, s, "e7", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "e7+");
    free(s);
    s = ts_state(g, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    assert_true(tb_game_parse_action(g, s, "Ra8++", &a, &err));
    assert_true(tb_game_parse_action(g, s, "Ra8#", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "Ra8#");
    g->cls->apply(g, s, a);
    cr_assert_result(g, s, WHITE);
    free(s);
    tb_game_free(g);
}

/* §0.2 promotion: d1Q, e8=Q, e7e8q; the piece letter is required; disambiguation forms. */
static void test_promotion_and_disambiguation(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
    tb_action a, b;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "e8Q", &a, &err));
    assert_true(tb_game_parse_action(g, s, "e8=Q", &b, &err));
    assert_int_equal(a, b);
    assert_true(tb_game_parse_action(g, s, "e7e8q", &b, &err));
    assert_int_equal(a, b);
    assert_string_equal(ts_action_text(g, s, a), "e8Q+");
    assert_true(tb_game_parse_action(g, s, "e:d8N", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "e7:d8N");
    ts_assert_refused(g, s, "e8");
    ts_assert_refused(g, s, "e8K");
    ts_assert_moves(g, s, "e8Q+ e8R+ e8B e8N e7:d8Q+ e7:d8R+ e7:d8B e7:d8N Ka2 Kb1 Kb2");
    free(s);
    /* knights on b1 and f3 both reach d2; queens needing the full square */
    s = ts_state(g, "2k5/8/8/8/Q6Q/8/8/1N2KN1Q w - - 0 1");
    ts_assert_refused(g, s, "Nd2");
    assert_true(tb_game_parse_action(g, s, "Nbd2", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "Nbd2");
    assert_true(tb_game_parse_action(g, s, "Qh4e4", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "Qh4e4");
    assert_true(tb_game_parse_action(g, s, "Q1e4", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "Q1e4");
    free(s);
    tb_game_free(g);
}

static void test_bad_moves_refused(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, NULL);
    const char *bad[] = {
        "",       "e5", "Nf4", "Ke2", "0-0", "z9",         "e2e5", "Nf3x",
        "Qd1-d3", "e9", "N",   "xyz", "end", "e4e5e6e7e8", "Kxe2", "a1b1c1d1e1f1g1h1a2b2c2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ts_assert_refused(g, s, bad[i]);
    free(s);
    tb_game_free(g);
}

/* §1 end and C3: the third occurrence of a position draws at once. */
static void test_threefold_repetition(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, NULL);
    cr_play(g, s, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1");
    assert_false(tb_game_over(g, s));
    cr_play(g, s, "4. ... Ng8");
    cr_assert_result(g, s, -1);
    tb_action moves[512];
    assert_int_equal(g->cls->legal(g, s, moves), 0);
    /* the history survives the position text */
    char text[4096];
    g->cls->position_to_text(g, s, text, sizeof text);
    void *t = ts_state(g, text);
    assert_memory_equal(s, t, g->state_size);
    cr_assert_result(g, t, -1);
    free(t);
    free(s);
    tb_game_free(g);
}

/* C3: castling rights are part of the FIDE identity; option placement ignores them. */
static void test_repetition_identity(void **st)
{
    const char *start = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const char *moves = "1. Ke2 Ke7 2. Ke1 Ke8 3. Ke2 Ke7 4. Ke1 Ke8";
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, start);
    cr_play(g, s, moves);
    assert_false(tb_game_over(g, s)); /* the start had castling rights: twice only */
    free(s);
    tb_game_free(g);
    g = ts_game("chess", "repetition_identity=placement");
    s = ts_state(g, start);
    cr_play(g, s, moves);
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* C2: 100 plies by default, 50 with the option; a mate on the last ply still wins. */
static void test_fifty_move_rule(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
    void *m = ts_state(g, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
    cr_play(g, s, "Kf1");
    cr_assert_result(g, s, -1);
    cr_play(g, m, "Ra8#");
    cr_assert_result(g, m, WHITE);
    free(s);
    free(m);
    s = ts_state(g, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 49 80");
    cr_play(g, s, "Kf1");
    assert_false(tb_game_over(g, s));
    free(s);
    tb_game_free(g);
    g = ts_game("chess", "fifty_move_plies=50");
    s = ts_state(g, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 49 80");
    cr_play(g, s, "Kf1");
    cr_assert_result(g, s, -1);
    free(s);
    tb_game_free(g);
}

/* C4: insufficient material draws only with the option. */
static void test_dead_position_option(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/4KB2 w - - 0 1");
    assert_false(tb_game_over(g, s));
    free(s);
    tb_game_free(g);
    g = ts_game("chess", "dead_position_draw=on");
    const char *dead[] = {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1",
                          "4kn2/8/8/8/8/8/8/4K3 w - - 0 1", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"};
    const char *alive[] = {"4k3/8/8/8/8/8/8/4KN1N w - - 0 1", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1",
                           "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"};
    for (size_t i = 0; i < sizeof dead / sizeof dead[0]; i++) {
        s = ts_state(g, dead[i]);
        cr_assert_result(g, s, -1);
        free(s);
    }
    for (size_t i = 0; i < sizeof alive / sizeof alive[0]; i++) {
        s = ts_state(g, alive[i]);
        assert_false(tb_game_over(g, s));
        free(s);
    }
    tb_game_free(g);
    tb_error err = {{0}};
    assert_null(tb_game_new(tb_registry_find("chess"), "dead_position_draw=maybe", &err));
    assert_null(tb_game_new(tb_registry_find("chess"), "fifty_move_plies=75", &err));
}

static void test_fen_round_trip(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    const char *fens[] = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                          "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", "4k3/8/8/8/8/8/8/4K3 b - - 37 90"};
    char text[4096];
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        void *s = ts_state(g, fens[i]);
        g->cls->position_to_text(g, s, text, sizeof text);
        if (i == 3) /* the e4 pawn is pinned: no en passant, so no en-passant square */
            assert_string_equal(text, "8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1");
        else
            assert_string_equal(text, fens[i]);
        free(s);
    }
    /* short forms default the fields */
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/4K3 b");
    g->cls->position_to_text(g, s, text, sizeof text);
    assert_string_equal(text, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    free(s);
    tb_game_free(g);
}

static void test_bad_positions_refused(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    const char *bad[] = {
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",   /* no black king */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1", /* two kings */
        "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",                           /* pawn on rank 8 */
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",                            /* right without rook */
        "4k3/8/8/8/8/8/8/4K2R w X - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", /* no pawn to take */
        "4k3/8/8/8/8/8/8/4K3 w - - -3 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 done=2",
        "4k3/8/8/8/8/8/8/4K3 w - - 2 1 rep=1,2,3",
        "4k2R/8/8/8/8/8/8/4K3 w - - 0 1", /* the side not to move is in check */
        "4k3/8/8/8/8/8/8/4K3/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
        "QQQQQQQQ/QQQQQQQQ/QQk5/8/8/8/8/4K3 w - - 0 1",
    };
    void *s = ts_state(g, NULL);
    void *before = malloc(g->state_size);
    memcpy(before, s, g->state_size);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_error err = {{0}};
        if (tb_game_parse_position(g, bad[i], s, &err))
            fail_msg("position '%s' accepted", bad[i]);
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(before, s, g->state_size);
    }
    free(before);
    free(s);
    tb_game_free(g);
}

/* Every position reached in random games round-trips through text, every legal move through
 * its printed form, and the game ends (the fifty-move rule bounds it). */
static void test_random_games_round_trip(void **st)
{
    const char *ids[] = {"chess", "chess/losing"};
    for (int v = 0; v < 2; v++) {
        tb_game *g = ts_game(ids[v], NULL);
        void *s = ts_state(g, NULL);
        void *t = malloc(g->state_size);
        tb_action moves[600];
        unsigned seed = 12345;
        for (int game = 0; game < 3; game++) {
            g->cls->initial(g, s);
            int plies = 0;
            for (;;) {
                char text[4096];
                g->cls->position_to_text(g, s, text, sizeof text);
                tb_error err = {{0}};
                if (!tb_game_parse_position(g, text, t, &err))
                    fail_msg("%s: '%s' refused: %s", ids[v], text, err.msg);
                assert_memory_equal(s, t, g->state_size);
                int n = g->cls->legal(g, s, moves);
                if (n == 0)
                    break;
                for (int i = 0; i < n; i++) {
                    tb_action back;
                    const char *m = ts_action_text(g, s, moves[i]);
                    if (!tb_game_parse_action(g, s, m, &back, &err))
                        fail_msg("%s: %s refused in %s: %s", ids[v], m, text, err.msg);
                    assert_int_equal(back, moves[i]);
                }
                seed = seed * 1103515245u + 12345u;
                g->cls->apply(g, s, moves[(seed >> 8) % (unsigned)n]);
                assert_true(++plies < 2000);
            }
            assert_true(tb_game_over(g, s));
        }
        free(t);
        free(s);
        tb_game_free(g);
    }
}

static void test_view(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, NULL);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 64);
    assert_int_equal(v.num_pieces, 32);
    int e1 = tb_view_find(&v, "e1"), d8 = tb_view_find(&v, "d8"), a1 = tb_view_find(&v, "a1");
    assert_string_equal(v.pieces[v.cells[e1].first_piece].symbol, "K");
    assert_string_equal(v.pieces[v.cells[d8].first_piece].symbol, "q");
    assert_true(v.cells[a1].marks & TB_MARK_DARK);
    assert_false(v.cells[tb_view_find(&v, "h1")].marks & TB_MARK_DARK);
    tb_view_free(&v);
    /* the evaluation is symmetric at the start and counts material */
    assert_int_equal(g->cls->evaluate(g, s, WHITE), 0);
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert_true(g->cls->evaluate(g, s, WHITE) > 800);
    assert_true(g->cls->evaluate(g, s, BLACK) < -800);
    free(s);
    tb_game_free(g);
}

/* A rook taken on its corner takes its side's castling right with it (the FEN's castling
 * field, PGN standard §16.1.3.3): otherwise a rook coming back to h8 would castle again.
 * (Mutant chess-rook-taken-keeps-rights: the perft suites' positions never show it.) */
static void test_rights_taken_with_the_rook(void **unused)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, "r3k2r/8/8/8/8/8/1B6/R3K2R w KQkq - 0 1");
    ts_play(g, s, "Bxh8");
    assert_string_equal(ts_position_text(g, s), "r3k2B/8/8/8/8/8/8/R3K2R b KQq - 0 1");
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_c_e1_fragment),
        cmocka_unit_test(test_c_e1_printer),
        cmocka_unit_test(test_c_e2_pawns),
        cmocka_unit_test(test_c_e3_castling),
        cmocka_unit_test(test_castling_conditions),
        cmocka_unit_test(test_c_e4_stalemate),
        cmocka_unit_test(test_c_e4_black_to_move),
        cmocka_unit_test(test_c_e5_notation),
        cmocka_unit_test(test_promotion_and_disambiguation),
        cmocka_unit_test(test_bad_moves_refused),
        cmocka_unit_test(test_threefold_repetition),
        cmocka_unit_test(test_repetition_identity),
        cmocka_unit_test(test_fifty_move_rule),
        cmocka_unit_test(test_dead_position_option),
        cmocka_unit_test(test_fen_round_trip),
        cmocka_unit_test(test_bad_positions_refused),
        cmocka_unit_test(test_random_games_round_trip),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_rights_taken_with_the_rook),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
