/* Endgame tables by retrograde analysis (draughts_egtb.h).
 *
 * Index. A material is four groups (white men, white kings, black men, black kings); each
 * group's squares, ascending, are one number of the combinatorial number system, and the
 * index is the groups' numbers in mixed radix, times two for the side to move. Positions
 * with two pieces on a square or a man on its own crowning row are not positions: they stay
 * unused.
 *
 * Build. A forward pass plays every turn of every position with the game's own rules
 * (legal/apply, so the capture rules of the variant are exactly the engine's): a turn that
 * takes or crowns leads to another table (built first, recursively); a quiet turn stays in
 * this one and is counted. Then the values spread backwards layer by layer, distance 0, 1,
 * 2...: the positions a quiet move leads from (unmoves: a king slides back, a man steps back)
 * win when they reach a loss; they lose when their last move is found to reach a win. Values
 * are int16: d > 0 a win in d plies, -(d + 1) a loss in d plies, 0 a draw. */
#include "games/draughts/draughts_egtb.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/clock.h"
#include "games/draughts/draughts.h"
#include "tabula/family.h"
#include "tabula/registry.h"

enum { GROUPS = 4, COUNTS = DE_EGTB_MAX_PIECES + 1, NDIRS = 8 };
enum { F_VALID = 1, F_QUIET = 2 }; /* a position; its moves are quiet (no capture forced) */

typedef struct table {
    int m[GROUPS];
    uint64_t size;
    int16_t *val;
} table;

struct de_egtb {
    const tb_game *game;
    draughts_geometry geo;
    int opposite[NDIRS];
    char dir[1024];
    char key[512];
    int max_pieces;
    bool build;
    uint64_t binom[DRAUGHTS_MAX_SQUARES + 1][COUNTS];
    table *tables[COUNTS * COUNTS * COUNTS * COUNTS];
    bool missing[COUNTS * COUNTS * COUNTS * COUNTS]; /* looked for, not there */
    int building;                                    /* depth of the recursive builds */
};

static int slot_of(const int m[GROUPS])
{
    return ((m[0] * COUNTS + m[1]) * COUNTS + m[2]) * COUNTS + m[3];
}

static int group_of(int v)
{
    return v == 1 ? 0 : v == 2 ? 1 : v == -1 ? 2 : v == -2 ? 3 : -1;
}

static const signed char GROUP_PIECE[GROUPS] = {1, 2, -1, -2};

static uint64_t table_size(const de_egtb *t, const int m[GROUPS])
{
    uint64_t n = 2;
    for (int g = 0; g < GROUPS; g++)
        n *= t->binom[t->geo.nsq][m[g]];
    return n;
}

/* The index of cells (whose material is m) with `side` to move. */
static uint64_t index_of(const de_egtb *t, const int m[GROUPS], const signed char *cells, int side)
{
    uint64_t sub[GROUPS] = {0, 0, 0, 0};
    int seen[GROUPS] = {0, 0, 0, 0};
    for (int s = 0; s < t->geo.nsq; s++) {
        int g = group_of(cells[s]);
        if (g >= 0)
            sub[g] += t->binom[s][++seen[g]];
    }
    uint64_t idx = 0;
    for (int g = 0; g < GROUPS; g++)
        idx = idx * t->binom[t->geo.nsq][m[g]] + sub[g];
    return idx * 2 + (uint64_t)side;
}

/* The position of index idx: false when it is none (two pieces on a square, a man on its own
 * crowning row). */
static bool position_of(const de_egtb *t, const int m[GROUPS], uint64_t idx, signed char *cells,
                        int *side)
{
    int nsq = t->geo.nsq;
    *side = (int)(idx & 1);
    idx >>= 1;
    uint64_t sub[GROUPS];
    for (int g = GROUPS - 1; g >= 0; g--) {
        uint64_t radix = t->binom[nsq][m[g]];
        sub[g] = idx % radix;
        idx /= radix;
    }
    memset(cells, 0, (size_t)nsq);
    for (int g = 0; g < GROUPS; g++) {
        uint64_t c = sub[g];
        int s = nsq - 1;
        for (int i = m[g]; i >= 1; i--) {
            while (t->binom[s][i] > c)
                s--;
            c -= t->binom[s][i];
            if (cells[s] != 0)
                return false;
            int rank = t->geo.rank[s];
            if ((g == 0 && rank == t->geo.n - 1) || (g == 2 && rank == 0))
                return false;
            cells[s] = GROUP_PIECE[g];
            s--;
        }
    }
    return true;
}

