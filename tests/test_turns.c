/* Turn notation (issue 10 item 4): a game that writes a whole turn its own way is read and
 * written that way by tb_game_parse_turn, records, the terminal and the server. The game here
 * is defined for the test only ("chain", not registered): its turns are hop chains
 * "a:b:d" as draughts writes capture chains, while its actions alone are one letter each. */
#include "support.h"

#include <stdio.h>
#include <unistd.h>

#include <jansson.h>

#include "cli/commands.h"
#include "cli/play.h"
#include "server/server.h"
#include "tabula/record.h"

/* ---- "chain": a token on a track a..j; a turn is two hops of one or two cells (one when
 * the hop reaches j); whoever reaches j wins. An action is the cell the token hops to. ---- */

#define CHAIN_CELLS 10

typedef struct chain_state {
    uint8_t pos, to_move, hop, winner; /* hop: 1 after the first hop of a turn; winner 0xff */
} chain_state;

static bool chain_create(tb_game *g, const tb_options *opts, tb_error *err)
{
    g->state_size = sizeof(chain_state);
    g->num_players = 2;
    g->max_actions = 2;
    return true;
}

static void chain_initial(const tb_game *g, void *state)
{
    *(chain_state *)state = (chain_state){0, 0, 0, 0xff};
}

static int chain_to_move(const tb_game *g, const void *state)
{
    return ((const chain_state *)state)->to_move;
}

static int chain_legal(const tb_game *g, const void *state, tb_action *out)
{
    const chain_state *s = state;
    int n = 0;
    for (int d = 1; d <= 2 && s->winner == 0xff; d++)
        if (s->pos + d < CHAIN_CELLS)
            out[n++] = (tb_action)(s->pos + d);
    return n;
}

static void chain_apply(const tb_game *g, void *state, tb_action a)
{
    chain_state *s = state;
    s->pos = (uint8_t)a;
    if (s->pos == CHAIN_CELLS - 1) {
        s->winner = s->to_move;
        s->hop = 0;
    } else if (!s->hop) {
        s->hop = 1;
    } else {
        s->hop = 0;
        s->to_move ^= 1;
    }
}

static void chain_outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const chain_state *s = state;
    memset(o, 0, sizeof *o);
    if (s->winner == 0xff)
        return;
    o->over = true;
    o->result[s->winner] = TB_WIN;
    o->result[!s->winner] = TB_LOSS;
    snprintf(o->reason, sizeof o->reason, "reached j");
}

static int chain_action_to_text(const tb_game *g, const void *state, tb_action a, char *buf,
                                size_t len)
{
    return snprintf(buf, len, "%c", 'a' + (int)a);
}

static bool chain_action_from_text(const tb_game *g, const void *state, const char *text,
                                   tb_action *a, tb_error *err)
{
    if (text[0] < 'a' || text[0] >= 'a' + CHAIN_CELLS || text[1]) {
        tb_error_set(err, "not a cell: '%s'", text);
        return false;
    }
    *a = (tb_action)(text[0] - 'a');
    return true;
}

static int chain_position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const chain_state *s = state;
    return snprintf(buf, len, "%c %d %d", 'a' + s->pos, s->to_move + 1, s->hop);
}

static bool chain_position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    char cell;
    int player, hop;
    if (sscanf(text, "%c %d %d", &cell, &player, &hop) != 3 || cell < 'a' ||
        cell >= 'a' + CHAIN_CELLS || player < 1 || player > 2 || hop < 0 || hop > 1) {
        tb_error_set(err, "bad position '%s'", text);
        return false;
    }
    chain_state *s = state;
    *s = (chain_state){(uint8_t)(cell - 'a'), (uint8_t)(player - 1), (uint8_t)hop, 0xff};
    if (s->pos == CHAIN_CELLS - 1)
        s->winner = (uint8_t)(player - 1), s->hop = 0;
    return true;
}

static void chain_view(const tb_game *g, const void *state, tb_view *v)
{
    const chain_state *s = state;
    tb_view_add_board(v, "");
    for (int i = 0; i < CHAIN_CELLS; i++) {
        char label[2] = {(char)('a' + i), 0};
        int c = tb_view_add_cell(v, 0, i, 0, TB_SHAPE_SQUARE, label);
        if (i == s->pos)
            tb_view_push_piece(v, c, TB_COLOUR_BLACK, -1, "o");
    }
}

