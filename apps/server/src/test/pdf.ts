import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
// zxing-wasm fetches its .wasm from a CDN by default; here it comes from node_modules.
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
      .buffer as ArrayBuffer,
  },
});
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export type PdfContent = { pages: number; text: string; barcodes: string[] };

/**
 * Reads a generated PDF the way a person (and a kiosk) would: its text, and every barcode found
 * in its images (decoded with zxing, as the kiosk does).
 */
export async function readPdf(bytes: Buffer): Promise<PdfContent> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  let text = '';
  const barcodes: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
    const operators = await page.getOperatorList();
    for (let i = 0; i < operators.fnArray.length; i++) {
      if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
      const name = operators.argsArray[i][0] as string;
      const image = await new Promise<{
        width: number;
        height: number;
        data: Uint8ClampedArray;
        kind: number;
      }>((resolve) => page.objs.get(name, resolve as (value: unknown) => void));
      const channels = image.kind === 3 ? 4 : image.kind === 2 ? 3 : 1;
      if (image.kind === 1) continue; // 1-bit images are not QR codes from us
      const png = await sharp(Buffer.from(image.data), {
        raw: { width: image.width, height: image.height, channels },
      })
        .png()
        .toBuffer();
      for (const result of await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] }))
        barcodes.push(result.text);
    }
  }
  return { pages: pdf.numPages, text, barcodes };
}
