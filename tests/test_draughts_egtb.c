/* The draughts endgame tables (draughts_egtb.c): small tables checked position by position
 * against the engine's own search without tables (a win or loss the search proves must be
 * the table's, and a short win or loss of the table must be found by the search), the known
 * results of three kings against one on 8x8 (Petrov's triangle wins within 13 moves; the lone
 * king on the main diagonal draws), the engine playing a won ending out by the tables, and
 * tables refused or missing. Only tables of 2 to 4 pieces on 8x8 and 2 on 10x10 are built. */
#include "support.h"

#include <stdio.h>
#include <unistd.h>

#include "games/draughts/draughts.h"
#include "games/draughts/draughts_egtb.h"
#include "games/draughts/draughts_engine.h"
#include "tabula/player.h"

static char dir[64];

static int setup(void **unused)
{
    snprintf(dir, sizeof dir, "/tmp/tabula-egtb-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **unused)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static bool search_win(int score)
{
    return score > DE_WIN - DE_MAX_PLY * 2;
}

static bool search_loss(int score)
{
    return score < -DE_WIN + DE_MAX_PLY * 2;
}

typedef struct tally {
    int positions, wins_confirmed, losses_confirmed;
} tally;

/* One position of the table against a search of `depth` turns without tables. */
static void check_position(const tb_game *g, de_engine *e, de_egtb *t, const signed char *cells,
                           int side, int depth, tally *tl)
{
    void *s = tb_state_new(g);
    draughts_state_of_cells(g, cells, side, s);
    int code;
    assert_true(de_egtb_probe(t, cells, side, &code));
    de_limits lim = {.depth = depth};
    de_result res;
    if (!de_search(e, s, &lim, &res)) {
        /* no move: the table says lost at once */
        assert_int_equal(code, -1);
        free(s);
        return;
    }
    tl->positions++;
    if (search_win(res.score)) {
        if (code <= 0)
            fail_msg("%s: search wins, table %d", ts_position_text(g, s), code);
        tl->wins_confirmed++;
    }
    if (search_loss(res.score)) {
        if (code >= 0)
            fail_msg("%s: search loses, table %d", ts_position_text(g, s), code);
        tl->losses_confirmed++;
    }
    /* a win or loss short enough for the search must be seen by it (a lone move is searched
     * to depth 1 only) */
    if (res.depth < depth) {
        free(s);
        return;
    }
    if (code > 0 && code <= depth - 1 && !search_win(res.score))
        fail_msg("%s: table wins in %d plies, search %d", ts_position_text(g, s), code, res.score);
    if (code < 0 && -code - 1 <= depth - 2 && !search_loss(res.score))
        fail_msg("%s: table loses in %d plies, search %d", ts_position_text(g, s), -code - 1,
                 res.score);
    free(s);
}

/* Every `stride`-th placement of the material (piece codes, one per piece) with each side to
 * move, checked against the search. */
static tally check_material(const char *id, const int m[4], int depth, int stride)
{
    tb_game *g = ts_game(id, NULL);
    tb_error err = {{0}};
    de_egtb *t = de_egtb_open(g, dir, 4, true, &err);
    assert_non_null(t);
    assert_true(de_egtb_build(t, m, NULL, &err));
    de_engine *e = de_engine_new(g, 2);
    assert_non_null(e);
    draughts_geometry geo;
    draughts_geometry_of(g, &geo);
    signed char pieces[4];
    int np = 0;
    static const signed char codes[4] = {1, 2, -1, -2};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < m[k]; i++)
            pieces[np++] = codes[k];
    tally tl = {0};
    int sq[4] = {0, 0, 0, 0}, count = 0;
    for (;;) {
        /* the next placement: squares in odometer order, all different */
        bool ok = true;
        for (int i = 0; i < np && ok; i++)
            for (int j = 0; j < i; j++)
                ok &= sq[i] != sq[j];
        for (int i = 0; i < np && ok; i++) {
            int rank = geo.rank[sq[i]];
            ok &= !(pieces[i] == 1 && rank == geo.n - 1) && !(pieces[i] == -1 && rank == 0);
        }
        if (ok && count++ % stride == 0) {
            signed char cells[DRAUGHTS_MAX_SQUARES] = {0};
            for (int i = 0; i < np; i++)
                cells[sq[i]] = pieces[i];
            for (int side = 0; side < 2; side++)
                check_position(g, e, t, cells, side, depth, &tl);
        }
        int i = 0;
        while (i < np && ++sq[i] == geo.nsq)
            sq[i++] = 0;
        if (i == np)
            break;
    }
    de_engine_free(e);
    de_egtb_free(t);
    tb_game_free(g);
    return tl;
}

/* A man against a man on 10x10: every position. */
static void international_men_agree_with_search(void **unused)
{
    tally tl = check_material("draughts", (const int[4]){1, 0, 1, 0}, 10, 1);
    assert_true(tl.positions > 3500);
    assert_true(tl.wins_confirmed > 300);
    assert_true(tl.losses_confirmed > 300);
}

/* A king against a man (both ways) and a king against a king on 10x10, sampled. */
static void international_kings_agree_with_search(void **unused)
{
    tally a = check_material("draughts", (const int[4]){0, 1, 1, 0}, 5, 7);
    tally b = check_material("draughts", (const int[4]){0, 1, 0, 1}, 5, 5);
    assert_true(a.wins_confirmed > 20 && a.losses_confirmed > 20);
    assert_true(b.wins_confirmed > 20);
}

/* Three pieces on 8x8 (flying kings, Brazilian rules): two kings against a man, a man and a
 * king against a king, two men against a man, sampled. */
static void brazilian_three_pieces_agree_with_search(void **unused)
{
    tally a = check_material("draughts/brazilian", (const int[4]){0, 2, 1, 0}, 4, 23);
    tally b = check_material("draughts/brazilian", (const int[4]){1, 1, 0, 1}, 4, 23);
    tally c = check_material("draughts/brazilian", (const int[4]){2, 0, 1, 0}, 8, 3);
    assert_true(a.wins_confirmed > 20);
    assert_true(b.wins_confirmed > 20);
    assert_true(c.wins_confirmed > 50 && c.losses_confirmed > 20);
}

static int probe_text(de_egtb *t, const tb_game *g, const char *position)
{
    void *s = ts_state(g, position);
    signed char cells[DRAUGHTS_MAX_SQUARES];
    draughts_cells_of(g, s, cells);
    int code;
    assert_true(de_egtb_probe(t, cells, g->cls->to_move(g, s), &code));
    free(s);
    return code;
}

static bool forced_to_take(const tb_game *g, const signed char *cells, int side)
{
    void *s = tb_state_new(g);
    draughts_state_of_cells(g, cells, side, s);
    tb_action *moves = malloc((size_t)g->max_actions * sizeof *moves);
    int n = g->cls->legal(g, s, moves);
    bool take = false;
    if (n > 0) {
        int before = draughts_piece_count(g, s);
        g->cls->apply(g, s, moves[0]);
        take = g->cls->mid_turn(g, s) || draughts_piece_count(g, s) < before;
    }
    free(moves);
    free(s);
    return take;
}

/* Three kings against one on 8x8 with flying kings: Petrov's triangle (kings a1, c1, e1
 * against f8) wins, and no later than the 13th move (25 plies) from any position; the lone
 * king on the main diagonal a1-h8, to move and not forced to take, with no king of the three
 * on it, draws. */
static void three_kings_against_one_on_8x8(void **unused)
{
    tb_game *g = ts_game("draughts/brazilian", NULL);
    tb_error err = {{0}};
    de_egtb *t = de_egtb_open(g, dir, 4, true, &err);
    assert_non_null(t);
    const int m[4] = {0, 3, 0, 1};
    assert_true(de_egtb_build(t, m, NULL, &err));
    int petrov = probe_text(t, g, "W:WKa1,Kc1,Ke1:BKf8");
    assert_true(petrov > 0 && petrov <= 25);
    uint64_t counts[3];
    int longest;
    assert_true(de_egtb_stats(t, m, counts, &longest));
    assert_true(longest <= 25);
    assert_true(counts[0] > 0 && counts[1] > 0 && counts[2] > 0);
    /* every lone king on the main diagonal, to move, the three kings off it: a draw */
    draughts_geometry geo;
    draughts_geometry_of(g, &geo);
    int checked = 0;
    for (int b = 0; b < geo.nsq; b++) {
        if (geo.file[b] != geo.rank[b])
            continue;
        for (int k1 = 0; k1 < geo.nsq; k1++)
            for (int k2 = k1 + 1; k2 < geo.nsq; k2++)
                for (int k3 = k2 + 1; k3 < geo.nsq; k3 += 5) {
                    int ks[3] = {k1, k2, k3};
                    bool off = true;
                    for (int i = 0; i < 3; i++)
                        off &= geo.file[ks[i]] != geo.rank[ks[i]];
                    if (!off)
                        continue;
                    signed char cells[DRAUGHTS_MAX_SQUARES] = {0};
                    cells[b] = -2;
                    for (int i = 0; i < 3; i++)
                        cells[ks[i]] = 2;
                    if (forced_to_take(g, cells, 1))
                        continue;
                    int code;
                    assert_true(de_egtb_probe(t, cells, 1, &code));
                    if (code != 0)
                        fail_msg("Black's king on %d, White's on %d %d %d: %d", b, k1, k2, k3, code);
                    checked++;
                }
    }
    assert_true(checked > 1000);
    de_egtb_free(t);
    tb_game_free(g);
}

/* The engine reading the tables plays Petrov's position out against itself: the winner
 * shortens the distance, the loser lengthens it, and the game ends as the table says. */
static void engine_plays_the_ending_by_the_tables(void **unused)
{
    tb_game *g = ts_game("draughts/brazilian", NULL);
    char spec[128];
    snprintf(spec, sizeof spec, "draughts:depth=1,egtb=%s", dir);
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, spec, 1, &err);
    assert_non_null(p);
    de_egtb *t = de_egtb_open(g, dir, 4, false, &err);
    assert_non_null(t);
    void *s = ts_state(g, "W:WKa1,Kc1,Ke1:BKf8");
    int expected = probe_text(t, g, "W:WKa1,Kc1,Ke1:BKf8");
    int plies = 0;
    while (!tb_game_over(g, s) && plies < 100) {
        int side = g->cls->to_move(g, s);
        do {
            tb_action a;
            assert_true(tb_player_choose(p, s, &a, &err));
            g->cls->apply(g, s, a);
        } while (tb_game_mid_turn(g, s) && g->cls->to_move(g, s) == side);
        plies++;
    }
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    assert_int_equal(plies, expected);
    free(s);
    de_egtb_free(t);
    tb_player_free(p);
    tb_game_free(g);
}

