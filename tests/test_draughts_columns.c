/* The draughts of stacks (rules/draughts.md §7-§8): every worked example of §10 for Bashni
 * (DB-E1..E3), Laska (DL-E1), MyLaska (DY-E1) and Emergo (DM-E1..E5), with the record
 * corrections of §11, the options of §12 for these games, their notation (stacks "Wbbb",
 * drops "*d2", whole captures "c3:e5:c7"), refused positions, the view of columns and the
 * evaluation. */
#include "support.h"

#include <ctype.h>
#include <stdio.h>

#include "tabula/perft.h"

/* ---- helpers: whole turns ---- */

/* Every complete turn from `state`, written as the sources write it, into `out`. */
static void collect_turns(const tb_game *g, const void *start, const void *state,
                          tb_action *path, int depth, char *out, size_t len)
{
    if (depth > 0 && !tb_game_mid_turn(g, state)) {
        char t[256];
        tb_game_turn_to_text(g, start, path, depth, t, sizeof t);
        size_t n = strlen(out);
        snprintf(out + n, len - n, "%s%s", n ? " " : "", t);
        return;
    }
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    void *child = malloc(g->state_size);
    int k = g->cls->legal(g, state, moves);
    for (int i = 0; i < k; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        path[depth] = moves[i];
        collect_turns(g, start, child, path, depth + 1, out, len);
    }
    free(child);
    free(moves);
}

static const char *turns_of(const tb_game *g, const void *state)
{
    static char got[65536];
    tb_action path[64];
    got[0] = '\0';
    collect_turns(g, state, state, path, 0, got, sizeof got);
    return got;
}

/* Asserts that the complete turns here are exactly `expected` (any order). */
static void assert_turns(const tb_game *g, const void *state, const char *expected)
{
    const char *a = ts_sorted(turns_of(g, state)), *b = ts_sorted(expected);
    if (strcmp(a, b) != 0)
        fail_msg("turns: got '%s', expected '%s'", a, b);
}

/* The most pieces one complete turn takes here (captures are one action per piece). */
static int longest_turn(const tb_game *g, const void *state, int depth)
{
    if (depth > 0 && !tb_game_mid_turn(g, state))
        return depth;
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    void *child = malloc(g->state_size);
    int k = g->cls->legal(g, state, moves), best = 0;
    for (int i = 0; i < k; i++) {
        memcpy(child, state, g->state_size);
        g->cls->apply(g, child, moves[i]);
        int d = longest_turn(g, child, depth + 1);
        best = d > best ? d : best;
    }
    free(child);
    free(moves);
    return best;
}

static void assert_position(const tb_game *g, const void *state, const char *expected)
{
    assert_string_equal(ts_position_text(g, state), expected);
}

static void assert_refused_position(const tb_game *g, const char *text, const char *words)
{
    void *s = tb_state_new(g), *before = tb_state_new(g);
    tb_error err = {{0}};
    assert_false(tb_game_parse_position(g, text, s, &err));
    if (!strstr(err.msg, words))
        fail_msg("'%s' refused with '%s', expected words '%s'", text, err.msg, words);
    assert_memory_equal(s, before, g->state_size);
    free(s);
    free(before);
}

/* Asserts that the turn `text` is refused with a message holding `words`, state unchanged. */
static void assert_refused_turn(const tb_game *g, const void *state, const char *text,
                                const char *words)
{
    void *before = malloc(g->state_size);
    memcpy(before, state, g->state_size);
    tb_action acts[64];
    tb_error err = {{0}};
    assert_true(tb_game_parse_turn(g, state, text, acts, 64, &err) < 0);
    if (!strstr(err.msg, words))
        fail_msg("'%s' refused with '%s', expected words '%s'", text, err.msg, words);
    assert_memory_equal(before, state, g->state_size);
    free(before);
}

static const char *reason(const tb_game *g, const void *state)
{
    static tb_outcome o;
    o = ts_outcome(g, state);
    assert_true(o.over);
    return o.reason;
}

/* ---- §7 Bashni ---- */

/* DB-E1: the king goes twice round e7-g5-e3-c5 and takes eight pieces, all under itself. */
static void db_e1_two_laps_eight_pieces(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    void *s = ts_state(g, "W:e7=W,d6=bb,f6=bb,f4=bb,d4=bb");
    assert_int_equal(longest_turn(g, s, 0), 8); /* "the largest capture possible here is 8" */
    ts_play(g, s, "e7:g5:e3:c5:e7:g5:e3:c5:e7");
    assert_position(g, s, "B:e7=Wbbbbbbbb");
    assert_string_equal(reason(g, s), "White wins: Black commands no stack");
    free(s);
    tb_game_free(g);
}

