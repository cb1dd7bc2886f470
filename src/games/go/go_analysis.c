/* The Go family's analysis report (`tabula analyse`, POST /api/analyse): the ownership map
 * and a score estimate from playouts, and the dead stones the engine would propose (§1.4).
 * The map is a list of {cell, value} with value in [-1, 1] (+1: Black's for certain), so
 * the browser can shade each point of the view by its label. The ownership and the proposal
 * of dead stones run the player's playouts (go_sim.c): one playout engine for the family. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/go/go.h"
#include "games/go/go_sim.h"
#include "tabula/family.h"
#include "tabula/report.h"

extern const tb_game_class go_class;
extern const tb_variant tb_variant_go, tb_variant_go_progressive, tb_variant_go_hex_progressive,
    tb_variant_go_roseta;

enum { DEFAULT_PLAYOUTS = 256, MAX_PLAYOUTS = 20000 };

long go_ownership(const go_config *cfg, const go_state *s, int playouts, uint64_t seed, double *own)
{
    int n = cfg->graph.board.num_points;
    for (int p = 0; p < n; p++)
        own[p] = 0;
    go_sim_tables *t = malloc(sizeof *t);
    go_sim *sim = malloc(sizeof *sim);
    if (!t || !sim) {
        free(t);
        free(sim);
        return -1;
    }
    go_sim_tables_init(t, &cfg->graph, cfg->square);
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    uint8_t owner[GO_MAX_POINTS];
    long played = 0;
    for (int k = 0; k < playouts; k++) {
        go_sim_load(sim, t, &s->board, s->ko, -1);
        go_sim_playout(sim, s->to_move + 1, 3 * n, &rng, NULL);
        played += sim->played;
        go_sim_area(sim, owner);
        for (int p = 0; p < n; p++)
            own[p] += owner[p] == GO_BLACK ? 1 : owner[p] == GO_WHITE ? -1 : 0;
    }
    for (int p = 0; p < n; p++)
        own[p] /= playouts > 0 ? playouts : 1;
    free(sim);
    free(t);
    return played;
}

/* The area a group lives in: its stones, the empty points and stones of its colour reachable
 * through empty points and its own stones. True when that area touches only enemy stones and
 * holds few own stones (under a third): a group scattered in the enemy's territory. */
static bool inside_enemy_area(const go_graph *g, const go_board *b, int p)
{
    int colour = b->stone[p], n = g->board.num_points, own = 0, size = 0;
    bool seen[GO_MAX_POINTS] = {false};
    int16_t stack[GO_MAX_POINTS];
    int top = 0;
    stack[top++] = (int16_t)p;
    seen[p] = true;
    while (top > 0) {
        int q = stack[--top];
        size++;
        own += b->stone[q] == colour;
        for (int i = 0; i < g->board.degree[q]; i++) {
            int r = g->board.neighbour[q][i];
            if (!seen[r] && b->stone[r] != go_opponent(colour)) {
                seen[r] = true;
                stack[top++] = (int16_t)r;
            }
        }
    }
    return size < n && 3 * own < size;
}

long go_propose_dead(const go_config *cfg, const go_state *s, tb_pointset *dead)
{
    const go_graph *g = &cfg->graph;
    int n = g->board.num_points;
    tb_pointset_clear(dead);
    if (cfg->rules != GO_RULES_GO)
        return 0;
    /* as many playouts of at most 3n stones as the budget holds */
    int fit = GO_PROPOSAL_BUDGET / (3 * n);
    int playouts = fit < GO_PROPOSAL_PLAYOUTS ? fit : GO_PROPOSAL_PLAYOUTS;
    double own[GO_MAX_POINTS];
    long played = go_ownership(cfg, s, playouts, s->board.hash ^ 0x5eedULL, own);
    if (played < 0)
        return 0; /* out of memory: no proposal; the players mark the stones */
    go_groups groups;
    go_groups_compute(g, &s->board, &groups);
    double sum[GO_MAX_POINTS] = {0};
    for (int p = 0; p < n; p++)
        if (groups.id[p] >= 0)
            sum[groups.id[p]] += own[p];
    for (int p = 0; p < n; p++) {
        int gid = groups.id[p];
        if (gid < 0)
            continue;
        /* the group's mean ownership, from its owner's side */
        double mean = sum[gid] / groups.size[gid];
        if (s->board.stone[p] == GO_WHITE)
            mean = -mean;
        /* lost in most playouts, or scattered in enemy territory and not winning there */
        if (mean < -0.6 || (mean < 0.2 && inside_enemy_area(g, &s->board, p)))
            tb_pointset_add(dead, p);
    }
    return played;
}

double go_score_estimate(const go_config *cfg, const double *own)
{
    /* each point to the side that owns it in most playouts, komi included */
    double black = 0, white = cfg->komi2 / 2.0;
    for (int p = 0; p < cfg->graph.board.num_points; p++) {
        if (own[p] > 0.2)
            black += 1;
        else if (own[p] < -0.2)
            white += 1;
    }
    return black - white;
}

/* The ownership layer of the browser: the playouts are bounded by the stones they may play
 * (OWNERSHIP_BUDGET, about 2000 playouts on 9x9, 500 on 19x19) besides the number asked for. */
enum { OWNERSHIP_BUDGET = 600000 };

static bool go_offers_ownership(const tb_variant *v)
{
    return v == &tb_variant_go || v == &tb_variant_go_progressive ||
           v == &tb_variant_go_hex_progressive || v == &tb_variant_go_roseta;
}

