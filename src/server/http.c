/* HTTP on libmicrohttpd (docs/SECURITY.md): a small pool of threads, each serving many
 * connections through epoll, so that idle or slow clients cost a file descriptor and not a
 * thread. Every connection has deadlines that do not restart when a byte arrives: its request
 * headers within HEADER_SECONDS of connecting (or of the previous answer), its body within
 * BODY_SECONDS of the headers, its answer sent within SEND_SECONDS; a watchdog thread shuts
 * down the socket of a connection past its deadline. The analyses, which may compute for
 * their whole budget, run in threads of their own while their connection is suspended, so
 * the pool serves everyone else meanwhile. Request bodies up to SRV_MAX_BODY, JSON replies
 * for /api/ (errors included) and the front end's files for everything else. Listens on
 * 127.0.0.1 only. */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>

#include "core/clock.h"
#include "server/server.h"

#define POOL_THREADS 4          /* threads serving connections (handlers are short) */
#define CONNECTION_LIMIT 4000   /* at once, lowered to fit the process's file limit */
#define PER_ADDRESS_SHARE 3 / 4 /* of the connections one client address may hold */
#define IDLE_TIMEOUT 10         /* seconds without a byte before libmicrohttpd closes */
#define HEADER_SECONDS 10.0     /* from connecting (or the last answer) to the full headers */
#define BODY_SECONDS 20.0       /* from the headers to the full body */
#define SEND_SECONDS 30.0       /* from a queued answer to its last byte */
#define MAX_URL 8192            /* longer request targets get a JSON 414 */
#define CONNECTION_MEMORY (128 * 1024) /* per connection: room to read a long URL and say 414 */
#define MAX_HEAVY 8 /* analyses accepted at once (SRV_MAX_ANALYSES compute, others wait) */

/* Where a connection is in its current request, for the watchdog's deadlines. */
typedef enum conn_phase { PHASE_HEADERS, PHASE_BODY, PHASE_BUSY, PHASE_SENDING } conn_phase;

typedef struct conn_watch {
    struct conn_watch *prev, *next;
    int fd;
    conn_phase phase;
    double since; /* when the phase began (monotonic seconds) */
    bool shut;    /* the watchdog has shut its socket down */
} conn_watch;

struct srv_http {
    struct MHD_Daemon *daemon;
    srv_server *srv;
    pthread_mutex_t lock; /* the watch list, heavy count and the stop flag */
    pthread_cond_t changed;
    conn_watch *watched;
    int heavy; /* analyses running in their own threads */
    bool stopping;
    pthread_t watchdog;
    bool watchdog_started;
};

static void set_phase(srv_http *h, struct MHD_Connection *c, conn_phase phase)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    conn_watch *w = info ? info->socket_context : NULL;
    if (!w)
        return;
    pthread_mutex_lock(&h->lock);
    w->phase = phase;
    w->since = tb_clock_seconds();
    pthread_mutex_unlock(&h->lock);
}

/* What one request has received so far. */
typedef struct request_ctx {
    char *body;
    size_t len;
    bool too_large;
    bool answered; /* a reply was queued when the headers arrived: ignore the rest */
    bool long_url; /* the request line's target is over MAX_URL (seen by the URI log hook) */
    /* An analysis computed in its own thread while the connection is suspended. */
    srv_http *http;
    struct MHD_Connection *connection;
    char *method, *path, *lang;
    srv_reply reply;
    bool computed;
} request_ctx;

static enum MHD_Result send_json(struct MHD_Connection *c, int status, json_t *body,
                                 const char *allow)
{
    char *text = body ? json_dumps(body, JSON_COMPACT) : NULL;
    struct MHD_Response *r =
        text ? MHD_create_response_from_buffer(strlen(text), text, MHD_RESPMEM_MUST_FREE)
             : MHD_create_response_from_buffer(0, NULL, MHD_RESPMEM_PERSISTENT);
    if (!r) {
        free(text);
        return MHD_NO;
    }
    if (text)
        MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, "application/json");
    MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    if (allow)
        MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW, allow);
    enum MHD_Result ok = MHD_queue_response(c, (unsigned)status, r);
    MHD_destroy_response(r);
    return ok;
}

static enum MHD_Result send_error(struct MHD_Connection *c, int status, const char *msg,
                                  const char *allow)
{
    srv_reply rp = {0};
    reply_error(&rp, status, "%s", msg);
    /* in the page's language, as the API's own errors */
    reply_translate(&rp, MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "lang"));
    enum MHD_Result ok = send_json(c, status, rp.body, allow);
    json_decref(rp.body);
    return ok;
}

