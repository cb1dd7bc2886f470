/* The drawings of the combinatorial kinds without a board of their own: Arbusto
 * (combinatorial.md §4.17), the game graph (§4.21) and the Conway literal (§4.24). A browser
 * plays a move when its cells are clicked: the cells whose labels appear in the move's text,
 * in order, the longest label at each place (tb_game_action_cells in include/tabula/game.h,
 * which the server uses). These tests hold every legal move to that rule and check what each
 * drawing shows. */
#include <stdio.h>

#include "support.h"

#include "tabula/render.h"

enum { MAX_CELLS = 8 };

typedef struct drawing {
    tb_game *game;
    void *state;
    tb_view view;
} drawing;

static drawing draw(const char *id, const char *position)
{
    drawing d;
    d.game = ts_game(id, NULL);
    d.state = ts_state(d.game, position);
    tb_view_init(&d.view);
    d.game->cls->view(d.game, d.state, &d.view);
    return d;
}

static void drawing_free(drawing *d)
{
    tb_view_free(&d->view);
    free(d->state);
    tb_game_free(d->game);
}

/* The cells a click plays `move` with (tb_game_action_cells, the rule the server follows). */
static int clicked_cells(const drawing *d, tb_action move, int *cells)
{
    char labels[MAX_CELLS][16];
    int n = tb_game_action_cells(d->game, d->state, &d->view, move, labels, MAX_CELLS);
    for (int i = 0; i < n; i++)
        cells[i] = tb_view_find(&d->view, labels[i]);
    return n;
}

static int cell_of(const tb_view *v, const char *label)
{
    int c = tb_view_find(v, label);
    if (c < 0)
        fail_msg("no cell labelled '%s'", label);
    return c;
}

static bool linked(const tb_view *v, int a, int b)
{
    for (int i = 0; i < v->num_links; i++)
        if ((v->links[i].a == a && v->links[i].b == b) ||
            (v->links[i].a == b && v->links[i].b == a))
            return true;
    return false;
}

static const char *top_symbol(const tb_view *v, int cell)
{
    const tb_view_cell *c = &v->cells[cell];
    return c->num_pieces ? v->pieces[c->first_piece + c->num_pieces - 1].symbol : "";
}

/* Every legal move is clicked by a cell sequence of its own (else the browser would have to
 * ask which move was meant), and no two cells of a board share a place. */
static void assert_clickable(const drawing *d)
{
    const tb_view *v = &d->view;
    tb_action moves[512];
    int n = d->game->cls->legal(d->game, d->state, moves);
    int cells[512][MAX_CELLS], count[512];
    for (int i = 0; i < n; i++) {
        const char *text = ts_action_text(d->game, d->state, moves[i]);
        count[i] = clicked_cells(d, moves[i], cells[i]);
        if (count[i] == 0)
            fail_msg("no cell to click for '%s'", text);
        for (int j = 0; j < i; j++)
            if (count[i] == count[j] &&
                memcmp(cells[i], cells[j], sizeof cells[i][0] * (size_t)count[i]) == 0)
                fail_msg("'%s' is clicked like another move", text);
    }
    for (int i = 0; i < v->num_cells; i++)
        for (int j = 0; j < i; j++)
            if (v->cells[i].board == v->cells[j].board && v->cells[i].x == v->cells[j].x &&
                v->cells[i].y == v->cells[j].y)
                fail_msg("cells '%s' and '%s' at one place", v->cells[i].label, v->cells[j].label);
}

/* ---- Arbusto ---- */

/* §4.17: the thesis's dog (the default start). Each move is a click on its edge, a cell
 * between the edge's two vertices; parallel edges are one move, marked with their count. */
