import type { UserType } from '@ias/shared';
import { BookOpen, ClipboardCheck, Clock3, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ROLE_COPY } from '../utils/role-copy';
import { SignedInHeader } from './signed-in-header';

/** A role's dashboard: who is signed in, what the dashboard is for, and an honest empty state. */
export function RoleDashboard({ userType }: { userType: UserType }) {
  const copy = ROLE_COPY[userType];
  useDocumentTitle(copy.title);
  const { profile } = useAuth();
  return (
    <PageContainer className="space-y-8">
      <SignedInHeader
        profile={profile}
        title={copy.title}
        description={copy.summary}
        actions={<SignOutButton />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <EmptyState
            icon={ClipboardCheck}
            title={copy.emptyTitle}
            description={copy.emptyText}
            action={
              <>
                <Button asChild>
                  <Link to="/profile">
                    <UserRound aria-hidden="true" className="h-4 w-4" /> Complete your profile
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/docs">
                    <BookOpen aria-hidden="true" className="h-4 w-4" /> Read the guide
                  </Link>
                </Button>
              </>
            }
            className="h-full"
          />
        </div>
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle as="h2">What this dashboard is for</CardTitle>
              <Badge variant="warning">
                <Clock3 aria-hidden="true" className="h-3 w-3" /> In progress
              </Badge>
            </div>
            <CardDescription>
              These tools are being built now. Nothing here is simulated: each appears when it
              works.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3 text-sm text-slate-700">
              {copy.capabilities.map((item) => (
                <li key={item} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
