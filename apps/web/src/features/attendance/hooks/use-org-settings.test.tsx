import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MyMembership, orgKeys } from '@/features/orgs/api/memberships';
import type * as organizationApi from '../api/organization';
import type { OrgSettings } from '../api/organization';
import { useOrgSettings } from './use-org-settings';

const fetchOrgSettings = vi.fn<(orgId: string) => Promise<OrgSettings>>();
vi.mock('../api/organization', async (importOriginal) => ({
  ...(await importOriginal<typeof organizationApi>()),
  fetchOrgSettings: (orgId: string) => fetchOrgSettings(orgId),
}));

const fromServer: OrgSettings = {
  id: 'o1',
  name: 'Lakeview College',
  kind: 'institute',
  timezone: 'Asia/Kolkata',
  min_attendance_percent: 80,
  late_grace_minutes: 5,
  half_day_threshold_minutes: 240,
  students_self_check_in: true,
  weekly_off_days: [7],
  allowed_methods: ['face', 'card'],
  staff_can_approve: true,
  is_demo: false,
};

/** A membership as the data API embeds its organisation: numeric as text. */
function membership(orgId: string): MyMembership {
  return {
    id: `m-${orgId}`,
    org_id: orgId,
    role: 'teacher',
    status: 'active',
    full_name: 'Meera Nair',
    roll_number: null,
    employee_code: null,
    organization: {
      ...fromServer,
      id: orgId,
      min_attendance_percent: '75.00' as unknown as number,
      weekly_off_days: ['6', '7'] as unknown as number[],
      staff_can_approve: false,
      owner_id: 'u0',
    },
  };
}

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: 0 } } });
  fetchOrgSettings.mockReset().mockResolvedValue(fromServer);
});
afterEach(cleanup);

describe('useOrgSettings', () => {
  it('starts from the signed-in person’s memberships without a request of its own', async () => {
    client.setQueryData(orgKeys.myMemberships('u1'), [membership('o2'), membership('o1')]);
    const { result } = renderHook(() => useOrgSettings('o1'), { wrapper });
    expect(result.current.data).toEqual({
      ...fromServer,
      min_attendance_percent: 75,
      weekly_off_days: [6, 7],
      staff_can_approve: false,
    });
    expect(result.current.data).not.toHaveProperty('owner_id');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchOrgSettings).not.toHaveBeenCalled();
  });

  it('asks the server when the memberships do not name the organisation', async () => {
    client.setQueryData(orgKeys.myMemberships('u1'), [membership('o2')]);
    const { result } = renderHook(() => useOrgSettings('o1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(fromServer));
    expect(fetchOrgSettings).toHaveBeenCalledWith('o1');
  });

  it('shows memberships older than its freshness at once, then the server’s answer', async () => {
    client.setQueryData(orgKeys.myMemberships('u1'), [membership('o1')], {
      updatedAt: Date.now() - 10 * 60_000,
    });
    const { result } = renderHook(() => useOrgSettings('o1'), { wrapper });
    expect(result.current.data?.min_attendance_percent).toBe(75);
    await waitFor(() => expect(result.current.data).toEqual(fromServer));
    expect(fetchOrgSettings).toHaveBeenCalledTimes(1);
  });
});