static void material_of(const de_egtb *t, const signed char *cells, int m[GROUPS])
{
    m[0] = m[1] = m[2] = m[3] = 0;
    for (int s = 0; s < t->geo.nsq; s++) {
        int g = group_of(cells[s]);
        if (g >= 0)
            m[g]++;
    }
}

static void table_path(const de_egtb *t, const int m[GROUPS], char *buf, size_t len)
{
    uint32_t h = 2166136261u; /* FNV-1a of the rules' key: one folder serves every variant */
    for (const char *p = t->key; *p; p++)
        h = (h ^ (uint8_t)*p) * 16777619u;
    char id[64];
    snprintf(id, sizeof id, "%s", t->game->variant->id);
    for (char *p = id; *p; p++)
        if (*p == '/')
            *p = '_';
    snprintf(buf, len, "%s/%s-%08x-%d%d%d%d.egtb", t->dir, id, (unsigned)h, m[0], m[1], m[2],
             m[3]);
}

static const char MAGIC[] = "tabula draughts endgame table 1\n";

static bool save_table(const de_egtb *t, const table *tb, tb_error *err)
{
    char path[1200], tmp[1300];
    table_path(t, tb->m, path, sizeof path);
    snprintf(tmp, sizeof tmp, "%s.part", path);
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        tb_error_set(err, "cannot write %s: %s", tmp, strerror(errno));
        return false;
    }
    bool ok = fputs(MAGIC, f) >= 0 && fprintf(f, "%s\n%llu\n", t->key, (unsigned long long)tb->size) > 0 &&
              fwrite(tb->val, sizeof *tb->val, tb->size, f) == tb->size;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        tb_error_set(err, "cannot write %s", path);
        return false;
    }
    return true;
}

/* The table from the folder, or NULL when it is not there or not this table. */
static table *load_table(const de_egtb *t, const int m[GROUPS])
{
    char path[1200];
    table_path(t, m, path, sizeof path);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char magic[64], key[600], count[32];
    table *tb = calloc(1, sizeof *tb);
    bool ok = tb && fgets(magic, sizeof magic, f) && strcmp(magic, MAGIC) == 0 &&
              fgets(key, sizeof key, f) && strncmp(key, t->key, strlen(t->key)) == 0 &&
              key[strlen(t->key)] == '\n' && fgets(count, sizeof count, f);
    if (ok) {
        memcpy(tb->m, m, sizeof tb->m);
        tb->size = table_size(t, m);
        ok = strtoull(count, NULL, 10) == tb->size;
    }
    if (ok) {
        tb->val = malloc(tb->size * sizeof *tb->val);
        ok = tb->val && fread(tb->val, sizeof *tb->val, tb->size, f) == tb->size;
    }
    fclose(f);
    if (!ok) {
        if (tb)
            free(tb->val);
        free(tb);
        return NULL;
    }
    return tb;
}

static table *get_table(de_egtb *t, const int m[GROUPS], tb_error *err);

/* The value of a position reached by a turn, for its side to move. */
static bool value_after(de_egtb *t, const signed char *cells, int side, int *v, tb_error *err)
{
    int m[GROUPS];
    material_of(t, cells, m);
    int own = side == 0 ? m[0] + m[1] : m[2] + m[3];
    if (own == 0) {
        *v = -1; /* no pieces: lost at once */
        return true;
    }
    int theirs = side == 0 ? m[2] + m[3] : m[0] + m[1];
    if (theirs == 0) {
        *v = 1; /* cannot happen after a move; kept for completeness */
        return true;
    }
    table *tb = get_table(t, m, err);
    if (!tb)
        return false;
    *v = tb->val[index_of(t, m, cells, side)];
    return true;
}

