/* Evaluation of chess positions per variant: see engine.h.
 *
 * Orthodox: material, piece-square tables tapered between middle game and endgame,
 * mobility, bishop pair, rooks on open files, pawn structure (doubled, isolated, connected,
 * passed), outposts, threats and king safety (pawn shield, attackers near the king, safe
 * checks), the weights fitted to a stronger engine's scores.
 *
 * Losing chess: every man is a liability (the player who runs out of men wins), but not
 * equally, and not on every square; mobility is good (choice, and tempo moves) and a player
 * left with almost none is forced; a bishop can only be forced onto men of its colour; each
 * enemy man we attack is a capture we may be forced into (by which man, of which), while
 * each of ours that the enemy attacks forces him; the move itself is worth having. The
 * weights are fitted to the results of the engine's own games (bench/losing_tune.sh).
 *
 * Progressive: the book's notes. A player with moves left in his series takes whatever
 * he attacks (nothing can answer inside the series), so material en prise to the mover is
 * counted as lost in part; a king with few defenders and open lines is mated by a long
 * series, more so as the series grow; a check ends a series, so a king that the enemy
 * checks easily cuts his own long series short (Galvin's ghost). */
#include <stdlib.h>

#include "games/chess/engine.h"
#include "games/chess/magic.h"

static const int VALUE[6] = {100, 320, 330, 500, 900, 0};

int chess_piece_value(int type)
{
    return type >= 0 && type < 6 ? VALUE[type] : 0;
}

/* Tables from White's side, rank 8 first (index (7 - rank) * 8 + file). */
static const int PST[6][64] = {
    {0,  0,   0,  0, 0,  0,  0,  0,   50,  50, 50, 50, 50, 50, 50, 50, 10, 10, 20, 30, 30,  20,
     10, 10,  5,  5, 10, 25, 25, 10,  5,   5,  0,  0,  0,  20, 20, 0,  0,  0,  5,  -5, -10, 0,
     0,  -10, -5, 5, 5,  10, 10, -20, -20, 10, 10, 5,  0,  0,  0,  0,  0,  0,  0,  0},
    {-50, -40, -30, -30, -30, -30, -40, -50, -40, -20, 0,   0,   0,   0,   -20, -40,
     -30, 0,   10,  15,  15,  10,  0,   -30, -30, 5,   15,  20,  20,  15,  5,   -30,
     -30, 0,   15,  20,  20,  15,  0,   -30, -30, 5,   10,  15,  15,  10,  5,   -30,
     -40, -20, 0,   5,   5,   0,   -20, -40, -50, -40, -30, -30, -30, -30, -40, -50},
    {-20, -10, -10, -10, -10, -10, -10, -20, -10, 0,   0,   0,   0,   0,   0,   -10,
     -10, 0,   5,   10,  10,  5,   0,   -10, -10, 5,   5,   10,  10,  5,   5,   -10,
     -10, 0,   10,  10,  10,  10,  0,   -10, -10, 10,  10,  10,  10,  10,  10,  -10,
     -10, 5,   0,   0,   0,   0,   5,   -10, -20, -10, -10, -10, -10, -10, -10, -20},
    {0, 0,  0,  0,  0,  0, 0, 0, 5, 10, 10, 10, 10, 10, 10, 5, -5, 0,  0,  0, 0, 0,
     0, -5, -5, 0,  0,  0, 0, 0, 0, -5, -5, 0,  0,  0,  0,  0, 0,  -5, -5, 0, 0, 0,
     0, 0,  0,  -5, -5, 0, 0, 0, 0, 0,  0,  -5, 0,  0,  0,  5, 5,  0,  0,  0},
    {-20, -10, -10, -5, -5, -10, -10, -20, -10, 0,   0,   0,  0,  0,   0,   -10,
     -10, 0,   5,   5,  5,  5,   0,   -10, -5,  0,   5,   5,  5,  5,   0,   -5,
     0,   0,   5,   5,  5,  5,   0,   -5,  -10, 5,   5,   5,  5,  5,   0,   -10,
     -10, 0,   5,   0,  0,  0,   0,   -10, -20, -10, -10, -5, -5, -10, -10, -20},
    /* king, middle game */
    {-30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30,
     -30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30,
     -20, -30, -30, -40, -40, -30, -30, -20, -10, -20, -20, -20, -20, -20, -20, -10,
     20,  20,  0,   0,   0,   0,   20,  20,  20,  30,  10,  0,   0,   10,  30,  20},
};

static const int KING_END[64] = {-50, -40, -30, -20, -20, -30, -40, -50, -30, -20, -10, 0,   0,
                                 -10, -20, -30, -30, -10, 20,  30,  30,  20,  -10, -30, -30, -10,
                                 30,  40,  40,  30,  -10, -30, -30, -10, 30,  40,  40,  30,  -10,
                                 -30, -30, -10, 20,  30,  30,  20,  -10, -30, -30, -30, 0,   0,
                                 0,   0,   -30, -30, -50, -30, -30, -30, -30, -30, -30, -50};

static const uint64_t FILE_A = 0x0101010101010101ULL;

static int popcount(uint64_t b)
{
    return __builtin_popcountll(b);
}

/* Index into the tables for a piece of `colour` on `sq`. */
static int pst_index(int colour, int sq)
{
    return colour == CB_WHITE ? sq ^ 56 : sq; /* White's: the rank mirrored */
}

/* Squares strictly ahead of the pawns of `colour`, on their files (a fill in three shifts). */
static uint64_t front_span(uint64_t pawns, int colour)
{
    uint64_t s = colour == CB_WHITE ? pawns << 8 : pawns >> 8;
    if (colour == CB_WHITE) {
        s |= s << 8;
        s |= s << 16;
        s |= s << 32;
    } else {
        s |= s >> 8;
        s |= s >> 16;
        s |= s >> 32;
    }
    return s;
}

