#include "games/chess/fen.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board_text.h"
#include "games/chess/notation.h"

void cf_placement_text(const cb_board *b, char *out, size_t len)
{
    char cells[64];
    for (int sq = 0; sq < 64; sq++) {
        int t = cb_piece_at(b, sq);
        cells[sq] = t == CB_NONE ? '\0'
                    : cb_colour_at(b, sq) == CB_WHITE
                        ? CN_PIECE_LETTERS[t]
                        : (char)tolower((unsigned char)CN_PIECE_LETTERS[t]);
    }
    tb_grid_to_fen(cells, 8, 8, out, len);
}

void cf_put_cells(cb_board *b, const char cells[64], int men[2], int pawns[2], int kings[2])
{
    for (int sq = 0; sq < 64; sq++) {
        if (!cells[sq])
            continue;
        int colour = isupper((unsigned char)cells[sq]) ? CB_WHITE : CB_BLACK;
        int type = cn_letter_type((char)toupper((unsigned char)cells[sq]));
        cb_put(b, colour, type, sq);
        men[colour]++;
        pawns[colour] += type == CB_PAWN;
        kings[colour] += type == CB_KING;
    }
}

void cf_castling_text(uint8_t castling, char out[5])
{
    int c = 0;
    for (int i = 0; i < 4; i++)
        if (castling & (1 << i))
            out[c++] = "KQkq"[i];
    if (!c)
        out[c++] = '-';
    out[c] = '\0';
}

int cf_castling_letter(char letter, int *king, int *rook)
{
    const char *at = letter ? strchr("KQkq", letter) : NULL;
    if (!at)
        return -1;
    int bit = (int)(at - "KQkq"), colour = bit / 2;
    *king = colour ? 60 : 4;
    *rook = (colour ? 56 : 0) + (bit % 2 ? 0 : 7);
    return bit;
}

char *cf_split_fields(char *buf, char *fields[5], int *nf, char **save)
{
    *nf = 0;
    char *tok = strtok_r(buf, " ", save);
    for (; tok && *nf < 5 && !strchr(tok, '='); tok = strtok_r(NULL, " ", save))
        fields[(*nf)++] = tok;
    return tok;
}

bool cf_read_number(const char *text, long lo, long hi, long *out)
{
    char *end;
    if (!isdigit((unsigned char)text[0]))
        return false;
    *out = strtol(text, &end, 10);
    return *end == '\0' && *out >= lo && *out <= hi;
}

size_t cf_rep_text(const uint64_t *hist, int len, char *text, size_t n, size_t cap)
{
    int last = -1;
    for (int i = 0; i < len; i++)
        if (hist[i])
            last = i;
    if (last < 0)
        return n;
    n += (size_t)snprintf(text + n, cap - n, " rep=");
    for (int i = 0; i <= last && n < cap; i++) {
        if (hist[i])
            n += (size_t)snprintf(text + n, cap - n, "%llx", (unsigned long long)hist[i]);
        if (i < last && n < cap)
            n += (size_t)snprintf(text + n, cap - n, ",");
    }
    return n;
}

bool cf_read_rep(const char *value, uint64_t *hist, int cap, tb_error *err)
{
    int i = 0;
    for (const char *p = value; *p && i < cap; i++) {
        char *end;
        hist[i] = *p == ',' ? 0 : strtoull(p, &end, 16);
        if (*p != ',')
            p = end;
        if (*p && *p++ != ',') {
            tb_error_set(err, "bad position: rep= takes hex keys separated by commas");
            return false;
        }
        if (*p && i + 1 == cap) {
            tb_error_set(err, "bad position: rep= lists more than %d positions", cap);
            return false;
        }
    }
    return true;
}

bool cf_threefold(const uint64_t *hist, int clock, int cap, uint64_t key)
{
    int seen = 0;
    for (int i = clock - 1; i >= 0; i--)
        if (i < cap && hist[i] == key && ++seen == 2)
            return true;
    return false;
}

void cf_set_result(tb_outcome *o, int winner, const char *reason)
{
    o->over = true;
    if (winner < 0) {
        o->result[0] = o->result[1] = TB_DRAW;
    } else {
        o->result[winner] = TB_WIN;
        o->result[!winner] = TB_LOSS;
    }
    snprintf(o->reason, sizeof o->reason, "%s", reason);
}

void cf_view_piece(tb_view *v, int cell, const cb_board *b, int sq)
{
    int t = cb_piece_at(b, sq);
    if (t == CB_NONE)
        return;
    int colour = cb_colour_at(b, sq);
    char sym[2] = {colour == CB_WHITE ? CN_PIECE_LETTERS[t]
                                      : (char)tolower((unsigned char)CN_PIECE_LETTERS[t]),
                   '\0'};
    static const tb_piece_kind kind[6] = {TB_KIND_PAWN, TB_KIND_KNIGHT, TB_KIND_BISHOP,
                                          TB_KIND_ROOK, TB_KIND_QUEEN,  TB_KIND_CHESS_KING};
    tb_view_push(v, cell, kind[t], colour == CB_WHITE ? TB_COLOUR_WHITE : TB_COLOUR_BLACK, colour,
                 sym);
}

void cf_view_mark_check(tb_view *v, int first, const cb_board *b, int colour)
{
    if (!cb_in_check(b, colour))
        return;
    for (uint64_t k = b->piece[CB_KING] & b->colour[colour]; k; k &= k - 1)
        v->cells[first + __builtin_ctzll(k)].marks |= TB_MARK_CHECK;
}
