// The game page: the board, moves by clicking or typing, the move list, undo, the result,
// the computer's "thinking" while the server plays, and the analysis panel.
import { api, gameInfo } from './api.js';
import { labelsInTexts, pieceIcon, renderBoard } from './board.js';
import { describePlayer } from './catalogue.js';
import { clear, h, toast } from './dom.js';
import { getLang, hasString, t, tPlayer } from './i18n.js';

const POLL_MS = 400;
const HINTS_KEY = 'tabula.hints';
const ENGINE_KEY = 'tabula.engine';
const ENGINE_SECONDS = 1;
const OWNERSHIP_KEY = 'tabula.ownership';
const NUMBERS_KEY = 'tabula.numbers';

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
// Each row also says, per column, how many actions the game has played at the end of that
// entry (plies), so a click on it can show that position.
export function scoreSheet(moves, numPlayers) {
  const entries = [];
  let played = 0;
  for (const m of moves) {
    played += m.actions ?? 1;
    const last = entries[entries.length - 1];
    if (last && last.turn === m.turn && last.player === m.player) {
      last.texts.push(m.shown ?? m.text);
      last.ply = played;
    } else entries.push({ turn: m.turn, player: m.player, texts: [m.shown ?? m.text], ply: played });
  }
  const rows = [];
  for (const e of entries) {
    let row = rows[rows.length - 1];
    if (!row || row.cols[e.player] || (numPlayers > 1 && e.player === 0) || row.cols.slice(e.player + 1).some(Boolean)) {
      row = { cols: new Array(Math.max(numPlayers, e.player + 1)).fill(null), plies: [] };
      rows.push(row);
    }
    row.cols[e.player] = e.texts.join(' ');
    row.plies[e.player] = e.ply;
  }
  return rows;
}

// The move list's rows: whole turns in the game's turn notation (a capture chain
// "c3:e1:g3"), or the actions of each turn joined by spaces where the state has no turns.
export function moveRows(state, numPlayers) {
  return scoreSheet(state.turns || state.moves || [], numPlayers);
}

function resultLine(outcome, names) {
  const result = outcome.result || [];
  const winners = result.map((r, i) => (r > 0 ? i : -1)).filter((i) => i >= 0);
  if (winners.length === 1) return tPlayer('winner', names[winners[0]] || `${winners[0] + 1}`);
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
    tableSize: null,
    moveError: '',
    positionOpen: false,
    flipped: null,
    hints: localStorage.getItem(HINTS_KEY) !== 'off',
    engine: localStorage.getItem(ENGINE_KEY) !== 'off',
    evaluation: null, // {position, answer | error}
    ownershipOn: localStorage.getItem(OWNERSHIP_KEY) === 'on',
    numbers: localStorage.getItem(NUMBERS_KEY) === 'on', // draughts' square numbers
    ownership: null, // {position, answer | error | pending}
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
    // Left and right arrows step through the game, unless a cell or a text box has them.
    const tag = e.target && e.target.tagName;
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && tag !== 'INPUT' && !(e.target.closest && e.target.closest('.cell'))) {
      const id = e.key === 'ArrowLeft' ? 'step-back' : 'step-forward';
      const b = document.getElementById(id);
      if (b && !b.disabled) {
        e.preventDefault();
        b.click();
      }
      return;
    }
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
    clearTimeout(page.evalTimer);
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
    restore(page);
  }
  if (!previous || previous.position !== state.position || (previous.moves || []).length !== (state.moves || []).length)
    page.viewing = null;
  evaluateSoon(page, root);
  ownershipSoon(page, root);
  page.path = [];
  page.next = new Set();
  page.chooser = null;
  pickUpContinuingPiece(page);
  draw(page, root);
  clearTimeout(page.timer);
  // Poll while a computer thinks, and (more slowly) while a computer is to move but has not
  // started yet, so computer-against-computer games play on by themselves.
  const computerToMove = !state.outcome && (state.players[state.to_move] || 'human') !== 'human';
  if (state.thinking || computerToMove)
    page.timer = setTimeout(() => poll(page, root), state.thinking ? POLL_MS : POLL_MS * 3);
}

// In the middle of a turn (a capture chain) where every continuation starts from one cell,
// that piece is already in hand: the next click says where it goes.
function pickUpContinuingPiece(page) {
  const s = page.state;
  if (!s.mid_turn || !humanToMove(page)) return;
  // actions without cells (Halma's "stop") stay on their buttons
  const firsts = new Set((s.legal || []).filter((a) => (a.cells || []).length).map((a) => a.cells[0]));
  if (firsts.size !== 1) return;
  const r = resolveClick(s.legal, [], [...firsts][0]);
  if (r.kind !== 'extend') return;
  page.path = r.path;
  page.next = r.next;
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
  if (page.viewing) return pastBoard(page, root);
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
    ownership: ownershipShown(page),
    numbers: page.numbers,
    onCell: canMove ? (label) => onCell(page, root, label) : null,
    labels: { cell: t('cell', { label: '{label}' }), empty: t('empty') },
  });
  if (canMove) svg.classList.add('interactive');
  const panel = h('div', { class: 'board-panel' });
  const withBar = evaluationWanted(page);
  panel.appendChild(h('div', { class: 'board-wrap' + (withBar ? ' with-bar' : '') }, withBar ? evaluationBar(page) : null, svg));
  if (withBar) panel.appendChild(evaluationLine(page));
  panel.appendChild(reserves(page));
  const cellless = canMove ? legal.filter((a) => !(a.cells || []).length) : [];
  if (cellless.length)
    panel.appendChild(h('div', { class: 'cellless', role: 'group', 'aria-label': t('otherActions') },
      cellless.map((a) => h('button', { type: 'button', class: 'secondary', dataset: { action: a.text }, onclick: () => play(page, root, a.text) },
        hasString('action_' + a.text) ? t('action_' + a.text) : a.shown ?? a.text))));
  if (page.chooser) panel.appendChild(chooser(page, root));
  return panel;
}

