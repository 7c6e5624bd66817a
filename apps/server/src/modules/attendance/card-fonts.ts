import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = (subset: 'devanagari' | 'latin', weight: 400 | 700) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );

/**
 * Noto Sans Devanagari from its npm package, embedded (subset) by pdfkit, which shapes the script
 * (conjuncts, vowel signs) with fontkit. The package splits the font by script, so Devanagari
 * runs use one file and the Latin letters, digits and punctuation between them the other.
 */
const FONTS = {
  deva: file('devanagari', 400),
  'deva-bold': file('devanagari', 700),
  latin: file('latin', 400),
  'latin-bold': file('latin', 700),
} as const;

const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
// Devanagari words, with the spaces and joiners between them, form one run.
const LETTERS = '(?:\\p{Script_Extensions=Devanagari}|\\u200C|\\u200D)+';
const RUNS = new RegExp(`(${LETTERS}(?:\\s+${LETTERS})*)`, 'u');

export function registerCardFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
}

/**
 * Writes `text` at (x, y) like doc.text(). Text without Devanagari keeps the standard Helvetica
 * (English cards look as before); text with it is written run by run in Noto.
 */
export function cardText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { bold?: boolean } = {},
): void {
  const { bold, ...textOptions } = options;
  if (!DEVANAGARI.test(text)) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(text, x, y, textOptions);
    return;
  }
  const parts = text.split(RUNS).filter(Boolean);
  parts.forEach((part, index) => {
    const family = DEVANAGARI.test(part) ? 'deva' : 'latin';
    doc.font(bold ? `${family}-bold` : family);
    const partOptions = { ...textOptions, continued: index < parts.length - 1 };
    if (index === 0) doc.text(part, x, y, partOptions);
    else doc.text(part, partOptions);
  });
}
