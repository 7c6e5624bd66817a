import { ArrowLeft, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-header';
import { Alert, Button, EmptyState } from '@/components/ui';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { describeError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Organization } from '../api/organization';
import { useOwnerOrganization } from '../hooks/use-owner-organization';
import { useOrgsT } from '../hooks/use-orgs-t';

export type OwnerPageContext = { organization: Organization; basePath: string };

/**
 * The frame of every owner page below the dashboard: the organisation’s name (a way back to its overview) and the
 * loading / error / "create your organisation first" states, so pages only render their content.
 */
export function OwnerPage({
  title,
  description,
  actions,
  children,
}: {
  /** A text, or one that depends on the organisation (e.g. "Classes" or "Departments"). */
  title: string | ((organization: Organization) => string);
  description?: ReactNode;
  actions?: (context: OwnerPageContext) => ReactNode;
  children: (context: OwnerPageContext) => ReactNode;
}) {
  const { profile } = useAuth();
  const t = useOrgsT();
  const { organization, basePath, isLoading, error, refetch } = useOwnerOrganization();
  const heading =
    typeof title === 'string'
      ? title
      : organization
        ? title(organization)
        : t('orgs.page.organisation');
  useDocumentTitle(heading);
  const home = `/dashboard/${(profile?.user_type ?? 'institute').toLowerCase()}`;

  if (isLoading) {
    return (
      <PageContainer>
        <PageSkeleton />
      </PageContainer>
    );
  }
  if (error || !organization) {
    return (
      <PageContainer>
        {error ? (
          <Alert variant="error" title={t('orgs.loadFailed')}>
            <p>{describeError(error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={refetch}>
              {t('orgs.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <EmptyState
            icon={Building2}
            title={t('orgs.page.createFirst')}
            description={t('orgs.page.createFirstBody')}
            action={
              <Button asChild>
                <Link to={home}>{t('orgs.page.goDashboard')}</Link>
              </Button>
            }
          />
        )}
      </PageContainer>
    );
  }
  const context = { organization, basePath };
  return (
    <PageContainer className="space-y-6">
      <div className="space-y-4">
        <Link
          to={basePath}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {organization.name}
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {heading}
            </h1>
            {description ? <div className="max-w-3xl text-slate-600">{description}</div> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions(context)}</div> : null}
        </div>
      </div>
      {children(context)}
    </PageContainer>
  );
}