static int dist_of(int v)
{
    return v > 0 ? v : -v - 1;
}

typedef struct walker {
    de_egtb *t;
    const tb_game_class *cls;
    unsigned char *states; /* one per jump of a turn */
    tb_action *moves;
    int max_depth;
    int side;
    /* what the turns of the position lead to */
    int quiet, best_loss, worst_win, others;
    bool any, failed;
    signed char *cells_scratch;
    const int *m;
    tb_error *err;
} walker;

static void finish_turn(walker *w, const void *state)
{
    de_egtb *t = w->t;
    signed char *cells = w->cells_scratch;
    draughts_cells_of(t->game, state, cells);
    int m[GROUPS];
    material_of(t, cells, m);
    w->any = true;
    if (memcmp(m, w->m, sizeof m) == 0) {
        w->quiet++;
        return;
    }
    int v;
    if (!value_after(t, cells, !w->side, &v, w->err)) {
        w->failed = true;
        return;
    }
    if (v < 0) {
        int d = dist_of(v);
        if (w->best_loss < 0 || d < w->best_loss)
            w->best_loss = d;
    } else if (v > 0) {
        if (v > w->worst_win)
            w->worst_win = v;
    } else {
        w->others++;
    }
}

static void walk_turns(walker *w, int depth)
{
    const tb_game *g = w->t->game;
    size_t ss = g->state_size;
    const void *state = w->states + (size_t)depth * ss;
    tb_action *moves = w->moves + (size_t)depth * (size_t)g->max_actions;
    int n = w->cls->legal(g, state, moves);
    for (int i = 0; i < n && !w->failed; i++) {
        void *next = w->states + (size_t)(depth + 1) * ss;
        memcpy(next, state, ss);
        w->cls->apply(g, next, moves[i]);
        if (w->cls->mid_turn(g, next) && w->cls->to_move(g, next) == w->side &&
            depth + 2 < w->max_depth)
            walk_turns(w, depth + 1);
        else
            finish_turn(w, next);
    }
}

/* The positions one quiet move of the side not to move leads from. */
static int unmoves(const de_egtb *t, const signed char *cells, int side, uint64_t *out,
                   const int m[GROUPS])
{
    const draughts_geometry *geo = &t->geo;
    int mover = !side, n = 0;
    int sign = mover == 0 ? 1 : -1;
    signed char prev[DRAUGHTS_MAX_SQUARES];
    memcpy(prev, cells, (size_t)geo->nsq);
    for (int q = 0; q < geo->nsq; q++) {
        int v = cells[q];
        if (v != sign && v != 2 * sign)
            continue;
        bool king = v == 2 * sign;
        unsigned dirs = king ? geo->king_move : geo->man_move[mover];
        for (int d = 0; d < NDIRS; d++) {
            if (!(dirs >> d & 1))
                continue;
            int back = t->opposite[d];
            if (back < 0)
                continue;
            for (int o = geo->step[q][back]; o >= 0 && cells[o] == 0; o = geo->step[o][back]) {
                prev[q] = 0;
                prev[o] = (signed char)v;
                out[n++] = index_of(t, m, prev, mover);
                prev[o] = 0;
                prev[q] = (signed char)v;
                if (!king || !geo->flying)
                    break;
            }
        }
    }
    return n;
}

