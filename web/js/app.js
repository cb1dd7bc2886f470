// The page shell: language switch and a hash router (#/, #/game/ID, #/rules/GAME) so that a
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
  return [cataloguePage, {}];
}

async function render() {
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
  try {
    cleanup = (await page.mount(main, params)) || null;
  } catch (e) {
    clear(main, h('div', { class: 'error-box', role: 'alert' },
      h('h2', {}, t('error')), h('p', {}, e.status === 0 ? t('serverDown') : e.message),
      h('p', {}, h('a', { href: '#/' }, t('back')))));
  }
}

for (const b of document.querySelectorAll('#lang-switch button'))
  b.addEventListener('click', () => {
    setLang(b.dataset.lang);
    render();
  });
window.addEventListener('hashchange', render);
render();
