/* The view's piece kinds and marks (issue 10 item 3): what each game says its pieces are,
 * the last move marked from the record, check and winning lines, and the terminal's drawing
 * of kinds, marks, triangles, stacks and layers. */
#include "support.h"

#include <stdio.h>

#include "tabula/render.h"

/* A game played from its start through `turns` (as ts_play), and the view of where it ends
 * with its last turn marked as the server and the terminal mark it. */
typedef struct played {
    tb_game *game;
    void *start, *state;
    tb_action actions[64];
    int count;
    tb_view view;
} played;

static void play_and_view(played *p, const char *id, const char *position, const char *turns)
{
    p->game = ts_game(id, NULL);
    p->start = ts_state(p->game, position);
    p->state = ts_state(p->game, position);
    p->count = 0;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", turns);
    char *save = NULL;
    for (char *turn = strtok_r(buf, ";", &save); turn; turn = strtok_r(NULL, ";", &save)) {
        tb_error err = {{0}};
        int n =
            tb_game_parse_turn(p->game, p->state, turn, p->actions + p->count, 64 - p->count, &err);
        assert_true(n > 0);
        for (int i = 0; i < n; i++)
            p->game->cls->apply(p->game, p->state, p->actions[p->count + i]);
        p->count += n;
    }
    tb_view_init(&p->view);
    p->game->cls->view(p->game, p->state, &p->view);
    tb_view_mark_last_turn(&p->view, p->game, p->start, p->actions, p->count);
}

static void played_free(played *p)
{
    tb_view_free(&p->view);
    free(p->start);
    free(p->state);
    tb_game_free(p->game);
}

static const tb_piece *top_at(const tb_view *v, const char *label)
{
    int i = tb_view_find(v, label);
    assert_true(i >= 0);
    assert_true(v->cells[i].num_pieces > 0);
    return &v->pieces[v->cells[i].first_piece + v->cells[i].num_pieces - 1];
}

/* The labels of the cells carrying `mark`, sorted and space-separated. */
static const char *marked(const tb_view *v, unsigned mark)
{
    static char out[4][512];
    static int next;
    char *buf = out[next++ % 4];
    buf[0] = '\0';
    for (int i = 0; i < v->num_cells; i++)
        if (v->cells[i].marks & mark) {
            strncat(buf, v->cells[i].label, 511 - strlen(buf));
            strncat(buf, " ", 511 - strlen(buf));
        }
    return ts_sorted(buf);
}

static void test_chess_kinds_and_last_move(void **st)
{
    (void)st;
    played p;
    play_and_view(&p, "chess", NULL, "e4");
    assert_int_equal(top_at(&p.view, "e1")->kind, TB_KIND_CHESS_KING);
    assert_int_equal(top_at(&p.view, "d8")->kind, TB_KIND_QUEEN);
    assert_int_equal(top_at(&p.view, "g1")->kind, TB_KIND_KNIGHT);
    assert_int_equal(top_at(&p.view, "c8")->kind, TB_KIND_BISHOP);
    assert_int_equal(top_at(&p.view, "h8")->kind, TB_KIND_ROOK);
    assert_int_equal(top_at(&p.view, "e4")->kind, TB_KIND_PAWN);
    assert_int_equal(top_at(&p.view, "e4")->colour, TB_COLOUR_WHITE);
    assert_string_equal(marked(&p.view, TB_MARK_FROM), "e2");
    assert_string_equal(marked(&p.view, TB_MARK_TO), "e4");
    assert_string_equal(marked(&p.view, TB_MARK_LAST), "e2 e4");
    assert_string_equal(marked(&p.view, TB_MARK_CHECK), "");
    played_free(&p);

    /* only the last turn: after 1...e5 the white pawn's squares are plain again */
    play_and_view(&p, "chess", NULL, "e4; e5");
    assert_string_equal(marked(&p.view, TB_MARK_FROM), "e7");
    assert_string_equal(marked(&p.view, TB_MARK_TO), "e5");
    played_free(&p);

    /* nothing played, nothing marked */
    play_and_view(&p, "chess", NULL, "");
    assert_string_equal(marked(&p.view, TB_MARK_LAST | TB_MARK_FROM | TB_MARK_TO), "");
    played_free(&p);
}

