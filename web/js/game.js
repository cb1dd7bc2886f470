// The game page: the board, moves by clicking or typing, the move list, undo, the result,
// the computer's "thinking" while the server plays, and the analysis panel.
import { api, gameInfo } from './api.js';
import { labelsInTexts, pieceIcon, renderBoard } from './board.js';
import { describePlayer } from './catalogue.js';
import { clear, h, toast } from './dom.js';
import { getLang, t } from './i18n.js';

const POLL_MS = 400;
const HINTS_KEY = 'tabula.hints';

// The legal actions whose clicked cells begin with prefix.
export function matching(legal, prefix) {
  return legal.filter((a) => {
    const cells = a.cells || [];
    return cells.length >= prefix.length && prefix.every((c, i) => cells[i] === c);
  });
}

/*
 * What a click on label does, given the cells clicked so far: "play" one action, "choose"
 * among several, "extend" the selection (and which cells may come next), or "reset".
 */
export function resolveClick(legal, prefix, label) {
  let path = [...prefix, label];
  let candidates = matching(legal, path);
  // A second click on the selected cell puts the piece down again.
  if (!candidates.length && prefix[prefix.length - 1] === label) return { kind: 'reset' };
  if (!candidates.length && prefix.length) {
    // A click elsewhere starts over from that cell, as people expect.
    path = [label];
    candidates = matching(legal, path);
  }
  if (!candidates.length) return { kind: 'reset' };
  const complete = candidates.filter((a) => a.cells.length === path.length);
  if (complete.length === candidates.length) {
    if (complete.length === 1) return { kind: 'play', action: complete[0] };
    return { kind: 'choose', actions: complete };
  }
  if (complete.length) return { kind: 'choose', actions: candidates };
  return {
    kind: 'extend',
    path,
    next: new Set(candidates.map((a) => a.cells[path.length])),
  };
}

// Consecutive actions of one player in one turn make one entry; rows hold one entry per
// player in order, like a score sheet.
export function scoreSheet(moves, numPlayers) {
  const entries = [];
  for (const m of moves) {
    const last = entries[entries.length - 1];
    if (last && last.turn === m.turn && last.player === m.player) last.texts.push(m.text);
    else entries.push({ turn: m.turn, player: m.player, texts: [m.text] });
  }
  const rows = [];
  for (const e of entries) {
    let row = rows[rows.length - 1];
    if (!row || row.cols[e.player] || (numPlayers > 1 && e.player === 0) || row.cols.slice(e.player + 1).some(Boolean)) {
      row = { cols: new Array(Math.max(numPlayers, e.player + 1)).fill(null) };
      rows.push(row);
    }
    row.cols[e.player] = e.texts.join(' ');
  }
  return rows;
}

function resultLine(outcome, names) {
  const result = outcome.result || [];
  const winners = result.map((r, i) => (r > 0 ? i : -1)).filter((i) => i >= 0);
  if (winners.length === 1) return t('winner', { name: names[winners[0]] || `${winners[0] + 1}` });
  if (winners.length === 0 && result.every((r) => r === 0)) return t('draw');
  if (winners.length > 1) return t('winner', { name: winners.map((i) => names[i]).join(' + ') });
  return t('gameOver');
}

