// Boards of every geometry in a real browser: a stone placed on a Go point by a click,
// Produto's two-stone turn played action by action, a screenshot of every registered game
// and of hand-made views for the geometries no game shows yet, the analysis panel, and the
// keyboard.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fixtures } from './fixtures.mjs';
import { launchBrowser, newPage, screenshotPath, Server, visit } from './harness.mjs';
import { recommended } from '../../web/js/game.js';

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

describe('Go: the territory map', () => {
  it('draws who owns each point and the estimated score, toggled by a button, in both languages', async () => {
    // Black's wall on e, White's on g (the server test's position): a1 side Black's, i side White's.
    const wall = '4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2 b';
    const state = await server.api('POST', '/api/sessions', { game: 'go', options: 'size=9,komi=5.5', position: wall, players: ['human', 'human'] });
    const expected = { pt: ['Mapa do território', 'Resultado estimado: N+', '— as Negras à frente', 'partidas simuladas'],
      en: ['Territory map', 'Estimated score: B+', 'Black ahead', 'playouts'] };
    for (const lang of ['pt', 'en']) {
      const p = await newPage(browser, server, { lang });
      await visit(p, `#/game/${state.id}`);
      await p.locator('svg.board .cell').first().waitFor();
      const button = p.locator('#ownership');
      assert.equal(await button.textContent(), expected[lang][0]);
      assert.equal(await button.getAttribute('aria-pressed'), 'false');
      assert.equal(await p.locator('svg.board rect.ownership').count(), 0, 'the layer starts hidden');
      await button.click();
      await p.locator('svg.board rect.ownership').first().waitFor();
      assert.equal(await p.locator('#ownership').getAttribute('aria-pressed'), 'true');
      const owners = await p.locator('svg.board').evaluate((svg) => {
        const at = (label) => {
          const r = svg.querySelector(`.cell[data-label="${label}"] rect.ownership`);
          return r ? [Number(r.dataset.owner), Number(r.getAttribute('width'))] : null;
        };
        return { d5: at('d5'), h5: at('h5'), total: svg.querySelectorAll('rect.ownership').length };
      });
      assert.equal(owners.d5[0], 0, 'd5 is Black\'s');
      assert.equal(owners.h5[0], 1, 'h5 is White\'s');
      assert.ok(owners.d5[1] > 20 && owners.h5[1] > 20, 'sure points get big squares');
      assert.ok(owners.total >= 60, 'most points are owned');
      const score = await p.locator('.ownership-score').textContent();
      for (const word of expected[lang].slice(1)) assert.ok(score.includes(word), `${lang}: ${word} in ${score}`);
      await p.screenshot({ path: screenshotPath(`go-ownership-${lang}`), fullPage: true });
      // off again: the squares go
      await p.locator('#ownership').click();
      assert.equal(await p.locator('svg.board rect.ownership').count(), 0);
      assert.deepEqual(p.errors, []);
      await p.context().close();
    }
  });
});

describe('Go: the territory map of an earlier position', () => {
  it('follows the move list back: the map drawn is asked for the position shown', async () => {
    const wall = '4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2 b';
    const state = await server.api('POST', '/api/sessions', { game: 'go', options: 'size=9,komi=5.5', position: wall, players: ['human', 'human'] });
    for (const move of ['h5', 'c5']) await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
    const p = await newPage(browser, server, { lang: 'en' });
    const asked = [];
    p.on('request', (r) => { if (new URL(r.url()).pathname === '/api/ownership') asked.push(JSON.parse(r.postData()).position); });
    await visit(p, `#/game/${state.id}`);
    await p.locator('svg.board .cell').first().waitFor();
    await p.locator('#ownership').click();
    await p.locator('svg.board rect.ownership').first().waitFor();
    await p.click('#step-first');
    await p.locator('.board-panel.past').waitFor();
    await p.locator('.board-panel.past svg.board rect.ownership').first().waitFor();
    assert.equal(asked[asked.length - 1], wall, 'the last map asked for is the starting position\'s');
    // h5 is empty at the start (White's stone came later): its point still has an owner square
    const h5 = await p.locator('.board-panel.past svg.board .cell[data-label="h5"] rect.ownership').count();
    assert.equal(h5, 1);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  });
});

