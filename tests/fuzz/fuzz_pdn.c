/* PDN (the draughts family's record format, read through tb_record_format as `tabula play`
 * reads it): every game of the text; a game that reads must write back and read again, with
 * the same actions. */
#include <stdio.h>
#include <string.h>

#include "fuzz.h"
#include "tabula/family.h"
#include "tabula/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const tb_record_format *pdn = tb_record_format_find("pdn");
    char *text = pdn ? fuzz_text(data, size) : NULL;
    if (!text)
        return 0;
    pdn->detect(text);
    const char *p = text;
    for (int games = 0; games < 8; games++) {
        tb_record r;
        tb_error err = {{0}};
        const char *before = p;
        if (!pdn->read(&p, NULL, &r, NULL, &err)) {
            if (!err.msg[0] || p == before)
                break; /* only blank text left, or no progress after an error */
            continue;
        }
        char *written = pdn->write(r.game, r.start, r.actions, r.count, NULL, false);
        if (written) {
            const char *q = written;
            tb_record again;
            if (!pdn->read(&q, NULL, &again, NULL, &err)) {
                fprintf(stderr, "a PDN written by tabula does not read: %s\n%s\n", err.msg,
                        written);
                abort();
            }
            if (again.count != r.count ||
                memcmp(again.actions, r.actions, (size_t)r.count * sizeof *r.actions) != 0) {
                fprintf(stderr, "a PDN written by tabula reads back as another game\n%s\n", written);
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
