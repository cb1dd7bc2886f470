#!/usr/bin/env python3
"""An independent, slow generator for the historical games of draughts.md §9, written from the
spec alone (not from tabula's C code) to cross-check `tabula perft GAME N --turns`: whole turns,
turns ending in the same position counted once. Usage: historical_perft.py GAME DEPTH."""
import sys

def grid_game(w, h, rows):
    pts = [(f, r) for r in range(h) for f in range(w)]
    def nbrs(p):
        f, r = p
        out = []
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            out.append((df, dr))
        if (f + r) % 2 == 0:  # 0-based: (f+1)+(r+1) even
            out += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
        return [(d, (f + d[0], r + d[1])) for d in out if 0 <= f + d[0] < w and 0 <= r + d[1] < h]
    board = {}
    for i, row in enumerate(rows.split('/')):
        r = h - 1 - i
        for f, ch in enumerate(row):
            if ch != '.':
                board[(f, r)] = ch
    return pts, nbrs, board

def dablot():
    pts = [(f, r) for r in range(13) for f in range(11) if f % 2 == r % 2]
    S = set(pts)
    def nbrs(p):
        f, r = p
        ds = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
        if f % 2 == 0:
            ds = [(2, 0), (-2, 0), (0, 2), (0, -2)] + ds
        return [(d, (f + d[0], r + d[1])) for d in ds if (f + d[0], r + d[1]) in S]
    rows = "bbbbbb/bbbbb/bbbbbb/bbbbb/bbbbbb/p..../r....R/....P/wwwwww/wwwww/wwwwww/wwwww/wwwwww"
    board = {}
    for i, row in enumerate(rows.split('/')):
        r = 12 - i
        fs = [f for f in range(11) if f % 2 == r % 2]
        for f, ch in zip(fs, row):
            if ch != '.':
                board[(f, r)] = ch
    return pts, nbrs, board

OWNER = {'w': 0, 'P': 0, 'R': 0, 'b': 1, 'p': 1, 'r': 1}
RANK = {'w': 0, 'b': 0, 'P': 1, 'p': 1, 'R': 2, 'r': 2}

def jump_turns(pts, nbrs, board, side, ranks):
    """Alquerque/Dablot: compulsory capture, mandatory continuation, removal at the end."""
    ends = set()
    def step(d, p):
        for dd, q in nbrs(p):
            if dd == d:
                return q
        return None
    def chain(board, at, taken, started):
        more = False
        for d, over in nbrs(at):
            to = step(d, over)
            if to is None or to in board or over not in board or OWNER[board[over]] == side:
                continue
            if over in taken or (ranks and RANK[board[at]] < RANK[board[over]]):
                continue
            more = True
            b2 = dict(board); b2[to] = b2.pop(at)
            chain(b2, to, taken | {over}, True)
        if not more and started:
            b2 = {p: c for p, c in board.items() if p not in taken}
            ends.add(frozenset(b2.items()))
    mine = [p for p in board if OWNER[board[p]] == side]
    for p in mine:
        chain(board, p, frozenset(), False)
    if ends:
        return ends
    for p in mine:
        for d, q in nbrs(p):
            if q not in board:
                b2 = dict(board); b2[q] = b2.pop(p)
                ends.add(frozenset(b2.items()))
    return ends

def fanorona_turns(pts, nbrs, board, side):
    ends = set()
    def step(p, d):
        for dd, q in nbrs(p):
            if dd == d:
                return q
        return None
    def caps(board, p, visited, last):
        out = []
        for d, to in nbrs(p):
            if to in board or (visited and (to in visited or d == last)):
                continue
            for kind in ('A', 'W'):
                if kind == 'A':
                    q, line = step(to, d), d
                else:
                    line = (-d[0], -d[1]); q = step(p, line)
                if q is None or q not in board or OWNER[board[q]] == side:
                    continue
                b2 = dict(board); b2[to] = b2.pop(p)
                while q is not None and q in b2 and OWNER[b2[q]] != side:
                    del b2[q]; q = step(q, line)
                out.append((b2, to, d))
        return out
    def chain(board, at, visited, last):
        ends.add(frozenset(board.items()))  # stopping is allowed
        for b2, to, d in caps(board, at, visited, last):
            chain(b2, to, visited | {to}, d)
    first = []
    for p in [p for p in board if OWNER[board[p]] == side]:
        for b2, to, d in caps(board, p, None, None):
            first.append(1)
            chain(b2, to, frozenset({p, to}), d)
    if first:
        return ends
    for p in [p for p in board if OWNER[board[p]] == side]:
        for d, q in nbrs(p):
            if q not in board:
                b2 = dict(board); b2[q] = b2.pop(p)
                ends.add(frozenset(b2.items()))
    return ends

def perft(game, board, side, depth):
    if depth == 0:
        return 1
    pts, nbrs = game[0], game[1]
    if game[3] == 'fanorona':
        ends = fanorona_turns(pts, nbrs, board, side)
    else:
        ends = jump_turns(pts, nbrs, board, side, game[3] == 'dablot')
    if depth == 1:
        return len(ends)
    return sum(perft(game, dict(e), 1 - side, depth - 1) for e in ends)

def main():
    name, depth = sys.argv[1], int(sys.argv[2])
    if name == 'alquerque':
        pts, nbrs, board = grid_game(5, 5, "bbbbb/bbbbb/bb.ww/wwwww/wwwww")
    elif name == 'fanorona':
        pts, nbrs, board = grid_game(9, 5, "bbbbbbbbb/bbbbbbbbb/bwbw.bwbw/wwwwwwwww/wwwwwwwww")
    else:
        pts, nbrs, board = dablot()
    game = (pts, nbrs, board, name)
    for d in range(1, depth + 1):
        print(d, perft(game, board, 0, d), flush=True)

main()
