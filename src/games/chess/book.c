/* The opening book of the chess engine (engine.h): positions reached by short lines from the
 * start, and the move to play there without searching. Only losing chess has one.
 *
 * A line is its moves from the start in coordinates ("e2e3 b7b5"); the position it reaches
 * is found by its key (placement and side to move), so a line reached by another order of
 * moves is found too. Where each move comes from is said beside it. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "games/chess/engine.h"

typedef struct book_entry {
    chess_kind kind;
    const char *line; /* the moves from the start, in coordinates */
    const char *move; /* the move to play there */
} book_entry;

/* Losing chess. 1. e3 is Mark Watkins' proved win (2016); the other moves were chosen by
 * bench/losing_book.sh: from the position, each candidate's score in games against
 * Fairy-Stockfish antichess at 100 ms a move, the search's own move among them
 * (docs/BENCHMARKS.md, "Losing chess: an opening book"). Each loses with best play (1. e3
 * wins), so they are the moves that lost least in practice, not theory. */
static const book_entry BOOK[] = {
    /* the search alone picks 1. Nh3: 42-8-50 against 60-7-33 with 1. e3 */
    {CHESS_LOSING, "", "e2e3"},
    /* 1... b6: 34-1-5 in 40 games, the search's 1... b5 8-1-7 in 16; 1... g5 scored as well
     * (36-1-3), but 1... b6 held out longest against Watkins' proof (its proof tree is larger
     * than those of all other replies together), so it should hold best against stronger
     * players too */
    {CHESS_LOSING, "e2e3", "b7b6"},
    /* 1. e3 b6 2. Qh5 (Fairy-Stockfish's choice at 300 ms) g5: 19-0-1 in 20; the search's
     * 2... b5 5-1-2 in 8 */
    {CHESS_LOSING, "e2e3 b7b6 d1h5", "g7g5"},
    /* 1. e3 b5 2. B:b5 e6 3. B:d7 B:d7 4. Qh5: 17-3-0 in 20; the search's 4. b4 0-0-8 */
    {CHESS_LOSING, "e2e3 b7b5 f1b5 e7e6 b5d7 c8d7", "d1h5"},
    /* ... 3... N:d7 4. Ne2: 19-0-1 in 20; the search's 4. b4 3-0-5 */
    {CHESS_LOSING, "e2e3 b7b5 f1b5 e7e6 b5d7 b8d7", "g1e2"},
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
    int from = square_of(t), to = from < 0 ? -1 : square_of(t + 2);
    if (to < 0)
        return 0;
    const char *promo = t[4] ? strchr(PROMOTIONS, t[4]) : NULL;
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

enum { BOOK_SIZE = sizeof BOOK / sizeof BOOK[0] };

/* The position each line reaches, replayed once (the book is asked at every move). */
static cb_board book_positions[BOOK_SIZE];
static bool book_reached[BOOK_SIZE]; /* false: the line is not legal (test_book says so) */
static pthread_once_t book_once = PTHREAD_ONCE_INIT;

static void replay_lines(void)
{
    for (size_t i = 0; i < BOOK_SIZE; i++) {
        chess_snapshot at;
        book_reached[i] = play_line(BOOK[i].kind, BOOK[i].line, &at);
        book_positions[i] = at.board;
    }
}

cb_move chess_book_move(const chess_snapshot *s)
{
    pthread_once(&book_once, replay_lines);
    for (size_t i = 0; i < BOOK_SIZE; i++) {
        const cb_board *at = &book_positions[i];
        if (BOOK[i].kind != s->kind || !book_reached[i] || at->key != s->board.key ||
            memcmp(at->colour, s->board.colour, sizeof at->colour) != 0 ||
            memcmp(at->piece, s->board.piece, sizeof at->piece) != 0)
            continue;
        return find_move(s, BOOK[i].move);
    }
    return 0;
}

int chess_book_size(void)
{
    return BOOK_SIZE;
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