export async function mount(main, { sid }) {
  const page = {
    sid,
    state: null,
    game: null,
    levels: [],
    path: [], // cells clicked so far
    next: new Set(), // cells that continue the clicked path
    chooser: null, // actions to choose among
    best: new Set(), // cells of the best moves found by the analysis
    bestMoves: [], // the cells of each best move, for the arrows
    analysis: null,
    analysing: false,
    table: null,
    tableSize: [8, 8],
    moveError: '',
    positionOpen: false,
    flipped: null,
    hints: localStorage.getItem(HINTS_KEY) !== 'off',
    timer: 0,
    alive: true,
  };
  let state;
  try {
    state = await api.session(sid);
  } catch (e) {
    if (e.status === 404) throw new Error(t('notFound'));
    throw e;
  }
  const [game, playersInfo] = await Promise.all([gameInfo(state.game), api.players().catch(() => ({ levels: [] }))]);
  page.game = game || { id: state.game, name: state.game, players: [], analysis: {} };
  page.levels = playersInfo.levels || [];
  document.title = `${page.game.name} — tabula`;
  // A lone human playing second sees the board from their side.
  const humans = state.players.map((p, i) => (p === 'human' ? i : -1)).filter((i) => i >= 0);
  page.flipped = humans.length === 1 && humans[0] === 1;

  const root = h('div', { class: 'game-page' });
  // Escape drops the cells clicked so far (the chooser handles its own Escape).
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || page.chooser || !page.path.length) return;
    page.path = [];
    page.next = new Set();
    draw(page, root);
  });
  clear(main, root);
  setState(page, state, root);
  return () => {
    page.alive = false;
    clearTimeout(page.timer);
  };
}

function names(page) {
  const list = page.game.players || [];
  return page.state.players.map((_, i) => list[i] || `${i + 1}`);
}

function humanToMove(page) {
  const s = page.state;
  return !s.outcome && !s.thinking && (s.players[s.to_move] || 'human') === 'human';
}

function setState(page, state, root) {
  const previous = page.state;
  page.state = state;
  if (!previous || previous.position !== state.position) {
    page.best = new Set();
    page.bestMoves = [];
    page.analysis = null;
  }
  page.path = [];
  page.next = new Set();
  page.chooser = null;
  draw(page, root);
  clearTimeout(page.timer);
  // Poll while a computer thinks, and (more slowly) while a computer is to move but has not
  // started yet, so computer-against-computer games play on by themselves.
  const computerToMove = !state.outcome && (state.players[state.to_move] || 'human') !== 'human';
  if (state.thinking || computerToMove)
    page.timer = setTimeout(() => poll(page, root), state.thinking ? POLL_MS : POLL_MS * 3);
}

async function poll(page, root) {
  if (!page.alive) return;
  try {
    const state = await api.session(page.sid);
    if (!page.alive) return;
    const old = page.state;
    const same = old && old.position === state.position && old.thinking === state.thinking &&
      (old.moves || []).length === (state.moves || []).length && !!old.outcome === !!state.outcome;
    // Nothing new: wait again without redrawing (the page keeps its scroll and focus).
    if (same) page.timer = setTimeout(() => poll(page, root), state.thinking ? POLL_MS : POLL_MS * 3);
    else setState(page, state, root);
  } catch (e) {
    if (!page.alive) return;
    if (e.status === 404) toast(t('notFound'), 'error');
    else page.timer = setTimeout(() => poll(page, root), POLL_MS * 3);
  }
}

async function act(page, root, request) {
  try {
    const state = await request();
    page.moveError = '';
    setState(page, state, root);
    return true;
  } catch (e) {
    page.moveError = e.message;
    page.path = [];
    page.next = new Set();
    page.chooser = null;
    draw(page, root);
    return false;
  }
}

const play = (page, root, text) => act(page, root, () => api.move(page.sid, text));

function onCell(page, root, label) {
  if (!humanToMove(page)) return;
  const r = resolveClick(page.state.legal || [], page.path, label);
  page.chooser = null;
  if (r.kind === 'play') return play(page, root, r.action.text);
  if (r.kind === 'choose') {
    page.chooser = r.actions;
    page.path = [...r.actions[0].cells.slice(0, -1)];
    page.next = new Set();
  } else if (r.kind === 'extend') {
    page.path = r.path;
    page.next = r.next;
  } else {
    page.path = [];
    page.next = new Set();
  }
  page.moveError = '';
  draw(page, root, label);
}