static void test_hackenbush_dog(void **st)
{
    drawing d = draw("hackenbush", NULL);
    const tb_view *v = &d.view;
    assert_clickable(&d);
    tb_action moves[64];
    int n = d.game->cls->legal(d.game, d.state, moves);
    assert_int_equal(n, 8);
    for (int i = 0; i < n; i++) {
        const char *text = ts_action_text(d.game, d.state, moves[i]);
        int cells[MAX_CELLS];
        assert_int_equal(clicked_cells(&d, moves[i], cells), 1);
        assert_string_equal(v->cells[cells[0]].label, text);
        char a[8], b[8];
        assert_int_equal(sscanf(text, "%7[0-9]-%7[0-9]", a, b), 2);
        assert_true(linked(v, cells[0], cell_of(v, a)));
        assert_true(linked(v, cells[0], cell_of(v, b)));
    }
    assert_string_equal(top_symbol(v, cell_of(v, "0-1")), "x2");
    assert_string_equal(top_symbol(v, cell_of(v, "0-2")), "x2");
    assert_int_equal(v->cells[cell_of(v, "1-2")].num_pieces, 0);
    /* The ground at the bottom, marked; vertices by their distance from it. */
    int ground = cell_of(v, "0");
    assert_true(v->cells[ground].marks & TB_MARK_ZONE);
    const char *by_layer[][3] = {{"0"}, {"1", "2"}, {"3", "4"}, {"5", "6"}};
    for (int l = 0; l < 4; l++)
        for (int k = 0; k < 3 && by_layer[l][k]; k++) {
            double y = v->cells[cell_of(v, by_layer[l][k])].y;
            assert_true(y == v->cells[cell_of(v, by_layer[l][0])].y);
            if (l > 0)
                assert_true(y > v->cells[cell_of(v, by_layer[l - 1][0])].y);
        }
    for (int i = 0; i < v->num_cells; i++)
        assert_true(v->cells[i].y >= v->cells[ground].y);
    drawing_free(&d);
}

/* Loops (§4.17: "Loops are v-v") get a cell of their own beside their vertex, with their
 * count; a loop on the ground and a vertex whose spots are crowded still get one. */
static void test_hackenbush_loops(void **st)
{
    drawing d = draw("hackenbush", "hackenbush: 0-1 1-1 1-1 1-2 1-3 2-2 3-3 0-0 0-4 4-4");
    const tb_view *v = &d.view;
    assert_clickable(&d);
    assert_string_equal(top_symbol(v, cell_of(v, "1-1")), "x2");
    assert_string_equal(top_symbol(v, cell_of(v, "2-2")), "o");
    assert_true(linked(v, cell_of(v, "1-1"), cell_of(v, "1")));
    assert_true(linked(v, cell_of(v, "0-0"), cell_of(v, "0")));
    drawing_free(&d);
}

/* The drawing follows the game: erasing 0-1 of a stalk 0-1 1-2 leaves the ground alone. */
static void test_hackenbush_after_moves(void **st)
{
    drawing d = draw("hackenbush", "hackenbush: 0-1 1-2 0-3");
    ts_play(d.game, d.state, "0-1");
    tb_view_clear(&d.view);
    d.game->cls->view(d.game, d.state, &d.view);
    assert_int_equal(tb_view_find(&d.view, "1"), -1);
    assert_int_equal(tb_view_find(&d.view, "1-2"), -1);
    assert_true(tb_view_find(&d.view, "0-3") >= 0);
    assert_clickable(&d);
    drawing_free(&d);
}

/* The terminal shows the plant upright: higher vertices on earlier lines. */
static void test_hackenbush_terminal(void **st)
{
    drawing d = draw("hackenbush", NULL);
    char *text = tb_render_text(&d.view, false);
    int line_of[7], line = 0;
    for (int k = 0; k < 7; k++)
        line_of[k] = -1;
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            line++;
        bool alone = (p == text || p[-1] == ' ') && (p[1] == ' ' || p[1] == '\n');
        if (alone && *p >= '0' && *p <= '6')
            line_of[*p - '0'] = line;
    }
    for (int k = 0; k < 7; k++)
        assert_true(line_of[k] >= 0);
    assert_true(line_of[5] < line_of[4] && line_of[4] < line_of[1] && line_of[1] < line_of[0]);
    assert_int_equal(line_of[5], line_of[6]);
    assert_int_equal(line_of[1], line_of[2]);
    assert_non_null(strstr(text, "x2"));
    free(text);
    drawing_free(&d);
}

