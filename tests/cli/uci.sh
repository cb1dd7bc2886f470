#!/bin/bash
# tabula uci: a scripted UCI session, and tabula's own uci player driving `tabula uci`.
set -u
BIN=$1
fail() { echo "FAIL: $*"; exit 1; }

# Handshake: the variants on offer, and isready.
out=$(printf 'uci\nisready\nquit\n' | "$BIN" uci) || fail "uci exit status"
grep -qx "id name tabula" <<<"$out" || fail "id: $out"
grep -q "^option name UCI_Variant type combo default chess var chess var antichess .*var progressive-scottish" <<<"$out" ||
    fail "variants: $out"
grep -qx "uciok" <<<"$out" || fail "uciok: $out"
grep -qx "readyok" <<<"$out" || fail "readyok: $out"

# A search from moves: info lines and a legal reply (checked by tabula's own parser).
out=$(printf 'position startpos moves e2e4 e7e5 g1f3\ngo depth 4\n' | "$BIN" uci)
grep -q "^info depth 4 seldepth [0-9]* score cp -\?[0-9]* nodes [0-9]* nps [0-9]* time [0-9]* pv " <<<"$out" ||
    fail "info: $out"
best=$(grep -o "^bestmove .*" <<<"$out" | cut -d' ' -f2)
[[ $best =~ ^[a-h][1-8][a-h][1-8]$ ]] || fail "bestmove: $out"
out=$(printf 'position startpos moves e2e4 e7e5 g1f3 %s\n' "$best" | "$BIN" uci)
grep -q "position refused" <<<"$out" && fail "bestmove $best is not legal: $out"
out=$(printf 'position startpos moves e2e4 e7e5 g1f3 a1a5\n' | "$BIN" uci)
grep -q "position refused: illegal move 'a1a5'" <<<"$out" || fail "the legality check itself: $out"

# Mate in one from a FEN, reported as a mate score.
out=$(printf 'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n' | "$BIN" uci)
grep -qx "bestmove a1a8" <<<"$out" || fail "mate in one: $out"
grep -q "score mate 1 " <<<"$out" || fail "mate score: $out"

# Promotion in long algebraic, both ways: after b7b8q a queen is on the board (Black's
# search sees a queen's worth of material against it, not a rook's), and b7b8q is played.
out=$(printf 'position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8q\ngo depth 3\n' | "$BIN" uci)
cp=$(grep -o "^info depth 3 .*score cp -\?[0-9]*" <<<"$out" | grep -o -- "-\?[0-9]*$")
[[ -n $cp ]] && (( cp < -800 )) || fail "after b7b8q, a queen: $out"
out=$(printf 'position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8r\ngo depth 3\n' | "$BIN" uci)
cp=$(grep -o "^info depth 3 .*score cp -\?[0-9]*" <<<"$out" | grep -o -- "-\?[0-9]*$")
[[ -n $cp ]] && (( cp > -800 )) || fail "after b7b8r, a rook: $out"
out=$(printf 'position fen 7k/1P6/6K1/8/8/8/8/8 w - - 0 1\ngo depth 3\n' | "$BIN" uci)
grep -qx "bestmove b7b8q" <<<"$out" || grep -qx "bestmove b7b8r" <<<"$out" || fail "promotion: $out"

# Losing chess: after 1. e3 b5 the capture Bf1xb5 is compulsory.
out=$(printf 'setoption name UCI_Variant value antichess\nposition startpos moves e2e3 b7b5\ngo depth 3\n' |
    "$BIN" uci)
grep -qx "bestmove f1b5" <<<"$out" || fail "antichess: $out"
# OwnBook: from the start of losing chess the book's 1. e3, said to be a book move; off, the
# search moves; a value that is not a check refused.
out=$(printf 'setoption name UCI_Variant value antichess\nposition startpos\ngo depth 1\n' | "$BIN" uci)
grep -qx "info string book move" <<<"$out" && grep -qx "bestmove e2e3" <<<"$out" || fail "book: $out"
out=$(printf 'setoption name UCI_Variant value antichess\nsetoption name OwnBook value false\nposition startpos\ngo depth 1\n' |
    "$BIN" uci)
