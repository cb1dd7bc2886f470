// A look at every game as a new user sees it (issue 16): each game after a few moves, in
// English and Portuguese, one screenshot each, and a line per page naming what a person would
// call wrong: English words in the Portuguese page, raw JSON, no last move shown, a board
// whose cell count does not match the server's view. Not a test (run.sh does not run it).
// Usage: TABULA_BIN=build/tabula TABULA_WEB_OUT=/tmp/look node tests/web/look.mjs [GAME...]
// LOOK_SOLVE=1: also press "Solve" (2 s budget) and look at the analysis panel and report.
import { launchBrowser, newPage, screenshotPath, Server, visit } from './harness.mjs';

const ENGLISH = /\b(to move|White|Black|Solve|Undo|Stop|Moves|player|plays|wins|won|draw|captured|stones|Left|Right|First|Second|pass|resign|the)\b/;
const server = new Server();
await server.start();
const browser = await launchBrowser();
try {
  const games = (await server.api('GET', '/api/games')).games.filter((g) => process.argv.length <= 2 || process.argv.includes(g.id));
  for (const g of games) {
    const state = await server.api('POST', '/api/sessions', { game: g.id, players: g.players.map(() => 'human') });
    let s = state;
    for (let i = 0; i < 5 && s.legal.length && !s.outcome; i++)
      s = await server.api('POST', `/api/sessions/${state.id}/moves`, { move: s.legal[(i * 7 + 3) % s.legal.length].text });
    for (const lang of ['en', 'pt']) {
      const page = await newPage(browser, server, { lang });
      await visit(page, `#/game/${state.id}`);
      await page.locator('svg.board .cell').first().waitFor();
      await page.waitForTimeout(300);
      if (process.env.LOOK_SOLVE && (await page.locator('#solve:not([disabled])').count())) {
        await page.route('**/api/analyse?*', async (route) => {
          const body = route.request().postDataJSON();
          await route.continue({ postData: JSON.stringify({ ...body, max_seconds: 2 }) });
        });
        await page.click('#solve');
        await page.locator('.analysis-status').first().waitFor({ timeout: 60000 });
      }
      const problems = [];
      const text = await page.locator('main, body').first().innerText();
      if (lang === 'pt') {
        const english = text.split('\n').filter((l) => ENGLISH.test(l));
        if (english.length) problems.push('english: ' + english.slice(0, 4).join(' | '));
      }
      if (/\{"|":/.test(text)) problems.push('raw JSON');
      const cells = await page.locator('svg.board .cell').count();
      if (cells !== s.view.cells.length) problems.push(`cells ${cells} != view ${s.view.cells.length}`);
      const marks = await page.locator('svg.board .overlay.last, svg.board .overlay.to, svg.board .overlay.from, svg.board .to-marker, svg.board .last-domino').count();
      if (s.moves.length && !marks) problems.push('no last move shown');
      if (page.errors.length) problems.push('errors: ' + page.errors.join(' | '));
      await page.screenshot({ path: screenshotPath(`look-${g.id}-${lang}`), fullPage: true });
      console.log(`${g.id} ${lang}: ${s.moves.length} moves; ${problems.length ? problems.join('; ') : 'ok'}`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.cleanup();
}