static bool build_table(de_egtb *t, table *tb, tb_error *err)
{
    const tb_game *g = t->game;
    uint64_t size = tb->size;
    uint8_t *flags = calloc(size, 1);
    uint8_t *rem = calloc(size, 1);
    int16_t *worst = calloc(size, sizeof *worst);
    int max_depth = t->max_pieces + 2;
    walker w = {.t = t, .cls = g->variant->cls, .m = tb->m, .err = err, .max_depth = max_depth};
    w.states = malloc((size_t)(max_depth + 1) * g->state_size);
    w.moves = malloc((size_t)(max_depth + 1) * (size_t)g->max_actions * sizeof(tb_action));
    w.cells_scratch = malloc(DRAUGHTS_MAX_SQUARES);
    uint64_t *pred = malloc(DRAUGHTS_MAX_SQUARES * 4 * sizeof *pred * DE_EGTB_MAX_PIECES);
    bool ok = flags && rem && worst && w.states && w.moves && w.cells_scratch && pred;
    if (!ok)
        tb_error_set(err, "out of memory");
    signed char cells[DRAUGHTS_MAX_SQUARES];
    int maxd = 0;
    /* forward: every position's turns */
    for (uint64_t i = 0; ok && i < size; i++) {
        int side;
        if (!position_of(t, tb->m, i, cells, &side))
            continue;
        flags[i] = F_VALID;
        draughts_state_of_cells(g, cells, side, w.states);
        w.side = side;
        w.quiet = w.others = w.worst_win = 0;
        w.best_loss = -1;
        w.any = false;
        walk_turns(&w, 0);
        if (w.failed) {
            ok = false;
            break;
        }
        int16_t v = 0;
        if (!w.any)
            v = -1; /* cannot move: lost */
        else if (w.best_loss >= 0)
            v = (int16_t)(w.best_loss + 1);
        else if (w.quiet == 0 && w.others == 0)
            v = (int16_t)(-(w.worst_win + 1) - 1);
        tb->val[i] = v;
        if (v != 0 && dist_of(v) > maxd)
            maxd = dist_of(v);
        if (w.quiet > 0)
            flags[i] |= F_QUIET;
        rem[i] = (uint8_t)(w.quiet + w.others > 255 ? 255 : w.quiet + w.others);
        worst[i] = (int16_t)w.worst_win;
    }
    /* backward, layer by layer; a layer can fill the next one and later ones */
    for (int layer = 0; ok && layer <= maxd; layer++) {
        for (uint64_t i = 0; i < size; i++) {
            int v = tb->val[i];
            if (v == 0 || dist_of(v) != layer || !(flags[i] & F_VALID))
                continue;
            int side;
            position_of(t, tb->m, i, cells, &side);
            int n = unmoves(t, cells, side, pred, tb->m);
            for (int k = 0; k < n; k++) {
                uint64_t p = pred[k];
                if (!(flags[p] & F_QUIET))
                    continue;
                int pv = tb->val[p];
                if (v < 0) {
                    if (pv == 0 || (pv > 0 && pv > layer + 1))
                        tb->val[p] = (int16_t)(layer + 1);
                } else if (pv == 0 && --rem[p] == 0) {
                    int d = (layer > worst[p] ? layer : worst[p]) + 1;
                    tb->val[p] = (int16_t)(-d - 1);
                } else {
                    continue;
                }
                if (dist_of(tb->val[p]) > maxd)
                    maxd = dist_of(tb->val[p]);
            }
        }
    }
    free(flags);
    free(rem);
    free(worst);
    free(w.states);
    free(w.moves);
    free(w.cells_scratch);
    free(pred);
    return ok;
}

static table *get_table(de_egtb *t, const int m[GROUPS], tb_error *err)
{
    int total = m[0] + m[1] + m[2] + m[3];
    if (total > t->max_pieces) {
        tb_error_set(err, "a table of %d pieces: more than %d", total, t->max_pieces);
        return NULL;
    }
    int slot = slot_of(m);
    if (t->tables[slot])
        return t->tables[slot];
    if (t->missing[slot] && !t->build) {
        tb_error_set(err, "no table %d%d%d%d", m[0], m[1], m[2], m[3]);
        return NULL;
    }
    table *tb = load_table(t, m);
    if (!tb && t->build) {
        tb = calloc(1, sizeof *tb);
        if (tb) {
            memcpy(tb->m, m, sizeof tb->m);
            tb->size = table_size(t, m);
            tb->val = calloc(tb->size, sizeof *tb->val);
        }
        if (!tb || !tb->val) {
            tb_error_set(err, "out of memory");
        } else if (build_table(t, tb, err) && save_table(t, tb, err)) {
            t->tables[slot] = tb;
            return tb;
        }
        if (tb)
            free(tb->val);
        free(tb);
        return NULL;
    }
    if (!tb) {
        t->missing[slot] = true;
        tb_error_set(err, "no table %d%d%d%d", m[0], m[1], m[2], m[3]);
        return NULL;
    }
    t->tables[slot] = tb;
    return tb;
}

