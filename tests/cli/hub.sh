#!/bin/bash
# tabula hub: scripted Hub sessions (the protocol of Scan), the hub player driving `tabula hub`
# and a scripted peer that answers nonsense, PDN through `tabula play`, match --openings and
# match --record.
set -u
BIN=$1
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
start=wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww

# Handshake, ping, refusals that change nothing.
out=$(printf 'hub\ninit\nping\nmove 32-27\nmove 32-28\nmove 99-1\nmove banana\npos w\nlevel x\nfoo\nquit\n' | "$BIN" hub) ||
    fail "hub exit status"
grep -qx "name tabula" <<<"$out" || fail "name: $out"
grep -qx "wait" <<<"$out" || fail "wait: $out"
grep -qx "ready" <<<"$out" || fail "ready: $out"
grep -qx "pong" <<<"$out" || fail "pong: $out"
# 32-27 is White's first move; then 32-28 is not Black's
[[ $(grep -c "^error illegal move$" <<<"$out") == 2 ]] || fail "illegal moves: $out"
grep -qx "error bad move" <<<"$out" || fail "bad move: $out"
grep -qx "error bad position" <<<"$out" || fail "bad position: $out"
grep -qx "error bad level" <<<"$out" || fail "bad level: $out"
grep -qx "error unknown command" <<<"$out" || fail "unknown command: $out"

# A line longer than the cap is refused whole, and the session goes on.
out=$( (printf 'move %05000d\n' 0; printf 'ping\n') | "$BIN" hub)
grep -qx "error line too long" <<<"$out" || fail "long line: $out"
grep -qx "pong" <<<"$out" || fail "after a long line: $out"

# A search: info lines, then the move. The shot 33-28 22x33 38x29x20 from a set position,
# and the capture written with the pieces taken.
pos=weeeeeeeeeeeeeeeeeeeeebebeeeeeeeeweeeeweeeweeeeeeee
out=$(printf 'pos %s\ndepth 3\ngo\n' "$pos" | "$BIN" hub)
grep -q "^info 3 3 [0-9]* [0-9]* [0-9.]* [0-9.]* 33-28 22x33x28 38x20x24x33" <<<"$out" ||
    fail "info: $out"
grep -qx "move 33-28 22x33x28" <<<"$out" || fail "the shot: $out"
out=$(printf 'pos %s\nmove 33-28\nmove 22x33x28\ndepth 1\ngo\n' "$pos" | "$BIN" hub)
grep -qx "move 38x20x24x33" <<<"$out" || fail "the double capture: $out"
# a node budget (tabula's own command): from the start, every iteration reported stays within
# it (a timed search would report far more) and a move comes; a bad budget is refused
out=$(printf 'new\nnodes 3000\ngo\nnodes x\nping\n' | "$BIN" hub)
grep -q "^move " <<<"$out" || fail "nodes: $out"
grep -qx "error bad nodes" <<<"$out" || fail "bad nodes: $out"
n=$(grep "^info" <<<"$out" | tail -1 | cut -d' ' -f5)
[[ -n $n && $n -le 3000 ]] || fail "nodes 3000 searched $n: $out"
# a capture named by its ends only, where one capture goes so
out=$(printf 'pos %s\nmove 33-28\nmove 22x33\nmove 38x20\nping\n' "$pos" | "$BIN" hub)
grep -q "^error" <<<"$out" && fail "short captures: $out"

# The hub player against `tabula hub` itself over the protocol: a whole game.
out=$("$BIN" match draughts draughts:depth=1 "hub:cmd=$BIN hub,movetime=20" -n 1 --max-actions 300 2>&1) ||
    fail "hub player: $out"
grep -q "^games: 1 " <<<"$out" || fail "hub player game: $out"

# A peer that answers with a move that is not legal: a clear error, not a wrong move.
cat >"$tmp/peer.sh" <<'PEER'
#!/bin/bash
while read -r cmd rest; do
    case $cmd in
    hub) echo "name liar"; echo wait ;;
    init) echo ready ;;
    go) echo "info 1 1 0 1 0 0 99-1"; echo "move 99-1" ;;
    quit) exit 0 ;;
    esac
