import type { UserType } from '@ias/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { PublicLayout } from './layouts/public-layout';
import { RootFallback, RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';

/** SPEC.md §2 public routes whose content lives in app/routes/public/<module>.tsx. */
const PUBLIC_PAGES: [path: string, load: () => Promise<unknown>][] = [
  ['features', () => import('./routes/public/features')],
  ['pricing', () => import('./routes/public/pricing')],
  ['about', () => import('./routes/public/about')],
  ['careers', () => import('./routes/public/careers')],
  ['docs', () => import('./routes/public/docs')],
  ['faq', () => import('./routes/public/faq')],
  ['contact', () => import('./routes/public/contact')],
  ['support', () => import('./routes/public/support')],
  ['status', () => import('./routes/public/status')],
  ['database-demo', () => import('./routes/public/database-demo')],
  ['privacy', () => import('./routes/public/privacy')],
  ['privacy-policy', () => import('./routes/public/privacy')],
  ['terms', () => import('./routes/public/terms')],
  ['terms-of-service', () => import('./routes/public/terms')],
  ['cookies', () => import('./routes/public/cookies')],
  ['demo', () => import('./routes/public/demo')],
  // A guardian's consent to a child's face data, from the mailed link (no account needed).
  ['guardian-consent', () => import('@/features/consent/routes/guardian-consent')],
];

const AUTH_PAGES: [path: string, load: () => Promise<unknown>][] = [
  ['login', () => import('./routes/auth/login')],
  ['register', () => import('./routes/auth/register')],
  ['register/details', () => import('./routes/auth/register-details')],
  ['register/finish', () => import('./routes/auth/register-finish')],
  ['auth/callback', () => import('./routes/auth/callback')],
  ['forgot-password', () => import('./routes/auth/forgot-password')],
  ['reset-password', () => import('./routes/auth/reset-password')],
];

/** Signed-in pages open to any type (SPEC.md §6); /tasks and /kanban show the same screen. */
const APP_PAGES: [path: string, load: () => Promise<unknown>][] = [
  ['contacts', () => import('./routes/app/contacts')],
  ['calendar', () => import('./routes/app/calendar')],
  ['tasks', () => import('./routes/app/tasks')],
  ['kanban', () => import('./routes/app/tasks')],
  ['files', () => import('./routes/app/files')],
  ['messages', () => import('./routes/app/messages')],
  ['tutorials', () => import('./routes/app/tutorials')],
  ['profile', () => import('./routes/app/profile')],
  ['auth-test', () => import('./routes/app/auth-test')],
];

const ROLE_DASHBOARDS: UserType[] = [
  'Student',
  'Teacher',
  'Admin',
  'Institute',
  'Company',
  'Employee',
  'Incharge',
];

type Page = [path: string, load: () => Promise<unknown>];

const page = ([path, load]: Page): RouteObject => ({
  path,
  lazy: lazyRoute(load) as RouteObject['lazy'],
});

/** Each role dashboard's home screen. */
const DASHBOARD_HOME: Record<UserType, () => Promise<unknown>> = {
  Student: () => import('./routes/app/dashboards/student'),
  Teacher: () => import('./routes/app/dashboards/teacher'),
  Admin: () => import('./routes/app/dashboards/admin'),
  Institute: () => import('./routes/app/dashboards/institute'),
  Company: () => import('./routes/app/dashboards/company'),
  Employee: () => import('./routes/app/dashboards/employee'),
  Incharge: () => import('./routes/app/dashboards/incharge'),
};

/** Owners (institutes and companies) run their organisation from the same screens. */
const OWNER_PAGES: Page[] = [
  ['setup', () => import('./routes/app/owner/setup')],
  ['people', () => import('./routes/app/owner/people')],
  ['structure', () => import('./routes/app/owner/structure')],
  ['timetable', () => import('./routes/app/owner/timetable')],
  ['shifts', () => import('./routes/app/owner/shifts')],
  ['devices', () => import('./routes/app/owner/devices')],
  ['live', () => import('./routes/app/owner/live')],
  ['records', () => import('./routes/app/owner/records')],
  ['requests', () => import('./routes/app/owner/requests')],
  ['reports', () => import('./routes/app/owner/reports')],
  ['notifications', () => import('./routes/app/owner/notifications')],
  ['integrations', () => import('./routes/app/owner/integrations')],
  ['overtime', () => import('./routes/app/owner/overtime')],
  ['location-checks', () => import('./routes/app/owner/location-checks')],
];

/** Screens below each role dashboard (/dashboard/<type>/<page>), behind the same role guard. */
const DASHBOARD_PAGES: Record<UserType, Page[]> = {
  Student: [['requests', () => import('./routes/app/student/requests')]],
  Teacher: [
    ['roll-call', () => import('./routes/app/teacher/roll-call')],
    ['students', () => import('./routes/app/teacher/students')],
    ['requests', () => import('./routes/app/teacher/requests')],
    ['kiosk', () => import('./routes/app/teacher/kiosk')],
    ['reports', () => import('./routes/app/teacher/reports')],
  ],
  Admin: [
    ['users', () => import('./routes/app/admin/users')],
    ['organizations', () => import('./routes/app/admin/organizations')],
    ['audit', () => import('./routes/app/admin/audit')],
  ],
  Institute: OWNER_PAGES,
  Company: OWNER_PAGES,
  Employee: [
    ['timesheet', () => import('./routes/app/employee/timesheet')],
    ['requests', () => import('./routes/app/employee/requests')],
    ['overtime', () => import('./routes/app/member-overtime')],
  ],
  Incharge: [
    ['live', () => import('./routes/app/incharge/live')],
    ['roll-call', () => import('./routes/app/incharge/roll-call')],
    ['requests', () => import('./routes/app/incharge/requests')],
    ['kiosk', () => import('./routes/app/incharge/kiosk')],
    ['reports', () => import('./routes/app/incharge/reports')],
    ['overtime', () => import('./routes/app/member-overtime')],
    ['location-checks', () => import('./routes/app/member-location-checks')],
  ],
};

export const routes: RouteObject[] = [
  // A kiosk is a device, not a person: full screen, no header, footer or shell, its own token.
  {
    path: '/kiosk',
    errorElement: <RouteError />,
    lazy: lazyRoute(() => import('./routes/kiosk')) as RouteObject['lazy'],
  },
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: RootFallback,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Errors below render inside the layout, so the header and footer stay usable.
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: lazyRoute(() => import('./routes/public/home')) as RouteObject['lazy'],
              },
              ...PUBLIC_PAGES.map(page),
              ...AUTH_PAGES.map(page),
              page(['debug', () => import('./routes/debug/debug')]),
              page(['auth-status', () => import('./routes/debug/auth-status')]),
              page(['*', () => import('./routes/public/not-found')]),
            ],
          },
        ],
      },
      {
        // The signed-in app: its shell downloads with its pages, not with the public site.
        lazy: lazyRoute(() => import('./layouts/app-layout')) as RouteObject['lazy'],
        children: [
          {
            element: <ProtectedRoute />,
            children: [
              {
                // Errors below render inside the shell, so its navigation stays usable.
                errorElement: <RouteError />,
                children: [
                  page(['dashboard', () => import('./routes/app/dashboard')]),
                  ...ROLE_DASHBOARDS.map((type) => ({
                    path: `dashboard/${type.toLowerCase()}`,
                    lazy: lazyRoute(() =>
                      import('@/features/auth/components/role-route').then(({ RoleRoute }) => ({
                        Component: () => <RoleRoute allow={[type]} />,
                      })),
                    ),
                    children: [
                      {
                        index: true,
                        lazy: lazyRoute(DASHBOARD_HOME[type]) as RouteObject['lazy'],
                      },
                      ...DASHBOARD_PAGES[type].map(page),
                    ],
                  })),
                  ...APP_PAGES.map(page),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
