// The Portuguese page (issue 16): the book's chess notation typed in the move box (English
// initials, ':' for a capture), Quim's moves in the book's verbs, the last move of Leões e
// Dragões marked, and the player's article in the status line. Screenshots in Portuguese.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshotPath, Server, visit } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = new Server();
  await server.start();
  browser = await launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.cleanup();
});

async function played(game, moves) {
  const state = await server.api('POST', '/api/sessions', { game, players: ['human', 'human'] });
  let s = state;
  for (const move of moves) s = await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
  return s;
}

async function typeMove(page, text) {
  const before = await page.locator('.move-link').count();
  await page.fill('#move-input', text);
  await page.click('.move-form button[type=submit]');
  await page.waitForFunction((n) => document.querySelectorAll('.move-link').length === n + 1, before);
}

describe('the Portuguese page', () => {
  it('chess: the book\'s game typed as the book writes it (seed 000, "6. B:f6, Q:f6")', async () => {
    const page = await newPage(browser, server, { lang: 'pt' });
    const s = await played('chess', []);
    await visit(page, `#/game/${s.id}`);
    await page.locator('#move-input').waitFor();
    // 1. e4, Nc6; 2. Bc4, d6; 3. d3, e5; 4. Nf3, Nf6; 5. Bg5, h6; 6. B:f6, Q:f6
    for (const m of ['e4', 'Nc6', 'Bc4', 'd6', 'd3', 'e5', 'Nf3', 'Nf6', 'Bg5', 'h6', 'B:f6', 'Q:f6']) await typeMove(page, m);
    const after = await server.api('GET', `/api/sessions/${s.id}`);
    assert.equal(after.moves.length, 12);
    // the same position as the library reaches (tests/test_chess.c plays the same line)
    assert.match(after.position, /^r1b1kb1r\/ppp2pp1\/2np1q1p\/4p3\/2B1P3\/3P1N2\/PPP2PPP\/RN1QK2R w KQkq - 0 7$/);
    assert.equal(await page.locator('#move-error').innerText(), '');
    await page.screenshot({ path: screenshotPath('chess-book-notation-pt') });
    // the rules say the letters are the book's English initials and ':' marks a capture
    const rules = await server.api('GET', '/api/games/chess/rules?lang=pt');
    assert.match(rules.rules.replace(/\s+/g, ' '), /iniciais das peças são as inglesas, como no livro: K rei/);
    assert.match(rules.rules.replace(/\s+/g, ' '), /captura escreve-se com dois pontos \(:\)/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('Quim: moves read "partir" and "retirar", and are typed so', async () => {
    const page = await newPage(browser, server, { lang: 'pt' });
    const s = await played('quim', ['split 4=2+2']);
    await visit(page, `#/game/${s.id}`);
    await page.locator('.move-link', { hasText: 'partir 4=2+2' }).waitFor();
    assert.match(await page.locator('#move-input').getAttribute('placeholder'), /^(partir|retirar) /);
    await typeMove(page, 'retirar 2');
    await page.locator('.move-link', { hasText: 'retirar 2' }).waitFor();
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /\b(split|take)\b/);
    // the Portuguese status line names the player with its article
    await page.locator('.to-move', { hasText: 'Joga o Primeiro' }).waitFor();
    assert.deepEqual((await server.api('GET', `/api/sessions/${s.id}`)).moves.map((m) => m.text), ['split 4=2+2', 'take 2']);
    await page.screenshot({ path: screenshotPath('quim-words-pt') });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  for (const lang of ['en', 'pt']) {
    it(`Leões e Dragões (${lang}): the last move's two cells are marked`, async () => {
      const page = await newPage(browser, server, { lang });
      const s = await played('lions', ['1: L 0']);
      await visit(page, `#/game/${s.id}`);
      await page.locator('svg.board .cell').first().waitFor();
      // strip 1 is "L.D.": the Lion at 0 stepped to 1
      assert.equal(await page.locator('svg.board .overlay.from').count(), 1, 'where it was');
      assert.equal(await page.locator('svg.board .overlay.to').count(), 1, 'where it went');
      await page.screenshot({ path: screenshotPath(`lions-last-move-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
});
