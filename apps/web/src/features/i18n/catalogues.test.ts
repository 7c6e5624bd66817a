import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Guards of issue 14: every language has every message, and every message is used by some code.
const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../..');
const features = path.resolve(here, '..');
// The shared catalogue (features/i18n/locales), each feature's own (features/<name>/locales), and
// a feature's parts (features/<name>/locales/<part>/, each its own lazily loaded catalogue).
type Catalogue = { name: string; feature: string; part?: string; dir: string };
const CATALOGUES: Catalogue[] = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(features, entry.name, 'locales')))
  .flatMap((entry) => {
    const dir = path.join(features, entry.name, 'locales');
    const parts = readdirSync(dir, { withFileTypes: true }).filter((part) => part.isDirectory());
    const own = existsSync(path.join(dir, 'en.json'))
      ? [{ name: entry.name, feature: entry.name, dir }]
      : [];
    return [
      ...own,
      ...parts.map((part) => ({
        name: `${entry.name}/${part.name}`,
        feature: entry.name,
        part: part.name,
        dir: path.join(dir, part.name),
      })),
    ];
  });
const catalogue = ({ dir }: Catalogue, locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const languages = ({ dir }: Catalogue) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name.replace('.json', ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = new Map(
  sourceFiles(source).map((file) => [file, readFileSync(file, 'utf8')] as const),
);

describe.each(CATALOGUES.map((entry) => [entry.name, entry] as const))(
  'the %s message catalogue',
  (_name, entry) => {
    const { feature } = entry;
    const en = catalogue(entry, 'en');

    it.each(languages(entry).filter((locale) => locale !== 'en'))(
      '%s has exactly the keys of English, none empty',
      (locale) => {
        const other = catalogue(entry, locale);
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
      const code = [...sources.values()].join('\n');
      const unused = Object.keys(en).filter(
        (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`),
      );
      expect(unused).toEqual([]);
    });

    if (feature !== 'i18n')
      it(`names every id "${feature}.…", so catalogues merged into one never collide`, () => {
        expect(Object.keys(en).filter((key) => !key.startsWith(`${feature}.`))).toEqual([]);
      });

    if (entry.part)
      it('is loaded by every file that names one of its messages (so the page fetches it)', () => {
        // A part ships with the code that imports features/<feature>/catalogues/<part>.ts: its
        // English in that chunk, its other languages fetched by the route's loader. A file naming
        // a message must import the part, or a page could show an id instead of its text.
        const module = path.join(features, feature, 'catalogues', `${entry.part}.ts`);
        expect(readFileSync(module, 'utf8')).toContain(`'../locales/${entry.part}/en.json'`);
        const imports = new RegExp(`(from|import) '[^']*/catalogues/${entry.part}';`);
        const missing = [...sources]
          .filter(([file, code]) => file !== module && !imports.test(code))
          .flatMap(([file, code]) =>
            Object.keys(en)
              .filter((key) => code.includes(`'${key}'`) || code.includes(`"${key}"`))
              .map((key) => `${path.relative(source, file)}: ${key}`),
          );
        expect(missing).toEqual([]);
      });
  },
);

describe('a feature split into parts', () => {
  it('keeps every message in one part only', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const entry of CATALOGUES.filter((candidate) => candidate.part))
      for (const key of Object.keys(catalogue(entry, 'en'))) {
        const other = owner.get(key);
        if (other) twice.push(`${key}: ${other} and ${entry.name}`);
        owner.set(key, entry.name);
      }
    expect(twice).toEqual([]);
  });
});
