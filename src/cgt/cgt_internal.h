/* Internals shared by the Conway game store (cgt.c) and its text forms (cgt_text.c). */
#ifndef TABULA_CGT_INTERNAL_H
#define TABULA_CGT_INTERNAL_H

#include "tabula/cgt.h"

/* A dyadic rational num / 2^exp in lowest terms (num odd when exp > 0). */
typedef struct dyadic {
    int64_t num;
    int exp;
} dyadic;

int tb_cgt_dyadic_cmp(dyadic a, dyadic b);

/* How a canonical game prints (§3.16), worked out once per game. */
typedef enum print_form {
    FORM_UNKNOWN,
    FORM_NUMBER, /* x */
    FORM_STAR,   /* x + *n, n >= 1 */
    FORM_UPS,    /* x + k·↑ + *n, k != 0 */
    FORM_SWITCH, /* ±x */
    FORM_BRACES  /* { L | R } */
} print_form;

typedef struct cgt_node {
    uint32_t opt; /* pool offset: nl Left options then nr Right options, each sorted by id */
    uint32_t nl, nr;
    uint32_t hash;
    uint32_t birthday;
    uint32_t neg;    /* id of the negative, TB_CGT_NONE until known */
    uint32_t nimber; /* n when is_nimber */
    bool is_number, is_nimber, stops_known;
    dyadic value;        /* when is_number */
    dyadic lstop, rstop; /* Left and Right stops, when stops_known */
    print_form form;
    dyadic form_x; /* the number part of FORM_STAR, FORM_UPS and FORM_SWITCH */
    int32_t form_ups;
    uint32_t form_star;
} cgt_node;

const cgt_node *tb_cgt_node_at(const tb_cgt *s, tb_cgt_game g);
const tb_cgt_game *tb_cgt_options(const tb_cgt *s, tb_cgt_game g); /* Left then Right */
/* Works out and caches how g prints; false (with the store error set) on failure. */
bool tb_cgt_classify(tb_cgt *s, tb_cgt_game g);
/* Records a failure; returns TB_CGT_NONE for `return tb_cgt_fail(...)`. */
tb_cgt_game tb_cgt_fail(tb_cgt *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool tb_cgt_failed(const tb_cgt *s);
/* Start of a public operation on games a and b (pass TB_CGT_ZERO for an unused one): false
 * if an input is TB_CGT_NONE (the earlier message stays) or not an id of this store;
 * otherwise clears the previous failure and the work count. */
bool tb_cgt_begin(tb_cgt *s, tb_cgt_game a, tb_cgt_game b);

#endif
