// Views made by hand for the geometries no registered game may show yet (several boards,
// stacks, a line board with diagonals, pointy-top hexagons, triangles, a cube's layers, piece
// kinds and marks of games still to come), drawn by the same renderer.

function grid(w, h, board, shape = 'square', upper = false) {
  const cells = [];
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++)
      cells.push({
        x: c, y: r, shape, board, label: String.fromCharCode((upper ? 65 : 97) + c) + (r + 1),
        marks: shape === 'square' && (r + c) % 2 === 0 ? ['dark'] : [], goal_owner: -1, pieces: [],
      });
  const texts = [];
  for (let c = 0; c < w; c++) texts.push({ x: c, y: -1, board, text: String.fromCharCode((upper ? 65 : 97) + c) });
  for (let r = 0; r < h; r++) texts.push({ x: -1, y: r, board, text: String(r + 1) });
  return { cells, texts };
}

function put(cells, label, ...pieces) {
  const cell = cells.find((c) => c.label === label);
  cell.pieces.push(...pieces.map(([colour, symbol, owner, kind]) => ({ colour, symbol, owner: owner ?? -1, kind: kind ?? 'counter' })));
}

const mark = (cells, label, ...marks) => cells.find((c) => c.label === label).marks.push(...marks);

// Alice chess: two 8x8 boards side by side, named A and B.
export function aliceView() {
  const a = grid(8, 8, 0);
  const b = grid(8, 8, 1);
  const back = 'RNBQKBNR';
  for (let c = 0; c < 8; c++) {
    const file = String.fromCharCode(97 + c);
    put(a.cells, file + '1', ['white', back[c], 0]);
    put(a.cells, file + '8', ['black', back[c].toLowerCase(), 1]);
    if (c !== 4) put(a.cells, file + '2', ['white', 'P', 0]);
    put(a.cells, file + '7', ['black', 'p', 1]);
  }
  put(b.cells, 'e4', ['white', 'P', 0]);
  a.cells.find((c) => c.label === 'e2').marks.push('last');
  b.cells.find((c) => c.label === 'e4').marks.push('last');
  return {
    boards: [{ name: 'A' }, { name: 'B' }],
    cells: [...a.cells, ...b.cells],
    links: [],
    reserves: [],
    texts: [...a.texts, ...b.texts],
    status: 'Black to move',
  };
}

// Stacks of several pieces (counts shown), with a zone, a goal, a blocked cell.
export function stacksView() {
  const g = grid(5, 5, 0);
  put(g.cells, 'a1', ['white', 'o', 0], ['white', 'o', 0], ['black', 'x', 1]);
  put(g.cells, 'c3', ['red', 'R', 0], ['green', 'G', 1], ['blue', 'B', 0], ['yellow', 'Y', 1], ['grey', 'S', -1], ['white', 'K', 0]);
  put(g.cells, 'e5', ['black', 'x', 1], ['black', 'x', 1]);
  put(g.cells, 'b4', ['white', 'W', 0]);
  g.cells.find((c) => c.label === 'd2').marks.push('zone');
  const goal = g.cells.find((c) => c.label === 'e1');
  goal.marks.push('goal');
  goal.goal_owner = 0;
  g.cells.find((c) => c.label === 'b2').marks.push('blocked');
  g.cells.find((c) => c.label === 'c3').marks.push('last');
  return {
    boards: [{ name: '' }],
    cells: g.cells,
    links: [],
    reserves: [
      { owner: 0, colour: 'white', symbol: 'o', count: 7 },
      { owner: 1, colour: 'black', symbol: 'x', count: 5 },
    ],
    texts: g.texts,
    status: 'Stacks',
  };
}

