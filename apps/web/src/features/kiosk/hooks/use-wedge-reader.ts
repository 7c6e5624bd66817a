import { useEffect, useRef } from 'react';
import { WedgeDetector } from '../utils/wedge-detector';

/**
 * Listens for USB/RFID keyboard-wedge readers on the whole page: a fast run of keys ending in
 * Enter is a card number. Ignored while someone types into a field (e.g. the exit dialog).
 */
export function useWedgeReader(options: { enabled: boolean; onScan: (code: string) => void }) {
  const onScanRef = useRef(options.onScan);
  onScanRef.current = options.onScan;
  useEffect(() => {
    if (!options.enabled) return;
    const detector = new WedgeDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const code = detector.push(event.key, event.timeStamp);
      if (code) {
        event.preventDefault();
        onScanRef.current(code.trim());
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [options.enabled]);
}
