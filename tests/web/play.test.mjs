// A new user's path through the web application, in a real browser: the catalogue, a game of
// Avanço against the computer played by clicking, reload and server restart, the language
// switch, typing moves, undo, the rules page and deleting a stored game.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshotPath, Server, visit } from './harness.mjs';

let server;
let browser;
let page;
let games;
let levels;
let sid;

const cell = (label) => page.locator(`svg.board .cell[data-label="${label}"]`);
const moveTexts = () => page.locator('table.moves tbody td:not(.num)').allInnerTexts();

before(async () => {
  server = new Server();
  await server.start();
  browser = await launchBrowser();
  page = await newPage(browser, server);
  games = (await server.api('GET', '/api/games')).games;
  levels = (await server.api('GET', '/api/players')).levels;
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.cleanup();
});

describe('catalogue', () => {
  it('lists every game under its family with both names and a summary', async () => {
    await visit(page, '#/');
    await page.locator('.game-card').first().waitFor();
    assert.equal(await page.locator('.game-card').count(), games.length);
    for (const g of games) {
      const card = page.locator(`section.family[data-family="${g.family}"] .game-card[data-game="${g.id}"]`);
      const heading = await card.locator('h3').innerText();
      assert.ok(heading.includes(g.name_en), `${g.id}: ${heading}`);
      if (g.name_pt !== g.name_en) assert.ok(heading.includes(g.name_pt), `${g.id}: ${heading}`);
      assert.equal((await card.locator('.summary').innerText()).trim(), g.summary);
    }
    // each family is named as the server (and the terminal's menu) names it
    for (const f of new Set(games.map((g) => g.family))) {
      const named = games.find((g) => g.family === f).family_name;
      assert.equal((await page.locator(`section.family[data-family="${f}"] h2`).innerText()).trim(), named);
    }
    await page.screenshot({ path: screenshotPath('catalogue'), fullPage: true });
    assert.deepEqual(page.errors, []);
  });

  it('finds a game by a word of either name, accents or not', async () => {
    await page.fill('#game-filter', 'avanco');
    const visible = () => page.locator('.game-card:visible').evaluateAll((els) => els.map((e) => e.dataset.game));
    assert.deepEqual(await visible(), ['avanco']);
    await page.fill('#game-filter', 'breakthrough');
    assert.deepEqual(await visible(), ['avanco']);
    assert.equal(await page.locator('section.family:visible').count(), 1);
    await page.fill('#game-filter', '');
    assert.equal((await visible()).length, games.length);
  });
});

describe('setup', () => {
  it('starts a game with a changed option and a custom computer player', async () => {
    await visit(page, '#/');
    await page.locator('.game-card[data-game="semaforo"]').getByRole('button', { name: 'Play' }).click();
    const dialog = page.locator('dialog.setup');
    await dialog.waitFor();
    await dialog.locator('#opt-board').fill('3x3');
    await dialog.locator('#player-1').selectOption('custom');
    await dialog.locator('#player-1-spec').fill('random');
    // A bad option is refused with the server's reason and the dialog stays open.
    await dialog.locator('#opt-supply').fill('many');
    await dialog.getByRole('button', { name: 'Start the game' }).click();
    await dialog.locator('.form-error:not([hidden])').waitFor();
    assert.ok((await dialog.locator('.form-error').innerText()).length > 5);
    await dialog.locator('#opt-supply').fill('8');
    await dialog.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/\d+$/);
    const id = page.url().match(/#\/game\/(\d+)$/)[1];
    const state = await server.api('GET', `/api/sessions/${id}`);
    assert.match(state.options, /board=3x3/);
    assert.deepEqual(state.players, ['human', 'random']);
    await page.locator('svg.board .cell').first().waitFor();
    assert.equal(await page.locator('svg.board .cell').count(), 9);
    await server.api('DELETE', `/api/sessions/${id}`);
    assert.deepEqual(page.errors, []);
  });
});

