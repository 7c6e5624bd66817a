import { formatTimeIn, LOCALE_NAMES, LOCALES } from '@ias/shared';
import { CloudOff, HardDriveDownload, Maximize, Minimize, RefreshCw, Wifi } from 'lucide-react';
import { useEffect, useState } from 'react';
import { chooseLocale, useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { OfflineShell } from '../hooks/use-offline-shell';
import { useKioskT } from '../hooks/use-kiosk-t';

/** The time in the organisation's time zone, updated every few seconds. */
export function KioskClock({ timeZone }: { timeZone: string }) {
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time
      dateTime={now.toISOString()}
      className="text-2xl font-semibold tabular-nums text-white sm:text-3xl"
    >
      {formatTimeIn(now.toISOString(), timeZone, locale)}
    </time>
  );
}

/**
 * The kiosk's own language: kept on this device only (never saved in the profile of whoever
 * started it). People with an account are greeted in their own language whatever it is.
 */
export function KioskLanguage() {
  const t = useKioskT();
  const locale = useLocale();
  return (
    <select
      aria-label={t('kiosk.status.language')}
      value={locale}
      onChange={(event) => void chooseLocale(event.target.value as (typeof LOCALES)[number])}
      className="rounded-lg border border-white/20 bg-slate-900 px-2 py-1.5 text-sm text-white"
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}

/** Online/offline, and how many check-ins wait in this device's queue. */
export function ConnectionBadge({
  online,
  queued,
  isSyncing,
}: {
  online: boolean;
  queued: number;
  isSyncing: boolean;
}) {
  const t = useKioskT();
  const Icon = !online ? CloudOff : isSyncing ? RefreshCw : Wifi;
  return (
    <div
      data-testid="kiosk-connection"
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold',
        online ? 'bg-emerald-500/15 text-emerald-200' : 'bg-amber-400/20 text-amber-100',
      )}
    >
      <Icon aria-hidden="true" className={cn('h-4 w-4', isSyncing && 'motion-safe:animate-spin')} />
      <span>
        {t(
          online
            ? isSyncing
              ? 'kiosk.status.syncing'
              : 'kiosk.status.online'
            : 'kiosk.status.offline',
        )}
      </span>
      {queued > 0 ? (
        <span
          data-testid="kiosk-queued"
          className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900"
        >
          {t('kiosk.status.queued', { count: queued })}
        </span>
      ) : null}
    </div>
  );
}

/** Whether this kiosk would still open after a restart without network. */
export function OfflineShellBadge({ state }: { state: OfflineShell }) {
  const t = useKioskT();
  if (state !== 'preparing' && state !== 'ready') return null;
  return (
    <span
      data-testid="kiosk-offline-shell"
      title={t('kiosk.status.offlineShell')}
      className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-400"
    >
      <HardDriveDownload aria-hidden="true" className="h-3.5 w-3.5" />
      {t(state === 'ready' ? 'kiosk.status.worksOffline' : 'kiosk.status.savingOffline')}
    </span>
  );
}

/** Full screen on and off (tablets hide the browser's bars). */
export function FullscreenButton() {
  const t = useKioskT();
  const [isFull, setIsFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setIsFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const Icon = isFull ? Minimize : Maximize;
  return (
    <button
      type="button"
      onClick={() =>
        void (
          isFull ? document.exitFullscreen() : document.documentElement.requestFullscreen()
        ).catch(() => undefined)
      }
      className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span className="hidden sm:inline">
        {t(isFull ? 'kiosk.status.leaveFullScreen' : 'kiosk.status.fullScreen')}
      </span>
      <span className="sr-only sm:hidden">
        {t(isFull ? 'kiosk.status.leaveFullScreen' : 'kiosk.status.fullScreen')}
      </span>
    </button>
  );
}
