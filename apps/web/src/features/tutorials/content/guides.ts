import type { UserType } from '@ias/shared';
import type en from '../locales/en.json';

/** A message id of the tutorials catalogue (ids are written out in full, never built). */
export type TutorialMessageId = Extract<keyof typeof en, string>;

/** Who a guide is written for: the seven user types, and whoever runs a kiosk. */
export type Audience = UserType | 'Kiosk';
export type GuideKind = 'first' | 'daily' | 'task';

/** A page address; `~` is the reader's own dashboard (`~/devices` → /dashboard/company/devices). */
type PagePaths = Partial<Record<UserType, string>>;

/**
 * One "show me" step: a CSS selector on the real page (prefer `data-tour`, ids and test ids) and
 * the text shown beside it. `e2e/tutorials.spec.ts` walks every tour and fails when a selector
 * no longer finds its element.
 */
export type TourStep = { target: string; text: TutorialMessageId };
export type Tour = { paths: PagePaths; steps: readonly TourStep[] };

export type Guide = {
  /** Stable: stored in tutorial_progress.guide_id and used in /tutorials?guide=<id>. */
  id: string;
  kind: GuideKind;
  audiences: readonly Audience[];
  title: TutorialMessageId;
  summary: TutorialMessageId;
  steps: readonly TutorialMessageId[];
  /** Where the guide's work is done, per type, for "Open the page". */
  pages?: PagePaths;
  /** Has a picture of its page, public/tutorials/<id>.jpg (e2e/tutorials-screenshots.spec.ts). */
  picture?: boolean;
  /** Words the search also matches (English, as people type them). */
  keywords?: readonly string[];
  tour?: Tour;
};

const OWNERS = ['Institute', 'Company'] as const;
const each = (types: readonly UserType[], path: string): PagePaths =>
  Object.fromEntries(types.map((type) => [type, path]));

const KIOSK_FORM = '[data-tour="kiosk-form"]';
const PEOPLE_ACTIONS = '[data-tour="people-actions"]';
const PENDING = '[data-testid="pending-requests"]';

