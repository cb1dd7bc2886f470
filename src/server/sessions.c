/* Stored games in memory: the table of sessions, the changes the API makes to them (each
 * written to storage before it is answered), and the computer players, which think in the
 * worker pool while their session is locked against moves. */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>
#include <time.h>

#include "core/budget.h"
#include "core/options.h"
#include "server/server.h"
#include "tabula/family.h"
#include "tabula/levels.h"

#define TRIM_EVERY 256 /* deletions between two malloc_trim calls */
#include "tabula/player.h"
#include "tabula/record.h"
#include "tabula/registry.h"

/* Bounds on the parameters of a spec the API sends, whatever its kind: what one request may
 * make a computer player spend. A parameter of another name is not a resource. 0 is "no
 * limit" for every count here, so it is refused where a bound is needed (time). */
static const struct {
    const char *name;
    double max;
} param_bounds[] = {
    {"tt", 256},          /* MB of transposition table */
    {"nodes", 4e6},       /* MCTS tree nodes (memory) or chess search nodes */
    {"positions", 20e6},  /* positions the solver or the analysis may visit or memoise */
    {"iterations", 10e6}, /* MCTS playouts */
    {"threads", 2},       /* the machine's cores, shared by every game */
    {"depth", 128},
};

bool srv_add_level(srv_server *srv, const char *id, const char *spec, tb_error *err)
{
    const tb_player_kind *kind;
    tb_options params;
    if (!*id || strlen(id) > 32 || strcasecmp(id, "human") == 0 || strchr(id, ':')) {
        tb_error_set(err, "--engine: bad name '%s' (1 to 32 characters, no ':', not 'human')", id);
        return false;
    }
    if (player_spec_resolve(srv, NULL, id) != id) {
        tb_error_set(err, "--engine: '%s' is already a level", id);
        return false;
    }
    if (!tb_player_spec_parse(spec, &kind, &params, err))
        return false;
    if (srv->num_levels == SRV_MAX_LEVELS) {
        tb_error_set(err, "--engine: at most %d engines", SRV_MAX_LEVELS - tb_level_count());
        return false;
    }
    srv_level *l = &srv->levels[srv->num_levels];
    if (strlen(spec) >= sizeof l->spec) {
        tb_error_set(err, "--engine: the spec of '%s' is too long", id);
        return false;
    }
    snprintf(l->id, sizeof l->id, "%s", id);
    snprintf(l->spec, sizeof l->spec, "%s", spec);
    srv->num_levels++;
    return true;
}

/* The built-in levels (tabula/levels.h), each game's player resolved when it is asked for. */
void srv_levels_init(srv_server *srv)
{
    srv->num_levels = 0;
    for (int i = 0; i < tb_level_count(); i++) {
        const tb_level *l = tb_level_at(i);
        snprintf(srv->levels[i].id, sizeof srv->levels[i].id, "%s", l->id);
        snprintf(srv->levels[i].spec, sizeof srv->levels[i].spec, "%s", l->generic_spec);
        srv->num_levels++;
    }
}