describe('draughts: a capture chain clicked jump by jump', () => {
  it('offers only the jumps the majority rule allows, then the continuation, and records the whole capture', async () => {
    // White f4 (33) may take e5 and then e7 (33x22x13), or only g5 (33x24): two pieces must be taken
    const state = await open({ game: 'draughts', players: ['human', 'human'], position: 'W:W33:B28,18,29,3' });
    assert.deepEqual(state.legal.map((a) => a.cells), [['f4', 'd6']]);
    await cell('f4').click();
    await page.locator('svg.board .cell.target').first().waitFor();
    const targets = async () => (await page.locator('svg.board .cell.target').evaluateAll((cs) => cs.map((c) => c.dataset.label))).sort();
    assert.deepEqual(await targets(), ['d6'], 'h6 (a single capture) is not offered');
    await cell('d6').click();
    // the turn goes on from d6 with the piece still in hand (no click on it again): the only
    // continuation is f8; the man taken on e5 stays on the board until the end
    await page.locator('svg.board .cell.target[data-label="f8"]').waitFor();
    assert.deepEqual(await targets(), ['f8']);
    assert.equal(await page.locator('svg.board .cell.selected-cell').getAttribute('data-label'), 'd6');
    await cell('f8').click();
    await page.locator('table.moves', { hasText: '33x22x13' }).waitFor();
    const after = await server.api('GET', `/api/sessions/${state.id}`);
    assert.equal(after.position.split(' ')[0], 'B:W13:B3,29');
  });
});

describe('draughts: the squares\' numbers on demand', () => {
  it('a checkbox draws the numbered notation\'s numbers (1 on b10, 50 on a1 side), only for games that number squares', async () => {
    const state = await server.api('POST', '/api/sessions', { game: 'draughts', players: ['human', 'human'] });
    const p = await newPage(browser, server, { lang: 'pt' });
    await visit(p, `#/game/${state.id}`);
    await p.locator('svg.board .cell').first().waitFor();
    assert.equal(await p.locator('svg.board .square-number').count(), 0, 'no numbers until asked');
    assert.match(await p.locator('label.check', { has: p.locator('#numbers') }).innerText(), /Números das casas/);
    await p.locator('#numbers').check();
    await p.locator('svg.board .square-number').first().waitFor();
    assert.equal(await p.locator('svg.board .square-number').count(), 50);
    assert.equal(await p.locator('svg.board .cell[data-label="b10"] .square-number').textContent(), '1');
    assert.equal(await p.locator('svg.board .cell[data-label="a1"] .square-number').textContent(), '46');
    assert.equal(await p.locator('svg.board .cell[data-label="a2"] .square-number').count(), 0, 'a light square has none');
    // a move typed by number is played, and the numbers stay after it
    await p.locator('#move-input').fill('32-28');
    await p.keyboard.press('Enter');
    await p.locator('table.moves', { hasText: '32-28' }).waitFor();
    assert.equal(await p.locator('svg.board .square-number').count(), 50);
    // chess numbers no square: no checkbox
    const chess = await server.api('POST', '/api/sessions', { game: 'chess', players: ['human', 'human'] });
    await visit(p, `#/game/${chess.id}`);
    await p.locator('svg.board .cell').first().waitFor();
    assert.equal(await p.locator('#numbers').count(), 0);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  });
});

