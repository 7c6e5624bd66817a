import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Member } from '../api/members';
import { StaffApprovalsCard } from './staff-approvals-card';

const staffCanApprove = vi.fn<() => Promise<boolean>>();
vi.mock('@/features/attendance/api/organization', () => ({
  fetchOrgSettings: async () => ({ staff_can_approve: await staffCanApprove() }),
}));
const fetchPendingMembers = vi.fn<() => Promise<Member[]>>();
const approveMember = vi.fn();
const rejectMember = vi.fn();
vi.mock('../api/members', () => ({
  fetchPendingMembers: () => fetchPendingMembers(),
  approveMember: (id: string) => approveMember(id),
  rejectMember: (id: string) => rejectMember(id),
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

function renderCard() {
  return renderWithProviders(
    <StaffApprovalsCard orgId="o1" timeZone="Asia/Kolkata" role="teacher" />,
  );
}

beforeEach(() => {
  staffCanApprove.mockReset();
  fetchPendingMembers.mockReset();
  approveMember.mockReset().mockResolvedValue({});
  rejectMember.mockReset().mockResolvedValue({});
});
afterEach(cleanup);

describe('StaffApprovalsCard', () => {
  it('shows nothing while the owner keeps approvals to themself', async () => {
    staffCanApprove.mockResolvedValue(false);
    fetchPendingMembers.mockResolvedValue([aarav]);
    const view = renderCard();
    await waitFor(() => expect(staffCanApprove).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.textContent).toBe('');
    expect(fetchPendingMembers).not.toHaveBeenCalled();
  });

  it('says plainly when nobody is waiting', async () => {
    staffCanApprove.mockResolvedValue(true);
    fetchPendingMembers.mockResolvedValue([]);
    renderCard();
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(
      await screen.findByText(
        'Nobody is waiting. People who join your classes with your join link appear here.',
      ),
    ).toBeTruthy();
  });

  it('approves at once, and declines only after asking', async () => {
    const user = userEvent.setup();
    staffCanApprove.mockResolvedValue(true);
    fetchPendingMembers.mockResolvedValue([aarav]);
    renderCard();
    expect(await screen.findByText(/Class 9-B/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Decline Aarav Sharma' }));
    expect(screen.getByRole('dialog', { name: 'Decline Aarav Sharma?' })).toBeTruthy();
    expect(rejectMember).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rejectMember).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Decline Aarav Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(rejectMember).toHaveBeenCalledWith('m1'));

    await user.click(screen.getByRole('button', { name: 'Approve Aarav Sharma' }));
    await waitFor(() => expect(approveMember).toHaveBeenCalledWith('m1'));
  });
});
