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
  SkeletonBlock,
} from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
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
import { useOrgsT } from '../hooks/use-orgs-t';

/**
 * For Students, Teachers, Employees and In-charges without an active membership: accept a mailed
 * invitation with one click (the link's token was remembered at sign-up) or enter the 8-character
 * join code; then "Waiting for approval from <organisation>" until the owner approves. Renders
 * nothing for someone who already belongs to an organisation.
 */
export function JoinOrganizationCard({ className }: { className?: string }) {
  const { active, pending, memberships, isLoading, error, refetch } = useMyMemberships();
  const t = useOrgsT();
  const [remembered, setRemembered] = useState<RememberedJoin | null>(() => {
    rememberInviteFromUrl();
    return getRememberedJoin();
  });

  if (isLoading) {
    return (
      <Card className={className}>
        <CardContent className="pt-5 sm:pt-6">
          <SkeletonShape label={t('orgs.join.checking')} testId="skeleton-join">
            <div className="space-y-4">
              <SkeletonBlock className="h-12 w-12 rounded-full" />
              <SkeletonBlock className="h-5 w-56 max-w-full" />
              <SkeletonBlock className="h-4 w-80 max-w-full bg-slate-100" />
              <SkeletonBlock className="h-10 w-full rounded-lg bg-slate-100" />
              <SkeletonBlock className="h-10 w-28 rounded-lg" />
            </div>
          </SkeletonShape>
        </CardContent>
      </Card>
    );
  }
  if (error) {
    return (
      <Alert variant="error" title={t('orgs.join.checkFailed')} className={className}>
        <p>{describeError(error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
          {t('orgs.tryAgain')}
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
          {t(pending.length ? 'orgs.join.waiting' : 'orgs.join.title')}
        </CardTitle>
        <CardDescription>
          {t(pending.length ? 'orgs.join.waitingBody' : 'orgs.join.intro')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {pending.map((membership) => (
          <Alert key={membership.id} variant="info" title={waitingTitle(membership, t)}>
            {t('orgs.join.askedAs', { role: membership.role })}
          </Alert>
        ))}
        {declined.map((membership) => (
          <div key={membership.id} className="flex gap-2 text-sm text-slate-600">
            <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-500" />
            <span>
              {joinedOrgNames.get(membership.id)
                ? t('orgs.join.declined', { name: joinedOrgNames.get(membership.id) ?? '' })
                : t('orgs.join.declinedUnnamed')}
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

function waitingTitle(
  membership: { id: string; organization: { name: string } | null },
  t: ReturnType<typeof useOrgsT>,
) {
  const name = membership.organization?.name ?? joinedOrgNames.get(membership.id);
  return name ? t('orgs.join.waitingFrom', { name }) : t('orgs.join.waiting');
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
  const t = useOrgsT();
  const join = useJoin(onDone);
  return (
    <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <MailOpen aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t('orgs.join.invitation')}
      </p>
      <p className="text-sm text-slate-600">{t('orgs.join.invitationBody')}</p>
      {join.error ? <Alert variant="error">{describeError(join.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => join.mutate({ token })} isLoading={join.isPending}>
          {t('orgs.join.accept')}
        </Button>
        <Button variant="ghost" onClick={onDismiss} disabled={join.isPending}>
          {t('orgs.join.useCode')}
        </Button>
      </div>
    </div>
  );
}

/** A sample join code, the same in every language. */
const EXAMPLE_CODE = 'K7M2Q9XD';

function JoinWithCode({ initialCode }: { initialCode: string }) {
  const t = useOrgsT();
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const join = useJoin();
  const formId = useId();
  useEffect(() => setCode(initialCode), [initialCode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidJoinCode(code)) {
      setFieldError(t('orgs.join.codeInvalid'));
      return;
    }
    setFieldError(undefined);
    join.mutate({ code: normalizeJoinCode(code) });
  };

  return (
    <form id={formId} className="space-y-3" noValidate onSubmit={onSubmit}>
      <FormField label={t('orgs.joinCode.title')} error={fieldError} hint={t('orgs.join.codeHint')}>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          placeholder={EXAMPLE_CODE}
          className="max-w-xs font-mono text-lg tracking-[0.2em]"
        />
      </FormField>
      {join.error ? <Alert variant="error">{describeError(join.error)}</Alert> : null}
      <Button type="submit" isLoading={join.isPending}>
        <LogIn aria-hidden="true" className="h-4 w-4" /> {t('orgs.join.submit')}
      </Button>
    </form>
  );
}
