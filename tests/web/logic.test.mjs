// The front end's logic without a browser: what a click does given the legal actions, the
// score sheet grouping of multi-action turns, and the two string tables.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { estimateText, moveRows, recommended, recordFileName, resolveClick, scoreSheet, splitOptions } from '../../web/js/game.js';
import { withoutSpecRefs } from '../../web/js/rules.js';
import { setLang, strings, tPlayer } from '../../web/js/i18n.js';
import { labelsInTexts } from '../../web/js/board.js';

const a = (text, ...cells) => ({ text, cells });

describe('resolveClick', () => {
  const legal = [a('d2-d3', 'd2', 'd3'), a('d2-e3', 'd2', 'e3'), a('e2-e3', 'e2', 'e3')];

  it('a first click on a piece offers its destinations', () => {
    const r = resolveClick(legal, [], 'd2');
    assert.equal(r.kind, 'extend');
    assert.deepEqual(r.path, ['d2']);
    assert.deepEqual([...r.next].sort(), ['d3', 'e3']);
  });

  it('the destination plays the one action with those cells', () => {
    assert.deepEqual(resolveClick(legal, ['d2'], 'e3'), { kind: 'play', action: legal[1] });
  });

  it('a click on another piece starts over from it', () => {
    const r = resolveClick(legal, ['d2'], 'e2');
    assert.equal(r.kind, 'extend');
    assert.deepEqual(r.path, ['e2']);
  });

  it('a second click on the selected piece unselects it', () => {
    assert.equal(resolveClick(legal, ['d2'], 'd2').kind, 'reset');
  });

  it('a click where no move starts resets', () => {
    assert.equal(resolveClick(legal, [], 'a7').kind, 'reset');
    assert.equal(resolveClick(legal, ['d2'], 'a7').kind, 'reset');
  });

  it('promotions: several actions with the same cells ask which', () => {
    const promo = [a('a8=Q', 'a7', 'a8'), a('a8=N', 'a7', 'a8'), a('Kb1', 'a1', 'b1')];
    const r = resolveClick(promo, ['a7'], 'a8');
    assert.equal(r.kind, 'choose');
    assert.deepEqual(r.actions.map((x) => x.text), ['a8=Q', 'a8=N']);
  });

  it('drops play on one click, or ask when there are several (Produto colours)', () => {
    assert.deepEqual(resolveClick([a('C3', 'C3'), a('D4', 'D4')], [], 'D4'), { kind: 'play', action: a('D4', 'D4') });
    const produto = [a('e6:B', 'e6'), a('e6:W', 'e6')];
    assert.equal(resolveClick(produto, [], 'e6').kind, 'choose');
  });

  it('actions without cells (a pass) are never played by a click', () => {
    assert.equal(resolveClick([a('pass')], [], 'a1').kind, 'reset');
  });
});

describe('scoreSheet', () => {
  it('pairs the players\' turns in rows', () => {
    const moves = [
      { turn: 1, player: 0, text: 'd2-d3' },
      { turn: 1, player: 1, text: 'e6-e5' },
      { turn: 2, player: 0, text: 'c2-c3' },
    ];
    assert.deepEqual(scoreSheet(moves, 2).map((r) => r.cols), [['d2-d3', 'e6-e5'], ['c2-c3', null]]);
  });

  it('joins the actions of one turn (two stones, a progressive series)', () => {
    const moves = [
      { turn: 1, player: 0, text: 'e6:B' },
      { turn: 2, player: 1, text: 'a1:W' },
      { turn: 2, player: 1, text: 'b2:B' },
      { turn: 3, player: 0, text: 'c3:B' },
      { turn: 3, player: 0, text: 'd4:W' },
    ];
    assert.deepEqual(scoreSheet(moves, 2).map((r) => r.cols), [['e6:B', 'a1:W b2:B'], ['c3:B d4:W', null]]);
  });

  it('numbers turns however the server counts them (one or two per row)', () => {
    const moves = [
      { turn: 1, player: 0, text: 'a' },
      { turn: 2, player: 1, text: 'b' },
      { turn: 3, player: 0, text: 'c' },
    ];
    assert.equal(scoreSheet(moves, 2).length, 2);
  });

  it('a game that starts with the second player leaves the first column empty', () => {
    const moves = [{ turn: 1, player: 1, text: 'x' }, { turn: 2, player: 0, text: 'y' }];
    assert.deepEqual(scoreSheet(moves, 2).map((r) => r.cols), [[null, 'x'], ['y', null]]);
  });
});

