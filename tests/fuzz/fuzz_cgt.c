/* Conway game expressions (tb_cgt_eval, as `tabula cgt` reads them) and value texts
 * (tb_cgt_parse), under a step budget so that every input ends quickly. */
#include "fuzz.h"
#include "tabula/cgt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *text = fuzz_text(data, size);
    tb_cgt *store = tb_cgt_new();
    if (text && store) {
        tb_cgt_set_budget(store, 200000);
        char out[4096];
        tb_error err = {{0}};
        tb_cgt_eval(store, text, out, sizeof out, &err);
        tb_cgt_game g;
        if (tb_cgt_parse(store, text, &g, &err) && tb_cgt_to_text(store, g, out, sizeof out, &err)) {
            tb_cgt_game again;
            if (tb_cgt_parse(store, out, &again, &err) && again != g)
                abort(); /* a printed value must read back as itself */
        }
    }
    tb_cgt_free(store);
    free(text);
    return 0;
}
