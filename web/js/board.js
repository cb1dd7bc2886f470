// Draws a game's VIEW (docs/API.md, include/tabula/view.h) as SVG. Nothing here knows any
// game: square, hexagonal, triangular and point boards, links, boards and layers placed on a
// grid, pieces by kind (pieces.js), stacks with every layer's colour, marks and coordinate
// texts all come from the view alone.

const SVG = 'http://www.w3.org/2000/svg';
const UNIT = 60; // pixels per layout unit (the SVG scales to the page)
const BOARD_GAP = 1.2; // layout units between boards side by side

import { drawPiece, HUES } from './pieces.js';

export { HUES };

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function hasMark(cell, mark) {
  return (cell.marks || []).includes(mark);
}

// Hexagonal layouts give one axis in half steps (columns shifted by half a cell, or rows);
// the true hexagon geometry squeezes the other axis by sqrt(3)/2. Triangles stand in rows one
// unit apart, each sqrt(3)/2 high.
function hexGeometry(cells) {
  const half = (v) => Math.abs(v - Math.round(v)) > 0.25;
  const hex = cells.filter((c) => c.shape === 'hex');
  if (!hex.length) {
    if (cells.some((c) => c.shape === 'triangle')) return { sx: 1, sy: Math.sqrt(3) / 2, flatTop: true };
    return { sx: 1, sy: 1, flatTop: true };
  }
  if (hex.some((c) => half(c.y))) return { sx: Math.sqrt(3) / 2, sy: 1, flatTop: true };
  if (hex.some((c) => half(c.x))) return { sx: 1, sy: Math.sqrt(3) / 2, flatTop: false };
  return { sx: 1, sy: 1, flatTop: true };
}

function hexPoints(cx, cy, r, flatTop) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + (flatTop ? 0 : Math.PI / 6);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

// A triangle of side `side` in its bounding box centred on (cx, cy), apex up or down on
// the screen; `scale` shrinks it about its centroid.
function trianglePoints(cx, cy, side, up, scale = 1) {
  const h = (side * Math.sqrt(3)) / 2;
  const gy = cy + (up ? h / 6 : -h / 6); // centroid
  const pts = up
    ? [[cx, cy - h / 2], [cx + side / 2, cy + h / 2], [cx - side / 2, cy + h / 2]]
    : [[cx, cy + h / 2], [cx + side / 2, cy - h / 2], [cx - side / 2, cy - h / 2]];
  return pts.map(([x, y]) => `${(cx + (x - cx) * scale).toFixed(2)},${(gy + (y - gy) * scale).toFixed(2)}`).join(' ');
}

// Boards are named only to tell several apart (Alice's A and B, the components of a sum);
// a lone board's name would be a title inside the picture.
function captioned(boards) {
  return boards.length > 1 && boards.some((b) => b.name);
}

