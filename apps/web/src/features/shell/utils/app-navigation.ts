import { dashboardPath, type UserType } from '@ias/shared';
import {
  BarChart3,
  BellRing,
  BookUser,
  CalendarPlus,
  CalendarX,
  CalendarClock,
  CalendarDays,
  CirclePlay,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Download,
  FolderOpen,
  FolderUp,
  LayoutDashboard,
  ListChecks,
  LogIn,
  MapPinned,
  MessageSquarePlus,
  MessagesSquare,
  MonitorSmartphone,
  Plug,
  Network,
  Radio,
  ScrollText,
  Settings,
  ShieldCheck,
  SquareKanban,
  SquarePlus,
  Building2,
  Timer,
  TrendingDown,
  UserCog,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { i18n } from '@/features/i18n/i18n';
import en from '../locales/en.json';

/** The sidebar's groups, in the order they are shown. */
export const NAV_SECTIONS = [
  { id: 'today', label: 'shell.section.today' },
  { id: 'people', label: 'shell.section.people' },
  { id: 'attendance', label: 'shell.section.attendance' },
  { id: 'reports', label: 'shell.section.reports' },
  { id: 'workspace', label: 'shell.section.workspace' },
  { id: 'settings', label: 'shell.section.settings' },
] as const;

export type NavSectionId = (typeof NAV_SECTIONS)[number]['id'];

const OWNERS = ['Institute', 'Company'] as const satisfies readonly UserType[];
const MEMBERS_WITH_REQUESTS = [
  'Student',
  'Teacher',
  'Institute',
  'Company',
  'Employee',
  'Incharge',
] as const satisfies readonly UserType[];

/** A catalogue id of the shell (every id written out in full in this file). */
type ShellId = keyof typeof en;
type Label = ShellId | ((type: UserType) => ShellId);
/** Turns a shell message id into the words of the language in use. */
export type Translate = (id: ShellId) => string;
// By default the language in use, English until the shell catalogue has loaded (outside React,
// e.g. the command palette); the shell's components pass their useShellT(), so they render again
// when the language changes.
const inCurrentLanguage: Translate = (id) => i18n._({ id, message: en[id] });

/**
 * One page in the app's navigation. `to` starting with `~` is below the person's own dashboard
 * (`~/people` is /dashboard/company/people for a Company account); `types: 'everyone'` includes
 * accounts whose type is not set yet.
 */
export type NavItemConfig = {
  id: string;
  section: NavSectionId;
  label: Label;
  /** A shorter label for the phone's bottom bar. */
  shortLabel?: Label;
  Icon: LucideIcon;
  to: string;
  types: readonly UserType[] | 'everyone';
  /** Types that see this item in the phone's bottom bar (at most four per type). */
  bottomBar?: readonly UserType[] | 'everyone';
  /** Other paths on which this item is the current one (e.g. /kanban for Tasks). */
  also?: readonly string[];
  /** Words the search box also matches. */
  keywords?: readonly string[];
};

/** Every page of the signed-in app and who may use it: the one navigation model. */
export const NAV_ITEMS: readonly NavItemConfig[] = [
  {
    id: 'dashboard',
    section: 'today',
    label: (type) =>
      type === 'Institute' || type === 'Company' ? 'shell.nav.overview' : 'shell.nav.dashboard',
    Icon: LayoutDashboard,
    to: '~',
    types: 'everyone',
    bottomBar: 'everyone',
    keywords: ['home', 'today'],
  },
  {
    id: 'live',
    section: 'today',
    label: 'shell.nav.live',
    shortLabel: 'shell.nav.liveShort',
    Icon: Radio,
    to: '~/live',
    types: ['Institute', 'Company', 'Incharge'],
    bottomBar: ['Institute', 'Company', 'Incharge'],
    keywords: ['who is in', 'present', 'late'],
  },
  {
    id: 'people',
    section: 'people',
    label: 'shell.nav.people',
    Icon: Users,
    to: '~/people',
    types: OWNERS,
    bottomBar: OWNERS,
    keywords: ['members', 'students', 'employees', 'staff', 'invite'],
  },
  {
    id: 'structure',
    section: 'people',
    label: (type) => (type === 'Company' ? 'shell.nav.departments' : 'shell.nav.classes'),
    Icon: Network,
    to: '~/structure',
    types: OWNERS,
    keywords: ['groups', 'sites', 'sections'],
  },
  {
    id: 'users',
    section: 'people',
    label: 'shell.nav.users',
    Icon: UserCog,
    to: '~/users',
    types: ['Admin'],
    bottomBar: ['Admin'],
    keywords: ['accounts', 'user type'],
  },
  {
    id: 'organizations',
    section: 'people',
    label: 'shell.nav.organisations',
    shortLabel: 'shell.nav.organisationsShort',
    Icon: Building2,
    to: '~/organizations',
    types: ['Admin'],
    bottomBar: ['Admin'],
    keywords: ['institutes', 'companies'],
  },
  {
    id: 'contacts',
    section: 'people',
    label: 'shell.nav.contacts',
    Icon: BookUser,
    to: '/contacts',
    types: 'everyone',
    bottomBar: ['Student', 'Employee'],
    keywords: ['directory', 'phone'],
  },
  {
    id: 'timetable',
    section: 'attendance',
    label: 'shell.nav.timetable',
    Icon: CalendarClock,
    to: '~/timetable',
    types: ['Institute'],
    keywords: ['periods', 'subjects'],
  },
  {
    id: 'shifts',
    section: 'attendance',
    label: 'shell.nav.shifts',
    Icon: Clock,
    to: '~/shifts',
    types: ['Company'],
    keywords: ['hours', 'working days'],
  },
  {
    id: 'roll-call',
    section: 'attendance',
    label: 'shell.nav.rollCall',
    Icon: ClipboardCheck,
    to: '~/roll-call',
    types: ['Teacher', 'Incharge'],
    bottomBar: ['Teacher', 'Incharge'],
    keywords: ['take attendance', 'mark'],
  },
  {
    id: 'timesheet',
    section: 'attendance',
    label: 'shell.nav.timesheet',
    Icon: CalendarDays,
    to: '~/timesheet',
    types: ['Employee'],
    bottomBar: ['Employee'],
    keywords: ['hours', 'month'],
  },
  {
    id: 'requests',
    section: 'attendance',
    label: (type) =>
      type === 'Student' || type === 'Employee' ? 'shell.nav.myRequests' : 'shell.nav.requests',
    shortLabel: 'shell.nav.requests',
    Icon: ClipboardList,
    to: '~/requests',
    types: MEMBERS_WITH_REQUESTS,
    bottomBar: MEMBERS_WITH_REQUESTS,
    keywords: ['leave', 'correction', 'approve'],
  },
  {
    id: 'overtime',
    section: 'attendance',
    label: 'shell.nav.overtime',
    Icon: Timer,
    to: '~/overtime',
    types: ['Company', 'Employee', 'Incharge'],
    keywords: ['comp-off', 'extra hours', 'approve'],
  },
  {
    id: 'location-checks',
    section: 'attendance',
    label: 'shell.nav.checkinsToReview',
    Icon: MapPinned,
    to: '~/location-checks',
    types: ['Institute', 'Company', 'Incharge'],
    keywords: ['location', 'suspicious', 'gps', 'travel', 'device'],
  },
  {
    id: 'kiosk',
    section: 'attendance',
    label: 'shell.nav.kiosk',
    Icon: MonitorSmartphone,
    to: '~/kiosk',
    types: ['Teacher', 'Incharge'],
    keywords: ['face', 'card', 'check-in', 'device'],
  },
  {
    id: 'records',
    section: 'attendance',
    label: 'shell.nav.records',
    Icon: ListChecks,
    to: '~/records',
    types: OWNERS,
    keywords: ['check-ins', 'history', 'export', 'csv', 'roll-call'],
  },
  {
    id: 'devices',
    section: 'attendance',
    label: 'shell.nav.kiosks',
    Icon: MonitorSmartphone,
    to: '~/devices',
    types: OWNERS,
    keywords: ['face', 'card', 'check-in', 'device'],
  },
  {
    id: 'reports',
    section: 'reports',
    label: 'shell.nav.reports',
    Icon: BarChart3,
    to: '~/reports',
    types: ['Teacher', 'Incharge', 'Institute', 'Company'],
    keywords: ['csv', 'percent', 'payroll', 'export'],
  },
  {
    id: 'low-attendance',
    section: 'reports',
    label: 'shell.nav.lowAttendance',
    Icon: TrendingDown,
    to: '~/students',
    types: ['Teacher'],
    keywords: ['students', 'below minimum'],
  },
  {
    id: 'audit',
    section: 'reports',
    label: 'shell.nav.auditLog',
    Icon: ScrollText,
    to: '~/audit',
    types: ['Admin'],
    bottomBar: ['Admin'],
    keywords: ['history', 'sign-ins'],
  },
  {
    id: 'messages',
    section: 'workspace',
    label: 'shell.nav.messages',
    Icon: MessagesSquare,
    to: '/messages',
    types: 'everyone',
  },
  {
    id: 'files',
    section: 'workspace',
    label: 'shell.nav.files',
    Icon: FolderOpen,
    to: '/files',
    types: 'everyone',
  },
  {
    id: 'calendar',
    section: 'workspace',
    label: 'shell.nav.calendar',
    Icon: CalendarDays,
    to: '/calendar',
    types: 'everyone',
    keywords: ['holidays'],
  },
  {
    id: 'tasks',
    section: 'workspace',
    label: 'shell.nav.tasks',
    Icon: SquareKanban,
    to: '/tasks',
    types: 'everyone',
    also: ['/kanban'],
    keywords: ['kanban', 'board'],
  },
  {
    id: 'tutorials',
    section: 'workspace',
    label: 'shell.nav.tutorials',
    Icon: CirclePlay,
    to: '/tutorials',
    types: 'everyone',
    keywords: ['help', 'guide', 'video'],
  },
  {
    id: 'organisation-settings',
    section: 'settings',
    label: 'shell.nav.orgSettings',
    Icon: Settings,
    to: '~/setup',
    types: OWNERS,
    keywords: ['holidays', 'logo', 'sites', 'approvals', 'pay period'],
  },
  {
    id: 'notifications-settings',
    section: 'settings',
    label: 'shell.nav.notifications',
    Icon: BellRing,
    to: '~/notifications',
    types: OWNERS,
    keywords: ['guardians', 'parents', 'SMS', 'WhatsApp', 'alerts', 'delivery log'],
  },
  {
    id: 'integrations',
    section: 'settings',
    label: 'shell.nav.integrations',
    Icon: Plug,
    to: '~/integrations',
    types: OWNERS,
    keywords: ['API', 'API key', 'webhook', 'payroll', 'HR', 'OpenAPI'],
  },
  {
    id: 'account',
    section: 'settings',
    label: 'shell.nav.accountSettings',
    Icon: UserCog,
    to: '/profile',
    types: 'everyone',
    keywords: ['profile', 'password', 'two-factor', 'face', 'picture'],
  },
  {
    id: 'session',
    section: 'settings',
    label: 'shell.nav.sessionCheck',
    Icon: ShieldCheck,
    to: '/auth-test',
    types: 'everyone',
    keywords: ['support', 'sign-in'],
  },
];

/**
 * Things to do, for the command palette: each opens the page where it is done (the check-in card,
 * the requests to decide, the people page with its invite button…), for the types that may.
 */
export const NAV_ACTIONS: readonly NavItemConfig[] = [
  {
    id: 'action-check-in',
    section: 'today',
    label: 'shell.action.checkIn',
    Icon: LogIn,
    to: '~',
    types: ['Student', 'Employee'],
    keywords: ['present', 'arrive', 'check out'],
  },
  {
    id: 'action-take-attendance',
    section: 'attendance',
    label: 'shell.action.takeAttendance',
    Icon: ClipboardCheck,
    to: '~/roll-call',
    types: ['Teacher', 'Incharge'],
    keywords: ['roll-call', 'mark', 'present', 'absent'],
  },
  {
    id: 'action-ask-leave',
    section: 'attendance',
    label: 'shell.action.askLeave',
    Icon: CalendarX,
    to: '~/requests',
    types: ['Student', 'Employee'],
    keywords: ['absence', 'sick', 'correction', 'request'],
  },
  {
    id: 'action-approve',
    section: 'attendance',
    label: 'shell.action.approve',
    Icon: ListChecks,
    to: '~/requests',
    types: ['Teacher', 'Incharge', 'Institute', 'Company'],
    keywords: ['leave', 'correction', 'reject', 'decide', 'pending'],
  },
  {
    id: 'action-invite',
    section: 'people',
    label: 'shell.action.invite',
    Icon: UserPlus,
    to: '~/people',
    types: OWNERS,
    keywords: ['add', 'student', 'employee', 'teacher', 'import', 'csv'],
  },
  {
    id: 'action-holiday',
    section: 'settings',
    label: 'shell.action.addHoliday',
    Icon: CalendarPlus,
    to: '~/setup',
    types: OWNERS,
    keywords: ['festival', 'day off', 'calendar'],
  },
  {
    id: 'action-report',
    section: 'reports',
    label: 'shell.action.downloadReport',
    Icon: Download,
    to: '~/reports',
    types: ['Teacher', 'Incharge', 'Institute', 'Company'],
    keywords: ['csv', 'excel', 'export', 'month'],
  },
  {
    id: 'action-message',
    section: 'workspace',
    label: 'shell.action.writeMessage',
    Icon: MessageSquarePlus,
    to: '/messages',
    types: 'everyone',
    keywords: ['send', 'chat', 'announcement'],
  },
  {
    id: 'action-task',
    section: 'workspace',
    label: 'shell.action.addTask',
    Icon: SquarePlus,
    to: '/tasks',
    types: 'everyone',
    keywords: ['todo', 'card', 'kanban', 'homework'],
  },
  {
    id: 'action-upload',
    section: 'workspace',
    label: 'shell.action.uploadFile',
    Icon: FolderUp,
    to: '/files',
    types: 'everyone',
    keywords: ['document', 'share', 'pdf'],
  },
];

/** An item as one person sees it: labels and the address resolved for their type. */
export type NavItem = {
  id: string;
  label: string;
  shortLabel: string;
  Icon: LucideIcon;
  to: string;
  also: readonly string[];
  keywords: readonly string[];
};

export type NavSection = { id: NavSectionId; label: string; items: NavItem[] };

const allows = (types: NavItemConfig['types'] | undefined, type: UserType | null) =>
  types === 'everyone' || (type !== null && (types ?? []).includes(type));

function resolve(item: NavItemConfig, type: UserType | null, t: Translate): NavItem {
  const home = type ? dashboardPath(type) : '/dashboard';
  const text = (label: Label) =>
    t(typeof label === 'string' ? label : type ? label(type) : label('Student'));
  const label = text(item.label);
  return {
    id: item.id,
    label,
    shortLabel: item.shortLabel ? text(item.shortLabel) : label,
    Icon: item.Icon,
    to: item.to.startsWith('~') ? home + item.to.slice(1) : item.to,
    also: item.also ?? [],
    keywords: item.keywords ?? [],
  };
}

/**
 * The sections and pages a person of `type` may use (null: an account whose type is not set yet,
 * which only has the pages open to everyone). Empty sections are left out.
 */
export function navigationFor(
  type: UserType | null,
  t: Translate = inCurrentLanguage,
): NavSection[] {
  return NAV_SECTIONS.map(({ id, label }) => ({
    id,
    label: t(label),
    items: NAV_ITEMS.filter((item) => item.section === id && allows(item.types, type)).map((item) =>
      resolve(item, type, t),
    ),
  })).filter((section) => section.items.length > 0);
}

/**
 * The actions a person of `type` may take whose label or keywords contain `query` (all of them
 * for an empty query), for the command palette.
 */
export function actionsFor(
  type: UserType | null,
  query = '',
  t: Translate = inCurrentLanguage,
): NavItem[] {
  const needle = query.trim().toLowerCase();
  return NAV_ACTIONS.filter((action) => allows(action.types, type))
    .map((action) => resolve(action, type, t))
    .filter(
      (action) =>
        !needle ||
        [action.label, ...action.keywords].some((text) => text.toLowerCase().includes(needle)),
    );
}

/** The phone's bottom bar: the type's most used pages (the rest are in the "More" sheet). */
export function bottomBarFor(type: UserType | null, t: Translate = inCurrentLanguage): NavItem[] {
  return NAV_ITEMS.filter((item) => allows(item.types, type) && allows(item.bottomBar, type))
    .slice(0, 4)
    .map((item) => resolve(item, type, t));
}

/** Whether `item` is the page at `pathname` (a dashboard only on itself, others below too). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const isDashboard = /^\/dashboard(\/[a-z]+)?$/.test(item.to);
  return [item.to, ...item.also].some(
    (to) => path === to || (!isDashboard && path.startsWith(`${to}/`)),
  );
}

/** The sections with only the items whose label or keywords contain `query` (any case). */
export function filterNavigation(sections: NavSection[], query: string): NavSection[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return sections;
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) =>
        [item.label, section.label, ...item.keywords].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      ),
    }))
    .filter((section) => section.items.length > 0);
}
