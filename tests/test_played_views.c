/* What a person sees (issue 16): a Domineering board drawn as played, whatever rows the
 * canonical state drops (combinatorial.md §4.22 normalises the position, not the picture);
 * verbs that agree with the Portuguese players; special actions in Portuguese in move lists;
 * an analysis that can be stopped. */
#include "support.h"

#include <signal.h>
#include <stdio.h>

#include "tabula/family.h"
#include "tabula/render.h"
#include "tabula/report.h"
#include "tabula/view.h"

/* The record of `turns` from `position`: its actions, the start and the end. */
typedef struct played {
    tb_game *g;
    void *start, *state;
    tb_action actions[64];
    int count;
} played;

static played play(const char *id, const char *position, const char *turns)
{
    played p = {.g = ts_game(id, NULL)};
    p.start = ts_state(p.g, position);
    p.state = ts_state(p.g, position);
    char buf[512];
    snprintf(buf, sizeof buf, "%s", turns);
    for (char *t = strtok(buf, ";"); t; t = strtok(NULL, ";")) {
        tb_error err = {{0}};
        while (*t == ' ')
            t++;
        assert_true(tb_game_parse_action(p.g, p.state, t, &p.actions[p.count], &err));
        p.g->cls->apply(p.g, p.state, p.actions[p.count++]);
    }
    return p;
}

static void played_free(played *p)
{
    free(p->start);
    free(p->state);
    tb_game_free(p->g);
}

static int dominoes(const tb_view *v, int owner)
{
    int n = 0;
    for (int i = 0; i < v->num_pieces; i++)
        n += v->pieces[i].kind == TB_KIND_DOMINO && v->pieces[i].owner == owner;
    return n;
}

/* The cell at column c, row r from the top of a board of `rows` rows. */
static const tb_view_cell *at(const tb_view *v, int rows, int r, int c)
{
    for (int i = 0; i < v->num_cells; i++)
        if (v->cells[i].x == c && v->cells[i].y == rows - 1 - r)
            return &v->cells[i];
    fail_msg("no cell at row %d, column %d", r, c);
    return NULL;
}

/* §4.22: after V 0,0, H 0,1 and V 0,3 the top row of the 4x4 board is full, and the state
 * is the 3x4 board below it; the picture keeps the 4x4 board and its three dominoes. */
static void domineering_full_board_after_a_row_fills(void **unused)
{
    (void)unused;
    played p = play("domineering", "domineering: ..../..../..../....", "V 0,0; H 0,1; V 0,3");
    assert_string_equal(ts_position_text(p.g, p.state), "domineering: #..#/..../.... ; R");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    assert_int_equal(v.num_cells, 16);
    assert_int_equal(dominoes(&v, 0), 2); /* Left's vertical ones */
    assert_int_equal(dominoes(&v, 1), 1); /* Right's horizontal one */
    /* Right's domino lies on (0,1) and (0,2) of the board as played */
    const tb_view_cell *a = at(&v, 4, 0, 1), *b = at(&v, 4, 0, 2);
    assert_int_equal(a->num_pieces, 1);
    const tb_piece *h = &v.pieces[a->first_piece];
    assert_int_equal(h->owner, 1);
    assert_ptr_equal(&v.cells[h->span], b);
    assert_int_equal(b->num_pieces, 0);
    /* the last domino (V 0,3) is marked, on both its squares, and nothing else is */
    int marked = 0;
    for (int i = 0; i < v.num_cells; i++)
        marked += (v.cells[i].marks & TB_MARK_LAST) != 0;
    assert_int_equal(marked, 2);
    assert_true(at(&v, 4, 0, 3)->marks & TB_MARK_TO);
    assert_true(at(&v, 4, 1, 3)->marks & TB_MARK_TO);
    /* free squares carry the labels the next move names: the state's row 0 is row 1 here */
    assert_string_equal(at(&v, 4, 1, 1)->label, "0,1");
    assert_string_equal(at(&v, 4, 3, 3)->label, "2,3");
    assert_string_equal(at(&v, 4, 0, 0)->label, "");
    /* and a move clicked there is the move of the state */
    char labels[4][16];
    tb_action next;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(p.g, p.state, "H 0,1", &next, &err));
    assert_int_equal(tb_game_action_cells(p.g, p.state, &v, next, labels, 4), 1);
    assert_string_equal(labels[0], "0,1"); /* the square the move names */
    assert_int_not_equal(tb_view_find(&v, labels[0]), -1);
    tb_view_free(&v);
    played_free(&p);
}

