/* Control characters in messages: an error that quotes its input ("got '%s'") must not let
 * that input drive the terminal it is printed on (escape sequences, carriage returns). */
#include <stdio.h>
#include <string.h>

#include "tabula/game.h"

size_t tb_text_escape(const char *in, char *out, size_t len, bool keep_newlines)
{
    size_t n = 0;
    if (!len)
        return 0;
    for (const unsigned char *p = (const unsigned char *)in; *p; p++) {
        char code[8];
        size_t k;
        bool c1 = p[0] == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f; /* U+0080..U+009F */
        if (*p == '\n' && keep_newlines) {
            code[0] = '\n';
            k = 1;
        } else if (*p == '\n' || *p == '\t' || *p == '\r') {
            k = (size_t)snprintf(code, sizeof code, "\\%c",
                                 *p == '\n' ? 'n' : *p == '\t' ? 't' : 'r');
        } else if (*p < 0x20 || *p == 0x7f) {
            k = (size_t)snprintf(code, sizeof code, "\\x%02x", *p);
        } else if (c1) {
            k = (size_t)snprintf(code, sizeof code, "\\u%04x", p[1]);
            p++;
        } else {
            code[0] = (char)*p;
            k = 1;
        }
        if (n + k + 1 > len)
            break;
        memcpy(out + n, code, k);
        n += k;
    }
    out[n] = '\0';
    return n;
}
