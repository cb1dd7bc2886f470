#!/usr/bin/env python3
"""An independent move generator for the draughts of stacks (rules/draughts.md §7-§8: Bashni,
Laska, MyLaska, Emergo, default options), written from the spec without tabula's code, to
check `tabula perft draughts/GAME --turns`: no published counts exist for these games. Whole
turns; turns that reach the same position are counted once. Dicts of stacks, slow but simple.

usage: columns_perft_check.py TABULA GAME DEPTH [POSITION...]
Compares the perft of each position (tabula's position text, "W:e7=Wbb,d6=b hand=0/0"; the
start when none is given) with `TABULA perft draughts/GAME DEPTH --turns --position ...`."""
import subprocess
import sys
DIRS = [(1,1),(-1,1),(1,-1),(-1,-1)]

class Game:
    def __init__(s, kind):
        s.kind = kind
        s.n = {'bashni':8,'laska':7,'mylaska':7,'emergo':9}[kind]
        s.laska = kind in ('laska','mylaska')
    def squares(s):
        return [(x,y) for y in range(s.n) for x in range(s.n) if (x+y)%2==0]
    def on(s,x,y): return 0<=x<s.n and 0<=y<s.n
    def start(s):
        b = {}
        if s.kind=='emergo':
            return (frozenset(), 0, (12,12))
        for (x,y) in s.squares():
            if y < 3: b[(x,y)] = (('w',False),)
            elif y >= s.n-3: b[(x,y)] = (('b',False),)
        return (frozenset(b.items()), 0, (0,0))

def other(c): return 'b' if c=='w' else 'w'

def capture_seqs(g, b, sq, lastdir, jumped, out, depth=0):
    """Complete capture continuations from stack at sq. out: list of (board, ncaptured)."""
    stack = b[sq]; col, king = stack[0]
    conts = []
    for di,(dx,dy) in enumerate(DIRS):
        if g.kind=='emergo' and lastdir is not None and (dx,dy)==(-DIRS[lastdir][0],-DIRS[lastdir][1]):
            continue
        fly = king and g.kind=='bashni'
        x,y = sq[0]+dx, sq[1]+dy
        if fly:
            while g.on(x,y) and (x,y) not in b: x+=dx; y+=dy
        if not g.on(x,y) or (x,y) not in b or b[(x,y)][0][0]!=other(col): continue
        over=(x,y)
        if g.laska and over in jumped: continue
        lx,ly = x+dx, y+dy
        while g.on(lx,ly) and (lx,ly) not in b:
            conts.append((di, over, (lx,ly)))
            if not fly: break
            lx+=dx; ly+=dy
    results = []
    for (di, over, land) in conts:
        nb = dict(b)
        mv = nb.pop(sq)
        jumped_stack = nb[over]
        taken = jumped_stack[0]
        if len(jumped_stack)==1: del nb[over]
        else: nb[over] = jumped_stack[1:]
        if not (g.kind=='mylaska' and len(mv)>=2): mv = mv + (taken,)
        c, k = mv[0]
        if g.kind!='emergo' and not k and land[1]==(g.n-1 if c=='w' else 0):
            mv = ((c,True),)+mv[1:]
        nb[land] = mv
        results.append((di, over, land, nb))
    # Bashni king: land where it can go on if it can
    if king and g.kind=='bashni':
        goes = {}
        for (di,over,land,nb) in results:
            goes[(di,land)] = has_jump(g, nb, land, di, jumped|{over})
        keep=[]
        for (di,over,land,nb) in results:
            if not goes[(di,land)] and any(goes[(d2,l2)] for (d2,o2,l2,_) in results if d2==di and o2==over):
                continue
            keep.append((di,over,land,nb))
        results = keep
    for (di,over,land,nb) in results:
        if has_jump(g, nb, land, di, jumped|{over}):
            capture_seqs(g, nb, land, di, jumped|{over}, out, depth+1)
        else:
            out.append((nb, depth+1))

