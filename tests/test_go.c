/* Go: rules/go.md §1-§2. Each worked example of §2.6 cites its number; the diagrams of the
 * sources are lost, so positions are constructed to satisfy every fact the text states. */
#include "support.h"

#include <stdio.h>

#include "games/go/go.h"
#include "tabula/family.h"

static int liberties_at(const tb_game *g, const void *s, const char *point)
{
    const go_config *cfg = go_config_of(g);
    int p = tb_board_find(&cfg->graph.board, point);
    assert_true(p >= 0);
    return go_group(&cfg->graph, &((const go_state *)s)->board, p, NULL, NULL);
}

static void assert_legal(const tb_game *g, const void *s, const char *move)
{
    tb_action a;
    tb_error err = {{0}};
    if (!tb_game_parse_action(g, s, move, &a, &err))
        fail_msg("%s refused: %s", move, err.msg);
}

/* §2.6 example 1: 4 liberties in the middle, 3 on an edge, 2 in a corner; two stones 6. */
static void test_liberty_counts(void **unused)
{
    tb_game *g = ts_game("go", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "j10; a1; a10; s19");
    assert_int_equal(liberties_at(g, s, "j10"), 4);
    assert_int_equal(liberties_at(g, s, "a10"), 3);
    assert_int_equal(liberties_at(g, s, "a1"), 2);
    ts_play(g, s, "k10");
    assert_int_equal(liberties_at(g, s, "j10"), 6);
    assert_int_equal(liberties_at(g, s, "k10"), 6);
    free(s);
    tb_game_free(g);
}

/* §2.6 example 2 (constructed): a white group of four liberties; White c3 leaves it three,
 * White f4 instead gives it five. */
static void test_group_liberty_example(void **unused)
{
    tb_game *g = ts_game("go", "size=9");
    /* White d3 e3 e4; Black b3 c2 c4 d2 e2 d4. */
    void *s = ts_state(g, "9/9/9/9/9/2XXO4/1X1OO4/2XXX4/9 w");
    assert_int_equal(liberties_at(g, s, "d3"), 4); /* c3 f3 f4 e5 */
    void *t = ts_state(g, "9/9/9/9/9/2XXO4/1X1OO4/2XXX4/9 w");
    ts_play(g, t, "c3");
    assert_int_equal(liberties_at(g, t, "d3"), 3);
    memcpy(t, s, g->state_size);
    ts_play(g, t, "f4");
    assert_int_equal(liberties_at(g, t, "d3"), 5);
    free(t);
    free(s);
    tb_game_free(g);
}

/* §2.6 example 3: Black may play i5 because it captures six white stones; a point with no
 * liberty that captures nothing is refused (suicide, §1.3). */
static void test_suicide_exception(void **unused)
{
    tb_game *g = ts_game("go", "size=9");
    /* White g5 h4 h5 h6 i4 i6 (six stones, last liberty i5); Black around them. */
    void *s = ts_state(g, "9/9/7XX/6XOO/5XOO1/6XOO/7XX/9/9 b");
    assert_int_equal(liberties_at(g, s, "h5"), 1);
    assert_legal(g, s, "i5");
    ts_play(g, s, "i5");
    const go_state *st = s;
    assert_int_equal(st->prisoners[GO_P_BLACK], 6);
    assert_int_equal(liberties_at(g, s, "i5"), 3); /* i4 h5 i6, emptied by the capture */
    /* a1 surrounded by White a2 b1 (which have other liberties): Black a1 is suicide */
    void *t = ts_state(g, "9/9/9/9/9/9/9/O8/1O7 b");
    ts_assert_refused(g, t, "a1");
    free(t);
    free(s);
    tb_game_free(g);
}

/* §2.6 example 4: the black corner group with its last liberty on i9 is taken by White i9;
 * the white group at the bottom with two liberties: Black f1, White takes it with g1, Black
 * f1 again captures the whole group. */
