/* The rules prose lives in src/games/<family>/rules/<id>.<pt|en>.txt and is built into the
 * binary by cmake/embed_files.cmake: every variant has both texts, and every byte of the
 * binary's text equals the file's. */
#include <dirent.h>
#include <stdio.h>

#include "support.h"

#include "core/embedded.h"

/* tests/data/all_bytes.bin embedded by the same generator, for this suite only */
extern const tb_embedded_file test_embedded_files[];

/* The whole file, NUL-terminated; *size gets its length. Free with free(). */
static char *read_source_file(const char *path, size_t *size)
{
    char full[1024];
    snprintf(full, sizeof full, "%s/%s", TABULA_SOURCE_DIR, path);
    FILE *f = fopen(full, "rb");
    if (!f)
        fail_msg("cannot open %s", full);
    char *buf = NULL;
    size_t len = 0, cap = 0, got;
    do {
        if (len + 4096 + 1 > cap) {
            cap = 2 * cap + 4096 + 1;
            buf = realloc(buf, cap);
            assert_non_null(buf);
        }
        got = fread(buf + len, 1, 4096, f);
        len += got;
    } while (got > 0);
    fclose(f);
    buf[len] = '\0';
    *size = len;
    return buf;
}

static void assert_embedded_equals_file(const tb_embedded_file *e)
{
    size_t size;
    char *bytes = read_source_file(e->path, &size);
    if (e->size != size || memcmp(e->text, bytes, size) != 0)
        fail_msg("%s: the embedded text differs from the file", e->path);
    assert_int_equal(e->text[e->size], '\0');
    free(bytes);
}

static const tb_variant *variant_by_exact_id(const char *id)
{
    for (int i = 0; i < tb_registry_count(); i++)
        if (strcmp(tb_registry_at(i)->id, id) == 0)
            return tb_registry_at(i);
    return NULL;
}

static void every_variant_has_rules_in_both_languages(void **unused)
{
    for (int i = 0; i < tb_registry_count(); i++) {
        const tb_variant *v = tb_registry_at(i);
        const char *pt = tb_variant_rules(v, true), *en = tb_variant_rules(v, false);
        if (!pt || !en || !pt[0] || !en[0])
            fail_msg("%s: rules missing (pt %s, en %s)", v->id, pt ? "ok" : "none",
                     en ? "ok" : "none");
        assert_true(pt != en && strcmp(pt, en) != 0);
    }
}

/* Each embedded file is one variant's text in one language, equal to the file byte for byte,
 * and it is the text tb_variant_rules gives. */
static void every_rules_file_is_a_variant_text_equal_to_the_file(void **unused)
{
    int files = 0;
    for (const tb_embedded_file *e = tb_rules_files; e->path; e++, files++) {
        assert_embedded_equals_file(e);
        /* "src/games/chess/rules/chess.alice.pt.txt" -> id "chess/alice", language "pt" */
        const char *base = strrchr(e->path, '/') + 1;
        char id[128];
        size_t len = strlen(base);
        assert_true(len > strlen(".pt.txt") && len < sizeof id);
        assert_string_equal(base + len - strlen(".txt"), ".txt");
        memcpy(id, base, len - strlen(".pt.txt"));
        id[len - strlen(".pt.txt")] = '\0';
        const char *lang = base + len - strlen("pt.txt");
        for (char *c = id; *c; c++)
            if (*c == '.')
                *c = '/';
        const tb_variant *v = variant_by_exact_id(id);
        if (!v)
            fail_msg("%s: no variant '%s'", e->path, id);
        if (strncmp(lang, "pt.", 3) != 0 && strncmp(lang, "en.", 3) != 0)
            fail_msg("%s: language must be pt or en", e->path);
        assert_ptr_equal(tb_variant_rules(v, lang[0] == 'p'), e->text);
    }
    assert_int_equal(files, 2 * tb_registry_count());
}

static bool is_embedded(const char *path)
{
    for (const tb_embedded_file *e = tb_rules_files; e->path; e++)
        if (strcmp(e->path, path) == 0)
            return true;
    return false;
}

/* Counts the files of every rules/ folder under `folder` (relative to the source folder),
 * failing on one that is not built into the binary. */
static int count_rules_files(const char *folder, bool in_rules)
{
    char full[2048];
    snprintf(full, sizeof full, "%s/%s", TABULA_SOURCE_DIR, folder);
    DIR *dir = opendir(full);
    assert_non_null(dir);
    int found = 0;
    for (struct dirent *entry; (entry = readdir(dir));) {
        if (entry->d_name[0] == '.')
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
        snprintf(full, sizeof full, "%s/%s", TABULA_SOURCE_DIR, path);
        DIR *sub = opendir(full);
        if (sub) {
            closedir(sub);
            found += count_rules_files(path, strcmp(entry->d_name, "rules") == 0);
        } else if (in_rules) {
            if (!is_embedded(path))
                fail_msg("%s is not built into the binary", path);
            found++;
        }
    }
    closedir(dir);
    return found;
}

/* No rules file in the source tree is left out of the binary. */
static void every_rules_file_on_disk_is_embedded(void **unused)
{
    assert_int_equal(count_rules_files("src/games", false), 2 * tb_registry_count());
}

/* Every byte value, NUL included, and the sequences a careless C escaper gets wrong
 * (trigraphs, backslashes, quotes, CR LF, "\x41F") survive the trip. */
static void every_byte_survives_the_generator(void **unused)
{
    const tb_embedded_file *e = &test_embedded_files[0];
    assert_string_equal(e->path, "tests/data/all_bytes.bin");
    assert_int_equal(e->size, 256 + 16);
    for (int b = 0; b < 256; b++)
        assert_int_equal((unsigned char)e->text[b], b);
    assert_memory_equal(e->text + 256, "\?\?=\?\?/ \\\"\r\n\\x41F", 16);
    assert_embedded_equals_file(e);
    assert_null(test_embedded_files[1].path);
}

static void unknown_variant_has_no_rules(void **unused)
{
    tb_variant nobody = {.id = "no-such-game"};
    assert_null(tb_variant_rules(&nobody, true));
    assert_null(tb_variant_rules(&nobody, false));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_variant_has_rules_in_both_languages),
        cmocka_unit_test(every_rules_file_is_a_variant_text_equal_to_the_file),
        cmocka_unit_test(every_rules_file_on_disk_is_embedded),
        cmocka_unit_test(every_byte_survives_the_generator),
        cmocka_unit_test(unknown_variant_has_no_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
