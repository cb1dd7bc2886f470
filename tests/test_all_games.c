/* Checks every registered game through the contract alone (DESIGN.md §4): random games
 * terminate with a valid outcome; actions and positions round-trip through their text; equal
 * positions hash alike however they were reached; the view is well formed and follows the
 * position; bad text is refused with a message and changes nothing. A new game is covered
 * as soon as it is registered. */
#include "support.h"

#include <stdio.h>

#include "tabula/perft.h"
#include "tabula/render.h"
#include "tabula/rng.h"

/* Random games per variant: GAMES, or fewer once ACTIONS actions have been played (chess
 * games are a hundred times longer than Semáforo's). The first games, up to CHECKED_ACTIONS
 * actions, get the full round-trip checks at every step. */
enum {
    GAMES = 1000,
    ACTIONS = 60000,
    CHECKED_GAMES = 150,
    CHECKED_ACTIONS = 6000,
    MAX_STEPS = 100000 /* a game longer than this is taken as not terminating */
};

/* ---- position text -> hash, to see that equal positions hash alike ---- */

typedef struct seen_entry {
    char *text;
    uint64_t hash;
} seen_entry;

typedef struct seen_map {
    seen_entry *e;
    size_t cap, count;
} seen_map;

static uint64_t text_key(const char *s)
{
    return tb_hash_bytes(s, strlen(s));
}

static void seen_check(seen_map *m, const char *text, uint64_t hash)
{
    if (m->count * 2 >= m->cap) {
        seen_map bigger = {calloc(m->cap ? m->cap * 2 : 4096, sizeof(seen_entry)),
                           m->cap ? m->cap * 2 : 4096, 0};
        for (size_t i = 0; i < m->cap; i++)
            if (m->e[i].text)
                seen_check(&bigger, m->e[i].text, m->e[i].hash), free(m->e[i].text);
        free(m->e);
        *m = bigger;
    }
    size_t i = text_key(text) & (m->cap - 1);
    while (m->e[i].text) {
        if (strcmp(m->e[i].text, text) == 0) {
            if (m->e[i].hash != hash)
                fail_msg("position '%s' has two hashes", text);
            return;
        }
        i = (i + 1) & (m->cap - 1);
    }
    m->e[i].text = strdup(text);
    m->e[i].hash = hash;
    m->count++;
}

static void seen_free(seen_map *m)
{
    for (size_t i = 0; i < m->cap; i++)
        free(m->e[i].text);
    free(m->e);
}

/* ---- the checks ---- */

static void check_view(const tb_game *g, const void *state, const char *position)
{
    tb_view v, again;
    tb_view_init(&v);
    tb_view_init(&again);
    g->cls->view(g, state, &v);
    assert_true(v.num_cells > 0);
    for (int i = 0; i < v.num_cells; i++) {
        const tb_view_cell *c = &v.cells[i];
        assert_true(c->board >= 0 && c->board < (v.num_boards ? v.num_boards : 1));
        assert_true(c->label[0] != '\0');
        assert_true(c->num_pieces >= 0);
        if (c->num_pieces)
            assert_true(c->first_piece >= 0 && c->first_piece + c->num_pieces <= v.num_pieces);
        for (int j = 0; j < i; j++)
            if (v.cells[j].board == c->board && strcmp(v.cells[j].label, c->label) == 0)
                fail_msg("%s: two cells labelled %s", g->variant->id, c->label);
    }
    for (int i = 0; i < v.num_links; i++)
        assert_true(v.links[i].a >= 0 && v.links[i].a < v.num_cells && v.links[i].b >= 0 &&
                    v.links[i].b < v.num_cells);
    for (int i = 0; i < v.num_pieces; i++)
        assert_true(v.pieces[i].owner >= -1 && v.pieces[i].owner < g->num_players);
    /* The view follows the position: the position read back from its text draws the same. */
    void *copy = ts_state(g, position);
    g->cls->view(g, copy, &again);
    char *a = tb_render_text(&v, false), *b = tb_render_text(&again, false);
    assert_string_equal(a, b);
    free(a);
    free(b);
    free(copy);
    tb_view_free(&v);
    tb_view_free(&again);
}

static const char *const GARBAGE[] = {"", " ", "x", "zz99", "a0", "a99", "@@", "-", ":",
                                      "1-1", "a1-", "-a1", "a1:a1:a1:a1", "\t",
                                      "\xc3\xa7", "9999999999999999999999", "passpass"};