static uint64_t adjacent_files(uint64_t files)
{
    return ((files << 1) & ~FILE_A) | ((files >> 1) & ~(FILE_A << 7));
}

static uint64_t file_fill(uint64_t b)
{
    return front_span(b, CB_WHITE) | front_span(b, CB_BLACK) | b;
}

typedef struct terms {
    int mg, eg;
} terms;

/* ---- the orthodox evaluation's weights ----
 *
 * Every term is a pair (middle game, endgame) of centipawns, tapered by the phase; the
 * evaluation is linear in the weights, so that a tuner can trace each term's count
 * (CHESS_EVAL_TRACE, see bench/chess_tune.c) and fit them. */
typedef struct chess_we {
    int mg, eg;
} chess_we;

enum { KING_DANGER_MAX = 64 };

typedef struct chess_eval_weights {
    chess_we material[6]; /* pawn ... king */
    chess_we pst[6][64];  /* from White's side, rank 8 first: (7 - rank) * 8 + file */
    /* by the number of squares reached that hold no man of ours and no enemy pawn attacks */
    chess_we knight_mobility[9];
    chess_we bishop_mobility[14];
    chess_we rook_mobility[15];
    chess_we queen_mobility[28];
    chess_we bishop_pair;
    chess_we rook_open;      /* no pawn on the rook's file */
    chess_we rook_half_open; /* no own pawn on it */
    chess_we doubled;        /* per pawn with another own pawn on its file */
    chess_we isolated;       /* per pawn with no own pawn on the adjacent files */
    chess_we passed[8];      /* per passed pawn, by its rank from its side */
    /* by the attack's units on the enemy king (at least two attackers): the number of
     * attackers times their weighted hits on the king zone, capped at KING_DANGER_MAX - 1 */
    chess_we king_danger[KING_DANGER_MAX];
    chess_we shield;          /* per point of pawn shield (2 a pawn one rank ahead, 1 two) */
    chess_we threat_by_pawn;  /* per enemy piece (not a pawn) our pawns attack */
    chess_we threat_by_minor; /* per enemy rook or queen our knights or bishops attack */
    chess_we threat_by_rook;  /* per enemy queen our rooks attack */
    chess_we hanging;         /* per enemy man (not the king) we attack and he does not defend */
    chess_we passed_free;     /* per passed pawn with its stop square empty, times rank - 2 */
    chess_we passed_kings;    /* per passed pawn, times rank - 2, times (the enemy king's
                               * distance to its stop square * 2 - our king's) */
    chess_we connected[8];    /* per pawn defended by a pawn or beside one, by its rank */
    chess_we outpost[2];      /* per knight, bishop on ranks 4-6 defended by a pawn and out
                               * of reach of the enemy pawns */
    chess_we safe_check[4];   /* per square a knight, bishop, rook, queen of ours attacks and
                               * would give check from, not attacked by the enemy */
} chess_eval_weights;

#define CHESS_EW_COUNT ((int)(sizeof(chess_eval_weights) / sizeof(chess_we)))

/* Fitted (bench/chess_tune.c) to Stockfish's depth-7 scores of 275,061 quiet positions from
 * the engine's own games, starting from hand-set weights (the "simplified evaluation
 * function" material and tables, the rest by hand); fits to our own games' results and
 * scores had not beaten those. docs/BENCHMARKS.md, "the evaluation fitted to Stockfish's
 * scores". The tuner prints a fitted set in this layout for this initializer. */
