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
        /* shortest span first; empty only between quotes ("got ''") */
        for (size_t k = pat[2] == '\'' ? 0 : 1; k == 0 || text[k - 1]; k++) {
            slots[n] = (slot){text, k};
            if (match(pat + 2, text + k, slots, n + 1))
                return true;
        }
        return false;
    }
    return *pat == *text && match(pat + 1, text + 1, slots, n);
}

/* Whom a translation is for: the game (its players' names; may be NULL), its family (the
 * words), and for error messages the phrasebooks a detail is translated again with ("bad
 * position: %s" holds a message of its own). */
typedef struct context {
    const tb_game *game;
    const tb_family *family;
    bool errors; /* a %s that is no word is tried as a message (tb_error_text) */
    int depth;
} context;

static int translate_error(const context *cx, const char *msg, char *buf, size_t len);

/* A number with a decimal point ("6.5", "-0.5") is written with a comma in Portuguese
 * ("6,5"); true if `text` was one. */
static bool decimal_point_to_comma(char *text)
{
    size_t k = text[0] == '-' ? 1 : 0, digits = strspn(text + k, "0123456789");
    char *point = text + k + digits;
    if (!digits || *point != '.' || !isdigit((unsigned char)point[1]) ||
        point[1 + strspn(point + 1, "0123456789")] != '\0')
        return false;
    *point = ',';
    return true;
}

/* The Portuguese for one %s span: a player's name, a known word, a message of its own (in an
 * error), or the span itself. */
static const char *word_pt(const context *cx, const slot *s, char *tmp, size_t len, bool *player,
                           bool quoted)
{
    const tb_game *g = cx->game;
    *player = false;
    for (int p = 0; g && p < g->num_players; p++) {
        const char *en = tb_game_player_name(g, p, false);
        if (strlen(en) == s->len && strncasecmp(en, s->at, s->len) == 0) {
            *player = true;
            return tb_game_player_name(g, p, true);
        }
    }
    for (const tb_phrase *w = cx->family ? cx->family->words : NULL; w && w->en; w++)
        if (strlen(w->en) == s->len && strncasecmp(w->en, s->at, s->len) == 0)
            return w->pt;
    snprintf(tmp, len, "%.*s", (int)s->len, s->at);
    if (!quoted && decimal_point_to_comma(tmp)) /* what the user typed stays as typed */
        return tmp;
    if (cx->errors && cx->depth < 3) {
        char inner[TB_ERROR_LEN * 2];
        context deeper = *cx;
        deeper.depth++;
        if (translate_error(&deeper, tmp, inner, sizeof inner) >= 0)
            snprintf(tmp, len, "%s", inner);
    }
    return tmp;
}

/* The Portuguese article of a player's name, by its first word: "as Negras", "os Gatos",
 * "o Primeiro". Colours name the pieces (as peças laranja), so a colour is "as". */
static const char *article_pt(const char *name)
{
    size_t n = strcspn(name, " (");
    static const char *const feminine_plural[] = {"Laranja", "Verdes", "Vermelhas", "Azuis"};
    for (size_t i = 0; i < sizeof feminine_plural / sizeof feminine_plural[0]; i++)
        if (strlen(feminine_plural[i]) == n && strncmp(name, feminine_plural[i], n) == 0)
            return "as";
    if (n >= 2 && strncmp(name + n - 2, "as", 2) == 0)
        return "as";
    if (n >= 1 && name[n - 1] == 's')
        return "os";
    if (n >= 1 && name[n - 1] == 'a')
        return "a";
    return "o";
}

int tb_player_phrase_pt(const char *name, bool to_move, char *buf, size_t len)
{
    const char *art = article_pt(name);
    bool plural = art[strlen(art) - 1] == 's';
    if (!to_move)
        return snprintf(buf, len, "%s %s", art, name);
    return snprintf(buf, len, "%s %s %s", plural ? "Jogam" : "Joga", art, name);
}