def has_jump(g, b, sq, lastdir, jumped):
    col, king = b[sq][0]
    fly = king and g.kind=='bashni'
    for di,(dx,dy) in enumerate(DIRS):
        if g.kind=='emergo' and lastdir is not None and (dx,dy)==(-DIRS[lastdir][0],-DIRS[lastdir][1]):
            continue
        x,y = sq[0]+dx, sq[1]+dy
        if fly:
            while g.on(x,y) and (x,y) not in b: x+=dx; y+=dy
        if not g.on(x,y) or (x,y) not in b or b[(x,y)][0][0]!=other(col): continue
        if g.laska and (x,y) in jumped: continue
        if g.on(x+dx,y+dy) and (x+dx,y+dy) not in b: return True
    return False

def count_pieces(b, col):
    return sum(1 for st in b.values() for p in st if p[0]==col)

def turns(g, pos):
    fb, side, hand = pos
    b = dict(fb); col = 'wb'[side]
    res = set()
    caps = []
    for sq in list(b):
        if b[sq][0][0]==col and has_jump(g, b, sq, None, frozenset()):
            seqs=[]
            capture_seqs(g, b, sq, None, frozenset(), seqs)
            caps += seqs
    if caps:
        if g.kind=='emergo':
            top=max(n for _,n in caps); caps=[c for c in caps if c[1]==top]
        for nb,_ in caps:
            res.add((frozenset(nb.items()), 1-side, hand))
        return res
    if g.kind=='emergo' and hand[side]>0:
        opp = other(col)
        count = 1 if hand[1-side] else hand[side]
        def opp_can(bb):
            return any(bb[s][0][0]==opp and has_jump(g, bb, s, None, frozenset()) for s in bb)
        attacked = opp_can(b)
        for sq in g.squares():
            if sq in b: continue
            nb = dict(b); nb[sq] = tuple((col,False) for _ in range(count))
            if not attacked and opp_can(nb): continue
            h = list(hand); h[side]-=count
            res.add((frozenset(nb.items()), 1-side, tuple(h)))
        return res
    for sq in list(b):
        c,k = b[sq][0]
        if c!=col: continue
        for (dx,dy) in DIRS:
            if g.kind!='emergo' and not k and (dy>0)!=(col=='w'): continue
            x,y=sq[0]+dx,sq[1]+dy
            while g.on(x,y) and (x,y) not in b:
                nb=dict(b); st=nb.pop(sq)
                if g.kind!='emergo' and not st[0][1] and y==(g.n-1 if col=='w' else 0):
                    st=((col,True),)+st[1:]
                nb[(x,y)]=st
                res.add((frozenset(nb.items()),1-side,hand))
                if not (k and g.kind=='bashni'): break
                x+=dx;y+=dy
    return res

def perft(g, pos, d):
    if d==0: return 1
    return sum(perft(g,p,d-1) for p in turns(g,pos))


def parse(g, text):
    parts = text.split()
    side = 0 if parts[0][0]=='W' else 1
    b = {}
    body = parts[0][2:]
    if body != '-':
        for item in body.split(','):
            sq, st = item.split('=')
            x = ord(sq[0])-97; y = int(sq[1:])-1
            b[(x,y)] = tuple(('b' if ch.lower()=='b' else 'w', ch.isupper()) for ch in st)
    hand=(0,0)
    for p in parts[1:]:
        if p.startswith('hand='):
            a,c = p[5:].split('/'); hand=(int(a),int(c))
    return (frozenset(b.items()), side, hand)

if __name__ == '__main__':
    tabula, game, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
    g = Game(game)
    bad = 0
    for text in sys.argv[4:] or [None]:
        pos = parse(g, text) if text else g.start()
        mine = perft(g, pos, depth)
        cmd = [tabula, 'perft', 'draughts/' + game, str(depth), '--turns']
        if text:
            cmd += ['--position', text]
        out = subprocess.run(cmd, capture_output=True, text=True).stdout.split()
        theirs = int(out[0]) if out else -1
        bad += mine != theirs
        print(f"{game} {depth} {text or 'start'}: check {mine}, tabula {theirs}"
              f"{'' if mine == theirs else '  DIFFERENT'}")
    sys.exit(1 if bad else 0)
