/* The built-in levels and what their players are, in words: the terminal menu and the
 * server resolve a level of a game here, so both play the same player behind it. */
#include "tabula/levels.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/budget.h"
#include "core/options.h"
#include "tabula/family.h"
#include "tabula/player.h"

/* The generic players: a game whose family names none of its own gets these (measured in
 * docs/LEVELS.md); the hard one may think twice its time (the solver, then its fallback). */
static const tb_level levels[] = {
    {"easy", "easy", "fácil", "mcts:time=0.2s,threads=1"},
    {"medium", "medium", "médio", "mcts:time=1s"},
    {"hard", "hard", "difícil", "solver:time=2s,fallback=mcts"},
};
enum { NUM_LEVELS = sizeof levels / sizeof levels[0] };

int tb_level_count(void)
{
    return NUM_LEVELS;
}

const tb_level *tb_level_at(int i)
{
    return i >= 0 && i < NUM_LEVELS ? &levels[i] : NULL;
}

const tb_level *tb_level_find(const char *id)
{
    for (int i = 0; id && i < NUM_LEVELS; i++)
        if (strcasecmp(id, levels[i].id) == 0)
            return &levels[i];
    return NULL;
}

const char *tb_level_player(const tb_variant *v, const tb_level *level)
{
    const char *own = v ? tb_level_spec(v, level->id) : NULL;
    return own ? own : level->generic_spec;
}

static const tb_player_kind *kind_named(const char *name)
{
    for (int i = 0; i < tb_player_kind_count(); i++)
        if (strcasecmp(tb_player_kind_at(i)->name, name) == 0)
            return tb_player_kind_at(i);
    return NULL;
}

static const char *label(const tb_player_kind *k, bool pt)
{
    const char *l = pt ? k->label_pt : k->label;
    return l ? l : k->name;
}

/* "0.2 s" or "0,2 s": the decimal comma in Portuguese. */
static void seconds_text(double s, bool pt, char *out, size_t size)
{
    snprintf(out, size, "%g s", s);
    for (char *c = out; pt && *c; c++)
        if (*c == '.')
            *c = ',';
}

static void append(char *out, size_t size, const char *text)
{
    size_t n = strlen(out);
    if (n < size)
        snprintf(out + n, size - n, "%s", text);
}

void tb_spec_describe(const char *spec, bool pt, char *out, size_t size)
{
    const tb_player_kind *kind;
    tb_options params;
    tb_error err = {{0}};
    if (size == 0)
        return;
    out[0] = '\0';
    if (!tb_player_spec_parse(spec, &kind, &params, &err)) {
        snprintf(out, size, "%s", spec);
        return;
    }
    double seconds = 0;
    char time[32] = "";
    if (tb_options_get(&params, "time") && tb_param_seconds(&params, "time", &seconds, &err) &&
        seconds > 0)
        seconds_text(seconds, pt, time, sizeof time);
    const char *fallback = tb_options_get(&params, "fallback");
    const tb_player_kind *backup = fallback ? kind_named(fallback) : NULL;
    if (backup) { /* an exact player: perfect whenever it finishes in time */
        if (*time)
            snprintf(out, size,
                     pt ? "joga perfeitamente sempre que %s termina em %s; senão, %s (%s por "
                          "lance)"
                        : "plays perfectly whenever %s finishes within %s, else %s (%s a move)",
                     label(kind, pt), time, label(backup, pt), time);
        else
            snprintf(out, size, pt ? "joga perfeitamente (%s, sem limite de tempo)"
                                   : "plays perfectly (%s, no time limit)",
                     label(kind, pt));
        return;
    }
    snprintf(out, size, "%s", label(kind, pt));
    uint64_t depth = 0;
    if (tb_options_get(&params, "depth") &&
        tb_param_count(&params, "depth", 0, 1000, &depth, &err) && depth > 0) {
        char text[48];
        snprintf(text, sizeof text, pt ? ", profundidade %llu" : ", depth %llu",
                 (unsigned long long)depth);
        append(out, size, text);
    }
    if (*time) {
        char text[64];
        snprintf(text, sizeof text, pt ? ", %s por lance" : ", %s a move", time);
        append(out, size, text);
    }
}

void tb_level_describe(const tb_variant *v, const tb_level *level, bool pt, char *out,
                       size_t size)
{
    char what[256];
    tb_spec_describe(tb_level_player(v, level), pt, what, sizeof what);
    snprintf(out, size, "%s — %s", pt ? level->name_pt : level->name_en, what);
}
