/* Alquerque (draughts.md §9.1) and Dablot Prejjesne (§9.2): steps along the lines to a
 * neighbouring empty point, captures by short jumps over an adjacent enemy piece to the empty
 * point beyond, the same piece jumping on while it can. Captures are compulsory unless
 * alquerque_compulsory=off. Dablot adds the book's ranks (a soldier cannot take a prince or
 * a king, a prince cannot take a king); dablot_rules=winther moves soldiers forwards only,
 * makes capturing compulsory only when a soldier can capture, and ends the game when a king
 * is taken or left alone. The pieces a chain takes stay on the board, blocking, until it
 * ends (§0.3, removal `end`). */
#include <stdlib.h>
#include <string.h>

#include "core/options.h"
#include "games/draughts/points.h"

/* Whether the piece on p may take the piece on q (Dablot's ranks). */
static bool may_take(const pg_state *s, int p, int q)
{
    return pg_rank(s->point[p]) >= pg_rank(s->point[q]);
}

/* The jumps of the piece on p (of the side to move); returns the new count. */
static int jumps(const pg_config *c, const pg_state *s, int p, tb_action *out, int n)
{
    for (int d = 0; d < 8; d++) {
        int over = c->step[p][d];
        if (over < 0)
            continue;
        int to = c->step[over][d];
        if (to < 0 || s->point[to] || !s->point[over] ||
            pg_owner(s->point[over]) == s->to_move || pg_has(s->taken, over) ||
            !may_take(s, p, over))
            continue;
        out[n++] = pg_encode(p, to, PG_CAPTURE);
    }
    return n;
}

static bool forward(const pg_config *c, int side, int d)
{
    (void)c;
    return side == PG_WHITE ? d == TB_DIR_N || d == TB_DIR_NE || d == TB_DIR_NW
                            : d == TB_DIR_S || d == TB_DIR_SE || d == TB_DIR_SW;
}

static int generate(const pg_config *c, const pg_state *s, tb_action *out)
{
    if (s->chain)
        return jumps(c, s, s->at, out, 0);
    int n = 0;
    bool soldier_can = false;
    for (int p = 0; p < c->board.num_points; p++)
        if (s->point[p] && pg_owner(s->point[p]) == s->to_move) {
            int before = n;
            n = jumps(c, s, p, out, n);
            soldier_can |= n > before && pg_rank(s->point[p]) == PG_MAN;
        }
    if (n > 0 && (c->winther ? soldier_can : c->compulsory))
        return n;
    for (int p = 0; p < c->board.num_points; p++) {
        if (!s->point[p] || pg_owner(s->point[p]) != s->to_move)
            continue;
        bool soldier = pg_rank(s->point[p]) == PG_MAN;
        for (int d = 0; d < 8; d++) {
            int q = c->step[p][d];
            if (q >= 0 && !s->point[q] && !(c->winther && soldier && !forward(c, s->to_move, d)))
                out[n++] = pg_encode(p, q, 0);
        }
    }
    return n;
}

static pg_turn play(const pg_config *c, pg_state *s, tb_action a)
{
    int from = pg_from(a), to = pg_to(a);
    s->point[to] = s->point[from];
    s->point[from] = 0;
    if (!(a & PG_CAPTURE))
        return PG_TURN_ENDS;
    /* the point jumped: the neighbour of both */
    for (int d = 0; d < 8; d++) {
        int over = c->step[from][d];
        if (over >= 0 && c->step[over][d] == to) {
            pg_add(s->taken, over);
            s->lastdir = (uint8_t)d;
        }
    }
    s->chain = 1;
    s->at = (uint8_t)to;
    tb_action more[PG_MAX_ACTIONS];
    return jumps(c, s, to, more, 0) > 0 ? PG_TURN_GOES_ON : PG_TURN_ENDS_CAPTURE;
}

const pg_rules pg_rules_jumps = {.generate = generate, .play = play};

/* ---- the variants ---- */

static pg_config *new_config(tb_error *err)
{
    pg_config *c = calloc(1, sizeof *c);
    if (!c)
        tb_error_set(err, "out of memory");
    return c;
}