static void check_bad_text(const tb_game *g, const void *state, const char *position)
{
    void *before = malloc(g->state_size), *scratch = malloc(g->state_size);
    memcpy(before, state, g->state_size);
    for (size_t i = 0; i < sizeof GARBAGE / sizeof GARBAGE[0]; i++) {
        tb_action a;
        tb_error err = {{0}};
        if (!tb_game_parse_action(g, state, GARBAGE[i], &a, &err))
            assert_true(err.msg[0] != '\0');
        assert_memory_equal(before, state, g->state_size);
        memcpy(scratch, state, g->state_size);
        err.msg[0] = '\0';
        if (!tb_game_parse_position(g, GARBAGE[i], scratch, &err)) {
            assert_true(err.msg[0] != '\0');
            assert_memory_equal(scratch, state, g->state_size);
        }
    }
    /* Over-long text is refused, not cut to something that parses. */
    char *longtext = malloc(6000);
    memset(longtext, 'a', 5999);
    longtext[5999] = '\0';
    tb_action a;
    tb_error long_err = {{0}};
    assert_false(tb_game_parse_action(g, state, longtext, &a, &long_err));
    assert_true(tb_game_parse_turn(g, state, longtext, &a, 1, &long_err) < 0);
    memcpy(scratch, state, g->state_size);
    assert_false(tb_game_parse_position(g, longtext, scratch, &long_err));
    assert_memory_equal(scratch, state, g->state_size);
    free(longtext);
    /* Every strict prefix of a good position text, and the text with a stray character, is
     * either refused with a message (leaving the target untouched) or a valid position. */
    size_t len = strlen(position);
    char cut[4096];
    for (size_t k = 0; k < len; k += 1 + len / 24) {
        memcpy(cut, position, k);
        cut[k] = '\0';
        memcpy(scratch, state, g->state_size);
        tb_error err = {{0}};
        if (!tb_game_parse_position(g, cut, scratch, &err)) {
            assert_true(err.msg[0] != '\0');
            assert_memory_equal(scratch, state, g->state_size);
        }
        snprintf(cut, sizeof cut, "%.*s#%s", (int)k, position, position + k);
        if (!tb_game_parse_position(g, cut, scratch, &err))
            assert_true(err.msg[0] != '\0');
    }
    free(before);
    free(scratch);
}

static void check_position(const tb_game *g, const void *state, seen_map *seen)
{
    char text[4096], again[4096];
    int n = g->cls->position_to_text(g, state, text, sizeof text);
    assert_true(n > 0 && (size_t)n < sizeof text);
    void *copy = ts_state(g, text);
    g->cls->position_to_text(g, copy, again, sizeof again);
    assert_string_equal(text, again);
    if (memcmp(copy, state, g->state_size) != 0)
        fail_msg("%s: position '%s' reads back as different state bytes", g->variant->id, text);
    assert_true(tb_game_hash(g, copy) == tb_game_hash(g, state));
    seen_check(seen, text, tb_game_hash(g, state));
    free(copy);
}

static void check_actions(const tb_game *g, const void *state, const tb_action *moves, int n)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (moves[i] == moves[j])
                fail_msg("%s: action %s listed twice", g->variant->id,
                         ts_action_text(g, state, moves[i]));
        char text[256];
        int len = g->cls->action_to_text(g, state, moves[i], text, sizeof text);
        assert_true(len > 0 && (size_t)len < sizeof text);
        tb_action back;
        tb_error err = {{0}};
        /* The class's parser directly: the legality check of tb_game_parse_action would
         * regenerate the moves for each of them. */
        if (!g->cls->action_from_text(g, state, text, &back, &err))
            fail_msg("%s: cannot read back its move '%s': %s", g->variant->id, text, err.msg);
        if (back != moves[i])
            fail_msg("%s: '%s' reads back as another move", g->variant->id, text);
    }
}

static void check_outcome(const tb_game *g, const tb_outcome *o)
{
    assert_true(o->reason[0] != '\0');
    /* Every reason a game gives has its Portuguese in the phrasebook. */
    char pt[TB_REASON_LEN * 2];
    tb_outcome_reason(g, o, true, pt, sizeof pt);
    if (strcmp(pt, o->reason) == 0)
        fail_msg("%s: reason '%s' has no Portuguese (its family.c phrasebook)", g->variant->id,
                 o->reason);
    int wins = 0, losses = 0;
    for (int p = 0; p < g->num_players; p++) {
        assert_true(o->result[p] == TB_WIN || o->result[p] == TB_LOSS || o->result[p] == TB_DRAW);
        wins += o->result[p] == TB_WIN;
        losses += o->result[p] == TB_LOSS;
    }
    if (g->num_players == 2) /* two players: one wins and one loses, or a draw */
        assert_true((wins == 1 && losses == 1) || (wins == 0 && losses == 0));
}