grep -q "book move" <<<"$out" && fail "OwnBook false: $out"
grep -q "^bestmove [a-h][1-8][a-h][1-8]$" <<<"$out" || fail "OwnBook false: $out"
out=$(printf 'uci\nsetoption name OwnBook value maybe\n' | "$BIN" uci)
grep -qx "option name OwnBook type check default true" <<<"$out" || fail "OwnBook option: $out"
grep -qx "info string OwnBook: expected true or false" <<<"$out" || fail "OwnBook maybe: $out"

# A progressive game: after White's 1. e4, Black makes the first move of his series of two;
# then, one move later, the second.
out=$(printf 'setoption name UCI_Variant value progressive-scottish\nposition startpos moves e2e4\ngo movetime 200\n' |
    "$BIN" uci)
best=$(grep -o "^bestmove .*" <<<"$out" | cut -d' ' -f2)
[[ $best =~ ^[a-h][78][a-h][5-6]$ ]] || fail "progressive first move: $out"
out=$(printf 'setoption name UCI_Variant value progressive-scottish\nposition startpos moves e2e4 %s\ngo movetime 200\n' "$best" |
    "$BIN" uci)
grep -q "^bestmove [a-h][1-8][a-h][1-8]" <<<"$out" || fail "progressive second move: $out"

# go infinite answers only after stop. Each step waits for the engine's own lines, not for a
# time: the search is seen running (info depth 3), it answers isready, it finishes another
# depth after that and answers isready again, and only then stop is sent; no bestmove may
# come before. (read -t 120 only bounds a hang.)
coproc UCI { "$BIN" uci; }
# bash unsets UCI_PID as soon as it sees the coprocess end (after quit, a race with the wait
# below): keep the number
uci_pid=$UCI_PID
out=""
read_until() { # read_until REGEX: the engine's lines into $out up to one that matches
    local line
    while IFS= read -r -t 120 line <&"${UCI[0]}"; do
        out+="$line"$'\n'
        [[ $line =~ $1 ]] && return 0
    done
    fail "no line matching '$1' from go infinite: $out"
}
printf 'position startpos\ngo infinite\n' >&"${UCI[1]}"
read_until '^info depth 3 '
printf 'isready\n' >&"${UCI[1]}"
read_until '^readyok$'
read_until '^info depth [0-9]+ ' # the next depth, finished after isready
printf 'isready\n' >&"${UCI[1]}" # a search that ended by itself would answer before this
read_until '^readyok$'
grep -q "^bestmove" <<<"$out" && fail "bestmove before stop: $out"
printf 'stop\n' >&"${UCI[1]}"
read_until '^bestmove '
[[ $(printf '%s' "$out" | tail -n 1) =~ ^bestmove\ [a-h][1-8][a-h][1-8]$ ]] || fail "stop: $out"
printf 'quit\n' >&"${UCI[1]}"
wait "$uci_pid" || fail "uci exit status after stop and quit"

# Bad input changes nothing and says why.
out=$(printf 'position fen nonsense\nposition startpos moves e2e5\nsetoption name UCI_Variant value shogi\nfrobnicate\nposition startpos moves e2e4\ngo depth 1\n' |
    "$BIN" uci)
[[ $(grep -c "^info string position refused" <<<"$out") == 2 ]] || fail "bad positions: $out"
grep -q "^info string unknown variant 'shogi'" <<<"$out" || fail "bad variant: $out"
grep -q "^info string unknown command 'frobnicate'" <<<"$out" || fail "bad command: $out"
grep -q "^bestmove [a-h][78]" <<<"$out" || fail "position after bad input: $out"

# tabula's uci player against tabula uci: whole games through the protocol.
out=$("$BIN" match chess chess:depth=2 "uci:cmd=$BIN uci,movetime=20" -n 2 --max-actions 60 2>/dev/null) ||
    fail "match through uci"
[[ $(tail -n 1 <<<"$out") =~ ^result:\ [0-9]+-[0-9]+-[0-9]+$ ]] || fail "match: $out"
out=$("$BIN" match chess/losing chess:depth=2 "uci:cmd=$BIN uci,variant=antichess,movetime=20" -n 2 \
    --max-actions 60 2>/dev/null) || fail "losing match through uci"
[[ $(tail -n 1 <<<"$out") =~ ^result:\ [0-9]+-[0-9]+-[0-9]+$ ]] || fail "losing match: $out"
echo ok
