/* Alice chess: rules/chess.md §3 (worked examples AL-E1 ... AL-E5, the rules and options). */
#include "support.h"

#include "chess_record.h"

#include "tabula/perft.h"

enum { WHITE = 0, BLACK = 1 };

/* Plays a record whose every move must print exactly as written (check marks included). */
static void play_printed(const tb_game *g, void *s, const char *record)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", record);
    char *save = NULL;
    for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        if (cr_is_number(tok))
            continue;
        tb_action a;
        tb_error err = {{0}};
        if (!tb_game_parse_action(g, s, tok, &a, &err))
            fail_msg("'%s' refused: %s", tok, err.msg);
        assert_string_equal(ts_action_text(g, s, a), tok);
        g->cls->apply(g, s, a);
    }
}

/* chess.md §3 AL-E1 (Castelli vs Pugnali, 1993): mate in 3; Q:e5 is played on B, lands on A
 * e5 and checks along A's empty e-file. */
static void test_al_e1_mate_in_three(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, NULL);
    play_printed(g, s, "1. e4 e5 2. Qh5 g6 3. Q:e5#");
    cr_assert_fen(g, s, "rnbqkbnr/pppp1p1p/8/4Q3/8/8/PPPP1PPP/RNB1KBNR | 8/8/6p1/8/4P3/8/8/8 b", 4);
    cr_assert_result(g, s, WHITE);
    tb_action moves[8];
    assert_int_equal(g->cls->legal(g, s, moves), 0);
    free(s);
    tb_game_free(g);
}

/* chess.md §3 AL-E2 (Betza vs Ishkan): mate in 7; the checks marked in the record are exactly
 * the checks of rule 4 (the printer writes + only there). */
static void test_al_e2_mate_in_seven(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, NULL);
    play_printed(g, s,
                 "1. d4 e6 2. Q:d7 Nc6 3. e4 Bd6 4. Bb5 Bb4+ 5. Ke2 Qd2+ 6. Kf3 N:d4+ 7. Kg3 "
                 "Be1#");
    cr_assert_fen(g, s,
                  "r1b1k1nr/ppp2ppp/8/8/3n4/8/PPP2PPP/RNB3NR | 8/3Q4/4p3/1B6/4P3/6K1/3q4/4b3 w", 4);
    cr_assert_result(g, s, BLACK);
    free(s);
    tb_game_free(g);
}

/* chess.md §3 AL-E3 and rule 7: e2-e4 on A lands on B e4 beside the Black pawn on B f4, which
 * takes it en passant on B and lands on A e3; B is left empty. */
static void test_al_e3_en_passant(void **st)
{
    const char *start = "4k3/8/8/8/8/8/4P3/4K3 | 8/8/8/8/5p2/8/8/8 w - - 0 1";
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, start);
    cr_play(g, s, "1. e4");
    cr_assert_fen(g, s, "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/4Pp2/8/8/8 b - Be3", 6);
    ts_assert_moves(g, s, "Kd8 Kd7 Ke7 Kf7 Kf8 f3 f4:e3");
    cr_play(g, s, "1. ... f4:e3");
    cr_assert_fen(g, s, "4k3/8/8/8/8/4p3/8/4K3 | 8/8/8/8/8/8/8/8 w", 4);
    free(s);
    /* only on the very next ply */
    s = ts_state(g, start);
    cr_play(g, s, "1. e4 Kd8 2. Kd1");
    ts_assert_refused(g, s, "f4:e3");
    free(s);
    tb_game_free(g);

    /* alice_en_passant=none: the capture does not exist */
    g = ts_game("chess/alice", "alice_en_passant=none");
    s = ts_state(g, start);
    cr_play(g, s, "1. e4");
    ts_assert_moves(g, s, "Kd8 Kd7 Ke7 Kf7 Kf8 f3");
    free(s);
    tb_game_free(g);
}

/* chess.md §3 AL-E4 and A1: the king may not step onto a square attacked on its origin board,
 * although it would land on the empty board B. */
static void test_al_e4_king_into_check(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, "7k/8/8/8/r7/3K4/8/8 | 8/8/8/8/8/8/8/8 w - - 0 1");
    ts_assert_moves(g, s, "Kc2 Kd2 Ke2 Kc3 Ke3");
    ts_assert_refused(g, s, "Kd4");
    ts_assert_refused(g, s, "Kc4");
    ts_assert_refused(g, s, "Ke4");
    free(s);
    tb_game_free(g);
}

