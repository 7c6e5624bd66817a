import { describe, expect, it } from 'vitest';
import { faceGate, PAUSE_MS, SAME_PERSON_MS } from './face-gate';

const asha = [0, 0, 0];
const ashaAgain = [0.1, 0.1, 0]; // 0.14 away: the same person
const bilal = [0.6, 0, 0]; // 0.6 away: someone else
const idle = { busy: false, recorded: null, answered: null, pausedUntil: 0 };

describe('which good face the kiosk sends', () => {
  it('sends a face when nothing was sent before, and nothing while a check-in is in flight', () => {
    expect(faceGate(asha, 1_000, idle)).toEqual({ send: true });
    expect(faceGate(asha, 1_000, { ...idle, busy: true }).send).toBe(false);
  });

  it('does not send the person just recorded again while they stay, and says until when', () => {
    const state = {
      ...idle,
      recorded: { descriptor: asha, at: 1_000 },
      answered: { descriptor: asha, at: 1_000 },
      pausedUntil: 1_000 + PAUSE_MS,
    };
    expect(faceGate(ashaAgain, 5_000, state)).toEqual({
      send: false,
      settledUntil: 1_000 + SAME_PERSON_MS,
    });
    expect(faceGate(ashaAgain, 1_000 + SAME_PERSON_MS + 1, state)).toEqual({ send: true });
  });

  it('sends the next person at once, even while the last answer is on screen', () => {
    const state = {
      ...idle,
      recorded: { descriptor: asha, at: 1_000 },
      answered: { descriptor: asha, at: 1_000 },
      pausedUntil: 1_000 + PAUSE_MS,
    };
    expect(faceGate(bilal, 1_100, state)).toEqual({ send: true });
  });

  it('retries a refused face only after the pause, and anyone else at once', () => {
    const state = {
      ...idle,
      answered: { descriptor: bilal, at: 1_000 },
      pausedUntil: 1_500 + PAUSE_MS,
    };
    expect(faceGate(bilal, 1_600, state)).toEqual({
      send: false,
      settledUntil: 1_500 + PAUSE_MS,
    });
    expect(faceGate(bilal, 1_500 + PAUSE_MS, state)).toEqual({ send: true });
    expect(faceGate(asha, 1_600, state)).toEqual({ send: true });
  });
});
