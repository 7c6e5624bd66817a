import type { ReportGroup } from '@ias/shared';
import { Card, CardContent, FormField, Select } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { ReportSettings } from '../api/report-settings';
import { catalogue } from '../catalogue';
import { formatDate } from '../utils/format';
import { presetsFor, type PresetId, type ReportFilters } from '../utils/presets';
import { CustomRangeForm } from './custom-range-form';
import { PayrollDayForm } from './payroll-day-form';
import { RangePresets } from './range-presets';

/** Range presets (or a custom range), the group filter and, for company owners, the pay period. */
export function ReportFiltersCard({
  settings,
  filters,
  problem,
  groups,
  canEditPayroll,
  onPreset,
  onRange,
  onGroup,
}: {
  settings: ReportSettings;
  filters: ReportFilters;
  problem: string | null;
  groups: ReportGroup[];
  canEditPayroll: boolean;
  onPreset: (preset: PresetId) => void;
  onRange: (range: { from: string; to: string }) => void;
  onGroup: (groupId: string | null) => void;
}) {
  const t = useCatalogueT(catalogue);
  const isInstitute = settings.kind === 'institute';
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <RangePresets
          presets={presetsFor(settings.kind)}
          value={filters.preset}
          onChoose={onPreset}
        />
        {filters.preset === 'custom' ? (
          <CustomRangeForm
            key={`${filters.from}|${filters.to}`}
            initial={{ from: filters.from, to: filters.to }}
            onSubmit={onRange}
          />
        ) : null}
        <p
          className="text-sm text-slate-700"
          data-testid="report-range"
          data-from={problem ? undefined : filters.from}
          data-to={problem ? undefined : filters.to}
        >
          {problem ? (
            <span className="text-red-700">{problem}</span>
          ) : (
            <>
              <span className="font-medium">
                {formatDate(filters.from)} – {formatDate(filters.to)}
              </span>{' '}
              <span className="text-slate-600">
                {t('reports.filters.zoneDates', { zone: settings.timezone })}
              </span>
            </>
          )}
        </p>
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          {groups.length ? (
            <FormField
              label={
                isInstitute
                  ? t('reports.filters.classOrGroup')
                  : t('reports.filters.departmentOrGroup')
              }
              className="w-64 max-w-full"
            >
              <Select
                value={filters.groupId ?? ''}
                onChange={(event) => onGroup(event.target.value || null)}
                options={[
                  { value: '', label: t('reports.filters.everyone') },
                  ...groups.map((g) => ({ value: g.id, label: g.name })),
                ]}
              />
            </FormField>
          ) : null}
          {canEditPayroll && !isInstitute ? (
            <PayrollDayForm orgId={settings.id} day={settings.payroll_period_start_day} />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
