import type { UserType } from '@ias/shared';
import type { DemoMessageId } from '@/features/marketing/catalogues/demo';
import type { RolesMessageId } from '@/features/marketing/catalogues/roles';
import '@/features/marketing/catalogues/demo';
import '@/features/marketing/catalogues/roles';

type TourMessageId = DemoMessageId | RolesMessageId;

export type TourStop = {
  role: UserType;
  /** The role's name. */
  name: TourMessageId;
  /** Who this is in real life. */
  persona: TourMessageId;
  intro: TourMessageId;
  steps: readonly TourMessageId[];
};

/** The guided tour of /demo: one stop per role, in the order a new organisation meets them. */
export const DEMO_TOUR: readonly TourStop[] = [
  {
    role: 'Institute',
    name: 'marketing.roles.institute',
    persona: 'marketing.tour.institute.persona',
    intro: 'marketing.tour.institute.intro',
    steps: [
      'marketing.tour.institute.step1',
      'marketing.tour.institute.step2',
      'marketing.tour.institute.step3',
      'marketing.tour.institute.step4',
      'marketing.tour.institute.step5',
    ],
  },
  {
    role: 'Teacher',
    name: 'marketing.roles.teacher',
    persona: 'marketing.tour.teacher.persona',
    intro: 'marketing.tour.teacher.intro',
    steps: [
      'marketing.tour.teacher.step1',
      'marketing.tour.teacher.step2',
      'marketing.tour.teacher.step3',
      'marketing.tour.teacher.step4',
      'marketing.tour.teacher.step5',
    ],
  },
  {
    role: 'Student',
    name: 'marketing.roles.student',
    persona: 'marketing.tour.student.persona',
    intro: 'marketing.tour.student.intro',
    steps: [
      'marketing.tour.student.step1',
      'marketing.tour.student.step2',
      'marketing.tour.student.step3',
      'marketing.tour.student.step4',
    ],
  },
  {
    role: 'Company',
    name: 'marketing.roles.company',
    persona: 'marketing.tour.company.persona',
    intro: 'marketing.tour.company.intro',
    steps: [
      'marketing.tour.company.step1',
      'marketing.tour.company.step2',
      'marketing.tour.company.step3',
      'marketing.tour.company.step4',
    ],
  },
  {
    role: 'Incharge',
    name: 'marketing.roles.incharge',
    persona: 'marketing.tour.incharge.persona',
    intro: 'marketing.tour.incharge.intro',
    steps: [
      'marketing.tour.incharge.step1',
      'marketing.tour.incharge.step2',
      'marketing.tour.incharge.step3',
    ],
  },
  {
    role: 'Employee',
    name: 'marketing.roles.employee',
    persona: 'marketing.tour.employee.persona',
    intro: 'marketing.tour.employee.intro',
    steps: [
      'marketing.tour.employee.step1',
      'marketing.tour.employee.step2',
      'marketing.tour.employee.step3',
    ],
  },
  {
    role: 'Admin',
    name: 'marketing.roles.admin',
    persona: 'marketing.tour.admin.persona',
    intro: 'marketing.tour.admin.intro',
    steps: [
      'marketing.tour.admin.step1',
      'marketing.tour.admin.step2',
      'marketing.tour.admin.step3',
    ],
  },
];
