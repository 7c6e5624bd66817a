import { useCallback, useState } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from './catalogue';

export type BulkProgressState = { finished: number; total: number };

/**
 * Progress of a bulk run for `runForEach`'s `onProgress`: `progress` is null until the first row
 * finishes, then "n of N".
 */
export function useBulkProgress() {
  const [progress, setProgress] = useState<BulkProgressState | null>(null);
  const onProgress = useCallback(
    (finished: number, total: number) => setProgress({ finished, total }),
    [],
  );
  return { progress, onProgress };
}

/** "12 of 40 done" with a bar, announced politely; nothing before the run starts. */
export function BulkProgress({ progress }: { progress: BulkProgressState | null }) {
  const t = useCatalogueT(catalogue);
  if (!progress) return null;
  const { finished, total } = progress;
  const label = t('data-table.progress', { finished, total });
  return (
    <div className="mt-4 space-y-1.5" data-testid="bulk-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={finished}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${total ? Math.round((finished / total) * 100) : 0}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