static enum MHD_Result send_file(srv_server *srv, struct MHD_Connection *c, const char *method,
                                 const char *path)
{
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
        return send_error(c, 405, "only GET and HEAD are allowed for files", "GET, HEAD");
    struct MHD_Response *r;
    const char *mime = "text/html; charset=utf-8";
    if (!srv->web_dir[0]) {
        if (strcmp(path, "/") != 0 && strcmp(path, "/index.html") != 0)
            return send_error(c, 404, "no such file (the front end is not installed)", NULL);
        r = MHD_create_response_from_buffer(strlen(static_placeholder), (void *)static_placeholder,
                                            MHD_RESPMEM_PERSISTENT);
    } else {
        char file[PATH_MAX];
        int status = static_resolve(srv->web_dir, path, file, sizeof file, &mime);
        if (status)
            return send_error(c, status, status == 403 ? "forbidden path" : "no such file", NULL);
        int fd = open(file, O_RDONLY | O_CLOEXEC);
        struct stat st;
        if (fd < 0 || fstat(fd, &st) != 0) {
            if (fd >= 0)
                close(fd);
            return send_error(c, 404, "no such file", NULL);
        }
        r = MHD_create_response_from_fd((uint64_t)st.st_size, fd); /* closes fd */
    }
    if (!r)
        return MHD_NO;
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, mime);
    MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-cache");
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    enum MHD_Result ok = MHD_queue_response(c, MHD_HTTP_OK, r);
    MHD_destroy_response(r);
    return ok;
}

/* Is `host` (a Host header) this machine: 127.0.0.1, localhost or [::1], with any port? A page
 * elsewhere that renames itself to 127.0.0.1 by DNS (rebinding) sends its own name. */
static bool local_host(const char *host)
{
    static const char *const names[] = {"127.0.0.1", "localhost", "[::1]"};
    for (size_t i = 0; host && i < sizeof names / sizeof names[0]; i++) {
        size_t n = strlen(names[i]);
        if (strncasecmp(host, names[i], n) == 0 && (host[n] == '\0' || host[n] == ':'))
            return true;
    }
    return false;
}

/* Refuses requests another web site's page could make through the user's browser: a foreign
 * Host (DNS rebinding), or a change (not GET/HEAD) from a page of another origin. */
static const char *foreign_request(struct MHD_Connection *c, const char *method)
{
    const char *host = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST);
    if (!local_host(host))
        return "requests must name 127.0.0.1 or localhost as Host";
    if (strcmp(method, "GET") == 0 || strcmp(method, "HEAD") == 0)
        return NULL;
    const char *origin = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Origin");
    if (!origin)
        return NULL;
    const char *rest = strncmp(origin, "http://", 7) == 0 ? origin + 7 : NULL;
    if (!rest || strcasecmp(rest, host) != 0)
        return "changes are accepted only from the page this server serves";
    return NULL;
}

/* The request line has arrived (headers not yet): its context starts here, so that a target
 * too long for the API is answered with JSON once the headers are in. */
static void *on_uri(void *cls, const char *uri, struct MHD_Connection *c)
{
    request_ctx *ctx = calloc(1, sizeof *ctx);
    if (ctx)
        ctx->long_url = strlen(uri) > MAX_URL;
    return ctx;
}

/* Is this request an analysis, which may compute for its whole budget? */
static bool heavy_request(const char *method, const char *url)
{
    return strcmp(method, "POST") == 0 &&
           (strcmp(url, "/api/analyse") == 0 || strcmp(url, "/api/analyse/table") == 0);
}

static void *heavy_main(void *arg)
{
    request_ctx *ctx = arg;
    srv_request rq = {ctx->method, ctx->path, ctx->body, ctx->len, ctx->lang};
    api_handle(ctx->http->srv, &rq, &ctx->reply);
    ctx->computed = true;
    srv_http *h = ctx->http;
    MHD_resume_connection(ctx->connection); /* the pool answers from ctx->reply */
    pthread_mutex_lock(&h->lock);
    h->heavy--;
    pthread_cond_broadcast(&h->changed);
    pthread_mutex_unlock(&h->lock);
    return NULL;
}

/* Suspends the connection and computes the analysis in a thread of its own; false (nothing
 * started) when MAX_HEAVY run already or a thread cannot be had. */
static bool start_heavy(srv_http *h, struct MHD_Connection *c, request_ctx *ctx, const char *method,
                        const char *url)
{
    const char *lang = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "lang");
    ctx->http = h;
    ctx->connection = c;
    ctx->method = strdup(method);
    ctx->path = strdup(url);
    ctx->lang = lang ? strdup(lang) : NULL;
    if (!ctx->method || !ctx->path || (lang && !ctx->lang))
        return false;
    pthread_mutex_lock(&h->lock);
    bool admitted = h->heavy < MAX_HEAVY && !h->stopping;
    h->heavy += admitted;
    pthread_mutex_unlock(&h->lock);
    if (!admitted)
        return false;
    set_phase(h, c, PHASE_BUSY);
    MHD_suspend_connection(c);
    pthread_attr_t attr;
    pthread_t thread;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    bool started = pthread_create(&thread, &attr, heavy_main, ctx) == 0;
    pthread_attr_destroy(&attr);
    if (!started) {
        MHD_resume_connection(c);
        pthread_mutex_lock(&h->lock);
        h->heavy--;
        pthread_cond_broadcast(&h->changed);
        pthread_mutex_unlock(&h->lock);
    }
    return started;
}

