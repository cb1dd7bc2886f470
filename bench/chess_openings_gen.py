#!/usr/bin/env python3
"""Writes chess openings for matches between builds of tabula's engine: COUNT lines of PLIES
moves in UCI notation (e2e4 c7c5 ...), each move chosen at random among the moves a UCI engine
(Stockfish by default) finds within MARGIN centipawns of its best at `go depth 8` with
MultiPV 6, the final position kept only when the engine scores it within BALANCE of even at
`go depth 12`. Lines are distinct; the random choices come from SEED, so the file is the same
on every run with the same engine.

The 40 openings of bench/chess_openings.txt give 80 games; at a fixed number of nodes a move
both engines play the same game again from the same opening, so a longer match between builds
needs more openings (bench/chess_tune_match.sh, OPENINGS=FILE).

    bench/chess_openings_gen.py COUNT [PLIES] [SEED] [ENGINE] > openings.txt
    (defaults: 8 plies, seed 1, /usr/games/stockfish; MARGIN 30, BALANCE 60)
"""
import random
import subprocess
import sys

MARGIN = 30
BALANCE = 60


class Engine:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix):
        for line in self.proc.stdout:
            if line.startswith(prefix):
                return line
        sys.exit("chess_openings_gen: the engine stopped")

    def scores(self, moves, depth, multipv):
        """The engine's root moves and their scores (centipawns, mate as +-10000) at `depth`."""
        self.send("setoption name MultiPV value %d" % multipv)
        self.send("position startpos moves " + " ".join(moves) if moves else "position startpos")
        self.send("go depth %d" % depth)
        found = {}
        for line in self.proc.stdout:
            words = line.split()
            if words and words[0] == "bestmove":
                break
            if "multipv" not in words or "score" not in words or "pv" not in words:
                continue
            if int(words[words.index("depth") + 1]) != depth:
                continue
            i = words.index("score")
            kind, value = words[i + 1], int(words[i + 2])
            score = value if kind == "cp" else (10000 if value > 0 else -10000)
            found[words[words.index("pv") + 1]] = score
        return found

    def quit(self):
        self.send("quit")
        self.proc.wait()


def main():
    if len(sys.argv) < 2 or not sys.argv[1].isdigit():
        sys.exit("usage: chess_openings_gen.py COUNT [PLIES] [SEED] [ENGINE] > openings.txt")
    count = int(sys.argv[1])
    plies = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    engine = Engine(sys.argv[4] if len(sys.argv) > 4 else "/usr/games/stockfish")
    seen = set()
    print("# %d openings of %d plies (bench/chess_openings_gen.py %s)" %
          (count, plies, " ".join(sys.argv[1:])))
    tries = 0
    while len(seen) < count and tries < count * 20:
        tries += 1
        moves = []
        for _ in range(plies):
            found = engine.scores(moves, 8, 6)
            if not found:
                break
            best = max(found.values())
            moves.append(rng.choice(sorted(m for m, s in found.items() if s >= best - MARGIN)))
        if len(moves) < plies or " ".join(moves) in seen:
            continue
        final = engine.scores(moves, 12, 1)
        if not final or abs(max(final.values())) > BALANCE:
            continue
        seen.add(" ".join(moves))
        print(" ".join(moves), flush=True)
    engine.quit()


if __name__ == "__main__":
    main()
