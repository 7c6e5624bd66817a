import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Member } from '../api/members';
import { PendingApprovalsCard } from './pending-approvals-card';

const fetchPendingMembers = vi.fn<() => Promise<Member[]>>();
vi.mock('../api/members', () => ({
  fetchPendingMembers: () => fetchPendingMembers(),
  approveMember: vi.fn(),
  rejectMember: vi.fn(),
}));

const aarav: Member = {
  id: 'm1',
  full_name: 'Aarav Sharma',
  email: 'aarav@example.com',
  phone: null,
  role: 'student',
  status: 'pending',
  roll_number: null,
  employee_code: null,
  card_number: null,
  shift_id: null,
  photo_url: null,
  user_id: 'u1',
  created_at: '2026-11-20T04:30:00Z',
  group_members: [{ group_id: 'g1', groups: { name: 'Class 9-B' } }],
};

const renderCard = () =>
  renderWithProviders(<PendingApprovalsCard orgId="o1" timeZone="Asia/Kolkata" />);

beforeEach(() => {
  fetchPendingMembers.mockReset();
});
afterEach(cleanup);

describe('PendingApprovalsCard', () => {
  it('draws rows of people while the list loads, then the people in their place', async () => {
    let answer: (members: Member[]) => void = () => {};
    fetchPendingMembers.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCard();
    const skeleton = await screen.findByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(2);
    await act(async () => answer([aarav]));
    expect(await screen.findByText('Aarav Sharma')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names a failed load and reads the list again on Try again', async () => {
    fetchPendingMembers.mockRejectedValueOnce(new Error('Service unavailable'));
    fetchPendingMembers.mockResolvedValueOnce([aarav]);
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Aarav Sharma')).toBeTruthy();
    expect(fetchPendingMembers).toHaveBeenCalledTimes(2);
  });
});