de_egtb *de_egtb_open(const tb_game *game, const char *dir, int max_pieces, bool build,
                      tb_error *err)
{
    if (!draughts_is_bitboard(game)) {
        tb_error_set(err, "endgame tables are for the draughts of the rule table, not %s",
                     game->variant->id);
        return NULL;
    }
    if (max_pieces < 2 || max_pieces > DE_EGTB_MAX_PIECES) {
        tb_error_set(err, "endgame tables hold 2 to %d pieces", DE_EGTB_MAX_PIECES);
        return NULL;
    }
    if (strlen(dir) >= sizeof ((de_egtb *)0)->dir) {
        tb_error_set(err, "the tables' folder name is too long");
        return NULL;
    }
    struct stat st;
    if (build && (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))) {
        tb_error_set(err, "no folder %s for the tables", dir);
        return NULL;
    }
    de_egtb *t = calloc(1, sizeof *t);
    if (!t) {
        tb_error_set(err, "out of memory");
        return NULL;
    }
    t->game = game;
    draughts_geometry_of(game, &t->geo);
    snprintf(t->dir, sizeof t->dir, "%s", dir);
    t->max_pieces = max_pieces;
    t->build = build;
    /* the rules' key: the variant and every option that changes the rules */
    size_t k = (size_t)snprintf(t->key, sizeof t->key, "%s", game->variant->id);
    for (int i = 0; i < game->options.count && k < sizeof t->key; i++)
        if (strcmp(game->options.item[i].name, "notation") != 0)
            k += (size_t)snprintf(t->key + k, sizeof t->key - k, " %s=%s",
                                  game->options.item[i].name, game->options.item[i].value);
    for (int s = 0; s <= DRAUGHTS_MAX_SQUARES; s++)
        for (int c = 0; c < COUNTS; c++)
            t->binom[s][c] = c == 0 ? 1 : s == 0 ? 0 : t->binom[s - 1][c - 1] + t->binom[s - 1][c];
    /* the opposite of each direction, read off the board: the step back undoes the step */
    for (int d = 0; d < NDIRS; d++) {
        t->opposite[d] = -1;
        for (int e = 0; e < NDIRS && t->opposite[d] < 0; e++)
            for (int s = 0; s < t->geo.nsq; s++) {
                int n1 = t->geo.step[s][d];
                if (n1 >= 0) {
                    if (t->geo.step[n1][e] == s)
                        t->opposite[d] = e;
                    break;
                }
            }
    }
    return t;
}

void de_egtb_free(de_egtb *t)
{
    if (!t)
        return;
    for (size_t i = 0; i < sizeof t->tables / sizeof t->tables[0]; i++)
        if (t->tables[i]) {
            free(t->tables[i]->val);
            free(t->tables[i]);
        }
    free(t);
}

int de_egtb_max_pieces(const de_egtb *t)
{
    return t->max_pieces;
}

bool de_egtb_probe(de_egtb *t, const signed char *cells, int side, int *code)
{
    int m[GROUPS];
    material_of(t, cells, m);
    int total = m[0] + m[1] + m[2] + m[3];
    if (total > t->max_pieces || m[0] + m[1] == 0 || m[2] + m[3] == 0)
        return false;
    int slot = slot_of(m);
    table *tb = t->tables[slot];
    if (!tb) {
        if (t->missing[slot] && !t->build)
            return false;
        tb_error err = {{0}};
        tb = get_table(t, m, &err);
        if (!tb)
            return false;
    }
    *code = tb->val[index_of(t, m, cells, side)];
    return true;
}

