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

/** /reset-password: the mailed link signs the person in for the reset; they choose a new password. */
export function Component() {
  useDocumentTitle('Choose a new password');
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
          Use your new password the next time you sign in.
        </Alert>
        <Button asChild>
          <Link to="/dashboard">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Continue to your dashboard
          </Link>
        </Button>
      </div>
    );
  } else if (needsExchange && exchange.isError) {
    body = (
      <div className="space-y-5">
        <Alert variant="error">{describeError(exchange.error)}</Alert>
        <Button asChild>
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </div>
    );
  } else if (!user) {
    body = (
      <div className="space-y-5">
        <Alert variant="warning">
          Open the link from your password reset e-mail to choose a new password here.
        </Alert>
        <Button asChild>
          <Link to="/forgot-password">Send me a reset link</Link>
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
    body = <NewPasswordForm submitLabel="Save new password" onUpdated={() => setIsDone(true)} />;
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description={user?.email ? `For ${user.email}` : undefined}
    >
      {body}
    </AuthLayout>
  );
}
