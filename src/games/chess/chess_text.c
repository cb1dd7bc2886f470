/* The text of the chess class: actions in the book's notation and SAN, positions as FEN with
 * tabula's extra fields (the series under way, the repetition history), and the view. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "core/options.h"
#include "games/chess/board.h"
#include "games/chess/chess_internal.h"
#include "games/chess/engine.h"
#include "games/chess/fen.h"
#include "games/chess/notation.h"
#include "tabula/game.h"
#include "tabula/view.h"

/* ---- text ---- */

/* The legal moves of the side to move that compete with `m` for its notation (same piece
 * type, same square), described for chess_notation_format. */
static int notation_rivals(const tb_game *g, const chess_state *s, cb_move m, cn_move *out)
{
    const cb_board *b = &s->b;
    cb_move moves[CB_MAX_MOVES];
    int n = chess_pseudo_moves(rules_of(g), b, moves), k = 0, type = chess_piece_at(b, cb_from(m));
    for (int i = 0; i < n; i++)
        if (cb_to(moves[i]) == cb_to(m) && cb_from(moves[i]) != cb_from(m) &&
            chess_piece_at(b, cb_from(moves[i])) == type)
            moves[k++] = moves[i];
    k = chess_legal_among(g, s, moves, k);
    for (int i = 0; i < k; i++)
        out[i] = chess_notation_describe(b, moves[i]);
    return k;
}

/* Exchange chess swaps (§5): X/s, Xsq/s when P's square is needed, sq/sq for a pawn, =Y for
 * a promotion. */
static int swap_to_text(const tb_game *g, const chess_state *s, tb_action a, char *text)
{
    const cb_board *b = &s->b;
    int p = cb_from(a), q = cb_to(a), type = chess_piece_at(b, p), n = 0;
    tb_action all[MAX_ACTIONS];
    int count = chess_legal_swaps(rules_of(g), b, all, false);
    bool other = false;
    for (int i = 0; i < count; i++)
        other |= cb_to(all[i]) == q && cb_from(all[i]) != p &&
                 chess_piece_at(b, cb_from(all[i])) == type;
    if (type != CB_PAWN)
        text[n++] = CHESS_PIECE_LETTERS[type];
    if (type == CB_PAWN || other)
        n += chess_notation_square_name(p, text + n);
    text[n++] = '/';
    n += chess_notation_square_name(q, text + n);
    if (cb_promo(a)) {
        text[n++] = '=';
        text[n++] = CHESS_PIECE_LETTERS[cb_promo(a)];
    }
    text[n] = '\0';
    return n;
}

/* The book's notation (§0.2): N:f3, Re:d4, e4, d2:e3, e8Q, 0-0, 0-0-0, + and #; exchange
 * chess marks check after the swap, the end of the turn. */
int chess_action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    if (a == END_SERIES)
        return snprintf(buf, len, "end");
    if (chess_piece_at(b, cb_from(a)) == CB_NONE)
        return snprintf(buf, len, "?");
    char text[40];
    size_t n;
    bool swap = r->exchange && (a & SWAP);
    if (swap) {
        n = (size_t)swap_to_text(g, s, a, text);
    } else {
        cn_move rivals[CB_MAX_MOVES], m = chess_notation_describe(b, a);
        int k = notation_rivals(g, s, a, rivals);
        n = (size_t)chess_notation_format(&m, rivals, k, text, sizeof text);
    }
    bool turn_ends = !r->exchange || swap || (s->active & ACTIVE_NO_SWAP);
    cb_board after = *b;
    if (swap)
        chess_make_swap(&after, a);
    else
        chess_make_move(&after, a);
    if (!r->losing && turn_ends && chess_in_check(&after, !b->side)) { /* a check: is it mate? */
        chess_state *c = malloc(sizeof *c);
        if (c) {
            *c = *s;
            chess_apply_move(g, c, a);
            if (chess_in_check(&c->b, !b->side)) {
                tb_outcome o;
                chess_outcome(g, c, &o);
                bool mate = o.over && o.result[b->side] == TB_WIN && !c->loser;
                text[n++] = mate ? '#' : '+';
                text[n] = '\0';
            }
            free(c);
        }
    }
    return snprintf(buf, len, "%s", text);
}

