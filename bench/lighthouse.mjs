#!/usr/bin/env node
// Lighthouse (mobile, its default simulated mid-range phone on a slow 4G link) on the pages a
// visitor and each kind of person land on: `/`, `/login`, and the dashboard of every role the
// /demo sandbox offers, signed in through the sandbox as a visitor would be. It runs the real
// built app (`npm start`'s server on a fresh embedded database with its demo data) in Debian's
// Chromium. A dashboard is measured in the tab that signed in, as a person reloading it or
// coming back to it meets it; --new-tab measures it in a fresh tab instead, where the SPEC's
// start-up splash (3.5 s, once per tab session) covers it. The performance score and its layout
// shift (CLS) are issue 11's figures; the accessibility and best-practices scores are issue 13's.
// Lighthouse simulates the device and network from a trace, so scores compare across runs and
// machines better than raw times do.
//
//   node lighthouse.mjs [--pages /,/login,demo,admin] [--runs 1] [--shifts] [--roles Student,In-charge]
//                       [--holiday] [--cold] [--new-tab] [--save DIR]
//
// --roles: only the sandbox's "Try as …" buttons whose text contains one of these words
// (case-insensitive), e.g. to measure one dashboard again after a change.
// admin (in --pages): the platform Admin's dashboard (the sandbox has no Admin): an account made
// through the server's admin API with the service key, its type set to Admin, signed in at /login.
// --holiday: today is made a holiday in every organisation before the dashboards are measured, so
// their day notice ("Today is … — a holiday") shows: does it shift the layout when it arrives?
// STATIC_DIR=<dist> measures another build of the web app with the same server (e.g. a copy of
// the build before a change, so other work rebuilding apps/web/dist cannot change it mid-run).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromium } from 'playwright-core';
import {
  CHROME_PATH,
  CHROMIUM_FLAGS,
  requireBrowserAndBuild,
  spawnBuiltServer,
} from './lib/browser.mjs';
import { option, SERVER_DIST } from './lib/server.mjs';

const pages = option('pages', '/,/login,demo').split(',');
const runs = Number(option('runs', '1'));
// --shifts: also print the elements that moved (Lighthouse's layout-shifts audit), largest first.
const showShifts = process.argv.includes('--shifts');
// --cold: empty the HTTP cache before each dashboard run too (a return visit after a release).
const cold = process.argv.includes('--cold');
// --new-tab: each dashboard run in a tab of its own (Lighthouse's default), so with the splash.
const newTab = process.argv.includes('--new-tab');
const onlyRoles = option('roles', '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
// --save DIR: also write each run's Lighthouse report (JSON, with its diagnostics: bootup-time,
// mainthread-work-breakdown, long-tasks) to DIR, one file per page and run.
const saveDir = option('save', '');
const holiday = process.argv.includes('--holiday');
requireBrowserAndBuild();
// A secret of the bench's own, so it can sign the service key that makes the Admin and the holiday.
const JWT_SECRET = 'lighthouse-bench-jwt-secret-long-enough-for-hs256-0123456789';
const { origin, waitFor, stop } = await spawnBuiltServer('lighthouse', {
  RATE_LIMIT_DEMO_SESSION: '1000/1m',
  JWT_SECRET,
});
const chrome = await chromeLauncher
  .launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS })
  .catch(async (error) => {
    await stop();
    throw error;
  });

const { createKeys } = await import(pathToFileURL(path.join(SERVER_DIST, 'lib/jwt.js')).href);
const serviceKey = (await createKeys(JWT_SECRET)).serviceKey;

/** A call with the service key (it bypasses row-level security), its JSON body returned. */
async function service(pathname, { method = 'GET', body } = {}) {
  const response = await fetch(`${origin}${pathname}`, {
    method,
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Makes today (in each organisation's time zone) a holiday in every organisation. */
async function makeTodayAHoliday() {
  const orgs = await service('/rest/v1/organizations?select=id,timezone');
  for (const org of orgs) {
    const date = new Intl.DateTimeFormat('en-CA', {
      timeZone: org.timezone || 'Asia/Kolkata',
    }).format(new Date());
    await service(`/rest/v1/holidays?org_id=eq.${org.id}&date=eq.${date}`, { method: 'DELETE' });
    await service('/rest/v1/holidays', {
      method: 'POST',
      body: { org_id: org.id, date, name: 'Bench Day' },
    });
  }
  return orgs.length;
}

/** A platform Admin made through the admin API: e-mail and password to sign in with. */
async function createAdmin() {
  const email = `lighthouse-admin-${Date.now()}@example.com`;
  const password = 'Lighthouse#2026-admin';
  const user = await service('/auth/v1/admin/users', {
    method: 'POST',
    body: { email, password, email_confirm: true, user_metadata: { full_name: 'Bench Admin' } },
  });
  await service(`/rest/v1/profiles?id=eq.${user.id}`, {
    method: 'PATCH',
    body: { user_type: 'Admin' },
  });
  return { email, password };
}

const score = (category) => (category?.score == null ? '—' : category.score.toFixed(2));
const audit = (lhr, id) => lhr.audits[id]?.numericValue;

/**
 * One Lighthouse run of a URL in the launched Chromium: in a new tab, or in `page` (Puppeteer's
 * handle on a tab that is already open, with its session storage).
 */
async function measure(url, firstVisit, page) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // A public page is measured as a first visit (Lighthouse empties the cache and the site's
      // storage before each run); a dashboard keeps the sandbox's session in storage.
      disableStorageReset: !firstVisit,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
    page,
  );
  return result.lhr;
}

/** A run whose trace could not be read (Lighthouse's NO_NAVSTART and the like) is run again. */
async function measureReadable(url, beforeRun, firstVisit, page) {
  for (let attempt = 1; ; attempt++) {
    await beforeRun();
    const lhr = await measure(url, firstVisit, page);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`    (${lhr.runtimeError.code}: run again)`);
  }
}

async function report(label, url, { beforeRun = async () => {}, firstVisit = false, page } = {}) {
  for (let run = 1; run <= runs; run++) {
    const lhr = await measureReadable(url, beforeRun, firstVisit, page);
    const { performance: perf, accessibility, 'best-practices': practices } = lhr.categories;
    const lcp = audit(lhr, 'largest-contentful-paint');
    const tbt = audit(lhr, 'total-blocking-time');
    const cls = audit(lhr, 'cumulative-layout-shift');
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
      writeFileSync(path.join(saveDir, `${name}.${run}.json`), JSON.stringify(lhr));
    }
    console.log(
      `| ${label} | ${score(perf)} | ${lcp == null ? '—' : `${(lcp / 1000).toFixed(1)} s`} | ${tbt == null ? '—' : `${Math.round(tbt)} ms`} | ${cls == null ? '—' : cls.toFixed(3)} | ${score(accessibility)} | ${score(practices)} |`,
    );
    if (showShifts)
      for (const item of lhr.audits['layout-shifts']?.details?.items ?? [])
        console.log(
          `    shift ${item.score.toFixed(3)}: ${item.node?.selector ?? '?'} — ${item.node?.snippet ?? ''}`,
        );
  }
}

