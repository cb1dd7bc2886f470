// Boards of every geometry in a real browser: a stone placed on a Go point by a click,
// Produto's two-stone turn played action by action, a screenshot of every registered game
// and of hand-made views for the geometries no game shows yet, the analysis panel, and the
// keyboard.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fixtures } from './fixtures.mjs';
import { launchBrowser, newPage, screenshotPath, Server, visit } from './harness.mjs';

let server;
let browser;
let page;
let games;

const cell = (label) => page.locator(`svg.board .cell[data-label="${label}"]`);

async function open(body) {
  const state = await server.api('POST', '/api/sessions', body);
  await visit(page, `#/game/${state.id}`);
  await page.locator('svg.board .cell').first().waitFor();
  return state;
}

before(async () => {
  server = new Server();
  await server.start();
  browser = await launchBrowser();
  page = await newPage(browser, server);
  games = (await server.api('GET', '/api/games')).games;
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.cleanup();
});

describe('point boards', () => {
  it('Atari Go: a click on an empty point places a stone there', async () => {
    const state = await open({ game: 'atari-go', players: ['human', 'human'] });
    assert.ok(state.view.cells.every((c) => c.shape === 'point'));
    assert.ok(state.view.links.length > 0);
    assert.equal(await page.locator('svg.board line.link').count(), state.view.links.length);
    const drop = state.legal.find((a) => a.cells.length === 1);
    assert.equal(await cell(drop.cells[0]).locator('circle.stone').count(), 0);
    await cell(drop.cells[0]).click();
    await cell(drop.cells[0]).locator('circle.stone').waitFor();
    const after = await server.api('GET', `/api/sessions/${state.id}`);
    assert.deepEqual(after.moves.map((m) => m.text), [drop.text]);
    assert.equal(after.to_move, 1);
    assert.deepEqual(page.errors, []);
  });
});

describe('multi-action turns', () => {
  it('Produto: two stones, each chosen by colour, shown step by step', async () => {
    const state = await open({ game: 'produto', players: ['human', 'human'] });
    assert.ok(state.view.cells.every((c) => c.shape === 'hex'));
    const chooser = page.locator('.chooser');
    // Places one stone by clicking its cell and picking the action's text in the chooser
    // (a black and a white stone touch the same cell).
    const place = async (legal, action) => {
      const choices = legal.filter((a) => a.cells[0] === action.cells[0]).map((a) => a.text).sort();
      assert.ok(choices.length >= 2, 'one action per colour on a cell');
      await cell(action.cells[0]).click();
      await chooser.waitFor();
      assert.deepEqual((await chooser.locator('button.choice').allInnerTexts()).sort(), choices);
      await chooser.locator('button.choice', { hasText: action.text }).click();
      await cell(action.cells[0]).locator('circle.stone').waitFor();
    };
    // produto.md: Black starts with a single stone.
    const opening = state.legal[0];
    await place(state.legal, opening);
    const white = await server.api('GET', `/api/sessions/${state.id}`);
    assert.equal(white.to_move, 1);
    assert.equal(white.mid_turn, false);

    // Then White places two stones: after the first the turn goes on.
    const first = white.legal.find((a) => a.text.endsWith(':W'));
    await place(white.legal, first);
    const mid = await server.api('GET', `/api/sessions/${state.id}`);
    assert.equal(mid.mid_turn, true);
    assert.equal(mid.to_move, 1);
    await page.locator('.mid-turn').waitFor();
    await page.screenshot({ path: screenshotPath('produto-mid-turn') });

    const second = mid.legal.find((a) => a.cells[0] !== first.cells[0] && a.text.endsWith(':B'));
    await cell(second.cells[0]).click();
    await chooser.waitFor();
    await page.screenshot({ path: screenshotPath('produto-chooser') });
    await chooser.locator('button.choice', { hasText: second.text }).click();
    await page.waitForFunction(() => !document.querySelector('.mid-turn'));
    const done = await server.api('GET', `/api/sessions/${state.id}`);
    assert.equal(done.to_move, 0);
    assert.equal(done.mid_turn, false);
    // Both of White's stones are one entry of the score sheet.
    const row = await page.locator('table.moves tbody tr').first().locator('td').allInnerTexts();
    assert.deepEqual(row, ['1.', opening.text, `${first.text} ${second.text}`]);
    assert.deepEqual(page.errors, []);
  });

  it('Produto: the chooser works from the keyboard, and Escape cancels it', async () => {
    const state = await open({ game: 'produto', players: ['human', 'human'] });
    // The board is one tab stop; arrow keys walk its cells (a1 is below a2 in column a).
    const focused = () => page.evaluate(() => document.activeElement.dataset.label);
    await cell('a1').focus();
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 'a2');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'a1');
    assert.equal(await page.locator('svg.board .cell[tabindex="0"]').count(), 1);
    const target = state.legal[0].cells[0];
    await cell(target).focus();
    await page.keyboard.press('Enter');
    await page.locator('.chooser').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.chooser').waitFor({ state: 'detached' });
    await cell(target).focus();
    await page.keyboard.press('Enter');
    await page.locator('.chooser button.choice:focus').waitFor();
    await page.keyboard.press('Enter');
    await cell(target).locator('circle.stone').waitFor();
    assert.equal((await server.api('GET', `/api/sessions/${state.id}`)).moves.length, 1);
  });
});

