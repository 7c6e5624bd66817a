import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SPLASH_SEEN_KEY } from '@/config/constants';

// The splash drawn by index.html itself (issue 11: something on screen before the app's code has
// downloaded), and the one inline script that leaves it out when the tab has seen the splash.
const here = path.dirname(fileURLToPath(import.meta.url));
const html = readFileSync(path.resolve(here, '../../../index.html'), 'utf8');
const serverApp = readFileSync(path.resolve(here, '../../../../server/src/app.ts'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const body = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));

/** index.html's body in this document, its inline script run as the browser would. */
function loadBody() {
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '');
  for (const script of inlineScripts) new Function(script)();
}

afterEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the static splash in index.html', () => {
  it('is allowed to run by the Content-Security-Policy (its hash is in the server)', () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash('sha256').update(inlineScripts[0]!).digest('base64');
    expect(serverApp).toContain(`'sha256-${hash}'`);
  });

  it('is drawn in the root, hidden from assistive technology, with no words to translate', () => {
    loadBody();
    const splash = document.querySelector('#root [data-testid="static-splash"]');
    expect(splash).not.toBeNull();
    expect(splash!.getAttribute('aria-hidden')).toBe('true');
    expect(splash!.textContent!.trim()).toBe('0%');
  });

  it('is left out when this tab has seen the splash', () => {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    loadBody();
    expect(document.getElementById('root')!.childElementCount).toBe(0);
  });
});
