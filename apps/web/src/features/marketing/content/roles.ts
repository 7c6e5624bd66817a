import type { UserType } from '@ias/shared';
import type { RolesMessageId } from '@/features/marketing/catalogues/roles';
import '@/features/marketing/catalogues/roles';

export type RoleSummary = { type: UserType; name: RolesMessageId; summary: RolesMessageId };

/** What each role's dashboard is for (DESIGN.md §4), in the order a visitor thinks of them. */
export const ROLE_SUMMARIES: readonly RoleSummary[] = [
  {
    type: 'Institute',
    name: 'marketing.roles.institute',
    summary: 'marketing.roles.institute.summary',
  },
  { type: 'Company', name: 'marketing.roles.company', summary: 'marketing.roles.company.summary' },
  { type: 'Teacher', name: 'marketing.roles.teacher', summary: 'marketing.roles.teacher.summary' },
  {
    type: 'Incharge',
    name: 'marketing.roles.incharge',
    summary: 'marketing.roles.incharge.summary',
  },
  { type: 'Student', name: 'marketing.roles.student', summary: 'marketing.roles.student.summary' },
  {
    type: 'Employee',
    name: 'marketing.roles.employee',
    summary: 'marketing.roles.employee.summary',
  },
  { type: 'Admin', name: 'marketing.roles.admin', summary: 'marketing.roles.admin.summary' },
];
