import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { MfaChallenge } from '@/features/auth/components/mfa-challenge';
import {
  NewPasswordForm,
  PASSWORD_UPDATED_MESSAGE,
} from '@/features/auth/components/new-password-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCodeExchange } from '@/features/auth/hooks/use-code-exchange';
import { describeError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { catalogue } from '@/features/auth/catalogue';
import { useCatalogueT } from '@/features/i18n';

/** The page's texts in the reader's language before it renders. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /reset-password: the mailed link signs the person in for the reset; they choose a new password. */
export function Component() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('auth.page.chooseTitle'));
  const [params] = useSearchParams();
  const code = params.get('code');
  const urlError = params.get('error_description') ?? params.get('error');
  const { user, initialized, isMfaRequired } = useAuth();
  const needsExchange = Boolean(code || urlError);
  const exchange = useCodeExchange(code, urlError, needsExchange);
  const [isDone, setIsDone] = useState(false);

  if (!initialized || (needsExchange && exchange.isPending)) return <PageSpinner />;

  let body;
  if (isDone) {
    body = (
      <div className="space-y-5">
        <Alert variant="success" title={PASSWORD_UPDATED_MESSAGE}>
          {t('auth.page.useNew')}
        </Alert>
        <Button asChild>
          <Link to="/dashboard">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {t('auth.page.continue')}
          </Link>
        </Button>
      </div>
    );
  } else if (needsExchange && exchange.isError) {
    body = (
      <div className="space-y-5">
        <Alert variant="error">{describeError(exchange.error)}</Alert>
        <Button asChild>
          <Link to="/forgot-password">{t('auth.page.newLink')}</Link>
        </Button>
      </div>
    );
  } else if (!user) {
    body = (
      <div className="space-y-5">
        <Alert variant="warning">{t('auth.page.openLink')}</Alert>
        <Button asChild>
          <Link to="/forgot-password">{t('auth.page.sendLink')}</Link>
        </Button>
      </div>
    );
  } else if (isMfaRequired) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <MfaChallenge />
      </div>
    );
  } else {
    body = (
      <NewPasswordForm submitLabel={t('auth.page.saveNew')} onUpdated={() => setIsDone(true)} />
    );
  }

  return (
    <AuthLayout
      title={t('auth.page.chooseTitle')}
      description={user?.email ? t('auth.page.for', { email: user.email }) : undefined}
    >
      {body}
    </AuthLayout>
  );
}
