import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { catalogue } from '../catalogue';
import { useSpaces } from '../hooks/use-files-data';
import { FilesPage } from './files-page';

vi.mock('@/features/orgs/hooks/use-my-memberships', () => ({ useMyMemberships: vi.fn() }));
vi.mock('../hooks/use-files-data', () => ({ useSpaces: vi.fn(), useRefreshFiles: () => vi.fn() }));
vi.mock('./space-browser', () => ({
  SpaceBrowser: ({ space }: { space: { id: string } }) => <p>browsing {space.id}</p>,
}));
vi.mock('./space-nav', () => ({ SpaceNav: () => null }));
vi.mock('./usage-bar', () => ({ UsageBar: () => null }));

const SPACE = { id: 's1', kind: 'personal', can_manage: true, can_write: true };
const memberships = (state: object) =>
  vi.mocked(useMyMemberships).mockReturnValue(state as ReturnType<typeof useMyMemberships>);
const spaces = (state: object) =>
  vi.mocked(useSpaces).mockReturnValue(state as ReturnType<typeof useSpaces>);

/** The view inside the app's providers, kept across rerenders (the hooks' answers change). */
const show = (ui: ReactElement) => renderWithProviders(ui, { router: true });

describe('FilesPage loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('draws the spaces, the toolbar and the table of files while they load, then the space', () => {
    memberships({ isLoading: true, active: null });
    spaces({ isPending: true });
    const view = show(<FilesPage />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-space')).toHaveLength(3);
    expect(screen.getAllByTestId('skeleton-file')).toHaveLength(5);

    memberships({ isLoading: false, active: { org_id: 'o1' } });
    view.rerender(<FilesPage />);
    expect(screen.getAllByTestId('skeleton-file')).toHaveLength(5);

    spaces({
      isPending: false,
      isError: false,
      data: { spaces: [SPACE], usage: { is_admin: false } },
    });
    view.rerender(<FilesPage />);
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByText('browsing s1')).toBeTruthy();
  });

  it('names a failed look-up of the organisation and tries again', async () => {
    const refetch = vi.fn();
    memberships({
      isLoading: false,
      active: null,
      error: new Error('Service unavailable'),
      refetch,
    });
    spaces({ isPending: true });
    show(<FilesPage />);
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
