/* PGN import and export for every chess variant (src/games/chess/pgn.c): real games of
 * orthodox chess, round trips of random games in SAN and in the book's notation, variant and
 * set-up tags, and refusals. */
#include "support.h"

#include <stdio.h>

#include "chess_record.h"
#include "games/chess/pgn.h"
#include "tabula/family.h"
#include "tabula/record.h"

/* Morphy vs the Duke of Brunswick and Count Isouard, Paris 1858, as PGN files carry it. */
static const char OPERA[] =
    "[Event \"A Night at the Opera\"]\n[Site \"Paris FRA\"]\n[Date \"1858.??.??\"]\n"
    "[Round \"?\"]\n[White \"Paul Morphy\"]\n[Black \"Duke Karl / Count Isouard\"]\n"
    "[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7\n"
    "8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7\n"
    "14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";

/* Anderssen vs Kieseritzky, London 1851, with move numbers glued to the moves, a comment, a
 * variation and a NAG, as annotated files have them. */
static const char IMMORTAL[] =
    "[Event \"London\"]\n[White \"Adolf Anderssen\"]\n[Black \"Lionel Kieseritzky\"]\n"
    "[Result \"1-0\"]\n\n"
    "1.e4 e5 2.f4 exf4 3.Bc4 Qh4+ 4.Kf1 b5 5.Bxb5 Nf6 6.Nf3 Qh6 7.d3 Nh5 8.Nh4 Qg5\n"
    "9.Nf5 c6 10.g4 Nf6 11.Rg1 cxb5 12.h4 Qg6 13.h5 Qg5 14.Qf3 Ng8 15.Bxf4 Qf6\n"
    "16.Nc3 Bc5 17.Nd5 Qxb2 18.Bd6 $1 Bxg1 {the rook} (18... Qxa1+ 19.Ke2 Qxg1) 19.e5\n"
    "Qxa1+ 20.Ke2 Na6 21.Nxg7+ Kd8 22.Qf6+ Nxf6 23.Be7# 1-0\n";

static void *final_state(const tb_record *r)
{
    void *s = malloc(r->game->state_size);
    memcpy(s, r->start, r->game->state_size);
    for (int i = 0; i < r->count; i++)
        r->game->cls->apply(r->game, s, r->actions[i]);
    return s;
}

/* Reads one game, failing the test with the reader's message. */
static void read_one(const char *text, tb_record *r)
{
    tb_error err = {{0}};
    const char *p = text;
    if (!tb_pgn_read(&p, NULL, r, NULL, &err))
        fail_msg("PGN refused: %s", err.msg);
}

/* Writes the record as PGN (SAN, then the book's notation), reads it back: same game. */
static void assert_round_trip(const tb_record *r)
{
    for (int book = 0; book < 2; book++) {
        char *text = tb_pgn_write(r->game, r->start, r->actions, r->count, NULL, book);
        assert_non_null(text);
        tb_record back;
        tb_error err = {{0}};
        const char *p = text;
        if (!tb_pgn_read(&p, NULL, &back, NULL, &err))
            fail_msg("%s: own PGN refused: %s\n%s", r->game->variant->id, err.msg, text);
        assert_string_equal(back.game->variant->id, r->game->variant->id);
        assert_memory_equal(back.start, r->start, r->game->state_size);
        assert_int_equal(back.count, r->count);
        assert_memory_equal(back.actions, r->actions, sizeof *r->actions * (size_t)r->count);
        tb_record_free(&back);
        free(text);
    }
}

/* Two real games: every move is read and the mates are found. */
static void test_real_games(void **st)
{
    tb_record r;
    read_one(OPERA, &r);
    assert_string_equal(r.game->variant->id, "chess");
    assert_int_equal(r.count, 33);
    void *s = final_state(&r);
    cr_assert_fen(r.game, s, "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17", 6);
    cr_assert_result(r.game, s, 0);
    free(s);
    assert_round_trip(&r);
    tb_record_free(&r);

    read_one(IMMORTAL, &r);
    assert_int_equal(r.count, 45);
    s = final_state(&r);
    cr_assert_fen(r.game, s, "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23", 6);
    cr_assert_result(r.game, s, 0);
    free(s);
    assert_round_trip(&r);
    tb_record_free(&r);
}

/* A file of several games is read game by game. */
static void test_several_games(void **st)
{
    char text[4096];
    snprintf(text, sizeof text, "%s\n%s\n", OPERA, IMMORTAL);
    const char *p = text;
    tb_record r;
    tb_error err = {{0}};
    assert_true(tb_pgn_read(&p, NULL, &r, NULL, &err));
    assert_int_equal(r.count, 33);
    tb_record_free(&r);
    assert_true(tb_pgn_read(&p, NULL, &r, NULL, &err));
    assert_int_equal(r.count, 45);
    tb_record_free(&r);
    assert_false(tb_pgn_read(&p, NULL, &r, NULL, &err));
    assert_string_equal(err.msg, ""); /* just the end */
}

