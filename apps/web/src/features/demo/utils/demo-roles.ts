import type { UserType } from '@ias/shared';
import type { DemoOrgKind, DemoRole } from '../api/demo-api';
import type { DemoMessage } from '../catalogue';

export type DemoCard = {
  role: DemoRole;
  /** The role's name (catalogue id). */
  title: DemoMessage;
  userType: UserType;
  /** Which demo organisation the account belongs to (Incharge: both; the company's by default). */
  organizations: DemoOrgKind[];
  /** Shown when the server's description is not available (catalogue id). */
  fallback: DemoMessage;
};

/** The six roles a visitor can try, in the order the page shows them. */
export const DEMO_CARDS: DemoCard[] = [
  {
    role: 'student',
    title: 'demo.role.student',
    userType: 'Student',
    organizations: ['institute'],
    fallback: 'demo.role.studentAbout',
  },
  {
    role: 'teacher',
    title: 'demo.role.teacher',
    userType: 'Teacher',
    organizations: ['institute'],
    fallback: 'demo.role.teacherAbout',
  },
  {
    role: 'institute',
    title: 'demo.role.institute',
    userType: 'Institute',
    organizations: ['institute'],
    fallback: 'demo.role.instituteAbout',
  },
  {
    role: 'company',
    title: 'demo.role.company',
    userType: 'Company',
    organizations: ['company'],
    fallback: 'demo.role.companyAbout',
  },
  {
    role: 'employee',
    title: 'demo.role.employee',
    userType: 'Employee',
    organizations: ['company'],
    fallback: 'demo.role.employeeAbout',
  },
  {
    role: 'incharge',
    title: 'demo.role.incharge',
    userType: 'Incharge',
    organizations: ['company', 'institute'],
    fallback: 'demo.role.inchargeAbout',
  },
];

/** A person's user type in words, for the demo banner. */
export const USER_TYPE_NAME: Record<UserType, DemoMessage> = {
  Student: 'demo.role.student',
  Teacher: 'demo.role.teacher',
  Institute: 'demo.role.institute',
  Company: 'demo.role.company',
  Employee: 'demo.role.employee',
  Incharge: 'demo.role.incharge',
  Admin: 'demo.role.admin',
};

/** Where a demo role lands after signing in. */
export const demoDashboardPath = (card: Pick<DemoCard, 'userType'>) =>
  `/dashboard/${card.userType.toLowerCase()}`;