static void test_dead_and_alive_shapes(void **unused)
{
    tb_game *g = ts_game("go", "size=9");
    void *s = ts_state(g, "6OX1/6OXX/7OO/9/9/9/9/9/9 w");
    assert_int_equal(liberties_at(g, s, "h9"), 1);
    ts_play(g, s, "i9");
    assert_int_equal(((go_state *)s)->prisoners[GO_P_WHITE], 3);
    free(s);

    /* White e1 e2 f2 g2 (liberties f1 g1); Black d1 d2 e3 f3 g3 h2 h1 */
    s = ts_state(g, "9/9/9/9/9/9/4XXX2/3XOOOX1/3XO2X1 b");
    assert_int_equal(liberties_at(g, s, "e1"), 2);
    ts_play(g, s, "f1");
    assert_int_equal(liberties_at(g, s, "e1"), 1);
    ts_play(g, s, "g1"); /* White captures f1 */
    assert_int_equal(((go_state *)s)->prisoners[GO_P_WHITE], 1);
    assert_int_equal(liberties_at(g, s, "e1"), 1);
    ts_play(g, s, "f1"); /* legal: it captures five stones, no repetition */
    assert_int_equal(((go_state *)s)->prisoners[GO_P_BLACK], 5);
    free(s);
    tb_game_free(g);
}

/* §2.6 example 5 (constructed position of the spec): Black e4 captures e5; White e5 at once
 * is illegal (basic ko); after an exchange elsewhere it is legal. §2.6 example 11 says the
 * same with Black connecting meanwhile. */
static void test_ko(void **unused)
{
    tb_game *g = ts_game("go", "size=9");
    /* Black d5 f5 e6, White d4 f4 e3 e5 */
    void *s = ts_state(g, "9/9/9/4X4/3XOX3/3O1O3/4O4/9/9 b");
    ts_play(g, s, "e4");
    assert_int_equal(((go_state *)s)->prisoners[GO_P_BLACK], 1);
    ts_assert_refused(g, s, "e5");
    void *pass_copy = malloc(g->state_size);
    memcpy(pass_copy, s, g->state_size);
    ts_play(g, s, "a9; a1"); /* the exchange elsewhere */
    assert_legal(g, s, "e5");
    ts_play(g, s, "e5");
    assert_int_equal(((go_state *)s)->prisoners[GO_P_WHITE], 1);
    ts_assert_refused(g, s, "e4"); /* and now Black must wait */
    /* §2.6.11: Black may connect the ko instead of waiting */
    ts_play(g, pass_copy, "a9; e5");
    assert_int_equal(liberties_at(g, pass_copy, "e5"), 5); /* c5 d6 e7 f6 g5 */
    free(pass_copy);
    free(s);
    tb_game_free(g);
}

/* §2.6 example 9, the sacrifice (constructed in a corner): White a1 is taken by Black b1,
 * and White a1 again, on the point just emptied, captures three black stones: a legal move,
 * since it repeats no position. */
static void test_sacrifice_is_not_ko(void **unused)
{
    tb_game *g = ts_game("go", "size=9");
    /* White a3 b3 c2 c1; Black a2 b2 */
    void *s = ts_state(g, "9/9/9/9/9/9/OO7/XXO6/2O6 w");
    ts_play(g, s, "a1; b1");
    assert_int_equal(((go_state *)s)->prisoners[GO_P_BLACK], 1);
    assert_legal(g, s, "a1");
    ts_play(g, s, "a1");
    assert_int_equal(((go_state *)s)->prisoners[GO_P_WHITE], 3);
    free(s);
    tb_game_free(g);
}

/* §2.6 example 6 (constructed to meet every stated fact): dead White i2 b7 b8, dead Black f8
 * h6; White's territories 4 and 13, Black's 8 and 12; d3 and d9 neutral; after removal
 * Black 20 stones, White 19. Area count, komi 0: Black 40, White 36, Black wins by 4. */
static const char *SCORING_EXAMPLE = "2X1O1O2/1O1XOX3/1O1XO4/XXXXXO1XO/OO1XXOOOO/1X1OXXOXX/"
                                     "OOO1X1XX1/2OX4O/2OX5";

