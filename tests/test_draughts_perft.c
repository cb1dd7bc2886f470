/* Draughts perft against the published counts. The published tables count whole turns, and
 * captures that differ only in the order the pieces are taken once (tb_perft_turns); the
 * depths are the ones that run in seconds under the sanitizers. Each number is cited. */
#include "support.h"

#include "games/draughts/draughts.h"
#include "tabula/perft.h"
#include "tabula/registry.h"
#include "tabula/rng.h"

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

/* ---- whole turns (draughts_moves, the engine's moves) against the actions ---- */

/* The variants of the rule table (draughts.c). */
static const char *const rule_table[] = {
    "draughts",         "draughts/brazilian", "draughts/canadian", "draughts/russian",
    "draughts/english", "draughts/portuguese", "draughts/german",  "draughts/czech",
    "draughts/thai",    "draughts/turkish",    "draughts/armenian", "draughts/croda"};
enum { RULE_TABLE = sizeof rule_table / sizeof rule_table[0] };
/* The options that change how captures go, each tried with every variant that has it
 * (none first: the variant as registered). */
static const char *const capture_options[] = {NULL, "killer_rule=on", "turkish_removal=immediate",
                                              "portuguese_capture_law=quantity_then_quality",
                                              "czech_max_capture=off"};
enum { CAPTURE_OPTIONS = sizeof capture_options / sizeof capture_options[0] };

typedef struct state_set {
    size_t size;
    int n, cap;
    unsigned char *items;
} state_set;

static bool set_has(const state_set *set, const void *state)
{
    for (int i = 0; i < set->n; i++)
        if (memcmp(set->items + (size_t)i * set->size, state, set->size) == 0)
            return true;
    return false;
}

static void set_add(state_set *set, const void *state)
{
    if (set_has(set, state))
        return;
    assert_true(set->n < set->cap);
    memcpy(set->items + (size_t)set->n++ * set->size, state, set->size);
}

/* Every position at the end of a turn reached from `state` one action at a time. */
static void turn_ends(const tb_game *g, const void *state, state_set *out)
{
    tb_action moves[2048];
    int n = g->cls->legal(g, state, moves), side = g->cls->to_move(g, state);
    void *next = malloc(g->state_size);
    for (int i = 0; i < n; i++) {
        memcpy(next, state, g->state_size);
        g->cls->apply(g, next, moves[i]);
        if (g->cls->mid_turn(g, next) && g->cls->to_move(g, next) == side)
            turn_ends(g, next, out);
        else
            set_add(out, next);
    }
    free(next);
}

/* The positions draughts_moves' turns lead to are exactly those the actions reach, one turn
 * for each (the same pieces taken in another order is one turn), and each turn's first
 * action is legal. Checked at every position of random games of every variant of the rule
 * table, and inside captures under way. Returns the positions compared. */
static int compare_turns(const tb_game *g, const void *state)
{
    static draughts_move moves[DRAUGHTS_MAX_MOVES];
    int n = draughts_moves(g, state, moves);
    assert_true(n >= 0);
    /* the sets' room, kept from one call to the next */
    static unsigned char *room[2];
    static size_t room_size;
    if (room_size < g->state_size) {
        free(room[0]);
        free(room[1]);
        room[0] = malloc(4096 * g->state_size);
        room[1] = malloc(4096 * g->state_size);
        room_size = g->state_size;
    }
    state_set by_actions = {g->state_size, 0, 4096, room[0]};
    state_set by_turns = {g->state_size, 0, 4096, room[1]};
    turn_ends(g, state, &by_actions);
    /* the quiescence's pieces: the captures alone, and whether a quiet move exists */
    static draughts_move captures[DRAUGHTS_MAX_MOVES];
    bool drawn = draughts_drawn(g, state);
    int ncap = draughts_captures(g, state, captures);
    if (!drawn) {
        assert_int_equal(ncap, n > 0 && moves[0].capture ? n : 0);
        if (ncap == 0 && !g->cls->mid_turn(g, state))
            assert_int_equal(draughts_can_step(g, state), n > 0);
    } else {
        assert_int_equal(n, 0);
    }
    void *next = malloc(g->state_size);
    for (int i = 0; i < n; i++) {
        if (!tb_game_is_legal(g, state, draughts_move_action(&moves[i]))) {
            char text[2048];
            g->cls->position_to_text(g, state, text, sizeof text);
            fail_msg("%s: turn %d of %d (%d to %d, first %d) starts with an illegal action in %s",
                     g->variant->id, i, n, moves[i].from, moves[i].to, moves[i].first, text);
        }
        memcpy(next, state, g->state_size);
        draughts_make(g, next, &moves[i]);
        assert_false(set_has(&by_turns, next)); /* no turn twice */
        /* the key kept as the pieces move is the key of the position read afresh */
        char text[2048];
        assert_true(g->cls->position_to_text(g, next, text, sizeof text) > 0);
        tb_error err = {{0}};
        void *again = malloc(g->state_size);
        assert_true(g->cls->position_from_text(g, text, again, &err));
        assert_true(g->cls->hash(g, again) == g->cls->hash(g, next));
        free(again);
        set_add(&by_turns, next);
        if (!set_has(&by_actions, next))
            fail_msg("%s: turn %d of %d (%d to %d) reaches a position no actions reach",
                     g->variant->id, i, n, moves[i].from, moves[i].to);
    }
    if (by_turns.n != by_actions.n)
        fail_msg("%s: %d turns, %d positions by the actions", g->variant->id, by_turns.n,
                 by_actions.n);
    free(next);
    return 1;
}

