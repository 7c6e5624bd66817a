import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { i18n } from '@/features/i18n/i18n';
import type { MyMembership } from '../api/memberships';
import { JoinOrganizationCard } from './join-organization-card';

/** The catalogues, as the app provides them. */
const WithCatalogues = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const memberships: { current: MyMembership[] } = { current: [] };
vi.mock('../hooks/use-my-memberships', () => ({
  useMyMemberships: () => ({
    memberships: memberships.current,
    active: memberships.current.find((m) => m.status === 'active' && m.organization) ?? null,
    pending: memberships.current.filter((m) => m.status === 'pending'),
    isLoading: false,
    error: null,
    refetch: vi.fn(),
  }),
}));
const joinOrganization = vi.fn();
vi.mock('../api/join-organization', () => ({
  joinOrganization: (input: unknown) => joinOrganization(input),
}));

const TOKEN = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const membership = (overrides: Partial<MyMembership>): MyMembership => ({
  id: 'm1',
  org_id: 'o1',
  role: 'teacher',
  status: 'pending',
  full_name: 'Ravi Kumar',
  roll_number: null,
  employee_code: null,
  organization: null,
  ...overrides,
});

function renderCard() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <JoinOrganizationCard />
    </QueryClientProvider>,
    { wrapper: WithCatalogues },
  );
}

beforeEach(() => {
  memberships.current = [];
  joinOrganization.mockReset();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/dashboard/teacher');
});
afterEach(cleanup);

describe('JoinOrganizationCard', () => {
  it('joins with a typed code, normalised, and then says whose approval it waits for', async () => {
    joinOrganization.mockImplementation(async () => {
      memberships.current = [membership({ id: 'm9' })];
      return { org_id: 'o1', org_name: 'Lakeview College', member_id: 'm9', status: 'pending' };
    });
    const view = renderCard();
    await userEvent.type(screen.getByLabelText('Join code'), 'ab2c-d3ef');
    await userEvent.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(joinOrganization).toHaveBeenCalledWith({ code: 'AB2CD3EF' });
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <JoinOrganizationCard />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Waiting for approval from Lakeview College')).toBeTruthy();
  });

  it('refuses a malformed code before asking the server', async () => {
    renderCard();
    await userEvent.type(screen.getByLabelText('Join code'), 'HELLO');
    await userEvent.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(screen.getByText(/A join code has 8 letters and digits/)).toBeTruthy();
    expect(joinOrganization).not.toHaveBeenCalled();
  });

  it('accepts a remembered invitation with one click', async () => {
    window.history.replaceState(null, '', `/dashboard/teacher?invite=${TOKEN}`);
    joinOrganization.mockResolvedValue({
      org_id: 'o1',
      org_name: 'Lakeview College',
      member_id: 'm2',
      status: 'pending',
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(joinOrganization).toHaveBeenCalledWith({ token: TOKEN });
    expect(window.localStorage.getItem('ias-pending-join')).toBeNull();
  });

  it('shows the server’s reason when the invitation is for someone else', async () => {
    window.history.replaceState(null, '', `/register?invite=${TOKEN}`);
    joinOrganization.mockRejectedValue(
      Object.assign(
        new Error('This invitation is for a@example.com. Sign in with that address to accept it.'),
        {
          code: 'invitation_email_mismatch',
        },
      ),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText(
        'This invitation is for a@example.com. Sign in with that address to accept it.',
      ),
    ).toBeTruthy();
  });

  it('prefills a code from a join link and renders nothing for a member', () => {
    window.history.replaceState(null, '', '/register?join=K7M2Q9XD');
    const view = renderCard();
    expect((screen.getByLabelText('Join code') as HTMLInputElement).value).toBe('K7M2Q9XD');
    view.unmount();
    memberships.current = [
      membership({
        status: 'active',
        organization: {
          id: 'o1',
          name: 'Lakeview College',
          kind: 'institute',
          timezone: 'Asia/Kolkata',
          min_attendance_percent: 75,
          late_grace_minutes: 10,
          half_day_threshold_minutes: 240,
          students_self_check_in: false,
          weekly_off_days: [7],
          allowed_methods: ['face'],
          staff_can_approve: false,
          is_demo: false,
          owner_id: 'u0',
        },
      }),
    ];
    const { container } = renderCard();
    expect(container.textContent).toBe('');
  });
});
