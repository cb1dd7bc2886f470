/* Go and its variants on one engine (rules/go.md §1-§6): Go (§2), Alak (§3), progressive Go
 * (§4), hexagonal progressive Go (§5) and Rosette (§6). A variant is the class plus a preset;
 * the differences are options read once into go_config.
 *
 * Player 0 is Black (stones GO_BLACK), player 1 White. Actions: see go.h. */
#include "games/go/go.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/board_text.h"
#include "core/options.h"
#include "tabula/view.h"

static const char *const player_name[2] = {"Black", "White"};
static const uint64_t SITUATION_KEY = 0x9E3779B97F4A7C15ULL;

static int num_points(const go_config *cfg)
{
    return cfg->graph.board.num_points;
}

/* ---- configuration ---- */

int go_allowance(const go_config *cfg, int t)
{
    switch (cfg->progression) {
    case GO_PROG_NONE:
        return 1;
    case GO_PROG_123:
        return t < 255 ? t : 255;
    case GO_PROG_122:
        return t == 1 ? 1 : 2;
    case GO_PROG_121:
        return (t - 1) % 3 == 1 ? 2 : 1;
    case GO_PROG_134:
        return t == 1 ? 1 : t == 2 ? 3 : 4;
    case GO_PROG_135:
        return 2 * t - 1 < 255 ? 2 * t - 1 : 255;
    }
    return 1;
}

/* The 19x19 handicap order of §2.2 on any board with nine star points: corners first (upper
 * right, lower left, lower right, upper left), then the centre or the sides. */
static int handicap_points(const go_config *cfg, int h, int *out)
{
    int n = cfg->size;
    if (!cfg->square || n < 7 || h < 2 || (n % 2 == 0 && h > 4))
        return 0;
    int lo = n >= 13 ? 3 : 2, hi = n - 1 - lo, mid = n / 2;
#define AT(c, r) ((r)*n + (c))
    int ur = AT(hi, hi), ll = AT(lo, lo), lr = AT(hi, lo), ul = AT(lo, hi), centre = AT(mid, mid);
    int left = AT(lo, mid), right = AT(hi, mid), bottom = AT(mid, lo), top = AT(mid, hi);
#undef AT
    int k = 0;
    out[k++] = ur;
    out[k++] = ll;
    if (h >= 3)
        out[k++] = lr;
    if (h >= 4)
        out[k++] = ul;
    if (h == 5 || h == 7 || h >= 9)
        out[k++] = centre;
    if (h >= 6) {
        out[k++] = left;
        out[k++] = right;
    }
    if (h >= 8) {
        out[k++] = bottom;
        out[k++] = top;
    }
    return k;
}

bool go_komi_read(const char *text, int *komi2)
{
    char *end;
    double k = strtod(text, &end);
    /* the range first: NaN or a huge value must not reach the conversion to int */
    if (*end || end == text || !(k >= -1000 && k <= 1000) || (double)(int)(k * 2) != k * 2)
        return false;
    *komi2 = (int)(k * 2);
    return true;
}

static bool read_komi(const char *text, bool handicap, int *komi2, tb_error *err)
{
    if (strcmp(text, "auto") == 0) {
        *komi2 = handicap ? 0 : 11;
        return true;
    }
    if (!go_komi_read(text, komi2)) {
        tb_error_set(err, "option komi: '%s' is not a multiple of 0.5 from -1000 to 1000 (or auto)",
                     text);
        return false;
    }
    return true;
}

static bool read_supply(const char *text, int supply[2], tb_error *err)
{
    if (strcmp(text, "unlimited") == 0) {
        supply[0] = supply[1] = GO_UNLIMITED;
        return true;
    }
    int b = 0, w = 0, used = 0;
    if (sscanf(text, "%d/%d%n", &b, &w, &used) == 2 && (size_t)used == strlen(text)) {
    } else if (sscanf(text, "%d%n", &b, &used) == 1 && (size_t)used == strlen(text)) {
        w = b;
    } else {
        b = -1;
    }
    if (b < 1 || w < 1 || b > 999 || w > 999) {
        tb_error_set(err, "option supply: expected unlimited, N or B/W (1 to 999), not '%s'", text);
        return false;
    }
    supply[0] = b;
    supply[1] = w;
    return true;
}

static int find_xy(const tb_board *b, int col, int row)
{
    for (int p = 0; p < b->num_points; p++)
        if (b->col[p] == col && b->row[p] == row)
            return p;
    return -1;
}

/* The hexagons of a Rosette board: the same walk as tb_board_hex_vertices. */
static void rosette_hexagons(go_config *cfg, int side)
{
    static const int hexagon[6][2] = {{0, 0}, {1, -1}, {2, -1}, {3, 0}, {2, 1}, {1, 1}};
    cfg->num_hexagons = 0;
    for (int j = 0; j < 2 * side - 1; j++) {
        int m = j < 2 * side - 2 - j ? j : 2 * side - 2 - j;
        for (int k = 0; k < side + m && cfg->num_hexagons < GO_MAX_HEXAGONS; k++) {
            int16_t *h = cfg->hexagon[cfg->num_hexagons++];
            for (int v = 0; v < 6; v++)
                h[v] = (int16_t)find_xy(&cfg->graph.board, 2 * j + hexagon[v][0],
                                        side - m + 2 * k + hexagon[v][1]);
        }
    }
}

static bool option_on(const tb_options *opts, const char *name, bool *out, tb_error *err)
{
    int v;
    if (!tb_option_choice(opts, name, "off|on", &v, err))
        return false;
    *out = v == 1;
    return true;
}

static bool has(const tb_options *opts, const char *name)
{
    return tb_options_get(opts, name) != NULL;
}

