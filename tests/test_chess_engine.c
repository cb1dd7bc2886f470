/* The chess engine (src/games/chess/engine.h): evaluation symmetry, the search on tactics
 * and mates in orthodox and losing chess, the snapshot of a game state, the tactical hook
 * and the `chess` player. */
#include "support.h"

#include "games/chess/engine.h"
#include "games/chess/nnue.h"
#include "tabula/player.h"
#include "tabula/rng.h"

/* The position with colours swapped and the board turned upside down. */
static cb_board mirrored(const cb_board *b)
{
    cb_board m;
    chess_board_clear(&m);
    for (int sq = 0; sq < 64; sq++) {
        int t = chess_piece_at(b, sq);
        if (t != CB_NONE)
            chess_board_put(&m, !chess_colour_at(b, sq), t, sq ^ 56);
    }
    m.side = (uint8_t)!b->side;
    return m;
}

static chess_snapshot snapshot(const tb_game *g, const void *state)
{
    chess_snapshot s;
    assert_true(chess_snapshot_of(g, state, &s));
    return s;
}

static const char *const POSITIONS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
};

/* Every evaluation is colour-blind: the mirrored position scores the opposite. */
static void test_eval_symmetry(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        void *s = ts_state(g, POSITIONS[i]);
        chess_snapshot snap = snapshot(g, s);
        cb_board m = mirrored(&snap.board);
        assert_int_equal(chess_eval_orthodox(&snap.board), -chess_eval_orthodox(&m));
        assert_int_equal(chess_eval_losing(&snap.board), -chess_eval_losing(&m));
        assert_int_equal(chess_eval_medieval(&snap.board), -chess_eval_medieval(&m));
        /* one board, or its men split over two boards: the same value */
        cb_board two[2];
        chess_board_clear(&two[0]);
        chess_board_clear(&two[1]);
        for (int sq = 0; sq < 64; sq++)
            if (chess_piece_at(&snap.board, sq) != CB_NONE)
                chess_board_put(&two[sq % 2], chess_colour_at(&snap.board, sq),
                                chess_piece_at(&snap.board, sq), sq);
        two[0].side = two[1].side = snap.board.side;
        assert_int_equal(chess_eval_boards(two, 2), chess_eval_orthodox(&snap.board));
        assert_int_equal(chess_eval_progressive(&snap.board, CB_WHITE, 2, 4),
                         -chess_eval_progressive(&m, CB_BLACK, 2, 4));
        free(s);
    }
    tb_game_free(g);
}

/* The network sees a position from the side to move: the mirrored position (colours
 * swapped, board turned) scores the same for its side to move. */
static void test_nnue_symmetry(void **st)
{
    (void)st;
    tb_game *g = ts_game("chess", NULL);
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        void *s = ts_state(g, POSITIONS[i]);
        chess_snapshot snap = snapshot(g, s);
        cb_board m = mirrored(&snap.board);
        assert_int_equal(chess_nnue_evaluate(&snap.board), chess_nnue_evaluate(&m));
        free(s);
    }
    tb_game_free(g);
}

/* The accumulator updated from the parent's by the men that moved is the one made from
 * nothing, along random games from positions with castling, en passant and promotions. */
static void test_nnue_incremental(void **st)
{
    (void)st;
    static const char *const starts[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    };
    tb_game *g = ts_game("chess", NULL);
    tb_rng rng;
    tb_rng_seed(&rng, 14);
    long moves_made = 0;
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++)
        for (int game = 0; game < 20; game++) {
            void *s = ts_state(g, starts[i]);
            cb_board b = snapshot(g, s).board;
            free(s);
            chess_nnue_acc acc, fresh;
            chess_nnue_refresh(&b, &acc);
            for (int ply = 0; ply < 80; ply++) {
                cb_move moves[CB_MAX_MOVES];
                int n = chess_board_legal_moves(&b, moves);
                if (n == 0)
                    break;
                cb_board child = b;
                chess_make_move(&child, moves[tb_rng_below(&rng, (uint32_t)n)]);
                chess_nnue_update(&b, &acc, &child, &acc);
                chess_nnue_refresh(&child, &fresh);
                assert_memory_equal(&acc, &fresh, sizeof acc);
                b = child;
                moves_made++;
            }
        }
    assert_true(moves_made > 2000);
    tb_game_free(g);
}

