import {
  type DateRange,
  isCalendarDate,
  type OrganizationKind,
  payPeriodAt,
  rangeProblem,
} from '@ias/shared';
import type { ReportsMessage } from '../catalogue';

/** The ranges a report can be asked for in one click, and "custom". */
export type PresetId =
  'this_month' | 'last_month' | 'this_pay_period' | 'last_pay_period' | 'custom';

/** Catalogue ids of the presets' names. */
export const PRESET_LABEL: Record<PresetId, ReportsMessage> = {
  this_month: 'reports.preset.thisMonth',
  last_month: 'reports.preset.lastMonth',
  this_pay_period: 'reports.preset.thisPayPeriod',
  last_pay_period: 'reports.preset.lastPayPeriod',
  custom: 'reports.preset.custom',
};

/** Pay periods are a company's; institutes count by month (or any range). */
export function presetsFor(kind: OrganizationKind): PresetId[] {
  return kind === 'company'
    ? ['this_month', 'last_month', 'this_pay_period', 'last_pay_period', 'custom']
    : ['this_month', 'last_month', 'custom'];
}

/** The range of a preset on `today` (the organisation's day); null for "custom". */
export function presetRange(
  preset: PresetId,
  today: string,
  payrollStartDay: number,
): DateRange | null {
  switch (preset) {
    case 'this_month':
      return payPeriodAt(today, 1, 0);
    case 'last_month':
      return payPeriodAt(today, 1, -1);
    case 'this_pay_period':
      return payPeriodAt(today, payrollStartDay, 0);
    case 'last_pay_period':
      return payPeriodAt(today, payrollStartDay, -1);
    default:
      return null;
  }
}

export type ReportFilters = DateRange & { preset: PresetId; groupId: string | null };

/**
 * The report's filters from the page address (?range=last_pay_period&group=…, or
 * ?range=custom&from=…&to=…), so a report can be bookmarked and shared. `problem` says what is
 * wrong with a custom range; the report is not asked for then.
 */
export function filtersFromParams(
  params: URLSearchParams,
  context: { today: string; kind: OrganizationKind; payrollStartDay: number },
): { filters: ReportFilters; problem: string | null } {
  const asked = params.get('range') as PresetId | null;
  const preset: PresetId = asked && presetsFor(context.kind).includes(asked) ? asked : 'this_month';
  const groupId = params.get('group') || null;
  const range = presetRange(preset, context.today, context.payrollStartDay);
  if (range) return { filters: { preset, groupId, ...range }, problem: null };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const problem =
    !isCalendarDate(from) || !isCalendarDate(to)
      ? 'Choose a start and an end date.'
      : rangeProblem(from, to);
  return { filters: { preset, groupId, from, to }, problem };
}

/** The page address's parameters for some filters (the inverse of filtersFromParams). */
export function paramsFor(filters: ReportFilters): Record<string, string> {
  return {
    range: filters.preset,
    ...(filters.preset === 'custom' ? { from: filters.from, to: filters.to } : {}),
    ...(filters.groupId ? { group: filters.groupId } : {}),
  };
}
