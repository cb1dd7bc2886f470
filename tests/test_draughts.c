/* The draughts family (rules/draughts.md): every worked example of §10 for the variants
 * registered (international, Brazilian, killer rule, Russian, English, Portuguese, German,
 * Czech, Thai, Turkish, Armenian, Croda), with the record corrections of §11, and the exotic cases:
 * promotion inside a capture, majority capture with kings, Turkish removal, the draw rules,
 * notation and refused positions. */
#include "support.h"

#include <stdio.h>

#include "games/draughts/draughts.h"
#include "tabula/rng.h"

/* ---- helpers: whole turns ---- */

/* Every complete turn from `state`, written as the sources write it, into `out`. */
static void collect_turns(const tb_game *g, const void *start, const void *state,
                          tb_action *path, int depth, char *out, size_t len)
{
    if (depth > 0 && !tb_game_mid_turn(g, state)) {
        char t[256];
        draughts_turn_to_text(g, start, path, depth, t, sizeof t);
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

/* Asserts that the complete turns here are exactly `expected` (any order). */
static void assert_turns(const tb_game *g, const void *state, const char *expected)
{
    static char got[8192];
    tb_action path[64];
    got[0] = '\0';
    collect_turns(g, state, state, path, 0, got, sizeof got);
    const char *a = ts_sorted(got), *b = ts_sorted(expected);
    if (strcmp(a, b) != 0)
        fail_msg("turns: got '%s', expected '%s'", a, b);
}

/* Plays turns separated by ';', each read whole by draughts_turn_from_text. */
static void play(const tb_game *g, void *state, const char *turns)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", turns);
    char *save = NULL;
    for (char *t = strtok_r(buf, ";", &save); t; t = strtok_r(NULL, ";", &save)) {
        while (*t == ' ')
            t++;
        tb_action acts[64];
        tb_error err = {{0}};
        int n = draughts_turn_from_text(g, state, t, acts, 64, &err);
        if (n < 0)
            fail_msg("turn '%s' refused: %s", t, err.msg);
        for (int i = 0; i < n; i++)
            g->cls->apply(g, state, acts[i]);
        assert_false(tb_game_mid_turn(g, state));
    }
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

/* ---- §1 international ---- */

/* DI-E1: capture is compulsory. */
static void di_e1_capture_compulsory(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "W:Wg5:Bf6");
    assert_turns(g, s, "g5:e7");
    ts_assert_refused(g, s, "g5-h6");
    free(s);
    tb_game_free(g);
}

/* DI-E2: no promotion in passing; the second jump goes backward. */
static void di_e2_no_promotion_in_passing(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "B:Wd2,f2,f4:Bc3");
    assert_turns(g, s, "c3:e1:g3:e5");
    ts_play(g, s, "c3:e1 e1:g3 g3:e5"); /* one jump per action */
    assert_position(g, s, "W:W:Be5");   /* a man on e5, not a king */
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[1], TB_WIN);
    assert_string_equal(o.reason, "Black wins: White has no pieces left");
    free(s);
    tb_game_free(g);
}

/* DI-E3: the maximum capture; Russian rules choose freely. */
static void di_e3_maximum_capture(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "W:Wc3:Bb4,d4,b6");
    assert_turns(g, s, "c3:a5:c7");
    ts_assert_moves(g, s, "c3:a5"); /* the first jump of the only maximal capture */
    ts_assert_refused(g, s, "c3:e5");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/russian", NULL);
    s = ts_state(g, "W:Wc3:Bb4,d4,b6");
    assert_turns(g, s, "c3:a5:c7 c3:e5");
    free(s);
    tb_game_free(g);
}

/* DI-E4: sacrifice for opposition; each reply is the only legal move. */
static void di_e4_sacrifice_for_opposition(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "W:Wg3,j2:Bg5,j8");
    play(g, s, "g3-h4");
    assert_turns(g, s, "g5:i3");
    play(g, s, "g5:i3");
    assert_turns(g, s, "j2:h4");
    play(g, s, "j2:h4");
    assert_turns(g, s, "j8-i7");
    play(g, s, "j8-i7; h4-i5");
    free(s);
    tb_game_free(g);
}

/* DI-E5: sacrifice to gain opposition; in the minimal position White wins at once. */
static void di_e5_sacrifice_to_gain_opposition(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "W:Wb8,a5:Bd10");
    play(g, s, "b8-c9");
    assert_turns(g, s, "d10:b8");
    play(g, s, "d10:b8; a5-b6");
    assert_turns(g, s, "b8-a7 b8-c7");
    play(g, s, "b8-a7; b6-c7");
    assert_turns(g, s, "a7-b6");
    play(g, s, "a7-b6");
    assert_turns(g, s, "c7:a5");
    play(g, s, "c7:a5");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_WIN);
    free(s);
    tb_game_free(g);
}

/* DI-E6 (garbled record): 'f2:d4:c3' is no capture (d4-c3 is not a jump); the reading
 * 'f2:d4:b2' (taking e3 and c3) is. Parse test on a position of our own. */