/* DB-E2 (diagram-only; positions of ours with its content): a man takes three men and becomes
 * a stack of four; a jump over a stack takes only its commander, and the rest stays. */
static void db_e2_stack_of_four_and_a_commander_taken(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    void *s = ts_state(g, "W:c1=w,d2=b,d4=b,d6=b,h8=b");
    assert_turns(g, s, "c1:e3:c5:e7");
    ts_play(g, s, "c1:e3:c5:e7");
    assert_position(g, s, "B:e7=wbbb,h8=b");
    free(s);
    s = ts_state(g, "W:c3=w,d4=bww,h8=b");
    ts_play(g, s, "c3:e5");
    assert_position(g, s, "B:d4=ww,e5=wb,h8=b");
    free(s);
    tb_game_free(g);
}

/* No stack ever shows the colours X, Y, X from top to bottom: one change at most. */
static bool alternates(const char *position)
{
    const char *p = strchr(position, ':');
    while (p && *p && *p != ' ') {
        const char *eq = strchr(p, '=');
        if (!eq)
            break;
        int changes = 0;
        const char *q = eq + 1;
        for (; *q && *q != ',' && *q != ' '; q++)
            changes += q > eq + 1 && tolower((unsigned char)q[0]) != tolower((unsigned char)q[-1]);
        if (changes > 1)
            return true;
        p = q;
    }
    return false;
}

/* DB-E3: over random legal games, no stack alternates colours (Bashni, Laska, MyLaska and
 * Emergo take pieces the same way). */
static void db_e3_no_alternating_stacks(void **unused)
{
    const char *ids[] = {"draughts/bashni", "draughts/laska", "draughts/mylaska",
                         "draughts/emergo"};
    uint64_t seed = 2024;
    int stacks_seen = 0;
    for (int k = 0; k < 4; k++) {
        tb_game *g = ts_game(ids[k], NULL);
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        void *s = tb_state_new(g);
        for (int game = 0; game < 30; game++) {
            g->cls->initial(g, s);
            for (int step = 0; step < 400 && !tb_game_over(g, s); step++) {
                int n = g->cls->legal(g, s, moves);
                g->cls->apply(g, s, moves[(ts_random(&seed) >> 33) % (uint64_t)n]);
                const char *text = ts_position_text(g, s);
                if (alternates(text))
                    fail_msg("%s: a stack alternates colours in '%s'", ids[k], text);
                stacks_seen += strstr(text, "=wb") || strstr(text, "=bw") ||
                               strstr(text, "=Wb") || strstr(text, "=Bw");
            }
        }
        free(s);
        free(moves);
        tb_game_free(g);
    }
    assert_true(stacks_seen > 100); /* the games did build mixed stacks */
    assert_true(alternates("W:e5=wbw"));
    assert_false(alternates("W:e5=wwbb,c3=Bw"));
}

/* A Bashni king lands where it can go on capturing if it can (Russian draughts' rule). */
static void bashni_king_lands_where_it_goes_on(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    void *s = ts_state(g, "W:a1=W,c3=b,f4=b,h8=b");
    assert_turns(g, s, "a1:e5:g3 a1:e5:h2");
    assert_refused_turn(g, s, "a1:d4", "illegal");
    free(s);
    tb_game_free(g);
}

/* B1: a jump straight back over the stack just jumped is allowed; bashnya_no_180 forbids it. */
static void bashni_180_option(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    void *s = ts_state(g, "W:c3=W,e5=bbw");
    assert_turns(g, s, "c3:f6:d4 c3:f6:c3 c3:f6:b2 c3:f6:a1 c3:g7:d4 c3:g7:c3 c3:g7:b2 "
                       "c3:g7:a1 c3:h8:d4 c3:h8:c3 c3:h8:b2 c3:h8:a1");
    tb_game_free(g);
    g = ts_game("draughts/bashni", "bashnya_no_180=on");
    free(s);
    s = ts_state(g, "W:c3=W,e5=bbw");
    assert_turns(g, s, "c3:f6 c3:g7 c3:h8");
    free(s);
    tb_game_free(g);
}

