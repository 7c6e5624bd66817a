#!/usr/bin/env node
// How much React draws while a dashboard loads: commits and component renders per reload, counted
// in real Chromium through React's DevTools hook (no DevTools installed; the page's own React calls
// the hook after every commit). A component counts as rendered in a commit when its props or state
// object changed since the last commit seen. Unlike blocking time, these counts do not move with
// the machine's hour, so two builds compare in any hour (`STATIC_DIR`).
//
//   node renders.mjs [--roles Student,Teacher] [--reloads 3] [--names]
//   (a role is any words of a sandbox button after "Try as" / "Try at", e.g. "company site")
//   STATIC_DIR=<copy of apps/web/dist> node renders.mjs …   # another build, for an A/B
//
// --names: also print, for the reload with the most renders, each commit: where its work began
// (drawn components whose closest component above was not drawn) and its most drawn components
// (a build with `vite build --minify false` keeps their names).
/* global window, document */
import { startDemoApp, tryDemoRole } from './lib/browser.mjs';
import { median, option } from './lib/server.mjs';

const roles = option('roles', 'Student,Teacher').split(',');
const reloads = Number(option('reloads', '3'));
const names = process.argv.includes('--names');

/** Runs in the page before its scripts: a stand-in DevTools hook that counts each commit's renders. */
function countCommits() {
  const started = performance.now();
  const seen = new WeakMap();
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(_rendererId, root) {
      let rendered = 0;
      const byName = {};
      // Where this commit's work began: drawn components whose closest component above was not.
      const origins = {};
      const visit = (first, aboveDrew) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
          const now = [fiber.memoizedProps, fiber.memoizedState];
          seen.set(fiber, now);
          const isComponent =
            typeof fiber.type === 'function' || (fiber.type && typeof fiber.type === 'object');
          const drew = isComponent && (!before || before[0] !== now[0] || before[1] !== now[1]);
          if (drew) {
            rendered++;
            const type = fiber.type;
            const name =
              type.displayName || type.name || type.render?.name || type.type?.name || '?';
            byName[name] = (byName[name] ?? 0) + 1;
            if (!aboveDrew) origins[name] = (origins[name] ?? 0) + 1;
          }
          visit(fiber.child, isComponent ? drew : aboveDrew);
        }
      };
      visit(root.current.child, false);
      window.__commits.push({
        at: Math.round(performance.now() - started),
        rendered,
        byName,
        origins,
      });
    },
  };
}

const { origin, browser, stop } = await startDemoApp('renders');
try {
  console.log(`\nReact's work while a dashboard reloads, ${reloads} reloads each\n`);
  console.log(
    '| dashboard | commits (median) | component renders (median) | each reload | elements |',
  );
  console.log('| --- | ---: | ---: | --- | ---: |');
  for (const role of roles) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript(countCommits);
    await tryDemoRole(page, origin, role);
    const loads = [];
    for (let i = 0; i < reloads; i++) {
      await page.reload();
      await page.waitForLoadState('load');
      // Settled: no commit for a second and a half (the last answers and charts have arrived).
      let count = -1;
      for (let waited = 0; waited < 15_000; waited += 1500) {
        await page.waitForTimeout(1500);
        const now = await page.evaluate(() => window.__commits.length);
        if (now === count) break;
        count = now;
      }
      loads.push(await page.evaluate(() => window.__commits));
    }
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    const renders = loads.map((commits) => commits.reduce((sum, c) => sum + c.rendered, 0));
    console.log(
      `| ${new URL(page.url()).pathname} | ${median(loads.map((c) => c.length))} | ${median(renders)} | ${renders.join(', ')} | ${elements} |`,
    );
    if (names) {
      const most = loads[renders.indexOf(Math.max(...renders))];
      for (const commit of most) {
        const top = Object.entries(commit.byName)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([name, n]) => `${name}×${n}`)
          .join(' ');
        const from = Object.keys(commit.origins).join(', ');
        console.log(
          `    ${String(commit.at).padStart(5)} ms ${String(commit.rendered).padStart(4)}  from ${from}: ${top}`,
        );
      }
    }
    await page.close();
  }
} finally {
  await stop();
}
