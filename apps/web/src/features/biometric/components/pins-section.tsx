import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  ConfirmDialog,
  FormField,
  Input,
  Select,
  SkeletonBlock,
} from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import type { Organization } from '@/features/orgs/api/organization';
import { formatDateTimeInZone } from '@/features/orgs/utils/zoned-time';
import { describeError } from '@/lib/error-messages';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import {
  biometricKeys,
  type BiometricOverview,
  fetchMemberChoices,
  mapPin,
  type MemberChoice,
  unmapPin,
} from '../api/biometric';
import { useBiometricT } from '../hooks/use-biometric-t';

const label = (m: MemberChoice) =>
  [m.full_name, m.employee_code ?? m.roll_number].filter(Boolean).join(' · ');

/** Maps one waiting device user id to a member, applying the punches that waited for it. */
function MapPinForm({
  organization,
  pin,
  members,
}: {
  organization: Organization;
  pin: string;
  members: MemberChoice[];
}) {
  const t = useBiometricT();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const [memberId, setMemberId] = useState('');
  const choices = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return members
      .filter((m) => !needle || label(m).toLowerCase().includes(needle))
      .slice(0, 100)
      .map((m) => ({ value: m.id, label: label(m) }));
  }, [filter, members]);
  const map = useMutation({
    mutationFn: () => mapPin(organization.id, pin, memberId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: biometricKeys.overview(organization.id) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (memberId) map.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label={t('biometric.pins.find', { pin })}>
        <Input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('biometric.pins.findPlaceholder')}
        />
      </FormField>
      <FormField label={t('biometric.pins.member', { pin })}>
        <Select
          value={memberId}
          onChange={(e) => setMemberId(e.target.value)}
          options={choices}
          placeholder={t('biometric.pins.choose')}
          required
        />
      </FormField>
      <Button type="submit" isLoading={map.isPending} disabled={!memberId}>
        {t('biometric.pins.map')}
      </Button>
      {map.error ? (
        <Alert variant="error" className="sm:col-span-3">
          {describeError(map.error)}
        </Alert>
      ) : null}
    </form>
  );
}

/** Device user ids nobody is known by yet, and the ones already mapped. */
export function PinsSection({
  organization,
  overview,
}: {
  organization: Organization;
  overview: BiometricOverview;
}) {
  const t = useBiometricT();
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: biometricKeys.members(organization.id),
    queryFn: () => fetchMemberChoices(organization.id),
    enabled: overview.unknown_pins.length > 0,
  });
  const unmap = useConfirmedMutation({
    mutationFn: (pin: string) => unmapPin(organization.id, pin),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: biometricKeys.overview(organization.id) }),
  });

  return (
    <section aria-labelledby="biometric-pins-title" className="space-y-3">
      <h3 id="biometric-pins-title" className="font-semibold text-slate-900">
        {t('biometric.pins.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('biometric.pins.explain')}</p>
      {overview.unknown_pins.length === 0 ? (
        <p className="text-sm text-slate-600">{t('biometric.pins.noneWaiting')}</p>
      ) : members.error ? (
        <Alert variant="error">
          <p>{describeError(members.error)}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => void members.refetch()}
          >
            {t('biometric.retry')}
          </Button>
        </Alert>
      ) : (
        <ul className="space-y-4">
          {overview.unknown_pins.map((waiting) => (
            <li
              key={waiting.pin}
              className="space-y-2 rounded-lg border border-amber-200 bg-amber-50/50 p-3"
              data-testid="biometric-unknown-pin"
            >
              <p className="text-sm text-slate-800">
                {t('biometric.pins.waiting', {
                  pin: waiting.pin,
                  count: waiting.punches,
                  last: formatDateTimeInZone(waiting.last_at, organization.timezone),
                })}
              </p>
              {members.isLoading ? (
                <SkeletonShape label={t('biometric.loading')} testId="skeleton-pin-form">
                  <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                    {[0, 1].map((i) => (
                      <span key={i} className="space-y-2" data-testid="skeleton-pin-field">
                        <SkeletonBlock className="h-3.5 w-32" />
                        <SkeletonBlock className="h-10 w-full rounded-lg bg-slate-100" />
                      </span>
                    ))}
                    <SkeletonBlock className="h-10 w-24 rounded-lg" />
                  </div>
                </SkeletonShape>
              ) : (
                <MapPinForm
                  organization={organization}
                  pin={waiting.pin}
                  members={members.data ?? []}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {overview.pins.length ? (
        <div>
          <h4 className="mb-1 text-sm font-medium text-slate-700">{t('biometric.pins.mapped')}</h4>
          <ul className="divide-y divide-slate-200 text-sm" data-testid="biometric-mapped-pins">
            {overview.pins.map((mapped) => (
              <li key={mapped.pin} className="flex items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">
                  {t('biometric.pins.mappedRow', { pin: mapped.pin, name: mapped.full_name })}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => unmap.ask(mapped.pin)}
                  aria-label={t('biometric.pins.unmapLabel', { pin: mapped.pin })}
                >
                  {t('biometric.pins.unmap')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmDialog
        {...unmap.dialogProps}
        title={t('biometric.pins.unmapTitle', { pin: unmap.target ?? '' })}
        description={t('biometric.pins.unmapBody')}
        confirmLabel={t('biometric.pins.unmap')}
        isDestructive
      />
    </section>
  );
}
