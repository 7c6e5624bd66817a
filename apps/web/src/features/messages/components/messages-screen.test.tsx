import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { catalogue } from '../catalogue';
import { useConversations } from '../hooks/use-conversations';
import { MessagesScreen } from './messages-screen';

vi.mock('../hooks/use-conversations', () => ({ useConversations: vi.fn() }));

const MEMBERSHIP = {
  id: 'm1',
  org_id: 'o1',
  role: 'teacher',
  full_name: 'Meera Nair',
  organization: { timezone: 'Asia/Kolkata' },
};
const answer = (state: Partial<ReturnType<typeof useConversations>>) =>
  vi.mocked(useConversations).mockReturnValue(state as ReturnType<typeof useConversations>);
const show = () =>
  renderWithProviders(
    <MemoryRouter>
      <MessagesScreen membership={MEMBERSHIP} />
    </MemoryRouter>,
  );

describe('MessagesScreen states', () => {
  beforeAll(() => catalogue.ready());
  afterEach(cleanup);

  it('loads in the shape of the list, announced to screen readers', () => {
    answer({ isLoading: true });
    show();
    const skeleton = screen.getByTestId('messages-skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.textContent).toBe('Loading…');
  });

  it('names a failure and tries again on request', async () => {
    const refetch = vi.fn();
    answer({ isLoading: false, error: new Error('offline'), refetch } as never);
    show();
    expect(screen.getByText('Your conversations could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