// The engine's evaluation of the position on the board (POST /api/evaluate), where the
// game has an engine: asked once per position, a little after it settles, and dropped if
// the position changed meanwhile.
function evaluationWanted(page) {
  const a = page.game.analysis || {};
  return a.evaluate && page.engine;
}

function shownPosition(page) {
  return page.viewing ? page.viewing.position : page.state.position;
}

function evaluateSoon(page, root) {
  if (!evaluationWanted(page)) return;
  const position = shownPosition(page);
  if (page.evaluation && page.evaluation.position === position) return;
  if (page.viewing ? page.viewing.finished : page.state.outcome) return;
  page.evaluation = { position, pending: true };
  clearTimeout(page.evalTimer);
  page.evalTimer = setTimeout(async () => {
    if (!page.alive || shownPosition(page) !== position) return;
    let result;
    try {
      result = { position, answer: await api.evaluate({ game: page.state.game, options: page.state.options || '', position, max_seconds: ENGINE_SECONDS }) };
    } catch (e) {
      result = { position, error: e.message };
    }
    if (!page.alive || shownPosition(page) !== position) return;
    page.evaluation = result;
    draw(page, root);
  }, 250);
}

// The map of who owns each point and the score estimate (POST /api/ownership), where the
// game's engine has one: a layer over the board shown (live or stepped back to), asked once
// per position while shown.
function ownershipWanted(page) {
  const a = page.game.analysis || {};
  return !!(a.ownership && page.ownershipOn);
}

function ownershipSoon(page, root) {
  if (!ownershipWanted(page)) return;
  const position = shownPosition(page);
  if (page.ownership && page.ownership.position === position) return;
  page.ownership = { position, pending: true };
  clearTimeout(page.ownershipTimer);
  page.ownershipTimer = setTimeout(async () => {
    if (!page.alive || shownPosition(page) !== position) return;
    let result;
    try {
      result = { position, answer: await api.ownership({ game: page.state.game, options: page.state.options || '', position }) };
    } catch (e) {
      result = { position, error: e.message };
    }
    if (!page.alive || shownPosition(page) !== position) return;
    page.ownership = result;
    draw(page, root);
  }, 250);
}

// What renderBoard draws: each cell's value in [-1, 1] (+1: the first player's) and the
// players' colours.
function ownershipShown(page) {
  const o = page.ownership;
  if (!ownershipWanted(page) || !o || !o.answer || o.position !== shownPosition(page)) return null;
  return { values: new Map(o.answer.points.map((p) => [p.cell, p.value])), colours: o.answer.colours };
}

// "B+3.5": the leader's initial and the margin, as Go players write a result.
export function estimateText(score, names) {
  const v = Math.round(Math.abs(score) * 10) / 10;
  if (v === 0) return null;
  const leader = names[score > 0 ? 0 : 1] || String(score > 0 ? 1 : 2);
  return `${leader.charAt(0).toUpperCase()}+${fmtNumber(v, Number.isInteger(v) ? 0 : 1)}`;
}