static bool go_estimate(const tb_game *g, const void *state, int playouts, tb_ownership *out,
                        tb_error *err)
{
    memset(out, 0, sizeof *out);
    if (g->cls != &go_class || go_config_of(g)->rules != GO_RULES_GO) {
        tb_error_set(err, "%s is not won by area: no ownership estimate", g->variant->id);
        return false;
    }
    const go_config *cfg = go_config_of(g);
    const tb_board *board = &cfg->graph.board;
    int n = board->num_points, fit = OWNERSHIP_BUDGET / (3 * n);
    if (playouts < 1 || playouts > TB_OWNERSHIP_MAX_PLAYOUTS) {
        tb_error_set(err, "playouts must be 1 to %d", TB_OWNERSHIP_MAX_PLAYOUTS);
        return false;
    }
    if (playouts > fit)
        playouts = fit;
    const go_state *s = state;
    double *own = malloc(sizeof(double) * GO_MAX_POINTS);
    out->points = calloc((size_t)n, sizeof *out->points);
    if (!own || !out->points || go_ownership(cfg, s, playouts, s->board.hash ^ 0x6f776eULL, own) < 0) {
        free(own);
        tb_ownership_free(out);
        tb_error_set(err, "out of memory");
        return false;
    }
    out->count = n;
    for (int p = 0; p < n; p++) {
        snprintf(out->points[p].cell, sizeof out->points[p].cell, "%s", tb_board_label(board, p));
        out->points[p].value = (double)(int)(own[p] * 100) / 100.0;
    }
    out->score = go_score_estimate(cfg, own);
    out->playouts = playouts;
    out->colour[0] = "black";
    out->colour[1] = "white";
    free(own);
    return true;
}

const tb_ownership_service go_ownership_service = {.estimate = go_estimate,
                                                   .offers = go_offers_ownership};

static bool go_report(const tb_game *g, const void *state, const tb_analysis_limits *limits,
                      tb_report *out, tb_error *err)
{
    if (g->cls != &go_class || go_config_of(g)->rules != GO_RULES_GO) {
        tb_value *v = tb_value_add_text(out, "estimate", "none: the game is not won by area");
        tb_value_text_pt(v, "nenhuma: este jogo não se ganha por área");
        tb_value_label(v, "estimativa", "estimate");
        return true;
    }
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    const tb_board *board = &cfg->graph.board;
    int n = board->num_points;
    int playouts = limits && limits->max_positions ? (int)(limits->max_positions < MAX_PLAYOUTS
                                                               ? limits->max_positions
                                                               : MAX_PLAYOUTS)
                                                   : DEFAULT_PLAYOUTS;
    double *own = malloc(sizeof(double) * GO_MAX_POINTS);
    if (!own || go_ownership(cfg, s, playouts, s->board.hash ^ 0x6f776eULL, own) < 0) {
        free(own);
        tb_error_set(err, "out of memory");
        return false;
    }
    double margin = go_score_estimate(cfg, own);
    tb_value *map = tb_value_label(tb_value_add_list(out, "ownership"), "posse", "ownership");
    for (int p = 0; p < n; p++) {
        tb_value *cell = tb_value_add_group(map, NULL);
        tb_value_add_text(cell, "cell", tb_board_label(board, p));
        tb_value_add_number(cell, "value", (double)(int)(own[p] * 100) / 100.0);
    }
    if (cfg->square) { /* the terminal shows the map as the board: X x . o O, top rank first */
        int size = cfg->size;
        char *grid = malloc((size_t)(size * (size + 1) + 1));
        if (grid) {
            int k = 0;
            for (int r = size - 1; r >= 0; r--) {
                grid[k++] = '\n';
                for (int c = 0; c < size; c++) {
                    double v = own[r * size + c];
                    grid[k++] = v > 0.6 ? 'X' : v > 0.2 ? 'x' : v < -0.6 ? 'O' : v < -0.2 ? 'o' : '.';
                }
            }
            grid[k] = '\0';
            tb_value_display(map, "%s", grid);
            free(grid);
        }
    }
    free(own);
    char lead[32];
    snprintf(lead, sizeof lead, margin > 0 ? "B+%.1f" : margin < 0 ? "W+%.1f" : "0",
             margin > 0 ? margin : -margin);
    tb_value_label(tb_value_add_number(out, "score_estimate", margin),
                   "estimativa (Negras menos Brancas)", "estimate (Black minus White)");
    tb_value_label(tb_value_add_text(out, "lead", lead), "vantagem", "lead");
    tb_value_label(tb_value_add_integer(out, "playouts", playouts), "partidas simuladas",
                   "playouts");
    /* the dead stones the engine would propose, and the count with them taken off */
    tb_pointset dead;
    go_propose_dead(cfg, s, &dead);
    tb_value *list = tb_value_label(tb_value_add_list(out, "dead"), "pedras mortas", "dead stones");
    for (int p = tb_pointset_next(&dead, 0); p >= 0; p = tb_pointset_next(&dead, p + 1))
        tb_value_add_text(list, NULL, tb_board_label(board, p));
    double score[2];
    go_score(cfg, s, &dead, score, NULL);
    tb_value_label(tb_value_add_number(out, "black", score[0]), "Negras (contagem)",
                   "Black (count)");
    tb_value_label(tb_value_add_number(out, "white", score[1]), "Brancas (contagem)",
                   "White (count)");
    if (!tb_report_complete(out)) {
        tb_error_set(err, "out of memory");
        return false;
    }
    return true;
}

const tb_analysis_service go_analysis = {.report = go_report};