/* The engine's evaluation with the network is the network of nnue.h computed from its
 * definition: each half from the men on the board as that side sees them (Black's board
 * upside down; left to right when the side's king is on the e-h files), clipped, through the
 * output layer of (men - 1) / 4, added to the hand-written evaluation with its tempo; from the
 * start down to four men, so that every output layer is used, with kings on both wings. Against
 * a bare king, the hand-written evaluation alone. */
static void test_nnue_reference(void **st)
{
    (void)st;
    static const char *const fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "8/5k2/8/8/2R5/8/3K1p2/8 b - - 0 1",
        "8/8/4k3/4p3/8/3K4/4P3/8 w - - 0 1",
        "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",
    };
    bool seen[CHESS_NNUE_BUCKETS] = {0};
    tb_game *g = ts_game("chess", NULL);
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        void *s = ts_state(g, fens[i]);
        cb_board b = snapshot(g, s).board;
        free(s);
        int men = 0, officers[2] = {0, 0}; /* men other than the king, by colour */
        for (int sq = 0; sq < 64; sq++)
            if (chess_piece_at(&b, sq) != CB_NONE) {
                men++;
                officers[chess_colour_at(&b, sq)] += chess_piece_at(&b, sq) != CB_KING;
            }
        int layer = (men - 1) / (32 / CHESS_NNUE_BUCKETS);
        seen[layer] = true;
        int64_t sum = chess_nnue_b2[layer];
        for (int half = 0; half < 2; half++) {
            int view = half == 0 ? b.side : b.side ^ 1, king_file = 0;
            for (int sq = 0; sq < 64; sq++)
                if (chess_piece_at(&b, sq) == CB_KING && chess_colour_at(&b, sq) == view)
                    king_file = sq % 8;
            for (int j = 0; j < CHESS_NNUE_HIDDEN; j++) {
                int v = chess_nnue_b1[j];
                for (int sq = 0; sq < 64; sq++) {
                    if (chess_piece_at(&b, sq) == CB_NONE)
                        continue;
                    /* the square as `view` sees it: Black's board upside down, and left to
                     * right when that side's king is on the e-h files (CHESS_NNUE_MIRROR) */
                    int rank = view == CB_WHITE ? sq / 8 : 7 - sq / 8;
                    int file = CHESS_NNUE_MIRROR && king_file >= 4 ? 7 - sq % 8 : sq % 8;
                    int own = chess_colour_at(&b, sq) == view ? 0 : 1;
                    v += chess_nnue_w1[(own * 6 + chess_piece_at(&b, sq)) * 64 + rank * 8 + file]
                                      [j];
                }
                int a = v < 0 ? 0 : v > CHESS_NNUE_QA ? CHESS_NNUE_QA : v;
                sum += (int64_t)a * chess_nnue_w2[layer][half * CHESS_NNUE_HIDDEN + j];
            }
        }
        bool bare = officers[CB_WHITE] == 0 || officers[CB_BLACK] == 0;
        int net = bare ? 0 : (int)(sum * CHESS_NNUE_SCALE / (CHESS_NNUE_QA * CHESS_NNUE_QB));
        int hand = chess_eval_orthodox(&b);
        int expected = (b.side == CB_WHITE ? hand : -hand) + 10 + net * CHESS_NNUE_WEIGHT / 100;
        assert_true(chess_nnue_residual);
        if (chess_nnue_evaluate(&b) != expected)
            fail_msg("%s: %d, expected %d", fens[i], chess_nnue_evaluate(&b), expected);
    }
    assert_true(seen[0] && seen[CHESS_NNUE_BUCKETS - 1]);
    tb_game_free(g);
}

/* The engine's evaluation with the trained network knows material: the start is near
 * level, a queen or a rook up is a large lead for whichever side has it. */