static bool create(tb_game *g, const tb_options *opts, tb_error *err)
{
    go_config *cfg = calloc(1, sizeof *cfg);
    if (!cfg) {
        tb_error_set(err, "out of memory");
        return false;
    }
    int board_kind = 0;
    if (!tb_option_choice(opts, "board", "square|line|hex|rosette", &board_kind, err))
        goto fail;
    cfg->supply[0] = cfg->supply[1] = GO_UNLIMITED;
    tb_board *b = &cfg->graph.board;
    switch (board_kind) {
    case 0:
        if (!tb_option_int(opts, "size", 2, 19, &cfg->size, err))
            goto fail;
        go_graph_square(&cfg->graph, cfg->size, cfg->size, false);
        cfg->square = true;
        cfg->num_stars = go_star_points(cfg->size, cfg->stars);
        break;
    case 1:
        if (!tb_option_int(opts, "length", 3, 64, &cfg->size, err) ||
            !tb_board_line(b, cfg->size, err))
            goto fail;
        go_graph_keys(&cfg->graph);
        cfg->rules = GO_RULES_ALAK;
        cfg->supply[0] = cfg->supply[1] = cfg->size - 1;
        break;
    case 2:
        cfg->size = 6;
        if (!tb_board_hex(b, 6, err))
            goto fail;
        go_graph_keys(&cfg->graph);
        break;
    default: {
        int side;
        if (!tb_option_choice(opts, "size", "5|7", &side, err))
            goto fail;
        cfg->size = side ? 7 : 5;
        if (!tb_board_hex_vertices(b, cfg->size, err))
            goto fail;
        go_graph_keys(&cfg->graph);
        cfg->rosette = true;
        rosette_hexagons(cfg, cfg->size);
        break;
    }
    }

    int v;
    if (cfg->rules == GO_RULES_ALAK) {
        if (!tb_option_choice(opts, "first", "black|white", &v, err))
            goto fail;
        cfg->alak_white_first = v == 1;
        if (!tb_option_int(opts, "max_moves", 0, 10000, &cfg->max_moves, err) ||
            !option_on(opts, "repetition", &cfg->repetition, err))
            goto fail;
        cfg->history = cfg->repetition;
    } else {
        if (has(opts, "handicap")) {
            int maxh = cfg->square && cfg->size == 19 ? 25 : 9;
            if (!tb_option_int(opts, "handicap", 0, maxh, &cfg->handicap, err) ||
                !option_on(opts, "handicap_free", &cfg->handicap_free, err))
                goto fail;
            if (cfg->handicap == 1) {
                tb_error_set(err, "option handicap: 0 (none) or 2 to %d stones", maxh);
                goto fail;
            }
            if (cfg->handicap && !cfg->handicap_free) {
                int fixed = cfg->handicap > 9 ? 9 : cfg->handicap;
                cfg->num_fixed = handicap_points(cfg, fixed, cfg->fixed);
                if (cfg->num_fixed != fixed) {
                    tb_error_set(err,
                                 "option handicap: a %dx%d board has no star points for it "
                                 "(use handicap_free=on)",
                                 cfg->size, cfg->size);
                    goto fail;
                }
                tb_pointset_clear(&cfg->grid);
                for (int c = 3; c <= 15; c += 3)
                    for (int r = 3; r <= 15; r += 3)
                        if (cfg->size == 19)
                            tb_pointset_add(&cfg->grid, r * 19 + c);
            }
        }
        if (!read_komi(tb_options_get(opts, "komi"), cfg->handicap > 0, &cfg->komi2, err))
            goto fail;
        if (!tb_option_choice(opts, "scoring", "area|territory", &v, err))
            goto fail;
        cfg->scoring = (go_scoring)v;
        if (!tb_option_choice(opts, "ko", "basic|positional-superko|situational-superko", &v, err))
            goto fail;
        cfg->ko = (go_ko)v;
        cfg->history = cfg->ko != GO_KO_BASIC;
        if (!tb_option_choice(opts, "dead", "agreement|none", &v, err))
            goto fail;
        cfg->dead_agreement = v == 0;
        if (has(opts, "supply") && !read_supply(tb_options_get(opts, "supply"), cfg->supply, err))
            goto fail;
        if (has(opts, "progression")) {
            if (!tb_option_choice(opts, "progression", "1,2,3|1,2,2|1,2,1|1,3,4|1,3,5", &v, err))
                goto fail;
            cfg->progression = (go_progression)(v + 1);
            if (!tb_option_choice(opts, "restriction", "none|stop-at-atari|distinct-groups", &v,
                                  err))
                goto fail;
            cfg->restriction = (go_restriction)v;
        }
    }
    g->config = cfg;
    g->state_size = sizeof(go_state) + (cfg->history ? GO_HISTORY * sizeof(uint64_t) : 0);
    g->num_players = 2;
    g->max_actions = num_points(cfg) + 4;
    return true;
fail:
    free(cfg);
    return false;
}

/* ---- placing stones ---- */

static bool group_has_rosette(const go_config *cfg, const tb_pointset *stones)
{
    for (int h = 0; h < cfg->num_hexagons; h++) {
        int v = 0;
        while (v < 6 && cfg->hexagon[h][v] >= 0 && tb_pointset_has(stones, cfg->hexagon[h][v]))
            v++;
        if (v == 6)
            return true;
    }
    return false;
}

/* §1.2 steps 1-2 with Rosette's exception (§6.3): a group holding a rosette is never
 * captured. Returns the stones removed (added to *captured if not NULL). */
static int play_stone(const go_config *cfg, go_board *b, int p, int colour, tb_pointset *captured)
{
    if (!cfg->rosette)
        return go_play(&cfg->graph, b, p, colour, captured);
    go_board_set(&cfg->graph, b, p, colour);
    int enemy = go_opponent(colour), removed = 0;
    for (int i = 0; i < cfg->graph.board.degree[p]; i++) {
        int q = cfg->graph.board.neighbour[p][i];
        tb_pointset stones;
        if (b->stone[q] != enemy || go_group(&cfg->graph, b, q, &stones, NULL) > 0 ||
            group_has_rosette(cfg, &stones))
            continue;
        for (int r = tb_pointset_next(&stones, 0); r >= 0; r = tb_pointset_next(&stones, r + 1)) {
            go_board_set(&cfg->graph, b, r, GO_EMPTY);
            if (captured)
                tb_pointset_add(captured, r);
            removed++;
        }
    }
    return removed;
}

static uint64_t history_key(const go_config *cfg, uint64_t hash, int next_to_move)
{
    bool situational = cfg->rules == GO_RULES_ALAK || cfg->ko == GO_KO_SITUATIONAL;
    return situational && next_to_move == GO_P_WHITE ? hash ^ SITUATION_KEY : hash;
}

static bool in_history(const go_state *s, uint64_t key)
{
    for (int i = 0; i < s->hist_count; i++)
        if (s->hist[i] == key)
            return true;
    return false;
}

static void history_push(const go_config *cfg, go_state *s, uint64_t key)
{
    if (cfg->history && s->hist_count < GO_HISTORY)
        s->hist[s->hist_count++] = key;
}

static bool supply_left(const go_state *s, int player)
{
    return s->supply[player] == GO_UNLIMITED || s->supply[player] > 0;
}

bool go_can_place(const go_config *cfg, const go_state *s, const go_groups *groups, int p)
{
    int colour = s->to_move + 1;
    if (s->board.stone[p] != GO_EMPTY || !supply_left(s, s->to_move))
        return false;
    if (cfg->rules == GO_RULES_ALAK)
        return !tb_pointset_has(&s->emptied, p);
    if (s->handicap_left && cfg->num_fixed == 9 && !tb_pointset_has(&cfg->grid, p))
        return false;
    /* basic ko: retaking on the ko point a single stone recreates the previous board */
    bool ko_point = cfg->ko == GO_KO_BASIC && s->placed == 0 && p == s->ko;
    bool trial = cfg->rosette || cfg->ko != GO_KO_BASIC ||
                 (cfg->restriction == GO_RESTRICT_DISTINCT_GROUPS && s->placed > 0);
    if (!trial) {
        int taken = 0;
        return go_check_placement(&cfg->graph, &s->board, groups, p, colour, &taken) ==
                   GO_PLACE_OK &&
               !(ko_point && taken == 1);
    }
    go_board after = s->board;
    if (play_stone(cfg, &after, p, colour, NULL) == 1 && ko_point)
        return false;
    tb_pointset stones;
    if (go_group(&cfg->graph, &after, p, &stones, NULL) == 0 &&
        !(cfg->rosette && group_has_rosette(cfg, &stones)))
        return false; /* suicide (§1.3; §6.3 decision for a group with a rosette) */
    if (cfg->restriction == GO_RESTRICT_DISTINCT_GROUPS) {
        tb_pointset same;
        tb_pointset_intersection(&same, &stones, &s->turn_stones);
        if (!tb_pointset_empty(&same))
            return false;
    }
    if (cfg->ko != GO_KO_BASIC && in_history(s, history_key(cfg, after.hash, !s->to_move)))
        return false;
    return true;
}

/* ---- the state ---- */

