#!/usr/bin/env python3
"""Where a chess player's games are lost: Stockfish at full strength judges every move one seat
made in match records (`tabula match ... --record FILE`).

    bench/chess_losses.sh [--depth D] [--seat PREFIX] [--list] RECORD...

For each move of the seat whose spec begins with PREFIX (default "chess:", tabula's own
player): Stockfish's best score at `go depth D` (default 14) and the played move's score (`go
depth D searchmoves MOVE`, unless it is Stockfish's best), both from the mover's side, turned
into win probabilities (1 / (1 + 10^(-cp/400))). Reported by phase of the game (the first ten
moves of each side; the ending once the men other than pawns and kings are worth 26 or less,
both sides together, a queen 9, a rook 5, a minor piece 3; the middle game between): the moves,
the mean win probability a move lost; where each game went below -150 cp for good (the first
of the seat's moves after which every score of its moves stays below -150); and the moves that
lost 0.15 or more of the win probability from a position not yet lost (win probability above
0.2), with --list each of them. The positions and moves come from
`build-bench/chess_tune moves` (bench/chess_tune.c); Stockfish is Debian's
(/usr/games/stockfish), a judge only: nothing of it is in tabula.
"""
import argparse
import collections
import subprocess
import sys

STOCKFISH = "/usr/games/stockfish"
LOST_CP = -150
OPENING_PLIES = 20
ENDING_MATERIAL = 26
BLUNDER = 0.15
NOT_LOST = 0.2
MATE_CP = 10000


class Judge:
    def __init__(self, depth):
        self.depth = depth
        self.sf = subprocess.Popen([STOCKFISH], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   text=True, bufsize=1)
        for line in ("uci", "setoption name Threads value 1",
                     "setoption name Hash value 64", "isready"):
            self.send(line)
        self.wait_for("readyok")

    def send(self, line):
        self.sf.stdin.write(line + "\n")
        self.sf.stdin.flush()

    def wait_for(self, word):
        for line in self.sf.stdout:
            if line.startswith(word):
                return line
        raise RuntimeError("stockfish ended")

    def score(self, fen, move=None):
        """The score (cp, the side to move's) at the depth and the best move."""
        self.send("position fen " + fen)
        self.send(f"go depth {self.depth}" + (f" searchmoves {move}" if move else ""))
        cp = 0
        for line in self.sf.stdout:
            words = line.split()
            if words and words[0] == "info" and "score" in words and "bound" not in words:
                i = words.index("score")
                value = int(words[i + 2])
                cp = value if words[i + 1] == "cp" else (MATE_CP if value > 0 else -MATE_CP)
            elif words and words[0] == "bestmove":
                return cp, words[1]
        raise RuntimeError("stockfish ended")

    def close(self):
        self.send("quit")
        self.sf.wait()


def win_probability(cp):
    return 1 / (1 + 10 ** (-max(-2000, min(2000, cp)) / 400))


def material(fen):
    value = {"q": 9, "r": 5, "b": 3, "n": 3}
    return sum(value.get(c.lower(), 0) for c in fen.split()[0])


def phase(ply, fen):
    if ply < OPENING_PLIES:
        return "opening"
    return "ending" if material(fen) <= ENDING_MATERIAL else "middle"


def seat_moves(seat, records):
    """{game: [(ply, fen, move)]}: the seat's moves, in order."""
    out = subprocess.run(["build-bench/chess_tune", "moves", seat, *records], text=True,
                         capture_output=True, check=True).stdout
    games = collections.defaultdict(list)
    for line in out.splitlines():
        game, ply, mine, fen, move = line.split("\t")
        if mine == "1":
            games[int(game)].append((int(ply), " ".join(fen.split()[:6]), move))
    return games


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--depth", type=int, default=14)
    ap.add_argument("--seat", default="chess:")
    ap.add_argument("--list", action="store_true", help="print every costly move")
    ap.add_argument("records", nargs="+")
    args = ap.parse_args()
    games = seat_moves(args.seat, args.records)
    if not games:
        sys.exit(f"chess_losses: no move of a seat whose spec begins with {args.seat!r}")
    judge = Judge(args.depth)
    moves_in = collections.Counter()
    lost_in = collections.Counter()  # win probability lost, by phase
    lost_for_good = collections.Counter()
    costly = []
    for game, seq in sorted(games.items()):
        scores = []
        for ply, fen, move in seq:
            best, best_move = judge.score(fen)
            played = best if move == best_move else judge.score(fen, move)[0]
            drop = win_probability(best) - win_probability(played)
            ph = phase(ply, fen)
            moves_in[ph] += 1
            lost_in[ph] += drop
            scores.append((played, ph))
            if drop >= BLUNDER and win_probability(best) > NOT_LOST:
                costly.append((game, ply, ph, fen, move, best_move, best, played))
        for i, (_, ph) in enumerate(scores):
            if all(s < LOST_CP for s, _ in scores[i:]):
                lost_for_good[ph] += 1
                break
        else:
            lost_for_good["never"] += 1
    judge.close()
    print(f"Stockfish depth {args.depth}; {len(games)} games; "
          f"{sum(moves_in.values())} moves of {args.seat}")
    print("phase     moves  win probability lost a move (total)  games below "
          f"{LOST_CP} cp for good from here")
    for ph in ("opening", "middle", "ending"):
        n = moves_in[ph]
        mean = lost_in[ph] / n if n else 0
        print(f"{ph:8} {n:6}  {mean:.4f} ({lost_in[ph]:.1f}){'':21}{lost_for_good[ph]:5}")
    print(f"games never below {LOST_CP} cp for good: {lost_for_good['never']}")
    print(f"moves losing {BLUNDER} or more of the win probability from above {NOT_LOST}: "
          f"{len(costly)} ({', '.join(f'{ph} {n}' for ph, n in sorted(collections.Counter(c[2] for c in costly).items()))})")
    if args.list:
        for game, ply, ph, fen, move, best_move, best, played in costly:
            print(f"  game {game} ply {ply} ({ph}) {fen}: played {move} {played} cp, "
                  f"best {best_move} {best} cp")


if __name__ == "__main__":
    main()
