#!/usr/bin/env python3
"""The mean, weight by weight, of fits of the international-draughts pattern weights (files
written by `draughts_tune tune`, like src/games/draughts/draughts_patterns.c), as a file of the
same form on standard output. Fits of one linear model on independent positions each carry
their own noise; their mean carries less (docs/BENCHMARKS.md, "Two fits averaged").

    bench/draughts_average.py --comment TEXT FIT.c FIT.c... > draughts_patterns.c

Each mean is rounded to the nearest integer (halves to even); the side-to-move bonus too.
"""
import argparse
import re
import sys
import textwrap

WINDOWS, SIZE = 16, 6561
ARRAY = "de_international_patterns[2][DE_WINDOWS][DE_WINDOW_SIZE] = {"


def load(path):
    """The side-to-move bonus and the 2 x 16 x 6561 weights of one file."""
    text = open(path).read()
    side = re.search(r"de_international_side_to_move = (-?\d+);", text)
    start = text.find(ARRAY)
    if not side or start < 0:
        sys.exit(f"{path}: not a pattern-weights file")
    weights = [int(x) for x in re.findall(r"-?\d+", text[start + len(ARRAY):])]
    if len(weights) != 2 * WINDOWS * SIZE:
        sys.exit(f"{path}: {len(weights)} weights, not {2 * WINDOWS * SIZE}")
    return int(side.group(1)), weights


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--comment", required=True, help="what the weights are (the file's comment)")
    ap.add_argument("fits", nargs="+")
    args = ap.parse_args()
    fits = [load(p) for p in args.fits]
    n = len(fits)
    side = round(sum(f[0] for f in fits) / n)
    mean = [round(sum(col) / n) for col in zip(*(f[1] for f in fits))]
    if any(w < -32768 or w > 32767 for w in mean):
        sys.exit("a mean outside int16_t")
    out = sys.stdout
    lines = textwrap.wrap("The pattern weights of international draughts (draughts_engine.h), "
                          "in 1/32 centi-man: " + args.comment, 92)
    out.write("/* " + "\n * ".join(lines) + " */\n")
    out.write('#include "games/draughts/draughts_engine.h"\n\n')
    out.write(f"const int de_international_side_to_move = {side};\n")
    out.write(f"const int16_t {ARRAY}\n")
    for phase in range(2):
        out.write("    {\n")
        for w in range(WINDOWS):
            row = mean[(phase * WINDOWS + w) * SIZE:(phase * WINDOWS + w + 1) * SIZE]
            chunks = [",".join(str(x) for x in row[i:i + 24]) for i in range(0, SIZE, 24)]
            out.write("        {" + ",\n         ".join(chunks) + "},\n")
        out.write("    },\n")
    out.write("};\n")


if __name__ == "__main__":
    main()
