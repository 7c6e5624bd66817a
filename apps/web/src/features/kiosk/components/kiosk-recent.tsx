import { formatTimeIn } from '@ias/shared';
import { AlertTriangle, CheckCircle2, CloudOff, RotateCcw, XCircle } from 'lucide-react';
import { currentLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { RecentEntry } from '../hooks/use-kiosk-check-ins';
import { useKioskT } from '../hooks/use-kiosk-t';

const ICONS = {
  success: { Icon: CheckCircle2, tone: 'text-emerald-400' },
  synced: { Icon: CheckCircle2, tone: 'text-emerald-400' },
  repeat: { Icon: RotateCcw, tone: 'text-sky-400' },
  queued: { Icon: CloudOff, tone: 'text-amber-300' },
  failure: { Icon: XCircle, tone: 'text-red-400' },
  refused: { Icon: AlertTriangle, tone: 'text-red-300' },
} as const;

const time = (iso: string, timeZone: string) => formatTimeIn(iso, timeZone, currentLocale());

function EntryList({
  entries,
  timeZone,
  label,
}: {
  entries: RecentEntry[];
  timeZone: string;
  label: string;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-white/10">
      {entries.map((entry) => {
        const { Icon, tone } = ICONS[entry.kind];
        return (
          <li key={entry.id} className="flex items-start gap-3 py-2.5">
            <Icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', tone)} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-white">{entry.name}</p>
              <p className="text-sm text-slate-300">{entry.message}</p>
            </div>
            <time dateTime={entry.at} className="shrink-0 text-sm tabular-nums text-slate-400">
              {time(entry.at, timeZone)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

/** The queue of recent check-ins, and queued scans the server refused (for staff to follow up). */
export function KioskRecent({
  recent,
  refused,
  timeZone,
}: {
  recent: RecentEntry[];
  refused: RecentEntry[];
  timeZone: string;
}) {
  const t = useKioskT();
  return (
    <div className="space-y-5">
      {refused.length ? (
        <section className="rounded-2xl bg-red-950/60 p-4 ring-1 ring-red-500/40">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-red-200">
            {t('kiosk.recent.refused', { count: refused.length })}
          </h2>
          <p className="mt-1 text-sm text-red-100/80">{t('kiosk.recent.refusedBody')}</p>
          <EntryList entries={refused} timeZone={timeZone} label={t('kiosk.recent.refusedList')} />
        </section>
      ) : null}
      <section>
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
          {t('kiosk.recent.title')}
        </h2>
        {recent.length ? (
          <EntryList entries={recent} timeZone={timeZone} label={t('kiosk.recent.title')} />
        ) : (
          <p className="mt-3 text-sm text-slate-400">{t('kiosk.recent.empty')}</p>
        )}
      </section>
    </div>
  );
}
