/* Every option's default is a test of its own (issue 17, finding 3): the value a game takes
 * when nobody sets it is the one the spec (../shared/rules/) decides, written here from the
 * spec with the line that says it, never read back from the code. A variant that declares an
 * option missing from this table fails, so a new option comes with its default's test.
 *
 * Defaults inside position texts (a combinatorial kind's parameters: `addup: 13 0` is
 * `addup{1,2,3}: 13 0`) are checked by reading both texts and comparing the positions. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"
#include "tabula/registry.h"

typedef struct expected_default {
    const char *variant, *option, *value;
    const char *source; /* where the spec decides it */
} expected_default;

static const expected_default expected[] = {
    {"semaforo", "board", "3x4", "cnjm.md §1: `board=3x4` (default)"},
    {"semaforo", "supply", "8", "cnjm.md §1: 8 pieces of each colour in a common stock"},
    {"gatos-caes", "central_zone", "d4,e4,d5,e5", "cnjm.md §2 decision; table row 3"},
    {"gatos-caes", "supply", "28", "cnjm.md §2: 28 cat pieces and 28 dog pieces"},
    {"gatos-caes", "size", "8x8", "cnjm.md §2: the 8x8 board"},
    {"rastros", "home1", "a1", "cnjm.md §3 decision: [1] = a1"},
    {"rastros", "home2", "g7", "cnjm.md §3 decision: [2] = g7"},
    {"produto", "tie", "fewer-stones", "cnjm.md §5: tie=second-player is off by default"},
    {"atari-go", "size", "9", "go.md §7: 9x9 intersections"},
    {"atari-go", "stones", "40", "go.md §7: 40 black and 40 white stones"},
    {"atari-go", "no_move", "lose", "go.md §7: no_move=pass is the option"},
    {"go", "board", "square", "go.md §2.1: a square board of intersections"},
    {"go", "size", "19", "go.md §2.1: 19x19 (default)"},
    {"go", "komi", "auto", "go.md §2.4: komi=5.5 in even games, 0 in handicap games"},
    {"go", "handicap", "0", "go.md §2.2: empty board, Black moves first"},
    {"go", "handicap_free", "off", "go.md §2.2: star points; handicap_free=true is the option"},
    {"go", "scoring", "area", "go.md §2.4: scoring=area is the default"},
    {"go", "ko", "basic", "go.md §1.3: ko=basic (default)"},
    {"go", "dead", "agreement", "go.md §1.4: dead=agreement (default for human play)"},
    {"go", "supply", "unlimited", "go.md §2.1: the stone supply is unlimited by default"},
    {"go/alak", "board", "line", "go.md §3.1: a line of points"},
    {"go/alak", "length", "11", "go.md §3.1: default 11"},
    {"go/alak", "first", "black", "go.md §3.2: Black starts; first=white is the option"},
    {"go/alak", "max_moves", "200", "go.md §3.5: max_moves=200, on by default"},
    {"go/alak", "repetition", "off", "go.md §3.5: repetition=draw (off by default)"},
    {"go/progressive", "board", "square", "go.md §4.1: 13x13 board"},
    {"go/progressive", "size", "13", "go.md §4.1: 13x13 board"},
    {"go/progressive", "progression", "1,2,3", "go.md §4.3: default 1,2,3,4,..."},
    {"go/progressive", "restriction", "stop-at-atari", "go.md §4.3: stop rule (default)"},
    {"go/progressive", "komi", "0", "go.md §4.4: komi=0 by default"},
    {"go/progressive", "scoring", "area", "go.md §4.4: area by default"},
    {"go/progressive", "ko", "basic", "go.md §1.3: ko=basic (default)"},
    {"go/progressive", "dead", "agreement", "go.md §1.4: dead=agreement (default)"},
    {"go/progressive", "supply", "unlimited", "go.md §4.1: supply not limiting"},
    {"go/hex-progressive", "board", "hex", "go.md §5.1: 91-cell hex-hex board"},
    {"go/hex-progressive", "progression", "1,2,3", "go.md §5.2: s(t) = t"},
    {"go/hex-progressive", "restriction", "none", "go.md §5.2: default none (no stop rule)"},
    {"go/hex-progressive", "komi", "0", "go.md §5.2: komi=0 by default"},
    {"go/hex-progressive", "scoring", "area", "go.md §5.2: area counting is the book's"},
    {"go/hex-progressive", "ko", "basic", "go.md §1.3: ko=basic (default)"},
    {"go/hex-progressive", "dead", "agreement", "go.md §1.4: dead=agreement (default)"},
    {"go/hex-progressive", "supply", "unlimited", "go.md §4.1 via §5.2: not limiting"},
    {"go/roseta", "board", "rosette", "go.md §6.1: vertices of a hex-hex board"},
    {"go/roseta", "size", "5", "go.md §6.1: the default remains side 5"},
    {"go/roseta", "komi", "0", "go.md §6.3: komi=0 by default"},
    {"go/roseta", "scoring", "area", "go.md §6.3: area counting on vertices (default)"},
    {"go/roseta", "ko", "basic", "go.md §1.3: ko=basic (default)"},
    {"go/roseta", "dead", "agreement", "go.md §1.4: dead=agreement (default)"},
    {"go/roseta", "supply", "unlimited", "go.md §6.2: not limiting; option supply=70"},
    {"chess", "fifty_move_plies", "100", "chess.md §1: 100 (default)"},
    {"chess", "repetition_identity", "fide", "chess.md §1: fide (default)"},
    {"chess", "dead_position_draw", "off", "chess.md §1: default off"},
    {"chess/losing", "fifty_move_plies", "100", "chess.md §1, inherited"},
    {"chess/losing", "repetition_identity", "fide", "chess.md §1, inherited"},
    {"chess/progressive-scottish", "progressive_midseries_stalemate", "draw", "chess.md §2.1"},
    {"chess/progressive-italian", "progressive_midseries_stalemate", "draw", "chess.md §2.1"},
    {"chess/progressive-italian", "italian_premature_check", "loses", "chess.md §2.3"},
    {"chess/progressive-portuguese", "progressive_midseries_stalemate", "draw", "chess.md §2.1"},
    {"chess/progressive-kiwi", "progressive_midseries_stalemate", "draw", "chess.md §2.1"},
    {"chess/progressive-australian", "progressive_midseries_stalemate", "draw", "chess.md §2.1"},
    {"chess/progressive-english", "progressive_midseries_stalemate", "draw", "chess.md §2.1"},
    {"chess/progressive-english", "english_round_rule", "all_pieces", "chess.md §2.4 (book)"},
    {"chess/progressive-english", "english_en_passant", "scottish", "chess.md §2.4 (default)"},
    {"chess/progressive-orthodox", "orthodox_progressive_draw", "ten_series", "chess.md §2.8"},
    {"chess/progressive-orthodox", "orthodox_progressive_first_player", "white", "chess.md §2.8"},
    {"chess/exchange", "exchange_double_step", "ranks_1_and_2", "chess.md §5 decision"},
    {"chess/exchange", "exchange_pawn_swap_double", "on", "chess.md §5 table X2: allowed"},
    {"chess/shatranj", "shatranj_stalemate", "win", "chess.md §6: default win"},
    {"chess/alfonso", "shatranj_stalemate", "win", "chess.md §6: default win"},
    {"chess/alice", "alice_en_passant", "book", "chess.md §3: book (default)"},
    {"chess/alice", "alice_pawn_double_strict", "off", "chess.md §3: default off"},
    {"chess/alice", "alice_boards", "2", "chess.md §3 multi-board: default 2"},
    {"chess/alice", "alice_transfer", "cyclic", "chess.md §3 multi-board: default cyclic"},
    {"draughts", "fmjd_draw_rules", "off", "draughts.md §1; §12: fmjd_draw_rules off (D2)"},
    {"draughts", "killer_rule", "off", "draughts.md §1.3 and §12: killer_rule off for §1 and its 8x8/12x12 versions"},
    {"draughts", "notation", "numeric", "issue 11 item 2: numbered squares for international draughts (PDN); draughts.md §1"},
    {"draughts/brazilian", "fmjd_draw_rules", "off", "draughts.md §1.1 (exactly §1); §12: fmjd_draw_rules off (D2)"},
    {"draughts/brazilian", "killer_rule", "off", "draughts.md §1.3 and §12: killer_rule off for §1 and its 8x8/12x12 versions"},
    {"draughts/brazilian", "notation", "numeric", "issue 11 item 2: numbered squares for international draughts (PDN); draughts.md §1.1 (exactly §1)"},
    {"draughts/canadian", "fmjd_draw_rules", "off", "draughts.md §1.2 (exactly §1); §12: fmjd_draw_rules off (D2)"},
    {"draughts/canadian", "killer_rule", "off", "draughts.md §1.3 and §12: killer_rule off for §1 and its 8x8/12x12 versions"},
    {"draughts/canadian", "notation", "numeric", "issue 11 item 2: numbered squares for international draughts (PDN); draughts.md §1.2 (exactly §1)"},
    {"draughts/russian", "fmjd_draw_rules", "off", "draughts.md §2: draw rules inherited from §1; §12: off"},
    {"draughts/russian", "notation", "algebraic", "draughts.md §0.2: the book's notation c3-d4, c3:e5:c7"},
    {"draughts/english", "english_first", "black", "draughts.md §3 G1 and §12: black (default)"},
    {"draughts/english", "notation", "numeric", "issue 11 item 2: the numbered squares of English draughts (32-28)"},
    {"draughts/portuguese", "portuguese_capture_law", "book_value", "draughts.md §4 P1 and §12: book_value (default)"},
    {"draughts/czech", "portuguese_capture_law", "book_value", "draughts.md §4 P1 and §12: book_value (default)"},
    {"draughts/portuguese", "board_orientation", "a1_light", "draughts.md §4 V1 and §12: a1_light for §4.x"},
    {"draughts/portuguese", "notation", "algebraic", "draughts.md §0.2: the book's notation (c3-d4)"},
    {"draughts/german", "board_orientation", "a1_light", "draughts.md §4 V1 and §12: a1_light for §4.x"},
    {"draughts/german", "notation", "algebraic", "draughts.md §0.2: the book's notation (c3-d4)"},
    {"draughts/czech", "board_orientation", "a1_light", "draughts.md §4 V1 and §12: a1_light for §4.x"},
    {"draughts/czech", "notation", "algebraic", "draughts.md §0.2: the book's notation (c3-d4)"},
    {"draughts/thai", "board_orientation", "a1_light", "draughts.md §4 V1 and §12: a1_light for §4.x"},
    {"draughts/thai", "notation", "algebraic", "draughts.md §0.2: the book's notation (c3-d4)"},
    {"draughts/czech", "czech_max_capture", "on", "draughts.md §4.2 V2 and §12: on (default)"},
    {"draughts/turkish", "turkish_removal", "end", "draughts.md §5 T1 and §12: end (book)"},
    {"draughts/turkish", "notation", "algebraic", "draughts.md §0.2: the book's notation (c3-d4)"},
    {"draughts/armenian", "turkish_removal", "end", "draughts.md §5 T1 and §12: end (book)"},
    {"draughts/armenian", "notation", "algebraic", "draughts.md §0.2: the book's notation (c3-d4)"},
    {"draughts/croda", "notation", "algebraic", "draughts.md §0.2 and §6: the book's notation (e6:e8:g8:g6)"},
    {"draughts/alquerque", "alquerque_compulsory", "on", "draughts.md §9.1, §11 and §12: alquerque_compulsory on (default)"},
    {"draughts/alquerque", "alquerque_mirror", "off", "draughts.md §9.1, §11 and §12: alquerque_mirror off (default)"},
    {"draughts/dablot", "alquerque_compulsory", "on", "draughts.md §9.2: capture compulsory as in alquerque_compulsory (on, §12)"},
    {"draughts/dablot", "dablot_rules", "alquerque", "draughts.md §9.2, §11 and §12: dablot_rules alquerque (default)"},
    {"draughts/fanorona", "fanorona_first_turn", "free", "draughts.md §9.3: the published rules it completes the book with leave out the first-turn restriction (not in §12)"},
    {"elections/sierpinski", "size", "3", "elections.md §2.1: the board is T3"},
    {"elections/sierpinski", "match", "1", "elections.md §1: match play is an option"},
    {"elections/sierpinski-alliances", "size", "3", "elections.md §3.1: board as in §2 (T3)"},
    {"elections/sierpinski-alliances", "move_dropped", "off", "elections.md §3.1 decision: not allowed"},
    {"elections/sierpinski-alliances", "match", "1", "elections.md §1: match play is an option"},
    {"elections/sierpinski-sizes", "size", "3", "elections.md §4.1: as §3 (T3)"},
    {"elections/sierpinski-sizes", "move_dropped", "off", "elections.md §3.1 decision, §4.1 as §3"},
    {"elections/sierpinski-sizes", "match", "1", "elections.md §1: match play is an option"},
    {"elections/hex-small", "match", "1", "elections.md §1: match play is an option"},
    {"elections/hex-large", "match", "1", "elections.md §1: match play is an option"},
    {"elections/cube", "size", "3", "elections.md §6.1: default n = 3"},
    {"elections/cube", "lines", "cyclic", "elections.md §6.2 decision: the cyclic assignment"},
    {"elections/cube", "plane_rule", "lines", "elections.md §6.2: plane_rule=cells is an option"},
    {"elections/cube", "match", "1", "elections.md §1: match play is an option"},
    {"hasami-shogi", "movement", "step", "boxgames.md §3.2 decision: the source's moves"},
    {"hasami-shogi", "edge_capture", "edge", "boxgames.md §3.3 decision: the edge reading"},
    {"hasami-shogi", "line_capture", "false", "boxgames.md §3.3 decision: single pieces only"},
    {"hasami-shogi", "win", "all", "boxgames.md §3.4: default win=all"},
    {"hasami-shogi", "max_moves", "0", "boxgames.md §3.4: no move cap"},
    {"cordeiros-tigres", "lambs", "15", "boxgames.md §2.2: 3 tigers and 15 lambs"},
    {"cordeiros-tigres", "reserved_for_lambs", "never", "boxgames.md §2.3 decision: literal reading"},
    {"cordeiros-tigres", "max_moves", "0", "boxgames.md §2.4: options off by default"},
    {"cordeiros-tigres", "tiger_win_captures", "0", "boxgames.md §2.4: options off by default"},
    {"halma", "no_leave_target", "false", "boxgames.md §1.4: all off by default"},
    {"halma", "win_if_target_full", "false", "boxgames.md §1.4: all off by default"},
    {"halma", "max_moves", "1000", "boxgames.md §1.4 has no cap; tabula ends every game (test_all_games), so a draw after 1000 turns, beyond any real game"},
    {"halma/teams", "no_leave_target", "false", "boxgames.md §1.4: all off by default"},
    {"halma/teams", "win_if_target_full", "false", "boxgames.md §1.4: all off by default"},
    {"halma/teams", "max_moves", "1000", "boxgames.md §1.4 has no cap; tabula ends every game (test_all_games), so a draw after 1000 turns, beyond any real game"},
    {"halma/teams", "order", "clockwise", "boxgames.md §1.3 decision: clockwise a1, a16, p16, p1"},
    {"halma/teams", "players", "4", "boxgames.md §1.3: four players; two is the option"},
    {"halma/solitaire", "target", "reflected", "boxgames.md §1.5 decision: the reflected camp"},
    {"halma/solitaire", "move_limit", "19", "boxgames.md §1.5: move_limit=19 (default)"},
    /* Combinatorial games: normal play unless the game is misère by nature (combinatorial.md
     * §1 "Normal play (default)"); the start is the example the spec gives for the game. */
    {"sub", "start", "sub{1,2,3}: 17", "combinatorial.md TV-SUB-2 [Book]"},
    {"addup", "start", "addup{1,2,3}: 13 0", "combinatorial.md §4.2 text: the initial position for target 13"},
    {"nim", "start", "nim: 3 5 7 9", "combinatorial.md §4.3 text; TV-NIM-2 [Book]"},
    {"nim/classic", "start", "nim: 1 3 5 7", "combinatorial.md A20: default start 1 3 5 7"},
    {"nimble", "start", "nimble: 1 2 1 3 0 3 0 2 0 1 2", "the game's example in combinatorial.md"},
    {"avarento", "start", "avarento: 0 1 0 0 1", "the game's example in combinatorial.md"},
    {"greedy", "start", "greedy: 5 4 7 8 9", "the game's example in combinatorial.md"},
    {"quim", "start", "quim: 4 5", "the game's example in combinatorial.md"},
    {"matrix", "start", "matrix: 2 0 23 / 5 7 9", "the game's example in combinatorial.md"},
    {"lim", "start", "lim: 5 3 7", "the game's example in combinatorial.md"},
    {"plainim", "start", "plainim: 10110000/00000001", "the game's example in combinatorial.md"},
    {"stairs", "start", "stairs: 7 2 1 4 5 1", "the game's example in combinatorial.md"},
    {"kayles", "start", "kayles: 10", "the game's example in combinatorial.md"},
    {"parity", "start", "parity: 5 7 | -", "the game's example in combinatorial.md"},
    {"queens", "start", "queens[board=8x8]: (7,7)", "the game's example in combinatorial.md §4.5"},
    {"queens2", "start", "queens2[board=8x8]: B(7,6) M(6,7) | -", "the game's example in combinatorial.md"},
    {"euclid", "start", "euclid: 20 8", "the game's example in combinatorial.md"},
    {"chomp", "start", "chomp: 4x6", "the game's example in combinatorial.md"},
    {"hackenbush", "start", "hackenbush: 0-1 0-1 0-2 0-2 1-2 2-3 1-4 4-5 5-6 6-4", "the game's example in combinatorial.md"},
    {"array", "start", "array: oooo/oooo/oooo", "the game's example in combinatorial.md"},
    {"triangle", "start", "triangle: o/oo/ooo/oooo/ooooo", "combinatorial.md: default side 5, 15 cells"},
    {"graph", "start", "graph: A>D B>A C>A C>B C>D @ C", "the game's example in combinatorial.md"},
    {"domineering", "start", "domineering: ..../..../..../....", "the game's example in combinatorial.md"},
    {"lions", "start", "lions: L.D./.L.D/LD../.LD./.L.D", "the game's example in combinatorial.md"},
    {"game", "start", "game: {-1,0|2,{{0|0}|0}}", "the game's example in combinatorial.md"},
};

