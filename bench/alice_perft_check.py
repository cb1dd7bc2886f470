#!/usr/bin/env python3
"""An independent Alice chess move generator (rules/chess.md §3, default options), written
from the spec without tabula's code, to check `tabula perft chess/alice`: Fairy-Stockfish has
no Alice variant. Plain mailbox generation, slow but simple.

usage: alice_perft_check.py TABULA DEPTH [POSITION...]
Compares the perft of each position (tabula's Alice position text; the start position when
none is given) with `TABULA perft chess/alice DEPTH --position ...` and prints both."""
import subprocess
import sys

N, S, E, W = 8, -8, 1, -1
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP_DIRS = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def on(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def white(p):
    return p.isupper()


def attacked(board, sq, by_white):
    """Is sq attacked on this board (dict square -> piece) by the given colour?"""
    f, r = sq % 8, sq // 8
    for df, dr in KNIGHT:
        if on(f + df, r + dr):
            p = board.get((r + dr) * 8 + f + df)
            if p and white(p) == by_white and p.upper() == 'N':
                return True
    for df, dr in KING:
        if on(f + df, r + dr):
            p = board.get((r + dr) * 8 + f + df)
            if p and white(p) == by_white and p.upper() == 'K':
                return True
    dr = -1 if by_white else 1  # a white pawn attacks from below
    for df in (-1, 1):
        if on(f + df, r + dr):
            p = board.get((r + dr) * 8 + f + df)
            if p and white(p) == by_white and p.upper() == 'P':
                return True
    for dirs, kinds in ((ROOK_DIRS, 'RQ'), (BISHOP_DIRS, 'BQ')):
        for df, dr in dirs:
            x, y = f + df, r + dr
            while on(x, y):
                p = board.get(y * 8 + x)
                if p:
                    if white(p) == by_white and p.upper() in kinds:
                        return True
                    break
                x, y = x + df, y + dr
    return False


def in_check(board, is_white):
    for sq, p in board.items():
        if p == ('K' if is_white else 'k'):
            return attacked(board, sq, not is_white)
    return False


def pseudo(board, is_white, castling, ep):
    """Pseudo-legal moves on one board: (from, to, promo, kind) with kind in
    '', 'ep', 'castle'."""
    moves = []
    for sq, p in list(board.items()):
        if white(p) != is_white:
            continue
        f, r, t = sq % 8, sq // 8, p.upper()
        if t == 'P':
            d = 1 if is_white else -1
            last = 7 if is_white else 0
            start = 1 if is_white else 6
            promos = 'QRBN'

            def add(to, kind=''):
                if to // 8 == last:
                    for q in promos:
                        moves.append((sq, to, q, kind))
                else:
                    moves.append((sq, to, '', kind))
            one = (r + d) * 8 + f
            if on(f, r + d) and one not in board:
                add(one)
                two = (r + 2 * d) * 8 + f
                if r == start and two not in board:
                    moves.append((sq, two, '', ''))
            for df in (-1, 1):
                if on(f + df, r + d):
                    to = (r + d) * 8 + f + df
                    q = board.get(to)
                    if q and white(q) != is_white:
                        add(to)
                    elif ep is not None and to == ep and to not in board:
                        moves.append((sq, to, '', 'ep'))
        elif t in 'NK':
            for df, dr in (KNIGHT if t == 'N' else KING):
                if on(f + df, r + dr):
                    to = (r + dr) * 8 + f + df
                    q = board.get(to)
                    if not q or white(q) != is_white:
                        moves.append((sq, to, '', ''))
            if t == 'K':
                home = 4 if is_white else 60
                for right, rook, between, cross in (('K', 7, (5, 6), (4, 5, 6)),
                                                    ('Q', 0, (1, 2, 3), (4, 3, 2))):
                    right = right if is_white else right.lower()
                    rook_sq = rook if is_white else rook + 56
                    off = 0 if is_white else 56
                    if (right in castling and sq == home and
                            board.get(rook_sq) == ('R' if is_white else 'r') and
                            all(b + off not in board for b in between) and
                            not any(attacked(board, c + off, not is_white) for c in cross)):
                        moves.append((sq, cross[2] + off, '', 'castle'))
        else:
            dirs = {'R': ROOK_DIRS, 'B': BISHOP_DIRS, 'Q': ROOK_DIRS + BISHOP_DIRS}[t]
            for df, dr in dirs:
                x, y = f + df, r + dr
                while on(x, y):
                    to = y * 8 + x
                    q = board.get(to)
                    if q and white(q) == is_white:
                        break
                    moves.append((sq, to, '', ''))
                    if q:
                        break
                    x, y = x + df, y + dr
    return moves


def legal(pos):
    boards, is_white, castling, ep = pos
    out = []
    for b in (0, 1):
        other = 1 - b
        ep_here = ep[1] if ep and ep[0] == b else None
        for frm, to, promo, kind in pseudo(boards[b], is_white, castling, ep_here):
            if to in boards[other]:
                continue  # rule 2
            rook_from = rook_to = None
            if kind == 'castle':
                rook_from = frm + 3 if to > frm else frm - 4
                rook_to = (frm + to) // 2
                if rook_to in boards[other]:
                    continue
            origin = dict(boards[b])
            dest = dict(boards[other])
            piece = origin.pop(frm)
            origin.pop(to, None)
            if kind == 'ep':
                origin.pop(to - 8 if is_white else to + 8)
            placed = (promo if is_white else promo.lower()) if promo else piece
            origin[to] = placed
            if rook_from is not None:
                origin[rook_to] = origin.pop(rook_from)
            if in_check(origin, is_white):  # before the transfer
                continue
            del origin[to]
            dest[to] = placed
            if rook_from is not None:
                dest[rook_to] = origin.pop(rook_to)
            new = [None, None]
            new[b], new[other] = origin, dest
            if in_check(new[0], is_white) or in_check(new[1], is_white):
                continue
            out.append((b, frm, to, promo, kind, new))
    return out


def play(pos, move):
    boards, is_white, castling, ep = pos
    b, frm, to, promo, kind, new = move
    lost = {0: 'Q', 4: 'KQ', 7: 'K', 56: 'q', 60: 'kq', 63: 'k'}
    if frm in lost or to in lost:
        castling = ''.join(c for c in castling
                           if c not in lost.get(frm, '') + lost.get(to, ''))
    new_ep = None
    piece = boards[b][frm]
    if piece.upper() == 'P' and abs(to - frm) == 16:
        other = 1 - b  # the pawn arrived there: an enemy pawn beside it?
        f = to % 8
        for df in (-1, 1):
            if 0 <= f + df < 8 and new[other].get(to + df) == ('p' if is_white else 'P'):
                new_ep = (other, (frm + to) // 2)
    return (new, not is_white, castling, new_ep)


def perft(pos, depth):
    moves = legal(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(play(pos, m), depth - 1) for m in moves)


def parse(text):
    boards_text, rest = text.split(' | ', 1)[0], text.split(' | ', 1)[1]
    b_text, side, castling, ep = rest.split()[:4]
    boards = []
    for t in (boards_text, b_text):
        board = {}
        for i, row in enumerate(t.split('/')):
            f = 0
            for c in row:
                if c.isdigit():
                    f += int(c)
                else:
                    board[(7 - i) * 8 + f] = c
                    f += 1
        boards.append(board)
    ep_value = None
    if ep != '-':
        ep_value = (ord(ep[0]) - ord('A'), (int(ep[2]) - 1) * 8 + ord(ep[1]) - ord('a'))
    return (boards, side == 'w', '' if castling == '-' else castling, ep_value)


def main():
    tabula, depth = sys.argv[1], int(sys.argv[2])
    positions = sys.argv[3:] or [
        'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR | 8/8/8/8/8/8/8/8 w KQkq - 0 1']
    bad = 0
    for p in positions:
        mine = perft(parse(p), depth)
        out = subprocess.run([tabula, 'perft', 'chess/alice', str(depth), '--position', p],
                             capture_output=True, text=True, check=True).stdout
        theirs = int(out.split()[0].split('time')[0])
        print(f'{"ok  " if mine == theirs else "DIFF"} {mine} {theirs}  {p}')
        bad += mine != theirs
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
