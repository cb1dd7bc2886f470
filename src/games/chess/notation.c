/* The book's move notation: see notation.h. */
#include "games/chess/notation.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

const char CHESS_PIECE_LETTERS[] = "PNBRQK";

int chess_notation_square_name(int sq, char *buf)
{
    buf[0] = (char)('a' + sq % 8);
    buf[1] = (char)('1' + sq / 8);
    buf[2] = '\0';
    return 2;
}

int chess_notation_letter_type(char ch)
{
    const char *p = strchr(CHESS_PIECE_LETTERS, ch);
    return ch && p ? (int)(p - CHESS_PIECE_LETTERS) : CB_NONE;
}

cn_move chess_notation_describe(const cb_board *b, cb_move m)
{
    cn_move d = {chess_piece_at(b, cb_from(m)), cb_from(m), cb_to(m), cb_promo(m),
                 chess_is_capture(b, m),        0};
    if (chess_is_castle(b, m))
        d.castle = d.to > d.from ? 1 : 2;
    return d;
}

int chess_notation_format(const cn_move *m, const cn_move *rivals, int nrivals, char *buf,
                          size_t len)
{
    char text[24], sq[3];
    size_t n = 0;
    if (m->castle)
        return snprintf(buf, len, "%s", m->castle == 1 ? "0-0" : "0-0-0");
    if (m->type == CB_PAWN) {
        bool rival = false; /* two pawns pushed to one square: only in Alice chess */
        for (int i = 0; i < nrivals; i++)
            rival |= rivals[i].type == CB_PAWN && rivals[i].to == m->to &&
                     rivals[i].from != m->from && !rivals[i].capture;
        if (m->capture || rival) {
            chess_notation_square_name(m->from, sq);
            n = (size_t)snprintf(text, sizeof text, "%s%c", sq, m->capture ? ':' : '-');
        }
    } else {
        text[n++] = CHESS_PIECE_LETTERS[m->type];
        bool same_file = false, same_rank = false, other = false;
        for (int i = 0; i < nrivals; i++) {
            const cn_move *o = &rivals[i];
            if (o->from == m->from || o->to != m->to || o->type != m->type || o->castle)
                continue;
            other = true;
            same_file |= o->from % 8 == m->from % 8;
            same_rank |= o->from / 8 == m->from / 8;
        }
        if (other) {
            if (!same_file)
                text[n++] = (char)('a' + m->from % 8);
            else if (!same_rank)
                text[n++] = (char)('1' + m->from / 8);
            else
                n += (size_t)chess_notation_square_name(m->from, text + n);
        }
        if (m->capture)
            text[n++] = ':';
    }
    n += (size_t)chess_notation_square_name(m->to, text + n);
    if (m->promo)
        text[n++] = CHESS_PIECE_LETTERS[m->promo];
    text[n] = '\0';
    return snprintf(buf, len, "%s", text);
}

int chess_to_san(const char *book, char *buf, size_t len)
{
    char out[48];
    size_t n = 0;
    const char *p = book;
    if (strncmp(p, "0-0-0", 5) == 0) {
        n = (size_t)snprintf(out, sizeof out, "O-O-O");
        p += 5;
    } else if (strncmp(p, "0-0", 3) == 0) {
        n = (size_t)snprintf(out, sizeof out, "O-O");
        p += 3;
    } else if (p[0] >= 'a' && p[0] <= 'h' && p[1] >= '1' && p[1] <= '8' && p[2] == ':') {
        out[n++] = p[0]; /* pawn capture d2:e3 -> dxe3 */
        p += 2;
    }
    for (; *p && n + 3 < sizeof out; p++) {
        if (*p == ':')
            out[n++] = 'x';
        else if (isupper((unsigned char)*p) && n > 0 && isdigit((unsigned char)out[n - 1])) {
            out[n++] = '='; /* promotion e8Q -> e8=Q */
            out[n++] = *p;
        } else
            out[n++] = *p;
    }
    out[n] = '\0';
    return snprintf(buf, len, "%s", out);
}

static bool bad_move(const char *text, tb_error *err)
{
    tb_error_set(err, "bad move '%.40s': expected a move like e4, Nf3, N:f3, d2:e3, 0-0", text);
    return false;
}