static void test_nnue_material(void **st)
{
    (void)st;
    tb_game *g = ts_game("chess", NULL);
    static const struct {
        const char *fen;
        int lo, hi; /* for the side to move */
    } cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", -60, 80},
        {"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 600, 3000},
        {"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -3000, -600},
        {"1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1", 250, 3000},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void *s = ts_state(g, cases[i].fen);
        chess_snapshot snap = snapshot(g, s);
        int v = chess_nnue_evaluate(&snap.board);
        if (v < cases[i].lo || v > cases[i].hi)
            fail_msg("%s: %d, not within %d..%d", cases[i].fen, v, cases[i].lo, cases[i].hi);
        free(s);
    }
    tb_game_free(g);
}

/* An evaluation (chess_eval_orthodox, chess_eval_losing) of a FEN of the game `id`. */
static int eval_fen(const char *id, int (*eval)(const cb_board *), const char *fen)
{
    tb_game *g = ts_game(id, NULL);
    void *s = ts_state(g, fen);
    chess_snapshot snap = snapshot(g, s);
    int v = eval(&snap.board);
    free(s);
    tb_game_free(g);
    return v;
}

/* Threats: a Black knight on c6, attacked by the pawn on b5 and defended by nothing, against
 * the same knight on f6 (the same table value and the same mobility, out of the pawn's
 * reach): White is better by the threat and the hanging man. */
static void test_eval_threats(void **st)
{
    int attacked = eval_fen("chess", chess_eval_orthodox, "7k/8/2n5/1P6/8/8/8/K7 w - - 0 1");
    int safe = eval_fen("chess", chess_eval_orthodox, "7k/8/5n2/1P6/8/8/8/K7 w - - 0 1");
    print_message("knight attacked by a pawn %d, out of reach %d\n", attacked, safe);
    assert_true(attacked >= safe + 40);
}

/* Material counts the right way round: a queen up is good in chess and bad in losing
 * chess; the evaluate hook answers for either player. */
static void test_eval_material(void **st)
{
    const char *fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, fen);
    assert_true(g->cls->evaluate(g, s, 0) > 500);
    assert_int_equal(g->cls->evaluate(g, s, 0), -g->cls->evaluate(g, s, 1));
    free(s);
    tb_game_free(g);
    /* in losing chess a man more is a liability: the same position with an extra White
     * knight is worse for White (the queen ending is left to the search: see
     * test_search_losing_win) */
    g = ts_game("chess/losing", NULL);
    s = ts_state(g, "4k3/8/8/3p4/3P4/8/8/4K3 b - - 0 1");
    void *knight = ts_state(g, "4k3/8/8/3p4/3P4/8/8/N3K3 b - - 0 1");
    assert_true(g->cls->evaluate(g, knight, 0) < g->cls->evaluate(g, s, 0));
    free(knight);
    free(s);
    tb_game_free(g);
    /* shatranj: the minister (Q) is a weak piece, worth much less than a rook */
    g = ts_game("chess/shatranj", NULL);
    s = ts_state(g, fen);
    void *rook = ts_state(g, "4k3/8/8/8/8/8/8/3RK3 w - - 0 1");
    int minister = g->cls->evaluate(g, s, 0);
    assert_true(minister > 0);
    assert_true(minister + 200 < g->cls->evaluate(g, rook, 0));
    free(rook);
    free(s);
    tb_game_free(g);
}

static int losing_eval_fen(const char *fen)
{
    return eval_fen("chess/losing", chess_eval_losing, fen);
}

/* The terms of the losing-chess evaluation that its fit (bench/losing_tune.c) found to
 * matter, each seen from White's side. */
