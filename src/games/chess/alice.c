/* Alice chess (rules/chess.md §3): chess on two boards (A with the army, B empty at the
 * start); every moved piece goes through to the same square of the other board. With the
 * options of §3's multi-board variants, 3 or 4 boards, the destination board being the next
 * one (cyclic) or the mover's choice.
 *
 * Each board is a cb_board holding only its own pieces, so board.c's move generation and
 * attacks work on one board as §3 rule 3 wants ("the other board does not exist for it").
 * The side to move and the castling rights are kept alike on every board; en passant lives on
 * the board where the double-stepped pawn arrived.
 *
 * Actions: a board.c move (15 bits) | origin board << 15 | destination board << 17. The
 * text is the book's notation without the boards (the book writes Q:e5 for a queen on B);
 * with the choice transfer, a move names its destination board after a slash: Nf3/C. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/options.h"
#include "games/chess/board.h"
#include "games/chess/engine.h"
#include "games/chess/fen.h"
#include "games/chess/notation.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { MAX_BOARDS = 4, HIST = 100 };

typedef struct alice_rules {
    int boards;         /* alice_boards: 2 to 4 */
    bool choice;        /* alice_transfer=choice: the mover names the destination board */
    bool no_ep;         /* alice_en_passant=none */
    bool double_strict; /* A2 alice_pawn_double_strict=on */
} alice_rules;

typedef struct alice_state {
    cb_board b[MAX_BOARDS]; /* unused boards stay empty */
    uint16_t halfmove, fullmove;
    uint8_t side, castling;
    uint8_t pad[2];
    uint64_t hist[HIST]; /* hist[i]: key of the position whose half-move clock was i */
} alice_state;

static const alice_rules *rules_of(const tb_game *g)
{
    return g->config;
}

static tb_action encode(cb_move m, int from_board, int to_board)
{
    return m | (tb_action)from_board << 15 | (tb_action)to_board << 17;
}

static int origin_board(tb_action a)
{
    return (int)(a >> 15 & 3);
}

static int dest_board(tb_action a)
{
    return (int)(a >> 17 & 3);
}

/* Sets the side to move on a board, keeping its key right. */
static void set_side(cb_board *b, int side)
{
    if (b->side != side) {
        b->side = (uint8_t)side;
        b->key ^= chess_zobrist_side();
    }
}

/* Puts the shared facts (side, castling) on every board and clears board.c's clocks. */
static void sync_boards(const alice_rules *r, alice_state *s)
{
    for (int i = 0; i < r->boards; i++) {
        set_side(&s->b[i], s->side);
        s->b[i].castling = s->castling;
        s->b[i].halfmove = 0;
        s->b[i].fullmove = 0;
    }
}

static uint64_t occupied(const cb_board *b)
{
    return b->colour[0] | b->colour[1];
}

/* Plays pseudo-legal move m of board `from` with transfer to board `to`, writing the boards
 * into out[] (every board, changed or not). False if §3 forbids it: the square (the rook's
 * too, for castling) taken on the destination board (rule 2, A2); the mover's king attacked
 * on its board before the transfer or on any board after it (rule 3, A1). */
static bool play_transfer(const alice_rules *r, const alice_state *s, int from, int to, cb_move m,
                          cb_board *out)
{
    const cb_board *o = &s->b[from];
    int side = s->side, sq_from = cb_from(m), sq_to = cb_to(m);
    int type = chess_piece_at(o, sq_from);
    uint64_t dest_occ = occupied(&s->b[to]);
    bool castle = chess_is_castle(o, m);
    int rook_to = (sq_from + sq_to) / 2;
    if (dest_occ & CB_BIT(sq_to))
        return false;
    if (castle && (dest_occ & CB_BIT(rook_to)))
        return false;
    if (type == CB_PAWN && r->double_strict && (sq_to - sq_from == 16 || sq_from - sq_to == 16) &&
        (dest_occ & CB_BIT(rook_to)))
        return false; /* the crossed square, (from + to) / 2 as for the rook */
    memcpy(out, s->b, sizeof s->b);
    cb_board *c = &out[from], *d = &out[to];
    chess_make_move(c, m);
    if (chess_in_check(c, side)) /* before the transfer, on the origin board */
        return false;
    int piece = cb_promo(m) ? cb_promo(m) : type;
    chess_board_remove(c, side, piece, sq_to);
    chess_board_put(d, side, piece, sq_to);
    if (castle) {
        chess_board_remove(c, side, CB_ROOK, rook_to);
        chess_board_put(d, side, CB_ROOK, rook_to);
    }
    for (int i = 0; i < r->boards; i++)
        if (chess_in_check(&out[i], side))
            return false;
    return true;
}

