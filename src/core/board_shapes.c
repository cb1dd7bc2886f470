/* The sources' board geometries (include/tabula/board.h): square boards, lines, hex-hex
 * cells and vertices, Sierpinski triangles, cubes and the Lambs and Tigers board. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tabula/board.h"

/* File names with no letter skipped: a .. z, aa, ab, ... (go.md §1.1, §6.1). */
static void file_name(int col, bool upper_case, char *buf, size_t len)
{
    char rev[8];
    int n = 0;
    for (int c = col + 1; c > 0 && n < (int)sizeof rev; c = (c - 1) / 26)
        rev[n++] = (char)((upper_case ? 'A' : 'a') + (c - 1) % 26);
    size_t k = 0;
    while (n > 0 && k + 1 < len)
        buf[k++] = rev[--n];
    buf[k] = '\0';
}

static int add_grid_point(tb_board *b, int col, int row, double x, double y, tb_error *err)
{
    char label[32], file[8];
    file_name(col, b->upper_case, file, sizeof file);
    snprintf(label, sizeof label, "%s%d", file, row + 1);
    int p = tb_board_add_point(b, label, x, y, err);
    if (p >= 0) {
        b->col[p] = (int16_t)col;
        b->row[p] = (int16_t)row;
    }
    return p;
}

/* Joins the grid points (c, r) and (c + dc, r + dr) when both exist; at[] maps the grid. */
static bool link_grid(tb_board *b, const int16_t *at, int w, int h, int c, int r, int dc, int dr,
                      tb_dir dir, tb_error *err)
{
    int c2 = c + dc, r2 = r + dr;
    if (c2 < 0 || r2 < 0 || c2 >= w || r2 >= h || at[r * w + c] < 0 || at[r2 * w + c2] < 0)
        return true;
    return tb_board_link(b, at[r * w + c], at[r2 * w + c2], dir, err);
}

enum { GRID_MAX = 64 };

bool tb_board_square(tb_board *b, int w, int h, unsigned flags, tb_error *err)
{
    tb_board_init(b, flags & TB_SQUARE_POINTS ? TB_SHAPE_POINT : TB_SHAPE_SQUARE);
    b->kind = TB_BOARD_SQUARE;
    b->width = w;
    b->height = h;
    b->layers = 1;
    b->upper_case = (flags & TB_SQUARE_UPPER_CASE) != 0;
    if (w < 1 || h < 1 || w > GRID_MAX || h > GRID_MAX) {
        tb_error_set(err, "a square board is 1x1 to %dx%d, not %dx%d", GRID_MAX, GRID_MAX, w, h);
        return false;
    }
    static const int16_t none = -1;
    int16_t at[GRID_MAX * GRID_MAX];
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            bool even = (c + r) % 2 == 0; /* file + rank even: a1's colour */
            at[r * w + c] = none;
            if ((flags & TB_SQUARE_DARK_ONLY && !even) || (flags & TB_SQUARE_LIGHT_ONLY && even))
                continue;
            int p = add_grid_point(b, c, r, c, r, err);
            if (p < 0)
                return false;
            at[r * w + c] = (int16_t)p;
        }
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            bool ok = true, diagonals = flags & TB_SQUARE_DIAGONAL ||
                                        (flags & TB_SQUARE_DIAGONAL_EVEN && (c + r) % 2 == 0);
            if (flags & TB_SQUARE_ORTHOGONAL)
                ok = link_grid(b, at, w, h, c, r, 1, 0, TB_DIR_E, err) &&
                     link_grid(b, at, w, h, c, r, 0, 1, TB_DIR_N, err);
            if (ok && diagonals)
                ok = link_grid(b, at, w, h, c, r, 1, 1, TB_DIR_NE, err) &&
                     link_grid(b, at, w, h, c, r, -1, 1, TB_DIR_NW, err);
            if (!ok)
                return false;
        }
    return true;
}

