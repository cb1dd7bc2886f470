// Test harness: starts `tabula serve` on a free loopback port with a fresh data file, and a
// headless Chromium driven by playwright-core. Stopping and starting the server again on the
// same data file is how the tests check that games survive a restart.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDir = path.resolve(here, '../../web');
export const outDir = process.env.TABULA_WEB_OUT || path.join(os.tmpdir(), 'tabula-web-screenshots');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Server {
  constructor() {
    const bin = process.env.TABULA_BIN;
    if (!bin) throw new Error('TABULA_BIN is not set (run tests/web/run.sh BINARY)');
    this.bin = bin;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-web-'));
    this.data = path.join(this.dir, 'games.sqlite');
    this.log = path.join(this.dir, 'server.log');
    this.proc = null;
  }

  async start() {
    this.port = await freePort();
    this.url = `http://127.0.0.1:${this.port}`;
    const log = fs.openSync(this.log, 'a');
    this.proc = spawn(this.bin, ['serve', '--port', String(this.port), '--data', this.data], {
      stdio: ['ignore', log, log],
      env: { ...process.env, TABULA_WEB_DIR: webDir },
    });
    this.exited = new Promise((resolve) => this.proc.on('exit', resolve));
    for (let i = 0; i < 100; i++) {
      if (this.proc.exitCode !== null) break;
      try {
        const res = await fetch(this.url + '/api/games');
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      await sleep(100);
    }
    throw new Error('tabula serve did not start:\n' + fs.readFileSync(this.log, 'utf8'));
  }

  async stop() {
    if (!this.proc || this.proc.exitCode !== null) return;
    this.proc.kill('SIGTERM');
    const timeout = sleep(5000).then(() => 'timeout');
    if ((await Promise.race([this.exited, timeout])) === 'timeout') {
      this.proc.kill('SIGKILL');
      await this.exited;
    }
  }

  async cleanup() {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  async api(method, route, body) {
    const res = await fetch(this.url + route, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const data = text ? JSON.parse(text) : null;
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
    return data;
  }

  // Polls a session until the computer has finished thinking.
  async settled(sid) {
    for (let i = 0; i < 300; i++) {
      const s = await this.api('GET', `/api/sessions/${sid}`);
      if (!s.thinking) return s;
      await sleep(100);
    }
    throw new Error(`session ${sid} still thinking`);
  }
}

export async function launchBrowser() {
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--font-render-hinting=none'],
  });
}

// A page that fails the test on any script error or console error.
export async function newPage(browser, server, { lang = 'en', width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: lang === 'pt' ? 'pt-PT' : 'en-GB' });
  await context.addInitScript((l) => {
    try {
      if (!localStorage.getItem('tabula.lang')) localStorage.setItem('tabula.lang', l);
      // The engine's evaluation (chess) is off unless a test turns it on: it takes one of
      // the server's two analysis slots for a second after every chess position.
      if (!localStorage.getItem('tabula.engine')) localStorage.setItem('tabula.engine', 'off');
    } catch {
      /* about:blank has no storage */
    }
  }, lang);
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => {
    // A refused move answers 400 by design; the browser logs every 4xx resource.
    if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) page.errors.push(m.text());
  });
  page.server = server;
  return page;
}

// Loads the page afresh at hash (a goto that only changes the hash would not reload it).
export async function visit(page, hash = '#/') {
  await page.goto('about:blank');
  await page.goto(`${page.server.url}/${hash}`);
}

export function screenshotPath(name) {
  fs.mkdirSync(outDir, { recursive: true });
  return path.join(outDir, name.replace(/[^a-z0-9-]+/gi, '_') + '.png');
}
