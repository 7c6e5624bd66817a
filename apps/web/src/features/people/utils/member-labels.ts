import type { MemberRole, MemberStatus, OrganizationKind } from '@ias/shared';
import type { BadgeVariant } from '@/components/ui';
import type { Member } from '../api/members';

export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  teacher: 'Teacher',
  student: 'Student',
  employee: 'Employee',
  incharge: 'In-charge',
};

export const STATUS_LABELS: Record<MemberStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  pending: { label: 'Waiting for approval', variant: 'warning' },
  invited: { label: 'Invited', variant: 'brand' },
  rejected: { label: 'Declined', variant: 'danger' },
  left: { label: 'Removed', variant: 'neutral' },
};

/** Roles a member can be given in each kind of organisation (the owner's is fixed). */
export const ASSIGNABLE_ROLES: Record<OrganizationKind, MemberRole[]> = {
  institute: ['student', 'teacher', 'incharge'],
  company: ['employee', 'incharge'],
};

/**
 * The member's number: a roll number for students, an employee code for everyone else (falling
 * back to the other one, e.g. for a student who became an in-charge).
 */
export function memberNumber(member: Pick<Member, 'role' | 'roll_number' | 'employee_code'>) {
  return member.role === 'student'
    ? (member.roll_number ?? member.employee_code)
    : (member.employee_code ?? member.roll_number);
}

export function numberLabel(role: MemberRole): string {
  return role === 'student' ? 'Roll number' : 'Employee code';
}

export function groupNames(member: Pick<Member, 'group_members'>): string[] {
  return member.group_members
    .map((gm) => gm.groups?.name)
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => a.localeCompare(b));
}
