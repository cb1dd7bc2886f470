// Draws a game's VIEW (docs/API.md, include/tabula/view.h) as SVG. Nothing here knows any
// game: square, hexagonal and point boards, links, several boards side by side, stacks,
// marks and coordinate texts all come from the view alone.

const SVG = 'http://www.w3.org/2000/svg';
const UNIT = 60; // pixels per layout unit (the SVG scales to the page)
const BOARD_GAP = 1.2; // layout units between boards side by side

export const HUES = {
  none: { fill: '#9aa0a6', ink: '#000' },
  white: { fill: '#fbfbf8', ink: '#1b1b1b', edge: '#2b2b2b' },
  black: { fill: '#1f1f24', ink: '#fff', edge: '#000' },
  red: { fill: '#d43d33', ink: '#fff', edge: '#7d1a14' },
  green: { fill: '#2e8b57', ink: '#fff', edge: '#17472c' },
  yellow: { fill: '#f2c230', ink: '#1b1b1b', edge: '#7a5d00' },
  blue: { fill: '#2f6fbf', ink: '#fff', edge: '#153a66' },
  grey: { fill: '#8d9299', ink: '#000', edge: '#44474c' },
};

// Chess symbols as glyphs: the filled form coloured, with the outline form drawn over white
// pieces so they stand out on light squares.
const CHESS_FILLED = { K: '\u265A', Q: '\u265B', R: '\u265C', B: '\u265D', N: '\u265E', P: '\u265F' };
const CHESS_OUTLINE = { K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659' };
const TEXT_STYLE = '\uFE0E'; // ask for the text form, never an emoji

// Symbols that only repeat the piece's colour ("W" on a white stone): drawn as plain stones.
const COLOUR_WORDS = {
  white: ['W', 'w', 'O', 'o'],
  black: ['B', 'X', 'x'],
};

// Chess letters follow the FEN convention, upper case for White and lower case for Black, so
// a black stone marked "B" (Produto) stays a stone while a black "b" is a bishop.
export function isChessSymbol(symbol, colour) {
  if (!/^[KQRBNPkqrbnp]$/.test(symbol || '')) return false;
  const upper = symbol === symbol.toUpperCase();
  if (colour === 'white') return upper;
  if (colour === 'black') return !upper;
  return false; // Semáforo's red "R" is a counter, not a rook
}

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
// the true hexagon geometry squeezes the other axis by sqrt(3)/2.
function hexGeometry(cells) {
  const half = (v) => Math.abs(v - Math.round(v)) > 0.25;
  const hex = cells.filter((c) => c.shape === 'hex');
  if (!hex.length) return { sx: 1, sy: 1, flatTop: true };
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

// Places every board: for each cell and text, its centre in pixels (y down), and each
// board's frame. Boards go left to right in the order of view.boards.
export function layout(view, flipped = false) {
  const cells = view.cells || [];
  const texts = view.texts || [];
  const nBoards = Math.max(1, (view.boards || []).length, ...cells.map((c) => (c.board || 0) + 1));
  const geo = hexGeometry(cells);
  const place = (x, y) => {
    const px = x * geo.sx;
    const py = y * geo.sy;
    return flipped ? [-px, py] : [px, -py];
  };
  const cellPos = new Array(cells.length);
  const textPos = new Array(texts.length);
  const frames = [];
  let offset = 0;
  for (let b = 0; b < nBoards; b++) {
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    const grow = (x, y, pad) => {
      minX = Math.min(minX, x - pad);
      maxX = Math.max(maxX, x + pad);
      minY = Math.min(minY, y - pad);
      maxY = Math.max(maxY, y + pad);
    };
    const local = [];
    cells.forEach((c, i) => {
      if ((c.board || 0) !== b) return;
      const [x, y] = place(c.x, c.y);
      local.push(['c', i, x, y]);
      grow(x, y, c.shape === 'hex' ? 0.6 : 0.5);
    });
    texts.forEach((t, i) => {
      if ((t.board || 0) !== b) return;
      const [x, y] = place(t.x, t.y);
      local.push(['t', i, x, y]);
      grow(x, y, 0.3);
    });
    if (minX === Infinity) continue;
    const shift = offset - minX;
    for (const [kind, i, x, y] of local) {
      const pos = [(x + shift) * UNIT, y * UNIT];
      if (kind === 'c') cellPos[i] = pos;
      else textPos[i] = pos;
    }
    frames.push({ board: b, x: offset * UNIT, y: minY * UNIT, w: (maxX - minX) * UNIT, h: (maxY - minY) * UNIT });
    offset += maxX - minX + BOARD_GAP;
  }
  return { geo, cellPos, textPos, frames };
}

function drawPiece(g, piece, cx, cy, r, shape) {
  const hue = HUES[piece.colour] || HUES.none;
  const symbol = piece.symbol || '';
  if (isChessSymbol(symbol, piece.colour)) {
    const upper = symbol.toUpperCase();
    const size = r * 2.3;
    const attrs = { x: cx, y: cy, 'font-size': size, class: 'glyph', 'text-anchor': 'middle', 'dominant-baseline': 'central' };
    const filled = el('text', { ...attrs, fill: hue.fill, stroke: hue.edge || '#000', 'stroke-width': 1.2 }, g);
    filled.textContent = CHESS_FILLED[upper] + TEXT_STYLE;
    if (piece.colour === 'white') {
      const outline = el('text', { ...attrs, fill: '#1b1b1b' }, g);
      outline.textContent = CHESS_OUTLINE[upper] + TEXT_STYLE;
    }
    return;
  }
  el('circle', {
    cx,
    cy,
    r,
    fill: hue.fill,
    stroke: hue.edge || '#333',
    'stroke-width': shape === 'point' ? 1.5 : 2,
    class: 'stone',
  }, g);
  const plain = (COLOUR_WORDS[piece.colour] || []).includes(symbol);
  if (symbol && !plain) {
    const label = el('text', {
      x: cx,
      y: cy,
      'font-size': r * (symbol.length > 1 ? 0.9 : 1.15),
      fill: hue.ink,
      class: 'piece-letter',
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
    }, g);
    label.textContent = symbol;
  }
}

function drawStack(g, pieces, cx, cy, r, shape) {
  if (!pieces.length) return;
  // Lower pieces peek out below the top one, a few pixels each, at most four of them.
  const lower = pieces.slice(0, -1).slice(-4);
  const step = r * 0.16;
  lower.forEach((p, i) => {
    const dy = (lower.length - i) * step;
    const hue = HUES[p.colour] || HUES.none;
    el('circle', { cx, cy: cy + dy, r, fill: hue.fill, stroke: hue.edge || '#333', 'stroke-width': 2, class: 'stone' }, g);
  });
  drawPiece(g, pieces[pieces.length - 1], cx, cy, r, shape);
  if (pieces.length > 1) {
    const bx = cx + r * 0.78;
    const by = cy - r * 0.78;
    el('circle', { cx: bx, cy: by, r: r * 0.42, class: 'stack-badge' }, g);
    const n = el('text', { x: bx, y: by, 'font-size': r * 0.5, class: 'stack-count', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
    n.textContent = String(pieces.length);
  }
}

function cellName(cell, labels) {
  const pieces = cell.pieces || [];
  const what = pieces.length
    ? pieces.map((p) => `${p.colour} ${p.symbol}`).join(', ')
    : labels.empty;
  return `${labels.cell.replace('{label}', cell.label)}: ${what}`;
}

/*
 * opts: {
 *   flipped: turn the board half round,
 *   selected: labels clicked so far, targets: labels that continue a legal move,
 *   starts: labels where a legal move begins, best: labels of the best moves,
 *   last: labels of the last turn, for games whose view does not mark it,
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
  const named = boards.some((b) => b.name);
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
  svg.dataset.width = String(width);

  for (const f of frames) {
    el('rect', { x: f.x, y: f.y, width: f.w, height: f.h, rx: 8, class: 'board-bg' }, svg);
    const name = boards[f.board] && boards[f.board].name;
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
  cells.forEach((cell, i) => {
    const pos = cellPos[i];
    if (!pos) return;
    const [cx, cy] = pos;
    const g = el('g', {
      class: 'cell',
      tabindex: opts.onCell ? '0' : null,
      role: opts.onCell ? 'button' : null,
      'data-label': cell.label,
      'aria-label': cellName(cell, labels),
    }, svg);
    const marks = cell.marks || [];
    const classes = ['shape', cell.shape];
    if (hasMark(cell, 'dark')) classes.push('dark');
    if (hasMark(cell, 'zone')) classes.push('zone');
    if (hasMark(cell, 'blocked')) classes.push('blocked');
    if (hasMark(cell, 'goal')) classes.push('goal');
    let outline;
    if (cell.shape === 'hex') {
      outline = el('polygon', { points: hexPoints(cx, cy, hexR * 0.98, geo.flatTop), class: classes.join(' ') }, g);
    } else if (cell.shape === 'point') {
      outline = el('circle', { cx, cy, r: UNIT * 0.5, class: classes.join(' ') }, g);
      if (hasMark(cell, 'hoshi')) el('circle', { cx, cy, r: UNIT * 0.08, class: 'hoshi' }, g);
    } else {
      outline = el('rect', { x: cx - UNIT / 2, y: cy - UNIT / 2, width: UNIT, height: UNIT, class: classes.join(' ') }, g);
    }
    const overlay = (cls) => {
      const o = outline.cloneNode(false);
      o.setAttribute('class', 'overlay ' + cls);
      if (cell.shape === 'point') o.setAttribute('r', UNIT * 0.46);
      if (cell.shape === 'hex') o.setAttribute('points', hexPoints(cx, cy, hexR * 0.82, geo.flatTop));
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
    if (marks.includes('last') || lastCells.has(cell.label)) overlay('last');
    if (best.has(cell.label)) overlay('best');
    if (selected.has(cell.label)) overlay('selected');
    const r = cell.shape === 'point' ? UNIT * 0.44 : cell.shape === 'hex' ? hexR * 0.72 : UNIT * 0.38;
    drawStack(g, cell.pieces || [], cx, cy, r, cell.shape);
    if (hasMark(cell, 'goal') && !(cell.pieces || []).length && cell.goal_owner >= 0) {
      const t = el('text', { x: cx, y: cy, class: 'goal-owner', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
      t.textContent = String(cell.goal_owner + 1);
    }
    if (targets.has(cell.label)) {
      if ((cell.pieces || []).length) el('circle', { cx, cy, r: r + 3, class: 'target-ring' }, g);
      else el('circle', { cx, cy, r: UNIT * 0.13, class: 'target-dot' }, g);
      g.classList.add('target');
    }
    if (starts.has(cell.label)) g.classList.add('movable');
    if (opts.onCell) {
      g.addEventListener('click', () => opts.onCell(cell.label));
      g.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          opts.onCell(cell.label);
        }
      });
    }
  });

  (view.texts || []).forEach((t, i) => {
    const pos = textPos[i];
    if (!pos) return;
    const node = el('text', { x: pos[0], y: pos[1], class: 'coord', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, svg);
    node.textContent = t.text;
  });
  if (hasPoints) svg.classList.add('has-points');
  return svg;
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
