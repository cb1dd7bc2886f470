/* The board kit: points, links, labels and layout (include/tabula/board.h). The generators of
 * the sources' geometries are in board_shapes.c; the view in board_view.c. */
#include "tabula/board.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void tb_board_init(tb_board *b, tb_shape shape)
{
    memset(b, 0, sizeof *b);
    memset(b->step, 0xff, sizeof b->step); /* -1: no neighbour */
    b->shape = shape;
    b->draw_links = shape == TB_SHAPE_POINT;
}

int tb_board_add_point(tb_board *b, const char *label, double x, double y, tb_error *err)
{
    if (!label)
        label = "";
    if (b->num_points == TB_BOARD_MAX_POINTS) {
        tb_error_set(err, "a board has at most %d points", TB_BOARD_MAX_POINTS);
        return -1;
    }
    if (strlen(label) >= TB_BOARD_LABEL_LEN) {
        tb_error_set(err, "point label '%s' is too long", label);
        return -1;
    }
    /* the generators' labels are distinct by construction (test_board checks each) */
    if (b->kind == TB_BOARD_TABLE && label[0] && tb_board_find(b, label) >= 0) {
        tb_error_set(err, "two points are called '%s'", label);
        return -1;
    }
    int p = b->num_points++;
    strcpy(b->label[p], label);
    b->x[p] = x;
    b->y[p] = y;
    return p;
}

bool tb_board_adjacent(const tb_board *b, int p, int q)
{
    for (int i = 0; i < b->degree[p]; i++)
        if (b->neighbour[p][i] == q)
            return true;
    return false;
}

bool tb_board_link(tb_board *b, int a, int c, tb_dir dir, tb_error *err)
{
    if (a < 0 || c < 0 || a >= b->num_points || c >= b->num_points || a == c) {
        tb_error_set(err, "cannot join points %d and %d", a, c);
        return false;
    }
    if (tb_board_adjacent(b, a, c))
        return true;
    if (b->degree[a] == TB_BOARD_MAX_DEGREE || b->degree[c] == TB_BOARD_MAX_DEGREE) {
        tb_error_set(err, "a point has at most %d neighbours", TB_BOARD_MAX_DEGREE);
        return false;
    }
    tb_dir back = tb_dir_opposite(dir);
    if (dir != TB_DIR_NONE && (b->step[a][dir] >= 0 || b->step[c][back] >= 0)) {
        tb_error_set(err, "points %s and %s already have a neighbour that way", b->label[a],
                     b->label[c]);
        return false;
    }
    b->neighbour[a][b->degree[a]] = (int16_t)c;
    b->neighbour_dir[a][b->degree[a]++] = (int8_t)dir;
    b->neighbour[c][b->degree[c]] = (int16_t)a;
    b->neighbour_dir[c][b->degree[c]++] = (int8_t)back;
    if (dir != TB_DIR_NONE) {
        b->step[a][dir] = (int16_t)c;
        b->step[c][back] = (int16_t)a;
    }
    return true;
}

int tb_board_find(const tb_board *b, const char *label)
{
    if (!label[0])
        return -1;
    for (int p = 0; p < b->num_points; p++)
        if (strcasecmp(b->label[p], label) == 0)
            return p;
    return -1;
}

int tb_board_parse(const tb_board *b, const char *text, int *len)
{
    int best = -1;
    size_t best_len = 0;
    for (int p = 0; p < b->num_points; p++) {
        size_t n = strlen(b->label[p]);
        if (n > best_len && strncasecmp(text, b->label[p], n) == 0) {
            best = p;
            best_len = n;
        }
    }
    if (len)
        *len = (int)best_len;
    return best;
}

const char *tb_board_label(const tb_board *b, int p)
{
    return b->label[p];
}

int tb_board_beyond(const tb_board *b, int p, int q)
{
    int slot = -1;
    for (int i = 0; i < b->degree[p]; i++)
        if (b->neighbour[p][i] == q)
            slot = i;
    if (slot < 0)
        return -1;
    int dir = b->neighbour_dir[p][slot];
    if (dir != TB_DIR_NONE && b->step[q][dir] >= 0)
        return b->step[q][dir];
    /* No direction (or none on from q, as up a ray to the Lambs and Tigers apex): the
     * neighbour of q that carries on the straight line of the drawing. */
    double dx = b->x[q] - b->x[p], dy = b->y[q] - b->y[p];
    for (int i = 0; i < b->degree[q]; i++) {
        int r = b->neighbour[q][i];
        if (dir != TB_DIR_NONE && b->neighbour_dir[q][i] != TB_DIR_NONE)
            continue; /* that way lies another direction, even if drawn in line */
        double ex = b->x[r] - b->x[q], ey = b->y[r] - b->y[q];
        double cross = dx * ey - dy * ex, dot = dx * ex + dy * ey;
        if (r != p && dot > 0 &&
            fabs(cross) <= 1e-9 * (fabs(dx) + fabs(dy)) * (fabs(ex) + fabs(ey)))
            return r;
    }
    return -1;
}