static void test_chess_check(void **st)
{
    (void)st;
    played p;
    play_and_view(&p, "chess", NULL, "e4; f6; d4; g5; Qh5");
    assert_string_equal(marked(&p.view, TB_MARK_CHECK), "e8");
    assert_string_equal(marked(&p.view, TB_MARK_FROM), "d1");
    assert_string_equal(marked(&p.view, TB_MARK_TO), "h5");
    played_free(&p);
    /* losing chess has no check */
    tb_game *g = ts_game("chess/losing", NULL);
    void *s = ts_state(g, NULL);
    ts_play(g, s, "e4; f6; Qh5");
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_string_equal(marked(&v, TB_MARK_CHECK), "");
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

static void test_alice(void **st)
{
    (void)st;
    played p;
    /* the king in check is marked on his board only */
    play_and_view(&p, "chess/alice", "4r2k/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/8 w - - 0 1", "");
    assert_string_equal(marked(&p.view, TB_MARK_CHECK), "Ae1");
    played_free(&p);
    play_and_view(&p, "chess/alice", "7k/8/8/8/8/8/8/8 | 4r3/8/8/8/8/8/8/4K3 w - - 0 1", "");
    assert_string_equal(marked(&p.view, TB_MARK_CHECK), "Be1");
    played_free(&p);
    play_and_view(&p, "chess/alice", "7k/8/8/8/8/8/8/8 | 3r4/8/8/8/8/8/8/4K3 w - - 0 1", "");
    assert_string_equal(marked(&p.view, TB_MARK_CHECK), "");
    played_free(&p);
    play_and_view(&p, "chess/alice", NULL, "e4");
    assert_int_equal(top_at(&p.view, "Be4")->kind, TB_KIND_PAWN);
    assert_string_equal(marked(&p.view, TB_MARK_FROM), "Ae2");
    assert_true(marked(&p.view, TB_MARK_TO)[0] != '\0');
    played_free(&p);
}

static void test_stones_and_drops(void **st)
{
    (void)st;
    played p;
    play_and_view(&p, "atari-go", NULL, "");
    tb_action a;
    tb_action legal[512];
    int n = p.game->cls->legal(p.game, p.state, legal);
    assert_true(n > 0);
    a = legal[n / 2];
    char text[64];
    p.game->cls->action_to_text(p.game, p.state, a, text, sizeof text);
    played_free(&p);
    play_and_view(&p, "atari-go", NULL, text);
    const char *to = marked(&p.view, TB_MARK_TO);
    assert_true(to[0] != '\0' && !strchr(to, ' ')); /* one point */
    assert_string_equal(marked(&p.view, TB_MARK_FROM), "");
    int cell = tb_view_find(&p.view, to);
    assert_int_equal(p.view.cells[cell].num_pieces, 1);
    assert_int_equal(p.view.pieces[p.view.cells[cell].first_piece].kind, TB_KIND_STONE);
    for (int i = 0; i < p.view.num_reserves; i++)
        assert_int_equal(p.view.reserves[i].piece.kind, TB_KIND_STONE);
    played_free(&p);

    /* Produto: both stones of White's turn are marked where they landed */
    play_and_view(&p, "produto", NULL, "e6:B; a1:W b2:B");
    assert_string_equal(marked(&p.view, TB_MARK_TO), "a1 b2");
    assert_string_equal(marked(&p.view, TB_MARK_FROM), "");
    assert_int_equal(top_at(&p.view, "a1")->kind, TB_KIND_STONE);
    assert_int_equal(top_at(&p.view, "e6")->kind, TB_KIND_STONE);
    played_free(&p);
}

static void test_cnjm_kinds(void **st)
{
    (void)st;
    played p;
    play_and_view(&p, "avanco", NULL, "d2-d3");
    assert_int_equal(top_at(&p.view, "d3")->kind, TB_KIND_PAWN);
    assert_int_equal(top_at(&p.view, "a7")->kind, TB_KIND_PAWN);
    assert_string_equal(marked(&p.view, TB_MARK_FROM), "d2");
    assert_string_equal(marked(&p.view, TB_MARK_TO), "d3");
    played_free(&p);

    play_and_view(&p, "avanco", "p6/3P3/7/7/7/7/7 w", "d6-d7");
    assert_string_equal(marked(&p.view, TB_MARK_WIN), "d7");
    played_free(&p);

    /* Rastros: the white piece home is the winning square */
    play_and_view(&p, "rastros", NULL, "e5-d4; d4-c3; c3-b2");
    assert_string_equal(marked(&p.view, TB_MARK_WIN), "");
    played_free(&p);
    play_and_view(&p, "rastros", NULL, "e5-d4; d4-c3; c3-b2; b2-a1");
    assert_string_equal(marked(&p.view, TB_MARK_WIN), "a1");
    assert_int_equal(top_at(&p.view, "a1")->kind, TB_KIND_STONE);
    played_free(&p);

    tb_game *g = ts_game("gatos-caes", NULL);
    void *s = ts_state(g, NULL);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_true(v.num_reserves == 2);
    assert_int_equal(v.reserves[0].piece.kind, TB_KIND_CAT);
    assert_int_equal(v.reserves[1].piece.kind, TB_KIND_DOG);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);

    /* Semáforo: counters are discs; a line of three is the winning line */
    g = ts_game("semaforo", NULL);
    s = ts_state(g, NULL);
    ts_play(g, s, "a1; b1");
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_int_equal(v.pieces[0].kind, TB_KIND_DISC);
    assert_string_equal(marked(&v, TB_MARK_WIN), "");
    tb_view_free(&v);
    ts_play(g, s, "c1");
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_true(ts_outcome(g, s).over);
    assert_string_equal(marked(&v, TB_MARK_WIN), "a1 b1 c1");
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
}