/* The legal moves of the side to move; with `only_board` >= 0, only those starting on it. */
static int alice_moves(const alice_rules *r, const alice_state *s, int only_board, tb_action *out)
{
    int n = 0;
    cb_board after[MAX_BOARDS];
    for (int i = 0; i < r->boards; i++) {
        if ((only_board >= 0 && i != only_board) || !s->b[i].colour[s->side])
            continue;
        cb_move moves[CB_MAX_MOVES];
        int count = chess_board_pseudo_moves(&s->b[i], true, false, moves);
        for (int k = 0; k < count; k++)
            for (int j = 0; j < r->boards; j++) {
                if (j == i || (!r->choice && j != (i + 1) % r->boards))
                    continue;
                if (play_transfer(r, s, i, j, moves[k], after))
                    out[n++] = encode(moves[k], i, j);
            }
    }
    return n;
}

/* Keeps the en-passant pawn of board `bd` only if the side to move can take it (rule 7: the
 * crossed square empty there, the capture legal with its transfer). */
static void settle_en_passant(const alice_rules *r, alice_state *s, int bd)
{
    cb_board *b = &s->b[bd];
    if (!b->ep)
        return;
    int crossed = __builtin_ctzll(b->ep) + (s->side == CB_WHITE ? 8 : -8);
    if (occupied(b) & CB_BIT(crossed)) {
        b->ep = 0;
        return;
    }
    tb_action moves[CB_MAX_MOVES * (MAX_BOARDS - 1)];
    int n = alice_moves(r, s, bd, moves);
    for (int i = 0; i < n; i++)
        if (chess_is_en_passant(b, moves[i] & 0x7FFF))
            return;
    b->ep = 0;
}

/* Key of the position for repetition: each board's pieces, en passant, castling, side. */
static uint64_t identity_key(const alice_rules *r, const alice_state *s)
{
    uint64_t k = 0;
    for (int i = 0; i < r->boards; i++) {
        uint64_t bk = chess_full_key(&s->b[i]);
        k ^= i ? (bk << (13 * i)) | (bk >> (64 - 13 * i)) : bk;
    }
    return k;
}

static const char *draw_rule(const alice_rules *r, const alice_state *s)
{
    if (s->halfmove >= 100)
        return "draw: fifty-move rule";
    if (chess_threefold(s->hist, s->halfmove, HIST, identity_key(r, s)))
        return "draw: threefold repetition";
    return NULL;
}

/* ---- the hooks ---- */

#define NOTATION_PT_ALICE                                                                          \
    "Notação do livro, sem o tabuleiro (Q:e5 joga-se em B e chega a A): Nf3, N:f3, Re:d4,\n"     \
    "e4, d2:e3, e8Q, 0-0, 0-0-0, + xeque, # mate; aceita-se também SAN (Nxf3, O-O, e8=Q).\n"
#define NOTATION_EN_ALICE                                                                          \
    "The book's notation, without the board (Q:e5 is played on B and lands on A): Nf3, N:f3,\n"    \
    "Re:d4, e4, d2:e3, e8Q, 0-0, 0-0-0, + check, # mate; SAN (Nxf3, O-O, e8=Q) is read too.\n"

