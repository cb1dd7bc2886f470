/* The web API (docs/API.md) behind the HTTP layer: api_handle, the router every request
 * of `tabula serve` reaches, with a fuzzed method (line 1), path and query (line 2) and body
 * (the rest). One server for the whole run, on a scratch database; its games are deleted
 * every few hundred inputs. Every reply must be JSON with a status the API documents. */
#include <stdio.h>
#include <unistd.h>

#include "fuzz.h"
#include "server/server.h"

static srv_server *server(void)
{
    static srv_server srv;
    static bool open;
    if (!open) {
        /* tmpfs when there is one: every change is written (and synced) before it is answered */
        char path[64];
        snprintf(path, sizeof path, "%s/tabula-fuzz-api-XXXXXX",
                 access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
        int fd = mkstemp(path);
        if (fd < 0)
            abort();
        close(fd);
        srv_levels_init(&srv);
        tb_error err = {{0}};
        if (!srv_open(&srv, path, 1, &err)) {
            fprintf(stderr, "fuzz_api: %s\n", err.msg);
            abort();
        }
        unlink(path); /* the open file lives on until the process ends */
        open = true;
    }
    return &srv;
}

static void delete_all(srv_server *srv)
{
    json_t *list = sessions_list(srv, false);
    size_t i;
    json_t *s;
    json_array_foreach(list, i, s)
    {
        char path[64];
        snprintf(path, sizeof path, "/api/sessions/%lld",
                 (long long)json_integer_value(json_object_get(s, "id")));
        srv_request rq = {"DELETE", path, NULL, 0, NULL};
        srv_reply rp = {0};
        api_handle(srv, &rq, &rp);
        json_decref(rp.body);
    }
    json_decref(list);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static unsigned runs;
    if (size > SRV_MAX_BODY + 4096)
        return 0;
    srv_server *srv = server();
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    char *path = strchr(text, '\n');
    char *body = path ? strchr(path + 1, '\n') : NULL;
    if (path)
        *path++ = '\0';
    if (body)
        *body++ = '\0';
    char full[512];
    snprintf(full, sizeof full, "/api/%s", path ? path : "");
    char *query = strchr(full, '?');
    const char *lang = NULL;
    if (query) {
        *query++ = '\0';
        if (strncmp(query, "lang=", 5) == 0)
            lang = query + 5;
    }
    srv_request rq = {text, full, body, body ? strlen(body) : 0, lang};
    srv_reply rp = {0};
    api_handle(srv, &rq, &rp);
    if (rp.status < 200 || rp.status > 599 || (rp.status != 204 && !rp.body))
        abort();
    if (rp.status >= 400 && !json_is_string(json_object_get(rp.body, "error")))
        abort(); /* every error is a JSON object with a message */
    json_decref(rp.body);
    free(text);
    if (++runs % 200 == 0)
        delete_all(srv);
    return 0;
}
