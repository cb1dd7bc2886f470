/* The attack tables of magic.h. The multipliers were found by bench/chess_magic_search.c
 * (random sparse candidates until every occupancy of the mask maps to an index that holds
 * its attack set, or one with the same attack set). */
#include "games/chess/magic.h"

#include <pthread.h>
#include <stdbool.h>

static const uint64_t ROOK_MAGIC[64] = {
    0x008000908064C000ULL, 0x0040200040001000ULL, 0x0180100080A0010AULL,
    0x8880041000800800ULL, 0x1200100201200804ULL, 0x0200020004011008ULL,
    0x2180010000800600ULL, 0x0200005088210204ULL, 0x0400800040008021ULL,
    0x0400400020005000ULL, 0x8240801000200080ULL, 0x8611001004200900ULL,
    0x008180800C001800ULL, 0x0100800200800400ULL, 0x0A02000102000408ULL,
    0x8020802300104280ULL, 0x0080004000402000ULL, 0xE010104000402000ULL,
    0x0800808010002000ULL, 0xA280210008100100ULL, 0x0001818014000800ULL,
    0xA002010100080400ULL, 0x0080240001020870ULL, 0x0001020004048845ULL,
    0x0081826280004004ULL, 0x2020810900284000ULL, 0x0200100080802000ULL,
    0x0200080080100080ULL, 0x8083080100100500ULL, 0x4406000901000400ULL,
    0x0005020080800100ULL, 0x0090204200008114ULL, 0x0010400094800420ULL,
    0x0900804000802002ULL, 0x0201001841002000ULL, 0x4100080080801000ULL,
    0x4540040080800800ULL, 0x0002001004040020ULL, 0x0281195814001002ULL,
    0x1240800040800100ULL, 0x0880042000524004ULL, 0x02C080410206002CULL,
    0x0801200241050010ULL, 0x8400080010008080ULL, 0x0008000500090010ULL,
    0x0082009084020008ULL, 0x4012000108020004ULL, 0x9000104D08860004ULL,
    0x2004204114800100ULL, 0x0148802112400300ULL, 0x0202842000100880ULL,
    0x001B080080900080ULL, 0x001A002008100600ULL, 0x0004008004020080ULL,
    0x5181000600040300ULL, 0x0000044401128A00ULL, 0x8044110480002441ULL,
    0x2008110084402202ULL, 0x90806005090010C1ULL, 0x000420310A004A42ULL,
    0x0023001004020801ULL, 0x0882001008040102ULL, 0x000230088118020CULL,
    0x0000019025040042ULL,
};
static const uint64_t BISHOP_MAGIC[64] = {
    0x0045010808008680ULL, 0x2002080204004898ULL, 0x0210009A10400006ULL,
    0x0824050200810200ULL, 0x0006061105004090ULL, 0x00010108C0000000ULL,
    0x0814040282104004ULL, 0x0012012201106800ULL, 0x10823014100C1040ULL,
    0x0080C2088802808CULL, 0x0281108410404000ULL, 0x0101212041826200ULL,
    0x0020141028221058ULL, 0x2201020202200202ULL, 0x000082A801482000ULL,
    0x0000008401411044ULL, 0x0007103014300404ULL, 0x0002091110010100ULL,
    0x42140012040C0808ULL, 0x0800808802004020ULL, 0x90C4004210140000ULL,
    0x0800200900A01000ULL, 0x00D0400201108810ULL, 0x80820183814412A0ULL,
    0x00A01008202202B4ULL, 0x01C2021A09500402ULL, 0x0084440208042400ULL,
    0x800400400C090100ULL, 0xBA10040010802100ULL, 0xD182009006005000ULL,
    0x5011021001009004ULL, 0x0020420200510400ULL, 0x0292104000468800ULL,
    0x00043009091C0500ULL, 0x0280441000020025ULL, 0x0042820080080080ULL,
    0x0440101010010040ULL, 0x1000900100808080ULL, 0x0108108120089800ULL,
    0x0044010200012682ULL, 0xC002500420900400ULL, 0x0040482210710800ULL,
    0x0002060024000200ULL, 0x0281020A44000800ULL, 0xA0021200A4000200ULL,
    0x0001301000840840ULL, 0x2868500108444220ULL, 0x0004111041000200ULL,
    0x8044020842080200ULL, 0x0000220104210200ULL, 0x0000021201044000ULL,
    0x0000280884040028ULL, 0x4012114010858003ULL, 0x0000081004082B88ULL,
    0x3892700508208002ULL, 0x00220A041B060400ULL, 0x0812020284014881ULL,
    0x010434A282103100ULL, 0x0490400824020800ULL, 0x4A20002C00208800ULL,
    0x000000A011020200ULL, 0x4002940A02482202ULL, 0x5100100202140406ULL,
    0x02102000840540C1ULL,
};