static void di_e6_garbled_record(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    tb_action a;
    tb_error err = {{0}};
    void *start = tb_state_new(g);
    assert_true(g->cls->action_from_text(g, start, "e7-f6", &a, &err));
    assert_true(g->cls->action_from_text(g, start, "g7:e5", &a, &err));
    void *s = ts_state(g, "B:Wc3,e3:Bf2");
    tb_action acts[8];
    assert_int_equal(draughts_turn_from_text(g, s, "f2:d4:c3", acts, 8, &err), -1);
    assert_true(strstr(err.msg, "not a legal capture") != NULL);
    assert_int_equal(draughts_turn_from_text(g, s, "f2:d4:b2", acts, 8, &err), 2);
    free(s);
    free(start);
    tb_game_free(g);
}

/* DR-E1 (§1.1): Brazilian rules stop on the far row; Russian go on as a king (DRu-E1, §2). */
static void dr_e1_and_dru_e1_promotion_in_a_capture(void **unused)
{
    tb_game *g = ts_game("draughts/brazilian", "notation=algebraic");
    void *s = ts_state(g, "W:Wb6:Bc7,g5");
    assert_turns(g, s, "b6:d8");
    play(g, s, "b6:d8");
    assert_position(g, s, "B:WKd8:Bg5");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/russian", NULL);
    s = ts_state(g, "W:Wb6:Bc7,g5");
    assert_turns(g, s, "b6:d8:h4");
    ts_play(g, s, "b6:d8");
    assert_true(tb_game_mid_turn(g, s)); /* crowned on d8 and still capturing */
    assert_position(g, s, "W:WKd8:Bg5,c7 chain=d8 dir=0 taken=c7");
    ts_play(g, s, "d8:h4");
    assert_position(g, s, "B:WKh4:B");
    free(s);
    tb_game_free(g);
}

/* A king that can go on capturing from one of its landing squares must land there, even
 * under a free choice (Russian): no stopping part-way. */
static void free_choice_king_must_continue(void **unused)
{
    tb_game *g = ts_game("draughts/russian", NULL);
    void *s = ts_state(g, "W:WKa1:Bc3,e3");
    assert_turns(g, s, "a1:d4:f2 a1:d4:g1");
    ts_assert_moves(g, s, "a1:d4");
    free(s);
    tb_game_free(g);
}

/* DK-E1 (§1.3, `j1` read `j2`): the killer rule. */
static void dk_e1_killer_rule(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "B:WKe3:BKj2,Kj4");
    play(g, s, "j2-g5");
    assert_turns(g, s, "e3:h6 e3:i7 e3:j8");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts", "notation=algebraic,killer_rule=on");
    s = ts_state(g, "B:WKe3:BKj2,Kj4");
    play(g, s, "j2-g5");
    assert_turns(g, s, "e3:h6");
    play(g, s, "e3:h6");
    assert_turns(g, s, "j4:g7");
    play(g, s, "j4:g7");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[1], TB_WIN);
    free(s);
    tb_game_free(g);
}

/* Killer rule: a far landing after taking a king is allowed when the capture goes on. */
static void killer_rule_far_landing_that_continues(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic,killer_rule=on");
    /* a1 takes the king c3 and may land beyond d4 on e5, because it goes on over g3 */
    void *s = ts_state(g, "W:WKa1:BKc3,g3");
    assert_turns(g, s, "a1:e5:h2 a1:e5:i1");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts", "notation=algebraic");
    s = ts_state(g, "W:WKa1:BKc3,g3");
    assert_turns(g, s, "a1:e5:h2 a1:e5:i1");
    free(s);
    tb_game_free(g);
}

/* Majority capture with kings: the king's two pieces outrank a man's one, and every landing
 * square after the last piece is a choice. */
static void majority_capture_with_kings(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "W:WKa1,j2:Bc3,e5,i3"); /* j2:h4 takes one */
    assert_turns(g, s, "a1:d4:f6 a1:d4:g7 a1:d4:h8 a1:d4:i9 a1:d4:j10");
    free(s);
    /* the count: two men beat one king (a king counts one) */
    s = ts_state(g, "W:Wc3,g3:Bd4,f6,Kh4");
    assert_turns(g, s, "c3:e5:g7");
    free(s);
    tb_game_free(g);
}

/* ---- §3 English ---- */

/* DE-E1: forced capture, then a triple capture that crowns. */
static void de_e1_triple_capture_and_crowning(void **unused)
{
    tb_game *g = ts_game("draughts/english", "notation=algebraic");
    void *s = ts_state(g, "B:Wd2,d4,f4:Bd6,d8,e7,f6");
    play(g, s, "f6-e5");
    assert_turns(g, s, "d4:f6");
    play(g, s, "d4:f6");
    assert_turns(g, s, "e7:g5:e3:c1");
    play(g, s, "e7:g5:e3:c1");
    assert_position(g, s, "W:W:BKc1,d6,d8");
    free(s);
    tb_game_free(g);
}

