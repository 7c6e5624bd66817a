import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import * as api from '../api/pin-api';
import { KioskPinCard } from './kiosk-pin-card';

vi.mock('../api/pin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchPinMemberships: vi.fn(),
  fetchPinStatus: vi.fn(),
  savePin: vi.fn(),
  deletePin: vi.fn(),
}));
vi.mock('@/features/auth/hooks/use-auth', () => ({
  useAuth: () => ({ user: { id: '0d6b7a39-2f6a-4b8e-9a55-2d1f4c1e9b10' } }),
}));

const MEMBER = '7f1c2b9e-5a4d-4c3b-8e2f-1a0b9c8d7e6f';
const status = (isSet: boolean): api.PinStatus => ({
  member_id: MEMBER,
  is_set: isSet,
  set_at: isSet ? '2026-11-20T04:30:00Z' : null,
  locked_until: null,
  org_allows_pin: true,
});

describe('KioskPinCard', () => {
  beforeAll(() => activateLocale('en'));
  beforeEach(() => {
    vi.mocked(api.fetchPinMemberships).mockResolvedValue([
      {
        id: MEMBER,
        org_name: 'Green Valley Public School',
        pin_check_in: true,
        timezone: 'Asia/Kolkata',
      },
    ]);
    vi.mocked(api.fetchPinStatus).mockResolvedValue(status(false));
    vi.mocked(api.savePin).mockReset();
  });
  afterEach(() => {
    cleanup();
    notify.dismissAll();
  });

  it('says why a save failed in a toast and keeps the PIN typed; a save then confirms in a toast', async () => {
    vi.mocked(api.savePin)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(status(true));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <KioskPinCard />
        <Toaster />
      </>,
    );
    const pin = await screen.findByLabelText('New PIN (4 to 6 digits)');
    const again = screen.getByLabelText('The same PIN again');
    await user.type(pin, '4821');
    await user.type(again, '4821');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));

    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(
      await within(toasts).findByText(
        'The service is not reachable right now. Please try again in a moment.',
      ),
    ).toBeTruthy();
    expect((pin as HTMLInputElement).value).toBe('4821');
    expect((again as HTMLInputElement).value).toBe('4821');

    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await within(toasts).findByText('Your PIN is saved.')).toBeTruthy();
    expect((pin as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('A PIN is set.')).toBeTruthy();
    expect(vi.mocked(api.savePin).mock.calls).toEqual([
      [MEMBER, '4821'],
      [MEMBER, '4821'],
    ]);
  });
});