// The cells of the last turn, read from its move texts when the view marks none itself.
function lastTurnCells(s) {
  const cells = s.view.cells || [];
  const moves = s.moves || [];
  if (!moves.length || cells.some((c) => (c.marks || []).includes('last'))) return new Set();
  const end = moves[moves.length - 1];
  const turn = moves.filter((m) => m.turn === end.turn && m.player === end.player);
  return labelsInTexts(turn.map((m) => m.text), cells.map((c) => c.label));
}

function boardPanel(page, root) {
  const s = page.state;
  const legal = s.legal || [];
  const canMove = humanToMove(page);
  const starts = canMove && page.hints && !page.path.length ? new Set(legal.map((a) => (a.cells || [])[0]).filter(Boolean)) : new Set();
  const svg = renderBoard(s.view, {
    last: lastTurnCells(s),
    flipped: page.flipped,
    selected: page.path,
    targets: canMove && page.hints ? page.next : new Set(),
    starts,
    best: page.best,
    bestMoves: page.bestMoves,
    onCell: canMove ? (label) => onCell(page, root, label) : null,
    labels: { cell: t('cell', { label: '{label}' }), empty: t('empty') },
  });
  if (canMove) svg.classList.add('interactive');
  const panel = h('div', { class: 'board-panel' });
  panel.appendChild(h('div', { class: 'board-wrap' }, svg));
  panel.appendChild(reserves(page));
  const cellless = canMove ? legal.filter((a) => !(a.cells || []).length) : [];
  if (cellless.length)
    panel.appendChild(h('div', { class: 'cellless', role: 'group', 'aria-label': t('otherActions') },
      cellless.map((a) => h('button', { type: 'button', class: 'secondary', onclick: () => play(page, root, a.text) }, a.text))));
  if (page.chooser) panel.appendChild(chooser(page, root));
  return panel;
}

function chooser(page, root) {
  const cancel = () => {
    page.chooser = null;
    page.path = [];
    draw(page, root);
  };
  const box = h('div', { class: 'chooser', role: 'group', 'aria-labelledby': 'chooser-title',
    onkeydown: (e) => { if (e.key === 'Escape') cancel(); } },
  h('h3', { id: 'chooser-title' }, t('chooseAction')),
  h('div', { class: 'chooser-list' }, page.chooser.map((a) =>
    h('button', { type: 'button', class: 'choice', onclick: () => play(page, root, a.text) }, a.text))),
  h('button', { type: 'button', class: 'secondary small', onclick: cancel }, t('cancel')));
  return box;
}

function reserves(page) {
  const list = page.state.view.reserves || [];
  if (!list.length) return h('div', { hidden: true });
  const nm = names(page);
  const groups = new Map();
  for (const r of list) {
    if (!groups.has(r.owner)) groups.set(r.owner, []);
    groups.get(r.owner).push(r);
  }
  return h('div', { class: 'reserves', 'aria-label': t('reserve') },
    [...groups.entries()].map(([owner, items]) => h('div', { class: 'reserve' },
      h('span', { class: 'reserve-owner' }, owner >= 0 ? nm[owner] || `${owner + 1}` : t('commonReserve')),
      items.map((r) => h('span', { class: 'reserve-item', title: `${r.colour} ${r.symbol}` },
        pieceIcon({ kind: r.kind, colour: r.colour, symbol: r.symbol, owner: r.owner }, 26),
        h('span', { class: 'reserve-count' }, `× ${r.count}`))))));
}

