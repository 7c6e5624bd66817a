import type { ScheduledReport, ScheduledReportFormat, ScheduledReportKind } from '@ias/shared';
import type { useScheduledReportsT } from '../hooks/use-scheduled-reports-t';

export type Translate = ReturnType<typeof useScheduledReportsT>;

/** Each id written out in full (the catalogue checks find them). */
export const kindLabel = (t: Translate, kind: ScheduledReportKind) =>
  ({
    daily_absentees: t('scheduled-reports.kind.daily_absentees'),
    weekly_summary: t('scheduled-reports.kind.weekly_summary'),
    monthly_register: t('scheduled-reports.kind.monthly_register'),
  })[kind];

export const formatLabel = (t: Translate, format: ScheduledReportFormat) =>
  ({
    csv: t('scheduled-reports.format.csv'),
    xlsx: t('scheduled-reports.format.xlsx'),
    pdf: t('scheduled-reports.format.pdf'),
  })[format];

export const weekdayLabels = (t: Translate) => [
  t('scheduled-reports.weekday.1'),
  t('scheduled-reports.weekday.2'),
  t('scheduled-reports.weekday.3'),
  t('scheduled-reports.weekday.4'),
  t('scheduled-reports.weekday.5'),
  t('scheduled-reports.weekday.6'),
  t('scheduled-reports.weekday.7'),
];

/** "Every Monday at 10:00", in words. */
export function whenLabel(t: Translate, schedule: ScheduledReport, payDay: number): string {
  const time = schedule.send_time;
  if (schedule.kind === 'daily_absentees') return t('scheduled-reports.when.daily', { time });
  if (schedule.kind === 'weekly_summary')
    return t('scheduled-reports.when.weekly', {
      time,
      weekday: weekdayLabels(t)[schedule.weekday - 1] ?? '',
    });
  return schedule.monthly_period === 'pay_period'
    ? t('scheduled-reports.when.payPeriod', { time, day: payDay })
    : t('scheduled-reports.when.monthly', { time });
}