// Places every board: for each cell and text, its centre in pixels (y down), and each
// board's frame. Boards stand on a grid by their col (left to right) and row (top to
// bottom); without a placement, left to right in the order of view.boards.
export function layout(view, flipped = false) {
  const cells = view.cells || [];
  const texts = view.texts || [];
  const boards = view.boards || [];
  const named = captioned(boards);
  const nBoards = Math.max(1, boards.length, ...cells.map((c) => (c.board || 0) + 1));
  const geo = hexGeometry(cells);
  const place = (x, y) => {
    const px = x * geo.sx;
    const py = y * geo.sy;
    return flipped ? [-px, py] : [px, -py];
  };
  const cellPos = new Array(cells.length);
  const textPos = new Array(texts.length);
  // Each board's own extent first.
  const local = [];
  for (let b = 0; b < nBoards; b++) {
    const box = { b, minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity, items: [] };
    const grow = (x, y, px, py = px) => {
      box.minX = Math.min(box.minX, x - px);
      box.maxX = Math.max(box.maxX, x + px);
      box.minY = Math.min(box.minY, y - py);
      box.maxY = Math.max(box.maxY, y + py);
    };
    cells.forEach((c, i) => {
      if ((c.board || 0) !== b) return;
      const [x, y] = place(c.x, c.y);
      box.items.push(['c', i, x, y]);
      if (c.shape === 'triangle') grow(x, y, 0.5, Math.sqrt(3) / 4);
      else grow(x, y, c.shape === 'hex' ? 0.6 : 0.5);
    });
    texts.forEach((t, i) => {
      if ((t.board || 0) !== b) return;
      const [x, y] = place(t.x, t.y);
      box.items.push(['t', i, x, y]);
      grow(x, y, 0.3);
    });
    if (box.minX === Infinity) continue;
    const info = boards[b] || {};
    box.col = Number.isInteger(info.col) ? info.col : b;
    box.row = Number.isInteger(info.row) ? info.row : 0;
    local.push(box);
  }
  // Then rows top to bottom, each row's boards left to right.
  const rows = [...new Set(local.map((x) => x.row))].sort((a, b) => a - b);
  const frames = [];
  let top = 0;
  const caption = named ? 0.7 : 0;
  for (const row of rows) {
    const inRow = local.filter((x) => x.row === row).sort((a, b) => a.col - b.col || a.b - b.b);
    const height = Math.max(...inRow.map((x) => x.maxY - x.minY));
    let offset = 0;
    for (const box of inRow) {
      const dx = offset - box.minX;
      const dy = top - box.minY;
      for (const [kind, i, x, y] of box.items) {
        const pos = [(x + dx) * UNIT, (y + dy) * UNIT];
        if (kind === 'c') cellPos[i] = pos;
        else textPos[i] = pos;
      }
      frames.push({ board: box.b, x: offset * UNIT, y: top * UNIT, w: (box.maxX - box.minX) * UNIT, h: (box.maxY - box.minY) * UNIT });
      offset += box.maxX - box.minX + BOARD_GAP;
    }
    top += height + BOARD_GAP * 0.6 + caption;
  }
  return { geo, cellPos, textPos, frames };
}

// A stack is drawn as a column seen from the side: a band of its colour for every layer
// under the top piece (at most the seven below it), the top piece on the column, and a
// badge with the height.
function drawStack(g, pieces, cx, cy, r, shape) {
  if (!pieces.length) return;
  if (pieces.length === 1) {
    drawPiece(g, pieces[0], cx, cy, r, shape);
    return;
  }
  const shown = pieces.slice(-8);
  const n = shown.length;
  const topR = r * 0.75;
  const foot = cy + r * 1.1;
  const band = Math.min(r * 0.4, (r * 2.3 - topR * 1.5) / (n - 1));
  const w = r * 1.8;
  const layers = el('g', { class: 'stack-layers' }, g);
  shown.slice(0, -1).forEach((p, i) => {
    const hue = HUES[p.colour] || HUES.none;
    el('rect', {
      x: cx - w / 2, y: foot - (i + 1) * band, width: w, height: band, rx: Math.min(band * 0.45, 6),
      fill: hue.fill, stroke: hue.edge || '#333', 'stroke-width': 1.5, class: 'stone layer', 'data-colour': p.colour,
    }, layers);
  });
  drawPiece(g, pieces[pieces.length - 1], cx, foot - (n - 1) * band - topR * 0.55, topR, shape);
  const bx = cx + r * 0.85;
  const by = cy - r * 0.85;
  el('circle', { cx: bx, cy: by, r: r * 0.42, class: 'stack-badge' }, g);
  const count = el('text', {
    x: bx, y: by, 'font-size': r * 0.5, class: 'stack-count', 'text-anchor': 'middle', 'dominant-baseline': 'central',
  }, g);
  count.textContent = String(pieces.length);
}

function cellName(cell, labels) {
  const pieces = cell.pieces || [];
  const what = pieces.length
    ? pieces.map((p) => [p.colour, p.kind && p.kind !== 'counter' ? p.kind : '', p.symbol].filter(Boolean).join(' ')).join(', ')
    : labels.empty;
  return `${labels.cell.replace('{label}', cell.label)}: ${what}`;
}