function statusBar(page, root) {
  const s = page.state;
  const nm = names(page);
  const parts = [];
  if (s.outcome) {
    parts.push(h('div', { class: 'result-banner', role: 'status' },
      h('strong', {}, resultLine(s.outcome, nm)),
      s.outcome.reason ? h('span', { class: 'reason' }, s.outcome.reason) : null,
      s.outcome.scores ? h('span', { class: 'scores' }, s.outcome.scores.map((x, i) => `${nm[i]} ${x}`).join(' · ')) : null));
  } else if (s.thinking) {
    parts.push(h('div', { class: 'thinking', role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      t('thinking', { name: s.to_move_name || nm[s.to_move] })));
  } else {
    parts.push(h('div', { class: 'to-move', role: 'status' },
      h('span', { class: 'turn-dot', 'aria-hidden': 'true' }),
      t('toMove', { name: s.to_move_name || nm[s.to_move] }),
      s.mid_turn ? h('span', { class: 'mid-turn' }, ' — ', t('midTurn')) : null));
    if (!humanToMove(page))
      parts.push(h('button', { type: 'button', class: 'secondary small', onclick: () => act(page, root, () => api.computer(page.sid)) },
        t('computerMove')));
  }
  // Why the last computer move failed, if it did (the server clears it at the next change).
  if (s.error) parts.push(h('p', { class: 'form-error computer-error', role: 'alert' }, s.error));
  const line = s.view && s.view.status;
  // The game's own status line, unless it only repeats whose turn it is.
  const words = (text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const turn = t('toMove', { name: s.to_move_name || nm[s.to_move] });
  const said = new Set(words(parts.map((p) => p.textContent).join(' ') + ' ' + turn));
  if (line && !words(line).every((w) => said.has(w))) parts.push(h('div', { class: 'view-status muted' }, line));
  return h('div', { class: 'status-bar' }, parts);
}

function moveForm(page, root) {
  const s = page.state;
  const example = (s.legal && s.legal[0] && s.legal[0].text) || '';
  const input = h('input', { type: 'text', id: 'move-input', name: 'move', autocomplete: 'off', spellcheck: 'false',
    placeholder: example, 'aria-describedby': 'move-help move-error', disabled: !humanToMove(page) });
  const form = h('form', { class: 'move-form' },
    h('label', { for: 'move-input' }, t('typeMove')),
    h('div', { class: 'inline' }, input, h('button', { type: 'submit', class: 'primary', disabled: !humanToMove(page) }, t('submitMove'))),
    h('small', { id: 'move-help', class: 'help' }, example ? t('typeMoveHelp', { example }) : ''),
    h('p', { id: 'move-error', class: 'form-error', role: 'alert' }, page.moveError));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (await play(page, root, text)) document.getElementById('move-input')?.focus();
    else {
      const again = document.getElementById('move-input');
      if (again) {
        again.value = text;
        again.focus();
      }
    }
  });
  return form;
}

function moveList(page) {
  const s = page.state;
  const nm = names(page);
  const rows = scoreSheet(s.moves || [], nm.length);
  const body = rows.length
    ? h('table', { class: 'moves' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, '#'), nm.map((n) => h('th', { scope: 'col' }, n)))),
      h('tbody', {}, rows.map((r, i) => h('tr', {}, h('td', { class: 'num' }, `${i + 1}.`),
        r.cols.map((c) => h('td', {}, c || ''))))))
    : h('p', { class: 'muted' }, t('noMoves'));
  const box = h('div', { class: 'moves-box', tabindex: '0', 'aria-label': t('moves') }, body);
  requestAnimationFrame(() => (box.scrollTop = box.scrollHeight));
  return h('section', { class: 'panel' }, h('h2', {}, t('moves')), box);
}

function controls(page, root) {
  const s = page.state;
  const again = async () => {
    try {
      const fresh = await api.create({ game: s.game, options: s.options || '', players: s.players });
      location.hash = `#/game/${fresh.id}`;
    } catch (e) {
      toast(e.message, 'error');
    }
  };
  const hints = h('input', { type: 'checkbox', id: 'hints', checked: page.hints });
  hints.addEventListener('change', () => {
    page.hints = hints.checked;
    localStorage.setItem(HINTS_KEY, page.hints ? 'on' : 'off');
    draw(page, root);
  });
  return h('div', { class: 'controls' },
    h('button', { type: 'button', class: 'secondary', id: 'undo', disabled: !(s.moves || []).length || s.thinking,
      onclick: () => act(page, root, () => api.undo(page.sid)) }, t('undo')),
    h('button', { type: 'button', class: 'secondary', id: 'again', onclick: again }, t('sameAgain')),
    h('a', { class: 'button secondary', href: `#/new/${s.game}` }, t('newGame')),
    h('button', { type: 'button', class: 'secondary', id: 'flip', 'aria-pressed': String(page.flipped),
      onclick: () => { page.flipped = !page.flipped; draw(page, root); } }, t('flip')),
    h('label', { class: 'check' }, hints, t('hints')));
}

