/**
 * Stand-in face descriptors for tests that do not need real photos: reproducible pseudo-random
 * 128-number vectors (mulberry32 per seed), scaled like face-api's, so different seeds are far
 * apart and `near` makes one close to another.
 */
export function descriptor(seed: number): number[] {
  let state = seed * 2654435761;
  return Array.from({ length: 128 }, () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5) * 0.2;
  });
}

/** `v` moved by `by` in euclidean distance (spread over its first four numbers). */
export const near = (v: number[], by: number) => v.map((x, i) => (i < 4 ? x + by / 2 : x));
