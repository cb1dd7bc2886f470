/* Draughts perft against the published counts. The published tables count whole turns, and
 * captures that differ only in the order the pieces are taken once (tb_perft_turns); the
 * depths are the ones that run in seconds under the sanitizers. Each number is cited. */
#include "support.h"

#include "tabula/perft.h"

static void check_turns(const char *id, const uint64_t *expected, int depths)
{
    tb_game *g = ts_game(id, NULL);
    void *s = tb_state_new(g);
    for (int d = 1; d <= depths; d++) {
        uint64_t n = tb_perft_turns(g, s, d);
        if (n != expected[d - 1])
            fail_msg("%s perft(%d) = %llu, published %llu", id, d, (unsigned long long)n,
                     (unsigned long long)expected[d - 1]);
    }
    free(s);
    tb_game_free(g);
}

/* International draughts from the start: Aart Bik, "BikDam: international checkers"
 * (aartbik.blogspot.com, October 2012; duplicate captures removed): 9, 81, 658, 4265, 27117,
 * 167140, 1049442, ... */
static void international(void **unused)
{
    const uint64_t published[] = {9, 81, 658, 4265, 27117, 167140};
    check_turns("draughts", published, 6);
}

/* Brazilian draughts: Rein Halbersma, "Perft for all recognized draughts variants",
 * damforum.nl/bb3/viewtopic.php?t=2822 (27 April 2010), after the shashki.com forum: 7, 49,
 * 302, 1469, 7473, 37628, 187302. */
static void brazilian(void **unused)
{
    const uint64_t published[] = {7, 49, 302, 1469, 7473, 37628, 187302};
    check_turns("draughts/brazilian", published, 7);
}

/* Russian draughts: the same thread, damforum.nl/bb3/viewtopic.php?t=2822#p80038: 7, 49,
 * 302, 1469, 7482, 37986, 190146, 929899, 4570586, 22444032. Depth 8 is the first where a
 * king must choose a landing square from which it can go on capturing; it takes half a
 * minute under the sanitizers, so the suite stops at 7 and test_draughts.c checks that rule
 * on a position (free_choice_king_must_continue). Depths 8-10 agree in a release build:
 * tabula perft draughts/russian 10 --turns. */
static void russian(void **unused)
{
    const uint64_t published[] = {7, 49, 302, 1469, 7482, 37986, 190146};
    check_turns("draughts/russian", published, 7);
}

/* English draughts (checkers), Black first: Aart Bik, "perft for 8x8 checkers",
 * talkchess.com/forum3/viewtopic.php?t=27814 (8 May 2009): 7, 49, 302, 1469, 7361, 36768,
 * 179740, 845931 (his generator keeps duplicate captures; they first occur at depth 12). */
static void english(void **unused)
{
    const uint64_t published[] = {7, 49, 302, 1469, 7361, 36768, 179740};
    check_turns("draughts/english", published, 7);
}

/* Atomic perft counts every jump: where no capture takes two pieces it equals the turn
 * count, and beyond that it is larger (a two-jump capture is two actions). */
static void atomic_and_turns(void **unused)
{
    tb_game *g = ts_game("draughts", NULL);
    void *s = tb_state_new(g);
    for (int d = 1; d <= 4; d++)
        assert_int_equal(tb_perft(g, s, d), tb_perft_turns(g, s, d));
    free(s);
    /* DI-E2's capture: one turn of three jumps */
    s = ts_state(g, "B:W42,43,33:B37");
    assert_int_equal(tb_perft_turns(g, s, 1), 1);
    assert_int_equal(tb_perft(g, s, 1), 1);
    assert_int_equal(tb_perft(g, s, 3), 1);
    free(s);
    /* A king that takes the same two men clockwise or anticlockwise ends in one position:
     * two action sequences, one turn. */
    s = ts_state(g, "W:WK48:B42,43,32,33"); /* K e1 round d2, d4, f4, f2 */
    assert_int_equal(tb_perft(g, s, 4), 2);
    assert_int_equal(tb_perft_turns(g, s, 1), 1);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(international), cmocka_unit_test(brazilian),
        cmocka_unit_test(russian),       cmocka_unit_test(english),
        cmocka_unit_test(atomic_and_turns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
