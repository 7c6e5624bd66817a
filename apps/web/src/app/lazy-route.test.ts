import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyRoute } from './lazy-route';

afterEach(() => vi.useRealTimers());

describe('lazyRoute', () => {
  it('resolves with the module', async () => {
    await expect(lazyRoute(async () => ({ Component: 'x' }))()).resolves.toEqual({
      Component: 'x',
    });
  });

  it('turns a failed download into a ChunkLoadError', async () => {
    const load = lazyRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    const pending = lazyRoute(() => new Promise(() => undefined))();
    const assertion = expect(pending).rejects.toThrow('did not load within 120 seconds');
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('leaves other errors alone', async () => {
    const error = new Error('boom');
    await expect(lazyRoute(() => Promise.reject(error))()).rejects.toBe(error);
    expect(isChunkLoadError(error)).toBe(false);
  });
});