// tPlayer's sentence after a dash: the Portuguese article it put first in capitals is lower case
// there ("— as Negras à frente"); names keep theirs.
function midSentence(text) {
  return /^(As|Os) /.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function ownershipLine(page) {
  if (!ownershipWanted(page) || !page.ownership) return null;
  const o = page.ownership;
  if (o.error) return h('p', { class: 'form-error ownership-score', role: 'alert' }, o.error);
  if (!o.answer) return h('p', { class: 'muted ownership-score' }, t('estimating'));
  const nm = names(page);
  const text = estimateText(o.answer.score, nm);
  return h('p', { class: 'ownership-score', 'aria-live': 'polite' },
    h('strong', {}, t('estimatedScore', { score: text || t('estimateEven') })),
    text ? [' — ', midSentence(tPlayer('estimateLead', nm[o.answer.score > 0 ? 0 : 1]))] : null,
    h('span', { class: 'muted' }, ' · ', t('estimatePlayouts', { n: fmtNumber(o.answer.playouts, 0) })));
}

function ownershipToggle(page, root) {
  return h('button', {
    type: 'button', class: 'secondary', id: 'ownership', 'aria-pressed': String(page.ownershipOn),
    onclick: () => {
      page.ownershipOn = !page.ownershipOn;
      localStorage.setItem(OWNERSHIP_KEY, page.ownershipOn ? 'on' : 'off');
      ownershipSoon(page, root);
      draw(page, root);
    },
  }, t('ownershipLayer'));
}

// "+0,4", "#3", "−#2": the score as chess players write it, for White (the first player).
export function scoreText(answer) {
  if (answer.mate) return (answer.mate > 0 ? '#' : '−#') + Math.abs(answer.mate);
  const v = Math.round(answer.score * 10) / 10;
  const digits = Math.abs(v).toLocaleString(getLang() === 'pt' ? 'pt-PT' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (v > 0 ? '+' : v < 0 ? '−' : '') + digits;
}

// The share of the bar that is White's: 50% for equal, towards 100% as White wins.
export function barShare(answer) {
  if (answer.mate) return answer.mate > 0 ? 100 : 0;
  return 50 + 50 * (2 / (1 + Math.exp(-0.7 * answer.score)) - 1);
}

function evaluationBar(page) {
  const e = page.evaluation;
  const answer = e && e.answer;
  const share = answer ? barShare(answer) : 50;
  // White at the bottom, as the board is drawn (top when it is turned).
  return h('div', { class: 'eval-bar' + (page.flipped ? ' flipped' : '') + (answer ? '' : ' pending'), role: 'img',
    'aria-label': answer ? t('evaluationFor', { score: scoreText(answer) }) : t('evaluating') },
  h('div', { class: 'eval-white', style: `height: ${share.toFixed(1)}%` }),
  h('span', { class: 'eval-score' }, answer ? scoreText(answer) : '…'));
}

// The best line, numbered as the move list numbers moves: "12. Nf3 Nc6 13. d4" (a line
// that starts with Black's move begins "12… Nc6").
export function lineText(line, firstPlayer, moveNumber) {
  const out = [];
  let mover = firstPlayer;
  let n = moveNumber;
  line.forEach((m, i) => {
    if (mover === 0) out.push(`${n}. ${m}`);
    else out.push(i === 0 ? `${n}… ${m}` : m);
    if (mover === 1) n++;
    mover = 1 - mover;
  });
  return out.join(' ');
}

function evaluationLine(page) {
  const e = page.evaluation;
  if (!e) return null;
  if (e.error) return h('p', { class: 'muted eval-line' }, e.error);
  if (!e.answer) return h('p', { class: 'muted eval-line' }, t('evaluating'));
  const a = e.answer;
  const mover = page.viewing ? page.viewing.to_move : page.state.to_move;
  const played = page.viewing ? page.viewing.ply : (page.state.moves || []).length;
  // Chess numbers a move per pair of plies; the first is move 1 whoever starts.
  const number = Math.floor(played / 2) + 1;
  return h('p', { class: 'eval-line' },
    h('strong', {}, t('bestLine'), ' '), h('span', { class: 'eval-score-text' }, scoreText(a)), ' · ',
    h('code', {}, lineText(a.line || [], mover ?? 0, number)),
    h('span', { class: 'muted' }, ' · ', t('engineDepth', { depth: a.depth })));
}

// A position from earlier in the game, looked at from the move list: no moves here.
function pastBoard(page, root) {
  const v = page.viewing;
  const svg = renderBoard(v.view, { flipped: page.flipped, ownership: ownershipShown(page), numbers: page.numbers,
    labels: { cell: t('cell', { label: '{label}' }), empty: t('empty') } });
  return h('div', { class: 'board-panel past' },
    h('p', { class: 'viewing-note', role: 'status' },
      v.ply ? t('viewingMove', { n: v.ply }) : t('viewingStart'), ' ',
      h('button', { type: 'button', class: 'secondary small', onclick: () => stepTo(page, root, Infinity) }, t('stepLast'))),
    h('div', { class: 'board-wrap' + (evaluationWanted(page) ? ' with-bar' : '') }, evaluationWanted(page) ? evaluationBar(page) : null, svg),
    evaluationWanted(page) ? evaluationLine(page) : null);
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
  h('div', { class: 'chooser-list' }, page.chooser.map((a) => {
    // Each choice shows the board it leaves, drawn by the server, under its notation.
    const button = h('button', { type: 'button', class: 'choice', onclick: () => play(page, root, a.text) }, h('span', {}, a.shown ?? a.text));
    const s = page.state;
    api.view({ game: s.game, options: s.options || '', position: s.position, moves: [a.text] })
      .then((answer) => button.prepend(boardImage(answer.view, page.flipped)))
      .catch(() => {});
    return button;
  })),
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
      tPlayer('thinking', s.to_move_name || nm[s.to_move])));
  } else {
    parts.push(h('div', { class: 'to-move', role: 'status' },
      h('span', { class: 'turn-dot', 'aria-hidden': 'true' }),
      tPlayer('toMove', s.to_move_name || nm[s.to_move]),
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
  const turn = tPlayer('toMove', s.to_move_name || nm[s.to_move]);
  const said = new Set(words(parts.map((p) => p.textContent).join(' ') + ' ' + turn));
  const articles = new Set(['o', 'a', 'os', 'as']);
  if (line && !words(line).every((w) => said.has(w) || articles.has(w))) parts.push(h('div', { class: 'view-status muted' }, line));
  return h('div', { class: 'status-bar' }, parts);
}

function moveForm(page, root) {
  const s = page.state;
  // No example while the computer thinks: it would read as the computer's move.
  const example = humanToMove(page) ? (s.legal && s.legal[0] && (s.legal[0].shown ?? s.legal[0].text)) || '' : '';
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

function moveList(page, root) {
  const s = page.state;
  const nm = names(page);
  const rows = moveRows(s, nm.length);
  const total = (s.moves || []).length;
  const shown = page.viewing ? page.viewing.ply : total;
  const go = (ply) => stepTo(page, root, ply);
  const body = rows.length
    ? h('table', { class: 'moves' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, '#'), nm.map((n) => h('th', { scope: 'col' }, n)))),
      h('tbody', {}, rows.map((r, i) => h('tr', {}, h('td', { class: 'num' }, `${i + 1}.`),
        r.cols.map((c, j) => h('td', {}, c ? h('button', {
          type: 'button', class: 'move-link' + (r.plies[j] === shown ? ' current' : ''), dataset: { ply: String(r.plies[j]) },
          'aria-current': r.plies[j] === shown ? 'true' : null, onclick: () => go(r.plies[j]),
        }, c) : ''))))))
    : h('p', { class: 'muted' }, t('noMoves'));
  const box = h('div', { class: 'moves-box', tabindex: '0', 'aria-label': t('moves') }, body);
  requestAnimationFrame(() => {
    const cur = box.querySelector('.move-link.current');
    if (cur && page.viewing) cur.scrollIntoView({ block: 'nearest' });
    else box.scrollTop = box.scrollHeight;
  });
  // Back and forth by turns (the entries of the list), as the list shows them.
  const plies = [0, ...rows.flatMap((r) => r.plies.filter((x) => x !== undefined))];
  const prev = [...plies].reverse().find((x) => x < shown);
  const next = plies.find((x) => x > shown);
  const step = (label, id, ply, symbol) => h('button', {
    type: 'button', class: 'secondary small step', id, title: label, 'aria-label': label,
    disabled: ply === undefined || ply === shown || s.thinking, onclick: () => go(ply),
  }, symbol);
  const steps = h('div', { class: 'steps inline' },
    step(t('stepFirst'), 'step-first', 0, '|◀'), step(t('stepBack'), 'step-back', prev, '◀'),
    step(t('stepForward'), 'step-forward', next, '▶'), step(t('stepLast'), 'step-last', total, '▶|'));
  return h('section', { class: 'panel' }, h('h2', {}, t('moves')), box, total ? steps : null);
}

// Shows the position after `ply` actions of the game (the server draws it: POST /api/view),
// or the game itself again at its end.
async function stepTo(page, root, ply) {
  const s = page.state;
  const total = (s.moves || []).length;
  if (ply >= total) {
    page.viewing = null;
    evaluateSoon(page, root);
    ownershipSoon(page, root);
    draw(page, root);
    return;
  }
  try {
    const answer = await api.view({ game: s.game, options: s.options || '', position: s.start || null,
      moves: (s.moves || []).slice(0, ply).map((m) => m.text) });
    if (page.state !== s || !page.alive) return;
    page.viewing = { ply, view: answer.view, position: answer.position, to_move: answer.to_move, finished: answer.finished };
  } catch (e) {
    toast(e.message, 'error');
    return;
  }
  evaluateSoon(page, root);
  ownershipSoon(page, root);
  draw(page, root);
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
    h('label', { class: 'check' }, hints, t('hints')),
    (page.game.analysis || {}).evaluate ? engineToggle(page, root) : null,
    (page.game.analysis || {}).ownership ? ownershipToggle(page, root) : null,
    (s.view.cells || []).some((c) => c.number) ? numbersToggle(page, root) : null);
}

