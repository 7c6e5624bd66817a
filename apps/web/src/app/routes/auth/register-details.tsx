import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterDetailsForm } from '@/features/auth/components/register-details-form';
import { RegisterSteps } from '@/features/auth/components/register-steps';
import { registrationDraft } from '@/features/auth/stores/registration-draft';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /register/details: step 2, the account type and the sign-up metadata. */
export function Component() {
  useDocumentTitle('Your details');
  const navigate = useNavigate();
  const draft = registrationDraft.get();
  const hasCredentials =
    draft?.method === 'google' || Boolean(draft?.email && registrationDraft.getPassword());
  if (!hasCredentials) return <Navigate to="/register" replace />;

  return (
    <AuthLayout title="Tell us about you" description="This decides which dashboard you get.">
      <RegisterSteps current={2} />
      <RegisterDetailsForm
        onBack={() => void navigate('/register')}
        onDone={() => void navigate('/register/finish')}
      />
    </AuthLayout>
  );
}