static void end_turn(go_state *s)
{
    s->to_move = !s->to_move;
    s->turn++;
    s->placed = 0;
    tb_pointset_clear(&s->turn_stones);
}

static void initial(const tb_game *g, void *state)
{
    const go_config *cfg = go_config_of(g);
    go_state *s = state;
    memset(s, 0, g->state_size);
    s->ko = -1;
    s->turn = 1;
    s->supply[0] = (uint16_t)cfg->supply[0];
    s->supply[1] = (uint16_t)cfg->supply[1];
    if (cfg->rules == GO_RULES_ALAK && cfg->alak_white_first)
        s->to_move = GO_P_WHITE;
    for (int i = 0; i < cfg->num_fixed; i++) {
        go_board_set(&cfg->graph, &s->board, cfg->fixed[i], GO_BLACK);
        if (s->supply[0] != GO_UNLIMITED && s->supply[0] > 0)
            s->supply[0]--;
    }
    if (cfg->handicap > cfg->num_fixed) {
        s->handicap_left = (uint8_t)(cfg->handicap - cfg->num_fixed); /* Black places them */
    } else if (cfg->num_fixed > 0) {
        s->to_move = GO_P_WHITE;
        s->turn = 2;
    }
    history_push(cfg, s, history_key(cfg, s->board.hash, s->to_move));
}

static int to_move(const tb_game *g, const void *state)
{
    return ((const go_state *)state)->to_move;
}

static bool mid_turn(const tb_game *g, const void *state)
{
    return ((const go_state *)state)->placed > 0;
}

static bool alak_finished(const go_config *cfg, const go_state *s)
{
    if (s->repeated || (cfg->max_moves > 0 && s->moves >= cfg->max_moves))
        return true;
    for (int p = 0; p < num_points(cfg); p++)
        if (go_can_place(cfg, s, NULL, p))
            return false;
    return true;
}

static bool finished(const go_config *cfg, const go_state *s)
{
    if (s->resigned || s->phase == GO_PHASE_OVER)
        return true;
    return cfg->rules == GO_RULES_ALAK && alak_finished(cfg, s);
}

static int legal(const tb_game *g, const void *state, tb_action *out)
{
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    if (finished(cfg, s))
        return 0;
    int n = 0;
    if (s->phase == GO_PHASE_SCORING) {
        /* one action per group: its first stone */
        go_groups groups;
        go_groups_compute(&cfg->graph, &s->board, &groups);
        bool seen[GO_MAX_POINTS] = {false};
        for (int p = 0; p < num_points(cfg); p++)
            if (groups.id[p] >= 0 && !seen[groups.id[p]]) {
                seen[groups.id[p]] = true;
                out[n++] = GO_ACT_DEAD + (tb_action)p;
            }
        out[n++] = GO_ACT_ACCEPT;
        out[n++] = GO_ACT_RESUME;
        return n;
    }
    go_groups groups;
    go_groups_compute(&cfg->graph, &s->board, &groups);
    for (int p = 0; p < num_points(cfg); p++)
        if (go_can_place(cfg, s, &groups, p))
            out[n++] = (tb_action)p;
    if (cfg->rules == GO_RULES_GO && s->handicap_left == 0)
        out[n++] = GO_ACT_PASS;
    if (s->placed == 0 && s->handicap_left == 0)
        out[n++] = GO_ACT_RESIGN;
    return n;
}

static void toggle_group(const go_config *cfg, go_state *s, int p)
{
    tb_pointset stones;
    go_group(&cfg->graph, &s->board, p, &stones, NULL);
    bool was_dead = tb_pointset_has(&s->dead, p);
    for (int q = tb_pointset_next(&stones, 0); q >= 0; q = tb_pointset_next(&stones, q + 1)) {
        if (was_dead)
            tb_pointset_remove(&s->dead, q);
        else
            tb_pointset_add(&s->dead, q);
    }
}

static void enter_scoring(const go_config *cfg, go_state *s)
{
    s->passes = 0;
    if (!cfg->dead_agreement) {
        s->phase = GO_PHASE_OVER;
        return;
    }
    s->phase = GO_PHASE_SCORING;
    s->resume_to = s->to_move; /* the player who did not make the last pass */
    s->accepted = 0;
    go_propose_dead(cfg, s, &s->dead);
}

/* Does the stone on p leave an adjacent enemy group with one liberty (§4.3 stop rule)? */
static bool ataris(const go_config *cfg, const go_state *s, int p)
{
    int enemy = go_opponent(s->board.stone[p]);
    for (int i = 0; i < cfg->graph.board.degree[p]; i++) {
        int q = cfg->graph.board.neighbour[p][i];
        if (s->board.stone[q] == enemy && go_group(&cfg->graph, &s->board, q, NULL, NULL) == 1)
            return true;
    }
    return false;
}

static void apply_placement(const go_config *cfg, go_state *s, int p)
{
    int mover = s->to_move, colour = mover + 1;
    tb_pointset captured;
    tb_pointset_clear(&captured);
    int taken = play_stone(cfg, &s->board, p, colour, &captured);
    if (s->supply[mover] != GO_UNLIMITED)
        s->supply[mover]--;
    s->moves++;
    s->passes = 0;
    if (cfg->rules == GO_RULES_ALAK) {
        /* captured stones go back to their owner (§3.1) and their points rest one move */
        if (s->supply[!mover] != GO_UNLIMITED)
            s->supply[!mover] = (uint16_t)(s->supply[!mover] + taken);
        s->emptied = captured;
        s->prisoners[mover] = (uint16_t)(s->prisoners[mover] + taken);
        end_turn(s);
        uint64_t key = history_key(cfg, s->board.hash, s->to_move);
        if (cfg->repetition && in_history(s, key))
            s->repeated = 1;
        history_push(cfg, s, key);
        return;
    }
    s->prisoners[mover] = (uint16_t)(s->prisoners[mover] + taken);
    /* basic ko: a lone stone that took a lone stone and has that point as only liberty */
    s->ko = -1;
    if (taken == 1) {
        tb_pointset stones, libs;
        if (go_group(&cfg->graph, &s->board, p, &stones, &libs) == 1 &&
            tb_pointset_count(&stones) == 1)
            s->ko = (int16_t)tb_pointset_next(&captured, 0);
    }
    history_push(cfg, s, history_key(cfg, s->board.hash, !mover));
    tb_pointset_add(&s->turn_stones, p);
    s->placed++;
    if (s->handicap_left) {
        if (--s->handicap_left == 0)
            end_turn(s);
        return;
    }
    bool over = s->placed >= go_allowance(cfg, s->turn) ||
                (cfg->restriction == GO_RESTRICT_STOP_AT_ATARI && ataris(cfg, s, p)) ||
                !supply_left(s, mover);
    if (over)
        end_turn(s);
}

static void apply(const tb_game *g, void *state, tb_action a)
{
    const go_config *cfg = go_config_of(g);
    go_state *s = state;
    if (a < (tb_action)num_points(cfg)) {
        apply_placement(cfg, s, (int)a);
    } else if (a == GO_ACT_PASS) {
        if (s->placed == 0)
            s->passes++;
        end_turn(s);
        if (s->passes >= 2)
            enter_scoring(cfg, s);
    } else if (a == GO_ACT_RESIGN) {
        s->resigned = (uint8_t)(1 + s->to_move);
    } else if (a >= GO_ACT_DEAD && a < GO_ACT_DEAD + (tb_action)num_points(cfg)) {
        toggle_group(cfg, s, (int)(a - GO_ACT_DEAD));
        s->accepted = 0;
        s->placed = 1;
    } else if (a == GO_ACT_ACCEPT) {
        s->accepted |= (uint8_t)(1u << s->to_move);
        s->placed = 0;
        if (s->accepted == 3) {
            s->phase = GO_PHASE_OVER;
            s->resume_to = 0;
        } else
            s->to_move = !s->to_move;
    } else if (a == GO_ACT_RESUME) {
        s->phase = GO_PHASE_PLAY;
        tb_pointset_clear(&s->dead);
        s->accepted = 0;
        s->placed = 0;
        s->to_move = s->resume_to;
        s->resume_to = 0;
    }
}

