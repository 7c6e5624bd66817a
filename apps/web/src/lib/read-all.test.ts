import { describe, expect, it } from 'vitest';
import { readAll } from './read-all';

/** A stand-in for a supabase-js query of `total` rows from a server that answers `cap` at most. */
function table(total: number, cap: number) {
  const calls: Array<[number, number, boolean]> = [];
  const query = (withCount: boolean) => ({
    range: (from: number, to: number) => {
      calls.push([from, to, withCount]);
      const end = Math.min(to + 1, total, from + cap);
      const data = Array.from({ length: Math.max(0, end - from) }, (_, i) => from + i);
      return Promise.resolve({ data, error: null, count: withCount ? total : null });
    },
  });
  return { query, calls };
}

describe('readAll', () => {
  it('reads a short result in one request', async () => {
    const { query, calls } = table(300, 1000);
    expect(await readAll(query)).toHaveLength(300);
    expect(calls).toHaveLength(1);
  });

  it('pages past the server’s row cap, each row once, in order', async () => {
    const { query, calls } = table(2345, 1000);
    expect(await readAll(query)).toEqual(Array.from({ length: 2345 }, (_, i) => i));
    expect(calls).toEqual([
      [0, 999_999, true],
      [1000, 1999, false],
      [2000, 2344, false],
    ]);
  });

  it('follows a smaller cap the server was configured with', async () => {
    const { query } = table(1200, 250);
    expect(await readAll(query)).toEqual(Array.from({ length: 1200 }, (_, i) => i));
  });

  it('throws the first error', async () => {
    const failing = () => ({
      range: () => Promise.resolve({ data: null, error: new Error('denied'), count: null }),
    });
    await expect(readAll(failing)).rejects.toThrow('denied');
  });
});