describe('moves without cells', () => {
  it('wrap into a box of their own: Plainim\'s 100-odd move buttons do not widen the page', async () => {
    const state = await server.api('POST', '/api/sessions', { game: 'plainim', players: ['human', 'human'] });
    const p = await newPage(browser, server, { lang: 'pt' });
    await visit(p, `#/game/${state.id}`);
    await p.locator('.cellless button').first().waitFor();
    const buttons = await p.locator('.cellless button').count();
    assert.ok(buttons > 50, `plainim offers many moves without cells (${buttons})`);
    const [page, view] = await p.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(page <= view, `the page is ${page} px wide in a ${view} px window`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
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
      // A piece lying on two cells (a domino, `span`) is one bar over both, drawn after the
      // cells: counted once, for the cell that holds it in the view.
      const drawn = await page.locator('svg.board').evaluateAll((svgs) => svgs.reduce((n, svg) =>
        n + [...svg.querySelectorAll('.cell')].filter((e) => e.querySelector('.piece')).length +
          svg.querySelectorAll('.piece.domino').length, 0));
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
    const g = games.find((x) => x.id === 'rastros');
    assert.ok(g && g.analysis && g.analysis.solve, 'rastros.md: the exact solver is offered for Rastros');
    // Plays on (a spread of legal moves) until the solver proves the position within a small
    // budget of positions: a node budget, not a time, so a loaded machine finds the same one.
    let state = await server.api('POST', '/api/sessions', { game: g.id, players: ['human', 'human'] });
    let answer = null;
    for (let i = 0; i < 40 && !state.outcome; i++) {
      answer = await server.api('POST', '/api/analyse', { game: g.id, position: state.position, max_seconds: 30, max_positions: 20000 });
      if (answer.status === 'solved' && answer.best.length) break;
      state = await server.api('POST', `/api/sessions/${state.id}/moves`, { move: state.legal[(i * 5) % state.legal.length].text });
    }
    assert.equal(answer.status, 'solved', 'some position of the game is solved');
    await visit(page, `#/game/${state.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    assert.equal(await page.locator('svg.board .overlay.best').count(), 0);
    await page.click('#solve');
    await page.locator('.analysis-result').waitFor({ timeout: 60000 });
    const text = await page.locator('.analysis').innerText();
    assert.match(text, /Solved exactly/);
    assert.match(text, new RegExp(`Value for the player to move\\s+${answer.value}`));
    // the best moves (in a lost position, those that lose slowest) listed and outlined
    const best = recommended(answer, state.to_move);
    for (const move of best) assert.ok(text.includes(move), `best move ${move} listed`);
    const cells = new Set(state.legal.filter((a) => best.includes(a.text)).flatMap((a) => a.cells));
    const marked = await page.locator('svg.board .cell').evaluateAll((els) =>
      els.filter((e) => e.querySelector('.overlay.best')).map((e) => e.dataset.label));
    assert.deepEqual(marked.sort(), [...cells].sort());
    const moving = state.legal.filter((a) => best.includes(a.text) && a.cells.length > 1);
    assert.equal(await page.locator('svg.board line.best-arrow').count(), moving.length);
    await page.screenshot({ path: screenshotPath(`analysis-${g.id}`), fullPage: true });
    assert.deepEqual(page.errors, []);
  });

  it('at the budget says the value is unknown and recommends nothing; "Stop" stops waiting', async () => {
    // Chess from the start cannot be solved in 1 ms: the answer is "limit", whatever the load.
    const state = await open({ game: 'chess', players: ['human', 'human'] });
    await page.route('**/api/analyse?*', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, max_seconds: 0.001 }) });
    });
    await page.click('#solve');
    await page.locator('.analysis-status.limit').waitFor();
    const text = await page.locator('.analysis').innerText();
    assert.match(text, /not solved/);
    assert.match(text, /Value for the player to move\s+unknown/);
    assert.doesNotMatch(text, /Best moves/);
    assert.equal(await page.locator('svg.board .overlay.best').count(), 0);
    await page.unroute('**/api/analyse?*');
    // A request that never answers: the panel counts, and "Stop" gives up on it.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route('**/api/analyse?*', async (route) => {
      await held;
      await route.abort().catch(() => {});
    });
    await page.click('#solve-longer');
    await page.locator('#solve-stop').waitFor();
    assert.equal(await page.locator('progress#solve-progress').getAttribute('max'), '30');
    await page.click('#solve-stop');
    await page.locator('#solve:not([disabled])').waitFor();
    assert.match(await page.locator('.analysis').innerText(), /Stopped/);
    release();
    await page.unroute('**/api/analyse?*');
    assert.equal(state.game, 'chess');
    assert.deepEqual(page.errors, []);
  });

  it('offers the retrograde analysis where the search gives up, and solves Go 3x3 by basic ko with it (pt)', async () => {
    // 3x3 Go by basic ko, komi 8: positions recur, so the search runs into its line limit;
    // every position (the retrograde analysis) settles it: Black wins only with b2
    // (docs/solved.md).
    const pt = await newPage(browser, server, { lang: 'pt' });
    const state = await server.api('POST', '/api/sessions', { game: 'go', options: 'size=3,komi=8,ko=basic,dead=none', players: ['human', 'human'] });
    await visit(pt, `#/game/${state.id}`);
    await pt.locator('svg.board .cell').first().waitFor();
    // The search gives up after 4000 positions, a line of 4000 moves, whatever the load.
    await pt.click('#solve');
    await pt.locator('#solve-retrograde').waitFor();
    assert.match(await pt.locator('#solve-too-deep').innerText(), /posições repetem-se/);
    assert.match(await pt.locator('#solve-retrograde').innerText(), /Análise retrógrada/);
    await pt.click('#solve-retrograde');
    await pt.locator('.analysis-status.solved').waitFor({ timeout: 60000 });
    const text = await pt.locator('.analysis').innerText();
    assert.match(text, /Valor para quem joga\s+vitória/);
    assert.match(text, /Melhores lances\s+b2/);
    assert.match(text, /Método\s+análise retrógrada/);
    for (const bad of ['retrograde', 'search', 'win', 'null']) assert.ok(!text.includes(bad), `no "${bad}" in:\n${text}`);
    // every move with its value and distance, the winning b2 first
    await pt.click('details.all-moves summary');
    const moves = await pt.locator('details.all-moves li').allInnerTexts();
    assert.equal(moves.length, 11); // nine points, pass and resign
    assert.equal(moves[0], 'b2: vitória em 15');
    assert.ok(moves.slice(1).every((m) => /: (derrota em \d+|empate)$/.test(m)), moves.join(' | '));
    assert.ok(moves.includes('desistir: derrota em 1') && moves.some((m) => m.startsWith('passar: ')), moves.join(' | '));
    const marked = await pt.locator('svg.board .cell').evaluateAll((els) =>
      els.filter((e) => e.querySelector('.overlay.best')).map((e) => e.dataset.label));
    assert.deepEqual(marked, ['b2']);
    await pt.screenshot({ path: screenshotPath('analysis-go-3x3-retrograde-pt'), fullPage: true });
    assert.deepEqual(pt.errors, []);
    await pt.close();
  });

  it('reads a combinatorial report like the book, in Portuguese, with the winning moves on the board', async () => {
    const pt = await newPage(browser, server, { lang: 'pt' });
    const state = await server.api('POST', '/api/sessions', { game: 'nim', options: 'start=nim: 3 5 6 1', players: ['human', 'human'] });
    const answer = await server.api('POST', '/api/analyse?lang=pt', { game: 'nim', options: 'start=nim: 3 5 6 1', position: state.position });
    assert.equal(answer.report.status, 'analysed');
    await visit(pt, `#/game/${state.id}`);
    await pt.locator('svg.board .cell').first().waitFor();
    await pt.click('#solve');
    await pt.locator('.report dl').waitFor();
    const report = await pt.locator('.report').innerText();
    for (const bad of ['null', '{"', 'impartial', 'winning', 'nim-sum', 'grundy', 'kind']) assert.ok(!report.includes(bad), `no "${bad}" in:\n${report}`);
    for (const word of ['Tipo de jogo', 'imparcial', 'Soma-nim', 'Valor de Grundy', 'Lances vencedores']) assert.ok(report.includes(word), word);
    // The nim-sum in binary columns, one row per heap and the sum under a rule.
    const ns = answer.report['nim-sum'];
    const rows = await pt.locator('table.nim-sum tr').evaluateAll((trs) => trs.map((tr) =>
      [...tr.querySelectorAll('td.bit')].map((td) => td.textContent).join('')));
    assert.deepEqual(rows, [...ns.binary, ns.sum_binary]);
    assert.equal(await pt.locator('table.nim-sum tr.sum').count(), 1);
    // Every winning move listed and its heap outlined.
    const winning = answer.report.winning.map((w) => w.move);
    for (const m of winning) assert.ok(report.includes(m), m);
    const heaps = new Set(state.legal.filter((a) => winning.includes(a.text)).flatMap((a) => a.cells));
    const marked = await pt.locator('svg.board .cell').evaluateAll((els) =>
      els.filter((e) => e.querySelector('.overlay.best')).map((e) => e.dataset.label));
    assert.deepEqual(marked.sort(), [...heaps].sort());
    // Switching the language keeps the analysis, now in English.
    await pt.click('#lang-switch button[data-lang="en"]');
    await pt.locator('.report', { hasText: 'Kind of game' }).waitFor();
    assert.match(await pt.locator('.report').innerText(), /impartial/);
    assert.equal(await pt.locator('svg.board .overlay.best').count(), heaps.size);
    await pt.screenshot({ path: screenshotPath('analysis-report-nim'), fullPage: true });
    assert.deepEqual(pt.errors, []);
    await pt.context().close();
  });

  it('shows the P/N-Grundy table the server computes: Kayles with its defaults, queens by rows and columns', async () => {
    const kayles = await open({ game: 'kayles', players: ['human', 'human'] });
    const expected = await server.api('POST', '/api/analyse/table', { game: 'kayles', options: kayles.options });
    assert.equal(expected.type, 'heap');
    await page.click('#table-show');
    await page.locator('table.pn-table').waitFor();
    const heap = await page.locator('table.pn-table tbody td').evaluateAll((tds) =>
      tds.map((td) => [td.querySelector('.pn').textContent, Number(td.querySelector('.g').textContent), td.className]));
    assert.equal(heap.length, expected.cols);
    assert.deepEqual(heap.map((x) => x[0]), expected.outcome[0]);
    assert.deepEqual(heap.map((x) => x[1]), expected.grundy[0]);
    assert.ok(heap.every(([o, , cls]) => (o === 'P') === (cls === 'p')), 'P-positions shaded as P');
    // Then a shorter one, n = 0..5.
    await page.fill('#table-last', '5');
    await page.click('#table-show');
    // the longer table stays until the new answer replaces it: wait for the replacement
    await page.waitForFunction(() => document.querySelectorAll('table.pn-table tbody td').length === 6,
      null, { timeout: 30000 }).catch(() => {});
    assert.equal(await page.locator('table.pn-table tbody td').count(), 6);
    assert.deepEqual(page.errors, []);

    const queens = await open({ game: 'queens', players: ['human', 'human'] });
    await page.click('#table-show');
    await page.locator('#table-rows').waitFor();
    await page.fill('#table-rows', '3');
    await page.fill('#table-cols', '4');
    await page.click('#table-show');
    await page.locator('table.pn-table.board tbody tr >> nth=2').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table.pn-table.board tbody tr').length === 3 &&
      document.querySelectorAll('table.pn-table.board tbody tr:first-child td').length === 4, null, { timeout: 30000 }).catch(() => {});
    const board = await server.api('POST', '/api/analyse/table', { game: 'queens', options: queens.options, rows: 3, cols: 4 });
    // Row 0 is drawn at the bottom, as the books draw their tables.
    const grid = await page.locator('table.pn-table.board tbody tr').evaluateAll((trs) => trs.map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => `${td.querySelector('.pn').textContent}${td.querySelector('.g').textContent}`)));
    assert.equal(grid.length, 3);
    assert.deepEqual(grid, [2, 1, 0].map((r) => board.outcome[r].map((o, c) => `${o}${board.grundy[r][c]}`)));
    await page.screenshot({ path: screenshotPath('analysis-table-queens'), fullPage: true });
    assert.deepEqual(page.errors, []);
  });
});

