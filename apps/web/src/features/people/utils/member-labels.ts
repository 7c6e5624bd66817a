import type { MemberRole, MemberStatus, OrganizationKind } from '@ias/shared';
import type { BadgeVariant } from '@/components/ui';
import type { Member } from '../api/members';
import type { PeopleMessage } from '../catalogue';

/** Catalogue ids of the role names (render with the people catalogue's t). */
export const ROLE_LABELS: Record<MemberRole, PeopleMessage> = {
  owner: 'people.role.owner',
  teacher: 'people.role.teacher',
  student: 'people.role.student',
  employee: 'people.role.employee',
  incharge: 'people.role.incharge',
};

export const STATUS_LABELS: Record<MemberStatus, { label: PeopleMessage; variant: BadgeVariant }> =
  {
    active: { label: 'people.status.active', variant: 'success' },
    pending: { label: 'people.status.pending', variant: 'warning' },
    invited: { label: 'people.status.invited', variant: 'brand' },
    rejected: { label: 'people.status.rejected', variant: 'danger' },
    left: { label: 'people.status.left', variant: 'neutral' },
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

/** The catalogue id of the member's number's name. */
export function numberLabel(role: MemberRole): PeopleMessage {
  return role === 'student' ? 'people.field.rollNumber' : 'people.field.employeeCode';
}

export function groupNames(member: Pick<Member, 'group_members'>): string[] {
  return member.group_members
    .map((gm) => gm.groups?.name)
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => a.localeCompare(b));
}
