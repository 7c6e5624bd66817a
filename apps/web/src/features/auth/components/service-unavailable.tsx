import { CloudOff, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/i18n';

/**
 * The server did not answer (a 503, no network, a time-out): an error state that names the
 * problem and offers to try again — not "Authentication Error" with only a way to the login.
 */
export function ServiceUnavailable({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <div
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="service-unavailable"
    >
      <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <CloudOff aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.unavailable.title')}</h1>
      <p role="alert" className="mt-3 text-slate-600">
        {t('auth.unavailable.body')}
      </p>
      <Button
        className="mt-6"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void Promise.resolve(onRetry()).finally(() => setBusy(false));
        }}
      >
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {busy ? t('auth.unavailable.retrying') : t('auth.unavailable.retry')}
      </Button>
    </div>
  );
}
