import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Faces from '@/features/faces';
import type { FaceChallenge, FaceFrame } from '@/features/faces';
import type { Scan, SubmitOutcome } from './use-kiosk-check-ins';
import { useKioskFace } from './use-kiosk-face';

// The scanner is replaced: the test hands the hook its analysed frames itself.
const scanner = vi.hoisted(() => ({
  onFrame: null as null | ((frame: FaceFrame) => void),
  settled: null as null | (() => boolean),
}));
vi.mock('@/features/faces', async (original) => ({
  ...(await original<typeof Faces>()),
  useFaceScanner: (options: { onFrame: (frame: FaceFrame) => void; settled: () => boolean }) => {
    scanner.onFrame = options.onFrame;
    scanner.settled = options.settled;
    return { engine: { status: 'loading' }, frame: null };
  },
}));

const face = (descriptor: number[], yaw = 0, jpeg = 'frame'): FaceFrame => ({
  faceCount: 1,
  face: {
    box: { x: 0.3, y: 0.2, width: 0.3, height: 0.4 },
    score: 0.97,
    descriptor,
    eyeAspectRatio: 0.3,
    yaw,
  },
  width: 640,
  height: 480,
  timings: { detect: 1, landmarks: 1, descriptor: 1, total: 3 },
  jpeg,
});
const asha = [0, 0, 0];
const bilal = [0.7, 0, 0];
const recorded: SubmitOutcome = { status: 'recorded', result: {} as never };
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderKiosk(options: {
  verification?: boolean;
  submit: (scan: Scan) => Promise<SubmitOutcome>;
  getChallenge?: () => Promise<FaceChallenge>;
}) {
  return renderHook(() =>
    useKioskFace({
      videoRef: { current: null },
      active: true,
      enabled: true,
      livenessRequired: false,
      verification: options.verification ?? false,
      getChallenge: options.getChallenge ?? (() => Promise.reject(new Error('no challenge'))),
      submit: options.submit,
    }),
  );
}

describe('useKioskFace', () => {
  afterEach(cleanup);

  it('sends the next person at once after an answer, but not the person just greeted', async () => {
    const submit = vi.fn((_scan: Scan) => Promise.resolve(recorded));
    renderKiosk({ submit });
    act(() => scanner.onFrame!(face(asha)));
    await flush();
    expect(submit).toHaveBeenCalledTimes(1);
    // Asha is still in view: not sent again, and the scanner may glance at her.
    act(() => scanner.onFrame!(face(asha)));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(scanner.settled!()).toBe(true);
    // Bilal steps up while Asha's greeting is still on screen: sent at once.
    act(() => scanner.onFrame!(face(bilal)));
    await flush();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0].descriptor).toEqual(bilal);
  });

  it('starts the challenge from the frame that asked for it: the first prompt is a movement', async () => {
    const submit = vi.fn((_scan: Scan) => Promise.resolve(recorded));
    const getChallenge = vi.fn(() =>
      Promise.resolve<FaceChallenge>({
        challenge: 'nonce',
        actions: ['left', 'right'],
        expires_in: 20,
      }),
    );
    const { result } = renderKiosk({ verification: true, submit, getChallenge });
    act(() => scanner.onFrame!(face(asha, 0.01, 'front')));
    await flush();
    expect(getChallenge).toHaveBeenCalledTimes(1);
    expect(result.current.step).toEqual({ wanted: 'left', taken: 1 });
    act(() => scanner.onFrame!(face(asha, 0.3, 'turned-left')));
    act(() => scanner.onFrame!(face(asha, -0.3, 'turned-right')));
    await flush();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({
      challenge: 'nonce',
      frames: ['front', 'turned-left', 'turned-right'],
      descriptor: asha,
    });
  });

  it('starts again for the next person when someone else stands in front during a challenge', async () => {
    const submit = vi.fn((_scan: Scan) => Promise.resolve(recorded));
    let issued = 0;
    const getChallenge = vi.fn(() =>
      Promise.resolve<FaceChallenge>({
        challenge: `nonce-${++issued}`,
        actions: ['left', 'right'],
        expires_in: 20,
      }),
    );
    const { result } = renderKiosk({ verification: true, submit, getChallenge });
    // Asha's last look as she walks away starts a challenge; Bilal steps up and faces the camera.
    act(() => scanner.onFrame!(face(asha, 0.01, 'asha-front')));
    await flush();
    expect(getChallenge).toHaveBeenCalledTimes(1);
    act(() => scanner.onFrame!(face(bilal, 0.01, 'bilal-front')));
    await flush();
    expect(getChallenge).toHaveBeenCalledTimes(2);
    expect(result.current.step).toEqual({ wanted: 'left', taken: 1 });
    // His own turns read a little differently (0.3 away): still him, still this challenge.
    act(() => scanner.onFrame!(face([1, 0, 0], 0.3, 'bilal-left')));
    act(() => scanner.onFrame!(face(bilal, -0.3, 'bilal-right')));
    await flush();
    expect(getChallenge).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({
      challenge: 'nonce-2',
      frames: ['bilal-front', 'bilal-left', 'bilal-right'],
      descriptor: bilal,
    });
  });
});