// The squares' numbers of the numbered notation ("32-28"), drawn in a corner of each square.
function numbersToggle(page, root) {
  const box = h('input', { type: 'checkbox', id: 'numbers', checked: page.numbers });
  box.addEventListener('change', () => {
    page.numbers = box.checked;
    localStorage.setItem(NUMBERS_KEY, page.numbers ? 'on' : 'off');
    draw(page, root);
  });
  return h('label', { class: 'check' }, box, t('squareNumbers'));
}

function engineToggle(page, root) {
  const box = h('input', { type: 'checkbox', id: 'engine', checked: page.engine });
  box.addEventListener('change', () => {
    page.engine = box.checked;
    localStorage.setItem(ENGINE_KEY, page.engine ? 'on' : 'off');
    page.evaluation = null;
    evaluateSoon(page, root);
    draw(page, root);
  });
  return h('label', { class: 'check' }, box, t('engine'));
}

// Analyses and tables survive a redraw in another language (the page is mounted again):
// kept per session and position for as long as the page lives.
const kept = new Map();
const keptKey = (page) => `${page.sid}|${page.state.position}`;

const keptTables = new Map();

function keep(page) {
  if (page.analysis) kept.set(keptKey(page), page.analysis);
  if (page.table) keptTables.set(page.sid, { table: page.table, size: page.tableSize });
}

function restore(page) {
  page.analysis = kept.get(keptKey(page)) || null;
  if (page.analysis) markBest(page);
  const k = keptTables.get(page.sid);
  if (k && !page.table) {
    page.table = k.table;
    page.tableSize = k.size;
  }
}