/* clang-format off */
static chess_eval_weights EW = {
    .material = {{76, 88}, {348, 298}, {358, 317}, {479, 531}, {939, 940}, {0, 0}},
    .pst =
        {
            /* pawn */
            {
                {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0},
                {47, 33}, {49, 36}, {48, 45}, {57, 60}, {57, 60}, {48, 45}, {49, 36}, {47, 33},
                {18, 9}, {27, 15}, {26, 32}, {29, 28}, {29, 28}, {26, 32}, {27, 15}, {18, 9},
                {5, 9}, {15, 9}, {14, 11}, {21, 10}, {21, 10}, {14, 11}, {15, 9}, {5, 9},
                {-10, 11}, {-6, 8}, {10, -2}, {20, -5}, {20, -5}, {10, -2}, {-6, 8}, {-10, 11},
                {-15, -5}, {-5, -9}, {-12, 3}, {-19, 12}, {-19, 12}, {-12, 3}, {-5, -9}, {-15, -5},
                {-10, 3}, {9, 5}, {-1, 14}, {-15, -9}, {-15, -9}, {-1, 14}, {9, 5}, {-10, 3},
                {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0},
            },
            /* knight */
            {
                {-54, -54}, {-40, -38}, {-33, -30}, {-30, -29}, {-30, -29}, {-33, -30}, {-40, -38}, {-54, -54},
                {-37, -39}, {-22, -20}, {-9, -5}, {1, 3}, {1, 3}, {-9, -5}, {-22, -20}, {-37, -39},
                {-26, -30}, {5, 2}, {13, 11}, {26, 14}, {26, 14}, {13, 11}, {5, 2}, {-26, -30},
                {-23, -29}, {9, 3}, {12, 15}, {22, 16}, {22, 16}, {12, 15}, {9, 3}, {-23, -29},
                {-27, -24}, {-2, -5}, {8, 10}, {19, 20}, {19, 20}, {8, 10}, {-2, -5}, {-27, -24},
                {-26, -23}, {3, 2}, {6, 2}, {10, 14}, {10, 14}, {6, 2}, {3, 2}, {-26, -23},
                {-33, -39}, {-20, -24}, {-5, -6}, {6, -4}, {6, -4}, {-5, -6}, {-20, -24}, {-33, -39},
                {-51, -47}, {-11, -34}, {-33, -31}, {-30, -28}, {-30, -28}, {-33, -31}, {-11, -34}, {-51, -47},
            },
            /* bishop */
            {
                {-20, -20}, {-10, -8}, {-10, -10}, {-10, -11}, {-10, -11}, {-10, -10}, {-10, -8}, {-20, -20},
                {-22, -11}, {-6, 3}, {-5, -6}, {1, -3}, {1, -3}, {-5, -6}, {-6, 3}, {-22, -11},
                {-8, -7}, {6, 2}, {5, 0}, {7, -2}, {7, -2}, {5, 0}, {6, 2}, {-8, -7},
                {-7, -6}, {9, 3}, {2, 1}, {15, 14}, {15, 14}, {2, 1}, {9, 3}, {-7, -6},
                {-8, -12}, {3, 1}, {10, 6}, {22, 1}, {22, 1}, {10, 6}, {3, 1}, {-8, -12},
                {-6, 0}, {12, 23}, {13, 3}, {9, 8}, {9, 8}, {13, 3}, {12, 23}, {-6, 0},
                {-7, -10}, {8, 0}, {5, 0}, {1, 3}, {1, 3}, {5, 0}, {8, 0}, {-7, -10},
                {-25, -20}, {-9, -9}, {-8, -6}, {-10, -12}, {-10, -12}, {-8, -6}, {-9, -9}, {-25, -20},
            },
            /* rook */
            {
                {7, 12}, {2, 8}, {3, 8}, {8, 11}, {8, 11}, {3, 8}, {2, 8}, {7, 12},
                {3, 16}, {7, 11}, {12, 10}, {18, 14}, {18, 14}, {12, 10}, {7, 11}, {3, 16},
                {7, 4}, {6, 2}, {5, -4}, {8, -1}, {8, -1}, {5, -4}, {6, 2}, {7, 4},
                {-6, 1}, {-2, 2}, {2, 5}, {2, 1}, {2, 1}, {2, 5}, {-2, 2}, {-6, 1},
                {-15, -4}, {-6, 2}, {-2, 1}, {-2, 1}, {-2, 1}, {-2, 1}, {-6, 2}, {-15, -4},
                {-16, -3}, {-12, -6}, {1, -1}, {-5, -5}, {-5, -5}, {1, -1}, {-12, -6}, {-16, -3},
                {-37, 0}, {-4, -10}, {-5, -10}, {-3, -5}, {-3, -5}, {-5, -10}, {-4, -10}, {-37, 0},
                {-5, -1}, {-6, -1}, {17, -6}, {13, -6}, {13, -6}, {17, -6}, {-6, -1}, {-5, -1},
            },
            /* queen */
            {
                {-17, -15}, {-5, -6}, {-11, -10}, {-3, -5}, {-3, -5}, {-11, -10}, {-5, -6}, {-17, -15},
                {-15, -12}, {-16, -7}, {-2, 2}, {0, -1}, {0, -1}, {-2, 2}, {-16, -7}, {-15, -12},
                {-1, -7}, {4, 1}, {9, 10}, {15, 13}, {15, 13}, {9, 10}, {4, 1}, {-1, -7},
                {-2, -5}, {1, 4}, {9, 12}, {8, 13}, {8, 13}, {9, 12}, {1, 4}, {-2, -5},
                {-11, -1}, {-6, 3}, {2, 7}, {-1, 11}, {-1, 11}, {2, 7}, {-6, 3}, {-11, -1},
                {-13, -10}, {3, 6}, {6, 11}, {1, 11}, {1, 11}, {6, 11}, {3, 6}, {-13, -10},
                {-11, -10}, {6, -3}, {13, 0}, {9, -3}, {9, -3}, {13, 0}, {6, -3}, {-11, -10},
                {-13, -17}, {-6, -12}, {-7, -13}, {10, -11}, {10, -11}, {-7, -13}, {-6, -12}, {-13, -17},
            },
            /* king */
            {
                {-30, -50}, {-40, -37}, {-39, -27}, {-49, -13}, {-49, -13}, {-39, -27}, {-40, -37}, {-30, -50},
                {-30, -30}, {-39, -11}, {-38, -3}, {-51, 0}, {-51, 0}, {-38, -3}, {-39, -11}, {-30, -30},
                {-29, -17}, {-37, 7}, {-38, 28}, {-50, 19}, {-50, 19}, {-38, 28}, {-37, 7}, {-29, -17},
                {-30, -17}, {-36, 10}, {-40, 31}, {-56, 20}, {-56, 20}, {-40, 31}, {-36, 10}, {-30, -17},
                {-19, -17}, {-27, -4}, {-31, 13}, {-52, 20}, {-52, 20}, {-31, 13}, {-27, -4}, {-19, -17},
                {-8, -25}, {-14, 0}, {-17, 1}, {-37, 11}, {-37, 11}, {-17, 1}, {-14, 0}, {-8, -25},
                {23, -26}, {18, -24}, {-8, -9}, {-13, -11}, {-13, -11}, {-8, -9}, {18, -24}, {23, -26},
                {27, -53}, {34, -39}, {7, -25}, {19, -40}, {19, -40}, {7, -25}, {34, -39}, {27, -53},
            },
        },
    .knight_mobility = {{-23, -19}, {-13, -21}, {-5, -3}, {1, 2}, {6, 1}, {11, 4}, {16, 11}, {18, 4}, {17, -1}},
    .bishop_mobility = {{-40, -40}, {-31, -29}, {-15, -23}, {-4, -12}, {0, -9}, {3, 2}, {8, 2}, {7, 8}, {13, 13}, {14, 15}, {24, 12}, {24, 28}, {30, 30}, {31, 24}},
    .rook_mobility = {{-35, -40}, {-24, -29}, {-19, -23}, {-10, -16}, {-10, -6}, {-6, -8}, {-3, 2}, {2, 8}, {4, 12}, {10, 14}, {13, 17}, {13, 21}, {9, 29}, {17, 28}, {17, 23}},
    .queen_mobility = {{-20, -29}, {-18, -27}, {-14, -25}, {-14, -27}, {-14, -23}, {-7, -19}, {-8, -20}, {-2, -13}, {0, -9}, {4, -10}, {4, -3}, {4, 0}, {1, 4}, {1, 10}, {2, 6}, {4, 7}, {5, 8}, {11, 14}, {7, 12}, {6, 12}, {7, 14}, {7, 14}, {7, 14}, {7, 14}, {10, 19}, {10, 20}, {12, 24}, {13, 25}},
    .bishop_pair = {44, 59},
    .rook_open = {52, -1},
    .rook_half_open = {25, 12},
    .doubled = {-5, -12},
    .isolated = {-6, -6},
    .passed = {{0, 0}, {-5, 12}, {4, 22}, {-3, 16}, {18, 23}, {39, 54}, {61, 85}, {0, 0}},
    .king_danger = {{0, 0}, {3, 0}, {6, 0}, {9, 0}, {20, 5}, {15, 0}, {27, -2}, {21, 0}, {28, -1}, {28, 0}, {22, -3}, {33, 0}, {40, 1}, {39, 0}, {41, -11}, {47, 1}, {52, -13}, {51, 0}, {57, -2}, {57, 0}, {61, 1}, {64, 1}, {66, 0}, {69, 0}, {75, 1}, {75, 0}, {76, 0}, {81, 0}, {89, 4}, {87, 0}, {91, 0}, {93, 0}, {98, 1}, {104, 2}, {105, 1}, {105, 0}, {115, 3}, {111, 0}, {114, 0}, {117, 0}, {119, 0}, {123, 0}, {128, 1}, {129, 0}, {134, 2}, {135, 0}, {138, 0}, {141, 0}, {145, 1}, {147, 0}, {150, 0}, {153, 0}, {157, 1}, {159, 0}, {162, 0}, {165, 0}, {169, 1}, {172, 0}, {174, 0}, {177, 0}, {182, 1}, {183, 0}, {186, 0}, {191, 1}},
    .shield = {12, -5},
    .threat_by_pawn = {49, 30},
    .threat_by_minor = {31, 11},
    .threat_by_rook = {37, 19},
    .hanging = {-1, 18},
    .passed_free = {3, 10},
    .passed_kings = {-4, 9},
    .connected = {{0, 0}, {7, 1}, {16, 14}, {17, 8}, {22, 9}, {40, 12}, {53, 35}, {0, 0}},
    .outpost = {{52, 17}, {31, 1}},
    .safe_check = {{46, -4}, {10, 18}, {55, 3}, {31, 18}},
};
/* clang-format on */

