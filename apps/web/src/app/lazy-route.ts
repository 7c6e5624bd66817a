import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

/** A route chunk that failed to download, or took longer than SPEC.md §9's 120 s. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message))
  );
}

/**
 * Wraps a route module import for React Router's `lazy`: the spinner shows while it loads; a
 * failure or a load slower than the time-out becomes a ChunkLoadError, which offers a retry.
 */
export function lazyRoute<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new ChunkLoadError(
              `This page did not load within ${Math.round(timeoutMs / 1000)} seconds.`,
            ),
          ),
        timeoutMs,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(
            isChunkLoadError(error)
              ? new ChunkLoadError('This page could not be downloaded.', { cause: error })
              : error,
          );
        },
      );
    });
}
