/* The `chess` player: the chess engine of search.c for orthodox and losing chess (the
 * generic `ab` plays the progressive games through the contract, with eval.c's evaluation). */
#include <stdlib.h>

#include "ai/search_budget.h"
#include "core/options.h"
#include "games/chess/engine.h"
#include "tabula/family.h"
#include "tabula/player.h"

typedef struct chess_player {
    cs_engine *engine;
    tb_search_budget budget;
    bool book; /* plays the opening book's moves (book.c) without searching */
} chess_player;

static bool create(tb_player *p, const tb_options *params, tb_error *err)
{
    chess_snapshot snap;
    void *state = tb_state_new(p->game);
    bool ok = state && chess_snapshot_of(p->game, state, &snap);
    free(state);
    if (!ok || (snap.kind != CHESS_ORTHODOX && snap.kind != CHESS_LOSING)) {
        tb_error_set(err, "the chess player plays chess and chess/losing (try ab for %s)",
                     p->game->variant->id);
        return false;
    }
    chess_player *c = calloc(1, sizeof *c);
    if (!c) {
        tb_error_set(err, "out of memory");
        return false;
    }
    p->impl = c;
    int book = 0;
    if (!tb_search_budget_read(params, "chess", 100, &c->budget, err) ||
        !tb_option_choice(params, "book", "on|off", &book, err))
        return false;
    c->book = book == 0;
    c->engine = chess_search_new(c->budget.tt_mb);
    if (!c->engine) {
        tb_error_set(err, "out of memory");
        return false;
    }
    return true;
}

static bool choose(tb_player *p, const void *state, tb_action *out, tb_error *err)
{
    chess_player *c = p->impl;
    chess_snapshot snap;
    if (!chess_snapshot_of(p->game, state, &snap)) {
        tb_error_set(err, "not a chess position");
        return false;
    }
    /* a fixed time a move, none saved for later moves: the search goes on to its end (an
     * unfinished iteration counts when its best move changed) */
    const tb_search_budget *b = &c->budget;
    cs_limits limits = {.depth = b->depth, .hard = b->seconds, .nodes = b->nodes};
    cb_move m = c->book ? chess_book_move(&snap) : 0;
    if (!m)
        m = chess_search(c->engine, &snap, &limits, NULL, NULL, NULL);
    if (!m || !tb_game_is_legal(p->game, state, m)) {
        tb_error_set(err, "no legal move");
        return false;
    }
    *out = m;
    return true;
}

static void destroy(tb_player *p)
{
    chess_player *c = p->impl;
    if (c) {
        chess_search_free(c->engine);
        free(c);
    }
}

static const tb_option_def params[] = {
    TB_SEARCH_BUDGET_PARAMS("maximum depth in plies (0 = no limit but time)"),
    {"book", "on", "the opening book's moves, played without searching (on, off)"},
    {NULL, NULL, NULL},
};

/* The parameters' help in Portuguese (tb_player_param_help). */
static const tb_phrase params_pt[] = {
    TB_SEARCH_BUDGET_PARAMS_PT,
    {"maximum depth in plies (0 = no limit but time)",
     "profundidade máxima em meios-lances (0 = sem limite além do tempo)"},
    {"the opening book's moves, played without searching (on, off)",
     "os lances do livro de aberturas, jogados sem pesquisar (on, off)"},
    {NULL, NULL},
};

const tb_player_kind tb_player_chess = {
    .name = "chess",
    .label = "the chess engine",
    .label_pt = "o motor de xadrez",
    .help_pt = "o motor de xadrez (PVS, tabela de transposições, quiescência) para chess e "
               "chess/losing: time, depth, nodes, tt, book",
    .params_pt = params_pt,
    .help = "the chess engine (PVS, TT, quiescence) for chess and chess/losing: time, depth, "
            "nodes, tt, book",
    .create = create,
    .choose = choose,
    .destroy = destroy,
    .params = params,
};