/* §7: a man crowned inside a capture goes on as a (flying) king; only the commander is
 * crowned; a king keeps its rank when captured and freed. */
static void bashni_promotion_in_a_capture(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    void *s = ts_state(g, "W:b6=wb,c7=b,f6=B,a3=b");
    assert_turns(g, s, "b6:d8:g5 b6:d8:h4");
    ts_play(g, s, "b6:d8:h4");
    assert_position(g, s, "B:a3=b,h4=WbbB");
    free(s);
    s = ts_state(g, "B:b2=b,c3=wB,h6=w");
    ts_play(g, s, "b2:d4");
    assert_position(g, s, "W:c3=B,d4=bw,h6=w");
    free(s);
    tb_game_free(g);
}

/* ---- §7.1 Laska, §7.2 MyLaska ---- */

/* DL-E1: under Laska a stack is jumped once: one lap, four pieces. */
static void dl_e1_one_lap(void **unused)
{
    tb_game *g = ts_game("draughts/laska", NULL);
    void *s = ts_state(g, "W:e7=W,d6=bb,f6=bb,f4=bb,d4=bb");
    assert_turns(g, s, "e7:g5:e3:c5:e7 e7:c5:e3:g5:e7");
    ts_play(g, s, "e7:g5:e3:c5:e7");
    assert_position(g, s, "B:d4=b,f4=b,d6=b,f6=b,e7=Wbbbb");
    free(s);
    tb_game_free(g);
}

/* DY-E1: under MyLaska the king keeps one prisoner; the other three leave the game. */
static void dy_e1_stacks_of_two(void **unused)
{
    tb_game *g = ts_game("draughts/mylaska", NULL);
    void *s = ts_state(g, "W:e7=W,d6=bb,f6=bb,f4=bb,d4=bb");
    assert_turns(g, s, "e7:g5:e3:c5:e7 e7:c5:e3:g5:e7");
    ts_play(g, s, "e7:c5:e3:g5:e7");
    assert_position(g, s, "B:d4=b,f4=b,d6=b,f6=b,e7=Wb");
    free(s);
    tb_game_free(g);
}

/* LA1: the book's Laska (men capture backwards, a man crowned in a capture goes on) and
 * laska_rules=lasker (forwards only, the crowning ends the move); the officer steps one
 * square. */
static void laska_rules_option(void **unused)
{
    tb_game *g = ts_game("draughts/laska", NULL);
    void *s = ts_state(g, "W:c5=w,d6=b,f6=b");
    assert_turns(g, s, "c5:e7:g5");
    free(s);
    s = ts_state(g, "W:c5=w,b4=b");
    assert_turns(g, s, "c5:a3");
    free(s);
    s = ts_state(g, "W:d4=W,a7=b");
    ts_assert_moves(g, s, "d4-c5 d4-e5 d4-c3 d4-e3");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/laska", "laska_rules=lasker");
    s = ts_state(g, "W:c5=w,d6=b,f6=b");
    assert_turns(g, s, "c5:e7");
    free(s);
    s = ts_state(g, "W:c5=w,b4=b");
    assert_turns(g, s, "c5-b6 c5-d6");
    free(s);
    tb_game_free(g);
}

/* mylaska_board: Laska's 7x7 with 11 each, or Scherer's 8x8 with 12 each. */
static void mylaska_board_option(void **unused)
{
    tb_game *g = ts_game("draughts/mylaska", NULL);
    void *s = tb_state_new(g);
    assert_position(g, s, "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,a3=w,c3=w,e3=w,g3=w,"
                          "a5=b,c5=b,e5=b,g5=b,b6=b,d6=b,f6=b,a7=b,c7=b,e7=b,g7=b");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/mylaska", "mylaska_board=8x8");
    s = tb_state_new(g);
    assert_position(g, s, "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,"
                          "b6=b,d6=b,f6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b");
    free(s);
    tb_game_free(g);
}

/* ---- §8 Emergo ---- */