/* The export of a game: the seven tags, the variant, the set-up, SAN, the result. */
static void test_export_tags(void **st)
{
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, "K7/8/4k2n/8/n6q/8/8/2r1rb2 b - - 0 1"); /* chess.md §4 PG-E2 */
    tb_action moves[4];
    tb_error err;
    assert_true(tb_game_parse_action(g, s, "Rc6", &moves[0], &err));
    char *text = tb_pgn_write(g, s, moves, 1, NULL, false);
    assert_non_null(strstr(text, "[Variant \"Antichess\"]\n"));
    assert_non_null(strstr(text, "[SetUp \"1\"]\n[FEN \"K7/8/4k2n/8/n6q/8/8/2r1rb2 b - - 0 1\"]"));
    assert_non_null(strstr(text, "\n1... Rc6 *\n"));
    free(text);
    free(s);
    tb_game_free(g);
}

/* The game's own tags survive a read and a write: the roster in its order, the others after
 * it, values escaped; the result of an unfinished game (a resignation) is the one read. */
static void test_tags_kept(void **st)
{
    const char *text = "[White \"Paul Morphy\"]\n[Event \"A \\\"Night\\\" at the Opera\"]\n"
                       "[ECO \"C41\"]\n[Result \"1-0\"]\n\n1. e4 e5 *\n";
    const char *p = text;
    tb_record r;
    tb_pgn_tags tags;
    tb_error err = {{0}};
    assert_true(tb_pgn_read(&p, NULL, &r, &tags, &err));
    assert_int_equal(tags.count, 4);
    assert_string_equal(tags.value[1], "A \"Night\" at the Opera");
    char *out = tb_pgn_write(r.game, r.start, r.actions, r.count, &tags, false);
    assert_non_null(strstr(out, "[Event \"A \\\"Night\\\" at the Opera\"]\n[Site \"?\"]\n"
                                "[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Paul Morphy\"]\n"
                                "[Black \"?\"]\n[Result \"1-0\"]\n[ECO \"C41\"]\n"));
    assert_non_null(strstr(out, "1. e4 e5 1-0\n")); /* a resignation: the result read */
    free(out);
    tb_record_free(&r);
}

/* Variant tags: standard names, tabula ids and names; --variant for untagged games. */
static void test_variant_tags(void **st)
{
    assert_string_equal(tb_pgn_variant_find("Antichess")->id, "chess/losing");
    assert_string_equal(tb_pgn_variant_find("standard")->id, "chess");
    assert_string_equal(tb_pgn_variant_find("chess/alice")->id, "chess/alice");
    assert_string_equal(tb_pgn_variant_find("Exchange chess")->id, "chess/exchange");
    assert_null(tb_pgn_variant_find("avanco")); /* not chess */
    assert_null(tb_pgn_variant_find("crazyhouse"));

    /* chess.md §3 AL-E1 in an Alice PGN */
    tb_record r;
    read_one("[Variant \"Alice\"]\n\n1. e4 e5 2. Qh5 g6 3. Qxe5# 1-0\n", &r);
    void *s = final_state(&r);
    cr_assert_result(r.game, s, 0);
    free(s);
    tb_record_free(&r);
    /* untagged: the caller's variant */
    const char *p = "1. e4 e5 2. Qh5 g6 3. Qxe5# 1-0";
    tb_error err = {{0}};
    assert_true(tb_pgn_read(&p, "chess/alice", &r, NULL, &err));
    assert_string_equal(r.game->variant->id, "chess/alice");
    tb_record_free(&r);
}

/* Bad PGN: a clear message naming the move, nothing allocated. */
static void test_refusals(void **st)
{
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"[Variant \"Crazyhouse\"]\n\n1. e4 *", "unknown chess variant 'Crazyhouse'"},
        {"[Event \"x]\n1. e4 *", "malformed tag"},
        {"1. e4 e5 2. Ke3 *", "move 3 'Ke3': illegal move 'Ke3'"},
        {"[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*", "bad position"},
        {"[Options \"no_such=1\"]\n\n*", "no_such"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *p = bad[i].text;
        tb_record r;
        tb_error err = {{0}};
        assert_false(tb_pgn_read(&p, NULL, &r, NULL, &err));
        if (!strstr(err.msg, bad[i].message))
            fail_msg("'%s': message '%s' lacks '%s'", bad[i].text, err.msg, bad[i].message);
        assert_null(r.game);
    }
}

