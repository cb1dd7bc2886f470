/* Halma: the worked examples of rules/boxgames.md §1.7, each a test, and the rules of §1.2-1.5. */
#include "support.h"

#include "tabula/family.h"
#include "tabula/player.h"
#include "tabula/report.h"
#include "tabula/solve.h"

#include <stdio.h>
#include <string.h>

/* Plays one action ("c3-e5" is one jump here, the series going on; ts_play reads a whole
 * turn). */
static void play_action(const tb_game *g, void *s, const char *text)
{
    tb_action a;
    tb_error err = {{0}};
    if (!tb_game_parse_action(g, s, text, &a, &err))
        fail_msg("action '%s' refused: %s", text, err.msg);
    g->cls->apply(g, s, a);
}

/* Plays one turn written as the source writes it ("b2-c3", "a1-c1-e3"): one action per
 * landing, then "stop" if the piece could still jump on. */
static void play_series(const tb_game *g, void *s, const char *turn)
{
    char squares[32][8];
    int n = 0;
    const char *p = turn;
    while (*p && n < 32) {
        int k = 0;
        while (p[k] && p[k] != '-')
            k++;
        snprintf(squares[n++], sizeof squares[0], "%.*s", k, p);
        p += k + (p[k] == '-');
    }
    int player = g->cls->to_move(g, s);
    for (int i = 0; i + 1 < n; i++) {
        char action[32];
        snprintf(action, sizeof action, "%s-%s", squares[i], squares[i + 1]);
        if (i > 0 && !tb_game_mid_turn(g, s))
            fail_msg("%s: the series ended before %s", turn, action);
        play_action(g, s, action);
    }
    if (tb_game_mid_turn(g, s))
        ts_play(g, s, "stop");
    assert_false(tb_game_mid_turn(g, s));
    if (g->num_players > 1)
        assert_int_not_equal(g->cls->to_move(g, s), player);
}

/* The count of distinct (origin, destination) pairs of whole turns from `s`, by a walk over
 * the actions of the turn; `pieces` gets the origins. */
static int count_first_moves(const tb_game *g, const void *s, char *pieces, size_t cap)
{
    /* origin x destination marks */
    static bool reach[256][256];
    memset(reach, 0, sizeof reach);
    tb_action moves[512], more[512];
    int n = g->cls->legal(g, s, moves);
    char child[1024], grand[1024];
    /* a stack of states in the middle of a series, each with its origin */
    struct item {
        char state[1024];
        int origin;
    };
    static struct item stack[4096];
    int top = 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, s, g->state_size);
        int from = (int)(moves[i] >> 8 & 255), to = (int)(moves[i] & 255);
        g->cls->apply(g, child, moves[i]);
        reach[from][to] = true;
        if (tb_game_mid_turn(g, child)) {
            memcpy(stack[top].state, child, g->state_size);
            stack[top++].origin = from;
        }
    }
    while (top > 0) {
        top--;
        memcpy(child, stack[top].state, g->state_size);
        int origin = stack[top].origin;
        int m = g->cls->legal(g, child, more);
        for (int i = 0; i < m; i++) {
            if (strcmp(ts_action_text(g, child, more[i]), "stop") == 0)
                continue;
            memcpy(grand, child, g->state_size);
            g->cls->apply(g, grand, more[i]);
            reach[origin][more[i] & 255] = true;
            if (tb_game_mid_turn(g, grand) && top < 4096) {
                memcpy(stack[top].state, grand, g->state_size);
                stack[top++].origin = origin;
            }
        }
    }
    int total = 0;
    pieces[0] = '\0';
    for (int a = 0; a < 256; a++) {
        int k = 0;
        for (int b = 0; b < 256; b++)
            k += reach[a][b] && a != b;
        total += k;
        if (k) {
            char sq[8];
            snprintf(sq, sizeof sq, "%c%d", 'a' + a % 16, a / 16 + 1);
            if (strlen(pieces) + 8 < cap) {
                strcat(pieces, pieces[0] ? " " : "");
                strcat(pieces, sq);
            }
        }
    }
    return total;
}

