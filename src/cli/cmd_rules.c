/* tabula rules GAME [--lang pt|en]: the rules as tabula implements them, and the options. */
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "tabula/family.h"
#include "tabula/registry.h"

int cmd_rules(int argc, char **argv)
{
    const char *name = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc) {
            if (!cli_valid_language(argv[++i]))
                return cli_fail(2, "bad language '%s' (pt or en)", argv[i]);
            cli_set_language(argv[i]);
        } else if (argv[i][0] == '-' || name) {
            return cli_fail(2, "usage: tabula rules GAME [--lang pt|en]");
        } else {
            name = argv[i];
        }
    }
    if (!name)
        return cli_fail(2, "usage: tabula rules GAME [--lang pt|en]");
    const tb_variant *v = cli_variant(name);
    if (!v)
        return 2;
    bool pt = cli_portuguese();
    printf("%s (%s)\n\n", pt ? v->name_pt : v->name_en, pt ? v->name_en : v->name_pt);
    cli_print_wrapped(tb_variant_rules(v, pt) ?: "", 0);
    if (v->option_defs && v->option_defs[0].name) {
        printf("\n%s\n", pt ? "Opções (--option nome=valor):" : "Options (--option name=value):");
        for (const tb_option_def *d = v->option_defs; d->name; d++)
            printf("  %s=%s  %s\n", d->name, d->default_value, tb_option_help(v, d, pt));
    }
    return 0;
}