/* Without building, a table not in the folder is missing, not made; bad requests refused. */
static void missing_and_refused(void **unused)
{
    char empty[sizeof dir + 8];
    snprintf(empty, sizeof empty, "%s/none", dir);
    tb_game *g = ts_game("draughts", NULL);
    tb_error err = {{0}};
    de_egtb *t = de_egtb_open(g, empty, 4, false, &err);
    assert_non_null(t);
    signed char cells[DRAUGHTS_MAX_SQUARES] = {0};
    cells[0] = 2;
    cells[40] = -2;
    int code;
    assert_false(de_egtb_probe(t, cells, 0, &code));
    cells[41] = -2;
    cells[42] = -2;
    cells[43] = -2;
    cells[44] = -2; /* six pieces: more than the tables hold */
    assert_false(de_egtb_probe(t, cells, 0, &code));
    assert_false(de_egtb_build(t, (const int[4]){0, 0, 0, 2}, NULL, &err));
    assert_non_null(strstr(err.msg, "each side"));
    de_egtb_free(t);
    assert_null(de_egtb_open(g, dir, 9, false, &err));
    assert_non_null(strstr(err.msg, "pieces"));
    tb_game_free(g);
    g = ts_game("avanco", NULL);
    assert_null(de_egtb_open(g, dir, 3, false, &err));
    assert_non_null(strstr(err.msg, "rule table"));
    tb_game_free(g);
    /* a table read back from the folder holds the same values */
    g = ts_game("draughts/brazilian", NULL);
    t = de_egtb_open(g, dir, 4, false, &err);
    assert_non_null(t);
    assert_int_equal(probe_text(t, g, "B:WKc1,Ke1,Kg1:BKd4"), 0);
    assert_true(probe_text(t, g, "B:WKa1,Kc1,Ke1:BKf8") < 0);
    de_egtb_free(t);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(international_men_agree_with_search),
        cmocka_unit_test(international_kings_agree_with_search),
        cmocka_unit_test(brazilian_three_pieces_agree_with_search),
        cmocka_unit_test(three_kings_against_one_on_8x8),
        cmocka_unit_test(engine_plays_the_ending_by_the_tables),
        cmocka_unit_test(missing_and_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