static void whole_turns_match_the_actions(void **unused)
{
    tb_rng rng;
    tb_rng_seed(&rng, 2026);
    tb_action moves[2048];
    for (size_t v = 0; v < RULE_TABLE; v++) {
        for (size_t o = 0; o < CAPTURE_OPTIONS; o++) {
            tb_error err = {{0}};
            tb_game *g = tb_game_new(tb_registry_find(rule_table[v]), capture_options[o], &err);
            if (!g)
                continue; /* not an option of this variant */
            int compared = 0, chains = 0;
            for (int game = 0; game < 6; game++) {
                void *s = tb_state_new(g);
                for (int ply = 0; ply < 300; ply++) {
                    compared += compare_turns(g, s);
                    int n = g->cls->legal(g, s, moves);
                    if (n == 0)
                        break;
                    g->cls->apply(g, s, moves[tb_rng_below(&rng, (uint32_t)n)]);
                    if (g->cls->mid_turn(g, s))
                        chains += compare_turns(g, s);
                }
                free(s);
            }
            print_message("%s %s: %d positions, %d inside a capture\n", rule_table[v],
                          capture_options[o] ? capture_options[o] : "", compared, chains);
            assert_true(compared > 100);
            tb_game_free(g);
        }
    }
}

/* The family's own perft by whole turns (draughts_moves, the class's perft_turns) equals the
 * count from the actions alone (the published counts' definition): from the start of every
 * variant of the rule table, and from positions of random games, captures under way
 * included, with the options that change how captures go. */
static void check_perft_turns(const tb_game *g, const void *s, int depth)
{
    uint64_t by_turns = tb_perft_turns(g, s, depth);
    uint64_t by_actions = tb_perft_turns_by_actions(g, s, depth);
    if (by_turns != by_actions) {
        char text[2048];
        g->cls->position_to_text(g, s, text, sizeof text);
        fail_msg("%s perft(%d) from %s: %llu by whole turns, %llu by the actions", g->variant->id,
                 depth, text, (unsigned long long)by_turns, (unsigned long long)by_actions);
    }
}

static void whole_turn_perft(void **unused)
{
    tb_rng rng;
    tb_rng_seed(&rng, 7);
    tb_action moves[2048];
    for (size_t v = 0; v < RULE_TABLE; v++) {
        for (size_t o = 0; o < CAPTURE_OPTIONS; o++) {
            tb_error err = {{0}};
            tb_game *g = tb_game_new(tb_registry_find(rule_table[v]), capture_options[o], &err);
            if (!g)
                continue; /* not an option of this variant */
            assert_non_null(g->cls->perft_turns); /* else both sides are the same walk */
            void *s = tb_state_new(g);
            if (!capture_options[o])
                for (int d = 1; d <= 5; d++)
                    check_perft_turns(g, s, d);
            int compared = 0;
            for (int game = 0; game < 4; game++) {
                g->cls->initial(g, s);
                for (int ply = 0; ply < 200; ply++) {
                    int n = g->cls->legal(g, s, moves);
                    if (n == 0)
                        break;
                    g->cls->apply(g, s, moves[tb_rng_below(&rng, (uint32_t)n)]);
                    if (ply % 8 == 5 || g->cls->mid_turn(g, s)) {
                        check_perft_turns(g, s, 3);
                        compared++;
                    }
                }
            }
            print_message("%s %s: %d positions\n", rule_table[v],
                          capture_options[o] ? capture_options[o] : "", compared);
            assert_true(compared > 20);
            free(s);
            tb_game_free(g);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(international), cmocka_unit_test(brazilian),
        cmocka_unit_test(russian),       cmocka_unit_test(english),
        cmocka_unit_test(atomic_and_turns), cmocka_unit_test(whole_turns_match_the_actions),
        cmocka_unit_test(whole_turn_perft),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
