/* Stored games in SQLite: one row per game, rewritten at every change. The record text
 * (tb_record: game, every option, start position, every action) is what a restart replays;
 * the other columns are there to be read by people and tools. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <sqlite3.h>

#include "server/server.h"
#include "tabula/record.h"

struct srv_storage {
    pthread_mutex_t lock; /* one connection, used by one thread at a time */
    sqlite3 *db;
    int lock_fd; /* holds an exclusive flock on the file while the server runs */
};

static const char schema[] = "CREATE TABLE IF NOT EXISTS sessions ("
                             " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                             " game TEXT NOT NULL,"
                             " options TEXT NOT NULL,"
                             " start TEXT NOT NULL,"
                             " players TEXT NOT NULL,"
                             " record TEXT NOT NULL,"
                             " finished INTEGER NOT NULL DEFAULT 0,"
                             " created TEXT NOT NULL,"
                             " updated TEXT NOT NULL)";

static bool fail(srv_storage *st, tb_error *err, const char *what)
{
    tb_error_set(err, "storage: %s: %s", what, sqlite3_errmsg(st->db));
    return false;
}

srv_storage *storage_open(const char *path, tb_error *err)
{
    srv_storage *st = calloc(1, sizeof *st);
    if (!st) {
        tb_error_set(err, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&st->lock, NULL);
    st->lock_fd = -1;
    if (sqlite3_open_v2(path, &st->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        tb_error_set(err, "cannot open %s: %s", path,
                     st->db ? sqlite3_errmsg(st->db) : "out of memory");
        storage_close(st);
        return NULL;
    }
    /* Two servers on one file would each replay the games and overwrite the other's moves:
     * the second one is refused. (SQLite's own locks are fcntl locks, independent of this.) */
    st->lock_fd = open(path, O_RDONLY | O_CLOEXEC);
    if (st->lock_fd < 0 || flock(st->lock_fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno == EWOULDBLOCK)
            tb_error_set(err, "%s is in use by another tabula serve", path);
        else
            tb_error_set(err, "cannot lock %s: %s", path, strerror(errno));
        storage_close(st);
        return NULL;
    }
    sqlite3_busy_timeout(st->db, 5000);
    /* WAL with synchronous=NORMAL: a committed change survives the process being killed;
     * only a power cut may lose the last moves. */
    char *msg = NULL;
    if (sqlite3_exec(st->db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", NULL, NULL,
                     &msg) != SQLITE_OK ||
        sqlite3_exec(st->db, schema, NULL, NULL, &msg) != SQLITE_OK) {
        tb_error_set(err, "cannot use %s: %s", path, msg ? msg : sqlite3_errmsg(st->db));
        sqlite3_free(msg);
        storage_close(st);
        return NULL;
    }
    return st;
}

void storage_close(srv_storage *st)
{
    if (!st)
        return;
    sqlite3_close(st->db);
    if (st->lock_fd >= 0)
        close(st->lock_fd); /* releases the flock */
    pthread_mutex_destroy(&st->lock);
    free(st);
}

/* The columns every write stores, computed from the session (caller holds its lock). */
typedef struct row_text {
    char *record, *players;
    char options[4096], start[4096];
    bool finished;
} row_text;

static void row_text_free(row_text *t)
{
    free(t->record);
    free(t->players);
}

/* False, with nothing left to free, when memory runs out. */
static bool row_text_make(const srv_session *s, row_text *t, tb_error *err)
{
    const tb_game *g = s->game;
    memset(t, 0, sizeof *t);
    t->record = tb_record_write(g, s->start, s->actions, s->count);
    json_t *players = json_array();
    for (int i = 0; i < g->num_players; i++)
        json_array_append_new(players, json_string(s->specs[i]));
    t->players = json_dumps(players, JSON_COMPACT);
    json_decref(players);
    options_text(g, t->options, sizeof t->options);
    g->cls->position_to_text(g, s->start, t->start, sizeof t->start);
    t->finished = tb_game_over(g, s->state);
    if (t->record && t->players)
        return true;
    row_text_free(t);
    tb_error_set(err, "out of memory");
    return false;
}

bool storage_insert(srv_storage *st, const srv_session *s, int64_t *id, tb_error *err)
{
    row_text t;
    if (!row_text_make(s, &t, err))
        return false;
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = NULL;
    bool ok = sqlite3_prepare_v2(st->db,
                                 "INSERT INTO sessions (game, options, start, players, record, "
                                 "finished, created, updated) VALUES (?,?,?,?,?,?,?,?)",
                                 -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(q, 1, s->game->variant->id, -1, SQLITE_STATIC);
        sqlite3_bind_text(q, 2, t.options, -1, SQLITE_STATIC);
        sqlite3_bind_text(q, 3, t.start, -1, SQLITE_STATIC);
        sqlite3_bind_text(q, 4, t.players, -1, SQLITE_STATIC);
        sqlite3_bind_text(q, 5, t.record, -1, SQLITE_STATIC);
        sqlite3_bind_int(q, 6, t.finished);
        sqlite3_bind_text(q, 7, s->created, -1, SQLITE_STATIC);
        sqlite3_bind_text(q, 8, s->updated, -1, SQLITE_STATIC);
        ok = sqlite3_step(q) == SQLITE_DONE;
    }
    if (ok)
        *id = sqlite3_last_insert_rowid(st->db);
    else
        fail(st, err, "insert");
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    row_text_free(&t);
    return ok;
}

bool storage_update(srv_storage *st, const srv_session *s, tb_error *err)
{
    row_text t;
    if (!row_text_make(s, &t, err))
        return false;
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = NULL;
    bool ok = sqlite3_prepare_v2(st->db,
                                 "UPDATE sessions SET players = ?, record = ?, finished = ?, "
                                 "updated = ? WHERE id = ?",
                                 -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(q, 1, t.players, -1, SQLITE_STATIC);
        sqlite3_bind_text(q, 2, t.record, -1, SQLITE_STATIC);
        sqlite3_bind_int(q, 3, t.finished);
        sqlite3_bind_text(q, 4, s->updated, -1, SQLITE_STATIC);
        sqlite3_bind_int64(q, 5, s->id);
        ok = sqlite3_step(q) == SQLITE_DONE && sqlite3_changes(st->db) == 1;
    }
    if (!ok)
        fail(st, err, "update");
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    row_text_free(&t);
    return ok;
}

bool storage_delete(srv_storage *st, int64_t id, tb_error *err)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = NULL;
    bool ok =
        sqlite3_prepare_v2(st->db, "DELETE FROM sessions WHERE id = ?", -1, &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int64(q, 1, id);
        ok = sqlite3_step(q) == SQLITE_DONE;
    }
    if (!ok)
        fail(st, err, "delete");
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

static const char *column_text(sqlite3_stmt *q, int i)
{
    const unsigned char *t = sqlite3_column_text(q, i);
    return t ? (const char *)t : "";
}

bool storage_load(srv_storage *st, void (*fn)(void *ctx, const storage_row *row), void *ctx,
                  tb_error *err)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = NULL;
    bool ok = sqlite3_prepare_v2(st->db,
                                 "SELECT id, players, record, created, updated FROM sessions "
                                 "ORDER BY id",
                                 -1, &q, NULL) == SQLITE_OK;
    int rc = SQLITE_ERROR;
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        storage_row row = {sqlite3_column_int64(q, 0), column_text(q, 1), column_text(q, 2),
                           column_text(q, 3), column_text(q, 4)};
        fn(ctx, &row);
    }
    ok = ok && rc == SQLITE_DONE;
    if (!ok)
        fail(st, err, "load");
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}