try {
  await waitFor(
    async () => (await (await fetch(`${origin}/api/demo`)).json()).isAvailable,
    'the demo data',
    240,
  );
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, Chromium at ${CHROME_PATH}, Node ${process.version}\n`,
  );
  console.log('| page | performance | LCP | TBT | CLS | accessibility | best practices |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  // Every run of a public page is a first visit (before, only the first run was: the others
  // measured a warm cache).
  for (const page of pages.filter((p) => p.startsWith('/')))
    await report(page, `${origin}${page}`, { firstVisit: true });
  const needsTab = pages.includes('demo') || pages.includes('admin');
  const browser = needsTab
    ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    : null;
  const context = browser?.contexts()[0];
  // A tab Lighthouse has driven through Puppeteer no longer reports its loads to Playwright, so
  // each sign-in gets a tab of its own.
  let tab;
  let cdp;
  const openTab = async () => {
    await tab?.close();
    tab = await context.newPage();
    cdp = await context.newCDPSession(tab);
    return tab;
  };
  const emptyCache = async () => void (await cdp.send('Network.clearBrowserCache'));
  // The same tab through Puppeteer, which Lighthouse drives: its session storage says the splash
  // has run (the sign-in showed it), as it does for a person working in that tab.
  let driver;
  const sameTab = async () => {
    if (newTab) return undefined;
    driver ??= await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = (await driver.pages()).find((candidate) => candidate.url() === tab.url());
    if (!page) throw new Error(`no tab at ${tab.url()}`);
    return page;
  };
  if (holiday) console.log(`(today is a holiday in ${await makeTodayAHoliday()} organisations)`);
  const suffix = holiday ? ', holiday' : '';
  if (pages.includes('demo')) {
    // Sign in through the sandbox in the same browser, then measure the dashboard it lands on
    // (its code already cached by that visit, as it is for the visitor; --cold empties the
    // HTTP cache before each run, keeping the session).
    const sandbox = () => tab.getByTestId('demo-sandbox');
    await (await openTab()).goto(`${origin}/demo#sandbox`);
    const tries = sandbox().getByRole('button', { name: /^Try (as|at) / });
    await tries.first().waitFor({ timeout: 120_000 });
    const roles = (await tries.allInnerTexts())
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter((role) => !onlyRoles.length || onlyRoles.some((w) => role.toLowerCase().includes(w)));
    for (const role of roles) {
      await (await openTab()).goto(`${origin}/demo#sandbox`);
      await sandbox().getByRole('button', { name: role }).click();
      await tab.waitForURL(/\/dashboard/, { timeout: 60_000 });
      const dashboard = tab.url();
      await report(`${new URL(dashboard).pathname} (${role}${suffix})`, dashboard, {
        beforeRun: cold ? emptyCache : undefined,
        page: await sameTab(),
      });
      await (await openTab()).goto(dashboard);
      await tab.getByRole('button', { name: 'Leave demo' }).click();
      await tab.waitForURL(/\/demo/);
    }
  }
  if (pages.includes('admin')) {
    // Signed in at /login as a person would be, then the dashboard measured with that session.
    const admin = await createAdmin();
    await (await openTab()).goto(`${origin}/login`);
    await tab.getByLabel('E-mail address').fill(admin.email);
    await tab.getByLabel('Password', { exact: true }).fill(admin.password);
    await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
    await tab.waitForURL(/\/dashboard\/admin$/, { timeout: 60_000 });
    await report(`/dashboard/admin (Admin${suffix})`, tab.url(), {
      beforeRun: cold ? emptyCache : undefined,
      page: await sameTab(),
    });
  }
  await driver?.disconnect().catch(() => {});
  await browser?.close().catch(() => {});
} finally {
  await chrome.kill();
  await stop();
}