/* Queues a JSON reply and starts the sending deadline. */
static enum MHD_Result answer(srv_http *h, struct MHD_Connection *c, const srv_reply *rp)
{
    set_phase(h, c, PHASE_SENDING);
    return send_json(c, rp->status, rp->body, rp->allow);
}

static enum MHD_Result answer_error(srv_http *h, struct MHD_Connection *c, int status,
                                    const char *msg)
{
    set_phase(h, c, PHASE_SENDING);
    return send_error(c, status, msg, NULL);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url,
                                  const char *method, const char *version, const char *upload_data,
                                  size_t *upload_data_size, void **con_cls)
{
    srv_http *h = cls;
    srv_server *srv = h->srv;
    request_ctx *ctx = *con_cls;
    if (!ctx) { /* no URI log call (cannot happen) or out of memory there */
        if (!(ctx = calloc(1, sizeof *ctx)))
            return MHD_NO;
        *con_cls = ctx;
    }
    if (!ctx->http) { /* the headers have arrived */
        ctx->http = h;
        set_phase(h, c, PHASE_BODY);
        if (ctx->long_url) {
            ctx->answered = true;
            return answer_error(h, c, 414, "request target over 8 KiB");
        }
        const char *foreign = foreign_request(c, method);
        if (foreign) {
            ctx->answered = true;
            return answer_error(h, c, 403, foreign);
        }
        const char *length =
            MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (length && strtoull(length, NULL, 10) > SRV_MAX_BODY) {
            ctx->answered = true;
            return answer_error(h, c, 413, "request body over 64 KiB");
        }
        return MHD_YES;
    }
    if (ctx->answered) {
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (*upload_data_size) { /* a piece of the body */
        size_t n = *upload_data_size;
        *upload_data_size = 0;
        if (ctx->too_large || ctx->len + n > SRV_MAX_BODY) {
            ctx->too_large = true; /* read and drop the rest, then answer 413 */
            return MHD_YES;
        }
        char *grown = realloc(ctx->body, ctx->len + n + 1);
        if (!grown)
            return MHD_NO;
        ctx->body = grown;
        memcpy(ctx->body + ctx->len, upload_data, n);
        ctx->len += n;
        ctx->body[ctx->len] = '\0';
        return MHD_YES;
    }
    if (ctx->computed) { /* resumed: the analysis has its answer */
        ctx->computed = false;
        ctx->answered = true;
        return answer(h, c, &ctx->reply);
    }
    if (ctx->too_large)
        return answer_error(h, c, 413, "request body over 64 KiB");
    if (strncmp(url, "/api/", 5) != 0 && strcmp(url, "/api") != 0) {
        set_phase(h, c, PHASE_SENDING);
        return send_file(srv, c, method, url);
    }
    if (heavy_request(method, url)) {
        if (start_heavy(h, c, ctx, method, url))
            return MHD_YES;
        return answer_error(h, c, 503, "too many analyses are running; try again when one ends");
    }
    srv_request rq = {method, url, ctx->body, ctx->len,
                      MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "lang")};
    srv_reply rp = {0};
    api_handle(srv, &rq, &rp);
    enum MHD_Result ok = answer(h, c, &rp);
    json_decref(rp.body);
    return ok;
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls,
                         enum MHD_RequestTerminationCode toe)
{
    srv_http *h = cls;
    request_ctx *ctx = *con_cls;
    if (ctx) {
        free(ctx->body);
        free(ctx->method);
        free(ctx->path);
        free(ctx->lang);
        json_decref(ctx->reply.body);
        free(ctx);
        *con_cls = NULL;
    }
    set_phase(h, c, PHASE_HEADERS); /* a kept-alive connection's next request */
}

/* Every connection is watched from its start to its close (the socket is closed only after
 * the CLOSED notification, so the watchdog never touches a reused descriptor). */
