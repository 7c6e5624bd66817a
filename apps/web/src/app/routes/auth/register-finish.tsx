import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterFinish } from '@/features/auth/components/register-finish';
import { RegisterSteps } from '@/features/auth/components/register-steps';
import { registrationDraft } from '@/features/auth/stores/registration-draft';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useState } from 'react';
import { catalogue } from '@/features/auth/catalogue';
import { useCatalogueT } from '@/features/i18n';

/** The page's texts in the reader's language before it renders. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /register/finish: step 3, review and create the account. */
export function Component() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('auth.page.finishDocTitle'));
  const navigate = useNavigate();
  // Read once: the draft is cleared when the account is created.
  const [draft] = useState(() => registrationDraft.get());
  const [isReady] = useState(() => registrationDraft.isComplete(draft));
  if (!isReady || !draft?.details) {
    return <Navigate to={draft?.method ? '/register/details' : '/register'} replace />;
  }
  return (
    <AuthLayout title={t('auth.page.finishTitle')} description={t('auth.page.finishDescription')}>
      <RegisterSteps current={3} />
      <RegisterFinish
        draft={{ ...draft, details: draft.details }}
        onBack={() => void navigate('/register/details')}
        onSignedIn={() => void navigate('/dashboard', { replace: true })}
      />
    </AuthLayout>
  );
}
