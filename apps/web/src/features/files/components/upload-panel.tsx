import { RotateCw, X } from 'lucide-react';
import { Button } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { catalogue } from '../catalogue';
import type { Upload } from '../hooks/use-uploads';

/** Each upload with its progress bar, and cancel or retry. */
export function UploadPanel({
  uploads,
  onCancel,
  onRetry,
  onClear,
}: {
  uploads: Upload[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onClear: () => void;
}) {
  const t = useCatalogueT(catalogue);
  if (uploads.length === 0) return null;
  const hasFinished = uploads.some((u) => u.status !== 'uploading' && u.status !== 'queued');
  return (
    <section
      aria-label={t('files.upload.title')}
      className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-800">{t('files.upload.title')}</h2>
        {hasFinished ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('files.upload.clear')}
          </Button>
        ) : null}
      </div>
      <ul className="space-y-2">
        {uploads.map((upload) => {
          const percent = upload.total > 0 ? Math.round((upload.sent / upload.total) * 100) : 0;
          const isActive = upload.status === 'uploading' || upload.status === 'queued';
          const shown = upload.status === 'done' ? 100 : percent;
          return (
            <li
              key={upload.id}
              data-testid="upload-row"
              data-status={upload.status}
              className="rounded-lg bg-white p-2"
            >
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm text-slate-800">
                  {upload.file.name}
                </span>
                <span className="shrink-0 text-xs text-slate-600">
                  {upload.status === 'uploading'
                    ? t('files.upload.percent', { percent })
                    : upload.status === 'queued'
                      ? t('files.upload.queued')
                      : upload.status === 'done'
                        ? t('files.upload.done')
                        : upload.status === 'cancelled'
                          ? t('files.upload.cancelled')
                          : t('files.upload.failed')}
                </span>
                {isActive ? (
                  <button
                    type="button"
                    onClick={() => onCancel(upload.id)}
                    aria-label={t('files.upload.cancel', { name: upload.file.name })}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                ) : upload.status === 'failed' || upload.status === 'cancelled' ? (
                  <button
                    type="button"
                    onClick={() => onRetry(upload.id)}
                    aria-label={t('files.upload.retry', { name: upload.file.name })}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100"
                  >
                    <RotateCw aria-hidden="true" className="h-4 w-4" />
                  </button>
                ) : null}
              </div>
              <div
                role="progressbar"
                aria-label={t('files.upload.progress', { name: upload.file.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={shown}
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className={cn(
                    'h-full rounded-full transition-[width]',
                    upload.status === 'failed'
                      ? 'bg-red-500'
                      : upload.status === 'done'
                        ? 'bg-emerald-500'
                        : 'bg-brand-600',
                  )}
                  style={{ width: `${shown}%` }}
                />
              </div>
              {upload.error ? (
                <p role="alert" className="mt-1 text-xs text-red-700">
                  {upload.error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