static void test_eval_losing_terms(void **st)
{
    /* the move is worth having: the same men, White to move or Black */
    assert_true(losing_eval_fen("4k3/8/8/1p6/8/8/8/R3K3 w - - 0 1") >
                losing_eval_fen("4k3/8/8/1p6/8/8/8/R3K3 b - - 0 1"));
    /* a man White attacks with Black to move is a capture White is forced into next: worse
     * for White than the same man out of reach (the rook's extra squares count less) */
    assert_true(losing_eval_fen("4k3/8/8/p7/8/8/8/R3K3 b - - 0 1") + 50 <
                losing_eval_fen("4k3/8/8/1p6/8/8/8/R3K3 b - - 0 1"));
    /* the value is the weights times the terms */
    losing_terms t;
    int v = 0;
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b - - 0 1");
    chess_snapshot snap = snapshot(g, s);
    cb_board b = snap.board;
    chess_losing_terms(&b, &t);
    for (int i = 0; i < t.n; i++)
        v += LOSING_WEIGHTS[t.index[i]] * t.count[i];
    assert_int_equal(v, chess_eval_losing(&b));
    /* each man stands on one square term; White's squares count up, Black's down */
    int squares = 0;
    for (int i = 0; i < t.n; i++)
        if (t.index[i] >= LF_SQUARES && t.index[i] < LF_HITS)
            squares += t.count[i];
    assert_int_equal(squares, __builtin_popcountll(b.colour[CB_WHITE]) -
                                  __builtin_popcountll(b.colour[CB_BLACK]));
    free(s);
    tb_game_free(g);
}

/* The square terms fold the files onto a-d: a position and its left-right mirror score the
 * same. A board full of men (a position of one's own) stays within the terms' room. */
static void test_eval_losing_squares(void **st)
{
    tb_game *g = ts_game("chess", NULL); /* the positions have castling rights */
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        void *s = ts_state(g, POSITIONS[i]);
        chess_snapshot snap = snapshot(g, s);
        cb_board m;
        chess_board_clear(&m);
        for (int sq = 0; sq < 64; sq++)
            if (chess_piece_at(&snap.board, sq) != CB_NONE)
                chess_board_put(&m, chess_colour_at(&snap.board, sq),
                                chess_piece_at(&snap.board, sq), sq ^ 7);
        m.side = snap.board.side;
        assert_int_equal(chess_eval_losing(&snap.board), chess_eval_losing(&m));
        free(s);
    }
    cb_board full;
    chess_board_clear(&full);
    for (int sq = 0; sq < 64; sq++)
        chess_board_put(&full, sq < 32 ? CB_WHITE : CB_BLACK, (sq / 3) % 6, sq);
    losing_terms t;
    chess_losing_terms(&full, &t);
    assert_true(t.n <= LOSING_MAX_TERMS);
    int v = 0;
    for (int i = 0; i < t.n; i++)
        v += LOSING_WEIGHTS[t.index[i]] * t.count[i];
    assert_int_equal(v, chess_eval_losing(&full));
    tb_game_free(g);
}

static cb_move search_fen(const char *variant, const char *fen, int depth, cs_info *info)
{
    tb_game *g = ts_game(variant, NULL);
    void *s = ts_state(g, fen);
    chess_snapshot snap = snapshot(g, s);
    cs_engine *e = chess_search_new(4);
    assert_non_null(e);
    cs_limits limits = {.depth = depth};
    cb_move m = chess_search(e, &snap, &limits, NULL, NULL, info);
    assert_true(tb_game_is_legal(g, s, m));
    chess_search_free(e);
    free(s);
    tb_game_free(g);
    return m;
}

