/* The front end's files (web/), served as they are, never anything outside that folder. */
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "server/server.h"

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

void static_find_web_dir(char *out, size_t len)
{
    out[0] = '\0';
    const char *env = getenv("TABULA_WEB_DIR");
    if (env && *env) {
        if (!realpath(env, out) || !is_dir(out))
            out[0] = '\0';
        return;
    }
    /* build/tabula and build-test/tabula sit one level below the source tree; an installed
     * bin/tabula may have share/tabula/web next to bin. */
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return;
    exe[n] = '\0';
    char *dir = dirname(exe);
    static const char *const candidates[] = {"web", "../web", "../../web", "../share/tabula/web"};
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
        char path[PATH_MAX + 32];
        snprintf(path, sizeof path, "%s/%s", dir, candidates[i]);
        char index[PATH_MAX + 64];
        snprintf(index, sizeof index, "%s/index.html", path);
        if (is_dir(path) && access(index, R_OK) == 0 && realpath(path, out))
            return;
    }
    out[0] = '\0';
}

static const struct {
    const char *ext, *mime;
} mime_types[] = {
    {".html", "text/html; charset=utf-8"},
    {".htm", "text/html; charset=utf-8"},
    {".js", "text/javascript; charset=utf-8"},
    {".mjs", "text/javascript; charset=utf-8"},
    {".css", "text/css; charset=utf-8"},
    {".json", "application/json"},
    {".map", "application/json"},
    {".svg", "image/svg+xml"},
    {".png", "image/png"},
    {".jpg", "image/jpeg"},
    {".jpeg", "image/jpeg"},
    {".gif", "image/gif"},
    {".webp", "image/webp"},
    {".ico", "image/x-icon"},
    {".woff", "font/woff"},
    {".woff2", "font/woff2"},
    {".ttf", "font/ttf"},
    {".txt", "text/plain; charset=utf-8"},
    {".md", "text/plain; charset=utf-8"},
};

static const char *mime_type(const char *path)
{
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');
    if (dot && (!slash || dot > slash))
        for (size_t i = 0; i < sizeof mime_types / sizeof mime_types[0]; i++)
            if (strcasecmp(dot, mime_types[i].ext) == 0)
                return mime_types[i].mime;
    return "application/octet-stream";
}

int static_resolve(const char *web_dir, const char *path, char *file, size_t len, const char **mime)
{
    /* Refuse what could climb out before touching the file system: ".." segments,
     * backslashes and control bytes (the path arrives already %-decoded). */
    if (path[0] != '/')
        return 404;
    for (const char *p = path; *p; p++) {
        if ((unsigned char)*p < 0x20 || *p == '\\')
            return 403;
        if (p[0] == '/' && p[1] == '.' && p[2] == '.' && (p[3] == '/' || p[3] == '\0'))
            return 403;
    }
    char wanted[PATH_MAX + 32];
    int n = snprintf(wanted, sizeof wanted, "%s%s%s", web_dir, path,
                     path[strlen(path) - 1] == '/' ? "index.html" : "");
    if (n < 0 || (size_t)n >= sizeof wanted)
        return 404;
    char real[PATH_MAX];
    if (!realpath(wanted, real))
        return 404;
    /* A symbolic link inside web/ must not lead outside it either. */
    size_t root = strlen(web_dir);
    if (strncmp(real, web_dir, root) != 0 || (real[root] != '/' && real[root] != '\0'))
        return 403;
    struct stat st;
    if (stat(real, &st) != 0)
        return 404;
    if (S_ISDIR(st.st_mode)) {
        if (strlen(real) + sizeof "/index.html" > sizeof real)
            return 404;
        strcat(real, "/index.html");
        if (stat(real, &st) != 0 || !S_ISREG(st.st_mode))
            return 404;
    }
    if (!S_ISREG(st.st_mode) || strlen(real) >= len)
        return 404;
    strcpy(file, real);
    *mime = mime_type(real);
    return 0;
}

const char static_placeholder[] =
    "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>tabula</title>"
    "</head>\n<body><h1>tabula</h1>\n<p>The browser front end (<code>web/</code>) was not "
    "found next to the program; set <code>TABULA_WEB_DIR</code> to its folder.</p>\n"
    "<p>The JSON API answers under <a href=\"/api/games\">/api/</a> (docs/API.md).</p>\n"
    "</body></html>\n";
