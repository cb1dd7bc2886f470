/* Portuguese everywhere (issue 16, item 4), over every registered game: names, summaries,
 * players, rules, options' help, the status lines of random games, the analysis report's
 * labels, refused moves and the computer players' help are in Portuguese, in the book's
 * words ("as Negras", never "Pretas"), and without the spec's file names. A new game or
 * option without its Portuguese fails here. */
#include "support.h"

#include <stdio.h>

#include "tabula/family.h"
#include "tabula/player.h"
#include "tabula/report.h"

/* Every gap is listed before the test fails, so one run shows them all. */
static int gaps;
#define gap(...)                                                                                   \
    do {                                                                                           \
        print_message(__VA_ARGS__);                                                                \
        print_message("\n");                                                                       \
        gaps++;                                                                                    \
    } while (0)

/* Names the sources keep in both languages (proper names). */
static const char *const same_names[] = {
    "Halma", "Hasami Shogi", "Rastros", "Nim", "Add-Up Nim", "Nimble", "Quim", "Lim",
    "Plainim", "Kayles", "Chomp", "Go", "Atari Go", "Alak", "Croda", "Alquerque", "Fanorona", "MyLaska", "Emergo", "Dablot",
    NULL};

static bool kept_name(const char *name)
{
    for (const char *const *n = same_names; *n; n++)
        if (strcmp(*n, name) == 0)
            return true;
    return false;
}

/* Words the Portuguese texts must not have: the book's are "Negras" and "partizanos", and
 * the spec's file names are for us, not for players. */
static void assert_book_words(const char *what, const char *id, const char *text)
{
    static const char *const banned[] = {"Pretas", "pretas", "Preto", "Pretos", "partidário",
                                         ".md", "§", NULL};
    for (const char *const *b = banned; text && *b; b++)
        if (strstr(text, *b))
            gap("%s: the Portuguese %s has '%s': %.200s", id, what, *b, strstr(text, *b));
}

static void test_names_players_rules(void **unused)
{
    (void)unused;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        assert_non_null(v->name_pt);
        assert_non_null(v->summary_pt);
        if (strcmp(v->name_pt, v->name_en) == 0 && !kept_name(v->name_pt))
            gap("%s: the Portuguese name is the English '%s'", v->id, v->name_en);
        if (v->summary_en && strcmp(v->summary_pt, v->summary_en) == 0)
            gap("%s: the Portuguese summary is the English", v->id);
        assert_book_words("name", v->id, v->name_pt);
        assert_book_words("summary", v->id, v->summary_pt);
        const char *rules_pt = tb_variant_rules(v, true), *rules_en = tb_variant_rules(v, false);
        if (!rules_pt)
            gap("%s: no Portuguese rules", v->id);
        if (rules_en && strcmp(rules_pt, rules_en) == 0)
            gap("%s: the Portuguese rules are the English", v->id);
        assert_book_words("rules", v->id, rules_pt);
        /* the English rules name no spec file either */
        if (rules_en && (strstr(rules_en, ".md") || strstr(rules_en, "§")))
            gap("%s: the English rules name the spec: %.120s", v->id, rules_en);
        tb_game *g = ts_game(v->id, NULL);
        for (int p = 0; p < g->num_players; p++) {
            const char *pt = tb_game_player_name(g, p, true), *en = tb_game_player_name(g, p, false);
            if (strcmp(pt, en) == 0)
                gap("%s: player %d is '%s' in both languages", v->id, p + 1, en);
            assert_book_words("player name", v->id, pt);
        }
        tb_game_free(g);
        const tb_family *f = tb_variant_family(v);
        assert_book_words("family name", v->id, f->name_pt);
    }
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