/* In a sum, the Domineering component is drawn as played and the others as they stand; the
 * boards are named as the moves name the components, not by keyword. */
static void domineering_in_a_sum(void **unused)
{
    (void)unused;
    played p = play("domineering", "domineering: ../.. + nim: 3", "[1] V 0,0; [2] 1:3>1");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    assert_int_equal(v.num_boards, 2);
    assert_string_equal(v.boards[0].name, "[1]");
    assert_string_equal(v.boards[1].name, "[2]");
    assert_int_equal(dominoes(&v, 0), 1);
    int on_first = 0;
    for (int i = 0; i < v.num_cells; i++)
        on_first += v.cells[i].board == 0;
    assert_int_equal(on_first, 4);
    /* the last move was Nim's: no domino is marked */
    for (int i = 0; i < v.num_cells; i++)
        if (v.cells[i].board == 0)
            assert_false(v.cells[i].marks & TB_MARK_LAST);
    tb_view_free(&v);
    played_free(&p);
}

/* The terminal shows both halves of each domino. */
static void domineering_in_the_terminal(void **unused)
{
    (void)unused;
    played p = play("domineering", "domineering: ../..", "V 0,0");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    char *text = tb_render_text(&v, false);
    assert_non_null(strstr(text, "[^]"));
    assert_non_null(strstr(text, "[v]"));
    free(text);
    tb_view_free(&v);
    played_free(&p);
}

/* The cells of a view marked as touched by the last move. */
static int marked_last(const tb_view *v)
{
    int n = 0;
    for (int i = 0; i < v->num_cells; i++)
        n += (v->cells[i].marks & TB_MARK_LAST) != 0;
    return n;
}

/* The cell at x on a one-row board, or fail. */
static const tb_view_cell *place(const tb_view *v, int x)
{
    for (int i = 0; i < v->num_cells; i++)
        if (v->cells[i].x == x)
            return &v->cells[i];
    fail_msg("no place %d", x);
    return NULL;
}

/* §4.18 (Kayles): the state keeps only the standing runs ("kayles: 10" after 1:1-2 and 1:4-4
 * is "3 4"), but the row is drawn whole: the knocked pins empty places, the last one marked,
 * the standing pins named as the next move names them. */
static void kayles_full_row_after_knocks(void **unused)
{
    (void)unused;
    played p = play("kayles", "kayles: 10", "1:1-2; 1:4-4");
    assert_string_equal(ts_position_text(p.g, p.state), "kayles: 3 4");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    assert_int_equal(v.num_cells, 10);
    static const char *const labels[10] = {"", "", "1:1", "1:2", "1:3", "", "2:1", "2:2", "2:3", "2:4"};
    for (int x = 0; x < 10; x++) {
        const tb_view_cell *c = place(&v, x);
        assert_string_equal(c->label, labels[x]);
        assert_int_equal(c->num_pieces, labels[x][0] ? 1 : 0);
        assert_int_equal((c->marks & TB_MARK_BLOCKED) != 0, !labels[x][0]); /* drawn as gone */
    }
    assert_int_equal(marked_last(&v), 1);
    assert_true(place(&v, 5)->marks & TB_MARK_LAST);
    /* a move clicked there is the move of the state */
    char cells[4][16];
    tb_action next;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(p.g, p.state, "2:1-2", &next, &err));
    int n = tb_game_action_cells(p.g, p.state, &v, next, cells, 4);
    assert_true(n >= 1);
    for (int i = 0; i < n; i++)
        assert_true(strcmp(cells[i], "2:1") == 0 || strcmp(cells[i], "2:2") == 0);
    /* the terminal shows the whole row too: ten places */
    char *text = tb_render_text(&v, false);
    int pins = 0;
    for (const char *q = text; *q; q++)
        pins += *q == '|';
    assert_int_equal(pins, 7);
    free(text);
    tb_view_free(&v);
    played_free(&p);
}

/* Chomp (§4.7): a bite that empties the top row leaves the bar's rectangle in place, the eaten
 * squares empty and marked, the bitten square as the move's end. */
