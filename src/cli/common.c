#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cli/commands.h"
#include "tabula/family.h"
#include "tabula/registry.h"

/* The placeholders of the usage lines, in Portuguese; the others (N, T, MB, MS, and the
 * protocols' names) read the same. */
static const struct {
    const char *en, *pt;
} placeholders[] = {
    {"GAME", "JOGO"},         {"DEPTH", "PROFUNDIDADE"}, {"SPEC", "JOGADOR"},
    {"SPEC1", "JOGADOR1"},    {"SPEC2", "JOGADOR2"},     {"TEXT", "TEXTO"},
    {"POSITION", "POSIÇÃO"},  {"FILE", "FICHEIRO"},      {"EXPR", "EXPRESSÃO"},
    {"SIZE", "TAMANHO"},      {"COMMAND", "COMANDO"},    {"HOST", "ENDEREÇO"},
    {"PORT", "PORTA"},        {"DIR", "PASTA"},          {"NAME", "NOME"},
    {"WM", "PB"},             {"WK", "DB"},              {"BM", "PP"},
    {"BK", "DP"}, /* men and kings, White's and Black's: pedras e damas, brancas e pretas */
};

static bool word_char(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-';
}

const char *cli_syntax(const char *syntax, int n)
{
    static char out[1024];
    size_t used = 0;
    for (int i = 0; i < n && used + 1 < sizeof out;) {
        if (cli_portuguese() && i + 4 <= n && strncmp(syntax + i, "e.g.", 4) == 0) {
            int wrote = snprintf(out + used, sizeof out - used, "p. ex.");
            used += wrote > 0 && (size_t)wrote < sizeof out - used ? (size_t)wrote : 0;
            i += 4;
            continue;
        }
        int j = i;
        while (j < n && word_char(syntax[j]))
            j++;
        const char *word = syntax + i;
        int len = j - i;
        if (len == 0) {
            out[used++] = syntax[i++];
            continue;
        }
        if (cli_portuguese())
            for (size_t k = 0; k < sizeof placeholders / sizeof placeholders[0]; k++)
                if ((int)strlen(placeholders[k].en) == len &&
                    strncmp(placeholders[k].en, word, (size_t)len) == 0) {
                    word = placeholders[k].pt;
                    len = (int)strlen(word);
                    break;
                }
        int wrote = snprintf(out + used, sizeof out - used, "%.*s", len, word);
        used += wrote > 0 && (size_t)wrote < sizeof out - used ? (size_t)wrote : 0;
        i = j;
    }
    out[used] = 0;
    return out;
}

int cli_fail(int status, const char *fmt, ...)
{
    char raw[4096], shown[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    /* in Portuguese by the common phrasebook (a message already in Portuguese matches no
     * English pattern and stays as it is) */
    char said[4096];
    size_t first = strcspn(raw, "\n"); /* the lines after the first are a usage: kept whole */
    char head[TB_ERROR_LEN * 2];
    snprintf(head, sizeof head, "%.*s", (int)first, raw);
    size_t n;
    bool usage_pt = cli_portuguese() && strncmp(head, "usage: ", 7) == 0; /* a usage alone */
    if (usage_pt)
        n = (size_t)snprintf(said, sizeof said, "uso: %s", cli_syntax(head + 7, (int)strlen(head + 7)));
    else
        n = (size_t)tb_error_text(NULL, head, cli_portuguese(), said, sizeof said);
    if (n >= sizeof said)
        n = strlen(said);
    const char *rest = raw + first;
    if (usage_pt) /* its next lines of syntax */
        snprintf(said + n, sizeof said - n, "%s", cli_syntax(rest, (int)strlen(rest)));
    else if (cli_portuguese() && strncmp(rest, "\nusage: ", 8) == 0)
        snprintf(said + n, sizeof said - n, "\nuso: %s", cli_syntax(rest + 8, (int)strlen(rest + 8)));
    else
        snprintf(said + n, sizeof said - n, "%s", rest);
    /* "got '%s'" quotes what the user typed; usages add lines of their own */
    tb_text_escape(said, shown, sizeof shown, true);
    fprintf(stderr, "tabula: %s\n", shown);
    return status;
}

int cli_game_fail(const tb_game *game, int status, const char *msg)
{
    char shown[TB_ERROR_LEN * 2];
    tb_error_text(game, msg, cli_portuguese(), shown, sizeof shown);
    return cli_fail(status, "%s", shown);
}

const tb_variant *cli_variant(const char *name)
{
    const tb_variant *v = tb_registry_find(name);
    if (!v)
        cli_fail(2, cli_portuguese() ? "jogo desconhecido '%s' (ver: tabula list)"
                                     : "unknown game '%s' (see: tabula list)",
                 name);
    return v;
}

tb_game *cli_game(const tb_variant *v, const char *options)
{
    tb_error err = {{0}};
    tb_game *g = tb_game_new(v, options && options[0] ? options : NULL, &err);
    char msg[TB_ERROR_LEN * 2];
    if (!g)
        cli_fail(2, "%s", (tb_variant_error_text(v, err.msg, cli_portuguese(), msg, sizeof msg), msg));
    return g;
}

bool cli_add_option(char *list, size_t len, const char *item)
{
    size_t used = strlen(list);
    int n = snprintf(list + used, len - used, "%s%s", used ? "," : "", item);
    return n >= 0 && (size_t)n < len - used;
}

bool cli_parse_count(const char *text, long max, long *out)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (!*text || *end || v < 0 || v > max)
        return false;
    *out = v;
    return true;
}