static const tb_option_def alice_options[] = {
    {"alice_en_passant", "book", "book (the book's en passant across the boards) | none"},
    {"alice_pawn_double_strict", "off",
     "off | on: a double step also needs the crossed square empty on the other board"},
    {"alice_boards", "2", "2 | 3 | 4: the number of boards (the book's multi-board variants)"},
    {"alice_transfer", "cyclic",
     "cyclic (A to B to C ... to A) | choice (the mover names the destination board)"},
    {NULL, NULL, NULL}};

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    alice_rules *r = calloc(1, sizeof *r);
    if (!r) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int v = 0;
    bool ok = tb_option_choice(opts, "alice_en_passant", "book|none", &v, err);
    r->no_ep = v == 1;
    ok = ok && tb_option_choice(opts, "alice_pawn_double_strict", "off|on", &v, err);
    r->double_strict = v == 1;
    ok = ok && tb_option_choice(opts, "alice_boards", "2|3|4", &v, err);
    r->boards = v + 2;
    ok = ok && tb_option_choice(opts, "alice_transfer", "cyclic|choice", &v, err);
    r->choice = v == 1;
    if (!ok) {
        free(r);
        return false;
    }
    g->config = r;
    g->state_size = sizeof(alice_state);
    g->num_players = 2;
    /* at most 16 men a side on a board, so CB_MAX_MOVES moves from a board, times the
     * destination boards */
    g->max_actions = CB_MAX_MOVES * r->boards * (r->choice ? r->boards - 1 : 1);
    return true;
}

static void initial(const tb_game *g, void *state)
{
    const alice_rules *r = rules_of(g);
    alice_state *s = state;
    memset(s, 0, sizeof *s);
    chess_board_start(&s->b[0]);
    for (int i = 1; i < r->boards; i++)
        chess_board_clear(&s->b[i]);
    s->castling = s->b[0].castling;
    s->fullmove = 1;
    sync_boards(r, s);
}

static int to_move(const tb_game *g, const void *state)
{
    (void)g;
    return ((const alice_state *)state)->side;
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const alice_rules *r = rules_of(g);
    const alice_state *s = state;
    if (draw_rule(r, s))
        return 0;
    return alice_moves(r, s, -1, out);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    const alice_rules *r = rules_of(g);
    alice_state *s = state;
    int from = origin_board(a), to = dest_board(a), side = s->side;
    cb_move m = a & 0x7FFF;
    const cb_board *o = &s->b[from];
    bool pawn = chess_piece_at(o, cb_from(m)) == CB_PAWN;
    bool reset = pawn || chess_is_capture(o, m);
    if (reset)
        memset(s->hist, 0, sizeof s->hist);
    else if (s->halfmove < HIST)
        s->hist[s->halfmove] = identity_key(r, s);
    cb_board after[MAX_BOARDS];
    if (!play_transfer(r, s, from, to, m, after))
        return; /* never: apply gets legal actions */
    uint8_t castling = s->castling & after[from].castling;
    memcpy(s->b, after, sizeof after);
    for (int i = 0; i < r->boards; i++)
        s->b[i].ep = 0;
    s->halfmove = reset ? 0 : (uint16_t)(s->halfmove + 1);
    if (side == CB_BLACK)
        s->fullmove++;
    s->side = (uint8_t)!side;
    s->castling = castling;
    sync_boards(r, s);
    int sq_from = cb_from(m), sq_to = cb_to(m);
    if (pawn && !r->no_ep && (sq_to - sq_from == 16 || sq_from - sq_to == 16)) {
        cb_board *d = &s->b[to]; /* rule 7: the pawn arrived beside an enemy pawn there? */
        uint64_t at = CB_BIT(sq_to);
        uint64_t beside =
            ((at << 1) & ~0x0101010101010101ULL) | ((at >> 1) & ~0x8080808080808080ULL);
        if (beside & d->colour[s->side] & d->piece[CB_PAWN]) {
            d->ep = at;
            settle_en_passant(r, s, to);
        }
    }
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const alice_rules *r = rules_of(g);
    const alice_state *s = state;
    memset(o, 0, sizeof *o);
    tb_action moves[CB_MAX_MOVES * MAX_BOARDS * (MAX_BOARDS - 1)];
    const char *reason = NULL;
    int winner = -1;
    if (alice_moves(r, s, -1, moves) == 0) {
        bool check = false;
        for (int i = 0; i < r->boards; i++)
            check |= chess_in_check(&s->b[i], s->side);
        if (check) {
            winner = !s->side;
            reason = winner == CB_WHITE ? "White wins by checkmate" : "Black wins by checkmate";
        } else {
            reason = "draw: stalemate";
        }
    } else {
        reason = draw_rule(r, s);
    }
    if (reason)
        chess_set_result(o, winner, reason);
}

