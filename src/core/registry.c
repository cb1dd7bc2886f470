/* The list of every variant. A new game adds one line to each list below. */
#include "tabula/registry.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>

extern const tb_variant tb_variant_semaforo;
extern const tb_variant tb_variant_gatos_caes;
extern const tb_variant tb_variant_rastros;
extern const tb_variant tb_variant_produto;
extern const tb_variant tb_variant_avanco;
extern const tb_variant tb_variant_atari_go;
extern const tb_variant tb_variant_chess;
extern const tb_variant tb_variant_chess_losing;
extern const tb_variant tb_variant_chess_progressive_scottish;
extern const tb_variant tb_variant_chess_progressive_italian;
extern const tb_variant tb_variant_chess_progressive_portuguese;
extern const tb_variant tb_variant_chess_progressive_kiwi;
extern const tb_variant tb_variant_chess_progressive_australian;
extern const tb_variant tb_variant_chess_progressive_english;
extern const tb_variant tb_variant_chess_progressive_orthodox;
extern const tb_variant tb_variant_chess_exchange;
extern const tb_variant tb_variant_chess_shatranj;
extern const tb_variant tb_variant_chess_alfonso;
extern const tb_variant tb_variant_chess_alice;
/* combinatorial games: heap games (src/games/impartial/) */
extern const tb_variant tb_variant_sub;
extern const tb_variant tb_variant_addup;
extern const tb_variant tb_variant_nim;
extern const tb_variant tb_variant_nim_classic;
extern const tb_variant tb_variant_nimble;
extern const tb_variant tb_variant_avarento;
extern const tb_variant tb_variant_greedy;
extern const tb_variant tb_variant_quim;
extern const tb_variant tb_variant_matrix;
extern const tb_variant tb_variant_lim;
extern const tb_variant tb_variant_plainim;
extern const tb_variant tb_variant_stairs;
extern const tb_variant tb_variant_kayles;
extern const tb_variant tb_variant_parity;
/* combinatorial heap games: externs above this line */

extern const tb_variant tb_variant_queens;
extern const tb_variant tb_variant_queens2;
extern const tb_variant tb_variant_euclid;
extern const tb_variant tb_variant_chomp;
extern const tb_variant tb_variant_hackenbush;
extern const tb_variant tb_variant_array;
extern const tb_variant tb_variant_triangle;
extern const tb_variant tb_variant_graph;
extern const tb_variant tb_variant_domineering;
extern const tb_variant tb_variant_lions;
extern const tb_variant tb_variant_game;
extern const tb_variant tb_variant_elections_sierpinski;
extern const tb_variant tb_variant_elections_sierpinski_alliances;
extern const tb_variant tb_variant_elections_sierpinski_sizes;
extern const tb_variant tb_variant_elections_hex_small;
extern const tb_variant tb_variant_elections_hex_large;
extern const tb_variant tb_variant_elections_cube;
extern const tb_variant tb_variant_hasami_shogi;
extern const tb_variant tb_variant_cordeiros_tigres;
extern const tb_variant tb_variant_halma;
extern const tb_variant tb_variant_halma_teams;
extern const tb_variant tb_variant_halma_solitaire;
/* registry: externs above this line */

static const tb_variant *const variants[] = {
    &tb_variant_semaforo,
    &tb_variant_gatos_caes,
    &tb_variant_rastros,
    &tb_variant_produto,
    &tb_variant_avanco,
    &tb_variant_atari_go,
    &tb_variant_chess,
    &tb_variant_chess_losing,
    &tb_variant_chess_progressive_scottish,
    &tb_variant_chess_progressive_italian,
    &tb_variant_chess_progressive_portuguese,
    &tb_variant_chess_progressive_kiwi,
    &tb_variant_chess_progressive_australian,
    &tb_variant_chess_progressive_english,
    &tb_variant_chess_progressive_orthodox,
    &tb_variant_chess_exchange,
    &tb_variant_chess_shatranj,
    &tb_variant_chess_alfonso,
    &tb_variant_chess_alice,
    /* combinatorial games: heap games */
    &tb_variant_sub,
    &tb_variant_addup,
    &tb_variant_nim,
    &tb_variant_nim_classic,
    &tb_variant_nimble,
    &tb_variant_avarento,
    &tb_variant_greedy,
    &tb_variant_quim,
    &tb_variant_matrix,
    &tb_variant_lim,
    &tb_variant_plainim,
    &tb_variant_stairs,
    &tb_variant_kayles,
    &tb_variant_parity,
    /* combinatorial heap games: entries above this line */

    &tb_variant_queens,
    &tb_variant_queens2,
    &tb_variant_euclid,
    &tb_variant_chomp,
    &tb_variant_hackenbush,
    &tb_variant_array,
    &tb_variant_triangle,
    &tb_variant_graph,
    &tb_variant_domineering,
    &tb_variant_lions,
    &tb_variant_game,
    &tb_variant_elections_sierpinski,
    &tb_variant_elections_sierpinski_alliances,
    &tb_variant_elections_sierpinski_sizes,
    &tb_variant_elections_hex_small,
    &tb_variant_elections_hex_large,
    &tb_variant_elections_cube,
    &tb_variant_hasami_shogi,
    &tb_variant_cordeiros_tigres,
    &tb_variant_halma,
    &tb_variant_halma_teams,
    &tb_variant_halma_solitaire,
    /* registry: entries above this line */
};

int tb_registry_count(void)
{
    return (int)(sizeof variants / sizeof variants[0]);
}

const tb_variant *tb_registry_at(int i)
{
    return i >= 0 && i < tb_registry_count() ? variants[i] : NULL;
}

/* Lower-case ASCII with accents dropped and every run of other characters turned into one
 * '-', so "Gatos & Cães", "gatos-caes" and "GATOS_CAES" compare equal. */
static void normalise(const char *in, char *out, size_t cap)
{
    static const char *const accents[][2] = {
        {"á", "a"}, {"à", "a"}, {"â", "a"}, {"ã", "a"}, {"ç", "c"}, {"é", "e"}, {"ê", "e"},
        {"í", "i"}, {"ó", "o"}, {"ô", "o"}, {"õ", "o"}, {"ú", "u"}, {"Á", "a"}, {"Ã", "a"},
        {"Ç", "c"}, {"É", "e"}, {"Ó", "o"}, {"Ú", "u"}};
    size_t n = 0;
    bool dash = false;
    while (*in && n + 1 < cap) {
        char ch = 0;
        size_t adv = 1;
        for (size_t k = 0; k < sizeof accents / sizeof accents[0]; k++) {
            size_t l = strlen(accents[k][0]);
            if (strncmp(in, accents[k][0], l) == 0) {
                ch = accents[k][1][0];
                adv = l;
                break;
            }
        }
        if (!ch && isalnum((unsigned char)*in))
            ch = (char)tolower((unsigned char)*in);
        if (ch) {
            if (dash && n > 0)
                out[n++] = '-';
            if (n + 1 < cap)
                out[n++] = ch;
            dash = false;
        } else if (*in == '/') {
            if (n + 1 < cap)
                out[n++] = '/';
            dash = false;
        } else {
            dash = true;
        }
        in += adv;
    }
    out[n] = '\0';
}

const tb_variant *tb_registry_find(const char *name)
{
    char want[128], have[128];
    normalise(name, want, sizeof want);
    if (!want[0])
        return NULL;
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = variants[i];
        const char *names[] = {v->id, v->name_pt, v->name_en};
        for (int k = 0; k < 3; k++) {
            normalise(names[k], have, sizeof have);
            if (strcmp(want, have) == 0)
                return v;
        }
    }
    return NULL;
}
