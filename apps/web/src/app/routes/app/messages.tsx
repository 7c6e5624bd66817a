import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, Button, EmptyState } from '@/components/ui';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { catalogue } from '@/features/messages/catalogue';
import { MessagesScreen, MessagesSkeleton } from '@/features/messages/components/messages-screen';
import { useErrorText, useMessagesT } from '@/features/messages/hooks/use-messages-t';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The catalogue of the language in use is there before the page renders (no English flash). */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /messages: direct messages, group channels and announcements of the person's organisation. */
export function Component() {
  const t = useMessagesT();
  const errorText = useErrorText();
  useDocumentTitle(t('messages.title'));
  const { active, isLoading, error, refetch } = useMyMemberships();

  let body;
  if (isLoading) body = <MessagesSkeleton label={t('messages.loading')} />;
  else if (error)
    body = (
      <Alert variant="error" title={t('messages.error.listTitle')}>
        <p>{errorText(error)}</p>
        <Button className="mt-3" size="sm" variant="outline" onClick={() => void refetch()}>
          {t('messages.retry')}
        </Button>
      </Alert>
    );
  else if (!active)
    body = (
      <EmptyState
        icon={MessagesSquare}
        title={t('messages.noOrg.title')}
        description={t('messages.noOrg.text')}
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('messages.noOrg.action')}</Link>
          </Button>
        }
      />
    );
  else body = <MessagesScreen key={active.id} membership={active} />;

  return (
    <PageContainer className="space-y-4">
      <PageHeader
        title={t('messages.title')}
        description={<span className="hidden sm:inline">{t('messages.description')}</span>}
      />
      {body}
    </PageContainer>
  );
}
