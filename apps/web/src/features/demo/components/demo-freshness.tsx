import { INTL_LOCALES } from '@ias/shared';
import { Clock } from 'lucide-react';
import { useCatalogueT, useLocale } from '@/features/i18n';
import type { DemoInfo } from '../api/demo-api';
import { catalogue } from '../catalogue';

/** "2 hours ago", "in 22 hours" in the reader's language. */
function ago(iso: string, locale: string, now = Date.now()): string {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** Which organisations the demo has and how fresh its data is. */
export function DemoFreshness({ info, isError }: { info: DemoInfo | undefined; isError: boolean }) {
  const t = useCatalogueT(catalogue);
  const intl = INTL_LOCALES[useLocale()];
  if (isError) {
    return <p className="text-sm text-slate-600">{t('demo.freshness.error')}</p>;
  }
  if (!info) return null;
  const names = new Intl.ListFormat(intl, { type: 'conjunction' }).format(
    info.organizations.map((o) => o.name),
  );
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="demo-freshness">
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <span>
        {names || t('demo.freshness.organisations')}.{' '}
        {!info.isAvailable
          ? t('demo.freshness.preparing')
          : info.resetAt
            ? info.nextResetAt
              ? t('demo.freshness.resetNext', {
                  reset: ago(info.resetAt, intl),
                  next: ago(info.nextResetAt, intl),
                })
              : t('demo.freshness.reset', { reset: ago(info.resetAt, intl) })
            : ''}
      </span>
    </p>
  );
}
