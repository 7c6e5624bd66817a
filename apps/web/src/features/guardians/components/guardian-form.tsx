import { type FormEvent, useState } from 'react';
import { Alert, Button, CheckboxField, FormField, Input, Select } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { type Guardian, type GuardianInput, RELATIONSHIPS } from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';
import { RELATIONSHIP_LABEL } from '../utils/labels';

/** Adds or edits one guardian: name, relationship, phone, e-mail, language and consent. */
export function GuardianForm({
  guardian,
  onSave,
  onCancel,
  isSaving,
  error,
}: {
  guardian: Guardian | null;
  onSave: (input: GuardianInput) => void;
  onCancel: () => void;
  isSaving: boolean;
  error: unknown;
}) {
  const t = useGuardiansT();
  const [values, setValues] = useState<GuardianInput>({
    full_name: guardian?.full_name ?? '',
    relationship: guardian?.relationship ?? 'mother',
    phone: guardian?.phone ?? '',
    email: guardian?.email ?? '',
    locale: guardian?.locale ?? 'en',
    consent: guardian?.consent ?? false,
  });
  const [problems, setProblems] = useState<{ full_name?: string; phone?: string }>({});
  const set = <K extends keyof GuardianInput>(key: K, value: GuardianInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!values.full_name.trim()) found.full_name = t('guardians.form.nameRequired');
    if (!values.phone.trim() && !values.email.trim())
      found.phone = t('guardians.form.reachRequired');
    setProblems(found);
    if (!Object.keys(found).length) onSave(values);
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 p-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('guardians.form.name')} error={problems.full_name} isRequired>
          <Input
            value={values.full_name}
            onChange={(event) => set('full_name', event.target.value)}
            autoComplete="off"
          />
        </FormField>
        <FormField label={t('guardians.form.relationship')}>
          <Select
            value={values.relationship}
            onChange={(event) =>
              set('relationship', event.target.value as GuardianInput['relationship'])
            }
            options={RELATIONSHIPS.map((value) => ({
              value,
              label: t(RELATIONSHIP_LABEL[value]),
            }))}
          />
        </FormField>
        <FormField
          label={t('guardians.form.phone')}
          hint={t('guardians.form.phoneHint')}
          error={problems.phone}
        >
          <Input
            value={values.phone}
            onChange={(event) => set('phone', event.target.value)}
            type="tel"
            inputMode="tel"
            autoComplete="off"
          />
        </FormField>
        <FormField label={t('guardians.form.email')}>
          <Input
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            type="email"
            inputMode="email"
            autoComplete="off"
          />
        </FormField>
        <FormField label={t('guardians.form.language')} hint={t('guardians.form.languageHint')}>
          <Select
            value={values.locale}
            onChange={(event) => set('locale', event.target.value as 'en' | 'hi')}
            options={[
              { value: 'en', label: 'English' },
              { value: 'hi', label: 'हिन्दी' },
            ]}
          />
        </FormField>
      </div>
      <CheckboxField
        label={t('guardians.form.consent')}
        hint={t('guardians.form.consentHint')}
        checked={values.consent}
        onChange={(checked) => set('consent', checked)}
      />
      {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('guardians.form.cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {t('guardians.form.save')}
        </Button>
      </div>
    </form>
  );
}
