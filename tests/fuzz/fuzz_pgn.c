/* PGN (tb_pgn_read): every game of the text, as `tabula pgn` reads them. */
#include "fuzz.h"
#include "games/chess/pgn.h"
#include "tabula/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    tb_pgn_detect(text);
    const char *p = text;
    for (int games = 0; games < 16; games++) {
        tb_record r;
        tb_pgn_tags tags;
        tb_error err = {{0}};
        const char *before = p;
        if (!tb_pgn_read(&p, NULL, &r, &tags, &err)) {
            if (!err.msg[0] || p == before)
                break; /* only blank text left, or no progress after an error */
            continue;
        }
        char *written = tb_pgn_write(r.game, r.start, r.actions, r.count, &tags, false);
        free(written);
        tb_record_free(&r);
    }
    free(text);
    return 0;
}
