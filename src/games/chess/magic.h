/* Attack tables of the chess board: fancy magic bitboards for the sliders (the attack set of
 * a rook or bishop on one square is one table lookup indexed by a multiplication of the
 * relevant occupancy), and the squares between and along two aligned squares, for pins and
 * check evasions. The tables are computed once, on first use, and never written again (so
 * threads share them without locks). */
#ifndef TABULA_GAMES_CHESS_MAGIC_H
#define TABULA_GAMES_CHESS_MAGIC_H

#include <stdatomic.h>
#include <stdint.h>

enum { CHESS_ROOK_ENTRIES = 102400, CHESS_BISHOP_ENTRIES = 5248 };

typedef struct chess_magic {
    uint64_t mask;   /* the squares whose occupancy matters (edges excluded) */
    uint64_t magic;  /* maps each occupancy of the mask to its own index */
    uint32_t offset; /* first entry of this square in attacks[] */
    uint32_t shift;  /* 64 - bits of the mask */
} chess_magic;

typedef struct chess_tables {
    chess_magic rook[64], bishop[64];
    uint64_t between[64][64]; /* squares strictly between two aligned squares, else 0 */
    uint64_t line[64][64];    /* the whole line through two aligned squares, else 0 */
    uint64_t zobrist[2][6][64]; /* the keys of chess_zobrist_piece */
    uint64_t attacks[CHESS_ROOK_ENTRIES + CHESS_BISHOP_ENTRIES];
} chess_tables;

/* The tables (computed on the first call, in any thread). The search asks for them at
 * every slider lookup, so the filled tables are one acquire load away, with no call. */
void chess_zobrist_fill(uint64_t (*keys)[6][64]); /* board.c */
const chess_tables *chess_tables_fill(void);
extern _Atomic(const chess_tables *) chess_tables_ready;

static inline const chess_tables *chess_tables_get(void)
{
    const chess_tables *t = atomic_load_explicit(&chess_tables_ready, memory_order_acquire);
    return t ? t : chess_tables_fill();
}

static inline uint64_t chess_magic_rook(const chess_tables *t, int sq, uint64_t occ)
{
    const chess_magic *m = &t->rook[sq];
    return t->attacks[m->offset + (((occ & m->mask) * m->magic) >> m->shift)];
}

static inline uint64_t chess_magic_bishop(const chess_tables *t, int sq, uint64_t occ)
{
    const chess_magic *m = &t->bishop[sq];
    return t->attacks[m->offset + (((occ & m->mask) * m->magic) >> m->shift)];
}

#endif