/* §1.7 example 1: the camps: 19 and 13 squares, differing by e1 e2 d3 c4 a5 b5. */
static void camps(void **unused)
{
    tb_game *g = ts_game("halma", NULL);
    void *s = ts_state(g, NULL);
    assert_string_equal(ts_position_text(g, s),
                        "11BBBBB/11BBBBB/12BBBB/13BBB/14BB/16/16/16/16/16/16/"
                        "WW14/WWW13/WWWW12/WWWWW11/WWWWW11 W 0");
    free(s);
    tb_game_free(g);
    g = ts_game("halma/teams", NULL);
    s = ts_state(g, NULL);
    /* 13-camps at the four corners: rows of 4, 4, 3, 2 */
    assert_string_equal(ts_position_text(g, s),
                        "OOOO8BBBB/OOOO8BBBB/OOO10BBB/OO12BB/16/16/16/16/16/16/16/16/"
                        "WW12GG/WWW10GGG/WWWW8GGGG/WWWW8GGGG W 0");
    free(s);
    tb_game_free(g);
}

/* §1.7 example 2: the opening moves of the two-player game. */
static void opening_moves(void **unused)
{
    tb_game *g = ts_game("halma", NULL);
    void *s = ts_state(g, NULL);
    char pieces[512];
    assert_int_equal(count_first_moves(g, s, pieces, sizeof pieces), 40);
    assert_string_equal(ts_sorted(pieces),
                        ts_sorted("a3 a4 a5 b2 b3 b4 b5 c1 c2 c3 c4 d1 d2 d3 e1 e2"));
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "e2-f3", &a, &err));
    assert_true(tb_game_parse_action(g, s, "d3-e4", &a, &err));
    ts_assert_refused(g, s, "c3-e5"); /* d4 is empty */
    ts_assert_refused(g, s, "a1-a3");
    ts_assert_refused(g, s, "a1-c3");
    /* c2-e4 over d3 cannot continue: the turn is over at once */
    ts_play(g, s, "c2-e4");
    assert_false(tb_game_mid_turn(g, s));
    assert_int_equal(g->cls->to_move(g, s), 1);
    free(s);
    tb_game_free(g);
}

/* §1.5 and §1.7 example 3: the 19-move solution reaches the default target, move by move. */
static void solitaire_solution(void **unused)
{
    static const char *const solution[] = {"d3-e4",
                                           "c4-d5",
                                           "e2-f3",
                                           "a5-c5-e5-e3-g3",
                                           "a4-c4-e6",
                                           "b3-d3-f5-d7",
                                           "b2-d4-f4",
                                           "c1-e3-g5",
                                           "e1-c1-e3-e5-e7-c7",
                                           "a1-c1-e3-e5-e7",
                                           "d2-b2-d4-d6-f6",
                                           "d1-b3-d3-f5-f7",
                                           "b1-d3-f5",
                                           "c2-c4-a4-c6-e8-g6-g4",
                                           "c3-a5-c5-e5-g7",
                                           "a2-a4-c6-e8-g6",
                                           "a3-c5-e5",
                                           "b4-b6-d8-d6",
                                           "b5-c6",
                                           NULL};
    tb_game *g = ts_game("halma/solitaire", NULL);
    void *s = ts_state(g, NULL);
    for (int i = 0; solution[i]; i++) {
        assert_false(ts_outcome(g, s).over);
        play_series(g, s, solution[i]);
    }
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    assert_string_equal(o.reason, "target reached in 19 moves");
    /* the occupied squares are the target: e4 f3 g3 d5 e5 f4 g4 c6 d6 e6 f5 g5 c7 d7 e7 f6
     * g6 f7 g7 */
    assert_string_equal(ts_position_text(g, s),
                        "16/16/16/16/16/16/16/16/16/2WWWWW9/2WWWWW9/3WWWW9/4WWW9/5WW9/16/16 W 19");
    free(s);
    /* 19 moves without reaching it lose */
    s = ts_state(g, NULL);
    for (int i = 0; i < 19; i++)
        play_series(g, s, i % 2 ? "f3-e2" : "e2-f3");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_LOSS);
    free(s);
    tb_game_free(g);
}