describe('choices', () => {
  it('chess: a promotion asks which piece, then plays the chosen one', async () => {
    const state = await open({ game: 'chess', players: ['human', 'human'], position: '7k/P7/8/8/8/8/8/K7 w - - 0 1' });
    const queen = state.legal.find((a) => /^[a-h]8=?Q/.test(a.text)); // a8Q+ in the sources' notation
    assert.ok(queen, 'a promotion is legal');
    const same = state.legal.filter((a) => a.cells.join() === queen.cells.join()).map((a) => a.text).sort();
    assert.ok(same.length >= 4, 'one action per promotion piece');
    for (const label of queen.cells) await cell(label).click();
    const chooser = page.locator('.chooser');
    await chooser.waitFor();
    assert.deepEqual((await chooser.locator('button.choice').allInnerTexts()).sort(), same);
    await page.screenshot({ path: screenshotPath('chess-promotion') });
    await chooser.locator('button.choice', { hasText: queen.text }).click();
    await page.locator('table.moves tbody td', { hasText: queen.text }).waitFor();
    // The promoted queen stands on the last cell of the move, drawn as a white queen figure.
    const target = cell(queen.cells[queen.cells.length - 1]);
    await target.locator('.piece[data-kind="queen"][data-colour="white"] path').first().waitFor();
    assert.equal(await target.locator('.piece text').count(), 0);
    assert.deepEqual(page.errors, []);
  });
});