static void test_search_mates(void **st)
{
    cs_info info;
    /* back-rank mate in one: Ra8# */
    cb_move m = search_fen("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 4, &info);
    assert_int_equal(m, cb_encode(0, 56, 0));
    assert_int_equal(info.mate, 1);
    /* Legal's mate in two: Nf6+ g:f6 B:f7# (Stockfish agrees) */
    m = search_fen("chess", "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10", 6,
                   &info);
    assert_int_equal(m, cb_encode(35, 45, 0)); /* d5f6 */
    assert_int_equal(info.mate, 2);
}

/* Mates in three found by Stockfish 15.1 (`go depth 20`: "score mate 3"). */
static void test_search_mate_in_three(void **st)
{
    cs_info info;
    search_fen("chess", "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 8, &info);
    assert_int_equal(info.mate, 3);
    search_fen("chess", "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1", 8, &info);
    assert_int_equal(info.mate, 3);
}

/* Queen and king against king (mate in three, Stockfish): several queen moves stalemate;
 * at every depth the search plays a move that leaves Black a move or mates; at depth 8 it
 * sees a mate (the reductions may hide the shortest one there), at depth 10 the mate in
 * three. */
static void test_search_avoids_stalemate(void **st)
{
    static const char *const FEN = "k7/2Q5/8/1K6/8/8/8/8 w - - 0 1";
    for (int depth = 1; depth <= 10; depth++) {
        cs_info info;
        cb_move m = search_fen("chess", FEN, depth, &info);
        tb_game *g = ts_game("chess", NULL);
        void *s = ts_state(g, FEN);
        g->cls->apply(g, s, m);
        tb_outcome o = ts_outcome(g, s);
        assert_false(o.over && o.result[0] != TB_WIN); /* never a stalemate */
        if (depth == 8)
            assert_true(info.mate >= 3 && info.mate <= 4);
        if (depth == 10)
            assert_int_equal(info.mate, 3);
        free(s);
        tb_game_free(g);
    }
}

static void test_search_fork(void **st)
{
    cs_info info;
    /* Nd6+ forks king and queen */
    cb_move m = search_fen("chess", "4k3/8/8/1N6/2q5/8/P7/4K3 w - - 0 1", 6, &info);
    assert_int_equal(m, cb_encode(33, 43, 0));
    assert_true(info.score > 100);
}

/* Losing chess: a forced reply costs no depth. White gives the knight (Na3: Rxa3 is Black's
 * only move), then the bishop (Bg3: Rxg3, again the only move) and, left without men, wins;
 * a search of two plies sees it only because the single replies do not count. */
static void test_search_losing_single_reply(void **st)
{
    cs_info info;
    search_fen("chess/losing", "r7/8/8/8/8/8/7B/1N6 w - - 0 1", 2, &info);
    assert_int_equal(info.mate, 2);
}

/* Losing chess: White wins by offering the rook (Ra8 or Rh1: the capture is compulsory and
 * White, left without men, cannot move). */
static void test_search_losing_win(void **st)
{
    cs_info info;
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "7r/8/8/8/8/8/8/R7 w - - 0 1");
    cb_move m = search_fen("chess/losing", "7r/8/8/8/8/8/8/R7 w - - 0 1", 4, &info);
    assert_int_equal(info.mate, 1);
    g->cls->apply(g, s, m);
    tb_action reply[600];
    assert_int_equal(g->cls->legal(g, s, reply), 1); /* the forced capture */
    g->cls->apply(g, s, reply[0]);
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    /* with Black to move White's extra queen loses (tabula solve: Kd7 or Kd8, and Black is
     * rid of his king in two turns): the search sees Black's win */
    search_fen("chess/losing", "4k3/8/8/8/8/8/8/3QK3 b - - 0 1", 6, &info);
    assert_true(info.mate > 0);
    free(s);
    tb_game_free(g);
}

/* The snapshot carries the game's history: after 1. Nf3 Nf6 2. Ng1 Ng8 the start position
 * is among the keys, so the search can see the repetition. */
static void test_snapshot_history(void **st)
{
    tb_game *g = ts_game("chess", NULL);
    void *s = ts_state(g, NULL);
    chess_snapshot start = snapshot(g, s);
    ts_play(g, s, "Nf3; Nf6; Ng1; Ng8");
    chess_snapshot snap = snapshot(g, s);
    assert_int_equal(snap.kind, CHESS_ORTHODOX);
    assert_int_equal(snap.num_keys, 4);
    assert_true(snap.keys[0] == chess_full_key(&start.board));
    assert_true(snap.keys[0] == chess_full_key(&snap.board));
    free(s);
    tb_game_free(g);
    g = ts_game("chess/progressive-scottish", NULL);
    s = ts_state(g, NULL);
    assert_int_equal(snapshot(g, s).kind, CHESS_PROGRESSIVE);
    free(s);
    tb_game_free(g);
}

/* tactical(): exactly the legal captures and promotions (all legal moves in check). */
static void assert_tactical(const char *variant, const char *fen, int expected)
{
    tb_game *g = ts_game(variant, NULL);
    void *s = ts_state(g, fen);
    tb_action legal[600], noisy[600];
    int n = g->cls->legal(g, s, legal), k = g->cls->tactical(g, s, noisy), want = 0;
    chess_snapshot snap = snapshot(g, s);
    bool check = snap.kind == CHESS_ORTHODOX && chess_in_check(&snap.board, snap.board.side);
    for (int i = 0; i < n; i++) {
        const char *text = ts_action_text(g, s, legal[i]);
        size_t len = strcspn(text, "+#");
        bool promotion = len >= 2 && strchr("NBRQK", text[len - 1]) && text[len - 2] >= '1' &&
                         text[len - 2] <= '8';
        if (strchr(text, ':') || promotion || check) {
            bool found = false;
            for (int j = 0; j < k; j++)
                found |= noisy[j] == legal[i];
            assert_true(found);
            want++;
        }
    }
    assert_int_equal(k, want);
    assert_int_equal(k, expected);
    /* out of check, the most valuable victim comes first */
    for (int j = 1; j < k && !check; j++) {
        int before = chess_piece_at(&snap.board, cb_to(noisy[j - 1]));
        int after = chess_piece_at(&snap.board, cb_to(noisy[j]));
        if (!cb_promo(noisy[j - 1]) && !cb_promo(noisy[j]))
            assert_true(chess_piece_value(before == CB_NONE ? CB_PAWN : before) >=
                        chess_piece_value(after == CB_NONE ? CB_PAWN : after));
    }
    free(s);
    tb_game_free(g);
}

static void test_tactical_hook(void **st)
{
    /* Kiwipete: 8 captures */
    assert_tactical("chess", POSITIONS[1], 8);
    /* three pawn captures, the first moves generated, the queen's last: c:d3 goes first */
    assert_tactical("chess", "4k3/8/8/8/8/pppq4/P1P5/4K3 w - - 0 1", 3);
    /* a pawn on the seventh: its four promotions */
    assert_tactical("chess", POSITIONS[4], 4);
    /* in check from Qe2, every evasion: Be7, Qe7, Ne7 (quiet blocks) */
    assert_tactical("chess", "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPQPPP/RNB1KBNR b KQkq - 0 1", 3);
    /* losing chess after 1. e3 b5: the compulsory capture is the only move */
    assert_tactical("chess/losing", "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2", 1);
    /* progressive games: none (the mover may have moves of his series left) */
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = ts_state(g, NULL);
    tb_action out[600];
    assert_int_equal(g->cls->tactical(g, s, out), 0);
    free(s);
    tb_game_free(g);
}

/* The opening book (book.c): every entry's line and move are legal, and the position its
 * line reaches through the game's own rules (chess.c, not the book's replay) gets the
 * entry's move. */
static void test_book(void **st)
{
    (void)st;
    tb_game *g = ts_game("chess/losing", NULL);
    assert_true(chess_book_size() >= 1);
    for (int i = 0; i < chess_book_size(); i++) {
        const char *line;
        cb_move move;
        assert_true(chess_book_entry(i, &line, &move));
        void *s = ts_state(g, NULL);
        for (const char *w = line; *w; w += w[4] == ' ' ? 5 : 4) {
            int from = (w[1] - '1') * 8 + (w[0] - 'a'), to = (w[3] - '1') * 8 + (w[2] - 'a');
            tb_action acts[600];
            int n = g->cls->legal(g, s, acts), k = 0;
            while (k < n && !(cb_from((cb_move)acts[k]) == from && cb_to((cb_move)acts[k]) == to))
                k++;
            assert_true(k < n);
            g->cls->apply(g, s, acts[k]);
        }
        chess_snapshot snap = snapshot(g, s);
        assert_int_equal(chess_book_move(&snap), move);
        free(s);
    }
    const char *line;
    cb_move move;
    assert_false(chess_book_entry(chess_book_size(), &line, &move));
    tb_game_free(g);
}

static void test_player(void **st)
{
    tb_error err;
    tb_game *g = ts_game("chess", NULL);
    tb_player *p = tb_player_new(g, "chess:depth=3", 1, &err);
    assert_non_null(p);
    void *s = ts_state(g, NULL);
    tb_action a;
    assert_true(tb_player_choose(p, s, &a, &err));
    assert_true(tb_game_is_legal(g, s, a));
    tb_player_free(p);
    assert_null(tb_player_new(g, "chess:time=0", 1, &err)); /* no limit at all */
    free(s);
    tb_game_free(g);
    /* the book: losing chess from its start, White plays 1. e3, Black answers 1... b6; not
     * in other positions nor in orthodox chess */
    g = ts_game("chess/losing", NULL);
    p = tb_player_new(g, "chess:depth=3", 1, &err);
    assert_non_null(p);
    s = ts_state(g, NULL);
    assert_true(tb_player_choose(p, s, &a, &err));
    chess_snapshot snap = snapshot(g, s);
    assert_int_equal(cb_from((cb_move)a), 12);
    assert_int_equal(cb_to((cb_move)a), 20);
    assert_int_equal(chess_book_move(&snap), (cb_move)a);
    /* book=off: the search's own move, as a fresh engine searching the same depth finds */
    tb_player *searcher = tb_player_new(g, "chess:depth=3,time=0,book=off", 1, &err);
    assert_non_null(searcher);
    tb_action searched;
    assert_true(tb_player_choose(searcher, s, &searched, &err));
    tb_player_free(searcher);
    cs_engine *e = chess_search_new(16);
    cs_limits limits = {.depth = 3};
    assert_int_equal((cb_move)searched, chess_search(e, &snap, &limits, NULL, NULL, NULL));
    chess_search_free(e);
    assert_null(tb_player_new(g, "chess:book=maybe", 1, &err));
    assert_non_null(strstr(err.msg, "book"));
    g->cls->apply(g, s, a);
    snap = snapshot(g, s);
    cb_move reply = chess_book_move(&snap); /* Black's answer to 1. e3: 1... b6 */
    assert_int_equal(cb_from(reply), 49);
    assert_int_equal(cb_to(reply), 41);
    free(s);
    s = ts_state(g, "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 1");
    snap = snapshot(g, s);
    assert_int_equal(chess_book_move(&snap), 0); /* another position */
    free(s);
    tb_player_free(p);
    tb_game_free(g);
    g = ts_game("chess", NULL);
    s = ts_state(g, NULL);
    snap = snapshot(g, s);
    assert_int_equal(chess_book_move(&snap), 0); /* orthodox chess has no book */
    free(s);
    tb_game_free(g);
    g = ts_game("chess/progressive-italian", NULL);
    assert_null(tb_player_new(g, "chess:depth=3", 1, &err));
    assert_non_null(strstr(err.msg, "ab"));
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eval_symmetry),
        cmocka_unit_test(test_eval_threats),
        cmocka_unit_test(test_nnue_symmetry),
        cmocka_unit_test(test_nnue_incremental),
        cmocka_unit_test(test_nnue_reference),
        cmocka_unit_test(test_nnue_material),
        cmocka_unit_test(test_eval_material),
        cmocka_unit_test(test_search_mates),
        cmocka_unit_test(test_search_fork),
        cmocka_unit_test(test_search_mate_in_three),
        cmocka_unit_test(test_search_avoids_stalemate),
        cmocka_unit_test(test_search_losing_win),
        cmocka_unit_test(test_eval_losing_terms),
        cmocka_unit_test(test_eval_losing_squares),
        cmocka_unit_test(test_search_losing_single_reply),
        cmocka_unit_test(test_snapshot_history),
        cmocka_unit_test(test_tactical_hook),
        cmocka_unit_test(test_book),
        cmocka_unit_test(test_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