/* §1.4: a series may not land twice on a square or on its start; stop ends it early. */
static void jump_series(void **unused)
{
    tb_game *g = ts_game("halma", NULL);
    /* a white piece on c3 with pieces on d4 and f6 (and b... ) to jump: c3-e5-g7 */
    void *s = ts_state(g, "16/16/16/16/16/16/16/16/16/16/5B10/16/3B12/2W13/16/16 W 0");
    play_action(g, s, "c3-e5");
    assert_true(tb_game_mid_turn(g, s));
    assert_int_equal(g->cls->to_move(g, s), 0);
    ts_assert_refused(g, s, "e5-c3"); /* back to the start */
    ts_assert_refused(g, s, "e5-f5"); /* no steps in a series */
    ts_play(g, s, "stop");
    assert_false(tb_game_mid_turn(g, s));
    assert_int_equal(g->cls->to_move(g, s), 1);
    free(s);
    s = ts_state(g, "16/16/16/16/16/16/16/16/16/16/5B10/16/3B12/2W13/16/16 W 0");
    play_series(g, s, "c3-e5-g7");
    assert_string_equal(ts_position_text(g, s),
                        "16/16/16/16/16/16/16/16/16/6W9/5B10/16/3B12/16/16/16 B 1");
    free(s);
    tb_game_free(g);
}

/* §1.2 and §1.3: the win, the team win, passing, the turn orders, two players on four
 * corners. */
static void winning_and_teams(void **unused)
{
    tb_game *g = ts_game("halma", NULL);
    /* White has 18 pieces home and steps the 19th in */
    void *s =
        ts_state(g, "11WWWWW/11WWWWW/12WWWW/13WWW/14W1/15W/7B8/16/16/16/16/16/16/16/16/16 W 5");
    assert_false(ts_outcome(g, s).over);
    ts_play(g, s, "p11-p12");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_WIN && o.result[1] == TB_LOSS);
    assert_string_equal(o.reason, "White has all the pieces home");
    free(s);
    tb_game_free(g);
    /* teams, clockwise: a1 (White), a16 (Orange), p16 (Black), p1 (Green) */
    g = ts_game("halma/teams", NULL);
    assert_int_equal(g->num_players, 4);
    s = ts_state(g, NULL);
    int order[4];
    for (int i = 0; i < 4; i++) {
        order[i] = g->cls->to_move(g, s);
        tb_action moves[512];
        g->cls->legal(g, s, moves);
        g->cls->apply(g, s, moves[0]);
        while (tb_game_mid_turn(g, s))
            ts_play(g, s, "stop");
    }
    assert_int_equal(order[0], 0);
    assert_int_equal(order[1], 1);
    assert_int_equal(order[2], 2);
    assert_int_equal(order[3], 3);
    free(s);
    tb_game_free(g);
    g = ts_game("halma/teams", "order=alternate-teams");
    s = ts_state(g, NULL);
    static const int alternate[4] = {0, 2, 3, 1};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(g->cls->to_move(g, s), alternate[i]);
        tb_action moves[512];
        g->cls->legal(g, s, moves);
        g->cls->apply(g, s, moves[0]);
        while (tb_game_mid_turn(g, s))
            ts_play(g, s, "stop");
    }
    free(s);
    tb_game_free(g);
    /* a team wins only with all 26 pieces home; a player all home passes */
    g = ts_game("halma/teams", NULL);
    s = ts_state(g, "OOOO8WWWW/OOOO8WWWW/OOO10WWW/OO12WW/16/16/16/16/16/16/16/16/"
                    "BB12GG/BBB10GGG/BBBB8GGGG/BBBB8GGGG G 9");
    /* White is home (p16), Black home (a1); Green (p1, target a16) is not: no winner */
    assert_false(ts_outcome(g, s).over);
    ts_play(g, s, "m2-l3"); /* Green moves */
    assert_string_equal(ts_action_text(g, s, 0x30000), "pass");
    tb_action moves[512];
    assert_int_equal(g->cls->legal(g, s, moves), 1); /* White (a1) is home: passes */
    free(s);
    s = ts_state(g, "GGGG8WWWW/GGGG8WWWW/GGG10WWW/GG12WW/16/16/16/16/7O8/16/16/16/"
                    "BB13O/BBB10OOO/BBBB8OOOO/BBBB8OOOO W 9");
    o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN); /* White and Green */
    assert_int_equal(o.result[3], TB_WIN);
    assert_int_equal(o.result[1], TB_LOSS);
    assert_int_equal(o.result[2], TB_LOSS);
    free(s);
    tb_game_free(g);
    /* two players on four corners: player 0 moves a1 and p1, player 1 a16 and p16 */
    g = ts_game("halma/teams", "players=2");
    assert_int_equal(g->num_players, 2);
    s = ts_state(g, NULL);
    static const int seats[4] = {0, 1, 1, 0};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(g->cls->to_move(g, s), seats[i]);
        g->cls->legal(g, s, moves);
        g->cls->apply(g, s, moves[0]);
        while (tb_game_mid_turn(g, s))
            ts_play(g, s, "stop");
    }
    free(s);
    tb_game_free(g);
}

