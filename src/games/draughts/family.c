/* The draughts family (rules/draughts.md): one rules engine, the variants as rows of its rule
 * table (draughts.c). */
#include <string.h>

#include "games/draughts/draughts.h"
#include "games/draughts/pdn.h"
#include "tabula/family.h"

extern const tb_variant tb_variant_draughts;
extern const tb_variant tb_variant_draughts_brazilian;
extern const tb_variant tb_variant_draughts_canadian;
extern const tb_variant tb_variant_draughts_russian;
extern const tb_variant tb_variant_draughts_english;
extern const tb_variant tb_variant_draughts_portuguese;
extern const tb_variant tb_variant_draughts_german;
extern const tb_variant tb_variant_draughts_czech;
extern const tb_variant tb_variant_draughts_thai;
extern const tb_variant tb_variant_draughts_turkish;
extern const tb_variant tb_variant_draughts_armenian;
extern const tb_variant tb_variant_draughts_croda;
extern const tb_player_kind tb_player_draughts;
extern const tb_player_kind tb_player_hub;
int tb_draughts_hub(int argc, char **argv);
int tb_draughts_dxp(int argc, char **argv);
/* the historical games of §9 (alquerque.c, fanorona.c) */
extern const tb_variant tb_variant_draughts_alquerque;
extern const tb_variant tb_variant_draughts_dablot;
extern const tb_variant tb_variant_draughts_fanorona;
/* the games of stacks (columns.c) */
extern const tb_variant tb_variant_draughts_bashni;
extern const tb_variant tb_variant_draughts_laska;
extern const tb_variant tb_variant_draughts_mylaska;
extern const tb_variant tb_variant_draughts_emergo;

static const tb_variant *const variants[] = {
    &tb_variant_draughts,         &tb_variant_draughts_brazilian, &tb_variant_draughts_canadian,
    &tb_variant_draughts_russian, &tb_variant_draughts_english,   &tb_variant_draughts_portuguese,
    &tb_variant_draughts_german,  &tb_variant_draughts_czech,     &tb_variant_draughts_thai,
    &tb_variant_draughts_turkish, &tb_variant_draughts_armenian,  &tb_variant_draughts_croda,
    &tb_variant_draughts_alquerque, &tb_variant_draughts_dablot, &tb_variant_draughts_fanorona,
    &tb_variant_draughts_bashni,  &tb_variant_draughts_laska,     &tb_variant_draughts_mylaska,
    &tb_variant_draughts_emergo,
    NULL,
};

/* Order matters: the first pattern that matches a reason wins. */
static const tb_phrase reasons[] = {
    {"%s wins: %s has no pieces left", "ganham as %s: as %s ficaram sem peças"},
    {"%s wins: %s cannot move", "ganham as %s: as %s não podem jogar"},
    {"draw: threefold repetition", "empate: tripla repetição"},
    {"draw: 16 moves with three kings against one", "empate: 16 lances com três damas contra uma"},
    {"draw: 16 moves in a three against one king ending",
     "empate: 16 lances num final de três peças contra uma dama"},
    {"draw: 5 moves in a two against one king ending",
     "empate: 5 lances num final de duas peças contra uma dama"},
    {"draw: 25 moves each with kings only", "empate: 25 lances de cada lado só com damas"},
    {"%s wins: %s commands no stack", "ganham as %s: as %s não comandam nenhuma pilha"},
    {"draw: %s cannot move", "empate: as %s não podem jogar"},
    {NULL, NULL},
};

static const tb_phrase status[] = {
    {"%s to move, capture under way", "Jogam as %s, captura em curso"},
    {"%s to move", "Jogam as %s"},
    {NULL, NULL},
};

static const tb_phrase words[] = {
    {"White", "Brancas"},
    {"Black", "Negras"},
    {NULL, NULL},
};

static const tb_player_kind *const players[] = {&tb_player_draughts, &tb_player_hub, NULL};
/* The draughts engine behind the server's levels, for the variants of the rule table. */
static const char *level_spec(const tb_variant *v, const char *level)
{
    if (!draughts_variant_is_bitboard(v))
        return NULL;
    if (strcmp(level, "easy") == 0)
        return "draughts:depth=2,time=0.2s";
    if (strcmp(level, "medium") == 0)
        return "draughts:depth=6,time=1s";
    if (strcmp(level, "hard") == 0)
        return "draughts:time=2s";
    return NULL;
}

static const tb_record_format *const formats[] = {&tb_draughts_pdn_format, NULL};
static const tb_command commands[] = {
    {"hub", "hub [GAME]  (speaks the Hub protocol of draughts engines on standard input)",
     tb_draughts_hub},
    {"dxp", "dxp (--connect HOST:PORT | --listen PORT) [--time MS] [--games N]  (DamExchange)",
     tb_draughts_dxp},
    {NULL, NULL, NULL},
};

const tb_family tb_family_draughts = {
    .id = "draughts",
    .name_pt = "Damas",
    .name_en = "Draughts",
    .variants = variants,
    .traits = TB_TRAIT_MULTI_ACTION,
    .reasons = reasons,
    .status = status,
    .words = words,
    .players = players,
    .commands = commands,
    .formats = formats,
    .level_spec = level_spec,
};
