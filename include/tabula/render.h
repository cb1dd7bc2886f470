/* The terminal renderer: draws any game's view as text. */
#ifndef TABULA_RENDER_H
#define TABULA_RENDER_H

#include <stdbool.h>

#include "tabula/view.h"

/* Returns a malloc'd multi-line drawing of the view (boards side by side, coordinates,
 * reserves; the caller prints the status line); with `ansi`, colours pieces with terminal escapes. */
char *tb_render_text(const tb_view *view, bool ansi);

#endif
