import { dayOf, deviceZone, formatDay } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone, UserPlus } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  SkeletonList,
} from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import {
  fetchGuardians,
  type Guardian,
  type GuardianInput,
  guardianKeys,
  removeGuardian,
  saveGuardian,
} from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';
import { GuardianForm } from './guardian-form';
import { RELATIONSHIP_LABEL } from '../utils/labels';

/**
 * A student's guardians (at most two), where their membership is managed: owners and the
 * student's teacher or in-charge add, edit and remove them; the student only reads (`own`, on
 * their dashboard).
 */
export function GuardiansCard({
  memberId,
  memberName,
  own = false,
}: {
  memberId: string;
  memberName: string;
  /** The student's own card (read-only, addressed to them). */
  own?: boolean;
}) {
  const t = useGuardiansT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: guardianKeys.member(memberId),
    queryFn: () => fetchGuardians(memberId),
  });
  const [editing, setEditing] = useState<1 | 2 | null>(null);
  const [removing, setRemoving] = useState<Guardian | null>(null);
  const done = (data: Awaited<ReturnType<typeof fetchGuardians>>) => {
    queryClient.setQueryData(guardianKeys.member(memberId), data);
    setEditing(null);
    setRemoving(null);
  };
  const save = useMutation({
    mutationFn: ({ position, input }: { position: 1 | 2; input: GuardianInput }) =>
      saveGuardian(memberId, position, input),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (position: 1 | 2) => removeGuardian(memberId, position),
    onSuccess: done,
  });

  const data = list.data;
  const free: 1 | 2 | null = data
    ? (([1, 2] as const).find((p) => !data.guardians.some((g) => g.position === p)) ?? null)
    : null;
  // The day consent was given, on the reader's calendar (the card knows no organisation zone).
  const when = (iso: string) =>
    formatDay(dayOf(iso, deviceZone()), locale, { withYear: true, weekday: false });

  return (
    <Card data-testid="guardians-card">
      <CardHeader>
        <CardTitle>{t('guardians.title')}</CardTitle>
        <CardDescription>
          {own ? t('guardians.ownDescription') : t('guardians.description', { name: memberName })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isLoading ? (
          <SkeletonList rows={2} avatar label={t('guardians.loading')} />
        ) : list.error || !data ? (
          <Alert variant="error" title={t('guardians.error')}>
            <p>{describeError(list.error)}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => void list.refetch()}
            >
              {t('guardians.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {data.guardians.length === 0 && editing === null ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
                {data.can_edit ? t('guardians.empty') : t('guardians.emptyReadOnly')}
              </p>
            ) : null}
            <ul className="space-y-3">
              {data.guardians.map((guardian) =>
                editing === guardian.position ? (
                  <li key={guardian.id}>
                    <GuardianForm
                      guardian={guardian}
                      onSave={(input) => save.mutate({ position: guardian.position, input })}
                      onCancel={() => {
                        setEditing(null);
                        save.reset();
                      }}
                      isSaving={save.isPending}
                      error={save.error}
                    />
                  </li>
                ) : (
                  <li
                    key={guardian.id}
                    className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-4"
                  >
                    <div className="min-w-0 space-y-1 text-sm">
                      <p className="font-medium text-slate-900">
                        {guardian.full_name}{' '}
                        <span className="font-normal text-slate-500">
                          · {t(RELATIONSHIP_LABEL[guardian.relationship])}
                        </span>
                      </p>
                      {guardian.phone ? (
                        <p className="flex items-center gap-1.5 text-slate-700">
                          <Phone aria-hidden="true" className="h-4 w-4" />
                          <span dir="ltr">{guardian.phone}</span>
                        </p>
                      ) : null}
                      {guardian.email ? (
                        <p className="flex items-center gap-1.5 break-all text-slate-700">
                          <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
                          {guardian.email}
                        </p>
                      ) : null}
                      <p className="text-slate-500">
                        {t('guardians.language', {
                          language: guardian.locale === 'hi' ? 'हिन्दी' : 'English',
                        })}
                      </p>
                      {guardian.consent && guardian.consent_at ? (
                        <Badge variant="success">
                          {guardian.consent_by_name
                            ? t('guardians.consentBy', {
                                name: guardian.consent_by_name,
                                date: when(guardian.consent_at),
                              })
                            : t('guardians.consentOn', { date: when(guardian.consent_at) })}
                        </Badge>
                      ) : (
                        <Badge variant="warning">{t('guardians.noConsent')}</Badge>
                      )}
                    </div>
                    {data.can_edit ? (
                      <div className="flex gap-2">
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing(guardian.position)}
                          aria-label={t('guardians.editLabel', { name: guardian.full_name })}
                        >
                          {t('guardians.edit')}
                        </Button>
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          onClick={() => setRemoving(guardian)}
                          aria-label={t('guardians.removeLabel', { name: guardian.full_name })}
                        >
                          {t('guardians.remove')}
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ),
              )}
            </ul>
            {data.can_edit && free !== null ? (
              editing === free ? (
                <GuardianForm
                  guardian={null}
                  onSave={(input) => save.mutate({ position: free, input })}
                  onCancel={() => {
                    setEditing(null);
                    save.reset();
                  }}
                  isSaving={save.isPending}
                  error={save.error}
                />
              ) : (
                <Button type="button" variant="outline" onClick={() => setEditing(free)}>
                  <UserPlus aria-hidden="true" className="h-4 w-4" />
                  {t('guardians.add')}
                </Button>
              )
            ) : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={t('guardians.removeTitle', { name: removing?.full_name ?? '' })}
        description={t('guardians.removeBody')}
        confirmLabel={t('guardians.remove')}
        onConfirm={() => removing && remove.mutate(removing.position)}
        isPending={remove.isPending}
        error={remove.error ? describeError(remove.error) : null}
      />
    </Card>
  );
}
