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
import { useDashboardT } from '../hooks/use-dashboard-t';
import { Trans } from '@lingui/react';

/**
 * /dashboard (SPEC.md §2): 'Preparing Your Dashboard' while the profile loads, then the type's own
 * dashboard; a type without a dashboard stays on 'Dashboard Access', which shows the type.
 */
export function DashboardRedirect() {
  const t = useDashboardT();
  useDocumentTitle(t('dashboard.redirect.title'));
  const { profile, profileError } = useAuth();
  if (!profile) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.redirect.preparing')}</h1>
        <Spinner label={t('dashboard.redirect.loading')} />
        {profileError ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{profileError}</p>
            <Button variant="outline" onClick={() => void authStore.reloadProfile()}>
              {t('dashboard.redirect.retry')}
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
          <h1 className="pt-2 text-2xl font-bold text-slate-900">
            {t('dashboard.redirect.access')}
          </h1>
          <p className="text-slate-600">
            <Trans
              id="dashboard.redirect.type"
              values={{ type: profile.user_type ?? t('dashboard.redirect.notSet') }}
              components={{ 0: <strong data-testid="dashboard-access-type" /> }}
            />
          </p>
          <p className="text-sm text-slate-600">{t('dashboard.redirect.explain')}</p>
        </CardHeader>
        <CardContent>
          <ChooseAccountType />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
