/* The outside-engine subprocess (src/core/engine_process.c) that the uci, gtp and hub players
 * share: the command is argv, never a shell; lines have deadlines and a bounded length; an
 * engine that is missing, exits, hangs or dies gives a clear error; a stopped engine is
 * reaped (no zombie). The engines here are ordinary programs (sh, cat, sleep). */
#include <errno.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

#include "core/clock.h"
#include "core/engine_process.h"

static tb_engine *start(const char *cmd, const char *dir)
{
    tb_error err = {{0}};
    tb_engine *e = tb_engine_start("test", cmd, dir, &err);
    if (!e)
        fail_msg("'%s' did not start: %s", cmd, err.msg);
    return e;
}

static void assert_refused(const char *cmd, const char *dir, const char *message)
{
    tb_error err = {{0}};
    tb_engine *e = tb_engine_start("test", cmd, dir, &err);
    if (e)
        fail_msg("'%s' started", cmd);
    if (!strstr(err.msg, message))
        fail_msg("'%s': '%s' does not say '%s'", cmd, err.msg, message);
}

/* Stops the engine and checks that its process is gone and reaped. */
static void stop_and_check_reaped(tb_engine *e, const char *last_line)
{
    pid_t pid = tb_engine_pid(e);
    tb_engine_stop(e, last_line);
    if (pid > 0) {
        assert_int_equal(waitpid(pid, NULL, WNOHANG), -1);
        assert_int_equal(errno, ECHILD);
    }
}

static bool read_line(tb_engine *e, char *line, size_t cap, double seconds, tb_error *err)
{
    return tb_engine_read_line(e, line, cap, tb_clock_seconds() + seconds, err);
}

/* A program that is not there: refused when the player is made, naming the command. */
static void missing_program(void **unused)
{
    assert_refused("/nonexistent/engine --hub", NULL,
                   "test: cannot run '/nonexistent/engine --hub': No such file");
    assert_refused("tabula-no-such-engine", NULL, "cannot run 'tabula-no-such-engine'");
    assert_refused("/etc/passwd", NULL,
                   "cannot run '/etc/passwd': Permission denied"); /* not executable */
    assert_refused("true", "/nonexistent/folder", "cannot enter the folder '/nonexistent/folder'");
}

/* Commands that do not read: empty, an unclosed quote, too many words, too long. */
static void bad_commands(void **unused)
{
    assert_refused("", NULL, "no engine command given");
    assert_refused(" \t ", NULL, "no engine command given");
    assert_refused("sh -c 'echo hi", NULL, "unclosed '");
    char many[400] = "true";
    for (int i = 0; i < 64; i++)
        strcat(many, " x");
    assert_refused(many, NULL, "more than 64 words");
    char *longer = malloc(TB_ENGINE_CMD_MAX + 1);
    memset(longer, 'a', TB_ENGINE_CMD_MAX);
    longer[TB_ENGINE_CMD_MAX] = '\0';
    assert_refused(longer, NULL, "shorter than 1024 characters");
    free(longer);
}

/* No shell reads the command: ';', '$(...)', '|' and '>' reach the program as text. */
static void no_shell(void **unused)
{
    char dir[] = "/tmp/tabula-engine-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[1024], want[1024], line[1024], pwned[100];
    snprintf(pwned, sizeof pwned, "%s/pwned", dir);
    snprintf(cmd, sizeof cmd, "echo hi;touch %s $(touch %s) | cat >%s", pwned, pwned, pwned);
    snprintf(want, sizeof want, "hi;touch %s $(touch %s) | cat >%s", pwned, pwned, pwned);
    tb_engine *e = start(cmd, NULL);
    tb_error err = {{0}};
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, want);
    stop_and_check_reaped(e, NULL);
    assert_int_equal(access(pwned, F_OK), -1);
    rmdir(dir);
}

/* Quotes keep blanks inside a word; nothing else is interpreted. */
static void quoted_words(void **unused)
{
    tb_engine *e = start("sh -c 'echo \"[$0]\" \"[$1]\"' \"two words\" 'it''s'", NULL);
    char line[256];
    tb_error err = {{0}};
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, "[two words] [its]");
    stop_and_check_reaped(e, NULL);
}

/* Lines both ways; "\r\n" read as "\n"; wait_for skips other lines and stops at a refusal. */
static void conversation(void **unused)
{
    tb_engine *e = start("cat", NULL);
    tb_error err = {{0}};
    char line[64];
    assert_true(tb_engine_send(e, &err, "hello %d", 42));
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, "hello 42");
    assert_true(tb_engine_send(e, &err, "dos\r"));
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, "dos");
    /* "readyokay" is not the word "readyok" */
    assert_true(tb_engine_send(e, &err, "info depth 1\nreadyokay\nreadyok now"));
    assert_true(tb_engine_wait_for(e, "readyok", NULL, line, sizeof line, 30, &err));
    assert_string_equal(line, "readyok now");
    assert_true(tb_engine_send(e, &err, "info\nerror bad position\nmove 32-28"));
    assert_false(tb_engine_wait_for(e, "move", "error", line, sizeof line, 30, &err));
    assert_string_equal(err.msg, "test: engine 'cat' said 'error bad position'");
    /* a line too long to send is refused, and nothing is sent */
    char *huge = malloc(TB_ENGINE_LINE_MAX + 1);
    memset(huge, 'x', TB_ENGINE_LINE_MAX);
    huge[TB_ENGINE_LINE_MAX] = '\0';
    assert_false(tb_engine_send(e, &err, "%s", huge));
    assert_string_equal(err.msg, "test: command too long");
    free(huge);
    assert_string_equal(tb_engine_command(e), "cat");
    stop_and_check_reaped(e, "quit"); /* cat ends at the end of its input */
}