/* DE-E2 (`e8:c6:e4:c2` read `d8:b6:d4:b2`): pieces protecting each other. */
static void de_e2_pieces_protecting_each_other(void **unused)
{
    tb_game *g = ts_game("draughts/english", "notation=algebraic");
    void *s = ts_state(g, "W:Wc3,c5,d6:Bd8,h6");
    void *t = malloc(g->state_size);
    memcpy(t, s, g->state_size);
    play(g, s, "d6-c7");
    assert_turns(g, s, "d8:b6:d4:b2");
    play(g, t, "c5-b6; h6-g5; d6-c7");
    assert_turns(g, t, "d8-e7 g5-f4 g5-h4"); /* b6 is occupied: d8 cannot take */
    play(g, t, "g5-f4; c7-b8");
    assert_position(g, t, "B:Wc3,b6,Kb8:Bf4,d8");
    free(t);
    free(s);
    tb_game_free(g);
}

/* DE-E3: in random play no man captures more than three pieces in one turn. */
static void de_e3_a_man_takes_at_most_three(void **unused)
{
    tb_game *g = ts_game("draughts/english", NULL);
    void *s = tb_state_new(g);
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    tb_rng rng;
    tb_rng_seed(&rng, 7);
    int longest = 0;
    for (int game = 0; game < 200; game++) {
        g->cls->initial(g, s);
        bool man_capturing = false;
        int jumps = 0;
        for (int step = 0; step < 2000 && !tb_game_over(g, s); step++) {
            int n = g->cls->legal(g, s, moves);
            tb_action a = moves[tb_rng_below(&rng, (uint32_t)n)];
            char text[64];
            g->cls->action_to_text(g, s, a, text, sizeof text);
            if (!tb_game_mid_turn(g, s)) {
                /* the start of a turn: is the moving piece a man? (o, x in the view) */
                tb_view v;
                tb_view_init(&v);
                g->cls->view(g, s, &v);
                char labels[2][16];
                assert_int_equal(g->cls->action_cells(g, s, a, labels, 2), 2);
                int cell = tb_view_find(&v, labels[0]);
                man_capturing = strchr(text, 'x') &&
                                strchr("ox", v.pieces[v.cells[cell].first_piece].symbol[0]);
                jumps = 0;
                tb_view_free(&v);
            }
            if (man_capturing && strchr(text, 'x'))
                jumps++;
            if (jumps > longest)
                longest = jumps;
            g->cls->apply(g, s, a);
        }
    }
    assert_true(longest >= 2); /* the property was exercised */
    assert_true(longest <= 3);
    free(moves);
    free(s);
    tb_game_free(g);
}

/* ---- §4 Portuguese and its variants ---- */

/* DP-E1: two kings (value 4) outrank three men; FPD law and German rules differ. */
static void dp_e1_two_kings_outrank_three_men(void **unused)
{
    const char *pos = "W:Wd1:BKc2,Kc4,e2,g4,g6";
    tb_game *g = ts_game("draughts/portuguese", NULL);
    void *s = ts_state(g, pos);
    assert_turns(g, s, "d1:b3:d5");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/portuguese", "portuguese_capture_law=quantity_then_quality");
    s = ts_state(g, pos);
    assert_turns(g, s, "d1:f3:h5:f7");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/german", NULL); /* §4.1: the German worked example */
    s = ts_state(g, pos);
    assert_turns(g, s, "d1:b3:d5 d1:f3:h5:f7");
    free(s);
    tb_game_free(g);
}

/* DP-E2: the winning combination d7-c6. */
static void dp_e2_winning_combination(void **unused)
{
    tb_game *g = ts_game("draughts/portuguese", NULL);
    void *s = ts_state(g, "B:WKg6,b5,h3:BKe4,d7,f5,g4");
    play(g, s, "d7-c6");
    assert_turns(g, s, "b5:d7");
    play(g, s, "b5:d7; e4-b1");
    assert_turns(g, s, "g6:e4 g6:d3 g6:c2");
    play(g, s, "g6:e4");
    assert_turns(g, s, "b1:f5:c8");
    play(g, s, "b1:f5:c8");
    assert_turns(g, s, "h3:f5");
    play(g, s, "h3:f5");
    assert_turns(g, s, "c8:g4 c8:h3");
    play(g, s, "c8:g4");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[1], TB_WIN);
    free(s);
    tb_game_free(g);
}

/* DZ-E1 (§4.2): the king must take; Portuguese lets the man take too. */
static void dz_e1_czech_king_priority(void **unused)
{
    tb_game *g = ts_game("draughts/czech", NULL);
    void *s = ts_state(g, "W:WKh1,d3:Be4");
    assert_turns(g, s, "h1:d5 h1:c6 h1:b7 h1:a8");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/czech", "czech_max_capture=off");
    s = ts_state(g, "W:WKh1,d3:Be4");
    assert_turns(g, s, "h1:d5 h1:c6 h1:b7 h1:a8");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/portuguese", NULL);
    s = ts_state(g, "W:WKh1,d3:Be4");
    assert_turns(g, s, "h1:d5 h1:c6 h1:b7 h1:a8 d3:f5");
    free(s);
    tb_game_free(g);
}

