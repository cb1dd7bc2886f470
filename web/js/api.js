// The JSON API of `tabula serve` (docs/API.md). Every call answers the parsed body or throws an
// ApiError carrying the server's one-line message and the HTTP status.
import { getLang } from './i18n.js';

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function call(method, path, body, signal) {
  // Every answer (a state after a move too) names players and reasons in the page's language.
  const url = path + (path.includes('?') ? '&' : '?') + 'lang=' + getLang();
  const init = { method, headers: {}, signal };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new ApiError(0, e.message);
  }
  if (res.status === 204) return null;
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) throw new ApiError(res.status, (data && data.error) || res.statusText);
  return data;
}

const enc = encodeURIComponent;

export const api = {
  games: () => call('GET', '/api/games'),
  rules: (id) => call('GET', `/api/games/${id.split('/').map(enc).join('/')}/rules`),
  players: () => call('GET', '/api/players'),
  sessions: () => call('GET', '/api/sessions'),
  session: (sid) => call('GET', `/api/sessions/${enc(sid)}`),
  create: (body) => call('POST', '/api/sessions', body),
  move: (sid, move) => call('POST', `/api/sessions/${enc(sid)}/moves`, { move }),
  undo: (sid) => call('POST', `/api/sessions/${enc(sid)}/undo`, {}),
  computer: (sid, player) =>
    call('POST', `/api/sessions/${enc(sid)}/computer`, player ? { player } : {}),
  remove: (sid) => call('DELETE', `/api/sessions/${enc(sid)}`),
  analyse: (body, signal) => call('POST', '/api/analyse', body, signal),
  // Stops the server's computation of the analysis sent with this "id".
  stopAnalysis: (id) => call('POST', `/api/analyse/${enc(id)}/stop`, {}),
  table: (body) => call('POST', '/api/analyse/table', body),
  view: (body) => call('POST', '/api/view', body),
  evaluate: (body, signal) => call('POST', '/api/evaluate', body, signal),
  ownership: (body) => call('POST', '/api/ownership', body),
  // The game in a record format of its family (PGN, PDN, SGF): {format, extension, text}.
  exportRecord: (sid, format) => call('GET', `/api/sessions/${enc(sid)}/export/${enc(format)}`),
  // A new game from a record's text, its format found from the text.
  importRecord: (text) => call('POST', '/api/sessions/import', { text }),
};

// The catalogue changes only with the language: fetched once per language.
const gamesCache = new Map();
export async function catalogue() {
  const lang = getLang();
  if (!gamesCache.has(lang)) gamesCache.set(lang, api.games().then((d) => d.games));
  try {
    return await gamesCache.get(lang);
  } catch (e) {
    gamesCache.delete(lang);
    throw e;
  }
}

export async function gameInfo(id) {
  return (await catalogue()).find((g) => g.id === id) || null;
}
