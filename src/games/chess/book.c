/* The opening book of the chess engine (engine.h): positions reached by short lines from the
 * start, and the move to play there without searching. Only losing chess has one.
 *
 * A line is its moves from the start in coordinates ("e2e3 b7b5"); the position it reaches
 * is found by its key (placement and side to move), so a line reached by another order of
 * moves is found too. Where each move comes from is said beside it. */
#include <stdlib.h>
#include <string.h>

#include "games/chess/engine.h"

typedef struct book_entry {
    chess_kind kind;
    const char *line; /* the moves from the start, in coordinates */
    const char *move; /* the move to play there */
} book_entry;

static const book_entry BOOK[] = {
    /* Mark Watkins proved (2016) that 1. e3 wins for White; from the start the search alone
     * picks 1. Nh3, which loses more games (docs/BENCHMARKS.md). */
    {CHESS_LOSING, "", "e2e3"},
};

/* The square of "e2", or -1. */
static int square_of(const char *t)
{
    if (t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
        return -1;
    return (t[1] - '1') * 8 + (t[0] - 'a');
}

static const char PROMOTIONS[] = "-nbrqk"; /* the letters of the promotions, by piece type */

/* The legal move of `s` written `t` ("e2e3", "a7a8q"), or 0. */
static cb_move find_move(const chess_snapshot *s, const char *t)
{
    int from = square_of(t), to = square_of(t + 2);
    const char *promo = t[4] ? strchr(PROMOTIONS, t[4]) : NULL;
    if (from < 0 || to < 0)
        return 0;
    cb_move legal[CB_MAX_MOVES];
    int n = chess_search_legal_moves(s, legal);
    for (int i = 0; i < n; i++)
        if (cb_from(legal[i]) == from && cb_to(legal[i]) == to &&
            (promo ? cb_promo(legal[i]) == (int)(promo - PROMOTIONS) : cb_promo(legal[i]) == 0))
            return legal[i];
    return 0;
}

/* Plays `line` from the start under the rules of `kind` into *s; false if a move of it is
 * not legal there (a book line mistyped: a test plays every line). */
static bool play_line(chess_kind kind, const char *line, chess_snapshot *s)
{
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->fifty_plies = 100;
    chess_board_start(&s->board);
    for (const char *p = line; *p;) {
        char word[8] = "";
        size_t len = strcspn(p, " ");
        if (len >= sizeof word)
            return false;
        memcpy(word, p, len);
        cb_move m = find_move(s, word);
        if (!m)
            return false;
        chess_make_move(&s->board, m);
        p += len;
        p += *p == ' ';
    }
    return true;
}

cb_move chess_book_move(const chess_snapshot *s)
{
    for (size_t i = 0; i < sizeof BOOK / sizeof BOOK[0]; i++) {
        chess_snapshot at;
        if (BOOK[i].kind != s->kind || !play_line(BOOK[i].kind, BOOK[i].line, &at) ||
            at.board.key != s->board.key ||
            memcmp(at.board.colour, s->board.colour, sizeof at.board.colour) != 0 ||
            memcmp(at.board.piece, s->board.piece, sizeof at.board.piece) != 0)
            continue;
        return find_move(s, BOOK[i].move);
    }
    return 0;
}

int chess_book_size(void)
{
    return (int)(sizeof BOOK / sizeof BOOK[0]);
}

bool chess_book_entry(int i, const char **line, cb_move *move)
{
    chess_snapshot at;
    if (i < 0 || i >= chess_book_size() || !play_line(BOOK[i].kind, BOOK[i].line, &at))
        return false;
    *line = BOOK[i].line;
    *move = find_move(&at, BOOK[i].move);
    return *move != 0;
}