/* DTh-E1 (§4.3): a Thai king lands just beyond the piece it takes. */
static void dth_e1_thai_king_lands_beyond(void **unused)
{
    tb_game *g = ts_game("draughts/thai", NULL);
    void *s = ts_state(g, "W:WKh1:Be4");
    assert_turns(g, s, "h1:d5");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/portuguese", NULL);
    s = ts_state(g, "W:WKh1:Be4");
    assert_turns(g, s, "h1:d5 h1:c6 h1:b7 h1:a8");
    free(s);
    tb_game_free(g);
}

/* ---- §5 Turkish and Armenian ---- */

/* DTu-E1: the only first turn that fits the diagram, then Black's forced triple capture,
 * under both removal options. */
static void dtu_e1_turkish_capture(void **unused)
{
    const char *opts[] = {NULL, "turkish_removal=immediate"};
    for (int i = 0; i < 2; i++) {
        tb_game *g = ts_game("draughts/turkish", opts[i]);
        void *s = tb_state_new(g);
        play(g, s, "d3-d4; b6-b5; b3-b4");
        assert_turns(g, s, "b5:b3:d3:d1");
        play(g, s, "b5:b3:d3:d1");
        assert_true(strstr(ts_position_text(g, s), "Kd1") != NULL);
        free(s);
        tb_game_free(g);
    }
}

/* DTu-E2: the sacrifice lines, read in positions of our own. */
static void dtu_e2_turkish_records(void **unused)
{
    tb_game *g = ts_game("draughts/turkish", NULL);
    void *s = ts_state(g, "W:Wa3:Ba4,b5,h8");
    assert_turns(g, s, "a3:a5:c5");
    free(s);
    s = ts_state(g, "B:Wc5,d4,e3:Bc6");
    assert_turns(g, s, "c6:c4:e4:e2");
    free(s);
    tb_action a;
    tb_error err = {{0}};
    s = tb_state_new(g);
    const char *texts[] = {"c5-c4", "a5-b5", "g7-g1", "f6-g6"};
    for (int i = 0; i < 4; i++)
        assert_true(g->cls->action_from_text(g, s, texts[i], &a, &err));
    free(s);
    tb_game_free(g);
}

/* DTu-E3: both sides shuttle; the third occurrence is a draw. */
static void dtu_e3_repetition(void **unused)
{
    tb_game *g = ts_game("draughts/turkish", NULL);
    void *s = ts_state(g, "W:Wg3,a2:Bg5,a7");
    play(g, s, "g3-h3; g5-h5; h3-g3; h5-g5; g3-h3; g5-h5; h3-g3");
    assert_false(tb_game_over(g, s));
    play(g, s, "h5-g5");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_DRAW);
    assert_string_equal(o.reason, "draw: threefold repetition");
    /* a forward step cannot be undone: the history starts again */
    free(s);
    s = ts_state(g, "W:Wg3,a2:Bg5,a7");
    play(g, s, "g3-h3; g5-h5; h3-g3; h5-g5; a2-a3; g5-h5; g3-h3; h5-g5; h3-g3");
    assert_false(tb_game_over(g, s));
    free(s);
    tb_game_free(g);
}

/* Turkish removal (T1): with immediate removal a taken man's square can be landed on. */
static void turkish_removal_option(void **unused)
{
    const char *pos = "W:WKa1:Ba3,b3,d4,c6";
    tb_game *g = ts_game("draughts/turkish", NULL);
    void *s = ts_state(g, pos);
    assert_turns(g, s, "a1:a6:d6:d3 a1:a6:d6:d2 a1:a6:d6:d1");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/turkish", "turkish_removal=immediate");
    s = ts_state(g, pos);
    assert_turns(g, s, "a1:a6:d6:d3:a3");
    free(s);
    /* no turning back: a king that took going up may not take going down next */
    s = ts_state(g, "W:WKa5:Ba3,a7");
    assert_turns(g, s, "a5:a1 a5:a2 a5:a8");
    free(s);
    tb_game_free(g);
}

/* §5.1 Armenian: diagonal steps forward; captures stay orthogonal. */
static void armenian_diagonal_steps(void **unused)
{
    tb_game *g = ts_game("draughts/armenian", NULL);
    void *s = tb_state_new(g);
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "d3-e4", &a, &err));
    free(s);
    s = ts_state(g, "W:Wd4:Be5");
    ts_assert_moves(g, s, "d4-c4 d4-c5 d4-d5 d4-e4");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/turkish", NULL);
    s = tb_state_new(g);
    ts_assert_refused(g, s, "d3-e4");
    free(s);
    tb_game_free(g);
}

