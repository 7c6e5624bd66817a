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
import { chromium } from 'playwright-core';
import {
  CHROME_PATH,
  CHROMIUM_FLAGS,
  requireBrowserAndBuild,
  spawnBuiltServer,
} from './lib/browser.mjs';
import { option } from './lib/server.mjs';

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
requireBrowserAndBuild();
const { origin, stop } = await spawnBuiltServer('i18n-pages');

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
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
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
  await stop();
}
