import { Link, Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { catalogue } from '@/features/auth/catalogue';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GoogleButton, OrDivider } from '@/features/auth/components/google-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { MfaChallenge } from '@/features/auth/components/mfa-challenge';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { rememberReturnTo, returnPathFrom } from '@/features/auth/utils/return-to';
import { useAppConfig } from '@/features/system/hooks/use-app-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCatalogueT } from '@/features/i18n';

/** The sign-in page's own messages (the one-time code option) in the page's language. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /login: e-mail and password or Google; returns to the page a guard sent the person from. */
export function Component() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('auth.page.signIn'));
  const location = useLocation();
  const { user, loading, initialized, isMfaRequired } = useAuth();
  const config = useAppConfig();
  const returnTo = returnPathFrom(location.state);

  if (!initialized) return <PageSpinner label={t('auth.page.authenticating')} />;
  if (user && !loading) {
    if (isMfaRequired) {
      return (
        <div className="mx-auto max-w-md px-4 py-12">
          <MfaChallenge />
        </div>
      );
    }
    return <Navigate to={returnTo} replace />;
  }

  return (
    <AuthLayout
      title={t('auth.page.signIn')}
      description={t('auth.page.signInDescription')}
      footer={
        <>
          {t('auth.page.newHere')}{' '}
          <Link to="/register" className="font-medium text-brand-700 hover:underline">
            {t('auth.page.createAccount')}
          </Link>
        </>
      }
    >
      {config.data?.googleEnabled ? (
        <>
          <GoogleButton onBeforeRedirect={() => rememberReturnTo(returnTo)} />
          <OrDivider />
        </>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}