/* Reads a swap: X/s, Xsq/s, sq/sq, P/s, with =Y or Y for a promotion. */
static bool swap_from_text(const tb_game *g, const chess_state *s, const char *text, tb_action *a,
                           tb_error *err)
{
    char buf[24];
    size_t len = strlen(text);
    if (len >= sizeof buf) {
        tb_error_set(err, "bad swap '%.40s'", text);
        return false;
    }
    memcpy(buf, text, len + 1);
    while (len > 0 && strchr("+#!?", buf[len - 1]))
        buf[--len] = '\0';
    char *slash = strchr(buf, '/'), *p = buf;
    int type = CB_NONE, from = -1, to, promo = 0, col, row;
    if (isupper((unsigned char)*p) && chess_notation_letter_type(*p) != CB_NONE)
        type = chess_notation_letter_type(*p++);
    if (p < slash) {
        if (slash - p != 2 || tb_square_read(p, 8, 8, &col, &row) != 2)
            goto bad;
        from = row * 8 + col;
    }
    p = slash + 1;
    if (tb_square_read(p, 8, 8, &col, &row) != 2)
        goto bad;
    to = row * 8 + col;
    p += 2;
    if (*p == '=')
        p++;
    if (*p) {
        promo = chess_notation_letter_type(*p);
        if (promo <= CB_PAWN || promo == CB_KING || p[1])
            goto bad;
    }
    tb_action all[MAX_ACTIONS];
    int count = chess_legal_swaps(rules_of(g), &s->b, all, false), found = 0;
    bool needs_promotion = false;
    for (int i = 0; i < count; i++) {
        int f = cb_from(all[i]);
        if (cb_to(all[i]) != to || (from >= 0 && f != from) ||
            (type != CB_NONE && chess_piece_at(&s->b, f) != type))
            continue;
        if (cb_promo(all[i]) != promo) {
            needs_promotion |= !promo;
            continue;
        }
        *a = all[i];
        found++;
    }
    if (found == 1)
        return true;
    if (found > 1)
        tb_error_set(err, "ambiguous swap '%s': name the piece's square, as in Qb2/a2", text);
    else if (needs_promotion)
        tb_error_set(err, "illegal swap '%s': the pawn promotes, name the piece as in %s=Q", text,
                     text);
    else
        tb_error_set(err, "illegal swap '%s'", text);
    return false;
bad:
    tb_error_set(err, "bad swap '%.40s': expected a swap like B/h3, Qb2/a2, f8/g7, R/a1=Q", text);
    return false;
}

/* Reads the book's notation and standard SAN (Nxf3, O-O, e8=Q, exd6 e.p.), long algebraic
 * (Ng1-f3, e2e4, e7e8q) and the book's forms d:c5 and d:e; the move is found among the legal
 * ones, which settles disambiguation by the variant's own rules (PP-E1 Nd2). A promotion may
 * omit the piece where only one is possible (§6: always the queen). */
