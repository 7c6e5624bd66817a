import { describe, expect, it } from 'vitest';
import { forEachInTurns, jsonInTurns, mapInTurns, nextTurn, sortInTurns } from './turns.js';

/** Runs `work` and counts the event loop's turns taken while it ran. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return turns;
}

describe('work done in turns', () => {
  it('sorts as Array.prototype.sort does, stably, whatever the size', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const size of [0, 1, 999, 1000, 1001, 2500, 10_007]) {
      const items = Array.from({ length: size }, (_, i) => ({ key: Math.floor(random() * 50), i }));
      const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
      const expected = [...items].sort(byKey);
      const sorted = await sortInTurns(items, byKey);
      expect(sorted).toBe(items);
      expect(sorted).toEqual(expected);
    }
  });

  it('gives the event loop turns while it works through many items', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 10_000);
    expect(await turnsDuring(() => sortInTurns(items, (a, b) => a - b))).toBeGreaterThan(5);
    expect(items.slice(0, 3)).toEqual([0, 1, 2]);
    let mapped: number[] = [];
    expect(
      await turnsDuring(async () => (mapped = await mapInTurns(items, (n) => n * 2))),
    ).toBeGreaterThan(5);
    expect(mapped.slice(0, 3)).toEqual([0, 2, 4]);
    let sum = 0;
    expect(await turnsDuring(() => forEachInTurns(items, (n) => (sum += n), 1000))).toBeGreaterThan(
      5,
    );
    expect(sum).toBe((9999 * 10_000) / 2);
  });

  it('takes no turn for work that fits in one slice', async () => {
    const order: string[] = [];
    void nextTurn().then(() => order.push('turn'));
    await mapInTurns([1, 2, 3], (n) => n).then(() => order.push('mapped'));
    await nextTurn();
    expect(order).toEqual(['mapped', 'turn']);
  });

  it('writes the same JSON as JSON.stringify, the rows a slice at a time', async () => {
    const text = async (value: { rows: readonly unknown[] }, slice?: number) => {
      let out = '';
      for await (const chunk of jsonInTurns(value, slice)) out += String(chunk);
      return out;
    };
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      id: i,
      name: `Person "${i}"`,
      at: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
      missing: undefined,
      groups: i % 3 ? ['A'] : [],
    }));
    const report = { organization: { name: 'Mills, Pune' }, from: '2026-11-01', rows };
    for (const slice of [1, 7, 500, 5000]) {
      const written = await text(report, slice);
      expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(report)));
      expect(written).toBe(
        JSON.stringify({ organization: report.organization, from: report.from, rows }),
      );
    }
    expect(await text({ rows: [] })).toBe('{"rows":[]}');
    expect(await text({ rows: [1, 2] })).toBe('{"rows":[1,2]}');
  });
});
