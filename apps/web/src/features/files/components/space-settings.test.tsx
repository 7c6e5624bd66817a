import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Usage } from '../api/types';
import { catalogue } from '../catalogue';
import { QuotaForm } from './space-settings';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const USAGE: Usage = {
  used_bytes: 0,
  quota_bytes: 1024 ** 3,
  plan: 'free',
  blocked_kinds: [],
  file_size_limit: 50 * 1024 ** 2,
  can_manage: true,
  is_admin: true,
};

describe('QuotaForm', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(() => {
    cleanup();
    notify.dismissAll();
  });

  it('saves the plan and quota and confirms with the shell’s toast, not inline text', async () => {
    mockedFetch.mockResolvedValue({ ...USAGE, plan: 'plus', quota_bytes: 2 * 1024 ** 3 });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <QuotaForm orgId={ORG} usage={USAGE} onSaved={onSaved} />
        <Toaster />
      </>,
    );
    await user.selectOptions(screen.getByLabelText('Plan'), 'plus');
    await user.type(screen.getByLabelText(/Quota in GB/), '2');
    await user.click(screen.getByRole('button', { name: 'Save quota' }));
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Quota saved.')).toBeTruthy();
    expect(screen.getAllByText('Quota saved.')).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(mockedFetch).toHaveBeenCalledWith(`files/organizations/${ORG}/settings`, {
      method: 'POST',
      body: { plan: 'plus', quota_bytes: 2 * 1024 ** 3 },
    });
  });
});
