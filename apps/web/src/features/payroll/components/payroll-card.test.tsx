import {
  DEFAULT_PAYROLL_COLUMNS,
  type PayrollLayout,
  type PayrollReport,
  type PayrollRow,
} from '@ias/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { catalogue } from '../catalogue';
import { PayrollCard } from './payroll-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const BASE = `/api/organizations/${ORG}/payroll`;

const asha: PayrollRow = {
  member_id: '0b6f6f0e-7d55-4a43-9d0f-1f1e6f0c0a01',
  full_name: 'Asha Verma',
  employee_code: 'E-101',
  role: 'employee',
  groups: [],
  status: 'active',
  joined_on: '2026-01-05',
  left_on: null,
  period_days: 28,
  working_days: 23,
  holidays: 1,
  weekly_offs: 4,
  present_days: 6,
  on_time_days: 3,
  late_count: 2,
  half_days: 1,
  absent_days: 1,
  paid_leave_days: 4,
  unpaid_leave_days: 2.5,
  loss_of_pay_days: 3.5,
  payable_days: 24.5,
  hours_worked: 35.83,
  approved_overtime_hours: 1.5,
  missing_check_outs: 1,
};
const report = (from: string, to: string): PayrollReport => ({
  organization: { id: ORG, name: 'Ganga Traders', kind: 'company', timezone: 'Asia/Kolkata' },
  from,
  to,
  payroll_period_start_day: 26,
  periods: {
    current: { from: '2026-11-26', to: '2026-12-25' },
    previous: { from: '2026-10-26', to: '2026-11-25' },
  },
  group: null,
  groups: [{ id: 'g1', name: 'Weaving' }],
  rows: [asha],
});

describe('PayrollCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(cleanup);

  it('draws its choices and a table of the payroll’s columns while it loads, then the payroll', async () => {
    let answer: (value: PayrollReport) => void = () => {};
    mockedFetch.mockImplementation(async (path) => {
      if (path === `${BASE}/layouts`) return { layouts: [] };
      return new Promise((resolve) => (answer = resolve));
    });
    renderWithProviders(<PayrollCard orgId={ORG} />);
    const skeleton = await screen.findByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    const rows = screen.getAllByTestId('skeleton-payroll-row');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0]!.children).toHaveLength(DEFAULT_PAYROLL_COLUMNS.length);
    mockedFetch.mockResolvedValue(report('2026-10-26', '2026-11-25'));
    answer(report('2026-10-26', '2026-11-25'));
    expect(await screen.findByRole('row', { name: /Asha Verma/ })).toBeTruthy();
    expect(screen.queryByTestId('skeleton-payroll')).toBeNull();
  });

  it('shows the last pay period and saves a layout with its columns in the chosen order', async () => {
    let layouts: PayrollLayout[] = [];
    mockedFetch.mockImplementation(async (path, options) => {
      if (path === `${BASE}/layouts` && options?.method === 'POST') {
        const body = options.body as { name: string; columns: PayrollLayout['columns'] };
        layouts = [{ id: 'l1', ...body, created_at: '', updated_at: '' }];
        return layouts[0];
      }
      if (path === `${BASE}/layouts`) return { layouts };
      if (String(path).includes('from=2026-11-26')) return report('2026-11-26', '2026-12-25');
      return report('2026-10-26', '2026-11-25');
    });
    const user = userEvent.setup();
    renderWithProviders(<PayrollCard orgId={ORG} />);
    const row = await screen.findByRole('row', { name: /Asha Verma/ });
    expect(within(row).getByText('24.5')).toBeTruthy();
    expect(within(row).getByText('3.5')).toBeTruthy();
    // Approved overtime reads as a duration on screen (the files keep decimal hours).
    expect(within(row).getByText('1 h 30 m')).toBeTruthy();
    expect(within(row).queryByText('1.5')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Pay period'), 'current');
    expect(mockedFetch).toHaveBeenCalledWith(`${BASE}?from=2026-11-26&to=2026-12-25`);
    await user.selectOptions(screen.getByLabelText('Group'), 'g1');
    expect(mockedFetch).toHaveBeenCalledWith(`${BASE}?from=2026-11-26&to=2026-12-25&group_id=g1`);

    await user.click(screen.getByRole('button', { name: 'Manage layouts' }));
    await user.click(await screen.findByRole('button', { name: 'New layout' }));
    const dialog = await screen.findByRole('dialog', { name: 'New column layout' });
    await user.click(within(dialog).getByRole('button', { name: 'Save layout' }));
    expect(await within(dialog).findByText('Give the layout a name.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox'), 'For our accountant');
    await user.click(within(dialog).getByRole('button', { name: 'Add Loss-of-pay days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Loss-of-pay days up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Working days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save layout' }));
    expect(mockedFetch).toHaveBeenCalledWith(`${BASE}/layouts`, {
      method: 'POST',
      body: {
        name: 'For our accountant',
        columns: ['employee_code', 'full_name', 'loss_of_pay_days', 'payable_days'],
      },
    });
    // Back in the list, and offered for the files.
    expect(
      within(await screen.findByTestId('payroll-layouts')).getByText('For our accountant'),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'For our accountant', hidden: true })).toBeTruthy();
  }, 20_000);
});
