import { useCatalogueT, useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { Usage } from '../api/types';
import { catalogue } from '../catalogue';
import { formatBytes } from '../utils/format';

/** The organisation's storage: a bar, "120 MB of 2 GB", a warning past 90 %. */
export function UsageBar({ usage }: { usage: Usage }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const share = usage.quota_bytes > 0 ? Math.min(1, usage.used_bytes / usage.quota_bytes) : 1;
  const percent = Math.round(share * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="files-usage-label" className="font-medium text-slate-700">
          {t('files.usage.label')}
        </span>
        <span className="text-slate-600" data-testid="files-usage">
          {t('files.usage.text', {
            used: formatBytes(usage.used_bytes, locale),
            quota: formatBytes(usage.quota_bytes, locale),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="files-usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', share >= 0.9 ? 'bg-red-500' : 'bg-brand-600')}
          style={{ width: `${Math.max(percent, usage.used_bytes > 0 ? 1 : 0)}%` }}
        />
      </div>
      {share >= 0.9 ? <p className="text-xs text-red-700">{t('files.usage.nearlyFull')}</p> : null}
    </div>
  );
}