static const expected_default *find_expected(const char *variant, const char *option)
{
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        if (strcmp(expected[i].variant, variant) == 0 && strcmp(expected[i].option, option) == 0)
            return &expected[i];
    return NULL;
}

/* The combinatorial games' `play` convention is normal unless the spec names the game misère. */
static const char *expected_play(const char *variant)
{
    (void)variant;
    return "normal"; /* combinatorial.md §1: "Normal play (default)" */
}

static void every_default_is_the_spec_s(void **unused)
{
    int checked = 0, missing = 0;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        tb_game *g = ts_game(v->id, NULL);
        for (const tb_option_def *d = v->option_defs; d && d->name; d++) {
            const char *want;
            const expected_default *e = find_expected(v->id, d->name);
            if (e)
                want = e->value;
            else if (strcmp(d->name, "play") == 0)
                want = expected_play(v->id);
            else {
                print_error("%s: option %s has no default in this test's table (add it from the "
                            "spec)\n", v->id, d->name);
                missing++;
                continue;
            }
            const char *got = tb_game_option(g, d->name);
            if (strcmp(got, want) != 0)
                fail_msg("%s: option %s defaults to '%s', the spec says '%s' (%s)", v->id, d->name,
                         got, want, e ? e->source : "combinatorial.md §1");
            checked++;
        }
        tb_game_free(g);
    }
    assert_int_equal(missing, 0);
    assert_true(checked >= (int)(sizeof expected / sizeof expected[0]));
}

