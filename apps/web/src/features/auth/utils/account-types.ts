import type { UserType } from '@ias/shared';
import {
  BriefcaseBusiness,
  Building2,
  GraduationCap,
  Presentation,
  School,
  type LucideIcon,
} from 'lucide-react';

type FieldCopy = {
  label: string;
  hint?: string;
  isRequired?: boolean;
  options?: readonly string[];
};

/** How each self-service account type is described and which sign-up fields it asks for. */
export type AccountTypeCopy = {
  type: UserType;
  title: string;
  summary: string;
  Icon: LucideIcon;
  fullNameLabel: string;
  company_name?: FieldCopy;
  business_type?: FieldCopy;
  employees?: FieldCopy;
};

const SIZE_RANGES = ['1–50', '51–200', '201–1,000', '1,001–5,000', 'More than 5,000'] as const;

export const ACCOUNT_TYPES: readonly AccountTypeCopy[] = [
  {
    type: 'Student',
    title: 'Student',
    summary: 'Check in to classes and follow your attendance percentage.',
    Icon: GraduationCap,
    fullNameLabel: 'Full name',
    company_name: {
      label: 'School, college or institute',
      hint: 'Optional — you join it with an invite code later.',
    },
  },
  {
    type: 'Teacher',
    title: 'Teacher',
    summary: 'Take attendance for your classes and approve requests.',
    Icon: Presentation,
    fullNameLabel: 'Full name',
    company_name: {
      label: 'Institute',
      hint: 'Optional — your institute invites you to its classes.',
    },
  },
  {
    type: 'Employee',
    title: 'Employee',
    summary: 'Check in and out, see your timesheet, request leave.',
    Icon: BriefcaseBusiness,
    fullNameLabel: 'Full name',
    company_name: {
      label: 'Company',
      hint: 'Optional — your employer invites you with a link or code.',
    },
  },
  {
    type: 'Institute',
    title: 'Institute',
    summary: 'Set up a school, college or coaching centre and its classes.',
    Icon: School,
    fullNameLabel: 'Your name (administrator)',
    company_name: { label: 'Institute name', isRequired: true },
    business_type: {
      label: 'Type of institute',
      options: [
        'School',
        'College',
        'University',
        'Coaching centre',
        'Training institute',
        'Other',
      ],
    },
    employees: { label: 'Students and staff', options: SIZE_RANGES },
  },
  {
    type: 'Company',
    title: 'Company',
    summary: 'Set up shifts, sites and departments for your employees.',
    Icon: Building2,
    fullNameLabel: 'Your name (administrator)',
    company_name: { label: 'Company name', isRequired: true },
    business_type: {
      label: 'Industry',
      options: [
        'IT and software',
        'Manufacturing',
        'Retail',
        'Healthcare',
        'Hospitality',
        'Logistics',
        'Construction',
        'Education services',
        'Other',
      ],
    },
    employees: { label: 'Number of employees', options: SIZE_RANGES },
  },
];

export function accountTypeCopy(type: string | undefined | null): AccountTypeCopy | undefined {
  return ACCOUNT_TYPES.find((entry) => entry.type === type);
}