// The moves the analysis recommends, drawn on the board: the solver's best moves (in a lost
// position every move loses: those that lose slowest, where the distances are known), else
// the report's winning moves for the player to move (Left is the first player).
export function recommended(analysis, toMove) {
  if (!analysis || analysis.error) return [];
  const timed = (analysis.moves || []).filter((m) => m.value === 'loss' && m.remoteness !== null);
  if (analysis.value === 'loss' && timed.length && timed.length === analysis.moves.length) {
    const slowest = Math.max(...timed.map((m) => m.remoteness));
    return timed.filter((m) => m.remoteness === slowest).map((m) => m.move);
  }
  if (analysis.best && analysis.best.length) return analysis.best;
  const r = analysis.report;
  if (!r || r.status !== 'analysed') return [];
  const list = r.winning || (toMove === 0 ? r['winning-left'] : r['winning-right']) || [];
  return list.map((w) => w.move);
}

// The legal action a move text names: the same text, or the text inside a sum ("[2] 1:3>2",
// "L: V 0,1").
function legalFor(legal, text) {
  return legal.find((l) => l.text === text) ||
    legal.find((l) => l.text.endsWith(' ' + text) && /^(\[\d+\] |[LR]: )+$/.test(l.text.slice(0, -text.length - 1) + ' '));
}

function markBest(page) {
  const legal = page.state.legal || [];
  page.bestMoves = recommended(page.analysis, page.state.to_move).map((text) => (legalFor(legal, text) || {}).cells || []);
  page.best = new Set(page.bestMoves.flat());
}

// method: 'search' (alpha-beta, the default) or 'retrograde' (every position: docs/API.md).
async function solve(page, root, seconds = 5, method = 'search') {
  const s = page.state;
  const abort = new AbortController();
  // The analysis is named, so that "Stop" stops the server's computation too, not only the
  // waiting for its answer.
  const id = 'a' + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
  const stop = () => {
    api.stopAnalysis(id).catch(() => {}); // already over: nothing to stop
    abort.abort();
  };
  page.analysing = { started: performance.now(), seconds, stop };
  draw(page, root);
  // The server answers when it has solved or reached the budget; meanwhile the panel counts
  // the seconds against that budget.
  const tick = setInterval(() => {
    const el = document.getElementById('solve-progress');
    if (!el || !page.analysing) return;
    const spent = Math.min(seconds, (performance.now() - page.analysing.started) / 1000);
    el.value = spent;
    el.textContent = `${spent.toFixed(1)} s`;
    const label = document.getElementById('solve-elapsed');
    if (label) label.textContent = t('solvingFor', { spent: fmtNumber(spent, 1), seconds: fmtNumber(seconds, 0) });
  }, 200);
  try {
    const a = await api.analyse({ game: s.game, options: s.options || '', position: s.position, max_seconds: seconds, id, method }, abort.signal);
    if (page.state.position !== s.position) return;
    page.analysis = a;
  } catch (e) {
    if (page.state.position !== s.position) return;
    page.analysis = e.name === 'AbortError' ? { stopped: true } : { error: e.message };
  } finally {
    clearInterval(tick);
    page.analysing = null;
    if (page.state.position === s.position) {
      markBest(page);
      keep(page);
    }
    if (page.alive) draw(page, root);
  }
}

