/* The P/N and Grundy tables of combinatorial.md §2.4, entry by entry (see table.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "games/combinatorial/table.h"

tb_comb_table_type tb_comb_table_type_of(const tb_comb_kind *kind)
{
    if (strcmp(kind->keyword, "queens") == 0)
        return TB_COMB_TABLE_BOARD;
    if (strcmp(kind->keyword, "sub") == 0 || strcmp(kind->keyword, "kayles") == 0)
        return TB_COMB_TABLE_HEAP;
    if (strcmp(kind->keyword, "addup") == 0)
        return TB_COMB_TABLE_TOTAL;
    return TB_COMB_TABLE_NONE;
}

int tb_comb_table_default_size(const tb_comb_kind *kind)
{
    /* The sources' own tables: the 8x8 board, S{1,2,3} to 20, Kayles to 39, target 13. */
    switch (tb_comb_table_type_of(kind)) {
    case TB_COMB_TABLE_BOARD:
        return 8;
    case TB_COMB_TABLE_HEAP:
        return strcmp(kind->keyword, "kayles") == 0 ? 39 : 20;
    case TB_COMB_TABLE_TOTAL:
        return 13;
    default:
        return 0;
    }
}

void tb_comb_table_free(tb_comb_table *t)
{
    free(t->outcome);
    free(t->grundy);
    memset(t, 0, sizeof *t);
}

bool tb_comb_table_make(const tb_game *g, const tb_comb_kind *kind, const char *head, int rows,
                        int cols, const tb_comb_limits *limits, tb_comb_table *t, bool *refused,
                        tb_error *err)
{
    memset(t, 0, sizeof *t);
    bool parsed = true;
    t->type = tb_comb_table_type_of(kind);
    if (t->type == TB_COMB_TABLE_NONE) {
        tb_error_set(err, "%s has no P/N or Grundy table", kind->keyword);
        return false;
    }
    if (t->type != TB_COMB_TABLE_BOARD)
        rows = 1;
    if (rows < 1 || cols < 1) {
        tb_error_set(err, "a table needs at least one entry");
        return false;
    }
    t->rows = rows;
    t->cols = cols;
    size_t n = (size_t)rows * (size_t)cols;
    t->outcome = malloc(n);
    t->grundy = malloc(n * sizeof *t->grundy);
    tb_comb_state *s = malloc(sizeof *s);
    tb_comb_limits lim = {0};
    if (limits)
        lim = *limits;
    double deadline = lim.max_seconds > 0 ? tb_clock_seconds() + lim.max_seconds : 0;
    bool ok = t->outcome && t->grundy && s;
    if (!ok)
        tb_error_set(err, "out of memory");
    for (size_t i = 0; i < n && ok; i++) {
        int r = (int)(i / (size_t)cols), c = (int)(i % (size_t)cols);
        char text[256];
        if (t->type == TB_COMB_TABLE_BOARD)
            snprintf(text, sizeof text, "%s: (%d,%d)", kind->keyword, r, c);
        else if (t->type == TB_COMB_TABLE_HEAP)
            snprintf(text, sizeof text, "%s: %d", head, c);
        else
            snprintf(text, sizeof text, "%s: %d %d", head, cols - 1, c);
        if (deadline > 0) { /* what is left of the whole table's budget */
            lim.max_seconds = deadline - tb_clock_seconds();
            if (lim.max_seconds <= 0) {
                tb_error_set(err, "%s: the table ran out of time", text);
                ok = false;
                break;
            }
        }
        tb_error e = {{0}};
        tb_comb_report rep = {0};
        parsed = tb_comb_parse(text, false, s, &e);
        ok = parsed && tb_comb_analyse(g, s, false, &lim, &rep, &e);
        if (!ok) {
            tb_error_set(err, "%s: %s", text, e.msg);
            tb_comb_report_free(&rep);
            break;
        }
        t->outcome[i] = rep.outcome;
        t->grundy[i] = rep.grundy;
        t->positions += rep.positions;
        if (rep.grundy > t->widest)
            t->widest = rep.grundy;
        tb_comb_report_free(&rep);
    }
    free(s);
    if (refused)
        *refused = !parsed;
    if (!ok)
        tb_comb_table_free(t);
    return ok;
}
