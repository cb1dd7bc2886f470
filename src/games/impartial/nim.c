/* Nim and Classic Nim (combinatorial.md §4.3): heaps of beans; a move takes at least one bean
 * from one heap. Bouton's theorem (§3.5) is the fast path. */
#include <stdio.h>
#include <string.h>

#include "games/impartial/heaps.h"

_Static_assert(sizeof(heaps) % 8 == 0, "component data is a multiple of 8 bytes");

static bool parse(const tb_comb_header *hd, const char *body, void *data, tb_error *err)
{
    return tb_comb_header_check(hd, "nim", false, NULL, err) &&
           comb_heaps_read(body, TB_COMB_MAX_ACTIONS, data, err);
}

static int moves(const void *data, int player, uint32_t *out)
{
    const heaps *h = data;
    int n = 0;
    for (int i = 0; i < h->n; i++)
        for (int to = h->heap[i] - 1; to >= 0; to--)
            out[n++] = tb_comb_heap_move(i, to);
    return n;
}

static bool grundy(const void *data, uint64_t *out)
{
    const heaps *h = data;
    uint64_t g = 0;
    for (int i = 0; i < h->n; i++)
        g ^= h->heap[i];
    *out = g;
    return true;
}

const tb_comb_kind tb_kind_nim = {
    .keyword = "nim",
    .type = TB_COMB_IMPARTIAL,
    .misere = true,
    .data_size = sizeof(heaps),
    .parse = parse,
    .print_body = comb_heaps_print_body,
    .move_bound = comb_heaps_total,
    .moves = moves,
    .apply = comb_heaps_apply,
    .move_to_text = comb_heaps_move_to_text,
    .move_from_text = comb_heaps_move_from_text,
    .grundy = grundy,
    .split = comb_heaps_split,
    .view = comb_heaps_view,
};

#define NIM_RULES_PT                                                                               \
    "Há montes de feijões. Cada jogador, na sua vez, escolhe um monte e tira dele quantos\n"     \
    "feijões quiser (pelo menos um, podendo tirar o monte todo).\n"                               \
    "Jogo normal: quem tira o último feijão ganha (quem não pode jogar perde). Jogo misère\n"  \
    "(opção play=misere): quem tira o último feijão perde.\n"                                  \
    "Teorema de Bouton: a posição é perdedora para quem joga (posição P) sse a soma-nim\n"    \
    "(ou exclusivo dos tamanhos em binário, sem transporte) é 0; o lance ganhador reduz um\n"    \
    "monte x para x ⊕ s, onde s é a soma-nim.\n"                                                \
    "Posição: nim: 3 5 7 9 (tamanhos dos montes). Soma de jogos: nim: 3 + kayles: 4.\n"          \
    "Lance: i:a>b (monte i, contado a partir de 1, passa de a para b feijões), p.ex. 4:9>1.\n"    \
    "Com várias componentes: [k] 4:9>1.\n"
#define NIM_RULES_EN                                                                               \
    "There are heaps of beans. On a turn a player chooses one heap and removes as many beans\n"    \
    "from it as he likes (at least one, possibly the whole heap).\n"                               \
    "Normal play: whoever takes the last bean wins (a player who cannot move loses). Misère\n"    \
    "play (option play=misere): whoever takes the last bean loses.\n"                              \
    "Bouton's theorem: the player to move loses (a P-position) iff the nim-sum (binary\n"          \
    "exclusive or of the heap sizes, addition without carries) is 0; a winning move reduces a\n"   \
    "heap x to x XOR s, where s is the nim-sum.\n"                                                 \
    "Position: nim: 3 5 7 9 (the heap sizes). Sums of games: nim: 3 + kayles: 4.\n"                \
    "Move: i:a>b (heap i, counted from 1, goes from a to b beans), e.g. 4:9>1.\n"                  \
    "With several components: [k] 4:9>1.\n"

TB_COMB_OPTIONS(nim_options, "nim: 3 5 7 9");

const tb_variant tb_variant_nim = {
    .id = "nim",
    .name_pt = "Nim",
    .name_en = "Nim",
    .family = "combinatorial",
    .summary_pt = "Tira-se de um monte quantos feijões se quiser; ganha quem tira o último.",
    .summary_en = "Take any number of beans from one heap; whoever takes the last one wins.",
    .rules_pt = "Nim (combinatorial.md §4.3; livro e tese).\n" NIM_RULES_PT
                "Início por omissão: nim: 3 5 7 9 (opção start).\n",
    .rules_en = "Nim (combinatorial.md §4.3; book and thesis).\n" NIM_RULES_EN
                "Default start: nim: 3 5 7 9 (option start).\n",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = nim_options,
};

/* Classic Nim is only named in the thesis (A20): ordinary Nim from 1 3 5 7. */
TB_COMB_OPTIONS(classic_options, "nim: 1 3 5 7");

const tb_variant tb_variant_nim_classic = {
    .id = "nim/classic",
    .name_pt = "Nim clássico",
    .name_en = "Classic Nim",
    .family = "combinatorial",
    .summary_pt = "Nim com montes de 1, 3, 5 e 7 feijões.",
    .summary_en = "Nim with heaps of 1, 3, 5 and 7 beans.",
    .rules_pt =
        "Nim clássico (combinatorial.md §4.3, A20): o Nim a partir de 1 3 5 7.\n" NIM_RULES_PT
        "Início por omissão: nim: 1 3 5 7 (opção start); é uma posição P em jogo\n"
        "normal: o segundo jogador ganha.\n",
    .rules_en = "Classic Nim (combinatorial.md §4.3, A20): Nim from 1 3 5 7.\n" NIM_RULES_EN
                "Default start: nim: 1 3 5 7 (option start); under normal play it is a\n"
                "P-position: the second player wins.\n",
    .players_pt = {"Primeiro", "Segundo"},
    .players_en = {"First", "Second"},
    .cls = &tb_comb_class,
    .option_defs = classic_options,
};
