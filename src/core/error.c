/* The one way the library reports a failure: a one-line message in the caller's tb_error. */
#include <stdarg.h>
#include <stdio.h>

#include "tabula/game.h"

void tb_error_set(tb_error *err, const char *fmt, ...)
{
    if (!err)
        return;
    char raw[sizeof err->msg];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    tb_text_escape(raw, err->msg, sizeof err->msg, false);
}
