/* PDN (the draughts family's record format, read through tb_record_format as `tabula play`
 * reads it): every game of the text; a game that reads must write back and read again, with
 * the same actions. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_record_format("pdn", data, size, true);
}
