/* tabula cgt EXPR: Conway arithmetic on game values in canonical form (combinatorial.md
 * §3.10–3.16), e.g. `tabula cgt "{0|*} + 1/2"` or `tabula cgt "1/2 < {1|0}"`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/cgt.h"

#define OUT_LEN ((size_t)1 << 20)
#define BUDGET 100000000 /* steps, some seconds: refuse "^*2000"-like work politely */

int cmd_cgt(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cli_fail(2, "usage: tabula cgt EXPR   e.g. \"{0|*} + 1/2\", \"*3 + *5\", "
                           "\"1/2 < {1|0}\", \"^ || *\"");
    /* The words after `cgt` form the expression, so `tabula cgt 1/2 + 1/2` works unquoted. */
    size_t len = 1;
    for (int i = 1; i < argc; i++)
        len += strlen(argv[i]) + 1;
    char *expr = malloc(len), *out = malloc(OUT_LEN);
    tb_cgt *store = tb_cgt_new();
    int status = 0;
    if (!expr || !out || !store) {
        status = cli_fail(1, "out of memory");
    } else {
        expr[0] = '\0';
        for (int i = 1; i < argc; i++) {
            if (i > 1)
                strcat(expr, " ");
            strcat(expr, argv[i]);
        }
        tb_cgt_set_budget(store, BUDGET);
        tb_error err = {{0}};
        if (tb_cgt_eval(store, expr, out, OUT_LEN, &err))
            printf("%s\n", out);
        else
            status = cli_fail(1, "%s", err.msg);
    }
    tb_cgt_free(store);
    free(expr);
    free(out);
    return status;
}
