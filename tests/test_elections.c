/* The election games: every printed record of rules/elections.md replayed move by move, ending
 * exactly where the book ends it, and every claim of the book's commentary checked. */
#include "support.h"
#include "tabula/solve.h"

#include <stdio.h>
#include <string.h>

#include "games/elections/elections.h"
#include "tabula/player.h"
#include "tabula/view.h"

enum { WHITE = 0, BLACK = 1 };

static const char *won(const tb_game *g, const void *s, int colour)
{
    static char buf[4][1024];
    static int slot;
    slot = (slot + 1) % 4;
    elections_units_won(g, s, colour, buf[slot], sizeof buf[slot]);
    return buf[slot];
}

/* True if `unit` is one of the comma-separated names of `list`. */
static bool listed(const char *list, const char *unit)
{
    size_t n = strlen(unit);
    for (const char *p = list; (p = strstr(p, unit)) != NULL; p++)
        if ((p == list || (p - list >= 2 && p[-2] == ',')) && (p[n] == '\0' || p[n] == ','))
            return true;
    return false;
}

static void assert_won(const tb_game *g, const void *s, int colour, const char *units)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", units);
    const char *list = won(g, s, colour);
    for (char *save = NULL, *u = strtok_r(buf, ";", &save); u; u = strtok_r(NULL, ";", &save))
        if (!listed(list, u))
            fail_msg("%s has not won '%s'; has won: %s", colour ? "Black" : "White", u, list);
}

static void assert_not_won(const tb_game *g, const void *s, int colour, const char *unit)
{
    if (listed(won(g, s, colour), unit))
        fail_msg("%s has won '%s'", colour ? "Black" : "White", unit);
}

/* The cells holding a stone of `symbol` ("W" or "B"), sorted. */
static const char *stones(const tb_game *g, const void *s, const char *symbol)
{
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    char buf[2048] = "";
    for (int i = 0; i < v.num_cells; i++)
        for (int k = 0; k < v.cells[i].num_pieces; k++)
            if (strcmp(v.pieces[v.cells[i].first_piece + k].symbol, symbol) == 0) {
                strcat(buf, buf[0] ? " " : "");
                strcat(buf, v.cells[i].label);
            }
    tb_view_free(&v);
    return ts_sorted(buf);
}

/* The position text `pos` with a `symbol` stone on each of the space-separated `cells`. */
static const char *with_stones(const tb_game *g, const char *pos, const char *cells, char symbol)
{
    static char out[4][1024];
    static int slot;
    slot = (slot + 1) % 4;
    snprintf(out[slot], sizeof out[slot], "%s", pos);
    void *s = ts_state(g, NULL);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", cells);
    for (char *save = NULL, *c = strtok_r(buf, " ", &save); c; c = strtok_r(NULL, " ", &save)) {
        int idx = -1, k = 0;
        for (int i = 0; i < v.num_cells; i++)
            if (strcmp(v.cells[i].label, c) == 0)
                idx = i;
        if (idx < 0)
            fail_msg("no cell %s", c);
        for (char *p = out[slot]; *p && *p != ' '; p++)
            if (*p != '/' && k++ == idx)
                *p = symbol;
    }
    tb_view_free(&v);
    free(s);
    return out[slot];
}

/* Plays the turns (White, Black, White, ...) one by one; the game must go on after every turn
 * but the last, and then be over with `winner` (or go on when winner < 0). Returns the state. */
static void *replay(const tb_game *g, const char *const *turns, int winner)
{
    void *s = ts_state(g, NULL);
    int n = 0;
    while (turns[n])
        n++;
    for (int i = 0; i < n; i++) {
        assert_int_equal(g->cls->to_move(g, s), i % 2);
        ts_play(g, s, turns[i]);
        tb_outcome o = ts_outcome(g, s);
        if (i + 1 < n || winner < 0) {
            if (o.over)
                fail_msg("over after turn %d '%s': %s", i + 1, turns[i], o.reason);
            assert_false(tb_game_mid_turn(g, s));
        } else {
            if (!o.over)
                fail_msg("not over after the last turn '%s'", turns[i]);
            assert_int_equal(o.result[winner], TB_WIN);
            assert_int_equal(o.result[!winner], TB_LOSS);
        }
    }
    return s;
}