// An Alquerque-like line board: points joined orthogonally and along diagonals.
export function lineBoardView() {
  const g = grid(5, 5, 0, 'point', false);
  const links = [];
  const at = (c, r) => r * 5 + c;
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      if (c < 4) links.push([at(c, r), at(c + 1, r)]);
      if (r < 4) links.push([at(c, r), at(c, r + 1)]);
      if ((r + c) % 2 === 0 && r < 4 && c < 4) links.push([at(c, r), at(c + 1, r + 1)]);
      if ((r + c) % 2 === 0 && r < 4 && c > 0) links.push([at(c, r), at(c - 1, r + 1)]);
    }
  for (const cell of g.cells) {
    if (cell.y < 2) cell.pieces.push({ colour: 'white', symbol: 'o', owner: 0 });
    if (cell.y > 2) cell.pieces.push({ colour: 'black', symbol: 'x', owner: 1 });
  }
  return { boards: [{ name: '' }], cells: g.cells, links, reserves: [], texts: g.texts, status: 'Line board' };
}

// Hexagons in rows shifted by half a cell (pointy tops), the other hex layout.
export function pointyHexView() {
  const cells = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++)
      cells.push({ x: c + r / 2, y: r, shape: 'hex', board: 0, label: String.fromCharCode(97 + c) + (r + 1),
        marks: [], goal_owner: -1, pieces: (c + r) % 3 === 0 ? [{ colour: 'red', symbol: '', owner: 0 }] : [] });
  return { boards: [{ name: '' }], cells, links: [], reserves: [], texts: [], status: 'Hex rows' };
}

// Bashni columns on a draughts board: men and kings, stacks of mixed colours, the last
// capture from and to, a lamb and a tiger, a cat and a dog.
export function draughtsView() {
  const g = grid(8, 8, 0);
  put(g.cells, 'a1', ['white', 'w', 0, 'man']);
  put(g.cells, 'c1', ['white', 'W', 0, 'king']);
  put(g.cells, 'e1', ['black', 'b', 1, 'man']);
  put(g.cells, 'g1', ['black', 'B', 1, 'king']);
  put(g.cells, 'c3', ['black', 'b', 1, 'man'], ['white', 'w', 0, 'man'], ['white', 'w', 0, 'man']);
  put(g.cells, 'e5', ['white', 'w', 0, 'man'], ['black', 'b', 1, 'man'], ['white', 'w', 0, 'man'], ['black', 'b', 1, 'man'], ['black', 'B', 1, 'king']);
  put(g.cells, 'a7', ['white', 'L', 0, 'lamb']);
  put(g.cells, 'c7', ['yellow', 'T', 1, 'tiger']);
  put(g.cells, 'e7', ['black', 'C', 0, 'cat']);
  put(g.cells, 'g7', ['white', 'D', 1, 'dog']);
  mark(g.cells, 'g3', 'from');
  mark(g.cells, 'e5', 'to', 'last');
  return { boards: [{ name: '', col: 0, row: 0, layer: null }], cells: g.cells, links: [], reserves: [
    { owner: 0, kind: 'lamb', colour: 'white', symbol: 'L', count: 20 },
    { owner: 1, kind: 'tiger', colour: 'yellow', symbol: 'T', count: 3 },
  ], texts: g.texts, status: 'Draughts' };
}

