import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue as guardiansCatalogue } from '@/features/guardians/catalogue';
import { DeliveryLogCard } from '@/features/guardians/components/delivery-log-card';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { catalogue } from '../catalogue';
import { MemberDeliveryLogCard } from './member-delivery-log-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const MEMBER_ROWS = [
  {
    id: 'd1',
    created_at: '2026-11-02T04:30:00Z',
    kind: 'message_new',
    channel: 'email',
    recipient_name: 'Priya Sharma',
    address: 'priya@example.in',
    status: 'failed',
    error: 'Mailbox unavailable',
    attempted_at: '2026-11-02T04:31:00Z',
  },
  {
    id: 'd2',
    created_at: '2026-11-02T05:00:00Z',
    kind: 'request_submitted',
    channel: 'push',
    recipient_name: 'Ravi Kumar',
    address: null,
    status: 'sent',
    error: null,
    attempted_at: '2026-11-02T05:00:01Z',
  },
];

describe('the delivery logs', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await Promise.all([catalogue.ready(), guardiansCatalogue.ready()]);
  });
  beforeEach(() => {
    mockedFetch.mockReset();
  });
  afterEach(cleanup);

  it("shows the members' e-mails and pushes with their kind, address, status and reason, and searches", async () => {
    mockedFetch.mockImplementation(async (path) => {
      const url = new URL(String(path), 'http://x');
      expect(url.pathname).toBe(`/api/organizations/${ORG}/notification-deliveries`);
      const q = url.searchParams.get('q') ?? '';
      return {
        deliveries: MEMBER_ROWS.filter((row) => row.recipient_name.toLowerCase().includes(q)),
      };
    });
    const user = userEvent.setup();
    renderWithProviders(<MemberDeliveryLogCard orgId={ORG} timeZone="Asia/Kolkata" />);
    const card = await screen.findByTestId('member-delivery-log-card');
    const rows = await within(card).findAllByTestId('delivery-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Messages in my class and group channels');
    expect(rows[0]!.textContent).toContain('To Priya Sharma, priya@example.in · E-mail');
    expect(rows[0]!.textContent).toContain('Reason: Mailbox unavailable');
    expect(rows[0]!.textContent).toContain('Not sent');
    expect(rows[1]!.textContent).toContain('Requests waiting for my decision');
    expect(rows[1]!.textContent).toContain('To Ravi Kumar · Push');

    await user.type(within(card).getByLabelText('Search'), 'ravi');
    await vi.waitFor(() => expect(within(card).getAllByTestId('delivery-row')).toHaveLength(1));
    await user.clear(within(card).getByLabelText('Search'));
    await user.type(within(card).getByLabelText('Search'), 'nobody');
    expect(await within(card).findByText(/No message matches/)).toBeTruthy();
  });

  it("the guardians' log, the same component, still reads as before", async () => {
    mockedFetch.mockResolvedValue({
      deliveries: [
        {
          id: 'g1',
          created_at: '2026-11-02T04:30:00Z',
          day: '2026-11-02',
          kind: 'absence',
          channel: 'sms',
          recipient_name: 'Sunita Verma',
          address: '+919876543210',
          student: 'Asha Verma',
          status: 'failed',
          error: 'SMS is not configured',
          provider: null,
          sent_at: null,
        },
      ],
    });
    renderWithProviders(<DeliveryLogCard orgId={ORG} timeZone="Asia/Kolkata" />);
    const card = await screen.findByTestId('delivery-log-card');
    const [row] = await within(card).findAllByTestId('delivery-row');
    expect(row!.textContent).toContain('Absence of Asha Verma');
    expect(row!.textContent).toContain('To Sunita Verma, +919876543210 · SMS');
    expect(row!.textContent).toContain('Reason: SMS is not configured');
    expect(mockedFetch).toHaveBeenCalledWith(
      `/api/organizations/${ORG}/guardian-deliveries?q=&status=all`,
    );
  });
});
