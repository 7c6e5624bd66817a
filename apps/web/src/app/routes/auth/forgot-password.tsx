import { Link } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { catalogue } from '@/features/auth/catalogue';
import { useCatalogueT } from '@/features/i18n';

/** The page's texts in the reader's language before it renders. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /forgot-password: request a reset link by e-mail. */
export function Component() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('auth.page.resetTitle'));
  return (
    <AuthLayout
      title={t('auth.page.resetTitle')}
      description={t('auth.page.resetDescription')}
      footer={
        <>
          {t('auth.page.remembered')}{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('auth.page.backToSignIn')}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
