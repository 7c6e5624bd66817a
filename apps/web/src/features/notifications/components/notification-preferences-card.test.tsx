import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { catalogue } from '../catalogue';
import { useNotificationPreferences } from '../hooks/use-notification-preferences';
import { NotificationPreferencesCard } from './notification-preferences-card';

vi.mock('@/features/auth/hooks/use-auth', () => ({ useAuth: () => ({ user: { id: 'u1' } }) }));
vi.mock('../hooks/use-notification-preferences', () => ({
  useNotificationPreferences: vi.fn(),
  useSavePreference: () => ({ mutate: vi.fn() }),
}));
vi.mock('./push-device-control', () => ({ PushDeviceControl: () => null }));

const preferences = (state: object) =>
  vi
    .mocked(useNotificationPreferences)
    .mockReturnValue(state as ReturnType<typeof useNotificationPreferences>);

/** The view inside the app's providers, kept across rerenders (the hooks' answers change). */
const show = (ui: ReactElement) => renderWithProviders(ui, { router: true });

describe('NotificationPreferencesCard loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('outlines the kinds while they load, then shows a choice for each', () => {
    preferences({ isPending: true });
    const view = show(<NotificationPreferencesCard />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(5);

    preferences({
      isPending: false,
      isError: false,
      data: [{ kind: 'announcement', in_app: true, email: false, push: false }],
    });
    view.rerender(<NotificationPreferencesCard />);
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('names a failed load and tries again', async () => {
    const refetch = vi.fn();
    preferences({ isPending: false, isError: true, refetch });
    show(<NotificationPreferencesCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
