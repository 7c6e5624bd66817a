/**
 * USB/RFID "keyboard wedge" readers type the card number very fast and press Enter. People type
 * far slower (80 ms or more between keys), so a run of quick keystrokes ending in Enter is a scan.
 */
export type WedgeOptions = {
  /** The longest pause between two keystrokes of one scan. */
  maxGapMs?: number;
  /** The shortest card number accepted. */
  minLength?: number;
};

export class WedgeDetector {
  private buffer = '';
  private last = -Infinity;
  private readonly maxGapMs: number;
  private readonly minLength: number;

  constructor(options: WedgeOptions = {}) {
    this.maxGapMs = options.maxGapMs ?? 60;
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
      const isScan = code.length >= this.minLength && gap <= this.maxGapMs;
      this.reset();
      return isScan ? code : null;
    }
    if (key.length !== 1) return null; // Shift and other modifiers a reader may send
    this.buffer = gap <= this.maxGapMs ? this.buffer + key : key;
    this.last = timeMs;
    return null;
  }

  reset() {
    this.buffer = '';
    this.last = -Infinity;
  }
}
