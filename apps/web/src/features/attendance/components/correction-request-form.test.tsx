import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { CorrectionRequestForm } from './correction-request-form';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const ALLOWANCE = { limit: 3, used: 1, remaining: 2, month: '2026-11' };
/** The form's own calls (the allowance is read first and again after sending) left out. */
const sends = () =>
  mockedFetch.mock.calls.filter(
    ([path]) => !String(path).startsWith('/api/me/correction-allowance'),
  );
/** Answers the allowance; everything else with `answer`. */
const answerWith = (answer: () => Promise<unknown>) =>
  mockedFetch.mockImplementation((path) =>
    String(path).startsWith('/api/me/correction-allowance') ? Promise.resolve(ALLOWANCE) : answer(),
  );

function renderForm(defaults?: { date?: string; check_in?: string }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CorrectionRequestForm
          orgId={ORG}
          today="2026-11-23"
          timeZone="Asia/Kolkata"
          approver="Your in-charge"
          defaults={defaults}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('CorrectionRequestForm', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });
  beforeEach(() => {
    mockedFetch.mockReset();
    answerWith(() => Promise.resolve({ id: 'c1' }));
  });
  afterEach(cleanup);

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText('Give the actual check-in or check-out time.')).toBeTruthy();
    expect(screen.getByText('Say briefly what happened.')).toBeTruthy();
    expect(sends()).toEqual([]);
  });

  it('sends the prefilled day and the actual times as instants in the organisation’s zone', async () => {
    const user = userEvent.setup();
    renderForm({ date: '2026-11-20', check_in: '09:41' });
    await user.type(screen.getByLabelText('Actual check-out'), '18:30');
    await user.type(screen.getByLabelText(/What happened/), 'Forgot to scan out, left at 6:30 pm');
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText(/Correction request sent/)).toBeTruthy();
    expect(sends()[0]).toEqual([
      '/api/correction-requests',
      {
        method: 'POST',
        body: {
          org_id: ORG,
          date: '2026-11-20',
          check_in_at: '2026-11-20T09:41:00+05:30',
          check_out_at: '2026-11-20T18:30:00+05:30',
          reason: 'Forgot to scan out, left at 6:30 pm',
        },
      },
    ]);
  });

  it('says how many corrections are left this month before the person asks', async () => {
    renderForm();
    expect(await screen.findByText('2 of 3 corrections left this month.')).toBeTruthy();
  });

  it('says when none are left', async () => {
    mockedFetch.mockImplementation(() =>
      Promise.resolve({ limit: 3, used: 3, remaining: 0, month: '2026-11' }),
    );
    renderForm();
    expect(
      await screen.findByText(/You have used all 3 corrections allowed this month/),
    ).toBeTruthy();
  });

  it('shows the server’s refusal in words', async () => {
    answerWith(() =>
      Promise.reject(
        new ApiError(400, 'validation_failed', 'date: that day has not happened yet.'),
      ),
    );
    const user = userEvent.setup();
    renderForm({ date: '2026-11-20', check_in: '09:41' });
    await user.type(screen.getByLabelText(/What happened/), 'Scanner was down');
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText('That day has not happened yet.')).toBeTruthy();
  });
});