function fmtNumber(x, digits) {
  return Number(x).toLocaleString(getLang() === 'pt' ? 'pt-PT' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

// The nim-sum as the book writes it: each part in binary, one column per power of two, the
// sum under a rule.
function nimSumTable(ns) {
  const width = Math.max(...ns.binary.map((b) => b.length), ns.sum_binary.length);
  const pad = (b) => b.padStart(width, '0');
  const digits = (b) => [...pad(b)].map((d) => h('td', { class: 'bit' }, d));
  return h('table', { class: 'nim-sum' },
    h('tbody', {},
      ns.parts.map((p, i) => h('tr', {}, h('th', { scope: 'row' }, String(p)), digits(ns.binary[i]))),
      h('tr', { class: 'sum' }, h('th', { scope: 'row' }, String(ns.sum)), digits(ns.sum_binary))));
}

const OUTCOMES = ['P', 'N', 'L', 'R'];

// One report field as the book would write it; null for fields that say nothing here.
function reportValue(key, v, page) {
  if (v === null || v === undefined) return null;
  switch (key) {
    case 'kind': return t('kind_' + v);
    case 'convention': return t('convention_' + v);
    case 'outcome': return OUTCOMES.includes(v) ? h('span', {}, h('strong', {}, v), ' — ', t('outcome_' + v)) : String(v);
    case 'grundy': {
      const comps = v.components || [];
      return comps.length > 1 ? `${v.value} (${comps.join(' ⊕ ')})` : String(v.value);
    }
    case 'nim-sum': return nimSumTable(v);
    case 'number': return v ? t('yes') : t('no');
    case 'positions': return v ? fmtNumber(v, 0) : null; // 0: nothing was memoised
    case 'value': return h('code', {}, String(v));
    case 'winning': case 'winning-left': case 'winning-right':
      if (!v.length) return t('noWinning');
      return h('ul', { class: 'winning' }, v.map((w) => h('li', {}, h('code', {}, w.move), ' → ', h('span', { class: 'muted' }, w.position))));
    default:
      if (typeof v === 'object') return null;
      return (page.analysis && page.analysis.report_texts && page.analysis.report_texts[key]) || String(v);
  }
}

function reportBox(page, a) {
  const r = a.report;
  if (!r) return null;
  if (r.status !== 'analysed')
    return h('div', { class: 'report' }, h('h3', {}, t('report')),
      h('p', { class: 'analysis-status limit' }, t('reportLimit')));
  const keys = Object.keys(r).filter((k) => k !== 'status' && k !== 'position');
  const rows = [];
  for (const k of keys) {
    const shown = reportValue(k, r[k], page);
    if (shown === null) continue;
    const label = hasString('report_' + k) ? t('report_' + k) : (a.report_labels && a.report_labels[k]) || k;
    rows.push([h('dt', {}, label), h('dd', { class: 'report-' + k }, shown)]);
  }
  return h('div', { class: 'report' }, h('h3', {}, t('report')), h('dl', {}, rows));
}

// A move of the analysis as the page shows it (passar, desistir in Portuguese): the legal
// action of that text, else the text itself.
function shownMove(page, text) {
  const a = (page.state.legal || []).find((x) => x.text === text);
  return a && a.shown ? a.shown : text;
}

function analysisPanel(page, root) {
  const s = page.state;
  const can = page.game.analysis && page.game.analysis.solve;
  const a = page.analysis;
  const rows = [];
  if (a && !a.error && !a.stopped) {
    rows.push([t('value'), a.value ? t('value_' + a.value) : t('valueUnknown')]);
    if (a.score !== null && a.score !== undefined) rows.push([t('score'), fmtNumber(a.score, Number.isInteger(a.score) ? 0 : 1)]);
    if (a.status === 'solved') rows.push([t('bestMoves'), recommended(a, s.to_move).map((m) => shownMove(page, m)).join(', ') || '—']);
    if (a.positions !== undefined) rows.push([t('positions'), fmtNumber(a.positions, 0)]);
    if (a.seconds !== undefined) rows.push([t('seconds'), `${fmtNumber(a.seconds, 2)} s`]);
    if (a.method) rows.push([t('method'), t('method_' + a.method)]);
  }
  const busy = page.analysing;
  const solveButton = can ? h('div', { class: 'inline solve-row' },
    h('button', { type: 'button', class: 'secondary', id: 'solve', disabled: !!busy || !!s.outcome, onclick: () => solve(page, root) },
      busy ? t('solving') : t('solve')),
    busy ? h('button', { type: 'button', class: 'secondary small', id: 'solve-stop', onclick: () => busy.stop() }, t('stop')) : null,
    a && a.status === 'limit' && !busy && !s.outcome
      ? h('button', { type: 'button', class: 'secondary small', id: 'solve-longer', onclick: () => solve(page, root, 30, a.method) }, t('thinkLonger')) : null,
    // where the search gave up or leaned on repetitions, every position may settle it
    a && a.method === 'search' && (a.status === 'limit' || a.repetition) && !busy && !s.outcome
      ? h('button', { type: 'button', class: 'secondary small', id: 'solve-retrograde', onclick: () => solve(page, root, 30, 'retrograde') }, t('retrograde')) : null)
    : h('p', { class: 'muted' }, t('noAnalysis'));
  return h('section', { class: 'panel analysis' },
    h('h2', {}, t('analysis')),
    ownershipLine(page),
    solveButton,
    busy ? h('div', { class: 'solve-progress' },
      h('progress', { id: 'solve-progress', max: busy.seconds, value: 0 }),
      h('span', { id: 'solve-elapsed', class: 'muted' }, t('solvingFor', { spent: fmtNumber(0, 1), seconds: fmtNumber(busy.seconds, 0) }))) : null,
    a && a.error ? h('p', { class: 'form-error', role: 'alert' }, a.error) : null,
    a && a.stopped ? h('p', { class: 'analysis-status limit' }, t('stopped')) : null,
    a && a.status ? h('p', { class: 'analysis-status ' + a.status }, t('status_' + a.status)) : null,
    a && a.status === 'limit' ? h('p', { class: 'muted small' }, t('limitExplained', { positions: fmtNumber(a.positions || 0, 0) })) : null,
    a && a.status === 'limit' && a.too_deep ? h('p', { class: 'muted small', id: 'solve-too-deep' }, t('tooDeep')) : null,
    a && a.status === 'solved' && a.repetition && a.method ? h('p', { class: 'muted small', id: 'solve-repetition' }, t('repetition_' + a.method)) : null,
    rows.length ? h('dl', { class: 'analysis-result', 'aria-live': 'polite' },
      rows.map(([k, v]) => [h('dt', {}, k), h('dd', {}, v)])) : null,
    // every move with its value and distance to the end (the fastest wins first, the slowest
    // losses last), as Gamesman lists them
    a && a.status === 'solved' && (a.moves || []).length ? h('details', { class: 'all-moves' },
      h('summary', {}, t('allMoves')),
      h('ol', {}, a.moves.map((m) => h('li', {}, h('code', {}, shownMove(page, m.move)), ': ',
        m.remoteness === null ? t('value_' + m.value) : t('moveIn', { value: t('value_' + m.value), n: m.remoteness }))))) : null,
    a && !a.error ? reportBox(page, a) : null,
    page.game.analysis && page.game.analysis.table ? valueTable(page, root) : null);
}

// The book's table of P/N and Grundy values (docs/API.md "Tables"): a board (queens) has
// rows and columns, row 0 drawn at the bottom as the books draw it; a heap or a running
// total is one row, n = 0..last. The first request uses the server's defaults, so the
// table shows with no input; its answer says which sizes the game takes.
function valueTable(page, root) {
  const s = page.state;
  const tbl = page.table;
  const type = tbl && tbl.type;
  const size = page.tableSize || {};
  const inputs = [];
  const num = (id, value, max) => h('input', { type: 'number', id, min: id === 'table-last' ? 0 : 1, max, value, class: 'small-number' });
  let rows, cols, last;
  if (type === 'board') {
    rows = num('table-rows', size.rows ?? tbl.rows, 64);
    cols = num('table-cols', size.cols ?? tbl.cols, 64);
    inputs.push(h('label', { for: 'table-rows' }, t('tableRows')), rows, h('label', { for: 'table-cols' }, t('tableCols')), cols);
  } else if (type) {
    last = num('table-last', size.last ?? (tbl.cols ? tbl.cols - 1 : ''), 1000);
    inputs.push(h('label', { for: 'table-last' }, t(type === 'total' ? 'tableTarget' : 'tableLast')), last);
  }
  const show = async (e) => {
    e.preventDefault();
    const body = { game: s.game, options: s.options || '' };
    if (rows) page.tableSize = { rows: Number(rows.value), cols: Number(cols.value) };
    else if (last) page.tableSize = { last: Number(last.value) };
    Object.assign(body, page.tableSize || {});
    try {
      page.table = await api.table(body);
    } catch (err) {
      page.table = { error: err.message, type };
    }
    keep(page);
    if (page.alive) draw(page, root);
  };
  return h('div', { class: 'value-table' },
    h('h3', {}, t('table')),
    h('form', { class: 'inline', onsubmit: show },
      inputs,
      h('button', { type: 'submit', class: 'secondary small', id: 'table-show' }, t('showTable'))),
    h('small', { class: 'help' }, t('tableHelp')),
    tbl && tbl.error ? h('p', { class: 'form-error', role: 'alert' }, tbl.error) : null,
    tbl && tbl.status === 'complete' ? valueGrid(tbl) : null);
}

const shade = (outcome, g) => (outcome === 'P' ? 'p' : 'g' + Math.min(g, 9));

export function valueGrid(tbl) {
  const cell = (r, c) => h('td', { class: shade(tbl.outcome[r][c], tbl.grundy[r][c]), title: `${tbl.outcome[r][c]}, ${tbl.grundy[r][c]}` },
    h('span', { class: 'pn' }, tbl.outcome[r][c]), h('span', { class: 'g' }, String(tbl.grundy[r][c])));
  if (tbl.type === 'board') {
    const order = [...Array(tbl.rows).keys()].reverse();
    return h('div', { class: 'table-scroll' }, h('table', { class: 'pn-table board' },
      h('tbody', {}, order.map((r) => h('tr', {}, h('th', { scope: 'row' }, String(r)),
        [...Array(tbl.cols).keys()].map((c) => cell(r, c))))),
      h('tfoot', {}, h('tr', {}, h('th', {}), [...Array(tbl.cols).keys()].map((c) => h('th', { scope: 'col' }, String(c)))))));
  }
  return h('div', { class: 'table-scroll' }, h('table', { class: 'pn-table heap' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'n'), [...Array(tbl.cols).keys()].map((n) => h('th', { scope: 'col' }, String(n))))),
    h('tbody', {}, h('tr', {}, h('th', { scope: 'row' }, tbl.head || ''), [...Array(tbl.cols).keys()].map((n) => cell(0, n))))));
}

