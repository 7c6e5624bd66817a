import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GoogleMark, OrDivider } from '@/features/auth/components/google-button';
import { RegisterAccountForm } from '@/features/auth/components/register-account-form';
import { RegisterSteps } from '@/features/auth/components/register-steps';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { registrationDraft } from '@/features/auth/stores/registration-draft';
import { rememberInviteFromUrl } from '@/features/orgs/utils/remembered-join';
import { useAppConfig } from '@/features/system/hooks/use-app-config';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useState } from 'react';
import { catalogue } from '@/features/auth/catalogue';
import { useCatalogueT } from '@/features/i18n';

/** The page's texts in the reader's language before it renders. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /register: step 1, how the person will sign in. */
export function Component() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('auth.page.registerTitle'));
  // An invitation (?invite=) or join code (?join=) must survive sign-up and the confirmation mail.
  useState(rememberInviteFromUrl);
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const config = useAppConfig();
  if (user && !loading) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      title={t('auth.page.registerTitle')}
      description={t('auth.page.registerDescription')}
      footer={
        <>
          {t('auth.page.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('auth.page.signIn')}
          </Link>
        </>
      }
    >
      <RegisterSteps current={1} />
      {config.data?.googleEnabled ? (
        <>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              registrationDraft.startWithGoogle();
              void navigate('/register/details');
            }}
          >
            <GoogleMark />
            {t('auth.page.signUpGoogle')}
          </Button>
          <OrDivider />
        </>
      ) : null}
      <RegisterAccountForm onDone={() => void navigate('/register/details')} />
    </AuthLayout>
  );
}