/* ---- a bounded search: does `me` win within `budget` of his turns? ---- */

static bool all_replies_win(const tb_game *g, const void *s, int me, int budget);

/* `me` is to move (at the start or in the middle of his turn). */
static bool some_move_wins(const tb_game *g, const void *s, int me, int budget)
{
    tb_action moves[2048];
    int n = g->cls->legal(g, s, moves);
    char child[512];
    assert_true(g->state_size <= sizeof child);
    for (int i = 0; i < n; i++) {
        memcpy(child, s, g->state_size);
        g->cls->apply(g, child, moves[i]);
        tb_outcome o = ts_outcome(g, child);
        if (o.over) {
            if (o.result[me] == TB_WIN)
                return true;
            continue;
        }
        if (g->cls->to_move(g, child) == me) {
            if (some_move_wins(g, child, me, budget))
                return true;
        } else if (budget > 1 && all_replies_win(g, child, me, budget - 1)) {
            return true;
        }
    }
    return false;
}

/* The opponent of `me` is to move; true if every line of play lets `me` win in time. */
static bool all_replies_win(const tb_game *g, const void *s, int me, int budget)
{
    tb_action moves[2048];
    int n = g->cls->legal(g, s, moves);
    char child[512];
    for (int i = 0; i < n; i++) {
        memcpy(child, s, g->state_size);
        g->cls->apply(g, child, moves[i]);
        tb_outcome o = ts_outcome(g, child);
        if (o.over) {
            if (o.result[me] != TB_WIN)
                return false;
            continue;
        }
        if (g->cls->to_move(g, child) != me) {
            if (!all_replies_win(g, child, me, budget))
                return false;
        } else if (!some_move_wins(g, child, me, budget)) {
            return false;
        }
    }
    return true;
}

/* ---- §2 Sierpinski election ---- */

static const char *const SIERPINSKI_1[] = {"111",     "222 333", "213",     "311", "123 231",
                                           "221",     "312",     "211 233", "313", "212",
                                           "323 121", "131",     NULL};

/* elections.md §2.5 game 1: legal with 1, 2, 1; nobody wins before; Black takes T2 2 on his
 * 5th turn; the final position; White resigns; Black wins by force. */
static void sierpinski_game_1(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski", NULL);
    void *s = ts_state(g, NULL);
    for (int i = 0; i < 9; i++)
        ts_play(g, s, SIERPINSKI_1[i]);
    assert_not_won(g, s, BLACK, "2");
    ts_play(g, s, SIERPINSKI_1[9]); /* Black's 5th turn: 212 */
    assert_won(g, s, BLACK, "21;22;2");
    /* the view colours the T1s won and marks the T2 won */
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    int c211 = tb_view_find(&v, "211"), c223 = tb_view_find(&v, "223"),
        c111 = tb_view_find(&v, "111");
    assert_true(v.cells[c211].marks & TB_MARK_TERRITORY);
    assert_int_equal(v.cells[c211].territory_owner, BLACK);
    assert_true(v.cells[c223].marks & TB_MARK_WIN);
    assert_false(v.cells[c111].marks & (TB_MARK_TERRITORY | TB_MARK_WIN));
    tb_view_free(&v);
    free(s);
    s = replay(g, SIERPINSKI_1, -1);
    assert_string_equal(stones(g, s, "W"), "111 121 123 213 231 312 313 323");
    assert_string_equal(stones(g, s, "B"), "131 211 212 221 222 233 311 333");
    assert_string_equal(ts_position_text(g, s), "W../W.W/B../BBW/BB./W.B/BWW/..W/..B w 13 1");
    /* the book: "Black wins by force" (White to move, one stone; then Black two) */
    assert_int_equal(ts_solve(g, s), -1);
    /* White in T2 3, Black answers 112 113 and wins on his next turn (not at once) */
    ts_play(g, s, "321; 112 113");
    assert_false(ts_outcome(g, s).over);
    assert_won(g, s, BLACK, "11");
    assert_not_won(g, s, BLACK, "1");
    assert_true(all_replies_win(g, s, BLACK, 1));
    free(s);
    /* White in T2 1 (112): Black 321 322; White in 33, Black takes its last cell and wins */
    s = replay(g, SIERPINSKI_1, -1);
    ts_play(g, s, "112; 321 322; 332; 331");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[BLACK] == TB_WIN);
    assert_won(g, s, BLACK, "2;3;board");
    free(s);
    /* and the record's end: White resigns */
    s = replay(g, SIERPINSKI_1, -1);
    ts_play(g, s, "resigns");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[BLACK] == TB_WIN);
    assert_string_equal(o.reason, "White resigns");
    free(s);
    tb_game_free(g);
}