// "central_zone=d4,e4,d5,e5,supply=28" → ["central_zone=d4,e4,d5,e5", "supply=28"]: values may
// hold commas, so only a comma before the next "name=" separates options.
export function splitOptions(text) {
  return text ? text.split(/,(?=[A-Za-z_][\w-]*=)/) : [];
}

// The options this game was started with that differ from the game's defaults (the defaults
// say nothing a new player needs), each with its help in the page's language, yes/no for
// the booleans.
function optionChips(page) {
  const defs = new Map((page.game.options || []).map((o) => [o.name, o]));
  const chosen = splitOptions(page.state.options).map((o) => [o.slice(0, o.indexOf('=')), o.slice(o.indexOf('=') + 1)])
    .filter(([name, value]) => !defs.has(name) || defs.get(name).default !== value);
  if (!chosen.length) return null;
  const shown = (v) => (v === 'true' ? t('yes') : v === 'false' ? t('no') : v);
  return h('ul', { class: 'option-chips', 'aria-label': t('options') },
    chosen.map(([name, value]) => h('li', { title: (defs.get(name) || {}).help || '' }, `${name} = ${shown(value)}`)));
}

function header(page) {
  const s = page.state;
  const nm = names(page);
  return h('header', { class: 'game-head' },
    h('p', { class: 'crumbs' }, h('a', { href: '#/' }, t('back')), ' · ', h('a', { href: `#/rules/${s.game}` }, t('rules'))),
    h('h1', {}, page.game.name, h('span', { class: 'muted game-no' }, t('gameNo', { id: s.id }))),
    optionChips(page),
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

// A board as a picture (an <img> of its standalone SVG): no cells to click and no texts in
// the text around it.
export function boardImage(view, flipped = false) {
  const svg = renderBoard(view, { flipped });
  const scratch = h('div', { class: 'scratch', 'aria-hidden': 'true' });
  scratch.appendChild(svg);
  document.body.appendChild(scratch);
  const text = standaloneSvg(svg);
  scratch.remove();
  return h('img', { class: 'board-picture', alt: '', src: 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text) });
}

function download(name, blob) {
  const a = h('a', { href: URL.createObjectURL(blob), download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// The board as it is drawn, as a file of its own: the page's styles copied onto every
// element (a standalone SVG has no style sheet), the interactive hints left out.
const STYLE_PROPS = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'opacity',
  'font-family', 'font-size', 'font-weight', 'paint-order', 'dominant-baseline', 'text-anchor', 'display', 'visibility'];

export function standaloneSvg(svg) {
  const copy = svg.cloneNode(true);
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((node, i) => {
    const cs = getComputedStyle(node);
    to[i].setAttribute('style', STYLE_PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';'));
    for (const a of ['tabindex', 'role', 'class']) to[i].removeAttribute(a);
  });
  for (const n of copy.querySelectorAll('.target-dot, .target-ring')) n.remove();
  const box = svg.viewBox.baseVal;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(box.width)));
  copy.setAttribute('height', String(Math.round(box.height)));
  copy.style.maxWidth = '';
  return new XMLSerializer().serializeToString(copy);
}