/* Written once, under `once`; read-only afterwards. */
static chess_tables tables;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static const int ROOK_DIRS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int BISHOP_DIRS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

static bool on_board(int rank, int file)
{
    return rank >= 0 && rank < 8 && file >= 0 && file < 8;
}

/* The attacks of a slider on `sq` walking its rays up to the first occupied square. */
static uint64_t walk(int sq, uint64_t occ, const int (*dirs)[2])
{
    uint64_t a = 0;
    for (int d = 0; d < 4; d++)
        for (int r = sq / 8 + dirs[d][0], f = sq % 8 + dirs[d][1]; on_board(r, f);
             r += dirs[d][0], f += dirs[d][1]) {
            a |= 1ULL << (r * 8 + f);
            if (occ & (1ULL << (r * 8 + f)))
                break;
        }
    return a;
}

/* The squares of the rays whose occupancy changes the attacks: the last square of each ray
 * is attacked whatever stands on it. */
static uint64_t relevant(int sq, const int (*dirs)[2])
{
    uint64_t m = 0;
    for (int d = 0; d < 4; d++)
        for (int r = sq / 8 + dirs[d][0], f = sq % 8 + dirs[d][1];
             on_board(r + dirs[d][0], f + dirs[d][1]); r += dirs[d][0], f += dirs[d][1])
            m |= 1ULL << (r * 8 + f);
    return m;
}

static uint32_t fill_slider(chess_magic *magics, const uint64_t *multipliers,
                            const int (*dirs)[2], uint32_t offset)
{
    for (int sq = 0; sq < 64; sq++) {
        chess_magic *m = &magics[sq];
        m->mask = relevant(sq, dirs);
        m->magic = multipliers[sq];
        m->shift = (uint32_t)(64 - __builtin_popcountll(m->mask));
        m->offset = offset;
        uint64_t sub = 0;
        do { /* every subset of the mask */
            tables.attacks[offset + ((sub * m->magic) >> m->shift)] = walk(sq, sub, dirs);
            sub = (sub - m->mask) & m->mask;
        } while (sub);
        offset += 1u << (64 - m->shift);
    }
    return offset;
}

static void fill_lines(void)
{
    for (int a = 0; a < 64; a++)
        for (int d = 0; d < 8; d++) {
            const int *dir = d < 4 ? ROOK_DIRS[d] : BISHOP_DIRS[d - 4];
            uint64_t ray = 0, full = 1ULL << a;
            for (int r = a / 8 + dir[0], f = a % 8 + dir[1]; on_board(r, f); r += dir[0], f += dir[1])
                full |= 1ULL << (r * 8 + f);
            for (int r = a / 8 - dir[0], f = a % 8 - dir[1]; on_board(r, f); r -= dir[0], f -= dir[1])
                full |= 1ULL << (r * 8 + f);
            for (int r = a / 8 + dir[0], f = a % 8 + dir[1]; on_board(r, f);
                 r += dir[0], f += dir[1]) {
                int b = r * 8 + f;
                tables.between[a][b] = ray;
                tables.line[a][b] = full;
                ray |= 1ULL << b;
            }
        }
}

static void fill(void)
{
    uint32_t end = fill_slider(tables.rook, ROOK_MAGIC, ROOK_DIRS, 0);
    fill_slider(tables.bishop, BISHOP_MAGIC, BISHOP_DIRS, end);
    fill_lines();
    chess_zobrist_fill(tables.zobrist);
}

_Atomic(const chess_tables *) chess_tables_ready;

const chess_tables *chess_tables_fill(void)
{
    pthread_once(&once, fill);
    atomic_store_explicit(&chess_tables_ready, &tables, memory_order_release);
    return &tables;
}
