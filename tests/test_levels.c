/* The computer's levels (issue 14 item 3): every level of every registered game is a player
 * that builds for that game, the families put their best player behind them, and each
 * level says what it is in both languages. */
#include "support.h"

#include <stdio.h>
#include <string.h>

#include "tabula/family.h"
#include "tabula/levels.h"
#include "tabula/player.h"
#include "tabula/registry.h"

/* A family naming a player kind that does not exist, or one that refuses the game, fails
 * here: every variant, every level, its default game. */
static void every_level_builds_for_every_game(void **unused)
{
    int failures = 0;
    assert_int_equal(tb_level_count(), 3);
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        tb_error err = {{0}};
        tb_game *g = tb_game_new(v, NULL, &err);
        assert_non_null(g);
        for (int l = 0; l < tb_level_count(); l++) {
            const char *spec = tb_level_player(v, tb_level_at(l));
            const tb_player_kind *kind;
            tb_options params;
            tb_player *p = NULL;
            if (!tb_player_spec_parse(spec, &kind, &params, &err) || kind->runs_program ||
                !(p = tb_player_new(g, spec, 1, &err))) {
                print_message("%s %s: '%s': %s\n", v->id, tb_level_at(l)->id, spec, err.msg);
                failures++;
            }
            tb_player_free(p);
        }
        tb_game_free(g);
    }
    assert_int_equal(failures, 0);
}

static const char *kind_of(const char *id, const char *level)
{
    static char name[32];
    const char *spec = tb_level_player(tb_registry_find(id), tb_level_find(level));
    size_t n = strcspn(spec, ":");
    snprintf(name, sizeof name, "%.*s", (int)n, spec);
    return name;
}

/* The player each family puts behind its levels (docs/LEVELS.md), not their strength. */
static void families_use_their_best_player(void **unused)
{
    const char *levels[] = {"easy", "medium", "hard"};
    for (int l = 0; l < 3; l++) {
        assert_string_equal(kind_of("chess", levels[l]), "chess");
        assert_string_equal(kind_of("chess/losing", levels[l]), "chess");
        assert_string_equal(kind_of("go", levels[l]), "go");
        assert_string_equal(kind_of("go/alak", levels[l]), "go");
        assert_string_equal(kind_of("draughts", levels[l]), "draughts");
        assert_string_equal(kind_of("atari-go", levels[l]), "ab");
        assert_string_equal(kind_of("chess/shatranj", levels[l]), "ab");
        assert_string_equal(kind_of("cordeiros-tigres", levels[l]), "ab");
        assert_string_equal(kind_of("elections/sierpinski", levels[l]), "ab");
        assert_string_equal(kind_of("draughts/laska", levels[l]), "ab");
    }
    /* the small championship games: alpha-beta, then the exact solver at the top */
    const char *small[] = {"semaforo", "gatos-caes", "rastros"};
    for (int i = 0; i < 3; i++) {
        assert_string_equal(kind_of(small[i], "easy"), "ab");
        assert_string_equal(kind_of(small[i], "medium"), "ab");
        assert_string_equal(kind_of(small[i], "hard"), "solver");
        assert_non_null(strstr(tb_level_player(tb_registry_find(small[i]), tb_level_find("hard")),
                               "fallback=ab"));
    }
    /* combinatorial games: the analysis (perfect play) at the top, MCTS below */
    assert_string_equal(kind_of("domineering", "hard"), "cgt");
    assert_string_equal(kind_of("nim", "hard"), "cgt");
    assert_string_equal(kind_of("domineering", "easy"), "mcts");
    /* the levels are graded: each spends more than the one below */
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        assert_string_not_equal(tb_level_player(v, tb_level_at(0)),
                                tb_level_player(v, tb_level_at(1)));
        assert_string_not_equal(tb_level_player(v, tb_level_at(1)),
                                tb_level_player(v, tb_level_at(2)));
    }
    assert_null(tb_level_find("grandmaster"));
    assert_ptr_equal(tb_level_find("HARD"), tb_level_at(2));
}

/* What a level is, for people: its name, its player, its time; the decimal comma and no
 * English in Portuguese; the solver's top level says it plays perfectly. */
static void levels_say_what_they_are(void **unused)
{
    char en[320], pt[320];
    const tb_variant *semaforo = tb_registry_find("semaforo");
    tb_level_describe(semaforo, tb_level_find("easy"), false, en, sizeof en);
    tb_level_describe(semaforo, tb_level_find("easy"), true, pt, sizeof pt);
    assert_string_equal(en, "easy — alpha-beta search, depth 2, 0.2 s a move");
    assert_string_equal(pt, "fácil — pesquisa alfa-beta, profundidade 2, 0,2 s por lance");
    tb_level_describe(semaforo, tb_level_find("hard"), true, pt, sizeof pt);
    assert_non_null(strstr(pt, "difícil — joga perfeitamente"));
    assert_non_null(strstr(pt, "2 s"));
    tb_level_describe(tb_registry_find("chess"), tb_level_find("medium"), false, en, sizeof en);
    assert_string_equal(en, "medium — the chess engine, depth 5, 1 s a move");
    static const char *const english[] = {" move", "search", "plays", "depth", "else", " the ",
                                          "engine", NULL};
    for (int i = 0; i < tb_registry_count(); i++)
        for (int l = 0; l < tb_level_count(); l++) {
            tb_level_describe(tb_registry_at(i), tb_level_at(l), true, pt, sizeof pt);
            tb_level_describe(tb_registry_at(i), tb_level_at(l), false, en, sizeof en);
            assert_string_not_equal(pt, en);
            for (const char *const *w = english; *w; w++)
                if (strstr(pt, *w))
                    fail_msg("%s: English '%s' in '%s'", tb_registry_at(i)->id, *w, pt);
        }
    /* every player kind a level may name has its words in both languages */
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        if (!k->label || !k->label_pt)
            fail_msg("player %s: no label in both languages", k->name);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_level_builds_for_every_game),
        cmocka_unit_test(families_use_their_best_player),
        cmocka_unit_test(levels_say_what_they_are),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
