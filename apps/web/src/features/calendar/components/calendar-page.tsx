import { CalendarDays } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, Button, EmptyState } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { describeError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { catalogue } from '../catalogue';
import { CalendarSkeleton } from './calendar-skeleton';
import { CalendarWorkspace } from './calendar-workspace';

/** /calendar: the person's calendar in their organisation. */
export function CalendarPage() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('calendar.page.title'));
  const { active, isLoading, error, refetch } = useMyMemberships();

  let body;
  if (isLoading) body = <CalendarSkeleton label={t('calendar.page.loading')} />;
  else if (error)
    body = (
      <Alert variant="error">
        <span>{describeError(error)}</span>{' '}
        <Button variant="link" size="sm" onClick={() => void refetch()}>
          {t('calendar.page.retry')}
        </Button>
      </Alert>
    );
  else if (!active)
    body = (
      <EmptyState
        icon={CalendarDays}
        title={t('calendar.page.noOrgTitle')}
        description={t('calendar.page.noOrgDescription')}
      />
    );
  else
    body = (
      <CalendarWorkspace
        key={active.org_id}
        orgId={active.org_id}
        memberId={active.id}
        role={active.role}
      />
    );

  return (
    <PageContainer className="space-y-6">
      <PageHeader title={t('calendar.page.title')} description={t('calendar.page.description')} />
      {body}
    </PageContainer>
  );
}
