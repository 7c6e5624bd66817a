import { WifiOff } from 'lucide-react';
import { useIsOnline } from '../hooks/use-is-online';
import { useShellT } from '../hooks/use-shell-t';

/** Said once, above every page, while the device has no connection. */
export function OfflineBanner() {
  const t = useShellT();
  const isOnline = useIsOnline();
  return (
    <div role="status" aria-live="polite">
      {isOnline ? null : (
        <p
          data-testid="offline-banner"
          className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 lg:px-6"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t('shell.offline')}
        </p>
      )}
    </div>
  );
}
