import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The organisation's logo, or nothing when it has none or the picture cannot be loaded. `alt` is
 * empty where the organisation's name is written next to it.
 */
export function OrgLogo({
  url,
  alt = '',
  className,
}: {
  url: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return null;
  return (
    <img
      src={url}
      alt={alt}
      data-testid="org-logo"
      className={cn('h-10 w-auto max-w-40 shrink-0 rounded object-contain', className)}
      onError={() => setFailedUrl(url)}
    />
  );
}