/* ---- §6 Croda ---- */

/* DC-E1 (garbled: f2-h4 is not an orthogonal jump): read, and refused as a capture. */
static void dc_e1_garbled_record(void **unused)
{
    tb_game *g = ts_game("draughts/croda", NULL);
    void *s = tb_state_new(g);
    tb_action acts[8], a;
    tb_error err = {{0}};
    assert_true(g->cls->action_from_text(g, s, "d4:f4", &a, &err));
    assert_int_equal(draughts_turn_from_text(g, s, "d4:f4:f2:h4", acts, 8, &err), -1);
    assert_true(err.msg[0] != '\0');
    free(s);
    tb_game_free(g);
}

/* DC-E2: forward, sideways and backward jumps; passing the far row does not crown. */
static void dc_e2_passing_the_far_row(void **unused)
{
    tb_game *g = ts_game("draughts/croda", NULL);
    void *s = ts_state(g, "W:We6:Be7,f8,g7");
    assert_turns(g, s, "e6:e8:g8:g6");
    play(g, s, "e6:e8:g8:g6");
    assert_position(g, s, "B:Wg6:B");
    free(s);
    tb_game_free(g);
}

/* DC-E3 (`c6:c4:e6` read `c6:c4:e4`): sacrifice one to take two. */
static void dc_e3_sacrifice_one_to_take_two(void **unused)
{
    tb_game *g = ts_game("draughts/croda", NULL);
    void *s = ts_state(g, "B:Wc3,d4:Bb4,b5,c6,c7");
    play(g, s, "b5-c4");
    assert_turns(g, s, "c3:c5");
    play(g, s, "c3:c5");
    assert_turns(g, s, "c6:c4:e4");
    free(s);
    tb_game_free(g);
}

/* DC-E4: the all-capturing king. */
static void dc_e4_all_capturing_king(void **unused)
{
    tb_game *g = ts_game("draughts/croda", NULL);
    void *s = ts_state(g, "B:WKc1,b1,a2,e3,h4,f6:BKd1,b7,c7");
    play(g, s, "c7-c6");
    assert_turns(g, s, "c1:c7:a7");
    play(g, s, "c1:c7:a7");
    assert_turns(g, s, "d1:a1:a3:h3:h6:a6:a8 d1:a1:a6:h6:h3:a3:a8");
    play(g, s, "d1:a1:a3:h3:h6:a6:a8");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[1], TB_WIN);
    free(s);
    tb_game_free(g);
}

/* ---- draw rules ---- */

static void three_kings_against_one(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "W:WKa1,Kc1,Ke1:BKh10");
    play(g, s, "c1-d2"); /* the count starts */
    assert_true(strstr(ts_position_text(g, s), " eg=32/0") != NULL);
    play(g, s, "h10-g9; d2-c1"); /* the stronger side's moves are counted */
    assert_true(strstr(ts_position_text(g, s), " eg=32/1") != NULL);
    free(s);
    s = ts_state(g, "W:WKa1,Kc1,Ke1:BKh10 eg=32/14");
    play(g, s, "c1-d2");
    assert_false(tb_game_over(g, s));
    play(g, s, "h10-g9; d2-c1");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[0], TB_DRAW);
    assert_string_equal(o.reason, "draw: 16 moves with three kings against one");
    free(s);
    /* two kings against one: no such rule by default */
    assert_refused_position(g, "W:WKa1,Kc1:BKh10 eg=10/4", "eg=");
    tb_game_free(g);
    g = ts_game("draughts", "notation=algebraic,fmjd_draw_rules=on");
    s = ts_state(g, "W:WKa1,Kc1:BKh10 eg=10/4");
    play(g, s, "c1-d2");
    o = ts_outcome(g, s);
    assert_true(o.over);
    assert_string_equal(o.reason, "draw: 5 moves in a two against one king ending");
    free(s);
    tb_game_free(g);
}

/* FMJD option: 25 moves each with only kings and no capture draw. The history is given in
 * the position text (keys of our own, all different: no repetition). */
static void fmjd_twenty_five_moves(void **unused)
{
    char text[2048];
    int n = snprintf(text, sizeof text, "W:WKa1:BKh10 rev=49 hist=");
    for (int i = 0; i < 49; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, "%s%016x", i ? "," : "", i + 1);
    tb_game *g = ts_game("draughts", "notation=algebraic,fmjd_draw_rules=on");
    void *s = ts_state(g, text);
    assert_false(tb_game_over(g, s));
    play(g, s, "a1-b2");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_string_equal(o.reason, "draw: 25 moves each with kings only");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts", "notation=algebraic");
    s = ts_state(g, text);
    play(g, s, "a1-b2");
    assert_false(tb_game_over(g, s));
    free(s);
    tb_game_free(g);
}

