import type { UserType } from '@ias/shared';

/**
 * Which module (a path under src/, without its extension) shows each page, by the path it
 * answers. Plain data, so that two readers share it: router.tsx loads the modules lazily, and the
 * build (route-preloads-plugin.ts) lists each public URL's chunks for the server to name in the
 * HTML it sends for that URL, so the browser fetches a page's code with the app's entry instead of
 * after it.
 */
export type Page = [path: string, module: string];

/** SPEC.md §2 public routes. */
export const PUBLIC_PAGES: Page[] = [
  ['features', 'app/routes/public/features'],
  ['pricing', 'app/routes/public/pricing'],
  ['about', 'app/routes/public/about'],
  ['careers', 'app/routes/public/careers'],
  ['docs', 'app/routes/public/docs'],
  ['faq', 'app/routes/public/faq'],
  ['contact', 'app/routes/public/contact'],
  ['support', 'app/routes/public/support'],
  ['status', 'app/routes/public/status'],
  ['database-demo', 'app/routes/public/database-demo'],
  ['privacy', 'app/routes/public/privacy'],
  ['privacy-policy', 'app/routes/public/privacy'],
  ['terms', 'app/routes/public/terms'],
  ['terms-of-service', 'app/routes/public/terms'],
  ['cookies', 'app/routes/public/cookies'],
  ['demo', 'app/routes/public/demo'],
  // A guardian's consent to a child's face data, from the mailed link (no account needed).
  ['guardian-consent', 'features/consent/routes/guardian-consent'],
];

export const AUTH_PAGES: Page[] = [
  ['login', 'app/routes/auth/login'],
  ['register', 'app/routes/auth/register'],
  ['register/details', 'app/routes/auth/register-details'],
  ['register/finish', 'app/routes/auth/register-finish'],
  ['auth/callback', 'app/routes/auth/callback'],
  ['forgot-password', 'app/routes/auth/forgot-password'],
  ['reset-password', 'app/routes/auth/reset-password'],
];

/** Pages in the public layout that are not in SPEC.md's list (diagnostics). */
export const DEBUG_PAGES: Page[] = [
  ['debug', 'app/routes/debug/debug'],
  ['auth-status', 'app/routes/debug/auth-status'],
];

export const HOME_PAGE = 'app/routes/public/home';
export const NOT_FOUND_PAGE = 'app/routes/public/not-found';
/** A kiosk is a device, not a person: full screen, no shell, its own token. */
export const KIOSK_PAGE = 'app/routes/kiosk';
/** The signed-in app's shell: it downloads with its pages, not with the public site. */
export const APP_LAYOUT = 'app/layouts/app-layout';
/** The role guard in front of each role dashboard and the screens below it. */
export const ROLE_ROUTE = 'features/auth/components/role-route';
/** /dashboard sends a signed-in person on to their type's dashboard. */
export const DASHBOARD_REDIRECT = 'app/routes/app/dashboard';

/** Signed-in pages open to any type (SPEC.md §6); /tasks and /kanban show the same screen. */
export const APP_PAGES: Page[] = [
  ['contacts', 'app/routes/app/contacts'],
  ['calendar', 'app/routes/app/calendar'],
  ['tasks', 'app/routes/app/tasks'],
  ['kanban', 'app/routes/app/tasks'],
  ['files', 'app/routes/app/files'],
  ['messages', 'app/routes/app/messages'],
  ['tutorials', 'app/routes/app/tutorials'],
  ['profile', 'app/routes/app/profile'],
  ['auth-test', 'app/routes/app/auth-test'],
];

/** Each role dashboard's home screen. */
export const DASHBOARD_HOME: Record<UserType, string> = {
  Student: 'app/routes/app/dashboards/student',
  Teacher: 'app/routes/app/dashboards/teacher',
  Admin: 'app/routes/app/dashboards/admin',
  Institute: 'app/routes/app/dashboards/institute',
  Company: 'app/routes/app/dashboards/company',
  Employee: 'app/routes/app/dashboards/employee',
  Incharge: 'app/routes/app/dashboards/incharge',
};