bool tb_board_line(tb_board *b, int n, tb_error *err)
{
    tb_board_init(b, TB_SHAPE_POINT);
    b->kind = TB_BOARD_LINE;
    b->width = n;
    b->height = b->layers = 1;
    if (n < 1 || n > TB_BOARD_MAX_POINTS) {
        tb_error_set(err, "a line has 1 to %d points, not %d", TB_BOARD_MAX_POINTS, n);
        return false;
    }
    for (int i = 0; i < n; i++) {
        char label[TB_BOARD_LABEL_LEN];
        file_name(i, false, label, sizeof label);
        int p = tb_board_add_point(b, label, i, 0, err);
        if (p < 0 || (i > 0 && !tb_board_link(b, p - 1, p, TB_DIR_E, err)))
            return false;
        b->col[p] = (int16_t)i;
    }
    return true;
}

bool tb_board_hex(tb_board *b, int side, tb_error *err)
{
    tb_board_init(b, TB_SHAPE_HEX);
    b->kind = TB_BOARD_HEX;
    int n = 2 * side - 1; /* columns and rows */
    b->width = b->height = n;
    b->layers = 1;
    if (side < 1 || 3 * side * (side - 1) + 1 > TB_BOARD_MAX_POINTS) {
        tb_error_set(err, "a hexagonal board of side %d does not fit", side);
        return false;
    }
    int16_t at[GRID_MAX * GRID_MAX];
    for (int c = 0; c < n; c++)
        for (int r = 0; r < n; r++) {
            at[r * n + c] = -1;
            if (abs(c - r) >= side)
                continue;
            /* go.md §5.1 with 1-based c, r: x = 1.5 c, y = sqrt(3) (r - c / 2) */
            int p =
                add_grid_point(b, c, r, 1.5 * (c + 1), sqrt(3.0) * ((r + 1) - (c + 1) / 2.0), err);
            if (p < 0)
                return false;
            at[r * n + c] = (int16_t)p;
        }
    for (int c = 0; c < n; c++)
        for (int r = 0; r < n; r++)
            if (!link_grid(b, at, n, n, c, r, 0, 1, TB_DIR_N, err) ||
                !link_grid(b, at, n, n, c, r, 1, 1, TB_DIR_NE, err) ||
                !link_grid(b, at, n, n, c, r, 1, 0, TB_DIR_SE, err))
                return false;
    return true;
}

bool tb_board_hex_vertices(tb_board *b, int side, tb_error *err)
{
    tb_board_init(b, TB_SHAPE_POINT);
    b->kind = TB_BOARD_HEX_VERTICES;
    int lines = 4 * side, levels = 4 * side - 1; /* go.md §6.1: 2(2n-1)+2 and 2(2n-1)+1 */
    b->width = lines;
    b->height = levels;
    b->layers = 1;
    if (side < 1 || 6 * side * side > TB_BOARD_MAX_POINTS) {
        tb_error_set(err, "a hexagonal vertex board of side %d does not fit", side);
        return false;
    }
    /* Hexagon columns j = 0 .. 2 side - 2, with side + m hexagons (m = distance to the nearest
     * end column); a hexagon has its left vertex on line X = 2 j, level Y, and the vertices
     * (X, Y), (X+1, Y±1), (X+2, Y±1), (X+3, Y). */
    static const int hexagon[6][2] = {{0, 0}, {1, -1}, {2, -1}, {3, 0}, {2, 1}, {1, 1}};
    bool vertex[GRID_MAX][GRID_MAX] = {{false}};
    for (int j = 0; j < 2 * side - 1; j++) {
        int m = j < 2 * side - 2 - j ? j : 2 * side - 2 - j;
        for (int k = 0; k < side + m; k++)
            for (int v = 0; v < 6; v++)
                vertex[2 * j + hexagon[v][0]][side + 1 - m + 2 * k + hexagon[v][1] - 1] = true;
    }
    int16_t at[GRID_MAX * GRID_MAX];
    for (int X = 0; X < lines; X++)
        for (int Y = 0; Y < levels; Y++) {
            at[Y * lines + X] = -1;
            if (!vertex[X][Y])
                continue;
            /* hexagons two wide with flat tops: lines at 0, 0.5, 1.5, 2, 3, 3.5, ... */
            double x = X % 2 == 0 ? 0.75 * X : 0.75 * (X - 1) + 0.5;
            int p = add_grid_point(b, X, Y, x, Y * sqrt(3.0) / 2, err);
            if (p < 0)
                return false;
            at[Y * lines + X] = (int16_t)p;
        }
    for (int j = 0; j < 2 * side - 1; j++) {
        int m = j < 2 * side - 2 - j ? j : 2 * side - 2 - j;
        for (int k = 0; k < side + m; k++)
            for (int v = 0; v < 6; v++) {
                int X = 2 * j + hexagon[v][0], Y = side - m + 2 * k + hexagon[v][1];
                int dX = hexagon[(v + 1) % 6][0] - hexagon[v][0];
                int dY = hexagon[(v + 1) % 6][1] - hexagon[v][1];
                tb_dir dir = dY == 0  ? (dX > 0 ? TB_DIR_E : TB_DIR_W)
                             : dY > 0 ? (dX > 0 ? TB_DIR_NE : TB_DIR_NW)
                                      : (dX > 0 ? TB_DIR_SE : TB_DIR_SW);
                if (!link_grid(b, at, lines, levels, X, Y, dX, dY, dir, err))
                    return false;
            }
    }
    return true;
}