#ifdef CHESS_EVAL_TRACE
/* Counts of each weight, per colour, for the tuner. */
static struct {
    int coef[2][CHESS_EW_COUNT];
    int phase;
} chess_trace;
#define TRACE(c, w, n) (chess_trace.coef[c][&(w) - (const chess_we *)&EW] += (n))
#else
#define TRACE(c, w, n) ((void)0)
#endif
#define ADD(t, c, w, n) ((t)->mg += (n) * (w).mg, (t)->eg += (n) * (w).eg, TRACE(c, w, n))

static int distance(int a, int b)
{
    int df = abs(a % 8 - b % 8), dr = abs(a / 8 - b / 8);
    return df > dr ? df : dr;
}

/* Pawn structure of `colour`: doubled, isolated, connected (by rank), passed (by rank; with
 * its stop square free and the kings' race to it). The sets are found a whole board at a
 * time; only the connected and passed pawns are visited one by one, for their ranks. */
static void pawn_terms(const cb_board *b, int colour, terms *t)
{
    uint64_t own = b->colour[colour] & b->piece[CB_PAWN];
    uint64_t enemy = b->colour[!colour] & b->piece[CB_PAWN];
    uint64_t enemy_front = front_span(enemy, !colour);
    uint64_t blockers = enemy_front | adjacent_files(enemy_front) | enemy;
    /* another pawn of ours on its file, ahead or behind; none on the files beside it */
    ADD(t, colour, EW.doubled,
        popcount(own & (front_span(own, CB_WHITE) | front_span(own, CB_BLACK))));
    ADD(t, colour, EW.isolated, popcount(own & ~adjacent_files(file_fill(own))));
    /* defended by a pawn of ours, or one beside it on its rank */
    uint64_t beside = ((own << 1) & ~FILE_A) | ((own >> 1) & ~(FILE_A << 7));
    for (uint64_t p = own & (chess_pawn_attacks(own, colour) | beside); p;) {
        int sq = cb_pop(&p);
        ADD(t, colour, EW.connected[colour == CB_WHITE ? sq / 8 : 7 - sq / 8], 1);
    }
    for (uint64_t p = own & ~blockers; p;) {
        int sq = cb_pop(&p), rank = colour == CB_WHITE ? sq / 8 : 7 - sq / 8;
        ADD(t, colour, EW.passed[rank], 1);
        int stop = colour == CB_WHITE ? sq + 8 : sq - 8, weight = rank - 2;
        if (weight > 0 && stop >= 0 && stop < 64) {
            if (!((b->colour[0] | b->colour[1]) & CB_BIT(stop)))
                ADD(t, colour, EW.passed_free, weight);
            uint64_t ours = b->colour[colour] & b->piece[CB_KING];
            uint64_t theirs = b->colour[!colour] & b->piece[CB_KING];
            if (ours && theirs)
                ADD(t, colour, EW.passed_kings,
                    weight * (2 * distance(__builtin_ctzll(theirs), stop) -
                              distance(__builtin_ctzll(ours), stop)));
        }
    }
}

