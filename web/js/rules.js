// The rules of one game as the program implements them, in the chosen language.
import { api, gameInfo } from './api.js';
import { clear, h } from './dom.js';
import { t } from './i18n.js';

export async function mount(main, { id }) {
  const [rules, game] = await Promise.all([api.rules(id), gameInfo(id)]);
  const name = rules.name || (game && game.name) || id;
  document.title = `${t('rulesOf', { name })} — tabula`;
  clear(main,
    h('p', {}, h('a', { href: '#/' }, t('back'))),
    h('article', { class: 'rules' },
      h('h1', {}, t('rulesOf', { name })),
      game && game.summary ? h('p', { class: 'lead' }, game.summary) : null,
      h('div', { class: 'rules-text' }, rulesParagraphs(rules.rules || ''))));
}

// Plain text rules are wrapped by hand at about 90 columns: blank lines separate paragraphs;
// a line that starts like a list item ("- ", "2. ", "a) "), or a capital after a line that
// ends a sentence, starts a new line; the other line breaks are only wrapping, so the
// browser wraps the text to the page instead.
export function rulesParagraphs(text) {
  const item = /^\s*([-*•]|\d+[.)]|[a-z][)])\s/;
  const newSentence = (prev, line) => /[.:!?]$/.test(prev.trim()) && /^\s*\p{Lu}/u.test(line);
  return text.split(/\n\s*\n/).map((para) => {
    const lines = para.trim().split('\n');
    const out = [];
    for (const line of lines) {
      const prev = out[out.length - 1];
      if (prev !== undefined && !item.test(line) && !newSentence(prev, line)) out[out.length - 1] += ' ' + line.trim();
      else out.push(line.trim());
    }
    return h('p', {}, out.join('\n'));
  });
}