describe('pieces and marks', () => {
  it('chess: pieces drawn as SVG figures, the last move from and to, the king in check', async () => {
    const state = await open({ game: 'chess', players: ['human', 'human'] });
    for (const move of ['e4', 'f6', 'd4', 'g5']) await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
    // the last move by clicks: the queen from d1 to h5, check
    await visit(page, `#/game/${state.id}`);
    await cell('d1').click();
    await cell('h5').click();
    await cell('e8').locator('.check-ring').waitFor();
    const kinds = await page.locator('svg.board .piece').evaluateAll((els) => els.map((e) => e.dataset.kind));
    assert.equal(kinds.length, 32);
    assert.deepEqual([...new Set(kinds)].sort(), ['bishop', 'chess-king', 'knight', 'pawn', 'queen', 'rook']);
    // figures are paths, never font glyphs
    assert.equal(await page.locator('svg.board .piece path.figure').count(), 32);
    assert.equal(await page.locator('svg.board .piece text').count(), 0);
    assert.equal(await page.locator('svg.board text.glyph').count(), 0);
    assert.equal(await cell('e8').locator('.piece[data-kind="chess-king"][data-colour="black"]').count(), 1);
    assert.equal(await cell('d1').locator('.overlay.from').count(), 1);
    assert.equal(await cell('h5').locator('.overlay.to').count(), 1);
    assert.equal(await page.locator('svg.board .overlay.from').count(), 1);
    assert.equal(await page.locator('svg.board .overlay.to').count(), 1);
    // the marks of the last move's end and of check are drawn after (over) the piece
    const order = await cell('h5').evaluate((g) => [...g.children].map((c) => c.getAttribute('class')));
    assert.ok(order.indexOf('overlay to') > order.indexOf('pieces'), order.join());
    const king = await cell('e8').evaluate((g) => [...g.children].map((c) => c.getAttribute('class')));
    assert.ok(king.indexOf('check-ring') > king.indexOf('pieces'), king.join());
    const ring = await cell('e8').locator('.check-ring').boundingBox();
    assert.ok(ring && ring.width > 20, 'the check ring is visible');
    await page.screenshot({ path: screenshotPath('chess-check') });
    assert.deepEqual(page.errors, []);
  });

  it('Atari Go and Produto: the last stones carry a marker on top of them', async () => {
    const go = await open({ game: 'atari-go', players: ['human', 'human'] });
    const drop = go.legal[Math.floor(go.legal.length / 2)];
    await cell(drop.cells[0]).click();
    await cell(drop.cells[0]).locator('.to-marker').waitFor();
    const order = await cell(drop.cells[0]).evaluate((g) => [...g.children].map((c) => c.getAttribute('class')));
    assert.ok(order.indexOf('to-marker') > order.indexOf('pieces'), order.join());
    assert.equal(await cell(drop.cells[0]).locator('.piece[data-kind="stone"]').count(), 1);
    assert.equal(await cell(drop.cells[0]).locator('.piece text').count(), 0);

    const state = await server.api('POST', '/api/sessions', { game: 'produto', players: ['human', 'human'] });
    await server.api('POST', `/api/sessions/${state.id}/moves`, { move: 'e5:B' });
    await server.api('POST', `/api/sessions/${state.id}/moves`, { move: 'a1:W b2:B' });
    await visit(page, `#/game/${state.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    const marked = await page.locator('svg.board .cell').evaluateAll((els) =>
      els.filter((e) => e.querySelector('.to-marker')).map((e) => e.dataset.label));
    assert.deepEqual(marked.sort(), ['a1', 'b2']);
    assert.equal(await page.locator('.reserve-item .piece[data-kind="stone"]').count(), 2);
    await page.screenshot({ path: screenshotPath('produto-last-turn') });
    assert.deepEqual(page.errors, []);
  });

  it('draws hand-made kinds and marks: men, kings, stacks, lambs, tigers, triangles, layers, dead stones, territory', async () => {
    await visit(page, '#/');
    await page.locator('.game-card').first().waitFor();
    const info = await page.evaluate(async (views) => {
      const board = await import('/js/board.js');
      const out = {};
      for (const [name, v] of Object.entries(views)) {
        const svg = board.renderBoard(v, {});
        document.getElementById('main').replaceChildren(svg);
        const at = (label, sel) => svg.querySelectorAll(`.cell[data-label="${label}"] ${sel}`).length;
        out[name] = {
          kinds: [...svg.querySelectorAll('.piece')].map((p) => p.dataset.kind).sort(),
          crowns: svg.querySelectorAll('.piece[data-kind="king"] .crown').length,
          layers: [...svg.querySelectorAll('.cell[data-label="e5"] .stack-layers .layer')].map((c) => c.dataset.colour),
          triangles: [...svg.querySelectorAll('polygon.shape.triangle')].length,
          ups: [...svg.querySelectorAll('polygon.shape.triangle')].filter((p) => {
            const ys = p.getAttribute('points').split(' ').map((q) => Number(q.split(',')[1]));
            return ys.filter((y) => y === Math.max(...ys)).length === 2; // flat side down
          }).length,
          dead: svg.querySelectorAll('.pieces.dead').length,
          crosses: svg.querySelectorAll('.dead-cross').length,
          territory: [...svg.querySelectorAll('rect.territory')].map((t) => t.getAttribute('fill')),
          win: svg.querySelectorAll('.overlay.win').length,
          frames: [...svg.querySelectorAll('.board-bg')].map((r) => [Number(r.getAttribute('x')), Number(r.getAttribute('y'))]),
          to: at('E4', '.overlay.to') + at('e5', '.overlay.to') + at('b3', '.overlay.to'),
        };
      }
      return out;
    }, Object.fromEntries(Object.entries(fixtures).map(([k, f]) => [k, f()])));
    const d = info.draughts;
    assert.equal(d.kinds.filter((k) => k === 'king').length, 3, 'kings on c1 and g1 and atop e5');
    assert.equal(d.crowns, d.kinds.filter((k) => k === 'king').length);
    assert.deepEqual(d.layers, ['white', 'black', 'white', 'black'], 'every layer of the column under its top');
    for (const k of ['lamb', 'tiger', 'cat', 'dog', 'man']) assert.ok(d.kinds.includes(k), k);
    assert.equal(d.to, 1);
    const t = info.triangles;
    assert.equal(t.triangles, 16);
    assert.equal(t.ups, 10, 'up triangles have their flat side down');
    assert.equal(t.to, 1);
    const go = info['go-scoring'];
    assert.equal(go.dead, 2);
    assert.equal(go.crosses, 2);
    assert.equal(go.territory.length, 7 * 4, 'on empty points and on the dead stones');
    assert.equal(new Set(go.territory).size, 2, 'territory in the two owners\' colours');
    assert.equal(info.marks.win, 3);
    // the cube: layers 1 and 2 side by side on the first row, layer 3 under layer 1
    const [f1, f2, f3] = info.cube.frames;
    assert.equal(f1[1], f2[1]);
    assert.ok(f2[0] > f1[0]);
    assert.equal(f3[0], f1[0]);
    assert.ok(f3[1] > f1[1]);
    assert.deepEqual(page.errors, []);
  });
});

describe('both languages', () => {
  it('draws chess, Alice, Atari Go, Produto, Avanço, Nim and Domineering in Portuguese and English', async () => {
    const games = {
      chess: ['e4', 'f6', 'd4', 'g5', 'Qh5'],
      'chess/alice': ['e4', 'd5', 'Bb5'],
      'atari-go': ['E5', 'D5', 'E4'],
      produto: ['e5:B', 'a1:W b2:B', 'e6:B f7:B'],
      avanco: ['d2-d3', 'e6-e5', 'd3-d4'],
      nim: null,
      domineering: null,
    };
    for (const lang of ['pt', 'en']) {
      const p = await newPage(browser, server, { lang });
      for (const [id, moves] of Object.entries(games)) {
        const state = await server.api('POST', '/api/sessions', { game: id, players: ['human', 'human'] });
        let s = state;
        for (let i = 0; i < 3 && !s.outcome; i++) {
          const move = moves ? moves[i] : s.legal[(i * 5) % s.legal.length].text;
          if (!move) break;
          s = await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
        }
        for (const move of (moves || []).slice(3)) s = await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
        await visit(p, `#/game/${state.id}`);
        await p.locator('svg.board .cell').first().waitFor();
        const marked = s.view.cells.filter((c) => c.marks.includes('to')).length;
        assert.ok(marked > 0, `${id}: the last move is marked`);
        assert.equal(await p.locator('svg.board .overlay.to, svg.board .to-marker').count(), marked, id);
        await p.screenshot({ path: screenshotPath(`lang-${lang}-${id.replace('/', '_')}`), fullPage: true });
      }
      assert.deepEqual(p.errors, []);
      await p.context().close();
    }
  });
});

