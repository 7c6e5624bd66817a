import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { AlertOverview } from '../api/guardians';
import { catalogue } from '../catalogue';
import { GuardianAlertsCard } from './guardian-alerts-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const OVERVIEW: AlertOverview = {
  settings: {
    absence_alerts: true,
    late_notes: true,
    weekly_summary: false,
    monthly_summary: false,
    cutoff_time: '10:00',
    summary_weekday: 5,
    summary_time: '17:00',
    quiet_start: '21:00',
    quiet_end: '07:00',
    daily_cap: 3,
  },
  providers: {
    sms: { configured: false, provider: null, channel: null },
    email: { configured: true },
  },
  guardians: { guardians: 1, consented: 1 },
};

describe('GuardianAlertsCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(() => {
    cleanup();
    notify.dismissAll();
  });

  it('confirms a save with the shell’s toast, not inline text', async () => {
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'POST' ? { settings: options.body } : OVERVIEW,
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <GuardianAlertsCard orgId={ORG} />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Save alert settings' }));
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Saved.')).toBeTruthy();
    expect(within(screen.getByTestId('guardian-alerts-card')).queryByText('Saved.')).toBeNull();
    expect(mockedFetch).toHaveBeenCalledWith(`/api/organizations/${ORG}/guardian-alerts`, {
      method: 'POST',
      body: OVERVIEW.settings,
    });
  });
});