int chess_eval_orthodox(const cb_board *b)
{
    uint64_t occ = b->colour[0] | b->colour[1], empty = ~occ;
    const chess_tables *tables = chess_tables_get();
    terms side[2] = {{0, 0}, {0, 0}};
    int phase = 0;
    /* the squares each side's pawns, its pieces of each type, and its men of any kind attack */
    uint64_t by_pawn[2], by_any[2];
    uint64_t by_type[2][CB_KING] = {{0}}; /* knights, bishops, rooks, queens (by type) */
    for (int c = 0; c < 2; c++) {
        by_pawn[c] = chess_pawn_attacks(b->colour[c] & b->piece[CB_PAWN], c);
        by_any[c] = by_pawn[c] | chess_king_attacks(b->colour[c] & b->piece[CB_KING]);
    }
    for (int c = 0; c < 2; c++) {
        terms *t = &side[c];
        uint64_t own = b->colour[c];
        uint64_t enemy_pawn_att = chess_pawn_attacks(b->colour[!c] & b->piece[CB_PAWN], !c);
        uint64_t safe = ~own & ~enemy_pawn_att;
        uint64_t own_pawns = own & b->piece[CB_PAWN], all_pawns = b->piece[CB_PAWN];
        uint64_t enemy_king = b->colour[!c] & b->piece[CB_KING];
        uint64_t zone = enemy_king ? chess_king_attacks(enemy_king) | enemy_king : 0;
        int attackers = 0, attack_weight = 0;
        /* outposts: ranks 4-6 from our side, defended by a pawn of ours, on no square an
         * enemy pawn attacks now or after advancing */
        uint64_t ranks = c == CB_WHITE ? 0x0000FFFFFF000000ULL : 0x000000FFFFFF0000ULL;
        uint64_t enemy_reach = adjacent_files(front_span(b->colour[!c] & b->piece[CB_PAWN], !c));
        uint64_t outposts = ranks & chess_pawn_attacks(own_pawns, c) & ~enemy_reach;
        for (int type = CB_PAWN; type <= CB_KING; type++) {
            for (uint64_t p = own & b->piece[type]; p;) {
                int sq = cb_pop(&p), idx = pst_index(c, sq);
                uint64_t at = 0;
                ADD(t, c, EW.material[type], 1);
                ADD(t, c, EW.pst[type][idx], 1);
                switch (type) {
                case CB_KNIGHT:
                    phase += 1;
                    at = chess_knight_attacks(CB_BIT(sq));
                    ADD(t, c, EW.knight_mobility[popcount(at & safe)], 1);
                    break;
                case CB_BISHOP:
                    phase += 1;
                    at = chess_magic_bishop(tables, sq, occ);
                    ADD(t, c, EW.bishop_mobility[popcount(at & safe)], 1);
                    break;
                case CB_ROOK: {
                    phase += 2;
                    at = chess_magic_rook(tables, sq, occ);
                    ADD(t, c, EW.rook_mobility[popcount(at & safe)], 1);
                    uint64_t file = file_fill(CB_BIT(sq));
                    if (!(file & all_pawns))
                        ADD(t, c, EW.rook_open, 1);
                    else if (!(file & own_pawns))
                        ADD(t, c, EW.rook_half_open, 1);
                    break;
                }
                case CB_QUEEN:
                    phase += 4;
                    at = chess_magic_bishop(tables, sq, occ) | chess_magic_rook(tables, sq, occ);
                    ADD(t, c, EW.queen_mobility[popcount(at & safe)], 1);
                    break;
                default:
                    continue; /* pawns and the king: no mobility, no attack count */
                }
                by_any[c] |= at;
                by_type[c][type] |= at;
                if ((type == CB_KNIGHT || type == CB_BISHOP) && (CB_BIT(sq) & outposts))
                    ADD(t, c, EW.outpost[type - CB_KNIGHT], 1);
                if (at & zone) {
                    attackers++;
                    attack_weight += (type == CB_QUEEN  ? 4
                                      : type == CB_ROOK ? 2
                                                        : 1) *
                                     popcount(at & zone);
                }
            }
        }
        if (popcount(own & b->piece[CB_BISHOP]) >= 2)
            ADD(t, c, EW.bishop_pair, 1);
        pawn_terms(b, c, t);
        /* attack on the enemy king: counts only with two attackers or more */
        if (attackers >= 2) {
            int units = attack_weight * attackers;
            ADD(t, c, EW.king_danger[units < KING_DANGER_MAX ? units : KING_DANGER_MAX - 1], 1);
        }
        /* our king's pawn shield: own pawns on the king's and adjacent files, one or two
         * ranks ahead (2 points a pawn one rank ahead, 1 two ranks ahead, at most 6; the
         * weight counts from 2 points) */
        uint64_t king = own & b->piece[CB_KING];
        if (king) {
            uint64_t near = (c == CB_WHITE ? king << 8 : king >> 8);
            near = (near | ((near << 1) & ~FILE_A) | ((near >> 1) & ~(FILE_A << 7)));
            uint64_t two = c == CB_WHITE ? near << 8 : near >> 8;
            int shield = popcount(near & own_pawns) * 2 + popcount(two & own_pawns);
            ADD(t, c, EW.shield, (shield > 6 ? 6 : shield) - 2);
        }
    }
    /* threats: enemy pieces our lesser men attack, and men left hanging */
    for (int c = 0; c < 2; c++) {
        uint64_t enemy = b->colour[!c], pawns = b->piece[CB_PAWN], kings = b->piece[CB_KING];
        uint64_t heavy = enemy & (b->piece[CB_ROOK] | b->piece[CB_QUEEN]);
        ADD(&side[c], c, EW.threat_by_pawn, popcount(by_pawn[c] & enemy & ~pawns & ~kings));
        uint64_t by_minor = by_type[c][CB_KNIGHT] | by_type[c][CB_BISHOP];
        ADD(&side[c], c, EW.threat_by_minor, popcount(by_minor & heavy));
        ADD(&side[c], c, EW.threat_by_rook,
            popcount(by_type[c][CB_ROOK] & enemy & b->piece[CB_QUEEN]));
        ADD(&side[c], c, EW.hanging, popcount(by_any[c] & enemy & ~kings & ~by_any[!c]));
        /* safe checks: squares a piece of ours reaches and would check from, unguarded */
        uint64_t king = enemy & kings;
        if (king) {
            uint64_t safe = ~b->colour[c] & ~by_any[!c];
            uint64_t diagonal = chess_bishop_attacks(king, empty);
            uint64_t straight = chess_rook_attacks(king, empty);
            uint64_t from[4] = {chess_knight_attacks(king), diagonal, straight,
                                diagonal | straight};
            for (int type = CB_KNIGHT; type <= CB_QUEEN; type++)
                ADD(&side[c], c, EW.safe_check[type - CB_KNIGHT],
                    popcount(from[type - CB_KNIGHT] & by_type[c][type] & safe));
        }
    }
    if (phase > 24)
        phase = 24;
#ifdef CHESS_EVAL_TRACE
    chess_trace.phase = phase;
#endif
    int mg = side[0].mg - side[1].mg, eg = side[0].eg - side[1].eg;
    int v = (mg * phase + eg * (24 - phase)) / 24;
    /* mop-up: with a decisive material edge and no pawns left to the defender, drive his
     * king to the edge and bring ours near it (K+R v K and the like) */
    int material = 0;
    for (int type = CB_KNIGHT; type <= CB_QUEEN; type++)
        material += VALUE[type] * (popcount(b->colour[0] & b->piece[type]) -
                                   popcount(b->colour[1] & b->piece[type]));
    int strong = material >= 400 ? CB_WHITE : material <= -400 ? CB_BLACK : -1;
    uint64_t kings = b->piece[CB_KING];
    if (strong >= 0 && !(b->colour[!strong] & b->piece[CB_PAWN]) && (b->colour[strong] & kings) &&
        (b->colour[!strong] & kings)) {
        int ws = __builtin_ctzll(b->colour[strong] & kings);
        int ls = __builtin_ctzll(b->colour[!strong] & kings);
        int lf = ls % 8, lr = ls / 8;
        int centre = (lf < 4 ? 3 - lf : lf - 4) + (lr < 4 ? 3 - lr : lr - 4);
        int apart = abs(ws % 8 - lf) + abs(ws / 8 - lr);
        int bonus = 10 * centre + 4 * (14 - apart);
        v += strong == CB_WHITE ? bonus : -bonus;
    }
    return v;
}

