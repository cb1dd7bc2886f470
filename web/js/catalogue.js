// The catalogue: every game grouped by family with both names and a summary, a dialog to
// choose options and players and start, and the stored games to resume or delete.
import { api, catalogue } from './api.js';
import { renderBoard } from './board.js';
import { clear, formatDate, h, toast } from './dom.js';
import { getLang, hasString, t, tPlayer } from './i18n.js';

// The family's name: the page's own string where it has one, else the name the server sends
// with each game (family_name, in the request's language), else the id.
export function familyName(family, fromServer) {
  const key = 'family_' + family;
  return hasString(key) ? t(key) : fromServer || family;
}

// A player spec in words: "Human", "Computer, medium", or the spec itself.
export function describePlayer(spec, levels) {
  if (!spec || spec === 'human') return t('human');
  const level = levels.find((l) => l.spec === spec || l.id === spec);
  if (level && hasString('level_' + level.id)) return t('level_' + level.id);
  if (level) return `${t('computer')}, ${level.id}`;
  return `${t('computer')} (${spec})`;
}

function otherName(game) {
  const other = getLang() === 'pt' ? game.name_en : game.name_pt;
  return other && other !== game.name ? other : null;
}

// "random · mcts:time=1s · ab:time=1s": the kinds of computer player a custom spec may
// name, each with its first parameter as an example.
function kindsHelp(kinds) {
  return kinds.map((k) => (k.params && k.params.length ? `${k.kind}:${k.params[0].name}=${k.params[0].default}` : k.kind))
    .join(' · ');
}

// What a level's player is for this game ("easy — alpha-beta search, 0.2 s a move"), from
// the game's entry, in the page's language.
function levelAbout(game, id) {
  const level = (game.levels || []).find((l) => l.id === id);
  if (!level) return '';
  return (getLang() === 'pt' ? level.about_pt : level.about_en) || level.about || '';
}

function playerRow(name, index, levels, initial, kinds, game) {
  const id = `player-${index}`;
  const custom = h('input', {
    type: 'text',
    id: `${id}-spec`,
    class: 'spec',
    placeholder: 'mcts:time=2s',
    'aria-label': `${name}: ${t('customSpec')}`,
    title: t('customHelp'),
    'aria-describedby': `${id}-kinds`,
  });
  const help = h('small', { id: `${id}-kinds`, class: 'help spec-help' }, kindsHelp(kinds));
  const select = h('select', { id, name: id },
    h('option', { value: 'human' }, t('human')),
    levels.map((l) => h('option', { value: l.spec, title: levelAbout(game, l.id) },
      hasString('level_' + l.id) ? t('level_' + l.id) : l.id)),
    h('option', { value: 'custom' }, t('custom')));
  select.value = initial;
  const about = h('small', { id: `${id}-about`, class: 'help level-about' });
  select.setAttribute('aria-describedby', about.id);
  const sync = () => {
    custom.hidden = help.hidden = select.value !== 'custom';
    const level = levels.find((l) => l.spec === select.value);
    about.textContent = level ? levelAbout(game, level.id) : '';
    about.hidden = !about.textContent;
  };
  select.addEventListener('change', () => {
    sync();
    if (!custom.hidden) custom.focus();
  });
  sync();
  return {
    node: h('div', { class: 'field player-field' }, h('label', { for: id }, name), select, about, custom, help),
    spec: () => (select.value === 'custom' ? custom.value.trim() || 'medium' : select.value),
  };
}