/* ---- text ---- */

/* The board suffix a move's text needs: with 2 boards none (a square is never taken on both,
 * so the origin square names the piece); with more, "/Y" (destination board) when the choice
 * transfer asks for it or another legal move leaves the same square of another board, and
 * "/XY" (origin and destination) when even "/Y" is shared. */
static int board_suffix(const alice_rules *r, const tb_action *moves, int n, tb_action a, char *out)
{
    bool other_board = false, same_dest = false;
    for (int i = 0; i < n; i++) {
        if (moves[i] == a || (moves[i] & 0x7FFF) != (a & 0x7FFF))
            continue;
        other_board = true;
        same_dest |= dest_board(moves[i]) == dest_board(a);
    }
    if (same_dest)
        return sprintf(out, "/%c%c", 'A' + origin_board(a), 'A' + dest_board(a));
    if (r->choice || other_board)
        return sprintf(out, "/%c", 'A' + dest_board(a));
    return 0;
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const alice_rules *r = rules_of(g);
    const alice_state *s = state;
    int from = origin_board(a), to = dest_board(a);
    cb_move m = a & 0x7FFF;
    if (from >= r->boards || chess_piece_at(&s->b[from], cb_from(m)) == CB_NONE)
        return snprintf(buf, len, "?");
    /* rivals: the legal moves to the same square from any board (with the choice transfer,
     * to the same board: the suffix tells the others apart) */
    tb_action moves[CB_MAX_MOVES * MAX_BOARDS * (MAX_BOARDS - 1)];
    cn_move rivals[64];
    int n = alice_moves(r, s, -1, moves), k = 0;
    cn_move desc = chess_notation_describe(&s->b[from], m);
    for (int i = 0; i < n && k < 64; i++)
        if (cb_to(moves[i]) == cb_to(m) && (!r->choice || dest_board(moves[i]) == to))
            rivals[k++] = chess_notation_describe(&s->b[origin_board(moves[i])], moves[i] & 0x7FFF);
    char text[40];
    size_t t = (size_t)chess_notation_format(&desc, rivals, k, text, sizeof text);
    t += (size_t)board_suffix(r, moves, n, a, text + t);
    alice_state *after = malloc(sizeof *after);
    if (after) {
        *after = *s;
        apply(g, after, a);
        bool check = false;
        for (int i = 0; i < r->boards; i++)
            check |= chess_in_check(&after->b[i], after->side);
        if (check) {
            tb_outcome o;
            outcome(g, after, &o);
            text[t++] = o.over && o.result[s->side] == TB_WIN ? '#' : '+';
            text[t] = '\0';
        }
        free(after);
    }
    return snprintf(buf, len, "%s", text);
}

