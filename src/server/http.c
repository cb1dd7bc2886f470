/* HTTP on libmicrohttpd: one thread per connection (so a long analysis holds up only its own
 * client), request bodies up to SRV_MAX_BODY, JSON replies for /api/ and the front end's
 * files for everything else. Listens on 127.0.0.1 only. */
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include <microhttpd.h>

#include "server/server.h"

#define CONNECTION_LIMIT 512
#define IDLE_TIMEOUT 60 /* seconds before an idle keep-alive connection is closed */

struct srv_http {
    struct MHD_Daemon *daemon;
};

/* What one request has received so far. */
typedef struct request_ctx {
    char *body;
    size_t len;
    bool too_large;
    bool answered; /* a reply was queued when the headers arrived: ignore the rest */
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

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url,
                                  const char *method, const char *version, const char *upload_data,
                                  size_t *upload_data_size, void **con_cls)
{
    srv_server *srv = cls;
    request_ctx *ctx = *con_cls;
    if (!ctx) { /* the headers have arrived */
        ctx = calloc(1, sizeof *ctx);
        if (!ctx)
            return MHD_NO;
        *con_cls = ctx;
        const char *foreign = foreign_request(c, method);
        if (foreign) {
            ctx->answered = true;
            return send_error(c, 403, foreign, NULL);
        }
        const char *length =
            MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (length && strtoull(length, NULL, 10) > SRV_MAX_BODY) {
            ctx->answered = true;
            return send_error(c, 413, "request body over 64 KiB", NULL);
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
    if (ctx->too_large)
        return send_error(c, 413, "request body over 64 KiB", NULL);
    if (strncmp(url, "/api/", 5) != 0 && strcmp(url, "/api") != 0)
        return send_file(srv, c, method, url);
    srv_request rq = {method, url, ctx->body, ctx->len,
                      MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "lang")};
    srv_reply rp = {0};
    api_handle(srv, &rq, &rp);
    enum MHD_Result ok = send_json(c, rp.status, rp.body, rp.allow);
    json_decref(rp.body);
    return ok;
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls,
                         enum MHD_RequestTerminationCode toe)
{
    request_ctx *ctx = *con_cls;
    if (ctx) {
        free(ctx->body);
        free(ctx);
        *con_cls = NULL;
    }
}

srv_http *http_start(srv_server *srv, int port, int *bound, tb_error *err)
{
    srv_http *h = calloc(1, sizeof *h);
    if (!h) {
        tb_error_set(err, "out of memory");
        return NULL;
    }
    struct sockaddr_in addr = {0};
    addr.sin_family = AF_INET;
    addr.sin_port = htons((uint16_t)port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    h->daemon = MHD_start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, 0, NULL,
        NULL, on_request, srv, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
        MHD_OPTION_NOTIFY_COMPLETED, on_completed, NULL, MHD_OPTION_CONNECTION_LIMIT,
        (unsigned)CONNECTION_LIMIT, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)IDLE_TIMEOUT,
        MHD_OPTION_END);
    if (!h->daemon) {
        tb_error_set(err, "cannot listen on 127.0.0.1:%d (in use?)", port);
        free(h);
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
    MHD_stop_daemon(h->daemon);
    free(h);
}