static bool chain_mid_turn(const tb_game *g, const void *state)
{
    return ((const chain_state *)state)->hop == 1;
}

/* "a:b:d": the cell the turn starts on, then every cell the token hops to. */
static int chain_turn_to_text(const tb_game *g, const void *state, const tb_action *actions, int n,
                              char *buf, size_t len)
{
    int used = snprintf(buf, len, "%c", 'a' + ((const chain_state *)state)->pos);
    for (int i = 0; i < n; i++)
        used += snprintf(buf + ((size_t)used < len ? (size_t)used : len),
                         (size_t)used < len ? len - (size_t)used : 0, ":%c", 'a' + (int)actions[i]);
    return used;
}

static int chain_turn_from_text(const tb_game *g, const void *state, const char *text,
                                tb_action *actions, int max, tb_error *err)
{
    const chain_state *s = state;
    if (!strchr(text, ':'))
        return 0; /* not a chain: read as actions */
    if (text[0] != 'a' + s->pos || text[1] != ':') {
        tb_error_set(err, "the chain starts at %c, not '%.8s'", 'a' + s->pos, text);
        return -1;
    }
    int n = 0;
    for (const char *p = text + 1; *p; p += 2) {
        if (p[0] != ':' || p[1] < 'a' || p[1] >= 'a' + CHAIN_CELLS) {
            tb_error_set(err, "bad step in '%s'", text);
            return -1;
        }
        if (n == max) {
            tb_error_set(err, "too many steps in '%s'", text);
            return -1;
        }
        actions[n++] = (tb_action)(p[1] - 'a');
    }
    return n;
}

static const tb_game_class chain_class = {
    .create = chain_create,
    .initial = chain_initial,
    .to_move = chain_to_move,
    .legal = chain_legal,
    .apply = chain_apply,
    .outcome = chain_outcome,
    .action_to_text = chain_action_to_text,
    .action_from_text = chain_action_from_text,
    .position_to_text = chain_position_to_text,
    .position_from_text = chain_position_from_text,
    .view = chain_view,
    .mid_turn = chain_mid_turn,
    .turn_to_text = chain_turn_to_text,
    .turn_from_text = chain_turn_from_text,
};

static const tb_option_def no_options[] = {{NULL, NULL, NULL}};

static const tb_variant chain_variant = {
    .id = "test/chain",
    .name_pt = "Cadeia",
    .name_en = "Chain",
    .family = "test",
    .summary_pt = "",
    .summary_en = "",
    .cls = &chain_class,
    .option_defs = no_options,
};

static tb_game *chain_game(void)
{
    tb_error err = {{0}};
    tb_game *g = tb_game_new(&chain_variant, NULL, &err);
    if (!g)
        fail_msg("chain: %s", err.msg);
    return g;
}

static const char *turn_text(const tb_game *g, const void *state, const tb_action *a, int n)
{
    static char buf[4][256];
    static int k;
    k = (k + 1) % 4;
    tb_game_turn_to_text(g, state, a, n, buf[k], sizeof buf[k]);
    return buf[k];
}

/* ---- the library: text of turns both ways, and turns of a game's record ---- */

