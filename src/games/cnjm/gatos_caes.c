/* Gatos & Cães (Cats & Dogs: Simon Norton's Snort) on 8x8: rules/cnjm.md §3.
 *
 * Bitboards: square = row * 8 + col, a1 = 0. Pieces are never removed, so the board alone
 * says whether each side has placed its first piece (the opening rule) and how many pieces
 * it has left: the state is the two bitboards and the side to move. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/board_text.h"
#include "core/options.h"
#include "tabula/game.h"
#include "tabula/view.h"

enum { N = 8, CELLS = N * N };
enum { CATS = 0, DOGS = 1 };

static const char *const SIDE_NAME[2] = {"Cats", "Dogs"};
static const char PIECE_LETTER[2] = {'C', 'D'};
static const char SIDE_LETTER[2] = {'c', 'd'};

typedef struct gatos_state {
    uint64_t pieces[2]; /* cats, dogs */
    uint32_t to_move;
    uint32_t pad; /* zero: states are compared and hashed as bytes */
} gatos_state;

typedef struct gatos_config {
    int w, h;       /* the board, 8x8 unless size= says otherwise (small boards for analysis) */
    uint64_t board; /* its squares, in the 8x8 layout: row * 8 + col */
    uint64_t zone;  /* the central zone */
    bool opening;   /* first cat in the zone, first dog outside it (off with central_zone=none) */
    int supply;     /* pieces per side; CELLS when unlimited */
    int symmetries; /* the images (symmetry() below) that keep the board and the zone */
} gatos_config;

#define BIT(sq) (1ULL << (sq))
static const uint64_t FILE_A = 0x0101010101010101ULL;
static const uint64_t FILE_H = 0x8080808080808080ULL;

static const gatos_config *cfg(const tb_game *g)
{
    return g->config;
}

/* Squares orthogonally next to some square of b. */
static uint64_t orthogonal_neighbours(uint64_t b)
{
    return b << N | b >> N | (b & ~FILE_H) << 1 | (b & ~FILE_A) >> 1;
}

/* "d4,e4,d5,e5" (commas or spaces), or "none" for no opening rule. */
static bool parse_zone(const char *text, gatos_config *c, tb_error *err)
{
    c->zone = 0;
    c->opening = strcasecmp(text, "none") != 0;
    if (!c->opening)
        return true;
    const char *p = text;
    while (*p) {
        int col, row, n = tb_square_read(p, c->w, c->h, &col, &row);
        if (n == 0 || (p[n] && p[n] != ',' && p[n] != ' ')) {
            tb_error_set(err,
                         "option central_zone: expected squares of the %dx%d board like %s, or "
                         "none, got '%s'",
                         c->w, c->h, c->w == N && c->h == N ? "d4,e4,d5,e5" : "a1,b1", text);
            return false;
        }
        c->zone |= BIT(row * N + col);
        p += n;
        while (*p == ',' || *p == ' ')
            p++;
    }
    if (!c->zone) {
        tb_error_set(err, "option central_zone: no squares given");
        return false;
    }
    return true;
}

/* "WxH", each 1 to 8. */
static bool parse_size(const char *text, gatos_config *c, tb_error *err)
{
    char tail;
    if (sscanf(text, "%dx%d%c", &c->w, &c->h, &tail) != 2 || c->w < 1 || c->w > N || c->h < 1 ||
        c->h > N) {
        tb_error_set(err, "option size: expected WxH with W and H from 1 to 8, like 4x4, got '%s'",
                     text);
        return false;
    }
    c->board = 0;
    for (int r = 0; r < c->h; r++)
        for (int col = 0; col < c->w; col++)
            c->board |= BIT(r * N + col);
    return true;
}

/* The bits of each row of b in reverse order (a1 <-> h1). */
static uint64_t mirror_columns(uint64_t b)
{
    b = (b & 0x5555555555555555ULL) << 1 | (b >> 1 & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) << 2 | (b >> 2 & 0x3333333333333333ULL);
    return (b & 0x0F0F0F0F0F0F0F0FULL) << 4 | (b >> 4 & 0x0F0F0F0F0F0F0F0FULL);
}