/* draughts_copy (the search's copy of a state) gives the bytes of a memcpy: the fields, the
 * repetition history in use, and zeros where the state copied over had a longer one. The
 * states: kings with histories of 0 to 150 moves (past the ring's 100 slots: keys of our own,
 * all different), each followed by random play, and random games of Canadian draughts. */
static void copy_gives_the_same_bytes(void **unused)
{
    enum { STATES = 320, RUN = 40 };
    const int revs[] = {0, 3, 40, 99, 100, 101, 150, 7};
    for (int k = 0; k < 2; k++) {
        tb_game *g = ts_game(k == 0 ? "draughts" : "draughts/canadian", NULL);
        char *states = malloc((size_t)STATES * g->state_size);
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        tb_rng rng;
        tb_rng_seed(&rng, 11);
        for (int i = 0; i < STATES; i++) {
            void *s = states + (size_t)i * g->state_size;
            if (i % RUN == 0) { /* a new start */
                if (k == 1) {
                    g->cls->initial(g, s);
                    continue;
                }
                char text[4096];
                int rev = revs[i / RUN], n = snprintf(text, sizeof text, "W:WK46,K47,K48:BK3,K4,K5");
                if (rev) {
                    n += snprintf(text + n, sizeof text - (size_t)n, " rev=%d hist=", rev);
                    for (int j = rev > 100 ? rev - 100 : 0; j < rev; j++)
                        n += snprintf(text + n, sizeof text - (size_t)n, "%s%016x",
                                      j > (rev > 100 ? rev - 100 : 0) ? "," : "", j + 1);
                }
                void *parsed = ts_state(g, text);
                memcpy(s, parsed, g->state_size);
                free(parsed);
                continue;
            }
            memcpy(s, states + (size_t)(i - 1) * g->state_size, g->state_size);
            int n = g->cls->legal(g, s, moves);
            if (n > 0)
                g->cls->apply(g, s, moves[tb_rng_below(&rng, (uint32_t)n)]);
        }
        void *dst = malloc(g->state_size);
        for (int t = 0; t < 4000; t++) {
            const char *from = states + (size_t)tb_rng_below(&rng, STATES) * g->state_size;
            memcpy(dst, states + (size_t)tb_rng_below(&rng, STATES) * g->state_size, g->state_size);
            draughts_copy(g, dst, from);
            assert_memory_equal(dst, from, g->state_size);
        }
        free(dst);
        free(moves);
        free(states);
        tb_game_free(g);
    }
}

/* The options of §12 that change the start: english_first (G1), board_orientation (V1). */
static void start_options(void **unused)
{
    tb_game *g = ts_game("draughts/english", "english_first=white");
    void *s = tb_state_new(g);
    assert_int_equal(g->cls->to_move(g, s), 0);
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/english", NULL);
    s = tb_state_new(g);
    assert_int_equal(g->cls->to_move(g, s), 1);
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/portuguese", NULL);
    s = tb_state_new(g);
    assert_position(g, s, "W:Wb1,d1,f1,h1,a2,c2,e2,g2,b3,d3,f3,h3"
                          ":Ba6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/german", "board_orientation=a1_dark");
    s = tb_state_new(g);
    assert_position(g, s, "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3"
                          ":Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/thai", NULL);
    s = tb_state_new(g);
    assert_position(g, s, "W:Wb1,d1,f1,h1,a2,c2,e2,g2:Bb7,d7,f7,h7,a8,c8,e8,g8");
    free(s);
    tb_game_free(g);
    g = ts_game("draughts/canadian", "notation=algebraic");
    s = tb_state_new(g);
    assert_true(strstr(ts_position_text(g, s), "Wa1,c1,e1,g1,i1,k1,b2,") != NULL);
    assert_true(strstr(ts_position_text(g, s), ",j12,l12") != NULL);
    free(s);
    tb_game_free(g);
}

/* ---- text ---- */

static void numbered_notation(void **unused)
{
    tb_game *g = ts_game("draughts", NULL);
    void *s = tb_state_new(g);
    ts_assert_moves(g, s, "31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30");
    assert_position(g, s, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
                          ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    free(s);
    /* PDN ranges are read too; the book's squares as well */
    s = ts_state(g, "W:W31-50:B1-20");
    void *t = tb_state_new(g);
    assert_memory_equal(s, t, g->state_size);
    free(s);
    /* DI-E2 in numbers: c3 = 37, e1 = 48, g3 = 39, e5 = 28; d2 = 42, f2 = 43, f4 = 33 */
    s = ts_state(g, "B:W42,43,33:B37");
    assert_turns(g, s, "37x48x39x28");
    free(s);
    free(t);
    tb_game_free(g);
    g = ts_game("draughts/english", NULL);
    s = tb_state_new(g);
    ts_assert_moves(g, s, "9-13 9-14 10-14 10-15 11-15 11-16 12-16");
    free(s);
    tb_game_free(g);
}

/* A whole turn is read with every landing square, or with only its ends when that names
 * one capture; one jump at a time works too. */
static void whole_turn_text(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "B:Wd2,f2,f4:Bc3");
    tb_action acts[8];
    tb_error err = {{0}};
    assert_int_equal(draughts_turn_from_text(g, s, "c3:e5", acts, 8, &err), 3);
    char text[64];
    draughts_turn_to_text(g, s, acts, 3, text, sizeof text);
    assert_string_equal(text, "c3:e1:g3:e5");
    assert_int_equal(draughts_turn_from_text(g, s, "c3:e1:g3:e5", acts, 8, &err), 3);
    assert_int_equal(draughts_turn_from_text(g, s, "c3:e1", acts, 8, &err), -1);
    assert_int_equal(draughts_turn_from_text(g, s, "c3-d4", acts, 8, &err), -1);
    assert_true(strstr(err.msg, "compulsory") != NULL);
    /* one action is one jump: the whole chain is refused as an action */
    tb_action a;
    assert_false(tb_game_parse_action(g, s, "c3:e1:g3:e5", &a, &err));
    assert_true(strstr(err.msg, "whole capture") != NULL);
    free(s);
    tb_game_free(g);
}