static void test_turn_round_trip(void **unused)
{
    tb_game *g = chain_game();
    chain_state s;
    tb_action a[8];
    tb_error err = {{0}};
    g->cls->initial(g, &s);
    const char *turns[] = {"a:b:d", "d:f:g", "g:h:j"};
    for (size_t t = 0; t < 3; t++) {
        int n = tb_game_parse_turn(g, &s, turns[t], a, 8, &err);
        if (n < 0)
            fail_msg("'%s': %s", turns[t], err.msg);
        assert_int_equal(n, 2);
        assert_string_equal(turn_text(g, &s, a, n), turns[t]);
        for (int i = 0; i < n; i++)
            g->cls->apply(g, &s, a[i]);
    }
    assert_true(tb_game_over(g, &s));

    /* every turn of random games prints as a chain and reads back to its actions */
    uint64_t seed = 12345;
    for (int game = 0; game < 50; game++) {
        g->cls->initial(g, &s);
        while (!tb_game_over(g, &s)) {
            chain_state before = s;
            tb_action turn[2], legal[2];
            int n = 0;
            do {
                int k = g->cls->legal(g, &s, legal);
                turn[n] = legal[(ts_random(&seed) >> 33) % (uint64_t)k];
                g->cls->apply(g, &s, turn[n++]);
            } while (!tb_game_over(g, &s) && tb_game_mid_turn(g, &s));
            const char *text = turn_text(g, &before, turn, n);
            assert_non_null(strchr(text, ':'));
            int m = tb_game_parse_turn(g, &before, text, a, 8, &err);
            assert_int_equal(m, n);
            assert_memory_equal(a, turn, sizeof turn[0] * (size_t)n);
        }
    }

    /* the space join stays the default, and still reads in a hooked game */
    g->cls->initial(g, &s);
    assert_int_equal(tb_game_parse_turn(g, &s, "b d", a, 8, &err), 2);
    assert_int_equal(a[0], 1);
    assert_int_equal(a[1], 3);
    tb_game *produto = ts_game("produto", NULL);
    void *p = ts_state(produto, NULL);
    ts_play(produto, p, "a1:B");
    int n = tb_game_parse_turn(produto, p, "b1:W c1:W", a, 8, &err);
    assert_int_equal(n, 2);
    assert_string_equal(turn_text(produto, p, a, n), "b1:W c1:W");
    free(p);
    tb_game_free(produto);
    tb_game_free(g);
}

/* A turn's text has no length limit where it is allocated (a long progressive series). */
static void test_long_turn_text(void **unused)
{
    tb_game *g = chain_game();
    chain_state s;
    g->cls->initial(g, &s);
    tb_action a[300];
    for (int i = 0; i < 300; i++)
        a[i] = (tb_action)(i % CHAIN_CELLS);
    char *text = tb_game_turn_text_new(g, &s, a, 300);
    assert_non_null(text);
    assert_int_equal(strlen(text), 1 + 2 * 300);
    char small[16];
    assert_int_equal(tb_game_turn_to_text(g, &s, a, 300, small, sizeof small), 601);
    assert_int_equal(strncmp(text, small, sizeof small - 1), 0);
    assert_string_equal(text + 590, "e:f:g:h:i:j");
    free(text);
    tb_game_free(g);
}

/* Bad turn text is refused with a message, and the state is left as it was. */
static void test_bad_turns_refused(void **unused)
{
    tb_game *g = chain_game();
    chain_state s, copy;
    g->cls->initial(g, &s);
    tb_action a[8];
    tb_error err = {{0}};
    assert_int_equal(tb_game_parse_turn(g, &s, "a:b", a, 8, &err), 1); /* a turn's start */
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"a:b:e", "illegal move: a:b:e"},                  /* a hop of three */
        {"c:d:e", "the chain starts at a"},                /* not where the token is */
        {"a:b:c:d", "the turn is over before the end of"}, /* into the next turn */
        {"a:b:", "bad step in 'a:b:'"},
        {"a:", "bad step in 'a:'"},
        {"a:b:c:d:e:f:g:h:i:j", "too many steps"},
        {"x", "not a cell: 'x'"}, /* neither notation: the action's own message */
        {"", "empty move"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        copy = s;
        err.msg[0] = '\0';
        int n = tb_game_parse_turn(g, &s, bad[i].text, a, 8, &err);
        if (n >= 0)
            fail_msg("'%s' accepted", bad[i].text);
        if (!strstr(err.msg, bad[i].message))
            fail_msg("'%s': message '%s', expected '%s'", bad[i].text, err.msg, bad[i].message);
        assert_memory_equal(&s, &copy, sizeof s);
    }
    /* after the end nothing is read, in either notation */
    assert_true(tb_game_parse_position(g, "j 1 0", &s, &err));
    assert_true(tb_game_parse_turn(g, &s, "j:k", a, 8, &err) < 0);
    assert_non_null(strstr(err.msg, "the game is over"));
    tb_game_free(g);
}