describe('Avanço against the computer', () => {
  it('starts from the setup dialog with a computer as second player', async () => {
    await visit(page, '#/');
    const card = page.locator('.game-card[data-game="avanco"]');
    await card.getByRole('button', { name: 'Play' }).click();
    const dialog = page.locator('dialog.setup');
    await dialog.waitFor();
    const easy = levels.find((l) => l.id === 'easy');
    await dialog.locator('#player-1').selectOption(easy.spec);
    // the chooser says what the level is for this game (the game entry's description)
    const entry = await server.api('GET', '/api/games/avanco');
    const about = entry.levels.find((l) => l.id === 'easy').about_en;
    assert.ok(about.startsWith('easy — '));
    assert.equal(await dialog.locator('#player-1-about').textContent(), about);
    await page.screenshot({ path: screenshotPath('setup-dialog') });
    await dialog.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/\d+$/);
    sid = page.url().match(/#\/game\/(\d+)$/)[1];
    const state = await server.api('GET', `/api/sessions/${sid}`);
    assert.equal(state.game, 'avanco');
    assert.deepEqual(state.players, ['human', easy.spec]);
    await page.locator('svg.board .cell').first().waitFor();
    assert.equal(await page.locator('svg.board .cell').count(), state.view.cells.length);
  });

  it('plays a move by clicking its two cells; the computer answers', async () => {
    const state = await server.api('GET', `/api/sessions/${sid}`);
    const move = state.legal.find((a) => a.cells.length === 2);
    await cell(move.cells[0]).click();
    // The destinations of the clicked piece are highlighted, and only those.
    const expected = state.legal.filter((a) => a.cells[0] === move.cells[0]).map((a) => a.cells[1]).sort();
    const shown = await page.locator('svg.board .cell.target').evaluateAll((els) => els.map((e) => e.dataset.label));
    assert.deepEqual(shown.sort(), expected);
    // Escape drops the selection; a second click on the piece selects it again.
    await page.keyboard.press('Escape');
    await page.locator('svg.board .cell.target').first().waitFor({ state: 'detached' });
    await cell(move.cells[0]).click();
    await cell(move.cells[1]).click();
    await page.locator('table.moves tbody td', { hasText: move.text }).waitFor();
    const answered = await server.settled(sid);
    assert.equal(answered.moves.length, 2, 'the computer played one move');
    await page.locator('table.moves tbody td', { hasText: answered.moves[1].text }).waitFor();
    await page.locator('.to-move').waitFor();
    assert.deepEqual(await moveTexts(), [move.text, answered.moves[1].text]);
    await page.screenshot({ path: screenshotPath('avanco-after-computer') });
  });

  it('a click on a cell that starts no move selects nothing', async () => {
    const state = await server.api('GET', `/api/sessions/${sid}`);
    const starts = new Set(state.legal.map((a) => a.cells[0]));
    const idle = state.view.cells.find((c) => !starts.has(c.label) && !c.pieces.length);
    await cell(idle.label).click();
    assert.equal(await page.locator('svg.board .cell.target').count(), 0);
    assert.equal((await server.api('GET', `/api/sessions/${sid}`)).moves.length, 2);
  });

  it('is still there after a reload', async () => {
    await page.reload();
    await page.locator('table.moves tbody td').first().waitFor();
    assert.equal((await moveTexts()).length, 2);
  });

  it('is still there after the server restarts', async () => {
    const before = await server.api('GET', `/api/sessions/${sid}`);
    await server.stop();
    await server.start();
    await visit(page, `#/game/${sid}`);
    await page.locator('table.moves tbody td').first().waitFor();
    assert.deepEqual(await moveTexts(), before.moves.map((m) => m.text));
    const after = await server.api('GET', `/api/sessions/${sid}`);
    assert.equal(after.position, before.position);
  });

  it('takes a typed move in the sources\' notation, and refuses a bad one with its reason', async () => {
    const state = await server.api('GET', `/api/sessions/${sid}`);
    await page.fill('#move-input', 'z9-z10');
    await page.click('.move-form button[type=submit]');
    await page.locator('#move-error:not(:empty)').waitFor();
    assert.ok((await page.locator('#move-error').innerText()).length > 5);
    assert.equal((await server.api('GET', `/api/sessions/${sid}`)).position, state.position, 'nothing changed');
    const move = state.legal[state.legal.length - 1];
    await page.fill('#move-input', move.text);
    await page.click('.move-form button[type=submit]');
    await page.locator('table.moves tbody td', { hasText: move.text }).waitFor();
    const answered = await server.settled(sid);
    assert.equal(answered.moves.length, 4);
    await page.locator('table.moves tbody td', { hasText: answered.moves[3].text }).waitFor();
  });

  it('undo takes back the computer\'s answer and the move before it', async () => {
    await page.locator('.to-move').waitFor();
    await page.click('#undo');
    await page.waitForFunction(() => document.querySelectorAll('table.moves tbody td:not(.num)').length === 2);
    assert.equal((await server.api('GET', `/api/sessions/${sid}`)).moves.length, 2);
    assert.deepEqual(page.errors, []);
  });

  it('"New game" opens the setup of the same game', async () => {
    await page.getByRole('link', { name: 'New game' }).click();
    const dialog = page.locator('dialog.setup');
    await dialog.waitFor();
    assert.equal(await dialog.locator('h2').innerText(), games.find((g) => g.id === 'avanco').name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The address changes after the dialog closes: wait for it rather than read it at once.
    await page.waitForURL((url) => url.hash === '#/');
  });
});

describe('languages', () => {
  it('switches to Portuguese and back, and remembers the choice', async () => {
    await visit(page, '#/');
    await page.locator('.game-card').first().waitFor();
    await page.click('#lang-switch button[data-lang="pt"]');
    await page.locator('h1', { hasText: 'Jogos' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'pt');
    const pt = (await server.api('GET', '/api/games?lang=pt')).games.find((g) => g.id === 'avanco');
    const card = page.locator('.game-card[data-game="avanco"]');
    assert.equal((await card.locator('.summary').innerText()).trim(), pt.summary);
    assert.ok((await card.locator('.other-name').innerText()).includes(pt.name_en));
    await page.locator('#stored-title', { hasText: 'Partidas guardadas' }).waitFor();
    await page.screenshot({ path: screenshotPath('catalogue-pt'), fullPage: true });

    await page.reload();
    await page.locator('h1', { hasText: 'Jogos' }).waitFor();
    await visit(page, `#/game/${sid}`);
    await page.locator('#undo', { hasText: 'Desfazer' }).waitFor();
    // A change answers the new state in the page's language too.
    const undo = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/undo?lang=pt'));
    await page.click('#undo');
    await undo;
    const ptNames = (await server.api('GET', '/api/games?lang=pt')).games.find((g) => g.id === 'avanco').players;
    // The book's plural names take the plural verb and the article: "Jogam as Brancas".
    const plural = /^\p{Lu}\p{Ll}+s$/u.test(ptNames[0]);
    const article = ptNames[0].endsWith('as') ? 'as' : 'os';
    await page.locator('.to-move', { hasText: plural ? `Jogam ${article} ${ptNames[0]}` : `Joga o ${ptNames[0]}` }).waitFor();
    await page.locator('.crumbs a', { hasText: 'Regras' }).click();
    await page.locator('.rules h1').waitFor();
    const rulesPt = await page.locator('.rules-text').innerText();
    const apiPt = await server.api('GET', '/api/games/avanco/rules?lang=pt');
    assert.ok(rulesPt.replace(/\s+/g, ' ').includes(apiPt.rules.split('\n')[0].trim()));

    await page.click('#lang-switch button[data-lang="en"]');
    await page.locator('.rules h1', { hasText: 'Rules of' }).waitFor();
    const rulesEn = await page.locator('.rules-text').innerText();
    assert.notEqual(rulesEn, rulesPt);
    await visit(page, '#/');
    await page.locator('h1', { hasText: 'Games' }).waitFor();
    assert.deepEqual(page.errors, []);
  });
});

describe('stored games', () => {
  it('lists the games newest first, resumes one and deletes one', async () => {
    const other = await server.api('POST', '/api/sessions', { game: 'semaforo' });
    await visit(page, '#/');
    const rows = page.locator('.session');
    await rows.first().waitFor();
    assert.equal(await rows.first().getAttribute('data-sid'), String(other.id));
    await page.locator(`.session[data-sid="${sid}"] a.button`).click();
    await page.waitForURL(new RegExp(`#/game/${sid}$`));
    await page.goBack();
    await page.locator(`.session[data-sid="${other.id}"]`).waitFor();
    page.once('dialog', (d) => d.accept());
    await page.locator(`.session[data-sid="${other.id}"] button.danger`).click();
    await page.locator(`.session[data-sid="${other.id}"]`).waitFor({ state: 'detached' });
    const { sessions } = await server.api('GET', '/api/sessions');
    assert.deepEqual(sessions.map((s) => s.id), [Number(sid)]);
    assert.deepEqual(page.errors, []);
  });
});

describe('computer against computer', () => {
  it('the page follows the game move by move without a reload', async () => {
    // Players that think 2 s a move: the easy level plays a whole Avanço game in under two
    // seconds, and even 400 ms a move ended games before a loaded machine drew the page.
    const timed = 'mcts:time=2s';
    const state = await server.api('POST', '/api/sessions', { game: 'avanco', players: [timed, timed] });
    await visit(page, `#/game/${state.id}`);
    await page.waitForFunction(() => [...document.querySelectorAll('table.moves tbody td:not(.num)')]
      .filter((td) => td.textContent).length >= 4, null, { timeout: 30000 });
    // Dozens of moves at 2 s cannot end this early, so a computer is thinking, and the page says so.
    await page.locator('.thinking .spinner').waitFor();
    await page.screenshot({ path: screenshotPath('avanco-computer-thinking') });
    await server.api('DELETE', `/api/sessions/${state.id}`);
    assert.deepEqual(page.errors, []);
  });
});
