#!/bin/bash
# tabula gtp: a scripted GTP v2 session (and SGF in tabula play) (protocol, board set-up, legality, handicap, undo,
# scoring, time), tabula's gtp player driving `tabula gtp`, and, when GNU Go is installed, the
# final score of a finished game compared with GNU Go's.
set -u
BIN=$1
fail() { echo "FAIL: $*"; exit 1; }
gtp() { printf "$1" | "$BIN" gtp --player "go:time=0,iterations=${2:-300},threads=1"; }

# Protocol: ids are echoed, every required command is known, unknown ones are refused.
out=$(gtp '1 protocol_version\n2 name\nknown_command genmove\nknown_command frobnicate\nlist_commands\nfoo\nquit\n')
grep -qx "=1 2" <<<"$out" || fail "protocol_version: $out"
grep -qx "=2 tabula" <<<"$out" || fail "name: $out"
grep -qx "= true" <<<"$out" || fail "known_command genmove: $out"
grep -qx "= false" <<<"$out" || fail "known_command frobnicate: $out"
grep -qx "? unknown command" <<<"$out" || fail "unknown command: $out"
for c in boardsize clear_board komi fixed_handicap place_free_handicap set_free_handicap play \
    genmove undo final_score final_status_list time_settings time_left kgs-genmove_cleanup \
    name version protocol_version known_command list_commands quit; do
    grep -qx "$c" <<<"$out" || grep -qx "= $c" <<<"$out" || fail "list_commands lacks $c: $out"
done

# Moves: GTP vertices skip the letter I; occupied, off-board and ko moves are refused.
out=$(gtp 'boardsize 9\nclear_board\nplay b E5\n10 play w E5\nplay w J9\nplay w K1\nplay b I3\nshowboard\n')
grep -qx "?10 illegal move" <<<"$out" || fail "occupied: $out"
grep -qx "? syntax error" <<<"$out" || fail "K1 and I3 are not vertices of 9x9: $out"
grep -q "^ 9 . . . . . . . . O$" <<<"$out" || fail "J9 is the upper right corner: $out"
# the ko of go.md §2.6.5: Black d5 f5 e6, White d4 f4 e3 e5; Black E4 takes, White E5 refused
out=$(gtp 'boardsize 9\nplay b D5\nplay w D4\nplay b F5\nplay w F4\nplay b E6\nplay w E3\nplay b A9\nplay w E5\nplay b E4\nplay w E5\nplay w A1\nplay b B9\nplay w E5\n')
[[ $(grep -c "^? illegal move" <<<"$out") == 1 ]] || fail "ko: $out"
[[ $(tail -1 <<<"$out") == "=" ]] || fail "the ko retaken after an exchange: $out"

# genmove plays a legal move (playing it again is refused: the point is taken); undo takes it
# back.
out=$(gtp 'boardsize 9\ngenmove b\n')
v=$(grep -o "^= [A-HJ][1-9]$" <<<"$out" | cut -c3-)
[[ -n $v ]] || fail "genmove: $out"
out=$(gtp "boardsize 9\ngenmove b\nplay b $v\nundo\nundo\nplay b $v\n")
[[ $(grep -c "^=" <<<"$out") -ge 4 ]] || fail "undo: $out"