/* DM-E1: the book's "b3:e5:g3" read c3:e5:g3; the jump back over f4 is a 180-degree jump. */
static void dm_e1_no_180_jump(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "B:c3=b,d4=w,f4=ww hand=0/0");
    assert_turns(g, s, "c3:e5:g3");
    assert_refused_turn(g, s, "b3:e5:g3", "not a playing square");
    assert_refused_turn(g, s, "c3:e5:g3:e5", "ends before");
    /* one jump is one action: the turn goes on, and only over f4 */
    ts_play(g, s, "c3:e5");
    assert_true(tb_game_mid_turn(g, s));
    ts_assert_moves(g, s, "e5:g3");
    free(s);
    s = ts_state(g, "B:c3=b,d4=w,f4=ww hand=0/0");
    assert_refused_turn(g, s, "c3:e5:g3:e5", "ends before");
    ts_play(g, s, "c3:e5:g3");
    assert_position(g, s, "W:g3=bww,f4=w hand=0/0");
    free(s);
    tb_game_free(g);
}

/* DM-E2: a square of stacks taken three times round: all twelve White pieces. */
static void dm_e2_square_loop(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "B:f4=b,e3=www,c3=www,c5=www,e5=www hand=0/0");
    assert_turns(g, s, "f4:d2:b4:d6:f4:d2:b4:d6:f4:d2:b4:d6:f4 "
                       "f4:d6:b4:d2:f4:d6:b4:d2:f4:d6:b4:d2:f4");
    ts_play(g, s, "f4:d2:b4:d6:f4:d2:b4:d6:f4:d2:b4:d6:f4");
    assert_position(g, s, "W:f4=bwwwwwwwwwwww hand=0/0");
    assert_string_equal(reason(g, s), "Black wins: White commands no stack");
    free(s);
    tb_game_free(g);
}

/* DM-E3: Black drops its last piece on i5; White must enter its three as one shadow stack. */
static void dm_e3_shadow_stack(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "B:a1=w,i9=b hand=3/1");
    ts_play(g, s, "*i5");
    tb_action moves[256];
    int n = g->cls->legal(g, s, moves);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) /* every drop is the whole shadow stack */
        assert_true(strstr(ts_action_text(g, s, moves[i]), "(3)") != NULL);
    ts_assert_refused(g, s, "*e9(1)");
    ts_play(g, s, "*e9");
    assert_position(g, s, "B:a1=w,i5=b,e9=www,i9=b hand=0/0");
    free(s);
    tb_game_free(g);
}

/* DM-E4: the record with c8/b7 read c7/b8, played from a position of ours (the diagram is
 * missing): White's strongest stack on b8 is taken one piece a turn, since taking it back in
 * the same capture would be a 180-degree jump. */
static void dm_e4_forced_single_captures(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "B:i1=b,g3=www,a7=bb,b8=wwwww hand=0/0");
    const char *record = "1. a7:c9, g3-f4 2. c9:a7, f4-e5 3. a7:c9, e5-d6 4. c9:a7, d6-e7 "
                         "5. a7:c9, e7-d8 6. c9:e7, d8:f6 7. e7:g5, f6:h4";
    char turns[512] = "";
    /* the record's turns without the numbers and commas */
    char copy[512];
    snprintf(copy, sizeof copy, "%s", record);
    char *save = NULL;
    for (char *w = strtok_r(copy, " ,", &save); w; w = strtok_r(NULL, " ,", &save)) {
        if (isdigit((unsigned char)w[0]))
            continue;
        size_t n = strlen(turns);
        snprintf(turns + n, sizeof turns - n, "%s%s", n ? "; " : "", w);
    }
    assert_string_equal(turns, "a7:c9; g3-f4; c9:a7; f4-e5; a7:c9; e5-d6; c9:a7; d6-e7; "
                               "a7:c9; e7-d8; c9:e7; d8:f6; e7:g5; f6:h4");
    ts_play(g, s, turns);
    assert_position(g, s, "B:i1=b,h4=wbb,g5=wwwwwww hand=0/0");
    free(s);
    /* as the book prints it, c8 is not a square of the game */
    s = ts_state(g, "W:c7=wwwww,a7=bb hand=0/0");
    assert_refused_turn(g, s, "c8-b7", "not a playing square");
    free(s);
    tb_game_free(g);
}

/* DM-E5 (diagram-only; positions of ours): a clash of stacks with forced captures until the
 * weaker one yields (c3-b2, a1:c3, b2:d4, c3:e5, d4:f6), and the two drop restrictions. */