async function svgToPng(text, width, height, scale = 2) {
  const img = new Image();
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    await new Promise((resolve, reject) => {
      img.onload = resolve;
      img.onerror = () => reject(new Error('the diagram could not be drawn'));
      img.src = url;
    });
    const canvas = h('canvas', { width: Math.round(width * scale), height: Math.round(height * scale) });
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

// The record's file name: PGN for the chess family's tag pairs, SGF for SGF, else the
// tabula record as text.
export function recordFileName(game, id, record) {
  const base = `${game.replace(/[^a-z0-9]+/gi, '-')}-${id}`;
  if (/^\s*\(;/.test(record)) return base + '.sgf';
  if (/^\s*\[\w+ "/.test(record) && /^chess/.test(game)) return base + '.pgn';
  return base + '.txt';
}

function exportPanel(page) {
  const s = page.state;
  const base = `${s.game.replace(/[^a-z0-9]+/gi, '-')}-${s.id}${page.viewing ? '-' + page.viewing.ply : ''}`;
  const board = () => document.querySelector('.board-wrap svg.board');
  const svgFile = () => download(base + '.svg', new Blob([standaloneSvg(board())], { type: 'image/svg+xml' }));
  const pngFile = async () => {
    try {
      const svg = board();
      const box = svg.viewBox.baseVal;
      download(base + '.png', await svgToPng(standaloneSvg(svg), box.width, box.height));
    } catch (e) {
      toast(e.message, 'error');
    }
  };
  const record = () => download(recordFileName(s.game, s.id, s.record || ''), new Blob([s.record || ''], { type: 'text/plain' }));
  // The game in its family's formats (PGN, PDN, SGF), as other programs read it.
  const inFormat = (format) => async () => {
    try {
      const answer = await api.exportRecord(s.id, format.name);
      download(`${s.game.replace(/[^a-z0-9]+/gi, '-')}-${s.id}${answer.extension}`, new Blob([answer.text], { type: 'text/plain' }));
    } catch (e) {
      toast(e.message, 'error');
    }
  };
  return h('section', { class: 'panel export' }, h('h2', {}, t('exportTitle')),
    h('div', { class: 'inline wrap' },
      h('button', { type: 'button', class: 'secondary small', id: 'export-svg', onclick: svgFile }, t('exportSvg')),
      h('button', { type: 'button', class: 'secondary small', id: 'export-png', onclick: pngFile }, t('exportPng')),
      s.record ? h('button', { type: 'button', class: 'secondary small', id: 'export-record', onclick: record }, t('exportRecord')) : null,
      ...((page.game.formats || []).filter((f) => !recordFileName(s.game, s.id, s.record || '').endsWith(f.extension)).map((f) => h('button', { type: 'button', class: 'secondary small', id: `export-${f.name}`, onclick: inFormat(f) },
        f.name.toUpperCase())))));
}

// Redraws the page from page.state, keeping keyboard focus on the same cell or control.
function draw(page, root, focusLabel) {
  const active = document.activeElement;
  const focusCell = focusLabel || (active && active.closest && active.closest('.cell') ? active.dataset.label : null);
  const focusId = active && active.id && root.contains(active) ? active.id : null;
  clear(root,
    header(page),
    h('div', { class: 'game-layout' },
      h('div', { class: 'main-col' }, statusBar(page, root), boardPanel(page, root), moveForm(page, root), analysisPanel(page, root)),
      h('aside', { class: 'side-col' }, controls(page, root), moveList(page, root), exportPanel(page), positionBox(page))));
  if (page.chooser) {
    root.querySelector('.chooser .choice')?.focus({ preventScroll: true });
    root.querySelector('.chooser')?.scrollIntoView({ block: 'nearest' });
  }
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
