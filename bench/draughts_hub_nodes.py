#!/usr/bin/env python3
"""Nodes a second of a Hub-protocol draughts engine at a fixed depth: the first N openings of
bench/draughts_openings.txt (the start, then the opening's two moves), `depth D`,
`go analyze`, one position at a time in one process; the last `info` line of each search
gives its nodes and seconds. The same driver for tabula and Scan, so the two are measured
alike and in the same minutes.

    bench/draughts_hub_nodes.py --dir /tmp/scan-nobook "./src/scan hub" 15
    bench/draughts_hub_nodes.py "build-bench/tabula hub" 15

Scan 2.0 is run from a scratch folder outside the project, copied from ../shared/peers/scan-2.0
(GPL-3; nothing of it is kept in tabula) and built with its build.sh; with `book = false` in
that folder's scan.ini, so that it searches the openings instead of playing its book. A
position with one legal turn (the seventh and the ninth openings: forced captures) is
searched no deeper than one ply, or not at all; its line counts as it is.
"""
import argparse
import os
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", help="the engine's command line, e.g. './src/scan hub'")
    ap.add_argument("depth", type=int)
    ap.add_argument("-n", type=int, default=12, help="openings (default 12)")
    ap.add_argument("--dir", default=None, help="the engine's working folder")
    args = ap.parse_args()
    with open(os.path.join(ROOT, "bench", "draughts_openings.txt")) as f:
        openings = [l.split() for l in f if l.strip() and not l.startswith("#")][: args.n]
    engine = subprocess.Popen(shlex.split(args.command), cwd=args.dir, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def until(token):
        lines = []
        while True:
            line = engine.stdout.readline()
            if not line:
                sys.exit("the engine stopped")
            lines.append(line.split())
            if line.startswith(token):
                return lines

    send("hub")
    until("wait")
    send("init")
    until("ready")
    nodes = seconds = 0
    for first, second in openings:
        # Scan stops a search on any input: nothing is sent before its answer
        for line in ("new", "start", "move " + first, "move " + second, "depth %d" % args.depth,
                     "go analyze"):
            send(line)
        infos = [l for l in until("move") if l and l[0] == "info"]
        if infos:  # info DEPTH SELDEPTH SCORE NODES SECONDS ...
            nodes += int(infos[-1][4])
            seconds += float(infos[-1][5])
            print("%-6s %-6s %s" % (first, second, " ".join(infos[-1][1:6])), file=sys.stderr)
    send("quit")
    print("nodes %d  seconds %.2f  %.2f million a second" % (nodes, seconds,
                                                            nodes / seconds / 1e6 if seconds else 0))


if __name__ == "__main__":
    main()
