/* The orthodox evaluation's pawn terms (src/games/chess/eval.c) counted as their definitions
 * say, pawn by pawn: eval.c finds them a whole board at a time, and this suite checks those
 * sets against a plain count over positions of random games and a few pawn-heavy ones. The
 * counts are read from the trace the tuner uses (eval_traced.h: eval.c compiled again with
 * CHESS_EVAL_TRACE, as bench/chess_tune.c does). */
#include "support.h"

#include <stdlib.h>
#include <string.h>

#include "games/chess/eval_traced.h"

#include "tabula/rng.h"

/* How often a weight counted for `colour` in the last evaluation. */
#define COUNT(colour, w) (chess_trace.coef[colour][&(w) - (const chess_we *)&EW])

typedef struct pawn_counts {
    int doubled, isolated, connected[8], passed[8], passed_free, passed_kings;
} pawn_counts;

static bool pawn_of(const cb_board *b, int colour, int file, int rank)
{
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 &&
           (b->colour[colour] & b->piece[CB_PAWN] & CB_BIT(rank * 8 + file));
}

/* The terms of `colour`'s pawns, one pawn at a time, as the comments of eval.c define them. */
static pawn_counts count_by_pawn(const cb_board *b, int colour)
{
    pawn_counts n;
    memset(&n, 0, sizeof n);
    int ahead = colour == CB_WHITE ? 1 : -1;
    for (int sq = 0; sq < 64; sq++) {
        int f = sq % 8, r = sq / 8;
        if (!pawn_of(b, colour, f, r))
            continue;
        int own_on_file = 0, beside_files = 0;
        bool blocked = false;
        for (int rr = 0; rr < 8; rr++) {
            own_on_file += pawn_of(b, colour, f, rr);
            beside_files += pawn_of(b, colour, f - 1, rr) + pawn_of(b, colour, f + 1, rr);
            if ((rr - r) * ahead > 0)
                for (int ff = f - 1; ff <= f + 1; ff++)
                    blocked |= pawn_of(b, !colour, ff, rr);
        }
        n.doubled += own_on_file > 1;
        n.isolated += beside_files == 0;
        int rank = colour == CB_WHITE ? r : 7 - r;
        /* a pawn of ours beside it, or one defending it (a rank behind, a file aside) */
        if (pawn_of(b, colour, f - 1, r) || pawn_of(b, colour, f + 1, r) ||
            pawn_of(b, colour, f - 1, r - ahead) || pawn_of(b, colour, f + 1, r - ahead))
            n.connected[rank]++;
        if (blocked)
            continue;
        n.passed[rank]++;
        int weight = rank - 2, stop = sq + 8 * ahead;
        if (weight <= 0 || stop < 0 || stop >= 64)
            continue;
        if (!((b->colour[0] | b->colour[1]) & CB_BIT(stop)))
            n.passed_free += weight;
        uint64_t ours = b->colour[colour] & b->piece[CB_KING];
        uint64_t theirs = b->colour[!colour] & b->piece[CB_KING];
        if (ours && theirs)
            n.passed_kings += weight * (2 * distance(__builtin_ctzll(theirs), stop) -
                                        distance(__builtin_ctzll(ours), stop));
    }
    return n;
}

static void check_position(const cb_board *b)
{
    memset(&chess_trace, 0, sizeof chess_trace);
    traced_eval_orthodox(b);
    for (int c = 0; c < 2; c++) {
        pawn_counts want = count_by_pawn(b, c);
        assert_int_equal(COUNT(c, EW.doubled), want.doubled);
        assert_int_equal(COUNT(c, EW.isolated), want.isolated);
        for (int r = 0; r < 8; r++) {
            assert_int_equal(COUNT(c, EW.connected[r]), want.connected[r]);
            assert_int_equal(COUNT(c, EW.passed[r]), want.passed[r]);
        }
        assert_int_equal(COUNT(c, EW.passed_free), want.passed_free);
        assert_int_equal(COUNT(c, EW.passed_kings), want.passed_kings);
    }
}

static const char *const PAWN_POSITIONS[] = {
    /* doubled and tripled files, isolated pawns, a pawn chain, passed pawns on both wings */
    "4k3/p1p3p1/2p3p1/2p5/1P5P/1P2P3/1P1P4/4K3 w - - 0 1",
    "8/3k4/1p6/pP1p4/P2P1pP1/5P2/2K5/8 b - - 0 1",
    "6k1/8/1P6/P7/8/8/5ppp/6K1 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8",
};

static void test_pawn_terms_fixed(void **st)
{
    (void)st;
    tb_game *g = ts_game("chess", NULL);
    for (size_t i = 0; i < sizeof PAWN_POSITIONS / sizeof PAWN_POSITIONS[0]; i++) {
        void *s = ts_state(g, PAWN_POSITIONS[i]);
        chess_snapshot snap;
        assert_true(chess_snapshot_of(g, s, &snap));
        check_position(&snap.board);
        free(s);
    }
    tb_game_free(g);
}

/* Positions along random games: every structure the moves make. */
static void test_pawn_terms_random_games(void **st)
{
    (void)st;
    tb_rng rng;
    tb_rng_seed(&rng, 20261203);
    int checked = 0;
    for (int game = 0; game < 200; game++) {
        cb_board b;
        chess_board_start(&b);
        for (int ply = 0; ply < 160; ply++) {
            cb_move moves[CB_MAX_MOVES];
            int n = chess_board_legal_moves(&b, moves);
            if (n == 0)
                break;
            chess_make_move(&b, moves[tb_rng_below(&rng, (uint32_t)n)]);
            check_position(&b);
            checked++;
        }
    }
    assert_true(checked > 10000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pawn_terms_fixed),
        cmocka_unit_test(test_pawn_terms_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
