/* `tabula serve`: the web application's server (docs/API.md).
 *
 * One file per concern: http.c (libmicrohttpd, request bodies, responses), static.c (the
 * front end's files), api.c (the routes of docs/API.md), json.c (views, states and outcomes
 * as JSON), sessions.c (stored games in memory, their locks and the computer players),
 * workers.c (the thread pool computer players think in) and storage.c (SQLite).
 *
 * Threads: libmicrohttpd serves the connections from a small epoll thread pool (http.c), and
 * each analysis computes in a thread of its own while its connection waits; computer players
 * think in the worker pool. A session is changed only under its own lock; the table of sessions has
 * its lock; storage has its lock. Locks are taken in that order (session, then table or
 * storage), never the other way round. Each session owns its tb_game, which is immutable. */
#ifndef TABULA_SERVER_H
#define TABULA_SERVER_H

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>

#include <jansson.h>

#include "tabula/game.h"
#include "tabula/record.h"
#include "tabula/report.h"

#define SRV_MAX_BODY (64 * 1024) /* larger request bodies are refused with 413 */
#define SRV_MAX_THINK 30.0       /* seconds a computer player may take for one action */
#define SRV_MAX_ANALYSES 2       /* solves running at once; more get 503 */
#define SRV_ANALYSIS_ID_MAX 64   /* characters of the id a client gives its analysis */

typedef struct srv_storage srv_storage;
typedef struct srv_workers srv_workers;
typedef struct srv_session srv_session;

/* A level offered to the API: a name and the spec it stands for. */
#define SRV_MAX_LEVELS 16
typedef struct srv_level {
    char id[40];
    char spec[512];
} srv_level;

typedef struct srv_server {
    srv_level levels[SRV_MAX_LEVELS]; /* easy, medium, hard, then --engine's, in that order */
    int num_levels;
    srv_storage *storage;
    srv_workers *workers;
    pthread_mutex_t table_lock; /* sessions[], count, and every session's refs */
    srv_session **sessions;     /* ascending ids */
    size_t count, cap;
    tb_game **defaults;     /* one default instance per registered variant (NULL if it failed) */
    char web_dir[PATH_MAX]; /* the front end's folder; empty: serve the placeholder page */
    pthread_mutex_t analyse_lock;
    int analyses;  /* solves running now */
    /* The solves a client named ("id" of POST /api/analyse), so that it can stop one:
     * id and use under analyse_lock, stop with atomic access (the solving thread reads it). */
    struct srv_named_analysis {
        char id[SRV_ANALYSIS_ID_MAX + 1];
        bool used;
        int stop;
    } named[SRV_MAX_ANALYSES];
    int connections; /* open HTTP connections (atomic access; http.c counts them) */
    int stopping;  /* set at shutdown: solves and queued players give up (atomic access) */
    uint64_t seed; /* next seed for a computer player (table_lock) */
    unsigned deletions; /* since memory was last given back (table_lock) */
} srv_server;

/* The stopping flag is read by other threads. */
static inline void srv_set_stopping(srv_server *srv)
{
    __atomic_store_n(&srv->stopping, 1, __ATOMIC_SEQ_CST);
}
static inline bool srv_is_stopping(const srv_server *srv)
{
    return __atomic_load_n(&srv->stopping, __ATOMIC_SEQ_CST) != 0;
}

/* ---- server lifetime (sessions.c) ---- */

/* Opens the storage at `data_path`, loads and replays every stored game, starts `threads`
 * workers and the players whose turn it is. False with a message. */
bool srv_open(srv_server *srv, const char *data_path, int threads, tb_error *err);
/* Stops the workers (waiting for the players thinking now) and frees everything. */
void srv_close(srv_server *srv);

/* ---- sessions (sessions.c) ---- */

struct srv_session {
    int64_t id;
    pthread_mutex_t lock; /* everything below */
    int refs;             /* under the table lock: the table's reference plus borrowers */
    bool removed;         /* deleted: no longer in the table, changes are dropped */
    tb_game *game;
    void *start, *state;
    tb_action *actions;
    int count, cap;
    char *specs[TB_MAX_PLAYERS]; /* "human", a level id ("medium") or a player spec */
    char created[32], updated[32];
    bool thinking;                 /* a computer player is choosing an action */
    unsigned version;              /* bumped at every change, so a late computer move is dropped */
    char error[TB_ERROR_LEN + 32]; /* why the last computer move failed, or empty */
};

/* The session with this id, borrowed (session_release it), or NULL. */
srv_session *session_get(srv_server *srv, int64_t id);
void session_release(srv_server *srv, srv_session *s);

/* The operations of the API. Each returns an HTTP status: 2xx on success, else the error
 * status with err filled; a refused operation changes nothing. The session ones take the
 * session's lock themselves. */
int session_create(srv_server *srv, const tb_variant *variant, const char *options,
                   const char *position, const char *const *specs, int num_specs, srv_session **out,
                   tb_error *err);
/* A new game from a record read from a foreign format (its game, start and actions become the
 * session's; r->game and r->actions are set to NULL when taken). Same statuses. */
int session_import(srv_server *srv, tb_record *r, const char *const *specs, int num_specs,
                   srv_session **out, tb_error *err);
