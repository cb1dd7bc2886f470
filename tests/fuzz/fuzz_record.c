/* Game records (tb_record_read): what reads must write back and read again. */
#include <stdio.h>

#include "fuzz.h"
#include "tabula/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    tb_record r;
    tb_error err = {{0}};
    if (text && tb_record_read(text, &r, &err)) {
        char *written = tb_record_write(r.game, r.start, r.actions, r.count);
        tb_record again;
        if (written && !tb_record_read(written, &again, &err)) {
            fprintf(stderr, "a record written by tabula does not read: %s\n%s\n", err.msg,
                    written);
            abort();
        }
        if (written)
            tb_record_free(&again);
        free(written);
        tb_record_free(&r);
    }
    free(text);
    return 0;
}
