// What a person sees after a few moves (issue 16): a Domineering board as played, whatever
// rows the position drops, each domino one bar in its owner's colour, the last one marked;
// and the special actions of a move list in Portuguese; Kayles' row as played; "Stop" stopping
// the server's analysis. Screenshots in both languages.
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

async function played(game, moves, options) {
  const state = await server.api('POST', '/api/sessions', { game, options, players: ['human', 'human'] });
  let s = state;
  for (const move of moves) s = await server.api('POST', `/api/sessions/${state.id}/moves`, { move });
  return s;
}

describe('boards as played', () => {
  for (const lang of ['en', 'pt']) {
    it(`Domineering (${lang}): the 4x4 board stays 4x4 when its top row fills; dominoes show whose they are`, async () => {
      const page = await newPage(browser, server, { lang });
      // V 0,0, H 0,1 and V 0,3 fill the top row: the position is then the 3x4 board below.
      const s = await played('domineering', ['V 0,0', 'H 0,1', 'V 0,3']);
      assert.match(s.position, /^domineering: #\.\.#\/\.\.\.\.\/\.\.\.\./);
      await visit(page, `#/game/${s.id}`);
      await page.locator('svg.board .cell').first().waitFor();
      assert.equal(await page.locator('svg.board .cell').count(), 16, 'the board as played');
      assert.equal(await page.locator('svg.board rect.domino[data-owner="0"]').count(), 2, "Left's vertical dominoes");
      assert.equal(await page.locator('svg.board rect.domino[data-owner="1"]').count(), 1, "Right's horizontal domino");
      assert.equal(await page.locator('svg.board rect.domino.last-domino').count(), 1, 'the last domino is marked');
      // a vertical domino is taller than wide, a horizontal one wider than tall
      const boxes = await page.locator('svg.board rect.domino').evaluateAll((rs) => rs.map((r) => [r.dataset.owner, Number(r.getAttribute('width')), Number(r.getAttribute('height'))]));
      for (const [owner, w, h] of boxes) assert.ok(owner === '0' ? h > 1.5 * w : w > 1.5 * h, `domino of ${owner}: ${w}x${h}`);
      assert.equal(await page.locator('svg.board .board-name').count(), 0, 'no keyword drawn as a title');
      // the next move is still clicked where it is drawn: H 0,1 of the position is row 1 here
      await page.locator('svg.board .cell[data-label="0,1"]').click();
      await page.locator('.chooser .choice, .move-link').first().waitFor();
      await page.screenshot({ path: screenshotPath(`domineering-as-played-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }

  for (const lang of ['en', 'pt']) {
    it(`Kayles (${lang}): the row of 10 stays 10 places when knocks split it; the last knock is marked`, async () => {
      const page = await newPage(browser, server, { lang });
      // 1:1-2 then 1:4-4 leave runs of 3 and 4: the position is "kayles: 3 4".
      const s = await played('kayles', ['1:1-2', '1:4-4']);
      assert.match(s.position, /^kayles: 3 4/);
      await visit(page, `#/game/${s.id}`);
      await page.locator('svg.board .cell').first().waitFor();
      assert.equal(await page.locator('svg.board .cell').count(), 10, 'the row as played');
      assert.equal(await page.locator('svg.board .cell .piece').count(), 7, 'the pins standing');
      assert.equal(await page.locator('svg.board .overlay.last, svg.board .overlay.to').count() > 0, true, 'the last knock is shown');
      // a standing pin is clicked by the name the next move gives it
      await page.locator('svg.board .cell[data-label="2:1"]').click();
      await page.locator('.chooser .choice, .move-link').first().waitFor();
      await page.screenshot({ path: screenshotPath(`kayles-as-played-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }

  it('"Stop" stops the server\'s computation, not only the waiting', async () => {
    const page = await newPage(browser, server, { lang: 'pt' });
    const s = await played('chess', []);
    await visit(page, `#/game/${s.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    // The analysis asks for 30 s (the longest), so that it still computes when "Stop" is
    // clicked on a loaded machine; its id is the page's.
    let sent = null;
    await page.route('**/api/analyse?*', async (route) => {
      sent = { ...route.request().postDataJSON(), max_seconds: 30 };
      await route.continue({ postData: JSON.stringify(sent) });
    });
    await page.click('#solve');
    await page.locator('#solve-stop').waitFor();
    const status = () => server.api('GET', '/api/status');
    for (let i = 0; i < 600 && (await status()).analyses !== 1; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal((await status()).analyses, 1, 'the server computes it');
    const stopped = page.waitForResponse((r) => /\/api\/analyse\/[^/?]+\/stop/.test(r.url()));
    await page.click('#solve-stop');
    const answer = await stopped;
    assert.equal(answer.status(), 202, 'the server knew the analysis by its id');
    assert.ok(sent && sent.id && answer.url().includes(`/api/analyse/${sent.id}/stop`));
    await page.locator('.analysis-status', { hasText: 'Parado' }).waitFor();
    for (let i = 0; i < 600 && (await status()).analyses !== 0; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal((await status()).analyses, 0, 'and counts it out');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('Go in Portuguese: a pass reads "passar" in the move list', async () => {
    const page = await newPage(browser, server, { lang: 'pt' });
    const s = await played('go', ['pass'], 'size=9');
    await visit(page, `#/game/${s.id}`);
    await page.locator('svg.board .cell').first().waitFor();
    await page.locator('.move-link', { hasText: 'passar' }).waitFor();
    assert.equal(await page.locator('.move-link', { hasText: /^pass$/ }).count(), 0);
    await page.screenshot({ path: screenshotPath('go-pass-pt') });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