/* chess.md §3 AL-E5 and rule 5: castling needs the king's and rook's squares empty on B; both
 * pieces go through. */
static void test_al_e5_castling(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, "4k3/8/8/8/8/8/8/4K2R | 8/8/8/8/8/8/8/8 w K - 0 1");
    cr_play(g, s, "1. 0-0");
    cr_assert_fen(g, s, "4k3/8/8/8/8/8/8/8 | 8/8/8/8/8/8/8/5RK1 b - -", 6);
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/8/4K2R | 8/8/8/8/8/8/8/5N2 w K - 0 1");
    ts_assert_refused(g, s, "0-0");
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/8/4K2R | 8/8/8/8/8/8/8/6N1 w K - 0 1");
    ts_assert_refused(g, s, "0-0");
    free(s);
    tb_game_free(g);
}

/* chess.md §3 rule 4: against a check on A, the rook on A cannot interpose (it would leave for
 * B), the bishop on B can (it arrives on A e2 or A e6). */
static void test_rule4_interposing(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, "4r2k/8/8/8/8/8/R7/4K3 | 8/8/8/8/2B5/8/8/8 w - - 0 1");
    ts_assert_moves(g, s, "Kd1 Kd2 Kf1 Kf2 Be2 Be6");
    free(s);
    tb_game_free(g);
}

/* chess.md §3 rule 2 and A2: a pawn's target must be empty on both boards; the crossed square
 * of a double step only on the origin board, unless alice_pawn_double_strict=on. */
static void test_pawn_squares(void **st)
{
    /* the Black pawn on B e3 takes the single step's square, and guards B d2 and f2 */
    const char *pos = "4k3/8/8/8/8/8/4P3/4K3 | 8/8/8/8/8/4p3/8/8 w - - 0 1";
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, pos);
    ts_assert_moves(g, s, "e4 Kd1 Kf1");
    free(s);
    s = ts_state(g, "4k3/8/8/8/8/8/4P3/4K3 | 8/8/8/8/4p3/8/8/8 w - - 0 1");
    ts_assert_moves(g, s, "e3 Kd1 Kd2 Kf1 Kf2");
    free(s);
    tb_game_free(g);
    g = ts_game("chess/alice", "alice_pawn_double_strict=on");
    s = ts_state(g, pos);
    ts_assert_moves(g, s, "Kd1 Kf1");
    free(s);
    tb_game_free(g);
}

/* chess.md §3 rule 8: the promoted piece appears on the other board. */
static void test_promotion_transfers(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, "k7/4P3/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/8 w - - 0 1");
    cr_play(g, s, "1. e8N");
    cr_assert_fen(g, s, "k7/8/8/8/8/8/8/4K3 | 4N3/8/8/8/8/8/8/8 b", 4);
    free(s);
    tb_game_free(g);
}

/* One board in FEN from 64 cells ('\0' empty), rank 8 first. */
static void board_fen(const char *cells, char *out)
{
    for (int r = 7; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 8; f++) {
            char c = cells[r * 8 + f];
            if (!c) {
                empty++;
                continue;
            }
            if (empty)
                *out++ = (char)('0' + empty);
            empty = 0;
            *out++ = c;
        }
        if (empty)
            *out++ = (char)('0' + empty);
        if (r)
            *out++ = '/';
    }
    *out = '\0';
}

/* chess.md §3, the claim to check: a knight (like a bishop) only ever reaches half of the 128
 * board-squares, since its square colour and its board flip together. Walks every (board,
 * square) a lone knight from A g1 reaches; the kings stand on the knight's board on squares
 * of its own colour, which it never attacks nor jumps to. */
