#!/usr/bin/env python3
"""Labels international-draughts positions with Scan 2.0's search scores (a teacher's labels
for bench/draughts_tune.c): reads "INDEX POS" lines (`draughts_tune positions`), writes
"INDEX SCORE" lines, SCORE Scan's score at a fixed depth from White's side in centi-men (the
form `draughts_tune relabel` reads).

    draughts_tune positions 3 FILES... | bench/draughts_label.py --depth 4 > scores.txt

One Scan process over the Hub protocol, one position at a time (Scan reads its input while it
searches and stops on any command, so nothing is sent ahead): `pos`, `depth D`, `analyse`;
the last `info` line before `move` holds the score, from the side to move's view.

Scan is used from a scratch folder outside the project (SCAN_DIR, default /tmp/dl-scan), copied
there from ../shared/peers/scan-2.0 (GPL-3; nothing of it is kept in tabula) and built with one
change: its hub prints `info` only from depth 12 on, so the line that decides it is edited to
print it at the depth asked for too.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOWN = "if (depth == 0 || depth >= 12) disp_best_move(p_board);"
SHOWN_NOW = ("if (depth == 0 || depth >= std::min(12, G_Search_Info.depth())) "
             "disp_best_move(p_board);")


def build_scan(src, scan_dir):
    """Scan in scan_dir, with the info line at every depth asked for."""
    binary = os.path.join(scan_dir, "src", "scan")
    marker = os.path.join(scan_dir, "src", "info-at-depth")
    if os.path.exists(binary) and os.path.exists(marker):
        return binary
    if os.path.exists(scan_dir):
        shutil.rmtree(scan_dir)
    shutil.copytree(src, scan_dir)
    for dirpath, dirnames, filenames in os.walk(scan_dir):
        for name in dirnames + filenames:
            os.chmod(os.path.join(dirpath, name), 0o755)
    search = os.path.join(scan_dir, "src", "search.cpp")
    text = open(search).read()
    if SHOWN not in text:
        sys.exit("draughts_label: Scan's search.cpp is not the one expected")
    open(search, "w").write(text.replace(SHOWN, SHOWN_NOW))
    subprocess.run(["make", "-s", "-C", os.path.join(scan_dir, "src"), "scan"], check=True,
                   stdout=subprocess.DEVNULL)
    open(marker, "w").close()
    return binary


class Scan:
    def __init__(self, binary, scan_dir, depth, tt_size):
        self.p = subprocess.Popen([binary, "hub"], cwd=scan_dir, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.depth = depth
        self.send("hub")
        self.wait_for("wait")
        # Scan clears its table before each position of 4 pieces or fewer: a small one keeps
        # that cheap (2^24 entries, as scan.ini has it, cost about 10 ms each time)
        self.send("set tt-size %d" % tt_size)
        self.send("init")
        self.wait_for("ready")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait_for(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("draughts_label: Scan ended")
            if line.split()[:1] == [word]:
                return line

    def score(self, pos):
        """Scan's score of pos for the side to move, or None."""
        # pos resets Scan's limits, so the depth comes after it
        self.send("pos " + pos)
        self.send("depth %d" % self.depth)
        self.send("analyse")
        score = None
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("draughts_label: Scan ended")
            words = line.split()
            if words[:1] == ["info"] and len(words) >= 4:
                # info DEPTH PLY_AVG SCORE NODES TIME SPEED PV; depth 0: a move with no search
                score = int(words[3]) if int(words[1]) > 0 else None
            elif words[:1] == ["move"]:
                return score
            elif words[:1] == ["error"]:
                sys.exit("draughts_label: Scan says %s for %s" % (line.strip(), pos))

    def close(self):
        self.send("quit")
        self.p.wait()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--scan-src", default=os.path.join(ROOT, "..", "shared", "peers",
                                                       "scan-2.0"))
    ap.add_argument("--scan-dir", default=os.environ.get("SCAN_DIR", "/tmp/dl-scan"))
    ap.add_argument("--tt-size", type=int, default=16, help="Scan's table: 2^N entries")
    ap.add_argument("--limit", type=int, default=0, help="stop after this many positions")
    args = ap.parse_args()
    binary = build_scan(os.path.abspath(args.scan_src), args.scan_dir)
    scan = Scan(binary, args.scan_dir, args.depth, args.tt_size)
    start, done, missing = time.time(), 0, 0
    for line in sys.stdin:
        index, pos = line.split()
        sc = scan.score(pos)
        if sc is None:
            missing += 1
            continue
        print(index, sc if pos[0] == "w" else -sc)
        done += 1
        if done % 20000 == 0:
            sys.stdout.flush()
            print("%d positions, %.0f a second" % (done, done / (time.time() - start)),
                  file=sys.stderr, flush=True)
        if args.limit and done >= args.limit:
            break
    scan.close()
    print("%d positions labelled (%d without a score) in %.0f s, depth %d" %
          (done, missing, time.time() - start, args.depth), file=sys.stderr)


if __name__ == "__main__":
    main()