/* The book's progressive record (chess.md §2.2 PS-E1) as PGN: one number per series. */
static void test_progressive_series(void **st)
{
    tb_game *g = ts_game("chess/progressive-scottish", NULL);
    void *s = ts_state(g, NULL);
    const char *text = "[Variant \"chess/progressive-scottish\"]\n\n"
                       "1. d4 2. d5 c5 3. d:c5 Q:d5 Q:d8+ 4. K:d8 Kc7 e5 B:c5\n"
                       "5. Bh6 Nc3 Rd1 Rd6 Nb5# 1-0\n";
    tb_record r;
    read_one(text, &r);
    void *end = final_state(&r);
    cr_assert_fen(g, end, "rnb3nr/ppk2ppp/3R3B/1Nb1p3/8/8/PPP1PPPP/4KBNR b K -", 4);
    cr_assert_result(g, end, 0);
    char *out = tb_pgn_write(r.game, r.start, r.actions, r.count, NULL, true);
    assert_non_null(strstr(out, "\n1. d4 2. d5 c5 3. d4:c5 Q:d5 Q:d8+ 4. K:d8 Kc7 e5 B:c5 5. Bh6"));
    free(out);
    /* a series stopped early: the next number closes it */
    tb_record short_series;
    read_one("[Variant \"chess/progressive-scottish\"]\n\n1. e4 2. e5 3. Nf3 4. Nc6 *",
             &short_series);
    assert_int_equal(short_series.count, 6); /* e4, e5 end, Nf3 end, Nc6 */
    assert_round_trip(&short_series);
    tb_record_free(&short_series);
    free(end);
    tb_record_free(&r);
    free(s);
    tb_game_free(g);
}

/* Random games of every chess variant (and a set-up position) go out as PGN and come back
 * identical, in SAN and in the book's notation. */
static void test_round_trip_every_variant(void **st)
{
    uint64_t seed = 2026;
    for (int i = 0; i < tb_registry_count(); i++) {
        tb_game *g = cr_chess_game(i);
        if (!g)
            continue;
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        for (int game = 0; game < 3; game++) {
            tb_record r = {g, tb_state_new(g), malloc(sizeof(tb_action) * 400), 0};
            void *s = tb_state_new(g);
            if (game == 2) { /* from a position reached by play, written in [FEN] */
                for (int k = 0; k < 7 && !tb_game_over(g, s); k++) {
                    int n = g->cls->legal(g, s, moves);
                    g->cls->apply(g, s, moves[n / 2]);
                }
                memcpy(r.start, s, g->state_size);
            }
            while (r.count < 400 && !tb_game_over(g, s)) {
                int n = g->cls->legal(g, s, moves);
                r.actions[r.count] = moves[(ts_random(&seed) >> 33) % (uint64_t)n];
                g->cls->apply(g, s, r.actions[r.count++]);
            }
            assert_round_trip(&r);
            free(s);
            free(r.start);
            free(r.actions);
        }
        free(moves);
        tb_game_free(g);
    }
}

/* A text is read in the format it is written in: a draughts PDN (its GameType tag, or moves of
 * numbered squares) is not taken for a chess PGN, though both are tag pairs and numbered moves;
 * chess games, from the start or from a later move, still are. */
static void test_pdn_is_not_pgn(void **unused)
{
    (void)unused;
    const char *pdn[] = {"[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n",
                         "[Event \"club\"]\n1. 32-28 19-23 *\n", "1. 11-15 23-19 *\n",
                         "1.32x23 *"};
    for (size_t i = 0; i < sizeof pdn / sizeof pdn[0]; i++) {
        assert_false(tb_pgn_detect(pdn[i]));
        const tb_record_format *f = tb_record_format_detect(pdn[i]);
        assert_non_null(f);
        assert_string_equal(f->name, "pdn");
    }
    const char *pgn[] = {"[Event \"x\"]\n1. e4 e5 2. Nf3 *\n", "1.d4 d5", "12... Nf6 13. 0-0 *",
                         "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n1. Kb2 *"};
    for (size_t i = 0; i < sizeof pgn / sizeof pgn[0]; i++) {
        assert_true(tb_pgn_detect(pgn[i]));
        assert_string_equal(tb_record_format_detect(pgn[i])->name, "pgn");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_real_games),         cmocka_unit_test(test_several_games),
        cmocka_unit_test(test_export_tags),        cmocka_unit_test(test_tags_kept),
        cmocka_unit_test(test_variant_tags),       cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_progressive_series), cmocka_unit_test(test_round_trip_every_variant),
        cmocka_unit_test(test_pdn_is_not_pgn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