// The dialog that starts a game: its options (defaults filled in) and one chooser per player.
function openSetup(game, levels, kinds) {
  const optionFields = (game.options || []).map((o) => {
    const id = `opt-${o.name}`;
    // Options a variant fixes (chess/losing's rules) are shown but cannot be changed.
    const input = h('input', {
      type: 'text', id, name: o.name, value: o.default ?? '', 'aria-describedby': `${id}-help`, disabled: !!o.fixed,
    });
    return {
      def: o,
      input,
      node: h('div', { class: 'field' }, h('label', { for: id }, o.name), input,
        h('small', { id: `${id}-help`, class: 'help' }, o.help || '')),
    };
  });
  const medium = levels.find((l) => l.id === 'medium') || levels[0];
  const players = (game.players || ['1', '2']).map((name, i) =>
    playerRow(name, i, levels, i === 1 && medium ? medium.spec : 'human', kinds, game));
  const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const dialog = h('dialog', { class: 'setup', 'aria-labelledby': 'setup-title' });
  const close = () => {
    dialog.close();
    dialog.remove();
  };
  // Closing the dialog of #/new/GAME leaves the plain catalogue (a reload should not reopen it).
  dialog.addEventListener('close', () => {
    if (location.hash.startsWith('#/new/')) history.replaceState(null, '', '#/');
  });
  const form = h('form', { method: 'dialog' },
    h('h2', { id: 'setup-title' }, game.name),
    optionFields.length ? h('fieldset', {}, h('legend', {}, t('options')), optionFields.map((f) => f.node)) : null,
    h('fieldset', {}, h('legend', {}, t('players')), players.map((p) => p.node)),
    error,
    h('div', { class: 'actions' },
      h('button', { type: 'button', class: 'secondary', onclick: close }, t('cancel')),
      h('button', { type: 'submit', class: 'primary' }, t('start'))));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const options = optionFields
      .filter((f) => f.input.value.trim() !== '' && f.input.value.trim() !== (f.def.default ?? ''))
      .map((f) => `${f.def.name}=${f.input.value.trim()}`)
      .join(',');
    try {
      const state = await api.create({ game: game.id, options, players: players.map((p) => p.spec()) });
      close();
      location.hash = `#/game/${state.id}`;
    } catch (err) {
      error.textContent = err.message;
      error.hidden = false;
    }
  });
  dialog.appendChild(form);
  dialog.addEventListener('close', () => dialog.remove());
  document.body.appendChild(dialog);
  dialog.showModal();
}

// Each card shows its game's start position, drawn when the card comes into sight.
const pictures = new Map();
let pictureObserver = null;

function drawPicture(box) {
  const id = box.dataset.game;
  if (!pictures.has(id)) pictures.set(id, api.view({ game: id }).then((a) => a.view).catch(() => null));
  pictures.get(id).then((view) => {
    if (!view) return;
    const svg = renderBoard(view, {});
    svg.setAttribute('aria-hidden', 'true');
    box.replaceChildren(svg);
  });
}

function picture(game) {
  const box = h('a', { class: 'card-picture', href: `#/new/${game.id}`, tabindex: '-1', 'aria-hidden': 'true', dataset: { game: game.id } });
  if (!pictureObserver && 'IntersectionObserver' in window)
    pictureObserver = new IntersectionObserver((entries) => {
      for (const e of entries)
        if (e.isIntersecting) {
          pictureObserver.unobserve(e.target);
          drawPicture(e.target);
        }
    }, { rootMargin: '200px' });
  if (pictureObserver) pictureObserver.observe(box);
  else drawPicture(box);
  return box;
}

function gameCard(game, levels, kinds) {
  const other = otherName(game);
  return h('article', { class: 'game-card', dataset: { game: game.id } },
    picture(game),
    h('h3', {}, game.name, other ? h('span', { class: 'other-name', lang: getLang() === 'pt' ? 'en' : 'pt' }, other) : null),
    h('p', { class: 'summary' }, game.summary || ''),
    h('div', { class: 'card-actions' },
      h('button', { type: 'button', class: 'primary', onclick: () => openSetup(game, levels, kinds) }, t('play')),
      h('a', { class: 'button secondary', href: `#/rules/${game.id}` }, t('rules'))));
}

function sessionRow(s, games, levels, refresh) {
  const game = games.find((g) => g.id === s.game);
  const names = s.player_names || (game && game.players) || [];
  const winners = (s.result || []).map((r, i) => (r > 0 ? names[i] : null)).filter(Boolean);
  let status = tPlayer('toMove', names[s.to_move] || '');
  if (s.finished) status = winners.length === 1 ? tPlayer('winner', winners[0]) : winners.length ? t('winner', { name: winners.join(' + ') }) : s.result ? t('draw') : t('finished');
  const del = async () => {
    if (!confirm(t('confirmDelete'))) return;
    try {
      await api.remove(s.id);
      refresh();
    } catch (e) {
      toast(e.message, 'error');
    }
  };
  return h('li', { class: 'session', dataset: { sid: s.id } },
    h('a', { class: 'session-link', href: `#/game/${s.id}` },
      h('strong', {}, game ? game.name : s.name || s.game), h('span', { class: 'muted' }, ` #${s.id}`)),
    h('span', { class: 'session-players' },
      (s.players || []).map((p, i) => `${names[i] || i + 1}: ${describePlayer(p, levels)}`).join(' – ')),
    h('span', { class: 'badge ' + (s.finished ? 'done' : 'live') }, status),
    h('span', { class: 'muted' }, formatDate(s.updated || s.created)),
    h('span', { class: 'session-actions' },
      h('a', { class: 'button small', href: `#/game/${s.id}` }, t('resume')),
      h('button', {
        type: 'button', class: 'small danger', onclick: del, 'aria-label': `${t('delete')}: ${game ? game.name : s.game} #${s.id}`,
      }, t('delete'))));
}

