// The figures of the view's piece kinds (docs/API.md, VIEW), drawn as SVG shapes of our own:
// no font glyphs, so every browser shows the same set. Each figure is a <g class="piece">
// carrying data-kind and data-colour; disc-like pieces keep the class "stone" on their disc.

const SVG = 'http://www.w3.org/2000/svg';

export const HUES = {
  none: { fill: '#9aa0a6', ink: '#000', edge: '#44474c' },
  white: { fill: '#fbfbf8', ink: '#1b1b1b', edge: '#2b2b2b' },
  black: { fill: '#1f1f24', ink: '#fff', edge: '#000' },
  red: { fill: '#d43d33', ink: '#fff', edge: '#7d1a14' },
  green: { fill: '#2e8b57', ink: '#fff', edge: '#17472c' },
  yellow: { fill: '#f2c230', ink: '#1b1b1b', edge: '#7a5d00' },
  blue: { fill: '#2f6fbf', ink: '#fff', edge: '#153a66' },
  grey: { fill: '#8d9299', ink: '#000', edge: '#44474c' },
};

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

// The chess set, in a 40 x 40 box with the base at y = 35: outlines (filled in the piece's
// colour) and details (lines in the contrasting colour).
const circle = (x, y, r) => `M${x + r},${y}A${r},${r} 0 1 0 ${x - r},${y}A${r},${r} 0 1 0 ${x + r},${y}Z`;
const BASE = 'M9,35L31,35L31,33Q31,31 29,31L11,31Q9,31 9,33Z';
const CHESS = {
  pawn: {
    body: [circle(20, 11.5, 5.2), 'M14,18.5L26,18.5L24.5,21C24.5,24.5 26.5,27.5 28.5,31L11.5,31C13.5,27.5 15.5,24.5 15.5,21Z', BASE],
    detail: [],
  },
  rook: {
    body: ['M10,6L15,6L15,9L18,9L18,6L22,6L22,9L25,9L25,6L30,6L30,13L27,15L13,15L10,13Z',
      'M13.5,15L26.5,15L27.5,28L12.5,28Z', 'M11,28L29,28L30,31L10,31Z', BASE],
    detail: ['M13,15L27,15', 'M12.5,28L27.5,28'],
  },
  bishop: {
    body: [circle(20, 5.2, 2.4), 'M20,7.5C12.5,12.5 12.5,20 15.5,24L24.5,24C27.5,20 27.5,12.5 20,7.5Z',
      'M14.5,24L25.5,24L25.5,27L14.5,27Z', 'M16,27C15.5,29 13.5,30 12,31L28,31C26.5,30 24.5,29 24,27Z', BASE],
    detail: ['M22.5,11.5L17.5,17.5', 'M17,20.5L23,20.5'],
  },
  knight: {
    body: ['M13,31C12.5,26 16,23 18,20C15,21.5 12.5,23.5 10,23C8,22.6 7.2,20.8 8.5,18.5C10.5,14.5 13,11 16,9.5L15.5,6.5C18,7 20,8 21,9C27,10 31,17 30.5,31Z', BASE],
    detail: ['M13.5,15.2L14.6,14.6', 'M21,9C23.5,13 24,18 23,22'],
  },
  queen: {
    body: [circle(8.5, 12, 2.2), circle(14.5, 9.5, 2.2), circle(20, 8, 2.2), circle(25.5, 9.5, 2.2), circle(31.5, 12, 2.2),
      'M9,13.5L13.5,25L15,11.5L18,24L20,10L22,24L25,11.5L26.5,25L31,13.5L28.5,28L11.5,28Z',
      'M11.5,28L28.5,28L29.5,31L10.5,31Z', BASE],
    detail: ['M11.5,28L28.5,28'],
  },
  'chess-king': {
    body: ['M18.5,2.5L21.5,2.5L21.5,5.5L24.5,5.5L24.5,8.5L21.5,8.5L21.5,12L18.5,12L18.5,8.5L15.5,8.5L15.5,5.5L18.5,5.5Z',
      'M20,12C12,11.5 7.5,16 9.5,21.5C10.5,24.5 12.5,26 12.5,28L27.5,28C27.5,26 29.5,24.5 30.5,21.5C32.5,16 28,11.5 20,12Z',
      'M12.5,28L27.5,28L28.5,31L11.5,31Z', BASE],
    detail: ['M20,12L20,27', 'M12.5,28L27.5,28'],
  },
};

