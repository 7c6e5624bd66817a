import type { UserType } from '@ias/shared';
import type { AuthMessage } from '../catalogue';
import {
  BriefcaseBusiness,
  Building2,
  GraduationCap,
  Presentation,
  School,
  type LucideIcon,
} from 'lucide-react';

/** A choice: the value the account records (in English, as sent at sign-up) and its label's id. */
type Option = { value: string; label: AuthMessage };

/** A sign-up field's label and hint as catalogue ids. */
type FieldCopy = {
  label: AuthMessage;
  hint?: AuthMessage;
  isRequired?: boolean;
  options?: readonly Option[];
};

/** How each self-service account type is described (catalogue ids) and which sign-up fields it asks for. */
export type AccountTypeCopy = {
  type: UserType;
  title: AuthMessage;
  summary: AuthMessage;
  Icon: LucideIcon;
  fullNameLabel: AuthMessage;
  company_name?: FieldCopy;
  business_type?: FieldCopy;
  employees?: FieldCopy;
};

const SIZE_RANGES: readonly Option[] = [
  { value: '1–50', label: 'auth.option.1-50' },
  { value: '51–200', label: 'auth.option.51-200' },
  { value: '201–1,000', label: 'auth.option.201-1-000' },
  { value: '1,001–5,000', label: 'auth.option.1-001-5-000' },
  { value: 'More than 5,000', label: 'auth.option.more-than-5-000' },
];

export const ACCOUNT_TYPES: readonly AccountTypeCopy[] = [
  {
    type: 'Student',
    title: 'auth.type.student.title',
    summary: 'auth.type.student.summary',
    Icon: GraduationCap,
    fullNameLabel: 'auth.register.fullName',
    company_name: {
      label: 'auth.type.student.company',
      hint: 'auth.type.student.companyHint',
    },
  },
  {
    type: 'Teacher',
    title: 'auth.type.teacher.title',
    summary: 'auth.type.teacher.summary',
    Icon: Presentation,
    fullNameLabel: 'auth.register.fullName',
    company_name: {
      label: 'auth.type.teacher.company',
      hint: 'auth.type.teacher.companyHint',
    },
  },
  {
    type: 'Employee',
    title: 'auth.type.employee.title',
    summary: 'auth.type.employee.summary',
    Icon: BriefcaseBusiness,
    fullNameLabel: 'auth.register.fullName',
    company_name: {
      label: 'auth.type.employee.company',
      hint: 'auth.type.employee.companyHint',
    },
  },
  {
    type: 'Institute',
    title: 'auth.type.institute.title',
    summary: 'auth.type.institute.summary',
    Icon: School,
    fullNameLabel: 'auth.register.adminName',
    company_name: { label: 'auth.type.institute.company', isRequired: true },
    business_type: {
      label: 'auth.type.institute.business',
      options: [
        { value: 'School', label: 'auth.option.school' },
        { value: 'College', label: 'auth.option.college' },
        { value: 'University', label: 'auth.option.university' },
        { value: 'Coaching centre', label: 'auth.option.coaching-centre' },
        { value: 'Training institute', label: 'auth.option.training-institute' },
        { value: 'Other', label: 'auth.option.other' },
      ],
    },
    employees: { label: 'auth.type.institute.size', options: SIZE_RANGES },
  },
  {
    type: 'Company',
    title: 'auth.type.company.title',
    summary: 'auth.type.company.summary',
    Icon: Building2,
    fullNameLabel: 'auth.register.adminName',
    company_name: { label: 'auth.type.company.company', isRequired: true },
    business_type: {
      label: 'auth.type.company.business',
      options: [
        { value: 'IT and software', label: 'auth.option.it-and-software' },
        { value: 'Manufacturing', label: 'auth.option.manufacturing' },
        { value: 'Retail', label: 'auth.option.retail' },
        { value: 'Healthcare', label: 'auth.option.healthcare' },
        { value: 'Hospitality', label: 'auth.option.hospitality' },
        { value: 'Logistics', label: 'auth.option.logistics' },
        { value: 'Construction', label: 'auth.option.construction' },
        { value: 'Education services', label: 'auth.option.education-services' },
        { value: 'Other', label: 'auth.option.other' },
      ],
    },
    employees: { label: 'auth.type.company.size', options: SIZE_RANGES },
  },
];

export function accountTypeCopy(type: string | undefined | null): AccountTypeCopy | undefined {
  return ACCOUNT_TYPES.find((entry) => entry.type === type);
}

/** The label's id of a recorded choice, if it is one of the sign-up options. */
export function optionLabel(
  copy: AccountTypeCopy | undefined,
  value: string,
): AuthMessage | undefined {
  return [...(copy?.business_type?.options ?? []), ...(copy?.employees?.options ?? [])].find(
    (option) => option.value === value,
  )?.label;
}