describe('moveRows', () => {
  it('shows whole turns in the game\'s notation, not the actions joined', () => {
    const state = {
      moves: [
        { turn: 1, player: 0, text: 'b' }, { turn: 1, player: 0, text: 'd' },
        { turn: 2, player: 1, text: 'e' },
      ],
      turns: [{ turn: 1, player: 0, text: 'a:b:d', actions: 2 }, { turn: 2, player: 1, text: 'd:e', actions: 1 }],
    };
    assert.deepEqual(moveRows(state, 2).map((r) => r.cols), [['a:b:d', 'd:e']]);
    assert.deepEqual(moveRows({ moves: state.moves }, 2).map((r) => r.cols), [['b d', 'e']]);
    assert.deepEqual(moveRows({}, 2), []);
  });
});

describe('strings', () => {
  it('every string exists in both languages', () => {
    assert.deepEqual(Object.keys(strings.pt).sort(), Object.keys(strings.en).sort());
    for (const [k, v] of Object.entries(strings.pt)) assert.ok(v.trim(), `pt ${k} is empty`);
  });

  it('placeholders match between the languages', () => {
    const holes = (s) => (s.match(/\{\w+\}/g) || []).sort();
    for (const k of Object.keys(strings.en)) assert.deepEqual(holes(strings.pt[k]), holes(strings.en[k]), k);
  });
});

describe('labelsInTexts', () => {
  const labels = ['a1', 'a10', 'b5', 'c6', 'f3', 'e6', 'E7'];
  it('finds the cells a move names, in any notation', () => {
    assert.deepEqual([...labelsInTexts(['c6-b5'], labels)].sort(), ['b5', 'c6']);
    assert.deepEqual([...labelsInTexts(['Nf3'], labels)], ['f3']);
    assert.deepEqual([...labelsInTexts(['e6:B', 'a10:W'], labels)].sort(), ['a10', 'e6']);
  });
  it('a label inside a longer coordinate does not count', () => {
    assert.deepEqual([...labelsInTexts(['a10'], labels)], ['a10']);
    assert.deepEqual([...labelsInTexts(['O-O'], labels)], []);
  });
});

describe('splitOptions', () => {
  it('splits options at the commas that start the next name=value', () => {
    assert.deepEqual(splitOptions('central_zone=d4,e4,d5,e5,supply=28'), ['central_zone=d4,e4,d5,e5', 'supply=28']);
    assert.deepEqual(splitOptions('size=9'), ['size=9']);
    assert.deepEqual(splitOptions(''), []);
  });
});

describe('Portuguese sentences about a player', () => {
  it('the book\'s plural names take the plural verb and their article', () => {
    const stored = {};
    globalThis.localStorage = { getItem: (k) => stored[k] ?? null, setItem: (k, v) => (stored[k] = v) };
    globalThis.document = { documentElement: {} };
    setLang('pt');
    assert.equal(tPlayer('toMove', 'Brancas'), 'Jogam as Brancas');
    assert.equal(tPlayer('thinking', 'Negras'), 'As Negras estão a pensar…');
    assert.equal(tPlayer('winner', 'Gatos'), 'Vencem os Gatos');
    assert.equal(tPlayer('toMove', 'Leões (E)'), 'Jogam os Leões (E)');
    assert.equal(tPlayer('toMove', 'Branco'), 'Joga o Branco');
    assert.equal(tPlayer('toMove', 'Primeiro jogador'), 'Joga o Primeiro jogador');
    // issue 16: singular names take their article too, as the terminal writes them
    assert.equal(tPlayer('toMove', 'Segundo'), 'Joga o Segundo');
    assert.equal(tPlayer('winner', 'Primeiro'), 'Vence o Primeiro');
    assert.equal(tPlayer('thinking', 'Segundo jogador'), 'O Segundo jogador está a pensar…');
    assert.equal(tPlayer('toMove', 'Verdes'), 'Jogam as Verdes');
    setLang('en');
    assert.equal(tPlayer('toMove', 'Brancas'), 'Brancas to move');
    delete globalThis.localStorage;
    delete globalThis.document;
  });
});