/* ---- counting (§1.4) ---- */

void go_score(const go_config *cfg, const go_state *s, const tb_pointset *dead, double score[2],
              uint8_t *owner)
{
    const tb_board *b = &cfg->graph.board;
    int n = b->num_points;
    uint8_t stone[GO_MAX_POINTS];
    int removed[2] = {0, 0};
    for (int p = 0; p < n; p++) {
        stone[p] = s->board.stone[p];
        if (stone[p] != GO_EMPTY && dead && tb_pointset_has(dead, p)) {
            removed[stone[p] - 1]++;
            stone[p] = GO_EMPTY;
        }
    }
    int stones[2] = {0, 0}, territory[2] = {0, 0};
    uint8_t region_owner[GO_MAX_POINTS];
    bool seen[GO_MAX_POINTS] = {false};
    int16_t stack[GO_MAX_POINTS], members[GO_MAX_POINTS];
    for (int p = 0; p < n; p++)
        region_owner[p] = stone[p];
    for (int p = 0; p < n; p++) {
        if (stone[p] != GO_EMPTY) {
            stones[stone[p] - 1]++;
            continue;
        }
        if (seen[p])
            continue;
        int top = 0, count = 0, touches = 0;
        stack[top++] = (int16_t)p;
        seen[p] = true;
        while (top > 0) {
            int q = stack[--top];
            members[count++] = (int16_t)q;
            for (int i = 0; i < b->degree[q]; i++) {
                int r = b->neighbour[q][i];
                if (stone[r] != GO_EMPTY)
                    touches |= stone[r];
                else if (!seen[r]) {
                    seen[r] = true;
                    stack[top++] = (int16_t)r;
                }
            }
        }
        int who = touches == GO_BLACK || touches == GO_WHITE ? touches : GO_EMPTY;
        if (who)
            territory[who - 1] += count;
        for (int i = 0; i < count; i++)
            region_owner[members[i]] = (uint8_t)who;
    }
    for (int c = 0; c < 2; c++) {
        if (cfg->rules == GO_RULES_ALAK)
            score[c] = stones[c];
        else if (cfg->scoring == GO_SCORE_AREA)
            score[c] = stones[c] + territory[c];
        else /* own territory + stones taken: captured during the game and dead (§1.4) */
            score[c] = territory[c] + s->prisoners[c] + removed[!c];
    }
    score[1] += cfg->komi2 / 2.0;
    if (owner)
        memcpy(owner, region_owner, (size_t)n);
}

static void format_points(double v, char *buf, size_t len)
{
    if (v == (double)(long)v)
        snprintf(buf, len, "%ld", (long)v);
    else
        snprintf(buf, len, "%.1f", v);
}

static void outcome(const tb_game *g, const void *state, tb_outcome *o)
{
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    memset(o, 0, sizeof *o);
    if (!finished(cfg, s))
        return;
    o->over = true;
    if (s->resigned) {
        int loser = s->resigned - 1;
        o->result[loser] = TB_LOSS;
        o->result[!loser] = TB_WIN;
        snprintf(o->reason, sizeof o->reason, "%s resigned", player_name[loser]);
        return;
    }
    double score[2];
    go_score(cfg, s, &s->dead, score, NULL);
    o->scored = true;
    o->score[0] = score[0];
    o->score[1] = score[1];
    if (cfg->rules == GO_RULES_ALAK) {
        int b = (int)score[0], w = (int)score[1];
        if (s->repeated || (cfg->max_moves > 0 && s->moves >= cfg->max_moves)) {
            o->result[0] = o->result[1] = TB_DRAW;
            snprintf(o->reason, sizeof o->reason,
                     s->repeated ? "draw: repeated position" : "draw: %d moves", s->moves);
            return;
        }
        if (b == w) {
            o->result[0] = o->result[1] = TB_DRAW;
            snprintf(o->reason, sizeof o->reason, "%s has no legal placement; draw %d-%d",
                     player_name[s->to_move], b, w);
            return;
        }
        int winner = b > w ? 0 : 1;
        o->result[winner] = TB_WIN;
        o->result[!winner] = TB_LOSS;
        snprintf(o->reason, sizeof o->reason, "%s has no legal placement; %s wins %d-%d",
                 player_name[s->to_move], player_name[winner], winner ? w : b, winner ? b : w);
        return;
    }
    int winner = score[0] > score[1] ? 0 : 1; /* a tie goes to White (§2.4) */
    o->result[winner] = TB_WIN;
    o->result[!winner] = TB_LOSS;
    char margin[16], hi[16], lo[16];
    format_points(score[winner] - score[!winner], margin, sizeof margin);
    format_points(score[winner], hi, sizeof hi);
    format_points(score[!winner], lo, sizeof lo);
    if (score[0] == score[1])
        snprintf(o->reason, sizeof o->reason, "tie %s-%s, White wins", hi, lo);
    else
        snprintf(o->reason, sizeof o->reason, "%s wins by %s (%s-%s)", player_name[winner], margin,
                 hi, lo);
}

/* ---- text ---- */

static const char *label(const go_config *cfg, int p)
{
    return tb_board_label(&cfg->graph.board, p);
}

static int action_to_text(const tb_game *g, const void *state, tb_action a, char *buf, size_t len)
{
    const go_config *cfg = go_config_of(g);
    if (a < (tb_action)num_points(cfg))
        return snprintf(buf, len, "%s", label(cfg, (int)a));
    if (a >= GO_ACT_DEAD && a < GO_ACT_DEAD + (tb_action)num_points(cfg))
        return snprintf(buf, len, "dead:%s", label(cfg, (int)(a - GO_ACT_DEAD)));
    switch (a) {
    case GO_ACT_PASS:
        return snprintf(buf, len, "pass");
    case GO_ACT_ACCEPT:
        return snprintf(buf, len, "accept");
    case GO_ACT_RESUME:
        return snprintf(buf, len, "resume");
    case GO_ACT_RESIGN:
        return snprintf(buf, len, "resign");
    default:
        return snprintf(buf, len, "?");
    }
}

static int read_point(const go_config *cfg, const char *text)
{
    int used = 0;
    int p = tb_board_parse(&cfg->graph.board, text, &used);
    return p >= 0 && text[used] == '\0' ? p : -1;
}