function chessPiece(g, kind, hue, white, cx, cy, r) {
  const s = (r * 2.5) / 40;
  const fig = el('g', { transform: `translate(${(cx - 20 * s).toFixed(2)},${(cy - 19 * s).toFixed(2)}) scale(${s.toFixed(4)})` }, g);
  const edge = white ? '#1b1b1b' : '#0b0b0d';
  const line = white ? '#1b1b1b' : '#e9e4d8';
  el('path', { d: CHESS[kind].body.join(''), fill: hue.fill, stroke: edge, 'stroke-width': 1.6, 'stroke-linejoin': 'round', class: 'figure' }, fig);
  if (CHESS[kind].detail.length)
    el('path', { d: CHESS[kind].detail.join(''), fill: 'none', stroke: line, 'stroke-width': 1.4, 'stroke-linecap': 'round', class: 'detail' }, fig);
}

function disc(g, cx, cy, r, hue, cls = 'stone') {
  return el('circle', { cx, cy, r, fill: hue.fill, stroke: hue.edge, 'stroke-width': Math.max(1.5, r * 0.08), class: cls }, g);
}

function letter(g, text, cx, cy, r, hue) {
  const t = el('text', {
    x: cx, y: cy, 'font-size': r * (text.length > 1 ? 0.9 : 1.15), fill: hue.ink, class: 'piece-letter',
    'text-anchor': 'middle', 'dominant-baseline': 'central',
  }, g);
  t.textContent = text;
}

// A Go stone: a disc with a soft highlight.
function stone(g, cx, cy, r, hue, colour) {
  disc(g, cx, cy, r, hue);
  el('ellipse', {
    cx: cx - r * 0.32, cy: cy - r * 0.36, rx: r * 0.34, ry: r * 0.22, transform: `rotate(-35 ${cx - r * 0.32} ${cy - r * 0.36})`,
    fill: colour === 'white' ? 'rgba(255,255,255,0.9)' : 'rgba(255,255,255,0.28)', class: 'shine',
  }, g);
}

// A draughts man: a disc with a groove; a king wears a crown on it.
function man(g, cx, cy, r, hue) {
  disc(g, cx, cy + r * 0.08, r, hue);
  disc(g, cx, cy - r * 0.04, r * 0.96, hue, 'stone top');
  el('circle', { cx, cy: cy - r * 0.04, r: r * 0.62, fill: 'none', stroke: hue.edge, 'stroke-width': Math.max(1, r * 0.07), class: 'groove' }, g);
}

function king(g, cx, cy, r, hue) {
  man(g, cx, cy, r, hue);
  const w = r * 0.55;
  const h = r * 0.42;
  const y = cy + h * 0.45;
  const d = `M${cx - w},${y}L${cx - w},${y - h}L${cx - w / 2},${y - h * 0.45}L${cx},${y - h * 1.15}L${cx + w / 2},${y - h * 0.45}L${cx + w},${y - h}L${cx + w},${y}Z`;
  el('path', { d, fill: '#e0b020', stroke: '#6b4e00', 'stroke-width': Math.max(1, r * 0.06), 'stroke-linejoin': 'round', class: 'crown' }, g);
}