static void test_knight_reaches_half(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    bool seen[2][64] = {{false}};
    int queue[128], head = 0, tail = 0;
    queue[tail++] = 6; /* A g1: board + file + rank even */
    seen[0][6] = true;
    while (head < tail) {
        int board = queue[head] / 64, sq = queue[head] % 64;
        head++;
        char cells[2][64] = {{0}}, fen[2][80], pos[200];
        cells[board][sq] = 'N';
        static const int even[] = {0, 63, 16}, odd[] = {1, 62, 17}; /* a1 h8 a3, b1 g8 b3 */
        const int *kings = (sq % 8 + sq / 8) % 2 ? odd : even;
        int k = kings[0] == sq, k2 = kings[k + 1] == sq ? k + 2 : k + 1;
        cells[board][kings[k]] = 'K';
        cells[board][kings[k2]] = 'k';
        board_fen(cells[0], fen[0]);
        board_fen(cells[1], fen[1]);
        snprintf(pos, sizeof pos, "%s | %s w - - 0 1", fen[0], fen[1]);
        void *s = ts_state(g, pos);
        tb_action moves[1024];
        int n = g->cls->legal(g, s, moves);
        for (int i = 0; i < n; i++) {
            char cell[2][16];
            assert_int_equal(g->cls->action_cells(g, s, moves[i], cell, 2), 2);
            int from = (cell[0][1] - 'a') + 8 * (cell[0][2] - '1');
            if (cell[0][0] != 'A' + board || from != sq)
                continue; /* a king move */
            int to = (cell[1][1] - 'a') + 8 * (cell[1][2] - '1');
            if (!seen[!board][to]) {
                seen[!board][to] = true;
                queue[tail++] = !board * 64 + to;
            }
        }
        free(s);
    }
    assert_int_equal(tail, 64);
    for (int b = 0; b < 2; b++)
        for (int sq = 0; sq < 64; sq++)
            if (seen[b][sq])
                assert_int_equal((b + sq % 8 + sq / 8) % 2, 0);
    tb_game_free(g);
}

/* The FEN extension: boards separated by '|'; bad boards are refused with a message. */
static void test_position_text(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(
        ts_position_text(g, s),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR | 8/8/8/8/8/8/8/8 w KQkq - 0 1");
    static const char *const bad[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",         /* one board */
        "4k3/8/8/8/8/8/8/4K3 | 4n3/8/8/8/8/8/8/8 w - - 0 1",                /* e8 twice */
        "4k3/8/8/8/8/8/8/8 | 8/8/8/8/8/8/8/4K3 w K - 0 1",                  /* castling */
        "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/4k3 w - - 0 1",                /* two kings */
        "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/8 w - e3 0 1",                 /* ep board */
        "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/8 w - - 0 1 | 8/8/8/8/8/8/8/8" /* extra */
    };
    tb_error err;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err.msg[0] = '\0';
        assert_false(tb_game_parse_position(g, bad[i], s, &err));
        assert_true(err.msg[0] != '\0');
    }
    free(s);
    tb_game_free(g);
}

/* The view: two boards named A and B side by side, cells labelled with their board; an
 * action's cells are its squares on the origin board. */
static void test_view_and_cells(void **st)
{
    tb_game *g = ts_game("chess/alice", NULL);
    void *s = ts_state(g, NULL);
    cr_play(g, s, "1. e4");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_boards, 2);
    assert_string_equal(v.boards[0].name, "A");
    assert_string_equal(v.boards[1].name, "B");
    assert_int_equal(v.num_cells, 128);
    int e4b = tb_view_find(&v, "Be4"), e4a = tb_view_find(&v, "Ae4");
    assert_true(e4b >= 0 && e4a >= 0);
    assert_int_equal(v.cells[e4b].board, 1);
    assert_int_equal(v.cells[e4b].num_pieces, 1);
    assert_int_equal(v.cells[e4a].num_pieces, 0);
    tb_view_free(&v);
    tb_action a;
    tb_error err;
    assert_true(tb_game_parse_action(g, s, "Nf6", &a, &err));
    char labels[2][16];
    assert_int_equal(g->cls->action_cells(g, s, a, labels, 2), 2);
    assert_string_equal(labels[0], "Ag8");
    assert_string_equal(labels[1], "Af6");
    free(s);
    tb_game_free(g);
}

/* The book's multi-board variants (alice_boards, alice_transfer): with three boards a piece
 * goes A, B, C, A; with the choice transfer the mover names the board. */
