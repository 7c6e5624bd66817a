#!/usr/bin/env node
// What each public page fetches in each language (issue 14): the real built app (`npm start`'s
// server on a fresh embedded database) opened in Debian's Chromium by Playwright, one fresh
// browser context per page and language (empty cache, service workers blocked, so the figure is
// the page's own first load), the language chosen as a returning visitor's stored choice. Prints,
// per page, the JavaScript transferred (compressed, as sent) and decoded, and of that the message
// catalogues' chunks (a `locales/*.json` compiled into a JS module; Vite names them after the
// file), beside `/`'s budget of 170 kB gzip (apps/web/scripts/bundle-report.mjs).
//
//   node i18n-pages.mjs [--pages /,/pricing,…] [--languages en,hi]
/* global document */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, option, requireBuiltServer } from './lib/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/careers',
  '/docs',
  '/faq',
  '/contact',
  '/support',
  '/status',
  '/database-demo',
  '/privacy',
  '/terms',
  '/cookies',
  '/demo',
];
const pages = option('pages', PUBLIC_PAGES.join(',')).split(',');
const languages = option('languages', 'en,hi').split(',');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.log(`skipped: no Chromium at ${chromePath} (set CHROME_PATH)`);
  process.exit(0);
}
requireBuiltServer();
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('skipped: the web app is not built (npm run build)');
  process.exit(0);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ias-i18n-pages-'));
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  },
  stdio: 'ignore',
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitForServer(seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error(`the server not ready within ${seconds} s`);
    await sleep(500);
  }
}

const kB = (bytes) => (bytes / 1024).toFixed(1);
/** A catalogue chunk: Vite names a lazily imported locales/<language>.json after the file. */
const isCatalogue = (url) => /\/assets\/(en|hi)(-[\w-]+)?\.js$/.test(new URL(url).pathname);

async function measure(browser, page, language) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-IN' });
  await context.addInitScript((locale) => {
    localStorage.setItem('ias.locale', locale);
  }, language);
  const tab = await context.newPage();
  const scripts = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
  await tab.waitForFunction(
    (lang) => document.documentElement.lang === lang && document.querySelector('main h1'),
    language,
  );
  await tab.waitForLoadState('networkidle');
  let sent = 0;
  let decoded = 0;
  let catalogues = 0;
  let catalogueSent = 0;
  for (const response of scripts) {
    const { responseBodySize } = await response.request().sizes();
    const body = (await response.body()).length;
    sent += responseBodySize;
    decoded += body;
    if (isCatalogue(response.url())) {
      catalogues += body;
      catalogueSent += responseBodySize;
    }
  }
  await context.close();
  return { files: scripts.length, sent, decoded, catalogues, catalogueSent };
}

let browser;
try {
  await waitForServer(120);
  browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  console.log(
    '| page | language | JS files | JS sent | JS decoded | of which catalogues (decoded / sent) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const page of pages)
    for (const language of languages) {
      const m = await measure(browser, page, language);
      console.log(
        `| ${page} | ${language} | ${m.files} | ${kB(m.sent)} kB | ${kB(m.decoded)} kB | ${kB(m.catalogues)} / ${kB(m.catalogueSent)} kB |`,
      );
    }
  console.log('`/` budget: 170 kB gzip of JavaScript (apps/web/scripts/bundle-report.mjs)');
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