/* Square (r, c) goes to (c, r): the flip about the a1-h8 diagonal. */
static uint64_t transpose(uint64_t b)
{
    uint64_t t;
    t = 0x0F0F0F0F00000000ULL & (b ^ b << 28);
    b ^= t ^ t >> 28;
    t = 0x3333000033330000ULL & (b ^ b << 14);
    b ^= t ^ t >> 14;
    t = 0x5500550055005500ULL & (b ^ b << 7);
    return b ^ t ^ t >> 7;
}

/* Image k (0-7) of b on the w x h board anchored at a1: bit 0 mirrors the columns, bit 1 the
 * rows, bit 2 transposes first (square boards only). Cats and dogs keep their roles and
 * orthogonal contact is kept, so the value is the same. */
static uint64_t symmetry(const gatos_config *c, uint64_t b, int k)
{
    if (k & 4)
        b = transpose(b);
    if (k & 1)
        b = mirror_columns(b) >> (N - c->w);
    if (k & 2)
        b = __builtin_bswap64(b) >> (N * (N - c->h));
    return b;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    gatos_config c = {0};
    if (!parse_size(tb_options_get(opts, "size"), &c, err) ||
        !parse_zone(tb_options_get(opts, "central_zone"), &c, err))
        return false;
    if (strcasecmp(tb_options_get(opts, "supply"), "unlimited") == 0)
        c.supply = CELLS;
    else if (!tb_option_int(opts, "supply", 1, CELLS, &c.supply, err)) {
        tb_error_set(err,
                     "option supply: expected a whole number from 1 to %d or unlimited, "
                     "got '%s'",
                     CELLS, tb_options_get(opts, "supply"));
        return false;
    }
    for (int k = 0; k < 8; k++)
        if (!(k & 4) || c.w == c.h)
            if (!c.opening || symmetry(&c, c.zone, k) == c.zone)
                c.symmetries |= 1 << k;
    gatos_config *copy = malloc(sizeof *copy);
    if (!copy) {
        tb_error_set(err, "out of memory");
        return false;
    }
    *copy = c;
    g->config = copy;
    g->state_size = sizeof(gatos_state);
    g->num_players = 2;
    g->max_actions = CELLS;
    return true;
}

static void initial(const tb_game *g, void *state)
{
    memset(state, 0, sizeof(gatos_state));
}

static int to_move(const tb_game *g, const void *state)
{
    return (int)((const gatos_state *)state)->to_move;
}

/* The squares where `side` may place a piece, as if it were its turn. */
static uint64_t targets(const tb_game *g, const gatos_state *s, int side)
{
    const gatos_config *c = cfg(g);
    uint64_t own = s->pieces[side], other = s->pieces[!side];
    if (__builtin_popcountll(own) >= c->supply)
        return 0;
    uint64_t free_squares = c->board & ~(own | other) & ~orthogonal_neighbours(other);
    if (c->opening && !own)
        free_squares &= side == CATS ? c->zone : ~c->zone;
    return free_squares;
}

static int write_moves(uint64_t b, tb_action *out)
{
    int n = 0;
    while (b) {
        out[n++] = (tb_action)__builtin_ctzll(b);
        b &= b - 1;
    }
    return n;
}

static int legal_for(const tb_game *g, const void *state, int player, tb_action *out)
{
    return write_moves(targets(g, state, player), out);
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const gatos_state *s = state;
    return legal_for(g, s, (int)s->to_move, out);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    gatos_state *s = state;
    s->pieces[s->to_move] |= BIT(a);
    s->to_move = !s->to_move;
}

/* The game ends when the side to move cannot place: the last player to move wins. */
static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const gatos_state *s = state;
    memset(o, 0, sizeof *o);
    int mover = (int)s->to_move;
    if (targets(g, s, mover))
        return;
    o->over = true;
    o->result[mover] = TB_LOSS;
    o->result[!mover] = TB_WIN;
    bool no_pieces = __builtin_popcountll(s->pieces[mover]) >= cfg(g)->supply;
    snprintf(o->reason, sizeof o->reason, "%s %s", SIDE_NAME[mover],
             no_pieces ? "have no pieces left" : "have no legal move");
}