static void dm_e5_clash_and_drop_restrictions(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "W:a1=bb,c3=www hand=0/0");
    ts_play(g, s, "c3-b2");
    assert_turns(g, s, "a1:c3");
    ts_play(g, s, "a1:c3");
    assert_turns(g, s, "b2:d4");
    ts_play(g, s, "b2:d4; c3:e5; d4:f6");
    assert_position(g, s, "B:e5=ww,f6=wbb hand=0/0");
    assert_string_equal(reason(g, s), "White wins: Black commands no stack");
    free(s);
    /* not under attack: no drop where Black could take the piece */
    s = ts_state(g, "W:e5=b hand=5/5");
    const char *forbidden[] = {"*d4", "*f4", "*d6", "*f6"};
    for (int i = 0; i < 4; i++)
        ts_assert_refused(g, s, forbidden[i]);
    tb_action moves[256];
    assert_int_equal(g->cls->legal(g, s, moves), 40 - 4);
    free(s);
    /* under attack (Black could take f6 or d4): any empty square */
    s = ts_state(g, "W:d4=w,e5=b,f6=w hand=5/5");
    assert_int_equal(g->cls->legal(g, s, moves), 41 - 3);
    ts_play(g, s, "*d6");
    free(s);
    tb_game_free(g);
}

/* M1: emergo_first_drop_not_centre forbids White's first drop on e5 (allowed by default). */
static void emergo_centre_option(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = tb_state_new(g);
    assert_position(g, s, "W:- hand=12/12");
    tb_action moves[256];
    assert_int_equal(g->cls->legal(g, s, moves), 41);
    ts_play(g, s, "*e5");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/emergo", "emergo_first_drop_not_centre=on");
    s = tb_state_new(g);
    assert_int_equal(g->cls->legal(g, s, moves), 40);
    ts_assert_refused(g, s, "*e5");
    ts_play(g, s, "*a1; *e5");
    free(s);
    tb_game_free(g);
}

/* M2: a player with pieces who cannot move draws (book) or loses (emergo_blocked=loss). */
static void emergo_blocked_option(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "W:a1=w,b2=b,c3=b hand=0/0");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_DRAW && o.result[1] == TB_DRAW);
    assert_string_equal(o.reason, "draw: White cannot move");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/emergo", "emergo_blocked=loss");
    s = ts_state(g, "W:a1=w,b2=b,c3=b hand=0/0");
    o = ts_outcome(g, s);
    assert_true(o.over && o.result[0] == TB_LOSS && o.result[1] == TB_WIN);
    assert_string_equal(o.reason, "Black wins: White cannot move");
    free(s);
    tb_game_free(g);
}

/* §8: the greatest capture is compulsory, over every stack; stacks move only once every piece
 * has entered. */
static void emergo_greatest_capture_and_order(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "B:a1=b,b2=w,g3=b,f4=w,d6=w hand=0/0");
    assert_turns(g, s, "g3:e5:c7");
    free(s);
    s = ts_state(g, "W:e5=w,a9=b hand=1/0");
    ts_assert_refused(g, s, "e5-d4");
    free(s);
    tb_game_free(g);
}

/* ---- all four ---- */

static void check_perft(const char *id, const char *position, const uint64_t *expected,
                        int depths)
{
    tb_game *g = ts_game(id, NULL);
    void *s = position ? ts_state(g, position) : tb_state_new(g);
    for (int d = 1; d <= depths; d++) {
        uint64_t n = tb_perft_turns(g, s, d);
        if (n != expected[d - 1])
            fail_msg("%s %s perft(%d) = %llu, expected %llu", id, position ? position : "start",
                     d, (unsigned long long)n, (unsigned long long)expected[d - 1]);
    }
    free(s);
    tb_game_free(g);
}

/* Perft in whole turns. Bashni is Russian draughts until a stack is jumped, which first
 * happens at the sixth ply, so its first five counts are Russian draughts' published ones
 * (damforum.nl/bb3/viewtopic.php?t=2822#p80038: 7, 49, 302, 1469, 7482). No counts are
 * published for these games: the others come from bench/columns_perft_check.py, a generator
 * of ours written from the spec alone (`bench/columns_perft_check.py build/tabula GAME DEPTH
 * [POSITION...]` prints both programs' counts), at the depths that run in seconds here. */