/* §2.5 game 2: White has T2 3; Black T1s 11 and 21; any White stone, Black's next turn wins. */
static void sierpinski_game_2(void **unused)
{
    static const char *const game[] = {"111",     "211 311", "333",     "231", "331 323",
                                       "131",     "321",     "112 113", "222", "221",
                                       "213 223", "212",     NULL};
    tb_game *g = ts_game("elections/sierpinski", NULL);
    void *s = replay(g, game, -1);
    assert_won(g, s, WHITE, "32;33;3");
    assert_won(g, s, BLACK, "11;21");
    assert_true(all_replies_win(g, s, BLACK, 1));
    /* the winning cells: one stone in 13 and one in 23 */
    ts_play(g, s, "312");
    assert_false(ts_outcome(g, s).over);
    free(s);
    s = replay(g, game, -1);
    ts_play(g, s, "132; 133 232");
    assert_true(ts_outcome(g, s).over);
    assert_won(g, s, BLACK, "1;2;board");
    free(s);
    tb_game_free(g);
}

/* §2.2: the drop sequence 1, 2, 1, 1, 2, 1 ... and §1: no fewer stones than allowed. */
static void sierpinski_drop_sequence(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski", NULL);
    void *s = ts_state(g, NULL);
    static const int expected[] = {1, 2, 1, 1, 2, 1, 1, 2, 1};
    tb_action moves[64];
    for (int t = 0; t < 9; t++) {
        assert_int_equal(g->cls->to_move(g, s), t % 2);
        int dropped = 0;
        do {
            int n = g->cls->legal(g, s, moves);
            g->cls->apply(g, s, moves[0]); /* the first empty cell */
            assert_true(n > 0);
            dropped++;
        } while (tb_game_mid_turn(g, s));
        assert_int_equal(dropped, expected[t]);
    }
    /* in the middle of a turn resignation is not offered; the turn must be completed */
    free(s);
    s = ts_state(g, NULL);
    ts_play(g, s, "111; 222");
    assert_true(tb_game_mid_turn(g, s));
    ts_assert_refused(g, s, "resigns");
    ts_assert_refused(g, s, "111");
    ts_assert_refused(g, s, "4");
    assert_string_equal(ts_position_text(g, s), "W../.../.../.../.B./.../.../.../... b 2 1/2");
    free(s);
    tb_game_free(g);
}

/* §1: the last turn fills the remaining cells (fewer than the sequence asks). */
static void sierpinski_board_fills(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski", "size=2");
    /* T2 (9 cells): turns 1,2,1,1,2,1 drop 8 stones; turn 7 drops the last one */
    void *s = ts_state(g, NULL);
    ts_play(g, s, "11; 21 31; 12; 22; 32 13");
    assert_false(ts_outcome(g, s).over);
    ts_play(g, s, "23");
    assert_false(ts_outcome(g, s).over);
    ts_play(g, s, "33");
    assert_true(ts_outcome(g, s).over);
    free(s);
    tb_game_free(g);
    /* T4 and T5 boards */
    g = ts_game("elections/sierpinski", "size=5");
    s = ts_state(g, NULL);
    tb_action moves[300];
    assert_int_equal(g->cls->legal(g, s, moves), 243 + 1);
    ts_play(g, s, "11111; 33333 23232");
    free(s);
    tb_game_free(g);
}

