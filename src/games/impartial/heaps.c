/* Shared parts of the heap games (heaps.h). */
#include "games/impartial/heaps.h"

#include <stdio.h>
#include <string.h>

bool comb_heaps_read(const char *body, long max, heaps *h, tb_error *err)
{
    long v[HEAPS_MAX];
    int n = tb_comb_read_ints(body, v, HEAPS_MAX, 0, max, "heap", err);
    if (n < 0)
        return false;
    h->n = (uint16_t)n;
    for (int i = 0; i < n; i++)
        h->heap[i] = (uint16_t)v[i];
    return true;
}

bool comb_heaps_read_set(const tb_comb_header *hd, const char *keyword, heaps *h, tb_error *err)
{
    if (!hd->has_ints || hd->nints == 0) {
        tb_error_set(err, "bad position: %s needs a set of numbers, e.g. %s{1,2,3}: 17", keyword,
                     keyword);
        return false;
    }
    if (hd->nints > HEAPS_SET_MAX) {
        tb_error_set(err, "bad position: at most %d numbers in %s{...}", HEAPS_SET_MAX, keyword);
        return false;
    }
    h->nset = 0;
    for (int i = 0; i < hd->nints; i++) {
        long x = hd->ints[i];
        if (x < 1 || x > 65535) {
            tb_error_set(err, "bad position: the numbers of %s{...} must be 1..65535", keyword);
            return false;
        }
        int j = h->nset; /* insertion sort, dropping repeats */
        while (j > 0 && h->set[j - 1] > x)
            j--;
        if (j > 0 && h->set[j - 1] == x)
            continue;
        memmove(h->set + j + 1, h->set + j, sizeof h->set[0] * (size_t)(h->nset - j));
        h->set[j] = (uint16_t)x;
        h->nset++;
    }
    return true;
}

int comb_heaps_print_body(const void *data, char *buf, size_t len)
{
    const heaps *h = data;
    return tb_comb_print_u16(h->heap, h->n, " ", buf, len);
}

int comb_heaps_print_set(const void *data, char *buf, size_t len)
{
    const heaps *h = data;
    char list[128];
    tb_comb_print_u16(h->set, h->nset, ",", list, sizeof list);
    return snprintf(buf, len, "{%s}", list);
}

int comb_heaps_total(const void *data)
{
    const heaps *h = data;
    int t = 0;
    for (int i = 0; i < h->n; i++)
        t += h->heap[i];
    return t;
}

int comb_heaps_move_to_text(const void *data, int player, uint32_t move, char *buf, size_t len)
{
    const heaps *h = data;
    return tb_comb_heap_move_text(h->heap, move, buf, len);
}

bool comb_heaps_move_from_text(const void *data, int player, const char *text, uint32_t *move,
                               int *mover, tb_error *err)
{
    const heaps *h = data;
    return tb_comb_heap_move_read(h->heap, h->n, text, move, err);
}

void comb_heaps_apply(void *data, int player, uint32_t move)
{
    heaps *h = data;
    h->heap[tb_comb_heap_move_heap(move)] = (uint16_t)tb_comb_heap_move_to(move);
}

int comb_heaps_split(const void *data, void *parts, int max)
{
    const heaps *h = data;
    if (h->n > max)
        return 0;
    for (int i = 0; i < h->n; i++) {
        heaps *p = (heaps *)parts + i;
        *p = *h;
        p->n = 1;
        memset(p->heap, 0, sizeof p->heap);
        p->heap[0] = h->heap[i];
    }
    return h->n;
}

int comb_heaps_sorted_part(const void *data, void *parts, int max)
{
    heaps *p = parts;
    *p = *(const heaps *)data;
    for (int i = 1; i < p->n; i++)
        for (int j = i; j > 0 && p->heap[j - 1] > p->heap[j]; j--) {
            uint16_t t = p->heap[j];
            p->heap[j] = p->heap[j - 1];
            p->heap[j - 1] = t;
        }
    return 1;
}

void comb_heaps_view(const void *data, tb_view *v, int board)
{
    const heaps *h = data;
    tb_comb_view_heaps(v, board, h->heap, h->n);
}
