import { type RefObject, useEffect, useRef } from 'react';
import { grabFrame } from '@/features/faces';
import { BarcodeClient } from '../engine/barcode-client';

/** How often camera frames are searched for a QR code or barcode. */
const SCAN_INTERVAL_MS = 400;
/** The same code seen again within this time is the same card still held up. */
const SAME_CODE_MS = 8_000;

/** Reads ID-card QR codes and Code128 barcodes from the camera while `active`. */
export function useBarcodeScanner(options: {
  videoRef: RefObject<HTMLVideoElement | null>;
  active: boolean;
  onCode: (code: string) => void;
}) {
  const { videoRef, active } = options;
  const onCodeRef = useRef(options.onCode);
  onCodeRef.current = options.onCode;
  useEffect(() => {
    if (!active) return;
    const client = new BarcodeClient();
    const seen = new Map<string, number>();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const started = performance.now();
      const frame = await grabFrame(videoRef.current);
      if (frame && !stopped) {
        try {
          const read = await client.read(frame);
          const now = Date.now();
          if (read && !stopped && now - (seen.get(read.code) ?? 0) > SAME_CODE_MS) {
            seen.set(read.code, now);
            onCodeRef.current(read.code.trim());
          } else if (read) seen.set(read.code, now);
        } catch {
          // Unreadable frame: try the next one.
        }
      } else frame?.close();
      if (!stopped)
        timer = setTimeout(tick, Math.max(0, SCAN_INTERVAL_MS - (performance.now() - started)));
    };
    timer = setTimeout(tick, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
      client.terminate();
    };
  }, [active, videoRef]);
}
