import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Phone } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, ConfirmDialog } from '@/components/ui';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { GoogleMark } from '@/features/auth/components/google-button';
import { useAppConfig } from '@/features/system/hooks/use-app-config';
import { describeError } from '@/lib/error-messages';
import {
  identityKeys,
  linkGoogle,
  listSignInMethods,
  removeSignInMethod,
  type SignInMethod,
} from '../api/identities-api';
import { useProfileT } from '../hooks/use-profile-t';

function MethodIcon({ provider }: { provider: string }) {
  if (provider === 'google') return <GoogleMark />;
  if (provider === 'phone') return <Phone aria-hidden="true" className="h-5 w-5 text-slate-500" />;
  return <KeyRound aria-hidden="true" className="h-5 w-5 text-slate-500" />;
}

/** /profile: the ways to sign in (e-mail, Google, phone); link Google, remove all but the last. */
export function SignInMethodsCard() {
  const t = useProfileT();
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const methods = useQuery({ queryKey: identityKeys.all, queryFn: listSignInMethods });
  const [removing, setRemoving] = useState<SignInMethod | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const name = (provider: string) => {
    if (provider === 'email') return t('profile.methods.email');
    if (provider === 'google') return t('profile.methods.google');
    if (provider === 'phone') return t('profile.methods.phone');
    return provider;
  };

  const link = useMutation({ mutationFn: linkGoogle });
  const remove = useMutation({
    mutationFn: removeSignInMethod,
    onSuccess: (_data, method) => {
      setRemoving(null);
      setNotice(t('profile.methods.removed', { method: name(method.provider) }));
      void queryClient.invalidateQueries({ queryKey: identityKeys.all });
    },
  });

  const list = methods.data ?? [];
  const hasGoogle = list.some((method) => method.provider === 'google');
  const canRemove = list.length > 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.methods.title')}</CardTitle>
        <CardDescription>{t('profile.methods.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        {methods.isPending ? (
          <SkeletonList rows={2} avatar className="rounded-xl border border-slate-200 px-4" />
        ) : null}
        {methods.isError ? (
          <Alert variant="error">
            {t('profile.methods.error')} {describeError(methods.error)}{' '}
            <Button variant="link" onClick={() => void methods.refetch()}>
              {t('profile.retry')}
            </Button>
          </Alert>
        ) : null}
        {list.length ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {list.map((method) => (
              <li
                key={method.identityId}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <MethodIcon provider={method.provider} />
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">{name(method.provider)}</p>
                    {method.detail ? (
                      <p className="break-all text-sm text-slate-600">{method.detail}</p>
                    ) : null}
                  </div>
                </div>
                {canRemove ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setNotice(null);
                      remove.reset();
                      setRemoving(method);
                    }}
                    aria-label={t('profile.methods.removeNamed', { method: name(method.provider) })}
                  >
                    {t('profile.methods.remove')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {list.length === 1 ? (
          <p className="text-sm text-slate-600">{t('profile.methods.onlyOne')}</p>
        ) : null}
        {methods.isSuccess && config.data?.googleEnabled && !hasGoogle ? (
          <div className="space-y-3">
            <Button
              variant="outline"
              isLoading={link.isPending || link.isSuccess}
              onClick={() => link.mutate()}
            >
              {link.isPending || link.isSuccess ? null : <GoogleMark />}
              {t('profile.methods.linkGoogle')}
            </Button>
            {link.isError ? <Alert variant="error">{describeError(link.error)}</Alert> : null}
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('profile.methods.removeTitle', { method: name(removing?.provider ?? '') })}
        description={t('profile.methods.removeDescription', {
          method: name(removing?.provider ?? ''),
        })}
        confirmLabel={t('profile.methods.remove')}
        onConfirm={() => removing && remove.mutate(removing)}
        isPending={remove.isPending}
        error={remove.isError ? describeError(remove.error) : null}
      />
    </Card>
  );
}