bool de_egtb_build(de_egtb *t, const int m[4], uint64_t *positions, tb_error *err)
{
    for (int g = 0; g < GROUPS; g++)
        if (m[g] < 0 || m[g] > DE_EGTB_MAX_PIECES) {
            tb_error_set(err, "bad material");
            return false;
        }
    if (m[0] + m[1] == 0 || m[2] + m[3] == 0) {
        tb_error_set(err, "each side needs a piece");
        return false;
    }
    table *tb = get_table(t, m, err);
    if (tb && positions)
        *positions = tb->size;
    return tb != NULL;
}

bool de_egtb_stats(de_egtb *t, const int m[4], uint64_t counts[3], int *longest)
{
    table *tb = t->tables[slot_of(m)];
    if (!tb)
        return false;
    counts[0] = counts[1] = counts[2] = 0;
    *longest = 0;
    signed char cells[DRAUGHTS_MAX_SQUARES];
    for (uint64_t i = 0; i < tb->size; i++) {
        int side;
        if (!position_of(t, m, i, cells, &side))
            continue;
        int v = tb->val[i];
        counts[v > 0 ? 0 : v == 0 ? 1 : 2]++;
        if (v > *longest)
            *longest = v;
    }
    return true;
}

/* ---- `tabula egtb` ---- */

static void usage(void)
{
    tb_command_say(
        "usage: tabula egtb [GAME] --dir DIR (--pieces N | --material WM,WK,BM,BK | "
        "--probe POSITION)\n"
        "  builds the endgame tables of GAME (international draughts by default) into DIR\n"
        "  (every material of at most N pieces, or one material: white men, white kings,\n"
        "  black men, black kings), or reads a position's value from them",
        "uso: tabula egtb [JOGO] --dir PASTA (--pieces N | --material PB,DB,PP,DP | "
        "--probe POSIÇÃO)\n"
        "  constrói as tabelas de finais de JOGO (as damas internacionais por omissão) em PASTA\n"
        "  (todos os materiais de no máximo N peças, ou um material: pedras brancas, damas\n"
        "  brancas, pedras pretas, damas pretas), ou lê delas o valor de uma posição");
}

static bool parse_material(const char *text, int m[4])
{
    int k = 0;
    const char *p = text;
    while (k < 4) {
        if (*p < '0' || *p > '0' + DE_EGTB_MAX_PIECES)
            return false;
        m[k++] = *p++ - '0';
        if (k < 4 && *p++ != ',')
            return false;
    }
    return *p == '\0';
}

static void print_table(de_egtb *t, const int m[4], double seconds)
{
    uint64_t counts[3];
    int longest;
    if (!de_egtb_stats(t, m, counts, &longest))
        return;
    printf(tb_command_portuguese()
               ? "%d%d%d%d  vitórias %llu  empates %llu  derrotas %llu  vitória mais longa %d "
                 "meios-lances  (%.1f s)\n"
               : "%d%d%d%d  wins %llu  draws %llu  losses %llu  longest win %d plies  (%.1f s)\n",
           m[0], m[1], m[2], m[3], (unsigned long long)counts[0], (unsigned long long)counts[1],
           (unsigned long long)counts[2], longest, seconds);
}

/* A library message about `game` in the language of the messages. */
static void say_error(const tb_game *game, const char *msg)
{
    char said[TB_ERROR_LEN * 2];
    tb_error_text(game, msg, tb_command_portuguese(), said, sizeof said);
    fprintf(stderr, "tabula egtb: %s\n", said);
}

