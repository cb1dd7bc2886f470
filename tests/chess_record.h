/* Helpers for the chess suites: play game records in the book's layouts (rules/chess.md
 * §0.2) and compare positions. Include after support.h. */
#ifndef TABULA_TESTS_CHESS_RECORD_H
#define TABULA_TESTS_CHESS_RECORD_H

#include <ctype.h>
#include <stdio.h>

/* A new game of registry entry i when it is a chess variant (default options), else NULL. */
static inline tb_game *cr_chess_game(int i)
{
    const tb_variant *v = tb_registry_at(i);
    if (strcmp(v->family, "chess") != 0)
        return NULL;
    tb_error err;
    tb_game *g = tb_game_new(v, NULL, &err);
    assert_non_null(g);
    return g;
}

/* True for the record's move numbers: "1.", "12.", "1...", "...". */
static inline int cr_is_number(const char *tok)
{
    const char *p = tok;
    while (isdigit((unsigned char)*p))
        p++;
    return *p == '.' && (p > tok || p[1] == '.');
}

/* Plays one move written in the record; fails the test if it is refused. */
static inline void cr_move(const tb_game *g, void *s, const char *text)
{
    tb_action a;
    tb_error err = {{0}};
    if (!tb_game_parse_action(g, s, text, &a, &err))
        fail_msg("move '%s' refused: %s", text, err.msg);
    g->cls->apply(g, s, a);
}

/* Plays a one-move-a-turn record such as "1. e4, Nc6; 2. Bc4, d6;" or "1. e3 b5 2. B:b5". */
static inline void cr_play(const tb_game *g, void *s, const char *record)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", record);
    char *save = NULL;
    for (char *tok = strtok_r(buf, " \n,;", &save); tok; tok = strtok_r(NULL, " \n,;", &save))
        if (!cr_is_number(tok))
            cr_move(g, s, tok);
}

/* Plays a progressive record, one series a line ("3. d:c5 Q:d5 Q:d8+"). Every move of a line
 * must be made by the player of that series (odd series White), and the series must be over
 * after the line: a line shorter than the series is ended with the 'end' action. Text after
 * "(" on a line is a comment. */
static inline void cr_play_series(const tb_game *g, void *s, const char *lines)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", lines);
    char *save_line = NULL;
    for (char *line = strtok_r(buf, "\n", &save_line); line;
         line = strtok_r(NULL, "\n", &save_line)) {
        char *comment = strchr(line, '(');
        if (comment)
            *comment = '\0';
        int player = g->cls->to_move(g, s), moves = 0;
        char *save = NULL;
        for (char *tok = strtok_r(line, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
            if (cr_is_number(tok))
                continue;
            if (moves > 0 && (g->cls->to_move(g, s) != player || !tb_game_mid_turn(g, s)))
                fail_msg("the series ended before '%s'", tok);
            cr_move(g, s, tok);
            moves++;
        }
        if (moves == 0)
            continue;
        if (!tb_game_over(g, s) && g->cls->to_move(g, s) == player && tb_game_mid_turn(g, s))
            cr_move(g, s, "end");
        assert_true(tb_game_over(g, s) || g->cls->to_move(g, s) != player);
    }
}

/* Asserts that the first `fields` space-separated fields of the position text match. */
static inline void cr_assert_fen(const tb_game *g, const void *s, const char *expected, int fields)
{
    char have[4096], want[512];
    g->cls->position_to_text(g, s, have, sizeof have);
    snprintf(want, sizeof want, "%s", expected);
    char *p = have, *q = want;
    for (int f = 0; f < fields; f++) {
        p = strchr(p, ' ');
        q = strchr(q, ' ');
        if (!p || !q)
            break;
        if (f + 1 < fields) {
            p++;
            q++;
        }
    }
    if (p)
        *p = '\0';
    if (q)
        *q = '\0';
    assert_string_equal(have, want);
}

/* The outcome; fails unless the game is over with `winner` (-1 for a draw). */
static inline void cr_assert_result(const tb_game *g, const void *s, int winner)
{
    tb_outcome o;
    g->cls->outcome(g, s, &o);
    if (!o.over)
        fail_msg("the game is not over");
    if (winner < 0) {
        assert_int_equal(o.result[0], TB_DRAW);
        assert_int_equal(o.result[1], TB_DRAW);
    } else {
        assert_int_equal(o.result[winner], TB_WIN);
        assert_int_equal(o.result[!winner], TB_LOSS);
    }
}

#endif
