/* Files built into the binary byte for byte by cmake/embed_files.cmake (the rules prose of
 * src/games/<family>/rules/). */
#ifndef TABULA_CORE_EMBEDDED_H
#define TABULA_CORE_EMBEDDED_H

#include <stddef.h>

typedef struct tb_embedded_file {
    const char *path; /* relative to the source folder: "src/games/go/rules/atari-go.pt.txt" */
    const char *text; /* the bytes, followed by a NUL */
    size_t size;
} tb_embedded_file;

/* The rules prose of every variant; ends with an entry whose path is NULL. */
extern const tb_embedded_file tb_rules_files[];

#endif
