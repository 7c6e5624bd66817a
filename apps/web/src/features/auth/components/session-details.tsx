import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/error-messages';
import { authKeys, getSessionInfo } from '../api/get-session-info';
import { useAuth } from '../hooks/use-auth';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-500 sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-all text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function formatExpiry(expiresAt: number | null): string {
  if (!expiresAt) return 'unknown';
  const seconds = Math.round(expiresAt - Date.now() / 1000);
  const when = new Date(expiresAt * 1000).toLocaleString('en-IN');
  return seconds > 0 ? `${when} (in ${Math.ceil(seconds / 60)} min)` : `${when} (expired)`;
}

/** The live session and auth state, for support conversations (no tokens are shown). */
export function SessionDetails() {
  const auth = useAuth();
  const session = useQuery({
    queryKey: authKeys.session(),
    queryFn: () => getSessionInfo(),
    refetchInterval: 15_000,
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Session</CardTitle>
          <CardDescription>Refreshed every 15 seconds. Tokens are never shown.</CardDescription>
        </CardHeader>
        <CardContent>
          {session.isPending ? <Spinner /> : null}
          {session.isError ? <Alert variant="error">{describeError(session.error)}</Alert> : null}
          {session.data === null ? (
            <Alert variant="warning">No session in this browser.</Alert>
          ) : null}
          {session.data ? (
            <dl className="divide-y divide-slate-100" data-testid="session-details">
              <Row label="User id">{session.data.userId}</Row>
              <Row label="E-mail">{session.data.email ?? '—'}</Row>
              <Row label="Sign-in methods">{session.data.providers.join(', ') || '—'}</Row>
              <Row label="Expires">{formatExpiry(session.data.expiresAt)}</Row>
              <Row label="Assurance level">
                <Badge variant={session.data.currentLevel === 'aal2' ? 'success' : 'neutral'}>
                  {session.data.currentLevel ?? 'unknown'}
                </Badge>{' '}
                <span className="text-slate-500">
                  (next: {session.data.nextLevel ?? 'unknown'})
                </span>
              </Row>
              <Row label="Two-factor apps">{session.data.verifiedFactors}</Row>
              <Row label="Session valid">{session.data.isValid ? 'yes' : 'no'}</Row>
            </dl>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Auth state</CardTitle>
          <CardDescription>What the app currently knows (SPEC.md §4).</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Row label="initialized">{String(auth.initialized)}</Row>
            <Row label="loading">{String(auth.loading)}</Row>
            <Row label="error">{auth.error ?? 'none'}</Row>
            <Row label="user">{auth.user?.email ?? 'none'}</Row>
            <Row label="profile">
              {auth.profile
                ? `${auth.profile.full_name} (${auth.profile.user_type ?? 'type not set'})`
                : 'none'}
            </Row>
            <Row label="second factor needed">{String(auth.isMfaRequired)}</Row>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
