import type { AttendanceReport, AttendanceReportRow } from '@ias/shared';
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserLayout } from '@/features/data-table/test-layout';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReportResultsCard } from './report-results-card';

const row: AttendanceReportRow = {
  member_id: 'm1',
  full_name: 'Asha Rao',
  number: '1',
  role: 'employee',
  status: 'active',
  left_on: null,
  groups: ['Sales'],
  counted_by: 'days',
  present: 18,
  late: 1,
  half_day: 0,
  absent: 1,
  on_leave: 0,
  excused: 0,
  attended: 19,
  counted: 20,
  percent: 95,
  is_below_minimum: false,
  minutes_worked: 9000,
  missing_check_outs: 0,
  auto_check_outs: 0,
};

const report = {
  layout: 'summary',
  organization: { kind: 'company', min_attendance_percent: 75 },
  group: null,
  rows: [row],
} as unknown as AttendanceReport;

function card(loaded: AttendanceReport | undefined) {
  return (
    <ReportResultsCard
      report={loaded}
      isPending={!loaded}
      isUpdating={false}
      kind="company"
      error={null}
      onRetry={() => {}}
      download={{ onDownload: () => {}, pending: null, error: null }}
    />
  );
}

/** The card as its screen holds it: loading until `arrive` hands it the report. */
let arrive: () => void = () => {};
function Harness() {
  const [loaded, setLoaded] = useState<AttendanceReport | undefined>(undefined);
  arrive = () => setLoaded(report);
  return card(loaded);
}

/** The cells of the skeleton's header row: one per column it promises. */
const skeletonColumns = () =>
  screen.getByTestId('skeleton').querySelector('[aria-hidden="true"] > div')!.children.length;

describe('ReportResultsCard', () => {
  useBrowserLayout();
  afterEach(cleanup);

  it('draws a table of the report’s own columns while it loads, then the report in its place', async () => {
    renderWithProviders(<Harness />);
    const skeleton = screen.getByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    const promised = skeletonColumns();
    expect(promised).toBeGreaterThan(9);

    act(() => arrive());
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(promised);
  });
});
