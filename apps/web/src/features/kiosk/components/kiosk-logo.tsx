import { useState } from 'react';

/**
 * The organisation's logo at the top of the kiosk. Nothing when there is none, or when it cannot
 * be loaded (offline before it was ever cached).
 */
export function KioskLogo({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      data-testid="kiosk-logo"
      className="h-11 w-auto max-w-32 shrink-0 rounded-md bg-white object-contain p-1"
      onError={() => setFailed(src)}
    />
  );
}