describe('looking back, exporting, reading', () => {
  it('steps back and forth through the game from the move list; the server draws each position', async () => {
    const state = await server.api('POST', '/api/sessions', { game: 'chess', players: ['human', 'human'] });
    for (const move of ['e4', 'e5', 'Nf3']) await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
    await visit(page, `#/game/${state.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    const piece = (label) => page.locator(`svg.board .cell[data-label="${label}"] .piece`).count();
    assert.equal(await piece('f3'), 1);
    await page.click('.move-link[data-ply="1"]');
    await page.locator('.viewing-note').waitFor();
    assert.equal(await piece('e4'), 1);
    assert.equal(await piece('e5'), 0, 'after 1. e4 the black pawn is still on e7');
    assert.equal(await piece('e7'), 1);
    assert.equal(await page.locator('svg.board.interactive').count(), 0, 'no moves on a past position');
    // e4 is the last move of that position: both of its squares are marked.
    assert.equal(await page.locator('svg.board .cell[data-label="e2"] .overlay.from').count(), 1);
    assert.equal(await page.locator('svg.board .cell[data-label="e4"] .overlay.to').count(), 1);
    await page.click('#step-back');
    await page.locator('.viewing-note', { hasText: 'start position' }).waitFor();
    assert.equal(await piece('e2'), 1);
    await page.click('#step-forward');
    await page.click('#step-forward');
    await page.locator('.move-link.current[data-ply="2"]').waitFor();
    assert.equal(await piece('e5'), 1);
    assert.equal(await piece('f3'), 0);
    await page.click('#step-last');
    await page.locator('.viewing-note').waitFor({ state: 'detached' });
    assert.equal(await piece('f3'), 1);
    assert.equal(await page.locator('svg.board.interactive').count(), 1);
    // The server refuses a line that is not legal, with the move's number.
    await assert.rejects(server.api('POST', '/api/view', { game: 'chess', moves: ['e4', 'e4'] }), /move 2/);
    assert.deepEqual(page.errors, []);
  });

  it('exports the board as SVG and PNG diagrams and the game as a record', async () => {
    const state = await server.api('POST', '/api/sessions', { game: 'chess', players: ['human', 'human'] });
    await server.api('POST', `/api/sessions/${state.id}/moves`, { move: 'e4' });
    const after = await server.api('GET', `/api/sessions/${state.id}`);
    await visit(page, `#/game/${state.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    const read = async (d) => {
      const chunks = [];
      for await (const c of await d.createReadStream()) chunks.push(c);
      return Buffer.concat(chunks);
    };
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-svg')]);
    assert.match(svgDownload.suggestedFilename(), /^chess-\d+\.svg$/);
    const svg = (await read(svgDownload)).toString('utf8');
    assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.equal((svg.match(/data-kind="pawn"/g) || []).length, 16, 'every pawn in the diagram');
    assert.ok(!/class="/.test(svg), 'styles inlined, no class left to a missing style sheet');
    const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-png')]);
    const png = await read(pngDownload);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG file');
    const [recordDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-record')]);
    assert.match(recordDownload.suggestedFilename(), /\.pgn$/);
    assert.equal((await read(recordDownload)).toString('utf8'), after.record);
    assert.deepEqual(page.errors, []);
  });

  it('opens a record file (SGF, PDN) from the catalogue and exports the game in its family\'s format', async () => {
    const read = async (d) => {
      const chunks = [];
      for await (const c of await d.createReadStream()) chunks.push(c);
      return Buffer.concat(chunks).toString('utf8');
    };
    await visit(page, '#/');
    await page.locator('#open-record').waitFor();
    await page.setInputFiles('#import-record', { name: 'game.sgf', mimeType: 'application/x-go-sgf',
      buffer: Buffer.from('(;FF[4]GM[1]SZ[9]KM[6.5];B[ee];W[cc];B[gg])') });
    await page.waitForURL(/#\/game\/\d+/);
    await page.locator('table.moves', { hasText: 'g3' }).waitFor();
    const sid = page.url().match(/#\/game\/(\d+)/)[1];
    const imported = await server.api('GET', `/api/sessions/${sid}`);
    assert.equal(imported.game, 'go');
    assert.deepEqual(imported.moves.map((m) => m.text), ['e5', 'c7', 'g3']);
    const [sgf] = await Promise.all([page.waitForEvent('download'), page.click('#export-sgf')]);
    assert.match(sgf.suggestedFilename(), /^go-\d+\.sgf$/);
    const text = await read(sgf);
    assert.match(text, /^\(;FF\[4\]/);
    assert.match(text, /;B\[ee\]\s*;W\[cc\]\s*;B\[gg\]/);
    // draughts: a PDN game opens and goes back out as PDN
    await visit(page, '#/');
    await page.locator('#open-record').waitFor();
    await page.setInputFiles('#import-record', { name: 'game.pdn', mimeType: 'text/plain',
      buffer: Buffer.from('[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 *\n') });
    await page.waitForURL((u) => u.hash !== `#/game/${sid}` && /#\/game\/\d+/.test(u.hash));
    await page.locator('table.moves', { hasText: '14x23' }).waitFor();
    const [pdn] = await Promise.all([page.waitForEvent('download'), page.click('#export-pdn')]);
    assert.match(pdn.suggestedFilename(), /^draughts-\d+\.pdn$/);
    assert.match(await read(pdn), /32-28 19-23 2\. 28x19 14x23/);
    // a file that is no record is refused with the reader's reason, and nothing opens
    await visit(page, '#/');
    await page.locator('#open-record').waitFor();
    await page.setInputFiles('#import-record', { name: 'bad.sgf', mimeType: 'text/plain', buffer: Buffer.from('(;FF[4]GM[1]SZ[9];B[zz])') });
    await page.locator('.toast').waitFor();
    assert.ok(!/#\/game\//.test(page.url()));
    assert.deepEqual(page.errors.filter((e) => !/400/.test(e)), []);
  });

  it('rules as a page to read and print; the catalogue shows each game\'s board', async () => {
    const pt = await newPage(browser, server, { lang: 'pt' });
    await visit(pt, '#/rules/nim');
    await pt.locator('.rules-text p').first().waitFor();
    const text = await pt.locator('.rules-text').innerText();
    assert.ok(!/\.md\b/.test(text), 'no spec file names');
    assert.ok(await pt.locator('.rules-text p').count() >= 3, 'paragraphs, not one block');
    assert.ok(await pt.locator('.rules-text p > strong').count() >= 1, 'headings such as "Posição:" in bold');
    assert.equal(await pt.locator('#print-rules').count(), 1);
    await pt.emulateMedia({ media: 'print' });
    assert.equal(await pt.locator('header.top').isVisible(), false, 'the page header is not printed');
    await pt.emulateMedia({ media: 'screen' });
    await visit(pt, '#/');
    const card = pt.locator('.game-card[data-game="semaforo"]');
    await card.scrollIntoViewIfNeeded();
    await card.locator('.card-picture svg.board .cell').first().waitFor();
    const start = await server.api('POST', '/api/view', { game: 'semaforo' });
    assert.equal(await card.locator('.card-picture svg.board .cell').count(), start.view.cells.length);
    assert.deepEqual(pt.errors, []);
    await pt.context().close();
  });
});

describe('boards read as the books draw them', () => {
  it('Semáforo: a plain board, and the winning line drawn through its three cells', async () => {
    const state = await server.api('POST', '/api/sessions', { game: 'semaforo', players: ['human', 'human'] });
    for (const move of ['a1=G', 'b1=G', 'c1=G']) await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
    await visit(page, `#/game/${state.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    assert.equal(await page.locator('svg.board .shape.dark').count(), 0);
    assert.equal(await page.locator('svg.board line.win-line').count(), 1);
    const [a, c] = await Promise.all(['a1', 'c1'].map((l) => page.locator(`.cell[data-label="${l}"]`).evaluate((g) => [Number(g.dataset.cx), Number(g.dataset.cy)])));
    const line = await page.locator('line.win-line').evaluate((l) => ['x1', 'y1', 'x2', 'y2'].map((k) => Number(l.getAttribute(k))));
    assert.deepEqual([line.slice(0, 2), line.slice(2)].map(String).sort(), [a, c].map(String).sort());
    assert.deepEqual(page.errors, []);
  });

  it('Nim: a click on a heap offers that heap\'s moves, each with a picture; no title inside the board', async () => {
    const state = await open({ game: 'nim', players: ['human', 'human'] });
    assert.deepEqual(state.legal.filter((a) => a.text.startsWith('1:')).map((a) => a.cells), [['1'], ['1'], ['1']]);
    assert.equal(await page.locator('svg.board .board-name').count(), 0);
    const heapNumbers = await page.locator('svg.board text.coord').allTextContents();
    assert.deepEqual(heapNumbers, ['1', '2', '3', '4'], 'heaps numbered as the moves name them');
    await cell('1').click();
    await page.locator('.chooser .choice').first().waitFor();
    const choices = await page.locator('.chooser .choice').allInnerTexts();
    assert.deepEqual(choices.map((c) => c.trim()).sort(), ['1:3>0', '1:3>1', '1:3>2']);
    await page.locator('.chooser .choice img.board-picture').nth(2).waitFor();
    // The chooser sits under the board, not over it.
    const board = await page.locator('.board-wrap').boundingBox();
    const chooserBox = await page.locator('.chooser').boundingBox();
    assert.ok(chooserBox.y >= board.y + board.height, 'the chooser does not cover the board');
    await page.locator('.chooser .choice', { hasText: '1:3>1' }).click();
    await page.locator('.move-link', { hasText: '1:3>1' }).waitFor();
    const after = await server.api('GET', `/api/sessions/${state.id}`);
    assert.match(after.position, /^nim: 1 5 7 9\b/);
    assert.deepEqual(page.errors, []);
  });

  it('a sum of two Nim heaps and a Kayles row: a click names one cell of one component', async () => {
    const state = await open({ game: 'nim', options: 'start=nim: 3 + nim: 4 + kayles: 3', players: ['human', 'human'] });
    const labels = state.view.cells.map((c) => c.label);
    assert.equal(new Set(labels).size, labels.length, 'no label drawn twice');
    assert.equal(await page.locator('svg.board .board-name').count(), 3, 'the components are named');
    const second = state.legal.filter((a) => a.text.startsWith('[2] '));
    const heap = second[0].cells[0];
    assert.ok(second.every((a) => a.cells.length === 1 && a.cells[0] === heap));
    await cell(heap).click();
    await page.locator('.chooser .choice').first().waitFor();
    const choices = (await page.locator('.chooser .choice').allInnerTexts()).map((c) => c.trim());
    assert.deepEqual(choices.sort(), second.map((a) => a.text).sort());
    await page.locator('.chooser .choice', { hasText: '[2] 1:4>0' }).click();
    await page.locator('.move-link', { hasText: '[2] 1:4>0' }).waitFor();
    assert.deepEqual(page.errors, []);
  });

  it('chess: the engine\'s evaluation bar and best line, for the position on the board', async () => {
    // A mate in one for White: the engine finds it whatever the machine's load.
    const start = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';
    const state = await server.api('POST', '/api/sessions', { game: 'chess', position: start, players: ['human', 'human'] });
    const direct = await server.api('POST', '/api/evaluate', { game: 'chess', position: start, max_seconds: 1 });
    assert.equal(direct.mate, 1);
    assert.deepEqual(direct.line, ['Ra8#']);
    await visit(page, `#/game/${state.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    assert.equal(await page.locator('.eval-bar').count(), 0, 'off until asked for');
    await page.check('#engine');
    await page.locator('.eval-line code', { hasText: 'Ra8#' }).waitFor();
    assert.equal((await page.locator('.eval-bar .eval-score').innerText()).trim(), '#1');
    assert.match(await page.locator('.eval-bar .eval-white').getAttribute('style'), /height: 100\.0%/);
    assert.match(await page.locator('.eval-line').innerText(), /1\. Ra8#/);
    // The choice is remembered; a game without an engine shows no bar and no switch.
    await visit(page, `#/game/${state.id}`);
    await page.locator('.eval-line code', { hasText: 'Ra8#' }).waitFor();
    const alice = await server.api('POST', '/api/sessions', { game: 'chess/alice', players: ['human', 'human'] });
    await visit(page, `#/game/${alice.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    assert.equal(await page.locator('.eval-bar, #engine').count(), 0);
    await assert.rejects(server.api('POST', '/api/evaluate', { game: 'chess/alice' }), /no engine evaluation/);
    await page.evaluate(() => localStorage.setItem('tabula.engine', 'off'));
    assert.deepEqual(page.errors, []);
  });

  it('while the computer thinks the move box suggests nothing, and the board does not jump', async () => {
    // A long think (stopped by deleting the game): the page is sure to see it thinking.
    const state = await server.api('POST', '/api/sessions', { game: 'avanco', players: ['mcts:time=30s,threads=1', 'human'] });
    await visit(page, `#/game/${state.id}`);
    await page.locator('.thinking').waitFor();
    assert.equal(await page.locator('#move-input').getAttribute('placeholder'), '');
    assert.equal(await page.locator('#move-help').innerText(), '');
    assert.ok(await page.locator('#move-input').isDisabled());
    const boardBelowStatus = async () =>
      (await page.locator('.board-wrap').boundingBox()).y - (await page.locator('.status-bar').boundingBox()).y;
    const thinkingTop = await boardBelowStatus();
    await server.api('DELETE', `/api/sessions/${state.id}`);
    // A human's turn with the game's own status line under the turn: the same board place.
    const go = await server.api('POST', '/api/sessions', { game: 'go', players: ['human', 'human'] });
    await visit(page, `#/game/${go.id}`);
    await page.locator('.to-move').waitFor();
    assert.ok(await page.locator('#move-input').getAttribute('placeholder'));
    assert.equal(await page.locator('.view-status').count(), 1, 'Go has a status line of its own');
    const humanTop = await boardBelowStatus();
    assert.ok(Math.abs(humanTop - thinkingTop) < 2, `board at ${thinkingTop} then ${humanTop}`);
    assert.deepEqual(page.errors, []);
  });
});