bool chess_notation_parse(const char *text, cn_pattern *pat, tb_error *err)
{
    char buf[32];
    size_t len = strlen(text);
    memset(pat, 0, sizeof *pat);
    pat->type = CB_PAWN;
    pat->dest_file = pat->dest_rank = pat->from_file = pat->from_rank = -1;
    if (len == 0 || len >= sizeof buf)
        return bad_move(text, err);
    memcpy(buf, text, len + 1);
    if (len > 4 && strcmp(buf + len - 4, "e.p.") == 0)
        buf[len -= 4] = '\0';
    while (len > 0 && strchr("+#!?", buf[len - 1]))
        buf[--len] = '\0';
    if (strcmp(buf, "0-0") == 0 || strcmp(buf, "O-O") == 0 || strcmp(buf, "o-o") == 0) {
        pat->castle = 1;
        return true;
    }
    if (strcmp(buf, "0-0-0") == 0 || strcmp(buf, "O-O-O") == 0 || strcmp(buf, "o-o-o") == 0) {
        pat->castle = 2;
        return true;
    }
    char *p = buf;
    if (chess_notation_letter_type(*p) != CB_NONE && *p != 'P')
        pat->type = chess_notation_letter_type(*p++);
    /* promotion: a final piece letter, upper case with or without '=', or lower case right
     * after a rank digit (e7e8q) */
    char *end = p + strlen(p);
    if (end - p >= 2 &&
        chess_notation_letter_type((char)toupper((unsigned char)end[-1])) > CB_PAWN &&
        (isupper((unsigned char)end[-1]) || isdigit((unsigned char)end[-2]))) {
        pat->promo = chess_notation_letter_type((char)toupper((unsigned char)end[-1]));
        *--end = '\0';
        if (end > p && end[-1] == '=')
            *--end = '\0';
    }
    char coords[8];
    int k = 0;
    for (; *p; p++) {
        if (*p == ':' || *p == 'x')
            pat->capture = true;
        else if (*p == '-' && k > 0)
            continue;
        else if (((*p >= 'a' && *p <= 'h') || (*p >= '1' && *p <= '8')) && k < 6)
            coords[k++] = *p;
        else
            return bad_move(text, err);
    }
    coords[k] = '\0';
    /* the destination: a square at the end, or a lone file for the pawn capture d:e */
    if (k >= 2 && isalpha((unsigned char)coords[k - 2]) && isdigit((unsigned char)coords[k - 1])) {
        pat->dest_file = coords[k - 2] - 'a';
        pat->dest_rank = coords[k - 1] - '1';
        k -= 2;
    } else if (k == 2 && pat->type == CB_PAWN && isalpha((unsigned char)coords[0]) &&
               isalpha((unsigned char)coords[1])) {
        pat->dest_file = coords[1] - 'a';
        k = 1;
        pat->capture = true;
    } else {
        tb_error_set(err, "bad move '%.40s': no destination square", text);
        return false;
    }
    /* the origin hint: file, rank or square */
    if (k == 1 && isalpha((unsigned char)coords[0])) {
        pat->from_file = coords[0] - 'a';
    } else if (k == 1) {
        pat->from_rank = coords[0] - '1';
    } else if (k == 2 && isalpha((unsigned char)coords[0]) && isdigit((unsigned char)coords[1])) {
        pat->from_file = coords[0] - 'a';
        pat->from_rank = coords[1] - '1';
        pat->any_piece =
            buf[0] != 'P' && chess_notation_letter_type(buf[0]) == CB_NONE; /* e2e4, e1g1 */
    } else if (k != 0) {
        tb_error_set(err, "bad move '%.40s': cannot read the origin", text);
        return false;
    }
    return true;
}

int chess_notation_match(const cn_pattern *p, const cn_move *m)
{
    if (p->castle)
        return m->castle == p->castle ? CN_MATCH : CN_NO;
    /* long algebraic names castling by the king's squares (e1g1), so castles stay in */
    if ((!p->any_piece && (m->type != p->type || m->castle)) || m->to % 8 != p->dest_file ||
        (p->dest_rank >= 0 && m->to / 8 != p->dest_rank) ||
        (p->from_file >= 0 && m->from % 8 != p->from_file) ||
        (p->from_rank >= 0 && m->from / 8 != p->from_rank) || (p->capture && !m->capture))
        return CN_NO;
    /* a bare pawn square (e5) is a push, never a capture (they meet in Alice chess) */
    if (p->type == CB_PAWN && !p->any_piece && !p->capture && p->from_file < 0 && m->capture)
        return CN_NO;
    if (m->promo != p->promo)
        return !p->promo ? CN_NEEDS_PROMOTION : CN_NO;
    return CN_MATCH;
}
