import type { ImportRowResult } from '@ias/shared';
import { Trans } from '@lingui/react';
import { Badge, type BadgeVariant } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { PreviewAnswer } from '../api/import-members';
import { catalogue, type PeopleMessage } from '../catalogue';

const ACTIONS: Record<ImportRowResult['action'], { label: PeopleMessage; variant: BadgeVariant }> =
  {
    create: { label: 'people.import.action.create', variant: 'success' },
    update: { label: 'people.import.action.update', variant: 'brand' },
    unchanged: { label: 'people.import.action.unchanged', variant: 'neutral' },
    error: { label: 'people.import.action.error', variant: 'danger' },
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
  const t = useCatalogueT(catalogue);
  const errorRows = preview.rows.filter((r) => r.action === 'error');
  const otherRows = preview.rows.filter((r) => r.action !== 'error');
  const shown = [...errorRows, ...otherRows.slice(0, OTHER_ROWS_SHOWN)];
  const hidden = otherRows.length - Math.min(otherRows.length, OTHER_ROWS_SHOWN);
  return (
    <div className="space-y-4">
      <dl
        className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4"
        aria-label={t('people.import.summary')}
      >
        {[
          [t('people.import.count.new'), preview.creates, 'text-emerald-700'],
          [t('people.import.count.updated'), preview.updates, 'text-brand-700'],
          [t('people.import.count.unchanged'), preview.unchanged, 'text-slate-700'],
          [
            t('people.import.count.errors'),
            preview.errors,
            preview.errors ? 'text-red-700' : 'text-slate-700',
          ],
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
          <Trans
            id="people.import.newGroups"
            values={{ groups: preview.groupsToCreate.join(', ') }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : null}
      {preview.ignoredColumns.length ? (
        <p className="text-sm text-slate-600">
          {t('people.import.ignored', { columns: preview.ignoredColumns.join(', ') })}
        </p>
      ) : null}
      <div className="max-h-80 overflow-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('people.import.caption')}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('people.import.column.row')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('people.field.name')}
              </th>
              <th scope="col" className="px-3 py-2">
                {numberLabel}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('people.import.column.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => (
              <tr key={row.row} className={row.action === 'error' ? 'bg-red-50/60' : undefined}>
                <td className="px-3 py-2 font-mono text-xs">{row.row}</td>
                <td className="px-3 py-2">
                  {row.name || <span className="text-slate-400">{t('people.import.noName')}</span>}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{row.number ?? '—'}</td>
                <td className="px-3 py-2">
                  <Badge variant={ACTIONS[row.action].variant}>
                    {t(ACTIONS[row.action].label)}
                  </Badge>
                  {row.errors.length ? (
                    <ul className="mt-1 list-disc pl-4 text-red-800">
                      {row.errors.map((error) => (
                        <li key={error}>{t('people.import.rowError', { row: row.row, error })}</li>
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
        <p className="text-sm text-slate-500">{t('people.import.more', { count: hidden })}</p>
      ) : null}
    </div>
  );
}
