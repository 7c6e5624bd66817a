import { BookOpen, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WORKSPACE_COPY, type WorkspaceKey } from '../utils/workspace-copy';
import { SignedInHeader } from './signed-in-header';

/** A workspace screen that is not built yet: who is signed in and an honest empty state. */
export function WorkspacePage({ page }: { page: WorkspaceKey }) {
  const copy = WORKSPACE_COPY[page];
  useDocumentTitle(copy.title);
  const { profile } = useAuth();
  return (
    <PageContainer className="space-y-8">
      <SignedInHeader profile={profile} title={copy.title} description={copy.description} />
      <EmptyState
        icon={copy.Icon}
        title={copy.emptyTitle}
        description={copy.emptyText}
        action={
          <>
            <Button asChild>
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Go to your dashboard
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/docs">
                <BookOpen aria-hidden="true" className="h-4 w-4" /> Read the guide
              </Link>
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
