import type { ScheduledReport, ScheduledReportList } from '@ias/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { catalogue } from '../catalogue';
import { ScheduledReportsCard } from './scheduled-reports-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const BASE = `/api/organizations/${ORG}/scheduled-reports`;
const MEMBER = '0b6f6f0e-7d55-4a43-9d0f-1f1e6f0c0a01';

const weekly: ScheduledReport = {
  id: '7d0f4c1e-2b8a-4a57-9a55-3c1d2f7e8b90',
  name: 'Weekly for payroll',
  kind: 'weekly_summary',
  format: 'xlsx',
  send_time: '10:00',
  weekday: 1,
  monthly_period: 'calendar_month',
  group_id: null,
  recipient_user_ids: [MEMBER],
  recipient_emails: ['payroll@example.com'],
  is_paused: false,
  next_run_at: '2026-11-30T04:30:00.000Z',
  recent_runs: [
    {
      id: 'a5b7c9d1-0000-4000-8000-000000000001',
      due_at: '2026-11-23T04:30:00.000Z',
      is_manual: false,
      range_from: '2026-11-16',
      range_to: '2026-11-22',
      status: 'sent',
      sent_to: ['meera@example.com', 'payroll@example.com'],
      file_name: 'summary.xlsx',
      bytes: 8400,
      error: null,
      finished_at: '2026-11-23T04:31:00.000Z',
    },
  ],
  created_at: '2026-11-01T00:00:00.000Z',
};
const list = (schedules: ScheduledReport[]): ScheduledReportList => ({
  schedules,
  members: [{ user_id: MEMBER, full_name: 'Meera Iyer', email: 'meera@example.com' }],
  groups: [],
  timezone: 'Asia/Kolkata',
  payroll_period_start_day: 26,
});

function renderCard() {
  renderWithProviders(<ScheduledReportsCard orgId={ORG} />);
}

describe('ScheduledReportsCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(cleanup);

  it('schedules a weekly report, refusing a bad address first', async () => {
    let saved: ScheduledReport[] = [];
    mockedFetch.mockImplementation(async (path, options) => {
      if (options?.method === 'POST' && path === BASE) {
        saved = [{ ...weekly, ...(options.body as object), recent_runs: [] }];
        return saved[0];
      }
      return list(saved);
    });
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('No scheduled reports yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Schedule a report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Weekly for payroll');
    await user.click(within(dialog).getByRole('checkbox', { name: /Meera Iyer/ }));
    const emails = within(dialog).getByLabelText('Other e-mail addresses');
    await user.type(emails, 'payroll@example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('“payroll@example” is not an e-mail address.'),
    ).toBeTruthy();
    expect(mockedFetch).not.toHaveBeenCalledWith(BASE, expect.objectContaining({ method: 'POST' }));
    await user.type(emails, '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Weekly for payroll')).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledWith(BASE, {
      method: 'POST',
      body: expect.objectContaining({
        kind: 'weekly_summary',
        weekday: 1,
        send_time: '10:00',
        recipient_user_ids: [MEMBER],
        recipient_emails: ['payroll@example.com'],
      }),
    });
    expect(screen.getByText(/Every Monday at 10:00/)).toBeTruthy();
  });

  it('shows the last and next sends, pauses, and deletes only after confirming', async () => {
    mockedFetch.mockImplementation(async () => list([weekly]));
    const user = userEvent.setup();
    renderCard();
    const status = await screen.findByTestId('scheduled-report-status');
    expect(status.textContent).toMatch(/Last sent .* to 2 people \(8 kB\)/);
    expect(status.textContent).toMatch(/Next: Mon, 30 Nov/);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(mockedFetch).toHaveBeenCalledWith(`${BASE}/${weekly.id}`, {
      method: 'PATCH',
      body: { is_paused: true },
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete “Weekly for payroll”?')).toBeTruthy();
    expect(mockedFetch).not.toHaveBeenCalledWith(
      `${BASE}/${weekly.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(mockedFetch).toHaveBeenCalledWith(`${BASE}/${weekly.id}`, { method: 'DELETE' });
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    mockedFetch.mockRejectedValueOnce(new ApiError(500, 'unexpected_failure', 'Down'));
    mockedFetch.mockResolvedValue(list([]));
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No scheduled reports yet')).toBeTruthy();
  });

  it('outlines the schedules while they load, then offers to add one', async () => {
    // One answer for every request, held back until the test gives it.
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    mockedFetch.mockImplementation(() => held as never);
    renderCard();
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(3);
    answer(list([]));
    expect(await screen.findByText('No scheduled reports yet')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });
});
