/* Game instances and the generic wrappers around the contract's optional hooks. */
#include "tabula/game.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"
#include "tabula/view.h"

tb_game *tb_game_new(const tb_variant *variant, const char *options, tb_error *err)
{
    tb_options opts;
    if (!tb_options_resolve(variant, options, &opts, err))
        return NULL;
    tb_game *g = calloc(1, sizeof *g);
    if (!g) {
        tb_error_set(err, "out of memory");
        return NULL;
    }
    g->variant = variant;
    g->cls = variant->cls;
    g->options = opts;
    g->num_players = 2;
    if (!g->cls->create(g, &g->options, err)) {
        tb_game_free(g);
        return NULL;
    }
    return g;
}

void tb_game_free(tb_game *game)
{
    if (!game)
        return;
    if (game->cls->destroy)
        game->cls->destroy(game);
    else
        free(game->config);
    free(game);
}

const char *tb_game_option(const tb_game *game, const char *name)
{
    return tb_options_get(&game->options, name);
}

const char *tb_game_player_name(const tb_game *game, int p, bool portuguese)
{
    static const char *const en[] = {"Player 1", "Player 2", "Player 3", "Player 4"};
    static const char *const pt[] = {"Jogador 1", "Jogador 2", "Jogador 3", "Jogador 4"};
    if (p < 0 || p >= TB_MAX_PLAYERS)
        return "?";
    const char *name = portuguese ? game->variant->players_pt[p] : game->variant->players_en[p];
    return name ? name : portuguese ? pt[p] : en[p];
}

void *tb_state_new(const tb_game *game)
{
    void *s = calloc(1, game->state_size);
    if (s)
        game->cls->initial(game, s);
    return s;
}

uint64_t tb_hash_bytes(const void *data, size_t len)
{
    const unsigned char *p = data;
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= 1099511628211ULL;
    }
    /* FNV alone mixes the high bits poorly; finish with splitmix64's mixer. */
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return h;
}

uint64_t tb_game_hash(const tb_game *game, const void *state)
{
    if (game->cls->hash)
        return game->cls->hash(game, state);
    return tb_hash_bytes(state, game->state_size);
}

bool tb_game_mid_turn(const tb_game *game, const void *state)
{
    return game->cls->mid_turn ? game->cls->mid_turn(game, state) : false;
}

int tb_game_team(const tb_game *game, int player)
{
    return game->cls->team ? game->cls->team(game, player) : player;
}

int tb_game_sides(const tb_game *game)
{
    int seen = 0, sides = 0; /* bits of the sides met */
    for (int p = 0; p < game->num_players && p < 31; p++) {
        int t = tb_game_team(game, p);
        if (t >= 0 && t < 31 && !(seen >> t & 1)) {
            seen |= 1 << t;
            sides++;
        }
    }
    return sides;
}

bool tb_game_over(const tb_game *game, const void *state)
{
    tb_outcome o;
    game->cls->outcome(game, state, &o);
    return o.over;
}

int tb_game_legal_for(const tb_game *game, const void *state, int player, tb_action *out)
{
    if (game->cls->legal_for)
        return game->cls->legal_for(game, state, player, out);
    if (game->cls->to_move(game, state) != player)
        return 0;
    return game->cls->legal(game, state, out);
}

bool tb_game_is_legal(const tb_game *game, const void *state, tb_action action)
{
    tb_action *moves = malloc(sizeof *moves * (size_t)game->max_actions);
    if (!moves)
        return false;
    int n = game->cls->legal(game, state, moves);
    bool found = false;
    for (int i = 0; i < n && !found; i++)
        found = moves[i] == action;
    free(moves);
    return found;
}

/* Copies `src` without surrounding blanks; false (with a message) if it does not fit. */
static bool trim_copy(char *dst, size_t cap, const char *src, tb_error *err)
{
    while (isspace((unsigned char)*src))
        src++;
    size_t n = strlen(src);
    while (n > 0 && isspace((unsigned char)src[n - 1]))
        n--;
    if (n >= cap) {
        tb_error_set(err, "text too long (%zu characters, at most %zu)", n, cap - 1);
        return false;
    }
    memcpy(dst, src, n);
    dst[n] = '\0';
    return true;
}