describe('every geometry', () => {
  it('draws every registered game after a few moves, one screenshot each', async () => {
    for (const g of games) {
      const state = await server.api('POST', '/api/sessions', { game: g.id, players: g.players.map(() => 'human') });
      // A few moves from the legal lists, so the boards show pieces moved and marks.
      let s = state;
      for (let i = 0; i < 4 && s.legal.length && !s.outcome; i++)
        s = await server.api('POST', `/api/sessions/${state.id}/moves`, { move: s.legal[(i * 7) % s.legal.length].text });
      await visit(page, `#/game/${state.id}`);
      await page.locator('svg.board .cell').first().waitFor();
      assert.equal(await page.locator('svg.board .cell').count(), s.view.cells.length, g.id);
      const pieces = s.view.cells.reduce((n, c) => n + (c.pieces.length ? 1 : 0), 0);
      const drawn = await page.locator('svg.board .cell').evaluateAll((els) =>
        els.filter((e) => e.querySelector('.piece')).length);
      assert.equal(drawn, pieces, `${g.id}: every occupied cell shows its piece`);
      assert.equal(await page.locator('.reserve-item').count(), s.view.reserves.length, g.id);
      await page.screenshot({ path: screenshotPath(`game-${g.id}`), fullPage: true });
    }
    assert.deepEqual(page.errors, []);
  });

  it('draws hand-made views: two boards, stacks, a line board, hexagon rows', async () => {
    for (const [name, make] of Object.entries(fixtures)) {
      const view = make();
      await visit(page, `#/`);
      await page.locator('.game-card').first().waitFor();
      const info = await page.evaluate(async (v) => {
        const board = await import('/js/board.js');
        const svg = board.renderBoard(v, {});
        const main = document.getElementById('main');
        main.replaceChildren(svg);
        // (triangles of a row interleave: their boxes overlap by nature)
        const boxes = [...svg.querySelectorAll('.cell')].filter((c) => !c.querySelector('.shape.triangle'))
          .map((c) => c.getBoundingClientRect());
        let overlaps = 0;
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i];
            const b = boxes[j];
            const dx = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const dy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (dx > a.width * 0.3 && dy > a.height * 0.3) overlaps++;
          }
        return {
          cells: svg.querySelectorAll('.cell').length,
          names: [...svg.querySelectorAll('.board-name')].map((t) => t.textContent),
          counts: [...svg.querySelectorAll('.stack-count')].map((t) => t.textContent),
          overlaps,
        };
      }, view);
      assert.equal(info.cells, view.cells.length, name);
      assert.equal(info.overlaps, 0, `${name}: no two cells drawn on top of each other`);
      if (name === 'alice') assert.deepEqual(info.names, ['A', 'B']);
      if (name === 'cube') assert.deepEqual(info.names, ['1', '2', '3']);
      if (name === 'stacks') {
        const expected = view.cells.filter((c) => c.pieces.length > 1).map((c) => String(c.pieces.length));
        assert.deepEqual(info.counts.sort(), expected.sort());
      }
      await page.screenshot({ path: screenshotPath(`view-${name}`), fullPage: true });
    }
    assert.deepEqual(page.errors, []);
  });

  it('fits a phone screen', async () => {
    const phone = await newPage(browser, server, { width: 390, height: 844 });
    const state = await server.api('POST', '/api/sessions', { game: 'chess', players: ['human', 'human'] });
    await visit(phone, `#/game/${state.id}`);
    await phone.locator('svg.board .cell').first().waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (page is ${width}px wide)`);
    await phone.screenshot({ path: screenshotPath('phone-chess'), fullPage: true });
    await visit(phone, '#/');
    await phone.locator('.game-card').first().waitFor();
    const catalogueWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(catalogueWidth <= 390, `catalogue: no sideways scrolling (${catalogueWidth}px)`);
    await phone.screenshot({ path: screenshotPath('phone-catalogue'), fullPage: true });
    await phone.context().close();
  });
});

describe('analysis', () => {
  it('solves a position and marks the best moves on the board', async () => {
    const g = games.find((x) => x.id === 'rastros' && x.analysis && x.analysis.solve);
    if (!g) return; // rastros.md: a small board the exact solver finishes late in a game
    // Plays on (a spread of legal moves) until the solver finishes within a second.
    let state = await server.api('POST', '/api/sessions', { game: g.id, players: ['human', 'human'] });
    let answer = null;
    for (let i = 0; i < 40 && !state.outcome; i++) {
      answer = await server.api('POST', '/api/analyse', { game: g.id, position: state.position, max_seconds: 1 });
      if (answer.status === 'solved' && answer.best.length) break;
      state = await server.api('POST', `/api/sessions/${state.id}/moves`, { move: state.legal[(i * 5) % state.legal.length].text });
    }
    assert.equal(answer.status, 'solved', 'some position of the game is solved');
    await visit(page, `#/game/${state.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    assert.equal(await page.locator('svg.board .overlay.best').count(), 0);
    await page.click('#solve');
    await page.locator('.analysis-result').waitFor({ timeout: 30000 });
    const text = await page.locator('.analysis').innerText();
    assert.match(text, /Solved exactly/);
    assert.match(text, new RegExp(`Value for the player to move\\s+${answer.value}`));
    for (const move of answer.best) assert.ok(text.includes(move), `best move ${move} listed`);
    // Each best move's cells are outlined on the board.
    const cells = new Set(state.legal.filter((a) => answer.best.includes(a.text)).flatMap((a) => a.cells));
    const marked = await page.locator('svg.board .cell').evaluateAll((els) =>
      els.filter((e) => e.querySelector('.overlay.best')).map((e) => e.dataset.label));
    assert.deepEqual(marked.sort(), [...cells].sort());
    const moving = state.legal.filter((a) => answer.best.includes(a.text) && a.cells.length > 1);
    assert.equal(await page.locator('svg.board line.best-arrow').count(), moving.length);
    await page.screenshot({ path: screenshotPath(`analysis-${g.id}`), fullPage: true });
    assert.deepEqual(page.errors, []);
  });

  it('shows a combinatorial report and a P/N-Grundy table (answers stubbed: no family has them yet)', async () => {
    // The server leaves `report` and the tables to the combinatorial families still to land
    // (docs/API.md); the browser's answers are replaced here so the page's side is checked.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const stub = await context.newPage();
    stub.server = server;
    stub.errors = [];
    stub.on('pageerror', (e) => stub.errors.push(e.message));
    await stub.route('**/api/games?*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      for (const g of body.games) if (g.id === 'rastros') g.analysis.table = true;
      await route.fulfill({ response: res, json: body });
    });
    await stub.route('**/api/analyse?*', (route) => route.fulfill({
      json: { status: 'solved', value: 'win', score: null, best: [], positions: 12, seconds: 0.01,
        report: { outcome: 'N', grundy: '*2', canonical: '{0, *|0}' } },
    }));
    await stub.route('**/api/analyse/table?*', (route) => route.fulfill({ json: { rows: [[0, 1, 2], ['P', 'N', 3]] } }));
    const state = await server.api('POST', '/api/sessions', { game: 'rastros' });
    await visit(stub, `#/game/${state.id}`);
    await stub.click('#solve');
    await stub.locator('.report dl').waitFor();
    const report = await stub.locator('.report').innerText();
    for (const part of ['outcome', 'N', 'grundy', '*2', 'canonical', '{0, *|0}']) assert.ok(report.includes(part), part);
    await stub.fill('#table-rows', '2');
    await stub.fill('#table-cols', '3');
    await stub.click('.value-table button[type=submit]');
    await stub.locator('table.pn-table').waitFor();
    // Row 0 is drawn at the bottom, as the books draw their tables.
    const rows = await stub.locator('table.pn-table tr').evaluateAll((trs) => trs.map((tr) =>
      [...tr.children].map((td) => `${td.textContent}:${td.className}`)));
    assert.deepEqual(rows, [['P:p', 'N:n', '3:g3'], ['0:p', '1:g1', '2:g2']]);
    await stub.screenshot({ path: screenshotPath('analysis-report-table'), fullPage: true });
    assert.deepEqual(stub.errors, []);
    await context.close();
  });
});
