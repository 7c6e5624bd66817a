import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { LeaveType } from '../api/leave';
import { catalogue } from '../catalogue';
import { LeaveTypesCard } from './leave-types-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);

const casual = {
  id: 't1',
  org_id: 'o1',
  position: 1,
  code: 'CL',
  name: 'Casual leave',
  active: true,
  yearly_quota: 12,
  accrual: 'yearly',
  half_day_allowed: true,
  sandwich: false,
} as unknown as LeaveType;

describe('LeaveTypesCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => {
    mockedFetch.mockReset();
  });
  afterEach(cleanup);

  it('draws rows of a list while the leave types load, then the types in their place', async () => {
    let answer: (value: LeaveType[]) => void = () => {};
    mockedFetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<LeaveTypesCard orgId="o1" />);
    const skeleton = await screen.findByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toBe('Loading leave…');
    expect(skeleton.querySelectorAll('li')).toHaveLength(3);
    mockedFetch.mockResolvedValue([casual]);
    answer([casual]);
    expect(await screen.findByText('Casual leave')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
