import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useT } from '@/features/i18n';
import { ServiceUnavailable } from './service-unavailable';
import { useAuth } from '../hooks/use-auth';
import { authStore } from '../stores/auth';
import { AuthErrorScreen } from './auth-error-screen';

// The code prompt (forms, schemas) downloads only for people who need it.
const MfaChallenge = lazy(() =>
  import('./mfa-challenge').then((m) => ({ default: m.MfaChallenge })),
);

/**
 * SPEC.md §4 protected route: waits for initialization ('Authenticating...'); an error with no user
 * shows 'Authentication Error' (the service out of reach shows a retry instead); no user goes to /login carrying the origin. A session that still
 * needs its second factor is asked for the code before any page (and its data) loads.
 */
export function ProtectedRoute() {
  const { user, error, initialized, isMfaRequired, hasSignedOut, unavailable } = useAuth();
  const location = useLocation();
  const t = useT();
  if (!initialized) return <PageSpinner label={t('auth.guard.authenticating')} />;
  // The service out of reach (e.g. a 503) is not a sign-in failure: say so and offer a retry.
  if (error && !user && unavailable)
    return <ServiceUnavailable onRetry={() => void authStore.retryInitialize()} />;
  if (error && !user) return <AuthErrorScreen message={error} />;
  if (!user && hasSignedOut) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (isMfaRequired) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <Suspense fallback={<PageSpinner />}>
          <MfaChallenge />
        </Suspense>
      </div>
    );
  }
  return <Outlet />;
}
