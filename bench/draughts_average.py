#!/usr/bin/env python3
"""The mean, weight by weight, of fits of the international-draughts pattern weights (files
written by `draughts_tune tune`, like src/games/draughts/draughts_patterns.c), as a file of the
same form on standard output. Fits of one linear model on independent positions each carry
their own noise; their mean carries less (docs/BENCHMARKS.md, "Two fits averaged").

    bench/draughts_average.py --comment TEXT FIT.c FIT.c... > draughts_patterns.c

Every array of the file is averaged (the patterns, the king terms, the flanks and the balance;
an array a file writes as all zeros, or leaves out, counts as zeros). Each mean is rounded to
the nearest integer (halves to even); the side-to-move bonus too.
"""
import argparse
import re
import sys
import textwrap

# the arrays of a weights file, in the order `draughts_tune tune` writes them: name, shape
ARRAYS = [
    ("de_international_king_squares", "[2][DE_KING_SQUARES]", (2, 50)),
    ("de_international_king_mobility", "[2][DE_KING_MOBILITY]", (2, 2)),
    ("de_international_balance", "[2][DE_BALANCE]", (2, 1)),
    ("de_international_edges", "[2][DE_EDGES][DE_EDGE_SIZE]", (2, 4, 19683)),
    ("de_international_patterns", "[2][DE_WINDOWS][DE_WINDOW_SIZE]", (2, 16, 6561)),
]


def size_of(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def load(path):
    """The side-to-move bonus and each array's weights of one file (an array written as all
    zeros, `{{0}}`, or left out, is zeros)."""
    text = open(path).read()
    side = re.search(r"de_international_side_to_move = (-?\d+);", text)
    if not side or "de_international_patterns" not in text:
        sys.exit(f"{path}: not a pattern-weights file")
    arrays = {}
    for name, dims, shape in ARRAYS:
        n = size_of(shape)
        start = text.find(f"{name}{dims} = {{")
        if start < 0:
            arrays[name] = [0] * n
            continue
        open_at = text.index("{", start)
        depth, end = 0, open_at
        for end in range(open_at, len(text)):  # the array's closing brace
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            if depth == 0:
                break
        body = text[open_at + 1:end]
        weights = [int(x) for x in re.findall(r"-?\d+", body)]
        if weights and any(weights) and len(weights) != n:
            sys.exit(f"{path}: {name}: {len(weights)} weights, not {n}")
        arrays[name] = weights if len(weights) == n else [0] * n
    return int(side.group(1)), arrays


def write_array(out, name, dims, shape, weights):
    """One array as `draughts_tune` writes it: 24 numbers a line, one braced row per window."""
    out.write(f"const int16_t {name}{dims} = {{\n")
    if len(shape) == 2:
        for phase in range(shape[0]):
            row = weights[phase * shape[1]:(phase + 1) * shape[1]]
            chunks = [",".join(str(x) for x in row[i:i + 24]) for i in range(0, len(row), 24)]
            out.write("    {" + ",\n     ".join(chunks) + "},\n")
    else:
        size = shape[2]
        for phase in range(shape[0]):
            out.write("    {\n")
            for w in range(shape[1]):
                row = weights[(phase * shape[1] + w) * size:(phase * shape[1] + w + 1) * size]
                chunks = [",".join(str(x) for x in row[i:i + 24]) for i in range(0, size, 24)]
                out.write("        {" + ",\n         ".join(chunks) + "},\n")
            out.write("    },\n")
    out.write("};\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--comment", required=True, help="what the weights are (the file's comment)")
    ap.add_argument("fits", nargs="+")
    args = ap.parse_args()
    fits = [load(p) for p in args.fits]
    n = len(fits)
    side = round(sum(f[0] for f in fits) / n)
    out = sys.stdout
    lines = textwrap.wrap("The pattern weights of international draughts (draughts_engine.h), "
                          "in 1/32 centi-man: " + args.comment, 92)
    out.write("/* " + "\n * ".join(lines) + " */\n")
    out.write('#include "games/draughts/draughts_engine.h"\n\n')
    out.write(f"const int de_international_side_to_move = {side};\n")
    for name, dims, shape in ARRAYS:
        mean = [round(sum(col) / n) for col in zip(*(f[1][name] for f in fits))]
        if any(w < -32768 or w > 32767 for w in mean):
            sys.exit(f"{name}: a mean outside int16_t")
        write_array(out, name, dims, shape, mean)


if __name__ == "__main__":
    main()
