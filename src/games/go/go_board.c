/* The Go-family board core: rules/go.md §1.2-§1.3 on any graph of points. */
#include "games/go/go_board.h"

#include <string.h>

#include "core/board_text.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void go_graph_keys(go_graph *g)
{
    uint64_t seed = 0x476f2d626f617264ULL; /* fixed: hashes must not change between runs */
    for (int p = 0; p < GO_MAX_POINTS; p++) {
        g->zobrist[p][0] = p < g->board.num_points ? splitmix64(&seed) : 0;
        g->zobrist[p][1] = p < g->board.num_points ? splitmix64(&seed) : 0;
    }
}

void go_graph_init(go_graph *g, int num_points)
{
    tb_board_init(&g->board, TB_SHAPE_POINT);
    for (int p = 0; p < num_points && p < GO_MAX_POINTS; p++)
        tb_board_add_point(&g->board, NULL, 0, 0, NULL);
    go_graph_keys(g);
}

bool go_graph_link(go_graph *g, int a, int b)
{
    const tb_board *board = &g->board;
    if (a >= 0 && b >= 0 && a < board->num_points && b < board->num_points &&
        !tb_board_adjacent(board, a, b) &&
        (board->degree[a] == GO_MAX_DEGREE || board->degree[b] == GO_MAX_DEGREE))
        return false;
    return tb_board_link(&g->board, a, b, TB_DIR_NONE, NULL);
}

void go_graph_square(go_graph *g, int w, int h, bool upper_case)
{
    unsigned flags = TB_SQUARE_ORTHOGONAL | TB_SQUARE_POINTS;
    tb_board_square(&g->board, w, h, upper_case ? flags | TB_SQUARE_UPPER_CASE : flags, NULL);
    go_graph_keys(g);
}

int go_star_points(int n, int *out)
{
    int count = 0, mid = n / 2;
    if (n >= 7) {
        int lo = n >= 13 ? 3 : 2, hi = n - 1 - lo;
        out[count++] = lo * n + lo;
        out[count++] = lo * n + hi;
        out[count++] = hi * n + lo;
        out[count++] = hi * n + hi;
        if (n % 2 && n >= 13) {
            out[count++] = lo * n + mid;
            out[count++] = hi * n + mid;
            out[count++] = mid * n + lo;
            out[count++] = mid * n + hi;
        }
    }
    if (n % 2)
        out[count++] = mid * n + mid;
    return count;
}

void go_board_clear(go_board *b)
{
    memset(b, 0, sizeof *b);
}

void go_board_set(const go_graph *g, go_board *b, int p, int colour)
{
    if (b->stone[p] != GO_EMPTY)
        b->hash ^= g->zobrist[p][b->stone[p] - 1];
    b->stone[p] = (uint8_t)colour;
    if (colour != GO_EMPTY)
        b->hash ^= g->zobrist[p][colour - 1];
}

int go_board_count(const go_graph *g, const go_board *b, int colour)
{
    int n = 0;
    for (int p = 0; p < g->board.num_points; p++)
        n += b->stone[p] == colour;
    return n;
}

int go_group(const go_graph *g, const go_board *b, int p, tb_pointset *stones, tb_pointset *liberties)
{
    int colour = b->stone[p];
    if (colour == GO_EMPTY)
        return -1;
    tb_pointset seen, libs;
    tb_pointset_clear(&seen);
    tb_pointset_clear(&libs);
    int16_t stack[GO_MAX_POINTS];
    int top = 0;
    stack[top++] = (int16_t)p;
    tb_pointset_add(&seen, p);
    while (top > 0) {
        int q = stack[--top];
        for (int i = 0; i < go_degree(g, q); i++) {
            int r = g->board.neighbour[q][i];
            if (b->stone[r] == GO_EMPTY)
                tb_pointset_add(&libs, r);
            else if (b->stone[r] == colour && !tb_pointset_has(&seen, r)) {
                tb_pointset_add(&seen, r);
                stack[top++] = (int16_t)r;
            }
        }
    }
    if (stones)
        *stones = seen;
    if (liberties)
        *liberties = libs;
    return tb_pointset_count(&libs);
}

