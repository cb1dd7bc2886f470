/* Fanorona (draughts.md §9.3, the book's "Fanarona"): a piece steps along a line to a
 * neighbouring empty point; it captures by approach (the enemy piece just beyond the landing
 * point, in the direction of the move, and the unbroken enemy line behind it) or by
 * withdrawal (the enemy piece just behind the starting point and its line). Capturing is
 * compulsory at the start of a turn; a move that captures both ways is two actions, the
 * player choosing one. After a capture the same piece may go on capturing, never returning
 * to a point it stood on this turn nor moving twice running in the same direction; the
 * STOP action (its point) ends the turn. With fanorona_first_turn=single each player's
 * first turn is one capture. */
#include <stdlib.h>
#include <string.h>

#include "core/options.h"
#include "games/draughts/points.h"

static bool enemy(const pg_state *s, int p)
{
    return p >= 0 && s->point[p] && pg_owner(s->point[p]) != s->to_move;
}

/* The captures of the piece on p; within a chain, only to points not visited and not in the
 * last direction. Returns the new count. */
static int captures(const pg_config *c, const pg_state *s, int p, tb_action *out, int n)
{
    for (int d = 0; d < 8; d++) {
        int to = c->step[p][d];
        if (to < 0 || s->point[to] || (s->chain && (pg_has(s->visited, to) || d == s->lastdir)))
            continue;
        if (enemy(s, c->step[to][d]))
            out[n++] = pg_encode(p, to, PG_CAPTURE);
        if (enemy(s, c->step[p][(d + 4) % 8]))
            out[n++] = pg_encode(p, to, PG_CAPTURE | PG_WITHDRAW);
    }
    return n;
}

static int generate(const pg_config *c, const pg_state *s, tb_action *out)
{
    int n = 0;
    if (s->chain) {
        n = captures(c, s, s->at, out, 0);
        out[n++] = pg_encode(s->at, s->at, PG_STOP);
        return n;
    }
    for (int p = 0; p < c->board.num_points; p++)
        if (s->point[p] && pg_owner(s->point[p]) == s->to_move)
            n = captures(c, s, p, out, n);
    if (n > 0)
        return n;
    for (int p = 0; p < c->board.num_points; p++) /* paika: a step that takes nothing */
        if (s->point[p] && pg_owner(s->point[p]) == s->to_move)
            for (int d = 0; d < 8; d++) {
                int q = c->step[p][d];
                if (q >= 0 && !s->point[q])
                    out[n++] = pg_encode(p, q, 0);
            }
    return n;
}

static pg_turn play(const pg_config *c, pg_state *s, tb_action a)
{
    if (a & PG_STOP)
        return PG_TURN_ENDS_CAPTURE;
    int from = pg_from(a), to = pg_to(a), d = pg_direction(c, from, to);
    s->point[to] = s->point[from];
    s->point[from] = 0;
    if (!(a & PG_CAPTURE))
        return PG_TURN_ENDS;
    int line = a & PG_WITHDRAW ? (d + 4) % 8 : d;
    for (int q = c->step[a & PG_WITHDRAW ? from : to][line]; enemy(s, q); q = c->step[q][line])
        s->point[q] = 0;
    pg_add(s->visited, from);
    pg_add(s->visited, to);
    s->chain = 1;
    s->at = (uint8_t)to;
    s->lastdir = (uint8_t)d;
    if (c->first_single && (s->opening >> s->to_move & 1))
        return PG_TURN_ENDS_CAPTURE;
    tb_action more[PG_MAX_ACTIONS];
    return captures(c, s, to, more, 0) > 0 ? PG_TURN_GOES_ON : PG_TURN_ENDS_CAPTURE;
}

const pg_rules pg_rules_fanorona = {.generate = generate, .play = play};

/* §9.3: White a1-i2, b3 d3 g3 i3; Black a4-i5, a3 c3 f3 h3; e3 empty. */
static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    int first = 0;
    if (!tb_option_choice(opts, "fanorona_first_turn", "free|single", &first, err))
        return false;
    pg_config *c = calloc(1, sizeof *c);
    if (!c) {
        tb_error_set(err, "out of memory");
        return false;
    }
    if (!pg_config_init(c, PG_FANORONA, &pg_rules_fanorona,
                        "bbbbbbbbb/bbbbbbbbb/bwbw.bwbw/wwwwwwwww/wwwwwwwww", err)) {
        free(c);
        return false;
    }
    c->compulsory = true;
    c->first_single = first == 1;
    pg_game_setup(g, c);
    return true;
}

static const tb_game_class class_fanorona = PG_CLASS(create);

static const tb_option_def opts_fanorona[] = {
    {"fanorona_first_turn", "free",
     "free|single: each player's first turn may go on capturing, or is one capture (a "
     "published rule the spec does not list)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_draughts_fanorona = {
    .id = "draughts/fanorona",
    .name_pt = "Fanorona",
    .name_en = "Fanorona",
    .family = "draughts",
    .summary_pt = "O jogo de Madagáscar: captura por aproximação e por afastamento, em cadeia.",
    .summary_en = "The game of Madagascar: captures by approach and by withdrawal, in chains.",
    .players_pt = {"Brancas", "Negras"},
    .players_en = {"White", "Black"},
    .cls = &class_fanorona,
    .option_defs = opts_fanorona,
    .preset = NULL,
};
