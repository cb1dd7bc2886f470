/* An analysis report made of named, typed fields, so the terminal and the browser can show a
 * family's analysis (combinatorial.md §2.4 today) without knowing the family.
 *
 * A report is a group of fields; a field has a key ("outcome"), optional Portuguese and
 * English labels and a value: null (does not apply here), text, integer, number, yes/no, a
 * list, a group of fields, or moves (each a move and the position it leaves). The server
 * turns a report into a JSON object, key by key; tb_report_text into "key: value" lines. */
#ifndef TABULA_REPORT_H
#define TABULA_REPORT_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum tb_value_type {
    TB_VALUE_NULL,
    TB_VALUE_TEXT,
    TB_VALUE_INTEGER,
    TB_VALUE_NUMBER,
    TB_VALUE_BOOLEAN,
    TB_VALUE_LIST,  /* items without keys */
    TB_VALUE_GROUP, /* items with keys */
    TB_VALUE_MOVES  /* items are moves: text = the move, position = what it leaves (or NULL) */
} tb_value_type;

typedef struct tb_value tb_value;
struct tb_value {
    tb_value_type type;
    char *key;                 /* NULL for a list's items and a move */
    char *label_pt, *label_en; /* optional; the key is shown without them */
    char *text;                /* TEXT; a move's text */
    char *text_pt;             /* TEXT that is a word, not notation: its Portuguese (optional) */
    char *position;            /* a move's resulting position (optional) */
    long long integer;
    double number;
    bool boolean;
    /* Optional: how a terminal line writes the value after "key: " (lines after the first
     * follow the newlines), where the plain rendering would lose the sources' layout
     * (a nim-sum's binary columns). */
    char *display;
    tb_value *first, *last, *next; /* items of a list, group or moves, in order */
    bool incomplete;               /* an allocation failed below this value */
};

/* The report: a group. Fields keep the order they were added in. */
typedef tb_value tb_report;

void tb_report_init(tb_report *r);
void tb_report_free(tb_report *r);
/* False if any allocation failed while the report was built. */
bool tb_report_complete(const tb_report *r);

/* Each adds a field (or a list item when `key` is NULL) to `parent` (a group or list) and
 * returns it, or NULL when memory ran out (the parent is then marked incomplete). A NULL
 * parent is ignored, so a failed group needs no checks below it. */
tb_value *tb_value_add_null(tb_value *parent, const char *key);
tb_value *tb_value_add_text(tb_value *parent, const char *key, const char *text);
tb_value *tb_value_add_integer(tb_value *parent, const char *key, long long value);
tb_value *tb_value_add_number(tb_value *parent, const char *key, double value);
tb_value *tb_value_add_boolean(tb_value *parent, const char *key, bool value);
tb_value *tb_value_add_list(tb_value *parent, const char *key);
tb_value *tb_value_add_group(tb_value *parent, const char *key);
tb_value *tb_value_add_moves(tb_value *parent, const char *key);
/* One move of a moves value, with the position it leaves (NULL: not given). */
tb_value *tb_value_add_move(tb_value *moves, const char *move, const char *position);
/* Sets the labels; returns v. */
tb_value *tb_value_label(tb_value *v, const char *pt, const char *en);
/* Sets the Portuguese of a text value that is a word ("imparcial" for "impartial"); returns
 * v. */
tb_value *tb_value_text_pt(tb_value *v, const char *pt);
/* Sets the terminal display text; returns v. */
tb_value *tb_value_display(tb_value *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The field `key` of a group, or NULL. */
const tb_value *tb_value_get(const tb_value *group, const char *key);

/* The report as "key: value" lines (malloc'd; NULL when memory runs out): null fields are
 * left out; yes/no for booleans; a list's items separated by spaces; moves as "m1, m2" (or
 * "(none)") followed by a "  move -> position" line each; a group's fields indented. */
char *tb_report_text(const tb_report *r);
/* The same with the Portuguese labels as names, yes/no as sim/não and decimal commas when
 * `portuguese`. */
char *tb_report_text_lang(const tb_report *r, bool portuguese);

#ifdef __cplusplus
}
#endif
#endif