done
PEER
out=$("$BIN" match draughts draughts:depth=1 "hub:cmd=bash $tmp/peer.sh,movetime=20" -n 1 2>&1)
grep -q "played '99-1', not a legal turn here" <<<"$out" || fail "lying peer: $out"
# the hub player is for the 10x10 board, and the server never offers it (it runs a program)
out=$("$BIN" match draughts/brazilian draughts:depth=1 "hub:cmd=true" -n 1 2>&1)
grep -q "plays international draughts" <<<"$out" || fail "brazilian: $out"

# PDN through play: load, play on, save by extension, load again.
cat >"$tmp/game.pdn" <<'PDN'
[Event "Clube"]
[GameType "20"]
1. 32-28 19-23 2. 28x19 14x23 {a comment} 3. 33-28 (3. 37-32) 23x32 4. 37x28 *
PDN
out=$(printf 'load %s\n17-22\n28x17\nsave %s\nquit\n' "$tmp/game.pdn" "$tmp/out.pdn" | "$BIN" play draughts 2>&1)
grep -q "1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23x32 4. 37x28 17-22 5. 28x17" "$tmp/out.pdn" ||
    fail "saved PDN: $(cat "$tmp/out.pdn") $out"
grep -qx '\[GameType "20"\]' "$tmp/out.pdn" || fail "GameType: $(cat "$tmp/out.pdn")"
out=$(printf 'load %s\nposition\nquit\n' "$tmp/out.pdn" | "$BIN" play draughts 2>&1)
grep -qx "position: B:W17,31,34,35,36,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,15,16,18,20" <<<"$out" ||
    fail "reload: $out"
printf '[GameType "20"]\n1. 32-27 19-23 2. 27x18 *\n' >"$tmp/bad.pdn"
out=$(printf 'load %s\nposition\nquit\n' "$tmp/bad.pdn" | "$BIN" play draughts 2>&1)
grep -q "PDN: line 2: move 3 '27x18'" <<<"$out" || fail "bad PDN: $out"
grep -q "position: W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1," <<<"$out" ||
    fail "bad PDN changed the game: $out"

# stop while thinking: a search of depth 60 (hours) is stopped and its move comes at once;
# ping is answered while the engine thinks, before the move.
out=$( (printf 'hub\ninit\ndepth 60\ngo\n'; sleep 1; printf 'ping\nstop\nping\nquit\n') |
    timeout 60 "$BIN" hub) || fail "stop: status $? $out"
grep -q "^move [0-9]" <<<"$out" || fail "stop: no move: $out"
[[ $(grep -n "^pong$" <<<"$out" | head -1 | cut -d: -f1) -lt $(grep -n "^move " <<<"$out" | cut -d: -f1) ]] ||
    fail "stop: ping not answered while thinking: $out"
[[ $(grep -c "^pong$" <<<"$out") == 2 ]] || fail "stop: pongs: $out"
# analyse has no limit but stop; the end of the input stops it too
out=$( (printf 'hub\ninit\nanalyse\n'; sleep 1; printf 'stop\n') | timeout 60 "$BIN" hub) ||
    fail "analyse stop: $out"
grep -q "^move [0-9]" <<<"$out" || fail "analyse stop: no move: $out"
out=$( (printf 'hub\ninit\nanalyse\n'; sleep 1) | timeout 60 "$BIN" hub) || fail "analyse at the end: $out"
grep -q "^move [0-9]" <<<"$out" || fail "analyse at the end: no move: $out"
# a command other than stop while thinking waits for the search: the move comes first
out=$( (printf 'hub\ninit\ndepth 3\ngo\nmove 32-28\nping\n') | timeout 60 "$BIN" hub) || fail "wait: $out"
grep -q "^move 3" <<<"$out" || fail "wait: $out"

