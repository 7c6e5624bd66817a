import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardRedirect } from '@/features/dashboard/components/dashboard-redirect';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import type { AuthState } from '../stores/create-auth-store';
import { ProtectedRoute } from './protected-route';
import { RoleRoute } from './role-route';

const state: { current: AuthState } = { current: {} as AuthState };
vi.mock('../hooks/use-auth', () => ({ useAuth: () => state.current }));

const base: AuthState = {
  user: null,
  profile: null,
  loading: false,
  error: null,
  initialized: true,
  isMfaRequired: false,
  profileError: null,
  hasSignedOut: false,
  unavailable: false,
};
const user = { id: 'u1', email: 'a@example.com' } as AuthState['user'];
const profile = (user_type: string | null) =>
  ({ id: 'u1', full_name: 'Asha', email: 'a@example.com', user_type }) as AuthState['profile'];

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from ?? 'nowhere'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/', element: <p>home page</p> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/calendar', element: <p>calendar page</p> },
          { path: '/dashboard', element: <DashboardRedirect /> },
          {
            path: '/dashboard/teacher',
            element: <RoleRoute allow={['Teacher']} />,
            children: [{ index: true, element: <p>teacher dashboard</p> }],
          },
          {
            path: '/dashboard/student',
            element: <RoleRoute allow={['Student']} />,
            children: [{ index: true, element: <p>student dashboard</p> }],
          },
        ],
      },
      { path: '/open', element: <Outlet /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

beforeAll(() => activateLocale('en'));

beforeEach(() => {
  state.current = base;
});

describe('ProtectedRoute', () => {
  it("shows 'Authenticating...' until initialized", () => {
    state.current = { ...base, initialized: false, loading: true };
    renderAt('/calendar');
    expect(screen.getByText('Authenticating...')).toBeTruthy();
  });

  it("shows 'Authentication Error' with 'Go to Login' when there is an error and no user", () => {
    state.current = {
      ...base,
      error: 'Authentication initialization timed out. Please refresh the page.',
    };
    renderAt('/calendar');
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the service out of reach (e.g. a 503) with a retry, not an authentication error', () => {
    state.current = {
      ...base,
      error: 'The service is not reachable right now. Please try again in a moment.',
      unavailable: true,
    };
    renderAt('/calendar');
    expect(screen.getByTestId('service-unavailable')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Authentication Error' })).toBeNull();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('redirects to /login carrying the origin when nobody is signed in', async () => {
    renderAt('/calendar');
    expect(await screen.findByText('login page, from /calendar')).toBeTruthy();
  });

  it('goes home after a deliberate sign-out', async () => {
    state.current = { ...base, hasSignedOut: true };
    const router = renderAt('/calendar');
    expect(await screen.findByText('home page')).toBeTruthy();
    router.unmount();
  });

  it('renders the page for a signed-in user', () => {
    state.current = { ...base, user, profile: profile('Teacher') };
    renderAt('/calendar');
    expect(screen.getByText('calendar page')).toBeTruthy();
  });

  it('asks for the second factor before rendering the page', async () => {
    state.current = { ...base, user, isMfaRequired: true };
    renderAt('/calendar');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.queryByText('calendar page')).toBeNull();
  });
});

describe('RoleRoute', () => {
  it("shows 'Loading user profile...' while the profile is missing", () => {
    state.current = { ...base, user };
    renderAt('/dashboard/teacher');
    expect(screen.getByText('Loading user profile...')).toBeTruthy();
  });

  it('waits while loading', () => {
    state.current = { ...base, user, loading: true };
    renderAt('/dashboard/teacher');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('sends a Student who opens the teacher dashboard to their own', async () => {
    state.current = { ...base, user, profile: profile('Student') };
    renderAt('/dashboard/teacher');
    expect(await screen.findByText('student dashboard')).toBeTruthy();
  });

  it('lets the matching type in', () => {
    state.current = { ...base, user, profile: profile('Teacher') };
    renderAt('/dashboard/teacher');
    expect(screen.getByText('teacher dashboard')).toBeTruthy();
  });
});

describe('/dashboard', () => {
  it("shows 'Preparing Your Dashboard' while the profile loads", () => {
    state.current = { ...base, user, loading: true };
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Preparing Your Dashboard' })).toBeTruthy();
  });

  it('redirects by type', async () => {
    state.current = { ...base, user, profile: profile('Student') };
    renderAt('/dashboard');
    expect(await screen.findByText('student dashboard')).toBeTruthy();
  });

  it("stays on 'Dashboard Access' showing the type when it has no dashboard", () => {
    state.current = { ...base, user, profile: profile(null) };
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard Access' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-access-type').textContent).toBe('not set');
  });
});