// Lambs: a fleece of curls with a dark face; tigers: a striped head with ears.
function lamb(g, cx, cy, r, hue) {
  const curls = [];
  for (let i = 0; i < 9; i++) {
    const a = (Math.PI * 2 * i) / 9;
    curls.push(circle(cx + Math.cos(a) * r * 0.68, cy + Math.sin(a) * r * 0.68, r * 0.34));
  }
  curls.push(circle(cx, cy, r * 0.72));
  el('path', { d: curls.join(''), fill: hue.fill, stroke: hue.edge, 'stroke-width': Math.max(1, r * 0.06), class: 'fleece' }, g);
  el('circle', { cx, cy, r: r * 0.62, fill: hue.fill, class: 'fleece-inner' }, g);
  el('ellipse', { cx, cy: cy + r * 0.05, rx: r * 0.3, ry: r * 0.4, fill: '#3b302a', class: 'face' }, g);
  el('ellipse', { cx: cx - r * 0.38, cy: cy - r * 0.18, rx: r * 0.2, ry: r * 0.1, fill: '#3b302a' }, g);
  el('ellipse', { cx: cx + r * 0.38, cy: cy - r * 0.18, rx: r * 0.2, ry: r * 0.1, fill: '#3b302a' }, g);
}

function tiger(g, cx, cy, r, hue) {
  const ear = (sx) => circle(cx + sx * r * 0.62, cy - r * 0.62, r * 0.26);
  el('path', { d: ear(-1) + ear(1), fill: hue.fill, stroke: hue.edge, 'stroke-width': Math.max(1, r * 0.07) }, g);
  disc(g, cx, cy + r * 0.05, r * 0.9, hue);
  const ink = hue.ink;
  const w = Math.max(1.2, r * 0.09);
  const stripes = [
    `M${cx},${cy - r * 0.8}L${cx},${cy - r * 0.45}`,
    `M${cx - r * 0.25},${cy - r * 0.78}L${cx - r * 0.18},${cy - r * 0.5}`,
    `M${cx + r * 0.25},${cy - r * 0.78}L${cx + r * 0.18},${cy - r * 0.5}`,
    `M${cx - r * 0.85},${cy}L${cx - r * 0.55},${cy + r * 0.05}`,
    `M${cx + r * 0.85},${cy}L${cx + r * 0.55},${cy + r * 0.05}`,
    `M${cx - r * 0.8},${cy + r * 0.3}L${cx - r * 0.5},${cy + r * 0.28}`,
    `M${cx + r * 0.8},${cy + r * 0.3}L${cx + r * 0.5},${cy + r * 0.28}`,
  ];
  el('path', { d: stripes.join(''), stroke: ink, 'stroke-width': w, 'stroke-linecap': 'round', fill: 'none', class: 'stripes' }, g);
  el('circle', { cx: cx - r * 0.3, cy: cy - r * 0.12, r: r * 0.1, fill: ink }, g);
  el('circle', { cx: cx + r * 0.3, cy: cy - r * 0.12, r: r * 0.1, fill: ink }, g);
  el('path', { d: `M${cx - r * 0.14},${cy + r * 0.22}L${cx + r * 0.14},${cy + r * 0.22}L${cx},${cy + r * 0.38}Z`, fill: ink }, g);
}

// Cats have pointed ears and whiskers, dogs floppy ears and a big nose.
function cat(g, cx, cy, r, hue) {
  const w = Math.max(1, r * 0.07);
  const ears = `M${cx - r * 0.85},${cy - r * 0.2}L${cx - r * 0.75},${cy - r * 1.0}L${cx - r * 0.2},${cy - r * 0.7}Z`
    + `M${cx + r * 0.85},${cy - r * 0.2}L${cx + r * 0.75},${cy - r * 1.0}L${cx + r * 0.2},${cy - r * 0.7}Z`;
  el('path', { d: ears, fill: hue.fill, stroke: hue.edge, 'stroke-width': w, 'stroke-linejoin': 'round' }, g);
  disc(g, cx, cy + r * 0.08, r * 0.85, hue);
  const ink = hue.ink;
  el('ellipse', { cx: cx - r * 0.3, cy: cy - r * 0.05, rx: r * 0.1, ry: r * 0.16, fill: ink }, g);
  el('ellipse', { cx: cx + r * 0.3, cy: cy - r * 0.05, rx: r * 0.1, ry: r * 0.16, fill: ink }, g);
  const whiskers = [-1, 1].map((s) => `M${cx + s * r * 0.2},${cy + r * 0.3}L${cx + s * r * 0.75},${cy + r * 0.2}M${cx + s * r * 0.2},${cy + r * 0.36}L${cx + s * r * 0.75},${cy + r * 0.46}`).join('');
  el('path', { d: whiskers, stroke: ink, 'stroke-width': Math.max(0.8, r * 0.04), fill: 'none', class: 'whiskers' }, g);
  el('path', { d: `M${cx - r * 0.1},${cy + r * 0.2}L${cx + r * 0.1},${cy + r * 0.2}L${cx},${cy + r * 0.32}Z`, fill: '#d77a8a' }, g);
}

