#!/usr/bin/env python3
"""Scores chess positions with a UCI engine, for the evaluation tuner (bench/chess_tune.c).

Reads FENs from standard input (one a line, as `chess_tune leaves` prints them) and prints,
one a line in the same order, the engine's score of each for White in centipawns after
`go depth DEPTH` (a mate as +-3000). One engine process, one thread, its hash kept between
positions (neighbouring positions come from one game). With `--static`, the score is the
engine's static evaluation instead (Stockfish's `eval` command, its "Final evaluation", about
ten times faster than depth 7), and `go depth DEPTH` only where it gives none (in check).

    bench/chess_label.py [--static] DEPTH [ENGINE] < leaves.fen > scores.txt
    (ENGINE defaults to /usr/games/stockfish)
"""
import subprocess
import sys


def main():
    args = sys.argv[1:]
    static = bool(args) and args[0] == "--static"
    if static:
        args = args[1:]
    if not args or not args[0].isdigit():
        sys.exit("usage: chess_label.py [--static] DEPTH [ENGINE] < fens > scores")
    depth = int(args[0])
    engine = args[1] if len(args) > 1 else "/usr/games/stockfish"
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def wait_for(prefix):
        for line in proc.stdout:
            if line.startswith(prefix):
                return line
        sys.exit("the engine stopped")

    send("uci")
    wait_for("uciok")
    send("setoption name Threads value 1")
    send("setoption name Hash value 16")
    send("isready")
    wait_for("readyok")
    for n, fen in enumerate(sys.stdin):
        fen = fen.strip()
        if not fen:
            continue
        white_to_move = fen.split()[1] == "w"
        send("position fen " + fen)
        if static:
            send("eval")
            words = wait_for("Final evaluation").split()
            if words[2] != "none":  # "Final evaluation +0.16 (white side)": pawns, White's view
                print(max(-3000, min(3000, round(float(words[2]) * 100))),
                      flush=(n % 1000 == 999))
                continue
        send("go depth %d" % depth)
        score = 0
        for line in proc.stdout:
            words = line.split()
            if words and words[0] == "bestmove":
                break
            if "score" in words:
                i = words.index("score")
                kind, value = words[i + 1], int(words[i + 2])
                if kind == "cp":
                    score = max(-3000, min(3000, value))
                elif kind == "mate":
                    score = 3000 if value > 0 else -3000
        print(score if white_to_move else -score, flush=(n % 1000 == 999))
    send("quit")
    proc.wait()


if __name__ == "__main__":
    main()
