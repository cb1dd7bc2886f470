// The page shell: language switch and a hash router (#/, #/game/ID, #/rules/GAME, #/new/GAME
// for the catalogue with that game's setup dialog open) so that a
// reload or a bookmark lands on the same page without any server-side routes.
import { getLang, setLang, t } from './i18n.js';
import { clear, h } from './dom.js';
import * as cataloguePage from './catalogue.js';
import * as gamePage from './game.js';
import * as rulesPage from './rules.js';

const main = document.getElementById('main');
let cleanup = null;

function route() {
  const hash = decodeURIComponent(location.hash.replace(/^#\/?/, ''));
  const parts = hash.split('/').filter(Boolean);
  if (parts[0] === 'game' && parts[1]) return [gamePage, { sid: parts[1] }];
  if (parts[0] === 'rules' && parts[1]) return [rulesPage, { id: parts.slice(1).join('/') }];
  if (parts[0] === 'new' && parts[1]) return [cataloguePage, { setup: parts.slice(1).join('/') }];
  return [cataloguePage, {}];
}

// Each page is built in a container of its own and shown only if no later navigation has
// started meanwhile (a slow page must not replace the one the user went to next).
let current = 0;

async function render() {
  const token = ++current;
  if (cleanup) cleanup();
  cleanup = null;
  document.documentElement.lang = getLang();
  document.getElementById('tagline').textContent = t('tagline');
  document.querySelector('.skip').textContent = t('skip');
  for (const b of document.querySelectorAll('#lang-switch button'))
    b.setAttribute('aria-pressed', String(b.dataset.lang === getLang()));
  document.getElementById('lang-switch').setAttribute('aria-label', t('language'));
  const [page, params] = route();
  clear(main, h('p', { class: 'loading' }, t('loading')));
  const view = h('div', { class: 'page' });
  let done = null;
  try {
    done = (await page.mount(view, params)) || null;
  } catch (e) {
    clear(view, h('div', { class: 'error-box', role: 'alert' },
      h('h2', {}, t('error')), h('p', {}, e.status === 0 ? t('serverDown') : e.message),
      h('p', {}, h('a', { href: '#/' }, t('back')))));
  }
  if (token !== current) {
    if (done) done();
    return;
  }
  cleanup = done;
  clear(main, view);
}

for (const b of document.querySelectorAll('#lang-switch button'))
  b.addEventListener('click', () => {
    setLang(b.dataset.lang);
    render();
  });
window.addEventListener('hashchange', render);
render();