static bool action_from_text(const tb_game *g, const void *state, const char *text, tb_action *a,
                             tb_error *err)
{
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    static const struct {
        const char *word;
        tb_action action;
    } words[] = {{"pass", GO_ACT_PASS},     {"accept", GO_ACT_ACCEPT},
                 {"resume", GO_ACT_RESUME}, {"resign", GO_ACT_RESIGN},
                 /* the words a Portuguese page shows for them (phrasebook action_words) */
                 {"passar", GO_ACT_PASS},   {"aceitar", GO_ACT_ACCEPT},
                 {"retomar", GO_ACT_RESUME}, {"desistir", GO_ACT_RESIGN}};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcasecmp(text, words[i].word) == 0) {
            *a = words[i].action;
            return true;
        }
    size_t mark = strncasecmp(text, "dead:", 5) == 0    ? 5
                  : strncasecmp(text, "morta:", 6) == 0 ? 6 /* as the Portuguese page shows it */
                                                        : 0;
    if (mark) {
        int p = read_point(cfg, text + mark);
        if (p < 0 || s->board.stone[p] == GO_EMPTY) {
            tb_error_set(err, "bad mark '%s': expected dead:<point of a stone>", text);
            return false;
        }
        /* the group's first stone names it */
        tb_pointset stones;
        go_group(&cfg->graph, &s->board, p, &stones, NULL);
        *a = GO_ACT_DEAD + (tb_action)tb_pointset_next(&stones, 0);
        return true;
    }
    int p = read_point(cfg, text);
    if (p < 0) {
        tb_error_set(err, "bad move '%s': expected a point (%s to %s), pass or resign", text,
                     label(cfg, 0), label(cfg, num_points(cfg) - 1));
        return false;
    }
    if (s->phase == GO_PHASE_PLAY && !finished(cfg, s)) {
        const char *why = NULL;
        if (s->board.stone[p] != GO_EMPTY)
            why = "the point is occupied";
        else if (cfg->rules == GO_RULES_ALAK && tb_pointset_has(&s->emptied, p))
            why = "the point was emptied by the capture of the previous move";
        else if (cfg->rules == GO_RULES_GO) {
            go_groups groups;
            go_groups_compute(&cfg->graph, &s->board, &groups);
            if (!go_can_place(cfg, s, &groups, p)) {
                int colour = s->to_move + 1;
                if (!cfg->rosette && go_check_placement(&cfg->graph, &s->board, &groups, p, colour,
                                                        NULL) == GO_PLACE_SUICIDE)
                    why = "the stone would have no liberties and captures nothing (suicide)";
                else if (s->placed == 0 && p == s->ko)
                    why = "ko: it would recreate the position before the opponent's last stone";
                else if (cfg->ko != GO_KO_BASIC)
                    why = "superko: the position would repeat";
                else
                    why = "a rule of the variant forbids it";
            }
        }
        if (why) {
            tb_error_set(err, "illegal move %s: %s", text, why);
            return false;
        }
    }
    *a = (tb_action)p;
    return true;
}

/* Boards that are not square: one character per point in point order, runs of empty points
 * as numbers ("5X3O82"). Square boards and lines use ranks ("9/9/..."). */
static int board_to_text(const go_config *cfg, const go_board *b, char *buf, size_t len)
{
    const tb_board *tb = &cfg->graph.board;
    if (tb->kind == TB_BOARD_SQUARE || tb->kind == TB_BOARD_LINE)
        return go_board_to_ranks(&cfg->graph, b, buf, len);
    size_t n = 0;
    int run = 0;
    for (int p = 0; p <= tb->num_points && n + 8 < len; p++) {
        if (p < tb->num_points && b->stone[p] == GO_EMPTY) {
            run++;
            continue;
        }
        if (run)
            n += (size_t)snprintf(buf + n, len - n, "%d", run);
        run = 0;
        if (p < tb->num_points)
            buf[n++] = b->stone[p] == GO_BLACK ? 'X' : 'O';
    }
    buf[n] = '\0';
    return (int)n;
}

static int board_from_text(const go_config *cfg, const char *text, go_board *b, tb_error *err)
{
    const tb_board *tb = &cfg->graph.board;
    if (tb->kind == TB_BOARD_SQUARE || tb->kind == TB_BOARD_LINE)
        return go_board_from_ranks(&cfg->graph, text, b, err);
    go_board_clear(b);
    int p = 0, i = 0;
    while (text[i] && text[i] != ' ') {
        if (isdigit((unsigned char)text[i])) {
            int run = 0;
            while (isdigit((unsigned char)text[i]) && run < 10000)
                run = run * 10 + (text[i++] - '0');
            if (run == 0 || p + run > tb->num_points)
                break;
            p += run;
        } else if (strchr("XOxo", text[i]) && p < tb->num_points) {
            go_board_set(&cfg->graph, b, p++,
                         toupper((unsigned char)text[i]) == 'X' ? GO_BLACK : GO_WHITE);
            i++;
        } else {
            break;
        }
    }
    if (p != tb->num_points || (text[i] && text[i] != ' ')) {
        tb_error_set(err, "bad board: expected %d points as X, O and counts of empty points",
                     tb->num_points);
        return -1;
    }
    return i;
}

static int points_to_text(const go_config *cfg, const tb_pointset *set, char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int p = tb_pointset_next(set, 0); p >= 0 && n + 16 < len; p = tb_pointset_next(set, p + 1))
        n += (size_t)snprintf(buf + n, len - n, "%s%s", n ? "," : "", label(cfg, p));
    return (int)n;
}