/* Reads the book's notation, with an optional board suffix /Y or /XY (see board_suffix). */
static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const alice_rules *r = rules_of(g);
    const alice_state *s = state;
    char move[32];
    int want_from = -1, want_to = -1;
    const char *slash = strchr(text, '/');
    size_t len = slash ? (size_t)(slash - text) : strlen(text);
    if (len >= sizeof move) {
        tb_error_set(err, "bad move '%.40s'", text);
        return false;
    }
    memcpy(move, text, len);
    move[len] = '\0';
    if (slash) {
        const char *p = slash + 1;
        int letters = 0, board[2];
        while (letters < 2 && *p >= 'A' && *p < 'A' + r->boards)
            board[letters++] = *p++ - 'A';
        if (!letters || (*p && !strchr("+#!?", *p))) {
            tb_error_set(err,
                         "bad move '%.40s': after '/' comes the destination board (A-%c), "
                         "or origin and destination",
                         text, 'A' + r->boards - 1);
            return false;
        }
        want_to = board[letters - 1];
        want_from = letters == 2 ? board[0] : -1;
    }
    cn_pattern pat;
    if (!chess_notation_parse(move, &pat, err))
        return false;
    tb_action moves[CB_MAX_MOVES * MAX_BOARDS * (MAX_BOARDS - 1)];
    int n = alice_moves(r, s, -1, moves), found = 0, near = 0;
    for (int i = 0; i < n; i++) {
        if ((want_to >= 0 && dest_board(moves[i]) != want_to) ||
            (want_from >= 0 && origin_board(moves[i]) != want_from))
            continue;
        cn_move m = chess_notation_describe(&s->b[origin_board(moves[i])], moves[i] & 0x7FFF);
        int match = chess_notation_match(&pat, &m);
        if (match == CN_MATCH) {
            *a = moves[i];
            found++;
        }
        near += match == CN_NEEDS_PROMOTION;
    }
    if (found == 1)
        return true;
    if (found > 1)
        tb_error_set(err, "ambiguous move '%s': add the boards, as in %s/B or %s/AB", text, move,
                     move);
    else if (near)
        tb_error_set(err, "illegal move '%s': a promotion needs the new piece, as in %sQ", text,
                     move);
    else
        tb_error_set(err, "illegal move '%s'", text);
    return false;
}

/* Boards separated by " | " (A first), then side, castling, en passant (board letter and
 * crossed square, as Be3), half-move clock, move number, and rep= as in chess. */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const alice_rules *r = rules_of(g);
    const alice_state *s = state;
    char text[3200];
    size_t n = 0;
    for (int i = 0; i < r->boards; i++) {
        char board[80];
        chess_placement_text(&s->b[i], board, sizeof board);
        n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", i ? " | " : "", board);
    }
    char castle[5], ep[4] = "-";
    chess_castling_text(s->castling, castle);
    for (int i = 0; i < r->boards; i++)
        if (s->b[i].ep) {
            int pawn = __builtin_ctzll(s->b[i].ep);
            ep[0] = (char)('A' + i);
            chess_notation_square_name(pawn + (s->side == CB_WHITE ? 8 : -8), ep + 1);
        }
    n += (size_t)snprintf(text + n, sizeof text - n, " %c %s %s %u %u", s->side ? 'b' : 'w', castle,
                          ep, s->halfmove, s->fullmove);
    chess_rep_text(s->hist, s->halfmove < HIST ? s->halfmove : HIST, text, n, sizeof text);
    return snprintf(buf, len, "%s", text);
}