/* §1 match play: best of three, the colours alternate, a resignation ends one game. */
static void sierpinski_match(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski", "match=3");
    void *s = ts_state(g, NULL);
    ts_play(g, s, "resigns"); /* game 1: seat 0 (White) resigns */
    assert_false(ts_outcome(g, s).over);
    assert_int_equal(g->cls->to_move(g, s), 1); /* game 2: seat 1 plays White */
    assert_string_equal(ts_position_text(g, s),
                        ".../.../.../.../.../.../.../.../... w 1 1 games 0-1");
    ts_play(g, s, "111; resigns"); /* seat 0, Black now, resigns */
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[1], TB_WIN);
    assert_string_equal(o.reason, "Black wins the match 2-0");
    free(s);
    tb_game_free(g);
}

/* ---- §3 Sierpinski Alliances ---- */

static const char *const ALLIANCES[] = {"111 \xe2\x80\x94", "213 \xe2\x80\x94",
                                        "313 \xe2\x80\x94", "321 \xe2\x80\x94",
                                        "121 \xe2\x80\x94", "312 \xe2\x80\x94",
                                        "232 313-1",        "221 \xe2\x80\x94",
                                        "313 111-3",        "111 312-1",
                                        "131 232-3",        "333 \xe2\x80\x94",
                                        "133 131-3",        NULL};

/* elections.md §3.3: legal as printed; no winner before; final position; White has T2 3;
 * Black's stones cannot enter T2 1; White wins within its next two turns. */
static void alliances_record(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski-alliances", NULL);
    void *s = replay(g, ALLIANCES, -1);
    assert_string_equal(stones(g, s, "W"), "113 121 133 311 313 331 332");
    assert_string_equal(stones(g, s, "B"), "111 112 213 221 321 333");
    assert_won(g, s, WHITE, "31;33;3");
    /* no big move of Black's reaches T2 1: 113, 121, 133 are occupied */
    ts_play(g, s, "231");
    ts_assert_refused(g, s, "213-1");
    ts_assert_refused(g, s, "221-1");
    ts_assert_refused(g, s, "321-1");
    ts_assert_refused(g, s, "333-1");
    ts_assert_refused(g, s, "111:2"); /* only big moves in the Alliances */
    ts_assert_refused(g, s, "231-1"); /* the stone just dropped stays (decision §3.1) */
    free(s);
    s = replay(g, ALLIANCES, -1);
    assert_true(all_replies_win(g, s, WHITE, 2));
    ts_play(g, s, "resigns");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[WHITE] == TB_WIN);
    free(s);
    tb_game_free(g);
}

/* §3.1: a stone moved away can lose a unit won before; the option move_dropped. */
static void alliances_rules(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski-alliances", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "111 \xe2\x80\x94; 211 \xe2\x80\x94; 112 \xe2\x80\x94; 212 \xe2\x80\x94");
    assert_won(g, s, WHITE, "11");
    ts_play(g, s, "311 112-3");
    assert_not_won(g, s, WHITE, "11");
    assert_string_equal(ts_action_text(g, s, 0), "111");
    free(s);
    tb_game_free(g);
    g = ts_game("elections/sierpinski-alliances", "move_dropped=on");
    s = ts_state(g, NULL);
    ts_play(g, s, "111 111-2");
    assert_string_equal(stones(g, s, "W"), "211");
    free(s);
    tb_game_free(g);
}

/* elections.md §3.1 example: a stone on 322 may go to 122 or 222 when empty (the big move
 * changes the first digit), never stay in T2 3, nor go to an occupied cell. */
static void alliances_big_move_example(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski-alliances", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "322 \xe2\x80\x94; 211 \xe2\x80\x94");
    const char *before = ts_position_text(g, s);
    char start[256];
    snprintf(start, sizeof start, "%s", before);
    ts_play(g, s, "111 322-1");
    assert_string_equal(stones(g, s, "W"), "111 122");
    free(s);
    s = ts_state(g, start);
    ts_play(g, s, "111 322-2");
    assert_string_equal(stones(g, s, "W"), "111 222");
    free(s);
    s = ts_state(g, start);
    ts_assert_refused(g, s, "111 322-3"); /* it would stay where it is */
    ts_play(g, s, "122 \xe2\x80\x94; 233 \xe2\x80\x94");
    ts_assert_refused(g, s, "111 322-1"); /* 122 is taken */
    ts_play(g, s, "111 322-2");
    assert_string_equal(stones(g, s, "W"), "111 122 222");
    free(s);
    tb_game_free(g);
}

