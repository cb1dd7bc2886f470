/* What a person may play instead of a refused move: the legal moves from the square the
 * typed text starts from ("legal moves from d2: d3 d4"; in a game that places, at it: "legal
 * moves at e5: e5:B e5:W"), or all of them when it names no square or none of the moves
 * starts there. Generic: the squares come from the game's view
 * and the moves' cells from tb_game_action_cells. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tabula/family.h"
#include "tabula/game.h"
#include "tabula/view.h"

#define HINT_MAX_LISTED 24

/* The first cell label the text names (the longest at its place; "a1" is not in "a10"). */
static const char *first_label(const tb_view *v, const char *text)
{
    for (const char *p = text; *p; p++) {
        const char *best = NULL;
        size_t best_len = 0;
        for (int c = 0; c < v->num_cells; c++) {
            const char *l = v->cells[c].label;
            size_t n = strlen(l);
            if (n > best_len && strncmp(p, l, n) == 0 &&
                !(isdigit((unsigned char)l[n - 1]) && isdigit((unsigned char)p[n]))) {
                best = l;
                best_len = n;
            }
        }
        if (best && (p == text || !isalnum((unsigned char)p[-1]) || isupper((unsigned char)p[-1])))
            return best;
    }
    return NULL;
}

int tb_action_text_shown(const tb_game *g, const void *state, tb_action a, bool portuguese,
                         char *buf, size_t len)
{
    char text[256];
    g->cls->action_to_text(g, state, a, text, sizeof text);
    tb_turn_text_shown(text, portuguese, buf, len);
    tb_action back;
    tb_error err = {{0}};
    if (strcmp(buf, text) != 0 &&
        !(g->cls->action_from_text(g, state, buf, &back, &err) && back == a))
        return snprintf(buf, len, "%s", text); /* Go reads "pass", not "passar" */
    return (int)strlen(buf);
}

int tb_game_move_hint(const tb_game *g, const void *state, const char *text, bool portuguese,
                      char *buf, size_t len)
{
    if (len)
        buf[0] = '\0';
    tb_action *moves = malloc(sizeof *moves * (size_t)(g->max_actions > 0 ? g->max_actions : 1));
    if (!moves)
        return 0;
    int n = g->cls->legal(g, state, moves);
    tb_view v;
    tb_view_init(&v);
    g->cls->view(g, state, &v);
    const char *from = n > 0 && text ? first_label(&v, text) : NULL;
    /* the moves from that square, if any; else every move */
    bool *shown = calloc((size_t)(n > 0 ? n : 1), sizeof *shown);
    int count = 0;
    /* a game whose moves each name one cell (Go, Produto, Semáforo) places there: the square
     * is where a move is made ("at e5"), not where one starts */
    bool placement = true;
    for (int pass = from ? 0 : 1; pass < 2 && count == 0 && shown; pass++)
        for (int i = 0; i < n; i++) {
            char cells[4][16];
            int k = pass ? 1 : tb_game_action_cells(g, state, &v, moves[i], cells, 4);
            placement = placement && (pass || k <= 1);
            shown[i] = pass || (k > 0 && strcmp(cells[0], from) == 0);
            count += shown[i];
        }
    bool from_square = from && count > 0 && count < n;
    size_t out = 0;
#define ADD(...)                                                                                   \
    do {                                                                                           \
        int w_ = snprintf(buf + out, out < len ? len - out : 0, __VA_ARGS__);                      \
        out += w_ > 0 ? (size_t)w_ : 0;                                                            \
        if (out >= len)                                                                            \
            out = len ? len - 1 : 0;                                                               \
    } while (0)
    if (n == 0)
        ADD("%s", portuguese ? "não há lances legais" : "there is no legal move");
    else if (from_square && placement)
        ADD(portuguese ? "lances legais em %s:" : "legal moves at %s:", from);
    else if (from_square)
        ADD(portuguese ? "lances legais a partir de %s:" : "legal moves from %s:", from);
    else if (from && placement)
        ADD(portuguese ? "nenhum lance legal em %s; lances legais:"
                       : "no legal move at %s; legal moves:",
            from);
    else if (from)
        ADD(portuguese ? "nenhum lance legal a partir de %s; lances legais:"
                       : "no legal move from %s; legal moves:",
            from);
    else
        ADD("%s", portuguese ? "lances legais:" : "legal moves:");
    int listed = 0;
    for (int i = 0; i < n && shown; i++) {
        if (!shown[i])
            continue;
        if (listed == HINT_MAX_LISTED) {
            ADD(portuguese ? " … (%d no total)" : " … (%d in all)", count);
            break;
        }
        char move[256];
        tb_action_text_shown(g, state, moves[i], portuguese, move, sizeof move);
        ADD(" %s", move);
        listed++;
    }
#undef ADD
    free(shown);
    tb_view_free(&v);
    free(moves);
    return (int)out;
}
