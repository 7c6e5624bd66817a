import { dashboardPath, type UserType } from '@ias/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useT } from '@/features/i18n';
import { useAuth } from '../hooks/use-auth';
import { authStore } from '../stores/auth';

/**
 * SPEC.md §4 role route: waits for loading; no user → /login; no profile → 'Loading user
 * profile...'; a type the route does not allow → that user's own dashboard.
 */
export function RoleRoute({ allow }: { allow: readonly UserType[] }) {
  const { user, profile, loading, profileError } = useAuth();
  const location = useLocation();
  const t = useT();
  if (loading && !profile) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!profile) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 p-8 text-center">
        <Spinner label={t('auth.guard.loadingProfile')} size="lg" />
        {profileError ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{profileError}</p>
            <Button variant="outline" onClick={() => void authStore.reloadProfile()}>
              {t('auth.guard.tryAgain')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  const type = profile.user_type;
  if (!type || !allow.includes(type)) {
    return <Navigate to={type ? dashboardPath(type) : '/dashboard'} replace />;
  }
  return <Outlet />;
}