/* The folder the engine runs in, and a program named relative to it. */
static void folder(void **unused)
{
    tb_error err = {{0}};
    char line[256];
    tb_engine *e = start("pwd", "/");
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, "/");
    stop_and_check_reaped(e, NULL);
    e = start("./bin/echo relative", "/");
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, "relative");
    stop_and_check_reaped(e, NULL);
}

/* A program that exits at once: reading says it stopped and how, and so does writing, first
 * or after a read (before, a write that lost the race to the exit said only "not running"). */
static void exits_at_once(void **unused)
{
    tb_error err = {{0}};
    char line[64];
    tb_engine *e = start("true", NULL);
    assert_false(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(err.msg, "test: engine 'true' stopped (exit status 0)");
    assert_int_equal(tb_engine_pid(e), -1); /* reaped already */
    assert_false(tb_engine_send(e, &err, "uci"));
    assert_string_equal(err.msg, "test: engine 'true' stopped (exit status 0)");
    stop_and_check_reaped(e, "quit");

    e = start("sh -c 'exit 4'", NULL);
    siginfo_t info;
    /* waits for the exit without reaping it: the engine's own code reaps it */
    assert_int_equal(waitid(P_PID, (id_t)tb_engine_pid(e), &info, WEXITED | WNOWAIT), 0);
    /* it has exited and closed its end: the first line sent finds it so */
    assert_false(tb_engine_send(e, &err, "uci"));
    assert_string_equal(err.msg, "test: engine 'sh -c 'exit 4'' stopped (exit status 4)");
    stop_and_check_reaped(e, NULL);

    e = start("sh -c 'exit 3'", NULL);
    assert_false(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(err.msg, "test: engine 'sh -c 'exit 3'' stopped (exit status 3)");
    stop_and_check_reaped(e, NULL);
}

/* A program that dies in the middle of a conversation. */
static void dies(void **unused)
{
    tb_error err = {{0}};
    char line[64];
    tb_engine *e = start("sh -c 'read x; echo ok; kill -9 $$'", NULL);
    assert_true(tb_engine_send(e, &err, "go"));
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, "ok");
    assert_false(read_line(e, line, sizeof line, 30, &err));
    assert_non_null(strstr(err.msg, "stopped (signal 9)"));
    stop_and_check_reaped(e, "quit");
}

/* A program that never answers: the deadline passes; stopping kills and reaps it although it
 * ignores "quit". */
static void never_answers(void **unused)
{
    tb_error err = {{0}};
    char line[64];
    tb_engine *e = start("sleep 30", NULL);
    assert_true(tb_engine_send(e, &err, "isready"));
    assert_false(read_line(e, line, sizeof line, 0.2, &err));
    assert_string_equal(err.msg, "test: engine 'sleep 30' did not answer in time");
    assert_false(tb_engine_wait_for(e, "readyok", NULL, line, sizeof line, 0.1, &err));
    assert_string_equal(err.msg, "test: engine 'sleep 30' did not answer in time");
    assert_true(tb_engine_pid(e) > 0);
    stop_and_check_reaped(e, "quit");
    /* one that talks, but never the word waited for */
    e = start("sh -c 'while :; do echo info; sleep 0.01; done'", NULL);
    assert_false(tb_engine_wait_for(e, "bestmove", NULL, line, sizeof line, 0.3, &err));
    assert_string_equal(err.msg,
                        "test: engine 'sh -c 'while :; do echo info; sleep 0.01; done'' did not "
                        "answer in time");
    stop_and_check_reaped(e, "quit");
}

/* A line longer than the buffer is dropped whole (no piece of it comes back as a line); a
 * long line that fits is cut to the caller's buffer; one that never ends meets the deadline. */
static void over_long_line(void **unused)
{
    char dir[] = "/tmp/tabula-engine-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char script[300], cmd[320];
    snprintf(script, sizeof script, "%s/long.sh", dir);
    FILE *f = fopen(script, "w");
    assert_non_null(f);
    fputs("line() { head -c \"$2\" /dev/zero | tr '\\0' \"$1\"; }\n"
          "line a 20000; echo; echo after\n" /* far over the buffer, then a short line */
          "line b 5000; echo\n"              /* fits the buffer, not the caller's line */
          "line c 9000; echo end\n",         /* over the buffer, then the end */
          f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "sh %s", script);
    tb_error err = {{0}};
    char line[100], want[400];
    tb_engine *e = start(cmd, NULL);
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_string_equal(line, "after");
    assert_true(read_line(e, line, sizeof line, 30, &err));
    assert_int_equal(strlen(line), sizeof line - 1);
    assert_int_equal(strspn(line, "b"), sizeof line - 1);
    /* "ccc...cend" is dropped, and then the engine ends */
    assert_false(read_line(e, line, sizeof line, 30, &err));
    snprintf(want, sizeof want, "test: engine '%s' stopped (exit status 0)", cmd);
    assert_string_equal(err.msg, want);
    stop_and_check_reaped(e, NULL);
    unlink(script);
    rmdir(dir);
    /* a line that never ends */
    e = start("sh -c 'while :; do printf xxxxxxxxxxxxxxxx; done'", NULL);
    assert_false(read_line(e, line, sizeof line, 0.3, &err));
    assert_non_null(strstr(err.msg, "did not answer in time"));
    stop_and_check_reaped(e, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(missing_program), cmocka_unit_test(bad_commands),
        cmocka_unit_test(no_shell),        cmocka_unit_test(quoted_words),
        cmocka_unit_test(conversation),    cmocka_unit_test(folder),
        cmocka_unit_test(exits_at_once),   cmocka_unit_test(dies),
        cmocka_unit_test(never_answers),   cmocka_unit_test(over_long_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