static void chomp_keeps_the_bar(void **unused)
{
    (void)unused;
    played p = play("chomp", "chomp: 3x3", "(2,0)");
    assert_string_equal(ts_position_text(p.g, p.state), "chomp: 3 3 ; 2");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    assert_int_equal(v.num_cells, 9);
    assert_int_equal(marked_last(&v), 3); /* the top row */
    int ends = 0;
    for (int i = 0; i < v.num_cells; i++) {
        const tb_view_cell *c = &v.cells[i];
        bool eaten = c->y == 2;
        assert_int_equal(c->num_pieces, eaten ? 0 : 1);
        assert_int_equal((c->marks & TB_MARK_LAST) != 0, eaten);
        ends += (c->marks & TB_MARK_TO) != 0;
        if (c->marks & TB_MARK_TO)
            assert_true(c->x == 0 && c->y == 2);
    }
    assert_int_equal(ends, 1);
    tb_view_free(&v);
    played_free(&p);
}

/* Arbusto (§4.17): erasing an edge does not move the plant's vertices (the state forgets the
 * fallen edges and would be laid out anew); what fell is gone and the erased edge's place is
 * marked. */
static void hackenbush_plant_stays(void **unused)
{
    (void)unused;
    played p = play("hackenbush", "hackenbush: 0-1 1-2 0-3 3-4", "0-1");
    assert_string_equal(ts_position_text(p.g, p.state), "hackenbush: 0-3 3-4 ; 2");
    tb_view before, v;
    tb_view_init(&before);
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, NULL, 0, p.start, &before);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    /* vertices 3 and 4 stand where they stood; 1 and 2 fell */
    for (int i = 0; i < v.num_cells; i++) {
        const tb_view_cell *c = &v.cells[i];
        if (!c->label[0])
            continue;
        int j = tb_view_find(&before, c->label);
        assert_int_not_equal(j, -1);
        assert_true(before.cells[j].x == c->x && before.cells[j].y == c->y);
    }
    assert_int_equal(tb_view_find(&v, "1"), -1);
    assert_int_equal(tb_view_find(&v, "2"), -1);
    assert_int_not_equal(tb_view_find(&v, "4"), -1);
    assert_int_equal(marked_last(&v), 1);
    tb_view_free(&before);
    tb_view_free(&v);
    played_free(&p);

    /* one of two parallel edges erased: the one left is marked, no cell is drawn over it */
    p = play("hackenbush", "hackenbush: 0-1 0-1 1-2", "0-1");
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    assert_int_equal(marked_last(&v), 1);
    int left = tb_view_find(&v, "0-1");
    assert_int_not_equal(left, -1);
    assert_true(v.cells[left].marks & TB_MARK_LAST);
    for (int i = 0; i < v.num_cells; i++)
        for (int j = i + 1; j < v.num_cells; j++)
            assert_false(v.cells[i].x == v.cells[j].x && v.cells[i].y == v.cells[j].y);
    tb_view_free(&v);
    played_free(&p);
}

