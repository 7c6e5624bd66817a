import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Organization } from '@/features/orgs/api/organization';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { catalogue } from '../catalogue';
import { IntegrationsCard } from './integrations-card';
import { notify } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = {
  id: '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4',
  timezone: 'Asia/Kolkata',
} as Organization;
const KEY = 'ias_0123456789abcdef0123456789abcdef_' + 'k'.repeat(43);
const HOOK = {
  id: '7d1f0a0c-0dbf-4136-a63c-2abf4fa412b4',
  url: 'https://payroll.example.in/ias',
  events: ['check_in'],
  description: null,
  is_enabled: true,
  created_at: '2026-11-20T04:30:00Z',
};

function renderCard() {
  // Saves are confirmed by a toast, shown by the shell's Toaster.
  renderWithProviders(
    <>
      <IntegrationsCard organization={ORG} />
      <Toaster />
    </>,
  );
}

describe('IntegrationsCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(() => {
    cleanup();
    notify.dismissAll();
  });

  it('says when loading failed, tries again, then shows the empty states', async () => {
    let failing = true;
    mockedFetch.mockImplementation(async (target) => {
      const path = String(target ?? '');
      if (failing && path.endsWith('/api-keys')) throw new ApiError(0, 'network_error', 'offline');
      return path.endsWith('/api-keys') ? { keys: [] } : { webhooks: [] };
    });
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    expect(screen.getByText('No webhooks yet.')).toBeTruthy();
  });

  it('shows a new key once and revokes only after confirming', async () => {
    let keys: unknown[] = [];
    mockedFetch.mockImplementation(async (target, options) => {
      const path = String(target ?? '');
      if (path.endsWith('/webhooks')) return { webhooks: [] };
      if (options?.method === 'POST' && path.endsWith('/api-keys')) {
        const made = {
          id: 'k1',
          name: 'Payroll',
          scope: 'read',
          prefix: KEY.slice(0, 12),
          created_at: '2026-11-20T04:30:00Z',
          last_used_at: null,
          revoked_at: null,
        };
        keys = [made];
        return { ...made, key: KEY };
      }
      if (path.endsWith('/revoke')) return {};
      return { keys };
    });
    const user = userEvent.setup();
    renderCard();
    await user.type(await screen.findByLabelText(/^Name/), 'Payroll');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(((await screen.findByTestId('integrations-new-key')) as HTMLInputElement).value).toBe(
      KEY,
    );
    expect(await screen.findByText('Never used', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke the key Payroll' }));
    expect(mockedFetch.mock.calls.some(([path]) => String(path).endsWith('/revoke'))).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() =>
      expect(mockedFetch.mock.calls.some(([path]) => path === '/api/api-keys/k1/revoke')).toBe(
        true,
      ),
    );
  });

  it('sends a test and shows its outcome, and opens the delivery log', async () => {
    mockedFetch.mockImplementation(async (target, options) => {
      const path = String(target ?? '');
      if (path.endsWith('/api-keys')) return { keys: [] };
      if (path.endsWith('/test') && options?.method === 'POST')
        return {
          id: '1',
          event: 'ping',
          attempt: 1,
          outcome: 'delivered',
          response_status: 200,
          duration_ms: 42,
          error: null,
          created_at: '2026-11-20T04:31:00Z',
        };
      if (path.endsWith('/deliveries'))
        return {
          deliveries: [
            {
              id: '2',
              event: 'check_in',
              attempt: 2,
              outcome: 'failed',
              response_status: 500,
              duration_ms: 12,
              error: 'The receiver answered 500.',
              created_at: '2026-11-20T04:32:00Z',
            },
          ],
        };
      return { webhooks: [HOOK] };
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(
      await screen.findByText('Test delivered: the receiver answered 200 in 42 ms.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByTestId('integrations-delivery-log');
    expect(within(log).getByText('Gave up')).toBeTruthy();
    expect(within(log).getByText('500')).toBeTruthy();
  });

  it('edits a webhook in place: address, events and turning it off; a refusal keeps the form', async () => {
    let hook = { ...HOOK };
    let refuse = true;
    mockedFetch.mockImplementation(async (target, options) => {
      const path = String(target ?? '');
      if (path.endsWith('/api-keys')) return { keys: [] };
      if (options?.method === 'PATCH') {
        if (refuse)
          throw new ApiError(
            400,
            'webhook_address_not_allowed',
            'Webhooks go only to addresses on the internet, and localhost is this machine.',
          );
        hook = { ...hook, ...(options.body as Partial<typeof HOOK>) };
        return hook;
      }
      return { webhooks: [hook] };
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit the webhook https://payroll.example.in/ias',
      }),
    );
    const form = screen.getByRole('form', { name: 'Edit the webhook' });
    const address = within(form).getByLabelText(/^Address/);
    await user.clear(address);
    await user.type(address, 'http://localhost:9000/in');
    await user.click(within(form).getByRole('checkbox', { name: 'Check-out' }));
    await user.click(within(form).getByRole('checkbox', { name: /Send events to this address/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/localhost is this machine/)).toBeTruthy();
    expect(screen.queryByText('Off')).toBeNull();

    refuse = false;
    await user.clear(address);
    await user.type(address, 'https://hr.example.in/ias');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    // Confirmed by the shell's toast, not by text beside the webhook.
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Saved.')).toBeTruthy();
    expect(screen.getAllByText('Saved.')).toHaveLength(1);
    expect(screen.queryByRole('form', { name: 'Edit the webhook' })).toBeNull();
    expect(screen.getByText('https://hr.example.in/ias')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
    const patch = mockedFetch.mock.calls.filter(([, options]) => options?.method === 'PATCH');
    expect(patch.at(-1)).toEqual([
      `/api/webhooks/${HOOK.id}`,
      {
        method: 'PATCH',
        body: {
          url: 'https://hr.example.in/ias',
          events: ['check_in', 'check_out'],
          is_enabled: false,
        },
      },
    ]);
  });

  it('speaks Hindi', async () => {
    mockedFetch.mockImplementation(async (target) =>
      String(target ?? '').endsWith('/api-keys') ? { keys: [] } : { webhooks: [] },
    );
    await activateLocale('hi');
    try {
      renderCard();
      expect(await screen.findByText('अभी कोई API कुंजी नहीं है।')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'वेबहुक' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });

  it('outlines the keys and webhooks while they load, then says there are none', async () => {
    let release: (value: unknown) => void = () => undefined;
    const gate = new Promise((resolve) => (release = resolve));
    mockedFetch.mockImplementation(async (target) => {
      await gate;
      return String(target).endsWith('/api-keys') ? { keys: [] } : { webhooks: [] };
    });
    renderCard();
    const skeletons = screen.getAllByTestId('skeleton');
    expect(skeletons).toHaveLength(2);
    for (const skeleton of skeletons) {
      expect(skeleton.getAttribute('aria-busy')).toBe('true');
      expect(skeleton.querySelectorAll('li')).toHaveLength(2);
    }
    release(undefined);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    expect(screen.getByText('No webhooks yet.')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });
});
