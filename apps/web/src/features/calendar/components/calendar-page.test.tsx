import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { catalogue } from '../catalogue';
import { CalendarPage } from './calendar-page';

vi.mock('@/features/orgs/hooks/use-my-memberships', () => ({ useMyMemberships: vi.fn() }));
vi.mock('./calendar-workspace', () => ({
  CalendarWorkspace: ({ orgId }: { orgId: string }) => <p>calendar of {orgId}</p>,
}));

const memberships = (state: object) =>
  vi.mocked(useMyMemberships).mockReturnValue(state as ReturnType<typeof useMyMemberships>);

/** The view inside the app's providers, kept across rerenders (the hooks' answers change). */
const show = (ui: ReactElement) => renderWithProviders(ui, { router: true });

describe('CalendarPage loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('draws a month of five weeks while the organisation is looked up, then the calendar', () => {
    memberships({ isLoading: true, active: null });
    const view = show(<CalendarPage />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toBe('Loading the calendar…');
    expect(screen.getAllByTestId('skeleton-day')).toHaveLength(35);

    memberships({ isLoading: false, active: { org_id: 'o1', id: 'm1', role: 'teacher' } });
    view.rerender(<CalendarPage />);
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByText('calendar of o1')).toBeTruthy();
  });

  it('names a failed look-up and tries again', async () => {
    const refetch = vi.fn();
    memberships({ isLoading: false, active: null, error: new Error('offline'), refetch });
    show(<CalendarPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
