import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { DeletionStatus } from '../api/privacy';
import { catalogue } from '../catalogue';
import { AccountDeletionCard } from './account-deletion-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);

const NONE: DeletionStatus = { grace_days: 30, request: null, blocking: [], owned_alone: [] };
const PENDING: DeletionStatus = {
  ...NONE,
  request: {
    id: 'a1',
    requested_at: '2026-03-01T10:00:00.000Z',
    erase_after: '2026-03-31T10:00:00.000Z',
  },
};

describe('AccountDeletionCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(cleanup);

  it('asks for deletion after a confirmation that names the date, then offers to cancel', async () => {
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'POST' ? PENDING : options?.method === 'DELETE' ? NONE : NONE,
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountDeletionCard />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    // Nothing is sent before the confirmation.
    expect(mockedFetch).toHaveBeenCalledTimes(1);
    const confirm = await screen.findByRole('button', { name: /^Delete on / });
    await user.click(confirm);
    expect(mockedFetch).toHaveBeenCalledWith('/api/me/account-deletion', {
      method: 'POST',
      body: {},
    });
    expect(await screen.findByText(/will be deleted on Tuesday, 31 March 2026/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(mockedFetch).toHaveBeenCalledWith('/api/me/account-deletion', { method: 'DELETE' });
    expect(await screen.findByText('Deletion cancelled. Your account stays.')).toBeTruthy();
  });

  it('tells an owner whose organisation has other members to hand it over first', async () => {
    mockedFetch.mockResolvedValue({
      ...NONE,
      blocking: [{ id: 'o1', name: 'Narmada Textiles', others: 12 }],
    });
    renderWithProviders(<AccountDeletionCard />);
    expect(
      await screen.findByText(/You own Narmada Textiles, and other people still belong to it/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows the server’s refusal in the dialog and changes nothing', async () => {
    mockedFetch.mockImplementation(async (_path, options) => {
      if (options?.method === 'POST')
        throw new ApiError(409, 'owner_must_hand_over', 'You own Solo Studio, and other people…');
      return NONE;
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountDeletionCard />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    await user.click(await screen.findByRole('button', { name: /^Delete on / }));
    expect(await screen.findByText('You own Solo Studio, and other people…')).toBeTruthy();
    // Still no request: the cancel button never appears.
    expect(screen.queryByRole('button', { name: 'Cancel deletion' })).toBeNull();
  });

  it('holds the place of the text and button while the status loads', async () => {
    // One answer for every request, held back until the test gives it.
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    mockedFetch.mockImplementation(() => held as never);
    renderWithProviders(<AccountDeletionCard />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    answer(NONE);
    expect(await screen.findByRole('button', { name: 'Delete my account…' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull());
  });
});
