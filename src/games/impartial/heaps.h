/* The component data of the games played on a row of heaps (Nim, subtraction games, Nim
 * ávido, Par ou ímpar): heap sizes in order, and a set of numbers some of them use. */
#ifndef TABULA_GAMES_IMPARTIAL_HEAPS_H
#define TABULA_GAMES_IMPARTIAL_HEAPS_H

#include "games/combinatorial/comb.h"

#define HEAPS_MAX 32 /* heaps in one component */
#define HEAPS_SET_MAX 16

typedef struct heaps {
    uint16_t n;    /* heaps */
    uint16_t nset; /* numbers in set[] */
    uint16_t heap[HEAPS_MAX];
    uint16_t set[HEAPS_SET_MAX]; /* ascending, distinct */
    uint16_t extra[2];           /* game-specific (Par ou ímpar's constraint) */
} heaps;

/* Reads the body as heap sizes 0..max (at most HEAPS_MAX); "what" names them in messages. */
bool comb_heaps_read(const char *body, long max, heaps *h, tb_error *err);
/* Reads "{a,b,...}" into the set (sorted, distinct, each 1..65535); `keyword` for messages. */
bool comb_heaps_read_set(const tb_comb_header *hd, const char *keyword, heaps *h, tb_error *err);
int comb_heaps_print_body(const void *data, char *buf, size_t len);
int comb_heaps_print_set(const void *data, char *buf, size_t len);
/* The beans in all heaps; also the move bound of games whose moves are at most that many. */
int comb_heaps_total(const void *data);
int comb_heaps_move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len);
bool comb_heaps_move_from_text(const void *data, int player, const char *text, uint32_t *move,
                               int *mover, tb_error *err);
void comb_heaps_apply(void *data, int player, uint32_t move);
/* One part per heap (the other heaps emptied), for games whose heaps are independent. */
int comb_heaps_split(const void *data, void *parts, int max);
/* One part: the heaps sorted, for games where the heaps' order does not matter (the memo
 * then meets every ordering of a position once). */
int comb_heaps_sorted_part(const void *data, void *parts, int max);
void comb_heaps_view(const void *data, tb_view *v, int board);

#endif
