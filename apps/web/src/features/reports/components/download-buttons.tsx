import type { ReportLayout } from '@ias/shared';
import { Download } from 'lucide-react';
import { Alert, Button } from '@/components/ui';
import { describeError } from '@/lib/error-messages';

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
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => onDownload('summary')}
          isLoading={pending === 'summary'}
          disabled={disabled || pending !== null}
        >
          <Download aria-hidden="true" className="h-4 w-4" /> Download CSV
        </Button>
        <Button
          variant="outline"
          onClick={() => onDownload('daily')}
          isLoading={pending === 'daily'}
          disabled={disabled || pending !== null}
        >
          <Download aria-hidden="true" className="h-4 w-4" /> Download day-by-day CSV
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        Day by day: P present, L late, H half day, A absent, OL on leave, E excused, HOL holiday, WO
        weekly off, blank no record
        {hasClasses
          ? '; a day of classes lists its periods in order (“P P A”).'
          : '; +AC checked out automatically (“P+AC”).'}
      </p>
      {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
    </div>
  );
}
