import { dashboardPath, isUserType } from '@ias/shared';
import { LayoutDashboard } from 'lucide-react';
import { Navigate } from 'react-router';
import { PageContainer } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authStore } from '@/features/auth/stores/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChooseAccountType } from './choose-account-type';

/**
 * /dashboard (SPEC.md §2): 'Preparing Your Dashboard' while the profile loads, then the type's own
 * dashboard; a type without a dashboard stays on 'Dashboard Access', which shows the type.
 */
export function DashboardRedirect() {
  useDocumentTitle('Dashboard');
  const { profile, profileError } = useAuth();
  if (!profile) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Preparing Your Dashboard</h1>
        <Spinner label="Loading your profile..." />
        {profileError ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{profileError}</p>
            <Button variant="outline" onClick={() => void authStore.reloadProfile()}>
              Try again
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  if (isUserType(profile.user_type))
    return <Navigate to={dashboardPath(profile.user_type)} replace />;
  return (
    <PageContainer className="max-w-3xl">
      <Card>
        <CardHeader>
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <LayoutDashboard aria-hidden="true" className="h-6 w-6" />
          </span>
          <h1 className="pt-2 text-2xl font-bold text-slate-900">Dashboard Access</h1>
          <p className="text-slate-600">
            Your user type:{' '}
            <strong data-testid="dashboard-access-type">{profile.user_type ?? 'not set'}</strong>
          </p>
          <p className="text-sm text-slate-600">
            Each dashboard belongs to one type of account. Choose yours to open the right one.
          </p>
        </CardHeader>
        <CardContent>
          <ChooseAccountType />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
