export type Sound = 'success' | 'repeat' | 'queued' | 'failure';

const TONES: Record<Sound, Array<[frequency: number, seconds: number]>> = {
  success: [
    [880, 0.12],
    [1320, 0.18],
  ],
  repeat: [[990, 0.15]],
  queued: [
    [660, 0.12],
    [660, 0.12],
  ],
  failure: [
    [220, 0.22],
    [180, 0.3],
  ],
};

let context: AudioContext | null = null;

/**
 * Creates the audio context ahead of time, when the kiosk opens. Creating one takes tens of
 * milliseconds (hundreds on a busy tablet); doing it inside the first key press would stall a
 * card reader's burst of keys and lose that scan.
 */
export function prepareAudio() {
  context ??= typeof AudioContext === 'undefined' ? null : new AudioContext();
}

/** Browsers start audio only after a tap or key press; the kiosk calls this on each one. */
export function unlockAudio() {
  prepareAudio();
  if (context?.state === 'suspended') void context.resume();
}

/** A short beep pattern made with WebAudio (no sound files): rising for success, low for failure. */
export function playSound(sound: Sound) {
  unlockAudio();
  if (!context || context.state !== 'running') return;
  let at = context.currentTime;
  for (const [frequency, seconds] of TONES[sound]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = sound === 'failure' ? 'square' : 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + seconds + 0.02);
    at += seconds + 0.04;
  }
}
