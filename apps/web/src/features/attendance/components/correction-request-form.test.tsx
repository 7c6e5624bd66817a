import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { CorrectionRequestForm } from './correction-request-form';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';

function renderForm(defaults?: { date?: string; check_in?: string }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <CorrectionRequestForm
        orgId={ORG}
        today="2026-11-23"
        timeZone="Asia/Kolkata"
        approver="Your in-charge"
        defaults={defaults}
      />
    </QueryClientProvider>,
  );
}

describe('CorrectionRequestForm', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
  });
  afterEach(cleanup);

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText('Give the actual check-in or check-out time.')).toBeTruthy();
    expect(screen.getByText('Say briefly what happened.')).toBeTruthy();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('sends the prefilled day and the actual times as instants in the organisation’s zone', async () => {
    mockedFetch.mockResolvedValue({ id: 'c1' });
    const user = userEvent.setup();
    renderForm({ date: '2026-11-20', check_in: '09:41' });
    await user.type(screen.getByLabelText('Actual check-out'), '18:30');
    await user.type(screen.getByLabelText(/What happened/), 'Forgot to scan out, left at 6:30 pm');
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText(/Correction request sent/)).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledWith('/api/correction-requests', {
      method: 'POST',
      body: {
        org_id: ORG,
        date: '2026-11-20',
        check_in_at: '2026-11-20T09:41:00+05:30',
        check_out_at: '2026-11-20T18:30:00+05:30',
        reason: 'Forgot to scan out, left at 6:30 pm',
      },
    });
  });

  it('shows the server’s refusal in words', async () => {
    mockedFetch.mockRejectedValue(
      new ApiError(400, 'validation_failed', 'date: that day has not happened yet.'),
    );
    const user = userEvent.setup();
    renderForm({ date: '2026-11-20', check_in: '09:41' });
    await user.type(screen.getByLabelText(/What happened/), 'Scanner was down');
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText('That day has not happened yet.')).toBeTruthy();
  });
});