/* ---- §4 three move sizes ---- */

static const char *const SIZES[] = {"111 \xe2\x80\x94",
                                    "221 \xe2\x80\x94",
                                    "321 111:2",
                                    "312 221:1",
                                    "333 \xe2\x80\x94",
                                    "111 312-1",
                                    "232 121-2",
                                    "212 112:3",
                                    "332 333-2",
                                    "312 212:2",
                                    "223 321.2",
                                    "333 211-3",
                                    "331 322.3",
                                    "321 222-3",
                                    "133 331-1",
                                    "121 132:2",
                                    NULL};

/* elections.md §4.1: the book's example moves from 111 on an empty board. */
static void sizes_example_moves(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski-sizes", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "111 \xe2\x80\x94; 333 \xe2\x80\x94; 222");
    tb_action moves[512];
    int n = g->cls->legal(g, s, moves);
    char got[1024] = "";
    for (int i = 0; i < n; i++) {
        const char *t = ts_action_text(g, s, moves[i]);
        if (strncmp(t, "111", 3) == 0) {
            strcat(got, got[0] ? " " : "");
            strcat(got, t);
        }
    }
    /* to 211, 311 (big), 121, 131 (medium), 112, 113 (small) */
    assert_string_equal(ts_sorted(got), ts_sorted("111-2 111-3 111:2 111:3 111.2 111.3"));
    ts_play(g, s, "111.3");
    assert_string_equal(stones(g, s, "W"), "113 222");
    free(s);
    tb_game_free(g);
}

/* §4.3 (corrected record): legal; no winner before; the final position; White has T2 2,
 * Black T2 3; whatever White does, Black's next turn wins. The printed turns are illegal. */
static void sizes_record(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski-sizes", NULL);
    void *s = replay(g, SIZES, -1);
    assert_string_equal(stones(g, s, "W"), "131 133 221 223 232 233 323 332");
    assert_string_equal(stones(g, s, "B"), "111 121 122 311 312 321 322 333");
    assert_won(g, s, WHITE, "22;23;2");
    assert_won(g, s, BLACK, "31;32;3;12");
    assert_won(g, s, WHITE, "13");
    assert_true(all_replies_win(g, s, BLACK, 1));
    ts_play(g, s, "resigns");
    assert_true(ts_outcome(g, s).result[BLACK] == TB_WIN);
    free(s);
    /* the printed record: Black's 2nd turn moves White's stone 321 */
    s = ts_state(g, NULL);
    ts_play(g, s, "111 \xe2\x80\x94; 221 \xe2\x80\x94; 321 111:2; 312");
    ts_assert_refused(g, s, "321:1");
    free(s);
    /* ... and Black's 7th turn 222:3 lands on White's 232 */
    s = replay(g, SIZES, -1);
    free(s);
    s = ts_state(g, NULL);
    for (int i = 0; i < 13; i++)
        ts_play(g, s, SIZES[i]);
    ts_play(g, s, "321");
    ts_assert_refused(g, s, "222:3");
    free(s);
    tb_game_free(g);
}

/* ---- §5 hexagonal boards ---- */