static void test_three_boards(void **st)
{
    tb_game *g = ts_game("chess/alice", "alice_boards=3");
    void *s = ts_state(g, NULL);
    cr_play(g, s, "1. e4 d5 2. e5");
    cr_assert_fen(g, s,
                  "rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR | 8/8/8/3p4/8/8/8/8 | "
                  "8/8/8/4P3/8/8/8/8 b KQkq - 0 2",
                  10);
    free(s);
    tb_game_free(g);

    g = ts_game("chess/alice", "alice_boards=3,alice_transfer=choice");
    s = ts_state(g, NULL);
    ts_assert_refused(g, s, "Nf3"); /* to B or to C? */
    cr_play(g, s, "1. Nf3/C");
    cr_assert_fen(g, s,
                  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R | 8/8/8/8/8/8/8/8 | "
                  "8/8/8/8/8/5N2/8/8 b KQkq - 1 1",
                  10);
    tb_action moves[4096];
    assert_int_equal(g->cls->legal(g, s, moves), 40); /* Black's 20 moves, to B or C */
    free(s);
    tb_game_free(g);
}

/* Random games with the multi-board options: every move and position round-trips through
 * its text (test_all_games covers the default options). */
static void test_multi_board_round_trips(void **st)
{
    static const char *const options[] = {"alice_boards=3", "alice_boards=4",
                                          "alice_boards=3,alice_transfer=choice",
                                          "alice_boards=4,alice_transfer=choice"};
    for (size_t o = 0; o < sizeof options / sizeof options[0]; o++) {
        tb_game *g = ts_game("chess/alice", options[o]);
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        uint64_t seed = 12345 + o;
        for (int game = 0; game < 3; game++) {
            void *s = ts_state(g, NULL);
            for (int ply = 0; ply < 120 && !tb_game_over(g, s); ply++) {
                int n = g->cls->legal(g, s, moves);
                assert_true(n > 0 && n <= g->max_actions);
                tb_action a = moves[(ts_random(&seed) >> 33) % (uint64_t)n], back;
                tb_error err;
                const char *text = ts_action_text(g, s, a);
                if (!tb_game_parse_action(g, s, text, &back, &err))
                    fail_msg("%s: '%s' not read back: %s", options[o], text, err.msg);
                assert_int_equal(back, a);
                g->cls->apply(g, s, a);
                void *copy = ts_state(g, ts_position_text(g, s));
                assert_memory_equal(copy, s, g->state_size);
                free(copy);
            }
            free(s);
        }
        free(moves);
        tb_game_free(g);
    }
}

/* Perft, checked against bench/alice_perft_check.py, an independent generator written from
 * the spec (Fairy-Stockfish has no Alice variant): the start, and positions with castling, en
 * passant across the boards and promotions. */
static void test_perft(void **st)
{
    static const struct {
        const char *position;
        int depth;
        uint64_t nodes;
    } cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR | 8/8/8/8/8/8/8/8 w KQkq - 0 1", 3, 9384},
        {"4k3/8/8/8/8/8/4P3/4K3 | 8/8/8/8/5p2/8/8/8 w - - 0 1", 4, 1901},
        {"r3k2r/8/8/8/8/8/8/R3K2R | 8/8/8/8/8/8/8/8 w KQkq - 0 1", 3, 16388},
        {"4k3/1P6/8/8/8/8/6p1/4K3 | 8/8/8/8/8/8/8/8 w - - 0 1", 4, 8221},
        {"r1bqk1nr/ppp2ppp/8/8/8/8/PPP2PPP/RNB1K1NR | 8/3Q4/2nbp3/1B6/3PP3/8/8/8 b KQkq - 2 4", 3,
         57338},
    };
    tb_game *g = ts_game("chess/alice", NULL);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void *s = ts_state(g, cases[i].position);
        assert_int_equal(tb_perft(g, s, cases[i].depth), cases[i].nodes);
        free(s);
    }
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_al_e1_mate_in_three),
        cmocka_unit_test(test_al_e2_mate_in_seven),
        cmocka_unit_test(test_al_e3_en_passant),
        cmocka_unit_test(test_al_e4_king_into_check),
        cmocka_unit_test(test_al_e5_castling),
        cmocka_unit_test(test_rule4_interposing),
        cmocka_unit_test(test_pawn_squares),
        cmocka_unit_test(test_promotion_transfers),
        cmocka_unit_test(test_knight_reaches_half),
        cmocka_unit_test(test_position_text),
        cmocka_unit_test(test_view_and_cells),
        cmocka_unit_test(test_three_boards),
        cmocka_unit_test(test_multi_board_round_trips),
        cmocka_unit_test(test_perft),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