void srv_now(char out[32])
{
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static bool is_human(const char *spec)
{
    return strcasecmp(spec, "human") == 0;
}

/* A level's spec; for a built-in level, the player the game's family puts behind it when it
 * has one (the family's own engine), as in the terminal's menu (tb_level_player). */
const char *player_spec_resolve(const srv_server *srv, const tb_game *game, const char *spec)
{
    for (int i = 0; i < srv->num_levels; i++)
        if (strcasecmp(spec, srv->levels[i].id) == 0) {
            const tb_level *builtin = i < tb_level_count() ? tb_level_at(i) : NULL;
            if (builtin && game)
                return tb_level_player(game->variant, builtin);
            return srv->levels[i].spec;
        }
    return spec;
}

/* A spec from a request or a stored row is data: it is read, its kind checked against what
 * the server offers and its parameters against the bounds, and only then is a player built
 * (to check the values themselves: "time=abc"). A level is the server operator's choice and
 * trusted: it may name an engine (--engine). */
bool player_spec_check(const srv_server *srv, const tb_game *game, const char *spec, tb_error *err)
{
    if (is_human(spec))
        return true;
    const char *resolved = player_spec_resolve(srv, game, spec);
    bool trusted = resolved != spec;
    const tb_player_kind *kind;
    tb_options params;
    if (!tb_player_spec_parse(resolved, &kind, &params, err))
        return false;
    if (kind->runs_program && !trusted) {
        tb_error_set(err,
                     "player '%.40s': the %s player runs a program; the server offers it only "
                     "as an engine its operator names (tabula serve --engine NAME=SPEC)",
                     spec, kind->name);
        return false;
    }
    for (int i = 0; i < params.count; i++) {
        const char *name = params.item[i].name;
        for (const char *const *op = kind->operator_params; !trusted && op && *op; op++)
            if (strcmp(name, *op) == 0 && tb_options_get(&params, name) &&
                *tb_options_get(&params, name)) {
                tb_error_set(err,
                             "player '%.40s': %s names a folder of this computer; the server "
                             "takes it only from its operator (tabula serve --engine NAME=SPEC)",
                             spec, name);
                return false;
            }
        if (strcmp(name, "time") == 0) {
            double seconds;
            if (!tb_param_seconds(&params, "time", &seconds, err))
                return false;
            if (seconds <= 0 || seconds > SRV_MAX_THINK) {
                tb_error_set(err, "player '%.40s': time must be more than 0 and at most %gs", spec,
                             SRV_MAX_THINK);
                return false;
            }
            continue;
        }
        for (size_t b = 0; !trusted && b < sizeof param_bounds / sizeof param_bounds[0]; b++) {
            if (strcmp(name, param_bounds[b].name) != 0)
                continue;
            uint64_t count;
            if (!tb_param_count(&params, name, 0, (uint64_t)param_bounds[b].max, &count, err))
                return false;
        }
    }
    if (kind->runs_program)
        return true; /* an operator's engine: started when it is first asked to move */
    tb_player *p = tb_player_new(game, resolved, 1, err);
    tb_player_free(p);
    return p != NULL;
}

/* ---- the table ---- */

static void session_free(srv_session *s)
{
    for (int i = 0; i < TB_MAX_PLAYERS; i++)
        free(s->specs[i]);
    free(s->actions);
    free(s->start);
    free(s->state);
    tb_game_free(s->game);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

/* The index of the first session whose id is not below `id`. */
static size_t table_lower_bound(const srv_server *srv, int64_t id)
{
    size_t lo = 0, hi = srv->count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (srv->sessions[mid]->id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static ssize_t table_find(const srv_server *srv, int64_t id)
{
    size_t i = table_lower_bound(srv, id);
    return i < srv->count && srv->sessions[i]->id == id ? (ssize_t)i : -1;
}

/* Adds a new session, which holds the table's reference, in id order (two creations may
 * reach here in either order). */
static bool table_add(srv_server *srv, srv_session *s)
{
    pthread_mutex_lock(&srv->table_lock);
    bool ok = true;
    if (srv->count == srv->cap) {
        size_t cap = srv->cap ? srv->cap * 2 : 64;
        srv_session **grown = realloc(srv->sessions, sizeof *grown * cap);
        if (grown) {
            srv->sessions = grown;
            srv->cap = cap;
        } else {
            ok = false;
        }
    }
    if (ok) {
        size_t at = table_lower_bound(srv, s->id);
        memmove(&srv->sessions[at + 1], &srv->sessions[at],
                sizeof *srv->sessions * (srv->count - at));
        srv->sessions[at] = s;
        srv->count++;
        s->refs++;
    }
    pthread_mutex_unlock(&srv->table_lock);
    return ok;
}

srv_session *session_get(srv_server *srv, int64_t id)
{
    pthread_mutex_lock(&srv->table_lock);
    ssize_t i = table_find(srv, id);
    srv_session *s = i >= 0 ? srv->sessions[i] : NULL;
    if (s)
        s->refs++;
    pthread_mutex_unlock(&srv->table_lock);
    return s;
}

void session_release(srv_server *srv, srv_session *s)
{
    pthread_mutex_lock(&srv->table_lock);
    bool last = --s->refs == 0;
    pthread_mutex_unlock(&srv->table_lock);
    if (last)
        session_free(s);
}

static void session_retain(srv_server *srv, srv_session *s)
{
    pthread_mutex_lock(&srv->table_lock);
    s->refs++;
    pthread_mutex_unlock(&srv->table_lock);
}

static void table_remove(srv_server *srv, srv_session *s)
{
    pthread_mutex_lock(&srv->table_lock);
    ssize_t i = table_find(srv, s->id);
    if (i >= 0) {
        memmove(&srv->sessions[i], &srv->sessions[i + 1],
                sizeof *srv->sessions * (srv->count - (size_t)i - 1));
        srv->count--;
    }
    pthread_mutex_unlock(&srv->table_lock);
    if (i >= 0)
        session_release(srv, s);
}

json_t *sessions_list(srv_server *srv, bool pt)
{
    /* Borrow every session first, so no session lock is taken under the table lock. */
    pthread_mutex_lock(&srv->table_lock);
    size_t n = srv->count;
    srv_session **all = malloc(sizeof *all * (n ? n : 1));
    if (!all)
        n = 0;
    for (size_t i = 0; i < n; i++) {
        all[i] = srv->sessions[i];
        all[i]->refs++;
    }
    pthread_mutex_unlock(&srv->table_lock);
    json_t *list = json_array();
    for (size_t i = n; i-- > 0;) {
        srv_session *s = all[i];
        pthread_mutex_lock(&s->lock);
        if (!s->removed)
            json_array_append_new(list, json_session_summary(s, pt));
        pthread_mutex_unlock(&s->lock);
        session_release(srv, s);
    }
    free(all);
    return json_pack("{s:o}", "sessions", list);
}

/* ---- changes ---- */

static bool push_action(srv_session *s, tb_action a)
{
    if (s->count == s->cap) {
        int cap = s->cap ? s->cap * 2 : 64;
        tb_action *grown = realloc(s->actions, sizeof *grown * (size_t)cap);
        if (!grown)
            return false;
        s->actions = grown;
        s->cap = cap;
    }
    s->actions[s->count++] = a;
    s->game->cls->apply(s->game, s->state, a);
    return true;
}

static void replay(srv_session *s)
{
    memcpy(s->state, s->start, s->game->state_size);
    for (int i = 0; i < s->count; i++)
        s->game->cls->apply(s->game, s->state, s->actions[i]);
}

/* Makes the game `count` actions long: the first `count` of the list, which may be longer
 * than before when restoring after a failed write. */
static void set_length(srv_session *s, int count)
{
    s->count = count;
    replay(s);
}

/* Writes the session after a change; on failure puts back the old length and returns 500. */
static int save_change(srv_server *srv, srv_session *s, int old_count, tb_error *err)
{
    char before[32];
    memcpy(before, s->updated, sizeof before);
    srv_now(s->updated);
    s->version++;
    if (storage_update(srv->storage, s, err))
        return 200;
    memcpy(s->updated, before, sizeof before);
    set_length(s, old_count);
    return 500;
}

static void start_player(srv_server *srv, srv_session *s, const char *spec);

/* Starts the computer when one is to move (caller holds s->lock). */
static void kick(srv_server *srv, srv_session *s)
{
    if (s->thinking || s->removed || tb_game_over(s->game, s->state))
        return;
    int p = s->game->cls->to_move(s->game, s->state);
    if (!is_human(s->specs[p]))
        start_player(srv, s, s->specs[p]);
}

typedef struct think_job {
    srv_server *srv;
    srv_session *s;
    unsigned version;
    char spec[256];
} think_job;

static void think(void *arg)
{
    think_job *job = arg;
    srv_server *srv = job->srv;
    srv_session *s = job->s;
    pthread_mutex_lock(&s->lock);
    bool current = !s->removed && s->version == job->version && !srv_is_stopping(srv);
    void *state = current ? malloc(s->game->state_size) : NULL;
    if (!state) {
        s->thinking = false;
        pthread_mutex_unlock(&s->lock);
        session_release(srv, s);
        free(job);
        return;
    }
    memcpy(state, s->state, s->game->state_size);
    const tb_game *g = s->game; /* immutable and kept alive by our reference */
    int mover = g->cls->to_move(g, state);
    pthread_mutex_unlock(&s->lock);

    pthread_mutex_lock(&srv->table_lock);
    uint64_t seed = srv->seed++;
    pthread_mutex_unlock(&srv->table_lock);
    tb_error err = {{0}};
    tb_action a = 0;
    tb_player *p = tb_player_new(g, player_spec_resolve(srv, g, job->spec), seed, &err);
    bool ok = p && tb_player_choose(p, state, &a, &err);
    tb_player_free(p);
    free(state);

    pthread_mutex_lock(&s->lock);
    s->thinking = false;
    if (!s->removed && s->version == job->version) {
        if (ok && !tb_game_is_legal(g, s->state, a)) {
            tb_error_set(&err, "the computer player chose an illegal move");
            ok = false;
        }
        int old = s->count;
        if (ok && !push_action(s, a)) {
            tb_error_set(&err, "out of memory");
            ok = false;
        }
        if (ok && save_change(srv, s, old, &err) != 200)
            ok = false;
        if (!ok) {
            snprintf(s->error, sizeof s->error, "computer player: %s", err.msg);
            fprintf(stderr, "tabula: session %lld: %s\n", (long long)s->id, s->error);
        } else if (!tb_game_over(g, s->state) && tb_game_mid_turn(g, s->state) &&
                   g->cls->to_move(g, s->state) == mover) {
            start_player(srv, s, job->spec); /* the same player finishes its turn */
        } else {
            kick(srv, s);
        }
    }
    pthread_mutex_unlock(&s->lock);
    session_release(srv, s);
    free(job);
}

/* save_change after a person's move or undo; when it is saved, the last error is cleared and
 * the computer started if it is to move. */
static int save_move(srv_server *srv, srv_session *s, int old_count, tb_error *err)
{
    int status = save_change(srv, s, old_count, err);
    if (status == 200) {
        s->error[0] = '\0';
        kick(srv, s);
    }
    return status;
}

/* Queues a computer player for the player to move (caller holds s->lock). */
static void start_player(srv_server *srv, srv_session *s, const char *spec)
{
    think_job *job = malloc(sizeof *job);
    if (!job) {
        snprintf(s->error, sizeof s->error, "computer player: out of memory");
        return;
    }
    *job = (think_job){srv, s, s->version, ""};
    snprintf(job->spec, sizeof job->spec, "%s", spec);
    s->thinking = true;
    s->error[0] = '\0';
    session_retain(srv, s);
    if (!workers_submit(srv->workers, think, job)) {
        s->thinking = false;
        free(job);
        session_release(srv, s); /* not the last reference: the caller holds one */
    }
}

static srv_session *session_alloc(tb_game *g, const char *const *specs, int num_specs)
{
    srv_session *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    pthread_mutex_init(&s->lock, NULL);
    s->game = g;
    s->start = malloc(g->state_size);
    s->state = malloc(g->state_size);
    bool ok = s->start && s->state;
    for (int i = 0; ok && i < g->num_players; i++)
        ok = (s->specs[i] = strdup(i < num_specs ? specs[i] : "human")) != NULL;
    if (!ok) {
        s->game = NULL; /* the caller still owns g */
        session_free(s);
        return NULL;
    }
    return s;
}

/* A new session's last steps: stored, listed, its first computer player started, and
 * handed to the caller (201); on failure it is freed (500). */
static int session_publish(srv_server *srv, srv_session *s, srv_session **out, tb_error *err)
{
    srv_now(s->created);
    memcpy(s->updated, s->created, sizeof s->created);
    if (!storage_insert(srv->storage, s, &s->id, err)) {
        session_free(s);
        return 500;
    }
    if (!table_add(srv, s)) {
        tb_error_set(err, "out of memory");
        storage_delete(srv->storage, s->id, err);
        session_free(s);
        return 500;
    }
    session_retain(srv, s); /* the caller's */
    pthread_mutex_lock(&s->lock);
    kick(srv, s);
    pthread_mutex_unlock(&s->lock);
    *out = s;
    return 201;
}

int session_create(srv_server *srv, const tb_variant *variant, const char *options,
                   const char *position, const char *const *specs, int num_specs, srv_session **out,
                   tb_error *err)
{
    tb_game *g = tb_game_new(variant, options && *options ? options : NULL, err);
    if (!g)
        return 400;
    if (num_specs > 0 && num_specs != g->num_players) {
        tb_error_set(err, "players: %s has %d players, got %d", variant->id, g->num_players,
                     num_specs);
        tb_game_free(g);
        return 400;
    }
    for (int i = 0; i < num_specs; i++)
        if (!player_spec_check(srv, g, specs[i], err)) {
            tb_game_free(g);
            return 400;
        }
    srv_session *s = session_alloc(g, specs, num_specs);
    if (!s) {
        tb_game_free(g);
        tb_error_set(err, "out of memory");
        return 500;
    }
    g->cls->initial(g, s->start);
    if (position && *position && !tb_game_parse_position(g, position, s->start, err)) {
        session_free(s);
        return 400;
    }
    memcpy(s->state, s->start, g->state_size);
    return session_publish(srv, s, out, err);
}

int session_import(srv_server *srv, tb_record *r, const char *const *specs, int num_specs,
                   srv_session **out, tb_error *err)
{
    tb_game *g = r->game;
    if (num_specs > 0 && num_specs != g->num_players) {
        tb_error_set(err, "players: %s has %d players, got %d", g->variant->id, g->num_players,
                     num_specs);
        return 400;
    }
    for (int i = 0; i < num_specs; i++)
        if (!player_spec_check(srv, g, specs[i], err))
            return 400;
    srv_session *s = session_alloc(g, specs, num_specs);
    if (!s) {
        tb_error_set(err, "out of memory");
        return 500;
    }
    r->game = NULL; /* now the session's */
    memcpy(s->start, r->start, g->state_size);
    s->actions = r->actions;
    s->count = s->cap = r->count;
    r->actions = NULL;
    replay(s);
    return session_publish(srv, s, out, err);
}

/* Why the session takes no move or undo now, or NULL (caller holds s->lock). */
static const char *busy(const srv_session *s)
{
    if (s->removed)
        return "the game was deleted";
    if (s->thinking)
        return "the computer is thinking";
    return NULL;
}

int session_play(srv_server *srv, srv_session *s, const char *move, tb_error *err)
{
    pthread_mutex_lock(&s->lock);
    const tb_game *g = s->game;
    int status = 200;
    const char *why = busy(s);
    tb_action turn[1024];
    int n = 0;
    if (why) {
        tb_error_set(err, "%s", why);
        status = 409;
    } else if (tb_game_over(g, s->state)) {
        tb_error_set(err, "the game is over");
        status = 409;
    } else if (!is_human(s->specs[g->cls->to_move(g, s->state)])) {
        tb_error_set(err, "it is the computer's turn");
        status = 409;
    } else if ((n = tb_game_parse_turn(g, s->state, move, turn, 1024, err)) < 0) {
        status = 400;
    } else if (n == 0) {
        tb_error_set(err, "no move given");
        status = 400;
    }
    if (status == 200) {
        int old = s->count;
        for (int i = 0; i < n && status == 200; i++)
            if (!push_action(s, turn[i])) {
                set_length(s, old);
                tb_error_set(err, "out of memory");
                status = 500;
            }
        if (status == 200)
            status = save_move(srv, s, old, err);
    }
    pthread_mutex_unlock(&s->lock);
    return status;
}

int session_undo(srv_server *srv, srv_session *s, tb_error *err)
{
    pthread_mutex_lock(&s->lock);
    const tb_game *g = s->game;
    const char *why = busy(s);
    int status = 200;
    /* Back to the last start of a person's turn before now, so that against the computer
     * its answer is taken back too. */
    int target = -1;
    void *state = why ? NULL : malloc(g->state_size);
    if (state) {
        memcpy(state, s->start, g->state_size);
        for (int i = 0; i < s->count; i++) {
            bool turn_start = i == 0 || !tb_game_mid_turn(g, state);
            if (turn_start && is_human(s->specs[g->cls->to_move(g, state)]))
                target = i;
            g->cls->apply(g, state, s->actions[i]);
        }
        free(state);
    }
    if (why) {
        tb_error_set(err, "%s", why);
        status = 409;
    } else if (target < 0) {
        tb_error_set(err, "nothing to undo");
        status = 409;
    } else {
        int old = s->count;
        set_length(s, target);
        status = save_move(srv, s, old, err);
    }
    pthread_mutex_unlock(&s->lock);
    return status;
}

int session_computer(srv_server *srv, srv_session *s, const char *spec, tb_error *err)
{
    pthread_mutex_lock(&s->lock);
    const tb_game *g = s->game;
    const char *why = busy(s);
    int status = 202;
    if (why) {
        tb_error_set(err, "%s", why);
        status = 409;
    } else if (tb_game_over(g, s->state)) {
        tb_error_set(err, "the game is over");
        status = 409;
    } else {
        if (!spec) {
            spec = s->specs[g->cls->to_move(g, s->state)];
            if (is_human(spec))
                spec = "medium";
        }
        if (is_human(spec)) {
            tb_error_set(err, "player: 'human' is not a computer player");
            status = 400;
        } else if (!player_spec_check(srv, g, spec, err)) {
            status = 400;
        } else {
            start_player(srv, s, spec);
            if (!s->thinking) {
                tb_error_set(err, "the server is stopping");
                status = 503;
            }
        }
    }
    pthread_mutex_unlock(&s->lock);
    return status;
}

int session_delete(srv_server *srv, srv_session *s, tb_error *err)
{
    pthread_mutex_lock(&s->lock);
    int status = 204;
    if (s->removed) {
        tb_error_set(err, "unknown game %lld", (long long)s->id);
        status = 404;
    } else if (!storage_delete(srv->storage, s->id, err)) {
        status = 500;
    } else {
        s->removed = true; /* a computer still thinking drops its move */
    }
    pthread_mutex_unlock(&s->lock);
    if (status == 204) {
        table_remove(srv, s);
        /* Freed games stay in the allocator's per-thread arenas, where the next ones rarely
         * fit exactly: after every TRIM_EVERY deletions (and when the last game goes), give
         * the free pages back to the system. */
        pthread_mutex_lock(&srv->table_lock);
        bool trim = ++srv->deletions >= TRIM_EVERY || srv->count == 0;
        if (trim)
            srv->deletions = 0;
        pthread_mutex_unlock(&srv->table_lock);
        if (trim)
            malloc_trim(0);
    }
    return status;
}

/* ---- start and stop ---- */

/* Rebuilds one stored game from its record; a game that no longer loads (a variant removed,
 * rules changed) is reported and left in storage untouched. */
static void load_row(void *ctx, const storage_row *row)
{
    srv_server *srv = ctx;
    tb_record r;
    tb_error err = {{0}};
    if (!tb_record_read(row->record, &r, &err)) {
        fprintf(stderr, "tabula: stored game %lld not loaded: %s\n", (long long)row->id, err.msg);
        return;
    }
    const char *specs[TB_MAX_PLAYERS] = {NULL};
    json_t *players = json_loads(row->players, 0, NULL);
    int n = 0;
    for (size_t i = 0; i < json_array_size(players) && n < r.game->num_players; i++) {
        if (!json_is_string(json_array_get(players, i)))
            continue;
        /* A stored spec is data like a request's: checked before anything is built. One the
         * server no longer offers (an engine not configured now, a bound exceeded) becomes a
         * person's seat; the row itself is left as it is. */
        specs[n] = json_string_value(json_array_get(players, i));
        if (!player_spec_check(srv, r.game, specs[n], &err)) {
            fprintf(stderr,
                    "tabula: stored game %lld: player %d '%.40s' refused, seat left to a "
                    "person: %s\n",
                    (long long)row->id, n + 1, specs[n], err.msg);
            specs[n] = "human";
        }
        n++;
    }
    srv_session *s = session_alloc(r.game, specs, n);
    json_decref(players);
    if (!s) {
        fprintf(stderr, "tabula: stored game %lld not loaded: out of memory\n", (long long)row->id);
        tb_record_free(&r);
        return;
    }
    r.game = NULL; /* now the session's */
    s->id = row->id;
    memcpy(s->start, r.start, s->game->state_size);
    s->actions = r.actions;
    s->count = s->cap = r.count;
    r.actions = NULL;
    replay(s);
    snprintf(s->created, sizeof s->created, "%s", row->created);
    snprintf(s->updated, sizeof s->updated, "%s", row->updated);
    tb_record_free(&r);
    if (!table_add(srv, s))
        session_free(s);
}

bool srv_open(srv_server *srv, const char *data_path, int threads, tb_error *err)
{
    pthread_mutex_init(&srv->table_lock, NULL);
    pthread_mutex_init(&srv->analyse_lock, NULL);
    srv->seed = (uint64_t)time(NULL);
    int nv = tb_registry_count();
    srv->defaults = calloc((size_t)nv, sizeof *srv->defaults);
    srv->storage = storage_open(data_path, err);
    srv->workers = srv->storage ? workers_start(threads) : NULL;
    if (!srv->defaults || !srv->workers) {
        if (srv->storage && !srv->workers)
            tb_error_set(err, "cannot start the worker threads");
        srv_close(srv);
        return false;
    }
    for (int i = 0; i < nv; i++) {
        tb_error ignored;
        srv->defaults[i] = tb_game_new(tb_registry_at(i), NULL, &ignored);
    }
    if (!storage_load(srv->storage, load_row, srv, err)) {
        srv_close(srv);
        return false;
    }
    for (size_t i = 0; i < srv->count; i++) {
        srv_session *s = srv->sessions[i];
        pthread_mutex_lock(&s->lock);
        kick(srv, s);
        pthread_mutex_unlock(&s->lock);
    }
    return true;
}

void srv_close(srv_server *srv)
{
    srv_set_stopping(srv);
    workers_stop(srv->workers); /* players thinking now finish; queued ones give up */
    srv->workers = NULL;
    for (size_t i = 0; i < srv->count; i++)
        session_release(srv, srv->sessions[i]);
    free(srv->sessions);
    srv->sessions = NULL;
    srv->count = srv->cap = 0;
    if (srv->defaults)
        for (int i = 0; i < tb_registry_count(); i++)
            tb_game_free(srv->defaults[i]);
    free(srv->defaults);
    srv->defaults = NULL;
    storage_close(srv->storage);
    srv->storage = NULL;
    pthread_mutex_destroy(&srv->table_lock);
    pthread_mutex_destroy(&srv->analyse_lock);
}
