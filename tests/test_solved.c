/* Small boards solved exactly (docs/solved.md), checked where the run is short: the solver
 * against the independent negamax of tests/support.c, and against the spec's claims. Also
 * the option that makes Gatos & Cães boards small. */
#include "support.h"

#include <stdio.h>

#include "tabula/registry.h"
#include "tabula/solve.h"

static tb_solve_result solve(const tb_game *g, const void *state)
{
    tb_solve_limits limits = {.table_mb = 16};
    tb_solve_result r;
    if (!tb_solve(g, state, &limits, &r))
        fail_msg("not solved (status %d)", (int)r.status);
    return r;
}

/* The solver's best moves, sorted, in the game's notation. */
static const char *best_text(const tb_game *g, const void *s, const tb_solve_result *r)
{
    static char out[1024];
    out[0] = '\0';
    for (int i = 0; i < r->num_best; i++) {
        size_t l = strlen(out);
        snprintf(out + l, sizeof out - l, "%s%s", i ? " " : "", ts_action_text(g, s, r->best[i]));
    }
    return ts_sorted(out);
}

/* cnjm.md §2.5 example 3: on the optional 3x3 board the first player wins. */
static void semaforo_3x3(void **unused)
{
    tb_game *g = ts_game("semaforo", "board=3x3");
    void *s = ts_state(g, NULL);
    tb_solve_result r = solve(g, s);
    assert_int_equal(r.value, TB_WIN);
    tb_solve_result_free(&r);
    free(s);
    tb_game_free(g);
}

/* size=WxH: the board, the moves, the position text and the central zone follow it. */
static void gatos_caes_small_board(void **unused)
{
    tb_game *g = ts_game("gatos-caes", "size=3x4,central_zone=b2,b3");
    void *s = ts_state(g, NULL);
    ts_assert_moves(g, s, "b2 b3");
    ts_play(g, s, "b2");
    /* a dog outside the zone and not beside the cat: not a2 b1 c2 (nor b3, in the zone) */
    ts_assert_moves(g, s, "a1 a3 a4 b4 c1 c3 c4");
    ts_play(g, s, "a4");
    assert_string_equal(ts_position_text(g, s), "D2/3/1C1/3 c");
    ts_assert_refused(g, s, "d1"); /* off the 3x4 board */
    ts_assert_refused(g, s, "a5");
    free(s);
    s = ts_state(g, "D2/3/1C1/3 c");
    assert_string_equal(ts_position_text(g, s), "D2/3/1C1/3 c");
    free(s);
    tb_game_free(g);

    tb_error err = {{0}};
    const tb_variant *v = tb_registry_find("gatos-caes");
    assert_null(tb_game_new(v, "size=4x4", &err)); /* the default zone d4,e4,d5,e5 is off it */
    assert_non_null(strstr(err.msg, "central_zone"));
    assert_null(tb_game_new(v, "size=9x9", &err));
    assert_non_null(strstr(err.msg, "size"));
    assert_null(tb_game_new(v, "size=4", &err));
}

/* The small Gatos & Cães boards of docs/solved.md that run in a moment: the solver agrees
 * with the plain negamax on the value and on the winning first moves. */