bool tb_game_parse_action(const tb_game *game, const void *state, const char *text,
                          tb_action *action, tb_error *err)
{
    char buf[256];
    if (!trim_copy(buf, sizeof buf, text, err))
        return false;
    if (buf[0] == '\0') {
        tb_error_set(err, "empty move");
        return false;
    }
    if (tb_game_over(game, state)) {
        tb_error_set(err, "the game is over");
        return false;
    }
    tb_action a;
    if (!game->cls->action_from_text(game, state, buf, &a, err))
        return false;
    if (!tb_game_is_legal(game, state, a)) {
        tb_error_set(err, "illegal move: %s", buf);
        return false;
    }
    *action = a;
    return true;
}

/* Are actions[0..n) one turn (or its start) that may be played in turn from `state`? Plays
 * them on `scratch`, a copy of `state`. */
static bool legal_turn(const tb_game *game, const void *state, void *scratch,
                       const tb_action *actions, int n, const char *text, tb_error *err)
{
    memcpy(scratch, state, game->state_size);
    int player = game->cls->to_move(game, scratch);
    if (n == 0) {
        tb_error_set(err, "empty move");
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (i > 0 && (tb_game_over(game, scratch) || game->cls->to_move(game, scratch) != player ||
                      !tb_game_mid_turn(game, scratch))) {
            tb_error_set(err, "the turn is over before the end of '%s'", text);
            return false;
        }
        if (!tb_game_is_legal(game, scratch, actions[i])) {
            tb_error_set(err, "illegal move: %s", text);
            return false;
        }
        game->cls->apply(game, scratch, actions[i]);
    }
    return true;
}

int tb_game_parse_turn(const tb_game *game, const void *state, const char *text, tb_action *actions,
                       int max, tb_error *err)
{
    char buf[1024];
    if (!trim_copy(buf, sizeof buf, text, err))
        return -1;
    void *scratch = malloc(game->state_size);
    if (!scratch) {
        tb_error_set(err, "out of memory");
        return -1;
    }
    /* The game's own turn notation first; its message stands if the text is not a turn of
     * space-separated actions either. */
    tb_error hook_err = {{0}};
    if (game->cls->turn_from_text && buf[0] && !tb_game_over(game, state)) {
        int n = game->cls->turn_from_text(game, state, buf, actions, max, &hook_err);
        if (n > max) {
            tb_error_set(&hook_err, "too many actions in one turn");
            n = -1;
        }
        if (n > 0 && legal_turn(game, state, scratch, actions, n, buf, &hook_err)) {
            free(scratch);
            return n;
        }
    }
    memcpy(scratch, state, game->state_size);
    /* A move whose own notation has spaces ("[2] 1:7>5", "V 0,1", "split 5=3+2") is one
     * action; only otherwise are the words actions of one turn. */
    tb_error whole_err = {{0}};
    if (strpbrk(buf, " \t") && max > 0 &&
        tb_game_parse_action(game, state, buf, &actions[0], &whole_err)) {
        free(scratch);
        return 1;
    }
    int player = game->cls->to_move(game, scratch);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
        if (n > 0 && (tb_game_over(game, scratch) || game->cls->to_move(game, scratch) != player ||
                      !tb_game_mid_turn(game, scratch))) {
            tb_error_set(err, "the turn is over before '%s'", tok);
            n = -1;
            break;
        }
        if (n == max) {
            tb_error_set(err, "too many actions in one turn");
            n = -1;
            break;
        }
        if (!tb_game_parse_action(game, scratch, tok, &actions[n], err)) {
            if (n == 0 && hook_err.msg[0]) /* not in either notation: the game's own message */
                tb_error_set(err, "%s", hook_err.msg);
            else if (n == 0 && whole_err.msg[0]) /* not a turn of words: the whole text's */
                tb_error_set(err, "%s", whole_err.msg);
            n = -1;
            break;
        }
        game->cls->apply(game, scratch, actions[n]);
        n++;
    }
    if (n == 0) {
        tb_error_set(err, "empty move");
        n = -1;
    }
    free(scratch);
    return n;
}