int tb_draughts_egtb(int argc, char **argv)
{
    bool pt = tb_command_portuguese();
    const char *variant = "draughts", *dir = NULL, *material = NULL, *probe = NULL;
    long pieces = 0;
    for (int i = 1; i < argc; i++) {
        bool more = i + 1 < argc;
        if (strcmp(argv[i], "--dir") == 0 && more) {
            dir = argv[++i];
        } else if (strcmp(argv[i], "--pieces") == 0 && more) {
            char *end;
            pieces = strtol(argv[++i], &end, 10);
            if (*end || pieces < 2 || pieces > DE_EGTB_MAX_PIECES) {
                tb_command_say("tabula egtb: --pieces takes 2 to %d", "tabula egtb: --pieces aceita de 2 a %d",
                               DE_EGTB_MAX_PIECES);
                return 2;
            }
        } else if (strcmp(argv[i], "--material") == 0 && more) {
            material = argv[++i];
        } else if (strcmp(argv[i], "--probe") == 0 && more) {
            probe = argv[++i];
        } else if (argv[i][0] != '-' && i == 1) {
            variant = argv[i];
        } else {
            usage();
            return 2;
        }
    }
    if (!dir || (!pieces && !material && !probe)) {
        usage();
        return 2;
    }
    int m[4] = {0, 0, 0, 0};
    if (material && (!parse_material(material, m) || m[0] + m[1] + m[2] + m[3] > DE_EGTB_MAX_PIECES)) {
        tb_command_say("tabula egtb: bad material '%s' (four counts: WM,WK,BM,BK; at most %d pieces)",
                       "tabula egtb: material inválido '%s' (quatro contagens: PB,DB,PP,DP; no máximo "
                       "%d peças)",
                       material, DE_EGTB_MAX_PIECES);
        return 2;
    }
    const tb_variant *v = tb_registry_find(variant);
    tb_error err = {{0}};
    tb_game *game = v ? tb_game_new(v, NULL, &err) : NULL;
    if (!game) {
        tb_command_say("tabula egtb: unknown game %s", "tabula egtb: jogo desconhecido %s", variant);
        return 2;
    }
    int max = probe ? DE_EGTB_MAX_PIECES : material ? m[0] + m[1] + m[2] + m[3] : (int)pieces;
    de_egtb *t = de_egtb_open(game, dir, max, !probe, &err);
    if (!t) {
        say_error(game, err.msg);
        tb_game_free(game);
        return 2;
    }
    int status = 0;
    if (probe) {
        void *state = tb_state_new(game);
        signed char cells[DRAUGHTS_MAX_SQUARES];
        int code;
        if (!state || !game->variant->cls->position_from_text(game, probe, state, &err)) {
            say_error(game, state ? err.msg : "out of memory");
            status = 2;
        } else if (tb_game_mid_turn(game, state)) {
            tb_command_say("tabula egtb: the position is inside a capture",
                           "tabula egtb: a posição está a meio de uma captura");
            status = 2;
        } else {
            draughts_cells_of(game, state, cells);
            if (!de_egtb_probe(t, cells, game->variant->cls->to_move(game, state), &code)) {
                printf("%s\n", pt ? "não está nas tabelas" : "not in the tables");
                status = 1;
            } else if (code > 0) {
                printf(pt ? "vitória em %d meios-lances\n" : "win in %d plies\n", code);
            } else if (code < 0) {
                printf(pt ? "derrota em %d meios-lances\n" : "loss in %d plies\n", -code - 1);
            } else {
                printf("%s\n", pt ? "empate" : "draw");
            }
        }
        free(state);
    } else if (material) {
        double t0 = tb_clock_seconds();
        if (!de_egtb_build(t, m, NULL, &err)) {
            say_error(game, err.msg);
            status = 1;
        } else {
            print_table(t, m, tb_clock_seconds() - t0);
        }
    } else {
        /* every material of 2..pieces pieces, the smaller ones first */
        for (int total = 2; total <= pieces && status == 0; total++)
            for (int a = 0; a <= total && status == 0; a++)
                for (int b = 0; a + b <= total && status == 0; b++)
                    for (int c = 0; a + b + c <= total && status == 0; c++) {
                        int mm[4] = {a, b, c, total - a - b - c};
                        if (a + b == 0 || c + mm[3] == 0)
                            continue;
                        double t0 = tb_clock_seconds();
                        if (!de_egtb_build(t, mm, NULL, &err)) {
                            say_error(game, err.msg);
                            status = 1;
                        } else {
                            print_table(t, mm, tb_clock_seconds() - t0);
                        }
                    }
    }
    de_egtb_free(t);
    tb_game_free(game);
    return status;
}