/*
 * opts: {
 *   flipped: turn the board half round,
 *   selected: labels clicked so far, targets: labels that continue a legal move,
 *   starts: labels where a legal move begins, best: labels of the best moves,
 *   last: labels of the last turn, for games whose view does not mark it,
 *   bestMoves: the cells of each best move (drawn as arrows),
 *   ownership: {values: Map label -> [-1, 1] (+1: the first player's), colours: [c0, c1]} or null,
 *   onCell(label): called on click or Enter/Space, labels: {cell, empty} for screen readers
 * }
 */
export function renderBoard(view, opts = {}) {
  const cells = view.cells || [];
  const { geo, cellPos, textPos, frames } = layout(view, !!opts.flipped);
  const selected = new Set(opts.selected || []);
  const targets = opts.targets || new Set();
  const starts = opts.starts || new Set();
  const best = opts.best || new Set();
  const lastCells = opts.last || new Set();
  const labels = opts.labels || { cell: 'Cell {label}', empty: 'empty' };
  const boards = view.boards || [];
  const named = captioned(boards);
  const pad = UNIT * 0.25;
  const top = Math.min(...frames.map((f) => f.y)) - (named ? UNIT * 0.7 : 0);
  const bottom = Math.max(...frames.map((f) => f.y + f.h));
  const right = Math.max(...frames.map((f) => f.x + f.w));
  const width = right + 2 * pad;
  const height = bottom - top + 2 * pad;
  const svg = el('svg', {
    viewBox: `${-pad} ${top - pad} ${width} ${height}`,
    class: 'board',
    role: 'group',
    'aria-label': view.status || 'board',
  });
  // Small boards (Semáforo's 3x4) should not grow to fill a wide page.
  svg.style.maxWidth = `${Math.round(width * 1.6)}px`;

  for (const f of frames) {
    el('rect', { x: f.x, y: f.y, width: f.w, height: f.h, rx: 8, class: 'board-bg' }, svg);
    const name = named && boards[f.board] && boards[f.board].name;
    if (name) {
      const caption = el('text', { x: f.x + f.w / 2, y: f.y - UNIT * 0.3, class: 'board-name', 'text-anchor': 'middle' }, svg);
      caption.textContent = name;
    }
  }

  const hasPoints = cells.some((c) => c.shape === 'point');
  const linkLayer = el('g', { class: 'links' }, svg);
  for (const [a, b] of view.links || []) {
    if (!cellPos[a] || !cellPos[b]) continue;
    el('line', { x1: cellPos[a][0], y1: cellPos[a][1], x2: cellPos[b][0], y2: cellPos[b][1], class: 'link' }, linkLayer);
  }

  const hexR = UNIT / Math.sqrt(3);
  const spanning = [];
  // A point closer than a unit to another (the apex of Cordeiros e Tigres, a plant's nodes)
  // gets a smaller disc, so that no piece hides its neighbour.
  const near = cellPos.map((p, i) => {
    if (!p || cells[i].shape !== 'point') return UNIT;
    let d = UNIT;
    cellPos.forEach((q, j) => {
      if (q && j !== i && cells[j].board === cells[i].board) d = Math.min(d, Math.hypot(p[0] - q[0], p[1] - q[1]) || UNIT);
    });
    return d;
  });
  cells.forEach((cell, i) => {
    const pos = cellPos[i];
    if (!pos) return;
    const [cx, cy] = pos;
    const half = near[i] / 2; // of a point's room: UNIT / 2 on a regular line board
    const g = el('g', {
      class: 'cell',
      tabindex: opts.onCell ? '-1' : null,
      role: opts.onCell ? 'button' : null,
      'data-label': cell.label,
      'data-cx': cx.toFixed(1),
      'data-cy': cy.toFixed(1),
      'aria-label': cellName(cell, labels),
    }, svg);
    const marks = cell.marks || [];
    const classes = ['shape', cell.shape];
    if (hasMark(cell, 'dark')) classes.push('dark');
    if (hasMark(cell, 'zone')) classes.push('zone');
    if (hasMark(cell, 'blocked')) classes.push('blocked');
    if (hasMark(cell, 'goal')) classes.push('goal');
    const triangle = cell.shape === 'triangle';
    const up = (cell.orientation !== 'down') !== !!opts.flipped; // half a turn flips them
    let outline;
    if (cell.shape === 'hex') {
      outline = el('polygon', { points: hexPoints(cx, cy, hexR * 0.98, geo.flatTop), class: classes.join(' ') }, g);
    } else if (triangle) {
      outline = el('polygon', { points: trianglePoints(cx, cy, UNIT, up), class: classes.join(' ') }, g);
    } else if (cell.shape === 'point') {
      outline = el('circle', { cx, cy, r: half, class: classes.join(' ') }, g);
      if (hasMark(cell, 'hoshi')) el('circle', { cx, cy, r: UNIT * 0.08, class: 'hoshi' }, g);
    } else {
      outline = el('rect', { x: cx - UNIT / 2, y: cy - UNIT / 2, width: UNIT, height: UNIT, class: classes.join(' ') }, g);
    }
    const overlay = (cls) => {
      const o = outline.cloneNode(false);
      o.setAttribute('class', 'overlay ' + cls);
      if (cell.shape === 'point') o.setAttribute('r', half * 0.92);
      if (cell.shape === 'hex') o.setAttribute('points', hexPoints(cx, cy, hexR * 0.82, geo.flatTop));
      if (triangle) o.setAttribute('points', trianglePoints(cx, cy, UNIT, up, 0.8));
      if (cell.shape === 'square') {
        o.setAttribute('x', cx - UNIT / 2 + 3);
        o.setAttribute('y', cy - UNIT / 2 + 3);
        o.setAttribute('width', UNIT - 6);
        o.setAttribute('height', UNIT - 6);
      }
      g.appendChild(o);
      return o;
    };
    if (hasMark(cell, 'goal')) {
      const o = overlay('goal-frame');
      o.classList.add('owner-' + (cell.goal_owner ?? -1));
    }
    if (hasMark(cell, 'blocked')) {
      const d = UNIT * 0.22;
      el('path', { d: `M${cx - d},${cy - d}L${cx + d},${cy + d}M${cx + d},${cy - d}L${cx - d},${cy + d}`, class: 'blocked-cross' }, g);
    }
    const pieces = cell.pieces || [];
    const isTo = marks.includes('to') || (lastCells.has(cell.label) && !marks.includes('from'));
    const isLast = isTo || marks.includes('last') || lastCells.has(cell.label);
    // Under the pieces: tints of the last move (from dashed), the glow of a king in check.
    if (marks.includes('from')) overlay('from');
    else if (isLast) overlay('last');
    if (best.has(cell.label)) overlay('best');
    if (selected.has(cell.label)) {
      overlay('selected');
      g.classList.add('selected-cell');
    }
    const r = cell.shape === 'point' ? half * 0.88 : cell.shape === 'hex' ? hexR * 0.72 : triangle ? UNIT * 0.23 : UNIT * 0.38;
    const py = triangle ? cy + ((up ? 1 : -1) * UNIT * Math.sqrt(3)) / 12 : cy; // the centroid
    if (marks.includes('check')) el('circle', { cx, cy: py, r: r * 1.25, class: 'check-glow' }, g);
    const drawn = el('g', { class: marks.includes('dead') ? 'pieces dead' : 'pieces' }, g);
    // A piece lying on two cells (a domino) is drawn over both, after every cell.
    drawStack(drawn, pieces.filter((p) => !Number.isInteger(p.span)), cx, py, r, cell.shape);
    for (const p of pieces) if (Number.isInteger(p.span)) spanning.push([i, p]);
    if (hasMark(cell, 'goal') && !pieces.length && cell.goal_owner >= 0) {
      const t = el('text', { x: cx, y: cy, class: 'goal-owner', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
      t.textContent = String(cell.goal_owner + 1);
    }
    // Over the pieces, so that no stone hides them: the last move's end, check, the winning
    // line, dead stones and territory.
    if (isTo || (isLast && !marks.includes('from'))) {
      if (pieces.length && (cell.shape === 'point' || cell.shape === 'hex')) {
        el('circle', { cx, cy: py, r: r * 0.42, class: 'to-marker' }, g);
      } else {
        overlay('to');
      }
    }
    if (marks.includes('check')) el('circle', { cx, cy: py, r: r * 1.18, class: 'check-ring' }, g);
    if (marks.includes('win')) overlay('win');
    if (marks.includes('dead')) {
      const d = r * 0.5;
      el('path', { d: `M${cx - d},${py - d}L${cx + d},${py + d}M${cx + d},${py - d}L${cx - d},${py + d}`, class: 'dead-cross' }, g);
    }
    if (marks.includes('territory') && cell.territory) {
      const hue = HUES[cell.territory.colour] || HUES.none;
      const side = UNIT * 0.26;
      el('rect', {
        x: cx - side / 2, y: py - side / 2, width: side, height: side, fill: hue.fill, stroke: hue.edge || '#333',
        'stroke-width': 1.5, class: 'territory', 'data-owner': cell.territory.owner,
      }, g);
    }
    // The ownership layer: a square of the owner's colour, larger as the owner is surer.
    const own = opts.ownership ? opts.ownership.values.get(cell.label) : undefined;
    if (own !== undefined && Math.abs(own) >= 0.1) {
      const hue = HUES[opts.ownership.colours[own > 0 ? 0 : 1]] || HUES.none;
      const side = UNIT * 0.5 * Math.abs(own);
      el('rect', {
        x: cx - side / 2, y: py - side / 2, width: side, height: side, fill: hue.fill, stroke: hue.edge || '#333',
        'stroke-width': 1, 'fill-opacity': 0.85, class: 'ownership', 'data-owner': own > 0 ? 0 : 1, 'data-value': own,
      }, g);
    }
    if (targets.has(cell.label)) {
      if ((cell.pieces || []).length) el('circle', { cx, cy, r: r + 3, class: 'target-ring' }, g);
      else el('circle', { cx, cy, r: UNIT * 0.13, class: 'target-dot' }, g);
      g.classList.add('target');
    }
    // On demand, the square's number (draughts' numbered notation) in its top-left corner.
    if (opts.numbers && cell.number) {
      const n = el('text', { x: cx - UNIT * 0.44, y: cy - UNIT * 0.44, class: 'square-number', 'dominant-baseline': 'hanging' }, g);
      n.textContent = cell.number;
    }
    if (starts.has(cell.label)) g.classList.add('movable');
    if (opts.onCell) {
      g.addEventListener('click', () => opts.onCell(cell.label));
      g.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          opts.onCell(cell.label);
        } else if (ARROWS[e.key]) {
          e.preventDefault();
          const next = neighbour(svg, g, ARROWS[e.key]);
          if (next) moveFocus(svg, next);
        }
      });
    }
  });

  // Dominoes: one bar over their two cells in their owner's colour, outlined when they are
  // the last move.
  for (const [i, p] of spanning) {
    const a = cellPos[i];
    const b = cellPos[p.span];
    if (!a || !b) continue;
    const inset = UNIT * 0.12;
    const x = Math.min(a[0], b[0]) - UNIT / 2 + inset;
    const y = Math.min(a[1], b[1]) - UNIT / 2 + inset;
    const hue = HUES[p.colour] || HUES.none;
    const marks = [...(cells[i].marks || []), ...((cells[p.span] || {}).marks || [])];
    const last = marks.includes('to') || marks.includes('last') || lastCells.has(cells[i].label);
    el('rect', {
      x, y, width: Math.abs(a[0] - b[0]) + UNIT - 2 * inset, height: Math.abs(a[1] - b[1]) + UNIT - 2 * inset,
      rx: UNIT * 0.12, fill: hue.fill, stroke: hue.edge || '#333', 'stroke-width': 2,
      class: last ? 'piece domino last-domino' : 'piece domino', 'data-owner': p.owner, 'data-colour': p.colour,
      'data-cells': `${i},${p.span}`,
    }, svg);
    const pip = UNIT * 0.07;
    for (const [px, py] of [a, b]) el('circle', { cx: px, cy: py, r: pip, fill: hue.ink, class: 'domino-pip' }, svg);
  }

  // Best moves as arrows from their first cell to their last.
  const arrows = (opts.bestMoves || []).filter((cs) => cs.length > 1);
  if (arrows.length) {
    const defs = el('defs', {}, svg);
    const marker = el('marker', {
      id: 'best-head', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse',
    }, defs);
    el('path', { d: 'M0,0L10,5L0,10z', class: 'best-head' }, marker);
    const index = new Map(cells.map((c, i) => [c.label, i]));
    for (const cs of arrows) {
      const a = cellPos[index.get(cs[0])];
      const b = cellPos[index.get(cs[cs.length - 1])];
      if (!a || !b) continue;
      el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: 'best-arrow', 'marker-end': 'url(#best-head)' }, svg);
    }
  }

  // A winning line (Semáforo's three in a row) as a stroke through its cells, end to end.
  const wins = cells.map((c, i) => (hasMark(c, 'win') ? cellPos[i] : null)).filter(Boolean);
  if (wins.length >= 2) {
    let a = wins[0];
    let b = wins[1];
    let far = -1;
    for (const p of wins)
      for (const q of wins) {
        const d = (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
        if (d > far) [far, a, b] = [d, p, q];
      }
    el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: 'win-line' }, svg);
  }

  (view.texts || []).forEach((t, i) => {
    const pos = textPos[i];
    if (!pos) return;
    const node = el('text', { x: pos[0], y: pos[1], class: 'coord', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, svg);
    node.textContent = t.text;
  });
  if (hasPoints) svg.classList.add('has-points');
  // One tab stop for the whole board (the selected cell, else where a move starts, else the
  // first cell); arrow keys go from cell to cell.
  if (opts.onCell) {
    const first = svg.querySelector('.cell.selected-cell') || svg.querySelector('.cell.movable') || svg.querySelector('.cell');
    if (first) first.setAttribute('tabindex', '0');
  }
  return svg;
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function centre(node) {
  return [Number(node.dataset.cx), Number(node.dataset.cy)];
}

// The nearest cell in a direction (screen coordinates), within 60 degrees of it.
function neighbour(svg, from, [dx, dy]) {
  const [x0, y0] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const c of svg.querySelectorAll('.cell')) {
    if (c === from) continue;
    const [x, y] = centre(c);
    const along = (x - x0) * dx + (y - y0) * dy;
    const across = Math.abs((x - x0) * dy - (y - y0) * dx);
    if (along <= 1 || across > along * 1.8) continue;
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

function moveFocus(svg, to) {
  for (const c of svg.querySelectorAll('.cell[tabindex="0"]')) c.setAttribute('tabindex', '-1');
  to.setAttribute('tabindex', '0');
  to.focus();
}

// The cell labels named in move texts ("c6-b5", "Nf3", "e6:B"), for marking the last turn
// when the game's view does not: a label counts when no digit touches it ("a1" is not in
// "a10").
export function labelsInTexts(texts, labels) {
  const found = new Set();
  const sorted = [...new Set(labels)].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const text of texts)
    for (const label of sorted) {
      for (let i = text.indexOf(label); i >= 0; i = text.indexOf(label, i + 1)) {
        const before = text[i - 1] || '';
        const after = text[i + label.length] || '';
        if (!/\d/.test(before) && !/\d/.test(after)) found.add(label);
      }
    }
  return found;
}

// A small SVG of one piece, for reserves and the move chooser.
export function pieceIcon(piece, size = 28) {
  const svg = el('svg', { viewBox: '0 0 40 40', width: size, height: size, class: 'piece-icon', 'aria-hidden': 'true' });
  drawPiece(svg, piece, 20, 20, 15, 'square');
  return svg;
}
