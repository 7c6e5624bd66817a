import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from '@ias/shared';
import { i18n, type Messages } from '@lingui/core';
import en from './locales/en.json';

/** The languages people choose, plus the pseudo-locale for development and tests. */
export type UiLocale = Locale | 'pseudo';
/** Every message id of the web catalogues (en.json is the reference). */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

export const LOCALE_STORAGE_KEY = 'ias.locale';

// English ships with the first page (compiled at build time by vite-plugin.ts); every other
// language is its own chunk, fetched only when chosen.
const english = en as unknown as Messages;
i18n.load('en', english);
i18n.activate('en');

const loaders: Record<Exclude<UiLocale, 'en'>, () => Promise<Messages>> = {
  hi: () => import('./locales/hi.json').then((module) => module.default as unknown as Messages),
  pseudo: () => import('./pseudo').then(({ pseudoLocalize }) => pseudoLocalize(english)),
};

export const isUiLocale = (value: unknown): value is UiLocale =>
  isLocale(value) || value === 'pseudo';

function readStored(): UiLocale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isUiLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The remembered choice, else the browser's languages on a first visit. */
export function initialLocale(): UiLocale {
  return readStored() ?? pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** The language in use, for formatting (the pseudo-locale formats as English). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The language being switched to (or in use): what a page's loader must have ready. */
let targetLocale: UiLocale | undefined;

/**
 * Loads (once) and switches to `locale`; <html lang> follows. Feature catalogues defined while
 * it loads (a lazy page's module arriving meanwhile) are loaded too before the switch, so no page
 * renders in the new language without its messages.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  targetLocale = locale;
  if (locale !== 'en' && !(locale in loadedLocales)) {
    i18n.load(locale, await loaders[locale]());
    loadedLocales[locale] = true;
  }
  for (let loaded = -1; loaded !== featureCatalogues.length;) {
    loaded = featureCatalogues.length;
    await Promise.all(featureCatalogues.map((catalogue) => catalogue.load(locale)));
  }
  if (locale === 'hi') await devanagariFaces();
  // A later choice won while this one was loading: that one switches.
  if (targetLocale !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale === 'pseudo' ? 'en-XA' : locale;
}
const loadedLocales: Partial<Record<UiLocale, true>> = { en: true };

/**
 * Fetches the Devanagari font's weights before Hindi is drawn (at most 3 s): on a device without
 * a Devanagari system font, text laid out before its face arrived stayed as empty boxes.
 */
async function devanagariFaces(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return;
  const weights = ['400', '500', '600', '700'];
  await Promise.race([
    Promise.all(
      weights.map((weight) =>
        document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'अ').catch(() => []),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
}

/** A person's choice: remembered in this browser and applied. */
export async function chooseLocale(locale: UiLocale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  await activateLocale(locale);
}

/**
 * A feature's own catalogue (features/<feature>/locales/<language>.json, every id starting with
 * "<feature>."), shipped with the feature's lazy chunk instead of the first page. English loads
 * with the feature's code; other languages are fetched when in use. A route module awaits
 * `ready()` in its loader so a page never flashes English before its language arrives.
 */
export interface FeatureCatalogue<Id extends string> {
  /** Loads the catalogue of the language in use (once); resolves when it can render. */
  ready(): Promise<void>;
  /** Loads `locale` (once); called by activateLocale for every feature catalogue in use. */
  load(locale: UiLocale): Promise<void>;
  /** Typed ids, for the feature's useT. */
  readonly ids?: Id;
}

type Loader = () => Promise<{ default: unknown }>;
const featureCatalogues: FeatureCatalogue<string>[] = [];

export function defineCatalogue<Ids extends Record<string, string>>(
  english: Ids,
  others: Record<Exclude<Locale, 'en'>, Loader>,
): FeatureCatalogue<Extract<keyof Ids, string>> {
  const englishMessages = english as unknown as Messages;
  i18n.load('en', englishMessages);
  const pending = new Map<UiLocale, Promise<void>>();
  pending.set('en', Promise.resolve());
  const catalogue: FeatureCatalogue<Extract<keyof Ids, string>> = {
    load(locale) {
      const known = pending.get(locale);
      if (known) return known;
      const download: Promise<Messages> =
        locale === 'en'
          ? Promise.resolve(englishMessages)
          : locale === 'pseudo'
            ? import('./pseudo').then(({ pseudoLocalize }) => pseudoLocalize(englishMessages))
            : others[locale]().then((module) => module.default as Messages);
      const loading = download.then(
        (messages) => i18n.load(locale, messages),
        (error: unknown) => {
          pending.delete(locale); // a failed download may be retried
          throw error;
        },
      );
      pending.set(locale, loading);
      return loading;
    },
    ready() {
      // The language being switched to (or in use); before the app's first switch, the one it
      // will start in (a route's loader can run first).
      return catalogue.load(targetLocale ?? initialLocale());
    },
  };
  featureCatalogues.push(catalogue);
  // A module arriving after the switch to another language (a component's lazy chunk, a route
  // whose loader does not name this catalogue): its messages are fetched at once, and the page
  // renders again when they are in (Lingui's load emits a change), instead of showing ids.
  if (targetLocale && targetLocale !== 'en') catalogue.load(targetLocale).catch(() => undefined);
  return catalogue;
}

/**
 * Every feature catalogue whose code has arrived, ready in the language in use (or being switched
 * to). A lazy route's loader runs after its module and everything it imports have loaded, so this
 * waits for exactly the catalogues the page can show, and no others are fetched.
 */
export async function cataloguesReady(): Promise<void> {
  for (let ready = -1; ready !== featureCatalogues.length;) {
    ready = featureCatalogues.length;
    await Promise.all(featureCatalogues.map((catalogue) => catalogue.ready()));
  }
}

export { i18n };