static bool points_from_text(const go_config *cfg, const char *text, tb_pointset *set,
                             tb_error *err)
{
    tb_pointset_clear(set);
    char copy[4096], *save = NULL;
    snprintf(copy, sizeof copy, "%s", text);
    for (char *w = strtok_r(copy, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        int p = read_point(cfg, w);
        if (p < 0 || tb_pointset_has(set, p)) {
            tb_error_set(err, "bad position: '%s' is not a point (or is named twice)", w);
            return false;
        }
        tb_pointset_add(set, p);
    }
    return true;
}

/* "<board> <b|w>" then the fields that differ from a fresh game, name=value, in a fixed
 * order (see the rules text). */
static int position_to_text(const tb_game *g, const void *state, char *buf, size_t len)
{
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    char board[1024], pts[2048];
    board_to_text(cfg, &s->board, board, sizeof board);
    size_t n = (size_t)snprintf(buf, len, "%s %c", board, s->to_move ? 'w' : 'b');
#define ADD(...)                                                                                   \
    do {                                                                                           \
        if (n < len)                                                                               \
            n += (size_t)snprintf(buf + n, len - n, __VA_ARGS__);                                  \
    } while (0)
    if (s->turn != 1)
        ADD(" turn=%d", s->turn);
    if (s->placed)
        ADD(" placed=%d", s->placed);
    if (s->moves)
        ADD(" moves=%d", s->moves);
    if (s->ko >= 0)
        ADD(" ko=%s", label(cfg, s->ko));
    if (s->passes)
        ADD(" passes=%d", s->passes);
    if (s->prisoners[0] || s->prisoners[1])
        ADD(" prisoners=%d/%d", s->prisoners[0], s->prisoners[1]);
    if (s->supply[0] != cfg->supply[0] || s->supply[1] != cfg->supply[1]) {
        if (s->supply[0] == GO_UNLIMITED || s->supply[1] == GO_UNLIMITED)
            ADD(" supply=?");
        else
            ADD(" supply=%d/%d", s->supply[0], s->supply[1]);
    }
    if (s->handicap_left)
        ADD(" handicap_left=%d", s->handicap_left);
    if (!tb_pointset_empty(&s->turn_stones)) {
        points_to_text(cfg, &s->turn_stones, pts, sizeof pts);
        ADD(" this_turn=%s", pts);
    }
    if (!tb_pointset_empty(&s->emptied)) {
        points_to_text(cfg, &s->emptied, pts, sizeof pts);
        ADD(" emptied=%s", pts);
    }
    if (s->phase == GO_PHASE_SCORING)
        ADD(" phase=scoring resume=%c", s->resume_to ? 'w' : 'b');
    else if (s->phase == GO_PHASE_OVER)
        ADD(" phase=over");
    if (!tb_pointset_empty(&s->dead)) {
        points_to_text(cfg, &s->dead, pts, sizeof pts);
        ADD(" dead=%s", pts);
    }
    if (s->accepted)
        ADD(" accepted=%d", s->accepted);
    if (s->resigned)
        ADD(" resigned=%c", s->resigned == 1 ? 'b' : 'w');
    if (s->repeated)
        ADD(" repeated");
    /* superko and Alak's repetition rule need the positions seen: their keys, as many as the
     * text holds (the newest when they do not all fit) */
    int seen = s->hist_count;
    int fit = len > n + 8 ? (int)((len - n - 8) / 17) : 0;
    for (int i = seen > fit ? seen - fit : 0, first = 1; i < seen; i++, first = 0)
        ADD("%s%016llx", first ? " seen=" : ",", (unsigned long long)s->hist[i]);
#undef ADD
    return (int)(n < len ? n : len - 1);
}

static bool read_int(const char *v, int lo, int hi, int *out)
{
    size_t n = strlen(v);
    if (n == 0 || n > 5 || strspn(v, "0123456789") != n)
        return false;
    *out = atoi(v);
    return *out >= lo && *out <= hi;
}

/* seen=: the history keys, 16 hex digits each, separated by commas. */
static bool keys_from_text(const char *text, go_state *s, tb_error *err)
{
    for (const char *p = text;; p += 17) {
        if (strspn(p, "0123456789abcdef") != 16 || (p[16] != ',' && p[16] != '\0') ||
            s->hist_count >= GO_HISTORY) {
            tb_error_set(err, "bad position: seen= takes up to %d keys of 16 hex digits",
                         GO_HISTORY);
            return false;
        }
        s->hist[s->hist_count++] = strtoull(p, NULL, 16);
        if (p[16] == '\0')
            return true;
    }
}

static bool position_from_text(const tb_game *g, const char *text, void *state, tb_error *err)
{
    const go_config *cfg = go_config_of(g);
    go_state *s = state;
    initial(g, s);
    memset(s, 0, g->state_size);
    s->ko = -1;
    s->turn = 1;
    s->supply[0] = (uint16_t)cfg->supply[0];
    s->supply[1] = (uint16_t)cfg->supply[1];
    if (strlen(text) > 4000) {
        tb_error_set(err, "bad position: too long");
        return false;
    }
    int used = board_from_text(cfg, text, &s->board, err);
    if (used < 0)
        return false;
    char rest[4096], *save = NULL;
    snprintf(rest, sizeof rest, "%s", text + used);
    char *side = strtok_r(rest, " ", &save);
    if (!side || (strcmp(side, "b") != 0 && strcmp(side, "w") != 0)) {
        tb_error_set(err, "bad position: expected the board then b or w (the side to move)");
        return false;
    }
    s->to_move = side[0] == 'w';
    int v;
    char seen_names[512] = " ";
    for (char *f = strtok_r(NULL, " ", &save); f; f = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(f, '='), name[40];
        snprintf(name, sizeof name, " %.*s ", eq ? (int)(eq - f) : (int)strlen(f), f);
        if (strstr(seen_names, name) || strlen(seen_names) + strlen(name) >= sizeof seen_names) {
            tb_error_set(err, "bad position: field %s given twice", f);
            return false;
        }
        strcat(seen_names, name + 1);
        if (strcmp(f, "repeated") == 0 && cfg->repetition) {
            s->repeated = 1;
            continue;
        }
        if (!eq || eq[1] == '\0') {
            tb_error_set(err, "bad position: '%s' is not name=value", f);
            return false;
        }
        *eq = '\0';
        const char *val = eq + 1;
        bool ok = true;
        if (strcmp(f, "turn") == 0 && (ok = read_int(val, 2, 60000, &v)))
            s->turn = (uint16_t)v;
        else if (strcmp(f, "placed") == 0 && (ok = read_int(val, 1, 255, &v)))
            s->placed = (uint8_t)v;
        else if (strcmp(f, "moves") == 0 && (ok = read_int(val, 1, 60000, &v)))
            s->moves = (uint16_t)v;
        else if (strcmp(f, "ko") == 0 && (ok = (v = read_point(cfg, val)) >= 0))
            s->ko = (int16_t)v;
        else if (strcmp(f, "passes") == 0 && (ok = read_int(val, 1, 1, &v)))
            s->passes = (uint8_t)v;
        else if (strcmp(f, "prisoners") == 0) {
            int b = -1, w = -1, k = 0;
            ok = sscanf(val, "%5d/%5d%n", &b, &w, &k) == 2 && val[k] == '\0' && b >= 0 && w >= 0;
            s->prisoners[0] = (uint16_t)b;
            s->prisoners[1] = (uint16_t)w;
        } else if (strcmp(f, "supply") == 0) {
            int b = -1, w = -1, k = 0;
            ok = sscanf(val, "%5d/%5d%n", &b, &w, &k) == 2 && val[k] == '\0' && b >= 0 && w >= 0 &&
                 b < GO_UNLIMITED && w < GO_UNLIMITED &&
                 (b != cfg->supply[0] || w != cfg->supply[1]) && cfg->supply[0] != GO_UNLIMITED;
            s->supply[0] = (uint16_t)b;
            s->supply[1] = (uint16_t)w;
        } else if (strcmp(f, "handicap_left") == 0 && (ok = read_int(val, 1, 25, &v)))
            s->handicap_left = (uint8_t)v;
        else if (strcmp(f, "this_turn") == 0)
            ok = points_from_text(cfg, val, &s->turn_stones, err);
        else if (strcmp(f, "emptied") == 0 && cfg->rules == GO_RULES_ALAK)
            ok = points_from_text(cfg, val, &s->emptied, err);
        else if (strcmp(f, "phase") == 0 && strcmp(val, "scoring") == 0 && cfg->dead_agreement)
            s->phase = GO_PHASE_SCORING;
        else if (strcmp(f, "phase") == 0 && strcmp(val, "over") == 0 && cfg->rules == GO_RULES_GO)
            s->phase = GO_PHASE_OVER;
        else if (strcmp(f, "resume") == 0 && (ok = !strcmp(val, "b") || !strcmp(val, "w")))
            s->resume_to = val[0] == 'w';
        else if (strcmp(f, "dead") == 0)
            ok = points_from_text(cfg, val, &s->dead, err);
        else if (strcmp(f, "accepted") == 0 && (ok = read_int(val, 1, 3, &v)))
            s->accepted = (uint8_t)v;
        else if (strcmp(f, "resigned") == 0 && (ok = !strcmp(val, "b") || !strcmp(val, "w")))
            s->resigned = val[0] == 'w' ? 2 : 1;
        else if (strcmp(f, "seen") == 0 && cfg->history)
            ok = keys_from_text(val, s, err);
        else
            ok = false;
        if (!ok) {
            tb_error_set(err, "bad position: bad field %s=%s", f, val);
            return false;
        }
    }
    /* Consistency: what the text says must be a state the rules can reach. */
    for (int p = tb_pointset_next(&s->dead, 0); p >= 0; p = tb_pointset_next(&s->dead, p + 1))
        if (s->board.stone[p] == GO_EMPTY) {
            tb_error_set(err, "bad position: dead mark on the empty point %s", label(cfg, p));
            return false;
        }
    for (int p = tb_pointset_next(&s->turn_stones, 0); p >= 0;
         p = tb_pointset_next(&s->turn_stones, p + 1))
        if (s->board.stone[p] != s->to_move + 1) {
            tb_error_set(err, "bad position: %s was not placed by the player to move",
                         label(cfg, p));
            return false;
        }
    bool over = s->phase == GO_PHASE_OVER;
    if ((s->phase == GO_PHASE_PLAY && (!tb_pointset_empty(&s->dead) || s->accepted)) ||
        (s->phase != GO_PHASE_SCORING && s->resume_to) ||
        (over && s->accepted && s->accepted != 3) || (!over && s->accepted == 3) ||
        (s->phase == GO_PHASE_SCORING && (s->placed > 1 || s->passes)) ||
        (s->ko >= 0 && s->board.stone[s->ko] != GO_EMPTY) ||
        (s->placed && s->phase == GO_PHASE_PLAY && !s->handicap_left &&
         s->placed >= go_allowance(cfg, s->turn)) ||
        (!over && (s->accepted & (1u << s->to_move))) || (s->placed && s->passes)) {
        tb_error_set(err, "bad position: the fields contradict each other");
        return false;
    }
    if (cfg->rules == GO_RULES_GO || cfg->rosette) {
        /* stones without liberties exist only in Alak and inside rosettes */
        go_groups groups;
        go_groups_compute(&cfg->graph, &s->board, &groups);
        for (int p = 0; p < num_points(cfg); p++)
            if (groups.id[p] >= 0 && groups.liberties[groups.id[p]] == 0) {
                tb_pointset stones;
                go_group(&cfg->graph, &s->board, p, &stones, NULL);
                if (!(cfg->rosette && group_has_rosette(cfg, &stones))) {
                    tb_error_set(err, "bad position: the group at %s has no liberties",
                                 label(cfg, p));
                    return false;
                }
            }
    }
    if (!strstr(seen_names, " seen "))
        history_push(cfg, s, history_key(cfg, s->board.hash, s->to_move));
    return true;
}

/* Whether the turn and move counts and the prisoners change nothing that follows: Alak with
 * no move cap (captured stones are back in the supply), and Go counted by area with one stone
 * a turn and the basic ko; never with a history of positions (superko, Alak's repetition). */
static bool counts_forgotten(const go_config *cfg)
{
    if (cfg->history)
        return false;
    if (cfg->rules == GO_RULES_ALAK)
        return cfg->max_moves == 0;
    return cfg->scoring == GO_SCORE_AREA && cfg->progression == GO_PROG_NONE && !cfg->rosette;
}

static uint64_t hash(const tb_game *g, const void *state)
{
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    enum { TAIL = offsetof(go_state, hist_count) - offsetof(go_state, dead) };
    if (counts_forgotten(cfg)) {
        /* positions that differ only in the counts are one for the solvers: the fields after
         * the board, with the counts zeroed (the board itself is in its Zobrist hash) */
        unsigned char tail[TAIL];
        memcpy(tail, &s->dead, TAIL);
#define ZERO(field)                                                                                \
    memset(tail + offsetof(go_state, field) - offsetof(go_state, dead), 0, sizeof s->field)
        ZERO(prisoners);
        ZERO(turn);
        ZERO(moves);
#undef ZERO
        return s->board.hash ^ tb_hash_bytes(tail, TAIL);
    }
    return s->board.hash ^ tb_hash_bytes(&s->dead, TAIL);
}

/* ---- view ---- */

static void view(const tb_game *g, const void *state, tb_view *v)
{
    const go_config *cfg = go_config_of(g);
    const go_state *s = state;
    tb_board_view(&cfg->graph.board, v, tb_view_add_board(v, NULL));
    for (int i = 0; i < cfg->num_stars; i++)
        v->cells[cfg->stars[i]].marks |= TB_MARK_HOSHI;
    uint8_t owner[GO_MAX_POINTS];
    double score[2] = {0, 0};
    bool scoring = s->phase != GO_PHASE_PLAY && !s->resigned;
    if (scoring)
        go_score(cfg, s, &s->dead, score, owner);
    for (int p = 0; p < num_points(cfg); p++) {
        bool dead = tb_pointset_has(&s->dead, p);
        if (s->board.stone[p] == GO_BLACK)
            tb_view_push(v, p, TB_KIND_STONE, TB_COLOUR_BLACK, GO_P_BLACK, dead ? "x" : "X");
        else if (s->board.stone[p] == GO_WHITE)
            tb_view_push(v, p, TB_KIND_STONE, TB_COLOUR_WHITE, GO_P_WHITE, dead ? "o" : "O");
        if (dead)
            v->cells[p].marks |= TB_MARK_DEAD;
        if (scoring && owner[p] != GO_EMPTY && (s->board.stone[p] == GO_EMPTY || dead))
            tb_view_mark_territory(v, p, owner[p] - 1,
                                   owner[p] == GO_BLACK ? TB_COLOUR_BLACK : TB_COLOUR_WHITE);
        if (cfg->rules == GO_RULES_ALAK && tb_pointset_has(&s->emptied, p))
            v->cells[p].marks |= TB_MARK_BLOCKED;
    }
    if (s->supply[0] != GO_UNLIMITED) {
        tb_view_add_reserve_kind(v, GO_P_BLACK, TB_KIND_STONE, TB_COLOUR_BLACK, "X", s->supply[0]);
        tb_view_add_reserve_kind(v, GO_P_WHITE, TB_KIND_STONE, TB_COLOUR_WHITE, "O", s->supply[1]);
    }
    tb_outcome o;
    outcome(g, s, &o);
    if (o.over)
        snprintf(v->status, sizeof v->status, "Game over: %.80s", o.reason);
    else if (s->phase == GO_PHASE_SCORING) {
        char b[16], w[16];
        format_points(score[0], b, sizeof b);
        format_points(score[1], w, sizeof w);
        snprintf(v->status, sizeof v->status,
                 "%s: mark dead (dead:<point>), accept or resume; Black %.8s, White %.8s",
                 player_name[s->to_move], b, w);
    } else if (cfg->progression != GO_PROG_NONE)
        snprintf(v->status, sizeof v->status, "%s to move, turn %d, stone %d of %d",
                 player_name[s->to_move], s->turn, s->placed + 1, go_allowance(cfg, s->turn));
    else
        snprintf(v->status, sizeof v->status, "%s to move, prisoners %d-%d",
                 player_name[s->to_move], s->prisoners[0], s->prisoners[1]);
}

/* Area estimate for search: stones plus surrounded empty points, from the mover's side. */
static int evaluate(const tb_game *g, const void *state, int player)
{
    const go_config *cfg = go_config_of(g);
    double score[2];
    go_score(cfg, state, NULL, score, NULL);
    int v = (int)((score[0] - score[1]) * 100);
    return player == GO_P_BLACK ? v : -v;
}

/* A turn as the sources write a series (§4.5, "t. s1 s2 ... sk"): the turn number, then the
 * stones in the order they were placed. Without the number the text is read as actions
 * separated by spaces (return 0). */
static int turn_from_text(const tb_game *g, const void *state, const char *text,
                          tb_action *actions, int max, tb_error *err)
{
    const go_state *s = state;
    const char *p = text;
    while (*p >= '0' && *p <= '9')
        p++;
    if (p == text || *p != '.' || p - text > 5)
        return 0;
    int number = atoi(text);
    if (s->placed > 0) {
        tb_error_set(err, "turn %d has begun: write only its remaining stones", s->turn);
        return -1;
    }
    if (number != s->turn) {
        tb_error_set(err, "'%d.' is not this turn: turn %d is to be played", number, s->turn);
        return -1;
    }
    void *scratch = malloc(g->state_size);
    if (!scratch) {
        tb_error_set(err, "out of memory");
        return -1;
    }
    memcpy(scratch, state, g->state_size);
    char word[64];
    int n = 0;
    for (p++;;) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        size_t k = 0;
        while (p[k] && p[k] != ' ')
            k++;
        if (k >= sizeof word || n == max) {
            tb_error_set(err, k >= sizeof word ? "a word of the turn is too long"
                                               : "too many stones in one turn");
            n = -1;
            break;
        }
        memcpy(word, p, k);
        word[k] = '\0';
        p += k;
        if (!action_from_text(g, scratch, word, &actions[n], err)) {
            n = -1;
            break;
        }
        g->cls->apply(g, scratch, actions[n++]);
    }
    free(scratch);
    if (n == 0)
        tb_error_set(err, "turn %d: no stone after the number", number);
    return n > 0 ? n : -1;
}

