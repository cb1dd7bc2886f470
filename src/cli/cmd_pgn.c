/* tabula pgn FILE [--variant GAME] [--export [--book]] [--record]
 * tabula pgn --from-record FILE [--book]
 *
 * Reads every game of a file in a family's record format named as the command (PGN, from the
 * chess family: any chess variant, by the [Variant] tag, else --variant, else chess), checks
 * every move, and prints a line per game: its variant, moves, outcome and final position; or
 * the games written again in the format (--export; --book: the sources' notation) or as
 * tabula records (--record). --from-record turns a tabula record (a game saved by `play`)
 * into the format. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/family.h"
#include "tabula/record.h"

static const char usage[] = "usage: tabula pgn FILE [--variant GAME] [--export [--book]] "
                            "[--record]\n       tabula pgn --from-record FILE [--book]";

static char *slurp(const char *path)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!f)
        return NULL;
    size_t len = 0, cap = 1 << 16;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap) {
            char *bigger = cap < (256u << 20) ? realloc(buf, cap * 2) : NULL;
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
            cap *= 2;
        }
    }
    if (buf)
        buf[len] = '\0';
    if (f != stdin)
        fclose(f);
    return buf;
}

static void summary(int number, const tb_record *r)
{
    const tb_game *g = r->game;
    void *state = malloc(g->state_size);
    memcpy(state, r->start, g->state_size);
    for (int i = 0; i < r->count; i++)
        g->cls->apply(g, state, r->actions[i]);
    char pos[4096];
    g->cls->position_to_text(g, state, pos, sizeof pos);
    tb_outcome o;
    g->cls->outcome(g, state, &o);
    char reason[TB_REASON_LEN * 2];
    if (o.over)
        tb_outcome_reason(g, &o, cli_portuguese(), reason, sizeof reason);
    printf(T("game %d: %s, %d moves, %s; final position: %s\n",
             "partida %d: %s, %d lances, %s; posição final: %s\n"),
           number, g->variant->id, r->count, o.over ? reason : T("unfinished", "por terminar"),
           pos);
    free(state);
}

int cmd_pgn(int argc, char **argv)
{
    const char *path = NULL, *variant = NULL;
    bool export_pgn = false, book = false, record = false, from_record = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc)
            variant = argv[++i];
        else if (strcmp(argv[i], "--export") == 0)
            export_pgn = true;
        else if (strcmp(argv[i], "--book") == 0)
            book = true;
        else if (strcmp(argv[i], "--record") == 0)
            record = true;
        else if (strcmp(argv[i], "--from-record") == 0)
            from_record = true;
        else if ((argv[i][0] == '-' && argv[i][1]) || path)
            return cli_fail(2, "bad argument '%s'\n%s", argv[i], usage);
        else
            path = argv[i];
    }
    const tb_record_format *format = tb_record_format_find(argv[0]);
    if (!format)
        return cli_fail(2, "no family reads %s records", argv[0]);
    if (!path || (export_pgn && record))
        return cli_fail(2, "%s", usage);
    if (variant && !format->variant_find(variant))
        return cli_fail(2, "'%s' is not a variant %s records (see tabula list)", variant, argv[0]);
    char *text = slurp(path);
    if (!text)
        return cli_fail(1, "cannot read %s", path);
    int status = 0;
    tb_error err = {{0}};
    if (from_record) {
        tb_record r;
        if (!tb_record_read(text, &r, &err)) {
            status = cli_fail(1, "%s", err.msg);
        } else {
            char *pgn = format->write(r.game, r.start, r.actions, r.count, NULL, book);
            if (pgn)
                fputs(pgn, stdout);
            else
                status = cli_fail(1, "%s cannot be written as %s", r.game->variant->id, argv[0]);
            free(pgn);
            tb_record_free(&r);
        }
        free(text);
        return status;
    }
    const char *p = text;
    tb_record_tags *tags = malloc(sizeof *tags);
    for (int number = 1; tags; number++) {
        tb_record r;
        if (!format->read(&p, variant, &r, tags, &err)) {
            if (err.msg[0])
                status = cli_fail(1, "game %d: %s", number, err.msg);
            break;
        }
        if (export_pgn || record) {
            char *out = export_pgn ? format->write(r.game, r.start, r.actions, r.count, tags, book)
                                   : tb_record_write(r.game, r.start, r.actions, r.count);
            printf("%s%s", number > 1 ? "\n" : "", out);
            free(out);
        } else {
            summary(number, &r);
        }
        tb_record_free(&r);
    }
    free(tags);
    free(text);
    return status;
}