# Tree reuse: one player serves the session. The second genmove starts from the subtree of the
# first one's move (the visits it reuses are reported); after `play` of a reply the search
# found, from the reply's subtree; undo and a new game start afresh.
reused() { grep -o "^= reused [0-9]*" <<<"$1" | sed -n "${2}p" | cut -d' ' -f3; }
out=$(gtp 'boardsize 5
tabula-tree_stats
genmove b
tabula-tree_stats
genmove w
tabula-tree_stats
' 2000)
grep -qx "? no search yet" <<<"$out" || fail "tree stats before a search: $out"
[[ $(reused "$out" 1) == 0 ]] || fail "the first search reuses nothing: $out"
[[ $(reused "$out" 2) -gt 0 ]] || fail "genmove after genmove reuses the tree: $out"
b1=$(grep -o "^= [A-E][1-5]$" <<<"$out" | sed -n 1p | cut -c3-)
w1=$(grep -o "^= [A-E][1-5]$" <<<"$out" | sed -n 2p | cut -c3-)
out=$(gtp "boardsize 5\ngenmove b\nplay w $w1\ngenmove b\ntabula-tree_stats\nundo\ngenmove b\ntabula-tree_stats\nclear_board\ngenmove b\ntabula-tree_stats\n" 2000)
[[ $(grep -c "^= [A-E][1-5]$" <<<"$out") == 4 ]] || fail "session with reuse: $out"
grep -qx "= $b1" <<<"$out" || fail "the same first move ($b1): $out"
[[ $(reused "$out" 1) -gt 0 ]] || fail "genmove after play reuses the tree: $out"
[[ $(reused "$out" 2) == 0 ]] || fail "undo starts afresh: $out"
[[ $(reused "$out" 3) == 0 ]] || fail "clear_board starts afresh: $out"
# the tree is kept through timed moves too
out=$(printf 'boardsize 5\ntime_settings 20 0 0\ngenmove b\ngenmove w\ntabula-tree_stats\n' |
    "$BIN" gtp --player go:threads=1)
[[ $(reused "$out" 1) -gt 0 ]] || fail "timed genmoves reuse the tree: $out"

# Handicap: fixed on the star points, free placement, both only on an empty board.
out=$(gtp 'boardsize 9\nfixed_handicap 4\nfixed_handicap 2\nclear_board\nplace_free_handicap 2\nclear_board\nset_free_handicap A1 J9 E5\ngenmove w\nboardsize 19\nfixed_handicap 9\n')
grep -qx "= C3 G3 C7 G7" <<<"$out" || fail "fixed_handicap 4: $out"
grep -qx "? board not empty" <<<"$out" || fail "handicap on a non-empty board: $out"
grep -qx "= C3 G7" <<<"$out" || fail "place_free_handicap 2: $out"
grep -qx "= D4 K4 Q4 D10 K10 Q10 D16 K16 Q16" <<<"$out" || fail "fixed_handicap 9 on 19x19: $out"
out=$(gtp 'boardsize 9\nset_free_handicap A1 A1\nset_free_handicap E5 E5\nset_free_handicap A1 B2\nplay b C3\nplay w C3\n')
grep -qx "? bad vertex list" <<<"$out" || fail "set_free_handicap twice the same point: $out"

# Scoring: the constructed scoring example of go.md §2.6.6 (komi 0): B+4 with the dead
# stones b7 b8 f8 h6 i2 (GTP: B7 B8 F8 H6 J2).
B="C9 D8 F8 D7 A6 B6 C6 D6 E6 H6 D5 E5 B4 E4 F4 H4 J4 E3 G3 H3 D2 D1"
W=(E9 G9 B8 E8 B7 E7 F6 J6 A5 B5 F5 G5 H5 J5 D4 G4 A3 B3 C3 C2 J2 C1)
script='boardsize 9\nkomi 0\n'
i=0
for v in $B; do script+="play b $v\nplay w ${W[$i]}\n"; i=$((i + 1)); done
out=$(gtp "${script}final_score\nfinal_status_list dead\nkomi 5.5\nfinal_score\n")
grep -qx "= B+4" <<<"$out" || fail "final_score: $out"
grep -qx "= W+1.5" <<<"$out" || fail "final_score with komi 5.5: $out"
grep -q "^= \(J2 H6 B7 B8 F8\)$" <<<"$out" || fail "final_status_list dead: $out"

# Time: time_settings and time_left are accepted, genmove answers within the time.
out=$(printf 'boardsize 9\ntime_settings 10 0 0\ntime_left b 2 0\ngenmove b\nkgs-genmove_cleanup w\n' |
    "$BIN" gtp --player go:threads=1)
[[ $(grep -c "^= [A-HJ][1-9]$" <<<"$out") == 2 ]] || fail "timed genmove: $out"

# Bad numbers in komi and the time commands are syntax errors and change nothing: NaN, a komi
# beyond +-1000, negative or endless times, fractional stones; a komi not a multiple of 0.5 is
# refused by the game's option. The last good komi stays.
out=$(gtp 'boardsize 5\nkomi 2.5\nkomi nan\nkomi 1e300\nkomi 0.3\nkomi 7x\ntime_settings nan 0 0\ntime_settings -5 0 0\ntime_settings 10 1e99 0\ntime_settings 10 5 2.5\ntime_left b inf 0\ntime_left b 5 -1\nboardsize 5\nplay b C3\nplay w pass\nplay b pass\nfinal_score\n')
[[ $(grep -c "^? syntax error$" <<<"$out") == 9 ]] || fail "bad komi or time numbers: $out"
[[ $(grep -c "^?" <<<"$out") == 10 ]] || fail "only the ten bad commands refused: $out"
grep -q "^? option komi: '0.3' is not a multiple of 0.5" <<<"$out" || fail "komi 0.3 refused: $out"
grep -qx "= B+22.5" <<<"$out" || fail "komi 2.5 kept after the refused ones: $out"

# tabula's gtp player against tabula gtp: a whole 5x5 game through the protocol.
out=$("$BIN" match go "go:time=0,iterations=100,threads=1" \
    "gtp:cmd=$BIN gtp --player go:iterations=100" -n 1 --option size=5 2>&1) ||
    fail "match through gtp: $out"
grep -q "^result: [01]-0-[01]$" <<<"$out" || fail "match result: $out"

# SGF in tabula play: a game saved as FILE.sgf loads back (and reads from a pipe); an illegal
# SGF move is refused with its number.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# An engine that dies in the second game (as GNU Go 3.8 sometimes did on 19x19, signal 11): the
# match fails with the game's number and still reports the game finished before it. (The
# engine is started once to check the spec, then once a game: the third start dies.)
cat > "$tmp/dies-second" <<EOF
#!/bin/bash
echo started >> "$tmp/starts"
(( \$(wc -l < "$tmp/starts") >= 3 )) && kill -SEGV \$\$
exec "$BIN" gtp --player go:iterations=50,threads=1
EOF
chmod +x "$tmp/dies-second"
out=$("$BIN" match go "go:time=0,iterations=50,threads=1" "gtp:cmd=$tmp/dies-second" -n 3 \
    --option size=5 2>&1) && fail "a dead engine's match succeeded: $out"
grep -q "game 2: " <<<"$out" || fail "which game failed: $out"
grep -q "^result: [01]-0-[01]$" <<<"$out" || fail "the first game's summary: $out"

out=$(printf 'e5\nc3\npass\nsave %s/g.sgf\n' "$tmp" | "$BIN" play go --option size=9) || fail "save: $out"
grep -q "SZ\[9\]KM\[5.5\]RU\[Chinese\]" "$tmp/g.sgf" || fail "sgf: $(cat "$tmp/g.sgf")"
out=$("$BIN" play go < "$tmp/g.sgf") || fail "sgf from a pipe: $out"
grep -q "^position: 9/9/9/9/4X4/9/2O6/9/9 w turn=4 moves=2 passes=1$" <<<"$out" || fail "sgf replay: $out"
out=$(printf 'load %s/g.sgf\n' "$tmp" | "$BIN" play go) || fail "load: $out"
grep -q "passes=1" <<<"$out" || fail "load sgf: $out"
out=$(printf '(;SZ[9];B[ee];W[ee])' | "$BIN" play go 2>&1) && fail "illegal sgf accepted: $out"
grep -q "move 2 (W\[ee\]) is illegal" <<<"$out" || fail "illegal sgf message: $out"

# The score estimate in tabula play (`estimate`, in Portuguese `estimativa`): Black's wall on e,
# White's on g, komi 5.5: Black leads; a game without an estimate says so and goes on.
wall='4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2 b'
out=$(printf 'estimate\n' | "$BIN" play go --option size=9 --option komi=5.5 --position "$wall" 2>&1)
grep -Eq "^estimated score: B\+1[0-9](\.5)? \(Black 4[0-9], White 2[0-9], undecided [0-9]+; 200 playouts\)$" <<<"$out" ||
    fail "estimate: $out"
out=$(printf 'estimativa\najuda\n' | TABULA_LANG=pt "$BIN" play go --option size=9 --option komi=5.5 --position "$wall" 2>&1)
grep -Eq "^resultado estimado: N\+1[0-9](,5)? \(Negras 4[0-9], Brancas 2[0-9], por decidir [0-9]+; 200 partidas simuladas\)$" <<<"$out" ||
    fail "estimativa: $out"
grep -q "^  estimativa " <<<"$out" || fail "ajuda lists estimativa: $out"
out=$(printf 'estimate\n' | "$BIN" play nim 2>&1)
grep -q "this game has no score estimate" <<<"$out" || fail "estimate in nim: $out"

# GNU Go, when installed: the score of a finished game agrees.
GNUGO=$(command -v gnugo || echo /usr/games/gnugo)
if [[ -x $GNUGO ]]; then
    out=$("$(dirname "$0")/../../bench/go_score_vs_gnugo.sh" "$BIN" 2 9 7) || fail "gnugo: $out"
    grep -qx "agreement: 2/2" <<<"$out" || fail "final_score against GNU Go: $out"
fi
echo "ok"