const tb_game_class go_class = {
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
    .hash = hash,
    .mid_turn = mid_turn,
    .evaluate = evaluate,
    .turn_from_text = turn_from_text,
};

/* ---- the variants ---- */

#define KO_OPTION                                                                                  \
    {                                                                                              \
        "ko", "basic", "basic, positional-superko or situational-superko (§1.3)"                  \
    }
#define DEAD_OPTION                                                                                \
    {                                                                                              \
        "dead", "agreement",                                                                       \
            "agreement: after two passes the players mark dead groups and accept (or resume); "    \
            "none: "                                                                               \
            "count the board as it stands (§1.4)"                                                 \
    }
#define SCORING_OPTION                                                                             \
    {                                                                                              \
        "scoring", "area", "area (stones + territory) or territory (§2.4)"                        \
    }

static const tb_option_def go_options[] = {
    {"board", "square", "square (fixed by the variant)"},
    {"size", "19", "board of size x size points, 2 to 19 (19, 13 and 9 in the sources)"},
    {"komi", "auto", "White's bonus, a multiple of 0.5; auto: 5.5, or 0 with handicap (§2.4)"},
    {"handicap", "0", "Black's handicap stones, 0 or 2 to 9 (25 on 19x19) (§2.2)"},
    {"handicap_free", "off", "on: Black places the handicap stones anywhere (§2.2)"},
    SCORING_OPTION,
    KO_OPTION,
    DEAD_OPTION,
    {"supply", "unlimited", "stones per player: unlimited, N or B/W such as 181/180 (§2.1)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_go = {
    .id = "go",
    .name_pt = "Go",
    .name_en = "Go",
    .family = "go",
    .summary_pt = "Cercar território com pedras; capturam-se os grupos sem liberdades.",
    .summary_en = "Surround territory with stones; groups without liberties are captured.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &go_class,
    .option_defs = go_options,
    .preset = "board=square",
};

static const tb_option_def alak_options[] = {
    {"board", "line", "line (fixed by the variant)"},
    {"length", "11", "points on the line, 3 to 64; each player has length - 1 stones (§3.1)"},
    {"first", "black", "black or white: who places the first stone (§3.2)"},
    {"max_moves", "200", "a game reaching this many placements is a draw; 0: no limit (§3.5)"},
    {"repetition", "off", "on: a position repeated with the same player to move draws (§3.5)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_go_alak = {
    .id = "go/alak",
    .name_pt = "Alak",
    .name_en = "Alak",
    .family = "go",
    .summary_pt = "Go numa linha: o suicídio é permitido e as pedras capturadas voltam ao dono.",
    .summary_en = "Go on a line: suicide is allowed and captured stones return to their owner.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &go_class,
    .option_defs = alak_options,
    .preset = "board=line",
};

static const tb_option_def progressive_options[] = {
    {"board", "square", "square (fixed by the variant)"},
    {"size", "13", "board of size x size points, 2 to 19 (§4.1: 13)"},
    {"progression", "1,2,3",
     "stones per turn: 1,2,3 (t), 1,2,2, 1,2,1 (cycle), 1,3,4 or 1,3,5 (2t-1) (§4.3)"},
    {"restriction", "stop-at-atari",
     "none, stop-at-atari (a stone that leaves an enemy group in atari ends the turn) or "
     "distinct-groups (§4.3)"},
    {"komi", "0", "White's bonus, a multiple of 0.5 (§4.4)"},
    SCORING_OPTION,
    KO_OPTION,
    DEAD_OPTION,
    {"supply", "unlimited", "stones per player: unlimited, N (80 in the book) or B/W (§4.1)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_go_progressive = {
    .id = "go/progressive",
    .name_pt = "Go progressivo",
    .name_en = "Progressive Go",
    .family = "go",
    .summary_pt = "Go em que a vez t permite até t pedras.",
    .summary_en = "Go where turn t allows up to t stones.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &go_class,
    .option_defs = progressive_options,
    .preset = "board=square",
};

static const tb_option_def hex_progressive_options[] = {
    {"board", "hex", "hex (fixed by the variant: 91 hexagonal cells)"},
    {"progression", "1,2,3", "stones per turn: 1,2,3, 1,2,2, 1,2,1, 1,3,4 or 1,3,5 (§5.2)"},
    {"restriction", "none", "none, stop-at-atari or distinct-groups (§5.2: no stop rule)"},
    {"komi", "0", "White's bonus, a multiple of 0.5 (§5.2)"},
    SCORING_OPTION,
    KO_OPTION,
    DEAD_OPTION,
    {"supply", "unlimited", "stones per player: unlimited, N or B/W"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_go_hex_progressive = {
    .id = "go/hex-progressive",
    .name_pt = "Go progressivo hexagonal",
    .name_en = "Hexagonal progressive Go",
    .family = "go",
    .summary_pt = "Go progressivo nas 91 casas de um tabuleiro hexagonal.",
    .summary_en = "Progressive Go on the 91 cells of a hexagonal board.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &go_class,
    .option_defs = hex_progressive_options,
    .preset = "board=hex",
};

static const tb_option_def roseta_options[] = {
    {"board", "rosette", "rosette (fixed by the variant)"},
    {"size", "5", "hexagons a side: 5 (150 vertices) or 7 (294, the 1975 board) (§6.1)"},
    {"komi", "0", "White's bonus, a multiple of 0.5 (§6.3)"},
    SCORING_OPTION,
    KO_OPTION,
    DEAD_OPTION,
    {"supply", "unlimited", "stones per player: unlimited, N (70 in the book) or B/W (§6.2)"},
    {NULL, NULL, NULL}};

const tb_variant tb_variant_go_roseta = {
    .id = "go/roseta",
    .name_pt = "Roseta",
    .name_en = "Rosette",
    .family = "go",
    .summary_pt = "Go nos vértices de hexágonos; um grupo com uma roseta não pode ser capturado.",
    .summary_en = "Go on the vertices of hexagons; a group holding a rosette cannot be captured.",
    .players_pt = {"Negras", "Brancas"},
    .players_en = {"Black", "White"},
    .cls = &go_class,
    .option_defs = roseta_options,
    .preset = "board=rosette",
};
