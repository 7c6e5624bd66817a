import { FolderOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, Button, EmptyState } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { useDocumentTitle } from '@/lib/use-document-title';
import { catalogue } from '../catalogue';
import { useRefreshFiles, useSpaces } from '../hooks/use-files-data';
import { FilesSkeleton } from './files-skeleton';
import { MembersWriteToggle, QuotaForm } from './space-settings';
import { SpaceBrowser } from './space-browser';
import { SpaceNav } from './space-nav';
import { UsageBar } from './usage-bar';

/** /files: the person's spaces beside the open one; the space is kept in the address (?space=). */
export function FilesPage() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('files.page.title'));
  const {
    active,
    isLoading: isLoadingOrg,
    error: orgError,
    refetch: refetchOrg,
  } = useMyMemberships();
  const orgId = active?.org_id ?? null;
  const spaces = useSpaces(orgId);
  const refresh = useRefreshFiles();
  const [params, setParams] = useSearchParams();
  const list = spaces.data?.spaces ?? [];
  const selected = list.find((space) => space.id === params.get('space')) ?? list[0] ?? null;

  let body;
  if (isLoadingOrg || (orgId && spaces.isPending)) body = <FilesSkeleton />;
  else if (orgError) {
    body = (
      <Alert variant="error" title={t('files.page.loadError')}>
        <p>{orgError.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void refetchOrg()}>
          {t('files.page.retry')}
        </Button>
      </Alert>
    );
  } else if (!orgId) {
    body = (
      <EmptyState
        icon={FolderOpen}
        title={t('files.page.noOrg')}
        description={t('files.page.noOrgText')}
      />
    );
  } else if (spaces.isError) {
    body = (
      <Alert variant="error" title={t('files.page.loadError')}>
        <p>{spaces.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void spaces.refetch()}>
          {t('files.page.retry')}
        </Button>
      </Alert>
    );
  } else if (selected && spaces.data) {
    const usage = spaces.data.usage;
    body = (
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="space-y-6">
          <SpaceNav
            spaces={list}
            selectedId={selected.id}
            onSelect={(id) => setParams({ space: id })}
          />
          <UsageBar usage={usage} />
          {selected.can_manage && selected.kind !== 'personal' ? (
            <MembersWriteToggle space={selected} onChanged={() => void refresh()} />
          ) : null}
          {usage.is_admin ? (
            <QuotaForm orgId={orgId} usage={usage} onSaved={() => void refresh()} />
          ) : null}
        </aside>
        <SpaceBrowser key={selected.id} space={selected} spaces={list} usage={usage} />
      </div>
    );
  }

  return (
    <PageContainer className="space-y-6">
      <PageHeader title={t('files.page.title')} description={t('files.page.description')} />
      {body}
    </PageContainer>
  );
}