static void perft_counts(void **unused)
{
    const uint64_t russian[] = {7, 49, 302, 1469, 7482};
    check_perft("draughts/bashni", NULL, russian, 5);
    const uint64_t bashni[] = {7, 49, 302, 1469, 7482, 37908};
    check_perft("draughts/bashni", NULL, bashni, 6);
    const uint64_t laska[] = {6, 6, 18, 56, 128, 364, 952, 2600, 7552};
    check_perft("draughts/laska", NULL, laska, 9);
    const uint64_t mylaska[] = {6, 6, 18, 56, 128, 364, 952, 2600, 7540}; /* 9: two high */
    check_perft("draughts/mylaska", NULL, mylaska, 9);
    const uint64_t emergo[] = {41, 1540, 56500};
    check_perft("draughts/emergo", NULL, emergo, 3);
    /* positions with kings, stacks and drops */
    const uint64_t kings[] = {12, 78, 554, 3600};
    check_perft("draughts/bashni", "W:e7=W,d6=bb,f6=bb,f4=bb,d4=bb,a1=w,h8=B", kings, 4);
    const uint64_t landing[] = {4, 32, 235, 1370};
    check_perft("draughts/bashni", "W:a1=W,c3=b,f4=b,h8=b,b6=B,g1=w,d2=wb", landing, 4);
    const uint64_t back[] = {7, 17, 88, 523};
    check_perft("draughts/bashni", "B:c3=W,e5=bbw,g7=Bww,a5=b,b2=w", back, 4);
    const uint64_t laps[] = {1, 9, 15, 61};
    check_perft("draughts/laska", "W:e7=W,d6=bb,f6=bb,f4=bb,d4=bb,a1=w,g1=B", laps, 4);
    const uint64_t hands[] = {34, 1044, 31512};
    check_perft("draughts/emergo", "W:a1=bb,c3=www,e5=wb,g7=b hand=2/3", hands, 3);
}

static void notation_round_trips(void **unused)
{
    tb_game *g = ts_game("draughts/emergo", NULL);
    void *s = ts_state(g, "W:- hand=3/0");
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "*e9(3)", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "*e9(3)");
    assert_true(tb_game_parse_action(g, s, "*e9", &a, &err));
    assert_string_equal(ts_action_text(g, s, a), "*e9(3)");
    assert_false(tb_game_parse_action(g, s, "*e8", &a, &err));
    assert_true(strstr(err.msg, "not a playing square") != NULL);
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/bashni", NULL);
    s = tb_state_new(g);
    assert_false(tb_game_parse_action(g, s, "*d4", &a, &err));
    assert_true(strstr(err.msg, "no drops") != NULL);
    free(s);
    s = ts_state(g, "W:e7=W,d6=bb,f6=bb,f4=bb,d4=bb");
    tb_action acts[64];
    assert_refused_turn(g, s, "e7:g5:e3:c5:e7", "stops before the capture ends");
    int n = tb_game_parse_turn(g, s, "e7:g5:e3:c5:e7:g5:e3:c5:e7", acts, 64, &err);
    assert_int_equal(n, 8);
    char text[128];
    tb_game_turn_to_text(g, s, acts, n, text, sizeof text);
    assert_string_equal(text, "e7:g5:e3:c5:e7:g5:e3:c5:e7");
    ts_assert_position_reads_back(g, s);
    /* a position in the middle of a capture reads back */
    g->cls->apply(g, s, acts[0]);
    ts_assert_position_reads_back(g, s);
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/laska", NULL);
    s = ts_state(g, "W:e7=W,d6=bb,f6=bb,f4=bb,d4=bb");
    n = tb_game_parse_turn(g, s, "e7:g5:e3:c5:e7", acts, 64, &err);
    g->cls->apply(g, s, acts[0]);
    g->cls->apply(g, s, acts[1]);
    assert_position(g, s, "W:e3=Wbb,d4=bb,f4=b,d6=bb,f6=b chain=e3 dir=3 jumped=f4,f6");
    ts_assert_position_reads_back(g, s);
    free(s);
    tb_game_free(g);
}

