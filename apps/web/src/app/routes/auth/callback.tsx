import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { MfaChallenge } from '@/features/auth/components/mfa-challenge';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCodeExchange } from '@/features/auth/hooks/use-code-exchange';
import { takeReturnTo } from '@/features/auth/utils/return-to';
import { describeError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useState } from 'react';
import { catalogue } from '@/features/auth/catalogue';
import { useCatalogueT } from '@/features/i18n';

/** The page's texts in the reader's language before it renders. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /auth/callback: the PKCE exchange after a confirmation link or Google, then /dashboard. */
export function Component() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('auth.page.signingInTitle'));
  const [params] = useSearchParams();
  const urlError = params.get('error_description') ?? params.get('error');
  const exchange = useCodeExchange(params.get('code'), urlError);
  const { isMfaRequired } = useAuth();
  const [returnTo] = useState(takeReturnTo);

  if (exchange.isPending) return <PageSpinner label={t('auth.page.signingIn')} />;
  if (exchange.isError) {
    return (
      <div className="mx-auto max-w-md space-y-6 px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.page.callbackFailed')}</h1>
        <Alert variant="error">{describeError(exchange.error)}</Alert>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/login">{t('auth.page.goToSignIn')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register">{t('auth.page.createAccount')}</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (isMfaRequired) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <MfaChallenge />
      </div>
    );
  }
  return <Navigate to={returnTo} replace />;
}