/* What the rest of the game depends on: the empty squares each side may still use (a
 * square next to both kinds is dead for good, whatever pieces made it so), the pieces each
 * side has left where the supply could still run out before those squares do, whether each
 * side has placed (the opening rule), and the side to move. Positions alike in all this
 * have the same future, so the solver keeps one entry for them.
 *
 * Further, a square only the cats may use, with no square open to the dogs orthogonally next
 * to it, is a free move of the cats for the rest of the game: a cat there changes nothing
 * for the dogs, and no dog can ever come next to it (likewise for the dogs). Where such
 * squares are, does not matter, only how many: the key keeps their count instead of the
 * squares (only where the supply cannot run out and the opening rule is over). The
 * difference of the counts alone would decide the winner (an integer added to the game), but
 * not the remoteness, which the solver also keeps in its table. */
typedef struct gatos_key {
    uint64_t usable[2];
    uint8_t free_moves[2], left[2], placed[2], to_move, pad;
} gatos_key;

static gatos_key key_of(const tb_game *g, const gatos_state *s)
{
    const gatos_config *c = cfg(g);
    uint64_t empty = c->board & ~(s->pieces[CATS] | s->pieces[DOGS]);
    gatos_key k;
    memset(&k, 0, sizeof k); /* the padding too: the key is hashed as bytes */
    for (int side = 0; side < 2; side++)
        k.usable[side] = empty & ~orthogonal_neighbours(s->pieces[!side]);
    int live = __builtin_popcountll(k.usable[CATS] | k.usable[DOGS]);
    bool short_supply = false;
    for (int side = 0; side < 2; side++) {
        int left = c->supply - __builtin_popcountll(s->pieces[side]);
        short_supply |= left < live;
        k.left[side] = (uint8_t)(left < live ? left : live);
        k.placed[side] = s->pieces[side] != 0;
    }
    k.to_move = (uint8_t)s->to_move;
    if (short_supply || (c->opening && (!s->pieces[CATS] || !s->pieces[DOGS])))
        return k;
    uint64_t free_sq[2];
    for (int side = 0; side < 2; side++)
        free_sq[side] = k.usable[side] & ~k.usable[!side] &
                        ~orthogonal_neighbours(k.usable[!side]);
    for (int side = 0; side < 2; side++) {
        k.free_moves[side] = (uint8_t)__builtin_popcountll(free_sq[side]);
        k.usable[side] &= ~free_sq[side];
    }
    live = __builtin_popcountll(k.usable[CATS] | k.usable[DOGS]);
    for (int side = 0; side < 2; side++) /* recounted so that equal futures stay equal */
        k.left[side] = (uint8_t)live;
    return k;
}

/* For the solver: the key above, the smallest of its images under the board's symmetries
 * (up to eight on a square board without a zone: Snort's 6x6 tree shrinks about eightfold). */
static uint64_t symmetric_hash(const tb_game *g, const void *state)
{
    const gatos_config *c = cfg(g);
    gatos_key k = key_of(g, state), best = k;
    for (int i = 1; i < 8; i++) {
        if (!(c->symmetries >> i & 1))
            continue;
        uint64_t image[2] = {symmetry(c, k.usable[CATS], i), symmetry(c, k.usable[DOGS], i)};
        if (image[0] < best.usable[0] || (image[0] == best.usable[0] && image[1] < best.usable[1])) {
            best.usable[0] = image[0];
            best.usable[1] = image[1];
        }
    }
    return tb_hash_bytes(&best, sizeof best);
}

/* For the solver: once no empty square is open to both sides and no square open to the cats
 * touches one open to the dogs, no move can change what the other side may still do: each
 * side has its own squares (cats may touch cats), so the side to move wins exactly when it
 * has more moves left than the other (the game is the integer cats - dogs). */
