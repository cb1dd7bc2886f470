#!/usr/bin/env bash
# tabula table GAME [SIZE]: the hand-drawn tables of the sources (combinatorial.md §2.4), held
# against the test vectors of §5; bad arguments fail with status 2.
set -u
bin="$1"
failures=0

# expect_lines ARGS... <<< "lines that must all appear in the output"
expect_lines() {
    local out
    out="$("$bin" table "$@" 2>&1)" || { echo "tabula table $*: failed: $out"; failures=$((failures + 1)); return; }
    while IFS= read -r line; do
        if ! grep -qxF -- "$line" <<< "$out"; then
            echo "tabula table $*: missing line '$line'"
            failures=$((failures + 1))
        fi
    done
}

expect_refused() {
    "$bin" table "$@" >/dev/null 2>&1
    if [ $? -ne 2 ]; then
        echo "tabula table $*: not refused with status 2"
        failures=$((failures + 1))
    fi
}

# TV-WY-1 and TV-WY-2 [Book, Rainhas; Thesis, Ex. 2.20, 2.30]: the 8x8 boards.
expect_lines queens <<'END'
r0: P N N N N N N N
r1: N N P N N N N N
r2: N P N N N N N N
r3: N N N N N P N N
r4: N N N N N N N P
r5: N N N P N N N N
r6: N N N N N N N N
r7: N N N N P N N N
r0:  0  1  2  3  4  5  6  7
r1:  1  2  0  4  5  3  7  8
r2:  2  0  1  5  3  4  8  6
r3:  3  4  5  6  2  0  1  9
r4:  4  5  3  2  7  6  9  0
r5:  5  3  4  0  6  8 10  1
r6:  6  7  8  1  9 10  3  4
r7:  7  8  6  9  0  1  4  5
END

# TV-SUB-1 [Thesis, Ex. 2.17, 2.26]: S{1,2,3}, n = 0..13.
expect_lines 'sub{1,2,3}' 13 <<'END'
n          0   1   2   3   4   5   6   7   8   9  10  11  12  13
P/N        P   N   N   N   P   N   N   N   P   N   N   N   P   N
g          0   1   2   3   0   1   2   3   0   1   2   3   0   1
END

# TV-SUB-4 [Thesis, Ex. 2.18, 2.28]: S{3,4}, n = 0..23 (two blocks of 20 and 4).
expect_lines 'sub{3,4}' 23 <<'END'
P/N        P   P   P   N   N   N   N   P   P   P   N   N   N   N   P   P   P   N   N   N
g          0   0   0   1   1   1   2   0   0   0   1   1   1   2   0   0   0   1   1   1
n         20  21  22  23
P/N        N   P   P   P
g          2   0   0   0
END

# TV-ADD-1, TV-ADD-2 [Thesis, Ex. 2.14]: target 13; the totals to leave are 1, 5, 9, 13.
expect_lines addup 13 <<'END'
total      0   1   2   3   4   5   6   7   8   9  10  11  12  13
P/N        N   P   N   N   N   P   N   N   N   P   N   N   N   P
g          1   0   3   2   1   0   3   2   1   0   3   2   1   0
END

# TV-KY-1 (external: WW; Guy–Smith 1956): Kayles, n = 0..39.
expect_lines kayles <<'END'
g          0   1   2   3   1   4   3   2   1   4   2   6   4   1   2   7   1   4   3   2
g          1   4   6   7   4   1   2   8   5   4   7   2   1   8   6   7   4   1   2   3
END

# TV-TH-6 [Thesis, Ex. 2.24]: g(D) = 0, g(A) = 1, g(B) = 0, g(C) = 2.
expect_lines 'graph: A>D B>A C>A C>B C>D @ C' <<'END'
vertex    A    D    B    C
g         1    0    0    2
P/N       N    P    P    N
END

# Octal games to a million (Winning Ways ch. 4): Kayles 0.77 has period 12 from n = 71 on,
# last exception 70; Dawson's chess 0.137 period 34, last exception 51; a table of Kayles past
# 1,000 pins is the octal game's.
expect_lines 0.77 1000000 <<'END'
0.77 (Kayles): one heap of n tokens, n = 0..1000000
period 12 from n = 71 on (last exception n = 70), proven by the Octal Periodicity Theorem from the values to n = 256
END
expect_lines kayles 5000 <<'END'
0.77 (Kayles): one heap of n tokens, n = 0..5000
END
expect_lines .1370 1000000 <<'END'
0.137 (Dawson's chess): one heap of n tokens, n = 0..1000000
period 34 from n = 52 on (last exception n = 51), proven by the Octal Periodicity Theorem from the values to n = 256
END
expect_lines 0.6 3000 <<'END'
no period proven by n = 3000
END

expect_refused
expect_refused 0.8
expect_refused 1.77
expect_refused 0.77 x
expect_refused 0.77 100000001
expect_refused foo
expect_refused nim 3
expect_refused queens 0x3
expect_refused queens 8x
expect_refused kayles -1
expect_refused 'graph: A>B B>A @ A'

# In Portuguese the refusal and the list of tables are Portuguese (no English words of the
# English list left).
out="$("$bin" --lang pt table foo 2>&1)"
for word in "uso: tabula table JOGO" "não há tabela" "tabuleiros P/N e de Grundy" "qualquer jogo octal"; do
    grep -qF -- "$word" <<< "$out" || { echo "table in Portuguese: missing '$word'"; failures=$((failures + 1)); }
done
for word in usage "one heap" "every vertex" "no table"; do
    ! grep -qF -- "$word" <<< "$out" || { echo "table in Portuguese: English '$word'"; failures=$((failures + 1)); }
done
out="$("$bin" --lang pt table --help 2>&1)"
grep -qF "todos os vértices de um grafo" <<< "$out" && ! grep -qF "the tables of the sources" <<< "$out" ||
    { echo "table --help in Portuguese: $out"; failures=$((failures + 1)); }

exit $((failures > 0))
