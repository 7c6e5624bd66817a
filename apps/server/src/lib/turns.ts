import { setImmediate as nextTurn } from 'node:timers/promises';
import { Readable } from 'node:stream';

/**
 * Long work on the server's one thread, done in slices with a turn of the event loop between them,
 * so that a report over ten thousand people does not hold up the check-ins, sign-ins and live
 * updates waiting behind it (each slice is a few milliseconds; the whole takes as long as before).
 */

/** How many items a slice handles before giving others a turn. */
export const SLICE = 250;

export { nextTurn };

/** `items.map(fn)`, a slice at a time. */
export async function mapInTurns<T, U>(
  items: readonly T[],
  fn: (item: T) => U,
  slice = SLICE,
): Promise<U[]> {
  const out = new Array<U>(items.length);
  for (let start = 0; start < items.length; start += slice) {
    if (start) await nextTurn();
    const end = Math.min(items.length, start + slice);
    for (let i = start; i < end; i++) out[i] = fn(items[i]!);
  }
  return out;
}

/** `items.forEach(fn)`, a slice at a time. */
export async function forEachInTurns<T>(
  items: readonly T[],
  fn: (item: T) => void,
  slice = SLICE * 4,
): Promise<void> {
  for (let start = 0; start < items.length; start += slice) {
    if (start) await nextTurn();
    const end = Math.min(items.length, start + slice);
    for (let i = start; i < end; i++) fn(items[i]!);
  }
}

/**
 * `items.sort(compare)` (stable, in place), a slice at a time: slices sorted on their own, then
 * merged pairwise, with a turn after every SLICE × 2 comparisons or so.
 */
export async function sortInTurns<T>(
  items: T[],
  compare: (a: T, b: T) => number,
  slice = SLICE,
): Promise<T[]> {
  if (items.length <= slice) return items.sort(compare);
  let runs: T[][] = [];
  for (let start = 0; start < items.length; start += slice) {
    if (start) await nextTurn();
    runs.push(items.slice(start, start + slice).sort(compare));
  }
  let budget = slice * 2;
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let r = 0; r < runs.length; r += 2) {
      const a = runs[r]!;
      const b = runs[r + 1];
      if (!b) {
        merged.push(a);
        continue;
      }
      const out = new Array<T>(a.length + b.length);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < a.length && j < b.length) {
        // Ties keep a's (the earlier run's) item first: the sort stays stable.
        out[k++] = compare(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!;
        if (--budget === 0) {
          budget = slice * 2;
          await nextTurn();
        }
      }
      while (i < a.length) out[k++] = a[i++]!;
      while (j < b.length) out[k++] = b[j++]!;
      merged.push(out);
    }
    runs = merged;
  }
  const sorted = runs[0]!;
  for (let i = 0; i < sorted.length; i++) items[i] = sorted[i]!;
  return items;
}

/**
 * `JSON.stringify(value)` of an object with a long `rows` list, written as it goes: the other
 * properties first, then the rows a slice at a time with a turn between slices, so neither the
 * serialising nor the one large string holds the server up. (`rows` comes last; the rest is the
 * same JSON.)
 */
export function jsonInTurns(value: { rows: readonly unknown[] }, slice = SLICE / 2): Readable {
  async function* parts() {
    const { rows, ...rest } = value;
    const head = JSON.stringify(rest);
    yield head === '{}' ? '{"rows":[' : `${head.slice(0, -1)},"rows":[`;
    for (let start = 0; start < rows.length; start += slice) {
      if (start) await nextTurn();
      const part = rows
        .slice(start, start + slice)
        .map((row) => JSON.stringify(row))
        .join(',');
      yield start ? `,${part}` : part;
    }
    yield ']}';
  }
  return Readable.from(parts());
}
