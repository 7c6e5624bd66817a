import { organizationLogoPath } from '@ias/shared';
import { useState } from 'react';

/**
 * The organisation's logo at the top of the kiosk, from its one place in the public logos bucket
 * (a kiosk has no session to read the organisation with). Nothing when there is none, or offline.
 */
export function KioskLogo({ orgId }: { orgId: string }) {
  const [isMissing, setIsMissing] = useState(false);
  if (isMissing) return null;
  return (
    <img
      src={organizationLogoPath(orgId)}
      alt=""
      data-testid="kiosk-logo"
      className="h-11 w-auto max-w-32 shrink-0 rounded-md bg-white object-contain p-1"
      onError={() => setIsMissing(true)}
    />
  );
}