bool tb_board_sierpinski(tb_board *b, int order, tb_error *err)
{
    /* the smallest triangles of the figure, drawn as the book draws them */
    tb_board_init(b, TB_SHAPE_TRIANGLE_UP);
    b->kind = TB_BOARD_SIERPINSKI;
    if (order < 1 || order > 5) {
        tb_error_set(err, "a Sierpinski board has order 1 to 5, not %d", order);
        return false;
    }
    int rows = 1 << order, cells = 1;
    for (int k = 0; k < order; k++)
        cells *= 3;
    b->width = b->height = rows;
    b->layers = 1;
    int16_t at[GRID_MAX * GRID_MAX];
    for (int i = 0; i < rows * rows; i++)
        at[i] = -1;
    for (int i = 0; i < cells; i++) {
        char label[TB_BOARD_LABEL_LEN];
        int row = 0, pos = 0;
        for (int k = 0, rest = i, unit = cells / 3; k < order; k++, unit /= 3) {
            int digit = rest / unit + 1; /* 1 top, 2 left, 3 right (elections.md §2.1) */
            rest %= unit;
            label[k] = (char)('0' + digit);
            row += digit != 1 ? 1 << (order - 1 - k) : 0;
            pos += digit == 3 ? 1 << (order - 1 - k) : 0;
        }
        label[order] = '\0';
        /* a triangular grid, row 0 at the top, cells of a row 1 apart and rows 1 apart (the
         * view's triangle rows: renderers give each row its sqrt(3)/2 height) */
        int p = tb_board_add_point(b, label, pos - row / 2.0, -row, err);
        if (p < 0)
            return false;
        b->col[p] = (int16_t)pos;
        b->row[p] = (int16_t)row;
        at[row * rows + pos] = (int16_t)p;
    }
    for (int r = 0; r < rows; r++)
        for (int c = 0; c <= r; c++)
            if (!link_grid(b, at, rows, rows, c, r, 1, 0, TB_DIR_E, err) ||
                !link_grid(b, at, rows, rows, c, r, 0, 1, TB_DIR_SW, err) ||
                !link_grid(b, at, rows, rows, c, r, 1, 1, TB_DIR_SE, err))
                return false;
    return true;
}

bool tb_board_cube(tb_board *b, int n, tb_error *err)
{
    tb_board_init(b, TB_SHAPE_SQUARE);
    b->kind = TB_BOARD_CUBE;
    b->width = b->height = b->layers = n;
    if (n < 1 || n > 8) {
        tb_error_set(err, "a cube has side 1 to 8, not %d", n);
        return false;
    }
    for (int level = 0; level < n; level++)
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                char label[32];
                snprintf(label, sizeof label, "%d%c%d", level + 1, 'a' + c, r + 1);
                /* the levels printed side by side, one empty column between them */
                int p = tb_board_add_point(b, label, c + level * (n + 1), r, err);
                if (p < 0)
                    return false;
                b->col[p] = (int16_t)c;
                b->row[p] = (int16_t)r;
                b->layer[p] = (int8_t)level;
            }
    for (int p = 0; p < b->num_points; p++) {
        int c = b->col[p], r = b->row[p], level = b->layer[p];
        if ((c + 1 < n && !tb_board_link(b, p, p + 1, TB_DIR_E, err)) ||
            (r + 1 < n && !tb_board_link(b, p, p + n, TB_DIR_N, err)) ||
            (level + 1 < n && !tb_board_link(b, p, p + n * n, TB_DIR_UP, err)))
            return false;
    }
    return true;
}

