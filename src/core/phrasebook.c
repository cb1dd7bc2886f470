/* The games write their outcome reasons and status lines in English ("White wins by
 * checkmate", "products 21-18"); each family's phrasebook (tabula/family.h) gives them in
 * Portuguese for the terminal and the browser. Each entry is an English pattern and its
 * translation with the same placeholders in the same order: %s takes any words (translated
 * again: player names, the family's words), %d a number (kept). A reason no entry matches is
 * shown as the game wrote it. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "tabula/family.h"

#define MAX_SLOTS 8

typedef struct slot {
    const char *at;
    size_t len;
} slot;

/* Does `text` match `pat` to the end? Fills slots[] with the placeholders' spans. */
static bool match(const char *pat, const char *text, slot *slots, int n)
{
    if (!*pat)
        return !*text;
    if (pat[0] == '%' && pat[1] == 'd') {
        size_t k = 0;
        while (isdigit((unsigned char)text[k]))
            k++;
        if (k == 0 || n == MAX_SLOTS)
            return false;
        slots[n] = (slot){text, k};
        return match(pat + 2, text + k, slots, n + 1);
    }
    if (pat[0] == '%' && pat[1] == 's') {
        if (n == MAX_SLOTS)
            return false;
        for (size_t k = 1; text[k - 1]; k++) { /* shortest span first */
            slots[n] = (slot){text, k};
            if (match(pat + 2, text + k, slots, n + 1))
                return true;
        }
        return false;
    }
    return *pat == *text && match(pat + 1, text + 1, slots, n);
}

/* The Portuguese for one %s span: a player's name, a known word, or the span itself. */
static const char *word_pt(const tb_game *g, const slot *s, char *tmp, size_t len)
{
    for (int p = 0; p < g->num_players; p++) {
        const char *en = tb_game_player_name(g, p, false);
        if (strlen(en) == s->len && strncasecmp(en, s->at, s->len) == 0)
            return tb_game_player_name(g, p, true);
    }
    const tb_family *f = tb_variant_family(g->variant);
    for (const tb_phrase *w = f ? f->words : NULL; w && w->en; w++)
        if (strlen(w->en) == s->len && strncasecmp(w->en, s->at, s->len) == 0)
            return w->pt;
    snprintf(tmp, len, "%.*s", (int)s->len, s->at);
    return tmp;
}

/* Writes the Portuguese of `text` by the first of `phrases` that matches it; -1 if none. */
static int translate(const tb_game *game, const tb_phrase *phrases, const char *text, char *buf,
                     size_t len)
{
    slot slots[MAX_SLOTS];
    for (const tb_phrase *ph = phrases; ph && ph->en; ph++) {
        if (!match(ph->en, text, slots, 0))
            continue;
        size_t out = 0;
        int n = 0;
        for (const char *p = ph->pt; *p && out + 1 < len; p++) {
            char tmp[TB_REASON_LEN];
            const char *piece = NULL;
            if (p[0] == '%' && p[1] == 'd')
                piece = (snprintf(tmp, sizeof tmp, "%.*s", (int)slots[n].len, slots[n].at), tmp);
            else if (p[0] == '%' && p[1] == 's')
                piece = word_pt(game, &slots[n], tmp, sizeof tmp);
            if (piece) {
                n++;
                p++;
                out += (size_t)snprintf(buf + out, len - out, "%s", piece);
                if (out >= len)
                    out = len - 1;
            } else {
                buf[out++] = *p;
            }
        }
        buf[out] = '\0';
        return (int)out;
    }
    return -1;
}

int tb_outcome_reason(const tb_game *game, const tb_outcome *o, bool portuguese, char *buf,
                      size_t len)
{
    const tb_family *f = tb_variant_family(game->variant);
    int n = portuguese && f ? translate(game, f->reasons, o->reason, buf, len) : -1;
    return n >= 0 ? n : snprintf(buf, len, "%s", o->reason);
}

int tb_status_line(const tb_game *game, const void *state, const char *status, bool portuguese,
                   char *buf, size_t len)
{
    const char *who = tb_game_player_name(game, game->cls->to_move(game, state), portuguese);
    if (!portuguese)
        return status && status[0] ? snprintf(buf, len, "%s", status)
                                   : snprintf(buf, len, "%s to move", who);
    const tb_family *f = tb_variant_family(game->variant);
    int n = status && status[0] && f ? translate(game, f->status, status, buf, len) : -1;
    return n >= 0 ? n : snprintf(buf, len, "Joga: %s", who);
}