/* A published English game in PDN's numbers, every turn read and legal: Milhouse - Chinook
 * (amateur level), sparring match 2009-04-27, brainwagon.org ("Milhouse defeats Chinook").
 * Captures are written from and to only ("24x15"). */
static void english_game_in_numbers(void **unused)
{
    static const char record[] =
        "1. 12-16 22-17 2. 16-19 24x15 3. 11x18 23x14 4. 9x18 28-24 5. 8-11 26-23 "
        "6. 6-9 23x14 7. 9x18 24-19 8. 2-6 17-14 9. 10x17 21x14 10. 4-8 31-26 "
        "11. 11-15 19x10 12. 6x15 25-21 13. 8-11 29-25 14. 1-6 26-22 15. 6-9 21-17 "
        "16. 9-13 27-23 17. 18x27 32x23 18. 15-19 23x16 19. 11x20 30-26 20. 20-24 25-21 "
        "21. 7-10 14x7 22. 3x10 26-23 23. 24-27 23-19 24. 27-31 19-16 25. 31-26 16-11 "
        "26. 10-15 11-8 27. 26-23 8-3 28. 23-18 3-8 29. 18x25 17-14 30. 25-22 14-10 "
        "31. 22-18 8-11 32. 15-19 10-7 33. 13-17 21x14 34. 18x9 11-15 35. 19-23 7-2 "
        "36. 23-26 15-10";
    tb_game *g = ts_game("draughts/english", NULL);
    void *s = tb_state_new(g);
    char buf[sizeof record];
    memcpy(buf, record, sizeof record);
    char *save = NULL;
    int turns = 0;
    for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
        if (t[strlen(t) - 1] == '.')
            continue; /* a move number */
        tb_action acts[16];
        tb_error err = {{0}};
        int n = draughts_turn_from_text(g, s, t, acts, 16, &err);
        if (n < 0)
            fail_msg("turn %d '%s' refused: %s", turns + 1, t, err.msg);
        for (int i = 0; i < n; i++)
            g->cls->apply(g, s, acts[i]);
        turns++;
    }
    assert_int_equal(turns, 72);
    assert_false(tb_game_over(g, s)); /* White resigned */
    free(s);
    tb_game_free(g);
}

/* The view numbers each playing square as the numbered notation does (shown on demand in the
 * browser): 1 is b10, 46 is a1, 50 is i1; a light square has none. */