/* Losing chess: the terms of the evaluation (engine.h), which the weights below turn into
 * centipawns. Kept apart from the weights so that bench/losing_tune.c fits the same terms the
 * engine uses. */
#define LIGHT_SQUARES 0x55aa55aa55aa55aaULL

static void add_term(losing_terms *t, int index, int count)
{
    if (count) {
        t->index[t->n] = (uint16_t)index;
        t->count[t->n++] = (int16_t)count;
    }
}

void chess_losing_terms(const cb_board *b, losing_terms *t)
{
    uint64_t occ = b->colour[0] | b->colour[1], empty = ~occ;
    int scalar[LF_SQUARES] = {0}, hits[36] = {0};
    t->n = 0;
    for (int c = 0; c < 2; c++) {
        int sign = c == CB_WHITE ? 1 : -1, mobility = 0;
        uint64_t own = b->colour[c], pawns = own & b->piece[CB_PAWN], enemy = b->colour[!c];
        uint64_t attacks = chess_pawn_attacks(pawns, c); /* and each piece's, below */
        for (int victim = CB_PAWN; victim <= CB_KING; victim++)
            hits[CB_PAWN * 6 + victim] += sign * popcount(attacks & enemy & b->piece[victim]);
        for (int type = CB_PAWN; type <= CB_KING; type++)
            for (uint64_t p = own & b->piece[type]; p;) {
                int sq = cb_pop(&p);
                int rank = c == CB_WHITE ? sq / 8 : 7 - sq / 8, file = sq % 8;
                uint64_t at = 0;
                scalar[LF_MEN + type] += sign;
                add_term(t, LF_SQUARES + type * 32 + rank * 4 + (file < 4 ? file : 7 - file), sign);
                switch (type) {
                case CB_KNIGHT:
                    at = chess_knight_attacks(CB_BIT(sq));
                    break;
                case CB_BISHOP:
                    at = chess_bishop_attacks(CB_BIT(sq), empty);
                    break;
                case CB_ROOK:
                    at = chess_rook_attacks(CB_BIT(sq), empty);
                    break;
                case CB_QUEEN:
                    at = chess_bishop_attacks(CB_BIT(sq), empty) |
                         chess_rook_attacks(CB_BIT(sq), empty);
                    break;
                case CB_KING:
                    at = chess_king_attacks(CB_BIT(sq));
                    break;
                default: /* a pawn: its advance */
                    scalar[LF_PAWN_RANKS] += sign * (rank - 1);
                    break;
                }
                if (type != CB_PAWN && (at & enemy))
                    for (int victim = CB_PAWN; victim <= CB_KING; victim++)
                        hits[type * 6 + victim] += sign * popcount(at & enemy & b->piece[victim]);
                int moves = popcount(at & empty);
                scalar[LF_MOVES + type] += sign * moves;
                mobility += moves;
                attacks |= at;
                /* a bishop can only ever be forced onto men of its own colour */
                if (type == CB_BISHOP)
                    scalar[LF_BISHOP_TARGETS] +=
                        sign * popcount(enemy & (CB_BIT(sq) & LIGHT_SQUARES ? LIGHT_SQUARES
                                                                            : ~LIGHT_SQUARES));
            }
        /* pawn pushes count as moves too: tempo in the endgame */
        int pushes = popcount((c == CB_WHITE ? pawns << 8 : pawns >> 8) & empty);
        scalar[LF_MOVES + CB_PAWN] += sign * pushes;
        mobility += pushes;
        scalar[LF_MOBILITY] += sign * (mobility > 30 ? 30 : mobility);
        /* a player with almost no moves is soon forced to give what the enemy wants */
        scalar[LF_FEW_MOVES] += sign * (mobility < 6 ? 6 - mobility : 0);
        /* enemy men we attack: captures we may be forced into */
        scalar[LF_ATTACKING] += sign * popcount(attacks & enemy);
    }
    /* in the ending each man left weighs more: fewer men to lose, fewer ways to lose them */
    int men = popcount(occ), late = men < 12 ? 12 - men : 0;
    scalar[LF_LATE_MEN] = late * (popcount(b->colour[CB_WHITE]) - popcount(b->colour[CB_BLACK]));
    scalar[LF_TEMPO] = b->side == CB_WHITE ? 1 : -1;
    for (int i = 0; i < LF_SQUARES; i++)
        add_term(t, i, scalar[i]);
    for (int i = 0; i < 36; i++)
        add_term(t, LF_HITS + i, hits[i]);
}