static void random_games(void **state_ptr)
{
    const tb_variant *variant = *state_ptr;
    tb_game *g = ts_game(variant->id, NULL);
    assert_true(g->num_players >= 1 && g->num_players <= TB_MAX_PLAYERS);
    assert_true(g->max_actions > 0 && g->state_size > 0);
    void *a = tb_state_new(g), *b = tb_state_new(g);
    assert_memory_equal(a, b, g->state_size); /* the initial position is canonical */
    free(b);
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    void *before = malloc(g->state_size);
    seen_map seen = {0};
    tb_rng rng;
    tb_rng_seed(&rng, 12345);
    long played = 0;
    for (int game = 0; game < GAMES && played < ACTIONS; game++) {
        bool full = game < CHECKED_GAMES && played < CHECKED_ACTIONS;
        g->cls->initial(g, a);
        for (int step = 0;; step++) {
            if (step == MAX_STEPS)
                fail_msg("%s: a random game did not end in %d actions", variant->id, MAX_STEPS);
            tb_outcome o;
            g->cls->outcome(g, a, &o);
            int n = g->cls->legal(g, a, moves);
            assert_true(n >= 0 && n <= g->max_actions);
            if (full) {
                char position[4096];
                g->cls->position_to_text(g, a, position, sizeof position);
                check_position(g, a, &seen);
                check_actions(g, a, moves, n);
                if (step % 7 == 0) {
                    check_view(g, a, position);
                    check_bad_text(g, a, position);
                }
            }
            if (o.over) {
                assert_int_equal(n, 0); /* a finished game has no moves */
                check_outcome(g, &o);
                break;
            }
            if (n == 0)
                fail_msg("%s: no legal move but the game is not over", variant->id);
            int mover = g->cls->to_move(g, a);
            assert_true(mover >= 0 && mover < g->num_players);
            memcpy(before, a, g->state_size);
            g->cls->apply(g, a, moves[tb_rng_below(&rng, (uint32_t)n)]);
            played++;
            if (tb_game_mid_turn(g, a) && !tb_game_over(g, a))
                assert_int_equal(g->cls->to_move(g, a), mover); /* a turn has one player */
        }
    }
    seen_free(&seen);
    free(before);
    free(moves);
    free(a);
    tb_game_free(g);
}

/* Options: the defaults work, unknown names and bad values are refused with a message. */
static void options_checked(void **state_ptr)
{
    const tb_variant *variant = *state_ptr;
    tb_error err = {{0}};
    assert_null(tb_game_new(variant, "no_such_option=1", &err));
    assert_true(strstr(err.msg, "no_such_option") != NULL);
    for (const tb_option_def *d = variant->option_defs; d && d->name; d++) {
        char text[256];
        snprintf(text, sizeof text, "%s=%s", d->name, d->default_value);
        tb_game *g = tb_game_new(variant, text, &err);
        if (!g)
            fail_msg("%s: default %s refused: %s", variant->id, text, err.msg);
        assert_string_equal(tb_game_option(g, d->name), d->default_value);
        tb_game_free(g);
        snprintf(text, sizeof text, "%s=\x01nonsense", d->name);
        err.msg[0] = '\0';
        g = tb_game_new(variant, text, &err);
        if (g)
            fail_msg("%s: option %s accepted a nonsense value", variant->id, d->name);
        assert_true(err.msg[0] != '\0');
    }
    /* Names and texts for people. */
    const char *rules_pt = tb_variant_rules(variant, true);
    const char *rules_en = tb_variant_rules(variant, false);
    assert_true(variant->name_pt && variant->name_en && rules_pt && rules_en);
    assert_true(strlen(rules_pt) > 200 && strlen(rules_en) > 200);
    assert_ptr_equal(tb_registry_find(variant->id), variant);
    assert_ptr_equal(tb_registry_find(variant->name_pt), variant);
}

