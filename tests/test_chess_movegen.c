/* The legal move generator of orthodox chess (board.c: pin masks, check evasions, castling
 * against the enemy's attacks, magic-bitboard sliders) against the plain definition: every
 * pseudo-legal move that does not leave the mover's king attacked, in the same order. Checked
 * on the published perft positions and on every position of random games (with the test of
 * check before a quiet move is made); the perft counts
 * themselves are in test_chess_perft.c. */
#include "support.h"

#include "games/chess/engine.h"

/* The legal moves by definition: pseudo-legal, then made and tested. */
static int by_definition(const cb_board *b, cb_move *out)
{
    cb_move pseudo[CB_MAX_MOVES];
    int n = chess_board_pseudo_moves(b, true, false, pseudo), k = 0;
    for (int i = 0; i < n; i++) {
        cb_board after = *b;
        chess_make_move(&after, pseudo[i]);
        if (!chess_in_check(&after, b->side))
            out[k++] = pseudo[i];
    }
    return k;
}

static int quiet_checks; /* quiet moves giving check that were compared */

/* Both generators agree on b; returns the number of legal moves (and fills out). The test of
 * check before a quiet move is made (chess_quiet_move_checks, which the search prunes by)
 * agrees with chess_in_check after it. */
static int agree(const cb_board *b, cb_move *out)
{
    cb_move expected[CB_MAX_MOVES];
    assert_true(chess_board_legal_applies(b));
    int n = chess_board_legal_moves(b, out), k = by_definition(b, expected);
    assert_int_equal(n, k);
    for (int i = 0; i < n; i++) {
        assert_int_equal(out[i], expected[i]);
        cb_move m = out[i];
        if (chess_is_capture(b, m) || cb_promo(m) || chess_is_castle(b, m))
            continue;
        cb_board after = *b;
        chess_make_move(&after, m);
        bool checks = chess_in_check(&after, !b->side);
        assert_int_equal(chess_quiet_move_checks(b, m), checks);
        quiet_checks += checks;
    }
    return n;
}

static cb_board board_of(const char *fen)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, fen);
    chess_snapshot snap;
    assert_true(chess_snapshot_of(g, s, &snap));
    free(s);
    tb_game_free(g);
    return snap.board;
}

/* The positions of test_chess_perft.c's orthodox cases: castling, en passant, pins,
 * promotions, discovered checks. */
static const char *const FENS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
};

/* Two plies from each position: every child is compared too. */
static void test_published_positions(void **st)
{
    (void)st;
    for (size_t f = 0; f < sizeof FENS / sizeof FENS[0]; f++) {
        cb_board b = board_of(FENS[f]);
        cb_move moves[CB_MAX_MOVES], replies[CB_MAX_MOVES];
        int n = agree(&b, moves);
        for (int i = 0; i < n; i++) {
            cb_board c = b;
            chess_make_move(&c, moves[i]);
            if (chess_board_legal_applies(&c))
                agree(&c, replies);
        }
    }
}

/* Random games from the start (a fixed xorshift sequence), compared at every ply. */
static void test_random_games(void **st)
{
    (void)st;
    uint64_t rng = 0x9E3779B97F4A7C15ULL;
    int positions = 0, checks = 0;
    for (int game = 0; game < 300; game++) {
        cb_board b;
        chess_board_start(&b);
        for (int ply = 0; ply < 200; ply++) {
            cb_move moves[CB_MAX_MOVES];
            int n = agree(&b, moves);
            positions++;
            checks += chess_in_check(&b, b.side);
            if (n == 0)
                break;
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            chess_make_move(&b, moves[rng % (uint64_t)n]);
            if (!chess_board_legal_applies(&b))
                break;
        }
    }
    assert_true(positions > 10000);
    assert_true(checks > 100); /* evasions were compared, not only quiet positions */
    assert_true(quiet_checks > 1000); /* and quiet moves that check, direct and discovered */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_published_positions),
        cmocka_unit_test(test_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