int tb_board_num_links(const tb_board *b)
{
    int ends = 0;
    for (int p = 0; p < b->num_points; p++)
        ends += b->degree[p];
    return ends / 2;
}

/* Keeps the points whose keep[] is set, in order, with the links between them. */
static bool keep_points(tb_board *b, const bool *keep, tb_error *err)
{
    tb_board *old = malloc(sizeof *old);
    if (!old) {
        tb_error_set(err, "out of memory");
        return false;
    }
    *old = *b;
    int16_t renumber[TB_BOARD_MAX_POINTS];
    tb_board_init(b, old->shape);
    b->draw_links = old->draw_links;
    b->kind = old->kind;
    b->width = old->width;
    b->height = old->height;
    b->layers = old->layers;
    b->upper_case = old->upper_case;
    for (int p = 0; p < old->num_points; p++) {
        renumber[p] = -1;
        if (!keep[p])
            continue;
        int q = b->num_points++;
        renumber[p] = (int16_t)q;
        memcpy(b->label[q], old->label[p], sizeof b->label[q]);
        b->x[q] = old->x[p];
        b->y[q] = old->y[p];
        b->col[q] = old->col[p];
        b->row[q] = old->row[p];
        b->layer[q] = old->layer[p];
    }
    bool ok = true;
    for (int p = 0; p < old->num_points; p++)
        for (int i = 0; i < old->degree[p]; i++) {
            int q = old->neighbour[p][i];
            if (p < q && renumber[p] >= 0 && renumber[q] >= 0)
                ok &= tb_board_link(b, renumber[p], renumber[q], old->neighbour_dir[p][i], err);
        }
    free(old);
    return ok;
}

bool tb_board_remove(tb_board *b, const char *labels, tb_error *err)
{
    bool keep[TB_BOARD_MAX_POINTS];
    for (int p = 0; p < b->num_points; p++)
        keep[p] = true;
    const char *s = labels;
    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        char label[TB_BOARD_LABEL_LEN];
        size_t n = strcspn(s, " ");
        int p = -1;
        if (n < sizeof label) {
            memcpy(label, s, n);
            label[n] = '\0';
            p = tb_board_find(b, label);
        }
        if (p < 0) {
            tb_error_set(err, "no point '%.*s' to remove", (int)n, s);
            return false;
        }
        keep[p] = false;
        s += n;
    }
    return keep_points(b, keep, err);
}

bool tb_board_from_table(tb_board *b, tb_shape shape, const char *const *points, const double *xy,
                         const char *const *lines, tb_error *err)
{
    tb_board_init(b, shape);
    b->kind = TB_BOARD_TABLE;
    for (int i = 0; points[i]; i++)
        if (tb_board_add_point(b, points[i], xy ? xy[2 * i] : 0, xy ? xy[2 * i + 1] : 0, err) < 0)
            return false;
    for (int i = 0; lines && lines[i]; i++) {
        const char *s = lines[i];
        int previous = -1;
        while (*s) {
            while (*s == ' ')
                s++;
            if (!*s)
                break;
            size_t n = strcspn(s, " ");
            char label[TB_BOARD_LABEL_LEN];
            int p = -1;
            if (n < sizeof label) {
                memcpy(label, s, n);
                label[n] = '\0';
                p = tb_board_find(b, label);
            }
            if (p < 0) {
                tb_error_set(err, "line '%s': no point '%.*s'", lines[i], (int)n, s);
                return false;
            }
            if (previous >= 0 && !tb_board_link(b, previous, p, TB_DIR_NONE, err))
                return false;
            previous = p;
            s += n;
        }
    }
    return true;
}

/* ---- point sets ---- */

void tb_board_all(const tb_board *b, tb_pointset *out)
{
    tb_pointset_clear(out);
    for (int p = 0; p < b->num_points; p++)
        tb_pointset_add(out, p);
}

void tb_board_flood(const tb_board *b, int start, const tb_pointset *within, tb_pointset *out)
{
    tb_pointset_clear(out);
    if (start < 0 || start >= b->num_points || !tb_pointset_has(within, start))
        return;
    int16_t stack[TB_BOARD_MAX_POINTS];
    int top = 0;
    stack[top++] = (int16_t)start;
    tb_pointset_add(out, start);
    while (top > 0) {
        int p = stack[--top];
        for (int i = 0; i < b->degree[p]; i++) {
            int q = b->neighbour[p][i];
            if (tb_pointset_has(within, q) && !tb_pointset_has(out, q)) {
                tb_pointset_add(out, q);
                stack[top++] = (int16_t)q;
            }
        }
    }
}

void tb_board_border(const tb_board *b, const tb_pointset *s, tb_pointset *out)
{
    tb_pointset border;
    tb_pointset_clear(&border);
    for (int p = tb_pointset_next(s, 0); p >= 0; p = tb_pointset_next(s, p + 1))
        for (int i = 0; i < b->degree[p]; i++)
            if (!tb_pointset_has(s, b->neighbour[p][i]))
                tb_pointset_add(&border, b->neighbour[p][i]);
    *out = border;
}