static bool decided(const tb_game *g, const void *state, tb_result *result)
{
    const gatos_config *c = cfg(g);
    const gatos_state *s = state;
    if (c->opening && (!s->pieces[CATS] || !s->pieces[DOGS]))
        return false;
    uint64_t empty = c->board & ~(s->pieces[CATS] | s->pieces[DOGS]);
    uint64_t usable[2];
    for (int side = 0; side < 2; side++)
        usable[side] = empty & ~orthogonal_neighbours(s->pieces[!side]);
    if ((usable[CATS] & usable[DOGS]) || (orthogonal_neighbours(usable[CATS]) & usable[DOGS]))
        return false;
    int moves[2];
    for (int side = 0; side < 2; side++) {
        int n = __builtin_popcountll(usable[side]);
        int left = c->supply - __builtin_popcountll(s->pieces[side]);
        moves[side] = n < left ? n : left;
    }
    int mover = (int)s->to_move;
    *result = moves[mover] > moves[!mover] ? TB_WIN : TB_LOSS;
    return true;
}

/* Heuristic: squares only I can still use are future moves I am sure of; shared squares go
 * to whoever takes them first, so they count for nobody. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const gatos_state *s = state;
    uint64_t mine = targets(g, s, player), theirs = targets(g, s, !player);
    return 100 * (__builtin_popcountll(mine & ~theirs) - __builtin_popcountll(theirs & ~mine));
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    return tb_square_name((int)a % N, (int)a / N, false, buf, len);
}

static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const gatos_state *s = state;
    const gatos_config *c = cfg(g);
    int col, row;
    if (!tb_square_parse(text, c->w, c->h, &col, &row)) {
        tb_error_set(err, "bad move '%s': expected a square from a1 to %c%d, like %s", text,
                     'a' + c->w - 1, c->h, c->w == N && c->h == N ? "d5" : "a1");
        return false;
    }
    int sq = row * N + col;
    for (int side = CATS; side <= DOGS; side++)
        if (s->pieces[side] & BIT(sq)) {
            tb_error_set(err, "illegal move '%s': there is a %s there", text,
                         side == CATS ? "cat" : "dog");
            return false;
        }
    *a = (tb_action)sq;
    return true;
}

/* Ranks top first with C (cat) and D (dog), then c or d for the side to move:
 * "8/8/8/3C4/8/8/8/D7 c". */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const gatos_state *s = state;
    const gatos_config *c = cfg(g);
    char cells[CELLS], board[2 * CELLS];
    for (int i = 0; i < c->w * c->h; i++) {
        uint64_t bit = BIT(i / c->w * N + i % c->w);
        cells[i] = s->pieces[CATS] & bit   ? PIECE_LETTER[CATS]
                   : s->pieces[DOGS] & bit ? PIECE_LETTER[DOGS]
                                           : '\0';
    }
    tb_grid_to_fen(cells, c->w, c->h, board, sizeof board);
    return snprintf(buf, len, "%s %c", board, SIDE_LETTER[s->to_move]);
}

/* Refuses what no game can reach: a cat next to a dog, more pieces than the supply, and
 * pieces that break the opening rule. */
