import { describe, expect, it } from 'vitest';
import { ChallengeRecorder, poseOf } from './face-challenge';

const face = (yaw: number) => ({ yaw, descriptor: [yaw], score: 0.93 });

describe('the face challenge recorder', () => {
  it('reads poses from the head turn', () => {
    expect(poseOf(0.02)).toBe('centre');
    expect(poseOf(0.3)).toBe('left');
    expect(poseOf(-0.25)).toBe('right');
    expect(poseOf(0.12)).toBeNull();
  });

  it('keeps a frontal frame, then one frame per movement in the order asked', () => {
    const recorder = new ChallengeRecorder(
      { challenge: 'n', actions: ['right', 'left'], expires_in: 20 },
      0,
    );
    expect(recorder.wanted).toBe('centre');
    expect(recorder.add(face(0.3), 'a')).toBe(false); // a turn before facing the camera
    expect(recorder.add(face(0.01), 'b')).toBe(false);
    expect(recorder.wanted).toBe('right');
    expect(recorder.add(face(0.3), 'c')).toBe(false); // left, but right comes first
    expect(recorder.add(face(-0.3), 'd')).toBe(false);
    expect(recorder.add(face(0.01), 'e')).toBe(false);
    expect(recorder.add(face(0.28), 'f')).toBe(true);
    expect(recorder.frames).toEqual(['b', 'd', 'f']);
    expect(recorder.descriptor).toEqual([0.01]);
    expect(recorder.isExpired(17_000)).toBe(false);
    expect(recorder.isExpired(19_000)).toBe(true);
  });

  it('needs the frame itself', () => {
    const recorder = new ChallengeRecorder({
      challenge: 'n',
      actions: ['left', 'centre'],
      expires_in: 20,
    });
    expect(recorder.add(face(0), undefined)).toBe(false);
    expect(recorder.frames).toEqual([]);
  });

  it('tells another person from the one who started it', () => {
    const recorder = new ChallengeRecorder({ challenge: 'n', actions: ['left'], expires_in: 20 });
    expect(recorder.isSomeoneElse([0.9])).toBe(false); // nobody has started it yet
    recorder.add({ yaw: 0.01, descriptor: [0, 0], score: 0.95 }, 'front');
    expect(recorder.isSomeoneElse([0.5, 0])).toBe(false);
    expect(recorder.isSomeoneElse([0.7, 0])).toBe(true);
    expect(recorder.isSomeoneElse(null)).toBe(false);
  });
});