bool chess_action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                            tb_error *err)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    if (strcmp(text, "end") == 0) {
        if (!r->prog) {
            tb_error_set(err, "'end' only ends a series in progressive chess");
            return false;
        }
        *a = END_SERIES;
        return true;
    }
    if (r->exchange && strchr(text, '/')) {
        if (!s->done) {
            tb_error_set(err, "'%.40s' is a swap, but the turn starts with a regular move", text);
            return false;
        }
        return swap_from_text(g, s, text, a, err);
    }
    if (r->exchange && s->done) {
        tb_error_set(err, "'%.40s': the turn goes on with a swap, such as B/h3", text);
        return false;
    }
    cn_pattern pat;
    if (!chess_notation_parse(text, &pat, err))
        return false;
    cb_move moves[CB_MAX_MOVES], bare[CB_MAX_MOVES]; /* bare: right but for the promotion */
    int count = chess_pseudo_moves(r, b, moves), found = 0, nbare = 0;
    for (int i = 0; i < count; i++) {
        cn_move m = chess_notation_describe(b, moves[i]);
        int match = chess_notation_match(&pat, &m);
        if (match == CN_MATCH)
            moves[found++] = moves[i]; /* the matching pseudo-legal moves; legality below */
        else if (match == CN_NEEDS_PROMOTION)
            bare[nbare++] = moves[i];
    }
    int pseudo = found;
    cb_move matched[CB_MAX_MOVES];
    memcpy(matched, moves, sizeof *moves * (size_t)found);
    found = chess_legal_among(g, s, moves, found);
    if (found == 1) {
        *a = moves[0];
        return true;
    }
    nbare = found ? 0 : chess_legal_among(g, s, bare, nbare);
    if (nbare == 1) {
        *a = bare[0];
        return true;
    }
    if (found > 1)
        tb_error_set(err, "ambiguous move '%s'", text);
    else if (nbare > 1)
        tb_error_set(err, "illegal move '%s': a promotion needs the new piece, as in %sQ", text,
                     text);
    else if (pseudo > 0) /* the piece goes there, but a rule forbids it: say which */
        tb_error_set(err, "illegal move '%s': %s", text,
                     chess_refusal_reason(g, s, matched, pseudo));
    else if (pat.castle)
        tb_error_set(err, "illegal move '%s': castling is not possible now", text);
    else if (pat.dest_rank >= 0 && pat.from_file >= 0 && pat.from_rank >= 0)
        tb_error_set(err, "illegal move '%s': no piece of the side to move on %c%d can go to %c%d",
                     text, 'a' + pat.from_file, pat.from_rank + 1, 'a' + pat.dest_file,
                     pat.dest_rank + 1);
    else if (pat.dest_rank >= 0) {
        static const char *const piece[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
        tb_error_set(err, "illegal move '%s': no %s of the side to move can go to %c%d", text,
                     pat.any_piece ? "piece" : piece[pat.type], 'a' + pat.dest_file,
                     pat.dest_rank + 1);
    } else
        tb_error_set(err, "illegal move '%s'", text);
    return false;
}

/* Squares of `set` written one after the other ("e3g3"), or "-". */
static int squares_text(uint64_t set, char *buf, size_t len)
{
    size_t n = 0;
    if (!set)
        return snprintf(buf, len, "-");
    for (uint64_t b = set; b && n + 3 <= len;) {
        n += (size_t)chess_notation_square_name(cb_pop(&b), buf + n);
    }
    return (int)n;
}

/* Progressive games carry the series in the FEN's two number fields (series without pawn
 * move or capture, series number) and the state of a series under way as name=value fields;
 * every game carries its repetition history as rep= (hex keys, empty for unknown). */
int chess_position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    char board[80], castle[5], ep[40], text[2800];
    chess_placement_text(b, board, sizeof board);
    chess_castling_text(b->castling, castle);
    /* en passant: the squares the pawns crossed */
    uint64_t crossed = b->side == CB_WHITE ? b->ep << 8 : b->ep >> 8;
    squares_text(crossed, ep, sizeof ep);
    size_t n;
    if (r->prog)
        n = (size_t)snprintf(text, sizeof text, "%s %c %s %s %u %u", board, b->side ? 'b' : 'w',
                             castle, ep, s->quiet, s->series);
    else
        n = (size_t)snprintf(text, sizeof text, "%s %c %s %s %u %u", board, b->side ? 'b' : 'w',
                             castle, ep, b->halfmove, b->fullmove);
    if (r->exchange && (s->active & ACTIVE_NO_SWAP)) {
        n += (size_t)snprintf(text + n, sizeof text - n, " turn=first");
    } else if (r->exchange && s->done) {
        char sq[3];
        n += (size_t)snprintf(text + n, sizeof text - n, " turn=swap");
        if (s->fresh)
            n += (size_t)snprintf(text + n, sizeof text - n, " fresh=%s",
                                  (chess_notation_square_name(__builtin_ctzll(s->fresh), sq), sq));
    } else if (s->done) {
        char sq[3][200];
        squares_text(s->moved, sq[0], sizeof sq[0]);
        squares_text(s->frozen, sq[1], sizeof sq[1]);
        squares_text(s->fresh, sq[2], sizeof sq[2]);
        n += (size_t)snprintf(text + n, sizeof text - n,
                              " done=%u moved=%s frozen=%s fresh=%s "
                              "active=%u",
                              s->done, sq[0], sq[1], sq[2], s->active);
    }
    if (s->loser)
        n += (size_t)snprintf(text + n, sizeof text - n, " loser=%c", s->loser == 1 ? 'w' : 'b');
    if (b->castling & (CB_WLEAP | CB_BLEAP)) /* §6.3: queens that may still leap */
        n += (size_t)snprintf(text + n, sizeof text - n, " leap=%s%s",
                              b->castling & CB_WLEAP ? "d1" : "",
                              b->castling & CB_BLEAP ? "d8" : "");
    if (r->prog && b->halfmove)
        n += (size_t)snprintf(text + n, sizeof text - n, " halfmove=%u", b->halfmove);
    chess_rep_text(s->hist, chess_hist_len(r, s), text, n, sizeof text);
    return snprintf(buf, len, "%s", text);
}