/* Writes the Portuguese of `text` by the first of `phrases` that matches it; -1 if none.
 * Besides %s and %d, the Portuguese may write %j for "Jogam as <name>" (the %s slot of a
 * player to move, the verb agreeing), %t for "as <name>" (the article) and %{one|many} for
 * a verb agreeing with the last player named before it ("%t %{desistiu|desistiram}": "as
 * Brancas desistiram", "o Primeiro desistiu"). */
static int translate(const context *cx, const tb_phrase *phrases, const char *text, char *buf,
                     size_t len)
{
    slot slots[MAX_SLOTS];
    for (const tb_phrase *ph = phrases; ph && ph->en; ph++) {
        if (!match(ph->en, text, slots, 0))
            continue;
        size_t out = 0;
        int n = 0;
        bool plural = false; /* the last player named */
        for (const char *p = ph->pt; *p && out + 1 < len; p++) {
            char tmp[TB_ERROR_LEN * 2]; /* a name with "Jogam as ", or a detail's message */
            const char *piece = NULL;
            bool player = false;
            if (p[0] == '%' && p[1] == '{') {
                const char *bar = strchr(p, '|'), *end = bar ? strchr(bar, '}') : NULL;
                if (end) {
                    const char *from = plural ? bar + 1 : p + 2, *to = plural ? end : bar;
                    out += (size_t)snprintf(buf + out, len - out, "%.*s", (int)(to - from), from);
                    if (out >= len)
                        out = len - 1;
                    p = end;
                    continue;
                }
            }
            if (p[0] == '%' && p[1] == 'd')
                piece = (snprintf(tmp, sizeof tmp, "%.*s", (int)slots[n].len, slots[n].at), tmp);
            else if (p[0] == '%' && p[1] == 's') {
                piece = word_pt(cx, &slots[n], tmp, sizeof tmp, &player,
                                p > ph->pt && p[-1] == '\'');
                if (player)
                    plural = article_pt(piece)[strlen(article_pt(piece)) - 1] == 's';
            } else if (p[0] == '%' && (p[1] == 'j' || p[1] == 't')) {
                char word[TB_REASON_LEN];
                context plain = *cx; /* a player's name, never a message */
                plain.errors = false;
                const char *name = word_pt(&plain, &slots[n], word, sizeof word, &player, true);
                if (name != word) /* a player's name: copied, as tmp is written next */
                    snprintf(word, sizeof word, "%s", name);
                const char *art = article_pt(word);
                plural = art[strlen(art) - 1] == 's';
                tb_player_phrase_pt(word, p[1] == 'j', tmp, sizeof tmp);
                piece = tmp;
            }
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
    context cx = {game, f, false, 0};
    int n = portuguese && f ? translate(&cx, f->reasons, o->reason, buf, len) : -1;
    return n >= 0 ? n : snprintf(buf, len, "%s", o->reason);
}

/* The special actions' words, whole words of a turn's text, and the prefixes of marks
 * (Go's "dead:e5", "morta:e5"). */
static const tb_phrase action_prefixes[] = {
    {"dead:", "morta:"},
    {NULL, NULL},
};
/* The special actions' words, whole words of a turn's text. */
static const tb_phrase action_words[] = {
    {"pass", "passar"},   {"resigns", "desistir"}, {"resign", "desistir"},
    {"stop", "parar"},    {"accept", "aceitar"},   {"resume", "retomar"},
    /* Quim's two kinds of move, in the book's verbs (the game reads both) */
    {"split", "partir"},  {"take", "retirar"},
    {NULL, NULL},
};

int tb_turn_text_shown(const char *text, bool portuguese, char *buf, size_t len)
{
    if (!portuguese)
        return snprintf(buf, len, "%s", text);
    size_t out = 0;
    if (len)
        buf[0] = '\0';
    for (const char *p = text; *p && out + 1 < len;) {
        size_t n = strcspn(p, " ");
        const char *word = NULL;
        for (const tb_phrase *w = action_words; w->en && !word; w++)
            if (strlen(w->en) == n && strncmp(w->en, p, n) == 0)
                word = w->pt;
        for (const tb_phrase *w = action_prefixes; w->en && !word; w++)
            if (strlen(w->en) < n && strncmp(w->en, p, strlen(w->en)) == 0) {
                out += (size_t)snprintf(buf + out, len - out, "%s", w->pt);
                if (out >= len)
                    out = len - 1;
                p += strlen(w->en);
                n -= strlen(w->en);
            }
        out += (size_t)snprintf(buf + out, len - out, "%.*s", word ? (int)strlen(word) : (int)n,
                                word ? word : p);
        if (out >= len)
            out = len - 1;
        p += n;
        if (*p == ' ' && out + 1 < len) {
            buf[out++] = ' ';
            buf[out] = '\0';
            p++;
        }
    }
    return (int)out;
}

/* Status lines any game may give. */
static const tb_phrase common_status[] = {
    {"%s to move", "%j"},
    {NULL, NULL},
};

int tb_status_translate(const tb_game *game, const char *status, char *buf, size_t len)
{
    const tb_family *f = tb_variant_family(game->variant);
    context cx = {game, f, false, 0};
    int n = f ? translate(&cx, f->status, status, buf, len) : -1;
    return n >= 0 ? n : translate(&cx, common_status, status, buf, len);
}

int tb_status_line(const tb_game *game, const void *state, const char *status, bool portuguese,
                   char *buf, size_t len)
{
    const char *who = tb_game_player_name(game, game->cls->to_move(game, state), portuguese);
    if (!portuguese)
        return status && status[0] ? snprintf(buf, len, "%s", status)
                                   : snprintf(buf, len, "%s to move", who);
    int n = status && status[0] ? tb_status_translate(game, status, buf, len) : -1;
    return n >= 0 ? n : tb_player_phrase_pt(who, true, buf, len);
}

/* Messages of the library that any game may give; the families' own in their phrasebooks. */
static const tb_phrase common_errors[] = {
    {"illegal move: %s", "lance ilegal: %s"},
    {"illegal move '%s': %s", "lance ilegal '%s': %s"},
    {"illegal move '%s'", "lance ilegal '%s'"},
    {"'%s' is not a legal move", "'%s' não é um lance legal"},
    {"bad move '%s': %s", "lance inválido '%s': %s"},
    {"bad move '%s'", "lance inválido '%s'"},
    {"bad position: %s", "posição inválida: %s"},
    {"empty move", "lance vazio"},
    {"the game is over", "o jogo terminou"},
    {"out of memory", "memória esgotada"},
    {"too many actions in one turn", "demasiadas acções numa jogada"},
    {"the turn is over before the end of '%s'", "a jogada termina antes do fim de '%s'"},
    {"the turn is over before '%s'", "a jogada termina antes de '%s'"},
    {"cannot read the turn '%s'", "não consigo ler a jogada '%s'"},
    {"ambiguous move '%s': prefix it with [k], the component",
     "lance ambíguo '%s': escreva antes [k], a componente"},
    {"unknown option '%s' for %s", "opção desconhecida '%s' em %s"},
    {"text too long (%d characters, at most %d)",
     "texto demasiado longo (%d caracteres, no máximo %d)"},
    /* options (options.c): the names and values stay as they are typed */
    {"option %s: expected one of %s, got '%s'", "opção %s: tem de ser um de %s, não '%s'"},
    {"option %s: expected a whole number from %d to %d, got '%s'",
     "opção %s: tem de ser um número inteiro de %d a %d, não '%s'"},
    {"option %s: expected AxB with sides from %d to %d, got '%s'",
     "opção %s: tem de ser AxB com lados de %d a %d, não '%s'"},
    {"option %s: empty value", "opção %s: valor vazio"},
    {"option %s: value too long", "opção %s: valor demasiado longo"},
    {"option %s given twice", "opção %s dada duas vezes"},
    {"option %s is fixed to %s in %s", "a opção %s vale sempre %s em %s"},
    {"options too long", "opções demasiado longas"},
    {"too many options", "demasiadas opções"},
    {"bad options '%s': an empty item", "opções inválidas '%s': um item vazio"},
    {"bad option '%s=': no name", "opção inválida '%s=': falta o nome"},
    {"bad option '=': no name", "opção inválida '=': falta o nome"},
    {"bad option '%s': expected name=value", "opção inválida '%s': escreva nome=valor"},
    {"option %s: %s", "opção %s: %s"},
    {"bad option %s: %s", "opção inválida %s: %s"},
    /* boards written rank by rank (board_text.c) */
    {"rank %d has more than %d squares", "a fila %d tem mais de %d casas"},
    {"rank %d has %d squares, expected %d", "a fila %d tem %d casas em vez de %d"},
    {"expected %d ranks separated by '/'", "esperavam-se %d filas separadas por '/'"},
    {"unexpected '%s' (pieces are %s)", "carácter '%s' inesperado (as peças são %s)"},
    {"unexpected '%s'", "carácter '%s' inesperado"},
    {"empty text", "texto vazio"},
    /* records (record.c) */
    {"malformed tag: %s", "etiqueta mal formada: %s"},
    {"a record of '%s', not of '%s'", "um registo de '%s', não de '%s'"},
    {"unknown game '%s'", "jogo desconhecido '%s'"},
    {"no [Game \"...\"] tag", "falta a etiqueta [Game \"...\"]"},
    {"line %d: tag after the moves", "linha %d: etiqueta depois dos lances"},
    {"line %d: '%s': %s", "linha %d: '%s': %s"},
    {"line %d: %s", "linha %d: %s"},
    /* records in the families' formats (PGN, PDN): a move of the record, then why */
    {"move %d '%s': %s", "lance %d '%s': %s"},
    {"move %d: word too long", "lance %d: palavra demasiado longa"},
    /* computer players and the engines they run (src/ai, engine_process.c); the protocol
     * replies themselves (GTP, UCI) stay English */
    {"computer player: %s", "jogador do computador: %s"},
    {"unknown player '%s' (try: tabula players)", "jogador desconhecido '%s' (ver: tabula players)"},
    {"bad player '%s'", "jogador inválido '%s'"},
    {"player %s chose an illegal action", "o jogador %s escolheu uma acção ilegal"},
    {"%s has %d players", "%s tem %d jogadores"},
    {"no legal move", "não há lances legais"},
    {"ab needs a time or a depth limit", "o ab precisa de um limite de tempo ou de profundidade"},
    {"mcts needs a time or an iterations limit",
     "o mcts precisa de um limite de tempo ou de iterações"},
    {"%s needs a time, depth or nodes limit",
     "%s precisa de um limite de tempo, de profundidade ou de nós"},
    {"parameter fallback: expected mcts, ab or random, got '%s'",
     "parâmetro fallback: tem de ser mcts, ab ou random, não '%s'"},
    {"parameter setoption: expected Name=value/Name=value",
     "parâmetro setoption: escreva Nome=valor/Nome=valor"},
    {"parameter %s: expected %d to %d, got %d", "parâmetro %s: tem de ir de %d a %d, não %d"},
    {"parameter %s: expected a number from %s to %s, got '%s'",
     "parâmetro %s: tem de ser um número de %s a %s, não '%s'"},
    {"parameter %s: %s", "parâmetro %s: %s"},
    {"duration '%s' too long: at most one day (86400s)",
     "duração '%s' demasiado longa: no máximo um dia (86400s)"},
    {"bad duration '%s': expected e.g. 2s, 500ms or 1.5",
     "duração inválida '%s': escreva p. ex. 2s, 500ms ou 1.5"},
    {"count '%s' too large: at most %d", "número '%s' demasiado grande: no máximo %d"},
    {"bad count '%s': expected e.g. 200, 50k or 2M",
     "número inválido '%s': escreva p. ex. 200, 50k ou 2M"},
    {"%s: engine '%s' sent '%s'", "%s: o motor '%s' enviou '%s'"},
    {"%s: engine '%s' played '%s', not a legal move here",
     "%s: o motor '%s' jogou '%s', que não é um lance legal aqui"},
    {"%s: engine '%s' stopped (exit status %d)", "%s: o motor '%s' parou (código de saída %d)"},
    {"%s: engine '%s' stopped (signal %d)", "%s: o motor '%s' parou (sinal %d)"},
    {"%s: engine '%s' stopped", "%s: o motor '%s' parou"},
    {"%s: engine '%s' did not answer in time", "%s: o motor '%s' não respondeu a tempo"},
    {"%s: engine '%s' said '%s'", "%s: o motor '%s' disse '%s'"},
    {"%s: engine '%s' is not running", "%s: o motor '%s' não está a correr"},
    {"%s: the command has more than %d words", "%s: o comando tem mais de %d palavras"},
    {"%s: the command '%s' has an unclosed %s", "%s: o comando '%s' tem um %s por fechar"},
    {"%s: no engine command given", "%s: falta o comando do motor"},
    {"%s: the engine command must be shorter than %d characters",
     "%s: o comando do motor tem de ter menos de %d caracteres"},
    {"%s: cannot enter the folder '%s' to run '%s': %s",
     "%s: não consigo entrar na pasta '%s' para correr '%s': %s"},
    {"%s: cannot create a socket pair", "%s: não consigo criar um par de sockets"},
    {"%s: cannot run '%s': %s", "%s: não consigo correr '%s': %s"},
    {"%s: command too long", "%s: comando demasiado longo"},
    /* the command line's own refusals (src/cli) */
    {"--positions: expected a positive count", "--positions: tem de ser um número positivo"},
    {"position too long", "posição demasiado longa"},
    {"misère play is not offered for %s", "o jogo misère não é oferecido em %s"},
    {"%s has no analysis report: analyse works on the combinatorial games (see `tabula list`); "
     "try `tabula solve`",
     "%s não tem relatório de análise: analyse trata dos jogos combinatórios (ver `tabula "
     "list`); experimente `tabula solve`"},
    {"--time: %s", "--time: %s"},
    {"--seed: %s", "--seed: %s"},
    {"--nodes: %s", "--nodes: %s"},
    {"--max-actions: %s", "--max-actions: %s"},
    {"--openings: %s", "--openings: %s"},
    {"--record: %s", "--record: %s"},
    {"more than %d openings", "mais de %d aberturas"},
    {"%s has no opening", "%s não tem aberturas"},
    {"the game is over after '%s'", "a partida acaba depois de '%s'"},
    {"too many turns", "demasiadas jogadas"},
    {"--p%d: %s", "--p%d: %s"},
    {"must be positive", "tem de ser positivo"},
    {"usage: tabula bench [GAME] [--time T]", "uso: tabula bench [JOGO] [--time T]"},
    {"usage: tabula list", "uso: tabula list"},
    {"usage: tabula players [--lang pt|en]", "uso: tabula players [--lang pt|en]"},
    {"usage: tabula rules GAME [--lang pt|en]", "uso: tabula rules JOGO [--lang pt|en]"},
    {"%s needs a value", "%s precisa de um valor"},
    {"-n: expected a number of games from 1 to 1000000",
     "-n: escreva um número de partidas de 1 a 1000000"},
    {"options too long", "opções demasiado longas"},
    {"too many options", "demasiadas opções"},
    {"unexpected argument '%s'", "argumento inesperado '%s'"},
    {"unknown argument '%s'", "argumento desconhecido '%s'"},
    {"bad argument '%s'", "argumento inválido '%s'"},
    {"player spec too long: %s", "especificação de jogador demasiado longa: %s"},
    {"no game finished", "nenhuma partida terminou"},
    {"--divide counts actions; it cannot be combined with --turns",
     "--divide conta acções; não se pode juntar a --turns"},
    {"bad depth '%s': expected a whole number from 0 to 64",
     "profundidade inválida '%s': escreva um número inteiro de 0 a 64"},
    {"no family reads %s records", "nenhuma família lê registos %s"},
    {"'%s' is not a variant %s records (see tabula list)",
     "'%s' não é uma variante com registos %s (ver tabula list)"},
    {"cannot read %s", "não consigo ler %s"},
    {"cannot write %s", "não consigo escrever %s"},
    {"%s cannot be written as %s", "%s não se pode escrever em %s"},
    {"game %d: %s", "partida %d: %s"},
    {"bad seed '%s'", "semente inválida '%s'"},
    {"bad language '%s' (pt or en)", "língua inválida '%s' (pt ou en)"},
    {"--port: expected a port from 0 to 65535, got '%s'",
     "--port: escreva uma porta de 0 a 65535, não '%s'"},
    {"--threads: expected 1 to 64, got '%s'", "--threads: escreva de 1 a 64, não '%s'"},
    {"--engine: expected NAME=SPEC, got '%s'", "--engine: escreva NOME=ESPEC, não '%s'"},
    {"no folder for the games: give --data FILE",
     "sem pasta para as partidas: indique --data FICHEIRO"},
    {"--tt: expected a size in MB from 1 to 65536, got '%s'",
     "--tt: escreva um tamanho em MB de 1 a 65536, não '%s'"},
    {"table: no table for '%s'", "table: não há tabela para '%s'"},
    {"cannot read standard input", "não consigo ler a entrada padrão"},
    /* the system's reasons (strerror) inside them */
    {"No such file or directory", "o ficheiro não existe"},
    {"Permission denied", "permissão recusada"},
    {"Not a directory", "não é uma pasta"},
    {"Exec format error", "não é um programa executável"},
    {NULL, NULL},
};

static int translate_error(const context *cx, const char *msg, char *buf, size_t len)
{
    int n = cx->family ? translate(cx, cx->family->errors, msg, buf, len) : -1;
    return n >= 0 ? n : translate(cx, common_errors, msg, buf, len);
}

int tb_error_text(const tb_game *game, const char *msg, bool portuguese, char *buf, size_t len)
{
    if (!portuguese)
        return snprintf(buf, len, "%s", msg);
    context cx = {game, game ? tb_variant_family(game->variant) : NULL, true, 0};
    int n = translate_error(&cx, msg, buf, len);
    return n >= 0 ? n : snprintf(buf, len, "%s", msg);
}

int tb_variant_error_text(const tb_variant *variant, const char *msg, bool portuguese, char *buf,
                          size_t len)
{
    if (!portuguese)
        return snprintf(buf, len, "%s", msg);
    context cx = {NULL, variant ? tb_variant_family(variant) : NULL, true, 0};
    int n = translate_error(&cx, msg, buf, len);
    return n >= 0 ? n : snprintf(buf, len, "%s", msg);
}

/* The Portuguese of an exact English text in `list`, or NULL. */
static const char *exact_pt(const tb_phrase *list, const char *en)
{
    for (const tb_phrase *ph = list; en && ph && ph->en; ph++)
        if (strcmp(ph->en, en) == 0)
            return ph->pt;
    return NULL;
}

const char *tb_option_help(const tb_variant *variant, const tb_option_def *def, bool portuguese)
{
    const tb_family *f = portuguese && variant ? tb_variant_family(variant) : NULL;
    const char *pt = f ? exact_pt(f->options, def->help) : NULL;
    return pt ? pt : def->help ? def->help : "";
}

const char *tb_player_param_help(const tb_player_kind *kind, const tb_option_def *def,
                                 bool portuguese)
{
    const char *pt = portuguese ? exact_pt(kind->params_pt, def->help) : NULL;
    return pt ? pt : def->help ? def->help : "";
}

const char *tb_player_kind_help(const tb_player_kind *kind, bool portuguese)
{
    if (portuguese && kind->help_pt)
        return kind->help_pt;
    return kind->help ? kind->help : "";
}

int tb_phrase_translate(const tb_game *game, const tb_phrase *phrases, const char *text,
                        char *buf, size_t len)
{
    context cx = {game, game ? tb_variant_family(game->variant) : NULL, false, 0};
    return translate(&cx, phrases, text, buf, len);
}