static void test_split_turns(void **unused)
{
    tb_game *g = chain_game();
    chain_state s;
    g->cls->initial(g, &s);
    const tb_action actions[] = {1, 3, 4, 6, 8, 9}; /* a:b:d d:e:g g:i:j */
    int starts[6];
    assert_int_equal(tb_game_split_turns(g, &s, actions, 6, starts), 3);
    assert_int_equal(starts[0], 0);
    assert_int_equal(starts[1], 2);
    assert_int_equal(starts[2], 4);
    assert_int_equal(tb_game_split_turns(g, &s, actions, 3, starts), 2); /* half a turn */
    assert_int_equal(tb_game_split_turns(g, &s, actions, 0, starts), 0);
    /* a game of one action per turn: one turn an action */
    tb_game *avanco = ts_game("avanco", NULL);
    void *p = ts_state(avanco, NULL);
    tb_action moves[2];
    tb_error err = {{0}};
    assert_int_equal(tb_game_parse_turn(avanco, p, "d2-d3", moves, 1, &err), 1);
    void *q = ts_state(avanco, NULL);
    avanco->cls->apply(avanco, q, moves[0]);
    assert_int_equal(tb_game_parse_turn(avanco, q, "e6-e5", moves + 1, 1, &err), 1);
    assert_int_equal(tb_game_split_turns(avanco, p, moves, 2, starts), 2);
    assert_int_equal(starts[1], 1);
    free(p);
    free(q);
    tb_game_free(avanco);
    tb_game_free(g);
}