/* ---- the game graph ---- */

/* TV-TH-6 (Thesis Ex. 2.24): C>A is clicked as C then A; arcs run down, so the layers follow
 * the longest path to the sink D; the token's vertex is marked and holds a piece. */
static void test_graph_example(void **st)
{
    drawing d = draw("graph", "graph: A>D B>A C>A C>B C>D @ C");
    const tb_view *v = &d.view;
    assert_clickable(&d);
    tb_action moves[64];
    int n = d.game->cls->legal(d.game, d.state, moves);
    assert_int_equal(n, 3);
    for (int i = 0; i < n; i++) {
        const char *text = ts_action_text(d.game, d.state, moves[i]);
        int cells[MAX_CELLS];
        assert_int_equal(clicked_cells(&d, moves[i], cells), 2);
        assert_int_equal(v->cells[cells[0]].label[0], text[0]);
        assert_int_equal(v->cells[cells[1]].label[0], text[2]);
        assert_true(linked(v, cells[0], cells[1]));
        assert_true(v->cells[cells[0]].y > v->cells[cells[1]].y);
    }
    const char order[] = "DABC"; /* longest paths 0, 1, 2, 3 */
    for (int k = 1; k < 4; k++) {
        char lo[2] = {order[k - 1]}, hi[2] = {order[k]};
        assert_true(v->cells[cell_of(v, hi)].y > v->cells[cell_of(v, lo)].y);
    }
    int c = cell_of(v, "C");
    assert_true(v->cells[c].marks & TB_MARK_GOAL);
    assert_false(v->cells[cell_of(v, "A")].marks & TB_MARK_GOAL);
    ts_play(d.game, d.state, "C>B");
    tb_view_clear(&d.view);
    d.game->cls->view(d.game, d.state, &d.view);
    assert_true(d.view.cells[cell_of(&d.view, "B")].marks & TB_MARK_GOAL);
    assert_false(d.view.cells[cell_of(&d.view, "C")].marks & TB_MARK_GOAL);
    drawing_free(&d);
}

/* TV-TH-7: two tokens (one per vertex) and a vertex holding two tokens; a name of four
 * letters, cut on its stone, is written in full. */
static void test_graph_tokens(void **st)
{
    drawing d = draw("graph", "graph: A>D B>A C>A C>B C>D Long>C @ C A A");
    const tb_view *v = &d.view;
    assert_clickable(&d);
    assert_int_equal(v->cells[cell_of(v, "A")].num_pieces, 2);
    assert_int_equal(v->cells[cell_of(v, "C")].num_pieces, 1);
    assert_string_equal(top_symbol(v, cell_of(v, "Long")), "Lon");
    bool written = false;
    for (int i = 0; i < v->num_texts; i++)
        written |= strcmp(v->texts[i].text, "Long") == 0;
    assert_true(written);
    drawing_free(&d);
}

/* ---- the Conway literal ---- */

/* §4.24: the book's {-1,0|2,{{0|0}|0}}: "L k" and "R k" are cells (a click plays the move),
 * Left's to the left of G and Right's to the right, each with its option's text. */
static void test_game_options(void **st)
{
    drawing d = draw("game", NULL);
    const tb_view *v = &d.view;
    assert_clickable(&d);
    int g = cell_of(v, "G");
    const char *side[] = {"L 1", "L 2", "R 1", "R 2"};
    for (int i = 0; i < 4; i++) {
        int c = cell_of(v, side[i]);
        assert_true(i < 2 ? v->cells[c].x < v->cells[g].x : v->cells[c].x > v->cells[g].x);
        assert_true(v->cells[c].y < v->cells[g].y);
    }
    const char *options[] = {"-1", "0", "2", "{{0|0}|0}"};
    for (int i = 0; i < 4; i++) {
        bool shown = false;
        for (int t = 0; t < v->num_texts; t++)
            shown |= strcmp(v->texts[t].text, options[i]) == 0;
        if (!shown)
            fail_msg("option %s not shown", options[i]);
    }
    drawing_free(&d);
}

