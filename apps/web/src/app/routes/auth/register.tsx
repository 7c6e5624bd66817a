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

/** /register: step 1, how the person will sign in. */
export function Component() {
  useDocumentTitle('Create your account');
  // An invitation (?invite=) or join code (?join=) must survive sign-up and the confirmation mail.
  useState(rememberInviteFromUrl);
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const config = useAppConfig();
  if (user && !loading) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      title="Create your account"
      description="Three short steps: your sign-in, your details, and a final check."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
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
            Sign up with Google
          </Button>
          <OrDivider />
        </>
      ) : null}
      <RegisterAccountForm onDone={() => void navigate('/register/details')} />
    </AuthLayout>
  );
}