int tb_game_turn_to_text(const tb_game *game, const void *state, const tb_action *actions, int n,
                         char *buf, size_t len)
{
    if (len)
        buf[0] = '\0';
    if (game->cls->turn_to_text)
        return game->cls->turn_to_text(game, state, actions, n, buf, len);
    void *scratch = malloc(game->state_size);
    if (!scratch)
        return 0;
    memcpy(scratch, state, game->state_size);
    size_t used = 0;
    for (int i = 0; i < n; i++) {
        char text[256];
        game->cls->action_to_text(game, scratch, actions[i], text, sizeof text);
        int k = snprintf(buf + (used < len ? used : len), used < len ? len - used : 0, "%s%s",
                         i ? " " : "", text);
        used += k > 0 ? (size_t)k : 0;
        if (i + 1 < n)
            game->cls->apply(game, scratch, actions[i]);
    }
    free(scratch);
    return (int)used;
}

char *tb_game_turn_text_new(const tb_game *game, const void *state, const tb_action *actions, int n)
{
    char probe[256];
    int len = tb_game_turn_to_text(game, state, actions, n, probe, sizeof probe);
    char *text = malloc((size_t)(len > 0 ? len : 0) + 1);
    if (text)
        tb_game_turn_to_text(game, state, actions, n, text, (size_t)(len > 0 ? len : 0) + 1);
    return text;
}

int tb_game_split_turns(const tb_game *game, const void *start, const tb_action *actions, int count,
                        int *starts)
{
    void *state = malloc(game->state_size);
    if (!state)
        return 0;
    memcpy(state, start, game->state_size);
    int turns = 0;
    for (int i = 0; i < count; i++) {
        if (i == 0 || !tb_game_mid_turn(game, state))
            starts[turns++] = i;
        game->cls->apply(game, state, actions[i]);
    }
    free(state);
    return turns;
}

bool tb_game_parse_position(const tb_game *game, const char *text, void *state, tb_error *err)
{
    void *scratch = calloc(1, game->state_size);
    if (!scratch) {
        tb_error_set(err, "out of memory");
        return false;
    }
    char buf[4096];
    bool ok = trim_copy(buf, sizeof buf, text, err) &&
              game->cls->position_from_text(game, buf, scratch, err);
    if (ok)
        memcpy(state, scratch, game->state_size);
    free(scratch);
    return ok;
}

/* Does `label` start at `text`, not followed by a digit when it ends in one ("a1" is not in
 * "a10")? */
static bool label_at(const char *text, const char *label, size_t len)
{
    return len && strncmp(text, label, len) == 0 &&
           !(isdigit((unsigned char)label[len - 1]) && isdigit((unsigned char)text[len]));
}

int tb_game_action_cells(const tb_game *g, const void *state, const tb_view *v, tb_action a,
                         char (*labels)[16], int max)
{
    if (g->cls->action_cells)
        return g->cls->action_cells(g, state, a, labels, max);
    char text[256];
    g->cls->action_to_text(g, state, a, text, sizeof text);
    int n = 0;
    for (const char *p = text; *p && n < max;) {
        size_t best = 0;
        int best_cell = -1;
        for (int i = 0; i < v->num_cells; i++) {
            size_t len = strlen(v->cells[i].label);
            if (len > best && label_at(p, v->cells[i].label, len)) {
                best = len;
                best_cell = i;
            }
        }
        if (best_cell < 0) {
            p++;
            continue;
        }
        snprintf(labels[n++], sizeof labels[0], "%s", v->cells[best_cell].label);
        p += best;
    }
    return n;
}
