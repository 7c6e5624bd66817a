import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Member } from '../api/members';
import { type BulkReport, BulkResult, DeactivateDialog, MoveToGroupDialog } from './bulk-dialogs';

const removeMember = vi.fn<(id: string) => Promise<unknown>>();
const moveMemberToGroup =
  vi.fn<(orgId: string, memberId: string, groupId: string, sameKind: string[]) => Promise<void>>();
vi.mock('../api/members', () => ({
  removeMember: (id: string) => removeMember(id),
  moveMemberToGroup: (orgId: string, memberId: string, groupId: string, sameKind: string[]) =>
    moveMemberToGroup(orgId, memberId, groupId, sameKind),
}));

const member = (id: string, full_name: string): Member => ({
  id,
  full_name,
  email: null,
  phone: null,
  role: 'student',
  status: 'active',
  roll_number: null,
  employee_code: null,
  card_number: null,
  shift_id: null,
  photo_url: null,
  user_id: null,
  created_at: '2026-11-20T04:30:00Z',
  group_members: [],
});
const members = [member('m1', 'Asha Rao'), member('m2', 'Kabir Das'), member('m3', 'Meera Nair')];
const groups = [
  { id: 'g1', name: 'Class 9-A', kind: 'class' },
  { id: 'g2', name: 'Class 9-B', kind: 'class' },
  { id: 'g3', name: 'Hostel', kind: 'section' },
];

beforeEach(() => {
  removeMember.mockReset();
  moveMemberToGroup.mockReset();
});
afterEach(cleanup);

describe('people bulk actions', () => {
  it('deactivates each selected person after the confirmation and names the ones refused', async () => {
    removeMember.mockImplementation(async (id) => {
      if (id === 'm2') throw new Error('The owner cannot be removed.');
    });
    const onDone = vi.fn<(report: BulkReport) => void>();
    const user = userEvent.setup();
    renderWithProviders(<DeactivateDialog members={members} onClose={() => {}} onDone={onDone} />);
    expect(screen.getByRole('dialog', { name: 'Deactivate 3 people?' })).toBeTruthy();
    expect(removeMember).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(removeMember.mock.calls.map(([id]) => id).sort()).toEqual(['m1', 'm2', 'm3']);
    const report = onDone.mock.calls[0]![0];
    expect(report.outcome.done.map((m) => m.id)).toEqual(['m1', 'm3']);
    expect(report.message).toBe('2 people were deactivated.');

    cleanup();
    renderWithProviders(<BulkResult report={report} />);
    const result = screen.getByTestId('bulk-result');
    expect(result.textContent).toContain('2 people were deactivated.');
    expect(result.textContent).toContain('Not done for 1 person:');
    expect(result.textContent).toContain('Kabir Das');
  });

  it('moves each selected person out of the other groups of that kind into the chosen one', async () => {
    moveMemberToGroup.mockResolvedValue();
    const onDone = vi.fn<(report: BulkReport) => void>();
    const user = userEvent.setup();
    renderWithProviders(
      <MoveToGroupDialog
        orgId="o1"
        members={members.slice(0, 2)}
        groups={groups}
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    const move = screen.getByRole('button', { name: 'Move' });
    expect((move as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Group'), 'Class 9-B');
    await user.click(move);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(moveMemberToGroup.mock.calls).toEqual([
      ['o1', 'm1', 'g2', ['g1', 'g2']],
      ['o1', 'm2', 'g2', ['g1', 'g2']],
    ]);
    expect(onDone.mock.calls[0]![0].message).toBe('2 people were moved to Class 9-B.');
  });
});
