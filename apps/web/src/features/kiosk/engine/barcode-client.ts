export type BarcodeRead = { code: string; format: string } | null;

type Response = {
  id: number;
  ok: boolean;
  code?: string | null;
  format?: string | null;
  error?: string;
};

/** The page's handle on the barcode worker (created on first use, on kiosks that scan cards). */
export class BarcodeClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, (response: Response) => void>();

  read(frame: ImageBitmap): Promise<BarcodeRead> {
    if (!this.worker) {
      this.worker = new Worker(new URL('./barcode-worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (event: MessageEvent<Response>) => {
        this.pending.get(event.data.id)?.(event.data);
        this.pending.delete(event.data.id);
      };
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (response) =>
        response.ok
          ? resolve(response.code ? { code: response.code, format: response.format ?? '' } : null)
          : reject(new Error(response.error)),
      );
      this.worker!.postMessage({ id, frame }, [frame]);
    });
  }

  terminate() {
    this.worker?.terminate();
    this.worker = null;
    this.pending.clear();
  }
}