static void test_tokens(void **st)
{
    (void)st;
    tb_game *g = ts_game("nim", NULL);
    void *s = ts_state(g, NULL);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, s, &v);
    assert_true(v.num_pieces > 0);
    for (int i = 0; i < v.num_pieces; i++)
        assert_int_equal(v.pieces[i].kind, TB_KIND_TOKEN);
    tb_view_free(&v);
    free(s);
    tb_game_free(g);
    assert_string_equal(tb_piece_kind_name(TB_KIND_CHESS_KING), "chess-king");
    assert_string_equal(tb_piece_kind_name(TB_KIND_KING), "king");
    assert_string_equal(tb_piece_kind_name((tb_piece_kind)99), "counter");
}

/* The terminal: marks around cells, letters for kinds without symbols, triangles, mixed
 * stacks spelt out, territory and dead stones, boards on two rows. */
static void test_render_text(void **st)
{
    (void)st;
    played p;
    play_and_view(&p, "chess", NULL, "e4; f6; d4; g5; Qh5");
    char *text = tb_render_text(&p.view, false);
    assert_non_null(strstr(text, " 8  r  n  b  q !k! b  n  r\n"));
    assert_non_null(strstr(text, " 5  .  .  .  .  .  .  p [Q]\n"));
    assert_non_null(strstr(text, " 1  R  N  B (.) K  B  N  R\n"));
    free(text);
    played_free(&p);

    tb_view v;
    tb_view_init(&v);
    int top = tb_view_add_layer(&v, "2", 1), bottom = tb_view_add_layer(&v, "1", 0);
    tb_view_place_board(&v, bottom, 0, 1);
    tb_view_place_board(&v, top, 0, 0);
    /* top layer: a row of triangles, a draughts man and king without symbols (a king is a
     * capital), a stack */
    int up = tb_view_add_cell(&v, top, 0, 0, TB_SHAPE_TRIANGLE_UP, "t1");
    tb_view_add_cell(&v, top, 0.5, 0, TB_SHAPE_TRIANGLE_DOWN, "t2");
    int man = tb_view_add_cell(&v, top, 1, 0, TB_SHAPE_TRIANGLE_UP, "t3");
    tb_view_push(&v, man, TB_KIND_MAN, TB_COLOUR_WHITE, 2, "");
    int king = tb_view_add_cell(&v, top, 1.5, 0, TB_SHAPE_TRIANGLE_DOWN, "t4");
    tb_view_push(&v, king, TB_KIND_KING, TB_COLOUR_BLACK, 3, "");
    int stack = tb_view_add_cell(&v, top, 2, 0, TB_SHAPE_TRIANGLE_UP, "t5");
    tb_view_push(&v, stack, TB_KIND_MAN, TB_COLOUR_WHITE, 2, "w");
    tb_view_push(&v, stack, TB_KIND_MAN, TB_COLOUR_BLACK, 3, "b");
    tb_view_push(&v, stack, TB_KIND_KING, TB_COLOUR_WHITE, 2, "W");
    (void)up;
    /* bottom layer: a Go edge with a dead stone and territory (in the owner's letter) */
    int a = tb_view_add_cell(&v, bottom, 0, 0, TB_SHAPE_POINT, "a1");
    tb_view_push(&v, a, TB_KIND_STONE, TB_COLOUR_BLACK, 0, "X");
    int b = tb_view_add_cell(&v, bottom, 1, 0, TB_SHAPE_POINT, "b1");
    tb_view_push(&v, b, TB_KIND_STONE, TB_COLOUR_WHITE, 1, "O");
    v.cells[b].marks |= TB_MARK_DEAD;
    int c = tb_view_add_cell(&v, bottom, 2, 0, TB_SHAPE_POINT, "c1");
    tb_view_mark_territory(&v, c, 0, TB_COLOUR_BLACK);
    int d = tb_view_add_cell(&v, bottom, 3, 0, TB_SHAPE_POINT, "d1");
    tb_view_mark_territory(&v, d, 1, TB_COLOUR_WHITE);
    text = tb_render_text(&v, false);
    assert_string_equal(text, "2\n"
                              " ^  v  w  B  W3\n"
                              "\n"
                              "1\n"
                              " X ~O~ x  o\n"
                              "t5: w b W\n");
    free(text);
    tb_view_free(&v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chess_kinds_and_last_move),
        cmocka_unit_test(test_chess_check),
        cmocka_unit_test(test_alice),
        cmocka_unit_test(test_stones_and_drops),
        cmocka_unit_test(test_cnjm_kinds),
        cmocka_unit_test(test_tokens),
        cmocka_unit_test(test_render_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
