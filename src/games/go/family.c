/* The Go family (rules/go.md): Atari Go today. */
#include "tabula/family.h"

extern const tb_variant tb_variant_atari_go;

static const tb_variant *const variants[] = {&tb_variant_atari_go, NULL};

static const tb_phrase reasons[] = {
    {"%s captured 1 stone", "%s capturou 1 pedra"},
    {"%s captured %d stones", "%s capturou %d pedras"},
    {"both players passed", "os dois jogadores passaram"},
    {"%s has no stone left", "%s não tem mais pedras"},
    {"%s has no legal placement", "%s não tem onde jogar"},
    {"%s has no legal move", "%s não tem lances legais"},
    {NULL, NULL},
};

static const tb_phrase status[] = {
    {"%s to move, %d stones in reserve", "Joga: %s, %d pedras na reserva"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Pretas"},
    {NULL, NULL},
};

const tb_family tb_family_go = {
    .id = "go",
    .name_pt = "Go",
    .name_en = "Go",
    .variants = variants,
    .reasons = reasons,
    .status = status,
    .words = words,
};
