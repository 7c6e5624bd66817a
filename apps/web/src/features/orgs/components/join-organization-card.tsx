import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogIn, MailOpen, UsersRound, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Spinner,
} from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { type JoinAnswer, joinOrganization } from '../api/join-organization';
import { orgKeys } from '../api/memberships';
import { useMyMemberships } from '../hooks/use-my-memberships';
import {
  forgetRememberedJoin,
  getRememberedJoin,
  isValidJoinCode,
  joinedOrgNames,
  normalizeJoinCode,
  rememberInviteFromUrl,
  type RememberedJoin,
} from '../utils/remembered-join';

/**
 * For Students, Teachers, Employees and In-charges without an active membership: accept a mailed
 * invitation with one click (the link's token was remembered at sign-up) or enter the 8-character
 * join code; then "Waiting for approval from <organisation>" until the owner approves. Renders
 * nothing for someone who already belongs to an organisation.
 */
export function JoinOrganizationCard({ className }: { className?: string }) {
  const { active, pending, memberships, isLoading, error, refetch } = useMyMemberships();
  const [remembered, setRemembered] = useState<RememberedJoin | null>(() => {
    rememberInviteFromUrl();
    return getRememberedJoin();
  });

  if (isLoading) {
    return (
      <Card className={className}>
        <CardContent className="pt-5 sm:pt-6">
          <Spinner label="Checking your organisation..." />
        </CardContent>
      </Card>
    );
  }
  if (error) {
    return (
      <Alert variant="error" title="Could not check your organisation" className={className}>
        <p>{describeError(error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (active) return null;
  const declined = memberships.filter((m) => m.status === 'rejected');

  return (
    <Card className={className} data-testid="join-organization-card">
      <CardHeader>
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <UsersRound aria-hidden="true" className="h-6 w-6" />
        </span>
        <CardTitle className="pt-2">
          {pending.length ? 'Waiting for approval' : 'Join your organisation'}
        </CardTitle>
        <CardDescription>
          {pending.length
            ? 'The owner (or your teacher or in-charge) approves new members. Your dashboard fills in as soon as they do.'
            : 'Your institute or company (or your class teacher) gives you an 8-character join code or link, or sends you an invitation by e-mail.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {pending.map((membership) => (
          <Alert key={membership.id} variant="info" title={waitingTitle(membership)}>
            You asked to join as {article(membership.role)} {membership.role}. Nothing else to do
            for now.
          </Alert>
        ))}
        {declined.map((membership) => (
          <div key={membership.id} className="flex gap-2 text-sm text-slate-600">
            <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-500" />
            <span>
              Your request to join {joinedOrgNames.get(membership.id) ?? 'an organisation'} was
              declined. If that is a mistake, ask them and join again.
            </span>
          </div>
        ))}
        {remembered?.kind === 'invite' ? (
          <AcceptInvitation
            token={remembered.token}
            onDone={() => setRemembered(null)}
            onDismiss={() => {
              forgetRememberedJoin();
              setRemembered(null);
            }}
          />
        ) : pending.length === 0 ? (
          <JoinWithCode initialCode={remembered?.kind === 'code' ? remembered.code : ''} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function article(word: string) {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function waitingTitle(membership: { id: string; organization: { name: string } | null }) {
  const name = membership.organization?.name ?? joinedOrgNames.get(membership.id);
  return name ? `Waiting for approval from ${name}` : 'Waiting for approval';
}

function useJoin(onJoined?: (answer: JoinAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinOrganization,
    onSuccess: async (answer) => {
      joinedOrgNames.set(answer.member_id, answer.org_name);
      forgetRememberedJoin();
      onJoined?.(answer);
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
  });
}

function AcceptInvitation({
  token,
  onDone,
  onDismiss,
}: {
  token: string;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const join = useJoin(onDone);
  return (
    <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <MailOpen aria-hidden="true" className="h-5 w-5 text-brand-600" />
        You have an invitation
      </p>
      <p className="text-sm text-slate-600">
        You opened an invitation link. Accept it to join; the owner then approves you.
      </p>
      {join.error ? <Alert variant="error">{describeError(join.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => join.mutate({ token })} isLoading={join.isPending}>
          Accept invitation
        </Button>
        <Button variant="ghost" onClick={onDismiss} disabled={join.isPending}>
          Use a join code instead
        </Button>
      </div>
    </div>
  );
}

function JoinWithCode({ initialCode }: { initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const join = useJoin();
  const formId = useId();
  useEffect(() => setCode(initialCode), [initialCode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidJoinCode(code)) {
      setFieldError(
        'A join code has 8 letters and digits (no 0, 1, I or O), for example K7M2Q9XD.',
      );
      return;
    }
    setFieldError(undefined);
    join.mutate({ code: normalizeJoinCode(code) });
  };

  return (
    <form id={formId} className="space-y-3" noValidate onSubmit={onSubmit}>
      <FormField label="Join code" error={fieldError} hint="Not case-sensitive.">
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          placeholder="K7M2Q9XD"
          className="max-w-xs font-mono text-lg tracking-[0.2em]"
        />
      </FormField>
      {join.error ? <Alert variant="error">{describeError(join.error)}</Alert> : null}
      <Button type="submit" isLoading={join.isPending}>
        <LogIn aria-hidden="true" className="h-4 w-4" /> Ask to join
      </Button>
    </form>
  );
}