describe('analysis and records', () => {
  it('recommends the solver\'s best moves, else the report\'s winning moves for the player to move', () => {
    assert.deepEqual(recommended({ best: ['a1'], report: null }, 0), ['a1']);
    const report = { status: 'analysed', winning: null,
      'winning-left': [{ move: 'V 0,0', position: 'x' }], 'winning-right': [{ move: 'H 0,0', position: 'y' }] };
    assert.deepEqual(recommended({ status: 'limit', best: [], report }, 0), ['V 0,0']);
    assert.deepEqual(recommended({ status: 'limit', best: [], report }, 1), ['H 0,0']);
    assert.deepEqual(recommended({ status: 'limit', best: [], report: { status: 'limit' } }, 0), []);
    assert.deepEqual(recommended({ error: 'x' }, 0), []);
    // a lost position: the moves that lose slowest (Gamesman's choice), not every move
    const lost = { status: 'solved', value: 'loss', best: ['a', 'b', 'c', 'resign'],
      moves: [{ move: 'a', value: 'loss', remoteness: 6 }, { move: 'c', value: 'loss', remoteness: 6 },
        { move: 'b', value: 'loss', remoteness: 4 }, { move: 'resign', value: 'loss', remoteness: 1 }] };
    assert.deepEqual(recommended(lost, 0), ['a', 'c']);
    // without the distances (a scored game), every move keeps the value
    assert.deepEqual(recommended({ ...lost, moves: lost.moves.map((m) => ({ ...m, remoteness: null })) }, 0), lost.best);
  });

  it('names a record\'s file by its format', () => {
    assert.equal(recordFileName('chess', 4, '[Game "chess"]\n1. e4'), 'chess-4.pgn');
    assert.equal(recordFileName('go', 2, '(;GM[1]SZ[9])'), 'go-2.sgf');
    assert.equal(recordFileName('chess/alice', 3, 'e4 d5'), 'chess-alice-3.txt');
  });
});

describe('rules', () => {
  it('leaves out the spec\'s file names', () => {
    assert.equal(withoutSpecRefs('Nim (combinatorial.md §4.3; livro e tese).'), 'Nim (livro e tese).');
    assert.equal(withoutSpecRefs('Avarento (combinatorial.md §4.11).'), 'Avarento.');
  });
});

describe('the territory map\'s score', () => {
  it('writes the leader\'s initial and the margin, as Go results are written', () => {
    const stored = {};
    globalThis.localStorage = { getItem: (k) => stored[k] ?? null, setItem: (k, v) => (stored[k] = v) };
    globalThis.document = { documentElement: {} };
    setLang('en');
    assert.equal(estimateText(12.5, ['Black', 'White']), 'B+12.5');
    assert.equal(estimateText(-3, ['Black', 'White']), 'W+3');
    assert.equal(estimateText(0, ['Black', 'White']), null);
    setLang('pt');
    assert.equal(estimateText(12.5, ['Negras', 'Brancas']), 'N+12,5');
    assert.equal(estimateText(-0.5, ['Negras', 'Brancas']), 'B+0,5');
    delete globalThis.localStorage;
    delete globalThis.document;
  });
});
