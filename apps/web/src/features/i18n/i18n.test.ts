import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activateLocale,
  cataloguesReady,
  chooseLocale,
  defineCatalogue,
  initialLocale,
  LOCALE_STORAGE_KEY,
} from './i18n';

describe('choosing the language on the web', () => {
  afterEach(async () => {
    localStorage.clear();
    await activateLocale('en');
  });

  it('follows the browser on a first visit, then the remembered choice', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    Object.defineProperty(navigator, 'languages', { value: ['hi-IN', 'en'], configurable: true });
    try {
      expect(initialLocale()).toBe('hi');
      localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
      expect(initialLocale()).toBe('en');
    } finally {
      Object.defineProperty(navigator, 'languages', languages);
    }
  });

  it('loads Hindi when chosen, remembers it and sets <html lang>', async () => {
    await chooseLocale('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(i18n._('auth.login.submit')).toBe('साइन इन करें');
    expect(i18n._('auth.newPassword.hint', { min: 10 })).toContain('कम से कम 10 अक्षर');
  });

  it('offers an accented, longer pseudo-locale that keeps placeholders working', async () => {
    await chooseLocale('pseudo');
    const text = i18n._('auth.newPassword.hint', { min: 10 });
    expect(text).toContain('10');
    expect(text).toMatch(/Ûšé/);
    expect(text.length).toBeGreaterThan(
      'Use at least 10 characters, including a special character such as ! @ # or %.'.length * 1.25,
    );
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('loads a feature catalogue in the language in use, and again when the language changes', async () => {
    let downloads = 0;
    const feature = defineCatalogue(
      { 'sample.greeting': 'Hello {name}' },
      {
        hi: async () => {
          downloads += 1;
          return { default: { 'sample.greeting': 'नमस्ते {name}' } };
        },
      },
    );
    await feature.ready();
    expect(i18n._('sample.greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(downloads).toBe(0);
    await chooseLocale('hi');
    expect(i18n._('sample.greeting', { name: 'Asha' })).toBe('नमस्ते Asha');
    await feature.ready();
    await activateLocale('hi');
    expect(downloads).toBe(1);
  });

  it('loads a catalogue defined while it switches before switching (a lazy page arriving meanwhile)', async () => {
    await activateLocale('en');
    // The page's module arrives while another catalogue's Hindi is downloading.
    let late: ReturnType<typeof defineCatalogue> | undefined;
    defineCatalogue(
      { 'slow.title': 'Menu' },
      {
        hi: async () => {
          late = defineCatalogue(
            { 'late.title': 'Reports' },
            { hi: async () => ({ default: { 'late.title': 'रिपोर्ट' } }) },
          );
          return { default: { 'slow.title': 'मेन्यू' } };
        },
      },
    );
    await activateLocale('hi');
    expect(i18n.locale).toBe('hi');
    expect(late).toBeDefined();
    expect(i18n._('late.title')).toBe('रिपोर्ट');
  });

  it('fetches a catalogue defined after the switch at once (a component arriving later)', async () => {
    await activateLocale('hi');
    let download: (() => void) | undefined;
    const arrived = new Promise<void>((resolve) => (download = resolve));
    defineCatalogue(
      { 'after.title': 'Charts' },
      {
        hi: async () => {
          download!();
          return { default: { 'after.title': 'चार्ट' } };
        },
      },
    );
    await arrived;
    await cataloguesReady();
    expect(i18n._('after.title')).toBe('चार्ट');
  });

  it('waits for every catalogue whose code has arrived (what a public route loader awaits)', async () => {
    await activateLocale('hi');
    let finish: (() => void) | undefined;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    defineCatalogue(
      { 'pageA.title': 'Pricing' },
      {
        hi: async () => {
          await slow;
          return { default: { 'pageA.title': 'क़ीमतें' } };
        },
      },
    );
    let ready = false;
    const waiting = cataloguesReady().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    finish!();
    await waiting;
    expect(i18n._('pageA.title')).toBe('क़ीमतें');
  });
});
