/* The games write their outcome reasons in English ("White wins by checkmate", "products
 * 21-18"); this phrasebook gives them in Portuguese for the terminal and the browser. Each
 * entry is an English pattern and its translation with the same placeholders in the same
 * order: %s takes any words (translated again: player names, colours), %d a number (kept).
 * A reason no entry matches is shown as the game wrote it. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "tabula/game.h"

typedef struct phrase {
    const char *en, *pt;
} phrase;

static const phrase REASONS[] = {
    /* chess family */
    {"%s wins by checkmate", "%s ganha por xeque-mate"},
    {"%s wins: %s cannot complete a turn", "%s ganha: %s não pode completar a sua vez"},
    {"%s wins: %s is stalemated", "%s ganha: %s está afogado"},
    {"%s wins: bare king", "%s ganha: rei despido"},
    {"%s cannot move and wins", "%s não tem lances e ganha"},
    {"premature check", "xeque prematuro"},
    {"draw: stalemate during a series", "empate: afogamento durante uma série"},
    {"draw: stalemate", "empate: afogamento"},
    {"draw: fifty-move rule", "empate: regra dos cinquenta lances"},
    {"draw: fifty plies rule", "empate: regra das cinquenta meias-jogadas"},
    {"draw: ten series without pawn move or capture",
     "empate: dez séries sem lance de peão nem captura"},
    {"draw: threefold repetition", "empate: tripla repetição"},
    {"draw: dead position", "empate: posição morta"},
    {"draw: bare kings", "empate: reis despidos"},
    /* championship games and Go */
    {"line of three %s", "linha de três %s"},
    {"no legal move (the stock is empty)", "nenhum lance legal (acabaram as peças)"},
    {"%s have no pieces left", "%s não têm mais peças"},
    {"%s have no legal move", "%s não têm lances legais"},
    {"%s has no pieces left", "%s não tem mais peças"},
    {"%s has no legal move", "%s não tem lances legais"},
    {"%s has no legal placement", "%s não tem onde jogar"},
    {"%s has no stone left", "%s não tem mais pedras"},
    {"the white piece reached the %s's final square",
     "a peça branca chegou à casa final do %s"},
    {"the %s is blocked", "o %s está bloqueado"},
    {"%s reached row %d", "%s chegou à linha %d"},
    {"products %d-%d, a tie goes to the second player",
     "produtos %d-%d, o empate favorece o segundo jogador"},
    {"products %d-%d, %s has fewer stones (%d-%d)", "produtos %d-%d, %s tem menos pedras (%d-%d)"},
    {"products %d-%d", "produtos %d-%d"},
    {"%s captured 1 stone", "%s capturou 1 pedra"},
    {"%s captured %d stones", "%s capturou %d pedras"},
    {"both players passed", "os dois jogadores passaram"},
    /* election games */
    {"%s wins the election", "%s ganha a eleição"},
    {"%s wins the match %d-%d", "%s ganha o encontro %d-%d"},
    {"%s resigns", "%s desiste"},
    /* box games */
    {"%s has five in a row", "%s tem cinco em linha"},
    {"%s has one piece left", "%s tem só uma peça"},
    {"draw: %d moves played", "empate: %d lances jogados"},
    {"target reached in %d moves", "objectivo atingido em %d lances"},
    {"target not reached in %d moves", "objectivo não atingido em %d lances"},
    {"%s and %s have all their pieces home", "%s e %s têm todas as peças no destino"},
    {"%s has all the pieces home", "%s tem todas as peças no destino"},
    {"%s captured 1 lamb", "%s capturaram 1 cordeiro"},
    {"%s captured %d lambs", "%s capturaram %d cordeiros"},
    /* combinatorial games */
    {"no move left; the last player to move wins", "sem lances; ganha quem jogou por último"},
    {"no move left; the last player to move loses (misère)",
     "sem lances; perde quem jogou por último (misère)"},
    {"cannot obey the announcement; the last player to move wins",
     "não pode cumprir o anúncio; ganha quem jogou por último"},
    {"cannot obey the announcement; the last player to move loses (misère)",
     "não pode cumprir o anúncio; perde quem jogou por último (misère)"},
};

/* Words that reasons put in a %s besides the variant's player names. */
static const phrase WORDS[] = {
    {"White", "Brancas"},  {"Black", "Pretas"},   {"greens", "verdes"},
    {"yellows", "amarelas"}, {"reds", "vermelhas"}, {"first player", "primeiro jogador"},
    {"second player", "segundo jogador"},
};

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
    for (size_t i = 0; i < sizeof WORDS / sizeof *WORDS; i++)
        if (strlen(WORDS[i].en) == s->len && strncasecmp(WORDS[i].en, s->at, s->len) == 0)
            return WORDS[i].pt;
    snprintf(tmp, len, "%.*s", (int)s->len, s->at);
    return tmp;
}

int tb_outcome_reason(const tb_game *game, const tb_outcome *o, bool portuguese, char *buf,
                      size_t len)
{
    if (!portuguese)
        return snprintf(buf, len, "%s", o->reason);
    slot slots[MAX_SLOTS];
    for (size_t i = 0; i < sizeof REASONS / sizeof *REASONS; i++) {
        if (!match(REASONS[i].en, o->reason, slots, 0))
            continue;
        size_t out = 0;
        int n = 0;
        for (const char *p = REASONS[i].pt; *p && out + 1 < len; p++) {
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
    return snprintf(buf, len, "%s", o->reason);
}
