/// <reference lib="webworker" />
import { analyseFrame, initEngine, initGlance, setSmallFaces } from './face-engine';
import { encodeJpeg } from './jpeg';
import type { WorkerRequest, WorkerResponse } from './types';

/** The face worker: models and inference stay off the main thread (no UI jank). */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let detector: 'ssd' | 'tiny' = 'ssd';

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let response: WorkerResponse;
  try {
    if (request.type === 'init') {
      detector = request.detector;
      if (request.smallFaces) setSmallFaces(request.smallFaces);
      const info = await initEngine(detector, request.backend);
      if (request.glance) await initGlance();
      const files = [
        scope.location.href,
        ...performance.getEntriesByType('resource').map((e) => e.name),
      ];
      response = { id: request.id, ok: true, info: { ...info, files } };
    } else {
      try {
        const frame = await analyseFrame(request.frame, {
          detector,
          withDescriptor: request.withDescriptor,
          glance: request.glance,
        });
        if (request.withJpeg && !frame.glanced) frame.jpeg = await encodeJpeg(request.frame);
        response = { id: request.id, ok: true, frame };
      } finally {
        request.frame.close();
      }
    }
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  scope.postMessage(response);
};
