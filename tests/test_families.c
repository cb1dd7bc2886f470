/* Families (tabula/family.h, issue 10): every variant in exactly one family, traits instead
 * of family names, the phrasebooks, and the services generic code reaches through them —
 * players, record formats, commands, the analysis report and tables. */
#include "support.h"

#include <stdio.h>

#include "tabula/family.h"
#include "tabula/player.h"

static void every_variant_in_one_family(void **unused)
{
    int total = 0;
    for (int f = 0; f < tb_family_count(); f++) {
        const tb_family *fam = tb_family_at(f);
        assert_non_null(fam->name_pt);
        assert_non_null(fam->name_en);
        assert_ptr_equal(tb_family_find(fam->id), fam);
        for (const tb_variant *const *v = fam->variants; *v; v++) {
            assert_string_equal((*v)->family, fam->id);
            assert_ptr_equal(tb_variant_family(*v), fam);
            /* the registry walks the families in order */
            assert_ptr_equal(tb_registry_at(total), *v);
            assert_ptr_equal(tb_registry_find((*v)->id), *v);
            total++;
        }
    }
    assert_int_equal(tb_registry_count(), total);
    assert_null(tb_registry_at(total));
    assert_null(tb_registry_at(-1));
    assert_null(tb_family_find("nosuch"));
    assert_true(tb_family_count() >= 4);
}

static void traits(void **unused)
{
    unsigned nim = tb_variant_traits(tb_registry_find("nim"));
    assert_true(nim & TB_TRAIT_IMPARTIAL);
    assert_false(nim & TB_TRAIT_PARTIZAN);
    assert_true(nim & TB_TRAIT_CONVENTION);
    unsigned dom = tb_variant_traits(tb_registry_find("domineering"));
    assert_true(dom & TB_TRAIT_PARTIZAN);
    assert_false(dom & TB_TRAIT_IMPARTIAL);
    assert_true(dom & TB_TRAIT_CONVENTION);
    unsigned produto = tb_variant_traits(tb_registry_find("produto"));
    assert_true(produto & TB_TRAIT_SCORED);
    assert_true(produto & TB_TRAIT_MULTI_ACTION);
    assert_int_equal(tb_variant_traits(tb_registry_find("chess")), 0);
    assert_int_equal(tb_variant_traits(tb_registry_find("avanco")), 0);
    assert_true(tb_variant_traits(tb_registry_find("chess/alice")) & TB_TRAIT_BOARDS);
    assert_true(tb_variant_traits(tb_registry_find("chess/progressive-scottish")) &
                TB_TRAIT_MULTI_ACTION);
    tb_game *g = ts_game("nim", "play=misere");
    assert_int_equal(tb_game_traits(g), nim);
    tb_game_free(g);
    assert_true(tb_variant_has_option(tb_registry_find("nim"), TB_CONVENTION_OPTION));
    assert_false(tb_variant_has_option(tb_registry_find("domineering"), TB_CONVENTION_OPTION));
}