export async function mount(main, { setup } = {}) {
  const [games, playersInfo] = await Promise.all([catalogue(), api.players()]);
  document.title = `tabula — ${t('catalogue')}`;
  const levels = playersInfo.levels || [];
  const kinds = (playersInfo.players || []).filter((k) => k.kind !== 'human' && k.kind !== 'uci');
  const families = [];
  for (const g of games) if (!families.includes(g.family)) families.push(g.family);
  // Stored games come first, so a returning player finds them at once; a first visit
  // starts with the catalogue.
  const sessionsBox = h('div', { class: 'sessions' });
  const stored = h('section', { class: 'stored', 'aria-labelledby': 'stored-title', hidden: true },
    h('h2', { id: 'stored-title' }, t('storedGames')), sessionsBox);
  const refresh = async () => {
    try {
      const { sessions } = await api.sessions();
      stored.hidden = !sessions.length;
      clear(sessionsBox, h('ul', { class: 'session-list' }, sessions.map((s) => sessionRow(s, games, levels, refresh))));
    } catch (e) {
      stored.hidden = false;
      clear(sessionsBox, h('p', { class: 'form-error' }, e.message));
    }
  };
  const sections = families.map((f) => h('section', { class: 'family', dataset: { family: f } },
    h('h2', {}, familyName(f, (games.find((g) => g.family === f) || {}).family_name)),
    h('div', { class: 'card-grid' }, games.filter((g) => g.family === f).map((g) => gameCard(g, levels, kinds)))));
  // Filters the cards by either name, the id or the summary, hiding emptied families.
  const filter = h('input', { type: 'search', id: 'game-filter', placeholder: t('findGame'), 'aria-label': t('findGame') });
  filter.addEventListener('input', () => {
    const words = filter.value.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/\s+/).filter(Boolean);
    for (const section of sections) {
      let shown = 0;
      for (const card of section.querySelectorAll('.game-card')) {
        const g = games.find((x) => x.id === card.dataset.game);
        const text = [g.id, g.name_pt, g.name_en, g.summary].join(' ').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
        card.hidden = !words.every((w) => text.includes(w));
        shown += !card.hidden;
      }
      section.hidden = !shown;
    }
  });
  // A record file (PGN, PDN, SGF or tabula's own) opens as a new game.
  const recordFile = h('input', { type: 'file', id: 'import-record', accept: '.pgn,.pdn,.sgf,.txt', hidden: true });
  recordFile.addEventListener('change', async () => {
    const file = recordFile.files && recordFile.files[0];
    recordFile.value = '';
    if (!file) return;
    try {
      if (file.size > 60000) throw new Error(t('recordTooLarge')); // the server takes 64 KiB bodies
      const state = await api.importRecord(await file.text());
      location.hash = `#/game/${state.id}`;
    } catch (e) {
      toast(e.message, 'error');
    }
  });
  const openRecord = h('button', { type: 'button', class: 'secondary nowrap', id: 'open-record', title: t('openRecordTitle'), onclick: () => recordFile.click() }, t('openRecord'));
  clear(main,
    stored,
    h('div', { class: 'catalogue-head' }, h('h1', {}, t('catalogue')), openRecord, recordFile, filter),
    sections);
  await refresh();
  const chosen = setup && games.find((g) => g.id === setup);
  // Opened once the page is on screen (a modal dialog needs its document).
  if (chosen) setTimeout(() => openSetup(chosen, levels, kinds));
}