bool tb_board_lambs_tigers(tb_board *b, tb_error *err)
{
    tb_board_init(b, TB_SHAPE_POINT);
    b->kind = TB_BOARD_LAMBS_TIGERS;
    b->width = 8;
    b->height = 5;
    b->layers = 1;
    /* boxgames.md §2.1: apex at (4, 4); ray k on row r at x = (4 - r) + k 2r / 7, y = 4 - r,
     * x scaled by 1.4 */
    int16_t at[5][8];
    memset(at, 0xff, sizeof at);
    int apex = tb_board_add_point(b, "0", 4 * 1.4, 4, err);
    if (apex < 0)
        return false;
    b->col[apex] = -1;
    for (int r = 1; r <= 4; r++)
        for (int k = r == 4 ? 2 : 0; k < (r == 4 ? 6 : 8); k++) {
            char label[32];
            snprintf(label, sizeof label, "%c%d", 'a' + k, r);
            int p = tb_board_add_point(b, label, ((4 - r) + k * 2.0 * r / 7) * 1.4, 4 - r, err);
            if (p < 0)
                return false;
            b->col[p] = (int16_t)k;
            b->row[p] = (int16_t)r;
            at[r][k] = (int16_t)p;
        }
    for (int k = 2; k < 6; k++) /* the four rays that reach the apex */
        if (!tb_board_link(b, apex, at[1][k], TB_DIR_NONE, err))
            return false;
    for (int r = 1; r <= 4; r++)
        for (int k = 0; k < 8; k++) {
            if (at[r][k] < 0)
                continue;
            if ((k + 1 < 8 && at[r][k + 1] >= 0 &&
                 !tb_board_link(b, at[r][k], at[r][k + 1], TB_DIR_E, err)) ||
                (r < 4 && at[r + 1][k] >= 0 &&
                 !tb_board_link(b, at[r][k], at[r + 1][k], TB_DIR_S, err)))
                return false;
        }
    return true;
}

bool tb_board_dablot(tb_board *b, tb_error *err)
{
    /* draughts.md §9.2: the 6 x 7 cell corners (odd file, odd rank of the doubled grid a-k x
     * 1-13) joined orthogonally, the 5 x 6 cell centres (even, even) joined diagonally to the
     * four corners of their cell. Drawn on the doubled grid, so the edge coordinates of a
     * square board (kind SQUARE, 11 x 13; not every grid point is a point) fit it. */
    enum { W = 11, H = 13 };
    tb_board_init(b, TB_SHAPE_POINT);
    b->kind = TB_BOARD_SQUARE;
    b->width = W;
    b->height = H;
    b->layers = 1;
    b->draw_links = true;
    int16_t at[H * W];
    memset(at, 0xff, sizeof at);
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++)
            if (c % 2 == r % 2 && (at[r * W + c] = (int16_t)add_grid_point(b, c, r, c, r, err)) < 0)
                return false;
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++) {
            if (at[r * W + c] < 0)
                continue;
            if (c % 2 == 0 && (!link_grid(b, at, W, H, c, r, 2, 0, TB_DIR_E, err) ||
                               !link_grid(b, at, W, H, c, r, 0, 2, TB_DIR_N, err)))
                return false;
            if (!link_grid(b, at, W, H, c, r, 1, 1, TB_DIR_NE, err) ||
                !link_grid(b, at, W, H, c, r, -1, 1, TB_DIR_NW, err))
                return false;
        }
    return true;
}