/** Every guide, in the order they are listed (first steps, then daily work, then tasks). */
export const GUIDES: readonly Guide[] = [
  {
    id: 'owner-first-steps',
    kind: 'first',
    picture: true,
    audiences: OWNERS,
    title: 'tutorials.guide.ownerFirstSteps.title',
    summary: 'tutorials.guide.ownerFirstSteps.summary',
    steps: [
      'tutorials.guide.ownerFirstSteps.step1',
      'tutorials.guide.ownerFirstSteps.step2',
      'tutorials.guide.ownerFirstSteps.step3',
      'tutorials.guide.ownerFirstSteps.step4',
      'tutorials.guide.ownerFirstSteps.step5',
    ],
    pages: each(OWNERS, '~'),
    keywords: ['start', 'setup', 'organisation', 'checklist'],
  },
  {
    id: 'teacher-first-steps',
    kind: 'first',
    picture: true,
    audiences: ['Teacher'],
    title: 'tutorials.guide.teacherFirstSteps.title',
    summary: 'tutorials.guide.teacherFirstSteps.summary',
    steps: [
      'tutorials.guide.teacherFirstSteps.step1',
      'tutorials.guide.teacherFirstSteps.step2',
      'tutorials.guide.teacherFirstSteps.step3',
      'tutorials.guide.teacherFirstSteps.step4',
    ],
    pages: { Teacher: '~' },
    keywords: ['join code', 'start', 'class'],
  },
  {
    id: 'student-first-steps',
    kind: 'first',
    picture: true,
    audiences: ['Student'],
    title: 'tutorials.guide.studentFirstSteps.title',
    summary: 'tutorials.guide.studentFirstSteps.summary',
    steps: [
      'tutorials.guide.studentFirstSteps.step1',
      'tutorials.guide.studentFirstSteps.step2',
      'tutorials.guide.studentFirstSteps.step3',
      'tutorials.guide.studentFirstSteps.step4',
    ],
    pages: { Student: '~' },
    keywords: ['join code', 'start', 'check in'],
  },
  {
    id: 'employee-first-steps',
    kind: 'first',
    picture: true,
    audiences: ['Employee'],
    title: 'tutorials.guide.employeeFirstSteps.title',
    summary: 'tutorials.guide.employeeFirstSteps.summary',
    steps: [
      'tutorials.guide.employeeFirstSteps.step1',
      'tutorials.guide.employeeFirstSteps.step2',
      'tutorials.guide.employeeFirstSteps.step3',
      'tutorials.guide.employeeFirstSteps.step4',
    ],
    pages: { Employee: '~' },
    keywords: ['join code', 'start', 'check in', 'check out', 'hours'],
  },
  {
    id: 'admin-first-steps',
    kind: 'first',
    picture: true,
    audiences: ['Admin'],
    title: 'tutorials.guide.adminFirstSteps.title',
    summary: 'tutorials.guide.adminFirstSteps.summary',
    steps: [
      'tutorials.guide.adminFirstSteps.step1',
      'tutorials.guide.adminFirstSteps.step2',
      'tutorials.guide.adminFirstSteps.step3',
      'tutorials.guide.adminFirstSteps.step4',
    ],
    pages: { Admin: '~/users' },
    keywords: ['users', 'user type', 'audit', 'organisations'],
  },
  {
    id: 'owner-daily',
    kind: 'daily',
    picture: true,
    audiences: OWNERS,
    title: 'tutorials.guide.ownerDaily.title',
    summary: 'tutorials.guide.ownerDaily.summary',
    steps: [
      'tutorials.guide.ownerDaily.step1',
      'tutorials.guide.ownerDaily.step2',
      'tutorials.guide.ownerDaily.step3',
      'tutorials.guide.ownerDaily.step4',
      'tutorials.guide.ownerDaily.step5',
    ],
    pages: each(OWNERS, '~/live'),
    keywords: ['live board', 'today', 'morning'],
  },
  {
    id: 'incharge-daily',
    kind: 'daily',
    picture: true,
    audiences: ['Incharge'],
    title: 'tutorials.guide.inchargeDaily.title',
    summary: 'tutorials.guide.inchargeDaily.summary',
    steps: [
      'tutorials.guide.inchargeDaily.step1',
      'tutorials.guide.inchargeDaily.step2',
      'tutorials.guide.inchargeDaily.step3',
      'tutorials.guide.inchargeDaily.step4',
    ],
    pages: { Incharge: '~/live' },
    keywords: ['live board', 'hostel', 'group'],
  },
  {
    id: 'kiosk-operator',
    kind: 'daily',
    audiences: ['Kiosk', ...OWNERS, 'Teacher', 'Incharge'],
    title: 'tutorials.guide.kioskOperator.title',
    summary: 'tutorials.guide.kioskOperator.summary',
    steps: [
      'tutorials.guide.kioskOperator.step1',
      'tutorials.guide.kioskOperator.step2',
      'tutorials.guide.kioskOperator.step3',
      'tutorials.guide.kioskOperator.step4',
    ],
    keywords: ['kiosk', 'tablet', 'offline', 'exit', 'gate'],
  },
  {
    id: 'set-up-kiosk',
    kind: 'task',
    picture: true,
    audiences: [...OWNERS, 'Teacher', 'Incharge', 'Kiosk'],
    title: 'tutorials.guide.setUpKiosk.title',
    summary: 'tutorials.guide.setUpKiosk.summary',
    steps: [
      'tutorials.guide.setUpKiosk.step1',
      'tutorials.guide.setUpKiosk.step2',
      'tutorials.guide.setUpKiosk.step3',
      'tutorials.guide.setUpKiosk.step4',
      'tutorials.guide.setUpKiosk.step5',
    ],
    pages: { ...each(OWNERS, '~/devices'), ...each(['Teacher', 'Incharge'], '~/kiosk') },
    keywords: ['kiosk', 'device', 'tablet', 'face', 'card', 'qr', 'gate'],
    tour: {
      paths: { ...each(OWNERS, '~/devices'), ...each(['Teacher', 'Incharge'], '~/kiosk') },
      steps: [
        { target: KIOSK_FORM, text: 'tutorials.tour.setUpKiosk.form' },
        {
          target: `${KIOSK_FORM} input:not([type="checkbox"])`,
          text: 'tutorials.tour.setUpKiosk.name',
        },
        {
          target: `${KIOSK_FORM} fieldset:nth-of-type(1)`,
          text: 'tutorials.tour.setUpKiosk.groups',
        },
        {
          target: `${KIOSK_FORM} fieldset:nth-of-type(2)`,
          text: 'tutorials.tour.setUpKiosk.methods',
        },
        { target: `${KIOSK_FORM} button[type="submit"]`, text: 'tutorials.tour.setUpKiosk.start' },
      ],
    },
  },
  {
    id: 'import-people',
    kind: 'task',
    picture: true,
    audiences: OWNERS,
    title: 'tutorials.guide.importPeople.title',
    summary: 'tutorials.guide.importPeople.summary',
    steps: [
      'tutorials.guide.importPeople.step1',
      'tutorials.guide.importPeople.step2',
      'tutorials.guide.importPeople.step3',
      'tutorials.guide.importPeople.step4',
      'tutorials.guide.importPeople.step5',
    ],
    pages: each(OWNERS, '~/people'),
    keywords: ['csv', 'excel', 'spreadsheet', 'import', 'students', 'employees', 'bulk'],
    tour: {
      paths: each(OWNERS, '~/people'),
      steps: [
        { target: PEOPLE_ACTIONS, text: 'tutorials.tour.importPeople.actions' },
        {
          target: `${PEOPLE_ACTIONS} button:nth-of-type(2)`,
          text: 'tutorials.tour.importPeople.import',
        },
      ],
    },
  },
  {
    id: 'take-roll-call',
    kind: 'task',
    picture: true,
    audiences: ['Teacher', 'Incharge'],
    title: 'tutorials.guide.takeRollCall.title',
    summary: 'tutorials.guide.takeRollCall.summary',
    steps: [
      'tutorials.guide.takeRollCall.step1',
      'tutorials.guide.takeRollCall.step2',
      'tutorials.guide.takeRollCall.step3',
      'tutorials.guide.takeRollCall.step4',
    ],
    pages: each(['Teacher', 'Incharge'], '~/roll-call'),
    keywords: ['roll-call', 'roll call', 'mark', 'attendance', 'period', 'present'],
    tour: {
      paths: each(['Teacher', 'Incharge'], '~/roll-call'),
      steps: [
        { target: '[data-tour="roll-call-chooser"]', text: 'tutorials.tour.takeRollCall.chooser' },
        // Shown once a period is chosen: the tour waits for it (see run-tour.ts).
        { target: '[data-testid="roster"]', text: 'tutorials.tour.takeRollCall.roster' },
        {
          target: '[data-testid="roll-call-plan"] + button',
          text: 'tutorials.tour.takeRollCall.save',
        },
      ],
    },
  },
  {
    id: 'approve-request',
    kind: 'task',
    picture: true,
    audiences: [...OWNERS, 'Teacher', 'Incharge'],
    title: 'tutorials.guide.approveRequest.title',
    summary: 'tutorials.guide.approveRequest.summary',
    steps: [
      'tutorials.guide.approveRequest.step1',
      'tutorials.guide.approveRequest.step2',
      'tutorials.guide.approveRequest.step3',
      'tutorials.guide.approveRequest.step4',
    ],
    pages: each([...OWNERS, 'Teacher', 'Incharge'], '~/requests'),
    keywords: ['approve', 'reject', 'leave', 'correction', 'request'],
    tour: {
      paths: each([...OWNERS, 'Teacher', 'Incharge'], '~/requests'),
      steps: [
        { target: PENDING, text: 'tutorials.tour.approveRequest.list' },
        {
          target: `${PENDING} [data-testid="review-request"] button`,
          text: 'tutorials.tour.approveRequest.approve',
        },
      ],
    },
  },
  {
    id: 'read-report',
    kind: 'task',
    picture: true,
    audiences: [...OWNERS, 'Teacher', 'Incharge'],
    title: 'tutorials.guide.readReport.title',
    summary: 'tutorials.guide.readReport.summary',
    steps: [
      'tutorials.guide.readReport.step1',
      'tutorials.guide.readReport.step2',
      'tutorials.guide.readReport.step3',
      'tutorials.guide.readReport.step4',
      'tutorials.guide.readReport.step5',
    ],
    pages: each([...OWNERS, 'Teacher', 'Incharge'], '~/reports'),
    keywords: ['report', 'csv', 'excel', 'percent', 'payroll', 'month', 'export'],
    tour: {
      paths: each([...OWNERS, 'Teacher', 'Incharge'], '~/reports'),
      steps: [
        {
          target: '[data-tour="report"] > :first-child',
          text: 'tutorials.tour.readReport.filters',
        },
        {
          target: '[data-tour="report-results"]',
          text: 'tutorials.tour.readReport.results',
        },
      ],
    },
  },
  {
    id: 'request-leave',
    kind: 'task',
    picture: true,
    audiences: ['Student', 'Employee'],
    title: 'tutorials.guide.requestLeave.title',
    summary: 'tutorials.guide.requestLeave.summary',
    steps: [
      'tutorials.guide.requestLeave.step1',
      'tutorials.guide.requestLeave.step2',
      'tutorials.guide.requestLeave.step3',
      'tutorials.guide.requestLeave.step4',
    ],
    pages: each(['Student', 'Employee'], '~/requests'),
    keywords: ['leave', 'holiday', 'sick', 'correction', 'request', 'absent'],
    tour: {
      paths: each(['Student', 'Employee'], '~/requests'),
      steps: [
        {
          target: '[data-tour="my-requests"] > :first-child',
          text: 'tutorials.tour.requestLeave.form',
        },
        {
          target: '[data-tour="my-requests"] > :last-child',
          text: 'tutorials.tour.requestLeave.list',
        },
      ],
    },
  },
  {
    id: 'enrol-face',
    kind: 'task',
    picture: true,
    audiences: ['Student', 'Employee', 'Teacher', 'Incharge'],
    title: 'tutorials.guide.enrolFace.title',
    summary: 'tutorials.guide.enrolFace.summary',
    steps: [
      'tutorials.guide.enrolFace.step1',
      'tutorials.guide.enrolFace.step2',
      'tutorials.guide.enrolFace.step3',
      'tutorials.guide.enrolFace.step4',
    ],
    pages: each(['Student', 'Employee', 'Teacher', 'Incharge', ...OWNERS], '/profile'),
    keywords: ['face', 'camera', 'enrol', 'enroll', 'photo', 'check in'],
    tour: {
      paths: each(['Student', 'Employee', 'Teacher', 'Incharge', ...OWNERS], '/profile'),
      steps: [
        { target: '#face-data', text: 'tutorials.tour.enrolFace.card' },
        { target: '[data-tour="face-enrol"]', text: 'tutorials.tour.enrolFace.start' },
      ],
    },
  },
];

export const guideById = (id: string | null | undefined) =>
  GUIDES.find((guide) => guide.id === id) ?? null;