/* Reads squares written one after the other into a set; false on anything else. */
static bool read_squares(const char *text, uint64_t *set)
{
    *set = 0;
    if (strcmp(text, "-") == 0)
        return true;
    if (!*text)
        return false;
    for (const char *p = text; *p; p += 2) {
        int col, row;
        if (!p[1] || tb_square_read(p, 8, 8, &col, &row) != 2)
            return false;
        *set |= CB_BIT(row * 8 + col);
    }
    return true;
}

/* The extra name=value fields after the FEN. */
static bool read_extra(const chess_rules *r, chess_state *s, char *field, tb_error *err)
{
    char *eq = strchr(field, '=');
    if (!eq) {
        tb_error_set(err, "bad position: unexpected '%s' after the FEN", field);
        return false;
    }
    *eq = '\0';
    const char *name = field, *value = eq + 1;
    long v;
    if (strcmp(name, "rep") == 0)
        return chess_read_rep(value, s->hist, HIST, err);
    if (r->exchange && strcmp(name, "turn") == 0 && strcmp(value, "first") == 0) {
        s->active = ACTIVE_NO_SWAP;
        return true;
    }
    if (r->exchange && strcmp(name, "turn") == 0 && strcmp(value, "swap") == 0) {
        s->done = 1;
        return true;
    }
    if (r->exchange && strcmp(name, "fresh") == 0 && read_squares(value, &s->fresh) &&
        __builtin_popcountll(s->fresh) == 1)
        return true;
    if (r->alfonso && strcmp(name, "leap") == 0) {
        uint64_t set;
        if (!read_squares(value, &set) || (set & ~(CB_BIT(3) | CB_BIT(59)))) {
            tb_error_set(err, "bad position: leap= lists d1 and/or d8");
            return false;
        }
        s->b.castling |=
            (uint8_t)((set & CB_BIT(3) ? CB_WLEAP : 0) | (set & CB_BIT(59) ? CB_BLEAP : 0));
        return true;
    }
    if (!r->prog) {
        tb_error_set(err, "bad position: unknown field '%s'", name);
        return false;
    }
    if (strcmp(name, "done") == 0 && chess_read_number(value, 1, 65535, &v))
        s->done = (uint16_t)v;
    else if (strcmp(name, "halfmove") == 0 && r->orthodox_fifty &&
             chess_read_number(value, 1, 100, &v))
        s->b.halfmove = (uint16_t)v;
    else if (strcmp(name, "active") == 0 && chess_read_number(value, 0, 3, &v))
        s->active = (uint8_t)v;
    else if (strcmp(name, "loser") == 0 && (strcmp(value, "w") == 0 || strcmp(value, "b") == 0))
        s->loser = value[0] == 'w' ? 1 : 2;
    else if (strcmp(name, "moved") == 0 && read_squares(value, &s->moved))
        ;
    else if (strcmp(name, "frozen") == 0 && read_squares(value, &s->frozen))
        ;
    else if (strcmp(name, "fresh") == 0 && read_squares(value, &s->fresh))
        ;
    else {
        tb_error_set(err, "bad position: bad field %s=%s", name, value);
        return false;
    }
    return true;
}

