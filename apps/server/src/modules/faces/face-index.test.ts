import { describe, expect, it } from 'vitest';
import { descriptor as vector } from '../../test/descriptors.js';
import { FaceIndex, isConfidentMatch } from './face-index.js';
import { MATCH_DISTANCE, similarityFromDistance } from './similarity.js';

const nudge = (v: number[], by: number) => v.map((x, i) => (i === 0 ? x + by : x));

describe('face index', () => {
  it('finds the nearest person and the runner-up distance', () => {
    const index = new FaceIndex();
    for (let p = 0; p < 100; p++) index.add(`m${p}`, vector(p));
    index.add('m7', nudge(vector(7), 0.05));
    const match = index.nearest(nudge(vector(7), 0.02))!;
    expect(match.memberId).toBe('m7');
    expect(match.distance).toBeCloseTo(0.02, 5);
    expect(match.secondDistance).toBeGreaterThan(0.3);
    expect(isConfidentMatch(match)).toBe(true);
  });

  it('refuses matches beyond the threshold or too close to another person', () => {
    const index = new FaceIndex();
    index.add('a', vector(1));
    expect(isConfidentMatch(index.nearest(nudge(vector(1), MATCH_DISTANCE + 0.01)))).toBe(false);
    index.add('twin', nudge(vector(1), 0.03));
    expect(isConfidentMatch(index.nearest(nudge(vector(1), 0.01)))).toBe(false);
  });

  it('forgets a member at once, keeping everyone else', () => {
    const index = new FaceIndex();
    index.add('a', vector(1));
    index.add('b', vector(2));
    index.add('a', vector(3));
    index.add('c', vector(4));
    index.removeMember('a');
    expect(index.size).toBe(2);
    expect(index.nearest(vector(1))?.memberId).not.toBe('a');
    expect(index.nearest(vector(4))?.memberId).toBe('c');
    expect(index.nearest(vector(2))?.memberId).toBe('b');
  });

  it('maps the 0.8 similarity threshold to distance 0.5', () => {
    expect(MATCH_DISTANCE).toBeCloseTo(0.5, 10);
    expect(similarityFromDistance(0)).toBe(1);
    expect(similarityFromDistance(0.5)).toBeCloseTo(0.8, 10);
    expect(similarityFromDistance(5)).toBe(0);
  });
});
