#!/bin/bash
# tabula pgn, and PGN through save/load in tabula play.
set -u
BIN=$1
fail() { echo "FAIL: $*"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# The Opera game (Morphy, Paris 1858): every move read, the mate found.
cat >"$dir/opera.pgn" <<'PGN'
[Event "A Night at the Opera"]
[White "Paul Morphy"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
PGN
out=$("$BIN" pgn "$dir/opera.pgn") || fail "pgn exit status"
grep -q "^game 1: chess, 33 moves, White wins by checkmate; final position: 1n1Rkb1r/" <<<"$out" ||
    fail "summary: $out"
# --export --book: the book's notation, and it reads back the same
"$BIN" pgn "$dir/opera.pgn" --export --book >"$dir/book.pgn" || fail "export status"
grep -q "4. d4:e5 B:f3 5. Q:f3 d6:e5" "$dir/book.pgn" || fail "book notation: $(cat "$dir/book.pgn")"
[ "$("$BIN" pgn "$dir/book.pgn")" = "$out" ] || fail "book export does not read back"

# play: save as PGN, load it again (Alice, chess.md §3 AL-E1)
printf 'e4\ne5\nQh5\ng6\nsave %s\n' "$dir/alice.pgn" | "$BIN" play chess/alice >/dev/null ||
    fail "play save status"
grep -q '^\[Variant "Alice"\]' "$dir/alice.pgn" || fail "no variant tag: $(cat "$dir/alice.pgn")"
out=$(printf 'load %s\nQ:e5\n' "$dir/alice.pgn" | "$BIN" play chess/alice) || fail "play load"
grep -q "White wins by checkmate" <<<"$out" || fail "loaded game: $out"
# a tabula record turned into PGN
printf 'e4\nsave %s\n' "$dir/game.txt" | "$BIN" play chess >/dev/null || fail "record save"
"$BIN" pgn --from-record "$dir/game.txt" | grep -q "^1. e4 \*$" || fail "from-record"

# refusals: status 1 and a message naming the move
printf '1. e4 e5 2. Ke3 *\n' >"$dir/bad.pgn"
err=$("$BIN" pgn "$dir/bad.pgn" 2>&1 >/dev/null) && fail "bad game accepted"
grep -q "move 3 'Ke3'" <<<"$err" || fail "message: $err"
"$BIN" pgn "$dir/opera.pgn" --variant avanco 2>/dev/null && fail "non-chess variant accepted"
echo ok