/* §5.1: the 15 cells and 15 lines of three cells. */
static void hex_small_board(void **unused)
{
    tb_game *g = ts_game("elections/hex-small", NULL);
    void *s = ts_state(g, NULL);
    tb_action moves[64];
    assert_int_equal(g->cls->legal(g, s, moves), 15 + 1);
    char all[256] = "";
    for (int i = 0; i < 15; i++) {
        strcat(all, all[0] ? " " : "");
        strcat(all, ts_action_text(g, s, moves[i]));
    }
    assert_string_equal(ts_sorted(all), ts_sorted("a1 a2 a3 b1 b3 b4 c1 c2 c5 d2 d4 d5 e3 e4 e5"));
    /* the lines of §5.1: a full line of White wins it */
    static const char *const lines[][2] = {
        {"a1 a2 a3", "column a"}, {"b1 b3 b4", "column b"}, {"c1 c2 c5", "column c"},
        {"d2 d4 d5", "column d"}, {"e3 e4 e5", "column e"}, {"a3 b4 c5", "a3c5"},
        {"a2 b3 d5", "a2d5"},     {"a1 d4 e5", "a1e5"},     {"b1 c2 e4", "b1e4"},
        {"c1 d2 e3", "c1e3"},     {"a1 b1 c1", "row 1"},    {"a2 c2 d2", "row 2"},
        {"a3 b3 e3", "row 3"},    {"b4 d4 e4", "row 4"},    {"c5 d5 e5", "row 5"}};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        void *t = ts_state(g, with_stones(g, ".../.../.../.../... b 2 2", lines[i][0], 'W'));
        assert_string_equal(won(g, t, WHITE), lines[i][1]);
        free(t);
    }
    free(s);
    tb_game_free(g);
}

static const char *const HEX_SMALL_1[] = {"c5", "b3 d4", "a1", "e5", "d5 a2", "d2",
                                          "b4", "e4 c2", "e3", "c1", NULL};

/* §5.1 game 1: after Black's 4th turn Black wins with e3 or c1 and only those; White blocks
 * e3; c1 wins the vertical direction (c, d, e) and the positive diagonals. */
static void hex_small_game_1(void **unused)
{
    tb_game *g = ts_game("elections/hex-small", NULL);
    void *s = replay(g, HEX_SMALL_1, BLACK);
    assert_won(g, s, BLACK, "column c;column d;column e;vertical;a1e5;b1e4;c1e3;positive");
    assert_not_won(g, s, BLACK, "negative");
    free(s);
    /* the threats: on the position after Black's 4th turn, a black stone wins exactly on e3
     * or c1 */
    s = ts_state(g, NULL);
    for (int i = 0; i < 8; i++)
        ts_play(g, s, HEX_SMALL_1[i]);
    tb_action moves[64];
    int n = g->cls->legal(g, s, moves);
    char winning[128] = "";
    for (int i = 0; i < n; i++) {
        const char *cell = ts_action_text(g, s, moves[i]);
        if (strcmp(cell, "resigns") == 0)
            continue;
        void *t = ts_state(g, with_stones(g, ts_position_text(g, s), cell, 'B'));
        tb_outcome o = ts_outcome(g, t);
        if (o.over && o.result[BLACK] == TB_WIN) {
            strcat(winning, winning[0] ? " " : "");
            strcat(winning, cell);
        }
        free(t);
    }
    assert_string_equal(ts_sorted(winning), "c1 e3");
    free(s);
    tb_game_free(g);
}

/* §5.1 game 2: decided only by the last stone; White wins vertical and positive diagonals,
 * Black the negative diagonals. */
static void hex_small_game_2(void **unused)
{
    static const char *const game[] = {"d4", "c5 b1", "a2", "d2", "c2 e4", "c1",
                                       "d5", "e5 e3", "b3", "a3", "b4 a1", NULL};
    tb_game *g = ts_game("elections/hex-small", NULL);
    void *s = replay(g, game, WHITE);
    assert_won(g, s, WHITE, "column a;column b;column d;vertical;a1e5;b1e4;a2d5;positive");
    assert_won(g, s, BLACK, "row 1;row 3;row 5;negative");
    assert_string_equal(stones(g, s, "."), ""); /* nothing: the board is full */
    assert_int_equal(strchr(ts_position_text(g, s), '.') == NULL, 1);
    /* d4 counts in White's winning line of every direction; b1 only in Black's a1c1 */
    assert_won(g, s, WHITE, "column d;a1e5;row 4");
    assert_won(g, s, BLACK, "row 1");
    assert_not_won(g, s, BLACK, "column b");
    assert_not_won(g, s, BLACK, "b1e4");
    free(s);
    tb_game_free(g);
}

static const char *const HEX_LARGE[] = {"e9",    "a1 i5", "a5 i9", "i6 h5", "i8 i7", "g5 g4",
                                        "a4 a2", "b1 b2", "c2 f2", "b3 c3", "e1 h4", "c4 d4",
                                        "b4 f4", "g6 c1", "h7 h6", "f5 d3", "e3 f8", "f7 c6",
                                        "f9 d7", "e7 d6", "e8 c7", NULL};