/* §9.1: White a1-e2, d3, e3; Black a4-e5, a3, b3; c3 empty. The author's site: mirrored. */
static bool create_alquerque(tb_game *g, const tb_options *opts, tb_error *err)
{
    int compulsory = 0, mirror = 0;
    if (!tb_option_choice(opts, "alquerque_compulsory", "on|off", &compulsory, err) ||
        !tb_option_choice(opts, "alquerque_mirror", "off|on", &mirror, err))
        return false;
    pg_config *c = new_config(err);
    if (!c)
        return false;
    const char *start = mirror ? "bbbbb/bbbbb/ww.bb/wwwww/wwwww" : "bbbbb/bbbbb/bb.ww/wwwww/wwwww";
    if (!pg_config_init(c, PG_ALQUERQUE, &pg_rules_jumps, start, err)) {
        free(c);
        return false;
    }
    c->compulsory = compulsory == 0;
    pg_game_setup(g, c);
    return true;
}

/* §9.2: soldiers on the corners of ranks 1, 3, 5 and the centres of ranks 2, 4, prince j6,
 * king k7; the other side mirrored through the centre (prince b8, king a7). */
static bool create_dablot(tb_game *g, const tb_options *opts, tb_error *err)
{
    int compulsory = 0, rules = 0;
    if (!tb_option_choice(opts, "alquerque_compulsory", "on|off", &compulsory, err) ||
        !tb_option_choice(opts, "dablot_rules", "alquerque|winther", &rules, err))
        return false;
    pg_config *c = new_config(err);
    if (!c)
        return false;
    const char *start = "bbbbbb/bbbbb/bbbbbb/bbbbb/bbbbbb/p..../r....R/....P/"
                        "wwwwww/wwwww/wwwwww/wwwww/wwwwww";
    if (!pg_config_init(c, PG_DABLOT, &pg_rules_jumps, start, err)) {
        free(c);
        return false;
    }
    c->compulsory = compulsory == 0;
    c->winther = rules == 1;
    pg_game_setup(g, c);
    return true;
}

static const tb_game_class class_alquerque = PG_CLASS(create_alquerque);
static const tb_game_class class_dablot = PG_CLASS(create_dablot);

#define OPT_COMPULSORY                                                                         \
    {"alquerque_compulsory", "on",                                                           \
     "on|off: a capture is compulsory when one exists (9.1; the book: \"in some versions\")"}

static const tb_option_def opts_alquerque[] = {
    OPT_COMPULSORY,
    {"alquerque_mirror", "off",
     "off|on: the start mirrored left to right, as on the author's site (9.1)"},
    {NULL, NULL, NULL}};

static const tb_option_def opts_dablot[] = {
    OPT_COMPULSORY,
    {"dablot_rules", "alquerque",
     "alquerque|winther: Alquerque's rules with the book's ranks, or Winther's (soldiers "
     "forwards, the king's capture wins) (9.2)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_draughts_alquerque = {
    .id = "draughts/alquerque",
    .name_pt = "Alquerque",
    .name_en = "Alquerque",
    .family = "draughts",
    .summary_pt = "O antepassado árabe das damas: 12 peças cada, capturas por salto ao longo das linhas.",
    .summary_en = "The Arab ancestor of draughts: 12 pieces each, captures by jumping along the lines.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &class_alquerque,
    .option_defs = opts_alquerque,
    .preset = NULL,
};

const tb_variant tb_variant_draughts_dablot = {
    .id = "draughts/dablot",
    .name_pt = "Dablot",
    .name_en = "Dablot Prejjesne",
    .family = "draughts",
    .summary_pt = "O jogo da Lapónia: 28 camponeses, um príncipe e um rei de cada lado; o camponês "
                  "não captura o príncipe nem o rei.",
    .summary_en = "The game of Lapland: 28 soldiers, a prince and a king each; a soldier cannot "
                  "take a prince or a king.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &class_dablot,
    .option_defs = opts_dablot,
    .preset = NULL,
};