/* §1.4 options: no_leave_target; win_if_target_full. */
static void house_rules(void **unused)
{
    tb_game *g = ts_game("halma", "no_leave_target=true");
    void *s =
        ts_state(g, "11WWWWW/11WWWWW/12WWWW/13WW1/14W1/15W/7B8/16/16/16/16/16/16/16/16/16 W 5");
    ts_assert_refused(g, s, "o12-n11"); /* out of the target */
    ts_play(g, s, "o12-p13");
    free(s);
    tb_game_free(g);
    g = ts_game("halma", "win_if_target_full=true");
    s = ts_state(g, "11WWWWW/11WWWWW/12WWWB/13WWW/14W1/15W/7B8/16/16/16/16/16/16/16/16/16 W 5");
    ts_play(g, s, "p11-p12");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_WIN);
    free(s);
    tb_game_free(g);
}

/* Every player of tabula on four-player Halma: Green (p1) completes his team's win with
 * c12-b13 (White is already home); the team shares the result, so every searching player
 * finds it, and every player plays a short four-player game through. */
static void four_players(void **unused)
{
    static const char *const home =
        "GGGG8WWWW/GGGG8WWWW/GGG10WWW/G13WW/2G13/16/16/16/16/16/16/16/OO12BB/OOO10BBB/"
        "OOOO8BBBB/OOOO8BBBB G 50";
    static const char *const specs[] = {"mcts:iterations=400,threads=1", "ab:depth=2,time=0",
                                        "solver:positions=5000,time=0,fallback=random",
                                        "mcts:iterations=400,threads=2"};
    /* the cap after this turn lets the exact solver finish too: only the win is a win */
    tb_game *g = ts_game("halma/teams", "max_moves=51");
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        void *s = ts_state(g, home);
        tb_error err = {{0}};
        tb_player *p = tb_player_new(g, specs[i], 7, &err);
        if (!p)
            fail_msg("%s: %s", specs[i], err.msg);
        tb_action a;
        assert_true(tb_player_choose(p, s, &a, &err));
        if (strcmp(ts_action_text(g, s, a), "c12-b13") != 0)
            fail_msg("%s plays %s, not the winning c12-b13", specs[i], ts_action_text(g, s, a));
        g->cls->apply(g, s, a);
        tb_outcome o = ts_outcome(g, s);
        assert_true(o.over);
        assert_int_equal(o.result[0], TB_WIN); /* White and Green share the win */
        assert_int_equal(o.result[3], TB_WIN);
        assert_int_equal(o.result[1], TB_LOSS);
        assert_int_equal(o.result[2], TB_LOSS);
        tb_player_free(p);
        free(s);
    }
    tb_game_free(g);
    /* a short game, every seat a different player, to the move cap */
    g = ts_game("halma/teams", "max_moves=12");
    static const char *const seats[4] = {"random", "mcts:iterations=60,threads=1",
                                         "ab:depth=1,time=0", "mcts:iterations=60,threads=1"};
    tb_player *players[4];
    tb_error err = {{0}};
    for (int k = 0; k < 4; k++) {
        players[k] = tb_player_new(g, seats[k], 11 + (uint64_t)k, &err);
        assert_non_null(players[k]);
    }
    void *s = ts_state(g, NULL);
    int actions = 0;
    while (!ts_outcome(g, s).over && actions < 2000) {
        int who = g->cls->to_move(g, s);
        tb_action a;
        assert_true(tb_player_choose(players[who], s, &a, &err));
        assert_true(tb_game_is_legal(g, s, a));
        for (int k = 0; k < 4; k++)
            tb_player_observe(players[k], s, a);
        g->cls->apply(g, s, a);
        actions++;
    }
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_string_equal(o.reason, "draw: 12 moves played");
    for (int k = 0; k < 4; k++)
        tb_player_free(players[k]);
    free(s);
    tb_game_free(g);
}

