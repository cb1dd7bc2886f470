#include "support.h"
static void t(void **st){ tb_game *g = ts_game("avanco", NULL); void *s = ts_state(g, NULL);
 tb_action m[200]; assert_int_equal(g->cls->legal(g,s,m), 19); free(s); tb_game_free(g);}
int main(void){ const struct CMUnitTest tests[] = { cmocka_unit_test(t) }; return cmocka_run_group_tests(tests, NULL, NULL);}
