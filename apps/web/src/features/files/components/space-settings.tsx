import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert, Button, FormField, Input, Select } from '@/components/ui';
import { notify } from '@/components/ui/toast';
import { useCatalogueT } from '@/features/i18n';
import { saveQuota, setMembersWrite } from '../api/spaces';
import type { Space, Usage } from '../api/types';
import { catalogue } from '../catalogue';

const GB = 1024 ** 3;

/** Owners: whether the members of a shared space write too. */
export function MembersWriteToggle({ space, onChanged }: { space: Space; onChanged: () => void }) {
  const t = useCatalogueT(catalogue);
  const change = useMutation({
    mutationFn: (value: boolean) => setMembersWrite(space.id, value),
    onSuccess: onChanged,
  });
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={change.isPending ? Boolean(change.variables) : space.members_write}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <span>
          <span className="font-medium">{t('files.space.membersWrite')}</span>
          <span className="block text-xs text-slate-500">{t('files.space.membersWriteHint')}</span>
        </span>
      </label>
      {change.isError ? <Alert variant="error">{change.error.message}</Alert> : null}
    </div>
  );
}

/** Admins: the organisation's plan and quota. */
export function QuotaForm({
  orgId,
  usage,
  onSaved,
}: {
  orgId: string;
  usage: Usage;
  onSaved: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const [plan, setPlan] = useState(usage.plan);
  const [gb, setGb] = useState('');
  const save = useMutation({
    mutationFn: () =>
      saveQuota(orgId, {
        plan,
        quota_bytes: gb.trim() === '' ? null : Math.round(Number(gb) * GB),
      }),
    onSuccess: () => {
      // Saved: the shell's toast, as every save; an error stays in the form.
      notify.saved(t('files.quota.saved'));
      onSaved();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-3">
      <h2 className="text-sm font-semibold text-slate-800">{t('files.quota.title')}</h2>
      <FormField label={t('files.quota.plan')}>
        <Select
          value={plan}
          onChange={(event) => setPlan(event.target.value)}
          options={[
            { value: 'free', label: t('files.quota.plan.free') },
            { value: 'standard', label: t('files.quota.plan.standard') },
            { value: 'plus', label: t('files.quota.plan.plus') },
          ]}
        />
      </FormField>
      <FormField label={t('files.quota.gb')}>
        <Input
          type="number"
          min={0}
          step="0.1"
          inputMode="decimal"
          value={gb}
          onChange={(event) => setGb(event.target.value)}
        />
      </FormField>
      {save.isError ? <Alert variant="error">{save.error.message}</Alert> : null}
      <Button type="submit" size="sm" isLoading={save.isPending}>
        {t('files.quota.save')}
      </Button>
    </form>
  );
}