static bool fail(tb_error *err, const char *msg)
{
    tb_error_set(err, "bad position: %s", msg);
    return false;
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const alice_rules *r = rules_of(g);
    alice_state *s = state;
    memset(s, 0, sizeof *s);
    const char *p = text;
    int men[2] = {0, 0}, kings[2] = {0, 0};
    uint64_t seen = 0;
    for (int i = 0; i < r->boards; i++) {
        char cells[64];
        if (i > 0) {
            while (*p == ' ')
                p++;
            if (*p++ != '|') {
                tb_error_set(err, "bad position: expected %d boards separated by '|'", r->boards);
                return false;
            }
            while (*p == ' ')
                p++;
        }
        int used = tb_grid_from_fen(p, 8, 8, "KQRBNPkqrbnp", cells, err);
        if (used < 0)
            return false;
        p += used;
        cb_board *b = &s->b[i];
        chess_board_clear(b);
        int count[2] = {0, 0}, pawns[2] = {0, 0};
        chess_put_cells(b, cells, count, pawns, kings);
        if (b->piece[CB_PAWN] & 0xFF000000000000FFULL)
            return fail(err, "a pawn on the first or last rank");
        if (r->boards == 2 && (seen & occupied(b)))
            return fail(err, "a square is taken on both boards");
        seen |= occupied(b);
        for (int c = 0; c < 2; c++) {
            if (count[c] > 16 || pawns[c] > 8)
                return fail(err, "more than 16 men or 8 pawns of one colour on a board");
            men[c] += count[c];
        }
    }
    for (int c = 0; c < 2; c++) {
        if (kings[c] != 1)
            return fail(err, c ? "Black must have exactly one king"
                               : "White must have exactly one king");
        if (men[c] > 16 * (r->boards - 1))
            return fail(err, "too many men for this number of boards");
    }
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", p);
    char *save = NULL, *fields[5] = {0};
    int nf;
    char *tok = chess_split_fields(buf, fields, &nf, &save);
    if (nf < 1 || (strcmp(fields[0], "w") != 0 && strcmp(fields[0], "b") != 0))
        return fail(err, "expected 'w' or 'b' after the boards");
    s->side = fields[0][0] == 'b';
    const char *castle = nf > 1 ? fields[1] : "-";
    if (strcmp(castle, "-") != 0)
        for (const char *c = castle; *c; c++) {
            int king, rook, bit = chess_castling_letter(*c, &king, &rook), colour = bit / 2;
            if (bit < 0)
                return fail(err, "castling rights are KQkq or -");
            bool home = false; /* king and rook at home on one board */
            for (int i = 0; i < r->boards; i++)
                home |= chess_piece_at(&s->b[i], king) == CB_KING &&
                        chess_colour_at(&s->b[i], king) == colour &&
                        chess_piece_at(&s->b[i], rook) == CB_ROOK &&
                        chess_colour_at(&s->b[i], rook) == colour;
            if (!home)
                return fail(err, "a castling right without king and rook at home on one board");
            s->castling |= (uint8_t)(1 << bit);
        }
    long half = 0, full = 1;
    if ((nf > 3 && !chess_read_number(fields[3], 0, 100, &half)) ||
        (nf > 4 && !chess_read_number(fields[4], 1, 65535, &full)))
        return fail(err, "bad move counters");
    s->halfmove = (uint16_t)half;
    s->fullmove = (uint16_t)full;
    for (; tok; tok = strtok_r(NULL, " ", &save)) {
        if (strncmp(tok, "rep=", 4) != 0) {
            tb_error_set(err, "bad position: unexpected '%.40s' after the counters", tok);
            return false;
        }
        if (!chess_read_rep(tok + 4, s->hist, HIST, err))
            return false;
    }
    for (int i = s->halfmove; i < HIST; i++)
        if (s->hist[i])
            return fail(err, "rep= lists more positions than the clock allows");
    sync_boards(r, s);
    for (int i = 0; i < r->boards; i++)
        if (chess_in_check(&s->b[i], !s->side))
            return fail(err, "the side not to move is in check");
    const char *ep = nf > 2 ? fields[2] : "-";
    if (strcmp(ep, "-") != 0) {
        int col, row, bd = ep[0] - 'A';
        if (bd < 0 || bd >= r->boards || tb_square_read(ep + 1, 8, 8, &col, &row) != 2 || ep[3])
            return fail(err, "en passant is written as board and square, as Be3");
        int crossed = row * 8 + col, pawn = crossed + (s->side == CB_WHITE ? -8 : 8);
        cb_board *b = &s->b[bd];
        if (row != (s->side == CB_WHITE ? 5 : 2) ||
            !(b->colour[!s->side] & b->piece[CB_PAWN] & CB_BIT(pawn)))
            return fail(err, "no pawn can be taken en passant there");
        b->ep = CB_BIT(pawn);
        settle_en_passant(r, s, bd);
    }
    return true;
}