static int language = -1; /* -1: not chosen yet; 0 English; 1 Portuguese */

bool cli_valid_language(const char *lang)
{
    return strcmp(lang, "pt") == 0 || strcmp(lang, "en") == 0;
}

void cli_set_language(const char *lang)
{
    language = strcmp(lang, "pt") == 0;
    setenv("TABULA_LANG", lang, 1); /* the families' commands read it (tb_command_portuguese) */
}

bool cli_portuguese(void)
{
    if (language < 0)
        language = tb_command_portuguese();
    return language == 1;
}

/* The columns of the terminal standard output is, or 0 when it is none (a pipe, a file). */
static int terminal_columns(void)
{
    struct winsize w;
    if (!isatty(STDOUT_FILENO) || ioctl(STDOUT_FILENO, TIOCGWINSZ, &w) != 0)
        return 0;
    return w.ws_col;
}

/* One line of text from column `indent`, wrapped at spaces within `columns`. */
static void print_line_wrapped(const char *p, const char *end, int indent, int columns)
{
    int room = columns - indent, used = 0;
    while (p < end) {
        size_t bytes = strcspn(p, " ");
        if (p + bytes > end)
            bytes = (size_t)(end - p);
        int width = 0;
        for (size_t i = 0; i < bytes; i++)
            width += ((unsigned char)p[i] & 0xC0) != 0x80; /* UTF-8: count characters */
        if (columns > 0 && room > 20 && used > 0 && used + 1 + width > room) {
            printf("\n%*s", indent, "");
            used = 0;
        } else if (used > 0) {
            putchar(' ');
            used++;
        }
        printf("%.*s", (int)bytes, p);
        used += width;
        p += bytes;
        while (p < end && *p == ' ')
            p++;
    }
    putchar('\n');
}

void cli_print_wrapped(const char *text, int indent)
{
    int columns = terminal_columns();
    for (const char *p = text; *p;) {
        const char *end = p + strcspn(p, "\n");
        if (columns > 0)
            print_line_wrapped(p, end, indent, columns);
        else
            printf("%.*s\n", (int)(end - p), p);
        p = *end ? end + 1 : end;
        if (*p && indent)
            printf("%*s", indent, "");
    }
}

const char *cli_decimal(char *buf, size_t len, double v, int digits)
{
    if (digits < 0)
        snprintf(buf, len, "%+g", v);
    else
        snprintf(buf, len, "%.*f", digits, v);
    for (char *c = buf; cli_portuguese() && *c; c++)
        *c = *c == '.' ? ',' : *c;
    return buf;
}

int cli_columns(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}