bool chess_position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const chess_rules *r = rules_of(g);
    chess_state *s = state;
    cb_board *b = &s->b;
    char cells[64];
    int used = tb_grid_from_fen(text, 8, 8, "KQRBNPkqrbnp", cells, err);
    if (used < 0)
        return false;
    memset(s, 0, sizeof *s);
    chess_board_clear(b);
    b->kind = r->shatranj ? CB_KIND_SHATRANJ : CB_KIND_MODERN;
    int count[2] = {0, 0}, pawns[2] = {0, 0}, kings[2] = {0, 0};
    chess_put_cells(b, cells, count, pawns, kings);
    /* exchange chess: swaps can put a pawn on its own first rank */
    const uint64_t rank1 = 0xFFULL, rank8 = 0xFFULL << 56;
    uint64_t bad_pawns =
        r->exchange ? (b->colour[CB_WHITE] & rank8) | (b->colour[CB_BLACK] & rank1) : rank1 | rank8;
    if (b->piece[CB_PAWN] & bad_pawns) {
        tb_error_set(err, r->exchange ? "bad position: a pawn on its last rank"
                                      : "bad position: a pawn on the first or last rank");
        return false;
    }
    for (int c = 0; c < 2; c++) {
        const char *who = c ? "Black" : "White";
        if (count[c] > 16 || pawns[c] > 8) {
            tb_error_set(err, "bad position: %s has more than 16 men or 8 pawns", who);
            return false;
        }
        if (!r->losing && kings[c] != 1) {
            tb_error_set(err, "bad position: %s must have exactly one king", who);
            return false;
        }
    }
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", text + used);
    char *save = NULL, *fields[6] = {0};
    int nf;
    char *tok = chess_split_fields(buf, fields, &nf, &save);
    if (nf < 1 || (strcmp(fields[0], "w") != 0 && strcmp(fields[0], "b") != 0)) {
        tb_error_set(err, "bad position: expected 'w' or 'b' after the board");
        return false;
    }
    b->side = fields[0][0] == 'b';
    if (b->side)
        b->key ^= chess_zobrist_side();
    const char *castle = nf > 1 ? fields[1] : "-";
    if (strcmp(castle, "-") != 0) {
        for (const char *p = castle; *p; p++) {
            int king, rook, bit = chess_castling_letter(*p, &king, &rook), colour = bit / 2;
            if (bit < 0) {
                tb_error_set(err, "bad position: castling rights are KQkq or -, not '%s'", castle);
                return false;
            }
            if (r->losing || r->shatranj) {
                tb_error_set(err, "bad position: there is no castling in this game");
                return false;
            }
            if (chess_piece_at(b, king) != CB_KING || chess_colour_at(b, king) != colour ||
                chess_piece_at(b, rook) != CB_ROOK || chess_colour_at(b, rook) != colour) {
                tb_error_set(err, "bad position: castling right %c without king and rook at home",
                             *p);
                return false;
            }
            b->castling |= (uint8_t)(1 << bit);
        }
    }
    const char *ep = nf > 2 ? fields[2] : "-";
    uint64_t crossed;
    if (!read_squares(ep, &crossed)) {
        tb_error_set(err, "bad position: bad en-passant square '%s'", ep);
        return false;
    }
    uint64_t pawns_ep = b->side == CB_WHITE ? crossed >> 8 : crossed << 8;
    uint64_t want_rank = b->side == CB_WHITE ? 0xFFULL << 40 : 0xFFULL << 16;
    if (r->exchange) /* X1: a double step from the first rank crosses the second */
        want_rank |= b->side == CB_WHITE ? 0xFFULL << 48 : 0xFFULL << 8;
    uint64_t origins = b->side == CB_WHITE ? crossed << 8 : crossed >> 8;
    uint64_t occupied = b->colour[0] | b->colour[1];
    if ((crossed & ~want_rank) || (pawns_ep & ~(b->colour[!b->side] & b->piece[CB_PAWN])) ||
        (crossed & occupied) || (!r->prog && ((crossed & (crossed - 1)) || (origins & occupied)))) {
        tb_error_set(err, "bad position: no pawn can be taken en passant on '%s'", ep);
        return false;
    }
    long half = 0, full = 1;
    if ((nf > 3 &&
         !chess_read_number(fields[3], 0, r->prog && !r->orthodox_fifty ? 10 : HIST, &half)) ||
        (nf > 4 && !chess_read_number(fields[4], 1, 65535, &full))) {
        tb_error_set(err, "bad position: bad move counters '%s %s'", fields[3],
                     nf > 4 ? fields[4] : "");
        return false;
    }
    if (r->prog) {
        s->quiet = (uint16_t)half;
        s->series = (uint16_t)full;
        if (r->prog != PROG_ORTHODOX && (s->series % 2 == 1) != (b->side == CB_WHITE)) {
            tb_error_set(err, "bad position: the last number is the series, odd for White "
                              "and even for Black");
            return false;
        }
    } else {
        b->halfmove = (uint16_t)half;
        b->fullmove = (uint16_t)full;
    }
    for (; tok; tok = strtok_r(NULL, " ", &save))
        if (!read_extra(r, s, tok, err))
            return false;
    for (int i = chess_hist_len(r, s); i < HIST; i++)
        if (s->hist[i]) {
            tb_error_set(err, "bad position: rep= lists more positions than the clock allows");
            return false;
        }
    uint64_t own = b->colour[b->side];
    bool no_swap = r->exchange && s->active == ACTIVE_NO_SWAP;
    if ((s->moved & ~own) || (s->frozen & ~own) || (s->fresh & ~(own & b->piece[CB_PAWN])) ||
        (r->prog && s->done >= s->series) ||
        (!s->done && !no_swap && (s->moved | s->frozen | s->fresh | s->active))) {
        tb_error_set(err, "bad position: the series fields do not fit the position");
        return false;
    }
    if (s->loser &&
        (r->prog != PROG_ITALIAN || s->loser != b->side + 1 || !chess_in_check(b, !b->side))) {
        tb_error_set(err, "bad position: loser= needs Italian rules, that player to move and "
                          "his premature check on the board");
        return false;
    }
    if (!r->losing && !s->loser && !(r->exchange && s->done) && chess_in_check(b, !b->side)) {
        tb_error_set(err, "bad position: the side not to move is in check");
        return false;
    }
    if (r->exchange && s->done && chess_in_check(b, b->side)) {
        tb_error_set(err, "bad position: the mover's king is in check after his regular move");
        return false;
    }
    if (no_swap && b->side != CB_WHITE) {
        tb_error_set(err, "bad position: turn=first is White's first turn");
        return false;
    }
    if (((b->castling & CB_WLEAP) && !(b->colour[CB_WHITE] & b->piece[CB_QUEEN] & CB_BIT(3))) ||
        ((b->castling & CB_BLEAP) && !(b->colour[CB_BLACK] & b->piece[CB_QUEEN] & CB_BIT(59)))) {
        tb_error_set(err, "bad position: leap= needs the queen on its own square");
        return false;
    }
    /* en passant: orthodox timing, or only on the first move of a series */
    b->ep = s->done && r->prog != PROG_ORTHODOX ? 0 : chess_legal_en_passant(r, b, pawns_ep);
    return true;
}

