import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Guards of issue 14: every language has every message, and every message is used by some code.
const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../..');
const features = path.resolve(here, '..');
// The shared catalogue (features/i18n/locales) and each feature's own (features/<name>/locales).
const CATALOGUES = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(features, entry.name, 'locales')))
  .map((entry) => entry.name);
const catalogue = (feature: string, locale: string) =>
  JSON.parse(
    readFileSync(path.join(features, feature, 'locales', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;
const languages = (feature: string) =>
  readdirSync(path.join(features, feature, 'locales')).map((file) => file.replace('.json', ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe.each(CATALOGUES)('the %s message catalogue', (feature) => {
  const en = catalogue(feature, 'en');

  it.each(languages(feature).filter((locale) => locale !== 'en'))(
    '%s has exactly the keys of English, none empty',
    (locale) => {
      const other = catalogue(feature, locale);
      expect(
        Object.keys(other).filter((key) => !(key in en)),
        'keys English lacks',
      ).toEqual([]);
      expect(
        Object.keys(en).filter((key) => !(key in other)),
        'keys missing',
      ).toEqual([]);
      for (const [key, text] of Object.entries(other)) expect(text.trim(), key).not.toBe('');
    },
  );

  it('has no key that no code uses (ids are written out in full, never built)', () => {
    const code = sourceFiles(source)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter(
      (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });

  if (feature !== 'i18n')
    it(`names every id "${feature}.…", so catalogues merged into one never collide`, () => {
      expect(Object.keys(en).filter((key) => !key.startsWith(`${feature}.`))).toEqual([]);
    });
});
