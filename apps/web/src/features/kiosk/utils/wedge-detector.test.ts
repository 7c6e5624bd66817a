import { describe, expect, it } from 'vitest';
import { WedgeDetector } from './wedge-detector';

const typeAt = (detector: WedgeDetector, text: string, gapMs: number, start = 1000) => {
  let t = start;
  for (const key of text) {
    detector.push(key, t);
    t += gapMs;
  }
  return detector.push('Enter', t);
};

describe('keyboard-wedge detection', () => {
  it('accepts a reader typing fast and pressing Enter', () => {
    expect(typeAt(new WedgeDetector(), '0004512345', 8)).toBe('0004512345');
  });

  it('ignores a person typing the same number', () => {
    expect(typeAt(new WedgeDetector(), '0004512345', 140)).toBeNull();
  });

  it('ignores short bursts and keeps only the fast run before Enter', () => {
    const detector = new WedgeDetector();
    expect(typeAt(detector, 'ab', 5)).toBeNull();
    detector.push('x', 0); // a slow human key long before the scan
    expect(typeAt(detector, 'CARD-77', 10, 5000)).toBe('CARD-77');
  });

  it('keeps a scan when one key arrives late on a busy device', () => {
    const detector = new WedgeDetector();
    let t = 0;
    for (const [i, key] of [...'PM-0007'].entries()) detector.push(key, (t += i === 3 ? 150 : 5));
    expect(detector.push('Enter', t + 5)).toBe('PM-0007');
  });

  it('ignores a fast typist (about 90 ms a key)', () => {
    expect(typeAt(new WedgeDetector(), '12345678', 90)).toBeNull();
  });

  it('ignores modifier keys a reader sends for capitals', () => {
    const detector = new WedgeDetector();
    let t = 0;
    for (const key of ['Shift', 'C', 'Shift', 'A', '1', '2', '3']) detector.push(key, (t += 5));
    expect(detector.push('Enter', t + 5)).toBe('CA123');
  });
});
