import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import type { Board, BoardData } from '../api/types';
import { catalogue } from '../catalogue';
import { useBoard, useBoards, useClassTasks, useMyMemberIds } from '../hooks/use-board';
import { TasksScreen } from './tasks-screen';

vi.mock('../hooks/use-board', () => ({
  useBoards: vi.fn(),
  useBoard: vi.fn(),
  useMyMemberIds: vi.fn(() => ({ data: [] })),
  useClassTasks: vi.fn(() => ({ data: [], isLoading: false, error: null })),
}));
vi.mock('../hooks/use-board-actions', () => ({ useBoardActions: () => ({ error: null }) }));
vi.mock('../hooks/use-move-card', () => ({ useMoveCard: () => ({ error: null }) }));
vi.mock('@/features/orgs/hooks/use-my-memberships', () => ({
  useMyMemberships: () => ({ memberships: [], active: null }),
}));
vi.mock('@/features/auth/hooks/use-auth', () => ({ useAuth: () => ({ profile: null }) }));
vi.mock('@/features/dashboard/components/signed-in-header', () => ({
  SignedInHeader: () => null,
}));

const BOARD: Board = {
  id: 'b1',
  kind: 'personal',
  orgId: null,
  groupId: null,
  orgName: null,
  groupName: null,
  groupKind: null,
  canEdit: true,
};
const DATA: BoardData = {
  columns: [
    { id: 'c1', name: 'To do', position: 1, wip_limit: null, is_done: false },
    { id: 'c2', name: 'Done', position: 2, wip_limit: null, is_done: true },
  ],
  cards: [],
};
type Result<T> = { data?: T; isLoading: boolean; error: unknown; refetch: () => void };
const boards = (state: Result<Board[]>) =>
  vi.mocked(useBoards).mockReturnValue(state as unknown as ReturnType<typeof useBoards>);
const board = (state: Result<BoardData>) =>
  vi
    .mocked(useBoard)
    .mockReturnValue({ ...state, isLive: false } as unknown as ReturnType<typeof useBoard>);
/** The screen inside the app's providers, kept across rerenders (the hooks' answers change). */
const show = () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
  return render(<TasksScreen />, { wrapper });
};

describe('TasksScreen loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => {
    vi.mocked(useMyMemberIds).mockReturnValue({ data: [] } as never);
    vi.mocked(useClassTasks).mockReturnValue({ data: [], isLoading: false } as never);
  });
  afterEach(cleanup);

  it('draws the picker and three board columns while the boards load, then the board', () => {
    boards({ isLoading: true, error: null, refetch: vi.fn() });
    board({ isLoading: true, error: null, refetch: vi.fn() });
    const view = show();
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-column')).toHaveLength(3);
    expect(screen.queryByTestId('task-column')).toBeNull();

    // The boards are there, the chosen board's cards not yet: the board keeps its outline.
    boards({ data: [BOARD], isLoading: false, error: null, refetch: vi.fn() });
    view.rerender(<TasksScreen />);
    expect(screen.getAllByTestId('skeleton-column')).toHaveLength(3);

    board({ data: DATA, isLoading: false, error: null, refetch: vi.fn() });
    view.rerender(<TasksScreen />);
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getAllByTestId('task-column').map((c) => c.dataset.columnName)).toEqual([
      'To do',
      'Done',
    ]);
  });

  it('names a failed board and reads it again on request', () => {
    const refetch = vi.fn();
    boards({ data: [BOARD], isLoading: false, error: null, refetch: vi.fn() });
    board({ isLoading: false, error: new Error('offline'), refetch });
    show();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
