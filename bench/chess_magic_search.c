/* Finds the magic multipliers of src/games/chess/magic.c (fancy magic bitboards: the index of
 * a slider's attack set is ((occupancy & mask) * magic) >> (64 - bits of mask)).
 *   cc -O2 bench/chess_magic_search.c -o /tmp/magic && /tmp/magic
 * prints the two tables. Deterministic: a fixed xorshift seed. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;
static uint64_t rng(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545F4914F6CDD1DULL;
}

/* attacks by walking the rays, stopping at the first occupied square */
static uint64_t walk(int sq, uint64_t occ, const int (*dirs)[2])
{
    uint64_t a = 0;
    for (int d = 0; d < 4; d++) {
        int r = sq / 8 + dirs[d][0], f = sq % 8 + dirs[d][1];
        while (r >= 0 && r < 8 && f >= 0 && f < 8) {
            a |= 1ULL << (r * 8 + f);
            if (occ & (1ULL << (r * 8 + f)))
                break;
            r += dirs[d][0];
            f += dirs[d][1];
        }
    }
    return a;
}

static uint64_t mask_of(int sq, const int (*dirs)[2])
{
    uint64_t m = 0;
    for (int d = 0; d < 4; d++) {
        int r = sq / 8 + dirs[d][0], f = sq % 8 + dirs[d][1];
        while (r + dirs[d][0] >= 0 && r + dirs[d][0] < 8 && f + dirs[d][1] >= 0 &&
               f + dirs[d][1] < 8) {
            m |= 1ULL << (r * 8 + f);
            r += dirs[d][0];
            f += dirs[d][1];
        }
    }
    return m;
}

int main(void)
{
    static const int rook[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int bishop[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static uint64_t occs[4096], atts[4096], used[4096];
    for (int kind = 0; kind < 2; kind++) {
        const int(*dirs)[2] = kind ? bishop : rook;
        printf("static const uint64_t %s_MAGIC[64] = {\n", kind ? "BISHOP" : "ROOK");
        for (int sq = 0; sq < 64; sq++) {
            uint64_t mask = mask_of(sq, dirs);
            int bits = __builtin_popcountll(mask), n = 0;
            uint64_t sub = 0;
            do { /* every subset of the mask (Carry-Rippler) */
                occs[n] = sub;
                atts[n++] = walk(sq, sub, dirs);
                sub = (sub - mask) & mask;
            } while (sub);
            for (;;) {
                uint64_t magic = rng() & rng() & rng();
                if (__builtin_popcountll((mask * magic) >> 56) < 6)
                    continue;
                memset(used, 0, sizeof used);
                int ok = 1;
                for (int i = 0; i < n && ok; i++) {
                    uint64_t idx = (occs[i] * magic) >> (64 - bits);
                    if (!used[idx])
                        used[idx] = atts[i];
                    else if (used[idx] != atts[i])
                        ok = 0;
                }
                if (ok) {
                    printf("    0x%016llXULL,%s", (unsigned long long)magic,
                           sq % 2 ? "\n" : " ");
                    break;
                }
            }
        }
        printf("};\n");
    }
    return 0;
}
