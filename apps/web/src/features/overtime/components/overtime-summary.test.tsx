import type { MemberOvertime } from '@ias/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { catalogue } from '../catalogue';
import { OvertimeSummary } from './overtime-summary';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);

const month = {
  totals: {
    regular_minutes: 9600,
    overtime_minutes: 90,
    pending_overtime_minutes: 0,
    approved_overtime_minutes: 60,
  },
} as unknown as MemberOvertime;

describe('OvertimeSummary', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(cleanup);

  it('draws its three figure tiles while the month loads, then the figures', async () => {
    let answer: (value: MemberOvertime) => void = () => {};
    mockedFetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<OvertimeSummary memberId="m1" month="2026-11" />);
    const skeleton = await screen.findByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-tile')).toHaveLength(3);
    answer(month);
    const figures = await screen.findByTestId('timesheet-overtime');
    expect(figures.children).toHaveLength(3);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names a failed load and reads the month again on Try again', async () => {
    mockedFetch.mockRejectedValueOnce(new ApiError(503, 'unavailable', 'Service unavailable'));
    mockedFetch.mockResolvedValueOnce(month);
    renderWithProviders(<OvertimeSummary memberId="m1" month="2026-11" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('timesheet-overtime')).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledTimes(2);
  });
});