/* The boards side by side, named A, B, ...; cells labelled with their board, "Ae4". */
static void view(const tb_game *g, const void *state, tb_view *v)
{
    const alice_rules *r = rules_of(g);
    const alice_state *s = state;
    bool check = false;
    for (int i = 0; i < r->boards; i++) {
        char name[2] = {(char)('A' + i), '\0'};
        int board = tb_view_add_board(v, name), first = v->num_cells;
        tb_view_grid(v, board, 8, 8, TB_SHAPE_SQUARE, false);
        const cb_board *b = &s->b[i];
        for (int sq = 0; sq < 64; sq++) {
            tb_view_cell *c = &v->cells[first + sq];
            char sq_name[3];
            chess_notation_square_name(sq, sq_name);
            snprintf(c->label, sizeof c->label, "%c%s", 'A' + i, sq_name);
            chess_view_piece(v, first + sq, b, sq);
        }
        check |= chess_in_check(b, s->side);
        chess_view_mark_check(v, first, b, s->side);
    }
    snprintf(v->status, sizeof v->status, "%s to move%s", s->side ? "Black" : "White",
             check ? ", in check" : "");
}

/* The last move marked from and to on the board it was played on, and where the piece went
 * through the looking-glass: its square on the destination board, where it now stands. */
static void view_played(const tb_game *g, const void *start, const tb_action *actions, int count,
                        const void *state, tb_view *v)
{
    view(g, state, v);
    tb_view_mark_last_turn(v, g, start, actions, count);
    if (count <= 0)
        return;
    char label[8], sq[3];
    chess_notation_square_name(cb_to(actions[count - 1]), sq);
    snprintf(label, sizeof label, "%c%s", 'A' + dest_board(actions[count - 1]), sq);
    int cell = tb_view_find(v, label);
    if (cell >= 0)
        v->cells[cell].marks |= TB_MARK_LAST | TB_MARK_TO;
}

/* From and to on the origin board; with the choice transfer the destination board's cell
 * for "to", which tells the moves to different boards apart. */
static int action_cells(const tb_game *g, const void *state, tb_action a, char (*labels)[16],
                        int max)
{
    (void)state;
    if (max < 2)
        return 0;
    int from = origin_board(a), to = rules_of(g)->choice ? dest_board(a) : from;
    char sq[3];
    chess_notation_square_name(cb_from(a), sq);
    snprintf(labels[0], 16, "%c%s", 'A' + from, sq);
    chess_notation_square_name(cb_to(a), sq);
    snprintf(labels[1], 16, "%c%s", 'A' + to, sq);
    return 2;
}

static uint64_t hash(const tb_game *g, const void *state)
{
    return identity_key(rules_of(g), state);
}

/* The orthodox evaluation over every board at once (engine.h), for `ab` and `mcts`. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const alice_state *s = state;
    int white = chess_eval_boards(s->b, rules_of(g)->boards);
    return player == CB_WHITE ? white : -white;
}

static const tb_game_class alice_class = {
    .create = create,
    .initial = initial,
    .to_move = to_move,
    .legal = legal,
    .apply = apply,
    .outcome = outcome,
    .action_to_text = action_to_text,
    .action_from_text = action_from_text,
    .position_to_text = position_to_text,
    .position_from_text = position_from_text,
    .view = view,
    .action_cells = action_cells,
    .view_played = view_played,
    .hash = hash,
    .evaluate = evaluate,
};

const tb_variant tb_variant_chess_alice = {
    .id = "chess/alice",
    .name_pt = "Alice",
    .name_en = "Alice chess",
    .family = "chess",
    .summary_pt = "Xadrez em dois tabuleiros: cada peça que move passa para o outro.",
    .summary_en = "Chess on two boards: every piece that moves goes through to the other.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &alice_class,
    .option_defs = alice_options,
};
