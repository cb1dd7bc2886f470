#!/usr/bin/env python3
"""CPU time of chess engines searching the same positions to the same depth, for comparing
two builds of tabula's engine whose node counts should agree (a speed change that leaves the
search alone): each engine runs `go depth DEPTH` on six positions (`ucinewgame` before each),
the runs alternate between the engines ROUNDS times so that the machine's load falls on all
alike, and the user CPU seconds of each engine process (children's rusage) are printed with
the nodes it reported.

    bench/chess_depth_cpu.py DEPTH ROUNDS "ENGINE ARGS" ["ENGINE ARGS" ...]
    e.g. bench/chess_depth_cpu.py 14 4 "build-bench-ref/build/tabula uci" "build-bench/tabula uci"
"""
import resource
import subprocess
import sys

POSITIONS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "2r2rk1/1b2qppp/p3pn2/1p6/3N4/P1B1P3/1P2BPPP/2RQ1RK1 w - - 0 18",
]


def run(engine, depth):
    """Nodes summed over the positions and the engine's user CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    p = subprocess.Popen(engine.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)

    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()

    send("uci")
    for line in p.stdout:
        if line.startswith("uciok"):
            break
    total = 0
    for fen in POSITIONS:
        send("ucinewgame")
        send("position fen " + fen)
        send(f"go depth {depth}")
        nodes = 0
        for line in p.stdout:
            if " nodes " in line:
                nodes = int(line.split(" nodes ")[1].split()[0])
            if line.startswith("bestmove"):
                break
        total += nodes
    send("quit")
    p.wait()
    return total, resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before


def main():
    if len(sys.argv) < 4 or not sys.argv[1].isdigit() or not sys.argv[2].isdigit():
        sys.exit(__doc__)
    depth, rounds, engines = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    times = {e: [] for e in engines}
    nodes = {}
    for _ in range(rounds):
        for e in engines:
            n, t = run(e, depth)
            nodes.setdefault(e, set()).add(n)
            times[e].append(t)
    for e in engines:
        shown = " ".join(f"{t:.2f}" for t in times[e])
        print(f"{e}: nodes {sorted(nodes[e])}, user seconds {shown}, least {min(times[e]):.2f}")


if __name__ == "__main__":
    main()
