/* Perft of the chess engine through the game contract, against published counts: the
 * Chess Programming Wiki "Perft Results" page (positions 1-6, Kiwipete is position 2) and
 * Martin Sedlak's perft suite of special cases (en passant, castling, promotion,
 * stalemate; its shallower depths checked with Stockfish 15.1 `go perft`), and for losing chess
 * against Fairy-Stockfish 11.1 ("antichess", `go perft N`). Depths are kept small for
 * AddressSanitizer; bench/chess_perft_vs_stockfish.sh runs the full depths against the peers. */
#include "support.h"

typedef struct perft_case {
    const char *variant, *fen;
    int depth;
    unsigned long long nodes;
} perft_case;

static const perft_case cases[] = {
    /* CPW Perft Results */
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},
    {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238},
    {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467},
    {"chess", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 3, 9467},
    {"chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379},
    {"chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890},
    /* Sedlak's suite */
    {"chess", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 5, 185429},        /* avoid illegal e.p. */
    {"chess", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 5, 206379},      /* e.p. gives check */
    {"chess", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 5, 120330},           /* 0-0 gives check */
    {"chess", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 5, 141077},           /* 0-0-0 gives check */
    {"chess", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 3, 27826}, /* castling rights */
    {"chess", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 3, 50509},  /* castling prevented */
    {"chess", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 4, 19174},         /* promote out of check */
    {"chess", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 4, 31961},       /* discovered check */
    {"chess", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342},           /* promote giving check */
    {"chess", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683},             /* under-promotion */
    {"chess", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217},              /* self stalemate */
    {"chess", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 6, 43261},            /* stalemate, mate */
    {"chess", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527},         /* stalemate, mate */
    /* Fairy-Stockfish, antichess */
    {"chess/losing", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4, 153299},
    {"chess/losing", "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2", 4, 74},
    {"chess/losing", "K7/8/4k2n/8/n6q/8/8/2r1rb2 b - - 0 1", 4, 43561},
    {"chess/losing", "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 4, 8568},
    {"chess/losing", "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b - d3 0 2", 4, 1483},
    {"chess/losing", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w - - 0 1", 4, 28},
};

/* Counts leaves with legal() at the last level; a finished game has no moves. */
static unsigned long long perft(const tb_game *g, const void *state, int depth, tb_action *buf)
{
    int n = g->cls->legal(g, state, buf);
    if (depth == 1)
        return (unsigned long long)n;
    unsigned long long total = 0;
    void *child = malloc(g->state_size);
    for (int i = 0; i < n; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, buf[i]);
        total += perft(g, child, depth - 1, buf + g->max_actions);
    }
    free(child);
    return total;
}

static void test_perft(void **st)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const perft_case *c = &cases[i];
        tb_game *g = ts_game(c->variant, NULL);
        void *s = ts_state(g, c->fen);
        tb_action *buf = malloc(sizeof *buf * (size_t)g->max_actions * (size_t)c->depth);
        unsigned long long got = perft(g, s, c->depth, buf);
        if (got != c->nodes)
            fail_msg("%s perft %d of %s: %llu, expected %llu", c->variant, c->depth, c->fen, got,
                     c->nodes);
        free(buf);
        free(s);
        tb_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_perft)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