static void test_options_help(void **unused)
{
    (void)unused;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        for (const tb_option_def *d = v->option_defs; d && d->name; d++) {
            const char *pt = tb_option_help(v, d, true);
            if (strcmp(pt, d->help) == 0)
                gap("%s: option %s has no Portuguese help (its family's options "
                         "phrasebook): \"%s\"",
                         v->id, d->name, d->help);
            assert_book_words("option help", v->id, pt);
            assert_string_equal(tb_option_help(v, d, false), d->help);
        }
    }
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        if (strcmp(tb_player_kind_help(k, true), k->help) == 0)
            gap("player %s: no Portuguese help", k->name);
        for (const tb_option_def *d = k->params; d && d->name; d++)
            if (strcmp(tb_player_param_help(k, d, true), d->help) == 0)
                gap("player %s: parameter %s has no Portuguese help", k->name, d->name);
    }
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

/* The status line of `state` in Portuguese comes from the family's phrasebook. */
static void check_status(const tb_game *g, const void *state)
{
    if (tb_game_over(g, state))
        return;
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, state, &v);
    if (v.status[0]) {
        char pt[512];
        if (tb_status_translate(g, v.status, pt, sizeof pt) < 0)
            gap("%s: status line '%s' has no Portuguese (its family.c status phrases)",
                     g->variant->id, v.status);
        assert_book_words("status line", g->variant->id, pt);
    }
    char line[512];
    tb_status_line(g, state, v.status, true, line, sizeof line);
    assert_book_words("status line", g->variant->id, line);
    tb_view_free(&v);
}

/* Calls check() on every position of `games` random games of at most `plies` actions of every
 * registered game. */
static void for_random_positions(int games, int plies, uint64_t seed,
                                 void (*check)(const tb_game *, const void *))
{
    for (int i = 0; i < tb_registry_count(); i++) {
        tb_game *g = ts_game(tb_registry_at(i)->id, NULL);
        tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
        void *s = tb_state_new(g);
        for (int game = 0; game < games; game++) {
            g->cls->initial(g, s);
            for (int ply = 0; ply < plies && !tb_game_over(g, s); ply++) {
                check(g, s);
                int n = g->cls->legal(g, s, moves);
                if (n == 0)
                    break;
                g->cls->apply(g, s, moves[ts_random(&seed) % (uint64_t)n]);
            }
        }
        free(s);
        free(moves);
        tb_game_free(g);
    }
}

