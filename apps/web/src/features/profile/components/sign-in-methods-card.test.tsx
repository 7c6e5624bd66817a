import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import * as api from '../api/identities-api';
import { catalogue } from '../catalogue';
import { SignInMethodsCard } from './sign-in-methods-card';

vi.mock('../api/identities-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  listSignInMethods: vi.fn(),
  linkGoogle: vi.fn(),
  removeSignInMethod: vi.fn(),
}));
vi.mock('@/features/system/hooks/use-app-config', () => ({
  useAppConfig: () => ({ data: { googleEnabled: true } }),
}));

const EMAIL: api.SignInMethod = {
  identityId: 'e1',
  provider: 'email',
  detail: 'kavya@example.com',
  createdAt: null,
};
const GOOGLE: api.SignInMethod = {
  identityId: 'g1',
  provider: 'google',
  detail: 'kavya.personal@gmail.com',
  createdAt: null,
};

describe('SignInMethodsCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it('removes Google after a confirmation, while the e-mail method remains', async () => {
    vi.mocked(api.listSignInMethods)
      .mockResolvedValueOnce([EMAIL, GOOGLE])
      .mockResolvedValue([EMAIL]);
    vi.mocked(api.removeSignInMethod).mockResolvedValue();
    const user = userEvent.setup();
    renderWithProviders(<SignInMethodsCard />);
    expect(await screen.findByText('kavya.personal@gmail.com')).toBeTruthy();
    // Google is linked already: no button to link it again.
    expect(screen.queryByRole('button', { name: /Link Google/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Google' }));
    expect(api.removeSignInMethod).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Google as a sign-in method?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(vi.mocked(api.removeSignInMethod).mock.calls[0]![0]).toEqual(GOOGLE);
    expect(
      await screen.findByText('Google is no longer a way to sign in to this account.'),
    ).toBeTruthy();
    // The last method left cannot be removed, and Google can be linked again.
    expect(
      await screen.findByText('This is your only sign-in method, so it cannot be removed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Link Google account' }));
    expect(api.linkGoogle).toHaveBeenCalledTimes(1);
  });

  it('says so when the methods cannot be loaded', async () => {
    vi.mocked(api.listSignInMethods).mockRejectedValue(new Error('Network down'));
    renderWithProviders(<SignInMethodsCard />);
    expect(await screen.findByText(/Your sign-in methods could not be loaded/)).toBeTruthy();
  });

  it('outlines the methods while they load, then lists them', async () => {
    let answer: (value: api.SignInMethod[]) => void = () => undefined;
    vi.mocked(api.listSignInMethods).mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderWithProviders(<SignInMethodsCard />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(2);
    answer([EMAIL, GOOGLE]);
    expect(await screen.findByText('kavya.personal@gmail.com')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('tries again after a failed load', async () => {
    vi.mocked(api.listSignInMethods)
      .mockRejectedValueOnce(new Error('Network down'))
      .mockResolvedValue([EMAIL]);
    const user = userEvent.setup();
    renderWithProviders(<SignInMethodsCard />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('kavya@example.com')).toBeTruthy();
  });
});