/* §5.2: the 55 cells, the first turn one stone then two, the game of 41 stones. */
static void hex_large_game(void **unused)
{
    tb_game *g = ts_game("elections/hex-large", NULL);
    void *s = ts_state(g, NULL);
    tb_action moves[64];
    assert_int_equal(g->cls->legal(g, s, moves), 55 + 1);
    ts_assert_refused(g, s, "b5");
    ts_assert_refused(g, s, "e4");
    free(s);
    s = replay(g, HEX_LARGE, WHITE);
    assert_won(g, s, WHITE,
               "column a;column e;column f;column h;column i;vertical;row 2;row 4;row 7;row "
               "8;row 9;negative");
    assert_not_won(g, s, WHITE, "positive");
    assert_not_won(g, s, BLACK, "positive");
    int positive[2] = {0, 0};
    static const char *const diagonals[] = {"a5e9", "a4f9", "a3g9", "a2h9", "a1i9",
                                            "b1i8", "c1i7", "d1i6", "e1i5"};
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < 9; i++)
            positive[c] += listed(won(g, s, c), diagonals[i]);
    assert_int_equal(positive[WHITE], 4);
    assert_int_equal(positive[BLACK], 3);
    assert_string_equal(stones(g, s, "W"),
                        ts_sorted("e9 a5 i9 i8 i7 a4 a2 c2 f2 e1 h4 b4 f4 h7 h6 e3 f8 f9 d7 "
                                  "e8 c7"));
    /* the empty cells the spec lists */
    char pos[256];
    snprintf(pos, sizeof pos, "%s", ts_position_text(g, s));
    int empty = 0;
    for (char *p = pos; *p && *p != ' '; p++)
        empty += *p == '.';
    assert_int_equal(empty, 14);
    free(s);
    tb_game_free(g);
}

/* docs/solved.md: the small hexagonal board is a second-player win; to White's a1 Black
 * answers a2 a3 and White, to move, loses whatever he does. */
static void hex_small_reply_to_a1(void **unused)
{
    tb_game *g = ts_game("elections/hex-small", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "a1; a2 a3");
    tb_solve_result r;
    assert_true(tb_solve(g, s, NULL, &r));
    assert_int_equal(r.value, TB_LOSS);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* ---- §6 cube ---- */

static const char *const CUBE[] = {"2b2",     "1a1 3c3", "1c2 1b2", "1b1 1c1", "2b3 3b2", "3a3 3b3",
                                   "1b3 2c2", "1a3 1c3", "2b1 3b1", "3a1 3c1", NULL};

/* elections.md §6.4 (corrected record): Black wins on his 5th turn, levels 1 and 3, planes
 * abc1 and abc3, and the column planes a and c; the final position of the spec. */
static void cube_game(void **unused)
{
    tb_game *g = ts_game("elections/cube", NULL);
    void *s = replay(g, CUBE, BLACK);
    assert_won(g, s, BLACK,
               "level 1;level 3;horizontal;row 1;row 3;lateral;column a;column c;"
               "vertical");
    assert_string_equal(stones(g, s, "W"), "1b2 1b3 1c2 2b1 2b2 2b3 2c2 3b1 3b2");
    assert_string_equal(stones(g, s, "B"), "1a1 1a3 1b1 1c1 1c3 3a1 3a3 3b3 3c1 3c3");
    free(s);
    /* the printed record plays 1b1 twice */
    s = ts_state(g, NULL);
    ts_play(g, s, "2b2; 1a1 3c3; 1c2");
    ts_assert_refused(g, s, "1b1 1b1");
    free(s);
    /* the alternative repair (Black's entries) under the cyclic lines */
    static const char *const alternative[] = {"2b2",     "1a1 3c3", "1c2 1b1", "1b2 1c1",
                                              "2b3 3b3", "3a3 3b2", "1b3 2c2", "1a3 1c3",
                                              "2b1 3b1", "3a1 3c1", NULL};
    free(replay(g, alternative, BLACK));
    tb_game_free(g);
    /* the decision holds under the options too: every unit structure gives the book's end */
    static const char *const options[] = {"lines=other", "plane_rule=cells",
                                          "lines=other,plane_rule=cells"};
    for (int i = 0; i < 3; i++) {
        g = ts_game("elections/cube", options[i]);
        s = replay(g, CUBE, BLACK);
        free(s);
        tb_game_free(g);
    }
}

/* §6.1: sizes 5 and 7, odd only. */
static void cube_sizes(void **unused)
{
    tb_game *g = ts_game("elections/cube", "size=7");
    void *s = ts_state(g, NULL);
    tb_action moves[400];
    assert_int_equal(g->cls->legal(g, s, moves), 343 + 1);
    ts_play(g, s, "4d4; 7g7 1a1");
    free(s);
    tb_game_free(g);
    tb_error err = {{0}};
    assert_null(tb_game_new(tb_registry_find("elections/cube"), "size=4", &err));
    assert_true(err.msg[0] != '\0');
}

/* Positions: round trip, refusals. */
static void positions(void **unused)
{
    tb_game *g = ts_game("elections/sierpinski", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s), ".../.../.../.../.../.../.../.../... w 1 1");
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("elections/sierpinski", ".../.../... w 1 1");
    ts_assert_position_refused("elections/sierpinski",
                               "WW./WW./.../.../.../.../.../.../... w 1 2"); /* turn 1: one */
    /* a board already won is only a finished game */
    ts_assert_position_refused("elections/sierpinski-alliances",
                               ".../.../.../.../.../.../.../.../... w 2 move 111");
}