/* §1.7 notation: a step or a whole jump series is one turn written with every landing
 * square ("a5-c5-e5-e3-g3"); it reads back as its actions (the "stop" of a series that could
 * go on included) and writes back the same. The 19-move solution is a record of 19 turns. */
static void whole_turns(void **unused)
{
    static const char *const solution[] = {
        "d3-e4",          "c4-d5",          "e2-f3",          "a5-c5-e5-e3-g3",
        "a4-c4-e6",       "b3-d3-f5-d7",    "b2-d4-f4",       "c1-e3-g5",
        "e1-c1-e3-e5-e7-c7", "a1-c1-e3-e5-e7", "d2-b2-d4-d6-f6", "d1-b3-d3-f5-f7",
        "b1-d3-f5",       "c2-c4-a4-c6-e8-g6-g4", "c3-a5-c5-e5-g7", "a2-a4-c6-e8-g6",
        "a3-c5-e5",       "b4-b6-d8-d6",    "b5-c6"};
    tb_game *g = ts_game("halma/solitaire", NULL);
    void *start = ts_state(g, NULL), *s = ts_state(g, NULL);
    tb_action record[256];
    int count = 0;
    for (int t = 0; t < 19; t++) {
        tb_action turn[64];
        tb_error err = {{0}};
        int n = tb_game_parse_turn(g, s, solution[t], turn, 64, &err);
        if (n < 1)
            fail_msg("%s refused: %s", solution[t], err.msg);
        char text[256];
        tb_game_turn_to_text(g, s, turn, n, text, sizeof text);
        assert_string_equal(text, solution[t]);
        for (int i = 0; i < n; i++) {
            g->cls->apply(g, s, turn[i]);
            record[count++] = turn[i];
        }
        assert_false(tb_game_mid_turn(g, s)); /* the written turn is the whole turn */
    }
    assert_true(ts_outcome(g, s).over && ts_outcome(g, s).result[0] == TB_WIN);
    int starts[256];
    assert_int_equal(tb_game_split_turns(g, start, record, count, starts), 19);
    free(s);
    free(start);
    tb_game_free(g);

    g = ts_game("halma", NULL);
    static const char *const board =
        "16/16/16/16/16/16/16/16/16/16/5B10/16/3B12/2W13/16/16 W 0";
    s = ts_state(g, board);
    /* c3-e5 could go on to g7: written alone, the series stops at e5 (jump and stop) */
    tb_action turn[64];
    tb_error err = {{0}};
    assert_int_equal(tb_game_parse_turn(g, s, "c3-e5", turn, 64, &err), 2);
    assert_string_equal(ts_action_text(g, s, turn[1]), "stop");
    char text[64];
    tb_game_turn_to_text(g, s, turn, 2, text, sizeof text);
    assert_string_equal(text, "c3-e5");
    assert_int_equal(tb_game_parse_turn(g, s, "c3-e5-g7", turn, 64, &err), 2);
    assert_int_equal(tb_game_parse_turn(g, s, "c3-c4", turn, 64, &err), 1); /* a step */
    /* the actions one by one still read too */
    assert_int_equal(tb_game_parse_turn(g, s, "c3-e5 stop", turn, 64, &err), 2);
    ts_assert_refused(g, s, "c3-e5-c3");    /* back to the start (§1.4) */
    ts_assert_refused(g, s, "c3-d4-e5");    /* a step is never part of a series */
    ts_assert_refused(g, s, "c3-e5-g7-e5"); /* lands twice on e5 */
    ts_assert_refused(g, s, "c3-e5-");
    ts_assert_refused(g, s, "c3-e6");
    ts_assert_refused(g, s, "c3-e5-g7-i9"); /* nothing to jump over */
    ts_play(g, s, "c3-e5");
    assert_false(tb_game_mid_turn(g, s));
    assert_int_equal(g->cls->to_move(g, s), 1);
    free(s);
    tb_game_free(g);
}

