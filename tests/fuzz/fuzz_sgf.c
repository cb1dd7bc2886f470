/* SGF (the Go family's record format, read through tb_record_format as `tabula play` reads
 * it): every game of the text; a game that reads must write back and read again. */
#include <stdio.h>

#include "fuzz.h"
#include "tabula/family.h"
#include "tabula/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const tb_record_format *sgf = tb_record_format_find("sgf");
    char *text = sgf ? fuzz_text(data, size) : NULL;
    if (!text)
        return 0;
    sgf->detect(text);
    const char *p = text;
    for (int games = 0; games < 8; games++) {
        tb_record r;
        tb_error err = {{0}};
        const char *before = p;
        if (!sgf->read(&p, NULL, &r, NULL, &err)) {
            if (!err.msg[0] || p == before)
                break; /* only blank text left, or no progress after an error */
            continue;
        }
        char *written = sgf->write(r.game, r.start, r.actions, r.count, NULL, false);
        if (written) {
            const char *q = written;
            tb_record again;
            if (!sgf->read(&q, NULL, &again, NULL, &err)) {
                fprintf(stderr, "an SGF written by tabula does not read: %s\n%s\n", err.msg,
                        written);
                abort();
            }
            tb_record_free(&again);
        }
        free(written);
        tb_record_free(&r);
    }
    free(text);
    return 0;
}