static void bad_positions_refused(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    assert_refused_position(g, "W:e4=w", "not a playing square");
    assert_refused_position(g, "W:e5=bwb", "alternates colours");
    assert_refused_position(g, "W:c7=w,e5=wwwwwwwwwwww", "White has 13 pieces");
    assert_refused_position(g, "W:d8=w", "promotion row");
    assert_refused_position(g, "W:d4=w,d4=b", "two stacks on d4");
    assert_refused_position(g, "W:d4=wxb", "cannot read");
    assert_refused_position(g, "W:d4=w hand=1/1", "cannot read");
    assert_refused_position(g, "W:d4=w chain=d4 dir=0", "no jump left");
    tb_game_free(g);
    g = ts_game("draughts/mylaska", NULL);
    assert_refused_position(g, "W:d4=wbb", "at most two");
    tb_game_free(g);
    g = ts_game("draughts/emergo", NULL);
    assert_refused_position(g, "W:d4=W hand=0/0", "no kings");
    assert_refused_position(g, "W:d4=w", "hand=");
    assert_refused_position(g, "W:d4=ww hand=11/0", "13 pieces");
    tb_game_free(g);
}

/* The evaluation counts who is on top, and the captures are what quiescence tries. */
static void evaluate_and_tactical(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    void *s = ts_state(g, "W:c3=wbbb,h8=b");
    assert_true(g->cls->evaluate(g, s, 0) > 50);
    assert_true(g->cls->evaluate(g, s, 1) < -50);
    tb_action out[256];
    assert_int_equal(g->cls->tactical(g, s, out), 0);
    free(s);
    /* the same pieces, Black on top: now Black's */
    s = ts_state(g, "W:c3=bbbw,h6=w");
    assert_true(g->cls->evaluate(g, s, 1) > 100);
    free(s);
    s = ts_state(g, "W:c3=w,d4=b");
    assert_int_equal(g->cls->tactical(g, s, out), 1);
    free(s);
    s = tb_state_new(g);
    assert_int_equal(g->cls->evaluate(g, s, 0), 0);
    free(s);
    tb_game_free(g);
}

/* The view draws a stack as a column, bottom first, each piece with its kind and colour;
 * Emergo's pieces in hand are reserves. */
static void view_of_columns(void **unused)
{
    tb_game *g = ts_game("draughts/bashni", NULL);
    void *s = ts_state(g, "W:e7=Wbbb,c3=w");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 64);
    int c = tb_view_find(&v, "e7");
    assert_int_equal(v.cells[c].num_pieces, 4);
    const tb_piece *p = &v.pieces[v.cells[c].first_piece];
    for (int i = 0; i < 3; i++) {
        assert_int_equal(p[i].kind, TB_KIND_MAN);
        assert_int_equal(p[i].colour, TB_COLOUR_BLACK);
        assert_int_equal(p[i].owner, 1);
    }
    assert_int_equal(p[3].kind, TB_KIND_KING);
    assert_int_equal(p[3].colour, TB_COLOUR_WHITE);
    assert_true(v.cells[c].marks & TB_MARK_DARK);
    assert_false(v.cells[tb_view_find(&v, "b1")].marks & TB_MARK_DARK);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/emergo", NULL);
    s = ts_state(g, "B:e5=bw hand=4/7");
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 81);
    assert_int_equal(v.num_reserves, 2);
    assert_int_equal(v.reserves[0].count, 4);
    assert_int_equal(v.reserves[1].count, 7);
    assert_int_equal(v.cells[tb_view_find(&v, "e5")].num_pieces, 2);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(db_e1_two_laps_eight_pieces),
        cmocka_unit_test(db_e2_stack_of_four_and_a_commander_taken),
        cmocka_unit_test(db_e3_no_alternating_stacks),
        cmocka_unit_test(bashni_king_lands_where_it_goes_on),
        cmocka_unit_test(bashni_180_option),
        cmocka_unit_test(bashni_promotion_in_a_capture),
        cmocka_unit_test(dl_e1_one_lap),
        cmocka_unit_test(dy_e1_stacks_of_two),
        cmocka_unit_test(laska_rules_option),
        cmocka_unit_test(mylaska_board_option),
        cmocka_unit_test(dm_e1_no_180_jump),
        cmocka_unit_test(dm_e2_square_loop),
        cmocka_unit_test(dm_e3_shadow_stack),
        cmocka_unit_test(dm_e4_forced_single_captures),
        cmocka_unit_test(dm_e5_clash_and_drop_restrictions),
        cmocka_unit_test(emergo_centre_option),
        cmocka_unit_test(emergo_blocked_option),
        cmocka_unit_test(emergo_greatest_capture_and_order),
        cmocka_unit_test(perft_counts),
        cmocka_unit_test(notation_round_trips),
        cmocka_unit_test(bad_positions_refused),
        cmocka_unit_test(evaluate_and_tactical),
        cmocka_unit_test(view_of_columns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
