import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CheckboxField,
  FormField,
  Input,
  Select,
} from '@/components/ui';
import {
  type CheckInPolicies,
  checkInPolicyKeys,
  fetchCheckInPolicies,
  saveCheckInPolicies,
} from '../api/check-in-policies';
import { useKioskT } from '../hooks/use-kiosk-t';
import { notify } from '@/components/ui/toast';
import { TimeInput } from '@/components/ui/time-input';

/** The owner's kiosk and check-in policies: PIN fallback, automatic check-out, correction limit. */
export function CheckInPoliciesCard({ orgId }: { orgId: string }) {
  const t = useKioskT();
  const queryClient = useQueryClient();
  const policies = useQuery({
    queryKey: checkInPolicyKeys.org(orgId),
    queryFn: () => fetchCheckInPolicies(orgId),
  });
  const [draft, setDraft] = useState<CheckInPolicies | null>(null);
  const [limit, setLimit] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!policies.data) return;
    setDraft(policies.data);
    setLimit(policies.data.corrections_per_month?.toString() ?? '');
  }, [policies.data]);
  const save = useMutation({
    mutationFn: (next: CheckInPolicies) => saveCheckInPolicies(orgId, next),
    onSuccess: (next) => {
      queryClient.setQueryData(checkInPolicyKeys.org(orgId), next);
      notify.saved(t('kiosk.policies.saved'));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const trimmed = limit.trim();
    if (trimmed && !(/^\d+$/.test(trimmed) && Number(trimmed) <= 100))
      return setProblem(t('kiosk.policies.correctionsInvalid'));
    if (draft.auto_check_out === 'fixed' && !draft.auto_check_out_time)
      return setProblem(t('kiosk.policies.autoTimeRequired'));
    setProblem(null);
    save.mutate({ ...draft, corrections_per_month: trimmed ? Number(trimmed) : null });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('kiosk.policies.title')}</CardTitle>
        <CardDescription>{t('kiosk.policies.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!draft ? (
          <p className="text-sm text-slate-600">{t('kiosk.policies.loading')}</p>
        ) : (
          <form className="space-y-5" onSubmit={onSubmit}>
            <CheckboxField
              label={t('kiosk.policies.pin')}
              hint={t('kiosk.policies.pinHint')}
              checked={draft.pin_check_in}
              onChange={(pin_check_in) => setDraft({ ...draft, pin_check_in })}
            />
            <CheckboxField
              label={t('kiosk.policies.faceVerification')}
              hint={
                draft.face_verification
                  ? t('kiosk.policies.faceVerificationHint')
                  : t('kiosk.policies.faceVerificationOffHint')
              }
              checked={draft.face_verification}
              onChange={(face_verification) => setDraft({ ...draft, face_verification })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('kiosk.policies.autoCheckOut')}>
                <Select
                  value={draft.auto_check_out}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      auto_check_out: e.target.value as CheckInPolicies['auto_check_out'],
                    })
                  }
                  options={[
                    { value: 'off', label: t('kiosk.policies.autoOff') },
                    { value: 'shift_end', label: t('kiosk.policies.autoShiftEnd') },
                    { value: 'fixed', label: t('kiosk.policies.autoFixed') },
                  ]}
                />
              </FormField>
              {draft.auto_check_out !== 'off' ? (
                <FormField
                  label={t('kiosk.policies.autoTime')}
                  hint={
                    draft.auto_check_out === 'shift_end'
                      ? t('kiosk.policies.autoTimeHint')
                      : undefined
                  }
                >
                  <TimeInput
                    value={draft.auto_check_out_time?.slice(0, 5) ?? ''}
                    onChange={(time) => setDraft({ ...draft, auto_check_out_time: time || null })}
                  />
                </FormField>
              ) : null}
            </div>
            <FormField
              label={t('kiosk.policies.corrections')}
              hint={t('kiosk.policies.correctionsHint')}
            >
              <Input
                inputMode="numeric"
                value={limit}
                onChange={(e) => setLimit(e.target.value)}
                className="max-w-[8rem]"
              />
            </FormField>
            {problem ? <Alert variant="error">{problem}</Alert> : null}
            {save.isError ? <Alert variant="error">{t('kiosk.policies.error')}</Alert> : null}
            <Button type="submit" isLoading={save.isPending}>
              {t('kiosk.policies.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
