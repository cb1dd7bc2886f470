// The rules of one game as the program implements them, in the chosen language, laid out as
// a page to read or print.
import { api, gameInfo } from './api.js';
import { clear, h } from './dom.js';
import { t } from './i18n.js';

export async function mount(main, { id }) {
  const [rules, game] = await Promise.all([api.rules(id), gameInfo(id)]);
  const name = rules.name || (game && game.name) || id;
  document.title = `${t('rulesOf', { name })} — tabula`;
  clear(main,
    h('p', { class: 'rules-back' }, h('a', { href: '#/' }, t('back'))),
    h('article', { class: 'rules' },
      h('h1', {}, t('rulesOf', { name })),
      h('div', { class: 'rules-actions' },
        h('button', { type: 'button', class: 'secondary small', id: 'print-rules', onclick: () => window.print() }, t('printRules'))),
      game && game.summary ? h('p', { class: 'lead' }, game.summary) : null,
      h('div', { class: 'rules-text' }, rulesBlocks(rules.rules || ''))));
}

// "Nim (combinatorial.md §4.3; livro e tese)." → "Nim (livro e tese).": the spec's file
// names are for the program's authors, not for readers.
export function withoutSpecRefs(text) {
  return text.replace(/[\w/-]+\.md(\s*§\s*[\d.]+\w*)?(;\s*|,\s*)?/g, '').replace(/\(\s*\)/g, '').replace(/ +([.,;)])/g, '$1');
}

// Plain text rules, wrapped by hand at about 90 columns, as structure: blank lines separate
// paragraphs; a line that starts like a list item ("- ", "2. ", "a) ") is an item of a list;
// a line that starts with a short heading and a colon ("Fim:", "Notação do livro:") starts
// a paragraph with that heading in bold; a capital after a line that ends a sentence starts
// a new paragraph; the other line breaks are only wrapping.
export function rulesBlocks(text) {
  const item = /^\s*([-*•]|\d+[.)]|[a-z][)])\s+/;
  const heading = /^\s*(\p{Lu}[\p{L}\p{N} '’/-]{0,40}?):\s+/u;
  const blocks = [];
  for (const para of withoutSpecRefs(text).split(/\n\s*\n/)) {
    let list = null;
    let current = null;
    const flush = () => { current = null; };
    for (const raw of para.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (item.test(line)) {
        if (!list) {
          list = { kind: /^\s*\d/.test(line) ? 'ol' : 'ul', items: [] };
          blocks.push(list);
        }
        current = { kind: 'li', text: line.replace(item, '') };
        list.items.push(current);
        continue;
      }
      const starts = !current || heading.test(line) ||
        (/[.:!?]$/.test(current.text) && /^\p{Lu}/u.test(line) && current.kind !== 'li');
      if (current && !starts) {
        current.text += ' ' + line;
        continue;
      }
      if (current && current.kind === 'li' && !heading.test(line) && !/[.:!?]$/.test(current.text)) {
        current.text += ' ' + line;
        continue;
      }
      list = null;
      flush();
      current = { kind: 'p', text: line };
      blocks.push(current);
    }
  }
  return blocks.map((b) => {
    if (b.kind === 'p') {
      const m = b.text.match(heading);
      return m ? h('p', {}, h('strong', {}, m[1] + ':'), ' ', b.text.slice(m[0].length)) : h('p', {}, b.text);
    }
    return h(b.kind, {}, b.items.map((i) => h('li', {}, i.text)));
  });
}

