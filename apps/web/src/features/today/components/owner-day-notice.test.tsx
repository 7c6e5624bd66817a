import type { MemberDay, MyDay } from '@ias/shared';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { catalogue } from '../catalogue';
import { OwnerDayNotice } from './owner-day-notice';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/features/attendance/hooks/use-today', () => ({ useToday: () => '2026-11-24' }));
vi.mock('@/features/orgs/hooks/use-my-memberships', () => ({
  useMyMemberships: () => ({
    memberships: [{ id: 'owner-m', org_id: 'org-1', role: 'owner', status: 'active' }],
  }),
}));

const DAY = '2026-11-24';
const myDay = (kind: 'working' | 'holiday'): MyDay => ({
  organizations: [
    {
      org_id: 'org-1',
      org_name: 'Sarvodaya Vidyalaya',
      timezone: 'Asia/Kolkata',
      date: DAY,
      org_day: { kind, holiday_name: kind === 'holiday' ? 'Guru Nanak Jayanti' : null },
      member: null,
    },
  ],
});
const ownDay = (leave: boolean): MemberDay =>
  ({
    date: DAY,
    kind: leave ? 'leave' : 'working',
    holiday_name: null,
    leave: leave ? { type_name: 'Medical', half_day: false } : null,
    shift: null,
    periods: [],
    attendance_due: false,
  }) as unknown as MemberDay;

function answer(org: MyDay, own: MemberDay) {
  vi.mocked(apiFetch).mockImplementation(
    (path: string) =>
      Promise.resolve(
        path.startsWith('/api/me/day') ? org : { member_id: 'owner-m', days: [own] },
      ) as never,
  );
}

describe('OwnerDayNotice', () => {
  beforeEach(async () => {
    await act(async () => {
      await activateLocale('en');
      await catalogue.ready();
    });
  });
  afterEach(() => {
    cleanup();
    vi.mocked(apiFetch).mockReset();
  });

  it('tells the owner on their own leave so, and that the organisation works on', async () => {
    answer(myDay('working'), ownDay(true));
    renderWithProviders(<OwnerDayNotice orgId="org-1" timeZone="Asia/Kolkata" />);
    const notice = await screen.findByTestId('day-notice');
    expect(notice.textContent).toContain('You are on leave today (Medical)');
    expect(notice.textContent).toContain('Nothing to take or mark for you today');
    expect(vi.mocked(apiFetch)).toHaveBeenCalledWith(
      `/api/members/owner-m/days?from=${DAY}&to=${DAY}`,
    );
  });

  it('says nothing on an ordinary working day, and the holiday on a holiday', async () => {
    answer(myDay('working'), ownDay(false));
    const { unmount } = renderWithProviders(
      <OwnerDayNotice orgId="org-1" timeZone="Asia/Kolkata" />,
    );
    await vi.waitFor(() => expect(vi.mocked(apiFetch)).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('day-notice')).toBeNull();
    unmount();
    answer(myDay('holiday'), ownDay(false));
    renderWithProviders(<OwnerDayNotice orgId="org-1" timeZone="Asia/Kolkata" />);
    expect((await screen.findByTestId('day-notice')).textContent).toContain(
      'Today is Guru Nanak Jayanti — a holiday',
    );
  });
});