static void gatos_caes_small_values(void **unused)
{
    static const struct {
        const char *options;
        tb_result value;
        const char *winning; /* first moves that win ("" for a loss) */
    } cases[] = {
        {"size=2x2,central_zone=none", TB_LOSS, ""},
        {"size=3x3,central_zone=none", TB_WIN, "a1 a3 b2 c1 c3"},
        {"size=3x3,central_zone=b2", TB_WIN, "b2"},
        {"size=3x4,central_zone=none", TB_WIN, "b2 b3"},
        {"size=3x4,central_zone=b2,b3", TB_WIN, "b2 b3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_game *g = ts_game("gatos-caes", cases[i].options);
        void *s = ts_state(g, NULL);
        tb_solve_result r = solve(g, s);
        assert_int_equal(r.value, cases[i].value);
        assert_int_equal(ts_solve(g, s), (int)cases[i].value);
        assert_string_equal(ts_winning_moves(g, s), cases[i].winning);
        if (cases[i].value == TB_WIN)
            assert_string_equal(best_text(g, s, &r), cases[i].winning);
        tb_solve_result_free(&r);
        free(s);
        tb_game_free(g);
    }
}

/* Snort (Gatos & Cães) from cnjm.md §3 alone, sharing nothing with the game's code: squares
 * are bits, row by row from a1; cats (first) and dogs place in turn on an empty square with no
 * opposing piece orthogonally next to it; the first cat inside the zone, the first dog
 * outside it (no zone: no restriction); who cannot place loses. Memoised on (cats, dogs):
 * the player to move follows from the count of pieces. */
typedef struct snort {
    int w, h;
    unsigned zone;
    unsigned char *memo; /* 0 unknown, 1 the player to move wins, 2 loses */
} snort;

static unsigned snort_neighbours(const snort *g, unsigned set)
{
    unsigned out = 0;
    for (int sq = 0; sq < g->w * g->h; sq++) {
        if (!(set >> sq & 1))
            continue;
        int r = sq / g->w, c = sq % g->w;
        if (c > 0)
            out |= 1u << (sq - 1);
        if (c < g->w - 1)
            out |= 1u << (sq + 1);
        if (r > 0)
            out |= 1u << (sq - g->w);
        if (r < g->h - 1)
            out |= 1u << (sq + g->w);
    }
    return out;
}

/* The squares the player to move may take. */
static unsigned snort_moves(const snort *g, unsigned cats, unsigned dogs)
{
    bool cat_to_move = __builtin_popcount(cats) == __builtin_popcount(dogs);
    unsigned all = (1u << (g->w * g->h)) - 1, mine = cat_to_move ? cats : dogs;
    unsigned free_squares = all & ~(cats | dogs) & ~snort_neighbours(g, cat_to_move ? dogs : cats);
    if (g->zone && mine == 0)
        free_squares &= cat_to_move ? g->zone : ~g->zone;
    return free_squares;
}

static bool snort_wins(snort *g, unsigned cats, unsigned dogs)
{
    size_t key = (size_t)cats << (g->w * g->h) | dogs;
    if (g->memo[key])
        return g->memo[key] == 1;
    bool cat_to_move = __builtin_popcount(cats) == __builtin_popcount(dogs);
    unsigned moves = snort_moves(g, cats, dogs);
    bool win = false;
    for (int sq = 0; !win && sq < g->w * g->h; sq++)
        if (moves >> sq & 1)
            win = cat_to_move ? !snort_wins(g, cats | 1u << sq, dogs)
                              : !snort_wins(g, cats, dogs | 1u << sq);
    g->memo[key] = win ? 1 : 2;
    return win;
}

/* The same small boards as gatos_caes_small_values, solved by the brute force above: a check
 * of docs/solved.md that does not run the game's rules code. */
static void gatos_caes_small_values_brute_force(void **unused)
{
    static const struct {
        int w, h;
        const char *zone; /* squares of the central zone, or "" */
        bool first_player_wins;
        const char *winning;
    } cases[] = {
        {2, 2, "", false, ""},
        {3, 3, "", true, "a1 a3 b2 c1 c3"},
        {3, 3, "b2", true, "b2"},
        {3, 4, "", true, "b2 b3"},
        {3, 4, "b2 b3", true, "b2 b3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snort g = {cases[i].w, cases[i].h, 0, NULL};
        for (const char *z = cases[i].zone; *z; z += z[2] ? 3 : 2)
            g.zone |= 1u << ((z[1] - '1') * g.w + (z[0] - 'a'));
        g.memo = calloc((size_t)1 << (2 * g.w * g.h), 1);
        assert_non_null(g.memo);
        assert_int_equal(snort_wins(&g, 0, 0), cases[i].first_player_wins);
        char winning[64] = "";
        unsigned moves = snort_moves(&g, 0, 0);
        for (int sq = 0; sq < g.w * g.h; sq++)
            if ((moves >> sq & 1) && !snort_wins(&g, 1u << sq, 0))
                snprintf(winning + strlen(winning), sizeof winning - strlen(winning), "%s%c%c",
                         winning[0] ? " " : "", 'a' + sq % g.w, '1' + sq / g.w);
        assert_string_equal(ts_sorted(winning), cases[i].winning);
        free(g.memo);
    }
}


/* The board symmetries the solver folds (the symmetric_hash hook) against the brute force
 * above, which knows none: on every board of at most 12 squares, with no zone, a symmetric
 * zone and zones that break some or all symmetries, the value of the start and of every
 * first cat; then the Dogs' best replies after each first cat. A symmetry kept where the
 * zone breaks it would merge positions whose first dog has different squares. */
static void gatos_caes_symmetries_against_brute_force(void **unused)
{
    (void)unused;
    static const struct {
        int w, h;
        const char *zone; /* "none" or squares */
    } cases[] = {
        {3, 3, "none"}, {3, 3, "a1"},    {3, 3, "b2"},    {3, 3, "a2"},    {3, 3, "a1,c3"},
        {3, 4, "none"}, {3, 4, "a1"},    {3, 4, "b2,b3"}, {4, 3, "none"},  {4, 3, "a1,b1"},
        {2, 2, "a1"},   {2, 3, "a1,b2"}, {2, 3, "none"},  {4, 2, "a1,d2"}, {5, 1, "b1"},   {3, 4, "a1,c1,a3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char options[64];
        snprintf(options, sizeof options, "size=%dx%d,central_zone=%s", cases[i].w, cases[i].h,
                 cases[i].zone);
        tb_game *g = ts_game("gatos-caes", options);
        snort b = {cases[i].w, cases[i].h, 0, NULL};
        if (strcmp(cases[i].zone, "none") != 0)
            for (const char *z = cases[i].zone; *z; z += z[2] ? 3 : 2)
                b.zone |= 1u << ((z[1] - '1') * b.w + (z[0] - 'a'));
        b.memo = calloc((size_t)1 << (2 * b.w * b.h), 1);
        assert_non_null(b.memo);
        void *start = ts_state(g, NULL);
        tb_solve_result r = solve(g, start);
        if ((r.value == TB_WIN) != snort_wins(&b, 0, 0))
            fail_msg("%s: solver %d, brute force %d", options, (int)r.value,
                     (int)snort_wins(&b, 0, 0));
        tb_solve_result_free(&r);
        void *after = malloc(g->state_size);
        unsigned cats = snort_moves(&b, 0, 0);
        for (int sq = 0; sq < b.w * b.h; sq++) {
            if (!(cats >> sq & 1))
                continue;
            char move[8];
            snprintf(move, sizeof move, "%c%c", 'a' + sq % b.w, '1' + sq / b.w);
            memcpy(after, start, g->state_size);
            ts_play(g, after, move);
            r = solve(g, after); /* the Dogs to move */
            char winning[64] = "";
            unsigned dogs = snort_moves(&b, 1u << sq, 0);
            for (int d = 0; d < b.w * b.h; d++)
                if ((dogs >> d & 1) && !snort_wins(&b, 1u << sq, 1u << d))
                    snprintf(winning + strlen(winning), sizeof winning - strlen(winning),
                             "%s%c%c", winning[0] ? " " : "", 'a' + d % b.w, '1' + d / b.w);
            bool dogs_win = snort_wins(&b, 1u << sq, 0);
            if ((r.value == TB_WIN) != dogs_win)
                fail_msg("%s after %s: solver %d, brute force %d", options, move, (int)r.value,
                         (int)dogs_win);
            if (dogs_win)
                assert_string_equal(best_text(g, after, &r), ts_sorted(winning));
            tb_solve_result_free(&r);
        }
        free(after);
        free(start);
        free(b.memo);
        tb_game_free(g);
    }
}

/* A 6x6 position from "c a1 b1 d f6" (cats, then dogs), in the game's text. */
static void *six_by_six(const tb_game *g, const char *pieces, char to_move)
{
    char cells[6][6];
    memset(cells, '.', sizeof cells);
    char text[64];
    snprintf(text, sizeof text, "%s", pieces);
    char piece = 'C';
    for (char *w = strtok(text, " "); w; w = strtok(NULL, " ")) {
        if (strcmp(w, "c") == 0 || strcmp(w, "d") == 0)
            piece = w[0] == 'c' ? 'C' : 'D';
        else
            cells[w[1] - '1'][w[0] - 'a'] = piece;
    }
    char fen[128] = "";
    for (int r = 5; r >= 0; r--) {
        int empty = 0;
        for (int c = 0; c < 6; c++) {
            if (cells[r][c] == '.') {
                empty++;
                continue;
            }
            if (empty)
                snprintf(fen + strlen(fen), sizeof fen - strlen(fen), "%d", empty);
            empty = 0;
            snprintf(fen + strlen(fen), sizeof fen - strlen(fen), "%c", cells[r][c]);
        }
        if (empty)
            snprintf(fen + strlen(fen), sizeof fen - strlen(fen), "%d", empty);
        snprintf(fen + strlen(fen), sizeof fen - strlen(fen), "%s", r ? "/" : "");
    }
    snprintf(fen + strlen(fen), sizeof fen - strlen(fen), " %c", to_move);
    return ts_state(g, fen);
}

/* The symmetric hash is one for the eight images of a 6x6 position without a zone, and the
 * plain hash tells them apart; with a zone on one side only the mirror is not folded. */
static void gatos_caes_symmetric_hash(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("gatos-caes", "size=6x6,central_zone=none");
    assert_non_null(g->cls->symmetric_hash);
    /* cats a1 b1 e3, dogs f6 c5; every image written out by hand from the coordinates */
    static const char *const images[] = {
        "c a1 b1 e3 d f6 c5", "c f1 e1 b3 d a6 d5", "c a6 b6 e4 d f1 c2", "c f6 e6 b4 d a1 d2",
        "c a1 a2 c5 d f6 e3", "c a6 a5 c2 d f1 e4", "c f1 f2 d5 d a6 b3", "c f6 f5 d2 d a1 b4",
    };
    uint64_t key = 0, plain[8];
    for (int k = 0; k < 8; k++) {
        void *s = six_by_six(g, images[k], 'd');
        uint64_t h = g->cls->symmetric_hash(g, s);
        if (k == 0)
            key = h;
        assert_true(h == key);
        plain[k] = tb_game_hash(g, s);
        for (int j = 0; j < k; j++)
            assert_true(plain[j] != plain[k]);
        free(s);
    }
    tb_game_free(g);
    g = ts_game("gatos-caes", "size=6x6,central_zone=a1,f1,a2");
    void *s = six_by_six(g, "c a1", 'd'); /* the dogs' first move next */
    void *mirror = six_by_six(g, "c f1", 'd');
    assert_true(g->cls->symmetric_hash(g, s) != g->cls->symmetric_hash(g, mirror));
    free(s);
    free(mirror);
    tb_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(semaforo_3x3),
        cmocka_unit_test(gatos_caes_small_board),
        cmocka_unit_test(gatos_caes_small_values),
        cmocka_unit_test(gatos_caes_small_values_brute_force),
        cmocka_unit_test(gatos_caes_symmetries_against_brute_force),
        cmocka_unit_test(gatos_caes_symmetric_hash),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