/* A long literal is cut into lines of a view's texts, never inside a UTF-8 character, and
 * read in order the lines give the literal back. */
static void test_game_long_text(void **st)
{
    drawing d = draw("game", "game: {±1,±2,±3,±4,{0|*},{0,*|0},1/2|↑,{1|{0|-1}},3}");
    const tb_view *v = &d.view;
    assert_clickable(&d);
    char joined[1024] = "";
    for (int t = 0; t < v->num_texts && v->texts[t].y > 0; t++) {
        const char *line = v->texts[t].text;
        size_t n = strlen(line);
        assert_true(n > 0 && n < sizeof v->texts[t].text);
        assert_true(((unsigned char)line[0] & 0xC0) != 0x80); /* starts a character */
        strcat(joined, line);
    }
    char body[1024];
    const char *text = ts_position_text(d.game, d.state);
    snprintf(body, sizeof body, "%s", strchr(text, ':') + 2);
    assert_string_equal(joined, body);
    drawing_free(&d);
}

/* The game 0 = {|} has no moves but still a cell. */
static void test_game_zero(void **st)
{
    drawing d = draw("game", "game: 0");
    assert_int_equal(d.view.num_cells, 1);
    drawing_free(&d);
}

/* ---- Heaps and sums ---- */

/* Nim: a move touches the heap it takes from ("1:3>2" is heap 1, not heaps 3 and 2), so
 * every move of a heap is clicked on that heap alone and the browser asks which. */
static void test_nim_heap_cells(void **st)
{
    drawing d = draw("nim", "nim: 3 5 7 9");
    tb_action moves[64];
    int n = d.game->cls->legal(d.game, d.state, moves);
    assert_int_equal(n, 3 + 5 + 7 + 9);
    for (int i = 0; i < n; i++) {
        const char *text = ts_action_text(d.game, d.state, moves[i]);
        int cells[MAX_CELLS];
        assert_int_equal(clicked_cells(&d, moves[i], cells), 1);
        char heap[16];
        snprintf(heap, sizeof heap, "%.*s", (int)strcspn(text, ":"), text);
        assert_string_equal(d.view.cells[cells[0]].label, heap);
    }
    drawing_free(&d);
}

/* A sum draws each component on its board with labels of its own (two heaps "1" become
 * "1.1" and "2.1"), and a move of component k touches only cells of board k. */
static void test_sum_labels(void **st)
{
    drawing d = draw("nim", "nim: 3 + nim: 4 + kayles: 3");
    for (int i = 0; i < d.view.num_cells; i++)
        for (int j = 0; j < i; j++)
            assert_string_not_equal(d.view.cells[i].label, d.view.cells[j].label);
    tb_action moves[64];
    int n = d.game->cls->legal(d.game, d.state, moves);
    for (int i = 0; i < n; i++) {
        const char *text = ts_action_text(d.game, d.state, moves[i]);
        int cells[MAX_CELLS], board = text[1] - '1';
        int count = clicked_cells(&d, moves[i], cells);
        assert_true(count >= 1);
        for (int c = 0; c < count; c++)
            assert_int_equal(d.view.cells[cells[c]].board, board);
    }
    cell_of(&d.view, "2.1");
    cell_of(&d.view, "3.1:2");
    drawing_free(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hackenbush_dog),
        cmocka_unit_test(test_hackenbush_loops),
        cmocka_unit_test(test_hackenbush_after_moves),
        cmocka_unit_test(test_hackenbush_terminal),
        cmocka_unit_test(test_graph_example),
        cmocka_unit_test(test_graph_tokens),
        cmocka_unit_test(test_game_options),
        cmocka_unit_test(test_game_long_text),
        cmocka_unit_test(test_game_zero),
        cmocka_unit_test(test_nim_heap_cells),
        cmocka_unit_test(test_sum_labels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