static bool check_position(const tb_game *g, const gatos_state *s, tb_error *err)
{
    const gatos_config *c = cfg(g);
    uint64_t touching = s->pieces[CATS] & orthogonal_neighbours(s->pieces[DOGS]);
    if (touching) {
        char sq[4];
        tb_square_name(__builtin_ctzll(touching) % N, __builtin_ctzll(touching) / N, false, sq,
                       sizeof sq);
        tb_error_set(err, "bad position: the cat on %s is next to a dog", sq);
        return false;
    }
    for (int side = CATS; side <= DOGS; side++)
        if (__builtin_popcountll(s->pieces[side]) > c->supply) {
            tb_error_set(err, "bad position: %s have %d pieces but the supply is %d",
                         SIDE_NAME[side], __builtin_popcountll(s->pieces[side]), c->supply);
            return false;
        }
    if (!c->opening)
        return true;
    if (s->pieces[CATS] && !(s->pieces[CATS] & c->zone)) {
        tb_error_set(err, "bad position: no cat in the central zone, where the first cat goes");
        return false;
    }
    if (s->pieces[DOGS] && !(s->pieces[DOGS] & ~c->zone)) {
        tb_error_set(err, "bad position: no dog outside the central zone, where the first dog "
                          "goes");
        return false;
    }
    if (s->pieces[DOGS] && !s->pieces[CATS]) {
        tb_error_set(err, "bad position: dogs on the board but no cat, and cats start");
        return false;
    }
    return true;
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    gatos_state *s = state;
    const gatos_config *c = cfg(g);
    char cells[CELLS];
    int n = tb_grid_from_fen(text, c->w, c->h, "CD", cells, err);
    if (n < 0)
        return false;
    const char *side = text + n;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < c->w * c->h; i++) {
        uint64_t bit = BIT(i / c->w * N + i % c->w);
        if (cells[i] == PIECE_LETTER[CATS])
            s->pieces[CATS] |= bit;
        else if (cells[i] == PIECE_LETTER[DOGS])
            s->pieces[DOGS] |= bit;
    }
    if (strcmp(side, " c") == 0 || strcmp(side, " d") == 0)
        s->to_move = side[1] == 'd';
    else if (*side == '\0') /* as in play: cats start, so they move when the counts are equal */
        s->to_move = __builtin_popcountll(s->pieces[CATS]) > __builtin_popcountll(s->pieces[DOGS]);
    else {
        tb_error_set(err,
                     "bad position: expected ' c' (cats to move) or ' d' (dogs to move) "
                     "after the board, got '%s'",
                     side);
        return false;
    }
    return check_position(g, s, err);
}

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const gatos_state *s = state;
    const gatos_config *c = cfg(g);
    tb_view_grid(v, tb_view_add_board(v, NULL), c->w, c->h, TB_SHAPE_SQUARE, false);
    for (int i = 0; i < c->w * c->h; i++) { /* view cell i is row * w + col */
        uint64_t bit = BIT(i / c->w * N + i % c->w);
        if (c->zone & bit)
            v->cells[i].marks |= TB_MARK_ZONE;
        if (s->pieces[CATS] & bit)
            tb_view_push(v, i, TB_KIND_CAT, TB_COLOUR_BLACK, CATS, "C");
        else if (s->pieces[DOGS] & bit)
            tb_view_push(v, i, TB_KIND_DOG, TB_COLOUR_WHITE, DOGS, "D");
    }
    if (c->supply < CELLS) {
        tb_view_add_reserve_kind(v, CATS, TB_KIND_CAT, TB_COLOUR_BLACK, "C",
                                 c->supply - __builtin_popcountll(s->pieces[CATS]));
        tb_view_add_reserve_kind(v, DOGS, TB_KIND_DOG, TB_COLOUR_WHITE, "D",
                                 c->supply - __builtin_popcountll(s->pieces[DOGS]));
    }
    int mover = (int)s->to_move;
    const char *rule = "";
    if (c->opening && !s->pieces[mover])
        rule = mover == CATS ? " (first cat: in the central zone)"
                             : " (first dog: outside the central zone)";
    snprintf(v->status, sizeof v->status, "%s to move%s", SIDE_NAME[mover], rule);
}

static const tb_game_class gatos_caes_class = {
    .create = create,
    .initial = initial,
    .to_move = to_move,
    .legal = legal,
    .apply = apply,
    .outcome = outcome,
    .action_to_text = action_to_text,
    .action_from_text = action_from_text,
    .position_to_text = position_to_text,
    .position_from_text = position_from_text,
    .view = view,
    .evaluate = evaluate,
    .legal_for = legal_for,
    .symmetric_hash = symmetric_hash,
    .decided = decided,
};

static const tb_option_def gatos_caes_options[] = {
    {"central_zone", "d4,e4,d5,e5",
     "squares of the central zone (first cat inside, first dog outside), or none for no "
     "opening rule"},
    {"supply", "28", "pieces per side, 1-64, or unlimited (standard Snort)"},
    {"size", "8x8", "board WxH, 1-8 each, for analysis on small boards (the source's is 8x8)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_gatos_caes = {
    .id = "gatos-caes",
    .name_pt = "Gatos & Cães",
    .name_en = "Cats & Dogs",
    .family = "cnjm",
    .summary_pt = "Coloque gatos e cães sem pôr um gato ao lado de um cão; a última jogada ganha.",
    .summary_en = "Place cats and dogs, never a cat beside a dog; the last move wins.",
    .players_pt = {"Gatos", "Cães"},
    .players_en = {"Cats", "Dogs"},
    .cls = &gatos_caes_class,
    .option_defs = gatos_caes_options,
};
