import { daysInRange, type ExportFormat, REGISTER_MAX_DAYS } from '@ias/shared';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, Button } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { useExport } from '../hooks/use-export';
import { useExportsT } from '../hooks/use-exports-t';

type Range = { from: string; to: string; groupId: string | null };

/**
 * Excel and the printable register beside the CSV downloads: each is made in the background with
 * its progress shown, and saved when ready (with a button to save it again).
 */
export default function ExportPanel({
  orgId,
  range,
  disabled,
}: {
  orgId: string;
  range: Range;
  disabled: boolean;
}) {
  const t = useExportsT();
  const [sheetPerGroup, setSheetPerGroup] = useState(false);
  const checkbox = useId();
  const tooLong = daysInRange(range.from, range.to) > REGISTER_MAX_DAYS;
  return (
    <div className="space-y-3" data-testid="export-panel">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ExportButton
          orgId={orgId}
          format="xlsx"
          order={{ ...range, sheetPerGroup }}
          disabled={disabled}
        />
        <ExportButton
          orgId={orgId}
          format="pdf"
          order={{ ...range, sheetPerGroup: false }}
          disabled={disabled || tooLong}
        />
        <label htmlFor={checkbox} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            id={checkbox}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={sheetPerGroup}
            onChange={(event) => setSheetPerGroup(event.target.checked)}
          />
          {t('exports.sheetPerGroup')}
        </label>
      </div>
      <p className="text-xs text-slate-500">
        {tooLong ? t('exports.registerTooLong', { days: REGISTER_MAX_DAYS }) : t('exports.hint')}
      </p>
    </div>
  );
}

function ExportButton({
  orgId,
  format,
  order,
  disabled,
}: {
  orgId: string;
  format: ExportFormat;
  order: Range & { sheetPerGroup: boolean };
  disabled: boolean;
}) {
  const t = useExportsT();
  const exporter = useExport(orgId, format);
  const job = exporter.job;
  const running = exporter.isStarting || job?.status === 'running';
  const Icon = format === 'xlsx' ? FileSpreadsheet : FileText;
  const percent = job && job.total > 0 ? Math.floor((job.processed / job.total) * 100) : 0;
  const error = exporter.startError ?? exporter.pollError ?? exporter.downloadError;
  return (
    <div className="min-w-0 space-y-2">
      <Button
        variant="outline"
        onClick={() => exporter.start(order)}
        isLoading={running}
        disabled={disabled || running}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {format === 'xlsx' ? t('exports.xlsx') : t('exports.pdf')}
      </Button>
      {job?.status === 'running' ? (
        <div className="space-y-1" aria-live="polite">
          <div
            role="progressbar"
            aria-label={format === 'xlsx' ? t('exports.progressXlsx') : t('exports.progressPdf')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-44 max-w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-slate-600">{t('exports.progress', { percent })}</p>
        </div>
      ) : null}
      {job?.status === 'done' ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600" aria-live="polite">
          {t('exports.ready', { name: job.file_name })}
          <Button
            variant="link"
            size="sm"
            onClick={exporter.download}
            isLoading={exporter.isDownloading}
          >
            {t('exports.downloadAgain')}
          </Button>
        </p>
      ) : null}
      {job?.status === 'failed' || error ? (
        <Alert variant="error">
          {error ? describeError(error) : t('exports.failed')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => exporter.start(order)}
          >
            {t('exports.retry')}
          </button>
        </Alert>
      ) : null}
    </div>
  );
}