static void test_scoring_example(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=0");
    char text[512];
    snprintf(text, sizeof text, "%s b phase=over dead=b7,b8,f8,h6,i2 accepted=3", SCORING_EXAMPLE);
    void *s = ts_state(g, text);
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over && o.scored);
    assert_true(o.score[GO_P_BLACK] == 40 && o.score[GO_P_WHITE] == 36);
    assert_int_equal(o.result[GO_P_BLACK], TB_WIN);
    assert_string_equal(o.reason, "Black wins by 4 (40-36)");
    uint8_t owner[GO_MAX_POINTS];
    double score[2];
    const go_config *cfg = go_config_of(g);
    go_score(cfg, s, &((go_state *)s)->dead, score, owner);
    assert_int_equal(owner[tb_board_find(&cfg->graph.board, "d3")], GO_EMPTY);
    assert_int_equal(owner[tb_board_find(&cfg->graph.board, "d9")], GO_EMPTY);
    free(s);
    /* With the default komi 5.5 White wins 41.5-40 (§2.6.6). */
    tb_game *k = ts_game("go", "size=9");
    s = ts_state(k, text);
    o = ts_outcome(k, s);
    assert_int_equal(o.result[GO_P_WHITE], TB_WIN);
    assert_string_equal(o.reason, "White wins by 1.5 (41.5-40)");
    free(s);
    tb_game_free(k);
    tb_game_free(g);
}

/* The end of the game (§2.4, §1.4 dead=agreement): two passes open the scoring phase with the
 * engine's proposal; marks can be changed, both accept, and the count follows the marks. A
 * player who disagrees resumes play and the player who did not pass last moves. */
static void test_dead_stone_agreement(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=0");
    char text[512];
    snprintf(text, sizeof text, "%s b", SCORING_EXAMPLE);
    void *s = ts_state(g, text);
    ts_play(g, s, "pass; pass");
    const go_state *st = s;
    assert_int_equal(st->phase, GO_PHASE_SCORING);
    assert_int_equal(g->cls->to_move(g, s), GO_P_BLACK);
    /* the engine proposes exactly the five dead stones of the book */
    const go_config *cfg = go_config_of(g);
    char marks[256] = "";
    for (int p = tb_pointset_next(&st->dead, 0); p >= 0; p = tb_pointset_next(&st->dead, p + 1)) {
        size_t l = strlen(marks);
        snprintf(marks + l, sizeof marks - l, "%s%s", l ? " " : "",
                 tb_board_label(&cfg->graph.board, p));
    }
    assert_string_equal(ts_sorted(marks), "b7 b8 f8 h6 i2");
    void *disagree = malloc(g->state_size);
    memcpy(disagree, s, g->state_size);
    /* unmark and mark again, then both accept */
    ts_play(g, s, "dead:b7 dead:b8 accept");
    assert_false(tb_game_over(g, s));
    assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
    ts_play(g, s, "accept");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_string_equal(o.reason, "Black wins by 4 (40-36)");
    /* White refuses: play resumes with Black (he did not make the last pass) */
    ts_play(g, disagree, "accept; resume");
    assert_int_equal(((go_state *)disagree)->phase, GO_PHASE_PLAY);
    assert_int_equal(g->cls->to_move(g, disagree), GO_P_BLACK);
    assert_true(tb_pointset_empty(&((go_state *)disagree)->dead));
    free(disagree);
    free(s);
    tb_game_free(g);
}

/* The scoring phase in Portuguese (issue 16): the status line names the actions by the words
 * the game reads in Portuguese (morta:, aceitar, retomar), a mark is shown as "morta:b7" and
 * read back, and a score with a half point is written with a comma ("ganham por 5,5"). */
static void test_scoring_phase_in_portuguese(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=5.5");
    void *s = tb_state_new(g);
    ts_play(g, s, "e5; c3; pass; pass");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    char line[512];
    tb_status_line(g, s, v.status, true, line, sizeof line);
    assert_non_null(strstr(line, "marcar mortas (morta:<ponto>), aceitar ou retomar"));
    assert_null(strstr(line, "accept"));
    tb_view_free(&v);
    tb_action dead, morta;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(g, s, "dead:e5", &dead, &err));
    assert_true(tb_game_parse_action(g, s, "morta:e5", &morta, &err));
    assert_int_equal(dead, morta);
    char shown[64];
    tb_turn_text_shown(ts_action_text(g, s, dead), true, shown, sizeof shown);
    assert_string_equal(shown, "morta:e5");
    tb_turn_text_shown("dead:e5 aceitar", false, shown, sizeof shown);
    assert_string_equal(shown, "dead:e5 aceitar"); /* English is shown as the game wrote it */
    ts_play(g, s, "aceitar; aceitar");
    tb_outcome o = ts_outcome(g, s);
    assert_string_equal(o.reason, "White wins by 5.5 (6.5-1)");
    char reason[256];
    tb_outcome_reason(g, &o, true, reason, sizeof reason);
    assert_string_equal(reason, "as Brancas ganham por 5,5 (6,5-1)");
    free(s);
    tb_game_free(g);
}