static void test_status_lines(void **unused)
{
    (void)unused;
    for_random_positions(2, 120, 16, check_status);
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

/* Every labelled field of the report has a Portuguese label of its own. */
static void check_labels(const char *id, const tb_value *group)
{
    for (const tb_value *item = group->first; item; item = item->next) {
        if (item->key && !item->label_pt)
            gap("%s: report field '%s' has no Portuguese label", id, item->key);
        if (item->label_pt && item->label_en && strcmp(item->label_pt, item->label_en) == 0)
            gap("%s: report label '%s' is the same in both languages", id, item->label_en);
        if (item->type == TB_VALUE_GROUP)
            check_labels(id, item);
    }
}

static void test_report_labels(void **unused)
{
    (void)unused;
    int reports = 0;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        const tb_family *f = tb_variant_family(v);
        if (!f->analysis)
            continue;
        tb_game *g = ts_game(v->id, NULL);
        void *s = tb_state_new(g);
        tb_report r;
        tb_report_init(&r);
        tb_analysis_limits limits = {.max_positions = 20000};
        tb_error err = {{0}};
        if (f->analysis->report(g, s, &limits, &r, &err)) {
            check_labels(v->id, &r);
            reports++;
        }
        tb_report_free(&r);
        free(s);
        tb_game_free(g);
    }
    assert_true(reports > 0);
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

/* A refused move is explained in Portuguese, and what may be played instead too. */
static void test_refused_moves(void **unused)
{
    (void)unused;
    for (int i = 0; i < tb_registry_count(); i++) {
        tb_game *g = ts_game(tb_registry_at(i)->id, NULL);
        void *s = tb_state_new(g);
        tb_action turn[64];
        tb_error err = {{0}};
        const char *typed[] = {"zz99", "a1", "1"};
        for (size_t t = 0; t < sizeof typed / sizeof typed[0]; t++) {
            if (tb_game_parse_turn(g, s, typed[t], turn, 64, &err) >= 0)
                continue;
            char pt[512];
            tb_error_text(g, err.msg, true, pt, sizeof pt);
            if (strcmp(pt, err.msg) == 0)
                gap("%s: the refusal of '%s' has no Portuguese: \"%s\"", g->variant->id,
                         typed[t], err.msg);
            char en[2048], hint[2048];
            tb_game_move_hint(g, s, typed[t], false, en, sizeof en);
            tb_game_move_hint(g, s, typed[t], true, hint, sizeof hint);
            assert_true(strstr(hint, "lance") != NULL);
            assert_true(strstr(en, "move") != NULL);
        }
        free(s);
        tb_game_free(g);
    }
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

/* What the Portuguese page and terminal show for an action ("passar", "parar", "morta:e5")
 * is what a Portuguese player types back: it reads as the same action. */
static void check_shown_actions(const tb_game *g, const void *s)
{
    tb_action *moves = malloc(sizeof *moves * (size_t)g->max_actions);
    int n = g->cls->legal(g, s, moves);
    for (int m = 0; m < n; m++) {
        char en[256], pt[256];
        g->cls->action_to_text(g, s, moves[m], en, sizeof en);
        tb_turn_text_shown(en, true, pt, sizeof pt);
        if (strcmp(en, pt) == 0)
            continue;
        tb_action back;
        tb_error err = {{0}};
        if (!tb_game_parse_action(g, s, pt, &back, &err) || back != moves[m])
            gap("%s: '%s' is shown in Portuguese as '%s', which does not read back (%s)",
                g->variant->id, en, pt, err.msg);
    }
    free(moves);
}

static void test_shown_actions_read_back(void **unused)
{
    (void)unused;
    for_random_positions(1, 200, 1616, check_shown_actions);
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

/* Grammar: "Jogam as Negras", "Jogam os Gatos", "Joga o Primeiro". */
static void test_player_phrases(void **unused)
{
    (void)unused;
    char buf[128];
    tb_player_phrase_pt("Negras", true, buf, sizeof buf);
    assert_string_equal(buf, "Jogam as Negras");
    tb_player_phrase_pt("Gatos", true, buf, sizeof buf);
    assert_string_equal(buf, "Jogam os Gatos");
    tb_player_phrase_pt("Primeiro", true, buf, sizeof buf);
    assert_string_equal(buf, "Joga o Primeiro");
    tb_player_phrase_pt("Negras", false, buf, sizeof buf);
    assert_string_equal(buf, "as Negras");
    /* a game whose status line is empty: the fallback agrees with its player */
    tb_game *g = ts_game("avanco", NULL);
    void *s = tb_state_new(g);
    tb_status_line(g, s, "", true, buf, sizeof buf);
    assert_string_equal(buf, "Jogam as Brancas");
    free(s);
    tb_game_free(g);
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

/* The move hint: the moves from the square typed, else every move. */
static void test_move_hint(void **unused)
{
    (void)unused;
    tb_game *g = ts_game("chess", NULL);
    void *s = tb_state_new(g);
    char buf[2048];
    tb_game_move_hint(g, s, "d2-d5", false, buf, sizeof buf);
    assert_string_equal(buf, "legal moves from d2: d3 d4");
    tb_game_move_hint(g, s, "d2-d5", true, buf, sizeof buf);
    assert_string_equal(buf, "lances legais a partir de d2: d3 d4");
    tb_game_move_hint(g, s, "d3-d5", false, buf, sizeof buf);
    assert_true(strncmp(buf, "no legal move from d3; legal moves: ", 36) == 0);
    free(s);
    tb_game_free(g);
    int found = gaps; /* the gaps are listed above */
    gaps = 0;
    assert_int_equal(found, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names_players_rules), cmocka_unit_test(test_options_help),
        cmocka_unit_test(test_status_lines),        cmocka_unit_test(test_report_labels),
        cmocka_unit_test(test_refused_moves),       cmocka_unit_test(test_player_phrases),
        cmocka_unit_test(test_move_hint),           cmocka_unit_test(test_shown_actions_read_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
