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

/** /auth/callback: the PKCE exchange after a confirmation link or Google, then /dashboard. */
export function Component() {
  useDocumentTitle('Signing you in');
  const [params] = useSearchParams();
  const urlError = params.get('error_description') ?? params.get('error');
  const exchange = useCodeExchange(params.get('code'), urlError);
  const { isMfaRequired } = useAuth();
  const [returnTo] = useState(takeReturnTo);

  if (exchange.isPending) return <PageSpinner label="Signing you in..." />;
  if (exchange.isError) {
    return (
      <div className="mx-auto max-w-md space-y-6 px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">We could not sign you in</h1>
        <Alert variant="error">{describeError(exchange.error)}</Alert>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/login">Go to sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register">Create an account</Link>
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