static void phrasebooks(void **unused)
{
    tb_game *g = ts_game("chess", NULL);
    tb_outcome o = {.over = true};
    char pt[TB_REASON_LEN * 2];
    snprintf(o.reason, sizeof o.reason, "White wins by checkmate");
    tb_outcome_reason(g, &o, true, pt, sizeof pt);
    assert_string_equal(pt, "as Brancas ganham por xeque-mate"); /* the verb agrees */
    tb_outcome_reason(g, &o, false, pt, sizeof pt);
    assert_string_equal(pt, "White wins by checkmate");
    /* another family's reason is not in chess's phrasebook */
    snprintf(o.reason, sizeof o.reason, "both players passed");
    tb_outcome_reason(g, &o, true, pt, sizeof pt);
    assert_string_equal(pt, "both players passed");

    /* status lines: the family's phrase, else whose turn it is */
    void *s = ts_state(g, "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    char line[256];
    tb_status_line(g, s, "Black to move, in check", true, line, sizeof line);
    assert_string_equal(line, "Jogam as Negras, em xeque");
    tb_status_line(g, s, "Black to move, in check", false, line, sizeof line);
    assert_string_equal(line, "Black to move, in check");
    tb_status_line(g, s, "something new", true, line, sizeof line);
    assert_string_equal(line, "Jogam as Negras");
    tb_status_line(g, s, "", false, line, sizeof line);
    assert_string_equal(line, "Black to move");
    free(s);
    tb_game_free(g);

    g = ts_game("atari-go", NULL);
    s = ts_state(g, NULL);
    tb_status_line(g, s, "Black to move, 12 stones in reserve", true, line, sizeof line);
    assert_string_equal(line, "Jogam as Negras, 12 pedras na reserva");
    free(s);
    tb_game_free(g);
}

static void players(void **unused)
{
    int chess = -1, cgt = -1, random = -1;
    for (int i = 0; i < tb_player_kind_count(); i++) {
        const tb_player_kind *k = tb_player_kind_at(i);
        for (int j = 0; j < i; j++)
            assert_string_not_equal(tb_player_kind_at(j)->name, k->name);
        chess = strcmp(k->name, "chess") == 0 ? i : chess;
        cgt = strcmp(k->name, "cgt") == 0 ? i : cgt;
        random = strcmp(k->name, "random") == 0 ? i : random;
    }
    /* the families' players come after the generic ones */
    assert_true(random >= 0 && chess > random && cgt > random);
    assert_null(tb_player_kind_at(tb_player_kind_count()));
    tb_game *g = ts_game("chess", NULL);
    tb_error err;
    tb_player *p = tb_player_new(g, "chess:depth=1", 1, &err);
    assert_non_null(p);
    tb_player_free(p);
    tb_game_free(g);
}

static void record_formats_and_commands(void **unused)
{
    const tb_record_format *pgn = tb_record_format_find("pgn");
    assert_non_null(pgn);
    assert_ptr_equal(tb_record_format_for_path(tb_registry_find("chess"), "game.PGN"), pgn);
    assert_null(tb_record_format_for_path(tb_registry_find("chess"), "game.txt"));
    assert_null(tb_record_format_for_path(tb_registry_find("avanco"), "game.pgn"));
    assert_ptr_equal(tb_record_format_detect("[Event \"x\"]\n1. e4 e5\n"), pgn);
    assert_null(tb_record_format_detect("[Game \"avanco\"]\n1. d2-d3\n"));
    assert_ptr_equal(pgn->variant_find("Antichess"), tb_registry_find("chess/losing"));
    assert_null(pgn->variant_find("avanco"));
    assert_non_null(tb_command_find("uci"));
    assert_null(tb_command_find("play")); /* the CLI's own, not a family's */
}

static void report_text(void **unused)
{
    tb_report r;
    tb_report_init(&r);
    tb_value_label(tb_value_add_text(&r, "kind", "impartial"), "tipo", "kind");
    tb_value_add_null(&r, "value");
    tb_value_add_integer(&r, "birthday", 2);
    tb_value_add_boolean(&r, "number", false);
    tb_value_add_number(&r, "ratio", 0.5);
    tb_value *list = tb_value_add_list(&r, "parts");
    tb_value_add_integer(list, NULL, 3);
    tb_value_add_integer(list, NULL, 5);
    tb_value_add_moves(&r, "none");
    tb_value *moves = tb_value_add_moves(&r, "winning");
    tb_value_add_move(moves, "E", "parity: 1 | E");
    tb_value_add_move(moves, "O", NULL);
    tb_value *group = tb_value_add_group(&r, "grundy");
    tb_value_add_integer(group, "value", 8);
    tb_value_display(group, "%d (components: %d)", 8, 8);
    tb_value *plain = tb_value_add_group(&r, "plain");
    tb_value_add_text(plain, "a", "b");
    assert_true(tb_report_complete(&r));
    char *text = tb_report_text(&r);
    assert_string_equal(text, "kind: impartial\n"
                              "birthday: 2\n"
                              "number: no\n"
                              "ratio: 0.5\n"
                              "parts: 3 5\n"
                              "none: (none)\n"
                              "winning: E, O\n"
                              "  E -> parity: 1 | E\n"
                              "grundy: 8 (components: 8)\n"
                              "plain:\n"
                              "  a: b\n");
    free(text);
    assert_string_equal(tb_value_get(&r, "kind")->label_pt, "tipo");
    assert_int_equal(tb_value_get(group, "value")->integer, 8);
    assert_null(tb_value_get(&r, "nosuch"));
    assert_null(tb_value_add_text(NULL, "x", "y")); /* a failed parent is ignored */
    tb_report_free(&r);
}

/* The combinatorial family's report, read field by field as the server and the CLI do. */
static void family_report(void **unused)
{
    tb_game *g = ts_game("nim", NULL);
    void *s = ts_state(g, "nim: 3 5 7 9");
    const tb_family *f = tb_variant_family(g->variant);
    assert_non_null(f->analysis);
    tb_report r;
    tb_report_init(&r);
    tb_analysis_limits limits = {0};
    tb_error err;
    assert_true(f->analysis->report(g, s, &limits, &r, &err));
    assert_string_equal(tb_value_get(&r, "outcome")->text, "N");
    assert_int_equal(tb_value_get(tb_value_get(&r, "grundy"), "value")->integer, 8);
    const tb_value *winning = tb_value_get(&r, "winning");
    assert_int_equal(winning->type, TB_VALUE_MOVES);
    assert_string_equal(winning->first->text, "4:9>1");
    assert_string_equal(winning->first->position, "nim: 3 5 7 1");
    assert_null(winning->first->next);
    assert_int_equal(tb_value_get(&r, "birthday")->type, TB_VALUE_NULL);
    tb_report_free(&r);
    free(s);
    tb_game_free(g);
    /* families without a report say so */
    assert_null(tb_variant_family(tb_registry_find("avanco"))->analysis);
}

static void family_table(void **unused)
{
    tb_game *g = ts_game("queens", NULL);
    const tb_table_service *t = tb_variant_family(g->variant)->table;
    assert_non_null(t);
    tb_table shape;
    assert_true(t->shape(g, &shape));
    assert_true(shape.board);
    assert_string_equal(shape.type, "board");
    assert_int_equal(shape.rows, 8);
    tb_table table;
    tb_analysis_limits limits = {0};
    tb_error err;
    assert_int_equal(t->make(g, 3, 3, &limits, &table, &err), TB_TABLE_DONE);
    assert_int_equal(table.rows, 3);
    assert_memory_equal(table.outcome, "PNNNNPNPN", 9); /* TV-WY-1, the corner */
    assert_int_equal(table.value[4], 2);
    tb_table_free(&table);
    tb_game_free(g);

    g = ts_game("nim", NULL); /* a sum of heaps: no table */
    assert_false(t->shape(g, &shape));
    tb_game_free(g);
    g = ts_game("queens", "play=misere");
    assert_int_equal(t->make(g, 3, 3, &limits, &table, &err), TB_TABLE_REFUSED);
    tb_game_free(g);

    char *text = NULL;
    assert_int_equal(t->print("avanco", NULL, false, &text, &err), -1); /* not this family's */
    assert_int_equal(t->print("kayles", "5", false, &text, &err), 0);
    assert_non_null(strstr(text, "P/N        P   N   N   N   N   N"));
    free(text);
    text = NULL;
    assert_int_equal(t->print("kayles", "x", false, &text, &err), 2);
    assert_null(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_variant_in_one_family),
        cmocka_unit_test(traits),
        cmocka_unit_test(phrasebooks),
        cmocka_unit_test(players),
        cmocka_unit_test(record_formats_and_commands),
        cmocka_unit_test(report_text),
        cmocka_unit_test(family_report),
        cmocka_unit_test(family_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