/* Every row of the table names a registered variant and one of its options. */
static void the_table_names_real_options(void **unused)
{
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++) {
        const tb_variant *v = tb_registry_find(expected[i].variant);
        if (!v)
            fail_msg("no variant %s", expected[i].variant);
        bool found = false;
        for (const tb_option_def *d = v->option_defs; d && d->name; d++)
            found = found || strcmp(d->name, expected[i].option) == 0;
        if (!found)
            fail_msg("%s has no option %s", expected[i].variant, expected[i].option);
    }
}

/* The default start is the position a game begins from. */
static void the_start_option_is_the_initial_position(void **unused)
{
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++) {
        if (strcmp(expected[i].option, "start") != 0)
            continue;
        tb_game *g = ts_game(expected[i].variant, NULL);
        void *initial = ts_state(g, NULL), *written = ts_state(g, expected[i].value);
        if (memcmp(initial, written, g->state_size) != 0)
            fail_msg("%s: the initial position is not '%s'", expected[i].variant,
                     expected[i].value);
        free(initial);
        free(written);
        tb_game_free(g);
    }
}

/* Parameters a kind's text may leave out, and what the spec says they are. */
static const struct {
    const char *variant, *short_text, *full_text, *source;
} implicit[] = {
    {"addup", "addup: 13 0", "addup{1,2,3}: 13 0",
     "combinatorial.md §4.2 and A-decision: the allowed addends default to {1, 2, 3}"},
    {"addup", "addup: 10 4", "addup{1,2,3}: 10 4", "combinatorial.md §4.2"},
};

static void parameters_left_out_take_the_spec_s_defaults(void **unused)
{
    for (size_t i = 0; i < sizeof implicit / sizeof implicit[0]; i++) {
        tb_game *g = ts_game(implicit[i].variant, NULL);
        void *a = ts_state(g, implicit[i].short_text), *b = ts_state(g, implicit[i].full_text);
        if (memcmp(a, b, g->state_size) != 0)
            fail_msg("'%s' is not '%s' (%s)", implicit[i].short_text, implicit[i].full_text,
                     implicit[i].source);
        free(a);
        free(b);
        tb_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_default_is_the_spec_s),
        cmocka_unit_test(the_table_names_real_options),
        cmocka_unit_test(the_start_option_is_the_initial_position),
        cmocka_unit_test(parameters_left_out_take_the_spec_s_defaults),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
