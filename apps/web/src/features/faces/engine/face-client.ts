import type {
  BackendChoice,
  Detector,
  EngineInfo,
  FaceFrame,
  WorkerRequest,
  WorkerResponse,
} from './types';

type Pending = { resolve: (value: WorkerResponse) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The page's handle on the face worker. One worker per page; it is created on first use, so the
 * models (≈ 12 MB, cached by the browser) download only on screens that read faces.
 */
export class FaceClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private info: Promise<EngineInfo> | null = null;
  private glance = false;

  private post(request: DistributiveOmit<WorkerRequest, 'id'>, transfer: Transferable[] = []) {
    if (!this.worker) {
      this.worker = new Worker(new URL('./face-worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
        this.pending.get(event.data.id)?.resolve(event.data);
        this.pending.delete(event.data.id);
      };
      this.worker.onerror = (event) => {
        const failure = { ok: false as const, error: event.message || 'The face worker failed.' };
        for (const [id, { resolve }] of this.pending) resolve({ id, ...failure });
        this.pending.clear();
      };
    }
    const id = this.nextId++;
    return new Promise<WorkerResponse>((resolve) => {
      this.pending.set(id, { resolve });
      this.worker!.postMessage({ ...request, id } as WorkerRequest, transfer);
    });
  }

  /**
   * Loads the backend and models; resolves when the first frame can be analysed. `glance` also
   * loads the tiny detector for quick looks at empty frames (a later call may add it).
   */
  init(
    detector: Detector = 'ssd',
    backend: BackendChoice = 'auto',
    glance = false,
  ): Promise<EngineInfo> {
    // Asked for glances after a plain start: init again, which adds the tiny detector.
    if (glance && !this.glance) this.info = null;
    if (!this.info) this.glance = glance;
    this.info ??= this.post({ type: 'init', detector, backend, glance }).then((response) => {
      if (!response.ok) {
        this.info = null;
        this.glance = false;
        throw new Error(response.error);
      }
      // For the kiosk bench (bench/kiosk-face.mjs): when the engine was ready, and its phases.
      performance.mark('face:engine', { detail: response.info });
      return response.info!;
    });
    return this.info;
  }

  /**
   * Analyses one frame; the bitmap is transferred (and closed) by the worker. `withJpeg` also
   * returns the frame as a small JPEG, for a check-in the server verifies.
   */
  async analyse(
    frame: ImageBitmap,
    withDescriptor = true,
    withJpeg = false,
    glance = false,
  ): Promise<FaceFrame> {
    await this.init();
    const response = await this.post({ type: 'analyse', frame, withDescriptor, withJpeg, glance }, [
      frame,
    ]);
    if (!response.ok) throw new Error(response.error);
    return response.frame!;
  }

  terminate() {
    this.worker?.terminate();
    this.worker = null;
    this.info = null;
    for (const [id, { resolve }] of this.pending) resolve({ id, ok: false, error: 'stopped' });
    this.pending.clear();
  }
}