/* The view of the scoring phase: dead stones marked, territory marked with its owner, stones
 * drawn as Go stones. */
static void test_scoring_view(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=0");
    char text[512];
    snprintf(text, sizeof text, "%s b phase=scoring resume=b dead=b7,b8,f8,h6,i2", SCORING_EXAMPLE);
    void *s = ts_state(g, text);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    const tb_view_cell *b7 = &v.cells[tb_view_find(&v, "b7")];
    assert_true(b7->marks & TB_MARK_DEAD);
    assert_true(b7->marks & TB_MARK_TERRITORY);
    assert_int_equal(b7->territory_owner, GO_P_BLACK);
    assert_int_equal(v.pieces[b7->first_piece].kind, TB_KIND_STONE);
    const tb_view_cell *a1 = &v.cells[tb_view_find(&v, "a1")];
    assert_int_equal(a1->territory_owner, GO_P_WHITE);
    const tb_view_cell *d3 = &v.cells[tb_view_find(&v, "d3")];
    assert_false(d3->marks & TB_MARK_TERRITORY); /* neutral */
    assert_false(v.cells[tb_view_find(&v, "c9")].marks & TB_MARK_DEAD);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* dead=none: two passes end the game and the board is counted as it stands. */
static void test_dead_none(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=0,dead=none");
    char text[512];
    snprintf(text, sizeof text, "%s b", SCORING_EXAMPLE);
    void *s = ts_state(g, text);
    ts_play(g, s, "pass; pass");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    /* dead stones still on the board: their regions are neutral now */
    assert_true(o.score[GO_P_BLACK] != 40);
    free(s);
    tb_game_free(g);
}

/* Territory counting (§1.4, §2.4): territory + prisoners taken (captured and dead). The
 * scoring example: Black 20 territory + 3 dead white; White 17 + 2 dead black. */
static void test_territory_counting(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=0,scoring=territory");
    char text[512];
    snprintf(text, sizeof text, "%s b prisoners=4/1 phase=over dead=b7,b8,f8,h6,i2 accepted=3",
             SCORING_EXAMPLE);
    void *s = ts_state(g, text);
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.score[GO_P_BLACK] == 20 + 3 + 4 && o.score[GO_P_WHITE] == 17 + 2 + 1);
    free(s);
    tb_game_free(g);
}

/* A tie goes to White (§2.4): integer komi. */
static void test_tie_goes_to_white(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=4");
    char text[512];
    snprintf(text, sizeof text, "%s b phase=over dead=b7,b8,f8,h6,i2 accepted=3", SCORING_EXAMPLE);
    void *s = ts_state(g, text);
    tb_outcome o = ts_outcome(g, s);
    assert_int_equal(o.result[GO_P_WHITE], TB_WIN);
    assert_string_equal(o.reason, "tie 40-40, White wins");
    free(s);
    tb_game_free(g);
}

/* §2.6 example 9, seki (constructed with the book's points): White e1 e2 and Black e3 f3 g3
 * g2 g1 share their only liberties f1 f2; both stay, and f1 f2 are neutral (§1.4). */