/* The weights of chess_losing_terms(), fitted by bench/losing_tune.sh (docs/BENCHMARKS.md;
 * the body below is what it prints): every man is a liability (the player who runs out of
 * men wins), most of all far from home, where he is soon forced to take or be taken; the
 * move itself is worth having; an enemy man we attack is a capture we may be forced into,
 * dearest when a rook or bishop must take, and the queen's attacks hurt least. */
const int LOSING_WEIGHTS[LOSING_FEATURES] = {
    [LF_MEN + CB_PAWN] = -55,
    [LF_MEN + CB_KNIGHT] = -102,
    [LF_MEN + CB_BISHOP] = -108,
    [LF_MEN + CB_ROOK] = -103,
    [LF_MEN + CB_QUEEN] = -119,
    [LF_MEN + CB_KING] = -47,
    [LF_MOBILITY] = 15,
    [LF_FEW_MOVES] = -23,
    [LF_ATTACKING] = -2,
    [LF_PAWN_RANKS] = 3,
    [LF_LATE_MEN] = -5,
    [LF_TEMPO] = 64,
    [LF_MOVES + CB_PAWN] = -4,
    [LF_MOVES + CB_KNIGHT] = -7,
    [LF_MOVES + CB_BISHOP] = -9,
    [LF_MOVES + CB_ROOK] = 0,
    [LF_MOVES + CB_QUEEN] = -9,
    [LF_MOVES + CB_KING] = -7,
    [LF_BISHOP_TARGETS] = -10,
    [LF_SQUARES + CB_PAWN * 32] = 0,
    0,
    0,
    0,
    -2,
    24,
    21,
    8,
    -29,
    -2,
    -40,
    -21,
    -24,
    4,
    -5,
    -20,
    14,
    15,
    13,
    -19,
    32,
    -14,
    6,
    19,
    42,
    29,
    13,
    1,
    0,
    0,
    0,
    0,
    [LF_SQUARES + CB_KNIGHT * 32] = -9,
    74,
    116,
    23,
    23,
    -47,
    77,
    44,
    102,
    72,
    66,
    16,
    55,
    -58,
    56,
    27,
    43,
    28,
    -128,
    -84,
    -46,
    -137,
    -218,
    -102,
    -113,
    -202,
    -185,
    -249,
    10,
    -39,
    -146,
    -180,
    [LF_SQUARES + CB_BISHOP * 32] = 20,
    50,
    125,
    126,
    18,
    68,
    66,
    108,
    94,
    0,
    78,
    86,
    42,
    21,
    41,
    36,
    10,
    22,
    -7,
    -36,
    56,
    -58,
    -46,
    -82,
    -133,
    -66,
    -155,
    -120,
    -62,
    -40,
    -35,
    -124,
    [LF_SQUARES + CB_ROOK * 32] = 24,
    -11,
    0,
    13,
    -20,
    35,
    35,
    58,
    7,
    37,
    92,
    116,
    -59,
    -35,
    38,
    33,
    -189,
    -184,
    -69,
    -112,
    -206,
    -117,
    -30,
    -38,
    -152,
    -159,
    -136,
    -158,
    -40,
    8,
    14,
    -14,
    [LF_SQUARES + CB_QUEEN * 32] = -48,
    114,
    69,
    58,
    -51,
    -36,
    -1,
    -4,
    -39,
    87,
    -13,
    -13,
    19,
    6,
    -102,
    21,
    -9,
    -68,
    -109,
    -99,
    -208,
    -171,
    -181,
    -146,
    -207,
    -46,
    -69,
    -273,
    -86,
    -99,
    -53,
    -78,
    [LF_SQUARES + CB_KING * 32] = 3,
    60,
    58,
    69,
    -31,
    25,
    42,
    30,
    35,
    20,
    50,
    42,
    33,
    -4,
    20,
    8,
    33,
    -61,
    -60,
    -63,
    -18,
    -75,
    -99,
    -102,
    -24,
    -55,
    -97,
    -87,
    1,
    -19,
    -41,
    -59,
    [LF_HITS + CB_PAWN * 6] = 0,
    -133,
    0,
    -116,
    0,
    0,
    [LF_HITS + CB_KNIGHT * 6] = 2,
    0,
    -157,
    -126,
    -298,
    -106,
    [LF_HITS + CB_BISHOP * 6] = -106,
    -39,
    0,
    -323,
    0,
    -181,
    [LF_HITS + CB_ROOK * 6] = -224,
    -254,
    -315,
    0,
    0,
    -305,
    [LF_HITS + CB_QUEEN * 6] = -12,
    55,
    63,
    37,
    0,
    17,
    [LF_HITS + CB_KING * 6] = -107,
    -110,
    -99,
    -31,
    0,
    0,
};