async function solve(page, root) {
  const s = page.state;
  page.analysing = true;
  draw(page, root);
  try {
    const a = await api.analyse({ game: s.game, options: s.options || '', position: s.position, max_seconds: 5 });
    if (page.state.position !== s.position) return;
    page.analysis = a;
    const legal = s.legal || [];
    page.bestMoves = (a.best || []).map((text) => (legal.find((l) => l.text === text) || {}).cells || []);
    page.best = new Set(page.bestMoves.flat());
  } catch (e) {
    page.analysis = { error: e.message };
  } finally {
    page.analysing = false;
    if (page.alive) draw(page, root);
  }
}

function analysisPanel(page, root) {
  const s = page.state;
  const can = page.game.analysis && page.game.analysis.solve;
  const a = page.analysis;
  const rows = [];
  if (a && !a.error) {
    if (a.value) rows.push([t('value'), t('value_' + a.value)]);
    if (a.score !== null && a.score !== undefined) rows.push([t('score'), String(a.score)]);
    rows.push([t('bestMoves'), (a.best || []).join(', ') || '—']);
    if (a.positions !== undefined) rows.push([t('positions'), Number(a.positions).toLocaleString(getLang())]);
    if (a.seconds !== undefined) rows.push([t('seconds'), `${Number(a.seconds).toFixed(2)} s`]);
  }
  return h('section', { class: 'panel analysis' },
    h('h2', {}, t('analysis')),
    can
      ? h('button', {
        type: 'button', class: 'secondary', id: 'solve', disabled: page.analysing || !!s.outcome, onclick: () => solve(page, root),
      },
        page.analysing ? t('solving') : t('solve'))
      : h('p', { class: 'muted' }, t('noAnalysis')),
    a && a.error ? h('p', { class: 'form-error', role: 'alert' }, a.error) : null,
    a && a.status ? h('p', { class: 'analysis-status ' + a.status }, t('status_' + a.status)) : null,
    rows.length ? h('dl', { class: 'analysis-result', 'aria-live': 'polite' },
      rows.map(([k, v]) => [h('dt', {}, k), h('dd', {}, v)])) : null,
    // The family's report: its fields in order, under their labels in the page's language
    // where the server sends them (report_labels); fields that do not apply (null) left out.
    a && a.report ? h('div', { class: 'report' }, h('h3', {}, t('report')),
      h('dl', {}, Object.entries(a.report).filter(([, v]) => v !== null).map(([k, v]) => [
        h('dt', {}, (a.report_labels && a.report_labels[k]) || k),
        h('dd', {}, typeof v === 'object' ? JSON.stringify(v) : String(v))]))) : null,
    page.game.analysis && page.game.analysis.table ? valueTable(page, root) : null);
}