static void on_connection(void *cls, struct MHD_Connection *c, void **socket_context,
                          enum MHD_ConnectionNotificationCode toe)
{
    srv_http *h = cls;
    if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
        conn_watch *w = calloc(1, sizeof *w);
        const union MHD_ConnectionInfo *info =
            MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
        if (!w || !info) {
            free(w);
            *socket_context = NULL;
            return;
        }
        w->fd = info->connect_fd;
        w->phase = PHASE_HEADERS;
        w->since = tb_clock_seconds();
        pthread_mutex_lock(&h->lock);
        w->next = h->watched;
        if (h->watched)
            h->watched->prev = w;
        h->watched = w;
        pthread_mutex_unlock(&h->lock);
        __atomic_add_fetch(&h->srv->connections, 1, __ATOMIC_SEQ_CST);
        *socket_context = w;
    } else if (*socket_context) {
        conn_watch *w = *socket_context;
        pthread_mutex_lock(&h->lock);
        if (w->prev)
            w->prev->next = w->next;
        else
            h->watched = w->next;
        if (w->next)
            w->next->prev = w->prev;
        pthread_mutex_unlock(&h->lock);
        __atomic_sub_fetch(&h->srv->connections, 1, __ATOMIC_SEQ_CST);
        free(w);
        *socket_context = NULL;
    }
}

/* Shuts down, once a second, the sockets of connections past their phase's deadline;
 * libmicrohttpd then sees the end of the stream and closes them itself. */
static void *watchdog_main(void *arg)
{
    srv_http *h = arg;
    static const double deadline[] = {[PHASE_HEADERS] = HEADER_SECONDS,
                                      [PHASE_BODY] = BODY_SECONDS,
                                      [PHASE_BUSY] = 0,
                                      [PHASE_SENDING] = SEND_SECONDS};
    pthread_mutex_lock(&h->lock);
    while (!h->stopping) {
        struct timespec wake;
        clock_gettime(CLOCK_REALTIME, &wake);
        wake.tv_sec += 1;
        pthread_cond_timedwait(&h->changed, &h->lock, &wake);
        double now = tb_clock_seconds();
        for (conn_watch *w = h->watched; w; w = w->next)
            if (!w->shut && deadline[w->phase] > 0 && now - w->since > deadline[w->phase]) {
                shutdown(w->fd, SHUT_RDWR);
                w->shut = true;
            }
    }
    pthread_mutex_unlock(&h->lock);
    return NULL;
}

/* Connections fit the process's file limit, raised to its hard maximum. */
static unsigned connection_limit(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
        return 256;
    if (rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
        getrlimit(RLIMIT_NOFILE, &rl);
    }
    rlim_t room = rl.rlim_cur > 128 ? rl.rlim_cur - 64 : 64; /* storage, workers, stdio */
    return room < CONNECTION_LIMIT ? (unsigned)room : CONNECTION_LIMIT;
}

srv_http *http_start(srv_server *srv, int port, int *bound, tb_error *err)
{
    srv_http *h = calloc(1, sizeof *h);
    if (!h) {
        tb_error_set(err, "out of memory");
        return NULL;
    }
    h->srv = srv;
    pthread_mutex_init(&h->lock, NULL);
    pthread_cond_init(&h->changed, NULL);
    struct sockaddr_in addr = {0};
    addr.sin_family = AF_INET;
    addr.sin_port = htons((uint16_t)port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    unsigned limit = connection_limit();
    h->daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL,
        on_request, h, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr, MHD_OPTION_THREAD_POOL_SIZE,
        (unsigned)POOL_THREADS, MHD_OPTION_URI_LOG_CALLBACK, on_uri, h, MHD_OPTION_NOTIFY_COMPLETED,
        on_completed, h, MHD_OPTION_NOTIFY_CONNECTION, on_connection, h,
        MHD_OPTION_CONNECTION_LIMIT, limit, MHD_OPTION_PER_IP_CONNECTION_LIMIT,
        limit * PER_ADDRESS_SHARE, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)IDLE_TIMEOUT,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)CONNECTION_MEMORY,
        MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024u, MHD_OPTION_END);
    if (!h->daemon) {
        tb_error_set(err, "cannot listen on 127.0.0.1:%d (in use?)", port);
        http_stop(h);
        return NULL;
    }
    h->watchdog_started = pthread_create(&h->watchdog, NULL, watchdog_main, h) == 0;
    if (!h->watchdog_started) {
        tb_error_set(err, "cannot start the connection watchdog");
        http_stop(h);
        return NULL;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(h->daemon, MHD_DAEMON_INFO_BIND_PORT);
    *bound = info ? info->port : port;
    return h;
}

void http_stop(srv_http *h)
{
    if (!h)
        return;
    /* Analyses give up when the server stops (srv_set_stopping); their connections must be
     * resumed before the daemon goes. */
    pthread_mutex_lock(&h->lock);
    h->stopping = true;
    pthread_cond_broadcast(&h->changed);
    while (h->heavy > 0)
        pthread_cond_wait(&h->changed, &h->lock);
    pthread_mutex_unlock(&h->lock);
    if (h->watchdog_started)
        pthread_join(h->watchdog, NULL);
    if (h->daemon)
        MHD_stop_daemon(h->daemon);
    pthread_mutex_destroy(&h->lock);
    pthread_cond_destroy(&h->changed);
    free(h);
}