int session_play(srv_server *srv, srv_session *s, const char *move, tb_error *err);
int session_undo(srv_server *srv, srv_session *s, tb_error *err);
/* Starts a computer player for the player to move: `spec` or, when NULL, the seat's own
 * spec (or "medium" for a person's seat). */
int session_computer(srv_server *srv, srv_session *s, const char *spec, tb_error *err);
int session_delete(srv_server *srv, srv_session *s, tb_error *err);
/* Every session, newest first, as summaries. */
json_t *sessions_list(srv_server *srv, bool portuguese);

/* The built-in levels (easy, medium, hard); call before srv_add_level and srv_open. */
void srv_levels_init(srv_server *srv);
/* Adds a level the server's operator names on the command line (--engine NAME=SPEC): the
 * only way an engine that runs a program reaches the API. */
bool srv_add_level(srv_server *srv, const char *id, const char *spec, tb_error *err);
/* Checks a player entry of a session ("human", a level or a spec) for `game` as data before
 * anything is built: known kind, offered by the server (a spec that runs a program only as a
 * level), parameters named by the kind and within the server's bounds, thinking time bounded. */
bool player_spec_check(const srv_server *srv, const tb_game *game, const char *spec,
                       tb_error *err);
/* A level id's spec ("medium" -> "mcts:time=1s"), or `spec` itself. */
const char *player_spec_resolve(const srv_server *srv, const tb_game *game, const char *spec);

/* ---- JSON (json.c) ---- */

json_t *json_view(const tb_view *v);
/* The outcome, or JSON null while the game goes on. */
json_t *json_outcome(const tb_game *g, const void *state, bool portuguese);
/* The full state and the summary of docs/API.md; the caller holds s->lock. */
json_t *json_session_state(const srv_session *s, bool portuguese);
json_t *json_session_summary(const srv_session *s, bool portuguese);
/* A report value (tabula/report.h) as JSON, key by key: null, string, integer, real, boolean,
 * array (a list), object (a group), [{"move", "position"}] (moves). NULL when out of memory. */
json_t *json_value(const tb_value *v);
/* The labels of a report's fields in one language, {"key": "label"}, for those that have. */
json_t *json_value_labels(const tb_value *group, bool portuguese);
/* The Portuguese of the group's text values that are words, not notation, by key. */
json_t *json_value_texts_pt(const tb_value *group);
/* Every option of the game as "k=v,k=v" (defaults included). */
void options_text(const tb_game *g, char *out, size_t len);

/* ---- storage (storage.c) ---- */

typedef struct storage_row {
    int64_t id;
    const char *players; /* JSON array of player entries */
    const char *record;  /* tb_record text: game, options, start position, actions */
    const char *created, *updated;
} storage_row;

srv_storage *storage_open(const char *path, tb_error *err);
void storage_close(srv_storage *st);
/* Inserts a new game and returns its id in *id. */
bool storage_insert(srv_storage *st, const srv_session *s, int64_t *id, tb_error *err);
/* Rewrites a game after a change (its record, finished flag and time). */
bool storage_update(srv_storage *st, const srv_session *s, tb_error *err);
bool storage_delete(srv_storage *st, int64_t id, tb_error *err);
/* Calls fn for every stored game in id order. */
bool storage_load(srv_storage *st, void (*fn)(void *ctx, const storage_row *row), void *ctx,
                  tb_error *err);

/* ---- worker threads (workers.c) ---- */

srv_workers *workers_start(int threads);
/* Queues fn(arg) for a worker thread; false when stopping (fn is then not run). */
bool workers_submit(srv_workers *w, void (*fn)(void *arg), void *arg);
/* Runs the jobs already queued, waits for them, and joins the threads. */
void workers_stop(srv_workers *w);

/* ---- HTTP (http.c, api.c, static.c) ---- */

typedef struct srv_request {
    const char *method;
    const char *path; /* decoded, without the query */
    const char *body; /* NUL-terminated; NULL when there is none */
    size_t body_len;
    const char *lang; /* the lang query parameter, or NULL */
} srv_request;

typedef struct srv_reply {
    int status;
    json_t *body;      /* NULL: no body (204) */
    const char *allow; /* for 405: the methods the route accepts */
    bool translated;   /* the error is already in the language asked for */
} srv_reply;

/* Fills a JSON error reply; the message is one line. */
void reply_error(srv_reply *rp, int status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Answers a request under /api/. */
void api_handle(srv_server *srv, const srv_request *rq, srv_reply *rp);
/* Puts an error reply in the language of the request's `lang` (NULL, "en": as it is), for the
 * errors answered before the API (http.c). */
void reply_translate(srv_reply *rp, const char *lang);

/* Finds the front end's folder: TABULA_WEB_DIR, else web/ next to or above the executable. */
void static_find_web_dir(char *out, size_t len);
/* Resolves a request path to a file under web_dir: 0 with the file's path and MIME type,
 * else an HTTP status (403 traversal, 404 missing). */
int static_resolve(const char *web_dir, const char *path, char *file, size_t len,
                   const char **mime);
extern const char static_placeholder[]; /* the index page when web/ is missing */

typedef struct srv_http srv_http;
/* Listens on 127.0.0.1:port (0: a free port); *bound is the port in use. */
srv_http *http_start(srv_server *srv, int port, int *bound, tb_error *err);
void http_stop(srv_http *h);

/* "2026-11-21T18:00:00Z" */
void srv_now(char out[32]);

#endif