# endgame tables: built for one material of Brazilian draughts, read by probe and by the hub
out=$("$BIN" egtb draughts/brazilian --dir "$tmp/egtb" --material 0,2,0,1 2>&1) && fail "no folder accepted: $out"
mkdir -p "$tmp/egtb"
out=$("$BIN" egtb draughts/brazilian --dir "$tmp/egtb" --material 0,2,0,1 2>&1) || fail "egtb build: $out"
grep -q "^0201  wins [0-9]* " <<<"$out" || fail "egtb build: $out"
out=$("$BIN" egtb draughts/brazilian --dir "$tmp/egtb" --probe "W:WKa1,Kc1:BKh8") || fail "egtb probe: $out"
[[ $out == "draw" || $out == win* || $out == loss* ]] || fail "egtb probe: $out"
out=$("$BIN" egtb draughts/brazilian --dir "$tmp/egtb" --probe "W:WKa1,Kc1,Ke1:BKh8")
[[ $? == 1 && $out == "not in the tables" ]] || fail "egtb missing table: $out"
out=$("$BIN" egtb draughts --dir "$tmp/egtb" --material 0,2,0 2>&1) && fail "bad material: $out"
grep -q "bad material" <<<"$out" || fail "bad material: $out"
out=$("$BIN" egtb draughts --dir "$tmp/egtb" --pieces 9 2>&1) && fail "too many pieces: $out"
out=$("$BIN" egtb avanco --dir "$tmp/egtb" --pieces 2 2>&1) && fail "egtb of avanco: $out"
grep -q "rule table" <<<"$out" || fail "egtb of avanco: $out"
out=$(printf 'hub\ninit\nping\nquit\n' | "$BIN" hub --egtb "$tmp/egtb") || fail "hub --egtb: $out"
grep -qx "pong" <<<"$out" || fail "hub --egtb: $out"

# match --openings: each opening once with each colour; a bad opening refused by line.
printf '# openings\n32-28 19-23\n33-29 17-21\n' >"$tmp/open.txt"
out=$("$BIN" match draughts random random -n 4 --openings "$tmp/open.txt" 2>&1) || fail "openings: $out"
grep -q "^games: 4 " <<<"$out" || fail "openings games: $out"
printf '32-28\n32-28 32-28\n' >"$tmp/bad.txt"
out=$("$BIN" match draughts random random -n 2 --openings "$tmp/bad.txt" 2>&1)
grep -q "line 2: '32-28'" <<<"$out" || fail "bad opening: $out"

# match --record: every game as a record from the start, the opening's moves first, which
# `tabula play` reads back to the game's last position; an unwritable file refused first.
out=$("$BIN" match draughts random "draughts:depth=1" -n 2 --openings "$tmp/open.txt" --max-actions 10 \
    --record "$tmp/games.txt" 2>&1) || fail "record: $out"
[[ $(grep -c '^\[Round "' "$tmp/games.txt") == 2 ]] || fail "record rounds: $(cat "$tmp/games.txt")"
grep -q '^\[Seats "White: random; Black: draughts:depth=1"\]$' "$tmp/games.txt" || fail "record seats"
grep -q '^\[Seats "White: draughts:depth=1; Black: random"\]$' "$tmp/games.txt" || fail "record seats 2"
second=$(awk 'BEGIN { RS = "" } NR == 2' "$tmp/games.txt")
grep -qx "1. 32-28" <<<"$second" && grep -qx "2. 19-23" <<<"$second" && grep -qx "12. .*" <<<"$second" ||
    fail "record moves: $second"
out=$("$BIN" play draughts <<<"$second" 2>&1) || fail "record read back: $out"
grep -q "^result: unfinished" <<<"$out" || fail "record read back: $out"
out=$("$BIN" match draughts random random -n 2 --record "$tmp/none/games.txt" --lang pt 2>&1) &&
    fail "record to a missing folder: $out"
grep -q "não consigo escrever" <<<"$out" || fail "record error in Portuguese: $out"
echo "ok"