// A chess position in check with the last move from/to and the winning line of another game.
export function marksView() {
  const g = grid(8, 8, 0);
  const set = { K: 'chess-king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };
  const piece = (label, s) => put(g.cells, label, [s === s.toUpperCase() ? 'white' : 'black', s, s === s.toUpperCase() ? 0 : 1, set[s.toUpperCase()]]);
  for (const [label, s] of [['e1', 'K'], ['d1', 'Q'], ['a1', 'R'], ['c1', 'B'], ['g1', 'N'], ['e4', 'P'], ['h5', 'Q'],
    ['e8', 'k'], ['d8', 'q'], ['h8', 'r'], ['f8', 'b'], ['b8', 'n'], ['f6', 'p'], ['g5', 'p']]) piece(label, s);
  mark(g.cells, 'd1', 'from', 'last');
  mark(g.cells, 'h5', 'to', 'last');
  mark(g.cells, 'e8', 'check');
  for (const l of ['a3', 'b4', 'c5']) mark(g.cells, l, 'win');
  return { boards: [{ name: '' }], cells: g.cells, links: [], reserves: [], texts: g.texts, status: 'Check' };
}

// The end of a Go game: dead stones crossed, territory in small squares of the owner's colour,
// the last stone marked on top of it.
export function goScoringView() {
  const g = grid(7, 7, 0, 'point', true);
  const links = [];
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 7; c++) {
      if (c < 6) links.push([r * 7 + c, r * 7 + c + 1]);
      if (r < 6) links.push([r * 7 + c, r * 7 + c + 7]);
    }
  for (const cell of g.cells) {
    const col = cell.x;
    if (col === 2) put(g.cells, cell.label, ['black', 'X', 0, 'stone']);
    else if (col === 4) put(g.cells, cell.label, ['white', 'O', 1, 'stone']);
    else if (col < 2) { cell.marks.push('territory'); cell.territory = { owner: 0, colour: 'black' }; }
    else if (col > 4) { cell.marks.push('territory'); cell.territory = { owner: 1, colour: 'white' }; }
  }
  put(g.cells, 'A4', ['white', 'O', 1, 'stone']);
  mark(g.cells, 'A4', 'dead');
  put(g.cells, 'G6', ['black', 'X', 0, 'stone']);
  mark(g.cells, 'G6', 'dead');
  mark(g.cells, 'E4', 'to', 'last');
  return { boards: [{ name: '' }], cells: g.cells, links, reserves: [], texts: g.texts, status: 'Scoring' };
}

// A Sierpinski-like triangular board: rows of triangles pointing up and down, half a unit
// apart, with pieces and the last move.
export function trianglesView() {
  const cells = [];
  const n = 4;
  for (let r = 0; r < n; r++) {
    const count = 2 * (n - r) - 1;
    for (let i = 0; i < count; i++) {
      const up = i % 2 === 0;
      const label = `${String.fromCharCode(97 + r)}${i + 1}`;
      cells.push({ x: r * 0.5 + i * 0.5, y: r, shape: 'triangle', orientation: up ? 'up' : 'down', board: 0, label,
        marks: [], goal_owner: -1, pieces: [] });
    }
  }
  put(cells, 'a1', ['white', 'w', 0, 'man']);
  put(cells, 'a3', ['black', 'b', 1, 'man']);
  put(cells, 'b2', ['red', 'o', 0, 'disc']);
  put(cells, 'c1', ['white', 'W', 0, 'king']);
  mark(cells, 'a5', 'from', 'last');
  mark(cells, 'b3', 'to', 'last');
  put(cells, 'b3', ['black', 'b', 1, 'man']);
  return { boards: [{ name: '' }], cells, links: [], reserves: [], texts: [], status: 'Triangles' };
}

// A 3x3x3 cube as three layers, placed two on the first row and one below.
export function cubeView() {
  const boards = [];
  let cells = [];
  let texts = [];
  for (let l = 0; l < 3; l++) {
    boards.push({ name: `${l + 1}`, col: l % 2, row: Math.floor(l / 2), layer: l });
    const g = grid(3, 3, l);
    for (const c of g.cells) c.label = `${c.label}${l + 1}`;
    cells = cells.concat(g.cells);
    texts = texts.concat(g.texts);
  }
  put(cells, 'b22', ['red', 'X', 0, 'counter']);
  put(cells, 'a11', ['red', 'X', 0, 'counter']);
  put(cells, 'c12', ['blue', 'O', 1, 'counter']);
  put(cells, 'c33', ['red', 'X', 0, 'counter']);
  for (const l of ['a11', 'b22', 'c33']) mark(cells, l, 'win');
  return { boards, cells, links: [], reserves: [], texts, status: 'Cube' };
}

export const fixtures = {
  draughts: draughtsView,
  marks: marksView,
  'go-scoring': goScoringView,
  triangles: trianglesView,
  cube: cubeView,
  alice: aliceView,
  stacks: stacksView,
  'line-board': lineBoardView,
  'hex-rows': pointyHexView,
};