/* Losing chess, from White's side. */
int chess_eval_losing(const cb_board *b)
{
    losing_terms t;
    int v = 0;
    chess_losing_terms(b, &t);
    for (int i = 0; i < t.n; i++)
        v += LOSING_WEIGHTS[t.index[i]] * t.count[i];
    return v;
}

/* Progressive chess, from White's side. */
int chess_eval_progressive(const cb_board *b, int mover, int moves_left, int next_series)
{
    static const int BOOK[6] = {100, 250, 300, 500, 900, 0}; /* the book's values */
    uint64_t occ = b->colour[0] | b->colour[1], empty = ~occ;
    int v = 0;
    for (int c = 0; c < 2; c++) {
        int sign = c == CB_WHITE ? 1 : -1, score = 0;
        uint64_t own = b->colour[c];
        for (int type = CB_PAWN; type < CB_KING; type++)
            for (uint64_t p = own & b->piece[type]; p;) {
                int sq = cb_pop(&p), rank = c == CB_WHITE ? sq / 8 : 7 - sq / 8;
                score += BOOK[type];
                if (type == CB_PAWN)
                    score += 4 * rank * rank; /* a long series promotes a far pawn */
            }
        /* king exposure: empty and enemy-reachable squares around the king; the opponent's
         * series grows, so it weighs more as the game goes on */
        uint64_t king = own & b->piece[CB_KING];
        if (king) {
            uint64_t ring = chess_king_attacks(king);
            int open = popcount(ring & empty);
            int covered = popcount(ring & chess_attacked_squares(b, !c));
            int lines =
                popcount(chess_rook_attacks(king, empty) | chess_bishop_attacks(king, empty));
            int weight = next_series < 12 ? next_series : 12;
            score -= weight * (2 * covered + open + lines / 2);
        }
        v += sign * score;
    }
    /* the mover, with moves left, takes what he attacks: half of the best target */
    if (moves_left > 0) {
        uint64_t targets = chess_attacked_squares(b, mover) & b->colour[!mover];
        int best = 0;
        for (uint64_t t = targets; t;) {
            int type = chess_piece_at(b, cb_pop(&t));
            if (type < CB_KING && BOOK[type] > best)
                best = BOOK[type];
        }
        v += (mover == CB_WHITE ? 1 : -1) * best / 2;
    }
    return v;
}

/* Medieval chess (§6), from White's side: the minister (the board's queen, one square
 * diagonally) and the elephant (the bishop, a two-square diagonal leap) are weak pieces,
 * so material uses their own values; the rest as in chess, without the sliders' mobility.
 * A bare king loses (§6.2), so every man counts more when the enemy is nearly bare. */
int chess_eval_medieval(const cb_board *b)
{
    static const int MEDIEVAL[6] = {100, 300, 120, 500, 150, 0};
    int v = 0;
    for (int c = 0; c < 2; c++) {
        int sign = c == CB_WHITE ? 1 : -1, score = 0;
        uint64_t own = b->colour[c];
        for (int type = CB_PAWN; type <= CB_KING; type++)
            for (uint64_t p = own & b->piece[type]; p;) {
                int sq = cb_pop(&p), idx = pst_index(c, sq);
                score += MEDIEVAL[type];
                if (type == CB_PAWN || type == CB_KNIGHT || type == CB_ROOK)
                    score += PST[type][idx];
                else if (type == CB_KING)
                    score += KING_END[idx] / 2; /* no castling, slow pieces: a central king */
            }
        if (popcount(b->colour[!c] & ~b->piece[CB_KING]) <= 1 && popcount(own) > 2)
            score += 200; /* the enemy is nearly bare */
        v += sign * score;
    }
    return v;
}

/* Several boards with distinct squares occupied (Alice chess): the orthodox evaluation of
 * all the men put on one board. Lines and mobility then see the men of every board, which
 * is only an approximation (a piece moves on its own board) but keeps material, pawn
 * structure and piece placement right. */
int chess_eval_boards(const cb_board *boards, int count)
{
    cb_board all;
    chess_board_clear(&all);
    for (int i = 0; i < count; i++)
        for (int c = 0; c < 2; c++)
            for (int type = CB_PAWN; type <= CB_KING; type++)
                for (uint64_t p = boards[i].colour[c] & boards[i].piece[type]; p;) {
                    int sq = cb_pop(&p);
                    if (chess_piece_at(&all, sq) == CB_NONE)
                        chess_board_put(&all, c, type, sq);
                }
    all.side = count > 0 ? boards[0].side : CB_WHITE;
    return chess_eval_orthodox(&all);
}