/* Partners share the result (§1.3), so the searching players count on the partner: White
 * steps his last piece home with n12-o13, Orange and Black move, and Green's c12-b13 makes
 * the team's win before the move cap. Taking Green for an opponent (the paranoid view) the
 * best White could hope for is the draw at the cap. */
static void partners_cooperate(void **unused)
{
    static const char *const before =
        "GGGG8WWWW/GGGG8WWWW/GGG10WWW/G14W/2G10W2/16/16/16/16/16/16/16/OO12BB/OOO10BBB/"
        "OOOO8BBBB/OOOO8BBBB W 48";
    tb_game *g = ts_game("halma/teams", "max_moves=52");
    assert_int_equal(tb_game_sides(g), 2);
    assert_int_equal(tb_game_team(g, 0), tb_game_team(g, 3));
    assert_int_equal(tb_game_team(g, 1), tb_game_team(g, 2));
    assert_int_not_equal(tb_game_team(g, 0), tb_game_team(g, 1));
    void *s = ts_state(g, before);
    tb_solve_result r;
    assert_true(tb_solve(g, s, NULL, &r));
    assert_int_equal(r.value, TB_WIN);
    assert_int_equal(r.num_best, 1);
    assert_string_equal(ts_action_text(g, s, r.best[0]), "n12-o13");
    tb_solve_result_free(&r);
    tb_error err = {{0}};
    tb_player *p = tb_player_new(g, "ab:depth=4,time=0", 3, &err);
    assert_non_null(p);
    tb_action a;
    assert_true(tb_player_choose(p, s, &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "n12-o13");
    tb_player_free(p);
    free(s);
    tb_game_free(g);
    /* two players each moving a team: the same position is one player's win */
    g = ts_game("halma/teams", "max_moves=52,players=2");
    assert_int_equal(tb_game_sides(g), 2);
    s = ts_state(g, before);
    assert_true(tb_solve(g, s, NULL, &r));
    assert_int_equal(r.value, TB_WIN);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* §1.5: the fewest moves to the target, through the family's analysis report: after 10
 * moves of the spec's solution 9 pieces are still off the target and 9 moves do it, the
 * solution replaying to the target; a piece two moves away from the target costs two; the
 * other games have no such report. */
static void solitaire_fewest_moves(void **unused)
{
    static const char *const first10 = "d3-e4; c4-d5; e2-f3; a5-c5-e5-e3-g3; a4-c4-e6; "
                                       "b3-d3-f5-d7; b2-d4-f4; c1-e3-g5; e1-c1-e3-e5-e7-c7; "
                                       "a1-c1-e3-e5-e7";
    tb_game *g = ts_game("halma/solitaire", NULL);
    const tb_family *f = tb_variant_family(g->variant);
    assert_non_null(f->analysis);
    void *s = ts_state(g, NULL);
    ts_play(g, s, first10);
    tb_report r;
    tb_report_init(&r);
    tb_error err = {{0}};
    tb_analysis_limits limits = {.max_positions = 2000000};
    if (!f->analysis->report(g, s, &limits, &r, &err))
        fail_msg("no report: %s", err.msg);
    assert_int_equal(tb_value_get(&r, "fewest_moves")->integer, 9);
    assert_true(tb_value_get(&r, "within_limit")->boolean);
    const tb_value *solution = tb_value_get(&r, "solution");
    int moves = 0;
    for (const tb_value *m = solution->first; m; m = m->next, moves++)
        ts_play(g, s, m->text);
    assert_int_equal(moves, 9);
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_WIN);
    assert_string_equal(o.reason, "target reached in 19 moves");
    tb_report_free(&r);
    free(s);
    /* 18 pieces home, f3 empty and the 19th piece on d1 with nothing to jump over: no turn
     * ends in the target, and two steps (d1-e2, e2-f3 or the like) do */
    s = ts_state(g, "16/16/16/16/16/16/16/16/16/2WWWWW9/2WWWWW9/3WWWW9/4WWW9/6W9/16/3W12 W 0");
    assert_string_equal(ts_immediate_wins(g, s), "");
    tb_report_init(&r);
    limits.max_positions = 0;
    assert_true(f->analysis->report(g, s, &limits, &r, &err));
    assert_int_equal(tb_value_get(&r, "fewest_moves")->integer, 2);
    for (const tb_value *m = tb_value_get(&r, "solution")->first; m; m = m->next)
        ts_play(g, s, m->text);
    assert_string_equal(ts_outcome(g, s).reason, "target reached in 2 moves");
    tb_report_free(&r);
    free(s);
    /* over the limits: a message, no answer */
    s = ts_state(g, NULL);
    tb_report_init(&r);
    limits.max_positions = 1000;
    assert_false(f->analysis->report(g, s, &limits, &r, &err));
    assert_non_null(strstr(err.msg, "within the limits"));
    tb_report_free(&r);
    free(s);
    tb_game_free(g);
    /* a mid-series position and the other games are refused with a message */
    g = ts_game("halma", NULL);
    s = ts_state(g, NULL);
    tb_report_init(&r);
    assert_false(f->analysis->report(g, s, &limits, &r, &err));
    assert_non_null(strstr(err.msg, "Solitaire Halma"));
    tb_report_free(&r);
    free(s);
    tb_game_free(g);
}

/* The Portuguese interface (common rules): every status line of random games of the box's
 * games and the election games is given in Portuguese by the families' phrasebooks, never
 * the bare fallback nor an English word. */
static void portuguese_status(void **unused)
{
    static const char *const ids[] = {"halma",           "halma/teams",
                                      "halma/solitaire", "cordeiros-tigres",
                                      "hasami-shogi",    "elections/sierpinski",
                                      "elections/sierpinski-alliances",
                                      "elections/sierpinski-sizes",
                                      "elections/hex-small", "elections/hex-large",
                                      "elections/cube"};
    static const char *const english[] = {"to move", "Game over", "won", "holds", "played",
                                          "captured", "pieces", "drop", "target", "resigns",
                                          "wins", "positive", "negative", NULL};
    uint64_t seed = 12345;
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        tb_game *g = ts_game(ids[i], strncmp(ids[i], "halma", 5) == 0 &&
                                             strcmp(ids[i], "halma/solitaire") != 0
                                         ? "max_moves=40"
                                         : NULL);
        void *s = ts_state(g, NULL);
        tb_action moves[1024];
        for (int step = 0; step < 400; step++) {
            tb_view v;
            tb_view_init(&v);
            g->cls->view(g, s, &v);
            char pt[512], fallback[256];
            tb_status_line(g, s, v.status, true, pt, sizeof pt);
            snprintf(fallback, sizeof fallback, "Joga: %s",
                     tb_game_player_name(g, g->cls->to_move(g, s), true));
            if (strcmp(pt, fallback) == 0)
                fail_msg("%s: no Portuguese for the status '%s'", ids[i], v.status);
            for (int k = 0; english[k]; k++)
                if (strstr(pt, english[k]))
                    fail_msg("%s: '%s' in the Portuguese status '%s'", ids[i], english[k], pt);
            tb_view_free(&v);
            int n = g->cls->legal(g, s, moves);
            if (n == 0)
                break;
            g->cls->apply(g, s, moves[(ts_random(&seed) >> 33) % (uint64_t)n]);
        }
        free(s);
        tb_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(camps),
        cmocka_unit_test(opening_moves),
        cmocka_unit_test(solitaire_solution),
        cmocka_unit_test(jump_series),
        cmocka_unit_test(winning_and_teams),
        cmocka_unit_test(house_rules),
        cmocka_unit_test(four_players),
        cmocka_unit_test(whole_turns),
        cmocka_unit_test(partners_cooperate),
        cmocka_unit_test(portuguese_status),
        cmocka_unit_test(solitaire_fewest_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
