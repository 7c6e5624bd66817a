import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { catalogue } from '@/features/messages/catalogue';
import type * as screenModule from '@/features/messages/components/messages-screen';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { Component as MessagesPage } from './messages';

vi.mock('@/features/orgs/hooks/use-my-memberships', () => ({ useMyMemberships: vi.fn() }));
vi.mock('@/features/messages/components/messages-screen', async (importOriginal) => ({
  ...(await importOriginal<typeof screenModule>()),
  MessagesScreen: () => <p>conversations</p>,
}));

const memberships = (state: object) =>
  vi.mocked(useMyMemberships).mockReturnValue(state as ReturnType<typeof useMyMemberships>);

/** The view inside the app's providers, kept across rerenders (the hooks' answers change). */
const show = (ui: ReactElement) => renderWithProviders(ui, { router: true });

describe('/messages loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('shows the list in outline while the organisation is looked up, then the conversations', () => {
    memberships({ isLoading: true, active: null });
    const view = show(<MessagesPage />);
    const skeleton = screen.getByTestId('messages-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(6);

    memberships({ isLoading: false, active: { id: 'm1', org_id: 'o1', role: 'teacher' } });
    view.rerender(<MessagesPage />);
    expect(screen.queryByTestId('messages-skeleton')).toBeNull();
    expect(screen.getByText('conversations')).toBeTruthy();
  });

  it('names a failed look-up and tries again', async () => {
    const refetch = vi.fn();
    memberships({ isLoading: false, active: null, error: new Error('offline'), refetch });
    show(<MessagesPage />);
    expect(screen.getByText('Your conversations could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
