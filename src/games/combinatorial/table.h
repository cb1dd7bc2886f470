/* The P/N and Grundy tables of combinatorial.md §2.4 "table", shared by `tabula table` and
 * the server: one Wythoff queen on every square of an R×C board (TV-WY-1, TV-WY-2), one heap
 * of 0..n beans of a subtraction game, one Kayles row of 0..n pins, and the running totals
 * 0..T of Add-Up Nim with target T (TV-SUB-*, TV-KY-1, TV-ADD-*). Every entry comes from
 * tb_comb_analyse of its own position. */
#ifndef TABULA_GAMES_COMBINATORIAL_TABLE_H
#define TABULA_GAMES_COMBINATORIAL_TABLE_H

#include "games/combinatorial/comb.h"

typedef enum tb_comb_table_type {
    TB_COMB_TABLE_NONE,
    TB_COMB_TABLE_BOARD, /* "queens: (r,c)" for r < rows, c < cols */
    TB_COMB_TABLE_HEAP,  /* "HEAD: n" for n = 0..last (subtraction games, Kayles) */
    TB_COMB_TABLE_TOTAL  /* "HEAD: last n" for n = 0..last (Add-Up Nim: target, total) */
} tb_comb_table_type;

/* The table a kind has, and its default size (the board side, or `last`). */
tb_comb_table_type tb_comb_table_type_of(const tb_comb_kind *kind);
int tb_comb_table_default_size(const tb_comb_kind *kind);

typedef struct tb_comb_table {
    tb_comb_table_type type;
    int rows, cols;   /* a board: its size; a sequence: 1 row of last + 1 entries */
    char *outcome;    /* rows × cols letters 'P' / 'N', row by row */
    uint64_t *grundy; /* rows × cols Grundy values */
    uint64_t widest;  /* the largest Grundy value */
    size_t positions; /* positions analysed, all entries together */
} tb_comb_table;

/* Fills the table of `kind` with positions headed `head` (the keyword and header, e.g.
 * "sub{3,4}"; a board uses the bare keyword): a board of rows × cols, or a sequence 0..last
 * with last = cols - 1. `limits` (NULL: the analysis defaults) bound the whole table:
 * max_seconds all entries together, max_positions each entry. False with a message naming
 * the entry on failure (nothing to free then); *refused (may be NULL) then says whether an
 * entry's position was refused (a size the kind does not accept) rather than over the limits. */
bool tb_comb_table_make(const tb_game *g, const tb_comb_kind *kind, const char *head, int rows,
                        int cols, const tb_comb_limits *limits, tb_comb_table *t, bool *refused,
                        tb_error *err);
void tb_comb_table_free(tb_comb_table *t);

#endif
