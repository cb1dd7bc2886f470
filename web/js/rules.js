// The rules of one game as the program implements them, in the chosen language.
import { api, gameInfo } from './api.js';
import { clear, h } from './dom.js';
import { t } from './i18n.js';

export async function mount(main, { id }) {
  const [rules, game] = await Promise.all([api.rules(id), gameInfo(id)]);
  const name = rules.name || (game && game.name) || id;
  clear(main,
    h('p', {}, h('a', { href: '#/' }, t('back'))),
    h('article', { class: 'rules' },
      h('h1', {}, t('rulesOf', { name })),
      game && game.summary ? h('p', { class: 'lead' }, game.summary) : null,
      h('div', { class: 'rules-text' }, rulesParagraphs(rules.rules || ''))));
}

// Plain text rules: blank lines separate paragraphs, other line breaks are kept.
export function rulesParagraphs(text) {
  return text.split(/\n\s*\n/).map((para) => h('p', {}, para.trim()));
}