/* A record writes one numbered turn per line in the game's notation and reads back. */
static void test_record_hooked_turns(void **unused)
{
    tb_game *g = chain_game();
    chain_state s;
    g->cls->initial(g, &s);
    const tb_action actions[] = {1, 3, 4, 6, 8};
    char *text = tb_record_write(g, &s, actions, 5);
    assert_non_null(strstr(text, "\n1. a:b:d\n2. d:e:g\n3. g:i\n"));
    tb_record r;
    tb_error err = {{0}};
    if (!tb_record_read_variant(&chain_variant, text, &r, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(r.count, 5);
    assert_memory_equal(r.actions, actions, sizeof actions);
    tb_record_free(&r);
    free(text);

    /* a bad chain names its line, and a record of another game is refused */
    assert_false(tb_record_read_variant(&chain_variant,
                                        "[Game \"test/chain\"]\n1. a:b:d\n2. d:e:h\n", &r, &err));
    assert_non_null(strstr(err.msg, "line 3: illegal move: d:e:h"));
    assert_false(tb_record_read_variant(&chain_variant, "[Game \"avanco\"]\n1. d2-d3\n", &r, &err));
    assert_non_null(strstr(err.msg, "a record of 'avanco', not of 'test/chain'"));
    /* the registry's games still read as before */
    assert_true(tb_record_read("[Game \"produto\"]\n1. a1:B\n2. b1:W c1:W\n", &r, &err));
    assert_int_equal(r.count, 3);
    tb_record_free(&r);
    tb_game_free(g);
}

/* ---- the server: a move request carries a whole chain; the state lists turns ---- */

static json_t *state_of(srv_session *s)
{
    pthread_mutex_lock(&s->lock);
    json_t *j = json_session_state(s, false);
    pthread_mutex_unlock(&s->lock);
    return j;
}

static void test_api_hooked_turn(void **unused)
{
    char dir[] = "/tmp/tabula-turns-XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/games.db", dir);
    srv_server srv = {0};
    tb_error err = {{0}};
    if (!srv_open(&srv, path, 1, &err))
        fail_msg("srv_open: %s", err.msg);
    srv_session *s = NULL;
    const char *specs[] = {"human", "human"};
    assert_int_equal(session_create(&srv, &chain_variant, NULL, NULL, specs, 2, &s, &err), 201);

    assert_int_equal(session_play(&srv, s, "a:b:d", &err), 200);
    assert_int_equal(session_play(&srv, s, "e", &err), 200); /* half a turn, one action */
    json_t *j = state_of(s);
    json_t *turns = json_object_get(j, "turns");
    assert_int_equal(json_array_size(turns), 2);
    assert_string_equal(json_string_value(json_object_get(json_array_get(turns, 0), "text")),
                        "a:b:d");
    assert_int_equal(json_integer_value(json_object_get(json_array_get(turns, 0), "actions")), 2);
    assert_string_equal(json_string_value(json_object_get(json_array_get(turns, 1), "text")),
                        "d:e");
    assert_int_equal(json_integer_value(json_object_get(json_array_get(turns, 1), "player")), 1);
    assert_int_equal(json_array_size(json_object_get(j, "moves")), 3);
    assert_non_null(strstr(json_string_value(json_object_get(j, "record")), "1. a:b:d\n2. d:e\n"));
    json_decref(j);

    /* refused: a message, a 400 and nothing changed */
    static const char *const bad[] = {"e:g:h", "e:f:g", "a:b:d", "e:"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err.msg[0] = '\0';
        assert_int_equal(session_play(&srv, s, bad[i], &err), 400);
        assert_true(err.msg[0] != '\0');
        assert_int_equal(s->count, 3);
    }
    assert_int_equal(session_play(&srv, s, "f", &err), 200); /* the rest of the turn */
    j = state_of(s);
    assert_string_equal(
        json_string_value(json_object_get(json_array_get(json_object_get(j, "turns"), 1), "text")),
        "d:e:f");
    json_decref(j);
    session_release(&srv, s);
    srv_close(&srv);
    unlink(path);
    rmdir(dir);
}

/* ---- the terminal: typed chains, the computer's turns, "moves" and "save" ---- */

/* Runs play_run with `input` as its standard input; returns its standard output (malloc'd). */
static char *run_play(const play_config *cfg, const char *input, int *status)
{
    FILE *in = tmpfile(), *out = tmpfile();
    assert_non_null(in);
    assert_non_null(out);
    fputs(input, in);
    fflush(in);
    rewind(in);
    fflush(stdout);
    int saved_in = dup(STDIN_FILENO), saved_out = dup(STDOUT_FILENO);
    dup2(fileno(in), STDIN_FILENO);
    dup2(fileno(out), STDOUT_FILENO);
    clearerr(stdin);
    *status = play_run(cfg);
    fflush(stdout);
    dup2(saved_in, STDIN_FILENO);
    dup2(saved_out, STDOUT_FILENO);
    close(saved_in);
    close(saved_out);
    clearerr(stdin);
    long len = ftell(out);
    rewind(out);
    char *text = calloc(1, (size_t)len + 1);
    assert_int_equal(fread(text, 1, (size_t)len, out), (size_t)len);
    fclose(in);
    fclose(out);
    return text;
}

static void test_play_hooked_turns(void **unused)
{
    cli_set_language("en");
    char path[] = "/tmp/tabula-turns-record-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    play_config cfg = {.variant = &chain_variant, .seed = 7};
    cfg.player_specs[1] = "random";
    char input[256];
    snprintf(input, sizeof input, "moves\na:b:d\nmoves\nsave %s\n", path);
    int status;
    char *out = run_play(&cfg, input, &status);
    assert_int_equal(status, 0);
    /* "moves" lists whole chains: four from a, then the computer answered */
    assert_non_null(strstr(out, "a:b:c\na:b:d\na:c:d\na:c:e\n"));
    const char *plays = strstr(out, "Player 2 plays d:");
    if (!plays)
        fail_msg("no chain for the computer's turn in:\n%s", out);
    char answer[16];
    assert_int_equal(sscanf(plays, "Player 2 plays %15s", answer), 1);
    assert_int_equal(strlen(answer), 5); /* d:x:y */
    free(out);

    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char record[1024] = "";
    size_t n = fread(record, 1, sizeof record - 1, f);
    record[n] = '\0';
    fclose(f);
    char expected[64];
    snprintf(expected, sizeof expected, "\n1. a:b:d\n2. %s\n", answer);
    if (!strstr(record, expected))
        fail_msg("record:\n%s\nexpected %s", record, expected);
    unlink(path);

    /* a typed chain that is illegal: a message, the line number and status 1 */
    cfg.player_specs[1] = NULL;
    out = run_play(&cfg, "a:b:e\n", &status);
    assert_int_equal(status, 1);
    assert_non_null(strstr(out, "position: a 1 0")); /* nothing played */
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turn_round_trip),     cmocka_unit_test(test_long_turn_text),
        cmocka_unit_test(test_bad_turns_refused),   cmocka_unit_test(test_split_turns),
        cmocka_unit_test(test_record_hooked_turns), cmocka_unit_test(test_api_hooked_turn),
        cmocka_unit_test(test_play_hooked_turns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
