import { describe, expect, it } from 'vitest';
import { eyeAspectRatio, landmarkMetrics, type Point } from './landmark-metrics';
import { LivenessTracker } from './liveness';

const descriptor = Array.from({ length: 128 }, (_, i) => Math.sin(i) / 10);

/** An eye 30 px wide whose lids are `open` px apart. */
const eye = (open: number): Point[] => [
  { x: 0, y: 0 },
  { x: 10, y: -open / 2 },
  { x: 20, y: -open / 2 },
  { x: 30, y: 0 },
  { x: 20, y: open / 2 },
  { x: 10, y: open / 2 },
];

describe('landmark metrics', () => {
  it('measures open and closed eyes', () => {
    expect(eyeAspectRatio(eye(9))).toBeCloseTo(0.3);
    expect(eyeAspectRatio(eye(3))).toBeCloseTo(0.1);
  });

  it('reads a head turn from the nose between the jaw sides', () => {
    const points: Point[] = Array.from({ length: 68 }, () => ({ x: 50, y: 50 }));
    points[0] = { x: 0, y: 50 };
    points[16] = { x: 100, y: 50 };
    points[30] = { x: 50, y: 50 };
    expect(landmarkMetrics(points).yaw).toBeCloseTo(0);
    points[30] = { x: 70, y: 50 };
    expect(landmarkMetrics(points).yaw).toBeCloseTo(0.4);
  });
});

describe('liveness', () => {
  it('does not pass a still photo', () => {
    const tracker = new LivenessTracker();
    let live = false;
    for (let i = 0; i < 20; i++) live = tracker.add({ eyeAspectRatio: 0.3, yaw: 0.02, descriptor });
    expect(live).toBe(false);
  });

  it('passes a head turn', () => {
    const tracker = new LivenessTracker();
    tracker.add({ eyeAspectRatio: 0.3, yaw: 0, descriptor });
    tracker.add({ eyeAspectRatio: 0.3, yaw: 0.1, descriptor });
    expect(tracker.add({ eyeAspectRatio: 0.3, yaw: 0.3, descriptor })).toBe(true);
  });

  it('passes a blink between open-eyed frames', () => {
    const tracker = new LivenessTracker();
    tracker.add({ eyeAspectRatio: 0.3, yaw: 0, descriptor });
    tracker.add({ eyeAspectRatio: 0.29, yaw: 0, descriptor });
    expect(tracker.add({ eyeAspectRatio: 0.12, yaw: 0, descriptor })).toBe(true);
  });

  it('ignores a turn made by a different person', () => {
    const tracker = new LivenessTracker();
    tracker.add({ eyeAspectRatio: 0.3, yaw: -0.3, descriptor: descriptor.map((v) => v + 0.1) });
    expect(tracker.add({ eyeAspectRatio: 0.3, yaw: 0.1, descriptor })).toBe(false);
  });
});
