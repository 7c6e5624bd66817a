import type { OrganizationKind } from '@ias/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, paramsFor, type PresetId, type ReportFilters } from '../utils/presets';

/** The report's range and group, kept in the page address. */
export function useReportFilters(context: {
  today: string;
  kind: OrganizationKind;
  payrollStartDay: number;
}) {
  const [params, setParams] = useSearchParams();
  const { today, kind, payrollStartDay } = context;
  const { filters, problem } = useMemo(
    () => filtersFromParams(params, { today, kind, payrollStartDay }),
    [params, today, kind, payrollStartDay],
  );
  const update = useCallback(
    (next: Partial<ReportFilters>) =>
      setParams(paramsFor({ ...filters, ...next }), { replace: true }),
    [filters, setParams],
  );
  return {
    filters,
    problem,
    choosePreset: (preset: PresetId) => update({ preset }),
    chooseRange: (range: { from: string; to: string }) => update({ preset: 'custom', ...range }),
    chooseGroup: (groupId: string | null) => update({ groupId }),
  };
}
