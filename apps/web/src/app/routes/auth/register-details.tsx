import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterDetailsForm } from '@/features/auth/components/register-details-form';
import { RegisterSteps } from '@/features/auth/components/register-steps';
import { registrationDraft } from '@/features/auth/stores/registration-draft';
import { useDocumentTitle } from '@/lib/use-document-title';
import { catalogue } from '@/features/auth/catalogue';
import { useCatalogueT } from '@/features/i18n';

/** The page's texts in the reader's language before it renders. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /register/details: step 2, the account type and the sign-up metadata. */
export function Component() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('auth.page.detailsDocTitle'));
  const navigate = useNavigate();
  const draft = registrationDraft.get();
  const hasCredentials =
    draft?.method === 'google' || Boolean(draft?.email && registrationDraft.getPassword());
  if (!hasCredentials) return <Navigate to="/register" replace />;

  return (
    <AuthLayout title={t('auth.page.detailsTitle')} description={t('auth.page.detailsDescription')}>
      <RegisterSteps current={2} />
      <RegisterDetailsForm
        onBack={() => void navigate('/register')}
        onDone={() => void navigate('/register/finish')}
      />
    </AuthLayout>
  );
}