void go_groups_compute(const go_graph *g, const go_board *b, go_groups *out)
{
    /* counted[q] = the last group that counted the empty point q as its liberty */
    int16_t counted[GO_MAX_POINTS], stack[GO_MAX_POINTS];
    out->count = 0;
    for (int p = 0; p < g->board.num_points; p++) {
        out->id[p] = -1;
        counted[p] = -1;
    }
    for (int p = 0; p < g->board.num_points; p++) {
        if (b->stone[p] == GO_EMPTY || out->id[p] >= 0)
            continue;
        int16_t gid = (int16_t)out->count++;
        int colour = b->stone[p], top = 0, size = 0, libs = 0;
        out->id[p] = gid;
        stack[top++] = (int16_t)p;
        while (top > 0) {
            int q = stack[--top];
            size++;
            for (int i = 0; i < go_degree(g, q); i++) {
                int r = g->board.neighbour[q][i];
                if (b->stone[r] == GO_EMPTY) {
                    if (counted[r] != gid) {
                        counted[r] = gid;
                        libs++;
                    }
                } else if (b->stone[r] == colour && out->id[r] < 0) {
                    out->id[r] = gid;
                    stack[top++] = (int16_t)r;
                }
            }
        }
        out->size[gid] = (int16_t)size;
        out->liberties[gid] = (int16_t)libs;
    }
}

go_placement go_check_placement(const go_graph *g, const go_board *b, const go_groups *groups,
                                int p, int colour, int *captures)
{
    if (captures)
        *captures = 0;
    if (b->stone[p] != GO_EMPTY)
        return GO_PLACE_OCCUPIED;
    bool breathes = false;
    int taken[GO_MAX_DEGREE], num_taken = 0, stones_taken = 0;
    for (int i = 0; i < go_degree(g, p); i++) {
        int q = g->board.neighbour[p][i], c = b->stone[q];
        if (c == GO_EMPTY) {
            breathes = true;
            continue;
        }
        int gid = groups->id[q], libs = groups->liberties[gid];
        if (c == colour) {
            breathes |= libs > 1; /* a liberty besides p itself */
        } else if (libs == 1) {   /* p was its last liberty: captured */
            breathes = true;
            bool seen = false;
            for (int k = 0; k < num_taken; k++)
                seen |= taken[k] == gid;
            if (!seen) {
                taken[num_taken++] = gid;
                stones_taken += groups->size[gid];
            }
        }
    }
    if (captures)
        *captures = stones_taken;
    return breathes ? GO_PLACE_OK : GO_PLACE_SUICIDE;
}

int go_play(const go_graph *g, go_board *b, int p, int colour, tb_pointset *captured)
{
    go_board_set(g, b, p, colour);
    int opponent = go_opponent(colour), removed = 0;
    for (int i = 0; i < go_degree(g, p); i++) {
        int q = g->board.neighbour[p][i];
        tb_pointset stones;
        if (b->stone[q] != opponent || go_group(g, b, q, &stones, NULL) > 0)
            continue;
        for (int w = 0; w < TB_POINTSET_WORDS; w++)
            for (uint64_t bits = stones.word[w]; bits; bits &= bits - 1) {
                int r = w * 64 + __builtin_ctzll(bits);
                go_board_set(g, b, r, GO_EMPTY);
                if (captured)
                    tb_pointset_add(captured, r);
                removed++;
            }
    }
    return removed;
}

int go_board_to_ranks(const go_graph *g, const go_board *b, char *buf, size_t len)
{
    static const char symbol[] = {'\0', 'X', 'O'};
    char cells[GO_MAX_POINTS];
    for (int p = 0; p < g->board.num_points; p++)
        cells[p] = symbol[b->stone[p]];
    return tb_grid_to_fen(cells, g->board.width, g->board.height, buf, len);
}

int go_board_from_ranks(const go_graph *g, const char *text, go_board *b, tb_error *err)
{
    char cells[GO_MAX_POINTS];
    int n = tb_grid_from_fen(text, g->board.width, g->board.height, "XOxo", cells, err);
    if (n < 0)
        return -1;
    go_board_clear(b);
    for (int p = 0; p < g->board.num_points; p++)
        if (cells[p])
            go_board_set(g, b, p, cells[p] == 'X' || cells[p] == 'x' ? GO_BLACK : GO_WHITE);
    return n;
}

int go_board_find_breathless(const go_graph *g, const go_board *b)
{
    go_groups groups;
    go_groups_compute(g, b, &groups);
    for (int p = 0; p < g->board.num_points; p++)
        if (groups.id[p] >= 0 && groups.liberties[groups.id[p]] == 0)
            return p;
    return -1;
}
