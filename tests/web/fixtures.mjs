// Views made by hand for the geometries no registered game may show yet (several boards,
// stacks, a line board with diagonals, pointy-top hexagons), drawn by the same renderer.

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
  cell.pieces.push(...pieces.map(([colour, symbol, owner]) => ({ colour, symbol, owner: owner ?? -1 })));
}

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

export const fixtures = {
  alice: aliceView,
  stacks: stacksView,
  'line-board': lineBoardView,
  'hex-rows': pointyHexView,
};
