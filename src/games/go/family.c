/* The Go family (rules/go.md): Atari Go, and Go, Alak, progressive Go, hexagonal progressive
 * Go and Rosette on one engine (go.c); SGF, the GTP command, the go and gtp players. */
#include "games/go/go_sgf.h"
#include "tabula/family.h"

extern const tb_variant tb_variant_atari_go;
extern const tb_variant tb_variant_go;
extern const tb_variant tb_variant_go_alak;
extern const tb_variant tb_variant_go_progressive;
extern const tb_variant tb_variant_go_hex_progressive;
extern const tb_variant tb_variant_go_roseta;
extern const tb_player_kind tb_player_go;
extern const tb_analysis_service go_analysis;
extern const tb_player_kind tb_player_gtp;
int go_gtp_command(int argc, char **argv);

static const tb_variant *const variants[] = {&tb_variant_atari_go,
                                             &tb_variant_go,
                                             &tb_variant_go_alak,
                                             &tb_variant_go_progressive,
                                             &tb_variant_go_hex_progressive,
                                             &tb_variant_go_roseta,
                                             NULL};

static const tb_phrase reasons[] = {
    {"%s captured 1 stone", "%s capturou 1 pedra"},
    {"%s captured %d stones", "%s capturou %d pedras"},
    {"both players passed", "os dois jogadores passaram"},
    {"%s has no stone left", "%s não tem mais pedras"},
    {"%s has no legal placement; draw %d-%d", "%s não tem onde jogar; empate %d-%d"},
    {"%s has no legal placement; %s wins %d-%d", "%s não tem onde jogar; %s ganha %d-%d"},
    {"%s has no legal placement", "%s não tem onde jogar"},
    {"%s resigned", "%s desistiu"},
    {"%s wins by %s (%s-%s)", "%s ganha por %s (%s-%s)"},
    {"tie %s-%s, White wins", "empate %s-%s, ganham as Brancas"},
    {"draw: repeated position", "empate: posição repetida"},
    {"draw: %d moves", "empate: %d lances"},
    {"%s has no legal move", "%s não tem lances legais"},
    {NULL, NULL},
};

static const tb_phrase status[] = {
    {"%s to move, %d stones in reserve", "Joga: %s, %d pedras na reserva"},
    {"%s: mark dead (dead:<point>), accept or resume; Black %s, White %s",
     "%s: marcar mortas (dead:<ponto>), accept ou resume; Pretas %s, Brancas %s"},
    {"%s to move, turn %d, stone %d of %d", "Joga: %s, vez %d, pedra %d de %d"},
    {"%s to move, prisoners %d-%d", "Joga: %s, prisioneiros %d-%d"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Pretas"},
    {NULL, NULL},
};

/* The engine's games score by counting; all but Alak have turns of several actions (a
 * progressive turn, free handicap stones, the dead-stone marks before accepting). */
static unsigned variant_traits(const tb_variant *v)
{
    if (v == &tb_variant_atari_go)
        return 0;
    if (v == &tb_variant_go_alak)
        return TB_TRAIT_SCORED;
    return TB_TRAIT_SCORED | TB_TRAIT_MULTI_ACTION;
}

static const tb_record_format *const formats[] = {&go_sgf_format, NULL};
static const tb_player_kind *const players[] = {&tb_player_go, &tb_player_gtp, NULL};
static const tb_command commands[] = {
    {"gtp", "gtp [--player SPEC]  (speaks GTP v2 on standard input: Go)", go_gtp_command},
    {NULL, NULL, NULL},
};

const tb_family tb_family_go = {
    .id = "go",
    .name_pt = "Go",
    .name_en = "Go",
    .variants = variants,
    .variant_traits = variant_traits,
    .reasons = reasons,
    .status = status,
    .words = words,
    .analysis = &go_analysis,
    .formats = formats,
    .players = players,
    .commands = commands,
};