// The book's table of P/N or Grundy values, one coloured square per position.
function valueTable(page, root) {
  const s = page.state;
  const rows = h('input', { type: 'number', id: 'table-rows', min: 1, max: 64, value: page.tableSize[0] });
  const cols = h('input', { type: 'number', id: 'table-cols', min: 1, max: 64, value: page.tableSize[1] });
  const show = async (e) => {
    e.preventDefault();
    page.tableSize = [Number(rows.value), Number(cols.value)];
    try {
      page.table = await api.table({ game: s.game, options: s.options || '', rows: page.tableSize[0], cols: page.tableSize[1] });
    } catch (err) {
      page.table = { error: err.message };
    }
    if (page.alive) draw(page, root);
  };
  const tbl = page.table;
  const shade = (v) => {
    if (v === 'P' || v === 0 || v === '0') return 'p';
    if (v === 'N') return 'n';
    return typeof v === 'number' ? 'g' + Math.min(v, 9) : '';
  };
  return h('div', { class: 'value-table' },
    h('h3', {}, t('table')),
    h('form', { class: 'inline', onsubmit: show },
      h('label', { for: 'table-rows' }, t('tableRows')), rows,
      h('label', { for: 'table-cols' }, t('tableCols')), cols,
      h('button', { type: 'submit', class: 'secondary small' }, t('showTable'))),
    h('small', { class: 'help' }, t('tableHelp')),
    tbl && tbl.error ? h('p', { class: 'form-error', role: 'alert' }, tbl.error) : null,
    tbl && tbl.rows ? h('table', { class: 'pn-table' }, h('tbody', {},
      [...tbl.rows].reverse().map((r) => h('tr', {}, r.map((v) => h('td', { class: shade(v) }, String(v))))))) : null);
}

// "central_zone=d4,e4,d5,e5,supply=28" → ["central_zone=d4,e4,d5,e5", "supply=28"]: values may
// hold commas, so only a comma before the next "name=" separates options.
export function splitOptions(text) {
  return text ? text.split(/,(?=[A-Za-z_][\w-]*=)/) : [];
}

function header(page) {
  const s = page.state;
  const nm = names(page);
  return h('header', { class: 'game-head' },
    h('p', { class: 'crumbs' }, h('a', { href: '#/' }, t('back')), ' · ', h('a', { href: `#/rules/${s.game}` }, t('rules'))),
    h('h1', {}, page.game.name, h('span', { class: 'muted game-no' }, t('gameNo', { id: s.id }))),
    s.options ? h('ul', { class: 'option-chips', 'aria-label': t('options') },
      splitOptions(s.options).map((o) => h('li', {}, o.replace('=', ' = ')))) : null,
    h('ul', { class: 'players' }, s.players.map((p, i) => h('li', { class: i === s.to_move && !s.outcome ? 'current' : '' },
      h('span', { class: 'player-name' }, nm[i]), ' ', h('span', { class: 'muted' }, describePlayer(p, page.levels))))));
}

function positionBox(page) {
  const s = page.state;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(s.position);
      toast(t('copied'));
    } catch (e) {
      toast(e.message, 'error');
    }
  };
  return h('details', { class: 'panel position', open: page.positionOpen,
    ontoggle: (e) => (page.positionOpen = e.target.open) },
    h('summary', {}, t('position')),
    h('pre', { class: 'position-text' }, s.position),
    h('button', { type: 'button', class: 'secondary small', onclick: copy }, t('copy')),
    s.record ? h('pre', { class: 'record-text' }, s.record) : null);
}

// Redraws the page from page.state, keeping keyboard focus on the same cell or control.
function draw(page, root, focusLabel) {
  const active = document.activeElement;
  const focusCell = focusLabel || (active && active.closest && active.closest('.cell') ? active.dataset.label : null);
  const focusId = active && active.id && root.contains(active) ? active.id : null;
  clear(root,
    header(page),
    h('div', { class: 'game-layout' },
      h('div', { class: 'main-col' }, statusBar(page, root), boardPanel(page, root), moveForm(page, root)),
      h('aside', { class: 'side-col' }, controls(page, root), moveList(page), analysisPanel(page, root), positionBox(page))));
  if (page.chooser) root.querySelector('.chooser .choice')?.focus();
  else if (focusCell) {
    const node = root.querySelector(`.cell[data-label="${CSS.escape(focusCell)}"]`);
    if (node) {
      for (const c of root.querySelectorAll('.cell[tabindex="0"]')) c.setAttribute('tabindex', '-1');
      node.setAttribute('tabindex', '0');
      node.focus();
    }
  }
  else if (focusId) document.getElementById(focusId)?.focus();
}
