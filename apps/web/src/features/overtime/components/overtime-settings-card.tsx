import type { CompOffMode, OrgOvertimeSettings } from '@ias/shared';
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
import { describeError } from '@/lib/error-messages';
import { useOvertimeSettings, useSaveOvertimeSettings } from '../hooks/use-overtime';
import { useOvertimeT } from '../hooks/use-overtime-t';
import { notify } from '@/components/ui/toast';

/** The owner's overtime settings: approval, what a day off's work earns, comp-off expiry. */
export function OvertimeSettingsCard({ orgId }: { orgId: string }) {
  const t = useOvertimeT();
  const settings = useOvertimeSettings(orgId);
  const save = useSaveOvertimeSettings(orgId);
  const [draft, setDraft] = useState<OrgOvertimeSettings | null>(null);
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    setDraft(settings.data);
    setExpiry(String(settings.data.comp_off_expiry_days));
  }, [settings.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const days = Number(expiry.trim());
    if (!/^\d+$/.test(expiry.trim()) || days < 1 || days > 366)
      return setProblem(t('overtime.settings.expiryInvalid'));
    setProblem(null);
    save.mutate(
      { ...draft, comp_off_expiry_days: days },
      { onSuccess: () => notify.saved(t('overtime.settings.saved')) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overtime.settings.title')}</CardTitle>
        <CardDescription>{t('overtime.settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.error ? (
          <Alert variant="error">{describeError(settings.error)}</Alert>
        ) : !draft ? (
          <p className="text-sm text-slate-600">{t('overtime.settings.loading')}</p>
        ) : (
          <form className="space-y-5" onSubmit={onSubmit}>
            <CheckboxField
              label={t('overtime.settings.approval')}
              hint={t('overtime.settings.approvalHint')}
              checked={draft.overtime_approval}
              onChange={(overtime_approval) => setDraft({ ...draft, overtime_approval })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('overtime.settings.mode')}>
                <Select
                  value={draft.comp_off_mode}
                  onChange={(e) =>
                    setDraft({ ...draft, comp_off_mode: e.target.value as CompOffMode })
                  }
                  options={[
                    { value: 'comp_off', label: t('overtime.settings.modeCompOff') },
                    { value: 'both', label: t('overtime.settings.modeBoth') },
                    { value: 'overtime', label: t('overtime.settings.modeOvertime') },
                  ]}
                />
              </FormField>
              <FormField
                label={t('overtime.settings.expiry')}
                hint={t('overtime.settings.expiryHint')}
              >
                <Input
                  inputMode="numeric"
                  value={expiry}
                  onChange={(e) => setExpiry(e.target.value)}
                  className="max-w-[8rem]"
                />
              </FormField>
            </div>
            {problem ? <Alert variant="error">{problem}</Alert> : null}
            {save.isError ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
            <Button type="submit" isLoading={save.isPending}>
              {t('overtime.settings.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
