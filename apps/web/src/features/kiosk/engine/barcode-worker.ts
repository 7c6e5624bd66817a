/// <reference lib="webworker" />
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Reads QR codes and Code128 barcodes (ID cards) from camera frames with ZXing compiled to WASM.
 * The .wasm is a hashed asset of our own build: zxing-wasm would otherwise fetch it from a CDN.
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
});

type Request = { id: number; frame: ImageBitmap };
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<Request>) => {
  const { id, frame } = event.data;
  try {
    const canvas = new OffscreenCanvas(frame.width, frame.height);
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(frame, 0, 0);
    const image = context.getImageData(0, 0, frame.width, frame.height);
    const results = await readBarcodes(image, {
      formats: ['QRCode', 'Code128'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    const found = results.find((r) => r.isValid && r.text);
    scope.postMessage({ id, ok: true, code: found?.text ?? null, format: found?.format ?? null });
  } catch (error) {
    scope.postMessage({
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    frame.close();
  }
};
