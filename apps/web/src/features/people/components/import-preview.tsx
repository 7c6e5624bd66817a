import type { ImportRowResult } from '@ias/shared';
import { Badge, type BadgeVariant } from '@/components/ui';
import type { PreviewAnswer } from '../api/import-members';

const ACTIONS: Record<ImportRowResult['action'], { label: string; variant: BadgeVariant }> = {
  create: { label: 'New', variant: 'success' },
  update: { label: 'Update', variant: 'brand' },
  unchanged: { label: 'No change', variant: 'neutral' },
  error: { label: 'Error', variant: 'danger' },
};

const OTHER_ROWS_SHOWN = 50;

/** What a file would do, row by row: errors first with their line numbers in the file. */
export function ImportPreview({
  preview,
  numberLabel,
}: {
  preview: PreviewAnswer;
  numberLabel: string;
}) {
  const errorRows = preview.rows.filter((r) => r.action === 'error');
  const otherRows = preview.rows.filter((r) => r.action !== 'error');
  const shown = [...errorRows, ...otherRows.slice(0, OTHER_ROWS_SHOWN)];
  const hidden = otherRows.length - Math.min(otherRows.length, OTHER_ROWS_SHOWN);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4" aria-label="Import summary">
        {[
          ['New', preview.creates, 'text-emerald-700'],
          ['Updated', preview.updates, 'text-brand-700'],
          ['No change', preview.unchanged, 'text-slate-700'],
          ['With errors', preview.errors, preview.errors ? 'text-red-700' : 'text-slate-700'],
        ].map(([label, value, tone]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-2 ring-1 ring-inset ring-slate-200">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {label}
            </dt>
            <dd className={`text-xl font-bold ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {preview.groupsToCreate.length ? (
        <p className="text-sm text-slate-600">
          New groups to create: <strong>{preview.groupsToCreate.join(', ')}</strong>
        </p>
      ) : null}
      {preview.ignoredColumns.length ? (
        <p className="text-sm text-slate-600">
          Columns not used: {preview.ignoredColumns.join(', ')}
        </p>
      ) : null}
      <div className="max-h-80 overflow-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file and what importing them does</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                {numberLabel}
              </th>
              <th scope="col" className="px-3 py-2">
                Result
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => (
              <tr key={row.row} className={row.action === 'error' ? 'bg-red-50/60' : undefined}>
                <td className="px-3 py-2 font-mono text-xs">{row.row}</td>
                <td className="px-3 py-2">
                  {row.name || <span className="text-slate-400">(no name)</span>}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{row.number ?? '—'}</td>
                <td className="px-3 py-2">
                  <Badge variant={ACTIONS[row.action].variant}>{ACTIONS[row.action].label}</Badge>
                  {row.errors.length ? (
                    <ul className="mt-1 list-disc pl-4 text-red-800">
                      {row.errors.map((error) => (
                        <li key={error}>
                          Row {row.row}: {error}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden ? (
        <p className="text-sm text-slate-500">…and {hidden} more rows without errors.</p>
      ) : null}
    </div>
  );
}
