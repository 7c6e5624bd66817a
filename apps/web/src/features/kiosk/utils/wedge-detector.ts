/**
 * USB/RFID "keyboard wedge" readers type the card number very fast and press Enter. People type
 * far slower (well over 100 ms between keys on average), so a run of keys ending in Enter whose
 * average gap is short is a scan. The average, not every single gap, is judged: a busy device can
 * deliver one key late without the scan being lost.
 */
export type WedgeOptions = {
  /** The longest average pause between keystrokes of one scan. */
  maxAverageGapMs?: number;
  /** A pause longer than this starts a new run (the earlier keys were someone typing). */
  resetGapMs?: number;
  /** The shortest card number accepted. */
  minLength?: number;
};

export class WedgeDetector {
  private buffer = '';
  private first = 0;
  private last = -Infinity;
  private readonly maxAverageGapMs: number;
  private readonly resetGapMs: number;
  private readonly minLength: number;

  constructor(options: WedgeOptions = {}) {
    this.maxAverageGapMs = options.maxAverageGapMs ?? 50;
    this.resetGapMs = options.resetGapMs ?? 300;
    this.minLength = options.minLength ?? 4;
  }

  /**
   * Feed every keydown (key and event time). Returns the scanned code when this key completed a
   * scan, otherwise null.
   */
  push(key: string, timeMs: number): string | null {
    const gap = timeMs - this.last;
    if (key === 'Enter') {
      const code = this.buffer;
      const average = (timeMs - this.first) / Math.max(1, code.length);
      const isScan =
        code.length >= this.minLength && gap <= this.resetGapMs && average <= this.maxAverageGapMs;
      this.reset();
      return isScan ? code : null;
    }
    if (key.length !== 1) return null; // Shift and other modifiers a reader may send
    if (gap > this.resetGapMs || !this.buffer) {
      this.buffer = key;
      this.first = timeMs;
    } else this.buffer += key;
    this.last = timeMs;
    return null;
  }

  reset() {
    this.buffer = '';
    this.last = -Infinity;
  }
}