static void test_seki_scoring(void **unused)
{
    tb_game *g = ts_game("go", "size=9,komi=0,dead=none");
    /* outer White d3 d4 e4 f4 g4 h4 h3 h2 h1, Black d1 d2 */
    void *s = ts_state(g, "9/9/9/9/9/3OOOOO1/3OXXXO1/3XO1XO1/3XO1XO1 b");
    assert_int_equal(liberties_at(g, s, "e1"), 2);
    assert_int_equal(liberties_at(g, s, "e3"), 2);
    ts_play(g, s, "pass; pass");
    uint8_t owner[GO_MAX_POINTS];
    double score[2];
    const go_config *cfg = go_config_of(g);
    go_score(cfg, s, NULL, score, owner);
    assert_int_equal(owner[tb_board_find(&cfg->graph.board, "f1")], GO_EMPTY);
    assert_int_equal(owner[tb_board_find(&cfg->graph.board, "f2")], GO_EMPTY);
    assert_int_equal(owner[tb_board_find(&cfg->graph.board, "e1")], GO_WHITE);
    assert_int_equal(owner[tb_board_find(&cfg->graph.board, "g1")], GO_BLACK);
    free(s);
    tb_game_free(g);
}

/* Handicap (§2.2): the star points in the order of the spec, komi 0 by default, White next. */
static void test_handicap_star_points(void **unused)
{
    static const struct {
        const char *options, *stones;
    } cases[] = {
        {"handicap=2", "d4 p16"},
        {"handicap=3", "d4 p16 p4"},
        {"handicap=4", "d16 d4 p16 p4"},
        {"handicap=5", "d16 d4 j10 p16 p4"},
        {"handicap=6", "d10 d16 d4 p10 p16 p4"},
        {"handicap=7", "d10 d16 d4 j10 p10 p16 p4"},
        {"handicap=8", "d10 d16 d4 j16 j4 p10 p16 p4"},
        {"handicap=9", "d10 d16 d4 j10 j16 j4 p10 p16 p4"},
        {"handicap=4,size=13", "d10 d4 j10 j4"},
        {"handicap=9,size=9", "c3 c5 c7 e3 e5 e7 g3 g5 g7"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_game *g = ts_game("go", cases[i].options);
        void *s = ts_state(g, NULL);
        const go_config *cfg = go_config_of(g);
        assert_int_equal(cfg->komi2, 0);
        assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
        char stones[256] = "";
        for (int p = 0; p < cfg->graph.board.num_points; p++)
            if (((go_state *)s)->board.stone[p] == GO_BLACK) {
                size_t l = strlen(stones);
                snprintf(stones + l, sizeof stones - l, "%s%s", l ? " " : "",
                         tb_board_label(&cfg->graph.board, p));
            }
        assert_string_equal(ts_sorted(stones), cases[i].stones);
        free(s);
        tb_game_free(g);
    }
    tb_game *even = ts_game("go", NULL);
    assert_int_equal(go_config_of(even)->komi2, 11); /* 5.5 in even games */
    tb_game_free(even);
    /* handicap 1 and handicap on a board without star points are refused */
    tb_error err = {{0}};
    assert_null(tb_game_new(tb_registry_find("go"), "handicap=1", &err));
    assert_null(tb_game_new(tb_registry_find("go"), "handicap=10,size=13", &err));
}

/* §2.2 decision: on 19x19 stones 10-25 go on free points of the 5x5 grid of lines d g j m p
 * and rows 4 7 10 13 16, placed by Black in the same handicap move. */
static void test_handicap_beyond_nine(void **unused)
{
    tb_game *g = ts_game("go", "handicap=12");
    void *s = ts_state(g, NULL);
    assert_int_equal(g->cls->to_move(g, s), GO_P_BLACK);
    ts_assert_refused(g, s, "q16"); /* not on the grid */
    ts_assert_refused(g, s, "d4");  /* already a handicap stone */
    ts_assert_refused(g, s, "pass");
    ts_play(g, s, "d7 g4 m16");
    assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
    assert_int_equal(go_board_count(&go_config_of(g)->graph, &((go_state *)s)->board, GO_BLACK),
                     12);
    free(s);
    tb_game_free(g);
}

/* handicap_free=on: Black places the stones anywhere, one after the other, then White. */
static void test_handicap_free(void **unused)
{
    tb_game *g = ts_game("go", "size=9,handicap=3,handicap_free=on");
    void *s = ts_state(g, NULL);
    assert_int_equal(g->cls->to_move(g, s), GO_P_BLACK);
    ts_play(g, s, "a1 b2");
    assert_true(tb_game_mid_turn(g, s));
    assert_int_equal(g->cls->to_move(g, s), GO_P_BLACK);
    ts_play(g, s, "i9");
    assert_int_equal(g->cls->to_move(g, s), GO_P_WHITE);
    assert_false(tb_game_mid_turn(g, s));
    free(s);
    tb_game_free(g);
}

/* Superko (§1.3 options): random games on a small board never repeat a board after a stone
 * with positional superko, nor a (board, player) with situational superko; with basic ko
 * repetitions do happen in the same games, so the check has teeth. */
static int repetitions(const char *options, bool with_player)
{
    tb_game *g = ts_game("go", options);
    void *s = tb_state_new(g);
    tb_action moves[64];
    uint64_t seed = 42;
    int repeats = 0;
    for (int game = 0; game < 200; game++) {
        g->cls->initial(g, s);
        uint64_t seen[600];
        int count = 0;
        seen[count++] = ((go_state *)s)->board.hash;
        for (int step = 0; step < 300 && !tb_game_over(g, s); step++) {
            int n = g->cls->legal(g, s, moves), k = 0;
            /* stones only, no pass or resignation, unless nothing else */
            int stones = 0;
            for (int i = 0; i < n; i++)
                if (moves[i] < GO_ACT_PASS)
                    moves[stones++] = moves[i];
            if (stones == 0)
                break;
            k = (int)(ts_random(&seed) >> 33) % stones;
            int mover = g->cls->to_move(g, s);
            g->cls->apply(g, s, moves[k]);
            uint64_t key = ((go_state *)s)->board.hash ^ (with_player && mover ? 1 : 0);
            for (int i = 0; i < count; i++)
                repeats += seen[i] == key;
            if (count < 600)
                seen[count++] = key;
        }
    }
    free(s);
    tb_game_free(g);
    return repeats;
}

static void test_superko(void **unused)
{
    assert_true(repetitions("size=3,ko=basic", false) > 0);
    assert_int_equal(repetitions("size=3,ko=positional-superko", false), 0);
    assert_int_equal(repetitions("size=3,ko=situational-superko", true), 0);
}

/* Superko through the position text: a position read back forbids the same moves as the game
 * it came from, because the text carries the positions seen (seen=). Without that field the
 * read-back state would allow repetitions the game forbids; the test counts such positions,
 * so it has teeth. Random games with passes on 3x3 (many captures and repetitions). */
static const char *legal_text(const tb_game *g, const void *s)
{
    static char out[1024];
    tb_action moves[64];
    int n = g->cls->legal(g, s, moves);
    size_t k = 0;
    out[0] = '\0';
    for (int i = 0; i < n && k + 16 < sizeof out; i++)
        k += (size_t)snprintf(out + k, sizeof out - k, " %d", (int)moves[i]);
    return out;
}

static int superko_read_back(const char *options)
{
    tb_game *g = ts_game("go", options);
    void *s = tb_state_new(g), *back = tb_state_new(g), *bare = tb_state_new(g);
    tb_action moves[64];
    uint64_t seed = 7;
    int differs_without_seen = 0;
    for (int game = 0; game < 60; game++) {
        g->cls->initial(g, s);
        for (int step = 0; step < 80 && !tb_game_over(g, s); step++) {
            char text[4096], expected[1024];
            g->cls->position_to_text(g, s, text, sizeof text);
            tb_error err = {{0}};
            if (!tb_game_parse_position(g, text, back, &err))
                fail_msg("'%s' does not read back: %s", text, err.msg);
            snprintf(expected, sizeof expected, "%s", legal_text(g, s));
            if (strcmp(expected, legal_text(g, back)) != 0)
                fail_msg("'%s' read back allows other moves:%s instead of%s", text,
                         legal_text(g, back), expected);
            char *field = strstr(text, " seen=");
            if (field) {
                *field = '\0';
                if (!tb_game_parse_position(g, text, bare, &err))
                    fail_msg("'%s': %s", text, err.msg);
                differs_without_seen += strcmp(expected, legal_text(g, bare)) != 0;
            }
            int n = g->cls->legal(g, s, moves), stones = 0;
            for (int i = 0; i < n; i++)
                if (moves[i] < GO_ACT_RESIGN && (moves[i] < GO_ACT_PASS || step % 9 == 8))
                    moves[stones++] = moves[i];
            if (stones == 0)
                break;
            g->cls->apply(g, s, moves[(ts_random(&seed) >> 33) % (uint64_t)stones]);
        }
    }
    free(s);
    free(back);
    free(bare);
    tb_game_free(g);
    return differs_without_seen;
}

static void test_superko_position_text(void **unused)
{
    assert_true(superko_read_back("size=3,ko=positional-superko,dead=none") > 0);
    assert_true(superko_read_back("size=3,ko=situational-superko,dead=none") > 0);
    /* bad keys are refused; with basic ko the field means nothing and is refused too */
    tb_game *g = ts_game("go", "size=3,ko=positional-superko");
    void *s = tb_state_new(g);
    tb_error err = {{0}};
    assert_false(tb_game_parse_position(g, "3/3/3 b seen=12", s, &err));
    assert_non_null(strstr(err.msg, "seen=12"));
    assert_true(tb_game_parse_position(g, "3/3/3 b seen=00000000000000a1,0000000000000000", s, &err));
    assert_int_equal(((go_state *)s)->hist_count, 2);
    free(s);
    tb_game_free(g);
    ts_assert_position_refused("go", "3/3/3 b seen=0000000000000000");
}

/* Passing, resignation, bad input (issue 12: occupied points, out-of-board points). */
static void test_pass_resign_and_bad_input(void **unused)
{
    tb_game *g = ts_game("go", "size=9");
    void *s = ts_state(g, NULL);
    ts_play(g, s, "e5");
    ts_assert_refused(g, s, "e5");
    ts_assert_refused(g, s, "j1");
    ts_assert_refused(g, s, "a10");
    ts_assert_refused(g, s, "accept");
    ts_play(g, s, "pass");
    assert_false(tb_game_over(g, s));
    ts_play(g, s, "c3; resign");
    tb_outcome o = ts_outcome(g, s);
    assert_true(o.over);
    assert_int_equal(o.result[GO_P_BLACK], TB_WIN);
    assert_string_equal(o.reason, "White resigned");
    free(s);
    tb_error err = {{0}};
    void *t = ts_state(g, NULL);
    assert_false(tb_game_parse_position(g, "9/9/9/9/9/9/9/9/9 x", t, &err));
    assert_false(tb_game_parse_position(g, "9/9/9/9/9/9/9/9/9", t, &err));
    assert_false(tb_game_parse_position(g, "9/9/9/9/9/9/9/9/9 b ko=e5 ko=e5", t, &err));
    free(t);
    tb_game *n = ts_game("go", "size=2");
    t = ts_state(n, "X1/1O b");
    assert_false(tb_game_parse_position(n, "XO/OX b", t, &err)); /* groups without liberties */
    free(t);
    tb_game_free(n);
    tb_game_free(g);
}

/* The stone supply option (§2.1): a player with no stone left can only pass. */
static void test_supply(void **unused)
{
    tb_game *g = ts_game("go", "size=9,supply=1");
    void *s = ts_state(g, NULL);
    ts_play(g, s, "e5; c3");
    ts_assert_moves(g, s, "pass resign");
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_liberty_counts),
        cmocka_unit_test(test_group_liberty_example),
        cmocka_unit_test(test_suicide_exception),
        cmocka_unit_test(test_dead_and_alive_shapes),
        cmocka_unit_test(test_ko),
        cmocka_unit_test(test_scoring_phase_in_portuguese),
        cmocka_unit_test(test_sacrifice_is_not_ko),
        cmocka_unit_test(test_scoring_example),
        cmocka_unit_test(test_dead_stone_agreement),
        cmocka_unit_test(test_scoring_view),
        cmocka_unit_test(test_dead_none),
        cmocka_unit_test(test_territory_counting),
        cmocka_unit_test(test_tie_goes_to_white),
        cmocka_unit_test(test_seki_scoring),
        cmocka_unit_test(test_handicap_star_points),
        cmocka_unit_test(test_handicap_beyond_nine),
        cmocka_unit_test(test_handicap_free),
        cmocka_unit_test(test_superko),
        cmocka_unit_test(test_superko_position_text),
        cmocka_unit_test(test_pass_resign_and_bad_input),
        cmocka_unit_test(test_supply),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