void chess_view(const tb_game *g, const void *state, tb_view *v)
{
    const chess_state *s = state;
    const chess_rules *r = rules_of(g);
    const cb_board *b = &s->b;
    tb_view_grid(v, tb_view_add_board(v, NULL), 8, 8, TB_SHAPE_SQUARE, false);
    for (int sq = 0; sq < 64; sq++)
        chess_view_piece(v, sq, b, sq);
    const char *who = b->side ? "Black" : "White";
    const char *player = chess_player_to_move(r, s) ? "Black" : "White";
    bool check = !r->losing && chess_in_check(b, b->side);
    if (check)
        chess_view_mark_check(v, 0, b, b->side);
    if (r->prog == PROG_ORTHODOX)
        snprintf(v->status, sizeof v->status, "%s player: series %u, move %u of %u, %s moves%s",
                 player, s->series, s->done + 1, s->series, who, check ? ", in check" : "");
    else if (r->prog)
        snprintf(v->status, sizeof v->status, "%s: series %u, move %u of %u%s", who, s->series,
                 s->done + 1, s->series, check ? ", in check" : "");
    else if (r->exchange)
        snprintf(v->status, sizeof v->status, "%s to %s%s", who,
                 s->done     ? "swap"
                 : s->active ? "move (no swap this turn)"
                             : "move, then swap",
                 check ? ", in check" : "");
    else
        snprintf(v->status, sizeof v->status, "%s to move%s", who, check ? ", in check" : "");
}