static void view_numbers_the_squares(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("draughts", NULL);
    void *s = tb_state_new(g);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    int numbered = 0, named = 0;
    for (int i = 0; i < v.num_cells; i++) {
        const tb_view_cell *c = &v.cells[i];
        numbered += c->number[0] != '\0';
        named += strcmp(c->label, "b10") == 0 || strcmp(c->label, "a1") == 0 ||
                 strcmp(c->label, "i1") == 0 || strcmp(c->label, "a2") == 0;
        if (strcmp(c->label, "b10") == 0)
            assert_string_equal(c->number, "1");
        if (strcmp(c->label, "a1") == 0)
            assert_string_equal(c->number, "46");
        if (strcmp(c->label, "i1") == 0)
            assert_string_equal(c->number, "50");
        if (strcmp(c->label, "a2") == 0)
            assert_string_equal(c->number, "");
    }
    assert_int_equal(numbered, 50);
    assert_int_equal(named, 4);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

static void bad_positions_refused(void **unused)
{
    tb_game *g = ts_game("draughts", NULL);
    assert_refused_position(g, "W:Wa2:Bb10", "not a playing square");
    assert_refused_position(g, "W:W3:B40", "promotion row");
    assert_refused_position(g, "W:W20-40:B1", "21 pieces");
    assert_refused_position(g, "W:W31,31:B1", "two pieces on 31");
    assert_refused_position(g, "W:W31:W32", "listed twice");
    assert_refused_position(g, "31,32", "expected a position");
    assert_refused_position(g, "W:W31:B1 chain=31 dir=0 taken=-", "no jump left");
    tb_game_free(g);
    g = ts_game("draughts/portuguese", NULL);
    assert_refused_position(g, "W:Wa1:Bh8", "not a playing square"); /* a1 is light */
    /* a refused move names the square that is not a playing one, not the whole move */
    void *s = tb_state_new(g);
    tb_action a;
    tb_error err = {{0}};
    assert_false(tb_game_parse_action(g, s, "c3-d4", &a, &err));
    assert_string_equal(err.msg, "'c3': not a playing square");
    err = (tb_error){{0}};
    assert_false(tb_game_parse_action(g, s, "b3-b4", &a, &err));
    assert_string_equal(err.msg, "'b4': not a playing square");
    free(s);
    tb_game_free(g);
}

/* The evaluation and the captures quiescence search tries. */
static void evaluate_and_tactical(void **unused)
{
    tb_game *g = ts_game("draughts", "notation=algebraic");
    void *s = ts_state(g, "W:Wg5,c3:Bf6");
    assert_true(g->cls->evaluate(g, s, 0) > 50);
    assert_true(g->cls->evaluate(g, s, 1) < -50);
    tb_action out[16];
    assert_int_equal(g->cls->tactical(g, s, out), 1);
    free(s);
    s = tb_state_new(g);
    assert_int_equal(g->cls->tactical(g, s, out), 0);
    assert_int_equal(g->cls->evaluate(g, s, 0), 0);
    free(s);
    tb_game_free(g);
}

/* The view: the playing squares dark, men and kings with their colours and owners. */
static void view_of_a_position(void **unused)
{
    tb_game *g = ts_game("draughts/russian", NULL);
    void *s = ts_state(g, "W:Wa1,Kc3:Bb8,Kh2");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.num_cells, 64);
    const char *where[] = {"a1", "c3", "b8", "h2"}, *symbol[] = {"o", "D", "x", "d"};
    for (int i = 0; i < 4; i++) {
        int c = tb_view_find(&v, where[i]);
        assert_true(c >= 0 && v.cells[c].num_pieces == 1);
        assert_true(v.cells[c].marks & TB_MARK_DARK);
        const tb_piece *p = &v.pieces[v.cells[c].first_piece];
        assert_string_equal(p->symbol, symbol[i]);
        assert_int_equal(p->kind, i % 2 ? TB_KIND_KING : TB_KIND_MAN);
        assert_int_equal(p->owner, i / 2);
    }
    assert_false(v.cells[tb_view_find(&v, "b1")].marks & TB_MARK_DARK);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(di_e1_capture_compulsory),
        cmocka_unit_test(di_e2_no_promotion_in_passing),
        cmocka_unit_test(di_e3_maximum_capture),
        cmocka_unit_test(di_e4_sacrifice_for_opposition),
        cmocka_unit_test(di_e5_sacrifice_to_gain_opposition),
        cmocka_unit_test(di_e6_garbled_record),
        cmocka_unit_test(dr_e1_and_dru_e1_promotion_in_a_capture),
        cmocka_unit_test(free_choice_king_must_continue),
        cmocka_unit_test(dk_e1_killer_rule),
        cmocka_unit_test(killer_rule_far_landing_that_continues),
        cmocka_unit_test(majority_capture_with_kings),
        cmocka_unit_test(de_e1_triple_capture_and_crowning),
        cmocka_unit_test(de_e2_pieces_protecting_each_other),
        cmocka_unit_test(de_e3_a_man_takes_at_most_three),
        cmocka_unit_test(dp_e1_two_kings_outrank_three_men),
        cmocka_unit_test(dp_e2_winning_combination),
        cmocka_unit_test(dz_e1_czech_king_priority),
        cmocka_unit_test(dth_e1_thai_king_lands_beyond),
        cmocka_unit_test(dtu_e1_turkish_capture),
        cmocka_unit_test(dtu_e2_turkish_records),
        cmocka_unit_test(dtu_e3_repetition),
        cmocka_unit_test(turkish_removal_option),
        cmocka_unit_test(armenian_diagonal_steps),
        cmocka_unit_test(dc_e1_garbled_record),
        cmocka_unit_test(dc_e2_passing_the_far_row),
        cmocka_unit_test(dc_e3_sacrifice_one_to_take_two),
        cmocka_unit_test(dc_e4_all_capturing_king),
        cmocka_unit_test(three_kings_against_one),
        cmocka_unit_test(fmjd_twenty_five_moves),
        cmocka_unit_test(copy_gives_the_same_bytes),
        cmocka_unit_test(start_options),
        cmocka_unit_test(numbered_notation),
        cmocka_unit_test(whole_turn_text),
        cmocka_unit_test(english_game_in_numbers),
        cmocka_unit_test(bad_positions_refused),
        cmocka_unit_test(view_numbers_the_squares),
        cmocka_unit_test(evaluate_and_tactical),
        cmocka_unit_test(view_of_a_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