/* tb_perft itself, on every game: perft(1) is the number of legal moves and the sum of
 * perft(1) over them is perft(2). It checks the counter only, never the rules (it counts
 * with the same legal() as tb_perft). Counts checked against numbers computed without our
 * code: chess, losing chess (test_chess_perft: published and Stockfish/Fairy-Stockfish),
 * shatranj and Alfonso (test_chess_historical: Fairy-Stockfish), Alice (test_chess_alice:
 * bench/alice_perft_check.py, written from the spec), draughts (test_draughts_perft:
 * published), Avanço (test_avanco_peer: Fairy-Stockfish), and the start positions worked
 * out by hand from the rules in perft_from_the_rules below. The other games' move
 * generators are checked by their rules suites and worked examples only. */
static void perft_consistent(void **state_ptr)
{
    const tb_variant *variant = *state_ptr;
    tb_game *g = ts_game(variant->id, NULL);
    void *s = tb_state_new(g), *child = malloc(g->state_size);
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    int n = g->cls->legal(g, s, moves);
    assert_int_equal(tb_perft(g, s, 0), 1);
    assert_int_equal(tb_perft(g, s, 1), (uint64_t)n);
    uint64_t sum = 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, s, g->state_size);
        g->cls->apply(g, child, moves[i]);
        sum += tb_perft(g, child, 1);
    }
    assert_int_equal(tb_perft(g, s, 2), sum);
    free(moves);
    free(child);
    free(s);
    tb_game_free(g);
}

/* Start positions whose first two plies anyone can count from the spec, without our code
 * (issue 17, finding 4): the numbers are products of squares, written as the counting goes. */
static void perft_from_the_rules(void **unused)
{
    static const struct {
        const char *id, *options;
        uint64_t plies1, plies2;
    } cases[] = {
        /* go.md §2.3: a stone on any empty point or a pass; §2.4: resigning at any time.
         * 9x9: 81 points + pass + resign. After a stone: 80 points + pass + resign; after a
         * pass: 81 points + pass + resign; after resigning: nothing. */
        {"go", "size=9", 81 + 2, 81 * (80 + 2) + (81 + 2)},
        {"go", NULL, 361 + 2, 361 * (360 + 2) + (361 + 2)}, /* §2.1: 19x19 by default */
        /* go.md §3: Alak, 11 points in a line (§3.1), no passing (§3.3), resigning (§2.4):
         * 11 + 1, then after a stone 10 + 1. */
        {"go/alak", NULL, 11 + 1, 11 * (10 + 1)},
        /* cnjm.md §1: on the empty 3x4 board the only move is a green on one of 12 squares;
         * then a green on one of the 11 others, or that green made yellow. */
        {"semaforo", NULL, 12, 12 * (11 + 1)},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_game *g = ts_game(cases[i].id, cases[i].options);
        void *s = tb_state_new(g);
        uint64_t got1 = tb_perft(g, s, 1), got2 = tb_perft(g, s, 2);
        if (got1 != cases[i].plies1 || got2 != cases[i].plies2)
            fail_msg("%s %s: perft 1, 2 = %llu, %llu; the rules say %llu, %llu", cases[i].id,
                     cases[i].options ? cases[i].options : "", (unsigned long long)got1,
                     (unsigned long long)got2, (unsigned long long)cases[i].plies1,
                     (unsigned long long)cases[i].plies2);
        free(s);
        tb_game_free(g);
    }
}

int main(void)
{
    int n = tb_registry_count();
    struct CMUnitTest *tests = calloc((size_t)n * 3, sizeof *tests);
    char (*names)[96] = calloc((size_t)n * 3, sizeof *names);
    for (int i = 0; i < n; i++) {
        const tb_variant *v = tb_registry_at(i);
        void (*funcs[3])(void **) = {random_games, options_checked, perft_consistent};
        const char *what[3] = {"random games", "options", "perft"};
        for (int k = 0; k < 3; k++) {
            snprintf(names[i * 3 + k], sizeof names[0], "%s: %s", v->id, what[k]);
            tests[i * 3 + k].name = names[i * 3 + k];
            tests[i * 3 + k].test_func = funcs[k];
            tests[i * 3 + k].initial_state = (void *)v;
        }
    }
    /* TABULA_GAMES=pattern runs only the matching tests ("elections*"), for a quick look */
    if (getenv("TABULA_GAMES"))
        cmocka_set_test_filter(getenv("TABULA_GAMES"));
    int failed = _cmocka_run_group_tests("all games", tests, (size_t)n * 3, NULL, NULL);
    /* (TABULA_GAMES=perft_from_the_rules runs this one alone) */
    const struct CMUnitTest by_hand[] = {cmocka_unit_test(perft_from_the_rules)};
    failed += cmocka_run_group_tests_name("perft from the rules", by_hand, NULL, NULL);
    free(tests);
    free(names);
    return failed;
}
