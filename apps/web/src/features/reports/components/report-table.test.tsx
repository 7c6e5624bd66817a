import type { AttendanceReportRow } from '@ias/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserLayout } from '@/features/data-table/test-layout';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReportTable } from './report-table';

/** 325 students, as in the school whose report was one table 20,000 px tall. */
const rows: AttendanceReportRow[] = Array.from({ length: 325 }, (_, i) => {
  const attended = (i * 7) % 20;
  return {
    member_id: `m${i}`,
    full_name: `Student ${String(i + 1).padStart(3, '0')}`,
    number: String(i + 1),
    role: 'student',
    status: 'active',
    left_on: null,
    groups: ['Class 9-B'],
    counted_by: 'classes',
    present: attended,
    late: 0,
    half_day: 0,
    absent: 20 - attended,
    on_leave: 0,
    excused: 0,
    attended,
    counted: 20,
    percent: (attended / 20) * 100,
    is_below_minimum: attended < 15,
    minutes_worked: null,
    missing_check_outs: null,
    auto_check_outs: null,
  };
});

describe('ReportTable', () => {
  useBrowserLayout();
  afterEach(cleanup);

  it('draws a 325-person report a screenful at a time, sorted by name, then by percentage', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportTable rows={rows} kind="institute" minimum={75} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('326');
    const drawn = screen.getAllByTestId('report-row');
    expect(drawn.length).toBeLessThan(60);
    expect(within(drawn[0]!).getByRole('rowheader').textContent).toContain('Student 001');
    expect(drawn[0]!.getAttribute('data-member-id')).toBe('m0');
    expect(within(drawn[0]!).getByText('Below 75 % minimum')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Attendance' }));
    expect(screen.getByRole('columnheader', { name: 'Attendance' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    const lowest = screen.getAllByTestId('report-row')[0]!;
    expect(lowest.querySelector('[data-column="percent"]')!.textContent).toContain('0 %');
    expect(screen.getByRole('columnheader', { name: 'Class' })).toBeTruthy();
  });
});