/* The evaluation hook: alpha-beta and MCTS with it beat a random player on both colours. */
static void players_beat_random(void **unused)
{
    static const char *const games[] = {"elections/hex-small", "elections/sierpinski",
                                        "elections/cube"};
    static const char *const specs[] = {"ab:depth=2,time=0", "mcts:iterations=300,threads=1"};
    for (size_t gi = 0; gi < sizeof games / sizeof games[0]; gi++)
        for (size_t si = 0; si < sizeof specs / sizeof specs[0]; si++)
            for (int seat = 0; seat < 2; seat++) {
                tb_game *g = ts_game(games[gi], NULL);
                tb_error err = {{0}};
                tb_player *p[2];
                p[seat] = tb_player_new(g, specs[si], 5, &err);
                p[!seat] = tb_player_new(g, "random", 9 + (uint64_t)seat, &err);
                assert_non_null(p[0]);
                assert_non_null(p[1]);
                void *s = ts_state(g, NULL);
                while (!ts_outcome(g, s).over) {
                    tb_action a;
                    int who = g->cls->to_move(g, s);
                    assert_true(tb_player_choose(p[who], s, &a, &err));
                    tb_player_observe(p[0], s, a);
                    tb_player_observe(p[1], s, a);
                    g->cls->apply(g, s, a);
                }
                if (ts_outcome(g, s).result[seat] != TB_WIN)
                    fail_msg("%s as player %d lost %s to random", specs[si], seat, games[gi]);
                tb_player_free(p[0]);
                tb_player_free(p[1]);
                free(s);
                tb_game_free(g);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sierpinski_game_1),
        cmocka_unit_test(sierpinski_game_2),
        cmocka_unit_test(sierpinski_drop_sequence),
        cmocka_unit_test(sierpinski_board_fills),
        cmocka_unit_test(sierpinski_match),
        cmocka_unit_test(alliances_record),
        cmocka_unit_test(alliances_rules),
        cmocka_unit_test(alliances_big_move_example),
        cmocka_unit_test(hex_small_reply_to_a1),
        cmocka_unit_test(sizes_example_moves),
        cmocka_unit_test(sizes_record),
        cmocka_unit_test(hex_small_board),
        cmocka_unit_test(hex_small_game_1),
        cmocka_unit_test(hex_small_game_2),
        cmocka_unit_test(hex_large_game),
        cmocka_unit_test(cube_game),
        cmocka_unit_test(cube_sizes),
        cmocka_unit_test(positions), cmocka_unit_test(players_beat_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