function dog(g, cx, cy, r, hue) {
  disc(g, cx, cy, r * 0.85, hue);
  const ear = (s) => `M${cx + s * r * 0.55},${cy - r * 0.7}C${cx + s * r * 1.15},${cy - r * 0.6} ${cx + s * r * 1.1},${cy + r * 0.2} ${cx + s * r * 0.8},${cy + r * 0.35}C${cx + s * r * 0.6},${cy + r * 0.1} ${cx + s * r * 0.55},${cy - r * 0.3} ${cx + s * r * 0.55},${cy - r * 0.7}Z`;
  el('path', { d: ear(-1) + ear(1), fill: '#8a5a2b', stroke: hue.edge, 'stroke-width': Math.max(1, r * 0.06), class: 'ears' }, g);
  const ink = hue.ink === '#fff' ? '#fff' : '#1b1b1b';
  el('circle', { cx: cx - r * 0.28, cy: cy - r * 0.15, r: r * 0.1, fill: ink }, g);
  el('circle', { cx: cx + r * 0.28, cy: cy - r * 0.15, r: r * 0.1, fill: ink }, g);
  el('ellipse', { cx, cy: cy + r * 0.25, rx: r * 0.2, ry: r * 0.14, fill: ink }, g);
}

// Symbols that only repeat the piece's colour ("W" on a white counter) are not written: a "b"
// on a black piece would read "branco" in the Portuguese page.
const COLOUR_WORDS = { white: ['W', 'w', 'O', 'o'], black: ['B', 'b', 'X', 'x'] };

// Draws one piece centred on (cx, cy) within radius r; returns its group.
export function drawPiece(parent, piece, cx, cy, r, shape = 'square') {
  const kind = piece.kind || 'counter';
  const colour = piece.colour || 'none';
  const hue = HUES[colour] || HUES.none;
  const symbol = piece.symbol || '';
  const g = el('g', { class: `piece kind-${kind}`, 'data-kind': kind, 'data-colour': colour }, parent);
  if (CHESS[kind]) chessPiece(g, kind, hue, colour !== 'black', cx, cy, r);
  else if (kind === 'stone') stone(g, cx, cy, shape === 'point' ? r : r * 0.95, hue, colour);
  else if (kind === 'man') man(g, cx, cy, r * 0.95, hue);
  else if (kind === 'king') king(g, cx, cy, r * 0.95, hue);
  else if (kind === 'lamb') lamb(g, cx, cy, r * 0.9, hue);
  else if (kind === 'tiger') tiger(g, cx, cy, r, hue);
  else if (kind === 'cat') cat(g, cx, cy, r, hue);
  else if (kind === 'dog') dog(g, cx, cy, r, hue);
  else if (kind === 'disc') disc(g, cx, cy, r, hue);
  else if (kind === 'token') {
    disc(g, cx, cy, r * 0.8, hue);
    if (symbol && symbol !== 'o') letter(g, symbol, cx, cy, r * 0.8, hue);
  } else {
    disc(g, cx, cy, r, hue);
    if (symbol && !(COLOUR_WORDS[colour] || []).includes(symbol)) letter(g, symbol, cx, cy, r, hue);
  }
  return g;
}