/* Hasami Shogi is played on "81 uncoloured squares" (boxgames.md §3.1), not a chequerboard. */
static void hasami_on_uncoloured_squares(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("hasami-shogi", NULL);
    void *s = ts_state(g, NULL);
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(g, s, NULL, 0, s, &v);
    assert_int_equal(v.num_cells, 81);
    for (int i = 0; i < v.num_cells; i++)
        assert_false(v.cells[i].marks & TB_MARK_DARK);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

/* Alice (chess.md): 1. Nf3 is played on board A and the knight goes through to f3 of board B,
 * where it stands; that square is marked too, not only A's g1 and f3. */
static void alice_marks_where_the_piece_went(void **unused)
{
    (void)unused;
    played p = play("chess/alice", NULL, "Nf3");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    int there = tb_view_find(&v, "Bf3");
    assert_int_not_equal(there, -1);
    assert_int_equal(v.cells[there].num_pieces, 1);
    assert_true(v.cells[there].marks & TB_MARK_LAST);
    assert_true(v.cells[tb_view_find(&v, "Ag1")].marks & TB_MARK_FROM);
    tb_view_free(&v);
    played_free(&p);
}

/* Euclides (§4.6) was drawn as one empty square: the two numbers are two heaps of beans, the
 * one the last move lowered marked. */
static void euclid_draws_its_two_numbers(void **unused)
{
    (void)unused;
    played p = play("euclid", "euclid: 20 8", "20>12");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    assert_int_equal(v.num_cells, 2);
    assert_int_equal(v.cells[0].num_pieces, 12);
    assert_int_equal(v.cells[1].num_pieces, 8);
    assert_true(v.cells[0].marks & TB_MARK_LAST);
    assert_int_equal(marked_last(&v), 1);
    tb_view_free(&v);
    played_free(&p);
}

/* Nim em matrizes (§4.13): the column the last move took from is marked, and the rows and
 * columns are named along the edges as the moves name them. */
static void matrix_marks_the_line_taken_from(void **unused)
{
    (void)unused;
    played p = play("matrix", NULL, "c1-1");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    int rows = 0;
    for (int i = 0; i < v.num_cells; i++) {
        bool first_column = strstr(v.cells[i].label, "c1") != NULL;
        assert_int_equal((v.cells[i].marks & TB_MARK_LAST) != 0, first_column);
        rows += first_column;
    }
    assert_true(rows > 0);
    bool named = false;
    for (int i = 0; i < v.num_texts; i++)
        named |= strcmp(v.texts[i].text, "c1") == 0;
    assert_true(named);
    tb_view_free(&v);
    played_free(&p);
}

/* Plainim (§4.15): the squares the last move changed in its row are marked, the piece taken
 * and the squares to its right that changed; nothing else. */
static void plainim_marks_the_squares_changed(void **unused)
{
    (void)unused;
    played p = play("plainim", "plainim: 10110000/00000001", "1:10001100");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    char marked[128] = "";
    for (int i = 0; i < v.num_cells; i++)
        if (v.cells[i].marks & TB_MARK_LAST) {
            size_t l = strlen(marked);
            snprintf(marked + l, sizeof marked - l, "%s%s", l ? " " : "", v.cells[i].label);
        }
    /* 10110000 -> 10001100: squares 3 and 4 emptied, 5 and 6 filled */
    assert_string_equal(marked, "1,3 1,4 1,5 1,6");
    tb_view_free(&v);
    played_free(&p);
}

/* "as Brancas desistiram", "as Negras capturaram 2 pedras": the verb agrees with the player. */
static void verbs_agree_with_the_players(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("go", NULL);
    tb_outcome o = {.over = true};
    char pt[TB_REASON_LEN * 2];
    snprintf(o.reason, sizeof o.reason, "White resigned");
    tb_outcome_reason(g, &o, true, pt, sizeof pt);
    assert_string_equal(pt, "as Brancas desistiram");
    snprintf(o.reason, sizeof o.reason, "Black has no legal move");
    tb_outcome_reason(g, &o, true, pt, sizeof pt);
    assert_string_equal(pt, "as Negras não têm lances legais");
    tb_game_free(g);
    /* a player in the singular: Rastros's first player */
    g = ts_game("rastros", NULL);
    snprintf(o.reason, sizeof o.reason, "%s has no legal move", tb_game_player_name(g, 0, false));
    tb_outcome_reason(g, &o, true, pt, sizeof pt);
    assert_string_equal(pt, "o Primeiro jogador não tem lances legais");
    tb_game_free(g);
}

static void special_actions_in_portuguese(void **unused)
{
    (void)unused;
    char buf[64];
    tb_turn_text_shown("pass", true, buf, sizeof buf);
    assert_string_equal(buf, "passar");
    tb_turn_text_shown("resigns", true, buf, sizeof buf);
    assert_string_equal(buf, "desistir");
    tb_turn_text_shown("c3 stop", true, buf, sizeof buf);
    assert_string_equal(buf, "c3 parar");
    tb_turn_text_shown("[2] 1:3>1", true, buf, sizeof buf);
    assert_string_equal(buf, "[2] 1:3>1");
    tb_turn_text_shown("passage", true, buf, sizeof buf); /* whole words only */
    assert_string_equal(buf, "passage");
    tb_turn_text_shown("pass", false, buf, sizeof buf);
    assert_string_equal(buf, "pass");
}

/* Leões e Dragões (§4.23): the last move marks where the piece was and where it went, in its
 * strip ("1: L 0" steps the Lion of strip 1 from 0 to 1; "3: L 0" jumps it from 0 to 2). */
static void lions_marks_the_last_move(void **unused)
{
    (void)unused;
    played p = play("lions", NULL, "3: L 0");
    tb_view v;
    tb_view_init(&v);
    tb_game_view_played(p.g, p.start, p.actions, p.count, p.state, &v);
    int from = tb_view_find(&v, "3:0"), to = tb_view_find(&v, "3:2");
    assert_true(from >= 0 && to >= 0);
    assert_true(v.cells[from].marks & TB_MARK_FROM);
    assert_true(v.cells[to].marks & TB_MARK_TO);
    int marked = 0;
    for (int i = 0; i < v.num_cells; i++)
        marked += (v.cells[i].marks & TB_MARK_LAST) != 0;
    assert_int_equal(marked, 2);
    tb_view_free(&v);
    played_free(&p);
}

/* An action shown to read may be typed back: Quim's book verbs are read, Go's "passar" is not
 * (it stays "pass"). */
static void shown_actions_can_be_typed_back(void **unused)
{
    (void)unused;
    played q = play("quim", NULL, "split 4=2+2");
    tb_action a;
    tb_error err = {{0}};
    assert_true(tb_game_parse_action(q.g, q.state, "take 2", &a, &err));
    char buf[64];
    tb_action_text_shown(q.g, q.state, a, true, buf, sizeof buf);
    assert_string_equal(buf, "retirar 2");
    tb_action_text_shown(q.g, q.state, a, false, buf, sizeof buf);
    assert_string_equal(buf, "take 2");
    tb_action back;
    assert_true(tb_game_parse_action(q.g, q.state, "retirar 2", &back, &err));
    assert_true(back == a);
    played_free(&q);
    played go = play("go", NULL, "e5");
    assert_true(tb_game_parse_action(go.g, go.state, "pass", &a, &err));
    tb_action_text_shown(go.g, go.state, a, true, buf, sizeof buf);
    assert_string_equal(buf, "passar"); /* Go reads the Portuguese words too */
    assert_true(tb_game_parse_action(go.g, go.state, "passar", &back, &err));
    assert_true(back == a);
    played_free(&go);
    played el = play("elections/sierpinski", NULL, "");
    assert_true(tb_game_parse_action(el.g, el.state, "desistir", &a, &err));
    tb_action_text_shown(el.g, el.state, a, true, buf, sizeof buf);
    assert_true(tb_game_parse_action(el.g, el.state, buf, &back, &err));
    assert_true(back == a);
    played_free(&el);
}

/* A stopped analysis says so and keeps what it knows. */
static void analysis_stops_when_asked(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("domineering", NULL);
    void *s = ts_state(g, "domineering: ....../....../....../....../....../......");
    const tb_family *f = tb_variant_family(g->variant);
    volatile sig_atomic_t stop = 1;
    /* unstopped, it would end on the positions limit, with another message */
    tb_analysis_limits limits = {.cancel = &stop, .max_positions = 20000};
    tb_report r;
    tb_report_init(&r);
    tb_error err = {{0}};
    assert_false(f->analysis->report(g, s, &limits, &r, &err));
    assert_string_equal(err.msg, "the analysis was stopped");
    char *text = tb_report_text_lang(&r, false);
    assert_non_null(strstr(text, "position: domineering: ....../"));
    assert_non_null(strstr(text, "positions: "));
    free(text);
    tb_report_free(&r);
    char pt[128];
    tb_error_text(g, err.msg, true, pt, sizeof pt);
    assert_string_equal(pt, "a análise foi interrompida");
    free(s);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(domineering_full_board_after_a_row_fills),
        cmocka_unit_test(domineering_in_a_sum),
        cmocka_unit_test(domineering_in_the_terminal),
        cmocka_unit_test(kayles_full_row_after_knocks),
        cmocka_unit_test(chomp_keeps_the_bar),
        cmocka_unit_test(hackenbush_plant_stays),
        cmocka_unit_test(hasami_on_uncoloured_squares),
        cmocka_unit_test(alice_marks_where_the_piece_went),
        cmocka_unit_test(euclid_draws_its_two_numbers),
        cmocka_unit_test(matrix_marks_the_line_taken_from),
        cmocka_unit_test(plainim_marks_the_squares_changed),
        cmocka_unit_test(verbs_agree_with_the_players),
        cmocka_unit_test(special_actions_in_portuguese),
        cmocka_unit_test(analysis_stops_when_asked),
        cmocka_unit_test(lions_marks_the_last_move),
        cmocka_unit_test(shown_actions_can_be_typed_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
