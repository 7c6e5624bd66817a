import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-header';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SignedInHeader } from '@/features/dashboard/components/signed-in-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The frame of the role screens: a dashboard home shows who is signed in; the pages below it
 * get a way back. The demo banner shows while a demo account is signed in.
 */
export function RolePage({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages below a dashboard: where "back" goes. Without it the page is the dashboard home. */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const { profile } = useAuth();
  return (
    <>
      <PageContainer className="space-y-6 sm:space-y-8">
        {back ? (
          <div className="space-y-3">
            <Link
              to={back.to}
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {back.label}
            </Link>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div className="min-w-0 space-y-1">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                  {title}
                </h1>
                {description ? <div className="max-w-3xl text-slate-600">{description}</div> : null}
              </div>
              {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
            </div>
          </div>
        ) : (
          <SignedInHeader
            profile={profile}
            title={title}
            description={description}
            actions={
              <>
                {actions}
                <SignOutButton />
              </>
            }
          />
        )}
        {children}
      </PageContainer>
    </>
  );
}
