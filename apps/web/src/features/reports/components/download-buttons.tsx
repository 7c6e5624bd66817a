import type { ReportLayout } from '@ias/shared';
import { Download } from 'lucide-react';
import { Alert, Button } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { catalogue } from '../catalogue';

/** "Download CSV" (one row per person) and "Download day-by-day CSV" (one column per day). */
export function DownloadButtons({
  onDownload,
  pending,
  error,
  disabled,
  hasClasses,
}: {
  onDownload: (layout: ReportLayout) => void;
  pending: ReportLayout | null;
  error: unknown;
  disabled: boolean;
  /** Institutes: a day lists its class periods' codes. */
  hasClasses: boolean;
}) {
  const t = useCatalogueT(catalogue);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => onDownload('summary')}
          isLoading={pending === 'summary'}
          disabled={disabled || pending !== null}
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {t('reports.download.csv')}
        </Button>
        <Button
          variant="outline"
          onClick={() => onDownload('daily')}
          isLoading={pending === 'daily'}
          disabled={disabled || pending !== null}
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {t('reports.download.daily')}
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        {hasClasses ? t('reports.download.legendClasses') : t('reports.download.legendDays')}
      </p>
      {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
    </div>
  );
}