/** Every user type has a dashboard (DASHBOARD_HOME is keyed by all of them). */
export const ROLE_DASHBOARDS = Object.keys(DASHBOARD_HOME) as UserType[];

/** Owners (institutes and companies) run their organisation from the same screens. */
const OWNER_PAGES: Page[] = [
  ['setup', 'app/routes/app/owner/setup'],
  ['people', 'app/routes/app/owner/people'],
  ['structure', 'app/routes/app/owner/structure'],
  ['timetable', 'app/routes/app/owner/timetable'],
  ['shifts', 'app/routes/app/owner/shifts'],
  ['devices', 'app/routes/app/owner/devices'],
  ['live', 'app/routes/app/owner/live'],
  ['records', 'app/routes/app/owner/records'],
  ['requests', 'app/routes/app/owner/requests'],
  ['reports', 'app/routes/app/owner/reports'],
  ['notifications', 'app/routes/app/owner/notifications'],
  ['integrations', 'app/routes/app/owner/integrations'],
  ['overtime', 'app/routes/app/owner/overtime'],
  ['location-checks', 'app/routes/app/owner/location-checks'],
];

/** Screens below each role dashboard (/dashboard/<type>/<page>), behind the same role guard. */
export const DASHBOARD_PAGES: Record<UserType, Page[]> = {
  Student: [['requests', 'app/routes/app/student/requests']],
  Teacher: [
    ['roll-call', 'app/routes/app/teacher/roll-call'],
    ['students', 'app/routes/app/teacher/students'],
    ['requests', 'app/routes/app/teacher/requests'],
    ['kiosk', 'app/routes/app/teacher/kiosk'],
    ['reports', 'app/routes/app/teacher/reports'],
  ],
  Admin: [
    ['users', 'app/routes/app/admin/users'],
    ['organizations', 'app/routes/app/admin/organizations'],
    ['audit', 'app/routes/app/admin/audit'],
  ],
  Institute: OWNER_PAGES,
  Company: OWNER_PAGES,
  Employee: [
    ['timesheet', 'app/routes/app/employee/timesheet'],
    ['requests', 'app/routes/app/employee/requests'],
    ['overtime', 'app/routes/app/member-overtime'],
  ],
  Incharge: [
    ['live', 'app/routes/app/incharge/live'],
    ['roll-call', 'app/routes/app/incharge/roll-call'],
    ['requests', 'app/routes/app/incharge/requests'],
    ['kiosk', 'app/routes/app/incharge/kiosk'],
    ['reports', 'app/routes/app/incharge/reports'],
    ['overtime', 'app/routes/app/member-overtime'],
    ['location-checks', 'app/routes/app/member-location-checks'],
  ],
};

/**
 * Every URL the app answers with a page of its own, with the modules that show it, outermost
 * first (the layouts and guards React Router loads lazily, then the page).
 */
export function pageModulesByUrl(): Map<string, string[]> {
  const urls = new Map<string, string[]>([
    ['/', [HOME_PAGE]],
    ['/kiosk', [KIOSK_PAGE]],
  ]);
  for (const [path, module] of [...PUBLIC_PAGES, ...AUTH_PAGES, ...DEBUG_PAGES]) {
    urls.set(`/${path}`, [module]);
  }
  urls.set('/dashboard', [APP_LAYOUT, DASHBOARD_REDIRECT]);
  for (const [path, module] of APP_PAGES) urls.set(`/${path}`, [APP_LAYOUT, module]);
  for (const type of ROLE_DASHBOARDS) {
    const base = `/dashboard/${type.toLowerCase()}`;
    urls.set(base, [APP_LAYOUT, ROLE_ROUTE, DASHBOARD_HOME[type]]);
    for (const [path, module] of DASHBOARD_PAGES[type]) {
      urls.set(`${base}/${path}`, [APP_LAYOUT, ROLE_ROUTE, module]);
    }
  }
  return urls;
}
