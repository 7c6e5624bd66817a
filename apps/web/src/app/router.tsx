import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import type * as RoleRouteModule from '@/features/auth/components/role-route';
import { PublicLayout } from './layouts/public-layout';
import { RootFallback, RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import { loadPage } from './page-modules';
import { RouteError } from './route-error';
import {
  APP_LAYOUT,
  APP_PAGES,
  AUTH_PAGES,
  DASHBOARD_HOME,
  DASHBOARD_PAGES,
  DASHBOARD_REDIRECT,
  DEBUG_PAGES,
  HOME_PAGE,
  KIOSK_PAGE,
  NOT_FOUND_PAGE,
  type Page,
  PUBLIC_PAGES,
  ROLE_DASHBOARDS,
  ROLE_ROUTE,
} from './route-table';

/** A page module as React Router's `lazy` (spinner while it loads, a retry if it fails). */
const lazyPage = (module: string) => lazyRoute(loadPage(module)) as RouteObject['lazy'];

const page = ([path, module]: Page): RouteObject => ({ path, lazy: lazyPage(module) });

export const routes: RouteObject[] = [
  // A kiosk is a device, not a person: full screen, no header, footer or shell, its own token.
  {
    path: '/kiosk',
    errorElement: <RouteError />,
    lazy: lazyPage(KIOSK_PAGE),
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
              { index: true, lazy: lazyPage(HOME_PAGE) },
              ...PUBLIC_PAGES.map(page),
              ...AUTH_PAGES.map(page),
              ...DEBUG_PAGES.map(page),
              page(['*', NOT_FOUND_PAGE]),
            ],
          },
        ],
      },
      {
        // The signed-in app: its shell downloads with its pages, not with the public site.
        lazy: lazyPage(APP_LAYOUT),
        children: [
          {
            element: <ProtectedRoute />,
            children: [
              {
                // Errors below render inside the shell, so its navigation stays usable.
                errorElement: <RouteError />,
                children: [
                  page(['dashboard', DASHBOARD_REDIRECT]),
                  ...ROLE_DASHBOARDS.map((type) => ({
                    path: `dashboard/${type.toLowerCase()}`,
                    lazy: lazyRoute(() =>
                      (loadPage(ROLE_ROUTE)() as Promise<typeof RoleRouteModule>).then(
                        ({ RoleRoute }) => ({ Component: () => <RoleRoute allow={[type]} /> }),
                      ),
                    ),
                    children: [
                      { index: true, lazy: lazyPage(DASHBOARD_HOME[type]) },
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
